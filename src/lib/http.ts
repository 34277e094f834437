import type {Agents, Got, Method, RequestError} from 'got'
import type {Agent, IncomingHttpHeaders} from 'node:http'
import type {Readable} from 'node:stream'

import createDebug from 'debug'

import {redact} from './api-key.js'
import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import {describeErrorBody, problemCode, unreachableReason} from './http-errors.js'
import {firstHeader, gotFollowRedirect, MAX_REDIRECTS, REDIRECT_STATUSES, redirectRefusal} from './redirect-policy.js'
import {assertSafeTransport, type ServiceSettings} from './settings.js'

const debug = createDebug('svc:http')

export interface ApiClientOptions {
  apiKey: string
  settings: ServiceSettings
  /** `svc/<version>`; sent as User-Agent. */
  userAgent: string
}

export interface RequestOptions {
  /** Which address the path is relative to. */
  base?: 'base' | 'edge' | 'gateway'
  body?: unknown
  searchParams?: Record<string, number | string | undefined>
  signal?: AbortSignal
}

/** Statuses worth another try for idempotent requests. */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504, 521, 522, 524]
/** The methods that are retried (got's default list, for got's requests and plain ones): they may be sent twice. */
const RETRIED_METHODS = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'])
/** Network failures worth another try (got's list). */
const RETRY_ERROR_CODES = new Set(['ETIMEDOUT', 'ECONNRESET', 'EADDRINUSE', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN'])
/** The statuses whose Retry-After is honoured (got's list). */
const RETRY_AFTER_STATUSES = new Set([413, 429, 503])
/** The longest Retry-After we wait for; a longer one fails at once. */
const MAX_RETRY_AFTER_MS = 60_000
/** The longest one upload may take in total; stalls are caught sooner by the idle timeout. */
const MAX_UPLOAD_MS = 6 * 60 * 60 * 1000

/**
 * The HTTP client every command uses. It adds the API key and User-Agent, applies timeouts,
 * retries idempotent requests with exponential backoff (honouring Retry-After), routes through
 * HTTP(S)_PROXY unless NO_PROXY says otherwise, and turns error responses into SvcErrors
 * with one readable line. The key never appears in anything it logs or throws.
 */
export class ApiClient {
  readonly settings: ServiceSettings
  private readonly apiKey: string
  private gotInstance?: Got
  private clientLoading?: Promise<Got>
  /** HTTP(S)_PROXY / NO_PROXY, read once (nothing to load without them). */
  private routerLoading?: Promise<((url: URL) => Agents | undefined) | undefined>
  private readonly userAgent: string

  constructor(options: ApiClientOptions) {
    this.apiKey = options.apiKey
    this.settings = options.settings
    this.userAgent = options.userAgent
  }

  /** The absolute URL of a path on one of the service's addresses. */
  url(path: string, base: RequestOptions['base'] = 'base'): string {
    const root =
      base === 'gateway' ? this.settings.gatewayUrl : base === 'edge' ? (this.settings.edgeUrl ?? this.settings.baseUrl) : this.settings.baseUrl
    return `${root}${path.startsWith('/') ? path : `/${path}`}`
  }

  /** Headers for callers that speak HTTP themselves (the MCP transport). */
  authHeaders(): Record<string, string> {
    return {'User-Agent': this.userAgent, 'X-API-Key': this.apiKey}
  }

  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.json<T>('GET', path, options)
  }

  async delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.json<T>('DELETE', path, options)
  }

  async post<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.json<T>('POST', path, options)
  }

  /**
   * Sends a request and parses a JSON response (an empty body gives undefined). A 2xx answer that
   * is not JSON (an HTML page from a proxy or a web server at SVC_URL) fails in one line.
   */
  async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const {body, contentType} = await this.textResponse(method, path, options)
    if (!body) return undefined as T
    try {
      return JSON.parse(body) as T
    } catch {
      throw notWhatWasAsked(contentType, 'JSON', method, path)
    }
  }

  /** Sends a request and returns the response body as text (e.g. a Markdown report), with the same retries and errors as json(). */
  async text(method: string, path: string, options: RequestOptions = {}): Promise<string> {
    return (await this.textResponse(method, path, options)).body
  }

  /** {@link text}, with the response's Content-Type (empty when the service sent none), for callers that check what they got. */
  async textResponse(method: string, path: string, options: RequestOptions = {}): Promise<{body: string; contentType: string}> {
    const url = this.url(path, options.base)
    assertSafeTransport(url)
    const target = new URL(url)
    for (const [key, value] of Object.entries(cleanParams(options.searchParams) ?? {})) target.searchParams.append(key, String(value))
    const response = await this.plainRequest(method.toUpperCase(), target, options)
    return {body: response.body, contentType: String(response.headers['content-type'] ?? '')}
  }

  /**
   * Sends a multipart form (streamed, never buffered whole) and parses the JSON response. No retry:
   * uploads are not idempotent. `onUploadProgress` gets the number of body bytes sent so far.
   *
   * `form` is a FormData, or a ready-made body stream with its content type (and length): see
   * `multipartBody()` in upload.ts, which streams files with fs.createReadStream. (A FormData
   * holding an `fs.openAsBlob` file crashes Node 24 with ERR_INVALID_STATE when the server answers
   * or resets before reading the whole body, e.g. a 413.)
   */
  async postForm<T>(
    path: string,
    form: FormData | StreamBody,
    options: RequestOptions & {onUploadProgress?: (transferred: number) => void} = {},
  ): Promise<T> {
    const url = this.url(path, options.base)
    assertSafeTransport(url)
    const got = await this.client()
    try {
      // A big file may take longer than SVC_TIMEOUT to send: instead of the overall request limit,
      // an upload fails when the connection stalls (no progress) for SVC_TIMEOUT ms.
      const {connectTimeoutMs, requestTimeoutMs} = this.settings
      const timeout = {connect: connectTimeoutMs, request: MAX_UPLOAD_MS, response: requestTimeoutMs, socket: requestTimeoutMs}
      const body = isStreamBody(form) ? {body: form.stream, headers: streamHeaders(form)} : {body: form}
      const request = got.post(url, {...body, responseType: 'text', retry: {limit: 0}, signal: options.signal, timeout})
      const {onUploadProgress} = options
      const sent = isStreamBody(form) ? form.sent : undefined
      // The body may use the memory of what was sent again only when the request writes to a real
      // socket, whose write callback comes once the bytes left that memory. A stand-in (an
      // interceptor such as nock) may call back at once and keep the chunks to send them later.
      let socketWrites = false
      if (sent) {
        request.on('request', (clientRequest: {once(event: 'socket', listener: (socket: unknown) => void): void}) =>
          clientRequest.once('socket', (socket) => {
            const {Socket} = process.getBuiltinModule('node:net')
            const {_handle: handle, _writeGeneric: write} = socket as {_handle?: unknown; _writeGeneric?: unknown}
            // Node's own write path on a connected handle (an interceptor installs a _writeGeneric of its own).
            socketWrites = socket instanceof Socket && handle != null && write === (Socket.prototype as unknown as {_writeGeneric: unknown})._writeGeneric
          }),
        )
      }

      if (onUploadProgress || sent) {
        request.on('uploadProgress', (progress: {transferred: number}) => {
          if (socketWrites) sent?.(progress.transferred)
          onUploadProgress?.(progress.transferred)
        })
      }
      const response = await request
      const refused = this.redirectError(response.statusCode, response.headers, 'POST', response.url)
      if (refused) throw refused
      try {
        return JSON.parse(response.body as string) as T
      } catch {
        throw notWhatWasAsked(String(response.headers['content-type'] ?? ''), 'JSON', 'POST', new URL(url).pathname)
      }
    } catch (error) {
      throw this.translate(error, 'POST', url)
    } finally {
      if (isStreamBody(form)) form.stream.destroy()
    }
  }

  /**
   * Opens a POST-initiated stream (SSE). It is never retried, so a reconnect can never re-send
   * a request that starts work. Resolves once the response headers arrived with a 2xx status.
   */
  async openStream(path: string, options: RequestOptions & {accept?: string} = {}): Promise<Readable> {
    const url = this.url(path, options.base)
    assertSafeTransport(url)
    const got = await this.client()
    const started = Date.now()
    const stream = got.stream.post(url, {
      headers: {accept: options.accept ?? 'text/event-stream'},
      json: options.body,
      retry: {limit: 0},
      signal: options.signal,
      throwHttpErrors: false,
      // SVC_TIMEOUT bounds the wait for the response headers only: the instance's overall `request`
      // limit would cut a stream that is still delivering events after SVC_TIMEOUT ms.
      timeout: {connect: this.settings.connectTimeoutMs, request: undefined, response: this.settings.requestTimeoutMs},
    })
    return new Promise<Readable>((resolve, reject) => {
      stream.once('error', (error) => reject(this.translate(error, 'POST', url)))
      stream.once('response', async (response: {headers: Record<string, string>; statusCode: number; statusMessage?: string}) => {
        debug('POST %s -> %d stream (%dms)', this.safe(url), response.statusCode, Date.now() - started)
        if (response.statusCode >= 200 && response.statusCode < 300) {
          resolve(stream)
          return
        }

        // A redirect that the policy refused (got follows the others by itself): say why, read nothing.
        const refused = this.redirectError(response.statusCode, response.headers, 'POST', url)
        if (refused) {
          stream.destroy()
          reject(refused)
          return
        }

        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        const body = Buffer.concat(chunks).toString('utf8')
        reject(this.httpError(response.statusCode, response.statusMessage, response.headers['content-type'], body, 'POST', url))
      })
    })
  }

  /**
   * Loads what a request needs now, without a request: e.g. while a validation run's events stream
   * in (the client is idle), so that the report request after the run does not wait for it. A
   * failure here is left to that request, which loads it again.
   */
  prepare(): void {
    this.routerLoading ??= proxyRouter()
    this.routerLoading.catch(() => {
      this.routerLoading = undefined
    })
  }

  /**
   * A request whose whole answer is read as text, over node:http(s) (got is for streams and
   * uploads: its evaluation and request path cost a one-request command about 15 ms of CPU, a
   * quarter of `svc files list`). As got did for them: the key and User-Agent, a JSON body,
   * SVC_CONNECT_TIMEOUT and SVC_TIMEOUT, same-origin redirects of GET and HEAD followed as the
   * policy allows (at most MAX_REDIRECTS), HTTP(S)_PROXY / NO_PROXY, and idempotent methods
   * retried (RETRY_STATUSES and network errors) with exponential backoff or Retry-After. An error
   * status, a refused redirect or a failure becomes one SvcError line.
   */
  private async plainRequest(method: string, url: URL, options: RequestOptions): Promise<PlainResponse> {
    this.routerLoading ??= proxyRouter()
    const agentsFor = await this.routerLoading
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const headers: Record<string, string> = {'user-agent': this.userAgent, 'x-api-key': this.apiKey}
    if (body !== undefined) Object.assign(headers, {'content-length': String(Buffer.byteLength(body)), 'content-type': 'application/json'})
    const retries = RETRIED_METHODS.has(method) ? this.settings.retries : 0
    for (let attempt = 1; ; attempt++) {
      let response: PlainResponse | undefined
      let failure: unknown
      try {
        response = await this.followRedirects(method, url, headers, body, options.signal, agentsFor)
      } catch (error) {
        failure = error
      }

      const status = response?.statusCode
      if (status !== undefined && status >= 200 && status < 300) return response!
      const delay = attempt > retries ? undefined : retryDelay(attempt, response, failure)
      if (delay === undefined) {
        if (response) throw this.statusError(response, method, url.href)
        throw this.translate(failure, method, url.href)
      }

      debug('retry %d after %s', attempt, response ? `HTTP ${response.statusCode}` : (failure as {code?: string}).code)
      await sleep(delay, options.signal).catch((error: unknown) => {
        throw this.translate(error, method, url.href)
      })
    }
  }

  /** One attempt: the request, then each redirect the policy follows (GET and HEAD within the origin). */
  private async followRedirects(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal | undefined,
    agentsFor: ((url: URL) => Agents | undefined) | undefined,
  ): Promise<PlainResponse> {
    let current = url
    for (let hop = 0; ; hop++) {
      const started = Date.now()
      const agents = agentsFor?.(current)
      const response = await sendOnce(method, current, headers, body, {
        agent: (current.protocol === 'https:' ? agents?.https : agents?.http) || undefined,
        connectTimeoutMs: this.settings.connectTimeoutMs,
        requestTimeoutMs: this.settings.requestTimeoutMs,
        signal,
      })
      // One trace line per response, error statuses included, with the full URL (query string
      // too) and the time taken; the key travels in a header, so it is never in the URL.
      debug('%s %s -> %d (%sms)', method, this.safe(current.href), response.statusCode, Date.now() - started)
      if (!REDIRECT_STATUSES.has(response.statusCode)) return response
      const location = firstHeader(response.headers.location)
      const refused = redirectRefusal({from: current, location, method, status: response.statusCode})
      debug('%s %s -> %d redirect: %s', method, current.pathname, response.statusCode, refused ? `refused (${refused.code})` : 'followed')
      if (refused) throw refused
      if (hop + 1 > MAX_REDIRECTS) return response
      current = new URL(location!, current)
    }
  }

  /** The error for a final answer that is not 2xx: a redirect not followed, or an HTTP error. */
  private statusError(response: PlainResponse, method: string, url: string): SvcError {
    return (
      this.redirectError(response.statusCode, response.headers, method, response.url) ??
      this.httpError(response.statusCode, response.statusMessage, response.headers['content-type'] as string | undefined, response.body, method, url)
    )
  }

  /** got, for streams (openStream) and uploads (postForm): loaded on their first use. */
  private async client(): Promise<Got> {
    this.clientLoading ??= this.loadClient().catch((error: unknown) => {
      this.clientLoading = undefined
      throw error
    })
    return this.clientLoading
  }

  private async loadClient(): Promise<Got> {
    if (this.gotInstance) return this.gotInstance
    const {default: got} = await import('got')
    this.routerLoading ??= proxyRouter()
    const agentsFor = await this.routerLoading
    this.gotInstance = got.extend({
      // Redirects: redirect-policy.ts decides (same origin, GET/HEAD only, never to plain http).
      followRedirect: gotFollowRedirect,
      maxRedirects: MAX_REDIRECTS,
      headers: {'user-agent': this.userAgent, 'x-api-key': this.apiKey},
      retry: {
        backoffLimit: 10_000,
        calculateDelay: ({attemptCount, computedValue, error}) => {
          if (computedValue === 0) return 0
          // The service answered but its body stalled past SVC_TIMEOUT: another try would wait as
          // long again (three tries made a stalled report take 92 s), so fail within the one timeout.
          if (error.name === 'TimeoutError' && error.response) return 0
          // Retry-After (already folded into computedValue by got) wins over our own backoff.
          if (error.response?.headers['retry-after']) return computedValue
          return backoffMs(attemptCount)
        },
        limit: this.settings.retries,
        maxRetryAfter: MAX_RETRY_AFTER_MS,
        methods: [...RETRIED_METHODS] as Method[],
        statusCodes: RETRY_STATUSES,
      },
      hooks: {
        beforeRequest: agentsFor
          ? [
              (options) => {
                const agents = agentsFor(options.url as URL)
                if (agents) options.agent = agents
              },
            ]
          : [],
        // One trace line per response, error statuses included, with the full URL (query string
        // too) and the time taken; the key travels in a header, so it is never in the URL.
        afterResponse: [
          (response) => {
            const total = response.timings?.phases?.total ?? (response.timings?.end && response.timings.start ? response.timings.end - response.timings.start : undefined)
            debug('%s %s -> %d (%sms)', response.request.options.method, this.safe(response.url), response.statusCode, total ?? '?')
            return response
          },
        ],
        // followRedirect already refused what the policy forbids; this re-check keeps the rule even
        // for a request that overrides followRedirect.
        beforeRedirect: [
          (options, response) => {
            const refused = redirectRefusal({from: response.url, location: response.headers.location, method: String(options.method), status: response.statusCode})
            if (refused) throw refused
          },
        ],
        beforeRetry: [
          (error, retryCount) => {
            debug('retry %d after %s', retryCount, error.response ? `HTTP ${error.response.statusCode}` : error.code)
          },
        ],
      },
      timeout: {connect: this.settings.connectTimeoutMs, request: this.settings.requestTimeoutMs},
    })
    return this.gotInstance
  }

  private safe(url: string): string {
    return redact(url, this.apiKey)
  }

  private httpError(status: number, statusText: string | undefined, contentType: string | undefined, body: string, method: string, url: string): SvcError {
    const message = redact(describeErrorBody(status, statusText, contentType, body), this.apiKey)
    const suggestions: string[] = []
    if (status === 401) suggestions.push('Check the API key: set SVC_API_KEY or run `svc auth login`.')
    return new SvcError(message, {
      code: problemCode(body) ?? `E_HTTP_${status}`,
      exit: ExitCode.Failure,
      request: {method, url: this.safe(url)},
      status,
      suggestions,
    })
  }

  /** The policy's refusal when `status` is a redirect (one that got did not follow), else undefined. */
  private redirectError(status: number, headers: Record<string, string | string[] | undefined>, method: string, url: string): SvcError | undefined {
    if (!REDIRECT_STATUSES.has(status)) return undefined
    const location = firstHeader(headers.location)
    return (
      redirectRefusal({from: url, location, method, status}) ??
      new SvcError(`The service redirected ${method} ${new URL(url).pathname} more than ${MAX_REDIRECTS} times.`, {code: 'E_REDIRECT', exit: ExitCode.Failure})
    )
  }

  private translate(error: unknown, method: string, url: string): SvcError {
    if (error instanceof SvcError) return error
    const err = error as RequestError & {response?: {body?: unknown; headers: Record<string, string>; statusCode: number; statusMessage?: string; url?: string}}
    // got wraps what a hook threw (the beforeRedirect re-check) in a RequestError.
    if (err?.cause instanceof SvcError) return err.cause
    if (err?.name === 'TimeoutError' && err.response?.statusCode) {
      // The headers came (often "200 OK") but the body did not finish: not an HTTP error.
      const seconds = Math.round(this.settings.requestTimeoutMs / 100) / 10
      return new SvcError(`The service at ${new URL(url).origin} answered ${method} ${new URL(url).pathname} but did not finish sending it within ${seconds} s (SVC_TIMEOUT).`, {
        cause: error,
        code: 'E_TIMEOUT',
        exit: ExitCode.Failure,
        suggestions: ['Try again; if the service is just slow, raise SVC_TIMEOUT (milliseconds).'],
      })
    }

    if (err?.response?.statusCode) {
      // The URL that answered: after a followed same-origin redirect, not the one asked for.
      const refused = this.redirectError(err.response.statusCode, err.response.headers, method, err.response.url ?? url)
      if (refused) return refused
      const body = typeof err.response.body === 'string' ? err.response.body : Buffer.isBuffer(err.response.body) ? err.response.body.toString('utf8') : ''
      return this.httpError(err.response.statusCode, err.response.statusMessage, err.response.headers['content-type'], body, method, url)
    }

    if (err?.code === 'E_ANSWER_TOO_LARGE') {
      return new SvcError(`The service at ${new URL(url).origin} answered ${method} ${new URL(url).pathname} with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB; svc stopped reading it.`, {
        cause: error,
        code: 'E_TOO_LARGE',
        exit: ExitCode.Failure,
        suggestions: ['Check that SVC_URL points at the service: its answers to this call are far smaller.'],
      })
    }

    if (err?.name === 'AbortError' || err?.code === 'ERR_ABORTED') {
      return new SvcError('Request cancelled.', {code: 'E_ABORTED', exit: ExitCode.Interrupted})
    }

    const host = new URL(url).origin
    // got's TimeoutError (code ETIMEDOUT) names the phase that timed out.
    const reason = err?.name === 'TimeoutError' ? `timed out (${err.message.replace(/^Timeout awaiting '(\w+)'.*/, '$1')})` : unreachableReason(err)
    debug('%s %s failed: %s', method, this.safe(url), redact(String(err?.stack ?? err), this.apiKey))
    if (TLS_TRUST_ERRORS.test(String(err?.code ?? ''))) {
      return new SvcError(`Cannot reach the service at ${host} (its TLS certificate is not trusted: ${err.code}).`, {
        cause: error,
        code: 'E_TLS',
        exit: ExitCode.Failure,
        suggestions: ['If your organisation uses its own certificate authority, set NODE_EXTRA_CA_CERTS to its PEM file.'],
      })
    }

    return new SvcError(`Cannot reach the service at ${host} (${reason}).`, {
      // The original error (code ECONNREFUSED, ...) lets callers tell "nothing was sent" apart.
      cause: error,
      code: 'E_NETWORK',
      exit: ExitCode.Failure,
      suggestions: ['Check SVC_URL, or start the local service with `npm run server` (svc-server start).'],
    })
  }
}

/** A request body that is already encoded, as a stream (e.g. multipart/form-data with a boundary). */
export interface StreamBody {
  stream: Readable
  contentType: string
  /** Byte length, when known: sent as Content-Length so that the service can refuse a too-large body at once. */
  length?: number
  /**
   * Told how many body bytes were sent so far (each counted once the socket's write of it
   * completed): the stream may then use the memory of what it gave up to there again.
   */
  sent?(transferred: number): void
}

/**
 * Told apart without `instanceof FormData`: the first use of the FormData global loads Node's
 * fetch implementation (undici), about 35 ms of an upload's start that a stream body never needs.
 */
function isStreamBody(form: FormData | StreamBody): form is StreamBody {
  return 'stream' in form && typeof (form as StreamBody).contentType === 'string'
}

function streamHeaders(body: StreamBody): Record<string, string> {
  const headers: Record<string, string> = {'content-type': body.contentType}
  if (body.length !== undefined) headers['content-length'] = String(body.length)
  return headers
}

function cleanParams(params?: Record<string, number | string | undefined>): Record<string, number | string> | undefined {
  if (!params) return undefined
  const out: Record<string, number | string> = {}
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') out[key] = value
  return out
}

/** A 2xx answer that is not what the command asked for (e.g. an HTML page instead of JSON): one line, exit 1. */
export function notWhatWasAsked(contentType: string, expected: string, method: string, path: string): SvcError {
  const type = contentType.split(';')[0].trim() || 'a body without a content type'
  return new SvcError(`The service answered ${method} ${path.split('?')[0]} with ${type}, not ${expected}.`, {
    code: 'E_UNEXPECTED_RESPONSE',
    exit: ExitCode.Failure,
    suggestions: ["Check SVC_URL: it should be the service's own address, not a web page or a sign-in proxy in front of it."],
  })
}

/** Node's codes for a certificate chain it cannot verify (private CA, self-signed, wrong name, expired). */
const TLS_TRUST_ERRORS = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ALL_PROXY', 'all_proxy']

/**
 * When a proxy variable is set, returns a function that picks the agents for one request URL:
 * through HTTP(S)_PROXY, unless NO_PROXY matches that URL's host (decided per URL, so the base,
 * gateway and edge addresses can differ). Undefined, and nothing imported, when no proxy is set.
 */
async function proxyRouter(): Promise<((url: URL) => Agents | undefined) | undefined> {
  if (!PROXY_VARS.some((name) => process.env[name])) return undefined
  const [{getProxyForUrl}, {HttpProxyAgent, HttpsProxyAgent}] = await Promise.all([import('proxy-from-env'), import('hpagent')])
  const cache = new Map<string, Agents>()
  return (url) => {
    const proxy = getProxyForUrl(url.href)
    if (!proxy) return undefined
    const key = `${url.protocol}${proxy}`
    let agents = cache.get(key)
    if (!agents) {
      debug('using proxy %s for %s', redactProxy(proxy), url.origin)
      agents = url.protocol === 'https:' ? {https: new HttpsProxyAgent({keepAlive: true, proxy})} : {http: new HttpProxyAgent({keepAlive: true, proxy})}
      cache.set(key, agents)
    }

    return agents
  }
}

/** A proxy URL without its credentials, for debug output. */
function redactProxy(proxy: string): string {
  try {
    const url = new URL(proxy)
    if (url.password) url.password = '****'
    return url.href
  } catch {
    return '(proxy)'
  }
}

/**
 * The largest answer a plain request reads (64 MiB): past it the request stops and fails in one
 * line, so that a service (or whatever answers at SVC_URL) streaming without end cannot fill the
 * client's memory within SVC_TIMEOUT. Real answers are far smaller: a page of 200 documents is
 * about 50 kB, the report of a 2,000-document dossier a few MB.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024

/** A whole answer of {@link ApiClient}'s plain requests. */
interface PlainResponse {
  body: string
  headers: IncomingHttpHeaders
  statusCode: number
  statusMessage?: string
  /** The URL that answered. */
  url: string
}

interface SendOptions {
  agent?: Agent
  connectTimeoutMs: number
  requestTimeoutMs: number
  signal?: AbortSignal
}

/**
 * One request over node:http(s), its answer read whole as UTF-8 text. Errors, as got's were for
 * `translate`: a TimeoutError naming the phase (`connect` until the connection is made, `request`
 * for the whole exchange; with the `response` when its headers had come), an AbortError, or
 * Node's own network error (its `code`: ECONNREFUSED, a TLS code...).
 */
async function sendOnce(method: string, url: URL, headers: Record<string, string>, body: string | undefined, options: SendOptions): Promise<PlainResponse> {
  // Through getBuiltinModule, not import(): the ES module face of node:http reads every export,
  // and some (WebSocket, MessageEvent...) are getters that load undici.
  const id = url.protocol === 'https:' ? 'node:https' : 'node:http'
  const {request} = (process.getBuiltinModule?.(id) ?? (await import(id))) as typeof import('node:http')
  return new Promise<PlainResponse>((resolve, reject) => {
    let answered: {statusCode: number} | undefined
    let settled = false
    /** A timeout's error: it wins over what the request and its answer report once destroyed. */
    let timedOut: Error | undefined
    const timers: NodeJS.Timeout[] = []
    const finish = (error: unknown, response?: PlainResponse) => {
      if (settled) return
      settled = true
      for (const timer of timers) clearTimeout(timer)
      if (response) resolve(response)
      else reject(timedOut ?? error)
    }

    const req = request(url, {agent: options.agent, headers, method, signal: options.signal}, (res) => {
      answered = {statusCode: res.statusCode ?? 0}
      const chunks: Buffer[] = []
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes > MAX_ANSWER_BYTES) {
          finish(Object.assign(new Error(`The answer is larger than ${MAX_ANSWER_BYTES} bytes.`), {code: 'E_ANSWER_TOO_LARGE'}))
          req.destroy()
          return
        }

        chunks.push(chunk)
      })
      res.on('error', (error) => finish(error))
      res.on('end', () => finish(undefined, {body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, statusCode: res.statusCode ?? 0, statusMessage: res.statusMessage, url: url.href}))
      // Destroyed before its end (a timeout, a reset): the request's error says why.
      res.on('close', () => {
        if (!res.complete) finish(Object.assign(new Error('The connection closed before the answer ended.'), {code: 'ECONNRESET'}))
      })
    })
    const timeout = (phase: 'connect' | 'request', ms: number) => {
      timedOut = Object.assign(new Error(`Timeout awaiting '${phase}' for ${ms}ms`), {code: 'ETIMEDOUT', event: phase, name: 'TimeoutError', response: answered})
      req.destroy(timedOut)
    }

    timers.push(setTimeout(() => timeout('request', options.requestTimeoutMs), options.requestTimeoutMs))
    req.on('socket', (socket) => {
      if (!socket.connecting) return
      const timer = setTimeout(() => timeout('connect', options.connectTimeoutMs), options.connectTimeoutMs)
      timers.push(timer)
      socket.once('connect', () => clearTimeout(timer))
    })
    req.on('error', (error) => finish(error))
    req.end(body)
  })
}

/**
 * The wait before another try of a failed attempt, or undefined when it is not retried: an error
 * status of RETRY_STATUSES or a network failure of RETRY_ERROR_CODES (a timeout too, unless the
 * answer had begun: another try would wait as long again), after Retry-After when the service
 * sends one (at most MAX_RETRY_AFTER_MS: a longer one fails at once), else after an exponential
 * backoff from SVC_RETRY_BASE_MS (500 ms) up to 10 s.
 */
function retryDelay(attempt: number, response: PlainResponse | undefined, failure: unknown): number | undefined {
  if (response) {
    if (!RETRY_STATUSES.includes(response.statusCode)) return undefined
    const header = response.headers['retry-after']
    if (header !== undefined && RETRY_AFTER_STATUSES.has(response.statusCode)) {
      const seconds = Number(header)
      const after = Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000
      if (after > MAX_RETRY_AFTER_MS) return undefined
      if (!Number.isNaN(after)) return Math.max(0, after)
    }
  } else {
    const error = failure as undefined | {code?: string; name?: string; response?: unknown}
    if (failure instanceof SvcError || error?.name === 'AbortError') return undefined
    if (error?.name === 'TimeoutError' ? error.response !== undefined : !RETRY_ERROR_CODES.has(String(error?.code))) return undefined
  }

  return backoffMs(attempt)
}

/** The wait before try `attempt` + 1 without a Retry-After: from SVC_RETRY_BASE_MS (500 ms), doubling, at most 10 s (got's retries and plain requests alike). */
function backoffMs(attempt: number): number {
  const base = Number(process.env.SVC_RETRY_BASE_MS ?? 500)
  return Math.min(base * 2 ** (attempt - 1), 10_000)
}

/** Waits `ms`, or rejects with an AbortError when the signal fires first. */
async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer)
      reject(Object.assign(new Error('The operation was aborted'), {code: 'ABORT_ERR', name: 'AbortError'}))
    }

    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }, ms)
    if (signal?.aborted) aborted()
    else signal?.addEventListener('abort', aborted, {once: true})
  })
}
