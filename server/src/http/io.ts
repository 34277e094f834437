import type {IncomingMessage, ServerResponse} from 'node:http'

import {badRequest, HttpProblem} from './problem.js'

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers)
}

/** A body already serialised (e.g. rows the database wrote as JSON). */
export function sendJsonText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-length': Buffer.byteLength(text), 'content-type': 'application/json; charset=utf-8', ...headers})
  res.end(text)
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real bodies are a few levels deep;
 * thousands of levels make JSON.stringify (used for error messages, storage) overflow the stack.
 */
export const MAX_JSON_DEPTH = 64

/** Reads a JSON body (at most `limit` bytes, `maxDepth` levels). A malformed body is a 400, never a 500. */
export async function readJson<T = unknown>(req: IncomingMessage, limit = 1024 * 1024, maxDepth = MAX_JSON_DEPTH): Promise<T> {
  const type = req.headers['content-type'] ?? ''
  if (!type.includes('application/json')) {
    throw new HttpProblem(415, 'unsupported_media_type', 'Send a JSON body with Content-Type: application/json.')
  }

  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpProblem(413, 'body_too_large', `The JSON body is larger than ${limit} bytes.`)
    chunks.push(chunk as Buffer)
  }

  const text = Buffer.concat(chunks).toString('utf8')
  if (!text.trim()) throw badRequest('The request body is empty; send a JSON object.', 'invalid_body')
  // Before parsing: JSON.parse itself copes with deep nesting, but everything after it may not.
  if (jsonDepth(text) > maxDepth) {
    throw badRequest(`The JSON body is nested more than ${maxDepth} levels deep; send a flatter body.`, 'json_too_deep')
  }

  let value: T
  try {
    value = JSON.parse(text) as T
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}.`, 'invalid_body')
  }

  // A NUL character (only written as \u0000 in JSON) is no field's value, and PostgreSQL cannot
  // store one in text: refused here for every route, instead of failing in the database.
  if (/\\u0000/i.test(text) && holdsNul(value)) {
    throw badRequest('The JSON body holds a NUL character (\\u0000), which no field accepts; remove it.', 'invalid_body')
  }

  return value
}

/** Whether a parsed JSON value holds a NUL character in a string or a key (depth already bounded). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some((v) => holdsNul(v))
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\0') || holdsNul(v))
  return false
}

/** The deepest nesting of `[` and `{` in JSON text, strings skipped (one pass, no parsing). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }

  return deepest
}

/** Starts a server-sent events response. */
export function startSse(res: ServerResponse): (event: string, data: unknown) => void {
  res.writeHead(200, {
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'content-type': 'text/event-stream; charset=utf-8',
    'x-accel-buffering': 'no',
  })
  res.flushHeaders()
  return (event, data) => {
    if (res.writableEnded || res.destroyed) return
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }
}
