/**
 * DNS-rebinding protection of /mcp (server/src/mcp/host-guard.ts): Host and Origin checks before
 * authentication, their defaults (loopback and the listen host) and the SVC_ALLOWED_HOSTS /
 * SVC_ALLOWED_ORIGINS allow-lists.
 */
import {request} from 'node:http'

import {expect} from 'chai'

import {checkHostAndOrigin, hostPolicy} from '../../src/mcp/host-guard.js'
import {fakeEngine} from '../runs/fake-engine.js'
import {INITIALIZE, startRunsHarness, type RunsHarness} from '../runs/harness.js'

/** A POST /mcp with exact Host and Origin headers (fetch does not let a caller set Host). */
function post(url: string, headers: Record<string, string>, body: unknown = INITIALIZE, method = 'POST'): Promise<{status: number; body: any; type: string}> {
  const target = new URL('/mcp', url)
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        headers: {
          accept: 'application/json, text/event-stream',
          ...(method === 'POST' ? {'content-length': Buffer.byteLength(text), 'content-type': 'application/json'} : {}),
          ...headers,
        },
        host: target.hostname,
        method,
        path: target.pathname,
        port: target.port,
        setHost: !('host' in headers),
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = raw
          try {
            parsed = JSON.parse(raw)
          } catch {
            // An SSE answer: kept as text.
          }

          resolve({body: parsed, status: res.statusCode!, type: String(res.headers['content-type'])})
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(method === 'POST' ? text : undefined)
  })
}

describe('MCP endpoint: Host and Origin validation (DNS rebinding)', function () {
  let h: RunsHarness
  let key: string
  let port: string
  before(async () => {
    h = await startRunsHarness({engine: fakeEngine()})
    key = (await h.user('host@x.test')).key
    port = new URL(h.url).port
  })
  after(async () => h.close())

  it('accepts 127.0.0.1, localhost and [::1] hosts, with or without a loopback Origin', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost']) {
      const res = await post(h.url, {host, 'x-api-key': key})
      expect(res.status, host).to.equal(200)
    }

    const res = await post(h.url, {host: `localhost:${port}`, origin: 'http://localhost:6274', 'x-api-key': key})
    expect(res.status).to.equal(200)
  })

  it('refuses a foreign Host with a 403 problem before authentication, on POST, GET and DELETE', async () => {
    for (const method of ['POST', 'GET', 'DELETE']) {
      const cases: Record<string, string>[] = [{host: `evil.example:${port}`}, {host: `evil.example:${port}`, 'x-api-key': key}, {host: '127.0.0.1.evil.example'}]
      for (const headers of cases) {
        const res = await post(h.url, headers, INITIALIZE, method)
        expect(res.status, `${method} ${JSON.stringify(headers)}`).to.equal(403)
        expect(res.type).to.match(/application\/problem\+json/)
        expect(res.body.code).to.equal('host_not_allowed')
        expect(res.body.detail).to.contain('SVC_ALLOWED_HOSTS')
      }
    }
  })

  it('refuses a foreign or null Origin even with a loopback Host and a valid key', async () => {
    for (const origin of ['http://evil.example', 'https://evil.example:443', 'null', 'file://']) {
      const res = await post(h.url, {host: `127.0.0.1:${port}`, origin, 'x-api-key': key})
      expect(res.status, origin).to.equal(403)
      expect(res.body.code).to.equal('origin_not_allowed')
    }
  })

  it('other routes are not affected (a REST call with any Host still works)', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const target = new URL(h.url)
      request({headers: {host: 'svc.example', 'x-api-key': key}, host: target.hostname, path: '/api/v1/me', port: target.port, setHost: false}, (r) => {
        r.resume()
        resolve(r.statusCode!)
      })
        .on('error', reject)
        .end()
    })
    expect(res).to.equal(200)
  })
})

describe('MCP host policy: defaults and allow-lists', function () {
  const req = (headers: Record<string, string>) => ({headers}) as any

  it('allows the listen host, refuses others by default', () => {
    const policy = hostPolicy('10.1.2.3', {})
    expect(() => checkHostAndOrigin(req({host: '10.1.2.3:8787'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'localhost:8787'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'svc.example.com'}), policy)).to.throw(/not allowed/)
    expect(() => checkHostAndOrigin(req({}), policy)).to.throw(/not allowed/)
  })

  it('SVC_ALLOWED_HOSTS adds names (port-agnostic); * turns the Host check off', () => {
    const policy = hostPolicy('127.0.0.1', {SVC_ALLOWED_HOSTS: ' svc.example.com , Other.Example:443 '})
    expect(() => checkHostAndOrigin(req({host: 'svc.example.com'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'other.example:8443'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'evil.example'}), policy)).to.throw(/SVC_ALLOWED_HOSTS/)
    // An origin on an allowed host is allowed too.
    expect(() => checkHostAndOrigin(req({host: 'svc.example.com', origin: 'https://svc.example.com'}), policy)).to.not.throw()
    const any = hostPolicy('127.0.0.1', {SVC_ALLOWED_HOSTS: '*'})
    expect(() => checkHostAndOrigin(req({host: 'whatever.example'}), any)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'whatever.example', origin: 'http://evil.example'}), any)).to.not.throw()
  })

  it('SVC_ALLOWED_ORIGINS lists exact origins; * allows any', () => {
    const policy = hostPolicy('127.0.0.1', {SVC_ALLOWED_ORIGINS: 'https://console.example.com'})
    expect(() => checkHostAndOrigin(req({host: '127.0.0.1', origin: 'https://console.example.com'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: '127.0.0.1', origin: 'http://console.example.com'}), policy)).to.throw(/SVC_ALLOWED_ORIGINS/)
    const any = hostPolicy('127.0.0.1', {SVC_ALLOWED_ORIGINS: '*'})
    expect(() => checkHostAndOrigin(req({host: '127.0.0.1', origin: 'null'}), any)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'evil.example', origin: 'null'}), any)).to.throw(/Host/)
  })

  it('a wildcard listen address allows this machine\'s own addresses', () => {
    const policy = hostPolicy('0.0.0.0', {})
    expect(() => checkHostAndOrigin(req({host: '127.0.0.1:1'}), policy)).to.not.throw()
    expect(() => checkHostAndOrigin(req({host: 'evil.example'}), policy)).to.throw(/not allowed/)
  })

  it('a malformed setting is one line naming the variable', () => {
    expect(() => hostPolicy('127.0.0.1', {SVC_ALLOWED_HOSTS: 'a b/c'})).to.throw(/^SVC_ALLOWED_HOSTS: "a b\/c" is not a hostname/)
    expect(() => hostPolicy('127.0.0.1', {SVC_ALLOWED_ORIGINS: 'console.example.com/x'})).to.throw(/^SVC_ALLOWED_ORIGINS/)
  })
})
