/**
 * Request validation from zod schemas. The same schemas describe the routes in the OpenAPI
 * document (http/openapi.ts), so the contract and the checks cannot drift apart.
 *
 * A failed check is a 400 problem naming the field: its `detail` is the schema's own message
 * (each field builder below words it like the hand-written checks did), its `code` the field's
 * (`invalid_<field>` unless the route names another, e.g. `invalid_uuid`).
 */
import {z} from 'zod'

import {MAX_INTEGER_ID} from '../db/schema.js'
import {badRequest, quote} from './problem.js'
import {UUID} from './validate.js'

/** One REST route as the OpenAPI document shows it and as its handler validates it. */
export interface ApiRoute {
  method: 'DELETE' | 'GET' | 'POST'
  /** OpenAPI path syntax: /api/v1/documents/{id}. */
  path: string
  summary: string
  tag: string
  /** How the caller authenticates; none: public. */
  auth: 'key' | 'key_or_session' | 'none' | 'session'
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** The request body's media type (default application/json). */
  bodyType?: string
  /**
   * Success answers: status -> schema of the JSON body (or a media type for non-JSON answers, the
   * any-type range when it is the stored file's own type), and the headers that come with it
   * (name -> what it says).
   */
  responses: Record<number, {description: string; schema?: z.ZodType; mediaType?: string; headers?: Record<string, string>}>
  /** Problem statuses this route answers besides the ones every route may (400, 401, 429, 5xx). */
  problems?: number[]
  /**
   * The problem `code`s this route answers, per status: all of them for each status listed (the
   * OpenAPI document shows them as an enum, the fuzzing test holds the service to it). A status
   * listed here is answered by the route even if `problems` does not name it. Not listed: 400 is
   * what the schemas give (http/openapi.ts schemaCodes), and what is listed adds to it; 401 is the
   * route's way to authenticate (http/api.ts AUTH_401_CODES) unless listed.
   */
  problemCodes?: Partial<Record<number, readonly string[]>>
  /** Fields whose 400 code is not `invalid_<field>`. */
  codes?: Record<string, string>
}

/** The first issue as a 400 problem naming its field. */
function problemOf(error: z.ZodError, codes: Record<string, string> = {}, fallbackCode = 'invalid_body'): Error {
  const issue = error.issues[0]
  const field = issue.path.map(String).join('.')
  const top = issue.path.length > 0 ? String(issue.path[0]) : ''
  const code = codes[top] ?? (top ? `invalid_${top}` : fallbackCode)
  // zod's own messages ("Invalid input: ...") get the field's name in front; ours already name it.
  const detail = issue.message.startsWith('Invalid') || issue.message.startsWith('Too ') || issue.message.startsWith('Unrecognized') ? `${field || 'body'}: ${issue.message}.` : issue.message
  return badRequest(detail.replace(/\.\.$/, '.'), code, field ? {field} : undefined)
}

/** The query string as an object: the first value of each name; an empty value counts as absent. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of url.searchParams) if (value !== '' && !(name in out)) out[name] = value
  return out
}

export function parseQuery<T extends z.ZodObject>(route: ApiRoute & {query: T}, url: URL): z.output<T> {
  const result = route.query.safeParse(queryObject(url))
  if (!result.success) throw problemOf(result.error, route.codes)
  return result.data
}

export function parseParams<T extends z.ZodObject>(route: ApiRoute & {params: T}, params: Record<string, string>): z.output<T> {
  const result = route.params.safeParse(params)
  if (!result.success) throw problemOf(result.error, route.codes)
  return result.data
}

export function parseBody<T extends z.ZodType>(route: ApiRoute & {body: T}, body: unknown): z.output<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.', 'invalid_body')
  const result = route.body.safeParse(body)
  if (!result.success) throw problemOf(result.error, route.codes)
  return result.data
}

/**
 * One field of a multipart body, checked by its schema in the route's body as soon as it arrives
 * (the body is parsed as a stream, never held whole): the same 400 problem as parseBody's.
 */
export function parseField<T extends z.ZodObject, K extends keyof T['shape'] & string>(route: ApiRoute & {body: T}, name: K, value: unknown): z.output<T['shape'][K]> {
  const field = route.body.shape[name] as z.ZodType
  const result = field.safeParse(value)
  // The field's issues named as the body's, so that the problem's `field` and code are the same as parseBody's.
  if (!result.success) throw problemOf(new z.ZodError(result.error.issues.map((issue) => ({...issue, path: [name, ...issue.path]}))), route.codes)

  return result.data as z.output<T['shape'][K]>
}

/** Metadata key: the most bytes a binary field (an uploaded file) may have; JSON Schema has no keyword for it. */
export const MAX_BYTES = 'x-max-bytes'

/** Metadata key: the JSON Schema the OpenAPI document shows for a field instead of its text form. */
export const SHOWN_AS = 'x-shown-as'

// -----------------------------------------------------------------------------------------------
// Field builders: the messages of the former hand-written checks, quoting the client's value.

const got = (input: unknown) => (input === undefined ? 'nothing' : quote(input))

/** An integer query parameter within [min, max]; absent is `fallback` (documented as the default). */
export function intQuery(name: string, min: number, max: number, fallback: number) {
  const range = (issue: {input?: unknown}) => `${name} must be between ${min} and ${max}, got ${String(issue.input)}.`
  return z
    .string()
    .regex(/^-?\d+$/, {error: (issue) => `${name} must be an integer, got ${quote(issue.input)}.`})
    .transform(Number)
    .pipe(z.int({error: range}).min(min, {error: range}).max(max, {error: range}))
    .optional()
    .transform((value) => value ?? fallback)
    .meta({[SHOWN_AS]: {default: fallback, maximum: max, minimum: min, type: 'integer'}})
}

/** A UUID (any case), lower-cased once accepted. */
export function uuidField(name: string) {
  return z
    .string({error: (issue) => `${name} must be a UUID, got ${got(issue.input)}.`})
    .regex(UUID, {error: (issue) => `${name} must be a UUID, got ${quote(issue.input)}.`})
    .transform((value) => value.toLowerCase())
    .meta({format: 'uuid'})
}

/** A positive integer path id. */
export function idParam(name = 'id') {
  const message = (issue: {input?: unknown}) => `${name} must be a positive integer up to ${MAX_INTEGER_ID}, got ${got(issue.input)}.`
  return z
    .string({error: message})
    .regex(/^\d+$/, {error: message})
    .transform(Number)
    .pipe(z.int({error: message}).min(1, {error: message}).max(MAX_INTEGER_ID, {error: message}))
}

/** A path id outside the REST routes' schemas (the console's pages): idParam's rule, a 400 `invalid_id` otherwise. */
export function requireId(value: string | undefined, name = 'id'): number {
  const result = idParam(name).safeParse(value)
  if (!result.success) throw badRequest(result.error.issues[0].message, 'invalid_id')
  return result.data
}

/** A string from a closed list. */
export function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, {error: (issue) => `${name} must be one of ${values.join(', ')}, got ${got(issue.input)}.`})
}

/** A non-empty string of at most `max` characters. */
export function text(name: string, max: number) {
  return z
    .string({error: (issue) => `${name} must be a non-empty string, got ${got(issue.input)}.`})
    .min(1, {error: `${name} must be a non-empty string.`})
    .max(max, {error: `${name} must be at most ${max} characters.`})
}
