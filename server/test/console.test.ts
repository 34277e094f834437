/**
 * The web console's server side (HTTP only; the browser tests are test/e2e/console.test.ts):
 * sign-in with CSRF, keys (secret shown once, revocation at once, last use, service keys for
 * admins), /api/v1/keys, the batch upload with the session, sign-up modes (rate-limited, the same
 * answer for a new and a registered email), the session cookie's attributes (SameSite=Lax) and a
 * sweep of every state-changing route for its CSRF check, escaping of hostile names, security
 * headers, language, and the answer form's mapping to hitl_response.
 */
import {expect} from 'chai'
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {ensureUser, setAuthLimits} from '../src/auth.js'
import {checkPassword} from '../src/sessions.js'
import {DEFAULT_HTTP_LIMITS} from '../src/http/limits.js'
import {Router} from '../src/http/router.js'
import {registerRoutes} from '../src/routes/index.js'
import {makeDocument, makeDossier} from '../src/fixtures/dossier.js'
import {getRun} from '../src/runs/store.js'
import {fromAcceptLanguage} from '../src/console/i18n.js'
import {escapeHtml, html} from '../src/console/html.js'
import {answerOf} from '../src/routes/console.js'
import type {RunRow} from '../src/runs/store.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'
import {sqlAll, sqlGet} from './helpers/sql.js'

const FORM = {'content-type': 'application/x-www-form-urlencoded'}
const PASSWORD = 'correct-horse-battery'

/** A cookie jar of one browser: keeps the cookies the service sets. */
class Browser {
  readonly cookies = new Map<string, string>()
  constructor(private readonly h: Harness) {}

  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', this.header)
    const res = await fetch(`${this.h.url}${path}`, {...init, headers, redirect: 'manual'})
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (attributes.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }

    return res
  }

  /** The CSRF token the page carries (meta tag). */
  async csrf(path = '/sign-in'): Promise<string> {
    const text = await (await this.fetch(path)).text()
    return /<meta name="csrf-token" content="([^"]+)">/.exec(text)![1]
  }

  post(path: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(path, {body: new URLSearchParams(fields), headers: FORM, method: 'POST'})
  }

  async signIn(email: string, password = PASSWORD): Promise<Response> {
    return this.post('/sign-in', {csrf: await this.csrf('/sign-in'), email, password})
  }
}

describe('web console (service)', function () {
  this.timeout(30_000)
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(async () => h?.close())

  it('/ sends a visitor to sign in; pages carry a CSP without inline scripts and the security headers', async () => {
    const browser = new Browser(h)
    const root = await browser.fetch('/')
    expect(root.status).to.equal(303)
    expect(root.headers.get('location')).to.equal('/sign-in')
    const page = await browser.fetch('/sign-in', {headers: {'accept-language': 'en'}})
    expect(page.status).to.equal(200)
    const csp = page.headers.get('content-security-policy')!
    expect(csp).to.include("script-src 'self'").and.include("style-src 'self'").and.include("frame-ancestors 'none'")
    expect(csp).to.not.include('unsafe-inline')
    expect(page.headers.get('x-frame-options')).to.equal('DENY')
    expect(page.headers.get('cache-control')).to.equal('no-store')
    const text = await page.text()
    expect(text).to.include('<h1>Sign in</h1>')
    // Scripts only by src, no inline handlers or styles.
    expect(text).to.not.match(/<script(?![^>]*\bsrc=)[^>]*>/).and.not.match(/\son[a-z]+=/i).and.not.match(/\sstyle=/i)
    for (const name of ['console.css', 'console.js', 'icon.svg']) {
      const asset = await fetch(`${h.url}/assets/${name}`)
      expect(asset.status, name).to.equal(200)
      expect(asset.headers.get('x-content-type-options')).to.equal('nosniff')
    }

    expect((await fetch(`${h.url}/assets/..%2Fpages.ts`)).status).to.equal(404)
  })

  it('sign-in: refused without the CSRF token, 401 on a wrong password, then a session cookie (HttpOnly, SameSite)', async () => {
    await ensureUser(h.service.context.db, 'sign@x.test', {password: PASSWORD})
    const browser = new Browser(h)
    await browser.csrf()
    const noToken = await browser.post('/sign-in', {email: 'sign@x.test', password: PASSWORD})
    expect(noToken.status).to.equal(403)
    expect(browser.cookies.has('svc_session')).to.equal(false)
    const wrong = await browser.signIn('sign@x.test', 'not the password')
    expect(wrong.status).to.equal(401)
    const ok = await browser.signIn('sign@x.test')
    expect(ok.status).to.equal(303)
    expect(ok.headers.get('location')).to.equal('/spaces')
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith('svc_session='))!
    expect(cookieAttributes(cookie)).to.deep.equal(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Lax'])
    expect((await browser.fetch('/spaces')).status).to.equal(200)
    // Sign out needs the token too, then the session is gone.
    expect((await browser.post('/sign-out', {csrf: 'forged'})).status).to.equal(403)
    const out = await browser.post('/sign-out', {csrf: await browser.csrf('/spaces')})
    expect(out.status).to.equal(303)
    expect((await browser.fetch('/spaces')).headers.get('location')).to.equal('/sign-in')
  })

  it('the session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS (console form and POST /api/auth/login), cleared the same way', async () => {
    await ensureUser(h.service.context.db, 'cookie@x.test', {password: PASSWORD})
    const login = (headers: Record<string, string> = {}) =>
      fetch(`${h.url}/api/auth/login`, {body: JSON.stringify({email: 'cookie@x.test', password: PASSWORD}), headers: {'content-type': 'application/json', ...headers}, method: 'POST'})
    const plain = await login()
    expect(plain.status).to.equal(200)
    expect(cookieAttributes(plain.headers.get('set-cookie')!)).to.deep.equal(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Lax'])
    // Behind a TLS-terminating proxy that says so, the cookie is Secure too.
    const proxied = await login({'x-forwarded-proto': 'https'})
    expect(cookieAttributes(proxied.headers.get('set-cookie')!)).to.deep.equal(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Lax', 'Secure'])
    const browser = new Browser(h)
    const signedIn = await browser.fetch('/sign-in', {
      body: new URLSearchParams({csrf: await browser.csrf(), email: 'cookie@x.test', password: PASSWORD}),
      headers: {...FORM, 'x-forwarded-proto': 'https'},
      method: 'POST',
    })
    expect(signedIn.status).to.equal(303)
    const session = signedIn.headers.getSetCookie().find((c) => c.startsWith('svc_session='))!
    expect(cookieAttributes(session)).to.deep.equal(['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Lax', 'Secure'])
    const out = await browser.post('/sign-out', {csrf: await browser.csrf('/keys')})
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith('svc_session='))!
    expect(cleared.split(';')[0]).to.equal('svc_session=')
    expect(cookieAttributes(cleared)).to.deep.equal(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax'])
  })

  it('every state-changing request made with the session cookie needs the CSRF token (a sweep of all routes)', async () => {
    const db = h.service.context.db
    await ensureUser(db, 'sweep@x.test', {admin: true, password: PASSWORD})
    const browser = new Browser(h)
    await browser.signIn('sweep@x.test')
    const cookie = browser.header
    // The service's own route table: a route added later is swept too.
    const router = new Router()
    registerRoutes(router, h.service.context)
    const routes = (router as unknown as {routes: {method: string; pattern: RegExp}[]}).routes.filter((r) => r.method !== 'GET')
    expect(routes.length).to.be.greaterThan(10)
    const checked: string[] = []
    for (const route of routes) {
      const path = route.pattern.source
        .replaceAll('\\/', '/')
        .replace(/^\^/, '')
        .replace(/\/\?\$$/, '')
        .replaceAll('([^/]+)', '1')
      // /api/auth/login makes a session rather than using one; /api/auth/logout: below.
      if (path === '/api/auth/login' || path === '/api/auth/logout') continue
      const res = await fetch(`${h.url}${path}`, {body: 'label=x&email=a%40x.test&password=long-enough-pw', headers: {...FORM, cookie}, method: route.method})
      const text = await res.text()
      const what = `${route.method} ${path}: ${res.status} ${text.slice(0, 200)}`
      // 403 csrf_failed (the route takes the session), 401 (it takes an API key only, never the
      // cookie) or 405 (a method the route registers only to refuse, e.g. DELETE /mcp).
      expect(res.status, what).to.be.oneOf([401, 403, 405])
      if (res.status === 403) expect(text, what).to.match(/csrf_failed|did not come from this site|ne vient pas de ce site/)
      if (res.status === 405) expect(text, what).to.include('Method Not Allowed')
      checked.push(`${route.method} ${path} ${res.status}`)
    }

    for (const expected of ['POST /keys 403', 'POST /keys/1/revoke 403', 'POST /api/v1/keys 403', 'DELETE /api/v1/keys/1 403', 'POST /api/v2/files/batch-upload 403', 'POST /sign-out 403', 'POST /mcp 401']) {
      expect(checked).to.include(expected)
    }

    // Still signed in: none of those changed anything.
    expect((await browser.fetch('/keys')).status).to.equal(200)
    // The login API takes no token: a browser's cross-site request is refused instead; scripts (no Sec-Fetch-Site) are unaffected.
    const crossSite = await fetch(`${h.url}/api/auth/logout`, {headers: {cookie, 'sec-fetch-site': 'cross-site'}, method: 'POST'})
    expect(crossSite.status).to.equal(403)
    expect((await problem(crossSite)).code).to.equal('csrf_failed')
    expect((await browser.fetch('/keys')).status).to.equal(200)
    const crossLogin = await fetch(`${h.url}/api/auth/login`, {
      body: JSON.stringify({email: 'sweep@x.test', password: PASSWORD}),
      headers: {'content-type': 'application/json', 'sec-fetch-site': 'cross-site'},
      method: 'POST',
    })
    expect(crossLogin.status).to.equal(403)
    expect(crossLogin.headers.get('set-cookie')).to.equal(null)
  })

  it('a request the browser marks cross-site is refused even with a token', async () => {
    await ensureUser(h.service.context.db, 'cross@x.test', {password: PASSWORD})
    const browser = new Browser(h)
    await browser.signIn('cross@x.test')
    const csrf = await browser.csrf('/keys')
    const res = await browser.fetch('/keys', {body: new URLSearchParams({csrf, label: 'x'}), headers: {...FORM, 'sec-fetch-site': 'cross-site'}, method: 'POST'})
    expect(res.status).to.equal(403)
  })

  it('keys: the secret once, it works at once, the list never shows it, last use recorded, revocation at once', async () => {
    await ensureUser(h.service.context.db, 'keys@x.test', {password: PASSWORD})
    const browser = new Browser(h)
    await browser.signIn('keys@x.test')
    const csrf = await browser.csrf('/keys')
    const created = await browser.post('/keys', {csrf, label: 'laptop <b>', type: 'test'})
    expect(created.status).to.equal(201)
    const page = await created.text()
    const key = /value="(sk_test_[\w-]+)"/.exec(page)![1]
    expect(page).to.include('export SVC_API_KEY=' + key).and.include('svc auth login').and.include(`export SVC_URL=${h.url}`)
    expect(page).to.include('laptop &lt;b&gt;')

    const me = await h.api(key, '/api/v1/me')
    expect(me.status).to.equal(200)
    const list = await (await browser.fetch('/keys')).text()
    expect(list).to.include('sk_test_…').and.not.include(key)
    const [row] = await sqlAll(h.service.context.db, "SELECT id, last_used_at, label FROM api_keys WHERE label = 'laptop <b>'") as {id: string; last_used_at: null | string}[]
    expect(row.last_used_at).to.be.a('string')

    const revoke = await browser.post(`/keys/${row.id}/revoke`, {csrf})
    expect(revoke.status).to.equal(303)
    const refused = await h.api(key, '/api/v1/me')
    expect(refused.status).to.equal(401)
    expect((await problem(refused)).code).to.equal('revoked_api_key')
    // Someone else's key: 404, not revoked.
    const other = await h.user('other-keys@x.test')
    const otherId = (await sqlGet(h.service.context.db, 'SELECT id FROM api_keys WHERE user_id = ?', other.user.id) as {id: string}).id
    expect((await browser.post(`/keys/${otherId}/revoke`, {csrf})).status).to.equal(404)
    expect((await h.api(other.key, '/api/v1/me')).status).to.equal(200)
  })

  it('service keys only for admins', async () => {
    await ensureUser(h.service.context.db, 'plain@x.test', {password: PASSWORD})
    await ensureUser(h.service.context.db, 'boss@x.test', {admin: true, password: PASSWORD})
    const plain = new Browser(h)
    await plain.signIn('plain@x.test')
    const refused = await plain.post('/keys', {csrf: await plain.csrf('/keys'), label: 'svc', type: 'service'})
    expect(refused.status).to.equal(403)
    // Refusals in the page's language (French: no Accept-Language here).
    expect(await refused.text()).to.include('Ceci est réservé aux administrateurs.')
    const long = await plain.post('/keys', {csrf: await plain.csrf('/keys'), label: 'x'.repeat(101), type: 'live'})
    expect(long.status).to.equal(400)
    expect(await long.text()).to.include('Le libellé doit compter au plus 100 caractères')
    const admin = new Browser(h)
    await admin.signIn('boss@x.test')
    const made = await admin.post('/keys', {csrf: await admin.csrf('/keys'), label: 'svc', type: 'service'})
    expect(made.status).to.equal(201)
    expect(await made.text()).to.match(/value="sk_svc_/)
  })

  it('/api/v1/keys: session only (an API key is not enough), CSRF header on POST and DELETE', async () => {
    const {key} = await h.user('api-keys@x.test', {password: PASSWORD})
    const withKey = await h.api(key, '/api/v1/keys')
    expect(withKey.status).to.equal(401)
    expect((await problem(withKey)).code).to.equal('session_required')
    const browser = new Browser(h)
    await browser.signIn('api-keys@x.test')
    const csrf = await browser.csrf('/keys')
    const json = {'content-type': 'application/json'}
    const noToken = await browser.fetch('/api/v1/keys', {body: JSON.stringify({label: 'ci'}), headers: json, method: 'POST'})
    expect(noToken.status).to.equal(403)
    expect((await problem(noToken)).code).to.equal('csrf_failed')
    const made = await browser.fetch('/api/v1/keys', {body: JSON.stringify({label: 'ci', type: 'live'}), headers: {...json, 'x-csrf-token': csrf}, method: 'POST'})
    expect(made.status).to.equal(201)
    const body = (await made.json()) as {id: string; key: string; type: string}
    expect(body.type).to.equal('live')
    const listed = (await (await browser.fetch('/api/v1/keys')).json()) as {data: Record<string, unknown>[]}
    expect(listed.data.map((k) => k.id)).to.include(body.id)
    expect(JSON.stringify(listed)).to.not.include(body.key)
    expect((await browser.fetch(`/api/v1/keys/${body.id}`, {method: 'DELETE'})).status).to.equal(403)
    const revoked = await browser.fetch(`/api/v1/keys/${body.id}`, {headers: {'x-csrf-token': csrf}, method: 'DELETE'})
    expect(revoked.status).to.equal(200)
    expect((await h.api(body.key, '/api/v1/me')).status).to.equal(401)
  })

  it('batch upload with the session needs the CSRF header; with an API key nothing changes', async () => {
    const {key, user} = await h.user('upload-console@x.test', {password: PASSWORD})
    const space = await h.space(user)
    const browser = new Browser(h)
    await browser.signIn('upload-console@x.test')
    const csrf = await browser.csrf(`/spaces/${space}`)
    const form = () => {
      const body = new FormData()
      body.set('space_id', space)
      body.append('files', new Blob(['hello'], {type: 'text/plain'}), '<img src=x onerror=alert(1)>.txt')
      return body
    }

    const noToken = await browser.fetch('/api/v2/files/batch-upload', {body: form(), method: 'POST'})
    expect(noToken.status).to.equal(403)
    const ok = await browser.fetch('/api/v2/files/batch-upload', {body: form(), headers: {'x-csrf-token': csrf}, method: 'POST'})
    expect(ok.status, await ok.clone().text()).to.equal(200)
    const withKey = await h.upload(key, [{content: 'x', name: 'b.txt', type: 'text/plain'}], space)
    expect(withKey.status).to.equal(200)
    // The hostile name is text on the page, never markup.
    const page = await (await browser.fetch(`/spaces/${space}`)).text()
    expect(page).to.include('&lt;img src=x onerror=alert(1)&gt;.txt').and.not.include('<img src=x')
  })

  it('delete: a confirmation page, then a POST with the token; permissions as in the API', async () => {
    const {key, user} = await h.user('deleter@x.test', {password: PASSWORD})
    const viewer = await h.user('viewer-del@x.test', {password: PASSWORD})
    const space = await h.space(user, 'Del', [[viewer.user, 'viewer']])
    const up = (await (await h.upload(key, [{content: 'bye', name: 'bye.txt', type: 'text/plain'}], space)).json()) as {results: {id: number}[]}
    const id = up.results[0].id
    const viewerBrowser = new Browser(h)
    await viewerBrowser.signIn('viewer-del@x.test')
    expect(await (await viewerBrowser.fetch(`/spaces/${space}`)).text()).to.not.include(`/documents/${id}/delete`)
    expect((await viewerBrowser.post(`/documents/${id}/delete`, {csrf: await viewerBrowser.csrf('/spaces')})).status).to.equal(403)
    const browser = new Browser(h)
    await browser.signIn('deleter@x.test')
    const confirm = await browser.fetch(`/documents/${id}/delete`)
    expect(await confirm.text()).to.include('bye.txt').and.include('irréversible')
    const done = await browser.post(`/documents/${id}/delete`, {csrf: await browser.csrf('/spaces')})
    expect(done.status).to.equal(303)
    expect(done.headers.get('location')).to.equal(`/spaces/${space}?deleted=${id}`)
    expect((await h.api(key, `/api/v1/documents/${id}`)).status).to.equal(404)
    // A malformed id, or one past PostgreSQL's 32-bit ids (a database error there before), is a 400 as in the API.
    for (const bad of ['abc', '0', '2147483648']) expect((await browser.fetch(`/documents/${bad}/delete`)).status, bad).to.equal(400)
  })

  it('sign-up: closed, by invitation (code once, for that email), open; it ends on the sign-in page, never signed in', async () => {
    const db = h.service.context.db
    await ensureUser(db, 'admin-su@x.test', {admin: true, password: PASSWORD})
    const admin = new Browser(h)
    await admin.signIn('admin-su@x.test')
    const csrf = await admin.csrf('/admin')
    const visitor = new Browser(h)
    const signUp = async (fields: Record<string, string>) => visitor.post('/sign-up', {csrf: await visitor.csrf('/sign-up'), password: 'long-enough-pw', ...fields})

    expect((await admin.post('/admin/signup', {csrf, signup: 'closed'})).status).to.equal(200)
    expect((await signUp({email: 'new1@x.test'})).status).to.equal(403)

    await admin.post('/admin/signup', {csrf, signup: 'invite'})
    expect((await signUp({code: 'AAAA-BBBB-CCCC-DDDD', email: 'new1@x.test'})).status).to.equal(403)
    const invited = await (await admin.post('/admin/invitations', {csrf, email: 'new1@x.test'})).text()
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(invited)![1]
    expect((await signUp({code, email: 'other@x.test'})).status, 'code of another email').to.equal(403)
    const ok = await signUp({code, email: 'new1@x.test'})
    expect(ok.status).to.equal(303)
    expect(ok.headers.get('location')).to.equal('/sign-in?signed_up=1')
    expect(visitor.cookies.has('svc_session')).to.equal(false)
    expect(await (await visitor.fetch('/sign-in?signed_up=1')).text()).to.include('Inscription reçue.')
    expect((await visitor.signIn('new1@x.test', 'long-enough-pw')).headers.get('location')).to.equal('/spaces')
    const again = new Browser(h)
    const reuse = await again.post('/sign-up', {code, csrf: await again.csrf('/sign-up'), email: 'new1@x.test', password: 'long-enough-pw'})
    expect(reuse.status).to.equal(403)

    await admin.post('/admin/signup', {csrf, signup: 'open'})
    const open = new Browser(h)
    const made = await open.post('/sign-up', {csrf: await open.csrf('/sign-up'), email: 'new2@x.test', password: 'long-enough-pw'})
    expect(made.status).to.equal(303)
    expect((await open.signIn('new2@x.test', 'long-enough-pw')).status).to.equal(303)
    // Only admins reach the admin page.
    expect((await open.fetch('/admin')).status).to.equal(403)
  })

  it('sign-up does not tell whether an email is registered: the same answer, and the account is left alone', async () => {
    const db = h.service.context.db
    const admin = await ensureUser(db, 'admin-enum@x.test', {admin: true, password: PASSWORD})
    await ensureUser(db, 'taken@x.test', {password: PASSWORD})
    // An account an administrator made without a password: not claimable without an invitation.
    await ensureUser(db, 'nopass@x.test')
    const {setSignupMode} = await import('../src/console/accounts.js')
    await setSignupMode(db, admin, 'open')
    setAuthLimits(db, DEFAULT_HTTP_LIMITS)
    /** Status, Location, the cookies set and the page it leads to, for one sign-up by a fresh browser. */
    const answer = async (email: string, fields: Record<string, string> = {}) => {
      const browser = new Browser(h)
      const csrf = await browser.csrf('/sign-up')
      const before = new Set(browser.cookies.keys())
      const res = await browser.post('/sign-up', {csrf, email, password: 'attacker-password', ...fields})
      const location = res.headers.get('location')
      const next = location ? (await (await browser.fetch(location)).text()).replaceAll(csrf, 'CSRF') : ''
      const text = (await res.text()).replaceAll(csrf, 'CSRF').replaceAll(email, 'EMAIL')
      return {cookies: [...browser.cookies.keys()].filter((k) => !before.has(k)), location, next, status: res.status, text}
    }

    const fresh = await answer('fresh@x.test')
    expect(fresh.status).to.equal(303)
    expect(fresh.cookies).to.deep.equal([])
    expect(await answer('taken@x.test')).to.deep.equal(fresh)
    expect(await answer('nopass@x.test')).to.deep.equal(fresh)
    // Case does not tell either (emails are stored lower-case by sign-up).
    expect(await answer('TAKEN@x.test')).to.deep.equal(fresh)
    // The registered account is untouched: its own password works, the one sent at sign-up does not.
    expect(await checkPassword(db, 'taken@x.test', PASSWORD)).to.not.equal(undefined)
    expect(await checkPassword(db, 'taken@x.test', 'attacker-password')).to.equal(undefined)
    expect(await checkPassword(db, 'nopass@x.test', 'attacker-password')).to.equal(undefined)
    expect(await checkPassword(db, 'fresh@x.test', 'attacker-password')).to.not.equal(undefined)
    // Refusals depend on what was typed, not on the address: the same words for both.
    const short = {password: 'short'}
    expect((await answer('fresh2@x.test', short)).text).to.equal((await answer('taken@x.test', short)).text)
    await setSignupMode(db, admin, 'invite')
    const badCode = {code: 'AAAA-BBBB-CCCC-DDDD'}
    const unknown = await answer('nobody@x.test', badCode)
    expect(unknown.status).to.equal(403)
    expect(await answer('taken@x.test', badCode)).to.deep.equal(unknown)
    expect(unknown.text).to.include('Ce code d’invitation n’est pas valable')
  })

  it('sign-up is rate-limited per address, every attempt counted (429 with Retry-After, nothing created)', async () => {
    const db = h.service.context.db
    const admin = await ensureUser(db, 'admin-rate@x.test', {admin: true, password: PASSWORD})
    const {setSignupMode} = await import('../src/console/accounts.js')
    await setSignupMode(db, admin, 'open')
    setAuthLimits(db, {...DEFAULT_HTTP_LIMITS, signupPerAddress: {max: 3, windowS: 3600}})
    try {
      const browser = new Browser(h)
      const csrf = await browser.csrf('/sign-up')
      const signUp = (email: string, password = 'long-enough-pw') =>
        browser.fetch('/sign-up', {body: new URLSearchParams({csrf, email, password}), headers: {...FORM, 'accept-language': 'en'}, method: 'POST'})
      expect((await signUp('rate1@x.test')).status).to.equal(303)
      expect((await signUp('rate2@x.test', 'short')).status).to.equal(400)
      expect((await signUp('rate3@x.test')).status).to.equal(303)
      const limited = await signUp('rate4@x.test')
      expect(limited.status).to.equal(429)
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 3600)
      expect(await limited.text()).to.include('Too many sign-up attempts from your address: try again in')
      expect(await sqlGet(db, "SELECT count(*) AS n FROM users WHERE email LIKE 'rate%'")).to.deep.equal({n: 2})
      // Signing in is a separate limit: unaffected.
      expect((await browser.signIn('rate1@x.test', 'long-enough-pw')).status).to.equal(303)
    } finally {
      setAuthLimits(db, DEFAULT_HTTP_LIMITS)
      await setSignupMode(db, admin, 'invite')
    }
  })

  it('language: Accept-Language, then the switch (a cookie) wins; the back path stays on this site', async () => {
    const browser = new Browser(h)
    expect(await (await browser.fetch('/sign-in', {headers: {'accept-language': 'en-GB,en;q=0.9'}})).text()).to.include('<html lang="en">')
    expect(await (await browser.fetch('/sign-in', {headers: {'accept-language': 'de, fr;q=0.5'}})).text()).to.include('<html lang="fr">')
    const csrf = await browser.csrf()
    const switched = await browser.post('/language', {back: '//evil.example/x', csrf, lang: 'en'})
    expect(switched.headers.get('location')).to.equal('/')
    expect(await (await browser.fetch('/sign-in', {headers: {'accept-language': 'fr'}})).text()).to.include('<h1>Sign in</h1>')
    expect(fromAcceptLanguage('en;q=0.2, fr;q=0.8')).to.equal('fr')
    expect(fromAcceptLanguage('de')).to.equal(undefined)
  })

  it('the sign-in form shares the login rate limits of POST /api/auth/login (429 with Retry-After)', async () => {
    await ensureUser(h.service.context.db, 'guessed@x.test', {password: PASSWORD})
    const browser = new Browser(h)
    const csrf = await browser.csrf()
    const attempt = (password: string) => browser.post('/sign-in', {csrf, email: 'guessed@x.test', password})
    let last: Response | undefined
    for (let i = 0; i < 12 && last?.status !== 429; i++) last = await attempt(`wrong-${i}`)
    expect(last!.status).to.equal(429)
    expect(Number(last!.headers.get('retry-after'))).to.be.greaterThan(0)
    // In the page's language (French here: no Accept-Language), with the wait.
    expect(await last!.text()).to.match(/Trop de connexions échouées pour ce compte ou depuis votre adresse : réessayez dans \d+ s\./)
    // While limited, even the right password is not checked.
    expect((await attempt(PASSWORD)).status).to.equal(429)
    expect((await fetch(`${h.url}/api/auth/login`, {body: JSON.stringify({email: 'guessed@x.test', password: PASSWORD}), headers: {'content-type': 'application/json'}, method: 'POST'})).status).to.equal(429)
  })

  it('a run started from the console pauses for a missing document; Mode A from the browser: upload it, continue, report', async function () {
    this.timeout(120_000)
    const {key, user} = await h.user('mode-a@x.test', {password: PASSWORD})
    const space = await h.space(user, 'Mode A')
    const refDate = new Date()
    const {files} = await makeDossier({refDate, variant: 'missing'})
    const up = (await (await h.upload(key, files.map((f) => ({content: f.bytes, name: f.name, type: 'application/pdf'})), space)).json()) as {results: {id: number}[]}
    await h.ingested(up.results.map((r) => r.id), 60_000)
    const browser = new Browser(h)
    await browser.signIn('mode-a@x.test')
    const csrf = await browser.csrf(`/spaces/${space}`)
    const started = await browser.post(`/spaces/${space}/validate`, {csrf})
    expect(started.status).to.equal(303)
    const runPath = started.headers.get('location')!
    expect(runPath).to.match(/^\/runs\/[0-9a-f-]{36}$/)
    const runId = runPath.split('/')[2]
    const waitFor = async (status: string) => {
      const deadline = Date.now() + 60_000
      while ((await getRun(h.service.context.db, runId))?.status !== status) {
        if (Date.now() > deadline) throw new Error(`run ${runId} is ${(await getRun(h.service.context.db, runId))?.status}, not ${status}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }

    await waitFor('paused')
    const question = await (await browser.fetch(runPath)).text()
    expect(question).to.include('name="mode" value="continue"').and.include('name="missing_document" value="skip"')
    // Mode A: the missing piece goes into the space through the batch upload, with the session.
    const missing = await makeDocument('attestation_rc_pro', {refDate})
    const form = new FormData()
    form.set('space_id', space)
    form.append('files', new Blob([missing.bytes], {type: 'application/pdf'}), missing.name)
    const uploaded = await browser.fetch('/api/v2/files/batch-upload', {body: form, headers: {'x-csrf-token': csrf}, method: 'POST'})
    expect(uploaded.status).to.equal(200)
    const answered = await browser.post(`${runPath}/answer`, {csrf, mode: 'continue'})
    expect(answered.status, await answered.clone().text()).to.equal(303)
    await waitFor('complete')
    const report = await (await browser.fetch(runPath)).text()
    expect(report).to.include('id="global-verdict"').and.include(missing.name)
    // Answering a run that is no longer paused is refused on the page, not a 500.
    const late = await browser.post(`${runPath}/answer`, {csrf, missing_document: 'skip'})
    expect(late.status).to.be.oneOf([409, 422])
  })

  it('docs/console.md: every picture it shows is in docs/console/, and it names the sign-up limit', () => {
    const docs = join(import.meta.dirname, '..', '..', 'docs')
    const text = readFileSync(join(docs, 'console.md'), 'utf8')
    const pictures = [...text.matchAll(/!\[[^\]]*\]\((console\/[^)]+\.png)\)/g)].map((m) => m[1])
    expect(pictures.length).to.be.greaterThan(8)
    for (const picture of pictures) expect(existsSync(join(docs, picture)), picture).to.equal(true)
    expect(text).to.include('`SVC_RATE_SIGNUP_PER_ADDRESS`').and.include('`SameSite=Lax`')
  })

  it('escaping and the answer form', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).to.equal('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
    expect(html`<p title="${'"><script>'}">${['<b>', html`<i>ok</i>`]}</p>`.toString()).to.equal('<p title="&quot;&gt;&lt;script&gt;">&lt;b&gt;<i>ok</i></p>')
    const paused = (prompt: unknown) => ({prompt: JSON.stringify(prompt), status: 'paused'}) as RunRow
    const classification = paused({config: {fields: [{kind: 'choice', name: 'document_type'}]}, waiting_for: 'classification_correction'})
    expect(answerOf(classification, new URLSearchParams({csrf: 't', document_type: 'kbis', extra: 'x'}))).to.deep.equal({document_type: 'kbis'})
    const rule = paused({config: {fields: [{kind: 'choice', name: 'decision'}, {kind: 'text', name: 'note', required: false}]}, waiting_for: 'rule_clarification'})
    expect(answerOf(rule, new URLSearchParams({decision: 'accept', note: ''}))).to.deep.equal({decision: 'accept'})
    const missing = paused({config: {fields: [{kind: 'file', name: 'file'}]}, waiting_for: 'missing_document'})
    expect(answerOf(missing, new URLSearchParams({mode: 'continue'}))).to.equal(undefined)
    expect(answerOf(missing, new URLSearchParams({missing_document: 'skip'}))).to.deep.equal({missing_document: 'skip'})
  })
})

/** A Set-Cookie line's attributes, sorted (the name=value pair left out). */
function cookieAttributes(line: string): string[] {
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim())
    .filter(Boolean)
    .sort()
}
