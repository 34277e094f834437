/**
 * What the layouts of set ad share: a document (a card, a sheet, a screen) drawn at a scale and
 * turned by an angle on the page, in the document's own units with y growing downwards, as the
 * earlier sets' Frame classes do; and seeded blotches (stains, glare) made of soft ellipses.
 */
import {type BlendMode, clip, closePath, degrees, endPath, lineTo, moveTo, type PDFFont, popGraphicsState, pushGraphicsState, type RGB} from 'pdf-lib'

import {BLACK, type Sheet} from '../util.js'

export interface FrameText {
  font?: PDFFont
  size: number
  color?: RGB
  align?: 'center' | 'left' | 'right'
  /** The widest the text may be (document units): a longer one is drawn smaller. */
  room?: number
  opacity?: number
}

/** The document drawn at scale `z`, turned `angle` degrees anticlockwise about its top-left corner placed at (x0, y0) of the page. */
export class Frame {
  private readonly cos: number
  private readonly sin: number

  constructor(
    readonly s: Sheet,
    readonly x0: number,
    readonly y0: number,
    readonly z: number,
    readonly angle = 0,
  ) {
    const r = (angle * Math.PI) / 180
    this.cos = Math.cos(r)
    this.sin = Math.sin(r)
  }

  /** The page's point of the document's (u, v). */
  at(u: number, v: number): {x: number; y: number} {
    return {x: this.x0 + this.z * (u * this.cos + v * this.sin), y: this.y0 + this.z * (-u * this.sin + v * this.cos)}
  }

  /** A frame inside this one: its origin at (u, v), its own scale `k` (in this frame's units). */
  inner(u: number, v: number, k: number, turn = 0): Frame {
    const p = this.at(u, v)
    return new Frame(this.s, p.x, p.y, this.z * k, this.angle + turn)
  }

  /** Draws what `draw` draws only inside the document's rectangle (u, v, w, h): the clip is undone after. */
  clipped(u: number, v: number, w: number, h: number, draw: () => void): void {
    const corners = [this.at(u, v), this.at(u + w, v), this.at(u + w, v + h), this.at(u, v + h)].map((p) => ({x: p.x, y: this.s.height - p.y}))
    this.s.page.pushOperators(pushGraphicsState(), moveTo(corners[0].x, corners[0].y), ...corners.slice(1).map((p) => lineTo(p.x, p.y)), closePath(), clip(), endPath())
    draw()
    this.s.page.pushOperators(popGraphicsState())
  }

  /** The size the text is drawn at (room applied), in document units. */
  fit(value: string, style: FrameText): number {
    const font = style.font ?? this.s.fonts.helvetica.regular
    return style.room ? Math.min(style.size, style.room / Math.max(0.001, font.widthOfTextAtSize(value, 1))) : style.size
  }

  /** Draws one line with its baseline at v; returns its width in document units. */
  text(value: string, u: number, v: number, style: FrameText): number {
    const font = style.font ?? this.s.fonts.helvetica.regular
    const size = this.fit(value, style)
    const w = font.widthOfTextAtSize(value, size)
    const start = style.align === 'right' ? u - w : style.align === 'center' ? u - w / 2 : u
    const p = this.at(start, v)
    if (value !== '') this.s.page.drawText(value, {color: style.color ?? BLACK, font, opacity: style.opacity, rotate: degrees(this.angle), size: size * this.z, x: p.x, y: this.s.height - p.y})
    return w
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; radius?: number; opacity?: number; dash?: number[]; blend?: BlendMode}): void {
    const p = this.at(u, v)
    const r = Math.min(style.radius ?? 0, w / 2, h / 2)
    const d = r ? `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z` : `M 0 0 H ${w} V ${h} H 0 Z`
    this.s.page.drawSvgPath(d, {
      blendMode: style.blend,
      borderColor: style.stroke,
      borderDashArray: style.dash,
      borderOpacity: style.opacity,
      borderWidth: style.stroke ? (style.lineWidth ?? 0.6) : 0,
      color: style.fill,
      opacity: style.opacity,
      rotate: degrees(this.angle),
      scale: this.z,
      x: p.x,
      y: this.s.height - p.y,
    })
  }

  line(u1: number, v1: number, u2: number, v2: number, style: {color: RGB; width: number; dash?: number[]; opacity?: number}): void {
    const a = this.at(u1, v1)
    const b = this.at(u2, v2)
    this.s.page.drawLine({color: style.color, dashArray: style.dash, end: {x: b.x, y: this.s.height - b.y}, opacity: style.opacity, start: {x: a.x, y: this.s.height - a.y}, thickness: style.width * this.z})
  }

  /** An SVG path (document units, y down) with its origin at (u, v). */
  path(d: string, u: number, v: number, style: {stroke?: RGB; fill?: RGB; lineWidth?: number; opacity?: number; scale?: number; blend?: BlendMode}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(d, {
      blendMode: style.blend,
      borderColor: style.stroke,
      borderOpacity: style.opacity,
      borderWidth: style.stroke ? (style.lineWidth ?? 0.6) : 0,
      color: style.fill,
      opacity: style.opacity,
      rotate: degrees(this.angle),
      scale: this.z * (style.scale ?? 1),
      x: p.x,
      y: this.s.height - p.y,
    })
  }

  circle(u: number, v: number, r: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawCircle({borderColor: style.stroke, borderOpacity: style.opacity, borderWidth: style.stroke ? (style.lineWidth ?? 0.6) * this.z : 0, color: style.fill, opacity: style.opacity, size: r * this.z, x: p.x, y: this.s.height - p.y})
  }

  ellipse(u: number, v: number, rx: number, ry: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; opacity?: number; turn?: number; blend?: BlendMode}): void {
    const p = this.at(u, v)
    this.s.page.drawEllipse({
      blendMode: style.blend,
      borderColor: style.stroke,
      borderOpacity: style.opacity,
      borderWidth: style.stroke ? (style.lineWidth ?? 0.6) * this.z : 0,
      color: style.fill,
      opacity: style.opacity,
      rotate: degrees(this.angle + (style.turn ?? 0)),
      x: p.x,
      xScale: rx * this.z,
      y: this.s.height - p.y,
      yScale: ry * this.z,
    })
  }
}

/** A closed, slightly irregular loop around (0, 0) of radii rx, ry: an SVG path (y down). */
export function blob(rng: () => number, rx: number, ry: number, points = 18, wobble = 0.12): string {
  const pts: [number, number][] = []
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2
    const k = 1 + (rng() - 0.5) * 2 * wobble
    pts.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k])
  }

  const mid = (a: [number, number], b: [number, number]) => `${((a[0] + b[0]) / 2).toFixed(2)} ${((a[1] + b[1]) / 2).toFixed(2)}`
  let d = `M ${mid(pts[0], pts[1])}`
  for (let i = 1; i <= points; i++) {
    const c = pts[i % points]
    d += ` Q ${c[0].toFixed(2)} ${c[1].toFixed(2)} ${mid(c, pts[(i + 1) % points])}`
  }

  return `${d} Z`
}
