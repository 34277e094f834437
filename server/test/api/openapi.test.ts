/**
 * GET /openapi.json: generated from the routes' own zod schemas (http/api.ts); docs/openapi.json
 * is the same document (regenerate it with SVC_UPDATE_OPENAPI=1 npx mocha server/test/api/openapi.test.ts).
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {expect} from 'chai'

import {problem, startHarness, type Harness} from '../helpers/doc-service.js'
import {API_ROUTES, DEFAULT_MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, routes} from '../../src/http/api.js'
import {openApiDocument} from '../../src/http/openapi.js'
import {Router} from '../../src/http/router.js'
import {registerRoutes} from '../../src/routes/index.js'
import {MAX_FILES_PER_REQUEST} from '../../src/routes/upload.js'

/** The per-file upload limit of this file's service: small, so that a file over it is cheap. */
const MAX_UPLOAD_BYTES = 1024

const DOCS_COPY = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url))

describe('OpenAPI document', function () {
  let h: Harness
  before(async () => {
    h = await startHarness({maxUploadBytes: MAX_UPLOAD_BYTES})
  })
  after(async () => h.close())

  it('GET /openapi.json serves an OpenAPI 3.1 document without authentication', async () => {
    const res = await fetch(`${h.url}/openapi.json`)
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/application\/json/)
    const doc = (await res.json()) as any
    expect(doc.openapi).to.equal('3.1.0')
    // The service's own upload limit; otherwise the document docs/openapi.json has.
    expect(doc).to.deep.equal(JSON.parse(JSON.stringify(openApiDocument({maxUploadBytes: MAX_UPLOAD_BYTES}))))
    expect(doc.paths['/api/v2/files/batch-upload'].post.requestBody.content['multipart/form-data'].schema.properties.files['x-max-bytes']).to.equal(MAX_UPLOAD_BYTES)
  })

  it('docs/openapi.json is the served document', () => {
    const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`
    if (process.env.SVC_UPDATE_OPENAPI === '1') writeFileSync(DOCS_COPY, text)
    expect(readFileSync(DOCS_COPY, 'utf8'), 'docs/openapi.json is stale: run SVC_UPDATE_OPENAPI=1 npx mocha server/test/api/openapi.test.ts').to.equal(text)
  })

  it('every path of the service is documented, with its parameters, body and answers', () => {
    const doc = openApiDocument() as any
    const expected = [
      'get /healthz', 'get /openapi.json', 'get /api/v1/me', 'get /api/v1/documents', 'get /api/v1/documents/{id}', 'delete /api/v1/documents/{id}',
      'get /api/v1/spaces', 'post /api/v1/spaces', 'get /api/v1/spaces/{id}', 'post /api/v1/spaces/{id}/members', 'post /api/v2/files/batch-upload',
      'get /api/download/file/{id}', 'post /api/auth/login', 'post /api/auth/logout', 'post /api/v1/chat', 'post /api/agent-resume',
      'get /api/v1/reports/{run_id}', 'get /api/v1/runs', 'get /api/v1/keys', 'post /api/v1/keys', 'delete /api/v1/keys/{id}',
    ]
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((method) => `${method} ${path}`))
    expect(documented.sort()).to.deep.equal(expected.sort())
    const list = doc.paths['/api/v1/documents'].get
    expect(list.parameters.find((p: any) => p.name === 'limit')).to.deep.include({in: 'query', required: false, schema: {default: 50, maximum: 200, minimum: 1, type: 'integer'}})
    expect(list.responses['200'].content['application/json'].schema.properties.data.items).to.deep.equal({$ref: '#/components/schemas/DocumentSummary'})
    // A problem is the Problem schema; its codes, where the operation knows them all: for a 400, its fields' (and the routing's).
    expect(list.responses['404'].content['application/problem+json'].schema).to.deep.equal({$ref: '#/components/schemas/Problem'})
    expect(list.responses['400'].content['application/problem+json'].schema).to.deep.equal({
      allOf: [{$ref: '#/components/schemas/Problem'}, {properties: {code: {enum: ['invalid_limit', 'invalid_offset', 'invalid_uuid', 'invalid_cursor', 'invalid_target']}}}],
    })
    expect(list.responses['401'].content['application/problem+json'].schema.allOf[1].properties.code.enum).to.deep.equal(['missing_api_key', 'invalid_api_key', 'revoked_api_key'])
    const members = doc.paths['/api/v1/spaces/{id}/members'].post
    expect(members.requestBody.content['application/json'].schema.properties.role).to.deep.equal({enum: ['owner', 'editor', 'viewer'], type: 'string'})
    expect(members.requestBody.content['application/json'].schema.required).to.deep.equal(['email', 'role'])
    expect(doc.paths['/api/v1/runs'].get.parameters.map((p: any) => p.name)).to.deep.equal(['dossier_id', 'status', 'limit', 'offset'])
    // Every $ref resolves.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? []
    for (const ref of new Set(refs)) expect(doc.components.schemas, ref).to.have.property(ref.split('/').at(-1)!)
  })

  it('the schema that documents a body is the one that validates it (a documented constraint is enforced)', async () => {
    const {key} = await h.user('o@x.test')
    // role's enum, from the same zod schema.
    const space = await (await h.api(key, '/api/v1/spaces', {body: JSON.stringify({name: 'S'}), headers: {'content-type': 'application/json'}, method: 'POST'})).json() as any
    const res = await h.api(key, `/api/v1/spaces/${space.id}/members`, {body: JSON.stringify({email: 'x@y.z', role: 'admin'}), headers: {'content-type': 'application/json'}, method: 'POST'})
    const problem = (await res.json()) as any
    expect(res.status).to.equal(400)
    expect(problem).to.include({code: 'invalid_role', detail: 'role must be one of owner, editor, viewer, got "admin".', field: 'role'})
    expect(routes.setMember.body.safeParse({email: 'x@y.z', role: 'admin'}).success).to.equal(false)
    // A key's label: the console's own check (console/keys.ts validateLabel), its limit in the document.
    const label = (openApiDocument() as any).paths['/api/v1/keys'].post.requestBody.content['application/json'].schema.properties.label.anyOf[0]
    expect(label).to.include({maxLength: 100, type: 'string'})
    const long = routes.createKey.body.safeParse({label: 'x'.repeat(101)})
    expect(long.error?.issues[0]).to.include({message: 'label must be at most 100 characters, got 101.'})
    expect(routes.createKey.body.parse({label: ' \u0065\u0301 '}).label).to.equal('\u00e9')
  })

  it('every /api route the service registers is an operation of the document, with the same path parameters, and every operation is registered', () => {
    // The routes as the service registers them (routes/index.ts), read from a router that records them.
    const registered = new Map<string, string[]>()
    const router = new Router()
    const add = router.add.bind(router)
    router.add = (method, path, handler) => {
      const keys = [...path.matchAll(/:(\w+)/g)].map((match) => match[1])
      registered.set(`${method.toLowerCase()} ${path.replaceAll(/:(\w+)/g, '{$1}')}`, keys)
      return add(method, path, handler)
    }

    registerRoutes(router, h.service.context)
    // The REST interface: /api/**, /healthz and /openapi.json; the console's pages, its assets and
    // the MCP endpoint (described by tools/list) are not in it.
    const rest = [...registered.keys()].filter((key) => / \/api\/|^get \/healthz$|^get \/openapi\.json$/.test(key))
    const doc = openApiDocument() as any
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((method) => `${method} ${path}`))
    expect(rest.sort(), 'registered but not documented, or documented but not registered').to.deep.equal(documented.sort())
    for (const key of rest) {
      const [method, path] = key.split(' ')
      const inPath = ((doc.paths[path][method].parameters ?? []) as any[]).filter((p) => p.in === 'path').map((p) => p.name)
      expect(inPath, key).to.deep.equal(registered.get(key))
      // And the route's schema (what the handler parses with) names the same parameters.
      const route = API_ROUTES.find((r) => `${r.method.toLowerCase()} ${r.path}` === key)!
      expect(Object.keys(route.params?.shape ?? {}), key).to.deep.equal(registered.get(key))
    }
  })

  it('the upload is documented as multipart with the limits the handler enforces', () => {
    const upload = (openApiDocument() as any).paths['/api/v2/files/batch-upload'].post
    const form = upload.requestBody.content['multipart/form-data'].schema
    expect(Object.keys(form.properties).sort()).to.deep.equal(['files', 'space_id'])
    expect(form.required).to.deep.equal(['files'])
    expect(form.properties.files).to.deep.include({maxItems: MAX_FILES_PER_REQUEST, minItems: 1, type: 'array', 'x-max-bytes': DEFAULT_MAX_UPLOAD_BYTES})
    expect(form.properties.files.items).to.deep.include({contentMediaType: 'application/octet-stream', type: 'string'})
    expect(form.properties.space_id).to.deep.include({format: 'uuid', type: 'string'})
    expect(MAX_FILES_PER_REQUEST).to.equal(MAX_UPLOAD_FILES)
    expect(upload.responses['200'].content['application/json'].schema.properties.results.items).to.deep.equal({$ref: '#/components/schemas/UploadResult'})
  })

  it('the problems the upload and download answer are the ones documented for their status, with a documented code', async () => {
    const {key, user} = await h.user('codes@x.test', {password: 'codes-password-1'})
    const {key: otherKey} = await h.user('other-codes@x.test')
    const space = await h.space(user, 'Codes')
    const login = await fetch(`${h.url}/api/auth/login`, {body: JSON.stringify({email: 'codes@x.test', password: 'codes-password-1'}), headers: {'content-type': 'application/json'}, method: 'POST'})
    const cookie = login.headers.get('set-cookie')!.split(';')[0]
    const doc = (await (await fetch(`${h.url}/openapi.json`)).json()) as any
    const file = (content: string, name = 'a.txt') => ({content, name, type: 'text/plain'})
    const multipart = (parts: string) => ({body: `${parts}--b--\r\n`, headers: {'content-type': 'multipart/form-data; boundary=b'}, method: 'POST'})
    const cases: [string, () => Promise<Response>, number, string][] = [
      ['upload: no key', () => h.upload('', [file('x')]), 401, 'missing_api_key'],
      ['upload: unknown key', () => h.upload('sk_live_nope', [file('x')]), 401, 'invalid_api_key'],
      ['upload: not multipart', () => h.api(key, '/api/v2/files/batch-upload', {body: '{}', headers: {'content-type': 'application/json'}, method: 'POST'}), 415, 'unsupported_media_type'],
      ['upload: no file part', () => h.api(key, '/api/v2/files/batch-upload', multipart('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n')), 400, 'no_files'],
      ['upload: malformed space_id', () => h.upload(key, [file('x')], 'space-1'), 400, 'invalid_uuid'],
      ['upload: unknown space', () => h.upload(key, [file('x')], '00000000-0000-4000-8000-000000000000'), 404, 'space_not_found'],
      ['upload: not a member', () => h.upload(otherKey, [file('x')], space), 403, 'forbidden'],
      ['upload: a session without its CSRF token', () => fetch(`${h.url}/api/v2/files/batch-upload`, {...multipart('--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nx\r\n'), headers: {'content-type': 'multipart/form-data; boundary=b', cookie}}), 403, 'csrf_failed'],
      ['upload: a file over x-max-bytes', () => h.upload(key, [file('a'.repeat(MAX_UPLOAD_BYTES + 1))]), 413, 'payload_too_large'],
      ['upload: one file more than maxItems', () => h.upload(key, Array.from({length: MAX_UPLOAD_FILES + 1}, (_, i) => file('x', `f${i}.txt`))), 413, 'too_many_files'],
      ['upload: a cut body', () => h.api(key, '/api/v2/files/batch-upload', {body: '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\ncut', headers: {'content-type': 'multipart/form-data; boundary=b'}, method: 'POST'}), 400, 'invalid_body'],
      ['download: no session', () => fetch(`${h.url}/api/download/file/1`), 401, 'missing_session'],
      ['download: an API key', () => h.api(key, '/api/download/file/1'), 401, 'api_key_not_accepted'],
      ['download: malformed id', () => fetch(`${h.url}/api/download/file/abc`, {headers: {cookie}}), 400, 'invalid_id'],
      ['download: unknown id', () => fetch(`${h.url}/api/download/file/999999`, {headers: {cookie}}), 404, 'not_found'],
    ]
    for (const [what, send, status, code] of cases) {
      const res = await send()
      const body = await problem(res)
      expect([res.status, body.code], `${what}: ${body.detail}`).to.deep.equal([status, code])
      const op = what.startsWith('upload') ? doc.paths['/api/v2/files/batch-upload'].post : doc.paths['/api/download/file/{id}'].get
      const documented = op.responses[String(status)]?.content?.['application/problem+json']?.schema
      expect(documented?.allOf?.[1]?.properties?.code?.enum, `${what}: ${status} documented with its codes`).to.include(code)
    }

    // A stored file downloads with the documented headers.
    const [stored] = ((await (await h.upload(key, [file('hello')])).json()) as any).results
    const download = await fetch(`${h.url}/api/download/file/${stored.id}`, {headers: {cookie}})
    expect(download.status).to.equal(200)
    for (const name of Object.keys(doc.paths['/api/download/file/{id}'].get.responses['200'].headers)) expect(download.headers.has(name), name).to.equal(true)
    expect(await download.text()).to.equal('hello')
  })
})
