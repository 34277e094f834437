/**
 * The ten held-out layouts of check 4 and the facts of their documents: four documents per
 * layout, each from its own facts drawn with the corpus's generator (makeFacts), on its own
 * reference date, with a married woman (usage name), a payslip employer other than the company,
 * a three-line home address, a two-line company address. The RIB layouts draw their bank from
 * the family they belong to (online / mutualist); the non-taxable notice draws a modest salary.
 */
import {ALL_CITIES, BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {Facts, LayoutGenerator} from '../../../server/src/corpus/types.js'
import {attestationHabitation} from './attestation-habitation.js'
import {avisNonImposition} from './avis-non-imposition.js'
import {factureEau} from './facture-eau.js'
import {factureTelecom} from './facture-telecom.js'
import {paiePayfit} from './paie-payfit.js'
import {paieSage} from './paie-sage.js'
import {rcproMutuelle} from './rcpro-mutuelle.js'
import {ribEnLigne} from './rib-en-ligne.js'
import {ribMutualiste} from './rib-mutualiste.js'
import {rneInpi} from './rne-inpi.js'

export const HELDOUT_SEED = 5151

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout4'

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/mutuelle-pro': rcproMutuelle,
  'avis_imposition/non-imposition': avisNonImposition,
  'bulletin_paie/payfit': paiePayfit,
  'bulletin_paie/sage': paieSage,
  'facture_domicile/box-mobile': factureTelecom,
  'facture_domicile/eau-delegataire': factureEau,
  'facture_domicile/habitation-mutuelle': attestationHabitation,
  'kbis/rne-extrait': rneInpi,
  'rib/en-ligne': ribEnLigne,
  'rib/mutualiste-cadres': ribMutualiste,
}

const AS_OF = ['2026-02-17', '2026-05-06', '2026-08-27', '2026-12-03']

const USAGE = ['BERNARD', 'ROBIN', 'CARON', 'LEMAIRE']

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: Facts; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout4:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 2 && layout.startsWith('bulletin_paie/')) options.employer = {city: pick(rng, ALL_CITIES), name: pick(rng, ['BOULANGERIES RÉUNIES DU CENTRE SAS', 'CABINET ORTHO-SANTÉ SELARL', 'LOGISTIQUE DU GRAND OUEST SA'])}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'rib/en-ligne') options.bank = pick(rng, BANKS.filter((b) => b.kind === 'online-business' || b.kind === 'neobank'))
  if (layout === 'rib/mutualiste-cadres') options.bank = pick(rng, BANKS.filter((b) => b.kind === 'mutualist'))
  // A household that owes no tax: a modestly paid (or part-time) manager.
  if (layout === 'avis_imposition/non-imposition') options.grossEuros = int(rng, 1700, 1880)
  return {facts: makeFacts(rng, asOf, options), params}
}
