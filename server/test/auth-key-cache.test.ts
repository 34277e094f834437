/**
 * The API-key lookup cache (auth.ts, issue 9): a valid key is looked up once per KEY_CACHE_TTL_MS,
 * and a revocation through the service takes effect on the next request all the same.
 */
import {expect} from 'chai'

import {forgetApiKey, sha256} from '../src/auth.js'
import {revokeKey} from '../src/console/keys.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'

describe('server: API-key lookup cache', () => {
  let h: Harness

  before(async () => {
    h = await startHarness()
  })

  after(() => h.close())

  it('a key revoked through the service is refused on its very next request', async () => {
    const {key, user} = await h.user('revoked-now@example.com')
    expect((await h.api(key, '/api/v1/documents')).status).to.equal(200)
    const {id} = await h.service.context.db.selectFrom('api_keys').select('id').where('key_hash', '=', sha256(key)).executeTakeFirstOrThrow()
    await revokeKey(h.service.context.db, user, id)
    const res = await h.api(key, '/api/v1/documents')
    expect(res.status).to.equal(401)
    expect((await problem(res)).code).to.equal('revoked_api_key')
  })

  it('reuses a lookup (a revocation written by another process is seen once the entry is forgotten or expires)', async () => {
    const {key} = await h.user('other-replica@example.com')
    const {db} = h.service.context
    expect((await h.api(key, '/api/v1/documents')).status).to.equal(200)
    // As another replica would: straight in the database, this service's cache does not know.
    await db.updateTable('api_keys').set({revoked_at: new Date().toISOString()}).where('key_hash', '=', sha256(key)).execute()
    expect((await h.api(key, '/api/v1/documents')).status, 'served from the cache').to.equal(200)
    forgetApiKey(db)
    expect((await h.api(key, '/api/v1/documents')).status).to.equal(401)
  })

  it('an unknown key is never cached as valid, and a wrong key stays 401', async () => {
    const {key} = await h.user('typo@example.com')
    expect((await h.api(`${key}x`, '/api/v1/documents')).status).to.equal(401)
    expect((await h.api(key, '/api/v1/documents')).status).to.equal(200)
  })
})
