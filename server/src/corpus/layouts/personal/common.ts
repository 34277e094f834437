/**
 * What the personal and unrelated layouts share besides drawing: reading the params a corpus
 * builder passes (issue date, month, income year, the overrides that plant defects), French
 * formats (dates, amounts, amounts in words), how a person's name and postal address are printed,
 * and small helpers over the seeded `rng`.
 *
 * Ground truth is written from the very strings these helpers return, so a value is in the truth
 * exactly as it is printed (names, addresses) or normalised from the number it was printed from
 * (dates, amounts).
 */
import type {Facts, Person, PostalAddress} from '../../types.js'

import {addDays} from '../../../validation/dates.js'

// ---------------------------------------------------------------------------------------------
// Params

export interface NameOverride {
  surname?: string
  givenNames?: string[]
}

export interface AmountsOverride {
  grossCents?: number
  netTaxableCents?: number
  netBeforeTaxCents?: number
  declaredSalariesCents?: number
}

/** The params the layouts honour, checked (a mistyped param fails loudly instead of being ignored). */
export interface LayoutParams {
  /** ISO date printed as the issue date (bills, rent receipts, tax notices). */
  issueDate?: string
  /** `YYYY-MM`: the period of a payslip or a rent receipt. */
  month?: string
  /** The year of the income on a tax notice. */
  incomeYear?: number
  nameOverride?: NameOverride
  amountsOverride?: AmountsOverride
  addressOverride?: PostalAddress
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function centsOf(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`amountsOverride.${name} must be an integer number of cents`)
  return value
}

export function readParams(params: Record<string, unknown>): LayoutParams {
  const out: LayoutParams = {}
  const {addressOverride, amountsOverride, incomeYear, issueDate, month, nameOverride} = params
  if (issueDate !== undefined) {
    if (typeof issueDate !== 'string' || !ISO_DATE.test(issueDate)) throw new TypeError(`issueDate must be an ISO date, got ${String(issueDate)}`)
    out.issueDate = issueDate
  }

  if (month !== undefined) {
    if (typeof month !== 'string' || !ISO_MONTH.test(month)) throw new TypeError(`month must be YYYY-MM, got ${String(month)}`)
    out.month = month
  }

  if (incomeYear !== undefined) {
    const year = typeof incomeYear === 'string' ? Number(incomeYear) : incomeYear
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 1990 || year > 2100) throw new TypeError(`incomeYear must be a year, got ${String(incomeYear)}`)
    out.incomeYear = year
  }

  if (nameOverride !== undefined) {
    if (!isRecord(nameOverride)) throw new TypeError('nameOverride must be an object')
    const {givenNames, surname} = nameOverride
    const override: NameOverride = {}
    if (surname !== undefined) {
      if (typeof surname !== 'string' || surname.trim() === '') throw new TypeError('nameOverride.surname must be a non-empty string')
      override.surname = surname
    }

    if (givenNames !== undefined) {
      const list = typeof givenNames === 'string' ? givenNames.split(/\s+/) : givenNames
      if (!Array.isArray(list) || list.length === 0 || !list.every((g) => typeof g === 'string' && g !== '')) throw new TypeError('nameOverride.givenNames must be a list of names')
      override.givenNames = list as string[]
    }

    out.nameOverride = override
  }

  if (amountsOverride !== undefined) {
    if (!isRecord(amountsOverride)) throw new TypeError('amountsOverride must be an object')
    out.amountsOverride = {
      declaredSalariesCents: centsOf(amountsOverride.declaredSalariesCents, 'declaredSalariesCents'),
      grossCents: centsOf(amountsOverride.grossCents, 'grossCents'),
      netBeforeTaxCents: centsOf(amountsOverride.netBeforeTaxCents, 'netBeforeTaxCents'),
      netTaxableCents: centsOf(amountsOverride.netTaxableCents, 'netTaxableCents'),
    }
  }

  if (addressOverride !== undefined) {
    if (!isRecord(addressOverride) || !Array.isArray(addressOverride.lines) || typeof addressOverride.postcode !== 'string' || typeof addressOverride.city !== 'string') {
      throw new TypeError('addressOverride must be a PostalAddress {lines, postcode, city}')
    }

    out.addressOverride = addressOverride as unknown as PostalAddress
  }

  return out
}

/** The issue date: the param, else a few days to a few weeks before the dossier's date. */
export function issueDateOf(p: LayoutParams, facts: Facts, rng: () => number): string {
  return p.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 40))
}

/** The period of a payslip or a rent receipt: the param, else the month before the dossier's date. */
export function monthOf(p: LayoutParams, facts: Facts): string {
  if (p.month) return p.month
  const [y, m] = facts.asOf.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${pad2(m - 1)}`
}

/** The year of the income on a tax notice: the param, else the latest year whose notice is out (notices arrive from late July). */
export function incomeYearOf(p: LayoutParams, facts: Facts): number {
  if (p.incomeYear) return p.incomeYear
  const [y, m] = facts.asOf.split('-').map(Number)
  return m >= 8 ? y - 1 : y - 2
}

/** The person as the document names them and where they live, overrides applied. */
export function subjectOf(facts: Facts, p: LayoutParams): {person: Person; name: PrintedName; address: PostalAddress} {
  return {address: p.addressOverride ?? facts.person.address, name: printedName(facts.person, p.nameOverride), person: facts.person}
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]
}

/** A seeded Fisher-Yates shuffle (a copy). */
export function shuffled<T>(rng: () => number, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }

  return out
}

export function randomDigits(rng: () => number, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) out += String(Math.floor(rng() * 10))
  return out
}

export function randomLetters(rng: () => number, count: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  let out = ''
  for (let i = 0; i < count; i++) out += letters[Math.floor(rng() * letters.length)]
  return out
}

// ---------------------------------------------------------------------------------------------
// Dates

export const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

export const pad2 = (n: number): string => String(n).padStart(2, '0')

function dateParts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d ?? 1]
}

/** "6 octobre 2026", "1er octobre 2026". */
export function longDate(iso: string): string {
  const [y, m, d] = dateParts(iso)
  return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`
}

/** "06/10/2026". */
export function slashDate(iso: string): string {
  const [y, m, d] = dateParts(iso)
  return `${pad2(d)}/${pad2(m)}/${y}`
}

/** "06.10.2026". */
export function dotDate(iso: string): string {
  return slashDate(iso).replaceAll('/', '.')
}

/** "Octobre 2026" for "2026-10". */
export function monthTitle(ym: string): string {
  const [y, m] = dateParts(ym)
  const name = MONTHS_FR[m - 1]
  return `${name[0].toUpperCase()}${name.slice(1)} ${y}`
}

export function firstDayOf(ym: string): string {
  return `${ym}-01`
}

export function lastDayOf(ym: string): string {
  const [y, m] = dateParts(ym)
  return `${ym}-${pad2(new Date(Date.UTC(y, m, 0)).getUTCDate())}`
}

/** A Date for pdf-lib's metadata: the given ISO day at a fixed time of day (UTC), never the clock. */
export function metadataDate(iso: string, hour = 9, minute = 30): Date {
  const [y, m, d] = dateParts(iso)
  return new Date(Date.UTC(y, m - 1, d, hour, minute, 0))
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** Thousands separators seen on real documents: a space, a no-break space, none, or a dot. */
export type Thousands = '' | ' ' | '.' | '\u00A0'

/** "2 480,00" (optionally with " €"). Standard PDF fonts cannot draw U+202F, so never that one. */
export function frAmount(cents: number, thousands: Thousands = ' ', euro = false): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return `${sign}${whole},${pad2(abs % 100)}${euro ? '\u00A0€' : ''}`
}

/** Whole euros as the tax administration prints them: "31 250" (optionally " €"). */
export function frEuros(euros: number, thousands: Thousands = ' ', euro = false): string {
  const whole = String(Math.abs(euros)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return `${euros < 0 ? '-' : ''}${whole}${euro ? ' €' : ''}`
}

/** Ground-truth form of an amount: "2480.00". */
export function truthAmount(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad2(abs % 100)}`
}

/** A French number with a fixed count of decimals, "151,67", "6,9000". */
export function frDecimal(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',')
}

const UNITS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf']
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante', 'quatre-vingt', 'quatre-vingt']

function wordsBelow100(n: number): string {
  if (n < 20) return UNITS[n]
  const ten = Math.floor(n / 10)
  let unit = n % 10
  if (ten === 7 || ten === 9) unit += 10
  if (unit === 0) return ten === 8 ? 'quatre-vingts' : TENS[ten]
  if ((unit === 1 || unit === 11) && ten !== 8 && ten !== 9) return `${TENS[ten]} et ${UNITS[unit]}`
  return `${TENS[ten]}-${UNITS[unit]}`
}

function wordsBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds === 0) return wordsBelow100(rest)
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 ? 's' : ''}`
  return rest === 0 ? head : `${head} ${wordsBelow100(rest)}`
}

/** French words for a whole number below a million ("huit cent cinquante", "mille deux cents"). */
export function frenchWords(n: number): string {
  if (n < 1000) return wordsBelow1000(n)
  const thousands = Math.floor(n / 1000)
  const rest = n % 1000
  const head = thousands === 1 ? 'mille' : `${wordsBelow1000(thousands).replace(/(cent|vingt)s$/, '$1')} mille`
  return rest === 0 ? head : `${head} ${wordsBelow1000(rest)}`
}

/** "huit cent cinquante euros", "huit cent cinquante euros et vingt centimes". */
export function euroWords(cents: number): string {
  const euros = Math.floor(cents / 100)
  const rest = cents % 100
  const head = `${frenchWords(euros)} euro${euros > 1 ? 's' : ''}`
  return rest === 0 ? head : `${head} et ${frenchWords(rest)} centime${rest > 1 ? 's' : ''}`
}

// ---------------------------------------------------------------------------------------------
// Names

/** The name a document prints for the person: the everyday surname, and the birth name when it differs. */
export interface PrintedName {
  civility: 'M.' | 'Mme'
  givenNames: string[]
  /** The surname in daily use (married name when there is one, or the override). */
  surname: string
  /** The birth surname when a document may print "née X" (absent when it is the same, or under an override). */
  birthSurname?: string
}

/**
 * An override replaces the surname the document prints (the married name when there is one): a
 * near-miss defect must not be rescued by a "née ..." mention of the true name, so it drops the
 * birth name too.
 */
export function printedName(person: Person, override?: NameOverride): PrintedName {
  const givenNames = override?.givenNames ?? person.givenNames
  if (override?.surname) return {civility: person.civility, givenNames, surname: override.surname}
  const usage = person.usageName && person.usageName !== person.surname ? person.usageName : undefined
  return usage ? {birthSurname: person.surname, civility: person.civility, givenNames, surname: usage} : {civility: person.civility, givenNames, surname: person.surname}
}

export const upper = (text: string): string => text.toLocaleUpperCase('fr-FR')

/** Upper case without accents, as mailing software prints the address lines of an envelope. */
export const postalUpper = (text: string): string => upper(text.normalize('NFD').replace(/\p{M}/gu, '')).replace(/[’']/g, ' ')

export const civilityWord = (c: 'M.' | 'Mme'): string => (c === 'Mme' ? 'Madame' : 'Monsieur')

/** "Mme Claire MARTIN" (first given name only, as bills and payslips print it). */
export function civilFirstLast(n: PrintedName): string {
  return `${n.civility} ${n.givenNames[0]} ${upper(n.surname)}`
}

/** "Claire Martin": capitalised surname, as a person writes it in a letter. */
export function capitalisedSurname(surname: string): string {
  return surname
    .toLocaleLowerCase('fr-FR')
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr-FR'))
}

/** "Elodie" for "Élodie", upper-cased for envelope lines. */
export function envelopeName(n: PrintedName, order: 'first-last' | 'last-first' = 'first-last'): string {
  const civility = n.civility === 'Mme' ? 'MME' : 'M.'
  const given = postalUpper(n.givenNames[0])
  const surname = postalUpper(n.surname)
  return order === 'first-last' ? `${civility} ${given} ${surname}` : `${civility} ${surname} ${given}`
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** The printed lines of an address: street lines then "postcode city". */
export function addressLines(address: PostalAddress, style: 'as-is' | 'postal' | 'upper' = 'as-is'): string[] {
  const lines = [...address.lines, `${address.postcode} ${address.city}`]
  if (style === 'upper') return lines.map((l) => upper(l))
  if (style === 'postal') return lines.map((l) => postalUpper(l))
  return lines
}

/** Ground-truth form of an address: the printed lines joined with ", ". */
export const truthAddress = (lines: string[]): string => lines.join(', ')

/** The street lines, then the city: for an address written inside a sentence. */
export function inlineAddress(address: PostalAddress): string {
  return truthAddress(addressLines(address))
}

// ---------------------------------------------------------------------------------------------
// Identifiers

const AREA_01 = new Set(['75', '77', '78', '91', '92', '93', '94', '95'])
const AREA_02 = new Set(['14', '18', '22', '27', '28', '29', '35', '36', '37', '41', '44', '45', '49', '50', '53', '56', '61', '72', '76', '85', '97'])
const AREA_04 = new Set(['01', '04', '05', '06', '07', '11', '13', '20', '26', '30', '34', '38', '42', '43', '48', '66', '69', '73', '74', '83', '84'])
const AREA_05 = new Set(['09', '12', '15', '16', '17', '19', '23', '24', '31', '32', '33', '40', '46', '47', '64', '65', '79', '81', '82', '86', '87'])

/** A landline number in the area of a postcode ("04 67 12 34 56" for Montpellier). */
export function landline(postcode: string, rng: () => number): string {
  const dept = postcode.slice(0, 2)
  const area = AREA_01.has(dept) ? '01' : AREA_02.has(dept) ? '02' : AREA_04.has(dept) ? '04' : AREA_05.has(dept) ? '05' : '03'
  return `${area} ${randomInt(rng, 20, 99)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
}

/** "812 345 676 00012". */
export function groupedSiret(siret: string): string {
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
}

/** "812 345 676". */
export function groupedSiren(siren: string): string {
  return `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6, 9)}`
}

/** A French social security number (NIR) with its key, "2 85 03 21 231 045 67", from the person's sex and birth date. */
export function nirOf(person: Person, rng: () => number): string {
  const sex = person.civility === 'Mme' ? '2' : '1'
  const [y, m] = dateParts(person.birthDate)
  const department = pad2(randomInt(rng, 1, 95))
  const commune = String(randomInt(rng, 1, 899)).padStart(3, '0')
  const order = String(randomInt(rng, 1, 999)).padStart(3, '0')
  const body = `${sex}${pad2(y % 100)}${pad2(m)}${department}${commune}${order}`
  const key = 97 - Number(BigInt(body) % 97n)
  return `${sex} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10, 13)} ${pad2(key)}`
}
