/**
 * OCR of a page image with tesseract.js (French and English, LSTM engine, data shipped in
 * node_modules: nothing is downloaded). One tesseract worker per thread, started on first use and
 * reused; jobs go through it one at a time. Before reading, the page is turned upright: quarter
 * turns and skew come from the ink's projection profiles (raster.ts), upside down from the shape
 * of the lines, and when those are unsure, from trial reads of a band of lines in each candidate
 * orientation (tesseract's own orientation detection needs the legacy engine and data we do not
 * ship). Words come back in points in the frame of the upright page.
 */
import {copyFile, mkdir, rename, stat} from 'node:fs/promises'
import {createRequire} from 'node:module'
import {availableParallelism, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'

import type {LayoutWord, PageLayout} from '../validation/layout.js'
import {findMrz} from '../validation/mrz.js'
import {normalizeExtractedText} from './pdf-layout.js'
import {type Point, rectifyPage} from './perspective.js'
import {alongTheirLines, type PixelBox, unreadPrint} from './unread-print.js'
import {analysisCopy, cropGrey, densestBand, flattenBackground, type GreyImage, invertDarkBars, pageGeometry, printContrast, removeRules, rotateGrey, stretchContrast, toPgm, uprightScore, whitenDarkSurround} from './raster.js'

type Tesseract = typeof import('tesseract.js')
type OcrWorker = Awaited<ReturnType<Tesseract['createWorker']>>
type OcrPage = Awaited<ReturnType<OcrWorker['recognize']>>['data']

const LANGUAGES = ['fra', 'eng']
/** LSTM-only integer models: the same recognition as the full models, a quarter of the size. */
const MODEL_DIR = '4.0.0_best_int'
/** Bound on starting the worker (it loads about 4 MB of models; measured ~0.5 s). */
const START_TIMEOUT_MS = 30_000

/** Skew below this is left alone: tesseract reads it as well, and a resampling blurs the print. */
const MIN_SKEW_DEGREES = 0.3
/** The line vote margin beyond which "upright" or "upside down" is taken without a trial read. */
const SURE_UPRIGHT_SCORE = 0.5
/**
 * Trial reads this close to each other do not tell the way up (a band with a copier's dark margin
 * in it reads as badly both ways): when the line vote leans upright, the page is turned over only
 * if the other way reads better by more than this.
 */
const TRIAL_TIE = 0.05
/** Direction certainty (row vs column sharpness) beyond which the quarter turn is taken without a trial read. */
const SURE_DIRECTION = 1.25
/**
 * Bound on one trial read. Text read across its lines (the wrong quarter turn) can keep tesseract
 * busy for many seconds; past this the trial counts as unreadable (the worker is restarted).
 */
const TRIAL_TIMEOUT_MS = 4000
/**
 * Bound on a trial read again because the machine was seen busy (trialsToReadAgain): the time a
 * trial takes grows with the load (other reads, other processes), and a trial cut off by the load
 * alone must not decide the way up.
 */
const BUSY_TRIAL_TIMEOUT_MS = 3 * TRIAL_TIMEOUT_MS
/** Below this (printContrast, grey levels) a page holds nothing to read. */
const MIN_PRINT_CONTRAST = 48
/** Trial reads all below this quality: the page is probably unreadable, its full read is bounded. */
const UNREADABLE_TRIAL_QUALITY = 0.2
/** Bound on the full read of a page the trials found unreadable: noise can keep tesseract busy for minutes. */
const UNREADABLE_READ_MS = 10_000
/**
 * Bound on that read made again when it ran out on a machine the trials saw busy (a trial read
 * again, or one that took more than half its bound): the load, not the page, may have run it out.
 */
const BUSY_UNREADABLE_READ_MS = 3 * UNREADABLE_READ_MS
/** A full read with a lower mean confidence is checked against the other way up. */
const DOUBTFUL_CONFIDENCE = 0.6

/**
 * Words tesseract invents out of rules, specks and pictures: short (fewer than 3 letters or
 * digits) and unsure, or nothing alphanumeric and not sure. Longer words are kept whatever their
 * confidence: a machine-readable zone ("IDFRAMARTIN<<<<...") often comes back at 0 %, and its
 * check digits, not tesseract, say whether it was read right.
 */
const SHORT_WORD_MIN_CONFIDENCE = 0.3
const SYMBOLS_MIN_CONFIDENCE = 0.5

export class OcrTimeoutError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OcrTimeoutError'
  }
}

/**
 * The language data as tesseract.js wants it: both models in one directory (its langPath). Copied
 * once from the packages into a directory under the system temp dir named after the model
 * version, written under a temporary name and renamed, so concurrent threads never read half a
 * file.
 */
async function languageDirectory(): Promise<string> {
  const require = createRequire(import.meta.url)
  const directory = join(tmpdir(), `svc-tessdata-${MODEL_DIR}`)
  await mkdir(directory, {recursive: true})
  for (const lang of LANGUAGES) {
    const source = join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), MODEL_DIR, `${lang}.traineddata.gz`)
    const target = join(directory, `${lang}.traineddata.gz`)
    const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)])
    if (to?.size === from.size) continue
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`
    await copyFile(source, partial)
    await rename(partial, target)
  }

  return directory
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.()
      reject(new OcrTimeoutError(message))
    }, Math.max(0, ms))
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Tesseract workers that read at the same time: the bands of one page are read in parallel, one
 * per core (a page read by two workers takes a little over half the time). `SVC_OCR_THREADS`
 * (1-8) overrides; the default is the number of cores, at most 2 (more bands cut more lines).
 */
function ocrThreads(): number {
  const setting = Number(process.env.SVC_OCR_THREADS)
  if (Number.isInteger(setting) && setting >= 1 && setting <= 8) return setting
  return Math.max(1, Math.min(2, availableParallelism()))
}

/** One tesseract worker and the chain of jobs it runs one after the other. */
interface Slot {
  worker?: Promise<OcrWorker>
  /** The tail of the job chain: each job starts when the previous one has settled. */
  queue: Promise<unknown>
  pending: number
}

const slots: Slot[] = []

async function startWorker(): Promise<OcrWorker> {
  const {createWorker} = (await import('tesseract.js')) as Tesseract
  const langPath = await languageDirectory()
  // cacheMethod 'none': tesseract.js would otherwise write the unpacked models into the cwd.
  const worker = await createWorker(LANGUAGES, 1, {cacheMethod: 'none', gzip: true, langPath})
  // Tesseract's diagnostics ("Empty page!!", "Estimating resolution as ...") go to its in-memory
  // file system, not to the service's output.
  await worker.setParameters({debug_file: '/dev/null', tessedit_pageseg_mode: FULL_READ as never})
  return worker
}

function slot(index: number): Slot {
  while (slots.length <= index) slots.push({pending: 0, queue: Promise.resolve()})
  return slots[index]
}

async function ocrWorker(at: Slot): Promise<OcrWorker> {
  if (!at.worker) {
    const starting = startWorker()
    at.worker = starting
    starting.catch(() => {
      if (at.worker === starting) at.worker = undefined
    })
  }

  return withTimeout(at.worker, START_TIMEOUT_MS, `The OCR engine did not start within ${START_TIMEOUT_MS / 1000} s.`)
}

async function stopWorker(at: Slot): Promise<void> {
  const starting = at.worker
  at.worker = undefined
  if (!starting) return
  const worker = await starting.catch(() => null)
  await worker?.terminate()
}

/** Starts the workers ahead of the first page (optional: the first OCR job starts them anyway). */
export async function startOcr(): Promise<void> {
  await Promise.all(Array.from({length: ocrThreads()}, (_, i) => ocrWorker(slot(i))))
}

/** Stops the workers (a job still queued after this starts a new one). */
export async function closeOcr(): Promise<void> {
  await Promise.all(slots.map((s) => stopWorker(s)))
}

/** What a read needs besides the image: its resolution (PGM carries none). */
interface ReadSettings {
  dpi: number
}

/**
 * Tesseract's page segmentation modes used here: 6 reads one uniform block (a trial band of lines),
 * 11 finds as much text as it can, in no particular order.
 */
type PageSegmentation = '6' | '11'

/**
 * A full page is read as sparse text (11), not as a page laid out in blocks and columns (3): the
 * layout is rebuilt from the words' positions (validation/layout.ts), so tesseract's reading
 * order is of no use, and its block analysis drops whole columns of figures in forms and tables
 * (a payslip's amounts, a tax notice's right-hand column). Measured on the corpus: OCR extraction
 * recall 93.1 % against 90.3 %, precision 96.7 % against 95.5 %, for about a quarter more CPU
 * (6 min 50 s against 5 min 21 s for the 303 documents; 2.85 s against 2.24 s a page, median, on
 * the idle 2-core machine).
 */
const FULL_READ: PageSegmentation = '11'
/** A region of a few lines read again on its own: one block of text. */
const BLOCK_READ: PageSegmentation = '6'

/**
 * One recognition on worker `index` (default: the least busy), after the jobs already queued
 * there, started within `startWithin` (default `ms`) and run within `ms`; past it that worker is
 * dropped.
 */
function recognize(image: GreyImage, settings: ReadSettings, psm: PageSegmentation, ms: number, index?: number, parameters: Record<string, string> = {}, startWithin = ms): Promise<OcrPage> {
  const chosen = index ?? Array.from({length: ocrThreads()}, (_, i) => i).reduce((best, i) => (slot(i).pending < slot(best).pending ? i : best), 0)
  const at = slot(chosen)
  const job = async (): Promise<OcrPage> => {
    const worker = await ocrWorker(at)
    const pgm = toPgm(image)
    const run = worker.recognize(
      Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength),
      // The resolution is known (PGM carries none): tesseract would otherwise guess it and say so.
      {
        tessedit_pageseg_mode: psm,
        // Otsu's global threshold: the paper has been evened out and whitened (raster.ts), and a
        // local threshold (Sauvola) hollows out large bold print such as an ID card's values.
        thresholding_method: '0',
        user_defined_dpi: String(Math.round(Math.min(2400, Math.max(70, settings.dpi)))),
        ...parameters,
      } as never,
      {blocks: true, text: false},
    )
    const result = await withTimeout(run, ms, 'OCR of the page did not finish in time.', () => {
      // A wasm call cannot be interrupted: the worker goes, the next job starts a fresh one.
      void stopWorker(at)
    })
    return result.data
  }

  const deadline = Date.now() + startWithin
  at.pending++
  const run = at.queue.then(
    () => (Date.now() > deadline ? Promise.reject(new OcrTimeoutError('OCR of the page did not start in time.')) : job()),
    () => job(),
  )
  at.queue = run.catch(() => {}).finally(() => at.pending--)
  return run
}

interface PixelWord {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
  conf: number
}

type OcrWord = import('tesseract.js').Word

/**
 * The leading group of a French amount ("5" of "5 714,74"), kept whatever its confidence: one to
 * three digits followed, a space apart, by three digits and the cents. Dropped as noise, the amount
 * would lose its thousands.
 */
export function isThousandsGroup(text: string, word: OcrWord, next: OcrWord | undefined): boolean {
  if (!next || !/^\d{1,3}$/.test(text) || !/^\d{3}[,.]\d{2}\b/.test(normalizeExtractedText(next.text).trim())) return false
  const height = word.bbox.y1 - word.bbox.y0
  return next.bbox.x0 - word.bbox.x1 <= 1.5 * height
}

function wordsOf(page: OcrPage): PixelWord[] {
  const words: PixelWord[] = []
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const [index, word] of line.words.entries()) {
          const text = normalizeExtractedText(word.text).trim()
          const conf = Math.max(0, Math.min(1, word.confidence / 100))
          const alphanumerics = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0
          if (text === '' || (alphanumerics === 0 && conf < SYMBOLS_MIN_CONFIDENCE)) continue
          if (alphanumerics < 3 && conf < SHORT_WORD_MIN_CONFIDENCE && !isThousandsGroup(text, word, line.words[index + 1])) continue
          words.push({conf, text, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0, y1: word.bbox.y1})
        }
      }
    }
  }

  return words
}

/** A row with at most this share of ink pixels (specks) is blank, where a page may be cut. */
const BLANK_ROW_INK = 0.001
const NOISE_FLOOR = 0.01

/**
 * Rows where a page can be cut into `bands` horizontal bands of about the same amount of print
 * without cutting a line of text: around each share of the page's ink (a fifth of the page either
 * side), the middle of the run of blank rows nearest to it. None when some window holds no blank
 * row (dense print edge to edge).
 */
export function bandCuts(image: GreyImage, bands: number): number[] {
  const {data, height, width} = image
  // Ink is counted in runs no longer than a stroke of print: a photo's dark surroundings and a
  // scan's shadowed edges run down every row and would leave no row blank.
  const longest = Math.max(40, Math.round(width * 0.015))
  const ink = new Uint32Array(height)
  let total = 0
  for (let y = 0; y < height; y++) {
    const row = y * width
    let count = 0
    let run = 0
    for (let x = 0; x <= width; x++) {
      if (x < width && data[row + x] < 160) {
        run++
      } else {
        if (run <= longest) count += run
        run = 0
      }
    }

    ink[y] = count
    total += count
  }

  const limit = Math.max(2, Math.round(width * BLANK_ROW_INK))
  const cuts: number[] = []
  let y = 0
  let sofar = 0
  for (let k = 1; k < bands; k++) {
    // Bands of equal print, not equal height: tesseract's time follows what it reads, and a page
    // whose lower half is blank paper would leave one worker idle.
    const share = (total * k) / bands
    while (y < height - 1 && sofar + ink[y] < share) sofar += ink[y++]
    const target = y
    const from = Math.max((cuts.at(-1) ?? 0) + 1, target - Math.round(height / 5))
    const to = Math.min(height - 1, target + Math.round(height / 5))
    // A photo's grain leaves specks on every row: blank is then at most twice the window's
    // quietest row (a noise floor of up to 1 % of the width).
    let floor = Number.POSITIVE_INFINITY
    for (let row = from; row <= to; row++) floor = Math.min(floor, ink[row])
    const blank = floor <= width * NOISE_FLOOR ? Math.max(limit, 2 * floor) : limit
    let best = -1
    for (let row = from; row <= to; row++) {
      if (ink[row] > blank) continue
      let end = row
      while (end <= to && ink[end] <= blank) end++
      const middle = Math.floor((row + end) / 2)
      if (end - row >= 3 && (best < 0 || Math.abs(middle - target) < Math.abs(best - target))) best = middle
      row = end
    }

    if (best < 0) return []
    cuts.push(best)
  }

  return cuts
}

/**
 * Reads a page: in as many horizontal bands as there are OCR workers, read at the same time,
 * cut between lines of text (bandCuts); words come back in the page's pixels.
 */
async function readPage(image: GreyImage, settings: ReadSettings, psm: PageSegmentation, ms: number): Promise<PixelWord[]> {
  const threads = ocrThreads()
  const cuts = threads > 1 ? bandCuts(image, threads) : []
  if (cuts.length === 0) return wordsOf(await recognize(image, settings, psm, ms))
  const tops = [0, ...cuts]
  const bands = tops.map((top, i) => ({image: cropGrey(image, 0, top, image.width, (tops[i + 1] ?? image.height) - top), top}))
  const pages = await Promise.all(bands.map((band, i) => recognize(band.image, settings, psm, ms, i)))
  return pages.flatMap((page, i) => wordsOf(page).map((w) => ({...w, y0: w.y0 + bands[i].top, y1: w.y1 + bands[i].top})))
}

/** A crop whose darkest print is lighter than this is faint print (grey labels), darkened before it is read. */
const FAINT_PRINT_LEVEL = 100

/**
 * Faint print made dark: the crop's levels stretched so that its darkest print (the 1st
 * percentile) is black and paper stays white. Print already dark is left as it is.
 */
function darkenFaintPrint(crop: GreyImage): GreyImage {
  const sorted = Uint8Array.from(crop.data).sort()
  const low = sorted[Math.floor(0.01 * sorted.length)]
  if (low < FAINT_PRINT_LEVEL || low >= 230) return crop
  const lut = new Uint8Array(256)
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.round(((v - low) * 255) / (255 - low)))
  return {...crop, data: crop.data.map((v) => lut[v])}
}

/** Words read again from print the page's read left out (unread-print.ts) below this confidence are dropped. */
const REREAD_MIN_CONFIDENCE = 0.7

/**
 * The words of the lines of print the page's read left out (unread-print.ts), each region read
 * on its own with a margin around it, as a block of text; words already read, OCR's guesses and
 * what says nothing (fewer than two letters or digits) are left out.
 */
async function readUnreadPrint(image: GreyImage, words: PixelWord[], settings: ReadSettings, pixelsPerPoint: number, ms: number): Promise<PixelWord[]> {
  const regions = unreadPrint(image, words, pixelsPerPoint)
  if (regions.length === 0) return []
  const reads = await Promise.all(
    regions.map(async (region) => {
      const margin = Math.round(0.4 * (region.y1 - region.y0))
      const x0 = Math.max(0, region.x0 - margin)
      const y0 = Math.max(0, region.y0 - margin)
      const crop = cropGrey(image, x0, y0, Math.min(image.width, region.x1 + margin) - x0, Math.min(image.height, region.y1 + margin) - y0)
      const page = await recognize(darkenFaintPrint(crop), settings, BLOCK_READ, ms)
      return wordsOf(page).map((w) => ({...w, x0: w.x0 + x0, x1: w.x1 + x0, y0: w.y0 + y0, y1: w.y1 + y0}))
    }),
  )
  const overlaps = (a: PixelBox, b: PixelBox) => {
    const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
    const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
    return w > 0 && h > 0 && w * h > 0.5 * (a.x1 - a.x0) * (a.y1 - a.y0)
  }

  const touches = (a: PixelBox, b: PixelBox) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0)

  // (The words read before with their boxes along their lines: an accented capital's tall box
  // does not hide the label right above it. A word read again where the same word was read is
  // that word, however its box was drawn.)
  const before = alongTheirLines(words)
  return reads
    .flat()
    .filter(
      (w) =>
        w.conf >= REREAD_MIN_CONFIDENCE &&
        (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2 &&
        !before.some((old) => overlaps(w, old)) &&
        !words.some((old) => old.text === w.text && touches(w, old)),
    )
}

/**
 * A line of a machine-readable zone as OCR reads it: 20 characters or more, its first five of the
 * zone's alphabet, fillers among them (a run of fillers comes back as "eeeeeece" as often as not).
 */
const MRZ_LINE = /^[A-Z0-9<«]{5}\S{15,}$/u
/** The characters a machine-readable zone is written with (ICAO 9303). */
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

/**
 * The machine-readable zone of an identity document read again on its own, with its alphabet only.
 *
 * Why: read with the rest of the page, its OCR-B line on a patterned background comes back as
 * anything ("P<FRABOURGEOIS<<SEBASTIEN<<<..." then "ec de SSSssassssss" for a second line printed
 * as cleanly as the first, on a corpus passport scan), and the zone is the one reading whose check
 * digits vouch for the values. When a line of the zone was read (MRZ_LINE, with two fillers in a
 * row), the band around it (three line heights above and below, the line's
 * width and two heights more each side) is read again as a block with only the zone's alphabet;
 * its lines of 25 characters or more with a filler replace the words they cover when more of the
 * zone's check digits hold on them than on the page's read (validation/mrz.ts).
 */
async function readMachineZone(image: GreyImage, words: PixelWord[], settings: ReadSettings, ms: number): Promise<PixelWord[]> {
  const zoneWords = words.filter((w) => isZoneWord(w))
  if (zoneWords.length === 0) return words
  const h = Math.max(...zoneWords.map((w) => w.y1 - w.y0))
  const x0 = Math.max(0, Math.min(...zoneWords.map((w) => w.x0)) - 2 * h)
  const x1 = Math.min(image.width, Math.max(...zoneWords.map((w) => w.x1)) + 2 * h)
  const y0 = Math.max(0, Math.min(...zoneWords.map((w) => w.y0)) - 3 * h)
  const y1 = Math.min(image.height, Math.max(...zoneWords.map((w) => w.y1)) + 3 * h)
  const page = await recognize(cropGrey(image, x0, y0, x1 - x0, y1 - y0), settings, BLOCK_READ, ms, undefined, {tessedit_char_whitelist: MRZ_ALPHABET})
  const lines: PixelWord[] = []
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.words.map((w) => w.text).join('')
        // (A zone's line has its fillers: the line above it, "21 05 2025 PRÉFECTURE DE LA
        // HAUTE-GARONNE" on a residence permit, read with the zone's alphabet only, has none.)
        if (text.length < 25 || !/^[A-Z0-9<]+$/u.test(text) || !text.includes('<')) continue
        lines.push({conf: Math.max(0, Math.min(1, line.confidence / 100)), text, x0: line.bbox.x0 + x0, x1: line.bbox.x1 + x0, y0: line.bbox.y0 + y0, y1: line.bbox.y1 + y0})
      }
    }
  }

  // The zone's own check digits say which reading to keep: the read again only when it holds more.
  const inZone = words.filter((w) => MRZ_LINE.test(w.text) && w.y0 >= y0 && w.y1 <= y1).sort((a, b) => a.y0 - b.y0)
  if (lines.length < 2 || zoneScore(lines.map((l) => l.text)) <= zoneScore(inZone.map((w) => w.text))) return words
  const covered = (w: PixelWord) => lines.some((line) => (w.x0 + w.x1) / 2 >= line.x0 - h && (w.x0 + w.x1) / 2 <= line.x1 + h && (w.y0 + w.y1) / 2 >= line.y0 - h / 2 && (w.y0 + w.y1) / 2 <= line.y1 + h / 2)
  return [...words.filter((w) => !covered(w)), ...lines]
}

/** A word read as a line of a machine-readable zone: its shape, and two fillers in a row. */
function isZoneWord(word: {text: string}): boolean {
  return MRZ_LINE.test(word.text) && /[<«]{2}/u.test(word.text)
}

/**
 * Whether a page's words hold a machine-readable zone read upside down: a long word with a run of
 * turned-over fillers (">>>>", the zone's "<" upside down) and no "<" anywhere on the page.
 */
export function turnedOverZone(words: {text: string}[]): boolean {
  if (words.some((w) => /[<«]/u.test(w.text))) return false
  return words.some((w) => w.text.length >= 20 && /[>»]{4}/u.test(w.text) && (w.text.match(/[>»]/gu)?.length ?? 0) >= 8)
}

/** How well lines read as a machine-readable zone: its check digits that hold, fewer corrections breaking ties; -1 when no zone. */
function zoneScore(lines: string[]): number {
  const zone = findMrz(lines)
  if (!zone) return -1
  return Object.values(zone.checks).filter(Boolean).length * 100 - Math.min(99, zone.corrections)
}

/** Mean confidence of the words that say something (two or more letters or digits), 0 if none. */
function readingQuality(words: PixelWord[]): {confidence: number; words: number} {
  const telling = words.filter((w) => (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2)
  if (telling.length === 0) return {confidence: 0, words: 0}
  return {confidence: telling.reduce((sum, w) => sum + w.conf, 0) / telling.length, words: telling.length}
}

/** A trial read: how well it went (mean confidence, weighed down under 8 words), whether it ran out of time, how long it took. */
export interface Trial {
  quality: number
  timedOut: boolean
  ms: number
}

/** A trial read of `band` within `bound`, and within the page's `remaining` time (which its start in the queue may take). */
async function trialRead(band: GreyImage, settings: ReadSettings, remaining: number, bound: number): Promise<Trial> {
  const started = Date.now()
  let page: OcrPage
  try {
    page = await recognize(band, settings, '6', Math.min(remaining, bound), undefined, {}, remaining)
  } catch (error) {
    // Out of trial time but not of page time: this way does not read (or the machine is busy).
    if (error instanceof OcrTimeoutError && remaining > bound) return {ms: Date.now() - started, quality: 0, timedOut: true}
    throw error
  }

  const quality = readingQuality(wordsOf(page))
  return {ms: Date.now() - started, quality: quality.confidence * Math.min(1, quality.words / 8), timedOut: false}
}

/**
 * Which of a band's two trials, upright and turned over, are read again with a longer bound. A
 * trial that ran out of time reads badly that way, or the machine is busy. It is read again when
 * the other way's trial took more than half the bound (the load slowed both), and both are read
 * again when both ran out. Otherwise the load would decide the way up: an upright trial cut off at
 * 4 s scored 0 against a turned-over one finished in 3.8 s, and two trials cut off leave the page
 * as it came (docs/ocr.md). Not across the lines (`across`), where running out is what text read
 * across does, and where the geometry's own direction, read again, wins.
 */
export function trialsToReadAgain(upright: Trial, flipped: Trial, bound: number, across: boolean): Array<'flipped' | 'upright'> {
  if (across) return []
  if (upright.timedOut && flipped.timedOut) return ['upright', 'flipped']
  if (upright.timedOut && flipped.ms > bound / 2) return ['upright']
  if (flipped.timedOut && upright.ms > bound / 2) return ['flipped']
  return []
}

/**
 * Reads the band of lines with the most ink both ways up (the band is found on the reduced copy
 * and cut from the full image; the other way up is the same cut turned over) and says which way
 * reads better. Null when there is no line to read.
 */
async function upOrDown(levelled: GreyImage, levelledCopy: GreyImage, settings: ReadSettings, ms: () => number, bound: number, lean = 0, across = false): Promise<null | {busy: boolean; flip: boolean; quality: number; reads: number}> {
  const band = densestBand(levelledCopy)
  if (!band) return null
  const factor = levelled.width / levelledCopy.width
  const cut = cropGrey(levelled, band.x * factor, band.y * factor, band.width * factor, band.height * factor)
  const turned = rotateGrey(cut, 180)
  let upright = await trialRead(cut, settings, ms(), bound)
  let flipped = await trialRead(turned, settings, ms(), bound)
  const again = trialsToReadAgain(upright, flipped, bound, across)
  if (again.includes('upright')) upright = await trialRead(cut, settings, ms(), BUSY_TRIAL_TIMEOUT_MS)
  if (again.includes('flipped')) flipped = await trialRead(turned, settings, ms(), BUSY_TRIAL_TIMEOUT_MS)
  // (Not the other way round: a line vote that leans upside down on a photo's page may be wrong, and
  // a page comes upright far more often than not.)
  const flip = flipped.quality > upright.quality + (lean > 0 ? TRIAL_TIE : 0)
  // The machine was seen busy: a trial read again, or one (of the first two) that took more than half the bound.
  const busy = again.length > 0 || Math.max(upright.ms, flipped.ms) > bound / 2
  return {busy, flip, quality: flip ? flipped.quality : upright.quality, reads: 2 + again.length}
}

/**
 * The upright page as the full read gets it: white-on-dark bars turned into print on paper, and
 * without its ruled lines (raster.ts invertDarkBars, removeRules).
 */
function forReading(image: GreyImage, pixelsPerPoint: number): GreyImage {
  return removeRules(invertDarkBars(image, pixelsPerPoint), pixelsPerPoint)
}

export interface OcrPageOptions {
  /** 1-based page number of the layout. */
  page: number
  /** Pixels per point of the image (the render scale; an A4 convention for photos). */
  pixelsPerPoint: number
  /** Time (Date.now()) by which the page must be read. */
  deadline: number
  /** Bound on a first trial read, in ms (default TRIAL_TIMEOUT_MS); the tests shorten it to act out a busy machine. */
  trialMs?: number
  /** Bound on the first full read of a page the trials found unreadable, in ms (default UNREADABLE_READ_MS); the tests shorten it. */
  unreadableMs?: number
}

/** How the page was turned before it was read, and where the time went (for the bench and the tests). */
export interface OcrPageResult {
  layout: PageLayout
  /** Clockwise quarter turn applied (also layout.rotation). */
  rotation: number
  /** Clockwise skew correction applied, in degrees. */
  skew: number
  /** The page's corners in the image given when it was a photo taken at an angle, rectified before the rest (perspective.ts); else null. */
  page: null | Point[]
  /** Trial reads made to settle the orientation (0 when the geometry was clear). */
  trials: number
  /**
   * The trials found the page unreadable (every way below UNREADABLE_TRIAL_QUALITY), so its full
   * read was bounded: 'read' in time, 'readAgain' after running out on a busy machine, 'ranOut'
   * (nothing read). Null when the page was read as usual.
   */
  boundedRead: null | 'ranOut' | 'read' | 'readAgain'
  /** Seconds spent: lighting and contrast, geometry (direction, skew, turning), trial reads, the full read. */
  seconds: {prepare: number; geometry: number; trials: number; read: number}
}

/**
 * Reads one page image: a page photographed at an angle put flat (perspective.ts), turned upright
 * (quarter turns, skew), read, words in points. The layout's size is that of the upright image in
 * points.
 */
export async function ocrPage(input: GreyImage, options: OcrPageOptions): Promise<OcrPageResult> {
  const remaining = () => options.deadline - Date.now()
  const trialBound = options.trialMs ?? TRIAL_TIMEOUT_MS
  const seconds = {geometry: 0, prepare: 0, read: 0, trials: 0}
  let clock = performance.now()
  const lap = (phase: keyof typeof seconds) => {
    const now = performance.now()
    seconds[phase] += (now - clock) / 1000
    clock = now
  }

  const flat = rectifyPage(input)
  const image = flat?.image ?? input
  // The rectified page keeps the photo's resolution and its convention (pixels per point): words,
  // rules and bars keep the sizes in points they had before the page was put flat.
  const scale = options.pixelsPerPoint
  const page = flat?.page.corners ?? null
  if (printContrast(image) < MIN_PRINT_CONTRAST) {
    // Nothing stands out of the paper (blank, or black from edge to edge): nothing to read.
    lap('prepare')
    return {
      layout: {confidence: 0, height: image.height / scale, method: 'ocr', page: options.page, rotation: 0, width: image.width / scale, words: []},
      page,
      rotation: 0,
      seconds,
      skew: 0,
      boundedRead: null,
      trials: 0,
    }
  }

  const settings: ReadSettings = {dpi: scale * 72}
  // (Cards scanned or photographed on black: the black first made paper, so that the lighting and
  // contrast steps measure the paper around the print.)
  const prepared = stretchContrast(flattenBackground(whitenDarkSurround(image)))
  lap('prepare')
  const analysis = analysisCopy(prepared)
  const geometry = pageGeometry(analysis)
  const skew = geometry.ink > 0 && Math.abs(geometry.skew) >= MIN_SKEW_DEGREES ? geometry.skew : 0
  let quarter: number = geometry.quarter
  let levelled = rotateGrey(prepared, quarter + skew)
  const upright = geometry.ink > 0 ? uprightScore(rotateGrey(analysis, quarter + skew)) : 1
  lap('geometry')
  let trials = 0
  let unreadable = false
  let busy = false
  if (geometry.ink > 0 && (geometry.certainty < SURE_DIRECTION || Math.abs(upright) < SURE_UPRIGHT_SCORE)) {
    // Unsure: trial reads of a band of lines each way up, and across too if the direction of the
    // lines is itself unclear.
    const turns = geometry.certainty < SURE_DIRECTION ? [quarter, quarter + 90] : [quarter]
    let best = {levelled, quality: -1, rotation: quarter}
    for (const turn of turns) {
      const candidate = turn === quarter ? levelled : rotateGrey(prepared, turn + skew)
      // (The line vote was made for the first turn's way up.)
      const verdict = await upOrDown(candidate, rotateGrey(analysis, turn + skew), settings, remaining, trialBound, turn === quarter ? upright : 0, turn !== quarter)
      trials += verdict?.reads ?? 0
      busy ||= verdict?.busy ?? false
      if (verdict && verdict.quality > best.quality) {
        best = {levelled: verdict.flip ? rotateGrey(candidate, 180) : candidate, quality: verdict.quality, rotation: (turn + (verdict.flip ? 180 : 0)) % 360}
      }
    }

    quarter = best.rotation
    levelled = best.levelled
    unreadable = best.quality < UNREADABLE_TRIAL_QUALITY
    lap('trials')
  } else if (upright < 0) {
    quarter = (quarter + 180) % 360
    levelled = rotateGrey(levelled, 180)
    lap('geometry')
  }

  // A blank page is not sent to tesseract (which would only say "Empty page!!"); one that no
  // trial could read in any orientation gets a bounded read (noise can keep tesseract busy for
  // minutes), and nothing if it runs out. A bounded read run out on a machine the trials saw
  // busy is made again with a longer bound: the load alone must not leave a page unread (set n's
  // photographed English Kbis read nothing with three benchmarks beside it, docs/ocr.md).
  let words: PixelWord[] = []
  let reading = levelled
  let boundedRead: OcrPageResult['boundedRead'] = null
  if (geometry.ink > 0) {
    reading = forReading(levelled, scale)
    if (unreadable) {
      boundedRead = 'ranOut'
      const bounds = [options.unreadableMs ?? UNREADABLE_READ_MS, ...(busy ? [BUSY_UNREADABLE_READ_MS] : [])]
      // (Out of the page's time, the read's timeout fails the page as before: it is tried again
      // only when it ran out with page time left.)
      for (const [attempt, bound] of bounds.entries()) {
        try {
          words = await readPage(reading, settings, FULL_READ, Math.min(remaining(), bound))
          boundedRead = attempt === 0 ? 'read' : 'readAgain'
          break
        } catch (error) {
          if (!(error instanceof OcrTimeoutError && remaining() > 0)) throw error
        }
      }
    } else {
      words = await readPage(reading, settings, FULL_READ, remaining())
    }
  }

  lap('read')
  // The page read again the other way up, and kept in place of this reading when it reads better.
  const readTurnedOver = async () => {
    const turned = rotateGrey(levelled, 180)
    const turnedReading = forReading(turned, scale)
    return {levelled: turned, reading: turnedReading, words: await readPage(turnedReading, settings, FULL_READ, remaining())}
  }

  const keepTurnedOver = (other: Awaited<ReturnType<typeof readTurnedOver>>) => {
    levelled = other.levelled
    reading = other.reading
    words = other.words
    quarter = (quarter + 180) % 360
  }

  const quality = readingQuality(words)
  if (trials === 0 && quality.confidence < DOUBTFUL_CONFIDENCE && quality.words > 0) {
    // A poor read may be upside down after all (the line shapes misled): check with trial reads.
    const verdict = await upOrDown(levelled, analysisCopy(levelled), settings, remaining, trialBound)
    trials += verdict?.reads ?? 0
    lap('trials')
    if (verdict?.flip) {
      const other = await readTurnedOver()
      if (readingQuality(other.words).confidence > quality.confidence) keepTurnedOver(other)
      lap('read')
    }
  }

  // A machine-readable zone read with its fillers turned over (">>>>>>>>>>22>22>C/CCITENV..."):
  // the page is upside down, whatever the trials said (a passport's copy made upside down, its
  // photo page's dark surround reading as badly both ways). Read the other way up, kept when the
  // zone comes out right.
  if (turnedOverZone(words)) {
    const other = await readTurnedOver()
    if (other.words.some((w) => isZoneWord(w))) keepTurnedOver(other)
    lap('read')
  }

  // Print the read left out (a line beside a 2D-Doc code), read again on its own; not on a page
  // no trial could read (noise, not print).
  // These second reads only add to the first: past the page's time they are given up and the
  // words read so far kept (the document is not failed for them).
  if (words.length > 0 && !unreadable) {
    try {
      words = [...words, ...(await readUnreadPrint(reading, words, settings, scale, remaining()))]
      words = await readMachineZone(reading, words, settings, remaining())
    } catch (error) {
      if (!(error instanceof OcrTimeoutError)) throw error
    }

    lap('read')
  }

  const layoutWords: LayoutWord[] = words.map((w) => ({conf: Math.round(w.conf * 1000) / 1000, h: (w.y1 - w.y0) / scale, text: w.text, w: (w.x1 - w.x0) / scale, x: w.x0 / scale, y: w.y0 / scale}))
  const confidence = layoutWords.length === 0 ? 0 : layoutWords.reduce((sum, w) => sum + (w.conf ?? 0), 0) / layoutWords.length
  return {
    layout: {
      confidence: Math.round(confidence * 1000) / 1000,
      height: levelled.height / scale,
      method: 'ocr',
      page: options.page,
      rotation: quarter,
      width: levelled.width / scale,
      words: layoutWords,
    },
    boundedRead,
    page,
    rotation: quarter,
    seconds,
    skew,
    trials,
  }
}
