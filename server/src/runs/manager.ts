/**
 * The validation run orchestrator. A run executes here, outside the HTTP request that started
 * it: a client disconnect only drops that client's subscription, never the run. Each event is
 * stored with its seq first, then handed to the live subscribers, so a subscriber that attaches
 * later can be replayed the stored events and then follow the live ones without a gap.
 *
 * Re-call semantics (spec, "States and transitions"; docs/protocol.md, "Validation transport"):
 * paused -> Mode A (no hitl_response) or Mode B (hitl_response), one atomic transition, the loser
 * of a race gets a conflict (also when it arrives just after the winner, while the winner's caller
 * still follows the resumed run); running -> attach (replay of the current execution, then live);
 * complete -> final status, not re-run; failed -> retried from the failed step. On PostgreSQL, a
 * run executing on another replica is followed from the stored events (followElsewhere).
 */
import {randomUUID} from 'node:crypto'

import createDebug from 'debug'

import type {AppContext} from '../app.js'
import type {User} from '../auth.js'
import {diskReserve, isDiskFull} from '../db/disk-full.js'
import {databaseConfigFromEnv, isPostgres} from '../db/database.js'
import {RunEventFeed} from '../db/notify.js'
import {waitForDocuments} from '../ingest/queue.js'
import type {EngineDocument, EngineInput, EngineOutcome, EngineState} from '../validation/engine.js'
import {canSeeRun, dossierDocumentStatuses, loadDossier, requireAnswerRight, requireDossierAccess} from './dossier.js'
import {message, toolError, ToolError} from './messages.js'
import {checkAnswer} from './answers.js'
import {runEngineInWorker} from './engine-runner.js'
import {capEventData} from './event-size.js'
import {failedReport, finalReport, profileOf} from './report.js'
import {
  appendEvent,
  claimRun,
  eventsFrom,
  executionStartSeq,
  getRun,
  insertRun,
  parseJson,
  releaseLease,
  releaseLeases,
  revertToPaused,
  renewLease,
  runningRuns,
  saveCheckpoint,
  settleRun,
  type Lease,
  type RunEvent,
  type RunLanguage,
  type RunLevel,
  type RunRow,
} from './store.js'
import {loadRunState, StateWriter} from './state-store.js'
import {processAlive} from '../process-alive.js'

const debug = createDebug('svc-server:runs')

/** The tool's inputs (validated by the MCP layer). */
export interface ValidateInput {
  dossier_id: string
  level?: RunLevel
  on_ambiguity?: 'dump' | 'fail' | 'prompt'
  run_id?: string
  hitl_response?: Record<string, unknown>
  language?: RunLanguage
  /** The reference date, YYYY-MM-DD (validated by the MCP layer); default: today (UTC) at the run's start. */
  as_of?: string
}

/** The tool's result: `structuredContent`. */
export interface CallResult {
  run_id: string
  status: 'complete' | 'failed' | 'paused'
  prompt?: Record<string, unknown>
}

/**
 * What the run is doing between events, while that lasts (not an event: not stored, not
 * replayed): waiting for documents of the dossier that are still being processed.
 */
export interface RunActivity {
  message: string
  documents_processing: number
  documents_done: number
  documents_total: number
}

/** Where a call's events go (the MCP notifier). `push` is called in seq order and must not throw. */
export interface EventSink {
  push(event: RunEvent): void
  /** The run's current activity between events; undefined when it ended. Must not throw. */
  activity?(activity: RunActivity | undefined): void
}

export type RunEngineFn = (input: EngineInput, emit: (event: string, data: Record<string, unknown>) => void) => Promise<EngineOutcome>

export interface RunManagerOptions {
  /** The engine (tests inject a controllable one); default: server/src/validation/engine.ts in a worker thread (engine-runner.ts). */
  engine?: RunEngineFn
  /** How long a lease lasts without renewal (ms); default SVC_RUN_LEASE_MS or 30 s. */
  leaseMs?: number
  /** PostgreSQL: longest wait of a follower on another replica without a notification before it reads the run again (ms); default 1 s. */
  followPollMs?: number
  /** Reference date of new runs without as_of (tests); default: today (UTC). */
  refDate?: Date
  /** Longest wait for documents still processing before classification (ms); default SVC_RUN_DOCUMENT_WAIT_MS or 10 minutes. */
  documentWaitMs?: number
  /** How often that wait looks at the documents again (ms). */
  documentPollMs?: number
}

/** Default of RunManagerOptions.documentWaitMs. */
export const DEFAULT_DOCUMENT_WAIT_MS = 10 * 60 * 1000

/** SVC_RUN_DOCUMENT_WAIT_MS (ms, 0 .. 24 h), or the default; a malformed value is one line naming it. */
export function documentWaitMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SVC_RUN_DOCUMENT_WAIT_MS
  if (raw === undefined || raw.trim() === '') return DEFAULT_DOCUMENT_WAIT_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 24 * 60 * 60 * 1000) {
    throw new Error(`SVC_RUN_DOCUMENT_WAIT_MS must be a number of milliseconds from 0 to 86400000, got "${raw}".`)
  }

  return value
}

/** Default of RunManagerOptions.leaseMs. */
export const DEFAULT_LEASE_MS = 30_000

/**
 * SVC_RUN_LEASE_MS (ms, 1000 .. 600000), or the default: how long a replica that stopped renewing
 * (killed, cut off) keeps its runs before another takes them over. A malformed value is one line naming it.
 */
export function runLeaseMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SVC_RUN_LEASE_MS
  if (raw === undefined || raw.trim() === '') return DEFAULT_LEASE_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1000 || value > 600_000) {
    throw new Error(`SVC_RUN_LEASE_MS must be a number of milliseconds from 1000 to 600000, got "${raw}".`)
  }

  return value
}

/** YYYY-MM-DD of a date, in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Thrown from a checkpoint when another process took the run over (this one lost its lease). */
class LeaseLost extends Error {
  constructor(runId: string) {
    super(`run ${runId} is no longer this process's (its lease was taken over)`)
    this.name = 'LeaseLost'
  }
}

/** The ids of the run managers alive in this process: a lease with our pid but another owner is stale. */
const liveInstances = new Set<string>()

/** How a segment begins. */
interface SegmentOptions {
  /** A re-call (paused, failed or taken over), not a new run's first segment. */
  resumed: boolean
  /** Mode B: the answer to apply. */
  hitlResponse?: Record<string, unknown>
  /** Mode B: where the paused segment started, restored when the engine refuses the answer. */
  pausedSegmentStart?: number
}

/** A run executing in this process. */
export class LiveRun {
  readonly subscribers = new Set<EventSink>()
  /**
   * The last seq each subscriber was given: an event is handed to a subscriber once. (A caller that
   * attaches reads the stored events; an event whose transaction committed before that read but
   * whose delivery, after the commit, comes once the caller has joined, is not sent again.)
   */
  readonly sentUpTo = new WeakMap<EventSink, number>()
  readonly abort = new AbortController()
  done!: Promise<CallResult | ToolError>
  /**
   * The engine's events since its last checkpoint, numbered but not stored yet: they are stored
   * (and only then sent) with the checkpoint that covers them, so that a crash never leaves an
   * event whose work the stored state does not have.
   */
  pending: RunEvent[] = []
  /** The call that resumed the run into this segment (none for a new run's first segment). */
  resumer?: EventSink
  /** What the run is doing between events (shown to a caller that attaches meanwhile). */
  activity?: RunActivity
  /** Writes the engine's state in parts, each checkpoint only what changed (runs/state-store.ts). */
  stateWriter = new StateWriter()

  constructor(
    readonly runId: string,
    public nextSeq: number,
  ) {}

  /**
   * The run's writes (events, checkpoints) in the order they were made: the engine calls back
   * synchronously, the database answers asynchronously, so each write is queued behind the
   * previous one and sends its events only once stored. The first failure stops the queue.
   */
  private writes: Promise<void> = Promise.resolve()
  private writeError: unknown
  /** The first seq of a queued write that failed (its events were not stored). */
  private failedFromSeq: number | undefined

  /**
   * A checkpoint write queued and not started yet: a later checkpoint merges into it (its events
   * appended, its state instead), so that when the database is slower than the engine the queue
   * writes the latest state once rather than every intermediate one (measured: a 2,000-document
   * run on PostgreSQL ended with 450-600 ms of queued checkpoints after the engine's last step).
   */
  private openCheckpoint: {events: RunEvent[]; state: EngineState} | undefined

  /** Queues a write of `events`; they are sent (`deliver`) once stored. */
  write(events: RunEvent[], store: () => Promise<void>, deliver: () => void): void {
    // After this write, a checkpoint must not merge into one queued before it (order of writes).
    this.openCheckpoint = undefined
    this.enqueue(events, store, deliver)
  }

  /** Queues a checkpoint with the events it covers (merged into one still queued, see openCheckpoint). */
  writeCheckpoint(events: RunEvent[], state: EngineState, save: (events: RunEvent[], state: EngineState) => Promise<void>, deliver: (events: RunEvent[]) => void): void {
    if (this.openCheckpoint) {
      this.openCheckpoint.events.push(...events)
      this.openCheckpoint.state = state
      return
    }

    const batch = {events: [...events], state}
    this.openCheckpoint = batch
    this.enqueue(
      batch.events,
      async () => {
        // Started: later checkpoints queue behind it.
        if (this.openCheckpoint === batch) this.openCheckpoint = undefined
        await save(batch.events, batch.state)
      },
      () => deliver(batch.events),
    )
  }

  private enqueue(events: RunEvent[], store: () => Promise<void>, deliver: () => void): void {
    this.writes = this.writes.then(async () => {
      if (this.writeError !== undefined) return
      try {
        await store()
      } catch (error) {
        this.writeError = error
        this.failedFromSeq = events[0]?.seq
        // The engine stops at its next step; the failure is handled where the run ends.
        this.writeFailed.abort()
        return
      }

      deliver()
    })
  }

  /** Aborted when a queued write failed (the engine's signal follows it). */
  readonly writeFailed = new AbortController()

  /** Waits for the queued writes, whatever their outcome. */
  async settle(): Promise<void> {
    await this.writes
  }

  /** Waits for the queued writes; throws the first failure. */
  async flush(): Promise<void> {
    await this.writes
    if (this.writeError !== undefined) throw this.writeError
  }

  /** Drops the unstored events (their work is redone from the last checkpoint) and gives their seqs back. */
  discardPending(): void {
    const first = [this.failedFromSeq, this.pending[0]?.seq].filter((seq): seq is number => seq !== undefined)
    if (first.length > 0) this.nextSeq = Math.min(...first)
    this.pending = []
  }
}

export class RunManager {
  /** This process's identity in leases. */
  readonly instanceId = randomUUID()
  private readonly live = new Map<string, LiveRun>()
  private readonly leaseMs: number
  private readonly documentWaitMs: number
  private engineFn?: RunEngineFn
  private closing = false
  /** Aborted when the service stops: followers of runs executing elsewhere stop waiting. */
  private readonly stopping = new AbortController()
  /** PostgreSQL: notifications of runs stored by other replicas (opened on the first follower). */
  private feed?: RunEventFeed
  /** PostgreSQL: the periodic look for runs whose replica stopped renewing their lease. */
  private sweep?: NodeJS.Timeout
  /** Runs this process is taking over (claimed, not executing yet): not abandoned, whatever their row says. */
  private readonly claiming = new Set<string>()

  constructor(
    private readonly app: AppContext,
    private readonly options: RunManagerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? runLeaseMsFromEnv()
    this.documentWaitMs = options.documentWaitMs ?? documentWaitMsFromEnv()
    this.engineFn = options.engine
    liveInstances.add(this.instanceId)
  }

  /** Runs currently executing in this process (for tests and diagnostics). */
  get liveRunIds(): string[] {
    return [...this.live.keys()]
  }

  /** How many callers follow a run executing here (0 when it is not): diagnostics, and tests that must not race an attach. */
  followers(runId: string): number {
    return this.live.get(runId)?.subscribers.size ?? 0
  }

  /**
   * One `validate_dossier` call: starts, resumes, attaches to or reports a run, streaming its
   * events to `sink`, and resolves with the call's result. `signal` is the caller's connection:
   * when it aborts the sink is dropped, the run goes on. Refusals throw a ToolError.
   */
  async call(user: User, input: ValidateInput, sink: EventSink, signal?: AbortSignal): Promise<CallResult> {
    const language = input.language ?? 'fr'
    if (this.closing) throw toolError('unavailable', 'stopping', language)
    await requireDossierAccess(this.app.db, user, input.dossier_id, language)
    let live: CallResult | LiveRun
    try {
      live = input.run_id ? await this.resume(user, input, sink, signal) : await this.start(user, input, sink)
    } catch (error) {
      // Nothing was written (each start or resume is one write): say so in one line.
      if (isDiskFull(error)) throw toolError('insufficient_storage', 'disk_full_call', language)
      throw error
    }

    if ('status' in live) return live
    const drop = () => live.subscribers.delete(sink)
    signal?.addEventListener('abort', drop, {once: true})
    try {
      const result = await live.done
      if (result instanceof ToolError) throw result
      return result
    } finally {
      drop()
      signal?.removeEventListener('abort', drop)
    }
  }

  /** Stops executing: aborts the engines and gives up the leases so that a new process resumes at once. */
  async close(): Promise<void> {
    this.closing = true
    clearInterval(this.sweep)
    this.stopping.abort()
    await this.feed?.close()
    const pending = [...this.live.values()]
    for (const run of pending) run.abort.abort()
    await Promise.race([Promise.allSettled(pending.map((run) => run.done)), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
    try {
      await releaseLeases(this.app.db, this.instanceId)
    } catch (error) {
      // A full disk: the leases then expire by themselves (or their pid is gone), and are taken over.
      debug('leases not released: %s', (error as Error).message)
    }

    liveInstances.delete(this.instanceId)
    // Let the calls that followed these runs send their "interrupted" result before the
    // service closes the connections.
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 100))
  }

  /**
   * Service start-up: takes over every run left `running` by a process that stopped or died, from
   * its last checkpoint, with nobody following it yet (a re-call with its run_id attaches). A run
   * another live process holds is left alone. Returns the ids taken over.
   */
  async takeOverInterrupted(): Promise<string[]> {
    const db = this.app.db
    const taken: string[] = []
    for (const run of await runningRuns(db)) {
      if (this.closing || this.live.has(run.id) || !this.abandoned(run)) continue
      const live = await this.takeOver(run, undefined)
      if (!live) continue
      debug('run %s taken over from %s (start-up or sweep)', run.id, run.lease_owner)
      live.done.catch((error: unknown) => debug('run %s: takeover failed: %O', run.id, error))
      taken.push(run.id)
    }

    return taken
  }

  private async start(user: User, input: ValidateInput, sink: EventSink): Promise<LiveRun> {
    const run = await insertRun(this.app.db, {
      dossierId: input.dossier_id,
      id: randomUUID(),
      language: input.language ?? 'fr',
      lease: this.lease(),
      level: input.level ?? 'both',
      asOf: input.as_of ?? isoDay(this.options.refDate ?? new Date()),
      onAmbiguity: input.on_ambiguity,
      userId: user.id,
    })
    debug('run %s started on dossier %s', run.id, run.dossier_id)
    return this.startSegment(run, sink, {resumed: false})
  }

  /**
   * PostgreSQL (several replicas): from now on, every lease period, takes over the runs whose
   * replica stopped renewing their lease (killed, cut off), even when nobody follows them.
   * Several replicas may look at once: the claim is atomic, one wins.
   */
  watchForAbandonedRuns(): void {
    if (!isPostgres(this.app.db) || this.sweep || this.closing) return
    this.sweep = setInterval(() => {
      this.takeOverInterrupted().catch((error: unknown) => debug('takeover sweep failed: %s', (error as Error).message))
    }, this.leaseMs)
    this.sweep.unref()
  }

  private async resume(user: User, input: ValidateInput, sink: EventSink, signal?: AbortSignal, attempt = 1): Promise<CallResult | LiveRun> {
    const db = this.app.db
    const runId = input.run_id!
    const requested = input.language ?? 'fr'
    const run = await getRun(db, runId)
    if (!run || !(await canSeeRun(db, user, run))) throw toolError('not_found', 'run_not_found', requested, {run_id: runId})
    const language = input.language ?? run.language
    if (run.dossier_id !== input.dossier_id) {
      throw toolError('invalid_run', 'run_other_dossier', language, {dossier_id: input.dossier_id, run_dossier: run.dossier_id, run_id: runId})
    }

    switch (run.status) {
      case 'complete': {
        // Final: replay the last execution (it ends with validate:complete) and report; never re-run.
        // An answer arriving now lost the race to another resume: say so rather than drop it.
        if (input.hitl_response) throw toolError('conflict', 'answer_too_late', language, {run_id: runId})
        for (const event of await eventsFrom(db, runId, await executionStartSeq(db, runId, run.segment_start_seq))) sink.push(event)
        return {run_id: runId, status: 'complete'}
      }

      case 'paused': {
        const prompt = parseJson<Record<string, unknown>>(run.prompt) ?? {}
        if (input.hitl_response) {
          // Answering decides for the dossier: its starter, or an owner or editor of its space.
          await requireAnswerRight(db, user, run, language)
          checkAnswer(prompt, input.hitl_response, language)
        }

        if (!(await claimRun(db, runId, 'paused', this.lease(), {pauseCount: run.pause_count}))) {
          throw toolError('conflict', 'resume_conflict', language, {run_id: runId})
        }

        debug('run %s resumed (%s)', runId, input.hitl_response ? 'Mode B' : 'Mode A')
        return this.startSegment((await getRun(db, runId))!, sink, {hitlResponse: input.hitl_response, pausedSegmentStart: run.segment_start_seq, resumed: true})
      }

      case 'failed': {
        if (input.hitl_response) throw toolError('invalid_answer', 'answer_not_paused', language, {run_id: runId, status: run.status})
        if (!(await claimRun(db, runId, 'failed', this.lease()))) {
          throw toolError('conflict', 'resume_conflict', language, {run_id: runId})
        }

        debug('run %s retried after failure', runId)
        return this.startSegment((await getRun(db, runId))!, sink, {resumed: true})
      }

      case 'running': {
        if (input.hitl_response) throw toolError('conflict', 'running_with_answer', language, {run_id: runId})
        const live = this.live.get(runId)
        if (live) {
          // A resume racing another resume that is still being followed by its caller: the loser
          // gets a conflict. A caller that lost its stream (or a new run's follower) attaches.
          if (live.resumer && live.subscribers.has(live.resumer)) throw toolError('conflict', 'resume_conflict', language, {run_id: runId})
          return this.attach(live, sink, await executionStartSeq(db, runId, run.segment_start_seq))
        }

        if (!this.abandoned(run)) {
          // Executed by another replica sharing the database: follow it from the stored events.
          if (isPostgres(db)) return this.followElsewhere(run, sink, signal)
          throw toolError('conflict', 'running_elsewhere', language, {run_id: runId})
        }

        // Left running by a process that stopped or died: take it over from its last checkpoint.
        const taken = await this.takeOver(run, sink)
        if (!taken) {
          // The run ended (or moved on) while it was being read: look again, once.
          if (attempt === 1) return this.resume(user, input, sink, signal, 2)
          throw toolError('conflict', 'resume_conflict', language, {run_id: runId})
        }

        debug('run %s taken over from %s', runId, run.lease_owner)
        return taken
      }
    }
  }

  /**
   * Attaches `sink` to a run executing in this process: its stored events from `fromSeq` (the
   * current execution's validate:start, or the first one the caller has not seen), then the live
   * ones. Events sent while the stored ones are read are held, then passed on without repeating any.
   */
  private async attach(live: LiveRun, sink: EventSink, fromSeq: number): Promise<LiveRun> {
    const held: RunEvent[] = []
    const holder: EventSink = {push: (event) => held.push(event)}
    live.subscribers.add(holder)
    let lastSeq = fromSeq - 1
    try {
      for (const event of await eventsFrom(this.app.db, live.runId, fromSeq)) {
        sink.push(event)
        lastSeq = event.seq
      }
    } finally {
      live.subscribers.delete(holder)
    }

    for (const event of held) {
      if (event.seq <= lastSeq) continue
      sink.push(event)
      lastSeq = event.seq
    }

    live.sentUpTo.set(sink, lastSeq)
    live.subscribers.add(sink)
    if (live.activity) sink.activity?.(live.activity)
    return live
  }

  /**
   * PostgreSQL: follows a run that another replica executes. The stored events are the truth: they
   * are read by seq from the current execution's validate:start (executionStartSeq), then again each time that replica
   * notifies that it stored more (db/notify.ts), and at least every followPollMs in case a
   * notification was lost; each is passed on once, in order. Ends with the run's result once it
   * pauses, completes or fails there; when that replica stops renewing its lease (killed), takes
   * the run over here from its last checkpoint and goes on streaming it (seq continues, nothing
   * repeated). Not sent to a remote follower: the activity between events (waiting for documents).
   */
  private async followElsewhere(run: RunRow, sink: EventSink, signal?: AbortSignal): Promise<CallResult | LiveRun> {
    const db = this.app.db
    const runId = run.id
    this.feed ??= new RunEventFeed(this.app.options.database?.url ?? databaseConfigFromEnv().url!, this.options.followPollMs)
    const subscription = this.feed.subscribe(runId)
    const stop = AbortSignal.any([this.stopping.signal, ...(signal ? [signal] : [])])
    debug('run %s: following it on %s', runId, run.lease_owner)
    let next = await executionStartSeq(db, runId, run.segment_start_seq)
    /** Passes on the stored events from `next` up to `upTo`. */
    const catchUp = async (upTo = Number.POSITIVE_INFINITY) => {
      for (const event of await eventsFrom(db, runId, next)) {
        if (event.seq > upTo) break
        sink.push(event)
        next = event.seq + 1
      }
    }

    try {
      for (;;) {
        if (stop.aborted) throw this.stopped(run)
        // The row first, then the events: a settled run's events were stored with its outcome.
        const row = await getRun(db, runId)
        if (!row) throw toolError('not_found', 'run_not_found', run.language, {run_id: runId})
        if (row.status !== 'running') {
          await catchUp(row.last_seq)
          if (row.status === 'paused') return {prompt: parseJson<Record<string, unknown>>(row.prompt) ?? {}, run_id: runId, status: 'paused'}
          return {run_id: runId, status: row.status}
        }

        const here = this.live.get(runId)
        // Taken over by this process meanwhile (the sweep): follow it here.
        if (here) return this.attach(here, sink, next)
        await catchUp()
        if (this.abandoned(row)) {
          // What the old holder stored before the claim, then the new segment (it starts after it).
          const taken = await this.takeOver(row, sink, catchUp)
          if (taken) {
            debug('run %s taken over from %s by its follower', runId, row.lease_owner)
            return taken
          }
        }

        // Also when the lease expires: a replica that died sends nothing more.
        await subscription.wait(stop, (row.lease_expires_at ?? 0) - Date.now() + 50)
      }
    } finally {
      subscription.close()
    }
  }

  /**
   * Begins one execution segment of a run: validate:start first, then the engine, then the outcome
   * event. `run` is the row as claimed: its segment_start_seq is the segment's first seq.
   */
  private startSegment(run: RunRow, sink: EventSink | undefined, options: SegmentOptions): LiveRun {
    const live = new LiveRun(run.id, run.segment_start_seq)
    if (sink) live.subscribers.add(sink)
    if (sink && options.resumed) live.resumer = sink
    this.live.set(run.id, live)
    live.done = this.execute(run, live, options)
    return live
  }

  private async execute(run: RunRow, live: LiveRun, options: SegmentOptions): Promise<CallResult | ToolError> {
    const db = this.app.db
    const renew = setInterval(() => {
      renewLease(db, run.id, this.instanceId, Date.now() + this.leaseMs).catch((error: unknown) => {
        // A full disk or a closing database: the lease then expires and the run can be taken over.
        debug('run %s: lease not renewed: %s', run.id, (error as Error).message)
      })
    }, Math.max(100, this.leaseMs / 3))
    renew.unref()
    /** The engine's state as last stored (never ahead of the stored events). */
    const stored = await loadRunState<EngineState>(db, run.id, run.state)
    let state = stored.state
    live.stateWriter = new StateWriter(stored.parts)
    let documentCount = 0
    let processingAtStart = 0
    const refDate = this.refDateOf(run)
    // validate:start goes out just before the engine's first event (or its outcome): an answer
    // the engine refuses before doing anything leaves the run paused with no event emitted.
    // Without an answer to check, it goes out before a wait for documents still processing.
    let started = false
    let profile: {id: string; label: string} | undefined
    const startEvent = () => ({
      data: {
        ...(run.as_of ? {as_of: run.as_of} : {}),
        document_count: documentCount,
        ...(processingAtStart > 0 ? {documents_processing: processingAtStart} : {}),
        dossier_id: run.dossier_id,
        language: run.language,
        level: run.level,
        profile,
        resumed: options.resumed,
        run_id: run.id,
      },
      event: 'validate:start',
    })
    const start = () => {
      if (started) return
      const {data, event} = startEvent()
      this.emitNow(live, event, data)
      started = true
    }

    try {
      profile = await profileOf(state, run.language)
      const statuses = await dossierDocumentStatuses(db, run.dossier_id)
      documentCount = statuses.length
      let processing = statuses.filter((doc) => doc.doc_status === 'processing').map((doc) => doc.id)
      processingAtStart = processing.length
      if (processing.length > 0 && !options.hitlResponse) start()
      // Classification needs their text: wait (bounded, in all) until each is ready or failed, and
      // again for documents uploaded meanwhile.
      const waitUntil = Date.now() + this.documentWaitMs
      while (processing.length > 0) {
        const pending = await this.waitForProcessing(run, live, processing, waitUntil)
        if (live.abort.signal.aborted) return this.stopped(run)
        if (pending.length > 0) {
          start()
          const reason = message('documents_still_processing', run.language, {
            count: pending.length,
            ids: pending.join(', '),
            seconds: Math.round(this.documentWaitMs / 1000),
          })
          const report = await failedReport(run, {reason, refDate, step: 'documents'})
          // The state stays as it was (null for a new run): a retry starts where this one would have.
          return await this.finish(run, live, {report, state, status: 'failed'} as unknown as EngineOutcome)
        }

        processing = (await dossierDocumentStatuses(db, run.dossier_id))
          .filter((doc) => doc.doc_status === 'processing')
          .map((doc) => doc.id)
      }

      const documents: EngineDocument[] = await loadDossier(this.app, run.dossier_id)
      documentCount = documents.length
      const engine = await this.engine()
      // A failed write (a full disk, a lost lease) stops the engine at its next step, like a stop does.
      const engineSignal = AbortSignal.any([live.abort.signal, live.writeFailed.signal])
      const outcome = await engine(
        {
          documents,
          hitlResponse: options.hitlResponse,
          language: run.language,
          level: run.level,
          onCheckpoint: (checkpoint) => {
            // Also when cancelled (the service is stopping): the lease is released only afterwards.
            // The events since the previous checkpoint are stored with it, then sent.
            const events = live.pending
            live.pending = []
            live.writeCheckpoint(
              events,
              checkpoint,
              async (stored, latest) => {
                if (!(await saveCheckpoint(db, run.id, this.instanceId, latest, stored, live.stateWriter))) throw new LeaseLost(run.id)
                state = latest
              },
              (stored) => this.deliver(live, stored),
            )
          },
          refDate,
          signal: engineSignal,
          state,
        },
        (event, data) => {
          start()
          this.buffer(live, event, data)
        },
      )
      await live.flush()
      if (live.abort.signal.aborted) return this.stopped(run)
      start()
      return await this.finish(run, live, outcome)
    } catch (caught) {
      // A queued write's failure comes first: the engine's own error may only be its stop.
      let error = caught
      try {
        await live.flush()
      } catch (writeError) {
        error = writeError
      }

      // What the engine did since its last stored checkpoint is dropped with its events: a
      // retry or takeover redoes it from that checkpoint.
      live.discardPending()
      if (live.abort.signal.aborted) return this.stopped(run)
      if (error instanceof LeaseLost) {
        debug('run %s: %s', run.id, error.message)
        return toolError('conflict', 'running_elsewhere', run.language, {run_id: run.id})
      }

      if ((error as Error)?.name === 'HitlResponseError' && !started) {
        await revertToPaused(db, run.id, this.instanceId, options.pausedSegmentStart ?? run.segment_start_seq)
        this.live.delete(run.id)
        return new ToolError('invalid_answer', (error as Error).message)
      }

      const lead = () => (started ? [] : [startEvent()])
      try {
        if (!isDiskFull(error)) {
          // Not the engine's own failure (it reports those): an unusable state, a database error...
          // Still a failed run with a report, resumable, never a dead call.
          debug('run %s: orchestration error %O', run.id, error)
          const reason = message('internal_error', run.language, {message: (error as Error)?.message ?? String(error)})
          const report = await failedReport(run, {reason, refDate, step: 'internal'})
          const errorEvent = {data: {code: 'internal_error', message: reason, recoverable: true}, event: 'error'}
          return await this.finish(run, live, {report, state, status: 'failed'} as unknown as EngineOutcome, [...lead(), errorEvent])
        }
      } catch (again) {
        if (!isDiskFull(again)) throw again
      }

      // The disk is full: the run ends failed (resumable from its last checkpoint), written with
      // the disk reserve if need be; never left running.
      debug('run %s: the disk is full', run.id)
      const reason = message('disk_full', run.language, {run_id: run.id})
      const report = await failedReport(run, {reason, refDate, step: 'storage'})
      try {
        return await diskReserve(this.app).withReserveAsync(() => this.finish(run, live, {report, state, status: 'failed'} as unknown as EngineOutcome, lead()))
      } catch (again) {
        if (!isDiskFull(again)) throw again
        // Not even the reserve sufficed: give the lease up, so the run is taken over (from its
        // last checkpoint) by the next call or start-up once there is room.
        try {
          await releaseLease(db, run.id, this.instanceId)
        } catch {
          // Nothing can be written: the lease expires by itself.
        }

        return toolError('insufficient_storage', 'disk_full', run.language, {run_id: run.id})
      }
    } finally {
      clearInterval(renew)
      if (this.live.get(run.id) === live) this.live.delete(run.id)
    }
  }

  /**
   * Records the outcome with the events that lead to it (the engine's unstored ones, then `lead`,
   * then the outcome event) in one transaction, then sends them (so that a client that sees
   * validate:complete can fetch the report). A concurrent call sees either the live run or the
   * result (one that reads the run meanwhile looks again, see resume). Throws (nothing written,
   * nothing sent) when the write fails.
   */
  private async finish(run: RunRow, live: LiveRun, outcome: EngineOutcome, lead: {event: string; data: Record<string, unknown>}[] = []): Promise<CallResult | ToolError> {
    const db = this.app.db
    // After the writes already queued (validate:start, checkpoints): the outcome's events come last.
    await live.settle()
    let seq = live.nextSeq
    const numbered = (event: string, data: Record<string, unknown>): RunEvent => ({data, event, run_id: run.id, seq: seq++})
    const events = [...live.pending, ...lead.map(({data, event}) => numbered(event, data))]
    let result: CallResult
    let settled: boolean
    if (outcome.status === 'paused') {
      const pauseCount = ((await getRun(db, run.id))?.pause_count ?? run.pause_count) + 1
      const {type: _type, waiting_for: waitingFor, message: text, ...rest} = outcome.prompt as unknown as Record<string, unknown>
      const prompt: Record<string, unknown> = {
        type: 'form',
        waiting_for: waitingFor,
        correlation_id: `${run.id}:${pauseCount}`,
        run_id: run.id,
        message: text,
        ...rest,
      }
      events.push(numbered('chat_prompt', prompt))
      settled = await settleRun(db, run.id, this.instanceId, {pauseCount, prompt, state: outcome.state, status: 'paused'}, events, live.stateWriter)
      result = {prompt, run_id: run.id, status: 'paused'}
    } else {
      const report = finalReport(run, outcome.report as unknown as Record<string, unknown>)
      if (outcome.status === 'complete') {
        events.push(numbered('validate:complete', {global_verdict: report.global_verdict, run_id: run.id, status: 'complete', summary: report.summary}))
      } else {
        const failure = report.failure as {reason?: string} | undefined
        const hint = message('failed_hint', run.language, {dossier_id: run.dossier_id, run_id: run.id})
        events.push(numbered('validate:failed', {hint, reason: failure?.reason ?? report.summary, run_id: run.id, status: 'failed'}))
      }

      settled = await settleRun(db, run.id, this.instanceId, {report: JSON.stringify(report), state: outcome.state, status: outcome.status}, events, live.stateWriter)
      result = {run_id: run.id, status: outcome.status}
    }

    live.pending = []
    this.live.delete(run.id)
    if (!settled) {
      debug('run %s: taken over by another process before it could be settled', run.id)
      return toolError('conflict', 'running_elsewhere', run.language, {run_id: run.id})
    }

    live.nextSeq = seq
    this.deliver(live, events)
    return result
  }

  /** The engine's reference date: the run's as_of (midnight UTC), else the manager's (tests), else today. */
  private refDateOf(run: RunRow): Date | undefined {
    return run.as_of ? new Date(`${run.as_of}T00:00:00.000Z`) : this.options.refDate
  }

  /**
   * Waits until none of `ids` is processing, at most until `until` (epoch ms), telling the run's followers
   * how far it is (RunActivity). Resolves with the ids still processing (empty when all are done)
   * or early when the run is cancelled.
   */
  private async waitForProcessing(run: RunRow, live: LiveRun, ids: number[], until: number): Promise<number[]> {
    const total = ids.length
    // validate:start (queued just before) reaches the followers before any activity does.
    await live.settle()
    debug('run %s waits for %d document(s) still processing', run.id, total)
    const pending = await waitForDocuments(this.app.db, ids, {
      onChange: (left) => {
        const done = total - left.length
        this.setActivity(
          live,
          left.length === 0
            ? undefined
            : {
                documents_done: done,
                documents_processing: left.length,
                documents_total: total,
                message: message('waiting_documents', run.language, {done, remaining: left.length, total}),
              },
        )
      },
      pollMs: this.options.documentPollMs,
      signal: live.abort.signal,
      timeoutMs: Math.max(0, until - Date.now()),
    })
    this.setActivity(live, undefined)
    return pending
  }

  private setActivity(live: LiveRun, activity: RunActivity | undefined): void {
    live.activity = activity
    for (const sink of live.subscribers) sink.activity?.(activity)
  }

  /** The service is stopping: the run stays `running` at its last checkpoint, resumable with its run_id. */
  private stopped(run: RunRow): ToolError {
    return toolError('interrupted', 'interrupted', run.language, {run_id: run.id})
  }

  /** Stores one event with the next seq (one transaction with last_seq), then hands it to every live subscriber. */
  private emitNow(live: LiveRun, event: string, data: Record<string, unknown>): void {
    const stored: RunEvent = {data, event, run_id: live.runId, seq: live.nextSeq++}
    live.write([stored], () => appendEvent(this.app.db, stored), () => this.deliver(live, [stored]))
  }

  /** Numbers an engine event; it is stored and sent with the next checkpoint or the outcome. Capped at 64 KB (event-size.ts). */
  private buffer(live: LiveRun, event: string, data: Record<string, unknown>): void {
    live.pending.push({data: capEventData(data), event, run_id: live.runId, seq: live.nextSeq++})
  }

  /** Hands stored events to every live subscriber, in order. */
  private deliver(live: LiveRun, events: RunEvent[]): void {
    for (const stored of events) {
      for (const sink of live.subscribers) {
        if (stored.seq <= (live.sentUpTo.get(sink) ?? Number.NEGATIVE_INFINITY)) continue
        live.sentUpTo.set(sink, stored.seq)
        sink.push(stored)
      }
    }
  }

  private lease(): Lease {
    return {expiresAt: Date.now() + this.leaseMs, owner: this.instanceId, pid: process.pid}
  }

  /**
   * A `running` run nobody executes any more: its lease expired, or its process is gone, or it
   * names this process but no run manager alive here (an earlier process that had the same pid,
   * as happens to pid 1 in a container restarted after a crash).
   */
  private leaseIsStale(run: RunRow): boolean {
    if (run.lease_owner === this.instanceId) return true
    if (!run.lease_expires_at || run.lease_expires_at <= Date.now()) return true
    // On a shared PostgreSQL the holder may run on another machine, where its pid means nothing
    // here: only the lease's expiry (renewed every third of it while the run is alive) decides.
    if (isPostgres(this.app.db)) return false
    if (run.lease_pid === process.pid) return run.lease_owner === null || !liveInstances.has(run.lease_owner)
    return run.lease_pid !== null && !processAlive(run.lease_pid)
  }

  /**
   * A `running` run to take over (start-up, the PostgreSQL sweep, a re-call, a follower): its lease
   * is stale, and it is neither executing here nor being taken over here by another path (the
   * sweep and a follower may look at the same moment).
   */
  private abandoned(run: RunRow): boolean {
    if (this.live.has(run.id) || this.claiming.has(run.id)) return false
    return this.leaseIsStale(run)
  }

  /**
   * Claims a `running` run from its stale lease holder and begins a takeover segment with `sink`
   * attached (after `beforeStart`); undefined when another process or path claimed it first.
   */
  private async takeOver(run: RunRow, sink: EventSink | undefined, beforeStart?: () => Promise<void>): Promise<LiveRun | undefined> {
    const db = this.app.db
    if (this.claiming.has(run.id)) return undefined
    this.claiming.add(run.id)
    try {
      if (!(await claimRun(db, run.id, 'running', this.lease(), {leaseOwner: run.lease_owner}))) return undefined
      await beforeStart?.()
      return this.startSegment((await getRun(db, run.id))!, sink, {resumed: true})
    } finally {
      this.claiming.delete(run.id)
    }
  }

  private async engine(): Promise<RunEngineFn> {
    // In a worker thread: a long engine step must not starve heartbeats and other requests.
    this.engineFn ??= runEngineInWorker
    return this.engineFn
  }
}


const managers = new WeakMap<AppContext, RunManager>()

/** The run manager of a service (one per AppContext), created on first use; it stops with the service. */
export function runManager(app: AppContext): RunManager {
  let manager = managers.get(app)
  if (!manager) {
    manager = new RunManager(app)
    managers.set(app, manager)
    const created = manager
    app.onClose.push(() => created.close())
  }

  return manager
}

/** Replaces a service's run manager options (tests: a controllable engine, a fixed date, short leases). */
export function configureRuns(app: AppContext, options: RunManagerOptions): RunManager {
  const manager = new RunManager(app, options)
  managers.set(app, manager)
  app.onClose.push(() => manager.close())
  return manager
}
