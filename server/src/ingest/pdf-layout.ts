/**
 * Positioned words from a PDF's text layer. pdf.js gives text items (a glyph run, often a whole
 * phrase such as "Date d'immatriculation :") with a transform in user space and an advance width;
 * the page viewport at scale 1 maps them to the displayed page (after /Rotate) in points, origin
 * top-left, y down: the frame of validation/layout.ts. Items are cut into words and each word's
 * x and width are estimated within its item from standard glyph widths (pdf.js does not expose
 * per-glyph positions in its text content).
 */
import type {PageViewport, PDFPageProxy} from 'unpdf/pdfjs'

import type {LayoutWord, PageLayout} from '../validation/layout.js'
import {unpdf} from './pdfjs.js'
import {looksGarbled} from './text-plausibility.js'

/** A page whose text layer has fewer readable characters than this is treated as an image. */
export const MIN_TEXT_LAYER_CHARS = 20

/** Items more than this many degrees off the page's reading direction are left out (stamps, seals). */
const MAX_ITEM_TILT_DEGREES = 10

/** Advance widths (1/1000 em) of ASCII 32..126 in Helvetica and Times-Roman (the AFM metrics). */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
]
const TIMES_WIDTHS = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564,
  444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333,
  469, 500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500, 444, 480, 200,
  480, 541,
]

/** Words drawn again within this distance (points) are one word printed in fake bold. */
const FAKE_BOLD_OFFSET = 1.5

type WidthTable = null | number[]

/** Relative width of one character: accented letters take their base letter's width. */
function charWidth(char: string, table: WidthTable): number {
  if (table === null) return 1
  const base = char.normalize('NFD').codePointAt(0) ?? 0
  return base >= 32 && base <= 126 ? table[base - 32] : 556
}

function widthTable(fontFamily: string | undefined): WidthTable {
  if (fontFamily === 'monospace') return null
  return fontFamily === 'serif' ? TIMES_WIDTHS : HELVETICA_WIDTHS
}

/**
 * Text as the engine wants it: NFC, typographic ligatures (U+FB00..FB06) expanded, no-break and
 * other odd spaces made plain spaces (they separate words like a space does).
 */
export function normalizeExtractedText(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (lig) => lig.normalize('NFKC'))
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .normalize('NFC')
}

/** Characters that carry text: not private-use glyph codes, not U+FFFD, not controls. */
const UNREADABLE = /[\p{Co}\p{Cc}\uFFFD\s]/u

/** Readable characters of a layout: what decides between the text layer and OCR. */
export function readableCharCount(layout: PageLayout): number {
  let count = 0
  for (const word of layout.words) for (const char of word.text) if (!UNREADABLE.test(char)) count++
  return count
}

/** A PDF transform [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number]

/** m1 x m2: m2 applied first, then m1 (pdf.js's Util.transform). */
export function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ]
}

/** The parts of a pdf.js text item this module reads (TextItem, minus marked-content entries). */
export interface TextLayerItem {
  str: string
  transform: number[]
  width: number
  fontName: string
}

export interface TextLayerStyle {
  ascent: number
  descent: number
  vertical: boolean
  fontFamily: string
}

/** An item placed on the displayed page: where its baseline starts and which way it reads. */
interface PlacedItem {
  text: string
  originX: number
  originY: number
  /** Unit vector of the reading direction, y down. */
  dirX: number
  dirY: number
  /** Reading direction in degrees clockwise from "left to right". */
  angle: number
  size: number
  advance: number
  style: TextLayerStyle | undefined
}

const angleOf = (dx: number, dy: number) => (Math.atan2(dy, dx) * 180) / Math.PI

/** Angle difference folded into (-180, 180]. */
function angleDelta(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360 - 180
  return d === -180 ? 180 : d
}

/**
 * Maps a point of a width x height page rotated clockwise by `rotation` (0/90/180/270): the
 * frame in which the page's text reads left to right.
 */
function rotatePoint(x: number, y: number, rotation: number, width: number, height: number): [number, number] {
  switch (rotation) {
    case 90: {
      return [height - y, x]
    }

    case 180: {
      return [width - x, height - y]
    }

    case 270: {
      return [y, width - x]
    }

    default: {
      return [x, y]
    }
  }
}

function rotateVector(dx: number, dy: number, rotation: number): [number, number] {
  const [x, y] = rotatePoint(dx, dy, rotation, 0, 0)
  return [x, y]
}

/**
 * The page's reading direction: the quarter turn (0/90/180/270, clockwise) that most of its
 * characters read along. A landscape table printed sideways on a portrait page reads at 90 or
 * 270; the layout is then given in the frame where it reads left to right.
 */
function dominantDirection(items: PlacedItem[]): number {
  const weight = new Map<number, number>()
  for (const item of items) {
    const quarter = (Math.round(item.angle / 90) * 90 + 360) % 360
    if (Math.abs(angleDelta(item.angle, quarter)) > MAX_ITEM_TILT_DEGREES) continue
    weight.set(quarter, (weight.get(quarter) ?? 0) + item.text.replace(/\s/g, '').length)
  }

  let best = 0
  let bestWeight = weight.get(0) ?? 0
  for (const [quarter, w] of weight) {
    if (w > bestWeight) {
      best = quarter
      bestWeight = w
    }
  }

  return best
}

/** The ascent and descent of a font as fractions of its size, with sane fallbacks (some fonts declare 0). */
function verticalMetrics(style: TextLayerStyle | undefined): {ascent: number; descent: number} {
  const ascent = style && style.ascent >= 0.5 && style.ascent <= 1.2 ? style.ascent : 0.8
  const descent = style && style.descent <= 0 && style.descent >= -0.6 ? -style.descent : 0.2
  return {ascent, descent}
}

/** Words of one item laid along its baseline, each x and width in proportion to its glyph widths. */
function wordsOfItem(item: PlacedItem): LayoutWord[] {
  const table = widthTable(item.style?.fontFamily)
  const chars = [...item.text]
  const widths = chars.map((c) => charWidth(c, table))
  const total = widths.reduce((sum, w) => sum + w, 0)
  if (total <= 0 || item.advance <= 0) return []
  const unit = item.advance / total
  const {ascent, descent} = verticalMetrics(item.style)
  const words: LayoutWord[] = []
  let offset = 0
  let start = -1
  let startOffset = 0
  for (let i = 0; i <= chars.length; i++) {
    const isSpace = i === chars.length || /\s/.test(chars[i])
    if (!isSpace && start < 0) {
      start = i
      startOffset = offset
    }

    if (isSpace && start >= 0) {
      const baseX = item.originX + startOffset * unit * item.dirX
      const baseY = item.originY + startOffset * unit * item.dirY
      words.push({h: item.size * (ascent + descent), text: chars.slice(start, i).join(''), w: (offset - startOffset) * unit, x: baseX, y: baseY - item.size * ascent})
      start = -1
    }

    if (i < chars.length) offset += widths[i]
  }

  return words
}

/**
 * The layout of a page from its text items (pure: the items, their fonts' styles and the page
 * viewport at scale 1). Items far off the reading direction are left out; words drawn twice at
 * the same place (fake bold) are kept once.
 */
export function layoutFromTextItems(
  items: TextLayerItem[],
  styles: Record<string, TextLayerStyle>,
  viewport: {height: number; transform: number[]; width: number},
  pageNumber: number,
): PageLayout {
  return placeTextItems(items, styles, viewport, pageNumber).layout
}

/** layoutFromTextItems, also saying which font each word is in. */
function placeTextItems(
  items: TextLayerItem[],
  styles: Record<string, TextLayerStyle>,
  viewport: {height: number; transform: number[]; width: number},
  pageNumber: number,
): {layout: PageLayout; fontOf: Map<LayoutWord, string>} {
  const placed: (PlacedItem & {fontName: string})[] = []
  for (const item of items) {
    const text = normalizeExtractedText(item.str)
    if (text.trim() === '') continue
    const style = styles[item.fontName]
    // Vertical writing (CJK tategaki) advances down the page glyph by glyph: not our documents.
    if (style?.vertical) continue
    const m = multiply(viewport.transform, item.transform)
    const along = Math.hypot(m[0], m[1])
    const size = Math.hypot(m[2], m[3])
    if (along === 0 || size === 0) continue
    placed.push({
      advance: item.width,
      angle: angleOf(m[0], m[1]),
      dirX: m[0] / along,
      dirY: m[1] / along,
      originX: m[4],
      originY: m[5],
      fontName: item.fontName,
      size,
      style,
      text,
    })
  }

  const fontOf = new Map<LayoutWord, string>()
  const direction = dominantDirection(placed)
  const rotation = (360 - direction) % 360
  const swap = rotation === 90 || rotation === 270
  const width = swap ? viewport.height : viewport.width
  const height = swap ? viewport.width : viewport.height
  const words: LayoutWord[] = []
  const sameText = new Map<string, LayoutWord[]>()
  for (const item of placed) {
    if (Math.abs(angleDelta(item.angle, direction)) > MAX_ITEM_TILT_DEGREES) continue
    const [originX, originY] = rotatePoint(item.originX, item.originY, rotation, viewport.width, viewport.height)
    const [dirX, dirY] = rotateVector(item.dirX, item.dirY, rotation)
    for (const word of wordsOfItem({...item, dirX, dirY, originX, originY})) {
      // Off the page (clipped away when displayed).
      if (word.x + word.w < 0 || word.x > width || word.y + word.h < 0 || word.y > height) continue
      const twins = sameText.get(word.text) ?? []
      if (twins.some((t) => Math.abs(t.x - word.x) < FAKE_BOLD_OFFSET && Math.abs(t.y - word.y) < FAKE_BOLD_OFFSET)) continue
      twins.push(word)
      sameText.set(word.text, twins)
      words.push(word)
      fontOf.set(word, item.fontName)
    }
  }

  // Text turned a quarter or a half against the page's (a card's back copied sideways or upside
  // down beside its front): each such turn's words are set upright where they stand, as one block
  // centred on the place it took, when that block then falls on the page clear of every other word
  // (a legal mention printed up the margin beside the page's lines stays out, as before).
  for (const turn of [90, 180, 270].map((quarter) => (direction + quarter) % 360)) {
    const turned = placed.filter((item) => Math.abs(angleDelta(item.angle, turn)) <= MAX_ITEM_TILT_DEGREES)
    if (turned.length === 0) continue
    const own = (360 - turn) % 360
    const upright = turned.flatMap((item) => {
      const [originX, originY] = rotatePoint(item.originX, item.originY, own, viewport.width, viewport.height)
      const [dirX, dirY] = rotateVector(item.dirX, item.dirY, own)
      return wordsOfItem({...item, dirX, dirY, originX, originY}).map((word) => ({font: item.fontName, word}))
    })
    // Where the block stands on the page: its items' baselines and heights in the page's frame.
    const corners = turned.flatMap((item) => {
      const [x, y] = rotatePoint(item.originX, item.originY, rotation, viewport.width, viewport.height)
      const [dx, dy] = rotateVector(item.dirX, item.dirY, rotation)
      const [nx, ny] = [-dy * item.size, dx * item.size]
      return [
        [x, y],
        [x + dx * item.advance, y + dy * item.advance],
        [x - nx, y - ny],
        [x + dx * item.advance - nx, y + dy * item.advance - ny],
      ]
    })
    const minX = Math.min(...upright.map(({word}) => word.x))
    const minY = Math.min(...upright.map(({word}) => word.y))
    const blockWidth = Math.max(...upright.map(({word}) => word.x + word.w)) - minX
    const blockHeight = Math.max(...upright.map(({word}) => word.y + word.h)) - minY
    // (Centred where the turned block stands, kept on the page: a card's back turned a quarter is
    // as wide upright as it was high.)
    const centreX = (Math.min(...corners.map(([x]) => x)) + Math.max(...corners.map(([x]) => x))) / 2
    const centreY = (Math.min(...corners.map(([, y]) => y)) + Math.max(...corners.map(([, y]) => y))) / 2
    const left = Math.max(0, Math.min(width - blockWidth, centreX - blockWidth / 2))
    const top = Math.max(0, Math.min(height - blockHeight, centreY - blockHeight / 2))
    const moved = upright.map(({font, word}) => ({font, word: {...word, x: word.x - minX + left, y: word.y - minY + top}}))
    const [right, bottom] = [left + blockWidth, top + blockHeight]
    const clear = blockWidth <= width && blockHeight <= height && !words.some((w) => w.x < right && w.x + w.w > left && w.y < bottom && w.y + w.h > top)
    if (!clear) continue
    for (const {font, word} of moved) {
      words.push(word)
      fontOf.set(word, font)
    }
  }

  const layout: PageLayout = {height, method: 'pdf-text', page: pageNumber, width, words}
  if (rotation !== 0) layout.rotation = rotation
  return {fontOf, layout}
}

/** A text item or a marked-content marker of pdf.js's text content. */
type ContentItem = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'][number]

/** The positioned words of one PDF page's text layer. */
export async function readTextLayer(page: PDFPageProxy): Promise<PageLayout> {
  return (await readCheckedTextLayer(page)).layout
}

/**
 * The page's text layer, and its words that are glyph codes rather than text (text-plausibility.ts):
 * every word of a font whose words do not read as language, or every word when the page as a
 * whole does not (each line in its own small font). Empty when the text layer reads as text.
 */
export async function readCheckedTextLayer(page: PDFPageProxy): Promise<{layout: PageLayout; garbled: LayoutWord[]}> {
  const viewport: PageViewport = page.getViewport({scale: 1})
  const content = await page.getTextContent()
  const items = content.items.filter((item): item is Extract<ContentItem, {str: string}> => 'str' in item)
  const {fontOf, layout} = placeTextItems(items, content.styles, viewport, page.pageNumber)
  const byFont = new Map<string, LayoutWord[]>()
  for (const word of layout.words) {
    const font = fontOf.get(word) ?? ''
    const words = byFont.get(font)
    if (words) words.push(word)
    else byFont.set(font, [word])
  }

  const garbled = [...byFont.values()].filter((words) => looksGarbled(words.map((w) => w.text))).flat()
  if (garbled.length === 0 && looksGarbled(layout.words.map((w) => w.text))) return {garbled: layout.words, layout}
  return {garbled, layout}
}

/** An image painted on a page: its pdf.js object id (or inline data) and where it goes. */
export interface PaintedImage {
  /** pdf.js object id (page.objs, or page.commonObjs for ids starting with "g_"), or the inline image itself. */
  source: object | string
  /** The transform of the image's unit square into user space (the CTM when it was painted). */
  matrix: Matrix
}

/** What a page paints, as far as telling a scan from a composed page goes. */
export interface PageGraphics {
  images: PaintedImage[]
  /** The share of the page (0..1) that images cover; overlaps count twice, capped at 1. */
  coverage: number
  /** Text, vector paths or image masks painted after the first image (on top of a scan). */
  paintsOverImages: boolean
  /** Text drawn anywhere (visible or not). */
  hasText: boolean
  /**
   * Every piece of text is drawn invisible (text rendering mode 3 or 7), as a scanner's
   * "searchable PDF" lays its OCR over the scan. (Text drawn before an image is not counted as
   * hidden: the image may be a transparent overlay, a "COPIE" stamp over exact text.)
   */
  hiddenText: boolean
}

/**
 * Walks the page's operator list, following the transform through save/restore and form
 * XObjects: the images painted (each fills the unit square of its transform) and whether
 * anything else is painted over them.
 */
export async function pageGraphics(page: PDFPageProxy): Promise<PageGraphics> {
  const {getResolvedPDFJS} = await unpdf()
  const {OPS} = await getResolvedPDFJS()
  const text = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText])
  const painting = new Set<number>([
    OPS.stroke,
    OPS.closeStroke,
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
    OPS.shadingFill,
    OPS.rawFillPath,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ])
  const {argsArray, fnArray} = await page.getOperatorList()
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  // The text rendering mode is part of the graphics state: saved and restored with the transform.
  let renderMode = 0
  const stack: {ctm: Matrix; renderMode: number}[] = []
  const images: PaintedImage[] = []
  let area = 0
  let paintsOverImages = false
  let hasText = false
  let visibleText = false
  for (const [i, fn] of fnArray.entries()) {
    const args = argsArray[i] as unknown[] | null
    switch (fn) {
      case OPS.save: {
        stack.push({ctm, renderMode})
        break
      }

      case OPS.restore: {
        ;({ctm, renderMode} = stack.pop() ?? {ctm, renderMode})
        break
      }

      case OPS.setTextRenderingMode: {
        renderMode = Number(args?.[0] ?? 0)
        break
      }

      case OPS.transform: {
        ctm = multiply(ctm, args as number[])
        break
      }

      case OPS.paintFormXObjectBegin: {
        stack.push({ctm, renderMode})
        const matrix = args?.[0]
        if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix as number[])
        break
      }

      case OPS.paintFormXObjectEnd: {
        ;({ctm, renderMode} = stack.pop() ?? {ctm, renderMode})
        break
      }

      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject: {
        area += Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2])
        images.push({matrix: ctm, source: args?.[0] as object | string})
        break
      }

      default: {
        const paints = text.has(fn) || painting.has(fn) || (fn === OPS.constructPath && args?.[0] !== OPS.endPath)
        if (text.has(fn)) {
          hasText = true
          if (renderMode !== 3 && renderMode !== 7) visibleText = true
        }

        if (paints && images.length > 0) paintsOverImages = true
      }
    }
  }

  const viewport = page.getViewport({scale: 1})
  return {coverage: Math.min(1, area / (viewport.width * viewport.height)), hasText, hiddenText: hasText && !visibleText, images, paintsOverImages}
}
