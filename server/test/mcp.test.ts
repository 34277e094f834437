/**
 * The MCP endpoint (auth before the MCP layer, stateless methods, tools/list, update_spaces),
 * the reports endpoint, and a third-party client: the MCP Inspector CLI against the service.
 */
import {execFile} from 'node:child_process'
import {promisify} from 'node:util'

import {expect} from 'chai'

import {createApiKey, ensureUser} from '../src/auth.js'
import {fakeEngine} from './runs/fake-engine.js'
import {INITIALIZE, mcpCall, rawMcpPost, startRunsHarness, type RunsHarness} from './runs/harness.js'
import {sqlGet, sqlRun} from './helpers/sql.js'

const run = promisify(execFile)

describe('MCP endpoint: authentication and methods', function () {
  let h: RunsHarness
  before(async () => {
    h = await startRunsHarness({engine: fakeEngine()})
  })
  after(async () => h.close())

  it('401 problem+json without X-API-Key or with an unknown key, before any MCP processing', async () => {
    for (const key of [undefined, 'sk_live_nope']) {
      const res = await rawMcpPost(h.url, key, INITIALIZE)
      expect(res.status).to.equal(401)
      expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
      const body = (await res.json()) as Record<string, any>
      expect(body.code).to.equal(key ? 'invalid_api_key' : 'missing_api_key')
      expect(body).to.not.have.property('jsonrpc')
    }
  })

  it('a malformed JSON body is a 400 problem, never a 500', async () => {
    const {key} = await h.user('a@x.test')
    const res = await fetch(`${h.url}/mcp`, {
      body: '{nope',
      headers: {accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'x-api-key': key},
      method: 'POST',
    })
    expect(res.status).to.equal(400)
  })

  it('GET and DELETE /mcp answer 405 (stateless: no standalone stream, no session)', async () => {
    const {key} = await h.user('a@x.test')
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${h.url}/mcp`, {headers: {'x-api-key': key}, method})
      expect(res.status).to.equal(405)
      expect(res.headers.get('allow')).to.equal('POST')
    }
  })

  it('initialize negotiates protocol 2025-11-25 and no session id (stateless)', async () => {
    const {key} = await h.user('a@x.test')
    const res = await rawMcpPost(h.url, key, INITIALIZE)
    expect(res.status).to.equal(200)
    expect(res.headers.get('mcp-session-id')).to.equal(null)
    const text = await res.text()
    const message = JSON.parse(/data: (.*)/.exec(text)![1])
    expect(message.result.protocolVersion).to.equal('2025-11-25')
    expect(message.result.capabilities).to.have.property('tools')
  })

  it('service keys are accepted by the server (only the CLI refuses them)', async () => {
    const user = await ensureUser(h.service.context.db, 'svc@x.test')
    const key = await createApiKey(h.service.context.db, user.id, {type: 'service'})
    expect(key).to.match(/^sk_svc_/)
    const call = await mcpCall(h.url, key, {}, {tool: 'update_spaces'})
    expect(call.error).to.match(/admin-only/)
  })

  it('tools/list: validate_dossier (inputs of the spec, output {run_id, status, prompt?}) and update_spaces', async () => {
    const {key} = await h.user('a@x.test')
    const {Client} = await import('@modelcontextprotocol/sdk/client/index.js')
    const {StreamableHTTPClientTransport} = await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
    const client = new Client({name: 't', version: '1'})
    await client.connect(new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), {requestInit: {headers: {'x-api-key': key}}}))
    const {tools} = await client.listTools()
    await client.close()
    const validate = tools.find((t) => t.name === 'validate_dossier')!
    // The spec's inputs, plus as_of (ours: the run's reference date).
    expect(Object.keys(validate.inputSchema.properties!)).to.have.members(['dossier_id', 'level', 'on_ambiguity', 'run_id', 'hitl_response', 'language', 'as_of'])
    expect(validate.inputSchema.required).to.deep.equal(['dossier_id'])
    const props = validate.inputSchema.properties as Record<string, {enum?: string[]; default?: string; format?: string}>
    expect(props.as_of).to.include({format: 'date', type: 'string'})
    expect(props.on_ambiguity.enum).to.deep.equal(['prompt', 'fail', 'dump'])
    expect(props.language).to.include({default: 'fr'})
    expect(props.language.enum).to.deep.equal(['fr', 'en'])
    expect(Object.keys(validate.outputSchema!.properties!)).to.have.members(['run_id', 'status', 'prompt'])
    expect(tools.map((t) => t.name)).to.include('update_spaces')
  })
})

describe('MCP tool update_spaces (admin-only)', function () {
  let h: RunsHarness
  beforeEach(async () => {
    h = await startRunsHarness({engine: fakeEngine()})
  })
  afterEach(async () => h.close())

  it('refuses a non-admin key clearly', async () => {
    const {key} = await h.user('user@x.test')
    const call = await mcpCall(h.url, key, {}, {tool: 'update_spaces'})
    expect(call.raw.isError).to.equal(true)
    expect(call.code).to.equal('admin_only')
    expect(call.error).to.match(/admin-only/)
  })

  it('rebuilds documents.space_id from folder ownership and returns counts (dry run writes nothing)', async () => {
    const admin = await h.user('admin@x.test', {admin: true})
    const {user} = await h.user('user@x.test')
    const space = await h.space(user)
    const inSpace = await h.addDocument(user, space, 'a.txt', 'A')
    const mine = await h.addDocument(user, null, 'b.txt', 'B')
    const db = h.service.context.db
    // Break the mapping: the space document lost its space, the home document got one.
    await sqlRun(db, 'UPDATE documents SET space_id = NULL WHERE id = ?', inSpace)
    await sqlRun(db, 'UPDATE documents SET space_id = ? WHERE id = ?', space, mine)
    const stray = await h.addDocument(user, space, 'c.txt', 'C')
    await sqlRun(db, `UPDATE documents SET folder_id = 'unknown-folder' WHERE id = ?`, stray)

    const dry = await mcpCall(h.url, admin.key, {dry_run: true}, {tool: 'update_spaces'})
    expect(dry.raw.structuredContent).to.deep.equal({documents: 3, dry_run: true, spaces: 1, unchanged: 0, unmatched: 1, updated: 2})
    expect((await sqlGet(db, 'SELECT space_id FROM documents WHERE id = ?', inSpace) as {space_id: null}).space_id).to.equal(null)

    const done = await mcpCall(h.url, admin.key, {}, {tool: 'update_spaces'})
    expect(done.raw.structuredContent).to.include({dry_run: false, unmatched: 1, updated: 2})
    const spaceOf = async (id: number) => (await sqlGet(db, 'SELECT space_id FROM documents WHERE id = ?', id) as {space_id: null | string}).space_id
    expect(await spaceOf(inSpace)).to.equal(space)
    expect(await spaceOf(mine)).to.equal(null)
    const again = await mcpCall(h.url, admin.key, {}, {tool: 'update_spaces'})
    expect(again.raw.structuredContent).to.include({unchanged: 2, updated: 0})
  })
})

describe('GET /api/v1/reports/:run_id', function () {
  let h: RunsHarness
  let key: string
  let runId: string
  before(async () => {
    h = await startRunsHarness({engine: fakeEngine()})
    const owner = await h.user('owner@x.test')
    key = owner.key
    const space = await h.space(owner.user)
    await h.addDocument(owner.user, space, 'kbis.txt', 'EXTRAIT KBIS')
    runId = (await mcpCall(h.url, key, {dossier_id: space, language: 'en'})).result!.run_id
  })
  after(async () => h.close())

  const get = (path: string, k: null | string = key) => fetch(`${h.url}${path}`, {headers: k ? {'x-api-key': k} : {}})

  it('format=json: the stored report, byte-identical on every call, with run_id, dossier_id and generated_at', async () => {
    const first = await get(`/api/v1/reports/${runId}?format=json`)
    expect(first.status).to.equal(200)
    expect(first.headers.get('content-type')).to.match(/^application\/json/)
    const text = await first.text()
    const again = await (await get(`/api/v1/reports/${runId}`)).text()
    expect(again).to.equal(text)
    const report = JSON.parse(text)
    expect(report).to.include({run_id: runId, status: 'complete'})
    expect(report).to.have.property('verdicts')
    expect(report.generated_at).to.match(/^\d{4}-\d\d-\d\dT/)
    expect(first.headers.get('etag')).to.be.a('string')
    const notModified = await fetch(`${h.url}/api/v1/reports/${runId}`, {headers: {'if-none-match': first.headers.get('etag')!, 'x-api-key': key}})
    expect(notModified.status).to.equal(304)
  })

  it('format=markdown: the same text on every call', async () => {
    const first = await get(`/api/v1/reports/${runId}?format=markdown`)
    expect(first.status).to.equal(200)
    expect(first.headers.get('content-type')).to.match(/^text\/markdown/)
    const text = await first.text()
    expect(text).to.include(runId)
    expect(await (await get(`/api/v1/reports/${runId}?format=markdown`)).text()).to.equal(text)
  })

  it('400 for an unknown format, 401 without a key, 404 for an unknown run or a stranger', async () => {
    expect((await get(`/api/v1/reports/${runId}?format=pdf`)).status).to.equal(400)
    expect((await get(`/api/v1/reports/${runId}`, null)).status).to.equal(401)
    const unknown = await get('/api/v1/reports/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).to.equal(404)
    expect(((await unknown.json()) as {code: string}).code).to.equal('run_not_found')
    const stranger = await h.user('stranger@x.test')
    expect((await get(`/api/v1/reports/${runId}`, stranger.key)).status).to.equal(404)
  })
})

describe('MCP Inspector CLI against the service (a generic MCP client)', function () {
  this.timeout(120_000)
  let h: RunsHarness
  let key: string
  let space: string
  before(async () => {
    // The real engine: a short dossier of one text document.
    h = await startRunsHarness()
    const owner = await h.user('inspector@x.test')
    key = owner.key
    space = await h.space(owner.user)
    await h.addDocument(owner.user, space, 'kbis.txt', 'EXTRAIT KBIS\nGreffe du tribunal de commerce\nSIREN 123 456 789\nà jour au 12/03/2025')
  })
  after(async () => h.close())

  const inspector = (args: string[], apiKey = key) =>
    run('npx', ['--no-install', '@modelcontextprotocol/inspector', '--cli', `${h.url}/mcp`, '--transport', 'http', '--header', `X-API-Key: ${apiKey}`, ...args], {
      env: {...process.env, MCP_AUTO_OPEN_ENABLED: 'false'},
      timeout: 90_000,
    })

  it('tools/list shows validate_dossier and update_spaces', async () => {
    const {stdout} = await inspector(['--method', 'tools/list'])
    const names = (JSON.parse(stdout).tools as {name: string}[]).map((t) => t.name)
    expect(names).to.include.members(['validate_dossier', 'update_spaces'])
  })

  it('tools/call validate_dossier returns {run_id, status} as structured content and text', async () => {
    const {stdout} = await inspector(['--method', 'tools/call', '--tool-name', 'validate_dossier', '--tool-arg', `dossier_id=${space}`, '--tool-arg', 'level=1'])
    const result = JSON.parse(stdout)
    expect(result.isError ?? false).to.equal(false)
    expect(result.structuredContent.run_id).to.be.a('string')
    expect(['complete', 'failed', 'paused']).to.include(result.structuredContent.status)
    expect(JSON.parse(result.content[0].text)).to.deep.equal(result.structuredContent)
  })

  it('a wrong key fails with the Inspector auth exit code (3)', async () => {
    const error = await inspector(['--method', 'tools/list'], 'sk_live_wrong').catch((e: {code: number}) => e)
    expect((error as {code: number}).code).to.equal(3)
  })
})
