import type {ServerResponse} from 'node:http'

/**
 * An RFC 9457 problem. Every error the service returns is `application/problem+json` with
 * `type`, `title`, `status`, `detail` and a stable machine-readable `code`.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with this problem (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
    this.name = 'HttpProblem'
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
}

export const badRequest = (detail: string, code = 'bad_request', extra?: Record<string, unknown>) => new HttpProblem(400, code, detail, extra)
export const unauthorized = (detail: string, code = 'unauthorized') => new HttpProblem(401, code, detail)
export const forbidden = (detail: string, code = 'forbidden') => new HttpProblem(403, code, detail)
export const notFound = (detail: string, code = 'not_found') => new HttpProblem(404, code, detail)
export const conflict = (detail: string, code = 'conflict') => new HttpProblem(409, code, detail)

/** The longest `detail` sent; past it the text is cut (a client's value quoted in a message can be long). */
export const MAX_DETAIL_CHARS = 2000

/**
 * A client's value for an error message: JSON, at most `max` characters, never throwing (a value
 * nested too deep for JSON.stringify, a BigInt or a cycle is described instead of crashing the
 * answer into a 500).
 */
export function quote(value: unknown, max = 120): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = Array.isArray(value) ? 'an array' : typeof value === 'object' && value !== null ? 'an object' : typeof value
  }

  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** One line, bounded: control characters (newlines included) become spaces. */
function oneLine(text: string): string {
  const clean = text.replaceAll(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
  return clean.length > MAX_DETAIL_CHARS ? `${clean.slice(0, MAX_DETAIL_CHARS - 1)}…` : clean
}

/** The problem+json text; never throws, whatever `extra` holds. */
export function problemBody(problem: HttpProblem, instance?: string): string {
  const body = {
    type: `https://svc.dev/problems/${problem.code.replaceAll('_', '-')}`,
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    detail: oneLine(String(problem.detail)),
    code: problem.code,
    ...(instance ? {instance} : {}),
  }
  try {
    return JSON.stringify({...body, ...problem.extra})
  } catch {
    // An `extra` JSON cannot hold: the problem without it is still the right answer.
    return JSON.stringify(body)
  }
}

export function sendProblem(res: ServerResponse, problem: HttpProblem, instance?: string): void {
  if (res.headersSent) {
    res.destroy(problem)
    return
  }

  const text = problemBody(problem, instance)
  res.writeHead(problem.status, {
    'content-length': Buffer.byteLength(text),
    'content-type': 'application/problem+json; charset=utf-8',
    ...(problem.status === 401 ? {'www-authenticate': 'ApiKey header="X-API-Key"'} : {}),
    ...problem.headers,
  })
  res.end(text)
}

/**
 * A whole HTTP/1.1 response carrying a problem, for a socket that has no ServerResponse (a
 * refused connection, a request whose headers never completed). It always closes the connection.
 */
export function rawProblemResponse(problem: HttpProblem): string {
  const text = problemBody(problem)
  const headers = {
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
    ...problem.headers,
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${problem.status} ${TITLES[problem.status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${text}`
}
