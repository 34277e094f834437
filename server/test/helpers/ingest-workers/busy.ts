/** Substitute ingestion worker: spins forever on the first job (a document that never finishes). */
import {parentPort} from 'node:worker_threads'

parentPort!.on('message', () => {
  for (;;) {
    // CPU-bound on purpose: only terminating the thread stops it.
  }
})
