import {expect} from 'chai'
import nock from 'nock'
import {chmod, mkdir, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {BASE_URL, doc, LIVE_KEY, svc, tempDir} from '../helpers/oclif.js'

const FILE_KEY = 'acme_test_FromTheCredentialFile0001'
const SERVICE_KEY = 'acme2_svc_ServiceKeySecret99'

/** A HOME with ~/.svc/credentials holding `content`, with the given mode. */
async function homeWithCredentials(content: string, mode = 0o600): Promise<string> {
  const home = await tempDir('svc-home-')
  await mkdir(join(home, '.svc'), {mode: 0o700})
  const file = join(home, '.svc', 'credentials')
  await writeFile(file, content, {mode})
  await chmod(file, mode)
  return home
}

const listWithKey = (key: string) => nock(BASE_URL, {reqheaders: {'x-api-key': key}}).get('/api/v1/documents').query(true).reply(200, [doc(1)])

describe('API key resolution (base command)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('uses SVC_API_KEY first', async () => {
    const scope = listWithKey(LIVE_KEY)
    const {code} = await svc(['files', 'list'])
    scope.done()
    expect(code).to.equal(0)
  })

  it('a service key in SVC_API_KEY exits 4 before any request, without printing the key', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr, stdout} = await svc(['files', 'list'], {env: {SVC_API_KEY: SERVICE_KEY}})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('Service keys (<prefix>_svc_*) are not accepted by the svc CLI (from SVC_API_KEY).')
    expect(stderr).to.include('<prefix>_live_*').and.include('web UI')
    expect(stderr + stdout).to.not.include('ServiceKeySecret99')
  })

  it('a service key is rejected at start-up, before flags are even validated', async () => {
    const {code} = await svc(['files', 'list', '--format', 'xml'], {env: {SVC_API_KEY: SERVICE_KEY}})
    expect(code).to.equal(4)
  })

  it('a service key in the credential file exits 4 too', async () => {
    const home = await homeWithCredentials(JSON.stringify({api_key: SERVICE_KEY}))
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('(from ~/.svc/credentials)')
  })

  it('with no key and no TTY: exit 4, one line naming SVC_API_KEY and `svc auth login`, no request', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, stdinIsTTY: false})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    const first = stderr.split('\n')[0]
    expect(first).to.include('SVC_API_KEY').and.include('svc auth login')
  })

  it('uses the credential file (JSON) when SVC_API_KEY is not set', async () => {
    const home = await homeWithCredentials(JSON.stringify({api_key: FILE_KEY, url: BASE_URL}))
    const scope = listWithKey(FILE_KEY)
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.equal('')
  })

  it('accepts a credential file holding only the bare key', async () => {
    const home = await homeWithCredentials(`${FILE_KEY}\n`)
    const scope = listWithKey(FILE_KEY)
    const {code} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    scope.done()
    expect(code).to.equal(0)
  })

  it('SVC_API_KEY wins over the credential file', async () => {
    const home = await homeWithCredentials(JSON.stringify({api_key: FILE_KEY}))
    const scope = listWithKey(LIVE_KEY)
    const {code} = await svc(['files', 'list'], {home})
    scope.done()
    expect(code).to.equal(0)
  })

  it('warns when the credential file is readable by others (0644), and still works', async () => {
    const home = await homeWithCredentials(JSON.stringify({api_key: FILE_KEY}), 0o644)
    const scope = listWithKey(FILE_KEY)
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.match(/Warning: .*credentials is readable by other users \(mode 644\); run: chmod 600 /)
  })

  it('a malformed credential file exits 4 with a hint to log in again', async () => {
    const home = await homeWithCredentials('{"not": "a key"}')
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, home})
    expect(code).to.equal(4)
    expect(stderr).to.include('is not a valid credentials file').and.include('svc auth login')
  })

  it('with no key on a TTY, asks with a hidden prompt and uses the answer (masked, never echoed)', async () => {
    const typed = 'acme_live_TypedAtThePrompt42'
    const scope = listWithKey(typed)
    const {code, stderr, stdout} = await svc(['files', 'list', '-f', 'json'], {env: {SVC_API_KEY: undefined}, stdin: `${typed}\r`, stdinIsTTY: true})
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.include('API key (input hidden):')
    expect(stderr).to.not.include('TypedAtThePrompt42')
    expect(JSON.parse(stdout)).to.have.length(1)
  })

  it('a service key typed at the prompt exits 4 before any request', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined}, stdin: `${SERVICE_KEY}\r`, stdinIsTTY: true})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('Service keys').and.not.include('ServiceKeySecret99')
  })

  it('SVC_NO_INPUT=1 disables the prompt even on a TTY (exit 4)', async () => {
    const {code} = await svc(['files', 'list'], {env: {SVC_API_KEY: undefined, SVC_NO_INPUT: '1'}, stdinIsTTY: true})
    expect(code).to.equal(4)
  })

  it('refuses to send the key over plain HTTP to a non-loopback host (exit 1, no request)', async () => {
    const scope = nock('http://svc.example.com').get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_URL: 'http://svc.example.com'}})
    expect(code).to.equal(1)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('Refusing to send the API key over plain HTTP to svc.example.com')
  })

  it('SVC_ALLOW_INSECURE_HTTP=1 allows plain HTTP', async () => {
    const scope = nock('http://svc.example.com').get('/api/v1/documents').query(true).reply(200, [])
    const {code} = await svc(['files', 'list'], {env: {SVC_ALLOW_INSECURE_HTTP: '1', SVC_URL: 'http://svc.example.com'}})
    scope.done()
    expect(code).to.equal(0)
  })

  it('an invalid SVC_URL is a usage error (exit 2)', async () => {
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_URL: 'not a url'}})
    expect(code).to.equal(2)
    expect(stderr).to.include('SVC_URL is not a valid URL')
  })
})
