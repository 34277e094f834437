/**
 * HELD-OUT kbis/tribunal-mixte-outre-mer: the Kbis extract of a company registered at the registry
 * of a TRIBUNAL MIXTE DE COMMERCE of an overseas department (Fort-de-France, Pointe-à-Pitre,
 * Saint-Denis de La Réunion, Cayenne), printed by the registry's older software in a MONOSPACED
 * FONT, ALL IN CAPITALS: a two-column header (the court at the left, "EXTRAIT KBIS" with "À JOUR AU
 * 06/03/2027" and the verification code at the right); sections under dashed rules; rows "LABEL
 * ..... : VALUE" padded with dots to a column; the company's NAME and its TRADE NAME and SIGN (NOM
 * COMMERCIAL, ENSEIGNE: decoy names) on neighbouring rows; the legal form in full; the manager as
 * surname then all given names in capitals, his or her birth date and place; the deposit of the
 * articles, the start of activity and the duration (decoy dates); the registrar's block and the
 * mention of the overseas court's composition.
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const SIGNS = ['TI KAZ', 'LE CARBET', 'KOULÈ SOLÈY', 'LA VARANGUE', 'BÔ KAY', 'LE FLAMBOYANT', 'ANSE BLEUE']

export async function kbisTribunalMixteOutreMer(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 25))
  const greffe = company.registry
  const court = `TRIBUNAL MIXTE DE COMMERCE DE ${upper(greffe)}`
  const form = upper(LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm)
  const name = upper(company.name)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].map((l) => upper(l))
  const nameRow = upper(`${manager.surname} ${manager.givenNames.join(' ')}`)
  const title = upper(managerTitle(company))
  const activity = upper(company.activity)
  const sign = pick(rng, SIGNS)
  const trade = `${sign} ${pick(rng, ['CONSEIL', 'SERVICES', 'CARAÏBES', 'OCÉAN INDIEN', 'DISTRIBUTION'])}`
  const deposit = addDays(company.registeredOn, -randomInt(rng, 5, 40))
  const started = addDays(company.registeredOn, randomInt(rng, 0, 30))
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 4)}${randomLetters(rng, 2)}`
  const ink = hex('#111418')
  const soft = hex('#4f5560')

  const {doc, fonts} = await newDocument({author: `Greffe du ${court}`, creator: 'RCS-DOM 4.2', date: extract, producer: 'RCS-DOM impression', title: `KBIS ${company.siren}`})
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const size = 8.6
  const charW = C.regular.widthOfTextAtSize('M', size)
  const valueCol = L + 30 * charW

  // Two-column header.
  s.lines(['GREFFE DU', court, 'PALAIS DE JUSTICE'], L, 46, {color: ink, font: C.bold, leading: 11, size: 9})
  s.lines(['EXTRAIT KBIS', `À JOUR AU ${slashDate(extract)}`, `CODE DE VÉRIFICATION : ${code}`], R, 46, {align: 'right', color: ink, font: C.bold, leading: 11, size: 9})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 100, {align: 'center', color: ink, font: C.bold, size: 8.4})

  let y = 116
  const section = (heading: string) => {
    y += 8
    s.hline(L, R, y, {color: ink, dash: [4, 2], width: 0.6})
    s.text(heading, L, y + 13, {color: ink, font: C.bold, size: 8.8})
    y += 26
  }

  const row = (label: string, value: string | string[]) => {
    const dots = Math.max(2, 27 - label.length)
    s.text(`${label} ${'.'.repeat(dots)}:`, L, y, {color: soft, font: C.regular, size})
    const lines = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, R - valueCol - 4, C.regular, size))
    s.lines(lines, valueCol + charW, y, {color: ink, font: C.bold, leading: 11, size})
    y += lines.length * 11 + 3
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('IMMATRICULATION', `${groupedSiren(company.siren)} R.C.S. ${upper(greffe)}`)
  row("DATE D'IMMATRICULATION", slashDate(company.registeredOn))
  row('N° DE GESTION', gestion)
  row('DÉPÔT DES STATUTS', slashDate(deposit))
  row('DÉNOMINATION', name)
  row('NOM COMMERCIAL', trade)
  row('FORME JURIDIQUE', form)
  row('CAPITAL', `${frAmount(company.capitalCents)} EUR`)
  row('ADRESSE DU SIÈGE', seat)
  row('DURÉE', `99 ANS JUSQU'AU ${slashDate(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`)

  section('ADMINISTRATION')
  row(title.length > 28 ? title.slice(0, 28) : title, nameRow)
  if (manager.usageName) row("NOM D'USAGE", upper(manager.usageName))
  row('NÉ(E) LE', `${slashDate(manager.birthDate)} À ${upper(manager.birthPlace)}`)
  row('NATIONALITÉ', upper(manager.nationality))

  section("ÉTABLISSEMENT PRINCIPAL ET ACTIVITÉ")
  row('ADRESSE', seat.join(', '))
  row('ENSEIGNE', sign)
  row('ACTIVITÉ', activity)
  row('DÉBUT D\'ACTIVITÉ', slashDate(started))
  row('ORIGINE DU FONDS', 'CRÉATION')
  row("MODE D'EXPLOITATION", 'EXPLOITATION DIRECTE')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  row('MENTION', 'NÉANT')

  y = Math.max(y + 24, 680)
  s.paragraph(
    `LE GREFFIER DU ${court}, COMPOSÉ DE JUGES ÉLUS ET DE MAGISTRATS DU TRIBUNAL JUDICIAIRE, CERTIFIE LE PRÉSENT EXTRAIT CONFORME AUX INSCRIPTIONS DU REGISTRE.`,
    L,
    y,
    300,
    {color: soft, font: C.regular, leading: 9.4, size: 7.2},
  )
  s.text('LE GREFFIER', R - 120, y, {color: ink, font: C.bold, size: 9})
  s.path(signaturePath(rng, 90), R - 130, y + 12, {lineWidth: 0.9, stroke: hex('#1b2a5c')})
  s.hline(L, R, 806, {color: ink, dash: [4, 2], width: 0.5})
  s.text(`RCS ${upper(greffe)} ${groupedSiren(company.siren)} - PAGE 1/1`, L, 818, {color: soft, font: C.regular, size: 7})
  s.text('WWW.INFOGREFFE.FR', R, 818, {align: 'right', color: soft, font: C.regular, size: 7})

  return {
    fields: {
      activite: activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren: company.siren,
    },
    layout: 'kbis/tribunal-mixte-outre-mer',
    notes: [
      "the Kbis of an overseas tribunal mixte de commerce's registry printed in a monospaced font, all in capitals, rows padded with dots to a colon",
      'a two-column header with "À JOUR AU <date>" at the right; the manager as surname then all given names in capitals',
      'decoys: the trade name and the sign beside the name, the deposit of the articles, the start of activity, the duration',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
