/**
 * The got bundle (dist/got.js, scripts/bundle-core.mjs) loads node:https, node:tls and node:http2
 * on first use only (GOT_LAZY_BUILTINS, patches `http2-constants`, `tls-identity`, `list-format`,
 * and `form-data-check`, which keeps fetch's undici from loading for a stream body):
 * a request to an http:// service never loads them, and an https:// one works, with the same
 * certificate checks, as with the installed got. Run after a build.
 */
import {expect} from 'chai'
import {execFileSync, spawnSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {ROOT} from '../helpers/service.js'

const GOT_BUNDLE = pathToFileURL(join(ROOT, 'dist', 'got.js')).href

/**
 * Runs `body` as an ES module in a fresh Node (so that moduleLoadList shows what the bundle loaded)
 * with `got` imported from `from`; returns what it printed, parsed as JSON.
 */
function inFreshNode(from: string, body: string, env: NodeJS.ProcessEnv = {}): unknown {
  // (node:http through getBuiltinModule: a static import of it loads tls and http2 by itself.)
  const source = `const {createServer} = process.getBuiltinModule('node:http')
const loaded = (name) => process.moduleLoadList.includes('NativeModule ' + name)
const {default: got} = await import(${JSON.stringify(from)})
${body}`
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], {encoding: 'utf8', env: {...process.env, ...env}, timeout: 20_000})
  if (result.status !== 0) throw new Error(`node exited with ${result.status}: ${result.stderr}`)
  return JSON.parse(result.stdout)
}

describe('ecosystem: the got bundle loads https, tls and http2 on first use only', function () {
  this.timeout(60_000)

  it('an http:// request loads none of them, and gets the answer', () => {
    const result = inFreshNode(
      GOT_BUNDLE,
      `const server = createServer((req, res) => res.end('hello ' + req.url)).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const body = await got('http://127.0.0.1:' + server.address().port + '/x').text()
server.close()
process.stdout.write(JSON.stringify({body, loaded: ['https', 'tls', 'http2'].filter(loaded)}))`,
    )
    expect(result).to.deep.equal({body: 'hello /x', loaded: []})
  })

  it('a stream body does not load fetch (undici); a FormData body is still sent as multipart (form-data-check patch)', () => {
    const body = `const {Readable} = process.getBuiltinModule('node:stream')
const server = createServer((req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c)).on('end', () => res.end(JSON.stringify({type: req.headers['content-type'].split(';')[0], body: Buffer.concat(chunks).toString()})))
}).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const url = 'http://127.0.0.1:' + server.address().port + '/'
const undici = () => process.moduleLoadList.includes('NativeModule internal/deps/undici/undici')
const stream = await got.post(url, {body: Readable.from([Buffer.from('abc')]), headers: {'content-type': 'application/octet-stream'}}).json()
const afterStream = undici()
const form = new FormData()
form.append('field', 'value')
const multipart = await got.post(url, {body: form}).json()
server.close()
process.stdout.write(JSON.stringify({afterStream, stream, multipart: [multipart.type, multipart.body.includes('name="field"') && multipart.body.includes('value')]}))`
    const expected = {afterStream: false, multipart: ['multipart/form-data', true], stream: {body: 'abc', type: 'application/octet-stream'}}
    expect(inFreshNode(GOT_BUNDLE, body)).to.deep.equal(expected)
    // The installed got sends the same (and loads undici for the stream body's check).
    expect(inFreshNode('got', body)).to.deep.equal({...expected, afterStream: true})
  })

  it('a failed option check says what the installed got says (list-format patch)', () => {
    const body = `const error = await got('http://127.0.0.1:9/', {https: {checkServerIdentity: 5}, retry: {limit: 0}}).catch((e) => e)
process.stdout.write(JSON.stringify(error.message))`
    const bundled = inFreshNode(GOT_BUNDLE, body)
    expect(bundled).to.match(/^Option 'https\.checkServerIdentity': Expected values which are .+\. Received values of type `number`\.$/)
    expect(bundled).to.equal(inFreshNode('got', body))
  })

  describe('https://', () => {
    let dir: string | undefined
    before(function () {
      // A self-signed certificate for "localhost" (openssl; skipped where it is missing).
      dir = mkdtempSync(join(tmpdir(), 'svc-got-tls-'))
      try {
        execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], {stdio: 'ignore'})
      } catch {
        this.skip()
      }
    })
    after(() => {
      if (dir) rmSync(dir, {force: true, recursive: true})
    })

    // Trusted for "localhost"; for 127.0.0.1 the name check (tls.checkServerIdentity, through
    // the tls-identity patch) must refuse it, exactly as the installed got does.
    const body = () => `const {createServer: createTlsServer} = await import('node:https')
const [key, cert] = [process.env.TEST_KEY, process.env.TEST_CERT]
const server = createTlsServer({key, cert}, (req, res) => res.end('secure ' + req.url)).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const port = server.address().port
const options = {https: {certificateAuthority: cert}, retry: {limit: 0}}
const good = await got('https://localhost:' + port + '/y', options).text().catch((e) => e.code)
const wrongName = await got('https://127.0.0.1:' + port + '/y', options).text().catch((e) => e.code)
const untrusted = await got('https://localhost:' + port + '/y', {retry: {limit: 0}}).text().catch((e) => e.code)
server.close()
process.stdout.write(JSON.stringify({good, untrusted, wrongName}))`

    it('works, with the certificate and name checks of the installed got', () => {
      const env = {TEST_CERT: readFileSync(join(dir!, 'cert.pem'), 'utf8'), TEST_KEY: readFileSync(join(dir!, 'key.pem'), 'utf8')}
      const bundled = inFreshNode(GOT_BUNDLE, body(), env)
      expect(bundled).to.deep.equal({good: 'secure /y', untrusted: 'DEPTH_ZERO_SELF_SIGNED_CERT', wrongName: 'ERR_TLS_CERT_ALTNAME_INVALID'})
      expect(bundled).to.deep.equal(inFreshNode('got', body(), env))
    })
  })
})
