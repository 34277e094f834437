/**
 * The dossier a run validates: the documents of one space, with the text of their pages, read
 * afresh on every (re)call so that Mode A sees a document uploaded during the pause.
 */
import type {User} from '../auth.js'
import type {Db} from '../db/database.js'
import {spaceDocumentsWithPages, spaceExists, spaceRole} from '../documents/store.js'
import type {EngineDocument} from '../validation/engine.js'
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
 * The files of the dossier (connectors are live data sources, not pieces of a dossier),
 * oldest first, with their page texts (page 1 first).
 */
export function loadDossier(db: Db, dossierId: string): EngineDocument[] {
  return spaceDocumentsWithPages(db, dossierId)
    .filter((doc) => doc.doc_type === 'document')
    .map((doc) => ({created_at: doc.created_at, file_name: doc.file_name, id: doc.id, mime_type: doc.mime_type, pages: doc.pages}))
}
