/**
 * The web console at `/` (docs/console.md): server-rendered pages and plain HTML forms, each
 * state-changing form with a CSRF token (console/session.ts). Same origin as the API; it reads
 * and writes through the same store functions as the API, with the same permissions.
 */
import type {IncomingMessage, ServerResponse} from 'node:http'

import {sql} from 'kysely'

import type {AppContext} from '../app.js'
import type {RequestContext, Router} from '../http/router.js'

import {attemptSignUp, createInvitation, listInvitations, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, setSignupMode, signupMode} from '../console/accounts.js'
import {asset} from '../console/assets.js'
import type {Html} from '../console/html.js'
import {LANG_COOKIE, LANGS, languageOf, translator, type Lang, type MessageKey} from '../console/i18n.js'
import {createKey, listKeys, MAX_ACTIVE_KEYS, MAX_LABEL_LENGTH, revokeKey} from '../console/keys.js'
import * as pages from '../console/pages.js'
import {anonymousCsrf, consoleSession, isHttps, requireCsrf, type ConsoleSession} from '../console/session.js'
import type {User} from '../auth.js'
import {getSpace, listSpaces} from '../documents/spaces.js'
import {accessFor, deleteDocument, listVisibleDocumentRows, requireSpaceRole, requireVisibleDocument} from '../documents/store.js'
import {isPostgres} from '../db/database.js'
import {HttpProblem, notFound} from '../http/problem.js'
import {requireId} from '../http/schema.js'
import {requireUuid} from '../http/validate.js'
import {jobProgress} from '../ingest/jobs.js'
import {ingestQueue} from '../ingest/queue.js'
import {canSeeRun} from '../runs/dossier.js'
import {runManager} from '../runs/manager.js'
import {ToolError} from '../runs/messages.js'
import {getRun, type RunRow} from '../runs/store.js'
import {attemptLogin, createSession, deleteSession, readCookie, SESSION_COOKIE, SESSION_TTL_MS, sessionCookie} from '../sessions.js'
import type {Report} from '../validation/report.js'

/** No inline script or style, nothing from another origin, no framing. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
}

/** Largest form body (the forms are small; uploads go to the batch-upload endpoint). */
const MAX_FORM_BYTES = 64 * 1024
/** Documents per page of a space. */
const PAGE_SIZE = 100
/** Runs listed per space (newest first). */
const MAX_RUNS_LISTED = 50
/** How long an answer waits for the run to pause again or finish before the page shows it running. */
const ANSWER_WAIT_MS = 3000

interface Page {
  title: string
  body: Html
  nav?: 'admin' | 'keys' | 'spaces'
  status?: number
  headers?: Record<string, string | string[]>
}

export function registerConsoleRoutes(router: Router, app: AppContext): void {
  const {db} = app

  /** The page context: language, CSRF token (session's, or the anonymous cookie's, set here if new). */
  const contextOf = (req: IncomingMessage, url: URL, session?: ConsoleSession): {ctx: pages.PageContext; setCookie?: string} => {
    const lang = languageOf(req)
    if (session) return {ctx: {csrf: session.csrf, lang, path: url.pathname, t: translator(lang), user: session.user}}
    const anonymous = anonymousCsrf(req)
    return {ctx: {csrf: anonymous.token, lang, path: url.pathname, t: translator(lang)}, setCookie: anonymous.setCookie}
  }

  const send = (res: ServerResponse, ctx: pages.PageContext, page: Page, setCookie?: string) => {
    const body = pages.layout(ctx, page).toString()
    const {'set-cookie': pageCookies, ...headers} = page.headers ?? {}
    const cookies = [...(setCookie ? [setCookie] : []), ...([pageCookies ?? []].flat() as string[])]
    res.writeHead(page.status ?? 200, {
      ...headers,
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'content-language': ctx.lang,
      'content-length': Buffer.byteLength(body),
      'content-type': 'text/html; charset=utf-8',
      ...(cookies.length ? {'set-cookie': cookies} : {}),
    })
    res.end(body)
  }

  const redirect = (res: ServerResponse, location: string, cookies: string[] = []) => {
    res.writeHead(303, {...SECURITY_HEADERS, 'cache-control': 'no-store', location, ...(cookies.length ? {'set-cookie': cookies} : {})})
    res.end()
  }

  /**
   * A console route: renders what the handler returns; a problem becomes an error page with its
   * status (never a stack trace). `signedIn` routes send visitors without a session to sign in.
   */
  const route = (
    method: 'GET' | 'POST',
    path: string,
    handler: (c: RequestContext & {session?: ConsoleSession; ctx: pages.PageContext; form: URLSearchParams}) => Promise<Page | void> | Page | void,
    options: {signedIn?: boolean} = {signedIn: true},
  ) => {
    router.add(method, path, async (rc) => {
      const session = await consoleSession(db, rc.req)
      const {ctx, setCookie} = contextOf(rc.req, rc.url, session)
      try {
        if (options.signedIn && !session) {
          if (method === 'POST') rc.req.resume()
          redirect(rc.res, '/sign-in')
          return
        }

        const form = method === 'POST' ? await readForm(rc.req) : new URLSearchParams()
        if (method === 'POST') await requireCsrf(db, rc.req, form.get('csrf') ?? '')
        const page = await handler({...rc, ctx, form, session})
        if (page) send(rc.res, ctx, page, setCookie)
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error
        if (rc.res.headersSent) return
        const detail = problemText(ctx, error)
        send(rc.res, ctx, {body: pages.errorPage(ctx, detail), status: error.status, title: ctx.t('error.title')}, setCookie)
      }
    })
  }

  // ------------------------------------------------------------ static files and entry

  router.get('/assets/:name', ({params, req, res}) => {
    const found = asset(params.name)
    if (!found) throw notFound(`No console asset named ${params.name}.`)
    const headers = {...SECURITY_HEADERS, 'cache-control': 'public, max-age=3600', 'content-type': found.type, etag: found.etag}
    if (req.headers['if-none-match'] === found.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }

    res.writeHead(200, {...headers, 'content-length': found.body.length})
    res.end(req.method === 'HEAD' ? undefined : found.body)
  })

  route('GET', '/', ({res, session}) => redirect(res, session ? '/spaces' : '/sign-in'), {signedIn: false})

  // ------------------------------------------------------------ sign in, sign up, sign out, language

  route(
    'GET',
    '/sign-in',
    async ({ctx, res, session, url}) => {
      if (session) return redirect(res, '/spaces')
      const message = url.searchParams.has('signed_out') ? ctx.t('signin.signedout') : url.searchParams.has('signed_up') ? ctx.t('signup.done') : undefined
      return {body: pages.signInPage(ctx, {message, signup: await signupMode(db)}), title: ctx.t('signin.title')}
    },
    {signedIn: false},
  )

  // The same login as POST /api/auth/login, with its rate limits (attemptLogin: 401, or 429 with Retry-After).
  route(
    'POST',
    '/sign-in',
    async ({ctx, form, req, res}) => {
      const email = (form.get('email') ?? '').trim().slice(0, 320)
      const password = form.get('password') ?? ''
      let user: User
      try {
        if (!email || !password) throw new HttpProblem(401, 'invalid_credentials', 'Wrong email or password.')
        user = await attemptLogin(db, req, email, password)
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error
        const retry = error.status === 429 ? error.extra.retry_after : undefined
        return {
          body: pages.signInPage(ctx, {email, error: signInError(ctx, error), signup: await signupMode(db)}),
          headers: retry === undefined ? undefined : {'retry-after': String(retry)},
          status: error.status,
          title: ctx.t('signin.title'),
        }
      }

      const {token} = await createSession(db, user.id)
      redirect(res, '/spaces', [sessionCookie(req, token, SESSION_TTL_MS / 1000)])
    },
    {signedIn: false},
  )

  route(
    'GET',
    '/sign-up',
    async ({ctx, res, session}) => {
      if (session) return redirect(res, '/keys')
      return {body: pages.signUpPage(ctx, {minPassword: MIN_PASSWORD_LENGTH, signup: await signupMode(db)}), title: ctx.t('signup.title')}
    },
    {signedIn: false},
  )

  // Rate-limited per address (429 with Retry-After). An accepted sign-up ends on the sign-in page
  // with the same words whether the email was new or already had an account (nothing is changed
  // then): signing in straight away would tell the two apart (docs/console.md, "Sign-up").
  route(
    'POST',
    '/sign-up',
    async ({ctx, form, req, res}) => {
      const input = {code: form.get('code'), email: form.get('email'), name: form.get('name'), password: form.get('password')}
      try {
        await attemptSignUp(db, req, input)
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error
        const retry = error.status === 429 ? error.extra.retry_after : undefined
        const message = signUpError(ctx, error)
        const body = pages.signUpPage(ctx, {email: input.email ?? '', error: message, minPassword: MIN_PASSWORD_LENGTH, name: input.name ?? '', signup: await signupMode(db)})
        return {body, headers: retry === undefined ? undefined : {'retry-after': String(retry)}, status: error.status, title: ctx.t('signup.title')}
      }

      redirect(res, '/sign-in?signed_up=1')
    },
    {signedIn: false},
  )

  route('POST', '/sign-out', async ({req, res}) => {
    const token = readCookie(req, SESSION_COOKIE)
    if (token) await deleteSession(db, token)
    redirect(res, '/sign-in?signed_out=1', [sessionCookie(req, '', 0)])
  })

  route(
    'POST',
    '/language',
    ({form, req, res}) => {
      const lang = form.get('lang') as Lang
      const back = form.get('back') ?? '/'
      // Only a path of this site: never an open redirect.
      const target = /^\/(?![/\\])[^\s]*$/.test(back) ? back : '/'
      const cookies = (LANGS as readonly string[]).includes(lang)
        ? [`${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${isHttps(req) ? '; Secure' : ''}`]
        : []
      redirect(res, target, cookies)
    },
    {signedIn: false},
  )

  // ------------------------------------------------------------ API keys

  const keysView = async (ctx: pages.PageContext, user: User, extra: {error?: string; message?: string; label?: string; status?: number} = {}): Promise<Page> => ({
    body: pages.keysPage(ctx, {keys: await listKeys(db, user.id), ...extra}),
    nav: 'keys',
    status: extra.status,
    title: ctx.t('keys.title'),
  })

  route('GET', '/keys', async ({ctx, session, url}) => {
    const revoked = url.searchParams.get('revoked')
    const key = revoked ? (await listKeys(db, session!.user.id)).find((k) => k.id === revoked) : undefined
    const message = key ? ctx.t('keys.revoked_done', {name: `${key.prefix}_${key.type}_… ${key.label ?? ''}`.trim()}) : undefined
    return await keysView(ctx, session!.user, {message})
  })

  route('POST', '/keys', async ({ctx, form, req, session}) => {
    try {
      const {info, key} = await createKey(db, session!.user, {label: form.get('label'), type: form.get('type')})
      return {body: pages.keyCreatedPage(ctx, {info, key, origin: originOf(req)}), nav: 'keys', status: 201, title: ctx.t('keys.created_title')}
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error
      return await keysView(ctx, session!.user, {error: problemText(ctx, error), label: form.get('label') ?? '', status: error.status})
    }
  })

  route('POST', '/keys/:id/revoke', async ({params, res, session}) => {
    const info = await revokeKey(db, session!.user, params.id)
    redirect(res, `/keys?revoked=${encodeURIComponent(info.id)}`)
  })

  // ------------------------------------------------------------ spaces, documents, runs

  route('GET', '/spaces', async ({ctx, session}) => ({body: pages.spacesPage(ctx, await listSpaces(db, session!.user)), nav: 'spaces', title: ctx.t('spaces.title')}))

  route('GET', '/spaces/:id', async ({ctx, params, session, url}) => {
    const user = session!.user
    const space = await getSpace(db, user, requireUuid(params.id, 'space id'))
    const offset = Math.max(0, Math.min(Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0, Number.MAX_SAFE_INTEGER))
    const {rows, total} = await listVisibleDocumentRows(db, user, {limit: PAGE_SIZE, offset, spaceId: space.id})
    const documents = await Promise.all(
      rows.map(async (row) => ({
        access: await accessFor(db, user, row),
        progress: row.doc_status === 'processing' ? await jobProgress(db, row.id) : undefined,
        row,
      })),
    )
    const deleted = url.searchParams.get('deleted')
    const message = deleted && /^\d+$/.test(deleted) ? ctx.t('delete.done', {id: deleted}) : undefined
    return {body: pages.spacePage(ctx, {documents, limit: PAGE_SIZE, message, offset, runs: await runsOf(space.id), space, total}), nav: 'spaces', title: space.name}
  })

  route('POST', '/spaces/:id/validate', async ({ctx, params, res, session}) => {
    const user = session!.user
    const spaceId = requireUuid(params.id, 'space id')
    await requireSpaceRole(db, user, spaceId)
    // The run goes on after this request: its id comes with its first event (validate:start), or
    // with the call's result when it ends (or is refused) first.
    const runId = await new Promise<string | undefined>((resolve) => {
      runManager(app)
        .call(user, {dossier_id: spaceId, language: ctx.lang, level: 'both', on_ambiguity: 'prompt'}, {push: (event) => resolve(event.run_id)})
        .then((result) => resolve(result.run_id), () => resolve(undefined))
    })
    redirect(res, runId ? `/runs/${runId}` : `/spaces/${spaceId}`)
  })

  route('GET', '/documents/:id/delete', async ({ctx, params, session}) => {
    const row = await requireVisibleDocument(db, session!.user, requireId(params.id))
    return {body: pages.deletePage(ctx, row), nav: 'spaces', title: ctx.t('delete.title')}
  })

  route('POST', '/documents/:id/delete', async ({params, res, session}) => {
    const row = await deleteDocument(app, session!.user, requireId(params.id))
    ingestQueue(app).cancel(row.id)
    redirect(res, row.space_id ? `/spaces/${row.space_id}?deleted=${row.id}` : '/spaces')
  })

  const visibleRun = async (user: User, runId: string): Promise<RunRow> => {
    const run = await getRun(db, runId)
    if (!run || !await canSeeRun(db, user, run)) throw notFound(`Run ${runId} does not exist or is not visible to you.`, 'run_not_found')
    return run
  }

  const runView = async (ctx: pages.PageContext, run: RunRow, extra: {error?: string; message?: string; status?: number} = {}): Promise<Page> => {
    const space = await db.selectFrom('spaces').select('name').where('id', '=', run.dossier_id).executeTakeFirst()
    const report = run.report && (run.status === 'complete' || run.status === 'failed') ? (JSON.parse(run.report) as Report) : undefined
    return {
      body: pages.runPage(ctx, {...extra, report, run, spaceName: space?.name ?? run.dossier_id}),
      nav: 'spaces',
      status: extra.status,
      title: report ? ctx.t('report.title') : ctx.t('run.title'),
    }
  }

  route('GET', '/runs/:id', async ({ctx, params, session, url}) => {
    const run = await visibleRun(session!.user, params.id)
    return await runView(ctx, run, {message: url.searchParams.has('answered') ? ctx.t('run.answer_sent') : undefined})
  })

  route('POST', '/runs/:id/answer', async ({ctx, form, params, res, session}) => {
    const user = session!.user
    const run = await visibleRun(user, params.id)
    const hitlResponse = answerOf(run, form)
    const call = runManager(app).call(user, {dossier_id: run.dossier_id, hitl_response: hitlResponse, language: run.language, run_id: run.id}, {push() {}})
    // A refusal (an answer that does not fit, a race lost) comes at once; a run that takes long
    // is shown running (its page refreshes itself).
    const outcome = await Promise.race([
      call.then(
        () => undefined,
        (error: unknown) => error,
      ),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ANSWER_WAIT_MS).unref()),
    ])
    if (outcome instanceof ToolError) return await runView(ctx, await getRun(db, run.id) ?? run, {error: outcome.message, status: outcome.code === 'conflict' ? 409 : 422})
    if (outcome instanceof Error) throw outcome
    redirect(res, `/runs/${run.id}?answered=1`)
  })

  // ------------------------------------------------------------ administration

  const adminView = async (ctx: pages.PageContext, extra: {error?: string; message?: string; status?: number} = {}): Promise<Page> => ({
    body: pages.adminPage(ctx, {invitations: await listInvitations(db), mode: await signupMode(db), ...extra}),
    nav: 'admin',
    status: extra.status,
    title: ctx.t('admin.title'),
  })
  const requireAdminSession = (session?: ConsoleSession) => {
    if (!session?.user.is_admin) throw new HttpProblem(403, 'admin_only', 'This page is for administrators only.')
  }

  route('GET', '/admin', async ({ctx, session}) => {
    requireAdminSession(session)
    return await adminView(ctx)
  })

  route('POST', '/admin/signup', async ({ctx, form, session}) => {
    requireAdminSession(session)
    await setSignupMode(db, session!.user, form.get('signup'))
    return await adminView(ctx, {message: ctx.t('admin.saved')})
  })

  route('POST', '/admin/invitations', async ({ctx, form, session}) => {
    requireAdminSession(session)
    try {
      const {code, invitation} = await createInvitation(db, session!.user, form.get('email'))
      return await adminView(ctx, {message: ctx.t('admin.invite_code', {code, email: invitation.email}), status: 201})
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error
      return await adminView(ctx, {error: problemText(ctx, error), status: error.status})
    }
  })

  async function runsOf(spaceId: string): Promise<pages.RunSummary[]> {
    const verdict = isPostgres(db) ? sql<null | string>`(report::jsonb)->>'global_verdict'` : sql<null | string>`json_extract(report, '$.global_verdict')`
    return db
      .selectFrom('runs')
      .select(['id', 'status', 'level', 'created_at', sql<null | string>`CASE WHEN report IS NULL THEN NULL ELSE ${verdict} END`.as('global_verdict')])
      .where('dossier_id', '=', spaceId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_RUNS_LISTED)
      .execute() as Promise<pages.RunSummary[]>
  }
}

/**
 * The hitl_response of an answer form: the paused form's own fields only (the run checks the
 * rest, as for Mode B over MCP). For a missing document, `continue` is Mode A (no hitl_response)
 * and skip/abandon are its decisions.
 */
export function answerOf(run: RunRow, form: URLSearchParams): Record<string, unknown> | undefined {
  if (run.status !== 'paused' || !run.prompt) return form.get('mode') === 'continue' ? undefined : {}
  const prompt = JSON.parse(run.prompt) as {waiting_for?: string; config?: {fields?: {name: string; kind: string}[]}}
  if (prompt.waiting_for === 'missing_document') {
    const decision = form.get('missing_document')
    return decision ? {missing_document: decision} : undefined
  }

  const answer: Record<string, unknown> = {}
  for (const field of prompt.config?.fields ?? []) {
    if (field.kind === 'file') continue
    if (field.kind === 'boolean') {
      answer[field.name] = form.get(field.name) === 'true'
      continue
    }

    const value = form.get(field.name)
    if (value !== null && value !== '') answer[field.name] = value
  }

  return answer
}

/**
 * A refusal in the page's language, for the problems a console page can meet in normal use; the
 * problem's own detail (English) for anything else.
 */
function problemText(ctx: pages.PageContext, error: HttpProblem): string {
  const known: Partial<Record<string, MessageKey>> = {
    admin_only: 'error.admin_only',
    csrf_failed: 'error.csrf',
    invalid_email: 'signup.error.email',
    invalid_key_type: 'error.key_type',
    invalid_label: 'error.label',
    key_not_found: 'error.not_found',
    run_not_found: 'error.not_found',
    space_not_found: 'error.not_found',
    too_many_invitations: 'error.too_many_invitations',
    too_many_keys: 'error.too_many_keys',
  }
  const key = known[error.code]
  return key ? ctx.t(key, {keys: MAX_ACTIVE_KEYS, label: MAX_LABEL_LENGTH}) : error.detail
}

/** A sign-in refusal in the page's language. */
function signInError(ctx: pages.PageContext, error: HttpProblem): string {
  if (error.status === 401) return ctx.t('signin.wrong')
  if (error.code === 'too_many_logins') return ctx.t('signin.too_many', {seconds: String(error.extra.retry_after ?? '')})
  return error.detail
}

/** A sign-up refusal in the page's language (the problem's own detail, in English, for anything unforeseen). */
function signUpError(ctx: pages.PageContext, error: HttpProblem): string {
  switch (error.code) {
    case 'invalid_email': {
      return ctx.t('signup.error.email')
    }

    case 'invalid_invitation': {
      return ctx.t('signup.error.invitation')
    }

    case 'invalid_name': {
      return ctx.t('signup.error.name')
    }

    case 'invalid_password': {
      return ctx.t('signup.error.password', {max: MAX_PASSWORD_LENGTH, min: MIN_PASSWORD_LENGTH})
    }

    case 'signup_closed': {
      return ctx.t('signup.closed')
    }

    case 'too_many_signups': {
      return ctx.t('signup.error.too_many', {seconds: String(error.extra.retry_after ?? '')})
    }

    default: {
      return error.detail
    }
  }
}

/** The service's address as the browser reached it (for the `export SVC_URL=...` line). */
function originOf(req: IncomingMessage): string {
  const host = req.headers.host ?? '127.0.0.1'
  return `${isHttps(req) ? 'https' : 'http'}://${host}`
}

/** An application/x-www-form-urlencoded body (at most MAX_FORM_BYTES). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    req.resume()
    throw new HttpProblem(415, 'unsupported_media_type', 'Console forms are sent as application/x-www-form-urlencoded.')
  }

  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw new HttpProblem(413, 'body_too_large', `The form is larger than ${MAX_FORM_BYTES} bytes.`)
    chunks.push(chunk as Buffer)
  }

  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
