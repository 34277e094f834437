/**
 * The data layer's guarantees with several processes on one database (issue 9): two independent
 * connections (two pools, as two replicas would have) claim ingestion jobs and runs at once. Runs
 * on SQLite by default and on PostgreSQL under `npm run test:postgres` (FOR UPDATE SKIP LOCKED).
 */
import {execFile} from 'node:child_process'
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {expect} from 'chai'

import {ensureUser} from '../../src/auth.js'
import {dialectOf, openDatabase, type Db} from '../../src/db/database.js'
import {claimNextJob, enqueueJob, getJob} from '../../src/ingest/jobs.js'
import {loadRunState} from '../../src/runs/state-store.js'
import {claimRun, eventsFrom, getRun, insertRun, markPaused, saveCheckpoint, settleRun} from '../../src/runs/store.js'
import {testDatabase, testDatabaseEnv, testDatabaseUrl} from '../helpers/database.js'
import {sqlAll, sqlRun} from '../helpers/sql.js'

const SERVER_BIN = join(import.meta.dirname, '..', '..', 'bin', 'svc-server.js')

describe('data layer: several processes on one database (SQLite, or PostgreSQL under test:postgres)', () => {
  let dataDir: string
  let first: Db
  let second: Db
  let userId: string

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-db-'))
    const config = (await testDatabase(dataDir)) ?? {}
    first = await openDatabase(dataDir, config)
    second = await openDatabase(dataDir, config)
    userId = (await ensureUser(first, 'owner@db.test')).id
  })

  after(async () => {
    await first?.destroy()
    await second?.destroy()
    await rm(dataDir, {force: true, recursive: true})
  })

  it('runs on the configured backend', () => {
    expect(dialectOf(first)).to.equal(testDatabaseUrl() ? 'postgres' : 'sqlite')
  })

  it('two processes claiming ingestion jobs at once: every job exactly once, none twice', async () => {
    const ids: number[] = []
    for (let i = 0; i < 40; i++) {
      const [{id}] = await sqlAll<{id: number}>(
        first,
        `INSERT INTO documents (file_name, mime_type, size, doc_type, doc_status, folder_id, owner_id, storage_path, search_enabled, created_at)
         VALUES (?, 'text/plain', 1, 'document', 'processing', 'f', ?, ?, 0, ?) RETURNING id`,
        `doc-${i}.txt`,
        userId,
        `files/${i}`,
        new Date().toISOString(),
      )
      await enqueueJob(first, id)
      ids.push(id)
    }

    const claimed: {owner: string; id: number}[] = []
    const claimer = async (db: Db, owner: string) => {
      for (;;) {
        const job = await claimNextJob(db, {expiresAt: Date.now() + 60_000, owner, pid: process.pid})
        if (!job) return
        claimed.push({id: job.document_id, owner})
      }
    }

    // Four claimers over two pools, interleaving their claims.
    await Promise.all([claimer(first, 'a1'), claimer(second, 'b1'), claimer(first, 'a2'), claimer(second, 'b2')])
    expect(claimed.map((c) => c.id).sort((x, y) => x - y)).to.deep.equal(ids)
    expect(new Set(claimed.map((c) => c.owner)).size).to.be.greaterThan(1)
    const job = await getJob(second, ids[0])
    expect(job).to.include({attempts: 1, state: 'running'})
    expect(claimed.find((c) => c.id === ids[0])!.owner).to.equal(job!.lease_owner)
  })

  it('two processes resuming one paused run at once: exactly one wins', async () => {
    const lease = (owner: string) => ({expiresAt: Date.now() + 60_000, owner, pid: process.pid})
    const run = await insertRun(first, {asOf: '2025-06-15', dossierId: 'space', id: `run-${Date.now()}`, language: 'en', lease: lease('starter'), level: 'both', userId})
    await markPaused(first, run.id, {pauseCount: 1, prompt: {}, state: JSON.stringify({step: 1})})
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([
        claimRun(first, run.id, 'paused', lease('a'), {pauseCount: 1 + round}),
        claimRun(second, run.id, 'paused', lease('b'), {pauseCount: 1 + round}),
      ])
      expect(results.filter(Boolean)).to.have.length(1)
      await markPaused(first, run.id, {pauseCount: 2 + round, prompt: {}, state: JSON.stringify({step: 1})})
    }
  })

  it('a process that lost the lease writes nothing: no checkpoint, no event, no outcome', async () => {
    const lease = (owner: string) => ({expiresAt: Date.now() + 60_000, owner, pid: process.pid})
    const run = await insertRun(first, {asOf: '2025-06-15', dossierId: 'space', id: `lost-${Date.now()}`, language: 'en', lease: lease('old'), level: 'both', userId})
    const event = (seq: number) => ({data: {n: seq}, event: 'validate:step', run_id: run.id, seq})
    expect(await saveCheckpoint(first, run.id, 'old', {step: 1}, [event(1), event(2)])).to.equal(true)
    // Taken over (the old owner's lease is stale): the new segment starts after the stored events.
    await sqlRun(second, 'UPDATE runs SET lease_expires_at = 0 WHERE id = ?', run.id)
    expect(await claimRun(second, run.id, 'running', lease('new'), {leaseOwner: 'old'})).to.equal(true)
    expect((await getRun(second, run.id))!.segment_start_seq).to.equal(3)
    expect(await saveCheckpoint(first, run.id, 'old', {step: 99}, [event(3)])).to.equal(false)
    expect(await settleRun(first, run.id, 'old', {report: '{}', state: {}, status: 'complete'}, [event(3)])).to.equal(false)
    const row = (await getRun(second, run.id))!
    expect(row).to.include({last_seq: 2, lease_owner: 'new', status: 'running'})
    expect((await loadRunState(second, run.id, row.state)).state).to.deep.equal({step: 1})
    expect((await eventsFrom(second, run.id, 1)).map((e) => e.seq)).to.deep.equal([1, 2])
  })

  it('an event and last_seq are one write: a failed batch leaves neither', async () => {
    const lease = {expiresAt: Date.now() + 60_000, owner: 'w', pid: process.pid}
    const run = await insertRun(first, {asOf: '2025-06-15', dossierId: 'space', id: `atomic-${Date.now()}`, language: 'en', lease, level: 'both', userId})
    const event = (seq: number) => ({data: {}, event: 'e', run_id: run.id, seq})
    expect(await saveCheckpoint(first, run.id, 'w', {a: 1}, [event(1)])).to.equal(true)
    // seq 1 again: the primary key refuses the batch, which is rolled back whole (state included).
    let failed = false
    try {
      await saveCheckpoint(second, run.id, 'w', {a: 2}, [event(2), event(1)])
    } catch {
      failed = true
    }

    expect(failed).to.equal(true)
    const row = (await getRun(first, run.id))!
    expect(row).to.include({last_seq: 1})
    expect((await loadRunState(first, run.id, row.state)).state).to.deep.equal({a: 1})
    expect((await eventsFrom(first, run.id, 1)).map((e) => e.seq)).to.deep.equal([1])
  })

  it('svc-server migrate applies nothing twice and says so', async function () {
    this.timeout(60_000)
    const dir = await mkdtemp(join(tmpdir(), 'svc-migrate-'))
    try {
      const env = {...process.env, ...(await testDatabaseEnv(dir))}
      const run = async () => (await promisify(execFile)(process.execPath, [SERVER_BIN, 'migrate', '--data-dir', dir], {env})).stdout
      expect(await run()).to.match(/is up to date \(applied 001-core, 002-runs, 003-chat, 004-ingest, 005-console, 006-list-and-search, 007-run-state-parts, 008-list-content-version, 009-list-rows-index\)\n$/)
      expect(await run()).to.match(/is up to date \(nothing to apply\)\n$/)
    } finally {
      await rm(dir, {force: true, recursive: true})
    }
  })
})
