/**
 * What the chat may read and do, per user: the documents visible to the caller (the rule of
 * docs/protocol.md: in a space the user is a member of, or space-less and owned by the user),
 * their extracted pages cut into passages, and the delete permission. Every query here filters by
 * the caller, so no unreadable document can reach an answer, a source or a prompt option.
 */
import type {User} from '../auth.js'
import type {Db} from '../db/database.js'

import {accessFor, type DocumentRow} from '../documents/store.js'
import {fold, passages, words} from './text.js'

/** A document row plus the name of its space (for prompt options and sources). */
export type ReadableDocument = DocumentRow & {space_name: null | string}

export interface Passage {
  document_id: number
  file_name: string
  space_id: null | string
  space_name: null | string
  page: number
  passage: string
}

/** A SQL condition (alias `d`) for documents the user may read; binds the user id twice. */
const VISIBLE = `(d.space_id IN (SELECT space_id FROM space_members WHERE user_id = ?) OR (d.space_id IS NULL AND d.owner_id = ?))`
/** Documents with extracted text only: those still processing or failed have no reliable pages. */
const SEARCHABLE = `d.doc_status NOT IN ('processing', 'failed')`

const DOCUMENT_COLUMNS = `d.*, s.name AS space_name`

/** The documents the user may read, optionally in one space (`null` = the user's space-less documents). */
export function readableDocuments(db: Db, userId: string, scope?: null | string): ReadableDocument[] {
  const where = [VISIBLE]
  const params: (null | string)[] = [userId, userId]
  if (scope === null) where.push('d.space_id IS NULL')
  else if (scope !== undefined) {
    where.push('d.space_id = ?')
    params.push(scope)
  }

  return db
    .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM documents d LEFT JOIN spaces s ON s.id = d.space_id WHERE ${where.join(' AND ')} ORDER BY d.id`)
    .all(...params) as unknown as ReadableDocument[]
}

/** One readable document, or undefined when it does not exist or the user may not read it. */
export function readableDocument(db: Db, userId: string, id: number): ReadableDocument | undefined {
  return db
    .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM documents d LEFT JOIN spaces s ON s.id = d.space_id WHERE d.id = ? AND ${VISIBLE}`)
    .get(id, userId, userId) as ReadableDocument | undefined
}

/** Passages (~400 characters) of every readable, extracted page, optionally within one scope. */
export function readablePassages(db: Db, userId: string, scope?: null | string, documentId?: number): Passage[] {
  const where = [VISIBLE, SEARCHABLE]
  const params: (null | number | string)[] = [userId, userId]
  if (scope === null) where.push('d.space_id IS NULL')
  else if (scope !== undefined) {
    where.push('d.space_id = ?')
    params.push(scope)
  }

  if (documentId !== undefined) {
    where.push('d.id = ?')
    params.push(documentId)
  }

  const rows = db
    .prepare(
      `SELECT d.id AS document_id, d.file_name, d.space_id, s.name AS space_name, p.page, p.text
       FROM document_pages p JOIN documents d ON d.id = p.document_id LEFT JOIN spaces s ON s.id = d.space_id
       WHERE ${where.join(' AND ')} ORDER BY d.id, p.page`,
    )
    .all(...params) as unknown as (Omit<Passage, 'passage'> & {text: string})[]
  const out: Passage[] = []
  for (const {text, ...row} of rows) for (const passage of passages(text)) out.push({...row, passage})
  return out
}

/** Whether the user is a member of the space (any role). */
export function isSpaceMember(db: Db, userId: string, spaceId: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM space_members WHERE space_id = ? AND user_id = ?').get(spaceId, userId))
}

/** docs/protocol.md: the document's uploader or the owner of its space may delete it (the documents API's rule). */
export function canDelete(db: Db, user: User, doc: ReadableDocument): boolean {
  return accessFor(db, user, doc).can_delete
}

/** The file name without its extension, folded: "Facture-Janvier.PDF" → "facture-janvier". */
function baseName(name: string): string {
  return fold(name).replace(/\.[a-z0-9]{1,5}$/, '')
}

/**
 * The readable documents a name in a query designates ("facture.pdf", "la facture", "report"):
 * exact file names first; otherwise names without extension; otherwise names that contain every
 * word of the target. Returns [] when nothing matches.
 */
export function matchDocuments(docs: ReadableDocument[], target: string): ReadableDocument[] {
  const wanted = fold(target).trim().replace(/^["'«“\s]+|["'»”\s]+$/g, '')
  if (!wanted) return []
  const exact = docs.filter((d) => fold(d.file_name) === wanted)
  if (exact.length > 0) return exact
  const bare = wanted.replace(/\.[a-z0-9]{1,5}$/, '')
  const sameBase = docs.filter((d) => baseName(d.file_name) === bare)
  if (sameBase.length > 0) return sameBase
  const targetWords = words(bare).filter((w) => w.length > 1)
  if (targetWords.length === 0) return []
  return docs.filter((d) => {
    const nameWords = words(baseName(d.file_name))
    return targetWords.every((w) => nameWords.some((n) => n === w || n.startsWith(w) || (w.length > 3 && n.startsWith(w.replace(/[sx]$/, '')))))
  })
}
