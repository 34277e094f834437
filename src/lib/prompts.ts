/**
 * Interactive prompts, loaded on first use so that commands which never prompt do not pay for
 * @inquirer/prompts at start-up. Prompts render on stderr so that stdout stays data only.
 */
import {canPrompt} from './tty.js'
import {SvcError} from './errors.js'

const promptContext = () => ({output: process.stderr})

function requireTTY(flagHint: string): void {
  if (!canPrompt()) {
    throw new SvcError(`Cannot prompt: standard input is not a terminal. ${flagHint}`, {code: 'E_NO_TTY'})
  }
}

export async function confirm(message: string, options: {default?: boolean; flagHint: string}): Promise<boolean> {
  requireTTY(options.flagHint)
  const {confirm: ask} = await import('@inquirer/prompts')
  return ask({default: options.default ?? false, message}, promptContext())
}

/**
 * A secret typed at the terminal. Nothing is echoed, not even `*`: a mask would show the secret's
 * length. `validate` may refuse an answer (e.g. an empty one), and the question is asked again.
 */
export async function password(message: string, flagHint: string, validate?: (value: string) => boolean | string): Promise<string> {
  requireTTY(flagHint)
  const {password: ask} = await import('@inquirer/prompts')
  return ask({mask: false, message, validate}, promptContext())
}

/** A picker; `defaultValue` is where the cursor starts (default: the first choice). */
export async function select<T extends string>(
  message: string,
  choices: {description?: string; name: string; value: T}[],
  flagHint: string,
  defaultValue?: T,
): Promise<T> {
  requireTTY(flagHint)
  const {select: ask} = await import('@inquirer/prompts')
  return ask({choices, default: defaultValue, message}, promptContext())
}

export async function input(
  message: string,
  options: {default?: string; flagHint: string; validate?: (value: string) => boolean | string | Promise<boolean | string>},
): Promise<string> {
  requireTTY(options.flagHint)
  const {input: ask} = await import('@inquirer/prompts')
  return ask({default: options.default, message, validate: options.validate}, promptContext())
}
