import {expect} from 'chai'
import nock from 'nock'

import {BASE_URL, doc, problem, PROBLEM_HEADERS, svc} from '../helpers/oclif.js'

const readable = (id: number, canDelete = true) =>
  doc(id, {_access: {can_delete: canDelete, can_edit: canDelete, type: canDelete ? 'owner' : 'viewer'}, file_name: 'kbis.pdf', size: 2048})

describe('files rm (alias delete)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('--yes makes exactly one DELETE and no GET, and says so on stderr', async () => {
    const get = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5))
    const del = nock(BASE_URL).delete('/api/v1/documents/5').once().reply(200, {deleted: true, id: 5})
    const {code, stderr, stdout} = await svc(['files', 'rm', '5', '--yes'])
    del.done()
    expect(get.isDone()).to.equal(false)
    expect(code).to.equal(0)
    expect(stdout).to.equal('')
    expect(stderr.trim()).to.equal('Deleted document 5.')
  })

  it('the alias delete with -y --silent deletes without a word', async () => {
    const del = nock(BASE_URL).delete('/api/v1/documents/6').reply(204)
    const {code, stderr, stdout} = await svc(['files', 'delete', '6', '-y', '--silent'])
    del.done()
    expect(code).to.equal(0)
    expect(stdout + stderr).to.equal('')
  })

  it('without --yes and without a TTY, deletes nothing, makes no request, exits 1 naming --yes', async () => {
    const any = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5)).delete('/api/v1/documents/5').reply(200, {})
    const {code, stderr} = await svc(['files', 'rm', '5'], {stdinIsTTY: false})
    expect(code).to.equal(1)
    expect(any.pendingMocks()).to.have.length(2)
    expect(stderr).to.include('--yes')
    expect(stderr.split('\n')[0]).to.match(/^Error: Refusing to delete document 5/)
  })

  it('on a TTY, reads the document, previews it, asks (cannot be undone), and deletes on "y"', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5)).delete('/api/v1/documents/5').reply(200, {deleted: true, id: 5})
    const {code, stderr} = await svc(['files', 'rm', '5'], {stdin: 'y\r', stdinIsTTY: true})
    scope.done()
    expect(code).to.equal(0)
    expect(stderr).to.include('Document 5').and.include('name: kbis.pdf').and.include('size: 2.0 KB (2048 bytes)').and.include('type: application/pdf (document)')
    expect(stderr).to.include('cannot be undone')
    expect(stderr).to.include('Deleted document 5.')
  })

  it('on a TTY, "n" deletes nothing and exits 0', async () => {
    const get = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5))
    const del = nock(BASE_URL).delete('/api/v1/documents/5').reply(200, {})
    const {code, stderr} = await svc(['files', 'rm', '5'], {stdin: 'n\r', stdinIsTTY: true})
    get.done()
    expect(del.isDone()).to.equal(false)
    expect(code).to.equal(0)
    expect(stderr).to.include('Cancelled; nothing was deleted.')
  })

  it('on a TTY, Enter takes the default answer, No', async () => {
    const get = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5))
    const del = nock(BASE_URL).delete('/api/v1/documents/5').reply(200, {})
    const {code, stderr} = await svc(['files', 'rm', '5'], {stdin: '\r', stdinIsTTY: true})
    get.done()
    expect(del.isDone()).to.equal(false)
    expect(code).to.equal(0)
    expect(stderr).to.match(/\(y\/N\)/)
  })

  it('on a TTY, _access.can_delete=false fails (exit 1) before asking, and deletes nothing', async () => {
    const get = nock(BASE_URL).get('/api/v1/documents/5').reply(200, readable(5, false))
    const del = nock(BASE_URL).delete('/api/v1/documents/5').reply(200, {})
    const {code, stderr} = await svc(['files', 'rm', '5'], {stdin: 'y\r', stdinIsTTY: true})
    get.done()
    expect(del.isDone()).to.equal(false)
    expect(code).to.equal(1)
    expect(stderr).to.include('Error: Permission denied: your key may not delete document 5.')
  })

  it('a 403 on DELETE (permission) exits 1 with the service detail, not retried', async () => {
    const del = nock(BASE_URL)
      .delete('/api/v1/documents/5')
      .once()
      .reply(403, problem(403, 'You may not delete document 5: you are a viewer of its space.', 'forbidden'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['files', 'rm', '5', '-y'])
    del.done()
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: You may not delete document 5: you are a viewer of its space. (HTTP 403)')
  })

  it('a 404 on DELETE exits 1', async () => {
    nock(BASE_URL).delete('/api/v1/documents/99').reply(404, problem(404, 'Document 99 does not exist.', 'not_found'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['files', 'rm', '99', '--yes'])
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: Document 99 does not exist. (HTTP 404)')
  })

  it('a 500 on DELETE is retried (DELETE is idempotent), then exits 1', async () => {
    const del = nock(BASE_URL).delete('/api/v1/documents/5').times(3).reply(500, problem(500, 'Database is locked.', 'internal'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['files', 'rm', '5', '--yes'])
    del.done()
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: Database is locked. (HTTP 500)')
  })

  it('a 429 with Retry-After is retried and then succeeds', async () => {
    const del = nock(BASE_URL).delete('/api/v1/documents/5').reply(429, '', {'retry-after': '0'}).delete('/api/v1/documents/5').reply(200, {deleted: true, id: 5})
    const {code} = await svc(['files', 'rm', '5', '--yes'])
    del.done()
    expect(code).to.equal(0)
  })

  it('a non-integer id is a usage error (exit 2), no request', async () => {
    const {code, stderr} = await svc(['files', 'rm', 'five', '--yes'])
    expect(code).to.equal(2)
    expect(stderr).to.include('Document ID must be a positive integer, got "five".')
  })
})
