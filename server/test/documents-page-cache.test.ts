/**
 * The list's page cache (documents/page-cache.ts): a page is given again only while the versions
 * of its scopes (document_counts: `version`, and `content_version` from migration 008) are the
 * ones it was read after. Changes are made straight in the database, as another replica would
 * make them, so that nothing in this service could have told the cache: the versions alone must.
 * Runs on both backends (npm run test:postgres).
 */
import {expect} from 'chai'

import type {User} from '../src/auth.js'
import type {Db} from '../src/db/database.js'
import {storeConnector} from '../src/documents/ingest.js'
import {configurePageCache, DEFAULT_LIST_CACHE_MB, listCacheMbFromEnv, PageCache, pageCacheOf, pageKey} from '../src/documents/page-cache.js'
import {startHarness, type Harness} from './helpers/doc-service.js'
import {recordQueries} from './helpers/record-queries.js'

type Page = {data: {id: number; file_name: string; doc_status: string; folder_id: string; space_id: string | null}[]; pagination: {total: number}}

describe('server: the document list page cache', () => {
  let h: Harness
  let db: Db
  let alice: {user: User; key: string}
  let space: string
  let other: string
  let ids: number[]

  const page = async (query = 'limit=50'): Promise<Page> => {
    const res = await h.api(alice.key, `/api/v1/documents?${query}`)
    expect(res.status, await res.clone().text()).to.equal(200)
    return (await res.json()) as Page
  }

  /** The page as the database gives it now, with no cache: the rule. */
  const fresh = async (query = 'limit=50') => (await recordQueries(db, () => page(query))).result

  /** Reads the page through the cache and checks it is the fresh one. */
  const same = async (query = 'limit=50') => {
    const {queries, result} = await recordQueries(db, () => page(query), {pageCache: true})
    expect(result).to.deep.equal(await fresh(query))
    return {queries, result}
  }

  const pageQueries = (queries: {sql: string}[]) => queries.filter((q) => !/document_counts/.test(q.sql) && /from "?documents"?/i.test(q.sql))

  before(async () => {
    h = await startHarness()
    db = h.service.context.db
    alice = await h.user('alice@example.com')
    space = await h.space(alice.user, 'cache')
    other = await h.space(alice.user, 'other')
    ids = []
    for (let i = 0; i < 8; i++) {
      const row = (await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: `https://example.com/${i}`}, fileName: `doc-${i}`, spaceId: i % 4 === 3 ? null : space, user: alice.user})) as unknown as {id: number}
      ids.push(row.id)
    }
  })

  after(async () => {
    await h?.close()
  })

  afterEach(() => configurePageCache(db, DEFAULT_LIST_CACHE_MB))

  it('gives a page read before again without reading it, while nothing in its scopes changed', async () => {
    await same()
    const again = await same()
    expect(pageQueries(again.queries), 'page queries on the second read').to.deep.equal([])
    expect(again.queries.length, 'the counts are read every time').to.be.at.least(1)
    // Another page (other offset, limit, space filter, cursor) is another entry.
    expect(pageQueries((await same('limit=3&offset=2')).queries)).to.not.deep.equal([])
    expect(pageQueries((await same(`limit=50&space=${space}`)).queries)).to.not.deep.equal([])
    expect(pageQueries((await same(`limit=50&space=${space}`)).queries)).to.deep.equal([])
  })

  it('sees every change another replica makes to a listed column, an insert, a delete, a move', async () => {
    const changes: [string, () => Promise<unknown>, (p: Page) => void][] = [
      ['status', () => db.updateTable('documents').set({doc_status: 'failed'}).where('id', '=', ids[0]).execute(), (p) => expect(p.data.find((d) => d.id === ids[0])?.doc_status).to.equal('failed')],
      ['name', () => db.updateTable('documents').set({file_name: 'renamed.pdf'}).where('id', '=', ids[1]).execute(), (p) => expect(p.data.find((d) => d.id === ids[1])?.file_name).to.equal('renamed.pdf')],
      ['folder', () => db.updateTable('documents').set({folder_id: 'elsewhere'}).where('id', '=', ids[2]).execute(), (p) => expect(p.data.find((d) => d.id === ids[2])?.folder_id).to.equal('elsewhere')],
      ['space-less document', () => db.updateTable('documents').set({doc_status: 'failed'}).where('id', '=', ids[3]).execute(), (p) => expect(p.data.find((d) => d.id === ids[3])?.doc_status).to.equal('failed')],
      ['move', () => db.updateTable('documents').set({space_id: other}).where('id', '=', ids[4]).execute(), (p) => expect(p.data.find((d) => d.id === ids[4])?.space_id).to.equal(other)],
      ['delete', () => db.deleteFrom('documents').where('id', '=', ids[5]).execute(), (p) => expect(p.data.map((d) => d.id)).to.not.include(ids[5])],
    ]
    for (const [what, change, check] of changes) {
      for (const query of ['limit=50', `limit=50&space=${space}`, 'limit=2&offset=1']) await same(query)
      await change()
      for (const query of ['limit=50', `limit=50&space=${space}`, 'limit=2&offset=1']) {
        const {queries, result} = await same(query)
        // A change outside the space leaves the space's pages as they were: they are given again.
        const readAgain = what !== 'space-less document' || !query.includes('space=')
        expect(pageQueries(queries).length > 0, `${what}: ${query} read again`).to.equal(readAgain)
        if (query === 'limit=50') check(result)
      }
    }

    // A column the list does not show changes nothing the cache keeps: the page is given again.
    await same()
    await db.updateTable('documents').set({status_detail: 'still reading'}).where('id', '=', ids[6]).execute()
    expect(pageQueries((await same()).queries)).to.deep.equal([])
  })

  it('follows membership: a space joined or left changes the scopes, so the page', async () => {
    const bob = await h.user('bob@example.com')
    const bobs = await h.space(bob.user, 'bob')
    await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: 'https://example.com/bob'}, fileName: 'bob-doc', spaceId: bobs, user: bob.user})
    const before = await same()
    await db.insertInto('space_members').values({role: 'viewer', space_id: bobs, user_id: alice.user.id}).execute()
    const joined = await same()
    expect(joined.result.pagination.total).to.equal(before.result.pagination.total + 1)
    await db.deleteFrom('space_members').where('space_id', '=', bobs).where('user_id', '=', alice.user.id).execute()
    expect((await same()).result.pagination.total).to.equal(before.result.pagination.total)
  })

  it('is off with SVC_LIST_CACHE_MB=0, and a malformed value is one line naming it', async () => {
    configurePageCache(db, 0)
    expect(pageCacheOf(db)).to.equal(undefined)
    await page()
    const {queries} = await recordQueries(db, () => page(), {pageCache: true})
    expect(pageQueries(queries)).to.not.deep.equal([])
    expect(listCacheMbFromEnv({})).to.equal(DEFAULT_LIST_CACHE_MB)
    expect(listCacheMbFromEnv({SVC_LIST_CACHE_MB: '0'})).to.equal(0)
    expect(listCacheMbFromEnv({SVC_LIST_CACHE_MB: '64'})).to.equal(64)
    for (const bad of ['-1', '1.5', 'lots', '5000']) expect(() => listCacheMbFromEnv({SVC_LIST_CACHE_MB: bad})).to.throw(`SVC_LIST_CACHE_MB must be a whole number of megabytes from 0 to 4096 (0 turns the list cache off), got "${bad}".`)
  })

  it('keeps at most its size, least recently used out first, and no page larger than an eighth of it', () => {
    const rows = (n: number, size: number) => ({body: Array.from({length: n}, () => 'x'.repeat(size)).join(','), count: n, lastId: n})
    const scope = (id: string, version = 0) => ({contentVersion: 0, id, kind: 'space' as const, version})
    const at = {after: 0, limit: 50, offset: 0}
    const cache = new PageCache(100_000)
    for (let i = 0; i < 10; i++) cache.set(pageKey([scope(`s${i}`)], at), rows(10, 300))
    expect(cache.bytes).to.be.at.most(100_000)
    // Used again: no longer the oldest.
    expect(cache.get(pageKey([scope('s0')], at))?.count).to.equal(10)
    for (let i = 10; i < 20; i++) cache.set(pageKey([scope(`s${i}`)], at), rows(10, 300))
    expect(cache.bytes).to.be.at.most(100_000)
    expect(cache.get(pageKey([scope('s1')], at)), 'the least recently used went first').to.equal(undefined)
    expect(cache.get(pageKey([scope('s0')], at))?.count, 'the one used again stayed').to.equal(10)
    // Another version of the same scope is another page.
    expect(cache.get(pageKey([scope('s0', 1)], at))).to.equal(undefined)
    cache.set(pageKey([scope('big')], at), rows(10, 1000))
    expect(cache.get(pageKey([scope('big')], at)), 'larger than an eighth').to.equal(undefined)
  })
})
