import {createHash, randomBytes, randomUUID, scrypt, scryptSync, timingSafeEqual} from 'node:crypto'
import type {IncomingMessage} from 'node:http'

import type {Db} from './db/database.js'
import {DEFAULT_HTTP_LIMITS, type HttpLimits} from './http/limits.js'
import {forbidden, unauthorized} from './http/problem.js'
import {clientAddress, FailureLimiter, tooManyFailures} from './http/rate-limit.js'

export type KeyType = 'live' | 'service' | 'test'

export interface User {
  id: string
  email: string
  name: string
  is_admin: number
  home_folder_id: string
}

export interface Principal {
  user: User
  key: {id: string; prefix: string; type: KeyType}
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export function nowIso(): string {
  return new Date().toISOString()
}

/** Creates a user (if the email is new) and returns it. */
export async function ensureUser(db: Db, email: string, options: {name?: string; admin?: boolean; password?: string} = {}): Promise<User> {
  const existing = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
  if (existing) {
    if (options.admin && !existing.is_admin) {
      await db.updateTable('users').set({is_admin: 1}).where('id', '=', existing.id).execute()
      // Cached principals carry is_admin.
      forgetApiKey(db)
    }

    if (options.password) await setPassword(db, existing.id, options.password)
    return (await db.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow()) as User
  }

  const id = randomUUID()
  await db
    .insertInto('users')
    .values({
      created_at: nowIso(),
      email,
      home_folder_id: randomUUID(),
      id,
      is_admin: options.admin ? 1 : 0,
      name: options.name ?? email.split('@')[0],
      password_hash: options.password ? hashPassword(options.password) : null,
    })
    // Two callers creating the same user at once (two replicas' `keys create`): the second keeps the first's row.
    .onConflict((oc) => oc.column('email').doNothing())
    .execute()
  return (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow()) as User
}

/**
 * Issues a new API key `<prefix>_<type>_<secret>` (type `svc` for service keys). Only its
 * SHA-256 is stored; the key itself is returned once.
 */
export async function createApiKey(db: Db, userId: string, options: {type?: KeyType; prefix?: string; label?: string} = {}): Promise<string> {
  const type = options.type ?? 'live'
  const prefix = options.prefix ?? 'sk'
  if (!/^[A-Za-z0-9]+$/.test(prefix)) throw new Error('The key prefix must be letters and digits.')
  const key = `${prefix}_${type === 'service' ? 'svc' : type}_${randomBytes(24).toString('base64url')}`
  await db
    .insertInto('api_keys')
    .values({created_at: nowIso(), id: randomUUID(), key_hash: sha256(key), label: options.label ?? null, prefix, type, user_id: userId})
    .execute()
  return key
}

/**
 * How long a valid key's lookup is reused without asking the database (issue 9: the lookup was 16 %
 * of a get). A revocation in this process forgets the key at once (forgetApiKey); one made on
 * another replica takes effect there within this time (docs/protocol.md, Authentication).
 */
export const KEY_CACHE_TTL_MS = 5000
/** At most this many keys are cached (the oldest goes first): a resource limit, not a tuning knob. */
const KEY_CACHE_SIZE = 10_000

interface CachedKey {
  principal: Principal
  lastUsedAt: null | string
  expiresAt: number
}

/** Valid keys by SHA-256, per database (so two services in one process, as in tests, never share). */
const keyCaches = new WeakMap<Db, Map<string, CachedKey>>()

function keyCache(db: Db): Map<string, CachedKey> {
  let cache = keyCaches.get(db)
  if (!cache) keyCaches.set(db, (cache = new Map()))
  return cache
}

/** Forgets cached lookups: of one key (revoked), or of every key (a user's rights changed). */
export function forgetApiKey(db: Db, keyId?: string): void {
  const cache = keyCache(db)
  if (keyId === undefined) return cache.clear()
  for (const [hash, entry] of cache) if (entry.principal.key.id === keyId) cache.delete(hash)
}

/** Authenticates a request by its X-API-Key header: 401 when absent or unknown. */
export async function authenticate(db: Db, req: IncomingMessage): Promise<Principal> {
  const header = req.headers['x-api-key']
  const key = Array.isArray(header) ? header[0] : header
  if (!key) throw unauthorized('Missing X-API-Key header.', 'missing_api_key')
  const hash = sha256(key.trim())
  const cache = keyCache(db)
  const cached = cache.get(hash)
  if (cached && cached.expiresAt > Date.now()) {
    cached.lastUsedAt = await recordKeyUse(db, cached.principal.key.id, cached.lastUsedAt)
    return cached.principal
  }

  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id as key_id', 'k.prefix', 'k.type', 'k.revoked_at', 'k.last_used_at'])
    .selectAll('u')
    .where('k.key_hash', '=', hash)
    .executeTakeFirst()
  if (!row || row.revoked_at) {
    cache.delete(hash)
    // Only failures count, so a valid key is never slowed. While an address is over the limit
    // its unknown keys get 429 rather than 401 (a valid key still works: keys are 192 random
    // bits, the limit caps the noise of a key scan rather than hiding a right guess).
    const limiter = authLimiters(db).badKeyPerAddress
    const address = clientAddress(req)
    const wait = limiter.retryAfterS(address)
    if (wait > 0) throw tooManyFailures('Too many requests with an invalid API key from your address.', wait, 'too_many_invalid_keys')
    limiter.fail(address)
    if (!row) throw unauthorized('Invalid API key.', 'invalid_api_key')
    throw unauthorized('This API key has been revoked.', 'revoked_api_key')
  }

  const {key_id: keyId, last_used_at: lastUsedAt, prefix, revoked_at: _revoked, type, ...user} = row
  const principal = {key: {id: keyId, prefix, type}, user: user as User}
  if (cache.size >= KEY_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(hash, {expiresAt: Date.now() + KEY_CACHE_TTL_MS, lastUsedAt: await recordKeyUse(db, keyId, lastUsedAt), principal})
  return principal
}

/** How stale `api_keys.last_used_at` may get: written at most once per minute per key, not on every request. */
export const KEY_USE_RESOLUTION_MS = 60_000

/** Records that a key authenticated a request (the console's "last used"); returns the value now stored. */
async function recordKeyUse(db: Db, keyId: string, lastUsedAt: null | string): Promise<null | string> {
  if (lastUsedAt && Date.now() - Date.parse(lastUsedAt) < KEY_USE_RESOLUTION_MS) return lastUsedAt
  const now = nowIso()
  try {
    await db.updateTable('api_keys').set({last_used_at: now}).where('id', '=', keyId).execute()
    return now
  } catch {
    // Best effort: a full disk (or a busy database) must not refuse an authenticated request,
    // least of all the DELETE that frees space (docs/protocol.md, "Crashes, full disks and recovery").
    return lastUsedAt
  }
}

/** The counters of one service (its database): failed API keys, failed logins (sessions.ts), sign-up attempts (console/accounts.ts). */
export interface AuthLimiters {
  badKeyPerAddress: FailureLimiter
  loginPerAddress: FailureLimiter
  loginPerAccount: FailureLimiter
  signupPerAddress: FailureLimiter
}

/** Per database, because authenticate() is given the database, not the service. */
const limitersByDb = new WeakMap<Db, AuthLimiters>()

/** Sets the limits of the service using `db` (startService; tests pass theirs through its options). */
export function setAuthLimits(db: Db, limits: Pick<HttpLimits, 'badKeyPerAddress' | 'loginPerAccount' | 'loginPerAddress' | 'signupPerAddress'>): AuthLimiters {
  const limiters = {
    badKeyPerAddress: new FailureLimiter(limits.badKeyPerAddress),
    loginPerAccount: new FailureLimiter(limits.loginPerAccount),
    loginPerAddress: new FailureLimiter(limits.loginPerAddress),
    signupPerAddress: new FailureLimiter(limits.signupPerAddress),
  }
  limitersByDb.set(db, limiters)
  return limiters
}

/** The counters of the service using `db` (the defaults when it was opened without startService). */
export function authLimiters(db: Db): AuthLimiters {
  return limitersByDb.get(db) ?? setAuthLimits(db, DEFAULT_HTTP_LIMITS)
}

export function requireAdmin(principal: Principal, what: string): void {
  if (!principal.user.is_admin) throw forbidden(`${what} is admin-only; your key belongs to a non-admin user.`, 'admin_only')
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`
}

export function verifyPassword(password: string, stored: null | string): boolean {
  if (!stored) return false
  const [scheme, saltHex, hashHex] = stored.split('$')
  if (scheme !== 'scrypt') return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(expected, actual)
}

/** verifyPassword off the event loop (libuv's thread pool): a login never blocks other requests. */
export async function verifyPasswordAsync(password: string, stored: null | string): Promise<boolean> {
  if (!stored) return false
  const [scheme, saltHex, hashHex] = stored.split('$')
  if (scheme !== 'scrypt') return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, (error, key) => (error ? reject(error) : resolve(key)))
  })
  return timingSafeEqual(expected, actual)
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db.updateTable('users').set({password_hash: hashPassword(password)}).where('id', '=', userId).execute()
}
