/**
 * The ingestion queue (server/src/ingest/queue.ts): uploads answer at once, documents are read
 * in worker threads, limits, crashes, deletion, restart. Substitute workers
 * (helpers/ingest-workers) stand for a document that never finishes, a slow one, a crashing one.
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'

import type {User} from '../src/auth.js'
import {getDocumentRow} from '../src/documents/store.js'
import {getJob} from '../src/ingest/jobs.js'
import {ingestQueue} from '../src/ingest/queue.js'
import {ingestSettings} from '../src/ingest/settings.js'
import {makeTextPdf} from '../src/documents/sample-pdf.js'
import type {UploadResult} from '../src/routes/upload.js'
import {startHarness, type Harness} from './helpers/doc-service.js'
import {sqlAll, sqlRun} from './helpers/sql.js'
import {testDatabase, testDatabaseUrl} from './helpers/database.js'

const worker = (name: 'busy' | 'crash' | 'slow') => new URL(`./helpers/ingest-workers/${name}.ts`, import.meta.url)

async function uploadOne(h: Harness, key: string, name: string, content: string | Uint8Array): Promise<UploadResult> {
  const res = await h.upload(key, [{content, name}])
  expect(res.status, await res.clone().text()).to.equal(200)
  return ((await res.json()) as {results: UploadResult[]}).results[0]
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

interface ProcessingRead {
  doc_status: string
  status_detail: null | string
  processing: {attempt: number; queue_position: null | number; stage: string; started_at: null | string}
}

const detail = async (h: Harness, key: string, id: number) => (await (await h.api(key, `/api/v1/documents/${id}`)).json()) as ProcessingRead

/** A pid that belonged to a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], {stdio: 'ignore'})
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

describe('server: ingestion queue', function () {
  this.timeout(60_000)
  let h: Harness | undefined
  let alice: {user: User; key: string}

  afterEach(async () => {
    await h?.close()
    h = undefined
  })

  const start = async (ingest: NonNullable<Parameters<typeof startHarness>[0]>['ingest'] = {}) => {
    h = await startHarness({ingest})
    alice = await h.user('alice@example.com')
    return h
  }

  it('the upload answers at once with processing while the document is still being read; then it becomes ready', async () => {
    const h = await start({workerUrl: worker('slow')})
    const started = Date.now()
    // Enough text on each page for the text layer to be read as is (no OCR).
    const result = await uploadOne(h, alice.key, 'a.pdf', await makeTextPdf(['Slow page one, read from its text layer', 'Slow page two, read from its text layer']))
    expect(Date.now() - started).to.be.below(1500)
    expect(result).to.include({doc_status: 'processing', status: 'uploaded'})
    const list = (await (await h.api(alice.key, '/api/v1/documents')).json()) as {data: {id: number; doc_status: string}[]}
    expect(list.data.find((d) => d.id === result.id)?.doc_status).to.equal('processing')
    const [row] = await h.ingested([result.id])
    expect(row).to.include({doc_status: 'ready', num_pages: 2, search_enabled: 1})
    const pages = await sqlAll(h.service.context.db, 'SELECT page, text, layout, method, width, height FROM document_pages WHERE document_id = ? ORDER BY page', result.id!) as {page: number; text: string; layout: string; method: string; width: number}[]
    expect(pages.map((p) => [p.page, p.method])).to.deep.equal([
      [1, 'pdf-text'],
      [2, 'pdf-text'],
    ])
    expect(pages[0].text).to.include('Slow page one')
    // The positioned words, packed: [text, x, y, w, h].
    expect(JSON.parse(pages[0].layout)[0]).to.have.length(5)
    expect(pages[0].width).to.be.above(0)
  })

  it('the single read of a processing document says how far it is: extracting, or queued with its position', async () => {
    const h = await start({workerUrl: worker('busy')})
    const first = await uploadOne(h, alice.key, 'first.txt', 'first')
    const second = await uploadOne(h, alice.key, 'second.txt', 'second')
    const queue = ingestQueue(h.service.context)
    await until(() => queue.activeDocumentIds.includes(first.id!))
    const reading = await detail(h, alice.key, first.id!)
    expect(reading).to.include({doc_status: 'processing', status_detail: null})
    expect(reading.processing).to.include({attempt: 1, queue_position: null, stage: 'extracting'})
    expect(Date.parse(reading.processing.started_at!)).to.be.closeTo(Date.now(), 10_000)
    const waiting = await detail(h, alice.key, second.id!)
    expect(waiting.processing).to.deep.equal({attempt: 1, queue_position: 1, stage: 'queued', started_at: null})
  })

  it('a document past its time limit ends failed with the reason; the service keeps answering meanwhile', async () => {
    const h = await start({limits: {timeoutMs: 1500}, workerUrl: worker('busy')})
    const result = await uploadOne(h, alice.key, 'endless.txt', 'never ends')
    const queue = ingestQueue(h.service.context)
    await until(() => queue.activeDocumentIds.includes(result.id!))
    // The worker spins on a CPU: the event loop is free, so /me answers at once, repeatedly.
    for (let i = 0; i < 5; i++) {
      const asked = Date.now()
      expect((await h.api(alice.key, '/api/v1/me')).status).to.equal(200)
      expect(Date.now() - asked).to.be.below(500)
    }

    const [row] = await h.ingested([result.id])
    expect(row.doc_status).to.equal('failed')
    expect(row.status_detail).to.equal('Text extraction took longer than 1.5 s (the limit per document, SVC_INGEST_TIMEOUT_MS) and was stopped.')
    expect(await getJob(h.service.context.db, result.id!)).to.include({attempts: 1, state: 'failed'})
    expect(queue.activeDocumentIds).to.deep.equal([])
  })

  it('a worker crash is retried once: a document that crashes once is then read; one that always crashes ends failed', async () => {
    const h = await start({workerUrl: worker('crash')})
    const once = await uploadOne(h, alice.key, 'once.txt', 'CRASH_ONCE then fine')
    const always = await uploadOne(h, alice.key, 'always.txt', 'always crashes')
    const [readOnce, readAlways] = await h.ingested([once.id, always.id])
    expect(readOnce).to.include({doc_status: 'ready', search_enabled: 1})
    expect(await getJob(h.service.context.db, once.id!)).to.include({attempts: 2, state: 'done'})
    expect(readAlways.doc_status).to.equal('failed')
    expect(readAlways.status_detail).to.equal('Text extraction failed 2 times: the worker crashed (simulated native crash).')
  })

  it('deleting a document that is being read stops its worker and drops its job', async () => {
    const h = await start({workerUrl: worker('busy')})
    const result = await uploadOne(h, alice.key, 'doomed.txt', 'doomed')
    const next = await uploadOne(h, alice.key, 'next.txt', 'next')
    const queue = ingestQueue(h.service.context)
    await until(() => queue.activeDocumentIds.includes(result.id!))
    expect((await h.api(alice.key, `/api/v1/documents/${result.id}`, {method: 'DELETE'})).status).to.equal(200)
    expect(await getJob(h.service.context.db, result.id!)).to.equal(undefined)
    // The slot is free again: the next document is claimed.
    await until(() => queue.activeDocumentIds.includes(next.id!) && !queue.activeDocumentIds.includes(result.id!), 3000)
    expect(await getDocumentRow(h.service.context.db, result.id!)).to.equal(undefined)
  })

  it('runs up to SVC_INGEST_CONCURRENCY documents at once', async () => {
    const h = await start({concurrency: 2, workerUrl: worker('busy')})
    const ids = []
    for (const name of ['1.txt', '2.txt', '3.txt']) ids.push((await uploadOne(h, alice.key, name, name)).id!)
    const queue = ingestQueue(h.service.context)
    await until(() => queue.activeDocumentIds.length === 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(queue.activeDocumentIds.sort()).to.deep.equal(ids.slice(0, 2))
    expect((await getJob(h.service.context.db, ids[2]))?.state).to.equal('queued')
  })

  it('a graceful stop gives the running job back (attempt refunded); the next start reads it', async () => {
    const first = await start({workerUrl: worker('busy')})
    const result = await uploadOne(first, alice.key, 'interrupted.txt', 'interrupted text')
    await until(() => ingestQueue(first.service.context).activeDocumentIds.includes(result.id!))
    const {dataDir} = first
    await first.service.close()
    h = undefined
    const {startService} = await import('../src/app.js')
    const {openDatabase} = await import('../src/db/database.js')
    const db = await openDatabase(dataDir, (await testDatabase(dataDir)) ?? {})
    expect(await getJob(db, result.id!)).to.include({attempts: 0, lease_owner: null, state: 'queued'})
    await db.destroy()
    const service = await startService({dataDir, database: await testDatabase(dataDir), port: 0})
    try {
      const {waitForIngest} = await import('../src/ingest/queue.js')
      const row = await waitForIngest(service.context, result.id!, 30_000)
      expect(row).to.include({doc_status: 'ready', num_pages: 1})
    } finally {
      await service.close()
      const {rm} = await import('node:fs/promises')
      await rm(dataDir, {force: true, recursive: true})
    }
  })

  it('at start-up, a job left running by a process that died is re-queued and completes', async () => {
    const first = await start()
    const result = await uploadOne(first, alice.key, 'crashed.txt', 'left running by a dead process')
    await first.ingested([result.id])
    const {dataDir} = first
    const db = first.service.context.db
    // As a process killed mid-job leaves it: the document processing, its job running under the
    // dead process's lease (not expired), no pages yet.
    const pid = await deadPid()
    await sqlRun(db, "UPDATE documents SET doc_status = 'processing', num_pages = NULL, search_enabled = 0 WHERE id = ?", result.id!)
    await sqlRun(db, 'DELETE FROM document_pages WHERE document_id = ?', result.id!)
    // On a shared PostgreSQL only the lease's expiry counts (the holder may be on another machine).
    await sqlRun(db, "UPDATE ingest_jobs SET state = 'running', attempts = 1, lease_owner = 'dead', lease_pid = ?, lease_expires_at = ? WHERE document_id = ?",
      pid,
      testDatabaseUrl() ? Date.now() - 1000 : Date.now() + 3_600_000,
      result.id!,
    )
    await first.service.close()
    h = undefined

    const {startService} = await import('../src/app.js')
    const service = await startService({dataDir, database: await testDatabase(dataDir), port: 0})
    try {
      const {waitForIngest} = await import('../src/ingest/queue.js')
      const row = await waitForIngest(service.context, result.id!, 30_000)
      expect(row).to.include({doc_status: 'ready', num_pages: 1, search_enabled: 1})
      expect(await getJob(service.context.db, result.id!)).to.include({attempts: 2, state: 'done'})
    } finally {
      await service.close()
      const {rm} = await import('node:fs/promises')
      await rm(dataDir, {force: true, recursive: true})
    }
  })

  it('a job interrupted by crashes more than once is not tried again: failed with the reason', async () => {
    const h = await start()
    const result = await uploadOne(h, alice.key, 'poison.txt', 'poison')
    await h.ingested([result.id])
    const db = h.service.context.db
    const queue = ingestQueue(h.service.context)
    await sqlRun(db, "UPDATE documents SET doc_status = 'processing' WHERE id = ?", result.id!)
    await sqlRun(db, "UPDATE ingest_jobs SET state = 'queued', attempts = 2 WHERE document_id = ?", result.id!)
    queue.kick()
    const [row] = await h.ingested([result.id])
    expect(row.doc_status).to.equal('failed')
    expect(row.status_detail).to.match(/^Text extraction was interrupted 2 times/)
  })

  it('settings: SVC_INGEST_* variables, SVC_OCR=0, and one line naming a bad value', () => {
    const settings = ingestSettings({}, {SVC_INGEST_CONCURRENCY: '3', SVC_INGEST_MAX_PAGES: '10', SVC_INGEST_MAX_PIXELS: '1000000', SVC_INGEST_TIMEOUT_MS: '5000', SVC_OCR: '0'})
    expect(settings.concurrency).to.equal(3)
    expect(settings.limits).to.deep.equal({maxPages: 10, maxPixels: 1_000_000, ocr: false, timeoutMs: 5000})
    expect(ingestSettings({}, {}).limits).to.include({maxPages: 200, ocr: true, timeoutMs: 120_000})
    expect(() => ingestSettings({}, {SVC_INGEST_CONCURRENCY: '0'})).to.throw('SVC_INGEST_CONCURRENCY must be an integer from 1 to 64, got "0".')
    expect(() => ingestSettings({}, {SVC_OCR: 'maybe'})).to.throw('SVC_OCR must be 0 or 1, got "maybe".')
  })
})
