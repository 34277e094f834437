/**
 * The `--on-ambiguous` modes and their default, without dependencies: the `init` hook imports this
 * on every start (`svc --version` included), so it must not load errors, oclif or prompts
 * (src/lib/hitl.ts re-exports it with the rest of the HITL policy).
 */
import {stdinIsTTY} from './tty.js'

export const ON_AMBIGUOUS_MODES = ['prompt', 'fail', 'dump', 'pick-first', 'fail-with-token', 'resume-file'] as const
export type OnAmbiguous = (typeof ON_AMBIGUOUS_MODES)[number]

/** The environment variable that carries the default. The `init` hook sets it when the user has not. */
export const ON_AMBIGUOUS_ENV = 'SVC_ON_AMBIGUOUS'

/** The spec's rule: when the flag is absent, `prompt` if standard input is a TTY, otherwise `fail`. */
export function defaultOnAmbiguous(isTTY: boolean = stdinIsTTY()): 'fail' | 'prompt' {
  return isTTY ? 'prompt' : 'fail'
}

export function isOnAmbiguous(value: unknown): value is OnAmbiguous {
  return typeof value === 'string' && (ON_AMBIGUOUS_MODES as readonly string[]).includes(value)
}
