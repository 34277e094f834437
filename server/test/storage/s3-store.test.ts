/**
 * The S3 file store against a real S3-protocol server (s3rver, in this process on 127.0.0.1):
 * the store's contract on both backends, then the service with SVC_STORAGE_URL's store: uploads
 * (single and multipart), downloads byte for byte, deletion, an upload cut mid-way (aborted, no
 * object, no part), 413 over the limit, a store that fails (503), and ingestion of a PDF kept in S3.
 */
import {expect} from 'chai'
import {createHash, randomBytes} from 'node:crypto'
import {request} from 'node:http'
import {readFileSync} from 'node:fs'
import {mkdir, mkdtemp, readdir, readFile, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Readable} from 'node:stream'
import {buffer} from 'node:stream/consumers'

import {startService} from '../../src/app.js'
import {createApiKey, ensureUser, type User} from '../../src/auth.js'
import {commitDocument, receiveFile, storeDocument} from '../../src/documents/ingest.js'
import {makeTextPdf} from '../../src/documents/sample-pdf.js'
import {getJob} from '../../src/ingest/jobs.js'
import {ingestQueue} from '../../src/ingest/queue.js'
import type {BlobStore} from '../../src/storage/blob-store.js'
import {blobStoreConfigFromEnv} from '../../src/storage/config.js'
import {LocalBlobStore} from '../../src/storage/local.js'
import {problem, startHarness, type Harness} from '../helpers/doc-service.js'
import {startS3rver, type FakeS3} from './s3rver.js'
import {sqlAll, sqlGet} from '../helpers/sql.js'

const MiB = 1024 * 1024
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Polls `check` until it holds, at most `ms` (the store deletes in the background after a DELETE). */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('server: file storage on S3 (s3rver)', function () {
  // A 12 MiB multipart upload through s3rver's file system, on a slow CI machine.
  this.timeout(60_000)
  let s3: FakeS3

  before(async () => {
    s3 = await startS3rver()
  })

  after(() => s3?.close())

  describe('the blob store contract, on both backends', () => {
    const backends: [string, () => Promise<{store: BlobStore; scratch: string; done(): Promise<void>}>][] = [
      [
        'local folder',
        async () => {
          const dir = await mkdtemp(join(tmpdir(), 'svc-blobs-'))
          return {done: () => rm(dir, {force: true, recursive: true}), scratch: join(dir, 'scratch'), store: new LocalBlobStore(dir)}
        },
      ],
      [
        'S3',
        async () => {
          const dir = await mkdtemp(join(tmpdir(), 'svc-scratch-'))
          const store = s3.store('contract')
          return {
            async done() {
              store.close()
              await rm(dir, {force: true, recursive: true})
            },
            scratch: dir,
            store,
          }
        },
      ],
    ]

    for (const [name, open] of backends) {
      it(`${name}: put, exists, size, open, localCopy, delete; missing keys are undefined, not errors`, async () => {
        const {done, scratch, store} = await open()
        try {
          await store.check()
          const bytes = randomBytes(100_000)
          await store.put('files/a', Readable.from([bytes.subarray(0, 50_000), bytes.subarray(50_000)]))
          expect(await store.exists('files/a')).to.equal(true)
          expect(await store.size('files/a')).to.equal(bytes.length)
          const blob = await store.open('files/a')
          expect(blob?.size).to.equal(bytes.length)
          expect(sha(await buffer(blob!.body))).to.equal(sha(bytes))
          await mkdir(scratch, {recursive: true})
          const copy = await store.localCopy('files/a', scratch)
          expect(sha(await readFile(copy!.path))).to.equal(sha(bytes))
          await copy!.release()
          // A scratch copy is removed once released; the local store hands out the stored file itself.
          expect(await readdir(scratch)).to.deep.equal([])
          await store.delete('files/a')
          await store.delete('files/a')
          expect(await store.exists('files/a')).to.equal(false)
          expect(await store.size('files/a')).to.equal(undefined)
          expect(await store.open('files/a')).to.equal(undefined)
          expect(await store.localCopy('files/a', scratch)).to.equal(undefined)
        } finally {
          await done()
        }
      })

      it(`${name}: a source that fails mid-way stores nothing and rejects with the source's error`, async () => {
        const {done, store} = await open()
        try {
          const source = new Readable({read() {}})
          source.push(randomBytes(6 * MiB))
          setTimeout(() => source.destroy(new Error('the client went away')), 50)
          let error: Error | undefined
          await store.put('files/cut', source).catch((error_: Error) => {
            error = error_
          })
          expect(error?.message).to.equal('the client went away')
          expect(await store.exists('files/cut')).to.equal(false)
        } finally {
          await done()
        }
      })
    }
  })

  describe('SVC_STORAGE_URL and SVC_S3_*', () => {
    it('unset is the local folder; s3://bucket/prefix is S3 with its settings', () => {
      expect(blobStoreConfigFromEnv({})).to.deep.equal({kind: 'local'})
      expect(blobStoreConfigFromEnv({SVC_STORAGE_URL: ' '})).to.deep.equal({kind: 'local'})
      expect(
        blobStoreConfigFromEnv({
          SVC_S3_ENDPOINT: 'http://127.0.0.1:9000',
          SVC_S3_FORCE_PATH_STYLE: '1',
          SVC_S3_REGION: 'eu-west-3',
          SVC_S3_TIMEOUT_MS: '5000',
          SVC_STORAGE_URL: 's3://svc-docs/prod/eu/',
        }),
      ).to.deep.equal({
        bucket: 'svc-docs',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        kind: 's3',
        prefix: 'prod/eu',
        region: 'eu-west-3',
        requestTimeoutMs: 5000,
      })
      expect(blobStoreConfigFromEnv({AWS_REGION: 'eu-central-1', SVC_STORAGE_URL: 's3://svc-docs'})).to.include({forcePathStyle: false, prefix: '', region: 'eu-central-1', requestTimeoutMs: 30_000})
    })

    it('every variable is in the README table and in docs/deploy.md, with its default', () => {
      const root = join(import.meta.dirname, '..', '..', '..')
      const readme = readFileSync(join(root, 'README.md'), 'utf8')
      const deploy = readFileSync(join(root, 'docs', 'deploy.md'), 'utf8')
      for (const name of ['SVC_STORAGE_URL', 'SVC_S3_ENDPOINT', 'SVC_S3_REGION', 'SVC_S3_FORCE_PATH_STYLE', 'SVC_S3_TIMEOUT_MS']) {
        expect(readme, name).to.match(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'))
        expect(deploy, name).to.match(new RegExp(`^\\| \`${name}\``, 'm'))
      }

      expect(deploy).to.match(/^\| `SVC_S3_TIMEOUT_MS` \|[^\n]*\| `30000` \|$/m)
    })

    it('a malformed value is one line naming the variable', () => {
      const cases: [NodeJS.ProcessEnv, RegExp][] = [
        [{SVC_STORAGE_URL: 'file:///srv/svc'}, /^SVC_STORAGE_URL must be s3:\/\/bucket\/prefix/],
        [{SVC_STORAGE_URL: 's3://Bad_Bucket/x'}, /^SVC_STORAGE_URL: "Bad_Bucket" is not a valid bucket name/],
        [{SVC_STORAGE_URL: 's3://svc-docs/a/../b'}, /^SVC_STORAGE_URL: the prefix "a\/..\/b"/],
        [{SVC_S3_ENDPOINT: 'ftp://x', SVC_STORAGE_URL: 's3://svc-docs'}, /^SVC_S3_ENDPOINT must be an http\(s\) URL/],
        [{SVC_S3_ENDPOINT: 'http://key:secret@x', SVC_STORAGE_URL: 's3://svc-docs'}, /^SVC_S3_ENDPOINT must be an http\(s\) URL without credentials/],
        [{SVC_S3_FORCE_PATH_STYLE: 'yes', SVC_STORAGE_URL: 's3://svc-docs'}, /^SVC_S3_FORCE_PATH_STYLE must be 1 or 0, got "yes"/],
        [{SVC_S3_TIMEOUT_MS: '10', SVC_STORAGE_URL: 's3://svc-docs'}, /^SVC_S3_TIMEOUT_MS must be a number of milliseconds/],
      ]
      for (const [env, message] of cases) {
        expect(() => blobStoreConfigFromEnv(env)).to.throw(message)
        try {
          blobStoreConfigFromEnv(env)
        } catch (error) {
          expect((error as Error).message).not.to.include('\n')
        }
      }
    })

    it('moving an embedded data dir to S3: <data-dir>/files/* copied to <prefix>/files/*, the documents need no change', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'svc-s3-move-'))
      const bytes = randomBytes(3000)
      try {
        const embedded = await startService({dataDir, port: 0})
        const user = await ensureUser(embedded.context.db, 'mover@example.com', {password: 'mover-secret'})
        await createApiKey(embedded.context.db, user.id, {type: 'live'})
        const row = await storeDocument(embedded.context, {bytes, fileName: 'kept.bin', spaceId: null, user})
        await embedded.close()

        // What docs/deploy.md says to do (aws s3 sync <data-dir>/files s3://bucket/prefix/files), with the store itself.
        const target = s3.store('moved')
        const local = new LocalBlobStore(dataDir)
        for (const name of await readdir(join(dataDir, 'files'))) await target.put(`files/${name}`, (await local.open(`files/${name}`))!.body)
        await rm(join(dataDir, 'files'), {force: true, recursive: true})

        const scaled = await startService({blobs: target, dataDir, port: 0})
        try {
          const login = await fetch(`${scaled.url}/api/auth/login`, {
            body: JSON.stringify({email: 'mover@example.com', password: 'mover-secret'}),
            headers: {'content-type': 'application/json'},
            method: 'POST',
          })
          const got = await fetch(`${scaled.url}/api/download/file/${row.id}`, {headers: {cookie: login.headers.get('set-cookie')!.split(';')[0]}})
          expect(got.status).to.equal(200)
          expect(sha(Buffer.from(await got.arrayBuffer()))).to.equal(sha(bytes))
        } finally {
          await scaled.close()
        }
      } finally {
        await rm(dataDir, {force: true, recursive: true})
      }
    })

    it('the service does not start on a missing bucket: one line saying so', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'svc-s3-nobucket-'))
      try {
        let error: Error | undefined
        await startService({blobs: s3.store('x', {bucket: 'no-such-bucket'}), dataDir, port: 0}).catch((error_: Error) => {
          error = error_
        })
        expect(error?.message).to.match(/^SVC_STORAGE_URL: the bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+; create it first/)
      } finally {
        await rm(dataDir, {force: true, recursive: true})
      }
    })
  })

  describe('the service with its files in S3', () => {
    let h: Harness
    let alice: {key: string; user: User}
    let cookie: string
    const LIMIT = 13 * MiB

    before(async () => {
      h = await startHarness({blobs: s3.store('svc'), maxUploadBytes: LIMIT})
      alice = await h.user('alice@example.com', {password: 'alice-secret'})
      const login = await fetch(`${h.url}/api/auth/login`, {
        body: JSON.stringify({email: 'alice@example.com', password: 'alice-secret'}),
        headers: {'content-type': 'application/json'},
        method: 'POST',
      })
      cookie = login.headers.get('set-cookie')!.split(';')[0]
    })

    after(() => h?.close())

    const uploadOne = async (name: string, content: Uint8Array, type = 'application/octet-stream') => {
      const res = await h.upload(alice.key, [{content, name, type}])
      return {body: (await res.json()) as {results: {id: number; status: string; size: number}[]} & {code?: string}, res}
    }

    const storagePath = async (id: number) => (await sqlGet(h.service.context.db, 'SELECT storage_path FROM documents WHERE id = ?', id) as {storage_path: string}).storage_path
    const download = (id: number, method = 'GET') => fetch(`${h.url}/api/download/file/${id}`, {headers: {cookie}, method})

    it('a small file is one object under the prefix; nothing is kept under the data dir', async () => {
      s3.calls.length = 0
      // Binary (a NUL byte): stored ready, no ingestion to leave a scratch file meanwhile.
      const {body, res} = await uploadOne('note.bin', Buffer.from('hello\0S3'))
      expect(res.status).to.equal(200)
      const [result] = body.results
      expect(result).to.include({size: 8, status: 'uploaded'})
      expect(await storagePath(result.id)).to.match(/^files\/[\da-f-]{36}$/)
      expect(await s3.objectKeys()).to.include(`svc/${await storagePath(result.id)}`)
      expect(s3.calls.filter((call) => call.startsWith('PUT '))).to.have.length(1)
      expect(await h.storedFiles()).to.deep.equal({files: [], tmp: []})
    })

    it('a 12 MiB file is a streamed multipart upload; the download gives it back byte for byte', async () => {
      s3.calls.length = 0
      const bytes = randomBytes(12 * MiB)
      const {body, res} = await uploadOne('big.bin', bytes)
      expect(res.status).to.equal(200)
      const [result] = body.results
      expect(result).to.include({size: bytes.length, status: 'uploaded'})
      expect(s3.calls.some((call) => /^POST \/svc-test\/svc\/files\/[\da-f-]{36}\?uploads/.test(call))).to.equal(true)
      expect(s3.calls.filter((call) => /^PUT .*partNumber/.test(call))).to.have.length(3)
      expect(await s3.openUploads()).to.deep.equal([])

      const head = await download(result.id, 'HEAD')
      expect(head.status).to.equal(200)
      expect(head.headers.get('content-length')).to.equal(String(bytes.length))
      const got = await download(result.id)
      expect(got.status).to.equal(200)
      expect(got.headers.get('content-length')).to.equal(String(bytes.length))
      expect(sha(Buffer.from(await got.arrayBuffer()))).to.equal(sha(bytes))
      expect(await h.storedFiles()).to.deep.equal({files: [], tmp: []})
    })

    it('deleting the document deletes its object', async () => {
      const {body} = await uploadOne('doomed.bin', Buffer.from('bye'))
      const key = `svc/${await storagePath(body.results[0].id)}`
      expect(await s3.objectKeys()).to.include(key)
      expect((await h.api(alice.key, `/api/v1/documents/${body.results[0].id}`, {method: 'DELETE'})).status).to.equal(200)
      await eventually(async () => !(await s3.objectKeys()).includes(key))
      expect((await download(body.results[0].id)).status).to.equal(404)
    })

    it('over the limit: 413 payload_too_large, and no object is left', async () => {
      const before = await s3.objectKeys()
      const {body, res} = await uploadOne('huge.bin', randomBytes(LIMIT + 1))
      expect(res.status).to.equal(413)
      expect(body.code).to.equal('payload_too_large')
      expect(await s3.objectKeys()).to.deep.equal(before)
      expect(await s3.openUploads()).to.deep.equal([])
    })

    it('an upload cut mid-way: the multipart upload is aborted, no object and no part is left', async () => {
      const before = await s3.objectKeys()
      s3.calls.length = 0
      const boundary = 'cut-boundary'
      const req = request(`${h.url}/api/v2/files/batch-upload`, {
        headers: {'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': alice.key},
        method: 'POST',
      })
      req.on('error', () => {})
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`)
      // More than one part (5 MiB), so that a multipart upload is under way, then the client goes.
      req.write(randomBytes(7 * MiB))
      await eventually(async () => s3.calls.some((call) => /^PUT .*partNumber=1/.test(call)))
      req.destroy()
      await eventually(async () => s3.calls.some((call) => /^DELETE .*uploadId/.test(call)))
      await eventually(async () => (await s3.openUploads()).length === 0)
      expect(await s3.objectKeys()).to.deep.equal(before)
      expect(await h.storedFiles()).to.deep.equal({files: [], tmp: []})
    })

    it('a PDF kept in S3 is read by ingestion (through a scratch copy, removed after) and ends ready', async () => {
      const pdf = await makeTextPdf(['Attestation stored in S3', 'Page two'])
      const {body} = await uploadOne('attestation.pdf', pdf, 'application/pdf')
      const [row] = await h.ingested([body.results[0].id])
      expect(row).to.include({doc_status: 'ready', num_pages: 2})
      const pages = await sqlAll(h.service.context.db, 'SELECT text FROM document_pages WHERE document_id = ? ORDER BY page', row.id) as {text: string}[]
      expect(pages[0].text).to.include('Attestation stored in S3')
      expect(await h.storedFiles()).to.deep.equal({files: [], tmp: []})
    })

    it('an object gone from the bucket: download 410 file_missing, and ingestion ends failed saying so', async () => {
      const {body} = await uploadOne('lost.txt', Buffer.from('to be lost'), 'text/plain')
      const id = body.results[0].id
      await h.ingested([id])
      await h.service.context.blobs.delete(await storagePath(id))
      const res = await download(id)
      expect(res.status).to.equal(410)
      expect((await problem(res)).code).to.equal('file_missing')

      const ctx = h.service.context
      const received = await receiveFile(ctx, Readable.from([Buffer.from('never read')]))
      await ctx.blobs.delete(received.key)
      const row = await commitDocument(ctx, received, {fileName: 'gone.txt', mime: 'text/plain', spaceId: null, user: alice.user})
      const [done] = await h.ingested([row.id])
      expect(done).to.include({doc_status: 'failed', status_detail: 'The stored file is missing from the file store; upload the document again.'})
    })

    it('a store that fails: 503 storage_unavailable with Retry-After, on upload and download', async () => {
      const {body} = await uploadOne('kept.bin', Buffer.from('kept'))
      const working = h.service.context.blobs
      // The same service, its bucket gone (or its credentials revoked): every S3 call fails.
      h.service.context.blobs = s3.store('svc', {bucket: 'no-such-bucket'})
      try {
        const up = await h.upload(alice.key, [{content: Buffer.from('x'), name: 'x.bin'}])
        expect(up.status).to.equal(503)
        expect(up.headers.get('retry-after')).to.equal('5')
        expect((await problem(up)).code).to.equal('storage_unavailable')
        const down = await download(body.results[0].id)
        expect(down.status).to.equal(503)
        expect((await problem(down)).code).to.equal('storage_unavailable')
      } finally {
        h.service.context.blobs.close()
        h.service.context.blobs = working
      }
    })
  })
  describe('ingestion when the store fails', () => {
    let h: Harness
    let user: User
    const LEASE_MS = 2000

    before(async () => {
      // A short lease: a job whose file could not be fetched is given back after one lease period.
      h = await startHarness({blobs: s3.store('retry'), ingest: {leaseMs: LEASE_MS, pollMs: 100}})
      user = (await h.user('carol@example.com')).user
    })

    after(() => h?.close())

    /** Stores a text file, then makes every later fetch fail (the bucket "gone"), and commits it. */
    const commitWithBrokenStore = async (text: string) => {
      const ctx = h.service.context
      const working = ctx.blobs
      const received = await receiveFile(ctx, Readable.from([Buffer.from(text)]))
      ctx.blobs = s3.store('retry', {bucket: 'no-such-bucket'})
      const row = await commitDocument(ctx, received, {fileName: `${text}.txt`, mime: 'text/plain', spaceId: null, user})
      ingestQueue(ctx).kick()
      await eventually(async () => (await getJob(ctx.db, row.id))?.attempts === 1 && !ingestQueue(ctx).activeDocumentIds.includes(row.id))
      return {
        id: row.id,
        restore() {
          ctx.blobs.close()
          ctx.blobs = working
        },
      }
    }

    it('a file that cannot be fetched is tried again after a lease period, and read once the store is back', async () => {
      const started = Date.now()
      const {id, restore} = await commitWithBrokenStore('retried')
      expect((await getJob(h.service.context.db, id))?.state).to.equal('running')
      restore()
      const [row] = await h.ingested([id])
      expect(row).to.include({doc_status: 'ready', search_enabled: 1})
      expect(await getJob(h.service.context.db, id)).to.include({attempts: 2, state: 'done'})
      // Not at once: the second attempt waited for the first one's lease to run out.
      expect(Date.now() - started).to.be.greaterThan(LEASE_MS - 200)
    })

    it('a file that cannot be fetched twice: the document ends failed, saying why', async () => {
      const {id, restore} = await commitWithBrokenStore('abandoned')
      try {
        const [row] = await h.ingested([id])
        expect(row.doc_status).to.equal('failed')
        expect(row.status_detail).to.match(/^The stored file could not be fetched to be read, 2 times: the file store \(s3:\/\/no-such-bucket\/retry at [^)]+\) failed to read a file: NoSuchBucket/)
      } finally {
        restore()
      }
    })
  })
})
