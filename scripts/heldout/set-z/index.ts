/**
 * The ten held-out layouts of set z and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (February, May, August and November 2029; the payslips and the rent receipts fall in the
 * month before it, the tax notices on the income of 2027 or 2028), with a married woman (usage
 * name; not on the Slovenian card, the residence card and the Philippine passport, whose holders
 * carry the names of their documents), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - cni/slovenie-osebna-izkaznica-verso-retourne: a SLOVENIAN identity card (osebna izkaznica,
 *   2022 model) photocopied at about 125 %, the front at the top and the BACK UNDER IT UPSIDE DOWN
 *   (the card turned over on its long edge and not turned back on the glass): every line of the
 *   back is rotated by 180 degrees. Captions in SLOVENE / ENGLISH over the values ("Priimek /
 *   Surname", "Ime / Name"); names in capitals with Š and Ž ("ŽAGAR", "ŠPELA ANA"); DATES WITH A
 *   DOT AND A SPACE ("14. 02. 1985"); the sex "Ž/F"; the number two letters and seven digits; ten
 *   years of validity to the day; on the upside-down back the EMŠO personal number (thirteen
 *   digits starting with the birth date as DDMMYYY: a decoy), "Datum izdaje / Date of issue", the
 *   authority (an administrative unit or the embassy in Paris), the place of birth, the country of
 *   residence, TD1 MRZ "IDSVN"; the copier's footer date (a decoy).
 * - titre_sejour/vie-privee-familiale-copie-agrandie: a one-year "CARTE DE SÉJOUR TEMPORAIRE" with
 *   the "VIE PRIVÉE ET FAMILIALE" mention (a spouse or parent of a French national: Senegalese,
 *   Vietnamese, Haitian, Cameroonian holders) copied ENLARGED TO 200 %, the front filling the upper
 *   half of the page and the back the lower half: LARGE TYPE. French captions with the English
 *   after a slash, dates SPACED ("14 02 1985"); on the back the remarks with the CESEDA's article,
 *   the address, the AGDREF number (a decoy), "DATE DE DÉLIVRANCE", the prefecture, TD1 MRZ
 *   "IRFRA"; under the copy the holder's HANDWRITTEN "Copie certifiée conforme à l'original, le
 *   12/08/2029" in blue (a decoy date) and signature.
 * - passeport/philippines-avec-ancien-passeport-annule: a PHILIPPINE e-passport's data page (ten
 *   years) photocopied at about 125 % ABOVE the data page of the holder's PREVIOUS PASSPORT,
 *   returned CANCELLED at the renewal (corner clipped, a red "CANCELLED" stamp across it; a decoy
 *   document with its own number, issue and expiry dates and authority). Captions in FILIPINO /
 *   ENGLISH ("Apelyido / Surname", "Mga Pangalan / Given Names"); a separate "Panggitnang Apelyido /
 *   Middle Name" (the mother's maiden surname, or a married woman's maiden name: a decoy name);
 *   dates "14 FEB 1985"; the number "P4821937A"; the authority "PE PARIS"; TD3 MRZ "P<PHL". The
 *   married woman's new passport carries her French husband's surname ("MOREAU"), her cancelled one
 *   her maiden surname ("BAUTISTA", a decoy).
 * - bulletin_paie/arret-maladie-subrogation-ijss: the payslip of a month with a SICK LEAVE under
 *   SUBROGATION (the employer maintains the salary and receives the social security's daily
 *   allowances; four invented employers: haulage, printing, engineering, a private clinic): a
 *   TINTED LEFT SIDEBAR of LABEL-ABOVE-VALUE blocks (the employer with its form, address, SIRET
 *   grouped; the employee as "Madame Claire LEROY", the hire date and the social security number:
 *   decoys); at the right the period ONLY as "Janvier 2029" in a strip of VALUES IN A ROW UNDER
 *   THEIR COLUMN TITLES (the payment date: a decoy); a framed note of the sick leave (its dates,
 *   the waiting days, the IJSS per day: decoys); the body: the absence deducted, the maintained
 *   salary, the gross IJSS deducted from the gross, the contributions, then the IJSS PAID BACK NET
 *   OF CSG / CRDS after them, so that the net amounts exceed what the gross's lines alone give; a
 *   SUMMARY AS VALUES IN A ROW UNDER THEIR COLUMN TITLES (gross, net taxable, net before tax: the
 *   truth; the tax and the net paid: decoys); the year-to-date figures and the net social amount
 *   (decoys).
 * - avis_imposition/micro-entrepreneur-versement-liberatoire: page 1 of the income tax notice of an
 *   employee who also runs a MICRO-BUSINESS under the FLAT WITHHOLDING ON TURNOVER (5TA, 5TB,
 *   5TE): its income after the flat allowance is ADDED TO THE REFERENCE INCOME but not taxed at
 *   the scale; single people (documents 1 and 3) and married couples (2 and 4, the second with a
 *   child): the references as a GRID OF LABEL-ABOVE-VALUE CELLS ("Numéro fiscal" grouped, for a
 *   couple the SPOUSE's number: a decoy; "Date d'établissement" with slashes: the truth; the
 *   collection date and the payment deadline: decoys); the window ("M GAUTIER THOMAS", "MME OU M
 *   LEROY CLAIRE"); the REFERENCE INCOME STATED IN A SENTENCE in a blue band ("Le revenu fiscal de
 *   référence de votre foyer pour les revenus de 2028 s'élève à 42 529 €") and again in the
 *   calculation; the salaries as "label | case | amount" rows (the spouse's salaries and the
 *   deductions: decoys); the micro-business as VALUES IN A ROW UNDER THEIR COLUMN TITLES (turnover,
 *   allowance, amount kept, flat tax paid: decoys); the calculation as label ..... value rows (the
 *   income taxable at the scale, the tax, the balance: decoys).
 * - facture_domicile/regie-multiservices-electricite-eau: the two-monthly bill of a LOCAL PUBLIC
 *   MULTI-UTILITY (a régie selling both electricity and drinking water and billing the sewerage,
 *   paid to the public accountant; four invented régies in Alsace, the Doubs, the Maurienne and
 *   Brittany): the régie's name BROKEN ON TWO LINES beside its mark ("Régie Multiservices / de la
 *   Vallée de la Bruche") over its office's address (a decoy); the window ("M. GAUTIER Thomas" over
 *   the address in capitals with accents); the references as VALUES IN A ROW UNDER THEIR COLUMN
 *   TITLES ("Date de facture" with slashes: the truth; the invoice and subscriber numbers, the
 *   period, the due date: decoys); ELECTRICITY AND WATER IN TWO COLUMNS (delivery point, meters,
 *   readings with their dates: decoys); the detail of both services; a PAYMENT STUB with the public
 *   accountant's address (a decoy) on which the customer has WRITTEN BY HAND "payé le 11/02 - chq
 *   n° ..." (a decoy date); the régie's SIRET in the footer (a decoy).
 * - quittance_loyer/tableur-bailleur-particulier: a private landlord's monthly rent receipt made in
 *   a SPREADSHEET and printed WITH ITS GRIDLINES (a person, a family SCI, a couple; four invented
 *   landlords): the print header with the sheet's name and the PRINT DATE (a decoy); LABELS IN THE
 *   FIRST COLUMN AND VALUES IN THE NEXT CELLS, dates and amounts RIGHT-ALIGNED at the far end of
 *   their cells; "Bailleur" with its own address (a decoy; the SCI's RCS number: a decoy
 *   identifier); "Locataire" with the tenant as the landlord types the name ("M. Thomas Gautier",
 *   surname in lower case with a capital); the dwelling on its lines; the period with "du" and
 *   "au" in cells of their own (decoy dates); the sum in words; the payment date (a decoy); the
 *   receipt's sentence; "Fait à | Doussard | le | 09/01/2029" in four cells (the truth).
 * - kbis/siege-chez-domiciliataire: the Kbis of a company whose REGISTERED OFFICE IS AT A
 *   DOMICILIATION COMPANY (a business centre): classic serif layout, labels at the left and values
 *   in bold at the right; "à jour au 9 mai 2029" with the MONTH IN WORDS; the SIREN grouped with
 *   "R.C.S.", the form in full, the seat (the business centre's address) stacked on its lines; the
 *   representative as the registry writes it with the PERSONAL HOME (a decoy address: where the
 *   manager actually works); the establishment with "Nom du domiciliataire" (a decoy company) and
 *   its own SIREN grouped with "R.C.S." (a decoy identifier); the domiciliation contract's date and
 *   the approval number in the observations (decoys).
 * - attestation_fiscale/envoi-postal-tampon-arrivee-banque: the tax compliance certificate printed
 *   by the company and POSTED to its bank branch, STAMPED ON ARRIVAL by the branch's mail desk and
 *   scanned: a red rectangular INCOMING-MAIL STAMP slightly turned in the blank band at the top
 *   (the bank and its business centre, "COURRIER REÇU LE", the date in a rubber date-stamp's
 *   capitals "7 NOVEMBRE 2029": a decoy, the clerk's handwritten initials and file number after
 *   "Visa :"); the references as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("N° de l'attestation"
 *   (a decoy), "Date de délivrance" with slashes (the truth), "Service émetteur"); the company the
 *   same way ("Dénomination" the name alone, "Forme juridique", "SIREN" grouped, "N° de TVA
 *   intracommunautaire" spaced "FR 23 392281325"); the seat on one line; the situation date in
 *   words (a decoy); the taxes with their regimes; the SIE's address in the footer (a decoy).
 * - attestation_vigilance/caisse-securite-sociale-mayotte: the vigilance certificate of a company
 *   of MAYOTTE from the CAISSE DE SÉCURITÉ SOCIALE DE MAYOTTE (no Urssaf there), as a letter: the
 *   caisse's mark and address (a decoy); a framed "Vos références" box whose LABELS SIT AT THE LEFT
 *   AND VALUES FAR TO THE RIGHT ("Date d'émission" with slashes: the truth; the employer number,
 *   the reference, the phone: decoys); the window with the name AND ITS FORM over the seat's lines
 *   (the town in capitals); the company as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Raison
 *   sociale" the name alone, "N° SIRET" grouped, the form, the workforce: a decoy); "Adresse" on
 *   one line with the town as written; the situation date (a decoy); three months' declarations
 *   and payments (decoy dates and amounts); the SECURITY CODE in a framed box; "Fait à Mamoudzou,
 *   le 13 octobre 2029" (the issue date again, in words); the caisse's ROUND STAMP with its name
 *   written round the ring.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the Slovenian card's `nom` and `prenoms` are in capitals with Š and Ž ("ŽAGAR",
 * "ŠPELA ANA"; the MRZ spells them ZAGAR, SPELA), the dates "14. 02. 1985", `date_delivrance`
 * printed only on the upside-down back, `numero_document` the card's number (not the EMŠO); the
 * residence card's dates are spaced, `numero_document` the card's number (not the AGDREF number);
 * the Philippine passport's `nom` is the Surname field only (not the Middle Name, which is neither
 * the surname nor a given name), `prenoms` the Given Names, every truth value taken from the upper,
 * valid passport (not the cancelled one under it), `date_expiration` ten years less a day after
 * the issue; the sick-leave payslip has `salarie_nom` "Madame Claire LEROY", `employeur` the name
 * with its form, `periode` printed only as "Janvier 2029", `brut` the "SALAIRE BRUT" after the
 * absence, the maintained salary and the IJSS deduction, `net_avant_impot` and `net_imposable`
 * include the IJSS paid back (net of CSG / CRDS; taxable less the deductible CSG), amounts spaced
 * ("3 540,58"); the micro-entrepreneur's notice has `declarant` the window's first line, `adresse`
 * the window's postal lines, `numero_fiscal` declarant 1's (not the spouse's), `rfr` the amount in
 * the blue band (the salaries after the deduction plus the micro-business's amount kept; not the
 * income taxable at the scale), `salaires_declares` the 1AJ row (not the spouse's 1BJ); the
 * multi-utility bill's `titulaire` is "M. GAUTIER Thomas", `adresse` the window's lines in
 * capitals with accents, `emetteur` the régie's full name (printed on two lines beside its mark),
 * `date_emission` the "Date de facture" (not the handwritten payment date); the spreadsheet
 * receipt's `titulaire` is "M. Thomas Gautier" (the surname in lower case with a capital),
 * `adresse` the dwelling's lines, `date_emission` the date after "le" in the "Fait à" row (not
 * the print header's date nor the payment date); the domiciled company's Kbis has `adresse_siege`
 * the seat's lines (the business centre's address; not the personal home), `siren` grouped (not
 * the domiciliation company's), `forme_juridique` in full, `representant_legal` as the registry
 * writes it, `date_extrait` the "à jour au" date in words; the posted tax certificate has
 * `denomination` the name alone, `siren` grouped, `tva_intracom` spaced "FR 23 392281325",
 * `date_emission` the "Date de délivrance" (not the incoming-mail stamp's date); the Mayotte
 * certificate has `denomination` the name alone (the window adds the form), `siret` grouped,
 * `adresse` the window's lines with the town in capitals, `date_emission` "Date d'émission" with
 * slashes (again in words in "Fait à Mamoudzou, le ..."), `code_securite` the framed Courier code.
 */
import {ALL_CITIES, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisMicroEntrepreneurVl} from './avis-micro-entrepreneur-vl.js'
import {cniSlovenie} from './cni-slovenie-verso-retourne.js'
import {factureRegieMultiservices} from './facture-regie-multiservices.js'
import {fiscaleTamponArriveeBanque} from './fiscale-tampon-arrivee-banque.js'
import {kbisSiegeDomiciliataire} from './kbis-siege-domiciliataire.js'
import {paieArretMaladieSubrogation} from './paie-arret-maladie-subrogation.js'
import {passeportPhilippines} from './passeport-philippines-ancien-annule.js'
import {quittanceTableurBailleur} from './quittance-tableur-bailleur.js'
import {titreSejourVpfAgrandie} from './titre-sejour-vpf-agrandie.js'
import {vigilanceCssmMayotte} from './vigilance-cssm-mayotte.js'

export const HELDOUT_SEED = 2626

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout28'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/envoi-postal-tampon-arrivee-banque': fiscaleTamponArriveeBanque,
  'attestation_vigilance/caisse-securite-sociale-mayotte': vigilanceCssmMayotte,
  'avis_imposition/micro-entrepreneur-versement-liberatoire': avisMicroEntrepreneurVl,
  'bulletin_paie/arret-maladie-subrogation-ijss': paieArretMaladieSubrogation,
  'cni/slovenie-osebna-izkaznica-verso-retourne': cniSlovenie,
  'facture_domicile/regie-multiservices-electricite-eau': factureRegieMultiservices,
  'kbis/siege-chez-domiciliataire': kbisSiegeDomiciliataire,
  'passeport/philippines-avec-ancien-passeport-annule': passeportPhilippines,
  'quittance_loyer/tableur-bailleur-particulier': quittanceTableurBailleur,
  'titre_sejour/vie-privee-familiale-copie-agrandie': titreSejourVpfAgrandie,
}

const AS_OF = ['2029-02-13', '2029-05-15', '2029-08-21', '2029-11-13']

const USAGE = ['LEROY', 'MARCHAND', 'GARNIER', 'FONTAINE']

const city = (name: string, postcode: string): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe: name, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Slovenes living in France (the card carries the name they go by), the place of birth and the card's authority. */
const SLOVENES: (Holder & {authority: string})[] = [
  {authority: 'UE LJUBLJANA', city: city('Paris', '75011'), civility: 'M.', given: ['Matej'], place: 'LJUBLJANA', surname: 'ŽAGAR'},
  {authority: 'VELEPOSLANIŠTVO PARIZ', city: city('Lyon', '69003'), civility: 'Mme', given: ['Špela', 'Ana'], place: 'MARIBOR', surname: 'NOVAK'},
  {authority: 'UE CELJE', city: city('Grenoble', '38000'), civility: 'M.', given: ['Žiga'], place: 'CELJE', surname: 'HORVAT'},
  {authority: 'UE KOPER', city: city('Strasbourg', '67000'), civility: 'Mme', given: ['Urška'], place: 'KOPER', surname: 'KRAJNC'},
]

/** Spouses and parents of French nationals holding the one-year card: the nationality's code and name, the CESEDA article. */
const FAMILY: (Holder & {code: string; nationality: string; article: number})[] = [
  {article: 0, city: city('Rennes', '35000'), civility: 'M.', code: 'SEN', given: ['Mamadou', 'Lamine'], nationality: 'Sénégalaise', place: 'DAKAR (SÉNÉGAL)', surname: 'DIALLO'},
  {article: 0, city: city('Paris', '75011'), civility: 'Mme', code: 'VNM', given: ['Thi', 'Huong'], nationality: 'Vietnamienne', place: 'HANOÏ (VIÊT NAM)', surname: 'NGUYEN'},
  {article: 1, city: city('Bordeaux', '33000'), civility: 'M.', code: 'HTI', given: ['Jean-Robert'], nationality: 'Haïtienne', place: 'PORT-AU-PRINCE (HAÏTI)', surname: 'PIERRE-LOUIS'},
  {article: 1, city: city('Lille', '59000'), civility: 'Mme', code: 'CMR', given: ['Brigitte', 'Laure'], nationality: 'Camerounaise', place: 'YAOUNDÉ (CAMEROUN)', surname: 'MBARGA'},
]

/** Filipinos living in France: the middle name, and for the married woman the maiden surname and middle name of her former passport. */
const FILIPINOS: (Holder & {middle: string; maiden?: string; maidenMiddle?: string})[] = [
  {city: city('Paris', '75017'), civility: 'Mme', given: ['Maria', 'Cristina'], middle: 'REYES', place: 'MANILA', surname: 'SANTOS'},
  {city: city('Nice', '06000'), civility: 'Mme', given: ['Angelica'], maiden: 'BAUTISTA', maidenMiddle: 'CRUZ', middle: 'BAUTISTA', place: 'QUEZON CITY', surname: 'MOREAU'},
  {city: city('Lyon', '69003'), civility: 'M.', given: ['Jose', 'Miguel'], middle: 'VILLANUEVA', place: 'CEBU CITY', surname: 'DELA CRUZ'},
  {city: city('Montpellier', '34000'), civility: 'M.', given: ['Roderick'], middle: 'MENDOZA', place: 'ILOILO CITY', surname: 'GARCIA'},
]

/** The employers of the sick-leave payslips (paie-arret-maladie-subrogation.ts EMPLOYERS, in order). */
const EMPLOYERS: {name: string; city: City}[] = [
  {city: city('Villeurbanne', '69100'), name: 'TRANSPORTS ET LOGISTIQUE DU RHÔNE SAS'},
  {city: city('Nantes', '44000'), name: "IMPRIMERIE NOUVELLE DE L'OUEST SARL"},
  {city: city('Toulouse', '31000'), name: 'HÉLIOS INGÉNIERIE STRUCTURES SAS'},
  {city: city('Dijon', '21000'), name: 'CLINIQUE DU PARC DES SOURCES SAS'},
]

/** The companies' towns in Mayotte (vigilance-cssm-mayotte.ts). */
const MAYOTTE_TOWNS: City[] = [
  {city: 'Mamoudzou', dept: '976', greffe: 'Mamoudzou', postcode: '97600'},
  {city: 'Koungou', dept: '976', greffe: 'Mamoudzou', postcode: '97690'},
  {city: 'Dzaoudzi', dept: '976', greffe: 'Mamoudzou', postcode: '97615'},
  {city: 'Dembéni', dept: '976', greffe: 'Mamoudzou', postcode: '97660'},
]

/** The houses' towns (facture-regie-multiservices.ts REGIES, in order). */
const REGIE_TOWNS: City[] = [city('La Broque', '67130'), city('Villers-le-Lac', '25130'), city('Saint-Michel-de-Maurienne', '73140'), city('Clohars-Carnoët', '29360')]

/** The domiciliation companies' towns (kbis-siege-domiciliataire.ts DOMICILIATAIRES, in order). */
const DOMICILIATION_TOWNS: City[] = [city('Paris', '75017'), city('Lyon', '69003'), city('Bordeaux', '33000'), city('Nantes', '44000')]

/** The tenants' towns (quittance-tableur-bailleur.ts LANDLORDS, in order). */
const TENANT_TOWNS: City[] = [city('Annecy', '74000'), city('Villeurbanne', '69100'), city('La Rochelle', '17000'), city('Brest', '29200')]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout28:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'cni/slovenie-osebna-izkaznica-verso-retourne') {
    const p = SLOVENES[i]
    holder(p, 'Slovène', `${p.place} (SLOVÉNIE)`)
    params.authority = p.authority
    params.place = p.place
  }

  if (layout === 'titre_sejour/vie-privee-familiale-copie-agrandie') {
    const p = FAMILY[i]
    holder(p, p.nationality, p.place)
    params.article = p.article
    params.code = p.code
  }

  if (layout === 'passeport/philippines-avec-ancien-passeport-annule') {
    const p = FILIPINOS[i]
    holder(p, 'Philippine', `${p.place} (PHILIPPINES)`)
    params.middle = p.middle
    params.place = p.place
    if (p.maiden) {
      params.maiden = p.maiden
      params.maidenMiddle = p.maidenMiddle
    }
  }

  if (layout === 'bulletin_paie/arret-maladie-subrogation-ijss') {
    // The employee lives in the employer's town.
    options.employer = EMPLOYERS[i]
    options.person = {...options.person, city: EMPLOYERS[i].city}
    params.employer = i
  }

  if (layout === 'avis_imposition/micro-entrepreneur-versement-liberatoire') {
    params.activity = [1, 2, 0, 1][i]
    params.children = i === 3 ? 1 : 0
    params.couple = i === 1 || i === 3
  }

  if (layout === 'facture_domicile/regie-multiservices-electricite-eau') {
    options.person = {...options.person, city: REGIE_TOWNS[i]}
    params.regie = i
  }

  if (layout === 'kbis/siege-chez-domiciliataire') {
    options.company = {...options.company, city: DOMICILIATION_TOWNS[i], legalForm: (['SASU', 'EURL', 'SAS', 'SARL'] as LegalForm[])[i]}
    params.domiciliation = i
  }

  if (layout === 'quittance_loyer/tableur-bailleur-particulier') {
    options.person = {...options.person, city: TENANT_TOWNS[i]}
    params.landlord = i
  }

  if (layout === 'attestation_fiscale/envoi-postal-tampon-arrivee-banque') params.branch = i

  if (layout === 'attestation_vigilance/caisse-securite-sociale-mayotte') {
    // Activities under the general scheme.
    options.company = {...options.company, activityIndex: [3, 0, 6, 11][i], city: MAYOTTE_TOWNS[i]}
    params.variant = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
