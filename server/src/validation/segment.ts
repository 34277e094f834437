/**
 * One file, several documents: the three last payslips scanned into one PDF, a tax notice of each
 * of two years, or a whole dossier in one file. Taken as one document, such a file is one payslip
 * where three are required, and a valid dossier is rejected. The engine reads each document of the
 * file as a part (its pages) of its own: classified, extracted and counted like a file.
 *
 * A file is cut only where the evidence is plain, since a document cut in two loses fields: a page
 * that on its own is a document type beyond doubt (classification accepts it without asking) starts
 * a part when it is another type than the part before, or the same type for another period (a field
 * of type `month` or `year` that both first pages carry, with different values: the payslip of
 * October after September's). Then every part after the first, on its own, must be accepted as its
 * first page's type: one that is not joins the part before it. A document's second page (a payslip's, a Kbis's, the back of
 * an identity card) repeats its period or is not a document on its own, and stays with it.
 */
import {classify} from './classify.js'
import {documentTypeSpec} from './classify.js'
import type {EngineDocument} from './dossier.js'
import {extractFields} from './extract.js'
import {layoutFromText, type PageLayout} from './layout.js'
import type {Profile} from './profile.js'

/** Files longer than this are not looked at for parts (a bound on the work: a classification per page). */
export const MAX_PAGES_TO_SPLIT = 60

/**
 * The documents of a dossier with each file that holds several documents replaced by its parts
 * (same id and file name, `part` saying which pages), in file and page order.
 */
export function splitDocuments(profile: Profile, documents: readonly EngineDocument[], refDate?: string): EngineDocument[] {
  return documents.flatMap((doc) => splitDocument(profile, doc, refDate))
}

/** A file's parts, or the file itself when it holds one document (or cannot be told apart). */
export function splitDocument(profile: Profile, doc: EngineDocument, refDate?: string): EngineDocument[] {
  const count = doc.pages.length
  if (count < 2 || count > MAX_PAGES_TO_SPLIT || doc.part) return [doc]
  // Pages keep their numbers in the file, also for a document stored without positions.
  const layout = doc.layout && doc.layout.length === count ? doc.layout : layoutFromText(doc.pages)
  const pageDoc = (from: number, to: number): EngineDocument => ({...doc, layout: layout.slice(from, to + 1), pages: doc.pages.slice(from, to + 1), part: {first_page: from + 1, last_page: to + 1}})
  // Each page on its own: a document type beyond doubt, or nothing (the file name says nothing about one page).
  const types = doc.pages.map((text) => {
    const result = classify(profile, [text], '')
    return result.accepted ? result.document_type : undefined
  })
  // Each part: its first page, its type and the page that showed it (pages before the first page
  // that is a document on its own, a cover or a scan whose title OCR missed, go with the first
  // part, unless they show another period of its type: then they are a part of their own).
  const parts: {start: number; type?: string; typePage: number}[] = [{start: 0, type: types[0], typePage: 0}]
  for (let page = 1; page < count; page++) {
    const type = types[page]
    if (!type) continue
    const current = parts.at(-1)!
    if (!current.type) {
      // The pages before it are another document of its type when they carry another period (a
      // payslip whose title a poor scan lost, before the next month's): a part of their own, asked about.
      if (periodDiffers(profile, type, pageDoc(current.start, page - 1), pageDoc(page, page), refDate)) {
        parts.push({start: page, type, typePage: page})
      } else {
        current.type = type
        current.typePage = page
      }
    } else if (type !== current.type || periodDiffers(profile, type, pageDoc(current.typePage, current.typePage), pageDoc(page, page), refDate)) {
      parts.push({start: page, type, typePage: page})
    }
  }

  if (parts.length === 1) return [doc]
  const starts = parts.map((p) => p.start)
  const typeAt = new Map(parts.map((p) => [p.start, p.type]))
  // Every part must be, on its own, the document its first page says: a part that is not joins the
  // one before it (its first page was a page of that document after all), and is checked again.
  const confirmed = (from: number, to: number) => {
    const result = classify(profile, doc.pages.slice(from, to + 1), doc.file_name)
    return result.accepted && result.document_type === typeAt.get(from)
  }
  for (let index = starts.length - 1; index >= 1; index--) {
    const end = (starts[index + 1] ?? count) - 1
    if (!confirmed(starts[index], end)) starts.splice(index, 1)
  }

  // The first part need not hold on its own (a payslip whose title OCR could not read, after a
  // cover letter): it is asked about like any document, while the whole file would have been one
  // document where the dossier needs them all.
  if (starts.length === 1) return [doc]
  return starts.map((start, index) => pageDoc(start, (starts[index + 1] ?? count) - 1))
}

/** Whether two pages of a type carry a period (a `month` or `year` field) with different values. */
function periodDiffers(profile: Profile, type: string, a: EngineDocument, b: EngineDocument, refDate?: string): boolean {
  const spec = documentTypeSpec(profile, type)
  const periods = spec?.fields.filter((f) => f.type === 'month' || f.type === 'year').map((f) => f.id) ?? []
  if (periods.length === 0 || !spec) return false
  const only = {...spec, fields: spec.fields.filter((f) => periods.includes(f.id))}
  const valuesOf = (doc: EngineDocument) => new Map(extractFields(only, {file_name: '', layout: doc.layout as PageLayout[], pages: doc.pages}, {refDate}).map((f) => [f.field, f.value]))
  const first = valuesOf(a)
  const second = valuesOf(b)
  return periods.some((id) => first.has(id) && second.has(id) && first.get(id) !== second.get(id))
}
