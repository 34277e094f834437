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
      return await super.query({name, text, values})
    } catch (error) {
      if ((error as {code?: string}).code !== CACHED_PLAN_CHANGED) throw error
      // The server keeps the stale statement until this connection closes; a new name prepares it again.
      const renamed = `${name}_${Date.now().toString(36)}`
      this.#renamed.set(text, renamed)
      try {
        return await super.query({name: renamed, text, values})
      } catch (retryError) {
        throw (retryError as {code?: string}).code === IN_FAILED_TRANSACTION ? error : retryError
      }
    }
  }
}
