/**
 * The console's pages, rendered on the server. Every value from users or files goes through the
 * escaping `html` template. No inline script or style (the Content-Security-Policy forbids them):
 * behaviour comes from /assets/console.js through data-* attributes, looks from console.css.
 */
import type {InvitationInfo, SignupMode} from './accounts.js'
import {assetUrl} from './assets.js'
import {html, raw, type Html} from './html.js'
import {formatDate, formatSize, type Lang, type MessageKey, type Translate} from './i18n.js'
import type {KeyInfo} from './keys.js'
import type {User} from '../auth.js'
import type {SpaceJson} from '../documents/spaces.js'
import type {Access, DocumentRow, SpaceRole} from '../documents/store.js'
import type {IngestProgress} from '../ingest/jobs.js'
import type {RunRow} from '../runs/store.js'
import type {Evidence} from '../validation/dossier.js'
import type {Report} from '../validation/report.js'

export interface PageContext {
  lang: Lang
  t: Translate
  /** The CSRF token for forms (session or anonymous). */
  csrf: string
  /** The path of this page (the language switch comes back to it). */
  path: string
  user?: User
}

export type Verdict = 'fail' | 'not_applicable' | 'pass' | 'warning'
export const GLYPHS: Record<Verdict, string> = {fail: '✗', not_applicable: '—', pass: '✓', warning: '⚠'}
const VERDICTS: Verdict[] = ['pass', 'fail', 'warning', 'not_applicable']

/** `label: value`, with French typography's space before the colon. */
const colon = (ctx: PageContext) => (ctx.lang === 'fr' ? '\u00A0: ' : ': ')

const csrfField = (ctx: PageContext) => html`<input type="hidden" name="csrf" value="${ctx.csrf}">`

export function layout(ctx: PageContext, page: {title: string; body: Html; nav?: 'admin' | 'keys' | 'spaces'}): Html {
  const {t, user} = ctx
  const navLink = (href: string, key: MessageKey, id: string) =>
    html`<li><a href="${href}"${page.nav === id ? raw(' aria-current="page"') : ''}>${t(key)}</a></li>`
  const other: Lang = ctx.lang === 'fr' ? 'en' : 'fr'
  return html`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${ctx.csrf}">
<title>${page.title} · ${t('app.name')}</title>
<link rel="icon" href="${assetUrl('icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assetUrl('console.css')}">
<script src="${assetUrl('console.js')}" defer></script>
</head>
<body>
<a class="skip" href="#main">${t('nav.skip')}</a>
<header class="top">
<a class="brand" href="/">${t('app.name')}</a>
${user
  ? html`<nav aria-label="${t('nav.main')}"><ul>
${navLink('/spaces', 'nav.spaces', 'spaces')}
${navLink('/keys', 'nav.keys', 'keys')}
${user.is_admin ? navLink('/admin', 'nav.admin', 'admin') : ''}
</ul></nav>`
  : ''}
<div class="tools">
<form method="post" action="/language" class="inline">${csrfField(ctx)}<input type="hidden" name="lang" value="${other}"><input type="hidden" name="back" value="${ctx.path}"><button type="submit" class="link" lang="${other}" aria-label="${t('nav.language')}${colon(ctx)}${t('lang.switch')}">${t('lang.switch')}</button></form>
${user
  ? html`<span class="who">${t('nav.signedin', {email: user.email})}</span>
<form method="post" action="/sign-out" class="inline">${csrfField(ctx)}<button type="submit" class="link">${t('nav.signout')}</button></form>`
  : ''}
</div>
</header>
<main id="main" tabindex="-1">
${page.body}
</main>
</body>
</html>
`
}

function notice(text: string | undefined, kind: 'error' | 'ok' = 'ok'): Html | '' {
  if (!text) return ''
  return kind === 'error' ? html`<p class="notice error" role="alert">${text}</p>` : html`<p class="notice ok" role="status">${text}</p>`
}

// ---------------------------------------------------------------- sign in / sign up

export function signInPage(ctx: PageContext, options: {email?: string; error?: string; message?: string; signup: SignupMode}): Html {
  const {t} = ctx
  return html`<h1>${t('signin.title')}</h1>
${notice(options.message)}${notice(options.error, 'error')}
<form method="post" action="/sign-in" class="stack narrow">
${csrfField(ctx)}
<label for="email">${t('signin.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}">
<label for="password">${t('signin.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t('signin.submit')}</button>
</form>
${options.signup === 'closed' ? '' : html`<p><a href="/sign-up">${t('signin.signup_link')}</a></p>`}`
}

export function signUpPage(ctx: PageContext, options: {email?: string; name?: string; error?: string; signup: SignupMode; minPassword: number}): Html {
  const {t} = ctx
  if (options.signup === 'closed') return html`<h1>${t('signup.title')}</h1>${notice(t('signup.closed'), 'error')}<p><a href="/sign-in">${t('signup.signin_link')}</a></p>`
  return html`<h1>${t('signup.title')}</h1>
${options.signup === 'invite' ? html`<p>${t('signup.invite_only')}</p>` : ''}
${notice(options.error, 'error')}
<form method="post" action="/sign-up" class="stack narrow">
${csrfField(ctx)}
<label for="email">${t('signin.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}">
<label for="name">${t('signup.name')}</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${options.name ?? ''}">
<label for="password">${t('signin.password')}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${options.minPassword}" aria-describedby="password-hint">
<p class="hint" id="password-hint">${t('signup.password_hint', {min: options.minPassword})}</p>
${options.signup === 'invite'
  ? html`<label for="code">${t('signup.code')}</label>
<input id="code" name="code" type="text" autocomplete="off" required aria-describedby="code-hint">
<p class="hint" id="code-hint">${t('signup.code_hint')}</p>`
  : ''}
<button type="submit">${t('signup.submit')}</button>
</form>
<p><a href="/sign-in">${t('signup.signin_link')}</a></p>`
}

// ---------------------------------------------------------------- API keys

const keyName = (k: KeyInfo) => `${k.prefix}_${k.type === 'service' ? 'svc' : k.type}_…`

export function keysPage(ctx: PageContext, options: {keys: KeyInfo[]; error?: string; message?: string; label?: string}): Html {
  const {lang, t, user} = ctx
  const rows = options.keys.map(
    (k) => html`<tr>
<td data-label="${t('keys.prefix')}"><code>${keyName(k)}</code></td>
<td data-label="${t('keys.type')}">${k.type}</td>
<td data-label="${t('keys.label')}">${k.label ?? ''}</td>
<td data-label="${t('keys.created')}">${formatDate(lang, k.created_at)}</td>
<td data-label="${t('keys.last_used')}">${k.last_used_at ? formatDate(lang, k.last_used_at) : t('common.date_never')}</td>
<td data-label="${t('keys.status')}">${k.revoked_at ? t('keys.revoked', {date: formatDate(lang, k.revoked_at)}) : t('keys.active')}</td>
<td data-label="${t('doc.actions')}">${k.revoked_at
      ? ''
      : html`<form method="post" action="/keys/${k.id}/revoke" class="inline">${csrfField(ctx)}<button type="submit" class="danger" aria-label="${t('keys.revoke_label', {name: `${keyName(k)} ${k.label ?? ''}`.trim()})}">${t('keys.revoke')}</button></form>`}</td>
</tr>`,
  )
  const typeOption = (type: 'live' | 'service' | 'test', key: MessageKey, checked = false) =>
    html`<div class="choice"><input type="radio" id="type-${type}" name="type" value="${type}"${checked ? raw(' checked') : ''}><label for="type-${type}">${t(key)}</label></div>`
  return html`<h1>${t('keys.title')}</h1>
<p>${t('keys.intro')}</p>
${notice(options.message)}${notice(options.error, 'error')}
${options.keys.length === 0
  ? html`<p>${t('keys.none')}</p>`
  : html`<table class="stack-on-phone" id="keys">
<thead><tr><th scope="col">${t('keys.prefix')}</th><th scope="col">${t('keys.type')}</th><th scope="col">${t('keys.label')}</th><th scope="col">${t('keys.created')}</th><th scope="col">${t('keys.last_used')}</th><th scope="col">${t('keys.status')}</th><th scope="col">${t('doc.actions')}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`}
<h2 id="create-key">${t('keys.create')}</h2>
<form method="post" action="/keys" class="stack narrow" aria-labelledby="create-key">
${csrfField(ctx)}
<label for="label">${t('keys.label')}</label>
<input id="label" name="label" type="text" maxlength="100" aria-describedby="label-hint" value="${options.label ?? ''}">
<p class="hint" id="label-hint">${t('keys.label_hint')}</p>
<fieldset><legend>${t('keys.type')}</legend>
${typeOption('live', 'keys.type_live', true)}
${typeOption('test', 'keys.type_test')}
${user?.is_admin ? typeOption('service', 'keys.type_service') : ''}
</fieldset>
<button type="submit">${t('keys.submit')}</button>
</form>`
}

export function keyCreatedPage(ctx: PageContext, options: {key: string; info: KeyInfo; origin: string}): Html {
  const {t} = ctx
  return html`<h1>${t('keys.created_title')}</h1>
<p class="notice warn" role="status">${t('keys.created_once')}</p>
<p><label for="new-key">${options.info.label ? `${t('keys.label')}${colon(ctx)}${options.info.label}` : t('keys.prefix')}</label></p>
<div class="secret">
<input id="new-key" type="text" readonly value="${options.key}" autocomplete="off" spellcheck="false">
<button type="button" data-copy="new-key" hidden>${t('keys.copy')}</button>
</div>
<p class="copy-status" role="status" aria-live="polite" id="copy-status" data-copied="${t('keys.copied')}"></p>
${options.info.type === 'service'
  ? html`<p>${t('keys.service_note')}</p>`
  : html`<p>${t('keys.use_login')}</p>
<pre id="use-login"><code>export SVC_URL=${options.origin}
svc auth login</code></pre>
<p>${t('keys.use_env')}</p>
<pre id="use-env"><code>export SVC_URL=${options.origin}
export SVC_API_KEY=${options.key}</code></pre>`}
<p><a class="button" href="/keys">${t('keys.done')}</a></p>`
}

// ---------------------------------------------------------------- spaces and documents

const roleWord = (t: Translate, role: SpaceRole) => t(`role.${role}` as MessageKey)

export function spacesPage(ctx: PageContext, spaces: SpaceJson[]): Html {
  const {lang, t} = ctx
  return html`<h1>${t('spaces.title')}</h1>
${spaces.length === 0
  ? html`<p>${t('spaces.none')}</p>`
  : html`<table class="stack-on-phone" id="spaces">
<thead><tr><th scope="col">${t('spaces.name')}</th><th scope="col">${t('spaces.role')}</th><th scope="col">${t('spaces.documents')}</th><th scope="col">${t('spaces.created')}</th></tr></thead>
<tbody>${spaces.map(
      (s) => html`<tr><td data-label="${t('spaces.name')}"><a href="/spaces/${s.id}">${s.name}</a></td><td data-label="${t('spaces.role')}">${roleWord(t, s.role)}</td><td data-label="${t('spaces.documents')}">${s.document_count}</td><td data-label="${t('spaces.created')}">${formatDate(lang, s.created_at)}</td></tr>`,
    )}</tbody>
</table>`}`
}

export interface DocumentView {
  row: DocumentRow
  access: Access
  progress?: IngestProgress
}

export interface RunSummary {
  id: string
  status: RunRow['status']
  level: RunRow['level']
  created_at: string
  global_verdict: null | string
}

function verdictBadge(t: Translate, verdict: null | string | undefined): Html | '' {
  if (!verdict || !(verdict in GLYPHS)) return ''
  const v = verdict as Verdict
  return html`<span class="verdict v-${v}"><span aria-hidden="true">${GLYPHS[v]}</span> ${t(`verdict.${v}` as MessageKey)}</span>`
}

function documentStatus(ctx: PageContext, doc: DocumentView): Html {
  const {t} = ctx
  const word = t(`status.${doc.row.doc_status}` as MessageKey)
  // Why a document failed or is not searchable (the API's status_detail), next to its status.
  if (doc.row.doc_status !== 'processing') {
    return html`<span class="status s-${doc.row.doc_status}">${word}</span>${doc.row.status_detail ? html` <span class="detail">${doc.row.status_detail}</span>` : ''}`
  }

  const p = doc.progress
  const detail = p ? (p.stage === 'queued' ? t('doc.queued', {position: p.queue_position ?? '?'}) : t('doc.extracting', {attempt: p.attempt})) : ''
  return html`<span class="status s-processing">${word}</span>${detail ? html` <span class="detail">${detail}</span>` : ''}
<progress aria-label="${t('doc.progress_label', {name: doc.row.file_name})}"></progress>`
}

export function spacePage(
  ctx: PageContext,
  options: {space: SpaceJson; documents: DocumentView[]; total: number; offset: number; limit: number; runs: RunSummary[]; message?: string; error?: string},
): Html {
  const {lang, t} = ctx
  const {space} = options
  const canUpload = space.role === 'owner' || space.role === 'editor'
  const processing = options.documents.some((d) => d.row.doc_status === 'processing')
  const first = options.offset + 1
  const last = options.offset + options.documents.length
  const rows = options.documents.map(({access, progress, row}) => {
    const actions: Html[] = []
    if (row.doc_type === 'document') actions.push(html`<a href="/api/download/file/${row.id}" download aria-label="${t('doc.download_label', {name: row.file_name})}">${t('doc.download')}</a>`)
    if (access.can_delete) actions.push(html`<a href="/documents/${row.id}/delete" class="danger-link" aria-label="${t('doc.delete_label', {name: row.file_name})}">${t('doc.delete')}</a>`)
    return html`<tr>
<td data-label="${t('doc.id')}">${row.id}</td>
<td data-label="${t('doc.name')}" class="name">${row.file_name}</td>
<td data-label="${t('doc.type')}">${row.doc_type === 'connector' ? t('doc.connector') : row.mime_type}</td>
<td data-label="${t('doc.size')}">${formatSize(lang, row.size)}</td>
<td data-label="${t('doc.pages')}">${row.num_pages ?? ''}</td>
<td data-label="${t('doc.status')}">${documentStatus(ctx, {access, progress, row})}</td>
<td data-label="${t('doc.created')}">${formatDate(lang, row.created_at)}</td>
<td data-label="${t('doc.actions')}" class="actions">${actions}</td>
</tr>`
  })
  const pager: Html[] = []
  if (options.offset > 0) pager.push(html`<a href="/spaces/${space.id}?offset=${Math.max(0, options.offset - options.limit)}">${t('space.previous')}</a>`)
  if (last < options.total) pager.push(html`<a href="/spaces/${space.id}?offset=${last}">${t('space.next')}</a>`)
  return html`<p class="crumbs"><a href="/spaces">${t('spaces.title')}</a></p>
<h1>${space.name}</h1>
<p>${t('spaces.role')}${colon(ctx)}${roleWord(t, space.role)}</p>
${notice(options.message)}${notice(options.error, 'error')}
${canUpload
  ? html`<section aria-labelledby="upload-title" class="upload">
<h2 id="upload-title">${t('space.upload')}</h2>
<form class="dropzone" data-upload="${space.id}" method="post" action="/api/v2/files/batch-upload" enctype="multipart/form-data" hidden
 data-uploading="${t('space.uploading')}" data-uploaded="${t('space.uploaded')}" data-failed="${t('space.upload_failed')}">
<p id="drop-help">${t('space.drop')}</p>
<label for="files">${t('space.choose')}</label>
<input id="files" name="files" type="file" multiple aria-describedby="drop-help">
<button type="submit">${t('space.upload_submit')}</button>
</form>
<p class="upload-status" role="status" aria-live="polite" id="upload-status"></p>
<p class="nojs">${t('space.upload_nojs', {space: space.id})}</p>
</section>`
  : html`<p>${t('space.viewer_note')}</p>`}
<section aria-labelledby="docs-title" id="documents"${processing ? raw(' data-refresh="2000"') : ''}>
<h2 id="docs-title">${t('space.documents')}</h2>
${options.documents.length === 0
  ? html`<p>${t('space.no_documents')}</p>`
  : html`<table class="stack-on-phone">
<thead><tr><th scope="col">${t('doc.id')}</th><th scope="col">${t('doc.name')}</th><th scope="col">${t('doc.type')}</th><th scope="col">${t('doc.size')}</th><th scope="col">${t('doc.pages')}</th><th scope="col">${t('doc.status')}</th><th scope="col">${t('doc.created')}</th><th scope="col">${t('doc.actions')}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
${options.total > options.documents.length ? html`<p>${t('space.more', {from: first, to: last, total: options.total})} ${pager}</p>` : ''}`}
</section>
<section aria-labelledby="runs-title" id="runs">
<h2 id="runs-title">${t('space.runs')}</h2>
<form method="post" action="/spaces/${space.id}/validate" class="inline">${csrfField(ctx)}<button type="submit">${t('space.validate')}</button></form>
${options.runs.length === 0
  ? html`<p>${t('space.no_runs')}</p>`
  : html`<table class="stack-on-phone">
<thead><tr><th scope="col">${t('runs.run')}</th><th scope="col">${t('runs.status')}</th><th scope="col">${t('runs.verdict')}</th><th scope="col">${t('runs.level')}</th><th scope="col">${t('runs.date')}</th></tr></thead>
<tbody>${options.runs.map(
      (r) => html`<tr><td data-label="${t('runs.run')}"><a href="/runs/${r.id}"><code>${r.id.slice(0, 8)}</code></a></td><td data-label="${t('runs.status')}">${t(`run.status.${r.status}` as MessageKey)}</td><td data-label="${t('runs.verdict')}">${verdictBadge(t, r.global_verdict)}</td><td data-label="${t('runs.level')}">${r.level}</td><td data-label="${t('runs.date')}">${formatDate(lang, r.created_at)}</td></tr>`,
    )}</tbody>
</table>`}
</section>`
}

export function deletePage(ctx: PageContext, row: DocumentRow): Html {
  const {lang, t} = ctx
  return html`<h1>${t('delete.title')}</h1>
<dl class="facts">
<dt>${t('doc.id')}</dt><dd>${row.id}</dd>
<dt>${t('doc.name')}</dt><dd>${row.file_name}</dd>
<dt>${t('doc.size')}</dt><dd>${formatSize(lang, row.size)}</dd>
<dt>${t('doc.type')}</dt><dd>${row.doc_type === 'connector' ? t('doc.connector') : row.mime_type}</dd>
</dl>
<p class="notice warn">${t('delete.question')}</p>
<form method="post" action="/documents/${row.id}/delete" class="inline">${csrfField(ctx)}<button type="submit" class="danger">${t('delete.confirm')}</button></form>
<a class="button secondary" href="${row.space_id ? `/spaces/${row.space_id}` : '/spaces'}">${t('common.cancel')}</a>`
}

// ---------------------------------------------------------------- runs and reports

interface PromptField {
  name: string
  label?: string
  kind: string
  required?: boolean
  options?: {label?: string; value: string}[]
  default?: boolean | string
  description?: string
}

function promptForm(ctx: PageContext, run: RunRow, prompt: Record<string, unknown>): Html {
  const {t} = ctx
  const config = (prompt.config ?? {}) as {title?: string; fields?: PromptField[]}
  const fields = config.fields ?? []
  const header = html`<h2 id="question-title">${t('run.question')}</h2>
${config.title ? html`<p class="prompt-title">${config.title}</p>` : ''}
${typeof prompt.message === 'string' ? html`<p class="prompt-message">${prompt.message}</p>` : ''}`
  if (prompt.waiting_for === 'missing_document') {
    return html`<section aria-labelledby="question-title" class="question">${header}
<p>${t('run.missing_upload')} <a href="/spaces/${run.dossier_id}">${t('run.missing_space')}</a></p>
<form method="post" action="/runs/${run.id}/answer" class="buttons">${csrfField(ctx)}
<button type="submit" name="mode" value="continue">${t('run.continue')}</button>
<button type="submit" name="missing_document" value="skip" class="secondary">${t('run.skip')}</button>
<button type="submit" name="missing_document" value="abandon" class="danger">${t('run.abandon')}</button>
</form></section>`
  }

  const inputs = fields
    .filter((f) => f.kind !== 'file')
    .map((f, index) => {
      const id = `field-${index}`
      const label = f.label ?? f.name
      const described = f.description ? html` aria-describedby="${id}-hint"` : ''
      const hint = f.description ? html`<p class="hint" id="${id}-hint">${f.description}</p>` : ''
      const required = f.required !== false
      if (f.kind === 'choice') {
        return html`<fieldset><legend>${label}${required ? raw(' <span aria-hidden="true">*</span>') : ''}</legend>${hint}
${(f.options ?? []).map(
  (o, i) =>
    html`<div class="choice"><input type="radio" id="${id}-${i}" name="${f.name}" value="${o.value}"${o.value === f.default ? raw(' checked') : ''}${required ? raw(' required') : ''}><label for="${id}-${i}">${o.label ?? o.value}</label></div>`,
)}</fieldset>`
      }

      if (f.kind === 'boolean') {
        return html`<div class="choice"><input type="checkbox" id="${id}" name="${f.name}" value="true"${f.default === true ? raw(' checked') : ''}${described}><label for="${id}">${label}</label></div>${hint}`
      }

      return html`<label for="${id}">${label}</label><input type="text" id="${id}" name="${f.name}" maxlength="2000"${required ? raw(' required') : ''}${described} value="${typeof f.default === 'string' ? f.default : ''}">${hint}`
    })
  return html`<section aria-labelledby="question-title" class="question">${header}
<form method="post" action="/runs/${run.id}/answer" class="stack">${csrfField(ctx)}
${inputs}
<button type="submit">${t('run.answer')}</button>
</form></section>`
}

function evidenceList(ctx: PageContext, evidence: Evidence[]): Html {
  const {t} = ctx
  if (!evidence || evidence.length === 0) return html`<span class="muted">${t('report.no_evidence')}</span>`
  return html`<ul class="evidence">${evidence.slice(0, 12).map(
    (e) =>
      html`<li><span class="doc">${e.file_name}</span>${e.page ? html`, ${t('report.page', {page: e.page})}` : ''}${e.field ? html`: <span class="field">${e.field}</span> = <span class="value">${e.value ?? ''}</span>` : ''} <span class="muted">(${e.method}, ${Math.round((e.confidence ?? 0) * 100)} %)</span></li>`,
  )}</ul>`
}

function legend(ctx: PageContext): Html {
  const {t} = ctx
  return html`<section aria-labelledby="legend-title" class="legend"><h2 id="legend-title">${t('report.legend')}</h2>
<dl>${VERDICTS.map((v) => html`<dt><span aria-hidden="true" class="glyph v-${v}">${GLYPHS[v]}</span> ${t(`verdict.${v}` as MessageKey)}</dt><dd>${t(`verdict.${v}.meaning` as MessageKey)}</dd>`)}</dl>
</section>`
}

export function reportView(ctx: PageContext, report: Report, spaceName: string): Html {
  const {lang, t} = ctx
  const thematics = report.verdicts?.thematics ?? []
  const rules = report.verdicts?.n2 ?? []
  return html`<div class="report">
<dl class="facts">
<dt>${t('report.space')}</dt><dd><a href="/spaces/${report.dossier_id}">${spaceName}</a></dd>
<dt>${t('report.profile')}</dt><dd>${report.profile?.label ?? ''} (${report.profile?.id ?? ''} v${report.profile?.version ?? ''})</dd>
<dt>${t('report.level')}</dt><dd>${report.level}</dd>
<dt>${t('report.ref_date')}</dt><dd>${report.ref_date}</dd>
<dt>${t('report.generated')}</dt><dd>${formatDate(lang, report.generated_at)}</dd>
<dt>${t('report.status')}</dt><dd>${t(`run.status.${report.status}` as MessageKey)}</dd>
</dl>
<p class="global v-${report.global_verdict}" id="global-verdict">${t('report.global')}${colon(ctx)}${verdictBadge(t, report.global_verdict)}</p>
<p>${report.summary}</p>
${report.failure ? notice(t('report.failure', {reason: report.failure.reason, step: report.failure.step}), 'error') : ''}
${legend(ctx)}
${report.documents?.length
  ? html`<section aria-labelledby="docs-title"><h2 id="docs-title">${t('report.documents')}</h2>
<table class="stack-on-phone"><thead><tr><th scope="col">${t('doc.id')}</th><th scope="col">${t('doc.name')}</th><th scope="col">${t('report.doc_type')}</th><th scope="col">${t('report.thematic')}</th><th scope="col">${t('report.confidence')}</th><th scope="col">${t('report.method')}</th></tr></thead>
<tbody>${report.documents.map(
      (d) =>
        html`<tr><td data-label="${t('doc.id')}">${d.document_id}</td><td data-label="${t('doc.name')}" class="name">${d.file_name}${d.pages ? ` (p. ${d.pages[0] === d.pages[1] ? d.pages[0] : d.pages.join('-')})` : ''}</td><td data-label="${t('report.doc_type')}">${d.document_type}</td><td data-label="${t('report.thematic')}">${d.thematic ?? '—'}</td><td data-label="${t('report.confidence')}">${Math.round(d.confidence * 100)} %</td><td data-label="${t('report.method')}">${d.method}</td></tr>`,
    )}</tbody></table></section>`
  : ''}
<section aria-labelledby="n1-title"><h2 id="n1-title">${t('report.n1')}</h2>
${thematics.length === 0
  ? html`<p>${t('report.none')}</p>`
  : thematics.map(
      (th, i) => html`<article class="thematic" aria-labelledby="th-${i}">
<h3 id="th-${i}"><span aria-hidden="true" class="glyph v-${th.verdict}">${GLYPHS[th.verdict]}</span> ${th.label} <span class="muted">(${th.thematic}, ${t(`verdict.${th.verdict}` as MessageKey)})</span></h3>
<p>${th.summary}</p>
<table class="stack-on-phone"><thead><tr><th scope="col">${t('report.requirement')}</th><th scope="col">${t('runs.verdict')}</th><th scope="col">${t('report.severity')}</th><th scope="col">${t('report.reason')}</th><th scope="col">${t('report.evidence')}</th></tr></thead>
<tbody>${th.requirements.map(
        (r) =>
          html`<tr><td data-label="${t('report.requirement')}"><code>${r.requirement_id}</code> ${r.label}</td><td data-label="${t('runs.verdict')}">${verdictBadge(t, r.verdict)}</td><td data-label="${t('report.severity')}">${t(`severity.${r.severity}` as MessageKey)}</td><td data-label="${t('report.reason')}">${r.reason}</td><td data-label="${t('report.evidence')}">${evidenceList(ctx, r.evidence)}</td></tr>`,
      )}</tbody></table>
</article>`,
    )}
</section>
<section aria-labelledby="n2-title"><h2 id="n2-title">${t('report.n2')}</h2>
${rules.length === 0
  ? html`<p>${t('report.none')}</p>`
  : html`<table class="stack-on-phone"><thead><tr><th scope="col">${t('report.rule')}</th><th scope="col">${t('runs.verdict')}</th><th scope="col">${t('report.reason')}</th><th scope="col">${t('report.evidence')}</th></tr></thead>
<tbody>${rules.map(
      (r) =>
        html`<tr><td data-label="${t('report.rule')}"><code>${r.rule_id}</code> ${r.label}</td><td data-label="${t('runs.verdict')}">${verdictBadge(t, r.verdict)}</td><td data-label="${t('report.reason')}">${r.reason}</td><td data-label="${t('report.evidence')}">${evidenceList(ctx, r.evidence)}</td></tr>`,
    )}</tbody></table>`}
</section>
${report.hitl?.length
  ? html`<section aria-labelledby="hitl-title"><h2 id="hitl-title">${t('report.hitl')}</h2><ul>${report.hitl.map(
      (h) => html`<li>${formatDate(lang, h.answered_at)} · ${h.waiting_for}${colon(ctx)}<code>${JSON.stringify(h.answer)}</code></li>`,
    )}</ul></section>`
  : ''}
</div>`
}

export function runPage(ctx: PageContext, options: {run: RunRow; spaceName: string; report?: Report; error?: string; message?: string}): Html {
  const {lang, t} = ctx
  const {run} = options
  const prompt = run.status === 'paused' && run.prompt ? (JSON.parse(run.prompt) as Record<string, unknown>) : undefined
  return html`<p class="crumbs"><a href="/spaces">${t('spaces.title')}</a> › <a href="/spaces/${run.dossier_id}">${options.spaceName}</a></p>
<h1>${options.report ? t('report.title') : t('run.title')} <code class="run-id">${run.id}</code></h1>
${options.report ? html`<p class="no-print"><button type="button" data-print hidden>${t('report.print')}</button></p>` : ''}
${notice(options.message)}${notice(options.error, 'error')}
<p>${t('runs.status')}${colon(ctx)}<strong id="run-status">${t(`run.status.${run.status}` as MessageKey)}</strong> · ${t('runs.date')}${colon(ctx)}${formatDate(lang, run.created_at)}</p>
${run.status === 'running'
  ? html`<section id="run-live" data-refresh="2000" aria-live="polite"><p>${t('run.running')}</p><p><a href="/runs/${run.id}">${t('run.reload')}</a></p></section>`
  : ''}
${prompt ? promptForm(ctx, run, prompt) : ''}
${prompt || run.status === 'running' ? html`<p class="muted">${t('run.cli', {run: run.id, space: run.dossier_id})}</p>` : ''}
${options.report ? reportView(ctx, options.report, options.spaceName) : ''}`
}

// ---------------------------------------------------------------- admin and errors

export function adminPage(ctx: PageContext, options: {mode: SignupMode; invitations: InvitationInfo[]; message?: string; error?: string}): Html {
  const {lang, t} = ctx
  const modes: SignupMode[] = ['closed', 'invite', 'open']
  return html`<h1>${t('admin.title')}</h1>
${notice(options.message)}${notice(options.error, 'error')}
<form method="post" action="/admin/signup" class="stack narrow">${csrfField(ctx)}
<fieldset><legend>${t('admin.signup')}</legend>
${modes.map(
  (m) =>
    html`<div class="choice"><input type="radio" id="signup-${m}" name="signup" value="${m}"${m === options.mode ? raw(' checked') : ''}><label for="signup-${m}">${t(`admin.signup.${m}` as MessageKey)}</label></div>`,
)}
</fieldset>
<button type="submit">${t('admin.save')}</button>
</form>
<h2 id="invite-title">${t('admin.invite')}</h2>
<form method="post" action="/admin/invitations" class="stack narrow" aria-labelledby="invite-title">${csrfField(ctx)}
<label for="invite-email">${t('admin.invite_email')}</label>
<input id="invite-email" name="email" type="email" required>
<button type="submit">${t('admin.invite_submit')}</button>
</form>
${options.invitations.length
  ? html`<h2>${t('admin.invitations')}</h2><table class="stack-on-phone"><thead><tr><th scope="col">${t('signin.email')}</th><th scope="col">${t('keys.created')}</th><th scope="col">${t('admin.expires')}</th><th scope="col">${t('admin.used')}</th></tr></thead>
<tbody>${options.invitations.map(
      (i) =>
        html`<tr><td data-label="${t('signin.email')}">${i.email}</td><td data-label="${t('keys.created')}">${formatDate(lang, i.created_at)}</td><td data-label="${t('admin.expires')}">${formatDate(lang, i.expires_at)}</td><td data-label="${t('admin.used')}">${i.used_at ? formatDate(lang, i.used_at) : t('common.no')}</td></tr>`,
    )}</tbody></table>`
  : ''}`
}

export function errorPage(ctx: PageContext, detail: string): Html {
  const {t} = ctx
  return html`<h1>${t('error.title')}</h1>${notice(detail, 'error')}<p><a href="/">${t('common.back')}</a></p>`
}
