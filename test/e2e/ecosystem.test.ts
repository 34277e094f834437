/**
 * The shell ecosystem end to end (real bin/run.js, real service, temp HOME): completion scripts,
 * "did you mean" for mistyped commands (prompt on a TTY, never a hang without one), colour only
 * on a terminal that wants it, tables that fit the terminal, JSON never reshaped for the terminal.
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'
import {readFile, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {CLI_BIN, cliEnv, runCli, tempHome} from '../helpers/cli.js'
import {KEYS, spawnPty, stripAnsi} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'

const ANSI = /\u001B\[[0-9;]*m/

/**
 * Runs svc in a pseudo-terminal to the end and returns the raw screen bytes (the shared helper
 * strips escape codes, which is what these tests look for). NO_COLOR is unset unless given.
 */
async function ptyRun(args: string[], env: NodeJS.ProcessEnv): Promise<{code: number; raw: string; text: string}> {
  const pty = await import('@lydell/node-pty')
  const fullEnv = cliEnv(await tempHome(), env)
  if (!('NO_COLOR' in env)) delete fullEnv.NO_COLOR
  const proc = pty.spawn(process.execPath, [CLI_BIN, ...args], {cols: 200, env: fullEnv as Record<string, string>, name: fullEnv.TERM ?? 'xterm-256color', rows: 40})
  let raw = ''
  proc.onData((data) => {
    raw += data
  })
  const code = await new Promise<number>((resolve) => {
    proc.onExit(({exitCode}) => resolve(exitCode))
  })
  return {code, raw, text: stripAnsi(raw)}
}

describe('e2e: shell completion (svc autocomplete)', function () {
  this.timeout(60_000)
  let home: string

  before(async () => {
    home = await tempHome()
  })

  for (const shell of ['bash', 'zsh', 'powershell']) {
    it(`prints setup instructions for ${shell}, exit 0`, async () => {
      const result = await runCli(['autocomplete', shell], {home})
      expect(result.code, result.stderr).to.equal(0)
      expect(result.stdout).to.include('Setup Instructions for SVC CLI Autocomplete')
      expect(result.stdout).to.include(`svc autocomplete script ${shell}`)
    })
  }

  it('generates completion functions that know svc commands and their flags', async () => {
    expect((await runCli(['autocomplete', 'bash'], {home})).code).to.equal(0)
    const cache = join(home, '.cache', 'svc', 'autocomplete', 'functions')
    const bash = await readFile(join(cache, 'bash', 'svc.bash'), 'utf8')
    expect(bash).to.include('files:list')
    expect(bash).to.include('--space')
    expect(await readFile(join(cache, 'zsh', '_svc'), 'utf8')).to.include('files')
    expect(await readFile(join(cache, 'powershell', 'svc.ps1'), 'utf8')).to.include('files')
  })

  it('`autocomplete script bash` prints the line that sources the setup file', async () => {
    const result = await runCli(['autocomplete', 'script', 'bash'], {home})
    expect(result.code).to.equal(0)
    const match = /SVC_AC_BASH_SETUP_PATH=(\S+) && test -f/.exec(result.stdout)
    expect(match, result.stdout).not.to.equal(null)
    expect(await readFile(match![1], 'utf8')).to.include('svc.bash')
  })
})

describe('e2e: did you mean (mistyped commands)', function () {
  this.timeout(60_000)

  it('without a TTY: says the command does not exist, exit 127, never waits for an answer', async () => {
    const started = Date.now()
    const result = await runCli(['fils', 'list'], {timeoutMs: 20_000})
    expect(result.code).to.equal(127)
    // The suggestion without a prompt (issue 11, C2).
    expect(result.stderr).to.equal('Error: `fils list` is not a svc command. Did you mean `files list`?\n  Run `svc help` for a list of commands.\n')
    expect(Date.now() - started).to.be.lessThan(15_000)
  })

  it('on a TTY: suggests the closest command; declining exits 127', async () => {
    const pty = await spawnPty(['fils', 'list'], {home: await tempHome()})
    await pty.expect('Did you mean files list? (Y/n)')
    pty.write(`n${KEYS.enter}`)
    expect(await pty.exit()).to.equal(127)
  })

  it('on a TTY: accepting the suggestion runs it', async () => {
    const pty = await spawnPty(['hepl'], {home: await tempHome()})
    await pty.expect('Did you mean help? (Y/n)')
    pty.write(KEYS.enter)
    await pty.expect('TOPICS')
    expect(await pty.exit()).to.equal(0)
  })
})

describe('e2e: colour and terminal width', function () {
  this.timeout(60_000)
  let service: TestService
  let key: string

  before(async () => {
    service = await startTestService()
    key = (JSON.parse(await service.admin(['demo'])) as {api_key: string}).api_key
  })
  after(async () => service?.stop())

  const env = (extra: NodeJS.ProcessEnv = {}) => ({SVC_API_KEY: key, SVC_URL: service.url, ...extra})

  it('uses colour on a terminal, in data and errors (so the checks below are not vacuous)', async () => {
    const list = await ptyRun(['files', 'list'], env())
    expect(list.code).to.equal(0)
    expect(list.raw).to.match(ANSI)
    const failed = await ptyRun(['files', 'show', '999999'], env())
    expect(failed.code).to.equal(1)
    expect(failed.raw).to.match(/\u001B\[31mError:/)
  })

  it('NO_COLOR: no ANSI codes on a terminal, in data, help or errors', async () => {
    for (const args of [['files', 'list'], ['files', 'list', '--help'], ['files', 'show', '999999']]) {
      const result = await ptyRun(args, env({NO_COLOR: '1'}))
      expect(result.text, args.join(' ')).not.to.equal('')
      expect(result.raw, args.join(' ')).not.to.match(ANSI)
    }
  })

  it('TERM=dumb: no ANSI codes on a terminal', async () => {
    for (const args of [['files', 'list'], ['files', 'list', '--help'], ['files', 'show', '999999']]) {
      const result = await ptyRun(args, env({TERM: 'dumb'}))
      expect(result.text, args.join(' ')).not.to.equal('')
      expect(result.raw, args.join(' ')).not.to.match(ANSI)
    }
  })

  it('not a TTY: no ANSI codes on stdout or stderr, even without NO_COLOR', async () => {
    const list = await runCli(['files', 'list'], {env: env({NO_COLOR: ''})})
    expect(list.code).to.equal(0)
    expect(list.stdout + list.stderr).not.to.match(ANSI)
    const failed = await runCli(['files', 'show', '999999'], {env: env({NO_COLOR: ''})})
    expect(failed.code).to.equal(1)
    expect(failed.stderr).to.match(/^Error: /)
    expect(failed.stderr).not.to.match(ANSI)
  })

  it('piped, the table is never cut, whatever COLUMNS says (a terminal fits it: test/e2e/pty-rough-edges.test.ts)', async () => {
    const narrow = await runCli(['files', 'list'], {env: env({COLUMNS: '60'})})
    expect(narrow.code).to.equal(0)
    expect(narrow.stdout).to.not.include('…')
    const wide = await runCli(['files', 'list'], {env: env({COLUMNS: '250'})})
    expect(wide.stdout).to.equal(narrow.stdout)
  })

  it('never reshapes JSON for the terminal: same data, whatever COLUMNS', async () => {
    const narrow = await runCli(['files', 'list', '--format', 'json'], {env: env({COLUMNS: '40'})})
    const wide = await runCli(['files', 'list', '--format', 'json'], {env: env({COLUMNS: '250'})})
    expect(narrow.stdout).to.equal(wide.stdout)
    const documents = JSON.parse(narrow.stdout) as {id: number; file_name: string}[]
    expect(documents.length).to.be.greaterThan(0)
    expect(documents.every((d) => Number.isInteger(d.id) && !d.file_name.includes('…'))).to.equal(true)
  })
})

describe('e2e: the @oclif/core start-up bundle', function () {
  this.timeout(60_000)
  let preload: string

  before(async () => {
    // Reports, at exit, how many files of the installed @oclif/core the process loaded.
    preload = join(await tempHome(), 'count-oclif.mjs')
    await writeFile(
      preload,
      "import {createRequire} from 'node:module'\nconst require = createRequire(import.meta.url)\nprocess.on('exit', () => process.stderr.write(`\\nOCLIF_CORE_FILES=${Object.keys(require.cache).filter((k) => k.includes('/node_modules/@oclif/core/')).length}\\n`))\n",
    )
  })

  const coreFiles = (stderr: string) => Number(/OCLIF_CORE_FILES=(\d+)/.exec(stderr)?.[1])

  it('runs one oclif per process: commands, oclif plugins and help all use the bundle', async () => {
    for (const args of [['--version'], ['files', 'list', '--help'], ['plugins'], ['help', 'files'], ['report', 'policy', '--json']]) {
      const result = await runCli(args, {env: {NODE_OPTIONS: `--import ${preload}`}})
      expect(coreFiles(result.stderr), args.join(' ')).to.equal(0)
    }

    // Without the bundle, the installed @oclif/core is what runs (so the check above is not vacuous).
    const unbundled = await runCli(['--version'], {env: {NODE_OPTIONS: `--import ${preload}`, SVC_OCLIF_BUNDLE: '0'}})
    expect(coreFiles(unbundled.stderr)).to.be.greaterThan(10)
  })

  it('prints exactly what the installed @oclif/core prints', async () => {
    for (const args of [['--version'], ['--help'], ['files', 'list', '--help'], ['plugins', 'install', '--help'], ['autocomplete', '--help']]) {
      const [bundled, unbundled] = await Promise.all([runCli(args), runCli(args, {env: {SVC_OCLIF_BUNDLE: '0'}})])
      expect(bundled.code, args.join(' ')).to.equal(0)
      expect(bundled.stdout, args.join(' ')).to.equal(unbundled.stdout)
    }
  })
})

describe('e2e: a reader that goes away (svc ... | head -1)', function () {
  this.timeout(60_000)

  /** Runs svc with stdout a pipe whose reader closes at once; returns the exit code and stderr. */
  async function closedPipe(bin: string, args: string[]): Promise<{code: null | number; stderr: string}> {
    const child = spawn(process.execPath, [bin, ...args], {env: cliEnv(await tempHome()), stdio: ['ignore', 'pipe', 'pipe']})
    child.stdout.destroy()
    let stderr = ''
    child.stderr.on('data', (d) => {
      stderr += d
    })
    const code = await new Promise<null | number>((resolve) => child.once('close', resolve))
    return {code, stderr}
  }

  it('ends quietly with exit 0, not with an "unsettled top-level await" (exit 13)', async () => {
    for (const args of [['files', 'list', '--help'], ['--help'], ['--version']]) {
      const result = await closedPipe(CLI_BIN, args)
      expect(result.stderr, args.join(' ')).not.to.include('unsettled top-level await')
      expect(result.code, args.join(' ')).to.equal(0)
    }
  })
})
