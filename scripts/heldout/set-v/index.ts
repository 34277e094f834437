/**
 * The ten held-out layouts of set v and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from January to October 2028; the payslips and the hostel's receipts fall in the month
 * before it), with a married woman (usage name; on the residence card she is the wife of an EU
 * citizen, whose name the card adds as "ép. X"; not on the Estonian card, whose holders carry
 * their birth names), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/plan-de-reglement-respecte: the tax compliance certificate of a company
 *   that holds a PAYMENT PLAN granted by its SIE and honoured so far (the public procurement code
 *   lets the office certify it as compliant): the DDFiP's block and the SIE's address (a decoy
 *   address), a framed box of references (reference, agent: a decoy person, "Demande reçue le": a
 *   decoy date, the plan's number); the company as VALUES IN COLUMNS under column titles in a
 *   ruled table ("Dénomination" without the legal form, "Forme juridique" in full WRAPPED in its
 *   narrow column, "N° SIREN" grouped, "N° TVA intracommunautaire" in ONE BLOCK); the request made
 *   by the company's ACCOUNTING FIRM (a decoy company with its own SIREN grouped); the certifying
 *   sentence with the situation date and the plan's grant date; the plan's INSTALMENTS as two
 *   side-by-side tables (due and payment dates: decoys); the taxes table; the issue date ONLY in
 *   "Fait à Rouen, le 19 janvier 2028" (the month in words); the office's round stamp.
 * - attestation_rc_pro/diagnostiqueur-immobilier: the liability certificate a PROPERTY SURVEYOR
 *   (energy performance, asbestos, lead, termites, gas, electricity) must attach to every technical
 *   file (four invented insurers): a RULED LABEL | VALUE TABLE ("Assuré" the name FOLLOWED by its
 *   legal form, the SIREN grouped with "RCS <town>", the address, the contract number, the
 *   contract's first inception: a decoy, the manager as reference technician: a decoy person);
 *   the period as TWO LABEL-ABOVE-VALUE CELLS "Prise d'effet" |
 *   "Expiration" in a framed band (the calendar year); the activities in a framed box; the
 *   CERTIFIED TECHNICIANS table (domains, certifying bodies, certificate numbers and validity
 *   dates: decoys); the limits (the decree's minimums quoted with its date: a decoy); the signing
 *   date (a decoy).
 * - attestation_vigilance/firme-etrangere-cnfe: the vigilance certificate of a FOREIGN COMPANY
 *   WITHOUT AN ESTABLISHMENT IN FRANCE (a German GmbH, a Spanish S.L., a Portuguese Lda., an
 *   Italian S.r.l.) that declares its staff to the Urssaf's NATIONAL CENTRE FOR FOREIGN FIRMS: the
 *   centre's address (a decoy); "Date de délivrance / Date of issue" ABOVE its value in a framed
 *   box at the top right with the certificate's number (a decoy); BILINGUAL label / value rows
 *   (French labels, the English in grey italics under them): the name WITH ITS FOREIGN LEGAL FORM,
 *   the French SIRET grouped, the REGISTERED OFFICE ABROAD with the country in capitals, the home
 *   register entry and the foreign VAT number (decoy identifiers), the REPRESENTATIVE IN FRANCE (a
 *   decoy company with a French address), the staff, the contributor account (a decoy); the
 *   situation date (a decoy); the security code in a framed box.
 * - bulletin_paie/gardien-immeuble-copropriete: the payslip of a RESIDENTIAL CARETAKER (category B,
 *   IDCC 1043) employed by a CO-OWNERS' SYNDICATE REPRESENTED BY ITS SYNDIC: the syndicate's long
 *   name WRAPPING (one named after its street, "SYNDICAT DES COPROPRIÉTAIRES DU 18 BOULEVARD
 *   GAMBETTA"), the building's address and SIRET grouped, then "Représenté par son syndic" with the
 *   syndic's name, address and SIRET (decoys); the caretaker's window ("Monsieur GAUTIER Thomas",
 *   "Loge du gardien"; the birth name under it for a married woman); a STRIP OF LABEL-ABOVE-VALUE
 *   CELLS ("Période" "Mars 2028" in words; payment and entry dates, "10 000 UV", the social
 *   security number: decoys); six columns with the employer's share (a decoy column); the LODGE
 *   AS HOUSING IN KIND added to the gross and taken back after the contributions; the totals as
 *   VALUES IN COLUMNS with a month row and a year-to-date row (decoys).
 * - cni/estonie-isikutunnistus: an ESTONIAN identity card (2021 model) copied front above back at
 *   about 135 %, the bank adviser having HIGHLIGHTED the document number and the expiry date in
 *   yellow and written "pièce vue en original, vérifiée le 14/01/28" in the margin (a decoy date):
 *   Estonian captions in capitals with the English after a slash, Estonian letters in the names
 *   ("MÄGI", "PÕLD"), the sex "N/F" or "M/M", DOTTED DATES, the PERSONAL CODE that spells the birth
 *   date (a decoy number, repeated on the back), the CAN in the corner (a decoy); on the back the
 *   place and date of issue as ONE VALUE with the authority first ("PPA 03.05.2023", "EV SAATKOND
 *   PARIIS 03.05.2023"), the place of birth, TD1 MRZ "IDEST".
 * - facture_domicile/internet-satellite: the monthly invoice of a SATELLITE INTERNET service for a
 *   rural home, from a company established in Ireland or Luxembourg that bills French VAT (four
 *   invented operators): the WORDMARK in capitals at the top left; "FACTURE" with label / value
 *   references at the right, "Date de facture" in ISO FORM ("2028-01-19"); "Facturé à" with the
 *   customer's name AS TYPED ("Thomas Gautier": mixed case, no civility) over the address as typed;
 *   the service address on one line with the terminal's GPS position and the kit's serial number
 *   (decoys); "Payé par carte **** 4821 le ..." (a decoy date); the service period and the next
 *   charge with abbreviated months (decoys); the foreign registered office (a decoy address).
 * - kbis/eurl-liquidation-amiable: the Kbis of a ONE-MEMBER SARL IN VOLUNTARY LIQUIDATION, whose
 *   former manager is now the LIQUIDATOR (the legal representative): serif type, the greffe
 *   centred at the top with its address (a decoy), "à jour au 14/03/2028" right-aligned, UNDERLINED
 *   section titles and unruled label / value rows; the SIREN grouped with "R.C.S.", the seat ON ONE
 *   LINE, the DISSOLUTION with its date and the SEAT OF THE LIQUIDATION at the liquidator's home (a
 *   decoy address), the liquidator ("Nom, prénoms : GAUTIER Thomas Pierre"; "Nom d'usage" for a
 *   married woman), the activity, its start and the date it ceased, the mention with the decision's
 *   and the legal notice's dates (decoys).
 * - quittance_loyer/foyer-jeunes-travailleurs: the monthly statement of a YOUNG WORKERS' HOSTEL
 *   (résidence Habitat Jeunes run by an association): the RECEIPT of the month paid above a dashed
 *   cut line and the NOTICE OF THE NEXT MONTH's charge under it (a decoy month, due and debit
 *   dates); the association's HEAD OFFICE address (a decoy address); a strip of label-above-value
 *   references ("Date d'édition": the truth; the entry date: a decoy); the resident's window
 *   ("GAUTIER Thomas": surname then first given name, no civility) over the lodging, the residence
 *   and its address; the receipt sentence with the amount in words; the "redevance" split into
 *   rent, charges and services with the housing benefit paid to the manager deducted. The residents
 *   are 23 to 27 years old.
 * - rib/conditions-particulieres-convention: the SPECIAL CONDITIONS page of a company's business
 *   current account agreement, sent in place of a RIB (high-street, mutualist and postal banks of
 *   the generator): numbered sections under dark bands, each a GRID OF LABEL-ABOVE-VALUE cells (the
 *   holder as the bank names it, the legal form in full, the SIREN, the seat, the representative:
 *   a decoy person; the account's nature and OPENING DATE: a decoy; "Agence gestionnaire
 *   (domiciliation)" with the BRANCH'S STREET ADDRESS in a cell of its own beside it: a decoy; the
 *   national form in four cells; the IBAN IN BOXES OF FOUR CHARACTERS; the BIC); the services as
 *   CHECKBOXES with amounts and a rate; the signatures (the adviser: a decoy person).
 * - titre_sejour/membre-famille-citoyen-ue: the five-year residence card of a NON-EU FAMILY MEMBER
 *   OF AN EU CITIZEN ("CARTE DE SÉJOUR - MEMBRE DE FAMILLE D'UN CITOYEN DE L'UNION") scanned FRONT
 *   AND BACK SIDE BY SIDE on a LANDSCAPE page at about 135 %, with a bank's document-management
 *   STICKER (file number, barcode, "Indexé le ...": decoys): French captions with the English after
 *   a slash, the birth name with "ép. FERREIRA" ON THE LINE UNDER IT in the same field for the
 *   married woman, given names separated by spaces, dates SPACED ("14 02 1985"), the type of
 *   permit wrapped, the AGDREF number (a decoy), "DATE DE DÉLIVRANCE" on the back, TD1 MRZ
 *   "IRFRA"; Brazilian, Moroccan, Senegalese and Vietnamese holders.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the payment plan certificate's `denomination` is the "Dénomination" column (no
 * legal form), `siren` printed grouped, `tva_intracom` in one block, `date_emission` the "Fait à
 * ..., le" date in words (the request's and situation dates are decoys); the surveyor's `assure`
 * is the name followed by its legal form ("NOVADIAG SARL"), `assure_siren` printed grouped,
 * `periode_debut`/`periode_fin` the "Prise d'effet" and "Expiration" cells, `activites` the
 * framed box's text, `assureur` the letterhead's name; the foreign firm's `denomination` is the
 * name as printed with its foreign legal form ("KELLER MONTAGEBAU GmbH"), `adresse` the office
 * abroad's lines with the country ("Industriestraße 14, 79576 Weil am Rhein, ALLEMAGNE"),
 * `date_emission` the framed "Date de délivrance"; the caretaker's `salarie_nom` is "Monsieur
 * GAUTIER Thomas", `employeur` the syndicate's full name (wrapped over two lines), its SIRET (not
 * the syndic's), `periode` the "Période" cell in words, `brut` includes the lodge,
 * `net_avant_impot` is after the lodge is taken back (below the taxable net); the Estonian card's
 * `nom` is the surname with its Estonian letters, `prenoms` in capitals separated by spaces,
 * `numero_document` the document number (not the personal code nor the CAN), `date_delivrance`
 * the date inside "PPA 03.05.2023"; the satellite invoice's `titulaire` is "Thomas Gautier" as
 * typed, `adresse` the billing lines (not the one-line service address), `emetteur` the wordmark
 * ("ORBITALIS"), `date_emission` the ISO "Date de facture"; the liquidation Kbis's
 * `representant_legal` is the liquidator's surname and all given names, `adresse_siege` the seat
 * (printed on one line; not the seat of the liquidation), `forme_juridique` "Société à
 * responsabilité limitée à associé unique", `date_extrait` the "à jour au" date; the hostel's
 * `titulaire` is "GAUTIER Thomas", `adresse` the lodging's four lines (lodging, residence, street,
 * town; not the head office), `date_emission` the "Date d'édition"; the agreement's `titulaire`
 * is the holder as the bank names it, `domiciliation` the branch's name in its cell (its street
 * address is in the next cell); the residence card's `nom` is the birth name (not the "ép." line),
 * `prenoms` in capitals separated by spaces, the dates spaced.
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {cniEstonie} from './cni-estonie.js'
import {factureInternetSatellite} from './facture-internet-satellite.js'
import {fiscalePlanReglement} from './fiscale-plan-reglement.js'
import {kbisEurlLiquidation} from './kbis-eurl-liquidation.js'
import {paieGardienImmeuble} from './paie-gardien-immeuble.js'
import {quittanceFoyerJeunesTravailleurs} from './quittance-foyer-jeunes-travailleurs.js'
import {rcproDiagnostiqueur} from './rcpro-diagnostiqueur.js'
import {ribConditionsParticulieres} from './rib-conditions-particulieres.js'
import {titreSejourMembreFamilleUe} from './titre-sejour-membre-famille-ue.js'
import {vigilanceFirmeEtrangere} from './vigilance-firme-etrangere.js'

export const HELDOUT_SEED = 2222

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout24'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/plan-de-reglement-respecte': fiscalePlanReglement,
  'attestation_rc_pro/diagnostiqueur-immobilier': rcproDiagnostiqueur,
  'attestation_vigilance/firme-etrangere-cnfe': vigilanceFirmeEtrangere,
  'bulletin_paie/gardien-immeuble-copropriete': paieGardienImmeuble,
  'cni/estonie-isikutunnistus': cniEstonie,
  'facture_domicile/internet-satellite': factureInternetSatellite,
  'kbis/eurl-liquidation-amiable': kbisEurlLiquidation,
  'quittance_loyer/foyer-jeunes-travailleurs': quittanceFoyerJeunesTravailleurs,
  'rib/conditions-particulieres-convention': ribConditionsParticulieres,
  'titre_sejour/membre-famille-citoyen-ue': titreSejourMembreFamilleUe,
}

const AS_OF = ['2028-01-25', '2028-04-18', '2028-07-11', '2028-10-24']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; city: City}

/** Family members of EU citizens: the nationality code, the EU spouse's surname for a married woman. */
const FAMILY_MEMBERS: (Holder & {code: string; nationality: string})[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', code: 'BRA', given: ['Rafael', 'Augusto'], nationality: 'Brésilienne', place: 'RECIFE (BRÉSIL)', surname: 'SOUZA LIMA'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', code: 'MAR', given: ['Fatima', 'Zahra'], nationality: 'Marocaine', place: 'FÈS (MAROC)', surname: 'EL AMRANI', usage: 'FERREIRA'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'M.', code: 'SEN', given: ['Mamadou', 'Lamine'], nationality: 'Sénégalaise', place: 'THIÈS (SÉNÉGAL)', surname: 'DIALLO'},
  {city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'Mme', code: 'VNM', given: ['Thi', 'Huong'], nationality: 'Vietnamienne', place: 'HANOÏ (VIÊT NAM)', surname: 'TRAN', usage: 'WEBER'},
]

/** Estonians living in France (the card carries the birth name), the authority and the place of birth. */
const ESTONIANS: (Holder & {authority: string})[] = [
  {authority: 'PPA', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'M.', given: ['Andres', 'Mihkel'], place: 'TALLINN', surname: 'KASK'},
  {authority: 'EV SAATKOND PARIIS', city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, civility: 'Mme', given: ['Kadri', 'Liis'], place: 'TARTU', surname: 'SAAR'},
  {authority: 'PPA', city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'M.', given: ['Märt'], place: 'PÄRNU', surname: 'MÄGI'},
  {authority: 'EV SAATKOND PARIIS', city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', given: ['Triin', 'Kertu'], place: 'NARVA', surname: 'PÕLD'},
]

/** The companies' towns (fiscale-plan-reglement.ts OFFICES, in order). */
const PLAN_TOWNS: City[] = [
  {city: 'Rouen', dept: '76', greffe: 'Rouen', postcode: '76000'},
  {city: 'Orléans', dept: '45', greffe: 'Orléans', postcode: '45000'},
  {city: 'Limoges', dept: '87', greffe: 'Limoges', postcode: '87000'},
  {city: 'Metz', dept: '57', greffe: 'Metz', postcode: '57000'},
]

/** Property surveyors: name and the activities their certificate lists. */
const SURVEYORS: {name: string; activity: string}[] = [
  {activity: 'Diagnostics techniques immobiliers réglementaires : DPE, amiante, plomb (CREP), termites, gaz, électricité, mesurages loi Carrez et loi Boutin', name: 'NOVADIAG'},
  {activity: "Dossiers de diagnostic technique avant vente et avant location, audit énergétique réglementaire, état des risques et pollutions", name: 'DIAG HABITAT CONSEIL'},
  {activity: 'Repérage de l\'amiante avant travaux et avant démolition, constats plomb, états parasitaires et DPE des bâtiments tertiaires', name: 'EXPERTISES TECHNIQUES DU LITTORAL'},
  {activity: 'Diagnostics immobiliers réglementaires (DPE, gaz, électricité, termites) et mesurage des surfaces habitables', name: 'ALLO DIAG IMMO'},
]

/** The co-owners' syndicates employing the caretakers (paie-gardien-immeuble.ts BUILDINGS, in order). */
const SYNDICATES: {name: string; city: City}[] = [
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44300'}, name: 'SYNDICAT DES COPROPRIÉTAIRES RÉSIDENCE LE PARC DES ÉTANGS'},
  {city: {city: 'Nice', dept: '06', greffe: 'Nice', postcode: '06000'}, name: 'SYNDICAT DES COPROPRIÉTAIRES DU 18 BOULEVARD GAMBETTA'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69006'}, name: "SDC RÉSIDENCE LES JARDINS DE L'ORANGERIE"},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, name: 'SYNDICAT DES COPROPRIÉTAIRES IMMEUBLE LE VERMEER'},
]

/** Rural towns of the satellite internet subscribers. */
const RURAL: City[] = [
  {city: 'Saint-Flour', dept: '15', greffe: 'Aurillac', postcode: '15100'},
  {city: 'Millau', dept: '12', greffe: 'Rodez', postcode: '12100'},
  {city: 'Bourganeuf', dept: '23', greffe: 'Guéret', postcode: '23400'},
  {city: 'Lectoure', dept: '32', greffe: 'Auch', postcode: '32700'},
]

/** The hostels' residents' birth dates (23 to 27 years old) and towns (quittance-foyer-jeunes-travailleurs.ts RESIDENCES, in order). */
const RESIDENTS: {birthDate: string; city: City}[] = [
  {birthDate: '2004-06-12', city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'}},
  {birthDate: '2002-11-03', city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35200'}},
  {birthDate: '2005-02-27', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69008'}},
  {birthDate: '2001-09-18', city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37100'}},
]

/** Banks whose agreements are on paper at a branch (not the neobank nor the online business bank). */
const BRANCH_BANKS = BANKS.filter((b) => b.kind !== 'neobank' && b.kind !== 'online-business')

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout24:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname, usageName: p.usage}
  }

  if (layout === 'titre_sejour/membre-famille-citoyen-ue') {
    const p = FAMILY_MEMBERS[i]
    holder(p, p.nationality)
    params.code = p.code
  }

  if (layout === 'cni/estonie-isikutunnistus') {
    const p = ESTONIANS[i]
    holder(p, 'Estonienne')
    params.authority = p.authority
    params.birthPlace = p.place
  }

  if (layout === 'attestation_fiscale/plan-de-reglement-respecte') {
    options.company = {...options.company, city: PLAN_TOWNS[i]}
    params.office = i
  }

  if (layout === 'attestation_rc_pro/diagnostiqueur-immobilier') {
    options.company = {...options.company, legalForm: (['SARL', 'SAS', 'EURL', 'SASU'] as const)[i], name: SURVEYORS[i].name}
    params.activity = SURVEYORS[i].activity
    params.insurer = i
  }

  if (layout === 'attestation_vigilance/firme-etrangere-cnfe') params.firm = i

  if (layout === 'bulletin_paie/gardien-immeuble-copropriete') {
    options.employer = {city: SYNDICATES[i].city, name: SYNDICATES[i].name}
    params.building = i
  }

  if (layout === 'facture_domicile/internet-satellite') {
    options.person = {...options.person, city: RURAL[i]}
    params.operator = i
  }

  if (layout === 'kbis/eurl-liquidation-amiable') {
    options.company = {...options.company, ageYears: 4, legalForm: 'EURL'}
    params.variant = i
  }

  if (layout === 'quittance_loyer/foyer-jeunes-travailleurs') {
    options.person = {...options.person, birthDate: RESIDENTS[i].birthDate, city: RESIDENTS[i].city}
    params.residence = i
  }

  if (layout === 'rib/conditions-particulieres-convention') {
    options.bank = BRANCH_BANKS[[0, 2, 4, 3][i] % BRANCH_BANKS.length]
    params.adviser = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
