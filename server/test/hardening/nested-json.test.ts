/**
 * Issue 10, item 8: a 10 KB JSON body nested 5,000 levels deep got a 500 on spaces, members and
 * chat (a RangeError while the error message quoted the value). Now every JSON route answers a
 * one-line 400 `json_too_deep` before looking at the body, and error messages quote client
 * values through a helper that cannot throw.
 */
import {expect} from 'chai'

import {jsonDepth, MAX_JSON_DEPTH} from '../../src/http/io.js'
import {HttpProblem, problemBody, quote} from '../../src/http/problem.js'
import {startHardened, type HardenedService} from './service.js'

const DEPTH = 5000
/** `[[[...]]]`, 10 KB. */
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('hardening: deeply nested JSON (issue 10, item 8)', function () {
  this.timeout(20_000)
  let h: HardenedService
  let key: string
  let spaceId: string

  before(async () => {
    h = await startHardened()
    key = (await h.user('nested@example.com', 'nested-password')).key
    const res = await fetch(`${h.url}/api/v1/spaces`, {body: JSON.stringify({name: 'Nested'}), headers: {'content-type': 'application/json', 'x-api-key': key}, method: 'POST'})
    spaceId = ((await res.json()) as {id: string}).id
  })

  after(() => h.close())

  const post = (path: string, body: string) =>
    fetch(`${h.url}${path}`, {body, headers: {'content-type': 'application/json', 'x-api-key': key}, method: 'POST'})

  const routes = () => [
    {body: (v: string) => `{"name":${v}}`, path: '/api/v1/spaces'},
    {body: (v: string) => `{"email":"a@example.com","role":${v}}`, path: `/api/v1/spaces/${spaceId}/members`},
    {body: (v: string) => `{"query":"hello","language":${v}}`, path: '/api/v1/chat'},
    {body: (v: string) => `{"correlation_id":"x","response":${v}}`, path: '/api/agent-resume'},
    {body: (v: string) => `{"email":"a@example.com","password":${v}}`, path: '/api/auth/login'},
    {body: (v: string) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":${v}}}`, path: '/mcp'},
  ]

  const labels = ['POST /api/v1/spaces', 'POST /api/v1/spaces/:id/members', 'POST /api/v1/chat', 'POST /api/agent-resume', 'POST /api/auth/login', 'POST /mcp']
  for (const [index, label] of labels.entries()) {
    it(`${label}: a value nested ${DEPTH} levels deep (10 KB) is a one-line 400 json_too_deep, not a 500`, async () => {
      const route = routes()[index]
      const body = route.body(deep(DEPTH))
      expect(body.length).to.be.at.least(10_000)
      const res = await post(route.path, body)
      const text = await res.text()
      expect(res.status, `${route.path}: ${text}`).to.equal(400)
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
      const problem = JSON.parse(text) as {code: string; detail: string}
      expect(problem.code).to.equal('json_too_deep')
      expect(problem.detail).to.equal(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; send a flatter body.`)
    })
  }

  it('a bare deep array as the whole body is refused the same way', async () => {
    const res = await post('/api/v1/spaces', deep(DEPTH))
    expect(res.status).to.equal(400)
    expect(((await res.json()) as {code: string}).code).to.equal('json_too_deep')
  })

  it('nesting within the limit reaches the route, whose message quotes the value without failing', async () => {
    const res = await post('/api/v1/spaces', `{"name":${deep(MAX_JSON_DEPTH - 1)}}`)
    const problem = (await res.json()) as {code: string; detail: string}
    expect(res.status).to.equal(400)
    expect(problem.code).to.equal('invalid_name')
  })

  it('brackets inside strings do not count as nesting', async () => {
    const res = await post('/api/v1/spaces', JSON.stringify({name: `${'['.repeat(500)} "quoted \\" ${'{'.repeat(500)}`}))
    // The name is accepted or refused for its own reasons, never as too deep.
    expect(((await res.json()) as {code?: string}).code).not.to.equal('json_too_deep')
  })

  it('a NUL character in a JSON string or key, or %00 in the target, is a one-line 400 (PostgreSQL cannot store one)', async () => {
    for (const body of ['{"email":"\\u0000","password":"x"}', '{"email":"a@example.com","password":"x","\\u0000":1}']) {
      const res = await fetch(`${h.url}/api/auth/login`, {body, headers: {'content-type': 'application/json'}, method: 'POST'})
      const problem = (await res.json()) as {code: string; detail: string}
      expect(res.status, body).to.equal(400)
      expect(problem).to.include({code: 'invalid_body', detail: 'The JSON body holds a NUL character (\\u0000), which no field accepts; remove it.'})
    }

    // An escaped backslash before "u0000" is six ordinary characters: the route judges it.
    const literal = await post('/api/v1/spaces', '{"name":"a\\\\u0000b"}')
    expect(literal.status).to.equal(201)
    const target = await fetch(`${h.url}/api/v1/documents?space_id=%00`, {headers: {'x-api-key': key}})
    expect(target.status).to.equal(400)
    expect(((await target.json()) as {code: string}).code).to.equal('invalid_target')
  })

  describe('the pieces', () => {
    it('jsonDepth counts arrays and objects, skipping strings and escaped quotes', () => {
      expect(jsonDepth('{"a":[1,{"b":[]}]}')).to.equal(4)
      expect(jsonDepth('"[[[[" ')).to.equal(0)
      expect(jsonDepth('{"a":"\\"[[[["}')).to.equal(1)
      expect(jsonDepth(deep(DEPTH))).to.equal(DEPTH)
    })

    it('quote() never throws: a value too deep for JSON.stringify, a BigInt, a cycle; long values are cut', () => {
      let value: unknown = 1
      for (let i = 0; i < 200_000; i++) value = [value]
      expect(quote(value)).to.equal('an array')
      expect(quote(10n)).to.equal('bigint')
      const cycle: Record<string, unknown> = {}
      cycle.self = cycle
      expect(quote(cycle)).to.equal('an object')
      expect(quote('x'.repeat(1000))).to.have.length(120)
    })

    it('a problem body is one bounded line, even with an extra that JSON cannot hold', () => {
      const cycle: Record<string, unknown> = {}
      cycle.self = cycle
      const text = problemBody(new HttpProblem(400, 'bad', `line one\nline two ${'y'.repeat(5000)}`, {cycle}))
      const body = JSON.parse(text) as {detail: string; cycle?: unknown}
      expect(body.detail).not.to.include('\n')
      expect(body.detail.length).to.be.at.most(2000)
      expect(body.cycle).to.equal(undefined)
    })
  })
})
