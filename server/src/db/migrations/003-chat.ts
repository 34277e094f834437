import type {Migration} from './index.js'

/**
 * Chat: conversations, their messages, and the HITL prompts a chat pipeline paused on.
 * A prompt row holds everything needed to continue the pipeline (`state`, JSON), so that a
 * pending prompt survives a restart of the service; `answered_at` makes it answerable once.
 */
export const CHAT: Migration = {
  name: 'chat: conversations, messages, pending prompts',
  sql: `
CREATE TABLE chat_conversations (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  content TEXT NOT NULL,
  sources TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages(conversation_id, id);
CREATE TABLE chat_prompts (
  correlation_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('select', 'confirm')),
  message TEXT NOT NULL,
  options TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  answered_at TEXT,
  response_value TEXT
);
CREATE INDEX chat_prompts_user ON chat_prompts(user_id, created_at);
`,
  version: 3,
}
