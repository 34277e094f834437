import {expect} from 'chai'

import type {User} from '../src/auth.js'
import {storeConnector, storeDocument} from '../src/documents/ingest.js'
import type {DocumentRow} from '../src/documents/store.js'
import {contentDisposition} from '../src/routes/download.js'
import {sha256} from '../src/auth.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'
import {sqlAll, sqlRun} from './helpers/sql.js'

describe('server: session login and cookie-only download', () => {
  let h: Harness
  let alice: {user: User; key: string}
  let bob: {user: User; key: string}
  let doc: DocumentRow
  let unicodeDoc: DocumentRow
  const bytes = Buffer.from('The quick brown fox.\n')

  const login = (body: unknown, headers: Record<string, string> = {'content-type': 'application/json'}) =>
    fetch(`${h.url}/api/auth/login`, {body: typeof body === 'string' ? body : JSON.stringify(body), headers, method: 'POST'})
  /** Logs in and returns the `name=value` pair to send back as Cookie. */
  const session = async (email: string, password: string) => {
    const res = await login({email, password})
    expect(res.status).to.equal(200)
    return res.headers.get('set-cookie')!.split(';')[0]
  }

  const download = (id: number | string, headers: Record<string, string> = {}) => fetch(`${h.url}/api/download/file/${id}`, {headers})

  before(async () => {
    h = await startHarness()
    alice = await h.user('alice@example.com', {password: 'alice-secret'})
    bob = await h.user('bob@example.com', {password: 'bob-secret'})
    doc = await storeDocument(h.service.context, {bytes, fileName: 'fox.txt', mime: 'text/plain', spaceId: null, user: alice.user})
    unicodeDoc = await storeDocument(h.service.context, {bytes, fileName: 'résumé "final".txt', mime: 'text/plain', spaceId: null, user: alice.user})
  })

  after(() => h.close())

  describe('POST /api/auth/login', () => {
    it('sets an HttpOnly, SameSite=Lax svc_session cookie for 12 hours and stores only its hash', async () => {
      const res = await login({email: 'alice@example.com', password: 'alice-secret'})
      expect(res.status).to.equal(200)
      const body = (await res.json()) as {user: {email: string}; expires_at: string}
      expect(body.user).to.deep.equal({email: 'alice@example.com', id: alice.user.id, name: alice.user.name})
      const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000
      expect(hours).to.be.within(11.9, 12)
      const cookie = res.headers.get('set-cookie')!
      expect(cookie).to.match(/^svc_session=[\w-]{40,}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/)
      const token = cookie.split(';')[0].split('=')[1]
      const stored = await sqlAll(h.service.context.db, 'SELECT id_hash FROM sessions') as {id_hash: string}[]
      expect(stored.map((s) => s.id_hash)).to.include(sha256(token))
      expect(stored.map((s) => s.id_hash)).not.to.include(token)
    })

    it('401 invalid_credentials for a wrong password or an unknown email, without a cookie', async () => {
      for (const body of [
        {email: 'alice@example.com', password: 'wrong'},
        {email: 'ghost@example.com', password: 'alice-secret'},
      ]) {
        const res = await login(body)
        expect(res.status).to.equal(401)
        expect(res.headers.get('set-cookie')).to.equal(null)
        expect(await problem(res)).to.include({code: 'invalid_credentials', detail: 'Wrong email or password.'})
      }
    })

    it('adds Secure to the cookie behind an HTTPS proxy', async () => {
      const res = await login({email: 'alice@example.com', password: 'alice-secret'}, {'content-type': 'application/json', 'x-forwarded-proto': 'https'})
      expect(res.headers.get('set-cookie')).to.match(/; HttpOnly; SameSite=Lax; Secure$/)
    })

    it('401 for a user that has no password (key-only accounts cannot log in)', async () => {
      await h.user('keyonly@example.com')
      expect((await login({email: 'keyonly@example.com', password: 'anything'})).status).to.equal(401)
    })

    it('400 for a malformed body or missing fields, 415 without a JSON content type', async () => {
      const malformed = await login('{"email":')
      expect(malformed.status).to.equal(400)
      expect((await problem(malformed)).code).to.equal('invalid_body')
      const missing = await login({email: 'alice@example.com'})
      expect(missing.status).to.equal(400)
      expect(await problem(missing)).to.include({code: 'invalid_password', detail: 'password must be a non-empty string.'})
      expect((await login([])).status).to.equal(400)
      expect((await login('{}', {})).status).to.equal(415)
    })
  })

  describe('GET /api/download/file/:id', () => {
    it('streams the file to a logged-in reader with Content-Disposition and the MIME type', async () => {
      const res = await download(doc.id, {cookie: await session('alice@example.com', 'alice-secret')})
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-type')).to.equal('text/plain')
      expect(res.headers.get('content-length')).to.equal(String(bytes.length))
      expect(res.headers.get('content-disposition')).to.equal('attachment; filename="fox.txt"; filename*=UTF-8\'\'fox.txt')
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff')
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).to.equal(true)
    })

    it('answers HEAD with the headers and no body', async () => {
      const res = await fetch(`${h.url}/api/download/file/${doc.id}`, {headers: {cookie: await session('alice@example.com', 'alice-secret')}, method: 'HEAD'})
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-length')).to.equal(String(bytes.length))
      expect(await res.text()).to.equal('')
    })

    it('keeps non-ASCII names exactly in filename* and safely in filename', async () => {
      const res = await download(unicodeDoc.id, {cookie: await session('alice@example.com', 'alice-secret')})
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename="resume _final_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.txt`)
      await res.arrayBuffer()
    })

    it('401 api_key_not_accepted for an API key without a session cookie', async () => {
      const res = await download(doc.id, {'x-api-key': alice.key})
      expect(res.status).to.equal(401)
      const body = await problem(res)
      expect(body.code).to.equal('api_key_not_accepted')
      expect(body.detail).to.include('session cookie')
      expect(body.detail).to.include('API keys are not accepted')
    })

    it('401 without any credentials, and for an unknown or expired session', async () => {
      const none = await download(doc.id)
      expect(none.status).to.equal(401)
      expect((await problem(none)).code).to.equal('missing_session')
      const bogus = await download(doc.id, {cookie: 'svc_session=not-a-session'})
      expect((await problem(bogus)).code).to.equal('invalid_session')
      const cookie = await session('alice@example.com', 'alice-secret')
      await sqlRun(h.service.context.db, 'UPDATE sessions SET expires_at = ? WHERE id_hash = ?', new Date(Date.now() - 1000).toISOString(), sha256(cookie.split('=')[1]))
      const expired = await download(doc.id, {cookie})
      expect(expired.status).to.equal(401)
      expect((await problem(expired)).code).to.equal('invalid_session')
    })

    it('a valid cookie wins over an API key sent alongside it', async () => {
      const res = await download(doc.id, {cookie: await session('alice@example.com', 'alice-secret'), 'x-api-key': 'sk_live_whatever'})
      expect(res.status).to.equal(200)
      await res.arrayBuffer()
    })

    it('404 for a document the session user may not read, or an unknown id; 400 for a malformed id', async () => {
      const cookie = await session('bob@example.com', 'bob-secret')
      expect((await download(doc.id, {cookie})).status).to.equal(404)
      expect((await download(987_654, {cookie})).status).to.equal(404)
      const bad = await download('abc', {cookie})
      expect(bad.status).to.equal(400)
      expect((await problem(bad)).code).to.equal('invalid_id')
    })

    it('lets a space member download a space document', async () => {
      const space = await h.space(alice.user, 'Shared', [[bob.user, 'viewer']])
      const shared = await storeDocument(h.service.context, {bytes, fileName: 'shared.txt', spaceId: space, user: alice.user})
      const res = await download(shared.id, {cookie: await session('bob@example.com', 'bob-secret')})
      expect(res.status).to.equal(200)
      expect(await res.text()).to.equal(bytes.toString())
    })

    it('409 connector_not_downloadable for a connector', async () => {
      const connector = await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: 'https://example.com'}, fileName: 'Site', spaceId: null, user: alice.user})
      const res = await download(connector.id, {cookie: await session('alice@example.com', 'alice-secret')})
      expect(res.status).to.equal(409)
      expect((await problem(res)).code).to.equal('connector_not_downloadable')
    })

    it('410 when the stored file has gone missing from the file store', async () => {
      const lost = await storeDocument(h.service.context, {bytes, fileName: 'lost.txt', spaceId: null, user: alice.user})
      await h.service.context.blobs.delete(lost.storage_path!)
      const res = await download(lost.id, {cookie: await session('alice@example.com', 'alice-secret')})
      expect(res.status).to.equal(410)
      expect((await problem(res)).code).to.equal('file_missing')
    })
  })

  describe('POST /api/auth/logout', () => {
    it('ends the session and clears the cookie; the cookie no longer downloads', async () => {
      const cookie = await session('alice@example.com', 'alice-secret')
      const res = await fetch(`${h.url}/api/auth/logout`, {headers: {cookie}, method: 'POST'})
      expect(res.status).to.equal(200)
      expect(await res.json()).to.deep.equal({logged_out: true})
      expect(res.headers.get('set-cookie')).to.match(/^svc_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/)
      const after = await download(doc.id, {cookie})
      expect(after.status).to.equal(401)
      expect((await problem(after)).code).to.equal('invalid_session')
    })

    it('succeeds without a session too', async () => {
      expect((await fetch(`${h.url}/api/auth/logout`, {method: 'POST'})).status).to.equal(200)
    })
  })

  it('contentDisposition falls back to "download" when nothing ASCII is left', () => {
    expect(contentDisposition('日本.pdf')).to.equal(`attachment; filename=".pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`)
    expect(contentDisposition('日本')).to.equal(`attachment; filename="download"; filename*=UTF-8''%E6%97%A5%E6%9C%AC`)
  })
})
