import {Args, Flags} from '@oclif/core'

import {parseUuid} from '../lib/args.js'
import {SvcCommand} from '../lib/base-command.js'
import {onAmbiguousFlag, resumeFileFlag} from '../lib/flags.js'
import {resolveOnAmbiguous, resolvePolicyWithResumeFile} from '../lib/hitl.js'
import {chooseLanguage} from '../lib/i18n/index.js'
import {spinnerWanted} from '../lib/progress.js'
import {canPrompt} from '../lib/tty.js'

export default class Chat extends SvcCommand<typeof Chat> {
  // ignoreStdin: oclif would otherwise read piped standard input into the argument; here it holds the queries.
  static args = {query: Args.string({description: 'Ask this one question and exit, instead of reading queries from standard input.', ignoreStdin: true})}
  static summary = 'Ask questions about your documents, with sources.'
  static description = [
    'On a terminal, asks for queries one after another (an empty line, "exit" or Ctrl-D ends; Ctrl-C cancels the answer being written or clears the line, and Ctrl-C twice at an empty prompt exits 130); when standard input is piped, reads one query per line. Answers stream to stdout as they arrive, followed by their sources.',
    'When the service needs an answer (a chat_prompt: which space, which document, confirm a deletion), --on-ambiguous decides: prompt shows a picker, fail exits 1 with the correlation ID, dump prints the prompt as JSON and exits 0, pick-first answers the first option (approve for a confirmation), fail-with-token exits 1 printing a resume token as the last line of stdout, resume-file exits 1 after writing the same state to a file (--resume-file); continue either later with "svc resume". Resumes go to SVC_EDGE_URL when it is set.',
  ].join('\n\n')
  static examples = [
    '<%= config.bin %> chat',
    '<%= config.bin %> chat "Quel est le loyer mensuel ?" --space 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    'printf "summarise report.pdf\\nwhat was the revenue?\\n" | <%= config.bin %> chat --language en --json',
    '<%= config.bin %> chat "delete draft.pdf" --on-ambiguous dump',
    '<%= config.bin %> chat "résume les factures" --on-ambiguous fail-with-token',
  ]
  static flags = {
    json: Flags.boolean({default: false, helpGroup: 'OUTPUT', description: 'Write one JSON object per answer per line: {query, answer, sources, conversation_id}.'}),
    language: Flags.option({description: "Language of the answers (default: the language of each query) and of svc's own words (default: the locale: LC_ALL, LC_MESSAGES, LANG).", options: ['fr', 'en'] as const})(),
    'on-ambiguous': onAmbiguousFlag(),
    'resume-file': resumeFileFlag(),
    space: Flags.string({char: 's', description: 'Only use the documents of this space (UUID).', helpValue: '<uuid>', parse: parseUuid('--space')}),
  }

  async run(): Promise<void> {
    chooseLanguage(this.flags.language)
    const {lineQueries, runChatSession, terminalQueries} = await import('../lib/chat-session.js')
    const {query} = this.args
    const interactive = !query && canPrompt()
    const queries = query ? [query] : interactive ? terminalQueries() : lineQueries()
    const api = await this.api()
    await runChatSession(api, queries, {
      bin: this.config.bin,
      // At the terminal prompt, Ctrl-C cancels the answer being written instead of ending the session.
      cancellable: interactive,
      echo: !query && !interactive && !this.flags.json,
      json: this.flags.json,
      language: this.flags.language,
      mode: resolvePolicyWithResumeFile(resolveOnAmbiguous(this.flags['on-ambiguous']), this.flags['resume-file'], this.argv),
      resumeFile: this.flags['resume-file'],
      serviceUrl: api.settings.baseUrl,
      spaceId: this.flags.space,
      spinner: spinnerWanted(this.flags.json),
    })
  }
}

