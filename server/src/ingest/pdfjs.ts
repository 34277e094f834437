/**
 * The PDF.js the service reads PDFs with: unpdf's helpers over the official `pdfjs-dist` build
 * (the same PDF.js version unpdf bundles), with its WebAssembly decoders, standard fonts and
 * character maps found on disk.
 *
 * Why not unpdf's own (serverless) build: it leaves out the WebAssembly image decoders, so a scan
 * compressed as JBIG2 (the usual black-and-white compression of office scanners and of "optimised"
 * scanned PDFs), as CCITT fax or as JPEG 2000 decoded to nothing ("JBig2 failed to initialize",
 * "OpenJPEG failed to initialize"): a blank page, "no text found even by OCR", and a valid
 * document taken for unreadable.
 */
import {createRequire} from 'node:module'
import {dirname, join} from 'node:path'

type Unpdf = typeof import('unpdf')

let defined: Promise<Unpdf> | undefined
let worker: Promise<unknown> | undefined

/** unpdf, with the official PDF.js build defined once (before any other unpdf call). */
export function unpdf(): Promise<Unpdf> {
  defined ??= (async () => {
    await useOurWorker()
    const module = await import('unpdf')
    await module.definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs') as never)
    return module
  })()
  return defined
}

/**
 * In Node, PDF.js runs its worker in the same thread, and takes it from `globalThis.pdfjsWorker`
 * when that is set: unpdf's serverless build sets it to its own worker, without the decoders, as
 * soon as anything loads it (a test, the corpus generator). Set to pdfjs-dist's before a document
 * is opened, so that the first document (PDF.js keeps the worker it found then) gets the decoders.
 */
async function useOurWorker(): Promise<void> {
  // (A specifier in a variable: pdfjs-dist ships no types for its worker module.)
  const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs'
  worker ??= import(workerModule)
  ;(globalThis as {pdfjsWorker?: unknown}).pdfjsWorker = await worker
}

let assets: undefined | {cMapUrl: string; standardFontDataUrl: string; wasmUrl: string}

/** Where pdfjs-dist's decoders, fonts and character maps are (PDF.js in Node reads them as files: paths ending with a slash). */
function assetUrls(): {cMapUrl: string; standardFontDataUrl: string; wasmUrl: string} {
  if (!assets) {
    const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
    const dir = (name: string) => `${join(root, name)}/`
    assets = {cMapUrl: dir('cmaps'), standardFontDataUrl: dir('standard_fonts'), wasmUrl: dir('wasm')}
  }

  return assets
}

/** Opens a PDF with the decoders, fonts and character maps PDF.js may need for it. */
export async function openPdfDocument(bytes: Uint8Array, options: Record<string, unknown> = {}): ReturnType<Unpdf['getDocumentProxy']> {
  const {getDocumentProxy} = await unpdf()
  await useOurWorker()
  // isEvalSupported: false: PDF.js compiles no code from a document (PostScript functions are
  // interpreted), whatever a hostile PDF holds (CVE-2024-4367 came through that path).
  return getDocumentProxy(bytes, {cMapPacked: true, isEvalSupported: false, ...assetUrls(), ...options} as never)
}
