/**
 * The ten held-out layouts of set s and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from December 2026 to November 2027; the payslips and rent receipts fall in the month
 * before it), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/association-assujettie-tva: the tax compliance certificate of an
 *   ASSOCIATION (loi de 1901) whose lucrative sector pays VAT and the commercial taxes (a riding
 *   school, a theatre, a cycling club, a youth and culture centre): the State block at the left,
 *   the references at the right as LABEL-ABOVE-VALUE pairs ("Référence", "Affaire suivie par": a
 *   decoy, "Date": the issue date); a GRID OF CELLS with the label above the value ("Dénomination",
 *   "SIREN" in one block of nine digits, "N° RNA" and "Date de publication au JOAFE": decoys, the
 *   form "Association déclarée", the president: a decoy, the seat, the object); the VAT number
 *   only INSIDE A SENTENCE, spaced in four groups ("FR 32 812 345 676"); a table of taxes with a
 *   financial year closing on 31 August and the situation date (decoys); the office's stamp.
 * - attestation_vigilance/verification-en-ligne: the Urssaf website's "VÉRIFIER UNE ATTESTATION"
 *   page as a client company prints it from its browser: the print header with the print date and
 *   time (decoys) and the URL footer; the FORM as filled in (the SIRET grouped and the SECURITY
 *   CODE in input boxes); a green box "Cette attestation est authentique." with a SENTENCE "a été
 *   délivrée le 12/02/2027 à l'entreprise NOVACODE SAS"; a two-column table of the certificate's
 *   details ("Raison sociale" without the legal form, the legal form in full, SIRET, the
 *   establishment's address on one line, the contributor account and the up-to-date date:
 *   decoys); a table of the last monthly declarations (periods, headcount, payroll, filing dates:
 *   decoys); the verification id (a decoy).
 * - bulletin_paie/marin-enim: the payslip of a SEAFARER under the ENIM scheme (a passenger line, a
 *   towage company, a fishing company, a shuttle operator): "BULLETIN DE SALAIRE - MARIN" and "Paie
 *   de février 2027" (the month IN WORDS, lower case) in a dark band at the right, the shipowner
 *   at the left with its SIRET grouped; the seafarer "GAUTIER Thomas Pierre" (surname then ALL
 *   given names, no civility) with "née MARTIN" under it for a married woman; at the right the
 *   seafarer number, maritime district, ship and IMO number, function, ENIM category and the
 *   embarkation dates (decoys); the ENIM FLAT-RATE SALARY of the category printed in bold over
 *   the table (a decoy amount); five columns (label, base, rate, gains, deductions); the net before
 *   tax and the taxable net in a stack of boxes, the net paid (a decoy), year-to-date totals.
 * - cni/autriche-fiche-controle-banque: an AUSTRIAN identity card copied front above back at about
 *   125 % onto a French bank's IDENTITY CHECK SHEET: the sheet's fields at the top (the customer
 *   as the bank knows him or her, "Mme Katharina MOREL", the married woman's French usage name
 *   that the card does not carry; the check date and the adviser: decoys); TRILINGUAL German /
 *   English / French captions, values in capitals, DOTTED DATES ("14.02.1985"), the document number
 *   (a letter and seven digits), on the back the date of issue, the authority, the place of birth,
 *   the height, TD1 MRZ "IDAUT"; a checklist and the adviser's signature.
 * - facture_domicile/redevance-ordures-menageres: the half-yearly INCENTIVE WASTE COLLECTION
 *   CHARGE of a rural COMMUNAUTÉ DE COMMUNES printed as a public "AVIS DES SOMMES À PAYER": the
 *   intercommunality's name at the top left (the issuer), right-aligned references (budget year,
 *   roll and bill numbers, "Date d'émission"), the debtor's window "M. GAUTIER Thomas" (civility,
 *   surname, first given name) over the address; the collection address repeated on one line;
 *   the charge's table; the LIFT DATES of the bin (decoys); the payment deadline (a decoy); the
 *   PUBLIC ACCOUNTANT who collects with its address and the PayFiP references (decoys); a
 *   detachable slip repeating the debtor and the amount.
 * - kbis/tribunal-mixte-outre-mer: the Kbis of a company registered at the registry of an
 *   overseas TRIBUNAL MIXTE DE COMMERCE (Fort-de-France, Pointe-à-Pitre, Saint-Denis de La
 *   Réunion, Cayenne), printed by older software in a MONOSPACED FONT, ALL IN CAPITALS: a
 *   two-column header with "À JOUR AU 06/03/2027" at the right; rows "LABEL ....... : VALUE"; the
 *   TRADE NAME and the SIGN beside the name (decoy names); the deposit of the articles, the start
 *   of activity, the duration (decoy dates); the manager as surname then all given names.
 * - passeport/canada: a CANADIAN passport's data page photocopied at about 145 % under the facing
 *   page: BILINGUAL English / French captions, dates with ENGLISH AND FRENCH MONTH ABBREVIATIONS
 *   ("14 FEB /FÉV 1985", "03 JUL /JUIL 2023"), "CANADIAN/CANADIENNE", the place of birth with "CAN",
 *   the passport number (two letters, six digits), TD3 MRZ "P<CAN"; on the facing page the
 *   EMERGENCY CONTACT written by hand (a decoy person carrying the holder's surname, a phone
 *   number); a bank adviser's STICKY NOTE with the customer's name as the bank records it (the
 *   French usage name of a married woman, who keeps her birth name on the passport) and a date.
 * - quittance_loyer/office-notarial: the rent receipt of a dwelling whose letting a NOTARY'S
 *   OFFICE manages: a two-column header (the office, its notaries and address at the left:
 *   decoys; "QUITTANCE DE LOYER", the file and lot references and "Terme de janv. 2027" at the
 *   right); the OWNERS for whom the office acts at the left (decoy persons and address), the
 *   tenant's window at the right ("Madame Claire DUBOIS" over the dwelling's lines); the receipt's
 *   SENTENCE with the amount in figures and words and the dwelling inline; the tenant's ACCOUNT as
 *   a ledger (decoy dates: the call of the term, the payment); the issue date as "Vannes, le 8
 *   févr. 2027" (an ABBREVIATED MONTH) over the rental manager's signature (a decoy person).
 * - rib/banque-privee-courrier: a PRIVATE BANK's letter enclosing the bank details of a company's
 *   current account (four invented private banks): the serif letterhead, the private banker at the
 *   left (a decoy person), the addressee at the right (the holder, "À l'attention de" the manager,
 *   the company's address: a decoy address), the letter's date (a decoy), a paragraph with the
 *   securities account and term deposit numbers (decoys); a framed "RELEVÉ D'IDENTITÉ BANCAIRE"
 *   with the holder, the NATIONAL FORM in LABEL-ABOVE-VALUE cells, the IBAN in groups of four, the
 *   BIC beside it, "Domiciliation" on one line; the bank's legal line with its HEAD OFFICE address
 *   (a decoy for three of the four banks).
 * - titre_sejour/travailleur-temporaire-controle-employeur: a "CARTE DE SÉJOUR TEMPORAIRE -
 *   TRAVAILLEUR TEMPORAIRE" copied front above back at about 130 % on the EMPLOYER'S HR form: the
 *   employee as HR knows him or her ("Mme Maria LEROY": a married woman's usage name, not on the
 *   card), the post, the hiring date and the end of the fixed-term contract (decoys); French
 *   captions with English after a slash, DOTTED DATES, given names with commas, the remark
 *   "TRAVAILLEUR TEMPORAIRE - AUTORISE SON TITULAIRE À TRAVAILLER", on the back the DATE DE
 *   DÉLIVRANCE, the prefecture, the foreign national's number (a decoy), TD1 MRZ "IRFRA"; the HR's
 *   rotated stamp "AUTHENTICITÉ VÉRIFIÉE AUPRÈS DE LA PRÉFECTURE LE ..." (a decoy date).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the association's certificate's `denomination` is the "Dénomination" cell (an
 * association has no legal form), `siren` the nine digits in one block, `tva_intracom` unspaced
 * (printed "FR 32 812 345 676" in a sentence), `date_emission` the "Date" among the references;
 * the verification page's `denomination` is the "Raison sociale" row (without the legal form; the
 * sentence adds it), `adresse` the establishment's address as one printed line, `date_emission`
 * the date in the result sentence (not the print date), `code_securite` the code as typed in the
 * form; the seafarer's payslip's `salarie_nom` is "GAUTIER Thomas Pierre", `periode` the month in
 * words, `employeur` the shipowner's name as printed, the amounts those of the gross line and the
 * boxes (the ENIM flat-rate salary is a decoy); the Austrian card's `nom` is the surname on the
 * card (the birth name; the usage name is only on the bank's sheet), `prenoms` in capitals
 * separated by spaces, the dates dotted; the waste charge's `emetteur` is the communauté de
 * communes as printed at the top left (not the public accountant), `titulaire` "M. GAUTIER
 * Thomas" as the window prints it, `adresse` the window's lines joined with ", ", `date_emission`
 * the "Date d'émission"; the overseas Kbis's values are all in capitals as printed
 * (`denomination`, `forme_juridique` in full, `adresse_siege` the seat's lines joined with ", ",
 * `activite`, `representant_legal` the surname and all given names), `date_extrait` the "À JOUR
 * AU" date; the Canadian passport's `nom` is the surname on the passport, `prenoms` in capitals,
 * the dates bilingual ("14 FEB /FÉV 1985"); the notary's receipt's `titulaire` is "Madame Claire
 * DUBOIS", `adresse` the window's lines, `date_emission` the abbreviated "le 8 févr. 2027"; the
 * private bank's RIB `titulaire` is the holder as printed, `domiciliation` the printed line (the
 * branch's name and address); the temporary worker's card's `nom` is the birth name, `prenoms`
 * with commas, `date_delivrance` the back's "DATE DE DÉLIVRANCE" (not the HR stamp's date).
 */
import {makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {cniAutricheFicheBanque} from './cni-autriche-fiche-banque.js'
import {factureRedevanceOrdures} from './facture-redevance-ordures.js'
import {fiscaleAssociationTva} from './fiscale-association-tva.js'
import {kbisTribunalMixteOutreMer} from './kbis-tribunal-mixte-outre-mer.js'
import {paieMarinEnim} from './paie-marin-enim.js'
import {passeportCanada} from './passeport-canada.js'
import {quittanceOfficeNotarial} from './quittance-office-notarial.js'
import {PRIVATE_BANK_CODES, ribBanquePrivee} from './rib-banque-privee.js'
import {titreSejourTravailleurTemporaire} from './titre-sejour-travailleur-temporaire.js'
import {vigilanceVerificationEnLigne} from './vigilance-verification-en-ligne.js'

export const HELDOUT_SEED = 1919

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout21'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/association-assujettie-tva': fiscaleAssociationTva,
  'attestation_vigilance/verification-en-ligne': vigilanceVerificationEnLigne,
  'bulletin_paie/marin-enim': paieMarinEnim,
  'cni/autriche-fiche-controle-banque': cniAutricheFicheBanque,
  'facture_domicile/redevance-ordures-menageres': factureRedevanceOrdures,
  'kbis/tribunal-mixte-outre-mer': kbisTribunalMixteOutreMer,
  'passeport/canada': passeportCanada,
  'quittance_loyer/office-notarial': quittanceOfficeNotarial,
  'rib/banque-privee-courrier': ribBanquePrivee,
  'titre_sejour/travailleur-temporaire-controle-employeur': titreSejourTravailleurTemporaire,
}

const AS_OF = ['2026-12-08', '2027-03-16', '2027-07-06', '2027-11-09']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; city: City}

/** Austrians living in France: names (birth name on the card), birth place, authority. */
const AUSTRIANS: (Holder & {authority: string})[] = [
  {authority: 'LPD WIEN', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', given: ['Lukas', 'Maximilian'], place: 'WIEN', surname: 'HUBER'},
  {authority: 'BH INNSBRUCK-LAND', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['Katharina', 'Theresia'], place: 'INNSBRUCK', surname: 'GRUBER', usage: 'MOREL'},
  {authority: 'ÖSTERREICHISCHE BOTSCHAFT PARIS', city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'M.', given: ['Florian'], place: 'GRAZ', surname: 'PICHLER'},
  {authority: 'MAGISTRAT SALZBURG', city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'Mme', given: ['Johanna', 'Sophie'], place: 'SALZBURG', surname: 'STEINBÖCK'},
]

/** Canadians living in France: names, place of birth, authority, the emergency contact's first name (a decoy). */
const CANADIANS: (Holder & {authority: string; contact: string})[] = [
  {authority: 'GATINEAU', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'M.', contact: 'Louise', given: ['Olivier', 'Jean'], place: 'MONTRÉAL CAN', surname: 'TREMBLAY'},
  {authority: 'PARIS', city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', contact: 'Denis', given: ['Émilie', 'Anne'], place: 'QUÉBEC CAN', surname: 'GAGNON', usage: 'FAURE'},
  {authority: 'MISSISSAUGA', city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, civility: 'M.', contact: 'Fiona', given: ['Ryan'], place: 'HALIFAX CAN', surname: 'MACDONALD'},
  {authority: 'GATINEAU', city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'Mme', contact: 'Patrick', given: ['Sarah', 'Elizabeth'], place: 'TORONTO CAN', surname: "O'BRIEN"},
]

/** Temporary workers: names, birth place, nationality code; each lives near the employer of the same index (titre-sejour-travailleur-temporaire.ts). */
const WORKERS: (Holder & {code: string; nationality: string})[] = [
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'M.', code: 'TUN', given: ['Mohamed', 'Amine'], nationality: 'Tunisienne', place: 'SFAX (TUNISIE)', surname: 'BEN SALAH'},
  {city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'}, civility: 'Mme', code: 'PHL', given: ['Maria', 'Cristina'], nationality: 'Philippine', place: 'MANILLE (PHILIPPINES)', surname: 'REYES SANTOS', usage: 'LEROY'},
  {city: {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'}, civility: 'M.', code: 'IND', given: ['Arjun'], nationality: 'Indienne', place: 'KOCHI (INDE)', surname: 'NAIR'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, civility: 'Mme', code: 'COL', given: ['Valentina'], nationality: 'Colombienne', place: 'MEDELLÍN (COLOMBIE)', surname: 'GÓMEZ RESTREPO'},
]

/** Shipowners employing the seafarer: name as printed, home port. */
const SHIPOWNERS: {name: string; city: City}[] = [
  {city: {city: 'Saint-Malo', dept: '35', greffe: 'Saint-Malo', postcode: '35400'}, name: 'ARMEMENT BREIZH PASSAGERS'},
  {city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13002'}, name: 'SOCIÉTÉ MÉDITERRANÉENNE DE REMORQUAGE'},
  {city: {city: 'Boulogne-sur-Mer', dept: '62', greffe: 'Boulogne-sur-Mer', postcode: '62200'}, name: "ARMEMENT CÔTE D'OPALE PÊCHE"},
  {city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'}, name: 'NAVETTES DES PERTUIS'},
]

/** VAT-registered associations (fiscale-association-tva.ts ASSOCIATIONS, in order). */
const ASSOCIATION_NAMES = ['CENTRE ÉQUESTRE DES QUATRE VENTS', 'THÉÂTRE DES DEUX RIVES', 'UNION CYCLISTE DU VAL DE SAÔNE', 'MAISON DES JEUNES ET DE LA CULTURE DU PLATEAU']

/** Overseas towns with a tribunal mixte de commerce. */
const OVERSEAS: City[] = [
  {city: 'Fort-de-France', dept: '972', greffe: 'Fort-de-France', postcode: '97200'},
  {city: 'Pointe-à-Pitre', dept: '971', greffe: 'Pointe-à-Pitre', postcode: '97110'},
  {city: 'Saint-Denis', dept: '974', greffe: 'Saint-Denis de La Réunion', postcode: '97400'},
  {city: 'Cayenne', dept: '973', greffe: 'Cayenne', postcode: '97300'},
]

/** The towns of the four notary's offices' tenants (quittance-office-notarial.ts OFFICES, in order). */
const NOTARY_TOWNS: City[] = [
  {city: 'Vannes', dept: '56', greffe: 'Vannes', postcode: '56000'},
  {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'},
  {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
]

/** The towns of the four intercommunalities' households (facture-redevance-ordures.ts COMMUNITIES, in order). */
const WASTE_TOWNS: City[] = [
  {city: 'Parthenay', dept: '79', greffe: 'Niort', postcode: '79200'},
  {city: 'Coligny', dept: '01', greffe: 'Bourg-en-Bresse', postcode: '01270'},
  {city: 'Saint-Claude', dept: '39', greffe: 'Lons-le-Saunier', postcode: '39200'},
  {city: 'Gisors', dept: '27', greffe: 'Évreux', postcode: '27140'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout21:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname, usageName: p.usage}
  }

  if (layout === 'cni/autriche-fiche-controle-banque') {
    const p = AUSTRIANS[i]
    holder(p, 'Autrichienne')
    params.authority = p.authority
  }

  if (layout === 'passeport/canada') {
    const p = CANADIANS[i]
    holder(p, 'Canadienne')
    params.authority = p.authority
    params.contact = p.contact
  }

  if (layout === 'titre_sejour/travailleur-temporaire-controle-employeur') {
    const p = WORKERS[i]
    holder(p, p.nationality)
    params.code = p.code
    params.employer = i
  }

  if (layout === 'bulletin_paie/marin-enim') {
    const e = SHIPOWNERS[i]
    options.employer = {city: e.city, name: e.name}
    params.owner = i
  }

  if (layout === 'attestation_fiscale/association-assujettie-tva') {
    options.company = {...options.company, name: ASSOCIATION_NAMES[i]}
    params.association = i
  }

  if (layout === 'kbis/tribunal-mixte-outre-mer') {
    options.company = {...options.company, ageYears: 2, city: OVERSEAS[i], legalForm: (['SAS', 'SARL', 'SASU', 'EURL'] as const)[i]}
  }

  if (layout === 'quittance_loyer/office-notarial') {
    // The office manages lettings in its own area: the tenant lives there.
    options.person = {...options.person, city: NOTARY_TOWNS[i]}
    params.office = i
  }

  if (layout === 'facture_domicile/redevance-ordures-menageres') {
    options.person = {...options.person, city: WASTE_TOWNS[i]}
    params.community = i
  }

  if (layout === 'rib/banque-privee-courrier') {
    options.bank = PRIVATE_BANK_CODES[i]
    params.bank = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
