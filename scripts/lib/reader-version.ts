/**
 * The version of the service's reading code (text layer, OCR, photos) under a checkout: a hash of
 * its sources. A reading cached under one version is not reused by another (bench:accuracy,
 * bench:heldout), so a change to the reading code is always measured afresh.
 */
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

/** The ingest sources a document's reading depends on (not the queue, the jobs or the worker). */
const READER_SOURCES = ['extract-document.ts', 'pdf-layout.ts', 'ocr.ts', 'raster.ts', 'image.ts', 'perspective.ts', 'pdfjs.ts', 'text-plausibility.ts', 'unread-print.ts']

/** Twelve hex digits naming the reading code of the checkout at `root` (a missing source counts as empty). */
export function readerVersion(root: string): string {
  return createHash('sha256')
    .update(READER_SOURCES.map((name) => safeRead(join(root, 'server/src/ingest', name))).join('\n'))
    .digest('hex')
    .slice(0, 12)
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}
