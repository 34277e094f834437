/**
 * The ten held-out layouts and the facts of their documents: four documents per layout, each
 * from its own facts drawn with the corpus's generator (makeFacts, as build.ts's dossier plans
 * do), on its own reference date, with a married woman (usage name), a payslip employer other
 * than the company, foreign managers for the residence permit.
 */
import {ALL_CITIES, BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {Facts, LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisDgfip} from './avis-dgfip.js'
import {factureEnergie} from './facture-energie.js'
import {kbisInfogreffe} from './kbis-infogreffe.js'
import {paieAdp} from './paie-adp.js'
import {paieSilae} from './paie-silae.js'
import {quittanceGestion} from './quittance-gestion.js'
import {rcproSpecialiste} from './rcpro-courtier.js'
import {ribReseau} from './rib-reseau.js'
import {titreSejour} from './titre-sejour.js'
import {vigilanceUrssaf} from './vigilance-urssaf.js'

export const HELDOUT_SEED = 4242

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout3'

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/specialiste': rcproSpecialiste,
  'attestation_vigilance/urssaf-espace': vigilanceUrssaf,
  'avis_imposition/dgfip-p1p2': avisDgfip,
  'bulletin_paie/adp': paieAdp,
  'bulletin_paie/silae': paieSilae,
  'facture_domicile/energie-duale': factureEnergie,
  'kbis/infogreffe': kbisInfogreffe,
  'quittance_loyer/gestion-locative': quittanceGestion,
  'rib/reseau': ribReseau,
  'titre_sejour/carte-2020': titreSejour,
}

const AS_OF = ['2026-03-12', '2026-06-19', '2026-09-15', '2026-11-24']

const FOREIGN: {given: string[]; surname: string; place: string; code: string; nationality: string; civility: 'M.' | 'Mme'}[] = [
  {civility: 'M.', code: 'MAR', given: ['Youssef', 'Amine'], nationality: 'Marocaine', place: 'CASABLANCA (MAROC)', surname: 'EL AMRANI'},
  {civility: 'Mme', code: 'VNM', given: ['Thi Lan'], nationality: 'Vietnamienne', place: 'HANOÏ (VIETNAM)', surname: 'NGUYEN'},
  {civility: 'M.', code: 'SEN', given: ['Mamadou'], nationality: 'Sénégalaise', place: 'DAKAR (SÉNÉGAL)', surname: 'DIALLO'},
  {civility: 'Mme', code: 'BRA', given: ['Ana', 'Carolina'], nationality: 'Brésilienne', place: 'SÃO PAULO (BRÉSIL)', surname: 'DOS SANTOS'},
]

const USAGE = ['DUBOIS', 'LAMBERT', 'FONTAINE', 'ROUSSEL']

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: Facts; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout3:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 2 && layout.startsWith('bulletin_paie/')) options.employer = {city: pick(rng, ALL_CITIES), name: pick(rng, ['GROUPE HEXAGONE SERVICES SAS', 'TRANSPORTS VERNET ET FILS SARL', 'CLINIQUE DU PARC SA'])}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout.startsWith('rib/')) options.bank = pick(rng, BANKS.filter((b) => b.kind === 'high-street' || b.kind === 'mutualist' || b.kind === 'postal'))
  if (layout.startsWith('titre_sejour/')) {
    const f = FOREIGN[i]
    options.person = {birthPlace: f.place, civility: f.civility, givenNames: f.given, nationality: f.nationality, surname: f.surname}
    params.nationalityCode = f.code
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
