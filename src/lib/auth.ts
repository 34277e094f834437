import createDebug from 'debug'

import {isServiceKey, keyType, type KeyType} from './api-key.js'
import {authError} from './errors.js'
import {canPrompt} from './tty.js'

const debug = createDebug('svc:auth')

export type KeySource = 'env' | 'file' | 'prompt'

export interface ResolvedKey {
  key: string
  source: KeySource
  type: KeyType
}

export const SERVICE_KEY_MESSAGE = 'Service keys (<prefix>_svc_*) are not accepted by the svc CLI.'
export const SERVICE_KEY_HINT = 'Use a user key (<prefix>_live_* or <prefix>_test_*) provisioned through the web UI.'

/** Throws (exit 4) when the key is a service key. Called before any request is made. */
export function assertUserKey(key: string, source: KeySource): void {
  if (!isServiceKey(key)) return
  const where = source === 'env' ? ' (from SVC_API_KEY)' : source === 'file' ? ' (from ~/.svc/credentials)' : ''
  throw authError(`${SERVICE_KEY_MESSAGE.replace(/\.$/, '')}${where}.`, [SERVICE_KEY_HINT])
}

/** The key from the environment or the credential file, without prompting; undefined if neither has one. */
export async function findConfiguredKey(warn: (message: string) => void): Promise<ResolvedKey | undefined> {
  const fromEnv = process.env.SVC_API_KEY?.trim()
  if (fromEnv) {
    debug('key from SVC_API_KEY')
    return {key: fromEnv, source: 'env', type: keyType(fromEnv)}
  }

  // Loaded only here: with SVC_API_KEY (CI), no command reads the file or loads what reading it
  // needs (node:fs/promises, node:os), nor the prompts.
  const {readStoredCredentials} = await import('./credentials.js')
  const stored = await readStoredCredentials(warn)
  if (stored) {
    debug('key from credentials file')
    return {key: stored.api_key.trim(), source: 'file', type: keyType(stored.api_key.trim())}
  }

  return undefined
}

/**
 * Resolves the API key in the spec's order: SVC_API_KEY, then ~/.svc/credentials, then a
 * hidden interactive prompt (only when stdin is a TTY). Service keys are rejected (exit 4).
 * With no key and no TTY: exit 4 with a line naming SVC_API_KEY and `svc auth login`.
 */
export async function resolveApiKey(warn: (message: string) => void): Promise<ResolvedKey> {
  const configured = await findConfiguredKey(warn)
  if (configured) {
    assertUserKey(configured.key, configured.source)
    return configured
  }

  if (!canPrompt()) {
    throw authError('No API key: set SVC_API_KEY or run `svc auth login`.', [
      'Keys (<prefix>_live_* or <prefix>_test_*) are provisioned through the web UI.',
    ])
  }

  const {password} = await import('./prompts.js')
  const key = (await password('API key (input hidden):', 'Set SVC_API_KEY or run `svc auth login`.')).trim()
  if (!key) throw authError('No API key given: set SVC_API_KEY or run `svc auth login`.')
  assertUserKey(key, 'prompt')
  debug('key from prompt')
  return {key, source: 'prompt', type: keyType(key)}
}
