import tty from 'node:tty'

/** Whether standard input is a terminal: the spec's test for the `--on-ambiguous` default and for prompts. */
export function stdinIsTTY(): boolean {
  return Boolean(process.stdin.isTTY)
}

/**
 * The same answer as stdinIsTTY() (Node makes process.stdin a tty.ReadStream exactly when file
 * descriptor 0 is a terminal), without creating process.stdin: the `init` hook asks on every start,
 * and process.stdin for /dev/null or a file loads fs streams, fs/promises and readline (~2 ms of
 * CPU, README "Start-up levers"). Asked through the node:tty module object at call time, so that
 * in-process tests can answer for it (test/helpers/oclif.ts).
 */
export function fd0IsTTY(): boolean {
  return tty.isatty(0)
}

/** Whether a person can answer a prompt: stdin must be a terminal (prompts themselves render on stderr). */
export function canPrompt(): boolean {
  return stdinIsTTY() && process.env.SVC_NO_INPUT !== '1'
}

/** Whether colour may be used on a stream: honours NO_COLOR, FORCE_COLOR, TERM=dumb and non-TTY output. */
export function colorEnabled(stream: NodeJS.WriteStream = process.stdout): boolean {
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true
  if (process.env.TERM === 'dumb') return false
  return Boolean(stream.isTTY)
}
