/**
 * Renders a `form` HITL prompt (chat_prompt with `config.fields`) in the terminal with
 * @inquirer/prompts on stderr, and returns the values by field name: `choice` -> a picker,
 * `file` -> a path (checked: exists, is a readable file; for a missing document also `skip` or
 * `abandon`), `text` -> a line, `boolean` -> yes/no.
 * Prompts are loaded on first use (see prompts.ts). Ctrl-C inside a prompt exits 130.
 */
// (constants from node:fs/promises: the same object, without node:fs's ES module face, which
// reads every export of fs and so loads its streams.)
import {access, constants, stat} from 'node:fs/promises'
import {resolve} from 'node:path'

import type {ChatPrompt, FormField} from './hitl.js'
import {messages} from './i18n/index.js'
import {confirm, input, select} from './prompts.js'
import {safeText} from './terminal-text.js'

/** Answers to a missing-document field that decline to provide it. */
export const DECLINE = new Set(['abandon', 'skip'])

const FLAG_HINT = 'Use --on-ambiguous fail or dump when there is no terminal.'

/** Checks a path typed in a file field: '' when fine, else what is wrong. */
export async function checkFilePath(value: string, cwd: string = process.cwd()): Promise<string> {
  const path = resolve(cwd, expandHome(value.trim()))
  const words = messages().form
  if (!value.trim()) return words.typePath
  try {
    const info = await stat(path)
    if (!info.isFile()) return words.notAFile(path)
    await access(path, constants.R_OK)
    return ''
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES' ? words.notReadable(path) : words.doesNotExist(path)
  }
}

function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? `${process.env.HOME ?? ''}${path.slice(1)}` : path
}

/** A label that already says the field is optional (the service's "Note (optional)", "Commentaire (facultatif)"). */
const SAYS_OPTIONAL = /\b(?:optional|optionnel(?:le)?|facultati(?:f|ve))\b/i

/** A text field's question: its label, marked optional when it is and the label does not say so. */
export function textQuestion(label: string, required: boolean): string {
  return required || SAYS_OPTIONAL.test(label) ? label : `${label} (${messages().form.optional})`
}

/** The choices of a choice field, as the picker shows them (label, with the value when different). */
export function choicesOf(field: FormField): {name: string; value: string}[] {
  return (field.options ?? []).map((option) => ({
    // What is shown is the service's text, made terminal-safe; the value is sent back exactly.
    name: safeText(option.label && option.label !== option.value ? `${option.label} (${option.value})` : option.value),
    value: option.value,
  }))
}

/**
 * Asks every field of the form. `file` values come back as absolute paths. Optional text fields
 * left empty are omitted from the result.
 */
export async function askForm(prompt: ChatPrompt, io: {write: (text: string) => void} = {write: (t) => process.stderr.write(t)}): Promise<Record<string, boolean | string>> {
  const config = prompt.config ?? {}
  // The form's words are the service's: terminal-safe before they are shown (field names and values are not touched).
  const title = typeof config.title === 'string' ? safeText(config.title) : undefined
  if (title) io.write(`\n${title}\n`)
  if (prompt.message && safeText(prompt.message) !== title) io.write(`${safeText(prompt.message)}\n`)
  const values: Record<string, boolean | string> = {}
  const words = messages().form
  for (const field of config.fields ?? []) {
    const label = safeText(field.description ? `${field.label} (${field.description})` : field.label)
    switch (field.kind) {
      case 'choice': {
        values[field.name] = await select(label, choicesOf(field), FLAG_HINT)
        break
      }

      case 'file': {
        // A missing document may also be declined: "skip" continues without it, "abandon" ends the run.
        const decline = prompt.waiting_for === 'missing_document'
        const question = decline ? `${label} ${words.pathOrDecline}` : label
        const path = await input(question, {
          flagHint: FLAG_HINT,
          validate: async (value) => (decline && DECLINE.has(value.trim())) || (await checkFilePath(value)) || true,
        })
        values[field.name] = decline && DECLINE.has(path.trim()) ? path.trim() : resolve(expandHome(path.trim()))
        break
      }

      case 'boolean': {
        values[field.name] = await confirm(label, {default: field.default === true, flagHint: FLAG_HINT})
        break
      }

      default: {
        const required = field.required !== false
        const text = await input(textQuestion(label, required), {
          default: typeof field.default === 'string' ? field.default : undefined,
          flagHint: FLAG_HINT,
          validate: (value) => !required || value.trim() !== '' || words.answerRequired,
        })
        if (text.trim()) values[field.name] = text.trim()
      }
    }
  }

  return values
}
