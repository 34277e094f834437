/**
 * The tables as Kysely sees them (one type for both backends). Columns keep the shapes the
 * SQLite schema always had: ISO-8601 text for dates, integers 0/1 for flags, JSON as text, epoch
 * milliseconds for leases; on PostgreSQL those are TEXT, INTEGER, TEXT and BIGINT (read back as
 * numbers, see db/database.ts), so that both backends answer with the same bytes.
 */
import type {Generated} from 'kysely'

/** The largest id of an `integer` id column (documents...): 32-bit on PostgreSQL, where a larger bound value is a database error. */
export const MAX_INTEGER_ID = 2_147_483_647

export interface UsersTable {
  id: string
  email: string
  name: string
  password_hash: null | string
  is_admin: number
  home_folder_id: string
  created_at: string
}

export interface ApiKeysTable {
  id: string
  user_id: string
  prefix: string
  type: 'live' | 'service' | 'test'
  key_hash: string
  label: null | string
  created_at: string
  revoked_at: null | string
  last_used_at: null | string
}

export interface SessionsTable {
  id_hash: string
  user_id: string
  expires_at: string
}

export interface SpacesTable {
  id: string
  name: string
  root_folder_id: string
  created_by: string
  created_at: string
}

export interface SpaceMembersTable {
  space_id: string
  user_id: string
  role: 'editor' | 'owner' | 'viewer'
}

export interface DocumentsTable {
  id: Generated<number>
  file_name: string
  mime_type: string
  size: number
  doc_type: 'connector' | 'document'
  doc_status: 'completed' | 'failed' | 'processing' | 'ready'
  num_pages: null | number
  space_id: null | string
  folder_id: string
  owner_id: string
  /** The file's key in the blob store (`files/<uuid>`); null for connectors. */
  storage_path: null | string
  sha256: null | string
  /** JSON text; connectors only. */
  file_infos: null | string
  search_enabled: number
  status_detail: null | string
  created_at: string
}

export interface DocumentPagesTable {
  document_id: number
  page: number
  text: string
  layout: null | string
  width: null | number
  height: null | number
  rotation: null | number
  method: 'ocr' | 'pdf-text' | null
  confidence: null | number
}

/** How many documents a scope holds (a space, or one user's space-less documents), kept by triggers (migration 006). */
export interface DocumentCountsTable {
  scope_kind: 'owner' | 'space'
  /** The space id, or the owner's user id for `owner`. */
  scope_id: string
  n: number
  /** Goes up with every insert, delete or move in the scope. */
  version: Generated<number>
  /** Goes up when a document of the scope changes a listed column (migration 008). */
  content_version: Generated<number>
}

/** A part of a run's engine state (runs/state-store.ts): `<key>/<entry>` of a map, `<key>/<index>` of a list. */
export interface RunStatePartsTable {
  run_id: string
  part: string
  value: string
}

export interface RunsTable {
  id: string
  dossier_id: string
  user_id: string
  level: '1' | '2' | 'both'
  language: 'en' | 'fr'
  on_ambiguity: null | string
  /** The reference date (YYYY-MM-DD) fixed by the first call; null for runs started before it was stored. */
  as_of: null | string
  status: 'complete' | 'failed' | 'paused' | 'running'
  state: null | string
  prompt: null | string
  report: null | string
  pause_count: Generated<number>
  segment_start_seq: Generated<number>
  last_seq: Generated<number>
  lease_owner: null | string
  lease_pid: null | number
  lease_expires_at: null | number
  created_at: string
  updated_at: string
  finished_at: null | string
}

export interface RunEventsTable {
  run_id: string
  seq: number
  event: string
  data: string
  created_at: string
}

export interface ChatConversationsTable {
  id: string
  user_id: string
  created_at: string
  updated_at: string
}

export interface ChatMessagesTable {
  id: Generated<number>
  conversation_id: string
  role: 'assistant' | 'user'
  content: string
  sources: null | string
  created_at: string
}

export interface ChatPromptsTable {
  correlation_id: string
  user_id: string
  conversation_id: string
  kind: 'confirm' | 'select'
  message: string
  options: string
  state: string
  created_at: string
  expires_at: string
  answered_at: null | string
  response_value: null | string
}

export interface IngestJobsTable {
  document_id: number
  state: 'done' | 'failed' | 'queued' | 'running'
  attempts: Generated<number>
  lease_owner: null | string
  lease_pid: null | number
  lease_expires_at: null | number
  claimed_at: null | string
  last_error: null | string
  created_at: string
  updated_at: string
}

export interface ConsoleSettingsTable {
  name: string
  value: string
  updated_at: string
}

export interface InvitationsTable {
  id: string
  email: string
  code_hash: string
  created_by: string
  created_at: string
  expires_at: string
  used_at: null | string
}

export interface Schema {
  api_keys: ApiKeysTable
  chat_conversations: ChatConversationsTable
  chat_messages: ChatMessagesTable
  chat_prompts: ChatPromptsTable
  console_settings: ConsoleSettingsTable
  document_counts: DocumentCountsTable
  document_pages: DocumentPagesTable
  documents: DocumentsTable
  ingest_jobs: IngestJobsTable
  invitations: InvitationsTable
  run_events: RunEventsTable
  run_state_parts: RunStatePartsTable
  runs: RunsTable
  sessions: SessionsTable
  space_members: SpaceMembersTable
  spaces: SpacesTable
  users: UsersTable
}
