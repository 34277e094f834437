/**
 * A `svc chat` session: a sequence of queries (a terminal prompt loop, piped lines, or one
 * argument), each answered through {@link runChat} under one `--on-ambiguous` policy, with the
 * answers streamed to stdout as they arrive (or one JSON object per answer with --json).
 */
import {createInterface} from 'node:readline'

import type {ApiClient} from './http.js'
import type {OnAmbiguous} from './hitl.js'

import {answerJson, answerText, askPrompt, dumpJson, pausedJson, pickedNote, renderSources, serviceErrorNote} from './chat-render.js'
import {pausedMessage, policyAnswerer, runChat, type ChatLanguage} from './chat.js'
import {failure} from './errors.js'
import {canPrompt} from './tty.js'

export interface ChatSessionOptions {
  mode: OnAmbiguous
  json: boolean
  spaceId?: string
  language?: ChatLanguage
  /** Whether to echo each query on stderr (piped input, where nobody typed it on screen). */
  echo?: boolean
  out?: NodeJS.WriteStream
  /** A message line for stderr. */
  note?: (line: string) => void
}

/** Ends an interactive session: an empty line, `exit` or `quit`. */
const END_WORDS = /^(exit|quit|:q)$/i

/** Queries from piped standard input: one per line; blank lines are skipped. */
export async function* lineQueries(stream: NodeJS.ReadableStream = process.stdin): AsyncGenerator<string> {
  const lines = createInterface({crlfDelay: Number.POSITIVE_INFINITY, input: stream})
  for await (const line of lines) {
    const query = line.trim()
    if (query) yield query
  }
}

/**
 * Queries typed at a terminal, with an inquirer prompt on stderr. An empty line, `exit`, `quit`
 * or Ctrl-D ends the session; Ctrl-C interrupts it (exit 130).
 */
export async function* terminalQueries(message = 'Ask'): AsyncGenerator<string> {
  for (;;) {
    const query = await askOrEof(message)
    if (query === undefined) return
    const text = query.trim()
    if (!text || END_WORDS.test(text)) return
    yield text
  }
}

/**
 * One question, on stderr; undefined on Ctrl-D (end of input), which inquirer itself leaves
 * unsettled. Ctrl-D is seen as a keypress (inquirer's readline emits them), which, unlike a
 * 'data' listener, does not set standard input flowing and so never keeps the process alive.
 */
async function askOrEof(message: string): Promise<string | undefined> {
  if (!canPrompt()) throw failure('Cannot read queries interactively: standard input is not a terminal.', ['Pipe queries on standard input, one per line, or pass one as an argument.'], 'E_NO_TTY')
  const {input} = await import('@inquirer/prompts')
  const controller = new AbortController()
  const onKey = (_text: string, key?: {ctrl?: boolean; name?: string}) => {
    if (key?.ctrl && key.name === 'd') controller.abort()
  }

  process.stdin.on('keypress', onKey)
  try {
    return await input({message}, {output: process.stderr, signal: controller.signal})
  } catch (error) {
    if (controller.signal.aborted) return undefined
    throw error
  } finally {
    process.stdin.off('keypress', onKey)
  }
}

/**
 * Answers each query in turn, following the conversation. Returns normally after `dump` (and after
 * `fail` with --json: the exit code is suppressed); throws for `fail` (exit 1), for a broken stream
 * (exit 1) and, at the end, when the service reported errors in an answer (exit 1).
 */
export async function runChatSession(api: ApiClient, queries: AsyncIterable<string> | Iterable<string>, options: ChatSessionOptions): Promise<void> {
  const out = options.out ?? process.stdout
  const note = options.note ?? ((line: string) => process.stderr.write(`${line}\n`))
  const answerPrompt = policyAnswerer(options.mode, askPrompt)
  let conversationId: string | undefined
  let withErrors = 0
  let first = true
  for await (const query of queries) {
    if (options.echo) note(`> ${query}`)
    // A blank line between two answers, written with the second answer's first text.
    let separator = !first && !options.json ? '\n' : ''
    first = false
    const write = (text: string) => {
      out.write(separator + answerText(text))
      separator = ''
    }

    let streamed = ''
    const outcome = await runChat(
      api,
      {conversationId, language: options.language, query, spaceId: options.spaceId},
      {
        onDelta(delta) {
          streamed += delta
          if (!options.json) write(delta)
        },
        onError: (error) => note(serviceErrorNote(error)),
        onPrompt: answerPrompt,
        onResume: options.mode === 'pick-first' ? (prompt, value) => note(pickedNote(prompt, value)) : undefined,
      },
    )
    if (outcome.status === 'paused') {
      if (options.mode === 'dump') {
        out.write(`${dumpJson(outcome.prompt, options.json)}\n`)
        return
      }

      if (options.json) {
        out.write(`${pausedJson(query, outcome.prompt)}\n`)
        note(`Paused: ${pausedMessage(outcome.prompt)}`)
        return
      }

      throw failure(pausedMessage(outcome.prompt), [], 'E_HITL_PAUSED')
    }

    const {done} = outcome
    conversationId = done.conversation_id || conversationId
    if (outcome.errors.length > 0) withErrors++
    if (options.json) {
      out.write(`${answerJson(query, done)}\n`)
      continue
    }

    // Deltas normally carry the whole answer; print it from `done` if the service sent none.
    if (!streamed && done.answer) write(done.answer)
    const text = streamed || done.answer
    if (text && !text.endsWith('\n')) out.write('\n')
    const sources = renderSources(done.sources, out)
    if (sources) out.write(`${sources}\n`)
  }

  if (withErrors > 0) {
    throw failure(`The service reported an error while answering ${withErrors} question${withErrors > 1 ? 's' : ''}.`, [], 'E_CHAT_SERVICE_ERROR')
  }
}
