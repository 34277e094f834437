import {expect} from 'chai'
import {execFile, spawn} from 'node:child_process'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {Readable} from 'node:stream'
import {promisify} from 'node:util'

import type {User} from '../src/auth.js'
import {maxUploadBytesOf} from '../src/cli.js'
import {commitDocument, receiveFile, sanitizeFileName, sniffMime} from '../src/documents/ingest.js'
import {makeTextPdf} from '../src/documents/sample-pdf.js'
import {documentPages, getDocumentRow} from '../src/documents/store.js'
import {extractText} from '../src/documents/text.js'
import {getJob} from '../src/ingest/jobs.js'
import type {UploadResult} from '../src/routes/upload.js'
import {problem, startHarness, TEST_STORAGE, type Harness} from './helpers/doc-service.js'
import {sqlAll, sqlGet} from './helpers/sql.js'

type Result = UploadResult

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0)])
/** A valid 1×1 white PNG: an image with no text. */
const REAL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==', 'base64')
const BINARY = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01, 0x02, 0x00, 0xff])

async function results(res: Response): Promise<Result[]> {
  expect(res.status, await res.clone().text()).to.equal(200)
  return ((await res.json()) as {results: Result[]}).results
}

const documentCount = async (h: Harness) => (await sqlGet(h.service.context.db, 'SELECT count(*) AS n FROM documents') as {n: number}).n

describe('server: batch upload (POST /api/v2/files/batch-upload)', () => {
  let h: Harness
  let owner: {user: User; key: string}
  let editor: {user: User; key: string}
  let viewer: {user: User; key: string}
  let stranger: {user: User; key: string}
  let space: string

  before(async () => {
    // OCR off: these tests are about uploads (OCR has its own tests in server/test/ingest), and
    // pages with little text would otherwise be read by tesseract, seconds each.
    h = await startHarness({ingest: {limits: {ocr: false}}})
    owner = await h.user('owner@example.com')
    editor = await h.user('editor@example.com')
    viewer = await h.user('viewer@example.com')
    stranger = await h.user('stranger@example.com')
    space = await h.space(owner.user, 'Uploads', [
      [editor.user, 'editor'],
      [viewer.user, 'viewer'],
    ])
  })

  after(() => h.close())

  it('stores a PDF in a space: answered at once as processing, then ready and searchable with one document_pages row per page', async () => {
    const pdf = await makeTextPdf(['First page about invoices', 'Second page about contracts', 'Third page'])
    const [result] = await results(await h.upload(editor.key, [{content: pdf, name: 'dossier.pdf', type: 'application/pdf'}], space))
    expect(result).to.deep.include({doc_status: 'processing', file_name: 'dossier.pdf', mime_type: 'application/pdf', size: pdf.length, status: 'uploaded'})
    await h.ingested([result.id])
    const doc = (await (await h.api(editor.key, `/api/v1/documents/${result.id}`)).json()) as Record<string, unknown>
    expect(doc).to.include({doc_status: 'ready', num_pages: 3, search_enabled: true, space_id: space})
    expect(doc._access).to.deep.equal({can_delete: true, can_edit: true, type: 'owner'})
    const pages = await sqlAll(h.service.context.db, 'SELECT page, text FROM document_pages WHERE document_id = ? ORDER BY page', result.id!) as {page: number; text: string}[]
    expect(pages.map((p) => p.page)).to.deep.equal([1, 2, 3])
    expect(pages[1].text).to.include('Second page about contracts')
  })

  it('stores a text file as one page; without space_id it goes to the caller’s own folder', async () => {
    const [result] = await results(await h.upload(owner.key, [{content: 'Bonjour, ceci est un texte.\n', name: 'notes.txt', type: 'text/plain'}]))
    const [row] = await h.ingested([result.id])
    expect(row).to.include({doc_status: 'ready', mime_type: 'text/plain', num_pages: 1, search_enabled: 1, space_id: null})
    expect(row.folder_id).to.equal(owner.user.home_folder_id)
    // The page text is the reading order of its positioned words (validation/layout.ts pageText).
    expect(await documentPages(h.service.context.db, row.id)).to.deep.equal(['Bonjour, ceci est un texte.'])
  })

  it('stores several files per request, in order, with one result each', async () => {
    const res = await h.upload(owner.key, [
      {content: 'one', name: '1.txt'},
      {content: 'two', name: '2.txt'},
      {content: 'three', name: '3.txt'},
    ], space)
    const list = await results(res)
    expect(list.map((r) => [r.file_name, r.status])).to.deep.equal([
      ['1.txt', 'uploaded'],
      ['2.txt', 'uploaded'],
      ['3.txt', 'uploaded'],
    ])
    expect(list[0].id! < list[1].id! && list[1].id! < list[2].id!).to.equal(true)
  })

  it('sniffs the MIME type from the bytes and believes a declared type only when the bytes agree', async () => {
    const pdf = await makeTextPdf(['x'])
    const list = await results(
      await h.upload(owner.key, [
        {content: pdf, name: 'no-type', type: 'application/octet-stream'},
        {content: 'plain words', name: 'fake.pdf', type: 'application/pdf'},
        {content: PNG, name: 'pic.txt', type: 'text/plain'},
        {content: JPEG, name: 'photo', type: ''},
        {content: BINARY, name: 'archive.zip', type: 'application/zip'},
        {content: BINARY, name: 'lying.pdf', type: 'application/pdf'},
        {content: '# Title\n', name: 'readme.md', type: 'text/markdown'},
      ]),
    )
    expect(list.map((r) => r.mime_type)).to.deep.equal([
      'application/pdf',
      'text/plain',
      'image/png',
      'image/jpeg',
      'application/zip',
      'application/octet-stream',
      'text/markdown',
    ])
  })

  it('an image nothing could be read from is ready but not searchable, with the reason in status_detail', async () => {
    const [result] = await results(await h.upload(owner.key, [{content: REAL_PNG, name: 'scan.png', type: 'image/png'}]))
    expect(result).to.include({doc_status: 'processing', mime_type: 'image/png'})
    await h.ingested([result.id])
    const doc = (await (await h.api(owner.key, `/api/v1/documents/${result.id}`)).json()) as Record<string, unknown>
    expect(doc).to.include({doc_status: 'ready', search_enabled: false})
    expect(doc.status_detail).to.be.a('string').and.not.equal('')
  })

  it('marks an unreadable PDF failed with the reason, and keeps the upload result "uploaded"', async () => {
    const [result] = await results(await h.upload(owner.key, [{content: '%PDF-1.7\nthis is not really a pdf', name: 'broken.pdf', type: 'application/pdf'}]))
    expect(result).to.include({doc_status: 'processing', status: 'uploaded'})
    await h.ingested([result.id])
    const doc = (await (await h.api(owner.key, `/api/v1/documents/${result.id}`)).json()) as Record<string, unknown>
    expect(doc).to.include({doc_status: 'failed', search_enabled: false})
    expect(doc.status_detail).to.match(/not a readable PDF/)
  })

  it('sanitises file names: no directory parts, no control or bidi characters, UTF-8 kept', async () => {
    // A hand-written body: FormData would escape some of these names itself.
    const part = (disposition: string) => `--b\r\nContent-Disposition: form-data; name="files"; ${disposition}\r\nContent-Type: text/plain\r\n\r\nx\r\n`
    const body = [
      part('filename="../../etc/passwd"'),
      part('filename="C:\\Users\\me\\report.txt"'),
      part("filename*=UTF-8''bell%07%E2%80%AEgnp.txt"),
      part("filename*=UTF-8''r%C3%A9sum%C3%A9%20%C3%A9t%C3%A9.txt"),
      part('filename=".."'),
      '--b--\r\n',
    ].join('')
    const res = await h.api(owner.key, '/api/v2/files/batch-upload', {body, headers: {'content-type': 'multipart/form-data; boundary=b'}, method: 'POST'})
    const list = await results(res)
    expect(list.map((r) => r.file_name)).to.deep.equal(['passwd', 'report.txt', 'bellgnp.txt', 'résumé été.txt', 'unnamed'])
  })

  it('reports an empty file as failed and stores the others', async () => {
    const list = await results(await h.upload(owner.key, [{content: '', name: 'empty.txt'}, {content: 'full', name: 'full.txt'}]))
    expect(list[0]).to.deep.equal({error: 'The file is empty.', file_name: 'empty.txt', status: 'failed'})
    expect(list[1]).to.include({file_name: 'full.txt', status: 'uploaded'})
  })

  describe('space permissions', () => {
    it('403 for a viewer and for a non-member; nothing stored, no file left', async () => {
      const before = await h.storedFiles()
      const count = await documentCount(h)
      for (const who of [viewer, stranger]) {
        const res = await h.upload(who.key, [{content: 'x', name: 'x.txt'}], space)
        expect(res.status).to.equal(403)
        expect((await problem(res)).code).to.equal('forbidden')
      }

      expect(await documentCount(h)).to.equal(count)
      expect(await h.storedFiles()).to.deep.equal(before)
    })

    it('refuses a forbidden space_id sent after the files too (files are cleaned up)', async () => {
      const before = await h.storedFiles()
      const form = new FormData()
      form.append('files', new Blob(['late']), 'late.txt')
      form.append('space_id', space)
      const res = await h.api(viewer.key, '/api/v2/files/batch-upload', {body: form, method: 'POST'})
      expect(res.status).to.equal(403)
      expect(await h.storedFiles()).to.deep.equal(before)
    })

    it('404 for an unknown space, 400 for a malformed space_id', async () => {
      const unknown = await h.upload(owner.key, [{content: 'x', name: 'x.txt'}], '00000000-0000-4000-8000-000000000000')
      expect(unknown.status).to.equal(404)
      const bad = await h.upload(owner.key, [{content: 'x', name: 'x.txt'}], 'space-1')
      expect(bad.status).to.equal(400)
      const body = await problem(bad)
      expect(body).to.include({code: 'invalid_uuid', detail: 'space_id must be a UUID, got "space-1".'})
    })
  })

  describe('bad requests', () => {
    it('401 without a key', async () => {
      expect((await h.upload('', [{content: 'x', name: 'x.txt'}])).status).to.equal(401)
    })

    it('415 for a body that is not multipart, or has no content type', async () => {
      const json = await h.api(owner.key, '/api/v2/files/batch-upload', {body: '{}', headers: {'content-type': 'application/json'}, method: 'POST'})
      expect(json.status).to.equal(415)
      expect((await problem(json)).detail).to.include('multipart/form-data')
      const none = await h.api(owner.key, '/api/v2/files/batch-upload', {body: new Uint8Array([1, 2]), method: 'POST'})
      expect(none.status).to.equal(415)
    })

    it('400 for a multipart body with no boundary or a malformed body', async () => {
      const noBoundary = await h.api(owner.key, '/api/v2/files/batch-upload', {body: 'x', headers: {'content-type': 'multipart/form-data'}, method: 'POST'})
      expect(noBoundary.status).to.equal(400)
      expect((await problem(noBoundary)).detail).to.include('Malformed multipart request')
      const garbage = await h.api(owner.key, '/api/v2/files/batch-upload', {
        body: '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\ntruncated',
        headers: {'content-type': 'multipart/form-data; boundary=b'},
        method: 'POST',
      })
      expect(garbage.status).to.equal(400)
      expect((await problem(garbage)).code).to.equal('invalid_body')
      expect((await h.storedFiles()).tmp).to.deep.equal([])
    })

    it('413 too_many_files past 100 files in one request; nothing stored', async () => {
      const before = await h.storedFiles()
      const count = await documentCount(h)
      const files = Array.from({length: 101}, (_, i) => ({content: `f${i}`, name: `f${i}.txt`}))
      const res = await h.upload(owner.key, files)
      expect(res.status).to.equal(413)
      expect((await problem(res)).code).to.equal('too_many_files')
      expect(await documentCount(h)).to.equal(count)
      expect(await h.storedFiles()).to.deep.equal(before)
    })

    it('400 no_files for a request without file parts', async () => {
      const form = new FormData()
      form.append('space_id', space)
      const res = await h.api(owner.key, '/api/v2/files/batch-upload', {body: form, method: 'POST'})
      expect(res.status).to.equal(400)
      expect((await problem(res)).code).to.equal('no_files')
    })

    it('a body cut inside a file part after a refused space_id is that 400, and the service goes on (no uncaught stream error)', async () => {
      // Found by the API fuzzing: the drained file part failed with "Unexpected end of form" and
      // nothing listened, an uncaught exception that stopped the service.
      const before = await h.storedFiles()
      const res = await h.api(owner.key, '/api/v2/files/batch-upload', {
        body: '--b\r\nContent-Disposition: form-data; name="space_id"\r\n\r\nnope\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\ncut',
        headers: {'content-type': 'multipart/form-data; boundary=b'},
        method: 'POST',
      })
      expect(res.status).to.equal(400)
      expect(await problem(res)).to.include({code: 'invalid_uuid', field: 'space_id'})
      // The event loop turns over (an uncaught error would fail this test here), then the service still answers.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect((await h.api(owner.key, '/api/v1/me')).status).to.equal(200)
      expect(await h.storedFiles()).to.deep.equal(before)
    })

    it('space_id twice: the same UUID in another letter case is one space; two spaces are 400 invalid_space_id', async () => {
      const form = new FormData()
      form.append('space_id', space)
      form.append('space_id', space.toUpperCase())
      form.append('files', new Blob(['same space']), 'same.txt')
      const [result] = await results(await h.api(owner.key, '/api/v2/files/batch-upload', {body: form, method: 'POST'}))
      expect((await getDocumentRow(h.service.context.db, result.id!))?.space_id).to.equal(space)
      const two = new FormData()
      two.append('space_id', space)
      two.append('space_id', '00000000-0000-4000-8000-000000000000')
      two.append('files', new Blob(['two spaces']), 'two.txt')
      const res = await h.api(owner.key, '/api/v2/files/batch-upload', {body: two, method: 'POST'})
      expect(res.status).to.equal(400)
      expect((await problem(res)).code).to.equal('invalid_space_id')
    })

    it('a part is a file when it has a file name or the type application/octet-stream; an empty file input (filename="") is a field; an unreadable header is skipped', async () => {
      const part = (disposition: string, type: string, content: string) => `--b\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`
      const body =
        part('name="files"; filename="named.txt"', 'text/plain', 'named') +
        part('name="files"; filename=""', 'application/octet-stream', '') +
        part('name="anything"', 'application/octet-stream', 'bytes without a name') +
        part('name="files"; filename=""', 'text/plain', '') +
        // A quoted name ending in a lone backslash (an escaped closing quote): busboy cannot read
        // the header and skips the part, neither file nor field (docs/protocol.md, Batch upload).
        part('name="files"; filename="x\\"', 'text/plain', 'skipped') +
        part('name="files"; filename="C:\\x\\last.txt"', 'text/plain', 'last') +
        '--b--\r\n'
      const list = await results(await h.api(owner.key, '/api/v2/files/batch-upload', {body, headers: {'content-type': 'multipart/form-data; boundary=b'}, method: 'POST'}))
      expect(list.map((r) => [r.file_name, r.status])).to.deep.equal([
        ['named.txt', 'uploaded'],
        ['unnamed', 'failed'],
        ['unnamed', 'uploaded'],
        ['last.txt', 'uploaded'],
      ])
    })
  })

  it('leaves no partial file when the client goes away mid-upload', async function () {
    // Local .part files; the same on S3 (an aborted multipart upload) is in storage/s3-store.test.ts.
    if (TEST_STORAGE === 's3') this.skip()
    const before = await h.storedFiles()
    const count = await documentCount(h)
    // The client runs in a child process that is killed mid-upload: a real hang-up, and out of
    // reach of nock, which other test files of the same mocha run load into this process.
    const url = new URL(h.url)
    const client = spawn(process.execPath, ['-e', ABORTING_CLIENT, url.hostname, url.port, owner.key], {stdio: ['ignore', 'pipe', 'inherit']})
    // Wait until the service is writing the temp file, then hang up.
    await waitFor(async () => (await h.storedFiles()).tmp.length === 1)
    const exited = new Promise((resolve) => client.once('exit', resolve))
    client.kill('SIGKILL')
    await exited
    await waitFor(async () => (await h.storedFiles()).tmp.length === 0)
    expect(await h.storedFiles()).to.deep.equal(before)
    expect(await documentCount(h)).to.equal(count)
  })

  it('handles 20 parallel uploads beside 20 parallel lists', async () => {
    const count = await documentCount(h)
    const pdf = await makeTextPdf(['parallel page'])
    const uploads = Array.from({length: 20}, (_, i) => h.upload(editor.key, [{content: pdf, name: `p${i}.pdf`}], space).then(results))
    const lists = Array.from({length: 20}, () => h.api(editor.key, `/api/v1/documents?space=${space}&limit=200`).then((r) => r.status))
    const [uploaded, listed] = await Promise.all([Promise.all(uploads), Promise.all(lists)])
    const ids = uploaded.map(([r]) => r.id)
    expect(new Set(ids).size).to.equal(20)
    expect(uploaded.every(([r]) => r.status === 'uploaded' && r.doc_status === 'processing')).to.equal(true)
    expect(listed).to.deep.equal(Array.from({length: 20}, () => 200))
    expect(await await documentCount(h)).to.equal(count + 20)
    expect((await h.ingested(ids, 60_000)).map((row) => row.doc_status)).to.deep.equal(Array.from({length: 20}, () => 'ready'))
  })

  describe('ingest', () => {
    it('commitDocument inserts the document "processing" with a queued job in one transaction; the queue makes it "ready"', async () => {
      const ctx = h.service.context
      const temp = await receiveFile(ctx, Readable.from([Buffer.from(await makeTextPdf(['slow']))]))
      const row = await commitDocument(ctx, temp, {fileName: 'watch.pdf', spaceId: null, user: owner.user})
      expect(row.doc_status).to.equal('processing')
      // No await between the commit and this read: the job exists as soon as the document does.
      expect((await getJob(ctx.db, row.id))?.state).to.be.oneOf(['queued', 'running'])
      const [done] = await h.ingested([row.id])
      expect(done).to.include({doc_status: 'ready', num_pages: 1})
      expect(await getJob(ctx.db, row.id)).to.include({attempts: 1, state: 'done'})
    })

    it('a type ingestion does not read is stored ready at once, without a job', async () => {
      const [result] = await results(await h.upload(owner.key, [{content: BINARY, name: 'archive.zip', type: 'application/zip'}]))
      expect(result).to.include({doc_status: 'ready', mime_type: 'application/zip'})
      expect(await getJob(h.service.context.db, result.id!)).to.equal(undefined)
      expect((await getDocumentRow(h.service.context.db, result.id!))?.status_detail).to.equal('Stored; not indexed for search: no text extraction for application/zip.')
    })

    it('a document deleted before it is read is not resurrected, and its job is gone', async () => {
      const ctx = h.service.context
      const temp = await receiveFile(ctx, Readable.from([Buffer.from(await makeTextPdf(['gone']))]))
      const row = await commitDocument(ctx, temp, {fileName: 'gone.pdf', spaceId: null, user: owner.user})
      expect((await h.api(owner.key, `/api/v1/documents/${row.id}`, {method: 'DELETE'})).status).to.equal(200)
      expect(await getJob(ctx.db, row.id)).to.equal(undefined)
      let error: Error | undefined
      await h.ingested([row.id]).catch((error_: Error) => {
        error = error_
      })
      expect(error?.message).to.include('was deleted')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await getDocumentRow(ctx.db, row.id)).to.equal(undefined)
      expect(await documentPages(ctx.db, row.id)).to.deep.equal([])
    })

    it('sanitizeFileName caps names at 255 UTF-8 bytes, keeping the extension', () => {
      const name = sanitizeFileName(`${'é'.repeat(300)}.pdf`)
      expect(Buffer.byteLength(name)).to.be.at.most(255)
      expect(name.endsWith('.pdf')).to.equal(true)
      expect(sanitizeFileName(undefined)).to.equal('unnamed')
      expect(sanitizeFileName('a/b\\c\u0000d.txt')).to.equal('cd.txt')
    })

    it('sniffMime: PDF header after a few bytes, Windows-1252 text, declared parameters stripped', () => {
      expect(sniffMime(Buffer.from('\n\n%PDF-1.4'), 'text/plain')).to.equal('application/pdf')
      expect(sniffMime(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]), undefined)).to.equal('text/plain')
      expect(sniffMime(Buffer.from('a,b\n1,2\n'), 'text/csv; charset=utf-8')).to.equal('text/csv')
      expect(sniffMime(BINARY, 'not a mime')).to.equal('application/octet-stream')
    })

    it('extractText: PDF pages in order, UTF-8 text without BOM, Windows-1252 fallback, no pages for images', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'svc-text-'))
      try {
        await writeFile(join(dir, 'a.pdf'), await makeTextPdf(['Page one é', 'Page two']))
        await writeFile(join(dir, 'bom.txt'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Déjà vu')]))
        await writeFile(join(dir, 'latin.txt'), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]))
        await writeFile(join(dir, 'a.png'), PNG)
        expect((await extractText(join(dir, 'a.pdf'), 'application/pdf')).pages).to.deep.equal(['Page one é', 'Page two'])
        expect((await extractText(join(dir, 'bom.txt'), 'text/plain')).pages).to.deep.equal(['Déjà vu'])
        expect((await extractText(join(dir, 'latin.txt'), 'text/plain')).pages).to.deep.equal(['Café €'])
        expect((await extractText(join(dir, 'a.png'), 'image/png')).pages).to.deep.equal([])
      } finally {
        await rm(dir, {force: true, recursive: true})
      }
    })
  })
})

describe('server: upload size limit', () => {
  let h: Harness
  let key: string

  before(async () => {
    h = await startHarness({maxUploadBytes: 1000})
    key = (await h.user('limit@example.com')).key
  })

  after(() => h.close())

  it('accepts a file of exactly the limit', async () => {
    const [result] = await results(await h.upload(key, [{content: 'x'.repeat(1000), name: 'exact.txt'}]))
    expect(result).to.include({size: 1000, status: 'uploaded'})
    // Read before the next test looks at the data dir (on S3, reading makes a scratch copy there).
    await h.ingested([result.id])
  })

  it('413 problem+json for a larger file; nothing of the request is stored, no partial or temp file', async () => {
    const before = await h.storedFiles()
    const count = await documentCount(h)
    const res = await h.upload(key, [
      {content: 'small and fine', name: 'ok.txt'},
      {content: 'x'.repeat(5000), name: 'big.txt'},
    ])
    expect(res.status).to.equal(413)
    const body = await problem(res)
    expect(body).to.include({code: 'payload_too_large', detail: 'The file "big.txt" is larger than the limit of 1000 bytes per file.', status: 413})
    expect(await documentCount(h)).to.equal(count)
    expect(await h.storedFiles()).to.deep.equal(before)
  })
})

describe('svc-server start --max-upload-mb', () => {
  it('parses MiB (fractions allowed) and refuses nonsense', () => {
    expect(maxUploadBytesOf(undefined)).to.equal(undefined)
    expect(maxUploadBytesOf('2')).to.equal(2 * 1024 * 1024)
    expect(maxUploadBytesOf('0.5')).to.equal(512 * 1024)
    for (const bad of ['0', '-1', 'abc']) expect(() => maxUploadBytesOf(bad)).to.throw('--max-upload-mb must be a positive number')
  })

  it('limits uploads of the started service', async function () {
    this.timeout(30_000)
    const bin = join(import.meta.dirname, '..', 'bin', 'svc-server.js')
    const dataDir = await mkdtemp(join(tmpdir(), 'svc-limit-'))
    const child = spawn(process.execPath, [bin, 'start', '--port', '0', '--data-dir', dataDir, '--max-upload-mb', '0.001'], {stdio: ['ignore', 'pipe', 'pipe']})
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (d) => {
          out += d
          const match = /listening on (\S+)/.exec(out)
          if (match) resolve(match[1])
        })
        child.once('exit', (code) => reject(new Error(`svc-server exited with ${code}`)))
      })
      const {stdout} = await promisify(execFile)(process.execPath, [bin, 'keys', 'create', '--data-dir', dataDir, '--email', 'cli@example.com'])
      const upload = (size: number) => {
        const form = new FormData()
        form.append('files', new Blob(['x'.repeat(size)]), 'f.txt')
        return fetch(`${url}/api/v2/files/batch-upload`, {body: form, headers: {'x-api-key': stdout.trim()}, method: 'POST'})
      }

      expect((await upload(1048)).status).to.equal(200)
      const tooBig = await upload(1049)
      expect(tooBig.status).to.equal(413)
      expect((await problem(tooBig)).detail).to.include('1048 bytes')
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }

      await rm(dataDir, {force: true, recursive: true})
    }
  })
})

/** A client that starts a multipart upload (headers and 200 kB of a file), then waits forever. */
const ABORTING_CLIENT = `
const [host, port, key] = process.argv.slice(1)
const socket = require('node:net').connect(Number(port), host)
const chunk = (data) => socket.write(Buffer.byteLength(data).toString(16) + '\\r\\n' + data + '\\r\\n')
socket.write('POST /api/v2/files/batch-upload HTTP/1.1\\r\\nHost: ' + host + '\\r\\nX-API-Key: ' + key +
  '\\r\\nContent-Type: multipart/form-data; boundary=b\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n')
chunk('--b\\r\\nContent-Disposition: form-data; name="files"; filename="big.txt"\\r\\nContent-Type: text/plain\\r\\n\\r\\n')
chunk('x'.repeat(200000))
setInterval(() => {}, 1000)
`

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for a condition')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
