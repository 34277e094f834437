import {expect} from 'chai'
import nock from 'nock'

import {BASE_URL, closedPort, doc, LIVE_KEY, problem, PROBLEM_HEADERS, SPACE, svc} from '../helpers/oclif.js'

describe('files list (alias ls)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('sends the key, the User-Agent and offset=0 by default, and prints a table', async () => {
    const scope = nock(BASE_URL, {reqheaders: {'user-agent': /^svc\/1\.2\.0 /, 'x-api-key': LIVE_KEY}})
      .get('/api/v1/documents')
      .query({offset: '0'})
      .reply(200, {data: [doc(1), doc(2, {file_name: 'kbis.pdf', size: 2_500_000})], pagination: {limit: 50, offset: 0, total: 2}})
    const {code, stdout, stderr} = await svc(['files', 'list'])
    scope.done()
    expect(code).to.equal(0)
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0].split(/\s+/)).to.deep.equal(['id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'created_at'])
    expect(lines).to.have.length(3)
    expect(lines[2]).to.include('kbis.pdf').and.include('2.5 MB').and.include(SPACE)
    expect(stderr).to.equal('')
    expect(stdout + stderr).to.not.include(LIVE_KEY)
  })

  it('the alias ls sends -s, --limit and --offset as space, limit and offset', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query({limit: '5', offset: '10', space: SPACE}).reply(200, [doc(11)])
    const {code, stdout} = await svc(['files', 'ls', '-s', SPACE, '--limit', '5', '--offset', '10', '--format', 'json'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal([doc(11)])
  })

  it('accepts --space in long form and a bare array response', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query({offset: '0', space: SPACE}).reply(200, [doc(3), doc(4)])
    const {stdout} = await svc(['files', 'list', '--space', SPACE, '-f', 'json'])
    scope.done()
    const parsed = JSON.parse(stdout) as {id: number}[]
    expect(parsed.map((d) => d.id)).to.deep.equal([3, 4])
  })

  for (const wrapper of ['data', 'documents', 'items', 'results']) {
    it(`accepts a response wrapped in {${wrapper}: [...]}`, async () => {
      const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, {[wrapper]: [doc(7)]})
      const {stdout} = await svc(['files', 'list', '--format', 'json'])
      scope.done()
      expect(JSON.parse(stdout)).to.deep.equal([doc(7)])
    })
  }

  it('--format json prints an array of objects, each with id (and [] when empty)', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, {data: []})
    const {code, stdout} = await svc(['files', 'list', '--format', 'json'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal([])
  })

  it('--format markdown prints a Markdown table with raw byte sizes', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [doc(1, {file_name: 'a|b.pdf'})])
    const {stdout} = await svc(['files', 'list', '-f', 'markdown'])
    scope.done()
    const lines = stdout.trimEnd().split('\n')
    expect(lines[0]).to.equal('| id | file_name | mime_type | size | doc_type | doc_status | num_pages | space_id | folder_id | created_at |')
    expect(lines[1]).to.match(/^\| ---: \| --- \|/)
    expect(lines[2]).to.include('| a\\|b.pdf |').and.include('| 123456 |').and.include(`| ${doc(1).folder_id} |`)
  })

  it('--help names the defaults: --limit server default 50, --offset 0, --format table', async () => {
    const {stdout} = await svc(['files', 'list', '--help'])
    expect(stdout).to.match(/--limit=<number>\s+Page size \(server default 50\)/)
    expect(stdout).to.match(/--offset=<number>\s+Pagination offset \(default 0\)/)
    expect(stdout).to.match(/\[default: table\]/)
  })

  it('an empty list prints a message on stderr (not stdout); --silent suppresses it', async () => {
    nock(BASE_URL).get('/api/v1/documents').query(true).times(2).reply(200, [])
    const loud = await svc(['files', 'list'])
    expect(loud.stdout).to.equal('')
    expect(loud.stderr).to.include('No documents.')
    const quiet = await svc(['files', 'list', '--silent'])
    expect(quiet.stdout).to.equal('')
    expect(quiet.stderr).to.equal('')
  })

  it('--all follows pages of 200 until a short page', async () => {
    const page1 = Array.from({length: 200}, (_, i) => doc(i + 1))
    const page2 = [doc(201), doc(202)]
    const scope = nock(BASE_URL)
      .get('/api/v1/documents')
      .query({limit: '200', offset: '0'})
      .reply(200, {data: page1})
      .get('/api/v1/documents')
      .query({limit: '200', offset: '200'})
      .reply(200, {data: page2})
    const {code, stdout} = await svc(['files', 'list', '--all', '-f', 'json'])
    scope.done()
    expect(code).to.equal(0)
    expect((JSON.parse(stdout) as unknown[]).length).to.equal(202)
  })

  it('--all stops when the total says so, and keeps --space', async () => {
    const scope = nock(BASE_URL)
      .get('/api/v1/documents')
      .query({limit: '200', offset: '0', space: SPACE})
      .reply(200, {data: Array.from({length: 200}, (_, i) => doc(i + 1)), pagination: {total: 200}})
    const {stdout} = await svc(['files', 'list', '--all', '-s', SPACE, '-f', 'json'])
    scope.done()
    expect((JSON.parse(stdout) as unknown[]).length).to.equal(200)
  })

  it('an invalid --format is a usage error (exit 2) and makes no request', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(200, [])
    const {code, stderr} = await svc(['files', 'list', '--format', 'xml'])
    expect(code).to.equal(2)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.match(/^Error: .*xml/m)
  })

  it('a malformed --space UUID is a usage error (exit 2)', async () => {
    const {code, stderr} = await svc(['files', 'list', '-s', 'not-a-uuid'])
    expect(code).to.equal(2)
    expect(stderr).to.include('--space must be a UUID')
  })

  for (const [flag, value] of [
    ['--limit', '0'],
    ['--limit', 'ten'],
    ['--offset', '-1'],
  ]) {
    it(`${flag} ${value} is a usage error (exit 2)`, async () => {
      const {code, stderr} = await svc(['files', 'list', flag, value])
      expect(code).to.equal(2)
      expect(stderr.trim().split('\n')[0]).to.match(/^Error: /)
    })
  }

  for (const args of [['--limit'], ['-f'], ['--space'], ['--limit', '2', '--limit', '3']]) {
    it(`${args.join(' ')} (a missing or repeated value) is a usage error (exit 2), no request`, async () => {
      const {code, stderr} = await svc(['files', 'list', ...args])
      expect(code).to.equal(2)
      expect(stderr.trim().split('\n')[0]).to.match(/^Error: Flag --(limit|format|space) /)
    })
  }

  it('an unknown flag is a usage error (exit 2)', async () => {
    const {code} = await svc(['files', 'list', '--colour'])
    expect(code).to.equal(2)
  })

  it('a 400 problem+json becomes one line with its detail, exit 1, not retried', async () => {
    const scope = nock(BASE_URL)
      .get('/api/v1/documents')
      .query(true)
      .reply(400, problem(400, 'limit must be between 1 and 200.', 'invalid_limit'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['files', 'list'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr).to.include('Error: limit must be between 1 and 200. (HTTP 400)')
    expect(stderr).to.not.match(/\n\s+at /)
  })

  it('a 500 is retried (SVC_RETRIES, default 2) and then exits 1 with one line', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).times(3).reply(500, 'Internal error', {'content-type': 'text/plain'})
    const {code, stderr} = await svc(['files', 'list'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal('Error: Internal error (HTTP 500)')
  })

  it('a 503 then a 200 succeeds after one retry', async () => {
    const scope = nock(BASE_URL).get('/api/v1/documents').query(true).reply(503, '').get('/api/v1/documents').query(true).reply(200, [doc(1)])
    const {code, stdout} = await svc(['files', 'list', '-f', 'json'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.have.length(1)
  })

  it('an HTML error page becomes its title on one line', async () => {
    nock(BASE_URL).get('/api/v1/documents').query(true).reply(403, '<html><head><title>403 Forbidden</title></head><body>nginx</body></html>', {'content-type': 'text/html'})
    const {code, stderr} = await svc(['files', 'list'])
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal('Error: 403 Forbidden (HTTP 403)')
  })

  it('a 401 exits 1 with a hint about the key, and never prints the key', async () => {
    nock(BASE_URL).get('/api/v1/documents').query(true).reply(401, problem(401, 'Invalid API key.', 'invalid_api_key'), PROBLEM_HEADERS)
    const {code, stderr, stdout} = await svc(['files', 'list'])
    expect(code).to.equal(1)
    expect(stderr).to.include('Error: Invalid API key. (HTTP 401)').and.include('svc auth login')
    expect(stderr + stdout).to.not.include(LIVE_KEY)
  })

  it('a connection failure (refused) is retried, then exits 1 naming the service address', async () => {
    // A real closed port: nock's replyWithError never settles a got request.
    const url = `http://127.0.0.1:${await closedPort()}`
    nock.enableNetConnect('127.0.0.1')
    const started = Date.now()
    const {code, stderr} = await svc(['files', 'list'], {env: {SVC_RETRY_BASE_MS: '200', SVC_URL: url}})
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal(`Error: Cannot reach the service at ${url} (connection refused).`)
    // Two retries with a 200 ms base: 200 + 400 ms of backoff.
    expect(Date.now() - started).to.be.greaterThan(550)
  })
})
