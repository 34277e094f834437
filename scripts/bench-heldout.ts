/**
 * Issuer layouts written apart from the corpus: `npm run bench:heldout`.
 *
 * The engine's reading rules were written on the corpus; these sets of layouts were written by
 * someone else, each after a real issuer's document (a DGFiP notice's two pages, an ADP or Silae
 * payslip, an Infogreffe Kbis, a telecom bill, an online bank's RIB, an INPI extract...), and run
 * through the engine once before any rule was written on them (the figures of that first run are
 * in the README, Validation accuracy). Each set is a folder of scripts/heldout/ with its layouts
 * (the corpus's LayoutGenerator) and the facts of four documents per layout; a layout's document
 * is read as issued (its text layer), scanned (server/src/corpus/capture.ts scanPdf, the set's
 * seed) and, in a set of one-page layouts, photographed at an angle (perspectivePhoto), classified,
 * and its true type's fields extracted, then compared with what it printed.
 *
 *   npm run bench:heldout -- [--set a,b] [--layout rib/,ict] [--text-only] [--root DIR] [--reader VERSION] [--verbose]
 *
 * `--layout` keeps the layouts whose name holds one of the strings given (a change to the reading
 * code measured on the documents it touches, read by both versions, without reading the rest).
 *
 * `--root DIR` reads, classifies and extracts with another checkout's code (the documents, the
 * scans and the comparison stay this one's), as bench:rescans does. Readings are cached per file
 * and reader sources in node_modules/.cache/svc-heldout (OCR takes about 2 s a page).
 */
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {parseArgs} from 'node:util'

import {perspectivePhoto, perspectivePhotoSettings, scanPdf, scanSettings} from '../server/src/corpus/capture.js'
import {streamOf} from '../server/src/corpus/rng.js'
import type {Facts, GeneratedDocument, LayoutGenerator} from '../server/src/corpus/types.js'
import {readerVersion as currentReaderVersion} from './lib/reader-version.js'
import {sameValue} from './lib/same-value.js'

const {values: args} = parseArgs({options: {layout: {type: 'string'}, reader: {type: 'string'}, root: {type: 'string'}, set: {type: 'string'}, 'text-only': {type: 'boolean'}, verbose: {type: 'boolean'}}})
const here = resolve(import.meta.dirname, '..')
const root = resolve(args.root ?? here)
const code = (path: string) => import(join(root, path))
const {closeOcr, extractDocument} = await code('server/src/ingest/extract-document.ts')
const {classify, documentTypeSpec} = await code('server/src/validation/classify.ts')
const {extractFields} = await code('server/src/validation/extract.ts')
const {defaultProfile} = await code('server/src/validation/profile.ts')

interface HeldoutSet {
  LAYOUTS: Record<string, LayoutGenerator>
  HELDOUT_SEED: number
  STREAM: string
  /** Whether its documents (one page each) are also photographed at an angle. */
  PHOTOS?: boolean
  documentFacts(layout: string, i: number): {facts: Facts; params: Record<string, unknown>}
}

interface Reading {
  layouts: unknown[]
  texts: string[]
}

interface Tally {
  right: number
  wrong: number
  missing: number
  truths: number
  classified: number
  /** Filed without asking as another type than the document's: the worst classification error. */
  misfiled: number
  documents: number
}

const profile = defaultProfile()
const setsDir = join(here, 'scripts/heldout')
const sets = (args.set?.split(',') ?? readdirSync(setsDir).filter((name) => name.startsWith('set-')).map((name) => name.slice(4))).sort()
const captures = args['text-only'] ? (['text'] as const) : (['text', 'scan', 'photo'] as const)
const cache = join(here, 'node_modules/.cache/svc-heldout')
for (const dir of ['scans', 'reads']) mkdirSync(join(cache, dir), {recursive: true})

// A change to the reading code must not reuse readings made by another: its sources are the key.
// (`--reader VERSION` takes another version's readings, as bench:accuracy's: to measure a change
// of the rules alone while the reading code has changed too.)
const readerVersion = args.reader ?? currentReaderVersion(root)
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 24)

async function read(path: string, bytes: Uint8Array, mime: string): Promise<Reading> {
  const file = join(cache, 'reads', `${sha(bytes)}-${readerVersion}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Reading
  const doc = (await extractDocument(path, mime, {timeoutMs: 300_000})) as Reading
  const reading = {layouts: doc.layouts, texts: doc.texts}
  writeFileSync(file, JSON.stringify(reading))
  return reading
}

const newTally = (): Tally => ({classified: 0, documents: 0, misfiled: 0, missing: 0, right: 0, truths: 0, wrong: 0})
const lines: string[] = []
const misses: string[] = []
const grand = Object.fromEntries(captures.map((capture) => [capture, newTally()])) as Record<(typeof captures)[number], Tally>
for (const set of sets) {
  const {documentFacts, HELDOUT_SEED: seed, LAYOUTS, PHOTOS: photos, STREAM: stream} = (await import(join(setsDir, `set-${set}`, 'index.ts'))) as HeldoutSet
  const setCaptures = captures.filter((capture) => capture !== 'photo' || photos)
  lines.push('', `Set ${set} (scans seed ${seed}):`, `  ${'layout'.padEnd(40)} ${setCaptures.map((capture) => `${capture} right/values  classified`.padStart(30)).join(' ')}`)
  const kept = args.layout?.split(',') ?? ['']
  for (const key of Object.keys(LAYOUTS).filter((name) => kept.some((part) => name.includes(part))).sort()) {
    const tallies = Object.fromEntries(captures.map((capture) => [capture, newTally()])) as Record<(typeof captures)[number], Tally>
    for (let i = 0; i < 4; i++) {
      const {facts, params} = documentFacts(key, i)
      const generated: GeneratedDocument = await LAYOUTS[key](facts, params, streamOf(seed, `${stream}:${key}:${i}:layout`))
      const pdf = new Uint8Array(generated.pdf)
      const textPath = join(cache, 'scans', `${sha(pdf)}-text.pdf`)
      if (!existsSync(textPath)) writeFileSync(textPath, pdf)
      for (const capture of captures) {
        if (capture === 'photo' && !photos) continue
        let path = textPath
        let mime = 'application/pdf'
        if (capture === 'photo') {
          path = join(cache, 'scans', `${sha(pdf)}-${seed}.jpg`)
          mime = 'image/jpeg'
          if (!existsSync(path)) {
            const rng = streamOf(seed, `${stream}:${key}:${i}:photo`)
            writeFileSync(path, (await perspectivePhoto(pdf, perspectivePhotoSettings(rng), rng)).bytes)
          }
        }

        if (capture === 'scan') {
          path = join(cache, 'scans', `${sha(pdf)}-${seed}.pdf`)
          if (!existsSync(path)) {
            const rng = streamOf(seed, `${stream}:${key}:${i}:scan`)
            writeFileSync(path, (await scanPdf(pdf, scanSettings(rng, facts.asOf), rng)).bytes)
          }
        }

        const reading = await read(path, new Uint8Array(readFileSync(path)), mime)
        const fileName = `document_${String(i + 1).padStart(2, '0')}.${capture === 'photo' ? 'jpg' : 'pdf'}`
        const tally = tallies[capture]
        tally.documents++
        const classification = classify(profile, reading.texts, fileName) as {accepted: boolean; document_type: string}
        if (classification.accepted && classification.document_type === generated.type) tally.classified++
        if (classification.accepted && classification.document_type !== generated.type) {
          tally.misfiled++
          misses.push(`  ${set} ${key} #${i} ${capture} filed without asking as ${classification.document_type}`)
        }
        const spec = documentTypeSpec(profile, generated.type) as {fields: {id: string; type: string; compose?: unknown; labels: unknown[]; block?: unknown}[]} | undefined
        if (!spec) continue
        const got = new Map((extractFields(spec, {file_name: fileName, layout: reading.layouts, pages: reading.texts}, {refDate: facts.asOf}) as {field: string; value: string}[]).map((f) => [f.field, f.value]))
        for (const field of spec.fields) {
          // Derived-only fields (nom_complet) are not read, as bench:accuracy does.
          if (field.compose && field.labels.length === 0 && !field.block) continue
          const truth = generated.fields[field.id]
          const value = got.get(field.id)
          if (truth === undefined && value === undefined) continue
          if (truth !== undefined) tally.truths++
          if (value !== undefined && truth !== undefined && sameValue(field.type, value, truth)) tally.right++
          else {
            if (value === undefined) tally.missing++
            else tally.wrong++
            misses.push(`  ${set} ${key} #${i} ${capture} ${field.id}: truth ${JSON.stringify(truth)} got ${JSON.stringify(value)}`)
          }
        }
      }
    }

    lines.push(`  ${key.padEnd(40)} ${setCaptures.map((capture) => `${`${tallies[capture].right}/${tallies[capture].truths}`.padStart(18)}${`${tallies[capture].classified}/${tallies[capture].documents}`.padStart(12)}`).join(' ')}`)
    for (const capture of captures) for (const k of Object.keys(grand[capture]) as (keyof Tally)[]) grand[capture][k] += tallies[capture][k]
  }
}

await closeOcr()
console.log(`Held-out layouts: sets ${sets.join(', ')}, code of ${root} (reader ${readerVersion})`)
console.log(lines.join('\n'))
console.log('')
for (const capture of captures) {
  const t = grand[capture]
  if (t.documents === 0) continue
  console.log(`${capture.padEnd(5)} ${t.right}/${t.truths} values right (${((100 * t.right) / t.truths).toFixed(1)} %), ${t.wrong} wrong, ${t.missing} missing; classified without asking ${t.classified}/${t.documents}, misfiled ${t.misfiled}`)
}

if (args.verbose) console.log(['', 'Misses:', ...misses].join('\n'))
