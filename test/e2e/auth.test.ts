/**
 * End to end: `svc auth login/status/logout` and the key resolution order (SVC_API_KEY, then
 * ~/.svc/credentials, then a prompt only on a TTY) with the built CLI and the real service.
 */
import {expect} from 'chai'
import {chmod, readFile, stat} from 'node:fs/promises'
import {join} from 'node:path'

import {tempHome} from '../helpers/cli.js'
import {cliFor, json} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'

interface Status {
  email: string
  name: string
  admin: boolean
  key: string
  key_type: string
  source: string
  credentials_file?: string
  url: string
}

describe('e2e: auth and key resolution', function () {
  this.timeout(120_000)
  let service: TestService
  let ada: string
  let bob: string
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    ada = await service.createKey('ada@example.com', {prefix: 'acme', type: 'test'})
    bob = await service.createKey('bob@example.com', {admin: true})
    svc = cliFor(service)
  })

  after(async () => service?.stop())

  it('`echo KEY | svc auth login` checks and stores the key (0600), and commands then use it', async () => {
    const home = await tempHome()
    const login = await svc(['auth', 'login'], {home, input: `${ada}\n`})
    expect(login.code, login.stderr).to.equal(0)
    expect(login.stderr).to.include(`Logged in to ${service.url} as ada@example.com (acme_test_****)`)
    expect(login.stdout + login.stderr).to.not.include(ada)
    const file = join(home, '.svc', 'credentials')
    expect((await stat(file)).mode & 0o777).to.equal(0o600)
    expect((await stat(join(home, '.svc'))).mode & 0o777).to.equal(0o700)
    expect(JSON.parse(await readFile(file, 'utf8'))).to.include({api_key: ada, url: service.url})

    const status = json<Status>(await svc(['auth', 'status', '--format', 'json'], {home}))
    expect(status).to.deep.equal({
      admin: false,
      credentials_file: file,
      email: 'ada@example.com',
      key: 'acme_test_****',
      key_type: 'test',
      name: 'ada',
      source: 'file',
      url: service.url,
    })
    expect((await svc(['files', 'list'], {home})).code).to.equal(0)
  })

  it('SVC_API_KEY wins over the credential file', async () => {
    const home = await tempHome()
    expect((await svc(['auth', 'login'], {home, input: ada})).code).to.equal(0)
    const status = await svc(['auth', 'status', '-f', 'json'], {env: {SVC_API_KEY: bob}, home})
    expect(json<Status>(status)).to.include({admin: true, email: 'bob@example.com', key_type: 'live', source: 'env'})
    expect(status.stderr).to.include('SVC_API_KEY takes precedence')
  })

  it('auth status as a table never shows the key', async () => {
    const {code, stdout} = await svc(['auth', 'status'], {env: {SVC_API_KEY: bob}})
    expect(code).to.equal(0)
    expect(stdout).to.match(/email\s+bob@example\.com/).and.match(/source\s+env/).and.match(/key\s+sk_live_\*\*\*\*/)
    expect(stdout).to.not.include(bob)
  })

  it('a service key in SVC_API_KEY is rejected at start-up with exit 4, never printed', async () => {
    const serviceKey = await service.createKey('robot@example.com', {type: 'service'})
    expect(serviceKey).to.match(/^sk_svc_/)
    for (const args of [['files', 'list'], ['files', 'rm', '1', '--yes'], ['spaces', 'list'], ['auth', 'status']]) {
      const {code, stderr, stdout} = await svc(args, {env: {SVC_API_KEY: serviceKey}})
      expect(code, args.join(' ')).to.equal(4)
      expect(stderr).to.include('Service keys (<prefix>_svc_*) are not accepted').and.include('<prefix>_live_*')
      expect(stdout + stderr).to.not.include(serviceKey)
    }
  })

  it('auth login refuses a service key (exit 4) and stores nothing', async () => {
    const home = await tempHome()
    const serviceKey = await service.createKey('robot2@example.com', {type: 'service'})
    const {code} = await svc(['auth', 'login'], {home, input: serviceKey})
    expect(code).to.equal(4)
    expect(await stat(join(home, '.svc', 'credentials')).catch(() => undefined)).to.equal(undefined)
  })

  it('auth login with a key the service does not know: exit 1, nothing stored', async () => {
    const home = await tempHome()
    const {code, stderr} = await svc(['auth', 'login'], {home, input: 'acme_live_doesnotexist'})
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.match(/^Error: The service rejected this key \(acme_live_\*\*\*\*\): .*\(HTTP 401\)$/)
    expect(await stat(join(home, '.svc', 'credentials')).catch(() => undefined)).to.equal(undefined)
  })

  it('a credential file readable by others works but warns', async () => {
    const home = await tempHome()
    await svc(['auth', 'login'], {home, input: ada})
    await chmod(join(home, '.svc', 'credentials'), 0o644)
    const {code, stderr} = await svc(['files', 'list'], {home})
    expect(code).to.equal(0)
    expect(stderr).to.match(/Warning: .*readable by other users \(mode 644\); run: chmod 600/)
  })

  it('auth logout removes the key; then no key and no TTY: exit 4 naming SVC_API_KEY and `svc auth login`', async () => {
    const home = await tempHome()
    await svc(['auth', 'login'], {home, input: ada})
    const logout = await svc(['auth', 'logout'], {home})
    expect(logout.code).to.equal(0)
    expect(logout.stderr).to.include('Removed the stored key')
    const list = await svc(['files', 'list'], {home})
    expect(list.code).to.equal(4)
    expect(list.stderr.split('\n')[0]).to.include('SVC_API_KEY').and.include('svc auth login')
    const status = await svc(['auth', 'status'], {home})
    expect(status.code).to.equal(4)
    expect((await svc(['auth', 'logout'], {home})).stderr).to.include('No stored key')
  })

  it('a revoked or unknown key in SVC_API_KEY: HTTP 401 exits 1 with a hint', async () => {
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: 'acme_live_unknownkey'}})
    expect(code).to.equal(1)
    expect(stderr).to.match(/^Error: .*\(HTTP 401\)/).and.include('svc auth login')
    expect(stderr).to.not.include('unknownkey')
  })
})
