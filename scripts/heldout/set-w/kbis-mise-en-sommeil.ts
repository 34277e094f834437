/**
 * HELD-OUT kbis/reprise-apres-mise-en-sommeil: the Kbis of a company that was DORMANT for a while
 * (mise en sommeil: a temporary total cessation of activity registered at the RCS) and has RESUMED
 * its activity, as it shows a bank when it asks for credit again: the greffe's name and address
 * centred at the top (a decoy address); "Extrait Kbis" with "à jour au 14 mars 2028" (the MONTH IN
 * WORDS); sections under a coloured edge, each a GRID OF LABEL-ABOVE-VALUE CELLS two to a row
 * (small grey labels in capitals over the values): the SIREN grouped with "R.C.S.", the name, the
 * form in full, the capital, the seat STACKED ON ITS LINES in its cell, the activity across the
 * row; the legal representative under his or her title ("Président", "Gérante") as the registry
 * writes it, "GAUTIER Thomas Pierre", or for a married woman "MARTIN épouse LEROY Claire Marie";
 * the birth date and place, the nationality and the PERSONAL HOME ADDRESS (decoys); the
 * establishment with its start of activity (the registration date again) and its origin; the
 * MENTIONS with the DORMANCY and the RESUMPTION, each with its own dates of effect and registration
 * (decoys); the registrar's footer with the verification code.
 */
import {LEGAL_FORM_LONG, type LegalForm, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

const STREETS = ['place du Palais', 'quai de la Justice', 'rue du Tribunal', 'boulevard des Juges consulaires']

export async function kbisMiseEnSommeil(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 14))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const title = managerTitle(company)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`]
  const resumed = addDays(extract, -randomInt(rng, 60, 300))
  const dormant = addMonths(resumed, -randomInt(rng, 8, 22))
  const dormantFrom = dormant < company.registeredOn ? addDays(company.registeredOn, 200) : dormant
  const dormantRegistered = addDays(dormantFrom, randomInt(rng, 8, 30))
  const resumedRegistered = addDays(resumed, randomInt(rng, 5, 25))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const code = `${randomLetters(rng, 3)}${randomDigits(rng, 5)}`
  const greffe = `${randomInt(rng, 1, 30)} ${STREETS[k]}, ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)}`
  const edge = hex(['#8c1c13', '#1b4f72', '#145a32', '#4a235a'][k])
  const ink = hex('#17191d')
  const soft = hex('#6a6e76')
  const rule = hex('#c7cbd2')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${company.registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Kbis ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L
  const C = (L + R) / 2

  s.text(`GREFFE DU TRIBUNAL DE COMMERCE DE ${upper(company.registry)}`, C, 42, {align: 'center', color: ink, font: H.bold, size: 11})
  s.text(greffe, C, 55, {align: 'center', color: soft, size: 8})
  s.hline(L, R, 66, {color: edge, width: 1.2})
  s.text('Extrait Kbis', L, 92, {color: edge, font: H.bold, size: 18})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", L, 108, {color: ink, font: H.bold, size: 8.2})
  s.text(`à jour au ${longDate(extract)}`, R, 92, {align: 'right', color: ink, font: H.bold, size: 10.5})

  let y = 128
  const section = (name: string) => {
    y += 6
    s.box(L, y, 4, 14, {fill: edge})
    s.text(name, L + 10, y + 10.5, {color: edge, font: H.bold, size: 8.6})
    y += 20
  }

  const CELL = W / 2
  const row = (cells: [string, string[], boolean?][]) => {
    const width = cells.length === 1 ? W : CELL
    const prepared = cells.map(([label, values, bold]) => ({bold, label, lines: values.flatMap((v) => wrap(v, width - 16, bold ? H.bold : H.regular, 9))}))
    const h = 22 + Math.max(...prepared.map((p) => p.lines.length)) * 11
    prepared.forEach((p, i) => {
      const x = L + i * CELL
      s.box(x, y, width, h, {lineWidth: 0.5, stroke: rule})
      s.text(upper(p.label), x + 8, y + 11, {color: soft, size: 6.4})
      s.lines(p.lines, x + 8, y + 23, {color: ink, font: p.bold ? H.bold : H.regular, leading: 11, size: 9})
    })
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row([
    ['Immatriculation au RCS, numéro', [`${groupedSiren(company.siren)} R.C.S. ${company.registry}`], true],
    ["Date d'immatriculation", [slashDate(company.registeredOn)]],
  ])
  row([
    ['Dénomination ou raison sociale', [company.name], true],
    ['Forme juridique', [form]],
  ])
  row([
    ['Capital social', [`${frAmount(company.capitalCents)} Euros`]],
    ['Adresse du siège', seat],
  ])
  row([
    ['Durée de la personne morale', [`Jusqu'au ${slashDate(duration)}`]],
    ["Date de clôture de l'exercice social", ['31 décembre']],
  ])

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row([
    [title, [representative], true],
    ['Date et lieu de naissance', [`${slashDate(manager.birthDate)} à ${manager.birthPlace}`]],
  ])
  row([
    ['Nationalité', [manager.nationality]],
    ['Domicile personnel', home],
  ])

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row([['Activité(s) exercée(s)', [company.activity]]])
  row([
    ["Adresse de l'établissement", seat],
    ["Date de commencement d'activité", [slashDate(company.registeredOn)]],
  ])
  row([
    ['Origine du fonds ou de l\'activité', ['Création']],
    ["Mode d'exploitation", ['Exploitation directe']],
  ])

  section('MENTIONS')
  const mentions = [
    `Mention n° ${randomInt(rng, 2, 9)} du ${slashDate(dormantRegistered)} : cessation temporaire totale d'activité (mise en sommeil) à compter du ${slashDate(dormantFrom)}.`,
    `Mention n° ${randomInt(rng, 10, 19)} du ${slashDate(resumedRegistered)} : reprise d'activité à compter du ${slashDate(resumed)} à l'adresse du siège.`,
  ]
  for (const m of mentions) y = s.paragraph(m, L + 10, y + 4, W - 20, {color: ink, leading: 11.5, size: 8.8}) + 2

  y += 24
  s.paragraph(
    "Le Greffier. Extrait certifié conforme aux inscriptions portées au registre du commerce et des sociétés. La reprise d'activité met fin à la mise en sommeil ; la société peut rester en sommeil deux ans au plus avant d'être radiée d'office.",
    L,
    y,
    W,
    {color: soft, leading: 10, size: 7.6},
  )
  s.hline(L, R, 796, {color: rule})
  s.text(`Code de vérification : ${code} - www.infogreffe.fr - page 1/1`, C, 810, {align: 'center', color: soft, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: representative,
      siren: company.siren,
    },
    layout: 'kbis/reprise-apres-mise-en-sommeil',
    notes: [
      'the Kbis of a company that was dormant (temporary cessation registered) and resumed its activity',
      'sections as grids of label-above-value cells two to a row (labels in small capitals); "à jour au 14 mars 2028" in words; the representative as the registry writes it ("MARTIN épouse LEROY Claire Marie")',
      "decoys: the greffe's address, the manager's birth and home address, the start of activity, the duration, the dormancy's and the resumption's dates and their registrations",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
