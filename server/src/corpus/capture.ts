/**
 * How a document reaches the service when it is not the issued PDF: a scanner's image-only PDF
 * (slightly skewed, sometimes fed sideways or upside down, speckled, washed out, JPEG
 * artefacts), a phone photo of the first page or of the card (on a table, skewed, uneven light,
 * sensor noise), or an unreadable scan (blank or nearly black). Degradation is moderate: the
 * text stays legible for OCR; the point is realistic difficulty, not destruction.
 *
 * All randomness comes from the seeded stream given (same input, same bytes).
 */
import {createCanvas, type Canvas, type Image, type SKRSContext2D} from '@napi-rs/canvas'
import {PDFDocument} from 'pdf-lib'

import {onWhite, renderPages} from './raster.js'
import {int, pick, type Rng} from './rng.js'

export interface ScanOptions {
  /** Resolution of the scan (150-200 keeps the corpus small and the text legible). */
  dpi: number
  /** Clockwise quarter turn of every page as captured: 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270
  /** Skew in degrees (±1.5), on top of the quarter turn. */
  skew: number
  /** Grey scanner mode (most office scanners), else colour. */
  grey: boolean
  /** 0..1: how much the contrast is reduced (0.15 = slightly washed out). */
  washout: number
  /** Dust specks per megapixel. */
  specks: number
  /** JPEG quality (lower: more artefacts). */
  quality: number
  /** ISO date of the scan (PDF metadata). */
  date: string
  /** The scanner named in the PDF's producer. */
  device: string
}

export interface Captured {
  bytes: Uint8Array
  pages: number
}

const SCANNERS = ['Canon iR-ADV C5535 PDF', 'RICOH MP C3004ex', 'HP Scan', 'EPSON Scan 2', 'Brother iPrint&Scan', 'Xerox WorkCentre 7845', 'KONICA MINOLTA bizhub C258']

/** Scan settings drawn from the stream (`rotation` decided by the caller: it is ground truth). */
export function scanSettings(rng: Rng, date: string, rotation: 0 | 90 | 180 | 270 = 0): ScanOptions {
  return {
    date,
    device: pick(rng, SCANNERS),
    dpi: pick(rng, [150, 150, 175, 200]),
    grey: rng() < 0.85,
    quality: int(rng, 55, 75),
    rotation,
    skew: (rng() * 2 - 1) * 1.5,
    specks: int(rng, 20, 120),
    washout: 0.08 + rng() * 0.2,
  }
}

/** A small Box-Muller normal deviate from the stream. */
function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-9)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng())
}

/** Washes out, greys, adds sensor noise and dust to a canvas in place. */
function degrade(ctx: SKRSContext2D, width: number, height: number, rng: Rng, options: {grey: boolean; washout: number; noise: number; specks: number}): void {
  const image = ctx.getImageData(0, 0, width, height)
  const data = image.data
  const contrast = 1 - options.washout
  // A little brightness lift with the washout, as an overexposed scan.
  const lift = 255 * options.washout * 0.55
  for (let i = 0; i < data.length; i += 4) {
    // Sensor noise: cheap triangular noise from two uniforms (Gaussian-like, bounded).
    const n = (rng() + rng() - 1) * options.noise
    if (options.grey) {
      const v = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]
      const out = v * contrast + lift + n
      data[i] = data[i + 1] = data[i + 2] = out
    } else {
      data[i] = data[i] * contrast + lift + n
      data[i + 1] = data[i + 1] * contrast + lift + n
      data[i + 2] = data[i + 2] * contrast + lift + n
    }
  }

  ctx.putImageData(image, 0, 0)
  // Dust and toner specks: small dark dots and a few short hairs.
  const count = Math.round((options.specks * width * height) / 1e6)
  ctx.fillStyle = 'rgba(40, 40, 40, 0.75)'
  for (let k = 0; k < count; k++) {
    const r = 0.5 + rng() * 1.6
    ctx.beginPath()
    ctx.arc(rng() * width, rng() * height, r, 0, 2 * Math.PI)
    ctx.fill()
  }

  ctx.strokeStyle = 'rgba(60, 60, 60, 0.5)'
  ctx.lineWidth = 1
  for (let k = 0; k < Math.ceil(count / 30); k++) {
    const x = rng() * width
    const y = rng() * height
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.quadraticCurveTo(x + gaussian(rng) * 8, y + gaussian(rng) * 8, x + gaussian(rng) * 14, y + gaussian(rng) * 14)
    ctx.stroke()
  }
}

/** One page image turned by `degrees` (quarter turns swap the sides), on white. */
function turned(image: Image | Canvas, degrees: number, quarter: number): Canvas {
  const swap = quarter === 90 || quarter === 270
  const width = swap ? image.height : image.width
  const height = swap ? image.width : image.height
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.translate(width / 2, height / 2)
  ctx.rotate(((quarter + degrees) * Math.PI) / 180)
  ctx.drawImage(image, -image.width / 2, -image.height / 2)
  ctx.resetTransform()
  return canvas
}

/** Wraps JPEG pages into an image-only PDF (no text layer), page size from the scan resolution. */
async function imagePdf(jpegs: {bytes: Uint8Array; width: number; height: number}[], dpi: number, meta: {date: string; producer: string; title: string}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({updateMetadata: false})
  const date = new Date(`${meta.date}T10:00:00Z`)
  doc.setTitle(meta.title)
  doc.setProducer(meta.producer)
  doc.setCreator(meta.producer)
  doc.setCreationDate(date)
  doc.setModificationDate(date)
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg.bytes)
    const w = (jpeg.width / dpi) * 72
    const h = (jpeg.height / dpi) * 72
    const page = doc.addPage([w, h])
    page.drawImage(image, {height: h, width: w, x: 0, y: 0})
  }

  return doc.save({useObjectStreams: false})
}

/** A scanner's image-only PDF of every page. */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions, rng: Rng): Promise<Captured> {
  const pages = await renderPages(pdf, options.dpi)
  const jpegs: {bytes: Uint8Array; width: number; height: number}[] = []
  for (const page of pages) {
    const canvas = turned(onWhite(page.image), options.skew, options.rotation)
    const ctx = canvas.getContext('2d')
    // A scanner lid shadow along one edge on some pages.
    if (rng() < 0.35) {
      const gradient = ctx.createLinearGradient(0, 0, 18, 0)
      gradient.addColorStop(0, 'rgba(70,70,70,0.55)')
      gradient.addColorStop(1, 'rgba(70,70,70,0)')
      ctx.fillStyle = gradient
      ctx.fillRect(0, 0, 18, canvas.height)
    }

    degrade(ctx, canvas.width, canvas.height, rng, {grey: options.grey, noise: 8, specks: options.specks, washout: options.washout})
    jpegs.push({bytes: new Uint8Array(await canvas.encode('jpeg', options.quality)), height: canvas.height, width: canvas.width})
  }

  return {bytes: await imagePdf(jpegs, options.dpi, {date: options.date, producer: options.device, title: `SCAN_${options.date.replace(/-/g, '')}`}), pages: pages.length}
}

export interface PhotoOptions {
  /** Width of the photo in pixels (1600-2200). */
  width: number
  /** Skew in degrees, signed (2-7 in absolute value). */
  skew: number
  format: 'jpeg' | 'png'
  /** Region of page 1 to frame, in PDF points from the top-left (an identity card); else the page. */
  region?: {x: number; y: number; width: number; height: number}
}

export function photoSettings(rng: Rng, format: 'jpeg' | 'png' = 'jpeg', region?: PhotoOptions['region']): PhotoOptions {
  const magnitude = 2 + rng() * 5
  return {format, region, skew: rng() < 0.5 ? -magnitude : magnitude, width: format === 'png' ? int(rng, 1600, 1700) : int(rng, 1600, 2200)}
}

const TABLES: [string, string][] = [
  ['#6b4a2f', '#8a6642'],
  ['#5d5f63', '#7b7e83'],
  ['#c9c3b8', '#ded9cf'],
  ['#2f3b4a', '#46566b'],
]

/** A phone photo of page 1 (or of a region of it) lying on a table. */
export async function photo(pdf: Uint8Array, options: PhotoOptions, rng: Rng): Promise<Captured> {
  // Render so that the framed subject is about 80 % of the photo's width.
  const [probe] = await renderPages(pdf, 72, [1])
  const subjectPoints = options.region?.width ?? probe.image.width
  const dpi = Math.min(400, ((options.width * 0.8) / subjectPoints) * 72)
  const [page] = await renderPages(pdf, dpi, [1])
  const scale = dpi / 72
  const full = onWhite(page.image)
  let subject: Canvas = full
  if (options.region) {
    const r = options.region
    subject = createCanvas(Math.round(r.width * scale), Math.round(r.height * scale))
    subject.getContext('2d').drawImage(full, -r.x * scale, -r.y * scale)
  }

  const landscape = subject.width > subject.height
  const width = options.width
  const height = Math.round(landscape ? (width * 3) / 4 : (width * 4) / 3)
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  const [dark, light] = pick(rng, TABLES)
  const table = ctx.createLinearGradient(0, 0, width, height)
  table.addColorStop(0, light)
  table.addColorStop(1, dark)
  ctx.fillStyle = table
  ctx.fillRect(0, 0, width, height)

  // The document, skewed, slightly off-centre, with a soft shadow.
  const fit = Math.min((width * 0.84) / subject.width, (height * 0.84) / subject.height)
  ctx.save()
  ctx.translate(width / 2 + (rng() - 0.5) * width * 0.04, height / 2 + (rng() - 0.5) * height * 0.04)
  ctx.rotate((options.skew * Math.PI) / 180)
  ctx.scale(fit, fit)
  ctx.shadowColor = 'rgba(0,0,0,0.45)'
  ctx.shadowBlur = 30
  ctx.shadowOffsetX = 8
  ctx.shadowOffsetY = 10
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(-subject.width / 2, -subject.height / 2, subject.width, subject.height)
  ctx.shadowColor = 'rgba(0,0,0,0)'
  ctx.drawImage(subject, -subject.width / 2, -subject.height / 2)
  ctx.restore()

  // Uneven light: a bright spot and a darker opposite corner (a lamp, the phone's shadow).
  const lx = width * (0.2 + rng() * 0.6)
  const ly = height * (0.15 + rng() * 0.4)
  const light1 = ctx.createRadialGradient(lx, ly, width * 0.05, lx, ly, Math.max(width, height))
  light1.addColorStop(0, 'rgba(255,250,235,0.18)')
  light1.addColorStop(0.6, 'rgba(0,0,0,0.04)')
  light1.addColorStop(1, 'rgba(0,0,0,0.32)')
  ctx.fillStyle = light1
  ctx.fillRect(0, 0, width, height)

  // A PNG is left noise-free (a phone's own denoising): sensor noise would make the lossless file huge.
  degrade(ctx, width, height, rng, {grey: false, noise: options.format === 'png' ? 0 : 7, specks: 0, washout: 0.05})
  const bytes = options.format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', int(rng, 68, 78))
  return {bytes: new Uint8Array(bytes), pages: 1}
}

/** An unreadable scan: a page scanned with the lid open (nearly black) or face down (blank). */
export async function unreadableScan(kind: 'black' | 'blank', pages: number, date: string, rng: Rng): Promise<Captured> {
  const dpi = 150
  const width = Math.round(8.27 * dpi)
  const height = Math.round(11.69 * dpi)
  const jpegs: {bytes: Uint8Array; width: number; height: number}[] = []
  for (let p = 0; p < pages; p++) {
    const canvas = createCanvas(width, height)
    const ctx = canvas.getContext('2d')
    if (kind === 'black') {
      const gradient = ctx.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, '#1a1a1a')
      gradient.addColorStop(1, '#0b0b0b')
      ctx.fillStyle = gradient
    } else {
      ctx.fillStyle = '#fbfbf9'
    }

    ctx.fillRect(0, 0, width, height)
    degrade(ctx, width, height, rng, {grey: true, noise: kind === 'black' ? 14 : 6, specks: kind === 'black' ? 0 : 60, washout: 0})
    jpegs.push({bytes: new Uint8Array(await canvas.encode('jpeg', 60)), height, width})
  }

  return {bytes: await imagePdf(jpegs, dpi, {date, producer: pick(rng, SCANNERS), title: `SCAN_${date.replace(/-/g, '')}`}), pages}
}
