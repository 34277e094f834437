/**
 * HELD-OUT kbis/transformation-sarl-en-sas: the Kbis of a company that was an SARL (or a one-member
 * EURL) and was TRANSFORMED INTO AN SAS (or a one-member SASU), its manager becoming its president,
 * which a bank asks for again after the change: the greffe's name and address at the top left (a
 * decoy address), the verification code at the right; "Extrait Kbis" and "à jour au 8 mars 2028"
 * (the MONTH IN WORDS) centred; sections under UNDERLINED CAPITAL HEADINGS whose rows have the LABEL
 * AT THE LEFT AND THE VALUE IN A SECOND COLUMN in small type: the SIREN grouped with "R.C.S.", the
 * ORIGINAL registration date, the name, the NEW FORM IN FULL ("Société par actions simplifiée"),
 * the capital, the seat on its lines; the president as the registry writes it ("GAUTIER Thomas
 * Pierre", "MARTIN épouse LEROY Claire Marie"), born, nationality, PERSONAL HOME (decoys); for two of
 * the four a DIRECTEUR GÉNÉRAL (a decoy person with his or her own home); the STATUTORY AUDITOR the
 * SAS appointed (a decoy company with its own SIREN, form and address); the establishment and its
 * start of activity; the OBSERVATIONS with the TRANSFORMATION's mention: its date of effect and
 * registration (decoys), the FORMER LEGAL FORM ("Société à responsabilité limitée": a decoy form)
 * and the former manager (the same person "anciennement gérant", or another person: a decoy).
 */
import {LEGAL_FORM_LONG, type LegalForm, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

const STREETS = ['1 quai de la Cour', '12 rue du Palais de Justice', '4 place de la Bourse', '29 avenue des Tribunaux']
const AUDITORS = [
  ['AUDIT & CONSEIL DU RHÔNE', '18 rue de la Villette, 69003 Lyon'],
  ['EXPERTISE AUDIT ATLANTIQUE', '7 boulevard Guist\'hau, 44000 Nantes'],
  ['SOFIDEC AUDIT', '45 allées Jean Jaurès, 31000 Toulouse'],
  ['CAP AUDIT ET COMMISSARIAT', '3 rue Esquermoise, 59000 Lille'],
]
const OTHERS = [
  {given: 'Sandrine Marie', home: '9 rue des Fleurs, 69300 Caluire-et-Cuire', place: 'LYON (69)', surname: 'BERTHIER'},
  {given: 'Olivier Jean', home: '22 avenue de la Paix, 44300 Nantes', place: 'ANGERS (49)', surname: 'LECOMTE'},
  {given: 'Karim', home: '5 impasse des Acacias, 31500 Toulouse', place: 'ALGER (ALGÉRIE)', surname: 'BENALI'},
  {given: 'Hélène Louise', home: '61 rue Nationale, 59800 Lille', place: 'ARRAS (62)', surname: 'DUBOIS-MARCHAND'},
]

const FORMER: Record<string, LegalForm> = {SAS: 'SARL', SASU: 'EURL'}

export async function kbisTransformation(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const female = manager.civility === 'Mme'
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 12))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const former = LEGAL_FORM_LONG[FORMER[company.legalForm] ?? 'SARL']
  const representative = registryName(manager)
  const transformed = addDays(extract, -randomInt(rng, 70, 500))
  const effect = transformed < company.registeredOn ? addDays(company.registeredOn, 400) : transformed
  const registered = addDays(effect, randomInt(rng, 6, 28))
  const auditorRegistered = addDays(registered, randomInt(rng, 0, 10))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const greffe = `${STREETS[k]}, ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const [auditor, auditorAddress] = AUDITORS[k]
  const auditorSiren = `${randomInt(rng, 3, 9)}${randomDigits(rng, 8)}`
  const other = OTHERS[k]
  const withDg = k === 1 || k === 3
  const sameManager = k % 2 === 0
  const ink = hex('#141518')
  const soft = hex('#55595f')
  const rule = hex('#9ea3ab')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${company.registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Extrait Kbis ${company.siren}`})
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const W = R - L
  const VX = L + 196

  s.lines([`Greffe du Tribunal de Commerce de ${company.registry}`, greffe], L, 40, {color: ink, font: T.bold, leading: 11, size: 9.4})
  s.lines([`Code de vérification : ${code}`, 'https://www.infogreffe.fr/controle'], R, 40, {align: 'right', color: soft, leading: 10, size: 7.6})
  s.text('Extrait Kbis', L + W / 2, 88, {align: 'center', color: ink, font: T.bold, size: 17})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", L + W / 2, 104, {align: 'center', color: ink, font: T.bold, size: 8.8})
  s.text(`à jour au ${longDate(extract)}`, L + W / 2, 118, {align: 'center', color: ink, font: T.italic, size: 9.6})

  let y = 140
  const heading = (text: string) => {
    y += 8
    s.text(text, L, y, {color: ink, font: T.bold, size: 8.8})
    s.hline(L, R, y + 3, {color: rule, width: 0.6})
    y += 16
  }

  const row = (label: string, value: string | string[], bold = false) => {
    const values = Array.isArray(value) ? value : [value]
    const lines = values.flatMap((v) => wrap(v, R - VX, bold ? T.bold : T.regular, 9))
    const labels = wrap(label, VX - L - 10, T.regular, 8.4)
    s.lines(labels, L, y, {color: soft, font: T.regular, leading: 10.2, size: 8.4})
    s.lines(lines, VX, y, {color: ink, font: bold ? T.bold : T.regular, leading: 10.8, size: 9})
    y += Math.max(lines.length * 10.8, labels.length * 10.2) + 3.5
  }

  const sub = (text: string) => {
    s.text(text, L, y, {color: ink, font: T.boldItalic, size: 9})
    y += 12.5
  }

  heading('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`, true)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents)} Euros`)
  row('Adresse du siège', seat)
  row('Activités principales', company.activity)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  heading('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  sub(female ? 'Présidente' : 'Président')
  row('Nom, prénoms', representative, true)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', home)
  if (withDg) {
    y += 3
    sub(k === 3 ? 'Directrice générale' : 'Directeur général')
    row('Nom, prénoms', `${other.surname} ${other.given}`, true)
    row('Date et lieu de naissance', `Le ${slashDate(addDays(manager.birthDate, randomInt(rng, -3000, 3000)))} à ${other.place}`)
    row('Domicile personnel', other.home)
  }

  y += 3
  sub('Commissaire aux comptes titulaire')
  row('Dénomination', auditor, true)
  row('Forme juridique', LEGAL_FORM_LONG.SAS)
  row('Adresse', auditorAddress)
  row('Immatriculation au RCS, numéro', `${groupedSiren(auditorSiren)} R.C.S. ${auditorAddress.split(' ').slice(-1)[0]}`)

  heading("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(' '))
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  heading('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  const formerManager = sameManager ? `${registryName(manager)}, anciennement ${female ? 'gérante' : 'gérant'}, devenu${female ? 'e' : ''} ${female ? 'présidente' : 'président'}` : `départ de ${other.surname} ${other.given.split(' ')[0]}, ${k === 3 ? 'gérante' : 'gérant'} ; nomination de ${representative} en qualité de ${female ? 'présidente' : 'président'}`
  const mentions = [
    `Mention n° ${randomInt(rng, 3, 9)} du ${slashDate(registered)} : transformation de la société en ${form.toLowerCase()} à compter du ${slashDate(effect)}. Ancienne forme juridique : ${former}. Dénomination, objet, siège et durée inchangés. Direction : ${formerManager}.`,
    `Mention n° ${randomInt(rng, 10, 19)} du ${slashDate(auditorRegistered)} : nomination d'un commissaire aux comptes titulaire : ${auditor}.`,
  ]
  for (const m of mentions) y = s.paragraph(m, L, y, W, {color: ink, font: T.regular, leading: 10.6, size: 8.6}) + 3

  y += 12
  s.text('Le Greffier', R - 60, y, {align: 'center', color: ink, font: T.italic, size: 9})
  s.hline(L, R, 800, {color: rule})
  s.text(`R.C.S. ${company.registry} - ${groupedSiren(company.siren)} - Extrait Kbis - page 1 sur 1 - code de vérification ${code}`, L + W / 2, 812, {align: 'center', color: soft, size: 7})

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
    layout: 'kbis/transformation-sarl-en-sas',
    notes: [
      'the Kbis of a company transformed from an SARL (EURL) into an SAS (SASU), its manager now its president',
      'labels at the left and values in a second column in small Times type; "à jour au 8 mars 2028" in words; the president as the registry writes it',
      "decoys: the former legal form and the former manager in the transformation's mention, its dates, a directeur général for two, the statutory auditor with its SIREN and address, the personal home, the greffe's address",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
