/**
 * What svc does when the service answers a request with a redirect (301, 302, 303, 307, 308).
 * One rule for every transport: the REST client's plain requests (its own hop loop, http.ts), its
 * SSE streams and uploads (got's `followRedirect`) and the MCP transport of validate
 * (mcp-transport.ts, whose POST and DELETE requests are never re-sent).
 *
 * - A redirect to plain `http://` on a host that is not loopback is refused like a plain-http
 *   `SVC_URL` (unless `SVC_ALLOW_INSECURE_HTTP=1`): the key would travel in clear text.
 * - A redirect to another origin (scheme, host or port) is refused: the API key and any request
 *   body are never sent anywhere but the address the user configured. (Stripping the key and
 *   following would only end in a 401 from the other host, or worse, in an answer from a host
 *   nobody chose.)
 * - A redirect within the same origin is followed only for GET and HEAD: a POST or DELETE is
 *   never re-sent (a 307 would re-send its body; a 303 after a DELETE would hide whether it
 *   happened).
 *
 * A refusal is an {@link SvcError} (exit 1) naming the target origin and what to do.
 */
import createDebug from 'debug'

import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import {isLoopbackHost} from './settings.js'

const debug = createDebug('svc:http')

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** The methods whose redirects are followed (within the same origin): they carry no body and change nothing. */
const FOLLOWED_METHODS = new Set(['GET', 'HEAD'])

/** More redirects than this in one request: refused (a loop). http.ts: its hop loop, and got's `maxRedirects`. */
export const MAX_REDIRECTS = 10

export interface RedirectRequest {
  /** The request's method (GET, POST, ...). */
  method: string
  /** The URL that answered with the redirect. */
  from: string | URL
  /** The redirect's status. */
  status: number
  /** The Location header, as sent (may be relative). */
  location: string | undefined
}

/**
 * Undefined when the redirect may be followed; otherwise the error that refuses it. Pure apart
 * from reading SVC_ALLOW_INSECURE_HTTP (from `env`).
 */
export function redirectRefusal(request: RedirectRequest, env: NodeJS.ProcessEnv = process.env): SvcError | undefined {
  const from = new URL(String(request.from))
  const method = request.method.toUpperCase()
  const what = `${method} ${from.pathname}`
  if (!request.location) {
    return refusal(`The service answered ${what} with a redirect (HTTP ${request.status}) without a Location.`, 'E_REDIRECT', [CHECK_URL])
  }

  let target: URL
  try {
    target = new URL(request.location, from)
  } catch {
    return refusal(`The service answered ${what} with a redirect (HTTP ${request.status}) to an invalid address.`, 'E_REDIRECT', [CHECK_URL])
  }

  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return refusal(`Refusing to follow a redirect of ${what} to a ${target.protocol} address.`, 'E_REDIRECT', [CHECK_URL])
  }

  if (target.protocol === 'http:' && !isLoopbackHost(target.hostname) && env.SVC_ALLOW_INSECURE_HTTP !== '1') {
    return refusal(`Refusing to follow a redirect of ${what} to plain HTTP (${target.origin}): the API key would travel in clear text.`, 'E_INSECURE', [
      'Point SVC_URL (or SVC_GATEWAY_URL / SVC_EDGE_URL) at the https:// address of the service, or set SVC_ALLOW_INSECURE_HTTP=1 if you trust this network.',
    ])
  }

  if (target.origin !== from.origin) {
    return refusal(
      `Refusing to follow a redirect of ${what} from ${from.origin} to another address (${target.origin}): svc sends the API key and request bodies only to the address you configured.`,
      'E_REDIRECT',
      [`If ${target.origin} is the service's real address, set SVC_URL (or SVC_GATEWAY_URL / SVC_EDGE_URL) to it.`],
    )
  }

  if (!FOLLOWED_METHODS.has(method)) {
    return refusal(`The service answered ${what} with a redirect (HTTP ${request.status} to ${target.pathname}); svc follows redirects of GET and HEAD only, so the request was not re-sent.`, 'E_REDIRECT', [CHECK_URL])
  }

  return undefined
}

const CHECK_URL = "Check SVC_URL: it should be the service's own address (a proxy or a web page in front of it may redirect)."

function refusal(message: string, code: string, suggestions: string[]): SvcError {
  return new SvcError(message, {code, exit: ExitCode.Failure, suggestions})
}

/** got's `followRedirect`: follow only what {@link redirectRefusal} allows (a refused redirect becomes an error in http.ts). */
export function gotFollowRedirect(response: {headers: Record<string, string | string[] | undefined>; request: {options: {method: string}}; statusCode: number; url: string}): boolean {
  const refused = redirectRefusal({from: response.url, location: firstHeader(response.headers.location), method: response.request.options.method, status: response.statusCode})
  debug('%s %s -> %d redirect: %s', response.request.options.method, new URL(response.url).pathname, response.statusCode, refused ? `refused (${refused.code})` : 'followed')
  return !refused
}

/** A header's value, the first when it came more than once (node:http gives repeated headers as an array). */
export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
