/**
 * The client side of a validation run: calls the `validate_dossier` tool, renders its events,
 * applies the HITL policy on a pause, re-calls with the run_id until the run completes or fails.
 * The I/O is injected ({@link ValidateDeps}), so a plugin or a test can drive it without a
 * terminal; `svc validate` wires it to the MCP client, the reports endpoint, inquirer and upload.
 *
 * Exit codes (spec, Errors): complete -> 0; failed -> 1; a pause under `fail` -> 1; `dump` -> 0
 * after printing the prompt; with --json always 0 (the consumer reads report.status).
 */
import {failure, InterruptedError, SvcError, usageError} from './errors.js'
import type {ChatPrompt, VALIDATE_MODES} from './hitl.js'
import {StreamBrokenError, ToolCallError, type RunActivity, type SvcEvent, type ValidateToolArgs, type ValidateToolResult} from './mcp-client.js'
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
}

export interface ValidateDeps {
  /** One tool call (MCP); `onActivity` gets what the run does between events (waiting for documents). */
  call(args: ValidateToolArgs, onEvent: (event: SvcEvent) => void, onActivity?: (activity: RunActivity) => void): Promise<ValidateToolResult>
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
  prompt: ChatPrompt
}

export function resumeCommand(bin: string, dossierId: string, runId: string): string {
  return `${bin} validate ${dossierId} --run-id ${runId}`
}

/** Runs the validation to its end; resolves with the exit code, or throws an SvcError (exit 1). */
export async function runValidation(options: ValidateOptions, deps: ValidateDeps): Promise<number> {
  const bin = options.bin ?? 'svc'
  const renderer = new ValidateRenderer({bin, color: options.color, language: undefined, verbose: options.verbose})
  // dump keeps stdout for the prompt JSON alone: the rendering goes to stderr then.
  const show = options.json ? () => {} : options.policy === 'dump' ? deps.err : deps.out
  let runId = options.runId
  let lastSeq = 0
  let lastFailed: Record<string, unknown> | undefined
  let lastPromptEvent: SvcEvent | undefined
  let hitl: Record<string, unknown> | undefined
  let recalls = 0
  const maxRecalls = options.maxRecalls ?? 3
  const hint = () => (runId ? `Resume with: ${resumeCommand(bin, options.dossierId, runId)}` : '')
  let announced: string | undefined
  const learnRunId = (id: string) => {
    runId = id
    if (announced === id) return
    announced = id
    deps.onRunId?.(id, `Run ${id} goes on in the service. ${hint()}`)
  }

  if (runId) learnRunId(runId)
  const onActivity = (activity: RunActivity) => {
    if (!options.json) deps.status?.(activity.message)
  }

  const onEvent = (event: SvcEvent) => {
    deps.status?.(undefined)
    // A re-call replays the current segment: skip what was already shown.
    if (event.seq <= lastSeq && event.run_id === runId) return
    if (event.run_id !== runId) learnRunId(event.run_id)
    lastSeq = event.seq
    if (event.event === 'validate:failed') lastFailed = event.data
    if (event.event === 'chat_prompt') lastPromptEvent = event
    for (const line of renderer.render(event)) show(line)
  }

  for (;;) {
    let result: ValidateToolResult
    try {
      result = await deps.call(
        {
          dossier_id: options.dossierId,
          hitl_response: hitl,
          language: options.language,
          level: options.level,
          on_ambiguity: options.policy,
          run_id: runId,
          ...(options.asOf ? {as_of: options.asOf} : {}),
        },
        onEvent,
        onActivity,
      )
    } catch (error) {
      deps.status?.(undefined)
      // A broken stream, or a service that stopped mid-run: the run is resumable, re-call. After a
      // break, a conflict means the service still counts our lost call as the run's resumer: wait.
      const code = error instanceof ToolCallError ? (error.toolCode ?? '') : undefined
      const retriable = error instanceof StreamBrokenError || (code !== undefined && (RETRIABLE_TOOL_CODES.has(code) || (code === 'conflict' && recalls > 0)))
      if (!retriable) throw withHint(error, NO_RUN_TOOL_CODES.has(code ?? '') ? '' : hint())
      if (!runId) throw failure(`${(error as Error).message} No run was started (no run_id received).`)
      if (recalls >= maxRecalls) throw failure(`${(error as Error).message} Gave up after ${maxRecalls} re-calls.`, [hint()], 'E_STREAM_BROKEN')
      recalls++
      deps.err(`The event stream broke; re-calling with run_id ${runId} (${recalls}/${maxRecalls})...`)
      await new Promise((resolve) => setTimeout(resolve, options.recallDelayMs?.(recalls) ?? 300 * recalls))
      hitl = undefined
      continue
    }

    deps.status?.(undefined)
    recalls = 0
    hitl = undefined
    learnRunId(result.run_id)
    if (result.status === 'complete' || result.status === 'failed') {
      if (options.json) {
        deps.out(JSON.stringify(await deps.fetchReport(result.run_id), null, 2))
        return 0
      }

      if (result.status === 'complete') return 0
      const reason = typeof lastFailed?.reason === 'string' ? `: ${lastFailed.reason}` : '.'
      throw failure(`Validation run ${result.run_id} failed${reason}`, [hint()], 'E_RUN_FAILED')
    }

    const prompt = (result.prompt ?? lastPromptEvent?.data ?? {}) as ChatPrompt
    if (options.policy === 'dump') {
      deps.out(JSON.stringify({event: 'chat_prompt', seq: lastPromptEvent?.seq, ...prompt}, null, 2))
      return 0
    }

    if (options.policy === 'fail') {
      const what = `The service paused for a human answer (${prompt.waiting_for ?? 'form'}, correlation_id ${prompt.correlation_id ?? '?'})`
      if (options.json) {
        const summary: PauseSummary = {
          correlation_id: prompt.correlation_id,
          dossier_id: options.dossierId,
          message: prompt.message,
          prompt,
          resume: resumeCommand(bin, options.dossierId, result.run_id),
          run_id: result.run_id,
          status: 'paused',
          waiting_for: prompt.waiting_for,
        }
        deps.out(JSON.stringify(summary, null, 2))
        deps.err(`${what}; exit code suppressed by --json. ${hint()}`)
        return 0
      }

      throw failure(`${what}: ${prompt.message ?? ''}`.replace(/: $/, '.'), [hint(), 'Run it in a terminal (--on-ambiguous prompt) to answer, or with --on-ambiguous dump to see the form.'], 'E_HITL_PAUSED')
    }

    let values: Record<string, boolean | string>
    try {
      values = await deps.ask(prompt)
    } catch (error) {
      const name = (error as Error)?.name
      if (name === 'ExitPromptError' || name === 'AbortPromptError') throw new InterruptedError('Interrupted.', [`Run ${result.run_id} stays paused. ${hint()}`])
      throw withHint(error, hint())
    }

    const files = (prompt.config?.fields ?? []).filter((f) => f.kind === 'file').map((f) => values[f.name])
    const declined = files.find((value) => value === 'skip' || value === 'abandon')
    if (declined) {
      // The human will not provide the missing document: continue without it, or end the run.
      hitl = {missing_document: declined}
    } else if (files.length > 0) {
      // Mode A: upload the missing document into the dossier, then re-call without hitl_response.
      for (const path of files) {
        if (typeof path !== 'string') continue
        deps.err(`Uploading ${path} to dossier ${options.dossierId}...`)
        await deps.upload(path, options.dossierId)
      }
    } else {
      // Mode B: the form values are the hitl_response.
      hitl = values
    }
  }
}

function withHint(error: unknown, hint: string): unknown {
  if (error instanceof SvcError && hint && !error.suggestions.includes(hint)) error.suggestions.push(hint)
  return error
}
