/**
 * Redirects (issue 10, item 1): the API key and request bodies never go to another origin; a
 * same-origin redirect is followed for GET/HEAD only; a redirect to plain http is refused like a
 * plain-http SVC_URL. The rule itself, the got client (REST and SSE), and the commands in-process
 * against nock (the MCP transport's redirects: mcp-transport.test.ts).
 */
import {expect} from 'chai'
import nock from 'nock'
import {writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {SvcError} from '../../src/lib/errors.js'
import {ApiClient} from '../../src/lib/http.js'
import {MAX_REDIRECTS, redirectRefusal} from '../../src/lib/redirect-policy.js'
import {loadSettings} from '../../src/lib/settings.js'
import {BASE_URL, GATEWAY_URL, LIVE_KEY, svc, tempDir} from '../helpers/oclif.js'

const OTHER = 'https://elsewhere.test'

function client(env: NodeJS.ProcessEnv = {}): ApiClient {
  return new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_RETRIES: '0', SVC_URL: BASE_URL, ...env}), userAgent: 'svc/test'})
}

/** Any request at all to the other origin: must stay unused. */
function trap(origin = OTHER): nock.Scope {
  const scope = nock(origin).persist()
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) scope.intercept(/.*/, method).reply(200, '{}')
  return scope
}

describe('redirect policy (issue 10, item 1)', () => {
  describe('redirectRefusal (the rule)', () => {
    const from = `${BASE_URL}/api/v1/documents`
    const refused = (method: string, location: string | undefined, status = 302, env: NodeJS.ProcessEnv = {}) => redirectRefusal({from, location, method, status}, env)

    it('follows a same-origin redirect of GET and HEAD (relative or absolute)', () => {
      expect(refused('GET', '/api/v2/documents')).to.equal(undefined)
      expect(refused('HEAD', `${BASE_URL}/x`, 308)).to.equal(undefined)
      expect(refused('get', '?page=2', 301)).to.equal(undefined)
    })

    it('refuses another origin (host, port or scheme), whatever the method, naming it', () => {
      for (const [location, origin] of [
        [`${OTHER}/steal`, OTHER],
        ['https://api.svc.test:8443/x', 'https://api.svc.test:8443'],
        ['//evil.test/x', 'https://evil.test'],
      ]) {
        const error = refused('GET', location)!
        expect(error).to.be.instanceOf(SvcError)
        expect(error.code).to.equal('E_REDIRECT')
        expect(error.exitCode).to.equal(1)
        expect(error.message).to.equal(`Refusing to follow a redirect of GET /api/v1/documents from ${BASE_URL} to another address (${origin}): svc sends the API key and request bodies only to the address you configured.`)
        expect(error.suggestions).to.deep.equal([`If ${origin} is the service's real address, set SVC_URL (or SVC_GATEWAY_URL / SVC_EDGE_URL) to it.`])
      }
    })

    it('refuses plain http on a non-loopback host first (even the same host), like a plain-http SVC_URL', () => {
      const error = refused('GET', 'http://api.svc.test/api/v1/documents', 301)!
      expect(error.code).to.equal('E_INSECURE')
      expect(error.message).to.equal('Refusing to follow a redirect of GET /api/v1/documents to plain HTTP (http://api.svc.test): the API key would travel in clear text.')
      // With SVC_ALLOW_INSECURE_HTTP=1 the origin rule still applies (https -> http is another origin).
      expect(refused('GET', 'http://api.svc.test/x', 301, {SVC_ALLOW_INSECURE_HTTP: '1'})!.code).to.equal('E_REDIRECT')
    })

    it('refuses a same-origin redirect of POST, PUT, PATCH and DELETE, for every redirect status', () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const status of [301, 302, 303, 307, 308]) {
          const error = refused(method, '/api/v1/chat2', status)!
          expect(error.code, `${method} ${status}`).to.equal('E_REDIRECT')
          expect(error.message).to.equal(`The service answered ${method} /api/v1/documents with a redirect (HTTP ${status} to /api/v1/chat2); svc follows redirects of GET and HEAD only, so the request was not re-sent.`)
        }
      }
    })

    it('refuses a redirect without a Location, to an invalid address, or to another scheme', () => {
      expect(refused('GET', undefined)!.message).to.equal('The service answered GET /api/v1/documents with a redirect (HTTP 302) without a Location.')
      expect(refused('GET', 'http://[bad')!.message).to.equal('The service answered GET /api/v1/documents with a redirect (HTTP 302) to an invalid address.')
      expect(refused('GET', 'file:///etc/passwd')!.message).to.equal('Refusing to follow a redirect of GET /api/v1/documents to a file: address.')
    })
  })

  describe('the REST and SSE client (got)', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    for (const status of [301, 302, 303, 307, 308]) {
      it(`GET ${status} to another origin: refused, nothing sent there`, async () => {
        const other = trap()
        nock(BASE_URL).get('/api/v1/documents').reply(status, '', {location: `${OTHER}/steal`})
        const error = await client().get('/api/v1/documents').catch((e: unknown) => e)
        expect((error as SvcError).code).to.equal('E_REDIRECT')
        expect(other.isDone()).to.equal(false)
      })
    }

    it('POST 307 to another origin: refused, the body is not re-sent anywhere', async () => {
      const other = trap()
      nock(BASE_URL).post('/api/v1/spaces', {name: 'x'}).reply(307, '', {location: `${OTHER}/api/v1/spaces`})
      const error = await client().post('/api/v1/spaces', {body: {name: 'x'}}).catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_REDIRECT')
      expect(other.isDone()).to.equal(false)
    })

    it('a same-origin GET redirect is followed (with the key); a same-origin POST one is not', async () => {
      nock(BASE_URL).get('/api/v1/documents').reply(302, '', {location: '/api/v2/documents'})
      const moved = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).get('/api/v2/documents').reply(200, [{id: 1}])
      expect(await client().get('/api/v1/documents')).to.deep.equal([{id: 1}])
      moved.done()

      nock(BASE_URL).post('/api/v1/spaces').reply(307, '', {location: '/api/v1/spaces2'})
      const again = nock(BASE_URL).post('/api/v1/spaces2').reply(201, {})
      const error = await client().post('/api/v1/spaces', {body: {name: 'x'}}).catch((e: unknown) => e)
      expect((error as SvcError).message).to.match(/^The service answered POST \/api\/v1\/spaces with a redirect \(HTTP 307 to \/api\/v1\/spaces2\)/)
      expect(again.isDone()).to.equal(false)
    })

    it('a same-origin hop that then leaves the origin is refused at that hop', async () => {
      const other = trap()
      nock(BASE_URL).get('/a').reply(302, '', {location: '/b'}).get('/b').reply(302, '', {location: `${OTHER}/c`})
      const error = await client().get('/a').catch((e: unknown) => e)
      expect((error as SvcError).message).to.equal(`Refusing to follow a redirect of GET /b from ${BASE_URL} to another address (${OTHER}): svc sends the API key and request bodies only to the address you configured.`)
      expect(other.isDone()).to.equal(false)
    })

    it(`a GET stops after ${MAX_REDIRECTS} same-origin redirects (a loop), in one line`, async () => {
      let asked = 0
      nock(BASE_URL)
        .get('/loop')
        .times(MAX_REDIRECTS + 5)
        .reply(() => {
          asked++
          return [302, '', {location: '/loop'}]
        })
      const error = await client().get('/loop').catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_REDIRECT')
      expect((error as SvcError).message).to.equal(`The service redirected GET /loop more than ${MAX_REDIRECTS} times.`)
      // The request, then one per redirect followed.
      expect(asked).to.equal(MAX_REDIRECTS + 1)
    })

    it('a redirect to plain http is refused (E_INSECURE)', async () => {
      const other = trap('http://api.svc.test')
      nock(BASE_URL).get('/api/v1/documents').reply(301, '', {location: 'http://api.svc.test/api/v1/documents'})
      const error = await client().get('/api/v1/documents').catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_INSECURE')
      expect(other.isDone()).to.equal(false)
    })

    it('an SSE stream (POST) answered with a redirect is refused before anything is read', async () => {
      const other = trap()
      nock(BASE_URL).post('/api/v1/chat').reply(308, 'moved', {location: `${OTHER}/api/v1/chat`})
      const error = await client()
        .openStream('/api/v1/chat', {body: {query: 'q'}})
        .catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_REDIRECT')
      expect(other.isDone()).to.equal(false)
    })

    it('an upload (multipart POST) answered with a 307 is refused: the file is not re-sent', async () => {
      const other = trap()
      nock(GATEWAY_URL).post('/api/v2/files/batch-upload').reply(307, '', {location: `${OTHER}/upload`})
      const form = new FormData()
      form.append('files', new Blob(['%PDF-1.4']), 'a.pdf')
      const error = await client({SVC_GATEWAY_URL: GATEWAY_URL})
        .postForm('/api/v2/files/batch-upload', form, {base: 'gateway'})
        .catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_REDIRECT')
      expect(other.isDone()).to.equal(false)
    })
  })

  describe('commands (nock): refused in one line, exit 1, nothing sent to the other origin', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    const cases: [string, string[], () => nock.Interceptor][] = [
      ['files list (302)', ['files', 'list'], () => nock(BASE_URL).get('/api/v1/documents').query(true)],
      ['reports get (301)', ['reports', 'get', 'r1'], () => nock(BASE_URL).get('/api/v1/reports/r1').query(true)],
      ['files rm --yes (307)', ['files', 'rm', '42', '--yes'], () => nock(BASE_URL).delete('/api/v1/documents/42')],
      ['chat (308)', ['chat', 'loyer'], () => nock(BASE_URL).post('/api/v1/chat')],
      ['spaces create (303)', ['spaces', 'create', 'Dossier'], () => nock(BASE_URL).post('/api/v1/spaces')],
    ]
    const statuses = [302, 301, 307, 308, 303]
    for (const [i, [name, args, route]] of cases.entries()) {
      it(name, async () => {
        const other = trap()
        route().reply(statuses[i], '', {location: `${OTHER}/x`})
        const {code, stderr, stdout} = await svc(args)
        expect(code).to.equal(1)
        expect(stderr.split('\n')[0]).to.match(/^Error: Refusing to follow a redirect of (GET|POST|DELETE) \S+ from https:\/\/api\.svc\.test to another address \(https:\/\/elsewhere\.test\)/)
        expect(stdout + stderr).not.to.include('Deleted')
        expect(other.isDone()).to.equal(false)
      })
    }

    it('upload-batch (307): the file fails with the refusal, nothing re-sent', async () => {
      const other = trap()
      const dir = await tempDir()
      await writeFile(join(dir, 'a.pdf'), '%PDF-1.4 contents')
      nock(GATEWAY_URL).post('/api/v2/files/batch-upload').reply(307, '', {location: `${OTHER}/upload`})
      const {code, stdout} = await svc(['upload-batch', join(dir, 'a.pdf'), '-f', 'json'], {env: {SVC_GATEWAY_URL: GATEWAY_URL}})
      expect(code).to.equal(1)
      expect((JSON.parse(stdout) as {error: string}[])[0].error).to.include('another address (https://elsewhere.test)')
      expect(other.isDone()).to.equal(false)
    })
  })
})
