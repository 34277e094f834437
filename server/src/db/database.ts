/**
 * The service's database: one Kysely instance over either backend, chosen by configuration.
 *
 * - embedded (default): SQLite through node:sqlite at `<data-dir>/svc.db` (WAL, foreign keys,
 *   busy_timeout), through our node:sqlite dialect (node-sqlite-dialect.ts);
 * - scale-out: PostgreSQL 15+ when `SVC_DATABASE_URL` is `postgres://...` (a `pg` pool; several
 *   service processes may share it).
 *
 * Every store module writes its queries once with Kysely; where the dialects differ (a scalar
 * max, row locks for claiming) they ask `dialectOf`. Migrations (migrations/) are Kysely
 * migrations written once for both, applied by `migrate` (at every open, and by `svc-server migrate`).
 */
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'

import {Kysely, PostgresDialect, sql, type Expression, type RawBuilder, type Transaction} from 'kysely'
import {Migrator} from 'kysely/migration'
import pg from 'pg'

import {dialectOf, type Dialect} from './migrations/helpers.js'
import {PreparingClient} from './pg-prepared.js'
import {migrationProvider} from './migrations/index.js'
import {registerHotReads} from './hot-reads.js'
import {NodeSqliteDialect} from './node-sqlite-dialect.js'
import {PipelinedReads} from './pg-pipeline.js'
import type {Schema} from './schema.js'

export type {Dialect} from './migrations/helpers.js'
export {dialectOf} from './migrations/helpers.js'
export type {Schema} from './schema.js'

/** The database (or a transaction on it: every store function accepts either). */
export type Db = Kysely<Schema>

export interface DatabaseConfig {
  /** `postgres://...` / `postgresql://...`, or undefined for SQLite in the data directory. */
  url?: string
  /** PostgreSQL pool size (SVC_DATABASE_POOL_MAX, default 10). */
  poolMax?: number
}

/** The database settings from SVC_DATABASE_URL / SVC_DATABASE_POOL_MAX; a malformed value is one line naming it. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.SVC_DATABASE_URL?.trim() || undefined
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`SVC_DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for SQLite in the data directory), got "${redactUrl(url)}".`)
  }

  const rawPool = env.SVC_DATABASE_POOL_MAX?.trim()
  let poolMax: number | undefined
  if (rawPool) {
    poolMax = Number(rawPool)
    if (!Number.isInteger(poolMax) || poolMax < 1 || poolMax > 1000) throw new Error(`SVC_DATABASE_POOL_MAX must be an integer from 1 to 1000, got "${rawPool}".`)
  }

  return {poolMax, url}
}

/** A database URL without its password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@')
}

/** How long a PostgreSQL connection attempt or a statement may take before it fails (bounded waits). */
const PG_CONNECT_TIMEOUT_MS = 10_000
const PG_STATEMENT_TIMEOUT_MS = 120_000

/** int8 (count(*), bigint columns: epoch milliseconds, sizes) and numeric read as numbers, as SQLite gives them. */
const PG_TYPES = {
  getTypeParser(oid: number, format?: 'binary' | 'text') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

/**
 * Opens the database (SQLite at `<dataDir>/svc.db`, or PostgreSQL when `config.url` is set) and
 * applies pending migrations. Fails with one line when PostgreSQL cannot be reached.
 */
export async function openDatabase(dataDir: string, config: DatabaseConfig = databaseConfigFromEnv()): Promise<Db> {
  return (await openAndMigrate(dataDir, config)).db
}

/** openDatabase, also saying which migrations it applied (`svc-server migrate`). */
export async function openAndMigrate(dataDir: string, config: DatabaseConfig = databaseConfigFromEnv()): Promise<{db: Db; applied: string[]}> {
  const db = config.url ? openPostgres(config) : openSqlite(dataDir)
  try {
    return {applied: await migrate(db), db}
  } catch (error) {
    await db.destroy()
    throw config.url ? connectionError(config.url, error) : error
  }
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, {recursive: true})
  const database = new DatabaseSync(join(dataDir, 'svc.db'))
  database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;')
  const dialect = new NodeSqliteDialect(database)
  const db = new Kysely<Schema>({dialect})
  registerHotReads(db, (text, values, options) => dialect.runIfFree(text, values, options?.arrays))
  return db
}

function openPostgres(config: DatabaseConfig): Db {
  const pool = new pg.Pool({
    connectionString: config.url,
    // Sends the hot reads as named prepared statements (db/pg-prepared.ts).
    Client: PreparingClient as unknown as typeof pg.Client,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    max: config.poolMax ?? 10,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    types: PG_TYPES,
  })
  // An idle client's error (the server restarted) must not stop the process; the next query reconnects.
  pool.on('error', () => {})
  const db = new Kysely<Schema>({dialect: new PostgresDialect({pool})})
  if (process.env.SVC_PG_PIPELINE !== '0') {
    // The hot reads' pipelined connections (db/pg-pipeline.ts), ended with the pool (Kysely's destroy ends the pool).
    const reads = new PipelinedReads({connectionString: config.url!, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS, statement_timeout: PG_STATEMENT_TIMEOUT_MS, types: PG_TYPES})
    registerHotReads(db, async (text, values) => reads.query(text, values))
    const end = pool.end.bind(pool)
    pool.end = (async () => {
      await reads.close()
      return end()
    }) as typeof pool.end
  }

  return db
}

function connectionError(url: string, caught: unknown): Error {
  // The migrator wraps the driver's error: look at what it wraps.
  const error = (caught as {cause?: unknown}).cause ?? caught
  const code = (error as {code?: string}).code
  if (code && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|28P01|28000|3D000)$/.test(code)) {
    const message = (error as Error).message.replaceAll(/\s+/g, ' ')
    return new Error(`Cannot use the database at ${redactUrl(url)}: ${message}. Check SVC_DATABASE_URL and that PostgreSQL is running.`, {cause: error})
  }

  if ((error as Error).message === 'timeout exceeded when trying to connect') {
    return new Error(`Cannot reach the database at ${redactUrl(url)} within ${PG_CONNECT_TIMEOUT_MS / 1000} s. Check SVC_DATABASE_URL.`, {cause: error})
  }

  return caught as Error
}

/** Applies pending migrations; returns the names applied. One line on failure. */
export async function migrate(db: Kysely<Schema>): Promise<string[]> {
  const migrator = new Migrator({db, provider: migrationProvider})
  const {error, results} = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${message}`.replace('  ', ' '), {cause: error})
  }

  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * Runs fn in one transaction (BEGIN IMMEDIATE on SQLite), committed when it resolves, rolled back
 * when it throws. Inside a transaction already, fn joins it. Everything fn does must go through
 * the `trx` it is given: on SQLite, the connection is held until the transaction ends.
 */
export async function transaction<T>(db: Db, fn: (trx: Transaction<Schema>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Schema>)
  return db.transaction().execute(fn)
}

/** The larger of two values (SQLite's scalar max(), PostgreSQL's greatest()). */
export function greatest<T>(db: Db, a: Expression<T> | RawBuilder<T>, b: Expression<T> | RawBuilder<T>): RawBuilder<T> {
  return dialectOf(db) === 'postgres' ? sql<T>`greatest(${a}, ${b})` : sql<T>`max(${a}, ${b})`
}

/** The number of rows a write changed (Kysely reports a bigint). */
export function changed(result: {numUpdatedRows?: bigint; numDeletedRows?: bigint} | {numUpdatedRows?: bigint; numDeletedRows?: bigint}[]): number {
  const list = Array.isArray(result) ? result : [result]
  return list.reduce((sum, r) => sum + Number(r.numUpdatedRows ?? r.numDeletedRows ?? 0n), 0)
}

export function isPostgres(db: Db): boolean {
  return dialectOf(db) === 'postgres'
}

export type {Dialect as DatabaseDialect}
