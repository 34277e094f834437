import type {Kysely} from 'kysely'

/**
 * A run's engine state in parts (runs/state-store.ts): one row per entry of its maps and per
 * element of its lists, so that a checkpoint writes only what changed since the previous one
 * instead of the whole state (a 500-document run wrote 8 MB over its 38 checkpoints, 2,000
 * documents 33 MB). `runs.state` then holds a small manifest naming the parts; states stored
 * whole before this migration stay readable as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('run_state_parts')
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('run_state_parts_pk', ['run_id', 'part'])
    .execute()
}
