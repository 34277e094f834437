/**
 * Unit tests of the resume modes: the token (format, version, damage), resume files (0600,
 * replaced atomically), `--answer` / `--file` checked against the form, the stateful policies in
 * the validate loop and the chat session, and `svc resume` in-process against nock (chat resume,
 * stale tokens, a token for another service).
 */
import {lstat, mkdir, readFile, stat, symlink, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {PassThrough} from 'node:stream'

import {expect} from 'chai'
import nock from 'nock'

import {stopAtPause} from '../../src/lib/chat-session.js'
import {SvcError} from '../../src/lib/errors.js'
import type {ChatPrompt} from '../../src/lib/hitl.js'
import {ToolCallError, type SvcEvent, type ValidateToolArgs, type ValidateToolResult} from '../../src/lib/mcp-client.js'
import {answerHint, chatValueFromAnswers, formValuesFromAnswers, parseAnswerFlags} from '../../src/lib/resume/answers.js'
import {assertSameService, decodeToken, defaultResumeFile, encodeToken, readResumeArgument, writeResumeFile, type ChatResumeState, type ValidateResumeState} from '../../src/lib/resume/token.js'
import {runValidation, type ValidateDeps, type ValidateOptions} from '../../src/lib/validate-run.js'
import {BASE_URL, LIVE_KEY, svc, tempDir} from '../helpers/oclif.js'

const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const DOSSIER = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'

const RULE: ChatPrompt = {
  config: {
    fields: [
      {kind: 'choice', label: 'Decision', name: 'decision', options: [{label: 'Accept', value: 'accept'}, {label: 'Reject', value: 'reject'}], required: true},
      {kind: 'text', label: 'Note', name: 'note', required: false},
    ],
    title: 'Clarification',
  },
  correlation_id: `${RUN}:1`,
  message: 'Same person?',
  run_id: RUN,
  type: 'form',
  waiting_for: 'rule_clarification',
}
const MISSING: ChatPrompt = {config: {fields: [{kind: 'file', label: 'Document', name: 'file', required: true}]}, correlation_id: `${RUN}:2`, run_id: RUN, type: 'form', waiting_for: 'missing_document'}
const SPACE_PROMPT: ChatPrompt = {config: {kind: 'select', options: [{label: 'Dossier Dupont', value: 'dupont-id'}, {label: 'Dossier Martin', value: 'martin-id'}]}, conversation_id: 'conv-9', correlation_id: 'cp_abc', message: 'Which space?', type: 'choice'}

const validateState = (extra: Partial<ValidateResumeState> = {}): ValidateResumeState => ({
  correlation_id: `${RUN}:1`,
  created_at: '2026-05-01T10:00:00.000Z',
  dossier_id: DOSSIER,
  kind: 'validate',
  language: 'en',
  level: 'both',
  prompt: RULE,
  run_id: RUN,
  url: BASE_URL,
  v: 1,
  ...extra,
})
const chatState = (extra: Partial<ChatResumeState> = {}): ChatResumeState => ({
  conversation_id: 'conv-9',
  correlation_id: 'cp_abc',
  created_at: '2026-05-01T10:00:00.000Z',
  kind: 'chat',
  prompt: SPACE_PROMPT,
  query: 'montant total',
  url: BASE_URL,
  v: 1,
  ...extra,
})

function usage(fn: () => unknown): SvcError {
  try {
    fn()
  } catch (error) {
    return error as SvcError
  }

  throw new Error('expected an error')
}

async function rejection(promise: Promise<unknown>): Promise<SvcError> {
  try {
    await promise
  } catch (error) {
    return error as SvcError
  }

  throw new Error('expected a rejection')
}

describe('resume tokens and files', () => {
  it('a token is svc1. + base64url JSON: one shell word, decoded back to the same state, no padding', () => {
    const state = validateState()
    const token = encodeToken(state)
    expect(token).to.match(/^svc1\.[\w-]+$/)
    expect(decodeToken(token)).to.deep.equal(state)
    expect(decodeToken(`  ${token}\n`)).to.deep.equal(state)
  })

  it('an unknown format version asks for an upgrade; a damaged or foreign text is a usage error (exit 2)', () => {
    const newer = usage(() => decodeToken(`svc2.${Buffer.from('{}').toString('base64url')}`))
    expect(newer.exitCode).to.equal(2)
    expect(newer.message).to.equal('This resume token has format svc2, which this svc (svc1) does not read.')
    expect(newer.suggestions).to.deep.equal(['Upgrade svc to resume it.'])
    const cut = usage(() => decodeToken(encodeToken(validateState()).slice(0, 40)))
    expect(cut.exitCode).to.equal(2)
    expect(cut.message).to.match(/^The resume token is (damaged|not usable)/)
    const notToken = usage(() => decodeToken('hello'))
    expect(notToken.message).to.include('This is not a resume token')
    const inner = usage(() => decodeToken(`svc1.${Buffer.from(JSON.stringify({...validateState(), v: 7})).toString('base64url')}`))
    expect(inner.message).to.include('format version 7')
    const noRun = usage(() => decodeToken(`svc1.${Buffer.from(JSON.stringify({...validateState(), run_id: undefined})).toString('base64url')}`))
    expect(noRun.message).to.equal('The resume token is not usable: "run_id" is missing.')
    const kind = usage(() => decodeToken(`svc1.${Buffer.from(JSON.stringify({...validateState(), kind: 'upload'})).toString('base64url')}`))
    expect(kind.message).to.include('"kind" is "upload", not validate or chat')
  })

  it('resume files: JSON with mode 0600, replacing a file or a symlink at the path (never written through); read back as a file or as a saved token', async () => {
    const dir = await tempDir()
    const path = join(dir, 'state.json')
    const target = join(dir, 'elsewhere.txt')
    await writeFile(target, 'keep me')
    await symlink(target, path)
    const written = await writeResumeFile(validateState(), path)
    expect(written).to.equal(path)
    expect((await stat(path)).mode & 0o777).to.equal(0o600)
    expect((await lstat(path)).isSymbolicLink()).to.equal(false)
    expect(await readFile(target, 'utf8')).to.equal('keep me')
    expect((await readResumeArgument(path)).state).to.deep.equal(validateState())
    const saved = join(dir, 'token.txt')
    await writeFile(saved, `${encodeToken(chatState())}\n`)
    expect((await readResumeArgument(saved)).state).to.deep.equal(chatState())
    expect((await readResumeArgument(encodeToken(chatState()))).state).to.deep.equal(chatState())
    const missing = await rejection(readResumeArgument(join(dir, 'nope.json')))
    expect(missing.exitCode).to.equal(2)
    expect(missing.message).to.include('is neither a resume token nor an existing file')
    await writeFile(join(dir, 'bad.json'), 'not json')
    expect((await rejection(readResumeArgument(join(dir, 'bad.json')))).message).to.include('is not a resume file (not JSON)')
    await mkdir(join(dir, 'sub'))
    const unwritable = await rejection(writeResumeFile(validateState(), join(dir, 'no', 'such', 'dir.json')))
    expect(unwritable.exitCode).to.equal(1)
    expect(unwritable.message).to.match(/^Cannot write the resume file .* \(ENOENT\)\.$/)
  })

  it('the default file is ./svc-resume-<run_id or correlation_id>.json', () => {
    expect(defaultResumeFile(validateState(), '/work')).to.equal(`/work/svc-resume-${RUN}.json`)
    expect(defaultResumeFile(chatState({correlation_id: 'cp_a/b'}), '/work')).to.equal('/work/svc-resume-cp_a_b.json')
  })

  it('the key is only sent to the configured service: another origin is refused (exit 2) naming both', () => {
    assertSameService(validateState({url: `${BASE_URL}/`}), BASE_URL)
    const error = usage(() => assertSameService(validateState({url: 'https://evil.example'}), BASE_URL))
    expect(error.exitCode).to.equal(2)
    expect(error.message).to.equal(`This resume state belongs to the service at https://evil.example, but svc is configured for ${BASE_URL}; the API key is only sent to the configured service.`)
  })
})

describe('--answer and --file against the pending question', () => {
  it('parseAnswerFlags: name=value (the value may hold "="); no name or a name twice is exit 2', () => {
    expect([...parseAnswerFlags(['decision=accept', 'note=a=b'])]).to.deep.equal([
      ['decision', 'accept'],
      ['note', 'a=b'],
    ])
    expect(usage(() => parseAnswerFlags(['accept'])).message).to.equal('--answer must be name=value, got "accept".')
    expect(usage(() => parseAnswerFlags(['a=1', 'a=2'])).message).to.equal('--answer a is given twice.')
  })

  it('validate: choices by value or label; unknown fields, wrong values and missing required answers are exit 2 with the expected flags', async () => {
    expect(await formValuesFromAnswers(RULE, parseAnswerFlags(['decision=Accept', 'note= same person ']))).to.deep.equal({decision: 'accept', note: 'same person'})
    expect(await formValuesFromAnswers(RULE, parseAnswerFlags(['decision=reject']))).to.deep.equal({decision: 'reject'})
    const unknown = await rejection(formValuesFromAnswers(RULE, parseAnswerFlags(['verdict=ok'])))
    expect(unknown.exitCode).to.equal(2)
    expect(unknown.message).to.equal('--answer verdict: this form asks for decision, note.')
    expect(unknown.suggestions).to.deep.equal(['--answer decision=<accept|reject> [--answer note=<text>]'])
    expect((await rejection(formValuesFromAnswers(RULE, parseAnswerFlags(['decision=maybe'])))).message).to.equal('--answer decision: "maybe" is not one of accept, reject.')
    expect((await rejection(formValuesFromAnswers(RULE, parseAnswerFlags(['note=x'])))).message).to.equal('Missing answer for "Decision" (decision).')
  })

  it('validate missing_document: --file must exist (absolute path back), or skip/abandon (also as missing_document=); --file on another form is exit 2', async () => {
    const dir = await tempDir()
    await writeFile(join(dir, 'rc.pdf'), '%PDF-1.4')
    expect(await formValuesFromAnswers(MISSING, new Map(), 'rc.pdf', dir)).to.deep.equal({file: join(dir, 'rc.pdf')})
    expect(await formValuesFromAnswers(MISSING, parseAnswerFlags(['file=skip']))).to.deep.equal({file: 'skip'})
    expect(await formValuesFromAnswers(MISSING, parseAnswerFlags(['missing_document=abandon']))).to.deep.equal({file: 'abandon'})
    const absent = await rejection(formValuesFromAnswers(MISSING, new Map(), 'nope.pdf', dir))
    expect(absent.exitCode).to.equal(2)
    expect(absent.message).to.equal(`${join(dir, 'nope.pdf')} does not exist.`)
    const wrongForm = await rejection(formValuesFromAnswers(RULE, new Map([['decision', 'accept']]), 'x.pdf'))
    expect(wrongForm.message).to.equal('--file: this question (rule_clarification) does not ask for a document.')
    expect(answerHint(MISSING)).to.equal('--file <path> (or --answer file=skip|abandon)')
  })

  it('a form whose fields are not described (another service) gets the answers as they are', async () => {
    const bare: ChatPrompt = {type: 'form', waiting_for: 'classification_correction'}
    expect(await formValuesFromAnswers(bare, parseAnswerFlags(['document_type=kbis']))).to.deep.equal({document_type: 'kbis'})
  })

  it('chat: one --answer value=<option value or label>; anything else is exit 2', () => {
    expect(chatValueFromAnswers(SPACE_PROMPT, parseAnswerFlags(['value=martin-id']))).to.equal('martin-id')
    expect(chatValueFromAnswers(SPACE_PROMPT, parseAnswerFlags(['value=dossier dupont']))).to.equal('dupont-id')
    expect(usage(() => chatValueFromAnswers(SPACE_PROMPT, parseAnswerFlags(['value=x']))).message).to.equal('--answer value: "x" is not one of dupont-id, martin-id.')
    expect(usage(() => chatValueFromAnswers(SPACE_PROMPT, parseAnswerFlags(['space=x']))).exitCode).to.equal(2)
    expect(usage(() => chatValueFromAnswers(SPACE_PROMPT, new Map(), 'a.pdf')).message).to.equal('--file: a chat question does not ask for a document.')
    expect(answerHint(SPACE_PROMPT)).to.equal('--answer value=<dupont-id|martin-id>')
  })
})

describe('the stateful policies', () => {
  type Step = {events?: SvcEvent[]; result?: ValidateToolResult; error?: Error}
  function fake(steps: Step[]) {
    const calls: ValidateToolArgs[] = []
    const out: string[] = []
    const err: string[] = []
    const uploads: string[] = []
    const deps: ValidateDeps = {
      ask: async () => {
        throw new Error('no form expected')
      },
      async call(args, onEvent) {
        calls.push(structuredClone(args))
        const step = steps.shift()
        if (!step) throw new Error('no more steps')
        for (const event of step.events ?? []) onEvent(event)
        if (step.error) throw step.error
        return step.result!
      },
      err: (line) => err.push(line),
      fetchReport: async (runId) => ({run_id: runId, status: 'complete'}),
      out: (line) => out.push(line),
      upload: async (path) => {
        uploads.push(path)
      },
    }
    return {calls, deps, err, out, uploads}
  }

  const options = (extra: Partial<ValidateOptions> = {}): ValidateOptions => ({color: false, dossierId: DOSSIER, json: false, level: 'both', policy: 'fail-with-token', recallDelayMs: () => 0, serviceUrl: BASE_URL, verbose: false, ...extra})
  const pausedStep = (): Step => ({events: [{data: {document_count: 1, dossier_id: DOSSIER, run_id: RUN}, event: 'validate:start', run_id: RUN, seq: 1}, {data: RULE, event: 'chat_prompt', run_id: RUN, seq: 2}], result: {prompt: RULE, run_id: RUN, status: 'paused'}})

  it('validate fail-with-token: exit 1, the token as stdout\'s last line, the answer flags in the hint; the service is told "fail"', async () => {
    const f = fake([pausedStep()])
    const error = await rejection(runValidation(options({asOf: '2026-03-31', language: 'en'}), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(f.calls[0].on_ambiguity).to.equal('fail')
    const state = decodeToken(f.out.at(-1)!)
    expect(state).to.deep.include({as_of: '2026-03-31', correlation_id: `${RUN}:1`, dossier_id: DOSSIER, kind: 'validate', language: 'en', level: 'both', run_id: RUN, url: BASE_URL})
    expect((state as ValidateResumeState).prompt).to.deep.equal(RULE)
    expect(error.suggestions).to.deep.equal(['Resume with: svc resume <token> --answer decision=<accept|reject> [--answer note=<text>] (the token is the last line of standard output).'])
  })

  it('validate fail-with-token with --json: exit 0 (suppressed, as for fail), the summary carries resume_token', async () => {
    const f = fake([pausedStep()])
    expect(await runValidation(options({json: true}), f.deps)).to.equal(0)
    const summary = JSON.parse(f.out[0])
    expect(summary).to.include({run_id: RUN, status: 'paused'})
    expect(decodeToken(summary.resume_token)).to.deep.include({run_id: RUN})
    expect(f.err[0]).to.include('exit code suppressed by --json')
  })

  it('validate resume-file: writes the state (0600) where asked, prints the path last, exit 1', async () => {
    const dir = await tempDir()
    const f = fake([pausedStep()])
    const error = await rejection(runValidation(options({policy: 'resume-file', resumeFile: join(dir, 'p.json')}), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(f.out.at(-1)).to.equal(join(dir, 'p.json'))
    expect((await stat(join(dir, 'p.json'))).mode & 0o777).to.equal(0o600)
    expect(JSON.parse(await readFile(join(dir, 'p.json'), 'utf8'))).to.include({kind: 'validate', run_id: RUN})
    expect(error.suggestions[0]).to.equal(`Resume with: svc resume ${join(dir, 'p.json')} --answer decision=<accept|reject> [--answer note=<text>]`)
  })

  it('a resume with answers sends them at once (Mode B, the run_id), then streams the rest', async () => {
    const f = fake([{events: [{data: {global_verdict: 'pass'}, event: 'validate:complete', run_id: RUN, seq: 9}], result: {run_id: RUN, status: 'complete'}}])
    expect(await runValidation(options({policy: 'fail', start: {prompt: RULE, runId: RUN, values: {decision: 'accept'}}}), f.deps)).to.equal(0)
    expect(f.calls[0]).to.include({run_id: RUN})
    expect(f.calls[0].hitl_response).to.deep.equal({decision: 'accept'})
    expect(f.out).to.include('Global verdict: ✓ pass')
  })

  it('a resume with a file uploads it, then re-calls without hitl_response (Mode A)', async () => {
    const f = fake([{result: {run_id: RUN, status: 'complete'}}])
    await runValidation(options({start: {prompt: MISSING, runId: RUN, values: {file: '/tmp/rc.pdf'}}}), f.deps)
    expect(f.uploads).to.deep.equal(['/tmp/rc.pdf'])
    expect(f.calls[0].hitl_response).to.equal(undefined)
  })

  it('a resume without answers raises the question again with no call: dump prints it (0), fail-with-token gives a fresh token (1)', async () => {
    const dumped = fake([])
    expect(await runValidation(options({policy: 'dump', start: {prompt: RULE, runId: RUN}}), dumped.deps)).to.equal(0)
    expect(dumped.calls).to.have.length(0)
    expect(JSON.parse(dumped.out[0])).to.include({correlation_id: `${RUN}:1`, event: 'chat_prompt'})
    const tokened = fake([])
    const error = await rejection(runValidation(options({start: {prompt: RULE, runId: RUN}}), tokened.deps))
    expect(error.exitCode).to.equal(1)
    expect(tokened.calls).to.have.length(0)
    expect(decodeToken(tokened.out.at(-1)!)).to.deep.include({run_id: RUN})
  })

  it('an answer refused with conflict (the run moved on since the token) is a clear one-line error, exit 1', async () => {
    const f = fake([{error: new ToolCallError('The run is not paused.', 'conflict')}])
    const error = await rejection(runValidation(options({start: {prompt: RULE, runId: RUN, values: {decision: 'accept'}}}), f.deps))
    expect(error.exitCode).to.equal(1)
    expect(error.message).to.equal(`The answer was not applied: run ${RUN} has moved on since this pause (correlation_id ${RUN}:1). The run is not paused.`)
  })

  it('chat fail-with-token: the token (query, space, conversation) last on stdout, exit 1; --json: one line with resume_token, exit 0', async () => {
    const out = new PassThrough()
    let written = ''
    out.on('data', (d) => (written += d))
    const error = await rejection(stopAtPause(SPACE_PROMPT, {json: false, mode: 'fail-with-token', out: out as unknown as NodeJS.WriteStream, serviceUrl: BASE_URL, spaceId: undefined}, {query: 'montant total'}))
    expect(error.exitCode).to.equal(1)
    expect(error.message).to.equal('The service needs an answer (correlation_id: cp_abc).')
    expect(error.suggestions).to.deep.equal(['Resume with: svc resume <token> --answer value=<dupont-id|martin-id> (the token is the last line of standard output).'])
    expect(decodeToken(written.trim())).to.deep.include({conversation_id: 'conv-9', correlation_id: 'cp_abc', kind: 'chat', query: 'montant total', url: BASE_URL})
    let line = ''
    const json = new PassThrough()
    json.on('data', (d) => (line += d))
    await stopAtPause(SPACE_PROMPT, {json: true, mode: 'fail-with-token', note: () => {}, out: json as unknown as NodeJS.WriteStream, serviceUrl: BASE_URL}, {query: 'q'})
    const parsed = JSON.parse(line)
    expect(parsed).to.include({correlation_id: 'cp_abc', query: 'q', status: 'paused'})
    expect(decodeToken(parsed.resume_token)).to.deep.include({kind: 'chat'})
  })
})

describe('svc resume (in-process, nock)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())
  const SSE = {'content-type': 'text/event-stream'}

  it('chat: posts agent-resume with the key and the chosen value, then renders the answer like svc chat', async () => {
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}})
      .post('/api/agent-resume', {correlation_id: 'cp_abc', response: {value: 'martin-id'}})
      .reply(200, 'event: message\ndata: {"delta":"41,99 euros [1]"}\n\nevent: ping\ndata: keepalive\n\nevent: done\ndata: {"answer":"41,99 euros [1]","conversation_id":"conv-9","sources":[{"document_id":3,"file_name":"orange.txt","space_id":"martin-id","page":1,"passage":"Montant total : 41,99 euros.","score":1}]}\n\n', SSE)
    const {code, stderr, stdout} = await svc(['resume', encodeToken(chatState()), '--answer', 'value=martin-id'])
    expect(code, stderr).to.equal(0)
    expect(stdout).to.include('41,99 euros [1]').and.include('[1] orange.txt, page 1')
    expect(scope.isDone()).to.equal(true)
  })

  it('chat: a question already answered (409) or expired (410) is "no longer waits", exit 1', async () => {
    for (const status of [409, 410]) {
      nock(BASE_URL).post('/api/agent-resume').reply(status, {code: 'prompt_already_answered', detail: 'This prompt was already answered.', status, title: 'Conflict'}, {'content-type': 'application/problem+json'})
      const {code, stderr} = await svc(['resume', encodeToken(chatState()), '--answer', 'value=martin-id'])
      expect(code).to.equal(1)
      expect(stderr).to.match(/^Error: This chat question \(correlation_id cp_abc\) no longer waits for an answer: /m)
      expect(stderr).to.include("Answering: Which space? (correlation_id cp_abc) -> value=martin-id")
    }
  })

  it('validate: a run whose report exists (complete), or paused at another question, is refused before any answer is sent', async () => {
    nock(BASE_URL).get(`/api/v1/reports/${RUN}`).query({format: 'json'}).reply(200, {run_id: RUN, status: 'complete'})
    const done = await svc(['resume', encodeToken(validateState()), '--answer', 'decision=accept'])
    expect(done.code).to.equal(1)
    expect(done.stderr).to.include(`Error: Run ${RUN} has moved on: it is complete`)
    nock(BASE_URL).get(`/api/v1/reports/${RUN}`).query({format: 'json'}).reply(409, {code: 'run_not_finished', correlation_id: `${RUN}:2`, run_status: 'paused'})
    const other = await svc(['resume', encodeToken(validateState()), '--answer', 'decision=accept'])
    expect(other.code).to.equal(1)
    expect(other.stderr).to.include(`it now waits for another question (correlation_id ${RUN}:2)`)
  })

  it('pick-first for a validation token is exit 2; a token for another service is exit 2 before any request', async () => {
    const pick = await svc(['resume', encodeToken(validateState()), '--on-ambiguous', 'pick-first'])
    expect(pick.code).to.equal(2)
    expect(pick.stderr).to.include('pick-first is not available for a validation run')
    const foreign = await svc(['resume', encodeToken(validateState({url: 'https://other.example'})), '--answer', 'decision=accept'])
    expect(foreign.code).to.equal(2)
    expect(foreign.stderr).to.include('belongs to the service at https://other.example')
  })

  it('--resume-file with another explicit --on-ambiguous is a contradiction (exit 2)', async () => {
    const {code, stderr} = await svc(['resume', encodeToken(chatState()), '--on-ambiguous', 'dump', '--resume-file', 'x.json'])
    expect(code).to.equal(2)
    expect(stderr).to.include('--resume-file goes with --on-ambiguous resume-file, not dump.')
  })
})
