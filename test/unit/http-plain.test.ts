/**
 * The REST client's plain requests (ApiClient.json/text over node:http, http.ts): what got did for
 * them and the other suites do not pin down. Retries only for idempotent methods, Retry-After up
 * to 60 s (a longer one fails at once), a JSON body with its content type, the two timeouts (no
 * answer: retried, then one line; an answer whose body stalls: not retried), and a cancelled
 * request.
 */
import {createServer, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import {expect} from 'chai'
import nock from 'nock'

import {SvcError} from '../../src/lib/errors.js'
import {ApiClient} from '../../src/lib/http.js'
import {loadSettings} from '../../src/lib/settings.js'
import {BASE_URL, LIVE_KEY} from '../helpers/oclif.js'

function client(env: NodeJS.ProcessEnv = {}): ApiClient {
  return new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_URL: BASE_URL, ...env}), userAgent: 'svc/test'})
}

describe('REST client, plain requests over node:http (http.ts)', () => {
  describe('against nock', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    it('a POST answered 503 is not retried (it may have done its work); a GET is', async () => {
      const post = nock(BASE_URL).post('/api/v1/spaces').reply(503, '').post('/api/v1/spaces').reply(201, {id: 's1'})
      const error = await client()
        .post('/api/v1/spaces', {body: {name: 'x'}})
        .catch((e: unknown) => e)
      expect((error as SvcError).status).to.equal(503)
      expect(post.pendingMocks()).to.have.length(1)

      const get = nock(BASE_URL).get('/api/v1/spaces').reply(503, '').get('/api/v1/spaces').reply(200, [])
      expect(await client().get('/api/v1/spaces')).to.deep.equal([])
      get.done()
    })

    it('sends a JSON body with its content type and length in bytes, the key and the User-Agent', async () => {
      const scope = nock(BASE_URL, {reqheaders: {'content-length': '16', 'content-type': 'application/json', 'user-agent': 'svc/test', 'x-api-key': LIVE_KEY}})
        .post('/api/v1/spaces', {name: 'été'})
        .reply(201, {id: 's1'})
      expect(await client().post('/api/v1/spaces', {body: {name: 'été'}})).to.deep.equal({id: 's1'})
      scope.done()
    })

    it('waits for a Retry-After of up to 60 s; a longer one fails at once', async () => {
      const started = Date.now()
      const short = nock(BASE_URL).get('/a').reply(429, '', {'retry-after': '1'}).get('/a').reply(200, {ok: true})
      expect(await client().get('/a')).to.deep.equal({ok: true})
      short.done()
      expect(Date.now() - started).to.be.greaterThan(900)

      const long = nock(BASE_URL).get('/b').reply(503, 'Busy', {'content-type': 'text/plain', 'retry-after': '61'}).get('/b').reply(200, {})
      const error = await client().get('/b').catch((e: unknown) => e)
      expect((error as SvcError).message).to.equal('Busy (HTTP 503)')
      expect(long.pendingMocks()).to.have.length(1)
    })

    it('a request cancelled through its signal: "Request cancelled.", exit 130', async () => {
      nock(BASE_URL).get('/slow').delay(2000).reply(200, {})
      const controller = new AbortController()
      setTimeout(() => controller.abort(), 50)
      const error = await client()
        .get('/slow', {signal: controller.signal})
        .catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_ABORTED')
      expect((error as SvcError).exitCode).to.equal(130)
    })
  })

  describe('against a service that stalls', function () {
    this.timeout(10_000)
    let server: Server
    let origin: string
    let requests = 0
    const open: ServerResponse[] = []

    before(async () => {
      server = createServer((req, res) => {
        requests++
        open.push(res)
        // /headers: the status and the first bytes, then nothing; anything else: no answer at all.
        if (req.url === '/headers') res.writeHead(200, {'content-type': 'application/json'}).write('[')
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })

    beforeEach(() => {
      requests = 0
    })

    after(async () => {
      for (const res of open) res.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })

    const stalled = (path: string) =>
      new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_RETRIES: '1', SVC_TIMEOUT: '200', SVC_URL: origin}), userAgent: 'svc/test'}).get(path).catch((e: unknown) => e)

    it('no answer within SVC_TIMEOUT: retried, then one line naming the phase', async () => {
      const error = await stalled('/nothing')
      expect((error as SvcError).message).to.equal(`Cannot reach the service at ${origin} (timed out (request)).`)
      expect(requests).to.equal(2)
    })

    it('an answer whose body stalls: not retried, and says that the service answered', async () => {
      const error = await stalled('/headers')
      expect((error as SvcError).message).to.equal(`The service at ${origin} answered GET /headers but did not finish sending it within 0.2 s (SVC_TIMEOUT).`)
      expect(requests).to.equal(1)
    })
  })
})
