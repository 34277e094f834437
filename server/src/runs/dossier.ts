/**
 * The dossier a run validates: the documents of one space, with the text of their pages, read
 * afresh on every (re)call so that Mode A sees a document uploaded during the pause.
 */
import type {User} from '../auth.js'
import type {Db} from '../db/database.js'
import {readFileSync} from 'node:fs'

import {spaceDocumentsWithPages, spaceExists, spaceRole, storedFilePath, type DocumentRow} from '../documents/store.js'
import type {EngineDocument} from '../validation/engine.js'
import {pdfHasSignature} from '../validation/pdf-signature.js'
import {toolError} from './messages.js'
import type {RunLanguage} from './store.js'

/** Checks the space exists and the caller is a member: a tool error (not found / forbidden) otherwise. */
export function requireDossierAccess(db: Db, user: User, dossierId: string, language: RunLanguage): void {
  if (!spaceExists(db, dossierId)) throw toolError('not_found', 'dossier_not_found', language, {dossier_id: dossierId})
  if (!spaceRole(db, user.id, dossierId)) throw toolError('forbidden', 'dossier_forbidden', language, {dossier_id: dossierId})
}

/** Whether the user may see a run: its owner, or a member of its dossier's space. */
export function canSeeRun(db: Db, user: User, run: {user_id: string; dossier_id: string}): boolean {
  return run.user_id === user.id || spaceRole(db, user.id, run.dossier_id) !== undefined
}

/**
 * Answering a paused run's question (Mode B) decides for the dossier: allowed to the run's starter
 * and to an owner or editor of its space; a viewer gets a `forbidden` tool error.
 */
export function requireAnswerRight(db: Db, user: User, run: {id: string; user_id: string; dossier_id: string}, language: RunLanguage): void {
  if (run.user_id === user.id) return
  const role = spaceRole(db, user.id, run.dossier_id)
  if (role === 'owner' || role === 'editor') return
  throw toolError('forbidden', 'answer_forbidden', language, {dossier_id: run.dossier_id, role: role ?? 'none', run_id: run.id})
}

/** Id and doc_status of each file of the dossier (connectors excluded), oldest first. */
export function dossierDocumentStatuses(db: Db, dossierId: string): Pick<DocumentRow, 'doc_status' | 'id'>[] {
  return db.prepare("SELECT id, doc_status FROM documents WHERE space_id = ? AND doc_type = 'document' ORDER BY id").all(dossierId) as unknown as Pick<
    DocumentRow,
    'doc_status' | 'id'
  >[]
}

/**
 * The files of the dossier (connectors are live data sources, not pieces of a dossier),
 * oldest first, with their page texts and positioned words (page 1 first). A document whose
 * ingestion failed comes with no pages (the engine asks a human what it is). For a PDF,
 * `pdf_signed` says whether the stored file carries a signature dictionary, which its text layer
 * cannot show.
 */
export function loadDossier(ctx: {db: Db; dataDir: string}, dossierId: string): EngineDocument[] {
  return spaceDocumentsWithPages(ctx.db, dossierId)
    .filter((doc) => doc.doc_type === 'document')
    .map((doc) => ({
      created_at: doc.created_at,
      file_name: doc.file_name,
      id: doc.id,
      mime_type: doc.mime_type,
      pages: doc.pages,
      ...(doc.layout ? {layout: doc.layout} : {}),
      ...(doc.mime_type === 'application/pdf' ? {pdf_signed: storedPdfSigned(ctx.dataDir, doc)} : {}),
    }))
}

function storedPdfSigned(dataDir: string, doc: DocumentRow): boolean {
  const path = storedFilePath(dataDir, doc)
  if (!path) return false
  try {
    return pdfHasSignature(readFileSync(path))
  } catch {
    // The file is gone or unreadable: the engine still has the text; no signature seen.
    return false
  }
}
