/**
 * Reliability: a full disk, for real. The service (a child process) keeps its data directory on
 * a small tmpfs that the test fills to the last byte: every write path answers 507
 * `insufficient_storage` at once and keeps nothing (no `.part`, no document); reads still work;
 * DELETE still works (the disk reserve), so a user can free space; a validation run that hits
 * the full disk ends `failed` (not `running`) and resumes once there is room.
 *
 * Needs root and a kernel that allows tmpfs mounts (the CI machine does); skipped otherwise.
 */
import {existsSync, rmSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'

import {api, canMountTmpfs, expectConsistentEvents, fillDisk, largeTextDossier, mountTmpfs, partFiles, runRow, startChild, storedEvents, until, uploadTexts, validate, withDb, type ChaosService} from './helpers.js'

/** What the disk reserve is in this suite: small, the tmpfs is small. */
const RESERVE_BYTES = 256 * 1024

describe('chaos: full disk (a real tmpfs)', function () {
  this.timeout(120_000)
  let fs: ReturnType<typeof mountTmpfs> | undefined
  let svc: ChaosService
  let dataDir: string
  let key: string
  let space: string
  let filler: string | undefined

  before(async function () {
    if (!canMountTmpfs()) {
      // Not a silent pass: the report shows it pending, with the reason.
      this.skip()
    }

    fs = mountTmpfs('24m')
    dataDir = join(fs.dir, 'data')
    svc = await startChild(dataDir, {SVC_DISK_RESERVE_BYTES: String(RESERVE_BYTES)})
    key = await svc.createKey('disk-owner@x.test', {password: 'correct horse battery'})
    space = (await api(svc.url, key, '/api/v1/spaces', {body: {name: 'Full disk'}})).body.id
    const seeded = await uploadTexts(svc.url, key, space, [
      {name: 'keep.txt', text: 'A document that stays.'},
      {name: 'delete-me.txt', text: 'A document deleted to free space.'},
    ])
    expect(seeded.status).to.equal(200)
    expect(existsSync(join(dataDir, 'disk-reserve')), 'the reserve is written at start-up').to.equal(true)
  })

  afterEach(() => {
    if (filler) rmSync(filler, {force: true})
    filler = undefined
  })

  after(async () => {
    await svc?.crash()
    fs?.unmount()
  })

  /** Fills the disk; SQLite's WAL is emptied first, so that any database write needs new space. */
  function diskFull(): void {
    withDb(dataDir, (db) => db.exec('PRAGMA wal_checkpoint(TRUNCATE)'))
    filler = fillDisk(fs!.dir)
  }

  const documentCount = async () => (await api(svc.url, key, `/api/v1/documents?space=${space}`)).body.pagination.total as number

  it('every write answers 507 insufficient_storage at once, keeps nothing; reads and DELETE still work; space freed, uploads work again', async () => {
    const count = await documentCount()
    // The key was last used long ago: authenticating wants to record its use, which cannot be
    // written now; that must not refuse the request.
    withDb(dataDir, (db) => db.prepare(`UPDATE api_keys SET last_used_at = '2000-01-01T00:00:00.000Z'`).run())
    diskFull()

    const form = new FormData()
    form.append('space_id', space)
    form.append('files', new Blob([Buffer.alloc(2 * 1024 * 1024, 'x')], {type: 'text/plain'}), 'too-big-for-the-disk.txt')
    const upload = await api(svc.url, key, '/api/v2/files/batch-upload', {body: form})
    expect(upload.status, JSON.stringify(upload.body)).to.equal(507)
    expect(upload.headers.get('content-type')).to.match(/^application\/problem\+json/)
    expect(upload.body).to.include({code: 'insufficient_storage', status: 507})
    expect(upload.body.detail).to.match(/disk is full/)
    expect(upload.ms, 'answered at once').to.be.lessThan(5000)
    expect(partFiles(dataDir), 'no partial upload left').to.deep.equal([])
    expect(await documentCount()).to.equal(count)

    const login = await fetch(`${svc.url}/api/auth/login`, {
      body: JSON.stringify({email: 'disk-owner@x.test', password: 'correct horse battery'}),
      headers: {'content-type': 'application/json'},
      method: 'POST',
    })
    const writes = [
      {name: 'create a space', res: await api(svc.url, key, '/api/v1/spaces', {body: {name: 'No room'}})},
      {name: 'login', res: {body: await login.json(), status: login.status}},
      {name: 'chat', res: await api(svc.url, key, '/api/v1/chat', {body: {query: 'What is in the dossier?'}})},
    ]
    for (const {name, res} of writes) {
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).to.equal(507)
      expect(res.body.code, name).to.equal('insufficient_storage')
    }

    const run = await validate(svc.url, key, {dossier_id: space, language: 'en'}, {timeoutMs: 20_000})
    expect(run.code, JSON.stringify(run)).to.equal('insufficient_storage')
    expect(run.error).to.match(/disk is full/)

    // Reads work; DELETE works at 0 bytes free (with the reserve), so a user can free space.
    const list = await api(svc.url, key, `/api/v1/documents?space=${space}`)
    expect(list.status).to.equal(200)
    const doomed = list.body.data.find((d: {file_name: string}) => d.file_name === 'delete-me.txt')
    const deleted = await api(svc.url, key, `/api/v1/documents/${doomed.id}`, {method: 'DELETE'})
    expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200)
    expect((await api(svc.url, key, `/api/v1/documents/${doomed.id}`)).status).to.equal(404)
    expect(svc.stderr()).not.to.match(/\n\s+at |internal_error/)

    rmSync(filler!, {force: true})
    filler = undefined
    const again = await uploadTexts(svc.url, key, space, [{name: 'after.txt', text: 'There is room again.'}])
    expect(again.status, JSON.stringify(again.body)).to.equal(200)
    expect(existsSync(join(dataDir, 'disk-reserve')), 'the reserve is back').to.equal(true)
  })

  it('a validation run that hits the full disk ends failed (resumable), never running; it completes once there is room', async () => {
    const files = await largeTextDossier(30)
    const dossier = (await api(svc.url, key, '/api/v1/spaces', {body: {name: 'Run on a full disk'}})).body.id
    expect((await uploadTexts(svc.url, key, dossier, files)).status).to.equal(200)
    await until('documents ready', async () => {
      const list = await api(svc.url, key, `/api/v1/documents?space=${dossier}&limit=200`)
      return list.body.data.every((d: {doc_status: string}) => d.doc_status === 'ready') ? true : undefined
    })

    const call = await validate(svc.url, key, {dossier_id: dossier, language: 'en'}, {
      onEvent(_event, count) {
        // validate:start is stored; the engine's first checkpoint comes after.
        if (count === 1) diskFull()
      },
    })
    expect(call.result?.status, JSON.stringify(call)).to.equal('failed')
    const failed = call.events.at(-1)!
    expect(failed.event).to.equal('validate:failed')
    expect(failed.data.reason).to.match(/disk is full/)
    const runId = call.result!.run_id
    const row = runRow(dataDir, runId)
    expect(row).to.include({lease_owner: null, status: 'failed'})

    rmSync(filler!, {force: true})
    filler = undefined
    const resumed = await validate(svc.url, key, {dossier_id: dossier, run_id: runId})
    expect(resumed.result).to.deep.equal({run_id: runId, status: 'complete'})
    const events = storedEvents(dataDir, runId)
    expect(expectConsistentEvents(events, runRow(dataDir, runId).last_seq)).to.deep.equal([])
    expect(events.filter((e) => e.event === 'validate:classification')).to.have.length(files.length)
  })
})
