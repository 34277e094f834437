/**
 * OCR bench: `npx tsx server/src/ingest/bench-ocr.ts`. Generates its documents (a dense payslip
 * table and a sparse letter as PDFs with pdf-lib; their pages rendered as a scan, a skewed phone
 * photo and a scan turned a quarter), then prints seconds per page (median of a few runs) for the
 * text layer, OCR of an image-only PDF, and the orientation and skew handling, with how many of
 * the words were read.
 *
 * The sample generators are exported for the tests (server/test/ingest).
 */
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'
import {PDFDocument, rgb, StandardFonts} from 'pdf-lib'

import {closeOcr, extractDocument} from './extract-document.js'
import {decodeImage} from './image.js'
import {ocrPage, type OcrPageResult, startOcr} from './ocr.js'
import {pageGraphics, readTextLayer} from './pdf-layout.js'
import {openPdfDocument} from './pdfjs.js'
import {canvas, type GreyImage, pdfCanvasFactory, renderPdfPage, rotateGrey, scannedPageImage} from './raster.js'

const PAYSLIP_ROWS = [
  'Salaire de base',
  'Heures supplémentaires 25%',
  "Prime d'ancienneté",
  'CSG déductible',
  'CSG/CRDS non déductible',
  'Sécurité sociale plafonnée',
  'Retraite complémentaire T1',
  'Assurance chômage',
  'Mutuelle',
  'Prévoyance',
  'Titres restaurant',
  'Indemnité transport',
]

const euros = (n: number) => n.toFixed(2).replace('.', ',')

/** A dense A4 page: a payslip's header and a 48-row table of 5 columns in 8 pt. */
export async function payslipPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595, 842])
  page.drawText('BULLETIN DE PAIE', {font: bold, size: 16, x: 60, y: 790})
  page.drawText('Employeur : SARL BOULANGERIE MARTIN   SIRET 732 829 320 00074', {font, size: 9, x: 60, y: 760})
  page.drawText('Salarié : Jean DUPONT   Emploi : Vendeur   Période du 01/03/2024 au 31/03/2024', {font, size: 9, x: 60, y: 746})
  for (const [text, x] of [
    ['Désignation', 60],
    ['Base', 250],
    ['Taux', 320],
    ['Gain', 390],
    ['Retenue', 460],
  ] as const) {
    page.drawText(text, {font: bold, size: 8, x, y: 715})
  }

  let y = 700
  for (let block = 0; block < 4; block++) {
    for (const [i, label] of PAYSLIP_ROWS.entries()) {
      page.drawText(label, {font, size: 8, x: 60, y})
      page.drawText(euros(1000 + i * 137.5 + block), {font, size: 8, x: 250, y})
      page.drawText((i * 0.75).toFixed(3).replace('.', ','), {font, size: 8, x: 320, y})
      page.drawText(euros(i * 41.27 + block), {font, size: 8, x: 390, y})
      page.drawText(euros(i * 3.1), {font, size: 8, x: 460, y})
      page.drawLine({color: rgb(0.6, 0.6, 0.6), end: {x: 530, y: y - 3}, start: {x: 58, y: y - 3}, thickness: 0.3})
      y -= 12
    }
  }

  page.drawText('NET A PAYER AVANT IMPOT SUR LE REVENU   2 480,00 EUR', {font: bold, size: 10, x: 60, y: y - 20})
  return doc.save()
}

/** The letter's lines: where letterPdf prints them (points from the bottom-left corner) and what they say. */
export const LETTER_LINES = [
  [72, 770, 'Nom : MARTIN'],
  [72, 752, 'Prénom : Claire'],
  [72, 734, 'Adresse : 12 rue des Lilas, 69003 Lyon'],
  [340, 680, 'Lyon, le 14 mars 2024'],
  [72, 620, 'Objet : attestation de domicile'],
  [72, 580, 'Je soussignée Claire MARTIN atteste sur l’honneur que'],
  [72, 562, 'Monsieur Paul DURAND est hébergé à mon domicile depuis'],
  [72, 544, 'le 1er janvier 2023, à l’adresse indiquée ci-dessus.'],
  [72, 508, 'Fait pour servir et valoir ce que de droit.'],
  [340, 440, 'Signature'],
] as const

/** A sparse A4 page: a short letter, 11 pt, a dozen lines. */
export async function letterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  for (const [x, y, text] of LETTER_LINES) page.drawText(text, {font, size: 11, x, y})
  return doc.save()
}

/** Each page of a PDF rendered in grey at `dpi`. */
export async function renderPages(bytes: Uint8Array, dpi: number): Promise<GreyImage[]> {
  const pdf = await openPdfDocument(new Uint8Array(bytes), {CanvasFactory: await pdfCanvasFactory(), verbosity: 0})
  try {
    const images: GreyImage[] = []
    for (let n = 1; n <= pdf.numPages; n++) images.push(await renderPdfPage(await pdf.getPage(n), dpi / 72))
    return images
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/** A grey image encoded as PNG or JPEG. */
export async function encodeGrey(image: GreyImage, format: 'jpeg' | 'png', quality = 85): Promise<Buffer> {
  const {createCanvas} = await canvas()
  const surface = createCanvas(image.width, image.height)
  const context = surface.getContext('2d')
  const pixels = context.createImageData(image.width, image.height)
  for (let p = 0, i = 0; p < image.data.length; p++, i += 4) {
    pixels.data[i] = image.data[p]
    pixels.data[i + 1] = image.data[p]
    pixels.data[i + 2] = image.data[p]
    pixels.data[i + 3] = 255
  }

  context.putImageData(pixels, 0, 0)
  return format === 'png' ? surface.encode('png') : surface.encode('jpeg', quality)
}

/** A PDF whose pages are images only (a scanner's output): each image fills an A4 page. */
export async function imageOnlyPdf(images: GreyImage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (const image of images) {
    const png = await doc.embedPng(await encodeGrey(image, 'png'))
    const landscape = image.width > image.height
    const [width, height] = landscape ? [842, 595] : [595, 842]
    doc.addPage([width, height]).drawImage(png, {height, width, x: 0, y: 0})
  }

  return doc.save()
}

/** A deterministic pseudo-random sequence (the samples are the same on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * A phone photo of a page: turned `skew` degrees, the paper grey and lit unevenly (darker towards
 * one corner), sensor noise, no longer pure black on white.
 */
export function photograph(image: GreyImage, skew: number, seed = 7): GreyImage {
  const turned = rotateGrey(image, skew)
  const next = random(seed)
  const out = new Uint8Array(turned.data.length)
  for (let y = 0; y < turned.height; y++) {
    for (let x = 0; x < turned.width; x++) {
      const light = 0.55 + 0.35 * (1 - (x / turned.width + y / turned.height) / 2)
      const v = 40 + (turned.data[y * turned.width + x] / 255) * 215
      out[y * turned.width + x] = Math.max(0, Math.min(255, v * light + (next() - 0.5) * 24))
    }
  }

  return {data: out, height: turned.height, width: turned.width}
}

/** Words of `truth` found among `read` (each read word counts once). */
export function recall(truth: string[], read: string[]): number {
  const bag = new Map<string, number>()
  for (const word of read) bag.set(word, (bag.get(word) ?? 0) + 1)
  let found = 0
  for (const word of truth) {
    const left = bag.get(word) ?? 0
    if (left > 0) {
      found++
      bag.set(word, left - 1)
    }
  }

  return truth.length === 0 ? 1 : found / truth.length
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function timed<T>(runs: number, run: () => Promise<T>): Promise<{seconds: number; result: T}> {
  const times: number[] = []
  let result: T | undefined
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    result = await run()
    times.push((performance.now() - start) / 1000)
  }

  return {result: result as T, seconds: median(times)}
}

/** How extractDocument reads page 1 of a bare scan PDF (from its image), with the phases of the read. */
async function scanDetail(bytes: Uint8Array): Promise<OcrPageResult> {
  const pdf = await openPdfDocument(new Uint8Array(bytes), {CanvasFactory: await pdfCanvasFactory(), verbosity: 0})
  try {
    const page = await pdf.getPage(1)
    const scan = await scannedPageImage(page, await pageGraphics(page), 40_000_000)
    if (!scan) throw new Error('The sample is not a bare scan.')
    return await ocrPage(scan.image, {deadline: Date.now() + 120_000, page: 1, pixelsPerPoint: scan.pixelsPerPoint})
  } finally {
    await pdf.loadingTask.destroy()
  }
}

/** Phases of one page read by ocrPage, as "prepare 0.05 + geometry 0.20 + trials 0.00 + read 2.10". */
function phases(result: OcrPageResult): string {
  const {geometry, prepare, read, trials} = result.seconds
  return `prepare ${prepare.toFixed(2)} + geometry ${geometry.toFixed(2)} + trials ${trials.toFixed(2)} (${result.trials}) + read ${read.toFixed(2)}`
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3)
  const directory = await mkdtemp(join(tmpdir(), 'svc-bench-ocr-'))
  const row = (label: string, seconds: number, extra: string) => console.log(`${label.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s/page   ${extra}`)
  try {
    const samples = {letter: await letterPdf(), payslip: await payslipPdf()}
    const truth: Record<string, string[]> = {}
    for (const [name, bytes] of Object.entries(samples)) {
      const pdf = await openPdfDocument(new Uint8Array(bytes), {verbosity: 0})
      const page = await pdf.getPage(1)
      const {result, seconds} = await timed(5, () => readTextLayer(page))
      truth[name] = result.words.map((w) => w.text)
      row(`text layer, ${name}`, seconds, `${result.words.length} words`)
      await pdf.loadingTask.destroy()
    }

    const start = performance.now()
    await startOcr()
    console.log(`${'OCR worker start (fra+eng)'.padEnd(44)} ${((performance.now() - start) / 1000).toFixed(2).padStart(6)} s`)

    for (const dpi of [200, 300]) {
      const {seconds} = await timed(runs, () => renderPages(samples.payslip, dpi))
      row(`render payslip (vector) at ${dpi} dpi`, seconds, '')
    }

    const scans: Record<string, GreyImage> = {}
    for (const [name, bytes] of Object.entries(samples)) {
      ;[scans[name]] = await renderPages(bytes, 300)
      const file = join(directory, `${name}-scan.pdf`)
      // A 200 dpi scan, as a scanner would store it, read back at 300 dpi.
      await writeFile(file, await imageOnlyPdf(await renderPages(bytes, 200)))
      const {result, seconds} = await timed(runs, () => extractDocument(file, 'application/pdf'))
      const detail = await scanDetail(await readFile(file))
      const recalled = recall(truth[name], result.layouts[0].words.map((w) => w.text))
      row(`image-only PDF, ${name}`, seconds, `${result.method}, recall ${(recalled * 100).toFixed(1)}%, confidence ${result.layouts[0].confidence}; ${phases(detail)}`)
    }

    for (const [label, name, image, format] of [
      ['photo JPEG, payslip skewed 4 degrees', 'payslip', photograph(scans.payslip, 4), 'jpeg'],
      ['photo JPEG, letter skewed -6 degrees', 'letter', photograph(scans.letter, -6), 'jpeg'],
      ['scan PNG, payslip turned 90 degrees', 'payslip', rotateGrey(scans.payslip, 90), 'png'],
      ['scan PNG, payslip turned 180 degrees', 'payslip', rotateGrey(scans.payslip, 180), 'png'],
      ['scan PNG, letter turned 270 + 2 degrees', 'letter', rotateGrey(scans.letter, 272), 'png'],
    ] as const) {
      const file = join(directory, `sample.${format === 'jpeg' ? 'jpg' : 'png'}`)
      await writeFile(file, await encodeGrey(image, format))
      const {result, seconds} = await timed(runs, () => extractDocument(file, format === 'jpeg' ? 'image/jpeg' : 'image/png'))
      const decoded = await decodeImage(await readFile(file), 40_000_000)
      const detail = await ocrPage(decoded.image, {deadline: Date.now() + 120_000, page: 1, pixelsPerPoint: decoded.pixelsPerPoint})
      const [layout] = result.layouts
      const recalled = recall(truth[name], layout.words.map((w) => w.text))
      row(label, seconds, `rotation ${layout.rotation}, skew ${detail.skew}, recall ${(recalled * 100).toFixed(1)}%, confidence ${layout.confidence}; ${phases(detail)}`)
    }
  } finally {
    await closeOcr()
    await rm(directory, {force: true, recursive: true})
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
