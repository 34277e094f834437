/**
 * The human-in-the-loop (HITL) policy shared by `chat` and `validate`: what the client does when
 * the service pauses with a `chat_prompt` event. See the spec's `--on-ambiguous` table.
 */
import {usageError} from './errors.js'
import {defaultOnAmbiguous, isOnAmbiguous, ON_AMBIGUOUS_ENV, type OnAmbiguous} from './on-ambiguous.js'

export {defaultOnAmbiguous, isOnAmbiguous, ON_AMBIGUOUS_ENV, ON_AMBIGUOUS_MODES, type OnAmbiguous} from './on-ambiguous.js'

/** validate emits only form prompts, so pick-first (which picks a choice option) has no meaning there. */
export const VALIDATE_MODES = ['prompt', 'fail', 'dump', 'fail-with-token', 'resume-file'] as const satisfies readonly OnAmbiguous[]

/**
 * The stateful modes (spec, phase W.2): on a pause, exit 1 leaving what is needed to continue
 * later with `svc resume`: a token on stdout (`fail-with-token`) or a file (`resume-file`).
 */
export const STATEFUL_MODES = ['fail-with-token', 'resume-file'] as const satisfies readonly OnAmbiguous[]
export type StatefulMode = (typeof STATEFUL_MODES)[number]

export function isStatefulMode(mode: string): mode is StatefulMode {
  return (STATEFUL_MODES as readonly string[]).includes(mode)
}

/**
 * The policy in force: the flag if given, else SVC_ON_AMBIGUOUS (set by the user or by the init
 * hook), else the TTY rule. Plugin commands that do not declare the flag can call this too.
 */
export function resolveOnAmbiguous(flag?: string, env: NodeJS.ProcessEnv = process.env): OnAmbiguous {
  if (isOnAmbiguous(flag)) return flag
  if (isOnAmbiguous(env[ON_AMBIGUOUS_ENV])) return env[ON_AMBIGUOUS_ENV] as OnAmbiguous
  return defaultOnAmbiguous()
}

/** A HITL prompt as carried by the `chat_prompt` event. */
export interface ChatPrompt {
  type: 'choice' | 'form'
  correlation_id?: string
  waiting_for?: 'classification_correction' | 'missing_document' | 'rule_clarification'
  message?: string
  config?: {
    options?: {label?: string; value: string; description?: string}[]
    fields?: FormField[]
    [key: string]: unknown
  }
  [key: string]: unknown
}

/** One field of a `form` prompt (see docs/protocol.md, "Form prompts"). */
export interface FormField {
  name: string
  label: string
  kind: 'choice' | 'file' | 'text' | 'boolean'
  required?: boolean
  options?: {label?: string; value: string}[]
  default?: string | boolean
  description?: string
}

/** pick-first: the first option's value ("approve" for a confirmation). */
export function pickFirst(prompt: ChatPrompt): string | undefined {
  const options = prompt.config?.options ?? []
  const approve = prompt.config?.kind === 'confirm' ? options.find((o) => o.value === 'approve') : undefined
  return (approve ?? options[0])?.value
}

/**
 * The policy of a command that has `--resume-file`: giving the path implies `--on-ambiguous
 * resume-file` when no policy was chosen on the command line; with another policy chosen there,
 * the two contradict each other: a usage error (exit 2).
 */
export function resolvePolicyWithResumeFile<T extends string>(policy: T, resumeFile: string | undefined, argv: readonly string[]): 'resume-file' | T {
  if (resumeFile === undefined || policy === 'resume-file') return policy
  if (argv.some((arg) => arg === '--on-ambiguous' || arg.startsWith('--on-ambiguous='))) {
    throw usageError(`--resume-file goes with --on-ambiguous resume-file, not ${policy}.`, ['Drop --resume-file, or use --on-ambiguous resume-file.'])
  }

  return 'resume-file'
}
