/**
 * Persistence of ingestion jobs (`ingest_jobs`, migration 004) and of their results
 * (`document_pages`, `documents`), on either backend (Kysely): a claim or a finish is one statement
 * or one transaction, atomic across the processes that share the database. On PostgreSQL a claim
 * locks the job row it picks with FOR UPDATE SKIP LOCKED, so replicas claiming at once each get a
 * different job without waiting on one another.
 *
 * A job is `queued` until a queue claims it (`running`, under a lease: owner, pid, expiry), then
 * `done` or `failed`. A job whose lease went stale (its process stopped or died) is re-queued by
 * recoverJobs. The job row goes with its document (ON DELETE CASCADE).
 */
import {nowIso} from '../auth.js'
import {sql} from 'kysely'

import {changed, greatest, isPostgres, transaction, type Db} from '../db/database.js'
import {packWords, type PageLayout} from '../validation/layout.js'
import type {Selectable} from 'kysely'
import type {IngestJobsTable} from '../db/schema.js'

export type JobState = 'done' | 'failed' | 'queued' | 'running'

/** A row of `ingest_jobs` (db/schema.ts). */
export type JobRow = Selectable<IngestJobsTable>

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
export async function enqueueJob(db: Db, documentId: number): Promise<void> {
  const at = nowIso()
  await db
    .insertInto('ingest_jobs')
    .values({attempts: 0, created_at: at, document_id: documentId, state: 'queued', updated_at: at})
    .onConflict((oc) =>
      oc.column('document_id').doUpdateSet((eb) => ({
        attempts: 0,
        claimed_at: null,
        last_error: null,
        lease_expires_at: null,
        lease_owner: null,
        lease_pid: null,
        state: 'queued',
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

export async function getJob(db: Db, documentId: number): Promise<JobRow | undefined> {
  return db.selectFrom('ingest_jobs').selectAll().where('document_id', '=', documentId).executeTakeFirst()
}

/**
 * Claims the oldest queued job under `lease` (one atomic UPDATE: of two processes claiming at
 * once, each gets a different job or none) and counts the attempt. Undefined when none is queued.
 */
export async function claimNextJob(db: Db, lease: JobLease): Promise<Pick<JobRow, 'attempts' | 'document_id'> | undefined> {
  let next = db.selectFrom('ingest_jobs').select('document_id').where('state', '=', 'queued').orderBy('document_id').limit(1)
  // PostgreSQL: the picked row is locked, and rows other claimers hold are skipped, not waited on.
  if (isPostgres(db)) next = next.forUpdate().skipLocked()
  return db
    .updateTable('ingest_jobs')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      claimed_at: nowIso(),
      lease_expires_at: lease.expiresAt,
      lease_owner: lease.owner,
      lease_pid: lease.pid,
      state: 'running',
      updated_at: nowIso(),
    }))
    .where('document_id', '=', (eb) => eb.selectFrom(next.as('next')).select('next.document_id'))
    .where('state', '=', 'queued')
    .returning(['document_id', 'attempts'])
    .executeTakeFirst()
}

/** Extends a running job's lease. False when the job is gone (its document was deleted) or no longer this owner's. */
export async function renewJobLease(db: Db, documentId: number, owner: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .updateTable('ingest_jobs')
    .set({lease_expires_at: expiresAt})
    .where('document_id', '=', documentId)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return changed(result) === 1
}

/**
 * Puts a running job of this owner back in the queue. `refund` gives the attempt back (the
 * service is stopping: the document is not to blame); otherwise it counts (a worker crash).
 */
export async function requeueJob(db: Db, documentId: number, owner: string, options: {refund: boolean; error?: string}): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set((eb) => ({
      attempts: greatest(db, sql<number>`0`, eb('attempts', '-', options.refund ? 1 : 0)),
      last_error: options.error === undefined ? eb.ref('last_error') : options.error,
      lease_expires_at: null,
      lease_owner: null,
      lease_pid: null,
      state: 'queued',
      updated_at: nowIso(),
    }))
    .where('document_id', '=', documentId)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .execute()
}

/** Gives back every running job of this owner (graceful stop): they are re-queued, attempts refunded. */
export async function releaseJobs(db: Db, owner: string): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set((eb) => ({
      attempts: greatest(db, sql<number>`0`, eb('attempts', '-', 1)),
      lease_expires_at: null,
      lease_owner: null,
      lease_pid: null,
      state: 'queued',
      updated_at: nowIso(),
    }))
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .execute()
}

/**
 * Writes the outcome of a job this owner holds: the pages (text, positioned words, method,
 * confidence), the document's final status, and the job's. Nothing is written when the job is no
 * longer this owner's or the document was deleted meanwhile. Returns whether it was written.
 */
export async function finishJob(db: Db, documentId: number, owner: string, outcome: IngestOutcome): Promise<boolean> {
  return transaction(db, async (trx) => {
    // The job row is locked for the transaction (PostgreSQL), so a recovery cannot re-queue it meanwhile.
    let held = trx.selectFrom('ingest_jobs').select('document_id').where('document_id', '=', documentId).where('lease_owner', '=', owner).where('state', '=', 'running')
    if (isPostgres(trx)) held = held.forUpdate()
    if (!(await held.executeTakeFirst())) return false
    await writeOutcome(trx, documentId, outcome)
    await trx
      .updateTable('ingest_jobs')
      .set({
        last_error: outcome.status === 'failed' ? outcome.detail : null,
        lease_expires_at: null,
        lease_owner: null,
        lease_pid: null,
        state: outcome.status === 'ready' ? 'done' : 'failed',
        updated_at: nowIso(),
      })
      .where('document_id', '=', documentId)
      .execute()
    return true
  })
}

/** Rows per INSERT of pages: well under both backends' bound-parameter limits (9 columns each). */
const PAGES_PER_INSERT = 100

/** The document's pages and final status (the caller holds a transaction and checked the job). */
export async function writeOutcome(db: Db, documentId: number, outcome: IngestOutcome): Promise<void> {
  await db.deleteFrom('document_pages').where('document_id', '=', documentId).execute()
  const rows = outcome.pages.map((page, index) => {
    const layout = page.layout
    return {
      confidence: layout?.confidence ?? null,
      document_id: documentId,
      height: layout?.height ?? null,
      layout: layout ? JSON.stringify(packWords(layout.words)) : null,
      method: layout?.method ?? null,
      page: index + 1,
      rotation: layout?.rotation ?? null,
      text: page.text,
      width: layout?.width ?? null,
    }
  })
  for (let start = 0; start < rows.length; start += PAGES_PER_INSERT) {
    await db.insertInto('document_pages').values(rows.slice(start, start + PAGES_PER_INSERT)).execute()
  }

  const searchable = outcome.pages.some((page) => page.text.trim() !== '')
  await db
    .updateTable('documents')
    .set({doc_status: outcome.status, num_pages: outcome.numPages, search_enabled: searchable ? 1 : 0, status_detail: outcome.detail})
    .where('id', '=', documentId)
    .execute()
}

/**
 * After a stop or a crash: re-queues every `running` job whose lease is stale (`isStale` decides:
 * expired, or its process is gone), and gives a job to every stored document still `processing`
 * without a live one (e.g. a job that ended while its document's update was lost). Returns the
 * number of jobs re-queued or created.
 */
export async function recoverJobs(db: Db, isStale: (job: JobRow) => boolean): Promise<number> {
  let recovered = 0
  const running = await db.selectFrom('ingest_jobs').selectAll().where('state', '=', 'running').execute()
  for (const job of running) {
    if (!isStale(job)) continue
    // Guarded by the lease seen: a job another process renewed or finished meanwhile is left alone.
    const result = await db
      .updateTable('ingest_jobs')
      .set({lease_expires_at: null, lease_owner: null, lease_pid: null, state: 'queued', updated_at: nowIso()})
      .where('document_id', '=', job.document_id)
      .where('state', '=', 'running')
      .where('lease_owner', 'is not distinct from', job.lease_owner)
      .where('lease_expires_at', 'is not distinct from', job.lease_expires_at)
      .executeTakeFirst()
    recovered += changed(result)
  }

  const orphans = await db
    .selectFrom('documents as d')
    .leftJoin('ingest_jobs as j', 'j.document_id', 'd.id')
    .select('d.id')
    .where('d.doc_status', '=', 'processing')
    .where('d.doc_type', '=', 'document')
    .where('d.storage_path', 'is not', null)
    .where((eb) => eb.or([eb('j.document_id', 'is', null), eb('j.state', 'in', ['done', 'failed'])]))
    .execute()
  for (const {id} of orphans) {
    await enqueueJob(db, id)
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

export async function jobProgress(db: Db, documentId: number): Promise<IngestProgress | undefined> {
  const job = await getJob(db, documentId)
  if (!job || (job.state !== 'queued' && job.state !== 'running')) return undefined
  if (job.state === 'running') return {attempt: job.attempts, queue_position: null, stage: 'extracting', started_at: job.claimed_at}
  const {ahead} = await db
    .selectFrom('ingest_jobs')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('state', '=', 'queued')
    .where('document_id', '<', documentId)
    .executeTakeFirstOrThrow()
  return {attempt: job.attempts + 1, queue_position: ahead + 1, stage: 'queued', started_at: null}
}
