/**
 * Value parsers for French documents. Each takes text (already normalised, see text.ts) and
 * returns the first value found with its raw form and position, or undefined.
 */
import {checksumHolds} from './checks.js'
import {toIsoDate} from './dates.js'
import {digitsOf, fold} from './text.js'

export interface Found {
  value: string
  raw: string
  index: number
}

/**
 * How a two-digit year (`12/03/81`, `04 MAR /MARS 81`, an MRZ) is given its century, relative
 * to the reference date's year R:
 * - `past` (birth dates): the latest date on or before the reference date (R − 99 … R);
 * - `future` (expiry dates): the year in (R − 80, R + 20]. No identity document is valid for
 *   more than 20 years (CNI 15, passport 10, residence card 10), so in 2026 "47" is 1947, not
 *   2047: a doubtful reading then fails as expired instead of passing as valid for 21 years;
 * - `near` (issue dates, and any other date): the year closest to R (R − 50 … R + 49; a tie goes
 *   to the past).
 */
export type TwoDigitYear = 'future' | 'near' | 'past'

export interface DateOptions {
  /** How two-digit years are resolved (default `near`). */
  twoDigitYear?: TwoDigitYear
  /** The run's reference date (ISO `YYYY-MM-DD`); today (UTC) when absent. */
  refDate?: string
}

/**
 * Month names and abbreviations as printed on French and EU documents, folded (lower case,
 * no accents), without their dot. German and Dutch abbreviations appear on those countries'
 * passports and cards (`MÄR`, `OKT`, `DEZ`; `MRT`, `MEI`), always next to the English or French one.
 */
const MONTH_WORDS: Record<string, number> = {
  apr: 4,
  april: 4,
  aug: 8,
  augustus: 8,
  august: 8,
  aout: 8,
  avr: 4,
  avril: 4,
  dec: 12,
  december: 12,
  decembre: 12,
  dez: 12,
  dezember: 12,
  feb: 2,
  februar: 2,
  februari: 2,
  february: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  jan: 1,
  januar: 1,
  januari: 1,
  janv: 1,
  january: 1,
  janvier: 1,
  juil: 7,
  juill: 7,
  juillet: 7,
  juin: 6,
  juni: 6,
  jul: 7,
  juli: 7,
  july: 7,
  jun: 6,
  june: 6,
  maart: 3,
  mai: 5,
  mar: 3,
  march: 3,
  mars: 3,
  marz: 3,
  may: 5,
  mei: 5,
  mrt: 3,
  mrz: 3,
  nov: 11,
  november: 11,
  novembre: 11,
  oct: 10,
  october: 10,
  octobre: 10,
  okt: 10,
  oktober: 10,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
}
// Longest first, so that the alternation never stops at a prefix ("mar" inside "mars"). OCR may
// part a capital from the rest of its word ("19 J UIL./J UL 1977"): a space after the first letter.
const MONTH_ALTERNATION = Object.keys(MONTH_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => `${word[0]} ?${word.slice(1)}`)
  .join('|')
/** One month word with its optional dot, not followed by another letter ("mar" is not "marche"). */
const MONTH = String.raw`(?:${MONTH_ALTERNATION})\.?(?!\p{L})`
/**
 * A month, or a bilingual pair as on passports and cards: `MAR /MARS`, `FEB /FÉV`, `JUIN/JUN`;
 * also after a word of the issuing state's language no month list here holds (`BEAL/MAY`, `LÚN/AUG`
 * on an Irish passport): the month known after the slash is the date's. (A known month there is a
 * pair's first half, and two that disagree are no date: `MAR /AVR`.)
 */
const MONTH_PAIR = String.raw`(?:(?!${MONTH})\p{L}{2,6}\.?\s?/\s?)?(?<month>${MONTH})(?:\s*/\s*(?<month2>${MONTH}))?`
const WEEKDAY = String.raw`(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`

/** The number of a month word (`"févr."` → 2), or undefined. */
export function monthNumber(word: string): number | undefined {
  return MONTH_WORDS[fold(word).replace(/\.$/, '').replaceAll(' ', '')]
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A real calendar date as ISO `YYYY-MM-DD` (no Date object: no time zone drift), or undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return undefined
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > days) return undefined
  return `${year}-${pad(month)}-${pad(day)}`
}

/**
 * The four-digit year of a two-digit year `yy` (see TwoDigitYear). `month` and `day` only matter
 * for `past`: a birth on 20/12/25 is 1925 when the reference date is 2025-06-30.
 */
export function expandYear(yy: number, kind: TwoDigitYear, refDate: string, month = 1, day = 1): number {
  const ref = Number(refDate.slice(0, 4))
  const century = ref - (ref % 100)
  let year = century + yy
  switch (kind) {
    case 'past': {
      if (`${year}-${pad(month)}-${pad(day)}` > refDate) year -= 100
      break
    }

    case 'future': {
      if (year > ref + 20) year -= 100
      else if (year <= ref - 80) year += 100
      break
    }

    case 'near': {
      if (year - ref >= 50) year -= 100
      else if (ref - year > 50) year += 100
      break
    }
  }

  return year
}

/** An ISO date from day, month and a two- or four-digit year, or undefined when impossible. */
function dateOf(day: number, month: number, year: string, options: Resolved): string | undefined {
  const full = year.length === 2 ? expandYear(Number(year), options.twoDigitYear, options.refDate, month, day) : Number(year)
  return isoDate(full, month, day)
}

interface Resolved {
  twoDigitYear: TwoDigitYear
  refDate: string
}

function resolve(options: DateOptions | undefined): Resolved {
  return {refDate: options?.refDate ?? toIsoDate(new Date()), twoDigitYear: options?.twoDigitYear ?? 'near'}
}

// Numeric dates, day first. A date range "01/10/2026-31/10/2026" keeps both dates, but a
// number that goes on with "/" or "." and digits (a phone number 06.12.34.56.78, a version, a
// longer code) is no date.
const NUMERIC_DATE = /(?<!\d|\d[/.])(\d{1,2})([/.-])(\d{1,2})[/.-](\d{4})(?!\d|[/.]\d)/g
// Two-digit years only with "/" or ".", the same separator twice: "12-03-25" is more often a
// reference than a date.
const SHORT_DATE = /(?<![\p{L}\d]|\d[/.])(\d{1,2})([/.])(\d{1,2})\2(\d{2})(?!\d|[/.]\d|\s?[h:]\s?\d)/gu
// Digits separated by spaces, as on identity cards ("05 06 1986"): two-digit day and month, a
// 19xx/20xx year, and nothing numeric around (phone numbers "01 23 45 67 89", amounts).
// (One of the two spaces may be a speck OCR read as a colon or a comma: "21 11:2025".)
const SPACED_DATE = /(?<!\d[\s.,]?)(\d{2})(?: {1,3}(\d{2}) ?[:,] ?| ?[:,] ?(\d{2}) {1,3}| {1,3}(\d{2}) {1,3})((?:19|20)\d{2})(?![\s.,]?\d)/g
// "31 07 2021" with the space between day and month lost by OCR: "3107 2021".
const GLUED_DAY_MONTH_DATE = /(?<!\d[\s.,]?)(\d{2})(\d{2}) {1,3}((?:19|20)\d{2})(?![\s.,]?\d)/g
// "13. 06. 2020", "13 .06.2030", "05 / 11 / 1989": a dotted or slashed date with spaces OCR read
// around its marks (a laminated card's print). Two-digit day and month, a 19xx/20xx year, the same
// mark twice, a space at one of them at least (without, NUMERIC_DATE reads it).
const SPACED_MARK_DATE = /(?<!\d\s?[/.]?\s?)(\d{2})(?=[\d\s/.]*\s)\s?([/.])\s?(\d{2})\s?\2\s?((?:19|20)\d{2})(?![\s.,]?\d|[/.]\d)/g
// ISO order: 2026-03-12, and 2026/03/12 as some foreign documents print it.
const ISO_DATE = /(?<!\d|\d[-/.])(\d{4})([-/.])(\d{2})\2(\d{2})(?!\d|[-/.]\d)/g
// "6 octobre 2026", "1er mars 2026" (OCR's "ler mars 2026"), "lundi 6 octobre 2026", "06 OCT 2026", "04 MAR /MARS 81",
// "1st March 2026". A two-digit year follows the month directly (no comma: "5 mai, 12 rue ...")
// and is no time of day ("12 juin 14h30"). (A speck OCR read as an apostrophe may part the month
// from its four-digit year: "27 avril'2028".)
const TEXT_DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WEEKDAY}\s*,?\s+)?(?<day>[1lIi]\s?er|\d{1,2})(?:st|nd|rd|th)?\s*${MONTH_PAIR}(?:\s*[,'’]?\s*(?<year>\d{4})|\s*(?<yy>\d{2}))(?!\d|\s?[h:]\s?\d)`,
  'gu',
)

/** The month of a month word or bilingual pair; undefined when the two words disagree. */
function monthOfPair(first: string, second: string | undefined): number | undefined {
  const month = monthNumber(first)
  if (second !== undefined && monthNumber(second) !== month) return undefined
  return month
}

/**
 * The first date in the text (see findAllDates), or undefined.
 */
export function findDate(text: string, options?: DateOptions): Found | undefined {
  return findAllDates(text, options)[0]
}

/**
 * Every date in the text, in document order, as ISO `YYYY-MM-DD`: `12/03/2025`, `12.03.2025`,
 * `12-03-2025`, `12/03/25`, `12.03.25`, `05 06 1986`, `13. 06. 2020` (OCR's spaces), `12 mars 2025`, `1er août 2025`,
 * `lundi 6 octobre 2026`, `06 OCT 2026`, `3 févr. 2024`, `04 MAR /MARS 81`, `2025-03-12`, `3107 2021`
 * (OCR's `31 07 2021`).
 * Impossible dates (31/02) are skipped; two-digit years follow `options` (see TwoDigitYear).
 */
export function findAllDates(text: string, options?: DateOptions): Found[] {
  const resolved = resolve(options)
  const folded = fold(text)
  const found: Found[] = []
  const add = (index: number, length: number, value: string | undefined) => {
    if (value) found.push({index, raw: text.slice(index, index + length), value})
  }

  for (const m of folded.matchAll(NUMERIC_DATE)) add(m.index, m[0].length, isoDate(Number(m[4]), Number(m[3]), Number(m[1])))
  for (const m of folded.matchAll(SHORT_DATE)) add(m.index, m[0].length, dateOf(Number(m[1]), Number(m[3]), m[4], resolved))
  for (const m of folded.matchAll(SPACED_DATE)) add(m.index, m[0].length, isoDate(Number(m[5]), Number(m[2] ?? m[3] ?? m[4]), Number(m[1])))
  for (const m of folded.matchAll(SPACED_MARK_DATE)) add(m.index, m[0].length, isoDate(Number(m[4]), Number(m[3]), Number(m[1])))
  for (const m of folded.matchAll(GLUED_DAY_MONTH_DATE)) add(m.index, m[0].length, isoDate(Number(m[3]), Number(m[2]), Number(m[1])))
  for (const m of folded.matchAll(ISO_DATE)) add(m.index, m[0].length, isoDate(Number(m[1]), Number(m[3]), Number(m[4])))
  // A J-month in capitals whose J OCR lost under the line ("06 AN 2025" for "06 JAN 2025", "UN",
  // "UL" for "JUN", "JUL"): a day before it, a year after it, in capitals as passports print them.
  for (const m of text.matchAll(J_LOST_MONTH)) add(m.index, m[0].length, isoDate(Number(m[3]), {AN: 1, UL: 7, UN: 6}[m[2]]!, Number(m[1])))
  for (const m of folded.matchAll(TEXT_DATE)) {
    const g = m.groups!
    const month = monthOfPair(g.month, g.month2)
    // (OCR reads the 1 of "1er" as an l or an I: "ler février 2026".)
    const day = /^[1lIi]\s?er$/.test(g.day) ? 1 : Number(g.day)
    add(m.index, m[0].length, month ? dateOf(day, month, g.year ?? g.yy, resolved) : undefined)
  }

  return withoutOverlaps(found)
}

/** A day, a J-month in capitals without its J, a four-digit year (findAllDates). */
const J_LOST_MONTH = /(?<![\p{L}\d])(\d{1,2}) (AN|UN|UL) ((?:19|20)\d{2})(?!\d)/gu

/** In document order; of two readings of the same characters, the longer one. */
function withoutOverlaps(found: Found[]): Found[] {
  const sorted = found.sort((a, b) => a.index - b.index || b.raw.length - a.raw.length)
  const kept: Found[] = []
  for (const f of sorted) {
    const last = kept.at(-1)
    if (last && f.index < last.index + last.raw.length) continue
    kept.push(f)
  }

  return kept
}

const TEXT_MONTH = new RegExp(String.raw`(?<![\p{L}\d])${MONTH_PAIR}[\s-]*(?<year>\d{4})(?!\d)`, 'gu')
const NUMERIC_MONTH = /(?<!\d|\d[/.-])(\d{1,2})[/.-](\d{4})(?!\d|[/.-]\d)/g
const ISO_MONTH = /(?<!\d|\d[-/.])(\d{4})[-/](\d{2})(?![\d]|[-/.]\d)/g

/**
 * A month `YYYY-MM`: from `mars 2026`, `MARS 2026`, `oct. 2026`, `03/2026`, `2026-03`,
 * `Mois : 10/2026`, or the month of the first full date (`Période du 01/10/2026 au 31/10/2026`).
 * Whichever comes first in the text wins.
 */
export function findMonth(text: string, options?: DateOptions): Found | undefined {
  const folded = fold(text)
  const found: Found[] = []
  const date = findDate(text, options)
  if (date) found.push({...date, value: date.value.slice(0, 7)})
  const add = (index: number, length: number, year: string, month: number | undefined) => {
    if (month && month >= 1 && month <= 12 && Number(year) >= 1900 && Number(year) <= 2199) {
      found.push({index, raw: text.slice(index, index + length), value: `${year}-${pad(month)}`})
    }
  }

  for (const m of folded.matchAll(TEXT_MONTH)) add(m.index, m[0].length, m.groups!.year, monthOfPair(m.groups!.month, m.groups!.month2))
  for (const m of folded.matchAll(NUMERIC_MONTH)) add(m.index, m[0].length, m[2], Number(m[1]))
  for (const m of folded.matchAll(ISO_MONTH)) add(m.index, m[0].length, m[1], Number(m[2]))
  return withoutOverlaps(found)[0]
}

/** A year between 1900 and 2199. */
export function findYear(text: string): Found | undefined {
  const m = /(?<!\d)(19\d{2}|2[01]\d{2})(?!\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: m[1]} : undefined
}

// Thousands separated by a space (any kind, normalised to ' ' before), a dot, or nothing; cents after a comma.
// A comma between thousands is OCR reading the thin space as a comma ("3,101,76" for "3 101,76"):
// taken only when the number still ends with a comma and two decimals.
// A dot before two last digits is a decimal point ("2427.22": OCR reading the comma as a dot, or an
// English-style amount), not before three (thousands) nor inside a date ("12.05.2026").
// An English amount groups its thousands with commas before that dot ("4,172.82": an employer of
// record's bilingual payslip): the commas are thousands only when such a decimal dot ends the number.
// OCR may put a space after the decimal comma ("2427, 22€"): taken when a currency sign follows.
// A number right after another one and a space is the tail of a grouping OCR broke ("2 83,77 €"
// for "2 983,77 €"): not an amount of its own.
const AMOUNT = /(?<![\d,.])(?<!\d )(-?\d{1,3}(?:[ .]\d{3})+|-?\d{1,3}(?:,\d{3})+(?=,\d{2}(?!\d))|-?\d{1,3}(?:,\d{3})+(?=\.\d{2}(?![\d.]))|-?\d+)(?:,(\d{1,2})(?!\d)|\.(\d{2})(?![\d.])|, (\d{2})(?=\s?(?:€|eur\b)))?(?:\s?(€|eur\b|euros?\b))?/giu

/** The parts of an AMOUNT match: digits (with separators), cents, currency. */
function amountParts(m: RegExpMatchArray): {digits: string; cents: string | undefined; currency: string | undefined} {
  return {cents: m[2] ?? m[3] ?? m[4], currency: m[5], digits: m[1]}
}

/**
 * The first amount in French format (`1 234,56 €`, `1.234,56`, `1234 EUR`) as a decimal string
 * with two decimals (`"1234.56"`). Computation uses integer cents (`toCents`), never floats.
 * `requireCurrency` only accepts numbers followed by € / EUR (amounts found without a label).
 */
export function findAmount(text: string, requireCurrency = false, lostComma = false): Found | undefined {
  for (const match of text.matchAll(AMOUNT)) {
    const {cents: printed, currency, digits} = amountParts(match)
    if (requireCurrency && !currency) continue
    // A percentage is a rate, not an amount: "TAUX 6,2 %", "5,5 %".
    if (!currency && /^\s?%/u.test(text.slice(match.index + match[0].length))) continue
    // No amount is written with a leading zero ("032,58"): OCR lost the digits before it.
    if (/^-?0\d/.test(digits)) continue
    // OCR loses the decimal comma (and the thousands space) more often than any other mark:
    // "3 108,64 €" read "310864 €", "2 624,47" read "262447". On a document that writes its
    // amounts with cents, a run of digits without any separator ends with its cents: three digits
    // or more before a currency sign, five or more without one (a year or a count is shorter).
    const commaLost = lostComma && !printed && (currency ? /^-?\d{3,}$/ : /^-?\d{5,}$/).test(digits)
    // A bare integer without cents or currency is more likely a count or a code than an amount.
    if (!printed && !currency && !/[ .]/.test(digits) && !commaLost) continue
    let whole = digits.replace(/[ .,]/g, '')
    let cents = (printed ?? '0').padEnd(2, '0')
    if (commaLost) {
      cents = whole.slice(-2)
      whole = whole.slice(0, -2)
    }

    return {index: match.index, raw: match[0].trim(), value: `${BigInt(whole)}.${cents}`}
  }

  return undefined
}

/**
 * How a document writes its amounts, from one pass over them: `cents` when most carry two decimals
 * ("3 963,04", "271,98 €") and there are enough of them to say so; `wholeEuros` when enough are
 * whole numbers with a thousands separator or a currency sign ("45 747 €", "2 480") and few have
 * cents (a tax notice).
 */
export function amountStyle(texts: Iterable<string>): {cents: boolean; wholeEuros: boolean} {
  let withCents = 0
  let without = 0
  for (const text of texts) {
    for (const match of text.matchAll(AMOUNT)) {
      const {cents, currency, digits} = amountParts(match)
      if (cents?.length === 2) withCents++
      else if (!cents && (currency || /[ .]/.test(digits))) without++
    }
  }

  return {cents: withCents >= 3 && withCents >= 4 * without, wholeEuros: without >= 3 && without >= 4 * withCents}
}

/** Whether a document writes its amounts with cents (amountStyle). */
export function writesCents(texts: Iterable<string>): boolean {
  return amountStyle(texts).cents
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
  if (m) return {index: m.index, raw: m[0], value: m[1] + m[2] + m[3]}
  // Written in other groups, a form's boxes two or three to a group or one each ("78 36 34 207",
  // "7 8 3 6 3 4 2 0 7"): nine digits in groups of one to three, taken only as the text's value
  // (nothing before them but separators: what follows a label, or a cell of its own) and when the
  // check digit holds. (Anywhere in a line, small groups of figures, a table's, would give a
  // SIREN once in ten.)
  const g = /^[\s:.°º#-]*(?:n[°º]\s*)?(\d{1,3}(?: \d{1,3}){2,8})(?! ?\d)/iu.exec(text)
  const value = g ? digitsOf(g[1]) : ''
  return g && value.length === 9 && checksumHolds('luhn_siren', value) ? {index: g.index + g[0].length - g[1].length, raw: g[1], value} : undefined
}

/** SIRET: 14 digits, possibly grouped 3-3-3-5. */
export function findSiret(text: string): Found | undefined {
  const m = /(?<!\d ?)(\d{3}) ?(\d{3}) ?(\d{3}) ?(\d{5})(?! ?\d)/.exec(text)
  return m ? {index: m.index, raw: m[0], value: digitsOf(m[0])} : undefined
}

/** OCR's readings of a box's sides between characters printed one a box. */
const BOX_MARK = /[|/\\}{[\],;:!]/u
/** Four characters in a row each parted by such marks: the code is boxed. */
const BOXED_RUN = new RegExp(String.raw`[A-Z0-9](?:${BOX_MARK.source}+[A-Z0-9]){3}`, 'iu')

/**
 * A code printed one character a box as OCR reads it: the boxes' sides read as marks between the
 * characters ("F|R}7/6,,1/4/4/7", "C|P|E|P|F|R|P|P|X|X|X"). When a run of four characters each
 * parted by such marks says the code is boxed, `find` is run again on the text without the marks,
 * and what it finds, if `holds`, is placed back on the text as printed (its index and raw text).
 */
function findBoxed(text: string, find: (text: string) => Found | undefined, holds: (value: string) => boolean = () => true): Found | undefined {
  const found = find(text)
  if (found || !BOXED_RUN.test(text)) return found
  // (Every such mark goes: the last group's boxes may have been read two characters to a mark,
  // "0/05/6572", a box's side after a group as ";".)
  let unboxed = ''
  const at: number[] = []
  for (const [i, c] of [...text].entries()) {
    if (BOX_MARK.test(c)) continue
    unboxed += c
    at.push(i)
  }

  const inner = find(unboxed)
  if (!inner || !holds(inner.value)) return undefined
  const start = at[inner.index]
  const end = at[inner.index + inner.raw.length - 1] + 1
  return {index: start, raw: text.slice(start, end), value: inner.value}
}

/** IBAN, printed in groups of 4 or compact; returned in electronic format (no spaces). */
export function findIban(text: string): Found | undefined {
  // (Read out of its boxes, an IBAN is taken only when its check digits hold: a photo's boxes read
  // "S" for 8 and "O" for 0 are no reading.)
  return findBoxed(text, findIbanIn, (value) => checksumHolds('iban', value))
}

function findIbanIn(text: string): Found | undefined {
  // (A hyphen between groups is OCR's reading of a gap, with a space beside it or not: "FR76 1382
  // 5223 7886 7497-8896 192", "FR76 1218 8373- 8353 ..."; groups printed in boxes of their own are
  // cells of a line, a few spaces apart.)
  const m = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?:(?: {1,3}| ?- ?)?[A-Z0-9]{4}){2,7}(?:(?: {1,3}| ?- ?)?[A-Z0-9]{1,3})?)(?![A-Z0-9])/.exec(text.toUpperCase())
  return m ? {index: m.index, raw: text.slice(m.index, m.index + m[0].length), value: m[1].replace(/[ -]/g, '')} : undefined
}

/** BIC: 8 or 11 characters, bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function findBic(text: string): Found | undefined {
  return findBoxed(text, findBicIn)
}

function findBicIn(text: string): Found | undefined {
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
export function dateFromFileName(name: string, kind: 'date' | 'month' | 'year', options?: DateOptions): Found | undefined {
  const base = name.replace(/\.[a-z0-9]+$/i, '').replace(/_/g, '-')
  if (kind === 'year') return findYear(base)
  const date = findAllDates(base, options)[0]
  if (kind === 'date') return date
  return date ? {...date, value: date.value.slice(0, 7)} : findMonth(base, options)
}
