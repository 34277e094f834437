import {expect} from 'chai'
import {existsSync, utimesSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import type {User} from '../src/auth.js'
import {storeConnector, storeDocument, sweepTempFiles, tempDir} from '../src/documents/ingest.js'
import {getDocumentRow, getVisibleDocument, spaceDocumentsWithPages, spaceRole, visibleDocumentsInSpace} from '../src/documents/store.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'
import {sqlGet} from './helpers/sql.js'

type Doc = Record<string, unknown> & {id: number}
const LIST_FIELDS = ['id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'folder_id', 'created_at']

describe('server: documents (GET/DELETE /api/v1/documents)', () => {
  let h: Harness
  let alice: {user: User; key: string}
  let bob: {user: User; key: string}
  let carol: {user: User; key: string}
  let dave: {user: User; key: string}
  let space: string
  let aliceInSpace: Doc
  let bobInSpace: Doc
  let alicePrivate: Doc
  let connector: Doc
  let otherSpaceDoc: Doc

  const text = (user: User, spaceId: null | string, name: string, content = `Text of ${name}`) =>
    storeDocument(h.service.context, {bytes: Buffer.from(content), fileName: name, mime: 'text/plain', spaceId, user}) as unknown as Promise<Doc>
  const json = async (res: Response) => {
    expect(res.status, await res.clone().text()).to.equal(200)
    return res.json() as Promise<Record<string, unknown>>
  }

  before(async () => {
    h = await startHarness()
    alice = await h.user('alice@example.com')
    bob = await h.user('bob@example.com')
    carol = await h.user('carol@example.com')
    dave = await h.user('dave@example.com')
    // Alice owns the space; Bob edits; Carol views; Dave is not a member.
    space = await h.space(alice.user, 'Shared', [
      [bob.user, 'editor'],
      [carol.user, 'viewer'],
    ])
    aliceInSpace = await text(alice.user, space, 'alice-space.txt')
    bobInSpace = await text(bob.user, space, 'bob-space.txt')
    alicePrivate = await text(alice.user, null, 'alice-private.txt')
    connector = await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: 'https://example.com/feed'}, fileName: 'Feed', spaceId: space, user: alice.user}) as unknown as Doc
    const daveSpace = await h.space(dave.user, 'Dave only')
    otherSpaceDoc = await text(dave.user, daveSpace, 'dave.txt')
  })

  after(() => h.close())

  describe('authentication', () => {
    it('401 problem+json without a key', async () => {
      const res = await h.api(undefined, '/api/v1/documents')
      expect(res.status).to.equal(401)
      expect((await problem(res)).code).to.equal('missing_api_key')
    })

    it('401 problem+json with an unknown key', async () => {
      const res = await h.api('sk_live_nope', '/api/v1/documents/1')
      expect(res.status).to.equal(401)
      expect((await problem(res)).code).to.equal('invalid_api_key')
    })
  })

  describe('GET /api/v1/documents', () => {
    it('returns the visible documents wrapped with pagination, by ascending id, with the list fields only', async () => {
      const body = await json(await h.api(alice.key, '/api/v1/documents'))
      const data = body.data as Doc[]
      expect(data.map((d) => d.id)).to.deep.equal([aliceInSpace.id, bobInSpace.id, alicePrivate.id, connector.id])
      expect(body.pagination).to.deep.equal({limit: 50, offset: 0, total: 4})
      for (const doc of data) expect(Object.keys(doc)).to.have.members(LIST_FIELDS)
      expect(data[0]).to.include({doc_status: 'ready', doc_type: 'document', file_name: 'alice-space.txt', mime_type: 'text/plain', num_pages: 1, space_id: space})
    })

    it('writes each row as the single read gives its fields, in the spec order, whatever the file name holds (the database writes list rows as JSON)', async () => {
      const awkward = await text(alice.user, space, 'quote " back\\slash \t tab \u0001 ctl é 🧾 \u2028 sep.txt')
      const body = await json(await h.api(alice.key, `/api/v1/documents?space=${space}`))
      const data = body.data as Doc[]
      expect(data.map((d) => d.id)).to.include(awkward.id)
      for (const row of data) {
        expect(Object.keys(row)).to.deep.equal(LIST_FIELDS)
        const single = await json(await h.api(alice.key, `/api/v1/documents/${row.id}`))
        expect(row).to.deep.equal(Object.fromEntries(LIST_FIELDS.map((field) => [field, single[field]])))
      }

      // The connector has no pages: null, not a missing key.
      expect(data.find((d) => d.id === connector.id)).to.include({num_pages: null})
      await h.api(alice.key, `/api/v1/documents/${awkward.id}`, {method: 'DELETE'})
    })

    it('shows members the space documents but not other users’ space-less documents', async () => {
      for (const who of [bob, carol]) {
        const data = (await json(await h.api(who.key, '/api/v1/documents'))).data as Doc[]
        expect(data.map((d) => d.id)).to.deep.equal([aliceInSpace.id, bobInSpace.id, connector.id])
      }

      const daves = (await json(await h.api(dave.key, '/api/v1/documents'))).data as Doc[]
      expect(daves.map((d) => d.id)).to.deep.equal([otherSpaceDoc.id])
    })

    it('filters by space', async () => {
      const body = await json(await h.api(alice.key, `/api/v1/documents?space=${space}`))
      expect((body.data as Doc[]).map((d) => d.id)).to.deep.equal([aliceInSpace.id, bobInSpace.id, connector.id])
      expect((body.pagination as {total: number}).total).to.equal(3)
    })

    it('pages with limit and offset; total counts every visible document', async () => {
      const first = await json(await h.api(alice.key, '/api/v1/documents?limit=2'))
      const second = await json(await h.api(alice.key, '/api/v1/documents?limit=2&offset=2'))
      const beyond = await json(await h.api(alice.key, '/api/v1/documents?limit=2&offset=10'))
      expect((first.data as Doc[]).map((d) => d.id)).to.deep.equal([aliceInSpace.id, bobInSpace.id])
      expect((second.data as Doc[]).map((d) => d.id)).to.deep.equal([alicePrivate.id, connector.id])
      expect(beyond.data).to.deep.equal([])
      expect(second.pagination).to.deep.equal({limit: 2, offset: 2, total: 4})
      expect((await json(await h.api(alice.key, '/api/v1/documents?limit=200'))).pagination).to.include({limit: 200})
    })

    it('defaults to 50 per page', async () => {
      const {user, key} = await h.user('many@example.com')
      for (let i = 0; i < 55; i++) await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: `https://example.com/${i}`}, fileName: `c${i}`, spaceId: null, user})
      const body = await json(await h.api(key, '/api/v1/documents'))
      expect(body.data).to.have.length(50)
      expect(body.pagination).to.deep.equal({limit: 50, next: (body.pagination as {next: string}).next, offset: 0, total: 55})
      // The rest by cursor: offset 50, no further cursor.
      const rest = await json(await h.api(key, `/api/v1/documents?cursor=${(body.pagination as {next: string}).next}`))
      expect(rest.data).to.have.length(5)
      expect(rest.pagination).to.deep.equal({limit: 50, offset: 50, total: 55})
    })

    for (const [query, code, fragment] of [
      ['limit=-1', 'invalid_limit', 'limit must be between 1 and 200, got -1'],
      ['limit=0', 'invalid_limit', 'between 1 and 200'],
      ['limit=201', 'invalid_limit', 'got 201'],
      ['limit=abc', 'invalid_limit', 'limit must be an integer, got "abc"'],
      ['limit=1.5', 'invalid_limit', 'must be an integer'],
      ['limit=99999999999999999999', 'invalid_limit', 'between 1 and 200'],
      ['offset=-1', 'invalid_offset', 'offset must be between 0'],
      ['offset=x', 'invalid_offset', 'offset must be an integer'],
      ['space=not-a-uuid', 'invalid_uuid', 'space must be a UUID, got "not-a-uuid"'],
    ]) {
      it(`400 problem+json for ${query}`, async () => {
        const res = await h.api(alice.key, `/api/v1/documents?${query}`)
        expect(res.status).to.equal(400)
        const body = await problem(res)
        expect(body).to.include({code, status: 400})
        expect(body.detail).to.include(fragment)
      })
    }

    it('404 for an unknown space and 403 for a space the caller is not a member of', async () => {
      const unknown = await h.api(alice.key, '/api/v1/documents?space=00000000-0000-4000-8000-000000000000')
      expect(unknown.status).to.equal(404)
      expect((await problem(unknown)).code).to.equal('space_not_found')
      const foreign = await h.api(dave.key, `/api/v1/documents?space=${space}`)
      expect(foreign.status).to.equal(403)
      expect((await problem(foreign)).detail).to.include('not a member')
    })
  })

  describe('GET /api/v1/documents/:id', () => {
    it('returns the full read of a stored document: storage location, search_enabled, _access; no file_infos', async () => {
      const body = await json(await h.api(alice.key, `/api/v1/documents/${aliceInSpace.id}`))
      const row = (await getDocumentRow(h.service.context.db, aliceInSpace.id))!
      const key = row.storage_path!.replace('files/', '')
      expect(body).to.deep.include({
        _access: {can_delete: true, can_edit: true, type: 'owner'},
        bucket_name: 'svc-local',
        bucket_path: key,
        s3_path: `s3://svc-local/${key}`,
        search_enabled: true,
      })
      for (const field of LIST_FIELDS) expect(body).to.have.property(field)
      expect(body).not.to.have.property('file_infos')
      expect(await h.service.context.blobs.exists(row.storage_path!)).to.equal(true)
    })

    it('returns file_infos and no storage location for a connector', async () => {
      const body = await json(await h.api(alice.key, `/api/v1/documents/${connector.id}`))
      expect(body).to.include({doc_type: 'connector', search_enabled: false})
      expect(body.file_infos).to.deep.equal({kind: 'url', url: 'https://example.com/feed'})
      for (const field of ['s3_path', 'bucket_name', 'bucket_path']) expect(body).not.to.have.property(field)
    })

    it('reports _access by role: owner, editor, viewer, and the uploader as owner', async () => {
      const access = async (key: string, id: number) => (await json(await h.api(key, `/api/v1/documents/${id}`)))._access
      expect(await access(alice.key, bobInSpace.id)).to.deep.equal({can_delete: true, can_edit: true, type: 'owner'})
      expect(await access(bob.key, aliceInSpace.id)).to.deep.equal({can_delete: false, can_edit: true, type: 'editor'})
      expect(await access(bob.key, bobInSpace.id)).to.deep.equal({can_delete: true, can_edit: true, type: 'owner'})
      expect(await access(carol.key, aliceInSpace.id)).to.deep.equal({can_delete: false, can_edit: false, type: 'viewer'})
      expect(await access(alice.key, alicePrivate.id)).to.deep.equal({can_delete: true, can_edit: true, type: 'owner'})
    })

    // 2147483648: past the 32-bit ids of PostgreSQL (it was a database error there, a 500).
    for (const id of ['abc', '1.5', '0', '-1', '1e3', '2147483648', '99999999999999999999', '%E0%A4']) {
      it(`400 invalid_id for id ${JSON.stringify(id)}`, async () => {
        const res = await h.api(alice.key, `/api/v1/documents/${id}`)
        expect(res.status).to.equal(400)
        const body = await problem(res)
        expect(body.code).to.be.oneOf(['invalid_id', 'invalid_path'])
        expect(body.detail).to.match(/positive integer|percent-encoding/)
      })
    }

    it('404 for an unknown id and for a document the caller may not see', async () => {
      for (const [key, id] of [
        [alice.key, 999_999],
        [dave.key, aliceInSpace.id],
        [bob.key, alicePrivate.id],
      ] as const) {
        const res = await h.api(key, `/api/v1/documents/${id}`)
        expect(res.status).to.equal(404)
        expect((await problem(res)).code).to.equal('not_found')
      }
    })

    it('405 for a method the path does not support', async () => {
      const res = await h.api(alice.key, `/api/v1/documents/${aliceInSpace.id}`, {method: 'PUT'})
      expect(res.status).to.equal(405)
      expect((await problem(res)).code).to.equal('method_not_allowed')
    })
  })

  describe('store helpers (used by chat and validation)', () => {
    it('visibleDocumentsInSpace, getVisibleDocument and spaceRole follow membership', async () => {
      const {db} = h.service.context
      expect((await visibleDocumentsInSpace(db, carol.user, space)).map((d) => d.id)).to.include.members([aliceInSpace.id, bobInSpace.id, connector.id])
      expect(await visibleDocumentsInSpace(db, dave.user, space)).to.deep.equal([])
      expect(await getVisibleDocument(db, dave.user, aliceInSpace.id)).to.equal(undefined)
      expect((await getVisibleDocument(db, carol.user, aliceInSpace.id))?.id).to.equal(aliceInSpace.id)
      expect([await spaceRole(db, alice.user.id, space), await spaceRole(db, bob.user.id, space), await spaceRole(db, carol.user.id, space), await spaceRole(db, dave.user.id, space)]).to.deep.equal([
        'owner',
        'editor',
        'viewer',
        undefined,
      ])
    })

    it('spaceDocumentsWithPages gives each document its page texts, page 1 first', async () => {
      const docs = await spaceDocumentsWithPages(h.service.context.db, space)
      expect(docs.find((d) => d.id === aliceInSpace.id)?.pages).to.deep.equal(['Text of alice-space.txt'])
      expect(docs.find((d) => d.id === connector.id)?.pages).to.deep.equal([])
    })

    it('sweepTempFiles removes every partial upload whose writer is gone, keeps those of a live process (unless very old)', () => {
      const dir = tempDir(h.service.context)
      const deadPid = 2 ** 22 + 12_345
      const legacy = join(dir, 'legacy.part')
      const ofDead = join(dir, `${deadPid}-a.part`)
      const ofLive = join(dir, `${process.ppid}-b.part`)
      const ofLiveOld = join(dir, `${process.ppid}-c.part`)
      const ofThisProcess = join(dir, `${process.pid}-d.part`)
      for (const path of [legacy, ofDead, ofLive, ofLiveOld, ofThisProcess]) writeFileSync(path, 'x')
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000)
      utimesSync(ofLiveOld, twoDaysAgo, twoDaysAgo)
      expect(sweepTempFiles(h.service.context)).to.equal(4)
      // Only the young file of another live process (e.g. `svc-server demo` uploading) stays.
      expect([legacy, ofDead, ofLive, ofLiveOld, ofThisProcess].map((path) => existsSync(path))).to.deep.equal([false, false, true, false, false])
      sweepTempFiles(h.service.context, 0)
      expect(existsSync(ofLive)).to.equal(false)
    })
  })

  describe('DELETE /api/v1/documents/:id', () => {
    it('403 for a viewer, and the document stays', async () => {
      const doc = await text(alice.user, space, 'keep-me.txt')
      const res = await h.api(carol.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'})
      expect(res.status).to.equal(403)
      const body = await problem(res)
      expect(body.code).to.equal('forbidden')
      expect(body.detail).to.include('viewer')
      expect(await getDocumentRow(h.service.context.db, doc.id)).to.not.equal(undefined)
    })

    it('403 for an editor deleting someone else’s document', async () => {
      const doc = await text(alice.user, space, 'alice-owned.txt')
      const res = await h.api(bob.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'})
      expect(res.status).to.equal(403)
      expect(await getDocumentRow(h.service.context.db, doc.id)).to.not.equal(undefined)
    })

    it('lets the uploader delete: 200 {id, deleted: true}, the row, the pages and the stored file are gone', async () => {
      const doc = await text(bob.user, space, 'bob-deletes.txt')
      const row = (await getDocumentRow(h.service.context.db, doc.id))!
      const {blobs} = h.service.context
      expect(await blobs.exists(row.storage_path!)).to.equal(true)
      const res = await h.api(bob.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'})
      expect(await json(res)).to.deep.equal({deleted: true, id: doc.id})
      expect(await getDocumentRow(h.service.context.db, doc.id)).to.equal(undefined)
      expect(await sqlGet(h.service.context.db, 'SELECT count(*) AS n FROM document_pages WHERE document_id = ?', doc.id)).to.deep.equal({n: 0})
      // The local store deletes before the answer; an S3 object goes right after it (SVC_TEST_STORAGE=s3).
      for (let tries = 0; tries < 100 && (await blobs.exists(row.storage_path!)); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await blobs.exists(row.storage_path!)).to.equal(false)
      const again = await h.api(bob.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'})
      expect(again.status).to.equal(404)
    })

    it('lets the space owner delete an editor’s document, and deletes connectors', async () => {
      const doc = await text(bob.user, space, 'owner-deletes.txt')
      expect(await json(await h.api(alice.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'}))).to.deep.equal({deleted: true, id: doc.id})
      const feed = await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: 'https://example.com/x'}, fileName: 'X', spaceId: space, user: alice.user})
      expect(await json(await h.api(alice.key, `/api/v1/documents/${feed.id}`, {method: 'DELETE'}))).to.deep.equal({deleted: true, id: feed.id})
    })

    it('404 for an invisible document, 400 for a malformed id', async () => {
      expect((await h.api(dave.key, `/api/v1/documents/${aliceInSpace.id}`, {method: 'DELETE'})).status).to.equal(404)
      const bad = await h.api(alice.key, '/api/v1/documents/abc', {method: 'DELETE'})
      expect(bad.status).to.equal(400)
      expect((await problem(bad)).code).to.equal('invalid_id')
    })

    it('concurrent deletes of one document: exactly one succeeds, the rest get 404', async () => {
      const doc = await text(alice.user, space, 'race.txt')
      const statuses = await Promise.all(Array.from({length: 10}, () => h.api(alice.key, `/api/v1/documents/${doc.id}`, {method: 'DELETE'}).then((r) => r.status)))
      expect(statuses.filter((s) => s === 200)).to.have.length(1)
      expect(statuses.filter((s) => s === 404)).to.have.length(9)
    })
  })
})
