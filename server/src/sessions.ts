/**
 * Browser sessions: `POST /api/auth/login` trades an email and password for an HttpOnly
 * `svc_session` cookie. Only the SHA-256 of the cookie value is stored, so a copy of the
 * database does not let anyone log in. Sessions last 12 hours.
 */
import {randomBytes} from 'node:crypto'
import type {IncomingMessage} from 'node:http'

import {authLimiters, hashPassword, nowIso, sha256, verifyPassword, verifyPasswordAsync, type User} from './auth.js'
import type {Db} from './db/database.js'
import {forbidden, unauthorized} from './http/problem.js'
import {clientAddress, tooManyFailures} from './http/rate-limit.js'

export const SESSION_COOKIE = 'svc_session'
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

/** Verified against when the email is unknown, so that a wrong email costs as long as a wrong password. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'))

/**
 * The user with this email and password, or undefined. Synchronous and unlimited (admin tools):
 * anything a client triggers goes through attemptLogin, which applies the rate limits.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<undefined | User> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
  const ok = verifyPassword(password, user?.password_hash ?? DUMMY_HASH)
  if (!user || !ok) return undefined
  const {password_hash: _hash, ...rest} = user
  return rest
}

/**
 * A login attempt from a client (`POST /api/auth/login`, the console's sign-in form): the user,
 * or 401 `invalid_credentials`, or 429 `too_many_logins` with Retry-After once the client's
 * address or the account has failed too often (docs/security.md). While limited, the password
 * is not even checked, so guessing stops. The attempt is counted before the (slow) check and
 * given back on success, so parallel guesses cannot slip past the limit.
 */
export async function attemptLogin(db: Db, req: IncomingMessage, email: string, password: string): Promise<User> {
  const {loginPerAccount, loginPerAddress} = authLimiters(db)
  const address = clientAddress(req)
  // Bounded: the key is held in memory; an email is at most 254 characters.
  const account = email.trim().toLowerCase().slice(0, 320)
  const wait = Math.max(loginPerAddress.retryAfterS(address), loginPerAccount.retryAfterS(account))
  if (wait > 0) throw tooManyFailures('Too many failed logins for this account or from your address.', wait, 'too_many_logins')
  loginPerAddress.fail(address)
  loginPerAccount.fail(account)
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
  const ok = await verifyPasswordAsync(password, user?.password_hash ?? DUMMY_HASH)
  if (!user || !ok) throw unauthorized('Wrong email or password.', 'invalid_credentials')
  loginPerAddress.refund(address)
  loginPerAccount.refund(account)
  const {password_hash: _hash, ...rest} = user
  return rest
}

/** Opens a session and returns the cookie value (given to the client once) and its expiry. */
export async function createSession(db: Db, userId: string): Promise<{token: string; expiresAt: Date}> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  // Expired sessions are dropped here rather than by a timer: logins are rare and cheap.
  await db.deleteFrom('sessions').where('expires_at', '<', nowIso()).execute()
  await db.insertInto('sessions').values({expires_at: expiresAt.toISOString(), id_hash: sha256(token), user_id: userId}).execute()
  return {expiresAt, token}
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', sha256(token)).execute()
}

/** The value of one cookie of a request, if present. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }

  return undefined
}

/**
 * The session's user: `missing` without a cookie, `invalid` for an unknown or expired one.
 */
export async function sessionUser(db: Db, req: IncomingMessage): Promise<{user: User} | {error: 'invalid' | 'missing'}> {
  const token = readCookie(req, SESSION_COOKIE)
  if (!token) return {error: 'missing'}
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.expires_at as session_expires_at')
    .where('s.id_hash', '=', sha256(token))
    .executeTakeFirst()
  if (!row || Date.parse(row.session_expires_at) <= Date.now()) return {error: 'invalid'}
  const {password_hash: _hash, session_expires_at: _expires, ...user} = row
  return {user}
}

/**
 * The Set-Cookie header for a session (or, with maxAgeSeconds 0, one that clears it). `Secure`
 * is added when the request came over HTTPS (directly or through a proxy that says so); the
 * local service speaks plain HTTP on loopback.
 *
 * `SameSite=Lax`, not Strict: a link to a console page from elsewhere (a mail, a chat, a CI log
 * pointing at a report) must arrive signed in. Lax still keeps the cookie off cross-site POSTs,
 * subresources and frames; what makes it safe is that nothing changes state on a GET and every
 * state-changing request made with the cookie needs a CSRF token (console/session.ts) or, for
 * the login API, is refused when the browser marks it cross-site (refuseCrossSite).
 */
export function sessionCookie(req: IncomingMessage, token: string, maxAgeSeconds: number): string {
  const secure = (req.socket as {encrypted?: boolean}).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * 403 `csrf_failed` for a request the browser marks as sent by another site (`Sec-Fetch-Site:
 * cross-site`): `POST /api/auth/login` and `/api/auth/logout` take no CSRF token (scripts call
 * them with JSON and no page), so this keeps another site from logging a visitor in or out
 * through a form. Clients that are not browsers do not send the header and are unaffected.
 */
export function refuseCrossSite(req: IncomingMessage): void {
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden('This request came from another site; sign in and out from this service\'s own pages.', 'csrf_failed')
  }
}
