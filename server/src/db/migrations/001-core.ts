import {sql, type Kysely} from 'kysely'

import {appliedBeforeKysely, autoId} from './helpers.js'

/** Core: users, keys, sessions, spaces, folders, documents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await appliedBeforeKysely(db, 1)) return
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('home_folder_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('live', 'test', 'service')`))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('spaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('root_folder_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('space_members')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('owner', 'editor', 'viewer')`))
    .addPrimaryKeyConstraint('space_members_pk', ['space_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull().check(sql`doc_type IN ('document', 'connector')`))
    .addColumn('doc_status', 'text', (c) => c.notNull().check(sql`doc_status IN ('ready', 'completed', 'processing', 'failed')`))
    .addColumn('num_pages', 'integer')
    .addColumn('space_id', 'text', (c) => c.references('spaces.id').onDelete('set null'))
    .addColumn('folder_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('storage_path', 'text')
    .addColumn('sha256', 'text')
    .addColumn('file_infos', 'text')
    .addColumn('search_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status_detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('documents_space').on('documents').columns(['space_id', 'id']).execute()
  await db.schema.createIndex('documents_owner').on('documents').columns(['owner_id', 'id']).execute()
  await db.schema
    .createTable('document_pages')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_pages_pk', ['document_id', 'page'])
    .execute()
}
