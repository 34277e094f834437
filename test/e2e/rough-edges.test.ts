/**
 * Issue 11, group C (the rough edges a new user found), end to end: the built bin/run.js as a
 * child process with piped standard streams (no terminal), against the real service. The
 * interactive items (prompts, Ctrl-C, spinner, terminal tables): pty-rough-edges.test.ts.
 */
import {expect} from 'chai'
import {spawnSync} from 'node:child_process'
import {existsSync} from 'node:fs'
import {join} from 'node:path'

import {CLI_BIN, cliEnv, runCli, tempHome} from '../helpers/cli.js'
import {cliFor, json} from '../helpers/e2e.js'
import {pdfFolder} from '../helpers/pdfs.js'
import {ROOT, startTestService, type TestService} from '../helpers/service.js'
import {createSpace, seedDossier} from './validate-fixtures.js'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/
/** Node 20 (the distribution's), to check the version refusal; the tests that need it are skipped without it. */
const OLD_NODE = ['/usr/bin/node', '/bin/node'].find((path) => existsSync(path) && /^v(1\d|2[01])\./.test(spawnSync(path, ['--version'], {encoding: 'utf8'}).stdout))

describe('e2e: rough edges a new user found (issue 11 C)', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    key = await service.createKey('newcomer@example.com')
    svc = cliFor(service, key)
  })

  after(async () => service?.stop())

  describe('the command line', () => {
    it('C1: an extra argument is "Unexpected argument: foo", exit 2, not an unknown command', async () => {
      const list = await svc(['files', 'list', 'foo'])
      expect(list.code).to.equal(2)
      expect(list.stderr).to.equal('Error: Unexpected argument: foo\n  See `svc files list --help`.\n')
      const status = await svc(['auth', 'status', 'extra', '--format', 'json'])
      expect(status.code).to.equal(2)
      expect(status.stderr.split('\n')[0]).to.equal('Error: Unexpected argument: extra')
      // Commands that take an argument say the same.
      const show = await svc(['files', 'show', '1', '2'])
      expect(show.code).to.equal(2)
      expect(show.stderr).to.match(/Unexpected argument: 2/)
    })

    it('C2: a mistyped command without a terminal: "Did you mean `files list`?", exit 127, no prompt', async () => {
      const started = Date.now()
      const {code, stderr, stdout} = await svc(['fils', 'list'])
      expect(code).to.equal(127)
      expect(stdout).to.equal('')
      expect(stderr).to.equal('Error: `fils list` is not a svc command. Did you mean `files list`?\n  Run `svc help` for a list of commands.\n')
      // Nothing waited for an answer.
      expect(Date.now() - started).to.be.below(20_000)
      const topic = await svc(['spaces', 'lst'])
      expect(topic.code).to.equal(127)
      expect(topic.stderr).to.include('Did you mean `spaces list`?')
    })

    it('C4: an invalid SVC_ON_AMBIGUOUS exits 2 like the flag, before any request', async () => {
      const space = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'
      for (const args of [['validate', space], ['chat', 'loyer'], ['resume', 'svc1.e30']]) {
        const {code, stderr} = await svc(args, {env: {SVC_ON_AMBIGUOUS: 'prompts', SVC_URL: 'http://127.0.0.1:9'}})
        expect(code, `${args[0]}: ${stderr}`).to.equal(2)
        expect(stderr).to.match(/^Error: --on-ambiguous: SVC_ON_AMBIGUOUS must be one of: prompt, fail, dump, pick-first, fail-with-token, resume-file; got "prompts"\./)
      }
    })

    it('C5: -h works as --help everywhere (root, topics, commands)', async () => {
      for (const args of [['-h'], ['files', '-h'], ['files', 'list', '-h'], ['validate', '-h'], ['auth', 'login', '-h'], ['upload-batch', '-h']]) {
        const short = await runCli(args)
        const long = await runCli(args.map((arg) => (arg === '-h' ? '--help' : arg)))
        expect(short.code, `${args.join(' ')}: ${short.stderr}`).to.equal(0)
        expect(short.stdout).to.include('USAGE')
        expect(short.stdout).to.equal(long.stdout)
      }
    })

    it('C20: the root help has a getting-started section and examples', async () => {
      for (const args of [[], ['--help']]) {
        const {code, stdout} = await runCli(args)
        expect(code).to.equal(0)
        expect(stdout).to.include('GETTING STARTED').and.include('1. svc auth login').and.include('svc validate <id>')
        expect(stdout).to.include('EXAMPLES').and.include('$ svc files list --all --format json')
        expect(stdout.indexOf('GETTING STARTED')).to.be.below(stdout.indexOf('COMMANDS'))
      }
    })
  })

  describe('data commands', () => {
    let space: string
    let ids: number[]
    before(async () => {
      space = await createSpace(service, key, 'A dossier with a rather long name that a table would cut')
      const folder = await pdfFolder({'attestation-de-domicile-de-monsieur-dupont-2026.pdf': 1, 'b.pdf': 1, 'c.pdf': 1})
      ids = json<{id: number}[]>(await svc(['upload-batch', folder, '--space', space, '-f', 'json'])).map((r) => r.id)
    })

    it('C3: piped tables are never cut (UUIDs and names whole), whatever COLUMNS says', async () => {
      for (const columns of ['60', '250']) {
        const {code, stdout} = await svc(['files', 'list', '--space', space], {env: {COLUMNS: columns}})
        expect(code).to.equal(0)
        expect(stdout).to.include('attestation-de-domicile-de-monsieur-dupont-2026.pdf').and.include(space)
        expect(stdout).to.not.include('…')
      }

      const spaces = await svc(['spaces', 'list'], {env: {COLUMNS: '40'}})
      expect(spaces.stdout).to.include('A dossier with a rather long name that a table would cut').and.include(space)
    })

    it('C16: files list without --all says on stderr that more pages exist and how to get them', async () => {
      const first = await svc(['files', 'list', '--space', space, '--limit', '2', '-f', 'json'])
      expect(json<unknown[]>(first)).to.have.length(2)
      expect(first.stderr).to.equal('2 of 3 shown; use --all or --offset 2\n')
      const rest = await svc(['files', 'list', '--space', space, '--limit', '2', '--offset', '2'])
      expect(rest.stderr).to.equal('')
      const all = await svc(['files', 'list', '--space', space, '--all'])
      expect(all.stderr).to.equal('')
      const french = await svc(['files', 'list', '--space', space, '--limit', '1'], {env: {LANG: 'fr_FR.UTF-8'}})
      expect(french.stderr).to.equal('1 sur 3 affichés ; utilisez --all ou --offset 1\n')
      expect(ids).to.have.length(3)
    })

    it('C19: upload-batch to a space that does not exist fails once, in one line, before sending anything', async () => {
      const folder = await pdfFolder({'one.pdf': 1, 'two.pdf': 1, 'three.pdf': 1})
      const missing = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'
      const {code, stderr, stdout} = await svc(['upload-batch', folder, '--space', missing])
      expect(code).to.equal(1)
      expect(stdout).to.equal('')
      expect(stderr.match(/^Error: /gm)).to.have.length(1)
      expect(stderr).to.include(`Error: Space ${missing} does not exist or is not one of yours; nothing was uploaded.`)
      expect(stderr).to.not.include('one.pdf')
      // Nothing reached the service.
      const list = json<{file_name: string}[]>(await svc(['files', 'list', '--all', '-f', 'json']))
      expect(list.map((d) => d.file_name)).to.not.include('one.pdf')
    })
  })

  describe('validate', () => {
    it('C14 + C15: a failed thematic lists each failed requirement with its reason; English runs show thematic labels, not slugs', async () => {
      const {space} = await seedDossier(service, key, {variant: 'expired'})
      const {code, stderr, stdout} = await svc(['validate', space, '--language', 'en', '--level', '1'])
      expect(code, stderr).to.equal(0)
      // The failing thematic, then its requirement ID-02's reason on a line of its own.
      expect(stdout).to.match(/^ {2}✗ .+\n {4}✗ .+: .+$/m)
      const summary = stdout.split('\n').find((line) => /documents classified:/.test(line))!
      expect(summary).to.not.match(/\b(identite|domicile|societe|urssaf|fiscal|assurance|banque|revenus)\b/)
      expect(summary).to.match(/[A-Z][a-z]+/)
    })

    it('C7: the CLI words follow --language, else the run language, else the locale; never mixed with the service words', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      // No --language: the service speaks French, and so does svc (not "niveau both").
      const french = await svc(['validate', space, '--level', '1'], {env: {LANG: 'en_US.UTF-8'}})
      expect(french.code, french.stderr).to.equal(0)
      expect(french.stdout.split('\n')[0]).to.match(/^Validation du dossier .+ : run .+, niveau N1, \d+ documents/)
      expect(french.stdout).to.include('Verdict global : ✓ conforme').and.include('Rapport : svc reports get')
      expect(french.stdout).to.not.match(/\blevel\b|Global verdict|Report:/)
      const english = await svc(['validate', space, '--level', '1', '--language', 'en'], {env: {LANG: 'fr_FR.UTF-8'}})
      expect(english.stdout.split('\n')[0]).to.match(/^Validating dossier .+: run .+, level N1, \d+ documents/)
      expect(english.stdout).to.include('Global verdict: ✓ pass').and.not.include('Verdict global')
      // The run's language (the service's default, French) wins over an English locale, in the error too.
      const empty = await createSpace(service, key, 'Empty')
      const failedFr = await svc(['validate', empty], {env: {LANG: 'C.UTF-8'}})
      expect(failedFr.code).to.equal(1)
      expect(failedFr.stderr).to.match(/^Error: Échec du run de validation \S+ : /m).and.include('Pour reprendre : svc validate')
    })

    it('C9: a pause is said once, with the exact svc command that answers it; a failure too, without protocol jargon', async () => {
      const {space} = await seedDossier(service, key, {variant: 'missing'})
      const paused = await svc(['validate', space, '--language', 'en', '--on-ambiguous', 'fail'])
      expect(paused.code).to.equal(1)
      expect(paused.stdout).to.not.match(/Paused|⏸/)
      const runId = UUID.exec(/--run-id (\S+)/.exec(paused.stderr)![1])![0]
      expect(paused.stderr).to.match(/^Error: The run is paused: .+ \(missing_document, correlation_id \S+\)\.$/m)
      expect(paused.stderr).to.include(`  To answer: svc validate ${space} --run-id ${runId} (in a terminal), or add --on-ambiguous dump to see the form.`)
      expect(paused.stderr.match(/missing_document/g)).to.have.length(1)
      expect(`${paused.stdout}${paused.stderr}`).to.not.match(/re-call|hitl_response/)
      const empty = await createSpace(service, key, 'Empty')
      const failed = await svc(['validate', empty, '--language', 'en'])
      expect(failed.code).to.equal(1)
      expect(`${failed.stdout}${failed.stderr}`.match(/holds no document/g)).to.have.length(1)
      expect(`${failed.stdout}${failed.stderr}`).to.not.match(/re-call/)
      expect(failed.stderr).to.match(new RegExp(`Resume with: svc validate ${empty} --run-id ${UUID.source}`))
    })

    it('C10: reports get prints one JSON line when piped (a terminal gets it indented: pty-rough-edges.test.ts)', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const run = json<{run_id: string}>(await svc(['validate', space, '--level', '1', '--json']))
      const piped = await svc(['reports', 'get', run.run_id])
      expect(piped.code).to.equal(0)
      expect(piped.stdout.trimEnd().split('\n')).to.have.length(1)
      expect(JSON.parse(piped.stdout)).to.deep.equal(run)
    })
  })

  describe('Node.js older than 22', () => {
    before(function () {
      if (!OLD_NODE) this.skip()
    })

    it('C12: svc says in one line what to install, exit 1 (no stack trace)', () => {
      const result = spawnSync(OLD_NODE!, [CLI_BIN, 'files', 'list'], {encoding: 'utf8', env: cliEnv('/nonexistent')})
      expect(result.status).to.equal(1)
      expect(result.stdout).to.equal('')
      expect(result.stderr.trimEnd().split('\n')).to.have.length(1)
      expect(result.stderr).to.match(/^svc needs Node\.js 22 or newer; this is Node\.js v\d+\.\d+\.\d+\. Install Node\.js 22 LTS or newer/)
    })

    it('C12: the demo (npm run demo runs the same check first) says it in one line too, before starting anything', async () => {
      for (const script of [join(ROOT, 'scripts', 'demo.mjs'), join(ROOT, 'scripts', 'lib', 'require-node.mjs')]) {
        const result = spawnSync(OLD_NODE!, [script], {encoding: 'utf8', env: cliEnv(await tempHome()), timeout: 30_000})
        expect(result.status, result.stderr).to.equal(1)
        expect(result.stdout).to.equal('')
        expect(result.stderr.trimEnd().split('\n')).to.have.length(1)
        expect(result.stderr).to.match(/^This needs Node\.js 22 or newer \(package\.json engines: ">=22"\); this is Node\.js v\d+.+npm ci && npm run demo/)
      }

      const pkg = JSON.parse(spawnSync(process.execPath, ['-p', 'JSON.stringify(require("./package.json").scripts)'], {cwd: ROOT, encoding: 'utf8'}).stdout) as {demo: string}
      expect(pkg.demo.startsWith('node scripts/lib/require-node.mjs && ')).to.equal(true)
    })
  })
})
