/** Substitute ingestion worker: the real extractDocument, after a pause (a slow document). */
import {parentPort} from 'node:worker_threads'

import {extractDocument} from '../../../src/ingest/extract-document.js'
import type {WorkerJob} from '../../../src/ingest/worker.js'

const PAUSE_MS = 1500

parentPort!.on('message', (job: WorkerJob) => {
  setTimeout(() => {
    void extractDocument(job.path, job.mime, job.limits).then((result) => parentPort!.postMessage({jobId: job.jobId, ok: true, result}))
  }, PAUSE_MS)
})
