/**
 * Hot reads compiled once: Kysely builds and compiles the query the first time (per dialect),
 * later calls run the same SQL text with their own values, through the database's hot reads
 * when it has them (db/hot-reads.ts: on SQLite at once when no transaction holds the connection,
 * on PostgreSQL as a named prepared statement, db/pg-prepared.ts, over a pipelined connection,
 * db/pg-pipeline.ts). Building and compiling a query costs about as much as running a
 * primary-key read on SQLite, on every request of the hottest routes.
 */
import {CompiledQuery, type Compilable} from 'kysely'

import {dialectOf, type Db} from './database.js'
import {hotReadsOf, type HotReadOptions} from './hot-reads.js'
import {prepareOnPostgres} from './pg-prepared.js'

interface Entry {
  sql: string
  /** For each parameter of the compiled SQL, which argument it is. */
  order: number[]
}

const entries = new Map<string, Entry>()

/**
 * A query function that compiles `build` once per dialect and `shape` (a name for the query and
 * whatever changes its SQL text besides values). `build` must put every value it binds from its
 * arguments: the first compile runs it with marker values and fails if a bound value is none of
 * them (a literal that would be frozen into later calls), so a mistake shows on first use.
 */
export function compiledQuery<A extends unknown[], R>(name: string, build: (db: Db, shape: string, ...args: A) => Compilable<R>, hotOptions?: (shape: string) => HotReadOptions | undefined) {
  return async (db: Db, shape: string, ...args: A): Promise<R[]> => {
    const key = `${dialectOf(db)}:${name}:${shape}`
    let entry = entries.get(key)
    if (!entry) {
      const markers = args.map((_, index) => `\u0000arg${index}`) as A
      const compiled = build(db, shape, ...markers).compile()
      const order = compiled.parameters.map((value) => markers.indexOf(value))
      if (order.includes(-1)) throw new Error(`compiledQuery ${name}: a bound value is not one of its arguments: ${JSON.stringify(compiled.parameters)}`)
      entry = {order, sql: compiled.sql}
      entries.set(key, entry)
      if (dialectOf(db) === 'postgres') prepareOnPostgres(compiled.sql)
    }

    const values = entry.order.map((index) => args[index])
    const hot = hotReadsOf(db)?.(entry.sql, values, hotOptions?.(shape))
    if (hot) return (await hot) as R[]
    return (await db.executeQuery<R>(CompiledQuery.raw(entry.sql, values))).rows
  }
}
