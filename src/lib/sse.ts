import type {Readable} from 'node:stream'

import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'

/** One server-sent event. `event` defaults to "message", as in the SSE specification. */
export interface SseEvent {
  event: string
  data: string
  id?: string
}

/**
 * A stream that delivered no event for longer than SVC_STREAM_IDLE_TIMEOUT (exit 1). Not a broken
 * stream (StreamBrokenError): nothing says the service is gone, so nothing is re-sent by itself;
 * the message says how to pick up where it stopped, where that is possible.
 */
export class StreamIdleError extends SvcError {
  constructor(message: string, suggestions: string[] = []) {
    super(message, {code: 'E_STREAM_IDLE', exit: ExitCode.Failure, suggestions})
    this.name = 'StreamIdleError'
  }
}

/** `120 s`, for messages about SVC_STREAM_IDLE_TIMEOUT. */
export function idleSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`
}

export interface ReadSseOptions {
  /**
   * Fail when no event arrived for this long (ms). Only events count: comments (`: keep-alive`)
   * are what a stalled or hostile service can send forever. Undefined: no limit.
   */
  idleTimeoutMs?: number
  /** The error an idle stream fails with (default: a generic StreamIdleError). */
  idleError?: () => Error
}

/**
 * Reads SSE events from a byte stream that we opened ourselves (a POST response), using
 * eventsource-parser. The `eventsource` package cannot do this: it only issues GETs and it
 * reconnects by itself, which would re-send a request that starts work.
 *
 * With `idleTimeoutMs`, the stream is destroyed with `idleError()` (which the loop then throws)
 * when no event arrived for that long.
 */
export async function* readSse(stream: Readable, options: ReadSseOptions = {}): AsyncGenerator<SseEvent> {
  const {createParser} = await import('eventsource-parser')
  const queue: SseEvent[] = []
  let idleError: Error | undefined
  const idle = idleTimer(options.idleTimeoutMs, () => {
    const seconds = idleSeconds(options.idleTimeoutMs!)
    idleError = options.idleError?.() ?? new StreamIdleError(`The event stream from the service was idle for ${seconds} (no event; SVC_STREAM_IDLE_TIMEOUT).`)
    stream.destroy(idleError)
  })
  const parser = createParser({
    onEvent(message) {
      idle.touch()
      queue.push({data: message.data, event: message.event ?? 'message', id: message.id})
    },
  })
  const decoder = new TextDecoder()
  try {
    for await (const chunk of stream) {
      parser.feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, {stream: true}))
      while (queue.length > 0) yield queue.shift()!
    }

    parser.feed(decoder.decode())
    while (queue.length > 0) yield queue.shift()!
  } catch (error) {
    // got wraps the error a stream was destroyed with (in a RequestError): give back our own.
    throw idleError ?? error
  } finally {
    idle.stop()
  }
}

export interface IdleTimer {
  /** Activity: the limit starts again. */
  touch(): void
  stop(): void
}

/** Calls `onIdle` once when `touch` was not called for `ms` (started at once). No limit when `ms` is undefined. */
export function idleTimer(ms: number | undefined, onIdle: () => void): IdleTimer {
  if (!ms) return {stop() {}, touch() {}}
  let stopped = false
  let timer = setTimeout(fire, ms)
  function fire() {
    if (stopped) return
    stopped = true
    onIdle()
  }

  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
    touch() {
      if (stopped) return
      clearTimeout(timer)
      timer = setTimeout(fire, ms)
    },
  }
}
