/**
 * Machine-readable zones (ICAO 9303) of identity documents, found among a document's text lines
 * (a PDF text layer or OCR output) and read with the `mrz` package: TD1 (3 × 30: the 2021
 * French identity card and other EU cards), TD2 (2 × 36: older cards and residence permits),
 * TD3 (2 × 44: passports), visas (MRV-A 2 × 44, MRV-B 2 × 36) and the French identity card of
 * 1988-2021 (2 × 36).
 *
 * OCR damage tolerated: spaces inside a line, `«` `‹` and similar read for `<`, lower case, a
 * stray character at either end, a filler `<` lost or doubled, two lines run together, and
 * O/0, I/1, B/8, S/5, Z/2, G/6 in positions that must be digits or letters (the package's
 * autocorrect). The check digits (weights 7-3-1) decide between readings; a reading whose check
 * digits fail is still returned, with `valid: false`.
 */
import {parse, type Details, type ParseResult} from 'mrz'

import {toIsoDate} from './dates.js'
import {expandYear, isoDate} from './parse.js'

export type MrzFormat = 'FRENCH_NATIONAL_ID' | 'MRV_A' | 'MRV_B' | 'TD1' | 'TD2' | 'TD3'

/** The check digits a format carries: TD1, TD2, TD3 all but personalNumber (TD3 only); the 2 × 36 card documentNumber, birthDate, composite. */
export type MrzCheck = 'birthDate' | 'composite' | 'documentNumber' | 'expiryDate' | 'personalNumber'

export interface MrzFields {
  /** `P`, `ID`, `I`, `IR`, `AC`...: the document code. */
  documentCode: string
  /** Three-letter state code (`FRA`, `GBR`), or `D` for Germany. */
  issuingState: string
  /** Surname words separated by spaces (`LE GALL`, `DE LA FONTAINE`). */
  surname: string
  /** Given names separated by spaces (`ANNA MARIA`); the 2 × 36 card truncates them to 14 characters. */
  givenNames: string
  /** As printed on the document: the 2 × 36 card's 12 characters (issue YYMM, office, number). */
  documentNumber: string
  /** Absent from the 2 × 36 card's MRZ, which only French nationals hold: `FRA`. */
  nationality?: string
  /** ISO `YYYY-MM-DD`; undefined when the MRZ leaves the day or month unknown (`<<`). */
  birthDate?: string
  /** ISO; the 2 × 36 card carries no expiry date (its validity depends on the issue date and the holder's age). */
  expiryDate?: string
  /** `YYYY-MM`, only on the 2 × 36 card (its first four digits). */
  issueDate?: string
  sex?: 'F' | 'M'
}

export interface MrzReading {
  format: MrzFormat
  /** Every check digit holds. */
  valid: boolean
  checks: Partial<Record<MrzCheck, boolean>>
  fields: MrzFields
  /** The lines as read, once cleaned and repaired (what the check digits were computed on). */
  lines: string[]
  /** Where the zone is in the input: one index per MRZ line (the same index twice when two lines ran together). */
  lineIndexes: number[]
  /** Characters changed to get there: autocorrected, trimmed, or filler added or removed. */
  corrections: number
}

export interface MrzOptions {
  /** The reference date (ISO) that gives two-digit years their century; today (UTC) when absent. */
  refDate?: string
  /**
   * Document codes of the zone wanted (`P` for a passport: the start of its first line): of several
   * zones on the page (a passport's data page with a visa's sticker), one of these codes is read
   * first, whatever another's check digits; any zone when none has one.
   */
  codes?: readonly string[]
}

/**
 * A cell of a machine-readable zone: 25 characters or more of letters, digits and fillers, with a
 * run of fillers (a letter in lower case is OCR's stray mark among the fillers: "<<<<<<<c<<<<").
 */
export const MRZ_CELL = /^(?=.*<<)[A-Za-z0-9<]{25,}$/u

/** Characters OCR reads for the filler '<'. */
const FILLER_LOOKALIKES = /[«‹〈＜≺⟨<]/g
/** A line of a zone: only these characters once cleaned (and a few strays that will be dropped). */
const MRZ_CHARS = /[A-Z0-9<]/
const LENGTHS = [30, 36, 44] as const
/** Lines per zone, by line length. */
const LINES_OF: Record<number, number> = {30: 3, 36: 2, 44: 2}
/** How a zone's first line starts (before autocorrect, so a 1 may be an I): a document code. */
const FIRST_LINE = /^(?:[PV][A-Z0-9<]|[ACI1][A-Z0-9<])/
/**
 * A visa's zone (ICAO 9303 part 7, MRV-A 2 × 44 and MRV-B 2 × 36): laid out as a passport's (TD3)
 * or a TD2 card's, with document code V and optional data where those have a composite check
 * digit (and TD3 its personal number's): read as those, without those details (the checks a visa
 * does not carry, and the personal number its optional data is not).
 */
const VISA_DROPPED_DETAILS = new Set(['compositeCheckDigit', 'personalNumberCheckDigit', 'personalNumber'])

const MAX_VARIANTS = 8

const CHECK_FIELDS: Record<string, MrzCheck> = {
  birthDateCheckDigit: 'birthDate',
  compositeCheckDigit: 'composite',
  documentNumberCheckDigit: 'documentNumber',
  expirationDateCheckDigit: 'expiryDate',
  personalNumberCheckDigit: 'personalNumber',
}

interface Cleaned {
  index: number
  /** Upper case, fillers mapped, spaces and stray symbols dropped. */
  text: string
  /** The same, reading each '«' as two fillers (it is often "<<" read as one glyph). */
  doubled?: string
  /** Symbols dropped that were neither spaces nor fillers. */
  dropped: number
}

function clean(line: string, index: number): Cleaned {
  const upper = line.normalize('NFKC').toUpperCase().replace(/\s+/g, '')
  const mapped = upper.replace(FILLER_LOOKALIKES, '<')
  const text = [...mapped].filter((c) => MRZ_CHARS.test(c)).join('')
  const doubled = upper.includes('«') ? [...upper.replace(/«/g, '<<').replace(FILLER_LOOKALIKES, '<')].filter((c) => MRZ_CHARS.test(c)).join('') : undefined
  return {doubled, dropped: mapped.length - text.length, index, text}
}

interface Variant {
  text: string
  changes: number
}

/**
 * Ways to bring a cleaned line to `length`: itself; without a stray character at the start
 * and/or end; with a filler added to (or removed from) one run of fillers.
 */
function variants(text: string, length: number): Variant[] {
  const diff = text.length - length
  const out: Variant[] = []
  // A tail of fillers read as noise ("...7<<<<<<<AAAA<", short by three): everything after the
  // first long run of fillers made fillers again, to the line's length. Only the check digits
  // can tell whether that was right (a tail that held data or a digit scores worse).
  const run = /<{3,}/.exec(text)
  if (run && run.index + 3 <= length && /[^<]/.test(text.slice(run.index)) && Math.abs(diff) <= 8) {
    out.push({changes: Math.max(1, Math.abs(diff)) + 2, text: text.slice(0, run.index).padEnd(length, '<')})
  }

  // The names end with "<<" and OCR read the fillers after them as a run of one or two letters
  // repeated ("...FRANCOIS<<EEEEEEEEE"): those become fillers again. (A last given name is no
  // such run: "JOHN" stays.)
  const junk = /<<([A-Z]{4,})$/.exec(text)
  if (!run && junk && new Set(junk[1]).size <= 2 && junk.index + 2 <= length) {
    out.push({changes: junk[1].length, text: text.slice(0, junk.index + 2).padEnd(length, '<')})
  }

  // A line that ends in fillers and is short lost more of them than a run can say ("P<D<<MUELLER
  // <<KATHARINA<<<", a photo's edge): they all go back at its end.
  if (diff < -2 && /<<$/.test(text)) out.push({changes: -diff, text: text.padEnd(length, '<')})

  if (diff === 0) return [{changes: 0, text}, ...out]
  if (diff > 0 && diff <= 2) {
    for (let start = 0; start <= diff; start++) out.push({changes: diff, text: text.slice(start, start + length)})
    // One glyph read as two look-alikes side by side ("IRFRAO03AU..." for "IRFRA03AU...", "OUSA"
    // for "USA" after a 0): either one dropped.
    if (diff === 1) {
      for (let i = 0; i + 1 < text.length; i++) {
        if (!(LOOKALIKES[text[i]]?.includes(text[i + 1]) || LOOKALIKES[text[i + 1]]?.includes(text[i]))) continue
        out.push({changes: 2, text: text.slice(0, i) + text.slice(i + 1)}, {changes: 2, text: text.slice(0, i + 1) + text.slice(i + 2)})
      }
    }

    // An extra filler inside a run (the line is long because OCR saw one '<' too many).
    for (const run of text.matchAll(/<{2,}/g)) {
      if (run[0].length > diff) out.push({changes: diff, text: text.slice(0, run.index) + text.slice(run.index + diff)})
    }
  }

  if (diff < 0 && diff >= -2) {
    const missing = '<'.repeat(-diff)
    // A filler lost from a run of fillers (the usual OCR loss), or from the end of the line.
    for (const run of text.matchAll(/<+/g)) {
      const at = run.index + run[0].length
      out.push({changes: -diff, text: text.slice(0, at) + missing + text.slice(at)})
    }

    out.push({changes: -diff, text: text + missing})
  }

  return out
}

interface Block {
  lines: Variant[][]
  lineIndexes: number[]
  length: number
  dropped: number
}

/** Candidate zones starting at line `i`: consecutive lines of one length (or one line holding them all). */
function blocksAt(cleaned: Cleaned[], i: number): Block[] {
  const blocks: Block[] = []
  for (const length of LENGTHS) {
    const count = LINES_OF[length]
    // Lines run together: "IDFRA...<<932013 0506932020438..." on one line of a text layer.
    const first = cleaned[i].text
    if (first.length === length * count && FIRST_LINE.test(first)) {
      const parts = Array.from({length: count}, (_, k) => [{changes: 0, text: first.slice(k * length, (k + 1) * length)}])
      blocks.push({dropped: cleaned[i].dropped, length, lineIndexes: Array.from({length: count}, () => cleaned[i].index), lines: parts})
    }

    const group = cleaned.slice(i, i + count)
    if (group.length < count) continue
    const lines = group.map((c) => {
      const all = [...variants(c.text, length), ...(c.doubled ? variants(c.doubled, length) : [])]
      const seen = new Set<string>()
      // A bounded number per line keeps a page of OCR noise from costing thousands of parses.
      return all.filter((v) => !seen.has(v.text) && seen.add(v.text)).slice(0, MAX_VARIANTS)
    })
    if (lines.some((v) => v.length === 0)) continue
    if (!lines[0].some((v) => FIRST_LINE.test(v.text))) continue
    const fillers = group.reduce((n, c) => n + (c.text.match(/</g)?.length ?? 0), 0)
    if (fillers < 2) continue
    blocks.push({dropped: group.reduce((n, c) => n + c.dropped, 0), length, lineIndexes: group.map((c) => c.index), lines})
  }

  return blocks
}

/** Every combination of the lines' variants (a handful each). */
function combinations(lines: Variant[][]): Variant[][] {
  let out: Variant[][] = [[]]
  for (const options of lines) out = out.flatMap((prefix) => options.map((v) => [...prefix, v]))
  return out
}

interface Parsed {
  result: ParseResult
  lines: string[]
  changes: number
  score: number
}

function tryParse(lines: string[], changes: number): Parsed | undefined {
  let result: ParseResult
  const visa = lines.length === 2 && (lines[0].length === 44 || lines[0].length === 36) && lines[0].startsWith('V')
  try {
    // (A visa as the document its zone is laid out like: P for a 2 × 44 zone, A for a 2 × 36 one,
    // not I: "IDFRA" over 36 characters is the French card of 1988-2021 to the package.)
    result = parse(visa ? [`${lines[0].length === 44 ? 'P' : 'A'}${lines[0].slice(1)}`, lines[1]] : lines, {autocorrect: true})
  } catch {
    return undefined
  }

  if (visa) {
    if (result.format !== 'TD3' && result.format !== 'TD2') return undefined
    result = {...result, details: result.details.filter((d) => !(d.field && VISA_DROPPED_DETAILS.has(d.field))), format: (result.format === 'TD3' ? 'MRV_A' : 'MRV_B') as never}
  } else if (result.format !== 'TD1' && result.format !== 'TD2' && result.format !== 'TD3' && result.format !== 'FRENCH_NATIONAL_ID') return undefined
  const checks = result.details.filter((d) => d.field && CHECK_FIELDS[d.field])
  const autocorrected = result.details.reduce((n, d) => n + d.autocorrect.length, 0)
  // Check digits weigh most; then well-formed fields; then the fewest changes.
  const score = checks.filter((d) => d.valid).length * 100 + result.details.filter((d) => d.valid).length * 10 - changes - autocorrected
  return {changes: changes + autocorrected, lines, result, score}
}

/**
 * Finds and reads the machine-readable zone among a document's text lines, or undefined when
 * there is none. When several zones (or readings of a damaged one) are possible, the one whose
 * check digits hold best wins.
 */
export function findMrz(lines: string[], options: MrzOptions = {}): MrzReading | undefined {
  const cleaned = lines.map((l, i) => clean(l, i)).filter((c) => Math.max(c.text.length, c.doubled?.length ?? 0) >= 24)
  let best: (Parsed & {block: Block}) | undefined
  let bestWanted: (Parsed & {block: Block}) | undefined
  // Each block's best reading of the wanted type (a holder's current passport and the cancelled
  // one copied under it are two blocks).
  const wantedByBlock = new Map<string, Parsed & {block: Block}>()
  const wanted = (parsed: Parsed) => options.codes?.some((code) => parsed.lines[0].startsWith(code)) ?? false
  for (let i = 0; i < cleaned.length; i++) {
    for (const block of blocksAt(cleaned, i)) {
      // The lines of a zone follow each other in the input (blank lines aside, already dropped).
      if (block.lineIndexes.some((index, k) => k > 0 && index - block.lineIndexes[k - 1] > 2)) continue
      for (const combo of combinations(block.lines)) {
        const parsed = tryParse(
          combo.map((v) => v.text),
          combo.reduce((n, v) => n + v.changes, 0) + block.dropped,
        )
        if (parsed && (!best || parsed.score > best.score)) best = {...parsed, block}
        if (parsed && wanted(parsed) && (!bestWanted || parsed.score > bestWanted.score)) bestWanted = {...parsed, block}
        const key = block.lineIndexes.join(',')
        const previous = wantedByBlock.get(key)
        if (parsed && wanted(parsed) && (!previous || parsed.score > previous.score)) wantedByBlock.set(key, {...parsed, block})
      }
    }
  }

  // (Half the fields malformed: not a zone, whatever its shape, a line of prose or a table.)
  const usable = (parsed: Parsed) => parsed.result.details.filter((d) => d.valid).length * 2 >= parsed.result.details.length
  const repaired = (parsed: (Parsed & {block: Block}) | undefined) => (parsed ? (withRepairedDocumentNumber(parsed) ?? parsed) : undefined)
  // Of the type's zones, the document's is the one expiring last, its expiry's check digit holding:
  // a holder's previous passport, cancelled, copied under the new one, expires before it, whichever
  // zone OCR read better. (Zones sharing a line are one zone read two ways: not counted apart.)
  const expiry = (parsed: Parsed) => parsed.result.details.find((d) => d.field === 'expirationDate')
  const current = [...wantedByBlock.values()]
    .filter((parsed) => usable(parsed) && expiry(parsed)?.valid === true && expiry(parsed)?.value)
    .sort((a, b) => String(expiry(b)!.value).localeCompare(String(expiry(a)!.value)) || b.score - a.score)
  const distinct = current.filter((parsed, i) => current.findIndex((other) => other.block.lineIndexes.some((index) => parsed.block.lineIndexes.includes(index))) === i)
  const wantedZone = repaired(distinct.length >= 2 ? distinct[0] : bestWanted)
  const chosen = wantedZone && usable(wantedZone) ? wantedZone : repaired(best)
  if (!chosen || !usable(chosen)) return undefined
  return reading(chosen.result, chosen.lines, chosen.block.lineIndexes, chosen.changes, options.refDate ?? toIsoDate(new Date()))
}

function reading(result: ParseResult, lines: string[], lineIndexes: number[], corrections: number, refDate: string): MrzReading {
  const format = result.format as MrzFormat
  const detail = (field: string): Details | undefined => result.details.find((d) => d.field === field)
  const words = (text: string) => text.split('<').filter(Boolean).join(' ')
  // The package's autocorrected text: read values from the corrected lines it parsed.
  const corrected = correctedLines(lines, result)

  const checks: Partial<Record<MrzCheck, boolean>> = {}
  for (const d of result.details) {
    const check = d.field ? CHECK_FIELDS[d.field] : undefined
    if (check) checks[check] = d.valid
  }

  let surname: string
  let givenNames: string
  if (format === 'FRENCH_NATIONAL_ID') {
    // Surname alone on line 1; given names (14 characters) separated by "<<" on line 2.
    surname = words(corrected[0].slice(5, 30).split('<<')[0])
    givenNames = corrected[1]
      .slice(13, 27)
      .split('<<')
      .map((name) => words(name))
      .filter(Boolean)
      .join(' ')
  } else {
    const zone = format === 'TD1' ? corrected[2] : corrected[0].slice(5)
    // SURNAME<<GIVEN<NAMES<<<<: given names stop at the next "<<" (fillers, and the stray
    // letters OCR reads in long runs of them).
    const [primary, ...rest] = zone.split('<<')
    surname = words(primary)
    givenNames = words(rest.find((r) => r.replace(/</g, '')) ?? '')
  }

  const sexCode = textAt(corrected, detail('sex'))
  const dateOf = (yymmdd: string, kind: 'future' | 'past') => {
    if (!/^\d{6}$/.test(yymmdd)) return undefined
    const month = Number(yymmdd.slice(2, 4))
    const day = Number(yymmdd.slice(4, 6))
    return isoDate(expandYear(Number(yymmdd.slice(0, 2)), kind, refDate, month, day), month, day)
  }

  const fields: MrzFields = {
    birthDate: dateOf(textAt(corrected, detail('birthDate')), 'past'),
    documentCode: textAt(corrected, detail('documentCode')).replace(/</g, ''),
    documentNumber: result.documentNumber ?? textAt(corrected, detail('documentNumber')).replace(/</g, ''),
    givenNames,
    issuingState: textAt(corrected, detail('issuingState')).replace(/</g, ''),
    sex: sexCode === 'F' || sexCode === 'M' ? sexCode : undefined,
    surname,
  }
  if (format === 'FRENCH_NATIONAL_ID') {
    fields.nationality = 'FRA'
    const issue = textAt(corrected, detail('issueDate'))
    if (/^\d{4}$/.test(issue) && Number(issue.slice(2)) >= 1 && Number(issue.slice(2)) <= 12) {
      fields.issueDate = `${expandYear(Number(issue.slice(0, 2)), 'past', refDate, Number(issue.slice(2)), 1)}-${issue.slice(2)}`
    }
  } else {
    fields.nationality = textAt(corrected, detail('nationality')).replace(/</g, '') || undefined
    fields.expiryDate = dateOf(textAt(corrected, detail('expirationDate')), 'future')
  }

  return {
    checks,
    corrections,
    fields,
    format,
    lineIndexes,
    lines: corrected,
    valid: Object.values(checks).every(Boolean),
  }
}

/** Characters OCR takes for one another in the letters-and-digits document number. */
const LOOKALIKES: Record<string, string[]> = {
  '0': ['O'],
  '1': ['I'],
  '2': ['Z'],
  '5': ['S'],
  '6': ['G'],
  // ("177Y55694" for "17ZY55694": a photo's Z read as a 7.)
  '7': ['Z'],
  '8': ['B'],
  B: ['8'],
  G: ['6'],
  // (A J whose hook a scan or a photo lost reads I: "R8IMTWF3R" for "R8JMTWF3R".)
  I: ['1', 'J'],
  J: ['I'],
  O: ['0'],
  S: ['5'],
  Z: ['2', '7'],
}

/**
 * A document number that fails its check digit because OCR took a letter for a digit or the
 * other way round ("241M65047" for "24IM65047": the package autocorrects dates and names, whose
 * alphabet is known, not this field, which mixes both). One look-alike swapped, kept only when it
 * makes every check digit of the zone hold, the number's own and the composite one (two
 * independent checks: a wrong swap passes both about once in a hundred), and when exactly one
 * swap does.
 */
function withRepairedDocumentNumber(parsed: Parsed & {block: Block}): (Parsed & {block: Block}) | undefined {
  const checks = parsed.result.details.filter((d) => d.field && CHECK_FIELDS[d.field])
  const numberCheck = checks.find((d) => d.field && CHECK_FIELDS[d.field] === 'documentNumber')
  if (!numberCheck || numberCheck.valid || !checks.some((d) => d.field && CHECK_FIELDS[d.field] === 'composite')) return undefined
  const range = parsed.result.details.find((d) => d.field === 'documentNumber')?.ranges[0]
  if (!range) return undefined
  const fixes: Parsed[] = []
  const line = parsed.lines[range.line]
  for (let column = range.start; column < range.end; column++) {
    for (const swapped of LOOKALIKES[line[column]] ?? []) {
      const lines = parsed.lines.with(range.line, line.slice(0, column) + swapped + line.slice(column + 1))
      const fixed = tryParse(lines, parsed.changes + 1)
      if (fixed?.result.valid) fixes.push(fixed)
    }
  }

  return fixes.length === 1 ? {...fixes[0], block: parsed.block} : undefined
}

/** The lines with the package's autocorrections applied (O → 0 in a date, 1 → I in a name). */
function correctedLines(lines: string[], result: ParseResult): string[] {
  const chars = lines.map((l) => [...l])
  for (const d of result.details) for (const a of d.autocorrect) chars[a.line][a.column] = a.corrected
  return chars.map((c) => c.join(''))
}

/** The raw characters of a field's own range (not the package's cleaned value). */
function textAt(lines: string[], d: Details | undefined): string {
  const range = d?.ranges[0]
  return range ? lines[range.line].slice(range.start, range.end) : ''
}
