/**
 * Named prepared statements for the hot reads on PostgreSQL (db/compiled.ts registers their SQL).
 * Sent unnamed, every query is parsed and planned again by the server: for the list page and its
 * counts that was most of PostgreSQL's CPU per request (planning 0.2-0.6 ms against 0.1-0.2 ms of
 * execution, measured with EXPLAIN ANALYZE). Named, each connection parses a statement once and
 * later calls send only Bind and Execute; PostgreSQL re-plans by itself when it sees fit.
 *
 * Only registered texts are named: they are a bounded set (one per query shape), so each
 * connection holds at most that many statements. `SVC_PG_PREPARED=0` turns it off, e.g. behind a
 * transaction-mode connection pooler that cannot keep named statements (PgBouncer before 1.21).
 */
import pg from 'pg'
// @ts-expect-error pg's utilities have no types (pg/lib/* is in its exports): prepareValue, which pg's Query binds values with.
import pgUtils from 'pg/lib/utils.js'

/** SQL text -> statement name, the same on every connection of this process. */
const names = new Map<string, string>()

/** Names a hot query's SQL text, so that every connection prepares it once. */
export function prepareOnPostgres(sqlText: string): void {
  if (!names.has(sqlText)) names.set(sqlText, `svc_${names.size + 1}`)
}

/**
 * PostgreSQL's error for a prepared statement whose result columns changed under it (a migration
 * added a column to a `SELECT *` table while the service ran).
 */
const CACHED_PLAN_CHANGED = '0A000'
/** The transaction is aborted: a retry inside it cannot succeed (the caller rolls back). */
const IN_FAILED_TRANSACTION = '25P02'

type QueryResult = pg.QueryResult

/**
 * A pg client that sends registered texts as named statements. Kysely's PostgresDriver calls
 * `query(text, values)`; every other form goes to pg unchanged.
 */
export class PreparingClient extends pg.Client {
  /** Per connection: statements dropped after a schema change get a new name here. */
  readonly #renamed = new Map<string, string>()

  // @ts-expect-error pg.Client.query has many overloads; this override keeps all of them.
  override query(config: unknown, values?: unknown, callback?: unknown): unknown {
    const name = typeof config === 'string' && typeof values !== 'function' && callback === undefined ? (this.#renamed.get(config) ?? names.get(config)) : undefined
    if (name === undefined || process.env.SVC_PG_PREPARED === '0') return (super.query as (...args: unknown[]) => unknown)(config, values, callback)
    return this.#named(config as string, name, values as unknown[] | undefined)
  }

  async #named(text: string, name: string, values: unknown[] | undefined): Promise<QueryResult> {
    try {
      return await this.#send(text, name, values)
    } catch (error) {
      if ((error as {code?: string}).code !== CACHED_PLAN_CHANGED) throw error
      // The server keeps the stale statement until this connection closes; a new name prepares it again.
      const renamed = `${name}_${Date.now().toString(36)}`
      this.#renamed.set(text, renamed)
      try {
        return await this.#send(text, renamed, values)
      } catch (retryError) {
        throw (retryError as {code?: string}).code === IN_FAILED_TRANSACTION ? error : retryError
      }
    }
  }

  #send(text: string, name: string, values: unknown[] | undefined): Promise<QueryResult> {
    if (process.env.SVC_PG_DESCRIBE_ONCE === '0') return super.query({name, text, values})
    return new Promise((resolve, reject) => {
      // (Given the text, not a config, pg's Query takes it as it is: a config object it copies,
      // property by property, about 1 % of the service's CPU on a document read.)
      const query = new DescribedOnceQuery(text, values, (error: Error | undefined, result: unknown) => (error ? reject(error) : resolve(result as QueryResult)))
      ;(query as unknown as QueryInternals).name = name
      super.query(query)
    })
  }
}

/** What pg's Query does inside, which its types leave out. */
interface QueryInternals {
  name?: string
  portal: string
  rows?: number
  values?: unknown[]
  binary?: boolean
  hasBeenParsed(connection: unknown): boolean
  handleError(error: unknown, connection: unknown): void
  handleRowDescription(message: {fields: unknown[]}): void
  _getRows(connection: unknown, rows: number | undefined): void
}

/** A statement's result columns as PostgreSQL described them, and what pg's Result builds from them. */
interface DescribedColumns {
  fields: unknown[]
  /** pg's Result's state after addFields: a parser per column and the empty row it copies for each row. */
  parsers?: unknown[]
  emptyRow?: object
}

/** Per connection, per named statement: the result's columns as PostgreSQL described them once. */
const describedColumns = new WeakMap<object, Map<string, DescribedColumns>>()

/** pg's Result, inside: what addFields sets. */
interface ResultInternals {
  fields: unknown[]
  _parsers: unknown[] | undefined
  _prebuiltEmptyResultObject: object | null
  command: string | null
}

/**
 * A named statement's execution that asks PostgreSQL to describe its result's columns only the
 * first time on a connection. pg sends Describe with every execution, and PostgreSQL answers each
 * with the columns' names and types, which pg decodes again: for a document read on one
 * pipelined connection with 32 clients, about 5 µs of the service's 69-70 µs. A statement's
 * columns cannot change under its name: a migration that changes them fails the statement
 * (CACHED_PLAN_CHANGED), and it is prepared again under a new name, described anew.
 * `SVC_PG_DESCRIBE_ONCE=0` sends Describe every time, as pg does.
 */
class DescribedOnceQuery extends pg.Query {
  #connection: object | undefined

  prepare(connection: {bind(options: unknown): void; sync(): void}): void {
    const self = this as unknown as QueryInternals
    this.#connection = connection
    const columns = self.name === undefined ? undefined : describedColumns.get(connection)?.get(self.name)
    if (columns === undefined || !self.hasBeenParsed(connection)) {
      ;(pg.Query.prototype as unknown as {prepare(connection: unknown): void}).prepare.call(this, connection)
      return
    }

    try {
      connection.bind({binary: self.binary, portal: self.portal, statement: self.name, valueMapper: preparedValue, values: self.values})
    } catch (error) {
      // The error is the query's. (pg also closes the statement there, which it has just parsed;
      // this one was parsed before and stays prepared for the next calls.)
      connection.sync()
      self.handleError(error, connection)
      return
    }

    // The columns as described before, with the parsers pg built for them then, and Execute and
    // Sync as pg sends them. (pg's addFields looks every column's parser up and builds the empty
    // row again for each execution: 2.4 % of the service's CPU on a document read.)
    const result = (this as unknown as {_result: ResultInternals})._result
    if (columns.parsers && columns.emptyRow && result.command === null) {
      result.fields = columns.fields
      result._parsers = columns.parsers
      result._prebuiltEmptyResultObject = columns.emptyRow
      ;(this as unknown as {_accumulateRows: boolean})._accumulateRows = true
    } else {
      self.handleRowDescription({fields: columns.fields})
    }

    self._getRows(connection, self.rows)
  }

  handleRowDescription(message: {fields: unknown[]}): void {
    ;(pg.Query.prototype as unknown as QueryInternals).handleRowDescription.call(this, message)
    const name = (this as unknown as QueryInternals).name
    if (this.#connection === undefined || name === undefined) return
    let statements = describedColumns.get(this.#connection)
    if (!statements) describedColumns.set(this.#connection, (statements = new Map()))
    const result = (this as unknown as {_result: ResultInternals})._result
    // (Shared by the executions that follow: pg reads them and never changes them in place.)
    statements.set(name, {emptyRow: result._prebuiltEmptyResultObject ?? undefined, fields: message.fields, parsers: result._parsers})
  }
}

/** pg's mapping of a value to its text on the wire (pg/lib/utils prepareValue). */
const preparedValue = (pgUtils as {prepareValue(value: unknown): unknown}).prepareValue
