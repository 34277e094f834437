/**
 * The HTTP layer's limits: how long a client may take to send a request, how many connections
 * one address may hold, how many failed logins and failed API keys an address or an account
 * may make, and how many sign-ups an address may attempt. Read once at start-up from SVC_HTTP_* and SVC_RATE_* variables (docs/security.md); a
 * value that does not parse stops the service with one line naming the variable. Tests pass
 * overrides through the service options (short timeouts, other caps).
 */

export interface RateLimit {
  /** Failures allowed in a burst; 0 turns this limit off. */
  max: number
  /** The burst is earned back evenly over this many seconds (one failure every windowS / max). */
  windowS: number
}

export interface HttpLimits {
  /** The request line and headers must arrive within this (ms) of the connection or of the previous request. */
  headersTimeoutMs: number
  /** A request body with no new byte for this long (ms) is cut. */
  bodyIdleTimeoutMs: number
  /** A request body gets this long (ms) plus its size at bodyMinBytesPerSecond before it is cut. */
  bodyTimeoutMs: number
  /** The slowest sustained upload rate accepted (bytes/s), past the bodyTimeoutMs grace. */
  bodyMinBytesPerSecond: number
  /** An idle keep-alive connection is closed after this long (ms). */
  keepAliveTimeoutMs: number
  /** Open connections one client address may hold (IPv6: one /64); 0 for no cap. */
  maxConnectionsPerAddress: number
  /** Failed logins (`POST /api/auth/login`) per client address. */
  loginPerAddress: RateLimit
  /** Failed logins per account (email), whatever the address. */
  loginPerAccount: RateLimit
  /** Requests with an unknown or revoked API key per client address. */
  badKeyPerAddress: RateLimit
  /** Sign-up attempts on the web console (every attempt, accepted or not) per client address. */
  signupPerAddress: RateLimit
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  badKeyPerAddress: {max: 30, windowS: 60},
  bodyIdleTimeoutMs: 30_000,
  bodyMinBytesPerSecond: 16 * 1024,
  bodyTimeoutMs: 60_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5000,
  loginPerAccount: {max: 10, windowS: 15 * 60},
  loginPerAddress: {max: 20, windowS: 15 * 60},
  maxConnectionsPerAddress: 256,
  signupPerAddress: {max: 20, windowS: 60 * 60},
}

/** What the service options may set over the environment (tests). */
export type HttpLimitOverrides = Partial<HttpLimits>

/** Each variable, the setting it fills and its accepted range. */
const VARIABLES: {name: string; min: number; max: number; set(limits: HttpLimits, value: number): void}[] = [
  {max: 3_600_000, min: 100, name: 'SVC_HTTP_HEADERS_TIMEOUT_MS', set: (l, v) => (l.headersTimeoutMs = v)},
  {max: 3_600_000, min: 100, name: 'SVC_HTTP_BODY_IDLE_TIMEOUT_MS', set: (l, v) => (l.bodyIdleTimeoutMs = v)},
  {max: 86_400_000, min: 100, name: 'SVC_HTTP_BODY_TIMEOUT_MS', set: (l, v) => (l.bodyTimeoutMs = v)},
  {max: 1024 * 1024 * 1024, min: 1, name: 'SVC_HTTP_BODY_MIN_RATE', set: (l, v) => (l.bodyMinBytesPerSecond = v)},
  {max: 3_600_000, min: 100, name: 'SVC_HTTP_KEEP_ALIVE_TIMEOUT_MS', set: (l, v) => (l.keepAliveTimeoutMs = v)},
  {max: 1_000_000, min: 0, name: 'SVC_HTTP_MAX_CONNECTIONS_PER_ADDRESS', set: (l, v) => (l.maxConnectionsPerAddress = v)},
  {max: 1_000_000, min: 0, name: 'SVC_RATE_LOGIN_PER_ADDRESS', set: (l, v) => (l.loginPerAddress = {...l.loginPerAddress, max: v})},
  {max: 1_000_000, min: 0, name: 'SVC_RATE_LOGIN_PER_ACCOUNT', set: (l, v) => (l.loginPerAccount = {...l.loginPerAccount, max: v})},
  {
    max: 86_400,
    min: 1,
    name: 'SVC_RATE_LOGIN_WINDOW_S',
    set(l, v) {
      l.loginPerAddress = {...l.loginPerAddress, windowS: v}
      l.loginPerAccount = {...l.loginPerAccount, windowS: v}
    },
  },
  {max: 1_000_000, min: 0, name: 'SVC_RATE_BAD_KEY_PER_ADDRESS', set: (l, v) => (l.badKeyPerAddress = {...l.badKeyPerAddress, max: v})},
  {max: 86_400, min: 1, name: 'SVC_RATE_BAD_KEY_WINDOW_S', set: (l, v) => (l.badKeyPerAddress = {...l.badKeyPerAddress, windowS: v})},
  {max: 1_000_000, min: 0, name: 'SVC_RATE_SIGNUP_PER_ADDRESS', set: (l, v) => (l.signupPerAddress = {...l.signupPerAddress, max: v})},
  {max: 86_400, min: 1, name: 'SVC_RATE_SIGNUP_WINDOW_S', set: (l, v) => (l.signupPerAddress = {...l.signupPerAddress, windowS: v})},
]

/** The names of the variables read, for documentation checks. */
export const HTTP_LIMIT_VARIABLES = VARIABLES.map((v) => v.name)

/** Defaults, then the environment, then `overrides` (the service options; tests). */
export function httpLimits(overrides: HttpLimitOverrides = {}, env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const limits: HttpLimits = structuredClone(DEFAULT_HTTP_LIMITS)
  for (const variable of VARIABLES) {
    const raw = env[variable.name]
    if (raw === undefined || raw.trim() === '') continue
    const value = Number(raw)
    if (!Number.isInteger(value) || value < variable.min || value > variable.max) {
      throw new Error(`${variable.name} must be an integer from ${variable.min} to ${variable.max}, got "${raw}".`)
    }

    variable.set(limits, value)
  }

  return {...limits, ...overrides}
}
