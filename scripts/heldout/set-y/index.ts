/**
 * The ten held-out layouts of set y and the facts of their documents: four documents per layout,
 * each from its own facts drawn with the corpus's generator (makeFacts), on its own reference
 * date (January, April, July and October 2029; the payslips and the last month of the rent receipts
 * fall in the month before it, the tax notices on the income of 2027 or 2028), with a married woman
 * (usage name; not on the Norwegian card, the Mexican passport and the residence card, whose holders
 * carry their own names), a three-line home address (one line for the houses with solar panels), a
 * two-line company address.
 *
 * The layouts, each after a real document of today that the earlier sets do not have:
 * - cni/norvege-nasjonalt-id-kort: a NORWEGIAN national identity card (the police's 2021 model)
 *   copied FRONT AND BACK SIDE BY SIDE AT REAL SIZE (the copier at 100 %) at the top left of an
 *   otherwise empty A4 page: SMALL TYPE (captions of about 1.3 mm); captions in NORWEGIAN / ENGLISH
 *   over the values ("Etternavn / Surname"); the names in capitals with the NORWEGIAN LETTERS Ø, Æ, Å
 *   ("BJØRNSTAD", "HÅKON", "SÆTHER"); DOTTED DATES ("14.02.1985"); the number two letters and seven
 *   digits; the eleven-digit PERSONAL NUMBER ("Fødselsnummer", which starts with the birth date as
 *   DDMMYY: a decoy), the CAN (a decoy), the place of birth; the issue date and the authority
 *   ("POLITIET") on the back; TD1 MRZ "IDNOR" with the names transliterated (Ø → OE, Æ → AE, Å →
 *   AA); the adviser's pencilled note under the copy (no date).
 * - titre_sejour/entrepreneur-profession-liberale-copie-de-biais: a "CARTE DE SÉJOUR PLURIANNUELLE"
 *   with the "ENTREPRENEUR / PROFESSION LIBÉRALE" mention (four years) photocopied at about 130 %,
 *   front above back, BOTH SIDES LAID ASKEW ON THE GLASS (each turned 2.5 to 4.5 degrees, in the same
 *   or opposite directions): every line of the card slants. French captions with the English after
 *   a slash, dates SPACED ("14 02 1985"), the nationality as a code; on the back the remarks with the
 *   CESEDA's article, the address, the foreign national's number (AGDREF: a decoy), "DATE DE
 *   DÉLIVRANCE", the prefecture, TD1 MRZ "IRFRA"; the copier's footer with its date (a decoy).
 *   Tunisian, Lebanese, Turkish and Chinese entrepreneurs.
 * - passeport/mexique-rapport-verification-identite: the REPORT of a REMOTE IDENTITY VERIFICATION
 *   PROVIDER (four invented ones) on a MEXICAN passport, as a bank files it in place of a copy: the
 *   provider's band (session identifier, verification date and time, the client it works for:
 *   decoys), a green "IDENTITÉ VÉRIFIÉE" badge; at the left the DATA PAGE as captured (Spanish /
 *   English / French captions, TWO SURNAMES and given names in capitals WITHOUT ACCENTS, dates SPACED
 *   "14 02 1985", the number a letter and eight digits, the CURP that spells the birth date: a decoy,
 *   the state of birth, validity of SIX or TEN years, TD3 MRZ "P<MEX"); at the right "DONNÉES
 *   EXTRAITES" as LABEL : VALUE rows with the SAME values, the dates WITH SLASHES ("14/02/1985");
 *   the checks' table (a face match score), the selfie with its capture time, the device and IP
 *   address (decoys).
 * - bulletin_paie/groupement-employeurs-temps-partage: the payslip of an employee of an EMPLOYERS'
 *   GROUP (an association under the 1901 law whose members share its employees; four invented
 *   groups): the group's long name WRAPPING at the top left, its address, SIRET grouped, NAF, Urssaf
 *   number, agreement; "Période du 01/03/29 au 31/03/29" (a DAY RANGE WITH TWO-DIGIT YEARS, the only
 *   statement of the month) and the payment date (a decoy); the employee framed at the right as the
 *   payroll writes the name ("DUBOIS Claire": surname in capitals, first given name), the hire date
 *   (a decoy); a table "MISE À DISPOSITION DU MOIS" of the MEMBER FIRMS (names with their towns,
 *   SIRETs, hours: decoy companies and identifiers); seven columns, amounts WITHOUT THOUSANDS
 *   SEPARATOR ("2480,00"), the employer's share (a decoy column); a framed box of LABEL ..... VALUE
 *   rows with DOT LEADERS (gross, net before tax, net taxable: the truth; the tax, the net paid, the
 *   net social amount: decoys) with the amounts spaced ("2 480,00"); year-to-date figures (decoys).
 * - avis_imposition/frais-reels-salarie: page 1 of the income tax notice of an employee who DEDUCTED
 *   ACTUAL EXPENSES (frais réels, 1AK) instead of the 10 % deduction: single people (documents 1 and
 *   3) and married couples (2 and 4, the second with a child): a framed "Vos références" box of
 *   LABEL : VALUE lines ("Numéro fiscal" grouped, for couples "Numéro fiscal déclarant 1" and the
 *   SPOUSE's number under it: a decoy; "Date d'établissement": the truth; the collection date: a
 *   decoy); the window without a dot after the civility ("M GAUTIER THOMAS", "M OU MME GAUTIER
 *   THOMAS", "MME OU M LEROY CLAIRE"); a SUMMARY AS VALUES IN A ROW UNDER THEIR COLUMN TITLES (the
 *   reference income, the shares, the tax and the balance: decoys); the income as a table with a
 *   COLUMN PER DECLARANT ("1AJ / 1BJ Salaires et assimilés", "1AK / 1BK Frais réels" in declarant
 *   1's column, the spouse's salaries and 10 % deduction: decoys); the calculation and the new rate
 *   (decoys).
 * - facture_domicile/electricite-autoconsommation-solaire: the electricity bill of a HOUSE WITH
 *   SOLAR PANELS in self-consumption with sale of the surplus (four invented suppliers): the
 *   wordmark at the top left (the issuer as printed) over the customer service's postal box (a
 *   decoy address); the window ("Monsieur Thomas GAUTIER": civility in full, first given name,
 *   surname, over the address with the town in capitals); references as VALUES IN A ROW UNDER THEIR
 *   COLUMN TITLES ("Date de facture" DOTTED "14.01.2029": the truth; the invoice and account numbers,
 *   the period: decoys); the amount with its direct debit date (a decoy); TWO COLUMNS "VOTRE
 *   CONSOMMATION (soutirage)" and "VOTRE PRODUCTION (injection)" (delivery and injection points,
 *   readings' dates, the installation's COMMISSIONING DATE, the purchase contract and the BUYER
 *   with its address: decoys); the lines; a twelve-month chart; the registered office (a decoy).
 *   Houses in the suburbs of Grenoble, Nantes, Toulouse and Strasbourg.
 * - quittance_loyer/recapitulative-douze-mois: a private landlord's RECAPITULATIVE RECEIPT FOR THE
 *   LAST TWELVE MONTHS typed in a word processor for the tenant's loan application (a person, a
 *   family SCI represented by its manager, a couple; four invented landlords): the landlord's
 *   block with its own address (a decoy; the SCI's RCS number: a decoy identifier); at the right
 *   "Locataire" over "M. Thomas GAUTIER" and the dwelling's lines; the months' range in words; the
 *   sentence with the dwelling inline and the TOTAL IN FIGURES AND IN WORDS; a TABLE OF TWELVE
 *   MONTHS with the payment dates (decoys); the lease's date and the review month (decoys); the
 *   issue date ONLY in "Fait à Rennes, le 9 janvier 2029" (the month in words).
 * - kbis/societe-a-mission: the Kbis of a company with the status of "SOCIÉTÉ À MISSION" (PACTE
 *   law): sections under TINTED NUMBERED BANDS, labels in SMALL GREY CAPITALS in a narrow left
 *   column and values in Times at the right; "à jour au 03/01/2029"; the SIREN grouped with
 *   "R.C.S.", the form in full, the seat STACKED ON ITS LINES; the representative as the registry
 *   writes it, the personal home (a decoy); the section "QUALITÉ DE SOCIÉTÉ À MISSION" (the purpose,
 *   the objectives, the decision's date, the MISSION COMMITTEE's members, the INDEPENDENT THIRD-PARTY
 *   VERIFIER with its own SIREN grouped with "R.C.S." and its address: decoys); the mention's dates
 *   (decoys). SAS, SASU and SARL.
 * - rib/certifie-cachet-signature: a company's RIB printed from its online banking and then STAMPED
 *   WITH THE COMPANY'S RUBBER STAMP AND SIGNED by the manager ("Certifié exact, le 5/01/2029"), as
 *   customers ask their suppliers (high-street, mutualist and postal banks): "Édité le ..." (a decoy
 *   date); LABEL : VALUE LINES ("Titulaire du compte" with the holder as the bank names it over the
 *   company's address, "Domiciliation" the branch); the national parts as LABELS FOLLOWED BY THEIR
 *   VALUES ON ONE LINE; the IBAN grouped by four, the BIC; the SLANTED VIOLET STAMP over the lower
 *   part (the name with its form, the capital, the address, the SIRET and VAT number, the phone:
 *   decoys) and the handwritten certification date (a decoy).
 * - attestation_rc_pro/operateur-voyages-atout-france: the professional liability certificate of a
 *   TRAVEL AGENCY as its registration with Atout France requires it (four invented insurers, four
 *   agencies): the insurer's monogram, name and address (a decoy address), the certificate's number
 *   (a decoy) in a framed box; LABEL-ABOVE-VALUE CELLS two to a row ("Raison sociale" with the
 *   LEGAL FORM IN BRACKETS AFTER THE NAME, "HORIZONS NOMADES (SARL)"; "N° SIREN" grouped; the seat on
 *   one line; the ATOUT FRANCE REGISTRATION NUMBER "IM..." and the FINANCIAL GUARANTOR: decoys; "N°
 *   de contrat"); the activities in a framed box; the period as VALUES IN A ROW UNDER THEIR COLUMN
 *   TITLES ("Date d'effet" | "Date d'échéance" | "Première souscription": a decoy | "Reconduction"),
 *   repeated in the validity sentence; the limits; "Fait à ..., le ..." (a decoy date).
 *
 * Ground truth: every layout prints the fields the other sets print for its type. Printed forms
 * worth knowing: the Norwegian card's `nom` and `prenoms` are in capitals with their Norwegian
 * letters ("BJØRNSTAD", "ÅSE MARIT"; the MRZ spells them BJOERNSTAD, AASE), the dates dotted,
 * `numero_document` the document number (not the personal number nor the CAN); the residence
 * card's values slant with the card, `numero_document` the card's number (not the AGDREF number),
 * the dates spaced; the verification report's `nom` is the two surnames "HERNANDEZ LOPEZ", `prenoms`
 * the given names without accents, the dates printed twice (spaced on the data page, with slashes
 * in the extracted data), `numero_document` the passport's number (not the CURP nor the session);
 * the employers' group's payslip has `salarie_nom` "DUBOIS Claire", `employeur` the group's name as
 * printed (an association, no legal form in the name; not a member firm), `periode` printed only as
 * "Période du 01/03/29 au 31/03/29", the amounts without thousands separator in the table and spaced
 * in the totals box; the actual-expenses notice's `declarant` is the window's first line ("M
 * GAUTIER THOMAS", "M OU MME GAUTIER THOMAS", "MME OU M LEROY CLAIRE"), `adresse` the window's
 * postal lines, `numero_fiscal` declarant 1's (not the spouse's), `rfr` the summary's first value
 * (the income rows after the actual expenses), `salaires_declares` the 1AJ value (declarant 1's
 * column); the solar bill's `titulaire` is "Monsieur Thomas GAUTIER", `adresse` the window's lines
 * with the town in capitals, `emetteur` the wordmark ("HÉLIOR", "Lumen Électricité", "VERDÉO",
 * "AMPÈRE & CO"; not the purchase obligation's buyer), `date_emission` the dotted "Date de facture";
 * the recapitulative receipt's `titulaire` is "M. Thomas GAUTIER", `adresse` the dwelling's lines
 * under it, `date_emission` the date in "Fait à ..., le ..." (not a payment date); the mission
 * company's Kbis has `representant_legal` as the registry writes it (not a committee member),
 * `siren` grouped (not the verifier's), `adresse_siege` the seat's stacked lines (the establishment
 * repeats them on one line; not the personal home), `forme_juridique` in full, `date_extrait` the "à
 * jour au" date with slashes; the stamped RIB's `titulaire` is the holder as the bank names it,
 * `domiciliation` the branch, `iban` grouped by four (the stamp's SIRET and VAT number are not the
 * RIB's); the travel agency's `assure` is the name with its form in brackets ("HORIZONS NOMADES
 * (SARL)"), `assure_siren` grouped, `periode_debut` and `periode_fin` the "Date d'effet" and "Date
 * d'échéance" (not the first subscription), `activites` the framed box's text, `assureur` the
 * letterhead's name (not the financial guarantor), `numero_police` the contract's number.
 */
import {ALL_CITIES, BANKS, makeFacts, type City, type FactsOptions, type LegalForm} from '../../../server/src/corpus/facts.js'
import {pick, streamOf} from '../../../server/src/corpus/rng.js'
import type {LayoutGenerator} from '../../../server/src/corpus/types.js'
import {avisFraisReels} from './avis-frais-reels.js'
import {cniNorvege} from './cni-norvege.js'
import {factureSolaireAutoconsommation} from './facture-solaire-autoconsommation.js'
import {kbisSocieteAMission} from './kbis-societe-a-mission.js'
import {paieGroupementEmployeurs} from './paie-groupement-employeurs.js'
import {passeportMexiqueRapportKyc} from './passeport-mexique-rapport-kyc.js'
import {quittanceRecapitulativeDouzeMois} from './quittance-recapitulative-douze-mois.js'
import {rcproAgenceVoyages} from './rcpro-agence-voyages.js'
import {ribCachetSignature} from './rib-cachet-signature.js'
import {titreSejourEntrepreneurDeBiais} from './titre-sejour-entrepreneur-de-biais.js'

export const HELDOUT_SEED = 2525

/** The prefix of this set's random streams (the name it was first run under). */
export const STREAM = 'heldout27'

/** Every layout of this set is one page: its documents are also photographed (page 1) at an angle. */
export const PHOTOS = true

export const LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_rc_pro/operateur-voyages-atout-france': rcproAgenceVoyages,
  'avis_imposition/frais-reels-salarie': avisFraisReels,
  'bulletin_paie/groupement-employeurs-temps-partage': paieGroupementEmployeurs,
  'cni/norvege-nasjonalt-id-kort': cniNorvege,
  'facture_domicile/electricite-autoconsommation-solaire': factureSolaireAutoconsommation,
  'kbis/societe-a-mission': kbisSocieteAMission,
  'passeport/mexique-rapport-verification-identite': passeportMexiqueRapportKyc,
  'quittance_loyer/recapitulative-douze-mois': quittanceRecapitulativeDouzeMois,
  'rib/certifie-cachet-signature': ribCachetSignature,
  'titre_sejour/entrepreneur-profession-liberale-copie-de-biais': titreSejourEntrepreneurDeBiais,
}

const AS_OF = ['2029-01-16', '2029-04-17', '2029-07-10', '2029-10-16']

const USAGE = ['LEROY', 'MARCHAND', 'GARNIER', 'FONTAINE']

const city = (name: string, postcode: string): City => ALL_CITIES.find((c) => c.city === name && c.postcode === postcode) ?? {city: name, dept: postcode.slice(0, 2), greffe: name, postcode}

type Holder = {civility: 'M.' | 'Mme'; given: string[]; surname: string; place: string; city: City}

/** Norwegians living in France (the card carries the name they go by), the place of birth as the card prints it. */
const NORWEGIANS: Holder[] = [
  {city: city('Paris', '75017'), civility: 'M.', given: ['Lars', 'Erik'], place: 'BERGEN', surname: 'HAUGEN'},
  {city: city('Nice', '06000'), civility: 'Mme', given: ['Kari', 'Ingrid'], place: 'TRONDHEIM', surname: 'BJØRNSTAD'},
  {city: city('Lyon', '69003'), civility: 'M.', given: ['Håkon'], place: 'OSLO', surname: 'LØKKEN'},
  {city: city('Bordeaux', '33000'), civility: 'Mme', given: ['Åse', 'Marit'], place: 'STAVANGER', surname: 'SÆTHER'},
]

/** Entrepreneurs holding the multi-year card: the nationality's code and name. */
const ENTREPRENEURS: (Holder & {code: string; nationality: string})[] = [
  {city: city('Marseille', '13006'), civility: 'M.', code: 'TUN', given: ['Mehdi', 'Karim'], nationality: 'Tunisienne', place: 'SFAX (TUNISIE)', surname: 'BEN SALAH'},
  {city: city('Paris', '75017'), civility: 'Mme', code: 'LBN', given: ['Rania'], nationality: 'Libanaise', place: 'BEYROUTH (LIBAN)', surname: 'HADDAD'},
  {city: city('Lyon', '69003'), civility: 'M.', code: 'TUR', given: ['Emre'], nationality: 'Turque', place: 'IZMIR (TURQUIE)', surname: 'ÖZTÜRK'},
  {city: city('Paris', '75011'), civility: 'Mme', code: 'CHN', given: ['Yuting'], nationality: 'Chinoise', place: 'WENZHOU (CHINE)', surname: 'CHEN'},
]

/** Mexicans living in France: the two surnames and the given names without accents, as Mexican passports print them; the state of birth and its CURP code. */
const MEXICANS: (Holder & {state: string})[] = [
  {city: city('Paris', '75011'), civility: 'Mme', given: ['Maria', 'Fernanda'], place: 'JALISCO', state: 'JC', surname: 'HERNANDEZ LOPEZ'},
  {city: city('Toulouse', '31000'), civility: 'M.', given: ['Luis', 'Alberto'], place: 'NUEVO LEON', state: 'NL', surname: 'GARCIA MENDOZA'},
  {city: city('Lyon', '69003'), civility: 'Mme', given: ['Ana', 'Sofia'], place: 'CIUDAD DE MEXICO', state: 'DF', surname: 'RAMIREZ TORRES'},
  {city: city('Montpellier', '34000'), civility: 'M.', given: ['Jorge'], place: 'PUEBLA', state: 'PL', surname: 'MARTINEZ RUIZ'},
]

/** The employers' groups (paie-groupement-employeurs.ts GROUPS, in order). */
const GROUPS: {name: string; city: City}[] = [
  {city: city('Annecy', '74000'), name: "GROUPEMENT D'EMPLOYEURS DES LACS ALPINS"},
  {city: city('Nantes', '44000'), name: 'GE ATLANTIQUE COMPÉTENCES PARTAGÉES'},
  {city: city('Toulouse', '31000'), name: "GROUPEMENT D'EMPLOYEURS SPORT ET ANIMATION OCCITANIE"},
  {city: city('Dijon', '21000'), name: 'GE BOURGOGNE TEMPS PARTAGÉ'},
]

/** Suburban towns of the houses with solar panels (facture-solaire-autoconsommation.ts SUPPLIERS, in order). */
const SOLAR_TOWNS: City[] = [city('Saint-Égrève', '38120'), city('Rezé', '44400'), city('Colomiers', '31770'), city('Illkirch-Graffenstaden', '67400')]

/** The tenants' towns (quittance-recapitulative-douze-mois.ts LANDLORDS, in order). */
const TENANT_TOWNS: City[] = [city('Annecy', '74000'), city('Lyon', '69003'), city('La Rochelle', '17000'), city('Rennes', '35000')]

/** Travel agencies: name, form, town and the activities their certificate lists. */
const AGENCIES: {name: string; legalForm: LegalForm; city: City; activity: string}[] = [
  {activity: 'Organisation et vente de voyages et de séjours individuels et en groupe, forfaits touristiques et prestations de voyage liées (article L. 211-1 du code du tourisme), billetterie', city: city('Lyon', '69003'), legalForm: 'SARL', name: 'HORIZONS NOMADES'},
  {activity: "Agence de voyages : vente de forfaits touristiques, de séjours et de circuits, réservation d'hébergements et de transports, voyages d'affaires", city: city('Bordeaux', '33000'), legalForm: 'SAS', name: 'CAP SUR LE MONDE'},
  {activity: 'Conception et vente de séjours gastronomiques et oenologiques, excursions et visites guidées, organisation de voyages de groupes', city: city('Dijon', '21000'), legalForm: 'EURL', name: 'ESCALES & SAVEURS VOYAGES'},
  {activity: 'Organisation de randonnées et de trekkings accompagnés en France et à l\'étranger, séjours sportifs, location de matériel de montagne', city: city('Grenoble', '38000'), legalForm: 'SASU', name: 'ALTITUDE TREKS ORGANISATION'},
]

/** Banks with branches: high-street, mutualist, postal, mutualist. */
const BRANCH_BANKS = [BANKS[0], BANKS[3], BANKS[6], BANKS[2]]

/** The facts and params of document `i` (0-3) of a layout. */
export function documentFacts(layout: string, i: number): {facts: ReturnType<typeof makeFacts>; params: Record<string, unknown>} {
  const rng = streamOf(HELDOUT_SEED, `heldout27:${layout}:${i}:facts`)
  const asOf = AS_OF[i]
  const options: FactsOptions = {}
  const params: Record<string, unknown> = {}
  if (i === 1) options.person = {civility: 'Mme', usageName: pick(rng, USAGE)}
  if (i === 3) options.person = {...options.person, addressLines: 3}
  if (i === 0) options.company = {addressLines: 2}

  const holder = (p: Holder, nationality: string, birthPlace: string) => {
    options.person = {addressLines: i === 3 ? 3 : undefined, birthPlace, city: p.city, civility: p.civility, givenNames: p.given, nationality, surname: p.surname}
  }

  if (layout === 'cni/norvege-nasjonalt-id-kort') {
    const p = NORWEGIANS[i]
    holder(p, 'Norvégienne', `${p.place} (NORVÈGE)`)
    params.place = p.place
  }

  if (layout === 'titre_sejour/entrepreneur-profession-liberale-copie-de-biais') {
    const p = ENTREPRENEURS[i]
    holder(p, p.nationality, p.place)
    params.code = p.code
  }

  if (layout === 'passeport/mexique-rapport-verification-identite') {
    const p = MEXICANS[i]
    holder(p, 'Mexicaine', `${p.place} (MEXIQUE)`)
    params.place = p.place
    params.provider = i
    params.state = p.state
  }

  if (layout === 'bulletin_paie/groupement-employeurs-temps-partage') {
    // The employee lives near the member firms.
    options.employer = GROUPS[i]
    options.person = {...options.person, city: GROUPS[i].city}
    params.group = i
  }

  if (layout === 'avis_imposition/frais-reels-salarie') {
    params.couple = i === 1 || i === 3
    params.children = i === 3 ? 1 : 0
  }

  if (layout === 'facture_domicile/electricite-autoconsommation-solaire') {
    // Houses: one street line.
    options.person = {...options.person, addressLines: 1, city: SOLAR_TOWNS[i]}
    params.supplier = i
  }

  if (layout === 'quittance_loyer/recapitulative-douze-mois') {
    options.person = {...options.person, city: TENANT_TOWNS[i]}
    params.landlord = i
  }

  if (layout === 'kbis/societe-a-mission') {
    options.company = {...options.company, ageYears: 3, legalForm: (['SAS', 'SASU', 'SARL', 'SAS'] as const)[i]}
    params.variant = i
  }

  if (layout === 'rib/certifie-cachet-signature') {
    options.bank = BRANCH_BANKS[i]
    params.stamp = i
  }

  if (layout === 'attestation_rc_pro/operateur-voyages-atout-france') {
    const a = AGENCIES[i]
    options.company = {...options.company, activityIndex: 14, city: a.city, legalForm: a.legalForm, name: a.name}
    params.activity = a.activity
    params.insurer = i
  }

  return {facts: makeFacts(rng, asOf, options), params}
}
