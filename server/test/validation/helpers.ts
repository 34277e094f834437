/** Test helpers for the validation engine: PDF text extraction and event capture. */
import {extractText, getDocumentProxy} from 'unpdf'

import type {DossierFile} from '../../src/fixtures/dossier.js'
import type {EngineDocument} from '../../src/validation/engine.js'

/** The text of each page, as the upload path stores it (unpdf, one string per page). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const {text} = await extractText(pdf, {mergePages: false})
  return text as string[]
}

/** Engine documents from fixture files: text extracted from the PDFs (`extract`) or as drawn. */
export async function toEngineDocuments(files: DossierFile[], options: {extract?: boolean; firstId?: number} = {}): Promise<EngineDocument[]> {
  const docs: EngineDocument[] = []
  let id = options.firstId ?? 1
  for (const file of files) {
    docs.push({
      created_at: '2025-06-01T10:00:00.000Z',
      file_name: file.name,
      id: id++,
      mime_type: file.mime,
      pages: options.extract ? await pdfPages(file.bytes) : file.pages,
    })
  }

  return docs
}

export interface Captured {
  event: string
  data: Record<string, unknown>
}

export function recorder(): {events: Captured[]; emit: (event: string, data: Record<string, unknown>) => void} {
  const events: Captured[] = []
  return {emit: (event, data) => events.push({data, event}), events}
}
