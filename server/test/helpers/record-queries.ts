/**
 * The queries an action sends to the database: through Kysely (db.executeQuery), and the hot reads
 * run outside it (db/hot-reads.ts: node:sqlite at once, PostgreSQL's pipelined connections). The
 * list's page cache is on or off meanwhile as asked (default off: most callers look at the queries
 * that read pages), then back as it was, pages and all.
 */
import {CompiledQuery} from 'kysely'

import type {Db} from '../../src/db/database.js'
import {hotReadsOf, registerHotReads} from '../../src/db/hot-reads.js'
import {replacePageCache} from '../../src/documents/page-cache.js'

export async function recordQueries<T>(db: Db, action: () => Promise<T>, options: {pageCache?: boolean} = {}): Promise<{result: T; queries: CompiledQuery[]}> {
  const queries: CompiledQuery[] = []
  const original = db.executeQuery
  db.executeQuery = ((query: CompiledQuery) => {
    queries.push(query)
    return original.call(db, query)
  }) as typeof db.executeQuery
  const hot = hotReadsOf(db)
  if (hot) {
    registerHotReads(db, (sql, parameters, hotOptions) => {
      const rows = hot(sql, parameters, hotOptions)
      if (rows) queries.push(CompiledQuery.raw(sql, [...parameters]))
      return rows
    })
  }

  const cache = options.pageCache ? undefined : replacePageCache(db, undefined)
  try {
    return {queries, result: await action()}
  } finally {
    db.executeQuery = original
    registerHotReads(db, hot)
    if (!options.pageCache) replacePageCache(db, cache)
  }
}
