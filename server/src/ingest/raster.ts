/**
 * Grey images for OCR: PDF pages rendered through pdf.js on @napi-rs/canvas, resampling,
 * rotation, lighting and contrast correction, and the geometry of the ink that decides how a page
 * must be turned before it is read (quarter turns and a skew of a few degrees, found from the
 * projection profiles of its text lines) and which band of lines is worth a trial read.
 *
 * Everything works on one byte per pixel (0 black .. 255 white), row-major: a page at 300 dpi is
 * about 9 MB instead of 35 MB of RGBA, and every loop below stays simple and bounded by the
 * pixel count.
 */
import type {PDFPageProxy} from 'unpdf/pdfjs'

import {multiply, type PageGraphics} from './pdf-layout.js'
import {unpdf} from './pdfjs.js'

export interface GreyImage {
  width: number
  height: number
  data: Uint8Array
}

/** Resolution targeted for OCR: tesseract reads 8-10 pt print best with x-heights of 20+ pixels. */
export const OCR_DPI = 300
/** Pixels of one image handed to OCR, whatever the limits allow (an A4 page at 300 dpi is 8.7 M). */
export const OCR_MAX_PIXELS = 12_000_000

/** Pixels per point for rendering a page of this size: OCR_DPI, less when the page is too large. */
export function renderScale(widthPt: number, heightPt: number, maxPixels: number): number {
  const cap = Math.min(maxPixels, OCR_MAX_PIXELS)
  const scale = OCR_DPI / 72
  const pixels = widthPt * heightPt * scale * scale
  return pixels <= cap ? scale : Math.sqrt(cap / (widthPt * heightPt))
}

type CanvasModule = typeof import('@napi-rs/canvas')

let canvasModule: CanvasModule | undefined

/** @napi-rs/canvas, loaded on first use (native code that only OCR needs). */
export async function canvas(): Promise<CanvasModule> {
  canvasModule ??= await import('@napi-rs/canvas')
  return canvasModule
}

/** The canvas factory pdf.js needs to render in Node (also for the images and patterns inside a page). */
export async function pdfCanvasFactory(): Promise<unknown> {
  const {createIsomorphicCanvasFactory} = await unpdf()
  return createIsomorphicCanvasFactory(() => canvas())
}

/** Grey levels of RGBA pixels (ITU-R BT.601 weights), transparent pixels on white. */
export function greyFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height)
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    const luma = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8
    const alpha = rgba[i + 3]
    data[p] = alpha === 255 ? luma : (luma * alpha + 255 * (255 - alpha)) / 255
  }

  return {data, height, width}
}

/** Renders one PDF page in grey at `scale` pixels per point (the page as displayed, /Rotate applied). */
export async function renderPdfPage(page: PDFPageProxy, scale: number): Promise<GreyImage> {
  const {createCanvas} = await canvas()
  const viewport = page.getViewport({scale})
  const width = Math.max(1, Math.round(viewport.width))
  const height = Math.max(1, Math.round(viewport.height))
  const surface = createCanvas(width, height)
  const context = surface.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  // pdf.js's canvas types are the DOM's; @napi-rs/canvas implements the same 2D API.
  await page.render({canvas: surface as never, canvasContext: context as never, viewport}).promise
  return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height)
}

/** Images that fill at least this share of the page count as the page itself (a scan). */
const FULL_PAGE_SCAN = 0.9
/** A scan's own resolution is kept between these (dpi); outside, it is resampled to OCR_DPI. */
const MIN_SCAN_DPI = 200
const MAX_SCAN_DPI = 400
/** Bound on waiting for pdf.js to hand over a decoded image. */
const IMAGE_WAIT_MS = 10_000

/** A decoded image as pdf.js keeps it (ImageKind: 1 = 1 bit grey, 1 is white; 2 = RGB; 3 = RGBA). */
interface PdfImageData {
  width: number
  height: number
  kind?: number
  data?: Uint8Array | Uint8ClampedArray
}

/** The decoded image behind an id of the operator list (or the inline image itself), null if it is not there in time. */
async function pdfImageData(page: PDFPageProxy, source: object | string): Promise<null | PdfImageData> {
  if (typeof source !== 'string') return source as PdfImageData
  const objects = source.startsWith('g_') ? page.commonObjs : page.objs
  let timer: NodeJS.Timeout | undefined
  const data = await Promise.race([
    new Promise<PdfImageData>((resolve) => {
      objects.get(source, resolve)
    }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), IMAGE_WAIT_MS)
    }),
  ])
  clearTimeout(timer)
  return data
}

/** Grey pixels of a pdf.js image, null for a form this does not read (then the page is rendered). */
function greyFromPdfImage(image: PdfImageData): GreyImage | null {
  const {data, height, kind, width} = image
  if (!data || width <= 0 || height <= 0) return null
  if (kind === 1) {
    const rowBytes = (width + 7) >> 3
    const out = new Uint8Array(width * height)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) out[y * width + x] = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0
    }

    return {data: out, height, width}
  }

  const channels = data.length / (width * height)
  if (channels === 4) return greyFromRgba(data, width, height)
  if (channels === 1) return {data: Uint8Array.from(data), height, width}
  if (channels !== 3) return null
  const out = new Uint8Array(width * height)
  for (let i = 0, p = 0; p < out.length; i += 3, p++) out[p] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8
  return {data: out, height, width}
}

/**
 * The page as OCR wants it when it is a bare scan (one image over at least 90 % of it, nothing
 * painted over it, no text): taken from the decoded image instead of rendered, placed in the
 * page's displayed frame (its transform and /Rotate applied) at the scan's own resolution when
 * that is 200-400 dpi, else at 300 dpi. Null when the page is not such a scan (render it then).
 */
export async function scannedPageImage(page: PDFPageProxy, graphics: PageGraphics, maxPixels: number): Promise<null | {image: GreyImage; pixelsPerPoint: number}> {
  if (graphics.images.length !== 1 || graphics.paintsOverImages || graphics.hasText || graphics.coverage < FULL_PAGE_SCAN) return null
  const [painted] = graphics.images
  const decoded = await pdfImageData(page, painted.source)
  const source = decoded && greyFromPdfImage(decoded)
  if (!source) return null
  const viewport = page.getViewport({scale: 1})
  // Unit square of the image -> displayed page, in points.
  const m = multiply(viewport.transform, painted.matrix)
  const pointsPerPixelX = Math.hypot(m[0], m[1]) / source.width
  const pointsPerPixelY = Math.hypot(m[2], m[3]) / source.height
  const nativeDpi = 72 / Math.max(pointsPerPixelX, pointsPerPixelY)
  let scale = (nativeDpi >= MIN_SCAN_DPI && nativeDpi <= MAX_SCAN_DPI ? nativeDpi : OCR_DPI) / 72
  scale = Math.min(scale, renderScale(viewport.width, viewport.height, maxPixels))
  // Resampled first so that one source pixel is one output pixel along both of its axes.
  const sized = resizeGrey(
    source,
    Math.max(1, Math.round(source.width * pointsPerPixelX * scale)),
    Math.max(1, Math.round(source.height * pointsPerPixelY * scale)),
  )
  const width = Math.max(1, Math.round(viewport.width * scale))
  const height = Math.max(1, Math.round(viewport.height * scale))
  const out = new Uint8Array(width * height).fill(255)
  // Output pixel centre (points) -> unit square (u, v) by the inverse of m; image row 0 is v = 1.
  const det = m[0] * m[3] - m[1] * m[2]
  if (Math.abs(det) < 1e-9) return null
  const ia = m[3] / det
  const ib = -m[1] / det
  const ic = -m[2] / det
  const id = m[0] / det
  for (let y = 0; y < height; y++) {
    const py = (y + 0.5) / scale - m[5]
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) / scale - m[4]
      const u = ia * px + ic * py
      const v = ib * px + id * py
      if (u < 0 || u >= 1 || v <= 0 || v > 1) continue
      out[y * width + x] = sized.data[Math.floor((1 - v) * sized.height) * sized.width + Math.floor(u * sized.width)]
    }
  }

  return {image: {data: out, height, width}, pixelsPerPoint: scale}
}

/** Resamples to width x height: box average when shrinking (no aliasing of thin strokes), bilinear when growing. */
export function resizeGrey(image: GreyImage, width: number, height: number): GreyImage {
  if (width === image.width && height === image.height) return image
  const out = new Uint8Array(width * height)
  const sx = image.width / width
  const sy = image.height / height
  const src = image.data
  if (sx >= 1 && sy >= 1) {
    // Each output row sums its source rows column by column first (one pass over the source, row
    // by row), then each output pixel adds up its columns: the same sums as a box per pixel,
    // several times faster on a page of millions of pixels.
    const xs0 = new Int32Array(width)
    const xs1 = new Int32Array(width)
    for (let x = 0; x < width; x++) {
      xs0[x] = Math.floor(x * sx)
      xs1[x] = Math.max(xs0[x] + 1, Math.min(image.width, Math.floor((x + 1) * sx)))
    }

    const columns = new Uint32Array(image.width)
    for (let y = 0; y < height; y++) {
      const y0 = Math.floor(y * sy)
      const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) * sy)))
      columns.fill(0)
      for (let yy = y0; yy < y1; yy++) {
        const row = yy * image.width
        for (let xx = 0; xx < image.width; xx++) columns[xx] += src[row + xx]
      }

      const rows = y1 - y0
      for (let x = 0; x < width; x++) {
        let sum = 0
        for (let xx = xs0[x]; xx < xs1[x]; xx++) sum += columns[xx]
        out[y * width + x] = sum / (rows * (xs1[x] - xs0[x]))
      }
    }

    return {data: out, height, width}
  }

  for (let y = 0; y < height; y++) {
    const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) * sy - 0.5))
    const y0 = Math.floor(fy)
    const y1 = Math.min(image.height - 1, y0 + 1)
    const wy = fy - y0
    for (let x = 0; x < width; x++) {
      const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) * sx - 0.5))
      const x0 = Math.floor(fx)
      const x1 = Math.min(image.width - 1, x0 + 1)
      const wx = fx - x0
      const top = src[y0 * image.width + x0] * (1 - wx) + src[y0 * image.width + x1] * wx
      const bottom = src[y1 * image.width + x0] * (1 - wx) + src[y1 * image.width + x1] * wx
      out[y * width + x] = top * (1 - wy) + bottom * wy
    }
  }

  return {data: out, height, width}
}

/** Size of an image turned clockwise by `degrees` (the bounding box: nothing is cut off). */
export function rotatedSize(width: number, height: number, degrees: number): {width: number; height: number} {
  const quarter = ((Math.round(degrees) % 360) + 360) % 360
  if (degrees === Math.round(degrees) && quarter % 90 === 0) return quarter % 180 === 0 ? {height, width} : {height: width, width: height}
  const radians = (degrees * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  return {height: Math.round(width * sin + height * cos), width: Math.round(width * cos + height * sin)}
}

/**
 * Turns the image clockwise by `degrees` about its centre into its bounding box, corners filled
 * with white. Quarter turns are exact pixel moves; other angles are resampled bilinearly.
 */
export function rotateGrey(image: GreyImage, degrees: number): GreyImage {
  const {height, width} = rotatedSize(image.width, image.height, degrees)
  const quarter = ((Math.round(degrees) % 360) + 360) % 360
  const src = image.data
  const w = image.width
  const h = image.height
  if (degrees === Math.round(degrees) && quarter % 90 === 0) {
    if (quarter === 0) return image
    const out = new Uint8Array(src.length)
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = src[y * w + x]
        if (quarter === 90) out[x * width + (width - 1 - y)] = v
        else if (quarter === 180) out[(h - 1 - y) * width + (w - 1 - x)] = v
        else out[(height - 1 - x) * width + y] = v
      }
    }

    return {data: out, height, width}
  }

  const out = new Uint8Array(width * height)
  const radians = (degrees * Math.PI) / 180
  const cos = Math.cos(radians)
  const sin = Math.sin(radians)
  const cx = (width - 1) / 2
  const cy = (height - 1) / 2
  const sx0 = (w - 1) / 2
  const sy0 = (h - 1) / 2
  for (let y = 0; y < height; y++) {
    const dy = y - cy
    for (let x = 0; x < width; x++) {
      const dx = x - cx
      // Inverse of the clockwise turn (y down): where this output pixel comes from.
      const fx = dx * cos + dy * sin + sx0
      const fy = -dx * sin + dy * cos + sy0
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out[y * width + x] = 255
        continue
      }

      const wx = fx - x0
      const wy = fy - y0
      const i = y0 * w + x0
      const top = src[i] * (1 - wx) + src[i + 1] * wx
      const bottom = src[i + w] * (1 - wx) + src[i + w + 1] * wx
      out[y * width + x] = top * (1 - wy) + bottom * wy
    }
  }

  return {data: out, height, width}
}

/** Histogram of grey levels. */
function histogram(image: GreyImage): Uint32Array {
  const counts = new Uint32Array(256)
  const {data} = image
  for (let i = 0; i < data.length; i++) counts[data[i]]++
  return counts
}

function percentile(counts: Uint32Array, total: number, fraction: number): number {
  const target = total * fraction
  let seen = 0
  for (let v = 0; v < 256; v++) {
    seen += counts[v]
    if (seen >= target) return v
  }

  return 255
}

/** Long side of the copy the dark surround is looked for on (a few pixels a line of print). */
const SURROUND_LONG_SIDE = 512
/** A surround pixel is darker than this share of the paper's level (the brightest 1 % of the copy). */
const SURROUND_DARK_SHARE = 0.4
/** A dark region reaching the image's edge is a surround from this share of the image on... */
const SURROUND_MIN_EDGE_AREA = 0.05
/** ...and one that does not reach it from this share (a black page photographed on a grey table). */
const SURROUND_MIN_AREA = 0.3
/**
 * Brighter patches inside a dark region smaller than this share of the image are the region's
 * own (specks, a sticker, white letters); larger ones are what lies on it (a card is several %).
 */
const SURROUND_MAX_HOLE = 0.005
/**
 * At most this share of the region's pixels (its patches with it), at full resolution, is
 * brighter than the dark level: a black scanner lid or table has only specks and the edges of
 * what lies on it (0.2 to 0.6 % on set ab's cards and the lid-open passport fixture), while white
 * print on a dark ground (an app's dark header, a page in dark mode) has its letters (5 % and
 * more), and is print to keep.
 */
const SURROUND_MAX_BRIGHT = 0.02

/** The 4-connected neighbours of pixel `p` of an image `width` pixels wide and `size` in all; -1 past an edge. */
function neighbours4(p: number, width: number, size: number): number[] {
  const x = p % width
  return [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p >= width ? p - width : -1, p + width < size ? p + width : -1]
}

/**
 * Labels the 4-connected regions of an image's pixels on one side of `threshold` (below it when
 * `below`), numbered from `firstId` and skipping pixels already labelled (not -1); calls `found`
 * with each region's pixels as it is complete. Returns the next free label.
 */
export function labelRegions(levels: Uint8Array, width: number, threshold: number, below: boolean, label: Int32Array, firstId: number, found: (pixels: Int32Array, count: number, edge: boolean, id: number) => void): number {
  const size = levels.length
  const height = size / width
  const pixels = new Int32Array(size)
  const wanted = (q: number) => label[q] === -1 && levels[q] < threshold === below
  let id = firstId
  for (let seed = 0; seed < size; seed++) {
    if (!wanted(seed)) continue
    let count = 0
    let next = 0
    let edge = false
    pixels[count++] = seed
    label[seed] = id
    while (next < count) {
      const p = pixels[next++]
      const x = p % width
      const y = (p - x) / width
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true
      for (const q of neighbours4(p, width, size)) {
        if (q >= 0 && wanted(q)) {
          label[q] = id
          pixels[count++] = q
        }
      }
    }

    found(pixels, count, edge, id++)
  }

  return id
}

/**
 * Whitens the dark surround of print: the black page of a flatbed scanned with its lid open
 * around cards laid on the glass, the dark table a photographed page or card lies on when the
 * page was not found (perspective.ts). Lighting and contrast (flattenBackground,
 * stretchContrast) take the page's commonest levels for paper; with more black than paper, the
 * black became "paper" blown up into specks and the cards' fine print was washed out (set ab's
 * residence card scanned on black: 5 of 24 values read). Found on a copy reduced to 512 pixels:
 * the dark regions (below 40 % of the paper level) that reach the edge over 5 % of the image,
 * or cover 30 % of it, and hold almost nothing bright at full resolution. They take the paper's
 * level, with their small bright patches (specks), and the dark pixels next to them too (the
 * edge of a card keeps its print). The same image back when there is no such region.
 */
export function whitenDarkSurround(image: GreyImage): GreyImage {
  const {data, height, width} = image
  const factor = Math.min(1, SURROUND_LONG_SIDE / Math.max(width, height))
  const rw = Math.max(1, Math.round(width * factor))
  const rh = Math.max(1, Math.round(height * factor))
  const reduced = resizeGrey(image, rw, rh).data
  const size = reduced.length
  const paper = percentile(histogram({data: reduced, height: rh, width: rw}), size, 0.99)
  const dark = Math.round(paper * SURROUND_DARK_SHARE)
  // The copy's dark regions large enough to be a surround...
  const label = new Int32Array(size).fill(-1)
  const candidates = new Set<number>()
  const regions = labelRegions(reduced, rw, dark, true, label, 0, (_pixels, count, edge, id) => {
    if ((edge && count >= size * SURROUND_MIN_EDGE_AREA) || count >= size * SURROUND_MIN_AREA) candidates.add(id)
  })
  if (candidates.size === 0) return image
  // ...and the small bright patches each holds (bordered by that region alone), counted as its own.
  const owner = new Int32Array(size).fill(-1)
  for (let p = 0; p < size; p++) if (label[p] >= 0) owner[p] = label[p]
  // (A patch's neighbours outside it are all dark, every dark pixel labelled with its region.)
  labelRegions(reduced, rw, dark, false, label, regions, (pixels, count, edge, id) => {
    if (edge || count >= size * SURROUND_MAX_HOLE) return
    let around = -1
    for (let k = 0; k < count && around !== -2; k++) {
      for (const q of neighbours4(pixels[k], rw, size)) {
        if (q < 0 || label[q] === id) continue
        around = around === -1 || around === label[q] ? label[q] : -2
      }
    }

    if (around >= 0 && candidates.has(around)) for (let k = 0; k < count; k++) owner[pixels[k]] = around
  })
  // Each copy pixel's block of full-resolution pixels: its columns once, then row by row.
  const sx = width / rw
  const sy = height / rh
  const blockX = Int32Array.from({length: rw + 1}, (_, x) => Math.min(width, Math.floor(x * sx)))
  const blockY = Int32Array.from({length: rh + 1}, (_, y) => Math.min(height, Math.floor(y * sy)))
  // Print on a dark ground stays: each region's bright pixels at full resolution are counted.
  const bright = new Map<number, number>()
  const pixels = new Map<number, number>()
  for (let r = 0; r < size; r++) {
    const id = owner[r]
    if (!candidates.has(id)) continue
    const rx = r % rw
    const ry = (r - rx) / rw
    let count = 0
    for (let y = blockY[ry]; y < blockY[ry + 1]; y++) for (let i = y * width + blockX[rx], end = y * width + blockX[rx + 1]; i < end; i++) if (data[i] >= dark) count++
    bright.set(id, (bright.get(id) ?? 0) + count)
    pixels.set(id, (pixels.get(id) ?? 0) + (blockX[rx + 1] - blockX[rx]) * (blockY[ry + 1] - blockY[ry]))
  }

  const surround = new Set([...candidates].filter((id) => (bright.get(id) ?? 0) <= (pixels.get(id) ?? 0) * SURROUND_MAX_BRIGHT))
  if (surround.size === 0) return image
  const out = new Uint8Array(data)
  for (let r = 0; r < size; r++) {
    const rx = r % rw
    const ry = (r - rx) / rw
    const inside = surround.has(owner[r])
    if (!inside && !neighbours4(r, rw, size).some((q) => q >= 0 && surround.has(owner[q]))) continue
    for (let y = blockY[ry]; y < blockY[ry + 1]; y++) {
      for (let i = y * width + blockX[rx], end = y * width + blockX[rx + 1]; i < end; i++) if (inside || data[i] < dark) out[i] = paper
    }
  }

  return {data: out, height, width}
}

/** The darkest level taken for paper when evening out lighting. */
const MIN_PAPER_LEVEL = 80
/** Paper brightness varying less than this over the page needs no flattening. */
const EVEN_PAPER_RANGE = 16

/**
 * Evens out the lighting of a photographed page: each pixel is divided by the paper's brightness
 * around it (a max filter over blocks larger than the print, so text does not count as paper),
 * so that a shadowed corner becomes white paper with dark text like the rest of the page.
 */
export function flattenBackground(image: GreyImage): GreyImage {
  const block = Math.max(8, Math.round(Math.max(image.width, image.height) / 60))
  const bw = Math.ceil(image.width / block)
  const bh = Math.ceil(image.height / block)
  // Paper level of each block: a high percentile (the brightest pixels, robust to specks).
  const paper = new Float32Array(bw * bh)
  const counts = new Uint32Array(256)
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      counts.fill(0)
      let n = 0
      const y1 = Math.min(image.height, (by + 1) * block)
      const x1 = Math.min(image.width, (bx + 1) * block)
      for (let y = by * block; y < y1; y += 2) {
        for (let x = bx * block; x < x1; x += 2) {
          counts[image.data[y * image.width + x]]++
          n++
        }
      }

      paper[by * bw + bx] = percentile(counts, n, 0.9)
    }
  }

  // Even paper (a rendered page, a clean scan): nothing to correct.
  let darkest = 255
  let brightest = 0
  for (const level of paper) {
    darkest = Math.min(darkest, level)
    brightest = Math.max(brightest, level)
  }

  if (brightest - darkest < EVEN_PAPER_RANGE) return image

  // Blocks full of ink (a dense line, a logo) borrow the brightest neighbour's paper level.
  const smoothed = new Float32Array(paper.length)
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let best = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx
          const ny = by + dy
          if (nx >= 0 && ny >= 0 && nx < bw && ny < bh) best = Math.max(best, paper[ny * bw + nx])
        }
      }

      // Never more than a gain of about 3: a black area (the lid left open, the table around a
      // photo) is not paper, and blown up it is only noise.
      smoothed[by * bw + bx] = Math.max(MIN_PAPER_LEVEL, best)
    }
  }

  // Bilinear interpolation of the block levels: per column once, per row once, then one
  // multiply per pixel (by the reciprocal of the paper level).
  const column = new Int32Array(image.width)
  const columnWeight = new Float32Array(image.width)
  for (let x = 0; x < image.width; x++) {
    const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5))
    column[x] = Math.floor(fx)
    columnWeight[x] = fx - column[x]
  }

  const rowLevels = new Float32Array(bw)
  const out = new Uint8Array(image.data.length)
  const {data, width} = image
  for (let y = 0; y < image.height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5))
    const by0 = Math.floor(fy)
    const by1 = Math.min(bh - 1, by0 + 1)
    const wy = fy - by0
    for (let bx = 0; bx < bw; bx++) rowLevels[bx] = 255 / (smoothed[by0 * bw + bx] * (1 - wy) + smoothed[by1 * bw + bx] * wy)
    const row = y * width
    for (let x = 0; x < width; x++) {
      const bx0 = column[x]
      const wx = columnWeight[x]
      const gain = bx0 + 1 < bw ? rowLevels[bx0] * (1 - wx) + rowLevels[bx0 + 1] * wx : rowLevels[bx0]
      const v = data[row + x] * gain
      out[row + x] = v > 255 ? 255 : v
    }
  }

  return {data: out, height: image.height, width: image.width}
}

/** The grey range stretched to full black..white is at least this (a gain of at most 2.5). */
const MIN_STRETCH_RANGE = 102
/**
 * Paper grain wider than this (grey levels, one standard deviation) is not paper grain but
 * content (a photo, a tinted form): no whitening then.
 */
const MAX_PAPER_GRAIN = 20

/** Quartiles spread less than this (grey levels) are grain, whatever the peak's width. */
const SECOND_TONE_SPREAD = 6

/**
 * The paper's grain from the width of its peak in the histogram (the brightest tall peak: the
 * half width at half height under it, as one standard deviation): the quartiles' spread also
 * counts areas of another tone (an app's grey background between white cards, a form's shaded
 * cells) as grain, and whitening that much washes out grey print.
 */
function peakGrain(counts: Uint32Array): number {
  let mode = 255
  for (let v = 255; v >= 128; v--) if (counts[v] > counts[mode]) mode = v
  let v = mode
  while (v > 0 && counts[v] > counts[mode] / 2) v--
  return Math.max(1, mode - v) / 1.1774
}

/**
 * Stretches grey levels so that the darkest ink is black and the paper pure white (a faded scan,
 * a grey photo). Paper is the median level, and its grain (the spread of the quartiles: most of a
 * page is paper) is whitened too: grainy paper otherwise wrecks tesseract's global (Otsu)
 * threshold on a page with little print, which falls inside the grain, turns the page to specks,
 * and makes the read take minutes for nothing. An image with almost no contrast (blank, or
 * uniformly dark) is left as it is.
 */
export function stretchContrast(image: GreyImage): GreyImage {
  const counts = histogram(image)
  const total = image.data.length
  const paper = percentile(counts, total, 0.5)
  // (The quartiles' spread, unless it is more than twice the paper peak's width: then the page has
  // areas of a second tone, and the grain is the peak's.)
  const quartileGrain = (percentile(counts, total, 0.75) - percentile(counts, total, 0.25)) / 1.35
  const peak = peakGrain(counts)
  const grain = quartileGrain > Math.max(2 * peak, SECOND_TONE_SPREAD) ? peak : quartileGrain
  const high = grain <= MAX_PAPER_GRAIN ? Math.round(paper - 3.5 * grain) : percentile(counts, total, 0.6)
  // On a page with little print the darkest 0.5 % may be paper too: the gain is capped so that
  // what is left of the grain is not blown up into specks.
  const low = Math.min(percentile(counts, total, 0.005), Math.max(0, high - MIN_STRETCH_RANGE))
  if (high - low < 24) return image
  const lut = new Uint8Array(256)
  for (let v = 0; v < 256; v++) lut[v] = v >= high ? 255 : Math.max(0, Math.round(((v - low) * 255) / (high - low)))
  const out = new Uint8Array(total)
  const {data} = image
  for (let i = 0; i < total; i++) out[i] = lut[data[i]]
  return {data: out, height: image.height, width: image.width}
}

/**
 * How far the darkest mark stands below the paper (grey levels), on a copy reduced 4 times (so
 * that sensor noise averages out and print does not): near 0 for a blank page or one scanned
 * with the lid open (all black), 100 or more for print on paper.
 */
export function printContrast(image: GreyImage): number {
  const reduced = resizeGrey(image, Math.max(1, Math.round(image.width / 4)), Math.max(1, Math.round(image.height / 4)))
  let darkest = 255
  for (let i = 0; i < reduced.data.length; i++) if (reduced.data[i] < darkest) darkest = reduced.data[i]
  return percentile(histogram(reduced), reduced.data.length, 0.9) - darkest
}

/** The image as binary PGM (P5): what tesseract decodes fastest, no compression to pay for. */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`)
  const out = new Uint8Array(header.length + image.data.length)
  out.set(header)
  out.set(image.data, header.length)
  return out
}

/** A rectangle of the image (clamped to it). */
export function cropGrey(image: GreyImage, x: number, y: number, width: number, height: number): GreyImage {
  const x0 = Math.max(0, Math.round(x))
  const y0 = Math.max(0, Math.round(y))
  const x1 = Math.min(image.width, Math.round(x + width))
  const y1 = Math.min(image.height, Math.round(y + height))
  const w = Math.max(1, x1 - x0)
  const h = Math.max(1, y1 - y0)
  const out = new Uint8Array(w * h)
  for (let row = 0; row < h && y0 + row < image.height; row++) out.set(image.data.subarray((y0 + row) * image.width + x0, (y0 + row) * image.width + x0 + w), row * w)
  return {data: out, height: h, width: w}
}

/** Long side of the image the geometry is measured on (about 130 dpi for an A4 page). */
const ANALYSIS_LONG_SIDE = 1500

/**
 * The copy of a page the geometry is measured on (long side 1500 px): measuring, turning and
 * cutting it is ten times cheaper than the full image, and the functions below given this copy
 * do not reduce it again.
 */
export function analysisCopy(image: GreyImage): GreyImage {
  const factor = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(image.width, image.height))
  return resizeGrey(image, Math.max(1, Math.round(image.width * factor)), Math.max(1, Math.round(image.height * factor)))
}

/** Mean grey of the (2 radius + 1)-wide square around each pixel (an integral image: one pass whatever the radius). */
function localMeans(image: GreyImage, radius: number): Float32Array {
  const {height, width} = image
  const integral = new Float64Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let rowSum = 0
    for (let x = 0; x < width; x++) {
      rowSum += image.data[y * width + x]
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + rowSum
    }
  }

  const means = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius)
    const y1 = Math.min(height, y + radius + 1)
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius)
      const x1 = Math.min(width, x + radius + 1)
      const sum = integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1] - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0]
      means[y * width + x] = sum / ((y1 - y0) * (x1 - x0))
    }
  }

  return means
}

/**
 * Ink pixels: darker than their neighbourhood's mean by a margin (a local threshold, so uneven
 * lighting and grey backgrounds do not turn whole regions black).
 */
function inkMask(image: GreyImage): Uint8Array {
  const means = localMeans(image, Math.max(8, Math.round(Math.max(image.width, image.height) / 80)))
  const mask = new Uint8Array(image.data.length)
  for (let i = 0; i < mask.length; i++) if (image.data[i] < means[i] - Math.max(16, means[i] * 0.15)) mask[i] = 1
  return mask
}

/** Marks larger than this share of the image's long side are not letters (borders, photos, rules, shadows). */
const MAX_MARK_SHARE = 1 / 25

/**
 * Ink that looks like print: the ink mask's connected marks (8-connected) no larger than a big
 * letter and no smaller than 3 pixels. Shadows and the table around a photographed page, photos,
 * logos and the rules of a table are long or large marks: left out, they no longer drown the
 * text lines in the projection profiles.
 */
function textMask(image: GreyImage): Uint8Array {
  const {height, width} = image
  const ink = inkMask(image)
  const labels = new Int32Array(width * height)
  const parent: number[] = [0]
  const find = (label: number): number => {
    let root = label
    while (parent[root] !== root) root = parent[root]
    while (parent[label] !== root) {
      const next = parent[label]
      parent[label] = root
      label = next
    }

    return root
  }

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (ink[i] === 0) continue
      let label = 0
      const neighbours = [x > 0 ? labels[i - 1] : 0, y > 0 && x > 0 ? labels[i - width - 1] : 0, y > 0 ? labels[i - width] : 0, y > 0 && x < width - 1 ? labels[i - width + 1] : 0]
      for (const neighbour of neighbours) {
        if (neighbour === 0) continue
        if (label === 0) {
          label = find(neighbour)
          continue
        }

        const a = find(label)
        const b = find(neighbour)
        if (a !== b) {
          parent[Math.max(a, b)] = Math.min(a, b)
          label = Math.min(a, b)
        }
      }

      if (label === 0) {
        label = parent.length
        parent.push(label)
      }

      labels[i] = label
    }
  }

  const count = parent.length
  const minX = new Int32Array(count).fill(width)
  const maxX = new Int32Array(count).fill(-1)
  const minY = new Int32Array(count).fill(height)
  const maxY = new Int32Array(count).fill(-1)
  const size = new Int32Array(count)
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === 0) continue
    const root = find(labels[i])
    labels[i] = root
    const x = i % width
    const y = (i - x) / width
    if (x < minX[root]) minX[root] = x
    if (x > maxX[root]) maxX[root] = x
    if (y < minY[root]) minY[root] = y
    if (y > maxY[root]) maxY[root] = y
    size[root]++
  }

  const limit = Math.max(width, height) * MAX_MARK_SHARE
  const mask = new Uint8Array(width * height)
  for (let i = 0; i < labels.length; i++) {
    const root = labels[i]
    if (root !== 0 && size[root] >= 3 && maxX[root] - minX[root] < limit && maxY[root] - minY[root] < limit) mask[i] = 1
  }

  return mask
}

/**
 * The text marks of an image (textMask of its analysis copy) as weighted points, centred, on a
 * grid of `cell` analysis pixels (each cell weighs the marks it holds): a coarse grid blurs the
 * letters of a line into one bar, the finest keeps every pixel. At most `maxPoints` points.
 */
function inkPoints(mask: Uint8Array, width: number, height: number, cell: number, maxPoints: number): InkPoints {
  const columns = Math.ceil(width / cell)
  const rows = Math.ceil(height / cell)
  const weights = new Float32Array(columns * rows)
  let ink = 0
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * columns
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] === 0) continue
      weights[row + Math.floor(x / cell)]++
      ink++
    }
  }

  let cells = 0
  for (const weight of weights) if (weight > 0) cells++
  const step = Math.max(1, Math.ceil(cells / maxPoints))
  const count = Math.floor(cells / step)
  const points: InkPoints = {ink, span: Math.ceil(Math.hypot(columns, rows) / 2) + 1, weights: new Float32Array(count), xs: new Float32Array(count), ys: new Float32Array(count)}
  let seen = 0
  let n = 0
  for (let i = 0; i < weights.length && n < count; i++) {
    if (weights[i] === 0 || seen++ % step !== 0) continue
    points.xs[n] = (i % columns) - columns / 2
    points.ys[n] = Math.floor(i / columns) - rows / 2
    points.weights[n] = weights[i]
    n++
  }

  return points
}

interface InkPoints {
  xs: Float32Array
  ys: Float32Array
  weights: Float32Array
  span: number
  ink: number
}

/**
 * How sharply the ink turned by `degrees` piles into rows: the squared steps between neighbouring
 * row sums, relative to the total (so that images of any size and ink compare). Level text lines make tall narrow peaks with steep sides; any other angle
 * smears them.
 */
function profileSharpness(points: InkPoints, degrees: number, bin = 1): number {
  const {span, weights, xs, ys} = points
  if (xs.length === 0) return 0
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians) / bin
  const cos = Math.cos(radians) / bin
  const offset = Math.ceil(span / bin)
  const rows = new Float64Array(2 * offset + 2)
  let total = 0
  for (let i = 0; i < xs.length; i++) {
    rows[Math.round(xs[i] * sin + ys[i] * cos) + offset] += weights[i]
    total += weights[i]
  }

  let sharpness = 0
  for (let r = 1; r < rows.length; r++) sharpness += (rows[r] - rows[r - 1]) ** 2
  return sharpness / (total * total)
}

/** How a page must be turned (clockwise) for its text lines to be level. */
export interface PageGeometry {
  /** 0: lines run across the image (upright or upside down); 90: they run down it (turned a quarter). */
  quarter: 0 | 90
  /** Degrees (clockwise, within +-8) that level the lines once the quarter turn is applied. */
  skew: number
  /**
   * How much sharper the chosen direction's lines are than the other's (1 = no difference):
   * near 1 for a page with too little text to tell.
   */
  certainty: number
  /** Ink pixels found on the reduced image: 0 for a blank page. */
  ink: number
}

/** Largest skew searched (phone photos are a few degrees off; more than this is a quarter turn problem). */
const MAX_SKEW_DEGREES = 8

/**
 * Finds the text direction and skew from projection profiles. The direction is decided on a small
 * copy (long side 300 px), where the letters of a line blur into one bar and only lines remain:
 * at full resolution, the straight left edges of a table's columns can be as sharp as its rows.
 * The skew is then refined on a larger copy (long side 1500 px) around the coarse angle.
 */
export function pageGeometry(image: GreyImage): PageGeometry {
  const analysis = analysisCopy(image)
  const mask = textMask(analysis)
  const points = inkPoints(mask, analysis.width, analysis.height, 1, 200_000)
  if (points.xs.length === 0) return {certainty: 1, ink: 0, quarter: 0, skew: 0}
  // Direction on rows about 1/300 of the long side thick: the letters of a line fall in one or
  // two rows, lines of print become bars, and the straight left edges of a table's columns no
  // longer count for more than its lines.
  const coarseBin = Math.max(1, Math.max(analysis.width, analysis.height) / 300)
  const coarse = (base: number): {angle: number; sharpness: number} => {
    let best = {angle: 0, sharpness: -1}
    for (let a = -MAX_SKEW_DEGREES; a <= MAX_SKEW_DEGREES; a += 0.5) {
      const sharpness = profileSharpness(points, base + a, coarseBin)
      if (sharpness > best.sharpness) best = {angle: a, sharpness}
    }

    return best
  }

  const across = coarse(0)
  const down = coarse(90)
  const quarter = down.sharpness > across.sharpness ? 90 : 0
  const chosen = quarter === 90 ? down : across
  const other = quarter === 90 ? across : down
  let skew = chosen.angle
  let best = -1
  for (let a = chosen.angle - 0.6; a <= chosen.angle + 0.6 + 1e-9; a += 0.05) {
    const sharpness = profileSharpness(points, quarter + a)
    if (sharpness > best) {
      best = sharpness
      skew = a
    }
  }

  return {certainty: chosen.sharpness / Math.max(1e-9, other.sharpness), ink: points.ink, quarter, skew: Math.round(skew * 100) / 100}
}

/** A text line found in a levelled image: its rows. */
interface InkLine {
  y0: number
  y1: number
  x0: number
  x1: number
  ink: number
}

/**
 * Text lines of a levelled image: runs of rows holding ink, cut at empty rows. Rules of a table
 * (one or two rows of solid ink) are not lines of text and are dropped.
 */
function inkLines(image: GreyImage): {lines: InkLine[]; factor: number; mask: Uint8Array; width: number} {
  const factor = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(image.width, image.height))
  const small = resizeGrey(image, Math.max(1, Math.round(image.width * factor)), Math.max(1, Math.round(image.height * factor)))
  const mask = textMask(small)
  const rows = new Uint32Array(small.height)
  for (let y = 0; y < small.height; y++) {
    let sum = 0
    for (let x = 0; x < small.width; x++) sum += mask[y * small.width + x]
    rows[y] = sum
  }

  const sorted = [...rows].filter((v) => v > 0).sort((a, b) => a - b)
  const floor = Math.max(1, (sorted[Math.floor(sorted.length * 0.9)] ?? 0) * 0.04)
  const lines: InkLine[] = []
  let start = -1
  for (let y = 0; y <= small.height; y++) {
    const inLine = y < small.height && rows[y] >= floor
    if (inLine && start < 0) start = y
    if (!inLine && start >= 0) {
      const y0 = start
      const y1 = y
      start = -1
      if (y1 - y0 < 3) continue
      let x0 = small.width
      let x1 = 0
      let ink = 0
      for (let yy = y0; yy < y1; yy++) {
        for (let x = 0; x < small.width; x++) {
          if (mask[yy * small.width + x] === 0) continue
          ink++
          if (x < x0) x0 = x
          if (x > x1) x1 = x
        }
      }

      // A rule: ink spread over the whole run at an even density, one stroke high.
      if (ink >= (x1 - x0 + 1) * (y1 - y0) * 0.7) continue
      lines.push({ink, x0, x1: x1 + 1, y0, y1})
    }
  }

  return {factor, lines, mask, width: small.width}
}

/**
 * Whether the text of a levelled image stands upright, from the shape of Latin lines: ascenders
 * and capitals (b d f h k l t, A-Z, accents) rise above the x-height band more often than
 * descenders (g j p q y) fall below it, so a line's ink above the band outweighs its ink below
 * when upright, and the reverse upside down. Each line with a clear difference votes; lines of
 * capitals or digits only abstain, and blocks much taller than the text lines (a photo, a logo)
 * are left out. Returns the vote margin (up - down) / voters, scaled down below four voters:
 * > 0 upright, < 0 upside down, near 0 undecided.
 */
export function uprightScore(image: GreyImage): number {
  const {lines, mask, width} = inkLines(image)
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b)
  const typical = heights[Math.floor(heights.length / 2)] ?? 0
  let up = 0
  let down = 0
  for (const line of lines) {
    const height = line.y1 - line.y0
    if (height < 6 || height > typical * 2.5) continue
    const rows: number[] = []
    for (let y = line.y0; y < line.y1; y++) {
      let sum = 0
      for (let x = line.x0; x < line.x1; x++) sum += mask[y * width + x]
      rows.push(sum)
    }

    const peak = Math.max(...rows)
    // The x-height band: the dense rows around the peak.
    let top = rows.indexOf(peak)
    let bottom = top
    while (top > 0 && rows[top - 1] >= peak * 0.45) top--
    while (bottom < rows.length - 1 && rows[bottom + 1] >= peak * 0.45) bottom++
    let above = 0
    let below = 0
    for (let i = 0; i < top; i++) above += rows[i]
    for (let i = bottom + 1; i < rows.length; i++) below += rows[i]
    // Too little ink outside the band to tell (capitals, digits): the line abstains.
    if (above + below < peak * MIN_OUTSIDE_BAND) continue
    const asymmetry = (above - below) / (above + below)
    if (asymmetry >= LINE_VOTE_ASYMMETRY) up++
    else if (asymmetry <= -LINE_VOTE_ASYMMETRY) down++
  }

  const voters = up + down
  return voters === 0 ? 0 : ((up - down) / voters) * Math.min(1, voters / 4)
}

/** A line votes when the ink outside its x-height band is at least this share of its densest row. */
const MIN_OUTSIDE_BAND = 0.5
/** A line votes when its ink above and below the x-height band differ by this share. */
const LINE_VOTE_ASYMMETRY = 0.2

/**
 * A band of whole text lines (in the image's pixels) holding the most ink, about `targetLines`
 * lines: the sample that a trial read in each orientation compares. Null when the page has no
 * line of text.
 */
export function densestBand(image: GreyImage, targetLines = 8): null | {x: number; y: number; width: number; height: number} {
  const {factor, lines} = inkLines(image)
  if (lines.length === 0) return null
  const take = Math.min(targetLines, lines.length)
  let best = 0
  let bestInk = -1
  for (let i = 0; i + take <= lines.length; i++) {
    let ink = 0
    for (let j = i; j < i + take; j++) ink += lines[j].ink
    if (ink > bestInk) {
      bestInk = ink
      best = i
    }
  }

  const chosen = lines.slice(best, best + take)
  const pad = 4
  const x0 = Math.max(0, Math.min(...chosen.map((l) => l.x0)) - pad)
  const x1 = Math.max(...chosen.map((l) => l.x1)) + pad
  const y0 = Math.max(0, chosen[0].y0 - pad)
  const y1 = chosen.at(-1)!.y1 + pad
  return {height: Math.min(image.height, (y1 - y0) / factor), width: Math.min(image.width, (x1 - x0) / factor), x: x0 / factor, y: y0 / factor}
}

/**
 * Grey level below which a pixel counts as ink when looking for ruled lines: lenient, because a
 * hairline comes out of a scanner or a camera light grey (and tesseract's threshold then keeps
 * pieces of it).
 */
const RULE_INK_LEVEL = 200
/** Paper, when following a rule's grey fringe outwards. */
const RULE_PAPER_LEVEL = 245

/**
 * Marks, for each pixel, whether it lies in a thin run of ink across the direction of a rule:
 * `thin[i]` is the run's length (1..maxThickness) or 0. Across a horizontal rule is down a
 * column, across a vertical rule is along a row. Both walk the image row by row (runs down the
 * columns are followed for all columns at once): a page is millions of pixels, and walking it
 * column by column is several times slower.
 */
function thinRuns(data: Uint8Array, width: number, height: number, horizontal: boolean, maxThickness: number): Uint8Array {
  const thin = new Uint8Array(width * height)
  if (!horizontal) {
    for (let y = 0; y < height; y++) {
      const row = y * width
      let x = 0
      while (x < width) {
        if (data[row + x] >= RULE_INK_LEVEL) {
          x++
          continue
        }

        let end = x
        while (end < width && data[row + end] < RULE_INK_LEVEL) end++
        if (end - x <= maxThickness) for (let k = x; k < end; k++) thin[row + k] = end - x
        x = end
      }
    }

    return thin
  }

  const start = new Int32Array(width).fill(-1)
  for (let y = 0; y <= height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      if (y < height && data[row + x] < RULE_INK_LEVEL) {
        if (start[x] < 0) start[x] = y
      } else if (start[x] >= 0) {
        const length = y - start[x]
        if (length <= maxThickness) for (let k = start[x]; k < y; k++) thin[k * width + x] = length
        start[x] = -1
      }
    }
  }

  return thin
}

/**
 * Whitens the ruled lines of forms and tables (cell borders, underlines, frames) before OCR.
 * Tesseract takes a border touching the print for part of a letter (`|`, `[`, `l`), merges the
 * cells of a row into one word, or reads a whole column as noise; a page of grids (a payslip, a
 * URSSAF certificate, an ID card's frame) reads far better without them.
 *
 * A rule is ink that is thin across (at most about 0.5 mm) and long along (at least about 7 mm
 * without a break): print never is, its strokes are short (a 10 pt letter's stem is 3.5 mm) or
 * its letters break the run every few pixels. A rule may drift by a pixel (a skew left after
 * levelling): the run follows it one row up or down. Only the thin ink of the rule is whitened,
 * so a letter crossed by a rule keeps its own strokes.
 */
export function removeRules(image: GreyImage, pixelsPerPoint: number): GreyImage {
  const {data, height, width} = image
  const minLength = Math.max(24, Math.round(20 * pixelsPerPoint))
  const maxThickness = Math.max(2, Math.round(1.5 * pixelsPerPoint))
  const out = new Uint8Array(data)
  let removed = 0
  // From `start`, `count` pixels `step` apart, up to paper (a rule's grey fringe included), never
  // further than a rule is thick.
  const walk = (start: number, step: number, count: number) => {
    for (let steps = 0; steps < count && steps <= maxThickness + 1; steps++) {
      const at = start + steps * step
      if (data[at] >= RULE_PAPER_LEVEL && steps > 1) break
      if (out[at] !== 255) removed++
      out[at] = 255
    }
  }

  // Across the rule from the line it runs along, to both sides: `i` is the pixel on the line,
  // `across` the step across it, `before`/`after` how many pixels there are on either side.
  const whiten = (i: number, across: number, before: number, after: number) => {
    walk(i, -across, before + 1)
    walk(i + across, across, after)
  }

  // Horizontal rules: a position is "on" when thin ink lies on its row or one row up or down.
  let thin = thinRuns(data, width, height, true, maxThickness)
  const on = new Uint8Array(width)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const i = row + x
      on[x] = thin[i] > 0 || (y > 0 && thin[i - width] > 0) || (y + 1 < height && thin[i + width] > 0) ? 1 : 0
    }

    let x = 0
    while (x < width) {
      if (!on[x]) {
        x++
        continue
      }

      let end = x
      while (end < width && on[end]) end++
      if (end - x >= minLength) for (let k = x; k < end; k++) whiten(row + k, width, y, height - 1 - y)
      x = end
    }
  }

  // Vertical rules: "on" when thin ink lies in its column or one column left or right; the runs
  // down the columns are followed for all columns at once, row by row.
  thin = thinRuns(data, width, height, false, maxThickness)
  const start = new Int32Array(width).fill(-1)
  for (let y = 0; y <= height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const i = row + x
      if (y < height && (thin[i] > 0 || (x > 0 && thin[i - 1] > 0) || (x + 1 < width && thin[i + 1] > 0))) {
        if (start[x] < 0) start[x] = y
      } else if (start[x] >= 0) {
        if (y - start[x] >= minLength) for (let k = start[x]; k < y; k++) whiten(k * width + x, 1, x, width - 1 - x)
        start[x] = -1
      }
    }
  }

  return removed === 0 ? image : {data: out, height, width}
}

/** Grey level below which a pixel counts as the dark background of a bar. */
const BAR_DARK_LEVEL = 96
/** A bar spans at least this share of the page's width... */
const BAR_MIN_WIDTH = 0.3
/** ...is at least this many points tall (thicker than any rule)... */
const BAR_MIN_HEIGHT_PT = 6
/** ...and at least this share of its area is dark (print on paper never is). */
const BAR_MIN_DARK = 0.6

/**
 * Turns white-on-dark bars into dark-on-white print: the filled header or total bars of payslips
 * and bills ("NET À PAYER AVANT IMPÔT   2 285,48 €" in white on black). Tesseract finds inverted
 * text only line by line and misses part of it (the amount, here), so each dark band wider than
 * a third of the page, taller than a rule and mostly dark is inverted within its own extent.
 */
export function invertDarkBars(image: GreyImage, pixelsPerPoint: number): GreyImage {
  const {data, height, width} = image
  const minHeight = Math.max(4, Math.round(BAR_MIN_HEIGHT_PT * pixelsPerPoint))
  const darkRow = new Uint8Array(height)
  for (let y = 0; y < height; y++) {
    let dark = 0
    const row = y * width
    for (let x = 0; x < width; x++) if (data[row + x] < BAR_DARK_LEVEL) dark++
    darkRow[y] = dark >= width * BAR_MIN_WIDTH ? 1 : 0
  }

  let out: Uint8Array | undefined
  for (let y = 0; y < height; y++) {
    if (!darkRow[y]) continue
    let end = y
    while (end < height && darkRow[end]) end++
    const [y0, y1] = [y, end]
    y = end
    if (y1 - y0 < minHeight) continue
    // The bar's extent: the columns dark over most of the band.
    const columns = new Uint32Array(width)
    for (let yy = y0; yy < y1; yy++) for (let x = 0; x < width; x++) if (data[yy * width + x] < BAR_DARK_LEVEL) columns[x]++
    const full = (y1 - y0) * 0.7
    let x0 = 0
    while (x0 < width && columns[x0] < full) x0++
    let x1 = width - 1
    while (x1 > x0 && columns[x1] < full) x1--
    if (x1 - x0 < width * BAR_MIN_WIDTH) continue
    let dark = 0
    for (let x = x0; x <= x1; x++) dark += columns[x]
    if (dark < (x1 - x0 + 1) * (y1 - y0) * BAR_MIN_DARK) continue
    out ??= new Uint8Array(data)
    for (let yy = y0; yy < y1; yy++) for (let x = x0; x <= x1; x++) out[yy * width + x] = 255 - data[yy * width + x]
  }

  return out ? {data: out, height, width} : image
}
