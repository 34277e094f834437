/**
 * Two replicas (two services in this process) on one PostgreSQL database (`npm run test:postgres`;
 * skipped on SQLite, which is one process): a call with the run_id on the replica that does not
 * execute the run follows it from the stored events, woken by NOTIFY (its poll fallback is set far
 * beyond the test's bounds, so only a notification can bring the events in time), and takes the
 * run over when the executing replica stops renewing its lease; with nobody following, the
 * periodic sweep takes it over. Every event exactly once, in seq order. The real processes, SIGKILL and the CLI: test/e2e/multi-replica.test.ts.
 */
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'

import {startService, type RunningService} from '../../src/app.js'
import {configureRuns, type RunManager} from '../../src/runs/manager.js'
import {testDatabaseUrl} from '../helpers/database.js'
import {fakeEngine, gate} from './fake-engine.js'
import {mcpCall, REF_DATE, startRunsHarness, type CallRecord, type RunsHarness} from './harness.js'

const seqs = (record: CallRecord) => record.events.map((event) => event.seq)
const oneToN = (n: number) => Array.from({length: n}, (_, index) => index + 1)

describe('runs: several replicas on one PostgreSQL database', function () {
  this.timeout(30_000)
  let first: RunsHarness
  let second: RunningService
  let secondDir: string
  let secondManager: RunManager

  before(function () {
    if (!testDatabaseUrl()) this.skip()
  })

  afterEach(async () => {
    await second?.close()
    await first?.close()
    if (secondDir) await rm(secondDir, {force: true, recursive: true})
  })

  /** Replica 1 (the harness) runs `firstEngine`; replica 2 shares its database and runs a plain fake engine. */
  async function replicas(firstEngine: ReturnType<typeof fakeEngine>): Promise<void> {
    first = await startRunsHarness({engine: firstEngine})
    secondDir = await mkdtemp(join(tmpdir(), 'svc-replica2-'))
    second = await startService({dataDir: secondDir, database: first.service.context.options.database, port: 0})
    // A poll far beyond the bounds below: the events must come by notification.
    secondManager = configureRuns(second.context, {engine: fakeEngine(), followPollMs: 60_000, leaseMs: 1000, refDate: REF_DATE})
  }

  it('a run executing on replica 1 is followed through replica 2, woken by NOTIFY, to the same result and events', async () => {
    const hold = gate()
    await replicas(fakeEngine({hold: hold.wait}))
    const {key, user} = await first.user('owner@example.com')
    const space = await first.space(user)
    for (const name of ['a.txt', 'b.txt', 'c.txt']) await first.addDocument(user, space, name, `text of ${name}`)

    const starting = first.call(key, {dossier_id: space, language: 'en'})
    await hold.entered
    const runs = await first.service.context.db.selectFrom('runs').select(['id', 'last_seq']).execute()
    expect(runs).to.have.length(1)
    const runId = runs[0].id
    const following = mcpCall(second.url, key, {dossier_id: space, language: 'en', run_id: runId})
    // Replica 2 is following (it replays the stored events first); then the run goes on on replica 1.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const released = Date.now()
    hold.open()
    const [started, followed] = await Promise.all([starting, following])
    expect(Date.now() - released, 'woken by NOTIFY, not by the 60 s poll').to.be.below(10_000)
    expect(started.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(followed.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(seqs(started)).to.deep.equal(oneToN(started.events.length))
    expect(followed.events).to.deep.equal(started.events)
    expect(followed.events.at(-1)!.event).to.equal('validate:complete')
  })

  it('a run whose replica stopped renewing its lease is taken over by the replica following it, every event once', async () => {
    const hold = gate()
    await replicas(fakeEngine({hold: hold.wait}))
    const {key, user} = await first.user('owner@example.com')
    const space = await first.space(user)
    for (const name of ['a.txt', 'b.txt']) await first.addDocument(user, space, name, `text of ${name}`)

    const starting = first.call(key, {dossier_id: space, language: 'en'})
    await hold.entered
    const db = first.service.context.db
    const runId = (await db.selectFrom('runs').select('id').executeTakeFirstOrThrow()).id
    // What a replica killed now leaves: a lease nobody renews, expiring in 1.5 s.
    await db.updateTable('runs').set({lease_expires_at: Date.now() + 1500, lease_owner: 'a-dead-replica'}).where('id', '=', runId).execute()
    const followed = await mcpCall(second.url, key, {dossier_id: space, language: 'en', run_id: runId})
    expect(followed.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(seqs(followed)).to.deep.equal(oneToN(followed.events.length))
    const starts = followed.events.filter((event) => event.event === 'validate:start')
    expect(starts.map((event) => event.data.resumed)).to.deep.equal([false, true])
    // The classifications were checkpointed before the "death": the takeover does not repeat them.
    expect(followed.events.filter((event) => event.event === 'validate:classification')).to.have.length(2)
    const stored = await db.selectFrom('run_events').select(['seq', 'event']).where('run_id', '=', runId).orderBy('seq').execute()
    expect(stored.map((row) => row.seq)).to.deep.equal(seqs(followed))
    // Replica 1 wakes up to find the run is no longer its own: it stores nothing more.
    hold.open()
    const late = await starting
    expect(late.code).to.equal('conflict')
    const after = await db.selectFrom('run_events').select('seq').where('run_id', '=', runId).execute()
    expect(after).to.have.length(stored.length)
  })

  it('a run nobody follows is taken over by another replica once its lease expires (the sweep of every lease period)', async () => {
    const hold = gate()
    await replicas(fakeEngine({hold: hold.wait}))
    const {key, user} = await first.user('owner@example.com')
    const space = await first.space(user)
    await first.addDocument(user, space, 'a.txt', 'text of a')
    const starting = first.call(key, {dossier_id: space, language: 'en'})
    await hold.entered
    const db = first.service.context.db
    const runId = (await db.selectFrom('runs').select('id').executeTakeFirstOrThrow()).id
    await db.updateTable('runs').set({lease_expires_at: Date.now() + 500, lease_owner: 'a-dead-replica'}).where('id', '=', runId).execute()
    secondManager.watchForAbandonedRuns()
    const deadline = Date.now() + 15_000
    let status = 'running'
    while (status !== 'complete' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = (await db.selectFrom('runs').select('status').where('id', '=', runId).executeTakeFirstOrThrow()).status
    }

    expect(status, 'completed by replica 2 with nobody following').to.equal('complete')
    const stored = await db.selectFrom('run_events').select(['seq', 'event']).where('run_id', '=', runId).orderBy('seq').execute()
    expect(stored.map((row) => row.seq)).to.deep.equal(oneToN(stored.length))
    expect(stored.filter((row) => row.event === 'validate:start')).to.have.length(2)
    hold.open()
    expect((await starting).code).to.equal('conflict')
  })
})
