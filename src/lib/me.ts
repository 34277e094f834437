/**
 * Who an API key belongs to (`GET /api/v1/me`), and the key checks behind `svc auth login` and
 * `svc auth status`. Kept out of the commands so that plugins can reuse them.
 */
import {keyType, maskKey} from './api-key.js'
import {assertUserKey, type KeySource} from './auth.js'
import {saveCredentials} from './credentials.js'
import {authError, failure, SvcError} from './errors.js'
import {ApiClient} from './http.js'
import type {ServiceSettings} from './settings.js'

/** `GET /api/v1/me` (docs/protocol.md, "Authentication"). */
export interface Me {
  user: {id: string; email: string; name: string; admin: boolean}
  key: {prefix: string; type: string}
}

/** The User-Agent every svc request carries. */
export function userAgent(version: string): string {
  return `svc/${version} node/${process.version}`
}

/** An API client for a given key (login checks a key before it is stored anywhere). */
export function clientForKey(key: string, settings: ServiceSettings, version: string): ApiClient {
  return new ApiClient({apiKey: key, settings, userAgent: userAgent(version)})
}

export async function getMe(api: ApiClient): Promise<Me> {
  return api.get<Me>('/api/v1/me')
}

/** How an error names the key's origin; `given` is a key handed to `auth login`. */
const KEY_ORIGINS: Record<'given' | KeySource, string> = {env: 'the key from SVC_API_KEY', file: 'the key from ~/.svc/credentials', given: 'this key', prompt: 'the key typed at the prompt'}

/**
 * Who a key belongs to, as far as the service says. `GET /api/v1/me` is ours, not the spec's:
 * against a service without it (or with another shape) the key is checked with a documented
 * endpoint and the user stays unknown (null).
 */
export interface Identity {
  email: null | string
  name: null | string
  admin: boolean | null
  /** The key's type as the service reports it, if it does. */
  keyType?: string
  /** The request that vouched for the key. */
  checkedWith: 'GET /api/v1/documents?limit=1' | 'GET /api/v1/me'
}

/** Reads `/me` in our shape `{user: {email, name, admin}, key}` or a flat `{email, name}`; undefined for anything else. */
function identityFromMe(body: unknown): Identity | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const user = (typeof record.user === 'object' && record.user !== null ? record.user : 'user' in record ? undefined : record) as Record<string, unknown> | undefined
  if (!user || typeof user.email !== 'string' || !user.email) return undefined
  const key = typeof record.key === 'object' && record.key !== null ? (record.key as Record<string, unknown>) : {}
  return {
    admin: typeof user.admin === 'boolean' ? user.admin : null,
    checkedWith: 'GET /api/v1/me',
    email: user.email,
    keyType: typeof key.type === 'string' ? key.type : undefined,
    name: typeof user.name === 'string' ? user.name : null,
  }
}

function rejected(error: SvcError, key: string, source: 'given' | KeySource): SvcError {
  const hint = source === 'env' ? 'Check SVC_API_KEY, or unset it to use the stored key.' : 'Copy a user key from the web UI and run `svc auth login` again.'
  return failure(`The service rejected ${KEY_ORIGINS[source]} (${maskKey(key)}): ${error.message}`, [hint], 'E_KEY_REJECTED')
}

/**
 * Checks a key against the service and says who it belongs to when the service can tell. `/me`
 * first (an optional extra); when it is absent (404) or answers a shape we do not know, the key is
 * checked with `GET /api/v1/documents?limit=1`, which the spec documents. A 401 (or 403 on the
 * documents) becomes one line saying which key (masked) and where it came from was rejected;
 * like every HTTP error, it exits 1.
 */
export async function whoIs(api: ApiClient, key: string, source: 'given' | KeySource): Promise<Identity> {
  try {
    const identity = identityFromMe(await getMe(api))
    if (identity) return identity
  } catch (error) {
    if (!(error instanceof SvcError)) throw error
    if (error.status === 401) throw rejected(error, key, source)
    // The service answered, but not as ours does (no /me, another error, not JSON): /me is only
    // an extra, the documents decide. No answer at all (network, timeout) is the real failure.
    if (error.status === undefined && error.code !== 'E_UNEXPECTED_RESPONSE') throw error
  }

  try {
    await api.get('/api/v1/documents', {searchParams: {limit: 1}})
  } catch (error) {
    if (error instanceof SvcError && (error.status === 401 || error.status === 403)) throw rejected(error, key, source)
    throw error
  }

  return {admin: null, checkedWith: 'GET /api/v1/documents?limit=1', email: null, name: null}
}

/**
 * Checks a key against the service and stores it in ~/.svc/credentials (mode 0600). Service keys
 * are refused before any request (exit 4); a key the service rejects, or that could not be
 * checked, is not stored (exit 1).
 */
export async function login(key: string, settings: ServiceSettings, version: string): Promise<{file: string; me: Identity}> {
  const trimmed = key.trim()
  if (!trimmed) throw authError('No API key given.', ['Paste a user key (<prefix>_live_* or <prefix>_test_*) from the web UI.'])
  assertUserKey(trimmed, 'prompt')
  const me = await whoIs(clientForKey(trimmed, settings, version), trimmed, 'given')
  const file = await saveCredentials({api_key: trimmed, url: settings.baseUrl})
  return {file, me}
}

/** Reads a key piped on standard input (`echo KEY | svc auth login`): the first non-empty line. */
export async function readKeyFromStdin(stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  const line = Buffer.concat(chunks)
    .toString('utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find(Boolean)
  if (!line) throw authError('No API key on standard input.', ['Pipe a key: `echo "$KEY" | svc auth login`, or run `svc auth login` in a terminal.'])
  return line
}

/** What `svc auth status` prints: never the key itself, only its masked prefix; null where the service does not say. */
export interface AuthStatus {
  email: null | string
  name: null | string
  admin: boolean | null
  key: string
  key_type: string
  source: KeySource
  credentials_file?: string
  url: string
}

export function authStatus(me: Identity, key: string, source: KeySource, url: string, credentialsFile?: string): AuthStatus {
  const type = me.keyType && me.keyType !== 'service' ? me.keyType : keyType(key)
  return {
    admin: me.admin,
    email: me.email,
    key: maskKey(key),
    key_type: type,
    name: me.name,
    source,
    ...(source === 'file' ? {credentials_file: credentialsFile} : {}),
    url,
  }
}
