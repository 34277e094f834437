/**
 * From a stored file to positioned text: the one function ingestion calls (in a worker thread,
 * never on the service's event loop). PDFs give their text layer with positions; pages without
 * text and image uploads are read by OCR. The result feeds `document_pages` (text and layout).
 *
 * FIRST VERSION (to be replaced by the positioned text layer and OCR): text layer only, laid out
 * line by line without real positions; images are not read.
 */
import {extractText} from '../documents/text.js'
import {layoutFromText, pageText, type PageLayout} from '../validation/layout.js'

/** Hard limits per document: past one of them the document is `failed` with the reason. */
export interface IngestLimits {
  /** Pages read from one PDF. */
  maxPages: number
  /** Pixels of one image (width x height), decoded or rendered for OCR. */
  maxPixels: number
  /** Wall time for the whole document (the worker is terminated past it). */
  timeoutMs: number
  /** Whether OCR runs at all (pages without text otherwise stay empty). */
  ocr: boolean
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {maxPages: 200, maxPixels: 40_000_000, ocr: true, timeoutMs: 120_000}

export interface ExtractedDocument {
  /** One per page, page 1 first (empty words for a page that could not be read). */
  layouts: PageLayout[]
  /** The reading-order text of each page (pageText of its layout). */
  texts: string[]
  /** Page count for PDFs (1 for an image or a text file), null when not applicable. */
  numPages: null | number
  /** How the text was obtained: the text layer, OCR, both (some pages each), or nothing readable. */
  method: 'mixed' | 'none' | 'ocr' | 'pdf-text'
  /** Why nothing (or not everything) could be read, for `status_detail`. */
  detail?: string
}

/** A document that must end `failed`: the message is its `status_detail`. */
export class IngestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IngestError'
  }
}

export async function extractDocument(path: string, mime: string, limits: Partial<IngestLimits> = {}): Promise<ExtractedDocument> {
  void limits
  const {pages} = await extractText(path, mime)
  const layouts = layoutFromText(pages)
  const texts = layouts.map((l) => pageText(l))
  const readable = texts.some((t) => t.trim() !== '')
  return {layouts, method: readable ? 'pdf-text' : 'none', numPages: mime === 'application/pdf' ? pages.length : pages.length > 0 ? 1 : null, texts}
}
