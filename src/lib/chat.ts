/**
 * The chat client, usable by plugins: opens the chat stream, reads its events, and on a
 * `chat_prompt` asks a policy for the answer, posts it to agent-resume (through SVC_EDGE_URL when
 * set) and reads the new stream, looping until `done` (docs/protocol.md, "Chat").
 *
 * Streams are POSTs and are never retried or reconnected: a reconnect would re-send a request that
 * starts work (and, after a confirmation, could act twice). A stream that ends without `done` or
 * `chat_prompt` is reported as broken.
 */
import type {Readable} from 'node:stream'

import type {ApiClient} from './http.js'

import {failure, SvcError} from './errors.js'
import {pickFirst, type ChatPrompt, type OnAmbiguous} from './hitl.js'
import {DEFAULT_STREAM_IDLE_SECONDS} from './settings.js'
import {idleSeconds, readSse, StreamIdleError} from './sse.js'
import {terminalSafe} from './terminal-text.js'

export const CHAT_PATH = '/api/v1/chat'
/** No version segment (spec, Versioning). Posted to {edge_url} when SVC_EDGE_URL is set. */
export const RESUME_PATH = '/api/agent-resume'

export type ChatLanguage = 'en' | 'fr'

export interface ChatRequest {
  query: string
  /** Limit the chat to one space (UUID). */
  spaceId?: string
  /** Language of the answer; without it the service uses the query's language. */
  language?: ChatLanguage
  /** Continue a conversation (returned by the previous `done`). */
  conversationId?: string
}

export interface ChatSource {
  document_id: number
  file_name: string
  space_id: null | string
  space_name?: null | string
  page: number
  passage: string
  score: number
}

/** The `done` event: the last event of a chat stream. */
export interface ChatDone {
  conversation_id: string
  answer: string
  sources: ChatSource[]
}

/** An `error` event: something failed after the stream started. The stream still ends with `done`. */
export interface ChatStreamError {
  code: string
  message: string
}

export interface ChatHandlers {
  /** A piece of the answer, as the service produces it. */
  onDelta?(delta: string): void
  onSources?(sources: ChatSource[]): void
  onError?(error: ChatStreamError): void
  /**
   * A `chat_prompt`: return the chosen option's value to resume, or undefined to stop here with
   * the chat paused (the `fail` and `dump` policies).
   */
  onPrompt(prompt: ChatPrompt): Promise<string | undefined> | string | undefined
  /** Called before a resume is posted, with the value sent. */
  onResume?(prompt: ChatPrompt, value: string): void
  /** Aborted: the stream being read is closed (svc chat's Ctrl-C cancels the answer being written); the read then fails. */
  signal?: AbortSignal
}

export type ChatOutcome =
  | {status: 'done'; done: ChatDone; errors: ChatStreamError[]; prompts: number}
  | {status: 'paused'; prompt: ChatPrompt; errors: ChatStreamError[]; prompts: number}

/** The chat events this client reads (docs/protocol.md, "Chat"); any other is ignored. */
const KNOWN_EVENTS = new Set(['chat_prompt', 'done', 'error', 'message', 'sources'])

type StreamEnd = {kind: 'done'; done: ChatDone} | {kind: 'prompt'; prompt: ChatPrompt}

/**
 * Asks one question and follows the conversation through every prompt until `done`, or until
 * `onPrompt` declines to answer.
 */
export async function runChat(api: ApiClient, request: ChatRequest, handlers: ChatHandlers): Promise<ChatOutcome> {
  const body: Record<string, string> = {query: request.query}
  if (request.spaceId) body.space_id = request.spaceId
  if (request.language) body.language = request.language
  if (request.conversationId) body.conversation_id = request.conversationId
  return followChat(api, await api.openStream(CHAT_PATH, {body}), handlers)
}

/**
 * Reads an open chat stream (the chat's, or an agent-resume's: `svc resume` opens the first
 * one itself, answering `firstAnswers`) and follows the conversation through every prompt until
 * `done`, or until `onPrompt` declines to answer.
 */
export async function followChat(api: ApiClient, first: Readable, handlers: ChatHandlers, firstAnswers?: ChatPrompt): Promise<ChatOutcome> {
  const errors: ChatStreamError[] = []
  let stream = first
  let prompts = 0
  const idleTimeoutMs = api.settings.streamIdleTimeoutMs ?? DEFAULT_STREAM_IDLE_SECONDS * 1000
  /** The prompt whose answer the current stream carries (none for the first stream). */
  let answering: ChatPrompt | undefined = firstAnswers
  for (;;) {
    const resumed = answering
    const reading = stream
    const cancel = () => reading.destroy()
    if (handlers.signal?.aborted) cancel()
    handlers.signal?.addEventListener('abort', cancel, {once: true})
    const end = await readChatStream(
      stream,
      {
        ...handlers,
        onError(error) {
          errors.push(error)
          handlers.onError?.(error)
        },
      },
      {idleError: () => chatIdleError(idleTimeoutMs, resumed), idleTimeoutMs},
    ).finally(() => handlers.signal?.removeEventListener('abort', cancel))
    if (end.kind === 'done') return {done: end.done, errors, prompts, status: 'done'}
    prompts++
    const value = await handlers.onPrompt(end.prompt)
    if (value === undefined) return {errors, prompt: end.prompt, prompts, status: 'paused'}
    if (!end.prompt.correlation_id) throw failure('The service paused without a correlation_id, so the chat cannot be resumed.', [], 'E_PROTOCOL')
    handlers.onResume?.(end.prompt, value)
    answering = end.prompt
    stream = await api.openStream(RESUME_PATH, {base: 'edge', body: {correlation_id: end.prompt.correlation_id, response: {value}}})
  }
}

/**
 * Reads one chat stream up to `done` or `chat_prompt` (after which the service closes it).
 * Anything else — the connection dropping, or the stream ending early — is a broken stream.
 */
export async function readChatStream(
  stream: Readable,
  handlers: Omit<ChatHandlers, 'onPrompt'>,
  options: {idleTimeoutMs?: number; idleError?: () => Error} = {},
): Promise<StreamEnd> {
  try {
    for await (const event of readSse(stream, options)) {
      // Events this client does not know are ignored whatever their data (`event: ping` with
      // `data: keepalive`), so that a service can add some; only the known ones must be JSON.
      if (!KNOWN_EVENTS.has(event.event)) continue
      const data = parseData(event.event, event.data)
      switch (event.event) {
        case 'message': {
          const delta = (data as {delta?: unknown}).delta
          if (typeof delta === 'string') handlers.onDelta?.(delta)
          break
        }

        case 'sources': {
          handlers.onSources?.(((data as {sources?: ChatSource[]}).sources ?? []) as ChatSource[])
          break
        }

        case 'error': {
          const error = data as Partial<ChatStreamError>
          handlers.onError?.({code: String(error.code ?? 'error'), message: String(error.message ?? 'The service reported an error.')})
          break
        }

        case 'chat_prompt': {
          stream.destroy()
          return {kind: 'prompt', prompt: data as ChatPrompt}
        }

        case 'done': {
          stream.destroy()
          const done = data as Partial<ChatDone>
          return {done: {answer: done.answer ?? '', conversation_id: done.conversation_id ?? '', sources: done.sources ?? []}, kind: 'done'}
        }

        default:
        // Events this client does not know are ignored, so that the service can add some.
      }
    }
  } catch (error) {
    if (error instanceof SvcError) throw error
    throw brokenStream(`the connection failed (${(error as {code?: string}).code ?? (error as Error).message})`)
  }

  throw brokenStream('it ended before the done event')
}

function parseData(event: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw failure(`The service sent a malformed ${event} event (not JSON).`, [], 'E_PROTOCOL')
  }
}

/**
 * A chat stream with no event for SVC_STREAM_IDLE_TIMEOUT (keep-alive comments do not count): exit
 * 1. Nothing is re-sent (a POST that starts work never is); after a resume, the correlation_id says
 * which answer the service was working on.
 */
function chatIdleError(idleTimeoutMs: number, resumed: ChatPrompt | undefined): StreamIdleError {
  const after = resumed?.correlation_id ? ` after the answer to correlation_id ${resumed.correlation_id}` : ''
  return new StreamIdleError(
    `The chat stream sent no event for ${idleSeconds(idleTimeoutMs)}${after} (SVC_STREAM_IDLE_TIMEOUT). The answer is incomplete; it was not re-sent.`,
    ['Ask again; if the service is just slow, raise SVC_STREAM_IDLE_TIMEOUT (seconds).'],
  )
}

function brokenStream(why: string): SvcError {
  return failure(`The chat stream broke: ${why}. The answer is incomplete; it was not re-sent.`, ['Ask again; check the service with `svc auth status`.'], 'E_STREAM_BROKEN')
}

/** What `fail` says (stderr, exit 1): the correlation id, and how to get past the pause. */
export function pausedMessage(prompt: ChatPrompt): string {
  // The correlation id is the service's: terminal-safe, like every line svc prints.
  return terminalSafe(`the service needs an answer (correlation_id: ${prompt.correlation_id ?? 'none'}). Re-run with --on-ambiguous prompt, dump or pick-first.`)
}

/**
 * The `onPrompt` of a `--on-ambiguous` policy: `prompt` asks `ask` (an interactive picker),
 * `pick-first` takes config.options[0] (approve for a confirmation), `fail` and `dump` stop.
 */
export function policyAnswerer(mode: OnAmbiguous, ask: (prompt: ChatPrompt) => Promise<string>): (prompt: ChatPrompt) => Promise<string | undefined> {
  return async (prompt) => {
    if (mode === 'prompt') return ask(prompt)
    if (mode === 'pick-first') {
      const value = pickFirst(prompt)
      if (value === undefined) throw failure(`The service's question has no options to pick from (correlation_id: ${prompt.correlation_id}).`, ['Use --on-ambiguous prompt or dump.'], 'E_NO_OPTIONS')
      return value
    }

    return undefined
  }
}
