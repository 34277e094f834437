/**
 * End to end: the MCP endpoint's Host/Origin validation (DNS-rebinding protection) with the real
 * bin/run.js against the real svc-server. The CLI keeps working on 127.0.0.1 and localhost; a
 * request that reaches the service under a foreign Host name (as a rebinding page's would) is
 * refused with one line, unless SVC_ALLOWED_HOSTS lists that name (a deployment behind a proxy).
 */
import {createServer, request, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {expect} from 'chai'

import {runCli} from '../helpers/cli.js'
import {startTestService, type TestService} from '../helpers/service.js'
import {seedDossier} from './validate-fixtures.js'

/** A proxy on 127.0.0.1 that forwards to `target` with `Host: <host>` (what a DNS name pointed at the service sends). */
async function hostRewritingProxy(target: string, host: string): Promise<{url: string; server: Server}> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    const out = request(
      {headers: {...req.headers, host}, hostname: upstream.hostname, method: req.method, path: req.url, port: upstream.port, setHost: false},
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers)
        answer.pipe(res)
      },
    )
    out.on('error', () => res.destroy())
    req.pipe(out)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`}
}

describe('MCP Host/Origin validation (end to end)', function () {
  this.timeout(180_000)
  const services: TestService[] = []
  const proxies: Server[] = []
  after(async () => {
    for (const proxy of proxies) proxy.close()
    for (const service of services) await service.stop()
  })

  it('svc validate works on 127.0.0.1 and on localhost; a foreign Host is a one-line 403, allowed once listed in SVC_ALLOWED_HOSTS', async () => {
    const service = await startTestService()
    services.push(service)
    const key = await service.createKey('host@x.test')
    const {space} = await seedDossier(service, key, {variant: 'valid'})
    const port = new URL(service.url).port
    for (const base of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const {code, stderr, stdout} = await runCli(['validate', space, '--level', '1', '--json'], {env: {SVC_API_KEY: key, SVC_URL: base}})
      expect(code, `${base}: ${stderr}`).to.equal(0)
      expect(JSON.parse(stdout).status, base).to.equal('complete')
    }

    const proxy = await hostRewritingProxy(service.url, 'rebound.example')
    proxies.push(proxy.server)
    const refused = await runCli(['validate', space, '--level', '1'], {env: {SVC_API_KEY: key, SVC_URL: proxy.url}})
    expect(refused.code).to.equal(1)
    expect(refused.stderr.trim().split('\n')).to.have.length(1)
    expect(refused.stderr).to.contain('rebound.example').and.contain('SVC_ALLOWED_HOSTS')
    // The REST API is not concerned (a key or a session is needed there anyway).
    const files = await runCli(['files', 'list', '-f', 'json'], {env: {SVC_API_KEY: key, SVC_URL: proxy.url}})
    expect(files.code, files.stderr).to.equal(0)

    // The same name, listed by the operator: accepted.
    const listed = await startTestService({env: {SVC_ALLOWED_HOSTS: 'rebound.example'}})
    services.push(listed)
    const listedKey = await listed.createKey('host@x.test')
    const seeded = await seedDossier(listed, listedKey, {variant: 'valid'})
    const listedProxy = await hostRewritingProxy(listed.url, 'rebound.example')
    proxies.push(listedProxy.server)
    const accepted = await runCli(['validate', seeded.space, '--level', '1', '--json'], {env: {SVC_API_KEY: listedKey, SVC_URL: listedProxy.url}})
    expect(accepted.code, accepted.stderr).to.equal(0)
  })

  it('a malformed SVC_ALLOWED_ORIGINS stops svc-server start with one line naming it', async () => {
    let error: Error | undefined
    try {
      services.push(await startTestService({env: {SVC_ALLOWED_ORIGINS: 'not an origin'}}))
    } catch (caught) {
      error = caught as Error
    }

    expect(error?.message).to.match(/SVC_ALLOWED_ORIGINS: "not an origin" is not an origin/)
  })
})
