/**
 * The queries an action sends to the database: through Kysely (db.executeQuery), the hot reads
 * node:sqlite runs at once (db/node-sqlite-dialect.ts runIfFree) and those PostgreSQL gets over
 * pipelined connections (db/pg-pipeline.ts). The list's page cache is on or
 * off meanwhile as asked (default off: most callers look at the queries that read pages), then
 * back as it was, pages and all.
 */
import {CompiledQuery} from 'kysely'

import type {Db} from '../../src/db/database.js'
import {nodeSqliteDialectOf} from '../../src/db/node-sqlite-dialect.js'
import {pipelinedReadsOf} from '../../src/db/pg-pipeline.js'
import {replacePageCache} from '../../src/documents/page-cache.js'

export async function recordQueries<T>(db: Db, action: () => Promise<T>, options: {pageCache?: boolean} = {}): Promise<{result: T; queries: CompiledQuery[]}> {
  const queries: CompiledQuery[] = []
  const original = db.executeQuery
  db.executeQuery = ((query: CompiledQuery) => {
    queries.push(query)
    return original.call(db, query)
  }) as typeof db.executeQuery
  const dialect = nodeSqliteDialectOf(db)
  const runIfFree = dialect?.runIfFree
  if (dialect && runIfFree) {
    dialect.runIfFree = <R>(sql: string, parameters: readonly unknown[]) => {
      const rows = runIfFree.call(dialect, sql, parameters) as R[] | undefined
      if (rows) queries.push(CompiledQuery.raw(sql, [...parameters]))
      return rows
    }
  }

  const pipelined = pipelinedReadsOf(db)
  const pipelinedQuery = pipelined?.query
  if (pipelined && pipelinedQuery) {
    pipelined.query = <R>(sql: string, parameters: readonly unknown[]) => {
      queries.push(CompiledQuery.raw(sql, [...parameters]))
      return pipelinedQuery.call(pipelined, sql, parameters) as Promise<R[]>
    }
  }

  const cache = options.pageCache ? undefined : replacePageCache(db, undefined)
  try {
    return {queries, result: await action()}
  } finally {
    db.executeQuery = original
    if (dialect && runIfFree) dialect.runIfFree = runIfFree
    if (pipelined && pipelinedQuery) pipelined.query = pipelinedQuery
    if (!options.pageCache) replacePageCache(db, cache)
  }
}
