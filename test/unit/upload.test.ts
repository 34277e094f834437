import busboy from 'busboy'
import {expect} from 'chai'
import nock from 'nock'
import {spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {createServer, type IncomingMessage, type Server} from 'node:http'
import {mkdir, symlink, truncate, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {ApiClient} from '../../src/lib/http.js'
import {renderBar, renderCountBar, ProgressBar} from '../../src/lib/progress.js'
import {loadSettings} from '../../src/lib/settings.js'
import {collectFiles, failedBeforeSending, multipartBody, uploadFile, uploadFiles, waitForProcessing, type UploadResult} from '../../src/lib/upload.js'
import {SvcError} from '../../src/lib/errors.js'
import {BASE_URL, closedPort, GATEWAY_URL, LIVE_KEY, problem, PROBLEM_HEADERS, SPACE, svc, tempDir} from '../helpers/oclif.js'
import {ROOT} from '../helpers/service.js'

const UPLOAD = '/api/v2/files/batch-upload'

/** A folder: a.pdf, b.pdf, sub/c.pdf, sub/deeper/d.txt, plus dotfiles that must be skipped. */
async function dossier(): Promise<string> {
  const dir = await tempDir('svc-upload-')
  await mkdir(join(dir, 'sub', 'deeper'), {recursive: true})
  await mkdir(join(dir, '.git'))
  await writeFile(join(dir, 'a.pdf'), '%PDF-1.4 a')
  await writeFile(join(dir, 'b.pdf'), '%PDF-1.4 bb')
  await writeFile(join(dir, 'sub', 'c.pdf'), '%PDF-1.4 ccc')
  await writeFile(join(dir, 'sub', 'deeper', 'd.txt'), 'dddd')
  await writeFile(join(dir, '.DS_Store'), 'junk')
  await writeFile(join(dir, '.git', 'config'), 'junk')
  return dir
}

/** The file name of the `files` part of a multipart body. */
function partName(body: string): string | undefined {
  return /name="files"; filename="([^"]+)"/.exec(body)?.[1]
}

let nextId = 100
const uploaded = (body: string) => ({results: [{doc_status: 'processing', file_name: partName(body), id: nextId++, status: 'uploaded'}]})
/**
 * nock 15 calls a reply function with the Fetch `Request` (not `(uri, body)` as its README says),
 * so bodies are read with `req.text()`.
 */
const replyUploaded = async (req: Request) => [200, uploaded(await req.text())] as const
const sleep = async (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Parses a multipart body with busboy (the reference service's parser). */
async function parseMultipart(raw: Buffer, contentType: string, charset: string) {
  const fields: Record<string, string> = {}
  const files: {field: string; filename?: string; mime: string; content: string}[] = []
  const parser = busboy({defParamCharset: charset, headers: {'content-type': contentType}})
  parser.on('field', (name, value) => (fields[name] = value))
  const ended: Promise<unknown>[] = []
  parser.on('file', (field, stream, info) => {
    const file = {content: '', field, filename: info.filename, mime: info.mimeType}
    files.push(file)
    stream.on('data', (d: Buffer) => (file.content += d.toString()))
    ended.push(new Promise((resolve) => stream.on('end', resolve)))
  })
  await new Promise((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
    parser.end(raw)
  })
  await Promise.all(ended)
  return {fields, files}
}

describe('upload-batch', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('walks a folder recursively (skipping dotfiles), one multipart POST per file to the gateway, with space_id', async () => {
    const dir = await dossier()
    const names: string[] = []
    const scope = nock(GATEWAY_URL, {reqheaders: {'content-type': /^multipart\/form-data; boundary=/, 'x-api-key': LIVE_KEY}})
      .post(UPLOAD, (body: string) => {
        expect(body).to.include('name="space_id"').and.include(SPACE)
        names.push(partName(body)!)
        return true
      })
      .times(4)
      .reply(replyUploaded)
    // The space is checked once first (issue 11, C19).
    const spaces = nock(BASE_URL).get('/api/v1/spaces').reply(200, {data: [{id: SPACE, name: 'Dossier', role: 'owner'}]})
    const {code, stdout, stderr} = await svc(['upload-batch', dir, '--space', SPACE, '-f', 'json'], {env: {SVC_GATEWAY_URL: GATEWAY_URL}})
    scope.done()
    spaces.done()
    expect(code).to.equal(0)
    expect(names.sort()).to.deep.equal(['a.pdf', 'b.pdf', 'c.pdf', 'd.txt'])
    const results = JSON.parse(stdout) as {file_name: string; id: number; status: string; doc_status: string; size: number}[]
    expect(results.map((r) => r.file_name)).to.deep.equal(['a.pdf', 'b.pdf', 'c.pdf', 'd.txt'])
    expect(results.every((r) => r.status === 'uploaded' && typeof r.id === 'number' && r.doc_status === 'processing')).to.equal(true)
    expect(results.map((r) => r.size)).to.deep.equal([10, 11, 12, 4])
    expect(stderr).to.include('Uploading 4 files').and.include(`space ${SPACE}`).and.include('Uploaded 4 files; 4 documents are still being processed')
    // Not a TTY: no progress bar redraws.
    expect(stderr).to.not.include('\r')
  })

  it('a space that does not exist (or is not yours) fails once, before any file is sent: one line, exit 1', async () => {
    const dir = await dossier()
    const spaces = nock(BASE_URL).get('/api/v1/spaces').reply(200, {data: [{id: '11111111-2222-4333-8444-555555555555', name: 'Other', role: 'owner'}]})
    const uploads = nock(GATEWAY_URL).post(UPLOAD).reply(replyUploaded)
    const {code, stderr, stdout} = await svc(['upload-batch', dir, '--space', SPACE], {env: {SVC_GATEWAY_URL: GATEWAY_URL}})
    spaces.done()
    expect(uploads.isDone()).to.equal(false)
    expect(code).to.equal(1)
    expect(stdout).to.equal('')
    expect(stderr.trim()).to.equal(`Error: Space ${SPACE} does not exist or is not one of yours; nothing was uploaded.\n  List your spaces with \`svc spaces list\`, or create one with \`svc spaces create <name>\`.`)
  })

  it('a space where the key is a viewer fails once too; a service without GET /api/v1/spaces (404) is not checked', async () => {
    const dir = await dossier()
    nock(BASE_URL).get('/api/v1/spaces').reply(200, [{id: SPACE, name: 'Shared', role: 'viewer'}])
    const viewer = await svc(['upload-batch', dir, '--space', SPACE], {env: {SVC_GATEWAY_URL: GATEWAY_URL}})
    expect(viewer.code).to.equal(1)
    expect(viewer.stderr).to.include(`You are a viewer of space ${SPACE} ("Shared")`).and.include('nothing was uploaded')
    nock(BASE_URL).get('/api/v1/spaces').reply(404, {error: 'not found'})
    const scope = nock(GATEWAY_URL).post(UPLOAD).times(4).reply(replyUploaded)
    const unchecked = await svc(['upload-batch', dir, '--space', SPACE, '-f', 'json'], {env: {SVC_GATEWAY_URL: GATEWAY_URL}})
    scope.done()
    expect(unchecked.code, unchecked.stderr).to.equal(0)
  })

  it('without --space sends no space_id (the files go to your own folder); the gateway defaults to SVC_URL', async () => {
    const dir = await dossier()
    const scope = nock(BASE_URL)
      .post(UPLOAD, (body: string) => !body.includes('space_id'))
      .reply(replyUploaded)
    const {code, stderr} = await svc(['upload-batch', join(dir, 'a.pdf')])
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.include('to your folder')
  })

  it('prints a table by default (id, name, status, doc_status, error) and markdown with -f markdown', async () => {
    const dir = await dossier()
    nock(BASE_URL).post(UPLOAD).times(2).reply(replyUploaded)
    const table = await svc(['upload-batch', join(dir, 'a.pdf')])
    expect(table.stdout.split('\n')[0].trim().split(/\s+/)).to.deep.equal(['id', 'name', 'status', 'doc_status', 'error'])
    expect(table.stdout).to.match(/\d+\s+a\.pdf\s+uploaded\s+processing/)
    const md = await svc(['upload-batch', join(dir, 'b.pdf'), '-f', 'markdown', '--silent'])
    expect(md.stdout).to.match(/^\| id \| name \| status \| doc_status \| error \|/)
    expect(md.stderr).to.equal('')
  })

  it('uploads explicitly named files (a dotfile too) and de-duplicates repeated paths', async () => {
    const dir = await dossier()
    const names: string[] = []
    nock(BASE_URL)
      .post(UPLOAD, (body: string) => names.push(partName(body)!) > 0)
      .times(2)
      .reply(replyUploaded)
    const {code} = await svc(['upload-batch', join(dir, 'a.pdf'), join(dir, 'a.pdf'), join(dir, '.DS_Store')])
    expect(code).to.equal(0)
    expect(names.sort()).to.deep.equal(['.DS_Store', 'a.pdf'])
  })

  /** Uploads a folder of `count` files, each reply held 40 ms; returns the exit code and the most uploads seen in flight at once. */
  async function peakInFlight(count: number, extraArgs: string[] = []): Promise<{code: number; peak: number}> {
    const dir = await tempDir('svc-upload-')
    for (let i = 0; i < count; i++) await writeFile(join(dir, `f${i}.pdf`), `%PDF ${i}`)
    let inFlight = 0
    let peak = 0
    nock(BASE_URL)
      .post(UPLOAD)
      .times(count)
      .reply(async (req: Request) => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await sleep(40)
        inFlight--
        return replyUploaded(req)
      })
    const {code} = await svc(['upload-batch', dir, ...extraArgs])
    return {code, peak}
  }

  it('keeps at most --concurrency uploads in flight', async () => {
    const {code, peak} = await peakInFlight(7, ['--concurrency', '2'])
    expect(code).to.equal(0)
    expect(peak).to.equal(2)
  })

  it('uses 4 uploads at a time by default', async () => {
    const {peak} = await peakInFlight(9)
    expect(peak).to.equal(4)
  })

  it('a file the service refuses (413) fails alone: results printed, exit 1 naming it, one line per error', async () => {
    const dir = await dossier()
    nock(BASE_URL)
      .post(UPLOAD)
      .times(4)
      .reply(async (req: Request) => {
        const body = await req.text()
        return partName(body) === 'b.pdf'
          ? [413, problem(413, 'b.pdf is larger than the 50 MiB limit.', 'payload_too_large'), PROBLEM_HEADERS]
          : [200, uploaded(body)]
      })
    const {code, stdout, stderr} = await svc(['upload-batch', dir, '-f', 'json'])
    expect(code).to.equal(1)
    const results = JSON.parse(stdout) as {file_name: string; status: string; error?: string}[]
    expect(results.map((r) => r.status)).to.deep.equal(['uploaded', 'failed', 'uploaded', 'uploaded'])
    expect(results[1].error).to.equal('b.pdf is larger than the 50 MiB limit. (HTTP 413)')
    expect(stderr).to.include('Error: 1 of 4 files failed to upload: b.pdf.')
  })

  it('a per-file failure reported in a 200 response counts as failed', async () => {
    const dir = await dossier()
    nock(BASE_URL)
      .post(UPLOAD)
      .reply(200, {results: [{error: 'Unsupported file type: text/plain.', file_name: 'd.txt', status: 'failed'}]})
    const {code, stdout, stderr} = await svc(['upload-batch', join(dir, 'sub', 'deeper', 'd.txt')])
    expect(code).to.equal(1)
    expect(stdout).to.match(/d\.txt\s+failed\s+Unsupported file type: text\/plain\./)
    expect(stderr).to.include('1 of 1 files failed to upload: d.txt.')
  })

  it('a 500 on the upload POST is not retried', async () => {
    const dir = await dossier()
    const scope = nock(BASE_URL).post(UPLOAD).once().reply(500, problem(500, 'Disk full.', 'internal'), PROBLEM_HEADERS)
    const {code, stdout} = await svc(['upload-batch', join(dir, 'a.pdf'), '-f', 'json'])
    scope.done()
    expect(code).to.equal(1)
    expect((JSON.parse(stdout) as {error: string}[])[0].error).to.equal('Disk full. (HTTP 500)')
  })

  it('a path that does not exist is a usage error (exit 2) and nothing is uploaded', async () => {
    const dir = await dossier()
    const scope = nock(BASE_URL).post(UPLOAD).reply(200, {results: []})
    const {code, stderr} = await svc(['upload-batch', join(dir, 'a.pdf'), join(dir, 'missing.pdf')])
    expect(code).to.equal(2)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('No such file or directory:').and.include('missing.pdf')
  })

  it('a folder with nothing to upload is a usage error (exit 2)', async () => {
    const dir = await tempDir('svc-upload-')
    await writeFile(join(dir, '.hidden'), 'x')
    const {code, stderr} = await svc(['upload-batch', dir])
    expect(code).to.equal(2)
    expect(stderr).to.include('No files to upload')
  })

  it('no path at all is a usage error (exit 2)', async () => {
    const {code} = await svc(['upload-batch'])
    expect(code).to.equal(2)
  })

  for (const [flag, value] of [
    ['--space', 'nope'],
    ['--concurrency', '0'],
    ['--concurrency', '17'],
    ['--format', 'csv'],
  ]) {
    it(`${flag} ${value} is a usage error (exit 2)`, async () => {
      const dir = await dossier()
      const {code} = await svc(['upload-batch', dir, flag, value])
      expect(code).to.equal(2)
    })
  }

  it('a service key exits 4 before anything is read or sent', async () => {
    const dir = await dossier()
    const scope = nock(BASE_URL).post(UPLOAD).reply(200, {results: []})
    const {code} = await svc(['upload-batch', dir], {env: {SVC_API_KEY: 'acme_svc_nope'}})
    expect(code).to.equal(4)
    expect(scope.isDone()).to.equal(false)
  })
})

describe('lib/upload', () => {
  const api = (url: string, retries = 2) => new ApiClient({apiKey: LIVE_KEY, settings: {...loadSettings({}), baseUrl: url, gatewayUrl: url, retries}, userAgent: 'svc/test'})

  let server: Server | undefined
  afterEach(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve))
    server = undefined
  })

  async function listen(port: number, handler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void): Promise<void> {
    server = createServer(handler)
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
  }

  it('collectFiles: sorted, recursive, dotfiles skipped, symlinked files followed, symlinked folders not', async () => {
    const dir = await dossier()
    await symlink(join(dir, 'a.pdf'), join(dir, 'link-to-a.pdf'))
    await symlink(dir, join(dir, 'loop'))
    const files = await collectFiles([dir])
    expect(files.map((f) => f.name)).to.deep.equal(['a.pdf', 'b.pdf', 'link-to-a.pdf', 'c.pdf', 'd.txt'])
  })

  it('multipartBody: a valid multipart body with an exact length, fields first, odd and non-ASCII names intact', async () => {
    const dir = await tempDir('svc-upload-')
    for (const name of ['relevé d\'identité.pdf', 'a "quoted" name.pdf']) {
      const path = join(dir, name)
      await writeFile(path, '%PDF-1.4 contents')
      const body = multipartBody({space_id: SPACE}, {name, path, size: 17})
      const chunks: Buffer[] = []
      for await (const chunk of body.stream) chunks.push(chunk as Buffer)
      const raw = Buffer.concat(chunks)
      expect(raw.length).to.equal(body.length)
      for (const charset of ['utf8', 'latin1']) {
        const parsed = await parseMultipart(raw, body.contentType, charset)
        expect(parsed.fields).to.deep.equal({space_id: SPACE})
        expect(parsed.files).to.deep.equal([{content: '%PDF-1.4 contents', field: 'files', filename: name.replaceAll('"', '%22'), mime: 'application/pdf'}])
      }
    }
  })

  it('re-sends a file when the connection was refused (nothing was sent), then succeeds', async () => {
    const dir = await dossier()
    const port = await closedPort()
    let requests = 0
    // The service comes up 150 ms later: the first attempt is refused, a retry gets through.
    setTimeout(() => {
      void listen(port, (req, res) => {
        requests++
        req.resume()
        req.on('end', () => res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results: [{file_name: 'a.pdf', id: 1, status: 'uploaded'}]})))
      })
    }, 150)
    const result = await uploadFile(api(`http://127.0.0.1:${port}`, 5), (await collectFiles([join(dir, 'a.pdf')]))[0], {retryBaseMs: 100})
    expect(result).to.include({id: 1, status: 'uploaded'})
    expect(requests).to.equal(1)
  })

  it('does not re-send a file once bytes may have reached the service (connection reset)', async () => {
    const dir = await dossier()
    let requests = 0
    const port = await closedPort()
    await listen(port, (req) => {
      requests++
      req.once('data', () => req.socket.destroy())
    })
    const result = await uploadFile(api(`http://127.0.0.1:${port}`, 5), (await collectFiles([join(dir, 'a.pdf')]))[0], {retryBaseMs: 1})
    expect(result.status).to.equal('failed')
    expect(result.error).to.match(/^Cannot reach the service/)
    expect(requests).to.equal(1)
  })

  it('a service that answers 413 before reading the body: the file fails with that answer, and nothing crashes later', async () => {
    const dir = await tempDir('svc-upload-')
    const big = join(dir, 'big.pdf')
    await writeFile(big, '')
    await truncate(big, 16 * 1024 * 1024)
    const port = await closedPort()
    await listen(port, (_req, res) => {
      res.writeHead(413, {connection: 'close', 'content-type': 'application/problem+json'}).end(JSON.stringify(problem(413, 'big.pdf is larger than the 1 MiB limit.', 'payload_too_large')))
    })
    const [result] = await uploadFiles(api(`http://127.0.0.1:${port}`), [big])
    expect(result).to.include({error: 'big.pdf is larger than the 1 MiB limit. (HTTP 413)', status: 'failed'})
    // FormData + fs.openAsBlob threw ERR_INVALID_STATE (uncaught) here, after the request had failed.
    await sleep(300)
  })

  it('failedBeforeSending: only refused connections, DNS try-again and connect timeouts', () => {
    const network = (cause: unknown) => new SvcError('x', {cause, code: 'E_NETWORK'})
    expect(failedBeforeSending(network({code: 'ECONNREFUSED'}))).to.equal(true)
    expect(failedBeforeSending(network({code: 'EAI_AGAIN'}))).to.equal(true)
    expect(failedBeforeSending(network({event: 'connect', name: 'TimeoutError'}))).to.equal(true)
    expect(failedBeforeSending(network({event: 'request', name: 'TimeoutError'}))).to.equal(false)
    expect(failedBeforeSending(network({code: 'ECONNRESET'}))).to.equal(false)
    expect(failedBeforeSending(network({code: 'EPIPE'}))).to.equal(false)
    expect(failedBeforeSending(new SvcError('x', {code: 'E_HTTP_503', status: 503}))).to.equal(false)
  })

  it('streams a large file from disk instead of buffering it (peak live memory far below the file size)', async function () {
    this.timeout(60_000)
    const dir = await tempDir('svc-upload-')
    const big = join(dir, 'big.pdf')
    const size = 64 * 1024 * 1024
    await writeFile(big, '')
    await truncate(big, size) // sparse: instant to create
    let received = 0
    const port = await closedPort()
    await listen(port, (req, res) => {
      req.on('data', (chunk: Buffer) => {
        received += chunk.length
      })
      req.on('end', () => res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results: [{file_name: 'big.pdf', id: 9, status: 'uploaded'}]})))
    })
    // The uploader runs in a child with --expose-gc, so that only live memory is measured.
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'test', 'fixtures', 'upload-memory-child.ts'), `http://127.0.0.1:${port}`, big], {cwd: ROOT})
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    await new Promise((resolve) => child.once('close', resolve))
    const {peak, status} = JSON.parse(out) as {peak: number; status: string}
    expect(status).to.equal('uploaded')
    expect(received).to.be.greaterThan(size)
    // A buffered upload would keep the whole 64 MiB alive at once.
    expect(peak).to.be.lessThan(24 * 1024 * 1024)
  })

  /** A server that reads slowly (several pieces in flight at once) and keeps the request body. */
  async function slowReader(): Promise<{port: number; body: () => Buffer | undefined}> {
    let received: Buffer | undefined
    const port = await closedPort()
    await listen(port, (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        req.pause()
        setTimeout(() => req.resume(), 1)
      })
      req.on('end', () => {
        received = Buffer.concat(chunks)
        res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results: [{id: 9, status: 'uploaded'}]}))
      })
    })
    return {body: () => received, port}
  }

  /** The file part of a multipart body. */
  const filePart = (body: Buffer) => body.subarray(body.indexOf('\r\n\r\n', body.indexOf('filename=')) + 4, body.lastIndexOf('\r\n--'))

  /** Random bytes (no repeating pattern), not a whole number of 1 MiB pieces: 13 pieces. */
  async function randomFile(): Promise<{content: Buffer; path: string}> {
    const path = join(await tempDir('svc-upload-'), 'random.bin')
    const content = randomBytes(12 * 1024 * 1024 + 12_345)
    await writeFile(path, content)
    return {content, path}
  }

  it('reads a file through a few buffers, each used again once its piece was written to the socket, every byte intact', async function () {
    this.timeout(60_000)
    const {content, path} = await randomFile()
    const server = await slowReader()
    // In a child process: this one has nock loaded, whose interceptor holds written pieces (next test).
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test', 'fixtures', 'upload-reuse-child.ts'), `http://127.0.0.1:${server.port}`, path], {cwd: ROOT})
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    await new Promise((resolve) => child.once('close', resolve))
    const {made, status} = JSON.parse(out) as {made: number; status: string}
    expect(status).to.equal('uploaded')
    expect(filePart(server.body()!).equals(content)).to.equal(true)
    // A fresh buffer for each of the 13 pieces was the old way.
    expect(made).to.be.greaterThan(0).and.lessThan(8)
  })

  it('through an interceptor that holds written pieces (nock), uses no buffer again: every byte intact', async function () {
    this.timeout(60_000)
    const {content, path} = await randomFile()
    const server = await slowReader()
    let made = 0
    const allocUnsafeSlow = Buffer.allocUnsafeSlow
    Buffer.allocUnsafeSlow = (size: number) => {
      if (size === 1024 * 1024) made++
      return allocUnsafeSlow(size)
    }

    let result: UploadResult
    try {
      ;[result] = await uploadFiles(api(`http://127.0.0.1:${server.port}`), [path])
    } finally {
      Buffer.allocUnsafeSlow = allocUnsafeSlow
    }

    expect(result).to.include({id: 9, status: 'uploaded'})
    expect(filePart(server.body()!).equals(content)).to.equal(true)
    // One per piece, and the one of the read that found the end.
    expect(made).to.equal(14)
  })

  it('reports byte progress while a file is being sent', async () => {
    const dir = await tempDir('svc-upload-')
    const big = join(dir, 'big.pdf')
    const size = 8 * 1024 * 1024
    await writeFile(big, '')
    await truncate(big, size)
    const port = await closedPort()
    await listen(port, (req, res) => {
      req.resume()
      req.on('end', () => res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results: [{id: 9, status: 'uploaded'}]})))
    })
    const progress: number[] = []
    const [result] = await uploadFiles(api(`http://127.0.0.1:${port}`), [big], {onProgress: (p) => progress.push(p.bytesSent)})
    expect(result).to.include({id: 9, status: 'uploaded'})
    expect(progress.length).to.be.greaterThan(3)
    expect(progress.at(-1)).to.equal(size)
    expect(progress.some((b) => b > 0 && b < size)).to.equal(true)
  })

  it('uploadFiles reports per-file progress and returns results in file order', async () => {
    const dir = await dossier()
    const port = await closedPort()
    let id = 0
    await listen(port, (req, res) => {
      const delay = 30 - id * 5
      req.resume()
      req.on('end', () =>
        setTimeout(() => res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({results: [{id: ++id, status: 'uploaded'}]})), Math.max(delay, 0)),
      )
    })
    const done: string[] = []
    const results = await uploadFiles(api(`http://127.0.0.1:${port}`), [dir], {
      concurrency: 4,
      onProgress: (p) => p.result && done.push(`${p.filesDone}/${p.filesTotal}`),
    })
    expect(results.map((r) => r.file_name)).to.deep.equal(['a.pdf', 'b.pdf', 'c.pdf', 'd.txt'])
    expect(done).to.deep.equal(['1/4', '2/4', '3/4', '4/4'])
  })

  it('renderBar fits the width and shows files, bytes and percent', () => {
    const line = renderBar('Uploading', {bytes: 500_000, bytesTotal: 1_000_000, done: 1, total: 4}, 80)
    expect(line).to.match(/^Uploading \[#+\.+\] 1\/4 files {2}500 KB\/1\.0 MB {2}50%$/)
    expect(line.length).to.be.at.most(80)
  })

  it('ProgressBar redraws in place with \\r and erases itself when done', () => {
    let written = ''
    const stream = {columns: 60, write: (s: string) => (written += s)} as unknown as NodeJS.WriteStream
    const bar = new ProgressBar(stream, 'Uploading', 0)
    bar.update({bytes: 0, bytesTotal: 10, done: 0, total: 1}, true)
    bar.update({bytes: 10, bytesTotal: 10, done: 1, total: 1}, true)
    bar.done()
    expect(written.split('\r').length).to.equal(4)
    expect(written).to.include('100%')
    expect(written.endsWith('\r\u001B[K')).to.equal(true)
  })
})

describe('upload-batch --wait', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  /** The single read of a document: `processing` for the first `rounds` reads, then `final`. */
  function documentReads(id: number, rounds: number, final: Record<string, unknown>) {
    return nock(BASE_URL)
      .get(`/api/v1/documents/${id}`)
      .times(rounds)
      .reply(200, {doc_status: 'processing', id, processing: {stage: 'extracting'}, status_detail: null})
      .get(`/api/v1/documents/${id}`)
      .reply(200, {id, status_detail: null, ...final})
  }

  it('follows the uploaded documents until each is ready; the JSON results carry the final doc_status', async () => {
    const dir = await dossier()
    nextId = 300
    nock(BASE_URL).post(UPLOAD).times(2).reply(replyUploaded)
    const reads = [documentReads(300, 1, {doc_status: 'ready'}), documentReads(301, 2, {doc_status: 'ready'})]
    const {code, stderr, stdout} = await svc(['upload-batch', join(dir, 'a.pdf'), join(dir, 'b.pdf'), '--wait', '-f', 'json', '--concurrency', '1'])
    for (const scope of reads) scope.done()
    expect(code, stderr).to.equal(0)
    const results = JSON.parse(stdout) as {id: number; doc_status: string}[]
    expect(results.map((r) => [r.id, r.doc_status])).to.deep.equal([
      [300, 'ready'],
      [301, 'ready'],
    ])
    expect(stderr).to.include('Waiting for 2 documents to be processed (at most 600 s)...').and.include('Uploaded 2 files. 2 documents ready.')
    expect(stderr).to.not.include('\r')
  })

  it('a document that ends failed: results printed, exit 1 naming it with the reason', async () => {
    const dir = await dossier()
    nextId = 310
    nock(BASE_URL).post(UPLOAD).times(2).reply(replyUploaded)
    documentReads(310, 0, {doc_status: 'ready'})
    documentReads(311, 1, {doc_status: 'failed', status_detail: 'Text extraction failed: not a readable PDF (Invalid PDF structure).'})
    const {code, stderr, stdout} = await svc(['upload-batch', join(dir, 'a.pdf'), join(dir, 'b.pdf'), '--wait', '--concurrency', '1'])
    expect(code).to.equal(1)
    expect(stdout).to.match(/311\s+b\.pdf\s+uploaded\s+failed\s+Text extraction failed: not a readable PDF/)
    expect(stderr).to.include('Error: 1 of 2 documents could not be processed: b.pdf (id 311: Text extraction failed: not a readable PDF (Invalid PDF structure)).')
  })

  it('gives up at --wait-timeout: exit 1 with one line naming what is still processing', async () => {
    const dir = await dossier()
    nextId = 320
    nock(BASE_URL).post(UPLOAD).reply(replyUploaded)
    nock(BASE_URL).get('/api/v1/documents/320').times(20).reply(200, {doc_status: 'processing', id: 320})
    const started = Date.now()
    const {code, stderr, stdout} = await svc(['upload-batch', join(dir, 'a.pdf'), '--wait', '--wait-timeout', '1', '-f', 'json'])
    expect(Date.now() - started).to.be.below(5000)
    expect(code).to.equal(1)
    expect((JSON.parse(stdout) as {doc_status: string}[])[0].doc_status).to.equal('processing')
    expect(stderr).to.include('Error: 1 of 1 documents were still processing after 1 s (--wait-timeout): a.pdf (id 320).')
  })

  it('without --wait the output says the documents are still being processed; --wait-timeout needs --wait (exit 2)', async () => {
    const dir = await dossier()
    nock(BASE_URL).post(UPLOAD).reply(replyUploaded)
    const {code, stderr} = await svc(['upload-batch', join(dir, 'a.pdf')])
    expect(code).to.equal(0)
    expect(stderr).to.include('Uploaded 1 file; 1 document is still being processed (--wait waits for them;')
    expect((await svc(['upload-batch', join(dir, 'a.pdf'), '--wait-timeout', '5'])).code).to.equal(2)
    expect((await svc(['upload-batch', join(dir, 'a.pdf'), '--wait', '--wait-timeout', '0'])).code).to.equal(2)
  })
})

describe('lib/upload waitForProcessing', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())
  const api = () => new ApiClient({apiKey: LIVE_KEY, settings: {...loadSettings({}), baseUrl: BASE_URL, gatewayUrl: BASE_URL, retries: 0}, userAgent: 'svc/test'})
  const result = (id: number): UploadResult => ({doc_status: 'processing', file_name: `${id}.pdf`, id, path: `/tmp/${id}.pdf`, size: 1, status: 'uploaded'})

  it('a busy service (429, 503) only slows the polling down; a deleted document counts as failed', async () => {
    nock(BASE_URL)
      .get('/api/v1/documents/1')
      .reply(429, problem(429, 'Too many requests.', 'rate_limited'), {...PROBLEM_HEADERS, 'retry-after': '0'})
      .get('/api/v1/documents/1')
      .reply(503, problem(503, 'Busy.', 'unavailable'), PROBLEM_HEADERS)
      .get('/api/v1/documents/1')
      .reply(200, {doc_status: 'ready', id: 1})
      .get('/api/v1/documents/2')
      .reply(404, problem(404, 'Document 2 does not exist.', 'not_found'), PROBLEM_HEADERS)
    const results = [result(1), result(2)]
    const seen: string[] = []
    const {timedOut} = await waitForProcessing(api(), results, {intervalMs: 5, maxIntervalMs: 20, onProgress: (p) => seen.push(`${p.done}/${p.total}`), timeoutMs: 5000})
    expect(timedOut).to.equal(false)
    expect(results.map((r) => [r.doc_status, r.status_detail])).to.deep.equal([
      ['ready', undefined],
      ['failed', 'The document was deleted while it was being processed.'],
    ])
    expect(seen[0]).to.equal('0/2')
    expect(seen.at(-1)).to.equal('2/2')
  })

  it('another client error (403) is not waited out: it is thrown', async () => {
    nock(BASE_URL).get('/api/v1/documents/1').reply(403, problem(403, 'Not yours.', 'forbidden'), PROBLEM_HEADERS)
    let error: unknown
    await waitForProcessing(api(), [result(1)], {intervalMs: 5, timeoutMs: 5000}).catch((error_: unknown) => {
      error = error_
    })
    expect((error as SvcError).status).to.equal(403)
  })

  it('renderCountBar fits the width and counts documents and failures', () => {
    const line = renderCountBar('Processing', {done: 3, failed: 1, total: 10}, 60)
    expect(line).to.match(/^Processing \[#+\.+\] 3\/10 documents {2}1 failed$/)
    expect(line.length).to.be.at.most(60)
  })
})
