/**
 * A small round-robin HTTP load balancer for the multi-replica tests, on 127.0.0.1: each request
 * goes to the next backend in turn, its body and the answer streamed both ways (uploads, SSE);
 * when a backend dies mid-answer the client's connection is cut too, as a real balancer does.
 * `down(i)` takes a backend out of the rotation (its health check failed, or it is drained) and
 * `up(i)` puts it back. Every request is logged with the backend that served it; for POST /mcp
 * (small JSON-RPC bodies, read whole) also its JSON-RPC method and the run events
 * (`notifications/svc/event`) its answer carried to the client, as the client received them.
 */
import {createServer, request, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {pipeline} from 'node:stream'

export interface ProxiedRequest {
  method: string
  path: string
  /** Index of the backend that served it. */
  backend: number
  /** POST /mcp: the JSON-RPC method (initialize, tools/call...). */
  rpc?: string
  /** POST /mcp: the run events passed on to the client, in order. */
  events?: {run_id: string; seq: number; event: string}[]
}

export interface RoundRobinProxy {
  url: string
  log: ProxiedRequest[]
  down(index: number): void
  up(index: number): void
  close(): Promise<void>
}

/** Largest MCP request body the proxy reads to log its method (tool calls are a few KB). */
const MAX_MCP_BODY = 1024 * 1024

/** Records the run events of an SSE answer (`data: {"method":"notifications/svc/event",...}` lines). */
function tapEvents(answer: IncomingMessage, events: NonNullable<ProxiedRequest['events']>): void {
  let pending = ''
  answer.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.startsWith('data:') || !line.includes('notifications/svc/event')) continue
      try {
        const {params} = JSON.parse(line.slice(5)) as {params: {run_id: string; seq: number; event: string}}
        events.push({event: params.event, run_id: params.run_id, seq: params.seq})
      } catch {
        // A line cut by a dying backend: the client could not read it either.
      }
    }
  })
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((backend) => new URL(backend))
  const isDown = targets.map(() => false)
  const log: ProxiedRequest[] = []
  let next = 0

  const pick = (): number | undefined => {
    for (let tried = 0; tried < targets.length; tried++) {
      const index = next
      next = (next + 1) % targets.length
      if (!isDown[index]) return index
    }

    return undefined
  }

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined, rpc: string | undefined) => {
    const backend = pick()
    if (backend === undefined) {
      res.writeHead(503, {'content-type': 'text/plain'}).end('no backend up\n')
      return
    }

    const target = targets[backend]
    const entry: ProxiedRequest = {backend, method: req.method ?? 'GET', path: req.url ?? '/', ...(rpc ? {events: [], rpc} : {})}
    log.push(entry)
    const upstream = request(
      {headers: {...req.headers, host: target.host}, host: target.hostname, method: req.method, path: req.url, port: target.port},
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        if (entry.events) tapEvents(answer, entry.events)
        // A backend that dies mid-answer (SIGKILL) cuts the client's connection too.
        pipeline(answer, res, (error) => {
          if (error) res.destroy()
        })
      },
    )
    upstream.on('error', () => {
      if (res.headersSent) res.destroy()
      else res.writeHead(502, {'content-type': 'text/plain'}).end('backend unreachable\n')
    })
    if (body === undefined) {
      pipeline(req, upstream, (error) => {
        if (error) upstream.destroy()
      })
    } else {
      upstream.end(body)
    }
  }

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/mcp') {
      forward(req, res, undefined, undefined)
      return
    }

    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_MCP_BODY) {
        req.destroy()
        return
      }

      chunks.push(chunk)
    })
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      let rpc: string | undefined
      try {
        rpc = (JSON.parse(body.toString('utf8')) as {method?: string}).method
      } catch {
        // Not JSON: forwarded as it is, the backend answers.
      }

      forward(req, res, body, rpc)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    down(index) {
      isDown[index] = true
    },
    log,
    up(index) {
      isDown[index] = false
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}
