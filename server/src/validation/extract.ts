/**
 * Field extraction with provenance. For each field of a document type (profile), the value is
 * looked for right after one of its labels (same line, else the next line), then, if allowed,
 * anywhere in the text, then in the file name. Every value records where it came from and how
 * sure we are: label + well-formed value 0.95, label + malformed (bad checksum) 0.7, no label 0.6,
 * file name 0.5.
 */
import {checksumHolds, type ChecksumAlgo} from './checks.js'
import {
  dateFromFileName,
  findAmount,
  findBic,
  findDate,
  findIban,
  findMonth,
  findPostcode,
  findSiren,
  findSiret,
  findTva,
  findYear,
  type Found,
} from './parse.js'
import type {DocumentTypeSpec, FieldSpec, FieldType} from './profile.js'
import {fold, literalPattern, linesOf, type TextLine} from './text.js'

export type ExtractionMethod = 'filename' | 'human' | 'pdf-text'

export interface ExtractedField {
  field: string
  type: FieldType
  /** Normalised value: ISO date, `YYYY-MM`, decimal amount `"1234.56"`, digits, electronic IBAN, text. */
  value: string
  /** The text as printed. */
  raw: string
  page: number | null
  method: ExtractionMethod
  /** Which extractor found it: `label:<label>`, `anywhere:<type>`, `filename`, `compose`. */
  extractor: string
  confidence: number
  /** Whether the value passes its type's checksum (SIREN, SIRET, IBAN, TVA, BIC); absent for other types. */
  valid?: boolean
  sensitive?: boolean
}

const CONFIDENCE = {anywhere: 0.6, filename: 0.5, label: 0.95, labelInvalid: 0.7}

/** Rest-of-line types: the value is the text after the label (up to another field's label). */
const FREE_TEXT: FieldType[] = ['name', 'company', 'text', 'address']

function finder(type: FieldType, pattern?: RegExp): (text: string) => Found | undefined {
  switch (type) {
    case 'date': {
      return findDate
    }

    case 'month': {
      return findMonth
    }

    case 'year': {
      return findYear
    }

    case 'amount': {
      return (t) => findAmount(t)
    }

    case 'siren': {
      return findSiren
    }

    case 'siret': {
      return findSiret
    }

    case 'iban': {
      return findIban
    }

    case 'bic': {
      return findBic
    }

    case 'tva': {
      return findTva
    }

    case 'postcode': {
      return findPostcode
    }

    case 'code': {
      return (t) => {
        const m = (pattern ?? /[A-Z0-9][A-Z0-9-]{3,}/i).exec(t)
        return m ? {index: m.index, raw: m[0], value: (m[1] ?? m[0]).trim()} : undefined
      }
    }

    default: {
      return (t) => {
        if (pattern) {
          const m = pattern.exec(t)
          return m ? {index: m.index, raw: m[0], value: (m[1] ?? m[0]).trim()} : undefined
        }

        const value = t.trim().replace(/[\s,;.]+$/, '')
        return value ? {index: t.length - t.trimStart().length, raw: value, value} : undefined
      }
    }
  }
}

/** The checksum that validates a field type, when it has one. */
const FIELD_CHECKSUM: Partial<Record<FieldType, ChecksumAlgo>> = {bic: 'bic', iban: 'iban', siren: 'luhn_siren', siret: 'luhn_siret', tva: 'tva_key'}

function validity(type: FieldType, value: string): boolean | undefined {
  const algo = FIELD_CHECKSUM[type]
  return algo ? checksumHolds(algo, value) : undefined
}

/** Compiled label matchers of one document type, cached per spec object. */
interface Compiled {
  labels: Map<string, RegExp[]>
  allLabels: RegExp
  patterns: Map<string, RegExp | undefined>
}

const compiled = new WeakMap<DocumentTypeSpec, Compiled>()

function compile(type: DocumentTypeSpec): Compiled {
  let c = compiled.get(type)
  if (c) return c
  const labels = new Map<string, RegExp[]>()
  const patterns = new Map<string, RegExp | undefined>()
  const every: string[] = []
  for (const field of type.fields) {
    // A label is a whole word sequence: "Nom" must not match inside "Prénom".
    const res = field.labels.map((l) => new RegExp(`(?<![\\p{L}\\p{N}])${literalPattern(l)}(?![\\p{L}])`, 'u'))
    labels.set(field.id, res)
    every.push(...field.labels.map((l) => literalPattern(l)))
    patterns.set(field.id, field.pattern ? new RegExp(field.pattern, 'iu') : undefined)
  }

  const allLabels = every.length > 0 ? new RegExp(`\\s(?:${every.join('|')})\\s*:`, 'u') : /$^/
  c = {allLabels, labels, patterns}
  compiled.set(type, c)
  return c
}

/** Skips the separator between a label and its value (": ", " - ", " n° "). */
const SEPARATOR = /^\s*(?:\(s\)|n°|no\.?|numero)?\s*[:=\-–]?\s*/iu

function fromLabel(field: FieldSpec, lines: TextLine[], c: Compiled): ExtractedField | undefined {
  const find = finder(field.type, c.patterns.get(field.id))
  const regexes = c.labels.get(field.id) ?? []
  for (const [li, label] of regexes.entries()) {
    for (const [index, line] of lines.entries()) {
      const m = label.exec(line.folded)
      if (!m) continue
      let rest = line.text.slice(m.index + m[0].length)
      const sep = SEPARATOR.exec(rest)
      rest = rest.slice(sep?.[0].length ?? 0)
      if (FREE_TEXT.includes(field.type)) {
        // Stop at another label on the same line ("Nom : MARTIN Prénom : Claire").
        const next = c.allLabels.exec(fold(rest))
        if (next) rest = rest.slice(0, next.index)
      }

      let found = rest.trim() ? nth(find, rest, field.occurrence) : undefined
      let page = line.page
      let raw = found?.raw
      if (!found && !rest.trim() && lines[index + 1]) {
        // The value is on the next line (a label in a left column, or a heading).
        found = nth(find, lines[index + 1].text, field.occurrence)
        page = lines[index + 1].page
        raw = found?.raw
      }

      if (found && field.type === 'address' && !findPostcode(found.value) && lines[index + 1]) {
        // Addresses often continue on the next line with the postcode and city.
        const nextLine = lines[index + 1].text
        if (findPostcode(nextLine)) {
          found = {...found, value: `${found.value}, ${nextLine}`}
          raw = `${raw}\n${nextLine}`
        }
      }

      if (!found) continue
      const valid = validity(field.type, found.value)
      return {
        confidence: valid === false ? CONFIDENCE.labelInvalid : CONFIDENCE.label,
        extractor: `label:${field.labels[li]}`,
        field: field.id,
        method: 'pdf-text',
        page,
        raw: raw ?? found.raw,
        type: field.type,
        valid,
        value: found.value,
      }
    }
  }

  return undefined
}

/** The n-th value in `text` ("du 01/01/2025 au 31/12/2025": n = 2 gives the second date). */
function nth(find: (text: string) => Found | undefined, text: string, n: number): Found | undefined {
  let offset = 0
  for (let i = 1; ; i++) {
    const found = find(text.slice(offset))
    if (!found) return undefined
    if (i >= n) return {...found, index: found.index + offset}
    offset += found.index + Math.max(1, found.raw.length)
  }
}

function fromAnywhere(field: FieldSpec, lines: TextLine[], c: Compiled): ExtractedField | undefined {
  const find = finder(field.type, c.patterns.get(field.id))
  let fallback: ExtractedField | undefined
  const findHere = field.type === 'amount' ? (t: string) => findAmount(t, true) : find
  for (const line of lines) {
    for (let n = 1; ; n++) {
      const found = nth(findHere, line.text, n)
      if (!found) break
      const valid = validity(field.type, found.value)
      const candidate: ExtractedField = {
        confidence: CONFIDENCE.anywhere,
        extractor: `anywhere:${field.type}`,
        field: field.id,
        method: 'pdf-text',
        page: line.page,
        raw: found.raw,
        type: field.type,
        valid,
        value: found.value,
      }
      // Without a label, prefer a value whose checksum holds (a random 9-digit number is rarely a SIREN).
      if (valid !== false) return candidate
      fallback ??= candidate
    }
  }

  return fallback
}

function fromFileName(field: FieldSpec, fileName: string): ExtractedField | undefined {
  if (field.type !== 'date' && field.type !== 'month' && field.type !== 'year') return undefined
  const found = dateFromFileName(fileName, field.type)
  if (!found) return undefined
  return {
    confidence: CONFIDENCE.filename,
    extractor: 'filename',
    field: field.id,
    method: 'filename',
    page: null,
    raw: found.raw,
    type: field.type,
    value: found.value,
  }
}

/**
 * Extracts every field of a document type from a document's pages. Fields not found are absent
 * from the result (never a guessed value).
 */
export function extractFields(type: DocumentTypeSpec, pages: string[], fileName: string, lines: TextLine[] = linesOf(pages)): ExtractedField[] {
  const c = compile(type)
  const out: ExtractedField[] = []
  const byId = new Map<string, ExtractedField>()
  for (const field of type.fields) {
    if (field.compose) continue
    const value =
      fromLabel(field, lines, c) ??
      (field.anywhere ? fromAnywhere(field, lines, c) : undefined) ??
      (field.filename ? fromFileName(field, fileName) : undefined)
    if (value) {
      if (field.sensitive) value.sensitive = true
      byId.set(field.id, value)
    }
  }

  for (const field of type.fields) {
    if (field.compose) {
      const parts = field.compose.map((id) => byId.get(id)).filter((p): p is ExtractedField => p !== undefined)
      if (parts.length === field.compose.length) {
        byId.set(field.id, {
          confidence: Math.min(...parts.map((p) => p.confidence)),
          extractor: 'compose',
          field: field.id,
          method: parts.every((p) => p.method === parts[0].method) ? parts[0].method : 'pdf-text',
          page: parts[0].page,
          raw: parts.map((p) => p.raw).join(' '),
          type: field.type,
          value: parts.map((p) => p.value).join(' '),
        })
      }
    }

    const value = byId.get(field.id)
    if (value) out.push(value)
  }

  return out
}
