/**
 * End to end with the files in S3: the real svc-server started with SVC_STORAGE_URL and SVC_S3_*
 * against a real S3-protocol server (s3rver, on 127.0.0.1 in this process), driven by the real
 * `svc upload-batch` and `svc files rm`; `keys create` and `demo` with the same variables; a
 * missing bucket stops `start` with one line. The data directory holds no uploaded file.
 */
import {expect} from 'chai'
import {execFile} from 'node:child_process'
import {mkdtemp, readdir, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {startS3rver, type FakeS3} from '../../server/test/storage/s3rver.js'
import {cliFor, json, waitProcessed} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {SERVER_BIN, startTestService, type TestService} from '../helpers/service.js'

const run = promisify(execFile)
const list = (dir: string) => readdir(dir).catch(() => [] as string[])

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('e2e: files in S3 (SVC_STORAGE_URL against s3rver)', function () {
  this.timeout(120_000)
  let s3: FakeS3
  let service: TestService
  let key: string
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    s3 = await startS3rver()
    service = await startTestService({env: s3.env('e2e')})
    // `keys create` with the same variables (it checks them like every subcommand).
    key = await service.createKey('owner@example.com')
    svc = cliFor(service, key)
  })

  after(async () => {
    await service?.stop()
    await s3?.close()
  })

  const objects = async (prefix: string) => (await s3.objectKeys()).filter((k) => k.startsWith(prefix))

  it('svc upload-batch stores every file in the bucket (none under the data dir); ingestion reads them; svc files rm deletes the object', async () => {
    const space = json<{id: string}>(await svc(['spaces', 'create', 'S3 dossier', '-f', 'json'])).id
    const folder = await pdfFolder({'a-kbis.pdf': 1, 'b-rib.pdf': 2, 'c-avis.pdf': 3})
    const results = json<{id: number; file_name: string; status: string}[]>(await svc(['upload-batch', folder, '-s', space, '-f', 'json']))
    expect(results.map((r) => r.status)).to.deep.equal(['uploaded', 'uploaded', 'uploaded'])
    expect(await objects('e2e/files/')).to.have.length(3)
    await waitProcessed(service, key, results.map((r) => r.id), 60_000)
    const docs = json<{file_name: string; num_pages: number; doc_status: string}[]>(await svc(['files', 'list', '-s', space, '-f', 'json']))
    expect(docs.map((d) => [d.file_name, d.num_pages, d.doc_status]).sort()).to.deep.equal([
      ['a-kbis.pdf', 1, 'ready'],
      ['b-rib.pdf', 2, 'ready'],
      ['c-avis.pdf', 3, 'ready'],
    ])
    // The data directory holds the database and scratch files only: no upload, no leftover copy.
    expect(await list(join(service.dataDir, 'files'))).to.deep.equal([])
    expect(await list(join(service.dataDir, 'tmp'))).to.deep.equal([])

    const removed = await svc(['files', 'rm', String(results[0].id), '--yes'])
    expect(removed.code, removed.stderr).to.equal(0)
    await eventually(async () => (await objects('e2e/files/')).length === 2)
    const left = json<{id: number}[]>(await svc(['files', 'list', '-s', space, '-f', 'json']))
    expect(left.map((d) => d.id).sort()).to.deep.equal([results[1].id, results[2].id].sort())
  })

  it('svc-server demo with the same variables seeds its PDFs into the bucket', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'svc-s3-demo-'))
    try {
      const {stdout} = await run(process.execPath, [SERVER_BIN, 'demo', '--data-dir', dataDir], {env: {...process.env, ...s3.env('demo')}, timeout: 90_000})
      expect(JSON.parse(stdout)).to.have.property('api_key')
      expect((await objects('demo/files/')).length).to.be.greaterThan(2)
      expect(await list(join(dataDir, 'files'))).to.deep.equal([])
    } finally {
      await rm(dataDir, {force: true, recursive: true})
    }
  })

  it('svc-server start on a missing bucket stops with one line saying what to fix (exit 1)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'svc-s3-missing-'))
    try {
      const env = {...process.env, ...s3.env('x'), SVC_STORAGE_URL: 's3://no-such-bucket/x'}
      const error = await run(process.execPath, [SERVER_BIN, 'start', '--port', '0', '--data-dir', dataDir], {env, timeout: 30_000}).then(
        () => undefined,
        (error_: {code: number; stderr: string}) => error_,
      )
      expect(error?.code).to.equal(1)
      expect(error?.stderr).to.match(/^svc-server: SVC_STORAGE_URL: the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+; create it first, or fix SVC_STORAGE_URL \/ SVC_S3_ENDPOINT\.\n$/)
    } finally {
      await rm(dataDir, {force: true, recursive: true})
    }
  })

  it('a malformed SVC_STORAGE_URL stops keys create with one line naming it (exit 1)', async () => {
    const env = {...process.env, SVC_STORAGE_URL: 'ftp://bucket'}
    const error = await run(process.execPath, [SERVER_BIN, 'keys', 'create', '--email', 'x@example.com', '--data-dir', service.dataDir], {env, timeout: 30_000}).then(
      () => undefined,
      (error_: {code: number; stderr: string}) => error_,
    )
    expect(error?.code).to.equal(1)
    expect(error?.stderr).to.equal('svc-server: SVC_STORAGE_URL must be s3://bucket/prefix (or unset for files under the data directory), got "ftp://bucket".\n')
  })
})
