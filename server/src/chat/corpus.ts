/**
 * What the chat may read and do, per user: the documents visible to the caller (the rule of
 * docs/protocol.md: in a space the user is a member of, or space-less and owned by the user),
 * their extracted pages cut into passages, and the delete permission. Every query here filters by
 * the caller, so no unreadable document can reach an answer, a source or a prompt option.
 */
import type {User} from '../auth.js'
import {sql, type SelectQueryBuilder, type SqlBool} from 'kysely'

import {isPostgres, type Db} from '../db/database.js'
import {PAGE_ROWID_SHIFT} from '../db/migrations/006-list-and-search.js'

import {accessFor, spaceRole, visibleTo, type DocumentRow} from '../documents/store.js'
import {fold, passages, tokenize, words} from './text.js'

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

/** Documents (alias `d`, with their space `s`) the user may read, optionally in one scope (`null` = the user's space-less documents). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query that has `d`
function readable<QB extends SelectQueryBuilder<any, any, any>>(query: QB, userId: string, scope?: null | string): QB {
  let visible = query.where(visibleTo(userId))
  if (scope === null) visible = visible.where(sql<SqlBool>`d.space_id IS NULL`)
  else if (scope !== undefined) visible = visible.where(sql<SqlBool>`d.space_id = ${scope}`)
  return visible as QB
}

function documentsWithSpace(db: Db) {
  return db.selectFrom('documents as d').leftJoin('spaces as s', 's.id', 'd.space_id').selectAll('d').select('s.name as space_name')
}

/** The documents the user may read, optionally in one space (`null` = the user's space-less documents). */
export async function readableDocuments(db: Db, userId: string, scope?: null | string): Promise<ReadableDocument[]> {
  return readable(documentsWithSpace(db), userId, scope).orderBy('d.id').execute()
}

/** One readable document, or undefined when it does not exist or the user may not read it. */
export async function readableDocument(db: Db, userId: string, id: number): Promise<ReadableDocument | undefined> {
  return readable(documentsWithSpace(db), userId).where('d.id', '=', id).executeTakeFirst()
}

/** Passages (~400 characters) of every readable, extracted page, optionally within one scope. */
export async function readablePassages(db: Db, userId: string, scope?: null | string, documentId?: number): Promise<Passage[]> {
  let query = readable(
    db
      .selectFrom('document_pages as p')
      .innerJoin('documents as d', 'd.id', 'p.document_id')
      .leftJoin('spaces as s', 's.id', 'd.space_id')
      .select(['d.id as document_id', 'd.file_name', 'd.space_id', 's.name as space_name', 'p.page', 'p.text']),
    userId,
    scope,
  )
    // Documents with extracted text only: those still processing or failed have no reliable pages.
    .where('d.doc_status', 'not in', ['processing', 'failed'])
  if (documentId !== undefined) query = query.where('d.id', '=', documentId)
  const rows = await query.orderBy('d.id').orderBy('p.page').execute()
  const out: Passage[] = []
  for (const {text, ...row} of rows) for (const passage of passages(text)) out.push({...row, passage})
  return out
}

/** How many pages the full-text index hands to the passage ranking (chat/bm25.ts) for a question. */
export const CANDIDATE_PAGES = 40
/** On PostgreSQL, how many of the best matching pages are ranked before the visibility rule applies (searchReadablePassages). */
const RANKED_FIRST = 4 * CANDIDATE_PAGES

/**
 * Passages of the readable, extracted pages that best match a question, found through the
 * database's full-text index (migration 006: SQLite FTS5, PostgreSQL tsvector + GIN) rather than
 * by reading every page: the cost follows the matches, not the corpus. The index holds words with
 * accents folded; the query is the chat's own terms (chat/text.ts tokenize: folded, stopwords
 * out, plural `s` dropped) as prefixes, any of them, so "factures" finds "facture" and "factures".
 * The best CANDIDATE_PAGES pages are cut into passages for the chat's BM25 ranking.
 */
export async function searchReadablePassages(db: Db, userId: string, query: string, scope?: null | string): Promise<Passage[]> {
  const terms = [...new Set(tokenize(query))]
  if (terms.length === 0) return []
  const columns = ['d.id as document_id', 'd.file_name', 'd.space_id', 's.name as space_name', 'p.page', 'p.text'] as const
  let rows: {document_id: number; file_name: string; space_id: null | string; space_name: null | string; page: number; text: string}[]
  if (isPostgres(db)) {
    // Terms are letters and digits only (tokenize), so they need no quoting inside the tsquery.
    const tsquery = sql`to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' | ')})`
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query that has `p` and `d`
    const readableBest = (query: SelectQueryBuilder<any, any, any>) =>
      readable(query.leftJoin('spaces as s', 's.id', 'd.space_id').select(columns), userId, scope)
        .where('d.doc_status', 'not in', ['processing', 'failed'])
        .limit(CANDIDATE_PAGES)
    // First the best RANKED_FIRST pages of all that match, whoever may read them (no join: ranking
    // the matches is most of the cost; `matches` counts them all), then the readable ones among
    // them: when enough are, they are the readable best (the order is total, so a page outside the
    // ranked ones ranks below them all). Joining every match with the visibility rule first made
    // PostgreSQL hash every visible document (5-13 ms at 10,000; growing with the corpus, not with
    // the matches).
    const ranked = db
      .selectFrom(
        db
          .selectFrom('document_pages as r')
          .select(['r.document_id', 'r.page', sql<number>`ts_rank(r.search, ${tsquery})`.as('rank'), sql<number>`count(*) OVER ()`.as('matches')])
          .where(sql<SqlBool>`r.search @@ ${tsquery}`)
          .orderBy('rank', 'desc')
          .orderBy('r.document_id')
          .orderBy('r.page')
          .limit(RANKED_FIRST)
          .as('t'),
      )
      .innerJoin('document_pages as p', (join) => join.onRef('p.document_id', '=', 't.document_id').onRef('p.page', '=', 't.page'))
      // Each ranked page's document read by its key (a lateral subquery with LIMIT 1, which the
      // planner does not flatten): joined plainly, PostgreSQL hashed every visible document again.
      .innerJoinLateral(
        (eb) => eb.selectFrom('documents').select(['id', 'file_name', 'space_id', 'owner_id', 'doc_status']).whereRef('documents.id', '=', 't.document_id').limit(1).as('d'),
        (join) => join.onTrue(),
      )
    const first = await readableBest(ranked).select('t.matches').orderBy('t.rank', 'desc').orderBy('t.document_id').orderBy('t.page').execute()
    // Enough readable pages, or every match was ranked; else (a user who reads a small part of the
    // corpus; none readable: unknown) rank every match the user may read.
    const complete = first.length === CANDIDATE_PAGES || (first.length > 0 && Number(first[0].matches) <= RANKED_FIRST)
    rows = complete
      ? first.map(({matches: _matches, ...row}) => row)
      : await readableBest(db.selectFrom('document_pages as p').innerJoin('documents as d', 'd.id', 'p.document_id'))
          .where(sql<SqlBool>`p.search @@ ${tsquery}`)
          .orderBy(sql`ts_rank(p.search, ${tsquery})`, 'desc')
          .orderBy('p.document_id')
          .orderBy('p.page')
          .execute()
  } else {
    const match = terms.map((t) => `"${t}"*`).join(' OR ')
    const shift = sql.raw(String(Math.log2(PAGE_ROWID_SHIFT)))
    rows = await readable(
      db
        .selectFrom(sql<{rowid: number}>`document_pages_fts`.as('f'))
        .innerJoin('document_pages as p', (join) =>
          join.on(sql<SqlBool>`p.document_id = (f.rowid >> ${shift}) AND p.page = (f.rowid & ${sql.raw(String(PAGE_ROWID_SHIFT - 1))})`),
        )
        .innerJoin('documents as d', 'd.id', 'p.document_id')
        .leftJoin('spaces as s', 's.id', 'd.space_id')
        .select(columns),
      userId,
      scope,
    )
      .where('d.doc_status', 'not in', ['processing', 'failed'])
      .where(sql<SqlBool>`document_pages_fts MATCH ${match}`)
      .orderBy(sql`bm25(document_pages_fts)`)
      .orderBy('p.document_id')
      .orderBy('p.page')
      .limit(CANDIDATE_PAGES)
      .execute()
  }

  // Reading order, as readablePassages gives them (ties in the ranking then keep it).
  rows.sort((a, b) => a.document_id - b.document_id || a.page - b.page)
  const out: Passage[] = []
  for (const {text, ...row} of rows) for (const passage of passages(text)) out.push({...row, passage})
  return out
}

/** Whether the user is a member of the space (any role). */
export async function isSpaceMember(db: Db, userId: string, spaceId: string): Promise<boolean> {
  return (await spaceRole(db, userId, spaceId)) !== undefined
}

/** docs/protocol.md: the document's uploader or the owner of its space may delete it (the documents API's rule). */
export async function canDelete(db: Db, user: User, doc: ReadableDocument): Promise<boolean> {
  return (await accessFor(db, user, doc)).can_delete
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
