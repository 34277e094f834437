/**
 * Substitute ingestion worker that crashes (an uncaught exception in the thread). With
 * CRASH_ONCE in the document's text it crashes only on the first attempt (a marker file beside
 * the stored file remembers it), then reads the document for real.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {parentPort} from 'node:worker_threads'

import {extractDocument} from '../../../src/ingest/extract-document.js'
import type {WorkerJob} from '../../../src/ingest/worker.js'

parentPort!.on('message', (job: WorkerJob) => {
  const once = readFileSync(job.path, 'utf8').includes('CRASH_ONCE')
  const marker = `${job.path}.crashed`
  if (!once || !existsSync(marker)) {
    writeFileSync(marker, '')
    setImmediate(() => {
      throw new Error('simulated native crash')
    })
    return
  }

  void extractDocument(job.path, job.mime, job.limits).then((result) => parentPort!.postMessage({jobId: job.jobId, ok: true, result}))
})
