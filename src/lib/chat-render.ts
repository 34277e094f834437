/**
 * How `svc chat` shows things: sources after an answer, the JSON line of `--json`, the picker of
 * the `prompt` policy (on stderr) and the note that `pick-first` chose for the user.
 *
 * Answers, passages, file and space names, prompt messages and option labels come from documents
 * and the service: everything shown on a terminal goes through terminalSafe (terminal-text.ts);
 * the JSON lines keep the exact values. An option's value is sent back as is, never cleaned.
 */
import type {ChatDone, ChatSource, ChatStreamError} from './chat.js'
import type {ChatPrompt} from './hitl.js'
import {messages} from './i18n/index.js'

import {cyan, dim, jsonText} from './output.js'
import {input, select} from './prompts.js'
import {safeText, terminalSafe} from './terminal-text.js'

/** The longest passage excerpt shown under an answer, in characters. */
const EXCERPT = 110

function excerpt(text: string): string {
  const flat = safeText(text).replaceAll(/\s+/g, ' ').trim()
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat
}

/**
 * The sources block printed after an answer, numbered like the answer's citations:
 *   [1] contrat-bail.pdf, page 1 (Dossier Dupont), document 12
 *       "Le loyer mensuel est de 950 euros…"
 */
export function renderSources(sources: ChatSource[], stream: NodeJS.WriteStream = process.stdout): string {
  if (sources.length === 0) return ''
  const words = messages().chat
  const lines = [words.sources]
  for (const [i, s] of sources.entries()) {
    const where = safeText(s.space_name ?? s.space_id)
    lines.push(
      `  ${cyan(`[${i + 1}]`, stream)} ${safeText(s.file_name)}, ${words.page} ${safeText(s.page)}${where ? ` (${where})` : ''}, ${words.document} ${safeText(s.document_id)}`,
      `      ${dim(`"${excerpt(s.passage ?? '')}"`, stream)}`,
    )
  }

  return lines.join('\n')
}

/** A piece of the answer, as printed on the terminal (the answer itself stays exact for --json). */
export function answerText(text: string): string {
  return terminalSafe(text)
}

/** The stderr line for an `error` event of the chat stream. */
export function serviceErrorNote(error: ChatStreamError): string {
  return terminalSafe(`Service error: ${error.message} (${error.code})`)
}

/** `--json`: one object per answer, on one line. */
export function answerJson(query: string, done: ChatDone): string {
  return jsonText({answer: done.answer, conversation_id: done.conversation_id, query, sources: done.sources})
}

/** `--json` with the `fail` policy: the pause, on one line (the exit code is suppressed, as for validate --json). */
export function pausedJson(query: string, prompt: ChatPrompt): string {
  return jsonText({correlation_id: prompt.correlation_id ?? null, prompt, query, status: 'paused'})
}

/** `dump`: the chat_prompt payload as JSON, on one line for `--json` (JSON lines), indented otherwise. */
export function dumpJson(prompt: ChatPrompt, oneLine: boolean): string {
  return oneLine ? jsonText(prompt) : jsonText(prompt, 2)
}

/**
 * Where the picker's cursor starts: on a confirmation (config.kind `confirm`: delete a document...),
 * the option that does nothing (`reject`, else any option but `approve`), as `files rm` defaults to
 * No; on any other question, the first option.
 */
export function defaultChoice(prompt: ChatPrompt): string | undefined {
  const options = prompt.config?.options ?? []
  if (prompt.config?.kind !== 'confirm') return undefined
  return (options.find((o) => o.value === 'reject') ?? options.find((o) => o.value !== 'approve'))?.value
}

/** The `prompt` policy: a picker (or a text answer when the prompt has no options), on stderr. */
export async function askPrompt(prompt: ChatPrompt): Promise<string> {
  const hint = 'Use --on-ambiguous pick-first, dump or fail when standard input is not a terminal.'
  const message = safeText(prompt.message ?? messages().chat.serviceNeedsAnswer)
  const options = prompt.config?.options ?? []
  if (options.length === 0) return input(message, {flagHint: hint, validate: (v) => (v.trim() ? true : messages().form.answerRequired)})
  return select(
    message,
    options.map((o) => ({description: o.description === undefined ? undefined : safeText(o.description), name: safeText(o.label ?? o.value), value: o.value})),
    hint,
    defaultChoice(prompt),
  )
}

/** What pick-first chose, so that a log shows why the chat went one way. */
export function pickedNote(prompt: ChatPrompt, value: string): string {
  const option = prompt.config?.options?.find((o) => o.value === value)
  return terminalSafe(`${prompt.message ?? 'The service asked a question.'} → ${option?.label ?? value} (pick-first)`)
}
