import {writeFile} from 'node:fs/promises'

import {Args, Flags, SvcCommand, failure, silentFlag} from '@svc/cli'

import {failsThreshold, reportToJunit, type Report} from '../../junit.js'

export default class ReportJunit extends SvcCommand<typeof ReportJunit> {
  static summary = 'Write a validation report as JUnit XML for CI systems.'
  static description = `Fetches the report of a finished validation run (GET /api/v1/reports/<run_id>?format=json) and writes it as JUnit XML: one test suite per N1 thematic and one for the N2 rules, one test case per requirement or rule.
Mapping: fail becomes a <failure>, warning a passing case with the property verdict=warning, not_applicable a <skipped> case; a run that failed adds an <error>.
Exits 0 whatever the verdicts unless --fail-on-verdict is given. A run that is not finished yet is an error (HTTP 409).`
  static examples = [
    '<%= config.bin %> report junit 7d1c9e52-4b1a-4f7e-9a53-0c2d8e6f1a2b -o reports/svc-junit.xml',
    '<%= config.bin %> report junit 7d1c9e52-4b1a-4f7e-9a53-0c2d8e6f1a2b --fail-on-verdict fail > svc-junit.xml',
  ]
  static args = {
    run_id: Args.string({description: 'The validation run (the run_id printed by svc validate).', required: true}),
  }
  static flags = {
    'fail-on-verdict': Flags.option({
      description: 'Exit 1 after writing the XML when a verdict is at least this bad (fail, or warning and fail), or the run failed.',
      options: ['fail', 'warning'] as const,
    })(),
    output: Flags.string({char: 'o', description: 'Write the XML to this file instead of standard output.', helpValue: '<file>'}),
    silent: silentFlag,
  }

  async run(): Promise<void> {
    const {run_id: runId} = this.args
    const api = await this.api()
    const report = await api.get<Report>(`/api/v1/reports/${encodeURIComponent(runId)}`, {searchParams: {format: 'json'}})
    if (!report || typeof report !== 'object' || typeof report.run_id !== 'string') {
      throw failure(`The service returned something that is not a validation report for run ${runId}.`)
    }

    const {counts, xml} = reportToJunit(report)
    if (this.flags.output) {
      await writeFile(this.flags.output, xml)
      this.progress(`Wrote ${counts.tests} test cases (${counts.failures} failed, ${counts.warnings} warnings, ${counts.skipped} skipped) to ${this.flags.output}.`)
    } else {
      process.stdout.write(xml)
    }

    const threshold = this.flags['fail-on-verdict']
    if (threshold && failsThreshold(report, counts, threshold)) {
      const verdict = report.status === 'failed' ? 'run failed' : `global verdict ${report.global_verdict ?? report.verdicts?.global ?? 'unknown'}`
      throw failure(`Run ${runId}: ${verdict}, ${counts.failures} failed, ${counts.warnings} warnings (--fail-on-verdict ${threshold}).`)
    }
  }
}
