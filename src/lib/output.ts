import {terminalSafe} from './terminal-text.js'
import {colorEnabled} from './tty.js'

/** Output formats shared by the data commands (`-f/--format`). */
export const FORMATS = ['json', 'table', 'markdown'] as const
export type Format = (typeof FORMATS)[number]

export interface Column<Row> {
  /** Header text. */
  header: string
  /** Value of the cell, as text. */
  get: (row: Row) => string
  /** Right-align (numbers). */
  alignRight?: boolean
  /**
   * How much the column is worth keeping whole when a terminal is too narrow (default 1): the
   * lowest are cut first (a MIME type before a UUID, a UUID before a file name).
   */
  keep?: number
}

/**
 * JSON output: stable, two-space indented, one trailing newline added by the caller's log. The
 * values stay exact: JSON.stringify escapes C0 control characters itself, and DEL and C1 ones
 * (which it leaves raw, and which some terminals obey) are written as \u escapes too, so the
 * output parses to the same values and never drives a terminal.
 */
export function renderJson(value: unknown): string {
  return jsonText(value, 2)
}

/** JSON.stringify (one line without `indent`) with DEL and C1 characters written as \u escapes: see {@link renderJson}. */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replaceAll(/[\u007F-\u009F]/g, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`)
}

/** `1536` -> `1.5 KB`. Decimal units, like most file managers. */
export function humanSize(bytes: null | number | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return ''
  if (bytes < 1000) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = -1
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }

  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`
}

export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * A plain-text table. On a terminal it fits the terminal's width: when the rows are wider, the
 * least useful columns are cut first (see {@link Column.keep}; among equals, the widest), with an
 * ellipsis. Without a width (stdout is not a terminal: a pipe, a file) nothing is ever cut, so
 * that ids and names reach the next program whole. No colour codes when stdout is not a TTY.
 * Cells come from the service: control characters and escape sequences are removed (terminal-text.ts).
 */
export function renderTable<Row>(rows: Row[], columns: Column<Row>[], width: number | undefined = tableWidth()): string {
  const cells = rows.map((row) => columns.map((column) => terminalSafe(column.get(row)).replaceAll(/\s+/g, ' ')))
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((r) => r[i].length)))
  const gap = 2
  const total = () => widths.reduce((a, b) => a + b, 0) + gap * (widths.length - 1)
  // Cut the least useful column first, down to 8 characters, then the next; on a terminal still
  // too narrow for that, keep going down to 3 ("ab…") so that the table always fits when it can.
  const keep = (i: number) => columns[i].keep ?? 1
  for (const floor of [8, 3]) {
    while (width !== undefined && total() > width) {
      let cut = -1
      for (const [i, w] of widths.entries()) {
        if (w <= floor) continue
        if (cut === -1 || keep(i) < keep(cut) || (keep(i) === keep(cut) && w > widths[cut])) cut = i
      }

      if (cut === -1) break
      widths[cut]--
    }
  }

  const fit = (text: string, i: number) => {
    const w = widths[i]
    const clipped = text.length > w ? `${text.slice(0, Math.max(0, w - 1))}…` : text
    return columns[i].alignRight ? clipped.padStart(w) : clipped.padEnd(w)
  }

  const header = columns.map((c, i) => fit(c.header, i)).join(' '.repeat(gap)).trimEnd()
  const lines = [bold(header), ...cells.map((r) => r.map((text, i) => fit(text, i)).join(' '.repeat(gap)).trimEnd())]
  return lines.join('\n')
}

/** A GitHub-flavoured Markdown table. */
export function renderMarkdown<Row>(rows: Row[], columns: Column<Row>[]): string {
  const esc = (text: string) => terminalSafe(text).replaceAll('|', '\\|').replaceAll(/\r?\n/g, ' ')
  const head = `| ${columns.map((c) => esc(c.header)).join(' | ')} |`
  const rule = `| ${columns.map((c) => (c.alignRight ? '---:' : '---')).join(' | ')} |`
  const body = rows.map((row) => `| ${columns.map((c) => esc(c.get(row))).join(' | ')} |`)
  return [head, rule, ...body].join('\n')
}

/** Renders one object as a two-column field/value list (table or markdown). */
export function renderRecord(record: Record<string, unknown>, format: Exclude<Format, 'json'>): string {
  const rows = Object.entries(record).map(([field, value]) => ({field, value: cell(value)}))
  const columns: Column<{field: string; value: string}>[] = [
    {get: (r) => r.field, header: 'Field', keep: 5},
    {get: (r) => r.value, header: 'Value'},
  ]
  return format === 'markdown' ? renderMarkdown(rows, columns) : renderTable(rows, columns)
}

/** Renders rows in the chosen format. JSON gets the raw rows, not the column projection. */
export function renderRows<Row>(rows: Row[], columns: Column<Row>[], format: Format): string {
  if (format === 'json') return renderJson(rows)
  if (format === 'markdown') return renderMarkdown(rows, columns)
  return renderTable(rows, columns)
}

export function terminalWidth(): number {
  const fromEnv = Number(process.env.COLUMNS)
  if (Number.isInteger(fromEnv) && fromEnv > 20) return fromEnv
  return process.stdout.isTTY ? process.stdout.columns || 100 : 160
}

/**
 * The width tables are fitted to: the terminal's (COLUMNS overrides it) when stdout is a terminal;
 * none otherwise, since a pipe or a file has no width and a cut value (a UUID, a name) is lost.
 */
export function tableWidth(): number | undefined {
  return process.stdout.isTTY ? terminalWidth() : undefined
}

/** The ANSI styles svc uses: [open, close] SGR codes. */
const STYLES = {bold: [1, 22], cyan: [36, 39], dim: [2, 22], green: [32, 39], red: [31, 39], yellow: [33, 39]} as const

export type Style = keyof typeof STYLES

/** `text` in a style, unconditionally (for renderers whose caller has decided on colour). */
export function paint(style: Style, text: string): string {
  const [open, close] = STYLES[style]
  return `\u001B[${open}m${text}\u001B[${close}m`
}

const wrap = (style: Style) => (text: string, stream: NodeJS.WriteStream = process.stdout) => (colorEnabled(stream) ? paint(style, text) : text)

export const bold = wrap('bold')
export const dim = wrap('dim')
export const red = wrap('red')
export const green = wrap('green')
export const yellow = wrap('yellow')
export const cyan = wrap('cyan')

/**
 * How svc prints an error on stderr: one `Error: <message>` line, then each hint indented. Used
 * by the command base and by hooks that refuse before a command runs, so both look the same.
 * Messages often quote the service (a problem's detail, a file name): never raw on a terminal.
 */
export function errorText(error: {message: string; suggestions: string[]}): string {
  return [`${red('Error:', process.stderr)} ${terminalSafe(error.message)}`, ...error.suggestions.map((s) => `  ${terminalSafe(s)}`)].join('\n')
}
