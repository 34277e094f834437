/**
 * The ten held-out layouts of set l and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from June 2026 to April 2027; the tax notice of the first document is the 2025 one, on
 * 2024 income), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - cni/pologne-dowod: a colour photocopy of a POLISH identity card (dowód osobisty, 2019 model),
 *   recto above verso at about 145 %, with the holder's handwritten certification and its date
 *   under it; Polish / English labels, dates "14.02.1985", sex "K" for a woman, the surname on the
 *   recto (the MARRIED name for the married woman) and the birth name ("NAZWISKO RODOWE") on the
 *   verso, the issue date and the issuing mayor on the verso, the CAN and the PESEL (which starts
 *   with the birth date) as decoys, TD1 MRZ "IDPOL"; draws Polish holders living in France.
 * - passeport/etats-unis: a black-and-white photocopy of an AMERICAN passport opened flat: the
 *   Secretary of State's request (English, French, Spanish) and the signature above the data
 *   page; English / French / Spanish labels, dates "14 Feb 1985", nine digits or (Next
 *   Generation passport) a letter and eight digits, the married woman under her married name,
 *   "SEE PAGE 27" as a decoy number, TD3 MRZ "P<USA"; draws American holders.
 * - titre_sejour/attestation-prolongation-anef: the ANEF "attestation de prolongation
 *   d'instruction" that stands in for an expired residence permit for three months while its
 *   renewal is examined: its number ("AP26690123456"), "Délivrée le" and "Valable jusqu'au" in a
 *   tinted strip, the holder as label : value rows (birth name in capitals with its accents, "Nom
 *   d'usage" on its own row, given names in title case), the foreign national's number, the
 *   application's number and date and the PREVIOUS permit's number and expiry as decoys; draws
 *   Turkish, Peruvian, Cameroonian and Ivorian applicants.
 * - bulletin_paie/salarie-agricole-msa: a FARM WORKER's payslip (production agricole et CUMA
 *   agreement, palier classification) from an agricultural accountancy centre: MSA contributions
 *   (ATEXA, AGRICA, OCAPIAT), housing in kind on some, the centre's own SIRET in its band (a
 *   decoy), "Madame DUBOIS Claire" in the window, the taxable net only as the withholding line's
 *   base and in the month / year strip, "MONTANT NET SOCIAL" as a decoy; draws four farms (SCEA,
 *   EARL, GAEC, SARL).
 * - avis_imposition/deux-pages-par-feuille: a two-page income tax notice PRINTED TWO PAGES PER
 *   SHEET on a landscape A4 (each page at 69 %): page 1 with the reference income and the shares
 *   inside "Vos références" (label : value lines) and the dates above the window, page 2 with the
 *   detail (declarants as columns) and the reference income again; single declarants ("M.
 *   GIRAUD THOMAS") and couples ("M OU MME GIRAUD THOMAS").
 * - quittance_loyer/logement-intermediaire: the rent receipt an INSTITUTIONAL landlord of
 *   intermediate housing lets its tenants download: "Édité le 12/03/2026" top right, the tenant
 *   as "Madame Claire DUBOIS", label-above-value references, the detail, the payment date, an
 *   account table, the receipt sentence with the dwelling's address; four landlords (invented).
 * - kbis/snc-tabac-presse: the Kbis extract of a SOCIÉTÉ EN NOM COLLECTIF running a
 *   tobacconist's-newsagent's-bar, from a mid-sized town's registry in its classic serif layout:
 *   "à jour au 3 juin 2026" (the date IN WORDS), two partners "associé(e) en nom et gérant(e)"
 *   (the spouses, or the dossier's person and an associate), the trade name and sign, the
 *   start of activity, the previous operator with its RCS number and the legal notice's date as
 *   decoys, the tobacco licence number; draws SNCs in Quimperlé, Chalon-sur-Saône, Périgueux and
 *   Béziers.
 * - attestation_fiscale/entrepreneur-individuel: the tax compliance certificate of an INDIVIDUAL
 *   ENTREPRENEUR (no company; income tax on BNC or BIC profits) from the professional space: the
 *   person's name as the denomination, the trade name as a decoy, SIREN grouped, VAT number
 *   grouped, the situation date and the validity date as decoys.
 * - attestation_rc_pro/bancassureur: the multi-risk certificate of a small business's BANK-SOLD
 *   contract: the bank's mark at the top, the insurer (the bank's insurance subsidiary) named in
 *   the certifying sentence and the footer, a label / value grid with the validity period on one
 *   row ("du 01/07/2026 au 30/06/2027"), the inception date, the bank branch and the ORIAS number
 *   as decoys; the company's bank is one of the corpus's high-street or mutualist banks.
 * - rib/ticket-dab: a RIB PRINTED BY A CASH MACHINE on a thermal ticket, scanned on an A4 page:
 *   monospaced capitals without accents, captions above values, bank and branch codes as pairs,
 *   the IBAN in groups, the ATM number, date, time and masked card number as decoys.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the Polish card's and the American passport's `nom` is the married name for the
 * married woman (the name the document prints as its surname), given names in capitals; the
 * attestation's `nom` is the birth name with its accents ("QUISPE HUAMÁN") and its `prenoms` are
 * in title case ("Rosa Elena"); the payslip's `salarie_nom` is "Madame DUBOIS Claire"; the tax
 * certificate's `denomination` is the entrepreneur's name as printed ("DUBOIS CLAIRE", usage
 * surname and first given name in capitals); the RC Pro's `assureur` is the insurance subsidiary,
 * not the bank, and its `numero_police` keeps its spaces ("8417 4922 78"); the ATM RIB's
 * `titulaire` and `domiciliation` are in capitals without accents ("ECHO & SENS", "CREDIT LYON
 * GARE"); the SNC's `denomination` is "SNC ..." and its `representant_legal` the birth name and
 * all the given names.
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisDeuxPagesParFeuille} from './avis-deux-pages-par-feuille.js'
import {cniPologneDowod} from './cni-pologne-dowod.js'
import {fiscaleEntrepreneurIndividuel} from './fiscale-entrepreneur-individuel.js'
import {kbisSncTabacPresse} from './kbis-snc-tabac-presse.js'
import {paieSalarieAgricoleMsa} from './paie-salarie-agricole-msa.js'
import {passeportEtatsUnis} from './passeport-etats-unis.js'
import {quittanceLogementIntermediaire} from './quittance-logement-intermediaire.js'
import {rcproBancassureur} from './rcpro-bancassureur.js'
import {ribTicketDab} from './rib-ticket-dab.js'
import {titreSejourAttestationAnef} from './titre-sejour-attestation-anef.js'

export const HELDOUT_SEED = 9696

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout14'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/entrepreneur-individuel': fiscaleEntrepreneurIndividuel,
  'attestation_rc_pro/bancassureur': rcproBancassureur,
  'avis_imposition/deux-pages-par-feuille': avisDeuxPagesParFeuille,
  'bulletin_paie/salarie-agricole-msa': paieSalarieAgricoleMsa,
  'cni/pologne-dowod': cniPologneDowod,
  'kbis/snc-tabac-presse': kbisSncTabacPresse,
  'passeport/etats-unis': passeportEtatsUnis,
  'quittance_loyer/logement-intermediaire': quittanceLogementIntermediaire,
  'rib/ticket-dab': ribTicketDab,
  'titre_sejour/attestation-prolongation-anef': titreSejourAttestationAnef,
}

const AS_OF = ['2026-06-09', '2026-09-29', '2027-01-12', '2027-04-20']

const USAGE = ['PERRET', 'BOUVIER', 'MARCHAL', 'LEBRUN']

/** Polish holders of the identity card: names (the card's surname is the married name for the married woman), place of birth, the issuing mayor, parents' given names, home town in France. */
const POLES: {civility: 'M.' | 'Mme'; given: string[]; surname: string; married?: string; place: string; authority: string; parents: string; city: City}[] = [
  {authority: 'PREZYDENT MIASTA KRAKOWA', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69007'}, civility: 'M.', given: ['Tomasz', 'Piotr'], parents: 'ANDRZEJ, TERESA', place: 'KRAKÓW', surname: 'LEWANDOWSKI'},
  {authority: 'PREZYDENT MIASTA GDYNI', city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, civility: 'Mme', given: ['Katarzyna', 'Anna'], married: 'KOWALSKA', parents: 'JANUSZ, HALINA', place: 'GDYNIA', surname: 'JANKOWSKA'},
  {authority: 'PREZYDENT MIASTA RZESZOWA', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75015'}, civility: 'M.', given: ['Krzysztof'], parents: 'ZBIGNIEW, DANUTA', place: 'RZESZÓW', surname: 'WÓJCIK'},
  {authority: 'PREZYDENT MIASTA LUBLIN', city: {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'}, civility: 'Mme', given: ['Magdalena', 'Ewa'], parents: 'MAREK, JOLANTA', place: 'LUBLIN', surname: 'PIOTROWSKA'},
]

/** American holders of the passport: names (the married woman's passport carries her married name), state of birth, home town in France. */
const AMERICANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; married?: string; place: string; city: City}[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75006'}, civility: 'M.', given: ['Michael', 'James'], place: 'NEW YORK, U.S.A.', surname: 'ANDERSON'},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, civility: 'Mme', given: ['Jennifer', 'Lynn'], married: 'ROBERTS', place: 'CALIFORNIA, U.S.A.', surname: 'MILLER'},
  {city: {city: 'Nice', dept: '06', greffe: 'Nice', postcode: '06000'}, civility: 'M.', given: ['David'], place: 'TEXAS, U.S.A.', surname: "O'CONNOR"},
  {city: {city: 'Aix-en-Provence', dept: '13', greffe: 'Aix-en-Provence', postcode: '13100'}, civility: 'Mme', given: ['Sarah', 'Elizabeth'], place: 'ILLINOIS, U.S.A.', surname: 'WASHINGTON'},
]

/** Foreign nationals waiting for the renewal of their residence permit: names, place of birth, nationality, the permit applied for. */
const APPLICANTS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; nationality: string; permit: 'entrepreneur' | 'salarie' | 'vpf'}[] = [
  {civility: 'M.', given: ['Emre', 'Can'], nationality: 'Turque', permit: 'entrepreneur', place: 'IZMIR (TURQUIE)', surname: 'YILMAZ'},
  {civility: 'Mme', given: ['Rosa', 'Elena'], nationality: 'Péruvienne', permit: 'vpf', place: 'AREQUIPA (PÉROU)', surname: 'QUISPE HUAMÁN'},
  {civility: 'M.', given: ['Jean-Paul', 'Hervé'], nationality: 'Camerounaise', permit: 'entrepreneur', place: 'DOUALA (CAMEROUN)', surname: 'MBALLA ESSOMBA'},
  {civility: 'Mme', given: ['Aya', 'Marie-Laure'], nationality: 'Ivoirienne', permit: 'salarie', place: "ABIDJAN (CÔTE D'IVOIRE)", surname: 'KOUASSI'},
]

/** Farms employing the payslip's worker: the farm company (employer), its town, its production and the worker's job. */
const FARMS: {name: string; city: City; lines: string[]; production: string; job: [string, string]; palier: number}[] = [
  {city: {city: 'Saint-Émilion', dept: '33', greffe: 'Libourne', postcode: '33330'}, job: ['Ouvrier viticole qualifié', 'Ouvrière viticole qualifiée'], lines: ['Lieu-dit Les Graves', '3 chemin de Peyrouquet'], name: 'SCEA CHÂTEAU LES GRAVES BLANCHES', palier: 4, production: 'Culture de la vigne (0121Z)'},
  {city: {city: 'Châteaurenard', dept: '13', greffe: 'Tarascon', postcode: '13160'}, job: ['Ouvrier maraîcher', 'Ouvrière maraîchère'], lines: ['Mas des Iscles', '1250 route de Noves'], name: 'EARL LES SERRES DU VAL DE DURANCE', palier: 3, production: 'Culture de légumes, de melons (0113Z)'},
  {city: {city: 'Vitré', dept: '35', greffe: 'Rennes', postcode: '35500'}, job: ["Agent d'élevage laitier", "Agente d'élevage laitier"], lines: ['La Ferme du Bois Joli', 'Route de Balazé'], name: 'GAEC DE LA FERME DU BOIS JOLI', palier: 5, production: "Élevage de vaches laitières (0141Z)"},
  {city: {city: 'Chalonnes-sur-Loire', dept: '49', greffe: 'Angers', postcode: '49290'}, job: ["Chef d'équipe pépinière", "Cheffe d'équipe pépinière"], lines: ["ZA de l'Éperonnerie", '12 route de Rochefort'], name: 'SARL PÉPINIÈRES DU LAYON', palier: 7, production: 'Reproduction de plantes (0130Z)'},
]

/** Towns of the tobacconists' SNCs: the town (its commercial court), the seat and the trade name. */
const TABACS: {city: City; lines: string[]; trade: string}[] = [
  {city: {city: 'Quimperlé', dept: '29', greffe: 'Quimper', postcode: '29300'}, lines: ['2 place Saint-Michel'], trade: 'LE CELTIC'},
  {city: {city: 'Chalon-sur-Saône', dept: '71', greffe: 'Chalon-sur-Saône', postcode: '71100'}, lines: ['41 Grande Rue'], trade: 'LE DIAMANT'},
  {city: {city: 'Périgueux', dept: '24', greffe: 'Périgueux', postcode: '24000'}, lines: ['Centre commercial La Feuilleraie', '12 avenue Georges Pompidou'], trade: 'LE NARVAL'},
  {city: {city: 'Béziers', dept: '34', greffe: 'Béziers', postcode: '34500'}, lines: ['78 allées Paul Riquet'], trade: 'LE RIQUET'},
]

/** Activities of the self-employed (indices into the corpus's activities) and the tax on their profits. */
const SOLE_TRADERS: {activity: number; profits: 'BIC' | 'BNC'}[] = [
  {activity: 0, profits: 'BNC'},
  {activity: 5, profits: 'BNC'},
  {activity: 6, profits: 'BIC'},
  {activity: 7, profits: 'BNC'},
]

/** The bank of the company, whose insurance subsidiary writes its multi-risk contract. */
const BANCASSURANCE = [BANKS[0], BANKS[3], BANKS[1], BANKS[2]]

/** The bank whose cash machine printed the RIB. */
const ATM_BANKS = [BANKS[2], BANKS[0], BANKS[3], BANKS[1]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout14:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'cni/pologne-dowod') {
    const p = POLES[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Polonaise', surname: p.surname, usageName: p.married}
    params.authority = p.authority
    params.parents = p.parents
  }

  if (layout === 'passeport/etats-unis') {
    const p = AMERICANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Américaine', surname: p.surname, usageName: p.married}
  }

  if (layout === 'titre_sejour/attestation-prolongation-anef') {
    const p = APPLICANTS[i]
    options.person = {...options.person, birthPlace: p.place, civility: p.civility, givenNames: p.given, nationality: p.nationality, surname: p.surname}
    params.permit = p.permit
  }

  if (layout === 'bulletin_paie/salarie-agricole-msa') {
    const f = FARMS[i]
    options.employer = {city: f.city, name: f.name}
    options.person = {...options.person, city: f.city}
    options.grossEuros = int(rng, 1890, 2650) + int(rng, 0, 99) / 100
    params.production = f.production
    params.job = f.job
    params.palier = f.palier
  }

  if (layout === 'avis_imposition/deux-pages-par-feuille') params.couple = i % 2 === 1

  if (layout === 'kbis/snc-tabac-presse') {
    options.company = {...options.company, ageYears: 3, city: TABACS[i].city}
    options.person = {...options.person, city: TABACS[i].city}
    params.issueDate = `${asOf.slice(0, 8)}${String(int(rng, 1, Number(asOf.slice(8, 10)) - 1)).padStart(2, '0')}`
    params.trade = TABACS[i].trade
  }

  if (layout === 'attestation_fiscale/entrepreneur-individuel') {
    options.company = {...options.company, activityIndex: SOLE_TRADERS[i].activity}
    params.profits = SOLE_TRADERS[i].profits
  }

  if (layout === 'attestation_rc_pro/bancassureur') options.bank = BANCASSURANCE[i]
  if (layout === 'rib/ticket-dab') options.bank = ATM_BANKS[i]

  const facts = makeFacts(rng, asOf, options)

  if (layout === 'bulletin_paie/salarie-agricole-msa') {
    const f = FARMS[i]
    facts.employer = {...facts.employer, address: {city: f.city.city, lines: f.lines, postcode: f.city.postcode}}
  }

  if (layout === 'kbis/snc-tabac-presse') {
    const t = TABACS[i]
    const person = facts.person
    // The other partner: the spouse (same surname, or the husband whose name the married woman uses), then an associate.
    const spouse = person.civility === 'M.' ? {civility: 'Mme', given: 'Sandrine Marie', spouse: true, surname: person.surname} : {civility: 'M.', given: 'Laurent Paul', spouse: true, surname: person.usageName ?? person.surname}
    const partner = i < 2 ? spouse : {civility: i === 2 ? 'Mme' : 'M.', given: i === 2 ? 'Virginie' : 'Christophe Alain', spouse: false, surname: i === 2 ? 'BERTIN' : 'LE MOAL'}
    const names = [`SNC ${person.surname}`, `SNC ${t.trade}`, `SNC ${person.surname} ET ${partner.surname}`, `SNC ${person.surname} ET CIE`]
    params.partner = partner
    facts.company = {
      ...facts.company,
      activity: 'Débit de tabac, presse, librairie, papeterie, articles de fumeurs, jeux de la Française des jeux et paris hippiques, bar, vente de boissons à consommer sur place et à emporter',
      address: {city: t.city.city, lines: t.lines, postcode: t.city.postcode},
      capitalCents: pick(rng, [1_000, 1_500, 2_000, 5_000]) * 100,
      legalForm: 'SNC',
      naf: '4726Z',
      name: names[i],
    }
  }

  return {facts, params}
}
