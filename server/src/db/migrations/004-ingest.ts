import type {Migration} from './index.js'

/**
 * Ingestion off the request path, positioned text, and the run's reference date.
 *
 * - `document_pages` gains the page's positioned words (`layout`: JSON of packWords, see
 *   validation/layout.ts), its size in points, how its text was read (`pdf-text` or `ocr`) and the
 *   mean OCR confidence. Rows written before this migration have no layout: readers lay the text
 *   out themselves (layoutFromText).
 * - `ingest_jobs`: one durable job per stored document whose text is still to be read. The
 *   in-process queue claims a job with one atomic UPDATE (`queued` -> `running`) under a lease
 *   (owner, pid, expiry), as runs do, so that a job left `running` by a process that stopped or
 *   died is re-queued, and two processes sharing a data directory never read one document twice.
 *   The job goes with its document (ON DELETE CASCADE): deleting a document cancels its job.
 * - `runs.as_of`: the reference date of a run (YYYY-MM-DD), fixed by its first call.
 */
export const INGEST: Migration = {
  name: 'ingest: durable ingestion jobs, page layouts, run reference date',
  sql: `
ALTER TABLE document_pages ADD COLUMN layout TEXT;
ALTER TABLE document_pages ADD COLUMN width REAL;
ALTER TABLE document_pages ADD COLUMN height REAL;
ALTER TABLE document_pages ADD COLUMN rotation INTEGER;
ALTER TABLE document_pages ADD COLUMN method TEXT CHECK (method IN ('pdf-text', 'ocr'));
ALTER TABLE document_pages ADD COLUMN confidence REAL;
CREATE TABLE ingest_jobs (
  document_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_pid INTEGER,
  lease_expires_at INTEGER,
  claimed_at TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ingest_jobs_state ON ingest_jobs(state, document_id);
INSERT INTO ingest_jobs (document_id, state, created_at, updated_at)
  SELECT id, 'queued', created_at, created_at FROM documents
  WHERE doc_status = 'processing' AND doc_type = 'document' AND storage_path IS NOT NULL;
ALTER TABLE runs ADD COLUMN as_of TEXT;
`,
  version: 4,
}
