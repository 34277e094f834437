/**
 * Positioned text: the engine's input. A page is a list of words with their boxes, from the PDF
 * text layer (pdf.js text items with their transforms) or from OCR (tesseract words). Extraction
 * reasons over this geometry (value right of its label, value below it, table columns, address
 * blocks) instead of over lines of plain text.
 *
 * Coordinates are in PDF points (1/72 inch), origin at the top-left corner of the page as it is
 * displayed (after /Rotate, or after the OCR orientation fix), y growing downwards. A word's box
 * is (x, y) top-left, w wide and h high. OCR pixel coordinates are divided by the render scale, so
 * every page of every source shares one unit and one set of tolerances.
 */

export type TextMethod = 'ocr' | 'pdf-text'

export interface LayoutWord {
  text: string
  x: number
  y: number
  w: number
  h: number
  /** OCR confidence of the word, 0..1 (absent for a text layer, which is exact). */
  conf?: number
}

/** Whether any of these words was read by OCR (it carries a confidence; a text layer's words have none). */
export function readByOcr(words: readonly LayoutWord[]): boolean {
  return words.some((w) => w.conf !== undefined)
}

export interface PageLayout {
  /** 1-based. */
  page: number
  width: number
  height: number
  method: TextMethod
  /** Mean OCR confidence of the page, 0..1 (absent for a text layer). */
  confidence?: number
  /** Clockwise rotation (0, 90, 180, 270) that OCR applied to read the page upright. */
  rotation?: number
  words: LayoutWord[]
}

/** Compact storage form of a word: [text, x, y, w, h, conf?] with coordinates rounded to 0.1 pt. */
export type StoredWord = [string, number, number, number, number] | [string, number, number, number, number, number]

const round1 = (n: number) => Math.round(n * 10) / 10

export function packWords(words: LayoutWord[]): StoredWord[] {
  return words.map((w) =>
    w.conf === undefined ? [w.text, round1(w.x), round1(w.y), round1(w.w), round1(w.h)] : [w.text, round1(w.x), round1(w.y), round1(w.w), round1(w.h), Math.round(w.conf * 1000) / 1000],
  )
}

export function unpackWords(stored: StoredWord[]): LayoutWord[] {
  return stored.map(([text, x, y, w, h, conf]) => (conf === undefined ? {h, text, w, x, y} : {conf, h, text, w, x, y}))
}

/** Width of one character in the synthetic layout of plain text (points). */
const CHAR_W = 6
/** Line pitch of the synthetic layout (points). */
const LINE_H = 14
const FONT_H = 10

/**
 * A layout for text without positions (plain-text uploads, documents stored before layouts
 * existed): each line of text becomes a row of words laid out as in a monospaced font, so runs of
 * two or more spaces keep their meaning (a column gap) and "Label : value" lines read as before.
 */
export function layoutFromText(pages: string[]): PageLayout[] {
  return pages.map((text, index) => {
    const words: LayoutWord[] = []
    const lines = text.replace(/\r\n?/g, '\n').split('\n')
    let width = 0
    for (const [row, line] of lines.entries()) {
      const expanded = line.replace(/\t/g, '    ')
      width = Math.max(width, expanded.length * CHAR_W)
      for (const m of expanded.matchAll(/\S+/g)) {
        words.push({h: FONT_H, text: m[0], w: m[0].length * CHAR_W, x: 36 + m.index * CHAR_W, y: 36 + row * LINE_H})
      }
    }

    return {height: 72 + lines.length * LINE_H, method: 'pdf-text', page: index + 1, width: Math.max(595, width + 72), words}
  })
}

/** A run of words on one line with no wide gap inside: a table cell, a label, a value, a column. */
export interface Segment {
  words: LayoutWord[]
  text: string
  x0: number
  x1: number
  y0: number
  y1: number
}

/** Words sharing a baseline, left to right, cut into segments at wide gaps and dotted leaders. */
export interface LayoutLine {
  page: number
  segments: Segment[]
  text: string
  x0: number
  x1: number
  y0: number
  y1: number
  /** Median word height: the unit of every tolerance on this line. */
  h: number
}

/**
 * A word that is only OCR's reading of a table's vertical rule ("|", "¦") between two cells
 * ("Net à payer avant impôt | Prélèvement à la source"): it parts them.
 */
const RULE_MARK = /^[|¦]+$/u

/** A word made only of leader characters ("........", "____", "- - -") separates a label from its value. */
const LEADER = /^[._·…\-–—:]{3,}$/u

/** The middle value (the upper one of two), 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function segmentOf(words: LayoutWord[]): Segment {
  return {
    text: words.map((w) => w.text).join(' '),
    words,
    x0: Math.min(...words.map((w) => w.x)),
    x1: Math.max(...words.map((w) => w.x + w.w)),
    y0: Math.min(...words.map((w) => w.y)),
    y1: Math.max(...words.map((w) => w.y + w.h)),
  }
}

/** Single characters this many times their width apart, evenly, are a value printed one character a box. */
const COMB_STEP = 1.8

/**
 * A value printed one character a box (an IBAN, a BIC, a bank code on a savings bank's RIB: "F R 7 6",
 * "C P E P F R P P X X X") is one word: runs of single capitals or digits whose centres are evenly
 * spaced (each step within a quarter of the run's first step), COMB_STEP times a character's width
 * or more (boxes, not spaces), are joined.
 */
function joinCombCharacters(words: LayoutWord[]): LayoutWord[] {
  const out: LayoutWord[] = []
  let i = 0
  while (i < words.length) {
    let j = i
    const single = (w: LayoutWord | undefined) => w !== undefined && /^[\p{Lu}\p{N}]$/u.test(w.text)
    let step = 0
    if (single(words[i]) && single(words[i + 1])) {
      const centre = (w: LayoutWord) => w.x + w.w / 2
      step = centre(words[i + 1]) - centre(words[i])
      j = i + 1
      while (single(words[j + 1]) && Math.abs(centre(words[j + 1]) - centre(words[j]) - step) <= 0.25 * step) j++
    }

    // (Boxes wider than their characters, 1.8 times or more: a space between characters of
    // running text steps 1.4 to 1.6 times a character, "R 2 D 2". Two characters will do then:
    // a key "7 2".)
    const wide = step >= COMB_STEP * Math.max(...words.slice(i, j + 1).map((w) => w.w))
    if (j > i && wide) {
      const run = words.slice(i, j + 1)
      const x = run[0].x
      const y = Math.min(...run.map((w) => w.y))
      const confidences = run.map((w) => w.conf).filter((c): c is number => c !== undefined)
      out.push({
        ...run[0],
        h: Math.max(...run.map((w) => w.y + w.h)) - y,
        text: run.map((w) => w.text).join(''),
        w: run.at(-1)!.x + run.at(-1)!.w - x,
        x,
        y,
        ...(confidences.length > 0 ? {conf: Math.min(...confidences)} : {}),
      })
      i = j + 1
    } else {
      out.push(words[i])
      i++
    }
  }

  return out
}

/** An OCR word less high than this share of the page's usual word is a speck, not print. */
const SPECK_HEIGHT = 0.4

function rowCentre(row: LayoutWord[]): number {
  return median(row.map((w) => w.y + w.h / 2))
}

/**
 * A word whose box OCR drew taller than its print (a stroke or a stamp under "FONTAINE", a speck
 * over "Jour") has its centre off the row's, but it still continues the row: its box spans the
 * row's centre, its top is level with the row's, and it follows a word of the row with no more
 * than a letter's gap (a title beside smaller lines stands apart). So does a shorter word standing
 * on the baseline of a word of the row it follows.
 */
function continuesRow(row: LayoutWord[], word: LayoutWord, centre: number, height: number): boolean {
  const adjacent = (w: LayoutWord) => Math.abs(word.x - (w.x + w.w)) <= height || Math.abs(w.x - (word.x + word.w)) <= height
  // A short word on the baseline of the word it follows ("Bâtiment C": the accent makes the first
  // box taller, the lone capital's centre falls below the row's).
  // (Or on the baseline of a word of its cell a little further back, the word it follows having a
  // descender: "Extrait à jour" then "au :" in x-height letters, OCR's boxes alike at the bottom.)
  const near = (w: LayoutWord) => word.x >= w.x + w.w && word.x - (w.x + w.w) <= 4 * height
  const onBaseline = (w: LayoutWord) => Math.abs(w.y + w.h - (word.y + word.h)) <= 0.15 * height
  if ((row.some((w) => onBaseline(w) && adjacent(w)) || (row.some((w) => onBaseline(w) && near(w)) && row.some((w) => adjacent(w)))) && word.y >= Math.min(...row.map((w) => w.y))) return true
  // So does a word level with the top of the word it follows, whose box OCR drew lower ("Monsieur
  // Gaél NGUYEN": the accent's box reaches below the line, and the row's centre was pulled up by
  // taller boxes beside it).
  if (row.some((w) => Math.abs(w.y - word.y) <= 0.15 * height && adjacent(w))) return true
  if (word.y > centre || word.y + word.h < centre) return false
  if (Math.abs(word.y - Math.min(...row.map((w) => w.y))) > height * 0.5) return false
  return row.some((w) => adjacent(w))
}

/** Words in rows: sorted by their vertical centre, a word joins the row when its centre is within half a height of the row's. */
function groupRows(words: LayoutWord[]): LayoutWord[][] {
  const byCentre = [...words].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x)
  const rows: LayoutWord[][] = []
  let current: LayoutWord[] = []
  let centre = 0
  let height = 0
  for (const word of byCentre) {
    const c = word.y + word.h / 2
    // Within half the SMALLER height: a big title beside two lines of small text must not pull
    // the second of them into the first (its centre lies between them).
    if (current.length > 0 && (Math.abs(c - centre) <= Math.min(height, word.h) * 0.5 || continuesRow(current, word, centre, height))) {
      current.push(word)
      // The line's centre and height follow its words (robust to one tall or short word).
      centre = median(current.map((w) => w.y + w.h / 2))
      height = median(current.map((w) => w.h))
      continue
    }

    if (current.length > 0) rows.push(current)
    current = [word]
    centre = c
    height = word.h
  }

  if (current.length > 0) rows.push(current)
  return rows
}

/**
 * A word OCR boxed much taller than print (run into a rule or a line above: "PERRIN" from 358 to
 * 375 pt beside "Mathieu" from 367 to 378) makes a row of its own: it joins the next or previous
 * row when it spans the centre of a word of that row right beside it (no more than that word's
 * height apart).
 */
function joinTallWords(rows: LayoutWord[][], typical: number): void {
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]
    if (row.length !== 1 || row[0].h < 1.5 * typical) continue
    const [tall] = row
    for (const n of [r + 1, r - 1]) {
      const other = rows[n]
      const beside = other?.some(
        (w) =>
          tall.y <= w.y + w.h / 2 &&
          w.y + w.h / 2 <= tall.y + tall.h &&
          (Math.abs(w.x - (tall.x + tall.w)) <= w.h || Math.abs(tall.x - (w.x + w.w)) <= w.h),
      )
      if (beside) {
        other.push(tall)
        rows.splice(r, 1)
        r--
        break
      }
    }
  }
}

/**
 * A dash OCR boxed as a speck between two words of a line, inside the line's height ("NOVÉA
 * BANQUE - 18 quai du Président Roosevelt"): it joins their line, which it holds together (alone
 * it is a line of its own, and the gap it leaves cuts the line in two cells).
 */
function isDashInGap(word: LayoutWord, words: LayoutWord[], typical: number): boolean {
  if (!/^[-–—]$/u.test(word.text)) return false
  const before = words.some((w) => w !== word && isBeside(word, w, typical) && w.x + w.w <= word.x)
  const after = words.some((w) => w !== word && isBeside(word, w, typical) && w.x >= word.x + word.w)
  return before && after
}

/** A word of print right beside a speck, within a line height of it, the speck inside its height. */
function isBeside(speck: LayoutWord, w: LayoutWord, typical: number): boolean {
  if (w.h < SPECK_HEIGHT * typical) return false
  const centre = speck.y + speck.h / 2
  const gap = horizontalGap(speck, w)
  return centre >= w.y && centre <= w.y + w.h && gap >= 0 && gap <= w.h
}

/** The space between two words side by side (negative when their boxes overlap). */
function horizontalGap(a: LayoutWord, b: LayoutWord): number {
  return Math.max(a.x - (b.x + b.w), b.x - (a.x + a.w))
}

/**
 * On a curved page a row drifts up or down along its length, and sorting words by their centres
 * may give a word to the row under or over its own: "Date" of "Date d'établissement" joined
 * "Référence de l'avis" 50 pt to its left, a point lower. A word that stands a word space from a
 * word of the next or previous row, level with it (their boxes overlap by half the smaller height),
 * and far from every word of its own row (more than two heights), goes to that row. So does a
 * short run of words making a row of its own, going on from a word of such a row.
 */
function reattachStrays(rows: LayoutWord[][], typical: number): void {
  // (Words of one print size: a leader's dots that OCR read as a word, a speck, a stamp's letters stay.)
  const alike = (a: LayoutWord, b: LayoutWord) => Math.min(a.h, b.h) >= 0.75 * Math.max(a.h, b.h)
  const level = (a: LayoutWord, b: LayoutWord) => alike(a, b) && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) >= 0.5 * Math.min(a.h, b.h)
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]
    if (row.length < 2) continue
    for (const word of [...row]) {
      if (word.h < 0.7 * typical || !/[\p{L}\p{N}]{2}/u.test(word.text)) continue
      const own = Math.min(...row.filter((w) => w !== word).map((w) => horizontalGap(word, w)))
      if (own <= 2 * word.h) continue
      for (const n of [r - 1, r + 1]) {
        const other = rows[n]
        if (!other?.some((w) => horizontalGap(word, w) >= -0.2 * word.h && horizontalGap(word, w) <= 0.6 * Math.max(word.h, w.h) && level(word, w))) continue
        row.splice(row.indexOf(word), 1)
        other.push(word)
        break
      }
    }
  }

  // So does a short run of words on a row of its own that goes on from the end of a word of the
  // next or previous row, level with it, where that row has nothing: a label's end OCR boxed
  // lower than its start ("Extrait à" then "jour au", the date further right).
  for (let r = 0; r < rows.length; r++) {
    const row = [...rows[r]].sort((a, b) => a.x - b.x)
    if (row.length === 0 || row.length > 4 || row.some((w, i) => i > 0 && horizontalGap(w, row[i - 1]) > 1.1 * Math.max(w.h, row[i - 1].h))) continue
    const [first] = row
    const last = row.at(-1)!
    for (const n of [r - 1, r + 1]) {
      const other = rows[n]
      const before = other?.find((w) => w.x < first.x && horizontalGap(first, w) >= -0.2 * first.h && horizontalGap(first, w) <= 0.6 * Math.max(first.h, w.h) && level(first, w))
      if (!other || !before || other.some((w) => w.x < last.x + last.w && w.x + w.w > first.x)) continue
      other.push(...row)
      rows[r] = []
      break
    }
  }

  for (let r = rows.length - 1; r >= 0; r--) if (rows[r].length === 0) rows.splice(r, 1)
}

/**
 * Groups a page's words into lines (vertical centres within half a word height of the line's)
 * and each line into segments: a gap wider than `gapFactor` times the line's word height, or a
 * dotted leader, starts a new segment. Lines come top to bottom, segments left to right.
 */
export function buildLines(page: PageLayout, gapFactor = 1.1): LayoutLine[] {
  const words = page.words.filter((w) => w.text.trim() !== '' && w.h > 0)
  // Specks and the dots of a leader that OCR read as words a fraction of a line high ("eerie",
  // "sins") would cut the line they sit in into two (its words no longer follow one another by
  // height): they make lines of their own.
  const typical = median(words.map((w) => w.h))
  const isSpeck = (w: LayoutWord) => w.conf !== undefined && w.h < SPECK_HEIGHT * typical
  const dashes = new Set(words.filter((w) => isSpeck(w) && isDashInGap(w, words, typical)))
  const rows = [...groupRows(words.filter((w) => !isSpeck(w))), ...groupRows(words.filter((w) => isSpeck(w) && !dashes.has(w)))]
  for (const dash of dashes) {
    const row = rows.find((r) => r.some((w) => isBeside(dash, w, typical) && w.x + w.w <= dash.x) && r.some((w) => isBeside(dash, w, typical) && w.x >= dash.x + dash.w))
    // (Between words of two rows, "assurances" that OCR set apart and "775 709 702" on the line,
    // it holds neither: a speck still.)
    if (row) row.push(dash)
    else rows.push([dash])
  }
  if (rows.length > 1) rows.sort((a, b) => rowCentre(a) - rowCentre(b))
  joinTallWords(rows, typical)
  reattachStrays(rows, typical)

  const lines: LayoutLine[] = []
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x)
    const h = median(row.map((w) => w.h))
    const segments: Segment[] = []
    let run: LayoutWord[] = []
    let previous: LayoutWord | undefined
    for (const [index, word] of row.entries()) {
      // (A bar before lower-case letters is a J OCR misread, "| ean-Baptiste": no rule.)
      if (LEADER.test(word.text) || (RULE_MARK.test(word.text) && !/^\p{Ll}/u.test(row[index + 1]?.text ?? ''))) {
        if (run.length > 0) segments.push(segmentOf(run))
        run = []
        previous = undefined
        continue
      }

      // Leaders glued to a word ("Nom.........DUPONT"): split them off.
      const parts = word.text.split(/[._·…]{4,}/u)
      if (parts.length > 1) {
        // The part before the leader ends the current run (the label); each part after it starts
        // a segment of its own (the value).
        const charW = word.w / word.text.length
        let offset = 0
        for (const [i, part] of parts.entries()) {
          const at = word.text.indexOf(part, offset)
          offset = at + part.length
          if (part) run.push({...word, text: part, w: part.length * charW, x: word.x + at * charW})
          if (i < parts.length - 1 && run.length > 0) {
            segments.push(segmentOf(run))
            run = []
          }
        }

        previous = run.at(-1)
        continue
      }

      if (previous && word.x - (previous.x + previous.w) > gapFactor * h) {
        segments.push(segmentOf(run))
        run = []
      }

      run.push(word)
      previous = word
    }

    if (run.length > 0) segments.push(segmentOf(run))
    if (segments.length === 0) continue
    mergeJustified(segments, h)
    // (After the justified text's check, which counts the boxes' characters as words.)
    for (const [si, seg] of segments.entries()) {
      const joined = joinCombCharacters(seg.words)
      if (joined.length < seg.words.length) segments[si] = segmentOf(joined)
    }

    lines.push({
      h,
      page: page.page,
      segments,
      text: segments.map((s) => s.text).join('   '),
      x0: Math.min(...segments.map((s) => s.x0)),
      x1: Math.max(...segments.map((s) => s.x1)),
      y0: Math.min(...segments.map((s) => s.y0)),
      y1: Math.max(...segments.map((s) => s.y1)),
    })
  }

  return lines
}

/**
 * Justified text stretches the spaces of a line until words look like cells: many short
 * segments separated by gaps of about the same width, across the line. They are one run of words.
 */
function mergeJustified(segments: Segment[], h: number): void {
  if (segments.length < 4) return
  const gaps = segments.slice(1).map((s, i) => s.x0 - segments[i].x1)
  const short = segments.every((s) => s.words.length <= 3)
  const even = Math.max(...gaps) <= 1.6 * Math.min(...gaps) && Math.max(...gaps) <= 3 * h
  if (!short || !even) return
  const merged = segmentOf(segments.flatMap((s) => s.words))
  segments.splice(0, segments.length, merged)
}

/**
 * The text of a page in reading order: one line per layout line, segments separated by three
 * spaces (so a column gap survives in plain text). Used for search, classification and the
 * `pages` of documents.
 */
export function pageText(page: PageLayout): string {
  return buildLines(page)
    .map((l) => l.text)
    .join('\n')
}
