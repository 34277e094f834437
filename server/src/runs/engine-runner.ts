/**
 * The validation engine in a worker thread, behind the same function the run manager calls
 * in-process (RunEngineFn): events, checkpoints and the outcome come back as messages, in order,
 * and are handed to `emit` and `onCheckpoint` on the service's thread. So a step that takes
 * seconds (a requirement over thousands of documents) never blocks the event loop: MCP
 * heartbeats keep their period and other requests are served (issue 9; docs/protocol.md,
 * "Heartbeats").
 *
 * Contract kept: a checkpoint that throws (the run's lease was lost, the disk is full) stops the
 * engine and rejects with that error; a cancelled signal asks the engine to stop between two
 * steps (it checkpoints, as in-process) and rejects with the signal's reason; an engine error is
 * rethrown with its name (HitlResponseError keeps its meaning). A worker that dies rejects.
 */
import {extname} from 'node:path'
import {fileURLToPath} from 'node:url'
import {Worker} from 'node:worker_threads'

import type {EngineOutcome} from '../validation/engine.js'
import type {RunEngineFn} from './manager.js'

type WorkerMessage =
  | {type: 'checkpoint'; state: Record<string, unknown>}
  | {type: 'error'; name: string; message: string; aborted: boolean}
  | {type: 'event'; event: string; data: Record<string, unknown>}
  | {type: 'outcome'; outcome: EngineOutcome}

/** Longest wait for a cancelled engine to reach its next step before the worker is stopped. */
const ABORT_GRACE_MS = 5000

/**
 * The engine worker's heap limit (MB): SVC_ENGINE_MEMORY_MB, 256..65536, default 4096. A run that
 * needs more ends failed (resumable) instead of taking the service's memory.
 */
export function engineMemoryMb(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SVC_ENGINE_MEMORY_MB
  if (raw === undefined || raw.trim() === '') return 4096
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 256 || value > 65_536) throw new Error(`SVC_ENGINE_MEMORY_MB must be a whole number of megabytes from 256 to 65536, got "${raw}".`)
  return value
}

function workerUrl(): URL {
  // .ts under tsx (tests), .js once built.
  return new URL(`./engine-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)
}

/** How long a worker waits for the next run before it stops. */
const IDLE_WORKER_MS = 60_000
/** Workers kept for the next runs (loading the engine's modules is most of a small run's cost). */
const MAX_IDLE_WORKERS = 2
const idle: {worker: Worker; timer: NodeJS.Timeout; onExit: () => void}[] = []

function takeWorker(): Worker {
  const parked = idle.pop()
  if (parked) {
    clearTimeout(parked.timer)
    parked.worker.off('exit', parked.onExit)
    return parked.worker
  }

  const worker = new Worker(workerUrl(), {resourceLimits: {maxOldGenerationSizeMb: engineMemoryMb()}})
  // The service keeps the process alive; a worker alone must not (a test's process, a stopped service).
  worker.unref()
  return worker
}

function parkWorker(worker: Worker): void {
  worker.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit')
  if (idle.length >= MAX_IDLE_WORKERS) {
    void worker.terminate()
    return
  }

  const entry = {
    onExit: () => {
      const index = idle.indexOf(entry)
      if (index !== -1) idle.splice(index, 1)
      clearTimeout(entry.timer)
    },
    timer: setTimeout(() => {
      entry.onExit()
      void worker.terminate()
    }, IDLE_WORKER_MS),
    worker,
  }
  entry.timer.unref()
  worker.once('exit', entry.onExit)
  idle.push(entry)
}

export const runEngineInWorker: RunEngineFn = (input, emit) =>
  new Promise<EngineOutcome>((resolve, reject) => {
    const {onCheckpoint, signal, ...rest} = input
    const worker = takeWorker()
    let settled = false
    let graceTimer: NodeJS.Timeout | undefined
    /** A worker whose engine finished (outcome or its own error) is kept; any other is stopped. */
    const settle = (fn: () => void, reusable = false) => {
      if (settled) return
      settled = true
      clearTimeout(graceTimer)
      signal?.removeEventListener('abort', onAbort)
      if (reusable) parkWorker(worker)
      else void worker.terminate()
      fn()
    }

    const onAbort = () => {
      worker.postMessage({type: 'abort'})
      graceTimer = setTimeout(() => settle(() => reject(signal!.reason)), ABORT_GRACE_MS)
      graceTimer.unref()
    }

    worker.on('message', (message: WorkerMessage) => {
      if (settled) return
      try {
        switch (message.type) {
          case 'event': {
            emit(message.event, message.data)
            break
          }

          case 'checkpoint': {
            onCheckpoint?.(message.state)
            break
          }

          case 'outcome': {
            settle(() => resolve(message.outcome), true)
            break
          }

          case 'error': {
            if (message.aborted && signal?.aborted) {
              settle(() => reject(signal.reason))
              break
            }

            const error = new Error(message.message)
            error.name = message.name
            settle(() => reject(error), true)
            break
          }
        }
      } catch (error) {
        // A checkpoint that could not be stored (lease lost, disk full): the engine stops here.
        settle(() => reject(error))
      }
    })
    worker.on('error', (error) => settle(() => reject(error)))
    worker.on('exit', (code) => settle(() => reject(new Error(`the validation engine's worker stopped (exit code ${code})`))))
    if (signal?.aborted) {
      settle(() => reject(signal.reason))
      return
    }

    signal?.addEventListener('abort', onAbort, {once: true})
    worker.postMessage({input: rest, type: 'run'})
  })
