/**
 * A worker thread that runs extractDocument on the file it is given and posts back the method and
 * the first page's text (or the error): extraction exercised where ingestion runs it.
 */
import {parentPort, workerData} from 'node:worker_threads'

import {closeOcr, extractDocument} from '../../../src/ingest/extract-document.js'

const {mime, path} = workerData as {mime: string; path: string}
try {
  const result = await extractDocument(path, mime)
  parentPort?.postMessage({method: result.method, text: result.texts[0]})
} catch (error) {
  parentPort?.postMessage({error: String(error)})
} finally {
  await closeOcr()
}
