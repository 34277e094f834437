/**
 * The REST interface as data: each route's path, parameters, body and answers as zod schemas.
 * Route handlers validate their input with these (http/schema.ts parse*), the OpenAPI document
 * (http/openapi.ts) is generated from them, and the API fuzzing test checks every answer against
 * them. docs/protocol.md has the prose.
 */
import {z} from 'zod'

import {MAX_LABEL_LENGTH, validateLabel} from '../console/keys.js'
import {validateSpaceName} from '../documents/spaces.js'
import type {HttpProblem} from './problem.js'
import {idParam, intQuery, MAX_BYTES, oneOf, text, uuidField, type ApiRoute} from './schema.js'

/** Largest page of the list calls (docs/protocol.md, Documents). */
export const MAX_LIMIT = 200
export const DEFAULT_LIMIT = 50

/** Most file parts in one upload (docs/protocol.md, Batch upload). */
export const MAX_UPLOAD_FILES = 100
/** Most non-file fields in one upload (`space_id` and whatever else a client sends). */
export const MAX_UPLOAD_FIELDS = 20
/** The per-file limit when the service is started without --max-upload-mb (app.ts). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024

/** The 401 codes of a route that takes an X-API-Key (auth.ts authenticate). */
const KEY_401 = ['missing_api_key', 'invalid_api_key', 'revoked_api_key'] as const

/**
 * The 401 codes of each way to authenticate, for the routes that list none of their own: an
 * X-API-Key (auth.ts authenticate; with a console session instead, its absence is the key's
 * 401), the console session (console/session.ts requireSession).
 */
export const AUTH_401_CODES: Record<ApiRoute['auth'], readonly string[] | undefined> = {
  key: KEY_401,
  key_or_session: KEY_401,
  none: undefined,
  session: ['session_required'],
}

const ISO = z.string().meta({format: 'date-time'})
const NULLABLE_ISO = ISO.nullable()

export const Problem = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    code: z.string(),
    instance: z.string().optional(),
  })
  .meta({id: 'Problem', description: 'RFC 9457 problem (application/problem+json); extra members depend on the code.'})

const Pagination = z.object({limit: z.int(), offset: z.int(), total: z.int()}).meta({id: 'Pagination'})
const DocumentsPagination = Pagination.extend({
  next: z.string().optional().meta({description: 'Present when more documents follow: pass it as `cursor` for the next page (cheaper than a deep offset).'}),
}).meta({id: 'DocumentsPagination'})

const Role = z.enum(['owner', 'editor', 'viewer'])

const DocumentSummary = z
  .object({
    id: z.int(),
    file_name: z.string(),
    mime_type: z.string().nullable(),
    size: z.int().nullable(),
    doc_type: z.string(),
    doc_status: z.string(),
    num_pages: z.int().nullable(),
    space_id: z.string().nullable(),
    folder_id: z.string().nullable(),
    created_at: ISO,
  })
  .meta({id: 'DocumentSummary'})

const DocumentDetail = DocumentSummary.extend({
  s3_path: z.string().optional(),
  bucket_name: z.string().optional(),
  bucket_path: z.string().optional(),
  file_infos: z.record(z.string(), z.unknown()).optional(),
  search_enabled: z.boolean(),
  status_detail: z.string().nullable(),
  processing: z.record(z.string(), z.unknown()).nullable().optional(),
  _access: z.object({type: Role, can_edit: z.boolean(), can_delete: z.boolean()}),
}).meta({id: 'DocumentDetail'})

const Space = z.object({id: z.string(), name: z.string(), role: Role, document_count: z.int(), created_at: ISO}).meta({id: 'Space'})

const Member = z.object({space_id: z.string(), user: z.object({id: z.string(), email: z.string(), name: z.string()}), role: Role}).meta({id: 'Member'})

const Key = z
  .object({
    id: z.string(),
    prefix: z.string(),
    type: z.enum(['live', 'test', 'service']),
    label: z.string().nullable(),
    created_at: ISO,
    last_used_at: NULLABLE_ISO,
    revoked_at: NULLABLE_ISO,
  })
  .meta({id: 'ApiKey'})

export const RUN_STATUSES = ['running', 'paused', 'complete', 'failed'] as const

const Run = z
  .object({
    run_id: z.string(),
    dossier_id: z.string(),
    status: z.enum(RUN_STATUSES),
    level: z.enum(['1', '2', 'both']),
    language: z.enum(['en', 'fr']),
    as_of: z.string().nullable(),
    started_by: z.string().meta({description: 'Email of the user who started the run.'}),
    waiting_for: z.string().nullable().meta({description: 'While paused: what the pending question waits for.'}),
    last_seq: z.int(),
    created_at: ISO,
    updated_at: ISO,
    finished_at: NULLABLE_ISO,
  })
  .meta({id: 'Run'})

const Report = z
  .looseObject({status: z.enum(['complete', 'failed']), global_verdict: z.string()})
  .meta({id: 'Report', description: 'The validation report (docs/protocol.md, Reports); stored as sent, every GET returns the same bytes.'})

/** One file of an upload: stored (a document now), or not (why). */
export const UploadResult = z
  .discriminatedUnion('status', [
    z.object({
      file_name: z.string().meta({description: 'The part\'s file name, sanitised (docs/protocol.md, Batch upload).'}),
      status: z.literal('uploaded'),
      id: z.int().min(1).meta({description: 'The new document.'}),
      doc_status: z.string().meta({description: 'processing until the text is read (ready for a type that is not read).'}),
      mime_type: z.string(),
      size: z.int().min(1),
    }),
    z.object({
      file_name: z.string(),
      status: z.literal('failed'),
      error: z.string().meta({description: 'Why this file was not stored, e.g. "The file is empty."'}),
    }),
  ])
  .meta({id: 'UploadResult'})

/** The space name: NFC, trimmed, 1..200 characters, no control characters (documents/spaces.ts). */
const spaceName = z
  .string({error: (issue) => `name must be a string, got ${issue.input === undefined ? 'nothing' : JSON.stringify(issue.input)}.`})
  .transform((value, ctx) => {
    try {
      return validateSpaceName(value)
    } catch (error) {
      ctx.addIssue({code: 'custom', message: (error as HttpProblem).detail})
      return z.NEVER
    }
  })
  .meta({minLength: 1, maxLength: 200})

const EMAIL = /^[^\s@]+@[^\s@]+$/

/** An API key's label: NFC, trimmed, at most MAX_LABEL_LENGTH characters, no control characters (console/keys.ts, shared with the console's form). */
const keyLabel = z
  .string({error: 'label must be a string.'})
  .transform((value, ctx) => {
    try {
      return validateLabel(value)
    } catch (error) {
      ctx.addIssue({code: 'custom', message: (error as HttpProblem).detail})
      return z.NEVER
    }
  })
  .meta({description: `At most ${MAX_LABEL_LENGTH} characters once trimmed, no control characters.`, maxLength: MAX_LABEL_LENGTH})

export const routes = {
  health: {auth: 'none', method: 'GET', path: '/healthz', responses: {200: {description: 'The service is up.', schema: z.object({status: z.literal('ok')})}}, summary: 'Liveness check', tag: 'service'},
  openapi: {
    auth: 'none',
    method: 'GET',
    path: '/openapi.json',
    responses: {200: {description: 'This document.', schema: z.looseObject({openapi: z.string(), paths: z.record(z.string(), z.unknown())})}},
    summary: 'The OpenAPI 3.1 document of the REST interface',
    tag: 'service',
  },
  me: {
    auth: 'key',
    method: 'GET',
    path: '/api/v1/me',
    responses: {
      200: {
        description: 'The key and its user.',
        schema: z.object({
          key: z.object({prefix: z.string(), type: z.enum(['live', 'test', 'service'])}),
          user: z.object({admin: z.boolean(), email: z.string(), id: z.string(), name: z.string()}),
        }),
      },
    },
    summary: 'Who the API key belongs to',
    tag: 'auth',
  },
  listDocuments: {
    auth: 'key',
    codes: {space: 'invalid_uuid'},
    method: 'GET',
    path: '/api/v1/documents',
    problems: [403, 404],
    query: z.object({
      limit: intQuery('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
      offset: intQuery('offset', 0, Number.MAX_SAFE_INTEGER, 0),
      space: uuidField('space').optional().meta({description: 'Only the documents of this space.'}),
      cursor: z
        .string()
        .max(64, {error: 'cursor must be pagination.next of a previous page (at most 64 characters).'})
        .optional()
        .meta({description: 'pagination.next of the previous page: the page after it (not with offset). Opaque.'}),
    }),
    responses: {
      200: {
        description: 'A page of the documents visible to the caller, ascending id.',
        schema: z.object({data: z.array(DocumentSummary), pagination: DocumentsPagination}),
      },
    },
    summary: 'List documents',
    tag: 'documents',
  },
  getDocument: {
    auth: 'key',
    codes: {id: 'invalid_id'},
    method: 'GET',
    params: z.object({id: idParam()}),
    path: '/api/v1/documents/{id}',
    problems: [404],
    responses: {200: {description: 'The document.', schema: DocumentDetail}},
    summary: 'Show a document',
    tag: 'documents',
  },
  deleteDocument: {
    auth: 'key',
    codes: {id: 'invalid_id'},
    method: 'DELETE',
    params: z.object({id: idParam()}),
    path: '/api/v1/documents/{id}',
    problems: [403, 404, 507],
    responses: {200: {description: 'Deleted.', schema: z.object({deleted: z.literal(true), id: z.int()})}},
    summary: 'Delete a document',
    tag: 'documents',
  },
  listSpaces: {
    auth: 'key',
    method: 'GET',
    path: '/api/v1/spaces',
    responses: {200: {description: "The caller's spaces.", schema: z.object({data: z.array(Space)})}},
    summary: 'List spaces',
    tag: 'spaces',
  },
  createSpace: {
    auth: 'key',
    body: z.object({name: spaceName}),
    method: 'POST',
    path: '/api/v1/spaces',
    problems: [413, 415, 507],
    responses: {201: {description: 'Created; the caller is its owner.', schema: Space}},
    summary: 'Create a space',
    tag: 'spaces',
  },
  getSpace: {
    auth: 'key',
    codes: {id: 'invalid_uuid'},
    method: 'GET',
    params: z.object({id: uuidField('space id')}),
    path: '/api/v1/spaces/{id}',
    problems: [404],
    responses: {200: {description: 'The space.', schema: Space}},
    summary: 'Show a space',
    tag: 'spaces',
  },
  setMember: {
    auth: 'key',
    body: z.object({
      email: z.string({error: (issue) => `email must be an email address, got ${JSON.stringify(issue.input ?? null)}.`}).regex(EMAIL, {error: (issue) => `email must be an email address, got ${JSON.stringify(issue.input ?? null)}.`}),
      role: oneOf('role', ['owner', 'editor', 'viewer']),
    }),
    codes: {id: 'invalid_uuid'},
    method: 'POST',
    params: z.object({id: uuidField('space id')}),
    path: '/api/v1/spaces/{id}/members',
    problems: [403, 404, 409, 413, 415, 507],
    responses: {200: {description: 'The role of an existing member was set.', schema: Member}, 201: {description: 'Added.', schema: Member}},
    summary: 'Add a member to a space or change their role',
    tag: 'spaces',
  },
  upload: {
    auth: 'key_or_session',
    // Streamed (routes/upload.ts): each field is checked by its schema here as it arrives
    // (parseField), the files go to the store as they come; the limits are the parser's.
    body: z.object({
      files: z
        .array(z.string().meta({contentMediaType: 'application/octet-stream', description: 'The file\'s bytes; its file name and Content-Type come in the part\'s headers.'}))
        .min(1, {error: 'The request has no file parts; send one or more "files" parts.'})
        .max(MAX_UPLOAD_FILES)
        .meta({
          description:
            `One part per file, at most ${MAX_UPLOAD_FILES} (413 too_many_files), each at most the service's --max-upload-mb ` +
            `(${DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024)} MiB by default; a file of exactly the limit is accepted; over it: 413 payload_too_large, nothing of the request kept). ` +
            'A part is a file, whatever its field name, when it has a file name (filename or filename*) or the type application/octet-stream; ' +
            'other parts are fields (a file input left empty, filename="" with no bytes, is one). An empty file is a failed result, not a refused request.',
          [MAX_BYTES]: DEFAULT_MAX_UPLOAD_BYTES,
        }),
      space_id: uuidField('space_id')
        .optional()
        .meta({
          description:
            "The space the files go to (owner or editor role); none, or an empty value: the caller's own documents. Checked as soon as it arrives, wherever it comes among the parts; " +
            `given twice with different values: 400 invalid_space_id. Fields other than these are ignored, at most ${MAX_UPLOAD_FIELDS} in all (413 too_many_fields).`,
        }),
    }),
    bodyType: 'multipart/form-data',
    codes: {files: 'no_files', space_id: 'invalid_uuid'},
    method: 'POST',
    path: '/api/v2/files/batch-upload',
    problemCodes: {
      400: ['invalid_uuid', 'invalid_space_id', 'invalid_body', 'no_files'],
      403: ['forbidden', 'csrf_failed'],
      404: ['space_not_found'],
      413: ['payload_too_large', 'too_many_files', 'too_many_fields'],
      415: ['unsupported_media_type'],
      507: ['insufficient_storage'],
    },
    responses: {
      200: {
        description: 'One result per file part, in request order (ids ascend in that order); stored files answer doc_status processing (ready for a type that is not read).',
        schema: z.object({results: z.array(UploadResult).max(MAX_UPLOAD_FILES)}),
      },
    },
    summary: 'Upload files (multipart, streamed)',
    tag: 'documents',
  },
  download: {
    auth: 'session',
    codes: {id: 'invalid_id'},
    method: 'GET',
    params: z.object({id: idParam()}),
    path: '/api/download/file/{id}',
    problemCodes: {
      400: ['invalid_id'],
      401: ['missing_session', 'invalid_session', 'api_key_not_accepted'],
      404: ['not_found'],
      409: ['connector_not_downloadable'],
      410: ['file_missing'],
    },
    responses: {
      200: {
        description: 'The stored file, streamed, with its stored MIME type as Content-Type (HEAD: the headers only).',
        headers: {
          'Cache-Control': 'private, no-store',
          'Content-Disposition': 'attachment, with an ASCII fallback filename and the exact UTF-8 name in filename* (RFC 6266).',
          'Content-Length': 'The file\'s size in bytes.',
          'X-Content-Type-Options': 'nosniff',
        },
        mediaType: '*/*',
      },
    },
    summary: 'Download a stored file (browser session; API keys are not accepted)',
    tag: 'documents',
  },
  login: {
    auth: 'none',
    body: z.object({
      email: text('email', 320),
      password: z.string({error: 'password must be a non-empty string.'}).min(1, {error: 'password must be a non-empty string.'}),
    }),
    method: 'POST',
    path: '/api/auth/login',
    problems: [401, 403, 413, 415, 507],
    responses: {
      200: {
        description: 'Signed in; the session cookie is set.',
        schema: z.object({expires_at: ISO, user: z.object({email: z.string(), id: z.string(), name: z.string()})}),
      },
    },
    summary: 'Sign in (session cookie for downloads and the console)',
    tag: 'auth',
  },
  logout: {
    auth: 'none',
    method: 'POST',
    path: '/api/auth/logout',
    problems: [403],
    responses: {200: {description: 'Signed out.', schema: z.object({logged_out: z.literal(true)})}},
    summary: 'Sign out',
    tag: 'auth',
  },
  chat: {
    auth: 'key',
    body: z.object({
      query: z
        .string({error: 'query must be a non-empty string.'})
        .trim()
        .min(1, {error: 'query must be a non-empty string.'})
        .max(4000, {error: (issue) => `query must be at most 4000 characters, got ${String((issue.input as string | undefined)?.length)}.`}),
      space_id: uuidField('space_id').nullable().optional(),
      language: z.enum(['fr', 'en'], {error: (issue) => `language must be "fr" or "en", got ${JSON.stringify(issue.input)}.`}).optional(),
      conversation_id: z.string({error: 'conversation_id must be a non-empty string.'}).min(1, {error: 'conversation_id must be a non-empty string.'}).optional(),
    }),
    codes: {space_id: 'invalid_uuid'},
    method: 'POST',
    path: '/api/v1/chat',
    problems: [404, 413, 415, 507],
    responses: {200: {description: 'Server-sent events (docs/protocol.md, Chat).', mediaType: 'text/event-stream'}},
    summary: 'Ask a question (SSE answer)',
    tag: 'chat',
  },
  agentResume: {
    auth: 'key',
    body: z.object({
      correlation_id: z
        .string({error: 'correlation_id must be a non-empty string (the chat_prompt event carries it).'})
        .min(1, {error: 'correlation_id must be a non-empty string (the chat_prompt event carries it).'}),
      response: z.object({value: z.string()}, {error: 'response must be an object {"value": "<one of the prompt\'s option values>"}.'}),
    }),
    method: 'POST',
    path: '/api/agent-resume',
    // Besides its schema's: a value that is not one of the prompt's options (chat/prompt-store.ts).
    problemCodes: {400: ['invalid_response_value']},
    problems: [404, 409, 413, 415],
    responses: {200: {description: 'Server-sent events continuing the chat.', mediaType: 'text/event-stream'}},
    summary: 'Answer a chat prompt (SSE answer)',
    tag: 'chat',
  },
  report: {
    auth: 'key',
    method: 'GET',
    params: z.object({run_id: z.string()}),
    path: '/api/v1/reports/{run_id}',
    problems: [404, 409],
    query: z.object({format: oneOf('format', ['json', 'markdown']).optional()}),
    responses: {200: {description: 'The report (JSON, or Markdown with format=markdown).', schema: Report}, 304: {description: 'Not modified (If-None-Match).'}},
    summary: 'The report of a finished run',
    tag: 'runs',
  },
  listRuns: {
    auth: 'key',
    codes: {dossier_id: 'invalid_uuid'},
    method: 'GET',
    path: '/api/v1/runs',
    query: z.object({
      dossier_id: uuidField('dossier_id').optional().meta({description: 'Only the runs of this dossier (space).'}),
      status: oneOf('status', RUN_STATUSES).optional(),
      limit: intQuery('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
      offset: intQuery('offset', 0, Number.MAX_SAFE_INTEGER, 0),
    }),
    responses: {
      200: {
        description: "The caller's runs and those of the spaces they are a member of, newest first.",
        schema: z.object({data: z.array(Run), pagination: Pagination}),
      },
    },
    summary: 'Find validation runs (a lost run_id)',
    tag: 'runs',
  },
  listKeys: {
    auth: 'session',
    method: 'GET',
    path: '/api/v1/keys',
    responses: {200: {description: "The signed-in user's API keys.", schema: z.object({data: z.array(Key)})}},
    summary: 'List API keys (console session)',
    tag: 'keys',
  },
  createKey: {
    auth: 'session',
    body: z.object({
      // type first: a body wrong in both is refused for its type, as before the label was checked here.
      type: z.enum(['live', 'test', 'service', ''], {error: (issue) => `type must be live, test or service, got ${JSON.stringify(issue.input)}.`}).nullable().optional(),
      label: keyLabel.nullable().optional(),
    }),
    codes: {type: 'invalid_key_type'},
    method: 'POST',
    path: '/api/v1/keys',
    problems: [403, 409, 413, 415, 507],
    responses: {201: {description: 'Created; `key` is the secret, shown only here.', schema: Key.extend({key: z.string()})}},
    summary: 'Create an API key (console session, X-CSRF-Token)',
    tag: 'keys',
  },
  revokeKey: {
    auth: 'session',
    method: 'DELETE',
    params: z.object({id: z.string()}),
    path: '/api/v1/keys/{id}',
    problems: [403, 404],
    responses: {200: {description: 'Revoked (revoking twice is a no-op).', schema: Key}},
    summary: 'Revoke an API key (console session, X-CSRF-Token)',
    tag: 'keys',
  },
} satisfies Record<string, ApiRoute>

/** Every documented route, in document order. */
export const API_ROUTES: ApiRoute[] = Object.values(routes)

