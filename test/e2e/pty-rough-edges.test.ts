/**
 * Issue 11, group C, the interactive rough edges, in a real pseudo-terminal (@lydell/node-pty)
 * with the built CLI: auth login's empty answer and silent echo (C17), chat's delete confirmation
 * defaulting to No (C8), Ctrl-C in chat (C18), the spinner on a terminal only (C13), tables cut to
 * the terminal by usefulness (C3), reports get indented on a terminal (C10), and a pause said once
 * on a terminal (C9). Chat's slow answers come from a small stub service (spec-stubs.ts).
 */
import {expect} from 'chai'
import type {ServerResponse} from 'node:http'

import {runCli, tempHome} from '../helpers/cli.js'
import {cliFor, json, waitProcessed} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {KEYS, spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'
import {startStub, type StubService} from './spec-stubs.js'
import {seedDossier, startBreakingProxy} from './validate-fixtures.js'

const sse = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
const SPINNER = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Waiting for the service…/

describe('e2e (pty): interactive rough edges (issue 11 C)', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let svc: ReturnType<typeof cliFor>
  before(async () => {
    service = await startTestService()
    key = await service.createKey('pty@example.com')
    svc = cliFor(service, key)
  })
  after(async () => service?.stop())

  it('C17: auth login asks again after an empty answer (no exit 4), and echoes nothing while the key is typed', async () => {
    const home = await tempHome()
    const term = await spawnPty(['auth', 'login'], {env: {SVC_URL: service.url}, home})
    await term.expect('API key (input hidden):')
    term.write(KEYS.enter)
    await term.expect('No key typed: paste your API key')
    term.write(key)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // No mask either: a run of `*` would show the key's length.
    expect(term.output()).to.not.match(/\*{3,}/)
    expect(term.output()).to.not.include(key.slice(0, 12))
    term.write(KEYS.enter)
    await term.expect('Logged in')
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.not.include(key)
  })

  it('C8: chat\'s delete confirmation starts on "No, keep it": Enter keeps the document', async () => {
    const space = json<{id: string}>(await svc(['spaces', 'create', 'Confirm', '-f', 'json'])).id
    const folder = await pdfFolder({'keep-this.pdf': 1})
    const [uploaded] = json<{id: number}[]>(await svc(['upload-batch', folder, '--space', space, '-f', 'json']))
    await waitProcessed(service, key, [uploaded.id])
    const term = await spawnPty(['chat', '--language', 'en', '--space', space], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    await term.expect('Ask')
    term.write(`delete keep-this.pdf${KEYS.enter}`)
    await term.expect('No, keep it')
    // The cursor is on No.
    expect(term.output()).to.match(/❯ No, keep it/)
    term.write(KEYS.enter)
    await term.expect(/Nothing was deleted[\s\S]*\? Ask/)
    term.write('\u0004')
    expect(await term.exit()).to.equal(0)
    expect((await svc(['files', 'show', String(uploaded.id)])).code).to.equal(0)
  })

  describe('chat against a slow service', () => {
    let stub: StubService
    let open = 0
    before(async () => {
      stub = await startStub({
        routes: {
          'POST /api/v1/chat'(req, res, body) {
            const {query} = JSON.parse(body) as {query: string}
            res.writeHead(200, {'cache-control': 'no-cache', 'content-type': 'text/event-stream'})
            if (query.startsWith('slow')) {
              // An answer that starts after 1.5 s of silence (the spinner shows meanwhile).
              setTimeout(() => {
                sse(res, 'message', {delta: 'The answer, at last.'})
                sse(res, 'done', {answer: 'The answer, at last.', conversation_id: 'c1', sources: []})
                res.end()
              }, 1500)
              return
            }

            // An answer that never ends, until the client goes away (Ctrl-C cancels it).
            open++
            req.socket.once('close', () => open--)
            sse(res, 'message', {delta: 'A very long answer that '})
          },
        },
      })
    })
    after(async () => stub?.close())

    const env = () => ({SVC_API_KEY: 'acme_live_PtyStubKey0123456789', SVC_URL: stub.url})

    it('C18: the first Ctrl-C cancels the answer being written (its stream closed) and the session goes on; a second one at the empty prompt exits 130', async () => {
      const term = await spawnPty(['chat'], {env: env(), home: await tempHome()})
      await term.expect('Ask')
      term.write(`tell me everything${KEYS.enter}`)
      await term.expect('A very long answer that')
      term.write(KEYS.ctrlC)
      await term.expect('(answer cancelled; Ctrl-C again at an empty prompt to exit)')
      await term.expect(/answer cancelled[\s\S]*\? Ask/)
      // The cancelled answer's stream is closed, not left running.
      const deadline = Date.now() + 10_000
      while (open > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(open).to.equal(0)
      term.write(KEYS.ctrlC)
      expect(await term.exit()).to.equal(130)
    })

    it('C18: Ctrl-C on a line being typed clears it; at an empty prompt it says how to leave, and a second one exits 130', async () => {
      const term = await spawnPty(['chat'], {env: env(), home: await tempHome()})
      await term.expect('Ask')
      term.write('half a question')
      await term.expect('half a question')
      term.write(KEYS.ctrlC)
      await new Promise((resolve) => setTimeout(resolve, 300))
      term.write(KEYS.ctrlC)
      await term.expect('(press Ctrl-C again to exit, or type a question)')
      term.write(KEYS.ctrlC)
      expect(await term.exit()).to.equal(130)
      expect(stub.requests.filter((r) => r.body.includes('half a question'))).to.have.length(0)
    })

    it('C13: a spinner on stderr while the answer is awaited, on a terminal only; never when piped or with --json', async () => {
      const term = await spawnPty(['chat', 'slow question'], {env: env(), home: await tempHome()})
      await term.expect(SPINNER)
      await term.expect('The answer, at last.')
      expect(await term.exit()).to.equal(0)
      // Erased once the answer came: the answer starts on a line the spinner left (\r, then erase-line).
      expect(term.output()).to.match(/…\rThe answer, at last\./)
      for (const extra of [[], ['--json']]) {
        const piped = await runCli(['chat', 'slow question', ...extra], {env: env()})
        expect(piped.code).to.equal(0)
        expect(piped.stderr + piped.stdout).to.not.match(/Waiting for the service|[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/)
      }

      const json = await spawnPty(['chat', 'slow question', '--json'], {env: env(), home: await tempHome()})
      expect(await json.exit()).to.equal(0)
      expect(json.output()).to.not.match(SPINNER)
    })
  })

  it('C13: validate shows the spinner while the run is silent (a stalled stream), on a terminal', async () => {
    const {space} = await seedDossier(service, key, {variant: 'valid'})
    const proxy = await startBreakingProxy(service.url, {stall: true})
    try {
      const term = await spawnPty(['validate', space, '--language', 'en'], {env: {SVC_API_KEY: key, SVC_URL: proxy.url}, home: await tempHome()})
      await term.expect('Validating dossier')
      await term.expect(SPINNER)
      term.write(KEYS.ctrlC)
      expect(await term.exit()).to.equal(130)
    } finally {
      await proxy.close()
    }
  })

  it('C3: on a terminal the table fits it, the least useful columns cut first and the file name kept whole', async () => {
    const space = json<{id: string}>(await svc(['spaces', 'create', 'Narrow', '-f', 'json'])).id
    const folder = await pdfFolder({'attestation-de-domicile-dupont.pdf': 1})
    await svc(['upload-batch', folder, '--space', space])
    const term = await spawnPty(['files', 'list', '--space', space], {env: {COLUMNS: '110', SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    expect(await term.exit()).to.equal(0)
    const lines = term.output().split(/\r?\n/).filter(Boolean)
    for (const line of lines) expect([...line].length, line).to.be.at.most(110)
    const row = lines.find((line) => line.includes('attestation-de-domicile-dupont.pdf'))
    expect(row, term.output()).to.not.equal(undefined)
    // What was cut: the MIME type (least useful) and the UUIDs, not the name.
    expect(row).to.match(/applica…/)
    expect(row).to.not.include(space)
  })

  it('C10: reports get indents the JSON on a terminal', async () => {
    const {space} = await seedDossier(service, key, {variant: 'valid'})
    const run = json<{run_id: string}>(await svc(['validate', space, '--level', '1', '--json']))
    const term = await spawnPty(['reports', 'get', run.run_id], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.match(/^\{\r?\n {2}"/)
    expect(JSON.parse(term.output())).to.deep.equal(run)
  })

  it('C9: on a terminal, a pause under --on-ambiguous fail is said once, with the command that answers it', async () => {
    const {space} = await seedDossier(service, key, {variant: 'missing'})
    const term = await spawnPty(['validate', space, '--language', 'en', '--on-ambiguous', 'fail'], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    expect(await term.exit()).to.equal(1)
    const screen = term.output()
    expect(screen.match(/missing_document/g), screen).to.have.length(1)
    expect(screen).to.not.include('⏸')
    expect(screen).to.match(new RegExp(`To answer: svc validate ${space} --run-id [0-9a-f-]{36} \\(in a terminal\\)`))
  })
})
