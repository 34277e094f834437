/**
 * validate's MCP client reads event notifications itself (svcEventParams, without the SDK's schema
 * parse) and hands every other message to the SDK, written again as SSE: against a stub server
 * whose stream mixes events, progress, heartbeats, comments, ids, a result split over several
 * `data:` lines, and chunks cut anywhere (byte by byte included).
 */
import {expect} from 'chai'

import {callValidateTool, isPlainProgress, svcEventParams, type RunActivity, type SvcEvent} from '../../src/lib/mcp-client.js'
import {startMcpStub, type McpStub} from '../helpers/mcp-stub.js'

const event = (seq: number, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  method: 'notifications/svc/event',
  params: {data: {n: seq}, event: 'validate:classification', run_id: 'r1', seq, ...extra},
})

describe('MCP client: event notifications read without the SDK, the rest through it', function () {
  this.timeout(30_000)
  let stub: McpStub
  let url: string
  /** How the tools/call answer is written: in one piece, or one byte at a time. */
  let byteByByte = false
  before(async () => {
    stub = await startMcpStub(async (message, res) => {
      const progress = {jsonrpc: '2.0', method: 'notifications/progress', params: {_meta: {'svc.dev/activity': {message: 'Waiting'}}, progress: 1, progressToken: message.params?._meta?.progressToken}}
      const heartbeat = {jsonrpc: '2.0', method: 'notifications/svc/heartbeat', params: {activity: {message: 'Still reading'}}}
      const result = {id: message.id, jsonrpc: '2.0', result: {content: [{text: 'done', type: 'text'}], structuredContent: {run_id: 'r1', status: 'complete'}}}
      const body = [
        ': keep-alive\n\n',
        `id: e1\nevent: message\ndata: ${JSON.stringify(event(1))}\n\n`,
        `data: ${JSON.stringify(progress)}\n\n`,
        `event: message\ndata: ${JSON.stringify(event(2))}\n\n`,
        `data: ${JSON.stringify(heartbeat)}\n\n`,
        // An event notification svc cannot read (params an array): reported, not dropped.
        `data: ${JSON.stringify({jsonrpc: '2.0', method: 'notifications/svc/event', params: [1, 2]})}\n\n`,
        ...Array.from({length: 200}, (_, i) => `data: ${JSON.stringify(event(i + 3))}\n\n`),
        // The result over several data lines (pretty-printed JSON), as SSE allows.
        `event: message\n${JSON.stringify(result, undefined, 2)
          .split('\n')
          .map((line) => `data: ${line}\n`)
          .join('')}\n`,
      ].join('')
      if (!byteByByte) {
        res.end(body)
        return
      }

      const bytes = Buffer.from(body)
      for (let i = 0; i < bytes.length; i += 1) {
        res.write(bytes.subarray(i, i + 1))
        if (i % 997 === 0) await new Promise((resolve) => setImmediate(resolve))
      }

      res.end()
    })
    url = stub.url
  })
  after(() => stub.close())

  for (const split of [false, true]) {
    it(`delivers every event in order, progress and heartbeats to the SDK, and the result (${split ? 'one byte per chunk' : 'one chunk'})`, async () => {
      byteByByte = split
      const events: SvcEvent[] = []
      const activities: RunActivity[] = []
      const unreadable: unknown[] = []
      let alive = 0
      const result = await callValidateTool(
        {headers: {}, timeoutMs: 20_000, url},
        {dossier_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'},
        {
          onActivity: (activity) => activities.push(activity),
          onEvent: (e) => events.push(e),
          signals: {alive: () => alive++, unreadable: (params) => unreadable.push(params)},
        },
      )
      expect(result).to.deep.equal({run_id: 'r1', status: 'complete'})
      expect(events.map((e) => e.seq)).to.deep.equal(Array.from({length: 202}, (_, i) => i + 1))
      expect(events[0]).to.deep.equal({data: {n: 1}, event: 'validate:classification', run_id: 'r1', seq: 1})
      expect(activities.map((a) => a.message)).to.deep.equal(['Waiting', 'Still reading'])
      expect(alive).to.equal(2)
      expect(unreadable).to.deep.equal([[1, 2]])
    })
  }
})

describe('svcEventParams: which SSE messages svc reads itself', () => {
  const notMine = (data: string) => expect(typeof svcEventParams(data), data).to.equal('symbol')
  it('an event notification gives its params', () => {
    expect(svcEventParams(JSON.stringify(event(7)))).to.deep.equal(event(7).params)
    expect(svcEventParams('{"jsonrpc":"2.0","method":"notifications/svc/event"}')).to.equal(undefined)
    // Params it cannot read as an event are still its own (reported as unreadable by the caller).
    expect(svcEventParams('{"jsonrpc":"2.0","method":"notifications/svc/event","params":[1]}')).to.deep.equal([1])
  })

  it('anything else is left to the SDK', () => {
    notMine('{"jsonrpc":"2.0","method":"notifications/progress","params":{}}')
    notMine('{"jsonrpc":"2.0","id":3,"method":"notifications/svc/event","params":{}}')
    notMine('{"jsonrpc":"1.0","method":"notifications/svc/event","params":{}}')
    notMine('{"jsonrpc":"2.0","method":"notifications/svc/event", broken')
    notMine('{"jsonrpc":"2.0","id":1,"result":{"text":"notifications/svc/event"}}')
  })
})

describe('MCP client: plain progress notifications mostly kept from the SDK', function () {
  this.timeout(30_000)
  let stub: McpStub
  let url: string
  const PROGRESS = 25
  before(async () => {
    // One plain progress notification every 100 ms for 2.5 s, then the result: longer than the
    // call's request timeout below (1.5 s), which only the progress the SDK still sees resets.
    stub = await startMcpStub(async (message, res) => {
      const progressToken = message.params?._meta?.progressToken
      for (let i = 1; i <= PROGRESS; i++) {
        res.write(`event: message\ndata: ${JSON.stringify({jsonrpc: '2.0', method: 'notifications/progress', params: {message: 'validate:classification', progress: i, progressToken}})}\n\n`)
        res.write(`event: message\ndata: ${JSON.stringify(event(i))}\n\n`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }

      const result = {id: message.id, jsonrpc: '2.0', result: {content: [{text: 'done', type: 'text'}], structuredContent: {run_id: 'r1', status: 'complete'}}}
      res.end(`event: message\ndata: ${JSON.stringify(result)}\n\n`)
    })
    url = stub.url
  })
  after(() => stub.close())

  it('counts each as a sign of life, and still resets the request timeout through the SDK', async () => {
    let alive = 0
    const events: SvcEvent[] = []
    const result = await callValidateTool(
      {headers: {}, idleTimeoutMs: 500, timeoutMs: 1000, url},
      {dossier_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'},
      {onEvent: (e) => events.push(e), signals: {alive: () => alive++}},
    )
    expect(result).to.deep.equal({run_id: 'r1', status: 'complete'})
    expect(events).to.have.length(PROGRESS)
    expect(alive).to.equal(PROGRESS)
  })
})

describe('isPlainProgress: which progress notifications svc reads itself', () => {
  it('a JSON-RPC progress notification without _meta', () => {
    expect(isPlainProgress('{"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":3,"progressToken":1,"message":"validate:rule"}}')).to.equal(true)
  })

  it('anything else is left to the SDK (an activity to show, a request, another method, not JSON)', () => {
    for (const data of [
      '{"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":3,"progressToken":1,"_meta":{"svc.dev/activity":{"message":"Waiting"}}}}',
      '{"jsonrpc":"2.0","id":4,"method":"notifications/progress","params":{"progress":3,"progressToken":1}}',
      '{"jsonrpc":"2.0","method":"notifications/progress"}',
      '{"jsonrpc":"2.0","method":"notifications/svc/heartbeat","params":{"message":"notifications/progress"}}',
      '{"jsonrpc":"2.0","method":"notifications/progress", broken',
    ]) {
      expect(isPlainProgress(data), data).to.equal(false)
    }
  })
})
