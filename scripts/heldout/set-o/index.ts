/**
 * The ten held-out layouts of set o and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from August 2026 to June 2027; the tax notices of the four documents are the 2026 ones, on
 * 2025 income; the payslips fall in July and October 2026 and January and May 2027), with a
 * married woman (usage name), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/impression-navigateur-html: the tax compliance certificate's WEB PAGE
 *   PRINTED FROM THE BROWSER without its style sheet: default serif face, the browser's print
 *   header (print date and time: a decoy) and footer (long address, "1/1"), skip links and the
 *   menu as bulleted blue links, "Date de délivrance" as a definition term with its value indented
 *   on the next line, the company in an HTML table with default borders (denomination without the
 *   legal form, SIREN unspaced, VAT number grouped "FR 32 812 345 676"), the situation date and
 *   the last closed year in the certifying sentence (decoys), the page's buttons as grey boxes.
 * - attestation_rc_pro/artisan-garanties-deux-colonnes: a CRAFTSMAN's package-contract certificate
 *   from a trades MUTUAL (two insurers, invented): a framed two-column grid of label : value pairs
 *   in small capitals (member and contract numbers, inception date and anniversary: decoys), the
 *   activity in bold wrapping onto a second line, the validity INSIDE A SENTENCE with DOTTED dates
 *   ("valable du 01.04.2027 au 31.03.2028", the period starting on the contract's anniversary), the
 *   GUARANTEES TABLE SPLIT OVER TWO COLUMNS (liability | property: many decoy amounts), "Fait à
 *   Niort, le <date in words>" (a decoy); bakeries, furniture makers, hairdressers, roasters.
 * - attestation_vigilance/texte-continu: an Urssaf vigilance certificate as a LETTER IN RUNNING
 *   TEXT: one justified paragraph carries the company with its legal form in full and in lower case
 *   BEFORE its name ("la société par actions simplifiée NOVACODE"), the SIRET grouped, the seat on
 *   one line inside the sentence, the manager (a decoy person), the up-to-date date in words (a
 *   decoy); the security code INSIDE A SENTENCE with no label of its own; the issue date only in
 *   "Fait à Nantes, le 3 mars 2027"; the service's TSA address, reference and contributor account
 *   (decoys).
 * - avis_imposition/meuble-prelevements-sociaux: page 1 of the notice "IMPÔT SUR LE REVENU ET
 *   PRÉLÈVEMENTS SOCIAUX" of a household that also LETS A FURNISHED FLAT (micro-BIC 5ND, 50 %
 *   allowance, social levies 17,2 %): the window at the LEFT, "Vos références" at the right as a
 *   RULED GRID of grey label cells and value cells (collection and payment deadline dates: decoys),
 *   shares and reference income in two boxes side by side, an amounts table whose COLUMNS are
 *   "Impôt sur le revenu | Prélèvements sociaux | Total", the income detail with a "Case" column,
 *   the levies' calculation; single people (documents 1 and 3) and married couples (2 and 4).
 * - bulletin_paie/aide-domicile-heures-grille: the payslip of a PART-TIME HOME-HELP WORKER of a
 *   home-services company (IDCC 3127): "Période de paie : 09/2026" in figures, the payment date in
 *   the following month (a decoy), the SAP declaration number (SAP + the SIREN: a decoy
 *   identifier), "Madame Claire DUBOIS" framed with the birth name on its own line, a WEEK-BY-WEEK
 *   GRID OF HOURS (dates, hours, Sunday hours, travel time, km: decoys), amounts WITHOUT thousands
 *   separator in the table ("1482,35") and with a space in the summary boxes ("1 482,35 €"), the
 *   mileage allowance added after the contributions; four employers (invented).
 * - cni/portugal-cartao-cidadao: a PORTUGUESE citizen card SCANNED AT THE BRANCH, front and back
 *   SIDE BY SIDE on a LANDSCAPE page at about 155 %, the scanner's header (a decoy date);
 *   Portuguese / English captions in small capitals, surnames with particles ("FERREIRA DA
 *   SILVA"), one WRAPPING onto a second line, given names in capitals ("MARIA DA CONCEIÇÃO"), dates
 *   "14 02 1985", the number "12345678 9 ZX1", NO ISSUE DATE; on the back the PARENTS' names (two
 *   decoy persons) and three decoy numbers, TD1 MRZ "I<PRT"; Portuguese holders living in France.
 * - facture_domicile/avis-echeance-assurance-habitation: a HOME INSURANCE PREMIUM NOTICE worth an
 *   insurance certificate (four mutual insurers, invented): the issue date in words in "La
 *   Rochelle, le 12 février 2027", the member as "M. GAUTIER Thomas" in the window over the
 *   address, the insured period, the anniversary, a co-insured spouse (a decoy person) for some,
 *   the premium's breakdown and TWELVE DEBIT DATES AND AMOUNTS (decoys), the insurer's seat.
 * - kbis/location-gerance-fonds: the Kbis of a company running a business it rents (LOCATION-
 *   GÉRANCE of a restaurant, bakery, florist's or bookshop): labels in small capitals, a dotted rule
 *   under each row, "à jour au <date in words>", the manager's PERSONAL HOME ADDRESS, the
 *   establishment at ANOTHER ADDRESS than the seat, the trade name and sign, the LESSOR COMPANY with
 *   its address and RCS number and the agreement's dates (decoys); SARL, EURL, SAS.
 * - rib/espace-pro-navigateur: the bank details PAGE of a business online banking PRINTED FROM THE
 *   BROWSER: print header and footer (a decoy date), the connected user (a decoy person), a left
 *   sidebar of three accounts with masked numbers and balances and the adviser, the holder as a
 *   grey label above the value, IBAN and BIC SIDE BY SIDE in a tinted box, the national identifier
 *   as a table, the domiciliation on three lines, the last-login date (a decoy); four banks.
 * - passeport/italie: an ITALIAN passport PHOTOCOPIED OPEN, the facing page (residence, height, eye
 *   colour, the consulate's stamp) above the data page at about 135 %; TRILINGUAL Italian / English
 *   / French captions NUMBERED as ICAO numbers them, dates with ITALIAN / ENGLISH months "14
 *   FEB/FEB 1985", "03 GIU/JUN 2021", particles and apostrophes ("DE LUCA", "D'ANGELO"), accents
 *   ("NICCOLÒ"), TD3 MRZ "P<ITA"; Italian holders living in France.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the HTML certificate's `denomination` is without the legal form, `siren` printed
 * unspaced and `tva_intracom` grouped; the RC Pro's `assure` is the name with its legal form,
 * `assureur` the insurer's legal name in the certifying sentence ("ARTIMUT Assurances Mutuelles",
 * not the lower-case wordmark), `activites` the one activity, `numero_police` with its spaces ("PAC
 * 27 041 873 R"), the period dates dotted; the vigilance certificate's `denomination` is the name
 * after the legal form, `adresse` the seat as printed inside the sentence, `code_securite` the code
 * inside the sentence, `date_emission` the "Fait à ..., le" date; the tax notice's `declarant` is
 * the window's line ("M. GIRAUD THOMAS", "MME OU M. DUBOIS CLAIRE"), `salaires_declares` declarant
 * 1's salaries (1AJ), `numero_fiscal` declarant 1's number; the payslip's `salarie_nom` is "Madame
 * Claire DUBOIS" and its `net_avant_impot` includes the mileage allowance; the Portuguese card's
 * `nom` is all the surnames joined with a space (the wrapped one too), `numero_document` as printed
 * with its spaces, and there is no `date_delivrance`; the insurance notice's `titulaire` is "M.
 * GAUTIER Thomas", `emetteur` the brand, `date_emission` the place-and-date line's date; the
 * Kbis's `representant_legal` is the birth name and all given names; the RIB's `titulaire` is the
 * holder as the bank names it, `domiciliation` its three printed lines joined with ", "; the
 * Italian passport's `nom` is the birth name (also for the married woman), `prenoms` in capitals.
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisMeublePrelevementsSociaux} from './avis-meuble-prelevements-sociaux.js'
import {cniPortugalCartao} from './cni-portugal-cartao.js'
import {factureAvisEcheanceHabitation} from './facture-avis-echeance-habitation.js'
import {fiscaleImpressionHtml} from './fiscale-impression-html.js'
import {kbisLocationGerance} from './kbis-location-gerance.js'
import {paieAideDomicileHeures} from './paie-aide-domicile-heures.js'
import {passeportItalie} from './passeport-italie.js'
import {rcproArtisanDeuxColonnes} from './rcpro-artisan-deux-colonnes.js'
import {ribEspaceProNavigateur} from './rib-espace-pro-navigateur.js'
import {vigilanceTexteContinu} from './vigilance-texte-continu.js'

export const HELDOUT_SEED = 1515

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout17'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/impression-navigateur-html': fiscaleImpressionHtml,
  'attestation_rc_pro/artisan-garanties-deux-colonnes': rcproArtisanDeuxColonnes,
  'attestation_vigilance/texte-continu': vigilanceTexteContinu,
  'avis_imposition/meuble-prelevements-sociaux': avisMeublePrelevementsSociaux,
  'bulletin_paie/aide-domicile-heures-grille': paieAideDomicileHeures,
  'cni/portugal-cartao-cidadao': cniPortugalCartao,
  'facture_domicile/avis-echeance-assurance-habitation': factureAvisEcheanceHabitation,
  'kbis/location-gerance-fonds': kbisLocationGerance,
  'passeport/italie': passeportItalie,
  'rib/espace-pro-navigateur': ribEspaceProNavigateur,
}

const AS_OF = ['2026-08-18', '2026-11-24', '2027-02-16', '2027-06-08']

const USAGE = ['LEROY', 'FONTAINE', 'BARBIER', 'LEMAIRE']

/** Portuguese holders of the citizen card: names (the surname as printed, on one or two lines), parents (decoys), branch, home town in France. */
const PORTUGUESE: {civility: 'M.' | 'Mme'; given: string[]; surnameLines: string[]; usage?: string; parents: [string, string]; branch: string; city: City}[] = [
  {branch: 'Agence de Champigny Centre', city: {city: 'Champigny-sur-Marne', dept: '94', greffe: 'Créteil', postcode: '94500'}, civility: 'M.', given: ['João', 'Pedro'], parents: ['António Manuel da Silva', 'Maria de Lurdes Ferreira'], surnameLines: ['FERREIRA DA SILVA']},
  {branch: 'Agence de Villeurbanne Gratte-Ciel', city: {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'}, civility: 'Mme', given: ['Ana', 'Rita'], parents: ['Carlos Alberto Pereira', 'Rosa Maria Marques'], surnameLines: ['MARQUES PEREIRA'], usage: 'FONTAINE'},
  {branch: 'Agence de Toulouse Minimes', city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31200'}, civility: 'M.', given: ['Luís', 'Miguel'], parents: ['Manuel Joaquim Figueiredo', 'Isabel Rodrigues dos Santos'], surnameLines: ['RODRIGUES DOS SANTOS', 'FIGUEIREDO']},
  {branch: 'Agence de Tours Nationale', city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, civility: 'Mme', given: ['Maria', 'da Conceição'], parents: ['Fernando Gonçalves', 'Ermelinda de Jesus Gonçalves'], surnameLines: ['GONÇALVES']},
]

/** Italian holders of the passport: names (birth name; the married woman's French usage name is not on it), place of birth, authority, residence, home town in France. */
const ITALIANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; authority: string; residence: string; city: City}[] = [
  {authority: 'CONSOLATO GENERALE PARIGI', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', given: ['Niccolò', 'Andrea'], place: 'NAPOLI (NA)', residence: 'PARIGI (FRANCIA)', surname: 'ESPOSITO'},
  {authority: 'CONSOLATO GENERALE LIONE', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['Giulia', 'Francesca'], place: 'ROMA (RM)', residence: 'LIONE (FRANCIA)', surname: 'DE LUCA', usage: 'BARBIER'},
  {authority: 'QUESTURA DI BARI', city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'M.', given: ['Gianmarco'], place: 'BARI (BA)', residence: 'BARI (BA)', surname: "D'ANGELO"},
  {authority: 'CONSOLATO NIZZA', city: {city: 'Nice', dept: '06', greffe: 'Nice', postcode: '06000'}, civility: 'Mme', given: ['Maria', 'Chiara'], place: 'MILANO (MI)', residence: 'NIZZA (FRANCIA)', surname: 'COLOMBO'},
]

/** Home-services companies employing the home-help worker: name as printed, town and address lines, job (man, woman), level. */
const SAP_EMPLOYERS: {name: string; city: City; lines: string[]; job: [string, string]; level: string}[] = [
  {city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, job: ['Auxiliaire de vie', 'Auxiliaire de vie'], level: 'Niveau III', lines: ['Immeuble Le Mirabeau', '9 rue Édouard Vaillant'], name: 'TOURAINE AIDE À DOMICILE SAS'},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, job: ['Assistant de vie', 'Assistante de vie'], level: 'Niveau II', lines: ["14 boulevard de la Tour d'Auvergne"], name: 'ARMOR SERVICES À LA PERSONNE'},
  {city: {city: 'Clermont-Ferrand', dept: '63', greffe: 'Clermont-Ferrand', postcode: '63000'}, job: ['Intervenant à domicile', 'Intervenante à domicile'], level: 'Niveau I', lines: ['22 rue Blatin'], name: "DOMI'VOLCANS SARL"},
  {city: {city: 'Pau', dept: '64', greffe: 'Pau', postcode: '64000'}, job: ['Auxiliaire de vie sociale', 'Auxiliaire de vie sociale'], level: 'Niveau IV', lines: ["Centre d'affaires Pau Pyrénées", '3 avenue Jean Mermoz'], name: 'BÉARN ASSISTANCE FAMILLES'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout17:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'cni/portugal-cartao-cidadao') {
    const p = PORTUGUESE[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Portugaise', surname: p.surnameLines.join(' '), usageName: p.usage}
    params.surnameLines = p.surnameLines
    params.parents = p.parents
    params.branch = p.branch
  }

  if (layout === 'passeport/italie') {
    const p = ITALIANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Italienne', surname: p.surname, usageName: p.usage}
    params.place = p.place
    params.authority = p.authority
    params.residence = p.residence
  }

  if (layout === 'attestation_rc_pro/artisan-garanties-deux-colonnes') {
    options.company = {...options.company, activityIndex: [2, 9, 13, 8][i]}
    params.insurer = i % 2
  }

  if (layout === 'kbis/location-gerance-fonds') {
    options.company = {...options.company, activityIndex: [3, 2, 6, 10][i], legalForm: (['SARL', 'EURL', 'SAS', 'SARL'] as const)[i]}
    params.trade = [0, 1, 2, 3][i]
  }

  if (layout === 'avis_imposition/meuble-prelevements-sociaux') params.couple = i % 2 === 1

  if (layout === 'facture_domicile/avis-echeance-assurance-habitation') {
    params.insurer = i
    params.coinsured = i === 1 || i === 2
  }

  if (layout === 'rib/espace-pro-navigateur') {
    options.bank = BANKS[[0, 2, 1, 3][i]]
    params.color = ['#12355b', '#7b1e3a', '#0b4f3c', '#2d4a1e'][i]
  }

  if (layout === 'bulletin_paie/aide-domicile-heures-grille') {
    const e = SAP_EMPLOYERS[i]
    options.employer = {city: e.city, name: e.name}
    options.person = {...options.person, city: e.city}
    params.job = e.job
    params.level = e.level
  }

  const facts = makeFacts(rng, asOf, options)
  if (layout === 'bulletin_paie/aide-domicile-heures-grille') {
    const e = SAP_EMPLOYERS[i]
    facts.employer = {...facts.employer, address: {city: e.city.city, lines: e.lines, postcode: e.city.postcode}}
  }

  return {facts, params}
}
