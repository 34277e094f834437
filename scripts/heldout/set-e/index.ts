/**
 * The ten held-out layouts of check 7 and the facts of their documents: four documents per
 * layout, each from its own facts drawn with the corpus's generator (makeFacts), on its own
 * reference date, with a married woman (usage name), a three-line home address, a two-line
 * company address. The hospital payslip draws a public hospital as employer, the temp-agency
 * payslip a temp agency; the bilingual RIB draws a high-street bank; the German identity card
 * draws German holders (a married woman among them, with her birth name).
 */
import {BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisCoupleDuplicata} from './avis-couple-duplicata.js'
import {cniPersonalausweis} from './cni-personalausweis.js'
import {echeancierGaz} from './echeancier-gaz.js'
import {kbisSecondaire} from './kbis-secondaire.js'
import {paieHospitalier} from './paie-hospitalier.js'
import {paieInterim} from './paie-interim.js'
import {quittanceBailleurSocial} from './quittance-bailleur-social.js'
import {rcproTableaux} from './rcpro-tableaux.js'
import {ribBilingue} from './rib-bilingue.js'
import {vigilanceEtablissements} from './vigilance-etablissements.js'

export const HELDOUT_SEED = 8484

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout7'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/multirisque-tableaux': rcproTableaux,
  'attestation_vigilance/multi-etablissements': vigilanceEtablissements,
  'avis_imposition/couple-duplicata': avisCoupleDuplicata,
  'bulletin_paie/hospitalier': paieHospitalier,
  'bulletin_paie/interim': paieInterim,
  'cni/personalausweis': cniPersonalausweis,
  'facture_domicile/echeancier-gaz': echeancierGaz,
  'kbis/etablissement-secondaire': kbisSecondaire,
  'quittance_loyer/bailleur-social': quittanceBailleurSocial,
  'rib/bilingue-swift': ribBilingue,
}

const AS_OF = ['2026-01-29', '2026-04-23', '2026-07-08', '2026-10-14']

const USAGE = ['PERRET', 'BRUNET', 'CARPENTIER', 'LECLERC']

/** Public hospitals (their town, for the employer's address). */
const HOSPITALS: {name: string; city: {city: string; dept: string; greffe: string; postcode: string}}[] = [
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44093'}, name: 'CENTRE HOSPITALIER UNIVERSITAIRE DE NANTES'},
  {city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17019'}, name: 'CENTRE HOSPITALIER DE LA ROCHELLE-RÉ-AUNIS'},
  {city: {city: 'Créteil', dept: '94', greffe: 'Créteil', postcode: '94010'}, name: 'CENTRE HOSPITALIER INTERCOMMUNAL DE CRÉTEIL'},
  {city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74370'}, name: 'CENTRE HOSPITALIER ANNECY GENEVOIS'},
]

/** Temp agencies (the employer of a temp worker). */
const AGENCIES: {name: string; city: {city: string; dept: string; greffe: string; postcode: string}}[] = [
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, name: 'ATOUT INTÉRIM OUEST SAS'},
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69007'}, name: 'TEMPORIS TRAVAIL TEMPORAIRE SAS'},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, name: 'RÉSEAU INTERIMAT SARL'},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33300'}, name: 'ACTIV\'EMPLOI INTÉRIM SAS'},
]

/** German holders of the identity card; the married woman's card gives her birth name ("geb."). */
const GERMANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; birthName?: string; place: string; residence: string[]; authority: string}[] = [
  {authority: 'STADT MÜNCHEN', civility: 'M.', given: ['Lukas', 'Johannes'], place: 'MÜNCHEN', residence: ['80469 MÜNCHEN', 'KLENZESTRASSE 41'], surname: 'MÜLLER'},
  {authority: 'STADT KÖLN', birthName: 'WEBER', civility: 'Mme', given: ['Anna', 'Katharina'], place: 'BONN', residence: ['50667 KÖLN', 'BREITE STRASSE 118'], surname: 'SCHNEIDER'},
  {authority: 'FREIE UND HANSESTADT HAMBURG', civility: 'Mme', given: ['Julia'], place: 'LÜBECK', residence: ['22765 HAMBURG', 'GROSSE BERGSTRASSE 7'], surname: 'HOFFMANN'},
  {authority: 'LANDESHAUPTSTADT STUTTGART', civility: 'M.', given: ['Jonas'], place: 'ESSLINGEN AM NECKAR', residence: ['70176 STUTTGART', 'RÖTESTRASSE 23'], surname: 'SCHRÖDER'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout7:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'bulletin_paie/hospitalier') options.employer = HOSPITALS[i]
  if (layout === 'bulletin_paie/interim') options.employer = AGENCIES[i]
  if (layout === 'rib/bilingue-swift') options.bank = pick(rng, BANKS.filter((b) => b.kind === 'high-street'))
  if (layout === 'cni/personalausweis') {
    const g = GERMANS[i]
    options.person = {birthPlace: g.place, civility: g.civility, givenNames: g.given, nationality: 'Allemande', surname: g.surname}
    params.residence = g.residence
    params.authority = g.authority
    if (g.birthName) params.birthName = g.birthName
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
