/**
 * HELD-OUT kbis/sarl-greffe-paris: the Kbis extract of an SARL run by TWO CO-MANAGERS, as the
 * registry of the Paris commercial court delivers it through Infogreffe since the court became
 * the "Tribunal des activités économiques de Paris" (2025): a scales-of-justice mark drawn in
 * strokes and "Greffe du Tribunal des Activités Économiques de Paris" with the registry's address
 * ("1, quai de la Corse - 75198 Paris Cedex 04") top left; "Code de vérification", the control
 * address and the "N° de gestion" (2019B12345: the register's own number, a decoy) top right;
 * "Extrait Kbis" and the long title in UNACCENTED CAPITALS as the registry's system prints them
 * ("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES"), "à jour au
 * 12 mars 2026" (a date in words); a faint diagonal watermark across the page; section titles in
 * bold unaccented capitals over a full-width rule, labels at the left in regular weight and
 * values at a tab WITHOUT colons, long values wrapped: "IDENTIFICATION DE LA PERSONNE MORALE"
 * (RCS number "812 345 676 R.C.S. Paris", registration date dd/mm/yyyy, denomination, legal form
 * "Société à responsabilité limitée", capital "10 000,00 Euros", seat on two or three lines,
 * duration, closing date), "GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES"
 * with TWO "Gérant" blocks (name row "SURNAME Given names" with the BIRTH surname, "Nom d'usage"
 * for a married woman, birth date and place, nationality, personal address on one line),
 * "RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL" (the seat again, the
 * activity wrapped, start date, origin, mode of operation), "RENSEIGNEMENTS RELATIFS AUX AUTRES
 * ETABLISSEMENTS DANS LE RESSORT" (a secondary establishment in another arrondissement, with its
 * own address, activity and opening date: decoys), "OBSERVATIONS ET RENSEIGNEMENTS
 * COMPLEMENTAIRES" (a filing mention with its number and date), "Le Greffier", "FIN DE L'EXTRAIT"
 * and the footer line "R.C.S. Paris - 12/03/2026 - 10:42:31 - page 1/1".
 *
 * Fields: the legal representative is the first co-manager as the name row prints it (the
 * dossier's person; the second co-manager is printed the same way and is also a manager).
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, hex, longDate, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

/** Co-managers who are not the dossier's person. */
const CO_MANAGERS: {civility: 'M.' | 'Mme'; surname: string; given: string; place: string; street: string}[] = [
  {civility: 'M.', given: 'Olivier Jean', place: 'Versailles (78)', street: 'rue de Vaugirard', surname: 'LACROIX'},
  {civility: 'Mme', given: 'Sandrine Marie Laure', place: 'Paris 14e Arrondissement (75)', street: 'avenue Daumesnil', surname: 'KERVELLA'},
  {civility: 'M.', given: 'Mehdi', place: 'Créteil (94)', street: 'rue de Charenton', surname: 'BOUAZIZ'},
  {civility: 'Mme', given: 'Véronique', place: 'Neuilly-sur-Seine (92)', street: 'boulevard Pereire', surname: 'DELAUNAY'},
]

const SECONDARY_STREETS = ['rue du Faubourg Poissonnière', 'rue de la Roquette', 'boulevard de Magenta', 'rue Oberkampf', 'avenue de Clichy', 'rue des Martyrs']

const ARRONDISSEMENTS = ['75003', '75009', '75010', '75012', '75015', '75018']

export async function kbisSarlGreffeParis(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 30))
  const greffe = company.registry
  const siren = company.siren
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm]
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const co = pick(rng, CO_MANAGERS.filter((c) => c.surname !== manager.surname))
  // In a family SARL the second manager is the first's relative: same surname.
  const family = params.family === true
  const coName = family ? `${manager.surname} ${co.given}` : `${co.surname} ${co.given}`
  const coBirth = `Le ${pad2(randomInt(rng, 1, 28))}/${pad2(randomInt(rng, 1, 12))}/${randomInt(rng, 1961, 1992)} à ${co.place}`
  const coHome = `${randomInt(rng, 2, 160)} ${co.street} ${pick(rng, ['75015 Paris', '75012 Paris', '75020 Paris', '92100 Boulogne-Billancourt'])}`
  const managerHome = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' ')
  const managerBirth = `Le ${slashDate(manager.birthDate)} à ${capitalise(manager.birthPlace)}`
  const gestion = `${company.registeredOn.slice(0, 4)}B${randomDigits(rng, 5)}`
  const verification = `${pick(rng, ['Hq', 'Tz', 'Rm', 'Kb'])}${randomDigits(rng, 2)}${pick(rng, ['xW', 'pL', 'aN', 'eV'])}${randomDigits(rng, 4)}`
  const secondaryOpened = addDays(company.registeredOn, randomInt(rng, 200, 900))
  const secondaryDate = secondaryOpened < extract ? secondaryOpened : addDays(extract, -randomInt(rng, 30, 90))
  const secondary = `${randomInt(rng, 3, 120)} ${pick(rng, SECONDARY_STREETS)} ${pick(rng, ARRONDISSEMENTS.filter((p) => p !== company.address.postcode))} Paris`
  const mention = addDays(company.registeredOn, randomInt(rng, 60, 400))
  const mentionDate = mention < extract ? mention : company.registeredOn
  const time = `${pad2(randomInt(rng, 8, 17))}:${pad2(randomInt(rng, 0, 59))}:${pad2(randomInt(rng, 0, 59))}`
  const ink = hex('#1a1a1a')
  const rule = hex('#4a4a4a')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal des Activités Économiques de ${greffe}`, creator: 'Infogreffe - Extrait Kbis', date: extract, producer: 'iText 5.5.13', title: `Extrait Kbis ${siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const tab = 218

  // Watermark.
  s.text(`GREFFE DU TRIBUNAL DES ACTIVITES ECONOMIQUES DE ${upper(greffe)}`, 95, 690, {color: hex('#eeeeee'), font: H.bold, rotate: 52, size: 26})

  // Registry block with the scales mark.
  s.vline(L + 14, 30, 56, {color: ink, width: 1.2})
  s.hline(L + 2, L + 26, 34, {color: ink, width: 1.2})
  s.path('M 0 0 L -5 12 M 0 0 L 5 12 M -7 12 Q 0 18 7 12 Z', L + 2, 34, {lineWidth: 0.7, stroke: ink})
  s.path('M 0 0 L -5 12 M 0 0 L 5 12 M -7 12 Q 0 18 7 12 Z', L + 26, 34, {lineWidth: 0.7, stroke: ink})
  s.box(L + 7, 56, 14, 2.5, {fill: ink})
  s.lines(['Greffe du Tribunal des Activités', `Économiques de ${greffe}`], L + 38, 38, {color: ink, font: T.bold, leading: 11, size: 10})
  s.lines(['1, quai de la Corse', '75198 Paris Cedex 04'], L + 38, 62, {color: hex('#555555'), leading: 9, size: 7.5})
  s.text(`Code de vérification : ${verification}`, R, 38, {align: 'right', size: 8})
  s.text('https://www.infogreffe.fr/controle', R, 49, {align: 'right', color: hex('#555555'), size: 7.5})
  s.text(`N° de gestion ${gestion}`, R, 62, {align: 'right', size: 8})

  s.text('Extrait Kbis', s.width / 2, 102, {align: 'center', font: H.bold, size: 16})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES", s.width / 2, 120, {align: 'center', font: H.bold, size: 9})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 133, {align: 'center', size: 9})

  let y = 150
  const section = (title: string) => {
    y += 9
    s.text(title, L, y, {font: H.bold, size: 8.6})
    s.hline(L, R, y + 3, {color: rule, width: 0.6})
    y += 15
  }

  const row = (label: string, value: string | string[], bold = false) => {
    const values = Array.isArray(value) ? value : [value]
    s.text(label, L, y, {size: 8.2})
    let at = y
    for (const v of values) at = s.paragraph(v, tab, at, R - tab, {font: bold ? H.bold : H.regular, leading: 10, size: 8.2})
    y = Math.max(at, y + 10) + 1.5
  }

  const heading = (label: string) => {
    s.text(label, L, y, {font: H.bold, size: 8.2})
    y += 11
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", pick(rng, ['31 décembre', '31 décembre', '30 juin', '31 mars']))

  section('GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES')
  heading(manager.civility === 'Mme' ? 'Gérante' : 'Gérant')
  row('Nom, prénoms', nameRow)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', managerBirth)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', managerHome)
  y += 3
  heading(co.civility === 'Mme' ? 'Gérante' : 'Gérant')
  row('Nom, prénoms', coName)
  row('Date et lieu de naissance', coBirth)
  row('Nationalité', 'Française')
  row('Domicile personnel', coHome)

  section("RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat)
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('RENSEIGNEMENTS RELATIFS AUX AUTRES ETABLISSEMENTS DANS LE RESSORT')
  row("Adresse de l'établissement", secondary)
  row('Activité(s) exercée(s)', `${company.activity} (établissement secondaire)`)
  row("Date de commencement d'activité", slashDate(secondaryDate))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES')
  s.paragraph(`- Mention n° ${randomInt(rng, 10_000, 99_999)} du ${slashDate(mentionDate)} : Nomination de ${co.civility === 'Mme' ? 'gérante' : 'gérant'} ${coName} à compter du ${slashDate(mentionDate)}.`, L, y, R - L, {leading: 10, size: 8})
  y += 22

  y = Math.max(y + 6, 700)
  s.text('Le Greffier', 400, y, {font: H.bold, size: 9})
  s.path(signaturePath(rng, 80), 400, y + 6, {lineWidth: 0.9, stroke: hex('#222a5c')})
  s.text("FIN DE L'EXTRAIT", s.width / 2, y + 52, {align: 'center', font: H.bold, size: 8.5})
  s.hline(L, R, 806, {color: hex('#999999'), width: 0.4})
  s.text(`R.C.S. ${greffe} - ${slashDate(extract)} - ${time} - page 1/1`, s.width / 2, 818, {align: 'center', color: hex('#555555'), size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/sarl-greffe-paris',
    notes: [
      'two co-managers ("Gérant" twice), the first is the legal representative of the truth',
      'unaccented capitals in the title and section titles; values at a tab without colons',
      'a secondary establishment in the same registry with its own address and opening date (decoys)',
      'extract date in words after "à jour au"; N° de gestion as a decoy number',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}

/** "LYON (69)" → "Lyon (69)", as the registry writes places of birth. */
function capitalise(place: string): string {
  return place.toLocaleLowerCase('fr-FR').replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr-FR'))
}
