/**
 * API keys as the console manages them: a user lists, creates and revokes their own keys. The
 * secret exists only in the answer to its creation (auth.ts stores its SHA-256); a revoked key
 * fails its next request (auth.ts forgets it from its key cache, and checks revoked_at on every lookup).
 */
import {createApiKey, forgetApiKey, nowIso, sha256, type KeyType, type User} from '../auth.js'
import type {Db} from '../db/database.js'
import {badRequest, conflict, forbidden, notFound} from '../http/problem.js'

/** Most keys a user may hold that are not revoked (a resource limit; revoke old ones first). */
export const MAX_ACTIVE_KEYS = 50
export const MAX_LABEL_LENGTH = 100
/** The prefix of keys made in the console (`<prefix>_live_...`); SVC_KEY_PREFIX changes it. */
export const DEFAULT_KEY_PREFIX = 'sk'

export interface KeyInfo {
  id: string
  prefix: string
  type: KeyType
  label: null | string
  created_at: string
  last_used_at: null | string
  revoked_at: null | string
}

export function keyPrefix(env: NodeJS.ProcessEnv = process.env): string {
  const prefix = env.SVC_KEY_PREFIX?.trim()
  return prefix && /^[A-Za-z0-9]{1,16}$/.test(prefix) ? prefix : DEFAULT_KEY_PREFIX
}

/** The user's keys, newest first; revoked ones included (marked). Never the secret. */
export async function listKeys(db: Db, userId: string): Promise<KeyInfo[]> {
  return db.selectFrom('api_keys').select(KEY_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute()
}

const KEY_COLUMNS = ['id', 'prefix', 'type', 'label', 'created_at', 'last_used_at', 'revoked_at'] as const

/** A trimmed label (may be empty), or a 400 saying what is wrong. */
export function validateLabel(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw badRequest('label must be a string.', 'invalid_label')
  const label = value.normalize('NFC').trim()
  if ([...label].length > MAX_LABEL_LENGTH) throw badRequest(`label must be at most ${MAX_LABEL_LENGTH} characters, got ${[...label].length}.`, 'invalid_label')
  if (/[\u0000-\u001F\u007F]/.test(label)) throw badRequest('label must not contain control characters.', 'invalid_label')
  return label
}

export function validateKeyType(value: unknown, user: User): KeyType {
  const type = value === undefined || value === null || value === '' ? 'live' : value
  if (type !== 'live' && type !== 'test' && type !== 'service') {
    throw badRequest(`type must be live or test${user.is_admin ? ' or service' : ''}, got ${JSON.stringify(type)}.`, 'invalid_key_type')
  }

  if (type === 'service' && !user.is_admin) throw forbidden('Service keys are for administrators only; create a live or test key.', 'admin_only')
  return type
}

/** Creates a key for the user and returns its description and the secret (the only time it exists in clear). */
export async function createKey(db: Db, user: User, input: {type: unknown; label: unknown}): Promise<{key: string; info: KeyInfo}> {
  const type = validateKeyType(input.type, user)
  const label = validateLabel(input.label)
  const {active} = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  if (active >= MAX_ACTIVE_KEYS) throw conflict(`You already have ${MAX_ACTIVE_KEYS} active keys; revoke one you no longer use first.`, 'too_many_keys')
  const key = await createApiKey(db, user.id, {label: label || undefined, prefix: keyPrefix(), type})
  const info = await db.selectFrom('api_keys').select(KEY_COLUMNS).where('key_hash', '=', sha256(key)).executeTakeFirstOrThrow()
  return {info, key}
}

/** Revokes one of the user's keys; 404 when it is not theirs (or unknown). Revoking twice is a no-op. */
export async function revokeKey(db: Db, user: User, keyId: string): Promise<KeyInfo> {
  const row = await db.selectFrom('api_keys').select(['id', 'revoked_at']).where('id', '=', keyId).where('user_id', '=', user.id).executeTakeFirst()
  if (!row) throw notFound(`Key ${keyId} does not exist or is not yours.`, 'key_not_found')
  if (!row.revoked_at) await db.updateTable('api_keys').set({revoked_at: nowIso()}).where('id', '=', keyId).where('revoked_at', 'is', null).execute()
  // This service's cache of valid keys forgets it now (other replicas within auth.ts KEY_CACHE_TTL_MS).
  forgetApiKey(db, keyId)
  return db.selectFrom('api_keys').select(KEY_COLUMNS).where('id', '=', keyId).executeTakeFirstOrThrow()
}

/** The key as JSON for /api/v1/keys (docs/protocol.md, Console). */
export function keyJson(info: KeyInfo): Record<string, unknown> {
  return {
    created_at: info.created_at,
    id: info.id,
    label: info.label,
    last_used_at: info.last_used_at,
    prefix: info.prefix,
    revoked_at: info.revoked_at,
    type: info.type,
  }
}
