import type {Migration} from './index.js'

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
export const CONSOLE: Migration = {
  name: 'console: key last use, console settings, invitations',
  sql: `
ALTER TABLE api_keys ADD COLUMN last_used_at TEXT;
CREATE INDEX api_keys_user ON api_keys(user_id, created_at);
CREATE TABLE console_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE invitations (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX invitations_email ON invitations(email);
`,
  version: 5,
}
