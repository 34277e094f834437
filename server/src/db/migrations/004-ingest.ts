import {sql, type Kysely} from 'kysely'

import {appliedBeforeKysely} from './helpers.js'

/**
 * Ingestion off the request path, positioned text, and the run's reference date.
 *
 * - `document_pages` gains the page's positioned words (`layout`: JSON of packWords, see
 *   validation/layout.ts), its size in points, how its text was read (`pdf-text` or `ocr`) and the
 *   mean OCR confidence. Rows written before this migration have no layout: readers lay the text
 *   out themselves (layoutFromText).
 * - `ingest_jobs`: one durable job per stored document whose text is still to be read. A queue
 *   claims a job atomically (`queued` -> `running`; FOR UPDATE SKIP LOCKED on PostgreSQL) under a
 *   lease (owner, pid, expiry), as runs do, so that a job left `running` by a process that stopped
 *   or died is re-queued, and two processes never read one document twice.
 *   The job goes with its document (ON DELETE CASCADE): deleting a document cancels its job.
 * - `runs.as_of`: the reference date of a run (YYYY-MM-DD), fixed by its first call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await appliedBeforeKysely(db, 4)) return
  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('document_pages').addColumn('layout', 'text').execute()
  await db.schema.alterTable('document_pages').addColumn('width', 'double precision').execute()
  await db.schema.alterTable('document_pages').addColumn('height', 'double precision').execute()
  await db.schema.alterTable('document_pages').addColumn('rotation', 'integer').execute()
  await db.schema
    .alterTable('document_pages')
    .addColumn('method', 'text', (c) => c.check(sql`method IN ('pdf-text', 'ocr')`))
    .execute()
  await db.schema.alterTable('document_pages').addColumn('confidence', 'double precision').execute()
  await db.schema
    .createTable('ingest_jobs')
    .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('queued', 'running', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_pid', 'integer')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ingest_jobs_state').on('ingest_jobs').columns(['state', 'document_id']).execute()
  await sql`INSERT INTO ingest_jobs (document_id, state, created_at, updated_at)
    SELECT id, 'queued', created_at, created_at FROM documents
    WHERE doc_status = 'processing' AND doc_type = 'document' AND storage_path IS NOT NULL`.execute(db)
  await db.schema.alterTable('runs').addColumn('as_of', 'text').execute()
}
