/**
 * The ingestion queue: reads stored documents off the request path. An upload inserts the
 * document as `processing` with its job (ingest/jobs.ts) and answers at once; this queue claims
 * the jobs, runs extractDocument in worker threads (ingest/worker.ts), never on the event loop,
 * and writes each outcome: pages with their text and positioned words, then `ready` or `failed`.
 *
 * - At most `concurrency` documents at once, one worker thread each; idle threads stop after a while.
 * - Per document: the limits handed to extractDocument, a wall-time limit enforced by terminating
 *   the thread (the document ends `failed` with the reason), and a heap limit (resourceLimits).
 * - A worker that crashes fails that attempt; the job is retried once, then the document ends `failed`.
 * - Jobs are durable. A job left `running` by a process that stopped or died (its lease is stale)
 *   and a document left `processing` are re-queued at start-up and then every lease period, so no
 *   document stays `processing` after a restart. A graceful stop gives its running jobs back.
 * - Deleting a document deletes its job (ON DELETE CASCADE); a running one notices at its next
 *   lease renewal (or at once through cancel()) and its worker is terminated.
 */
import {randomUUID} from 'node:crypto'
import {extname} from 'node:path'
import {fileURLToPath} from 'node:url'
import {Worker} from 'node:worker_threads'

import createDebug from 'debug'

import {isPostgres, type Db} from '../db/database.js'
import type {IngestContext} from '../documents/ingest.js'
import {getDocumentRow, type DocumentRow} from '../documents/store.js'
import type {LocalBlobCopy} from '../storage/blob-store.js'
import {scratchDir} from '../storage/scratch.js'
import type {ExtractedDocument} from './extract-document.js'
import {claimNextJob, finishJob, recoverJobs, releaseJobs, renewJobLease, requeueJob, type IngestOutcome, type JobLease, type JobRow} from './jobs.js'
import {ingestSettings, type IngestOverrides, type IngestSettings} from './settings.js'
import type {WorkerAnswer, WorkerJob} from './worker.js'
import {processAlive} from '../process-alive.js'

const debug = createDebug('svc-server:ingest')

/** Attempts of one job: a worker crash is retried once. */
export const MAX_ATTEMPTS = 2

/**
 * extractDocument watches the same time limit itself and fails with a precise reason (which page,
 * OCR or rendering); the thread is terminated only if it has not answered this long after it.
 */
export const TERMINATE_GRACE_MS = 2000

/** How one attempt ended. */
type Ending =
  | {kind: 'answer'; answer: WorkerAnswer}
  | {kind: 'crash'; message: string}
  | {kind: 'stopped'; why: 'cancelled' | 'closing'}
  | {kind: 'timeout'}

/** A job being read in this process. */
interface ActiveJob {
  documentId: number
  stop(why: 'cancelled' | 'closing'): void
  done: Promise<void>
}

/** The worker module beside this one: worker.ts when running from source (tests), worker.js once built. */
function defaultWorkerUrl(): URL {
  return new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)
}

export class IngestQueue {
  /** This process's identity in job leases. */
  readonly instanceId = randomUUID()
  private readonly active = new Map<number, ActiveJob>()
  private readonly idle: {worker: Worker; timer: NodeJS.Timeout; onExit: () => void}[] = []
  private timers: NodeJS.Timeout[] = []
  private closing = false
  private started = false
  /** The claiming loop in progress (claims are asynchronous now: one loop at a time, never two claiming for one slot). */
  private pumping: Promise<void> | undefined
  private pumpAgain = false

  constructor(
    private readonly ctx: IngestContext,
    readonly settings: IngestSettings,
  ) {}

  /** Ids of the documents being read in this process (tests, diagnostics). */
  get activeDocumentIds(): number[] {
    return [...this.active.keys()]
  }

  /** Re-queues what a previous process left behind, then starts claiming jobs. */
  start(): void {
    if (this.started) return
    this.started = true
    this.recover()
    this.timers = [
      // Jobs queued by another process sharing the data directory (e.g. `svc-server demo`).
      setInterval(() => this.pump(), this.settings.pollMs),
      setInterval(() => this.recover(), this.settings.leaseMs),
    ]
    for (const timer of this.timers) timer.unref()
    this.pump()
  }

  /** A job was queued in this process: claim it now rather than at the next poll. */
  kick(): void {
    if (this.started) this.pump()
  }

  /** The document was deleted: stop reading it at once (its job row is already gone). */
  cancel(documentId: number): void {
    this.active.get(documentId)?.stop('cancelled')
  }

  /** Stops: running jobs are abandoned (workers terminated) and given back to the queue for the next start. */
  async close(): Promise<void> {
    if (this.closing) return
    this.closing = true
    for (const timer of this.timers) clearInterval(timer)
    const pending = [...this.active.values()]
    for (const job of pending) job.stop('closing')
    await Promise.allSettled(pending.map((job) => job.done))
    for (const {onExit, timer, worker} of this.idle.splice(0)) {
      clearTimeout(timer)
      worker.off('exit', onExit)
      await worker.terminate()
    }

    await this.pumping
    try {
      await releaseJobs(this.ctx.db, this.instanceId)
    } catch (error) {
      // The leases expire by themselves; another process re-queues the jobs then.
      debug('giving jobs back failed: %O', error)
    }
  }

  private get db(): Db {
    return this.ctx.db
  }

  private lease(): JobLease {
    return {expiresAt: Date.now() + this.settings.leaseMs, owner: this.instanceId, pid: process.pid}
  }

  private recover(): void {
    void this.recoverNow()
  }

  private async recoverNow(): Promise<void> {
    if (this.closing) return
    try {
      const count = await recoverJobs(this.db, (job) => this.leaseIsStale(job))
      if (count > 0) {
        debug('re-queued %d ingestion job(s) left by a stopped process', count)
        this.pump()
      }
    } catch (error) {
      debug('recovery failed: %O', error)
    }
  }

  /** A running job nobody executes any more: its lease expired, or its process is gone. */
  private leaseIsStale(job: JobRow): boolean {
    // One of ours that no attempt holds (its file could not be fetched): given back once its lease
    // has run out, which is the pause before the retry.
    if (job.lease_owner === this.instanceId) return !this.active.has(job.document_id) && (!job.lease_expires_at || job.lease_expires_at <= Date.now())
    if (!job.lease_expires_at || job.lease_expires_at <= Date.now()) return true
    // On a shared PostgreSQL the holder may run on another machine: only the expiry decides.
    if (isPostgres(this.db)) return false
    return job.lease_pid !== null && job.lease_pid !== process.pid && !processAlive(job.lease_pid)
  }

  /** Claims queued jobs while there is a free slot. One claiming loop at a time: claims never interleave. */
  private pump(): void {
    if (this.pumping) {
      this.pumpAgain = true
      return
    }

    this.pumping = this.claimWhileFree().finally(() => {
      this.pumping = undefined
      if (this.pumpAgain && !this.closing) {
        this.pumpAgain = false
        this.pump()
      }
    })
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.closing && this.active.size < this.settings.concurrency) {
      let claimed: Pick<JobRow, 'attempts' | 'document_id'> | undefined
      try {
        claimed = await claimNextJob(this.db, this.lease())
      } catch (error) {
        debug('claim failed: %O', error)
        return
      }

      if (!claimed) return
      if (this.closing) {
        // Stopping while the claim was under way: give it back untouched.
        await requeueJob(this.db, claimed.document_id, this.instanceId, {refund: true}).catch(() => {})
        return
      }

      this.begin(claimed.document_id, claimed.attempts)
    }
  }

  private begin(documentId: number, attempts: number): void {
    let stopWith: ((why: 'cancelled' | 'closing') => void) | undefined
    let stopped: 'cancelled' | 'closing' | undefined
    const job: ActiveJob = {
      documentId,
      done: Promise.resolve(),
      stop(why) {
        stopped ??= why
        stopWith?.(why)
      },
    }
    this.active.set(documentId, job)
    job.done = this.process(documentId, attempts, (stop) => {
      stopWith = stop
      if (stopped) stop(stopped)
    })
      .catch((error: unknown) => debug('job %d: %O', documentId, error))
      .finally(() => {
        this.active.delete(documentId)
        this.pump()
      })
  }

  /** One attempt at one document, from the claim to the written outcome. */
  private async process(documentId: number, attempts: number, onStop: (stop: (why: 'cancelled' | 'closing') => void) => void): Promise<void> {
    const row = await getDocumentRow(this.db, documentId)
    if (!row) return
    const key = row.storage_path
    if (!key) {
      await this.finish(documentId, {detail: 'Stored without a file; nothing to read.', numPages: null, pages: [], status: 'ready'})
      return
    }

    if (attempts > MAX_ATTEMPTS) {
      const detail = `Text extraction was interrupted ${attempts - 1} times (the service stopped or crashed while reading this document); it was not tried again.`
      await this.finish(documentId, {detail, numPages: null, pages: [], status: 'failed'})
      return
    }

    // The worker reads a file on this machine: the stored file itself (local store), or a scratch
    // copy under <data-dir>/tmp fetched from S3 and removed once read.
    let copy: LocalBlobCopy | undefined
    try {
      copy = await this.ctx.blobs.localCopy(key, scratchDir(this.ctx.dataDir))
    } catch (error) {
      const message = (error as Error).message.replace(/\.$/, '')
      debug('job %d: fetching %s failed: %s', documentId, key, message)
      // Left `running` under this process's lease: recover() gives it back within a lease period,
      // a pause before the retry that a store briefly down (or a full scratch disk) needs.
      if (attempts < MAX_ATTEMPTS) return

      await this.finish(documentId, {detail: `The stored file could not be fetched to be read, ${attempts} times: ${message}.`, numPages: null, pages: [], status: 'failed'})
      return
    }

    if (!copy) {
      await this.finish(documentId, {detail: 'The stored file is missing from the file store; upload the document again.', numPages: null, pages: [], status: 'failed'})
      return
    }

    debug('job %d: reading %s (%s), attempt %d', documentId, row.file_name, row.mime_type, attempts)
    const started = Date.now()
    let ending: Ending
    try {
      ending = await this.attempt(documentId, copy.path, row.mime_type, onStop)
    } finally {
      await copy.release()
    }

    debug('job %d: %s after %dms', documentId, ending.kind === 'answer' ? (ending.answer.ok ? 'read' : 'refused') : ending.kind, Date.now() - started)
    switch (ending.kind) {
      case 'answer': {
        await this.finish(documentId, ending.answer.ok ? outcomeOf(ending.answer.result, row) : failureOf(ending.answer))
        return
      }

      case 'timeout': {
        const seconds = Math.round(this.settings.limits.timeoutMs / 100) / 10
        const detail = `Text extraction took longer than ${seconds} s (the limit per document, SVC_INGEST_TIMEOUT_MS) and was stopped.`
        await this.finish(documentId, {detail, numPages: null, pages: [], status: 'failed'})
        return
      }

      case 'crash': {
        if (attempts < MAX_ATTEMPTS) {
          debug('job %d: worker crashed (%s); retrying', documentId, ending.message)
          await requeueJob(this.db, documentId, this.instanceId, {error: ending.message, refund: false})
          return
        }

        const detail = `Text extraction failed ${attempts} times: the worker crashed (${ending.message.replace(/\.$/, '')}).`
        await this.finish(documentId, {detail, numPages: null, pages: [], status: 'failed'})
        return
      }

      case 'stopped': {
        // Deleted: the job went with the document. Stopping: give the job back for the next start.
        if (ending.why === 'closing') await requeueJob(this.db, documentId, this.instanceId, {refund: true})
      }
    }
  }

  private async finish(documentId: number, outcome: IngestOutcome): Promise<void> {
    if (!(await finishJob(this.db, documentId, this.instanceId, outcome))) debug('job %d: no longer ours (deleted?); outcome dropped', documentId)
  }

  /**
   * Runs extractDocument in a worker thread and resolves with how it ended; never rejects. The
   * wall-time limit, a stop request and a lost lease (the document was deleted) terminate the thread.
   */
  private attempt(documentId: number, path: string, mime: string, onStop: (stop: (why: 'cancelled' | 'closing') => void) => void): Promise<Ending> {
    return new Promise<Ending>((resolve) => {
      let worker: Worker
      try {
        worker = this.takeWorker()
      } catch (error) {
        resolve({kind: 'crash', message: (error as Error).message})
        return
      }

      let settled = false
      const end = (ending: Ending, keepWorker: boolean) => {
        if (settled) return
        settled = true
        clearTimeout(timeout)
        clearInterval(renew)
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
        if (keepWorker) this.parkWorker(worker)
        else void worker.terminate()
        resolve(ending)
      }

      const onMessage = (answer: WorkerAnswer) => {
        if (answer?.jobId === documentId) end({answer, kind: 'answer'}, true)
      }

      const onError = (error: Error) => end({kind: 'crash', message: error.message}, false)
      const onExit = (code: number) => end({kind: 'crash', message: `the worker exited with code ${code}`}, false)
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
      const timeout = setTimeout(() => end({kind: 'timeout'}, false), this.settings.limits.timeoutMs + TERMINATE_GRACE_MS)
      const renew = setInterval(
        () => {
          renewJobLease(this.db, documentId, this.instanceId, Date.now() + this.settings.leaseMs).then(
            (held) => {
              if (!held) end({kind: 'stopped', why: 'cancelled'}, false)
            },
            () => {
              // The database is closing: the stop request follows.
            },
          )
        },
        Math.max(50, Math.min(1000, this.settings.leaseMs / 3)),
      )
      onStop((why) => end({kind: 'stopped', why}, false))
      const job: WorkerJob = {jobId: documentId, limits: this.settings.limits, mime, path}
      worker.postMessage(job)
    })
  }

  private takeWorker(): Worker {
    const parked = this.idle.pop()
    if (parked) {
      clearTimeout(parked.timer)
      parked.worker.off('exit', parked.onExit)
      return parked.worker
    }

    const worker = new Worker(this.settings.workerUrl ?? defaultWorkerUrl(), {
      resourceLimits: {maxOldGenerationSizeMb: this.settings.workerMemoryMb},
    })
    // The service's server keeps the process alive; a worker alone must not (e.g. after close()).
    worker.unref()
    return worker
  }

  /** Keeps a healthy worker for the next job; it is stopped after `idleWorkerMs` without one. */
  private parkWorker(worker: Worker): void {
    if (this.closing) {
      void worker.terminate()
      return
    }

    const drop = () => {
      const index = this.idle.indexOf(entry)
      if (index !== -1) this.idle.splice(index, 1)
      clearTimeout(entry.timer)
    }

    const entry = {
      // A parked worker that dies is simply dropped.
      onExit: drop,
      timer: setTimeout(() => {
        drop()
        void worker.terminate()
      }, this.settings.idleWorkerMs),
      worker,
    }
    entry.timer.unref()
    worker.once('exit', drop)
    this.idle.push(entry)
  }
}

/** The stored outcome of a document that was read: its pages, `ready`, and why it is not searchable if so. */
export function outcomeOf(result: ExtractedDocument, row: Pick<DocumentRow, 'mime_type'>): IngestOutcome {
  const pages = result.texts.map((text, index) => ({layout: result.layouts[index], text}))
  const searchable = pages.some((page) => page.text.trim() !== '')
  let detail = result.detail ?? null
  if (!searchable && !detail) {
    detail =
      result.numPages && result.numPages > 0 && row.mime_type === 'application/pdf'
        ? 'No text found (a scanned document?); not searchable.'
        : `Stored; not indexed for search: no text found in this ${row.mime_type} file.`
  }

  return {detail, numPages: result.numPages, pages, status: 'ready'}
}

/** A document extractDocument refused: `failed`, with its reason. */
function failureOf(answer: Extract<WorkerAnswer, {ok: false}>): IngestOutcome {
  const detail = answer.ingest ? answer.message : `Text extraction failed: ${answer.message.replace(/\.$/, '')}.`
  return {detail, numPages: null, pages: [], status: 'failed'}
}


/** What a queue needs from its host: the storage, and optionally the service's close hooks and settings. */
export type QueueHost = IngestContext & {
  onClose?: (() => Promise<void> | void)[]
  options?: {ingest?: IngestOverrides}
}

const queues = new WeakMap<object, IngestQueue>()

/**
 * The ingestion queue of a service context, created and started on first use (the service starts
 * it with the context; the demo and tests get it when they first store a document). It stops with
 * the context's close hooks.
 */
export function ingestQueue(ctx: QueueHost): IngestQueue {
  let queue = queues.get(ctx)
  if (!queue) {
    const created = new IngestQueue(ctx, ingestSettings(ctx.options?.ingest))
    queues.set(ctx, created)
    ctx.onClose?.push(() => created.close())
    created.start()
    queue = created
  }

  return queue
}

/** Stops the context's queue if it has one (a host without close hooks: the demo seeder). */
export async function closeIngestQueue(ctx: object): Promise<void> {
  await queues.get(ctx)?.close()
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }

    signal?.addEventListener('abort', done, {once: true})
  })

/** The documents among `ids` still `processing` (a deleted one is not). */
export async function stillProcessing(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('documents').select('id').where('doc_status', '=', 'processing').where('id', 'in', ids).orderBy('id').execute()
  return rows.map((r) => r.id)
}

/**
 * Waits until none of `ids` is `processing` any more, at most `timeoutMs` (or until `signal`
 * aborts), polling the database (another process may be the one reading them). `onChange` gets
 * the ids still processing, first at once, then each time that set shrinks. Resolves with the ids
 * still processing at the end (empty when all are done).
 */
export async function waitForDocuments(
  db: Db,
  ids: number[],
  options: {timeoutMs: number; signal?: AbortSignal; pollMs?: number; onChange?: (pending: number[]) => void},
): Promise<number[]> {
  const deadline = Date.now() + options.timeoutMs
  let last: number | undefined
  for (;;) {
    const pending = await stillProcessing(db, ids)
    if (pending.length !== last) {
      last = pending.length
      options.onChange?.(pending)
    }

    const left = deadline - Date.now()
    if (pending.length === 0 || left <= 0 || options.signal?.aborted) return pending
    await sleep(Math.min(options.pollMs ?? 200, left), options.signal)
  }
}

/** Default wait of waitForIngest: long enough for a queue of documents at the default limits. */
export const DEFAULT_INGEST_WAIT_MS = 10 * 60 * 1000

/**
 * Waits until a stored document is read (`ready` or `failed`) and returns its row; starts the
 * context's queue if needed. Throws when it is still processing after `timeoutMs` or was deleted.
 */
export async function waitForIngest(ctx: QueueHost, documentId: number, timeoutMs = DEFAULT_INGEST_WAIT_MS): Promise<DocumentRow> {
  ingestQueue(ctx).kick()
  const pending = await waitForDocuments(ctx.db, [documentId], {timeoutMs})
  if (pending.length > 0) throw new Error(`Document ${documentId} is still processing after ${Math.round(timeoutMs / 1000)} s.`)
  const row = await getDocumentRow(ctx.db, documentId)
  if (!row) throw new Error(`Document ${documentId} was deleted while its text was being read.`)
  return row
}
