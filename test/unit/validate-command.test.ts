/**
 * `svc validate` and `svc reports get` in-process (@oclif/test runCommand): flag validation (exit 2
 * before any request), the reports endpoint with nock, and validate against the in-process
 * service with a scripted engine.
 */
import {expect} from 'chai'
import nock from 'nock'

import {BASE_URL, problem, PROBLEM_HEADERS, SPACE, svc} from '../helpers/oclif.js'
import {fakeEngine} from '../../server/test/runs/fake-engine.js'
import {startRunsHarness, type RunsHarness} from '../../server/test/runs/harness.js'
import {sqlGet} from '../../server/test/helpers/sql.js'

const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('validate: flags', () => {
  before(() => nock.disableNetConnect())
  after(() => nock.enableNetConnect())

  for (const [args, pattern] of [
    [['--level', '3'], /--level/],
    [['--language', 'de'], /--language/],
    [['--on-ambiguous', 'always'], /Expected --on-ambiguous to be one of: prompt, fail, dump, fail-with-token, resume-file; got "always"/],
    // A flag given without its value is an invalid value too (oclif throws a plain CLIError for it).
    [['--level'], /--level expects one of these values: 1, 2, both/],
    [['--language'], /--language expects one of these values: fr, en/],
    [['--on-ambiguous'], /--on-ambiguous expects a value/],
    [['--run-id'], /--run-id expects a value/],
    [['--level', '1', '--level', '2'], /--level can only be specified once/],
    [['--as-of', '2025-02-29'], /--as-of must be a real calendar date written YYYY-MM-DD, got "2025-02-29"/],
    [['--as-of', '31/03/2026'], /--as-of must be a real calendar date/],
    [['--as-of'], /--as-of expects a value/],
  ] as [string[], RegExp][]) {
    it(`${args.join(' ')} exits 2 before any request`, async () => {
      const {code, stderr} = await svc(['validate', SPACE, ...args])
      expect(code).to.equal(2)
      expect(stderr.split('\n')[0]).to.match(/^Error: /).and.match(pattern)
    })
  }

  it('--on-ambiguous pick-first exits 2 and says why', async () => {
    const {code, stderr} = await svc(['validate', SPACE, '--on-ambiguous', 'pick-first'])
    expect(code).to.equal(2)
    expect(stderr).to.include('pick-first is not available in validate: validate emits only form prompts, never choice prompts. Use prompt, fail, dump, fail-with-token or resume-file.')
  })

  it('a dossier_id that is not a UUID exits 2', async () => {
    const {code, stderr} = await svc(['validate', '42'])
    expect(code).to.equal(2)
    expect(stderr).to.match(/^Error: dossier_id must be a UUID/)
  })
})

describe('reports get', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('prints the JSON report exactly as the service sent it (format=json by default)', async () => {
    const body = '{"run_id":"r","status":"complete","verdicts":{"global":"pass"}}'
    const scope = nock(BASE_URL).get(`/api/v1/reports/${RUN}`).query({format: 'json'}).reply(200, body, {'content-type': 'application/json'})
    const {code, stdout} = await svc(['reports', 'get', RUN])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.equal(`${body}\n`)
  })

  it('--format markdown prints the Markdown', async () => {
    const scope = nock(BASE_URL).get(`/api/v1/reports/${RUN}`).query({format: 'markdown'}).reply(200, '# Report\n', {'content-type': 'text/markdown'})
    const {code, stdout} = await svc(['reports', 'get', RUN, '-f', 'markdown'])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.equal('# Report\n')
  })

  it('a run that is not finished: exit 1 with the service detail', async () => {
    const scope = nock(BASE_URL)
      .get(`/api/v1/reports/${RUN}`)
      .query(true)
      .reply(409, problem(409, `Run ${RUN} is paused, waiting for a human answer.`, 'run_not_finished'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['reports', 'get', RUN])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr.split('\n')[0]).to.equal(`Error: Run ${RUN} is paused, waiting for a human answer. (HTTP 409)`)
  })

  it('an invalid --format exits 2', async () => {
    const {code} = await svc(['reports', 'get', RUN, '--format', 'pdf'])
    expect(code).to.equal(2)
  })
})

describe('validate against the in-process service', function () {
  this.timeout(30_000)
  let h: RunsHarness
  let env: Record<string, string>
  let space: string
  before(async () => {
    h = await startRunsHarness({engine: fakeEngine({pause: 'classification_correction'})})
    const owner = await h.user('cmd@x.test')
    space = await h.space(owner.user)
    await h.addDocument(owner.user, space, 'kbis.txt', 'EXTRAIT KBIS')
    env = {SVC_API_KEY: owner.key, SVC_URL: h.url}
  })
  after(async () => h.close())

  it('without a TTY the default policy is fail: exit 1 naming the resume command', async () => {
    const {code, stderr, stdout} = await svc(['validate', space], {env})
    expect(code).to.equal(1)
    expect(stdout).to.match(/^Validation du dossier/)
    // In the run's language (French, the service's default), with the command that answers the pause.
    expect(stderr).to.match(/^Error: Le run est en pause : /).and.match(/Pour répondre : svc validate \S+ --run-id \S+ \(dans un terminal\)/)
  })

  it('SVC_ON_AMBIGUOUS=pick-first (set for chat) does not break validate: the TTY rule applies (fail here)', async () => {
    const {code, stderr} = await svc(['validate', space], {env: {...env, SVC_ON_AMBIGUOUS: 'pick-first'}})
    expect(code).to.equal(1)
    expect(stderr).to.match(/^Error: Le run est en pause : /).and.match(/Pour répondre : svc validate \S+ --run-id \S+/)
    const dump = await svc(['validate', space], {env: {...env, SVC_ON_AMBIGUOUS: 'dump'}})
    expect(dump.code).to.equal(0)
    expect(JSON.parse(dump.stdout)).to.include({event: 'chat_prompt'})
  })

  it('--as-of is stored with the run (the report\'s reference date)', async () => {
    const {code} = await svc(['validate', space, '--as-of', '2024-01-31'], {env})
    expect(code).to.equal(1)
    const run = await sqlGet(h.service.context.db, 'SELECT as_of FROM runs ORDER BY created_at DESC, id DESC LIMIT 1') as {as_of: string}
    expect(run.as_of).to.equal('2024-01-31')
  })

  it('dump prints the prompt JSON; --json with fail prints the pause; both exit 0', async () => {
    const dump = await svc(['validate', space, '--on-ambiguous', 'dump'], {env})
    expect(dump.code).to.equal(0)
    expect(JSON.parse(dump.stdout)).to.include({event: 'chat_prompt', waiting_for: 'classification_correction'})
    const json = await svc(['validate', space, '--json', '--on-ambiguous', 'fail'], {env})
    expect(json.code).to.equal(0)
    expect(JSON.parse(json.stdout)).to.include({status: 'paused'})
  })
})
