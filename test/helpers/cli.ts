/**
 * Runs the built CLI (bin/run.js) as a child process with a temp HOME, for end-to-end tests.
 */
import {spawn} from 'node:child_process'
import {mkdtemp} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {ROOT} from './service.js'

export const CLI_BIN = join(ROOT, 'bin', 'run.js')

export interface CliResult {
  code: null | number
  stdout: string
  stderr: string
}

export async function tempHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'svc-home-'))
}

/** The environment for a CLI run: no inherited SVC_* or DEBUG, a temp HOME, colour off, an English locale. */
export function cliEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    // The locale chooses the CLI's own language (lib/i18n): English unless a test says otherwise.
    if (!key.startsWith('SVC_') && key !== 'DEBUG' && !key.startsWith('npm_') && !['LANG', 'LC_ALL', 'LC_MESSAGES'].includes(key)) env[key] = value
  }

  return {...env, HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1', SVC_RETRY_BASE_MS: '10', XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local', 'share'), XDG_CACHE_HOME: join(home, '.cache'), ...extra}
}

/** Runs `svc <args>`; stdin is a pipe (not a TTY), fed with `input` and then closed. */
export async function runCli(args: string[], options: {env?: NodeJS.ProcessEnv; home?: string; input?: string; timeoutMs?: number} = {}): Promise<CliResult> {
  const home = options.home ?? (await tempHome())
  const child = spawn(process.execPath, [CLI_BIN, ...args], {env: cliEnv(home, options.env), stdio: ['pipe', 'pipe', 'pipe']})
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => {
    stdout += d
  })
  child.stderr.on('data', (d) => {
    stderr += d
  })
  child.stdin.end(options.input ?? '')
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const code = await new Promise<null | number>((resolve) => child.once('close', (c) => resolve(c)))
  clearTimeout(timer)
  return {code, stderr, stdout}
}
