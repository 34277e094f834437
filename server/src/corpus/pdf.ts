/**
 * A small drawing layer over pdf-lib for the corpus layouts: top-left coordinates in points,
 * named standard fonts, wrapped paragraphs, tables, dotted leaders, and the decorations real
 * documents carry (logos drawn as shapes, stamps, signatures, 2D codes, barcodes, guilloches).
 *
 * Output is deterministic: no creation date from the clock, no random document ID (pdf-lib
 * writes none), metadata set explicitly from the document's own date.
 */
import {PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB} from 'pdf-lib'

import {winAnsi} from './format.js'
import type {Rng} from './rng.js'

export const A4: [number, number] = [595.28, 841.89]
export const MM = 72 / 25.4

export type FontName = 'mono' | 'monoBold' | 'sans' | 'sansBold' | 'sansBoldOblique' | 'sansOblique' | 'serif' | 'serifBold' | 'serifItalic'

const STANDARD: Record<FontName, StandardFonts> = {
  mono: StandardFonts.Courier,
  monoBold: StandardFonts.CourierBold,
  sans: StandardFonts.Helvetica,
  sansBold: StandardFonts.HelveticaBold,
  sansBoldOblique: StandardFonts.HelveticaBoldOblique,
  sansOblique: StandardFonts.HelveticaOblique,
  serif: StandardFonts.TimesRoman,
  serifBold: StandardFonts.TimesRomanBold,
  serifItalic: StandardFonts.TimesRomanItalic,
}

export type Color = RGB
/** "#1f3b73" → rgb */
export function hex(value: string): Color {
  const n = Number.parseInt(value.replace('#', ''), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

export const BLACK = rgb(0, 0, 0)
export const GREY = hex('#666666')
export const LIGHT = hex('#dddddd')
export const WHITE = rgb(1, 1, 1)

export interface TextStyle {
  font?: FontName
  size?: number
  color?: Color
  align?: 'center' | 'left' | 'right'
  /** Character spacing in points (letter-spaced headings). */
  spacing?: number
}

export interface DocumentMeta {
  title: string
  author?: string
  creator?: string
  producer?: string
  /** ISO date of the document: its creation and modification dates (no clock). */
  date: string
}

export class PdfBuilder {
  private readonly fonts = new Map<FontName, PDFFont>()
  readonly pages: PageCanvas[] = []

  private constructor(readonly doc: PDFDocument) {}

  static async create(meta: DocumentMeta): Promise<PdfBuilder> {
    // updateMetadata: false keeps pdf-lib from stamping the current time and its own producer.
    const doc = await PDFDocument.create({updateMetadata: false})
    const date = new Date(`${meta.date}T09:00:00Z`)
    doc.setTitle(meta.title)
    if (meta.author) doc.setAuthor(meta.author)
    doc.setCreator(meta.creator ?? 'Document')
    doc.setProducer(meta.producer ?? 'PDF Library')
    doc.setCreationDate(date)
    doc.setModificationDate(date)
    const builder = new PdfBuilder(doc)
    for (const name of Object.keys(STANDARD) as FontName[]) builder.fonts.set(name, await doc.embedFont(STANDARD[name]))
    return builder
  }

  font(name: FontName): PDFFont {
    return this.fonts.get(name)!
  }

  addPage(size: [number, number] = A4): PageCanvas {
    const page = new PageCanvas(this, this.doc.addPage(size))
    this.pages.push(page)
    return page
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save({useObjectStreams: false})
  }
}

export class PageCanvas {
  readonly width: number
  readonly height: number

  constructor(
    private readonly builder: PdfBuilder,
    readonly page: PDFPage,
  ) {
    const {height, width} = page.getSize()
    this.width = width
    this.height = height
  }

  widthOf(text: string, style: TextStyle = {}): number {
    const font = this.builder.font(style.font ?? 'sans')
    const size = style.size ?? 10
    const clean = winAnsi(text)
    return font.widthOfTextAtSize(clean, size) + (style.spacing ?? 0) * Math.max(0, clean.length - 1)
  }

  /** Draws one line of text whose baseline is `y` points below the top of the page. Returns its width. */
  text(x: number, y: number, text: string, style: TextStyle = {}): number {
    const clean = winAnsi(text)
    if (!clean) return 0
    const size = style.size ?? 10
    const width = this.widthOf(clean, style)
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x
    const font = this.builder.font(style.font ?? 'sans')
    const color = style.color ?? BLACK
    if (style.spacing) {
      let cx = left
      for (const ch of clean) {
        this.page.drawText(ch, {color, font, size, x: cx, y: this.height - y})
        cx += font.widthOfTextAtSize(ch, size) + style.spacing
      }
    } else {
      this.page.drawText(clean, {color, font, size, x: left, y: this.height - y})
    }

    return width
  }

  /** Splits text into lines no wider than `width`. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word
        if (line && this.widthOf(candidate, style) > width) {
          lines.push(line)
          line = word
        } else {
          line = candidate
        }
      }

      lines.push(line)
    }

    return lines
  }

  /** A wrapped paragraph from baseline `y`; returns the baseline after its last line plus `after`. */
  paragraph(x: number, y: number, width: number, text: string, style: TextStyle & {leading?: number; after?: number; justify?: boolean} = {}): number {
    const size = style.size ?? 10
    const leading = style.leading ?? size * 1.35
    const lines = this.wrap(text, width, style)
    lines.forEach((line, i) => {
      if (style.align === 'center') this.text(x + width / 2, y + i * leading, line, style)
      else if (style.align === 'right') this.text(x + width, y + i * leading, line, style)
      else this.text(x, y + i * leading, line, style)
    })
    return y + lines.length * leading + (style.after ?? 0)
  }

  /** The lines a paragraph would take (to test where a phrase wraps). */
  paragraphLines(width: number, text: string, style: TextStyle = {}): string[] {
    return this.wrap(text, width, style)
  }

  rect(x: number, y: number, w: number, h: number, options: {fill?: Color; stroke?: Color; lineWidth?: number; opacity?: number; dash?: number[]} = {}): void {
    this.page.drawRectangle({
      borderColor: options.stroke,
      borderDashArray: options.dash,
      borderWidth: options.stroke ? (options.lineWidth ?? 0.6) : 0,
      color: options.fill,
      height: h,
      opacity: options.opacity,
      width: w,
      x,
      y: this.height - y - h,
    })
  }

  line(x1: number, y1: number, x2: number, y2: number, options: {color?: Color; width?: number; dash?: number[]} = {}): void {
    this.page.drawLine({
      color: options.color ?? BLACK,
      dashArray: options.dash,
      end: {x: x2, y: this.height - y2},
      start: {x: x1, y: this.height - y1},
      thickness: options.width ?? 0.6,
    })
  }

  circle(cx: number, cy: number, r: number, options: {fill?: Color; stroke?: Color; lineWidth?: number; opacity?: number} = {}): void {
    this.page.drawCircle({
      borderColor: options.stroke,
      borderWidth: options.stroke ? (options.lineWidth ?? 0.8) : 0,
      color: options.fill,
      opacity: options.opacity,
      size: r,
      x: cx,
      y: this.height - cy,
    })
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, options: {fill?: Color; stroke?: Color; lineWidth?: number; opacity?: number} = {}): void {
    this.page.drawEllipse({
      borderColor: options.stroke,
      borderWidth: options.stroke ? (options.lineWidth ?? 0.8) : 0,
      color: options.fill,
      opacity: options.opacity,
      x: cx,
      xScale: rx,
      y: this.height - cy,
      yScale: ry,
    })
  }

  /** An SVG path in local coordinates (y down) whose origin is (x, y). */
  path(x: number, y: number, d: string, options: {fill?: Color; stroke?: Color; width?: number; opacity?: number; scale?: number} = {}): void {
    this.page.drawSvgPath(d, {
      borderColor: options.stroke,
      borderWidth: options.stroke ? (options.width ?? 0.8) : undefined,
      color: options.fill,
      opacity: options.opacity,
      scale: options.scale,
      x,
      y: this.height - y,
    })
  }

  /**
   * "Dénomination ........ ATELIER MARTIN": the label, dots up to the value column, the value.
   * The dots are text, as on the documents that print them (the text layer carries them too).
   */
  leader(x: number, y: number, valueX: number, label: string, value: string, style: TextStyle = {}, valueStyle: TextStyle = {}): void {
    const labelWidth = this.text(x, y, label, style)
    const dot = this.widthOf('.', style) + 0.4
    const start = x + labelWidth + 3
    const count = Math.max(3, Math.floor((valueX - 4 - start) / dot))
    this.text(start, y, '.'.repeat(count), {...style, spacing: 0.4})
    this.text(valueX, y, value, {...style, ...valueStyle})
  }

  /**
   * A table with a header row; `rows` cells may hold several lines ("\n"). Returns the y below it.
   * Cells are drawn as separate text runs, so a text extractor sees each row as one line.
   */
  table(
    x: number,
    y: number,
    columns: {header: string; width: number; align?: 'center' | 'left' | 'right'}[],
    rows: string[][],
    options: {size?: number; headerFill?: Color; headerColor?: Color; headerFont?: FontName; font?: FontName; border?: Color; padding?: number; rowGap?: number; zebra?: Color} = {},
  ): number {
    const size = options.size ?? 9
    const pad = options.padding ?? 4
    const leading = size * 1.3
    const border = options.border ?? GREY
    const total = columns.reduce((a, c) => a + c.width, 0)
    const cellX = (i: number) => x + columns.slice(0, i).reduce((a, c) => a + c.width, 0)
    const drawRow = (cells: string[], top: number, style: TextStyle, fill?: Color): number => {
      const wrapped = cells.map((cell, i) => cell.split('\n').flatMap((part) => this.wrap(part, columns[i].width - 2 * pad, style)))
      const lines = Math.max(1, ...wrapped.map((w) => w.length))
      const h = lines * leading + 2 * pad - (leading - size) + (options.rowGap ?? 0)
      if (fill) this.rect(x, top, total, h, {fill})
      wrapped.forEach((cellLines, i) => {
        const col = columns[i]
        cellLines.forEach((line, k) => {
          const base = top + pad + size * 0.85 + k * leading
          const cx = col.align === 'right' ? cellX(i) + col.width - pad : col.align === 'center' ? cellX(i) + col.width / 2 : cellX(i) + pad
          this.text(cx, base, line, {...style, align: col.align ?? 'left'})
        })
      })
      this.rect(x, top, total, h, {lineWidth: 0.5, stroke: border})
      for (let i = 1; i < columns.length; i++) this.line(cellX(i), top, cellX(i), top + h, {color: border, width: 0.5})
      return top + h
    }

    let top = drawRow(
      columns.map((c) => c.header),
      y,
      {color: options.headerColor ?? BLACK, font: options.headerFont ?? 'sansBold', size},
      options.headerFill ?? LIGHT,
    )
    rows.forEach((row, i) => {
      top = drawRow(row, top, {font: options.font ?? 'sans', size}, options.zebra && i % 2 === 1 ? options.zebra : undefined)
    })
    return top
  }

  /** A label above a value inside a box (forms): returns the box's bottom. */
  field(x: number, y: number, w: number, label: string, value: string, options: {h?: number; labelSize?: number; size?: number; font?: FontName; stroke?: Color; labelColor?: Color} = {}): number {
    const h = options.h ?? 30
    this.rect(x, y, w, h, {lineWidth: 0.6, stroke: options.stroke ?? GREY})
    this.text(x + 4, y + (options.labelSize ?? 7) + 3, label, {color: options.labelColor ?? GREY, size: options.labelSize ?? 7})
    this.text(x + 5, y + h - 8, value, {font: options.font ?? 'sansBold', size: options.size ?? 10})
    return y + h
  }

  /** A logo: a rounded mark with initials and a brand name next to it (no real brand). */
  logo(x: number, y: number, initials: string, name: string, color: Color, options: {shape?: 'circle' | 'square' | 'diamond'; size?: number; nameSize?: number; sub?: string} = {}): void {
    const s = options.size ?? 30
    if (options.shape === 'circle') this.circle(x + s / 2, y + s / 2, s / 2, {fill: color})
    else if (options.shape === 'diamond') this.path(x + s / 2, y, `M 0 0 L ${s / 2} ${s / 2} L 0 ${s} L ${-s / 2} ${s / 2} Z`, {fill: color})
    else this.rect(x, y, s, s, {fill: color})
    this.text(x + s / 2, y + s / 2 + s * 0.14, initials, {align: 'center', color: WHITE, font: 'sansBold', size: s * 0.4})
    if (name) this.text(x + s + 6, y + s * 0.55, name, {color, font: 'sansBold', size: options.nameSize ?? s * 0.5})
    if (options.sub) this.text(x + s + 6, y + s * 0.55 + (options.nameSize ?? s * 0.5) * 0.9, options.sub, {color: GREY, size: (options.nameSize ?? s * 0.5) * 0.5})
  }

  /** The Marianne-style block of French administrations: a flag bar and the "RÉPUBLIQUE FRANÇAISE" motto. */
  republique(x: number, y: number, scale = 1): void {
    const w = 9 * scale
    this.rect(x, y, w, 14 * scale, {fill: hex('#000091')})
    this.rect(x + w, y, w, 14 * scale, {fill: WHITE, stroke: LIGHT, lineWidth: 0.3})
    this.rect(x + 2 * w, y, w, 14 * scale, {fill: hex('#e1000f')})
    this.text(x, y + 26 * scale, 'RÉPUBLIQUE', {font: 'sansBold', size: 9 * scale})
    this.text(x, y + 36 * scale, 'FRANÇAISE', {font: 'sansBold', size: 9 * scale})
    this.text(x, y + 48 * scale, 'Liberté', {font: 'serifItalic', size: 7 * scale})
    this.text(x, y + 56 * scale, 'Égalité', {font: 'serifItalic', size: 7 * scale})
    this.text(x, y + 64 * scale, 'Fraternité', {font: 'serifItalic', size: 7 * scale})
  }

  /** A rubber stamp: two concentric ellipses with text lines inside, tilted ink colour. */
  stamp(cx: number, cy: number, lines: string[], color: Color = hex('#27408b')): void {
    const rx = 62
    const ry = 34
    this.ellipse(cx, cy, rx, ry, {lineWidth: 1.4, opacity: 0.85, stroke: color})
    this.ellipse(cx, cy, rx - 4, ry - 4, {lineWidth: 0.6, opacity: 0.85, stroke: color})
    const top = cy - ((lines.length - 1) * 9) / 2 + 3
    lines.forEach((line, i) => this.text(cx, top + i * 9, line, {align: 'center', color, font: 'sansBold', size: 7}))
  }

  /** A handwritten-looking signature: a few random Bézier strokes. */
  signature(x: number, y: number, rng: Rng, width = 90, color: Color = hex('#1b2a6b')): void {
    let d = `M 0 ${10 + rng() * 8}`
    const steps = 5 + Math.floor(rng() * 4)
    for (let i = 1; i <= steps; i++) {
      const px = (width * i) / steps
      d += ` C ${px - width / steps / 2} ${-6 + rng() * 30}, ${px - width / steps / 3} ${rng() * 26}, ${px} ${4 + rng() * 18}`
    }

    this.path(x, y, d, {stroke: color, width: 1.1})
    this.path(x + width * 0.1, y + 4, `M 0 22 Q ${width * 0.4} ${12 + rng() * 10} ${width * 0.85} 18`, {stroke: color, width: 0.8})
  }

  /** A 2D-Doc / DataMatrix-like square: finder L, clock track and random modules. */
  matrix(x: number, y: number, size: number, rng: Rng, modules = 22): void {
    const m = size / modules
    this.rect(x, y, m, size, {fill: BLACK})
    this.rect(x, y + size - m, size, m, {fill: BLACK})
    for (let i = 0; i < modules; i += 2) {
      this.rect(x + i * m, y, m, m, {fill: BLACK})
      this.rect(x + size - m, y + size - (i + 1) * m, m, m, {fill: BLACK})
    }

    for (let r = 1; r < modules - 1; r++) {
      for (let c = 1; c < modules - 1; c++) if (rng() < 0.48) this.rect(x + c * m, y + r * m, m, m, {fill: BLACK})
    }
  }

  /** A linear barcode of random bars. */
  barcode(x: number, y: number, w: number, h: number, rng: Rng): void {
    let cx = x
    while (cx < x + w) {
      const bar = 0.6 + Math.floor(rng() * 3) * 0.6
      this.rect(cx, y, bar, h, {fill: BLACK})
      cx += bar + 0.6 + Math.floor(rng() * 3) * 0.6
    }
  }

  /** Security background: thin sine waves across a rectangle. */
  guilloche(x: number, y: number, w: number, h: number, color: Color, rng: Rng, count = 14): void {
    for (let k = 0; k < count; k++) {
      const amplitude = 3 + rng() * 6
      const period = 20 + rng() * 30
      const phase = rng() * period
      const base = (h * (k + 0.5)) / count
      let d = `M 0 ${base + amplitude * Math.sin(phase)}`
      for (let px = 4; px <= w; px += 4) d += ` L ${px} ${(base + amplitude * Math.sin(((px + phase) / period) * 2 * Math.PI)).toFixed(2)}`
      this.path(x, y, d, {opacity: 0.5, stroke: color, width: 0.35})
    }
  }

  /** A passport-photo placeholder: grey frame, head and shoulders. */
  photo(x: number, y: number, w: number, h: number, tone: Color = hex('#9aa3ad')): void {
    this.rect(x, y, w, h, {fill: hex('#e9edf1'), lineWidth: 0.4, stroke: GREY})
    this.ellipse(x + w / 2, y + h * 0.38, w * 0.2, h * 0.2, {fill: tone})
    this.path(x + w / 2, y + h, `M ${-w * 0.42} 0 Q ${-w * 0.4} ${-h * 0.34} 0 ${-h * 0.36} Q ${w * 0.4} ${-h * 0.34} ${w * 0.42} 0 Z`, {fill: tone})
  }
}
