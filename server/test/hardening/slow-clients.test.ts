/**
 * Issue 10, item 3: stalled requests (slowloris). Headers plus one body byte used to hold a
 * connection forever, 21,000 of them made the service unreachable, and each aborted request
 * logged a stack trace. Short limits are set here so the suite stays fast.
 */
import {expect} from 'chai'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {ConnectionGuard} from '../../src/http/guard.js'
import {DEFAULT_HTTP_LIMITS, type HttpLimits} from '../../src/http/limits.js'
import {captureStderr, rawClient, sleep, startHardened, statusOf, type HardenedService, type RawClient} from './service.js'

const SHORT: Partial<HttpLimits> = {
  bodyIdleTimeoutMs: 400,
  bodyMinBytesPerSecond: 1000,
  bodyTimeoutMs: 1500,
  headersTimeoutMs: 400,
  keepAliveTimeoutMs: 400,
  maxConnectionsPerAddress: 1000,
}

/** Generous: the configured 400 ms plus the checking period plus a slow CI machine. */
const CUT_WITHIN_MS = 4000

function postHead(path: string, headers: Record<string, string>, contentLength: number): string {
  const lines = Object.entries({'content-length': String(contentLength), host: '127.0.0.1', ...headers}).map(([k, v]) => `${k}: ${v}`)
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`
}

describe('hardening: stalled and slow clients (issue 10, item 3)', function () {
  this.timeout(30_000)
  let h: HardenedService
  let key: string
  let spaceId: string

  before(async () => {
    h = await startHardened({http: SHORT})
    key = (await h.user('slow@example.com', 'slow-password')).key
    const res = await fetch(`${h.url}/api/v1/spaces`, {
      body: JSON.stringify({name: 'Slow'}),
      headers: {'content-type': 'application/json', 'x-api-key': key},
      method: 'POST',
    })
    spaceId = ((await res.json()) as {id: string}).id
  })

  after(() => h.close())

  const stalledBodies = () => [
    {head: postHead('/api/auth/login', {'content-type': 'application/json'}, 100), path: '/api/auth/login'},
    {head: postHead('/api/v1/spaces', {'content-type': 'application/json', 'x-api-key': key}, 100), path: '/api/v1/spaces'},
    {head: postHead(`/api/v1/spaces/${spaceId}/members`, {'content-type': 'application/json', 'x-api-key': key}, 100), path: '/api/v1/spaces/:id/members'},
    {
      head: postHead('/api/v2/files/batch-upload', {'content-type': 'multipart/form-data; boundary=xyz', 'x-api-key': key}, 100_000),
      path: '/api/v2/files/batch-upload',
    },
  ]

  it('cuts a request whose body stalls after one byte (login, spaces, members, upload): 408 problem+json, one log line each, no stack', async () => {
    const {lines, result: clients} = await captureStderr(async () => {
      const clients = await Promise.all(stalledBodies().map(async ({head}) => rawClient(h.port, `${head}{`)))
      const times = await Promise.all(clients.map((c) => c.closed(CUT_WITHIN_MS)))
      // Let the request 'close' events (which log) run.
      await sleep(50)
      return clients.map((client, i) => ({client, ms: times[i]}))
    })
    for (const {client, ms} of clients) {
      expect(ms, 'closed only after the idle timeout').to.be.at.least(350)
      expect(statusOf(client.received()), client.received()).to.equal(408)
      expect(client.received()).to.include('application/problem+json').and.include('"code":"request_timeout"').and.include('no byte of the request body')
    }

    const cutLines = lines.filter((line) => line.includes('no byte of the request body'))
    expect(cutLines, lines.join('\n')).to.have.length(4)
    for (const path of ['/api/auth/login', '/api/v1/spaces', '/api/v2/files/batch-upload']) {
      expect(cutLines.some((line) => line.startsWith(`svc-server: POST ${path} from 127.0.0.1:`)), `${path} in ${cutLines.join('\n')}`).to.equal(true)
    }

    expect(lines.join('\n')).not.to.match(/\n\s+at /)
    expect(lines, 'one line per cut request, nothing else').to.have.length(4)
  })

  it('cuts a body that trickles slower than the minimum rate, even though bytes keep coming', async () => {
    const client = await rawClient(h.port, postHead('/api/auth/login', {'content-type': 'application/json'}, 10_000))
    // One byte every 100 ms: never idle for 400 ms, but 10 bytes/s is far below 1000 bytes/s.
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 100)
    try {
      const {lines, result: ms} = await captureStderr(async () => {
        const ms = await client.closed(CUT_WITHIN_MS)
        await sleep(50)
        return ms
      })
      expect(ms).to.be.at.least(1400)
      expect(statusOf(client.received())).to.equal(408)
      expect(client.received()).to.include('slower than 1000 bytes/s')
      expect(lines.filter((l) => l.includes('/api/auth/login'))).to.have.length(1)
    } finally {
      clearInterval(drip)
    }
  })

  it('closes a connection whose request head never completes, and one that sends nothing', async () => {
    const {lines, result} = await captureStderr(async () => {
      const partial = await rawClient(h.port, 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      const silent = await rawClient(h.port)
      const times = [await partial.closed(CUT_WITHIN_MS), await silent.closed(CUT_WITHIN_MS)]
      return {partial, times}
    })
    expect(statusOf(result.partial.received())).to.equal(408)
    expect(result.partial.received()).to.include('"code":"request_timeout"')
    expect(lines.filter((l) => l.includes('request headers did not arrive'))).to.have.length(2)
  })

  it('200 stalled connections from one address do not stop a normal request, and are all cut', async () => {
    const {result} = await captureStderr(async () => {
      const clients: RawClient[] = []
      for (let i = 0; i < 200; i++) clients.push(await rawClient(h.port, `${postHead('/api/auth/login', {'content-type': 'application/json'}, 100)}{`))
      const started = Date.now()
      const res = await fetch(`${h.url}/api/v1/me`, {headers: {'x-api-key': key}})
      const meMs = Date.now() - started
      const status = res.status
      await res.arrayBuffer()
      await Promise.all(clients.map((c) => c.closed(CUT_WITHIN_MS * 2)))
      return {meMs, status}
    })
    expect(result.status).to.equal(200)
    expect(result.meMs, 'GET /api/v1/me answered promptly beside 200 stalled connections').to.be.below(2000)
  })

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const client = await rawClient(h.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    const ms = await client.closed(CUT_WITHIN_MS)
    expect(statusOf(client.received())).to.equal(200)
    expect(ms).to.be.at.least(350)
  })

  it('logs one line, without a stack, for a client that goes away mid-body', async () => {
    const {lines} = await captureStderr(async () => {
      const client = await rawClient(h.port, `${postHead('/api/v1/spaces', {'content-type': 'application/json', 'x-api-key': key}, 100)}{"na`)
      await sleep(100)
      client.socket.destroy()
      await sleep(200)
    })
    expect(lines, lines.join('\n')).to.deep.equal(['svc-server: POST /api/v1/spaces from 127.0.0.1: the client closed the connection before the request body was complete.'])
  })

  it('a request answered before its body (401 without a key), whose client then leaves, logs nothing', async () => {
    const {lines, result: answer} = await captureStderr(async () => {
      const client = await rawClient(h.port, `${postHead('/api/v2/files/batch-upload', {'content-type': 'multipart/form-data; boundary=xyz'}, 100_000)}--xyz`)
      await sleep(200)
      const answer = client.received()
      client.socket.destroy()
      await sleep(600)
      return answer
    })
    expect(statusOf(answer), answer).to.equal(401)
    expect(lines).to.deep.equal([])
  })

  describe('the per-address connection cap', () => {
    let capped: HardenedService
    before(async () => {
      capped = await startHardened({http: {...SHORT, headersTimeoutMs: 20_000, maxConnectionsPerAddress: 20}})
    })
    after(() => capped.close())

    it('answers 429 problem+json and closes the connections over the cap; a request succeeds once they are gone', async () => {
      const held: RawClient[] = []
      const {lines} = await captureStderr(async () => {
        for (let i = 0; i < 20; i++) held.push(await rawClient(capped.port))
        // Node counts the connection when it accepts it: give the last ones a moment.
        await sleep(100)
        const over = await Promise.all([rawClient(capped.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'), rawClient(capped.port)])
        for (const client of over) {
          expect(await client.closed(CUT_WITHIN_MS)).to.be.below(CUT_WITHIN_MS)
        }

        expect(statusOf(over[0].received()), over[0].received()).to.equal(429)
        expect(over[0].received()).to.include('"code":"too_many_connections"').and.match(/retry-after: 1/i)
        // Held ones are untouched.
        expect(held.every((c) => !c.socket.destroyed)).to.equal(true)
        for (const client of held) client.socket.destroy()
        await sleep(200)
        const res = await fetch(`${capped.url}/healthz`)
        expect(res.status).to.equal(200)
      })
      expect(lines.filter((l) => l.includes('refused (429)')), 'one summary line, not one per refusal').to.have.length(1)
    })
  })
})

describe('hardening: ConnectionGuard times requests, never responses', function () {
  this.timeout(15_000)
  let server: Server
  let port: number

  before(async () => {
    const guard = new ConnectionGuard({...DEFAULT_HTTP_LIMITS, bodyIdleTimeoutMs: 200, bodyTimeoutMs: 200, headersTimeoutMs: 200, keepAliveTimeoutMs: 200})
    server = createServer(guard.serverOptions(), async (req, res) => {
      if (!guard.accept(req, res)) return
      for await (const _chunk of req) {
        // read the body
      }

      // A long-lived response (like chat's SSE): ticks for 1.5 s, far past every request timeout.
      res.writeHead(200, {'content-type': 'text/event-stream'})
      for (let i = 0; i < 6; i++) {
        res.write(`data: ${i}\n\n`)
        await sleep(250)
      }

      res.end()
    })
    guard.attach(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  after(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('a stream answered after a complete body runs to its end', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/stream`, {body: '{"q":1}', method: 'POST'})
    const text = await res.text()
    expect(text.match(/data: \d/g)).to.have.length(6)
  })
})
