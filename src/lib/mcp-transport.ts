/**
 * The MCP Streamable HTTP client transport of `svc validate`, over node:http(s), for the official
 * SDK's `Client` (it implements the SDK's `Transport` interface; the Client, its JSON-RPC protocol
 * and its result checks are the SDK's).
 *
 * Why not the SDK's StreamableHTTPClientTransport: it is built on fetch, and its first
 * `new Headers()` loads Node's fetch implementation (undici), then compiles undici's HTTP parser to
 * WebAssembly on the first request: about a fifth of the CPU of `svc validate --json` on a
 * 10-document dossier (README, "Targets against curl"). node:http is loaded anyway (got).
 *
 * What it does, as the SDK's transport does for a client that calls tools (MCP "Streamable HTTP"):
 * - each message is POSTed as JSON with `Accept: application/json, text/event-stream`, with the
 *   session id (`Mcp-Session-Id`) once the server gave one and `MCP-Protocol-Version` once known;
 * - a 202 answer carries nothing; a JSON answer is one message or a batch; an SSE answer is read
 *   to its end, each `message` event's data being one JSON-RPC message;
 * - terminateSession() ends the session with DELETE (a 405 means the server keeps none).
 * What it leaves out: the GET stream for server messages outside any request (the SDK opens one
 * after `initialized`; svc's service answers 405 and svc needs nothing outside its call's stream),
 * resumption tokens (svc re-calls the tool with its run_id instead, docs/protocol.md) and OAuth
 * (svc sends an API key).
 *
 * And what svc adds, as its fetch wrapper did around the SDK's transport: the REST client's
 * redirect policy (redirect-policy.ts), HTTP(S)_PROXY / NO_PROXY as the REST client reads them,
 * an HTTP error answer to a POST as one SvcError line, a service it cannot reach as one line with
 * the reason, the SSE idle limit (SVC_STREAM_IDLE_TIMEOUT), and a {@link StreamWatcher} that takes
 * event notifications and plain progress notifications before the SDK parses them.
 */
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js'
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js'
import type {Agent, ClientRequest, IncomingMessage, RequestOptions} from 'node:http'

import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import {describeErrorBody, problemCode, unreachableReason} from './http-errors.js'
import {REDIRECT_STATUSES, redirectRefusal} from './redirect-policy.js'
import {idleTimer} from './sse.js'

/** What the transport tells svc about the messages of an SSE answer (see mcp-client.ts). */
export interface StreamWatcher {
  /** A `message` event's data: true when it was an event notification, taken here instead of going to the SDK. */
  takeEvent?(data: string): boolean
  /** A `message` event's data: true when it was a plain progress notification that the SDK need not see. */
  keepProgress?(data: string): boolean
  /** The SSE answer ended or broke. */
  onEnd(): void
  /** SVC_STREAM_IDLE_TIMEOUT in ms: how long an SSE answer may go without an event. */
  idleTimeoutMs?: number
  onIdle?(): void
}

/** An answer to a POST that does not reach the SDK as messages cannot be this large (bytes). */
const MAX_JSON_ANSWER = 64 * 1024 * 1024
/** What is read of an error answer's body, for its one-line message (bytes). */
const MAX_ERROR_BODY = 64 * 1024

/** The service could not be reached (or the answer broke before its headers). See mcp-client.ts. */
export type UnreachableError = (origin: string, reason: string) => Error

export interface McpHttpTransportOptions {
  /** X-API-Key and User-Agent, sent with every request. */
  headers: Record<string, string>
  watcher: StreamWatcher
  /** The error for a service it cannot reach (mcp-client.ts: StreamBrokenError, which the caller re-calls after). */
  unreachable: UnreachableError
}

export class McpHttpTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  sessionId?: string
  private closed = false
  /** Requests whose answer may still be read: destroyed on close(). */
  private readonly live = new Set<ClientRequest>()
  private protocolVersion?: string

  constructor(
    private readonly url: URL,
    private readonly options: McpHttpTransportOptions,
  ) {}

  async close(): Promise<void> {
    this.closed = true
    for (const request of this.live) request.destroy()
    this.live.clear()
    this.onclose?.()
  }

  async send(message: JSONRPCMessage | JSONRPCMessage[]): Promise<void> {
    const response = await this.request('POST', JSON.stringify(message), {accept: 'application/json, text/event-stream', 'content-type': 'application/json'})
    const session = response.headers['mcp-session-id']
    if (typeof session === 'string' && session) this.sessionId = session
    if (!ok(response)) throw await this.httpError(response)
    const type = response.headers['content-type'] ?? ''
    if (response.statusCode === 202 || !hasRequest(message)) {
      // Notifications and responses: nothing comes back (202, or a body nobody waits for).
      response.resume()
      return
    }

    if (type.includes('text/event-stream')) {
      // Read in the background: the SDK's Client waits for its response among the messages.
      this.readEvents(response).catch((error: unknown) => this.onerror?.(error as Error))
      return
    }

    if (type.includes('application/json')) {
      const text = await readBody(response, MAX_JSON_ANSWER)
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new SvcError(`The service's MCP answer is not JSON (${type}).`, {code: 'E_PROTOCOL', exit: ExitCode.Failure})
      }

      for (const item of Array.isArray(parsed) ? parsed : [parsed]) this.deliver(item)
      return
    }

    response.resume()
    throw new SvcError(`The service's MCP answer has an unexpected content type (${type || 'none'}).`, {code: 'E_PROTOCOL', exit: ExitCode.Failure})
  }

  setProtocolVersion(version: string): void {
    this.protocolVersion = version
  }

  async start(): Promise<void> {
    // Nothing to open: each message is its own request.
  }

  /** Ends the session (DELETE with its id). A 405: the server keeps no sessions; nothing to end. */
  async terminateSession(): Promise<void> {
    if (!this.sessionId) return
    const response = await this.request('DELETE', undefined, {})
    response.resume()
    if (!ok(response) && response.statusCode !== 405) throw new SvcError(`Ending the MCP session failed (HTTP ${response.statusCode}).`, {code: 'E_MCP', exit: ExitCode.Failure})
    this.sessionId = undefined
  }

  /** One message of the SDK's: only what looks like JSON-RPC 2.0 (the Client checks the rest). */
  private deliver(message: unknown): void {
    if (typeof message !== 'object' || message === null || (message as {jsonrpc?: unknown}).jsonrpc !== '2.0') {
      this.onerror?.(new Error(`Not a JSON-RPC 2.0 message: ${JSON.stringify(message)?.slice(0, 200)}`))
      return
    }

    this.onmessage?.(message as JSONRPCMessage)
  }

  /** An SSE message's data: one JSON-RPC message for the SDK. */
  private deliverText(data: string): void {
    let message: unknown
    try {
      message = JSON.parse(data)
    } catch {
      this.onerror?.(new Error(`An SSE message of the service is not JSON: ${data.slice(0, 200)}`))
      return
    }

    this.deliver(message)
  }

  private async httpError(response: IncomingMessage): Promise<SvcError> {
    const body = await readBody(response, MAX_ERROR_BODY, true).catch(() => '')
    const status = response.statusCode ?? 0
    return new SvcError(describeErrorBody(status, response.statusMessage, response.headers['content-type'], body), {
      code: problemCode(body) ?? `E_HTTP_${status}`,
      exit: ExitCode.Failure,
      status,
      suggestions: status === 401 ? ['Check the API key: set SVC_API_KEY or run `svc auth login`.'] : [],
    })
  }

  /** The SSE answer: event notifications and plain progress to the watcher, every other message to the SDK. */
  private async readEvents(response: IncomingMessage): Promise<void> {
    const {watcher} = this.options
    const {createParser} = await import('eventsource-parser')
    // No event (keep-alive comments do not count) for SVC_STREAM_IDLE_TIMEOUT: the call fails.
    const idle = idleTimer(watcher.idleTimeoutMs, () => {
      watcher.onIdle?.()
      response.destroy()
    })
    // Messages for the SDK, handed over one per turn of the event loop: the SDK runs a
    // notification's handler in a later microtask, and a progress notification whose handler runs
    // after the response that ends its request (same chunk) would be dropped as unknown.
    const forSdk: string[] = []
    const parser = createParser({
      onEvent: (event) => {
        idle.touch()
        if (event.event !== undefined && event.event !== 'message') return
        if (watcher.takeEvent?.(event.data) || watcher.keepProgress?.(event.data)) return
        forSdk.push(event.data)
      },
    })
    response.setEncoding('utf8')
    try {
      for await (const chunk of response) {
        parser.feed(chunk as string)
        while (forSdk.length > 0) {
          this.deliverText(forSdk.shift()!)
          if (forSdk.length > 0) await new Promise(setImmediate)
        }
      }
    } catch (error) {
      // A broken stream: the watcher says so to the caller (which re-calls with the run_id).
      if (!this.closed) this.onerror?.(new Error(`SSE stream disconnected: ${(error as Error)?.message ?? error}`))
    } finally {
      idle.stop()
      watcher.onEnd()
    }
  }

  /**
   * One request. It is a POST or a DELETE, and the REST client's redirect policy never re-sends
   * either (redirect-policy.ts): a redirect answer is refused with the policy's reason (another
   * address, plain http, or a method that is not re-sent), and nothing is sent again.
   */
  private async request(method: 'DELETE' | 'POST', body: string | undefined, headers: Record<string, string>): Promise<IncomingMessage> {
    const response = await this.requestOnce(this.url, method, body, headers)
    const status = response.statusCode ?? 0
    if (!REDIRECT_STATUSES.has(status)) return response
    response.resume()
    throw (
      redirectRefusal({from: this.url, location: response.headers.location, method, status}) ??
      // (Not reached: the policy follows GET and HEAD only.)
      new SvcError(`The service answered ${method} ${this.url.pathname} with a redirect (HTTP ${status}); svc does not follow it.`, {code: 'E_REDIRECT', exit: ExitCode.Failure})
    )
  }

  private async requestOnce(url: URL, method: string, body: string | undefined, headers: Record<string, string>): Promise<IncomingMessage> {
    // Through getBuiltinModule, not import(): the ES module face of node:http reads every export,
    // and some (WebSocket, MessageEvent...) are getters that load undici.
    const id = url.protocol === 'https:' ? 'node:https' : 'node:http'
    const {request} = (process.getBuiltinModule?.(id) ?? (await import(id))) as typeof import('node:http')
    const agent = await proxyAgent(url)
    const options: RequestOptions = {
      headers: {
        ...this.options.headers,
        ...headers,
        ...(this.sessionId ? {'mcp-session-id': this.sessionId} : {}),
        ...(this.protocolVersion ? {'mcp-protocol-version': this.protocolVersion} : {}),
        ...(body === undefined ? {} : {'content-length': String(Buffer.byteLength(body))}),
      },
      method,
      ...(agent ? {agent} : {}),
    }
    if (this.closed) throw new SvcError('The MCP transport is closed.', {code: 'E_MCP', exit: ExitCode.Failure})
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, options, (response) => {
        // Errors of an answer are seen by whoever reads it; one destroyed by close() has no reader left.
        response.on('error', () => {})
        response.once('close', () => this.live.delete(req))
        resolve(response)
      })
      this.live.add(req)
      req.on('error', (error: NodeJS.ErrnoException) => {
        this.live.delete(req)
        // Say where and why (connection refused, host not found, TLS...), like the REST client does.
        // (After close() or once answered, nobody waits: a settled promise ignores it.)
        reject(this.closed ? new SvcError('The MCP transport is closed.', {code: 'E_MCP', exit: ExitCode.Failure}) : this.options.unreachable(url.origin, unreachableReason(error)))
      })
      req.end(body)
    })
  }
}

function ok(response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0
  return status >= 200 && status < 300
}

/** Whether a message (or batch) holds a request, whose response the server sends back. */
function hasRequest(message: JSONRPCMessage | JSONRPCMessage[]): boolean {
  return (Array.isArray(message) ? message : [message]).some((m) => 'method' in m && 'id' in m)
}

/** The body as text, at most `limit` bytes: beyond, an error (or, with `cut`, what was read). */
async function readBody(response: IncomingMessage, limit: number, cut = false): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response) {
    size += (chunk as Buffer).length
    if (size > limit) {
      response.destroy()
      if (cut) break
      throw new SvcError(`The service's MCP answer is larger than ${limit / 1024 / 1024} MiB.`, {code: 'E_PROTOCOL', exit: ExitCode.Failure})
    }

    chunks.push(chunk as Buffer)
  }

  return Buffer.concat(chunks).toString('utf8')
}

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy']
const proxyAgents = new Map<string, Agent>()

/**
 * The agent through HTTP(S)_PROXY for this URL, unless NO_PROXY matches its host: as the REST
 * client decides (http.ts, proxyRouter). With NODE_USE_ENV_PROXY=1, Node applies them itself.
 */
async function proxyAgent(url: URL): Promise<Agent | undefined> {
  if (process.env.NODE_USE_ENV_PROXY === '1' || !PROXY_VARS.some((name) => process.env[name])) return undefined
  const [{getProxyForUrl}, {HttpProxyAgent, HttpsProxyAgent}] = await Promise.all([import('proxy-from-env'), import('hpagent')])
  const proxy = getProxyForUrl(url.href)
  if (!proxy) return undefined
  const key = `${url.protocol}${proxy}`
  let agent = proxyAgents.get(key)
  if (!agent) {
    agent = url.protocol === 'https:' ? new HttpsProxyAgent({keepAlive: true, proxy}) : new HttpProxyAgent({keepAlive: true, proxy})
    proxyAgents.set(key, agent)
  }

  return agent
}
