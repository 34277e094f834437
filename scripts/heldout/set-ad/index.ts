/**
 * The ten held-out layouts of set ad and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (January, April, July and October 2032; the payslips fall in the month before it, the tax
 * notices on the income of 2030 or 2031), with a married woman (usage name; not on the Czech card,
 * the Cameroonian passport and the residence card, whose holders carry the names of their
 * documents), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document (or a real way of sending one) that the earlier sets do
 * not have:
 * - rib/photo-ecran-portable-banque-en-ligne: a company's bank details sent as a PHONE PHOTO OF THE
 *   LAPTOP'S SCREEN showing the business online banking's "RIB / IBAN" page (high-street, mutualist
 *   and postal banks of the generator), on a LANDSCAPE page: the dark room, the laptop's bezel and
 *   keyboard, the picture turned by a degree or so, MOIRÉ bands and a GLARE across the screen; the
 *   browser's tab and address, the bank's bar with the connected user and the last login (decoys),
 *   the menu with the adviser and the phone (decoys), the account picker with the masked number and
 *   the balance (decoys), the RIB card: "Titulaire du compte" and "Domiciliation" side by side, the
 *   national parts as VALUES IN A ROW UNDER THEIR COLUMN TITLES, "IBAN :" grouped by four and "BIC :"
 *   on label : value lines; the TASKBAR's clock and date (decoys).
 * - attestation_rc_pro/salon-coiffure-tache-cafe: the liability certificate of a HAIR AND BEAUTY
 *   SALON under a trades' insurer's MULTI-RISK contract (four invented insurers), scanned with a
 *   COFFEE STAIN (the cup's ring, a second ring cut by the edge, drops); TWO COLUMNS: "Vos
 *   références" as LABELS ABOVE VALUES at the left (the contract's number; the product, the first
 *   effective date, the annual due date, the customer's number, the agency: decoys), the
 *   certificate at the right (the insured with its form, "SIREN :" grouped, the seat, the activity in
 *   a frame, "Période de validité : du 01/04/2032 au 31/03/2033"); the guarantees as a table, the
 *   signing date and the insurer's SIREN (decoys).
 * - attestation_vigilance/brouillon-verso-feuille-reutilisee: the Urssaf vigilance certificate
 *   PRINTED IN DRAFT MODE (mid-grey text, washed-out colours) ON THE BACK OF A USED SHEET and scanned:
 *   the other side's invoice SHOWS THROUGH IN MIRROR IMAGE with a marker's cross over it (faint
 *   marks, not text); a framed box at the top right with LABELS ABOVE VALUES ("Attestation délivrée
 *   le" with slashes, "Code de sécurité"); the company as label : value lines (the name alone, the
 *   legal form in full, the SIRET grouped, the address on its lines with the town in capitals, the
 *   contributor account: a decoy); the date it is up to date, the last period's workforce and
 *   payroll (decoys).
 * - avis_imposition/investissement-locatif-coin-dechire-scotch: page 1 of the notice of a household
 *   that LETS A FLAT BOUGHT UNDER THE PINEL SCHEME (the reduction's yearly fraction) with rents under
 *   the MICRO-FONCIER scheme (4BE, 30 % allowance, social levies), single people (documents 1 and 4)
 *   and married couples (2 and 3); the paper's TOP RIGHT CORNER TORN OFF and STUCK BACK WITH TAPE
 *   before scanning (the piece out of place and turned with the service's block and flashcode on it,
 *   the lid in the gap, two strips of yellowed tape); "Vos références" as LABEL : VALUE lines at the
 *   left, the window at the right, the reference income in a summary box of label ..... value lines,
 *   the declarants' income IN COLUMNS, the calculation with the Pinel reduction (decoys).
 * - bulletin_paie/tese-urssaf-valeurs-avant-libelles: the payslip that the Urssaf's TITRE EMPLOI
 *   SERVICE ENTREPRISE (Tese) draws up for a small employer (four invented employers: a garage, a
 *   bookshop, a metalwork shop, a surveyors' office; the employee lives in its town): the service's
 *   band, "Période d'emploi du 01/03/2032 au 31/03/2032", the employer (name with its form, SIRET
 *   grouped) and the employee "M. GAUTIER Thomas" in two framed boxes, the table in SMALL PRINT,
 *   the summary with the VALUES BEFORE THEIR LABELS ("2 667,66   NET À PAYER AVANT IMPÔT SUR LE
 *   REVENU"); the Tese number, the payment date, the net paid, the tax at source, the net social
 *   amount, the year to date and the Centre national's address (decoys).
 * - cni/tchequie-obcansky-prukaz-courriel-imprime: the CZECH identity card (2021 model) of a Czech
 *   living in France, sent as TWO PHONE PHOTOS ATTACHED TO AN E-MAIL that the broker's adviser
 *   PRINTED FROM HER MAIL CLIENT: the mailbox owner's name, the header rows ("Envoyé :" the date in
 *   words, the attachments' names: decoys), the holder's message signed in mixed case (a decoy
 *   form), the two photos inline, each card turned by one to three degrees on a wooden table; CZECH /
 *   ENGLISH captions (č, ř, ů drawn as a letter and its mark), dates "14. 02. 1985", the number nine
 *   digits, the CAN, the personal number (rodné číslo), the last Czech address and the issuing office
 *   (decoys), TD1 MRZ "IDCZE".
 * - facture_domicile/cooperative-energie-capture-telephone: the electricity bill of a CITIZENS'
 *   ENERGY COOPERATIVE (a SCIC; four invented ones) sent as a PHONE SCREENSHOT of the bill in the
 *   phone's PDF viewer, printed full page: the status bar, the viewer's bar with the file's name, page
 *   1 at the screen's width (a little over half its size), the top of page 2, the page counter; the
 *   cooperative's name at the top left, "FACTURE" with label : value lines ("Date de facture"), the
 *   window "M. Thomas GAUTIER" over the address lines; the consumption, the amounts, the debit date,
 *   the delivery point, the member's shares and their date (decoys).
 * - kbis/pochette-plastique-reflets: a paper Kbis PHOTOGRAPHED IN A CLEAR PUNCHED SHEET PROTECTOR on
 *   a grey desk: the sleeve's white punched strip, the picture turned by a degree or so, broad soft
 *   GLARE BANDS washing out the lines under them, a bright spot, creases; the registry's classic
 *   layout: "à jour au 02/04/2032" WITH SLASHES, label | value rows, the SIREN grouped with
 *   "R.C.S.", the form in full, the seat on one line, for an SAS a MANAGING DIRECTOR and a STATUTORY
 *   AUDITOR (decoys), the personal home and the start of activity (decoys).
 * - passeport/cameroun-copie-certifiee-consulat-timbre: a CAMEROONIAN biometric passport (five
 *   years, issued by the DGSN) photocopied in colour at about 145 % and CERTIFIED BY THE CONSULATE
 *   (the embassy's consular section in Paris or the consulate general in Marseille): the violet
 *   rectangular stamp with the date and the register's number WRITTEN BY HAND (decoys), the
 *   chancellery's REVENUE STAMP CANCELLED by the ROUND STAMP whose text runs around it; FRENCH /
 *   ENGLISH captions, dates with BILINGUAL MONTHS ("14 FEV/FEB 1985"), the number two letters and
 *   seven digits, the national identity card number (a decoy), TD3 MRZ "P<CMR".
 * - titre_sejour/recherche-emploi-creation-entreprise-copie-toner-faible: the one-year "CARTE DE
 *   SÉJOUR TEMPORAIRE" with the mention "RECHERCHE D'EMPLOI OU CRÉATION D'ENTREPRISE" (article L.
 *   422-10 of the CESEDA; Lebanese, Chinese, Tunisian and Nigerian graduates in their twenties),
 *   front above back at about 135 %, PHOTOCOPIED ON A COPIER RUNNING OUT OF TONER: pale greys fading
 *   to the right, WHITE VERTICAL STREAKS across the values, a dark band at the left edge; French
 *   captions with English after a slash, dates with slashes, the issue date only on the back, the
 *   foreign national's number (a decoy), TD1 MRZ "IRFRA".
 *
 * Ground truth: every layout prints the fields the other sets print for its type, with the same
 * names and conventions (dates ISO, amounts "2480.00", identifiers digits only, names and
 * addresses as printed). Printed forms worth knowing: the screen photo's `titulaire` is the holder
 * as the bank names it in the RIB card (not the connected user), `domiciliation` the branch
 * ("BANQUE TOURS GARE"), `iban` printed grouped by four after "IBAN :", `bic` after "BIC :"; the
 * salon's certificate's `assure` is the name with its form as printed ("SALON CAPUCINE SARL" or
 * "SAS L'ATELIER DES BOUCLES"), `assure_siren` grouped after "SIREN :", `assureur` the insurer's
 * name of the letterhead and the certifying sentence, `numero_police` the "Contrat n°" of the left
 * column ("MPB 951 654 79"), `activites` the framed activity, the period's dates with slashes; the
 * draft-mode vigilance certificate's `denomination` is the "Raison sociale" alone, `siret` grouped,
 * `adresse` its lines with the town in capitals, `date_emission` the "Attestation délivrée le" date,
 * `code_securite` the framed code; the torn notice's `declarant` is the window's first line ("M
 * GAUTIER THOMAS", "MME OU M MAILLARD LEA"), `adresse` the window's postal lines, `numero_fiscal`
 * declarant 1's number, `rfr` the summary's "Revenu fiscal de référence" (the rents' net income
 * included), `salaires_declares` declarant 1's 1AJ column, `date_etablissement` with slashes; the
 * Tese payslip's `salarie_nom` is "M. GAUTIER Thomas" (civility, surname, first given name),
 * `employeur` the name with its form, `periode` printed as "Période d'emploi du 01/03/2032 au
 * 31/03/2032", the amounts read from the values printed before their labels; the Czech card's `nom`
 * and `prenoms` are in capitals (the women's surnames in -OVÁ / -Á), dates "14. 02. 1985",
 * `numero_document` nine digits (not the CAN nor the personal number); the cooperative's bill's
 * `titulaire` is "M. Thomas GAUTIER", `adresse` the window's lines with the town in capitals,
 * `emetteur` the cooperative's name ("Coopélec", "Les Électrons Libres"), `date_emission` the "Date
 * de facture"; the sleeved Kbis's `date_extrait` is "à jour au 02/04/2032", `representant_legal` the
 * chair or manager as the registry writes them (not the SAS's managing director); the Cameroonian
 * passport's dates have bilingual months, `numero_document` two letters and seven digits (not the
 * national identity card's number); the residence card's dates have slashes, `numero_document` the
 * card's number (not the foreign national's number), `date_delivrance` only on the back.
 */
import {ALL_CITIES, BANKS, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisInvestissementLocatifCoinDechire} from './avis-investissement-locatif-coin-dechire.js'
import {cniTchequieCourrielImprime} from './cni-tchequie-courriel-imprime.js'
import {factureCooperativeCaptureTelephone} from './facture-cooperative-capture-telephone.js'
import {kbisPochettePlastiqueReflets} from './kbis-pochette-plastique-reflets.js'
import {paieTeseValeursAvantLibelles} from './paie-tese-valeurs-avant-libelles.js'
import {passeportCamerounCopieCertifiee} from './passeport-cameroun-copie-certifiee.js'
import {rcproSalonTacheCafe} from './rcpro-salon-coiffure-tache-cafe.js'
import {ribPhotoEcranPortable} from './rib-photo-ecran-portable.js'
import {titreSejourRechercheEmploiTonerFaible} from './titre-sejour-recherche-emploi-toner-faible.js'
import {vigilanceVersoFeuilleReutilisee} from './vigilance-verso-feuille-reutilisee.js'

export const HELDOUT_SEED = 3030

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout32'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/salon-coiffure-tache-cafe': rcproSalonTacheCafe,
  'attestation_vigilance/brouillon-verso-feuille-reutilisee': vigilanceVersoFeuilleReutilisee,
  'avis_imposition/investissement-locatif-coin-dechire-scotch': avisInvestissementLocatifCoinDechire,
  'bulletin_paie/tese-urssaf-valeurs-avant-libelles': paieTeseValeursAvantLibelles,
  'cni/tchequie-obcansky-prukaz-courriel-imprime': cniTchequieCourrielImprime,
  'facture_domicile/cooperative-energie-capture-telephone': factureCooperativeCaptureTelephone,
  'kbis/pochette-plastique-reflets': kbisPochettePlastiqueReflets,
  'passeport/cameroun-copie-certifiee-consulat-timbre': passeportCamerounCopieCertifiee,
  'rib/photo-ecran-portable-banque-en-ligne': ribPhotoEcranPortable,
  'titre_sejour/recherche-emploi-creation-entreprise-copie-toner-faible': titreSejourRechercheEmploiTonerFaible,
}

const AS_OF = ['2032-01-13', '2032-04-13', '2032-07-15', '2032-10-12']

const USAGE = ['ROCHE', 'BARBIER', 'CARRÉ', 'MAILLARD']

const city = (name: string, postcode: string, greffe = name): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Czechs living in France: the place of birth, the last Czech address and the office that issued the card. */
const CZECHS: (Holder & {home: string; office: string})[] = [
  {city: city('Paris', '75011'), civility: 'M.', given: ['Tomáš', 'Jan'], home: 'BRNO, VEVEŘÍ 95', office: 'MAGISTRÁT MĚSTA BRNA', place: 'BRNO', surname: 'PROCHÁZKA'},
  {city: city('Lyon', '69003'), civility: 'Mme', given: ['Jana'], home: 'PRAHA 6, BUBENEČSKÁ 12', office: 'ÚMČ PRAHA 6', place: 'PRAHA', surname: 'NOVÁKOVÁ'},
  {city: city('Strasbourg', '67000'), civility: 'M.', given: ['Jakub', 'Petr'], home: 'OSTRAVA, NÁDRAŽNÍ 112', office: 'MAGISTRÁT MĚSTA OSTRAVY', place: 'OSTRAVA', surname: 'HORÁK'},
  {city: city('Grenoble', '38000'), civility: 'Mme', given: ['Klára', 'Marie'], home: 'OLOMOUC, TŘÍDA SVOBODY 8', office: 'MAGISTRÁT MĚSTA OLOMOUCE', place: 'OLOMOUC', surname: 'VESELÁ'},
]

/** Cameroonians living in France: the place of birth, and the consular post that certified the copy (passeport-cameroun-copie-certifiee.ts POSTS). */
const CAMEROONIANS: (Holder & {post: number})[] = [
  {city: city('Paris', '75017'), civility: 'M.', given: ['Serge', 'Patrick'], place: 'YAOUNDÉ', post: 0, surname: 'ESSOMBA'},
  {city: city('Marseille', '13006'), civility: 'Mme', given: ['Aïcha'], place: 'MAROUA', post: 1, surname: 'BELLO'},
  {city: city('Montreuil', '93100'), civility: 'M.', given: ['Jean-Claude'], place: 'BAFOUSSAM', post: 0, surname: 'FOTSO KAMGA'},
  {city: city('Montpellier', '34000'), civility: 'Mme', given: ['Estelle', 'Carine'], place: 'DOUALA', post: 1, surname: 'NJOYA'},
]

/** Graduates of French master's degrees founding their company: the nationality's code and name. */
const GRADUATES: (Holder & {code: string; nationality: string})[] = [
  {city: city('Paris', '75011'), civility: 'M.', code: 'LBN', given: ['Karim', 'Elias'], nationality: 'Libanaise', place: 'BEYROUTH (LIBAN)', surname: 'HADDAD'},
  {city: city('Lyon', '69003'), civility: 'Mme', code: 'CHN', given: ['Mei'], nationality: 'Chinoise', place: 'CHENGDU (CHINE)', surname: 'LIU'},
  {city: city('Montpellier', '34000'), civility: 'M.', code: 'TUN', given: ['Youssef'], nationality: 'Tunisienne', place: 'SFAX (TUNISIE)', surname: 'BEN SALAH'},
  {city: city('Lille', '59000'), civility: 'Mme', code: 'NGA', given: ['Funmilayo', 'Grace'], nationality: 'Nigériane', place: 'LAGOS (NIGERIA)', surname: 'ADEYEMI'},
]

/** Banks whose business customers have an online banking with branches behind it. */
const ONLINE_BANKS = [BANKS[0], BANKS[3], BANKS[6], BANKS[2]]

/** The small employers of the Tese payslips (paie-tese-valeurs-avant-libelles.ts EMPLOYERS, in order). */
const TESE_EMPLOYERS: {name: string; city: City}[] = [
  {city: city('Angers', '49100'), name: 'GARAGE DES TROIS PONTS SARL'},
  {city: city('Tours', '37000'), name: 'LIBRAIRIE LE PASSE-MURAILLE SAS'},
  {city: city('Saint-Étienne', '42000'), name: 'MÉTALLERIE VIGNAL EURL'},
  {city: city('Pau', '64000'), name: 'CABINET DE GÉOMÈTRES LAMBERT SARL'},
]

/** The salons' names (the corpus has two for the activity). */
const SALONS = ['SALON CAPUCINE', "L'ATELIER DES BOUCLES", 'INSTANT BEAUTÉ', "LES CISEAUX D'ARGENT"]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout32:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'rib/photo-ecran-portable-banque-en-ligne') {
    options.bank = ONLINE_BANKS[i]
    params.variant = i
  }

  if (layout === 'attestation_rc_pro/salon-coiffure-tache-cafe') {
    // Hair and beauty salons (the corpus's activity "Coiffure, soins esthétiques").
    options.company = {...options.company, activityIndex: 13, legalForm: (['SARL', 'SAS', 'EURL', 'SARL'] as LegalForm[])[i], name: SALONS[i]}
    params.insurer = i
  }

  if (layout === 'attestation_vigilance/brouillon-verso-feuille-reutilisee') {
    // Activities under the general scheme (not the landscapers').
    options.company = {...options.company, activityIndex: [1, 4, 10, 12][i]}
  }

  if (layout === 'avis_imposition/investissement-locatif-coin-dechire-scotch') params.couple = i === 1 || i === 2

  if (layout === 'bulletin_paie/tese-urssaf-valeurs-avant-libelles') {
    // The employee lives in the employer's town; a small employer's pay.
    options.employer = TESE_EMPLOYERS[i]
    options.person = {...options.person, city: TESE_EMPLOYERS[i].city}
    options.grossEuros = [2380, 2645, 2910, 3120][i] + Math.floor(rng() * 100) / 100
    params.employer = i
  }

  if (layout === 'cni/tchequie-obcansky-prukaz-courriel-imprime') {
    const p = CZECHS[i]
    holder(p, 'Tchèque', `${p.place} (RÉPUBLIQUE TCHÈQUE)`)
    params.place = p.place
    params.home = p.home
    params.office = p.office
    params.variant = i
  }

  if (layout === 'facture_domicile/cooperative-energie-capture-telephone') params.coop = i

  if (layout === 'kbis/pochette-plastique-reflets') {
    options.company = {...options.company, legalForm: (['SAS', 'EURL', 'SARL', 'SASU'] as LegalForm[])[i]}
    params.variant = i
  }

  if (layout === 'passeport/cameroun-copie-certifiee-consulat-timbre') {
    const p = CAMEROONIANS[i]
    holder(p, 'Camerounaise', `${p.place} (CAMEROUN)`)
    params.place = p.place
    params.post = p.post
  }

  if (layout === 'titre_sejour/recherche-emploi-creation-entreprise-copie-toner-faible') {
    const p = GRADUATES[i]
    holder(p, p.nationality, p.place)
    // Graduates in their late twenties.
    options.person = {...options.person, birthDate: ['2004-11-23', '2003-05-30', '2005-02-17', '2004-08-09'][i]}
    params.code = p.code
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
