/**
 * validateDeps (the real I/O of a validation run): with `reportAfter` (validate --json, whose
 * report is read with the REST client after the run), the REST client is loaded when the run's
 * first event arrives, while svc waits for the service anyway; without it, it is not loaded.
 */
import {expect} from 'chai'

import type {ApiClient} from '../../src/lib/http.js'
import type {SvcEvent} from '../../src/lib/mcp-client.js'
import {loadSettings} from '../../src/lib/settings.js'
import {validateDeps} from '../../src/lib/validate-wiring.js'
import {startMcpStub, type McpStub} from '../helpers/mcp-stub.js'

describe('validateDeps: the REST client is loaded during the run when a report follows it', function () {
  this.timeout(30_000)
  let stub: McpStub
  let url: string
  before(async () => {
    // A stateless MCP stub: initialize, then a tools/call answered with two events and the result.
    stub = await startMcpStub((message, res) => {
      const event = (seq: number) => ({jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {}, event: 'validate:start', run_id: 'r1', seq}})
      const result = {id: message.id, jsonrpc: '2.0', result: {content: [{text: 'done', type: 'text'}], structuredContent: {run_id: 'r1', status: 'complete'}}}
      res.end([event(1), event(2), result].map((m) => `data: ${JSON.stringify(m)}\n\n`).join(''))
    })
    url = stub.origin
  })
  after(() => stub.close())

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
