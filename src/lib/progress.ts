import {humanSize} from './output.js'
import {terminalSafe} from './terminal-text.js'

/**
 * A one-line progress bar redrawn in place on a terminal stream (stderr). It is meant for TTYs
 * only: callers check `stream.isTTY` (and --silent) before creating one, so that logs and pipes
 * never get carriage returns. Redraws are throttled to keep the terminal responsive.
 */
export class ProgressBar {
  private lastDraw = 0
  private lastLine = ''
  private finished = false

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly label = 'Uploading',
    private readonly minIntervalMs = 80,
  ) {}

  /** Redraws the bar; `force` skips the throttle (first and last frames). */
  update(state: {done: number; total: number; bytes: number; bytesTotal: number}, force = false): void {
    this.draw(renderBar(this.label, state, this.stream.columns || 80), force)
  }

  /** Replaces the line with `line` (any text fitted to the terminal: a count bar, a status message). */
  draw(line: string, force = false): void {
    if (this.finished) return
    const now = Date.now()
    if (!force && now - this.lastDraw < this.minIntervalMs) return
    this.lastDraw = now
    const width = this.stream.columns || 80
    // A status line may be the service's words (validate's "Waiting for 2 documents..."): never raw.
    line = terminalSafe(line)
    const fitted = line.length >= width ? `${line.slice(0, Math.max(1, width - 2))}…` : line
    if (fitted === this.lastLine) return
    this.lastLine = fitted
    this.stream.write(`\r${fitted}\u001B[K`)
  }

  /** Erases the line but keeps the bar usable (a status line between other output). */
  clear(): void {
    if (this.finished || !this.lastLine) return
    this.lastLine = ''
    this.stream.write('\r\u001B[K')
  }

  /** Erases the bar, so that what follows starts on a clean line. */
  done(): void {
    if (this.finished) return
    this.finished = true
    if (this.lastLine) this.stream.write('\r\u001B[K')
  }
}

/** `Uploading [#######.............] 3/10 files  1.2 MB/4.5 MB  27%` fitted to `width` columns. */
export function renderBar(label: string, state: {done: number; total: number; bytes: number; bytesTotal: number}, width: number): string {
  const ratio = state.bytesTotal > 0 ? Math.min(1, state.bytes / state.bytesTotal) : state.total > 0 ? state.done / state.total : 1
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4)
  const counts = `${state.done}/${state.total} files  ${humanSize(state.bytes)}/${humanSize(state.bytesTotal)}`
  const fixed = `${label} [] ${counts} ${percent}`
  const barWidth = Math.max(10, Math.min(40, width - fixed.length - 1))
  const filled = Math.round(ratio * barWidth)
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${counts} ${percent}`
}

/** `Processing [#####...............] 3/10 documents  1 failed` fitted to `width` columns. */
export function renderCountBar(label: string, state: {done: number; total: number; failed?: number}, width: number): string {
  const ratio = state.total > 0 ? Math.min(1, state.done / state.total) : 1
  const counts = `${state.done}/${state.total} documents${state.failed ? `  ${state.failed} failed` : ''}`
  const barWidth = Math.max(10, Math.min(40, width - `${label} [] ${counts}`.length - 1))
  const filled = Math.round(ratio * barWidth)
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${counts}`
}

/** Braille frames: one cell wide, in every terminal font that has them. */
const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

/**
 * The activity indicator of a wait (validate's events, chat's answer): after `delayMs` without
 * output, a spinner and a label on stderr, redrawn in place; erased as soon as anything else is
 * written. Only for a person at a terminal: create one when {@link spinnerWanted} says so (never
 * with --json, never when stdout or stderr is piped). Its timer never keeps the process alive.
 *
 * - `start()` / `stop()`: the wait begins / ends (stop erases it);
 * - `touch()`: output is about to be written: erase it, and count the silence from now;
 * - `suspend()` / `resume()`: something else owns the line for a while (a prompt, a status line).
 * `atLineStart` says whether the cursor is at the start of a line (chat's answer may stop
 * mid-line; the spinner then waits, as `\r` would overwrite the text).
 */
export class Spinner {
  private timer?: NodeJS.Timeout
  private lastOutput = 0
  private frame = 0
  private shown = false
  private running = false
  private suspended = 0

  constructor(
    private readonly label: () => string,
    private readonly options: {stream?: NodeJS.WriteStream; delayMs?: number; intervalMs?: number; atLineStart?: () => boolean} = {},
  ) {}

  start(): void {
    this.running = true
    this.lastOutput = Date.now()
    this.timer ??= setInterval(() => this.tick(), this.options.intervalMs ?? 100).unref()
  }

  stop(): void {
    this.running = false
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    this.erase()
  }

  touch(): void {
    this.lastOutput = Date.now()
    this.erase()
  }

  suspend(): void {
    this.suspended++
    this.erase()
  }

  resume(): void {
    this.suspended = Math.max(0, this.suspended - 1)
    this.lastOutput = Date.now()
  }

  private get stream(): NodeJS.WriteStream {
    return this.options.stream ?? process.stderr
  }

  private tick(): void {
    if (!this.running || this.suspended > 0 || Date.now() - this.lastOutput < (this.options.delayMs ?? 300)) return
    if (this.options.atLineStart && !this.options.atLineStart()) return
    this.stream.write(`\r${SPINNER_FRAMES[this.frame++ % SPINNER_FRAMES.length]} ${this.label()}…\u001B[K`)
    this.shown = true
  }

  private erase(): void {
    if (!this.shown) return
    this.shown = false
    this.stream.write('\r\u001B[K')
  }
}

/** Whether a wait may show a {@link Spinner}: a person at a terminal (stdout and stderr), not --json, not TERM=dumb. */
export function spinnerWanted(json: boolean): boolean {
  return !json && Boolean(process.stdout.isTTY) && Boolean(process.stderr.isTTY) && process.env.TERM !== 'dumb'
}
