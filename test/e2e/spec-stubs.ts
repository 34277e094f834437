/**
 * Small node:http services that implement only what the spec documents (and differ from ours
 * wherever it says "not shown"), for the "any spec-following service" end-to-end tests: REST
 * routes given as handlers, and an MCP Streamable HTTP endpoint written by hand (JSON-RPC over
 * POST, SSE answers, an optional Mcp-Session-Id) whose tool calls are scripted.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

export interface Recorded {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

/** One tools/call answer: the JSON-RPC messages sent on its SSE stream, and whether it ends with the result. */
export interface ToolCallScript {
  /** Notifications (method + params), in order; `progress` sends notifications/progress with the call's token. */
  notifications: ({method: string; params?: unknown} | {progress: number})[]
  /** The tool's result; omitted: the stream ends without one (a cut stream). */
  result?: Record<string, unknown>
}

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void

export interface StubService {
  url: string
  requests: Recorded[]
  /** The arguments of each tools/call, in order. */
  toolCalls: Record<string, unknown>[]
  close(): Promise<void>
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {'content-type': 'application/json', ...headers})
  res.end(JSON.stringify(body))
}

/**
 * Starts a stub on 127.0.0.1. `routes` maps "METHOD /path" (path without query) to a handler;
 * `mcp` (when given) serves POST /mcp: `initialize` (with `sessionId` as Mcp-Session-Id if set),
 * notifications (202), `tools/call` answered by the next script; DELETE /mcp ends the session.
 */
export async function startStub(options: {routes?: Record<string, RouteHandler>; mcp?: {sessionId?: string; calls: ToolCallScript[]}} = {}): Promise<StubService> {
  const requests: Recorded[] = []
  const toolCalls: Record<string, unknown>[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const path = (req.url ?? '/').split('?')[0]
      requests.push({body, headers: req.headers, method: req.method ?? 'GET', path: req.url ?? '/'})
      const route = options.routes?.[`${req.method} ${path}`]
      if (route) return route(req, res, body)
      if (path === '/mcp' && options.mcp) return mcp(req, res, body, options.mcp, toolCalls)
      json(res, 404, {error: 'not found'})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    requests,
    toolCalls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}

function mcp(req: IncomingMessage, res: ServerResponse, body: string, script: {sessionId?: string; calls: ToolCallScript[]}, toolCalls: Record<string, unknown>[]): void {
  const session: Record<string, string> = script.sessionId ? {'mcp-session-id': script.sessionId} : {}
  if (req.method === 'DELETE') {
    res.writeHead(200)
    res.end()
    return
  }

  if (req.method !== 'POST') {
    res.writeHead(405, {allow: 'POST, DELETE'})
    res.end()
    return
  }

  const message = JSON.parse(body) as {id?: number | string; method: string; params?: Record<string, unknown>}
  if (message.method === 'initialize') {
    json(res, 200, {id: message.id, jsonrpc: '2.0', result: {capabilities: {tools: {}}, protocolVersion: message.params?.protocolVersion, serverInfo: {name: 'spec-stub', version: '1.0.0'}}}, session)
    return
  }

  if (message.id === undefined) {
    res.writeHead(202, session)
    res.end()
    return
  }

  if (message.method !== 'tools/call') {
    json(res, 200, {error: {code: -32_601, message: 'Method not found'}, id: message.id, jsonrpc: '2.0'}, session)
    return
  }

  toolCalls.push((message.params?.arguments ?? {}) as Record<string, unknown>)
  const call = script.calls.shift()
  const progressToken = (message.params?._meta as {progressToken?: number | string} | undefined)?.progressToken
  res.writeHead(200, {'cache-control': 'no-cache', 'content-type': 'text/event-stream', ...session})
  const send = (payload: unknown) => res.write(`event: message\ndata: ${JSON.stringify(payload)}\n\n`)
  for (const item of call?.notifications ?? []) {
    if ('progress' in item) send({jsonrpc: '2.0', method: 'notifications/progress', params: {progress: item.progress, progressToken}})
    else send({jsonrpc: '2.0', method: item.method, params: item.params})
  }

  if (call?.result) send({id: message.id, jsonrpc: '2.0', result: call.result})
  res.end()
}

/** A tool result given only as JSON text (no structuredContent), as a generic MCP server may. */
export function textResult(value: Record<string, unknown>): Record<string, unknown> {
  return {content: [{text: JSON.stringify(value), type: 'text'}]}
}

/** An event notification with whatever params. */
export const event = (params: unknown) => ({method: 'notifications/svc/event', params})
