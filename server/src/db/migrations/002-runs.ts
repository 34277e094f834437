import type {Migration} from './index.js'

/**
 * Validation runs and their events.
 *
 * A run lives outside the HTTP request that started it: its engine state (a checkpoint after
 * every completed step), the prompt it paused on, its report (stored once, served byte for byte)
 * and every event it emitted (with a per-run `seq`) are here, so a restart loses nothing.
 * `lease_*` says which service process executes a `running` run: another process may take the
 * run over only when the lease expired or its process is gone.
 */
export const RUNS: Migration = {
  name: 'runs: validation runs and their events',
  sql: `
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  dossier_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level TEXT NOT NULL CHECK (level IN ('1', '2', 'both')),
  language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
  on_ambiguity TEXT CHECK (on_ambiguity IN ('prompt', 'fail', 'dump')),
  status TEXT NOT NULL CHECK (status IN ('running', 'paused', 'complete', 'failed')),
  state TEXT,
  prompt TEXT,
  report TEXT,
  pause_count INTEGER NOT NULL DEFAULT 0,
  segment_start_seq INTEGER NOT NULL DEFAULT 1,
  last_seq INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_pid INTEGER,
  lease_expires_at INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX runs_dossier ON runs(dossier_id, created_at);
CREATE INDEX runs_status ON runs(status);
CREATE TABLE run_events (
  run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (run_id, seq)
);
`,
  version: 2,
}
