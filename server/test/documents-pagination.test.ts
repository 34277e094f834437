/**
 * GET /api/v1/documents underneath (issue 9): keyset pages merged from each visible scope, the
 * `next` cursor, and `total` from the per-scope counts that triggers keep (migration 006). Every
 * page is compared with the plain visibility query, which is the rule (docs/protocol.md).
 */
import {expect} from 'chai'
import {CompiledQuery} from 'kysely'

import type {User} from '../src/auth.js'
import {dialectOf, type Db} from '../src/db/database.js'
import {storeConnector} from '../src/documents/ingest.js'
import {mulberry32} from '../src/corpus/rng.js'
import {ANCHOR_STEP, accessFor, encodeCursor, getVisibleDocument, getVisibleDocumentWithAccess, listVisibleDocuments, splitByAnchors, visibleTo} from '../src/documents/store.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'
import {recordQueries} from './helpers/record-queries.js'

type Page = {data: {id: number}[]; pagination: {limit: number; offset: number; total: number; next?: string}}

describe('server: document list pagination (cursor, counts)', () => {
  let h: Harness
  let db: Db
  let alice: {user: User; key: string}
  let bob: {user: User; key: string}
  let shared: string
  let aliceOnly: string
  let bobOnly: string

  const connector = (user: User, spaceId: null | string, name: string) =>
    storeConnector(h.service.context, {fileInfos: {kind: 'url', url: `https://example.com/${name}`}, fileName: name, spaceId, user}) as unknown as Promise<{id: number}>
  const page = async (key: string, query: string): Promise<Page> => {
    const res = await h.api(key, `/api/v1/documents?${query}`)
    expect(res.status, await res.clone().text()).to.equal(200)
    return (await res.json()) as Page
  }

  /** The rule itself: every document the user sees, ascending id. */
  const visibleIds = async (user: User, spaceId?: string) => {
    let query = db.selectFrom('documents as d').select('d.id').where(visibleTo(user.id))
    if (spaceId) query = query.where('d.space_id', '=', spaceId)
    return (await query.orderBy('d.id').execute()).map((r) => r.id)
  }

  /** Follows `next` from the first page; checks each page's offset and total on the way. */
  const walk = async (key: string, query: string, expectedTotal: number) => {
    const ids: number[] = []
    let current = await page(key, query)
    for (let pages = 0; ; pages++) {
      expect(pages, 'pages').to.be.below(100)
      expect(current.pagination.offset).to.equal(ids.length)
      expect(current.pagination.total).to.equal(expectedTotal)
      ids.push(...current.data.map((d) => d.id))
      if (!current.pagination.next) break
      current = await page(key, `${query}&cursor=${current.pagination.next}`)
    }

    return ids
  }

  before(async () => {
    h = await startHarness()
    db = h.service.context.db
    alice = await h.user('alice@example.com')
    bob = await h.user('bob@example.com')
    shared = await h.space(alice.user, 'Shared', [[bob.user, 'editor']])
    aliceOnly = await h.space(alice.user, 'Alice only')
    bobOnly = await h.space(bob.user, 'Bob only')
    // Interleaved ids across scopes, so that merging the scopes' ranges is what orders a page.
    for (let i = 0; i < 7; i++) {
      await connector(alice.user, shared, `shared-a${i}`)
      await connector(bob.user, bobOnly, `bob-only${i}`)
      await connector(alice.user, null, `alice-personal${i}`)
      await connector(bob.user, null, `bob-personal${i}`)
      if (i % 2 === 0) await connector(alice.user, aliceOnly, `alice-only${i}`)
      await connector(bob.user, shared, `shared-b${i}`)
    }
  })

  after(() => h.close())

  it('the pages by cursor, and by offset, are exactly the visible documents in ascending id', async () => {
    for (const who of [alice, bob]) {
      const expected = await visibleIds(who.user)
      expect(await walk(who.key, 'limit=4', expected.length)).to.deep.equal(expected)
      const byOffset: number[] = []
      for (let offset = 0; offset < expected.length; offset += 4) byOffset.push(...(await page(who.key, `limit=4&offset=${offset}`)).data.map((d) => d.id))
      expect(byOffset).to.deep.equal(expected)
    }
  })

  it('a space filter pages within the space, by cursor too', async () => {
    const expected = await visibleIds(bob.user, shared)
    expect(expected).to.have.length(14)
    expect(await walk(bob.key, `space=${shared}&limit=5`, 14)).to.deep.equal(expected)
  })

  it('a well-formed cursor past the largest possible id is 400 invalid_cursor on both backends (was a database error, 500, on PostgreSQL)', async () => {
    const last = await page(alice.key, `cursor=${encodeCursor({after: 2 ** 31 - 1, offset: 7})}`)
    expect(last.data).to.deep.equal([])
    for (const after of [2 ** 31, 99_999_999_999_999]) {
      const res = await h.api(alice.key, `/api/v1/documents?cursor=${encodeCursor({after, offset: 7})}`)
      expect(res.status, `after ${after}`).to.equal(400)
      expect((await problem(res)).code).to.equal('invalid_cursor')
    }
  })

  it('on SQLite, a list page reads its rows and their JSON from the scopes\' index ranges (migration 009), never each row by its key', async function () {
    if (dialectOf(db) !== 'sqlite') this.skip()
    const {queries} = await recording(async () => {
      const first = await page(alice.key, 'limit=5')
      await page(alice.key, `limit=5&cursor=${first.pagination.next}`)
      await page(alice.key, `limit=5&space=${shared}`)
      await page(alice.key, 'limit=5&offset=7')
      // (A user with space-less documents only: that scope's range, of the partial index's twin.)
      const personal = await h.user('pauline@example.com')
      await connector(personal.user, null, 'pauline-personal')
      await page(personal.key, 'limit=5')
    })
    const pages = queries.filter((query) => query.sql.includes('json_object'))
    expect(pages, 'page queries').to.have.length(5)
    for (const query of pages) {
      const plan = (await db.executeQuery<{detail: string}>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]))).rows.map((row) => row.detail)
      // One scope: its range of the index that holds the rows' JSON, nothing else. Several: their
      // ranges' ids merged, then each row by its key.
      const searches = plan.filter((step) => step.startsWith('SEARCH'))
      if (searches.length === 1) expect(searches[0], query.sql).to.match(/COVERING INDEX documents_(space|personal)_rows /)
      else expect(searches.slice(1), query.sql).to.satisfy((steps: string[]) => steps.every((step) => / USING (COVERING )?INDEX documents_(space|personal)(_rows)? /.test(step)))
      expect(plan.join(' | '), query.sql).not.to.match(/SCAN documents|group_concat/)
    }
  })

  it('gives the same page read while a transaction holds the connection (rows through Kysely, not the hot read\'s)', async () => {
    // (Without the page cache: recordQueries turns it off. The first read remembers Alice's scopes,
    // so that the second sends its counts and page queries at once, both while the connection is held.)
    const {queries, result} = await recordQueries(db, async () => {
      const free = await listVisibleDocuments(db, alice.user, {limit: 7, offset: 0})
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const transaction = db.transaction().execute(async () => held)
      await new Promise((resolve) => setTimeout(resolve, 10))
      const waiting = listVisibleDocuments(db, alice.user, {limit: 7, offset: 0})
      release()
      await transaction
      return {free, held: await waiting}
    })
    expect(result.held).to.deep.equal(result.free)
    expect(result.free.page.count).to.equal(7)
    // (On SQLite the second page query went through Kysely: recordQueries saw it twice, once as a
    // hot read. PostgreSQL's hot reads have connections of their own, held by no transaction.)
    if (dialectOf(db) === 'sqlite') expect(queries.filter((query) => query.sql.includes('json_object'))).to.have.length(2)
  })

  it('no next on the last page, nor on a page that holds everything', async () => {
    const total = (await visibleIds(alice.user)).length
    expect((await page(alice.key, 'limit=200')).pagination).to.deep.equal({limit: 200, offset: 0, total})
    const last = await page(alice.key, `limit=3&offset=${total - 3}`)
    expect(last.pagination.next).to.equal(undefined)
    expect(last.data).to.have.length(3)
  })

  it('400 invalid_cursor for a cursor it did not issue, and for cursor with offset', async () => {
    const {pagination} = await page(alice.key, 'limit=2')
    for (const query of ['cursor=abc', 'cursor=%25%25', `cursor=${pagination.next}x`, `cursor=${'A'.repeat(65)}`, `cursor=${pagination.next}&offset=2`]) {
      const res = await h.api(alice.key, `/api/v1/documents?${query}`)
      expect(res.status, query).to.equal(400)
      const body = await problem(res)
      expect(body.code, query).to.equal('invalid_cursor')
      expect(body.detail, query).to.match(/cursor/)
    }
  })

  it('total follows inserts, deletes, moves between scopes and a deleted space (the triggers keep the counts)', async () => {
    const totals = async () => ({alice: (await page(alice.key, 'limit=1')).pagination.total, bob: (await page(bob.key, 'limit=1')).pagination.total})
    const rule = async () => ({alice: (await visibleIds(alice.user)).length, bob: (await visibleIds(bob.user)).length})
    expect(await totals()).to.deep.equal(await rule())
    const extra = await connector(bob.user, bobOnly, 'extra')
    expect(await totals()).to.deep.equal(await rule())
    // Moved into the shared space: alice sees it now.
    await db.updateTable('documents').set({space_id: shared}).where('id', '=', extra.id).execute()
    expect(await totals()).to.deep.equal(await rule())
    await db.deleteFrom('documents').where('id', '=', extra.id).execute()
    expect(await totals()).to.deep.equal(await rule())
    // A deleted space leaves its documents space-less (their owners' own documents).
    const doomed = await h.space(bob.user, 'Doomed', [[alice.user, 'viewer']])
    await connector(bob.user, doomed, 'doomed')
    await connector(alice.user, doomed, 'doomed-alice')
    expect(await totals()).to.deep.equal(await rule())
    await db.deleteFrom('spaces').where('id', '=', doomed).execute()
    expect(await totals()).to.deep.equal(await rule())
  })

  it('the single read in one query sees and allows exactly what the visibility rule and accessFor do', async () => {
    const ids = (await db.selectFrom('documents').select('id').orderBy('id').execute()).map((r) => r.id)
    for (const who of [alice.user, bob.user]) {
      for (const id of [...ids, ids.at(-1)! + 1]) {
        const visible = await getVisibleDocument(db, who, id)
        const combined = await getVisibleDocumentWithAccess(db, who, id)
        expect(combined?.row, `${who.email} ${id}`).to.deep.equal(visible)
        if (visible) expect(combined!.access, `${who.email} ${id}`).to.deep.equal(await accessFor(db, who, visible))
      }
    }
  })

  it('deep offsets in one space (started from the nearest anchor, every ANCHOR_STEP-th position) are the plain OFFSET pages, also after changes', async () => {
    const dan = await h.user('dan@example.com')
    const big = await h.space(dan.user, 'Big')
    const rows = (from: number, count: number) =>
      Array.from({length: count}, (_, i) => ({created_at: new Date().toISOString(), doc_status: 'ready' as const, doc_type: 'connector' as const, file_name: `big-${from + i}`, folder_id: 'f', mime_type: 'text/uri-list', owner_id: dan.user.id, search_enabled: 0, size: 0, space_id: big}))
    for (let i = 0; i < 2600; i += 500) await db.insertInto('documents').values(rows(i, 500)).execute()
    const check = async () => {
      const expected = await visibleIds(dan.user, big)
      for (const offset of [0, 999, 1000, 1001, 1999, 2000, 2049, expected.length - 3, expected.length + 5]) {
        const got = await page(dan.key, `space=${big}&limit=50&offset=${offset}`)
        expect(got.data.map((d) => d.id), `offset ${offset}`).to.deep.equal(expected.slice(offset, offset + 50))
        expect(got.pagination.total).to.equal(expected.length)
      }
    }

    await check()
    await check()
    // A row before the anchors goes, others come and one moves in from elsewhere: every page is still the plain one.
    const [second] = await visibleIds(dan.user, big)
    await db.deleteFrom('documents').where('id', '=', second).execute()
    await check()
    await db.insertInto('documents').values(rows(5000, 7)).execute()
    const [moved] = await visibleIds(alice.user, aliceOnly)
    await db.updateTable('documents').set({space_id: big}).where('id', '=', moved).execute()
    await check()
  })

  it('a membership gained or lost between two pages shows at once (the remembered scopes are checked against the counts)', async () => {
    const erin = await h.user('erin@example.com')
    const own = await connector(erin.user, null, 'erin-own')
    const first = await page(erin.key, 'limit=50')
    expect(first.data.map((d) => d.id)).to.deep.equal([own.id])
    const theirs = await h.space(alice.user, 'Alice invites', [[erin.user, 'viewer']])
    const inSpace = await connector(alice.user, theirs, 'invited')
    expect(await page(erin.key, 'limit=50')).to.deep.equal({data: (await page(alice.key, `space=${theirs}`)).data.concat(first.data).sort((a, b) => a.id - b.id), pagination: {limit: 50, offset: 0, total: 2}})
    expect((await page(erin.key, 'limit=50')).data.map((d) => d.id)).to.deep.equal([own.id, inSpace.id].sort((a, b) => a - b))
    await db.deleteFrom('space_members').where('space_id', '=', theirs).where('user_id', '=', erin.user.id).execute()
    expect(await page(erin.key, 'limit=50')).to.deep.equal({data: first.data, pagination: {limit: 50, offset: 0, total: 1}})
    await db.deleteFrom('documents').where('id', '=', own.id).execute()
    expect(await page(erin.key, 'limit=50')).to.deep.equal({data: [], pagination: {limit: 50, offset: 0, total: 0}})
    expect(await page(erin.key, 'limit=50')).to.deep.equal({data: [], pagination: {limit: 50, offset: 0, total: 0}})
  })

  it('a user in more spaces than one query merges gets the same pages (a query per group of scopes)', async () => {
    const carol = await h.user('carol@example.com')
    for (let i = 0; i < 34; i++) {
      const space = await h.space(carol.user, `c${i}`)
      if (i % 3 === 0) await connector(carol.user, space, `carol-${i}`)
    }

    await connector(carol.user, null, 'carol-personal')
    const expected = await visibleIds(carol.user)
    expect(expected).to.have.length(13)
    expect(await walk(carol.key, 'limit=5', 13)).to.deep.equal(expected)
  })

  it('deep offsets across several scopes are the plain OFFSET pages, read from each scope\'s anchors, also after changes and membership changes', async () => {
    const frank = await h.user('frank@example.com')
    const own = await h.space(frank.user, 'Frank')
    const invited = await h.space(bob.user, 'Bob invites Frank', [[frank.user, 'viewer']])
    // Ids interleaved across Frank's three scopes (a long run of one scope too), among others' documents.
    const scopeOf = (i: number) => (i >= 2000 && i < 3300 ? own : [own, own, invited, null, own, invited, bobOnly][i % 7])
    const row = (i: number) => {
      const spaceId = scopeOf(i)
      const owner = spaceId === bobOnly ? bob.user.id : frank.user.id
      return {created_at: new Date().toISOString(), doc_status: 'ready' as const, doc_type: 'connector' as const, file_name: `frank-${i}`, folder_id: 'f', mime_type: 'text/uri-list', owner_id: owner, search_enabled: 0, size: 0, space_id: spaceId}
    }

    for (let i = 0; i < 6300; i += 700) await db.insertInto('documents').values(Array.from({length: 700}, (_, j) => row(i + j))).execute()
    const plainPage = async (offset: number, limit: number) =>
      (await db.selectFrom('documents as d').select('d.id').where(visibleTo(frank.user.id)).orderBy('d.id').limit(limit).offset(offset).execute()).map((r) => r.id)
    const check = async (scopes: number) => {
      const total = (await visibleIds(frank.user)).length
      const offsets = [0, 249, 250, 251, 999, 1000, 1001, 1999, 2000, 2950, 3000, 3001, 3999, 4000, 4321, total - 200, total - 50, total - 1, total, total + 7]
      for (const offset of offsets.filter((o) => o >= 0)) {
        for (const limit of offset === 3000 ? [1, 50, 200] : [50]) {
          const got = await page(frank.key, `limit=${limit}&offset=${offset}`)
          expect(got.data.map((d) => d.id), `${scopes} scopes, offset ${offset}, limit ${limit}`).to.deep.equal(await plainPage(offset, limit))
          expect(got.pagination.total).to.equal(total)
        }
      }

      // Once the anchors are walked, a deep page reads the counts, then one page query, whose every
      // range is bounded by the split, not by the offset (a merge walked to it had LIMIT offset + 50).
      const {queries} = await recording(() => page(frank.key, `limit=50&offset=${total - 60}`))
      expect(queries, 'queries').to.have.length(2)
      for (const bound of queries.flatMap((q) => limitsAndOffsets(q))) expect(bound, queries.at(-1)!.sql).to.be.below(scopes * ANCHOR_STEP + 50)
      return total
    }

    expect(await check(3)).to.equal(5586)
    // Changes in one scope: a deletion early in the small space, documents added to Frank's own
    // space-less ones, one moved from his space to the invited one. Only the changed scopes walk
    // their positions again.
    const invitedIds = (await db.selectFrom('documents').select('id').where('space_id', '=', invited).orderBy('id').execute()).map((r) => r.id)
    await db.deleteFrom('documents').where('id', '=', invitedIds[3]).execute()
    const walked = await recording(() => page(frank.key, 'limit=50&offset=4500'))
    const anchorReads = walked.queries.filter((q) => q.sql.includes('anchors'))
    expect(anchorReads.length, 'anchor reads').to.be.within(1, 3)
    for (const q of anchorReads) expect(q.parameters).to.include(invited)
    await check(3)
    await db.insertInto('documents').values([row(3), row(10), row(17)].map((r) => ({...r, space_id: null}))).execute()
    const [firstOwn] = (await db.selectFrom('documents').select('id').where('space_id', '=', own).orderBy('id').limit(1).execute()).map((r) => r.id)
    await db.updateTable('documents').set({space_id: invited}).where('id', '=', firstOwn).execute()
    await check(3)
    // Membership: Frank leaves the invited space (two scopes), then joins Bob's own space (three again).
    await db.deleteFrom('space_members').where('space_id', '=', invited).where('user_id', '=', frank.user.id).execute()
    await check(2)
    await db.insertInto('space_members').values({role: 'viewer', space_id: bobOnly, user_id: frank.user.id}).execute()
    await check(3)
  })

  it('a user in more scopes than one query merges: every page, deep offsets too, from the scopes\' ranges in groups, never the visibility condition', async () => {
    const gina = await h.user('gina@example.com')
    const spaces: string[] = []
    for (let i = 0; i < 36; i++) spaces.push(await h.space(i % 4 === 0 ? alice.user : gina.user, `g${i}`, i % 4 === 0 ? [[gina.user, 'viewer']] : []))
    // Four spaces in ten, and every seventh document outside spaces, the rest spread over all of them.
    const spaceOf = (i: number) => (i % 7 === 0 ? null : spaces[i % 10 < 4 ? i % 4 : i % spaces.length])
    const row = (i: number) => ({created_at: new Date().toISOString(), doc_status: 'ready' as const, doc_type: 'connector' as const, file_name: `gina-${i}`, folder_id: 'f', mime_type: 'text/uri-list', owner_id: gina.user.id, search_enabled: 0, size: 0, space_id: spaceOf(i)})
    for (let i = 0; i < 2400; i += 800) await db.insertInto('documents').values(Array.from({length: 800}, (_, j) => row(i + j))).execute()
    const expected = await visibleIds(gina.user)
    expect(expected).to.have.length(2400)
    const {queries} = await recording(async () => {
      expect(await walk(gina.key, 'limit=200', 2400)).to.deep.equal(expected)
      for (const offset of [0, 1, 249, 250, 251, 777, 1000, 1999, 2350, 2399, 2400, 2405]) {
        for (const limit of [1, 50]) {
          const got = await page(gina.key, `limit=${limit}&offset=${offset}`)
          expect(got.data.map((d) => d.id), `offset ${offset}, limit ${limit}`).to.deep.equal(expected.slice(offset, offset + limit))
        }
      }
    })
    expect(queries.filter((q) => /from "?documents"?/i.test(q.sql) && q.sql.includes('space_members')), 'queries with the visibility condition').to.deep.equal([])
    // The counts, then on PostgreSQL one statement for all 37 scopes (a lateral join); on SQLite a
    // query per 32 of them, and the page's rows by id.
    const deep = await recording(() => page(gina.key, 'limit=50&offset=2000'))
    expect(deep.queries, 'queries').to.have.length(dialectOf(db) === 'postgres' ? 2 : 4)
    // A change in one of the scopes, and a membership lost: the same pages as the rule.
    await db.deleteFrom('documents').where('id', '=', expected[300]).execute()
    await db.deleteFrom('space_members').where('space_id', '=', spaces[4]).where('user_id', '=', gina.user.id).execute()
    const after = await visibleIds(gina.user)
    for (const offset of [260, 1500, after.length - 10]) expect((await page(gina.key, `limit=50&offset=${offset}`)).data.map((d) => d.id), `offset ${offset}`).to.deep.equal(after.slice(offset, offset + 50))
  })

  it('splitByAnchors gives the plain OFFSET page for random scopes, sizes and depths, and bounds what it reads', () => {
    const next = mulberry32(9)
    for (let round = 0; round < 40; round++) {
      const k = 2 + Math.floor(next() * 4)
      const sizes = Array.from({length: k}, () => (next() < 0.2 ? Math.floor(next() * 30) + 1 : next() < 0.3 ? ANCHOR_STEP * (1 + Math.floor(next() * 4)) : Math.floor(next() * 4500) + 1))
      // Each scope's ids: the merged order's ids dealt out to the scopes in runs of random length.
      const labels = sizes.flatMap((n, t) => Array.from({length: n}, () => t))
      for (let i = labels.length - 1; i > 0; i--) {
        const j = next() < 0.7 ? i : Math.floor(next() * (i + 1))
        ;[labels[i], labels[j]] = [labels[j], labels[i]]
      }

      const ids = labels.map((_, i) => 1 + i * 3)
      const scopes = sizes.map((_, t) => ids.filter((_, i) => labels[i] === t))
      const all = Array.from({length: k}, (_, t) => [0, ...scopes[t].filter((_, i) => (i + 1) % ANCHOR_STEP === 0)])
      for (let probe = 0; probe < 20; probe++) {
        const offset = Math.floor(next() * (ids.length + 20))
        const limit = [1, 50, 200][probe % 3]
        // The anchors a request walks (one past the page's end, or the scope's end), or more.
        const reach = Math.floor((offset + limit) / ANCHOR_STEP) + 1
        const anchors = probe % 2 ? all : all.map((a) => a.slice(0, reach + 1))
        const split = splitByAnchors(anchors, offset, limit)
        const span = split.offset + limit
        const ranges = scopes.map((list, t) => list.filter((id) => id > split.after[t] && (split.upTo === undefined || id <= split.upTo)).slice(0, span))
        const merged = ranges.flat().sort((a, b) => a - b)
        const where = `k ${k}, sizes ${sizes}, offset ${offset}, limit ${limit}`
        expect(merged.slice(split.offset, span), where).to.deep.equal(ids.slice(offset, offset + limit))
        expect(split.offset, where).to.be.below(k * ANCHOR_STEP)
        expect(merged.length, where).to.be.below(2 * k * ANCHOR_STEP + limit)
      }
    }
  })

  /** Runs `action`, recording the queries it sends (helpers/record-queries.ts; the page cache off meanwhile). */
  const recording = <T>(action: () => Promise<T>) => recordQueries(db, action)
})

/** The values a query binds to its LIMITs and OFFSETs: how many rows each of its ranges may read or skip. */
function limitsAndOffsets(query: CompiledQuery): number[] {
  const values: number[] = []
  let sequence = 0
  // SQLite's placeholders are `?` in order, PostgreSQL's `$n`.
  for (const match of query.sql.matchAll(/\?|\$(\d+)/g)) {
    const index = match[1] === undefined ? sequence++ : Number(match[1]) - 1
    if (/(LIMIT|OFFSET)\s*$/i.test(query.sql.slice(0, match.index))) values.push(Number(query.parameters[index]))
  }

  return values
}

