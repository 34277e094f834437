import {expect} from 'chai'
import nock from 'nock'
import {mkdir, readFile, stat, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {BASE_URL, LIVE_KEY, problem, PROBLEM_HEADERS, svc, tempDir} from '../helpers/oclif.js'

const NEW_KEY = 'acme_test_NewlyPastedKeySecret77'
const SERVICE_KEY = 'acme_svc_NeverStoreMe123'
const me = (type = 'test') => ({key: {prefix: 'acme', type}, user: {admin: false, email: 'ada@example.com', id: 'u-1', name: 'Ada'}})
const credFile = (home: string) => join(home, '.svc', 'credentials')

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

describe('auth login', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('reads a piped key, checks it with GET /api/v1/me, stores it (0600 in a 0700 dir)', async () => {
    const home = await tempDir()
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/me').reply(200, me())
    const {code, stderr, stdout} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, stdin: `${NEW_KEY}\n`})
    scope.done()
    expect(code).to.equal(0)
    const stored = JSON.parse(await readFile(credFile(home), 'utf8')) as {api_key: string; url: string; saved_at: string}
    expect(stored.api_key).to.equal(NEW_KEY)
    expect(stored.url).to.equal(BASE_URL)
    expect(stored.saved_at).to.match(/^\d{4}-/)
    expect((await stat(credFile(home))).mode & 0o777).to.equal(0o600)
    expect((await stat(join(home, '.svc'))).mode & 0o777).to.equal(0o700)
    expect(stderr).to.include('Logged in to https://api.svc.test as ada@example.com (acme_test_****)')
    expect(stdout + stderr).to.not.include('NewlyPastedKeySecret77')
  })

  it("never lets the service's email rewrite the terminal (escape sequences stripped)", async () => {
    const home = await tempDir()
    const hostile = {...me(), user: {...me().user, email: 'ada@example.com\u001B]0;pwned\u0007\u001B[2J'}}
    nock(BASE_URL).get('/api/v1/me').reply(200, hostile)
    const {code, stderr} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, rawOutput: true, stdin: `${NEW_KEY}\n`})
    expect(code).to.equal(0)
    expect(stderr).to.include('as ada@example.com (acme_test_****)')
    expect(stderr).to.not.match(/[\u0000-\u0008\u000B-\u001F\u007F]/)
  })

  it('then other commands use the stored key', async () => {
    const home = await tempDir()
    nock(BASE_URL).get('/api/v1/me').reply(200, me())
    await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, stdin: NEW_KEY})
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/documents').query(true).reply(200, [])
    const {code} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    scope.done()
    expect(code).to.equal(0)
  })

  it('reads the key from a hidden prompt on a TTY', async () => {
    const home = await tempDir()
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/me').reply(200, me())
    const {code, stderr} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, stdin: `${NEW_KEY}\r`, stdinIsTTY: true})
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.include('API key (input hidden):').and.not.include('NewlyPastedKeySecret77')
    expect(JSON.parse(await readFile(credFile(home), 'utf8')).api_key).to.equal(NEW_KEY)
  })

  it('refuses a service key: exit 4, no request, nothing stored', async () => {
    const home = await tempDir()
    const scope = nock(BASE_URL).get('/api/v1/me').reply(200, me())
    const {code, stderr} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, stdin: SERVICE_KEY})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    expect(await exists(credFile(home))).to.equal(false)
    expect(stderr).to.include('Service keys').and.not.include('NeverStoreMe123')
  })

  it('a key the service rejects (401) exits 1 and is not stored', async () => {
    const home = await tempDir()
    nock(BASE_URL).get('/api/v1/me').reply(401, problem(401, 'Invalid API key.', 'invalid_api_key'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, home, stdin: NEW_KEY})
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal('Error: The service rejected this key (acme_test_****): Invalid API key. (HTTP 401)')
    expect(await exists(credFile(home))).to.equal(false)
  })

  it('empty standard input exits 4', async () => {
    const {code, stderr} = await svc(['auth', 'login'], {env: {SVC_API_KEY: undefined}, stdin: '\n\n'})
    expect(code).to.equal(4)
    expect(stderr).to.include('No API key on standard input.')
  })

  it('warns when SVC_API_KEY is set (it keeps precedence), and still stores the key', async () => {
    const home = await tempDir()
    nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/me').reply(200, me())
    const {code, stderr} = await svc(['auth', 'login'], {home, stdin: NEW_KEY})
    expect(code).to.equal(0)
    expect(stderr).to.include('Warning: SVC_API_KEY is set: it takes precedence')
    expect(await exists(credFile(home))).to.equal(true)
  })

  it('--silent suppresses the success message', async () => {
    nock(BASE_URL).get('/api/v1/me').reply(200, me())
    const {code, stderr} = await svc(['auth', 'login', '--silent'], {env: {SVC_API_KEY: undefined}, stdin: NEW_KEY})
    expect(code).to.equal(0)
    expect(stderr).to.equal('')
  })

  it('a service key in SVC_API_KEY does not block logging in with a user key', async () => {
    nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/me').reply(200, me())
    const {code} = await svc(['auth', 'login'], {env: {SVC_API_KEY: SERVICE_KEY}, stdin: NEW_KEY})
    expect(code).to.equal(0)
  })
})

describe('auth logout', () => {
  it('removes the stored key', async () => {
    const home = await tempDir()
    await mkdir(join(home, '.svc'), {mode: 0o700})
    await writeFile(credFile(home), JSON.stringify({api_key: NEW_KEY}), {mode: 0o600})
    const {code, stderr} = await svc(['auth', 'logout'], {env: {SVC_API_KEY: undefined}, home})
    expect(code).to.equal(0)
    expect(await exists(credFile(home))).to.equal(false)
    expect(stderr).to.include('Removed the stored key')
  })

  it('succeeds when there is nothing to remove, and warns that SVC_API_KEY still applies', async () => {
    const {code, stderr} = await svc(['auth', 'logout'])
    expect(code).to.equal(0)
    expect(stderr).to.include('No stored key').and.include('SVC_API_KEY is still set')
  })

  it('--silent keeps only warnings', async () => {
    const {code, stderr} = await svc(['auth', 'logout', '--silent'], {env: {SVC_API_KEY: undefined}})
    expect(code).to.equal(0)
    expect(stderr).to.equal('')
  })
})

describe('auth status', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('shows the user, key type, source env and URL as a table, with only the masked key', async () => {
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).get('/api/v1/me').reply(200, me('live'))
    const {code, stdout} = await svc(['auth', 'status'])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.match(/email\s+ada@example\.com/)
    expect(stdout).to.match(/name\s+Ada/)
    expect(stdout).to.match(/admin\s+false/)
    expect(stdout).to.match(/key\s+acme_live_\*\*\*\*/)
    expect(stdout).to.match(/key_type\s+live/)
    expect(stdout).to.match(/source\s+env/)
    expect(stdout).to.match(/url\s+https:\/\/api\.svc\.test/)
    expect(stdout).to.not.include('UnitTestSecret')
  })

  it('--format json, key from the file', async () => {
    const home = await tempDir()
    await mkdir(join(home, '.svc'), {mode: 0o700})
    await writeFile(credFile(home), JSON.stringify({api_key: NEW_KEY}), {mode: 0o600})
    nock(BASE_URL, {reqheaders: {'x-api-key': NEW_KEY}}).get('/api/v1/me').reply(200, me('test'))
    const {code, stdout} = await svc(['auth', 'status', '--format', 'json'], {env: {SVC_API_KEY: undefined}, home})
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal({
      admin: false,
      credentials_file: credFile(home),
      email: 'ada@example.com',
      key: 'acme_test_****',
      key_type: 'test',
      name: 'Ada',
      source: 'file',
      url: BASE_URL,
    })
  })

  it('-f markdown works', async () => {
    nock(BASE_URL).get('/api/v1/me').reply(200, me('live'))
    const {stdout} = await svc(['auth', 'status', '-f', 'markdown'])
    expect(stdout).to.include('| source | env |')
  })

  it('notes that SVC_API_KEY shadows a stored key', async () => {
    const home = await tempDir()
    await mkdir(join(home, '.svc'), {mode: 0o700})
    await writeFile(credFile(home), JSON.stringify({api_key: NEW_KEY}), {mode: 0o600})
    nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).get('/api/v1/me').reply(200, me('live'))
    const {code, stderr} = await svc(['auth', 'status'], {home})
    expect(code).to.equal(0)
    expect(stderr).to.include('SVC_API_KEY takes precedence over the key stored in')
  })

  it('not logged in: exit 4, and never prompts even on a TTY', async () => {
    const scope = nock(BASE_URL).get('/api/v1/me').reply(200, me())
    const {code, stderr} = await svc(['auth', 'status'], {env: {SVC_API_KEY: undefined}, stdinIsTTY: true})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('Not logged in').and.include('svc auth login').and.not.include('input hidden')
  })

  it('a service key exits 4 with no request', async () => {
    const scope = nock(BASE_URL).get('/api/v1/me').reply(200, me())
    const {code} = await svc(['auth', 'status'], {env: {SVC_API_KEY: SERVICE_KEY}})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
  })

  it('a key the service rejects exits 1 naming where it came from', async () => {
    nock(BASE_URL).get('/api/v1/me').reply(401, problem(401, 'This API key has been revoked.', 'revoked_api_key'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['auth', 'status'])
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal('Error: The service rejected the key from SVC_API_KEY (acme_live_****): This API key has been revoked. (HTTP 401)')
    expect(stderr).to.not.include('UnitTestSecret')
  })
})
