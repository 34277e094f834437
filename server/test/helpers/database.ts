/**
 * Which database a test service uses. SQLite in its data directory by default; when
 * SVC_TEST_DATABASE_URL names a PostgreSQL server (`npm run test:postgres` starts one, see
 * postgres-hooks.ts), each data directory gets its own fresh database on it, the same one again
 * when a test restarts a service on that directory, so tests stay as isolated as with SQLite.
 */
import {createHash} from 'node:crypto'

import pg from 'pg'

import type {DatabaseConfig} from '../../src/db/database.js'

const created = new Map<string, string>()

/** The PostgreSQL server the suite runs against, if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.SVC_TEST_DATABASE_URL?.trim() || undefined
}

/** The `database` option of a service on `dataDir`: undefined (SQLite) unless the suite runs against PostgreSQL. */
export async function testDatabase(dataDir: string): Promise<DatabaseConfig | undefined> {
  const url = await testDatabaseUrlFor(dataDir)
  return url ? {url} : undefined
}

/** The URL of the database of `dataDir` on the suite's PostgreSQL server (created on first use), or undefined. */
export async function testDatabaseUrlFor(dataDir: string): Promise<string | undefined> {
  const server = testDatabaseUrl()
  if (!server) return undefined
  const known = created.get(dataDir)
  if (known) return known
  const name = `svc_t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`
  const admin = new pg.Client({connectionString: server, connectionTimeoutMillis: 10_000})
  await admin.connect()
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    // Names are hex from a hash: nothing to quote.
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }

  const url = new URL(server)
  url.pathname = `/${name}`
  created.set(dataDir, url.toString())
  return url.toString()
}

/** Environment for a service process on `dataDir` (svc-server start, keys create): SVC_DATABASE_URL when the suite runs against PostgreSQL. */
export async function testDatabaseEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  const url = await testDatabaseUrlFor(dataDir)
  return url ? {SVC_DATABASE_URL: url} : {}
}
