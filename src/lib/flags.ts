import {Flags} from '@oclif/core'

import {usageError} from './errors.js'
import {FORMATS, type Format} from './output.js'
import {defaultOnAmbiguous, isOnAmbiguous, ON_AMBIGUOUS_ENV, ON_AMBIGUOUS_MODES, type OnAmbiguous} from './hitl.js'

/** `-f, --format json|table|markdown` with a per-command default. */
export const formatFlag = (defaultValue: Format) =>
  Flags.option({
    char: 'f',
    default: defaultValue,
    description: 'Output format.',
    helpGroup: 'OUTPUT',
    options: FORMATS,
  })()

/**
 * `--on-ambiguous`: the HITL policy. Its default comes from SVC_ON_AMBIGUOUS, which the `init`
 * hook sets from whether stdin is a TTY (prompt on a TTY, otherwise fail) unless the user set it.
 *
 * `allowed` narrows the modes (validate refuses pick-first); a refused mode is a usage error
 * (exit 2) whose message says why.
 */
export function onAmbiguousFlag(allowed: readonly OnAmbiguous[] = ON_AMBIGUOUS_MODES, why?: Partial<Record<OnAmbiguous, string>>) {
  return Flags.custom<OnAmbiguous>({
    description: `What to do when the service pauses for a human answer (chat_prompt): ${allowed.join(', ')}. Default: prompt when standard input is a TTY, otherwise fail.`,
    env: ON_AMBIGUOUS_ENV,
    helpGroup: 'HUMAN-IN-THE-LOOP',
    helpValue: `<${allowed.join('|')}>`,
    async parse(input, context) {
      const value = input.trim() as OnAmbiguous
      if ((allowed as readonly string[]).includes(value)) return value
      // No command-line token: the value came from SVC_ON_AMBIGUOUS, which serves every command. A
      // mode this command lacks (pick-first, set for chat) is no choice for it: the TTY rule applies.
      // A value that is no mode at all is a mistake, refused like the flag's (exit 2).
      if (!context?.token) {
        if (isOnAmbiguous(value)) return defaultOnAmbiguous()
        throw usageError(`${ON_AMBIGUOUS_ENV} must be one of: ${ON_AMBIGUOUS_MODES.join(', ')}; got "${input}".`, [`Fix or unset ${ON_AMBIGUOUS_ENV}, or pass --on-ambiguous ${allowed.join('|')}.`])
      }

      const reason = why?.[value]
      throw usageError(
        reason ?? `Expected --on-ambiguous to be one of: ${allowed.join(', ')}; got "${input}".`,
        [`Use --on-ambiguous ${allowed.join('|')}.`],
      )
    },
  })()
}

/** A positive integer flag (limit, offset) with a clear usage error. */
export const integerFlag = (options: {description: string; min?: number; max?: number; default?: number; helpValue?: string}) =>
  Flags.integer({
    default: options.default,
    description: options.description,
    helpValue: options.helpValue ?? '<number>',
    max: options.max,
    min: options.min ?? 0,
  })

/** `--resume-file PATH`: where `--on-ambiguous resume-file` writes the state (mode 0600). */
export const resumeFileFlag = () =>
  Flags.string({
    description: 'With --on-ambiguous resume-file: where to write the resume state (mode 0600). Default: ./svc-resume-<id>.json.',
    helpGroup: 'HUMAN-IN-THE-LOOP',
    helpValue: '<path>',
  })
