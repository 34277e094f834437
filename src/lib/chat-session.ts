/**
 * A `svc chat` session: a sequence of queries (a terminal prompt loop, piped lines, or one
 * argument), each answered through {@link runChat} under one `--on-ambiguous` policy, with the
 * answers streamed to stdout as they arrive (or one JSON object per answer with --json).
 */
import {createInterface} from 'node:readline'

import type {ApiClient} from './http.js'

import {answerJson, answerText, askPrompt, dumpJson, pausedJson, pickedNote, renderSources, serviceErrorNote} from './chat-render.js'
import {pausedMessage, policyAnswerer, runChat, type ChatHandlers, type ChatLanguage, type ChatOutcome} from './chat.js'
import {failure, InterruptedError} from './errors.js'
import {jsonText} from './output.js'
import {isStatefulMode, type ChatPrompt, type OnAmbiguous} from './hitl.js'
import {messages} from './i18n/index.js'
import {Spinner} from './progress.js'
import {answerHint} from './resume/answers.js'
import {defaultResumeFile, encodeToken, writeResumeFile, type ChatResumeState} from './resume/token.js'
import {DEFAULT_URL} from './settings.js'
import {terminalSafe} from './terminal-text.js'
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
  /** {base_url}, recorded in resume tokens and files (the stateful modes). */
  serviceUrl?: string
  /** `resume-file`: where to write the state (default ./svc-resume-<correlation_id>.json). */
  resumeFile?: string
  /** The CLI's name in hints. */
  bin?: string
  /** The terminal session: Ctrl-C cancels the answer being written (and the session goes on) instead of exiting. */
  cancellable?: boolean
  /** Show a spinner on stderr while an answer is awaited (a terminal only: see spinnerWanted). */
  spinner?: boolean
}

/**
 * Ctrl-C at the terminal prompt: set after an answer was cancelled or a Ctrl-C at an empty prompt,
 * so that the next Ctrl-C at an empty prompt ends the session (exit 130), as in Node's REPL.
 */
let exitOnNextCtrlC = false

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
 * or Ctrl-D ends the session. Ctrl-C on a line being typed clears it; Ctrl-C at an empty prompt
 * says how to leave, and a second one ends the session (exit 130), as does a Ctrl-C at the empty
 * prompt that follows a cancelled answer.
 */
export async function* terminalQueries(message?: string): AsyncGenerator<string> {
  for (;;) {
    const asked = await askOrEof(message ?? messages().chat.ask)
    if (asked === undefined) return
    if (asked.interrupted) {
      if (asked.line.trim()) {
        exitOnNextCtrlC = false
        continue
      }

      if (exitOnNextCtrlC) throw new InterruptedError()
      exitOnNextCtrlC = true
      noteLine(messages().chat.pressAgain)
      continue
    }

    exitOnNextCtrlC = false
    const text = asked.line.trim()
    if (!text || END_WORDS.test(text)) return
    yield text
  }
}

/**
 * One question, on stderr: the line typed, or the line as it was when Ctrl-C was pressed
 * (`interrupted`); undefined on Ctrl-D (end of input), which inquirer itself leaves unsettled.
 * Ctrl-D is seen as a keypress (inquirer's readline emits them), which, unlike a 'data' listener,
 * does not set standard input flowing and so never keeps the process alive.
 */
async function askOrEof(message: string): Promise<undefined | {interrupted: boolean; line: string}> {
  if (!canPrompt()) throw failure('Cannot read queries interactively: standard input is not a terminal.', ['Pipe queries on standard input, one per line, or pass one as an argument.'], 'E_NO_TTY')
  const {input} = await import('@inquirer/prompts')
  const controller = new AbortController()
  const onKey = (_text: string, key?: {ctrl?: boolean; name?: string}) => {
    if (key?.ctrl && key.name === 'd') controller.abort()
  }

  // What is on the line: inquirer shows it through the transformer at every keystroke.
  let typed = ''
  process.stdin.on('keypress', onKey)
  try {
    const line = await input(
      {
        message,
        transformer(value) {
          typed = value
          return value
        },
      },
      {output: process.stderr, signal: controller.signal},
    )
    return {interrupted: false, line}
  } catch (error) {
    if (controller.signal.aborted) return undefined
    if ((error as Error)?.name === 'ExitPromptError') return {interrupted: true, line: typed}
    throw error
  } finally {
    process.stdin.off('keypress', onKey)
  }
}

/**
 * While an answer streams, SIGINT (Ctrl-C at a terminal in its normal mode) calls `onInterrupt`
 * instead of the command's handlers (which exit 130); they are put back by the function returned.
 */
function takeOverSigint(onInterrupt: () => void): () => void {
  const saved = process.rawListeners('SIGINT') as ((...args: unknown[]) => void)[]
  process.removeAllListeners('SIGINT')
  process.on('SIGINT', onInterrupt)
  return () => {
    process.off('SIGINT', onInterrupt)
    for (const listener of saved) process.on('SIGINT', listener)
  }
}

/**
 * Answers each query in turn, following the conversation. Returns normally after `dump` (and after
 * `fail` with --json: the exit code is suppressed); throws for `fail` (exit 1), for a broken stream
 * (exit 1) and, at the end, when the service reported errors in an answer (exit 1).
 * `fail-with-token` and `resume-file` stop like `fail`, leaving a resume token (the last line of
 * stdout) or a resume file for `svc resume`.
 */
export async function runChatSession(api: ApiClient, queries: AsyncIterable<string> | Iterable<string>, options: ChatSessionOptions): Promise<void> {
  let conversationId: string | undefined
  let withErrors = 0
  let first = true
  for await (const query of queries) {
    if (options.echo) (options.note ?? noteLine)(`> ${query}`)
    const cancel = options.cancellable ? new AbortController() : undefined
    const release = cancel ? takeOverSigint(() => cancel.abort()) : () => {}
    let outcome: Awaited<ReturnType<typeof followAnswer>>
    try {
      outcome = await followAnswer((handlers) => runChat(api, {conversationId, language: options.language, query, spaceId: options.spaceId}, {...handlers, signal: cancel?.signal}), options, {
        conversationId,
        first,
        query,
      })
    } catch (error) {
      // Ctrl-C while the answer was written: it is cancelled (its stream closed), the session goes on.
      if (!cancel?.signal.aborted) throw error
      ;(options.out ?? process.stdout).write('\n')
      ;(options.note ?? noteLine)(messages().chat.cancelled)
      exitOnNextCtrlC = true
      continue
    } finally {
      release()
    }

    first = false
    if (!outcome) return
    conversationId = outcome.done.conversation_id || conversationId
    if (outcome.errors.length > 0) withErrors++
  }

  if (withErrors > 0) {
    throw failure(`The service reported an error while answering ${withErrors} question${withErrors > 1 ? 's' : ''}.`, [], 'E_CHAT_SERVICE_ERROR')
  }
}

const noteLine = (line: string) => process.stderr.write(`${line}\n`)

/** A query as one shell word, for a command to copy. */
function shellQuote(text: string): string {
  return /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`
}

/**
 * One answer, from its first stream to `done` (a query's, or a resumed prompt's in `svc
 * resume`): streams it to stdout (or one JSON line), applies the policy at each pause, prints the
 * sources. Resolves with the outcome, or undefined when the session stops here (dump, and a
 * pause under --json); throws for the failing policies.
 */
export async function followAnswer(
  start: (handlers: ChatHandlers) => Promise<ChatOutcome>,
  options: ChatSessionOptions,
  context: {query?: string; conversationId?: string; first?: boolean},
): Promise<Extract<ChatOutcome, {status: 'done'}> | undefined> {
  const out = options.out ?? process.stdout
  const note = options.note ?? noteLine
  // A blank line between two answers, written with the second answer's first text.
  let separator = context.first === false && !options.json ? '\n' : ''
  const write = (text: string) => {
    out.write(separator + answerText(text))
    separator = ''
  }

  let streamed = ''
  // Waiting for the answer (or for the rest of it, at the start of a line): a spinner on stderr.
  const spinner = options.spinner ? new Spinner(() => messages().waiting, {atLineStart: () => !streamed || streamed.endsWith('\n')}) : undefined
  const answerer = policyAnswerer(options.mode, askPrompt)
  spinner?.start()
  const outcome = await start({
    onDelta(delta) {
      streamed += delta
      spinner?.touch()
      if (!options.json) write(delta)
    },
    onError(error) {
      spinner?.touch()
      note(serviceErrorNote(error))
    },
    async onPrompt(prompt) {
      spinner?.suspend()
      try {
        return await answerer(prompt)
      } finally {
        spinner?.resume()
      }
    },
    onResume: options.mode === 'pick-first' ? (prompt, value) => note(pickedNote(prompt, value)) : undefined,
  }).finally(() => spinner?.stop())
  if (outcome.status === 'paused') {
    await stopAtPause(outcome.prompt, options, context)
    return undefined
  }

  const {done} = outcome
  if (options.json) {
    out.write(`${answerJson(context.query ?? '', done)}\n`)
    return outcome
  }

  // Deltas normally carry the whole answer; print it from `done` if the service sent none.
  if (!streamed && done.answer) write(done.answer)
  const text = streamed || done.answer
  if (text && !text.endsWith('\n')) out.write('\n')
  const sources = renderSources(done.sources, out)
  if (sources) out.write(`${sources}\n`)
  return outcome
}

/**
 * The chat paused and the policy did not answer: `dump` prints the prompt; `fail` and the
 * stateful modes end the session (exit 1, or 0 with a JSON line under --json), the latter
 * leaving a resume token or file.
 */
export async function stopAtPause(prompt: ChatPrompt, options: ChatSessionOptions, context: {query?: string; conversationId?: string}): Promise<void> {
  const out = options.out ?? process.stdout
  const note = options.note ?? noteLine
  if (options.mode === 'dump') {
    out.write(`${dumpJson(prompt, options.json)}\n`)
    return
  }

  if (!isStatefulMode(options.mode)) {
    if (options.json) {
      out.write(`${pausedJson(context.query ?? '', prompt)}\n`)
      note(`Paused: ${pausedMessage(prompt)}`)
      return
    }

    // One message: what the service asks, and the svc commands that answer it.
    const bin = options.bin ?? 'svc'
    const again = `${bin} chat${context.query ? ` ${shellQuote(context.query)}` : ''}${options.spaceId ? ` --space ${options.spaceId}` : ''}`
    throw failure(
      `The chat is paused: ${prompt.message ? terminalSafe(prompt.message) : 'the service needs an answer'} (correlation_id: ${prompt.correlation_id ?? 'none'}).`,
      [`To answer: ${again} (in a terminal), or add --on-ambiguous fail-with-token to answer later with \`${bin} resume\`.`],
      'E_HITL_PAUSED',
    )
  }

  if (!prompt.correlation_id) throw failure('The service paused without a correlation_id, so the chat cannot be resumed later.', [], 'E_PROTOCOL')
  const conversation = typeof prompt.conversation_id === 'string' ? prompt.conversation_id : context.conversationId
  const state: ChatResumeState = {
    correlation_id: prompt.correlation_id,
    created_at: new Date().toISOString(),
    kind: 'chat',
    prompt,
    url: options.serviceUrl ?? DEFAULT_URL,
    v: 1,
    ...(context.query ? {query: context.query} : {}),
    ...(options.spaceId ? {space_id: options.spaceId} : {}),
    ...(options.language ? {language: options.language} : {}),
    ...(conversation ? {conversation_id: conversation} : {}),
  }
  const bin = options.bin ?? 'svc'
  const what = `the service needs an answer (correlation_id: ${prompt.correlation_id})`
  let saved: {resume_file: string} | {resume_token: string}
  let resume: string
  if (options.mode === 'fail-with-token') {
    saved = {resume_token: encodeToken(state)}
    resume = `Resume with: ${bin} resume <token> ${answerHint(prompt)} (the token is the last line of standard output).`
  } else {
    const file = await writeResumeFile(state, options.resumeFile ?? defaultResumeFile(state))
    saved = {resume_file: file}
    resume = `Resume with: ${bin} resume ${file} ${answerHint(prompt)}`
  }

  if (options.json) {
    out.write(`${jsonText({...JSON.parse(pausedJson(context.query ?? '', prompt)), ...saved})}\n`)
    note(`Paused: ${what}; exit code suppressed by --json. ${resume}`)
    return
  }

  out.write(`${'resume_token' in saved ? saved.resume_token : saved.resume_file}\n`)
  throw failure(`${what[0].toUpperCase()}${what.slice(1)}.`, [resume], 'E_HITL_PAUSED')
}
