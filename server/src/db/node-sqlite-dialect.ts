/**
 * A Kysely dialect for `node:sqlite` (DatabaseSync): Kysely's own SQLite adapter, query compiler
 * and introspector, with a driver that speaks node:sqlite's API. Written here rather than handing
 * Kysely's SqliteDialect a better-sqlite3 look-alike because that driver shares one connection
 * between concurrent callers without a lock (a query of another request would run inside an open
 * transaction) and begins transactions DEFERRED. This one:
 * - serialises access to the one connection: a transaction holds it until COMMIT or ROLLBACK,
 *   every other query waits its turn (node:sqlite is synchronous, so a single statement never
 *   interleaves anyway);
 * - begins transactions IMMEDIATE, taking the write lock up front, so two processes sharing a data
 *   directory wait on busy_timeout instead of failing on a lock upgrade;
 * - caches prepared statements by SQL text (bounded), so a hot query is compiled once.
 */
import type {DatabaseSync, SQLInputValue, StatementSync} from 'node:sqlite'

import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely'

/** How many distinct statements stay prepared; the service has a few hundred at most. */
const STATEMENT_CACHE_SIZE = 512

export class NodeSqliteDialect implements Dialect {
  readonly #driver: NodeSqliteDriver

  constructor(private readonly database: DatabaseSync) {
    this.#driver = new NodeSqliteDriver(database)
  }

  /**
   * Runs one statement at once when no one holds the connection (no transaction open), else
   * answers undefined (then go through Kysely, which waits for it). For the hot reads
   * (db/compiled.ts): Kysely's way to the connection (a lock, an executor, several promises) cost
   * about as much as a primary-key read itself; node:sqlite runs a statement synchronously anyway,
   * so running it now is what the driver would do once its turn came, without the wait.
   */
  runIfFree<R>(sql: string, parameters: readonly unknown[], arrays = false): R[] | undefined {
    return this.#driver.runIfFree<R>(sql, parameters, arrays)
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }

  createDriver(): Driver {
    return this.#driver
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db)
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler()
  }
}

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection
  /** Resolves when the connection is free; each holder chains the next one. */
  #free: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined
  /** From acquireConnection until releaseConnection: a caller (maybe a transaction) has the connection. */
  #held = false

  constructor(private readonly database: DatabaseSync) {
    this.#connection = new NodeSqliteConnection(database)
  }

  runIfFree<R>(sql: string, parameters: readonly unknown[], arrays = false): R[] | undefined {
    if (this.#held || !this.database.isOpen) return undefined
    return this.#connection.run<R>(sql, parameters, arrays).rows
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#free
    let release!: () => void
    this.#free = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    this.#release = release
    this.#held = true
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'))
  }

  async rollbackTransaction(): Promise<void> {
    // SQLite may have rolled back already (e.g. SQLITE_FULL): a second ROLLBACK would replace the
    // real error with "no transaction is active".
    if (this.database.isTransaction) this.database.exec('ROLLBACK')
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    this.#held = false
    release?.()
  }

  async destroy(): Promise<void> {
    if (this.database.isOpen) this.database.close()
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #statements = new Map<string, Prepared>()

  constructor(private readonly database: DatabaseSync) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.run<R>(compiledQuery.sql, compiledQuery.parameters)
  }

  /** `arrays`: rows as arrays of values (HotReadOptions), for this call only: the statement is shared with callers that want objects. */
  run<R>(sql: string, values: readonly unknown[], arrays = false): QueryResult<R> {
    const {returnsRows, statement} = this.#prepare(sql)
    const parameters = values.map(toSqlite)
    if (returnsRows && arrays) {
      statement.setReturnArrays(true)
      try {
        return {rows: statement.all(...parameters) as R[]}
      } finally {
        statement.setReturnArrays(false)
      }
    }

    if (returnsRows) return {rows: statement.all(...parameters) as R[]}
    const {changes, lastInsertRowid} = statement.run(...parameters)
    return {insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: []}
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const {statement} = this.#prepare(compiledQuery.sql)
    for (const row of statement.iterate(...compiledQuery.parameters.map(toSqlite))) yield {rows: [row as R]}
  }

  #prepare(sql: string): Prepared {
    let prepared = this.#statements.get(sql)
    if (prepared) {
      // Most recently used last, so the oldest entry is the one evicted.
      this.#statements.delete(sql)
    } else {
      const statement = this.database.prepare(sql)
      // Asked once: columns() builds a description object per column on every call (about 20 µs
      // for a `SELECT d.*`, as much as the primary-key read itself).
      prepared = {returnsRows: statement.columns().length > 0, statement}
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!)
    }

    this.#statements.set(sql, prepared)
    return prepared
  }
}

/** A prepared statement, and whether it returns rows (a SELECT, or a write with RETURNING). */
interface Prepared {
  statement: StatementSync
  returnsRows: boolean
}

/** node:sqlite binds no booleans and no undefined. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  return value as SQLInputValue
}
