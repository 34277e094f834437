/**
 * Resume tokens and resume files (`--on-ambiguous fail-with-token | resume-file`, `svc resume`):
 * what a paused run or chat needs to continue later, in another process or another CI job.
 *
 * Format 1 (docs/protocol.md, "Resume tokens"): `svc1.` + base64url (no padding) of the UTF-8
 * JSON of a {@link ResumeState}. A resume file holds the same JSON, indented. Nothing secret is
 * inside: the API key comes from the environment (or ~/.svc/credentials) when resuming, and is
 * only ever sent to the configured service (see {@link assertSameService}).
 *
 * Compatibility: every later svc reads `svc1.` tokens and version-1 files; a newer format gets a
 * new prefix (`svc2.`), which an older svc refuses in one line asking for an upgrade.
 */
import {readFile, rename, rm, stat, writeFile} from 'node:fs/promises'
import {basename, dirname, join, resolve} from 'node:path'

import {failure, usageError} from '../errors.js'
import type {ChatPrompt} from '../hitl.js'

export const TOKEN_VERSION = 1
export const TOKEN_PREFIX = `svc${TOKEN_VERSION}.`

/** What a paused validation run needs to continue (Mode A or B re-call with its run_id). */
export interface ValidateResumeState {
  v: 1
  kind: 'validate'
  /** {base_url} of the service that holds the run. */
  url: string
  run_id: string
  dossier_id: string
  level: '1' | '2' | 'both'
  language?: 'en' | 'fr'
  as_of?: string
  correlation_id?: string
  /** The pending form (the chat_prompt payload). */
  prompt: ChatPrompt
  created_at: string
}

/** What a paused chat needs to continue (POST /api/agent-resume with its correlation_id). */
export interface ChatResumeState {
  v: 1
  kind: 'chat'
  url: string
  correlation_id: string
  prompt: ChatPrompt
  /** The question that paused, so that the answer can be told apart in logs and --json lines. */
  query?: string
  space_id?: string
  language?: 'en' | 'fr'
  conversation_id?: string
  created_at: string
}

export type ResumeState = ChatResumeState | ValidateResumeState

/** The state as a token: `svc1.<base64url JSON>`, one shell word, no secret. */
export function encodeToken(state: ResumeState): string {
  return TOKEN_PREFIX + Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')
}

const TOKEN_SHAPE = /^svc(\d+)\.([A-Za-z0-9_-]*)$/

/** Whether an argument looks like a token (of any version) rather than a path. */
export function looksLikeToken(text: string): boolean {
  return TOKEN_SHAPE.test(text.trim())
}

/** Reads a token; a damaged or unknown-version token is a usage error (exit 2) saying which. */
export function decodeToken(token: string): ResumeState {
  const match = TOKEN_SHAPE.exec(token.trim())
  if (!match) throw usageError('This is not a resume token: it should start with "svc1." followed by letters, digits, "-" and "_".', ['Pass the last line printed by --on-ambiguous fail-with-token, or the path of a resume file.'])
  if (Number(match[1]) !== TOKEN_VERSION) {
    throw usageError(`This resume token has format svc${match[1]}, which this svc (${TOKEN_PREFIX.slice(0, -1)}) does not read.`, [
      Number(match[1]) > TOKEN_VERSION ? 'Upgrade svc to resume it.' : 'Resume it with the svc that made it.',
    ])
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(match[2], 'base64url').toString('utf8'))
  } catch {
    throw usageError('The resume token is damaged (its content is not readable); was it cut or changed when copied?', ['Copy the whole last line printed by --on-ambiguous fail-with-token.'])
  }

  return checkState(parsed, 'resume token')
}

/** Checks a decoded token or file: version 1, a known kind, and the fields that kind needs. */
export function checkState(value: unknown, what: string): ResumeState {
  const damaged = (why: string) => usageError(`The ${what} is not usable: ${why}.`, ['Make a new one by running the command again with --on-ambiguous fail-with-token or resume-file.'])
  if (!isObject(value)) throw damaged('it is not a JSON object')
  if (value.v !== TOKEN_VERSION) {
    const newer = typeof value.v === 'number' && value.v > TOKEN_VERSION
    throw usageError(`The ${what} has format version ${JSON.stringify(value.v)}, which this svc (version ${TOKEN_VERSION}) does not read.`, [newer ? 'Upgrade svc to resume it.' : 'Make a new one with this svc.'])
  }

  const text = (key: string, required = true) => {
    const field = value[key]
    if (field === undefined && !required) return
    if (typeof field !== 'string' || field === '') throw damaged(`"${key}" is missing`)
  }

  text('url')
  if (!isObject(value.prompt)) throw damaged('"prompt" is missing')
  if (value.kind === 'validate') {
    text('run_id')
    text('dossier_id')
    if (!['1', '2', 'both'].includes(value.level as string)) throw damaged('"level" is not 1, 2 or both')
  } else if (value.kind === 'chat') {
    text('correlation_id')
  } else {
    throw damaged(`"kind" is ${JSON.stringify(value.kind)}, not validate or chat`)
  }

  for (const key of ['language', 'as_of', 'correlation_id', 'query', 'space_id', 'conversation_id']) {
    if (value[key] !== undefined && value[key] !== null && typeof value[key] !== 'string') throw damaged(`"${key}" is not a string`)
  }

  return value as unknown as ResumeState
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The most a resume file may weigh: a form with every option is a few kilobytes. */
const MAX_FILE_BYTES = 1024 * 1024

/**
 * `svc resume <token|file>`: a token (`svcN.`...) or the path of a resume file (its JSON, or a
 * token saved in a file). Returns the state and where it came from.
 */
export async function readResumeArgument(argument: string, cwd = process.cwd()): Promise<{state: ResumeState; file?: string}> {
  const trimmed = argument.trim()
  if (looksLikeToken(trimmed)) return {state: decodeToken(trimmed)}
  const path = resolve(cwd, trimmed)
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw usageError(`${path} is not a file.`, ['Pass a resume token (svc1....) or the path of a resume file.'])
    if (info.size > MAX_FILE_BYTES) throw usageError(`${path} is too large to be a resume file (${info.size} bytes).`)
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as {code?: string}).code === 'ENOENT') {
      throw usageError(`"${trimmed.length > 60 ? `${trimmed.slice(0, 57)}...` : trimmed}" is neither a resume token nor an existing file.`, [
        'Pass the token printed by --on-ambiguous fail-with-token (it starts with "svc1."), or the path printed by --on-ambiguous resume-file.',
      ])
    }

    if ((error as {code?: string}).code === 'EACCES') throw usageError(`${path} is not readable.`)
    throw error
  }

  const content = text.trim()
  if (looksLikeToken(content)) return {file: path, state: decodeToken(content)}
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch {
    throw usageError(`${path} is not a resume file (not JSON).`, ['Pass the path printed by --on-ambiguous resume-file.'])
  }

  return {file: path, state: checkState(parsed, `resume file ${path}`)}
}

/** `./svc-resume-<id>.json`: the run_id for validate, the correlation_id for chat. */
export function defaultResumeFile(state: ResumeState, cwd = process.cwd()): string {
  const id = state.kind === 'validate' ? state.run_id : state.correlation_id
  return join(cwd, `svc-resume-${id.replaceAll(/[^\w.-]/g, '_')}.json`)
}

/**
 * Writes the state as indented JSON with mode 0600 (a resume file says what a dossier holds), to
 * a temporary file renamed into place: a reader never sees half a file, and a file or symlink
 * already at the path is replaced, never written through. Returns the absolute path.
 */
export async function writeResumeFile(state: ResumeState, path: string): Promise<string> {
  const target = resolve(path)
  // node:crypto on use only: an ES module import of it, in every `svc validate`, costs ~4 ms.
  const {randomBytes} = await import('node:crypto')
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, {flag: 'wx', mode: 0o600})
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, {force: true}).catch(() => {})
    const code = (error as {code?: string}).code
    throw failure(`Cannot write the resume file ${target}${code ? ` (${code})` : ''}.`, ['Choose a writable path with --resume-file PATH.'], 'E_RESUME_FILE')
  }

  return target
}

/** The service a state belongs to must be the configured one: the key is never sent elsewhere. */
export function assertSameService(state: ResumeState, baseUrl: string): void {
  if (sameOrigin(state.url, baseUrl)) return
  throw usageError(`This resume state belongs to the service at ${state.url}, but svc is configured for ${baseUrl}; the API key is only sent to the configured service.`, [
    `Set SVC_URL=${state.url} (and its key) to resume it.`,
  ])
}

function sameOrigin(a: string, b: string): boolean {
  try {
    const left = new URL(a)
    const right = new URL(b)
    return left.origin === right.origin && left.pathname.replace(/\/+$/, '') === right.pathname.replace(/\/+$/, '')
  } catch {
    return false
  }
}
