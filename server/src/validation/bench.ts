/**
 * Engine benchmark: the time to validate generated dossiers of growing size (engine only, text in
 * memory, no PDF parsing, no database), and how the cost grows. Called by `npm run bench`
 * (scripts/bench.mjs) through the built server: `import {benchEngine} from 'server/dist/validation/bench.js'`.
 */
import {performance} from 'node:perf_hooks'

import {makeLargeDossier} from '../fixtures/dossier.js'
import type {EngineDocument} from './dossier.js'
import {runEngine} from './engine.js'

export interface EngineBenchResult {
  /** Documents in the dossier. */
  size: number
  /** Median wall time of a full run (classification, N1, N2, report), in milliseconds. */
  ms: number
  perDocumentMs: number
  /** Events the run emitted. */
  events: number
  /** ms / previous ms (null for the first size). */
  growth: number | null
  /** size / previous size (null for the first size): growth ≈ sizeRatio means linear cost. */
  sizeRatio: number | null
}

const REF_DATE = new Date('2025-06-30T12:00:00Z')

async function once(documents: EngineDocument[]): Promise<{ms: number; events: number}> {
  let events = 0
  let checkpoints = 0
  const started = performance.now()
  const outcome = await runEngine(
    {
      documents,
      language: 'fr',
      level: 'both',
      // Like the orchestrator, serialise each checkpoint (it stores them).
      onCheckpoint: (state) => {
        checkpoints += JSON.stringify(state).length > 0 ? 1 : 0
      },
      refDate: REF_DATE,
      state: null,
    },
    () => {
      events++
    },
  )
  const ms = performance.now() - started
  if (outcome.status !== 'complete' || checkpoints === 0) throw new Error(`benchmark dossier did not complete: ${outcome.status}`)
  return {events, ms}
}

/** Validates dossiers of each size `repeat` times (after a warm-up) and returns the medians. */
export async function benchEngine(sizes: number[] = [10, 100, 500], options: {repeat?: number} = {}): Promise<EngineBenchResult[]> {
  const repeat = options.repeat ?? 3
  const results: EngineBenchResult[] = []
  const toDocs = (n: number): EngineDocument[] =>
    makeLargeDossier(n, REF_DATE).map((file, index) => ({created_at: '2025-06-01T00:00:00.000Z', file_name: file.name, id: index + 1, mime_type: file.mime, pages: file.pages}))
  await once(toDocs(10)) // warm-up: module loading, regex compilation, JIT
  for (const size of sizes) {
    const documents = toDocs(size)
    const runs: {ms: number; events: number}[] = []
    for (let i = 0; i < repeat; i++) runs.push(await once(documents))
    runs.sort((a, b) => a.ms - b.ms)
    const median = runs[Math.floor(runs.length / 2)]
    const previous = results.at(-1)
    results.push({
      events: median.events,
      growth: previous ? round(median.ms / previous.ms) : null,
      ms: round(median.ms),
      perDocumentMs: round(median.ms / documents.length),
      size: documents.length,
      sizeRatio: previous ? round(documents.length / previous.size) : null,
    })
  }

  return results
}

const round = (n: number) => Math.round(n * 100) / 100

/** One line per size, for printing. */
export function formatEngineBench(results: EngineBenchResult[]): string {
  return results
    .map(
      (r) =>
        `engine: ${String(r.size).padStart(4)} documents  ${r.ms.toFixed(1).padStart(8)} ms  (${r.perDocumentMs.toFixed(2)} ms/document, ${r.events} events)` +
        (r.growth === null ? '' : `  x${r.growth} for x${r.sizeRatio} documents`),
    )
    .join('\n')
}
