/**
 * How a document reaches the service when it is not the issued PDF: a scanner's image-only PDF
 * (slightly skewed, sometimes fed sideways or upside down, speckled, washed out, JPEG
 * artefacts), a phone photo of the first page or of the card (on a table, skewed, uneven light,
 * sensor noise; `perspectivePhoto`: taken at an angle, the sheet a quadrilateral, used by `npm run
 * bench:photos` and not yet by the corpus), or an unreadable scan (blank or nearly black).
 * Degradation is moderate: the text stays legible for OCR; the point is realistic difficulty, not
 * destruction.
 *
 * All randomness comes from the seeded stream given (same input, same bytes).
 */
import {createCanvas, type Canvas, type Image, type SKRSContext2D} from '@napi-rs/canvas'
import {PDFDocument} from 'pdf-lib'

import {homography, project} from '../ingest/perspective.js'
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

export interface PerspectivePhotoOptions {
  /** Long side of the photo in pixels (a 12 MP phone: 4032); the frame is 3:4, portrait. */
  longSide: number
  /** Height of the page (before the angle moves its corners) as a share of the frame's height (0.6-0.85). */
  pageShare: number
  /** How far the page's corners move with the angle of the shot, as a share of its size (0.03-0.12). */
  shift: number
  /** Turn of the page in the frame, degrees (clockwise). */
  turn: number
  /** What the page lies on. */
  background: 'carpet' | 'dark' | 'desk' | 'wood'
  /** Bow of the sheet (not lying flat), as a share of its height; 0 for a flat sheet. */
  bend: number
  /** Box blur radius in pixels (a phone's focus and motion): 0-2. */
  blur: number
  /** JPEG quality. */
  quality: number
}

/** Settings of a phone photo taken at an angle, drawn from the stream. */
export function perspectivePhotoSettings(rng: Rng): PerspectivePhotoOptions {
  return {
    background: pick(rng, ['carpet', 'dark', 'desk', 'wood'] as const),
    bend: rng() < 0.3 ? 0.004 + rng() * 0.01 : 0,
    blur: pick(rng, [0, 1, 1, 2]),
    longSide: pick(rng, [3264, 4032, 4032]),
    pageShare: 0.6 + rng() * 0.25,
    quality: int(rng, 70, 88),
    shift: 0.03 + rng() * 0.09,
    turn: (rng() * 2 - 1) * 6,
  }
}

/** Separable box blur of RGBA pixels in place (alpha left alone). */
function boxBlur(data: Uint8ClampedArray, width: number, height: number, radius: number): void {
  if (radius <= 0) return
  const line = new Float32Array(Math.max(width, height))
  for (const horizontal of [true, false]) {
    const count = horizontal ? height : width
    const length = horizontal ? width : height
    for (let c = 0; c < 3; c++) {
      for (let n = 0; n < count; n++) {
        const at = (k: number) => 4 * (horizontal ? n * width + k : k * width + n) + c
        for (let k = 0; k < length; k++) line[k] = data[at(k)]
        for (let k = 0; k < length; k++) {
          let sum = 0
          let taken = 0
          for (let d = -radius; d <= radius; d++) {
            const j = k + d
            if (j < 0 || j >= length) continue
            sum += line[j]
            taken++
          }

          data[at(k)] = sum / taken
        }
      }
    }
  }
}

/**
 * A phone photo of page 1 taken at an angle: the sheet is a quadrilateral (its corners moved by the
 * perspective of the shot, `shift` of its size, and turned a little), sometimes bowed, lying on a
 * textured or plain background that fills the rest of the frame, with its drop shadow, uneven light
 * (a gradient, a brighter spot, sometimes the shadow of the phone or a hand across it), blur, sensor
 * noise and JPEG compression. A separate capture from `photo` (which is flat and only skewed).
 */
export async function perspectivePhoto(pdf: Uint8Array, options: PerspectivePhotoOptions, rng: Rng): Promise<Captured> {
  const height = options.longSide
  const width = Math.round((height * 3) / 4)
  const [probe] = await renderPages(pdf, 72, [1])
  const aspect = probe.image.height / probe.image.width
  // A landscape page is held by its width: at most 85 % of the frame's.
  const pageW = Math.min((options.pageShare * height) / aspect, width * 0.85)
  const pageH = pageW * aspect

  // The sheet's corners in the frame: centred (a little off), turned, then the far side drawn in
  // and every corner nudged by the angle of the shot.
  const cx = width / 2 + (rng() - 0.5) * width * 0.06
  const cy = height / 2 + (rng() - 0.5) * height * 0.04
  const radians = (options.turn * Math.PI) / 180
  const base = [
    [-pageW / 2, -pageH / 2],
    [pageW / 2, -pageH / 2],
    [pageW / 2, pageH / 2],
    [-pageW / 2, pageH / 2],
  ]
  const far = int(rng, 0, 3)
  let corners = base.map(([x, y], k) => {
    // The far side (far = 0: top, 1: right, 2: bottom, 3: left) narrower by shift, the others jittered.
    const onFar = far === 0 ? k < 2 : far === 1 ? k === 1 || k === 2 : far === 2 ? k >= 2 : k === 0 || k === 3
    let dx = (rng() - 0.5) * options.shift * 0.6 * pageW
    let dy = (rng() - 0.5) * options.shift * 0.6 * pageH
    if (onFar) {
      if (far % 2 === 0) dx += (x < 0 ? 1 : -1) * options.shift * pageW * 0.5
      else dy += (y < 0 ? 1 : -1) * options.shift * pageH * 0.5
    }

    const px = x + dx
    const py = y + dy
    return {x: cx + px * Math.cos(radians) - py * Math.sin(radians), y: cy + px * Math.sin(radians) + py * Math.cos(radians)}
  })
  // Kept inside the frame.
  const fit = Math.min(1, ...corners.map((p) => Math.min((width * 0.48) / Math.abs(p.x - width / 2), (height * 0.48) / Math.abs(p.y - height / 2))))
  corners = corners.map((p) => ({x: width / 2 + (p.x - width / 2) * fit, y: height / 2 + (p.y - height / 2) * fit}))

  // The page rendered a little finer than it appears, then sampled through the inverse warp.
  const dpi = Math.min(400, Math.ceil(((pageH * fit * 1.15) / probe.image.height) * 72))
  const [page] = await renderPages(pdf, dpi, [1])
  const sheet = onWhite(page.image)
  const pw = sheet.width
  const ph = sheet.height
  const paper = sheet.getContext('2d').getImageData(0, 0, pw, ph).data
  const inverse = homography(corners, [
    {x: 0, y: 0},
    {x: pw, y: 0},
    {x: pw, y: ph},
    {x: 0, y: ph},
  ])
  if (!inverse) throw new Error('Degenerate page corners.')

  // Background texture.
  const tint = options.background === 'wood' ? pick(rng, [[128, 88, 52], [160, 118, 72], [96, 64, 40]]) : options.background === 'carpet' ? pick(rng, [[88, 92, 110], [150, 140, 120], [110, 60, 55]]) : options.background === 'desk' ? pick(rng, [[196, 196, 190], [178, 182, 186], [206, 198, 184]]) : pick(rng, [[52, 54, 58], [70, 60, 52]])
  const grainAngle = rng() * Math.PI
  const grainPeriod = 30 + rng() * 60
  const cells = 8
  const cw = Math.ceil(width / cells) + 2
  const noiseGrid = Float32Array.from({length: cw * (Math.ceil(height / cells) + 2)}, () => rng() - 0.5)
  const texture = (x: number, y: number): number => {
    if (options.background === 'wood') {
      const t = x * Math.cos(grainAngle) + y * Math.sin(grainAngle)
      return 0.12 * Math.sin((2 * Math.PI * t) / grainPeriod + 2.5 * Math.sin(y / 210 + x / 530)) + 0.05 * Math.sin((2 * Math.PI * t) / (grainPeriod / 7))
    }

    if (options.background === 'carpet') {
      const gx = x / cells
      const gy = y / cells
      const x0 = Math.floor(gx)
      const y0 = Math.floor(gy)
      const wx = gx - x0
      const wy = gy - y0
      const v = noiseGrid[y0 * cw + x0] * (1 - wx) * (1 - wy) + noiseGrid[y0 * cw + x0 + 1] * wx * (1 - wy) + noiseGrid[(y0 + 1) * cw + x0] * (1 - wx) * wy + noiseGrid[(y0 + 1) * cw + x0 + 1] * wx * wy
      return 0.45 * v
    }

    return options.background === 'desk' ? 0.03 * Math.sin(x / 700 + y / 900) : 0.02 * Math.sin(y / 500)
  }

  // Light: a gradient across the frame, a brighter spot, sometimes a soft shadow across.
  const lightAngle = rng() * 2 * Math.PI
  const fall = 0.15 + rng() * 0.25
  const spot = {strength: 0.05 + rng() * 0.12, x: width * (0.2 + rng() * 0.6), y: height * (0.15 + rng() * 0.5)}
  const shadow = rng() < 0.5 ? {depth: 0.15 + rng() * 0.25, edge: 60 + rng() * 120, nx: Math.cos(rng() * 2 * Math.PI), ny: 0, offset: 0} : null
  if (shadow) {
    shadow.ny = Math.sqrt(1 - shadow.nx * shadow.nx) * (rng() < 0.5 ? -1 : 1)
    shadow.offset = shadow.nx * width * (0.55 + rng() * 0.3) + shadow.ny * height * (0.55 + rng() * 0.3)
  }

  const diagonal = Math.hypot(width, height)
  const shadowReach = 0.012 * pw
  const out = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = project(inverse, x + 0.5, y + 0.5)
      const u = p.x / pw
      // A bowed sheet: its middle lifted towards the camera, drawn a little lower.
      const v = (p.y - options.bend * ph * 4 * u * (1 - u)) / ph
      const i = (y * width + x) * 4
      let r: number
      let g: number
      let b: number
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        const sx = Math.min(pw - 2, u * pw)
        const sy = Math.min(ph - 2, v * ph)
        const x0 = Math.floor(sx)
        const y0 = Math.floor(sy)
        const wx = sx - x0
        const wy = sy - y0
        const j = (y0 * pw + x0) * 4
        const mix = (c: number) => (paper[j + c] * (1 - wx) + paper[j + 4 + c] * wx) * (1 - wy) + (paper[j + 4 * pw + c] * (1 - wx) + paper[j + 4 * pw + 4 + c] * wx) * wy
        // Paper is never quite white on a photo.
        r = mix(0) * 0.93
        g = mix(1) * 0.93
        b = mix(2) * 0.91
      } else {
        const t = 1 + texture(x, y)
        // The sheet's drop shadow on the background, down and to the right.
        const du = Math.max(0, -(u * pw - 10), u * pw - 10 - pw)
        const dv = Math.max(0, -(v * ph - 12), v * ph - 12 - ph)
        const d = Math.hypot(du, dv)
        const shade = d < shadowReach ? 1 - 0.4 * (1 - d / shadowReach) : 1
        r = tint[0] * t * shade
        g = tint[1] * t * shade
        b = tint[2] * t * shade
      }

      let light = 1 - fall * (0.5 + ((x - width / 2) * Math.cos(lightAngle) + (y - height / 2) * Math.sin(lightAngle)) / diagonal)
      light += spot.strength * Math.max(0, 1 - Math.hypot(x - spot.x, y - spot.y) / (diagonal * 0.45))
      if (shadow) light *= 1 - shadow.depth / (1 + Math.exp((shadow.offset - (x * shadow.nx + y * shadow.ny)) / (shadow.edge / 4)))
      const noise = (rng() + rng() - 1) * 10
      out[i] = r * light + noise
      out[i + 1] = g * light + noise
      out[i + 2] = b * light + noise
      out[i + 3] = 255
    }
  }

  boxBlur(out, width, height, options.blur)
  const canvas = createCanvas(width, height)
  const ctx = canvas.getContext('2d')
  const pixels = ctx.createImageData(width, height)
  pixels.data.set(out)
  ctx.putImageData(pixels, 0, 0)
  return {bytes: new Uint8Array(await canvas.encode('jpeg', options.quality)), pages: 1}
}
