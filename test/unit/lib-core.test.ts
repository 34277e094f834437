import {expect} from 'chai'
import {mkdtemp, readFile, stat, writeFile, chmod} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {isServiceKey, keyType, maskKey, redact} from '../../src/lib/api-key.js'
import {resolveApiKey} from '../../src/lib/auth.js'
import {credentialsPath, readStoredCredentials, saveCredentials} from '../../src/lib/credentials.js'
import {SvcError, toSvcError} from '../../src/lib/errors.js'
import {ExitCode} from '../../src/lib/exit-codes.js'
import {defaultOnAmbiguous, pickFirst, resolveOnAmbiguous} from '../../src/lib/hitl.js'
import {describeErrorBody} from '../../src/lib/http-errors.js'
import {humanSize, renderMarkdown, renderTable} from '../../src/lib/output.js'
import {assertSafeTransport, loadSettings} from '../../src/lib/settings.js'

describe('lib: api keys', () => {
  it('tells key types apart by prefix', () => {
    expect(keyType('acme_live_abc')).to.equal('live')
    expect(keyType('acme_test_abc')).to.equal('test')
    expect(keyType('acme2_svc_abc')).to.equal('service')
    expect(keyType('whatever')).to.equal('unknown')
    expect(isServiceKey('x1_svc_secret')).to.equal(true)
    expect(isServiceKey('x1_live_secret')).to.equal(false)
  })

  it('masks and redacts keys', () => {
    expect(maskKey('acme_live_s3cr3tvalue')).to.equal('acme_live_****')
    expect(redact('sent acme_live_s3cr3tvalue twice: acme_live_s3cr3tvalue', 'acme_live_s3cr3tvalue')).to.not.include('s3cr3t')
  })
})

describe('lib: settings', () => {
  it('defaults to the local reference service and derives the gateway', () => {
    const s = loadSettings({})
    expect(s.baseUrl).to.equal('http://127.0.0.1:8787')
    expect(s.gatewayUrl).to.equal('http://127.0.0.1:8787')
    expect(s.edgeUrl).to.equal(undefined)
  })

  it('reads SVC_URL, SVC_GATEWAY_URL and SVC_EDGE_URL, trimming trailing slashes', () => {
    const s = loadSettings({SVC_EDGE_URL: 'https://edge.example/', SVC_GATEWAY_URL: 'https://gw.example', SVC_URL: 'https://api.example/'})
    expect(s).to.include({baseUrl: 'https://api.example', edgeUrl: 'https://edge.example', gatewayUrl: 'https://gw.example'})
  })

  it('rejects an invalid URL as a usage error', () => {
    expect(() => loadSettings({SVC_URL: 'not a url'})).to.throw(SvcError).with.property('oclif').deep.equal({exit: 2})
  })

  it('refuses plain http to a non-loopback host unless allowed', () => {
    expect(() => assertSafeTransport('http://10.1.2.3:8787/x', {})).to.throw(/plain HTTP/)
    expect(() => assertSafeTransport('http://10.1.2.3:8787/x', {SVC_ALLOW_INSECURE_HTTP: '1'})).to.not.throw()
    expect(() => assertSafeTransport('http://localhost:8787/x', {})).to.not.throw()
    expect(() => assertSafeTransport('http://[::1]:8787/x', {})).to.not.throw()
    expect(() => assertSafeTransport('https://api.example/x', {})).to.not.throw()
  })
})

describe('lib: credentials and key resolution', () => {
  const savedHome = process.env.HOME
  const savedKey = process.env.SVC_API_KEY
  let home: string
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), 'svc-home-'))
    process.env.HOME = home
    delete process.env.SVC_API_KEY
  })
  afterEach(() => {
    // Assign keys rather than replacing process.env: os.homedir() reads the real environment.
    process.env.HOME = savedHome
    if (savedKey === undefined) delete process.env.SVC_API_KEY
    else process.env.SVC_API_KEY = savedKey
  })

  it('stores the key with mode 0600 in a 0700 directory', async () => {
    await saveCredentials({api_key: 'acme_live_abc'})
    expect((await stat(credentialsPath())).mode & 0o777).to.equal(0o600)
    expect((await stat(join(home, '.svc'))).mode & 0o777).to.equal(0o700)
    expect(JSON.parse(await readFile(credentialsPath(), 'utf8')).api_key).to.equal('acme_live_abc')
  })

  it('refuses to store a service key', async () => {
    try {
      await saveCredentials({api_key: 'acme_svc_abc'})
      expect.fail('should have thrown')
    } catch (error) {
      expect((error as SvcError).exitCode).to.equal(ExitCode.Auth)
    }
  })

  it('warns when the file is readable by others, and accepts a bare key', async () => {
    await saveCredentials({api_key: 'acme_live_abc'})
    await writeFile(credentialsPath(), 'acme_live_bare\n')
    await chmod(credentialsPath(), 0o644)
    const warnings: string[] = []
    const stored = await readStoredCredentials((m) => warnings.push(m))
    expect(stored?.api_key).to.equal('acme_live_bare')
    expect(warnings.join()).to.match(/readable by other users.*chmod 600/)
  })

  it('resolves env before file, and file when env is absent', async () => {
    await saveCredentials({api_key: 'acme_live_fromfile'})
    process.env.SVC_API_KEY = 'acme_test_fromenv'
    expect(await resolveApiKey(() => {})).to.deep.include({key: 'acme_test_fromenv', source: 'env', type: 'test'})
    delete process.env.SVC_API_KEY
    expect(await resolveApiKey(() => {})).to.deep.include({key: 'acme_live_fromfile', source: 'file', type: 'live'})
  })

  it('rejects a service key from the environment with exit 4', async () => {
    process.env.SVC_API_KEY = 'acme_svc_nope'
    try {
      await resolveApiKey(() => {})
      expect.fail('should have thrown')
    } catch (error) {
      expect((error as SvcError).exitCode).to.equal(4)
      expect((error as SvcError).message).to.match(/Service keys/)
      expect((error as SvcError).suggestions.join()).to.match(/_live_.*_test_/)
    }
  })

  it('with no key and no TTY fails with exit 4 naming SVC_API_KEY and svc auth login', async () => {
    const original = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY')
    Object.defineProperty(process.stdin, 'isTTY', {configurable: true, value: false})
    try {
      await resolveApiKey(() => {})
      expect.fail('should have thrown')
    } catch (error) {
      expect((error as SvcError).exitCode).to.equal(4)
      expect((error as SvcError).message).to.include('SVC_API_KEY').and.include('svc auth login')
    } finally {
      if (original) Object.defineProperty(process.stdin, 'isTTY', original)
      else delete (process.stdin as {isTTY?: boolean}).isTTY
    }
  })
})

describe('lib: HITL policy', () => {
  it('defaults to prompt on a TTY and fail otherwise', () => {
    expect(defaultOnAmbiguous(true)).to.equal('prompt')
    expect(defaultOnAmbiguous(false)).to.equal('fail')
  })

  it('prefers the flag, then SVC_ON_AMBIGUOUS', () => {
    expect(resolveOnAmbiguous('dump', {SVC_ON_AMBIGUOUS: 'fail'})).to.equal('dump')
    expect(resolveOnAmbiguous(undefined, {SVC_ON_AMBIGUOUS: 'pick-first'})).to.equal('pick-first')
  })

  it('pick-first takes options[0].value, approve for a confirmation', () => {
    expect(pickFirst({config: {options: [{value: 'a'}, {value: 'b'}]}, type: 'choice'})).to.equal('a')
    expect(pickFirst({config: {kind: 'confirm', options: [{value: 'reject'}, {value: 'approve'}]}, type: 'choice'})).to.equal('approve')
  })
})

describe('lib: errors and output', () => {
  it('turns error bodies into one line', () => {
    expect(describeErrorBody(404, 'Not Found', 'application/problem+json', JSON.stringify({detail: 'Document 9 does not exist.', title: 'Not Found'}))).to.equal('Document 9 does not exist. (HTTP 404)')
    expect(describeErrorBody(502, 'Bad Gateway', 'text/html', '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>')).to.equal('502 Bad Gateway (HTTP 502)')
    expect(describeErrorBody(500, 'Internal Server Error', undefined, '')).to.equal('Internal Server Error (HTTP 500)')
    expect(describeErrorBody(400, 'Bad Request', 'application/json', '{"message":"limit\\nis bad"}')).to.equal('limit is bad (HTTP 400)')
  })

  it('maps prompt cancellation to exit 130 and unknown errors to 1', () => {
    const cancelled = Object.assign(new Error('User force closed the prompt'), {name: 'ExitPromptError'})
    expect(toSvcError(cancelled).exitCode).to.equal(130)
    expect(toSvcError(new Error('boom\nstack')).message).to.equal('boom')
    expect(toSvcError(new Error('boom')).exitCode).to.equal(1)
  })

  it('renders human sizes, tables that fit, and markdown', () => {
    expect(humanSize(999)).to.equal('999 B')
    expect(humanSize(1536)).to.equal('1.5 KB')
    expect(humanSize(25_000_000)).to.equal('25 MB')
    const rows = [{a: 'x'.repeat(80), b: 'short'}]
    const columns = [{get: (r: {a: string}) => r.a, header: 'a'}, {get: (r: {b: string}) => r.b, header: 'b'}]
    for (const line of renderTable(rows, columns, 40).split('\n')) expect(line.length).to.be.at.most(40)
    expect(renderMarkdown([{a: 'x|y', b: '1'}], columns)).to.equal('| a | b |\n| --- | --- |\n| x\\|y | 1 |')
  })
})
