/**
 * Wake-ups between service replicas that share one PostgreSQL database: "run X has events up to
 * seq N". The stored events are the truth; a notification only says "look again". It is sent with
 * `pg_notify` inside the transaction that stores the events (runs/store.ts), so PostgreSQL
 * delivers it at commit, never before the rows are visible, and drops it on a rollback.
 *
 * Each process listens on one dedicated connection (not one of the pool's: a pooled connection
 * goes back to the pool and its LISTEN with it), opened on the first subscription and reconnected
 * with a capped backoff when it breaks. A notification can still be lost (sent while the listener
 * reconnects), so a waiter also wakes up after `pollMs` whatever happens, and every subscriber is
 * woken when the listener (re)connects: a lost notification delays a follower by at most `pollMs`.
 * On SQLite (one process) nothing uses this: runs are fanned out in-process (runs/manager.ts).
 */
import createDebug from 'debug'
import pg from 'pg'

const debug = createDebug('svc-server:notify')

/** The channel of "run events stored" notifications; payload `<run_id>:<last seq>`. */
export const RUN_EVENTS_CHANNEL = 'svc_run_events'

/** The payload of a RUN_EVENTS_CHANNEL notification. */
export function runEventsPayload(runId: string, lastSeq: number): string {
  return `${runId}:${lastSeq}`
}

/** Default longest wait without a notification before a follower reads the database anyway. */
export const DEFAULT_POLL_MS = 1000
const CONNECT_TIMEOUT_MS = 10_000
const BACKOFF_FIRST_MS = 100
const BACKOFF_MAX_MS = 5000

/** One run's wake-ups for one follower. Subscribe before the first read: nothing is missed in between. */
export interface RunSubscription {
  /**
   * Resolves at the next notification for the run (at once if one came since the last wait), after
   * pollMs (or `timeoutMs` when shorter: e.g. when a lease expires), or when `signal` aborts.
   */
  wait(signal?: AbortSignal, timeoutMs?: number): Promise<void>
  close(): void
}

class Subscription implements RunSubscription {
  private notified = false
  private wake?: () => void

  constructor(
    private readonly pollMs: number,
    private readonly onClose: (subscription: Subscription) => void,
  ) {}

  notify(): void {
    this.notified = true
    this.wake?.()
  }

  async wait(signal?: AbortSignal, timeoutMs?: number): Promise<void> {
    if (this.notified || signal?.aborted) {
      this.notified = false
      return
    }

    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        this.wake = undefined
        resolve()
      }

      const timer = setTimeout(done, Math.max(0, Math.min(this.pollMs, timeoutMs ?? this.pollMs)))
      signal?.addEventListener('abort', done, {once: true})
      this.wake = done
    })
    this.notified = false
  }

  close(): void {
    this.wake?.()
    this.onClose(this)
  }
}

/** The listening side of RUN_EVENTS_CHANNEL for one process. */
export class RunEventFeed {
  private readonly subscriptions = new Map<string, Set<Subscription>>()
  private client?: pg.Client
  private connecting = false
  private closed = false
  private backoffMs = BACKOFF_FIRST_MS
  private retry?: NodeJS.Timeout

  constructor(
    private readonly url: string,
    private readonly pollMs: number = DEFAULT_POLL_MS,
  ) {}

  /** Starts following one run's notifications (and opens the listener on first use). */
  subscribe(runId: string): RunSubscription {
    const subscription = new Subscription(this.pollMs, (closed) => {
      const set = this.subscriptions.get(runId)
      set?.delete(closed)
      if (set?.size === 0) this.subscriptions.delete(runId)
    })
    let set = this.subscriptions.get(runId)
    if (!set) {
      set = new Set()
      this.subscriptions.set(runId, set)
    }

    set.add(subscription)
    this.listen()
    return subscription
  }

  /** Stops listening (the service is stopping); waiters still wake by their poll bound. */
  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.retry)
    const client = this.client
    this.client = undefined
    for (const set of this.subscriptions.values()) for (const subscription of set) subscription.notify()
    await client?.end().catch(() => {})
  }

  /** Whether the listener is connected (tests, diagnostics). */
  get listening(): boolean {
    return this.client !== undefined
  }

  private listen(): void {
    if (this.closed || this.client || this.connecting) return
    this.connecting = true
    const client = new pg.Client({connectionString: this.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true})
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      debug('listener lost: %s; reconnecting in %d ms', error.message, this.backoffMs)
      if (this.client === client) this.client = undefined
      this.connecting = false
      client.end().catch(() => {})
      // Nobody follows a run now: the next subscription reconnects.
      if (this.closed || this.subscriptions.size === 0) return
      this.retry = setTimeout(() => this.listen(), this.backoffMs)
      this.retry.unref()
      this.backoffMs = Math.min(this.backoffMs * 2, BACKOFF_MAX_MS)
    }

    client.on('error', fail)
    client.on('end', () => fail(new Error('connection ended')))
    client.on('notification', (message) => {
      if (message.channel !== RUN_EVENTS_CHANNEL || !message.payload) return
      const runId = message.payload.slice(0, message.payload.lastIndexOf(':'))
      for (const subscription of this.subscriptions.get(runId) ?? []) subscription.notify()
    })
    client
      .connect()
      .then(() => client.query(`LISTEN ${RUN_EVENTS_CHANNEL}`))
      .then(() => {
        this.connecting = false
        if (failed) return
        if (this.closed) {
          client.end().catch(() => {})
          return
        }

        this.client = client
        this.backoffMs = BACKOFF_FIRST_MS
        debug('listening on %s', RUN_EVENTS_CHANNEL)
        // Whatever was sent while nobody listened is read now.
        for (const set of this.subscriptions.values()) for (const subscription of set) subscription.notify()
      })
      .catch((error: Error) => fail(error))
  }
}
