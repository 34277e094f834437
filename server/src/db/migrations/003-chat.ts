import {sql, type Kysely} from 'kysely'

import {appliedBeforeKysely, autoId} from './helpers.js'

/**
 * Chat: conversations, their messages, and the HITL prompts a chat pipeline paused on.
 * A prompt row holds everything needed to continue the pipeline (`state`, JSON), so that a
 * pending prompt survives a restart of the service; `answered_at` makes it answerable once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await appliedBeforeKysely(db, 3)) return
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sources', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute()
  await db.schema
    .createTable('chat_prompts')
    .addColumn('correlation_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('select', 'confirm')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('response_value', 'text')
    .execute()
  await db.schema.createIndex('chat_prompts_user').on('chat_prompts').columns(['user_id', 'created_at']).execute()
}
