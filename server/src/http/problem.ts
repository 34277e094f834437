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
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export const badRequest = (detail: string, code = 'bad_request', extra?: Record<string, unknown>) => new HttpProblem(400, code, detail, extra)
export const unauthorized = (detail: string, code = 'unauthorized') => new HttpProblem(401, code, detail)
export const forbidden = (detail: string, code = 'forbidden') => new HttpProblem(403, code, detail)
export const notFound = (detail: string, code = 'not_found') => new HttpProblem(404, code, detail)
export const conflict = (detail: string, code = 'conflict') => new HttpProblem(409, code, detail)

export function sendProblem(res: ServerResponse, problem: HttpProblem, instance?: string): void {
  if (res.headersSent) {
    res.destroy(problem)
    return
  }

  const body = {
    type: `https://svc.dev/problems/${problem.code.replaceAll('_', '-')}`,
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
    ...(instance ? {instance} : {}),
    ...problem.extra,
  }
  const text = JSON.stringify(body)
  res.writeHead(problem.status, {
    'content-length': Buffer.byteLength(text),
    'content-type': 'application/problem+json; charset=utf-8',
    ...(problem.status === 401 ? {'www-authenticate': 'ApiKey header="X-API-Key"'} : {}),
  })
  res.end(text)
}
