/**
 * Print that a page's OCR left unread: lines of ink that no word tesseract returned covers.
 *
 * Why: tesseract's page layout analysis sets aside whatever it takes for a picture, and with it
 * print that stands close to one. On every French tax notice (and on invoices, certificates) a
 * 2D-Doc code sits under the last lines of values; on the corpus's scans of the "avis de
 * situation déclarative", the date of issue printed just above it was never read, though the same
 * crop read alone comes back at 96 %. Such lines are found here and read again on their own
 * (ocr.ts), so that a value is not lost for being next to a picture.
 *
 * Found on a grid of cells about a point wide: a cell is ink when a quarter of its pixels are dark
 * and no word read covers it; ink cells a few points apart on a row are joined (the letters and
 * words of a line), and joined runs that touch make a region. A region is a line of print when it
 * is as high as print (5 to 36 pt), at least one and a half times as wide as high (not a code, a
 * photo or a logo), made of enough ink cells (not specks of a scan), and not filled like a picture
 * (print leaves most of its box as paper).
 */
import type {GreyImage} from './raster.js'

export interface PixelBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** Grey level below which a pixel is ink (the page has been evened out and stretched: raster.ts). */
const INK_LEVEL = 128
/**
 * The same for light grey print, looked for after the dark: labels printed in grey ("Titulaire du
 * compte", "IBAN" over their values on an online bank's RIB) fall on the paper's side of
 * tesseract's global threshold once scanned, and are lost with the page's read; read again on
 * their own, made darker (ocr.ts), they come back. (Not instead of the dark level: on a grainy
 * scan the grain is ink at this level, every region runs into the next and none is kept.)
 */
const FAINT_INK_LEVEL = 200
/** Gap on a row, in points, still inside one line of print (letter and word spacing). */
const JOIN_GAP_PT = 4
const MIN_HEIGHT_PT = 5
const MAX_HEIGHT_PT = 36
const MIN_ASPECT = 1.5
/** Ink cells a region needs: a word of three or four letters at 8 pt has about this many. */
const MIN_INK_CELLS = 12
/** Share of a region's cells that are ink above which it is a picture, not print (bold print fills 0.7). */
const MAX_FILL = 0.85
/** Regions read again at most, largest first (a bound on the time a page can take: a page of grey labels has a dozen). */
export const MAX_UNREAD_REGIONS = 16

export function unreadPrint(image: GreyImage, read: readonly PixelBox[], pixelsPerPoint: number): PixelBox[] {
  const covering = alongTheirLines(read)
  const dark = regionsAt(image, covering, pixelsPerPoint, INK_LEVEL)
  const meets = (a: PixelBox, b: PixelBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
  const faint = regionsAt(image, covering, pixelsPerPoint, FAINT_INK_LEVEL).filter((region) => !dark.some((other) => meets(region, other)))
  return [...dark, ...faint]
    .sort((a, b) => b.inkCells - a.inkCells)
    .slice(0, MAX_UNREAD_REGIONS)
    .map(({x0, x1, y0, y1}) => ({x0, x1, y0, y1}))
}

/** The lines of print no box of `covering` covers, ink being darker than `inkLevel`, with their ink cells. */
function regionsAt(image: GreyImage, covering: readonly PixelBox[], pixelsPerPoint: number, inkLevel: number): (PixelBox & {inkCells: number})[] {
  const {data, height, width} = image
  const cell = Math.max(2, Math.round(pixelsPerPoint))
  const gw = Math.ceil(width / cell)
  const gh = Math.ceil(height / cell)
  const covered = new Uint8Array(gw * gh)
  for (const box of covering) {
    // (One cell around a word: its box may clip an accent or a descender.)
    const cx0 = Math.max(0, Math.floor(box.x0 / cell) - 1)
    const cx1 = Math.min(gw - 1, Math.floor(box.x1 / cell) + 1)
    const cy0 = Math.max(0, Math.floor(box.y0 / cell) - 1)
    const cy1 = Math.min(gh - 1, Math.floor(box.y1 / cell) + 1)
    for (let cy = cy0; cy <= cy1; cy++) covered.fill(1, cy * gw + cx0, cy * gw + cx1 + 1)
  }

  const dark = new Uint16Array(gw * gh)
  for (let y = 0; y < height; y++) {
    const row = y * width
    const cellRow = Math.floor(y / cell) * gw
    for (let x = 0; x < width; x++) if (data[row + x] < inkLevel) dark[cellRow + Math.floor(x / cell)]++
  }

  const minDark = Math.max(2, Math.floor((cell * cell) / 4))
  const ink = new Uint8Array(gw * gh)
  for (let i = 0; i < ink.length; i++) ink[i] = dark[i] >= minDark && !covered[i] ? 1 : 0

  // Rows of ink joined across small gaps.
  const joinCells = Math.max(1, Math.round((JOIN_GAP_PT * pixelsPerPoint) / cell))
  const joined = new Uint8Array(ink)
  for (let cy = 0; cy < gh; cy++) {
    let last = -1
    for (let cx = 0; cx < gw; cx++) {
      if (!ink[cy * gw + cx]) continue
      if (last >= 0 && cx - last - 1 <= joinCells) joined.fill(1, cy * gw + last + 1, cy * gw + cx)
      last = cx
    }
  }

  const regions: (PixelBox & {inkCells: number})[] = []
  const seen = new Uint8Array(gw * gh)
  const stack: number[] = []
  for (let start = 0; start < joined.length; start++) {
    if (!joined[start] || seen[start]) continue
    let [x0, y0, x1, y1, inkCells, cells] = [gw, gh, 0, 0, 0, 0]
    seen[start] = 1
    stack.push(start)
    while (stack.length > 0) {
      const i = stack.pop()!
      const cx = i % gw
      const cy = (i - cx) / gw
      x0 = Math.min(x0, cx)
      x1 = Math.max(x1, cx)
      y0 = Math.min(y0, cy)
      y1 = Math.max(y1, cy)
      inkCells += ink[i]
      cells++
      for (const next of [cx > 0 ? i - 1 : -1, cx < gw - 1 ? i + 1 : -1, cy > 0 ? i - gw : -1, cy < gh - 1 ? i + gw : -1]) {
        if (next >= 0 && joined[next] && !seen[next]) {
          seen[next] = 1
          stack.push(next)
        }
      }
    }

    const heightPt = ((y1 - y0 + 1) * cell) / pixelsPerPoint
    const aspect = (x1 - x0 + 1) / (y1 - y0 + 1)
    const fill = inkCells / ((x1 - x0 + 1) * (y1 - y0 + 1))
    if (heightPt < MIN_HEIGHT_PT || heightPt > MAX_HEIGHT_PT || aspect < MIN_ASPECT || inkCells < MIN_INK_CELLS || fill > MAX_FILL || cells === 0) continue
    regions.push({inkCells, x0: x0 * cell, x1: Math.min(width, (x1 + 1) * cell), y0: y0 * cell, y1: Math.min(height, (y1 + 1) * cell)})
  }

  return regions
}

/**
 * Words' boxes with their tops brought down to their line's: OCR boxes a word with an accented
 * capital taller ("TORRÉFACTION" from 185 to 210 pt beside "DES" from 196), and such a box would
 * cover a line of small print right above (the grey label over a RIB's holder). A word's line is
 * the words beside it (within two of its heights) whose boxes share half its height; its top is at
 * most a fifth of its height above their median top.
 */
export function alongTheirLines(read: readonly PixelBox[]): PixelBox[] {
  return read.map((box) => {
    const h = box.y1 - box.y0
    const tops = read
      .filter((other) => {
        const shared = Math.min(box.y1, other.y1) - Math.max(box.y0, other.y0)
        const gap = Math.max(other.x0 - box.x1, box.x0 - other.x1)
        return shared > 0.5 * Math.min(h, other.y1 - other.y0) && gap < 2 * h
      })
      .map((other) => other.y0)
      .sort((a, b) => a - b)
    const median = tops[Math.floor(tops.length / 2)]
    return median - box.y0 > 0.2 * h ? {...box, y0: median - 0.2 * h} : box
  })
}
