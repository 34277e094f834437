/**
 * A stateless MCP server on 127.0.0.1 for the client's unit tests (Streamable HTTP, one POST per
 * JSON-RPC message): a notification gets 202, a GET (the optional standalone event stream) 405,
 * `initialize` its answer; every other request goes to `onCall` with its event-stream response
 * already begun, to write the events and the result the test needs.
 */
import {createServer, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

/** What a stub sees of a JSON-RPC request. */
export interface McpStubRequest {
  id: number
  method: string
  params?: {_meta?: {progressToken?: number}}
}

export interface McpStub {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** The MCP endpoint: `<origin>/mcp`. */
  url: string
  close(): Promise<void>
}

export async function startMcpStub(onCall: (message: McpStubRequest, res: ServerResponse) => Promise<void> | void, name = 'stub'): Promise<McpStub> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (req.method !== 'POST') {
        res.writeHead(405).end()
        return
      }

      const message = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Partial<McpStubRequest>
      if (message.id === undefined) {
        res.writeHead(202).end()
        return
      }

      res.writeHead(200, {'content-type': 'text/event-stream'})
      if (message.method === 'initialize') {
        const result = {capabilities: {tools: {}}, protocolVersion: '2025-11-25', serverInfo: {name, version: '1'}}
        res.end(`event: message\ndata: ${JSON.stringify({id: message.id, jsonrpc: '2.0', result})}\n\n`)
        return
      }

      await onCall(message as McpStubRequest, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {close: () => new Promise<void>((resolve) => server.close(() => resolve())), origin, url: `${origin}/mcp`}
}
