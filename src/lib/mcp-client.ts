/**
 * Calls the service's MCP tool `validate_dossier` over Streamable HTTP (`POST {base_url}/mcp`)
 * with the official SDK client, and hands each `notifications/svc/event` to the caller as it
 * arrives. Loaded lazily (the SDK is heavy): only `svc validate` pays for it.
 *
 * - X-API-Key and User-Agent go in every request (`requestInit.headers`).
 * - The call sends a progress token, so the service's progress heartbeats (at least every 15 s)
 *   reset the request timeout (`resetTimeoutOnProgress`): a long run never times out while alive.
 * - An HTTP error answer (401, 403, ...) becomes one readable SvcError line, as for REST calls.
 * - A stream that ends or breaks before the result arrived rejects with {@link StreamBrokenError},
 *   so the caller can re-call with the run_id instead of waiting for a timeout.
 * - A tool error (`isError`) rejects with {@link ToolCallError} carrying the service's code.
 */
import {describeErrorBody, problemCode, unreachableReason} from './http-errors.js'
import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import type {ChatPrompt} from './hitl.js'
import {assertSafeTransport} from './settings.js'

/** The params of one `notifications/svc/event`. */
export interface SvcEvent {
  run_id: string
  seq: number
  event: string
  data: Record<string, unknown>
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

type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>

/**
 * One `validate_dossier` call: resolves with the result, calls `onEvent` for each event in
 * order. `signal` cancels the call (the run goes on in the service).
 */
export async function callValidateTool(
  target: McpTarget,
  args: ValidateToolArgs,
  options: {onEvent: (event: SvcEvent) => void; onActivity?: (activity: RunActivity) => void; signal?: AbortSignal; clientVersion?: string},
): Promise<ValidateToolResult> {
  assertSafeTransport(target.url)
  const [{Client}, {StreamableHTTPClientTransport}, {z}] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('zod'),
  ])
  const EventNotification = z.object({
    method: z.literal('notifications/svc/event'),
    params: z.object({data: z.record(z.string(), z.unknown()), event: z.string(), run_id: z.string(), seq: z.number().int()}),
  })

  const broken = new AbortController()
  let pending = false
  const watcher: StreamWatcher = {
    onEnd() {
      // The result is dispatched before the stream's end is read: give it a moment to settle.
      if (pending) setTimeout(() => pending && broken.abort(new StreamBrokenError()), 50).unref()
    },
  }
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    fetch: watchingFetch(watcher),
    requestInit: {headers: target.headers},
  })
  const client = new Client({name: 'svc', version: options.clientVersion ?? '0.0.0'}, {capabilities: {}})
  client.setNotificationHandler(EventNotification, (notification) => options.onEvent(notification.params as SvcEvent))
  const signal = options.signal ? AbortSignal.any([options.signal, broken.signal]) : broken.signal
  try {
    await client.connect(transport, {signal, timeout: target.timeoutMs})
    pending = true
    const result = await client.callTool({arguments: {...args}, name: 'validate_dossier'}, undefined, {
      onprogress(progress) {
        const activity = (progress as {_meta?: Record<string, unknown>})._meta?.[ACTIVITY_META] as RunActivity | undefined
        if (activity && typeof activity.message === 'string') options.onActivity?.(activity)
      },
      resetTimeoutOnProgress: true,
      signal,
      timeout: target.timeoutMs,
    })
    pending = false
    if (result.isError) {
      const text = (result.content as {text?: string; type: string}[]).find((c) => c.type === 'text')?.text ?? 'The validation tool refused the call.'
      const code = (result._meta as Record<string, unknown> | undefined)?.[ERROR_CODE_META]
      throw new ToolCallError(text, typeof code === 'string' ? code : undefined)
    }

    const structured = result.structuredContent as ValidateToolResult | undefined
    if (!structured?.run_id || !structured.status) throw new SvcError('The validation tool returned no run_id/status.', {code: 'E_PROTOCOL'})
    return structured
  } catch (error) {
    pending = false
    throw translate(error, broken.signal)
  } finally {
    await client.close().catch(() => {})
  }
}

interface StreamWatcher {
  onEnd(): void
}

/**
 * fetch that (1) turns an HTTP error answer to a POST into one SvcError line, and (2) tells the
 * watcher when an SSE response body ends or breaks.
 */
function watchingFetch(watcher: StreamWatcher): FetchLike {
  return async (url, init) => {
    let response: Response
    try {
      response = await fetch(url, await withProxy(init))
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error
      // Say where and why (connection refused, host not found, TLS...), like the REST client does.
      const reason = unreachableReason((error as {cause?: {code?: string; message?: string}})?.cause)
      throw new StreamBrokenError(`Cannot reach the service at ${new URL(String(url)).origin} (${reason}).`)
    }

    const method = (init?.method ?? 'GET').toUpperCase()
    if (!response.ok && method === 'POST') {
      const body = await response.text().catch(() => '')
      throw new SvcError(describeErrorBody(response.status, response.statusText, response.headers.get('content-type') ?? undefined, body), {
        code: problemCode(body) ?? `E_HTTP_${response.status}`,
        exit: ExitCode.Failure,
        status: response.status,
        suggestions: response.status === 401 ? ['Check the API key: set SVC_API_KEY or run `svc auth login`.'] : [],
      })
    }

    if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response
    const reader = response.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      cancel: (reason) => reader.cancel(reason),
      async pull(controller) {
        try {
          const {done, value} = await reader.read()
          if (done) {
            controller.close()
            watcher.onEnd()
          } else controller.enqueue(value)
        } catch (error) {
          controller.error(error)
          watcher.onEnd()
        }
      },
    })
    return new Response(body, {headers: response.headers, status: response.status, statusText: response.statusText})
  }
}

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']
let proxyDispatcher: Promise<unknown> | undefined

/**
 * Node's fetch ignores HTTP(S)_PROXY unless NODE_USE_ENV_PROXY=1; the REST client honours them, so
 * the MCP transport does too: with a proxy variable set, requests go through undici's
 * EnvHttpProxyAgent (which also reads NO_PROXY). undici is imported only then.
 */
async function withProxy(init: RequestInit | undefined): Promise<RequestInit | undefined> {
  if (process.env.NODE_USE_ENV_PROXY === '1' || !PROXY_VARS.some((name) => process.env[name])) return init
  proxyDispatcher ??= import('undici').then(({EnvHttpProxyAgent}) => new EnvHttpProxyAgent())
  return {...init, dispatcher: await proxyDispatcher} as RequestInit
}

function translate(error: unknown, broken: AbortSignal): unknown {
  if (error instanceof SvcError) return error
  if (broken.aborted) return broken.reason instanceof SvcError ? broken.reason : new StreamBrokenError()
  const err = error as {cause?: {code?: string}; code?: number | string; message?: string; name?: string}
  const cause = err?.cause?.code
  if (err?.name === 'TypeError' && /fetch failed/i.test(err.message ?? '')) {
    return new StreamBrokenError(`Cannot reach the service's MCP endpoint (${cause ?? 'network error'}).`)
  }

  if (/SSE stream disconnected|terminated|other side closed|ECONNRESET/i.test(err?.message ?? '')) return new StreamBrokenError()
  if (/Request timed out/i.test(err?.message ?? '')) return new StreamBrokenError('The service sent nothing (not even a heartbeat) for too long.')
  return new SvcError(`MCP call failed: ${err?.message ?? String(error)}`, {code: 'E_MCP', exit: ExitCode.Failure})
}
