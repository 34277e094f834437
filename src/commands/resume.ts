import {Args, Flags} from '@oclif/core'

import {SvcCommand} from '../lib/base-command.js'
import {onAmbiguousFlag, resumeFileFlag} from '../lib/flags.js'
import {resolveOnAmbiguous, resolvePolicyWithResumeFile} from '../lib/hitl.js'
import {spinnerWanted} from '../lib/progress.js'
import {colorEnabled} from '../lib/tty.js'

export default class Resume extends SvcCommand<typeof Resume> {
  static args = {
    state: Args.string({description: 'The resume token (svc1....) printed by --on-ambiguous fail-with-token, or the path of the file written by --on-ambiguous resume-file.', required: true}),
  }
  static summary = 'Continue a paused validation run or chat from a resume token or file.'
  static description = `Shows the pending question and continues: interactively on a terminal, or with --answer name=value (repeatable) and --file PATH for a missing document (uploaded into the dossier, then the run continues). For a validation run, each --answer becomes one form value (e.g. --answer document_type=kbis, or --answer decision=accept --answer note="same person"); for a chat question, --answer value=<option>.
Without any answer, the question is raised again under --on-ambiguous: a form on a terminal, dump prints it and exits 0, fail and fail-with-token exit 1 (the latter with a fresh token), resume-file writes a fresh file.
The rest then streams exactly as with svc validate or svc chat (same rendering, same --json, same exit codes), and may pause again under the same policies. The token holds no secret: the API key comes from SVC_API_KEY or ~/.svc/credentials, and is sent only to the service the token names, which must be the configured one (SVC_URL). A token whose run or chat has moved on is refused (exit 1).`
  static examples = [
    '<%= config.bin %> resume "$token" --answer decision=accept --answer note="same person"',
    '<%= config.bin %> resume "$token" --answer document_type=kbis --json',
    '<%= config.bin %> resume ./svc-resume-7c9e6679-7425-40de-944b-e07fc1f90ae7.json --file ./attestation-rc-pro.pdf',
    '<%= config.bin %> resume "$token" --on-ambiguous dump',
    '<%= config.bin %> resume "$token"',
  ]
  static flags = {
    answer: Flags.string({description: 'An answer to the pending question, name=value (repeatable).', helpGroup: 'HUMAN-IN-THE-LOOP', helpValue: '<name=value>', multiple: true}),
    file: Flags.string({description: 'The missing document the question asks for: uploaded into the dossier, then the run continues.', helpGroup: 'HUMAN-IN-THE-LOOP', helpValue: '<path>'}),
    json: Flags.boolean({default: false, helpGroup: 'OUTPUT', description: 'As with svc validate --json (the report at the end) or svc chat --json (one JSON line).'}),
    'on-ambiguous': onAmbiguousFlag(),
    'resume-file': resumeFileFlag(),
    verbose: Flags.boolean({default: false, helpGroup: 'OUTPUT', description: 'Validation runs: also show per-document classification, extraction provenance and per-requirement N1 verdicts.'}),
  }

  async run(): Promise<void> {
    const {flags} = this
    const api = await this.api()
    const [{resume}, {validateDeps}] = await Promise.all([import('../lib/resume/resume-run.js'), import('../lib/validate-wiring.js')])
    const code = await resume(
      api,
      {
        answers: flags.answer,
        argument: this.args.state,
        bin: this.config.bin,
        color: colorEnabled(process.stdout),
        file: flags.file,
        json: flags.json,
        policy: resolvePolicyWithResumeFile(resolveOnAmbiguous(flags['on-ambiguous']), flags['resume-file'], this.argv),
        resumeFile: flags['resume-file'],
        verbose: flags.verbose,
      },
      {
        validate: () =>
          validateDeps(api, {
            clientVersion: this.config.version,
            spinner: spinnerWanted(flags.json),
            onRunId: (_runId, hint) => {
              this.interruptHint = `Interrupted. ${hint}`
            },
          }),
      },
    )
    if (code !== 0) this.exit(code)
  }
}
