/**
 * Streams one tool call's run events to its caller as JSON-RPC notifications on the call's SSE
 * stream: `notifications/svc/event` {run_id, seq, event, data} for each event, plus
 * `notifications/progress` when the caller sent a progress token (generic MCP clients show only
 * those, and they reset the client's request timeout). During quiet phases a heartbeat goes out
 * at least every `heartbeatMs`: a progress notification when there is a token, else
 * `notifications/svc/heartbeat`.
 *
 * While the run reports an activity between events (waiting for documents still processing),
 * its message goes out at once and then replaces "heartbeat": as the progress `message` (with the
 * counts in `_meta["svc.dev/activity"]`), or in the heartbeat's `activity` field. The validate:*
 * events are a frozen contract: an activity is never an event.
 *
 * Notifications are sent one at a time, in order; a failed send (the client went away) stops
 * the notifier, never the run.
 */
import type {EventSink, RunActivity} from '../runs/manager.js'
import type {RunEvent} from '../runs/store.js'

export interface Notification {
  method: string
  params: Record<string, unknown>
}

export const EVENT_METHOD = 'notifications/svc/event'
export const HEARTBEAT_METHOD = 'notifications/svc/heartbeat'
/** `_meta` key of a progress notification that carries the run's activity (RunActivity). */
export const ACTIVITY_META = 'svc.dev/activity'

/** Default heartbeat period; SVC_MCP_HEARTBEAT_MS overrides it (tests). Always at most 15 s. */
export function heartbeatMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SVC_MCP_HEARTBEAT_MS)
  return Number.isFinite(value) && value >= 10 ? Math.min(value, 15_000) : 10_000
}

export class CallNotifier implements EventSink {
  private readonly queue: Notification[] = []
  private pumping?: Promise<void>
  private progress = 0
  private closed = false
  private lastSent = Date.now()
  private runId?: string
  private current?: RunActivity
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly send: (notification: Notification) => Promise<void>,
    private readonly progressToken: number | string | undefined,
    private readonly heartbeatPeriod: number = heartbeatMs(),
  ) {
    // Checking twice per period keeps the longest silence at one period.
    this.timer = setInterval(() => this.beat(), Math.max(5, Math.floor(heartbeatPeriod / 2)))
    this.timer.unref()
  }

  push(event: RunEvent): void {
    if (this.closed) return
    this.runId ??= event.run_id
    this.enqueue({method: EVENT_METHOD, params: {data: event.data, event: event.event, run_id: event.run_id, seq: event.seq}})
    if (this.progressToken !== undefined) {
      this.enqueue({method: 'notifications/progress', params: {message: event.event, progress: ++this.progress, progressToken: this.progressToken}})
    }
  }

  activity(activity: RunActivity | undefined): void {
    this.current = activity
    if (activity) this.enqueue(this.quietNotification())
  }

  /** Resolves once every queued notification was handed to the transport. */
  async drain(): Promise<void> {
    while (this.pumping) await this.pumping
  }

  close(): void {
    this.closed = true
    clearInterval(this.timer)
  }

  private beat(): void {
    if (this.closed || this.queue.length > 0 || Date.now() - this.lastSent < this.heartbeatPeriod / 2) return
    this.enqueue(this.quietNotification())
  }

  /** A heartbeat, carrying the run's activity when there is one. */
  private quietNotification(): Notification {
    const activity = this.current
    if (this.progressToken === undefined) {
      return {method: HEARTBEAT_METHOD, params: {at: new Date().toISOString(), run_id: this.runId ?? null, ...(activity ? {activity} : {})}}
    }

    const params: Record<string, unknown> = {message: activity?.message ?? 'heartbeat', progress: ++this.progress, progressToken: this.progressToken}
    if (activity) params._meta = {[ACTIVITY_META]: activity}
    return {method: 'notifications/progress', params}
  }

  private enqueue(notification: Notification): void {
    if (this.closed) return
    this.queue.push(notification)
    this.startPump()
  }

  private startPump(): void {
    if (this.pumping || this.queue.length === 0 || this.closed) return
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined
      this.startPump()
    })
  }

  private async pump(): Promise<void> {
    while (this.queue.length > 0 && !this.closed) {
      const next = this.queue.shift()!
      try {
        await this.send(next)
        this.lastSent = Date.now()
      } catch {
        this.close()
      }
    }

    if (this.closed) this.queue.length = 0
  }
}
