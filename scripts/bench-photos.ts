/**
 * Held-out check of reading phone photos taken at an angle: `npm run bench:photos`.
 *
 * Takes text-layer PDFs of the corpus (server/corpus/files, truth in manifest.json), a few of each
 * type (identity card, RIB, payslip, Kbis, URSSAF certificate, proofs of address), and makes a phone
 * photo of page 1 of each with a seeded random perspective (server/src/corpus/capture.ts
 * perspectivePhoto: the sheet a quadrilateral over 60-85 % of the frame, its corners moved 3-12 %,
 * on a wood, carpet, desk or dark background, uneven light, blur, noise, JPEG). Each photo goes
 * through the service's reading path for an uploaded JPEG (extractDocument), and the bench prints,
 * per document and in total, how many of its truth field values are found in the text read, the
 * mean word confidence and the seconds per photo.
 *
 * A field value is found when, lower-cased, without accents, punctuation or spaces, it is part of
 * the text read put the same way: an amount by its digits (4353.82 as "435382", what "4 353,82"
 * gives), a date in the forms it is printed in (11/08/2026, 11 août 2026, 2026-08-11), a name or an
 * address whole or all its words (in any order).
 *
 * Options: --per-type N (4), --reverse (the documents taken from the end of the manifest: another
 * set), --seed S (the photos' stream; 1), --only TYPE, --keep DIR (writes the
 * photos there), --json FILE, --flat (also reads each page rendered flat at 200 dpi as a PNG: the
 * ceiling a photo could reach), --corpus (instead: the corpus's own photos as they are, flat pages
 * and identity cards on a table, skewed: what the perspective step must leave as it was),
 * --corpus-dir DIR (a copy of server/corpus to read instead, e.g. a commit's: `git archive HEAD
 * server/corpus | tar -x -C DIR --strip-components 2`, so that figures compare while the corpus is
 * regenerated).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {parseArgs} from 'node:util'

import {perspectivePhoto, perspectivePhotoSettings} from '../server/src/corpus/capture.js'
import {onWhite, renderPages} from '../server/src/corpus/raster.js'
import {streamOf} from '../server/src/corpus/rng.js'
import type {CorpusDocument, CorpusManifest} from '../server/src/corpus/types.js'
import {closeOcr, extractDocument, IngestError} from '../server/src/ingest/extract-document.js'
import {decodeImage} from '../server/src/ingest/image.js'
import {rectifyPage} from '../server/src/ingest/perspective.js'
import {squash} from './lib/squash.js'

const {values: args} = parseArgs({
  options: {
    corpus: {type: 'boolean'},
    'corpus-dir': {type: 'string'},
    flat: {type: 'boolean'},
    json: {type: 'string'},
    keep: {type: 'string'},
    only: {type: 'string'},
    'per-type': {type: 'string'},
    reverse: {type: 'boolean'},
    seed: {type: 'string'},
  },
})

const TYPES = ['cni', 'rib', 'bulletin_paie', 'kbis', 'attestation_vigilance', 'facture_domicile', 'quittance_loyer']
const root = join(import.meta.dirname, '..')
const corpusDir = args['corpus-dir'] ?? join(root, 'server', 'corpus')
const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as CorpusManifest


const MONTHS = ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre']
const CIVILITIES = new Set(['m', 'mme', 'mr', 'monsieur', 'madame', 'mlle'])

/** Whether a truth value is found in the text read (see the module comment). */
function valueFound(value: string, text: string): boolean {
  const words = squash(text).split(' ')
  const joined = words.join('')
  const bag = new Set(words)
  let date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (date) {
    const [, y, m, d] = date
    const day = String(Number(d))
    return [`${d}${m}${y}`, `${y}${m}${d}`, `${d}${MONTHS[Number(m) - 1]}${y}`, `${day}${MONTHS[Number(m) - 1]}${y}`, `${day === '1' ? '1er' : day}${MONTHS[Number(m) - 1]}${y}`].some((form) => joined.includes(form))
  }

  date = /^(\d{4})-(\d{2})$/.exec(value)
  if (date) {
    const [, y, m] = date
    return [`${m}${y}`, `${y}${m}`, `${MONTHS[Number(m) - 1]}${y}`].some((form) => joined.includes(form))
  }

  if (/^-?\d+\.\d{2}$/.test(value)) return joined.includes(value.replace(/\D/g, '')) || (value.endsWith('.00') && bag.has(value.slice(0, -3).replace(/\D/g, '')))
  const squashed = squash(value)
  if (joined.includes(squashed.replace(/ /g, ''))) return true
  const tokens = squashed.split(' ').filter((w) => w.length >= 2 && !CIVILITIES.has(w))
  return tokens.length > 0 && tokens.every((w) => bag.has(w))
}

/** A few text captures of each type, of different layouts first, in manifest order. */
function chooseDocuments(perType: number): CorpusDocument[] {
  const chosen: CorpusDocument[] = []
  for (const type of args.only ? [args.only] : TYPES) {
    const candidates = manifest.documents.filter((d) => d.type === type && d.capture === 'text' && d.mime === 'application/pdf' && Object.keys(d.fields).length > 0)
    if (args.reverse) candidates.reverse()
    const picked: CorpusDocument[] = []
    const layouts = new Set<string>()
    for (const d of candidates) {
      if (picked.length >= perType || layouts.has(d.layout)) continue
      layouts.add(d.layout)
      picked.push(d)
    }

    for (const d of candidates) if (picked.length < perType && !picked.includes(d)) picked.push(d)
    chosen.push(...picked)
  }

  return chosen
}

interface Row {
  file: string
  type: string
  layout: string
  settings: string
  /** Whether the reading path rectifies the page (rectifyPage on the decoded photo), or why not. */
  page: string
  fields: number
  found: number
  missed: string[]
  confidence: number
  seconds: number
  flat?: {found: number; confidence: number; seconds: number}
}

async function read(path: string, mime: string): Promise<{text: string; confidence: number; seconds: number}> {
  const start = performance.now()
  try {
    const doc = await extractDocument(path, mime)
    return {confidence: doc.layouts[0]?.confidence ?? 0, seconds: (performance.now() - start) / 1000, text: doc.texts.join('\n')}
  } catch (error) {
    if (!(error instanceof IngestError)) throw error
    return {confidence: 0, seconds: (performance.now() - start) / 1000, text: ''}
  }
}

async function flatPng(pdf: Uint8Array): Promise<Buffer> {
  const [page] = await renderPages(pdf, 200, [1])
  return onWhite(page.image).encode('png')
}

async function main(): Promise<void> {
  const perType = Number(args['per-type'] ?? 4)
  const seed = Number(args.seed ?? 1)
  const documents = args.corpus ? manifest.documents.filter((d) => d.capture === 'photo' && (!args.only || d.type === args.only)) : chooseDocuments(perType)
  const directory = args.keep ?? (await mkdtemp(join(tmpdir(), 'svc-bench-photos-')))
  mkdirSync(directory, {recursive: true})
  const rows: Row[] = []
  try {
    for (const [n, entry] of documents.entries()) {
      const source = join(corpusDir, 'files', entry.file)
      const pdf = new Uint8Array(readFileSync(source))
      const rng = streamOf(seed, `perspective:${entry.file}`)
      const settings = perspectivePhotoSettings(rng)
      const file = join(directory, `${String(n + 1).padStart(2, '0')}-${entry.type}.jpg`)
      if (!args.corpus) await writeFile(file, (await perspectivePhoto(pdf, settings, rng)).bytes)
      const got = await read(args.corpus ? source : file, args.corpus ? entry.mime : 'image/jpeg')
      let page = 'pdf'
      if (!args.corpus || entry.mime !== 'application/pdf') {
        const why: string[] = []
        const found = rectifyPage((await decodeImage(new Uint8Array(readFileSync(args.corpus ? source : file)), 40_000_000)).image, {trace: (reason) => why.push(reason)})
        page = found ? 'rectified' : `as it is (${why.at(-1)})`
      }

      const truth = Object.entries(entry.fields)
      const missed = truth.filter(([, value]) => !valueFound(value, got.text)).map(([name]) => name)
      const row: Row = {
        confidence: got.confidence,
        fields: truth.length,
        file: entry.file,
        found: truth.length - missed.length,
        layout: entry.layout,
        missed,
        page,
        seconds: got.seconds,
        settings: args.corpus ? entry.file : `${settings.background}, page ${Math.round(settings.pageShare * 100)} %, corners ${(settings.shift * 100).toFixed(0)} %, turn ${settings.turn.toFixed(1)}°${settings.bend > 0 ? ', bent' : ''}, blur ${settings.blur}`,
        type: entry.type,
      }
      if (args.flat && !args.corpus) {
        const flatFile = join(directory, `${String(n + 1).padStart(2, '0')}-${entry.type}-flat.png`)
        await writeFile(flatFile, await flatPng(pdf))
        const flat = await read(flatFile, 'image/png')
        row.flat = {confidence: flat.confidence, found: truth.filter(([, value]) => valueFound(value, flat.text)).length, seconds: flat.seconds}
      }

      rows.push(row)
      const flat = row.flat ? `   flat ${row.flat.found}/${row.fields} conf ${row.flat.confidence.toFixed(2)}` : ''
      console.log(
        `${entry.layout.padEnd(36)} ${`${row.found}/${row.fields}`.padStart(5)}  conf ${row.confidence.toFixed(2)}  ${row.seconds.toFixed(1).padStart(5)} s  [${row.settings}]  ${page}${flat}${missed.length > 0 ? `  missed: ${missed.join(', ')}` : ''}`,
      )
    }
  } finally {
    await closeOcr()
    if (!args.keep) await rm(directory, {force: true, recursive: true})
  }

  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0)
  const fields = sum((r) => r.fields)
  const found = sum((r) => r.found)
  console.log('')
  for (const type of [...new Set(rows.map((r) => r.type))]) {
    const of = rows.filter((r) => r.type === type)
    if (of.length === 0) continue
    const f = of.reduce((s, r) => s + r.fields, 0)
    const k = of.reduce((s, r) => s + r.found, 0)
    console.log(`${type.padEnd(24)} ${of.length} photos  fields ${k}/${f} (${((100 * k) / f).toFixed(1)} %)  confidence ${(of.reduce((s, r) => s + r.confidence, 0) / of.length).toFixed(3)}`)
  }

  const seconds = rows.map((r) => r.seconds).sort((a, b) => a - b)
  console.log(
    `TOTAL ${rows.length} photos (seed ${seed}): fields found ${found}/${fields} (${((100 * found) / fields).toFixed(1)} %), mean confidence ${(sum((r) => r.confidence) / rows.length).toFixed(3)}, ${(sum((r) => r.seconds) / rows.length).toFixed(2)} s per photo (median ${seconds[Math.floor(seconds.length / 2)].toFixed(2)})`,
  )
  if (args.flat) {
    const flatFound = sum((r) => r.flat?.found ?? 0)
    console.log(`flat render (200 dpi PNG): fields found ${flatFound}/${fields} (${((100 * flatFound) / fields).toFixed(1)} %), mean confidence ${(sum((r) => r.flat?.confidence ?? 0) / rows.length).toFixed(3)}`)
  }

  if (args.json) writeFileSync(args.json, JSON.stringify({fields, found, rows, seed}, null, 2))
}

await main()
