import type {IncomingMessage, ServerResponse} from 'node:http'

import {badRequest, HttpProblem, sendProblem} from './problem.js'

export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  params: Record<string, string>
}

export type Handler = (ctx: RequestContext) => Promise<void> | void

interface Route {
  method: string
  pattern: RegExp
  keys: string[]
  handler: Handler
}

/** A minimal method + path router: `/api/v1/documents/:id`. No framework, so start-up stays fast. */
export class Router {
  private readonly routes: Route[] = []

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = []
    const source = path.replaceAll(/:(\w+)/g, (_m, key: string) => {
      keys.push(key)
      return '([^/]+)'
    })
    this.routes.push({handler, keys, method, pattern: new RegExp(`^${source}/?$`)})
    return this
  }

  get = (path: string, handler: Handler) => this.add('GET', path, handler)
  post = (path: string, handler: Handler) => this.add('POST', path, handler)
  delete = (path: string, handler: Handler) => this.add('DELETE', path, handler)

  /** Dispatches a request; answers 404/405 problems for unknown paths and methods. Returns false if nothing matched. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    let pathMatched = false
    for (const route of this.routes) {
      const match = route.pattern.exec(url.pathname)
      if (!match) continue
      pathMatched = true
      if (route.method !== req.method && !(route.method === 'GET' && req.method === 'HEAD')) continue
      const params: Record<string, string> = {}
      for (const [i, key] of route.keys.entries()) params[key] = decodePathSegment(match[i + 1])
      await route.handler({params, req, res, url})
      return true
    }

    if (pathMatched) {
      sendProblem(res, new HttpProblem(405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}.`))
      return true
    }

    return false
  }
}

/** A path parameter, percent-decoded; a malformed escape (e.g. `%E0`) is the client's 400, not a 500. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest(`The path segment ${JSON.stringify(segment)} is not valid percent-encoding.`, 'invalid_path')
  }
}
