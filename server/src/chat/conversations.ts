/** Chat conversations and their messages: the record of what was asked and answered, per user. */
import {randomUUID} from 'node:crypto'

import {transaction, type Db} from '../db/database.js'

import {notFound} from '../http/problem.js'
import type {Source} from './answer.js'

/** Continues the user's conversation `id`, or starts a new one. Another user's id is a 404. */
export async function openConversation(db: Db, userId: string, id?: string): Promise<string> {
  const now = new Date().toISOString()
  if (id !== undefined) {
    const row = await db.selectFrom('chat_conversations').select('user_id').where('id', '=', id).executeTakeFirst()
    if (!row || row.user_id !== userId) throw notFound(`No conversation has id ${JSON.stringify(id)}.`, 'conversation_not_found')
    await db.updateTable('chat_conversations').set({updated_at: now}).where('id', '=', id).execute()
    return id
  }

  const created = randomUUID()
  await db.insertInto('chat_conversations').values({created_at: now, id: created, updated_at: now, user_id: userId}).execute()
  return created
}

/**
 * Opens (or continues) the conversation and stores the user's question in one transaction: one
 * commit instead of two before the answer starts (each is a WAL flush on PostgreSQL).
 */
export async function recordQuestion(db: Db, userId: string, conversationId: string | undefined, question: string): Promise<string> {
  return transaction(db, async (trx) => {
    const id = await openConversation(trx, userId, conversationId)
    await addMessage(trx, id, 'user', question)
    return id
  })
}

export async function addMessage(db: Db, conversationId: string, role: 'assistant' | 'user', content: string, sources?: Source[]): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values({content, conversation_id: conversationId, created_at: new Date().toISOString(), role, sources: sources ? JSON.stringify(sources) : null})
    .execute()
}

export interface StoredMessage {
  role: 'assistant' | 'user'
  content: string
  sources: Source[] | null
  created_at: string
}

/** The messages of a conversation, oldest first. */
export async function conversationMessages(db: Db, conversationId: string): Promise<StoredMessage[]> {
  const rows = await db.selectFrom('chat_messages').select(['role', 'content', 'sources', 'created_at']).where('conversation_id', '=', conversationId).orderBy('id').execute()
  return rows.map((r) => ({...r, sources: r.sources ? (JSON.parse(r.sources) as Source[]) : null}))
}
