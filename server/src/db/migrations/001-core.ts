import type {Migration} from './index.js'

export const CORE: Migration = {
  name: 'core: users, keys, sessions, spaces, folders, documents',
  sql: `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT,
  is_admin INTEGER NOT NULL DEFAULT 0,
  home_folder_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  prefix TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('live', 'test', 'service')),
  key_hash TEXT NOT NULL UNIQUE,
  label TEXT,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE TABLE spaces (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  root_folder_id TEXT NOT NULL,
  created_by TEXT NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL
);
CREATE TABLE space_members (
  space_id TEXT NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  PRIMARY KEY (space_id, user_id)
);
CREATE TABLE documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  doc_type TEXT NOT NULL CHECK (doc_type IN ('document', 'connector')),
  doc_status TEXT NOT NULL CHECK (doc_status IN ('ready', 'completed', 'processing', 'failed')),
  num_pages INTEGER,
  space_id TEXT REFERENCES spaces(id) ON DELETE SET NULL,
  folder_id TEXT NOT NULL,
  owner_id TEXT NOT NULL REFERENCES users(id),
  storage_path TEXT,
  sha256 TEXT,
  file_infos TEXT,
  search_enabled INTEGER NOT NULL DEFAULT 0,
  status_detail TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX documents_space ON documents(space_id, id);
CREATE INDEX documents_owner ON documents(owner_id, id);
CREATE TABLE document_pages (
  document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  page INTEGER NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (document_id, page)
);
`,
  version: 1,
}
