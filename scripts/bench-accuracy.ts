/**
 * Accuracy benchmark of the validation engine on the realistic corpus (server/corpus/, ground truth
 * in manifest.json, format in server/src/corpus/types.ts). `npm run bench:accuracy`.
 *
 * Every document goes through the real reading path (extractDocument: the PDF text layer with
 * positions, OCR for scans and photos), then:
 * - classification: accuracy, confusion, and documents silently filed under a wrong type
 *   (accepted without asking and wrong: the error that must never happen);
 * - extraction: for each document of a known type, the fields of its TRUE type against the ground
 *   truth, per field type, text-layer and OCR documents apart: recall (truth values read right)
 *   and precision (values read that are right; a value where the truth has none is an error);
 * - dossiers: the engine on each dossier (level both, as of its date), every pause answered as the
 *   truth says (an unexpected pause is answered as a careful human would and counted); N1 and N2
 *   verdict accuracy, pause correctness, global verdict, and the false-rejection rate on valid
 *   dossiers (a valid dossier whose global verdict is fail: the worst error).
 *
 * Reading results are cached per file content and reader version (node_modules/.cache/svc-accuracy)
 * so that a second run measures the engine in seconds; `--fresh` reads everything again and is
 * the one to quote for OCR time. `--json FILE` also writes the figures; `--verbose` lists every miss;
 * `--timeout S` is the time limit per document (120 s, the service's default).
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {parseArgs} from 'node:util'

import type {CorpusDocument, CorpusDossier, CorpusManifest, Verdict} from '../server/src/corpus/types.js'
import {closeOcr} from '../server/src/ingest/ocr.js'
import {extractDocument, IngestError, type ExtractedDocument} from '../server/src/ingest/extract-document.js'
import {classify, documentTypeSpec, OTHER} from '../server/src/validation/classify.js'
import {runEngine, type EngineDocument, type EngineState, type PausePrompt, type Report} from '../server/src/validation/engine.js'
import {extractFields, type ExtractedField} from '../server/src/validation/extract.js'
import {defaultProfile} from '../server/src/validation/profile.js'
import {MAX_PAGES_TO_SPLIT} from '../server/src/validation/segment.js'
import {combine, type CombinedFile, cutsOf, sourceOf} from './lib/accuracy-files.js'
import {readerVersion as currentReaderVersion} from './lib/reader-version.js'
import {sameValue} from './lib/same-value.js'

const {values: args} = parseArgs({
  options: {
    capture: {type: 'string'},
    fresh: {type: 'boolean'},
    json: {type: 'string'},
    only: {type: 'string'},
    reader: {type: 'string'},
    timeout: {type: 'string'},
    type: {type: 'string'},
    verbose: {type: 'boolean'},
  },
})

const root = join(import.meta.dirname, '..')
const corpusDir = join(root, 'server', 'corpus')
const manifest = JSON.parse(readFileSync(join(corpusDir, 'manifest.json'), 'utf8')) as CorpusManifest
const profile = defaultProfile()
const cacheDir = join(root, 'node_modules', '.cache', 'svc-accuracy')
mkdirSync(cacheDir, {recursive: true})

/** A change to the reading code must invalidate cached readings: its sources are part of the key. */
// `--reader VERSION` reads the cache of another version (an earlier reader's results, to compare
// with: documents it did not read are read with the current code).
const readerVersion = args.reader ?? currentReaderVersion(root)

interface Reading {
  doc: ExtractedDocument
  seconds: number
  cached: boolean
}

async function read(entry: CorpusDocument): Promise<Reading> {
  const path = join(corpusDir, 'files', entry.file)
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 24)
  const cacheFile = join(cacheDir, `${hash}-${readerVersion}.json`)
  if (!args.fresh) {
    try {
      const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as {doc: ExtractedDocument; seconds: number}
      return {...cached, cached: true}
    } catch {
      // Not cached yet.
    }
  }

  const started = performance.now()
  let doc: ExtractedDocument
  try {
    doc = await extractDocument(path, entry.mime, {timeoutMs: Number(args.timeout ?? 120) * 1000})
  } catch (error) {
    // As the service does: a document that cannot be read is `failed`, and reaches the engine
    // with no text (the engine then asks what it is).
    if (!(error instanceof IngestError)) throw error
    doc = {detail: error.message, layouts: [], method: 'none', numPages: null, texts: []}
    failures.push(`${entry.file} (${entry.layout}, ${entry.capture}): ${error.message}`)
  }

  const seconds = (performance.now() - started) / 1000
  if (seconds > 10) slow.push(`${entry.file} (${entry.layout}, ${entry.capture}, ${doc.layouts.length} p.): ${seconds.toFixed(1)} s`)
  writeFileSync(cacheFile, JSON.stringify({doc, seconds}))
  return {cached: false, doc, seconds}
}

/** Documents that could not be read, and those that took long (for the report). */
const failures: string[] = []
const slow: string[] = []

// ---------------------------------------------------------------------------------------------
// Comparing values



// ---------------------------------------------------------------------------------------------

interface Tally {
  truth: number
  extracted: number
  right: number
}

const tally = (): Tally => ({extracted: 0, right: 0, truth: 0})
const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`)

async function main(): Promise<void> {
  // --only PART (a path part), --capture text|scan|photo and --type TYPE narrow the documents, for
  // quick looks; a dossier is run only when all its documents are in.
  const documents = manifest.documents.filter(
    (d) => (!args.only || d.file.includes(args.only)) && (!args.capture || d.capture === args.capture) && (!args.type || d.type === args.type),
  )
  const byFile = new Map<string, {entry: CorpusDocument; reading: Reading; engine: EngineDocument}>()
  let id = 0
  const ocrSeconds: number[] = []
  const textSeconds: number[] = []
  process.stderr.write(`Reading ${documents.length} documents (reader ${readerVersion})...\n`)
  for (const entry of documents) {
    const reading = await read(entry)
    if (!reading.cached) {
      const perPage = reading.seconds / Math.max(1, reading.doc.layouts.length)
      ;(reading.doc.method === 'ocr' || reading.doc.method === 'mixed' ? ocrSeconds : textSeconds).push(perPage)
    }

    byFile.set(entry.file, {
      engine: {created_at: '2026-01-01T00:00:00Z', file_name: entry.file, id: ++id, layout: reading.doc.layouts, mime_type: entry.mime, pages: reading.doc.texts},
      entry,
      reading,
    })
  }

  await closeOcr()

  // Classification.
  const confusion = new Map<string, Map<string, number>>()
  let classRight = 0
  let classAccepted = 0
  let silentlyWrong = 0
  const classMisses: string[] = []
  for (const {engine, entry} of byFile.values()) {
    const result = classify(profile, engine.pages, engine.file_name)
    const got = result.accepted ? result.document_type : `ask(${result.document_type})`
    const row = confusion.get(entry.type) ?? new Map<string, number>()
    row.set(got, (row.get(got) ?? 0) + 1)
    confusion.set(entry.type, row)
    if (result.accepted) classAccepted++
    // Right: accepted as the true type; or not accepted for a document that is "other" or unreadable (asking is right).
    const right = result.accepted ? result.document_type === entry.type : entry.type === OTHER || entry.unreadable === true
    if (right) classRight++
    if (result.accepted && result.document_type !== entry.type) silentlyWrong++
    if (!right) classMisses.push(`${entry.file} (${entry.layout}, ${entry.capture}): ${entry.type} -> ${got} ${result.confidence}`)
  }

  // Extraction, on the true type.
  const fieldTally = new Map<string, {text: Tally; ocr: Tally}>()
  const extractionMisses: string[] = []
  for (const {engine, entry} of byFile.values()) {
    if (entry.type === OTHER || entry.unreadable) continue
    const spec = documentTypeSpec(profile, entry.type)
    if (!spec) continue
    const fields = new Map<string, ExtractedField>(extractFields(spec, engine, {refDate: dossierDateOf(entry.file)}).map((f) => [f.field, f]))
    const captured = entry.capture === 'text' ? 'text' : 'ocr'
    for (const field of spec.fields) {
      if (field.compose) continue
      const truth = entry.fields[field.id]
      const got = fields.get(field.id)
      const t = fieldTally.get(field.type) ?? {ocr: tally(), text: tally()}
      fieldTally.set(field.type, t)
      const bucket = t[captured]
      if (truth !== undefined) bucket.truth++
      if (got) bucket.extracted++
      const ok = got !== undefined && truth !== undefined && sameValue(field.type, got.value, truth)
      if (ok) bucket.right++
      if (!ok && (truth !== undefined || got)) {
        const sure = got?.ocr_confidence === undefined ? '' : ` ocr ${got.ocr_confidence}`
        extractionMisses.push(`${entry.file} (${entry.layout}, ${entry.capture}) ${field.id}: truth ${JSON.stringify(truth)} got ${JSON.stringify(got?.value)} [${got?.extractor ?? '-'}${sure}]`)
      }
    }
  }

  // Dossiers.
  const dossierResults: DossierResult[] = []
  for (const dossier of manifest.dossiers) {
    if (!dossier.files.every((f) => byFile.has(f))) continue
    dossierResults.push(await runDossier(dossier, dossier.files.map((f) => byFile.get(f)!.engine)))
  }

  // Files as people send them: each dossier's payslips in one file, and the whole dossier in one.
  const asSent: AsSent = {payslips: [], whole: [], wholeCuts: {inside: 0, missed: 0, right: 0}, payslipCuts: {right: 0, total: 0}}
  for (const dossier of manifest.dossiers) {
    if (!dossier.files.every((f) => byFile.has(f))) continue
    const read = dossier.files.map((f) => byFile.get(f)!)
    const payslips = read.filter((d) => d.entry.type === 'bulletin_paie')
    if (payslips.length >= 2) {
      const file = combine(++id, 'bulletins.pdf', payslips)
      const cuts = cutsOf(profile, file, dossier.asOf)
      asSent.payslipCuts.total++
      if (cuts.right === payslips.length && cuts.inside === 0) asSent.payslipCuts.right++
      asSent.payslips.push(await runDossier(dossier, [...read.filter((d) => d.entry.type !== 'bulletin_paie').map((d) => d.engine), file.engine], file))
    }

    if (read.reduce((n, d) => n + d.engine.pages.length, 0) <= MAX_PAGES_TO_SPLIT) {
      const file = combine(++id, 'dossier.pdf', read)
      const cuts = cutsOf(profile, file, dossier.asOf)
      asSent.wholeCuts.right += cuts.right
      asSent.wholeCuts.inside += cuts.inside
      asSent.wholeCuts.missed += cuts.missed
      asSent.whole.push(await runDossier(dossier, [file.engine], file))
    }
  }

  printReport({asSent, classAccepted, classMisses, classRight, confusion, dossierResults, documents: byFile.size, extractionMisses, fieldTally, ocrSeconds, silentlyWrong, textSeconds})
}

/** The reference date of the first dossier that holds a file (two-digit years are read against it). */
function dossierDateOf(file: string): string | undefined {
  return manifest.dossiers.find((d) => d.files.includes(file))?.asOf
}

interface DossierResult {
  dossier: CorpusDossier
  report?: Report
  pauses: {prompt: PausePrompt; expected: boolean}[]
  missedPauses: string[]
  n1: {right: number; total: number; misses: string[]}
  n2: {right: number; total: number; misses: string[]}
  globalRight: boolean
  falseRejection: boolean
}

/** Files as people send them (accuracy-files.ts): the dossiers run with a combined file, and how it was cut. */
interface AsSent {
  payslips: DossierResult[]
  whole: DossierResult[]
  payslipCuts: {right: number; total: number}
  wholeCuts: {right: number; inside: number; missed: number}
}

async function runDossier(dossier: CorpusDossier, documents: EngineDocument[], combined?: CombinedFile): Promise<DossierResult> {
  const fileOf = new Map(documents.map((d) => [d.id, d.file_name]))
  let state: EngineState | null = null
  let hitlResponse: Record<string, unknown> | undefined
  const pauses: DossierResult['pauses'] = []
  const pending = [...dossier.expected.pauses]
  let report: Report | undefined
  for (let step = 0; step < 40; step++) {
    const outcome = await runEngine({documents, hitlResponse, language: 'fr', level: 'both', profile, refDate: new Date(`${dossier.asOf}T12:00:00Z`), state}, () => {})
    state = outcome.state
    if (outcome.status !== 'paused') {
      report = {...outcome.report, dossier_id: dossier.id, generated_at: '', run_id: ''} as Report
      break
    }

    const prompt = outcome.prompt
    // A part of a combined file is the corpus document its first page comes from.
    const partOf = combined && prompt.document_id === combined.engine.id ? sourceOf(combined, prompt.pages?.[0] ?? 1) : undefined
    const file = partOf?.file ?? (prompt.document_id === undefined ? undefined : fileOf.get(prompt.document_id))
    const index = pending.findIndex(
      (p) =>
        p.waiting_for === prompt.waiting_for &&
        (p.file === undefined || p.file === file) &&
        (p.rule_id === undefined || p.rule_id === prompt.rule_id) &&
        (p.thematic === undefined || p.thematic === prompt.thematic),
    )
    if (index >= 0) {
      pauses.push({expected: true, prompt})
      hitlResponse = pending[index].answer
      pending.splice(index, 1)
      continue
    }

    pauses.push({expected: false, prompt})
    // Answered as a careful human would: the true type; a doubtful rule accepted only when the
    // truth says it passes; a missing document skipped.
    if (prompt.waiting_for === 'classification_correction') {
      const entry = manifest.documents.find((d) => d.file === file)
      hitlResponse = {document_type: entry && !entry.unreadable ? entry.type : OTHER}
    } else if (prompt.waiting_for === 'rule_clarification') {
      const truth = dossier.expected.rules[prompt.rule_id!] ?? dossier.expected.requirements[prompt.rule_id!]
      hitlResponse = {decision: truth === 'fail' ? 'reject' : 'accept'}
    } else {
      hitlResponse = {missing_document: 'skip'}
    }
  }

  const compare = (expected: Record<string, Verdict>, got: Map<string, string>) => {
    const misses: string[] = []
    let right = 0
    for (const [id, verdict] of Object.entries(expected)) {
      if (got.get(id) === verdict) right++
      else misses.push(`${id}: expected ${verdict}, got ${got.get(id) ?? 'nothing'}${reasons.get(id) ? ` (${reasons.get(id)})` : ''}`)
    }

    return {misses, right, total: Object.keys(expected).length}
  }

  const reasons = new Map<string, string>([
    ...(report?.verdicts.thematics ?? []).flatMap((th) => th.requirements.map((r) => [r.requirement_id, r.reason] as [string, string])),
    ...(report?.verdicts.n2 ?? []).map((r) => [r.rule_id, r.reason] as [string, string]),
  ])
  const n1Got = new Map<string, string>((report?.verdicts.thematics ?? []).flatMap((th) => th.requirements.map((r) => [r.requirement_id, r.verdict] as [string, string])))
  const n2Got = new Map<string, string>((report?.verdicts.n2 ?? []).map((r) => [r.rule_id, r.verdict]))
  const global = report?.verdicts.global
  return {
    dossier,
    falseRejection: dossier.valid && global === 'fail',
    globalRight: global === dossier.expected.global,
    missedPauses: pending.filter((p) => p.required).map((p) => `${p.waiting_for} ${p.file ?? p.rule_id ?? p.thematic ?? ''}`),
    n1: compare(dossier.expected.requirements, n1Got),
    n2: compare(dossier.expected.rules, n2Got),
    pauses,
    report,
  }
}

function printReport(r: {
  asSent: AsSent
  documents: number
  classRight: number
  classAccepted: number
  silentlyWrong: number
  classMisses: string[]
  confusion: Map<string, Map<string, number>>
  fieldTally: Map<string, {text: Tally; ocr: Tally}>
  extractionMisses: string[]
  dossierResults: DossierResult[]
  ocrSeconds: number[]
  textSeconds: number[]
}): void {
  const out: string[] = []
  const median = (xs: number[]) => (xs.length === 0 ? undefined : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)])
  out.push(`Corpus: ${r.documents} documents, ${r.dossierResults.length} dossiers (profile ${manifest.profile}, seed ${manifest.seed})`, '')
  out.push(`Classification: ${pct(r.classRight, r.documents)} right (${r.classRight}/${r.documents}); accepted without asking ${r.classAccepted}; silently filed under a wrong type: ${r.silentlyWrong}`)
  out.push('Confusion (true type -> decisions; ask(x) = a question with x as best guess):')
  for (const [truth, row] of [...r.confusion.entries()].sort()) {
    out.push(`  ${truth.padEnd(22)} ${[...row.entries()].map(([got, n]) => `${got}: ${n}`).join(', ')}`)
  }

  out.push('', 'Extraction (recall = truth values read right; precision = values read that are right):')
  out.push(`  ${'field type'.padEnd(10)} ${'text recall'.padStart(12)} ${'precision'.padStart(10)}   ${'OCR recall'.padStart(11)} ${'precision'.padStart(10)}`)
  const all = {ocr: tally(), text: tally()}
  for (const [type, t] of [...r.fieldTally.entries()].sort()) {
    for (const k of ['text', 'ocr'] as const) {
      all[k].truth += t[k].truth
      all[k].extracted += t[k].extracted
      all[k].right += t[k].right
    }

    out.push(`  ${type.padEnd(10)} ${pct(t.text.right, t.text.truth).padStart(12)} ${pct(t.text.right, t.text.extracted).padStart(10)}   ${pct(t.ocr.right, t.ocr.truth).padStart(11)} ${pct(t.ocr.right, t.ocr.extracted).padStart(10)}`)
  }

  out.push(`  ${'all'.padEnd(10)} ${pct(all.text.right, all.text.truth).padStart(12)} ${pct(all.text.right, all.text.extracted).padStart(10)}   ${pct(all.ocr.right, all.ocr.truth).padStart(11)} ${pct(all.ocr.right, all.ocr.extracted).padStart(10)}`)

  const sum = (f: (d: DossierResult) => number) => r.dossierResults.reduce((a, d) => a + f(d), 0)
  const valid = r.dossierResults.filter((d) => d.dossier.valid)
  const expectedPauses = sum((d) => d.dossier.expected.pauses.filter((p) => p.required).length)
  const unexpected = sum((d) => d.pauses.filter((p) => !p.expected).length)
  out.push('', 'Dossiers:')
  out.push(`  N1 verdicts: ${pct(sum((d) => d.n1.right), sum((d) => d.n1.total))} (${sum((d) => d.n1.right)}/${sum((d) => d.n1.total)})`)
  out.push(`  N2 verdicts: ${pct(sum((d) => d.n2.right), sum((d) => d.n2.total))} (${sum((d) => d.n2.right)}/${sum((d) => d.n2.total)})`)
  out.push(`  Pauses: ${expectedPauses - sum((d) => d.missedPauses.length)}/${expectedPauses} required pauses asked; ${unexpected} unexpected`)
  out.push(`  Global verdict: ${pct(sum((d) => (d.globalRight ? 1 : 0)), r.dossierResults.length)} (${sum((d) => (d.globalRight ? 1 : 0))}/${r.dossierResults.length})`)
  out.push(`  False rejections of valid dossiers: ${sum((d) => (d.falseRejection ? 1 : 0))}/${valid.length} (${pct(sum((d) => (d.falseRejection ? 1 : 0)), valid.length)})`)
  const asSent = (label: string, results: DossierResult[]) => {
    const right = results.filter((d) => d.globalRight).length
    const rejected = results.filter((d) => d.falseRejection).length
    return `  ${label}: global verdict ${pct(right, results.length)} (${right}/${results.length}), false rejections of valid dossiers ${rejected}/${results.filter((d) => d.dossier.valid).length}`
  }

  out.push('', 'Files as people send them (several documents in one PDF, read as its parts):')
  out.push(`  payslips in one file: cut right in ${r.asSent.payslipCuts.right}/${r.asSent.payslipCuts.total} dossiers`)
  out.push(asSent('dossiers with their payslips in one file', r.asSent.payslips))
  out.push(`  whole dossier in one file: ${r.asSent.wholeCuts.right} documents cut off right, ${r.asSent.wholeCuts.inside} cuts inside a document, ${r.asSent.wholeCuts.missed} documents left with the one before`)
  out.push(asSent('dossiers in one file', r.asSent.whole))
  const ocr = median(r.ocrSeconds)
  out.push('', `Reading: OCR ${ocr === undefined ? '— (all cached; run with --fresh)' : `${ocr.toFixed(2)} s per page (median of ${r.ocrSeconds.length} documents)`}; text layer ${median(r.textSeconds)?.toFixed(3) ?? '—'} s per page`)

  if (failures.length > 0) out.push(`Unreadable (ingestion failed): ${failures.length}`, ...failures.map((f) => `  ${f}`))
  if (slow.length > 0) out.push(`Slow to read (over 10 s): ${slow.length}`, ...slow.map((f) => `  ${f}`))
  if (args.verbose) {
    out.push('', 'Classification misses:', ...r.classMisses.map((m) => `  ${m}`))
    out.push('', 'Extraction misses:', ...r.extractionMisses.map((m) => `  ${m}`))
    out.push('', 'Dossier misses:')
    for (const d of r.dossierResults) {
      const misses = [
        ...d.n1.misses,
        ...d.n2.misses,
        ...d.missedPauses.map((p) => `missed pause ${p}`),
        ...d.pauses.filter((p) => !p.expected).map((p) => `unexpected pause ${p.prompt.waiting_for} ${p.prompt.rule_id ?? p.prompt.document_id ?? p.prompt.thematic ?? ''}: ${p.prompt.message}`),
      ]
      if (!d.globalRight) misses.unshift(`global: expected ${d.dossier.expected.global}, got ${d.report?.verdicts.global}`)
      if (misses.length > 0) out.push(`  ${d.dossier.id}${d.dossier.valid ? ' (valid)' : ''}:`, ...misses.map((m) => `    ${m}`))
    }

    // Files as people send them: what differs from the dossier sent file by file.
    for (const [label, results] of [['payslips in one file', r.asSent.payslips], ['dossier in one file', r.asSent.whole]] as const) {
      for (const d of results) {
        const plain = r.dossierResults.find((x) => x.dossier.id === d.dossier.id)
        const misses = [...d.n1.misses, ...d.n2.misses].filter((m) => !plain || ![...plain.n1.misses, ...plain.n2.misses].includes(m))
        if (d.globalRight === plain?.globalRight && misses.length === 0) continue
        out.push(`  ${d.dossier.id} (${label}): global ${d.report?.verdicts.global}`, ...misses.map((m) => `    ${m}`))
      }
    }
  }

  console.log(out.join('\n'))
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify(
        {
          classification: {accepted: r.classAccepted, documents: r.documents, right: r.classRight, silentlyWrong: r.silentlyWrong},
          dossiers: r.dossierResults.map((d) => ({falseRejection: d.falseRejection, globalRight: d.globalRight, id: d.dossier.id, n1: d.n1, n2: d.n2})),
          extraction: Object.fromEntries(r.fieldTally),
          ocrSecondsPerPage: ocr,
          asSent: {
            payslipCuts: r.asSent.payslipCuts,
            payslips: r.asSent.payslips.map((d) => ({falseRejection: d.falseRejection, globalRight: d.globalRight, id: d.dossier.id})),
            whole: r.asSent.whole.map((d) => ({falseRejection: d.falseRejection, globalRight: d.globalRight, id: d.dossier.id})),
            wholeCuts: r.asSent.wholeCuts,
          },
        },
        null,
        2,
      ),
    )
  }
}

await main()
