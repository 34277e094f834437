/**
 * The facts a dossier is made of: a manager (French or foreign, with accents, compound given
 * names, particles, apostrophes, married names), the company (legal form, valid SIREN/SIRET/VAT),
 * its bank account (valid IBAN with its RIB key, BIC), and the manager's pay, consistent with the
 * tax notice (yearly declared salaries within 10 % of 12 × the monthly net taxable pay).
 *
 * Every identifier is computed, never typed: a defect that needs a wrong one derives it from a
 * valid one (see `wrongLuhnSiren`, `wrongIbanCheck`).
 */
import {completeLuhn, ibanCheckDigits, ribKey, tvaKey} from '../validation/checks.js'
import {addDays, addMonths} from '../validation/dates.js'
import {DIGITS, int, pick, type Rng} from './rng.js'
import type {BankAccount, Company, Facts, Person, PostalAddress} from './types.js'

// ---------------------------------------------------------------------------------------------
// Pools

const GIVEN_M = ['Jean-Baptiste', 'Thomas', 'Nicolas', 'Julien', 'Mathieu', 'Sébastien', 'Jérôme', 'François', 'Loïc', 'Hervé', 'Antoine', 'Maxime', 'Yannick', 'Gaël', 'Cédric', 'Rémi', 'Benoît', 'Jean-Michel', 'Pierre-Louis', 'Étienne']
const GIVEN_F = ['Marie-Hélène', 'Claire', 'Sophie', 'Élodie', 'Camille', 'Anaïs', 'Hélène', 'Nathalie', 'Céline', 'Maëlle', 'Aurélie', 'Chloé', 'Inès', 'Léa', 'Gaëlle', 'Anne-Sophie', 'Françoise', 'Béatrice', 'Noémie', 'Agnès']
const MIDDLE_M = ['Pierre', 'Louis', 'Marie', 'Jacques', 'André', 'Michel', 'Yves', 'Henri']
const MIDDLE_F = ['Marie', 'Louise', 'Anne', 'Jeanne', 'Françoise', 'Thérèse', 'Madeleine', 'Odile']
const SURNAMES = [
  'MARTIN',
  'LE GALL',
  'GAUTIER',
  'LEFÈVRE',
  'ROUSSEAU',
  'DE LA FONTAINE',
  "N'DIAYE",
  'FAURE',
  'GIRAUD',
  'BOURGEOIS',
  'PERRIN',
  'MOREAU-DUVAL',
  'CHEVALIER',
  'LE ROUX',
  'BENOÎT',
  "D'ALMEIDA",
  'DA SILVA',
  'BRETON',
  'HAMIDI',
  'MERCIER',
  'COLLIN',
  'DUPRÉ',
  'VASSEUR',
  'DE SAINT-EXUPÉRY',
  'GUÉRIN',
  'NGUYEN',
]

export interface City {
  postcode: string
  city: string
  /** The commercial court whose greffe keeps the company register. */
  greffe: string
  /** Department number, for birth places and card numbers. */
  dept: string
}

const CITIES: City[] = [
  {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75011'},
  {city: 'Paris', dept: '75', greffe: 'Paris', postcode: '75017'},
  {city: 'Lyon', dept: '69', greffe: 'Lyon', postcode: '69003'},
  {city: 'Villeurbanne', dept: '69', greffe: 'Lyon', postcode: '69100'},
  {city: 'Marseille', dept: '13', greffe: 'Marseille', postcode: '13006'},
  {city: 'Aix-en-Provence', dept: '13', greffe: 'Aix-en-Provence', postcode: '13100'},
  {city: 'Toulouse', dept: '31', greffe: 'Toulouse', postcode: '31000'},
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Lille', dept: '59', greffe: 'Lille Métropole', postcode: '59000'},
  {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'},
  {city: 'Strasbourg', dept: '67', greffe: 'Strasbourg', postcode: '67000'},
  {city: 'Montpellier', dept: '34', greffe: 'Montpellier', postcode: '34000'},
  {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'},
  {city: 'Dijon', dept: '21', greffe: 'Dijon', postcode: '21000'},
  {city: 'Angers', dept: '49', greffe: 'Angers', postcode: '49100'},
  {city: 'Brest', dept: '29', greffe: 'Brest', postcode: '29200'},
  {city: 'Quimper', dept: '29', greffe: 'Quimper', postcode: '29000'},
  {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'},
  {city: 'Montreuil', dept: '93', greffe: 'Bobigny', postcode: '93100'},
  {city: 'Saint-Denis', dept: '93', greffe: 'Bobigny', postcode: '93200'},
  {city: 'Clermont-Ferrand', dept: '63', greffe: 'Clermont-Ferrand', postcode: '63000'},
  {city: 'Annecy', dept: '74', greffe: 'Annecy', postcode: '74000'},
  {city: 'La Rochelle', dept: '17', greffe: 'La Rochelle', postcode: '17000'},
  {city: 'Saint-Étienne', dept: '42', greffe: 'Saint-Étienne', postcode: '42000'},
  {city: 'Le Mans', dept: '72', greffe: 'Le Mans', postcode: '72000'},
  {city: 'Pau', dept: '64', greffe: 'Pau', postcode: '64000'},
]

const STREETS = [
  'rue des Lilas',
  'avenue Jean Jaurès',
  'boulevard Voltaire',
  'place du Marché',
  'chemin des Vignes',
  'allée des Tilleuls',
  'impasse du Moulin',
  'rue de la République',
  'quai de la Loire',
  "rue de l'Église",
  'avenue du Général de Gaulle',
  'rue Victor Hugo',
  'boulevard de la Liberté',
  'rue Émile Zola',
  'cours Lafayette',
  'rue du Faubourg Saint-Antoine',
  'route de Lorient',
  'rue des Écoles',
  'avenue Foch',
  'rue Pasteur',
]

const BUSINESS_STREETS = ["rue de l'Industrie", 'avenue des Champs Pierreux', 'rue du Commerce', 'boulevard Haussmann', 'rue des Artisans', 'avenue de la Gare', 'rue Lavoisier', 'quai des Chartrons']

/** Activities without building work (a building activity would call for a décennale, not an RC pro). */
const ACTIVITIES: {activity: string; naf: string; names: string[]}[] = [
  {activity: 'Conseil en systèmes et logiciels informatiques', naf: '6202A', names: ['NOVACODE', 'KERNEL & CO', 'PIXEL NOMADE']},
  {activity: 'Programmation informatique, développement de logiciels et d\'applications', naf: '6201Z', names: ['LOGIQUE BLEUE', 'OCTET SOLUTIONS']},
  {activity: 'Boulangerie, pâtisserie, viennoiserie, vente de produits de boulangerie', naf: '1071C', names: ['LA FOURNÉE DORÉE', 'AU PÉTRIN D\'ANTAN']},
  {activity: 'Restauration traditionnelle, vente à emporter', naf: '5610A', names: ['BRASSERIE DU PORT', "L'ÉCHOPPE GOURMANDE", 'LE COMPTOIR DES HALLES']},
  {activity: 'Conseil pour les affaires et autres conseils de gestion', naf: '7022Z', names: ['STRATÉGIES & TERRITOIRES', 'CAP GESTION CONSEIL']},
  {activity: 'Activités de design graphique et d\'identité visuelle', naf: '7410Z', names: ['ATELIER CÉLADON', 'STUDIO HÉLIOTROPE']},
  {activity: 'Commerce de détail de fleurs, plantes et graines', naf: '4776Z', names: ['LES JARDINS DE CÉLESTE', 'FLORALIES DU MARAIS']},
  {activity: 'Traduction, interprétation et rédaction technique', naf: '7430Z', names: ['BABEL TRADUCTIONS', 'LINGUA FRANCA CONSEIL']},
  {activity: 'Torréfaction et commerce de détail de café et de thé', naf: '1083Z', names: ['TORRÉFACTION DES CANUTS', "O'KAFÉ"]},
  {activity: 'Fabrication de meubles et d\'objets en bois sur mesure', naf: '3109B', names: ['ATELIER DU CHÊNE', 'BOIS & FORMES']},
  {activity: 'Commerce de détail de livres neufs et d\'occasion', naf: '4761Z', names: ['LA PAGE BLANCHE', 'LIBRAIRIE DES DEUX RIVES']},
  {activity: 'Agence de communication et de publicité', naf: '7311Z', names: ['MÉDIANE COMMUNICATION', 'ÉCHO & SENS']},
  {activity: 'Ingénierie et études techniques en électronique', naf: '7112B', names: ['ÉLECTRONIQUE ARMORIQUE', 'SIGNAL & MESURE']},
  {activity: 'Coiffure, soins esthétiques', naf: '9602A', names: ['SALON CAPUCINE', 'L\'ATELIER DES BOUCLES']},
  {activity: 'Agence de voyages, organisation de séjours', naf: '7911Z', names: ['HORIZONS NOMADES', 'CAP SUR LE MONDE']},
  // Landscapers belong to the agricultural social-security scheme (MSA), not to the Urssaf.
  {activity: 'Entretien de parcs et jardins, services paysagers', naf: '8130Z', names: ['VERT PAYSAGE', "LES JARDINS D'ÉMILIE"]},
]

/** Index of the landscaping activity in ACTIVITIES (its social certificate comes from the MSA). */
export const LANDSCAPING_ACTIVITY = ACTIVITIES.length - 1

export type LegalForm = 'EURL' | 'SA' | 'SARL' | 'SAS' | 'SASU'

/** The long forms printed on registry extracts. */
export const LEGAL_FORM_LONG: Record<LegalForm, string> = {
  EURL: 'Société à responsabilité limitée à associé unique',
  SA: "Société anonyme à conseil d'administration",
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée à associé unique',
}

/** The manager's title: Président(e), Gérant(e), Président(e) du conseil d'administration. */
export function managerTitle(company: Company): string {
  const f = company.manager.civility === 'Mme'
  switch (company.legalForm as LegalForm) {
    case 'SAS':
    case 'SASU': {
      return f ? 'Présidente' : 'Président'
    }

    case 'SA': {
      return f ? "Présidente du conseil d'administration et directrice générale" : "Président du conseil d'administration et directeur général"
    }

    default: {
      return f ? 'Gérante' : 'Gérant'
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Identifiers

function randomDigits(rng: Rng, n: number): string {
  let out = ''
  for (let i = 0; i < n; i++) out += DIGITS[Math.floor(rng() * 10)]
  return out
}

/** A valid SIREN (Luhn), never La Poste's special one. */
export function makeSiren(rng: Rng): string {
  const first = String(int(rng, 3, 9))
  const siren = completeLuhn(first + randomDigits(rng, 7))
  return siren.startsWith('356') ? makeSiren(rng) : siren
}

/** Head office SIRET: SIREN + a 4-digit establishment number + the Luhn digit of the 14. */
export function makeSiret(rng: Rng, siren: string): string {
  return completeLuhn(siren + '000' + String(int(rng, 1, 4)))
}

export function tvaOf(siren: string): string {
  return `FR${String(tvaKey(siren)).padStart(2, '0')}${siren}`
}

/** The same SIREN with its last digit changed so that Luhn fails (a typo on one document). */
export function wrongLuhnSiren(siren: string): string {
  const last = Number(siren[8])
  return siren.slice(0, 8) + String((last + 3) % 10)
}

/** The same IBAN with check digits that do not match (mod 97 fails; the BBAN is intact). */
export function wrongIbanCheck(iban: string): string {
  const check = Number(iban.slice(2, 4))
  const wrong = String(check >= 90 ? check - 7 : check + 7).padStart(2, '0')
  return `${iban.slice(0, 2)}${wrong}${iban.slice(4)}`
}

interface Bank {
  name: string
  kind: 'high-street' | 'mutualist' | 'neobank' | 'online-business' | 'postal'
  code: string
  bicPrefix: string
}

/** Invented banks (no real brand), one per family of RIB layouts. */
export const BANKS: Bank[] = [
  {bicPrefix: 'BLCO', code: '30788', kind: 'high-street', name: 'Banque Lyonnaise de Commerce'},
  {bicPrefix: 'CNAT', code: '30912', kind: 'high-street', name: 'Crédit National Industriel'},
  {bicPrefix: 'CMAR', code: '15629', kind: 'mutualist', name: "Crédit Mutualiste de l'Armorique"},
  {bicPrefix: 'CAVL', code: '13825', kind: 'mutualist', name: 'Caisse Agricole du Val de Loire'},
  {bicPrefix: 'NUVO', code: '16958', kind: 'neobank', name: 'Nuvo Pay SAS'},
  {bicPrefix: 'KLRP', code: '17418', kind: 'online-business', name: 'Klar Paiements SAS'},
  {bicPrefix: 'BPTE', code: '20114', kind: 'postal', name: 'Banque des Postes et Territoires'},
]

export function makeAccount(rng: Rng, holder: string, city: City, bank: Bank): BankAccount {
  const branch = randomDigits(rng, 5)
  const account = randomDigits(rng, 11)
  const key = ribKey(bank.code, branch, account)
  const bban = `${bank.code}${branch}${account}${key}`
  const iban = `FR${ibanCheckDigits('FR', bban)}${bban}`
  // Banks without branches (a neobank, an online business bank) give their head office.
  const online = bank.kind === 'neobank' || bank.kind === 'online-business'
  const location = online ? 'P2' : 'PP'
  const bic = `${bank.bicPrefix}FR${location}${online ? '' : 'XXX'}`
  const branchName = online ? `${bank.name}, ${bank.kind === 'neobank' ? '18 rue de Châteaudun, 75009 Paris' : '20 bis rue La Fayette, 75009 Paris'}` : `${bank.name.split(' ')[0].toUpperCase()} ${city.city.toUpperCase()} ${pick(rng, ['CENTRE', 'GARE', 'RÉPUBLIQUE', 'ENTREPRISES'])}`
  return {bankName: bank.name, bic, branch: branchName, holder, iban}
}

// ---------------------------------------------------------------------------------------------
// People, companies, facts

export function makeAddress(rng: Rng, city: City, options: {lines?: 1 | 2 | 3; business?: boolean} = {}): PostalAddress {
  const number = int(rng, 1, 148)
  const suffix = pick(rng, ['', '', '', '', ' bis', ' ter'])
  const street = `${number}${suffix} ${pick(rng, options.business ? BUSINESS_STREETS : STREETS)}`
  const count = options.lines ?? (pick(rng, [1, 1, 1, 2, 2, 3]) as 1 | 2 | 3)
  if (count === 1) return {city: city.city, lines: [street], postcode: city.postcode}
  const extras = options.business
    ? [pick(rng, ['ZA des Garennes', 'Parc d\'activités du Moulin', 'Immeuble Le Cristal', 'Pépinière d\'entreprises Créatis']), pick(rng, ['Bâtiment C', 'Lot 4', '2e étage'])]
    : [`Appartement ${int(rng, 1, 48)}`, pick(rng, ['Bâtiment B', 'Résidence Les Pins', 'Escalier 2', 'Résidence du Parc'])]
  return {city: city.city, lines: count === 2 ? [extras[1], street] : [extras[0], extras[1], street], postcode: city.postcode}
}

export interface PersonOptions {
  civility?: 'M.' | 'Mme'
  givenNames?: string[]
  surname?: string
  usageName?: string
  birthDate?: string
  birthPlace?: string
  nationality?: string
  city?: City
  addressLines?: 1 | 2 | 3
}

export function makePerson(rng: Rng, asOf: string, options: PersonOptions = {}): Person {
  const civility = options.civility ?? (rng() < 0.5 ? 'M.' : 'Mme')
  const first = pick(rng, civility === 'M.' ? GIVEN_M : GIVEN_F)
  const middle = pick(rng, civility === 'M.' ? MIDDLE_M : MIDDLE_F)
  const givenNames = options.givenNames ?? (rng() < 0.6 ? [first, middle] : [first])
  const age = int(rng, 27, 58)
  const birthDate = options.birthDate ?? addDays(`${Number(asOf.slice(0, 4)) - age}-01-01`, int(rng, 0, 364))
  const city = options.city ?? pick(rng, CITIES)
  const birthCity = pick(rng, CITIES)
  return {
    address: makeAddress(rng, city, {lines: options.addressLines}),
    birthDate,
    birthPlace: options.birthPlace ?? `${birthCity.city.toUpperCase()} (${birthCity.dept})`,
    civility,
    givenNames,
    nationality: options.nationality ?? 'Française',
    surname: options.surname ?? pick(rng, SURNAMES),
    usageName: options.usageName,
  }
}

export interface CompanyOptions {
  name?: string
  legalForm?: LegalForm
  city?: City
  addressLines?: 1 | 2 | 3
  activityIndex?: number
  /** Years between registration and asOf (at least 1). */
  ageYears?: number
}

export function makeCompany(rng: Rng, asOf: string, manager: Person, options: CompanyOptions = {}): Company {
  const legalForm = options.legalForm ?? pick(rng, ['SAS', 'SAS', 'SASU', 'SARL', 'SARL', 'EURL', 'SA'] as LegalForm[])
  const activity = ACTIVITIES[options.activityIndex ?? int(rng, 0, ACTIVITIES.length - 1)]
  const city = options.city ?? pick(rng, CITIES)
  const siren = makeSiren(rng)
  // The manager was an adult when the company was registered (rule X-07).
  const adult = addMonths(manager.birthDate, 12 * 21)
  let registeredOn = addDays(asOf, -int(rng, 365 * (options.ageYears ?? 1), 365 * (options.ageYears ?? 12)))
  if (registeredOn < adult) registeredOn = addDays(adult, int(rng, 10, 300))
  const capital = legalForm === 'SA' ? pick(rng, [37_000, 50_000, 100_000]) : pick(rng, [1000, 1500, 3000, 5000, 7500, 10_000, 20_000])
  return {
    activity: activity.activity,
    address: makeAddress(rng, city, {business: true, lines: options.addressLines}),
    capitalCents: capital * 100,
    legalForm,
    manager,
    naf: activity.naf,
    name: options.name ?? pick(rng, activity.names),
    registeredOn,
    registry: city.greffe,
    siren,
    siret: makeSiret(rng, siren),
    tva: tvaOf(siren),
  }
}

export function cityOf(postcode: string, name: string): City {
  return CITIES.find((c) => c.postcode === postcode && c.city === name) ?? {city: name, dept: postcode.slice(0, 2), greffe: name, postcode}
}

export const ALL_CITIES: readonly City[] = CITIES

export interface FactsOptions {
  person?: PersonOptions
  company?: CompanyOptions
  /** The employer on the payslips, when it is not the company. */
  employer?: {name: string; city?: City}
  /** Monthly gross pay in euros (default: drawn between 2 600 and 6 200). */
  grossEuros?: number
  /** Declared salaries / (12 × net taxable) (default: drawn in [0.93, 1.04], within 10 %). */
  declaredRatio?: number
  bank?: Bank
}

/** Rounds to whole cents. */
const cents = (euros: number) => Math.round(euros * 100)

export function makeFacts(rng: Rng, asOf: string, options: FactsOptions = {}): Facts {
  const person = makePerson(rng, asOf, options.person)
  const company = makeCompany(rng, asOf, person, options.company)
  const employer = options.employer
    ? (() => {
        const city = options.employer.city ?? pick(rng, CITIES)
        const siren = makeSiren(rng)
        return {address: makeAddress(rng, city, {business: true, lines: 1}), name: options.employer.name, siret: makeSiret(rng, siren)}
      })()
    : {address: company.address, name: `${company.name} ${company.legalForm}`, siret: company.siret}
  const gross = cents(options.grossEuros ?? int(rng, 2600, 6200) + int(rng, 0, 99) / 100)
  // Employee contributions of about 22 % for a manager treated as an employee; CSG/CRDS not
  // deductible (2.9 % of 98.25 % of gross) is added back to get the taxable net.
  const netBeforeTax = Math.round(gross * (0.77 + rng() * 0.02))
  const netTaxable = netBeforeTax + Math.round(gross * 0.9825 * 0.029)
  const declared = Math.round(12 * netTaxable * (options.declaredRatio ?? 0.93 + rng() * 0.11))
  const bank = options.bank ?? pick(rng, BANKS)
  const holder = pick(rng, [`${company.name} ${company.legalForm}`, `${company.legalForm} ${company.name}`, company.name])
  return {
    account: makeAccount(rng, holder, cityOf(company.address.postcode, company.address.city), bank),
    asOf,
    company,
    declaredSalariesCents: declared,
    employer,
    pay: {grossCents: gross, netBeforeTaxCents: netBeforeTax, netTaxableCents: netTaxable},
    person,
    // The 10 % deduction for professional expenses, plus a little other income for some.
    referenceIncomeCents: Math.round(declared * 0.9) + (rng() < 0.3 ? cents(int(rng, 200, 2400)) : 0),
  }
}

// ---------------------------------------------------------------------------------------------
// Printing people and addresses

/** "Jean-Baptiste" + "Pierre" → as printed: joined by `sep` (", " on identity cards, " " elsewhere). */
export const givenNamesText = (person: Person, sep = ' '): string => person.givenNames.join(sep)

/** The surname a person goes by (the usage name when married), upper-case. */
export const usedSurname = (person: Person): string => person.usageName ?? person.surname

/** "Jean-Baptiste LE GALL" (first given name and the surname in use). */
export const displayName = (person: Person): string => `${person.givenNames[0]} ${usedSurname(person)}`

/**
 * The name as a registry prints it: birth surname, "épouse" usage name, then given names
 * ("MARTIN épouse DUBOIS Claire Marie").
 */
export function registryName(person: Person): string {
  const surname = person.usageName ? `${person.surname} épouse ${person.usageName}` : person.surname
  return `${surname} ${person.givenNames.join(' ')}`
}

/** Address lines as printed on one line: "Bâtiment B, 14 rue des Lilas, 75011 PARIS". */
export function addressText(address: PostalAddress, cityCase: 'as-is' | 'upper' = 'upper'): string {
  return [...address.lines, `${address.postcode} ${cityCase === 'upper' ? address.city.toUpperCase() : address.city}`].join(', ')
}

/** The full company name with its legal form, as most certificates print it. */
export const companyWithForm = (company: Company): string => `${company.name} ${company.legalForm}`
