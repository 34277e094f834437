/**
 * Persistence of validation runs (`runs`, `run_events`). Everything is synchronous (node:sqlite),
 * so a read-check-write without an `await` in between is atomic within the process, and the
 * status transitions use `UPDATE ... WHERE status = ?` so that they are atomic across processes.
 *
 * Crash safety: events are written together with what they report. An event and `last_seq` are
 * one transaction (appendEvents); the engine's events go in with the checkpoint that covers them
 * (saveCheckpoint), and the outcome event with the outcome (settleRun). So after a kill -9 the
 * stored events and the stored state always agree: a takeover resumes from the checkpoint and
 * never stores an event twice, and a new segment starts after every stored event (claimRun).
 */
import {transaction, type Db} from '../db/database.js'

export type RunStatus = 'complete' | 'failed' | 'paused' | 'running'
export type RunLevel = '1' | '2' | 'both'
export type RunLanguage = 'en' | 'fr'

/** A row of `runs`, JSON columns still as text. */
export interface RunRow {
  id: string
  dossier_id: string
  user_id: string
  level: RunLevel
  language: RunLanguage
  on_ambiguity: null | string
  /** The reference date (YYYY-MM-DD) fixed by the first call; null for runs started before it was stored. */
  as_of: null | string
  status: RunStatus
  state: null | string
  prompt: null | string
  report: null | string
  pause_count: number
  segment_start_seq: number
  last_seq: number
  lease_owner: null | string
  lease_pid: null | number
  lease_expires_at: null | number
  created_at: string
  updated_at: string
  finished_at: null | string
}

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

export function getRun(db: Db, id: string): RunRow | undefined {
  return db.prepare('SELECT * FROM runs WHERE id = ?').get(id) as unknown as RunRow | undefined
}

export function insertRun(
  db: Db,
  run: {id: string; dossierId: string; userId: string; level: RunLevel; language: RunLanguage; onAmbiguity?: string; asOf: string; lease: Lease},
): RunRow {
  const at = now()
  db.prepare(
    `INSERT INTO runs (id, dossier_id, user_id, level, language, on_ambiguity, as_of, status, lease_owner, lease_pid, lease_expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?, ?, ?)`,
  ).run(run.id, run.dossierId, run.userId, run.level, run.language, run.onAmbiguity ?? null, run.asOf, run.lease.owner, run.lease.pid, run.lease.expiresAt, at, at)
  return getRun(db, run.id)!
}

/**
 * Atomically moves a run from `from` to `running` under a new lease, its new segment starting at
 * the next free seq (see nextSeq), in one write. `guard` narrows the transition (e.g. the pause it
 * answers, or the lease it takes over). Returns false when another caller won the race.
 */
export function claimRun(
  db: Db,
  id: string,
  from: RunStatus,
  lease: Lease,
  guard: {pauseCount?: number; leaseOwner?: null | string} = {},
): boolean {
  const conditions = ['id = ?', 'status = ?']
  const params: (null | number | string)[] = [id, from]
  if (guard.pauseCount !== undefined) {
    conditions.push('pause_count = ?')
    params.push(guard.pauseCount)
  }

  if (guard.leaseOwner !== undefined) {
    conditions.push('lease_owner IS ?')
    params.push(guard.leaseOwner)
  }

  const result = db
    .prepare(
      `UPDATE runs SET status = 'running', lease_owner = ?, lease_pid = ?, lease_expires_at = ?, finished_at = NULL, updated_at = ?,
         segment_start_seq = max(last_seq, coalesce((SELECT max(seq) FROM run_events WHERE run_id = runs.id), 0)) + 1
       WHERE ${conditions.join(' AND ')}`,
    )
    .run(lease.owner, lease.pid, lease.expiresAt, now(), ...params)
  return Number(result.changes) === 1
}

export function renewLease(db: Db, id: string, owner: string, expiresAt: number): void {
  db.prepare(`UPDATE runs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ? AND status = 'running'`).run(expiresAt, id, owner)
}

/** Gives up this process's leases (graceful stop), so a new process may take the runs over at once. */
export function releaseLeases(db: Db, owner: string): void {
  db.prepare(`UPDATE runs SET lease_expires_at = 0 WHERE lease_owner = ? AND status = 'running'`).run(owner)
}

/** Inserts events (seq increasing) and moves last_seq to the last; the caller holds a transaction. */
function insertEvents(db: Db, events: RunEvent[]): void {
  if (events.length === 0) return
  const insert = db.prepare('INSERT INTO run_events (run_id, seq, event, data, created_at) VALUES (?, ?, ?, ?, ?)')
  const at = now()
  for (const event of events) insert.run(event.run_id, event.seq, event.event, JSON.stringify(event.data), at)
  const last = events.at(-1)!
  db.prepare('UPDATE runs SET last_seq = max(last_seq, ?) WHERE id = ?').run(last.seq, last.run_id)
}

/** Appends events (the caller keeps seq increasing) and records the last as the run's last_seq, atomically. */
export function appendEvents(db: Db, events: RunEvent[]): void {
  if (events.length > 0) transaction(db, () => insertEvents(db, events))
}

/** Appends one event (see appendEvents). */
export function appendEvent(db: Db, event: RunEvent): void {
  appendEvents(db, [event])
}

/**
 * Saves the engine's checkpoint and the events it emitted since the previous one, in one
 * transaction, only while `owner` holds the run's lease (so a process that lost the run can never
 * overwrite a newer state). Returns false, having written nothing, when the run is no longer ours.
 */
export function saveCheckpoint(db: Db, id: string, owner: string, state: unknown, events: RunEvent[]): boolean {
  return transaction(db, () => {
    const result = db
      .prepare(`UPDATE runs SET state = ?, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'running'`)
      .run(JSON.stringify(state), now(), id, owner)
    if (Number(result.changes) !== 1) return false
    insertEvents(db, events)
    return true
  })
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
export function settleRun(db: Db, id: string, owner: string, settlement: Settlement, events: RunEvent[]): boolean {
  return transaction(db, () => {
    const held = db.prepare(`SELECT 1 FROM runs WHERE id = ? AND lease_owner = ? AND status = 'running'`).get(id, owner)
    if (!held) return false
    insertEvents(db, events)
    if (settlement.status === 'paused') markPaused(db, id, settlement)
    else markFinished(db, id, settlement)
    return true
  })
}

/** Runs left `running` (by this process or another): candidates for a takeover. */
export function runningRuns(db: Db): RunRow[] {
  return db.prepare(`SELECT * FROM runs WHERE status = 'running' ORDER BY created_at`).all() as unknown as RunRow[]
}

/** Gives up one run's lease (it could not be settled): another call or process may take it over at once. */
export function releaseLease(db: Db, id: string, owner: string): void {
  db.prepare(`UPDATE runs SET lease_expires_at = 0 WHERE id = ? AND lease_owner = ? AND status = 'running'`).run(id, owner)
}

/** The run's events with seq >= fromSeq, in order. */
export function eventsFrom(db: Db, runId: string, fromSeq: number): RunEvent[] {
  const rows = db.prepare('SELECT seq, event, data FROM run_events WHERE run_id = ? AND seq >= ? ORDER BY seq').all(runId, fromSeq) as {
    data: string
    event: string
    seq: number
  }[]
  return rows.map((row) => ({data: JSON.parse(row.data) as Record<string, unknown>, event: row.event, run_id: runId, seq: row.seq}))
}

/** Undoes a resume the engine refused before doing anything: the run is paused again, as it was. */
export function revertToPaused(db: Db, id: string, owner: string, segmentStartSeq: number): void {
  db.prepare(
    `UPDATE runs SET status = 'paused', segment_start_seq = ?, lease_owner = NULL, lease_pid = NULL, lease_expires_at = NULL, updated_at = ?
     WHERE id = ? AND status = 'running' AND lease_owner = ?`,
  ).run(segmentStartSeq, now(), id, owner)
}

export function markPaused(db: Db, id: string, values: {state: unknown; prompt: unknown; pauseCount: number}): void {
  db.prepare(
    `UPDATE runs SET status = 'paused', state = ?, prompt = ?, pause_count = ?, lease_owner = NULL, lease_pid = NULL,
     lease_expires_at = NULL, updated_at = ? WHERE id = ?`,
  ).run(JSON.stringify(values.state), JSON.stringify(values.prompt), values.pauseCount, now(), id)
}

/** Terminal state. The report text is stored as sent, so every GET returns the same bytes. */
export function markFinished(db: Db, id: string, values: {status: 'complete' | 'failed'; state: unknown; report: string}): void {
  const at = now()
  db.prepare(
    `UPDATE runs SET status = ?, state = ?, report = ?, prompt = NULL, lease_owner = NULL, lease_pid = NULL,
     lease_expires_at = NULL, updated_at = ?, finished_at = ? WHERE id = ?`,
  ).run(values.status, JSON.stringify(values.state), values.report, at, at, id)
}

export function parseJson<T>(text: null | string): T | null {
  if (!text) return null
  return JSON.parse(text) as T
}
