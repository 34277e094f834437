/**
 * Raw SQL for tests that set up or inspect rows directly, on either backend: `?` placeholders
 * become bound parameters through Kysely (so `$1` on PostgreSQL). Counts come back as numbers on
 * both (db/database.ts reads int8 as a number).
 */
import {sql, type RawBuilder} from 'kysely'

import type {Db} from '../../src/db/database.js'

function statement(text: string, params: unknown[]): RawBuilder<unknown> {
  const parts = text.split('?')
  if (parts.length - 1 !== params.length) throw new Error(`${parts.length - 1} placeholders but ${params.length} parameters in: ${text}`)
  let built = sql.raw(parts[0])
  for (const [index, param] of params.entries()) built = sql`${built}${param}${sql.raw(parts[index + 1])}`
  return built
}

/** Every row of a query. */
export async function sqlAll<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  return (await statement(text, params).execute(db)).rows as T[]
}

/** The first row of a query, or undefined. */
export async function sqlGet<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await sqlAll<T>(db, text, ...params))[0]
}

/** A write; returns the number of rows changed. */
export async function sqlRun(db: Db, text: string, ...params: unknown[]): Promise<number> {
  const result = await statement(text, params).execute(db)
  return Number(result.numAffectedRows ?? 0n)
}
