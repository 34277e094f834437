/**
 * The plugin's commands run in-process inside the svc CLI, linked through a temp data dir exactly
 * as `svc plugins link` records it, so that svc's init hook and base command apply to them.
 */
import {expect} from 'chai'
import nock from 'nock'
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {BASE_URL, LIVE_KEY, problem, PROBLEM_HEADERS, svc, tempDir} from '../../../test/helpers/oclif.js'
import {assertWellFormed, sampleReport} from './fixtures.js'

const PLUGIN_ROOT = join(import.meta.dirname, '..')

/** A data dir in which the plugin is linked (what `svc plugins link` writes). */
async function linkedDataHome(): Promise<string> {
  const dataHome = await tempDir('svc-data-home-')
  await mkdir(join(dataHome, 'svc'), {recursive: true})
  const pjson = {name: '@svc/cli', oclif: {plugins: [{name: '@svc/plugin-report-junit', root: PLUGIN_ROOT, type: 'link'}], schema: 1}, private: true}
  await writeFile(join(dataHome, 'svc', 'package.json'), JSON.stringify(pjson))
  return dataHome
}

describe('plugin commands inside svc (in-process)', () => {
  let dataHome: string
  before(async () => {
    dataHome = await linkedDataHome()
  })
  afterEach(() => nock.cleanAll())

  const run = (args: string[], options: Parameters<typeof svc>[1] = {}) =>
    svc(args, {...options, env: {XDG_DATA_HOME: dataHome, ...options.env}})

  describe('report junit', () => {
    it('fetches the report with the API key and prints JUnit XML, exit 0 even when verdicts fail', async () => {
      const scope = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).get('/api/v1/reports/run-42').query({format: 'json'}).reply(200, sampleReport())
      const result = await run(['report', 'junit', 'run-42'])
      scope.done()
      expect(result.code, result.stderr).to.equal(0)
      assertWellFormed(result.stdout)
      expect(result.stdout).to.include('<failure message="Expired on 2024-01-31 &amp; not renewed."')
    })

    it('writes the XML to --output and says so on stderr', async () => {
      const dir = await tempDir()
      const file = join(dir, 'junit.xml')
      const scope = nock(BASE_URL).get('/api/v1/reports/run-42').query({format: 'json'}).reply(200, sampleReport())
      const result = await run(['report', 'junit', 'run-42', '-o', file])
      scope.done()
      expect(result.code, result.stderr).to.equal(0)
      expect(result.stdout).to.equal('')
      expect(result.stderr).to.include(`Wrote 6 test cases (1 failed, 2 warnings, 1 skipped) to ${file}.`)
      assertWellFormed(await readFile(file, 'utf8'))
    })

    it('--fail-on-verdict fail exits 1 after writing the XML when a verdict failed', async () => {
      const scope = nock(BASE_URL).get('/api/v1/reports/run-42').query({format: 'json'}).reply(200, sampleReport())
      const result = await run(['report', 'junit', 'run-42', '--fail-on-verdict', 'fail'])
      scope.done()
      expect(result.code).to.equal(1)
      expect(result.stdout).to.include('<testsuites ')
      expect(result.stderr).to.include('Error: Run run-42: global verdict fail, 1 failed, 2 warnings (--fail-on-verdict fail).')
    })

    it('--fail-on-verdict warning exits 0 for a passing report', async () => {
      const scope = nock(BASE_URL).get('/api/v1/reports/ok').query({format: 'json'}).reply(200, sampleReport({global_verdict: 'pass', run_id: 'ok', verdicts: {global: 'pass', n2: [], thematics: []}}))
      const result = await run(['report', 'junit', 'ok', '--fail-on-verdict', 'warning'])
      scope.done()
      expect(result.code, result.stderr).to.equal(0)
    })

    it('a run that is not finished (409) is one error line, exit 1', async () => {
      const scope = nock(BASE_URL).get('/api/v1/reports/busy').query({format: 'json'}).reply(409, problem(409, 'Run busy is not finished.', 'conflict'), PROBLEM_HEADERS)
      const result = await run(['report', 'junit', 'busy'])
      scope.done()
      expect(result.code).to.equal(1)
      expect(result.stderr.trim().split('\n')[0]).to.equal('Error: Run busy is not finished. (HTTP 409)')
      expect(result.stdout).to.equal('')
    })

    it('refuses a service key before any request, exit 4, like a core command', async () => {
      nock.disableNetConnect()
      try {
        const result = await run(['report', 'junit', 'run-42'], {env: {SVC_API_KEY: 'acme_svc_ServiceSecret0123456789'}})
        expect(result.code).to.equal(4)
        expect(result.stderr).to.include('Service keys')
        expect(result.stderr).not.to.include('ServiceSecret0123456789')
      } finally {
        nock.enableNetConnect()
      }
    })

    it('an invalid --fail-on-verdict is a usage error, exit 2', async () => {
      const result = await run(['report', 'junit', 'run-42', '--fail-on-verdict', 'sometimes'])
      expect(result.code).to.equal(2)
    })
  })

  describe('report policy: the init hook reaches a plugin command', () => {
    it('defaults to fail when stdin is not a TTY', async () => {
      const result = await run(['report', 'policy', '--json'], {stdinIsTTY: false})
      expect(result.code, result.stderr).to.equal(0)
      expect(JSON.parse(result.stdout)).to.deep.equal({on_ambiguous: 'fail', stdin_tty: false})
    })

    it('defaults to prompt when stdin is a TTY', async () => {
      const result = await run(['report', 'policy', '--json'], {stdinIsTTY: true})
      expect(JSON.parse(result.stdout)).to.deep.equal({on_ambiguous: 'prompt', stdin_tty: true})
    })

    it('honours SVC_ON_AMBIGUOUS, and the flag over it', async () => {
      expect(JSON.parse((await run(['report', 'policy', '--json'], {env: {SVC_ON_AMBIGUOUS: 'dump'}, stdinIsTTY: true})).stdout).on_ambiguous).to.equal('dump')
      const flagged = await run(['report', 'policy', '--on-ambiguous', 'pick-first'], {env: {SVC_ON_AMBIGUOUS: 'dump'}})
      expect(flagged.stdout).to.include('on-ambiguous: pick-first')
    })

    it('rejects an unknown policy with exit 2', async () => {
      const result = await run(['report', 'policy', '--on-ambiguous', 'maybe'])
      expect(result.code).to.equal(2)
      expect(result.stderr).to.include('Expected --on-ambiguous to be one of')
    })
  })
})
