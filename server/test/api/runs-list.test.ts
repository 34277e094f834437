/**
 * GET /api/v1/runs: a lost run_id can be found again (issue 9, item 6). Visibility follows the
 * report's rule (the starter, and the members of the dossier's space), newest first, filters and
 * pagination like the documents list, 400 problems naming the bad parameter.
 */
import {expect} from 'chai'

import {fakeEngine} from '../runs/fake-engine.js'
import {startRunsHarness, type RunsHarness} from '../runs/harness.js'

describe('GET /api/v1/runs', function () {
  let h: RunsHarness
  let owner: {key: string; user: any}
  let viewer: {key: string; user: any}
  let stranger: {key: string; user: any}
  let spaceA: string
  let spaceB: string
  const runs: {id: string; space: string; status: string}[] = []

  const list = async (key: string, query = '') => {
    const res = await fetch(`${h.url}/api/v1/runs${query}`, {headers: {'x-api-key': key}})
    return {body: (await res.json()) as any, status: res.status}
  }

  before(async () => {
    h = await startRunsHarness({engine: fakeEngine({pause: 'rule_clarification'})})
    owner = await h.user('owner@x.test')
    viewer = await h.user('viewer@x.test')
    stranger = await h.user('stranger@x.test')
    spaceA = await h.space(owner.user, [[viewer.user, 'viewer']])
    spaceB = await h.space(owner.user)
    await h.addDocument(owner.user, spaceA, 'a.txt', 'EXTRAIT KBIS')
    await h.addDocument(owner.user, spaceB, 'b.txt', 'EXTRAIT KBIS')
    // Three runs: two paused on A (one then answered: complete), one paused on B.
    for (const space of [spaceA, spaceA, spaceB]) {
      const call = await h.call(owner.key, {dossier_id: space, language: 'en'})
      expect(call.result?.status).to.equal('paused')
      runs.push({id: call.result!.run_id, space, status: 'paused'})
      await new Promise((resolve) => setTimeout(resolve, 5))
    }

    const answered = await h.call(owner.key, {dossier_id: spaceA, hitl_response: {decision: 'accept'}, language: 'en', run_id: runs[0].id})
    expect(answered.result?.status).to.equal('complete')
    runs[0].status = 'complete'
  })
  after(async () => h.close())

  it("lists the caller's runs newest first, with status, dossier and what a paused run waits for", async () => {
    const {body, status} = await list(owner.key)
    expect(status).to.equal(200)
    expect(body.pagination).to.deep.equal({limit: 50, offset: 0, total: 3})
    expect(body.data.map((r: any) => r.run_id)).to.deep.equal([runs[2].id, runs[1].id, runs[0].id])
    const [newest, , oldest] = body.data
    expect(newest).to.include({dossier_id: spaceB, started_by: 'owner@x.test', status: 'paused', waiting_for: 'rule_clarification'})
    expect(oldest).to.include({finished_at: oldest.finished_at, status: 'complete', waiting_for: null})
    expect(oldest.finished_at).to.be.a('string')
    expect(oldest.last_seq).to.be.greaterThan(1)
  })

  it('a member of the space sees its runs (not those of other spaces); a stranger sees none', async () => {
    const seen = await list(viewer.key)
    expect(seen.body.data.map((r: any) => r.run_id).sort()).to.deep.equal([runs[0].id, runs[1].id].sort())
    const none = await list(stranger.key)
    expect(none.body).to.deep.equal({data: [], pagination: {limit: 50, offset: 0, total: 0}})
    // Naming a space does not widen what a stranger sees.
    expect((await list(stranger.key, `?dossier_id=${spaceA}`)).body.data).to.deep.equal([])
  })

  it('filters by dossier_id (any case) and status, and pages with limit/offset', async () => {
    const a = await list(owner.key, `?dossier_id=${spaceA.toUpperCase()}`)
    expect(a.body.data.map((r: any) => r.run_id)).to.deep.equal([runs[1].id, runs[0].id])
    const paused = await list(owner.key, '?status=paused')
    expect(paused.body.data.map((r: any) => r.run_id)).to.deep.equal([runs[2].id, runs[1].id])
    const both = await list(owner.key, `?status=complete&dossier_id=${spaceA}`)
    expect(both.body.data.map((r: any) => r.run_id)).to.deep.equal([runs[0].id])
    const page = await list(owner.key, '?limit=1&offset=1')
    expect(page.body.pagination).to.deep.equal({limit: 1, offset: 1, total: 3})
    expect(page.body.data.map((r: any) => r.run_id)).to.deep.equal([runs[1].id])
  })

  it('a bad parameter is a 400 problem naming it; no key is a 401', async () => {
    for (const [query, code, text] of [
      ['?status=done', 'invalid_status', 'status must be one of running, paused, complete, failed, got "done".'],
      ['?dossier_id=nope', 'invalid_uuid', 'dossier_id must be a UUID, got "nope".'],
      ['?limit=0', 'invalid_limit', 'limit must be between 1 and 200, got 0.'],
      ['?limit=x', 'invalid_limit', 'limit must be an integer, got "x".'],
      ['?offset=-1', 'invalid_offset', 'offset must be between 0'],
    ]) {
      const {body, status} = await list(owner.key, query)
      expect(status, query).to.equal(400)
      expect(body.code, query).to.equal(code)
      expect(body.detail, query).to.contain(text)
    }

    const res = await fetch(`${h.url}/api/v1/runs`)
    expect(res.status).to.equal(401)
  })
})
