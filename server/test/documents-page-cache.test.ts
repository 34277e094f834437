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

  /** Reads the page twice through the cache (a page is kept on its second read), each time checking it is the fresh one. */
  const kept = async (query = 'limit=50') => {
    await same(query)
    return same(query)
  }

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

  it('gives a page read twice before again without reading it, while nothing in its scopes changed', async () => {
    expect(pageQueries((await same()).queries), 'the first read').to.not.deep.equal([])
    expect(pageQueries((await same()).queries), 'the second read: read, then kept').to.not.deep.equal([])
    const again = await same()
    expect(pageQueries(again.queries), 'page queries on the third read').to.deep.equal([])
    expect(again.queries.length, 'the counts are read every time').to.be.at.least(1)
    // Another page (other offset, limit, space filter, cursor) is another entry.
    expect(pageQueries((await same('limit=3&offset=2')).queries)).to.not.deep.equal([])
    expect(pageQueries((await kept(`limit=50&space=${space}`)).queries)).to.not.deep.equal([])
    expect(pageQueries((await same(`limit=50&space=${space}`)).queries)).to.deep.equal([])
  })

  it('keeps a page on its second read only: a walk through every page once keeps none and leaves the kept pages in place', async () => {
    await kept()
    const cache = pageCacheOf(db)!
    const before = cache.bytes
    let next: string | undefined
    let read = 0
    do {
      const res = (await page(`limit=2${next ? `&cursor=${next}` : ''}`)) as Page & {pagination: {next?: string}}
      next = res.pagination.next
      read++
    } while (next)
    expect(read, 'pages walked').to.be.greaterThan(2)
    expect(cache.bytes, 'nothing kept by the walk').to.equal(before)
    expect(pageQueries((await same()).queries), 'the page kept before the walk').to.deep.equal([])
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
      for (const query of ['limit=50', `limit=50&space=${space}`, 'limit=2&offset=1']) await kept(query)
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
    await kept()
    await db.updateTable('documents').set({status_detail: 'still reading'}).where('id', '=', ids[6]).execute()
    expect(pageQueries((await same()).queries)).to.deep.equal([])
  })

  it('follows membership: a space joined or left changes the scopes, so the page', async () => {
    const bob = await h.user('bob@example.com')
    const bobs = await h.space(bob.user, 'bob')
    await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: 'https://example.com/bob'}, fileName: 'bob-doc', spaceId: bobs, user: bob.user})
    const before = await kept()
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
    // A page is kept on its second read.
    const keep = (key: string, page: ReturnType<typeof rows>) => {
      cache.set(key, page)
      cache.set(key, page)
    }

    cache.set(pageKey([scope('once')], at), rows(10, 300))
    expect(cache.get(pageKey([scope('once')], at)), 'read once').to.equal(undefined)
    expect(cache.bytes).to.equal(0)
    for (let i = 0; i < 10; i++) keep(pageKey([scope(`s${i}`)], at), rows(10, 300))
    expect(cache.bytes).to.be.at.most(100_000)
    // Used again: no longer the oldest.
    expect(cache.get(pageKey([scope('s0')], at))?.count).to.equal(10)
    for (let i = 10; i < 20; i++) keep(pageKey([scope(`s${i}`)], at), rows(10, 300))
    expect(cache.bytes).to.be.at.most(100_000)
    expect(cache.get(pageKey([scope('s1')], at)), 'the least recently used went first').to.equal(undefined)
    expect(cache.get(pageKey([scope('s0')], at))?.count, 'the one used again stayed').to.equal(10)
    // Another version of the same scope is another page.
    expect(cache.get(pageKey([scope('s0', 1)], at))).to.equal(undefined)
    keep(pageKey([scope('big')], at), rows(10, 1000))
    expect(cache.get(pageKey([scope('big')], at)), 'larger than an eighth').to.equal(undefined)
  })

  it('remembers a bounded number of pages read once: one read long ago does not count', () => {
    const page = {body: '{}', count: 1, lastId: 1}
    const at = (offset: number) => ({after: 0, limit: 50, offset})
    const key = (offset: number) => pageKey([{contentVersion: 0, id: 's', kind: 'space', version: 0}], at(offset))
    // 100,000 bytes: 64 keys remembered at least (a key per 4,096 bytes, 24 here).
    const cache = new PageCache(100_000)
    cache.set(key(0), page)
    for (let i = 1; i <= 64; i++) cache.set(key(i), page)
    cache.set(key(0), page)
    expect(cache.get(key(0)), 'forgotten, so read once again').to.equal(undefined)
    cache.set(key(64), page)
    expect(cache.get(key(64)), 'remembered, so kept').to.deep.equal(page)
  })
})
