/**
 * The ten held-out layouts of set u and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from February to November 2028; the payslips fall in the month before it, the commercial
 * rent receipts in the quarter that holds it), with a married woman (usage name; not on the
 * cross-border worker's notice, whose declarants all file alone, nor on the Finnish card and the
 * Japanese passport, whose holders carry their birth names), a three-line home address, a two-line
 * company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_rc_pro/telepilote-drone: the AVIATION LIABILITY certificate of a company that flies
 *   DRONES for its customers (four invented aviation insurers, one a foreign insurer's French
 *   branch): the insurer at the top left with its aviation department, a framed "ATTESTATION
 *   D'ASSURANCE" with its own number (a decoy); a GRID OF LABEL-ABOVE-VALUE cells ("Assuré" with
 *   the LEGAL FORM BEFORE THE NAME, "SARL AÉROVUE SERVICES"; "N° SIREN" in ONE BLOCK of nine
 *   digits; the UAS OPERATOR NUMBER "FRA..." (a decoy); "Adresse"; "N° de contrat"); the period
 *   in a bold sentence WITH HOURS ("du 01/03/2028 à 0 h 00 au 28/02/2029 à 24 h 00"); the first
 *   inception (a decoy); the activities in a framed cell; the FLEET as a table (serial numbers,
 *   classes, registrations: decoys); the REMOTE PILOTS (the manager and an employee, with their
 *   certificates' numbers and dates: decoys); the declared scenarios with a declaration date; the
 *   limits; the regulations quoted with their dates; "Fait à ..., le ..." (decoys).
 * - attestation_vigilance/association-cheque-emploi-associatif: the vigilance certificate of an
 *   ASSOCIATION EMPLOYER declaring its few employees through the Urssaf's "Chèque emploi
 *   associatif", sent AS A LETTER by the scheme's national centre: the centre's address (a decoy),
 *   the letter's date with the MONTH IN WORDS ("Arras, le 14 mars 2028": the only issue date); the
 *   WINDOW addressed to the association "à l'attention de" its TREASURER at the treasurer's HOME (a
 *   decoy person and address); a framed "EMPLOYEUR" box of label / value rows whose long names WRAP
 *   (the name, the SIRET grouped, the RNA number: a decoy, "Adresse du siège" on its lines, the
 *   president: the dossier's person, the headcount); the situation date in the certifying sentence
 *   and the last declarations' dates in a table (decoys); the security code in a framed box.
 * - avis_imposition/frontalier-geneve-credit-8tk: page 1 of the notice of a CROSS-BORDER WORKER of
 *   the Genevois (Annemasse, Saint-Julien-en-Genevois, Gex, Thonon) whose Geneva salary is declared
 *   in 1AJ AND AGAIN in 8TK for a tax credit equal to the French tax: a framed "Vos références" box
 *   of label / value rows with the values RIGHT-ALIGNED (tax number grouped, notice reference,
 *   "Date d'établissement", the collection date: a decoy, the shares) and the reference income
 *   under a rule; the window at the right with the civility WITHOUT A DOT ("M GAUTIER THOMAS"); the
 *   outcome band (nothing to pay below 61 €, a refund, or a balance with its deadline: decoys); the
 *   income as a TABLE WITH THE BOX CODES IN A COLUMN (1AJ, the deduction, some bank interest in
 *   2TR, the gross and taxable income, 8TK); the tax calculation (the 8TK credit, the flat-rate
 *   withholding on the interest: decoys); a box quoting the Franco-Swiss agreements' dates
 *   (decoys).
 * - bulletin_paie/saisonnier-agricole-tesa: the payslip of a SEASONAL FARM WORKER (vine pruning in
 *   January, asparagus in April, apricots in July, a "contrat vendanges" in October) that the MSA
 *   makes from a small farm employer's TESA declaration: the MSA fund's band; the EMPLOYER and the
 *   EMPLOYEE in two framed boxes SIDE BY SIDE ("M. Thomas GAUTIER"; the contract's first and last
 *   days: decoys); "Mois de paie : JANVIER 2028" (the month IN WORDS IN CAPITALS, the only
 *   statement of the period); a CALENDAR STRIP of the month's days with the hours under them
 *   (decoy numbers); normal hours, hours at 25 % and the 10 % PAID LEAVE ALLOWANCE in the gross;
 *   the contributions (the unemployment line at 0,00); the totals as a
 *   STACK OF LABEL / VALUE BOXES at the right (the tax, the net paid and the net social amount:
 *   decoys); the employer's cost at the left (a decoy).
 * - cni/finlande-avec-carte-sante: a FINNISH identity card (2017 model) copied front above back at
 *   about 125 % TOGETHER WITH the holder's EUROPEAN HEALTH INSURANCE CARD at real size lower on the
 *   page: TRILINGUAL Finnish / Swedish / English captions with the values under them, the sex as
 *   "N/K/F" or "M/M/M", DOTTED DATES, the nine-digit document number under its caption; on the
 *   back the PERSONAL IDENTITY CODE ("140285-123A": it spells the birth date, a decoy), the date
 *   of issue, the authority, TD1 MRZ "IDFIN"; the health card with NUMBERED Finnish captions, the
 *   same names, the birth date with SLASHES, its own 20-digit number and EXPIRY DATE (decoys).
 * - facture_domicile/mobile-forfait-famille: the monthly bill of a FAMILY MOBILE PLAN (one account,
 *   three or four lines) from a mobile operator (four invented brands): the wordmark at the top
 *   left (the issuer as printed) over "Votre facture"; a GRID OF LABEL-ABOVE-VALUE cells at the top
 *   right ("Date de facture": the truth; the invoice and account numbers, the billing period:
 *   decoys); the holder's window ("M. Thomas GAUTIER" over the address); the amount with its debit
 *   date (a decoy); the LINES AS CARDS in two columns, each headed "Ligne de Léa" with the user's
 *   full name (a partner and children: DECOY PERSONS, most sharing the holder's surname; the
 *   holder's own card without civility); the summary with the family discount; the legal footer.
 * - kbis/sa-directoire-conseil-surveillance: the Kbis of a SOCIÉTÉ ANONYME WITH A MANAGEMENT BOARD
 *   AND A SUPERVISORY BOARD, whose legal representative is the PRESIDENT OF THE MANAGEMENT BOARD:
 *   "Extrait Kbis" and "à jour au 06/03/2028" in a FRAMED BOX at the top right; RULED TWO-COLUMN
 *   TABLES with the labels in a shaded column under dark section bands; the SIREN grouped with
 *   "R.C.S.", the ACRONYM (a decoy), the form in full, the seat STACKED ON ITS LINES in one cell;
 *   the management board's president ("Nom, prénoms : GAUTIER Thomas Pierre", "Nom d'usage" for a
 *   married woman) and its other member (a decoy); the SUPERVISORY BOARD's president (often an
 *   elder SHARING THE SURNAME) and vice-president, a holding member "représentée par" its
 *   permanent representative, the auditor (decoys); the TRADE NAME and the start of activity
 *   (decoys); "délivré le" the same date in the greffier's footer.
 * - passeport/japon-avec-page-visa: a JAPANESE passport's data page copied at about 135 % ABOVE the
 *   VISA PAGE with the FRENCH LONG-STAY VISA the holder came in with: English captions (the
 *   Japanese ones as faint marks), "Passport No." two letters and seven digits, one given name,
 *   dates as "14 FEB 1985", "Registered Domicile" (a prefecture, where European passports print the
 *   place of birth: a decoy), "Authority", TD3 MRZ "P<JPN"; the visa sticker with BILINGUAL
 *   captions, its own number in red, its validity with DASHES AND TWO-DIGIT YEARS ("01-09-27"), its
 *   place and date of issue, the passport number and the name repeated, the remarks, the visa's
 *   MRZ (decoys but the repeated name and number).
 * - quittance_loyer/bail-commercial-trimestriel: the QUARTERLY receipt of a company's BUSINESS
 *   PREMISES under a commercial lease (rent subject to VAT, payable in advance) from the property
 *   manager of a landlord SCI (four invented managers): the manager's letterhead and "Mandataire du
 *   bailleur" with the SCI (decoys); the tenant's WINDOW (the company with its legal form,
 *   "NOVACODE SAS", over the premises' lines); "QUITTANCE DE LOYER - BAIL COMMERCIAL" with the
 *   QUARTER IN WORDS ("1er trimestre 2028"); LABEL : VALUE references ("Date d'édition": the truth
 *   among "Bail commercial du", "Échéance" and "Date de règlement": decoys); the lot (a decoy); the
 *   amounts as VALUES IN COLUMNS "Montant HT | TVA 20 % | Montant TTC"; the receipt sentence with
 *   the amount in words; the rent index clause and the next revision date (decoys).
 * - rib/chequier-rib-et-cheque-annule: a company's CHEQUEBOOK RIB page scanned with the book's
 *   FIRST CHEQUE under it CROSSED OUT "ANNULÉ" by hand (high-street, mutualist and postal banks of
 *   the generator): the chequebook's details at the left (its number, the range of cheque numbers,
 *   the delivery date, the lost-cheque line: decoys), the RIB SLIP in a PERFORATED FRAME at the
 *   right ("Titulaire du compte" with the company's address, "Domiciliation" the branch, the
 *   national form as VALUES UNDER COLUMN TITLES, the IBAN in groups of four, the BIC); on the
 *   cheque "Payable à" the branch with a street address and phone (decoys), the holder at the lower
 *   left, the cheque number and the CMC7 line (decoy numbers).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the drone operator's `assure` is the cell as printed, legal form first ("SARL
 * AÉROVUE SERVICES"), `assure_siren` in one block, `periode_debut`/`periode_fin` the days of the
 * sentence with hours, `activites` the framed cell's text, `assureur` the letterhead's name; the
 * association's `denomination` is the "Dénomination" row (wrapped over two lines for the long
 * names; no legal form), `adresse` the seat's lines (not the treasurer's window), `date_emission`
 * the letter's date with the month in words; the cross-border worker's `declarant` is the window's
 * first line ("M GAUTIER THOMAS", no dot), `adresse` the window's postal lines, `rfr` and
 * `salaires_declares` whole euros (the salary is printed twice, 1AJ and 8TK, with the same
 * amount), `date_etablissement` the references' row; the seasonal payslip's `salarie_nom` is "M.
 * Thomas GAUTIER", `periode` the month in words in capitals, `employeur` the farm as printed in
 * its box, the amounts those of the right-hand stack (its gross also the table's "SALAIRE BRUT");
 * the Finnish card's `nom` is the surname, `prenoms` in capitals separated by spaces, the dates
 * dotted, `numero_document` the nine digits (not the personal code, not the health card's number);
 * the family bill's `titulaire` is the window's "M. Thomas GAUTIER", `emetteur` the wordmark's
 * name ("Ondine Mobile"), `adresse` the window's lines, `date_emission` the "Date de facture" cell;
 * the two-tier SA's `representant_legal` is the management board president's surname and all
 * given names, `forme_juridique` "Société anonyme à directoire et conseil de surveillance",
 * `adresse_siege` the seat's stacked lines joined with ", ", `date_extrait` the framed "à jour au"
 * date; the Japanese passport's `nom` is the surname, `prenoms` the one given name in capitals,
 * the dates as "14 FEB 1985"; the commercial receipt's `titulaire` is the company with its legal
 * form as the window prints it, `adresse` the premises' lines, `date_emission` the "Date
 * d'édition"; the chequebook RIB's `titulaire` is the holder as the slip prints it, `domiciliation`
 * the branch's name under "Domiciliation" (its street address is only on the cheque).
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisFrontalierGeneve} from './avis-frontalier-geneve.js'
import {cniFinlandeCarteSante} from './cni-finlande-carte-sante.js'
import {factureMobileForfaitFamille} from './facture-mobile-forfait-famille.js'
import {kbisSaDirectoire} from './kbis-sa-directoire.js'
import {paieSaisonnierTesa} from './paie-saisonnier-tesa.js'
import {passeportJaponVisa} from './passeport-japon-visa.js'
import {quittanceBailCommercial} from './quittance-bail-commercial.js'
import {rcproTelepiloteDrone} from './rcpro-telepilote-drone.js'
import {ribChequierChequeAnnule} from './rib-chequier-cheque-annule.js'
import {vigilanceAssociationCea} from './vigilance-association-cea.js'

export const HELDOUT_SEED = 2121

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout23'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/telepilote-drone': rcproTelepiloteDrone,
  'attestation_vigilance/association-cheque-emploi-associatif': vigilanceAssociationCea,
  'avis_imposition/frontalier-geneve-credit-8tk': avisFrontalierGeneve,
  'bulletin_paie/saisonnier-agricole-tesa': paieSaisonnierTesa,
  'cni/finlande-avec-carte-sante': cniFinlandeCarteSante,
  'facture_domicile/mobile-forfait-famille': factureMobileForfaitFamille,
  'kbis/sa-directoire-conseil-surveillance': kbisSaDirectoire,
  'passeport/japon-avec-page-visa': passeportJaponVisa,
  'quittance_loyer/bail-commercial-trimestriel': quittanceBailCommercial,
  'rib/chequier-rib-et-cheque-annule': ribChequierChequeAnnule,
}

const AS_OF = ['2028-02-15', '2028-05-09', '2028-08-22', '2028-11-14']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; city: City}

/** Finns living in France (the card carries the birth name). */
const FINNS: Holder[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', given: ['Mikko', 'Juhani'], surname: 'VIRTANEN'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['Aino', 'Maria'], surname: 'KORHONEN'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'M.', given: ['Janne'], surname: 'MÄKINEN'},
  {city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'Mme', given: ['Helmi', 'Sofia'], surname: 'NIEMINEN'},
]

/** Japanese living in France: one given name, the registered domicile (a prefecture) on the passport. */
const JAPANESE: (Holder & {domicile: string})[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'M.', domicile: 'TOKYO', given: ['Kenji'], surname: 'TAKAHASHI'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', domicile: 'OSAKA', given: ['Yuki'], surname: 'NAKAMURA'},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'M.', domicile: 'KANAGAWA', given: ['Daisuke'], surname: 'WATANABE'},
  {city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'Mme', domicile: 'HOKKAIDO', given: ['Aiko'], surname: 'KOBAYASHI'},
]

/** The Genevois towns of the cross-border workers. */
const GENEVOIS: City[] = [
  {city: 'Annemasse', dept: '74', greffe: 'Thonon-les-Bains', postcode: '74100'},
  {city: 'Saint-Julien-en-Genevois', dept: '74', greffe: 'Annecy', postcode: '74160'},
  {city: 'Gex', dept: '01', greffe: 'Bourg-en-Bresse', postcode: '01170'},
  {city: 'Thonon-les-Bains', dept: '74', greffe: 'Thonon-les-Bains', postcode: '74200'},
]

/** Farm employers of the seasonal workers (paie-saisonnier-tesa.ts CROPS, in order). */
const FARMS: {name: string; city: City}[] = [
  {city: {city: 'Pauillac', dept: '33', greffe: 'Bordeaux', postcode: '33250'}, name: 'SCEA CHÂTEAU LA GRAVIÈRE'},
  {city: {city: 'Tartas', dept: '40', greffe: 'Dax', postcode: '40400'}, name: 'EARL LES SABLES DORÉS'},
  {city: {city: 'Marsanne', dept: '26', greffe: 'Romans-sur-Isère', postcode: '26740'}, name: 'GAEC DES VERGERS DE LA VALDAINE'},
  {city: {city: 'Riquewihr', dept: '68', greffe: 'Colmar', postcode: '68340'}, name: 'DOMAINE WEISSENBERGER ET FILS'},
]

/** Drone operators: name and the activities their certificate lists. */
const DRONE_OPERATORS: {name: string; activity: string}[] = [
  {activity: "Prises de vues aériennes photo et vidéo par drone pour l'immobilier, l'événementiel et l'audiovisuel", name: 'AÉROVUE SERVICES'},
  {activity: "Inspection technique d'ouvrages d'art, de toitures et de façades par drone, thermographie infrarouge", name: 'DRONE INSPECTION OUEST'},
  {activity: 'Relevés topographiques et photogrammétriques par drone, modélisation 3D, suivi de chantiers', name: 'CIEL & MESURE'},
  {activity: 'Cartographie multispectrale des cultures et inspection de centrales photovoltaïques par drone', name: 'HÉLIX IMAGERIE AÉRIENNE'},
]

/** Association employers (vigilance-association-cea.ts). */
const ASSOCIATIONS = ['ASSOCIATION SPORTIVE ET CULTURELLE DU VAL FLEURI', "LES AMIS DE L'ÉCOLE DE MUSIQUE ET DE DANSE DE KERVENO", 'CENTRE SOCIAL ET CULTUREL LES COQUELICOTS', 'FOOTBALL CLUB DE LA VALLÉE DU LOIR']

/** The premises' towns (quittance-bail-commercial.ts MANAGERS, in order). */
const PREMISES: City[] = [
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'},
  {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'},
]

/** Banks that issue chequebooks (not the neobank nor the online business bank). */
const CHEQUE_BANKS = BANKS.filter((b) => b.kind !== 'neobank' && b.kind !== 'online-business')

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout23:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'cni/finlande-avec-carte-sante') holder(FINNS[i], 'Finlandaise')

  if (layout === 'passeport/japon-avec-page-visa') {
    holder(JAPANESE[i], 'Japonaise')
    params.domicile = JAPANESE[i].domicile
  }

  if (layout === 'avis_imposition/frontalier-geneve-credit-8tk') {
    // Geneva salaries; the declarants file alone (no married name on this notice).
    options.person = {addressLines: i === 3 ? 3 : undefined, city: GENEVOIS[i], civility: (['M.', 'Mme', 'M.', 'Mme'] as const)[i]}
    options.grossEuros = [7120, 6480, 8210, 5890][i]
  }

  if (layout === 'bulletin_paie/saisonnier-agricole-tesa') {
    const farm = FARMS[i]
    options.employer = {city: farm.city, name: farm.name}
    params.crop = i
  }

  if (layout === 'attestation_rc_pro/telepilote-drone') {
    options.company = {...options.company, name: DRONE_OPERATORS[i].name}
    params.activity = DRONE_OPERATORS[i].activity
    params.insurer = i
  }

  if (layout === 'attestation_vigilance/association-cheque-emploi-associatif') {
    options.company = {...options.company, name: ASSOCIATIONS[i]}
    params.association = i
  }

  if (layout === 'facture_domicile/mobile-forfait-famille') params.operator = i

  if (layout === 'kbis/sa-directoire-conseil-surveillance') {
    options.company = {...options.company, ageYears: 3, legalForm: 'SA'}
    params.variant = i
  }

  if (layout === 'quittance_loyer/bail-commercial-trimestriel') {
    options.company = {...options.company, city: PREMISES[i]}
    params.manager = i
  }

  if (layout === 'rib/chequier-rib-et-cheque-annule') options.bank = CHEQUE_BANKS[[0, 2, 4, 3][i] % CHEQUE_BANKS.length]

  return {facts: makeFacts(rng, asOf, options), params}
}
