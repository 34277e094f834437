/**
 * Document queries shared by the routes, chat and validation: who may see a document, what the
 * caller may do with it, and how a row becomes the API's Document JSON. Everything here is
 * synchronous (node:sqlite), so a read-check-write sequence without an `await` is atomic.
 */
import type {User} from '../auth.js'
import type {Db} from '../db/database.js'
import {diskReserve} from '../db/disk-full.js'
import {forbidden, notFound} from '../http/problem.js'
import type {BlobStore} from '../storage/blob-store.js'
import {unpackWords, type PageLayout, type StoredWord, type TextMethod} from '../validation/layout.js'

export type SpaceRole = 'editor' | 'owner' | 'viewer'
export type DocStatus = 'completed' | 'failed' | 'processing' | 'ready'

/** A row of the `documents` table. */
export interface DocumentRow {
  id: number
  file_name: string
  mime_type: string
  size: number
  doc_type: 'connector' | 'document'
  doc_status: DocStatus
  num_pages: null | number
  space_id: null | string
  folder_id: string
  owner_id: string
  /** Relative to the data directory (`files/<uuid>`); null for connectors. */
  storage_path: null | string
  sha256: null | string
  /** JSON text; connectors only. */
  file_infos: null | string
  search_enabled: number
  status_detail: null | string
  created_at: string
}

/** `_access` of the single read (docs/protocol.md, Documents). */
export interface Access {
  type: SpaceRole
  can_edit: boolean
  can_delete: boolean
}

/** The storage "bucket" the local service reports: `<data-dir>/files`, presented S3-style. */
export const LOCAL_BUCKET = 'svc-local'

/** The List fields of a Document (spec: Resources, Document). */
export function toListJson(row: DocumentRow): Record<string, unknown> {
  return {
    id: row.id,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size: row.size,
    doc_type: row.doc_type,
    doc_status: row.doc_status,
    num_pages: row.num_pages,
    space_id: row.space_id,
    folder_id: row.folder_id,
    created_at: row.created_at,
  }
}

/**
 * The single-document read: list fields plus storage location (non-connectors only),
 * file_infos (connectors only), search_enabled, status_detail and the caller's `_access`; while
 * the document is `processing`, `processing` says how far its ingestion is (ingest/jobs.ts jobProgress).
 */
export function toDetailJson(row: DocumentRow, access: Access, processing?: object): Record<string, unknown> {
  const body = toListJson(row)
  if (row.doc_type === 'connector') {
    body.file_infos = parseJsonObject(row.file_infos)
  } else {
    const key = bucketKey(row)
    body.s3_path = `s3://${LOCAL_BUCKET}/${key}`
    body.bucket_name = LOCAL_BUCKET
    body.bucket_path = key
  }

  body.search_enabled = Boolean(row.search_enabled)
  body.status_detail = row.status_detail
  if (row.doc_status === 'processing') body.processing = processing ?? null
  body._access = access
  return body
}

/** The object key inside the local bucket: the stored file's path under `<data-dir>/files`. */
function bucketKey(row: DocumentRow): string {
  return (row.storage_path ?? '').replace(/^files\//, '')
}

function parseJsonObject(text: null | string): Record<string, unknown> {
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The user's role in a space, or undefined when not a member (or the space does not exist). */
export function spaceRole(db: Db, userId: string, spaceId: string): SpaceRole | undefined {
  const row = db.prepare('SELECT role FROM space_members WHERE space_id = ? AND user_id = ?').get(spaceId, userId) as
    | {role: SpaceRole}
    | undefined
  return row?.role
}

export function spaceExists(db: Db, spaceId: string): boolean {
  return db.prepare('SELECT 1 FROM spaces WHERE id = ?').get(spaceId) !== undefined
}

/**
 * Checks the caller may read a space: 404 when it does not exist, 403 when the caller is not a
 * member. Returns the caller's role.
 */
export function requireSpaceRole(db: Db, user: User, spaceId: string, allowed: SpaceRole[] = ['owner', 'editor', 'viewer']): SpaceRole {
  if (!spaceExists(db, spaceId)) throw notFound(`Space ${spaceId} does not exist.`, 'space_not_found')
  const role = spaceRole(db, user.id, spaceId)
  if (!role) throw forbidden(`You are not a member of space ${spaceId}.`)
  if (!allowed.includes(role)) {
    throw forbidden(`Your role in space ${spaceId} is ${role}; this needs ${allowed.join(' or ')}.`)
  }

  return role
}

/** SQL condition (with two `?` for the user id) selecting the documents visible to a user. */
const VISIBLE = `((d.space_id IS NOT NULL AND d.space_id IN (SELECT space_id FROM space_members WHERE user_id = ?))
  OR (d.space_id IS NULL AND d.owner_id = ?))`

/** One page of the documents visible to the user (optionally in one space), ascending id. */
export function listVisibleDocuments(
  db: Db,
  user: User,
  options: {spaceId?: string; limit: number; offset: number},
): {rows: DocumentRow[]; total: number} {
  const where = options.spaceId ? `${VISIBLE} AND d.space_id = ?` : VISIBLE
  const params = options.spaceId ? [user.id, user.id, options.spaceId] : [user.id, user.id]
  const rows = db
    .prepare(`SELECT d.* FROM documents d WHERE ${where} ORDER BY d.id LIMIT ? OFFSET ?`)
    .all(...params, options.limit, options.offset) as unknown as DocumentRow[]
  const {total} = db.prepare(`SELECT count(*) AS total FROM documents d WHERE ${where}`).get(...params) as {total: number}
  return {rows, total}
}

/** Every document of a space visible to the user (all of them for a member), ascending id. */
export function visibleDocumentsInSpace(db: Db, user: User, spaceId: string): DocumentRow[] {
  return db
    .prepare(`SELECT d.* FROM documents d WHERE ${VISIBLE} AND d.space_id = ? ORDER BY d.id`)
    .all(user.id, user.id, spaceId) as unknown as DocumentRow[]
}

/** A document row by id, whoever may see it (internal use: check visibility separately). */
export function getDocumentRow(db: Db, id: number): DocumentRow | undefined {
  return db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as unknown as DocumentRow | undefined
}

/** The document if the user may see it, else undefined (unknown and invisible look the same). */
export function getVisibleDocument(db: Db, user: User, id: number): DocumentRow | undefined {
  return db.prepare(`SELECT d.* FROM documents d WHERE d.id = ? AND ${VISIBLE}`).get(id, user.id, user.id) as unknown as
    | DocumentRow
    | undefined
}

/** Like getVisibleDocument, but a 404 problem when the document is unknown or invisible. */
export function requireVisibleDocument(db: Db, user: User, id: number): DocumentRow {
  const row = getVisibleDocument(db, user, id)
  if (!row) throw notFound(`Document ${id} does not exist or is not visible to you.`)
  return row
}

/**
 * What the user may do with a (visible) document. `type` is `owner` for the uploader and the
 * space's owners, else the space role. Editing: owner or editor. Deleting: the uploader or an
 * owner of the space (an editor may not delete other people's documents).
 */
export function accessFor(db: Db, user: User, doc: DocumentRow): Access {
  const role = doc.space_id ? spaceRole(db, user.id, doc.space_id) : undefined
  const uploader = doc.owner_id === user.id
  const type: SpaceRole = uploader || role === 'owner' ? 'owner' : (role ?? 'viewer')
  return {
    type,
    can_edit: type === 'owner' || type === 'editor',
    can_delete: uploader || role === 'owner',
  }
}

/** The text of each page of a document, page 1 first (empty for connectors and images). */
export function documentPages(db: Db, documentId: number): string[] {
  const rows = db.prepare('SELECT text FROM document_pages WHERE document_id = ? ORDER BY page').all(documentId) as {text: string}[]
  return rows.map((r) => r.text)
}

interface PageRow {
  text: string
  layout: null | string
  width: null | number
  height: null | number
  rotation: null | number
  method: null | TextMethod
  confidence: null | number
}

/**
 * The positioned words of each page, page 1 first, as ingestion stored them; undefined when some
 * page has none (stored before layouts existed): readers then lay the text out themselves.
 */
function layoutsOf(rows: (PageRow & {page: number})[]): PageLayout[] | undefined {
  if (rows.length === 0 || rows.some((r) => r.layout === null)) return undefined
  return rows.map((r) => ({
    ...(r.confidence === null ? {} : {confidence: r.confidence}),
    height: r.height ?? 0,
    method: r.method ?? 'pdf-text',
    page: r.page,
    ...(r.rotation === null ? {} : {rotation: r.rotation}),
    width: r.width ?? 0,
    words: unpackWords(JSON.parse(r.layout as string) as StoredWord[]),
  }))
}

/** The documents of a space with their page texts and layouts: what the validation engine reads. */
export function spaceDocumentsWithPages(db: Db, spaceId: string): (DocumentRow & {pages: string[]; layout?: PageLayout[]})[] {
  const rows = db.prepare('SELECT * FROM documents WHERE space_id = ? ORDER BY id').all(spaceId) as unknown as DocumentRow[]
  const pagesOf = db.prepare('SELECT page, text, layout, width, height, rotation, method, confidence FROM document_pages WHERE document_id = ? ORDER BY page')
  return rows.map((row) => {
    const pages = pagesOf.all(row.id) as unknown as (PageRow & {page: number})[]
    const layout = layoutsOf(pages)
    return {...row, pages: pages.map((p) => p.text), ...(layout ? {layout} : {})}
  })
}

/**
 * Deletes a document the user may see and delete: 404 when invisible, 403 without permission.
 * The row (and its pages, by cascade) goes first; then the stored file, so a failed unlink
 * never leaves a row pointing at nothing.
 */
export function deleteDocument(ctx: {db: Db; dataDir: string; blobs: BlobStore}, user: User, id: number): DocumentRow {
  const row = requireVisibleDocument(ctx.db, user, id)
  const access = accessFor(ctx.db, user, row)
  if (!access.can_delete) {
    throw forbidden(`You may not delete document ${id}: your role is ${access.type}; only its uploader or a space owner can.`)
  }

  // Deleting is how a user frees space, so it must work on a full disk too: SQLite needs room in
  // its WAL even to delete, which the disk reserve gives back (db/disk-full.ts).
  const reserve = diskReserve(ctx)
  reserve.withReserve(() => ctx.db.prepare('DELETE FROM documents WHERE id = ?').run(id))
  // The local store deletes at once (the reserve below needs the space); an S3 object goes in the
  // background: the document is already gone, and a failure leaves an orphan object, logged.
  if (row.storage_path) {
    void ctx.blobs.delete(row.storage_path).catch((error: Error) => process.stderr.write(`svc-server: document ${id} deleted, but ${error.message}\n`))
  }

  // Space was freed: put the reserve back if it was used (best effort).
  if (!reserve.present) reserve.ensure()
  return row
}
