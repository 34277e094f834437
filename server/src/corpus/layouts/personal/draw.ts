/**
 * Drawing for the issuer layouts: a page with its origin at the top-left corner and y growing
 * downwards (as one measures a printed page), over pdf-lib. Text is drawn with the standard fonts
 * (WinAnsi only: accents, €, « », U+00A0 are fine; U+202F is not, see common.ts frAmount).
 *
 * Every document's metadata (dates included) comes from the caller, never from the clock, so the
 * same facts and params give the same bytes.
 */
import {degrees, LineCapStyle, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB} from 'pdf-lib'

import {metadataDate} from './common.js'

export const A4 = {height: 841.89, width: 595.28}

export function hex(color: string): RGB {
  const n = Number.parseInt(color.replace('#', ''), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

export const BLACK = rgb(0, 0, 0)
export const WHITE = rgb(1, 1, 1)
export const GREY = hex('#6b6b6b')
export const LIGHT = hex('#e6e6e6')

export interface FontFamily {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  boldItalic: PDFFont
}

export interface Fonts {
  helvetica: FontFamily
  times: FontFamily
  courier: FontFamily
}

export interface DocumentInfo {
  title: string
  author: string
  /** The application that made the document (an invented payroll or billing software). */
  creator: string
  producer: string
  /** ISO date the file was made (usually the issue date). */
  date: string
  subject?: string
}

/** A new PDF with its metadata fixed from `info` and the three standard font families embedded. */
export async function newDocument(info: DocumentInfo): Promise<{doc: PDFDocument; fonts: Fonts}> {
  const doc = await PDFDocument.create({updateMetadata: false})
  doc.setTitle(info.title)
  doc.setAuthor(info.author)
  doc.setCreator(info.creator)
  doc.setProducer(info.producer)
  if (info.subject) doc.setSubject(info.subject)
  doc.setLanguage('fr-FR')
  doc.setCreationDate(metadataDate(info.date))
  doc.setModificationDate(metadataDate(info.date, 9, 31))
  const [hr, hb, hi, hbi, tr, tb, ti, tbi, cr, cb, ci, cbi] = await Promise.all(
    [
      StandardFonts.Helvetica,
      StandardFonts.HelveticaBold,
      StandardFonts.HelveticaOblique,
      StandardFonts.HelveticaBoldOblique,
      StandardFonts.TimesRoman,
      StandardFonts.TimesRomanBold,
      StandardFonts.TimesRomanItalic,
      StandardFonts.TimesRomanBoldItalic,
      StandardFonts.Courier,
      StandardFonts.CourierBold,
      StandardFonts.CourierOblique,
      StandardFonts.CourierBoldOblique,
    ].map((f) => doc.embedFont(f)),
  )
  return {
    doc,
    fonts: {
      courier: {bold: cb, boldItalic: cbi, italic: ci, regular: cr},
      helvetica: {bold: hb, boldItalic: hbi, italic: hi, regular: hr},
      times: {bold: tb, boldItalic: tbi, italic: ti, regular: tr},
    },
  }
}

export async function saveDocument(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({updateFieldAppearances: false})
}

export interface TextStyle {
  font?: PDFFont
  size?: number
  color?: RGB
  align?: 'center' | 'left' | 'right'
  /** Counter-clockwise rotation in degrees about the text's start (stamps, watermarks). */
  rotate?: number
  opacity?: number
}

export interface BoxStyle {
  fill?: RGB
  stroke?: RGB
  lineWidth?: number
  /** Corner radius of a rounded box. */
  radius?: number
  dash?: number[]
  /** Counter-clockwise rotation in degrees about the bottom-left corner (square boxes only). */
  rotate?: number
  opacity?: number
}

export interface LineStyle {
  color?: RGB
  width?: number
  dash?: number[]
}

/** One cell of a table: text, or text with its own style. */
export type Cell = string | {text: string; font?: PDFFont; color?: RGB; align?: 'center' | 'left' | 'right'; size?: number}

export interface Column {
  width: number
  align?: 'center' | 'left' | 'right'
}

export interface TableSpec {
  x: number
  y: number
  columns: Column[]
  /** Header rows (drawn with headerFont on headerFill); several for grouped headers. */
  header?: Cell[][]
  rows: Cell[][]
  font: PDFFont
  headerFont?: PDFFont
  size?: number
  headerSize?: number
  rowHeight?: number
  headerHeight?: number
  headerFill?: RGB
  headerColor?: RGB
  /** Fill every other body row. */
  zebra?: RGB
  /** Rules: the outer frame, vertical rules between columns, horizontal rules between rows. */
  frame?: boolean
  verticalRules?: boolean
  rowRules?: boolean
  ruleColor?: RGB
  padding?: number
}

/** One page, addressed from its top-left corner. */
export class Sheet {
  readonly width: number
  readonly height: number

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.width = page.getWidth()
    this.height = page.getHeight()
  }

  static add(doc: PDFDocument, fonts: Fonts, size: [number, number] = [A4.width, A4.height]): Sheet {
    return new Sheet(doc.addPage(size), fonts)
  }

  /** Draws one line of text with its baseline at `y`; returns its width. */
  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    const font = style.font ?? this.fonts.helvetica.regular
    const size = style.size ?? 9
    const width = font.widthOfTextAtSize(value, size)
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x
    if (value !== '') this.page.drawText(value, {color: style.color ?? BLACK, font, opacity: style.opacity, rotate: style.rotate ? degrees(style.rotate) : undefined, size, x: left, y: this.height - y})
    return width
  }

  /** Lines one under the other from baseline `y`; returns the baseline after the last. */
  lines(values: string[], x: number, y: number, style: TextStyle & {leading?: number} = {}): number {
    const leading = style.leading ?? (style.size ?? 9) * 1.25
    let at = y
    for (const value of values) {
      this.text(value, x, at, style)
      at += leading
    }

    return at
  }

  /** A label in one style followed by its value in another, on the same baseline; returns the end x. */
  labelled(label: string, value: string, x: number, y: number, labelStyle: TextStyle, valueStyle: TextStyle = {}): number {
    const w = this.text(label, x, y, labelStyle)
    const gap = (labelStyle.size ?? 9) * 0.3
    return x + w + gap + this.text(value, x + w + gap, y, {size: labelStyle.size, ...valueStyle})
  }

  /** Wraps `value` into `width` and draws it; returns the baseline after the last line. */
  paragraph(value: string, x: number, y: number, width: number, style: TextStyle & {leading?: number; justify?: boolean} = {}): number {
    const font = style.font ?? this.fonts.helvetica.regular
    const size = style.size ?? 9
    const leading = style.leading ?? size * 1.3
    const lines = wrap(value, width, font, size)
    let at = y
    for (const [i, line] of lines.entries()) {
      if (style.justify && i < lines.length - 1) this.justified(line, x, at, width, font, size, style.color)
      else this.text(line, style.align === 'right' ? x + width : style.align === 'center' ? x + width / 2 : x, at, {...style, font, size})
      at += leading
    }

    return at
  }

  private justified(line: string, x: number, y: number, width: number, font: PDFFont, size: number, color?: RGB): void {
    const words = line.split(' ')
    if (words.length < 2) {
      this.text(line, x, y, {color, font, size})
      return
    }

    const wordsWidth = words.reduce((sum, w) => sum + font.widthOfTextAtSize(w, size), 0)
    const gap = (width - wordsWidth) / (words.length - 1)
    let at = x
    for (const word of words) {
      this.text(word, at, y, {color, font, size})
      at += font.widthOfTextAtSize(word, size) + gap
    }
  }

  /** A rectangle whose top-left corner is (x, y). */
  box(x: number, y: number, w: number, h: number, style: BoxStyle = {}): void {
    const lineWidth = style.lineWidth ?? 0.6
    if (style.radius) {
      const r = style.radius
      const path = `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z`
      this.page.drawSvgPath(path, {
        borderColor: style.stroke,
        borderDashArray: style.dash,
        borderWidth: style.stroke ? lineWidth : 0,
        color: style.fill,
        x,
        y: this.height - y,
      })
      return
    }

    this.page.drawRectangle({
      borderColor: style.stroke,
      borderDashArray: style.dash,
      borderOpacity: style.opacity,
      borderWidth: style.stroke ? lineWidth : 0,
      color: style.fill,
      height: h,
      opacity: style.opacity,
      rotate: style.rotate ? degrees(style.rotate) : undefined,
      width: w,
      x,
      y: this.height - y - h,
    })
  }

  hline(x1: number, x2: number, y: number, style: LineStyle = {}): void {
    this.page.drawLine({
      color: style.color ?? BLACK,
      dashArray: style.dash,
      end: {x: x2, y: this.height - y},
      lineCap: LineCapStyle.Butt,
      start: {x: x1, y: this.height - y},
      thickness: style.width ?? 0.5,
    })
  }

  vline(x: number, y1: number, y2: number, style: LineStyle = {}): void {
    this.page.drawLine({color: style.color ?? BLACK, dashArray: style.dash, end: {x, y: this.height - y2}, start: {x, y: this.height - y1}, thickness: style.width ?? 0.5})
  }

  /** An SVG path (SVG coordinates: y down) placed with its origin at (x, y). */
  path(d: string, x: number, y: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; scale?: number} = {}): void {
    this.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 1) : 0, color: style.fill, scale: style.scale, x, y: this.height - y})
  }

  circle(cx: number, cy: number, r: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number} = {}): void {
    this.page.drawCircle({borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 1) : 0, color: style.fill, size: r, x: cx, y: this.height - cy})
  }

  /** A table; returns the y of its bottom edge. */
  table(spec: TableSpec): number {
    const size = spec.size ?? 8
    const headerSize = spec.headerSize ?? size
    const rowHeight = spec.rowHeight ?? size * 1.9
    const headerHeight = spec.headerHeight ?? headerSize * 2.1
    const pad = spec.padding ?? 3
    const rule = spec.ruleColor ?? GREY
    const totalWidth = spec.columns.reduce((s, c) => s + c.width, 0)
    const lefts = columnLefts(spec.x, spec.columns.map((c) => c.width))

    let y = spec.y
    const drawRow = (cells: Cell[], height: number, font: PDFFont, fontSize: number, color?: RGB): void => {
      let col = 0
      for (const cell of cells) {
        const c = typeof cell === 'string' ? {text: cell} : cell
        const column = spec.columns[col]
        const align = c.align ?? column.align ?? 'left'
        const cellSize = c.size ?? fontSize
        const baseline = y + height / 2 + cellSize * 0.35
        const x = align === 'right' ? lefts[col] + column.width - pad : align === 'center' ? lefts[col] + column.width / 2 : lefts[col] + pad
        this.text(c.text, x, baseline, {align, color: c.color ?? color, font: c.font ?? font, size: cellSize})
        col++
      }
    }

    for (const header of spec.header ?? []) {
      if (spec.headerFill) this.box(spec.x, y, totalWidth, headerHeight, {fill: spec.headerFill})
      drawRow(header, headerHeight, spec.headerFont ?? spec.font, headerSize, spec.headerColor)
      y += headerHeight
      if (spec.rowRules || spec.frame) this.hline(spec.x, spec.x + totalWidth, y, {color: rule, width: 0.5})
    }

    for (const [i, row] of spec.rows.entries()) {
      if (spec.zebra && i % 2 === 1) this.box(spec.x, y, totalWidth, rowHeight, {fill: spec.zebra})
      drawRow(row, rowHeight, spec.font, size)
      y += rowHeight
      if (spec.rowRules && i < spec.rows.length - 1) this.hline(spec.x, spec.x + totalWidth, y, {color: rule, width: 0.3})
    }

    if (spec.frame) this.box(spec.x, spec.y, totalWidth, y - spec.y, {lineWidth: 0.6, stroke: rule})
    if (spec.verticalRules) for (const left of lefts.slice(1)) this.vline(left, spec.y, y, {color: rule, width: 0.4})
    return y
  }
}

/** Greedy word wrap at a width. */
/** The left edge of each column of a table starting at `x`, columns `widths` wide side by side. */
export function columnLefts(x: number, widths: readonly number[]): number[] {
  const lefts: number[] = []
  let at = x
  for (const width of widths) {
    lefts.push(at)
    at += width
  }

  return lefts
}

export function wrap(value: string, width: number, font: PDFFont, size: number): string[] {
  const out: string[] = []
  for (const paragraph of value.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        out.push(line)
        line = word
      } else line = candidate
    }

    out.push(line)
  }

  return out
}

/** A handwritten-looking signature stroke, seeded so each signer has their own. */
export function signaturePath(rng: () => number, width = 90): string {
  const points: string[] = []
  let x = 0
  const steps = 7 + Math.floor(rng() * 4)
  points.push(`M 0 ${10 + rng() * 6}`)
  for (let i = 0; i < steps; i++) {
    const dx = width / steps
    const c1x = x + dx * 0.3
    const c1y = rng() * 24 - 4
    const c2x = x + dx * 0.7
    const c2y = rng() * 24 - 2
    x += dx
    points.push(`C ${c1x.toFixed(1)} ${c1y.toFixed(1)} ${c2x.toFixed(1)} ${c2y.toFixed(1)} ${x.toFixed(1)} ${(6 + rng() * 12).toFixed(1)}`)
  }

  points.push(`M ${(width * 0.1).toFixed(1)} 22 Q ${(width * 0.5).toFixed(1)} ${(14 + rng() * 6).toFixed(1)} ${(width * 0.95).toFixed(1)} 20`)
  return points.join(' ')
}

/** A small bar chart (consumption histories on bills): bars scaled to the largest value, labels under them. */
export function barChart(
  sheet: Sheet,
  area: {x: number; y: number; w: number; h: number},
  bars: {label: string; value: number; highlight?: boolean}[],
  style: {color: RGB; highlight: RGB; font: PDFFont; size?: number},
): void {
  const size = style.size ?? 6
  const max = Math.max(1, ...bars.map((b) => b.value))
  const slot = area.w / bars.length
  const baseline = area.y + area.h
  sheet.hline(area.x, area.x + area.w, baseline, {color: GREY, width: 0.4})
  for (const [i, bar] of bars.entries()) {
    const h = (bar.value / max) * (area.h - size - 2)
    const x = area.x + i * slot + slot * 0.18
    sheet.box(x, baseline - h, slot * 0.64, h, {fill: bar.highlight ? style.highlight : style.color})
    sheet.text(bar.label, area.x + i * slot + slot / 2, baseline + size + 2, {align: 'center', color: GREY, font: style.font, size})
  }
}
