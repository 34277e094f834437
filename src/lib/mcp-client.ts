/**
 * Calls the service's MCP tool `validate_dossier` over Streamable HTTP (`POST {base_url}/mcp`)
 * with the official SDK client, and hands each `notifications/svc/event` to the caller as it
 * arrives. Loaded lazily (the SDK is heavy): only `svc validate` pays for it.
 *
 * - X-API-Key and User-Agent go in every request; the transport is svc's own, over node:http
 *   (mcp-transport.ts: the SDK's is built on fetch, whose loading cost more than the rest of the call).
 * - The call sends a progress token, so the service's progress heartbeats (at least every 15 s)
 *   reset the request timeout (`resetTimeoutOnProgress`): a long run never times out while alive.
 * - An HTTP error answer (401, 403, ...) becomes one readable SvcError line, as for REST calls.
 * - A stream that ends or breaks before the result arrived rejects with {@link StreamBrokenError},
 *   so the caller can re-call with the run_id instead of waiting for a timeout.
 * - A tool error (`isError`) rejects with {@link ToolCallError} carrying the service's code.
 */
import type {jsonSchemaValidator, JsonSchemaValidatorResult} from '@modelcontextprotocol/sdk/validation/types.js'

import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import type {ChatPrompt} from './hitl.js'
import {McpHttpTransport, type StreamWatcher} from './mcp-transport.js'
import {assertSafeTransport, streamIdleTimeoutMs} from './settings.js'
import {idleSeconds, StreamIdleError} from './sse.js'

/**
 * The params of one `notifications/svc/event`. The spec does not show the payloads, so another
 * service may leave out `run_id` or `seq` (see {@link toSvcEvent}).
 */
export interface SvcEvent {
  run_id?: string
  seq?: number
  event: string
  data: Record<string, unknown>
}

/** Signs of a live call that are not events, for the caller's bookkeeping. */
export interface CallSignals {
  /** A progress notification or a heartbeat arrived. */
  alive?(): void
  /** An event notification that could not be read (no event name): warn, never drop it silently. */
  unreadable?(params: unknown): void
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads an event notification's params whatever their exact shape: the event name from `event`
 * (or `type`); `data` as an object, a JSON string, or, when absent, the other top-level fields;
 * `seq` as a number or a numeric string, else none; `run_id` from the params or the data.
 * Undefined when there is no event name: the caller reports it as unreadable.
 */
export function toSvcEvent(params: unknown): SvcEvent | undefined {
  if (!isRecord(params)) return undefined
  const name = typeof params.event === 'string' ? params.event : typeof params.type === 'string' ? params.type : undefined
  if (!name) return undefined
  let data: Record<string, unknown> | undefined
  if (isRecord(params.data)) data = params.data
  else if (typeof params.data === 'string') {
    try {
      const parsed = JSON.parse(params.data) as unknown
      if (isRecord(parsed)) data = parsed
    } catch {
      // Not JSON: the other top-level fields stand for the data.
    }
  }

  if (!data) {
    const {data: _data, event: _event, seq: _seq, type: _type, ...rest} = params
    data = rest
  }

  const seq = typeof params.seq === 'number' ? params.seq : typeof params.seq === 'string' && params.seq.trim() !== '' ? Number(params.seq) : Number.NaN
  const runId = typeof params.run_id === 'string' ? params.run_id : typeof data.run_id === 'string' ? data.run_id : undefined
  return {data, event: name, ...(runId ? {run_id: runId} : {}), ...(Number.isFinite(seq) ? {seq} : {})}
}

export interface ValidateToolArgs {
  dossier_id: string
  level?: '1' | '2' | 'both'
  on_ambiguity?: 'dump' | 'fail' | 'prompt'
  run_id?: string
  hitl_response?: Record<string, unknown>
  language?: 'en' | 'fr'
  /** The run's reference date, YYYY-MM-DD (kept from a run's first call). */
  as_of?: string
}

/**
 * What the run is doing between events, from a progress notification's `_meta["svc.dev/activity"]`
 * (e.g. waiting for documents still processing). Not an event: the validate:* contract is frozen.
 */
export interface RunActivity {
  message: string
  documents_processing?: number
  documents_done?: number
  documents_total?: number
}

/** `_meta` key of the run's activity in a progress notification (docs/protocol.md, Validation transport). */
export const ACTIVITY_META = 'svc.dev/activity'

export interface ValidateToolResult {
  run_id: string
  status: 'complete' | 'failed' | 'paused'
  prompt?: ChatPrompt
}

export interface McpTarget {
  /** The MCP endpoint, `{base_url}/mcp`. */
  url: string
  /** X-API-Key and User-Agent. */
  headers: Record<string, string>
  /** Request timeout (ms), reset by every progress notification. */
  timeoutMs: number
  /** Give up on an SSE response with no event (comments do not count) for this long (ms); default SVC_STREAM_IDLE_TIMEOUT. */
  idleTimeoutMs?: number
}

/** The tool refused the call (isError): not found, forbidden, conflict, invalid answer... */
export class ToolCallError extends SvcError {
  constructor(
    message: string,
    readonly toolCode: string | undefined,
  ) {
    super(message, {code: `E_TOOL_${(toolCode ?? 'error').toUpperCase()}`, exit: ExitCode.Failure})
    this.name = 'ToolCallError'
  }
}

/** The call's stream ended or broke before the result arrived. */
export class StreamBrokenError extends SvcError {
  constructor(message = 'The event stream from the service broke before the run reported its result.') {
    super(message, {code: 'E_STREAM_BROKEN', exit: ExitCode.Failure})
    this.name = 'StreamBrokenError'
  }
}

/** `_meta` key of a tool error's code (see docs/protocol.md, "Validation transport"). */
export const ERROR_CODE_META = 'svc.dev/error_code'

/**
 * One `validate_dossier` call: resolves with the result, calls `onEvent` for each event in
 * order. `signal` cancels the call (the run goes on in the service).
 */
export async function callValidateTool(
  target: McpTarget,
  args: ValidateToolArgs,
  options: {onEvent: (event: SvcEvent) => void; onActivity?: (activity: RunActivity) => void; signals?: CallSignals; signal?: AbortSignal; clientVersion?: string},
): Promise<ValidateToolResult> {
  assertSafeTransport(target.url)
  // zod's makers by name (not its `z` namespace, which would keep all of zod in the SDK's bundle).
  const [{Client}, {literal, object, unknown}] = await Promise.all([import('@modelcontextprotocol/sdk/client/index.js'), import('zod')])
  // Loose on purpose: the payloads are "not shown" in the spec; toSvcEvent reads what arrives.
  const EventNotification = object({method: literal('notifications/svc/event'), params: unknown().optional()})
  const Heartbeat = object({method: literal('notifications/svc/heartbeat'), params: unknown().optional()})

  const broken = new AbortController()
  let pending = false
  const idleTimeoutMs = target.idleTimeoutMs ?? streamIdleTimeoutMs()
  // A stream that goes quiet is the idle watch's to end (SVC_STREAM_IDLE_TIMEOUT, one line and the
  // resume hint), not the request timeout's (which would only re-call into the same silence).
  const callTimeoutMs = Math.max(target.timeoutMs, idleTimeoutMs + 1000)
  // Plain progress notifications the SDK still gets: enough to reset its request timeout.
  const progressForwardMs = Math.min(PROGRESS_FORWARD_MS, callTimeoutMs / 4)
  let progressForwardedAt = 0
  const watcher: StreamWatcher = {
    idleTimeoutMs,
    onIdle() {
      broken.abort(new StreamIdleError(`The validation stream sent no event for ${idleSeconds(idleTimeoutMs)} (SVC_STREAM_IDLE_TIMEOUT).`, ['If the service is just slow, raise SVC_STREAM_IDLE_TIMEOUT (seconds).']))
    },
    keepProgress(data) {
      if (!isPlainProgress(data)) return false
      // One in a while still goes to the SDK, whose request timeout it resets (resetTimeoutOnProgress),
      // and whose onprogress below calls `alive`; svc says it for the others.
      const now = Date.now()
      if (now - progressForwardedAt >= progressForwardMs) {
        progressForwardedAt = now
        return false
      }

      options.signals?.alive?.()
      return true
    },
    onEnd() {
      // The result is dispatched before the stream's end is read: give it a moment to settle.
      if (pending) setTimeout(() => pending && broken.abort(new StreamBrokenError()), 50).unref()
    },
    takeEvent(data) {
      const params = svcEventParams(data)
      if (params === NOT_AN_EVENT) return false
      try {
        const event = toSvcEvent(params)
        if (event) options.onEvent(event)
        else options.signals?.unreadable?.(params)
      } catch (error) {
        // What the SDK does with a notification handler's error is to log it; here the call fails with it.
        broken.abort(error instanceof SvcError ? error : new SvcError(`Could not show an event: ${(error as Error)?.message ?? error}`, {code: 'E_RENDER'}))
      }

      return true
    },
  }
  // The SDK's Client over svc's own Streamable HTTP transport (node:http, not fetch: mcp-transport.ts).
  const transport = new McpHttpTransport(new URL(target.url), {
    headers: target.headers,
    unreachable: (origin, reason) => new StreamBrokenError(`Cannot reach the service at ${origin} (${reason}).`),
    watcher,
  })
  // No tool schemas are listed (no tools/list), so the SDK never checks a result against one:
  // its default validator (ajv) would only cost its construction, which compiles ajv's meta-schemas.
  const client = new Client({name: 'svc', version: options.clientVersion ?? '0.0.0'}, {capabilities: {}, jsonSchemaValidator: NO_OUTPUT_SCHEMAS})
  client.setNotificationHandler(EventNotification, (notification) => {
    const event = toSvcEvent(notification.params)
    if (event) options.onEvent(event)
    else options.signals?.unreadable?.(notification.params)
  })
  client.setNotificationHandler(Heartbeat, (notification) => {
    options.signals?.alive?.()
    const activity = isRecord(notification.params) ? notification.params.activity : undefined
    if (isRecord(activity) && typeof activity.message === 'string') options.onActivity?.(activity as unknown as RunActivity)
  })
  const signal = options.signal ? AbortSignal.any([options.signal, broken.signal]) : broken.signal
  try {
    await client.connect(transport, {signal, timeout: target.timeoutMs})
    pending = true
    const result = await client.callTool({arguments: {...args}, name: 'validate_dossier'}, undefined, {
      onprogress(progress) {
        options.signals?.alive?.()
        const activity = (progress as {_meta?: Record<string, unknown>})._meta?.[ACTIVITY_META] as RunActivity | undefined
        if (activity && typeof activity.message === 'string') options.onActivity?.(activity)
      },
      resetTimeoutOnProgress: true,
      signal,
      timeout: callTimeoutMs,
    })
    pending = false
    if (result.isError) {
      const text = (result.content as {text?: string; type: string}[]).find((c) => c.type === 'text')?.text ?? 'The validation tool refused the call.'
      const code = (result._meta as Record<string, unknown> | undefined)?.[ERROR_CODE_META]
      throw new ToolCallError(text, typeof code === 'string' ? code : undefined)
    }

    return toolResult(result as {structuredContent?: unknown; content?: unknown})
  } catch (error) {
    const stage = pending ? 'tools/call' : 'initialize'
    pending = false
    throw translate(error, broken.signal, stage)
  } finally {
    await endSession(transport)
    await client.close().catch(() => {})
  }
}

/** The SDK's validator of tool output schemas, for a client that lists no tools (and so has no schema to check). */
const NO_OUTPUT_SCHEMAS: jsonSchemaValidator = {
  getValidator:
    <T>() =>
    (input: unknown): JsonSchemaValidatorResult<T> => ({data: input as T, errorMessage: undefined, valid: true}),
}

/** How long ending an MCP session (DELETE) may take before svc stops waiting. */
const SESSION_END_TIMEOUT_MS = 3000

/**
 * A stateful server gave an `Mcp-Session-Id`: end the session with DELETE (MCP Streamable HTTP),
 * so that svc leaves no session open behind it. Best effort, bounded; a stateless server gave
 * none, and nothing is sent.
 */
async function endSession(transport: {sessionId?: string; terminateSession(): Promise<void>}): Promise<void> {
  if (!transport.sessionId) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    transport.terminateSession().catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SESSION_END_TIMEOUT_MS)
    }),
  ])
  clearTimeout(timer)
}

/**
 * The tool's result: `structuredContent` `{run_id, status, prompt?}`, or, from a server that
 * gives only content, the same object as JSON in a text content.
 */
export function toolResult(result: {structuredContent?: unknown; content?: unknown}): ValidateToolResult {
  const candidates: unknown[] = [result.structuredContent]
  for (const item of Array.isArray(result.content) ? (result.content as unknown[]) : []) {
    if (!isRecord(item) || item.type !== 'text' || typeof item.text !== 'string') continue
    try {
      candidates.push(JSON.parse(item.text))
    } catch {
      // A text content that is not JSON (a message): not the result.
    }
  }

  for (const candidate of candidates) {
    if (!isRecord(candidate) || typeof candidate.run_id !== 'string' || !candidate.run_id) continue
    if (candidate.status !== 'complete' && candidate.status !== 'failed' && candidate.status !== 'paused') continue
    return candidate as unknown as ValidateToolResult
  }

  throw new SvcError('The validation tool returned no run_id and status (neither as structured content nor as JSON text).', {code: 'E_PROTOCOL'})
}

/** What {@link svcEventParams} gives for a message that is not an event notification. */
const NOT_AN_EVENT = Symbol('not an event notification')

/**
 * The params of a JSON-RPC `notifications/svc/event` notification in an SSE message's data, else
 * NOT_AN_EVENT (any other message, or not JSON: the SDK reads those). The check is the SDK's for
 * this one kind of message (a JSON-RPC 2.0 notification: a method and no id), without its schema
 * parse: events are most of a run's messages, and parsing each twice against the SDK's zod schemas
 * (once as a JSON-RPC message, once for the handler) was most of the CLI's time per event.
 */
export function svcEventParams(data: string): typeof NOT_AN_EVENT | unknown {
  // Most other messages are told apart without parsing.
  if (!data.includes('notifications/svc/event')) return NOT_AN_EVENT
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return NOT_AN_EVENT
  }

  if (!isRecord(message) || message.jsonrpc !== '2.0' || message.method !== 'notifications/svc/event' || 'id' in message) return NOT_AN_EVENT
  // Params of any shape: what toSvcEvent cannot read is reported as unreadable (the SDK's schema
  // would have dropped params that are not an object with only an error on its log).
  return message.params
}

/**
 * How often at most a plain progress notification still goes to the SDK (ms; a quarter of the
 * request timeout when that is shorter). The service sends one per event; the SDK's check of each
 * (two zod parses) was most of the CLI's time per event on a long stream. All the SDK does with one
 * is reset the request timeout and call onprogress, whose `alive` svc calls itself for the others.
 */
const PROGRESS_FORWARD_MS = 1000

/**
 * A JSON-RPC `notifications/progress` (a method, no id) whose params carry no `_meta` (no run
 * activity to show): only a sign of life. Anything else, or not JSON: false (the SDK reads it).
 */
export function isPlainProgress(data: string): boolean {
  if (!data.includes('notifications/progress')) return false
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return false
  }

  return isRecord(message) && message.jsonrpc === '2.0' && message.method === 'notifications/progress' && !('id' in message) && isRecord(message.params) && message.params._meta === undefined
}

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']
let proxyDispatcher: Promise<unknown> | undefined

/**
 * Node's fetch ignores HTTP(S)_PROXY unless NODE_USE_ENV_PROXY=1; the REST client honours them, so
 * svc's own fetch calls do too (svc resume's check; the MCP transport has its own agents,
 * mcp-transport.ts): with a proxy variable set, requests go through undici's EnvHttpProxyAgent
 * (which also reads NO_PROXY). undici is imported only then.
 */
export async function withProxy(init: RequestInit | undefined): Promise<RequestInit | undefined> {
  if (process.env.NODE_USE_ENV_PROXY === '1' || !PROXY_VARS.some((name) => process.env[name])) return init
  proxyDispatcher ??= import('undici').then(({EnvHttpProxyAgent}) => new EnvHttpProxyAgent())
  return {...init, dispatcher: await proxyDispatcher} as RequestInit
}

/** What a result of each stage must look like, for the one-line error about a result of the wrong shape. */
const EXPECTED_RESULT = {
  initialize: 'an initialize result {protocolVersion, capabilities, serverInfo}',
  'tools/call': 'a tools/call result {content: [{type: "text", text}], structuredContent: {run_id, status}}',
}

function translate(error: unknown, broken: AbortSignal, stage: keyof typeof EXPECTED_RESULT = 'tools/call'): unknown {
  if (error instanceof SvcError) return error
  if (broken.aborted) return broken.reason instanceof SvcError ? broken.reason : new StreamBrokenError()
  const err = error as {cause?: {code?: string}; code?: number | string; issues?: unknown; message?: string; name?: string}
  // The SDK checks each result against its schema and rejects with the validation error, whose
  // message is a multi-line JSON list of issues: say in one line what was expected and what was wrong.
  if (Array.isArray(err?.issues)) {
    const issue = err.issues[0] as {message?: string; path?: unknown[]} | undefined
    const where = issue?.path?.length ? issue.path.join('.') : 'the result'
    return new SvcError(`The service's MCP answer to ${stage} has the wrong shape (${where}: ${issue?.message ?? 'invalid'}); expected ${EXPECTED_RESULT[stage]}.`, {
      code: 'E_PROTOCOL',
      exit: ExitCode.Failure,
      suggestions: ["Check SVC_URL: {base_url}/mcp should be the svc service's MCP endpoint."],
    })
  }

  const cause = err?.cause?.code
  if (err?.name === 'TypeError' && /fetch failed/i.test(err.message ?? '')) {
    return new StreamBrokenError(`Cannot reach the service's MCP endpoint (${cause ?? 'network error'}).`)
  }

  if (/SSE stream disconnected|terminated|other side closed|ECONNRESET/i.test(err?.message ?? '')) return new StreamBrokenError()
  if (/Request timed out/i.test(err?.message ?? '')) return new StreamBrokenError('The service sent nothing (not even a heartbeat) for too long.')
  // One line: the first of the message's lines.
  const first = (err?.message ?? String(error)).split('\n').map((line) => line.trim()).find(Boolean) ?? 'unknown error'
  return new SvcError(`MCP call failed: ${first}`, {code: 'E_MCP', exit: ExitCode.Failure})
}
