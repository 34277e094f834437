import {expect} from 'chai'
import nock from 'nock'

import {BASE_URL, LIVE_KEY, problem, PROBLEM_HEADERS, SPACE, svc} from '../helpers/oclif.js'

const space = (id = SPACE, name = 'Dossier ACME') => ({created_at: '2026-04-25T10:00:00.000Z', document_count: 3, id, name, role: 'owner'})

describe('spaces list (alias ls)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('GET /api/v1/spaces, printed as a table', async () => {
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).get('/api/v1/spaces').reply(200, {data: [space()]})
    const {code, stdout} = await svc(['spaces', 'list'])
    scope.done()
    expect(code).to.equal(0)
    const [header, row] = stdout.trimEnd().split('\n')
    expect(header.split(/\s+/)).to.deep.equal(['id', 'name', 'role', 'documents', 'created_at'])
    expect(row).to.include(SPACE).and.include('Dossier ACME').and.include('owner')
  })

  it('the alias ls with --format json accepts a bare array', async () => {
    const scope = nock(BASE_URL).get('/api/v1/spaces').reply(200, [space()])
    const {stdout} = await svc(['spaces', 'ls', '--format', 'json'])
    scope.done()
    expect(JSON.parse(stdout)).to.deep.equal([space()])
  })

  it('-f markdown', async () => {
    nock(BASE_URL).get('/api/v1/spaces').reply(200, {data: [space()]})
    const {stdout} = await svc(['spaces', 'list', '-f', 'markdown'])
    expect(stdout).to.match(/^\| id \| name \| role \| documents \| created_at \|/)
  })

  it('no spaces: a hint on stderr, nothing on stdout', async () => {
    nock(BASE_URL).get('/api/v1/spaces').reply(200, {data: []})
    const {code, stderr, stdout} = await svc(['spaces', 'list'])
    expect(code).to.equal(0)
    expect(stdout).to.equal('')
    expect(stderr).to.include('svc spaces create')
  })

  it('a 503 is retried, then exits 1', async () => {
    const scope = nock(BASE_URL).get('/api/v1/spaces').times(3).reply(503, problem(503, 'Service is starting.', 'unavailable'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['spaces', 'list'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: Service is starting. (HTTP 503)')
  })

  it('an invalid --format exits 2', async () => {
    const {code} = await svc(['spaces', 'list', '-f', 'csv'])
    expect(code).to.equal(2)
  })
})

describe('spaces create', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('POSTs {name} and prints the new space', async () => {
    const scope = nock(BASE_URL).post('/api/v1/spaces', {name: 'Dossier ACME'}).reply(201, space())
    const {code, stdout} = await svc(['spaces', 'create', '"Dossier ACME"'])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.match(/^Field\s+Value/)
    expect(stdout).to.match(new RegExp(`\\nid\\s+${SPACE}`))
    expect(stdout).to.match(/\nname\s+Dossier ACME/)
  })

  it('--format json prints the space object (also when wrapped in {data})', async () => {
    const scope = nock(BASE_URL).post('/api/v1/spaces', {name: 'Tiny'}).reply(201, {data: space(SPACE, 'Tiny')})
    const {stdout} = await svc(['spaces', 'create', 'Tiny', '--format', 'json'])
    scope.done()
    expect(JSON.parse(stdout)).to.deep.equal(space(SPACE, 'Tiny'))
  })

  it('trims the name', async () => {
    const scope = nock(BASE_URL).post('/api/v1/spaces', {name: 'Padded'}).reply(201, space(SPACE, 'Padded'))
    const {code} = await svc(['spaces', 'create', '"  Padded  "'])
    scope.done()
    expect(code).to.equal(0)
  })

  it('a blank name is a usage error (exit 2), no request', async () => {
    const scope = nock(BASE_URL).post('/api/v1/spaces').reply(201, space())
    const {code, stderr} = await svc(['spaces', 'create', '"   "'])
    expect(code).to.equal(2)
    expect(scope.isDone()).to.equal(false)
    expect(stderr).to.include('must not be empty')
  })

  it('a missing name is a usage error (exit 2)', async () => {
    const {code} = await svc(['spaces', 'create'])
    expect(code).to.equal(2)
  })

  it('a 400 problem exits 1 with its detail', async () => {
    nock(BASE_URL).post('/api/v1/spaces').reply(400, problem(400, 'name must be at most 120 characters.', 'invalid_body'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['spaces', 'create', 'x'])
    expect(code).to.equal(1)
    expect(stderr.trim()).to.equal('Error: name must be at most 120 characters. (HTTP 400)')
  })

  it('a 500 on the POST is not retried (a POST that creates must not be sent twice)', async () => {
    const scope = nock(BASE_URL).post('/api/v1/spaces').once().reply(500, problem(500, 'Oops.', 'internal'), PROBLEM_HEADERS)
    const {code} = await svc(['spaces', 'create', 'x'])
    scope.done()
    expect(code).to.equal(1)
  })
})
