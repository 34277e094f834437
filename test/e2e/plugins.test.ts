/**
 * Plugins end to end, with the real bin/run.js as a child process and a temp HOME (so oclif's data
 * dir, config dir and cache are temp too):
 * - the example plugin linked with `svc plugins link`, its commands run against the real service,
 *   and the `--on-ambiguous` default from svc's init hook reaching it (piped -> fail, pty -> prompt);
 * - `svc plugins install` from npm honouring the user's ~/.npmrc (a private registry, a proxy),
 *   against a local fake registry serving a real tarball: no network needed;
 * - the allowlist refusing an install before npm is called at all.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {expect} from 'chai'
import {execFileSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import {createServer, type Server} from 'node:http'
import {type AddressInfo} from 'node:net'
import {join} from 'node:path'

import {assertWellFormed} from '../../examples/plugin-report-junit/test/fixtures.js'
import {runCli, tempHome} from '../helpers/cli.js'
import {spawnPty} from '../helpers/pty.js'
import {ROOT, startTestService, type TestService} from '../helpers/service.js'
import {seedDossier} from './validate-fixtures.js'

const PLUGIN_DIR = join(ROOT, 'examples', 'plugin-report-junit')

/** Starts a validation run over MCP (the validate_dossier tool) and waits for its result. */
async function validateOverMcp(service: TestService, key: string, dossierId: string): Promise<{run_id: string; status: string}> {
  const client = new Client({name: 'svc-e2e', version: '1.0.0'})
  await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`), {requestInit: {headers: {'X-API-Key': key}}}))
  try {
    const result = await client.callTool({arguments: {dossier_id: dossierId, language: 'en', level: 'both'}, name: 'validate_dossier'})
    return result.structuredContent as {run_id: string; status: string}
  } finally {
    await client.close()
  }
}

async function createSpace(service: TestService, key: string, name: string): Promise<string> {
  const response = await fetch(`${service.url}/api/v1/spaces`, {body: JSON.stringify({name}), headers: {'content-type': 'application/json', 'x-api-key': key}, method: 'POST'})
  expect(response.status).to.equal(201)
  return ((await response.json()) as {id: string}).id
}

describe('e2e: the example plugin linked into svc', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let home: string
  let failedRun: string
  let pausedRun: string
  let completeRun: string

  before(async () => {
    service = await startTestService()
    const demo = JSON.parse(await service.admin(['demo'])) as {api_key: string; space_id: string}
    key = demo.api_key
    // An empty dossier is a finished run that could not produce a verdict (status failed), and
    // the demo dossier pauses on an uncertain classification: the two cases that do not depend on
    // the validation profile's details.
    const failed = await validateOverMcp(service, key, await createSpace(service, key, 'Empty dossier'))
    expect(failed.status).to.equal('failed')
    failedRun = failed.run_id
    const paused = await validateOverMcp(service, key, demo.space_id)
    expect(paused.status).to.equal('paused')
    pausedRun = paused.run_id
    // A generated dossier with an expired document: a complete run whose verdict is fail.
    const complete = await validateOverMcp(service, key, (await seedDossier(service, key, {variant: 'expired'})).space)
    expect(complete.status).to.equal('complete')
    completeRun = complete.run_id
    home = await tempHome()
    const linked = await runCli(['plugins', 'link', PLUGIN_DIR, '--no-install'], {home})
    expect(linked.code, linked.stderr).to.equal(0)
  })

  after(async () => service?.stop())

  const env = () => ({SVC_API_KEY: key, SVC_URL: service.url})

  it('is listed by `svc plugins` as a linked plugin, and its commands appear in help', async () => {
    const list = await runCli(['plugins'], {home})
    expect(list.code).to.equal(0)
    expect(list.stdout).to.match(/report-junit 1\.0\.0 \(link\)/)
    const help = await runCli(['report', '--help'], {home})
    expect(help.stdout).to.include('report junit')
    expect(help.stdout).to.include('report policy')
  })

  it('writes the JUnit XML of a finished run fetched from the real service, exit 0', async () => {
    const result = await runCli(['report', 'junit', failedRun], {env: env(), home})
    expect(result.code, result.stderr).to.equal(0)
    expect(result.stdout).to.match(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="svc validation [\w-]+" tests="1" failures="0" errors="1"/)
    expect(result.stdout).to.include('<error message="The dossier holds no document." type="run_failed">')
    expect(result.stderr).not.to.include(key)
  })

  it('turns a complete run into JUnit that matches the report: suites per thematic and N2, a failure per failed check', async () => {
    const result = await runCli(['report', 'junit', completeRun], {env: env(), home})
    expect(result.code, result.stderr).to.equal(0)
    assertWellFormed(result.stdout)
    const response = await fetch(`${service.url}/api/v1/reports/${completeRun}?format=json`, {headers: {'x-api-key': key}})
    const report = (await response.json()) as {
      global_verdict: string
      verdicts: {n2: {verdict: string}[]; thematics: {label: string; requirements: {verdict: string}[]}[]}
    }
    expect(report.global_verdict).to.equal('fail')
    const checks = [...report.verdicts.thematics.flatMap((t) => (t.requirements.length > 0 ? t.requirements : [t as unknown as {verdict: string}])), ...report.verdicts.n2]
    const count = (verdict: string) => checks.filter((c) => c.verdict === verdict).length
    expect(count('fail')).to.be.greaterThan(0)
    expect(result.stdout).to.match(new RegExp(`<testsuites [^>]*tests="${checks.length}" failures="${count('fail')}" errors="0" skipped="${count('not_applicable')}"`))
    expect(result.stdout.match(/<failure /g)).to.have.length(count('fail'))
    for (const thematic of report.verdicts.thematics) expect(result.stdout).to.include(`name="N1 ${thematic.label.replaceAll('&', '&amp;')}"`)
    if (report.verdicts.n2.length > 0) expect(result.stdout).to.include('name="N2 cross-document rules"')
    const gate = await runCli(['report', 'junit', completeRun, '--fail-on-verdict', 'fail', '-o', join(home, 'complete.xml')], {env: env(), home})
    expect(gate.code).to.equal(1)
    expect(gate.stderr).to.include('global verdict fail')
  })

  it('writes to -o and fails the job with --fail-on-verdict, like a core command (exit 1, one Error line)', async () => {
    const file = join(home, 'junit.xml')
    const result = await runCli(['report', 'junit', failedRun, '-o', file, '--fail-on-verdict', 'fail'], {env: env(), home})
    expect(result.code).to.equal(1)
    expect(result.stderr).to.match(/^Wrote 1 test cases \(0 failed, 0 warnings, 0 skipped\) to .*junit\.xml\.\nError: Run [\w-]+: run failed/)
    expect(await readFile(file, 'utf8')).to.include('<testsuites ')
  })

  it('reports a run that is not finished as the service says (HTTP 409), exit 1', async () => {
    const result = await runCli(['report', 'junit', pausedRun], {env: env(), home})
    expect(result.code).to.equal(1)
    expect(result.stdout).to.equal('')
    expect(result.stderr.split('\n')[0]).to.match(/^Error: Run [\w-]+ is paused.*\(HTTP 409\)$/)
  })

  it('gets the base command behaviour: no key and no TTY is exit 4, a service key is refused at start-up', async () => {
    const none = await runCli(['report', 'junit', failedRun], {env: {SVC_URL: service.url}, home})
    expect(none.code).to.equal(4)
    expect(none.stderr).to.include('No API key')
    const serviceKey = await service.createKey('robot@svc.local', {type: 'service'})
    const refused = await runCli(['report', 'junit', failedRun], {env: {SVC_API_KEY: serviceKey, SVC_URL: service.url}, home})
    expect(refused.code).to.equal(4)
    expect(refused.stderr).not.to.include(serviceKey)
  })

  it('gets the --on-ambiguous default from the init hook: fail when piped', async () => {
    const result = await runCli(['report', 'policy', '--json'], {home})
    expect(result.code, result.stderr).to.equal(0)
    expect(JSON.parse(result.stdout)).to.deep.equal({on_ambiguous: 'fail', stdin_tty: false})
  })

  it('gets the --on-ambiguous default from the init hook: prompt in a terminal', async () => {
    const pty = await spawnPty(['report', 'policy'], {home})
    await pty.expect('on-ambiguous: prompt')
    await pty.expect('standard input: a terminal')
    expect(await pty.exit()).to.equal(0)
  })

  it('is gone after `svc plugins uninstall`', async () => {
    const home2 = await tempHome()
    expect((await runCli(['plugins', 'link', PLUGIN_DIR, '--no-install'], {home: home2})).code).to.equal(0)
    const removed = await runCli(['plugins', 'uninstall', '@svc/plugin-report-junit'], {home: home2})
    expect(removed.code, removed.stderr).to.equal(0)
    const after = await runCli(['report', 'policy'], {home: home2})
    expect(after.code).to.equal(127)
    expect(after.stderr).to.include('`report policy` is not a svc command')
  })
})

/** A tiny npm registry (and HTTP proxy) that serves one plugin package and records every request. */
interface FakeRegistry {
  url: string
  requests: {url: string; proxied: boolean}[]
  close(): Promise<void>
}

const FIXTURE = '@acme/svc-plugin-hello'

async function fixtureTarball(): Promise<Buffer> {
  const dir = await tempHome()
  await mkdir(join(dir, 'package', 'commands'), {recursive: true})
  await writeFile(join(dir, 'package', 'package.json'), JSON.stringify({name: FIXTURE, oclif: {commands: './commands'}, type: 'module', version: '1.0.0'}))
  // A dependency-free command (a plain class with a static run) so that npm needs nothing else.
  await writeFile(
    join(dir, 'package', 'commands', 'hello.js'),
    "export default class Hello {\n  static summary = 'Say hello.'\n  static async run() { process.stdout.write('hello from an npm-installed plugin\\n') }\n}\n",
  )
  execFileSync('tar', ['-czf', join(dir, 'plugin.tgz'), '-C', dir, 'package'])
  return readFile(join(dir, 'plugin.tgz'))
}

async function startFakeRegistry(): Promise<FakeRegistry> {
  const tarball = await fixtureTarball()
  const requests: FakeRegistry['requests'] = []
  const server: Server = createServer((req, res) => {
    // Through a proxy the request line holds the absolute URL.
    const proxied = /^https?:\/\//.test(req.url ?? '')
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    requests.push({proxied, url: url.href})
    const path = decodeURIComponent(url.pathname)
    if (path === `/${FIXTURE}`) {
      const dist = {
        integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
        shasum: createHash('sha1').update(tarball).digest('hex'),
        tarball: `${url.origin}/${FIXTURE}/-/svc-plugin-hello-1.0.0.tgz`,
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({'dist-tags': {latest: '1.0.0'}, name: FIXTURE, versions: {'1.0.0': {dist, name: FIXTURE, version: '1.0.0'}}}))
    } else if (path === `/${FIXTURE}/-/svc-plugin-hello-1.0.0.tgz`) {
      res.setHeader('content-type', 'application/octet-stream')
      res.end(tarball)
    } else {
      res.statusCode = 404
      res.setHeader('content-type', 'application/json')
      res.end('{"error":"not found"}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  }
}

/** No inherited proxy or npm settings: the test's ~/.npmrc is the user's whole npm configuration. */
const NPM_ENV = {ALL_PROXY: '', HTTPS_PROXY: '', HTTP_PROXY: '', NO_PROXY: '', all_proxy: '', http_proxy: '', https_proxy: '', no_proxy: ''}

describe('e2e: svc plugins install honours the user npm configuration', function () {
  this.timeout(180_000)
  let registry: FakeRegistry

  beforeEach(async () => {
    registry = await startFakeRegistry()
  })
  afterEach(async () => registry.close())

  it('installs from the private registry named in ~/.npmrc, runs the plugin, lists and uninstalls it', async () => {
    const home = await tempHome()
    await writeFile(join(home, '.npmrc'), `registry=${registry.url}\nupdate-notifier=false\n`)
    // An allowlist that allows it: the allowed path reaches npm normally.
    await writeFile(join(home, 'allow.json'), JSON.stringify({allow: ['@acme/*']}))
    const env = {...NPM_ENV, SVC_PLUGIN_ALLOWLIST: join(home, 'allow.json')}
    const installed = await runCli(['plugins', 'install', FIXTURE], {env, home, timeoutMs: 150_000})
    expect(installed.code, installed.stderr + installed.stdout).to.equal(0)
    expect(registry.requests.map((r) => r.url)).to.include(`${registry.url}${FIXTURE}/-/svc-plugin-hello-1.0.0.tgz`)
    expect(registry.requests.some((r) => decodeURIComponent(r.url) === `${registry.url}${FIXTURE}`)).to.equal(true)

    const hello = await runCli(['hello'], {env, home})
    expect(hello.code, hello.stderr).to.equal(0)
    expect(hello.stdout).to.equal('hello from an npm-installed plugin\n')
    const list = await runCli(['plugins'], {env, home})
    expect(list.stdout).to.include(`${FIXTURE} 1.0.0`)
    const removed = await runCli(['plugins', 'uninstall', FIXTURE], {env, home, timeoutMs: 150_000})
    expect(removed.code, removed.stderr).to.equal(0)
    expect((await runCli(['hello'], {env, home})).code).to.equal(127)
  })

  it('goes through the proxy named in ~/.npmrc', async () => {
    const home = await tempHome()
    // The registry host does not exist: only the proxy (our fake) can answer for it.
    await writeFile(join(home, '.npmrc'), `registry=http://registry.svc-test.invalid/\nproxy=${registry.url}\nupdate-notifier=false\n`)
    const installed = await runCli(['plugins', 'install', FIXTURE], {env: NPM_ENV, home, timeoutMs: 150_000})
    expect(installed.code, installed.stderr + installed.stdout).to.equal(0)
    expect(registry.requests.length).to.be.greaterThan(0)
    expect(registry.requests.every((r) => r.proxied && r.url.startsWith('http://registry.svc-test.invalid/'))).to.equal(true)
    expect((await runCli(['hello'], {env: NPM_ENV, home})).stdout).to.equal('hello from an npm-installed plugin\n')
  })

  it('refuses a plugin the allowlist does not allow before npm is called at all (exit 1)', async () => {
    const home = await tempHome()
    await writeFile(join(home, '.npmrc'), `registry=${registry.url}\nupdate-notifier=false\n`)
    await writeFile(join(home, 'allow.json'), JSON.stringify({allow: ['@acme/*'], message: 'Ask #cli-tools for new plugins.'}))
    const env = {...NPM_ENV, SVC_PLUGIN_ALLOWLIST: join(home, 'allow.json')}
    for (const name of ['not-allowed-pkg', '@other/svc-plugin-x', 'other/svc-plugin-x']) {
      const refused = await runCli(['plugins', 'install', name], {env, home})
      expect(refused.code).to.equal(1)
      expect(refused.stderr).to.match(new RegExp(`^Error: Plugin "${name}" is not on the plugin allowlist \\(.*allow\\.json\\); it was not installed\\.\\n  Allowed: @acme/\\*\\.\\n  Ask #cli-tools for new plugins\\.\\n$`))
    }

    expect(registry.requests).to.deep.equal([])
    const list = await runCli(['plugins'], {env, home})
    expect(list.stdout).not.to.include('not-allowed-pkg')
  })
})
