/**
 * Text normalisation shared by classification, extraction and rules.
 *
 * PDF text layers carry ligatures (ﬁ), no-break spaces (U+00A0, U+202F from Intl.NumberFormat) and
 * accents written either precomposed or combining. Everything is normalised once (`normalizeText`)
 * so that offsets stay valid, and matching uses a folded copy (`fold`) of the same length.
 */

/** NFKC (ligatures, full-width forms), every space-like character → ' ', CRLF → LF, typographic quotes → ASCII. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2013]/g, '-')
}

/** Combining marks removed after canonical decomposition (é → e); case and length otherwise kept. */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '')

/**
 * Lower-case, accents removed, character for character (the result has the same length as the
 * input for the Latin text we deal with, so an index found in the folded text points at the same
 * place in the original).
 */
export function fold(text: string): string {
  let out = ''
  for (const ch of text) {
    const base = stripAccents(ch)
    // Keep one output unit per input unit: a decomposition that yields nothing or several
    // characters (œ stays œ, rare symbols) keeps the original character lower-cased.
    out += base.length === ch.length ? base.toLowerCase() : ch.toLowerCase()
  }

  return out
}

/** Folded and with runs of whitespace collapsed: for comparing labels and keywords. */
export function foldLoose(text: string): string {
  return fold(normalizeText(text)).replace(/\s+/g, ' ').trim()
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A regular expression that matches `literal` in folded text, tolerant to runs of spaces and to
 * "'" variants: used for profile keywords and labels, which are written naturally ("Net à payer").
 */
export function literalPattern(literal: string): string {
  return foldLoose(literal)
    .split(' ')
    .map((part) => escapeRegExp(part))
    .join('\\s+')
}

/** Only the digits of a value ("123 456 789" → "123456789"). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '')
}

/** A line of text with its page (1-based) and its folded copy (for text searches: regex and markers). */
export interface TextLine {
  page: number
  text: string
  folded: string
}

/** Whether a text has letters and all of them are capitals ("ASSURÉ", "SARL DU PARC 2"). */
export function isAllCaps(text: string): boolean {
  return /\p{L}/u.test(text) && text === text.toUpperCase()
}
