/**
 * Who may get an account from the console: the admin setting `signup` decides.
 * - `closed`: accounts are made by an administrator on the server (`svc-server keys create
 *   --email E --password P`);
 * - `invite` (default): a person signs up with an invitation code an admin created for their email
 *   (the code is typed into the form, never put in a URL);
 * - `open`: anyone may sign up with an email not yet in use.
 * The default comes from SVC_CONSOLE_SIGNUP; the admin page changes it (stored in console_settings).
 *
 * Sign-up never tells whether an email is registered (attemptSignUp): a new address and one that
 * already has an account get the same answer, at the same cost, and are rate-limited per client
 * address (docs/console.md, "Sign-up").
 */
import {randomBytes, randomUUID, scrypt} from 'node:crypto'
import type {IncomingMessage} from 'node:http'

import {authLimiters, ensureUser, nowIso, sha256, type User} from '../auth.js'
import {transaction, type Db} from '../db/database.js'
import {badRequest, conflict, forbidden} from '../http/problem.js'
import {clientAddress, tooManyFailures} from '../http/rate-limit.js'

export const SIGNUP_MODES = ['closed', 'invite', 'open'] as const
export type SignupMode = (typeof SIGNUP_MODES)[number]

export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 200
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Pending invitations at most (a resource limit). */
export const MAX_PENDING_INVITATIONS = 500

function envMode(env: NodeJS.ProcessEnv): SignupMode {
  const value = env.SVC_CONSOLE_SIGNUP?.trim()
  return (SIGNUP_MODES as readonly string[]).includes(value ?? '') ? (value as SignupMode) : 'invite'
}

export async function signupMode(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<SignupMode> {
  const row = await db.selectFrom('console_settings').select('value').where('name', '=', 'signup').executeTakeFirst()
  return row && (SIGNUP_MODES as readonly string[]).includes(row.value) ? (row.value as SignupMode) : envMode(env)
}

export async function setSignupMode(db: Db, actor: User, mode: unknown): Promise<SignupMode> {
  if (!actor.is_admin) throw forbidden('Only administrators may change who can sign up.', 'admin_only')
  if (!(SIGNUP_MODES as readonly unknown[]).includes(mode)) throw badRequest(`signup must be one of ${SIGNUP_MODES.join(', ')}.`, 'invalid_signup_mode')
  await db
    .insertInto('console_settings')
    .values({name: 'signup', updated_at: nowIso(), value: mode as string})
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({updated_at: eb.ref('excluded.updated_at'), value: eb.ref('excluded.value')})))
    .execute()
  return mode as SignupMode
}

export function validateEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}$/.test(email)) throw badRequest('Enter an email address such as name@example.com.', 'invalid_email')
  return email
}

export function validatePassword(value: unknown): string {
  const password = typeof value === 'string' ? value : ''
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest(`The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long.`, 'invalid_password')
  }

  return password
}

export interface InvitationInfo {
  id: string
  email: string
  created_at: string
  expires_at: string
  used_at: null | string
}

/** Creates an invitation for an email; returns the code (shown once to the admin). */
export async function createInvitation(db: Db, actor: User, emailInput: unknown): Promise<{code: string; invitation: InvitationInfo}> {
  if (!actor.is_admin) throw forbidden('Only administrators may invite people.', 'admin_only')
  const email = validateEmail(emailInput)
  const {pending} = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number>().as('pending'))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirstOrThrow()
  if (pending >= MAX_PENDING_INVITATIONS) throw conflict(`There are already ${MAX_PENDING_INVITATIONS} pending invitations.`, 'too_many_invitations')
  // 16 characters of an unambiguous alphabet: easy to read out, 80 bits.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const code = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('').replace(/(.{4})(?!$)/g, '$1-')
  const invitation: InvitationInfo = {
    created_at: nowIso(),
    email,
    expires_at: new Date(Date.now() + INVITATION_TTL_MS).toISOString(),
    id: randomUUID(),
    used_at: null,
  }
  await db
    .insertInto('invitations')
    .values({code_hash: sha256(normalizeCode(code)), created_at: invitation.created_at, created_by: actor.id, email, expires_at: invitation.expires_at, id: invitation.id})
    .execute()
  return {code, invitation}
}

function normalizeCode(code: string): string {
  return code.toUpperCase().replaceAll(/[^A-Z0-9]/g, '')
}

export async function listInvitations(db: Db): Promise<InvitationInfo[]> {
  return db.selectFrom('invitations').select(['id', 'email', 'created_at', 'expires_at', 'used_at']).orderBy('created_at', 'desc').limit(100).execute()
}

/** What a sign-up did; the visitor is told the same in both cases (attemptSignUp). */
export type SignUpOutcome = {created: true; user: User} | {created: false}

/**
 * A sign-up from a client (the console's form): rate-limited per client address, every attempt
 * counted (an accepted one creates an account, which is what an open service must limit), then
 * signUp. 429 `too_many_signups` with Retry-After when over the limit; nothing is checked then.
 */
export async function attemptSignUp(
  db: Db,
  req: IncomingMessage,
  input: {email: unknown; name: unknown; password: unknown; code: unknown},
  env: NodeJS.ProcessEnv = process.env,
): Promise<SignUpOutcome> {
  const limiter = authLimiters(db).signupPerAddress
  const address = clientAddress(req)
  const wait = limiter.retryAfterS(address)
  if (wait > 0) throw tooManyFailures('Too many sign-up attempts from your address.', wait, 'too_many_signups')
  limiter.fail(address)
  return signUp(db, input, env)
}

/**
 * Creates an account from the sign-up form, as the mode allows. Errors depend only on what was
 * typed and on the invitation, never on whether the email is registered: an email that already
 * has an account with a password is left as it is and answered like a new one (`created:
 * false`; the caller shows the same page). With an invitation, an existing account of that email
 * without a password gets this password (an admin created the account and invited that person).
 * The password is hashed in every case, so both answers take as long.
 */
export async function signUp(db: Db, input: {email: unknown; name: unknown; password: unknown; code: unknown}, env: NodeJS.ProcessEnv = process.env): Promise<SignUpOutcome> {
  const mode = await signupMode(db, env)
  if (mode === 'closed') throw forbidden('Sign-up is closed on this service; ask an administrator for an account.', 'signup_closed')
  const email = validateEmail(input.email)
  const password = validatePassword(input.password)
  const name = typeof input.name === 'string' ? input.name.normalize('NFC').trim().slice(0, 100) : ''
  if (/[\u0000-\u001F\u007F]/.test(name)) throw badRequest('The name must not contain control characters.', 'invalid_name')
  const code = typeof input.code === 'string' ? normalizeCode(input.code) : ''
  const passwordHash = await hashPasswordAsync(password)
  return transaction(db, async (trx): Promise<SignUpOutcome> => {
    let invitationId: string | undefined
    if (mode === 'invite') {
      // Used up by the same statement that finds it: of two sign-ups with one code, one wins.
      const row = await trx
        .updateTable('invitations')
        .set({used_at: nowIso()})
        .where('code_hash', '=', sha256(code))
        .where('email', '=', email)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('id')
        .executeTakeFirst()
      if (!row) throw forbidden('This invitation code is not valid for this email (wrong, used or expired); ask an administrator for a new one.', 'invalid_invitation')
      invitationId = row.id
    }

    const existing = await trx.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst()
    // Taken: changed in no way (its owner signs in with their own password). A password-less
    // account (made by an admin) is claimed only with an invitation for it.
    if (existing && (existing.password_hash || !invitationId)) return {created: false}
    const user = await ensureUser(trx, email, {name: name || undefined})
    await trx.updateTable('users').set({password_hash: passwordHash}).where('id', '=', user.id).execute()
    return {created: true, user}
  })
}

/** auth.ts's hashPassword (same `scrypt$salt$hash` format) on libuv's thread pool, off the event loop. */
async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key)))
  })
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`
}
