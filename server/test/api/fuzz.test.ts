/**
 * Property-based API fuzzing (issue 9, item 5; Schemathesis's job, with fast-check since PyPI is
 * out of reach): requests generated from the served OpenAPI document (path parameters, query
 * strings, JSON and multipart bodies, and headers, valid and invalid; an API key, a console
 * session with or without its CSRF token, or none) against the real service on a free port. The
 * properties: never a 5xx, every status is one the operation documents, a problem is
 * problem+json of the Problem schema with a code the operation documents for its status (where
 * it lists them), a success has the documented headers and its body parses with the zod schema
 * that documents it (the same one the document was generated from), and a well-formed upload
 * answers one result per file part. Bounded: SVC_FUZZ_RUNS requests per operation (default 100)
 * and SVC_FUZZ_SECONDS in all (default 60); SVC_FUZZ_SEED replays a run.
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

/** One part of a multipart body (a file when it has a file name). */
interface Part {
  name: string
  value: string | Uint8Array
  filename?: string
  type?: string
}

const FILE_NAMES = fc.oneof(
  fc.constantFrom('a.txt', 'notes.md', 'scan.pdf', '../../etc/passwd', 'C:\\x\\a.pdf', 'é ü.txt', '\u202Eevil.txt', 'x'.repeat(300), '"quoted".txt'),
  fc.string({maxLength: 20}),
)
const FILE_TYPES = fc.constantFrom('text/plain', 'application/pdf', 'application/octet-stream', 'image/png', 'text/markdown; charset=utf-8', 'application/zip')
const FILE_BYTES = fc.oneof(fc.constantFrom('EXTRAIT KBIS fuzz\n', '', '%PDF-1.7 not really'), fc.string({maxLength: 200}), fc.uint8Array({maxLength: 200}))

/** A file part of the field `name`. */
const filePart = (name: string) => fc.record({filename: FILE_NAMES, name: fc.constant(name), type: FILE_TYPES, value: FILE_BYTES}) as fc.Arbitrary<Part>

/**
 * The Content-Disposition of a part: quotes escaped as browsers do (%22), no line breaks, and a
 * backslash as the quoted-pair `\\` (a name ending in a lone backslash makes the header
 * unreadable, and the service skips that part: server/test/upload.test.ts).
 */
function disposition(part: Part): string {
  const quoted = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '%22').replaceAll(/[\r\n]/g, ' ')}"`
  return `form-data; name=${quoted(part.name)}${part.filename === undefined ? '' : `; filename=${quoted(part.filename)}`}`
}

function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type || 'application/octet-stream'}\r\n`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition(part)}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'))
  }

  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/**
 * multipart/form-data bodies from the document's schema: its binary-array fields as file parts
 * (none, a few, exactly at and just over the documented x-max-bytes, one more than maxItems), its
 * other fields as text (fitting, not, given twice), and the mistakes a client makes: a field sent
 * as the other kind of part, unknown fields (past the field limit too), parts in any order, and
 * bodies that are not well-formed multipart (cut, wrong or no boundary, not multipart at all).
 * `files`: how many file parts a well-formed body holds (an answer 200 has one result each).
 */
function multipartFor(schema: Json, doc: Json, hints: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<{body: Uint8Array | string; contentType?: string; files?: number}> {
  const fields: fc.Arbitrary<Part[]>[] = []
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
    if (property.type === 'array' && property.items?.contentMediaType) {
      const maxBytes = property['x-max-bytes'] as number
      const tooMany = Array.from({length: (property.maxItems as number) + 1}, (_, i) => ({filename: `f${i}.txt`, name, type: 'text/plain', value: 'x'}))
      fields.push(
        fc.oneof(
          {arbitrary: fc.array(filePart(name), {maxLength: 3}), weight: 12},
          {arbitrary: fc.constantFrom(maxBytes, maxBytes + 1).map((size) => [{filename: 'big.txt', name, type: 'text/plain', value: Buffer.alloc(size, 'a')}]), weight: 1},
          {arbitrary: fc.constant(tooMany), weight: 1},
          // The wrong kind of part: a file field sent as text.
          {arbitrary: fc.string({maxLength: 20}).map((value) => [{name, value}]), weight: 1},
        ),
      )
    } else {
      const text = arbitraryFor(property, doc, hints, name).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''))
      fields.push(
        fc.oneof(
          {arbitrary: fc.constant<Part[]>([]), weight: 3},
          {arbitrary: text.map((value) => [{name, value}]), weight: 6},
          {arbitrary: fc.tuple(text, text).map(([a, b]) => [{name, value: a}, {name, value: b}]), weight: 1},
          // The wrong kind of part: a text field sent as a file.
          {arbitrary: fc.tuple(text, FILE_NAMES).map(([value, filename]) => [{filename, name, type: 'text/plain', value}]), weight: 1},
        ),
      )
    }
  }

  const unknown = fc.oneof(
    {arbitrary: fc.array(fc.record({name: fc.string({maxLength: 8}), value: fc.string({maxLength: 8})}), {maxLength: 3}), weight: 8},
    {arbitrary: fc.integer({max: 25, min: 18}).map((n) => Array.from({length: n}, (_, i) => ({name: `extra${i}`, value: 'x'}))), weight: 1},
  )
  const parts = fc.tuple(...fields, unknown).chain((groups) => {
    const all = (groups as Part[][]).flat()
    return all.length === 0 ? fc.constant(all) : fc.shuffledSubarray(all, {maxLength: all.length, minLength: all.length})
  })
  const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{1,40}$/)
  return fc.tuple(parts, boundary, fc.nat({max: 1000}), fc.nat({max: 15})).map(([list, mark, cut, mistake]) => {
    const body = encodeMultipart(list, mark)
    // A boundary with a tspecial (RFC 2045) goes in quotes, as it must in a header parameter.
    const contentType = `multipart/form-data; boundary=${/[(),]/.test(mark) ? `"${mark}"` : mark}`
    switch (mistake) {
      case 0: {
        return {body: body.subarray(0, Math.floor((body.length * cut) / 1000)), contentType}
      }

      case 1: {
        return {body, contentType: `multipart/form-data; boundary=${mark}x`}
      }

      case 2: {
        return {body, contentType: 'multipart/form-data'}
      }

      case 3: {
        return {body, contentType: cut % 2 ? 'application/json' : undefined}
      }

      default: {
        // A file part: a file name, or the type application/octet-stream (the API's `files` description).
        const files = list.filter((part) => part.filename || (part.filename !== undefined && (part.type || 'application/octet-stream') === 'application/octet-stream')).length
        return {body, contentType, files}
      }
    }
  })
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
  body?: string | Uint8Array
  contentType?: string
  /** A well-formed multipart upload: how many file parts it holds. */
  files?: number
  /** session: the console's cookie; csrf: with its CSRF token too (what state-changing session requests need). */
  auth: 'bad' | 'csrf' | 'good' | 'none' | 'session'
}

describe('API fuzzing from the OpenAPI document (fast-check)', function () {
  this.timeout((SECONDS + 60) * 1000)
  let h: Harness
  let key: string
  let cookie: string
  let csrf: string
  let doc: Json
  const sharedHints: Record<string, fc.Arbitrary<unknown>> = {}
  /** Hints for one operation only ("METHOD /path"), over the shared ones. */
  const opHints: Record<string, Record<string, fc.Arbitrary<unknown>>> = {}
  /** Statuses seen per operation (SVC_FUZZ_STATS=1 prints them: what the run reached). */
  const seen: Record<string, Record<string, number>> = {}

  const saved = {account: process.env.SVC_RATE_LOGIN_PER_ACCOUNT, address: process.env.SVC_RATE_LOGIN_PER_ADDRESS}
  before(async () => {
    // The fuzzer's failed logins would lock its own session out (429): login limits off here.
    process.env.SVC_RATE_LOGIN_PER_ADDRESS = '0'
    process.env.SVC_RATE_LOGIN_PER_ACCOUNT = '0'
    // A small per-file limit, so that files at and over it are cheap to send; OCR off (uploads are
    // the subject here, and tesseract would take seconds a page).
    h = await startHarness({ingest: {limits: {ocr: false}}, maxUploadBytes: 16 * 1024})
    const {key: ownerKey, user} = await h.user('fuzz@x.test', {password: 'fuzz-password-123'})
    key = ownerKey
    // A browser session too, for the routes that take one (keys, download, upload).
    await signIn()
    const space = await h.space(user, 'Fuzz')
    const files = [{content: 'EXTRAIT KBIS fuzz', name: 'a.txt', type: 'text/plain'}, {content: 'to be deleted', name: 'b.txt', type: 'text/plain'}]
    const upload = (await (await h.upload(key, files, space)).json()) as Json
    const [id, deletable] = upload.results.map((result: Json) => result.id as number)
    await h.ingested([id, deletable])
    // Real identifiers now and then, so that requests reach past "not found"; the delete has its
    // own document, so that the others (show, download) still find theirs.
    sharedHints.id = fc.constantFrom(String(id), space)
    opHints['DELETE /api/v1/documents/{id}'] = {id: fc.constantFrom(String(deletable), space)}
    // A key of the user's to revoke (not the one the requests use).
    const spare = await fetch(`${h.url}/api/v1/keys`, {body: JSON.stringify({label: 'spare'}), headers: {'content-type': 'application/json', cookie, 'x-csrf-token': csrf}, method: 'POST'})
    expect(spare.status).to.equal(201)
    opHints['DELETE /api/v1/keys/{id}'] = {id: fc.constant(((await spare.json()) as Json).id as string)}
    sharedHints.space = fc.constant(space)
    sharedHints.space_id = fc.constant(space)
    sharedHints.dossier_id = fc.constant(space)
    doc = (await (await fetch(`${h.url}/openapi.json`)).json()) as Json
  })
  after(async () => {
    for (const [name, value] of [['SVC_RATE_LOGIN_PER_ACCOUNT', saved.account], ['SVC_RATE_LOGIN_PER_ADDRESS', saved.address]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }

    await h?.close()
  })

  /** A browser session, and its CSRF token as a console page gives it to its scripts. */
  async function signIn(): Promise<void> {
    const login = await fetch(`${h.url}/api/auth/login`, {
      body: JSON.stringify({email: 'fuzz@x.test', password: 'fuzz-password-123'}),
      headers: {'content-type': 'application/json'},
      method: 'POST',
    })
    expect(login.status).to.equal(200)
    cookie = login.headers.get('set-cookie')!.split(';')[0]
    const page = await (await fetch(`${h.url}/keys`, {headers: {cookie}})).text()
    csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)![1]
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
    const hints = {...sharedHints, ...opHints[`${operation.method} ${operation.path}`]}
    const params = (operation.op.parameters ?? []) as Json[]
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
    const pathArb = fc.tuple(...pathParams.map((p) => arbitraryFor(p.schema, doc, hints, p.name))).map((values) => {
      let path = operation.path
      for (const [i, p] of pathParams.entries()) {
        // '.' and '..' are dot segments that a URL resolves away (another path, another operation): not sent.
        const segment = encodeURIComponent(text(values[i])) || '%20'
        path = path.replace(`{${p.name}}`, segment === '.' || segment === '..' ? `${segment}x` : segment)
      }

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
    const multipart = operation.op.requestBody?.content?.['multipart/form-data']?.schema as Json | undefined
    const bodyArb: fc.Arbitrary<{body?: string | Uint8Array; contentType?: string; files?: number}> = multipart
      ? multipartFor(multipart, doc, hints)
      : bodySchema
      ? fc.oneof(
          {arbitrary: arbitraryFor(bodySchema, doc, hints).map((value) => ({body: JSON.stringify(value) ?? 'null', contentType: 'application/json'})), weight: 6},
          {arbitrary: fc.string({maxLength: 50}).map((raw) => ({body: raw, contentType: 'application/json'})), weight: 1},
          {arbitrary: fc.constantFrom({body: '{"a":1}', contentType: 'text/plain'}, {body: '', contentType: 'application/json'}, {}), weight: 1},
        )
      : fc.constant({})
    const authArb = fc.constantFrom<Generated['auth']>('good', 'good', 'good', 'session', 'csrf', 'csrf', 'none', 'bad')
    return fc.record({auth: authArb, body: bodyArb, path: pathArb, query: queryArb}).map(({auth, body, path, query}) => ({auth, path, query, ...body}))
  }

  async function send(operation: Operation, request: Generated): Promise<void> {
    const url = new URL(request.path, h.url)
    for (const [name, value] of request.query) url.searchParams.append(name, value)
    const headers: Record<string, string> = {}
    if (request.auth === 'good') headers['x-api-key'] = key
    if (request.auth === 'bad') headers['x-api-key'] = 'sk_live_not-a-key'
    if (request.auth === 'session' || request.auth === 'csrf') headers.cookie = cookie
    if (request.auth === 'csrf') headers['x-csrf-token'] = csrf
    if (request.contentType) headers['content-type'] = request.contentType
    const shown = typeof request.body === 'string' ? request.body : request.body && Buffer.from(request.body.subarray(0, 600)).toString('latin1')
    const label = `${operation.method} ${url.pathname}${url.search} auth=${request.auth} type=${request.contentType} body=${shown?.slice(0, 600)}`
    const res = await fetch(url, {body: request.body, headers, method: operation.method, signal: AbortSignal.timeout(20_000)})
    const type = res.headers.get('content-type') ?? ''
    const text = await res.text()
    // A logout with the session ends it: sign in again for the next requests.
    if (operation.path === '/api/auth/logout' && (request.auth === 'session' || request.auth === 'csrf')) await signIn()
    const counts = (seen[`${operation.method} ${operation.path}`] ??= {})
    // A problem is counted with its code ("400 invalid_uuid").
    const seenAs = res.status >= 400 && /^application\/problem\+json/.test(type) ? `${res.status} ${(JSON.parse(text) as Json).code}` : String(res.status)
    counts[seenAs] = (counts[seenAs] ?? 0) + 1
    expect(res.status, `${label} -> ${res.status} ${text.slice(0, 300)}`).to.be.below(500)
    expect(Object.keys(operation.op.responses), `${label}: status ${res.status} is not documented`).to.include(String(res.status))
    if (res.status >= 400) {
      expect(type, label).to.match(/^application\/problem\+json/)
      const parsed = Problem.safeParse(JSON.parse(text))
      expect(parsed.success, `${label}: ${parsed.error?.message}`).to.equal(true)
      expect(parsed.data!.status).to.equal(res.status)
      // Where the operation lists the codes of a status, the answer's is one of them.
      const codes = operation.op.responses[res.status]?.content?.['application/problem+json']?.schema?.allOf?.[1]?.properties?.code?.enum as string[] | undefined
      if (codes) expect(codes, `${label}: code ${parsed.data!.code} (${parsed.data!.detail}) is not documented for ${res.status}`).to.include(parsed.data!.code)
      return
    }

    // Documented headers come with the answer.
    for (const name of Object.keys(operation.op.responses[res.status]?.headers ?? {})) expect(res.headers.has(name), `${label}: no ${name} header`).to.equal(true)

    const documented = operation.zod[res.status]
    if (documented?.schema && /^application\/json/.test(type)) {
      const parsed = documented.schema.safeParse(JSON.parse(text))
      expect(parsed.success, `${label}: the answer breaks its schema: ${parsed.error?.message} ${text.slice(0, 300)}`).to.equal(true)
    } else if (documented?.schema) {
      // The one JSON route that also answers another format.
      expect(`${operation.path} ${type}`, label).to.match(/^\/api\/v1\/reports\/\{run_id\} text\/markdown/)
    } else if (documented?.mediaType && documented.mediaType !== '*/*') {
      expect(type, label).to.contain(documented.mediaType)
    }

    // A well-formed upload answers one result per file part.
    if (request.files !== undefined && res.status === 200) expect((JSON.parse(text) as Json).results, label).to.have.length(request.files)
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
    const succeeded = Object.values(seen).filter((counts) => Object.keys(counts).some((status) => Number.parseInt(status, 10) < 300)).length
    expect(succeeded, JSON.stringify(seen)).to.be.greaterThan(ops.length / 2)
  })
})
