/**
 * The ingestion worker thread: reads documents with extractDocument off the service's event loop.
 * It takes one job at a time from the queue (ingest/queue.ts) and answers with the extracted
 * pages or the reason it failed. The queue enforces the time limit by terminating the thread, and
 * the heap limit is the thread's resourceLimits: a document that exhausts either never blocks
 * the service.
 */
import {parentPort} from 'node:worker_threads'

import {extractDocument, type ExtractedDocument, type IngestLimits} from './extract-document.js'

/** queue -> worker */
export interface WorkerJob {
  jobId: number
  path: string
  mime: string
  limits: IngestLimits
}

/** worker -> queue */
export type WorkerAnswer =
  | {jobId: number; ok: true; result: ExtractedDocument}
  /** `ingest`: the document itself is unreadable (IngestError), as opposed to an unexpected error. */
  | {jobId: number; ok: false; ingest: boolean; message: string}

if (!parentPort) throw new Error('ingest/worker.ts runs as a worker thread (see ingest/queue.ts).')
const port = parentPort

port.on('message', (job: WorkerJob) => {
  void extractDocument(job.path, job.mime, job.limits).then(
    (result) => port.postMessage({jobId: job.jobId, ok: true, result} satisfies WorkerAnswer),
    (error: unknown) => {
      const err = error as Error | undefined
      port.postMessage({ingest: err?.name === 'IngestError', jobId: job.jobId, message: err?.message ?? String(error), ok: false} satisfies WorkerAnswer)
    },
  )
})
