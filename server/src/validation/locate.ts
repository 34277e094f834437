/**
 * Where a field's value sits relative to its label, on positioned text (layout.ts).
 *
 * Real documents print a value in one of a few places, and these rules cover them without any
 * knowledge of a particular issuer:
 * - inline: after the label in the same run of words ("Nom : MARTIN", "Fait à Dijon, le 6 octobre
 *   2026", "valable du 01/01/2026 au 31/12/2026", dotted leaders already removed);
 * - right: in the next segment of the same line (a label column and a value column);
 * - below: in a following line, under the label (form cells, bilingual card labels "NOM / Surname"
 *   with the value underneath, a table header row with its value row);
 * - next line: a sentence that wraps right after the label ("à jour au" / "20/10/2026").
 * Labels match accent- and case-insensitively, whole words only, with abbreviations ("DATE DE
 * NAISS.", "D'EXPIR.") and the many spellings of "numéro" ("N°", "No", "Nº", "n°").
 */
import * as fuzz from 'fuzzball'

import {median, readByOcr, type LayoutLine, type LayoutWord, type Segment} from './layout.js'
import {escapeRegExp, fold, foldLoose} from './text.js'

/** A segment with its folded text and the character offset of each of its words. */
export interface IndexedSegment extends Segment {
  folded: string
  /** Character offset of each word in `text` (words are joined by one space). */
  starts: number[]
}

export interface IndexedLine extends Omit<LayoutLine, 'segments'> {
  segments: IndexedSegment[]
  /** Index of the line in its document (reading order, pages in order). */
  index: number
  /** The line's words all come from OCR. */
  ocr: boolean
}

export function indexLine(line: LayoutLine, index: number): IndexedLine {
  const segments = line.segments.map((s) => {
    const starts: number[] = []
    let at = 0
    for (const w of s.words) {
      starts.push(at)
      at += w.text.length + 1
    }

    return {...s, folded: fold(s.text), starts}
  })
  return {...line, index, ocr: line.segments.some((s) => readByOcr(s.words)), segments}
}

// ---------------------------------------------------------------------------------------------
// Labels

const NUMERO = String.raw`(?:n\s?°|n\s?º|no\.?|num\.?|numero)`

/** A word of a label, or any abbreviation of it of 3+ letters followed by a dot ("naiss.", "expir."). */
function wordPattern(word: string): string {
  if (word === 'n°' || word === 'no' || word === 'numero') return NUMERO
  // "Né(e)", "Prénom(s)", "Salarié(e)": the inclusive ending printed after any word.
  const ending = String.raw`(?:\((?:s|e|es)\))?`
  // (And "(s)" for the plural "s" of a label's word: "Nom, Prénom(s)" is the label "Nom, prénoms".)
  const literal = /\p{L}{3}s$/u.test(word) ? `${escapeRegExp(word.slice(0, -1))}(?:s|\\(s\\))` : escapeRegExp(word)
  if (word.length < 5 || !/^[\p{L}']+$/u.test(word)) return literal + ending
  const prefixes: string[] = []
  for (let n = word.length - 1; n >= 3; n--) prefixes.push(escapeRegExp(word.slice(0, n)))
  return `(?:${literal}${ending}|(?:${prefixes.join('|')})\\.)`
}

/**
 * A label as a regular expression over folded text: whole words, flexible spaces, abbreviations,
 * "(s)"/"(e)" optional ("Prénom(s)", "Né(e)"), apostrophes optional around elisions ("d'expiration"
 * also matches "d' expiration"). `*` in a label stands for a few words ("Fait à * le").
 */
export function labelPattern(label: string): RegExp {
  const folded = foldLoose(label)
    .replace(/\((s|e|es)\)/g, '')
    .trim()
  const parts = folded.split('*').map((part) =>
    part
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => {
        // Split elisions so that "d'expir." is d' + an abbreviation of "expiration".
        const elision = /^([a-z]')(.+)$/u.exec(word)
        return elision ? `${escapeRegExp(elision[1])}\\s?${wordPattern(elision[2])}` : wordPattern(word)
      })
      // (Parentheses around a label's words are looked past: "Salaire net (avant prélèvement à la
      // source)" is "Net avant prélèvement à la source".)
      .join(String.raw`[\s()]*`),
  )
  // A trailing "*" takes the rest of the label's cell ("Adresse au *" for "Adresse au 1er janvier 2026").
  const tail = /\*\s*$/.test(folded) ? String.raw`[^:\n]{0,40}` : ''
  // (The words a "*" stands for are whole words: "Fait à Marseille, le" is not "Fait à Marseil-le".)
  const body = parts.filter(Boolean).join(String.raw`[^:\n]{1,40}?(?<![\p{L}\p{N}])`) + tail
  // (A label that starts with a mark, ", le" after a town, may follow a word at once.)
  const start = /^[\p{L}\p{N}]/u.test(folded.replace(/^\*/, '').trim()) ? String.raw`(?<![\p{L}\p{N}])` : ''
  return new RegExp(String.raw`${start}${body}(?:\s?\((?:s|e|es)\))?${tail ? '' : String.raw`(?![\p{L}])`}`, 'u')
}

/**
 * OCR's usual confusions folded away (same on labels and text): "rn" read for "m" ("Sumame"),
 * "vv" for "w", "|" for "/", and digits inside words (0/o, 1/l, 5/s). Returns the canonical text
 * and, for each of its characters, the offset of the original one.
 */
export function ocrCanonical(text: string): {text: string; map: number[]} {
  let out = ''
  const map: number[] = []
  for (let i = 0; i < text.length; i++) {
    const two = text.slice(i, i + 2)
    if (two === 'rn' || two === 'vv') {
      out += two === 'rn' ? 'm' : 'w'
      map.push(i)
      i++
      continue
    }

    let ch = text[i]
    const letters = /\p{L}/u.test(text[i - 1] ?? '') && /\p{L}/u.test(text[i + 1] ?? '')
    if (ch === '|') ch = '/'
    else if (letters && ch === '0') ch = 'o'
    else if (letters && ch === '1') ch = 'l'
    else if (letters && ch === '5') ch = 's'
    out += ch
    map.push(i)
  }

  map.push(text.length)
  return {map, text: out}
}

const ocrPatterns = new Map<string, RegExp>()
const canonicalSegments = new WeakMap<IndexedSegment, ReturnType<typeof ocrCanonical>>()

/** A segment's OCR-canonical text, computed once (every label of every field searches it). */
function canonicalOf(seg: IndexedSegment): ReturnType<typeof ocrCanonical> {
  let canonical = canonicalSegments.get(seg)
  if (!canonical) {
    canonical = ocrCanonical(seg.folded)
    canonicalSegments.set(seg, canonical)
  }

  return canonical
}

/** Where a label may start: after no letter or digit (labelPattern's start). */
const LABEL_START = String.raw`(?<![\p{L}\p{N}])`

/**
 * OCR drops the space after a short word more than anywhere ("pourla période du" for "pour la
 * période du"): a label of two words or more may start glued to one of these.
 */
const GLUED_BEFORE_LABEL = String.raw`(?:${LABEL_START}|(?<=${LABEL_START}(?:pour|par|sur|dans|de|du|des|et|en|a)))`

/** The label's pattern over OCR-canonical text. */
function ocrLabelPattern(label: string): RegExp {
  let re = ocrPatterns.get(label)
  if (!re) {
    const source = labelPattern(ocrCanonical(foldLoose(label)).text).source
    const words = foldLoose(label).trim().split(/\s+/).length
    re = new RegExp(words >= 2 && source.startsWith(LABEL_START) ? GLUED_BEFORE_LABEL + source.slice(LABEL_START.length) : source, 'gu')
    ocrPatterns.set(label, re)
  }

  return re
}

export interface LabelHit {
  line: IndexedLine
  segment: number
  /** Character range of the label in the segment's text. */
  start: number
  end: number
  label: string
}

/** Every place a label occurs, in reading order. */
export function findLabel(lines: IndexedLine[], label: string, re = labelPattern(label)): LabelHit[] {
  const hits: LabelHit[] = []
  const global = new RegExp(re.source, 'gu')
  // (The label as a whole text, made when a caption's preposition first asks for it.)
  let whole: RegExp | undefined
  for (const [li, line] of lines.entries()) {
    for (const [si, seg] of line.segments.entries()) {
      const exact = [...seg.folded.matchAll(global)]
      for (const m of exact) hits.push({end: m.index + m[0].length, label, line, segment: si, start: m.index})
      // Words read by OCR: the label again over the text with OCR's confusions folded away.
      if (exact.length > 0 || !readByOcr(seg.words)) continue
      const canonical = canonicalOf(seg)
      let found = false
      for (const m of canonical.text.matchAll(ocrLabelPattern(label))) {
        hits.push({end: canonical.map[m.index + m[0].length], label, line, segment: si, start: canonical.map[m.index]})
        found = true
      }

      const near = found ? undefined : misspeltCell(seg, label)
      if (near) hits.push({...near, label, line, segment: si})
    }

    // A label cut in two by a gap ("Raison ¦ sociale": OCR measured a wide space, or a justified
    // header): found over the two cells, which become one in the hit's copy of the line.
    for (let si = 0; si + 1 < line.segments.length; si++) {
      const [a, b] = [line.segments[si], line.segments[si + 1]]
      if (b.x0 - a.x1 > MAX_LABEL_GAP * line.h) continue
      const across = matchesAcross(a, b, global)
      for (const m of across) hits.push({end: m.end, label, line: mergeSegments(line, si), segment: si, start: m.start})
      // (Misspelt by OCR too, the two cells as one: "FORME ┃ URIDIQUE", the J under the line lost.)
      if (across.length > 0 || !readByOcr(a.words) || !readByOcr(b.words)) continue
      // (Two cells as long as the label, give or take two letters, before any copy is made.)
      const letters = (a.folded.match(/[\p{L}\p{N}]/gu)?.length ?? 0) + (b.folded.match(/[\p{L}\p{N}]/gu)?.length ?? 0)
      if (Math.abs(letters - compactLabel(label).length) > 2) continue
      const merged = mergeSegments(line, si)
      const near = misspeltCell(merged.segments[si], label)
      if (near && near.end > a.folded.length) hits.push({...near, label, line: merged, segment: si})
    }

    // A label with a place for words ("Fait à * le") over a spreadsheet's cells, one word or two a
    // cell ("Fait à ┃ Doussard ┃ le ┃ 09/01/2029"): found over three or four cells read as one,
    // whatever their gaps, beginning in the first and ending in the last.
    // (The cells' texts joined first; the line with them as one cell made only for a hit.)
    if (label.includes('*')) {
      for (let si = 0; si + 2 < line.segments.length; si++) {
        let joinedText = `${line.segments[si].folded} ${line.segments[si + 1].folded}`
        for (let sj = si + 2; sj < Math.min(line.segments.length, si + 4); sj++) {
          joinedText = `${joinedText} ${line.segments[sj].folded}`
          const lastStart = joinedText.length - line.segments[sj].folded.length
          for (const m of joinedText.matchAll(global)) {
            if (m.index >= line.segments[si].folded.length || m.index + m[0].length <= lastStart) continue
            let merged = line
            for (let k = si; k < sj; k++) merged = mergeSegments(merged, si)
            hits.push({end: m.index + m[0].length, label, line: merged, segment: si, start: m.index})
          }
        }
      }
    }

    // A caption that is a preposition alone, with its translation ("DÉLIVRÉ À / ISSUED IN ┃ LE /
    // ON" over "NEW DELHI ┃ 08-01-26"): the caption before it goes on there, "délivré ... le",
    // and the value is under the preposition. Found over the caption's first word and the
    // preposition, the hit on the preposition's cell.
    for (let si = 1; si < line.segments.length; si++) {
      const preposition = /^(le|au|du)\b(?:\s*\/\s*[\p{L}]+)?\s*$/u.exec(line.segments[si].folded.trim())
      const head = /^[\p{L}]+/u.exec(line.segments[si - 1].folded.trim())
      if (!preposition || !head) continue
      whole ??= new RegExp(`^(?:${re.source})$`, 'u')
      const m = whole.exec(`${head[0]} ${preposition[1]}`)
      // (The hit covers the translation too: nothing of the caption is left for a value.)
      const start = line.segments[si].folded.indexOf(preposition[1])
      if (m) hits.push({end: line.segments[si].folded.trimEnd().length, label, line, segment: si, start})
    }

    // A header cell that wraps in its narrow column ("Net à payer avant" / "impôt"): found over
    // the cell and the words under it.
    const next = lines[li + 1]
    if (next && next.index === line.index + 1 && isWrappedHeaderLine(line, next)) {
      for (const [si, seg] of line.segments.entries()) {
        const under = next.segments.filter((b) => b.x0 >= seg.x0 - next.h && b.x1 <= seg.x1 + next.h)
        if (under.length !== 1) continue
        for (const m of matchesAcross(seg, under[0], global)) hits.push({end: m.end, label, line: wrappedHeader(line, si, next, under[0]), segment: si, start: m.start})
      }
    }

    // A short title cell whose label goes on at the start of the cell right under it, aligned on
    // its left or right edge ("Votre facture" / "du 8 janvier 2026" at a bill's top right): found
    // over both, the hit on the lower cell, where the value follows.
    // (The cell under it may come after a line of another column, a logo's, in OCR's order.)
    const belowLines = /\s/.test(label.trim()) ? lines.slice(li + 1, li + 3).filter((b) => b.page === line.page && b.y0 - line.y1 < 1.5 * Math.max(line.h, b.h)) : []
    for (const seg of belowLines.length > 0 ? line.segments : []) {
      if (seg.words.length > 4) continue
      for (const other of belowLines) {
        const under = other.segments.find((b) => Math.abs(b.x0 - seg.x0) <= line.h || Math.abs(b.x1 - seg.x1) <= line.h)
        if (!under) continue
        // (The hit's offsets in the lower cell: the label ends there.)
        for (const m of matchesAcross(seg, under, global)) hits.push({end: m.end - seg.folded.length - 1, label, line: other, segment: other.segments.indexOf(under), start: 0})

        break
      }
    }
  }

  return hits
}

/**
 * The matches of a label over two cells read as one (`a`, a space, `b`) that begin in `a` and end
 * in `b`: a label the break between them cuts; offsets in the joined text.
 */
function matchesAcross(a: IndexedSegment, b: IndexedSegment, global: RegExp): {start: number; end: number}[] {
  const out: {start: number; end: number}[] = []
  for (const m of `${a.folded} ${b.folded}`.matchAll(global)) {
    if (m.index < a.folded.length && m.index + m[0].length > a.folded.length + 1) out.push({end: m.index + m[0].length, start: m.index})
  }

  return out
}

/**
 * Whether `next` is the wrapped part of the cells of `line`, a table's header row: tight under
 * it (less than half a line height apart), every one of its segments under the row within the
 * horizontal range of one of the row's cells, and none starting with a number (a header, not a
 * value row).
 */
function isWrappedHeaderLine(line: IndexedLine, next: IndexedLine): boolean {
  if (next.page !== line.page || line.segments.length < 2 || next.y0 - line.y1 > 0.5 * Math.max(line.h, next.h)) return false
  // (Cells of another column right of the row, a panel of year-to-date figures beside a payslip's
  // boxes, are not the row's: "revenu ┃ source (taux 6,1 %) ┃ Net imposable ┃ 11.880,76".)
  const rowEnd = Math.max(...line.segments.map((a) => a.x1)) + next.h
  const under = next.segments.filter((b) => b.x0 <= rowEnd)
  // (A cell that starts with a number is a value; a rate in a title's parenthesis is not.)
  if (under.length === 0 || under.some((b) => /^[-+−]?\s?\d/u.test(b.text.trim()))) return false
  return under.every((b) => line.segments.some((a) => b.x0 >= a.x0 - next.h && b.x1 <= a.x1 + next.h))
}

/**
 * A copy of a header row whose cell `si` holds its wrapped words too; the copy stands where the
 * wrapped line is (its index and bottom), so that what is below starts under both.
 */
function wrappedHeader(line: IndexedLine, si: number, next: IndexedLine, under: IndexedSegment): IndexedLine {
  const a = line.segments[si]
  const offset = a.text.length + 1
  const merged: IndexedSegment = {
    folded: `${a.folded} ${under.folded}`,
    starts: [...a.starts, ...under.starts.map((start) => start + offset)],
    text: `${a.text} ${under.text}`,
    words: [...a.words, ...under.words],
    x0: Math.min(a.x0, under.x0),
    x1: Math.max(a.x1, under.x1),
    y0: a.y0,
    y1: under.y1,
  }
  return {...line, index: next.index, segments: line.segments.map((seg, i) => (i === si ? merged : seg)), y1: next.y1}
}

/** A label's letters and digits only ("raisonsociale"); labels with a "*" have none (they never match a whole cell). */
const compactLabels = new Map<string, string>()
function compactLabel(label: string): string {
  let compact = compactLabels.get(label)
  if (compact === undefined) {
    compact = label.includes('*') ? '' : foldLoose(label).replace(/\((s|e|es)\)/g, '').replace(/[^\p{L}\p{N}]/gu, '')
    compactLabels.set(label, compact)
  }

  return compact
}

/** Labels shorter than this are too like other words to be matched misspelt. */
const MISSPELT_MIN_LETTERS = 10

/**
 * A cell read by OCR that is a long label misspelt beyond OCR's usual confusions ("[Rasonsocale"
 * for "Raison sociale", "Fonre juridique"): the whole cell, marks at its edges and a colon aside,
 * within one wrong, missing or extra letter per six of the label's (at most two), with the same
 * digits. Only whole cells: a form's or a table's label stands alone in its cell, and a value
 * never reads that close to a label of ten letters or more.
 */
function misspeltCell(seg: IndexedSegment, label: string): {start: number; end: number} | undefined {
  const compact = compactLabel(label)
  if (compact.length < MISSPELT_MIN_LETTERS) return undefined
  const first = seg.folded.search(/[\p{L}\p{N}]/u)
  if (first < 0) return undefined
  let end = seg.folded.length
  while (end > first && !/[\p{L}\p{N}]/u.test(seg.folded[end - 1])) end--
  const cell = seg.folded.slice(first, end).replace(/[^\p{L}\p{N}]/gu, '')
  const allowed = Math.min(2, Math.floor(compact.length / 6))
  if (Math.abs(cell.length - compact.length) > allowed) return undefined
  // Numbers are never misspelt into each other: "Déclarant 2" is not "Déclarant 1".
  if (cell.replace(/\D/g, '') !== compact.replace(/\D/g, '')) return undefined
  return fuzz.distance(cell, compact) <= allowed ? {end, start: first} : undefined
}

/** How far apart (in line heights) two cells may be for a label to run across them. */
const MAX_LABEL_GAP = 3

/** A copy of a line where segments `si` and `si + 1` are one (their texts joined by a space). */
function mergeSegments(line: IndexedLine, si: number): IndexedLine {
  const [a, b] = [line.segments[si], line.segments[si + 1]]
  const offset = a.text.length + 1
  const merged: IndexedSegment = {
    folded: `${a.folded} ${b.folded}`,
    starts: [...a.starts, ...b.starts.map((start) => start + offset)],
    text: `${a.text} ${b.text}`,
    words: [...a.words, ...b.words],
    x0: a.x0,
    x1: Math.max(a.x1, b.x1),
    y0: Math.min(a.y0, b.y0),
    y1: Math.max(a.y1, b.y1),
  }
  return {...line, segments: [...line.segments.slice(0, si), merged, ...line.segments.slice(si + 2)]}
}

// ---------------------------------------------------------------------------------------------
// Candidates

export type Placement = 'below' | 'inline' | 'next-line' | 'right'

/** A piece of text where a value may be, with the words it is made of (for position and confidence). */
export interface Candidate {
  text: string
  /** The words of `text`, with the character offset of each in `text`. */
  words: {word: LayoutWord; start: number}[]
  line: IndexedLine
  placement: Placement
}

/** Text of a segment from a character offset on, with its words. */
export function segmentRest(line: IndexedLine, segIndex: number, from: number): Candidate {
  const seg = line.segments[segIndex]
  const words: {word: LayoutWord; start: number}[] = []
  for (const [i, w] of seg.words.entries()) {
    const start = seg.starts[i]
    const end = start + w.text.length
    if (end <= from) continue
    words.push({start: Math.max(0, start - from), word: w})
  }

  return {line, placement: 'inline', text: seg.text.slice(from), words}
}

export function wholeSegment(line: IndexedLine, segIndex: number, placement: Placement): Candidate {
  return {...segmentRest(line, segIndex, 0), placement}
}

/** A phrase after a label that announces its value below: "activités déclarées, à savoir :" (its colon after it, or the end). */
export const ANNOUNCING_PHRASE = /^\s*,?\s*(?:[àa] ?savoir|comme suit|ci-apr[èe]s|ci-dessous|namely|as follows)(?=\s*:|\s*$)/iu

/**
 * What follows a label before its value: separators (":", "-", "="), a bilingual or footnote tail
 * ("/ Surname", "(1)", "/ Date of birth / Geburtstag"), "n°", a phrase announcing the value
 * (ANNOUNCING_PHRASE). Returns how many characters to skip.
 */
export function separatorLength(rest: string): number {
  let skipped = 0
  let text = rest
  for (;;) {
    const m =
      // (OCR may read a speck before the colon as a full stop: "Employeur.:".)
      /^\s*(?:\(\d{1,2}\)|\(s\)|\(e\)|[:=)]|\.(?=\s*:)|[-–](?=\s)|n\s?°|nº)\s*/iu.exec(text) ??
      // "/ Surname", "/Nom (1)", "/Surname/Nom" or "/ Date of birth :": the words after a slash,
      // up to another slash, a footnote mark, a colon or the end.
      // (OCR may add a mark after it: "Domiciliation / Bank,".)
      /^\s*\/\s*[\p{L}'. ]+?(?=\s*(?:\/|:|\(\d{1,2}\)|[,;.]?\s*$))/u.exec(text) ??
      // A phrase that announces what follows, before the colon or at the end (OCR may lose the
      // colon or join the words): "activités déclarées, à savoir :".
      ANNOUNCING_PHRASE.exec(text)
    if (!m || m[0].length === 0) return skipped
    skipped += m[0].length
    text = text.slice(m[0].length)
  }
}

/** Below this OCR confidence a word is a guess (the dots of a leader read as "savsasennen", "ERE"). */
const GUESS_CONFIDENCE = 0.2

/** A word OCR guessed rather than read. */
export function isGuessedWord(word: LayoutWord): boolean {
  return word.conf !== undefined && word.conf < GUESS_CONFIDENCE
}

/**
 * The cells of a line that hold text: OCR's marks of a table's rules ("|", "—") are no cells, nor
 * are runs of words OCR made of a leader's dots, all guessed (a machine-readable zone, also read
 * at next to no confidence, keeps its fillers and stays).
 */
export function textCells(line: IndexedLine): IndexedSegment[] {
  return line.segments.filter(
    (seg) => /[\p{L}\p{N}]/u.test(seg.text) && !(seg.words.every((w) => isGuessedWord(w)) && !seg.text.includes('<')),
  )
}

/** Whether two horizontal ranges overlap, and by how much (in points). */
function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0)
}

/**
 * The horizontal range of a label: its own words when the segment holds more than the label (two
 * header cells that OCR or a tight layout ran together: "Net imposable Net à payer avant impôt"),
 * else the whole segment.
 */
function labelExtent(hit: LabelHit): {x0: number; x1: number} {
  const segment = hit.line.segments[hit.segment]
  // A bilingual label ("7. Ausstellungsdatum/Date of issue/Date de délivrance") is one cell over
  // its value, whichever of its languages matched.
  if (segment.text.includes('/')) return {x0: segment.x0, x1: segment.x1}
  const own = segment.words.filter((w, i) => segment.starts[i] < hit.end && segment.starts[i] + w.text.length > hit.start)
  if (own.length === 0 || own.length === segment.words.length) return {x0: segment.x0, x1: segment.x1}
  return {x0: Math.min(...own.map((w) => w.x)), x1: Math.max(...own.map((w) => w.x + w.w))}
}

/**
 * The segment under a label: in one of the next lines of the same page, within `maxLines` lines
 * and about three line heights of each other, the segment that overlaps the label's horizontal
 * range the most (a value may be wider or narrower than its header, or start at the same x).
 */
export function below(lines: IndexedLine[], hit: LabelHit, maxLines = 3): Candidate | undefined {
  const {x0, x1} = labelExtent(hit)
  return belowRange(lines, hit, x0, x1, maxLines)
}

/** The segment under a label's range, from the line `from` on (a line under the label) instead of the label's own. */
export function belowFrom(lines: IndexedLine[], hit: LabelHit, from: IndexedLine, maxLines = 1): Candidate | undefined {
  const {x0, x1} = labelExtent(hit)
  return belowRange(lines, {...hit, line: from}, x0, x1, maxLines)
}

function belowRange(lines: IndexedLine[], hit: LabelHit, labelX0: number, labelX1: number, maxLines: number): Candidate | undefined {
  let previousBottom = hit.line.y1
  const titles = textCells(hit.line)
  let valueRowNext = true
  // (Specks OCR boxed as lines of their own, "r", "(", under a shaded header, count for no line.)
  let counted = 0
  for (let i = hit.line.index + 1; i < lines.length && counted < maxLines; i++) {
    const line = lines[i]
    if (line.page !== hit.line.page) return undefined
    // (Nor does a line of words a third as tall as the label's, or less: OCR's ghost of a shaded
    // header's words, "déclaré" 2 pt tall over "Activité déclarée", is no print anyone reads.)
    if (line.ocr && line.h < 0.35 * hit.line.h) continue
    // (Nor do lines OCR made of a leader's dots alone, every word guessed: "Revenu fiscal de
    // référence" over its amount past the rows of a calculation beside, dotted.)
    if ((line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2 && line.segments.some((seg) => seg.words.some((w) => !isGuessedWord(w)))) counted++
    // Too far down: another block.
    if (line.y0 - previousBottom > 2.5 * Math.max(line.h, hit.line.h)) return undefined
    let best: {index: number; score: number} | undefined
    for (const [si, seg] of line.segments.entries()) {
      const shared = overlap(labelX0, labelX1, seg.x0, seg.x1)
      const aligned = Math.abs(seg.x0 - labelX0) <= Math.max(line.h, 4)
      if (shared <= 0 && !aligned) continue
      const score = Math.max(shared, aligned ? line.h : 0)
      if (!best || score > best.score) best = {index: si, score}
    }

    // A segment of OCR noise ("|", "—") between a label and its value is looked past.
    if (best && /[\p{L}\p{N}]/u.test(line.segments[best.index].text)) return wholeSegment(line, best.index, 'below')
    // The row right under a header row, nothing under this label: its cell of the same rank.
    // (Past lines of the header's wrapped words or of OCR's noise: no digit, fewer cells.)
    const wrapOrNoise = !/\d/.test(line.text) && valueCells(line).length < titles.length
    // (Nor is a line level with the header's, the rest of it that a curved page set lower: "Numéro
    // fiscal ┃ Mise en recouvrement" over "Référence de l'avis ┃ Date d'établissement", 4 pt apart.)
    // (Lines of print stand a line height apart at least, their words' tops more than 0.9 of it.)
    // (Words, as titles are: a row of values close under its header has a date or an amount.)
    const headerGoesOn = medianTop(line) - medianTop(hit.line) < 0.9 * Math.min(line.h, hit.line.h) && !/\d/.test(line.text)
    const ranked = valueRowNext && !wrapOrNoise && !headerGoesOn ? cellOfSameRank(hit, titles, line) : undefined
    valueRowNext &&= wrapOrNoise || headerGoesOn
    if (ranked) return ranked
    previousBottom = line.y1
  }

  return undefined
}

/** The median top of a line's words (its box's top is its highest word's, on a curved page the end of the line). */
function medianTop(line: IndexedLine): number {
  return median(line.segments.flatMap((s) => s.words.map((w) => w.y)))
}

/**
 * A table whose header cells start their columns and whose values end them (labels to the left,
 * amounts to the right: "Brut ┃ Net imposable ┃ Net à payer" over "3 589,47 ┃ 2 891,86 ┃ 2 789,59",
 * each amount under the gap before the next title): the value row's cell of the label's rank,
 * when the row has as many cells as the header (or one fewer) and each lies between the titles
 * beside its own: a cell missing before it would put the next column's value there.
 * `titles`: the header row's cells (textCells).
 */
function cellOfSameRank(hit: LabelHit, titles: IndexedSegment[], line: IndexedLine): Candidate | undefined {
  const values = valueCells(line)
  const rank = titles.indexOf(hit.line.segments[hit.segment])
  // (OCR may have dropped a cell it could not read at the row's end: the others keep their ranks.)
  if (rank < 0 || rank >= values.length || values.length < 2 || values.length < titles.length - 1 || values.length > titles.length) return undefined
  for (const [j, value] of values.entries()) {
    if ((j > 0 && value.x0 < titles[j - 1].x1) || (j + 1 < titles.length && value.x1 > titles[j + 1].x0)) return undefined
    // (Nor starts the last cell far past the end of the last title, with no title after it to
    // bound it: "25 TER QUAI DES CHARTRONS" 130 pt right of "Nom et prénom" is a block beside the
    // table. Amounts under a title may start past its end, "Net imposable" over "4 727,80".)
    if (j === titles.length - 1 && value.x0 > titles[j].x1 + 4 * line.h) return undefined
  }

  return wholeSegment(line, line.segments.indexOf(values[rank]), 'below')
}

/** The cells of a row of values: any with a letter or a digit, even read unsure (a number OCR doubted is still a cell). */
function valueCells(line: IndexedLine): IndexedSegment[] {
  return line.segments.filter((seg) => /[\p{L}\p{N}]/u.test(seg.text))
}

/** The next segment to the right on the label's line. */
export function right(hit: LabelHit): Candidate | undefined {
  let next = hit.segment + 1
  // A colon (or OCR's mark of a rule) standing alone between label and value, as a form aligns
  // its colons in a column: "Employeur   :   STRATÉGIES & TERRITOIRES EURL".
  // So do cells OCR made of a leader's dots, every word of them guessed ("Dénomination ¦ nana ¦ uen
  // ann ¦ L'ÉCHOPPE GOURMANDE").
  const noCell = (seg: IndexedSegment) => /^[\s:|¦.·-]+$/u.test(seg.text) || seg.words.every((w) => isGuessedWord(w))
  while (next < hit.line.segments.length - 1 && noCell(hit.line.segments[next])) next++
  return next < hit.line.segments.length ? wholeSegment(hit.line, next, 'right') : undefined
}

/** The line right after `line`, on its page, starting within one and a half line heights under it. */
export function lineUnder(lines: IndexedLine[], line: IndexedLine): IndexedLine | undefined {
  const under = lines[line.index + 1]
  return under && under.page === line.page && under.y0 - line.y1 <= 1.5 * Math.max(under.h, line.h) ? under : undefined
}

/** The line right before `line`, on its page, ending within one and a half line heights above it (lineUnder's mirror). */
export function lineAbove(lines: IndexedLine[], line: IndexedLine): IndexedLine | undefined {
  const above = lines[line.index - 1]
  return above && above.page === line.page && line.y0 - above.y1 <= 1.5 * Math.max(above.h, line.h) ? above : undefined
}

/** A sentence that wraps after the label: the first segment of the next line, when it starts at the left. */
export function nextLine(lines: IndexedLine[], hit: LabelHit): Candidate | undefined {
  const line = lineUnder(lines, hit.line)
  if (!line) return undefined
  // OCR may drop the short first word of a line ("DU" of "la société ATELIER / DU CHÊNE SARL"):
  // read by OCR, the line may start a tenth of the paragraph's width further right.
  const indent = line.ocr && hit.line.ocr ? Math.max(2 * line.h, 0.1 * (hit.line.x1 - hit.line.x0)) : 2 * line.h
  if (line.segments[0].x0 > hit.line.x0 + indent) return undefined
  // A label in a later cell of its line wraps in its own column, not at the line's start
  // ("Début de validité ... ┃ Fin de validité ..." over "1er janvier 2026 ┃ 31 décembre 2026").
  if (hit.segment > 0 && line.segments[0].x0 < hit.line.segments[hit.segment].x0 - indent) return undefined
  return wholeSegment(line, 0, 'next-line')
}

/** The bounding box of the words of a candidate covering `[start, end)` of its text. */
export function wordsIn(candidate: Candidate, start: number, end: number): LayoutWord[] {
  return candidate.words.filter(({start: s, word}) => s < end && s + word.text.length > start).map(({word}) => word)
}

export function boxOf(words: LayoutWord[]): [number, number, number, number] | null {
  if (words.length === 0) return null
  const round = (n: number) => Math.round(n * 10) / 10
  return [
    round(Math.min(...words.map((w) => w.x))),
    round(Math.min(...words.map((w) => w.y))),
    round(Math.max(...words.map((w) => w.x + w.w))),
    round(Math.max(...words.map((w) => w.y + w.h))),
  ]
}

/** Mean OCR confidence of words (1 for a text layer). */
export function wordConfidence(words: LayoutWord[]): number {
  const ocr = words.filter((w) => w.conf !== undefined)
  if (ocr.length === 0) return 1
  return ocr.reduce((sum, w) => sum + (w.conf ?? 1), 0) / ocr.length
}
