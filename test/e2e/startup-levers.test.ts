/**
 * What every start runs (README, "Start-up levers"), in the real process: the `init` hook sets the
 * `--on-ambiguous` default from whether file descriptor 0 is a terminal without creating
 * process.stdin, and the answer is the spec's rule for /dev/null, a pipe and a terminal; got's
 * bundle, like oclif's, is compiled with a code cache of its own, written once and then used (by an
 * upload: `files list` does not load got); and `svc validate` never loads Node's fetch (undici): its
 * MCP transport is over node:http.
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'
import {mkdtemp, readdir, readFile, stat, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {CLI_BIN, cliEnv, runCli, tempHome} from '../helpers/cli.js'
import {makePdf} from '../helpers/pdfs.js'
import {startTestService, type TestService} from '../helpers/service.js'

/** Preloaded into the CLI: notes whether process.stdin was ever created, and the policy the hook left. */
const PROBE = `const seen = Object.getOwnPropertyDescriptor(process, 'stdin')
let created = false
Object.defineProperty(process, 'stdin', {configurable: true, enumerable: true, get() { created = true; return seen.get.call(process) }})
process.on('exit', () => process.getBuiltinModule('node:fs').writeFileSync(process.env.STARTUP_PROBE_FILE, JSON.stringify({created, policy: process.env.SVC_ON_AMBIGUOUS ?? null})))
`

interface Probe {
  created: boolean
  policy: null | string
}

describe('e2e: start-up levers', function () {
  this.timeout(60_000)
  let dir: string
  let probe: string
  let home: string

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-startup-probe-'))
    probe = join(dir, 'probe.mjs')
    await writeFile(probe, PROBE)
    home = await tempHome()
  })

  /** Runs the CLI with stdin from /dev/null ('ignore') or a pipe; the probe's findings. */
  async function run(args: string[], stdin: 'ignore' | 'pipe', env: NodeJS.ProcessEnv = {}): Promise<Probe & {code: null | number; stdout: string}> {
    const out = join(dir, `probe-${Math.random().toString(36).slice(2)}.json`)
    const child = spawn(process.execPath, ['--import', probe, CLI_BIN, ...args], {env: cliEnv(home, {...env, STARTUP_PROBE_FILE: out}), stdio: [stdin, 'pipe', 'pipe']})
    if (stdin === 'pipe') child.stdin?.end()
    let stdout = ''
    child.stdout!.on('data', (d) => {
      stdout += d
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const code = await new Promise<null | number>((resolve) => child.once('close', resolve))
    clearTimeout(timer)
    return {...(JSON.parse(await readFile(out, 'utf8')) as Probe), code, stdout}
  }

  it('stdin from /dev/null or a pipe: the default policy is fail, and process.stdin is not created to know it', async () => {
    for (const stdin of ['ignore', 'pipe'] as const) {
      for (const args of [['--version'], ['files', 'list', '--help']]) {
        const result = await run(args, stdin)
        expect(result, `${stdin}: ${args.join(' ')}`).to.include({code: 0, created: false, policy: 'fail'})
      }
    }

    const version = await run(['--version'], 'ignore')
    expect(version.stdout).to.match(/^@svc\/cli\/\d+\.\d+\.\d+ /)
  })

  it("a policy the user chose is kept, a valid one or not (the commands refuse an invalid one)", async () => {
    expect(await run(['--version'], 'ignore', {SVC_ON_AMBIGUOUS: 'dump'})).to.include({created: false, policy: 'dump'})
    expect(await run(['--version'], 'ignore', {SVC_ON_AMBIGUOUS: 'promt'})).to.include({created: false, policy: 'promt'})
  })

  it('stdin a terminal: the default policy is prompt', async () => {
    const pty = await import('@lydell/node-pty')
    const out = join(dir, 'probe-pty.json')
    const proc = pty.spawn(process.execPath, ['--import', probe, CLI_BIN, '--version'], {cols: 80, env: cliEnv(home, {STARTUP_PROBE_FILE: out}) as Record<string, string>, rows: 24})
    const code = await new Promise<number>((resolve) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000)
      proc.onExit(({exitCode}) => {
        clearTimeout(timer)
        resolve(exitCode)
      })
    })
    expect(code).to.equal(0)
    expect(JSON.parse(await readFile(out, 'utf8'))).to.deep.equal({created: false, policy: 'prompt'})
  })
})

describe('e2e: the code caches of the got and MCP SDK bundles; validate without fetch', function () {
  this.timeout(60_000)
  let service: TestService
  let key: string

  before(async () => {
    service = await startTestService()
    key = await service.createKey('got-cache@example.test')
  })

  after(async () => service?.stop())

  /** The bundles' code caches under a compile cache directory: file name -> [first line, mtime]. */
  async function caches(dir: string): Promise<Map<string, [string, number]>> {
    const names = (await readdir(dir, {recursive: true})).filter((name) => /(^|\/)svc-bundle-[^/]+\.cache$/.test(name))
    return new Map(await Promise.all(names.map(async (name): Promise<[string, [string, number]]> => [name, [(await readFile(join(dir, name), 'latin1')).split('\n', 1)[0], (await stat(join(dir, name))).mtimeMs]])))
  }

  it('a command that loads got (an upload) writes its cache on its first run and uses it on the next, with the output of the unbundled got', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'svc-compile-cache-'))
    const env = {NODE_COMPILE_CACHE: cache, SVC_API_KEY: key, SVC_URL: service.url}
    const dir = await mkdtemp(join(tmpdir(), 'svc-got-cache-'))
    await writeFile(join(dir, 'one.pdf'), Buffer.from(await makePdf('got cache')))
    const args = ['upload-batch', join(dir, 'one.pdf'), '--format', 'json']
    // Each upload makes a document of its own: its id and dates differ.
    const shape = (stdout: string) => (JSON.parse(stdout) as Record<string, unknown>[]).map(({file_name, status}) => ({file_name, status}))
    const first = await runCli(args, {env})
    const unbundled = await runCli(args, {env: {...env, SVC_OCLIF_BUNDLE: '0'}})
    expect(first.code, first.stderr).to.equal(0)
    expect([first.code, shape(first.stdout), first.stderr]).to.deep.equal([unbundled.code, shape(unbundled.stdout), unbundled.stderr])
    expect(shape(first.stdout)).to.deep.equal([{file_name: 'one.pdf', status: 'uploaded'}])
    const written = await caches(cache)
    // The @oclif/core bundle's and got's, each covering a command run.
    expect([...written.values()].map(([line]) => line)).to.deep.equal(['c', 'c'])
    const second = await runCli(args, {env})
    expect(second.code).to.equal(0)
    // Neither stale nor rejected by V8: not written again.
    expect(await caches(cache)).to.deep.equal(written)
  })

  it('files list does not load got (its request is over node:http): only the @oclif/core cache is written', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'svc-compile-cache-'))
    const env = {NODE_COMPILE_CACHE: cache, SVC_API_KEY: key, SVC_URL: service.url}
    const args = ['files', 'list', '--format', 'json']
    const first = await runCli(args, {env})
    const unbundled = await runCli(args, {env: {...env, SVC_OCLIF_BUNDLE: '0'}})
    expect(first.code).to.equal(0)
    expect([first.code, first.stdout, first.stderr]).to.deep.equal([unbundled.code, unbundled.stdout, unbundled.stderr])
    expect([...(await caches(cache)).values()].map(([line]) => line)).to.deep.equal(['c'])
  })

  it('svc validate never loads undici (Node\'s fetch): its MCP transport is over node:http', async () => {
    const created = await runCli(['spaces', 'create', 'No fetch', '-f', 'json'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
    const space = (JSON.parse(created.stdout) as {id: string}).id
    const dir = await mkdtemp(join(tmpdir(), 'svc-undici-probe-'))
    const probe = join(dir, 'probe.mjs')
    await writeFile(probe, `process.on('exit', () => process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(join(dir, 'loaded.json'))}, JSON.stringify(process.moduleLoadList.filter((name) => name.includes('undici')))))\n`)
    const child = spawn(process.execPath, ['--import', probe, CLI_BIN, 'validate', space, '--json'], {env: cliEnv(await tempHome(), {SVC_API_KEY: key, SVC_URL: service.url}), stdio: ['ignore', 'pipe', 'pipe']})
    let stdout = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    const code = await new Promise<null | number>((resolve) => child.once('close', resolve))
    clearTimeout(timer)
    // An empty dossier: the run fails (nothing to validate); --json prints its report and exits 0.
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.include({dossier_id: space, status: 'failed'})
    expect(JSON.parse(await readFile(join(dir, 'loaded.json'), 'utf8'))).to.deep.equal([])
  })
})
