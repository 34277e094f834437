/**
 * The CLI's own words in English (the service's words — messages, labels, reasons — are shown as
 * they come and never translated). fr.ts has the same keys; index.ts picks the catalog.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const en = {
  // French puts a (non-breaking) space before a colon; English does not.
  colon: ':',

  // validate: the run's rendering (validate-render.ts)
  validate: {
    answeredByHuman: 'answered by a human',
    asOf: 'as of',
    classification: 'Classification',
    classified: (n: number) => `${plural(n, 'document', 'documents')} classified`,
    documents: (n: number) => plural(n, 'document', 'documents'),
    failed: 'Validation failed',
    global: 'Global verdict',
    level: 'level',
    levels: {'1': 'N1', '2': 'N2', both: 'N1 + N2'} as Record<string, string>,
    n1: 'N1: per-thematic requirements',
    n2: 'N2: cross-document rules',
    nextSteps: 'Next steps',
    paused: 'Paused',
    processing: (n: number) => `${n} document${n === 1 ? ' is' : 's are'} still being processed: waiting for ${n === 1 ? 'it' : 'them'} before classification`,
    recap: 'N1 recap',
    report: 'Report',
    resumed: 'resumed',
    run: 'run',
    unclassified: 'not part of the dossier',
    validating: 'Validating dossier',
    verdicts: {fail: 'fail', not_applicable: 'not applicable', pass: 'pass', warning: 'warning'} as Record<string, string>,
  },

  // validate: the run loop's own messages (validate-run.ts)
  run: {
    failed: (runId: string, reason: string) => `Validation run ${runId} failed${reason ? `: ${reason}` : '.'}`,
    failedNext: (command: string) => `To try again from where it stopped: ${command}`,
    paused: (what: string, message: string) => `The run is paused: ${message || 'the service needs a human answer'} (${what}).`,
    pausedNext: (command: string) => `To answer: ${command} (in a terminal), or add --on-ambiguous dump to see the form.`,
    pausedJson: (what: string) => `The run is paused (${what}); exit code suppressed by --json.`,
    resumeWith: (command: string) => `Resume with: ${command}`,
    tokenIsLastLine: '(the token is the last line of standard output)',
    uploading: (path: string, dossier: string) => `Uploading ${path} to dossier ${dossier}...`,
  },

  // forms (forms.ts)
  form: {
    answerRequired: 'An answer is required.',
    doesNotExist: (path: string) => `${path} does not exist.`,
    notAFile: (path: string) => `${path} is not a file.`,
    notReadable: (path: string) => `${path} is not readable.`,
    optional: 'optional',
    pathOrDecline: '[path, or "skip" / "abandon"]',
    typePath: 'Type the path of the file.',
  },

  // chat (chat-render.ts, chat-session.ts)
  chat: {
    ask: 'Ask',
    cancelled: '(answer cancelled; Ctrl-C again at an empty prompt to exit)',
    document: 'document',
    page: 'page',
    pressAgain: '(press Ctrl-C again to exit, or type a question)',
    serviceNeedsAnswer: 'The service needs an answer.',
    sources: 'Sources:',
  },

  // the activity indicator (progress.ts)
  waiting: 'Waiting for the service',

  // files list (the hint that more pages exist)
  morePages: (shown: number, total: number, next: number) => `${shown} of ${total} shown; use --all or --offset ${next}`,
}

export type Messages = typeof en
