/**
 * The ten held-out layouts of set h and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from May 2026 to February 2027), with a married woman (usage name), a three-line home
 * address, a two-line company address.
 *
 * The layouts, each after a real French document of today:
 * - kbis/sarl-greffe-paris: the Kbis of an SARL run by two co-managers, from the registry of the
 *   Paris court (Tribunal des activités économiques since 2025), with a secondary establishment
 *   in the same registry; draws SARLs seated in Paris, one of them a family SARL whose second
 *   manager shares the first's surname.
 * - attestation_vigilance/msa-exploitant: the vigilance certificate of a farm company (GAEC or
 *   EARL) from its département's MSA fund; draws farms (dairy, cereals, vineyard, orchards) with
 *   rural addresses, their legal form as the name's prefix and their agricultural activity.
 * - attestation_rc_pro/profession-liberale: the yearly professional liability certificate of an
 *   architecture firm from the architects' mutual insurer (calendar year, period in a sentence);
 *   draws architecture firms and their insured activity.
 * - rib/banque-en-ligne-a4: an online bank's A4 RIB with six cut-out stubs; draws an online bank
 *   (invented) as the account's bank.
 * - bulletin_paie/syntec-cadre-forfait: an executive's payslip on a 218-day "forfait jours"
 *   under the Syntec agreement, from an ERP's payroll (dotted dates, trailing minus signs);
 *   draws IT-services and engineering consultancies as employers and an executive's pay.
 * - bulletin_paie/particulier-pajemploi: the pay statement the Pajemploi centre issues for a
 *   parent employer to a childminder (or, for a man, a home child-carer); the employer is a
 *   private person drawn by the layout (no SIRET).
 * - avis_imposition/avis-situation-declarative: the ASDIR of a single parent filed online in
 *   April-June 2026 (2025 income), one or two children; draws the filing date.
 * - facture_domicile/operateur-mobile: a mobile-only operator's monthly invoice page 1 (holder
 *   and address in title case, legal footer).
 * - quittance_loyer/agence-immobiliere: an independent letting agency's rent receipt (owner and
 *   tenant side by side, rent breakdown with the period).
 * - passeport/francais-copie: a photocopy of a French passport's data page (labels in French,
 *   English and Spanish, TD3 MRZ) with the holder's certification under it; French holders.
 *
 * Ground truth: every layout prints the fields the other sets print for its type, except the
 * Pajemploi statement, whose employer is a private person without a SIRET (no
 * `employeur_siret`, as for the Cesu attestation of set c). The ASDIR prints the declarant's
 * surname and given names in a cell of their own, so its truth has `declarant_nom` and
 * `declarant_prenoms` too (as set e's duplicata).
 */
import {makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisSituationDeclarative} from './avis-situation-declarative.js'
import {factureOperateurMobile} from './facture-operateur-mobile.js'
import {kbisSarlGreffeParis} from './kbis-sarl-greffe-paris.js'
import {paieParticulierPajemploi} from './paie-particulier-pajemploi.js'
import {paieSyntecCadreForfait} from './paie-syntec-cadre-forfait.js'
import {passeportFrancaisCopie} from './passeport-francais-copie.js'
import {quittanceAgenceImmobiliere} from './quittance-agence-immobiliere.js'
import {rcproProfessionLiberale} from './rcpro-profession-liberale.js'
import {ribBanqueEnLigneA4} from './rib-banque-en-ligne-a4.js'
import {vigilanceMsaExploitant} from './vigilance-msa-exploitant.js'

export const HELDOUT_SEED = 5252

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout10'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/profession-liberale': rcproProfessionLiberale,
  'attestation_vigilance/msa-exploitant': vigilanceMsaExploitant,
  'avis_imposition/avis-situation-declarative': avisSituationDeclarative,
  'bulletin_paie/particulier-pajemploi': paieParticulierPajemploi,
  'bulletin_paie/syntec-cadre-forfait': paieSyntecCadreForfait,
  'facture_domicile/operateur-mobile': factureOperateurMobile,
  'kbis/sarl-greffe-paris': kbisSarlGreffeParis,
  'passeport/francais-copie': passeportFrancaisCopie,
  'quittance_loyer/agence-immobiliere': quittanceAgenceImmobiliere,
  'rib/banque-en-ligne-a4': ribBanqueEnLigneA4,
}

const AS_OF = ['2026-05-12', '2026-07-07', '2026-10-20', '2027-02-09']

const USAGE = ['ROUSSEL', 'CARRÉ', 'PELLETIER', 'HUET']

/** Paris arrondissements of the SARLs' seats (the Paris registry). */
const PARIS: City[] = ['75011', '75017', '75002', '75010'].map((postcode) => ({city: 'Paris', dept: '75', greffe: 'Paris', postcode}))

/** Farm companies: name (the form as its prefix), form, activity, town and rural address. */
const FARMS: {name: string; form: string; activity: string; naf: string; city: City; lines: string[]}[] = [
  {activity: 'Élevage de vaches laitières', city: {city: 'Châteaugiron', dept: '35', greffe: 'Rennes', postcode: '35410'}, form: 'GAEC', lines: ['Lieu-dit La Haute Bourdinière', '12 route de Piré'], name: 'GAEC DES TROIS CHÊNES', naf: '0141Z'},
  {activity: 'Culture de céréales, de légumineuses et de graines oléagineuses', city: {city: 'Châteaudun', dept: '28', greffe: 'Chartres', postcode: '28200'}, form: 'EARL', lines: ['Ferme de la Varenne'], name: 'EARL DU MOULIN DE LA VARENNE', naf: '0111Z'},
  {activity: 'Culture de la vigne', city: {city: 'Saint-Émilion', dept: '33', greffe: 'Libourne', postcode: '33330'}, form: 'EARL', lines: ['Château Lagrange-Maurin', '3 lieu-dit Peyrouquet'], name: 'EARL VIGNOBLES MAURIN', naf: '0121Z'},
  {activity: 'Culture de fruits à pépins et à noyau', city: {city: 'Loriol-sur-Drôme', dept: '26', greffe: 'Romans-sur-Isère', postcode: '26270'}, form: 'GAEC', lines: ['Quartier Les Blaches', '415 chemin des Vergers'], name: 'GAEC DES VERGERS DE LA DRÔME', naf: '0124Z'},
]

/** Architecture firms and the activity their mutual insures. */
const ARCHITECTS: {name: string; form: LegalForm; activity: string}[] = [
  {activity: "Architecte - missions de maîtrise d'œuvre de conception et d'exécution (bâtiments neufs et réhabilitation)", form: 'SARL', name: 'ATELIER CÉLESTIN ARCHITECTURE'},
  {activity: "Architecture - maîtrise d'œuvre complète, diagnostics et assistance à maîtrise d'ouvrage", form: 'SAS', name: 'LAMBERT & VIDAL ARCHITECTES ASSOCIÉS'},
  {activity: "Architecture intérieure et maîtrise d'œuvre de réhabilitation de logements", form: 'EURL', name: 'STUDIO PÉRISTYLE'},
  {activity: "Architecte - conception et suivi de chantier de maisons individuelles et d'équipements publics", form: 'SARL', name: 'AGENCE MÉRIDIENNE ARCHITECTURE'},
]

/** An online bank (invented), for the A4 RIB. */
const ONLINE_BANK = {bicPrefix: 'NOVE', code: '40978', kind: 'high-street' as const, name: 'Novéa Banque'}

/** IT-services and engineering consultancies (Syntec), their Urssaf and half the local transport pass. */
const CONSULTANCIES: {name: string; city: City; urssaf: string; transport: number}[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75009'}, name: 'ALTIMÈTRE CONSULTING SAS', transport: 4540, urssaf: "d'Île-de-France"},
  {city: {city: 'Puteaux', dept: '92', greffe: 'Nanterre', postcode: '92800'}, name: 'NÉOSPHÈRE INGÉNIERIE SA', transport: 4540, urssaf: "d'Île-de-France"},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69007'}, name: 'DATAVANCE SYSTÈMES SAS', transport: 3740, urssaf: 'Auvergne-Rhône-Alpes'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31400'}, name: 'KELVIN CONSEIL & TECHNOLOGIES SAS', transport: 2180, urssaf: 'Occitanie'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout10:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'kbis/sarl-greffe-paris') {
    options.company = {...options.company, city: PARIS[i], legalForm: 'SARL'}
    params.family = i === 2
  }

  if (layout === 'attestation_vigilance/msa-exploitant') options.company = {...options.company, city: FARMS[i].city}
  if (layout === 'attestation_rc_pro/profession-liberale') options.company = {...options.company, legalForm: ARCHITECTS[i].form, name: ARCHITECTS[i].name}
  if (layout === 'rib/banque-en-ligne-a4') options.bank = ONLINE_BANK
  if (layout === 'bulletin_paie/syntec-cadre-forfait') {
    const firm = CONSULTANCIES[i]
    options.employer = {city: firm.city, name: firm.name}
    options.grossEuros = int(rng, 4300, 6600) + int(rng, 0, 99) / 100
    params.urssaf = firm.urssaf
    params.transportPassCents = firm.transport
  }

  if (layout === 'avis_imposition/avis-situation-declarative') {
    params.incomeYear = 2025
    params.children = i % 2 === 0 ? 1 : 2
    const latest = addDays(asOf, -3) < '2026-06-04' ? addDays(asOf, -3) : '2026-06-04'
    const span = Math.round((Date.parse(latest) - Date.parse('2026-04-10')) / 86_400_000)
    params.issueDate = addDays('2026-04-10', int(rng, 0, span))
  }

  const facts = makeFacts(rng, asOf, options)
  if (layout === 'attestation_vigilance/msa-exploitant') {
    const farm = FARMS[i]
    facts.company = {...facts.company, activity: farm.activity, address: {city: farm.city.city, lines: farm.lines, postcode: farm.city.postcode}, legalForm: farm.form, naf: farm.naf, name: farm.name}
  }

  if (layout === 'attestation_rc_pro/profession-liberale') facts.company = {...facts.company, activity: ARCHITECTS[i].activity, naf: '7111Z'}
  return {facts, params}
}
