/**
 * The ten held-out layouts of check 5 and the facts of their documents: four documents per
 * layout, each from its own facts drawn with the corpus's generator (makeFacts), on its own
 * reference date, with a married woman (usage name), a payslip employer other than the company,
 * a three-line home address, a two-line company address. The La Banque Postale-style RIB draws
 * the postal bank; the Italian identity card draws Italian holders.
 */
import {ALL_CITIES, BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {cieItalie} from './cie-italie.js'
import {factureEdf} from './facture-edf.js'
import {factureOrange} from './facture-orange.js'
import {fiscale3666} from './fiscale-3666.js'
import {paieCegid} from './paie-cegid.js'
import {paieCesu} from './paie-cesu.js'
import {quittanceManuscrite} from './quittance-manuscrite.js'
import {rcproAgent} from './rcpro-agent.js'
import {ribPostale} from './rib-postale.js'
import {vigilanceMicro} from './vigilance-micro.js'

export const HELDOUT_SEED = 6262

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout5'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/3666-formulaire': fiscale3666,
  'attestation_rc_pro/agent-general': rcproAgent,
  'attestation_vigilance/micro-entrepreneur': vigilanceMicro,
  'bulletin_paie/cegid': paieCegid,
  'bulletin_paie/cesu': paieCesu,
  'cni/cie-italie': cieItalie,
  'facture_domicile/edf-recto': factureEdf,
  'facture_domicile/box-orange': factureOrange,
  'quittance_loyer/manuscrite': quittanceManuscrite,
  'rib/banque-postale': ribPostale,
}

const AS_OF = ['2026-01-22', '2026-04-09', '2026-07-16', '2026-10-28']

const USAGE = ['GARNIER', 'FONTAINE', 'MARCHAND', 'BLANC']

/** Italian holders of the identity card (Italian women keep their surname: no usage name). */
const ITALIANS: {given: string[]; surname: string; place: string; civility: 'M.' | 'Mme'}[] = [
  {civility: 'Mme', given: ['Giulia', 'Maria'], place: 'ROMA (RM)', surname: 'ROSSI'},
  {civility: 'M.', given: ['Lorenzo'], place: 'NAPOLI (NA)', surname: 'DE LUCA'},
  {civility: 'Mme', given: ['Francesca'], place: 'TORINO (TO)', surname: 'ESPOSITO'},
  {civility: 'M.', given: ['Matteo', 'Giuseppe'], place: 'MILANO (MI)', surname: 'COLOMBO'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout5:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 2 && layout === 'bulletin_paie/cegid') options.employer = {city: pick(rng, ALL_CITIES), name: pick(rng, ['TRANSPORTS GIRAUD ET FILS SARL', 'CLINIQUE VÉTÉRINAIRE DES DEUX RIVES SELARL', 'INDUSTRIES MÉCANIQUES DU LÉMAN SA'])}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'rib/banque-postale') options.bank = BANKS.find((b) => b.kind === 'postal')
  if (layout === 'cni/cie-italie') {
    const it = ITALIANS[i]
    options.person = {birthPlace: it.place, civility: it.civility, givenNames: it.given, nationality: 'Italienne', surname: it.surname}
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
