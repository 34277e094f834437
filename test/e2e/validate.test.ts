/**
 * End-to-end tests of `svc validate` and `svc reports get`: the built bin/run.js as a child
 * process (a pipe, or a pseudo-terminal for the forms) against the real service (a child process
 * too), on generated dossiers uploaded through the gateway batch upload.
 */
import {expect} from 'chai'

import {spawn} from 'node:child_process'

import {CLI_BIN, cliEnv, runCli} from '../helpers/cli.js'
import {KEYS, spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'
import {createSpace, documentFile, seedDossier, startBreakingProxy, uploadFile, TODAY} from './validate-fixtures.js'
import {makeDocument} from '../../server/src/fixtures/dossier.js'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

describe('svc validate (end to end)', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let env: NodeJS.ProcessEnv
  before(async () => {
    service = await startTestService()
    key = await service.createKey('validate@x.test')
    env = {SVC_API_KEY: key, SVC_URL: service.url}
  })
  after(async () => service?.stop())

  const validate = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(['validate', ...args], {env: {...env, ...extra}})

  describe('outcomes and rendering', () => {
    it('a clean pass: header, phase banners, classification summary, [N1/i/total], glyphs, N1 recap, N2, global verdict and run_id; exit 0', async () => {
      const {count, space} = await seedDossier(service, key, {variant: 'valid'})
      const {code, stderr, stdout} = await validate([space])
      expect(code, stderr).to.equal(0)
      const runId = UUID.exec(stdout.split('\n')[0].split('run ')[1])![0]
      expect(stdout.split('\n')[0]).to.include(`Validation du dossier ${space}`).and.include(`niveau N1 + N2, ${count} documents`)
      expect(stdout).to.include('── Classification ──').and.include(`${count} documents classés`)
      expect(stdout).to.include('── N1 : exigences par thématique ──').and.include('── N2 : règles inter-documents ──')
      expect(stdout).to.match(/\[N1\/1\/8\] /).and.match(/\[N1\/8\/8\] /)
      expect(stdout).to.match(/^ {2}✓ .+: /m)
      expect(stdout).to.include('Bilan N1')
      expect(stdout).to.include('Verdict global : ✓ conforme')
      expect(stdout).to.include(`run_id: ${runId}`)
      // Not verbose: no per-document bullets, no provenance, no per-requirement lines.
      expect(stdout).to.not.include('  • ').and.not.include('↳')
    })

    it('--verbose adds per-document classification, extraction provenance and per-requirement N1 verdicts', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const {code, stdout} = await validate([space, '--verbose', '--level', '1'])
      expect(code).to.equal(0)
      expect(stdout).to.match(/ {2}• \S+\.pdf → .+ \d+%/)
      expect(stdout).to.match(/ {4}↳ \w+ = .+ \(#\d+ p\.1, pdf-text, \d+%\)/)
      expect(stdout).to.match(/^ {4}✓ .+: /m)
    })

    it('a non-compliant dossier completes with a failing verdict: ✗ and exit 0 (complete is not pass)', async () => {
      const {space} = await seedDossier(service, key, {variant: 'expired'})
      const {code, stdout} = await validate([space])
      expect(code).to.equal(0)
      expect(stdout).to.match(/^ {2}✗ /m)
      expect(stdout).to.include('Verdict global : ✗ non conforme')
    })

    it('a failed run (empty dossier): validate:failed with the resume hint, exit 1', async () => {
      const space = await createSpace(service, key, 'Empty')
      const {code, stderr, stdout} = await validate([space, '--language', 'en'])
      expect(code).to.equal(1)
      // Said once (issue 11, C9): the error, not also a rendered line with the service's protocol hint.
      expect(stdout).to.not.include('The dossier holds no document').and.not.include('re-call')
      expect(stderr).to.match(/^Error: Validation run \S+ failed: The dossier holds no document\./m)
      expect(stderr.match(/holds no document/g)).to.have.length(1)
      expect(stderr).to.match(new RegExp(`Resume with: svc validate ${space} --run-id ${UUID.source}`))
    })

    it('--level 1 runs the N1 thematics only; --level 2 the N2 rules only', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const one = await validate([space, '--level', '1'])
      expect(one.code).to.equal(0)
      expect(one.stdout).to.include('niveau N1,').and.include('[N1/1/8]')
      expect(one.stdout).to.not.include('── N2')
      const two = await validate([space, '--level', '2'])
      expect(two.code).to.equal(0)
      expect(two.stdout).to.include('niveau N2,').and.include('── N2 : règles inter-documents ──')
      expect(two.stdout).to.not.include('[N1/')
    })

    it('--language en: English messages and labels (French is the default)', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const {code, stdout} = await validate([space, '--language', 'en', '--level', '1'])
      expect(code).to.equal(0)
      expect(stdout).to.include(`Validating dossier ${space}`).and.include('[N1/1/8] Identity of the manager')
      expect(stdout).to.include('Global verdict: ✓ pass')
    })

    it('--json: no per-event output, the report on stdout, exit 0 (complete and failed alike)', async () => {
      const {space} = await seedDossier(service, key, {variant: 'expired'})
      const {code, stderr, stdout} = await validate([space, '--json'])
      expect(code, stderr).to.equal(0)
      const report = JSON.parse(stdout)
      expect(report).to.include({dossier_id: space, global_verdict: 'fail', status: 'complete'})
      expect(report.verdicts.thematics).to.have.length(8)
      expect(stdout).to.not.include('[N1/')

      const empty = await createSpace(service, key, 'Empty')
      const failed = await validate([empty, '--json'])
      expect(failed.code).to.equal(0)
      expect(JSON.parse(failed.stdout)).to.include({status: 'failed'})

      // The same report later with `svc reports get`, identical on every call.
      const got = await runCli(['reports', 'get', report.run_id], {env})
      expect(got.code).to.equal(0)
      expect(JSON.parse(got.stdout)).to.deep.equal(report)
      const again = await runCli(['reports', 'get', report.run_id], {env})
      expect(again.stdout).to.equal(got.stdout)
      const markdown = await runCli(['reports', 'get', report.run_id, '--format', 'markdown'], {env})
      expect(markdown.code).to.equal(0)
      expect(markdown.stdout).to.match(/^# /).and.include(report.run_id)
    })

    it('survives a broken stream: re-calls with the run_id and finishes', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const proxy = await startBreakingProxy(service.url)
      try {
        const {code, stderr, stdout} = await validate([space, '--level', '1'], {SVC_URL: proxy.url})
        expect(proxy.cuts).to.equal(1)
        expect(stderr, stderr + stdout).to.include('The event stream broke; re-calling with run_id')
        expect(code, stderr).to.equal(0)
        expect(stdout).to.include('Verdict global')
        // The header is shown once: replayed events are not rendered twice.
        expect(stdout.match(/Validation du dossier/g)).to.have.length(1)
      } finally {
        await proxy.close()
      }
    })

    it('Ctrl-C while the run streams: exit 130 with the run_id and the resume command; the run goes on in the service', async () => {
      const {space} = await seedDossier(service, key, {variant: 'valid'})
      const proxy = await startBreakingProxy(service.url, {stall: true})
      try {
        const child = spawn(process.execPath, [CLI_BIN, 'validate', space], {env: cliEnv(await tempHomeDir(), {...env, SVC_URL: proxy.url}), stdio: ['pipe', 'pipe', 'pipe']})
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (d) => (stdout += d))
        child.stderr.on('data', (d) => (stderr += d))
        const exited = new Promise<null | number>((resolve) => child.once('close', resolve))
        while (!stdout.includes('Validation du dossier')) await new Promise((resolve) => setTimeout(resolve, 50))
        child.kill('SIGINT')
        expect(await exited).to.equal(130)
        const runId = UUID.exec(stdout.split('run ')[1])![0]
        expect(stderr).to.include(`Run ${runId} goes on in the service. Resume with: svc validate ${space} --run-id ${runId}`)
        // The run goes on without the client: its report exists once it completes (409 until
        // then), which a loaded machine may take a few seconds more than the CLI took to exit.
        let report = await runCli(['reports', 'get', runId], {env})
        for (let tries = 0; tries < 60 && report.code !== 0 && report.stderr.includes('is still running'); tries++) {
          await new Promise((resolve) => setTimeout(resolve, 500))
          report = await runCli(['reports', 'get', runId], {env})
        }

        expect(report.code, report.stderr).to.equal(0)
        expect(JSON.parse(report.stdout).status).to.equal('complete')
      } finally {
        await proxy.close()
      }
    })

    it('a stream that keeps breaking: 3 re-calls, then exit 1 with the resume hint', async () => {
      const {space} = await seedDossier(service, key, {variant: 'missing'})
      const paused = await validate([space, '--on-ambiguous', 'fail'])
      const runId = /--run-id (\S+)/.exec(paused.stderr)![1]
      const down = await validate([space, '--run-id', runId], {SVC_URL: 'http://127.0.0.1:9'})
      expect(down.code).to.equal(1)
      expect(down.stderr.match(/re-calling with run_id/g)).to.have.length(3)
      expect(down.stderr).to.include(`Resume with: svc validate ${space} --run-id ${runId}`)
    })
  })

  describe('pauses under fail, dump and --json', () => {
    it('fail (the default without a TTY): exit 1 with the correlation id and the exact resume command', async () => {
      const {space} = await seedDossier(service, key, {variant: 'missing'})
      const {code, stderr, stdout} = await validate([space])
      expect(code).to.equal(1)
      // One message (issue 11, C9), in the run's language: the question and the command that answers it.
      expect(stdout).to.not.include('En pause').and.not.include('Paused')
      const runId = /correlation_id (\S+):1/.exec(stderr)![1]
      expect(stderr).to.match(/^Error: Le run est en pause : Aucun document pour la thématique .+ \(missing_document, correlation_id \S+\)\.$/m)
      expect(stderr).to.include(`Pour répondre : svc validate ${space} --run-id ${runId} (dans un terminal)`)
      const explicit = await validate([space, '--on-ambiguous', 'fail'])
      expect(explicit.code).to.equal(1)
    })

    it('dump: the chat_prompt JSON alone on stdout, exit 0', async () => {
      const {space} = await seedDossier(service, key, {variant: 'near_miss'})
      const {code, stderr, stdout} = await validate([space, '--on-ambiguous', 'dump'])
      expect(code, stderr).to.equal(0)
      const prompt = JSON.parse(stdout)
      expect(prompt).to.include({event: 'chat_prompt', type: 'form', waiting_for: 'rule_clarification'})
      expect(prompt.correlation_id).to.equal(`${prompt.run_id}:1`)
      expect(prompt.config.fields.map((f: {name: string}) => f.name)).to.deep.equal(['decision', 'note'])
      // The rendering went to stderr so that stdout stays JSON.
      expect(stderr).to.include('Bilan N1')
    })

    it('--json with a pause under fail: exit code suppressed (0), a JSON description of the pause on stdout', async () => {
      const {space} = await seedDossier(service, key, {variant: 'missing'})
      const {code, stderr, stdout} = await validate([space, '--json', '--on-ambiguous', 'fail'])
      expect(code).to.equal(0)
      const pause = JSON.parse(stdout)
      expect(pause).to.include({dossier_id: space, status: 'paused', waiting_for: 'missing_document'})
      expect(pause.resume).to.equal(`svc validate ${space} --run-id ${pause.run_id}`)
      expect(pause.prompt.type).to.equal('form')
      // In the run's language (French, the service's default): issue 11, C7.
      expect(stderr).to.include('code de sortie neutralisé par --json')
    })

    it('--run-id resumes a paused run (Mode A after uploading the missing document) and completes', async () => {
      const {space} = await seedDossier(service, key, {overrides: {missing: 'attestation_rc_pro'}, variant: 'missing'})
      const paused = await validate([space])
      const runId = /--run-id (\S+)/.exec(paused.stderr)![1]
      const doc = await makeDocument('attestation_rc_pro', {refDate: TODAY})
      await uploadFile(service, key, space, doc.name, doc.bytes)
      const {code, stdout} = await validate([space, '--run-id', runId])
      expect(code).to.equal(0)
      expect(stdout).to.include(`run ${runId}`).and.include('reprise')
      expect(stdout).to.include('Verdict global')
    })
  })

  describe('forms in a terminal (--on-ambiguous prompt, the TTY default)', () => {
    it('missing_document: a path typed in the form is uploaded to the dossier, then the run completes', async () => {
      const {space} = await seedDossier(service, key, {overrides: {missing: 'attestation_rc_pro'}, variant: 'missing'})
      const path = await documentFile('attestation_rc_pro')
      const pty = await spawnPty(['validate', space], {env, home: await tempHomeDir()})
      await pty.expect('Document manquant')
      // The CLI's own words in the run's language too (issue 11, C7).
      await pty.expect('[chemin, ou « skip » / « abandon »]')
      pty.write(`${path}${KEYS.enter}`)
      await pty.expect('Envoi de')
      await pty.expect('Verdict global')
      expect(await pty.exit()).to.equal(0)
      expect(pty.output()).to.include('reprise')
    })

    it('classification_correction: pick the type in the list (after --run-id shows the same question), then it completes', async () => {
      const {space, truth} = await seedDossier(service, key, {variant: 'ambiguous'})
      const dumped = JSON.parse((await validate([space, '--on-ambiguous', 'dump'])).stdout)
      const wanted = truth.expected.pauses[0].answer!.document_type as string
      const index = dumped.config.fields[0].options.findIndex((o: {value: string}) => o.value === wanted)
      expect(index).to.be.greaterThan(-1)
      const pty = await spawnPty(['validate', space, '--run-id', dumped.run_id, '--on-ambiguous', 'prompt'], {env, home: await tempHomeDir()})
      await pty.expect('Type de document')
      pty.write(KEYS.down.repeat(index))
      await new Promise((resolve) => setTimeout(resolve, 200))
      pty.write(KEYS.enter)
      await pty.expect('Verdict global')
      expect(await pty.exit()).to.equal(0)
      const report = JSON.parse((await runCli(['reports', 'get', dumped.run_id], {env})).stdout)
      expect(report.hitl[0].answer.document_type).to.equal(wanted)
      expect(report.documents.find((d: {method: string}) => d.method === 'human').document_type).to.equal(wanted)
    })

    it('rule_clarification (no --on-ambiguous: a TTY means prompt): accept and a note, then it completes', async () => {
      const {space} = await seedDossier(service, key, {variant: 'near_miss'})
      const pty = await spawnPty(['validate', space], {env, home: await tempHomeDir()})
      await pty.expect('Décision')
      pty.write(KEYS.enter)
      await pty.expect('Commentaire')
      pty.write(`même personne${KEYS.enter}`)
      await pty.expect('Verdict global')
      expect(await pty.exit()).to.equal(0)
      const runId = /run_id: (\S+)/.exec(pty.output())![1]
      const report = JSON.parse((await runCli(['reports', 'get', runId], {env})).stdout)
      expect(report.hitl.at(-1).answer).to.include({decision: 'accept', note: 'même personne'})
    })

    it('Ctrl-C at the form: exit 130 with the run_id and the resume command; the run stays paused', async () => {
      const {space} = await seedDossier(service, key, {variant: 'near_miss'})
      const pty = await spawnPty(['validate', space], {env, home: await tempHomeDir()})
      await pty.expect('Décision')
      pty.write(KEYS.ctrlC)
      expect(await pty.exit()).to.equal(130)
      const runId = /--run-id (\S+)/.exec(pty.output())![1]
      expect(pty.output()).to.include(`svc validate ${space} --run-id ${runId}`)
      const report = await fetch(`${service.url}/api/v1/reports/${runId}`, {headers: {'x-api-key': key}})
      expect(report.status).to.equal(409)
    })
  })

  describe('flags', () => {
    it('invalid --level, --on-ambiguous, --language and a non-UUID dossier_id exit 2', async () => {
      const space = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'
      for (const args of [[space, '--level', '3'], [space, '--on-ambiguous', 'nope'], [space, '--language', 'de'], ['not-a-uuid']]) {
        const {code, stderr} = await validate(args)
        expect(code, args.join(' ')).to.equal(2)
        expect(stderr).to.match(/^Error: /)
        expect(stderr).to.not.match(/\n\s+at /)
      }
    })

    it('--on-ambiguous pick-first exits 2 and says why', async () => {
      const {code, stderr} = await validate(['3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93', '--on-ambiguous', 'pick-first'])
      expect(code).to.equal(2)
      expect(stderr).to.include('pick-first is not available in validate: validate emits only form prompts, never choice prompts. Use prompt, fail, dump, fail-with-token or resume-file.')
    })

    it('an unknown dossier or a run of someone else: exit 1 with the service message', async () => {
      const {code, stderr} = await validate(['00000000-0000-4000-8000-000000000000', '--language', 'en'])
      expect(code).to.equal(1)
      expect(stderr).to.match(/^Error: Dossier 00000000-0000-4000-8000-000000000000 does not exist/m)
      const unknownReport = await runCli(['reports', 'get', 'nope'], {env})
      expect(unknownReport.code).to.equal(1)
      expect(unknownReport.stderr).to.include('(HTTP 404)')
    })
  })
})

async function tempHomeDir(): Promise<string> {
  const {tempHome} = await import('../helpers/cli.js')
  return tempHome()
}
