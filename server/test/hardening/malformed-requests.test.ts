/**
 * Requests that are not valid HTTP, or whose target is not a URL. `GET http://[` used to be an
 * unhandled rejection in the dispatcher, which stops the whole service; each is now a one-line
 * problem+json answer, and the service keeps answering.
 */
import {expect} from 'chai'

import {captureStderr, rawClient, sleep, startHardened, statusOf, type HardenedService} from './service.js'

describe('hardening: malformed requests', function () {
  this.timeout(15_000)
  let h: HardenedService

  before(async () => {
    h = await startHardened()
  })

  after(() => h.close())

  async function send(raw: string): Promise<string> {
    const client = await rawClient(h.port, raw)
    await client.closed(5000).catch(() => client.socket.destroy())
    return client.received()
  }

  for (const target of ['http://[', 'http://a:b@[::1', 'http://%zz/']) {
    it(`the request target ${JSON.stringify(target)} is a 400 invalid_target, and the service keeps running`, async () => {
      const answer = await send(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(statusOf(answer), answer).to.equal(400)
      expect(answer).to.include('application/problem+json').and.include('"code":"invalid_target"')
      expect((await fetch(`${h.url}/healthz`)).status).to.equal(200)
    })
  }

  it('bytes that are not HTTP are a 400 problem+json, logged in one line', async () => {
    const {lines, result: answer} = await captureStderr(() => send('HELLO THERE\r\n\r\n'))
    expect(statusOf(answer), answer).to.equal(400)
    expect(answer).to.include('"code":"malformed_request"')
    expect(lines).to.have.length(1)
    expect(lines[0]).to.match(/^svc-server: connection from 127\.0\.0\.1: The request is not valid HTTP\/1\.1 \(HPE_[A-Z_]+\)\. Answered 400; connection closed\.$/)
  })

  it('a chunked body that turns malformed is logged once, as that request', async () => {
    const {lines} = await captureStderr(async () => {
      const client = await rawClient(
        h.port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"\r\nZZZ\r\n',
      )
      await client.closed(5000)
      await sleep(100)
    })
    expect(lines).to.have.length(1)
    expect(lines[0]).to.match(/^svc-server: POST \/api\/auth\/login from 127\.0\.0\.1: The request is not valid HTTP\/1\.1 \(HPE_[A-Z_]+\)\. Closed the connection\.$/)
  })

  it('a client that resets its keep-alive connection after a complete exchange is not logged', async () => {
    const {lines} = await captureStderr(async () => {
      const client = await rawClient(h.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
      await sleep(150)
      expect(statusOf(client.received())).to.equal(200)
      client.socket.resetAndDestroy()
      await sleep(150)
    })
    expect(lines).to.deep.equal([])
  })

  it('request headers over the size limit are a 431 problem+json', async () => {
    const {lines, result: answer} = await captureStderr(() => send(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`))
    expect(lines).to.deep.equal(['svc-server: connection from 127.0.0.1: The request headers are too large. Answered 431; connection closed.'])
    expect(statusOf(answer), answer.slice(0, 200)).to.equal(431)
    expect(answer).to.include('"code":"headers_too_large"')
  })
})
