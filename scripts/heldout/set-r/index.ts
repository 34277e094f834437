/**
 * The ten held-out layouts of set r and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from November 2026 to October 2027; the payslips fall in the month before it), with a
 * married woman (usage name), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/groupe-integration-fiscale: the tax compliance certificate of a company
 *   that is a MEMBER OF A TAX-CONSOLIDATED GROUP (article 223 A of the tax code): the SIE's letter
 *   head at the left with its address (a decoy address), "Affaire suivie par" (a decoy person) and
 *   the reference at the right; a framed "ENTREPRISE" box with "Raison sociale" (the name WITHOUT
 *   the legal form, which has its own row), the SIREN grouped, the VAT number SPACED IN THREE
 *   GROUPS ("FR 32 812345676"), the seat; a second framed box "SOCIÉTÉ TÊTE DE GROUPE" with the
 *   HEAD COMPANY's name, legal form, SIREN and VAT number and the date the company joined the
 *   group (all decoys); a table of taxes whose corporate-tax row says it is paid by the head company;
 *   the certifying sentence with the SITUATION DATE (a decoy); "Fait à Lyon, le 05/03/2027"; a
 *   2D-Doc-like seal and a verification code.
 * - attestation_rc_pro/remplacement-contrat: an insurer's liability certificate issued when a NEW
 *   CONTRACT REPLACED the former one (change of insurer's product): a general agent's cabinet on
 *   top (a decoy company with its address and ORIAS number), the insurer in a box at the right with
 *   its legal form ("ALTÉRIS ASSURANCES SA"), the insured and the new contract's number as LABEL-ABOVE-VALUE cells, a sentence
 *   "contrat n° RCE 27 004512 ... qui remplace à compter du 01.05.2027 le contrat n° RC-PRO-2019-
 *   88213 résilié à la même date" (the former number and its inception: decoys), the period with
 *   DOTTED DATES ("du 01.05.2027 au 30.04.2028"), the activities as a table with their NAF codes,
 *   the limits, the signing date (a decoy).
 * - avis_imposition/mariage-en-cours-annee: page 1 of the income tax notice of a couple who MARRIED
 *   DURING THE INCOME YEAR (joint taxation for the whole year): a grey SIDEBAR at the left holding
 *   "Vos références" as LABEL-ABOVE-VALUE pairs (the two tax numbers: declarant 1's is the truth,
 *   declarant 2's a decoy; the online access number, the notice reference, the establishment date,
 *   the collection date and the payment deadline: decoys); the window at the RIGHT ("M. OU MME
 *   GIRAUD THOMAS", postal capitals); "Votre situation" with the MARRIAGE DATE (a decoy); the
 *   reference income in a large box; the INDIVIDUALISED withholding rates of both spouses (decoy
 *   percentages); the income table "Déclarant 1 | Déclarant 2" (the spouse's salaries: decoys);
 *   whole euros.
 * - bulletin_paie/contractuel-territorial: the payslip of a CONTRACT AGENT of a LOCAL AUTHORITY
 *   (an agglomeration community, a department, a town: four invented employers) in the public
 *   payroll software style: "Mois de paie : 03/2027" (the month in figures), the agent as "Mme
 *   DUBOIS Claire" with "Née MARTIN" under it, grade, contract article, gross and increased index
 *   (decoy numbers), seven columns (code, label, base, rate, to pay, to deduct, employer's share:
 *   decoy amounts), the residence allowance and the IFSE bonus, IRCANTEC, the "Montant net social"
 *   (a decoy), the withholding tax, the public accountant (a decoy) and the payment date (a decoy),
 *   year-to-date totals (decoys).
 * - cni/suede-identitetskort: a SWEDISH national identity card (the 2022 model) of a Swede living
 *   in France, copied FRONT AND BACK SIDE BY SIDE on a LANDSCAPE page at about 135 %: numbered
 *   Swedish / English captions, dates with SWEDISH MONTH ABBREVIATIONS ("14 FEB 1985", "03 MAJ
 *   2021", "12 OKT 2031"), the card number (eight digits), the PERSONAL IDENTITY NUMBER that
 *   contains the birth date ("19850214-1234": a decoy), the height, TD1 MRZ "IDSWE"; under the card
 *   the holder's handwritten-style "certifiée conforme" line with the FRENCH USAGE NAME of the
 *   married woman and a date (decoys).
 * - facture_domicile/fibre-operateur-local: the monthly bill of a LOCAL FIBRE-ONLY ISP working on a
 *   PUBLIC INITIATIVE NETWORK (four invented ISPs): the brand at the top left, the bill's
 *   references in a grey box ("Date d'émission : 4 mars 2027" in words), the customer "M. Thomas
 *   GAUTIER" over his address at the LEFT, the INSTALLATION ADDRESS repeated with the optical
 *   outlet's reference (a decoy), the public network's name and its operator (a decoy company),
 *   the billing period and the direct-debit date (decoys), the lines of the bill, the ISP's legal
 *   line.
 * - kbis/plan-de-sauvegarde: the Kbis of a company UNDER A SAFEGUARD PLAN: "Extrait à jour au
 *   02/03/2027", labels in a left column, values at the right, the manager as the registry prints
 *   him (birth name then all given names; the usage name on its own row), a section "PROCÉDURES
 *   COLLECTIVES" with the opening judgment, the court-appointed administrator and creditors'
 *   representative (decoy persons and firms with their addresses), the judgment adopting the plan
 *   and its duration, the plan's supervisor (decoys).
 * - passeport/bresil: a BRAZILIAN passport's data page photocopied at about 150 % with the facing
 *   page: Portuguese / English / French captions, dates with PORTUGUESE / ENGLISH months ("14
 *   FEV/FEB 1985", "03 OUT/OCT 2023"), the compound surname ("OLIVEIRA COSTA"), the FILIATION (the
 *   parents' full names, which carry the holder's surnames: decoy persons), the place of birth
 *   with its state ("SÃO PAULO/SP"), the identity number (a decoy), the passport number ("GB123456")
 *   in the corner, TD3 MRZ "P<BRA"; on the facing page a French border police entry stamp with its
 *   date (a decoy).
 * - rib/place-de-marche-compte-paiement: the bank details of a company's SELLER PAYMENT ACCOUNT
 *   on a MARKETPLACE, opened at a PAYMENT INSTITUTION (the marketplace is its agent), printed on a
 *   LANDSCAPE page: the marketplace's brand in a band at the left (a decoy), the seller id (a
 *   decoy), "Titulaire du compte de paiement", the IBAN in groups of four and the BIC in a grid,
 *   "Établissement teneur du compte" (the institution's name and address on one line), the payout
 *   account with a MASKED IBAN and a FULL BIC OF ANOTHER BANK (decoys), the balance, the next
 *   payout date and a table of the last payouts (decoys), the agent's legal line.
 * - titre_sejour/citoyen-ue-sejour-permanent: the residence card of an EU CITIZEN with PERMANENT
 *   RESIDENCE ("CITOYEN UE/EEE/SUISSE - SÉJOUR PERMANENT") scanned with the BACK ABOVE THE FRONT
 *   at about 135 %: French captions with English after a slash, dates SPACED ("14 02 1985"), the
 *   married woman's usage name in a cell of its own under the birth name, the issue date on the
 *   back, the foreign national's number (a decoy), "DIRECTIVE 2004/38/CE" in the remarks, TD1 MRZ
 *   "IRFRA"; the bank's "Reçu le" stamp with a date (a decoy).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the group member's certificate's `denomination` is the "Raison sociale" without
 * the legal form, `tva_intracom` unspaced (printed "FR 32 812345676"), `date_emission` the "Fait
 * à ..., le" date (the head company's SIREN and VAT number and the situation date are decoys); the
 * replacement certificate's `assureur` is the insurer in its box ("ALTÉRIS ASSURANCES SA"), not
 * the agent, `numero_police` the NEW contract's number as printed, the period the new contract's
 * dotted dates; the marriage-year notice's `declarant` is the window's first line, `numero_fiscal`
 * declarant 1's number (unspaced), `salaires_declares` declarant 1's salaries (whole euros); the
 * territorial payslip's `salarie_nom` is "Mme DUBOIS Claire", `periode` the "03/2027" month,
 * `employeur` the authority's name as printed; the Swedish card's `nom` is the surname on the card
 * (the married woman's birth name; her French usage name is only in the handwritten line),
 * `prenoms` in capitals, `numero_document` the card number (not the personal identity number);
 * the fibre bill's `titulaire` is "M. Thomas GAUTIER", `adresse` the window's lines joined with
 * ", ", `emetteur` the ISP's brand (not the network nor its operator), `date_emission` the
 * "Date d'émission" date in words; the Kbis's `representant_legal` is the birth name and all
 * given names, `date_extrait` the "à jour au" date, `date_immatriculation` the registration date
 * (not the judgments'); the Brazilian passport's `nom` is the compound surname, `prenoms` in
 * capitals; the marketplace RIB's `titulaire` is the holder as printed, `domiciliation` the
 * institution's line as printed; the EU citizen's card's `nom` is the birth name, `prenoms` with
 * commas, `date_delivrance` the back's "DATE DE DÉLIVRANCE".
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisMariageEnCoursAnnee} from './avis-mariage-en-cours-annee.js'
import {cniSuedeIdentitetskort} from './cni-suede-identitetskort.js'
import {factureFibreOperateurLocal} from './facture-fibre-operateur-local.js'
import {fiscaleGroupeIntegration} from './fiscale-groupe-integration.js'
import {kbisPlanDeSauvegarde} from './kbis-plan-de-sauvegarde.js'
import {paieContractuelTerritorial} from './paie-contractuel-territorial.js'
import {passeportBresil} from './passeport-bresil.js'
import {rcproRemplacementContrat} from './rcpro-remplacement-contrat.js'
import {ribPlaceDeMarche} from './rib-place-de-marche.js'
import {titreSejourCitoyenUe} from './titre-sejour-citoyen-ue.js'

export const HELDOUT_SEED = 1818

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout20'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/groupe-integration-fiscale': fiscaleGroupeIntegration,
  'attestation_rc_pro/remplacement-contrat': rcproRemplacementContrat,
  'avis_imposition/mariage-en-cours-annee': avisMariageEnCoursAnnee,
  'bulletin_paie/contractuel-territorial': paieContractuelTerritorial,
  'cni/suede-identitetskort': cniSuedeIdentitetskort,
  'facture_domicile/fibre-operateur-local': factureFibreOperateurLocal,
  'kbis/plan-de-sauvegarde': kbisPlanDeSauvegarde,
  'passeport/bresil': passeportBresil,
  'rib/place-de-marche-compte-paiement': ribPlaceDeMarche,
  'titre_sejour/citoyen-ue-sejour-permanent': titreSejourCitoyenUe,
}

const AS_OF = ['2026-11-17', '2027-02-09', '2027-06-15', '2027-10-12']

const USAGE = ['LEROY', 'MOREL', 'BLANCHARD', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; city: City}

/** Swedes living in France: names (birth name on the card), birth place, authority. */
const SWEDES: (Holder & {authority: string})[] = [
  {authority: 'SVERIGES AMBASSAD PARIS', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'M.', given: ['Erik', 'Johan'], place: 'GÖTEBORG', surname: 'LINDQVIST'},
  {authority: 'POLISMYNDIGHETEN', city: {city: 'Nice', dept: '06', greffe: 'Nice', postcode: '06000'}, civility: 'Mme', given: ['Anna', 'Karin'], place: 'UPPSALA', surname: 'BERGSTRÖM', usage: 'MOREL'},
  {authority: 'POLISMYNDIGHETEN', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'M.', given: ['Lars-Erik'], place: 'MALMÖ', surname: 'ÅKESSON'},
  {authority: 'SVERIGES AMBASSAD PARIS', city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', given: ['Maja', 'Elin', 'Sofia'], place: 'STOCKHOLM', surname: 'SJÖBERG'},
]

/** Brazilians living in France: names (compound surnames), place of birth with its state, authority, parents (decoys). */
const BRAZILIANS: (Holder & {authority: string; parents: [string, string]})[] = [
  {authority: 'DPF/SP', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'M.', given: ['Rafael', 'Augusto'], parents: ['ANTÔNIO CARLOS OLIVEIRA COSTA', 'MARIA APARECIDA OLIVEIRA'], place: 'SÃO PAULO/SP', surname: 'OLIVEIRA COSTA'},
  {authority: 'CONSULADO-GERAL EM PARIS', city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'Mme', given: ['Juliana'], parents: ['JOSÉ ROBERTO PEREIRA DA SILVA', 'LÚCIA HELENA PEREIRA'], place: 'RIO DE JANEIRO/RJ', surname: 'PEREIRA DA SILVA', usage: 'GARNIER'},
  {authority: 'DPF/MG', city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'}, civility: 'M.', given: ['João', 'Pedro'], parents: ['FRANCISCO DE ASSIS ALMEIDA', 'TEREZINHA SOUZA ALMEIDA'], place: 'BELO HORIZONTE/MG', surname: 'SOUZA ALMEIDA'},
  {authority: 'CONSULADO-GERAL EM PARIS', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['Ana', 'Beatriz'], parents: ['PAULO RICARDO CARVALHO', 'SANDRA REGINA RIBEIRO'], place: 'CURITIBA/PR', surname: 'RIBEIRO CARVALHO'},
]

/** EU citizens with permanent residence: names, birth place, nationality (code and adjective). */
const EU_CITIZENS: (Holder & {code: string; nationality: string})[] = [
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'M.', code: 'PRT', given: ['Tiago', 'Miguel'], nationality: 'Portugaise', place: 'PORTO (PORTUGAL)', surname: 'FERREIRA'},
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'}, civility: 'Mme', code: 'ROU', given: ['Ioana', 'Maria'], nationality: 'Roumaine', place: 'CLUJ-NAPOCA (ROUMANIE)', surname: 'POPESCU', usage: 'FAURE'},
  {city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'M.', code: 'ITA', given: ['Lorenzo'], nationality: 'Italienne', place: 'NAPOLI (ITALIE)', surname: 'DE LUCA'},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, civility: 'Mme', code: 'POL', given: ['Katarzyna', 'Anna'], nationality: 'Polonaise', place: 'KRAKÓW (POLOGNE)', surname: 'NOWAK'},
]

/** Local authorities employing the contract agent: name as printed, town. */
const AUTHORITIES: {name: string; city: City}[] = [
  {city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'}, name: 'COMMUNAUTÉ URBAINE ANGERS LOIRE MÉTROPOLE'},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, name: 'DÉPARTEMENT D\'ILLE-ET-VILAINE'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, name: 'VILLE DE MONTPELLIER'},
  {city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, name: 'COMMUNAUTÉ D\'AGGLOMÉRATION DU GRAND ANNECY'},
]

/** Towns of the four fibre ISPs' public networks (facture-fibre-operateur-local.ts ISPS, in order). */
const FIBRE_TOWNS: City[] = [
  {city: 'Quimper', dept: '29', greffe: 'Quimper', postcode: '29000'},
  {city: 'Pau', dept: '64', greffe: 'Pau', postcode: '64000'},
  {city: 'Clermont-Ferrand', dept: '63', greffe: 'Clermont-Ferrand', postcode: '63000'},
  {city: 'Dijon', dept: '21', greffe: 'Dijon', postcode: '21000'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout20:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname, usageName: p.usage}
  }

  if (layout === 'cni/suede-identitetskort') {
    const p = SWEDES[i]
    holder(p, 'Suédoise')
    params.authority = p.authority
  }

  if (layout === 'passeport/bresil') {
    const p = BRAZILIANS[i]
    holder(p, 'Brésilienne')
    params.authority = p.authority
    params.parents = p.parents
  }

  if (layout === 'titre_sejour/citoyen-ue-sejour-permanent') {
    const p = EU_CITIZENS[i]
    holder(p, p.nationality)
    params.code = p.code
  }

  if (layout === 'bulletin_paie/contractuel-territorial') {
    const e = AUTHORITIES[i]
    options.employer = {city: e.city, name: e.name}
    params.authority = i
  }

  if (layout === 'attestation_fiscale/groupe-integration-fiscale') {
    options.company = {...options.company, legalForm: (['SAS', 'SARL', 'SASU', 'SAS'] as const)[i]}
    params.office = i
  }

  if (layout === 'attestation_rc_pro/remplacement-contrat') {
    options.company = {...options.company, activityIndex: [1, 4, 11, 12][i]}
    params.insurer = i % 2
  }

  if (layout === 'avis_imposition/mariage-en-cours-annee') params.spouse = i

  if (layout === 'kbis/plan-de-sauvegarde') {
    options.company = {...options.company, ageYears: 5, legalForm: (['SAS', 'SARL', 'SA', 'EURL'] as const)[i]}
  }

  if (layout === 'facture_domicile/fibre-operateur-local') {
    // A public initiative network serves its own area: the subscriber lives there.
    options.person = {...options.person, city: FIBRE_TOWNS[i]}
    params.isp = i
  }

  if (layout === 'rib/place-de-marche-compte-paiement') {
    // The seller accounts are kept by a payment institution (an online business bank or a neobank).
    options.bank = BANKS[i % 2 === 0 ? 5 : 4]
    params.marketplace = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
