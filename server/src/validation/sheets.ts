/**
 * Sheets printed two pages per sheet ("2 pages par feuille" in a print dialog: two portrait
 * pages side by side on a landscape sheet, each at about 70 %), handed in as that one sheet: read
 * as its two pages, left then right. Read as one page, a line runs on from the left page into the
 * right one ("Vos références ┃ M. DUPONT ┃ Salaires, pensions, rentes"), and what is under a
 * label on one page is taken from the other.
 */
import {buildLines, type PageLayout} from './layout.js'

/** Where a page of the reading came from: the sheet's page, and how far right of it its words were. */
export interface SheetPart {
  page: number
  dx: number
}

/** A landscape sheet is at least this much wider than high. */
const LANDSCAPE = 1.2
/** The gutter lies in this middle part of the sheet's width. */
const GUTTER_ZONE = [0.4, 0.6] as const
/** No word within this share of the sheet's width either side of the gutter: the margins of two pages. */
const MIN_GUTTER_WIDTH = 0.015
/** Each half holds at least this share of the words. */
const MIN_HALF_WORDS = 0.25
/**
 * At most this share of the sheet's lines have words on both halves. Two pages' lines fall at
 * their own heights (about a quarter meet by chance); a landscape table's rows run across.
 */
const MAX_SHARED_LINES = 0.5

/**
 * The two pages of a two-up sheet (their words moved left by the gutter for the right one), or
 * undefined for any other page: a portrait page, a page whose words cross the middle, or whose
 * lines run across it.
 */
export function twoUpHalves(page: PageLayout): [PageLayout, PageLayout] | undefined {
  if (page.width < LANDSCAPE * page.height || page.words.length === 0) return undefined
  const [from, to] = GUTTER_ZONE.map((share) => share * page.width)
  let best: {x: number; gap: number} | undefined
  // The widest band of the middle zone that no word crosses.
  const edges = page.words.flatMap((w) => [w.x, w.x + w.w]).filter((x) => x >= from && x <= to)
  for (const x of [from, ...edges, to]) {
    if (page.words.some((w) => w.x < x && w.x + w.w > x)) continue
    const left = Math.max(...page.words.filter((w) => w.x + w.w <= x).map((w) => w.x + w.w), 0)
    const right = Math.min(...page.words.filter((w) => w.x >= x).map((w) => w.x), page.width)
    if (!best || right - left > best.gap) best = {gap: right - left, x: (left + right) / 2}
  }

  if (!best || best.gap < MIN_GUTTER_WIDTH * page.width) return undefined
  const gutter = best.x
  const leftWords = page.words.filter((w) => w.x + w.w / 2 < gutter)
  const rightWords = page.words.filter((w) => w.x + w.w / 2 >= gutter)
  if (Math.min(leftWords.length, rightWords.length) < MIN_HALF_WORDS * page.words.length) return undefined
  const lines = buildLines(page)
  const shared = lines.filter((line) => line.segments.some((s) => s.x1 <= gutter) && line.segments.some((s) => s.x0 >= gutter)).length
  if (shared > MAX_SHARED_LINES * lines.length) return undefined
  return [
    {...page, width: gutter, words: leftWords},
    {...page, width: page.width - gutter, words: rightWords.map((w) => ({...w, x: w.x - gutter}))},
  ]
}

/**
 * The pages to read: a two-up sheet as its two pages. Pages are numbered anew in reading order;
 * `parts` says which sheet each came from (absent when no sheet was split).
 */
export function readingPages(pages: PageLayout[]): {pages: PageLayout[]; parts?: Map<number, SheetPart>} {
  const halves = pages.map((page) => twoUpHalves(page))
  if (halves.every((h) => h === undefined)) return {pages}
  const out: PageLayout[] = []
  const parts = new Map<number, SheetPart>()
  for (const [i, page] of pages.entries()) {
    const split = halves[i]
    for (const [k, part] of (split ?? [page]).entries()) {
      out.push({...part, page: out.length + 1})
      parts.set(out.length, {dx: split && k === 1 ? split[0].width : 0, page: page.page})
    }
  }

  return {pages: out, parts}
}
