/**
 * The eight held-out layouts of check 6 and the facts of their documents: four documents per
 * layout, each from its own facts drawn with the corpus's generator (makeFacts), on its own
 * reference date, with a married woman (usage name), a large employer for the payslip, a
 * three-line home address, a two-line company address. The neobank RIB draws a neobank, the
 * regional-bank RIB a mutualist bank, the Kbis an SAS.
 */
import {ALL_CITIES, BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {factureEauSuez} from './facture-eau-suez.js'
import {factureLibre} from './facture-libre.js'
import {kbisSasDirection} from './kbis-sas-direction.js'
import {paieGrandCompte} from './paie-grand-compte.js'
import {quittanceAgence} from './quittance-agence.js'
import {rcproDirect} from './rcpro-direct.js'
import {ribCaisseRegionale} from './rib-caisse-regionale.js'
import {ribNeobanque} from './rib-neobanque.js'

export const HELDOUT_SEED = 7373

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout6'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/assureur-direct': rcproDirect,
  'bulletin_paie/grand-compte': paieGrandCompte,
  'facture_domicile/box-libre': factureLibre,
  'facture_domicile/eau-releve': factureEauSuez,
  'kbis/sas-direction': kbisSasDirection,
  'quittance_loyer/administrateur-biens': quittanceAgence,
  'rib/caisse-regionale': ribCaisseRegionale,
  'rib/neobanque-pro': ribNeobanque,
}

const AS_OF = ['2026-02-12', '2026-05-20', '2026-08-27', '2026-11-18']

const USAGE = ['LAMBERT', 'ROUSSEL', 'MERCIER', 'GIRARD']

const LARGE_EMPLOYERS = ['GROUPE HOSPITALIER PRIVÉ ATLANTIQUE SAS', 'LOGISTIQUE ET TRANSPORTS DU NORD SA', 'CAISSE RÉGIONALE DE PRÉVOYANCE DES CADRES']

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout6:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 2 && layout === 'bulletin_paie/grand-compte') options.employer = {city: pick(rng, ALL_CITIES), name: pick(rng, LARGE_EMPLOYERS)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'kbis/sas-direction') options.company = {...options.company, legalForm: 'SAS'}
  if (layout === 'rib/neobanque-pro') options.bank = BANKS.find((b) => b.kind === 'neobank')
  if (layout === 'rib/caisse-regionale') options.bank = BANKS.find((b) => b.kind === 'mutualist' && b.code === '13825')

  return {facts: makeFacts(rng, asOf, options), params}
}
