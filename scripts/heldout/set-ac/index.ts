/**
 * The ten held-out layouts of set ac and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (January, April, July and October 2031; the payslips fall in the month before it, the tax
 * notices on the income of 2029 or 2030), with a married woman (usage name; not on the Maltese
 * card, the Algerian passport and the permanent resident card, whose holders carry the names of
 * their documents), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document (or a real way of sending one) that the earlier sets do
 * not have:
 * - rib/telecopie-agence-bordereau-transmission: a company's RIB FAXED BY ITS BRANCH to the broker
 *   (four invented brokers; high-street and mutualist banks): the sending machine's transmission
 *   line at the top (date, time, the branch's fax number and name, the job number: decoys), the
 *   branch's COVER SHEET in the upper half (the broker's firm, contact and fax, the adviser, the
 *   date, the pages, the subject with the broker's file number; a message naming the company with
 *   its SIREN grouped and the loan's amount: decoys), a dashed cut line, then the RIB in a frame:
 *   "Titulaire du compte" and "Domiciliation" side by side, the national parts as VALUES IN A ROW
 *   UNDER THEIR COLUMN TITLES, "IBAN :" grouped by four and "BIC :" on label : value lines; the
 *   branch's "certifié conforme" stamp with its date and the adviser's signature under it, the
 *   receiving service's line at the foot (decoy dates); black only, specks and streaks.
 * - attestation_rc_pro/formulaire-pre-imprime-rempli-main: the professional liability certificate
 *   a mutual insurer's GENERAL AGENT FILLS IN BY HAND on the PRE-PRINTED PAD (the customer's yellow
 *   copy; four invented insurers): labels over dotted lines with the values written in blue ink
 *   (the insured's name with its form, the address, the contract's number, the activities on up to
 *   three lines), the SIREN ONE DIGIT PER BOX, the period WRITTEN INTO PRE-PRINTED SLASHES; the
 *   pad's red serial number, the handwritten limits and excess, the handwritten "Fait à ..., le
 *   ..." date, the agent's stamp (ORIAS number, agent code) and the insurer's SIREN in the footer
 *   (decoys).
 * - attestation_vigilance/courrier-plie-en-trois-photo-bureau: the Urssaf vigilance certificate
 *   received BY POST, FOLDED IN THREE, unfolded on a DARK DESK and PHOTOGRAPHED (the sheet a little
 *   smaller than the page and turned by a degree or two, two shaded creases, a pen beside it): the
 *   Urssaf's postal address and the contributor account number (decoys), the window with the
 *   company's name and form over its address, "délivrée le 14 avril 2031" with the MONTH IN WORDS
 *   under the title, the company as VALUES IN A ROW UNDER THEIR COLUMN TITLES, the situation date
 *   and the last declared periods with workforce and contributions (decoys), the security code in a
 *   frame, the letter's reference (a decoy).
 * - avis_imposition/non-resident-sip-etranger: page 1 of the income tax notice of a person who
 *   LIVED ABROAD in the income year, from the SIP DES NON-RÉSIDENTS, sent to his ADDRESS ABROAD
 *   (London, Montréal, Dubai, Singapore; the second a couple): the references as LABEL : VALUE lines
 *   at the left (the notice's reference, the collection date, the country of residence and its
 *   code: decoys), the window with the foreign address and the COUNTRY on its last line, the summary
 *   as boxes with the VALUES ABOVE THEIR CAPTIONS (the reference income; the shares and the net tax:
 *   decoys), the French-source salaries as "label | case | amount" rows with the WORLDWIDE INCOME
 *   (8TM) and the non-residents' withholding (8TA) under them (decoys), the calculation with the 20 %
 *   MINIMUM RATE and the AVERAGE RATE (decoys), the Treasury's IBAN and BIC for paying from abroad
 *   (decoys).
 * - bulletin_paie/coffre-fort-numerique-visionneuse: a payslip PRINTED FROM THE EMPLOYEE'S DIGITAL
 *   SAFE'S WEB VIEWER (four invented safes): the browser's print header and footer (date and time,
 *   title, address: decoys), the safe's bar with the user's name as the safe writes it ("Claire
 *   Leroy": a decoy form), the breadcrumb, the title with the month, the details ("Déposé le ...
 *   par <employer>", the file's size, "Conservé jusqu'au" fifty years on: decoys), the viewer's
 *   toolbar, then the payslip REDUCED TO ABOUT THREE QUARTERS on a grey ground: "Période du
 *   01/03/2031 au 31/03/2031", the employer with its SIRET grouped, the employee "M. Thomas GAUTIER"
 *   in a frame, a strip of label-above-value cells (employee and social security numbers, hire
 *   date: decoys), the clarified table, the framed net before tax, the year to date as values under
 *   their titles (decoys).
 * - cni/malte-karta-identita-deux-photos-document: the MALTESE identity card (Maltese / English
 *   captions) of a Maltese living in France, sent as TWO PHONE PHOTOS PASTED INTO A WORD DOCUMENT:
 *   the holder's typed heading ("Pièce d'identité - BORG Maria", the photos' date: decoys),
 *   "Recto" and "Verso" over the photos, each card on a grey table TURNED BY TWO OR THREE DEGREES,
 *   enlarged about 1.8 times, a THUMB pressing an edge; dotted dates, the number seven digits and a
 *   letter, the card access number "CAN" (a decoy), the issue date only on the back ("Data
 *   tal-Ħruġ", the Ħ and ġ drawn), TD1 MRZ "IDMLT".
 * - passeport/algerie-biometrique-photo-quart-de-tour: an ALGERIAN biometric passport (ten years)
 *   issued by a consulate in France, PHOTOGRAPHED WITH A PHONE HELD SIDEWAYS: the landscape
 *   picture TURNED A QUARTER on the portrait page (every line of the data page reads upwards), the
 *   data page about twice its real size on a dark table, the facing page's edge, the camera's
 *   orange DATE STAMP in the corner (a decoy); French / English captions with the Arabic after them
 *   drawn as script (not text), dotted dates, the number nine digits, the NATIONAL IDENTIFICATION
 *   NUMBER "NIN" (eighteen digits: a decoy), TD3 MRZ "P<DZA".
 * - facture_domicile/fioul-domestique-ticket-mesurage-agrafe: a regional HEATING OIL distributor's
 *   invoice for a delivery to a rural household's tank (four invented distributors), scanned with
 *   the truck's thermal METERING TICKET STAPLED ASKEW in its lower left part: the framed "FACTURE"
 *   block with label : value lines ("Date de facture" the truth; the invoice and customer numbers,
 *   the delivery and due dates: decoys), the window "M. Thomas GAUTIER" over the address lines, the
 *   delivery place on one line, the litres and prices (decoys), the cheque handed to the driver (a
 *   decoy number and date), the ticket's plate, meter, ticket number, date and time, indexes,
 *   volumes and "CLIENT GAUTIER T." (decoys), the distributor's SIRET and excise number (decoys).
 * - kbis/surligne-annote-courtier: a Kbis as the BROKER'S ASSISTANT CHECKED IT before scanning:
 *   the update date, the SIREN, the name and the manager HIGHLIGHTED IN YELLOW, the capital CIRCLED
 *   IN RED, HANDWRITTEN RED NOTES in the right margin ("< 3 mois OK", "capital à jour ?", "vu le
 *   16/04/31": decoys), the firm's "REÇU LE 15 AVR. 2031" stamp (a decoy); inside, the registry's
 *   classic layout narrowed by the margin: "à jour au 8 avril 2031" with the MONTH IN WORDS, label |
 *   value rows, the personal home, a TRADE NAME and a SIGN (decoy names), the start of activity.
 * - titre_sejour/carte-resident-permanent-copie-certifiee-main: the "CARTE DE RÉSIDENT PERMANENT"
 *   (article L. 426-4 of the CESEDA; Moroccan, Turkish, Vietnamese, Malian holders) PHOTOCOPIED IN
 *   BLACK AND WHITE at about 130 %, front above back, CERTIFIED BY THE HOLDER BY HAND under the
 *   copies ("Copie certifiée conforme à l'original", "Fait à Lyon, le 08/07/2031": a decoy date,
 *   the name and the signature), the sheet PUNCHED (two dark holes) and STAPLED; French captions
 *   with English after a slash, dates spaced, the foreign national's number (a decoy), the issue
 *   date only on the back, TD1 MRZ "IRFRA".
 *
 * Ground truth: every layout prints the fields the other sets print for its type, with the same
 * names and conventions (dates ISO, amounts "2480.00", identifiers digits only, names and
 * addresses as printed). Printed forms worth knowing: the faxed RIB's `titulaire` is the holder as
 * the bank names it in the RIB's frame, `domiciliation` the branch ("CRÉDIT VILLEURBANNE GARE",
 * also in the fax's transmission line and the cover's "Agence :" row), `iban` printed grouped by
 * four, `bic` after "BIC :"; the handwritten certificate's `assure` is the name with its form as
 * the agent wrote it ("SAS SIGNAL & MESURE" or "SIGNAL & MESURE SARL"), `assure_siren` written one
 * digit per box, `assureur` the pre-printed insurer's name, `numero_police` as written ("RCP 22
 * 69921"), `activites` the company's activity written over up to three dotted lines, the period's
 * dates written as "01 / 12 / 2030" into pre-printed slashes; the folded vigilance certificate's
 * `denomination` is the name alone (the window adds the form), `siret` grouped, `adresse` the
 * window's address lines with the town in capitals, `date_emission` "délivrée le 14 avril 2031"
 * (month in words; not the situation date); the non-resident's notice's `declarant` is the window's
 * first line ("M LE ROUX THOMAS", "MME OU M RENAUD INES"), `adresse` the window's foreign lines and
 * the country ("FLAT 4, 21 BAKER STREET, LONDON NW1 6XE, ROYAUME-UNI"), `rfr` the value above
 * "Revenu fiscal de référence" in the summary, `salaires_declares` the 1AJ row (not the 8TM
 * worldwide income), `date_etablissement` with slashes; the digital safe's payslip's `salarie_nom`
 * is "M. Thomas GAUTIER" (civility, first given name, surname; not the safe's "Thomas Gautier"),
 * `employeur` the name with its form, `periode` printed as "Période du 01/03/2031 au 31/03/2031"
 * (and "Mars 2031" in the viewer's title); the Maltese card's `nom` and `prenoms` are in capitals,
 * dates "14.02.1985", `numero_document` seven digits and a letter (not the CAN), `date_delivrance`
 * only on the back; the Algerian passport's dates are dotted, `numero_document` nine digits (not
 * the NIN), every value reads upwards; the heating oil invoice's `titulaire` is "M. Thomas
 * GAUTIER", `adresse` the window's lines, `emetteur` the distributor's name, `date_emission` the
 * "Date de facture" (not the delivery date, the due date nor the ticket's); the annotated Kbis's
 * `date_extrait` is "à jour au 8 avril 2031" (not the stamp's nor the note's date), `siren` grouped
 * with "R.C.S.", `forme_juridique` in full, `adresse_siege` the seat on one line,
 * `representant_legal` as the registry writes it ("PERRIN épouse MOULIN Anaïs Françoise"); the
 * permanent resident card's dates are spaced, `numero_document` the card's number (not the foreign
 * national's number), `date_delivrance` only on the back.
 */
import {ALL_CITIES, BANKS, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisNonResident} from './avis-non-resident.js'
import {cniMalteDeuxPhotos} from './cni-malte-deux-photos.js'
import {factureFioulTicket} from './facture-fioul-ticket.js'
import {kbisSurligneAnnotations} from './kbis-surligne-annotations.js'
import {paieCoffreFortVisionneuse} from './paie-coffre-fort-visionneuse.js'
import {passeportAlgeriePhotoQuart} from './passeport-algerie-photo-quart.js'
import {rcproFormulaireManuscrit} from './rcpro-formulaire-manuscrit.js'
import {ribTelecopieAgence} from './rib-telecopie-agence.js'
import {titreSejourResidentPermanentCopie} from './titre-sejour-resident-permanent-copie.js'
import {vigilancePlieePhotoBureau} from './vigilance-pliee-photo-bureau.js'

export const HELDOUT_SEED = 2929

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout31'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/formulaire-pre-imprime-rempli-main': rcproFormulaireManuscrit,
  'attestation_vigilance/courrier-plie-en-trois-photo-bureau': vigilancePlieePhotoBureau,
  'avis_imposition/non-resident-sip-etranger': avisNonResident,
  'bulletin_paie/coffre-fort-numerique-visionneuse': paieCoffreFortVisionneuse,
  'cni/malte-karta-identita-deux-photos-document': cniMalteDeuxPhotos,
  'facture_domicile/fioul-domestique-ticket-mesurage-agrafe': factureFioulTicket,
  'kbis/surligne-annote-courtier': kbisSurligneAnnotations,
  'passeport/algerie-biometrique-photo-quart-de-tour': passeportAlgeriePhotoQuart,
  'rib/telecopie-agence-bordereau-transmission': ribTelecopieAgence,
  'titre_sejour/carte-resident-permanent-copie-certifiee-main': titreSejourResidentPermanentCopie,
}

const AS_OF = ['2031-01-14', '2031-04-15', '2031-07-16', '2031-10-14']

const USAGE = ['BERTRAND', 'MOULIN', 'LACROIX', 'RENAUD']

const city = (name: string, postcode: string, greffe = name): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Maltese living in France: the place of birth as the card prints it. */
const MALTESE: Holder[] = [
  {city: city('Paris', '75017'), civility: 'M.', given: ['Matthew', 'Joseph'], place: 'SLIEMA', surname: 'CAMILLERI'},
  {city: city('Marseille', '13006'), civility: 'Mme', given: ['Maria', 'Francesca'], place: 'BIRKIRKARA', surname: 'BORG'},
  {city: city('Lyon', '69003'), civility: 'M.', given: ['Kurt'], place: 'VALLETTA', surname: 'FARRUGIA'},
  {city: city('Nice', '06000'), civility: 'Mme', given: ['Rebecca', 'Anne'], place: 'MOSTA', surname: 'ZAMMIT'},
]

/** Algerians living in France: the place of birth and the consulate that issued the passport. */
const ALGERIANS: (Holder & {authority: string})[] = [
  {authority: 'CONSULAT GÉNÉRAL À MARSEILLE', city: city('Marseille', '13006'), civility: 'M.', given: ['Karim', 'Sofiane'], place: 'ORAN', surname: 'BENALI'},
  {authority: 'CONSULAT GÉNÉRAL À LYON', city: city('Villeurbanne', '69100'), civility: 'Mme', given: ['Amina'], place: 'CONSTANTINE', surname: 'BOUZIANE'},
  {authority: 'CONSULAT À BOBIGNY', city: city('Saint-Denis', '93200'), civility: 'M.', given: ['Yacine', 'Mohamed'], place: 'TIZI OUZOU', surname: 'AÏT MEZIANE'},
  {authority: 'CONSULAT GÉNÉRAL À TOULOUSE', city: city('Toulouse', '31000'), civility: 'Mme', given: ['Nadia', 'Lila'], place: 'SÉTIF', surname: 'HAMIDI'},
]

/** The households heated with oil, around the distributors' depots (facture-fioul-ticket.ts DISTRIBUTORS, in order). */
const OIL_TOWNS: City[] = [city('Yssingeaux', '43200'), city('Lamballe-Armor', '22400'), city('Bressuire', '79300'), city('Saverne', '67700')]

/** Long-settled residents holding the permanent card: the nationality's code and name. */
const RESIDENTS: (Holder & {code: string; nationality: string})[] = [
  {city: city('Lyon', '69003'), civility: 'Mme', code: 'MAR', given: ['Fatima', 'Zahra'], nationality: 'Marocaine', place: 'CASABLANCA (MAROC)', surname: 'EL AMRANI'},
  {city: city('Strasbourg', '67000'), civility: 'M.', code: 'TUR', given: ['Mehmet', 'Ali'], nationality: 'Turque', place: 'KAYSERI (TURQUIE)', surname: 'ÖZDEMIR'},
  {city: city('Paris', '75011'), civility: 'Mme', code: 'VNM', given: ['Thi', 'Lan'], nationality: 'Vietnamienne', place: 'HANOÏ (VIÊT NAM)', surname: 'TRAN'},
  {city: city('Rennes', '35000'), civility: 'M.', code: 'MLI', given: ['Abdoulaye'], nationality: 'Malienne', place: 'BAMAKO (MALI)', surname: 'KEITA'},
]

/** Banks with branches that fax: high-street and mutualist. */
const BRANCH_BANKS = [BANKS[0], BANKS[2], BANKS[1], BANKS[3]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout31:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'passeport/algerie-biometrique-photo-quart-de-tour') {
    const p = ALGERIANS[i]
    holder(p, 'Algérienne', `${p.place} (ALGÉRIE)`)
    params.place = p.place
    params.authority = p.authority
  }

  if (layout === 'facture_domicile/fioul-domestique-ticket-mesurage-agrafe') {
    options.person = {...options.person, city: OIL_TOWNS[i]}
    params.distributor = i
  }

  if (layout === 'kbis/surligne-annote-courtier') {
    options.company = {...options.company, legalForm: (['SARL', 'SAS', 'EURL', 'SASU'] as LegalForm[])[i]}
    params.variant = i
  }

  if (layout === 'titre_sejour/carte-resident-permanent-copie-certifiee-main') {
    const p = RESIDENTS[i]
    holder(p, p.nationality, p.place)
    params.code = p.code
  }

  if (layout === 'cni/malte-karta-identita-deux-photos-document') {
    const p = MALTESE[i]
    holder(p, 'Maltaise', `${p.place} (MALTE)`)
    params.place = p.place
  }

  if (layout === 'rib/telecopie-agence-bordereau-transmission') {
    options.bank = BRANCH_BANKS[i]
    params.broker = i
  }

  if (layout === 'attestation_rc_pro/formulaire-pre-imprime-rempli-main') params.insurer = i

  if (layout === 'attestation_vigilance/courrier-plie-en-trois-photo-bureau') {
    // Activities under the general scheme (not the landscapers').
    options.company = {...options.company, activityIndex: [3, 9, 13, 1][i]}
  }

  if (layout === 'avis_imposition/non-resident-sip-etranger') {
    params.abroad = i
    params.couple = i === 1
  }

  if (layout === 'bulletin_paie/coffre-fort-numerique-visionneuse') params.safe = i

  return {facts: makeFacts(rng, asOf, options), params}
}
