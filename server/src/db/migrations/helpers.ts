/**
 * What the migrations share: which backend they run on (the few types that differ), and the
 * bridge from the migration table the service used before Kysely (`schema_migrations`).
 */
import {PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely} from 'kysely'

export type Dialect = 'postgres' | 'sqlite'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<unknown>, stores Kysely<Schema>
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** An integer key the database numbers itself: AUTOINCREMENT (never reused) or an identity column. */
export function autoId(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    dialectOf(db) === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
}

/**
 * Whether a data directory created before the move to Kysely already has migration `version`
 * (its `schema_migrations` table says so): then the migration records itself and changes nothing.
 */
export async function appliedBeforeKysely(db: Kysely<unknown>, version: number): Promise<boolean> {
  if (dialectOf(db) !== 'sqlite') return false
  const table = await sql<{name: string}>`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db)
  if (table.rows.length === 0) return false
  const row = await sql<{version: number}>`SELECT version FROM schema_migrations WHERE version = ${version}`.execute(db)
  return row.rows.length > 0
}
