import {sql, type Kysely} from 'kysely'

import {appliedBeforeKysely} from './helpers.js'

/**
 * Validation runs and their events.
 *
 * A run lives outside the HTTP request that started it: its engine state (a checkpoint after
 * every completed step), the prompt it paused on, its report (stored once, served byte for byte)
 * and every event it emitted (with a per-run `seq`) are here, so a restart loses nothing.
 * `lease_*` says which service process executes a `running` run: another process may take the
 * run over only when the lease expired or its process is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (await appliedBeforeKysely(db, 2)) return
  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dossier_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level IN ('1', '2', 'both')`))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('fr', 'en')`))
    .addColumn('on_ambiguity', 'text', (c) => c.check(sql`on_ambiguity IN ('prompt', 'fail', 'dump')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('running', 'paused', 'complete', 'failed')`))
    .addColumn('state', 'text')
    .addColumn('prompt', 'text')
    .addColumn('report', 'text')
    .addColumn('pause_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('segment_start_seq', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_pid', 'integer')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('runs_dossier').on('runs').columns(['dossier_id', 'created_at']).execute()
  await db.schema.createIndex('runs_status').on('runs').column('status').execute()
  await db.schema
    .createTable('run_events')
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('run_events_pk', ['run_id', 'seq'])
    .execute()
}
