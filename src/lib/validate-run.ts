/**
 * The client side of a validation run: calls the `validate_dossier` tool, renders its events,
 * applies the HITL policy on a pause, re-calls with the run_id until the run completes or fails.
 * The I/O is injected ({@link ValidateDeps}), so a plugin or a test can drive it without a
 * terminal; `svc validate` wires it to the MCP client, the reports endpoint, inquirer and upload.
 *
 * Exit codes (spec, Errors): complete -> 0; failed -> 1; a pause under `fail` -> 1; `dump` -> 0
 * after printing the prompt; with --json always 0 (the consumer reads report.status). The
 * stateful policies pause like `fail` (exit 1), leaving a resume token on stdout's last line
 * (`fail-with-token`) or a resume file (`resume-file`) for `svc resume` (src/lib/resume/).
 */
import {failure, InterruptedError, SvcError, usageError} from './errors.js'
import {isStatefulMode, type ChatPrompt, type VALIDATE_MODES} from './hitl.js'
import {currentLanguage, learnRunLanguage, messages} from './i18n/index.js'
import {StreamBrokenError, ToolCallError, type CallSignals, type RunActivity, type SvcEvent, type ValidateToolArgs, type ValidateToolResult} from './mcp-client.js'
// Loaded at a pause only (they and what they import are four modules and node:fs/promises: ~3 ms
// of CPU that a run that does not pause would pay).
import type {FormValues} from './resume/answers.js'
import type {ValidateResumeState} from './resume/token.js'
import {DEFAULT_URL} from './settings.js'
import {jsonText} from './output.js'
import {terminalSafe} from './terminal-text.js'
import {ValidateRenderer} from './validate-render.js'

/** The --on-ambiguous modes validate has (pick-first is chat's only). */
export type ValidatePolicy = (typeof VALIDATE_MODES)[number]

/** Tool errors after which a re-call with the run_id may succeed: the service stopped mid-run, or is stopping. */
const RETRIABLE_TOOL_CODES = new Set(['interrupted', 'unavailable'])

/** Tool errors that say there is no run of this dossier to resume with this run_id: no "Resume with" hint. */
const NO_RUN_TOOL_CODES = new Set(['forbidden', 'invalid_run', 'not_found'])

export interface ValidateOptions {
  dossierId: string
  level: '1' | '2' | 'both'
  /** Sent only when the user chose one (the service defaults to fr). */
  language?: 'en' | 'fr'
  /** The reference date, YYYY-MM-DD (see parseAsOf); sent only when given (the service defaults to today). */
  asOf?: string
  runId?: string
  policy: ValidatePolicy
  json: boolean
  verbose: boolean
  color: boolean
  /** The CLI's name in hints. */
  bin?: string
  /** How many times a broken stream is re-called with the run_id before giving up (default 3). */
  maxRecalls?: number
  /** Pause before re-call n (ms), default 300 * n. */
  recallDelayMs?: (attempt: number) => number
  /** {base_url}, recorded in resume tokens and files (the stateful policies). */
  serviceUrl?: string
  /** `resume-file`: where to write the state (default ./svc-resume-<run_id>.json). */
  resumeFile?: string
  /**
   * `svc resume`: start at a known pause of run `runId` instead of calling first. With `values`
   * (from --answer / --file) they are sent; without, the policy raises the question again.
   */
  start?: {prompt: ChatPrompt; runId: string; values?: FormValues}
}

export interface ValidateDeps {
  /**
   * One tool call (MCP); `onActivity` gets what the run does between events (waiting for
   * documents); `signals` gets every sign of life that is not an event (progress notifications,
   * heartbeats) and the event notifications that could not be read.
   */
  call(args: ValidateToolArgs, onEvent: (event: SvcEvent) => void, onActivity?: (activity: RunActivity) => void, signals?: CallSignals): Promise<ValidateToolResult>
  /** GET /api/v1/reports/<run_id>?format=json. */
  fetchReport(runId: string): Promise<unknown>
  /** Uploads a file into the dossier's space (gateway batch upload); throws on failure. */
  upload(path: string, spaceId: string): Promise<void>
  /** Shows the form, returns its values by field name. */
  ask(prompt: ChatPrompt): Promise<Record<string, boolean | string>>
  /** A line of data / rendering (stdout). */
  out(line: string): void
  /** A line of progress or diagnostics (stderr). */
  err(line: string): void
  /** Called once the run_id is known (for the Ctrl-C hint). */
  onRunId?(runId: string, hint: string): void
  /**
   * A transient status line (stderr): the run's activity between events, e.g. "Waiting for 2
   * documents to finish processing (1/3 done)"; undefined clears it (an event or the end arrived).
   */
  status?(line: string | undefined): void
}

const AS_OF = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * `--as-of YYYY-MM-DD`: a real calendar date (2025-02-29 is not). Anything else is a usage error
 * (exit 2) before any request.
 */
export function parseAsOf(input: string): string {
  const value = input.trim()
  const match = AS_OF.exec(value)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw usageError(`--as-of must be a real calendar date written YYYY-MM-DD, got "${input}".`, ['For example: --as-of 2026-03-31.'])
  }

  return value
}

/** What `svc validate --json` prints when the run pauses under `fail` (docs/protocol.md). */
export interface PauseSummary {
  run_id: string
  dossier_id: string
  status: 'paused'
  waiting_for?: string
  correlation_id?: string
  message?: string
  resume: string
  /** `fail-with-token`: the token for `svc resume`. */
  resume_token?: string
  /** `resume-file`: the file written for `svc resume`. */
  resume_file?: string
  prompt: ChatPrompt
}

export function resumeCommand(bin: string, dossierId: string, runId: string): string {
  return `${bin} validate ${dossierId} --run-id ${runId}`
}

/**
 * Consecutive re-calls after broken streams that brought nothing new (no new event, no progress,
 * no heartbeat) before giving up; a re-call during which the run made progress starts the count
 * again, so a long run behind an idle-limited proxy is followed to its end. This bounds the rest.
 */
export const MAX_RECALLS_WITHOUT_EVENTS = 50

/** The event's seq as a number, if it has a usable one (another service may send none, or a string). */
function seqOf(event: SvcEvent): number | undefined {
  const seq = typeof event.seq === 'string' ? Number(event.seq) : event.seq
  return typeof seq === 'number' && Number.isFinite(seq) ? seq : undefined
}

/** Runs the validation to its end; resolves with the exit code, or throws an SvcError (exit 1). */
export async function runValidation(options: ValidateOptions, deps: ValidateDeps): Promise<number> {
  const bin = options.bin ?? 'svc'
  // Messages that carry the service's words (run_id, a prompt's message): never raw on a terminal.
  const say = (line: string) => deps.err(terminalSafe(line))
  // endMessages off: a pause and a failure are said once, below, with the svc command to run next.
  const renderer = new ValidateRenderer({bin, color: options.color, endMessages: false, fallbackLanguage: currentLanguage(), language: options.language, verbose: options.verbose})
  // The CLI's own words follow --language, else the run's language (validate:start), else the locale.
  const words = () => messages(renderer.wordsLanguage).run
  // dump keeps stdout for the prompt JSON alone: the rendering goes to stderr then.
  const show = options.json ? () => {} : options.policy === 'dump' ? deps.err : deps.out
  let runId = options.runId ?? options.start?.runId
  let lastSeq = 0
  let lastFailed: Record<string, unknown> | undefined
  let lastPromptEvent: SvcEvent | undefined
  let hitl: Record<string, unknown> | undefined
  let recalls = 0
  let recallsWithoutEvents = 0
  const maxRecalls = options.maxRecalls ?? 3
  const hint = () => (runId ? words().resumeWith(resumeCommand(bin, options.dossierId, runId)) : '')
  let announced: string | undefined
  const learnRunId = (id: string) => {
    runId = id
    if (announced === id) return
    announced = id
    deps.onRunId?.(id, terminalSafe(`Run ${id} goes on in the service. ${hint()}`))
  }

  if (runId) learnRunId(runId)
  // Per call: whether it is a re-call after a broken stream (the only case where the service
  // replays events already shown), whether its first event arrived, and whether the run made
  // progress during it (a new event, a progress notification or a heartbeat).
  let afterBreak = false
  let replaying = false
  let firstOfCall = true
  let progressed: boolean
  let newEvents: boolean
  // The validate:start of each segment by seq, to tell a replay from a stream numbered afresh.
  const starts = new Map<number, string>()
  const fingerprint = (event: SvcEvent) => `${event.event}:${JSON.stringify(event.data ?? {})}`
  const onActivity = (activity: RunActivity) => {
    progressed = true
    if (!options.json) deps.status?.(activity.message)
  }

  let unreadable = 0
  const signals: CallSignals = {
    alive() {
      progressed = true
    },
    unreadable(params) {
      // Said once: a service that sends many would otherwise bury the rendering.
      if (unreadable++ === 0) say(`Warning: the service sent an event svc could not read (no event name), shown here and not rendered: ${JSON.stringify(params)?.slice(0, 200) ?? String(params)}. Further ones are not reported.`)
    },
  }

  const onEvent = (event: SvcEvent) => {
    deps.status?.(undefined)
    const seq = seqOf(event)
    if (firstOfCall) {
      firstOfCall = false
      // A re-call after a break replays the current segment from its validate:start with the same
      // seq numbers: skip what was already shown. Any other stream whose seq starts again from
      // below what we saw (a service numbering each call from 1) is new: show all of it.
      replaying = afterBreak && seq !== undefined && seq <= lastSeq && starts.get(seq) === fingerprint(event)
      if (!replaying && seq !== undefined && seq <= lastSeq) lastSeq = 0
    }

    if (replaying && seq !== undefined && seq <= lastSeq) return
    replaying = false
    progressed = true
    newEvents = true
    if (event.run_id && event.run_id !== runId) learnRunId(event.run_id)
    if (seq !== undefined) {
      lastSeq = seq
      if (event.event === 'validate:start') starts.set(seq, fingerprint(event))
    }

    if (event.event === 'validate:start' && !options.language) learnRunLanguage(event.data?.language)
    if (event.event === 'validate:failed') lastFailed = event.data
    if (event.event === 'chat_prompt') lastPromptEvent = event
    // The spec's header names the run, its level and the dossier: what was asked for, when the service leaves them out.
    const shown = event.event === 'validate:start' ? {...event, data: {dossier_id: options.dossierId, level: options.level, run_id: event.run_id ?? runId, ...event.data}} : event
    for (const line of renderer.render(shown)) show(line)
  }

  /**
   * The HITL policy at a pause: resolves with the form's values to send, or with the exit code
   * when the command ends here (dump, and the paused outcomes under --json); throws for the
   * failing policies (exit 1).
   */
  const atPause = async (prompt: ChatPrompt, pausedRunId: string, seq?: number): Promise<FormValues | number> => {
    if (options.policy === 'dump') {
      deps.out(jsonText({event: 'chat_prompt', seq, ...prompt}, 2))
      return 0
    }

    if (options.policy === 'fail' || isStatefulMode(options.policy)) {
      const what = `${prompt.waiting_for ?? 'form'}, correlation_id ${prompt.correlation_id ?? '?'}`
      const summary: PauseSummary = {
        correlation_id: prompt.correlation_id,
        dossier_id: options.dossierId,
        message: prompt.message,
        prompt,
        resume: resumeCommand(bin, options.dossierId, pausedRunId),
        run_id: pausedRunId,
        status: 'paused',
        waiting_for: prompt.waiting_for,
      }
      // One message: what the service asks, and the exact command that answers it.
      let next = [words().pausedNext(resumeCommand(bin, options.dossierId, pausedRunId))]
      let last: string | undefined
      if (isStatefulMode(options.policy)) {
        const [{answerHint}, {defaultResumeFile, encodeToken, writeResumeFile}] = await Promise.all([import('./resume/answers.js'), import('./resume/token.js')])
        const state: ValidateResumeState = {
          as_of: options.asOf,
          correlation_id: prompt.correlation_id,
          created_at: new Date().toISOString(),
          dossier_id: options.dossierId,
          kind: 'validate',
          language: options.language,
          level: options.level,
          prompt,
          run_id: pausedRunId,
          url: options.serviceUrl ?? DEFAULT_URL,
          v: 1,
        }
        if (options.policy === 'fail-with-token') {
          summary.resume_token = encodeToken(state)
          last = summary.resume_token
          next = [`${words().resumeWith(`${bin} resume <token> ${answerHint(prompt)}`)} ${words().tokenIsLastLine}.`]
        } else {
          summary.resume_file = await writeResumeFile(state, options.resumeFile ?? defaultResumeFile(state))
          last = summary.resume_file
          next = [words().resumeWith(`${bin} resume ${shellWord(summary.resume_file)} ${answerHint(prompt)}`)]
        }
      }

      if (options.json) {
        deps.out(jsonText(summary, 2))
        say(`${words().pausedJson(what)} ${next[0]}`)
        return 0
      }

      if (last) deps.out(last)
      throw failure(words().paused(what, prompt.message ?? ''), next, 'E_HITL_PAUSED')
    }

    try {
      return await deps.ask(prompt)
    } catch (error) {
      const name = (error as Error)?.name
      if (name === 'ExitPromptError' || name === 'AbortPromptError') throw new InterruptedError('Interrupted.', [`Run ${pausedRunId} stays paused. ${hint()}`])
      throw withHint(error, hint())
    }
  }

  /** Sends the form's values: uploads then Mode A for a document, else Mode B (hitl_response). */
  const answer = async (prompt: ChatPrompt, values: FormValues) => {
    const {fileFieldNames} = await import('./resume/answers.js')
    const files = fileFieldNames(prompt).map((name) => values[name]).filter((value) => value !== undefined)
    const declined = files.find((value) => value === 'skip' || value === 'abandon')
    if (declined) {
      // The human will not provide the missing document: continue without it, or end the run.
      hitl = {missing_document: declined}
    } else if (files.length > 0) {
      // Mode A: upload the missing document into the dossier, then re-call without hitl_response.
      for (const path of files) {
        if (typeof path !== 'string') continue
        deps.err(words().uploading(path, options.dossierId))
        await deps.upload(path, options.dossierId)
      }
    } else {
      // Mode B: the form values are the hitl_response.
      hitl = values
    }
  }

  // A resume starts at the pause: with the answers given, or by raising the question again.
  let pending = options.start ? {prompt: options.start.prompt, runId: options.start.runId, values: options.start.values} : undefined
  let answeringToken = false
  for (;;) {
    if (pending) {
      const values = pending.values ?? (await atPause(pending.prompt, pending.runId, lastPromptEvent?.seq))
      if (typeof values === 'number') return values
      await answer(pending.prompt, values)
      // A conflict in answer to a resume's first call means the run has moved on since the token.
      answeringToken = options.start?.prompt === pending.prompt
      pending = undefined
      // What follows a pause is a new segment, never a replay of what was shown.
      afterBreak = false
    }

    let result: ValidateToolResult
    firstOfCall = true
    progressed = false
    newEvents = false
    try {
      result = await deps.call(
        {
          dossier_id: options.dossierId,
          hitl_response: hitl,
          language: options.language,
          level: options.level,
          // The service stores the policy; it knows prompt, fail and dump (the stateful modes fail).
          on_ambiguity: isStatefulMode(options.policy) ? 'fail' : options.policy,
          run_id: runId,
          ...(options.asOf ? {as_of: options.asOf} : {}),
        },
        onEvent,
        onActivity,
        signals,
      )
    } catch (error) {
      deps.status?.(undefined)
      // A broken stream, or a service that stopped mid-run: the run is resumable, re-call. After a
      // break, a conflict means the service still counts our lost call as the run's resumer: wait.
      const code = error instanceof ToolCallError ? (error.toolCode ?? '') : undefined
      const retriable = error instanceof StreamBrokenError || (code !== undefined && (RETRIABLE_TOOL_CODES.has(code) || (code === 'conflict' && recalls > 0)))
      if (!retriable) {
        if (answeringToken && code === 'conflict') {
          throw failure(`The answer was not applied: run ${runId} has moved on since this pause (correlation_id ${options.start?.prompt.correlation_id ?? '?'}). ${(error as Error).message}`, [`See where it stands: ${resumeCommand(bin, options.dossierId, runId!)}`], 'E_RESUME_STALE')
        }

        throw withHint(error, NO_RUN_TOOL_CODES.has(code ?? '') ? '' : hint())
      }

      if (!runId) throw failure(`${(error as Error).message} No run was started (no run_id received).`)
      // A call during which the run made progress is not a failed attempt: follow the run.
      if (progressed) recalls = 0
      recallsWithoutEvents = newEvents ? 0 : recallsWithoutEvents + 1
      if (recalls >= maxRecalls || recallsWithoutEvents > MAX_RECALLS_WITHOUT_EVENTS) {
        throw failure(`${(error as Error).message} Gave up after ${recalls >= maxRecalls ? maxRecalls : MAX_RECALLS_WITHOUT_EVENTS} re-calls.`, [hint()], 'E_STREAM_BROKEN')
      }

      recalls++
      say(`The event stream broke; re-calling with run_id ${runId} (${recalls}/${maxRecalls})...`)
      await new Promise((resolve) => setTimeout(resolve, options.recallDelayMs?.(recalls) ?? 300 * recalls))
      hitl = undefined
      afterBreak = true
      continue
    }

    deps.status?.(undefined)
    recalls = 0
    recallsWithoutEvents = 0
    hitl = undefined
    answeringToken = false
    afterBreak = false
    learnRunId(result.run_id)
    if (result.status === 'complete' || result.status === 'failed') {
      if (options.json) {
        deps.out(jsonText(await deps.fetchReport(result.run_id), 2))
        return 0
      }

      if (result.status === 'complete') return 0
      throw failure(words().failed(result.run_id, typeof lastFailed?.reason === 'string' ? lastFailed.reason : ''), [hint()], 'E_RUN_FAILED')
    }

    pending = {prompt: (result.prompt ?? lastPromptEvent?.data ?? {}) as ChatPrompt, runId: result.run_id, values: undefined}
  }
}

/** A path as one shell word (quoted when it holds spaces or shell characters). */
function shellWord(text: string): string {
  return /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`
}

function withHint(error: unknown, hint: string): unknown {
  if (error instanceof SvcError && hint && !error.suggestions.includes(hint)) error.suggestions.push(hint)
  return error
}
