/**
 * The ten held-out layouts of set p and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from September 2026 to August 2027; the payslips and rent receipts fall in the month
 * before it), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - attestation_fiscale/messagerie-securisee: the tax compliance certificate received as a REPLY
 *   IN THE PROFESSIONAL SPACE'S SECURE MESSAGING and printed from it: the site's header, the
 *   message's metadata as a grid (sender: the SIE, recipient: the manager, "Envoyé le" with the
 *   time, request number), the agent's letter (the request's date: a decoy; the agent: a decoy
 *   person), the CERTIFICATE INLINE as a quoted block (a blue rule at its left) with "Dénomination"
 *   and "Forme juridique" on rows of their own, the SIREN grouped and the VAT number in ONE BLOCK, the
 *   situation date (a decoy) and "Délivrée le <date in words>"; below it the manager's ORIGINAL
 *   REQUEST quoted with its own date and a signature "NOVACODE SAS - SIRET ..." (decoys).
 * - attestation_rc_pro/agence-souscription-lps: a professional liability certificate issued by an
 *   UNDERWRITING AGENCY (MGA) for a FOREIGN INSURER working in France under the freedom to provide
 *   services: the agency's logo and name on top (a decoy for the insurer), the insurer named only
 *   in the certifying sentence ("pour le compte de LUXORIA INSURANCE S.A., ... Luxembourg"), the
 *   broker's block (a decoy company and address), references as a LABEL-ABOVE-VALUE strip (policy
 *   "RCP/LU/27/048213", member and broker codes: decoys), the declared activity in a framed box,
 *   the period as "du 01/01/2027 à 0 h au 31/12/2027 à 24 h", the original inception date and the
 *   edition date (decoys), the limits table.
 * - bulletin_paie/intermittent-spectacle: the monthly payslip of an ENTERTAINMENT TECHNICIAN on
 *   fixed-term show contracts (CDDU) from a theatre company: the licence number and the Congés
 *   Spectacles and Audiens numbers (decoy identifiers), "Salarié : Mme DUBOIS Claire" with "Nom de
 *   naissance" on its own line for a married woman, a CONTRACTS TABLE (show, venue, dates, services
 *   and hours: decoy dates and places), amounts with a DOT THOUSANDS SEPARATOR ("3.412,55"), the
 *   summary as a row of boxes at the foot (gross, net taxable, net before tax, withholding tax,
 *   net paid).
 * - cni/espagne-dni: a SPANISH identity card (DNI, 2021 model) photocopied front above back at
 *   about 150 %: Spanish / English captions, the TWO SURNAMES ON TWO LINES under "APELLIDOS /
 *   SURNAME", given names in capitals, dates "14 02 1985", the DNI number "12345678Z" under its
 *   caption, the SUPPORT NUMBER "BAA123456" (the MRZ's document number: a decoy), NO ISSUE DATE; on
 *   the back the place of birth, "HIJO/A DE" with the parents' first names (decoy persons), the
 *   SPANISH DOMICILE (a decoy address), the issuing office code, TD1 MRZ "IDESP".
 * - facture_domicile/reseau-chaleur-r1-r2: a DISTRICT HEATING bill of a municipal heating network
 *   (four invented operators) to a subscriber: the window in POSTAL CAPITALS without accents, the
 *   "Point de livraison" at the same address in mixed case, the subscribed power (kW), the thermal
 *   meter's readings in MWh with their dates (decoys), the R1 energy and R2 subscription terms, VAT
 *   at two rates, the due date and the direct-debit date (decoys), the operator's public-service
 *   mention and its town hall address (a decoy address).
 * - kbis/changement-denomination: the Kbis of a company that CHANGED ITS NAME AND ITS MANAGER:
 *   a RULED GRID with GREY LABEL CELLS, "à jour au 02/03/2027", the former name ("Ancienne
 *   dénomination": a decoy) under the current one, the manager appointed with the date of the
 *   appointment, a "MENTIONS" section listing dated modifications with the FORMER MANAGER "ayant
 *   cessé ses fonctions" (a decoy person) and the former name again, the registrar's foot.
 * - passeport/allemagne-reisepass: a GERMAN passport's data page photocopied at about 145 % with a
 *   DIAGONAL WATERMARK repeated over it ("Copie destinée exclusivement à <bank> - dossier de
 *   financement - 02/03/2027", as privacy advice recommends: a decoy date over the values);
 *   trilingual German / English / French captions without numbers, dates "12.08.1985", the
 *   married woman's name with "geb. KRÜGER" on the line under it, "VON BÜLOW", the number
 *   "C4J7XM1R9" (letters and digits), the authority (a consulate, an embassy or a town), TD3 MRZ
 *   "P<D<<" with umlauts spelled out.
 * - quittance_loyer/extranet-historique: a rent receipt PRINTED FROM A LETTING AGENT'S TENANT
 *   EXTRANET: the site's menu, "Locataire : Mme DUBOIS Claire" in a card, the lot's address with
 *   the building and the lot number, the owner (a decoy person) represented by the agent, the
 *   receipt's rows, and a SIX-MONTH ACCOUNT HISTORY TABLE (call dates, payment dates, amounts and
 *   balance: decoys), "Quittance éditée le 06/11/2026" at the foot of the receipt, the agent's
 *   professional card and guarantor (decoys).
 * - rib/changement-iban-fusion: a bank's LETTER announcing NEW BANK DETAILS after the MERGER of two
 *   banks: the window with the company, "Objet : vos nouvelles coordonnées bancaires", running text
 *   with the migration weekend (a decoy date), a TWO-COLUMN COMPARISON TABLE "Anciennes coordonnées |
 *   Nouvelles coordonnées" (the old bank's IBAN, BIC and domiciliation: decoys), the adviser (a
 *   decoy person), and a detachable RIB slip under a dashed cut line with the new details.
 * - titre_sejour/accord-retrait-royaume-uni: a BRITISH national's residence card under the
 *   WITHDRAWAL AGREEMENT (Brexit, article 50 TUE), SCANNED ON A FLATBED at about 120 %, both sides
 *   in the top left part of an otherwise empty A4 page; French captions in capitals over English
 *   italics, given names in capitals with commas ("OLIVER, JAMES"), "NOM D'USAGE" "ép. MORGAN" for
 *   the married woman, the card number in the corner without a label, the AGDREF number vertical
 *   and on the back (a decoy), the remarks "ACCORD DE RETRAIT DU ROYAUME-UNI - ARTICLE 50 TUE", a
 *   handwritten "copie certifiée conforme" line with its date (a decoy), TD1 MRZ "IRFRA".
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the messaging certificate's `denomination` is the name without the legal form
 * (its own row) and `tva_intracom` unspaced, `date_emission` the certificate's "Délivrée le" date
 * (the message's "Envoyé le" is the same day; the request's date is a decoy); the MGA
 * certificate's `assureur` is the foreign insurer named in the sentence ("LUXORIA INSURANCE
 * S.A."), not the agency nor the broker, `assure` the name with its legal form, `numero_police` as
 * printed ("RCP/LU/27/048213"); the technician's payslip's `salarie_nom` is "Mme DUBOIS Claire"
 * (usage name) and its amounts are printed "3.412,55"; the Spanish card's `nom` is the two surnames
 * joined with a space ("GARCÍA LÓPEZ", accents kept), `prenoms` in capitals, `numero_document` the
 * DNI number with its letter ("12345678Z"), not the support number, and there is no
 * `date_delivrance`; the heating bill's `titulaire` and `adresse` are the window's postal lines
 * ("MME DUBOIS CLAIRE"), `emetteur` the operator's brand; the Kbis's `denomination` is the current
 * name, `representant_legal` the birth name and all given names; the German passport's `nom` is
 * the name it prints as the surname (the married name for the married woman, not the "geb." one),
 * `prenoms` in capitals; the extranet receipt's `titulaire` is "Mme DUBOIS Claire", `adresse` the
 * lot's printed lines, `date_emission` the "éditée le" date; the merger letter's `iban`, `bic` and
 * `domiciliation` are the NEW ones (the domiciliation as the slip prints it on one line); the
 * residence card's `nom` is the birth name, `prenoms` "OLIVER, JAMES" with the comma.
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {cniEspagneDni} from './cni-espagne-dni.js'
import {factureReseauChaleur} from './facture-reseau-chaleur.js'
import {fiscaleMessagerieSecurisee} from './fiscale-messagerie-securisee.js'
import {kbisChangementDenomination} from './kbis-changement-denomination.js'
import {paieIntermittentSpectacle} from './paie-intermittent-spectacle.js'
import {passeportAllemagne} from './passeport-allemagne.js'
import {quittanceExtranetHistorique} from './quittance-extranet-historique.js'
import {rcproAgenceSouscription} from './rcpro-agence-souscription.js'
import {ribChangementIban} from './rib-changement-iban.js'
import {titreSejourAccordRetrait} from './titre-sejour-accord-retrait.js'

export const HELDOUT_SEED = 1616

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout18'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/messagerie-securisee': fiscaleMessagerieSecurisee,
  'attestation_rc_pro/agence-souscription-lps': rcproAgenceSouscription,
  'bulletin_paie/intermittent-spectacle': paieIntermittentSpectacle,
  'cni/espagne-dni': cniEspagneDni,
  'facture_domicile/reseau-chaleur-r1-r2': factureReseauChaleur,
  'kbis/changement-denomination': kbisChangementDenomination,
  'passeport/allemagne-reisepass': passeportAllemagne,
  'quittance_loyer/extranet-historique': quittanceExtranetHistorique,
  'rib/changement-iban-fusion': ribChangementIban,
  'titre_sejour/accord-retrait-royaume-uni': titreSejourAccordRetrait,
}

const AS_OF = ['2026-09-22', '2026-12-08', '2027-03-16', '2027-08-10']

const USAGE = ['GIRARD', 'MOREL', 'FOURNIER', 'LAMBERT']

/** Spanish holders of the DNI: given names, the two surnames, parents' first names (decoys), birth place, Spanish domicile (decoy), home town in France. */
const SPANIARDS: {civility: 'M.' | 'Mme'; given: string[]; surnames: [string, string]; parents: [string, string]; place: string; domicile: [string, string]; usage?: string; city: City}[] = [
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'}, civility: 'M.', domicile: ['C. MAYOR 14 P03 B', 'ZARAGOZA ZARAGOZA'], given: ['Javier'], parents: ['ANTONIO', 'PILAR'], place: 'ZARAGOZA ZARAGOZA', surnames: ['GARCÍA', 'LÓPEZ']},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', domicile: ['AV. DE LA CONSTITUCIÓN 27 P02 IZ', 'SEVILLA SEVILLA'], given: ['María', 'José'], parents: ['FRANCISCO', 'DOLORES'], place: 'SEVILLA SEVILLA', surnames: ['MARTÍNEZ', 'DE LA FUENTE'], usage: 'LAMBERT'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'M.', domicile: ["C. SANT JOAN DE LA SALLE 5 P01 2", 'BARCELONA BARCELONA'], given: ['Jordi', 'Àlex'], parents: ['JOSEP', 'MONTSERRAT'], place: 'BARCELONA BARCELONA', surnames: ['PUIG', 'I FERRER']},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, civility: 'Mme', domicile: ['PZ. DE ESPAÑA 3 P04 D', 'MADRID MADRID'], given: ['Lucía'], parents: ['MANUEL', 'CARMEN'], place: 'MADRID MADRID', surnames: ['FERNÁNDEZ', 'NÚÑEZ']},
]

/** German holders of the passport: given names, surname on the passport, birth name (married woman), place, authority, home town in France. */
const GERMANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; birthName?: string; place: string; authority: string; city: City}[] = [
  {authority: 'GENERALKONSULAT STRASSBURG', city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'M.', given: ['Jürgen', 'Matthias'], place: 'KARLSRUHE', surname: 'SCHRÖDER'},
  {authority: 'DEUTSCHE BOTSCHAFT PARIS', birthName: 'KRÜGER', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'}, civility: 'Mme', given: ['Lena', 'Sophie'], place: 'DRESDEN', surname: 'HOFFMANN'},
  {authority: 'STADT FREIBURG IM BREISGAU', city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, civility: 'M.', given: ['Maximilian'], place: 'FREIBURG IM BREISGAU', surname: 'VON BÜLOW'},
  {authority: 'GENERALKONSULAT LYON', city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, civility: 'Mme', given: ['Anna-Lena'], place: 'HAMBURG', surname: 'BRAUNSCHWEIG'},
]

/** British holders of the Withdrawal Agreement card: given names, surname (birth name), usage name, place of birth, home town in France, permanent residence or not. */
const BRITONS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; permanent: boolean; city: City}[] = [
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'M.', given: ['Oliver', 'James'], permanent: true, place: 'MANCHESTER (ROYAUME-UNI)', surname: 'HARGREAVES'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, civility: 'Mme', given: ['Charlotte', 'Emily'], permanent: false, place: 'LEEDS (ROYAUME-UNI)', surname: 'WHITFIELD', usage: 'MORGAN'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'M.', given: ['Rhys'], permanent: true, place: 'CARDIFF (ROYAUME-UNI)', surname: 'MACKENZIE-REID'},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, civility: 'Mme', given: ['Siobhan', 'Mary'], permanent: false, place: 'BELFAST (ROYAUME-UNI)', surname: "O'HARA"},
]

/** Theatre and show companies employing the technician: name as printed, town. */
const SHOW_EMPLOYERS: {name: string; city: City}[] = [
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'}, name: 'THÉÂTRE DES TRABOULES SCOP'},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, name: 'COMPAGNIE LA MARÉE HAUTE'},
  {city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'}, name: 'SCÈNES DU VIEUX-PORT SARL'},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, name: 'LES PRODUCTIONS DU BEFFROI'},
]

/** The towns of the four heating networks (facture-reseau-chaleur.ts OPERATORS, in order). */
const HEATING_TOWNS: City[] = [
  {city: 'Dijon', dept: '21', greffe: 'Dijon', postcode: '21000'},
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
]

/** The towns of the four letting agents (quittance-extranet-historique.ts AGENTS, in order). */
const AGENT_TOWNS: City[] = [
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69006'},
  {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75004'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout18:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'cni/espagne-dni') {
    const p = SPANIARDS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Espagnole', surname: p.surnames.join(' '), usageName: p.usage}
    params.surnames = p.surnames
    params.parents = p.parents
    params.domicile = p.domicile
  }

  if (layout === 'passeport/allemagne-reisepass') {
    const p = GERMANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Allemande', surname: p.birthName ?? p.surname, usageName: p.birthName ? p.surname : undefined}
    params.authority = p.authority
    params.bank = BANKS[[0, 2, 3, 1][i]].name
  }

  if (layout === 'titre_sejour/accord-retrait-royaume-uni') {
    const p = BRITONS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Britannique', surname: p.surname, usageName: p.usage}
    params.permanent = p.permanent
  }

  if (layout === 'bulletin_paie/intermittent-spectacle') {
    const e = SHOW_EMPLOYERS[i]
    options.employer = {city: e.city, name: e.name}
    params.job = i % 2 === 0 ? 'lumiere' : 'son'
  }

  if (layout === 'attestation_rc_pro/agence-souscription-lps') {
    options.company = {...options.company, activityIndex: [0, 4, 7, 11][i]}
    params.insurer = i % 2
  }

  if (layout === 'kbis/changement-denomination') {
    options.company = {...options.company, ageYears: 4, legalForm: (['SAS', 'SARL', 'SASU', 'EURL'] as const)[i]}
  }

  if (layout === 'rib/changement-iban-fusion') {
    options.bank = BANKS[[0, 3, 2, 1][i]]
    params.merger = i
  }

  if (layout === 'facture_domicile/reseau-chaleur-r1-r2') {
    // The heating network serves its own town: the subscriber lives there.
    options.person = {...options.person, city: HEATING_TOWNS[i]}
    params.operator = i
  }

  if (layout === 'quittance_loyer/extranet-historique') {
    // The letting agent manages flats in its own town.
    options.person = {...options.person, city: AGENT_TOWNS[i]}
    params.agent = i
  }

  if (layout === 'attestation_fiscale/messagerie-securisee') params.office = i

  return {facts: makeFacts(rng, asOf, options), params}
}
