/**
 * `POST /mcp`: MCP Streamable HTTP, stateless (a new server and transport per POST, no session
 * id). X-API-Key is checked before the MCP layer, so a missing or unknown key is a 401
 * problem+json, not a JSON-RPC error; before it, a Host or Origin that is not allowed is a 403
 * problem (DNS-rebinding protection, host-guard.ts). GET and DELETE answer 405: stateless mode has no
 * standalone stream and no session to delete.
 *
 * Closing the transport (the client went away) aborts the call's signal, which only drops the
 * call's subscription: the validation run itself lives in the run manager.
 */
import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import createDebug from 'debug'

import {authenticate} from '../auth.js'
import {readJson} from '../http/io.js'
import {HttpProblem, sendProblem} from '../http/problem.js'
import {checkHostAndOrigin, hostPolicy} from './host-guard.js'
import {createMcpServer} from './server.js'

const debug = createDebug('svc-server:mcp')

export function registerMcpRoutes(router: Router, app: AppContext): void {
  // Read at start-up: a malformed SVC_ALLOWED_HOSTS / SVC_ALLOWED_ORIGINS stops it with one line.
  const policy = hostPolicy(app.options.host)
  router.post('/mcp', async ({req, res}) => {
    // Before authentication: a rebinding page must learn nothing, not even that a key is missing.
    checkHostAndOrigin(req, policy)
    const principal = await authenticate(app.db, req)
    const body = await readJson(req, 4 * 1024 * 1024)
    const server = createMcpServer(app, principal)
    const transport = new StreamableHTTPServerTransport({enableJsonResponse: false, sessionIdGenerator: undefined})
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    transport.onerror = (error) => debug('transport error: %s', error.message)
    await server.connect(transport)
    await transport.handleRequest(req, res, body)
  })

  const notAllowed = ({req, res}: {req: import('node:http').IncomingMessage; res: import('node:http').ServerResponse}) => {
    checkHostAndOrigin(req, policy)
    res.setHeader('allow', 'POST')
    sendProblem(res, new HttpProblem(405, 'method_not_allowed', 'The MCP endpoint is stateless: only POST is supported (no standalone stream, no session).'))
  }

  router.get('/mcp', notAllowed)
  router.delete('/mcp', notAllowed)
}
