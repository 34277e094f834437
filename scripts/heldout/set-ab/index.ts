/**
 * The ten held-out layouts of set ab and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (February, May, August and November 2030; the payslips and the rent receipts fall in the
 * month before it, the tax notices on the income of 2028 or 2029), with a married woman (usage
 * name; not on the Icelandic card, the Malagasy passport and the residence card, whose holders
 * carry the names of their documents), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - rib/banque-monegasque-iban-mc: the RIB of a French company of the towns around Monaco whose
 *   account is kept by a MONEGASQUE BANK (four invented banks): Monaco is in SEPA and keeps the
 *   French national layout, so the IBAN starts with "MC" and the BIC carries "MC" as its country;
 *   BILINGUAL captions (French / English); the holder with the company's French address at the left,
 *   the domiciliation with the bank's Monaco address at the right; the national parts as VALUES IN
 *   A ROW UNDER THEIR COLUMN TITLES; the IBAN in groups of four in a frame, the BIC in its own frame;
 *   the CORRESPONDENT BANKS for payments in other currencies (USD, GBP, CHF) with their own BICs and
 *   account numbers (decoys), the relationship manager, the edition date and the bank's registration
 *   at the Monegasque trade register (decoys).
 * - attestation_fiscale/enveloppe-signature-electronique-paraphee: the tax compliance certificate
 *   downloaded from the professional space, put by the broker into the ELECTRONIC SIGNATURE ENVELOPE
 *   of the loan application and INITIALLED there by the manager: the platform's "Enveloppe n°" (a
 *   UUID: a decoy identifier) at the top left, a VERTICAL BAND along the right margin (the initialling
 *   with the signer's name, the date and time, the proof's number: decoys), the initials box and the
 *   envelope's page number at the foot. Inside, the certificate as a letter: "Lyon, le 12/05/2030"
 *   at the top right (the truth), the company as LABEL : VALUE rows (the name alone, the form, the
 *   SIREN UNGROUPED "812345676", the VAT number unspaced "FR32812345676", the seat on one line), the
 *   situation date in words and the validity's end "valable jusqu'au" (decoys), the SIE's address.
 * - avis_imposition/garde-alternee-post-it-courtier: page 1 of the income tax notice of a parent
 *   whose children live with them in ALTERNATE RESIDENCE (quarter shares: single parents with the
 *   "case T" quarter or half, or a new couple), with the broker's YELLOW STICKY NOTE stuck slightly
 *   askew in the blank lower right part and HANDWRITTEN (the previous year's reference income, a
 *   phone number, a note on the children: decoys). The references as LABEL : VALUE lines at the
 *   left ("Numéro fiscal" grouped, "Date d'établissement" with slashes: the truth; the online access
 *   number and the collection date: decoys); the window at the right; the household as VALUES IN A
 *   ROW UNDER THEIR COLUMN TITLES (the situation, the shares, "dont enfants en résidence alternée",
 *   the reference income: the truth); the income as "label | case | amount" rows (1AJ the truth;
 *   the spouse's 1BJ and the deduction: decoys); the calculation with the quotient's ceiling
 *   (decoys).
 * - bulletin_paie/sortie-rupture-conventionnelle: the LAST PAYSLIP of an employee who leaves after
 *   a CONVENTIONAL TERMINATION (four invented employers: thermal engineering, a wine trader, a
 *   haulier, a pharmacy): "Période du 01/04/2030 au 17/04/2030" (the month CUT AT THE LEAVING DAY),
 *   a strip of LABEL-ABOVE-VALUE cells (hire date, LEAVING DATE and reason: decoys), the base salary
 *   less the absence after leaving plus the PAID LEAVE COMPENSATION, the contributions, then the
 *   EXEMPT TERMINATION INDEMNITY after them (a decoy amount) so that the net before tax exceeds what
 *   the gross alone gives; the period's and the year's figures as VALUES UNDER "Période" and "Année"
 *   (the year: decoys); the net before tax in a framed box, the tax, the net paid and the net social
 *   amount (decoys); the final settlement's date (a decoy).
 * - cni/islande-nafnskirteini-verso-pivote: the ICELANDIC identity card (nafnskírteini, the 2023
 *   model issued by Þjóðskrá, ten years) of an Icelander living in France, photocopied at about
 *   125 %: the front at the left, the BACK AT ITS RIGHT TURNED BY A QUARTER (laid sideways on the
 *   glass: every line of the back reads upwards). Captions in ICELANDIC / ENGLISH ("Kenninafn /
 *   Surname", "Eiginnöfn / Given names"); PATRONYMIC surnames with the Icelandic letters Ð, Þ, Ó
 *   ("GUÐMUNDSDÓTTIR", "ÞORSTEINSDÓTTIR"); DOTTED DATES ("14.02.1985"); the number a letter and seven
 *   digits; on the turned back the KENNITALA (ten digits that start with the birth date as DDMMYY:
 *   a decoy), the place of birth, "Útgáfudagur / Date of issue", the authority, TD1 MRZ "IDISL" (Ð
 *   written D, Þ written TH); the broker's scan band with its date (a decoy).
 * - passeport/madagascar-trilingue-appli-scan: a MALAGASY passport (five years) captured OPEN with a
 *   phone's SCANNING APPLICATION (cropped and enlarged to the width of the page, the app's mark and
 *   the capture's date and time at the foot: a decoy date): the upper page with the Minister's
 *   REQUEST in Malagasy, French and English and the holder's signature, the DATA PAGE under it. Captions
 *   in MALAGASY / FRENCH / ENGLISH ("Anarana / Nom / Surname", "Fanampin'anarana / Prénoms / Given
 *   names"); LONG SURNAMES ("RANDRIANARISOA") and given names in capitals; dates with slashes; the
 *   number a letter and eight digits; the holder's national identity card number as "Laharana
 *   manokana / N° personnel" (twelve digits: a decoy); the authority (the embassy in Paris or the
 *   capital); TD3 MRZ "P<MDG".
 * - facture_domicile/electricite-gros-caracteres: the LARGE-PRINT EDITION of an electricity bill
 *   (the suppliers send it to the partially sighted on request; two invented suppliers): type of 13
 *   to 26 points, one column of THICK-FRAMED BLOCKS, few figures; the window ("M. Thomas GAUTIER"
 *   over the address lines) in large type; "Facture du 12 mai 2030" with the MONTH IN WORDS (the
 *   truth); the amount, the DEBIT DATE, the consumption's period and the NEXT BILL's date in words
 *   (decoys), the customer and contract numbers and the delivery point (decoys), the supplier's
 *   address and SIREN in the footer (decoys).
 * - kbis/fusion-absorption-mentions: the Kbis of a company that ABSORBED ANOTHER (a merger or a
 *   universal transfer of assets) in a RULED TABLE with SHADED LABEL CELLS (some greffes' layout):
 *   "Extrait à jour au" in a box at the top right with slashes (the truth); the SIREN grouped with
 *   "R.C.S.", the form in full, the capital after the increase, the seat on one line; the president
 *   or manager as the registry writes it (the personal home: a decoy address), the STATUTORY
 *   AUDITOR (a decoy firm); the establishment with the start of activity (a decoy date); the
 *   OBSERVATIONS with the dated mentions of the MERGER: the ABSORBED COMPANY's name, form, SIREN and
 *   registry (a decoy company and identifier), the merger's effective date, the capital before and
 *   after (decoys).
 * - quittance_loyer/bilingue-meuble-expatrie: the monthly rent receipt of a FURNISHED flat let
 *   through a RELOCATION AGENCY for an owner LIVING ABROAD (four invented agencies in Paris, Lyon,
 *   Bordeaux and Nice): every caption BILINGUAL ("Locataire / Tenant"); the owner's name and
 *   address abroad (decoys) "représenté par / represented by" the agency; the receipt's number (a
 *   decoy); the period "du 01/04/2030 au 30/04/2030" with its English version in words (decoys); the
 *   amounts as "label | amount" rows; the payment date and the deposit held (decoys); the receipt's
 *   TEXT IN TWO COLUMNS, French at the left and English at the right; "Fait à Paris, le 03/05/2030"
 *   under the French (the truth) and "Issued in Paris on 3 May 2030" under the English; the agency's
 *   stamp; its professional card number and guarantee in the footer (decoys).
 * - titre_sejour/salarie-detache-ict-scan-fond-noir: a multi-year residence card "SALARIÉ DÉTACHÉ
 *   ICT" (an intra-corporate transferee: Indian, American, Brazilian, Japanese holders; up to three
 *   years) SCANNED ON A FLATBED WITH THE LID OPEN: the page BLACK around the cards, front and back at
 *   real size laid apart on the glass, with the employer's ACCESS BADGE beside them (its number and
 *   expiry: decoys). French captions with the English after a slash, dates SPACED ("14 02 1985"),
 *   the nationality as a code; on the back the remarks (the CESEDA's article, the authorisation to
 *   work), the address, the foreign national's number (AGDREF: a decoy), "DATE DE DÉLIVRANCE", the
 *   prefecture, TD1 MRZ "IRFRA".
 *
 * Ground truth: every layout prints the fields the other sets print for its type, with the same
 * names and conventions (dates ISO, amounts "2480.00", identifiers digits only, names and
 * addresses as printed). Printed forms worth knowing: the Monegasque RIB's `iban` starts with "MC"
 * (printed in groups of four), `bic` has "MC" as its country ("BRMCMCMCXXX"), `titulaire` the
 * holder as the bank names it, `domiciliation` the bank's name and agency on one line ("BANQUE DU
 * ROCHER - MONTE-CARLO ENTREPRISES"; not the correspondents); the initialled tax certificate's
 * `denomination` is the name alone, `siren` ungrouped, `tva_intracom` unspaced, `date_emission` the
 * letter's date at the top right (not the initialling's date in the vertical band nor the
 * validity's end); the alternate-residence notice's `declarant` is the window's first line, `adresse`
 * the window's postal lines, `rfr` the amount under "Revenu fiscal de référence" in the household's
 * row (not the sticky note's), `salaires_declares` the 1AJ row, `date_etablissement` with slashes;
 * the last payslip's `salarie_nom` is "Madame LEROY Claire" (civility in full, surname first),
 * `employeur` the name with its form, `periode` printed only as "Période du 01/04/2030 au
 * 17/04/2030" (the month cut at the leaving day), `brut` the gross after the absence and with the
 * paid leave compensation, `net_avant_impot` INCLUDES the exempt termination indemnity (it is paid
 * with the salary), `net_imposable` does not; the Icelandic card's `nom` is the patronymic in
 * capitals ("GUÐMUNDSDÓTTIR"), `prenoms` the given names in capitals, dates "14.02.1985",
 * `date_delivrance` printed only on the turned back, `numero_document` the card's number (not the
 * kennitala); the Malagasy passport's `nom` is the surname, `prenoms` the given names, dates with
 * slashes, `numero_document` the passport's number (not the personal number); the large-print
 * bill's `titulaire` is "M. Thomas GAUTIER", `adresse` the window's lines, `emetteur` the supplier's
 * name, `date_emission` "Facture du 12 mai 2030" (month in words; not the debit date nor the next
 * bill's); the merged company's Kbis has `siren` grouped (not the absorbed company's), `forme_juridique`
 * in full, `adresse_siege` the seat on one line, `representant_legal` as the registry writes it,
 * `date_extrait` the "Extrait à jour au" date with slashes (not the mentions' dates); the bilingual
 * receipt's `titulaire` is "M. Thomas GAUTIER" (the English text says "Mr Thomas GAUTIER"),
 * `adresse` the dwelling's lines, `date_emission` the "Fait à Paris, le 03/05/2030" date (also in
 * English words; not the payment date nor the period's); the ICT card's dates are spaced,
 * `numero_document` the card's number (not the AGDREF number nor the badge's), `date_delivrance`
 * only on the back.
 */
import {ALL_CITIES, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisGardeAlterneePostIt} from './avis-garde-alternee-post-it.js'
import {cniIslande} from './cni-islande-verso-pivote.js'
import {factureGrosCaracteres} from './facture-electricite-gros-caracteres.js'
import {fiscaleEnveloppeSignature} from './fiscale-enveloppe-signature.js'
import {kbisFusionAbsorption} from './kbis-fusion-absorption.js'
import {paieSortieRuptureConventionnelle} from './paie-sortie-rupture-conventionnelle.js'
import {passeportMadagascar} from './passeport-madagascar-appli-scan.js'
import {quittanceBilingueExpatrie} from './quittance-bilingue-expatrie.js'
import {ribBanqueMonegasque} from './rib-banque-monegasque.js'
import {titreSejourIctFondNoir} from './titre-sejour-ict-fond-noir.js'

export const HELDOUT_SEED = 2828

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout30'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/enveloppe-signature-electronique-paraphee': fiscaleEnveloppeSignature,
  'avis_imposition/garde-alternee-post-it-courtier': avisGardeAlterneePostIt,
  'bulletin_paie/sortie-rupture-conventionnelle': paieSortieRuptureConventionnelle,
  'cni/islande-nafnskirteini-verso-pivote': cniIslande,
  'facture_domicile/electricite-gros-caracteres': factureGrosCaracteres,
  'kbis/fusion-absorption-mentions': kbisFusionAbsorption,
  'passeport/madagascar-trilingue-appli-scan': passeportMadagascar,
  'quittance_loyer/bilingue-meuble-expatrie': quittanceBilingueExpatrie,
  'rib/banque-monegasque-iban-mc': ribBanqueMonegasque,
  'titre_sejour/salarie-detache-ict-scan-fond-noir': titreSejourIctFondNoir,
}

const AS_OF = ['2030-02-12', '2030-05-14', '2030-08-20', '2030-11-19']

const USAGE = ['LEROY', 'MARCHAND', 'GARNIER', 'FONTAINE']

const city = (name: string, postcode: string, greffe = name): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Icelanders living in France: the patronymic, the place of birth as the card prints it. */
const ICELANDERS: Holder[] = [
  {city: city('Paris', '75011'), civility: 'M.', given: ['Gunnar', 'Þór'], place: 'REYKJAVÍK', surname: 'JÓNSSON'},
  {city: city('Lyon', '69003'), civility: 'Mme', given: ['Sigrún', 'Björk'], place: 'AKUREYRI', surname: 'GUÐMUNDSDÓTTIR'},
  {city: city('Nantes', '44000'), civility: 'M.', given: ['Einar'], place: 'HAFNARFJÖRÐUR', surname: 'HALLDÓRSSON'},
  {city: city('Rennes', '35000'), civility: 'Mme', given: ['Katrín', 'Ósk'], place: 'ÍSAFJÖRÐUR', surname: 'ÞORSTEINSDÓTTIR'},
]

/** Malagasy living in France: the place of birth and the passport's authority. */
const MALAGASY: (Holder & {authority: string})[] = [
  {authority: 'AMBASSADE PARIS', city: city('Paris', '75011'), civility: 'M.', given: ['Hery', 'Nirina'], place: 'ANTANANARIVO', surname: 'RAKOTOMALALA'},
  {authority: 'ANTANANARIVO', city: city('Montreuil', '93100'), civility: 'Mme', given: ['Voahangy', 'Lalao'], place: 'TOAMASINA', surname: 'RANDRIANARISOA'},
  {authority: 'AMBASSADE PARIS', city: city('Marseille', '13006'), civility: 'M.', given: ['Tiana', 'Mamisoa'], place: 'FIANARANTSOA', surname: 'ANDRIAMANANTENA'},
  {authority: 'ANTANANARIVO', city: city('Bordeaux', '33000'), civility: 'Mme', given: ['Fanja', 'Harisoa'], place: 'MAHAJANGA', surname: 'RAZAFINDRAKOTO'},
]

/** Intra-corporate transferees: the nationality's code and name. */
const TRANSFEREES: (Holder & {code: string; nationality: string})[] = [
  {city: city('Toulouse', '31000'), civility: 'M.', code: 'IND', given: ['Arjun', 'Kumar'], nationality: 'Indienne', place: 'BENGALURU (INDE)', surname: 'SHARMA'},
  {city: city('Paris', '75017'), civility: 'Mme', code: 'USA', given: ['Emily', 'Rose'], nationality: 'Américaine', place: 'BOSTON (ÉTATS-UNIS)', surname: 'CARTER'},
  {city: city('Lyon', '69003'), civility: 'M.', code: 'BRA', given: ['Rafael'], nationality: 'Brésilienne', place: 'SÃO PAULO (BRÉSIL)', surname: 'OLIVEIRA SANTOS'},
  {city: city('Grenoble', '38000'), civility: 'Mme', code: 'JPN', given: ['Yuki'], nationality: 'Japonaise', place: 'OSAKA (JAPON)', surname: 'TANAKA'},
]

/** The employers of the last payslips (paie-sortie-rupture-conventionnelle.ts EMPLOYERS, in order). */
const LEAVERS_EMPLOYERS: {name: string; city: City}[] = [
  {city: city('Clermont-Ferrand', '63000'), name: "BUREAU D'ÉTUDES THERMIQUES ARVERNE SAS"},
  {city: city('Dijon', '21000'), name: 'CAVES ET DOMAINES DE BOURGOGNE SAS'},
  {city: city('Le Mans', '72000'), name: 'TRANSPORTS SARTHOIS EXPRESS SARL'},
  {city: city('Montpellier', '34000'), name: 'PHARMACIE DES ARCEAUX SELARL'},
]

/** The companies' towns around the Principality (their greffe is Nice's). */
const RIVIERA_TOWNS: City[] = [city('Beausoleil', '06240', 'Nice'), city('Menton', '06500', 'Nice'), city("Cap-d'Ail", '06320', 'Nice'), city('Roquebrune-Cap-Martin', '06190', 'Nice')]

/** The tenants' towns (quittance-bilingue-expatrie.ts AGENCIES, in order). */
const EXPAT_TOWNS: City[] = [city('Paris', '75017'), city('Lyon', '69003'), city('Bordeaux', '33000'), city('Nice', '06000')]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout30:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'cni/islande-nafnskirteini-verso-pivote') {
    const p = ICELANDERS[i]
    holder(p, 'Islandaise', `${p.place} (ISLANDE)`)
    params.place = p.place
  }

  if (layout === 'passeport/madagascar-trilingue-appli-scan') {
    const p = MALAGASY[i]
    holder(p, 'Malgache', `${p.place} (MADAGASCAR)`)
    params.place = p.place
    params.authority = p.authority
  }

  if (layout === 'titre_sejour/salarie-detache-ict-scan-fond-noir') {
    const p = TRANSFEREES[i]
    holder(p, p.nationality, p.place)
    params.code = p.code
  }

  if (layout === 'bulletin_paie/sortie-rupture-conventionnelle') {
    // The employee lives in the employer's town.
    options.employer = LEAVERS_EMPLOYERS[i]
    options.person = {...options.person, city: LEAVERS_EMPLOYERS[i].city}
    params.employer = i
  }

  if (layout === 'avis_imposition/garde-alternee-post-it-courtier') {
    // Alternate residence: children counted for a quarter share each (a half from the third).
    params.couple = i === 1
    params.alternate = [2, 1, 1, 3][i]
    params.full = [0, 1, 1, 0][i]
  }

  if (layout === 'rib/banque-monegasque-iban-mc') {
    options.company = {...options.company, city: RIVIERA_TOWNS[i]}
    params.bank = i
  }

  if (layout === 'attestation_fiscale/enveloppe-signature-electronique-paraphee') params.variant = i

  if (layout === 'facture_domicile/electricite-gros-caracteres') params.supplier = i % 2

  if (layout === 'kbis/fusion-absorption-mentions') {
    options.company = {...options.company, legalForm: (['SAS', 'SARL', 'SASU', 'SARL'] as LegalForm[])[i]}
    params.variant = i
  }

  if (layout === 'quittance_loyer/bilingue-meuble-expatrie') {
    options.person = {...options.person, city: EXPAT_TOWNS[i]}
    params.agency = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
