/**
 * End to end (the built bin/run.js as a child process): the CLI against hostile or broken
 * services (issue 10), with real local stub servers (node:http):
 *
 * - redirects: a service on 127.0.0.1 that redirects every request to a recorder on 127.0.0.2
 *   (another origin): the key and bodies never reach the recorder, whatever the command
 *   (files list, auth status, reports get, files rm --yes, chat, upload-batch, validate over MCP);
 *   a same-origin GET redirect is followed, a same-origin POST one is not, plain http is refused;
 * - streams that stall (nothing, or keep-alive comments only) fail after SVC_STREAM_IDLE_TIMEOUT;
 * - an HTML 200 page, a body that never ends, an MCP result of the wrong shape: one line, exit 1;
 * - escape sequences in a document's text and name, through the real reference service.
 */
import {expect} from 'chai'
import {mkdtemp, writeFile} from 'node:fs/promises'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {runCli, type CliResult} from '../helpers/cli.js'
import {json} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {startTestService, type TestService} from '../helpers/service.js'

const KEY = 'acme_live_HostileServiceTestKey0123456789'
const DOSSIER = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'
const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
/** Any control character a terminal could obey: C0 but tab and newline, DEL, C1. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/

interface Recorded {
  method: string
  url: string
  key?: string
  body: string
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void

/** A node:http server on `host` that records every request (with its body) and answers with `handler`. */
async function stub(host: string, handler: Handler): Promise<{url: string; requests: Recorded[]; server: Server; close(): Promise<void>}> {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({body, key: req.headers['x-api-key'] as string | undefined, method: req.method!, url: req.url!})
      handler(req, res, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const {port} = server.address() as AddressInfo
  return {
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    requests,
    server,
    url: `http://${host}:${port}`,
  }
}

/** `svc <args>` against `url` with the test key; bounded (the stalls below must end well before). */
function svcAt(url: string, extra: NodeJS.ProcessEnv = {}) {
  return (args: string[], options: {input?: string; timeoutMs?: number} = {}) =>
    runCli(args, {env: {SVC_API_KEY: KEY, SVC_URL: url, ...extra}, input: options.input, timeoutMs: options.timeoutMs ?? 30_000})
}

/** The error part of stderr: one `Error:` line (hints may follow, indented). */
function errorLine(result: CliResult): string {
  const lines = result.stderr.split('\n').filter((line) => line.startsWith('Error:'))
  expect(lines, `stderr: ${result.stderr}`).to.have.length(1)
  return lines[0]
}

const SSE_HEADERS = {'cache-control': 'no-cache', 'content-type': 'text/event-stream'}

describe('e2e: hostile or broken services (issue 10)', function () {
  this.timeout(120_000)

  describe('redirects: the key and bodies never leave the configured origin', () => {
    let recorder: Awaited<ReturnType<typeof stub>>
    let service: Awaited<ReturnType<typeof stub>>
    let file: string
    const statuses = [301, 302, 303, 307, 308]
    let next = 0

    before(async () => {
      recorder = await stub('127.0.0.2', (_req, res) => res.end('{}'))
      // Every request is redirected to the same path on 127.0.0.2, cycling through the redirect statuses.
      service = await stub('127.0.0.1', (req, res) => {
        res.writeHead(statuses[next++ % statuses.length], {location: `${recorder.url}${req.url}`})
        res.end()
      })
      file = join(await pdfFolder({'kbis.pdf': 1}), 'kbis.pdf')
    })
    after(async () => {
      await service?.close()
      await recorder?.close()
    })
    beforeEach(() => {
      recorder.requests.length = 0
      service.requests.length = 0
    })

    const cases: [string, string[]][] = [
      ['files list', ['files', 'list']],
      ['auth status', ['auth', 'status']],
      ['reports get', ['reports', 'get', RUN]],
      ['files rm --yes', ['files', 'rm', '42', '--yes']],
      ['chat', ['chat', 'Quel est le loyer ?']],
      ['validate (MCP)', ['validate', DOSSIER, '--on-ambiguous', 'fail']],
    ]
    for (const [name, args] of cases) {
      it(`${name}: refused in one line naming the other origin, exit 1; 127.0.0.2 receives nothing`, async () => {
        const result = await svcAt(service.url)(args)
        expect(result.code, result.stderr).to.equal(1)
        expect(errorLine(result)).to.include('another address (http://127.0.0.2:')
        expect(result.stderr).to.include('set SVC_URL')
        expect(result.stdout + result.stderr).not.to.include('Deleted')
        expect(service.requests.length, 'the configured service was asked').to.be.greaterThan(0)
        expect(recorder.requests, 'requests that reached 127.0.0.2').to.deep.equal([])
      })
    }

    it('upload-batch: the file fails with the refusal, exit 1; neither the key nor the file reaches 127.0.0.2', async () => {
      const result = await svcAt(service.url)(['upload-batch', file, '-f', 'json'])
      expect(result.code, result.stderr).to.equal(1)
      const [row] = JSON.parse(result.stdout) as {error: string; status: string}[]
      expect(row.status).to.equal('failed')
      expect(row.error).to.include('another address (http://127.0.0.2:')
      expect(service.requests).to.have.length(1)
      expect(service.requests[0].body).to.include('%PDF')
      expect(recorder.requests).to.deep.equal([])
    })

    it('a redirect to plain http on another host is refused like a plain-http SVC_URL (nothing is sent there)', async () => {
      const insecure = await stub('127.0.0.1', (_req, res) => {
        res.writeHead(302, {location: 'http://svc.example.invalid/api/v1/documents'})
        res.end()
      })
      try {
        const result = await svcAt(insecure.url)(['files', 'list'])
        expect(result.code).to.equal(1)
        expect(errorLine(result)).to.equal('Error: Refusing to follow a redirect of GET /api/v1/documents to plain HTTP (http://svc.example.invalid): the API key would travel in clear text.')
        expect(result.stderr).to.include('SVC_ALLOW_INSECURE_HTTP=1')
      } finally {
        await insecure.close()
      }
    })

    it('within the same origin, a GET redirect is followed and a POST redirect is not (the body is not re-sent)', async () => {
      const moving = await stub('127.0.0.1', (req, res) => {
        if (req.url!.startsWith('/api/v1/documents?') || req.url === '/api/v1/documents') {
          res.writeHead(302, {location: '/v2/documents'})
          res.end()
        } else if (req.url === '/v2/documents') {
          res.writeHead(200, {'content-type': 'application/json'})
          res.end(JSON.stringify([{created_at: '2026-01-01T00:00:00Z', doc_status: 'ready', doc_type: 'document', file_name: 'moved.pdf', folder_id: 'f', id: 7, mime_type: 'application/pdf', num_pages: 1, size: 10, space_id: null}]))
        } else {
          res.writeHead(307, {location: '/api/v1/chat-elsewhere'})
          res.end()
        }
      })
      try {
        const listed = await svcAt(moving.url)(['files', 'list', '-f', 'json'])
        expect(json<{file_name: string}[]>(listed).map((d) => d.file_name)).to.deep.equal(['moved.pdf'])
        expect(moving.requests.map((r) => r.url)).to.deep.equal(['/api/v1/documents?offset=0', '/v2/documents'])

        moving.requests.length = 0
        const chat = await svcAt(moving.url)(['chat', 'Quel est le loyer ?'])
        expect(chat.code).to.equal(1)
        expect(errorLine(chat)).to.equal('Error: The service answered POST /api/v1/chat with a redirect (HTTP 307 to /api/v1/chat-elsewhere); svc follows redirects of GET and HEAD only, so the request was not re-sent.')
        expect(moving.requests.map((r) => `${r.method} ${r.url}`)).to.deep.equal(['POST /api/v1/chat'])
      } finally {
        await moving.close()
      }
    })
  })

  describe('streams that stall: SVC_STREAM_IDLE_TIMEOUT', () => {
    let service: Awaited<ReturnType<typeof stub>>
    const timers = new Set<NodeJS.Timeout>()
    before(async () => {
      service = await stub('127.0.0.1', (req, res, body) => {
        if (req.url === '/api/v1/chat' && JSON.parse(body).query === 'silent') {
          res.writeHead(200, SSE_HEADERS)
          res.flushHeaders()
        } else if (req.url === '/api/v1/chat') {
          // Keep-alive comments only, every 200 ms, forever: no event.
          res.writeHead(200, SSE_HEADERS)
          const timer = setInterval(() => res.write(': keep-alive\n\n'), 200)
          timers.add(timer)
          res.on('close', () => clearInterval(timer))
        } else if (req.url === '/mcp') {
          mcpStub(req, res, body, (_call, stream) => {
            // The run starts (its run_id is known), then only comments.
            stream.write(sseMessage({jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {dossier_id: DOSSIER, level: 'both', run_id: RUN}, event: 'validate:start', run_id: RUN, seq: 1}}))
            const timer = setInterval(() => stream.write(': keep-alive\n\n'), 200)
            timers.add(timer)
            stream.on('close', () => clearInterval(timer))
          })
        } else {
          res.writeHead(404)
          res.end()
        }
      })
    })
    after(async () => {
      for (const timer of timers) clearInterval(timer)
      await service?.close()
    })

    it('chat on a silent stream fails after the idle limit: one line, exit 1', async () => {
      const started = Date.now()
      const result = await svcAt(service.url, {SVC_STREAM_IDLE_TIMEOUT: '1'})(['chat', 'silent'])
      expect(result.code).to.equal(1)
      expect(errorLine(result)).to.equal('Error: The chat stream sent no event for 1 s (SVC_STREAM_IDLE_TIMEOUT). The answer is incomplete; it was not re-sent.')
      expect(Date.now() - started).to.be.below(20_000)
    })

    it('chat on a stream of keep-alive comments only fails the same way (comments are not activity)', async () => {
      const result = await svcAt(service.url, {SVC_STREAM_IDLE_TIMEOUT: '1'})(['chat', 'comments'])
      expect(result.code).to.equal(1)
      expect(errorLine(result)).to.include('The chat stream sent no event for 1 s')
      expect(service.requests.filter((r) => r.url === '/api/v1/chat')).to.have.length(2)
    })

    it('validate on an MCP stream of comments only fails after the idle limit, with the resume command', async () => {
      const result = await svcAt(service.url, {SVC_STREAM_IDLE_TIMEOUT: '1', SVC_TIMEOUT: '20000'})(['validate', DOSSIER, '--on-ambiguous', 'fail'])
      expect(result.code, result.stderr).to.equal(1)
      expect(errorLine(result)).to.equal('Error: The validation stream sent no event for 1 s (SVC_STREAM_IDLE_TIMEOUT).')
      expect(result.stderr).to.include(`svc validate ${DOSSIER} --run-id ${RUN}`)
    })

    it('validate on a quiet MCP stream ends on the idle limit even when the request timeout is shorter (no re-calls into the silence)', async () => {
      const result = await svcAt(service.url, {SVC_STREAM_IDLE_TIMEOUT: '2', SVC_TIMEOUT: '500'})(['validate', DOSSIER, '--on-ambiguous', 'fail'])
      expect(result.code, result.stderr).to.equal(1)
      expect(errorLine(result)).to.equal('Error: The validation stream sent no event for 2 s (SVC_STREAM_IDLE_TIMEOUT).')
      expect(result.stderr).to.not.include('re-calling')
    })

    it('an invalid SVC_STREAM_IDLE_TIMEOUT is a usage error (exit 2) before any request', async () => {
      service.requests.length = 0
      for (const value of ['abc', '0', '-5', '1.5', '100000']) {
        const result = await svcAt(service.url, {SVC_STREAM_IDLE_TIMEOUT: value})(['chat', 'silent'])
        expect(result.code, value).to.equal(2)
        expect(errorLine(result)).to.equal(`Error: SVC_STREAM_IDLE_TIMEOUT must be a whole number of seconds from 1 to 86400, got "${value}".`)
      }

      expect(service.requests).to.deep.equal([])
    })
  })

  describe('broken answers: one line, exit 1', () => {
    let service: Awaited<ReturnType<typeof stub>>
    before(async () => {
      service = await stub('127.0.0.1', (req, res, body) => {
        if (req.url!.startsWith(`/api/v1/reports/html`)) {
          res.writeHead(200, {'content-type': 'text/html; charset=utf-8'})
          res.end('<!doctype html><html><head><title>Sign in</title></head><body>Please sign in</body></html>')
        } else if (req.url!.startsWith('/api/v1/reports/endless')) {
          // Headers, the start of a JSON report, then nothing, ever.
          res.writeHead(200, {'content-type': 'application/json'})
          res.write('{"run_id": "endless", "status": "compl')
        } else if (req.url!.startsWith('/api/v1/reports/huge')) {
          // A JSON string that goes on for 80 MiB, sent as fast as the client reads.
          res.writeHead(200, {'content-type': 'application/json'})
          res.write('{"run_id": "huge", "note": "')
          const chunk = Buffer.alloc(1024 * 1024, 'a')
          let sent = 0
          const pump = () => {
            while (sent < 80 && !res.destroyed) {
              sent++
              if (!res.write(chunk)) return void res.once('drain', pump)
            }

            if (!res.destroyed) res.end('"}')
          }

          pump()
        } else if (req.url === '/mcp') {
          mcpStub(req, res, body, (call) => ({...call, result: {content: 'not a list', structuredContent: 'nope'}}))
        } else {
          res.writeHead(404)
          res.end()
        }
      })
    })
    after(async () => service?.close())

    it('reports get on an HTML 200 page: names what came instead of a report, prints nothing', async () => {
      const result = await svcAt(service.url)(['reports', 'get', 'html'])
      expect(result.code).to.equal(1)
      expect(result.stdout).to.equal('')
      expect(errorLine(result)).to.equal('Error: The service answered GET /api/v1/reports/html with text/html, not a report.')
      const markdown = await svcAt(service.url)(['reports', 'get', 'html', '--format', 'markdown'])
      expect(markdown.code).to.equal(1)
      expect(markdown.stdout).to.equal('')
    })

    it('reports get on a body that never ends: fails within SVC_TIMEOUT, not retried, not "OK (HTTP 200)"', async () => {
      service.requests.length = 0
      const started = Date.now()
      const result = await svcAt(service.url, {SVC_TIMEOUT: '1000'})(['reports', 'get', 'endless'])
      expect(result.code).to.equal(1)
      expect(errorLine(result)).to.match(/^Error: The service at http:\/\/127\.0\.0\.1:\d+ answered GET \/api\/v1\/reports\/endless but did not finish sending it within 1 s \(SVC_TIMEOUT\)\.$/)
      expect(result.stderr).not.to.include('HTTP 200')
      expect(service.requests).to.have.length(1)
      expect(Date.now() - started).to.be.below(15_000)
    })

    it('reports get on an answer past 64 MB: stops reading, one line, exit 1, not retried', async () => {
      service.requests.length = 0
      const result = await svcAt(service.url)(['reports', 'get', 'huge'])
      expect(result.code).to.equal(1)
      expect(result.stdout).to.equal('')
      expect(errorLine(result)).to.match(/^Error: The service at http:\/\/127\.0\.0\.1:\d+ answered GET \/api\/v1\/reports\/huge with more than 64 MB; svc stopped reading it\.$/)
      expect(service.requests).to.have.length(1)
    })

    it('validate on an MCP tool result of the wrong shape: one line naming what was expected', async () => {
      const result = await svcAt(service.url)(['validate', DOSSIER, '--on-ambiguous', 'fail'])
      expect(result.code).to.equal(1)
      const line = errorLine(result)
      expect(line).to.match(/^Error: The service's MCP answer to tools\/call has the wrong shape \(content: .+\); expected a tools\/call result \{content: \[\{type: "text", text\}\], structuredContent: \{run_id, status\}\}\.$/)
      expect(line).not.to.include('MCP call failed: [')
    })
  })

  describe('escape sequences in a document, through the real service', () => {
    let service: TestService
    let key: string
    const name = 'bail\u001B]0;pwned\u0007.txt'
    before(async () => {
      service = await startTestService()
      key = await service.createKey('escapes@example.com')
      const dir = await mkdtemp(join(tmpdir(), 'svc-escapes-'))
      // ESC is allowed in a text file; OSC ended by ST (ESC \), a screen clear, and a C1 CSI.
      await writeFile(join(dir, name), 'Le loyer mensuel est de 950 euros \u001B]0;pwned\u001B\\ et \u001B[2J la caution \u009B31m de 100 euros.\n')
      const uploaded = await runCli(['upload-batch', join(dir, name), '--wait', '-f', 'json'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
      expect(json<{status: string}[]>(uploaded)[0].status).to.equal('uploaded')
    })
    after(async () => service?.stop())

    it('the service really sends the escapes (the chat stream carries ESC and C1 in the passage)', async () => {
      const response = await fetch(`${service.url}/api/v1/chat`, {body: JSON.stringify({query: 'loyer mensuel caution'}), headers: {'content-type': 'application/json', 'x-api-key': key}, method: 'POST'})
      const text = await response.text()
      expect(text).to.include(String.raw`\u001b]0;pwned`)
      expect(text).to.include(String.raw`\u001b[2J`)
    })

    it('chat prints the answer and its sources without any control character', async () => {
      const result = await runCli(['chat', 'loyer mensuel caution'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
      expect(result.code, result.stderr).to.equal(0)
      expect(result.stdout).to.include('Le loyer mensuel est de 950 euros')
      expect(result.stdout).to.include('Sources:')
      expect(result.stdout).not.to.match(CONTROL)
      expect(result.stdout).not.to.include('[2J')
      expect(result.stdout).not.to.include('31m')
    })

    it('chat --json keeps the exact answer (escapes included, as JSON escapes)', async () => {
      const result = await runCli(['chat', 'loyer mensuel caution', '--json'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
      const answer = JSON.parse(result.stdout) as {answer: string}
      expect(answer.answer).to.include('\u001B]0;pwned\u001B\\')
      expect(result.stdout).not.to.match(CONTROL)
    })

    it('files list and files show tables are clean', async () => {
      for (const args of [['files', 'list'], ['files', 'list', '-f', 'markdown'], ['files', 'show', '1', '-f', 'table']]) {
        const result = await runCli(args, {env: {SVC_API_KEY: key, SVC_URL: service.url}})
        expect(result.code, result.stderr).to.equal(0)
        expect(result.stdout).to.include('bail')
        expect(result.stdout, args.join(' ')).not.to.match(CONTROL)
      }
    })
  })
})

/** One SSE event carrying a JSON-RPC message. */
function sseMessage(message: unknown): string {
  return `event: message\ndata: ${JSON.stringify(message)}\n\n`
}

/**
 * The smallest MCP Streamable HTTP server the SDK client talks to: `initialize` (JSON answer),
 * notifications (202), GET (405), and `tools/call`, whose answer `onCall` makes: return the
 * JSON-RPC response to send as JSON, or write to the SSE stream it is given and return nothing
 * (the stream then stays open).
 */
function mcpStub(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  onCall: (call: {id: number | string; jsonrpc: '2.0'}, stream: ServerResponse) => Record<string, unknown> | undefined | void,
): void {
  if (req.method !== 'POST') {
    res.writeHead(405, {allow: 'POST'})
    res.end()
    return
  }

  const message = JSON.parse(body) as {id?: number | string; method: string; params?: {protocolVersion?: string}}
  if (message.id === undefined) {
    res.writeHead(202)
    res.end()
    return
  }

  if (message.method === 'initialize') {
    res.writeHead(200, {'content-type': 'application/json'})
    res.end(JSON.stringify({id: message.id, jsonrpc: '2.0', result: {capabilities: {tools: {}}, protocolVersion: message.params?.protocolVersion, serverInfo: {name: 'stub', version: '0'}}}))
    return
  }

  res.writeHead(200, SSE_HEADERS)
  res.flushHeaders()
  const answer = onCall({id: message.id, jsonrpc: '2.0'}, res)
  if (answer) res.end(sseMessage(answer))
}
