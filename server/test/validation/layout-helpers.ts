/**
 * Positioned pages for extraction tests, written like a document is printed: lines at a given
 * height (y, points from the top), each with cells at a given x. Words get widths proportional
 * to their length, as a proportional font gives (about half the font size per character).
 */
import type {LayoutWord, PageLayout} from '../../src/validation/layout.js'

export interface Row {
  y: number
  /** [x, text] of each run of words printed at x. */
  cells: [number, string][]
  size?: number
}

export function page(rows: Row[], options: {page?: number; width?: number; height?: number; ocrConfidence?: number} = {}): PageLayout {
  const words: LayoutWord[] = []
  for (const row of rows) {
    const size = row.size ?? 10
    for (const [x0, text] of row.cells) {
      let x = x0
      for (const word of text.split(' ')) {
        if (word) {
          const w = word.length * size * 0.5
          words.push({h: size, text: word, w, x, y: row.y, ...(options.ocrConfidence === undefined ? {} : {conf: options.ocrConfidence})})
          x += w
        }

        x += size * 0.28
      }
    }
  }

  return {
    height: options.height ?? 842,
    method: options.ocrConfidence === undefined ? 'pdf-text' : 'ocr',
    page: options.page ?? 1,
    width: options.width ?? 595,
    words,
    ...(options.ocrConfidence === undefined ? {} : {confidence: options.ocrConfidence}),
  }
}

/** Rows one under the other from `top`, `pitch` points apart. */
export function stack(top: number, pitch: number, lines: [number, string][][]): Row[] {
  return lines.map((cells, i) => ({cells, y: top + i * pitch}))
}

/**
 * A page of words as OCR boxed them, each `[text, x, y, h, w]` in points (a measured reading, for
 * tests of how lines are built from uneven boxes), read at 0.93 confidence.
 */
export function ocrWords(words: [string, number, number, number, number][], options: {width?: number; height?: number} = {}): PageLayout {
  return {
    confidence: 0.93,
    height: options.height ?? 842,
    method: 'ocr',
    page: 1,
    width: options.width ?? 595,
    words: words.map(([text, x, y, h, w]) => ({conf: 0.93, h, text, w, x, y})),
  }
}
