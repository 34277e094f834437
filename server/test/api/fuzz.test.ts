/**
 * Property-based API fuzzing (issue 9, item 5; Schemathesis's job, with fast-check since PyPI is
 * out of reach): requests generated from the served OpenAPI document (path parameters, query
 * strings, bodies and headers, valid and invalid) against the real service on a free port. The
 * properties: never a 5xx, every status is one the operation documents, a problem is
 * problem+json of the Problem schema, and a success body parses with the zod schema that
 * documents it (the same one the document was generated from). Bounded: SVC_FUZZ_RUNS requests
 * per operation (default 100) and SVC_FUZZ_SECONDS in all (default 60).
 */
import {expect} from 'chai'
import fc from 'fast-check'
import type {z} from 'zod'

import {API_ROUTES, Problem} from '../../src/http/api.js'
import {startHarness, type Harness} from '../helpers/doc-service.js'

type Json = Record<string, any>

const RUNS = Number(process.env.SVC_FUZZ_RUNS ?? 100)
const SECONDS = Number(process.env.SVC_FUZZ_SECONDS ?? 60)

/** A value that breaks most schemas: anything JSON can hold, and some awkward strings. */
const anyJson = fc.oneof(
  fc.jsonValue({maxDepth: 3}),
  fc.constantFrom('', ' ', '%', '%E0', '../../etc/passwd', '\u0000', 'null', '-1', '1e309', '9'.repeat(40), 'é'.repeat(300), '<script>'),
)

/** Values for a JSON Schema: mostly fitting it (so that requests get past the first check), sometimes not. */
function arbitraryFor(schema: Json, doc: Json, hints: Record<string, fc.Arbitrary<unknown>>, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(doc.components.schemas[schema.$ref.split('/').at(-1)], doc, hints, name, depth)
  const fitting = fittingFor(schema, doc, hints, name, depth)
  return fc.oneof({arbitrary: fitting, weight: 4}, {arbitrary: anyJson, weight: 1})
}

function fittingFor(schema: Json, doc: Json, hints: Record<string, fc.Arbitrary<unknown>>, name: string, depth: number): fc.Arbitrary<unknown> {
  if (hints[name]) return fc.oneof(hints[name], fittingBare(schema, doc, hints, name, depth))
  return fittingBare(schema, doc, hints, name, depth)
}

function fittingBare(schema: Json, doc: Json, hints: Record<string, fc.Arbitrary<unknown>>, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s: Json) => arbitraryFor(s, doc, hints, name, depth + 1)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.const !== undefined) return fc.constant(schema.const)
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.pattern === '^\\d+$') return fc.nat({max: 1000}).map(String)
      return fc.string({maxLength: schema.maxLength ? schema.maxLength + 2 : 40, minLength: 0})
    }

    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000
      const max = Math.min(schema.maximum ?? 1000, min + 10_000)
      return fc.oneof(fc.integer({max, min}), fc.constantFrom(min - 1, max + 1, 0))
    }

    case 'boolean': {
      return fc.boolean()
    }

    case 'null': {
      return fc.constant(null)
    }

    case 'array': {
      return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(schema.items ?? {}, doc, hints, name, depth + 1), {maxLength: 3})
    }

    case 'object': {
      const properties: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Json)) properties[key] = arbitraryFor(child, doc, hints, key, depth + 1)
      return fc.record(properties, {requiredKeys: (schema.required ?? []).filter((key: string) => key in properties)})
    }

    default: {
      return anyJson
    }
  }
}

interface Operation {
  method: string
  path: string
  op: Json
  /** The zod schemas of this route's answers (the source of the document). */
  zod: Record<number, {schema?: z.ZodType; mediaType?: string}>
}

interface Generated {
  path: string
  query: [string, string][]
  body?: string
  contentType?: string
  auth: 'bad' | 'good' | 'none' | 'session'
}

describe('API fuzzing from the OpenAPI document (fast-check)', function () {
  this.timeout((SECONDS + 60) * 1000)
  let h: Harness
  let key: string
  let cookie: string
  let doc: Json
  const hints: Record<string, fc.Arbitrary<unknown>> = {}
  /** Statuses seen per operation (SVC_FUZZ_STATS=1 prints them: what the run reached). */
  const seen: Record<string, Record<number, number>> = {}

  const saved = {account: process.env.SVC_RATE_LOGIN_PER_ACCOUNT, address: process.env.SVC_RATE_LOGIN_PER_ADDRESS}
  before(async () => {
    // The fuzzer's failed logins would lock its own session out (429): login limits off here.
    process.env.SVC_RATE_LOGIN_PER_ADDRESS = '0'
    process.env.SVC_RATE_LOGIN_PER_ACCOUNT = '0'
    h = await startHarness()
    const {key: ownerKey, user} = await h.user('fuzz@x.test', {password: 'fuzz-password-123'})
    key = ownerKey
    // A browser session too, for the routes that take one (keys, download, upload).
    cookie = await signIn()
    const space = await h.space(user, 'Fuzz')
    const upload = (await (await h.upload(key, [{content: 'EXTRAIT KBIS fuzz', name: 'a.txt', type: 'text/plain'}], space)).json()) as Json
    const id = upload.results[0].id as number
    await h.ingested([id])
    // Real identifiers now and then, so that requests reach past "not found".
    hints.id = fc.constantFrom(String(id), space)
    hints.space = fc.constant(space)
    hints.space_id = fc.constant(space)
    hints.dossier_id = fc.constant(space)
    doc = (await (await fetch(`${h.url}/openapi.json`)).json()) as Json
  })
  after(async () => {
    for (const [name, value] of [['SVC_RATE_LOGIN_PER_ACCOUNT', saved.account], ['SVC_RATE_LOGIN_PER_ADDRESS', saved.address]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }

    await h?.close()
  })

  async function signIn(): Promise<string> {
    const login = await fetch(`${h.url}/api/auth/login`, {
      body: JSON.stringify({email: 'fuzz@x.test', password: 'fuzz-password-123'}),
      headers: {'content-type': 'application/json'},
      method: 'POST',
    })
    expect(login.status).to.equal(200)
    return login.headers.get('set-cookie')!.split(';')[0]
  }

  function operations(): Operation[] {
    const out: Operation[] = []
    for (const [path, methods] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(methods as Json)) {
        const route = API_ROUTES.find((r) => r.path === path && r.method.toLowerCase() === method)!
        out.push({method: method.toUpperCase(), op, path, zod: route.responses})
      }
    }

    return out
  }

  function requestFor(operation: Operation): fc.Arbitrary<Generated> {
    const params = (operation.op.parameters ?? []) as Json[]
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
    const pathArb = fc.tuple(...pathParams.map((p) => arbitraryFor(p.schema, doc, hints, p.name))).map((values) => {
      let path = operation.path
      for (const [i, p] of pathParams.entries()) path = path.replace(`{${p.name}}`, encodeURIComponent(text(values[i])) || '%20')
      return path
    })
    const queryArb = fc
      .tuple(...queryParams.map((p) => fc.option(arbitraryFor(p.schema, doc, hints, p.name), {nil: undefined})), fc.option(fc.tuple(fc.string({maxLength: 8}), fc.string({maxLength: 8})), {nil: undefined}))
      .map((values) => {
        const query: [string, string][] = []
        for (const [i, p] of queryParams.entries()) if (values[i] !== undefined) query.push([p.name, text(values[i])])
        const extra = values.at(-1) as [string, string] | undefined
        if (extra) query.push(extra)
        return query
      })
    const bodySchema = operation.op.requestBody?.content?.['application/json']?.schema as Json | undefined
    const bodyArb: fc.Arbitrary<{body?: string; contentType?: string}> = bodySchema
      ? fc.oneof(
          {arbitrary: arbitraryFor(bodySchema, doc, hints).map((value) => ({body: JSON.stringify(value) ?? 'null', contentType: 'application/json'})), weight: 6},
          {arbitrary: fc.string({maxLength: 50}).map((raw) => ({body: raw, contentType: 'application/json'})), weight: 1},
          {arbitrary: fc.constantFrom({body: '{"a":1}', contentType: 'text/plain'}, {body: '', contentType: 'application/json'}, {}), weight: 1},
        )
      : operation.op.requestBody
        ? fc.constantFrom({body: '{"files":[]}', contentType: 'application/json'}, {body: '--x--\r\n', contentType: 'multipart/form-data; boundary=x'}, {})
        : fc.constant({})
    const authArb = fc.constantFrom<Generated['auth']>('good', 'good', 'good', 'session', 'session', 'none', 'bad')
    return fc.record({auth: authArb, body: bodyArb, path: pathArb, query: queryArb}).map(({auth, body, path, query}) => ({auth, path, query, ...body}))
  }

  async function send(operation: Operation, request: Generated): Promise<void> {
    const url = new URL(request.path, h.url)
    for (const [name, value] of request.query) url.searchParams.append(name, value)
    const headers: Record<string, string> = {}
    if (request.auth === 'good') headers['x-api-key'] = key
    if (request.auth === 'bad') headers['x-api-key'] = 'sk_live_not-a-key'
    if (request.auth === 'session') headers.cookie = cookie
    if (request.contentType) headers['content-type'] = request.contentType
    const label = `${operation.method} ${url.pathname}${url.search} auth=${request.auth} body=${request.body?.slice(0, 200)}`
    const res = await fetch(url, {body: request.body, headers, method: operation.method, signal: AbortSignal.timeout(20_000)})
    const type = res.headers.get('content-type') ?? ''
    const text = await res.text()
    // A logout with the session ends it: sign in again for the next requests.
    if (operation.path === '/api/auth/logout' && request.auth === 'session') cookie = await signIn()
    const counts = (seen[`${operation.method} ${operation.path}`] ??= {})
    counts[res.status] = (counts[res.status] ?? 0) + 1
    expect(res.status, `${label} -> ${res.status} ${text.slice(0, 300)}`).to.be.below(500)
    expect(Object.keys(operation.op.responses), `${label}: status ${res.status} is not documented`).to.include(String(res.status))
    if (res.status >= 400) {
      expect(type, label).to.match(/^application\/problem\+json/)
      const parsed = Problem.safeParse(JSON.parse(text))
      expect(parsed.success, `${label}: ${parsed.error?.message}`).to.equal(true)
      expect(parsed.data!.status).to.equal(res.status)
      return
    }

    const documented = operation.zod[res.status]
    if (documented?.schema && /^application\/json/.test(type)) {
      const parsed = documented.schema.safeParse(JSON.parse(text))
      expect(parsed.success, `${label}: the answer breaks its schema: ${parsed.error?.message} ${text.slice(0, 300)}`).to.equal(true)
    } else if (documented?.schema) {
      // The one JSON route that also answers another format.
      expect(`${operation.path} ${type}`, label).to.match(/^\/api\/v1\/reports\/\{run_id\} text\/markdown/)
    } else if (documented?.mediaType) {
      expect(type, label).to.contain(documented.mediaType)
    }
  }

  it('every operation: no 5xx, only documented statuses, problems and bodies match their schemas', async () => {
    const deadline = Date.now() + SECONDS * 1000
    const ops = operations()
    expect(ops.length).to.be.greaterThan(15)
    let sent = 0
    for (const operation of ops) {
      const left = deadline - Date.now()
      if (left <= 0) break
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          sent++
          await send(operation, request)
        }),
        {interruptAfterTimeLimit: Math.max(1000, Math.floor(left / 2)), numRuns: RUNS, seed: Number(process.env.SVC_FUZZ_SEED ?? Date.now() % 2_147_483_647)},
      )
    }

    expect(sent).to.be.greaterThan(ops.length)
    if (process.env.SVC_FUZZ_STATS === '1') console.log(JSON.stringify(seen, null, 1))
    // The runs reach the routes' work, not only their refusals: most operations answered a success.
    const succeeded = Object.values(seen).filter((counts) => Object.keys(counts).some((status) => Number(status) < 300)).length
    expect(succeeded, JSON.stringify(seen)).to.be.greaterThan(ops.length / 2)
  })
})
