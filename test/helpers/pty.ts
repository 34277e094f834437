/**
 * Runs the built CLI in a real pseudo-terminal (@lydell/node-pty), for prompts, pickers, forms
 * and confirmations. `expect(text)` waits for text on the screen; `write` types keys.
 */
import {join} from 'node:path'

import {CLI_BIN, cliEnv} from './cli.js'

export const KEYS = {ctrlC: '\u0003', down: '\u001B[B', enter: '\r', up: '\u001B[A'}

export interface PtySession {
  output(): string
  expect(text: RegExp | string, timeoutMs?: number): Promise<void>
  write(data: string): void
  exit(): Promise<number>
}

/** Strips ANSI escape sequences so that screen text can be matched. */
export function stripAnsi(text: string): string {
  return text.replaceAll(/\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007]*\u0007|\u001B[()][A-Z0-9]|\u001B[=>78]/g, '')
}

export async function spawnPty(args: string[], options: {env?: NodeJS.ProcessEnv; home: string; cwd?: string}): Promise<PtySession> {
  const pty = await import('@lydell/node-pty')
  const env = cliEnv(options.home, options.env)
  delete env.NO_COLOR
  const proc = pty.spawn(process.execPath, [CLI_BIN, ...args], {
    cols: 120,
    cwd: options.cwd ?? join(CLI_BIN, '..', '..'),
    env: env as Record<string, string>,
    name: 'xterm-256color',
    rows: 40,
  })
  let buffer = ''
  const waiters: (() => void)[] = []
  proc.onData((data) => {
    buffer += data
    for (const w of waiters.splice(0)) w()
  })
  const exited = new Promise<number>((resolve) => {
    proc.onExit(({exitCode}) => {
      for (const w of waiters.splice(0)) w()
      resolve(exitCode)
    })
  })
  return {
    async exit() {
      return exited
    },
    async expect(text, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      const matches = () => (typeof text === 'string' ? stripAnsi(buffer).includes(text) : text.test(stripAnsi(buffer)))
      while (!matches()) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${text} on the screen:\n${stripAnsi(buffer)}`)
        await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), new Promise((r) => setTimeout(r, 200)), exited])
      }
    },
    output: () => stripAnsi(buffer),
    write: (data) => proc.write(data),
  }
}
