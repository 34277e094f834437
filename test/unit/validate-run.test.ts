/**
 * The client loop of `svc validate` (src/lib/validate-run.ts) with injected I/O: the HITL
 * policies, Mode A / Mode B re-calls, --json, exit codes, replay de-duplication, broken streams.
 */
import {expect} from 'chai'

import {SvcError} from '../../src/lib/errors.js'
import type {ChatPrompt} from '../../src/lib/hitl.js'
import {StreamBrokenError, ToolCallError, type SvcEvent, type ValidateToolArgs, type ValidateToolResult} from '../../src/lib/mcp-client.js'
import {parseAsOf, runValidation, type ValidateDeps, type ValidateOptions} from '../../src/lib/validate-run.js'

const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const DOSSIER = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'

type Step = {events?: Omit<SvcEvent, 'run_id'>[]; result?: ValidateToolResult; error?: Error}

const start = (seq: number, resumed = false) => ({data: {document_count: 1, dossier_id: DOSSIER, language: 'en', level: 'both', resumed, run_id: RUN}, event: 'validate:start', seq})
const complete = (seq: number) => ({data: {global_verdict: 'pass', run_id: RUN, status: 'complete'}, event: 'validate:complete', seq})
const prompt = (waitingFor: string, fields: ChatPrompt['config'] extends infer C ? (C extends {fields?: infer F} ? F : never) : never, n = 1): ChatPrompt => ({
  config: {fields, title: 'Form'},
  correlation_id: `${RUN}:${n}`,
  message: `Need ${waitingFor}.`,
  run_id: RUN,
  type: 'form',
  waiting_for: waitingFor as ChatPrompt['waiting_for'],
})
const CLASSIFY = prompt('classification_correction', [{kind: 'choice', label: 'Type', name: 'document_type', options: [{value: 'kbis'}]}])
const MISSING = prompt('missing_document', [{kind: 'file', label: 'File', name: 'file'}])
const paused = (p: ChatPrompt, seq: number): Step => ({events: [start(seq), {data: p, event: 'chat_prompt', seq: seq + 1}], result: {prompt: p, run_id: RUN, status: 'paused'}})

/** A scripted service: each call pops the next step. Records every call and every line. */
function fake(steps: Step[], overrides: Partial<ValidateDeps> = {}) {
  const calls: ValidateToolArgs[] = []
  const out: string[] = []
  const err: string[] = []
  const uploads: string[] = []
  const hints: string[] = []
  const deps: ValidateDeps = {
    ask: async () => ({document_type: 'kbis'}),
    async call(args, onEvent) {
      calls.push(structuredClone(args))
      const step = steps.shift()
      if (!step) throw new Error('no more steps')
      for (const event of step.events ?? []) onEvent({...event, run_id: RUN} as SvcEvent)
      if (step.error) throw step.error
      return step.result!
    },
    err: (line) => err.push(line),
    fetchReport: async (runId) => ({run_id: runId, status: 'complete'}),
    onRunId: (_id, hint) => hints.push(hint),
    out: (line) => out.push(line),
    upload: async (path) => {
      uploads.push(path)
    },
    ...overrides,
  }
  return {calls, deps, err, hints, out, uploads}
}

const options = (extra: Partial<ValidateOptions> = {}): ValidateOptions => ({
  color: false,
  dossierId: DOSSIER,
  json: false,
  level: 'both',
  policy: 'fail',
  recallDelayMs: () => 0,
  verbose: false,
  ...extra,
})

async function rejection(promise: Promise<unknown>): Promise<SvcError> {
  try {
    await promise
  } catch (error) {
    return error as SvcError
  }

  throw new Error('expected a rejection')
}

describe('validate client loop', () => {
  it('complete: renders the events on stdout and resolves 0; sends level, policy and no language unless chosen', async () => {
    const f = fake([{events: [start(1), complete(2)], result: {run_id: RUN, status: 'complete'}}])
    expect(await runValidation(options(), f.deps)).to.equal(0)
    expect(f.calls).to.deep.equal([{dossier_id: DOSSIER, hitl_response: undefined, language: undefined, level: 'both', on_ambiguity: 'fail', run_id: undefined}])
    expect(f.out[0]).to.match(/^Validating dossier/)
    expect(f.out).to.include(`run_id: ${RUN}`)
    expect(f.hints[0]).to.equal(`Run ${RUN} goes on in the service. Resume with: svc validate ${DOSSIER} --run-id ${RUN}`)
  })

  it('failed: exit 1 with the reason and the resume command', async () => {
    const f = fake([{events: [start(1), {data: {reason: 'Empty dossier.', run_id: RUN}, event: 'validate:failed', seq: 2}], result: {run_id: RUN, status: 'failed'}}])
    const error = await rejection(runValidation(options(), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(error.message).to.equal(`Validation run ${RUN} failed: Empty dossier.`)
    expect(error.suggestions).to.include(`Resume with: svc validate ${DOSSIER} --run-id ${RUN}`)
  })

  it('--json: nothing rendered; the report printed after complete or failed; exit 0 either way', async () => {
    for (const status of ['complete', 'failed'] as const) {
      const f = fake([{events: [start(1)], result: {run_id: RUN, status}}], {fetchReport: async (id) => ({run_id: id, status})})
      expect(await runValidation(options({json: true}), f.deps)).to.equal(0)
      expect(f.out).to.have.length(1)
      expect(JSON.parse(f.out[0])).to.deep.equal({run_id: RUN, status})
    }
  })

  it('fail: a pause exits 1 with one message: the question, the correlation id and the exact svc command that answers it', async () => {
    const f = fake([paused(CLASSIFY, 1)])
    const error = await rejection(runValidation(options({policy: 'fail'}), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(error.message).to.match(/^The run is paused: /).and.include(`classification_correction, correlation_id ${RUN}:1`)
    expect(error.suggestions).to.deep.equal([`To answer: svc validate ${DOSSIER} --run-id ${RUN} (in a terminal), or add --on-ambiguous dump to see the form.`])
    // Said once: the rendering has no pause line of its own (issue 11, C9).
    expect([...f.out, ...f.err].join('\n')).to.not.match(/Paused|⏸/)
  })

  it('failed: the reason is said once (the error), without the service\'s protocol hint', async () => {
    const f = fake([{events: [start(1), {data: {hint: 'Fix the dossier, then re-call the tool with run_id.', reason: 'Empty dossier.', run_id: RUN}, event: 'validate:failed', seq: 2}], result: {run_id: RUN, status: 'failed'}}])
    const error = await rejection(runValidation(options(), f.deps))
    expect(error.message).to.equal(`Validation run ${RUN} failed: Empty dossier.`)
    expect(error.suggestions).to.deep.equal([`Resume with: svc validate ${DOSSIER} --run-id ${RUN}`])
    expect([...f.out, ...f.err].join('\n')).to.not.include('Empty dossier').and.not.include('re-call')
  })

  it('fail with --json: exit 0 and a JSON description of the pause', async () => {
    const f = fake([paused(CLASSIFY, 1)])
    expect(await runValidation(options({json: true, policy: 'fail'}), f.deps)).to.equal(0)
    const pause = JSON.parse(f.out[0])
    expect(pause).to.include({correlation_id: `${RUN}:1`, dossier_id: DOSSIER, run_id: RUN, status: 'paused', waiting_for: 'classification_correction'})
    expect(pause.resume).to.equal(`svc validate ${DOSSIER} --run-id ${RUN}`)
    expect(pause.prompt).to.deep.equal(CLASSIFY)
  })

  it('dump: the chat_prompt JSON alone on stdout (rendering on stderr), exit 0', async () => {
    const f = fake([paused(CLASSIFY, 1)])
    expect(await runValidation(options({policy: 'dump'}), f.deps)).to.equal(0)
    expect(f.out).to.have.length(1)
    expect(JSON.parse(f.out[0])).to.deep.equal({event: 'chat_prompt', seq: 2, ...CLASSIFY})
    expect(f.err[0]).to.match(/^Validating dossier/)
  })

  it('prompt + classification_correction: the form values are sent as hitl_response with the run_id (Mode B)', async () => {
    const f = fake([paused(CLASSIFY, 1), {events: [start(3, true), complete(4)], result: {run_id: RUN, status: 'complete'}}])
    expect(await runValidation(options({policy: 'prompt'}), f.deps)).to.equal(0)
    expect(f.calls[1]).to.include({run_id: RUN})
    expect(f.calls[1].hitl_response).to.deep.equal({document_type: 'kbis'})
  })

  it('prompt + missing_document: the file is uploaded to the dossier, then a re-call without hitl_response (Mode A)', async () => {
    const f = fake([paused(MISSING, 1), {events: [start(3, true), complete(4)], result: {run_id: RUN, status: 'complete'}}], {ask: async () => ({file: '/tmp/rc-pro.pdf'})})
    expect(await runValidation(options({policy: 'prompt'}), f.deps)).to.equal(0)
    expect(f.uploads).to.deep.equal(['/tmp/rc-pro.pdf'])
    expect(f.calls[1].run_id).to.equal(RUN)
    expect(f.calls[1].hitl_response).to.equal(undefined)
  })

  it('prompt + missing_document declined ("skip"): hitl_response {missing_document: "skip"}, nothing uploaded', async () => {
    const f = fake([paused(MISSING, 1), {events: [complete(3)], result: {run_id: RUN, status: 'complete'}}], {ask: async () => ({file: 'skip'})})
    await runValidation(options({policy: 'prompt'}), f.deps)
    expect(f.uploads).to.deep.equal([])
    expect(f.calls[1].hitl_response).to.deep.equal({missing_document: 'skip'})
  })

  it('Ctrl-C in the form: exit 130, the run stays paused, the resume command is shown', async () => {
    const cancel = Object.assign(new Error('User force closed the prompt'), {name: 'ExitPromptError'})
    const f = fake([paused(CLASSIFY, 1)], {
      ask: async () => {
        throw cancel
      },
    })
    const error = await rejection(runValidation(options({policy: 'prompt'}), f.deps))
    expect(error.exitCode).to.equal(130)
    expect(error.suggestions[0]).to.include(`stays paused. Resume with: svc validate ${DOSSIER} --run-id ${RUN}`)
  })

  it('a broken stream: re-calls with the run_id (no answer), skipping events already shown', async () => {
    const f = fake([
      {error: new StreamBrokenError(), events: [start(1)]},
      {events: [start(1), complete(2)], result: {run_id: RUN, status: 'complete'}},
    ])
    expect(await runValidation(options(), f.deps)).to.equal(0)
    expect(f.calls[1]).to.include({run_id: RUN})
    expect(f.out.filter((l) => l.startsWith('Validating dossier'))).to.have.length(1)
    expect(f.err[0]).to.equal(`The event stream broke; re-calling with run_id ${RUN} (1/3)...`)
  })

  it('a service that stopped mid-run (tool error "interrupted") is re-called too', async () => {
    const f = fake([{error: new ToolCallError('stopped', 'interrupted'), events: [start(1)]}, {events: [complete(2)], result: {run_id: RUN, status: 'complete'}}])
    expect(await runValidation(options(), f.deps)).to.equal(0)
    expect(f.calls).to.have.length(2)
  })

  it('after a break, a conflict (the service still counts the lost call as the resumer) is re-called too; a first-call conflict is not', async () => {
    const f = fake([
      {error: new StreamBrokenError(), events: [start(1)]},
      {error: new ToolCallError('Run is being resumed by another call.', 'conflict')},
      {events: [complete(2)], result: {run_id: RUN, status: 'complete'}},
    ])
    expect(await runValidation(options(), f.deps)).to.equal(0)
    expect(f.calls).to.have.length(3)
  })

  it('gives up after maxRecalls re-calls with the resume hint; never re-calls when no run_id was received', async () => {
    const broken = () => ({error: new StreamBrokenError(), events: [start(1)]})
    const f = fake([broken(), broken(), broken(), broken()])
    const error = await rejection(runValidation(options(), f.deps))
    expect(f.calls).to.have.length(4)
    expect(error.message).to.include('Gave up after 3 re-calls')
    expect(error.suggestions).to.include(`Resume with: svc validate ${DOSSIER} --run-id ${RUN}`)

    const early = fake([{error: new StreamBrokenError()}])
    const noRun = await rejection(runValidation(options(), early.deps))
    expect(early.calls).to.have.length(1)
    expect(noRun.message).to.include('No run was started')
  })

  it('a tool refusal (conflict, not found) is one error line, exit 1, not retried', async () => {
    const f = fake([{error: new ToolCallError('Run was resumed by another call.', 'conflict')}])
    const error = await rejection(runValidation(options({runId: RUN}), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(f.calls).to.have.length(1)
    expect(f.calls[0].run_id).to.equal(RUN)
  })

  it('an unknown --run-id (not found) or a run of another dossier gets no "Resume with" hint', async () => {
    for (const code of ['not_found', 'invalid_run']) {
      const f = fake([{error: new ToolCallError(`Run ${RUN} does not exist.`, code)}])
      const error = await rejection(runValidation(options({runId: RUN}), f.deps))
      expect(error.exitCode).to.equal(1)
      expect(error.suggestions.join('\n'), code).to.not.include('Resume with')
    }

    const conflict = fake([{error: new ToolCallError('Run was resumed by another call.', 'conflict')}])
    const error = await rejection(runValidation(options({runId: RUN}), conflict.deps))
    expect(error.suggestions).to.include(`Resume with: svc validate ${DOSSIER} --run-id ${RUN}`)
  })

  it('--as-of is sent as as_of on every call; without it none is sent (the service uses today)', async () => {
    const f = fake([paused(CLASSIFY, 1), {events: [complete(3)], result: {run_id: RUN, status: 'complete'}}])
    await runValidation(options({asOf: '2024-02-29', policy: 'prompt'}), f.deps)
    expect(f.calls.map((c) => c.as_of)).to.deep.equal(['2024-02-29', '2024-02-29'])
    const none = fake([{events: [complete(1)], result: {run_id: RUN, status: 'complete'}}])
    await runValidation(options(), none.deps)
    expect(none.calls[0]).to.not.have.property('as_of')
  })

  it('parseAsOf: a real calendar date YYYY-MM-DD, anything else a usage error (exit 2)', () => {
    expect(parseAsOf(' 2024-02-29 ')).to.equal('2024-02-29')
    for (const bad of ['2025-02-29', '2025-13-01', '2025-04-31', '2025-6-1', '15/06/2025', 'today', '']) {
      let error: SvcError | undefined
      try {
        parseAsOf(bad)
      } catch (error_) {
        error = error_ as SvcError
      }

      expect(error?.exitCode, bad).to.equal(2)
      expect(error?.message).to.equal(`--as-of must be a real calendar date written YYYY-MM-DD, got "${bad}".`)
    }
  })

  it('the run\'s activity between events (waiting for documents) goes to the status line, cleared by the next event; not with --json', async () => {
    const waiting = {documents_done: 1, documents_processing: 1, documents_total: 2, message: 'Waiting for 1 document to finish processing (1/2 done)'}
    const script = (): ValidateDeps['call'] => async (_args, onEvent, onActivity) => {
      onEvent({...start(1), run_id: RUN} as SvcEvent)
      onActivity?.(waiting)
      onEvent({...complete(2), run_id: RUN} as SvcEvent)
      return {run_id: RUN, status: 'complete'}
    }

    const status: (string | undefined)[] = []
    const f = fake([], {call: script(), status: (line) => status.push(line)})
    expect(await runValidation(options(), f.deps)).to.equal(0)
    expect(status).to.deep.equal([undefined, waiting.message, undefined, undefined])
    const quiet: (string | undefined)[] = []
    const json = fake([], {call: script(), status: (line) => quiet.push(line)})
    await runValidation(options({json: true}), json.deps)
    expect(quiet.filter(Boolean)).to.deep.equal([])
  })

  it('passes --language when chosen', async () => {
    const f = fake([{events: [complete(1)], result: {run_id: RUN, status: 'complete'}}])
    await runValidation(options({language: 'en', level: '1'}), f.deps)
    expect(f.calls[0]).to.include({language: 'en', level: '1'})
  })
})
