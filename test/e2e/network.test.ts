/**
 * Network settings a company network needs: HTTP(S)_PROXY / NO_PROXY are honoured, and a private
 * CA given with NODE_EXTRA_CA_CERTS is trusted (an HTTPS front with a self-signed CA).
 */
import {expect} from 'chai'
import {execFileSync} from 'node:child_process'
import {mkdtemp, readFile} from 'node:fs/promises'
import {createServer, request, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createServer as createHttpsServer} from 'node:https'
import {connect, type AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {runCli} from '../helpers/cli.js'
import {startTestService, type TestService} from '../helpers/service.js'

/** Forwards a request to `target` (origin) and pipes the answer back. */
function forward(req: IncomingMessage, res: ServerResponse, target: string): void {
  const url = new URL(req.url!.startsWith('http') ? new URL(req.url!).pathname + new URL(req.url!).search : req.url!, target)
  const upstream = request(url, {headers: {...req.headers, host: url.host}, method: req.method}, (answer) => {
    res.writeHead(answer.statusCode!, answer.headers)
    answer.pipe(res)
  })
  req.pipe(upstream)
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

describe('e2e: proxies and private CAs', function () {
  this.timeout(60_000)
  let service: TestService
  let key: string
  before(async () => {
    service = await startTestService()
    key = await service.createKey('net@svc.local')
  })
  after(async () => service?.stop())

  /** A forward proxy: absolute-URI requests and CONNECT tunnels (what hpagent and undici use), both recorded. */
  async function startProxy(seen: string[]): Promise<{close(): void; url: string}> {
    const proxy = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`)
      forward(req, res, service.url)
    })
    proxy.on('connect', (req, client, head) => {
      seen.push(`CONNECT ${req.url}`)
      const [host, port] = req.url!.split(':')
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      })
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
    })
    const port = await listen(proxy)
    return {close: () => proxy.close(), url: `http://127.0.0.1:${port}`}
  }

  it('sends requests through HTTP_PROXY, and straight to the service when NO_PROXY matches', async () => {
    const seen: string[] = []
    const proxy = await startProxy(seen)
    try {
      const proxied = await runCli(['files', 'list', '-f', 'json'], {env: {HTTP_PROXY: proxy.url, SVC_API_KEY: key, SVC_URL: service.url}})
      expect(proxied.code, proxied.stderr).to.equal(0)
      expect(JSON.parse(proxied.stdout)).to.deep.equal([])
      expect(seen).to.deep.equal([`CONNECT ${new URL(service.url).host}`])

      const direct = await runCli(['files', 'list'], {env: {HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1', SVC_API_KEY: key, SVC_URL: service.url}})
      expect(direct.code, direct.stderr).to.equal(0)
      expect(seen).to.have.length(1)
    } finally {
      proxy.close()
    }
  })

  it('validate (the MCP transport) goes through HTTP_PROXY too', async () => {
    const created = await runCli(['spaces', 'create', 'Proxied dossier', '-f', 'json'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
    const space = JSON.parse(created.stdout).id as string
    const seen: string[] = []
    const proxy = await startProxy(seen)
    try {
      // An empty dossier: the run fails (nothing to validate); --json prints its report and exits 0.
      const run = await runCli(['validate', space, '--json'], {env: {HTTP_PROXY: proxy.url, SVC_API_KEY: key, SVC_URL: service.url}})
      expect(run.code, run.stderr).to.equal(0)
      expect(JSON.parse(run.stdout)).to.include({dossier_id: space, status: 'failed'})
      expect(seen.length).to.be.greaterThan(0)
      expect(seen.every((line) => line === `CONNECT ${new URL(service.url).host}`)).to.equal(true)
    } finally {
      proxy.close()
    }
  })

  it('trusts a private CA given with NODE_EXTRA_CA_CERTS, and fails in one line without it', async function () {
    const dir = await mkdtemp(join(tmpdir(), 'svc-ca-'))
    const openssl = (args: string[]) => execFileSync('openssl', args, {cwd: dir, stdio: 'pipe'})
    try {
      openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=svc test CA'])
    } catch {
      this.skip() // no openssl on this machine to make a CA
    }

    openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'])
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n'))
    openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'ext.cnf'])
    const front = createHttpsServer({cert: await readFile(join(dir, 'server.pem')), key: await readFile(join(dir, 'server.key'))}, (req, res) => forward(req, res, service.url))
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    const url = `https://localhost:${(front.address() as AddressInfo).port}`
    try {
      const untrusted = await runCli(['files', 'list'], {env: {SVC_API_KEY: key, SVC_RETRIES: '0', SVC_URL: url}})
      expect(untrusted.code).to.equal(1)
      const [line, hint] = untrusted.stderr.trim().split('\n')
      expect(line).to.match(/^Error: Cannot reach the service at https:\/\/localhost:\d+ \(its TLS certificate is not trusted: [A-Z_]+\)\.$/)
      expect(hint).to.include('NODE_EXTRA_CA_CERTS')

      const trusted = await runCli(['files', 'list', '-f', 'json'], {env: {NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem'), SVC_API_KEY: key, SVC_URL: url}})
      expect(trusted.code, trusted.stderr).to.equal(0)
      expect(JSON.parse(trusted.stdout)).to.deep.equal([])
    } finally {
      front.close()
    }
  })
})
