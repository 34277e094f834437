/**
 * The ten held-out layouts of set f and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date, with a married woman (usage name), a three-line home address, a two-line company address.
 * The restaurant payslip draws a restaurant as employer; the mobile-app RIB draws a high-street or
 * mutualist bank; the Belgian passport draws Belgian holders; the Kbis draws a one-member SARL
 * (EURL) registered in Alsace-Moselle (register kept by a tribunal judiciaire); the décennale
 * certificate draws building tradesmen (their trade name and activities); the vigilance
 * certificate draws companies of the overseas departments (a CGSS, not an Urssaf).
 */
import {BANKS, makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisPersonneSeule} from './avis-personne-seule.js'
import {decennaleArtisan} from './decennale-artisan.js'
import {fiscaleMarchesPublics} from './fiscale-marches-publics.js'
import {kbisAlsaceMoselle} from './kbis-alsace-moselle.js'
import {paieHcrRepas} from './paie-hcr-repas.js'
import {paiePaysage} from './paie-paysage.js'
import {passeportBelgique} from './passeport-belgique.js'
import {regularisationRegie} from './regularisation-regie.js'
import {ribAppliMobile} from './rib-appli-mobile.js'
import {vigilanceCgss} from './vigilance-cgss.js'

export const HELDOUT_SEED = 9595

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout8'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/marches-publics': fiscaleMarchesPublics,
  'attestation_rc_pro/decennale-artisan': decennaleArtisan,
  'attestation_vigilance/cgss-outre-mer': vigilanceCgss,
  'avis_imposition/personne-seule': avisPersonneSeule,
  'bulletin_paie/hcr-repas': paieHcrRepas,
  'bulletin_paie/paysage-grille': paiePaysage,
  'facture_domicile/regularisation-regie': regularisationRegie,
  'kbis/alsace-moselle-eurl': kbisAlsaceMoselle,
  'passeport/belgique': passeportBelgique,
  'rib/appli-mobile': ribAppliMobile,
}

const AS_OF = ['2026-02-17', '2026-05-06', '2026-08-26', '2026-11-19']

const USAGE = ['FONTAINE', 'ROCHE', 'LAMBERT', 'GARNIER']

type Town = {city: string; dept: string; greffe: string; postcode: string}

/** Restaurants (the employer of the HCR payslip). */
const RESTAURANTS: {name: string; city: Town}[] = [
  {city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69002'}, name: 'BRASSERIE DES CÉLESTINS SARL'},
  {city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, name: 'LE COMPTOIR DU QUAI SAS'},
  {city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, name: 'HÔTEL-RESTAURANT LES TILLEULS SARL'},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, name: "L'ÉCLUSE GOURMANDE SAS"},
]

/** Towns of Alsace-Moselle (the register is kept by the tribunal judiciaire). */
const ALSACE_MOSELLE: Town[] = [
  {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'},
  {city: 'Metz', dept: '57', greffe: 'Metz', postcode: '57000'},
  {city: 'Mulhouse', dept: '68', greffe: 'Mulhouse', postcode: '68100'},
  {city: 'Colmar', dept: '68', greffe: 'Colmar', postcode: '68000'},
]

/** Building tradesmen: the trade name and the activities the décennale covers. */
const BUILDERS: {name: string; activities: string[]}[] = [
  {activities: ['Maçonnerie et béton armé', 'Carrelage et revêtements durs', 'Démolition'], name: 'MAÇONNERIE GÉNÉRALE DU LAC'},
  {activities: ['Plâtrerie - Cloisons sèches - Isolation intérieure', 'Peinture et revêtements de surfaces'], name: 'ATELIER PLÂTRE & COULEURS'},
  {activities: ['Plomberie - Installations sanitaires', 'Installations thermiques de génie climatique'], name: "CHAUFFAGE SANITAIRE DE L'OUEST"},
  {activities: ['Charpente et structure en bois', 'Couverture', 'Zinguerie'], name: 'CHARPENTES & TOITURES DU VAL'},
]

/** Overseas departments (their social-security fund is a CGSS). */
const OVERSEAS: Town[] = [
  {city: 'Saint-Denis', dept: '974', greffe: 'Saint-Denis de La Réunion', postcode: '97400'},
  {city: 'Fort-de-France', dept: '972', greffe: 'Fort-de-France', postcode: '97200'},
  {city: 'Baie-Mahault', dept: '971', greffe: 'Pointe-à-Pitre', postcode: '97122'},
  {city: 'Saint-Pierre', dept: '974', greffe: 'Saint-Pierre de La Réunion', postcode: '97410'},
]

/** Belgian holders of the passport. */
const BELGIANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; authority: string}[] = [
  {authority: 'GENT', civility: 'M.', given: ['Pieter', 'Jan'], place: 'GENT', surname: 'VAN DEN BROECK'},
  {authority: 'BRUXELLES', civility: 'Mme', given: ['Marie-Christine', 'Anne'], place: 'UCCLE', surname: "D'HONDT"},
  {authority: 'LIÈGE', civility: 'M.', given: ['Grégory'], place: 'SERAING', surname: 'LEJEUNE'},
  {authority: 'NAMUR', civility: 'Mme', given: ['Sarah', 'Hélène', 'Louise'], place: 'NAMUR', surname: 'DE WOLF'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout8:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'bulletin_paie/hcr-repas') options.employer = RESTAURANTS[i]
  if (layout === 'rib/appli-mobile') options.bank = pick(rng, BANKS.filter((b) => b.kind === 'high-street' || b.kind === 'mutualist'))
  if (layout === 'kbis/alsace-moselle-eurl') options.company = {...options.company, city: ALSACE_MOSELLE[i], legalForm: 'EURL'}
  if (layout === 'attestation_vigilance/cgss-outre-mer') options.company = {...options.company, city: OVERSEAS[i]}
  if (layout === 'attestation_rc_pro/decennale-artisan') {
    options.company = {...options.company, legalForm: i % 2 === 0 ? 'SARL' : 'EURL', name: BUILDERS[i].name}
    params.activities = BUILDERS[i].activities
  }

  if (layout === 'passeport/belgique') {
    const b = BELGIANS[i]
    options.person = {birthPlace: b.place, civility: b.civility, givenNames: b.given, nationality: 'Belge', surname: b.surname}
    params.authority = b.authority
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
