/**
 * Document queries shared by the routes, chat and validation: who may see a document, what the
 * caller may do with it, and how a row becomes the API's Document JSON (Kysely, either backend).
 */
import type {User} from '../auth.js'
import {sql, type RawBuilder, type Selectable, type SqlBool} from 'kysely'

import {compiledQuery} from '../db/compiled.js'
import {dialectOf, type Db} from '../db/database.js'
import {MAX_INTEGER_ID, type DocumentsTable} from '../db/schema.js'
import {LIST_ROW_JSON} from '../db/migrations/009-list-rows-index.js'
import {diskReserve} from '../db/disk-full.js'
import {forbidden, notFound} from '../http/problem.js'
import {pageCacheOf, pageKey, type ListPage, type VersionedScope} from './page-cache.js'
import type {BlobStore} from '../storage/blob-store.js'
import {unpackWords, type PageLayout, type StoredWord, type TextMethod} from '../validation/layout.js'

export type SpaceRole = 'editor' | 'owner' | 'viewer'
export type DocStatus = 'completed' | 'failed' | 'processing' | 'ready'

/** A row of the `documents` table (its columns are described in db/schema.ts). */
export type DocumentRow = Selectable<DocumentsTable>

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
export async function spaceRole(db: Db, userId: string, spaceId: string): Promise<SpaceRole | undefined> {
  return (await spaceAccess(db, userId, spaceId))?.role
}

/** Whether the space exists (undefined when it does not) and the user's role in it (undefined when not a member): one read. */
export async function spaceAccess(db: Db, userId: string, spaceId: string): Promise<{role: SpaceRole | undefined} | undefined> {
  const [space] = await spaceWithRoleQuery(db, '', spaceId, userId)
  return space && {role: space.role ?? undefined}
}

/**
 * The space (a row when it exists) with the user's role in it (null when not a member): one hot
 * read (db/compiled.ts) for the check every space-filtered list and upload makes. As two Kysely
 * queries one after the other it cost a space-filtered first page on PostgreSQL two more round
 * trips, each with its statement parsed and planned again (32 clients: 4,000 req/s against
 * 13,000 for the unfiltered first page).
 */
const spaceWithRoleQuery = compiledQuery('space-with-role', (db, _shape, spaceId: string, userId: string) =>
  db
    .selectFrom('spaces as s')
    .leftJoin('space_members as m', (join) => join.onRef('m.space_id', '=', 's.id').on('m.user_id', '=', userId))
    .select(['s.id', 'm.role'])
    .where('s.id', '=', spaceId),
)

/**
 * Checks the caller may read a space: 404 when it does not exist, 403 when the caller is not a
 * member. Returns the caller's role.
 */
export async function requireSpaceRole(db: Db, user: User, spaceId: string, allowed: SpaceRole[] = ['owner', 'editor', 'viewer']): Promise<SpaceRole> {
  const space = await spaceAccess(db, user.id, spaceId)
  if (!space) throw notFound(`Space ${spaceId} does not exist.`, 'space_not_found')
  const {role} = space
  if (!role) throw forbidden(`You are not a member of space ${spaceId}.`)
  if (!allowed.includes(role)) {
    throw forbidden(`Your role in space ${spaceId} is ${role}; this needs ${allowed.join(' or ')}.`)
  }

  return role
}

/** The condition selecting the documents (aliased `d`) visible to a user: in a space they are a member of, or their own outside spaces. */
export function visibleTo(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`((d.space_id IS NOT NULL AND d.space_id IN (SELECT space_id FROM space_members WHERE user_id = ${userId}))
  OR (d.space_id IS NULL AND d.owner_id = ${userId}))`
}

/** A position in the list: after document `after`, which was row `offset` - 1 of the listing. */
export interface ListCursor {
  after: number
  offset: number
}

/**
 * The `next` cursor of a page: opaque to clients (docs/protocol.md, Documents), here the last id
 * and the offset of the next page, so that a page reached by cursor still reports its offset.
 */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.after}:${cursor.offset}`).toString('base64url')
}

/** The cursor a client sent back, or undefined when it is not one of ours (the route answers 400). */
export function decodeCursor(text: string): ListCursor | undefined {
  const match = /^(\d{1,15}):(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('latin1'))
  if (!match || encodeCursor({after: Number(match[1]), offset: Number(match[2])}) !== text) return undefined
  // Not a cursor this service issued: no document has a larger id.
  if (Number(match[1]) > MAX_INTEGER_ID) return undefined
  return {after: Number(match[1]), offset: Number(match[2])}
}

/**
 * The most scopes (member spaces, plus the user's space-less documents) one page query merges on
 * SQLite; above, a page is a query per group of them (groupedPage), so that the SQL text, and the
 * number of compiled shapes (one per number of scopes merged), stay bounded. PostgreSQL reads any
 * number of scopes in one statement (lateralPage).
 */
const MAX_MERGED_SCOPES = 32

/** A scope the user sees: a space, or the user's own space-less documents; `version` and `contentVersion` from document_counts (page-cache.ts). */
type Scope = VersionedScope

const countsQuery = compiledQuery('document-counts', (db, shape, id: string) =>
  db
    .selectFrom('document_counts')
    .select(['scope_kind', 'scope_id', 'n', 'version', 'content_version'])
    .where((eb) =>
      shape === 'space'
        ? eb.and([eb('scope_kind', '=', sql.lit('space')), eb('scope_id', '=', id)])
        : eb.or([
            eb.and([eb('scope_kind', '=', sql.lit('space')), eb('scope_id', 'in', eb.selectFrom('space_members').select('space_id').where('user_id', '=', id))]),
            eb.and([eb('scope_kind', '=', sql.lit('owner')), eb('scope_id', '=', id)]),
          ]),
    )
    .where('n', '>', sql.lit(0))
    .orderBy('scope_kind')
    .orderBy('scope_id'),
)

/**
 * The scopes whose documents the user sees and that hold any (one space when filtered, else each
 * member space and the user's space-less documents), with the total: one read of the counts the
 * triggers keep (migration 006) instead of a `count(*)` over every visible row.
 */
async function visibleScopes(db: Db, user: User, spaceId?: string): Promise<{scopes: Scope[]; total: number}> {
  const rows = spaceId ? await countsQuery(db, 'space', spaceId) : await countsQuery(db, 'user', user.id)
  return {scopes: rows.map((r) => ({contentVersion: Number(r.content_version), id: r.scope_id, kind: r.scope_kind, version: Number(r.version)})), total: rows.reduce((sum, r) => sum + Number(r.n), 0)}
}

/**
 * The ids of one scope after `after` (up to `upTo` when given), ascending: an ordered range of
 * `documents_space` (space_id, id), or of `documents_personal` (owner_id, id) where space_id is null;
 * with `rows`, also their rows' JSON, from those indexes' twins (LIST_ROW_COLUMNS).
 */
function scopeIds(kind: string, scopeId: unknown, after: unknown, upTo?: unknown, rows = false) {
  const where = kind === 'space' ? sql`space_id = ${scopeId}` : sql`owner_id = ${scopeId} AND space_id IS NULL`
  return sql`SELECT ${rows ? LIST_ROW_COLUMNS : sql`id`} FROM documents WHERE ${where} AND id > ${after}${upTo === undefined ? sql`` : sql` AND id <= ${upTo}`} ORDER BY id`
}

/**
 * On SQLite, a range's ids with their rows' Document JSON (`j`), read from the indexes that hold it
 * (migration 009: `documents_space_rows`, `documents_personal_rows`) in the range's order.
 */
const LIST_ROW_COLUMNS = sql`id, ${sql.raw(LIST_ROW_JSON)} AS j`

/** The fields of a list row, in the order toListJson gives them (spec: Resources, Document). */
const LIST_FIELDS = ['id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'folder_id', 'created_at'] as const

export type {ListPage} from './page-cache.js'

/**
 * On SQLite, a list page is its rows' ids and Document JSON (`j`), each row an array of the two
 * (HotReadOptions `arrays`), joined in JavaScript: the JSON is written by the database, kept in
 * the indexes the page is read from (LIST_ROW_COLUMNS), so it is neither built per page nor
 * stringified from row objects. Measured (100k documents, other work between queries as in the
 * service): rows as arrays 72-88 µs, the same rows aggregated by the database (group_concat with
 * ORDER BY, which sorts them again in a temporary B-tree) 100-126 µs, rows as objects 90-113 µs.
 * A page of given ids (a grouped page) reads each row by its key and writes its JSON. Not on
 * PostgreSQL: its JSON functions tripled the query's execution time (0.2 -> 0.36-0.67 ms for 50
 * rows), while pg's rows are plain objects that JSON.stringify writes quickly (listPageOf).
 */
const SQLITE_LIST_ROW = [sql<number>`id`.as('id'), sql<string>`j`.as('j')]

/** Whether a page query's rows come as arrays on SQLite's hot path: a list page's (id, j). */
function listRowsAsArrays(shape: string) {
  return shape.startsWith('list:') ? {arrays: true} : undefined
}

interface ListOptions {
  spaceId?: string
  limit: number
  offset: number
  /** Only ids above this one (the cursor's). */
  after?: number
}

/**
 * The ids of a page, as a subquery. Shape `<scope kinds>` (`s`, `so`...) reads each scope's
 * ordered index range from `after` (at most `span` ids each) and merges them; arguments: after,
 * limit, offset, span (offset + limit), then one id per scope. `<scope kinds>:split` (a deep offset
 * over several scopes, splitByAnchors) starts each scope after its own id and stops every scope at
 * `after` (the upper bound; `:split-open` has none): the scope arguments are then id, after-id
 * pairs. `ids`: the ids themselves, a JSON array (a page merged from several queries: groupedPage).
 * `lateral:<o><u>` (PostgreSQL, lateralPage): the spaces' ranges as one lateral join over their
 * ids and starts (comma-separated lists: space ids are UUIDs), after the owner's range (`o`), up to `after` (`u`); the
 * scope arguments: owner id, owner start, space ids, space starts. `rows`: a single scope's ids with
 * their rows' JSON (LIST_ROW_COLUMNS, SQLite).
 */
function pageIds(db: Db, shape: string, after: number, limit: number, offset: number, span: number, scopeIdsArgs: (number | string)[], rows = false): RawBuilder<unknown> {
  const [kinds, split] = shape.split(':')
  const page = sql`LIMIT ${limit} OFFSET ${offset}`
  const kindOf = (kind: string) => (kind === 's' ? 'space' : 'owner')
  if (kinds === 'lateral') {
    const [ownerId, ownerAfter, spaceIds, spaceAfters] = scopeIdsArgs
    const upTo = split.includes('u') ? after : undefined
    const spaces = sql`SELECT r.id FROM unnest(string_to_array(${spaceIds}, ','), CAST(string_to_array(${spaceAfters}, ',') AS integer[])) AS g(space_id, after_id)
      CROSS JOIN LATERAL (${scopeIds('space', sql.ref('g.space_id'), sql.ref('g.after_id'), upTo)} LIMIT ${span}) AS r`
    const ranges = split.includes('o') ? [sql`SELECT id FROM (${scopeIds('owner', ownerId, ownerAfter, upTo)} LIMIT ${span}) AS o`, spaces] : [spaces]
    return sql`(SELECT id FROM (${sql.join(ranges, sql` UNION ALL `)}) AS merged ORDER BY id ${page})`
  }

  if (kinds === 'ids') {
    return dialectOf(db) === 'postgres'
      ? sql`(SELECT CAST(json_array_elements_text(CAST(${scopeIdsArgs[0]} AS json)) AS integer))`
      : sql`(SELECT value FROM json_each(${scopeIdsArgs[0]}))`
  }

  if (split) {
    const ranges = [...kinds].map((kind, index) => {
      const range = scopeIds(kindOf(kind), scopeIdsArgs[2 * index], scopeIdsArgs[2 * index + 1], split === 'split' ? after : undefined)
      return sql`SELECT id FROM (${range} LIMIT ${span}) AS ${sql.raw(`s${index}`)}`
    })
    return sql`(SELECT id FROM (${sql.join(ranges, sql` UNION ALL `)}) AS merged ORDER BY id ${page})`
  }

  if (kinds.length === 1) return sql`(${scopeIds(kindOf(kinds), scopeIdsArgs[0], after, undefined, rows)} ${page})`
  const ranges = [...kinds].map((kind, index) => sql`SELECT id FROM (${scopeIds(kindOf(kind), scopeIdsArgs[index], after)} LIMIT ${span}) AS ${sql.raw(`s${index}`)}`)
  return sql`(SELECT id FROM (${sql.join(ranges, sql` UNION ALL `)}) AS merged ORDER BY id ${page})`
}

/** One group's ids of a grouped page (groupedPage): pageIds' shapes and arguments. */
const pageIdsQuery = compiledQuery('document-page-ids', (db, shape, after: number, limit: number, offset: number, span: number, ...scopeIdsArgs: (number | string)[]) =>
  db.selectFrom(sql`${pageIds(db, shape, after, limit, offset, span, scopeIdsArgs)}`.as('p')).select(sql<number>`id`.as('id')),
)

/** One page of rows (`list` on SQLite: ids and JSON, SQLITE_LIST_ROW): shape `<columns>:<pageIds' shape>` (`list:s`, `all:so`, `list:so:split`, `all:ids`...), pageIds' arguments. */
const pageQuery = compiledQuery(
  'document-page',
  (db, shape, after: number, limit: number, offset: number, span: number, ...scopeIdsArgs: (number | string)[]) => {
    const [columns, ...kinds] = shape.split(':')
    // SQLite's list page of one scope from its range itself, rows and their JSON read from the index
    // (LIST_ROW_COLUMNS). Several scopes' ranges merge their ids, then each row is read by its key:
    // carrying the JSON through the merge sorted it in temporary B-trees (three scopes: 330-420
    // against 185-245 µs).
    if (columns === 'list' && dialectOf(db) === 'sqlite') {
      const rows = /^[so]$/u.test(kinds.join(':'))
        ? pageIds(db, kinds.join(':'), after, limit, offset, span, scopeIdsArgs, true)
        : sql`(SELECT ${LIST_ROW_COLUMNS} FROM documents WHERE id IN ${pageIds(db, kinds.join(':'), after, limit, offset, span, scopeIdsArgs)})`
      return db.selectFrom(sql`${rows}`.as('p')).select(SQLITE_LIST_ROW as never).orderBy(sql`id`)
    }

    const ids = pageIds(db, kinds.join(':'), after, limit, offset, span, scopeIdsArgs)
    // PostgreSQL: the ids as an array read by the primary key. With `IN (subquery)` its planner
    // chose a hash semi-join over a scan of every document (1,000: 0.2-6 ms against 0.1 ms).
    const chosen = dialectOf(db) === 'postgres' ? sql<boolean>`d.id = ANY(ARRAY${ids})` : sql<boolean>`d.id IN ${ids}`
    const from = db.selectFrom('documents as d').where(chosen)
    if (columns !== 'list') return from.orderBy('d.id').selectAll('d')
    return from.orderBy('d.id').select(LIST_FIELDS.map((field) => sql.ref(`d.${field}`)) as never)
  },
  listRowsAsArrays,
)

/**
 * One page of the documents visible to the user (optionally in one space), ascending id, after
 * the cursor's id when given, skipping `offset` rows, and the total. Its cost follows the page,
 * not the number of documents: one scope is an ordered index range read from the cursor (a deep
 * page by cursor is as cheap as the first); a few scopes are such ranges merged; a deep `offset`
 * starts from every ANCHOR_STEP-th position of each scope (nearestAnchor for one scope, splitByAnchors
 * for several). On PostgreSQL several scopes are one lateral join (lateralPage); on SQLite, above
 * MAX_MERGED_SCOPES scopes, groups of them are merged (groupedPage).
 */
async function visiblePage(db: Db, user: User, options: ListOptions, columns: 'all' | 'list'): Promise<{rows: unknown[]; total: number}> {
  const {limit} = options
  // One space, no deep offset: its page does not depend on the counts, both go at once (on
  // PostgreSQL two round trips become one wait; SQLite runs them one after the other anyway).
  if (options.spaceId && !startsFromAnchors(options)) {
    const {after = 0, offset} = options
    const [{total}, rows] = await Promise.all([
      visibleScopes(db, user, options.spaceId),
      pageQuery(db, `${columns}:s`, after, limit, offset, offset + limit, options.spaceId),
    ])
    return {rows, total}
  }

  const deep = startsFromAnchors(options)
  // The scopes this user had last time: the page with them and the counts go at once, and the page
  // is kept when the counts name the same scopes (else it is read again with the right ones).
  const known = options.spaceId ? undefined : knownScopes(db).get(user.id)
  if (known && !deep) {
    const [{scopes, total}, rows] = await Promise.all([visibleScopes(db, user), scopesPage(db, known, columns, limit, options.after ?? 0, options.offset)])
    if (sameScopes(scopes, known)) return {rows, total}
    rememberScopes(db, user.id, scopes)
    return {rows: await scopesPage(db, scopes, columns, limit, options.after ?? 0, options.offset), total}
  }

  const {scopes, total} = await visibleScopes(db, user, options.spaceId)
  if (!options.spaceId) rememberScopes(db, user.id, scopes)
  return {rows: await pageOfScopes(db, scopes, total, options, columns), total}
}

/** A deep `offset` without a cursor: the page starts from the scopes' anchors (pageOfScopes), not from their first id. */
function startsFromAnchors(options: ListOptions): boolean {
  return (options.after ?? 0) === 0 && options.offset >= ANCHOR_STEP
}

/** The page of `options` over these scopes (read from their counts, `total` their sum). */
async function pageOfScopes(db: Db, scopes: Scope[], total: number, options: ListOptions, columns: 'all' | 'list'): Promise<unknown[]> {
  if (scopes.length === 0) return []
  const {limit} = options
  let {after = 0, offset} = options
  if (startsFromAnchors(options)) {
    // At or past the end the plain OFFSET page is empty: nothing to walk for it.
    if (offset >= total) return []
    // One scope: start from its nearest anchor (every ANCHOR_STEP-th position) instead of walking to it.
    if (scopes.length === 1) ({after, offset} = await nearestAnchor(db, scopes[0], offset))
    else return splitPage(db, scopes, {columns, limit, offset})
  }

  return scopesPage(db, scopes, columns, limit, after, offset)
}

/** The page after `after`, skipping `offset` rows, of these scopes merged (no anchors). */
async function scopesPage(db: Db, scopes: Scope[], columns: 'all' | 'list', limit: number, after: number, offset: number): Promise<unknown[]> {
  if (scopes.length === 0) return []
  if (scopes.length > 1 && dialectOf(db) === 'postgres') return lateralPage(db, scopes, {afters: scopes.map(() => after), columns, limit, offset})
  if (scopes.length > MAX_MERGED_SCOPES) return groupedPage(db, scopes, {after, columns, limit, offset})
  return pageQuery(db, `${columns}:${scopeKinds(scopes)}`, after, limit, offset, offset + limit, ...scopes.map((s) => s.id))
}

/** The page shape's letter per scope: `s` a space, `o` one's own space-less documents. */
function scopeKinds(scopes: Scope[]): string {
  return scopes.map((s) => (s.kind === 'space' ? 's' : 'o')).join('')
}

/** How many users' scope lists a service remembers (the oldest goes first): a resource limit. */
const MAX_KNOWN_USERS = 10_000
const knownScopesByDb = new WeakMap<Db, Map<string, Scope[]>>()

function knownScopes(db: Db): Map<string, Scope[]> {
  let known = knownScopesByDb.get(db)
  if (!known) knownScopesByDb.set(db, (known = new Map()))
  return known
}

function rememberScopes(db: Db, userId: string, scopes: Scope[]): void {
  const known = knownScopes(db)
  known.delete(userId)
  if (known.size >= MAX_KNOWN_USERS) known.delete(known.keys().next().value!)
  known.set(userId, scopes)
}

/** The same scopes in the same order (the counts query orders them); versions do not matter to a page that does not use anchors. */
function sameScopes(a: Scope[], b: Scope[]): boolean {
  return a.length === b.length && a.every((scope, index) => scope.kind === b[index].kind && scope.id === b[index].id)
}

/**
 * Every how many positions of a scope a deep `offset` may start from. Smaller is a cheaper page
 * (fewer than ANCHOR_STEP ids read from one scope, about 2k·ANCHOR_STEP from k scopes) for more
 * anchors kept (8 bytes per ANCHOR_STEP documents) and passed (splitByAnchors).
 */
export const ANCHOR_STEP = 250
/** The most anchors one walking query finds: it reads up to ANCHOR_STEP times as many ids of the scope's index. */
const MAX_ANCHORS_PER_QUERY = 200
/** Scopes whose anchors a service keeps (the oldest goes first): a resource limit. */
const MAX_ANCHORED_SCOPES = 1000

/** Per scope: `ids[k]` is the id at position k * ANCHOR_STEP - 1 (ids[0] = 0: before the first), as of `version`. */
interface Anchors {
  version: number
  ids: number[]
  /** The scope's end was reached: there are no more anchors than `ids`. */
  complete: boolean
  /** The walk under way: other requests for the same scope wait for it instead of walking too. */
  walking?: Promise<void>
}

const anchorsByDb = new WeakMap<Db, Map<string, Anchors>>()

/**
 * The next `count` anchors of a scope after `after` (fewer at its end), in one statement:
 * each is an index seek from the previous one that skips ANCHOR_STEP - 1 ids (a recursive query;
 * numbering the range with row_number() instead cost five times as much on SQLite).
 */
const anchorQuery = compiledQuery('document-anchors', (db, shape, scopeId: string, after: number, count: number) => {
  const next = sql`(${scopeIds(shape, scopeId, sql.ref('anchors.id'))} LIMIT 1 OFFSET ${sql.lit(ANCHOR_STEP - 1)})`
  return db
    .withRecursive('anchors(id, step)', () =>
      sql`(SELECT CAST(${after} AS integer), 0 UNION ALL SELECT ${next}, step + 1 FROM anchors WHERE id IS NOT NULL AND step < ${count})` as never,
    )
    .selectFrom('anchors')
    .select(sql<number>`id`.as('id'))
    .where(sql<boolean>`step > 0 AND id IS NOT NULL`)
    .orderBy('step')
})

/**
 * The scope's anchors up to index `wanted` at least (or all of them, when the scope ends before).
 * They are walked once, as far as asked (MAX_ANCHORS_PER_QUERY a query), and kept while the scope's `version`
 * (document_counts, bumped by the triggers on every insert, delete or move) is unchanged: a
 * changed scope walks them again, so a page from them is always the one a plain OFFSET would give.
 * One walk per scope at a time: concurrent requests wait for it (two walkers appending to the same
 * list would put an id in twice and shift every later position).
 */
async function scopeAnchors(db: Db, scope: Scope, wanted: number): Promise<Anchors> {
  let cache = anchorsByDb.get(db)
  if (!cache) anchorsByDb.set(db, (cache = new Map()))
  const key = `${scope.kind}:${scope.id}`
  let anchors = cache.get(key)
  if (!anchors || anchors.version !== scope.version) {
    const fresh: Anchors = {complete: false, ids: [0], version: scope.version}
    // Versions only grow: a request that read the counts before a change must not push out the
    // anchors of the newer state (it walks its own, unkept).
    if (!anchors || anchors.version < scope.version) {
      cache.delete(key)
      if (cache.size >= MAX_ANCHORED_SCOPES) cache.delete(cache.keys().next().value!)
      cache.set(key, fresh)
    }

    anchors = fresh
  }

  const walked = anchors
  while (walked.ids.length <= wanted && !walked.complete) {
    walked.walking ??= walkAnchors(db, scope, walked, wanted).finally(() => {
      walked.walking = undefined
    })
    await walked.walking
  }

  return walked
}

async function walkAnchors(db: Db, scope: Scope, anchors: Anchors, wanted: number): Promise<void> {
  while (anchors.ids.length <= wanted) {
    const count = Math.min(MAX_ANCHORS_PER_QUERY, wanted + 1 - anchors.ids.length)
    const found = await anchorQuery(db, scope.kind, scope.id, anchors.ids.at(-1)!, count)
    for (const {id} of found) anchors.ids.push(id)
    if (found.length < count) {
      anchors.complete = true
      return
    }
  }
}

/** Where a deep `offset` of one scope starts: after the id at the nearest lower anchor, `offset` then counted from there (fewer than ANCHOR_STEP rows). */
async function nearestAnchor(db: Db, scope: Scope, offset: number): Promise<{after: number; offset: number}> {
  const wanted = Math.floor(offset / ANCHOR_STEP)
  const {ids} = await scopeAnchors(db, scope, wanted)
  const k = Math.min(wanted, ids.length - 1)
  return {after: ids[k], offset: offset - k * ANCHOR_STEP}
}

/**
 * A deep `offset` over several scopes: one query over the scopes' ranges that splitByAnchors gives,
 * from each scope's anchors (a query per group of them above MAX_MERGED_SCOPES: groupedPage). Why the anchors of each scope, and not
 * anchors of the merged order keyed by the set of (scope, version): a scope's anchors serve every
 * user who sees that scope, whatever their other scopes, and a change to a scope walks that scope
 * again, alone; anchors of the merged order would be walked once per combination of scopes (in
 * practice per user), through the k ranges at once, and again by everyone whose combination holds
 * the changed scope (in a busy shared space, after every upload). The split costs CPU in proportion
 * to k·log(anchors) (tens of microseconds) and one query reading fewer than 2k·ANCHOR_STEP + limit
 * ids, whatever the depth.
 */
async function splitPage(db: Db, scopes: Scope[], page: {columns: 'all' | 'list'; limit: number; offset: number}): Promise<unknown[]> {
  const {columns, limit, offset} = page
  // Anchors up to one past the page's end in each scope (or its end): splitByAnchors needs to know
  // each scope's next anchor after its split, or that there is none.
  const reach = Math.floor((offset + limit) / ANCHOR_STEP) + 1
  const anchors = await Promise.all(scopes.map((scope) => scopeAnchors(db, scope, reach)))
  const split = splitByAnchors(
    anchors.map((a) => a.ids),
    offset,
    limit,
  )
  if (dialectOf(db) === 'postgres') return lateralPage(db, scopes, {afters: split.after, columns, limit, offset: split.offset, upTo: split.upTo})
  if (scopes.length > MAX_MERGED_SCOPES) return groupedPage(db, scopes, {after: 0, columns, limit, offset}, split)
  const shape = `${columns}:${scopeKinds(scopes)}:${split.upTo === undefined ? 'split-open' : 'split'}`
  const ranges = scopes.flatMap((scope, index) => [scope.id, split.after[index]])
  return pageQuery(db, shape, split.upTo ?? 0, limit, split.offset, split.offset + limit, ...ranges)
}

/**
 * Several scopes on PostgreSQL: one statement whatever their number, the spaces' ranges a lateral
 * join over their ids and starts. Its UNION of one range per scope (pageIds' other shapes) cost
 * PostgreSQL about 0.1 ms of planning per scope on every page (custom plans: 3.75 ms for 32), and
 * needed groups above 32; SQLite prepares a statement once, so it keeps those.
 */
async function lateralPage(db: Db, scopes: Scope[], page: {afters: number[]; columns: 'all' | 'list'; limit: number; offset: number; upTo?: number}): Promise<unknown[]> {
  const {afters, columns, limit, offset, upTo} = page
  // The counts query orders the scopes by kind: the user's own space-less documents come first.
  const owner = scopes[0].kind === 'owner' ? 1 : 0
  const shape = `${columns}:lateral:${owner ? 'o' : ''}${upTo === undefined ? '' : 'u'}`
  const spaceIds = scopes.slice(owner).map((scope) => scope.id)
  const spaceAfters = afters.slice(owner)
  return pageQuery(db, shape, upTo ?? 0, limit, offset, offset + limit, owner ? scopes[0].id : '', owner ? afters[0] : 0, spaceIds.join(','), spaceAfters.join(','))
}

/**
 * A page for a user who sees more than MAX_MERGED_SCOPES scopes, on SQLite: the scopes in groups of
 * MAX_MERGED_SCOPES, each group one merged query of ids (each scope's first offset + limit from
 * the cursor, or its ranges of `split` for a deep offset), the groups' ids merged here, then the
 * page's rows read by id. Its cost follows the number of scopes (k ranges of at most offset + limit
 * ids, and a query per 32 scopes), not the number of documents: the visibility condition it
 * replaces read and sorted every visible document after the cursor, for a first page too (SQLite,
 * a user in 33 spaces over 1M documents: 0.25-0.3 s a first page, 1-2 s the deepest offset).
 */
async function groupedPage(db: Db, scopes: Scope[], page: {after: number; columns: 'all' | 'list'; limit: number; offset: number}, split?: ReturnType<typeof splitByAnchors>): Promise<unknown[]> {
  const {columns, limit} = page
  const offset = split ? split.offset : page.offset
  const span = offset + limit
  const starts = Array.from({length: Math.ceil(scopes.length / MAX_MERGED_SCOPES)}, (_, g) => g * MAX_MERGED_SCOPES)
  const lists = await Promise.all(
    starts.map((start) => {
      const group = scopes.slice(start, start + MAX_MERGED_SCOPES)
      if (!split) return pageIdsQuery(db, scopeKinds(group), page.after, span, 0, span, ...group.map((s) => s.id))
      const shape = `${scopeKinds(group)}:${split.upTo === undefined ? 'split-open' : 'split'}`
      return pageIdsQuery(db, shape, split.upTo ?? 0, span, 0, span, ...group.flatMap((s, index) => [s.id, split.after[start + index]]))
    }),
  )
  const ids = lists
    .flat()
    .map((row) => row.id)
    .sort((a, b) => a - b)
    .slice(offset, span)
  if (ids.length === 0) return []
  return pageQuery(db, `${columns}:ids`, 0, limit, 0, 0, JSON.stringify(ids))
}

/**
 * Where the page at `offset` (of `limit` rows) of the merged order of several scopes is, from
 * their anchors (`anchors[t][j]`: the id with exactly j·ANCHOR_STEP ids of scope t at or below it,
 * `[0]` = 0; up to one past the page's end, or all of them). Returns, per scope, the id to start
 * after (one of its anchors), the offset left to skip in the merged ranges from there, and an id
 * no row of the page is above (`upTo`; none when the anchors run out first).
 *
 * Why it is the plain OFFSET page: the anchors of all scopes are the candidates. Below or at a
 * candidate c lie, of each scope t, from ANCHOR_STEP·below(t, c) ids (`lower`, summed: exact for
 * c's own scope) to that plus ANCHOR_STEP - 1 (t's next anchor is above c; or t has ended). The
 * split is the last candidate T whose lower count is at most offset - (k - 1)·(ANCHOR_STEP - 1):
 * the ids at or below T are then at most `offset`, so the row at `offset` is above T, hence above
 * every scope's start `after[t]` (its last anchor at or below T). For any id x above them all, its
 * position in the merged order is the ids at or below the starts (`base`, ANCHOR_STEP·Σ below)
 * plus the ids of the merged ranges below x: the row at `offset` is the ranges' row at
 * offset - base. The first candidate whose lower count reaches offset + limit bounds the page from
 * above. Each candidate adds ANCHOR_STEP to the lower count, so offset - base < k·ANCHOR_STEP, and
 * the ranges up to `upTo` hold fewer than 2k·ANCHOR_STEP + limit ids.
 *
 * The lower count is a step function of the id, rising at each anchor: both candidates are found
 * by bisecting ids (about 30 steps of k binary searches), not by passing every anchor up to the
 * offset, which cost 0.5 ms at offset 1.2M.
 */
export function splitByAnchors(anchors: number[][], offset: number, limit: number): {after: number[]; offset: number; upTo?: number} {
  /** How many anchors of scope t (after [0]) are at or below id x: the index of the last one. */
  const below = (t: number, x: number) => {
    const list = anchors[t]
    let lo = 0
    let hi = list.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (list[mid] <= x) lo = mid
      else hi = mid - 1
    }

    return lo
  }

  const lower = (x: number) => anchors.reduce((sum, _, t) => sum + below(t, x), 0) * ANCHOR_STEP
  const top = Math.max(...anchors.map((list) => list.at(-1)!))
  // The largest id whose lower count is at most `most` (0 when none is).
  const lastWithin = (most: number) => {
    if (most < 0) return 0
    let lo = 0
    let hi = top
    while (lo < hi) {
      const mid = lo + Math.ceil((hi - lo) / 2)
      if (lower(mid) <= most) lo = mid
      else hi = mid - 1
    }

    return lo
  }

  // The smallest id whose lower count is at least `least`: an anchor (undefined when none is).
  const firstReaching = (least: number) => {
    if (lower(top) < least) return undefined
    let lo = 0
    let hi = top
    while (lo < hi) {
      const mid = lo + Math.floor((hi - lo) / 2)
      if (lower(mid) >= least) hi = mid
      else lo = mid + 1
    }

    return lo
  }

  const split = lastWithin(offset - (anchors.length - 1) * (ANCHOR_STEP - 1))
  const upTo = firstReaching(offset + limit)
  return {after: anchors.map((list, t) => list[below(t, split)]), offset: offset - lower(split), ...(upTo === undefined ? {} : {upTo})}
}

/** One page of the documents visible to the user, as the list sends it (its rows' JSON, ready to send). */
export async function listVisibleDocuments(db: Db, user: User, options: ListOptions): Promise<{page: ListPage; total: number}> {
  const cache = pageCacheOf(db)
  if (!cache) {
    const {rows, total} = await visiblePage(db, user, options, 'list')
    return {page: listPageOf(db, rows), total}
  }

  // The versions first, then the page, never both at once (page-cache.ts says why).
  const {scopes, total} = await visibleScopes(db, user, options.spaceId)
  const key = pageKey(scopes, {after: options.after ?? 0, limit: options.limit, offset: options.offset})
  const kept = cache.get(key)
  if (kept) return {page: kept, total}
  const page = listPageOf(db, await pageOfScopes(db, scopes, total, options, 'list'))
  cache.set(key, page)
  return {page, total}
}

/** A list page from what the page query gave: SQLite's (id, j) rows, pg's rows in LIST_FIELDS order. */
function listPageOf(db: Db, rows: unknown[]): ListPage {
  if (dialectOf(db) === 'postgres') {
    const documents = rows as {id: number}[]
    return {body: documents.map((row) => JSON.stringify(row)).join(','), count: documents.length, lastId: documents.at(-1)?.id}
  }

  // Arrays on the hot path, objects through Kysely (inside a transaction).
  const pairs = (rows as ([number, string] | {id: number; j: string})[]).map((row) => (Array.isArray(row) ? row : ([row.id, row.j] as const)))
  return {body: pairs.map((pair) => pair[1]).join(','), count: pairs.length, lastId: pairs.at(-1)?.[0]}
}

/** One page of the documents visible to the user, whole rows (the console shows more than the API's list). */
export async function listVisibleDocumentRows(db: Db, user: User, options: ListOptions): Promise<{rows: DocumentRow[]; total: number}> {
  return visiblePage(db, user, options, 'all') as Promise<{rows: DocumentRow[]; total: number}>
}

/** Every document of a space visible to the user (all of them for a member), ascending id. */
export async function visibleDocumentsInSpace(db: Db, user: User, spaceId: string): Promise<DocumentRow[]> {
  return db.selectFrom('documents as d').selectAll('d').where(visibleTo(user.id)).where('d.space_id', '=', spaceId).orderBy('d.id').execute()
}

/** A document row by id, whoever may see it (internal use: check visibility separately). */
export async function getDocumentRow(db: Db, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The document if the user may see it, else undefined (unknown and invisible look the same). */
export async function getVisibleDocument(db: Db, user: User, id: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents as d').selectAll('d').where('d.id', '=', id).where(visibleTo(user.id)).executeTakeFirst()
}

/** Like getVisibleDocument, but a 404 problem when the document is unknown or invisible. */
export async function requireVisibleDocument(db: Db, user: User, id: number): Promise<DocumentRow> {
  const row = await getVisibleDocument(db, user, id)
  if (!row) throw notFound(`Document ${id} does not exist or is not visible to you.`)
  return row
}

/**
 * What the user may do with a (visible) document. `type` is `owner` for the uploader and the
 * space's owners, else the space role. Editing: owner or editor. Deleting: the uploader or an
 * owner of the space (an editor may not delete other people's documents).
 */
export async function accessFor(db: Db, user: User, doc: Pick<DocumentRow, 'owner_id' | 'space_id'>): Promise<Access> {
  return accessOf(user, doc, doc.space_id ? await spaceRole(db, user.id, doc.space_id) : undefined)
}

const visibleWithRoleQuery = compiledQuery('document-with-role', (db, _shape, id: number, userId: string) =>
  db
    .selectFrom('documents as d')
    .leftJoin('space_members as m', (join) => join.onRef('m.space_id', '=', 'd.space_id').on('m.user_id', '=', userId))
    .selectAll('d')
    .select('m.role as member_role')
    .where('d.id', '=', id)
    // visibleTo's rule, through the join: a member of its space, or its owner when it has none.
    .where((eb) => eb.or([eb('m.role', 'is not', null), eb.and([eb('d.space_id', 'is', null), eb('d.owner_id', '=', userId)])])),
)

/** The document if the user may see it, with what they may do with it: one query (the single read). */
export async function getVisibleDocumentWithAccess(db: Db, user: User, id: number): Promise<{row: DocumentRow; access: Access} | undefined> {
  const [found] = await visibleWithRoleQuery(db, '', id, user.id)
  if (!found) return undefined
  const {member_role: role, ...row} = found
  return {access: accessOf(user, row, role ?? undefined), row}
}

function accessOf(user: User, doc: Pick<DocumentRow, 'owner_id' | 'space_id'>, role: SpaceRole | undefined): Access {
  const uploader = doc.owner_id === user.id
  const type: SpaceRole = uploader || role === 'owner' ? 'owner' : (role ?? 'viewer')
  return {
    type,
    can_edit: type === 'owner' || type === 'editor',
    can_delete: uploader || role === 'owner',
  }
}

/** The text of each page of a document, page 1 first (empty for connectors and images). */
export async function documentPages(db: Db, documentId: number): Promise<string[]> {
  const rows = await db.selectFrom('document_pages').select('text').where('document_id', '=', documentId).orderBy('page').execute()
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
export async function spaceDocumentsWithPages(db: Db, spaceId: string): Promise<(DocumentRow & {pages: string[]; layout?: PageLayout[]})[]> {
  const rows = await db.selectFrom('documents').selectAll().where('space_id', '=', spaceId).orderBy('id').execute()
  // One query for every page of the space, grouped here, rather than one query per document.
  const pageRows = await db
    .selectFrom('document_pages as p')
    .innerJoin('documents as d', 'd.id', 'p.document_id')
    .select(['p.document_id', 'p.page', 'p.text', 'p.layout', 'p.width', 'p.height', 'p.rotation', 'p.method', 'p.confidence'])
    .where('d.space_id', '=', spaceId)
    .orderBy('p.document_id')
    .orderBy('p.page')
    .execute()
  const pagesByDocument = new Map<number, (PageRow & {page: number})[]>()
  for (const page of pageRows) {
    const list = pagesByDocument.get(page.document_id) ?? []
    list.push(page)
    pagesByDocument.set(page.document_id, list)
  }

  return rows.map((row) => {
    const pages = pagesByDocument.get(row.id) ?? []
    const layout = layoutsOf(pages)
    return {...row, pages: pages.map((p) => p.text), ...(layout ? {layout} : {})}
  })
}

/**
 * Deletes a document the user may see and delete: 404 when invisible, 403 without permission.
 * The row (and its pages, by cascade) goes first; then the stored file, so a failed unlink
 * never leaves a row pointing at nothing.
 */
export async function deleteDocument(ctx: {db: Db; dataDir: string; blobs: BlobStore}, user: User, id: number): Promise<DocumentRow> {
  const row = await requireVisibleDocument(ctx.db, user, id)
  const access = await accessFor(ctx.db, user, row)
  if (!access.can_delete) {
    throw forbidden(`You may not delete document ${id}: your role is ${access.type}; only its uploader or a space owner can.`)
  }

  // Deleting is how a user frees space, so it must work on a full disk too: SQLite needs room in
  // its WAL even to delete, which the disk reserve gives back (db/disk-full.ts).
  const reserve = diskReserve(ctx)
  const deleted = await reserve.withReserveAsync(() => ctx.db.deleteFrom('documents').where('id', '=', id).executeTakeFirst())
  // Another request deleted it between the check and this delete: it is gone for this one too.
  if (Number(deleted.numDeletedRows) === 0) throw notFound(`Document ${id} does not exist or is not visible to you.`)
  // The local store deletes at once (the reserve below needs the space); an S3 object goes in the
  // background: the document is already gone, and a failure leaves an orphan object, logged.
  if (row.storage_path) {
    void ctx.blobs.delete(row.storage_path).catch((error: Error) => process.stderr.write(`svc-server: document ${id} deleted, but ${error.message}\n`))
  }

  // Space was freed: put the reserve back if it was used (best effort).
  if (!reserve.present) reserve.ensure()
  return row
}
