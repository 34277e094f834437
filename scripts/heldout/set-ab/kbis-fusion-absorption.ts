/**
 * HELD-OUT kbis/fusion-absorption-mentions: the Kbis of a company that ABSORBED ANOTHER (a merger,
 * or the universal transfer of the assets of a wholly owned subsidiary), printed in a RULED TABLE
 * WITH SHADED LABEL CELLS as some greffes' software lays the extract out: the greffe's name and
 * address at the top left (a decoy address), a framed box at the top right with "Extrait à jour au :
 * 28/04/2030" WITH SLASHES (the truth), the number of pages and the verification code (a decoy);
 * "Extrait Kbis" and the register's title; the company's rows ("Immatriculation au RCS, numéro" with
 * the SIREN grouped and "R.C.S.", "Date d'immatriculation" with slashes, the name, the form in full,
 * the CAPITAL AFTER THE INCREASE, the seat on one line, the activities, the duration and the closing
 * date: decoys); the management (the president or manager as the registry writes it, the birth date
 * and place, the PERSONAL HOME: a decoy address; the STATUTORY AUDITOR: a decoy firm); the
 * establishment (the start of activity: a decoy date); the OBSERVATIONS with the DATED MENTIONS of the
 * merger: the ABSORBED COMPANY's name, form, SIREN grouped and registry (a decoy company and
 * identifier), the merger's effective date, the capital before and after (decoys), the absorbed
 * company's former establishment kept as a secondary establishment with its address (a decoy
 * address).
 */
import {LEGAL_FORM_LONG, type LegalForm, makeSiren, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

const ABSORBED: {name: string; form: string; street: string}[] = [
  {form: 'SARL', name: 'ATELIER NUMÉRIQUE DES TERREAUX', street: '7 rue Sainte-Catherine'},
  {form: 'EURL', name: 'CONSEIL & MÉTHODES OUEST', street: '22 boulevard de la Liberté'},
  {form: 'SAS', name: 'STUDIO PIXELIS', street: '3 place de l\'Hôtel de Ville'},
  {form: 'SARL', name: 'COMPTOIR DES ARTISANS RÉUNIS', street: '15 rue des Halles'},
]

const AUDITORS = ['AUDIT ET CONSEIL DES DEUX RIVES', 'EXPERTISE & COMMISSARIAT OUEST', 'CABINET MARCHAL COMMISSARIAT AUX COMPTES', 'SYNERGIE AUDIT']

const GREFFES = ['Palais de justice - 44 rue de la Préfecture', 'Greffe du tribunal - 12 place du Palais', 'Tribunal de commerce - 2 allée des Tanneurs', 'Greffe du tribunal - 18 rue de la Bourse']

export async function kbisFusionAbsorption(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % ABSORBED.length : 0
  const absorbed = ABSORBED[k]
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 30))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const duration = addDays(addMonths(company.registeredOn, 12 * 99), -1)
  const started = addDays(company.registeredOn, randomInt(rng, 0, 15))
  const earliest = addDays(company.registeredOn, 120)
  const latest = addDays(extract, -40)
  const span = Math.max(0, Math.round((Date.parse(latest) - Date.parse(earliest)) / 86_400_000))
  const effective = addDays(earliest, randomInt(rng, Math.floor(span / 3), span))
  const mention1 = addDays(effective, randomInt(rng, 8, 30))
  const mention2 = addDays(mention1, randomInt(rng, 0, 9))
  const absorbedSiren = makeSiren(rng)
  const increase = Math.round((company.capitalCents * (0.3 + rng() * 0.4)) / 10_000) * 10_000
  const before = company.capitalCents - increase
  const secondary = `${absorbed.street}, ${company.address.postcode} ${company.address.city}`
  const code = `${randomLetters(rng, 3)}${randomDigits(rng, 7)}`
  const ink = hex('#17181b')
  const soft = hex('#55585f')
  const rule = hex('#9a9ea6')
  const shade = hex('#e9ebee')
  const band = hex('#3a3f4a')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de Commerce de ${company.registry}`, creator: 'Registre - extraits', date: extract, producer: 'Greffe PDF', title: `Extrait Kbis ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L
  const LW = 168

  s.lines([`Greffe du Tribunal de Commerce de ${company.registry}`, GREFFES[k], `${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)} CEDEX`], L, 40, {color: ink, font: H.bold, leading: 10.5, size: 8.4})
  s.box(R - 186, 28, 186, 50, {lineWidth: 0.8, stroke: ink})
  s.text('Extrait à jour au :', R - 178, 42, {color: soft, size: 8})
  s.text(slashDate(extract), R - 8, 42, {align: 'right', color: ink, font: H.bold, size: 9.6})
  s.text('Nombre de pages :', R - 178, 56, {color: soft, size: 8})
  s.text('1', R - 8, 56, {align: 'right', color: ink, size: 8.6})
  s.text('Code de vérification :', R - 178, 70, {color: soft, size: 8})
  s.text(code, R - 8, 70, {align: 'right', color: ink, font: fonts.courier.bold, size: 8.6})
  s.text('Extrait Kbis', L + W / 2, 108, {align: 'center', color: ink, font: H.bold, size: 17})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", L + W / 2, 123, {align: 'center', color: ink, size: 8.6})

  let y = 138
  const section = (title: string) => {
    s.box(L, y, W, 15, {fill: band})
    s.text(title, L + 6, y + 10.8, {color: WHITE, font: H.bold, size: 7.8})
    y += 15
  }

  const row = (label: string, value: string, bold = true) => {
    const font = bold ? H.bold : H.regular
    const lines = wrap(value, W - LW - 14, font, 8.2)
    const labels = wrap(label, LW - 12, H.regular, 7.8)
    const h = Math.max(lines.length, labels.length) * 10.4 + 6
    s.box(L, y, LW, h, {fill: shade})
    s.box(L, y, W, h, {lineWidth: 0.5, stroke: rule})
    s.vline(L + LW, y, y + h, {color: rule, width: 0.5})
    s.lines(labels, L + 6, y + 11.4, {color: soft, leading: 10.4, size: 7.8})
    s.lines(lines, L + LW + 7, y + 11.4, {color: ink, font, leading: 10.4, size: 8.2})
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Activités principales', company.activity, false)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`, false)
  row("Date de clôture de l'exercice social", ['31 décembre', '30 juin', '31 décembre', '30 septembre'][k], false)
  y += 8
  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(managerTitle(company), representative)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`, false)
  row('Nationalité', manager.nationality, false)
  row('Domicile personnel', home, false)
  row('Commissaire aux comptes titulaire', `${AUDITORS[k]} SAS - ${randomInt(rng, 1, 120)} rue de la République, ${company.address.postcode.slice(0, 2)}000 ${upper(company.registry)}`, false)
  y += 8
  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat, false)
  row('Activité(s) exercée(s)', company.activity, false)
  row("Date de commencement d'activité", slashDate(started), false)
  row("Origine du fonds ou de l'activité", 'Création', false)
  row("Mode d'exploitation", 'Exploitation directe', false)
  y += 8
  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  row(
    `Mention n° 1 du ${slashDate(mention1)}`,
    `Fusion-absorption de la société ${absorbed.name} ${absorbed.form}, ${groupedSiren(absorbedSiren)} R.C.S. ${company.registry}, par la présente société, avec effet au ${slashDate(effective)}. Le capital social a été porté de ${frAmount(before, ' ')} Euros à ${frAmount(company.capitalCents, ' ')} Euros.`,
    false,
  )
  row(`Mention n° 2 du ${slashDate(mention2)}`, `Établissement secondaire repris de la société absorbée : ${secondary}. Activité : ${company.activity}.`, false)
  row(`Mention n° 3 du ${slashDate(mention2)}`, `Radiation de la société ${absorbed.name} ${absorbed.form} du registre du commerce et des sociétés par suite de la fusion.`, false)

  y += 22
  s.text('Le Greffier', R - 90, y, {color: ink, font: H.italic, size: 9})
  s.path(signaturePath(rng, 70), R - 110, y + 6, {lineWidth: 0.7, stroke: soft})
  s.hline(L, R, 800, {color: rule})
  s.text(`R.C.S. ${company.registry} - ${groupedSiren(company.siren)} - Fin de l'extrait`, L + W / 2, 812, {align: 'center', color: soft, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat,
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: representative,
      siren: company.siren,
    },
    layout: 'kbis/fusion-absorption-mentions',
    notes: [
      'the Kbis of a company that absorbed another, in a ruled table with shaded label cells, with the dated mentions of the merger in the observations',
      '"Extrait à jour au : 28/04/2030" in a box at the top right; the SIREN grouped with "R.C.S."; the form in full; the seat on one line; the representative as the registry writes it',
      "decoys: the greffe's address, the verification code, the capital before the increase, the duration, the personal home, the statutory auditor, the start of activity, the absorbed company's name, SIREN and registry, the merger's and mentions' dates, the secondary establishment's address",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
