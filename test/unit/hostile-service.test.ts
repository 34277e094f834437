/**
 * Every wait bounded, and a hostile or broken service answered in one line (issue 10, items 6 and
 * 12): SVC_STREAM_IDLE_TIMEOUT on SSE streams (comments are not activity) for chat and validate's
 * MCP stream, an HTML 200 page where JSON or a report was expected, a body that never ends, and an
 * MCP tool result of the wrong shape.
 */
import {expect} from 'chai'
import nock from 'nock'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {PassThrough, Readable} from 'node:stream'

import {readChatStream, runChat} from '../../src/lib/chat.js'
import {SvcError} from '../../src/lib/errors.js'
import {ApiClient} from '../../src/lib/http.js'
import {callValidateTool} from '../../src/lib/mcp-client.js'
import {loadSettings} from '../../src/lib/settings.js'
import {readSse, StreamIdleError} from '../../src/lib/sse.js'
import {runValidation} from '../../src/lib/validate-run.js'
import {BASE_URL, LIVE_KEY, SPACE, svc} from '../helpers/oclif.js'

const SSE = {'content-type': 'text/event-stream'}
const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

/** A stream that sends `: keep-alive` comments every 20 ms until closed. */
function commentsOnly(): PassThrough {
  const stream = new PassThrough()
  const timer = setInterval(() => stream.write(': keep-alive\n\n'), 20)
  stream.on('close', () => clearInterval(timer))
  return stream
}

function client(env: NodeJS.ProcessEnv = {}): ApiClient {
  return new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_RETRY_BASE_MS: '1', SVC_URL: BASE_URL, ...env}), userAgent: 'svc/test'})
}

async function drain(events: AsyncIterable<unknown>): Promise<unknown[]> {
  const seen: unknown[] = []
  for await (const event of events) seen.push(event)
  return seen
}

describe('hostile or broken services (issue 10, items 6 and 12)', () => {
  describe('SVC_STREAM_IDLE_TIMEOUT', () => {
    it('defaults to 120 s; takes whole seconds from 1 to 86400', () => {
      expect(loadSettings({}).streamIdleTimeoutMs).to.equal(120_000)
      expect(loadSettings({SVC_STREAM_IDLE_TIMEOUT: '1'}).streamIdleTimeoutMs).to.equal(1000)
      expect(loadSettings({SVC_STREAM_IDLE_TIMEOUT: ' 86400 '}).streamIdleTimeoutMs).to.equal(86_400_000)
    })

    for (const value of ['0', 'abc', '1.5', '-1', '86401', '1e3']) {
      it(`"${value}" is a usage error (exit 2) naming the variable`, () => {
        let error: unknown
        try {
          loadSettings({SVC_STREAM_IDLE_TIMEOUT: value})
        } catch (error_) {
          error = error_
        }

        expect(error).to.be.instanceOf(SvcError)
        expect((error as SvcError).exitCode).to.equal(2)
        expect((error as SvcError).message).to.equal(`SVC_STREAM_IDLE_TIMEOUT must be a whole number of seconds from 1 to 86400, got "${value}".`)
      })
    }
  })

  describe('readSse: only events are activity', () => {
    it('a silent stream fails after the idle limit', async () => {
      const silent = new PassThrough()
      const started = Date.now()
      const error = await drain(readSse(silent, {idleTimeoutMs: 100})).catch((e: unknown) => e)
      expect(error).to.be.instanceOf(StreamIdleError)
      expect((error as StreamIdleError).exitCode).to.equal(1)
      expect((error as StreamIdleError).message).to.equal('The event stream from the service was idle for 0.1 s (no event; SVC_STREAM_IDLE_TIMEOUT).')
      expect(Date.now() - started).to.be.within(90, 5000)
    })

    it('a stream of keep-alive comments fails the same way, with the caller’s error', async () => {
      const error = await drain(readSse(commentsOnly(), {idleError: () => new StreamIdleError('custom'), idleTimeoutMs: 100})).catch((e: unknown) => e)
      expect((error as Error).message).to.equal('custom')
    })

    it('events keep a stream alive past the limit; the timer stops when the stream ends', async () => {
      const events = Readable.from(
        (async function* () {
          for (let i = 0; i < 8; i++) {
            await new Promise((resolve) => setTimeout(resolve, 40))
            yield `event: message\ndata: ${i}\n\n`
          }
        })(),
      )
      const seen = await drain(readSse(events, {idleTimeoutMs: 150}))
      expect(seen).to.have.length(8)
    })
  })

  describe('chat', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    it('readChatStream on comments only: the chat idle message', async () => {
      const api = client({SVC_STREAM_IDLE_TIMEOUT: '1'})
      nock(BASE_URL).post('/api/v1/chat').reply(200, () => commentsOnly(), SSE)
      const error = await runChat(api, {query: 'q'}, {onPrompt: () => undefined}).catch((e: unknown) => e)
      expect(error).to.be.instanceOf(StreamIdleError)
      expect((error as SvcError).message).to.equal('The chat stream sent no event for 1 s (SVC_STREAM_IDLE_TIMEOUT). The answer is incomplete; it was not re-sent.')
      expect((error as SvcError).suggestions).to.deep.equal(['Ask again; if the service is just slow, raise SVC_STREAM_IDLE_TIMEOUT (seconds).'])
    })

    it('after a resume, the message names the correlation_id that was answered', async () => {
      const prompt = {config: {kind: 'select', options: [{label: 'Dupont', value: SPACE}]}, correlation_id: 'cp_space', message: 'Which space?', type: 'choice'}
      nock(BASE_URL).post('/api/v1/chat').reply(200, `event: chat_prompt\ndata: ${JSON.stringify(prompt)}\n\n`, SSE)
      nock(BASE_URL).post('/api/agent-resume').reply(200, () => commentsOnly(), SSE)
      const error = await runChat(client({SVC_STREAM_IDLE_TIMEOUT: '1'}), {query: 'q'}, {onPrompt: () => SPACE}).catch((e: unknown) => e)
      expect((error as SvcError).message).to.equal('The chat stream sent no event for 1 s after the answer to correlation_id cp_space (SVC_STREAM_IDLE_TIMEOUT). The answer is incomplete; it was not re-sent.')
    })

    it('readChatStream without a limit still reads to done (no timer left behind)', async () => {
      const end = await readChatStream(Readable.from(['event: done\ndata: {"answer":"a","conversation_id":"c","sources":[]}\n\n']), {})
      expect(end.kind).to.equal('done')
    })

    it('svc chat on a stream of comments only: one line, exit 1; an invalid SVC_STREAM_IDLE_TIMEOUT: exit 2 before any request', async () => {
      nock(BASE_URL).post('/api/v1/chat').reply(200, () => commentsOnly(), SSE)
      const {code, stderr} = await svc(['chat', 'loyer'], {env: {SVC_STREAM_IDLE_TIMEOUT: '1'}})
      expect(code).to.equal(1)
      expect(stderr.split('\n')[0]).to.equal('Error: The chat stream sent no event for 1 s (SVC_STREAM_IDLE_TIMEOUT). The answer is incomplete; it was not re-sent.')

      const invalid = await svc(['chat', 'loyer'], {env: {SVC_STREAM_IDLE_TIMEOUT: 'soon'}})
      expect(invalid.code).to.equal(2)
      expect(invalid.stderr).to.include('SVC_STREAM_IDLE_TIMEOUT must be a whole number of seconds from 1 to 86400, got "soon".')
    })
  })

  describe('validate: an idle stream is not re-called by itself; the resume command is given', () => {
    it('runValidation stops at the first StreamIdleError with "Resume with"', async () => {
      let calls = 0
      const error = await runValidation(
        {color: false, dossierId: SPACE, json: false, level: 'both', policy: 'fail', verbose: false},
        {
          ask: async () => ({}),
          call: async (_args, onEvent) => {
            calls++
            onEvent({data: {}, event: 'validate:start', run_id: RUN, seq: 1})
            throw new StreamIdleError('The validation stream sent no event for 1 s (SVC_STREAM_IDLE_TIMEOUT).')
          },
          err: () => {},
          fetchReport: async () => ({}),
          out: () => {},
          upload: async () => {},
        } as Parameters<typeof runValidation>[1],
      ).catch((e: unknown) => e)
      expect(calls).to.equal(1)
      expect((error as SvcError).exitCode).to.equal(1)
      expect((error as SvcError).suggestions).to.include(`Resume with: svc validate ${SPACE} --run-id ${RUN}`)
    })
  })

  describe('answers that are not what was asked', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    const page = '<!doctype html><html><head><title>Sign in</title></head><body>Sign in</body></html>'

    it('a JSON call answered with an HTML 200 page: one line naming what came', async () => {
      nock(BASE_URL).get('/api/v1/documents').reply(200, page, {'content-type': 'text/html'})
      const error = await client().get('/api/v1/documents').catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_UNEXPECTED_RESPONSE')
      expect((error as SvcError).message).to.equal('The service answered GET /api/v1/documents with text/html, not JSON.')
    })

    it('reports get on an HTML 200 page (json or markdown): exit 1, nothing on stdout', async () => {
      nock(BASE_URL).get('/api/v1/reports/r1').query(true).times(2).reply(200, page, {'content-type': 'text/html; charset=utf-8'})
      for (const format of ['json', 'markdown']) {
        const {code, stderr, stdout} = await svc(['reports', 'get', 'r1', '-f', format])
        expect(code).to.equal(1)
        expect(stdout).to.equal('')
        expect(stderr.split('\n')[0]).to.equal('Error: The service answered GET /api/v1/reports/r1 with text/html, not a report.')
      }
    })

    it('reports get (json) on a body that is not a JSON object: exit 1', async () => {
      nock(BASE_URL).get('/api/v1/reports/r1').query(true).reply(200, '[1, 2]', {'content-type': 'application/json'})
      nock(BASE_URL).get('/api/v1/reports/r2').query(true).reply(200, 'plain words')
      expect((await svc(['reports', 'get', 'r1'])).stderr).to.include('Error: The service answered GET /api/v1/reports/r1 with application/json, not a JSON report.')
      expect((await svc(['reports', 'get', 'r2'])).stderr).to.include('not a JSON report.')
    })

    it('a body that never ends: fails within SVC_TIMEOUT, once (not retried), and says so', async () => {
      // A real local server: headers and the start of a body at once, then nothing.
      let requests = 0
      const endless = createServer((_req, res) => {
        requests++
        res.writeHead(200, {'content-type': 'application/json'})
        res.write('{"run_id": "r1", "sta')
      })
      await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve))
      const origin = `http://127.0.0.1:${(endless.address() as AddressInfo).port}`
      nock.enableNetConnect('127.0.0.1')
      try {
        const started = Date.now()
        const {code, stderr} = await svc(['reports', 'get', 'r1'], {env: {SVC_TIMEOUT: '300', SVC_URL: origin}})
        expect(code).to.equal(1)
        expect(stderr.split('\n')[0]).to.equal(`Error: The service at ${origin} answered GET /api/v1/reports/r1 but did not finish sending it within 0.3 s (SVC_TIMEOUT).`)
        expect(stderr).not.to.include('HTTP 200')
        expect(requests).to.equal(1)
        expect(Date.now() - started).to.be.below(4000)
      } finally {
        nock.disableNetConnect()
        endless.closeAllConnections()
        await new Promise((resolve) => endless.close(resolve))
      }
    })
  })

  describe('MCP (validate) against a stub service', () => {
    let server: Server
    let url: string
    let onCall: (res: ServerResponse, id: number | string) => void
    before(async () => {
      server = createServer((req: IncomingMessage, res: ServerResponse) => {
        let body = ''
        req.on('data', (chunk: Buffer) => (body += chunk))
        req.on('end', () => {
          if (req.method !== 'POST') {
            res.writeHead(405)
            res.end()
            return
          }

          const message = JSON.parse(body) as {id?: number | string; method: string; params?: {protocolVersion?: string}}
          if (message.id === undefined) {
            res.writeHead(202)
            res.end()
          } else if (message.method === 'initialize') {
            res.writeHead(200, {'content-type': 'application/json'})
            res.end(JSON.stringify({id: message.id, jsonrpc: '2.0', result: {capabilities: {tools: {}}, protocolVersion: message.params?.protocolVersion, serverInfo: {name: 'stub', version: '0'}}}))
          } else {
            onCall(res, message.id)
          }
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`
    })
    after(async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    })

    const target = (idleTimeoutMs?: number) => ({headers: {'X-API-Key': LIVE_KEY}, idleTimeoutMs, timeoutMs: 10_000, url})

    it('a tool result of the wrong shape: one line naming what was expected (not "MCP call failed: [")', async () => {
      onCall = (res, id) => {
        res.writeHead(200, {'content-type': 'application/json'})
        res.end(JSON.stringify({id, jsonrpc: '2.0', result: {content: 'not a list'}}))
      }

      const error = await callValidateTool(target(), {dossier_id: SPACE}, {onEvent() {}}).catch((e: unknown) => e)
      expect((error as SvcError).code).to.equal('E_PROTOCOL')
      expect((error as SvcError).message).to.match(/^The service's MCP answer to tools\/call has the wrong shape \(content: [^\n]+\); expected a tools\/call result \{content: \[\{type: "text", text\}\], structuredContent: \{run_id, status\}\}\.$/)
    })

    it('an SSE answer of keep-alive comments only fails after the idle limit (StreamIdleError)', async () => {
      const open: ServerResponse[] = []
      onCall = (res) => {
        res.writeHead(200, SSE)
        const timer = setInterval(() => res.write(': keep-alive\n\n'), 20)
        res.on('close', () => clearInterval(timer))
        open.push(res)
      }

      const started = Date.now()
      const error = await callValidateTool(target(300), {dossier_id: SPACE}, {onEvent() {}}).catch((e: unknown) => e)
      for (const res of open) res.end()
      expect(error).to.be.instanceOf(StreamIdleError)
      expect((error as SvcError).message).to.equal('The validation stream sent no event for 0.3 s (SVC_STREAM_IDLE_TIMEOUT).')
      expect(Date.now() - started).to.be.below(5000)
    })

    it('events keep the MCP stream alive past the idle limit', async () => {
      onCall = (res, id) => {
        res.writeHead(200, SSE)
        let seq = 0
        const timer = setInterval(() => {
          seq++
          const message = seq < 6 ? {jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {}, event: 'validate:start', run_id: RUN, seq}} : {id, jsonrpc: '2.0', result: {content: [], structuredContent: {run_id: RUN, status: 'complete'}}}
          res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`)
          if (seq >= 6) {
            clearInterval(timer)
            res.end()
          }
        }, 100)
      }

      const result = await callValidateTool(target(300), {dossier_id: SPACE}, {onEvent() {}})
      expect(result).to.deep.equal({run_id: RUN, status: 'complete'})
    })
  })
})
