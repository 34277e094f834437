/**
 * The ten held-out layouts of set t and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from January to December 2027; the payslips and rent receipts fall in the month before
 * it), with a married woman (usage name), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_rc_pro/exposant-salon: the liability certificate a TRADE-FAIR ORGANISER demands
 *   from each EXHIBITOR: the insurer's letterhead at the left (four invented insurers), a framed
 *   box at the right naming the ORGANISER with its address, the fair, its venue, its opening days
 *   and the stand (decoys); the insured, its SIREN (grouped) and the contract number inside a
 *   SENTENCE with the seat; the period as a sentence with the MONTHS IN WORDS ("du 1er avril 2027
 *   au 31 mars 2028"); the contract's first inception (a decoy); the activity in a one-cell table;
 *   the fairs extension with the set-up and dismantling days (decoys); the limits; "Fait à Niort,
 *   le ..." (a decoy date).
 * - attestation_vigilance/portail-sous-traitant-paysage: the vigilance certificate of a
 *   SELF-EMPLOYED ARTISAN as a builder's SUBCONTRACTOR PORTAL prints it in LANDSCAPE: the portal's
 *   bar with the builder (the donneur d'ordre, a decoy company) and its SIRET (a decoy), the print
 *   date; at the left a PREVIEW of the certificate ("Nom / Dénomination : GAUTIER THOMAS": the
 *   person, the trade name under it is a decoy; SIRET grouped; the establishment's address;
 *   "Attestation délivrée le 12/03/2027"; the security code in a framed box; the contributor
 *   account: a decoy); at the right the portal's CHECK CARD (uploaded, checked and renewal dates,
 *   worksite, lot, reviewer: decoys) with a "CONFORME" badge.
 * - avis_imposition/parent-isole-frais-garde-deux-colonnes: the tax notice of a SINGLE PARENT (case
 *   T) with CHILDCARE EXPENSES, printed as a TWO-COLUMN SUMMARY: a strip of four label-above-value
 *   reference cells (tax number grouped, notice reference, "Date d'établissement", the collection
 *   date: a decoy), the window at the right ("MME DUBOIS CLAIRE"); at the left the situation and
 *   income as DOT-LEADER rows (children's birth years: decoys; "Salaires (1AJ)"; the deduction;
 *   the reference income in a box); at the right the tax calculation as dot-leader rows (gross
 *   tax, childcare expenses and credit, the January ADVANCE, the withholding: decoys), the balance
 *   and deadline, the withholding rate (decoys).
 * - bulletin_paie/boulangerie-travail-nuit: the payslip of a NIGHT BAKER in an artisan bakery (IDCC
 *   0843): the bakery at the top left with its SIRET grouped, the period ONLY as "Période du
 *   01/02/2027 au 28/02/2027" in a grey box, the employee "M. GAUTIER Thomas" in a framed box with
 *   the job, entry date and social security number (decoys); the gross built from the base, NIGHT
 *   HOURS at 25 %, the Sunday premium and overtime; five columns; the totals in a LOWER BAND of six
 *   cells with the LABELS ABOVE the values (gross, net before tax, taxable net: the truth; tax
 *   withheld, the night MEAL allowances, net paid: decoys); year-to-date totals (decoys).
 * - cni/francaise-1988-photocopie: the OLDER LAMINATED FRENCH IDENTITY CARD (1988-2021) photocopied
 *   in grey, front above back: "CARTE NATIONALE D'IDENTITÉ N° : 190775012345" (twelve digits),
 *   "Nom :" the birth name, "Nom d'usage : ép. DUBOIS" for a married woman (a decoy), "Prénom(s) :"
 *   IN CAPITALS WITH COMMAS, "Né(e) le :" DOTTED, "à :", "Taille :", the 2 x 36 IDFRA MRZ; on the
 *   back "Adresse :", "Carte valable jusqu'au :" and "délivrée le :" DOTTED, "par :" the
 *   prefecture; a handwritten "Copie conforme à l'original présenté le ..." and the copier's
 *   footer (decoy dates).
 * - facture_domicile/granules-bois-livraison: a WOOD-PELLET delivery invoice (bulk pellets blown into
 *   a household's silo) from a regional supplier: its brand at the top left (the issuer), its depot;
 *   the customer's window at the right ("Mme Claire DUBOIS"); the references as VALUES IN COLUMNS
 *   under column titles ("N° facture", "Date de facture": the truth, "N° client", "Date de
 *   livraison", "Échéance": decoys); the delivery in a sentence (truck, driver, silo level:
 *   decoys); items at 5.5 % and 20 % VAT; the pellets' PRODUCER mill (a decoy company).
 * - kbis/selas-veterinaires: the Kbis of a SELAS of VETERINARY SURGEONS: "à jour au 12 mars 2027"
 *   with the MONTH IN WORDS in the title sentence; rows "label | value" in two columns; the SIREN
 *   grouped with "R.C.S."; the form in full; the seat on one line WITHOUT COMMAS; the duration and
 *   closing (decoys); the PRÉSIDENT ("Nom, prénoms : GAUTIER Thomas Pierre"; "Nom d'usage" of a
 *   married woman: a decoy) and a DIRECTEUR GÉNÉRAL (a decoy vet), the statutory AUDITOR (a decoy
 *   firm); the Order's registration; the activity, its start (a decoy), the sign.
 * - passeport/inde: an INDIAN passport's data page above its LAST PAGE on one photocopy: English
 *   captions, dates DD/MM/YYYY, "Passport No." a letter and seven digits, the place of birth with
 *   the state, the place of issue PARIS, TD3 MRZ "P<IND"; on the last page the FATHER'S, MOTHER'S and
 *   SPOUSE'S names (decoys sharing the holder's surname, or the married woman's husband), the
 *   address in India, the OLD PASSPORT's number with its date and place of issue, the file number
 *   (decoys).
 * - quittance_loyer/conciergerie-meuble: the rent receipt of a FURNISHED STUDIO that a CONCIERGE
 *   COMPANY manages for a private owner: a GRID OF LABEL-ABOVE-VALUE CELLS ("Locataire": "Claire
 *   DUBOIS", given name then surname without civility; "Logement": "Studio meublé" over the
 *   dwelling's lines; "Propriétaire" represented by the concierge: a decoy; "Période", "Date de
 *   paiement": decoys; "Date d'émission": the truth); the rent, charges and CLEANING fee; the
 *   receipt sentence with the amount in words; the lease's start and end (decoys).
 * - rib/banque-outre-mer-guichet: the RIB of a company's account at an OVERSEAS bank (Martinique,
 *   Guadeloupe, La Réunion, Mayotte; four invented banks) printed at the counter: the national form
 *   in a ruled table, the IBAN in groups of four, a BIC WITH THE OVERSEAS COUNTRY CODE ("BAOMMQMX"),
 *   "Domiciliation" on one line; the adviser and print date (decoys); under a cut line a
 *   pre-filled SEPA MANDATE of the local electricity supplier (its name, ICS and the mandate
 *   reference: decoys; the debtor's IBAN and BIC again); the head office in the legal line.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the exhibitor's certificate's `assure` is the name with its legal form as the
 * sentence prints it, `assure_siren` printed grouped, `periode_debut`/`periode_fin` the period's
 * days with the months in words ("1er avril 2027"), `assureur` the letterhead's name (not the
 * organiser); the artisan's vigilance certificate's `denomination` is the person as "Nom /
 * Dénomination" prints it ("GAUTIER THOMAS", not the trade name), `adresse` the establishment's
 * lines, `date_emission` the "Attestation délivrée le" date (not the portal's dates); the single
 * parent's notice's `declarant` is the window's first line ("MME DUBOIS CLAIRE"), `adresse` the
 * window's postal lines, `rfr` and `salaires_declares` whole euros, `date_etablissement` the
 * reference cell; the baker's payslip's `salarie_nom` is "M. GAUTIER Thomas", `periode` only in
 * "Période du 01/02/2027 au 28/02/2027", `employeur` the bakery's name as printed, the amounts
 * those of the lower band (the net paid and meal allowances are decoys); the old identity card's
 * `nom` is the birth name after "Nom :", `prenoms` in capitals with commas ("CLAIRE, MARIE"), the
 * dates dotted, `numero_document` the twelve digits; the pellet invoice's `emetteur` is the brand
 * at the top left (not the producer mill), `titulaire` "Mme Claire DUBOIS", `date_emission` the
 * "Date de facture" column; the SELAS Kbis's `date_extrait` is "à jour au 12 mars 2027" (also in
 * the footer as "délivré le 12/03/2027"), `adresse_siege` the seat's lines (printed on one line
 * with spaces), `forme_juridique` "Société d'exercice libéral par actions simplifiée",
 * `denomination` the clinic's name, `representant_legal` the president's surname and all given
 * names, `activite` the full activity; the Indian passport's `nom` is the surname, `prenoms` in
 * capitals, dates DD/MM/YYYY; the concierge's receipt's `titulaire` is "Claire DUBOIS",
 * `adresse` the dwelling's lines (without "Studio meublé"), `date_emission` the "Date d'émission"
 * cell; the overseas RIB's `bic` has the overseas country code, `domiciliation` the agency and its
 * address on one line, `titulaire` the holder as printed.
 */
import {makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisParentIsoleFraisGarde} from './avis-parent-isole-frais-garde.js'
import {cniFrancaise1988Photocopie} from './cni-francaise-1988-photocopie.js'
import {factureGranulesBois} from './facture-granules-bois.js'
import {kbisSelasVeterinaires} from './kbis-selas-veterinaires.js'
import {paieBoulangerieNuit} from './paie-boulangerie-nuit.js'
import {passeportInde} from './passeport-inde.js'
import {quittanceConciergerieMeuble} from './quittance-conciergerie-meuble.js'
import {rcproExposantSalon} from './rcpro-exposant-salon.js'
import {OVERSEAS_BANK_CODES, ribBanqueOutreMer} from './rib-banque-outre-mer.js'
import {vigilancePortailSousTraitant} from './vigilance-portail-sous-traitant.js'

export const HELDOUT_SEED = 2020

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout22'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/exposant-salon': rcproExposantSalon,
  'attestation_vigilance/portail-sous-traitant-paysage': vigilancePortailSousTraitant,
  'avis_imposition/parent-isole-frais-garde-deux-colonnes': avisParentIsoleFraisGarde,
  'bulletin_paie/boulangerie-travail-nuit': paieBoulangerieNuit,
  'cni/francaise-1988-photocopie': cniFrancaise1988Photocopie,
  'facture_domicile/granules-bois-livraison': factureGranulesBois,
  'kbis/selas-veterinaires': kbisSelasVeterinaires,
  'passeport/inde': passeportInde,
  'quittance_loyer/conciergerie-meuble': quittanceConciergerieMeuble,
  'rib/banque-outre-mer-guichet': ribBanqueOutreMer,
}

const AS_OF = ['2027-01-19', '2027-04-13', '2027-08-24', '2027-12-07']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; city: City}

/** Indians living in France: names, place of birth with the state, the family on the last page (decoys). */
const INDIANS: (Holder & {family: {father: string; mother: string; spouse: string; home: string[]}})[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', family: {father: 'SURESH MENON', home: ['14/221 MARINE DRIVE', 'ERNAKULAM, KOCHI, KERALA'], mother: 'LATHA MENON', spouse: ''}, given: ['Arjun', 'Vikram'], place: 'KOCHI, KERALA', surname: 'MENON'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', family: {father: 'ASHOK SHARMA', home: ['B-42 MALVIYA NAGAR', 'JAIPUR, RAJASTHAN'], mother: 'KAVITA SHARMA', spouse: 'ROHAN KAPOOR'}, given: ['Priya'], place: 'JAIPUR, RAJASTHAN', surname: 'SHARMA', usage: 'KAPOOR'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'M.', family: {father: 'VENKATESH IYER', home: ['7 SECOND MAIN ROAD, ADYAR', 'CHENNAI, TAMIL NADU'], mother: 'LAKSHMI IYER', spouse: 'DIVYA IYER'}, given: ['Rahul'], place: 'CHENNAI, TAMIL NADU', surname: 'IYER'},
  {city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'Mme', family: {father: 'SRINIVAS REDDY', home: ['PLOT 118, JUBILEE HILLS', 'HYDERABAD, TELANGANA'], mother: 'PADMA REDDY', spouse: ''}, given: ['Ananya', 'Sri'], place: 'HYDERABAD, TELANGANA', surname: 'REDDY'},
]

/** The old identity card's holders live in these towns; the card names the prefecture that issued it. */
const CNI_TOWNS: (City & {prefecture: string})[] = [
  {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017', prefecture: 'PRÉFECTURE DE POLICE'},
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003', prefecture: 'PRÉFECTURE DU RHÔNE'},
  {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000', prefecture: "PRÉFECTURE D'ILLE-ET-VILAINE"},
  {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000', prefecture: 'PRÉFECTURE DE LA HAUTE-GARONNE'},
]

/** Bakeries employing the night baker: name as printed, town. */
const BAKERIES: {name: string; city: City}[] = [
  {city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'}, name: 'BOULANGERIE MAISON FOURNIER SARL'},
  {city: {city: 'Dijon', dept: '21', greffe: 'Dijon', postcode: '21000'}, name: 'AU FOURNIL DE LA GARE'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, name: 'LE PAIN DES CANUTS SAS'},
  {city: {city: 'Brest', dept: '29', greffe: 'Brest', postcode: '29200'}, name: 'BOULANGERIE PÂTISSERIE LEBRUN'},
]

/** The pellet customers' towns (facture-granules-bois.ts SUPPLIERS, in order). */
const PELLET_TOWNS: City[] = [
  {city: 'Pontarlier', dept: '25', greffe: 'Besançon', postcode: '25300'},
  {city: 'Saint-Dié-des-Vosges', dept: '88', greffe: 'Épinal', postcode: '88100'},
  {city: 'Ussel', dept: '19', greffe: 'Brive-la-Gaillarde', postcode: '19200'},
  {city: 'Albertville', dept: '73', greffe: 'Chambéry', postcode: '73200'},
]

/** The studios' towns (quittance-conciergerie-meuble.ts CONCIERGES, in order). */
const STUDIO_TOWNS: City[] = [
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'},
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
]

/** The overseas companies' towns (rib-banque-outre-mer.ts OVERSEAS_BANK_CODES, in order). */
const OVERSEAS: City[] = [
  {city: 'Fort-de-France', dept: '972', greffe: 'Fort-de-France', postcode: '97200'},
  {city: 'Baie-Mahault', dept: '971', greffe: 'Pointe-à-Pitre', postcode: '97122'},
  {city: 'Saint-Denis', dept: '974', greffe: 'Saint-Denis de La Réunion', postcode: '97400'},
  {city: 'Mamoudzou', dept: '976', greffe: 'Mamoudzou', postcode: '97600'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout22:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'passeport/inde') {
    const p = INDIANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Indienne', surname: p.surname, usageName: p.usage}
    params.family = p.family
  }

  if (layout === 'cni/francaise-1988-photocopie') {
    const {prefecture, ...city} = CNI_TOWNS[i]
    options.person = {...options.person, city}
    params.prefecture = prefecture
  }

  if (layout === 'attestation_rc_pro/exposant-salon') params.insurer = i
  if (layout === 'attestation_vigilance/portail-sous-traitant-paysage') params.builder = i

  if (layout === 'bulletin_paie/boulangerie-travail-nuit') {
    const e = BAKERIES[i]
    options.employer = {city: e.city, name: e.name}
    params.bakery = i
  }

  if (layout === 'facture_domicile/granules-bois-livraison') {
    options.person = {...options.person, city: PELLET_TOWNS[i]}
    params.supplier = i
  }

  if (layout === 'kbis/selas-veterinaires') {
    options.company = {...options.company, ageYears: 2, legalForm: 'SAS'}
    params.clinic = i
  }

  if (layout === 'quittance_loyer/conciergerie-meuble') {
    // The concierge manages studios in its own town: the tenant lives there.
    options.person = {...options.person, city: STUDIO_TOWNS[i]}
    params.concierge = i
  }

  if (layout === 'rib/banque-outre-mer-guichet') {
    options.company = {...options.company, city: OVERSEAS[i]}
    options.bank = OVERSEAS_BANK_CODES[i]
    params.bank = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
