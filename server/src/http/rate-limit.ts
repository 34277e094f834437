/**
 * Failure counters for login and API keys: a token bucket per key (a client address or an
 * account). Each failure takes a token; tokens come back evenly over the window; with none left
 * the caller answers 429 with Retry-After. Only failures are counted, so a client that succeeds is
 * never slowed. In memory, per process: a restart forgets them (docs/security.md).
 *
 * Hand-written rather than a library: the maintained ones (rate-limiter-flexible,
 * express-rate-limit) bring stores and middleware for frameworks this service does not use, and
 * this is one small structure with a bounded size.
 */
import type {IncomingMessage} from 'node:http'
import {isIPv6} from 'node:net'

import {HttpProblem} from './problem.js'
import type {RateLimit} from './limits.js'

/** Keys remembered at most per limiter; past it the least recently failed are forgotten. */
const MAX_KEYS = 50_000

interface Bucket {
  tokens: number
  updatedAt: number
}

export class FailureLimiter {
  private readonly buckets = new Map<string, Bucket>()
  /** Tokens earned back per millisecond. */
  private readonly refillPerMs: number

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = limit.max / (limit.windowS * 1000)
  }

  get enabled(): boolean {
    return this.limit.max > 0
  }

  /** Seconds until `key` may fail again, or 0 when it may now. */
  retryAfterS(key: string): number {
    if (!this.enabled) return 0
    const tokens = this.tokens(key)
    if (tokens >= 1) return 0
    return Math.max(1, Math.ceil((1 - tokens) / this.refillPerMs / 1000))
  }

  /** Counts one failure of `key`. */
  fail(key: string): void {
    if (!this.enabled) return
    const tokens = this.tokens(key)
    this.buckets.delete(key)
    this.buckets.set(key, {tokens: Math.max(0, tokens - 1), updatedAt: this.now()})
    if (this.buckets.size > MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value as string)
  }

  /** Gives back a failure counted in advance (the attempt succeeded). */
  refund(key: string): void {
    if (!this.enabled) return
    const bucket = this.buckets.get(key)
    if (!bucket) return
    bucket.tokens = Math.min(this.limit.max, this.tokens(key) + 1)
    bucket.updatedAt = this.now()
  }

  /** The tokens `key` has now (a key never seen has a full bucket, and a full one is forgotten). */
  private tokens(key: string): number {
    const bucket = this.buckets.get(key)
    if (!bucket) return this.limit.max
    const tokens = Math.min(this.limit.max, bucket.tokens + (this.now() - bucket.updatedAt) * this.refillPerMs)
    if (tokens >= this.limit.max) this.buckets.delete(key)
    return tokens
  }
}

/** The 429 problem for a limited client, with Retry-After in seconds. */
export function tooManyFailures(detail: string, retryAfterS: number, code = 'too_many_attempts'): HttpProblem {
  return new HttpProblem(429, code, `${detail} Try again in ${retryAfterS} s.`, {retry_after: retryAfterS}, {'retry-after': String(retryAfterS)})
}

/**
 * The address the limits count by: the peer's IP, IPv4-mapped IPv6 as IPv4, and an IPv6 address
 * as its /64 (one subscriber usually holds a whole /64). Behind a reverse proxy this is the
 * proxy's address (docs/security.md).
 */
export function clientAddress(req: Pick<IncomingMessage, 'socket'>): string {
  return addressKey(req.socket.remoteAddress ?? 'unknown')
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!isIPv6(address)) return address
  const [head, tail = ''] = address.split('%')[0].split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...headGroups, ...Array.from({length: 8 - headGroups.length - tailGroups.length}, () => '0'), ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
