/**
 * The ingestion queue's settings: concurrency, per-document limits, worker memory and the
 * queue's own timings. Read once from SVC_* variables (docs/protocol.md, Documents); a value that
 * does not parse stops the service at start-up with one line naming the variable.
 */
import {DEFAULT_INGEST_LIMITS, type IngestLimits} from './extract-document.js'

export interface IngestSettings {
  /** Documents read at the same time, one worker thread each (SVC_INGEST_CONCURRENCY, default 1). */
  concurrency: number
  /** Per-document limits handed to extractDocument; `timeoutMs` is also enforced by terminating the worker. */
  limits: IngestLimits
  /** Heap of one worker thread, MiB (SVC_INGEST_WORKER_MEMORY_MB, default 1024): past it the worker dies, as a crash. */
  workerMemoryMb: number
  /** How long a claimed job's lease lasts without renewal (ms); a job whose process died is re-queued after it. */
  leaseMs: number
  /** How often the queue looks for jobs queued by another process (ms). */
  pollMs: number
  /** An idle worker thread is stopped after this long (ms), so an idle service holds no extraction memory. */
  idleWorkerMs: number
  /** The worker module (tests substitute one); default: ./worker.js beside this file. */
  workerUrl?: URL
}

export const DEFAULT_INGEST_SETTINGS: IngestSettings = {
  concurrency: 1,
  idleWorkerMs: 30_000,
  leaseMs: 30_000,
  limits: DEFAULT_INGEST_LIMITS,
  pollMs: 1000,
  workerMemoryMb: 1024,
}

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}".`)
  return value
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return undefined
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  throw new Error(`${name} must be 0 or 1, got "${env[name]}".`)
}

/** What a service's options may set over the environment (tests: short limits, a substitute worker). */
export type IngestOverrides = Partial<Omit<IngestSettings, 'limits'>> & {limits?: Partial<IngestLimits>}

/** Defaults, then the environment, then `overrides` (the service options; tests). */
export function ingestSettings(overrides: IngestOverrides = {}, env: NodeJS.ProcessEnv = process.env): IngestSettings {
  const fromEnv: Partial<IngestLimits> = {}
  const maxPages = integer(env, 'SVC_INGEST_MAX_PAGES', 1, 100_000)
  if (maxPages !== undefined) fromEnv.maxPages = maxPages
  const timeoutMs = integer(env, 'SVC_INGEST_TIMEOUT_MS', 100, 24 * 60 * 60 * 1000)
  if (timeoutMs !== undefined) fromEnv.timeoutMs = timeoutMs
  const maxPixels = integer(env, 'SVC_INGEST_MAX_PIXELS', 10_000, 1_000_000_000)
  if (maxPixels !== undefined) fromEnv.maxPixels = maxPixels
  const ocr = flag(env, 'SVC_OCR')
  if (ocr !== undefined) fromEnv.ocr = ocr
  const concurrency = integer(env, 'SVC_INGEST_CONCURRENCY', 1, 64)
  const workerMemoryMb = integer(env, 'SVC_INGEST_WORKER_MEMORY_MB', 64, 65_536)
  const {limits, ...rest} = overrides
  return {
    ...DEFAULT_INGEST_SETTINGS,
    ...(concurrency === undefined ? {} : {concurrency}),
    ...(workerMemoryMb === undefined ? {} : {workerMemoryMb}),
    ...rest,
    limits: {...DEFAULT_INGEST_LIMITS, ...fromEnv, ...limits},
  }
}
