/**
 * Answers given on the command line (`svc resume --answer name=value --file PATH`) instead of a
 * terminal form, checked against the pending prompt before anything is sent: an unknown field, a
 * value that is not one of the options or a missing required answer is a usage error (exit 2)
 * naming what the form expects.
 *
 * Validate: each `--answer name=value` becomes `hitl_response[name] = value` (Mode B); `--file`
 * (or `--answer file=PATH`) is uploaded into the dossier, then the run is re-called without
 * hitl_response (Mode A); `--answer file=skip|abandon` declines a missing document.
 * Chat: one `--answer value=<option value>` (an option's label is accepted too).
 */
import {resolve} from 'node:path'

import {usageError} from '../errors.js'
import {checkFilePath, DECLINE} from '../forms.js'
import type {ChatPrompt, FormField} from '../hitl.js'

/** The values of a form by field name, as the terminal form returns them. */
export type FormValues = Record<string, boolean | string>

/** `--answer name=value` flags, in order; a flag without `=` or given twice is a usage error. */
export function parseAnswerFlags(flags: readonly string[] = []): Map<string, string> {
  const answers = new Map<string, string>()
  for (const flag of flags) {
    const at = flag.indexOf('=')
    const name = at > 0 ? flag.slice(0, at).trim() : ''
    if (!name) throw usageError(`--answer must be name=value, got "${flag}".`, ['For example: --answer document_type=kbis, or --answer decision=accept --answer note="same person".'])
    if (answers.has(name)) throw usageError(`--answer ${name} is given twice.`)
    answers.set(name, flag.slice(at + 1))
  }

  return answers
}

/** The names of the form's file fields (a missing document); `file` when the form describes none. */
export function fileFieldNames(prompt: ChatPrompt): string[] {
  const fields = prompt.config?.fields ?? []
  const names = fields.filter((f) => f.kind === 'file').map((f) => f.name)
  if (names.length === 0 && fields.length === 0 && prompt.waiting_for === 'missing_document') return ['file']
  return names
}

const YES = new Set(['1', 'true', 'y', 'yes'])
const NO = new Set(['0', 'false', 'n', 'no'])

/**
 * The form values for a validate prompt from `--answer` and `--file`. File values come back as
 * absolute paths checked to exist (or `skip` / `abandon`). A form whose fields are not described
 * (another service) gets the answers as they are.
 */
export async function formValuesFromAnswers(prompt: ChatPrompt, answers: Map<string, string>, file?: string, cwd = process.cwd()): Promise<FormValues> {
  const fields = prompt.config?.fields ?? []
  const files = fileFieldNames(prompt)
  const missingDocument = prompt.waiting_for === 'missing_document'
  const values: FormValues = {}
  const byName = new Map(fields.map((f) => [f.name, f]))
  const asks = fields.length > 0 ? `this form asks for ${fields.map((f) => f.name).join(', ')}` : 'this question describes no fields'
  for (const [rawName, raw] of answers) {
    // The service's own key for declining a missing document is accepted as a synonym of the file field.
    const name = rawName === 'missing_document' && missingDocument && files[0] ? files[0] : rawName
    const field = byName.get(name)
    if (!field && !(fields.length === 0 || files.includes(name))) throw usageError(`--answer ${rawName}: ${asks}.`, [answerHint(prompt)])
    const kind = field?.kind ?? (files.includes(name) ? 'file' : 'text')
    values[name] = await fieldValue(prompt, field ?? {kind, label: name, name}, raw.trim(), cwd)
    if (values[name] === '') delete values[name]
  }

  if (file !== undefined) {
    const target = files[0]
    if (!target) throw usageError(`--file: this question (${prompt.waiting_for ?? 'form'}) does not ask for a document.`, [answerHint(prompt)])
    if (values[target] !== undefined) throw usageError(`--file and --answer ${target} both answer the document; give one.`)
    values[target] = await fieldValue(prompt, byName.get(target) ?? {kind: 'file', label: target, name: target}, file.trim(), cwd)
  }

  for (const field of fields) {
    if (values[field.name] !== undefined || field.required === false) continue
    if (field.kind === 'boolean' && typeof field.default === 'boolean') {
      values[field.name] = field.default
      continue
    }

    throw usageError(`Missing answer for "${field.label ?? field.name}" (${field.name}).`, [answerHint(prompt)])
  }

  return values
}

async function fieldValue(prompt: ChatPrompt, field: FormField, value: string, cwd: string): Promise<boolean | string> {
  switch (field.kind) {
    case 'choice': {
      const options = field.options ?? []
      if (options.length === 0) return value
      const option = options.find((o) => o.value === value) ?? options.find((o) => o.label?.toLowerCase() === value.toLowerCase())
      if (!option) throw usageError(`--answer ${field.name}: "${value}" is not one of ${listValues(options)}.`)
      return option.value
    }

    case 'boolean': {
      if (YES.has(value.toLowerCase())) return true
      if (NO.has(value.toLowerCase())) return false
      throw usageError(`--answer ${field.name}: "${value}" is not yes or no.`)
    }

    case 'file': {
      if (prompt.waiting_for === 'missing_document' && DECLINE.has(value)) return value
      const problem = await checkFilePath(value, cwd)
      if (problem) throw usageError(`${problem}`, [`The document for ${field.name}: --file <path>${prompt.waiting_for === 'missing_document' ? ', or --answer file=skip | abandon' : ''}.`])
      return resolve(cwd, value)
    }

    default: {
      return value
    }
  }
}

/** The chosen option's value for a chat prompt, from `--answer value=...` (a label is accepted too). */
export function chatValueFromAnswers(prompt: ChatPrompt, answers: Map<string, string>, file?: string): string {
  if (file !== undefined) throw usageError('--file: a chat question does not ask for a document.', [answerHint(prompt)])
  const names = [...answers.keys()]
  if (names.length !== 1 || names[0] !== 'value') throw usageError(`A chat question takes one answer, --answer value=<option>; got ${names.map((n) => `--answer ${n}=...`).join(' ')}.`, [answerHint(prompt)])
  const value = answers.get('value')!.trim()
  const options = prompt.config?.options ?? []
  if (options.length === 0) {
    if (!value) throw usageError('--answer value: an answer is required.')
    return value
  }

  const option = options.find((o) => o.value === value) ?? options.find((o) => o.label?.toLowerCase() === value.toLowerCase())
  if (!option) throw usageError(`--answer value: "${value}" is not one of ${listValues(options)}.`)
  return option.value
}

function listValues(options: {value: string}[]): string {
  return options.map((o) => o.value).join(', ')
}

const HINT_OPTIONS = 6

function choices(options: {value: string}[] = []): string {
  const values = options.map((o) => o.value)
  return values.length > HINT_OPTIONS ? `${values.slice(0, HINT_OPTIONS).join('|')}|...` : values.join('|')
}

/** The answer flags a prompt takes, e.g. `--answer decision=<accept|reject> [--answer note=<text>]`. */
export function answerHint(prompt: ChatPrompt): string {
  if (prompt.type === 'choice' || (!prompt.config?.fields && prompt.config?.options)) {
    const options = prompt.config?.options ?? []
    return `--answer value=<${options.length > 0 ? choices(options) : 'answer'}>`
  }

  const fields = prompt.config?.fields ?? []
  if (fields.length === 0) return prompt.waiting_for === 'missing_document' ? '--file <path>' : '--answer <name>=<value>'
  return fields
    .map((field) => {
      let flag: string
      if (field.kind === 'file') flag = `--file <path>${prompt.waiting_for === 'missing_document' ? ' (or --answer file=skip|abandon)' : ''}`
      else if (field.kind === 'choice') flag = `--answer ${field.name}=<${choices(field.options) || 'value'}>`
      else if (field.kind === 'boolean') flag = `--answer ${field.name}=<yes|no>`
      else flag = `--answer ${field.name}=<text>`
      return field.required === false ? `[${flag}]` : flag
    })
    .join(' ')
}
