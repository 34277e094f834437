/**
 * Shared helpers of the held-out layouts (scripts/heldout/set-*): the corpus's drawing and format
 * helpers re-exported, plus what real issuers print that the corpus helpers do not have (dot
 * leaders, amounts with a dot decimal, whole euros, 2D-Doc-like seals).
 */
import {rgb, type PDFFont} from 'pdf-lib'

import {Sheet, type TextStyle} from '../../server/src/corpus/layouts/personal/draw.js'

export * from '../../server/src/corpus/layouts/personal/draw.js'
export * from '../../server/src/corpus/layouts/personal/common.js'
export {addDays, addMonths} from '../../server/src/validation/dates.js'
export type {Facts, GeneratedDocument, PostalAddress} from '../../server/src/corpus/types.js'

/**
 * A label, a run of dots, and the value right-aligned at `right` (tax notices, registry
 * extracts, payslip summaries): one line of text as a PDF prints it.
 */
export function leader(s: Sheet, label: string, value: string, x: number, right: number, y: number, style: TextStyle & {valueFont?: PDFFont} = {}): void {
  const font = style.font ?? s.fonts.helvetica.regular
  const size = style.size ?? 9
  const valueFont = style.valueFont ?? font
  const lw = font.widthOfTextAtSize(label, size)
  const vw = valueFont.widthOfTextAtSize(value, size)
  s.text(label, x, y, {...style, font, size})
  const dot = font.widthOfTextAtSize('.', size)
  const room = right - vw - 4 - (x + lw + 4)
  if (room > dot * 3) s.text('.'.repeat(Math.floor(room / dot)), x + lw + 4, y, {color: style.color, font, size})
  s.text(value, right, y, {align: 'right', color: style.color, font: valueFont, size})
}

/** "2345,67" (no thousands separator), as many payroll and billing systems print amounts. */
export function plainComma(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** "2345.67" (a dot for decimals), as exported by some billing back-ends. */
export function plainDot(cents: number): string {
  return plainComma(cents).replace(',', '.')
}

/** A seeded 2D-Doc-like square (the seal on administrative documents). */
export function seal(s: Sheet, x: number, y: number, cells: number, cell: number, rng: () => number): void {
  const black = {fill: rgb(0, 0, 0)}
  s.box(x, y, cell, cells * cell, black)
  s.box(x, y + (cells - 1) * cell, cells * cell, cell, black)
  for (let i = 0; i < cells; i += 2) {
    s.box(x + i * cell, y, cell, cell, black)
    s.box(x + (cells - 1) * cell, y + (cells - 1 - i) * cell, cell, cell, black)
  }

  for (let r = 1; r < cells - 1; r++) for (let c = 1; c < cells - 1; c++) if (rng() < 0.5) s.box(x + c * cell, y + r * cell, cell, cell, black)
}


/** "Septembre 2026" → "SEPTEMBRE 2026". */
export const upperMonth = (label: string): string => label.toLocaleUpperCase('fr-FR')

/** A dotted rule (graphics, not characters) from x1 to x2 under a baseline: the fill line of a printed form. */
export function dottedRule(s: Sheet, x1: number, x2: number, y: number, color = rgb(0.35, 0.35, 0.35)): void {
  s.hline(x1, x2, y + 1.5, {color, dash: [0.8, 2.2], width: 0.7})
}

/** "2 345,67 €" with a plain space before the euro sign (what most billing systems print). */
export function euroSpace(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`
}

/** Income tax on one share of a tax notice (the 2025 scale). */
export function taxOneShare(income: number): number {
  const brackets: [number, number][] = [
    [11_497, 0],
    [29_315, 0.11],
    [83_823, 0.3],
    [180_294, 0.41],
    [Infinity, 0.45],
  ]
  let tax = 0
  let floor = 0
  for (const [ceiling, rate] of brackets) {
    if (income > floor) tax += (Math.min(income, ceiling) - floor) * rate
    floor = ceiling
  }

  return Math.round(tax)
}

/** The 10 % deduction on salaries, within its floor and ceiling. */
export const deduction = (s: number) => (s === 0 ? 0 : Math.min(14_171, Math.max(495, Math.round(s * 0.1))))
/** A tax number as notices print it: "16 80 237 003 830". */
export const grouped = (n: string) => `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 7)} ${n.slice(7, 10)} ${n.slice(10)}`
