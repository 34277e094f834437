import {expect} from 'chai'

import type {User} from '../src/auth.js'
import {problem, startHarness, type Harness} from './helpers/doc-service.js'

interface Space {
  id: string
  name: string
  role: string
  document_count: number
  created_at: string
}

describe('server: spaces (/api/v1/spaces)', () => {
  let h: Harness
  let owner: {user: User; key: string}
  let other: {user: User; key: string}

  const post = (key: string, path: string, body: unknown, headers: Record<string, string> = {'content-type': 'application/json'}) =>
    h.api(key, path, {body: typeof body === 'string' ? body : JSON.stringify(body), headers, method: 'POST'})

  before(async () => {
    h = await startHarness()
    owner = await h.user('owner@example.com')
    other = await h.user('other@example.com')
  })

  after(() => h.close())

  it('lists no spaces for a new user', async () => {
    const res = await h.api(other.key, '/api/v1/spaces')
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({data: []})
  })

  it('creates a space (201, the caller is owner) and lists it with its document count', async () => {
    const res = await post(owner.key, '/api/v1/spaces', {name: '  Dossier Dupont  '})
    expect(res.status).to.equal(201)
    const space = (await res.json()) as Space
    expect(space).to.include({document_count: 0, name: 'Dossier Dupont', role: 'owner'})
    expect(space.id).to.match(/^[0-9a-f-]{36}$/)
    expect(Number.isNaN(Date.parse(space.created_at))).to.equal(false)

    const upload = await h.upload(owner.key, [{content: 'hello', name: 'a.txt'}], space.id)
    expect(upload.status).to.equal(200)
    const list = (await (await h.api(owner.key, '/api/v1/spaces')).json()) as {data: Space[]}
    expect(list.data.find((s) => s.id === space.id)).to.deep.equal({...space, document_count: 1})
    expect(((await (await h.api(other.key, '/api/v1/spaces')).json()) as {data: Space[]}).data).to.deep.equal([])
  })

  it('accepts a 200-character name', async () => {
    const res = await post(owner.key, '/api/v1/spaces', {name: 'é'.repeat(200)})
    expect(res.status).to.equal(201)
  })

  for (const [label, body, fragment] of [
    ['a missing name', {}, 'name must be a string, got nothing'],
    ['an empty name', {name: ''}, 'must not be empty'],
    ['a blank name', {name: '   '}, 'must not be empty'],
    ['a 201-character name', {name: 'x'.repeat(201)}, 'at most 200 characters, got 201'],
    ['a non-string name', {name: 42}, 'name must be a string, got 42'],
    ['a name with control characters', {name: 'a\u0007b'}, 'control characters'],
    ['an array body', [], 'JSON object'],
  ] as const) {
    it(`400 for ${label}`, async () => {
      const res = await post(owner.key, '/api/v1/spaces', body)
      expect(res.status).to.equal(400)
      expect((await problem(res)).detail).to.include(fragment)
    })
  }

  it('400 invalid_body for malformed JSON, 415 without a JSON content type', async () => {
    const malformed = await post(owner.key, '/api/v1/spaces', '{"name": ')
    expect(malformed.status).to.equal(400)
    const body = await problem(malformed)
    expect(body.code).to.equal('invalid_body')
    expect(body.detail).to.include('not valid JSON')
    const wrongType = await post(owner.key, '/api/v1/spaces', '{"name":"x"}', {'content-type': 'text/plain'})
    expect(wrongType.status).to.equal(415)
    expect((await problem(wrongType)).detail).to.include('Content-Type: application/json')
    // A byte body makes fetch send no Content-Type at all.
    const untyped = await h.api(owner.key, '/api/v1/spaces', {body: new TextEncoder().encode('{"name":"x"}'), method: 'POST'})
    expect(untyped.status).to.equal(415)
    expect((await problem(untyped)).code).to.equal('unsupported_media_type')
  })

  it('401 without a key', async () => {
    expect((await h.api(undefined, '/api/v1/spaces')).status).to.equal(401)
    expect((await post('', '/api/v1/spaces', {name: 'x'})).status).to.equal(401)
  })

  describe('GET /api/v1/spaces/:id', () => {
    it('returns the space to a member, 403 to others, 404 unknown, 400 malformed', async () => {
      const space = (await (await post(owner.key, '/api/v1/spaces', {name: 'One'})).json()) as Space
      const mine = await h.api(owner.key, `/api/v1/spaces/${space.id}`)
      expect(await mine.json()).to.deep.equal(space)
      expect((await h.api(other.key, `/api/v1/spaces/${space.id}`)).status).to.equal(403)
      expect((await h.api(owner.key, '/api/v1/spaces/00000000-0000-4000-8000-000000000000')).status).to.equal(404)
      const bad = await h.api(owner.key, '/api/v1/spaces/nope')
      expect(bad.status).to.equal(400)
      expect((await problem(bad)).code).to.equal('invalid_uuid')
    })
  })

  describe('POST /api/v1/spaces/:id/members', () => {
    let spaceId: string
    let viewer: {user: User; key: string}

    before(async () => {
      spaceId = ((await (await post(owner.key, '/api/v1/spaces', {name: 'Team'})).json()) as Space).id
      viewer = await h.user('viewer@example.com')
    })

    it('lets the owner add a member (201) and change the role (200); the member sees the space with that role', async () => {
      const added = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: viewer.user.email, role: 'editor'})
      expect(added.status).to.equal(201)
      expect(await added.json()).to.deep.equal({
        role: 'editor',
        space_id: spaceId,
        user: {email: viewer.user.email, id: viewer.user.id, name: viewer.user.name},
      })
      const changed = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: viewer.user.email, role: 'viewer'})
      expect(changed.status).to.equal(200)
      const list = (await (await h.api(viewer.key, '/api/v1/spaces')).json()) as {data: Space[]}
      expect(list.data.map((s) => [s.id, s.role])).to.deep.equal([[spaceId, 'viewer']])
    })

    it('403 for a non-owner member and for a non-member', async () => {
      const asViewer = await post(viewer.key, `/api/v1/spaces/${spaceId}/members`, {email: other.user.email, role: 'owner'})
      expect(asViewer.status).to.equal(403)
      expect((await problem(asViewer)).detail).to.include('needs owner')
      expect((await post(other.key, `/api/v1/spaces/${spaceId}/members`, {email: other.user.email, role: 'owner'})).status).to.equal(403)
    })

    it('404 for an unknown user or space; 400 for a bad role, email or space id', async () => {
      const unknownUser = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: 'ghost@example.com', role: 'viewer'})
      expect(unknownUser.status).to.equal(404)
      expect((await problem(unknownUser)).code).to.equal('user_not_found')
      expect((await post(owner.key, '/api/v1/spaces/00000000-0000-4000-8000-000000000000/members', {email: other.user.email, role: 'viewer'})).status).to.equal(404)
      const badRole = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: other.user.email, role: 'admin'})
      expect(badRole.status).to.equal(400)
      expect((await problem(badRole)).detail).to.equal('role must be one of owner, editor, viewer, got "admin".')
      const badEmail = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: 'nobody', role: 'viewer'})
      expect((await problem(badEmail)).code).to.equal('invalid_email')
      expect((await post(owner.key, '/api/v1/spaces/x/members', {email: other.user.email, role: 'viewer'})).status).to.equal(400)
    })

    it('409 when the last owner would step down', async () => {
      const res = await post(owner.key, `/api/v1/spaces/${spaceId}/members`, {email: owner.user.email, role: 'editor'})
      expect(res.status).to.equal(409)
      expect((await problem(res)).code).to.equal('last_owner')
    })
  })

  it('creates spaces safely in parallel', async () => {
    const responses = await Promise.all(Array.from({length: 20}, (_, i) => post(other.key, '/api/v1/spaces', {name: `P${i}`})))
    expect(responses.map((r) => r.status)).to.deep.equal(Array.from({length: 20}, () => 201))
    const list = (await (await h.api(other.key, '/api/v1/spaces')).json()) as {data: Space[]}
    expect(new Set(list.data.map((s) => s.name)).size).to.equal(20)
  })
})
