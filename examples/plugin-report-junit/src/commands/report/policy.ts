import {SvcCommand, onAmbiguousFlag, stdinIsTTY, type OnAmbiguous} from '@svc/cli'

const MEANING: Record<OnAmbiguous, string> = {
  dump: 'print the chat_prompt event as JSON on standard output and exit 0',
  fail: 'stop with exit code 1 and report the pause (run_id or correlation ID)',
  'fail-with-token': 'stop with exit code 1 and print a resume token (the last line of standard output) for svc resume',
  'pick-first': 'answer choice prompts with their first option (chat only)',
  prompt: 'show an interactive form or picker and wait for the answer',
  'resume-file': 'stop with exit code 1 after writing the pause to a resume file (mode 0600) for svc resume',
}

export default class ReportPolicy extends SvcCommand<typeof ReportPolicy> {
  static requiresAuth = false
  static enableJsonFlag = true
  static summary = 'Show what svc does here when the service pauses for a human answer.'
  static description = `svc validate and svc chat pause when the service needs a human answer (a chat_prompt); what happens then is the --on-ambiguous policy.
Without the flag, svc uses SVC_ON_AMBIGUOUS, which svc sets at start-up, for every command including plugins', to "prompt" when standard input is a terminal and "fail" otherwise (CI jobs, pipes, scripts). Run this in a CI job to check what a pause would do there.`
  static examples = ['<%= config.bin %> report policy', '<%= config.bin %> report policy --json < /dev/null', '<%= config.bin %> report policy --on-ambiguous dump']
  static flags = {'on-ambiguous': onAmbiguousFlag()}

  async run(): Promise<{on_ambiguous: OnAmbiguous; stdin_tty: boolean}> {
    const policy = this.flags['on-ambiguous'] ?? 'fail'
    const tty = stdinIsTTY()
    this.log(`on-ambiguous: ${policy} (${MEANING[policy]})`)
    this.log(`standard input: ${tty ? 'a terminal' : 'not a terminal'}`)
    return {on_ambiguous: policy, stdin_tty: tty}
  }
}
