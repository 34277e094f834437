/**
 * The built CLI against services that follow only the spec (test/e2e/spec-stubs.ts), not ours:
 * no /me or another /me shape, search_enabled as a string, chat events the client does not know
 * with non-JSON data, validate events of another shape, a tool result given only as JSON text, a
 * stateful MCP server (its session ended with DELETE), a seq numbered from 1 again after a
 * re-call, and a run followed through cut streams as long as it makes progress.
 */
import {readFile, stat} from 'node:fs/promises'
import {join} from 'node:path'

import {expect} from 'chai'

import {runCli, tempHome} from '../helpers/cli.js'
import {event, startStub, textResult, type StubService} from './spec-stubs.js'

const KEY = 'acme_live_AnyServiceSecret0123456789'
const SPACE = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? ''

describe('against any service that follows the spec (stubs)', function () {
  this.timeout(60_000)
  const stubs: StubService[] = []
  const stub = async (...args: Parameters<typeof startStub>) => {
    const started = await startStub(...args)
    stubs.push(started)
    return started
  }

  afterEach(async () => {
    for (const s of stubs.splice(0)) await s.close()
  })

  const cli = (service: StubService, args: string[], options: {home?: string; key?: null | string; input?: string} = {}) =>
    runCli(args, {env: {SVC_URL: service.url, ...(options.key === null ? {} : {SVC_API_KEY: options.key ?? KEY})}, home: options.home, input: options.input})

  const documents = (status = 200) => (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(status, {'content-type': 'application/json'})
    res.end(status === 200 ? '[]' : '{"error":"invalid key"}')
  }

  describe('auth login / status', () => {
    it('without /me (404): the key is checked with GET /api/v1/documents?limit=1, stored, and status shows the user as unknown', async () => {
      const service = await stub({routes: {'GET /api/v1/documents': documents()}})
      const home = await tempHome()
      const login = await cli(service, ['auth', 'login'], {home, input: `${KEY}\n`, key: null})
      expect(login.code, login.stderr).to.equal(0)
      expect(login.stderr).to.include('checked with GET /api/v1/documents?limit=1')
      expect(JSON.parse(await readFile(join(home, '.svc', 'credentials'), 'utf8')).api_key).to.equal(KEY)
      expect(service.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /api/v1/me', 'GET /api/v1/documents?limit=1'])
      const status = await cli(service, ['auth', 'status', '--format', 'json'], {home, key: null})
      expect(status.code, status.stderr).to.equal(0)
      expect(JSON.parse(status.stdout)).to.include({admin: null, email: null, key_type: 'live', name: null, source: 'file'})
    })

    it('another /me shape: {id, email, name} is read; {"user": null} falls back to the documents check; never a raw TypeError', async () => {
      const flat = await stub({routes: {'GET /api/v1/me': (_req, res) => res.end(JSON.stringify({email: 'ada@example.com', id: 7, name: 'Ada'}))}})
      const status = await cli(flat, ['auth', 'status', '--format', 'json'])
      expect(status.code, status.stderr).to.equal(0)
      expect(JSON.parse(status.stdout)).to.include({email: 'ada@example.com', name: 'Ada'})
      const empty = await stub({routes: {'GET /api/v1/documents': documents(), 'GET /api/v1/me': (_req, res) => res.end('{"user": null}')}})
      const home = await tempHome()
      const login = await cli(empty, ['auth', 'login'], {home, input: KEY, key: null})
      expect(login.code, login.stderr).to.equal(0)
      expect(login.stderr).to.not.include('Cannot read properties')
      const emptyStatus = await cli(empty, ['auth', 'status'])
      expect(emptyStatus.code, emptyStatus.stderr).to.equal(0)
      expect(emptyStatus.stdout + emptyStatus.stderr).to.not.include('Cannot read properties')
    })

    it('a key the documents check refuses (401) is not stored; exit 1', async () => {
      const service = await stub({routes: {'GET /api/v1/documents': documents(401)}})
      const home = await tempHome()
      const login = await cli(service, ['auth', 'login'], {home, input: KEY, key: null})
      expect(login.code).to.equal(1)
      expect(login.stderr).to.match(/^Error: The service rejected this key \(acme_live_\*+\)/m)
      const stored = await stat(join(home, '.svc', 'credentials')).then(
        () => true,
        () => false,
      )
      expect(stored).to.equal(false)
    })
  })

  it('files check: search_enabled "false" (a string) is false; a missing num_pages is null; always the seven keys', async () => {
    const service = await stub({
      routes: {
        'GET /api/v1/documents/5': (_req, res) => res.end(JSON.stringify({doc_status: 'ready', file_name: 'a.pdf', id: 5, mime_type: 'application/pdf', search_enabled: 'false', size: 10})),
      },
    })
    const {code, stderr, stdout} = await cli(service, ['files', 'check', '5'])
    expect(code, stderr).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal({doc_status: 'ready', file_name: 'a.pdf', id: 5, mime_type: 'application/pdf', num_pages: null, search_enabled: false, size: 10})
    expect(Object.keys(JSON.parse(stdout))).to.deep.equal(['id', 'file_name', 'doc_status', 'search_enabled', 'num_pages', 'mime_type', 'size'])
  })

  it('chat ignores events it does not know whatever their data (event: ping, data: keepalive)', async () => {
    const service = await stub({
      routes: {
        'POST /api/v1/chat'(_req, res) {
          res.writeHead(200, {'content-type': 'text/event-stream'})
          res.end('event: ping\ndata: keepalive\n\nevent: message\ndata: {"delta":"Bonjour."}\n\nevent: status\ndata: <b>not json</b>\n\nevent: done\ndata: {"answer":"Bonjour.","conversation_id":"c1","sources":[]}\n\n')
        },
      },
    })
    const {code, stderr, stdout} = await cli(service, ['chat', 'salut'])
    expect(code, stderr).to.equal(0)
    expect(stdout).to.equal('Bonjour.\n')
  })

  describe('validate', () => {
    it('renders events of another shape (no data, no seq, seq as a string, no index/total, no dossier id), warns once about unreadable ones, reads a JSON-text result, ends the MCP session with DELETE', async () => {
      const service = await stub({
        mcp: {
          calls: [
            {
              notifications: [
                event({event: 'validate:start', run_id: 'run-1'}),
                event({event: 'validate:thematic_start', label: 'Identité', seq: '2'}),
                event({data: {label: 'Identité', summary: 'conforme', verdict: 'pass'}, event: 'validate:thematic_complete', seq: 3}),
                event({data: {}, seq: 4}),
                event({what: 'no name either'}),
                event({data: {global_verdict: 'pass'}, event: 'validate:complete'}),
              ],
              result: textResult({run_id: 'run-1', status: 'complete'}),
            },
          ],
          sessionId: 'sess-42',
        },
      })
      const {code, stderr, stdout} = await cli(service, ['validate', SPACE, '--language', 'en'])
      expect(code, stderr).to.equal(0)
      const lines = stdout.split('\n')
      expect(lines[0]).to.equal(`Validating dossier ${SPACE}: run run-1, level N1 + N2`)
      expect(stdout).to.include('[N1] Identité').and.include('  ✓ Identité: conforme').and.include('Global verdict: ✓ pass')
      expect(stderr.match(/could not read/g), stderr).to.have.length(1)
      const deletes = service.requests.filter((r) => r.method === 'DELETE')
      expect(deletes).to.have.length(1)
      expect(deletes[0].headers['mcp-session-id']).to.equal('sess-42')
    })

    it('a seq that starts again at 1 after a re-call is a new stream, shown in full (pause with fail-with-token, then svc resume)', async () => {
      const prompt = {config: {fields: [{kind: 'choice', label: 'Decision', name: 'decision', options: [{value: 'accept'}, {value: 'reject'}]}]}, correlation_id: 'run-2:1', message: 'Same person?', type: 'form', waiting_for: 'rule_clarification'}
      const start = {data: {document_count: 2, dossier_id: SPACE, level: 'both'}, event: 'validate:start', run_id: 'run-2', seq: 1}
      const service = await stub({
        mcp: {
          calls: [
            {notifications: [event(start), event({data: prompt, event: 'chat_prompt', run_id: 'run-2', seq: 2})], result: textResult({prompt, run_id: 'run-2', status: 'paused'})},
            {
              notifications: [event(start), event({data: {label: 'Same manager', reason: 'accepted', verdict: 'pass'}, event: 'validate:n2_rule_verdict', run_id: 'run-2', seq: 2}), event({data: {global_verdict: 'pass'}, event: 'validate:complete', run_id: 'run-2', seq: 3})],
              result: textResult({run_id: 'run-2', status: 'complete'}),
            },
          ],
        },
      })
      const paused = await cli(service, ['validate', SPACE, '--on-ambiguous', 'fail-with-token', '--language', 'en'])
      expect(paused.code, paused.stderr).to.equal(1)
      const resumed = await cli(service, ['resume', lastLine(paused.stdout), '--answer', 'decision=accept'])
      expect(resumed.code, resumed.stderr).to.equal(0)
      expect(resumed.stdout).to.include('Validating dossier').and.include('  ✓ Same manager: accepted').and.include('Global verdict: ✓ pass')
      expect(service.toolCalls[1]).to.deep.include({hitl_response: {decision: 'accept'}, run_id: 'run-2'})
    })

    it('follows a run through streams cut by an idle limit as long as it makes progress (events, progress), beyond 3 re-calls', async () => {
      const cut = (seq: number) => ({notifications: [event({data: {index: seq, label: `T${seq}`, total: 6}, event: 'validate:thematic_start', run_id: 'run-3', seq}), {progress: seq}]})
      const service = await stub({
        mcp: {
          calls: [
            {notifications: [event({data: {document_count: 1, level: '1'}, event: 'validate:start', run_id: 'run-3', seq: 1}), {progress: 1}]},
            cut(2),
            cut(3),
            cut(4),
            cut(5),
            {notifications: [event({data: {global_verdict: 'pass'}, event: 'validate:complete', run_id: 'run-3', seq: 6})], result: textResult({run_id: 'run-3', status: 'complete'})},
          ],
        },
      })
      const {code, stderr, stdout} = await cli(service, ['validate', SPACE, '--level', '1', '--language', 'en'])
      expect(code, stderr).to.equal(0)
      expect(service.toolCalls).to.have.length(6)
      expect(stderr.match(/re-calling with run_id run-3/g)).to.have.length(5)
      for (let i = 2; i <= 5; i++) expect(stdout).to.include(`[N1/${i}/6] T${i}`)
      expect(stdout).to.include('Global verdict: ✓ pass')
    })
  })
})
