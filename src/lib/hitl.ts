/**
 * The human-in-the-loop (HITL) policy shared by `chat` and `validate`: what the client does when
 * the service pauses with a `chat_prompt` event. See the spec's `--on-ambiguous` table.
 */
import {stdinIsTTY} from './tty.js'

export const ON_AMBIGUOUS_MODES = ['prompt', 'fail', 'dump', 'pick-first'] as const
export type OnAmbiguous = (typeof ON_AMBIGUOUS_MODES)[number]

/** validate emits only form prompts, so pick-first (which picks a choice option) has no meaning there. */
export const VALIDATE_MODES = ['prompt', 'fail', 'dump'] as const satisfies readonly OnAmbiguous[]

/** The environment variable that carries the default. The `init` hook sets it when the user has not. */
export const ON_AMBIGUOUS_ENV = 'SVC_ON_AMBIGUOUS'

/** The spec's rule: when the flag is absent, `prompt` if standard input is a TTY, otherwise `fail`. */
export function defaultOnAmbiguous(isTTY: boolean = stdinIsTTY()): 'fail' | 'prompt' {
  return isTTY ? 'prompt' : 'fail'
}

export function isOnAmbiguous(value: unknown): value is OnAmbiguous {
  return typeof value === 'string' && (ON_AMBIGUOUS_MODES as readonly string[]).includes(value)
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
