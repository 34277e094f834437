/** Whether standard input is a terminal: the spec's test for the `--on-ambiguous` default and for prompts. */
export function stdinIsTTY(): boolean {
  return Boolean(process.stdin.isTTY)
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
