/**
 * The ten held-out layouts of set m and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (from July 2026 to May 2027; the tax notice of the first document is the 2025 one, on 2024
 * income), with a married woman (usage name), a three-line home address, a two-line company
 * address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - cni/roumanie-carte-identite: a colour scan of a ROMANIAN identity card (2009 model), recto
 *   only at about 175 %, with the printer's header line (a decoy date) and the bank's intake note;
 *   TRILINGUAL labels on one line ("Nume/Nom/Last name"), hyphenated given names ("IOANA-MARIA"),
 *   the married name for the married woman, NO printed birth date (the CNP and the MRZ carry it),
 *   the validity as one range "14.02.19-14.02.2029" (issue date with a two-digit year, expiry on
 *   the birthday), "SERIA CJ NR 123456", the CNP as a decoy, TD2 MRZ "IDROU" (2 × 36); draws
 *   Romanian holders living in France.
 * - passeport/irlande: an IRISH passport's data page photocopied alone at about 140 % with the
 *   bank's slanted violet "copie conforme" stamp and its date (a decoy) under it; Irish / English
 *   / French labels on one line, Irish-language surnames with accents and apostrophes
 *   ("NÍ DHONNCHADHA", "O'SULLIVAN"), the married woman under her married name, dates with
 *   bilingual months "14 FEABH/FEB 1985", TD3 MRZ "P<IRL"; draws Irish holders.
 * - titre_sejour/visa-long-sejour-vls-ts: the LONG-STAY VISA WORTH A RESIDENCE PERMIT (VLS-TS)
 *   on a passport page, the open passport copied with the exit and French entry stamps (decoy
 *   dates) above the Schengen-format sticker: French / English captions, dates "14-09-25" with
 *   two-digit years, "DU / AU" validity and "LE" issue date, the passport number as a decoy,
 *   "NOM, PRÉNOM" as one value "KRISHNAN, ARJUN RAVI", NO printed birth date (MRZ only), the
 *   sticker number "FRA" + nine digits, MRV-A MRZ "VDFRA"; draws Indian, Tunisian (married to a
 *   Frenchman: her usage name is not on the visa), Brazilian and Senegalese holders.
 * - facture_domicile/eau-individuelle-copropriete: the half-yearly INDIVIDUAL WATER BILL of a
 *   METERING COMPANY billing each flat on behalf of the co-owners' syndicate: three summary boxes
 *   ("Date de facture" | amount | due date: a decoy), the window in postal capitals surname first
 *   ("MME DUBOIS CLAIRE"), the residence, the syndic's name and address (decoys), the lot and the
 *   occupant in mixed case, meter indexes with reading dates, VAT at two rates, a history chart;
 *   four companies (invented).
 * - quittance_loyer/carnet-a-souches: a page of a stationer's PRE-PRINTED RENT RECEIPT BOOK
 *   filled in BY HAND (blue italic) and scanned: the stub with the tenant's surname, the period
 *   and "Payé le 4/03/26" (a decoy, two-digit year), green pre-printed labels with dotted fill
 *   lines, the tenant "Mme Claire Dubois", the amount in words, the dwelling on fill lines, a small
 *   "Loyer | Charges | Total" table, "Fait à Lyon, le 5/03/2026".
 * - bulletin_paie/pharmacie-officine: a DISPENSING PHARMACY employee's payslip (IDCC 1996) from the
 *   pharmacy's accounting firm: the employee framed at the TOP LEFT ("Mme Claire DUBOIS", birth
 *   name on its own line), the employer at the right with its FINESS number and the pharmacist
 *   (decoys), "Mois de mars 2026" with a day range WITHOUT the year, contributions grouped by risk,
 *   thousands with a DOT ("2.345,67"), the nets in three boxes, the taxable net on its own line,
 *   the accounting firm's SIRET at the foot (a decoy); draws four pharmacies (SELARL, SNC, SELAS,
 *   EURL).
 * - avis_imposition/couple-retraite-navigateur: page 1 of a married couple's notice where the
 *   SECOND DECLARANT IS RETIRED (salaries 1AJ for declarant 1, pensions 1BS for declarant 2),
 *   PRINTED FROM THE BROWSER at 90 % with its header (print date and time: a decoy) and footer
 *   (the site's address, "1/3"); label-above-value references in a grey panel, the reference
 *   income framed beside the tax lines; the working declarant is 52 to 60.
 * - kbis/scop-capital-variable: the Kbis of a WORKERS' COOPERATIVE (SCOP) with variable capital,
 *   SARL (two co-managers) or SAS (chair and managing director), a paper extract from the counter
 *   on guilloche security paper, scanned: the court centred, "à jour au 3 mars 2026" in words,
 *   framed sections whose title breaks the top rule, bold labels with colons, the legal form in
 *   full, "Capital variable : minimum : ...", a MENTIONS box with the conversion date (a decoy),
 *   the round seal; draws SCOPs in Lyon, Nantes, Rennes and Grenoble.
 * - attestation_rc_pro/garantie-financiere-immobilier: an ESTATE AGENCY's yearly COMBINED
 *   certificate from its mutual guarantee society (invented): the member block with the
 *   professional card number "CPI ..." (a decoy), box 1 the Hoguet-law financial guarantee
 *   (guarantee number and amounts: decoys), box 2 the professional liability with the INSURER
 *   named only in running text, "Contrat n° RCP 710842/26", the period, the activities as a list;
 *   draws four agencies.
 * - rib/attestation-titularite: a bank branch's ACCOUNT OWNERSHIP CERTIFICATE on its letterhead,
 *   signed and stamped: the company, its SIREN, its seat and the account's opening date in
 *   running text (decoys), then the framed RIB (holder, domiciliation on two lines, national
 *   grid, IBAN in groups, BIC); the company's bank is one of the corpus's high-street or mutualist
 *   banks.
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the Romanian card's `numero_document` is the series and number joined as in its
 * MRZ ("CJ123456"), its `prenoms` hyphenated ("IOANA-MARIA"), its `nom` the married name, and its
 * `date_naissance` is printed only in the MRZ (and inside the CNP); the Irish passport's `nom` keeps
 * accents and apostrophes ("NÍ DHONNCHADHA", "O'SULLIVAN") and is the married name for the married
 * woman; the visa's `nom` is the passport's (birth) surname, `prenoms` in capitals ("ARJUN RAVI"),
 * `numero_document` the sticker number as printed ("FRA012345678", the MRZ has the nine digits
 * only), `date_delivrance` the "LE" date, `date_expiration` the "AU" date and `date_naissance` is
 * printed only in the MRZ; the water bill's `titulaire` is the window's "MME DUBOIS CLAIRE" and its
 * `adresse` the window's postal lines; the receipt's `titulaire` is "Mme Claire Dubois" (surname in
 * mixed case, as written) and its `date_emission` the "Fait à ..., le" date; the payslip's
 * `salarie_nom` is "Mme Claire DUBOIS"; the tax notice's `declarant` is "M. OU MME DUBOIS THOMAS"
 * ("MME OU M." when the dossier's person is a woman) and `salaires_declares` declarant 1's salaries;
 * the SCOP's `denomination` is the name without "SCOP", its `forme_juridique` the long form with
 * "à capital variable"; the RC Pro's `assureur` is the mutual insurer named in box 2, not the
 * guarantee society, its `activites` the listed activities joined with ", "; the certificate's
 * `domiciliation` is its two printed lines joined with ", ".
 */
import {BANKS, makeFacts, type City, type FactsOptions} from '../../../server/src/corpus/facts.js'
import {int, pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {addDays} from '../util.js'
import {avisCoupleRetraiteNavigateur} from './avis-couple-retraite-navigateur.js'
import {cniRoumanie} from './cni-roumanie.js'
import {factureEauCopropriete} from './facture-eau-copropriete.js'
import {kbisScop} from './kbis-scop.js'
import {paiePharmacieOfficine} from './paie-pharmacie-officine.js'
import {passeportIrlande} from './passeport-irlande.js'
import {quittanceCarnetSouches} from './quittance-carnet-souches.js'
import {rcproAgentImmobilier} from './rcpro-agent-immobilier.js'
import {ribAttestationTitularite} from './rib-attestation-titularite.js'
import {titreSejourVlsTs} from './titre-sejour-vls-ts.js'

export const HELDOUT_SEED = 1313

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout15'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/garantie-financiere-immobilier': rcproAgentImmobilier,
  'avis_imposition/couple-retraite-navigateur': avisCoupleRetraiteNavigateur,
  'bulletin_paie/pharmacie-officine': paiePharmacieOfficine,
  'cni/roumanie-carte-identite': cniRoumanie,
  'facture_domicile/eau-individuelle-copropriete': factureEauCopropriete,
  'kbis/scop-capital-variable': kbisScop,
  'passeport/irlande': passeportIrlande,
  'quittance_loyer/carnet-a-souches': quittanceCarnetSouches,
  'rib/attestation-titularite': ribAttestationTitularite,
  'titre_sejour/visa-long-sejour-vls-ts': titreSejourVlsTs,
}

const AS_OF = ['2026-07-07', '2026-10-20', '2027-02-02', '2027-05-18']

const USAGE = ['FONTAINE', 'GARNIER', 'BARBIER', 'LECLERC']

/** Romanian holders of the identity card: names (the card's surname is the married name for the married woman), birth date, county and place of birth, the Romanian domicile and issuing office, home town in France. */
const ROMANIANS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; married?: string; birth: string; county: string; place: string; domicile: string[]; office: string; city: City}[] = [
  {birth: '1984-06-21', city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75020'}, civility: 'M.', county: 'IS', domicile: ['Mun.Iasi Str.Lapusneanu', 'nr.14 bl.B2 ap.7'], given: ['Andrei', 'Mihai'], office: 'SPCLEP Iasi', place: 'Jud.IS Mun.Iasi', surname: 'DUMITRESCU'},
  {birth: '1987-02-14', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69008'}, civility: 'Mme', county: 'CJ', domicile: ['Mun.Cluj-Napoca Str.Horea', 'nr.12 ap.3'], given: ['Ioana', 'Maria'], married: 'POPESCU', office: 'SPCLEP Cluj-Napoca', place: 'Jud.CJ Mun.Cluj-Napoca', surname: 'STANCIU'},
  {birth: '1979-11-03', city: {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31200'}, civility: 'M.', county: 'TM', domicile: ['Mun.Timisoara Bd.Revolutiei', 'din 1989 nr.5 ap.11'], given: ['Bogdan'], office: 'SPCLEP Timisoara', place: 'Jud.TM Mun.Timisoara', surname: 'MOLDOVAN'},
  {birth: '1982-08-29', city: {city: 'Nice', dept: '06', greffe: 'Nice', postcode: '06300'}, civility: 'Mme', county: 'BV', domicile: ['Mun.Brasov Str.Lunga', 'nr.88'], given: ['Elena', 'Cristina'], office: 'SPCLEP Brasov', place: 'Jud.BV Mun.Brasov', surname: 'CÂRSTEA'},
]

/** Irish holders of the passport: names (the married woman's passport carries her married name), place of birth, home town in France. */
const IRISH: {civility: 'M.' | 'Mme'; given: string[]; surname: string; married?: string; place: string; city: City}[] = [
  {city: {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75009'}, civility: 'M.', given: ['Seán', 'Patrick'], place: 'CORCAIGH/CORK', surname: "O'SULLIVAN"},
  {city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'}, civility: 'Mme', given: ['Aoife', 'Máire'], married: 'FITZGERALD', place: 'BAILE ÁTHA CLIATH/DUBLIN', surname: 'BRENNAN'},
  {city: {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'}, civility: 'M.', given: ['Ciarán'], place: 'GAILLIMH/GALWAY', surname: 'MAC CARTHAIGH'},
  {city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, civility: 'Mme', given: ['Niamh', 'Áine'], place: 'LUIMNEACH/LIMERICK', surname: 'NÍ DHONNCHADHA'},
]

/** Holders of the long-stay visa: names (the passport's), nationality (ICAO code and word), the consulate, the passport number, the visa's remarks, the exit stamp, the married woman's usage name in France. */
const NEWCOMERS: {civility: 'M.' | 'Mme'; given: string[]; surname: string; usage?: string; place: string; code: string; nationality: string; consulate: string; passport: string; remarks: string[]; exit: string}[] = [
  {civility: 'M.', code: 'IND', consulate: 'NEW DELHI', exit: 'IMMIGRATION - DELHI', given: ['Arjun', 'Ravi'], nationality: 'Indienne', passport: 'Z4871205', place: 'CHENNAI (INDE)', remarks: ["VLS-TS TALENT CREATEUR D'ENTREPRISE", 'A VALIDER EN LIGNE DES L ARRIVEE'], surname: 'KRISHNAN'},
  {civility: 'Mme', code: 'TUN', consulate: 'TUNIS', exit: 'POLICE DES FRONTIERES - TUNIS CARTHAGE', given: ['Ines'], nationality: 'Tunisienne', passport: 'P0962318', place: 'SFAX (TUNISIE)', remarks: ['VLS-TS VIE PRIVEE ET FAMILIALE', 'CONJOINT DE FRANCAIS'], surname: 'BEN AMMAR', usage: 'MARCHAND'},
  {civility: 'M.', code: 'BRA', consulate: 'SAO PAULO', exit: 'POLICIA FEDERAL - GRU', given: ['Rafael', 'Henrique'], nationality: 'Brésilienne', passport: 'GF517204', place: 'CAMPINAS (BRÉSIL)', remarks: ['VLS-TS ENTREPRENEUR / PROFESSION', 'LIBERALE'], surname: 'SOUZA LIMA'},
  {civility: 'Mme', code: 'SEN', consulate: 'DAKAR', exit: 'POLICE AIR - AIBD DAKAR', given: ['Aminata', 'Coumba'], nationality: 'Sénégalaise', passport: 'A02318847', place: 'THIÈS (SÉNÉGAL)', remarks: ['VLS-TS TALENT - PORTEUR DE PROJET', 'A VALIDER EN LIGNE DES L ARRIVEE'], surname: 'DIOP'},
]

/** Dispensing pharmacies employing the payslip's worker: the pharmacy's company (employer), its town and address lines. */
const PHARMACIES: {name: string; city: City; lines: string[]}[] = [
  {city: {city: 'Dijon', dept: '21', greffe: 'Dijon', postcode: '21000'}, lines: ['Galerie des Arcades', '12 rue de la Liberté'], name: 'SELARL PHARMACIE DES ARCADES'},
  {city: {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'}, lines: ['4 place du Ralliement'], name: 'PHARMACIE CENTRALE DU RALLIEMENT SNC'},
  {city: {city: 'Pau', dept: '64', greffe: 'Pau', postcode: '64000'}, lines: ['31 avenue Jean Biray'], name: 'SELAS PHARMACIE DE LA GARE'},
  {city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'}, lines: ['Quai Duperré', '2 rue du Port'], name: 'PHARMACIE DU VIEUX PORT EURL'},
]

/** Workers' cooperatives (SCOP): name, legal form, town, activity and NAF code. */
const SCOPS: {name: string; legalForm: 'SARL' | 'SAS'; city: City; activity: string; naf: string}[] = [
  {activity: 'Conception et réalisation de supports de communication imprimés et numériques, édition, imprimerie', city: {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69004'}, legalForm: 'SARL', name: 'LES ATELIERS DE LA CROIX-ROUSSE', naf: '1812Z'},
  {activity: "Bureau d'études en environnement, écologie et aménagement du territoire", city: {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44200'}, legalForm: 'SAS', name: 'OXALIS ÉTUDES', naf: '7112B'},
  {activity: 'Boulangerie, pâtisserie artisanale à partir de farines biologiques, vente sur place et sur les marchés', city: {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'}, legalForm: 'SARL', name: 'LA FOURNÉE COOPÉRATIVE', naf: '1071C'},
  {activity: 'Réparation, vente et location de cycles, ateliers de formation à la mécanique cycle', city: {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'}, legalForm: 'SAS', name: "VÉLO'CIMES", naf: '9529Z'},
]

/** Estate agencies: name, legal form, town, the activities on their professional card. */
const AGENCIES: {name: string; legalForm: 'EURL' | 'SARL' | 'SAS' | 'SASU'; city: City; activities: string[]}[] = [
  {activities: ['Transactions sur immeubles et fonds de commerce', 'Gestion immobilière'], city: {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13007'}, legalForm: 'SARL', name: 'AGENCE DU VIEUX-PORT'},
  {activities: ['Transactions sur immeubles et fonds de commerce'], city: {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'}, legalForm: 'SASU', name: 'LAC & MONTAGNE IMMOBILIER'},
  {activities: ['Transactions sur immeubles et fonds de commerce', 'Gestion immobilière', 'Syndic de copropriété'], city: {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'}, legalForm: 'SAS', name: "CABINET D'AUTEUIL GESTION"},
  {activities: ['Gestion immobilière', 'Transactions sur immeubles et fonds de commerce'], city: {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'}, legalForm: 'EURL', name: 'LES CLÉS DU LITTORAL'},
]

/** The bank whose branch certifies the account. */
const CERTIFYING_BANKS = [BANKS[1], BANKS[2], BANKS[0], BANKS[3]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout15:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  if (layout === 'cni/roumanie-carte-identite') {
    const p = ROMANIANS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthDate: p.birth, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Roumaine', surname: p.surname, usageName: p.married}
    params.county = p.county
    params.place = p.place
    params.domicile = p.domicile
    params.office = p.office
  }

  if (layout === 'passeport/irlande') {
    const p = IRISH[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, city: p.city, civility: p.civility, givenNames: p.given, nationality: 'Irlandaise', surname: p.surname, usageName: p.married}
    params.place = p.place
  }

  if (layout === 'titre_sejour/visa-long-sejour-vls-ts') {
    const p = NEWCOMERS[i]
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace: p.place, civility: p.civility, givenNames: p.given, nationality: p.nationality, surname: p.surname, usageName: p.usage}
    params.nationality = p.code
    params.consulate = p.consulate
    params.passport = p.passport
    params.remarks = p.remarks
    params.exitStamp = p.exit
  }

  if (layout === 'bulletin_paie/pharmacie-officine') {
    const ph = PHARMACIES[i]
    options.employer = {city: ph.city, name: ph.name}
    options.person = {...options.person, city: ph.city}
    options.grossEuros = int(rng, 2050, 3150) + int(rng, 0, 99) / 100
  }

  if (layout === 'avis_imposition/couple-retraite-navigateur') {
    // The working spouse is 52 to 60, the retired one older.
    options.person = {...options.person, birthDate: addDays(`${Number(asOf.slice(0, 4)) - 60}-01-01`, int(rng, 0, 8 * 365))}
  }

  if (layout === 'facture_domicile/eau-individuelle-copropriete') params.company = i

  if (layout === 'kbis/scop-capital-variable') {
    const sc = SCOPS[i]
    options.company = {...options.company, ageYears: 4, city: sc.city, legalForm: sc.legalForm}
    params.issueDate = addDays(asOf, -int(rng, 1, 20))
  }

  if (layout === 'attestation_rc_pro/garantie-financiere-immobilier') {
    const ag = AGENCIES[i]
    options.company = {...options.company, city: ag.city, legalForm: ag.legalForm}
    params.activities = ag.activities
  }

  if (layout === 'rib/attestation-titularite') options.bank = CERTIFYING_BANKS[i]

  const facts = makeFacts(rng, asOf, options)

  if (layout === 'bulletin_paie/pharmacie-officine') {
    const ph = PHARMACIES[i]
    facts.employer = {...facts.employer, address: {city: ph.city.city, lines: ph.lines, postcode: ph.city.postcode}}
  }

  if (layout === 'kbis/scop-capital-variable') {
    const sc = SCOPS[i]
    facts.company = {...facts.company, activity: sc.activity, capitalCents: pick(rng, [1_900, 3_800, 7_600, 15_000]) * 100, naf: sc.naf, name: sc.name}
  }

  if (layout === 'attestation_rc_pro/garantie-financiere-immobilier') {
    const ag = AGENCIES[i]
    facts.company = {...facts.company, activity: ag.activities.join(', '), naf: '6831Z', name: ag.name}
  }

  return {facts, params}
}
