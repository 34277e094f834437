/**
 * The ten held-out layouts of set aa and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (March, June, September and December 2029; the payslips and the rent receipts fall in the
 * month before it, the tax notices on the income of 2027 or 2028), with a married woman (usage
 * name; not on the Monegasque card and the Portuguese passport, whose holders carry the names of
 * their documents), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - rib/fiche-tiers-acheteur-public-visa-banque: the "fiche de renseignements fournisseur" a
 *   PUBLIC BUYER (a town, a department, a hospital, a university; invented) asks a new supplier to
 *   fill in before its first payment, filled in by the company on screen and CERTIFIED BY ITS
 *   BANK's branch with a rubber stamp: the buyer's name and address at the top (decoys), the
 *   supplier's identification (the company with its SIRET and address: decoys for this type), the
 *   account as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Code banque | Code guichet | N° de
 *   compte | Clé RIB"), the IBAN in SEVEN BOXES of four characters, the BIC in a box, "Titulaire
 *   du compte" and "Domiciliation"; the buyer's supplier number and the date of filling (decoys);
 *   the branch's violet stamp with its own date (a decoy).
 * - attestation_rc_pro/organisme-formation-qualiopi: the professional liability certificate of a
 *   TRAINING ORGANISATION (asked by the Qualiopi auditors and the skills operators), TWO COLUMNS
 *   at the top ("L'assureur" | "L'assuré", the insured with its form after a dash); the training
 *   organisation's declaration number (NDA) and Qualiopi certificate number (decoy identifiers);
 *   the period IN WORDS in a sentence ("du 1er janvier 2029 au 31 décembre 2029"); the activities
 *   in a framed box; the limits as values under column titles (decoy amounts); "Fait à ..., le
 *   ..." (a decoy date).
 * - cni/monaco-carte-identite-monegasque: the IDENTITY CARD OF THE PRINCIPALITY OF MONACO (French /
 *   English captions) of a Monegasque living in the French towns around it, front and back
 *   photocopied SIDE BY SIDE at real size in the upper half of the page; dates "14.02.1985"; the
 *   issue date and the authority (Direction de la Sûreté Publique) only on the back; TD1 MRZ
 *   "IDMCO"; below, the bank's "copie certifiée conforme" stamp with the adviser's date (a decoy).
 * - passeport/portugal-passaporte-consulado: a PORTUGUESE electronic passport (five years of
 *   validity) issued by the consulate general in Paris: the data page under the facing page of
 *   observations, copied as an open booklet; captions in PORTUGUESE / ENGLISH / FRENCH; two
 *   surnames ("DA SILVA PEREIRA"); dates with BILINGUAL MONTHS ("14 FEV/FEB 1985"); the civil
 *   identification number (a decoy identifier) and the observation naming the citizen card's
 *   number (a decoy); the consulate's round stamp; TD3 MRZ "P<PRT".
 * - bulletin_paie/commerce-la-reunion-lodeom: the payslip of an employee of a RÉUNION company
 *   (retail, hotel, logistics, a clinic; invented): the contributions collected by the CGSS DE LA
 *   RÉUNION (no Urssaf there), the LODEOM exemption in the employer's column (a decoy amount), the
 *   employee "Mme LEROY Claire" (surname first), the period "du 01/03/2029 au 31/03/2029", the
 *   summary as LABEL ..... VALUE rows far apart (the net paid, the tax at source: decoys).
 * - avis_imposition/residant-dom-reduction-outre-mer: page 1 of the income tax notice of a
 *   household in an OVERSEAS DEPARTMENT (Réunion, Martinique, Guadeloupe, Guyane), with the 30 % or
 *   40 % OVERSEAS TAX REDUCTION (art. 197-I-3 CGI): TWO COLUMNS (the references at the left, the
 *   window at the right); the reference income as a LABEL FAR FROM ITS VALUE in the references; the
 *   calculation with the reduction's amount and ceiling (decoys); the SIP's address (a decoy).
 * - kbis/copie-reduite-certifiee-conforme: a Kbis PHOTOCOPIED REDUCED (about 78 %) in the upper
 *   part of the page and CERTIFIED CONFORM by the manager (a blue rectangular stamp with a
 *   handwritten date: a decoy), the classic registry layout inside: "à jour au" with slashes, the
 *   SIREN grouped with "R.C.S.", the personal home and the start of activity (decoys).
 * - facture_domicile/fibre-operateur-antilles: the monthly bill of a FIBRE / LANDLINE OPERATOR of
 *   MARTINIQUE or GUADELOUPE (invented): VAT at 8,5 %, the references as VALUES IN A ROW UNDER
 *   THEIR COLUMN TITLES ("Date de facture" with slashes), the holder "M. Thomas GAUTIER", two
 *   columns (the offer, the bill in brief); the line number, the debit date, the previous bill and
 *   the operator's address and SIREN as decoys.
 * - quittance_loyer/courriel-bailleur-imprime: a private landlord's RENT RECEIPT SENT AS AN E-MAIL
 *   and PRINTED FROM THE WEBMAIL: the print header and footer with the print date (a decoy), the
 *   e-mail's header (sent a few days after the receipt's date: a decoy date), the receipt in the
 *   body with the SUM IN WORDS, the amounts as values under column titles, "Fait à ..., le ..."
 *   (the truth, the month in words).
 * - attestation_vigilance/annexe-contrat-sous-traitance-copie-reduite: the Urssaf vigilance
 *   certificate REPRODUCED REDUCED (about 72 %) as ANNEX 3 OF A SUBCONTRACT: the contract's band
 *   with the main contractor's name, SIRET and address (decoys) and the contract's number and
 *   date (decoys); inside the copy "Délivrée le ..." with slashes, the company with its SIRET
 *   grouped and its address, the security code; under the copy the contractor's handwritten
 *   "vérifiée sur urssaf.fr le ..." (a decoy date) and both parties' initials.
 *
 * Ground truth: every layout prints the fields the other sets print for its type, with the same
 * names and conventions (dates ISO, amounts "2480.00", identifiers digits only, names and
 * addresses as printed). Printed forms worth knowing: the RIB's `iban` is printed only in seven
 * boxes of four characters, `titulaire` the holder as the bank names it, `domiciliation` the
 * branch; the training organisation's `assure` is "NAME - FORM", the period in words; the
 * Monegasque card's `nom` and `prenoms` are in capitals, dates "14.02.1985", `date_delivrance`
 * only on the back; the Portuguese passport's `nom` is the two surnames, dates "14 FEV/FEB 1985",
 * `numero_document` the passport's number (not the civil identification number nor the citizen
 * card's); the Réunion payslip's `salarie_nom` is "Mme LEROY Claire", `employeur` the name with its
 * form, `periode` printed as "du 01/03/2029 au 31/03/2029"; the overseas notice's `declarant` is
 * the window's first line, `adresse` the window's postal lines, `rfr` the "Revenu fiscal de
 * référence" of the references, `salaires_declares` the 1AJ row; the reduced Kbis's `date_extrait`
 * is the "à jour au" date (not the certification's date); the Antilles bill's `titulaire` is "M.
 * Thomas GAUTIER", `adresse` the window's lines, `emetteur` the operator's name; the e-mailed
 * receipt's `titulaire` is "M. Thomas GAUTIER", `adresse` the dwelling in one line, `date_emission`
 * the "Fait à" date (not the e-mail's nor the print's); the annexed vigilance certificate's
 * `denomination` is the name alone, `siret` grouped, `adresse` its lines with the town in
 * capitals, `date_emission` "Délivrée le" (not the contract's date nor the check's).
 */
import {ALL_CITIES, makeFacts, type City, type FactsOptions, type LegalForm, BANKS} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisResidantDom} from './avis-residant-dom.js'
import {cniMonaco} from './cni-monaco.js'
import {factureFibreAntilles} from './facture-fibre-antilles.js'
import {kbisCopieReduite} from './kbis-copie-reduite.js'
import {paieLaReunion} from './paie-la-reunion.js'
import {passeportPortugal} from './passeport-portugal.js'
import {quittanceCourriel} from './quittance-courriel.js'
import {rcproOrganismeFormation} from './rcpro-organisme-formation.js'
import {ribFicheTiers} from './rib-fiche-tiers.js'
import {vigilanceAnnexeSousTraitance} from './vigilance-annexe-sous-traitance.js'

export const HELDOUT_SEED = 2727

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout29'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/organisme-formation-qualiopi': rcproOrganismeFormation,
  'attestation_vigilance/annexe-contrat-sous-traitance-copie-reduite': vigilanceAnnexeSousTraitance,
  'avis_imposition/residant-dom-reduction-outre-mer': avisResidantDom,
  'bulletin_paie/commerce-la-reunion-lodeom': paieLaReunion,
  'cni/monaco-carte-identite-monegasque': cniMonaco,
  'facture_domicile/fibre-operateur-antilles': factureFibreAntilles,
  'kbis/copie-reduite-certifiee-conforme': kbisCopieReduite,
  'passeport/portugal-passaporte-consulado': passeportPortugal,
  'quittance_loyer/courriel-bailleur-imprime': quittanceCourriel,
  'rib/fiche-tiers-acheteur-public-visa-banque': ribFicheTiers,
}

const AS_OF = ['2029-03-13', '2029-06-12', '2029-09-18', '2029-12-11']

const USAGE = ['LEROY', 'MARCHAND', 'GARNIER', 'FONTAINE']

const city = (name: string, postcode: string): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe: name, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Monegasques living in the French towns around the Principality. */
const MONEGASQUES: Holder[] = [
  {city: city('Beausoleil', '06240'), civility: 'M.', given: ['Louis', 'Honoré'], place: 'MONACO', surname: 'CROVETTO'},
  {city: city("Cap-d'Ail", '06320'), civility: 'Mme', given: ['Stéphanie', 'Marie'], place: 'MONACO', surname: 'BOISSON'},
  {city: city('Menton', '06500'), civility: 'M.', given: ['Jean-Charles'], place: 'MONACO', surname: 'GIORDANO'},
  {city: city('Nice', '06000'), civility: 'Mme', given: ['Caroline'], place: 'MONACO', surname: 'PASTOR'},
]

/** Portuguese living in France: two surnames, the place of birth as the passport prints it. */
const PORTUGUESE: Holder[] = [
  {city: city('Champigny-sur-Marne', '94500'), civility: 'M.', given: ['João', 'Miguel'], place: 'BRAGA', surname: 'DA SILVA PEREIRA'},
  {city: city('Paris', '75011'), civility: 'Mme', given: ['Ana', 'Rita'], place: 'VISEU', surname: 'FERREIRA DOS SANTOS'},
  {city: city('Lyon', '69003'), civility: 'M.', given: ['Rui'], place: 'PORTO', surname: 'COSTA RODRIGUES'},
  {city: city('Tours', '37000'), civility: 'Mme', given: ['Maria', 'Inês'], place: 'GUIMARÃES', surname: 'MARTINS GONÇALVES'},
]

/** The Réunion employers (paie-la-reunion.ts EMPLOYERS, in order) and their towns. */
const REUNION_EMPLOYERS: {name: string; city: City}[] = [
  {city: city('Saint-Denis', '97400'), name: 'DISTRIBUTION DU NORD RÉUNION SAS'},
  {city: city('Saint-Gilles-les-Bains', '97434'), name: 'HÔTEL LES FILAOS SARL'},
  {city: city('Le Port', '97420'), name: 'LOGISTIQUE PORTUAIRE OCÉAN INDIEN SAS'},
  {city: city('Saint-Pierre', '97410'), name: 'CLINIQUE DU SUD SAINT-PIERRE SAS'},
]

/** The overseas households' towns (avis-residant-dom.ts: the reduction is 40 % in Guyane). */
const DOM_TOWNS: City[] = [city('Saint-Denis', '97400'), city('Fort-de-France', '97200'), city('Les Abymes', '97139'), city('Cayenne', '97300')]

/** The Antilles subscribers' towns (facture-fibre-antilles.ts: 972 Martinique, 971 Guadeloupe). */
const ANTILLES_TOWNS: City[] = [city('Le Lamentin', '97232'), city('Baie-Mahault', '97122'), city('Fort-de-France', '97200'), city('Le Gosier', '97190')]

/** The tenants' towns (quittance-courriel.ts LANDLORDS, in order). */
const TENANT_TOWNS: City[] = [city('Annecy', '74000'), city('Angers', '49100'), city('Pau', '64000'), city('Tours', '37000')]

/** Training organisations: name, form, town and the activities their certificate lists. */
const TRAINERS: {name: string; legalForm: LegalForm; city: City; activity: string}[] = [
  {activity: 'Actions de formation professionnelle continue en management, gestion de projet et communication (article L. 6313-1 du code du travail), bilans de compétences, conseil en organisation', city: city('Lyon', '69003'), legalForm: 'SARL', name: 'PASSERELLES FORMATION'},
  {activity: 'Formations en bureautique, en outils numériques et en développement web, en présentiel et à distance ; accompagnement à la validation des acquis de l\'expérience', city: city('Nantes', '44000'), legalForm: 'SAS', name: 'CAP COMPÉTENCES NUMÉRIQUES'},
  {activity: 'Formations à la sécurité au travail, aux gestes de premiers secours et à la prévention des risques liés à l\'activité physique ; conseil en prévention', city: city('Toulouse', '31000'), legalForm: 'EURL', name: 'PRÉVENTIA FORMATION'},
  {activity: 'Formations linguistiques (anglais, espagnol, français langue étrangère) pour adultes et entreprises, préparation aux certifications, traduction ponctuelle', city: city('Bordeaux', '33000'), legalForm: 'SASU', name: 'LINGUA CAMPUS'},
]

/** Banks with branches that stamp forms: high-street, mutualist, postal, high-street. */
const BRANCH_BANKS = [BANKS[1], BANKS[2], BANKS[6], BANKS[0]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout29:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'cni/monaco-carte-identite-monegasque') {
    const p = MONEGASQUES[i]
    holder(p, 'Monégasque', `${p.place} (MONACO)`)
    params.place = p.place
    params.bank = i
  }

  if (layout === 'passeport/portugal-passaporte-consulado') {
    const p = PORTUGUESE[i]
    holder(p, 'Portugaise', `${p.place} (PORTUGAL)`)
    params.place = p.place
  }

  if (layout === 'bulletin_paie/commerce-la-reunion-lodeom') {
    // The employee lives in the employer's town.
    options.employer = REUNION_EMPLOYERS[i]
    options.person = {...options.person, city: REUNION_EMPLOYERS[i].city}
    params.employer = i
  }

  if (layout === 'avis_imposition/residant-dom-reduction-outre-mer') {
    options.person = {...options.person, city: DOM_TOWNS[i]}
    params.couple = i === 1 || i === 2
    params.children = i === 2 ? 2 : 0
  }

  if (layout === 'kbis/copie-reduite-certifiee-conforme') {
    options.company = {...options.company, legalForm: (['SARL', 'SAS', 'EURL', 'SASU'] as LegalForm[])[i]}
    params.variant = i
  }

  if (layout === 'facture_domicile/fibre-operateur-antilles') {
    options.person = {...options.person, city: ANTILLES_TOWNS[i]}
    params.operator = ANTILLES_TOWNS[i].postcode.startsWith('972') ? 0 : 1
  }

  if (layout === 'quittance_loyer/courriel-bailleur-imprime') {
    options.person = {...options.person, city: TENANT_TOWNS[i]}
    params.landlord = i
  }

  if (layout === 'rib/fiche-tiers-acheteur-public-visa-banque') {
    options.bank = BRANCH_BANKS[i]
    params.buyer = i
  }

  if (layout === 'attestation_rc_pro/organisme-formation-qualiopi') {
    const t = TRAINERS[i]
    options.company = {...options.company, activityIndex: 4, city: t.city, legalForm: t.legalForm, name: t.name}
    params.activity = t.activity
    params.insurer = i
  }

  if (layout === 'attestation_vigilance/annexe-contrat-sous-traitance-copie-reduite') {
    // Activities under the general scheme (not the landscapers').
    options.company = {...options.company, activityIndex: [0, 11, 7, 5][i]}
    params.contractor = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
