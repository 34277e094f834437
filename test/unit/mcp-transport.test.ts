/**
 * svc's own MCP Streamable HTTP transport (src/lib/mcp-transport.ts, over node:http) under the SDK's
 * Client, against a stateful server that answers with JSON or SSE: what it sends on each request
 * (session id and protocol version once known), that it opens no GET stream, that it ends the
 * session with DELETE, and its redirects: a POST or DELETE is never re-sent, to the same address or
 * another one (the REST client's policy, redirect-policy.ts), and the refusal says why in one line.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {expect} from 'chai'

import {SvcError} from '../../src/lib/errors.js'
import {callValidateTool} from '../../src/lib/mcp-client.js'

interface Seen {
  method: string
  path?: string
  rpc?: string
  session?: string
  protocol?: string
  accept?: string
  key?: string
}

const SESSION = 'session-7f3a'
const VERSION = '2025-06-18'

describe('MCP transport over node:http (mcp-transport.ts)', function () {
  this.timeout(20_000)
  let server: Server
  let url: string
  let seen: Seen[]
  /** Which requests the server answers with a redirect (status, location), else normally. */
  let redirect: undefined | {method: string; status: number; location: string}
  /** Another origin (another port): a redirect target that must never be asked anything. */
  let other: Server
  let otherUrl: string
  let otherSeen: string[]

  const header = (req: IncomingMessage, name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined)

  before(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const message = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString()) as {id?: number; method?: string}) : undefined
        seen.push({accept: header(req, 'accept'), key: header(req, 'x-api-key'), method: req.method!, path: req.url, protocol: header(req, 'mcp-protocol-version'), rpc: message?.method, session: header(req, 'mcp-session-id')})
        const redirectNow = redirect?.method === req.method ? redirect : undefined
        if (redirectNow) {
          res.writeHead(redirectNow.status, {location: redirectNow.location}).end()
          return
        }

        if (req.method === 'GET') {
          res.writeHead(405).end()
          return
        }

        if (req.method === 'DELETE') {
          res.writeHead(200).end()
          return
        }

        if (message?.id === undefined) {
          res.writeHead(202).end()
          return
        }

        if (message.method === 'initialize') {
          // A JSON answer (not SSE), with a session.
          const result = {capabilities: {tools: {}}, protocolVersion: VERSION, serverInfo: {name: 'stateful', version: '1'}}
          res.writeHead(200, {'content-type': 'application/json', 'mcp-session-id': SESSION}).end(JSON.stringify({id: message.id, jsonrpc: '2.0', result}))
          return
        }

        const event = {jsonrpc: '2.0', method: 'notifications/svc/event', params: {data: {}, event: 'validate:start', run_id: 'r9', seq: 1}}
        const result = {id: message.id, jsonrpc: '2.0', result: {content: [{text: 'done', type: 'text'}], structuredContent: {run_id: 'r9', status: 'complete'}}}
        res.writeHead(200, {'content-type': 'text/event-stream'}).end(`data: ${JSON.stringify(event)}\n\ndata: ${JSON.stringify(result)}\n\n`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`
    other = createServer((req, res) => {
      otherSeen.push(`${req.method} ${req.url}`)
      res.writeHead(200, {'content-type': 'application/json'}).end('{}')
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
  })

  beforeEach(() => {
    seen = []
    otherSeen = []
    redirect = undefined
  })

  after(async () => Promise.all([server, other].map(async (s) => new Promise<void>((resolve) => s.close(() => resolve())))))

  it('sends the session id and protocol version once known, opens no GET stream, and ends the session with DELETE', async () => {
    const events: string[] = []
    const result = await callValidateTool({headers: {'X-API-Key': 'k_live_1'}, timeoutMs: 10_000, url}, {dossier_id: 'd1'}, {onEvent: (e) => events.push(e.event)})
    expect(result).to.deep.equal({run_id: 'r9', status: 'complete'})
    expect(events).to.deep.equal(['validate:start'])
    const accept = 'application/json, text/event-stream'
    expect(seen).to.deep.equal([
      {accept, key: 'k_live_1', method: 'POST', path: '/mcp', protocol: undefined, rpc: 'initialize', session: undefined},
      {accept, key: 'k_live_1', method: 'POST', path: '/mcp', protocol: VERSION, rpc: 'notifications/initialized', session: SESSION},
      {accept, key: 'k_live_1', method: 'POST', path: '/mcp', protocol: VERSION, rpc: 'tools/call', session: SESSION},
      {accept: undefined, key: 'k_live_1', method: 'DELETE', path: '/mcp', protocol: VERSION, rpc: undefined, session: SESSION},
    ])
  })

  for (const status of [301, 302, 303, 307, 308]) {
    it(`a same-origin redirect (${status}) of the POST is refused in one line by the REST policy, and nothing is sent again`, async () => {
      redirect = {location: '/elsewhere', method: 'POST', status}
      const error = await callValidateTool({headers: {}, timeoutMs: 10_000, url}, {dossier_id: 'd1'}, {onEvent() {}}).catch((e: unknown) => e)
      expect(error).to.be.instanceOf(SvcError)
      expect((error as SvcError).code).to.equal('E_REDIRECT')
      expect((error as SvcError).message).to.equal(
        `The service answered POST /mcp with a redirect (HTTP ${status} to /elsewhere); svc follows redirects of GET and HEAD only, so the request was not re-sent.`,
      )
      expect(seen.map((s) => `${s.method} ${s.path} ${s.rpc}`)).to.deep.equal(['POST /mcp initialize'])
    })
  }

  it('a redirect of the POST to another address is refused, naming it: the key and the body are not sent there', async () => {
    redirect = {location: `${otherUrl}/mcp`, method: 'POST', status: 307}
    const error = await callValidateTool({headers: {'X-API-Key': 'k_live_1'}, timeoutMs: 10_000, url}, {dossier_id: 'd1'}, {onEvent() {}}).catch((e: unknown) => e)
    expect((error as SvcError).code).to.equal('E_REDIRECT')
    expect((error as SvcError).message).to.equal(
      `Refusing to follow a redirect of POST /mcp from ${new URL(url).origin} to another address (${otherUrl}): svc sends the API key and request bodies only to the address you configured.`,
    )
    expect(seen).to.have.length(1)
    expect(otherSeen).to.deep.equal([])
  })

  it("the session's DELETE answered with a redirect is not followed (here or elsewhere); the call's result stands", async () => {
    for (const location of ['/elsewhere', `${otherUrl}/mcp`]) {
      seen = []
      redirect = {location, method: 'DELETE', status: 308}
      const result = await callValidateTool({headers: {'X-API-Key': 'k_live_1'}, timeoutMs: 10_000, url}, {dossier_id: 'd1'}, {onEvent() {}})
      expect(result).to.deep.equal({run_id: 'r9', status: 'complete'})
      // The DELETE is sent after the result: give it a moment to be answered (and, wrongly, followed).
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(seen.map((s) => `${s.method} ${s.path}`)).to.deep.equal(['POST /mcp', 'POST /mcp', 'POST /mcp', 'DELETE /mcp'])
    }

    expect(otherSeen).to.deep.equal([])
  })
})
