import {sql, type Kysely} from 'kysely'

import {dialectOf} from './helpers.js'

/**
 * `document_counts.content_version`: goes up whenever a document of the scope changes a column the
 * list shows (documents/store.ts LIST_FIELDS, but for id and created_at, which never change, and
 * space_id, a move, which bumps `version`). With `version` (insert, delete, move), it says whether a
 * page of the list read earlier is still the page the database would give: the service keeps
 * pages it read (documents/page-cache.ts) and checks them against the counts row it reads anyway for
 * `total`. The versions are in the database, so a page kept by one replica is known stale as soon
 * as another replica's change commits.
 */
const LISTED_COLUMNS = ['file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'folder_id'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('document_counts').addColumn('content_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  const columns = sql.raw(LISTED_COLUMNS.join(', '))
  if (dialectOf(db) === 'postgres') {
    const changed = sql.raw(LISTED_COLUMNS.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR '))
    await sql`CREATE FUNCTION document_counts_content() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE document_counts SET content_version = content_version + 1
          WHERE scope_kind = CASE WHEN NEW.space_id IS NULL THEN 'owner' ELSE 'space' END AND scope_id = coalesce(NEW.space_id, NEW.owner_id);
        RETURN NULL;
      END $$`.execute(db)
    await sql`CREATE TRIGGER documents_content_update AFTER UPDATE OF ${columns} ON documents FOR EACH ROW
      WHEN (${changed}) EXECUTE FUNCTION document_counts_content()`.execute(db)
    return
  }

  const changed = sql.raw(LISTED_COLUMNS.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR '))
  await sql`CREATE TRIGGER documents_content_update AFTER UPDATE OF ${columns} ON documents WHEN ${changed} BEGIN
    UPDATE document_counts SET content_version = content_version + 1
      WHERE (scope_kind, scope_id) = (CASE WHEN NEW.space_id IS NULL THEN 'owner' ELSE 'space' END, coalesce(NEW.space_id, NEW.owner_id));
    END`.execute(db)
}
