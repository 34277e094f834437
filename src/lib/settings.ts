import {SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'

/** Where the local reference service listens by default (`svc-server start`). */
export const DEFAULT_URL = 'http://127.0.0.1:8787'

/** Service addresses and network settings, read from the environment (see README, "Environment variables"). */
export interface ServiceSettings {
  /** {base_url}: documents, reports, chat, agent-resume, MCP. */
  baseUrl: string
  /** {gateway_url}: batch upload. Defaults to the base URL. */
  gatewayUrl: string
  /** {edge_url}: optional; when set, chat resume goes through it. */
  edgeUrl?: string
  /** Milliseconds to wait for a TCP/TLS connection. */
  connectTimeoutMs: number
  /** Milliseconds to wait for a (non-streaming) response. */
  requestTimeoutMs: number
  /** Number of retries for idempotent requests. */
  retries: number
  /**
   * Milliseconds a stream (chat SSE, validate's MCP stream) may go without an event before svc
   * gives up on it (`SVC_STREAM_IDLE_TIMEOUT`, in seconds). SSE comments (keep-alives) do not count.
   */
  streamIdleTimeoutMs: number
}

/** SVC_STREAM_IDLE_TIMEOUT's default, in seconds. */
export const DEFAULT_STREAM_IDLE_SECONDS = 120
/** SVC_STREAM_IDLE_TIMEOUT's largest value: one day (and safely below setTimeout's 2^31 ms limit). */
const MAX_STREAM_IDLE_SECONDS = 86_400

/** A whole number of seconds from 1 to MAX_STREAM_IDLE_SECONDS, in ms; anything else is a usage error (exit 2). */
function idleSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback * 1000
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || value > MAX_STREAM_IDLE_SECONDS) {
    throw new SvcError(`${name} must be a whole number of seconds from 1 to ${MAX_STREAM_IDLE_SECONDS}, got "${raw}".`, {
      code: 'E_CONFIG',
      exit: ExitCode.Usage,
      suggestions: [`Unset it for the default (${fallback} s).`],
    })
  }

  return value * 1000
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw new SvcError(`${name} must be a whole number, got "${raw}".`, {code: 'E_CONFIG', exit: ExitCode.Usage})
  }

  return value
}

function parseUrl(env: NodeJS.ProcessEnv, name: string, fallback?: string): string | undefined {
  const raw = env[name]?.trim() || fallback
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SvcError(`${name} is not a valid URL: "${raw}".`, {
      code: 'E_CONFIG',
      exit: ExitCode.Usage,
      suggestions: [`Set ${name} to an address such as ${DEFAULT_URL}.`],
    })
  }

  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SvcError(`${name} must be an http or https URL, got "${raw}".`, {code: 'E_CONFIG', exit: ExitCode.Usage})
  }

  return raw.replace(/\/+$/, '')
}

/** SVC_STREAM_IDLE_TIMEOUT in ms (default 120 s); an invalid value is a usage error (exit 2). */
export function streamIdleTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return idleSeconds(env, 'SVC_STREAM_IDLE_TIMEOUT', DEFAULT_STREAM_IDLE_SECONDS)
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  const baseUrl = parseUrl(env, 'SVC_URL', DEFAULT_URL)!
  return {
    baseUrl,
    connectTimeoutMs: positiveInt(env, 'SVC_CONNECT_TIMEOUT', 10_000),
    edgeUrl: parseUrl(env, 'SVC_EDGE_URL'),
    gatewayUrl: parseUrl(env, 'SVC_GATEWAY_URL', baseUrl)!,
    requestTimeoutMs: positiveInt(env, 'SVC_TIMEOUT', 30_000),
    retries: positiveInt(env, 'SVC_RETRIES', 2),
    streamIdleTimeoutMs: streamIdleTimeoutMs(env),
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i

/** Whether a host name is the local machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname)
}

/**
 * Refuses to send an API key in clear text to another machine: plain http is allowed only
 * for loopback hosts, unless SVC_ALLOW_INSECURE_HTTP=1.
 */
export function assertSafeTransport(url: string, env: NodeJS.ProcessEnv = process.env): void {
  const parsed = new URL(url)
  if (parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname)) return
  if (env.SVC_ALLOW_INSECURE_HTTP === '1') return
  throw new SvcError(`Refusing to send the API key over plain HTTP to ${parsed.host}.`, {
    code: 'E_INSECURE',
    exit: ExitCode.Failure,
    suggestions: ['Use an https:// address, or set SVC_ALLOW_INSECURE_HTTP=1 if you trust this network.'],
  })
}
