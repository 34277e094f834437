import {sql, type Kysely} from 'kysely'

import {dialectOf} from './helpers.js'

/**
 * On SQLite, a list row's Document JSON kept in the indexes the list reads its page from: each
 * scope's ordered range (`documents_space` (space_id, id), `documents_personal` (owner_id, id)) has
 * a twin whose entries also hold the row's `json_object`, an indexed expression SQLite keeps up to
 * date by itself on every write and reads back instead of computing it. A page is then one index
 * range read in order (no lookup of each row by its key, no JSON built) when it is one scope's
 * (several scopes' ranges merge better as ids: documents/store.ts): measured on 100k
 * documents with other work between queries, as in the service, 140-150 -> 80-85 µs a page.
 * The entries are about 300 bytes each (the table's size again for these columns); the narrow
 * indexes stay for what reads ids only (a deep offset's anchors, counts).
 *
 * LIST_ROW_JSON is the expression: documents/store.ts selects exactly this text (SQLite uses an
 * indexed expression only where the query writes the same expression). A change of the list's
 * fields is a new migration with a new expression, never an edit of this one.
 */
export const LIST_ROW_JSON = `json_object('id', id, 'file_name', file_name, 'mime_type', mime_type, 'size', size, 'doc_type', doc_type, 'doc_status', doc_status, 'num_pages', num_pages, 'space_id', space_id, 'folder_id', folder_id, 'created_at', created_at)`

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return
  await sql`CREATE INDEX documents_space_rows ON documents (space_id, id, ${sql.raw(LIST_ROW_JSON)})`.execute(db)
  // (With space_id: SQLite reads a partial index alone only when it holds every column the query
  // names, its WHERE's too.)
  await sql`CREATE INDEX documents_personal_rows ON documents (owner_id, id, ${sql.raw(LIST_ROW_JSON)}, space_id) WHERE space_id IS NULL`.execute(db)
}
