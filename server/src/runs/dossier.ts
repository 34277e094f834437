/**
 * The dossier a run validates: the documents of one space, with the text of their pages, read
 * afresh on every (re)call so that Mode A sees a document uploaded during the pause.
 */
import type {User} from '../auth.js'
import type {Db} from '../db/database.js'
import {buffer} from 'node:stream/consumers'

import {spaceAccess, spaceDocumentsWithPages, spaceRole, type DocumentRow} from '../documents/store.js'
import type {BlobStore} from '../storage/blob-store.js'
import type {EngineDocument} from '../validation/engine.js'
import {pdfHasSignature} from '../validation/pdf-signature.js'
import {toolError} from './messages.js'
import type {RunLanguage} from './store.js'

/** Checks the space exists and the caller is a member: a tool error (not found / forbidden) otherwise. */
export async function requireDossierAccess(db: Db, user: User, dossierId: string, language: RunLanguage): Promise<void> {
  const space = await spaceAccess(db, user.id, dossierId)
  if (!space) throw toolError('not_found', 'dossier_not_found', language, {dossier_id: dossierId})
  if (!space.role) throw toolError('forbidden', 'dossier_forbidden', language, {dossier_id: dossierId})
}

/** Whether the user may see a run: its owner, or a member of its dossier's space. */
export async function canSeeRun(db: Db, user: User, run: {user_id: string; dossier_id: string}): Promise<boolean> {
  return run.user_id === user.id || (await spaceRole(db, user.id, run.dossier_id)) !== undefined
}

/**
 * Answering a paused run's question (Mode B) decides for the dossier: allowed to the run's starter
 * and to an owner or editor of its space; a viewer gets a `forbidden` tool error.
 */
export async function requireAnswerRight(db: Db, user: User, run: {id: string; user_id: string; dossier_id: string}, language: RunLanguage): Promise<void> {
  if (run.user_id === user.id) return
  const role = await spaceRole(db, user.id, run.dossier_id)
  if (role === 'owner' || role === 'editor') return
  throw toolError('forbidden', 'answer_forbidden', language, {dossier_id: run.dossier_id, role: role ?? 'none', run_id: run.id})
}

/** Id and doc_status of each file of the dossier (connectors excluded), oldest first. */
export async function dossierDocumentStatuses(db: Db, dossierId: string): Promise<Pick<DocumentRow, 'doc_status' | 'id'>[]> {
  return db.selectFrom('documents').select(['id', 'doc_status']).where('space_id', '=', dossierId).where('doc_type', '=', 'document').orderBy('id').execute()
}

/**
 * The files of the dossier (connectors are live data sources, not pieces of a dossier),
 * oldest first, with their page texts and positioned words (page 1 first). A document whose
 * ingestion failed comes with no pages (the engine asks a human what it is). For a PDF,
 * `pdf_signed` says whether the stored file carries a signature dictionary, which its text layer
 * cannot show.
 */
export async function loadDossier(ctx: {db: Db; blobs: BlobStore}, dossierId: string): Promise<EngineDocument[]> {
  const docs = (await spaceDocumentsWithPages(ctx.db, dossierId)).filter((doc) => doc.doc_type === 'document')
  const signed = await pdfSignatures(ctx.blobs, docs)
  return docs.map((doc) => ({
      created_at: doc.created_at,
      file_name: doc.file_name,
      id: doc.id,
      mime_type: doc.mime_type,
      pages: doc.pages,
      ...(doc.layout ? {layout: doc.layout} : {}),
      ...(doc.mime_type === 'application/pdf' ? {pdf_signed: signed.get(doc.id) ?? false} : {}),
    }))
}

/**
 * Whether each stored PDF carries a signature dictionary. A stored file never changes (its key is
 * new for every upload), so the answer is remembered per key: a run re-called in Mode A, or
 * resumed, does not fetch its PDFs from S3 again. At most PDF_READS_AT_ONCE files are read at once.
 */
async function pdfSignatures(blobs: BlobStore, docs: DocumentRow[]): Promise<Map<number, boolean>> {
  const result = new Map<number, boolean>()
  const todo = docs.filter((doc) => doc.mime_type === 'application/pdf' && doc.storage_path)
  const next = async (): Promise<void> => {
    for (let doc = todo.shift(); doc; doc = todo.shift()) result.set(doc.id, await storedPdfSigned(blobs, doc.storage_path!))
  }

  await Promise.all(Array.from({length: PDF_READS_AT_ONCE}, next))
  return result
}

const PDF_READS_AT_ONCE = 4
/** Remembered answers, per store and key; cleared whole when it reaches its cap (a plain bound on memory). */
const signatureCache = new WeakMap<BlobStore, Map<string, boolean>>()
const SIGNATURE_CACHE_CAP = 100_000

async function storedPdfSigned(blobs: BlobStore, key: string): Promise<boolean> {
  let cache = signatureCache.get(blobs)
  if (!cache) signatureCache.set(blobs, (cache = new Map()))
  const known = cache.get(key)
  if (known !== undefined) return known
  let signed: boolean
  try {
    const blob = await blobs.open(key)
    signed = blob ? pdfHasSignature(await buffer(blob.body)) : false
  } catch {
    // The file is gone, unreadable or the store failed: the engine still has the text; no
    // signature seen (and nothing remembered, so the next load asks again).
    return false
  }

  if (cache.size >= SIGNATURE_CACHE_CAP) cache.clear()
  cache.set(key, signed)
  return signed
}
