/**
 * The ten held-out layouts of set k and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from May 2026 to March 2027; the tax notice of the first document is the 2025 one, on
 * 2024 income), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today:
 * - titre_sejour/talent-scan-appli: a multi-year residence card with the "talent" mention (2020
 *   card model: "PASSEPORT TALENT - ..." before the 2024 law, "TALENT - ..." after), both sides
 *   shot by a phone scanning app and pasted one above the other on an off-white page with the
 *   app's mark; the card number top right WITHOUT a label, the foreign national's AGDREF number
 *   (ten digits) vertical on the recto edge, labelled on the verso and in the MRZ optional data (a
 *   decoy), dates "12 05 2029", TD1 MRZ "IRFRA"; draws foreign managers (Indian, Brazilian married
 *   woman, Lebanese, Japanese) in the talent categories a company founder or officer holds.
 * - passeport/espagne: a photocopy of a SPANISH passport made with the copier's lid open (black
 *   page around the open booklet), the facing "OBSERVACIONES" page above the data page;
 *   Spanish / English / French labels, two surnames with accents, dates "14 02 1985", the DNI
 *   number as a decoy (also the MRZ personal number), expiry to the same day ten years later (five
 *   under thirty), the Spanish consulate general in France as authority; TD3 MRZ "P<ESP".
 * - bulletin_paie/grande-distribution: a HYPERMARKET employee's payslip (food retail agreement,
 *   IDCC 2216) from a retail group's in-house payroll: the sign's band, "Période : 04/2026" with
 *   its day range, the store number, "Madame DUBOIS Claire" (civility in full, NOM Prénom), the
 *   hours of effective work and the 5 % paid break as separate lines, TWO TABLES (pay,
 *   contributions) and a third for meal vouchers and transit, the nets in a recap box at the
 *   bottom right and the net taxable only in the month / cumul table at the bottom left; draws
 *   four stores (invented signs) and full- or part-time contracts.
 * - bulletin_paie/transport-routier: a LONG-DISTANCE LORRY DRIVER's payslip (road haulage, IDCC
 *   16): a weekly service-time table (driving, other work, availability, decimal hours),
 *   equivalence hours at 25 % and overtime at 50 %, CARCEPT and FONGECFA lines, non-taxable meal
 *   and overnight allowances added after the contributions (the net before tax is above the
 *   gross), the month in words in the period, "M. GIRAUD Cédric Michel" (NOM Prénoms), the
 *   driver card number and the FCO end date as decoys; draws four haulage firms.
 * - avis_imposition/famille-pension-alimentaire: page 1 of a married couple's income tax notice
 *   with two young children (three shares, the family-quotient cap), an adult child supported by
 *   a maintenance allowance deducted from income (6EL), childcare and home-help credits and the
 *   January advance, the balance often a refund; references as a full-width five-column table
 *   (captions above values), income with "Déclarant 1 | Déclarant 2 | Foyer" columns, the
 *   reference income on its own shaded line. The declarants are aged 43 to 50.
 * - attestation_vigilance/ccss-lozere: the vigilance certificate of the Lozère's CAISSE COMMUNE
 *   DE SÉCURITÉ SOCIALE (the département where no Urssaf collects contributions): a tinted
 *   sidebar with the references (contributor account, issue date dd/mm/yyyy, certificate number)
 *   and the security code at its foot, the company as label : value rows (denomination without
 *   the legal form), the up-to-date date in words, last period, staff and pay as decoys, "Fait à
 *   Mende, le <date in words>"; draws companies seated in the Lozère.
 * - attestation_fiscale/courrier-sie: the tax compliance certificate SENT AS A LETTER by the
 *   company's SIE for a company under corporate tax: sender block with a decoy reference and the
 *   request's date, "Lyon, le 5 mars 2026" beside the window (the company with its legal form
 *   FIRST), a framed certificate inside the letter (denomination without the legal form, SIREN
 *   grouped, VAT number "FR 32 812345678", the seat), a table of taxes with decoy periods, the
 *   issue date again as "Délivrée le 05/03/2026", serif type, the service's round stamp; draws
 *   companies in Lyon, Nantes, Montpellier and Tours.
 * - kbis/sa-conseil-administration: the Kbis extract of a SOCIÉTÉ ANONYME with a board of
 *   directors from a large court's registry (Nanterre and Marseille: "Tribunal des activités
 *   économiques"; Bordeaux, Lille Métropole): QR code and verification code, "à jour au
 *   12/03/2026", the chairman and chief executive (the dossier's person, birth name, usage name
 *   apart), two directors, a corporate director with its RCS number and permanent representative,
 *   the statutory auditor with its RCS number (two decoy SIRENs), the first year's closing date.
 * - facture_domicile/propane-citerne: a bulk PROPANE supplier's delivery invoice for a rural
 *   household's tank (four suppliers, brands invented): a framed "FACTURE" block with "Date de
 *   facture" among label / value lines, "M. DUBOIS Thomas" (NOM Prénom) and the address in
 *   capitals in the window, the installation (delivery address on one line, tank, last safety
 *   check), the delivery (date, gauge, kg), the lines, the debit date and a year of deliveries as
 *   bars; draws rural homes (lieux-dits, hamlets).
 * - rib/confirmation-neobanque: the bilingual ACCOUNT DETAILS CONFIRMATION of a European online
 *   bank's French branch (bank invented, Lithuanian credit institution issuing French IBANs),
 *   downloaded from its business app: label-above-value rows in a rounded card, a QR code drawn
 *   as squares, the branch as domiciliation on three lines, the French RIB parts; the generation
 *   date, the opening date and the branch's RCS number as decoys.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the residence card's given names are printed (and written in the truth) with
 * commas, "Rahul, Vikram", as set a's card; the Spanish passport's surname keeps its accents
 * ("FERNÁNDEZ RUIZ") and its given names are in capitals; the payslips' `salarie_nom` is the name
 * as printed ("Madame ROUSSEL Claire", "M. GIRAUD Cédric Michel"); the RIB's domiciliation is its
 * three printed lines joined with ", ".
 */
import {makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisFamillePension} from './avis-famille-pension.js'
import {facturePropaneCiterne} from './facture-propane-citerne.js'
import {fiscaleCourrierSie} from './fiscale-courrier-sie.js'
import {kbisSaConseil} from './kbis-sa-conseil.js'
import {paieGrandeDistribution} from './paie-grande-distribution.js'
import {paieTransportRoutier} from './paie-transport-routier.js'
import {passeportEspagne} from './passeport-espagne.js'
import {ribConfirmationNeobanque} from './rib-confirmation-neobanque.js'
import {titreSejourTalent} from './titre-sejour-talent.js'
import {vigilanceCcssLozere} from './vigilance-ccss-lozere.js'

export const HELDOUT_SEED = 8585

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout13'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/courrier-sie': fiscaleCourrierSie,
  'attestation_vigilance/ccss-lozere': vigilanceCcssLozere,
  'avis_imposition/famille-pension-alimentaire': avisFamillePension,
  'bulletin_paie/grande-distribution': paieGrandeDistribution,
  'bulletin_paie/transport-routier': paieTransportRoutier,
  'facture_domicile/propane-citerne': facturePropaneCiterne,
  'kbis/sa-conseil-administration': kbisSaConseil,
  'passeport/espagne': passeportEspagne,
  'rib/confirmation-neobanque': ribConfirmationNeobanque,
  'titre_sejour/talent-scan-appli': titreSejourTalent,
}

const AS_OF = ['2026-05-19', '2026-09-08', '2026-12-01', '2027-03-23']

const USAGE = ['MARCHAND', 'LEROY', 'GAILLARD', 'RENAUD']

/** Holders of the talent residence card: names, place of birth, nationality (ICAO code and word), category, home town. */
const TALENTS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; code: string; nationality: string; category: string; city: City}[] = [
  {category: 'projet', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', code: 'IND', given: ['Rahul', 'Vikram'], nationality: 'Indienne', place: 'MUMBAI (INDE)', surname: 'MEHTA'},
  {category: 'mandataire', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', code: 'BRA', given: ['Ana', 'Carolina'], nationality: 'Brésilienne', place: 'SÃO PAULO (BRÉSIL)', surname: 'PEREIRA DA COSTA'},
  {category: 'investisseur', city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'}, civility: 'M.', code: 'LBN', given: ['Karim', 'Georges'], nationality: 'Libanaise', place: 'BEYROUTH (LIBAN)', surname: 'HADDAD'},
  {category: 'qualifie', city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', code: 'JPN', given: ['Yuki'], nationality: 'Japonaise', place: 'OSAKA (JAPON)', surname: 'TANAKA'},
]

/** Spanish holders of the passport, the consulate general that issued it and their home town. */
const SPANIARDS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; authority: string; city: City}[] = [
  {authority: 'CONSULADO GENERAL DE ESPAÑA EN PARÍS', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'M.', given: ['Javier'], place: 'MADRID', surname: 'GARCÍA MORENO'},
  {authority: 'CONSULADO GENERAL DE ESPAÑA EN LYON', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['María', 'José'], place: 'SEVILLA', surname: 'FERNÁNDEZ RUIZ'},
  {authority: 'CONSULADO GENERAL DE ESPAÑA EN MONTPELLIER', city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'M.', given: ['Jordi'], place: 'BARCELONA', surname: 'VIDAL SERRA'},
  {authority: 'CONSULADO GENERAL DE ESPAÑA EN BURDEOS', city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', given: ['Lucía'], place: 'A CORUÑA', surname: 'OTERO VÁZQUEZ'},
]

/** Hypermarkets: the operating company (the employer), the sign, its colour, the store number, its address, the contract's weekly hours. */
const STORES: {name: string; brand: string; color: string; store: string; city: City; lines: string[]; hours: number}[] = [
  {brand: 'HYPER MARCHÉ PLUS', city: {city: 'Cholet', dept: '49', greffe: 'Angers', postcode: '49300'}, color: '#b3161b', hours: 35, lines: ['Centre commercial Les Arcades Rougé', 'Boulevard du Poitou'], name: 'SODIBOC SAS', store: '0412'},
  {brand: 'CITÉMARCHÉ', city: {city: 'Valence', dept: '26', greffe: 'Romans-sur-Isère', postcode: '26000'}, color: '#0f5fa6', hours: 30, lines: ['Zone commerciale des Couleures', '150 avenue de Romans'], name: 'DISTRIVAL SAS', store: '1187'},
  {brand: 'MAXIDIS', city: {city: 'Mérignac', dept: '33', greffe: 'Bordeaux', postcode: '33700'}, color: '#e36a0c', hours: 35, lines: ['Centre commercial Mérignac Soleil', 'Avenue de la Somme'], name: 'HYPERDIS MÉRIGNAC SAS', store: '0093'},
  {brand: "ÉPI D'OR", city: {city: 'Boulogne-sur-Mer', dept: '62', greffe: 'Boulogne-sur-Mer', postcode: '62200'}, color: '#1f7a3a', hours: 28, lines: ['Zone commerciale de la Liane', 'Boulevard Auguste Mariette'], name: 'SOCIÉTÉ DE DISTRIBUTION DU LITTORAL SAS', store: '0641'},
]

/** Road haulage firms (the employer) and their town. */
const HAULIERS: {name: string; city: City}[] = [
  {city: {city: 'Lamballe-Armor', dept: '22', greffe: 'Saint-Brieuc', postcode: '22400'}, name: 'TRANSPORTS LE GOFF ET FILS SAS'},
  {city: {city: 'Le Puy-en-Velay', dept: '43', greffe: 'Le Puy-en-Velay', postcode: '43000'}, name: 'TRANSPORTS ROUTIERS DU VELAY SARL'},
  {city: {city: 'Ambérieu-en-Bugey', dept: '01', greffe: 'Bourg-en-Bresse', postcode: '01500'}, name: "LOGISTIQUE ET FRET DE L'AIN SAS"},
  {city: {city: 'Agen', dept: '47', greffe: 'Agen', postcode: '47000'}, name: 'TRANSPORTS MAZET SAS'},
]

/** Towns of the Lozère (its commercial court sits in Mende). */
const LOZERE: City[] = [
  {city: 'Mende', dept: '48', greffe: 'Mende', postcode: '48000'},
  {city: 'Marvejols', dept: '48', greffe: 'Mende', postcode: '48100'},
  {city: 'Langogne', dept: '48', greffe: 'Mende', postcode: '48300'},
  {city: "Saint-Chély-d'Apcher", dept: '48', greffe: 'Mende', postcode: '48200'},
]

/** Towns of the companies whose SIE writes the tax certificate, and their legal form (all under corporate tax). */
const SIE_COMPANIES: {city: City; legalForm: 'SA' | 'SARL' | 'SAS' | 'SASU'}[] = [
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, legalForm: 'SAS'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, legalForm: 'SARL'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, legalForm: 'SASU'},
  {city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, legalForm: 'SA'},
]

/** Seats of the SAs: the registries of large commercial courts. */
const SA_TOWNS: City[] = [
  {city: 'Nanterre', dept: '92', greffe: 'Nanterre', postcode: '92000'},
  {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13008'},
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'},
]

/** Rural homes heated from a propane tank: the town and the address lines. */
const RURAL: {city: City; lines: string[]}[] = [
  {city: {city: 'Saint-Flour', dept: '15', greffe: 'Aurillac', postcode: '15100'}, lines: ['12 route de Saint-Georges']},
  {city: {city: 'Loches', dept: '37', greffe: 'Tours', postcode: '37600'}, lines: ['Lieu-dit Les Aubiers', '3 chemin des Prés']},
  {city: {city: 'Lannion', dept: '22', greffe: 'Saint-Brieuc', postcode: '22300'}, lines: ['Hameau de Kerhuel', '5 route de Trégastel']},
  {city: {city: 'Montbard', dept: '21', greffe: 'Dijon', postcode: '21500'}, lines: ['Lieu-dit La Croix Blanche', 'Hameau de Montchamp', '4 route de Villedieu']},
]

/** The online bank (invented) of the account confirmation. */
const LUMEN = {bicPrefix: 'LUMN', code: '16798', kind: 'neobank' as const, name: 'Lumen Bank UAB'}

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout13:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  const year = Number(asOf.slice(0, 4))

  if (layout === 'titre_sejour/talent-scan-appli') {
    const t = TALENTS[i]
    options.person = {...options.person, birthPlace: t.place, city: t.city, civility: t.civility, givenNames: t.given, nationality: t.nationality, surname: t.surname}
    params.nationalityCode = t.code
    params.category = t.category
  }

  if (layout === 'passeport/espagne') {
    const p = SPANIARDS[i]
    // Spanish women keep their own surnames: no usage name.
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Espagnole', surname: p.surname}
    params.authority = p.authority
  }

  if (layout === 'bulletin_paie/grande-distribution') {
    const st = STORES[i]
    options.employer = {city: st.city, name: st.name}
    options.person = {...options.person, city: st.city}
    params.brand = st.brand
    params.color = st.color
    params.store = st.store
    params.hours = st.hours
  }

  if (layout === 'bulletin_paie/transport-routier') {
    const h = HAULIERS[i]
    options.employer = {city: h.city, name: h.name}
    options.person = {...options.person, city: h.city}
  }

  if (layout === 'avis_imposition/famille-pension-alimentaire') {
    // Parents of an adult child: 43 to 50 years old.
    options.person = {...options.person, birthDate: addDays(`${year - 50}-01-01`, int(rng, 0, 2500))}
  }

  if (layout === 'attestation_vigilance/ccss-lozere') options.company = {...options.company, city: LOZERE[i]}

  if (layout === 'attestation_fiscale/courrier-sie') options.company = {...options.company, city: SIE_COMPANIES[i].city, legalForm: SIE_COMPANIES[i].legalForm}

  if (layout === 'kbis/sa-conseil-administration') {
    options.company = {...options.company, ageYears: 2, city: SA_TOWNS[i], legalForm: 'SA'}
    params.issueDate = addDays(asOf, -int(rng, 1, 25))
  }

  if (layout === 'facture_domicile/propane-citerne') {
    options.person = {...options.person, city: RURAL[i].city}
    params.variant = i
  }

  if (layout === 'rib/confirmation-neobanque') options.bank = LUMEN

  const facts = makeFacts(rng, asOf, options)

  if (layout === 'bulletin_paie/grande-distribution') {
    const st = STORES[i]
    facts.employer = {...facts.employer, address: {city: st.city.city, lines: st.lines, postcode: st.city.postcode}}
  }

  if (layout === 'facture_domicile/propane-citerne') {
    const r = RURAL[i]
    facts.person = {...facts.person, address: {city: r.city.city, lines: r.lines, postcode: r.city.postcode}}
  }

  return {facts, params}
}
