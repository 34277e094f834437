/**
 * A page photographed at an angle, put back flat: the page is found in the photo as the large bright
 * quadrilateral against its background (a table, a carpet), and the quadrilateral is warped
 * (homography) onto an upright rectangle of A4 proportions, the background cut away. Everything
 * after (lighting, skew, up/down, bands: ocr.ts) then sees a page as a scanner would give it.
 *
 * It must do no harm: the page is taken only when its four sides are straight and clear (most of
 * each side lies on a fitted line, the outline fills the quadrilateral, the page is much brighter
 * than what is around it, its proportions are a sheet's), and rectified only when it is seen at an
 * angle (a page seen from above is only turned: the skew step has always levelled it). A scan or a
 * page filling the frame (the bright region runs into the frame's edges), an identity card on a
 * table (a card's proportions), a photo with no clear page edge: null, and the image is read as
 * before. The search works on a copy of at most 512 px (0.1-0.3 s for a 9 MP photo, most of it
 * the reduction); the warp is one pass over the output's pixels (at most OCR_MAX_PIXELS).
 */
import {type GreyImage, labelRegions, OCR_MAX_PIXELS, resizeGrey} from './raster.js'

export interface Point {
  x: number
  y: number
}

/** Long side of the copy the page is looked for on. */
const SEARCH_LONG_SIDE = 512
/** The page covers at least this share of the photo (less: a card, a receipt, a detail). */
const MIN_PAGE_AREA = 0.2
/** Long side over short side of a sheet seen at an angle: A4 is 1.41, US Letter 1.29, an ID card 1.59. */
const MIN_PAGE_ASPECT = 1.15
const MAX_PAGE_ASPECT = 1.54
/** Paper is at least this much brighter (grey levels) than the background next to it. */
const MIN_EDGE_CONTRAST = 28
/** Share of each side's length that lies on its fitted line. */
const MIN_SIDE_SUPPORT = 0.7
/** The bright region fills at least this share of the quadrilateral, and spills out of it by at most the reverse. */
const MIN_FILL = 0.93
const MAX_SPILL = 1.04
/** Interior angles of the quadrilateral (a sheet seen at an angle of up to about 40 degrees). */
const MIN_ANGLE = 55
const MAX_ANGLE = 125
/** Corners within this share of the frame's size of the frame's corners: the page fills the photo already. */
const FILLS_FRAME = 0.015
/**
 * Seen straight from above, the page is a rectangle only turned (opposite sides within this share of
 * each other, corners within PERSPECTIVE_DEGREES of square): the skew step levels it as it always
 * has, and the page is left in its photo. Cropped and rectified, a passport's data page (a card of a
 * sheet's proportions) lost two dates: its guilloche led the band cut through a line of print.
 */
const PERSPECTIVE_SIDES = 0.02
/** Share of the way from each corner to the centre that the rectified page leaves out (its edge). */
const EDGE_INSET = 0.01
const PERSPECTIVE_DEGREES = 1.5

/**
 * The 3 x 3 homography (row-major, h[8] = 1) taking the four `from` points onto the four `to`
 * points, or null when they are degenerate (three in a line).
 */
export function homography(from: Point[], to: Point[]): Float64Array | null {
  // Eight equations, eight unknowns: for each pair, u = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), v alike.
  const a: number[][] = []
  for (let i = 0; i < 4; i++) {
    const {x, y} = from[i]
    const {x: u, y: v} = to[i]
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u], [0, 0, 0, x, y, 1, -v * x, -v * y, v])
  }

  // Gaussian elimination with partial pivoting.
  for (let col = 0; col < 8; col++) {
    let pivot = col
    for (let row = col + 1; row < 8; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row
    if (Math.abs(a[pivot][col]) < 1e-10) return null
    ;[a[col], a[pivot]] = [a[pivot], a[col]]
    for (let row = 0; row < 8; row++) {
      if (row === col) continue
      const f = a[row][col] / a[col][col]
      if (f !== 0) for (let k = col; k < 9; k++) a[row][k] -= f * a[col][k]
    }
  }

  const h = new Float64Array(9)
  for (let i = 0; i < 8; i++) h[i] = a[i][8] / a[i][i]
  h[8] = 1
  return h
}

/** Where the homography takes a point. */
export function project(h: Float64Array, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8]
  return {x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w}
}

/**
 * The quadrilateral `corners` of the image (top-left, top-right, bottom-right, bottom-left) warped
 * onto a width x height rectangle, sampled bilinearly; outside the image is white.
 */
export function warpQuad(image: GreyImage, corners: Point[], width: number, height: number): GreyImage {
  const h = homography(
    [
      {x: 0, y: 0},
      {x: width, y: 0},
      {x: width, y: height},
      {x: 0, y: height},
    ],
    corners,
  )
  const out = new Uint8Array(width * height).fill(255)
  if (!h) return {data: out, height, width}
  const {data, width: w, height: ht} = image
  for (let y = 0; y < height; y++) {
    const py = y + 0.5
    // The row's source line, stepped along x: numerators and denominator are linear in x.
    let nx = h[0] * 0.5 + h[1] * py + h[2]
    let ny = h[3] * 0.5 + h[4] * py + h[5]
    let d = h[6] * 0.5 + h[7] * py + h[8]
    const row = y * width
    for (let x = 0; x < width; x++, nx += h[0], ny += h[3], d += h[6]) {
      let fx = nx / d - 0.5
      let fy = ny / d - 0.5
      if (fx < -0.5 || fy < -0.5 || fx > w - 0.5 || fy > ht - 0.5) continue
      fx = Math.min(w - 1.001, Math.max(0, fx))
      fy = Math.min(ht - 1.001, Math.max(0, fy))
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      const wx = fx - x0
      const wy = fy - y0
      const i = y0 * w + x0
      const top = data[i] + (data[i + 1] - data[i]) * wx
      const bottom = data[i + w] + (data[i + w + 1] - data[i + w]) * wx
      out[row + x] = top + (bottom - top) * wy
    }
  }

  return {data: out, height, width}
}

/** Max (dilate) or min (erode) over a (2 radius + 1)-wide square, separably. */
function squareFilter(data: Uint8Array, width: number, height: number, radius: number, max: boolean): Uint8Array {
  const pick = max ? Math.max : Math.min
  const across = new Uint8Array(data.length)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      let v = data[row + x]
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) v = pick(v, data[row + k])
      across[row + x] = v
    }
  }

  const out = new Uint8Array(data.length)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = across[y * width + x]
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++) v = pick(v, across[k * width + x])
      out[y * width + x] = v
    }
  }

  return out
}

/** Otsu's threshold of grey levels: the level that best splits them in two classes. */
function otsu(data: Uint8Array): number {
  const counts = new Float64Array(256)
  for (const v of data) counts[v]++
  let sum = 0
  for (let v = 0; v < 256; v++) sum += v * counts[v]
  let below = 0
  let belowSum = 0
  let best = 0
  let threshold = 128
  for (let v = 0; v < 256; v++) {
    below += counts[v]
    if (below === 0) continue
    const above = data.length - below
    if (above === 0) break
    belowSum += v * counts[v]
    const between = below * above * (belowSum / below - (sum - belowSum) / above) ** 2
    if (between > best) {
      best = between
      threshold = v + 1
    }
  }

  return threshold
}

/** The largest 4-connected region of `mask` (its pixels not 0): its pixels marked 1, its size (the first of the largest). */
function largestRegion(mask: Uint8Array, width: number): {region: Uint8Array; size: number} {
  const labels = new Int32Array(mask.length).fill(-1)
  let best = -1
  let bestSize = 0
  labelRegions(mask, width, 1, false, labels, 0, (_pixels, size, _edge, id) => {
    if (size > bestSize) {
      bestSize = size
      best = id
    }
  })
  const region = new Uint8Array(mask.length)
  for (let i = 0; i < mask.length; i++) if (labels[i] === best && best >= 0) region[i] = 1
  return {region, size: bestSize}
}

/** Grey-level step between neighbouring pixels of the search copy that paper under a soft shadow never makes, and a sheet's edge always does. */
const SHADE_STEP = 8

/**
 * Grows the bright region (in place) over paper in shade: from its pixels to neighbours that are at
 * most SHADE_STEP darker or lighter (a shadow or a fall of light changes gradually, a sheet's edge
 * at once) and still nearer the paper than the background. Returns the pixels added.
 */
function growOverShade(closed: Uint8Array, region: Uint8Array, width: number, threshold: number): number {
  let background = 0
  let count = 0
  for (let i = 0; i < closed.length; i++) {
    if (closed[i] >= threshold) continue
    background += closed[i]
    count++
  }

  if (count === 0) return 0
  const low = background / count + 0.3 * (threshold - background / count)
  const stack: number[] = []
  for (let i = 0; i < region.length; i++) if (region[i] === 1) stack.push(i)
  let added = 0
  while (stack.length > 0) {
    const i = stack.pop()!
    const x = i % width
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= region.length || region[j] === 1 || closed[j] < low || Math.abs(closed[j] - closed[i]) > SHADE_STEP) continue
      region[j] = 1
      added++
      stack.push(j)
    }
  }

  return added
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)

/** Convex hull (Andrew's monotone chain), clockwise in image coordinates (y down), no collinear points. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y)
  if (sorted.length < 3) return sorted
  const lower: Point[] = []
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop()
    lower.push(p)
  }

  const upper: Point[] = []
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop()
    upper.push(p)
  }

  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

function polygonArea(points: Point[]): number {
  let area = 0
  for (let i = 0; i < points.length; i++) {
    const a = points[i]
    const b = points[(i + 1) % points.length]
    area += a.x * b.y - b.x * a.y
  }

  return Math.abs(area) / 2
}

/** The four hull points spanning the largest quadrilateral (for a sheet: near its corners). */
function largestQuad(hull: Point[]): Point[] | null {
  const n = hull.length
  if (n < 4) return null
  const tri = (a: number, b: number, c: number) => Math.abs(cross(hull[a], hull[b], hull[c])) / 2
  let best = -1
  let quad: number[] = []
  for (let i = 0; i < n; i++) {
    for (let k = i + 2; k < n; k++) {
      // On a convex polygon, the best third and fourth points either side of the diagonal i-k.
      let bj = -1
      let aj = -1
      for (let j = i + 1; j < k; j++) {
        const area = tri(i, j, k)
        if (area > aj) {
          aj = area
          bj = j
        }
      }

      let bl = -1
      let al = -1
      for (let l = k + 1; l < n + i; l++) {
        const area = tri(k, l % n, i)
        if (area > al) {
          al = area
          bl = l % n
        }
      }

      if (bj >= 0 && bl >= 0 && aj + al > best) {
        best = aj + al
        quad = [i, bj, k, bl]
      }
    }
  }

  return best > 0 ? quad.map((q) => hull[q]) : null
}

/** A line a x + b y = c with a² + b² = 1, fitted to points by total least squares. */
interface Line {
  a: number
  b: number
  c: number
}

function fitLine(points: Point[]): Line | null {
  if (points.length < 2) return null
  let mx = 0
  let my = 0
  for (const p of points) {
    mx += p.x
    my += p.y
  }

  mx /= points.length
  my /= points.length
  let sxx = 0
  let sxy = 0
  let syy = 0
  for (const p of points) {
    sxx += (p.x - mx) ** 2
    sxy += (p.x - mx) * (p.y - my)
    syy += (p.y - my) ** 2
  }

  // The normal is the direction of least spread.
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2
  const a = -Math.sin(angle)
  const b = Math.cos(angle)
  return {a, b, c: a * mx + b * my}
}

function intersect(l: Line, m: Line): Point | null {
  const det = l.a * m.b - m.a * l.b
  if (Math.abs(det) < 1e-9) return null
  return {x: (l.c * m.b - m.c * l.b) / det, y: (l.a * m.c - m.a * l.c) / det}
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y)

/** Interior angle at `b` of the corner a-b-c, in degrees. */
function angleAt(a: Point, b: Point, c: Point): number {
  const u = {x: a.x - b.x, y: a.y - b.y}
  const v = {x: c.x - b.x, y: c.y - b.y}
  return (Math.acos(Math.max(-1, Math.min(1, (u.x * v.x + u.y * v.y) / (Math.hypot(u.x, u.y) * Math.hypot(v.x, v.y))))) * 180) / Math.PI
}

/** Mean grey of the small image along a side, `offset` pixels out of the quadrilateral (negative: in). */
function sideLevel(small: Uint8Array, width: number, height: number, from: Point, to: Point, centre: Point, offset: number): number {
  const length = distance(from, to)
  let nx = -(to.y - from.y) / length
  let ny = (to.x - from.x) / length
  // Pointing away from the centre.
  const mid = {x: (from.x + to.x) / 2, y: (from.y + to.y) / 2}
  if (nx * (mid.x - centre.x) + ny * (mid.y - centre.y) < 0) {
    nx = -nx
    ny = -ny
  }

  let sum = 0
  let count = 0
  for (let t = 0.15; t <= 0.85; t += 0.02) {
    const x = Math.round(from.x + (to.x - from.x) * t + nx * offset)
    const y = Math.round(from.y + (to.y - from.y) * t + ny * offset)
    if (x < 0 || y < 0 || x >= width || y >= height) continue
    sum += small[y * width + x]
    count++
  }

  return count === 0 ? Number.NaN : sum / count
}

/** Focal length of a phone's main camera (26 mm equivalent) in long sides of its photo. */
const PHONE_FOCAL = 0.75
/**
 * The focal lengths a phone photographs with, in long sides: its ultra-wide camera (13 mm) to its
 * 3x telephoto (77 mm). Two vanishing points that say more are noise: a sheet seen nearly from
 * above has sides nearly parallel, and a pixel moves its vanishing points a long way.
 */
const PHONE_FOCAL_MIN = 0.35
const PHONE_FOCAL_MAX = 2.2
/**
 * Focal lengths, in long sides, to measure a sheet's proportions with when the measure fails: a
 * phone's cameras up to a little zoom (a card turned 25 degrees towards a longer one can pass for a
 * page's proportions).
 */
const PHONE_FOCALS = [0.35, 0.5, 0.75, 1]

/**
 * Width over height of the rectangle seen as the quadrilateral tl, tr, br, bl, for a camera whose
 * axis goes through `centre` (Zhang and He, "Whiteboard scanning and image enhancement", 2007):
 * the sides are measured in 3D, with the focal length the two vanishing points give when that is
 * a phone's (PHONE_FOCAL_MIN to PHONE_FOCAL_MAX long sides), else with its main camera's (PHONE_FOCAL): a sheet seen
 * from one side has one vanishing point only, and its sides alone would make it look narrower.
 * With `focal` (in long sides), measured with that focal length.
 */
export function viewedAspect(corners: Point[], centre: Point, longSide: number, focal?: number): number {
  const [tl, tr, br, bl] = corners.map((p) => [p.x - centre.x, p.y - centre.y, 1])
  const crossProduct = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  const diagonal = crossProduct(tl, br)
  const k2 = dot(diagonal, bl) / dot(crossProduct(tr, br), bl)
  const k3 = dot(diagonal, tr) / dot(crossProduct(bl, br), tr)
  const n2 = tr.map((v, i) => k2 * v - tl[i])
  const n3 = bl.map((v, i) => k3 * v - tl[i])
  let f2 = ((focal ?? PHONE_FOCAL) * longSide) ** 2
  if (focal === undefined && Math.abs(n2[2]) >= 1e-3 && Math.abs(n3[2]) >= 1e-3) {
    const told = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2])
    if (told > (PHONE_FOCAL_MIN * longSide) ** 2 && told < (PHONE_FOCAL_MAX * longSide) ** 2) f2 = told
  }

  return Math.sqrt((n2[0] ** 2 + n2[1] ** 2 + f2 * n2[2] ** 2) / (n3[0] ** 2 + n3[1] ** 2 + f2 * n3[2] ** 2))
}

/** The page found in a photo: its corners in the image's pixels (top-left, top-right, bottom-right, bottom-left). */
export interface FoundPage {
  corners: Point[]
  /** Long side over short side, measured from the sides. */
  aspect: number
  /** Share of the image inside the quadrilateral. */
  area: number
  /** Paper minus background next to the sides (the lowest of the four), grey levels. */
  contrast: number
}

/**
 * The sheet of paper in a photo, or null when there is none to be sure of (see the module comment):
 * the bright region (after closing away the print: Otsu's threshold; then that region grown over
 * paper in shade; then what a pale table leaves), the largest quadrilateral on its hull, each side
 * refitted to the outline points near it, the corners where the fitted sides meet. `trace` hears
 * why each try was turned down.
 */
export function findPage(image: GreyImage, trace?: (why: string) => void): FoundPage | null {
  const no = (why: string): null => {
    trace?.(why)
    return null
  }

  const factor = Math.min(1, SEARCH_LONG_SIDE / Math.max(image.width, image.height))
  const width = Math.max(1, Math.round(image.width * factor))
  const height = Math.max(1, Math.round(image.height * factor))
  if (width < 32 || height < 32) return no('too small')
  const small = resizeGrey(image, width, height).data
  // Closing (max then min) fills the print in: the sheet becomes one bright region.
  const radius = Math.max(2, Math.round(Math.max(width, height) / 128))
  const closed = squareFilter(squareFilter(small, width, height, radius, true), width, height, radius, false)
  const threshold = otsu(closed)
  const mask = new Uint8Array(closed.length)
  for (let i = 0; i < mask.length; i++) mask[i] = closed[i] >= threshold ? 1 : 0
  const {region, size} = largestRegion(mask, width)
  const search: Search = {closed, height, no, radius, width}
  const found = quadOfRegion(search, region, size)
  if (found) return scaled(found, factor)
  // Part of the sheet in shade may have fallen below the threshold: once more with it.
  if (size >= MIN_PAGE_AREA * width * height) {
    const grown = growOverShade(closed, region, width, threshold)
    const inShade = grown > 0 ? quadOfRegion(search, region, size + grown) : null
    if (inShade) return scaled(inShade, factor)
  }

  // A sheet on a pale table lit unevenly: the threshold cuts through the light, not along the
  // sheet. The table is then what the frame's edge reaches by small steps; the sheet what is left,
  // brighter than the table.
  const left = pageByBackground(closed, width, height)
  return left ? scaled(quadOfRegion(search, left.region, left.size), factor) : null
}

/** Grey-level step between neighbouring pixels of the search copy within a plain table (its light changes slowly). */
const TABLE_STEP = 3

/**
 * The bright region that the background leaves: the background reached from the frame's edge
 * through neighbours at most TABLE_STEP apart (a table's even shading; a sheet's edge is a step),
 * the largest region left that is brighter than the background around it by half
 * MIN_EDGE_CONTRAST (a sheet's drop shadow is darker). Null when the frame's edge reaches little
 * (a textured background: the threshold's business).
 */
function pageByBackground(closed: Uint8Array, width: number, height: number): null | {region: Uint8Array; size: number} {
  const reached = new Uint8Array(closed.length)
  const stack: number[] = []
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x)
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1)
  for (const i of stack) reached[i] = 1
  const counts = new Uint32Array(256)
  let count = 0
  while (stack.length > 0) {
    const i = stack.pop()!
    counts[closed[i]]++
    count++
    const x = i % width
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= closed.length || reached[j] === 1 || Math.abs(closed[j] - closed[i]) > TABLE_STEP) continue
      reached[j] = 1
      stack.push(j)
    }
  }

  if (count < 0.1 * width * height) return null
  let median = 0
  for (let seen = 0; median < 255 && seen + counts[median] < count / 2; median++) seen += counts[median]
  // The table's level around each pixel (the mean of the reached pixels within an eighth of the
  // frame: the light falls off across it), the median where none is near.
  const sums = new Float64Array((width + 1) * (height + 1))
  const taken = new Float64Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let rowSum = 0
    let rowTaken = 0
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      rowSum += reached[i] * closed[i]
      rowTaken += reached[i]
      const at = (y + 1) * (width + 1) + x + 1
      sums[at] = sums[at - width - 1] + rowSum
      taken[at] = taken[at - width - 1] + rowTaken
    }
  }

  const r = Math.round(Math.max(width, height) / 8)
  const box = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) => table[y1 * (width + 1) + x1] - table[y0 * (width + 1) + x1] - table[y1 * (width + 1) + x0] + table[y0 * (width + 1) + x0]
  const mask = new Uint8Array(closed.length)
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r)
    const y1 = Math.min(height, y + r + 1)
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (reached[i] === 1) continue
      const x0 = Math.max(0, x - r)
      const x1 = Math.min(width, x + r + 1)
      const n = box(taken, x0, y0, x1, y1)
      const table = n > 0 ? box(sums, x0, y0, x1, y1) / n : median
      mask[i] = closed[i] > table + MIN_EDGE_CONTRAST / 2 ? 1 : 0
    }
  }

  return largestRegion(mask, width)
}

function scaled(page: FoundPage | null, factor: number): FoundPage | null {
  return page && {...page, corners: page.corners.map((p) => ({x: p.x / factor, y: p.y / factor}))}
}

/** The search copy: closed (print filled in), its size, the closing radius, where to say why a region is not a page. */
interface Search {
  closed: Uint8Array
  width: number
  height: number
  radius: number
  no: (why: string) => null
}

/** The page that a bright region of the search copy outlines, in the copy's pixels, or null (see findPage). */
function quadOfRegion(search: Search, region: Uint8Array, size: number): FoundPage | null {
  const {closed, height, no, radius, width} = search
  if (size < MIN_PAGE_AREA * width * height) return no(`bright region ${(size / (width * height)).toFixed(2)} of the frame`)
  // A sheet running off the frame (a scan, a close-up): its outline is partly the frame's.
  let onEdge = 0
  for (let x = 0; x < width; x++) onEdge += region[x] + region[(height - 1) * width + x]
  for (let y = 0; y < height; y++) onEdge += region[y * width] + region[y * width + width - 1]
  if (onEdge > 0.02 * (width + height)) return no(`bright region on the frame's edge (${onEdge} px)`)

  // The outline: the first and last region pixel of every row and every column.
  const outline: Point[] = []
  for (let y = 0; y < height; y++) {
    let first = -1
    let last = -1
    for (let x = 0; x < width; x++) {
      if (region[y * width + x] === 0) continue
      if (first < 0) first = x
      last = x
    }

    if (first >= 0) outline.push({x: first, y: y + 0.5}, {x: last + 1, y: y + 0.5})
  }

  for (let x = 0; x < width; x++) {
    let first = -1
    let last = -1
    for (let y = 0; y < height; y++) {
      if (region[y * width + x] === 0) continue
      if (first < 0) first = y
      last = y
    }

    if (first >= 0) outline.push({x: x + 0.5, y: first}, {x: x + 0.5, y: last + 1})
  }

  let hull = convexHull(outline)
  if (hull.length > 160) hull = hull.filter((_, i) => i % Math.ceil(hull.length / 160) === 0)
  const rough = largestQuad(hull)
  if (!rough) return no('no quadrilateral')

  // Each side refitted to the outline points near it (away from the corners, which a shadow or a
  // dog-ear rounds), the corners where the refitted sides meet.
  const diagonal = Math.hypot(width, height)
  const near = Math.max(2, diagonal * 0.015)
  const lines: Line[] = []
  for (let s = 0; s < 4; s++) {
    const a = rough[s]
    const b = rough[(s + 1) % 4]
    const length = distance(a, b)
    const dx = (b.x - a.x) / length
    const dy = (b.y - a.y) / length
    const close = outline.filter((p) => {
      const along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length
      return along > 0.08 && along < 0.92 && Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) <= near
    })
    // Outline points are two per row and two per column: about one per pixel along a side whatever its slope.
    if (close.length < MIN_SIDE_SUPPORT * 0.84 * length) return no(`side ${s}: ${close.length} outline points for ${Math.round(length)} px`)
    const line = fitLine(close)
    if (!line) return no('no line')
    lines.push(line)
  }

  const found: Point[] = []
  for (let s = 0; s < 4; s++) {
    const corner = intersect(lines[(s + 3) % 4], lines[s])
    if (!corner || corner.x < -1 || corner.y < -1 || corner.x > width + 1 || corner.y > height + 1) return no('corner out of the frame')
    found.push(corner)
  }

  // Ordered top-left, top-right, bottom-right, bottom-left: the hull runs clockwise (y down); start
  // from the corner nearest the top-left of the frame.
  const start = found.reduce((best, p, i) => (p.x + p.y < found[best].x + found[best].y ? i : best), 0)
  const turn = cross(found[0], found[1], found[2]) > 0 ? 1 : 3
  const corners = [0, 1, 2, 3].map((k) => found[(start + k * turn) % 4])

  for (let k = 0; k < 4; k++) {
    const angle = angleAt(corners[(k + 3) % 4], corners[k], corners[(k + 1) % 4])
    if (angle < MIN_ANGLE || angle > MAX_ANGLE) return no(`angle ${angle.toFixed(0)}`)
  }

  const quadArea = polygonArea(corners)
  if (quadArea < MIN_PAGE_AREA * width * height) return no('quadrilateral too small')
  // The region fills the quadrilateral (no bite out of it, no wedge of table in it) and does not
  // spill out of it (no bright table joined to the page).
  let inside = 0
  const h = homography(corners, [
    {x: 0, y: 0},
    {x: 1, y: 0},
    {x: 1, y: 1},
    {x: 0, y: 1},
  ])
  if (!h) return no('degenerate')
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (region[y * width + x] === 0) continue
      const p = project(h, x + 0.5, y + 0.5)
      if (p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1) inside++
    }
  }

  if (inside < MIN_FILL * quadArea || size > MAX_SPILL * quadArea) return no(`fill ${(inside / quadArea).toFixed(3)}, spill ${(size / quadArea).toFixed(3)}`)

  // The sheet's proportions, measured in 3D; failing a page's, with each focal length a phone
  // may have taken it with: corners found a pixel off on the search copy, or a sheet that curls,
  // move the measure a long way, and a page's proportions with one of them is a page still. (A
  // card's stay a card's with any: its sides' proportions alone are already out of a page's.)
  const centreOfFrame = {x: width / 2, y: height / 2}
  const longSide = Math.max(width, height)
  const aspectWith = (focal?: number) => {
    const ratio = viewedAspect(corners, centreOfFrame, longSide, focal)
    return Math.max(ratio, 1 / ratio)
  }
  const isPages = (aspect: number) => aspect >= MIN_PAGE_ASPECT && aspect <= MAX_PAGE_ASPECT
  const measured = aspectWith()
  const aspect = isPages(measured) ? measured : PHONE_FOCALS.map((focal) => aspectWith(focal)).find((a) => isPages(a))
  if (aspect === undefined) return no(`aspect ${measured.toFixed(2)}`)

  // A clear edge all round: paper just inside each side, background just outside.
  const centre = {x: corners.reduce((s, p) => s + p.x, 0) / 4, y: corners.reduce((s, p) => s + p.y, 0) / 4}
  const step = radius + 2
  let contrast = Number.POSITIVE_INFINITY
  for (let s = 0; s < 4; s++) {
    const a = corners[s]
    const b = corners[(s + 1) % 4]
    const paper = sideLevel(closed, width, height, a, b, centre, -step)
    const ground = sideLevel(closed, width, height, a, b, centre, step)
    contrast = Math.min(contrast, Number.isNaN(ground) ? 0 : paper - ground)
  }

  if (contrast < MIN_EDGE_CONTRAST) return no(`edge contrast ${contrast.toFixed(0)}`)
  return {aspect, area: quadArea / (width * height), contrast, corners}
}

/** Long side over short side of the rectified page: A4, the sheet nearly every French document is printed on. */
const PAGE_ASPECT = Math.SQRT2

/**
 * The page of a photo taken at an angle, flat and upright (its top side stays its top side: the
 * quarter turns are ocr.ts's business), at the resolution of its best-resolved sides (at most
 * `maxPixels`), or null when no page is found with confidence, when the page already fills the
 * photo, or when it is seen from above (only turned). `trace` hears why not.
 */
export function rectifyPage(image: GreyImage, options: {maxPixels?: number; trace?: (why: string) => void} = {}): null | {image: GreyImage; page: FoundPage} {
  const {maxPixels = OCR_MAX_PIXELS, trace} = options
  const page = findPage(image, trace)
  if (!page) return null
  const [tl, tr, br, bl] = page.corners
  const margin = FILLS_FRAME * Math.max(image.width, image.height)
  const frame = [
    {x: 0, y: 0},
    {x: image.width, y: 0},
    {x: image.width, y: image.height},
    {x: 0, y: image.height},
  ]
  if (page.corners.every((p, k) => distance(p, frame[k]) <= margin)) {
    trace?.('the page fills the photo')
    return null
  }

  const across = Math.max(distance(tl, tr), distance(bl, br))
  const down = Math.max(distance(tl, bl), distance(tr, br))
  const sides = Math.max(1 - Math.min(distance(tl, tr), distance(bl, br)) / across, 1 - Math.min(distance(tl, bl), distance(tr, br)) / down)
  const squareness = Math.max(...page.corners.map((p, k) => Math.abs(90 - angleAt(page.corners[(k + 3) % 4], p, page.corners[(k + 1) % 4]))))
  if (sides < PERSPECTIVE_SIDES && squareness < PERSPECTIVE_DEGREES) {
    trace?.(`seen from above (sides ${(sides * 100).toFixed(1)} %, corners ${squareness.toFixed(1)} degrees off square)`)
    return null
  }
  // The measured proportions are skewed by the angle (the far side looks shorter): the page is
  // given A4's, in the orientation it lies in.
  let width: number
  let height: number
  if (down >= across) {
    height = Math.max(down, across * PAGE_ASPECT)
    width = height / PAGE_ASPECT
  } else {
    width = Math.max(across, down * PAGE_ASPECT)
    height = width / PAGE_ASPECT
  }

  const shrink = Math.min(1, Math.sqrt(maxPixels / (width * height)))
  // The sheet's very edge (blurred into the table, its shadow) is left out: drawn inwards by 1 % of
  // the way to the centre (a few pixels; the print margin of a page is ten times that), it would
  // otherwise come out as a dark line along the border, where tesseract loses its way.
  const centre = {x: (tl.x + tr.x + br.x + bl.x) / 4, y: (tl.y + tr.y + br.y + bl.y) / 4}
  const inner = page.corners.map((p) => ({x: p.x + (centre.x - p.x) * EDGE_INSET, y: p.y + (centre.y - p.y) * EDGE_INSET}))
  return {image: warpQuad(image, inner, Math.max(1, Math.round(width * shrink)), Math.max(1, Math.round(height * shrink))), page}
}
