import type {Hook} from '@oclif/core'

import type {SvcErrorOptions} from '../../lib/errors.js'
import {resetLanguage} from '../../lib/i18n/state.js'

/** The shell's "command not found": what an unknown command exits with (as @oclif/plugin-not-found does). */
export const NOT_FOUND_EXIT = 127

/**
 * `init`: what oclif would take for an unknown command, before it gets there.
 *
 * - Extra words after a command (`svc files list foo`, `svc auth status extra`): with a space as
 *   topic separator, oclif reads them as part of the command's name (`files:list:foo`) when the
 *   command takes no argument, and then offers "Did you mean" (a prompt on a terminal). They are
 *   arguments: `Unexpected argument: foo`, a usage error (exit 2), as for any command.
 * - A mistyped command without a terminal (`svc fils list | cat`): one line with the closest
 *   command, "Did you mean `files list`?", exit 127, and no prompt. On a terminal
 *   @oclif/plugin-not-found asks the same question and runs the command on yes.
 *
 * It also forgets the language of a previous in-process run (see lib/i18n).
 *
 * It runs on every start (`svc --version` too): what it needs only to refuse (errors, their
 * rendering) is imported when it refuses (README, "Start-up levers").
 */
const hook: Hook.Init = async function ({argv, config, id}) {
  resetLanguage()
  if (!id || id.startsWith('-') || config.findCommand(id) || config.findTopic(id)) return
  // Help for an unknown command is oclif's to answer.
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return
  const words = id.split(':')
  for (let n = words.length - 1; n > 0; n--) {
    const command = words.slice(0, n).join(':')
    if (!config.findCommand(command)) continue
    const extra = words.slice(n)
    const {ExitCode} = await import('../../lib/exit-codes.js')
    await refuse(`Unexpected argument${extra.length > 1 ? 's' : ''}: ${extra.join(' ')}`, {
      code: 'E_USAGE',
      exit: ExitCode.Usage,
      suggestions: [`See \`${config.bin} ${spaced(command)} --help\`.`],
    })
  }

  if (process.stdin.isTTY && process.stderr.isTTY) return
  const hidden = new Set(config.commands.filter((c) => c.hidden).map((c) => c.id))
  const candidates = [...config.commandIDs, ...config.commands.flatMap((c) => c.aliases)].filter((c) => !hidden.has(c))
  const suggestion = closest(id, candidates)
  await refuse(`\`${spaced(id)}\` is not a ${config.bin} command.${suggestion ? ` Did you mean \`${spaced(suggestion)}\`?` : ''}`, {
    code: 'E_NOT_FOUND',
    exit: NOT_FOUND_EXIT,
    suggestions: [`Run \`${config.bin} help\` for a list of commands.`],
  })
}

/** Prints the error the way every svc error is printed, once, and stops the run with its exit code. */
async function refuse(message: string, options: SvcErrorOptions): Promise<never> {
  const [{SvcError}, {errorText}] = await Promise.all([import('../../lib/errors.js'), import('../../lib/output.js')])
  const error = new SvcError(message, options)
  process.stderr.write(errorText(error) + '\n')
  Object.assign(error, {skipOclifErrorHandling: true})
  throw error
}

function spaced(id: string): string {
  return id.replaceAll(':', ' ')
}

/** The candidate nearest to `target` by edit distance (undefined when there is none). */
export function closest(target: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const distance = editDistance(target, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }

  return best
}

/** Levenshtein distance (insertions, deletions, substitutions), one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }

    previous = current
  }

  return previous[b.length]
}

export default hook
