import {sql, type Kysely} from 'kysely'

import {dialectOf} from './helpers.js'

/**
 * Latency that does not grow with the number of documents (issue 9), on both backends:
 *
 * - `space_members_user`: a user's spaces by user (the primary key starts with the space), read
 *   on every list call and by the visibility condition.
 * - `documents_personal`: a partial index on (owner_id, id) for space-less documents, so that the
 *   "own documents outside spaces" half of the visibility rule is an ordered index range, like the
 *   space half already is with `documents_space` (space_id, id).
 * - `document_counts`: how many documents each scope holds (a space, or a user's space-less
 *   documents), kept by triggers on `documents`, so that the list's `pagination.total` is a sum of a
 *   few rows instead of a `count(*)` over every visible document on every page; `version` goes up
 *   with every change to the scope, so that what a service derived from its rows (documents/store.ts:
 *   where each thousandth position of a deep `offset` is) is known to be current or not.
 * - full-text search over page texts for the chat: on SQLite a contentless FTS5 table whose rowid
 *   encodes (document_id, page) (`PAGE_ROWID_SHIFT`: stable across VACUUM, no second copy of the
 *   text), kept by triggers; on PostgreSQL a stored generated `tsvector` column with a GIN index.
 *   Both fold accents, as the chat's own tokenizer does (chat/text.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('space_members_user').on('space_members').columns(['user_id', 'space_id']).execute()
  await db.schema.createIndex('documents_personal').on('documents').columns(['owner_id', 'id']).where(sql<boolean>`space_id IS NULL`).execute()
  await db.schema
    .createTable('document_counts')
    .addColumn('scope_kind', 'text', (c) => c.notNull().check(sql`scope_kind IN ('space', 'owner')`))
    .addColumn('scope_id', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('document_counts_pk', ['scope_kind', 'scope_id'])
    .execute()
  await sql`INSERT INTO document_counts (scope_kind, scope_id, n)
    SELECT CASE WHEN space_id IS NULL THEN 'owner' ELSE 'space' END, coalesce(space_id, owner_id), count(*)
    FROM documents GROUP BY 1, 2`.execute(db)
  if (dialectOf(db) === 'postgres') await postgres(db)
  else await sqlite(db)
}

/** The FTS5 rowid of a page is `document_id * 2^20 + page` (pages are capped far below 2^20: ingest/extract-document.ts maxPages). */
export const PAGE_ROWID_SHIFT = 1_048_576

/**
 * The characters PostgreSQL's accent folding maps, and what to. Upper case too: lower() follows the
 * database's LC_CTYPE, which under the C locale leaves non-ASCII letters (É) as they are.
 */
export const PG_ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ'
export const PG_UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy'

async function sqlite(db: Kysely<unknown>): Promise<void> {
  const scope = (row: 'NEW' | 'OLD') => sql.raw(`CASE WHEN ${row}.space_id IS NULL THEN 'owner' ELSE 'space' END, coalesce(${row}.space_id, ${row}.owner_id)`)
  const increment = sql`INSERT INTO document_counts (scope_kind, scope_id, n) VALUES (${scope('NEW')}, 1) ON CONFLICT (scope_kind, scope_id) DO UPDATE SET n = n + 1, version = version + 1;`
  const decrement = sql`UPDATE document_counts SET n = n - 1, version = version + 1 WHERE (scope_kind, scope_id) = (${scope('OLD')});`
  await sql`CREATE TRIGGER documents_count_insert AFTER INSERT ON documents BEGIN ${increment} END`.execute(db)
  await sql`CREATE TRIGGER documents_count_delete AFTER DELETE ON documents BEGIN ${decrement} END`.execute(db)
  // Deleting a space sets its documents' space_id to null (a foreign-key action, which fires this too).
  await sql`CREATE TRIGGER documents_count_update AFTER UPDATE OF space_id, owner_id ON documents
    WHEN OLD.space_id IS NOT NEW.space_id OR OLD.owner_id IS NOT NEW.owner_id BEGIN ${decrement} ${increment} END`.execute(db)

  await sql`CREATE VIRTUAL TABLE document_pages_fts USING fts5(text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db)
  const rowid = (row: 'NEW' | 'OLD') => sql.raw(`${row}.document_id * ${PAGE_ROWID_SHIFT} + ${row}.page`)
  await sql`INSERT INTO document_pages_fts (rowid, text) SELECT document_id * ${sql.raw(String(PAGE_ROWID_SHIFT))} + page, text FROM document_pages`.execute(db)
  await sql`CREATE TRIGGER document_pages_fts_insert AFTER INSERT ON document_pages BEGIN
    INSERT INTO document_pages_fts (rowid, text) VALUES (${rowid('NEW')}, NEW.text); END`.execute(db)
  await sql`CREATE TRIGGER document_pages_fts_delete AFTER DELETE ON document_pages BEGIN
    DELETE FROM document_pages_fts WHERE rowid = ${rowid('OLD')}; END`.execute(db)
  await sql`CREATE TRIGGER document_pages_fts_update AFTER UPDATE OF document_id, page, text ON document_pages BEGIN
    DELETE FROM document_pages_fts WHERE rowid = ${rowid('OLD')};
    INSERT INTO document_pages_fts (rowid, text) VALUES (${rowid('NEW')}, NEW.text); END`.execute(db)
}

async function postgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION document_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE document_counts SET n = n - 1, version = version + 1
          WHERE scope_kind = CASE WHEN OLD.space_id IS NULL THEN 'owner' ELSE 'space' END AND scope_id = coalesce(OLD.space_id, OLD.owner_id);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO document_counts (scope_kind, scope_id, n)
          VALUES (CASE WHEN NEW.space_id IS NULL THEN 'owner' ELSE 'space' END, coalesce(NEW.space_id, NEW.owner_id), 1)
          ON CONFLICT (scope_kind, scope_id) DO UPDATE SET n = document_counts.n + 1, version = document_counts.version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db)
  await sql`CREATE TRIGGER documents_count_insert_delete AFTER INSERT OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION document_counts_keep()`.execute(db)
  await sql`CREATE TRIGGER documents_count_update AFTER UPDATE OF space_id, owner_id ON documents FOR EACH ROW
    WHEN (OLD.space_id IS DISTINCT FROM NEW.space_id OR OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION document_counts_keep()`.execute(db)
  // tsvector holds at most 1 MB: a page's text is far below that, the left() only bounds a freak one.
  await sql`ALTER TABLE document_pages ADD COLUMN search tsvector
    GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower(translate(left(text, 200000), ${sql.lit(PG_ACCENTED)}, ${sql.lit(PG_UNACCENTED)})))) STORED`.execute(db)
  await sql`CREATE INDEX document_pages_search ON document_pages USING gin (search)`.execute(db)
}
