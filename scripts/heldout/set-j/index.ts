/**
 * The ten held-out layouts of set j and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from April 2026 to April 2027; the corrective tax notice on 2025 income comes out from
 * the autumn of 2026, so its first two documents take reference dates of late October and
 * mid-December 2026), with a married woman (usage name), a three-line home address, a two-line
 * company address.
 *
 * The layouts, each after a real document of today:
 * - passeport/maroc: a photocopy of a MOROCCAN passport's data page (biometric model) at about
 *   140 %, with the facing page (the Kingdom's request to let the bearer pass) above it; labels
 *   in French and English with Arabic script drawn as strokes, the name in Latin capitals with its
 *   Arabic writing beside it, dates "14/02/1985", the national identity card number (CNIE) as a
 *   decoy, the issuing consulate, the TD3 MRZ "P<MAR" with the CNIE number as personal number;
 *   draws Moroccan holders living in France.
 * - cni/belge-eid: a photocopy of a BELGIAN electronic identity card (2020 model), recto at the
 *   top left and verso lower right on one A4 page; the country and card title in four languages,
 *   the field labels in the card's language(s) (French, Dutch, or both for Brussels) with English,
 *   dates "14 02 1985", the issue and expiry dates as ONE range "valable du - au", the card
 *   number "592-1234567-89" and the national register number as decoys for each other, TD1 MRZ
 *   "IDBEL" whose twelve-digit card number overflows into the optional data; draws Belgian
 *   holders living in France (Belgian cards print the birth name only).
 * - bulletin_paie/fonction-publique-etat: a STATE civil servant's monthly pay slip as the State
 *   payroll prints it (PAYSAGE-like): the ministry and the administration with its SIRET in a
 *   grid of captioned cells, grade / échelon / indice majoré, "Traitement brut", "Indemnité de
 *   résidence", "Supplément familial de traitement", bonuses, "Retenue pension civile", RAFP,
 *   CSG/CRDS, employer contributions in a "Pour information" column, "MONTANT IMPOSABLE", "NET À
 *   PAYER AVANT IMPÔT SUR LE REVENU", pay day inside the month; draws four ministries' services.
 * - bulletin_paie/restauration-rapide: a fast-food crew member's PART-TIME payslip made by a
 *   payroll outsourcer for a franchisee (many short lines: complementary hours at 10 % and 25 %,
 *   night-work bonus, meals in kind added and taken back, transport refund, mutual insurance,
 *   the employee reduction on complementary hours, the general reduction) with a YEAR-TO-DATE
 *   column beside each month's amount; two-digit-year dates "01/04/26"; draws franchisees.
 * - avis_imposition/avis-rectificatif: page 1 of a CORRECTIVE income tax notice ("AVIS D'IMPÔT
 *   RECTIFICATIF 2026", 2025 income) issued after an online correction: the mention of the
 *   notice it cancels (its date and reference: decoys), a table putting the INITIAL and the
 *   CORRECTED amounts side by side (salaries, reference income, tax), the balance; draws four
 *   kinds of correction (salaries added, salaries lowered, expenses, capital income).
 * - attestation_rc_pro/insurtech-multi-activites: an ONLINE insurer's professional liability
 *   certificate for a micro-business with SEVERAL activities in a table (NAF code, label,
 *   declared turnover), French labels with English sub-labels, rounded cards, a limits table,
 *   a QR code drawn as squares; draws one-person companies (SASU, EURL) in services.
 * - facture_domicile/eau-syndicat-semestrielle: the HALF-YEARLY water bill of an inter-municipal
 *   water syndicate run as a public service (abonnement billed for the next half-year, m3 from
 *   two readings, sewerage, Agence de l'eau charges, VAT at 5.5 % and 10 %, the payment slip to
 *   the public accountant at the foot); draws four rural syndicates and their subscribers.
 * - kbis/selarl-medecins: the Kbis extract of a SELARL of DOCTORS (société d'exercice libéral à
 *   responsabilité limitée) with two co-managers who are doctors, the regulated activity
 *   "Exercice de la profession de médecin", the Ordre's registration and RPPS numbers as
 *   decoys, from a commercial court's registry outside Paris (serif type, framed section titles,
 *   the registry's round stamp with its text around the rim).
 * - rib/credit-cooperatif: a COOPERATIVE bank's RIB: "Relevé d'Identité Bancaire" in white on a
 *   dark band, the holder's name and address at the left, the domiciliation (branch name over its
 *   two-line address) at the right, bank / branch / account / key in a four-cell grid, the IBAN in
 *   groups of four, the BIC, and the same RIB again under a cut line; draws a cooperative bank
 *   (invented).
 * - quittance_loyer/residence-etudiante: the monthly receipt of a STUDENT RESIDENCE: a Crous-like
 *   public residence ("redevance", room number, housing benefit paid to the residence deducted)
 *   for two documents and a private student-residence manager (rent, flat-rate charges, services,
 *   APL deducted) for the other two; the student is the tenant (19 to 26 years old).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. The Belgian
 * card's number is printed (and its truth written) with its dashes, "592-1234567-89".
 */
import {makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisRectificatif} from './avis-rectificatif.js'
import {cniBelgeEid} from './cni-belge-eid.js'
import {factureEauSyndicatSemestrielle} from './facture-eau-syndicat-semestrielle.js'
import {kbisSelarlMedecins} from './kbis-selarl-medecins.js'
import {paieFonctionPubliqueEtat} from './paie-fonction-publique-etat.js'
import {paieRestaurationRapide} from './paie-restauration-rapide.js'
import {passeportMaroc} from './passeport-maroc.js'
import {quittanceResidenceEtudiante} from './quittance-residence-etudiante.js'
import {rcproInsurtechMultiActivites} from './rcpro-insurtech-multi-activites.js'
import {ribCreditCooperatif} from './rib-credit-cooperatif.js'

export const HELDOUT_SEED = 7474

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout12'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/insurtech-multi-activites': rcproInsurtechMultiActivites,
  'avis_imposition/avis-rectificatif': avisRectificatif,
  'bulletin_paie/fonction-publique-etat': paieFonctionPubliqueEtat,
  'bulletin_paie/restauration-rapide': paieRestaurationRapide,
  'cni/belge-eid': cniBelgeEid,
  'facture_domicile/eau-syndicat-semestrielle': factureEauSyndicatSemestrielle,
  'kbis/selarl-medecins': kbisSelarlMedecins,
  'passeport/maroc': passeportMaroc,
  'quittance_loyer/residence-etudiante': quittanceResidenceEtudiante,
  'rib/credit-cooperatif': ribCreditCooperatif,
}

const AS_OF = ['2026-04-22', '2026-08-19', '2026-12-09', '2027-04-14']

/** The corrective notice on 2025 income comes after the July 2026 notice: its first two documents are handed in later. */
const AVIS_AS_OF = ['2026-10-28', '2026-12-16']

const USAGE = ['ROUSSEL', 'PICARD', 'LECLERC', 'BARRE']

/** Moroccan holders of the passport: names, place of birth, the consulate that issued it. */
const MOROCCANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; authority: string}[] = [
  {authority: 'CONSULAT GENERAL DU MAROC A LYON', civility: 'M.', given: ['Youssef'], place: 'CASABLANCA', surname: 'EL AMRANI'},
  {authority: 'CONSULAT GENERAL DU MAROC A PARIS', civility: 'Mme', given: ['Fatima-Zahra'], place: 'RABAT', surname: 'BENNANI'},
  {authority: 'CONSULAT GENERAL DU MAROC A MONTPELLIER', civility: 'M.', given: ['Mohamed', 'Amine'], place: 'FES', surname: 'OUAZZANI CHAHDI'},
  {authority: 'CONSULAT GENERAL DU MAROC A ORLY', civility: 'Mme', given: ['Salma'], place: 'MARRAKECH', surname: 'EL IDRISSI'},
]

/** Belgian holders of the identity card: the card's label language(s) follow the holder's. */
const BELGIANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; language: 'fr' | 'fr-nl' | 'nl'}[] = [
  {civility: 'M.', given: ['Thomas', 'Pieter'], language: 'nl', place: 'Gent', surname: 'VAN DAMME'},
  {civility: 'Mme', given: ['Aurélie', 'Marie'], language: 'fr', place: 'Namur', surname: 'DUBOIS'},
  {civility: 'M.', given: ['Kevin', 'Jozef'], language: 'fr-nl', place: 'Anderlecht', surname: 'JACOBS'},
  {civility: 'Mme', given: ['Charlotte'], language: 'fr', place: 'Liège', surname: 'DE SMET'},
]

/** State services employing a civil servant: the ministry, the administration (employer), its town and seat, the grade. */
const STATE: {ministry: string; name: string; city: City; lines: string[]; residence: number; corps: 'admin-b' | 'admin-a' | 'teacher' | 'technician'}[] = [
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44326'}, corps: 'teacher', lines: ['4 rue de la Houssinière', 'BP 72616'], ministry: "MINISTÈRE DE L'ÉDUCATION NATIONALE", name: "RECTORAT DE L'ACADÉMIE DE NANTES", residence: 0},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, corps: 'admin-b', lines: ['Cité administrative', '1 boulevard Magenta'], ministry: "MINISTÈRE DE L'ÉCONOMIE, DES FINANCES ET DE LA SOUVERAINETÉ INDUSTRIELLE", name: 'DIRECTION RÉGIONALE DES FINANCES PUBLIQUES DE BRETAGNE', residence: 1},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, corps: 'admin-a', lines: ['2 esplanade Charles de Gaulle'], ministry: "MINISTÈRE DE L'INTÉRIEUR", name: 'PRÉFECTURE DE LA GIRONDE', residence: 1},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, corps: 'technician', lines: ['5 place Jules Ferry'], ministry: 'MINISTÈRE DE LA TRANSITION ÉCOLOGIQUE', name: 'DREAL AUVERGNE-RHÔNE-ALPES', residence: 1},
]

/** Fast-food franchisees (the employer), the sign they trade under and the weekly hours of the contract. */
const FRANCHISEES: {name: string; brand: string; city: City; hours: number}[] = [
  {brand: 'BURGER STATION', city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, hours: 24, name: 'SAS QUICK SERVICE ATLANTIQUE'},
  {brand: 'CROUSTY CHICKEN', city: {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'}, hours: 25, name: 'SARL CROUSTY VILLEURBANNE'},
  {brand: 'TACOS AVENUE', city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, hours: 30, name: 'SAS TAV RESTAURATION'},
  {brand: 'WRAP & GO', city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, hours: 28, name: 'SAS NORD SNACKING'},
]

/** Service activities of one-person companies (corpus activities: IT consulting, design, translation, management consulting) and the activities they add. */
const MICRO: {activity: number; extra: [string, string][]}[] = [
  {activity: 0, extra: [['8559A', "Formation continue d'adultes"], ['6311Z', 'Traitement de données, hébergement et activités connexes']]},
  {activity: 5, extra: [['7420Z', 'Activités photographiques']]},
  {activity: 7, extra: [['8559B', 'Autres enseignements (cours de langues)']]},
  {activity: 4, extra: [['8559A', "Formation continue d'adultes"], ['7021Z', 'Conseil en relations publiques et communication'], ['8211Z', 'Services administratifs combinés de bureau']]},
]

/** Rural towns served by a water syndicate. */
const WATER_TOWNS: City[] = [
  {city: 'Clisson', dept: '44', greffe: 'Nantes', postcode: '44190'},
  {city: 'Tournus', dept: '71', greffe: 'Mâcon', postcode: '71700'},
  {city: 'Pézenas', dept: '34', greffe: 'Béziers', postcode: '34120'},
  {city: 'Ploërmel', dept: '56', greffe: 'Vannes', postcode: '56800'},
]

/** SELARLs of doctors: registry town, name (or a pattern with the managers' surnames), the medical activity and its NAF, capital, the other co-manager. */
const SELARLS: {city: City; name: string; activity: string; naf: string; capitalCents: number; specialty: string; co: {civility: 'M.' | 'Mme'; surname: string; given: string; place: string}}[] = [
  {activity: 'Exercice de la profession de médecin', capitalCents: 200_000, city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, co: {civility: 'Mme', given: 'Laure Anne', place: 'Périgueux (24)', surname: 'LAFFARGUE'}, name: 'CABINET MÉDICAL DES CHARTRONS', naf: '8621Z', specialty: 'Médecine générale'},
  {activity: 'Exercice en commun de la profession de médecin spécialiste en radiodiagnostic et imagerie médicale', capitalCents: 15_000_000, city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, co: {civility: 'M.', given: 'Olivier Paul', place: 'Chambéry (73)', surname: 'BERTHOLET'}, name: "CENTRE D'IMAGERIE MÉDICALE DU DRAC", naf: '8622A', specialty: 'Radiodiagnostic et imagerie médicale'},
  {activity: 'Exercice de la profession de médecin', capitalCents: 1_000_000, city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, co: {civility: 'M.', given: 'Yann Erwan', place: 'Quimper (29)', surname: 'KERVELLA'}, name: 'SELARL DES DOCTEURS {A} ET {B}', naf: '8621Z', specialty: 'Médecine générale'},
  {activity: 'Exercice de la profession de médecin spécialiste en dermatologie et vénéréologie', capitalCents: 3_000_000, city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, co: {civility: 'Mme', given: 'Hélène', place: 'Blois (41)', surname: 'VARENNES'}, name: 'DERMATOLOGIE DU JARDIN BOTANIQUE', naf: '8622C', specialty: 'Dermatologie et vénéréologie'},
]

/** A cooperative bank (invented) for the RIB. */
const COOP_BANK = {bicPrefix: 'BCES', code: '42718', kind: 'mutualist' as const, name: "Banque Coopérative de l'Économie Sociale"}

/** Student residences: the student's address (the room is in the residence). */
const RESIDENCES: {city: City; lines: string[]}[] = [
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44300'}, lines: ['Résidence universitaire Launay-Violette - Chambre 214', '2 rue de la Houssinière']},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, lines: ['Résidence Campus Victoire - Studio A107', '36 cours de la Marne']},
  {city: {city: "Saint-Martin-d'Hères", dept: '38', greffe: 'Grenoble', postcode: '38400'}, lines: ['Résidence universitaire Les Taillées', '271 rue des Taillées']},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, lines: ['Résidence Les Jardins de Vauban', 'Bâtiment C - Studio 312', '18 boulevard Vauban']},
]

/** The room or studio as the receipt prints it (the third residence's postal address does not carry it). */
const ROOMS = ['Chambre 214', 'Studio A107', 'Chambre C-118', 'Studio 312']

/** Whether a string of digits passes the Luhn check (SIREN, SIRET). */
function luhn(digits: string): boolean {
  let sum = 0
  for (let k = 0; k < digits.length; k++) {
    let v = Number(digits[digits.length - 1 - k])
    if (k % 2 === 1) v = v * 2 > 9 ? v * 2 - 9 : v * 2
    sum += v
  }

  return sum % 10 === 0
}

/** `body` and the digit that makes it pass the Luhn check. */
const withLuhn = (body: string): string => `${body}${[...'0123456789'].find((d) => luhn(body + d))}`

/** A State administration's SIRET: its SIREN starts with 1 (the State's services), an establishment number. */
function stateSiret(rng: () => number): string {
  const siren = withLuhn(`1${int(rng, 10, 30)}${String(int(rng, 0, 99_999)).padStart(5, '0')}`)
  return withLuhn(`${siren}${String(int(rng, 10, 990)).padStart(4, '0')}`)
}

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout12:${layout}:${i}:facts`)
  let asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  const year = Number(asOf.slice(0, 4))

  if (layout === 'passeport/maroc') {
    const m = MOROCCANS[i]
    options.person = {...options.person, birthPlace: m.place, civility: m.civility, givenNames: m.given, nationality: 'Marocaine', surname: m.surname}
    params.authority = m.authority
  }

  if (layout === 'cni/belge-eid') {
    const b = BELGIANS[i]
    options.person = {...options.person, birthPlace: b.place, civility: b.civility, givenNames: b.given, nationality: 'Belge', surname: b.surname}
    params.language = b.language
  }

  if (layout === 'bulletin_paie/fonction-publique-etat') {
    const st = STATE[i]
    options.employer = {city: st.city, name: st.name}
    // The agent lives in the town of the service (the service's own postcode may be a CEDEX one).
    options.person = {...options.person, city: {...st.city, postcode: st.city.dept === '69' ? '69007' : `${st.city.dept}000`}}
    params.ministry = st.ministry
    params.corps = st.corps
    params.residence = st.residence
  }

  if (layout === 'bulletin_paie/restauration-rapide') {
    const f = FRANCHISEES[i]
    options.employer = {city: f.city, name: f.name}
    const age = int(rng, 19, 34)
    options.person = {...options.person, birthDate: addDays(`${year - age - 1}-01-01`, int(rng, 30, 330)), city: f.city}
    params.brand = f.brand
    params.hours = f.hours
  }

  if (layout === 'avis_imposition/avis-rectificatif') {
    params.incomeYear = 2025
    if (i < 2) asOf = AVIS_AS_OF[i]
    const corrected = addDays(asOf, -int(rng, 12, 40))
    params.issueDate = corrected < '2026-09-21' ? `2026-09-${String(int(rng, 21, 30)).padStart(2, '0')}` : corrected
    params.initialDate = `2026-07-${String(int(rng, 22, 31)).padStart(2, '0')}`
    params.correction = i
  }

  if (layout === 'attestation_rc_pro/insurtech-multi-activites') {
    options.company = {...options.company, activityIndex: MICRO[i].activity, legalForm: i % 2 === 0 ? 'SASU' : 'EURL'}
    params.extra = MICRO[i].extra
  }

  if (layout === 'facture_domicile/eau-syndicat-semestrielle') {
    options.person = {...options.person, city: WATER_TOWNS[i]}
    params.syndicate = i
  }

  if (layout === 'kbis/selarl-medecins') {
    options.company = {...options.company, city: SELARLS[i].city, legalForm: 'SARL'}
    options.person = {...options.person, city: SELARLS[i].city}
    params.issueDate = addDays(asOf, -int(rng, 1, 25))
    params.specialty = SELARLS[i].specialty
  }

  if (layout === 'rib/credit-cooperatif') options.bank = COOP_BANK

  if (layout === 'quittance_loyer/residence-etudiante') {
    const age = int(rng, 19, 26)
    options.person = {...options.person, birthDate: addDays(`${year - age - 1}-01-01`, int(rng, 30, 330)), city: RESIDENCES[i].city}
    params.variant = i % 2
    params.room = ROOMS[i]
  }

  const facts = makeFacts(rng, asOf, options)

  if (layout === 'bulletin_paie/fonction-publique-etat') {
    const st = STATE[i]
    facts.employer = {...facts.employer, address: {city: st.city.city, lines: st.lines, postcode: st.city.postcode}, siret: stateSiret(rng)}
  }

  if (layout === 'kbis/selarl-medecins') {
    const sel = SELARLS[i]
    params.coManager = sel.co
    facts.company = {
      ...facts.company,
      activity: sel.activity,
      capitalCents: sel.capitalCents,
      legalForm: 'SELARL',
      naf: sel.naf,
      name: sel.name.replace('{A}', facts.person.surname).replace('{B}', sel.co.surname),
    }
  }

  if (layout === 'quittance_loyer/residence-etudiante') {
    const r = RESIDENCES[i]
    facts.person = {...facts.person, address: {city: r.city.city, lines: r.lines, postcode: r.city.postcode}}
  }

  return {facts, params}
}
