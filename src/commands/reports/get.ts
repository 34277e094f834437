import {Args, Flags} from '@oclif/core'

import {SvcCommand} from '../../lib/base-command.js'

export default class ReportsGet extends SvcCommand<typeof ReportsGet> {
  static args = {run_id: Args.string({description: 'The run_id printed by `svc validate`.', required: true})}
  static summary = 'Fetch the report of a validation run.'
  static description = `GET /api/v1/reports/<run_id>?format=json|markdown. The report exists once the run is complete or failed; it is the same on every call.
JSON has status (complete or failed), global_verdict, verdicts (global, thematics with N1 requirements, n2 rules, each with reason and evidence), documents and hitl answers.
Exits 1 when the run is unknown, not visible to your key, or not finished yet (paused or running).`
  static examples = [
    '<%= config.bin %> reports get 7c9e6679-7425-40de-944b-e07fc1f90ae7',
    '<%= config.bin %> reports get 7c9e6679-7425-40de-944b-e07fc1f90ae7 --format markdown > report.md',
  ]
  static flags = {
    format: Flags.option({char: 'f', default: 'json' as const, description: 'Report format.', options: ['json', 'markdown'] as const})(),
  }

  async run(): Promise<void> {
    // As text: the service's bytes are printed unchanged (the same on every call).
    const api = await this.api()
    const text = await api.text('GET', `/api/v1/reports/${encodeURIComponent(this.args.run_id)}`, {searchParams: {format: this.flags.format}})
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
  }
}
