/**
 * Helpers shared by the company and identity layouts: reading `params`, label/value rows in two
 * columns, and the result record. Layouts return `fields` normalised as types.ts says.
 */
import {addDays} from '../../validation/dates.js'
import type {PageCanvas, TextStyle} from '../pdf.js'
import type {Rng} from '../rng.js'
import type {Facts, GeneratedDocument} from '../types.js'

/** A generated document with what the capture step may need beyond the contract. */
export interface LayoutResult extends GeneratedDocument {
  /**
   * The region a phone photo frames (an identity card's front and back on the page), in PDF
   * points from the top-left of page 1. Absent: the whole page.
   */
  photoRegion?: {x: number; y: number; width: number; height: number}
  /** The machine-readable zone printed, line by line (identity documents). */
  mrz?: string[]
  /** Facts about the printed text that the oracle needs (statements, markers), by name. */
  printed?: Record<string, boolean>
}

export function stringParam(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key]
  return typeof value === 'string' ? value : undefined
}

export function booleanParam(params: Record<string, unknown>, key: string): boolean {
  return params[key] === true
}

/** The document's date: `issueDate`, or a few days before the dossier's reference date. */
export function issueDate(facts: Facts, params: Record<string, unknown>, rng: Rng, maxDaysBefore = 20): string {
  return stringParam(params, 'issueDate') ?? addDays(facts.asOf, -(2 + Math.floor(rng() * maxDaysBefore)))
}

/** The SIREN printed (a defect may replace the company's). */
export function printedSiren(facts: Facts, params: Record<string, unknown>): string {
  return stringParam(params, 'sirenOverride') ?? facts.company.siren
}

/** The SIRET printed: the override SIREN keeps the company's establishment number. */
export function printedSiret(facts: Facts, params: Record<string, unknown>): string {
  const siren = stringParam(params, 'sirenOverride')
  return siren ? `${siren}${facts.company.siret.slice(9)}` : facts.company.siret
}

/**
 * Label/value rows: the label at `x`, the value at `valueX` (wrapped to `valueWidth`), as on
 * registry extracts. Returns the baseline after the last row.
 */
export function labelValueRows(
  page: PageCanvas,
  x: number,
  valueX: number,
  valueWidth: number,
  y: number,
  rows: [string, string][],
  options: {label?: TextStyle; value?: TextStyle; gap?: number; leading?: number} = {},
): number {
  const labelStyle: TextStyle = {size: 9, ...options.label}
  const valueStyle: TextStyle = {size: 9, ...options.value}
  const leading = options.leading ?? (valueStyle.size ?? 9) * 1.3
  let cy = y
  for (const [label, value] of rows) {
    const labelLines = page.wrap(label, valueX - x - 8, labelStyle)
    labelLines.forEach((line, i) => page.text(x, cy + i * leading, line, labelStyle))
    const end = page.paragraph(valueX, cy, valueWidth, value, {...valueStyle, leading})
    cy = Math.max(end, cy + labelLines.length * leading) + (options.gap ?? 4)
  }

  return cy
}

/** A section title with a rule under it. */
export function sectionTitle(page: PageCanvas, x: number, y: number, width: number, title: string, style: TextStyle = {}): number {
  page.text(x, y, title, {font: 'sansBold', size: 9.5, ...style})
  page.line(x, y + 4, x + width, y + 4, {width: 0.5})
  return y + 18
}
