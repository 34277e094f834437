/**
 * The ten held-out layouts of set i and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from March 2026 to March 2027; the 2026 tax notice, out at the end of July 2026, takes a
 * reference date of September 2026 for the first document), with a married woman (usage name), a
 * three-line home address, a two-line company address.
 *
 * The layouts, each after a real French document of today:
 * - cni/francaise-2021: a photocopy of the French electronic identity card (CNIe, ID-1 model of
 *   2021), recto and verso SIDE BY SIDE at the top of an A4 page at about real size; French /
 *   English labels, dates "14 02 1985", the usage name ("ép. X") on the recto, the issue and
 *   expiry dates and the authority on the verso, the TD1 MRZ "IDFRA"; French holders.
 * - titre_sejour/carte-resident-10-ans: a GREYSCALE photocopy of a ten-year resident card
 *   ("CARTE DE RÉSIDENT" / "RÉSIDENT DE LONGUE DURÉE - UE"), recto above verso at 125 %, dates
 *   "12/05/2034", a first-issue date in the remarks (a decoy), TD1 MRZ "IRFRA"; draws foreign
 *   holders (Tunisian, Colombian married to a Frenchman, Malian, Chinese).
 * - bulletin_paie/btp-ouvrier: a building worker's payslip from a construction-payroll package
 *   (hours, bad-weather hours and allowance, travel and transport allowances by zone, meal
 *   allowances, paid leave paid by the CIBTP fund, PRO BTP contributions, year-to-date band);
 *   draws building firms (masonry, concrete, roofing, structural work).
 * - bulletin_paie/association-eclat: the simplified payslip the Urssaf's "Chèque emploi
 *   associatif" service draws up for a small association (ÉCLAT agreement, part-time youth
 *   worker paid by index points); draws associations "loi 1901" with a SIRET.
 * - avis_imposition/couple-pacs-2026: page 1 of a PACS couple's 2026 income tax notice (2025
 *   income): two declarants with two surnames on two window lines, references as label : value
 *   lines in a left column, the partners' salaries side by side and a total (decoys).
 * - kbis/sci-familiale: the Kbis extract of a family SCI run by two co-managers (spouses or
 *   relatives), "Société civile immobilière", from a registry outside Paris (commercial court
 *   or, in Lyon, the Tribunal des activités économiques); draws SCIs in Angers, La Rochelle,
 *   Lyon and Aix-en-Provence.
 * - facture_domicile/gaz-fournisseur: a natural-gas supplier's bill (PCE, meter readings in m3,
 *   conversion coefficient, consumption in kWh, schedule of the next instalments as decoys);
 *   draws four suppliers (invented).
 * - quittance_loyer/proprietaire-particulier: a private landlord's rent receipt typed in a word
 *   processor (landlord top left, tenant right, the receipt sentence, the breakdown, "Fait à ...,
 *   le ..."); draws four landlords.
 * - rib/pied-de-releve: a high-street or mutualist bank's monthly statement page whose bottom
 *   third is the detachable RIB; the statement's operations, balances and dates above as decoys.
 * - attestation_vigilance/urssaf-tamponnee: an Urssaf vigilance certificate as the company sends
 *   it to a client: printed, stamped with the company's round stamp over part of the text,
 *   signed by hand, scanned back.
 *
 * Ground truth: every layout prints the fields the other sets print for its type (the
 * association's payslip has its SIRET: `employeur_siret`).
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisCouplePacs2026} from './avis-couple-pacs-2026.js'
import {cniFrancaise2021} from './cni-francaise-2021.js'
import {factureGazFournisseur} from './facture-gaz-fournisseur.js'
import {kbisSciFamiliale} from './kbis-sci-familiale.js'
import {paieAssociationEclat} from './paie-association-eclat.js'
import {paieBtpOuvrier} from './paie-btp-ouvrier.js'
import {quittanceProprietaireParticulier} from './quittance-proprietaire-particulier.js'
import {ribPiedDeReleve} from './rib-pied-de-releve.js'
import {titreSejourCarteResident} from './titre-sejour-carte-resident.js'
import {vigilanceUrssafTamponnee} from './vigilance-urssaf-tamponnee.js'

export const HELDOUT_SEED = 6363

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout11'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_vigilance/urssaf-tamponnee': vigilanceUrssafTamponnee,
  'avis_imposition/couple-pacs-2026': avisCouplePacs2026,
  'bulletin_paie/association-eclat': paieAssociationEclat,
  'bulletin_paie/btp-ouvrier': paieBtpOuvrier,
  'cni/francaise-2021': cniFrancaise2021,
  'facture_domicile/gaz-fournisseur': factureGazFournisseur,
  'kbis/sci-familiale': kbisSciFamiliale,
  'quittance_loyer/proprietaire-particulier': quittanceProprietaireParticulier,
  'rib/pied-de-releve': ribPiedDeReleve,
  'titre_sejour/carte-resident-10-ans': titreSejourCarteResident,
}

const AS_OF = ['2026-03-24', '2026-08-27', '2026-11-16', '2027-03-02']

/** The tax notice of 2026 is out from late July 2026: the first document's notice is handed in in September. */
const AVIS_FIRST_AS_OF = '2026-09-15'

const USAGE = ['BERTRAND', 'LEMAIRE', 'FONTAINE', 'MARCHAND']

/** Foreign holders of the resident card: names, place of birth, nationality (ICAO code and word). */
const FOREIGN: {given: string[]; surname: string; place: string; code: string; nationality: string; civility: 'M.' | 'Mme'}[] = [
  {civility: 'M.', code: 'TUN', given: ['Mehdi', 'Slim'], nationality: 'Tunisienne', place: 'SFAX (TUNISIE)', surname: 'BEN SALEM'},
  {civility: 'Mme', code: 'COL', given: ['Luisa', 'Fernanda'], nationality: 'Colombienne', place: 'MEDELLIN (COLOMBIE)', surname: 'RESTREPO'},
  {civility: 'M.', code: 'MLI', given: ['Moussa'], nationality: 'Malienne', place: 'BAMAKO (MALI)', surname: 'TRAORÉ'},
  {civility: 'Mme', code: 'CHN', given: ['Wei'], nationality: 'Chinoise', place: 'SHANGHAI (CHINE)', surname: 'ZHANG'},
]

/** Building firms (their legal form in the name), their town and the travel zone of the month's sites. */
const BUILDERS: {name: string; city: City; trade: string; naf: string}[] = [
  {city: {city: 'Quimper', dept: '29', greffe: 'Quimper', postcode: '29000'}, naf: '4399C', name: 'MAÇONNERIE LE BIHAN ET FILS SARL', trade: 'Maçonnerie générale et gros œuvre de bâtiment'},
  {city: {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'}, naf: '4299Z', name: 'BÉTON ET OUVRAGES DU RHÔNE SAS', trade: 'Construction d\'ouvrages en béton armé'},
  {city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, naf: '4391B', name: 'CHARPENTE COUVERTURE DES ARAVIS SAS', trade: 'Travaux de couverture et de charpente'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, naf: '4120A', name: 'GROS ŒUVRE ATLANTIQUE SAS', trade: 'Construction de maisons individuelles'},
]

/** Associations "loi 1901" employing a youth worker under the ÉCLAT agreement. */
const ASSOCIATIONS: {name: string; city: City; lines: string[]; naf: string}[] = [
  {city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, lines: ['Maison des associations', '12 rue de la Dolve'], naf: '9499Z', name: 'ASSOCIATION LA RONDE DES LOISIRS'},
  {city: {city: 'Saint-Étienne', dept: '42', greffe: 'Saint-Étienne', postcode: '42000'}, lines: ['27 rue Michelet'], naf: '8899B', name: 'CENTRE SOCIAL ET CULTUREL LES TILLEULS'},
  {city: {city: 'Clermont-Ferrand', dept: '63', greffe: 'Clermont-Ferrand', postcode: '63000'}, lines: ['Espace Pierre-Laporte', '4 rue des Gras'], naf: '9329Z', name: 'MJC DU PLATEAU CENTRAL'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, lines: ['Gymnase Jean-Bouin', '150 avenue de Palavas'], naf: '9312Z', name: 'ENVOL SPORTS ET ANIMATION'},
]

/** Family SCIs: name (or a pattern with the manager's surname), registry town, capital and a seat other than the managers' home. */
const SCIS: {name: string; city: City; capitalCents: number; seat?: string[]}[] = [
  {capitalCents: 150_000, city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'}, name: 'SCI DU CLOS DES ACACIAS', seat: ['Le Clos des Acacias', '17 chemin de la Baumette']},
  {capitalCents: 1_000_000, city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'}, name: 'SCI LES HAUTS DE VALMY'},
  {capitalCents: 300_000, city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69006'}, name: 'SCI {SURNAME} PATRIMOINE'},
  {capitalCents: 24_000_000, city: {city: 'Aix-en-Provence', dept: '13', greffe: 'Aix-en-Provence', postcode: '13100'}, name: 'SCI LA BASTIDE DES OLIVIERS'},
]

/** High-street and mutualist banks for the statement's RIB, one per document. */
const STATEMENT_BANKS = [BANKS[0], BANKS[2], BANKS[1], BANKS[3]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout11:${layout}:${i}:facts`)
  let asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'titre_sejour/carte-resident-10-ans') {
    const f = FOREIGN[i]
    options.person = {...options.person, birthPlace: f.place, civility: f.civility, givenNames: f.given, nationality: f.nationality, surname: f.surname}
    params.nationalityCode = f.code
  }

  if (layout === 'bulletin_paie/btp-ouvrier') {
    const b = BUILDERS[i]
    options.employer = {city: b.city, name: b.name}
    // Building workers are men but for the married woman (a painter, a plant driver, a tiler).
    if (i !== 1) options.person = {...options.person, civility: 'M.'}
    options.person = {...options.person, city: b.city}
    options.grossEuros = int(rng, 2150, 2850) + int(rng, 0, 99) / 100
    params.trade = b.trade
    params.naf = b.naf
    params.zone = [3, 2, 4, 5][i]
  }

  if (layout === 'bulletin_paie/association-eclat') {
    options.employer = {city: ASSOCIATIONS[i].city, name: ASSOCIATIONS[i].name}
    options.person = {...options.person, city: ASSOCIATIONS[i].city}
  }

  if (layout === 'avis_imposition/couple-pacs-2026') {
    params.incomeYear = 2025
    if (i === 0) asOf = AVIS_FIRST_AS_OF
    params.issueDate = `2026-07-${String(int(rng, 21, 31)).padStart(2, '0')}`
  }

  if (layout === 'kbis/sci-familiale') {
    options.company = {...options.company, city: SCIS[i].city, legalForm: 'SARL'}
    options.person = {...options.person, city: SCIS[i].city}
    params.issueDate = addDays(asOf, -int(rng, 1, 25))
  }

  if (layout === 'rib/pied-de-releve') options.bank = STATEMENT_BANKS[i]
  // Companies under the Urssaf (not the landscapers of the agricultural scheme).
  if (layout === 'attestation_vigilance/urssaf-tamponnee') options.company = {...options.company, activityIndex: [7, 11, 4, 9][i]}
  if (layout === 'facture_domicile/gaz-fournisseur' || layout === 'quittance_loyer/proprietaire-particulier') params.variant = i

  const facts = makeFacts(rng, asOf, options)

  if (layout === 'bulletin_paie/association-eclat') {
    const a = ASSOCIATIONS[i]
    facts.employer = {...facts.employer, address: {city: a.city.city, lines: a.lines, postcode: a.city.postcode}}
    params.naf = a.naf
  }

  if (layout === 'kbis/sci-familiale') {
    const sci = SCIS[i]
    facts.company = {
      ...facts.company,
      activity: 'Acquisition, gestion et administration de biens immobiliers',
      capitalCents: sci.capitalCents,
      legalForm: 'SCI',
      naf: '6820B',
      name: sci.name.replace('{SURNAME}', facts.person.surname),
      // A family SCI is seated at its managers' home, or at the house it owns.
      address: sci.seat ? {city: sci.city.city, lines: sci.seat, postcode: sci.city.postcode} : facts.person.address,
    }
  }

  return {facts, params}
}
