/**
 * Every schema migration, one module per feature area, written once with Kysely's schema builder
 * for both backends. Names sort in the order they apply; a shipped migration is never edited.
 */
import type {Migration, MigrationProvider} from 'kysely/migration'

import * as core from './001-core.js'
import * as runs from './002-runs.js'
import * as chat from './003-chat.js'
import * as ingest from './004-ingest.js'
import * as console from './005-console.js'
import * as listAndSearch from './006-list-and-search.js'
import * as runStateParts from './007-run-state-parts.js'
import * as listContentVersion from './008-list-content-version.js'
import * as listRowsIndex from './009-list-rows-index.js'

export const MIGRATIONS: Record<string, Migration> = {
  '001-core': core,
  '002-runs': runs,
  '003-chat': chat,
  '004-ingest': ingest,
  '005-console': console,
  '006-list-and-search': listAndSearch,
  '007-run-state-parts': runStateParts,
  '008-list-content-version': listContentVersion,
  '009-list-rows-index': listRowsIndex,
}

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS
  },
}
