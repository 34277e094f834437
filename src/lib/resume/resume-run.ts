/**
 * `svc resume <token|file>`: continues a paused validation run or chat from a resume token or
 * file (see token.ts), in any process. The pending question is answered from `--answer` /
 * `--file`, or raised again under the `--on-ambiguous` policy (a form on a terminal, `dump`
 * prints it and exits 0, `fail-with-token` exits 1 with a fresh token...); then the rest streams
 * exactly as with `svc validate` / `svc chat` (same rendering, exit codes and --json), and may
 * pause again under the same policies.
 *
 * The API key is the environment's (or ~/.svc/credentials'); it is sent only to the configured
 * service, which must be the one the state names.
 */
import createDebug from 'debug'

import {askPrompt, pickedNote} from '../chat-render.js'
import {followAnswer, stopAtPause, type ChatSessionOptions} from '../chat-session.js'
import {followChat, policyAnswerer, RESUME_PATH} from '../chat.js'
import {failure, SvcError, usageError} from '../errors.js'
import type {ChatPrompt, OnAmbiguous} from '../hitl.js'
import type {ApiClient} from '../http.js'
import {withProxy} from '../mcp-client.js'
import {assertSafeTransport} from '../settings.js'
import {resumeCommand, runValidation, type ValidateDeps, type ValidatePolicy} from '../validate-run.js'
import {chatValueFromAnswers, formValuesFromAnswers, parseAnswerFlags} from './answers.js'
import {assertSameService, readResumeArgument, type ChatResumeState, type ValidateResumeState} from './token.js'

const debug = createDebug('svc:resume')

export interface ResumeOptions {
  /** A token (`svc1.`...) or the path of a resume file. */
  argument: string
  /** `--answer name=value` flags. */
  answers?: string[]
  /** `--file PATH`: the missing document. */
  file?: string
  policy: OnAmbiguous
  json: boolean
  verbose: boolean
  color: boolean
  bin?: string
  resumeFile?: string
}

export interface ResumeDeps {
  /** The validation run's I/O (validate-wiring.ts); built lazily, only for a validation state. */
  validate(): ValidateDeps
}

/** Resolves with the exit code, or throws an SvcError, like `svc validate` / `svc chat`. */
export async function resume(api: ApiClient, options: ResumeOptions, deps: ResumeDeps): Promise<number> {
  const {state} = await readResumeArgument(options.argument)
  assertSameService(state, api.settings.baseUrl)
  const answers = parseAnswerFlags(options.answers)
  const given = answers.size > 0 || options.file !== undefined
  if (state.kind === 'validate') {
    if (options.policy === 'pick-first') {
      throw usageError('pick-first is not available for a validation run: validate emits only form prompts, never choice prompts.', ['Use prompt, fail, dump, fail-with-token or resume-file, or answer with --answer.'])
    }

    const values = given ? await formValuesFromAnswers(state.prompt, answers, options.file) : undefined
    await assertRunStillPaused(api, state, options.bin ?? 'svc')
    // The question and its answer, for the log of a job that resumes without anyone watching.
    if (values) note(state.prompt, Object.entries(values).map(([name, value]) => `${name}=${String(value)}`).join(', '))
    return runValidation(
      {
        asOf: state.as_of,
        bin: options.bin,
        color: options.color,
        dossierId: state.dossier_id,
        json: options.json,
        language: state.language,
        level: state.level,
        policy: options.policy as ValidatePolicy,
        resumeFile: options.resumeFile,
        serviceUrl: api.settings.baseUrl,
        start: {prompt: state.prompt, runId: state.run_id, values},
        verbose: options.verbose,
      },
      deps.validate(),
    )
  }

  return resumeChat(api, state, options, given ? chatValueFromAnswers(state.prompt, answers, options.file) : undefined)
}

async function resumeChat(api: ApiClient, state: ChatResumeState, options: ResumeOptions, given: string | undefined): Promise<number> {
  const session: ChatSessionOptions = {
    bin: options.bin,
    json: options.json,
    language: state.language,
    mode: options.policy,
    resumeFile: options.resumeFile,
    serviceUrl: api.settings.baseUrl,
    spaceId: state.space_id,
  }
  const context = {conversationId: state.conversation_id, query: state.query}
  let value = given
  if (value === undefined) {
    // No answer given: the question is raised again under the policy.
    value = await policyAnswerer(options.policy, askPrompt)(state.prompt)
    if (value === undefined) {
      await stopAtPause(state.prompt, session, context)
      return 0
    }

    if (options.policy === 'pick-first') process.stderr.write(`${pickedNote(state.prompt, value)}\n`)
  }

  if (given !== undefined) note(state.prompt, `value=${given}`)
  const stream = await api
    .openStream(RESUME_PATH, {base: 'edge', body: {correlation_id: state.correlation_id, response: {value}}})
    .catch((error: unknown) => {
      // 404 unknown, 409 already answered, 410 expired: the chat has moved on without this answer.
      if (error instanceof SvcError && [404, 409, 410].includes(error.status ?? 0)) {
        throw failure(`This chat question (correlation_id ${state.correlation_id}) no longer waits for an answer: ${error.message}`, ['Ask again with svc chat.'], 'E_RESUME_STALE')
      }

      throw error
    })
  const outcome = await followAnswer((handlers) => followChat(api, stream, handlers, state.prompt), session, context)
  if (outcome && outcome.errors.length > 0) throw failure('The service reported an error while answering.', [], 'E_CHAT_SERVICE_ERROR')
  return 0
}

/** `Answering: <question> (correlation_id ...) -> <answers>` on stderr. */
function note(prompt: ChatPrompt, answers: string): void {
  const question = (prompt.message ?? prompt.waiting_for ?? 'the pending question').replaceAll(/\s+/g, ' ')
  process.stderr.write(`Answering: ${question} (correlation_id ${prompt.correlation_id ?? '?'}) -> ${answers}\n`)
}

/** How long the check that a run still waits may take; it is only a check, the call follows. */
const CHECK_TIMEOUT_MS = 10_000

/**
 * Refuses a token whose run has moved on, before anything is sent: the report exists (the run
 * finished), the run is running again, or it waits for another question than the token's. Asked
 * of the reports endpoint (spec: GET /api/v1/reports/<run_id>); our service answers 409 with the
 * run's status and pending correlation_id while a run is not finished (docs/protocol.md). Any other
 * answer (a service that says less) lets the resume go on: the tool call then decides.
 */
export async function assertRunStillPaused(api: ApiClient, state: ValidateResumeState, bin: string): Promise<void> {
  const url = `${api.url(`/api/v1/reports/${encodeURIComponent(state.run_id)}`)}?format=json`
  assertSafeTransport(url)
  let status: number
  let body: Record<string, unknown> = {}
  try {
    const response = await fetch(url, await withProxy({headers: api.authHeaders(), redirect: 'manual', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS)}))
    status = response.status
    const text = await response.text()
    try {
      const parsed = JSON.parse(text) as unknown
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>
    } catch {
      // Not JSON: only the status speaks.
    }
  } catch (error) {
    debug('could not check run %s: %s', state.run_id, (error as Error).message)
    return
  }

  const where = `See where it stands: ${resumeCommand(bin, state.dossier_id, state.run_id)}`
  const question = `the question of this resume state (correlation_id ${state.correlation_id ?? state.prompt.correlation_id ?? '?'})`
  if (status === 200) {
    const outcome = body.status === 'failed' ? 'failed' : 'complete'
    throw failure(`Run ${state.run_id} has moved on: it is ${outcome}, so ${question} no longer waits for an answer.`, [`Its report: ${bin} reports get ${state.run_id}`], 'E_RESUME_STALE')
  }

  if (status !== 409) return
  if (body.run_status === 'running') throw failure(`Run ${state.run_id} has moved on: it is running again (resumed elsewhere), so ${question} no longer waits for an answer.`, [where], 'E_RESUME_STALE')
  const pending = body.correlation_id
  const expected = state.correlation_id ?? state.prompt.correlation_id
  if (body.run_status === 'paused' && typeof pending === 'string' && expected && pending !== expected) {
    throw failure(`Run ${state.run_id} has moved on: it now waits for another question (correlation_id ${pending}), so ${question} was already answered.`, [where], 'E_RESUME_STALE')
  }
}
