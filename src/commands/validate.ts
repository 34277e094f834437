import {Args, Flags} from '@oclif/core'

import {parseUuid} from '../lib/args.js'
import {SvcCommand} from '../lib/base-command.js'
import {onAmbiguousFlag, resumeFileFlag} from '../lib/flags.js'
import {chooseLanguage} from '../lib/i18n/index.js'
import {resolveOnAmbiguous, resolvePolicyWithResumeFile, VALIDATE_MODES} from '../lib/hitl.js'
import {spinnerWanted} from '../lib/progress.js'
import {colorEnabled} from '../lib/tty.js'
import {parseAsOf, runValidation, type ValidatePolicy} from '../lib/validate-run.js'

export default class Validate extends SvcCommand<typeof Validate> {
  static args = {dossier_id: Args.string({description: 'UUID of the space that holds the dossier.', parse: parseUuid('dossier_id'), required: true})}
  static summary = 'Validate a dossier: classification, N1 per-thematic checks, N2 cross-document rules, report.'
  static description = `Streams the run's events: phase banners, the classification summary, [N1/i/total] thematic verdicts (✓ pass, ✗ fail, ⚠ warning, — not applicable), N2 rule verdicts, then the global verdict and the run_id.
When the service needs a human answer (a missing document, a classification correction, a rule clarification), --on-ambiguous decides: prompt shows a form (a missing document is uploaded to the dossier), fail exits 1 with the resume command, dump prints the chat_prompt JSON and exits 0, fail-with-token exits 1 printing a resume token as the last line of stdout, resume-file exits 1 after writing the same state to a file (--resume-file); continue either later, from anywhere, with svc resume.
Dates are checked against the reference date: --as-of, else today (UTC) when the run starts; a resumed run keeps its own.
Documents of the dossier still being processed (just uploaded) are waited for before classification; on a terminal the wait is shown on stderr.
Exit codes: 0 complete (whatever the verdict), 1 failed run or a pause under fail, fail-with-token or resume-file, 2 invalid flags; with --json always 0 (read report.status). Ctrl-C leaves the run going on the service and prints how to resume it.`
  static examples = [
    '<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    '<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --level 1 --verbose --language en',
    '<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --json --on-ambiguous fail > report.json',
    '<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --run-id 7c9e6679-7425-40de-944b-e07fc1f90ae7',
    '<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --as-of 2026-03-31',
    'token=$(<%= config.bin %> validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --on-ambiguous fail-with-token | tail -n 1)',
  ]
  static flags = {
    'as-of': Flags.string({
      description: 'Reference date of the checks (expiry, "less than 3 months old"...), YYYY-MM-DD. Default: today (UTC) when the run starts; a resumed run keeps the date it started with.',
      helpValue: '<YYYY-MM-DD>',
      parse: async (input) => parseAsOf(input),
    }),
    json: Flags.boolean({default: false, helpGroup: 'OUTPUT', description: 'No per-event output; after the run ends, print the report (GET /api/v1/reports/<run_id>?format=json). Exit 0 whatever the outcome.'}),
    language: Flags.option({description: "Language of the service's messages, hints and form labels (default: the service's, fr), and of svc's own words (default: the run's, else the locale: LC_ALL, LC_MESSAGES, LANG).", options: ['fr', 'en'] as const})(),
    level: Flags.option({default: 'both' as const, description: 'N1 per-thematic only (1), N2 cross-document only (2), or the full pipeline.', options: ['1', '2', 'both'] as const})(),
    'on-ambiguous': onAmbiguousFlag(VALIDATE_MODES, {
      'pick-first': 'pick-first is not available in validate: validate emits only form prompts, never choice prompts. Use prompt, fail, dump, fail-with-token or resume-file.',
    }),
    'resume-file': resumeFileFlag(),
    'run-id': Flags.string({description: 'Resume (or follow, or re-read) an existing run instead of starting a new one.', helpValue: '<id>'}),
    verbose: Flags.boolean({default: false, helpGroup: 'OUTPUT', description: 'Also show per-document classification, extraction provenance and per-requirement N1 verdicts.'}),
  }

  async run(): Promise<void> {
    const {flags} = this
    chooseLanguage(flags.language)
    const api = await this.api()
    const {validateDeps} = await import('../lib/validate-wiring.js')
    const code = await runValidation(
      {
        asOf: flags['as-of'],
        bin: this.config.bin,
        color: colorEnabled(process.stdout),
        dossierId: this.args.dossier_id,
        json: flags.json,
        language: flags.language,
        level: flags.level,
        policy: resolvePolicyWithResumeFile(resolveOnAmbiguous(flags['on-ambiguous']) as ValidatePolicy, flags['resume-file'], this.argv),
        resumeFile: flags['resume-file'],
        runId: flags['run-id'],
        serviceUrl: api.settings.baseUrl,
        verbose: flags.verbose,
      },
      validateDeps(api, {
        clientVersion: this.config.version,
        reportAfter: flags.json,
        spinner: spinnerWanted(flags.json),
        onRunId: (_runId, hint) => {
          this.interruptHint = `Interrupted. ${hint}`
        },
      }),
    )
    if (code !== 0) this.exit(code)
  }
}
