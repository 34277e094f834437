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
