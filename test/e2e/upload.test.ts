/**
 * End to end: `svc upload-batch` streams a folder of generated PDFs to the real service's gateway
 * route; the documents then show up in `files list` with their page counts.
 */
import {expect} from 'chai'
import {writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {tempHome} from '../helpers/cli.js'
import {cliFor, json, waitProcessed} from '../helpers/e2e.js'
import {makePdf, pdfFolder} from '../helpers/pdfs.js'
import {spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'

interface Result {
  id?: number
  file_name: string
  status: string
  doc_status?: string
  error?: string
}

describe('e2e: upload-batch', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let space: string
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    // A 20 KiB upload limit, so that a too-large file is quick to make.
    service = await startTestService({env: {SVC_MAX_UPLOAD_MB: String(20 / 1024)}})
    key = await service.createKey('owner@example.com')
    svc = cliFor(service, key)
    space = json<{id: string}>(await svc(['spaces', 'create', 'Uploads', '-f', 'json'])).id
  })

  after(async () => service?.stop())

  it('uploads a folder recursively (dotfiles skipped) into a space; list shows the documents with page counts', async () => {
    const folder = await pdfFolder({'a-kbis.pdf': 1, 'b-rib.pdf': 2, 'nested/deeper/c-avis.pdf': 4}, {'.hidden.pdf': 'skip me', '.git/x.pdf': 'skip'})
    const run = await svc(['upload-batch', folder, '-s', space, '--format', 'json', '--concurrency', '2'])
    const results = json<Result[]>(run)
    expect(results.map((r) => [r.file_name, r.status])).to.deep.equal([
      ['a-kbis.pdf', 'uploaded'],
      ['b-rib.pdf', 'uploaded'],
      ['c-avis.pdf', 'uploaded'],
    ])
    expect(results.every((r) => Number.isInteger(r.id))).to.equal(true)
    expect(run.stderr).to.include(`Uploading 3 files`).and.include('Uploaded 3 files; 3 documents are still being processed')
    await waitProcessed(service, key, results.map((r) => r.id!))
    const docs = json<{id: number; file_name: string; num_pages: number; space_id: string; doc_status: string}[]>(await svc(['files', 'list', '-s', space, '-f', 'json']))
    // Uploads run two at a time, so ids (the list order) follow arrival, not input order.
    const byName = docs.sort((a, b) => a.file_name.localeCompare(b.file_name))
    expect(byName.map((d) => [d.file_name, d.num_pages, d.space_id, d.doc_status])).to.deep.equal([
      ['a-kbis.pdf', 1, space, 'ready'],
      ['b-rib.pdf', 2, space, 'ready'],
      ['c-avis.pdf', 4, space, 'ready'],
    ])
    const check = json<{search_enabled: boolean}>(await svc(['files', 'check', String(results[2].id)]))
    expect(check.search_enabled).to.equal(true)
  })

  it('prints a table by default; --silent keeps the results but drops the messages', async () => {
    const folder = await pdfFolder({'one.pdf': 1})
    const {code, stdout, stderr} = await svc(['upload-batch', join(folder, 'one.pdf'), '--space', space, '--silent'])
    expect(code).to.equal(0)
    expect(stdout.split('\n')[0].trim().split(/\s+/)).to.deep.equal(['id', 'name', 'status', 'doc_status', 'error'])
    expect(stdout).to.match(/\d+\s+one\.pdf\s+uploaded/)
    expect(stderr).to.equal('')
  })

  it('without --space the files go to your own folder (space_id null)', async () => {
    const folder = await pdfFolder({'mine.pdf': 1})
    const [result] = json<Result[]>(await svc(['upload-batch', folder, '-f', 'json']))
    const doc = json<{space_id: null | string}>(await svc(['files', 'show', String(result.id)]))
    expect(doc.space_id).to.equal(null)
  })

  it('a file over the size limit fails alone (413, one line), the others upload, exit 1 names it', async () => {
    const folder = await pdfFolder({'small.pdf': 1})
    await writeFile(join(folder, 'huge.pdf'), Buffer.concat([Buffer.from(await makePdf('big')), Buffer.alloc(64 * 1024, 32)]))
    const {code, stdout, stderr} = await svc(['upload-batch', folder, '-s', space, '-f', 'json'])
    expect(code).to.equal(1)
    const results = JSON.parse(stdout) as Result[]
    expect(results.map((r) => [r.file_name, r.status])).to.deep.equal([
      ['huge.pdf', 'failed'],
      ['small.pdf', 'uploaded'],
    ])
    expect(results[0].error).to.match(/\(HTTP 413\)$/)
    expect(results[0].error).to.not.include('\n')
    expect(stderr).to.include('Error: 1 of 2 files failed to upload: huge.pdf.')
  })

  it('a space the key may not write to: one error before anything is sent (the space is checked once), exit 1', async () => {
    const other = await service.createKey('other@example.com')
    const folder = await pdfFolder({'x.pdf': 1, 'y.pdf': 1})
    const {code, stderr, stdout} = await svc(['upload-batch', folder, '-s', space, '-f', 'json'], {key: other})
    expect(code).to.equal(1)
    expect(stdout).to.equal('')
    expect(stderr.trim()).to.equal(`Error: Space ${space} does not exist or is not one of yours; nothing was uploaded.\n  List your spaces with \`svc spaces list\`, or create one with \`svc spaces create <name>\`.`)
  })

  it('a non-ASCII file name arrives intact', async () => {
    const folder = await pdfFolder({'relevé d’identité.pdf': 1})
    const [result] = json<Result[]>(await svc(['upload-batch', folder, '-s', space, '-f', 'json']))
    expect(result.status).to.equal('uploaded')
    expect(json<{file_name: string}>(await svc(['files', 'show', String(result.id)])).file_name).to.equal('relevé d’identité.pdf')
  })

  it('on a terminal, a progress bar is drawn on stderr (and erased before the results); --silent draws none', async () => {
    const folder = await pdfFolder({'p1.pdf': 1, 'p2.pdf': 1})
    const env = {SVC_API_KEY: key, SVC_URL: service.url}
    const term = await spawnPty(['upload-batch', folder, '-s', space], {env, home: await tempHome()})
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.match(/Uploading \[[#.]+\] \d\/2 files/).and.include('100%').and.match(/p2\.pdf\s+uploaded/)
    const quiet = await spawnPty(['upload-batch', folder, '-s', space, '--silent'], {env, home: await tempHome()})
    expect(await quiet.exit()).to.equal(0)
    expect(quiet.output()).to.not.include('Uploading').and.not.include('%')
    expect(quiet.output()).to.match(/p1\.pdf\s+uploaded/)
  })

  it('--wait: follows the documents until each is ready or failed; an unreadable one exits 1 naming it and why', async () => {
    const folder = await pdfFolder({'good.pdf': 2})
    await writeFile(join(folder, 'broken.pdf'), '%PDF-1.7\nthis is not really a pdf')
    const {code, stdout, stderr} = await svc(['upload-batch', folder, '-s', space, '--wait', '-f', 'json'])
    expect(code).to.equal(1)
    const results = JSON.parse(stdout) as (Result & {status_detail?: string})[]
    expect(results.map((r) => [r.file_name, r.status, r.doc_status])).to.deep.equal([
      ['broken.pdf', 'uploaded', 'failed'],
      ['good.pdf', 'uploaded', 'ready'],
    ])
    expect(results[0].status_detail).to.be.a('string').and.not.equal('')
    expect(stderr).to.match(new RegExp(`^Error: 1 of 2 documents could not be processed: broken\\.pdf \\(id ${results[0].id}: .+\\)\\.$`, 'm'))
  })

  it('on a terminal, --wait draws a processing bar on stderr and erases it before the results', async () => {
    const folder = await pdfFolder({'w1.pdf': 1, 'w2.pdf': 1})
    const env = {SVC_API_KEY: key, SVC_URL: service.url}
    const term = await spawnPty(['upload-batch', folder, '-s', space, '--wait'], {env, home: await tempHome()})
    expect(await term.exit()).to.equal(0)
    expect(term.output()).to.match(/Processing \[[#.]+\] \d\/2 documents/).and.match(/w2\.pdf\s+uploaded\s+ready/)
  })

  it('usage errors exit 2: missing path, bad --space', async () => {
    expect((await svc(['upload-batch', '/nonexistent/folder'])).code).to.equal(2)
    expect((await svc(['upload-batch', '.', '-s', 'not-a-uuid'])).code).to.equal(2)
  })

  it('when the service is down: each file fails with one line, exit 1', async () => {
    const folder = await pdfFolder({'x.pdf': 1})
    const {code, stdout} = await svc(['upload-batch', folder, '-f', 'json'], {env: {SVC_GATEWAY_URL: 'http://127.0.0.1:9', SVC_RETRIES: '1'}})
    expect(code).to.equal(1)
    expect((JSON.parse(stdout) as Result[])[0].error).to.equal('Cannot reach the service at http://127.0.0.1:9 (connection refused).')
  })
})
