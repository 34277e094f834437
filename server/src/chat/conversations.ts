/** Chat conversations and their messages: the record of what was asked and answered, per user. */
import {randomUUID} from 'node:crypto'

import type {Db} from '../db/database.js'

import {notFound} from '../http/problem.js'
import type {Source} from './answer.js'

/** Continues the user's conversation `id`, or starts a new one. Another user's id is a 404. */
export function openConversation(db: Db, userId: string, id?: string): string {
  const now = new Date().toISOString()
  if (id !== undefined) {
    const row = db.prepare('SELECT user_id FROM chat_conversations WHERE id = ?').get(id) as {user_id: string} | undefined
    if (!row || row.user_id !== userId) throw notFound(`No conversation has id ${JSON.stringify(id)}.`, 'conversation_not_found')
    db.prepare('UPDATE chat_conversations SET updated_at = ? WHERE id = ?').run(now, id)
    return id
  }

  const created = randomUUID()
  db.prepare('INSERT INTO chat_conversations (id, user_id, created_at, updated_at) VALUES (?, ?, ?, ?)').run(created, userId, now, now)
  return created
}

export function addMessage(db: Db, conversationId: string, role: 'assistant' | 'user', content: string, sources?: Source[]): void {
  db.prepare('INSERT INTO chat_messages (conversation_id, role, content, sources, created_at) VALUES (?, ?, ?, ?, ?)').run(
    conversationId,
    role,
    content,
    sources ? JSON.stringify(sources) : null,
    new Date().toISOString(),
  )
}

export interface StoredMessage {
  role: 'assistant' | 'user'
  content: string
  sources: Source[] | null
  created_at: string
}

/** The messages of a conversation, oldest first. */
export function conversationMessages(db: Db, conversationId: string): StoredMessage[] {
  const rows = db.prepare('SELECT role, content, sources, created_at FROM chat_messages WHERE conversation_id = ? ORDER BY id').all(conversationId) as unknown as (Omit<StoredMessage, 'sources'> & {sources: null | string})[]
  return rows.map((r) => ({...r, sources: r.sources ? (JSON.parse(r.sources) as Source[]) : null}))
}
