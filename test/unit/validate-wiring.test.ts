/**
 * validateDeps (the real I/O of a validation run): with `reportAfter` (validate --json, whose
 * report is read with the REST client after the run), the REST client is loaded when the run's
 * first event arrives, while svc waits for the service anyway; without it, it is not loaded.
 */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {expect} from 'chai'

import type {ApiClient} from '../../src/lib/http.js'
import type {SvcEvent} from '../../src/lib/mcp-client.js'
import {loadSettings} from '../../src/lib/settings.js'
import {validateDeps} from '../../src/lib/validate-wiring.js'

describe('validateDeps: the REST client is loaded during the run when a report follows it', function () {
  this.timeout(30_000)
  let server: Server
  let url: string
  before(async () => {
    // A stateless MCP stub: initialize, then a tools/call answered with two events and the result.
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const message = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {id?: number; method: string}
        if (message.id === undefined) {
          res.writeHead(202).end()
          return
        }

        res.writeHead(200, {'content-type': 'text/event-stream'})
        if (message.method === 'initialize') {
          const result = {capabilities: {tools: {}}, protocolVersion: '2025-11-25', serverInfo: {name: 'stub', version: '1'}}
          res.end(`data: ${JSON.stringify({id: message.id, jsonrpc: '2.0', result})}\n\n`)
          return
        }

        const event = (seq: number) => ({jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {}, event: 'validate:start', run_id: 'r1', seq}})
        const result = {id: message.id, jsonrpc: '2.0', result: {content: [{text: 'done', type: 'text'}], structuredContent: {run_id: 'r1', status: 'complete'}}}
        res.end([event(1), event(2), result].map((m) => `data: ${JSON.stringify(m)}\n\n`).join(''))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** An ApiClient stand-in that records when prepare() is called, relative to the events. */
  function fakeApi(log: string[]): ApiClient {
    return {
      authHeaders: () => ({}),
      prepare: () => log.push('prepare'),
      settings: {...loadSettings({}), baseUrl: url},
      url: (path: string) => `${url}${path}`,
    } as unknown as ApiClient
  }

  for (const reportAfter of [true, false]) {
    it(`reportAfter ${reportAfter}: ${reportAfter ? 'prepare() once, at the first event' : 'no prepare()'}`, async () => {
      const log: string[] = []
      const deps = validateDeps(fakeApi(log), {clientVersion: '0.0.0', reportAfter})
      const result = await deps.call({dossier_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'}, (event: SvcEvent) => log.push(`event ${event.seq}`))
      expect(result).to.deep.equal({run_id: 'r1', status: 'complete'})
      expect(log).to.deep.equal(reportAfter ? ['prepare', 'event 1', 'event 2'] : ['event 1', 'event 2'])
    })
  }
})
