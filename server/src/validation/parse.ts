/**
 * Value parsers for French documents. Each takes text (already normalised, see text.ts) and
 * returns the first value found with its raw form and position, or undefined.
 */
import {digitsOf, fold} from './text.js'

export interface Found {
  value: string
  raw: string
  index: number
}

const MONTHS: [RegExp, number][] = [
  [/^janv/, 1],
  [/^fevr?/, 2],
  [/^mars/, 3],
  [/^avr/, 4],
  [/^mai/, 5],
  [/^juin/, 6],
  [/^juil/, 7],
  [/^aout/, 8],
  [/^sept/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^dec/, 12],
  // English month names, for documents issued in English.
  [/^jan/, 1],
  [/^feb/, 2],
  [/^mar/, 3],
  [/^apr/, 4],
  [/^may/, 5],
  [/^jun/, 6],
  [/^jul/, 7],
  [/^aug/, 8],
  [/^sep/, 9],
]
const MONTH_WORD = String.raw`(janvier|janv\.?|fevrier|fevr?\.?|mars|avril|avr\.?|mai|juin|juillet|juil\.?|aout|septembre|sept\.?|octobre|oct\.?|novembre|nov\.?|decembre|dec\.?|january|february|march|april|may|june|july|august|september|october|november|december)`

function monthNumber(word: string): number | undefined {
  const w = fold(word)
  return MONTHS.find(([re]) => re.test(w))?.[1]
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A real calendar date as ISO `YYYY-MM-DD` (no Date object: no time zone drift), or undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return undefined
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > days) return undefined
  return `${year}-${pad(month)}-${pad(day)}`
}

const NUMERIC_DATE = /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/g
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g
const TEXT_DATE = new RegExp(String.raw`(?<![\p{L}\d])(1er|\d{1,2})\s+${MONTH_WORD}\s+(\d{4})(?!\d)`, 'gu')

/** The first date: `12/03/2025`, `12.03.2025`, `12 mars 2025`, `1er août 2025`, `2025-03-12`. */
export function findDate(text: string): Found | undefined {
  return findAllDates(text)[0]
}

export function findAllDates(text: string): Found[] {
  const folded = fold(text)
  const found: Found[] = []
  for (const m of folded.matchAll(NUMERIC_DATE)) {
    const value = isoDate(Number(m[3]), Number(m[2]), Number(m[1]))
    if (value) found.push({index: m.index, raw: text.slice(m.index, m.index + m[0].length), value})
  }

  for (const m of folded.matchAll(ISO_DATE)) {
    const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]))
    if (value) found.push({index: m.index, raw: text.slice(m.index, m.index + m[0].length), value})
  }

  for (const m of folded.matchAll(TEXT_DATE)) {
    const month = monthNumber(m[2])
    const day = m[1] === '1er' ? 1 : Number(m[1])
    const value = month ? isoDate(Number(m[3]), month, day) : undefined
    if (value) found.push({index: m.index, raw: text.slice(m.index, m.index + m[0].length), value})
  }

  return found.sort((a, b) => a.index - b.index)
}

const TEXT_MONTH = new RegExp(String.raw`(?<![\p{L}])${MONTH_WORD}\s+(\d{4})(?!\d)`, 'gu')
const NUMERIC_MONTH = /(?<![\d/.-])(\d{1,2})[/.-](\d{4})(?!\d)/g
const ISO_MONTH = /(?<!\d)(\d{4})-(\d{2})(?![\d-])/g

/** A month `YYYY-MM`: from `mai 2025`, `05/2025`, `2025-05`, or the month of the first full date. */
export function findMonth(text: string): Found | undefined {
  const folded = fold(text)
  const found: Found[] = []
  const date = findDate(text)
  if (date) found.push({...date, value: date.value.slice(0, 7)})
  for (const m of folded.matchAll(TEXT_MONTH)) {
    const month = monthNumber(m[1])
    if (month) found.push({index: m.index, raw: text.slice(m.index, m.index + m[0].length), value: `${m[2]}-${pad(month)}`})
  }

  for (const m of folded.matchAll(NUMERIC_MONTH)) {
    const month = Number(m[1])
    if (month >= 1 && month <= 12) found.push({index: m.index, raw: m[0], value: `${m[2]}-${pad(month)}`})
  }

  for (const m of folded.matchAll(ISO_MONTH)) {
    const month = Number(m[2])
    if (month >= 1 && month <= 12) found.push({index: m.index, raw: m[0], value: `${m[1]}-${pad(month)}`})
  }

  return found.sort((a, b) => a.index - b.index)[0]
}

/** A year between 1900 and 2199. */
export function findYear(text: string): Found | undefined {
  const m = /(?<!\d)(19\d{2}|2[01]\d{2})(?!\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: m[1]} : undefined
}

// Thousands separated by a space (any kind, normalised to ' ' before), a dot, or nothing; cents after a comma.
const AMOUNT = /(?<![\d,.])(-?\d{1,3}(?:[ .]\d{3})+|-?\d+)(?:,(\d{1,2}))?(?:\s?(€|eur\b|euros?\b))?/giu

/**
 * The first amount in French format (`1 234,56 €`, `1.234,56`, `1234 EUR`) as a decimal string
 * with two decimals (`"1234.56"`). Computation uses integer cents (`toCents`), never floats.
 * `requireCurrency` only accepts numbers followed by € / EUR (amounts found without a label).
 */
export function findAmount(text: string, requireCurrency = false): Found | undefined {
  for (const m of text.matchAll(AMOUNT)) {
    if (requireCurrency && !m[3]) continue
    // A bare integer without cents or currency is more likely a count or a code than an amount.
    if (!m[2] && !m[3] && !/[ .]/.test(m[1])) continue
    const whole = m[1].replace(/[ .]/g, '')
    const cents = (m[2] ?? '0').padEnd(2, '0')
    return {index: m.index, raw: m[0].trim(), value: `${BigInt(whole)}.${cents}`}
  }

  return undefined
}

/** Integer cents of a decimal string produced by findAmount. */
export function toCents(value: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(value)
  if (!m) return Number.NaN
  const cents = Number(m[2]) * 100 + Number(m[3])
  return m[1] ? -cents : cents
}

/** Formats cents the French way, with plain spaces (PDF standard fonts cannot draw U+202F). */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${sign}${whole},${pad(abs % 100)} €`
}

/** SIREN: 9 digits, possibly grouped 3-3-3, not part of a longer number. */
export function findSiren(text: string): Found | undefined {
  const m = /(?<!\d ?)(\d{3}) ?(\d{3}) ?(\d{3})(?! ?\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: m[1] + m[2] + m[3]} : undefined
}

/** SIRET: 14 digits, possibly grouped 3-3-3-5. */
export function findSiret(text: string): Found | undefined {
  const m = /(?<!\d ?)(\d{3}) ?(\d{3}) ?(\d{3}) ?(\d{5})(?! ?\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: digitsOf(m[0])} : undefined
}

/** IBAN, printed in groups of 4 or compact; returned in electronic format (no spaces). */
export function findIban(text: string): Found | undefined {
  const m = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)(?![A-Z0-9])/.exec(text.toUpperCase())
  return m ? {index: m.index, raw: text.slice(m.index, m.index + m[0].length), value: m[1].replace(/ /g, '')} : undefined
}

/** BIC: 8 or 11 characters, bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function findBic(text: string): Found | undefined {
  const m = /(?<![A-Za-z0-9])([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)(?![A-Za-z0-9])/.exec(text)
  return m ? {index: m.index, raw: m[0], value: m[1]} : undefined
}

/** French intra-community VAT number `FR kk 123 456 789`. */
export function findTva(text: string): Found | undefined {
  const m = /(?<![A-Z0-9])FR ?(\d{2}) ?(\d{3}) ?(\d{3}) ?(\d{3})(?!\d)/i.exec(text)
  return m ? {index: m.index, raw: m[0], value: `FR${m[1]}${m[2]}${m[3]}${m[4]}`} : undefined
}

/** A French postcode (5 digits, 01-98 departments including 2A/2B written as 20). */
export function findPostcode(text: string): Found | undefined {
  const m = /(?<!\d ?)((?:0[1-9]|[1-8]\d|9[0-8])\d{3})(?! ?\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: m[1]} : undefined
}

/** Dates or months in a file name (`bulletin_2025-03.pdf`, `avis-12-03-2025.pdf`). */
export function dateFromFileName(name: string, kind: 'date' | 'month' | 'year'): Found | undefined {
  const base = name.replace(/\.[a-z0-9]+$/i, '').replace(/_/g, '-')
  if (kind === 'year') return findYear(base)
  const date = findAllDates(base)[0]
  if (kind === 'date') return date
  return date ? {...date, value: date.value.slice(0, 7)} : findMonth(base)
}
