/**
 * Reliability: kill -9 of the real `svc-server start` (a child process on a free port, a temp
 * data directory) at chosen moments, then a restart on the same data directory: a run killed at
 * event N is taken over at start-up by itself and completes with no event stored twice (also
 * when the database says last_seq one behind, as the old two-write append could leave it); a
 * partial upload is removed; a document left `processing` is read again.
 */
import {request} from 'node:http'
import {rmSync, statSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'

import {makeTextPdf} from '../../src/documents/sample-pdf.js'
import {api, expectConsistentEvents, largeTextDossier, partFiles, runRow, startChild, storedEvents, tempDataDir, until, uploadTexts, validate, withDb, type ChaosService} from './helpers.js'

/** A pid no process has (above the kernel's pid_max). */
const DEAD_PID = 2 ** 22 + 12_345

async function ownerWithSpace(svc: ChaosService, email: string): Promise<{key: string; space: string}> {
  const key = await svc.createKey(email)
  const created = await api(svc.url, key, '/api/v1/spaces', {body: {name: 'Chaos dossier'}})
  expect(created.status, JSON.stringify(created.body)).to.equal(201)
  return {key, space: created.body.id}
}

async function documentsOf(url: string, key: string, space: string): Promise<{id: number; doc_status: string}[]> {
  const list = await api(url, key, `/api/v1/documents?space=${space}&limit=200`)
  expect(list.status).to.equal(200)
  return list.body.data
}

describe('chaos: kill -9 of the service', function () {
  this.timeout(120_000)
  const cleanup: (() => Promise<void> | void)[] = []
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn()
  })

  async function child(dataDir: string): Promise<ChaosService> {
    const svc = await startChild(dataDir)
    cleanup.push(() => svc.crash())
    return svc
  }

  it('a run killed at event N is taken over at start-up by itself, completes, and stores no event twice (last_seq one behind included)', async () => {
    const dataDir = tempDataDir()
    cleanup.push(() => rmSync(dataDir, {force: true, recursive: true}))
    const first = await child(dataDir)
    const {key, space} = await ownerWithSpace(first, 'crash-owner@x.test')
    const files = await largeTextDossier(40)
    const uploaded = await uploadTexts(first.url, key, space, files)
    expect(uploaded.status, JSON.stringify(uploaded.body)).to.equal(200)
    await until('documents ready', async () => ((await documentsOf(first.url, key, space)).every((d) => d.doc_status === 'ready') ? true : undefined))

    // Killed in the middle of classification (40 documents, checkpointed every 2).
    const KILL_AT = 9
    let runId = ''
    const gone = new AbortController()
    const call = await validate(first.url, key, {dossier_id: space, language: 'en'}, {
      onEvent(event, count) {
        runId ||= String(event.data.run_id ?? '')
        if (count === KILL_AT) {
          first.process.kill('SIGKILL')
          first.process.once('exit', () => gone.abort())
        }
      },
      signal: gone.signal,
    })
    expect(call.broken, 'the call broke with the service').to.be.a('string')
    await first.crash()
    expect(runId).to.match(/^[\da-f-]{36}$/)
    const left = runRow(dataDir, runId)
    expect(left.status).to.equal('running')
    const before = storedEvents(dataDir, runId)
    expect(expectConsistentEvents(before, left.last_seq)).to.deep.equal([])
    expect(before.length).to.be.lessThan(files.length + 1, 'killed during classification')
    // What an append in two writes (the event, then last_seq) left after a crash between them.
    withDb(dataDir, (db) => db.prepare('UPDATE runs SET last_seq = last_seq - 1 WHERE id = ?').run(runId))

    // Nobody re-calls the run: the new process takes it over at start-up.
    const second = await child(dataDir)
    const final = await until('the run taken over and finished', () => {
      const row = runRow(dataDir, runId)
      return row.status === 'running' ? undefined : row
    }, 60_000, 200)
    expect(final.status).to.equal('complete')
    const events = storedEvents(dataDir, runId)
    expect(expectConsistentEvents(events, final.last_seq)).to.deep.equal([])
    const classified = events.filter((e) => e.event === 'validate:classification').map((e) => e.data.document_id)
    expect(classified).to.have.length(files.length)
    expect(new Set(classified).size).to.equal(files.length)
    const starts = events.filter((e) => e.event === 'validate:start')
    expect(starts.map((e) => e.data.resumed)).to.deep.equal([false, true])
    expect(events.at(-1)!.event).to.equal('validate:complete')
    expect(second.stderr()).not.to.match(/UNIQUE constraint|\n\s+at /)

    // A re-call gets the final status and the last segment (from its validate:start), not a re-run.
    const again = await validate(second.url, key, {dossier_id: space, run_id: runId})
    expect(again.result).to.deep.equal({run_id: runId, status: 'complete'})
    expect(again.events[0]).to.include({event: 'validate:start'})
    expect(again.events.at(-1)!.event).to.equal('validate:complete')
    expect(storedEvents(dataDir, runId)).to.have.length(events.length)
  })

  it('a partial upload cut by kill -9 is removed at the next start-up; no document is created', async () => {
    const dataDir = tempDataDir()
    cleanup.push(() => rmSync(dataDir, {force: true, recursive: true}))
    const first = await child(dataDir)
    const key = await first.createKey('upload-owner@x.test')
    // A 40 MB file sent slowly: the service writes it to tmp/<pid>-<uuid>.part as it arrives.
    const boundary = 'chaosboundary'
    const port = Number(new URL(first.url).port)
    const req = request({
      headers: {'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': key},
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/v2/files/batch-upload',
      port,
    })
    req.on('error', () => {})
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="big.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`)
    const chunk = Buffer.alloc(1024 * 1024, 7)
    let sending = true
    const pump = (async () => {
      // The kill may close the request before crash() returns: a write after that returns false and
      // no 'drain' or 'close' comes any more, so a closed request ends the pump (it hung here).
      for (let i = 0; i < 40 && sending && !req.destroyed; i++) {
        if (!req.write(chunk) && !req.destroyed) await new Promise((resolve) => (req.once('drain', resolve), req.once('close', resolve)))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    const part = await until('a partial upload on disk', () => {
      const [name] = partFiles(dataDir)
      if (!name) return
      const path = join(dataDir, 'tmp', name)
      try {
        return statSync(path).size > 4 * 1024 * 1024 ? path : undefined
      } catch {
        return undefined
      }
    }, 20_000, 20)
    await first.crash()
    sending = false
    req.destroy()
    await pump.catch(() => {})
    expect(partFiles(dataDir), 'left by the crash').to.have.length(1)
    expect(statSync(part).size).to.be.greaterThan(4 * 1024 * 1024)

    const second = await child(dataDir)
    expect(partFiles(dataDir), 'removed at start-up').to.deep.equal([])
    const list = await api(second.url, key, '/api/v1/documents')
    expect(list.body.pagination.total).to.equal(0)
  })

  it('a document left processing (killed during extraction, or its job lost) is read again at start-up', async () => {
    const dataDir = tempDataDir()
    cleanup.push(() => rmSync(dataDir, {force: true, recursive: true}))
    const first = await child(dataDir)
    const {key, space} = await ownerWithSpace(first, 'ingest-owner@x.test')
    const pdf = await makeTextPdf(Array.from({length: 150}, (_, i) => `Page ${i + 1} of a long document.`), {title: 'long'})
    const form = new FormData()
    form.append('space_id', space)
    form.append('files', new Blob([Buffer.from(pdf)], {type: 'application/pdf'}), 'long.pdf')
    form.append('files', new Blob(['A short note.'], {type: 'text/plain'}), 'note.txt')
    const uploaded = await api(first.url, key, '/api/v2/files/batch-upload', {body: form})
    expect(uploaded.status).to.equal(200)
    // Killed as soon as the upload is answered: the PDF is queued or being read.
    await first.crash()
    const [longId, noteId] = uploaded.body.results.map((r: {id: number}) => r.id)
    expect(withDb(dataDir, (db) => (db.prepare('SELECT doc_status FROM documents WHERE id = ?').get(longId) as {doc_status: string}).doc_status)).to.equal('processing')
    // The other state a crash can leave: a document `processing` whose job is gone (or claimed
    // by a process that no longer exists).
    withDb(dataDir, (db) => {
      db.prepare(`UPDATE documents SET doc_status = 'processing' WHERE id = ?`).run(noteId)
      db.prepare('DELETE FROM document_pages WHERE document_id = ?').run(noteId)
      db.prepare('DELETE FROM ingest_jobs WHERE document_id = ?').run(noteId)
      db.prepare(`UPDATE ingest_jobs SET state = 'running', lease_owner = 'dead', lease_pid = ?, lease_expires_at = ? WHERE document_id = ?`).run(
        DEAD_PID,
        Date.now() + 60 * 60 * 1000,
        longId,
      )
    })

    const second = await child(dataDir)
    const docs = await until('both documents read again', async () => {
      const list = await documentsOf(second.url, key, space)
      return list.every((d) => d.doc_status !== 'processing') ? list : undefined
    }, 60_000, 200)
    const long = await api(second.url, key, `/api/v1/documents/${longId}`)
    expect(docs.map((d) => d.doc_status), JSON.stringify(long.body)).to.deep.equal(['ready', 'ready'])
    expect(long.body.num_pages).to.equal(150)
  })
})
