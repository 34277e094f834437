/**
 * End to end: `svc files list/show/check/rm` (the built bin/run.js as a child process) against the
 * real reference service, with documents uploaded by `svc upload-batch`.
 */
import {expect} from 'chai'

import {addMember, cliFor, json, waitProcessed} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {startTestService, type TestService} from '../helpers/service.js'

interface Doc {
  id: number
  file_name: string
  mime_type: string
  size: number
  doc_type: string
  doc_status: string
  num_pages: number
  space_id: null | string
  created_at: string
  [key: string]: unknown
}

describe('e2e: files list/show/check/rm', function () {
  this.timeout(120_000)
  let service: TestService
  let owner: string
  let viewer: string
  let space: string
  let ids: number[]
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    owner = await service.createKey('owner@example.com')
    viewer = await service.createKey('viewer@example.com')
    svc = cliFor(service, owner)
    space = json<{id: string}>(await svc(['spaces', 'create', 'Dossier E2E', '-f', 'json'])).id
    const folder = await pdfFolder({'kbis.pdf': 1, 'payslips/2026-01.pdf': 2, 'rib.pdf': 3})
    // One at a time: the service numbers documents in arrival order, and the tests below rely on it.
    const results = json<{id: number; status: string}[]>(await svc(['upload-batch', folder, '--space', space, '--concurrency', '1', '-f', 'json']))
    ids = results.map((r) => r.id)
    await waitProcessed(service, owner, ids)
    await addMember(service, owner, space, 'viewer@example.com', 'viewer')
  })

  after(async () => service?.stop())

  it('list --format json: an array of Documents with every field of the spec', async () => {
    const docs = json<Doc[]>(await svc(['files', 'list', '--format', 'json']))
    expect(docs.map((d) => d.file_name)).to.deep.equal(['kbis.pdf', '2026-01.pdf', 'rib.pdf'])
    for (const doc of docs) {
      expect(doc).to.include.keys('id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'folder_id', 'created_at')
      expect(doc.mime_type).to.equal('application/pdf')
      expect(doc.doc_type).to.equal('document')
      expect(doc.space_id).to.equal(space)
    }

    expect(docs.map((d) => d.num_pages)).to.deep.equal([1, 2, 3])
  })

  it('list (alias ls) prints a table with human sizes; -f markdown a Markdown table', async () => {
    const table = await svc(['files', 'ls'])
    expect(table.code).to.equal(0)
    expect(table.stdout.split('\n')[0].trim().split(/\s+/)).to.deep.equal(['id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'created_at'])
    expect(table.stdout).to.match(/kbis\.pdf\s+application\/pdf\s+[\d.]+ (B|KB)\s+document/)
    const md = await svc(['files', 'list', '-f', 'markdown'])
    expect(md.stdout.split('\n')[1]).to.match(/^\| ---: \| --- \|/)
    expect(md.stdout).to.include('| rib.pdf |')
  })

  it('list -s/--limit/--offset page through one space; --all gets everything', async () => {
    const page = json<Doc[]>(await svc(['files', 'list', '-s', space, '--limit', '1', '--offset', '1', '-f', 'json']))
    expect(page.map((d) => d.id)).to.deep.equal([ids[1]])
    const all = json<Doc[]>(await svc(['files', 'list', '--all', '--space', space, '-f', 'json']))
    expect(all.map((d) => d.id)).to.deep.equal(ids)
  })

  it('list of another space the key cannot see exits 1 with one line', async () => {
    const other = await service.createKey('stranger@example.com')
    const {code, stderr} = await svc(['files', 'list', '-s', space], {key: other})
    expect(code).to.equal(1)
    expect(stderr.trim().split('\n')).to.have.length.at.most(2)
    expect(stderr).to.match(/^Error: .*\(HTTP (403|404)\)/)
  })

  it('list with an out-of-range --limit from the service side exits 1 with its detail', async () => {
    const {code, stderr} = await svc(['files', 'list', '--limit', '5000'])
    expect(code).to.equal(1)
    expect(stderr).to.match(/^Error: .*limit.*\(HTTP 400\)/)
  })

  it('show: the full read, with storage fields and _access for the owner', async () => {
    const doc = json<Doc & {s3_path: string; bucket_name: string; bucket_path: string; _access: Record<string, unknown>}>(await svc(['files', 'show', String(ids[0])]))
    expect(doc.id).to.equal(ids[0])
    expect(doc.s3_path).to.be.a('string').and.not.equal('')
    expect(doc.bucket_name).to.be.a('string')
    expect(doc.bucket_path).to.be.a('string')
    expect(doc._access).to.deep.equal({can_delete: true, can_edit: true, type: 'owner'})
  })

  it('show (alias info) for a viewer: _access says it cannot delete; --format table works', async () => {
    const doc = json<{_access: Record<string, unknown>}>(await svc(['files', 'info', String(ids[0])], {key: viewer}))
    expect(doc._access).to.deep.equal({can_delete: false, can_edit: false, type: 'viewer'})
    const table = await svc(['files', 'show', String(ids[0]), '--format', 'table'])
    expect(table.stdout).to.match(/^Field\s+Value/)
    expect(table.stdout).to.match(/\nfile_name\s+kbis\.pdf/)
  })

  it('check: the summary, search_enabled true once indexed; alias validate with --format table', async () => {
    const summary = json<Record<string, unknown>>(await svc(['files', 'check', String(ids[2])]))
    expect(Object.keys(summary).sort()).to.deep.equal(['doc_status', 'file_name', 'id', 'mime_type', 'num_pages', 'search_enabled', 'size'])
    expect(summary).to.include({doc_status: 'ready', file_name: 'rib.pdf', id: ids[2], mime_type: 'application/pdf', num_pages: 3, search_enabled: true})
    const table = await svc(['files', 'validate', String(ids[2]), '-f', 'table'])
    expect(table.stdout).to.match(/search_enabled\s+true/)
  })

  it('an unknown id exits 1 with one line (problem+json detail and status)', async () => {
    for (const command of ['show', 'check']) {
      const {code, stderr, stdout} = await svc(['files', command, '999999'])
      expect(code).to.equal(1)
      expect(stdout).to.equal('')
      expect(stderr.trim()).to.match(/^Error: .*999999.*\(HTTP 404\)$/)
    }
  })

  it('a non-integer id exits 2 without calling the service', async () => {
    const {code, stderr} = await svc(['files', 'show', 'abc'])
    expect(code).to.equal(2)
    expect(stderr).to.include('Document ID must be a positive integer')
  })

  it('rm by a viewer: permission error, exit 1, the document is still there', async () => {
    const {code, stderr} = await svc(['files', 'rm', String(ids[1]), '--yes'], {key: viewer})
    expect(code).to.equal(1)
    expect(stderr).to.match(/^Error: .*\(HTTP 403\)/)
    expect((await svc(['files', 'show', String(ids[1])])).code).to.equal(0)
  })

  it('rm without --yes and without a TTY deletes nothing and exits 1 naming --yes', async () => {
    const {code, stderr} = await svc(['files', 'rm', String(ids[1])])
    expect(code).to.equal(1)
    expect(stderr).to.include('--yes')
    expect((await svc(['files', 'show', String(ids[1])])).code).to.equal(0)
  })

  it('rm --yes deletes (then show is a 404); --silent prints nothing; a second rm is a 404', async () => {
    const first = await svc(['files', 'rm', String(ids[1]), '--yes'])
    expect(first.code).to.equal(0)
    expect(first.stderr.trim()).to.equal(`Deleted document ${ids[1]}.`)
    expect((await svc(['files', 'show', String(ids[1])])).code).to.equal(1)
    const again = await svc(['files', 'delete', String(ids[1]), '-y', '--silent'])
    expect(again.code).to.equal(1)
    expect(again.stderr).to.match(/\(HTTP 404\)/)
    const quiet = await svc(['files', 'delete', String(ids[2]), '-y', '--silent'])
    expect(quiet.code).to.equal(0)
    expect(quiet.stdout + quiet.stderr).to.equal('')
    expect(json<Doc[]>(await svc(['files', 'list', '-f', 'json'])).map((d) => d.id)).to.deep.equal([ids[0]])
  })
})
