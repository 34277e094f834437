/**
 * Run orchestration and the MCP transport, with a controllable engine (fake-engine.ts): every
 * transition of the spec's run table, both resume modes, re-calls of finished runs, concurrent
 * resumes, attaching, client disconnects, restarts, leases, ordering and heartbeats.
 */
import {expect} from 'chai'

import {getRun} from '../../src/runs/store.js'
import {loadRunState} from '../../src/runs/state-store.js'
import {fakeEngine, gate} from './fake-engine.js'
import {mcpCall, startRunsHarness, type CallRecord, type RunsHarness, type SvcEvent} from './harness.js'
import {sqlGet, sqlRun} from '../helpers/sql.js'
import {testDatabaseUrl} from '../helpers/database.js'

function expectOrdered(events: SvcEvent[], last: string): void {
  expect(events.length).to.be.greaterThan(1)
  expect(events[0].event).to.equal('validate:start')
  expect(events.at(-1)!.event).to.equal(last)
  for (let i = 1; i < events.length; i++) expect(events[i].seq).to.be.greaterThan(events[i - 1].seq)
  expect(new Set(events.map((e) => e.run_id)).size).to.equal(1)
  expect(events.filter((e) => e.event === 'validate:start')).to.have.length(1)
}

async function eventCount(h: RunsHarness, runId: string): Promise<number> {
  return (await sqlGet(h.service.context.db, 'SELECT count(*) AS n FROM run_events WHERE run_id = ?', runId) as {n: number}).n
}

async function setup(engine = fakeEngine()) {
  const h = await startRunsHarness({engine})
  const {key, user} = await h.user('owner@x.test')
  const space = await h.space(user)
  await h.addDocument(user, space, 'kbis.txt', 'EXTRAIT KBIS')
  return {h, key, space, user}
}

describe('runs: starting and finishing', function () {
  let h: RunsHarness
  afterEach(async () => h?.close())

  it('(none) -> in progress -> complete: validate:start first, validate:complete last, seq increasing, result {run_id, status}', async () => {
    const s = await setup()
    h = s.h
    const call = await h.call(s.key, {dossier_id: s.space})
    expect(call.result).to.deep.equal({run_id: call.events[0].run_id, status: 'complete'})
    expectOrdered(call.events, 'validate:complete')
    expect(call.events.map((e) => e.seq)).to.deep.equal(call.events.map((_, i) => i + 1))
    const start = call.events[0].data
    expect(start).to.include({document_count: 1, dossier_id: s.space, language: 'fr', level: 'both', resumed: false, run_id: call.result!.run_id})
    expect(start.profile).to.have.keys('id', 'label')
    expect(call.events.at(-1)!.data).to.include({run_id: call.result!.run_id, status: 'complete'})
    // The text content is a copy of the structured result.
    expect(JSON.parse((call.raw.content as {text: string}[])[0].text)).to.deep.equal(call.result)
    expect((await getRun(h.service.context.db, call.result!.run_id))!.status).to.equal('complete')
  })

  it('stores the level, language and on_ambiguity sent as tool inputs', async () => {
    const s = await setup()
    h = s.h
    const call = await h.call(s.key, {dossier_id: s.space, language: 'en', level: '1', on_ambiguity: 'dump'})
    const run = (await getRun(h.service.context.db, call.result!.run_id))!
    expect(run).to.include({language: 'en', level: '1', on_ambiguity: 'dump'})
    expect(call.events[0].data).to.include({language: 'en', level: '1'})
  })

  it('accepts level as a number (generic clients send --tool-arg level=1 as JSON)', async () => {
    const s = await setup()
    h = s.h
    const call = await h.call(s.key, {dossier_id: s.space, level: 2})
    expect((await getRun(h.service.context.db, call.result!.run_id))!.level).to.equal('2')
  })

  it('in progress -> failed: validate:failed last, with a hint naming the run_id; a re-call retries and completes', async () => {
    const calls = {n: 0}
    const s = await setup(fakeEngine({calls, failOnce: true}))
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space, language: 'en'})
    expect(first.result!.status).to.equal('failed')
    expectOrdered(first.events, 'validate:failed')
    const failed = first.events.at(-1)!.data
    expect(failed).to.include({reason: 'The dossier could not be read.', run_id: first.result!.run_id, status: 'failed'})
    expect(failed.hint).to.include(`--run-id ${first.result!.run_id}`)
    const report = await (await fetch(`${h.url}/api/v1/reports/${first.result!.run_id}`, {headers: {'x-api-key': s.key}})).json()
    expect(report).to.include({run_id: first.result!.run_id, status: 'failed'})

    const retry = await h.call(s.key, {dossier_id: s.space, run_id: first.result!.run_id})
    expect(retry.result).to.deep.equal({run_id: first.result!.run_id, status: 'complete'})
    expectOrdered(retry.events, 'validate:complete')
    expect(retry.events[0].data.resumed).to.equal(true)
    expect(retry.events[0].seq).to.be.greaterThan(first.events.at(-1)!.seq)
    // Classification was done before the failure: not redone.
    expect(retry.events.some((e) => e.event === 'validate:classification')).to.equal(false)
    expect(calls.n).to.equal(2)
  })

  it('an engine exception becomes a failed run (error event, then validate:failed) that a re-call retries', async () => {
    const s = await setup(fakeEngine({throwOnce: true}))
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space})
    expect(first.result!.status).to.equal('failed')
    expect(first.events.map((e) => e.event)).to.include('error')
    expectOrdered(first.events, 'validate:failed')
    expect(first.events.at(-1)!.data.reason).to.match(/boom/)
    const retry = await h.call(s.key, {dossier_id: s.space, run_id: first.result!.run_id})
    expect(retry.result!.status).to.equal('complete')
  })

  it('complete re-called: final status without re-running (no new event stored, engine not called)', async () => {
    const calls = {n: 0}
    const s = await setup(fakeEngine({calls}))
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space})
    const stored = await eventCount(h, first.result!.run_id)
    const again = await h.call(s.key, {dossier_id: s.space, run_id: first.result!.run_id})
    expect(again.result).to.deep.equal({run_id: first.result!.run_id, status: 'complete'})
    expect(calls.n).to.equal(1)
    expect(await eventCount(h, first.result!.run_id)).to.equal(stored)
    // It replays the final segment so that a client can render the verdict again.
    expect(again.events.map((e) => e.seq)).to.deep.equal(first.events.map((e) => e.seq))
  })

  it('events of concurrent runs never interleave within a call', async () => {
    const s = await setup()
    h = s.h
    const other = await h.space(s.user)
    await h.addDocument(s.user, other, 'b.txt', 'B')
    const [a, b] = await Promise.all([h.call(s.key, {dossier_id: s.space}), h.call(s.key, {dossier_id: other})])
    expect(a.result!.run_id).to.not.equal(b.result!.run_id)
    expectOrdered(a.events, 'validate:complete')
    expectOrdered(b.events, 'validate:complete')
    expect(a.events.every((e) => e.run_id === a.result!.run_id)).to.equal(true)
    expect(b.events.every((e) => e.run_id === b.result!.run_id)).to.equal(true)
  })

  it('sends notifications/progress (increasing) when the caller sent a progress token', async () => {
    const s = await setup()
    h = s.h
    const call = await h.call(s.key, {dossier_id: s.space}, {progress: true})
    const progress = call.methods.filter((m) => m === 'notifications/progress')
    expect(progress.length).to.be.greaterThanOrEqual(call.events.length)
    const plain = await h.call(s.key, {dossier_id: s.space})
    expect(plain.methods).to.not.include('notifications/progress')
  })
})

describe('runs: pauses and resumes', function () {
  let h: RunsHarness
  afterEach(async () => h?.close())

  async function paused(kind: 'classification_correction' | 'missing_document' | 'rule_clarification', calls?: {n: number}) {
    const s = await setup(fakeEngine({calls, pause: kind}))
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space})
    return {...s, first, runId: first.result!.run_id}
  }

  it('in progress -> paused: chat_prompt last, result carries the prompt (form, waiting_for, correlation_id, run_id)', async () => {
    const {first, runId} = await paused('classification_correction')
    expect(first.result!.status).to.equal('paused')
    expectOrdered(first.events, 'chat_prompt')
    const prompt = first.result!.prompt!
    expect(prompt).to.include({correlation_id: `${runId}:1`, run_id: runId, type: 'form', waiting_for: 'classification_correction'})
    expect(prompt.config.fields[0]).to.include({kind: 'choice', name: 'document_type'})
    expect(first.events.at(-1)!.data).to.deep.equal(prompt)
    expect((await getRun(h.service.context.db, runId))!.status).to.equal('paused')
  })

  it('the report of a paused run is a 409 problem naming the pending question (its correlation_id, for resume tokens)', async () => {
    const {key, runId} = await paused('rule_clarification')
    const res = await fetch(`${h.url}/api/v1/reports/${runId}`, {headers: {'x-api-key': key}})
    expect(res.status).to.equal(409)
    expect(res.headers.get('content-type')).to.match(/problem\+json/)
    const body = (await res.json()) as Record<string, any>
    expect(body).to.include({code: 'run_not_finished', correlation_id: `${runId}:1`, run_status: 'paused'})
    expect(body.detail).to.include(`--run-id ${runId}`)
  })

  it('paused -> Mode B (classification_correction): applies the answer, continues from the paused step, validate:start{resumed} first', async () => {
    const {first, key, runId, space} = await paused('classification_correction')
    const resumed = await h.call(key, {dossier_id: space, hitl_response: {document_type: 'kbis'}, run_id: runId})
    expect(resumed.result).to.deep.equal({run_id: runId, status: 'complete'})
    expectOrdered(resumed.events, 'validate:complete')
    expect(resumed.events[0].data).to.include({resumed: true, run_id: runId})
    expect(resumed.events[0].seq).to.equal(first.events.at(-1)!.seq + 1)
    expect(resumed.events.some((e) => e.event === 'validate:classification')).to.equal(false)
    const report = (await (await fetch(`${h.url}/api/v1/reports/${runId}`, {headers: {'x-api-key': key}})).json()) as Record<string, any>
    expect(report.hitl[0].answer).to.deep.equal({document_type: 'kbis'})
  })

  it('paused -> Mode B (rule_clarification) with decision and note', async () => {
    const {key, runId, space} = await paused('rule_clarification')
    const resumed = await h.call(key, {dossier_id: space, hitl_response: {decision: 'accept', note: 'same person'}, run_id: runId})
    expect(resumed.result!.status).to.equal('complete')
  })

  it('a hitl_response that does not fit the pause is a tool error and the run stays paused', async () => {
    const calls = {n: 0}
    const {key, runId, space} = await paused('classification_correction', calls)
    for (const wrong of [{decision: 'accept'}, {document_type: 'not-a-type'}, {document_type: 'kbis', extra: 1}, {}]) {
      const call = await h.call(key, {dossier_id: space, hitl_response: wrong, language: 'en', run_id: runId})
      expect(call.code, JSON.stringify(wrong)).to.equal('invalid_answer')
      expect(call.error).to.include('document_type')
      expect(call.events).to.deep.equal([])
    }

    expect((await getRun(h.service.context.db, runId))!.status).to.equal('paused')
    expect(calls.n).to.equal(1)
    const ok = await h.call(key, {dossier_id: space, hitl_response: {document_type: 'other'}, run_id: runId})
    expect(ok.result!.status).to.equal('complete')
  })

  it('paused -> Mode A (missing_document): after the upload the re-call re-reads the dossier and completes', async () => {
    const {key, runId, space, user} = await paused('missing_document')
    const stillMissing = await h.call(key, {dossier_id: space, run_id: runId})
    expect(stillMissing.result!.status).to.equal('paused')
    expect(stillMissing.result!.prompt!.correlation_id).to.equal(`${runId}:2`)
    await h.addDocument(user, space, 'missing-cni.txt', 'CARTE NATIONALE')
    const resumed = await h.call(key, {dossier_id: space, run_id: runId})
    expect(resumed.result!.status).to.equal('complete')
    expect(resumed.events[0].data).to.include({document_count: 2, resumed: true})
    // Only the new document is classified on resume.
    expect(resumed.events.filter((e) => e.event === 'validate:classification').map((e) => e.data.file_name)).to.deep.equal(['missing-cni.txt'])
  })

  it('a missing_document pause refuses a form answer but takes the skip/abandon decision', async () => {
    const {key, runId, space} = await paused('missing_document')
    const wrong = await h.call(key, {dossier_id: space, hitl_response: {file: '/tmp/x.pdf'}, run_id: runId})
    expect(wrong.code).to.equal('invalid_answer')
    expect(wrong.error).to.match(/Mode A|mode A/)
    const skip = await h.call(key, {dossier_id: space, hitl_response: {missing_document: 'skip'}, run_id: runId})
    expect(skip.result!.status).to.equal('complete')
  })

  it('two concurrent resumes of one paused run: one wins, the others get a conflict (also once it completed)', async () => {
    const g = gate()
    const s = await setup(fakeEngine({holdOnAnswer: g.wait, pause: 'rule_clarification'}))
    h = s.h
    const {result} = await h.call(s.key, {dossier_id: s.space})
    const runId = result!.run_id
    const resume = () => h.call(s.key, {dossier_id: s.space, hitl_response: {decision: 'reject'}, language: 'en', run_id: runId})
    const winner = resume()
    await g.entered
    const losers = await Promise.all([resume(), resume()])
    for (const lost of losers) {
      expect(lost.code).to.equal('conflict')
      expect(lost.error).to.include(runId)
    }

    g.open()
    expect((await winner).result).to.deep.equal({run_id: runId, status: 'complete'})
    const late = await resume()
    expect(late.code).to.equal('conflict')
    expect(late.error).to.match(/already complete/)
  })

  it('two concurrent Mode A resumes: one wins, the other gets a conflict; once the winner\'s caller is gone a re-call attaches', async () => {
    const g = gate()
    const s = await setup(fakeEngine({holdOnResume: g.wait, pause: 'missing_document'}))
    h = s.h
    const {result} = await h.call(s.key, {dossier_id: s.space})
    const runId = result!.run_id
    await h.addDocument(s.user, s.space, 'missing-cni.txt', 'CARTE NATIONALE')
    const winner = h.call(s.key, {dossier_id: s.space, language: 'en', run_id: runId}, {timeoutMs: 1500}).catch((error: Error) => error)
    await g.entered
    const loser = await h.call(s.key, {dossier_id: s.space, language: 'en', run_id: runId})
    expect(loser.code).to.equal('conflict')
    expect(loser.error).to.include('lost the race')
    // The winner's caller gives up (its request times out and its connection closes).
    expect(await winner).to.be.instanceOf(Error)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const follower = h.call(s.key, {dossier_id: s.space, run_id: runId})
    await new Promise((resolve) => setTimeout(resolve, 100))
    g.open()
    const followed = await follower
    expect(followed.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(followed.events[0].data.resumed).to.equal(true)
  })

  it('a paused run resumes normally after a service restart', async () => {
    const {key, runId, space} = await paused('classification_correction')
    await h.restart()
    const resumed = await h.call(key, {dossier_id: space, hitl_response: {document_type: 'kbis'}, run_id: runId})
    expect(resumed.result).to.deep.equal({run_id: runId, status: 'complete'})
  })

  it('hitl_response on a failed run is refused (only a paused run takes an answer)', async () => {
    const s = await setup(fakeEngine({failOnce: true}))
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space})
    const call = await h.call(s.key, {dossier_id: s.space, hitl_response: {decision: 'accept'}, run_id: first.result!.run_id})
    expect(call.code).to.equal('invalid_answer')
  })
})

describe('runs: live runs, disconnects and restarts', function () {
  let h: RunsHarness
  afterEach(async () => h?.close())

  it('a re-call with the run_id of a running run attaches: replay from validate:start, then live, same outcome', async () => {
    const g = gate()
    const s = await setup(fakeEngine({hold: g.wait}))
    h = s.h
    const firstCall = h.call(s.key, {dossier_id: s.space})
    await g.entered
    const runId = h.manager.liveRunIds[0]
    const attachedCall = h.call(s.key, {dossier_id: s.space, run_id: runId})
    // An answer cannot be applied to a running run.
    const withAnswer = await h.call(s.key, {dossier_id: s.space, hitl_response: {decision: 'accept'}, run_id: runId})
    expect(withAnswer.code).to.equal('conflict')
    // The run goes on once the second caller follows it (a fixed delay raced the attach under load).
    for (let i = 0; i < 250 && h.manager.followers(runId) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(h.manager.followers(runId), 'callers following the run').to.equal(2)
    g.open()
    const [first, attached] = await Promise.all([firstCall, attachedCall])
    expect(first.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(attached.result).to.deep.equal({run_id: runId, status: 'complete'})
    expectOrdered(attached.events, 'validate:complete')
    expect(attached.events).to.deep.equal(first.events)
  })

  it('a client disconnect does not cancel the run', async () => {
    const g = gate()
    const s = await setup(fakeEngine({hold: g.wait}))
    h = s.h
    const controller = new AbortController()
    const {Client} = await import('@modelcontextprotocol/sdk/client/index.js')
    const {StreamableHTTPClientTransport} = await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
    const client = new Client({name: 't', version: '1'})
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), {requestInit: {headers: {'x-api-key': s.key}}}))
    const pending = client.callTool({arguments: {dossier_id: s.space}, name: 'validate_dossier'}, undefined, {signal: controller.signal}).catch((error: Error) => error)
    await g.entered
    const runId = h.manager.liveRunIds[0]
    controller.abort()
    await client.close()
    expect(await pending).to.be.instanceOf(Error)
    g.open()
    for (let i = 0; i < 50 && (await getRun(h.service.context.db, runId))!.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }

    expect((await getRun(h.service.context.db, runId))!.status).to.equal('complete')
    const again = await h.call(s.key, {dossier_id: s.space, run_id: runId})
    expect(again.result!.status).to.equal('complete')
  })

  it('a run left running by a stopped service resumes with its run_id from the last checkpoint', async () => {
    const g = gate()
    const calls = {n: 0}
    const s = await setup(fakeEngine({calls, hold: g.wait}))
    h = s.h
    const interrupted = h.call(s.key, {dossier_id: s.space}, {timeoutMs: 3000}).catch((error: Error) => error)
    await g.entered
    const runId = h.manager.liveRunIds[0]
    await h.restart({engine: fakeEngine({calls})})
    // The interrupted call is told so (a tool error), not left hanging.
    const cut = (await interrupted) as CallRecord
    expect(cut.code).to.equal('interrupted')
    expect(cut.error).to.include(runId)
    const row = (await getRun(h.service.context.db, runId))!
    expect(row.status).to.equal('running')
    const {state} = await loadRunState<{classified: number[]; cancelled: boolean}>(h.service.context.db, runId, row.state)
    expect(state!.classified).to.deep.equal([1])
    // The checkpoint the engine made while being cancelled was kept.
    expect(state!.cancelled).to.equal(true)

    const resumed = await h.call(s.key, {dossier_id: s.space, run_id: runId})
    expect(resumed.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(resumed.events[0].data.resumed).to.equal(true)
    expect(resumed.events.some((e) => e.event === 'validate:classification')).to.equal(false)
  })

  it('a run whose lease belongs to a dead process is taken over; a live foreign lease is a conflict (PostgreSQL: followed, then taken over when it expires)', async () => {
    const s = await setup()
    h = s.h
    const first = await h.call(s.key, {dossier_id: s.space})
    const runId = first.result!.run_id
    const db = h.service.context.db
    const setLease = async (pid: number, expires: number) =>
      await sqlRun(db, `UPDATE runs SET status = 'running', lease_owner = 'other-process', lease_pid = ?, lease_expires_at = ? WHERE id = ?`, pid, expires, runId)

    if (testDatabaseUrl()) {
      // On a shared PostgreSQL the holder is another replica: the call follows the run there and,
      // since nobody renews this lease, takes the run over once it expires (replicas.test.ts).
      await setLease(process.ppid, Date.now() + 1500)
      const started = Date.now()
      const followed = await h.call(s.key, {dossier_id: s.space, language: 'en', run_id: runId})
      expect(followed.result).to.deep.equal({run_id: runId, status: 'complete'})
      expect(Date.now() - started, 'waited for the lease to expire').to.be.at.least(1000)
      return
    }

    // Another live process (our parent: alive, not us) holding an unexpired lease.
    await setLease(process.ppid, Date.now() + 60_000)
    const busy = await h.call(s.key, {dossier_id: s.space, language: 'en', run_id: runId})
    expect(busy.code).to.equal('conflict')
    expect(busy.error).to.match(/another service process/)

    // The same lease, but its process is gone: taken over on SQLite (one machine).
    await setLease(2 ** 22 + 12_345, Date.now() + 60_000)
    const takenOver = await h.call(s.key, {dossier_id: s.space, language: 'en', run_id: runId})
    expect(takenOver.result).to.deep.equal({run_id: runId, status: 'complete'})

    // An expired lease.
    await setLease(process.ppid, Date.now() - 1)
    expect((await h.call(s.key, {dossier_id: s.space, run_id: runId})).result!.status).to.equal('complete')
  })

  it('sends a heartbeat at least every heartbeat period during a quiet phase (progress with a token, svc/heartbeat without)', async () => {
    process.env.SVC_MCP_HEARTBEAT_MS = '100'
    try {
      const hold = () => new Promise<void>((resolve) => setTimeout(resolve, 600))
      const s = await setup(fakeEngine({hold}))
      h = s.h
      for (const progress of [false, true]) {
        const call = await h.call(s.key, {dossier_id: s.space}, {progress})
        const beats = call.methods.filter((m) => m === (progress ? 'notifications/progress' : 'notifications/svc/heartbeat'))
        expect(beats.length, call.methods.join(',')).to.be.greaterThanOrEqual(4)
        const gaps = call.times.slice(1).map((t, i) => t - call.times[i])
        expect(Math.max(...gaps)).to.be.lessThan(250)
      }
    } finally {
      delete process.env.SVC_MCP_HEARTBEAT_MS
    }
  })
})

describe('runs: refusals', function () {
  let h: RunsHarness
  afterEach(async () => h?.close())

  it('unknown dossier -> not_found; not a member -> forbidden; malformed dossier_id -> input error (fr by default, en on request)', async () => {
    const s = await setup()
    h = s.h
    const other = await h.user('other@x.test')
    const unknown = await h.call(s.key, {dossier_id: '00000000-0000-4000-8000-000000000000'})
    expect(unknown.code).to.equal('not_found')
    expect(unknown.error).to.match(/n'existe pas/)
    const english = await h.call(s.key, {dossier_id: '00000000-0000-4000-8000-000000000000', language: 'en'})
    expect(english.error).to.match(/does not exist/)
    const forbidden = await h.call(other.key, {dossier_id: s.space, language: 'en'})
    expect(forbidden.code).to.equal('forbidden')
    expect(forbidden.error).to.match(/not a member/)
    const malformed = await h.call(s.key, {dossier_id: 'not-a-uuid'})
    expect(malformed.raw.isError).to.equal(true)
    expect(malformed.error).to.match(/dossier_id/)
    const badLevel = await h.call(s.key, {dossier_id: s.space, level: '3'})
    expect(badLevel.raw.isError).to.equal(true)
  })

  it('unknown run_id, a run of another dossier, or a run invisible to the caller: tool errors', async () => {
    const s = await setup()
    h = s.h
    const run = await h.call(s.key, {dossier_id: s.space})
    const runId = run.result!.run_id
    expect((await h.call(s.key, {dossier_id: s.space, run_id: 'nope'})).code).to.equal('not_found')
    const otherSpace = await h.space(s.user)
    expect((await h.call(s.key, {dossier_id: otherSpace, run_id: runId})).code).to.equal('invalid_run')
    const stranger = await h.user('stranger@x.test')
    const theirs = await h.space(stranger.user)
    expect((await h.call(stranger.key, {dossier_id: theirs, run_id: runId})).code).to.equal('not_found')
  })

  it('a member of the dossier space may follow and resume a run started by another member', async () => {
    const s = await setup(fakeEngine({pause: 'rule_clarification'}))
    h = s.h
    const member = await h.user('member@x.test')
    const {setMember} = await import('../../src/documents/spaces.js')
    await setMember(h.service.context.db, s.user, s.space, member.user.email, 'editor')
    const first = await h.call(s.key, {dossier_id: s.space})
    const resumed = await mcpCall(h.url, member.key, {dossier_id: s.space, hitl_response: {decision: 'accept'}, run_id: first.result!.run_id})
    expect(resumed.result!.status).to.equal('complete')
  })
})
