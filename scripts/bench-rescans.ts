/**
 * Held-out check of reading scans: `npm run bench:rescans`.
 *
 * The rules of the engine were written on the corpus's own scans and photos; this checks them on
 * captures they were not written on. It takes the corpus's text-layer PDFs (every third one of a
 * known type; truth in server/corpus/manifest.json), scans each anew with the corpus's scanner
 * simulation (server/src/corpus/capture.ts scanPdf) from another seed (a quarter of them turned a
 * quarter or half turn), reads each scan through the service's reading path and extracts the fields
 * of its true type, and prints recall and precision per field type against the truth.
 *
 * `--root DIR` reads and extracts with the code of another checkout (the scans and the comparison
 * stay this one's), so that two versions compare on the same scans:
 *   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   npm run bench:rescans -- --root /tmp/base
 * Options: --seed S (777), --every N (3), --verbose (lists every miss). Scans are cached in the
 * system temp dir by seed.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {parseArgs} from 'node:util'

import {scanPdf, scanSettings} from '../server/src/corpus/capture.js'
import {streamOf} from '../server/src/corpus/rng.js'
import type {CorpusDocument, CorpusManifest} from '../server/src/corpus/types.js'
import {sameValue} from './lib/same-value.js'

const {values: args} = parseArgs({options: {every: {type: 'string'}, root: {type: 'string'}, seed: {type: 'string'}, verbose: {type: 'boolean'}}})
const here = resolve(import.meta.dirname, '..')
const root = resolve(args.root ?? here)
const code = (path: string) => import(join(root, path))
const {closeOcr, extractDocument} = await code('server/src/ingest/extract-document.ts')
const {classify, documentTypeSpec} = await code('server/src/validation/classify.ts')
const {extractFields} = await code('server/src/validation/extract.ts')
const {defaultProfile} = await code('server/src/validation/profile.ts')

interface FieldSpecLike {
  id: string
  type: string
  compose?: unknown
}

const profile = defaultProfile()
const manifest = JSON.parse(readFileSync(join(here, 'server/corpus/manifest.json'), 'utf8')) as CorpusManifest
const seed = Number(args.seed ?? 777)
const every = Number(args.every ?? 3)
const scans = join(tmpdir(), `svc-rescans-${seed}`)
mkdirSync(scans, {recursive: true})


const documents = manifest.documents.filter((d: CorpusDocument) => d.capture === 'text' && d.mime === 'application/pdf' && d.type !== 'other' && !d.unreadable).filter((_, i) => i % every === 0)
const tally = new Map<string, {truth: number; read: number; right: number}>()
const misses: string[] = []
let classifiedRight = 0
for (const entry of documents) {
  const path = join(scans, entry.file.replace(/[/\\]/g, '__'))
  if (!existsSync(path)) {
    const rng = streamOf(seed, entry.file)
    const rotation = ([0, 0, 0, 90, 180, 270] as const)[Math.floor(rng() * 6)]
    const scan = await scanPdf(new Uint8Array(readFileSync(join(here, 'server/corpus/files', entry.file))), scanSettings(rng, '2026-10-01', rotation), rng)
    writeFileSync(path, scan.bytes)
  }

  const read = (await extractDocument(path, 'application/pdf', {timeoutMs: 120_000}).catch(() => ({layouts: [], texts: []}))) as {layouts: unknown[]; texts: string[]}
  const verdict = classify(profile, read.texts, 'scan.pdf') as {accepted: boolean; document_type: string}
  if (verdict.accepted && verdict.document_type === entry.type) classifiedRight++
  const spec = documentTypeSpec(profile, entry.type) as {fields: FieldSpecLike[]}
  const fields = new Map<string, {value: string}>((extractFields(spec, {file_name: 'scan.pdf', layout: read.layouts, pages: read.texts}, {refDate: '2026-10-01'}) as {field: string; value: string}[]).map((f) => [f.field, f]))
  for (const field of spec.fields) {
    if (field.compose) continue
    const truth = entry.fields[field.id]
    const got = fields.get(field.id)
    const t = tally.get(field.type) ?? {read: 0, right: 0, truth: 0}
    tally.set(field.type, t)
    if (truth !== undefined) t.truth++
    if (got) t.read++
    if (got && truth !== undefined && sameValue(field.type, got.value, truth)) t.right++
    else if (truth !== undefined || got) misses.push(`  ${entry.file} (${entry.layout}) ${field.id}: truth ${JSON.stringify(truth)} got ${JSON.stringify(got?.value)}`)
  }
}

await closeOcr()
const percent = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`)
const all = [...tally.values()].reduce((sum, t) => ({read: sum.read + t.read, right: sum.right + t.right, truth: sum.truth + t.truth}), {read: 0, right: 0, truth: 0})
console.log(`Rescans (seed ${seed}, one text-layer PDF in ${every}): ${documents.length} documents, code of ${root}`)
console.log(`Classification right: ${classifiedRight}/${documents.length}`)
console.log('  field type  recall     precision')
for (const [type, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${type.padEnd(10)}  ${percent(t.right, t.truth).padStart(7)}    ${percent(t.right, t.read).padStart(7)}`)
console.log(`  ${'all'.padEnd(10)}  ${percent(all.right, all.truth).padStart(7)}    ${percent(all.right, all.read).padStart(7)}   (${all.right} right of ${all.truth} values, ${all.read} read)`)
if (args.verbose) console.log(['Misses:', ...misses].join('\n'))
