/**
 * One file, several documents: the three last payslips scanned into one PDF, a tax notice of each
 * of two years, or a whole dossier in one file. Taken as one document, such a file is one payslip
 * where three are required, and a valid dossier is rejected. The engine reads each document of the
 * file as a part (its pages) of its own: classified, extracted and counted like a file.
 *
 * A file is cut only where the evidence is plain, since a document cut in two loses fields. A page
 * that on its own is a document type beyond doubt (classification accepts it without asking), and
 * that is not marked as a later page ("Page 2/3"), starts a part when it is another type than the
 * part before, or the same type for another document of it: it carries on its own what its type's
 * requirements read on the part's first page (a payslip's net and gross, a tax notice's reference
 * income: a page of year-to-date totals or an annex does not) and shows another period (a `month`
 * or `year` field of the type) than the part, or the part shows none. Every part after the first
 * must then be, on its own, accepted as that type: one that is not joins the part before it.
 * Pages before the first such page go with the first part, unless they show another period of
 * its type (a payslip whose title a poor scan lost, before the next month's). A page no type takes
 * without asking, but whose likeliest type is another than its part's (an identity card OCR read
 * poorly), starts a part of its own that the run asks about, rather than joining the one before.
 */
import {classify, documentTypeSpec} from './classify.js'
import type {EngineDocument} from './dossier.js'
import {extractFields} from './extract.js'
import {layoutFromText, type PageLayout} from './layout.js'
import type {Profile} from './profile.js'
import {fold} from './text.js'

/** Files longer than this are not looked at for parts (a bound on the work: a classification per page). */
export const MAX_PAGES_TO_SPLIT = 60
/** A page's likeliest type (not taken without asking) counts from this probability. */
const MIN_CANDIDATE_SCORE = 0.25

/** A file's parts, or the file itself when it holds one document (or cannot be told apart). */
export function splitDocument(profile: Profile, doc: EngineDocument, refDate?: string): EngineDocument[] {
  return partsAt(doc, partStarts(profile, doc, refDate))
}

/**
 * The file cut before each of these pages (1-based; the first is 1): the parts splitDocument
 * found, from the first pages a run's state kept (so that a resumed run reads the same parts).
 */
export function partsAt(doc: EngineDocument, firstPages: readonly number[]): EngineDocument[] {
  const count = doc.pages.length
  const starts = firstPages.filter((page) => Number.isInteger(page) && page >= 1 && page <= count).sort((a, b) => a - b)
  if (starts.length < 2 || starts[0] !== 1 || doc.part) return [doc]
  const layout = pagedLayout(doc)
  return starts.map((start, index) => {
    const end = (starts[index + 1] ?? count + 1) - 1
    return {...doc, layout: layout.slice(start - 1, end), pages: doc.pages.slice(start - 1, end), part: {first_page: start, last_page: end}}
  })
}

/** The first page (1-based) of each document of the file: [1] when it holds one. */
export function partStarts(profile: Profile, doc: EngineDocument, refDate?: string): number[] {
  const count = doc.pages.length
  if (count < 2 || count > MAX_PAGES_TO_SPLIT || doc.part) return [1]
  const layout = pagedLayout(doc)
  const pages = (from: number, to: number): EngineDocument => ({...doc, layout: layout.slice(from, to + 1), pages: doc.pages.slice(from, to + 1)})
  // Each page on its own: a document type beyond doubt, or nothing (the file name says nothing
  // about one page); a page marked as a later page of its document is never a first page.
  const classified = doc.pages.map((text) => (laterPage(text) ? undefined : classify(profile, [text], '')))
  const types = classified.map((result) => (result?.accepted ? result.document_type : undefined))
  // A page no type takes without asking, whose likeliest type is another than its part's (a scan of
  // an identity card OCR read poorly, after a rent receipt): a document of its own, to ask about,
  // rather than pages silently added to the one before (and the identity card missing).
  const likely = classified.map((result) => {
    const best = result && !result.accepted ? result.candidates[0] : undefined
    return best && best.score >= MIN_CANDIDATE_SCORE ? best.document_type : undefined
  })
  const reading = new Reading(profile, refDate)
  // Each part: its first page, its type, the page that showed it, and its period once a page shows one.
  // (`asked`: a part started by a page no type takes, whose likeliest type is `asked`.)
  const parts: {start: number; type?: string; typePage: number; period?: Map<string, string>; asked?: string}[] = [{start: 0, type: types[0], typePage: 0}]
  const periodOf = (part: (typeof parts)[number], type: string, upTo: number) => {
    for (let page = part.start; page <= upTo && !part.period?.size; page++) {
      const found = reading.period(type, pages(page, page))
      if (found.size > 0) part.period = found
    }

    return part.period ?? new Map<string, string>()
  }

  for (let page = 1; page < count; page++) {
    const type = types[page]
    const current = parts.at(-1)!
    if (!type) {
      const guess = likely[page]
      if (guess && (current.type ?? current.asked) && guess !== (current.type ?? current.asked)) parts.push({asked: guess, start: page, typePage: page})
      continue
    }

    if (current.asked) {
      parts.push({start: page, type, typePage: page})
      continue
    }

    const here = reading.period(type, pages(page, page))
    if (!current.type) {
      // The pages before it are another document of its type when they show another period.
      if (differs(reading.period(type, pages(current.start, page - 1)), here)) parts.push({period: here, start: page, type, typePage: page})
      else Object.assign(current, {type, typePage: page})
      continue
    }

    if (type !== current.type) {
      parts.push({start: page, type, typePage: page})
      continue
    }

    // The same type: another document of it only when this page is one on its own, and of
    // another period than the part (or the part shows none, so that one is not lost in the other).
    const period = periodOf(current, type, page - 1)
    const another = period.size === 0 ? here.size > 0 : differs(period, here)
    if (another && reading.another(type, pages(page, page), pages(current.typePage, current.typePage), reading.monthly(type, period, here))) {
      parts.push({period: here, start: page, type, typePage: page})
    }
  }

  if (parts.length === 1) return [1]
  const starts = parts.map((p) => p.start)
  const typeAt = new Map(parts.map((p) => [p.start, p.type]))
  const asked = new Set(parts.filter((p) => p.asked).map((p) => p.start))
  // Every part after the first must be, on its own, the document its first page says: one that
  // is not joins the part before it, which is checked again. (The first part need not hold: a
  // payslip whose title OCR could not read is asked about, where the whole file would have been
  // one document when the dossier needs them all.)
  const confirmed = (from: number, to: number) => {
    const result = classify(profile, doc.pages.slice(from, to + 1), doc.file_name)
    return result.accepted && result.document_type === typeAt.get(from)
  }

  for (let index = starts.length - 1; index >= 1; index--) {
    if (!asked.has(starts[index]) && !confirmed(starts[index], (starts[index + 1] ?? count) - 1)) starts.splice(index, 1)
  }

  return starts.map((start) => start + 1)
}

/** Page numbers that run through the file, also for a document stored without positions. */
function pagedLayout(doc: EngineDocument): PageLayout[] {
  return doc.layout && doc.layout.length === doc.pages.length ? doc.layout : layoutFromText(doc.pages)
}

/** "Page 2/3", "page 2 sur 3", "2 / 3" alone on a line: a later page of its document. */
function laterPage(text: string): boolean {
  for (const match of fold(text).matchAll(/(?:^|\n)\s*(?:page\s*)?(\d{1,3})\s*(?:\/|sur|of)\s*(\d{1,3})\s*(?:$|\n)|\bpage\s*(\d{1,3})\s*(?:\/|sur|of)\s*(\d{1,3})\b/g)) {
    const n = Number(match[1] ?? match[3])
    const total = Number(match[2] ?? match[4])
    if (n > 1 && n <= total) return true
  }

  return false
}

/** Two periods (field -> value) that both show a field with different values. */
function differs(a: Map<string, string>, b: Map<string, string>): boolean {
  return [...a].some(([field, value]) => b.has(field) && b.get(field) !== value)
}

/** What a type's pages show: their period, and the fields its requirements read. */
class Reading {
  constructor(
    private readonly profile: Profile,
    private readonly refDate: string | undefined,
  ) {}

  /** The type's `month` and `year` fields found on the pages. */
  period(type: string, pages: EngineDocument): Map<string, string> {
    const spec = documentTypeSpec(this.profile, type)
    const ids = new Set(spec?.fields.filter((f) => f.type === 'month' || f.type === 'year').map((f) => f.id) ?? [])
    return this.fields(type, pages, ids)
  }

  /**
   * Whether `page` is another document than the part whose first page of the type is `first`: it
   * shows, on its own, every field the type's requirements read that `first` shows; and, unless
   * the periods that differ are months (`monthly`: a payslip prints its month once, as its period),
   * one of those values differs too (a tax notice prints years in many roles, its income year, the
   * year of its withholding rate; two notices differ in their amounts as well).
   */
  another(type: string, page: EngineDocument, first: EngineDocument, monthly: boolean): boolean {
    const needed = requiredFields(this.profile, type)
    const onFirst = this.fields(type, first, needed)
    const onPage = this.fields(type, page, needed)
    if (![...onFirst.keys()].every((field) => onPage.has(field))) return false
    return monthly || [...onFirst].some(([field, value]) => !this.isPeriod(type, field) && onPage.get(field) !== value)
  }

  /** Whether two periods differ in a month (a `month` field shown on both, different). */
  monthly(type: string, a: Map<string, string>, b: Map<string, string>): boolean {
    const months = new Set(documentTypeSpec(this.profile, type)?.fields.filter((f) => f.type === 'month').map((f) => f.id) ?? [])
    return [...a].some(([field, value]) => months.has(field) && b.has(field) && b.get(field) !== value)
  }

  private isPeriod(type: string, field: string): boolean {
    const spec = documentTypeSpec(this.profile, type)?.fields.find((f) => f.id === field)
    return spec?.type === 'month' || spec?.type === 'year'
  }

  private fields(type: string, pages: EngineDocument, ids: Set<string>): Map<string, string> {
    const spec = documentTypeSpec(this.profile, type)
    if (!spec || ids.size === 0) return new Map()
    const only = {...spec, fields: spec.fields.filter((f) => ids.has(f.id))}
    return new Map(extractFields(only, {file_name: '', layout: pages.layout, pages: pages.pages}, {refDate: this.refDate}).map((f) => [f.field, f.value]))
  }
}

/** The fields of a type that its thematic's requirements read (on every document, or on that type's). */
function requiredFields(profile: Profile, type: string): Set<string> {
  const spec = documentTypeSpec(profile, type)
  const own = new Set(spec?.fields.map((f) => f.id) ?? [])
  const thematic = profile.thematics.find((th) => th.documentTypes.some((d) => d.id === type))
  const named = (thematic?.requirements ?? [])
    .filter((req) => !('documentType' in req) || !req.documentType || req.documentType === type)
    .flatMap((req) => {
      const r = req as {field?: string; fields?: string[]; start?: string; end?: string; left?: string; right?: string}
      return [r.field, ...(r.fields ?? []), r.start, r.end, r.left, r.right]
    })
  return new Set(named.filter((field): field is string => field !== undefined && own.has(field)))
}
