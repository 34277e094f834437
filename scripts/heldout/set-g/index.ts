/**
 * The ten held-out layouts of set g and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from November 2025 to July 2026, while the 2025 tax notice is the latest one), with a
 * married woman (usage name), a three-line home address, a two-line company address.
 *
 * The layouts, each after a real French document of today:
 * - kbis/personne-physique: a greffe's extract of an individual trader (commerçant personne
 *   physique: the person, the trade name, the principal establishment; no company); draws
 *   retail trades (florist, bookshop, coffee roaster, restaurant).
 * - attestation_vigilance/independant: the Urssaf vigilance certificate of a self-employed person
 *   without employees (the 2024 Urssaf design: label-above-value card, running sentence); draws
 *   service trades (IT consulting, translation, design, management consulting).
 * - attestation_fiscale/espace-professionnel: the "attestation de régularité fiscale" downloaded
 *   from the professional space (2D-Doc top right, attestation number, framed grid).
 * - attestation_rc_pro/courtier-bilingue: a wholesale broker's English / French certificate of
 *   professional indemnity insurance placed with a European insurer (freedom of services).
 * - rib/caisse-epargne-cases: a savings bank's RIB whose bank code, branch code, account number,
 *   key, IBAN and BIC are printed one character per box; draws a savings bank (Caisse d'Épargne
 *   style, invented).
 * - bulletin_paie/apprenti-ebp: an apprentice's payslip from a small accountant's payroll package
 *   (EBP style); draws small craft employers (bakery, hairdresser, garage, pharmacy) and their
 *   apprentices (19 to 29 years old, in the first or second year of their contract: pay under and
 *   over the exemption threshold, contracts under the rules before and after 1 March 2025).
 * - bulletin_paie/vrp-deux-colonnes: a travelling sales rep's payslip (fixed pay and commissions,
 *   employee and employer contributions as two column groups); draws wholesalers as employers.
 * - avis_imposition/page-unique-2025: page 1 of a couple's 2025 income tax notice (2024 income),
 *   references block on the right, reference income in a box.
 * - facture_domicile/electricite-alternatif: an alternative supplier's monthly electricity bill
 *   (holder top right, consumption site block, legal footer).
 * - cni/identiteitskaart-nl: a Dutch identity card (2021 model), recto and verso photocopied on
 *   one A4 page, TD1 MRZ; draws Dutch holders (a married woman among them, with her spouse's name).
 *
 * Ground truth: every layout prints the fields the other sets print for its type, except the
 * individual trader's Kbis, which has no legal form (no `forme_juridique`) and whose denomination
 * and legal representative are the trader's name and registered address the principal
 * establishment (see kbis-personne-physique.ts).
 */
import {makeFacts, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisPageUnique2025} from './avis-page-unique-2025.js'
import {cniIdentiteitskaartNl} from './cni-identiteitskaart-nl.js'
import {factureElectriciteAlternatif} from './facture-electricite-alternatif.js'
import {fiscaleEspaceProfessionnel} from './fiscale-espace-professionnel.js'
import {kbisPersonnePhysique} from './kbis-personne-physique.js'
import {paieApprentiEbp} from './paie-apprenti-ebp.js'
import {paieVrpDeuxColonnes} from './paie-vrp-deux-colonnes.js'
import {rcproCourtierBilingue} from './rcpro-courtier-bilingue.js'
import {ribCaisseEpargneCases} from './rib-caisse-epargne-cases.js'
import {vigilanceIndependant} from './vigilance-independant.js'

export const HELDOUT_SEED = 4141

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout9'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/espace-professionnel': fiscaleEspaceProfessionnel,
  'attestation_rc_pro/courtier-bilingue': rcproCourtierBilingue,
  'attestation_vigilance/independant': vigilanceIndependant,
  'avis_imposition/page-unique-2025': avisPageUnique2025,
  'bulletin_paie/apprenti-ebp': paieApprentiEbp,
  'bulletin_paie/vrp-deux-colonnes': paieVrpDeuxColonnes,
  'cni/identiteitskaart-nl': cniIdentiteitskaartNl,
  'facture_domicile/electricite-alternatif': factureElectriciteAlternatif,
  'kbis/personne-physique': kbisPersonnePhysique,
  'rib/caisse-epargne-cases': ribCaisseEpargneCases,
}

const AS_OF = ['2025-11-18', '2026-02-10', '2026-05-27', '2026-07-15']

const USAGE = ['LEMAIRE', 'BOUVIER', 'CHARPENTIER', 'MAILLARD']

type Town = {city: string; dept: string; greffe: string; postcode: string}

/** Retail trades of an individual trader (indexes of the corpus's activities: florist, bookshop, coffee roaster, restaurant). */
const TRADER_ACTIVITIES = [6, 10, 8, 3]

/** Service trades of a self-employed person (IT consulting, translation, graphic design, management consulting). */
const FREELANCE_ACTIVITIES = [0, 7, 5, 4]

/** A savings bank (invented), for the RIB printed in boxes. */
const SAVINGS_BANK = {bicPrefix: 'CPEP', code: '14478', kind: 'mutualist' as const, name: "Caisse Populaire d'Épargne"}

/** Small craft employers of an apprentice, and the apprentice's trade and diploma. */
const CRAFTS: {name: string; city: Town; job: string; diploma: string; naf: string; idcc: string; civility: 'M.' | 'Mme'; age: number; year: number}[] = [
  {age: 19, city: {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'}, civility: 'M.', diploma: 'CAP Boulanger', idcc: 'Boulangerie-pâtisserie artisanale (IDCC 843)', job: 'Apprenti boulanger', name: 'BOULANGERIE MARCHAND SARL', naf: '1071C', year: 1},
  {age: 22, city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49000'}, civility: 'Mme', diploma: 'Brevet professionnel Coiffure', idcc: 'Coiffure et professions connexes (IDCC 2596)', job: 'Apprentie coiffeuse', name: 'SALON ÉMILIE COIFFURE EURL', naf: '9602A', year: 1},
  {age: 27, city: {city: 'Clermont-Ferrand', dept: '63', greffe: 'Clermont-Ferrand', postcode: '63100'}, civility: 'M.', diploma: 'Bac pro Maintenance des véhicules', idcc: "Services de l'automobile (IDCC 1090)", job: 'Apprenti mécanicien', name: 'GARAGE DES VOLCANS SARL', naf: '4520A', year: 1},
  {age: 28, city: {city: 'Pau', dept: '64', greffe: 'Pau', postcode: '64000'}, civility: 'Mme', diploma: 'BP Préparateur en pharmacie', idcc: "Pharmacie d'officine (IDCC 1996)", job: 'Apprentie préparatrice en pharmacie', name: 'PHARMACIE DU BÉARN SELARL', naf: '4773Z', year: 2},
]

/** Wholesalers employing travelling sales reps. */
const WHOLESALERS: {name: string; city: Town}[] = [
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44300'}, name: 'DISTRIVAL ÉQUIPEMENTS SAS'},
  {city: {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'}, name: 'RHÔNE BOISSONS DISTRIBUTION SARL'},
  {city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31200'}, name: 'OCCITANIE FOURNITURES PRO SAS'},
  {city: {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'}, name: 'NORD HYGIÈNE SERVICES SA'},
]

/** Dutch holders of the identity card: surname as the card prints it (alone, so its prefix capitalised), authority of issue. */
const DUTCH: {civility: 'M.' | 'Mme'; given: string[]; surname: string; spouse?: string; place: string; authority: string}[] = [
  {authority: 'Burg. van Utrecht', civility: 'M.', given: ['Jan', 'Willem'], place: 'Utrecht', surname: 'De Vries'},
  {authority: 'Burg. van Amsterdam', civility: 'Mme', given: ['Anouk', 'Maria'], place: 'Amsterdam', spouse: 'Jansen', surname: 'Van den Berg'},
  {authority: 'Burg. van Rotterdam', civility: 'Mme', given: ['Sanne'], place: 'Rotterdam', surname: 'Bakker'},
  {authority: 'Burg. van Eindhoven', civility: 'M.', given: ['Pieter', 'Johannes', 'Maria'], place: 'Eindhoven', surname: 'Van Dijk'},
]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout9:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}
  if (layout === 'kbis/personne-physique') options.company = {...options.company, activityIndex: TRADER_ACTIVITIES[i]}
  if (layout === 'attestation_vigilance/independant') options.company = {...options.company, activityIndex: FREELANCE_ACTIVITIES[i]}
  if (layout === 'rib/caisse-epargne-cases') options.bank = SAVINGS_BANK
  if (layout === 'bulletin_paie/vrp-deux-colonnes') options.employer = WHOLESALERS[i]
  if (layout === 'bulletin_paie/apprenti-ebp') {
    const craft = CRAFTS[i]
    options.employer = {city: craft.city, name: craft.name}
    // Apprentices of 19 to 29: under and over the exemption threshold, old and new contract rules.
    options.person = {...options.person, birthDate: addDays(`${Number(asOf.slice(0, 4)) - craft.age - 1}-01-01`, int(rng, 30, 330)), civility: craft.civility}
    params.craft = {diploma: craft.diploma, idcc: craft.idcc, job: craft.job, naf: craft.naf, year: craft.year}
  }

  if (layout === 'avis_imposition/page-unique-2025') params.incomeYear = 2024
  if (layout === 'cni/identiteitskaart-nl') {
    const d = DUTCH[i]
    options.person = {birthPlace: d.place, civility: d.civility, givenNames: d.given, nationality: 'Nederlandse', surname: d.surname, usageName: d.spouse}
    params.authority = d.authority
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
