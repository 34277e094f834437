/**
 * What every start runs (README, "Start-up levers"), in the real process: the `init` hook sets the
 * `--on-ambiguous` default from whether file descriptor 0 is a terminal without creating
 * process.stdin, and the answer is the spec's rule for /dev/null, a pipe and a terminal.
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'
import {mkdtemp, readFile, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {CLI_BIN, cliEnv, tempHome} from '../helpers/cli.js'

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
    child.stdout.on('data', (d) => {
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
