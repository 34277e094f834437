/**
 * From a stored file to positioned text: the one function ingestion calls (in a worker thread,
 * never on the service's event loop). PDFs give their text layer with positions (pdf-layout.ts);
 * pages without text and image uploads are rendered or decoded in grey (raster.ts, image.ts) and
 * read by OCR (ocr.ts). Text files are laid out line by line. The result feeds `document_pages`
 * (text and layout).
 *
 * Nothing here relies on process-wide state: each thread has its own pdf.js, canvas module and
 * OCR worker (started on first use, stopped with closeOcr).
 */
import {readFile} from 'node:fs/promises'

import {extractText, isTextMime} from '../documents/text.js'
import {type LayoutWord, layoutFromText, pageText, type PageLayout} from '../validation/layout.js'
import {decodeImage, IMAGE_MIMES, ImageRefusedError} from './image.js'
import {ocrPage, OcrTimeoutError} from './ocr.js'
import {MIN_TEXT_LAYER_CHARS, pageGraphics, readableCharCount, readCheckedTextLayer} from './pdf-layout.js'
import {openPdfDocument} from './pdfjs.js'
import {type GreyImage, pdfCanvasFactory, renderPdfPage, renderScale, scannedPageImage} from './raster.js'
import {looksGarbled} from './text-plausibility.js'

export {closeOcr} from './ocr.js'

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

const NOTHING_READ = 'No text found, even by OCR.'
/** A page with less text than this (readable characters) over images covering most of it is read by OCR too. */
const STAMPED_SCAN_MAX_CHARS = 200
const SCANNED_PAGE_COVERAGE = 0.5
/** A scan over at least this share of the page, its text hidden (invisible, or under it), is a scanner's "searchable PDF". */
const SCANNER_LAYER_COVERAGE = 0.8
/**
 * The confidence given to the words of a scanner's OCR layer, which carries none: enough for a
 * value to be used (`ocr.trustMin` is 0.8), while what rests on it is checked as an OCR reading.
 */
export const SCANNER_OCR_CONFIDENCE = 0.85

function methodOf(layouts: PageLayout[]): ExtractedDocument['method'] {
  const used = new Set(layouts.filter((l) => l.words.length > 0).map((l) => l.method))
  if (used.size === 0) return 'none'
  if (used.size > 1) return 'mixed'
  return used.has('ocr') ? 'ocr' : 'pdf-text'
}

function finish(layouts: PageLayout[], numPages: null | number, notes: string[]): ExtractedDocument {
  const method = methodOf(layouts)
  const result: ExtractedDocument = {layouts, method, numPages, texts: layouts.map((l) => pageText(l))}
  if (notes.length > 0) result.detail = notes.join(' ')
  return result
}

function pageList(pages: number[]): string {
  return pages.length === 1 ? `Page ${pages[0]}` : `Pages ${pages.join(', ')}`
}

function timeLimit(limits: IngestLimits): string {
  return `${Math.round(limits.timeoutMs / 100) / 10} s`
}

type PdfDocument = Awaited<ReturnType<typeof openPdfDocument>>
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>

async function openPdf(bytes: Uint8Array, limits: IngestLimits): Promise<PdfDocument> {
  try {
    return await openPdfDocument(bytes, {
      // Rendering for OCR needs a canvas in Node (also for images and patterns inside a page).
      ...(limits.ocr ? {CanvasFactory: (await pdfCanvasFactory()) as never} : {}),
      // An embedded image larger than the pixel limit is not decoded.
      maxImageSize: limits.maxPixels,
      // PDF.js would otherwise print warnings about damaged files on stdout.
      verbosity: 0,
    })
  } catch (error) {
    const {name, message} = error as Error
    if (name === 'PasswordException') throw new IngestError('The PDF is password-protected.')
    throw new IngestError(`The file is not a readable PDF (${message.replace(/\.$/, '')}).`)
  }
}

async function extractPdf(path: string, limits: IngestLimits, deadline: number): Promise<ExtractedDocument> {
  const bytes = await readFile(path)
  const pdf = await openPdf(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits)
  try {
    const {numPages} = pdf
    if (numPages > limits.maxPages) throw new IngestError(`The PDF has ${numPages} pages; the limit is ${limits.maxPages}.`)
    const layouts: PageLayout[] = []
    const failed: number[] = []
    const notRead: number[] = []
    const notText: number[] = []
    for (let n = 1; n <= numPages; n++) {
      if (Date.now() > deadline) throw new IngestError(`Reading the PDF took longer than ${timeLimit(limits)} (stopped at page ${n} of ${numPages}).`)
      let page: PdfPage | undefined
      try {
        page = await pdf.getPage(n)
        const checked = await readCheckedTextLayer(page)
        let {layout} = checked
        const readable = readableCharCount(layout)
        const imageOnly = readable < MIN_TEXT_LAYER_CHARS
        // What the page paints: whether it is a scan (with or without a text layer over it).
        const graphics = limits.ocr || !imageOnly ? await pageGraphics(page) : undefined
        // A scan with a line of text over it ("Scanned with ...", a scanner's page stamp): the
        // text layer is not the page.
        const stampedScan = limits.ocr && !imageOnly && readable < STAMPED_SCAN_MAX_CHARS && (graphics?.coverage ?? 0) >= SCANNED_PAGE_COVERAGE
        if (limits.ocr && graphics && (imageOnly || stampedScan)) {
          // A bare scan is taken from its image, at its own resolution: rendering it through the
          // canvas costs seconds more for the same pixels.
          const scan = imageOnly ? await scannedPageImage(page, graphics, limits.maxPixels) : null
          const {image, pixelsPerPoint} = scan ?? (await renderedForOcr(page, limits))
          const read = (await ocrPage(image, {deadline, page: n, pixelsPerPoint})).layout
          // The exact text layer stays unless OCR reads clearly more (the text under the stamp).
          if (imageOnly ? readableCharCount(read) >= readable : readableCharCount(read) > readable * 1.5 + MIN_TEXT_LAYER_CHARS) layout = read
        } else if (imageOnly) {
          notRead.push(n)
        } else if (checked.garbled.length > 0) {
          // Glyph codes instead of text (a font without its character map): what the page shows is read by OCR.
          if (limits.ocr) layout = await readGarbledWordsByOcr(page, layout, checked.garbled, limits, deadline)
          else notText.push(n)
        }

        // The text layer kept over a scan, hidden: the scanner's OCR.
        if (layout === checked.layout && !imageOnly && graphics && graphics.coverage >= SCANNER_LAYER_COVERAGE && graphics.hiddenText) layout = readByScanner(layout)

        layouts.push(layout)
      } catch (error) {
        if (error instanceof IngestError) throw error
        if (error instanceof OcrTimeoutError) throw new IngestError(`Reading the PDF took longer than ${timeLimit(limits)} (OCR of page ${n} of ${numPages}).`)
        // One damaged page does not sink the others: it stays empty and the detail says so.
        failed.push(n)
        const viewport = page?.getViewport({scale: 1})
        layouts.push({height: viewport?.height ?? 842, method: 'pdf-text', page: n, width: viewport?.width ?? 595, words: []})
      } finally {
        page?.cleanup()
      }
    }

    if (failed.length === numPages) throw new IngestError(`The PDF could not be read (damaged content on ${numPages === 1 ? 'its page' : `all ${numPages} pages`}).`)
    const notes: string[] = []
    if (failed.length > 0) notes.push(`${pageList(failed)} could not be read (damaged content).`)
    if (notRead.length > 0) notes.push(`${pageList(notRead)} ${notRead.length === 1 ? 'has' : 'have'} no text layer and OCR is off.`)
    if (notText.length > 0) notes.push(`${pageList(notText)} ${notText.length === 1 ? 'has' : 'have'} a text layer that is not text (a font without its character map) and OCR is off.`)
    const result = finish(layouts, numPages, notes)
    if (result.method === 'none' && limits.ocr) result.detail = [NOTHING_READ, ...notes].join(' ')
    return result
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/** The page rendered for OCR, as large as the pixel limit allows. */
async function renderedForOcr(page: PdfPage, limits: IngestLimits): Promise<{image: GreyImage; pixelsPerPoint: number}> {
  const viewport = page.getViewport({scale: 1})
  const scale = renderScale(viewport.width, viewport.height, limits.maxPixels)
  return {image: await renderPdfPage(page, scale), pixelsPerPoint: scale}
}

/**
 * A scanner's "searchable PDF": the text layer over the scan is the scanner's OCR, as likely to
 * have dropped or misread a character as ours, not the issuer's exact text. Its words are marked
 * read by OCR, so that what rests on them is checked like any OCR reading (a check digit that fails,
 * a field not found: to check by hand, not a rejection; validation/doubt.ts).
 */
function readByScanner(layout: PageLayout): PageLayout {
  return {...layout, confidence: SCANNER_OCR_CONFIDENCE, method: 'ocr', words: layout.words.map((w) => ({...w, conf: SCANNER_OCR_CONFIDENCE}))}
}

/**
 * The page read by OCR where its text layer holds glyph codes: the garbled words give way to what
 * OCR reads, the rest of the text layer (exact) stays. The page then counts
 * as read by OCR (validation/doubt.ts: what rests on it is checked by hand rather than failed).
 * When OCR reads nothing that is text either, the text layer stays as it was.
 */
async function readGarbledWordsByOcr(page: PdfPage, layout: PageLayout, garbled: LayoutWord[], limits: IngestLimits, deadline: number): Promise<PageLayout> {
  const {image, pixelsPerPoint} = await renderedForOcr(page, limits)
  const read = (await ocrPage(image, {deadline, page: layout.page, pixelsPerPoint})).layout
  if (read.words.length === 0 || looksGarbled(read.words.map((w) => w.text))) return layout
  return replaceWords(layout, garbled, read)
}

/**
 * `layout` with the words in `replaced` swapped for the words of `read` (another reading of the same
 * page) that do not overlap a word kept: the exact words stay, OCR gives the rest. (Not only the
 * OCR words where the garbled ones were: a font's codes need not have its letters' widths, so a
 * line's last words could fall outside.) Both in the same frame (size and rotation), else the whole
 * page is `read` when most words are replaced, and `layout` stays when few are.
 */
export function replaceWords(layout: PageLayout, replaced: readonly LayoutWord[], read: PageLayout): PageLayout {
  const sameFrame = Math.abs(read.width - layout.width) < 2 && Math.abs(read.height - layout.height) < 2 && (read.rotation ?? 0) === (layout.rotation ?? 0)
  if (!sameFrame) return replaced.length * 2 >= layout.words.length ? read : layout
  const gone = new Set(replaced)
  const kept = layout.words.filter((w) => !gone.has(w))
  const overlaps = (a: LayoutWord, b: LayoutWord) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
  const words = [...kept, ...read.words.filter((w) => !kept.some((k) => overlaps(k, w)))]
  return {...layout, method: 'ocr', words, ...(read.confidence === undefined ? {} : {confidence: read.confidence})}
}

async function extractImage(path: string, limits: IngestLimits, deadline: number): Promise<ExtractedDocument> {
  if (!limits.ocr) return {detail: 'Images are read by OCR, which is off.', layouts: [], method: 'none', numPages: 1, texts: []}
  const bytes = await readFile(path)
  try {
    const {image, pixelsPerPoint} = await decodeImage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits.maxPixels)
    const {layout} = await ocrPage(image, {deadline, page: 1, pixelsPerPoint})
    const result = finish([layout], 1, [])
    if (result.method === 'none') result.detail = NOTHING_READ
    return result
  } catch (error) {
    if (error instanceof ImageRefusedError) throw new IngestError(error.message)
    if (error instanceof OcrTimeoutError) throw new IngestError(`Reading the image took longer than ${timeLimit(limits)}.`)
    throw error
  }
}

/**
 * Reads a stored file: a PDF page by page (text layer, OCR for pages without one), a JPEG or PNG
 * by OCR, a text file as its lines. Throws IngestError when the document must fail (over a limit,
 * damaged beyond reading); returns method 'none' with a detail when it is fine but says nothing.
 */
export async function extractDocument(path: string, mime: string, limits: Partial<IngestLimits> = {}): Promise<ExtractedDocument> {
  const effective: IngestLimits = {...DEFAULT_INGEST_LIMITS, ...limits}
  const deadline = Date.now() + effective.timeoutMs
  if (mime === 'application/pdf') return extractPdf(path, effective, deadline)
  if ((IMAGE_MIMES as readonly string[]).includes(mime)) return extractImage(path, effective, deadline)
  if (isTextMime(mime)) {
    const {pages} = await extractText(path, mime)
    const result = finish(layoutFromText(pages), 1, [])
    if (result.method === 'none') result.detail = 'The file holds no text.'
    return result
  }

  return {detail: `Files of type ${mime} are stored but not read.`, layouts: [], method: 'none', numPages: null, texts: []}
}
