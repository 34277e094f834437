import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'

import {MIGRATIONS} from './migrations/index.js'

export type Db = DatabaseSync

/**
 * Opens (creating if needed) the service database `<dataDir>/svc.db` and applies pending
 * migrations in order, each in its own transaction. WAL mode lets readers run beside a writer.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, {recursive: true})
  const db = new DatabaseSync(join(dataDir, 'svc.db'))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;')
  migrate(db)
  return db
}

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as {version: number}[]).map((r) => r.version))
  const ordered = [...MIGRATIONS].sort((a, b) => a.version - b.version)
  for (const migration of ordered) {
    if (applied.has(migration.version)) continue
    transaction(db, () => {
      db.exec(migration.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      )
    })
  }
}

/** Runs fn inside BEGIN IMMEDIATE ... COMMIT (rolled back on error). */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = fn()
    db.exec('COMMIT')
    return result
  } catch (error) {
    // SQLite may have rolled back already (e.g. SQLITE_FULL): a second ROLLBACK would replace the
    // real error with "no transaction is active".
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
