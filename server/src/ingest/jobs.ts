/**
 * Persistence of ingestion jobs (`ingest_jobs`, migration 004) and of their results
 * (`document_pages`, `documents`). Everything is synchronous (node:sqlite): a claim or a finish
 * is one statement or one transaction, atomic across the processes that share the data directory.
 *
 * A job is `queued` until a queue claims it (`running`, under a lease: owner, pid, expiry), then
 * `done` or `failed`. A job whose lease went stale (its process stopped or died) is re-queued by
 * recoverJobs. The job row goes with its document (ON DELETE CASCADE).
 */
import {nowIso} from '../auth.js'
import {transaction, type Db} from '../db/database.js'
import {packWords, type PageLayout} from '../validation/layout.js'

export type JobState = 'done' | 'failed' | 'queued' | 'running'

export interface JobRow {
  document_id: number
  state: JobState
  attempts: number
  lease_owner: null | string
  lease_pid: null | number
  lease_expires_at: null | number
  claimed_at: null | string
  last_error: null | string
  created_at: string
  updated_at: string
}

export interface JobLease {
  owner: string
  pid: number
  /** Epoch milliseconds. */
  expiresAt: number
}

/** One page of an ingested document, as stored in document_pages. */
export interface StoredPage {
  text: string
  layout?: PageLayout
}

/** What ingestion decided about a document: its final status and what to store. */
export interface IngestOutcome {
  status: 'failed' | 'ready'
  /** status_detail: why it failed or is not searchable; null when all is well. */
  detail: null | string
  numPages: null | number
  pages: StoredPage[]
}

/** Queues the ingestion of a stored document (call inside the transaction that inserts it). */
export function enqueueJob(db: Db, documentId: number): void {
  const at = nowIso()
  db.prepare(
    `INSERT INTO ingest_jobs (document_id, state, attempts, created_at, updated_at) VALUES (?, 'queued', 0, ?, ?)
     ON CONFLICT (document_id) DO UPDATE SET state = 'queued', attempts = 0, lease_owner = NULL, lease_pid = NULL,
       lease_expires_at = NULL, claimed_at = NULL, last_error = NULL, updated_at = excluded.updated_at`,
  ).run(documentId, at, at)
}

export function getJob(db: Db, documentId: number): JobRow | undefined {
  return db.prepare('SELECT * FROM ingest_jobs WHERE document_id = ?').get(documentId) as unknown as JobRow | undefined
}

/**
 * Claims the oldest queued job under `lease` (one atomic UPDATE: of two processes claiming at
 * once, each gets a different job or none) and counts the attempt. Undefined when none is queued.
 */
export function claimNextJob(db: Db, lease: JobLease): Pick<JobRow, 'attempts' | 'document_id'> | undefined {
  return db
    .prepare(
      `UPDATE ingest_jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?, lease_pid = ?, lease_expires_at = ?,
         claimed_at = ?, updated_at = ?
       WHERE document_id = (SELECT document_id FROM ingest_jobs WHERE state = 'queued' ORDER BY document_id LIMIT 1) AND state = 'queued'
       RETURNING document_id, attempts`,
    )
    .get(lease.owner, lease.pid, lease.expiresAt, nowIso(), nowIso()) as Pick<JobRow, 'attempts' | 'document_id'> | undefined
}

/** Extends a running job's lease. False when the job is gone (its document was deleted) or no longer this owner's. */
export function renewJobLease(db: Db, documentId: number, owner: string, expiresAt: number): boolean {
  const result = db
    .prepare(`UPDATE ingest_jobs SET lease_expires_at = ? WHERE document_id = ? AND lease_owner = ? AND state = 'running'`)
    .run(expiresAt, documentId, owner)
  return Number(result.changes) === 1
}

/**
 * Puts a running job of this owner back in the queue. `refund` gives the attempt back (the
 * service is stopping: the document is not to blame); otherwise it counts (a worker crash).
 */
export function requeueJob(db: Db, documentId: number, owner: string, options: {refund: boolean; error?: string}): void {
  db.prepare(
    `UPDATE ingest_jobs SET state = 'queued', attempts = max(0, attempts - ?), lease_owner = NULL, lease_pid = NULL,
       lease_expires_at = NULL, last_error = coalesce(?, last_error), updated_at = ?
     WHERE document_id = ? AND lease_owner = ? AND state = 'running'`,
  ).run(options.refund ? 1 : 0, options.error ?? null, nowIso(), documentId, owner)
}

/** Gives back every running job of this owner (graceful stop): they are re-queued, attempts refunded. */
export function releaseJobs(db: Db, owner: string): void {
  db.prepare(
    `UPDATE ingest_jobs SET state = 'queued', attempts = max(0, attempts - 1), lease_owner = NULL, lease_pid = NULL,
       lease_expires_at = NULL, updated_at = ? WHERE lease_owner = ? AND state = 'running'`,
  ).run(nowIso(), owner)
}

/**
 * Writes the outcome of a job this owner holds: the pages (text, positioned words, method,
 * confidence), the document's final status, and the job's. Nothing is written when the job is no
 * longer this owner's or the document was deleted meanwhile. Returns whether it was written.
 */
export function finishJob(db: Db, documentId: number, owner: string, outcome: IngestOutcome): boolean {
  return transaction(db, () => {
    const job = db.prepare(`SELECT 1 FROM ingest_jobs WHERE document_id = ? AND lease_owner = ? AND state = 'running'`).get(documentId, owner)
    if (!job) return false
    writeOutcome(db, documentId, outcome)
    db.prepare(
      `UPDATE ingest_jobs SET state = ?, lease_owner = NULL, lease_pid = NULL, lease_expires_at = NULL, last_error = ?, updated_at = ?
       WHERE document_id = ?`,
    ).run(outcome.status === 'ready' ? 'done' : 'failed', outcome.status === 'failed' ? outcome.detail : null, nowIso(), documentId)
    return true
  })
}

/** The document's pages and final status (the caller holds a transaction and checked the job). */
export function writeOutcome(db: Db, documentId: number, outcome: IngestOutcome): void {
  db.prepare('DELETE FROM document_pages WHERE document_id = ?').run(documentId)
  const insert = db.prepare(
    'INSERT INTO document_pages (document_id, page, text, layout, width, height, rotation, method, confidence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  for (const [index, page] of outcome.pages.entries()) {
    const layout = page.layout
    insert.run(
      documentId,
      index + 1,
      page.text,
      layout ? JSON.stringify(packWords(layout.words)) : null,
      layout?.width ?? null,
      layout?.height ?? null,
      layout?.rotation ?? null,
      layout?.method ?? null,
      layout?.confidence ?? null,
    )
  }

  const searchable = outcome.pages.some((page) => page.text.trim() !== '')
  db.prepare('UPDATE documents SET doc_status = ?, num_pages = ?, search_enabled = ?, status_detail = ? WHERE id = ?').run(
    outcome.status,
    outcome.numPages,
    searchable ? 1 : 0,
    outcome.detail,
    documentId,
  )
}

/**
 * After a stop or a crash: re-queues every `running` job whose lease is stale (`isStale` decides:
 * expired, or its process is gone), and gives a job to every stored document still `processing`
 * without a live one (e.g. a job that ended while its document's update was lost). Returns the
 * number of jobs re-queued or created.
 */
export function recoverJobs(db: Db, isStale: (job: JobRow) => boolean): number {
  let recovered = 0
  const running = db.prepare(`SELECT * FROM ingest_jobs WHERE state = 'running'`).all() as unknown as JobRow[]
  for (const job of running) {
    if (!isStale(job)) continue
    // Guarded by the lease seen: a job another process renewed or finished meanwhile is left alone.
    const result = db
      .prepare(
        `UPDATE ingest_jobs SET state = 'queued', lease_owner = NULL, lease_pid = NULL, lease_expires_at = NULL, updated_at = ?
         WHERE document_id = ? AND state = 'running' AND lease_owner IS ? AND lease_expires_at IS ?`,
      )
      .run(nowIso(), job.document_id, job.lease_owner, job.lease_expires_at)
    recovered += Number(result.changes)
  }

  const orphans = db
    .prepare(
      `SELECT d.id FROM documents d LEFT JOIN ingest_jobs j ON j.document_id = d.id
       WHERE d.doc_status = 'processing' AND d.doc_type = 'document' AND d.storage_path IS NOT NULL
         AND (j.document_id IS NULL OR j.state IN ('done', 'failed'))`,
    )
    .all() as {id: number}[]
  for (const {id} of orphans) {
    enqueueJob(db, id)
    recovered++
  }

  return recovered
}

/** How far a processing document is: the `processing` field of the single read (docs/protocol.md, Documents). */
export interface IngestProgress {
  /** `queued`: waiting for a worker; `extracting`: its text is being read. */
  stage: 'extracting' | 'queued'
  /** For a queued job, how many jobs go before it, plus one (1 = next). */
  queue_position: null | number
  /** Which attempt is running or next (a worker crash is retried once). */
  attempt: number
  /** When the running attempt started. */
  started_at: null | string
}

export function jobProgress(db: Db, documentId: number): IngestProgress | undefined {
  const job = getJob(db, documentId)
  if (!job || (job.state !== 'queued' && job.state !== 'running')) return undefined
  if (job.state === 'running') return {attempt: job.attempts, queue_position: null, stage: 'extracting', started_at: job.claimed_at}
  const {ahead} = db.prepare(`SELECT count(*) AS ahead FROM ingest_jobs WHERE state = 'queued' AND document_id < ?`).get(documentId) as {ahead: number}
  return {attempt: job.attempts + 1, queue_position: ahead + 1, stage: 'queued', started_at: null}
}
