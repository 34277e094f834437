import {chmod, mkdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises'
import {homedir} from 'node:os'
import {join} from 'node:path'

import {authError, SvcError} from './errors.js'
import {isServiceKey} from './api-key.js'

/** Where `svc auth login` stores the key: `~/.svc/credentials` (JSON, mode 0600, in a 0700 directory). */
export function credentialsDir(): string {
  return join(homedir(), '.svc')
}

export function credentialsPath(): string {
  return join(credentialsDir(), 'credentials')
}

export interface StoredCredentials {
  api_key: string
  /** The service address the key was checked against, informational. */
  url?: string
  saved_at?: string
}

/**
 * Reads the stored key, or undefined when there is none. Warns (through `warn`) when the file
 * is readable by group or others, like ssh does for private keys.
 */
export async function readStoredCredentials(warn: (message: string) => void): Promise<StoredCredentials | undefined> {
  const file = credentialsPath()
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new SvcError(`Cannot read ${file}: ${(error as Error).message}`, {code: 'E_CREDENTIALS'})
  }

  if (process.platform !== 'win32') {
    const info = await stat(file)
    if ((info.mode & 0o077) !== 0) {
      warn(`${file} is readable by other users (mode ${(info.mode & 0o777).toString(8)}); run: chmod 600 ${file}`)
    }
  }

  const trimmed = text.trim()
  if (!trimmed) return undefined
  try {
    const parsed = JSON.parse(trimmed) as Partial<StoredCredentials>
    if (typeof parsed.api_key === 'string' && parsed.api_key) return parsed as StoredCredentials
  } catch {
    // A bare key on one line is accepted too, so that `echo KEY > ~/.svc/credentials` works.
    if (!/\s/.test(trimmed)) return {api_key: trimmed}
  }

  throw authError(`${file} is not a valid credentials file.`, ['Run `svc auth login` to store a key again.'])
}

/** Stores the key atomically with mode 0600 in a 0700 directory. Service keys are refused. */
export async function saveCredentials(credentials: StoredCredentials): Promise<string> {
  if (isServiceKey(credentials.api_key)) {
    throw authError('Service keys (<prefix>_svc_*) cannot be stored.', [
      'Use a user key (<prefix>_live_* or <prefix>_test_*) from the web UI.',
    ])
  }

  const dir = credentialsDir()
  await mkdir(dir, {mode: 0o700, recursive: true})
  await chmod(dir, 0o700)
  const file = credentialsPath()
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify({...credentials, saved_at: new Date().toISOString()}, null, 2) + '\n', {
    mode: 0o600,
  })
  await chmod(temp, 0o600)
  await rename(temp, file)
  return file
}

/** Removes the stored key. Returns whether there was one. */
export async function deleteCredentials(): Promise<boolean> {
  try {
    await stat(credentialsPath())
  } catch {
    return false
  }

  await rm(credentialsPath(), {force: true})
  return true
}
