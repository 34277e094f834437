import type {Readable} from 'node:stream'

/** One server-sent event. `event` defaults to "message", as in the SSE specification. */
export interface SseEvent {
  event: string
  data: string
  id?: string
}

/**
 * Reads SSE events from a byte stream that we opened ourselves (a POST response), using
 * eventsource-parser. The `eventsource` package cannot do this: it only issues GETs and it
 * reconnects by itself, which would re-send a request that starts work.
 */
export async function* readSse(stream: Readable): AsyncGenerator<SseEvent> {
  const {createParser} = await import('eventsource-parser')
  const queue: SseEvent[] = []
  const parser = createParser({
    onEvent(message) {
      queue.push({data: message.data, event: message.event ?? 'message', id: message.id})
    },
  })
  const decoder = new TextDecoder()
  for await (const chunk of stream) {
    parser.feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, {stream: true}))
    while (queue.length > 0) yield queue.shift()!
  }

  parser.feed(decoder.decode())
  while (queue.length > 0) yield queue.shift()!
}
