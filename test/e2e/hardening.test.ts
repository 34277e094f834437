/**
 * End to end (issue 10, service items): the real svc-server, its limits set through SVC_HTTP_* and
 * SVC_RATE_* variables, held by stalled connections, while the real CLI keeps working; and the
 * CLI's one-line error once a bad key is rate-limited.
 */
import {expect} from 'chai'
import {connect, type Socket} from 'node:net'

import {cliFor} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'

/** Opens a connection that sends a request head and one body byte, then nothing. */
function stalledRequest(port: number): Promise<{socket: Socket; closed: Promise<string>}> {
  return new Promise((resolve, reject) => {
    const socket = connect({host: '127.0.0.1', port}, () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{')
      let received = ''
      socket.setEncoding('utf8')
      socket.on('data', (d: string) => {
        received += d
      })
      resolve({closed: new Promise((done) => socket.once('close', () => done(received))), socket})
    })
    socket.once('error', reject)
  })
}

describe('e2e: service hardening (stalled clients, rate limits)', function () {
  this.timeout(60_000)
  let service: TestService
  let key: string
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService({
      env: {SVC_HTTP_BODY_IDLE_TIMEOUT_MS: '1000', SVC_HTTP_HEADERS_TIMEOUT_MS: '1000', SVC_RATE_BAD_KEY_PER_ADDRESS: '3', SVC_RATE_BAD_KEY_WINDOW_S: '600'},
    })
    key = await service.createKey('hardy@example.com')
    svc = cliFor(service, key)
  })

  after(async () => service?.stop())

  it('100 stalled requests do not stop `svc files list`, and the service cuts them with 408 after SVC_HTTP_BODY_IDLE_TIMEOUT_MS', async () => {
    const port = Number(new URL(service.url).port)
    const stalled = await Promise.all(Array.from({length: 100}, () => stalledRequest(port)))
    const started = Date.now()
    const list = await svc(['files', 'list', '--format', 'json'])
    expect(list.code, list.stderr).to.equal(0)
    expect(JSON.parse(list.stdout)).to.be.an('array')
    const answers = await Promise.race([
      Promise.all(stalled.map((s) => s.closed)),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('stalled requests were not cut within 10 s')), 10_000)),
    ])
    expect(Date.now() - started).to.be.below(10_000)
    for (const answer of answers) expect(answer).to.match(/^HTTP\/1\.1 408 /)
  })

  it('a bad key is 401 three times, then a one-line 429 from the CLI (exit 1), while the valid key still works', async () => {
    const bad = 'sk_live_notarealkeyatallnotarealkeyatall'
    for (let i = 0; i < 3; i++) {
      const result = await svc(['files', 'list'], {env: {SVC_RETRIES: '0'}, key: bad})
      expect(result.code).to.equal(1)
      expect(result.stderr).to.match(/invalid api key/i)
    }

    const limited = await svc(['files', 'list'], {env: {SVC_RETRIES: '0'}, key: bad})
    expect(limited.code).to.equal(1)
    expect(limited.stderr.trim().split('\n'), limited.stderr).to.have.length(1)
    expect(limited.stderr).to.match(/Too many requests with an invalid API key from your address\. Try again in \d+ s\./)
    const ok = await svc(['files', 'list', '--format', 'json'])
    expect(ok.code, ok.stderr).to.equal(0)
  })
})
