import {expect} from 'chai'
import nock from 'nock'

import {BASE_URL, doc, problem, PROBLEM_HEADERS, svc} from '../helpers/oclif.js'

const detail = (id: number, extra: Record<string, unknown> = {}) =>
  doc(id, {
    _access: {can_delete: true, can_edit: true, type: 'owner'},
    bucket_name: 'svc-documents',
    bucket_path: `documents/${id}.pdf`,
    s3_path: `s3://svc-documents/documents/${id}.pdf`,
    search_enabled: true,
    ...extra,
  })

describe('files show (alias info)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('prints the full single read as JSON by default, storage fields and _access included', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42))
    const {code, stdout} = await svc(['files', 'show', '42'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal(detail(42))
  })

  it('the alias info prints a connector with file_infos', async () => {
    const connector = doc(43, {_access: {can_delete: false, can_edit: false, type: 'viewer'}, doc_type: 'connector', file_infos: {kind: 'sharepoint', site: 'acme'}})
    const scope = nock(BASE_URL).get('/api/v1/documents/43').reply(200, connector)
    const {stdout} = await svc(['files', 'info', '43'])
    scope.done()
    const parsed = JSON.parse(stdout) as Record<string, unknown>
    expect(parsed.file_infos).to.deep.equal({kind: 'sharepoint', site: 'acme'})
    expect(parsed).to.not.have.property('s3_path')
  })

  it('--format table prints field/value rows, nested objects as JSON', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42))
    const {stdout} = await svc(['files', 'show', '42', '--format', 'table'])
    scope.done()
    expect(stdout).to.match(/^Field\s+Value/)
    expect(stdout).to.match(/\ns3_path\s+s3:\/\/svc-documents\/documents\/42\.pdf/)
    expect(stdout).to.include('{"can_delete":true,"can_edit":true,"type":"owner"}')
  })

  it('-f markdown prints a Markdown field/value table', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42))
    const {stdout} = await svc(['files', 'show', '42', '-f', 'markdown'])
    scope.done()
    expect(stdout).to.match(/^\| Field \| Value \|\n\| --- \| --- \|\n/)
    expect(stdout).to.include('\n| id | 42 |\n').and.include('| bucket_name | svc-documents |')
  })

  it('a 404 problem+json becomes one line and exit 1 (not retried)', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/99').reply(404, problem(404, 'Document 99 does not exist.', 'not_found'), PROBLEM_HEADERS)
    const {code, stderr, stdout} = await svc(['files', 'show', '99'])
    scope.done()
    expect(code).to.equal(1)
    expect(stdout).to.equal('')
    expect(stderr.trim()).to.equal('Error: Document 99 does not exist. (HTTP 404)')
  })

  for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
    it(`a non-integer or non-positive id (${bad}) is a usage error, exit 2, no request`, async () => {
      const {code, stderr} = await svc(['files', 'show', '--', bad])
      expect(code).to.equal(2)
      expect(stderr).to.include('Document ID must be a positive integer')
    })
  }

  it('a missing id is a usage error (exit 2)', async () => {
    const {code, stderr} = await svc(['files', 'show'])
    expect(code).to.equal(2)
    expect(stderr).to.match(/^Error: .*id/im)
  })
})

describe('files check (alias validate)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  const summary = {doc_status: 'ready', file_name: 'doc-42.pdf', id: 42, mime_type: 'application/pdf', num_pages: 2, search_enabled: true, size: 123_456}

  it('reads GET /api/v1/documents/:id and prints the check summary as JSON by default', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42))
    const {code, stdout} = await svc(['files', 'check', '42'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal(summary)
    // In the spec's order, not alphabetical: id first, as a person reads it.
    expect(Object.keys(JSON.parse(stdout))).to.deep.equal(['id', 'file_name', 'doc_status', 'search_enabled', 'num_pages', 'mime_type', 'size'])
  })

  it('the alias validate accepts --format table', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42, {doc_status: 'processing', search_enabled: false}))
    const {stdout} = await svc(['files', 'validate', '42', '--format', 'table'])
    scope.done()
    expect(stdout).to.match(/search_enabled\s+false/)
    expect(stdout).to.match(/doc_status\s+processing/)
    expect(stdout.trimEnd().split('\n').slice(1).map((line) => line.split(/\s+/)[0])).to.deep.equal(['id', 'file_name', 'doc_status', 'search_enabled', 'num_pages', 'mime_type', 'size'])
  })

  it('-f markdown works', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, detail(42))
    const {stdout} = await svc(['files', 'check', '42', '-f', 'markdown'])
    scope.done()
    expect(stdout).to.include('| search_enabled | true |')
  })

  it('a service that omits search_enabled or num_pages: the seven keys are all there, null where unknown', async () => {
    const {num_pages: _pages, ...rest} = doc(42) as Record<string, unknown>
    const scope = nock(BASE_URL).get('/api/v1/documents/42').reply(200, rest)
    const {stdout} = await svc(['files', 'check', '42'])
    scope.done()
    const summary = JSON.parse(stdout) as Record<string, unknown>
    expect(Object.keys(summary)).to.deep.equal(['id', 'file_name', 'doc_status', 'search_enabled', 'num_pages', 'mime_type', 'size'])
    expect(summary).to.include({num_pages: null, search_enabled: null})
  })

  it('search_enabled as a string or a number (its type is not in the spec): "false" and 0 are false, "true" and 1 true', async () => {
    for (const [given, expected] of [['false', false], ['true', true], [0, false], [1, true], ['FALSE', false], ['yes', true], ['maybe', null]] as const) {
      nock(BASE_URL).get('/api/v1/documents/42').reply(200, doc(42, {search_enabled: given}))
      const {stdout} = await svc(['files', 'check', '42'])
      expect((JSON.parse(stdout) as {search_enabled: unknown}).search_enabled, String(given)).to.equal(expected)
    }
  })

  it('a 404 exits 1 with one line', async () => {
    nock(BASE_URL).get('/api/v1/documents/7').reply(404, problem(404, 'Document 7 does not exist.', 'not_found'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['files', 'check', '7'])
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: Document 7 does not exist. (HTTP 404)')
  })

  it('an invalid --format is exit 2', async () => {
    const {code} = await svc(['files', 'check', '7', '-f', 'yaml'])
    expect(code).to.equal(2)
  })

  it('a 502 is retried twice, then exits 1', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents/7').times(3).reply(502, '<html><title>502 Bad Gateway</title></html>', {'content-type': 'text/html'})
    const {code, stderr} = await svc(['files', 'check', '7'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal('Error: 502 Bad Gateway (HTTP 502)')
  })
})
