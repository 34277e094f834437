/**
 * Checks a Mode B `hitl_response` against the form the run paused on, before the run leaves
 * `paused`: an answer that does not fit is a tool error and the run stays paused.
 *
 * The form decides: every required choice/text/boolean field must be answered (choices with one
 * of their option values), and no key outside the form is accepted. A missing_document form (a
 * file) is answered by uploading the file then re-calling without hitl_response (Mode A); its
 * only hitl_response is the decision not to provide it: {missing_document: "skip" | "abandon"}.
 */
import {message, toolError} from './messages.js'
import type {RunLanguage} from './store.js'

interface Field {
  name: string
  kind: string
  required?: boolean
  options?: {value: string}[]
}

export function checkAnswer(prompt: Record<string, unknown>, response: Record<string, unknown>, language: RunLanguage): void {
  const config = (prompt.config ?? {}) as {fields?: Field[]}
  const fields = (config.fields ?? []).filter((field) => field.kind !== 'file')
  const params = {correlation_id: String(prompt.correlation_id ?? ''), waiting_for: String(prompt.waiting_for ?? '')}
  const mismatch = (expected: string) => toolError('invalid_answer', 'answer_mismatch', language, {...params, expected})
  if (prompt.waiting_for === 'missing_document') {
    // Besides Mode A, the engine takes a decision not to provide the document: skip or abandon.
    const keys = Object.keys(response)
    const decision = response.missing_document
    if (keys.length === 1 && (decision === 'skip' || decision === 'abandon')) return
    throw mismatch(message('expect_mode_a', language))
  }

  if (fields.length === 0) throw mismatch(message('expect_mode_a', language))

  const first = fields.find((f) => f.required !== false) ?? fields[0]
  const expectFirst = () =>
    message('expect_keys', language, {key: first.name, values: (first.options ?? []).map((o) => o.value).join(', ')})
  for (const key of Object.keys(response)) {
    if (!fields.some((f) => f.name === key)) throw mismatch(expectFirst())
  }

  for (const field of fields) {
    const value = response[field.name]
    const expected = () => message('expect_keys', language, {key: field.name, values: (field.options ?? []).map((o) => o.value).join(', ')})
    if (value === undefined || value === null || value === '') {
      if (field.required !== false) throw mismatch(expected())
      continue
    }

    if (field.kind === 'choice' && field.options?.length && !field.options.some((o) => o.value === value)) throw mismatch(expected())
    if (field.kind === 'text' && typeof value !== 'string') throw mismatch(expected())
    if (field.kind === 'boolean' && typeof value !== 'boolean') throw mismatch(expected())
  }
}
