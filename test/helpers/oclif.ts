/**
 * Runs svc commands in-process with @oclif/test's `runCommand`, for unit tests with nock.
 *
 * How runCommand loads this CLI (checked with DEBUG=*): we pass `root` explicitly (its own guess
 * walks require.cache, which is unreliable under ESM), so oclif reads the root package.json and
 * oclif.manifest.json. runCommand sets NODE_ENV=test and mocha has tsx loaded, so oclif maps hooks
 * to src/, but commands listed in the manifest (with `isESM` and `relativePath`) are imported from
 * their `relativePath`, i.e. from dist/. So unit tests run the BUILT commands: build first
 * (`npm test` does; while developing, `SVC_BUILD_LENIENT=1 node scripts/build.mjs`). Tests that
 * import src/lib directly get the TypeScript modules (separate instances from dist/).
 *
 * Each run gets a clean environment: no inherited SVC_* or proxy variables, a temp HOME (so
 * ~/.svc/credentials is the test's own), `SVC_RETRY_BASE_MS=1` (fast retries), colour off, an
 * English locale (LANG=C.UTF-8, no LC_ALL / LC_MESSAGES), and a
 * chosen stdin TTY state (default: not a TTY, as in CI).
 *
 * `stdin` replaces process.stdin with a stream holding that text: piped input when not a TTY
 * (the stream ends), or keystrokes for @inquirer prompts when `stdinIsTTY` (e.g. 'y\r'); the
 * prompts read process.stdin at call time, so in-process prompts can be answered.
 */
import {runCommand} from '@oclif/test'
import {mkdtemp} from 'node:fs/promises'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {PassThrough} from 'node:stream'
import tty from 'node:tty'

import {ROOT} from './service.js'

export const BASE_URL = 'https://api.svc.test'
export const GATEWAY_URL = 'https://gw.svc.test'
export const LIVE_KEY = 'acme_live_UnitTestSecret0123456789'

export interface RunResult {
  stdout: string
  stderr: string
  error?: Error & {oclif?: {exit?: number}}
  /** The exit code the process would have: 0, or the error's oclif exit code. */
  code: number
}

export async function tempDir(prefix = 'svc-unit-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix))
}

const CLEARED = /^(SVC_|HTTPS?_PROXY$|NO_PROXY$|ALL_PROXY$|DEBUG$|FORCE_COLOR$|LANG$|LC_ALL$|LC_MESSAGES$)/i

/**
 * Runs `svc <args>`. `env` is applied on top of a clean environment (undefined removes a
 * variable); SVC_API_KEY defaults to a live key unless `env` says otherwise. Arguments are
 * given as an array; oclif/test joins and re-splits them, so quote values with spaces.
 */
export async function svc(
  args: string[],
  options: {env?: Record<string, string | undefined>; home?: string; stdin?: string; stdinIsTTY?: boolean; rawOutput?: boolean} = {},
): Promise<RunResult> {
  const saved = {...process.env}
  const savedStdin = Object.getOwnPropertyDescriptor(process, 'stdin')!
  let stopTyping = () => {}
  if (options.stdin !== undefined) {
    const fake = Object.assign(new PassThrough(), {isRaw: false, isTTY: options.stdinIsTTY ?? false, setRawMode: () => fake})
    if (options.stdinIsTTY) stopTyping = typeWhenPromptListens(fake, options.stdin)
    else fake.end(options.stdin)
    Object.defineProperty(process, 'stdin', {configurable: true, enumerable: true, get: () => fake})
  }

  const savedTTY = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY')
  const sigintBefore = new Set(process.listeners('SIGINT'))
  for (const key of Object.keys(process.env)) if (CLEARED.test(key)) delete process.env[key]
  const env: Record<string, string | undefined> = {
    HOME: options.home ?? (await tempDir('svc-home-')),
    // The locale chooses the CLI's own language (lib/i18n): English unless a test says otherwise.
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    SVC_API_KEY: LIVE_KEY,
    SVC_RETRY_BASE_MS: '1',
    SVC_URL: BASE_URL,
    ...options.env,
  }
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }

  Object.defineProperty(process.stdin, 'isTTY', {configurable: true, value: options.stdinIsTTY ?? false})
  // The init hook asks tty.isatty(0) (src/lib/tty.ts, fd0IsTTY) rather than process.stdin.
  const {isatty} = tty
  tty.isatty = (fd: number) => (fd === 0 ? (options.stdinIsTTY ?? false) : isatty(fd))
  try {
    // rawOutput: the output exactly as written (runCommand strips ANSI codes by default, which
    // would hide an escape sequence that svc failed to remove).
    const result = await runCommand(args, {root: ROOT}, {stripAnsi: !options.rawOutput})
    const error = result.error as RunResult['error']
    return {code: error ? (error.oclif?.exit ?? 1) : 0, error, stderr: result.stderr, stdout: result.stdout}
  } finally {
    tty.isatty = isatty
    stopTyping()
    // The base command adds a SIGINT handler per run; drop ours so they do not pile up.
    for (const listener of process.listeners('SIGINT')) if (!sigintBefore.has(listener)) process.removeListener('SIGINT', listener)
    if (savedTTY) Object.defineProperty(process.stdin, 'isTTY', savedTTY)
    else delete (process.stdin as {isTTY?: boolean}).isTTY
    Object.defineProperty(process, 'stdin', savedStdin)
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
}

/**
 * Keys sent before the prompt listens are lost (readline consumes them first), so wait until
 * @inquirer has added its own 'keypress' listener next to readline's before typing.
 */
function typeWhenPromptListens(stream: PassThrough, keys: string): () => void {
  const timer = setInterval(() => {
    if (stream.listenerCount('keypress') < 2) return
    clearInterval(timer)
    stream.write(keys)
  }, 10)
  return () => clearInterval(timer)
}

/** A minimal Document as the service returns it in a list. */
export function doc(id: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    created_at: '2026-04-25T10:00:00.000Z',
    doc_status: 'ready',
    doc_type: 'document',
    file_name: `doc-${id}.pdf`,
    folder_id: '0b6c2f3e-5d4a-4b1c-9e8f-7a6b5c4d3e2f',
    id,
    mime_type: 'application/pdf',
    num_pages: 2,
    size: 123_456,
    space_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    ...extra,
  }
}

export const SPACE = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'

/** An RFC 9457 problem body. */
export function problem(status: number, detail: string, code: string): Record<string, unknown> {
  return {code, detail, status, title: detail, type: `https://svc.example/problems/${code}`}
}

export const PROBLEM_HEADERS = {'content-type': 'application/problem+json'}

/** A local port nothing listens on (for real "connection refused" errors: nock's replyWithError never settles a got request). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  await new Promise((resolve) => server.close(resolve))
  return port
}
