/**
 * Protection of the HTTP server against clients that hold connections without sending
 * (slowloris): a request-header timeout (Node's headersTimeout), request-body timeouts (idle and
 * total, watched here), a keep-alive timeout, and a cap on the connections of one client address.
 * Only *requests* are timed: once a request is fully received, its response may last as long as
 * it needs (chat SSE streams, MCP streams).
 *
 * Every request that is cut, by us or by the client going away, is logged in exactly one line,
 * without a stack (DEBUG=svc-server:* for more).
 */
import type {IncomingMessage, Server, ServerOptions, ServerResponse} from 'node:http'
import type {Socket} from 'node:net'

import createDebug from 'debug'

import type {HttpLimits} from './limits.js'
import {HttpProblem, rawProblemResponse, sendProblem} from './problem.js'
import {addressKey} from './rate-limit.js'

const debug = createDebug('svc-server:http')

/** How long a refused or timed-out connection may take to read our answer before it is destroyed. */
const LINGER_MS = 1000
/** At most one "connections refused" line per address in this period. */
const REFUSAL_LOG_PERIOD_MS = 60_000

/** A request whose body is still arriving. */
interface Watched {
  req: IncomingMessage
  res: ServerResponse
  startedAt: number
  /** socket.bytesRead when the request began (its head) and at the last progress. */
  bytesAtStart: number
  lastBytes: number
  lastProgressAt: number
  /** Time the service itself held the body back (a full buffer it had not read yet): not the client's fault. */
  heldMs: number
  lastSweepAt: number
}

export type LogLine = (line: string) => void

const stderrLine: LogLine = (line) => process.stderr.write(`svc-server: ${line}\n`)

export class ConnectionGuard {
  private readonly watched = new Set<Watched>()
  /** Why each request we cut was cut (read by its one log line). */
  private readonly cutReasons = new WeakMap<IncomingMessage, string>()
  /** The request in flight on each socket, while its body is incomplete. */
  private readonly inFlight = new WeakMap<Socket, IncomingMessage>()
  private readonly refused = new WeakSet<Socket>()
  /** Sockets whose client error was handled: the parser may report the same connection again as it closes. */
  private readonly failedSockets = new WeakSet<Socket>()
  private readonly connections = new Map<string, number>()
  private readonly refusals = new Map<string, {count: number; loggedAt: number}>()
  private sweeper: NodeJS.Timeout | undefined

  constructor(
    readonly limits: HttpLimits,
    private readonly log: LogLine = stderrLine,
  ) {}

  /** Options for http.createServer: Node enforces the header and keep-alive timeouts itself. */
  serverOptions(): ServerOptions {
    return {
      // How often Node checks the header timeout: a stalled head is cut within headersTimeout plus this.
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(this.limits.headersTimeoutMs / 4))),
      headersTimeout: this.limits.headersTimeoutMs,
      keepAliveTimeout: this.limits.keepAliveTimeoutMs,
      // Node's whole-request timeout is one fixed value for every size; the body is timed here instead.
      requestTimeout: 0,
    }
  }

  /** Installs the connection cap, the malformed/timed-out head handler and the body watchdog. */
  attach(server: Server): void {
    server.headersTimeout = this.limits.headersTimeoutMs
    server.keepAliveTimeout = this.limits.keepAliveTimeoutMs
    server.requestTimeout = 0
    // Before Node's own connection listener, so a refused socket never reaches the HTTP parser.
    server.prependListener('connection', (socket: Socket) => this.onConnection(socket))
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => this.onClientError(error, socket))
    const period = Math.min(1000, Math.max(25, Math.floor(Math.min(this.limits.bodyIdleTimeoutMs, this.limits.bodyTimeoutMs) / 4)))
    this.sweeper = setInterval(() => this.sweep(), period)
    this.sweeper.unref()
    server.once('close', () => this.close())
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper)
    this.sweeper = undefined
  }

  /**
   * Called first for every request. Returns false when the request must not be handled (it came
   * on a connection refused over the cap, which has already been answered).
   */
  accept(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.refused.has(req.socket)) return false
    if (!req.complete) {
      const bytes = req.socket.bytesRead
      const now = Date.now()
      this.watched.add({bytesAtStart: bytes, heldMs: 0, lastBytes: bytes, lastProgressAt: now, lastSweepAt: now, req, res, startedAt: now})
      this.inFlight.set(req.socket, req)
      req.once('close', () => {
        this.inFlight.delete(req.socket)
        if (!req.complete) this.logAbandoned(req)
      })
    }

    return true
  }

  /** Whether this request ended before its body was complete (cut by us or by the client): its failure is logged already. */
  isCut(req: IncomingMessage): boolean {
    return !req.complete && (this.cutReasons.has(req) || req.destroyed || req.socket.destroyed)
  }

  /** Open connections per address (tests, diagnostics). */
  connectionCount(address: string): number {
    return this.connections.get(addressKey(address)) ?? 0
  }

  private onConnection(socket: Socket): void {
    const address = addressKey(socket.remoteAddress ?? 'unknown')
    const cap = this.limits.maxConnectionsPerAddress
    const open = this.connections.get(address) ?? 0
    if (cap > 0 && open >= cap) {
      this.refuse(socket, address, cap)
      return
    }

    this.connections.set(address, open + 1)
    socket.once('close', () => {
      const left = (this.connections.get(address) ?? 1) - 1
      if (left > 0) this.connections.set(address, left)
      else this.connections.delete(address)
    })
  }

  /** Over the cap: a 429 problem, then the connection is closed (and destroyed if the client does not read it). */
  private refuse(socket: Socket, address: string, cap: number): void {
    this.refused.add(socket)
    const problem = new HttpProblem(
      429,
      'too_many_connections',
      `Your address already holds ${cap} open connections to this service; close some and retry.`,
      {},
      {'Retry-After': '1'},
    )
    socket.on('error', () => {})
    socket.end(rawProblemResponse(problem))
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
    const refusals = this.refusals.get(address) ?? {count: 0, loggedAt: 0}
    refusals.count++
    const now = Date.now()
    if (now - refusals.loggedAt >= REFUSAL_LOG_PERIOD_MS) {
      this.log(`connections from ${address}: ${refusals.count} refused (429), over the cap of ${cap} open connections per address.`)
      refusals.count = 0
      refusals.loggedAt = now
    }

    this.refusals.set(address, refusals)
    if (this.refusals.size > 10_000) this.refusals.delete(this.refusals.keys().next().value as string)
  }

  /** A head that was malformed, too large, too slow, or cut by the client. */
  private onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    if (this.failedSockets.has(socket)) {
      socket.destroy()
      return
    }

    this.failedSockets.add(socket)
    const address = addressKey(socket.remoteAddress ?? 'unknown')
    const request = this.inFlight.get(socket)
    const code = error.code ?? ''
    let problem: HttpProblem | undefined
    if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      problem = new HttpProblem(408, 'request_timeout', `The request headers did not arrive within ${seconds(this.limits.headersTimeoutMs)}.`)
    } else if (code === 'HPE_HEADER_OVERFLOW') {
      problem = new HttpProblem(431, 'headers_too_large', 'The request headers are too large.')
    } else if (code.startsWith('HPE_') && code !== 'HPE_INVALID_EOF_STATE') {
      problem = new HttpProblem(400, 'malformed_request', `The request is not valid HTTP/1.1 (${code}).`)
    }

    // One line per failed request: a malformed body of a request being handled is that request's
    // line (its close then stays quiet). A reset or an end without a problem (the client left,
    // between requests or in the middle of one) is logged by the request's close if one was in
    // flight, and otherwise is no failed request at all.
    if (problem && request && !request.complete && !this.cutReasons.has(request)) {
      this.cutReasons.set(request, problem.detail)
      this.log(`${request.method} ${pathOf(request)} from ${address}: ${problem.detail} Closed the connection.`)
    } else if (problem && !request) {
      this.log(`connection from ${address}: ${problem.detail} Answered ${problem.status}; connection closed.`)
    }

    debug('client error from %s: %O', address, error)
    const response = socket as Socket & {_httpMessage?: ServerResponse}
    if (problem && socket.writable && !response._httpMessage?.headersSent) {
      socket.end(rawProblemResponse(problem))
      setTimeout(() => socket.destroy(), LINGER_MS).unref()
    } else {
      socket.destroy()
    }
  }

  /** Cuts requests whose body stalls or crawls. */
  private sweep(): void {
    const now = Date.now()
    for (const watched of this.watched) {
      const {req} = watched
      // Gone: the client closed it (logged by the request's close, when it was still being
      // handled) or it was cut already.
      if (req.complete || req.destroyed || req.socket.destroyed || this.cutReasons.has(req)) {
        this.watched.delete(watched)
        continue
      }

      const bytes = req.socket.bytesRead
      // A full buffer the service has not read yet is our delay, not the client's.
      const heldByUs = req.readableLength >= req.readableHighWaterMark
      if (heldByUs) watched.heldMs += now - watched.lastSweepAt
      watched.lastSweepAt = now
      if (bytes !== watched.lastBytes || heldByUs) {
        watched.lastBytes = bytes
        watched.lastProgressAt = now
      }

      const received = bytes - watched.bytesAtStart
      const idle = now - watched.lastProgressAt
      const allowed = this.limits.bodyTimeoutMs + (received / this.limits.bodyMinBytesPerSecond) * 1000 + watched.heldMs
      if (idle > this.limits.bodyIdleTimeoutMs) {
        this.cut(watched, `no byte of the request body for ${seconds(this.limits.bodyIdleTimeoutMs)}`)
      } else if (now - watched.startedAt > allowed) {
        this.cut(watched, `the request body came slower than ${formatRate(this.limits.bodyMinBytesPerSecond)} after ${seconds(this.limits.bodyTimeoutMs)}`)
      }
    }
  }

  /**
   * Answers 408 (if nothing was answered yet), closes the connection, and logs the one line.
   * The route still reading the body gets an error once the socket is closed (not before, so
   * the answer is not lost to a reset).
   */
  private cut(watched: Watched, reason: string): void {
    const {req, res} = watched
    this.watched.delete(watched)
    const received = req.socket.bytesRead - watched.bytesAtStart
    const expected = req.headers['content-length']
    this.cutReasons.set(req, reason)
    const {socket} = req
    socket.once('close', () => req.destroy(new Error(`the request was cut: ${reason}`)))
    const answered = !res.headersSent
    if (answered) {
      sendProblem(res, new HttpProblem(408, 'request_timeout', `The request was cut: ${reason}. Send the whole body without pausing.`, {}, {connection: 'close'}))
      // A client that does not read our answer is not waited for.
      setTimeout(() => socket.destroy(), LINGER_MS).unref()
    } else {
      socket.destroy()
    }

    this.log(
      `${req.method} ${pathOf(req)} from ${addressKey(socket.remoteAddress ?? 'unknown')}: ${reason} (${received}${expected ? ` of ${expected}` : ''} bytes received); ${answered ? 'answered 408 and ' : ''}closed the connection.`,
    )
  }

  /** A request the client abandoned mid-body (one line; the route's read error is not logged again). */
  private logAbandoned(req: IncomingMessage): void {
    if (this.cutReasons.has(req)) return
    this.log(`${req.method} ${pathOf(req)} from ${addressKey(req.socket.remoteAddress ?? 'unknown')}: the client closed the connection before the request body was complete.`)
  }
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0].slice(0, 200)
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}

function formatRate(bytesPerSecond: number): string {
  return bytesPerSecond >= 1024 ? `${Math.round(bytesPerSecond / 1024)} KiB/s` : `${bytesPerSecond} bytes/s`
}
