/**
 * How a database runs the hot reads (db/compiled.ts) outside Kysely, when it has a faster way: on
 * SQLite the statement at once when no transaction holds the connection (NodeSqliteDialect
 * runIfFree), on PostgreSQL over pipelined connections (db/pg-pipeline.ts). openDatabase registers
 * it per Kysely instance; a transaction's instance has none, so its reads go through Kysely on the
 * transaction's connection. A runner answers undefined to say "not now, through Kysely".
 */
export type HotReads = (sql: string, values: readonly unknown[], options?: HotReadOptions) => unknown[] | Promise<unknown[]> | undefined

/**
 * `arrays`: each row as an array of its columns' values, in the SELECT's order, where the database
 * can give them so (node:sqlite's setReturnArrays: no object built per row); elsewhere (PostgreSQL,
 * a read through Kysely) rows stay objects, so a caller that asks must take both.
 */
export interface HotReadOptions {
  arrays?: boolean
}

const runners = new WeakMap<object, HotReads>()

/** Sets (or, with undefined, removes) the hot reads' runner of a Kysely instance. */
export function registerHotReads(db: object, run: HotReads | undefined): void {
  if (run) runners.set(db, run)
  else runners.delete(db)
}

/** The hot reads' runner of `db`, if it has one. */
export function hotReadsOf(db: object): HotReads | undefined {
  return runners.get(db)
}
