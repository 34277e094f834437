import {Args, Flags} from '@oclif/core'

import {SvcCommand} from '../../lib/base-command.js'
import {notWhatWasAsked} from '../../lib/http.js'
import {jsonText} from '../../lib/output.js'
import {terminalSafe} from '../../lib/terminal-text.js'

export default class ReportsGet extends SvcCommand<typeof ReportsGet> {
  static args = {run_id: Args.string({description: 'The run_id printed by `svc validate`.', required: true})}
  static summary = 'Fetch the report of a validation run.'
  static description = `GET /api/v1/reports/<run_id>?format=json|markdown. The report exists once the run is complete or failed; it is the same on every call.
JSON has status (complete or failed), global_verdict, verdicts (global, thematics with N1 requirements, n2 rules, each with reason and evidence), documents and hitl answers.
Exits 1 when the run is unknown, not visible to your key, or not finished yet (paused or running), and when the answer is not a report (e.g. an HTML page from a proxy). JSON is indented on a terminal and on one line when piped (the same values, DEL and C1 characters as \\u escapes); Markdown without control characters.`
  static examples = [
    '<%= config.bin %> reports get 7c9e6679-7425-40de-944b-e07fc1f90ae7',
    '<%= config.bin %> reports get 7c9e6679-7425-40de-944b-e07fc1f90ae7 --format markdown > report.md',
  ]
  static flags = {
    format: Flags.option({char: 'f', default: 'json' as const, description: 'Report format.', options: ['json', 'markdown'] as const})(),
  }

  async run(): Promise<void> {
    const api = await this.api()
    const path = `/api/v1/reports/${encodeURIComponent(this.args.run_id)}`
    const {body, contentType} = await api.textResponse('GET', path, {searchParams: {format: this.flags.format}})
    const text = reportText(body, contentType, this.flags.format, path, {pretty: Boolean(process.stdout.isTTY)})
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
  }
}

/**
 * What `reports get` prints, or a one-line error (exit 1) when the answer is not a report: an HTML
 * page (a proxy's sign-in page, a web server at SVC_URL) or, for JSON, a body that is not a JSON
 * object. JSON is indented for a person (`pretty`: stdout is a terminal) and on one line for a
 * program (a pipe, a file), with DEL and C1 characters as \u escapes (same values); Markdown is
 * text for a terminal, so its control characters and escape sequences are removed.
 */
export function reportText(body: string, contentType: string, format: 'json' | 'markdown', path: string, options: {pretty?: boolean} = {}): string {
  const type = contentType.split(';')[0].trim().toLowerCase()
  const html = type === 'text/html' || type === 'application/xhtml+xml' || (!type && /^\s*<(!doctype html|html)/i.test(body))
  if (html) throw notWhatWasAsked(type || 'text/html', 'a report', 'GET', path)
  if (format === 'markdown') return terminalSafe(body)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    parsed = undefined
  }

  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw notWhatWasAsked(contentType, 'a JSON report', 'GET', path)
  // Re-serialised from the parsed value (keys in the service's order): jsonText writes DEL and C1
  // characters (legal inside strings) as \u escapes, the same values and nothing a terminal obeys.
  return options.pretty ? jsonText(parsed, 2) : jsonText(parsed)
}
