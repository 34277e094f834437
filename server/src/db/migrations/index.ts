import {CORE} from './001-core.js'
import {RUNS} from './002-runs.js'
import {CHAT} from './003-chat.js'
import {INGEST} from './004-ingest.js'
import {CONSOLE} from './005-console.js'

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Every schema migration, one file per feature area. Versions are never reused or edited once shipped. */
export const MIGRATIONS: Migration[] = [CORE, RUNS, CHAT, INGEST, CONSOLE]
