import type {Kysely} from 'kysely'

import {appliedBeforeKysely} from './helpers.js'

/**
 * The web console (server/src/console, docs/console.md).
 *
 * - `api_keys.last_used_at`: when the key last authenticated a request, written at most once a
 *   minute per key (auth.ts), so that a busy key does not turn every read into a write. `label`
 *   and `revoked_at` exist since 001.
 * - `console_settings`: admin settings of the console as name/value rows (`signup`: `closed`,
 *   `invite` or `open`).
 * - `invitations`: one row per invitation an admin issued; only the SHA-256 of the code is
 *   stored, the code is shown once to the admin. Used once, then `used_at` is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await appliedBeforeKysely(db, 5)) return
  await db.schema.alterTable('api_keys').addColumn('last_used_at', 'text').execute()
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'created_at']).execute()
  await db.schema
    .createTable('console_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('invitations_email').on('invitations').column('email').execute()
}
