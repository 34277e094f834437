import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {closeOcr} from '../../../src/ingest/extract-document.js'

/**
 * Files for a suite that reads them with OCR (call it in the suite's describe): written into a
 * temp directory made before its tests; after them the OCR workers are closed and the directory
 * removed. Returns the writer: it stores the bytes under `name` and gives the file's path.
 */
export function ocrScratch(prefix: string): (name: string, bytes: Uint8Array) => Promise<string> {
  let directory: string | undefined
  before(async () => {
    directory = await mkdtemp(join(tmpdir(), prefix))
  })

  after(async () => {
    await closeOcr()
    if (directory) await rm(directory, {force: true, recursive: true})
  })

  return async (name, bytes) => {
    const path = join(directory!, name)
    await writeFile(path, bytes)
    return path
  }
}
