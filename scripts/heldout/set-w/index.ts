/**
 * The ten held-out layouts of set w and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (February, May, August and November 2028; the payslips and the seniors' receipts fall in
 * the month before it), with a married woman (usage name; not on the Swiss passport, whose holders
 * carry their birth names), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/premier-exercice-en-cours: the tax compliance certificate of a company
 *   CREATED ABOUT A YEAR AGO whose FIRST, LONG FINANCIAL YEAR IS STILL OPEN (no corporate tax due
 *   yet, no CFE the first year, only the VAT instalments of the simplified scheme): the SIE's
 *   block and address (a decoy address), a framed box with the certificate's number (a decoy) and
 *   a 2D-Doc-like seal; sections under TINTED BANDS whose rows have the LABEL AT THE LEFT AND THE
 *   VALUE FAR TO THE RIGHT, no colon, no leader ("Dénomination" the name alone, the short legal
 *   form, "SIREN" IN ONE BLOCK, the VAT number GROUPED "FR 67 947 055 315", the seat on one line,
 *   the start of activity and the first financial year "du ... au ...": decoys); the certifying
 *   sentence with the situation date (a decoy); the taxes' table (the last VAT payment's date: a
 *   decoy); a last section "DÉLIVRANCE" with "Date de délivrance" IN WORDS and "Valable jusqu'au"
 *   six months later (a decoy).
 * - attestation_rc_pro/transporteur-marchandises: a ROAD HAULIER's certificate (carrier's liability
 *   for the goods entrusted and general liability) from a transport insurer (four invented ones)
 *   THROUGH A BROKER: the insurer's name (wrapping over two lines for the longest) over its address,
 *   the broker's block with its ORIAS number (a decoy company and address); the insured as a RULED
 *   TABLE WITH THE VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Souscripteur / assuré": the name
 *   with its legal form WRAPPED in its column, "N° SIREN" grouped, the COMMUNITY LICENCE and the
 *   vehicles' count: decoys, "N° de contrat"); the seat under the table; the activities in a framed
 *   box; the period IN A BOLD SENTENCE WITH THE DATES IN WORDS ("du 1er octobre 2027 au 30 septembre
 *   2028 inclus") with the contract's first inception (a decoy); the limits per kilogram, consignment
 *   and event; the INSURED VEHICLES (registrations, makes, FIRST REGISTRATION DATES: decoys); "Fait
 *   à Dijon, le ..." (a decoy date).
 * - attestation_vigilance/plan-de-redressement: the vigilance certificate of a company that came out
 *   of RECEIVERSHIP WITH A CONTINUATION PLAN (up to date with the contributions due after the
 *   opening judgment and with the plan's instalments): a TWO-COLUMN PAGE; at the left the Urssaf's
 *   mark and regional address (a decoy), the company as LABEL : VALUE LINES (name alone, legal form,
 *   SIRET grouped, the address on its lines with the town in capitals), the certifying sentence with
 *   the situation date (a decoy), a TINTED "Procédure collective" BOX (the court, the OPENING
 *   JUDGMENT's date, the PLAN's judgment date in words, its duration, the PLAN SUPERVISOR and his
 *   or her office's address: decoys), the last declared periods (decoys); at the right a NARROW
 *   COLUMN OF LABEL-ABOVE-VALUE CARDS: "Date d'émission" (the truth, "02/02/2028"), the
 *   certificate's identifier (a decoy), "Code de sécurité" (the truth, Courier), the contributor
 *   account and the reference month (decoys).
 * - avis_imposition/dirigeant-dividendes-pfu: page 1 of the notice of a COMPANY MANAGER paid a
 *   salary AND DIVIDENDS taxed at the FLAT RATE (12.8 % and the 17.2 % social levies withheld by the
 *   bank): a framed LEFT COLUMN OF LABEL-ABOVE-VALUE references ("Numéro fiscal" grouped, the
 *   notice's reference, "Date d'établissement": the truth, the collection date: a decoy, the
 *   shares) over the tax office; the window with the CIVILITY IN FULL AND THE FIRST NAME BEFORE THE
 *   SURNAME ("MADAME CAMILLE LE ROUX", postal capitals); THREE TILES ("Revenu fiscal de
 *   référence" in the first, the net tax with what is left to pay or refunded, the social levies:
 *   decoys); the income as label | amount rows with the BOX CODES IN BRACKETS in the labels
 *   ("Salaires et assimilés (1AJ)", the 10 % deduction, the dividends in 2DC, the 2CK credit, the
 *   gross income without the dividends, the reference income with them); the calculation (the scale,
 *   the flat 12.8 %, the 2CK credit, the withholding on the salary: decoys); the social levies'
 *   table; a box on the flat tax option (2OP not ticked).
 * - bulletin_paie/president-sasu-assimile-salarie: the payslip a ONE-MEMBER SAS makes for its own
 *   PRESIDENT, paid for the office as an "assimilé salarié" (no unemployment insurance, printed "non
 *   applicable", no paid leave): a TWO-COLUMN PAGE, a TINTED LEFT SIDEBAR of LABEL-ABOVE-VALUE cells
 *   under dark headings ("EMPLOYEUR": "PIXEL NOMADE SASU", the address, the SIRET grouped, the NAF
 *   code; "MANDATAIRE SOCIAL": "M. Gaël LE GALL", the office, the status, the social security
 *   number and the APPOINTMENT DATE: decoys; "PÉRIODE": "Du 01/01/2028 au 31/01/2028", the payment
 *   date: a decoy); the main column: the pay, the contributions in five columns (the employer's share
 *   a decoy column; the ceiling of the month a decoy amount), the totals as LABEL | VALUE ROWS
 *   RIGHT-ALIGNED AT A DISTANCE in a framed box (the net before tax in a tinted band, the taxable
 *   net, the tax, the net paid, the NET SOCIAL AMOUNT: a decoy), the year-to-date figures (decoys).
 * - facture_domicile/electricite-outre-mer: the two-monthly electricity bill of a home in an
 *   OVERSEAS DEPARTMENT (Réunion, Martinique, Guadeloupe, French Guiana) from the islands' single
 *   public operator (invented, "SOLÉO"): the wordmark over the LOCAL CENTRE's address with its
 *   "CS"/"BP" box and CEDEX (a decoy address); the ISSUE DATE IN WORDS INSIDE THE TITLE'S LINE
 *   ("Facture n° ... du 21 janvier 2028"); the window ("M. DE SAINT-EXUPÉRY Yannick":
 *   civility, surname, first given name, over the address with the town in capitals); a TINTED LEFT
 *   COLUMN of LABEL-ABOVE-VALUE cells (the holder again, the client and delivery point numbers, the
 *   consumption address ON ONE LINE with the town as-is, the power, the DEBIT DATE and the NEXT
 *   READING's date: decoys); at the right the amount band, the METER READINGS' DATES (decoys), the
 *   lines with VAT at 8.5 / 2.1 % (none in French Guiana: "TVA non applicable, art. 294-1° du CGI"),
 *   a bar chart of six periods; the PARIS HEAD OFFICE (a decoy address) at the foot.
 * - kbis/reprise-apres-mise-en-sommeil: the Kbis of a company that was DORMANT (temporary total
 *   cessation registered) and has RESUMED: the greffe's name and address centred (a decoy
 *   address); "Extrait Kbis" with "à jour au 10 février 2028" IN WORDS at the right; sections under a
 *   coloured edge, each a GRID OF LABEL-ABOVE-VALUE CELLS TWO TO A ROW (small grey capitals over the
 *   values): the SIREN grouped with "R.C.S.", the name, the form in full, the capital, the seat
 *   STACKED ON ITS LINES in its cell, the duration (a decoy); the representative under his or her
 *   title ("PRÉSIDENT", "GÉRANTE", the SA's long title) AS THE REGISTRY WRITES IT ("FAURE
 *   François", "CHEVALIER épouse FAURE Françoise Françoise": birth name, "épouse" usage name, all
 *   given names), the birth date and place, nationality and PERSONAL HOME ADDRESS (decoys); the
 *   activity across its row, the establishment, the start of activity (the registration date
 *   again); the MENTIONS of the DORMANCY and the RESUMPTION with their dates of effect and
 *   registration (decoys).
 * - passeport/suisse-pass-10: a SWISS passport's data page (2022 model) photocopied at about 140 %
 *   BELOW the facing inner page, with the bank adviser's tilted rectangular CERTIFICATION STAMP
 *   across the facing page ("Vu le 02/02/2028 - M. Romain TESSIER": a decoy date and person):
 *   captions in GERMAN / FRENCH / ITALIAN / ENGLISH separated by slashes in small type, values under
 *   them; the surname and given names in capitals with German letters ("MÜLLER", "LUKAS ANDREAS"),
 *   DOTTED DATES ("02.09.1986"), the number a letter and seven digits ("X6131335"); NO PLACE OF
 *   BIRTH but the PLACE OF ORIGIN ("Heimatort / Lieu d'origine": "WÄDENSWIL ZH") and the HEIGHT
 *   (decoys); the authority beside the issue date ("Ambassade de Suisse à Paris", "Passbüro Bern");
 *   TD3 MRZ "P<CHE" with umlauts spelled out (MUELLER); on the facing page the EMERGENCY CONTACT
 *   written by hand (a decoy person sharing the surname, a Swiss phone number) and the number
 *   perforated down the edge (printed vertically, faint).
 * - quittance_loyer/residence-services-seniors: the monthly RECEIPT of a SERVICED RESIDENCE FOR
 *   SENIORS (furnished flat with a services package, run by an operating company): the residence's
 *   monogram and name, its street, "Exploitée par" the OPERATOR with its HEAD OFFICE (a decoy
 *   company and address); the references as a RULED TABLE WITH THE VALUES IN A ROW UNDER THEIR
 *   COLUMN TITLES ("N° résident", "Logement", "Période" in words, "Date d'émission" DOTTED
 *   "05.04.2028": the truth, "Réglé le": a decoy); the resident's window ("Madame Noémie
 *   BLANCHARD": civility in full, first given name, surname) over the flat with its type, the
 *   residence, the street and the town in capitals; the lines in HT / TVA / TTC columns (rent and
 *   charges exempt, the services package, meals and laundry with their VAT); the receipt's sentence
 *   with the amount in words; the account's statement (decoy dates); a red tilted "ACQUITTÉ" stamp
 *   with the payment date (a decoy); the director (a decoy person). The residents are 72 to 84.
 * - rib/compte-multidevises: the ACCOUNT DETAILS page of a company's MULTI-CURRENCY business account
 *   at an online payment institution (the generator's neobank and online business bank) exported
 *   from its web app: the wordmark ("nuvo Business", "klar Business"), the export's timestamp and the
 *   opening date (decoys); "Titulaire du compte / Account holder" over the holder as the bank names
 *   it and the company's address (a decoy address); the EUR card with BILINGUAL LABEL-ABOVE-VALUE
 *   rows (IBAN GROUPED BY FOUR, "BIC / SWIFT", "Banque / Bank" with the institution's name and its
 *   address on two lines: the domiciliation); the GBP card (account number, SORT CODE "97-35-10",
 *   the partner bank's London address) and the USD card (ACH ROUTING NUMBER, account number, the
 *   partner bank's New York address) side by side: decoy identifiers, banks and addresses; an
 *   INTERMEDIARY BIC for other currencies (a decoy BIC).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the first-year certificate's `denomination` is the name alone (the form is on the
 * next row), `siren` printed in one block, `tva_intracom` grouped with spaces ("FR 67 947 055 315"),
 * `date_emission` the "Date de délivrance" in words (not the situation date nor "Valable
 * jusqu'au"); the haulier's `assure` is the name followed by its legal form ("TRANSPORTS
 * ROUSSILLON EXPRESS SAS", wrapped in its cell), `assure_siren` grouped, `periode_debut` and
 * `periode_fin` the dates in words in the sentence (not the first inception), `activites` the framed
 * box's text, `assureur` the letterhead's name (not the broker); the continuation plan's
 * `denomination` is the name alone, `adresse` the company's lines with the town in capitals,
 * `date_emission` the "Date d'émission" card (not the situation date nor the judgments' dates),
 * `code_securite` the Courier card; the manager's notice's `declarant` is "MADAME CAMILLE LE ROUX"
 * (civility in full, first name first), `adresse` the window's postal lines, `rfr` the first tile
 * (with the dividends; the gross income row is without them), `salaires_declares` the 1AJ row;
 * the president's payslip's `salarie_nom` is "M. Gaël LE GALL", `employeur` the name with "SASU",
 * `periode` printed only as "Du 01/01/2028 au 31/01/2028", `net_imposable` includes the employer's
 * health contribution; the overseas bill's `titulaire` is "M. DE SAINT-EXUPÉRY Yannick",
 * `adresse` the window's lines with the town in capitals (the one-line consumption address repeats
 * it with the town as-is), `emetteur` the wordmark "SOLÉO", `date_emission` the date in words in the
 * title's line; the dormant company's Kbis has `representant_legal` as the registry writes it
 * ("CHEVALIER épouse FAURE Françoise Françoise"), `adresse_siege` the seat's stacked lines (the
 * establishment's cell repeats it; not the personal home), `forme_juridique` in full,
 * `date_extrait` the "à jour au" date in words; the Swiss passport's `nom` and `prenoms` are in
 * capitals with their German letters, `numero_document` the number (not the place of origin nor
 * the height), the dates dotted; the seniors' receipt's `titulaire` is "Madame Noémie BLANCHARD",
 * `adresse` the window's four lines (flat and type, residence, street, town in capitals; not the
 * operator's head office), `date_emission` the dotted "Date d'émission" (not "Réglé le" nor the
 * stamp's date); the multi-currency account's `domiciliation` is the EUR card's "Banque / Bank"
 * lines, `titulaire` the holder as the bank names it, `iban` grouped by four, `bic` the EUR card's
 * (not the intermediary BIC).
 */
import {BANKS, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisDirigeantDividendes} from './avis-dirigeant-dividendes.js'
import {factureElectriciteOutreMer} from './facture-electricite-outre-mer.js'
import {fiscalePremierExercice} from './fiscale-premier-exercice.js'
import {kbisMiseEnSommeil} from './kbis-mise-en-sommeil.js'
import {paiePresidentSasu} from './paie-president-sasu.js'
import {passeportSuisse} from './passeport-suisse.js'
import {quittanceResidenceSeniors} from './quittance-residence-seniors.js'
import {rcproTransporteur} from './rcpro-transporteur.js'
import {ribCompteMultidevises} from './rib-compte-multidevises.js'
import {vigilancePlanRedressement} from './vigilance-plan-redressement.js'

export const HELDOUT_SEED = 2323

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout25'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/premier-exercice-en-cours': fiscalePremierExercice,
  'attestation_rc_pro/transporteur-marchandises': rcproTransporteur,
  'attestation_vigilance/plan-de-redressement': vigilancePlanRedressement,
  'avis_imposition/dirigeant-dividendes-pfu': avisDirigeantDividendes,
  'bulletin_paie/president-sasu-assimile-salarie': paiePresidentSasu,
  'facture_domicile/electricite-outre-mer': factureElectriciteOutreMer,
  'kbis/reprise-apres-mise-en-sommeil': kbisMiseEnSommeil,
  'passeport/suisse-pass-10': passeportSuisse,
  'quittance_loyer/residence-services-seniors': quittanceResidenceSeniors,
  'rib/compte-multidevises': ribCompteMultidevises,
}

const AS_OF = ['2028-02-15', '2028-05-09', '2028-08-22', '2028-11-14']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

/** Swiss citizens living on the French side of the border (the passport carries the birth name), and their places of origin. */
const SWISS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; origin: string; place: string; city: City}[] = [
  {city: {city: 'Annemasse', dept: '74', greffe: 'Thonon-les-Bains', postcode: '74100'}, civility: 'M.', given: ['Lukas', 'Andreas'], origin: 'WÄDENSWIL ZH', place: 'ZÜRICH (SUISSE)', surname: 'MÜLLER'},
  {city: {city: 'Saint-Louis', dept: '68', greffe: 'Mulhouse', postcode: '68300'}, civility: 'Mme', given: ['Chiara', 'Lucia'], origin: 'LUGANO TI', place: 'BELLINZONA (SUISSE)', surname: 'BERNASCONI'},
  {city: {city: 'Ferney-Voltaire', dept: '01', greffe: 'Bourg-en-Bresse', postcode: '01210'}, civility: 'M.', given: ['Jean-Daniel'], origin: 'MONTREUX VD', place: 'LAUSANNE (SUISSE)', surname: 'FAVRE'},
  {city: {city: 'Pontarlier', dept: '25', greffe: 'Besançon', postcode: '25300'}, civility: 'Mme', given: ['Anna', 'Katharina'], origin: 'LUZERN LU', place: 'BERN (SUISSE)', surname: 'ZIMMERMANN'},
]

/** Homes in the overseas departments (facture-electricite-outre-mer.ts CENTRES, in order). */
const OVERSEAS: City[] = [
  {city: 'Saint-Denis', dept: '974', greffe: 'Saint-Denis', postcode: '97400'},
  {city: 'Le Lamentin', dept: '972', greffe: 'Fort-de-France', postcode: '97232'},
  {city: 'Les Abymes', dept: '971', greffe: 'Pointe-à-Pitre', postcode: '97139'},
  {city: 'Cayenne', dept: '973', greffe: 'Cayenne', postcode: '97300'},
]

/** The seniors' birth dates (72 to 84 years old) and the residences' towns (quittance-residence-seniors.ts RESIDENCES, in order). */
const SENIORS: {birthDate: string; city: City}[] = [
  {birthDate: '1949-04-09', city: {city: 'Vannes', dept: '56', greffe: 'Vannes', postcode: '56000'}},
  {birthDate: '1952-10-22', city: {city: 'Arcachon', dept: '33', greffe: 'Bordeaux', postcode: '33120'}},
  {birthDate: '1944-01-30', city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}},
  {birthDate: '1956-07-15', city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'}},
]

/** Road hauliers: name, legal form, town and the activities their certificate lists. */
const HAULIERS: {name: string; legalForm: LegalForm; city: City; activity: string}[] = [
  {activity: 'Transport routier de marchandises de plus de 3,5 tonnes, national et international ; location de véhicules industriels avec conducteur', city: {city: 'Perpignan', dept: '66', greffe: 'Perpignan', postcode: '66000'}, legalForm: 'SAS', name: 'TRANSPORTS ROUSSILLON EXPRESS'},
  {activity: "Transport public routier de marchandises, messagerie et fret express, entreposage et logistique pour compte d'autrui", city: {city: 'Chalon-sur-Saône', dept: '71', greffe: 'Chalon-sur-Saône', postcode: '71100'}, legalForm: 'SARL', name: 'LOGISTIQUE DU VAL DE SAÔNE'},
  {activity: "Transport routier de marchandises au moyen de véhicules n'excédant pas 3,5 tonnes, livraisons urbaines et du dernier kilomètre", city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, legalForm: 'SASU', name: 'FRET ALPIN SERVICES'},
  {activity: 'Transport routier de denrées sous température dirigée (frigorifique), groupage et distribution régionale', city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, legalForm: 'EURL', name: 'TRANSBRETAGNE FRIGORIFIQUE'},
]

/** The companies under a continuation plan: their towns (vigilance-plan-redressement.ts SUPERVISORS, in order). */
const PLAN_TOWNS: City[] = [
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'},
]

/** Online institutions with multi-currency accounts: the online business bank and the neobank in turn. */
const ONLINE_BANKS = BANKS.filter((b) => b.kind === 'neobank' || b.kind === 'online-business')

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout25:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'passeport/suisse-pass-10') {
    const p = SWISS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Suisse', surname: p.surname}
    params.holder = i
    params.origin = p.origin
  }

  if (layout === 'facture_domicile/electricite-outre-mer') {
    options.person = {...options.person, city: OVERSEAS[i]}
    params.centre = i
  }

  if (layout === 'quittance_loyer/residence-services-seniors') {
    options.person = {...options.person, birthDate: SENIORS[i].birthDate, city: SENIORS[i].city}
    params.residence = i
  }

  // A president under the general scheme (a landscaper's would be under the MSA).
  if (layout === 'bulletin_paie/president-sasu-assimile-salarie') options.company = {...options.company, activityIndex: [0, 4, 7, 12][i], legalForm: 'SASU'}

  if (layout === 'attestation_fiscale/premier-exercice-en-cours') options.company = {...options.company, ageYears: 1}

  if (layout === 'attestation_rc_pro/transporteur-marchandises') {
    const h = HAULIERS[i]
    options.company = {...options.company, city: h.city, legalForm: h.legalForm, name: h.name}
    params.activity = h.activity
    params.insurer = i
  }

  if (layout === 'attestation_vigilance/plan-de-redressement') {
    // Activities under the Urssaf (a landscaper's certificate would come from the MSA).
    options.company = {...options.company, activityIndex: [1, 5, 11, 9][i], ageYears: 4, city: PLAN_TOWNS[i]}
    params.supervisor = i
  }

  if (layout === 'kbis/reprise-apres-mise-en-sommeil') {
    options.company = {...options.company, ageYears: 4}
    params.variant = i
  }

  if (layout === 'rib/compte-multidevises') {
    options.bank = ONLINE_BANKS[i % ONLINE_BANKS.length]
    params.variant = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
