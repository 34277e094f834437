/**
 * The ten held-out layouts of set q and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from October 2026 to September 2027; the payslips and rent receipts fall in the month
 * before it), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_rc_pro/contrat-groupe-federation: the CERTIFICATE OF MEMBERSHIP a PROFESSIONAL
 *   FEDERATION sends the members of the GROUP professional liability contract it took out for them
 *   (IT freelancers, management consultants, designers, translators): the federation's monogram
 *   and name on top (a decoy for the insurer, with its address), a RULED LABEL | VALUE TABLE
 *   (subscriber: the federation again, "Assureur", "N° de police (contrat groupe)" "CG-RCP 2019
 *   0047", the managing broker: a decoy company, then the member "NOVACODE SAS", its SIREN grouped,
 *   its seat, the member number and first membership date: decoys, the activity), the period IN
 *   WORDS in a sentence ("du 1er janvier 2027 au 31 décembre 2027 inclus"), the limits table, the
 *   premium and its payment date, the signing date (decoys).
 * - attestation_vigilance/capture-appli-mobile: a SCREENSHOT OF THE URSSAF MOBILE APP's
 *   certificate screen printed on A4: the file name with the capture's date and time (a decoy),
 *   a narrow phone screen in the middle of the page (status bar, blue title bar, a green "Vous êtes
 *   à jour" chip), LABEL-ABOVE-VALUE rows in large type ("Raison sociale", the legal form in full
 *   on its own row, SIRET grouped, the address wrapped, "Délivrée le 5 mars 2027 à 09:38"),
 *   valid-until and up-to-date dates (decoys), the contributor account (a decoy), the SECURITY CODE
 *   in a monospaced box beside a "Copier" button, EARLIER CERTIFICATES with their dates (decoys).
 * - bulletin_paie/portage-salarial: the payslip of a consultant employed by a PORTAGE SALARIAL
 *   company (four invented employers): the financial guarantee (decoy), "Période : novembre 2026"
 *   IN WORDS, the payment date (a decoy), "Madame Claire DUBOIS" in a window block over her
 *   address, a strip of label-above-value cells, a framed "COMPTE D'ACTIVITÉ" box (invoiced and
 *   cashed turnover, management fee, expenses, balance: decoy amounts larger than the gross) with
 *   the client of the mission (a decoy company), the financial reserve and paid-leave lines, the
 *   expenses refunded after the withholding tax, year-to-date totals (decoys).
 * - cni/luxembourg-copie-notaire: a LUXEMBOURG identity card as a BLACK AND WHITE PHOTOCOPY
 *   CERTIFIED BY A FRENCH NOTARY: front above back at about 150 %, TRILINGUAL French /
 *   Luxembourgish / English captions in small print, dotted dates, the card number under "N° de la
 *   carte / Kaartennummer / Card No.", the CAN (a decoy number), the NATIONAL IDENTIFICATION
 *   NUMBER that contains the birth date ("1985 0214 123 45": a decoy), TD1 MRZ "IDLUX"; the
 *   notary's rectangular stamp with his name (a decoy person) and the date (a decoy).
 * - facture_domicile/electricite-option-tempo: a household ELECTRICITY BILL on a TEMPO-LIKE
 *   option (blue, white, red days) from an alternative supplier (four invented brands): the issue
 *   date with an ABBREVIATED MONTH ("Facture du 14 janv. 2027"), the holder's window AT THE LEFT,
 *   the amount due with the direct-debit date (a decoy), the delivery point with its PDL number (a
 *   decoy), a CALENDAR OF THE BILLED DAYS as coloured squares with their day numbers, a six-row
 *   consumption table with meter readings and their dates (decoys), the network operator's and
 *   the ombudsman's addresses (decoys).
 * - kbis/transfert-siege-tae: the Kbis from the registry of a TRIBUNAL DES ACTIVITÉS ÉCONOMIQUES
 *   (the 2025 experiment: Lyon, Marseille, Paris, Le Mans) of a company that MOVED ITS SEAT there
 *   from another jurisdiction: "à jour au 3 mars 2027" in words; rows of TWO CELLS SIDE BY SIDE
 *   with the LABEL ABOVE THE VALUE; the date of registration AND the date of registration at the
 *   new registry after the transfer (a decoy), the former RCS town and the FORMER SEAT (decoys),
 *   the manager's home address (a decoy), an auditor for some (a decoy company), observations
 *   repeating the transfer with its dates.
 * - passeport/pays-bas-paspoort: a DUTCH passport's data page scanned by a phone app and saved
 *   TURNED A QUARTER TURN on a portrait A4 page (all its text runs upwards) at about 150 %:
 *   NUMBERED trilingual Dutch / English / French captions, dates with Dutch / English months ("14
 *   MRT/MAR 1985"), the married woman's BIRTH NAME with "e/v MOREL" (spouse of) under it, the height
 *   "1,72 m", the document number (letters and digits) in the corner, the PERSONAL NUMBER (BSN: a
 *   decoy), the authority ("Burg. van Utrecht", "Ambassade Parijs"), TD3 MRZ "P<NLD"; the scanning
 *   app's footer with its date and time (a decoy) unrotated.
 * - quittance_loyer/tiers-payant-apl: a PRIVATE LANDLORD's rent receipt made with an online tool
 *   for a tenant whose HOUSING BENEFIT IS PAID DIRECTLY TO THE LANDLORD by the Caf: the landlord
 *   (a decoy person and address), the tenant "Madame Claire DUBOIS" in a window block, the dwelling
 *   repeated in a grey box with its type and area, the receipt's sentence with the tenant's share
 *   in figures and in words and the Caf's share, the period in words, an amounts table with the
 *   Caf's share as a NEGATIVE LINE and the payment dates (decoys), the Caf's address and the
 *   beneficiary number (decoys), the issue date only as "Date d'édition : 03-11-2026" (DASHES).
 * - rib/courtier-compte-especes: the bank details of the CASH ACCOUNT of a company's SECURITIES
 *   ACCOUNT at an ONLINE BROKER (four invented brokers): the broker's brand on top (not the bank),
 *   the securities and cash account numbers (decoys), the holder as a grey label above the value,
 *   the national identifier table, the IBAN framed in groups of four with the BIC beside it, the
 *   DOMICILIATION at the CUSTODIAN BANK on three lines, a registered EXTERNAL ACCOUNT with a
 *   MASKED IBAN and the FULL BIC OF ANOTHER BANK (decoys), a holdings summary (decoy date and
 *   amounts), the broker's legal line.
 * - titre_sejour/certificat-residence-algerien: an ALGERIAN national's CERTIFICATE OF RESIDENCE
 *   exported from a CREDIT BROKER's document platform: the broker's band on top (file number,
 *   "Déposée le ... par <adviser>": a decoy date and person), the card's front above its back at
 *   about 140 %, French captions with the English one after a slash ("NOM / Surname"), the married
 *   woman's birth name with "ÉPOUSE ROUSSEL" under it, given names with commas, dates with slashes,
 *   the START OF VALIDITY a few days after the issue (a decoy), the 1968 agreement's date in the
 *   remarks (a decoy), the AGDREF number (a decoy), TD1 MRZ "IRFRA".
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the group contract certificate's `assureur` is the insurer's name in its table
 * row ("MUTUELLE ATLANTIQUE DES PROFESSIONS", "HELVÉA ASSURANCES SA"), not the federation nor the
 * broker, `numero_police` the GROUP CONTRACT's number as printed ("CG-RCP 2019 0047", with its
 * spaces; the member number is a decoy), `assure` the name with its legal form, the period dates
 * the calendar year of the reference date (written in words); the app screenshot's `denomination`
 * is the "Raison sociale" (without the legal form), `adresse` the printed lines joined with ", ",
 * `date_emission` the "Délivrée le" date (not the capture's); the portage payslip's `salarie_nom`
 * is "Madame Claire DUBOIS", `periode` the month written in words, `net_avant_impot` the printed
 * "NET À PAYER AVANT IMPÔT SUR LE REVENU" (the expenses are refunded after it); the Luxembourg
 * card's `nom` is the birth name (the married woman's French usage name is not on it), `prenoms`
 * in capitals, `numero_document` the card number (not the CAN nor the national number),
 * `date_delivrance` the back's issue date; the electricity bill's `titulaire` is "M. Thomas
 * GAUTIER" as the window prints it, `emetteur` the brand, `date_emission` the "Facture du" date;
 * the Kbis's `date_immatriculation` is the row "Date d'immatriculation" (the company's first
 * registration, not the registration at the new registry after the transfer), `adresse_siege` the
 * current seat, `representant_legal` the birth name and all given names; the Dutch passport's
 * `nom` is the birth name printed as the surname (the "e/v" line is the spouse's name), `prenoms`
 * in capitals; the APL receipt's `titulaire` is "Madame Claire DUBOIS", `adresse` the window's
 * lines, `date_emission` the "Date d'édition" date; the broker's RIB `titulaire` is the holder as
 * printed, `domiciliation` the custodian's three printed lines joined with ", "; the Algerian
 * certificate's `nom` is the birth name, `prenoms` with the commas, `date_delivrance` the back's
 * "DATE DE DÉLIVRANCE" (not the start of validity).
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {cniLuxembourgCopieNotaire} from './cni-luxembourg-copie-notaire.js'
import {factureElectriciteTempo} from './facture-electricite-tempo.js'
import {kbisTransfertSiegeTae} from './kbis-transfert-siege-tae.js'
import {paiePortageSalarial} from './paie-portage-salarial.js'
import {passeportPaysBas} from './passeport-pays-bas.js'
import {quittanceTiersPayantApl} from './quittance-tiers-payant-apl.js'
import {rcproContratGroupeFederation} from './rcpro-contrat-groupe-federation.js'
import {ribCourtierCompteEspeces} from './rib-courtier-compte-especes.js'
import {titreSejourCertificatAlgerien} from './titre-sejour-certificat-algerien.js'
import {vigilanceCaptureAppliMobile} from './vigilance-capture-appli-mobile.js'

export const HELDOUT_SEED = 1717

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout19'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/contrat-groupe-federation': rcproContratGroupeFederation,
  'attestation_vigilance/capture-appli-mobile': vigilanceCaptureAppliMobile,
  'bulletin_paie/portage-salarial': paiePortageSalarial,
  'cni/luxembourg-copie-notaire': cniLuxembourgCopieNotaire,
  'facture_domicile/electricite-option-tempo': factureElectriciteTempo,
  'kbis/transfert-siege-tae': kbisTransfertSiegeTae,
  'passeport/pays-bas-paspoort': passeportPaysBas,
  'quittance_loyer/tiers-payant-apl': quittanceTiersPayantApl,
  'rib/courtier-compte-especes': ribCourtierCompteEspeces,
  'titre_sejour/certificat-residence-algerien': titreSejourCertificatAlgerien,
}

const AS_OF = ['2026-10-13', '2027-01-19', '2027-05-11', '2027-09-14']

const USAGE = ['ROUSSEL', 'MOREL', 'GARNIER', 'FAURE']

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; city: City}

/** Luxembourgers living in Lorraine and Alsace: names, birth place, issuing authority. */
const LUXEMBOURGERS: (Holder & {authority: string})[] = [
  {authority: 'AMBASSADE DU LUXEMBOURG À PARIS', city: {city: 'Thionville', dept: '57', greffe: 'Thionville', postcode: '57100'}, civility: 'M.', given: ['Gilles', 'Paul'], place: 'LUXEMBOURG', surname: 'SCHMIT'},
  {authority: 'COMMUNE DE ESCH-SUR-ALZETTE', city: {city: 'Metz', dept: '57', greffe: 'Metz', postcode: '57000'}, civility: 'Mme', given: ['Carole'], place: 'ESCH-SUR-ALZETTE', surname: 'WAGNER', usage: 'GARNIER'},
  {authority: 'AMBASSADE DU LUXEMBOURG À PARIS', city: {city: 'Longwy', dept: '54', greffe: 'Briey', postcode: '54400'}, civility: 'M.', given: ['Jean-Marie', 'Nicolas'], place: 'DIFFERDANGE', surname: 'REUTER'},
  {authority: 'VILLE DE LUXEMBOURG', city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'Mme', given: ['Anne-Marie', 'Lou'], place: 'ETTELBRUCK', surname: 'KAYSER-THILL'},
]

/** Dutch holders of the passport: names (birth name; the married woman's spouse's name), birth place, authority. */
const DUTCH: (Holder & {authority: string})[] = [
  {authority: 'Burg. van Utrecht', city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, civility: 'M.', given: ['Daan', 'Willem'], place: 'UTRECHT', surname: 'DE VRIES'},
  {authority: 'Ambassade Parijs', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'Mme', given: ['Sanne', 'Johanna'], place: 'ROTTERDAM', surname: 'VAN DEN BERG', usage: 'MOREL'},
  {authority: "Burg. van 's-Gravenhage", city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'M.', given: ['Thijs'], place: "'S-GRAVENHAGE", surname: 'BAKKER'},
  {authority: 'Burg. van Amsterdam', city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, civility: 'Mme', given: ['Femke', 'Maria', 'Elisabeth'], place: 'AMSTERDAM', surname: 'JANSSEN'},
]

/** Algerian holders of the certificate of residence: names, birth place, ten-year card or not. */
const ALGERIANS: (Holder & {tenYears: boolean})[] = [
  {city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'}, civility: 'M.', given: ['Karim'], place: 'ORAN (ALGÉRIE)', surname: 'BENALI', tenYears: true},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', given: ['Nadia', 'Samira'], place: 'ALGER (ALGÉRIE)', surname: 'BOUZID', tenYears: false, usage: 'ROUSSEL'},
  {city: {city: 'Saint-Denis', dept: '93', greffe: 'Bobigny', postcode: '93200'}, civility: 'M.', given: ['Mohamed', 'Amine'], place: 'TLEMCEN (ALGÉRIE)', surname: 'HADJ-AHMED', tenYears: true},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, civility: 'Mme', given: ['Lila'], place: 'TIZI OUZOU (ALGÉRIE)', surname: 'AÏT SAÏD', tenYears: false},
]

/** Portage salarial companies: name as printed, town, colour. */
const PORTAGE: {name: string; city: City; color: string}[] = [
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, color: '#0d5c63', name: 'OPTIMA PORTAGE SAS'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, color: '#3b3f8f', name: 'ITINÉRANCE PORTAGE SALARIAL'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, color: '#8c2f1b', name: 'KAPSUL CONSULTANTS SARL'},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, color: '#2d5a27', name: 'AVENIR INDÉPENDANTS PORTAGE'},
]

/** Towns of the tribunaux des activités économiques the companies moved to. */
const TAE_TOWNS: City[] = [
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'},
  {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'},
  {city: 'Le Mans', dept: '72', greffe: 'Le Mans', postcode: '72000'},
]

/** Towns of the APL tenants (the Caf of each is named on the receipt). */
const TENANT_TOWNS: City[] = [
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout19:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname, usageName: p.usage}
  }

  if (layout === 'cni/luxembourg-copie-notaire') {
    const p = LUXEMBOURGERS[i]
    holder(p, 'Luxembourgeoise')
    params.authority = p.authority
    params.notary = i
  }

  if (layout === 'passeport/pays-bas-paspoort') {
    const p = DUTCH[i]
    holder(p, 'Néerlandaise')
    params.authority = p.authority
  }

  if (layout === 'titre_sejour/certificat-residence-algerien') {
    const p = ALGERIANS[i]
    holder(p, 'Algérienne')
    params.tenYears = p.tenYears
  }

  if (layout === 'bulletin_paie/portage-salarial') {
    const e = PORTAGE[i]
    options.employer = {city: e.city, name: e.name}
    params.color = e.color
  }

  if (layout === 'attestation_rc_pro/contrat-groupe-federation') {
    const activity = [0, 4, 5, 7][i]
    options.company = {...options.company, activityIndex: activity}
    params.federation = activity
    params.insurer = i % 2
  }

  if (layout === 'kbis/transfert-siege-tae') {
    options.company = {...options.company, ageYears: 3, city: TAE_TOWNS[i], legalForm: (['SAS', 'SARL', 'SA', 'SASU'] as const)[i]}
  }

  if (layout === 'facture_domicile/electricite-option-tempo') params.supplier = i

  if (layout === 'quittance_loyer/tiers-payant-apl') {
    options.person = {...options.person, city: TENANT_TOWNS[i]}
    params.landlord = i
  }

  if (layout === 'rib/courtier-compte-especes') {
    // Each broker's cash accounts are kept by one custodian bank.
    options.bank = BANKS[i]
    params.broker = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
