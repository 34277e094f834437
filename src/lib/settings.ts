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

export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  const baseUrl = parseUrl(env, 'SVC_URL', DEFAULT_URL)!
  return {
    baseUrl,
    connectTimeoutMs: positiveInt(env, 'SVC_CONNECT_TIMEOUT', 10_000),
    edgeUrl: parseUrl(env, 'SVC_EDGE_URL'),
    gatewayUrl: parseUrl(env, 'SVC_GATEWAY_URL', baseUrl)!,
    requestTimeoutMs: positiveInt(env, 'SVC_TIMEOUT', 30_000),
    retries: positiveInt(env, 'SVC_RETRIES', 2),
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
