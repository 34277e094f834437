/**
 * GET /openapi.json: generated from the routes' own zod schemas (http/api.ts); docs/openapi.json
 * is the same document (regenerate it with SVC_UPDATE_OPENAPI=1 npx mocha server/test/api/openapi.test.ts).
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

import {expect} from 'chai'

import {startHarness, type Harness} from '../helpers/doc-service.js'
import {routes} from '../../src/http/api.js'
import {openApiDocument} from '../../src/http/openapi.js'

const DOCS_COPY = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url))

describe('OpenAPI document', function () {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(async () => h.close())

  it('GET /openapi.json serves an OpenAPI 3.1 document without authentication', async () => {
    const res = await fetch(`${h.url}/openapi.json`)
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/application\/json/)
    const doc = (await res.json()) as any
    expect(doc.openapi).to.equal('3.1.0')
    expect(doc).to.deep.equal(JSON.parse(JSON.stringify(openApiDocument())))
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
    expect(list.responses['400'].content['application/problem+json'].schema).to.deep.equal({$ref: '#/components/schemas/Problem'})
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
  })
})
