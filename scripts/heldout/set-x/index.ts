/**
 * The ten held-out layouts of set x and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (March, June, September and December 2028; the receipts and payslips fall in the month
 * before it, the tax notices on the income of 2026 or 2027), with a married woman (usage name; not
 * on the Ivorian passport, which carries the birth name), a three-line home address, a two-line
 * company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - passeport/cote-divoire-avec-carte-consulaire: an IVORIAN passport (ECOWAS biometric model)
 *   photocopied at about 130 % at the top of an A4 page, with the holder's CONSULAR REGISTRATION
 *   CARD (front and back) copied under it: captions in FRENCH / ENGLISH over the values ("Nom /
 *   Surname"); DATES WITH THE MONTH ABBREVIATED IN FRENCH AND ENGLISH, without accents ("15
 *   MAI/MAY 1985", "03 FEV/FEB 2029", "12 DEC/DEC 2026"); the number two digits, two letters, five
 *   digits ("21AC48213"); the place of birth, the height, "ONECI" as the authority, the NATIONAL
 *   IDENTIFICATION NUMBER ("N° personnel / Personal No.", eleven digits, also the MRZ's optional
 *   data: a decoy); five years of validity; TD3 MRZ "P<CIV". The consular card is a decoy
 *   document: its own number ("PAR-2026-004512"), the name again, the birth date in figures, the
 *   profession, the address in France, its own "Délivrée le" and "Valable jusqu'au" dates; on its
 *   back the emergency contact (a decoy person, an Ivorian phone number), the consul's signature
 *   and the embassy's round stamp.
 * - facture_domicile/demenagement-resiliation-et-mise-en-service: the "FACTURE DE DÉMÉNAGEMENT" an
 *   electricity supplier (four invented brands: "OHMÉA", "Alizé Énergie", "VOLTIS", "ÉCLAIRA") sends
 *   a customer who moved and kept it: one bill CLOSING THE FORMER HOME's contract and OPENING THE
 *   NEW ONE. The wordmark at the top left over the customer service's postal box (a decoy
 *   address); the window at the right ("MONSIEUR GAUTIER THOMAS": civility in full, SURNAME THEN
 *   FIRST NAME, postal capitals, over the new address in postal capitals); a RULED TABLE OF
 *   REFERENCES WITH THE VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Date de facture" IN WORDS, "14
 *   mars 2028"; invoice and customer numbers); the welcome sentence with the termination and
 *   connection dates (decoys); TWO CARDS SIDE BY SIDE, "VOTRE ANCIEN LOGEMENT" (the FORMER ADDRESS
 *   on one line in another town: a decoy address, its delivery point, the termination reading) and
 *   "VOTRE NOUVEAU LOGEMENT" (the new address again on one line in mixed case, its delivery point,
 *   the connection reading, the offer); the lines of both homes with their periods (decoy dates);
 *   the amount with its direct debit date (a decoy); the registered office in the footer (a decoy
 *   address and SIREN).
 * - quittance_loyer/avis-echeance-et-quittance: the letter a property manager (four invented
 *   agencies) sends each tenant around the 20th: the "AVIS D'ÉCHÉANCE" calling NEXT MONTH's rent
 *   and, under a DASHED CUTTING LINE, the "QUITTANCE" of THIS MONTH's rent already paid, in SMALL
 *   TYPE in a frame. The agency's block at the top left (a decoy address in the tenant's town); a
 *   tinted box of references with LABELS AT THE LEFT AND VALUES FAR TO THE RIGHT ("Date d'édition"
 *   "20/02/2028": the truth; the tenant account, the lot, the OWNER: a decoy company or person);
 *   the window ("MME DUBOIS CLAIRE": civility abbreviated, SURNAME THEN FIRST NAME, postal capitals,
 *   over the dwelling in postal capitals); the call for the next month (its period and "avant le"
 *   due date: decoys) and the direct debit sentence; the receipt: "QUITTANCE DE LOYER - période du
 *   1er février au 29 février 2028", the sentence naming the tenant in another order ("Mme Claire
 *   DUBOIS") with the dwelling on one line and the amount in words, the detail with dot leaders,
 *   "Règlement reçu le" (a decoy date), "Fait à Lyon, le 20 février 2028" (the same date in words);
 *   the agency's professional card and financial guarantor (decoys).
 * - bulletin_paie/employeur-de-reference-bilingue: the payslip of an employee hired in France
 *   through an EMPLOYER OF RECORD (the French entity of an international employment platform
 *   employs the worker for a FOREIGN CLIENT company; four invented platforms), exported in
 *   ENGLISH AND FRENCH on a LANDSCAPE page: "Période / Pay period" with the period only as a RANGE
 *   OF DAYS WITH ENGLISH ABBREVIATED MONTHS ("01-Feb-2028 - 29-Feb-2028"), "Date de paiement / Pay
 *   date" (a decoy); three panels of BILINGUAL LABEL-ABOVE-VALUE cells: the employer ("GLOBALHIRE
 *   FRANCE SAS", its address, SIRET grouped, NAF, Urssaf number), the employee AS INTERNATIONAL
 *   PAYROLL WRITES THE NAME ("GAUTIER, Thomas": surname, comma, first name; the HIRE DATE: a
 *   decoy), the assignment (the FOREIGN CLIENT company and the client's manager: a decoy company
 *   and person); the earnings and contributions with bilingual column titles and AMOUNTS IN THE
 *   ENGLISH FORMAT ("4,250.00": comma for thousands, dot for decimals); at the right a "Récapitulatif
 *   / Summary" column of label | value rows right-aligned at a distance (gross, employee
 *   contributions, "Net à payer avant impôt sur le revenu / Net pay before income tax", "Net
 *   imposable / Taxable income", the tax withheld, the net paid, the NET SOCIAL AMOUNT: a decoy),
 *   the year-to-date figures and leave balances (decoys).
 * - avis_imposition/revenu-et-fortune-immobiliere: page 1 of the COMBINED NOTICE "IMPÔT SUR LE
 *   REVENU ET IMPÔT SUR LA FORTUNE IMMOBILIÈRE" of a landlord whose real estate is worth more than
 *   1.3 million euros: the references as a RULED TABLE WITH THE VALUES IN A ROW UNDER THEIR COLUMN
 *   TITLES ("Numéro fiscal" grouped, the notice's reference, "Date d'établissement": the truth,
 *   "Date de mise en recouvrement": a decoy, the shares); the window in the tax administration's
 *   form ("M GAUTIER THOMAS", "MME LEROY CLAIRE": civility without a dot, SURNAME THEN FIRST NAME,
 *   postal capitals); the household's situation (a widow for the married woman); a TWO-COLUMN PAGE:
 *   at the left the income tax (a tile with the "Revenu fiscal de référence", the income rows with
 *   the BOX CODES IN FRONT of the labels, "1AJ Salaires, traitements", the 10 % deduction, "4BA
 *   Revenus fonciers nets": decoys, the gross and net income equal to the reference income, the
 *   tax, the withholding, the social levies on the rents: decoys), at the right a TINTED IFI COLUMN
 *   (the gross and net real-estate values, the debts, the IFI before and after the gifts
 *   reduction: large decoy amounts, and its own deadline "15/09/2027": a decoy date); the totals
 *   to pay with their deadlines and the withholding box (the new rate, the monthly instalment on
 *   the rents: decoys).
 * - attestation_rc_pro/courtier-credit-iobsp: the yearly liability certificate of a CREDIT BROKER
 *   (intermédiaire en opérations de banque et en services de paiement, four invented brokers and
 *   insurers) that the ORIAS register and the lending banks demand every January: the insurer's
 *   monogram, name and address at the top left (a decoy address); a grey box with the
 *   certificate's number and the WHOLESALE BROKER it was placed through with its ORIAS number (a
 *   decoy company); the title with the legal references; a GRID WHOSE LABELS SIT IN SMALL CAPITALS
 *   IN A NARROW LEFT COLUMN AND WHOSE VALUES START FAR TO THE RIGHT: "ASSURÉ" with the LEGAL FORM
 *   FIRST ("SARL CAP FINANCEMENT CONSEIL"), "N° SIREN" grouped, the seat, the insured's OWN ORIAS
 *   NUMBER (a decoy identifier), "N° DE CONTRAT" ("LG-IOB 412 0937"), the activities (wrapped),
 *   "PÉRIODE DE VALIDITÉ" with the dates IN WORDS in bold ("du 1er janvier 2028 au 31 décembre
 *   2028"), the contract's FIRST EFFECTIVE DATE (a decoy); the guarantees' table (decoy amounts);
 *   "Fait à Nantes, le 12 décembre 2027" (a decoy date).
 * - kbis/transformation-sarl-en-sas: the Kbis of a company TRANSFORMED FROM AN SARL (an EURL) INTO
 *   AN SAS (an SASU), its manager now its president: the greffe's name and address at the top left
 *   (a decoy address), the verification code at the right; "à jour au 8 mars 2028" IN WORDS
 *   centred; sections under underlined capital headings, the LABEL AT THE LEFT AND THE VALUE IN A
 *   SECOND COLUMN in small Times type (the SIREN grouped with "R.C.S.", the original registration
 *   date, the name, the NEW FORM IN FULL, the capital, the seat on its lines); the president as the
 *   registry writes it ("GAUTIER Thomas Pierre"), born, nationality, personal home (decoys); for two
 *   of the four a DIRECTEUR GÉNÉRAL (a decoy person and home); the STATUTORY AUDITOR (a decoy
 *   company with its own SIREN grouped with "R.C.S.", its form in full, its address); the
 *   establishment; the OBSERVATIONS with the TRANSFORMATION's mention (dates of effect and
 *   registration, the FORMER LEGAL FORM "Société à responsabilité limitée": a decoy form, and the
 *   former manager: the same person "anciennement gérant" or another person, a decoy).
 * - attestation_fiscale/transmise-par-expert-comptable: the tax compliance certificate as the
 *   company's CHARTERED ACCOUNTANT files it in the client's SECURE DOCUMENT PORTAL (four invented
 *   firms): the firm's COVER BAND (its name, the client and file number, "Déposé le" with the time
 *   and the staff member: a decoy date and person, the FIRM's OWN SIREN AND VAT NUMBER and address:
 *   decoys), then the DGFiP's certificate REPRODUCED IN A FRAME at a reduced size: the SIE's
 *   address (a decoy), the certificate's number and seal, the title, the company as LABEL : VALUE
 *   LINES ("Dénomination" the name alone, the form on its own line, "SIREN" IN ONE BLOCK, the VAT
 *   number UNSPACED "FR32812345676", the seat), the statement with the situation date (a decoy),
 *   the taxes' table, "Fait à Lyon, le 11/03/2028" (the truth) with the SIE's round stamp; the
 *   portal's footer with the file's fingerprint.
 * - attestation_vigilance/deux-pages-par-feuille: the Urssaf's TWO-PAGE vigilance certificate
 *   PRINTED TWO PAGES PER SHEET on a LANDSCAPE A4 at about two thirds of its size (small type), each
 *   page in a thin frame: at the left page 1/2 (the regional Urssaf's address: a decoy; the window
 *   with the name alone over the seat's lines with the town in capitals; "Émise le 5 mars 2028" IN
 *   WORDS; LABEL : VALUE LINES, "SIRET" grouped, the contributor account: a decoy, "Adresse" on one
 *   line with the town as-is; the statement with the situation date, the workforce, the quarter's
 *   payroll: decoys); at the right page 2/2 (a running header with the SIRET unspaced, the
 *   certificate's identifier: a decoy, the SECURITY CODE in a framed box in Courier, the
 *   contractor's obligations, the declarations' months and dates: decoys).
 * - rib/courrier-ouverture-compte-pro: a branch's WELCOME LETTER for a company's new business
 *   account with the RIB as a TEAR-OFF COUPON at the foot (high-street, mutualist and postal banks):
 *   the bank's mark and name, the branch's block at the right ("Agence" and the domiciliation's
 *   name, the branch's street, town and phone); "Lyon, le 3 mars 2028" (a decoy date); the window
 *   ("À l'attention de M. Thomas GAUTIER", the holder as the bank names it, the company's address);
 *   the letter (the OPENING DATE, the contract number, the online banking identifier, the adviser
 *   and the branch manager: decoys); a DASHED CUTTING LINE and the "RELEVÉ D'IDENTITÉ BANCAIRE"
 *   coupon: "Titulaire du compte" and "Domiciliation" as LABEL-ABOVE-VALUE blocks side by side, the
 *   national parts as VALUES IN A ROW UNDER THEIR COLUMN TITLES, the IBAN grouped by four, the BIC.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the Ivorian passport's `nom` and `prenoms` are in capitals with their accents
 * ("KONÉ", "ADJOUA ESTELLE"), the dates with bilingual abbreviated months, `numero_document` the
 * passport's number (not the personal number nor the consular card's); the moving bill's
 * `titulaire` is "MONSIEUR GAUTIER THOMAS", `adresse` the window's postal lines (the new home; not
 * the former home), `emetteur` the wordmark ("OHMÉA", "Alizé Énergie"), `date_emission` the "Date
 * de facture" in words; the notice-and-receipt's `titulaire` is the window's "MME DUBOIS CLAIRE",
 * `adresse` the window's postal lines, `date_emission` the "Date d'édition" (also "Fait à ..., le"
 * in words; not the due date nor the payment date); the employer of record's payslip has
 * `salarie_nom` "GAUTIER, Thomas", `employeur` the platform's French entity with its form, `periode`
 * printed only as "01-Feb-2028 - 29-Feb-2028", the amounts in the English format; the combined
 * notice's `declarant` is "M GAUTIER THOMAS", `adresse` the window's postal lines, `rfr` the tile
 * (the gross and net income rows print the same figure), `salaires_declares` the 1AJ row; the credit
 * broker's `assure` is the name with its legal form first ("SARL CAP FINANCEMENT CONSEIL"),
 * `assure_siren` grouped, `numero_police` the contract's number, `periode_debut` and `periode_fin`
 * the dates in words (not the first effective date), `activites` the grid's text, `assureur` the
 * letterhead's name (not the wholesale broker); the transformed company's Kbis has
 * `forme_juridique` the new form in full (not the former form in the mention), `representant_legal`
 * as the registry writes it (not the directeur général nor the statutory auditor),
 * `adresse_siege` the seat's lines, `siren` grouped (not the auditor's), `date_extrait` the "à jour
 * au" date in words; the accountant's portal certificate has `denomination` the name alone, `siren`
 * in one block (not the firm's), `tva_intracom` unspaced (not the firm's), `date_emission` the
 * "Fait à ..., le" date (not "Déposé le"); the two-pages-per-sheet vigilance certificate has
 * `denomination` the name alone, `adresse` the window's lines with the town in capitals,
 * `date_emission` "Émise le" in words, `code_securite` the framed Courier code on page 2, `siret`
 * grouped on page 1 and unspaced in page 2's header; the welcome letter's `titulaire` is the holder
 * as the bank names it, `domiciliation` the coupon's "Domiciliation" name (the branch's street and
 * town are printed under it), `iban` grouped by four, `bic` as printed.
 */
import {ALL_CITIES, BANKS, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisRevenuEtIfi} from './avis-revenu-et-ifi.js'
import {factureDemenagement} from './facture-demenagement.js'
import {fiscalePortailExpertComptable} from './fiscale-portail-expert-comptable.js'
import {kbisTransformation} from './kbis-transformation.js'
import {paieEmployeurDeReference} from './paie-employeur-de-reference.js'
import {passeportCoteDivoire} from './passeport-cote-divoire.js'
import {quittanceAvisEcheance} from './quittance-avis-echeance.js'
import {rcproCourtierCredit} from './rcpro-courtier-credit.js'
import {ribCourrierOuverture} from './rib-courrier-ouverture.js'
import {vigilanceDeuxPagesParFeuille} from './vigilance-deux-pages-par-feuille.js'

export const HELDOUT_SEED = 2424

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout26'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/transmise-par-expert-comptable': fiscalePortailExpertComptable,
  'attestation_rc_pro/courtier-credit-iobsp': rcproCourtierCredit,
  'attestation_vigilance/deux-pages-par-feuille': vigilanceDeuxPagesParFeuille,
  'avis_imposition/revenu-et-fortune-immobiliere': avisRevenuEtIfi,
  'bulletin_paie/employeur-de-reference-bilingue': paieEmployeurDeReference,
  'facture_domicile/demenagement-resiliation-et-mise-en-service': factureDemenagement,
  'kbis/transformation-sarl-en-sas': kbisTransformation,
  'passeport/cote-divoire-avec-carte-consulaire': passeportCoteDivoire,
  'quittance_loyer/avis-echeance-et-quittance': quittanceAvisEcheance,
  'rib/courrier-ouverture-compte-pro': ribCourrierOuverture,
}

const AS_OF = ['2028-03-14', '2028-06-13', '2028-09-19', '2028-12-05']

const USAGE = ['LEROY', 'MARCHAND', 'GARNIER', 'FONTAINE']

const city = (name: string, postcode: string): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe: name, postcode}

/** Ivorians living in France: names, the place of birth as the passport prints it and as the facts hold it. */
const IVORIANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; birthPlace: string}[] = [
  {birthPlace: "ABIDJAN (CÔTE D'IVOIRE)", civility: 'M.', given: ['Koffi', 'Jean-Marc'], place: 'ABIDJAN', surname: "N'GUESSAN"},
  {birthPlace: "BOUAKÉ (CÔTE D'IVOIRE)", civility: 'Mme', given: ['Adjoua', 'Estelle'], place: 'BOUAKÉ', surname: 'KONAN'},
  {birthPlace: "KORHOGO (CÔTE D'IVOIRE)", civility: 'M.', given: ['Ibrahim'], place: 'KORHOGO', surname: 'OUATTARA'},
  {birthPlace: "DALOA (CÔTE D'IVOIRE)", civility: 'Mme', given: ['Mariam', 'Fatou'], place: 'DALOA', surname: 'KONÉ'},
]

/** The employer-of-record platforms' French entities (paie-employeur-de-reference.ts PLATFORMS, in order). */
const EOR_EMPLOYERS: {name: string; city: City}[] = [
  {city: city('Paris', '75017'), name: 'GLOBALHIRE FRANCE SAS'},
  {city: city('Lyon', '69003'), name: 'TEAMBRIDGE EMPLOYMENT FRANCE SAS'},
  {city: city('Paris', '75011'), name: 'REMOTIA FRANCE SARL'},
  {city: city('Bordeaux', '33000'), name: 'OFFSHORA FRANCE SAS'},
]

/** Credit brokers: name, form, town and the activities their certificate lists. */
const CREDIT_BROKERS: {name: string; legalForm: LegalForm; city: City; activity: string}[] = [
  {activity: 'Courtage en opérations de banque et en services de paiement : crédit immobilier, regroupement de crédits, prêts professionnels', city: city('Bordeaux', '33000'), legalForm: 'SARL', name: 'CAP FINANCEMENT CONSEIL'},
  {activity: 'Courtier en opérations de banque (COBSP) : crédits immobiliers et assurance emprunteur en qualité de mandataire d\'intermédiaire', city: city('Lyon', '69003'), legalForm: 'SAS', name: 'OPTIMA COURTAGE CRÉDIT'},
  {activity: 'Intermédiation en crédit immobilier et en crédit à la consommation, recherche de financements pour les professionnels', city: city('Nantes', '44000'), legalForm: 'EURL', name: 'HORIZON PRÊTS & PATRIMOINE'},
  {activity: "Courtage en financement d'actifs professionnels, crédit-bail et affacturage ; intermédiation en services de paiement", city: city('Montpellier', '34000'), legalForm: 'SASU', name: 'FINANCIA PRO CONSEIL'},
]

/** The companies' towns for the vigilance certificate's regional Urssaf (vigilance-deux-pages-par-feuille.ts REGIONS, in order). */
const URSSAF_TOWNS: City[] = [city('Paris', '75011'), city('Lyon', '69003'), city('Nantes', '44000'), city('Toulouse', '31000')]

/** The companies' towns for the chartered accountants (fiscale-portail-expert-comptable.ts FIRMS, in order). */
const FIRM_TOWNS: City[] = [city('Lyon', '69003'), city('Nantes', '44000'), city('Toulouse', '31000'), city('Lille', '59000')]

/** Banks with branches: high-street, mutualist, postal, mutualist. */
const BRANCH_BANKS = [BANKS[0], BANKS[2], BANKS[6], BANKS[3]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout26:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'passeport/cote-divoire-avec-carte-consulaire') {
    const p = IVORIANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.birthPlace, civility: p.civility, givenNames: p.given, nationality: 'Ivoirienne', surname: p.surname}
    params.holder = i
    params.place = p.place
  }

  if (layout === 'facture_domicile/demenagement-resiliation-et-mise-en-service') params.supplier = i
  if (layout === 'quittance_loyer/avis-echeance-et-quittance') params.agency = i

  if (layout === 'bulletin_paie/employeur-de-reference-bilingue') {
    options.employer = EOR_EMPLOYERS[i]
    params.platform = i
  }

  if (layout === 'attestation_rc_pro/courtier-credit-iobsp') {
    const b = CREDIT_BROKERS[i]
    options.company = {...options.company, activityIndex: 4, city: b.city, legalForm: b.legalForm, name: b.name}
    params.activity = b.activity
    params.insurer = i
  }

  if (layout === 'kbis/transformation-sarl-en-sas') {
    options.company = {...options.company, ageYears: 5, legalForm: (['SAS', 'SASU', 'SAS', 'SASU'] as const)[i]}
    params.variant = i
  }

  if (layout === 'attestation_fiscale/transmise-par-expert-comptable') {
    options.company = {...options.company, city: FIRM_TOWNS[i]}
    params.firm = i
  }

  if (layout === 'attestation_vigilance/deux-pages-par-feuille') {
    // Activities under the Urssaf (a landscaper's certificate would come from the MSA).
    options.company = {...options.company, activityIndex: [0, 3, 11, 13][i], city: URSSAF_TOWNS[i]}
    params.region = i
  }

  if (layout === 'rib/courrier-ouverture-compte-pro') {
    options.bank = BRANCH_BANKS[i]
    params.adviser = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
