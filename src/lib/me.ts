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
 * Asks the service who the key belongs to. A 401 becomes one line saying which key (masked) and
 * where it came from was rejected; like every HTTP error, it exits 1.
 */
export async function whoIs(api: ApiClient, key: string, source: 'given' | KeySource): Promise<Me> {
  try {
    return await getMe(api)
  } catch (error) {
    if (error instanceof SvcError && error.status === 401) {
      const hint = source === 'env' ? 'Check SVC_API_KEY, or unset it to use the stored key.' : 'Copy a user key from the web UI and run `svc auth login` again.'
      throw failure(`The service rejected ${KEY_ORIGINS[source]} (${maskKey(key)}): ${error.message}`, [hint], 'E_KEY_REJECTED')
    }

    throw error
  }
}

/**
 * Checks a key against the service and stores it in ~/.svc/credentials (mode 0600). Service keys
 * are refused before any request (exit 4); a key the service rejects is not stored (exit 1).
 */
export async function login(key: string, settings: ServiceSettings, version: string): Promise<{file: string; me: Me}> {
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

/** What `svc auth status` prints: never the key itself, only its masked prefix. */
export interface AuthStatus {
  email: string
  name: string
  admin: boolean
  key: string
  key_type: string
  source: KeySource
  credentials_file?: string
  url: string
}

export function authStatus(me: Me, key: string, source: KeySource, url: string, credentialsFile?: string): AuthStatus {
  const type = me.key?.type && me.key.type !== 'service' ? me.key.type : keyType(key)
  return {
    admin: Boolean(me.user.admin),
    email: me.user.email,
    key: maskKey(key),
    key_type: type,
    name: me.user.name,
    source,
    ...(source === 'file' ? {credentials_file: credentialsFile} : {}),
    url,
  }
}
