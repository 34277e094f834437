/**
 * The MCP client of `svc validate` (src/lib/mcp-client.ts) against the in-process service with a
 * scripted engine, and against a misbehaving server: events in order, tool errors with their
 * code, HTTP errors as one line, and a stream that ends without a result.
 */
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'

import {expect} from 'chai'

import {SvcError} from '../../src/lib/errors.js'
import {callValidateTool, StreamBrokenError, ToolCallError, type SvcEvent} from '../../src/lib/mcp-client.js'
import {fakeEngine} from '../../server/test/runs/fake-engine.js'
import {startRunsHarness, type RunsHarness} from '../../server/test/runs/harness.js'
import {startMcpStub, type McpStub} from '../helpers/mcp-stub.js'

describe('MCP client (callValidateTool)', function () {
  this.timeout(30_000)
  let h: RunsHarness
  let key: string
  let space: string
  before(async () => {
    h = await startRunsHarness({engine: fakeEngine({pause: 'rule_clarification'})})
    const owner = await h.user('client@x.test')
    key = owner.key
    space = await h.space(owner.user)
    await h.addDocument(owner.user, space, 'kbis.txt', 'EXTRAIT KBIS')
  })
  after(async () => h.close())

  const target = (apiKey = key) => ({headers: {'User-Agent': 'svc/test', 'X-API-Key': apiKey}, timeoutMs: 10_000, url: `${h.url}/mcp`})

  it('streams notifications/svc/event in seq order and resolves with {run_id, status, prompt}', async () => {
    const events: SvcEvent[] = []
    const paused = await callValidateTool(target(), {dossier_id: space, level: 'both'}, {onEvent: (e) => events.push(e)})
    expect(paused.status).to.equal('paused')
    expect(paused.prompt).to.include({type: 'form', waiting_for: 'rule_clarification'})
    expect(events.map((e) => e.event)).to.deep.equal(['validate:start', 'validate:classification', 'chat_prompt'])
    expect(events.map((e) => e.seq)).to.deep.equal([1, 2, 3])

    const resumed: SvcEvent[] = []
    const done = await callValidateTool(target(), {dossier_id: space, hitl_response: {decision: 'accept'}, run_id: paused.run_id}, {onEvent: (e) => resumed.push(e)})
    expect(done).to.deep.equal({run_id: paused.run_id, status: 'complete'})
    expect(resumed[0]).to.include({event: 'validate:start', seq: 4})
  })

  it('a tool refusal rejects with ToolCallError carrying the service code', async () => {
    const error = await callValidateTool(target(), {dossier_id: '00000000-0000-4000-8000-000000000000', language: 'en'}, {onEvent() {}}).catch((e: unknown) => e)
    expect(error).to.be.instanceOf(ToolCallError)
    expect((error as ToolCallError).toolCode).to.equal('not_found')
    expect((error as ToolCallError).message).to.match(/does not exist/)
  })

  it('an HTTP error (401) rejects with one readable SvcError line', async () => {
    const error = await callValidateTool(target('sk_live_wrong'), {dossier_id: space}, {onEvent() {}}).catch((e: unknown) => e)
    expect(error).to.be.instanceOf(SvcError)
    expect((error as SvcError).message).to.equal('Invalid API key. (HTTP 401)')
    expect((error as SvcError).status).to.equal(401)
  })

  it('refuses to send the key over plain http to a non-loopback host', async () => {
    const error = await callValidateTool({...target(), url: 'http://example.invalid/mcp'}, {dossier_id: space}, {onEvent() {}}).catch((e: unknown) => e)
    expect((error as SvcError).message).to.match(/Refusing to send the API key over plain HTTP/)
  })
})

describe('MCP client: a stream that ends without a result', function () {
  this.timeout(30_000)
  let stub: McpStub
  let url: string
  before(async () => {
    // Answers initialize properly, then opens the tools/call stream, sends one event and ends it.
    stub = await startMcpStub((message, res) => {
      const event = {jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {}, event: 'validate:start', run_id: 'r1', seq: 1}}
      res.end(`event: message\ndata: ${JSON.stringify(event)}\n\n`)
    }, 'broken')
    url = stub.url
  })
  after(() => stub.close())

  it('rejects with StreamBrokenError at once (not after the request timeout), after delivering the events', async () => {
    const events: SvcEvent[] = []
    const started = Date.now()
    const error = await callValidateTool({headers: {}, timeoutMs: 20_000, url}, {dossier_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'}, {onEvent: (e) => events.push(e)}).catch(
      (e: unknown) => e,
    )
    expect(error).to.be.instanceOf(StreamBrokenError)
    expect(Date.now() - started).to.be.lessThan(5000)
    expect(events.map((e) => e.run_id)).to.deep.equal(['r1'])
  })

  it('an unreachable service is a StreamBrokenError naming the address and the cause', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const {port} = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const error = await callValidateTool({headers: {}, timeoutMs: 5000, url: `http://127.0.0.1:${port}/mcp`}, {dossier_id: 'x'}, {onEvent() {}}).catch((e: unknown) => e)
    expect(error).to.be.instanceOf(StreamBrokenError)
    expect((error as Error).message).to.equal(`Cannot reach the service at http://127.0.0.1:${port} (connection refused).`)
  })
})

describe('MCP client: the run\'s activity between events', function () {
  this.timeout(30_000)
  let h: RunsHarness
  after(async () => h?.close())

  it('hands the waiting-for-documents progress to onActivity (the events stay the validate:* ones)', async () => {
    h = await startRunsHarness({engine: fakeEngine(), ingest: {workerUrl: new URL('../../server/test/helpers/ingest-workers/slow.ts', import.meta.url)}})
    const owner = await h.user('activity@x.test')
    const space = await h.space(owner.user)
    await h.addDocument(owner.user, space, 'kbis.txt', 'EXTRAIT KBIS', {wait: false})
    const activities: string[] = []
    const events: SvcEvent[] = []
    const target = {headers: {'User-Agent': 'svc/test', 'X-API-Key': owner.key}, timeoutMs: 10_000, url: `${h.url}/mcp`}
    const done = await callValidateTool(target, {dossier_id: space, language: 'en'}, {onActivity: (a) => activities.push(a.message), onEvent: (e) => events.push(e)})
    expect(done.status).to.equal('complete')
    expect(activities[0]).to.equal('Waiting for 1 document to finish processing (0/1 done)')
    expect(events[0].data).to.include({documents_processing: 1})
  })
})
