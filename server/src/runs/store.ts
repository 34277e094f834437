/**
 * Persistence of validation runs (`runs`, `run_events`), on either backend (Kysely). The status
 * transitions are single `UPDATE ... WHERE status = ?` statements (and lease checks take the run's
 * row lock on PostgreSQL), so that they are atomic across processes and replicas.
 *
 * Crash safety: events are written together with what they report. An event and `last_seq` are
 * one transaction (appendEvents); the engine's events go in with the checkpoint that covers them
 * (saveCheckpoint), and the outcome event with the outcome (settleRun). So after a kill -9 the
 * stored events and the stored state always agree: a takeover resumes from the checkpoint and
 * never stores an event twice, and a new segment starts after every stored event (claimRun).
 */
import {sql, type RawBuilder} from 'kysely'

import {changed, greatest, isPostgres, transaction, type Db} from '../db/database.js'
import {RUN_EVENTS_CHANNEL, runEventsPayload} from '../db/notify.js'
import type {Selectable} from 'kysely'
import type {RunsTable} from '../db/schema.js'
import {StateWriter, writeStateParts} from './state-store.js'

export type RunStatus = 'complete' | 'failed' | 'paused' | 'running'
export type RunLevel = '1' | '2' | 'both'
export type RunLanguage = 'en' | 'fr'

/** A row of `runs`, JSON columns still as text (the columns are described in db/schema.ts). */
export type RunRow = Selectable<RunsTable>

/** One stored event, as sent in `notifications/svc/event`. */
export interface RunEvent {
  run_id: string
  seq: number
  event: string
  data: Record<string, unknown>
}

export interface Lease {
  owner: string
  pid: number
  /** Epoch milliseconds. */
  expiresAt: number
}

const now = () => new Date().toISOString()

export async function getRun(db: Db, id: string): Promise<RunRow | undefined> {
  return db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertRun(
  db: Db,
  run: {id: string; dossierId: string; userId: string; level: RunLevel; language: RunLanguage; onAmbiguity?: string; asOf: string; lease: Lease},
): Promise<RunRow> {
  const at = now()
  return db
    .insertInto('runs')
    .values({
      as_of: run.asOf,
      created_at: at,
      dossier_id: run.dossierId,
      id: run.id,
      language: run.language,
      lease_expires_at: run.lease.expiresAt,
      lease_owner: run.lease.owner,
      lease_pid: run.lease.pid,
      level: run.level,
      on_ambiguity: run.onAmbiguity ?? null,
      status: 'running',
      updated_at: at,
      user_id: run.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Atomically moves a run from `from` to `running` under a new lease, its new segment starting at
 * the next free seq (see nextSeq), in one write. `guard` narrows the transition (e.g. the pause it
 * answers, or the lease it takes over). Returns false when another caller won the race.
 */
export async function claimRun(
  db: Db,
  id: string,
  from: RunStatus,
  lease: Lease,
  guard: {pauseCount?: number; leaseOwner?: null | string} = {},
): Promise<boolean> {
  let update = db
    .updateTable('runs')
    .set((eb) => ({
      finished_at: null,
      lease_expires_at: lease.expiresAt,
      lease_owner: lease.owner,
      lease_pid: lease.pid,
      segment_start_seq: sql<number>`${greatest(db, eb.ref('last_seq'), sql<number>`coalesce((SELECT max(seq) FROM run_events WHERE run_id = runs.id), 0)`)} + 1`,
      status: 'running',
      updated_at: now(),
    }))
    .where('id', '=', id)
    .where('status', '=', from)
  if (guard.pauseCount !== undefined) update = update.where('pause_count', '=', guard.pauseCount)
  if (guard.leaseOwner !== undefined) update = update.where('lease_owner', 'is not distinct from', guard.leaseOwner)
  return changed(await update.executeTakeFirst()) === 1
}

export async function renewLease(db: Db, id: string, owner: string, expiresAt: number): Promise<void> {
  await db.updateTable('runs').set({lease_expires_at: expiresAt}).where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
}

/** Gives up this process's leases (graceful stop), so a new process may take the runs over at once. */
export async function releaseLeases(db: Db, owner: string): Promise<void> {
  await db.updateTable('runs').set({lease_expires_at: 0}).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
}

/** Rows per INSERT of events: well under both backends' bound-parameter limits (5 columns each). */
const EVENTS_PER_INSERT = 200

/** Inserts events (seq increasing) and, on PostgreSQL, notifies followers; the caller holds a transaction and moves last_seq (lastSeqTo). */
async function insertEvents(db: Db, events: RunEvent[]): Promise<void> {
  if (events.length === 0) return
  const at = now()
  const rows = events.map((event) => ({created_at: at, data: JSON.stringify(event.data), event: event.event, run_id: event.run_id, seq: event.seq}))
  for (let start = 0; start < rows.length; start += EVENTS_PER_INSERT) {
    await db.insertInto('run_events').values(rows.slice(start, start + EVENTS_PER_INSERT)).execute()
  }

  const last = events.at(-1)!
  // Other replicas following the run read it again: delivered at commit, so after the rows are visible (db/notify.ts).
  if (isPostgres(db)) await sql`SELECT pg_notify(${RUN_EVENTS_CHANNEL}, ${runEventsPayload(last.run_id, last.seq)})`.execute(db)
}

/** The run's last_seq moved to the last of `events` (never back), for an UPDATE of the run; none without events. */
function lastSeqTo(db: Db, events: RunEvent[]): {last_seq?: RawBuilder<number>} {
  const last = events.at(-1)
  return last ? {last_seq: greatest(db, sql.ref<number>('last_seq'), sql<number>`${last.seq}`)} : {}
}

/** Inserts events and moves last_seq to the last, for a caller that does not update the run itself. */
async function insertEventsAndLastSeq(db: Db, events: RunEvent[]): Promise<void> {
  if (events.length === 0) return
  await insertEvents(db, events)
  await db.updateTable('runs').set(lastSeqTo(db, events)).where('id', '=', events[0].run_id).execute()
}

/** Appends events (the caller keeps seq increasing) and records the last as the run's last_seq, atomically. */
export async function appendEvents(db: Db, events: RunEvent[]): Promise<void> {
  if (events.length > 0) await transaction(db, (trx) => insertEventsAndLastSeq(trx, events))
}

/** Appends one event (see appendEvents). */
export async function appendEvent(db: Db, event: RunEvent): Promise<void> {
  await appendEvents(db, [event])
}

/** Whether `owner` holds the running run's lease; on PostgreSQL the row stays locked until the transaction ends. */
async function holdsLease(trx: Db, id: string, owner: string): Promise<boolean> {
  let held = trx.selectFrom('runs').select('id').where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running')
  if (isPostgres(trx)) held = held.forUpdate()
  return (await held.executeTakeFirst()) !== undefined
}

/**
 * Saves the engine's checkpoint and the events it emitted since the previous one, in one
 * transaction, only while `owner` holds the run's lease (so a process that lost the run can never
 * overwrite a newer state). Returns false, having written nothing, when the run is no longer ours.
 * With a StateWriter, only the parts of the state that changed are written (runs/state-store.ts).
 */
export async function saveCheckpoint(db: Db, id: string, owner: string, state: unknown, events: RunEvent[], writer: StateWriter = new StateWriter()): Promise<boolean> {
  const plan = writer.plan(state)
  const saved = await transaction(db, async (trx) => {
    // last_seq moves in the same statement (one round trip less per checkpoint).
    const result = await trx
      .updateTable('runs')
      .set({state: plan.manifest, updated_at: now(), ...lastSeqTo(trx, events)})
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .executeTakeFirst()
    if (changed(result) !== 1) return false
    await writeStateParts(trx, id, plan)
    await insertEvents(trx, events)
    return true
  })
  if (saved) plan.commit()
  return saved
}

/** How a run segment ends: paused on a prompt, or finished with its report. */
export type Settlement =
  | {status: 'paused'; state: unknown; prompt: unknown; pauseCount: number}
  | {status: 'complete' | 'failed'; state: unknown; report: string}

/**
 * Records how a segment ended together with the events that lead to it (the engine's last ones
 * and the outcome event), in one transaction, only while `owner` holds the lease. Returns false,
 * having written nothing, when the run is no longer ours.
 */
export async function settleRun(db: Db, id: string, owner: string, settlement: Settlement, events: RunEvent[], writer: StateWriter = new StateWriter()): Promise<boolean> {
  const plan = writer.plan(settlement.state)
  const settled = await transaction(db, async (trx) => {
    if (!(await holdsLease(trx, id, owner))) return false
    await insertEventsAndLastSeq(trx, events)
    await writeStateParts(trx, id, plan)
    if (settlement.status === 'paused') await markPaused(trx, id, {...settlement, state: plan.manifest})
    else await markFinished(trx, id, {...settlement, state: plan.manifest})
    return true
  })
  if (settled) plan.commit()
  return settled
}

/** Runs left `running` (by this process or another): candidates for a takeover. */
export async function runningRuns(db: Db): Promise<RunRow[]> {
  return db.selectFrom('runs').selectAll().where('status', '=', 'running').orderBy('created_at').execute()
}

/** Gives up one run's lease (it could not be settled): another call or process may take it over at once. */
export async function releaseLease(db: Db, id: string, owner: string): Promise<void> {
  await db.updateTable('runs').set({lease_expires_at: 0}).where('id', '=', id).where('lease_owner', '=', owner).where('status', '=', 'running').execute()
}

/** The run's events with seq >= fromSeq, in order. */
export async function eventsFrom(db: Db, runId: string, fromSeq: number): Promise<RunEvent[]> {
  const rows = await db.selectFrom('run_events').select(['seq', 'event', 'data']).where('run_id', '=', runId).where('seq', '>=', fromSeq).orderBy('seq').execute()
  return rows.map((row) => ({data: JSON.parse(row.data) as Record<string, unknown>, event: row.event, run_id: runId, seq: row.seq}))
}

/** Events that begin or end a segment: where an execution starts is read from them. */
const SEGMENT_BOUNDARIES = ['validate:start', 'chat_prompt', 'validate:complete', 'validate:failed']

/**
 * The seq where the execution that a segment belongs to began: the segment's own validate:start,
 * or, when the segment took over one that a crash or a stop interrupted (no chat_prompt or
 * outcome event between them), that one's, and so on back. A caller that lost its stream re-calls
 * and is replayed from there, so it also gets the events the dead process stored but could not send.
 */
export async function executionStartSeq(db: Db, runId: string, segmentStartSeq: number): Promise<number> {
  const boundaries = await db
    .selectFrom('run_events')
    .select(['seq', 'event'])
    .where('run_id', '=', runId)
    .where('seq', '<', segmentStartSeq)
    .where('event', 'in', SEGMENT_BOUNDARIES)
    .orderBy('seq', 'desc')
    .execute()
  let start = segmentStartSeq
  for (const boundary of boundaries) {
    if (boundary.event !== 'validate:start') break
    start = boundary.seq
  }

  return start
}

/** Undoes a resume the engine refused before doing anything: the run is paused again, as it was. */
export async function revertToPaused(db: Db, id: string, owner: string, segmentStartSeq: number): Promise<void> {
  await db
    .updateTable('runs')
    .set({lease_expires_at: null, lease_owner: null, lease_pid: null, segment_start_seq: segmentStartSeq, status: 'paused', updated_at: now()})
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', owner)
    .execute()
}

/** `state`: as stored (a StatePlan's manifest). */
export async function markPaused(db: Db, id: string, values: {state: string; prompt: unknown; pauseCount: number}): Promise<void> {
  await db
    .updateTable('runs')
    .set({
      lease_expires_at: null,
      lease_owner: null,
      lease_pid: null,
      pause_count: values.pauseCount,
      prompt: JSON.stringify(values.prompt),
      state: values.state,
      status: 'paused',
      updated_at: now(),
    })
    .where('id', '=', id)
    .execute()
}

/** Terminal state. The report text is stored as sent, so every GET returns the same bytes. */
export async function markFinished(db: Db, id: string, values: {status: 'complete' | 'failed'; state: string; report: string}): Promise<void> {
  const at = now()
  await db
    .updateTable('runs')
    .set({
      finished_at: at,
      lease_expires_at: null,
      lease_owner: null,
      lease_pid: null,
      prompt: null,
      report: values.report,
      state: values.state,
      status: values.status,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute()
}

export function parseJson<T>(text: null | string): T | null {
  if (!text) return null
  return JSON.parse(text) as T
}
