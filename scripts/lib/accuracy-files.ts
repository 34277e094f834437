/**
 * Files as people send them, for `npm run bench:accuracy`: a corpus dossier's documents put into
 * one PDF (its payslips, or the whole dossier), read as the engine reads a file that holds several
 * documents (server/src/validation/segment.ts), with the truth of every page.
 */
import type {CorpusDocument} from '../../server/src/corpus/types.js'
import type {EngineDocument} from '../../server/src/validation/engine.js'
import type {Profile} from '../../server/src/validation/profile.js'
import {splitDocument} from '../../server/src/validation/segment.js'

/** A corpus document and how the engine sees it (its reading). */
export interface ReadDocument {
  entry: CorpusDocument
  engine: EngineDocument
}

/** One file made of several corpus documents, and which pages each one is. */
export interface CombinedFile {
  engine: EngineDocument
  sources: {entry: CorpusDocument; firstPage: number; lastPage: number}[]
}

/** The documents' pages, in order, as one file (`id`, `fileName`); page numbers run on through the file. */
export function combine(id: number, fileName: string, documents: readonly ReadDocument[]): CombinedFile {
  const sources: CombinedFile['sources'] = []
  const pages: string[] = []
  const layout: NonNullable<EngineDocument['layout']> = []
  for (const {engine, entry} of documents) {
    const first = pages.length + 1
    pages.push(...engine.pages)
    for (const [index, page] of (engine.layout ?? []).entries()) layout.push({...page, page: first + index})
    sources.push({entry, firstPage: first, lastPage: pages.length})
  }

  const complete = layout.length === pages.length
  return {engine: {created_at: documents[0].engine.created_at, file_name: fileName, id, mime_type: 'application/pdf', pages, ...(complete ? {layout} : {})}, sources}
}

/** The corpus document a page of a combined file comes from. */
export function sourceOf(file: CombinedFile, page: number): CorpusDocument | undefined {
  return file.sources.find((s) => page >= s.firstPage && page <= s.lastPage)?.entry
}

/** How the engine cuts a combined file, against the truth: cuts where a document starts, cuts inside one, documents not cut off. */
export function cutsOf(profile: Profile, file: CombinedFile, refDate: string): {parts: number; right: number; inside: number; missed: number} {
  const parts = splitDocument(profile, file.engine, refDate)
  const starts = new Set(parts.map((p) => p.part?.first_page ?? 1))
  const truth = new Set(file.sources.map((s) => s.firstPage))
  let right = 0
  let inside = 0
  for (const start of starts) {
    if (truth.has(start)) right++
    else inside++
  }

  return {inside, missed: [...truth].filter((start) => !starts.has(start)).length, parts: parts.length, right}
}
