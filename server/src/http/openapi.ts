/**
 * GET /openapi.json: the OpenAPI 3.1 document of the REST interface, generated from the zod
 * schemas the routes validate with (http/api.ts); docs/openapi.json is a copy a test keeps equal.
 * The MCP endpoint is described by its own protocol (tools/list), not here.
 */
import {z} from 'zod'

import type {AppContext} from '../app.js'
import {API_ROUTES, AUTH_401_CODES, Problem} from './api.js'
import {sendJson} from './io.js'
import type {Router} from './router.js'
import {MAX_BYTES, SHOWN_AS, type ApiRoute} from './schema.js'

const VERSION = '1.2.0'

/** Statuses every authenticated route may answer, whatever it does. */
const COMMON_PROBLEMS: Record<number, string> = {
  400: 'A parameter or the body is not valid; `field` names it.',
  401: 'No X-API-Key (or session), or an unknown or revoked one.',
  404: 'Not found, or not visible to the caller.',
  405: 'Method not allowed on this path.',
  429: 'Too many requests (Retry-After).',
  500: 'The service failed (never a client mistake).',
  503: 'The service is busy.',
}

const PROBLEM_TEXT: Record<number, string> = {
  403: 'Forbidden (role, CSRF, cross-site request).',
  409: 'Conflict with the current state.',
  410: 'Gone: the resource existed but its content is missing.',
  413: 'Body too large.',
  415: 'Unsupported media type.',
  507: 'The service has no disk space left.',
}

/**
 * Codes the routing answers before any handler, added where a route lists its codes for the
 * status: a NUL in the target (app.ts) on any route, a malformed percent-escape in a path
 * parameter (http/router.ts) on routes that have one.
 */
const ROUTING_CODES: Record<number, string[]> = {400: ['invalid_path', 'invalid_target']}

type Json = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12; named schemas (meta id) go to components and are referenced. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const generated = z.toJSONSchema(schema, {
    io,
    override(ctx) {
      // A field that converts its text (an integer query parameter) shows what it accepts.
      const shown = (z.globalRegistry.get(ctx.zodSchema) as {[SHOWN_AS]?: Json} | undefined)?.[SHOWN_AS]
      if (!shown) return
      for (const name of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Json)[name]
      Object.assign(ctx.jsonSchema, shown)
    },
    target: 'draft-2020-12',
    unrepresentable: 'any',
  })
  // Named schemas go to the components, referenced from there.
  const out = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json
  const defs = out.$defs as Json | undefined
  if (defs) for (const [id, def] of Object.entries(defs)) components[id] ??= def
  delete out.$defs
  delete out.$schema
  return out
}

/** Text no constrained parameter takes: a parameter that accepts it accepts any text, and never fails. */
const ANY_TEXT = ['', ' x\u00e9%/', 'x'.repeat(10_000)]

/**
 * The 400 codes a route's schemas give (http/schema.ts: `invalid_<field>` or the route's own
 * code), with a JSON body's (http/io.ts readJson: malformed, too deep); a parameter that takes
 * any text has none.
 */
function schemaCodes(route: ApiRoute): string[] {
  const codes = new Set<string>()
  const codeOf = (name: string) => route.codes?.[name] ?? `invalid_${name}`
  for (const object of [route.params, route.query]) {
    for (const [name, field] of Object.entries(object?.shape ?? {})) if (!ANY_TEXT.every((text) => (field as z.ZodType).safeParse(text).success)) codes.add(codeOf(name))
  }

  if (route.body instanceof z.ZodObject) for (const name of Object.keys(route.body.shape)) codes.add(codeOf(name))
  if (route.body && (route.bodyType ?? 'application/json') === 'application/json') codes.add('invalid_body').add('json_too_deep')
  return [...codes]
}

function operation(route: ApiRoute, components: Json): Json {
  const parameters: Json[] = []
  for (const [where, object] of [['path', route.params], ['query', route.query]] as const) {
    if (!object) continue
    for (const [name, field] of Object.entries(object.shape)) {
      const schema = jsonSchema(field as z.ZodType, 'input', components)
      const {description, ...rest} = schema
      parameters.push({in: where, name, required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success, schema: rest, ...(description ? {description} : {})})
    }
  }

  const responses: Json = {}
  for (const [status, answer] of Object.entries(route.responses)) {
    const content = answer.schema
      ? {'application/json': {schema: jsonSchema(answer.schema, 'output', components)}}
      : answer.mediaType
        ? // The any-type range is the stored file's own type: bytes, no schema to show.
          {[answer.mediaType]: answer.mediaType === '*/*' ? {} : {schema: {type: 'string'}}}
        : undefined
    const headers = answer.headers
      ? Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, {description, schema: {type: name === 'Content-Length' ? 'integer' : 'string'}}]))
      : undefined
    responses[status] = {description: answer.description, ...(headers ? {headers} : {}), ...(content ? {content} : {})}
  }

  const problemRef = {$ref: '#/components/schemas/Problem'}
  const auth401 = AUTH_401_CODES[route.auth]
  const codes: Partial<Record<number, readonly string[]>> = {...(auth401 ? {401: auth401} : {}), ...route.problemCodes}
  codes[400] = [...new Set([...schemaCodes(route), ...(codes[400] ?? [])])]
  const statuses = new Set([...Object.keys(COMMON_PROBLEMS).map(Number), ...(route.problems ?? []), ...Object.keys(codes).map(Number)])
  if (route.auth === 'none' && !route.problems?.includes(401)) statuses.delete(401)
  for (const status of [...statuses].sort()) {
    const description = COMMON_PROBLEMS[status] ?? PROBLEM_TEXT[status] ?? 'Error.'
    const known = codes[status] && [...codes[status], ...(ROUTING_CODES[status] ?? []).filter((code) => code !== 'invalid_path' || route.params)]
    // A status whose codes the route lists: the code is one of them (an enum the fuzzing test holds the service to).
    const schema = known ? {allOf: [problemRef, {properties: {code: {enum: [...known]}}}]} : problemRef
    responses[status] = {content: {'application/problem+json': {schema}}, description: known ? `${description} Codes: ${known.join(', ')}.` : description}
  }

  const security = {key: [{apiKey: []}], key_or_session: [{apiKey: []}, {session: []}], none: [], session: [{session: []}]}[route.auth]
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
    security,
    ...(parameters.length > 0 ? {parameters} : {}),
    ...(route.body
      ? {requestBody: {content: {[route.bodyType ?? 'application/json']: {schema: jsonSchema(route.body, 'input', components)}}, required: true}}
      : {}),
    responses,
  }
}

function operationId(route: ApiRoute): string {
  return `${route.method.toLowerCase()}${route.path.replaceAll(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`
}

/** A request body's byte limits (MAX_BYTES) set to the service's own (--max-upload-mb). */
function withMaxBytes(schema: unknown, maxBytes: number): void {
  if (!schema || typeof schema !== 'object') return
  if (MAX_BYTES in schema) (schema as Json)[MAX_BYTES] = maxBytes
  for (const child of Object.values(schema)) withMaxBytes(child, maxBytes)
}

/**
 * The whole document; deterministic (same input, same bytes). `maxUploadBytes`: the service's
 * per-file limit, shown instead of the default (docs/openapi.json has the default).
 */
export function openApiDocument(limits: {maxUploadBytes?: number} = {}): Json {
  const components: Json = {}
  jsonSchema(Problem, 'output', components)
  const paths: Record<string, Json> = {}
  for (const route of API_ROUTES) {
    paths[route.path] ??= {}
    const op = operation(route, components)
    if (limits.maxUploadBytes !== undefined) withMaxBytes(op.requestBody, limits.maxUploadBytes)
    paths[route.path][route.method.toLowerCase()] = op
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'svc reference service',
      version: VERSION,
      description:
        'REST interface of the svc document and dossier validation service (docs/protocol.md). Errors are application/problem+json. ' +
        'Validation runs are started over MCP (POST /mcp, tool validate_dossier), not REST.',
    },
    servers: [{url: '/'}],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        apiKey: {in: 'header', name: 'X-API-Key', type: 'apiKey'},
        session: {in: 'cookie', name: 'svc_session', type: 'apiKey', description: 'Browser session from POST /api/auth/login; state-changing console calls also need X-CSRF-Token.'},
      },
    },
  }
}

export function registerOpenApiRoute(router: Router, app: AppContext): void {
  let document: Json | undefined
  router.get('/openapi.json', ({res}) => {
    // Built on first use: start-up does not pay for it.
    document ??= openApiDocument({maxUploadBytes: app.options.maxUploadBytes})
    sendJson(res, 200, document, {'cache-control': 'public, max-age=300'})
  })
}
