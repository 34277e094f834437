/**
 * Text extraction for search and validation: PDFs page by page with unpdf (PDF.js), plain text
 * files as a single page. The result fills `document_pages` (page numbers start at 1).
 */
import {readFile} from 'node:fs/promises'

import {openPdfDocument, unpdf} from '../ingest/pdfjs.js'

/** Whether extractText can read this MIME type (others are stored but not indexed). */
export function canExtractText(mime: string): boolean {
  return mime === 'application/pdf' || isTextMime(mime)
}

/** Images ingestion reads (by OCR): the types sniffMime recognises. */
const OCR_IMAGE_TYPES = new Set(['image/jpeg', 'image/png'])

/**
 * Whether a stored file gets an ingestion job (ingest/queue.ts): PDFs, text and the images OCR
 * reads. Anything else is stored `ready` at once, not indexed for search.
 */
export function canIngest(mime: string): boolean {
  return canExtractText(mime) || OCR_IMAGE_TYPES.has(mime)
}

export function isTextMime(mime: string): boolean {
  return mime.startsWith('text/') || mime === 'application/json' || mime === 'application/xml'
}

/**
 * Extracts the text of each page. Throws (with a readable message) when the file cannot be
 * parsed, e.g. a corrupt or encrypted PDF. Types canExtractText refuses give no pages.
 */
export async function extractText(path: string, mime: string): Promise<{pages: string[]}> {
  if (mime === 'application/pdf') return extractPdf(await readFile(path))
  if (isTextMime(mime)) return {pages: [decodeText(await readFile(path))]}
  return {pages: []}
}

async function extractPdf(bytes: Buffer): Promise<{pages: string[]}> {
  // Imported on first use: PDF.js is large and most requests never need it.
  const {extractText: pdfText} = await unpdf()
  let pdf: Awaited<ReturnType<typeof openPdfDocument>>
  try {
    // verbosity 0: PDF.js would otherwise print warnings about damaged files on stdout.
    pdf = await openPdfDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {verbosity: 0})
  } catch (error) {
    throw new Error(`not a readable PDF (${(error as Error).message.replace(/\.$/, '')})`, {cause: error})
  }

  try {
    const {text} = await pdfText(pdf, {mergePages: false})
    return {pages: text.map((page) => page.normalize('NFC'))}
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/** UTF-8 (BOM stripped); bytes that are not valid UTF-8 are read as Windows-1252. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: false}).decode(bytes).normalize('NFC')
  } catch {
    return new TextDecoder('windows-1252').decode(bytes).normalize('NFC')
  }
}
