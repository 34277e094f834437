/**
 * Pseudo-terminal tests: the hidden API-key prompt (no key anywhere), `auth login` on a terminal,
 * and the `files rm` confirmation (yes, no, and the default No on Enter), with the built CLI and
 * the real service.
 */
import {expect} from 'chai'
import {readFile} from 'node:fs/promises'
import {join} from 'node:path'

import {tempHome} from '../helpers/cli.js'
import {cliFor, json} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {KEYS, spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'

describe('e2e (pty): key prompt, auth login, rm confirmation', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let ids: number[]
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    key = await service.createKey('ada@example.com')
    svc = cliFor(service, key)
    const folder = await pdfFolder({'keep-me.pdf': 1, 'no-thanks.pdf': 1, 'remove-me.pdf': 1})
    // Uploaded in name order: ids[0] keep-me, ids[1] no-thanks, ids[2] remove-me.
    ids = json<{id: number}[]>(await svc(['upload-batch', folder, '-f', 'json'])).map((r) => r.id)
  })

  after(async () => service?.stop())

  const exists = async (id: number) => (await svc(['files', 'show', String(id)])).code === 0

  it('no key anywhere: a hidden prompt asks for it, the typed key is not echoed (not even as *), and the list prints', async () => {
    const term = await spawnPty(['files', 'list'], {env: {SVC_URL: service.url}, home: await tempHome()})
    await term.expect('API key (input hidden):')
    term.write(key)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Nothing shows the key's length (issue 11, C17).
    expect(term.output()).to.not.include('*')
    term.write(KEYS.enter)
    await term.expect('remove-me.pdf')
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.not.include(key)
    expect(term.output()).to.not.include(key.slice(8, 20))
  })

  it('auth login on a terminal: hidden prompt, then the key is stored and used', async () => {
    const home = await tempHome()
    const term = await spawnPty(['auth', 'login'], {env: {SVC_URL: service.url}, home})
    await term.expect('API key (input hidden):')
    term.write(`${key}${KEYS.enter}`)
    await term.expect('Logged in')
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.not.include(key)
    expect(JSON.parse(await readFile(join(home, '.svc', 'credentials'), 'utf8')).api_key).to.equal(key)
    expect((await svc(['files', 'list'], {home, key: undefined})).code).to.equal(0)
  })

  it('rm: preview, a question that says it cannot be undone (default No); "y" deletes', async () => {
    const term = await spawnPty(['files', 'rm', String(ids[2])], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    await term.expect('(y/N)')
    const screen = term.output()
    expect(screen).to.include(`Document ${ids[2]}`).and.include('name: remove-me.pdf').and.include('type: application/pdf (document)').and.match(/size: .*bytes/)
    expect(screen).to.include('cannot be undone')
    term.write(`y${KEYS.enter}`)
    await term.expect(`Deleted document ${ids[2]}.`)
    expect(await term.exit()).to.equal(0)
    expect(await exists(ids[2])).to.equal(false)
  })

  it('rm: "n" keeps the document', async () => {
    const term = await spawnPty(['files', 'rm', String(ids[1])], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    await term.expect('(y/N)')
    term.write(`n${KEYS.enter}`)
    await term.expect('Cancelled; nothing was deleted.')
    expect(await term.exit()).to.equal(0)
    expect(await exists(ids[1])).to.equal(true)
  })

  it('rm: Enter takes the default, No, and keeps the document', async () => {
    const term = await spawnPty(['files', 'delete', String(ids[0])], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    await term.expect('(y/N)')
    term.write(KEYS.enter)
    await term.expect('Cancelled; nothing was deleted.')
    expect(await term.exit()).to.equal(0)
    expect(await exists(ids[0])).to.equal(true)
  })

  it('rm: Ctrl-C at the question exits 130 and deletes nothing', async () => {
    const term = await spawnPty(['files', 'rm', String(ids[0])], {env: {SVC_API_KEY: key, SVC_URL: service.url}, home: await tempHome()})
    await term.expect('(y/N)')
    term.write(KEYS.ctrlC)
    expect(await term.exit()).to.equal(130)
    expect(await exists(ids[0])).to.equal(true)
  })
})
