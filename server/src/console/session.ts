/**
 * The console's browser session and its CSRF protection.
 *
 * The session is the `svc_session` cookie of `POST /api/auth/login` (sessions.ts). Every
 * state-changing request made with it must carry a CSRF token, in the `csrf` form field or the
 * `X-CSRF-Token` header:
 * - signed in: a synchronizer token derived from the session (HMAC keyed by the session's own
 *   secret value), so it needs no storage, changes with each session and cannot be computed
 *   without the HttpOnly cookie;
 * - not signed in yet (sign-in, sign-up, language forms): a double-submit token, the random
 *   HttpOnly `svc_csrf` cookie repeated in the form (login CSRF).
 * Requests that the browser marks cross-site (`Sec-Fetch-Site: cross-site`) are refused too.
 * API-key requests never go through here.
 */
import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto'
import type {IncomingMessage} from 'node:http'

import {authenticate, type User} from '../auth.js'
import type {Db} from '../db/database.js'
import {forbidden, unauthorized} from '../http/problem.js'
import {readCookie, SESSION_COOKIE, sessionUser} from '../sessions.js'

export const CSRF_COOKIE = 'svc_csrf'
export const CSRF_HEADER = 'x-csrf-token'

export interface ConsoleSession {
  user: User
  /** The CSRF token of this session (put in every form and in a meta tag for scripts). */
  csrf: string
}

/** Whether the request came over HTTPS (directly or through a proxy that says so): cookies get `Secure`. */
export function isHttps(req: IncomingMessage): boolean {
  return (req.socket as {encrypted?: boolean}).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
}

function sessionCsrf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('svc-console-csrf').digest('base64url')
}

/** The signed-in user of the request and the session's CSRF token, or undefined. */
export async function consoleSession(db: Db, req: IncomingMessage): Promise<ConsoleSession | undefined> {
  const token = readCookie(req, SESSION_COOKIE)
  if (!token) return undefined
  const session = await sessionUser(db, req)
  if ('error' in session) return undefined
  return {csrf: sessionCsrf(token), user: session.user}
}

/**
 * The anonymous (pre-session) CSRF token: the `svc_csrf` cookie's value, or a new one with the
 * Set-Cookie header that stores it.
 */
export function anonymousCsrf(req: IncomingMessage): {token: string; setCookie?: string} {
  const existing = readCookie(req, CSRF_COOKIE)
  if (existing && /^[\w-]{43}$/.test(existing)) return {token: existing}
  const token = randomBytes(32).toString('base64url')
  return {setCookie: `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${isHttps(req) ? '; Secure' : ''}`, token}
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

function headerToken(req: IncomingMessage): string | undefined {
  const value = req.headers[CSRF_HEADER]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Checks the CSRF token of a state-changing request (`provided`: the form field; else the
 * header): against the session when there is one, else against the `svc_csrf` cookie. 403
 * `csrf_failed` otherwise.
 */
export async function requireCsrf(db: Db, req: IncomingMessage, provided?: string): Promise<void> {
  const refuse = () => forbidden('The request has no valid CSRF token; reload the page and try again.', 'csrf_failed')
  if (req.headers['sec-fetch-site'] === 'cross-site') throw refuse()
  const token = provided ?? headerToken(req)
  if (!token) throw refuse()
  const session = await consoleSession(db, req)
  if (session) {
    if (!same(token, session.csrf)) throw refuse()
    return
  }

  const cookie = readCookie(req, CSRF_COOKIE)
  if (!cookie || !same(token, cookie)) throw refuse()
}

/** The signed-in user, or 401 `session_required` (for the console's JSON endpoints). */
export async function requireSession(db: Db, req: IncomingMessage): Promise<ConsoleSession> {
  const session = await consoleSession(db, req)
  if (session) return session
  throw unauthorized('This endpoint needs a console session: sign in at / (or POST /api/auth/login) first; API keys are not accepted here.', 'session_required')
}

/**
 * For API endpoints the console also calls (the batch upload): the X-API-Key when one is sent
 * (unchanged behaviour), else the console session, with its CSRF token in `X-CSRF-Token` for
 * anything but GET/HEAD. Without either: the API's own 401 (missing_api_key).
 */
export async function authenticateKeyOrSession(db: Db, req: IncomingMessage): Promise<{user: User}> {
  if (req.headers['x-api-key'] !== undefined) return await authenticate(db, req)
  const session = await consoleSession(db, req)
  if (!session) return await authenticate(db, req)
  if (req.method !== 'GET' && req.method !== 'HEAD') await requireCsrf(db, req)
  return {user: session.user}
}
