/**
 * End-to-end tests of the stateful HITL modes and `svc resume`: the built bin/run.js in separate
 * processes (a CI job that pauses, another that resumes) against the real service, for validate
 * and for chat: `--on-ambiguous fail-with-token` then `svc resume <token> --answer ...`, the
 * resume-file variant with `--file` (Mode A), `svc resume` without an answer under dump and
 * fail-with-token, stale tokens, and the form answered in a pseudo-terminal.
 */
import {mkdtemp, stat} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'

import {runCli, tempHome} from '../helpers/cli.js'
import {waitProcessed} from '../helpers/e2e.js'
import {KEYS, spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'
import {createSpace, documentFile, seedDossier} from './validate-fixtures.js'

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? ''

describe('svc resume and the stateful --on-ambiguous modes (end to end)', function () {
  this.timeout(120_000)
  let service: TestService
  let key: string
  let env: NodeJS.ProcessEnv
  before(async () => {
    service = await startTestService()
    key = await service.createKey('resume@x.test')
    env = {SVC_API_KEY: key, SVC_URL: service.url}
  })
  after(async () => service?.stop())

  // Each CI job is its own process with its own HOME: nothing is shared but the token or the file.
  const job = async (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, {env: {...env, ...extra}, home: await tempHome()})
  const report = async (runId: string) => {
    const res = await fetch(`${service.url}/api/v1/reports/${runId}`, {headers: {'x-api-key': key}})
    expect(res.status).to.equal(200)
    return (await res.json()) as {status: string; hitl: {waiting_for: string; answer: Record<string, unknown>}[]; documents: {file_name: string}[]}
  }

  describe('validate', () => {
    it('CI: one job pauses with fail-with-token (exit 1, the token on stdout\'s last line); another finishes with svc resume <token> --answer', async () => {
      const {space} = await seedDossier(service, key, {variant: 'near_miss'})
      const paused = await job(['validate', space, '--on-ambiguous', 'fail-with-token', '--language', 'en'])
      expect(paused.code, paused.stderr).to.equal(1)
      const token = lastLine(paused.stdout)
      expect(token).to.match(/^svc1\.[\w-]+$/)
      expect(paused.stderr).to.match(/^Error: The run is paused: .+ \(rule_clarification, correlation_id /m)
      expect(paused.stderr).to.include('Resume with: svc resume <token> --answer decision=<accept|reject> [--answer note=<text>]')
      // No secret inside: the key is nowhere in the token.
      const state = JSON.parse(Buffer.from(token.slice(5), 'base64url').toString('utf8'))
      expect(JSON.stringify(state)).to.not.include(key)
      expect(state).to.include({dossier_id: space, kind: 'validate', language: 'en', level: 'both', url: service.url, v: 1})

      const resumed = await job(['resume', token, '--answer', 'decision=accept', '--answer', 'note=same person'])
      expect(resumed.code, resumed.stderr).to.equal(0)
      expect(resumed.stdout).to.include(`Validating dossier ${space}: run ${state.run_id}`).and.include('resumed')
      expect(resumed.stdout).to.include('Global verdict: ✓ pass')
      const done = await report(state.run_id)
      expect(done.status).to.equal('complete')
      expect(done.hitl.at(-1)?.waiting_for).to.equal('rule_clarification')
      expect(done.hitl.at(-1)?.answer).to.include({decision: 'accept', note: 'same person'})

      // The same token again: the run has moved on.
      const stale = await job(['resume', token, '--answer', 'decision=reject'])
      expect(stale.code).to.equal(1)
      expect(stale.stderr).to.match(new RegExp(`^Error: Run ${state.run_id} has moved on: it is complete`, 'm'))
      expect(stale.stdout).to.equal('')
    })

    it('resume without an answer: dump prints the question (exit 0); fail-with-token exits 1 with a fresh token that still resumes; --json reports with the token', async () => {
      const {space} = await seedDossier(service, key, {variant: 'ambiguous'})
      const paused = await job(['validate', space, '--on-ambiguous', 'fail-with-token', '--json'])
      // As with fail, --json suppresses the exit code; the pause and its token are in the JSON.
      expect(paused.code, paused.stderr).to.equal(0)
      const pause = JSON.parse(paused.stdout)
      expect(pause).to.include({status: 'paused', waiting_for: 'classification_correction'})
      expect(pause.resume_token).to.match(/^svc1\./)

      const dumped = await job(['resume', pause.resume_token, '--on-ambiguous', 'dump'])
      expect(dumped.code, dumped.stderr).to.equal(0)
      expect(JSON.parse(dumped.stdout)).to.include({correlation_id: pause.correlation_id, event: 'chat_prompt', waiting_for: 'classification_correction'})

      // Without a TTY the default policy is fail: exit 1, the question said again, no token.
      const failed = await job(['resume', pause.resume_token])
      expect(failed.code).to.equal(1)
      expect(failed.stderr).to.include(`(classification_correction, correlation_id ${pause.correlation_id})`).and.match(/^Error: The run is paused: /m)
      const again = await job(['resume', pause.resume_token, '--on-ambiguous', 'fail-with-token'])
      expect(again.code).to.equal(1)
      const fresh = lastLine(again.stdout)
      expect(fresh).to.match(/^svc1\./)
      expect(again.stderr).to.include('Resume with: svc resume <token> --answer document_type=<')

      const bad = await job(['resume', fresh, '--answer', 'document_type=no_such_type'])
      expect(bad.code).to.equal(2)
      expect(bad.stderr).to.match(/^Error: --answer document_type: "no_such_type" is not one of /m)

      const done = await job(['resume', fresh, '--answer', 'document_type=attestation_vigilance', '--json'])
      expect(done.code, done.stderr).to.equal(0)
      const final = JSON.parse(done.stdout)
      expect(final).to.include({run_id: pause.run_id, status: 'complete'})
      expect(final.hitl[0].answer).to.include({document_type: 'attestation_vigilance'})
    })

    it('resume-file: the state in a 0600 file (its path printed, exit 1); svc resume <file> --file uploads the missing document (Mode A) and completes', async () => {
      const {space} = await seedDossier(service, key, {overrides: {missing: 'attestation_rc_pro'}, variant: 'missing'})
      const dir = await mkdtemp(join(tmpdir(), 'svc-resume-file-'))
      const file = join(dir, 'pause.json')
      const paused = await job(['validate', space, '--on-ambiguous', 'resume-file', '--resume-file', file])
      expect(paused.code, paused.stderr).to.equal(1)
      expect(lastLine(paused.stdout)).to.equal(file)
      // In the run's language (French, the service's default): issue 11, C7.
      expect(paused.stderr).to.include(`Pour reprendre : svc resume ${file} --file <path> (or --answer file=skip|abandon)`)
      expect((await stat(file)).mode & 0o777).to.equal(0o600)

      const document = await documentFile('attestation_rc_pro')
      const resumed = await job(['resume', file, '--file', document])
      expect(resumed.code, resumed.stderr).to.equal(0)
      expect(resumed.stderr).to.include(`Uploading ${document} to dossier ${space}`)
      expect(resumed.stdout).to.include('Verdict global')
      const runId = /run_id: (\S+)/.exec(resumed.stdout)![1]
      expect((await report(runId)).documents.map((d) => d.file_name)).to.include(document.split('/').at(-1))
    })

    it('a token for another service, a damaged token and a missing file are one-line usage errors (exit 2), nothing sent', async () => {
      const space = await createSpace(service, key, 'Empty')
      const state = {created_at: new Date().toISOString(), dossier_id: space, kind: 'validate', level: 'both', prompt: {type: 'form'}, run_id: 'r1', url: 'https://elsewhere.example', v: 1}
      const foreign = `svc1.${Buffer.from(JSON.stringify(state)).toString('base64url')}`
      const other = await job(['resume', foreign, '--answer', 'decision=accept'])
      expect(other.code).to.equal(2)
      expect(other.stderr).to.include(`Error: This resume state belongs to the service at https://elsewhere.example, but svc is configured for ${service.url}`)
      const damaged = await job(['resume', 'svc1.eyJ2Ijox'])
      expect(damaged.code).to.equal(2)
      expect(damaged.stderr).to.match(/^Error: The resume token is damaged|^Error: The resume token is not usable/m)
      const missing = await job(['resume', './no-such-file.json'])
      expect(missing.code).to.equal(2)
      expect(missing.stderr).to.include('is neither a resume token nor an existing file')
    })

    it('on a terminal, svc resume <token> shows the form and continues with the answer', async () => {
      const {space} = await seedDossier(service, key, {variant: 'near_miss'})
      const paused = await job(['validate', space, '--on-ambiguous', 'fail-with-token'])
      const token = lastLine(paused.stdout)
      const pty = await spawnPty(['resume', token], {env, home: await tempHome()})
      await pty.expect('Décision')
      pty.write(KEYS.enter)
      await pty.expect('Commentaire')
      pty.write(`vu au guichet${KEYS.enter}`)
      await pty.expect('Verdict global')
      expect(await pty.exit()).to.equal(0)
      const runId = /run_id: (\S+)/.exec(pty.output())![1]
      expect((await report(runId)).hitl.at(-1)?.answer).to.include({decision: 'accept', note: 'vu au guichet'})
    })
  })

  describe('chat', () => {
    let spaces: {dupont: string; martin: string}
    before(async () => {
      spaces = {dupont: await createSpace(service, key, 'Dossier Dupont'), martin: await createSpace(service, key, 'Dossier Martin')}
      await uploadText(service, key, spaces.dupont, {'facture.txt': 'Facture EDF. Montant total à payer : 142,50 euros. Échéance le 15 mars.'})
      await uploadText(service, key, spaces.martin, {'facture-orange.txt': 'Facture Orange du 2 février 2024. Montant total : 41,99 euros.'})
    })

    it('CI: chat pauses with fail-with-token (exit 1, token last on stdout); svc resume <token> --answer value=<space> answers from that space', async () => {
      const paused = await job(['chat', 'montant total de la facture', '--on-ambiguous', 'fail-with-token'])
      expect(paused.code, paused.stderr).to.equal(1)
      const token = lastLine(paused.stdout)
      expect(token).to.match(/^svc1\./)
      expect(paused.stderr).to.match(/^Error: The service needs an answer \(correlation_id: cp_/m)
      expect(paused.stderr).to.include('Resume with: svc resume <token> --answer value=<')

      const resumed = await job(['resume', token, '--answer', `value=${spaces.martin}`])
      expect(resumed.code, resumed.stderr).to.equal(0)
      expect(resumed.stdout).to.include('41,99 euros').and.include('Sources:').and.include('facture-orange.txt')
      expect(resumed.stdout).to.not.include('facture.txt,')

      const stale = await job(['resume', token, '--answer', `value=${spaces.dupont}`])
      expect(stale.code).to.equal(1)
      expect(stale.stderr).to.match(/^Error: This chat question \(correlation_id cp_\S+\) no longer waits for an answer: /m)
    })

    it('resume-file for chat, then svc resume <file> --json: one JSON answer line; an answer that is not an option is exit 2', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'svc-resume-chat-'))
      const file = join(dir, 'chat.json')
      const paused = await job(['chat', 'montant total de la facture', '--on-ambiguous', 'resume-file', '--resume-file', file])
      expect(paused.code, paused.stderr).to.equal(1)
      expect(lastLine(paused.stdout)).to.equal(file)
      const wrong = await job(['resume', file, '--answer', 'value=nowhere'])
      expect(wrong.code).to.equal(2)
      expect(wrong.stderr).to.include('--answer value: "nowhere" is not one of')
      const dumped = await job(['resume', file, '--on-ambiguous', 'dump'])
      expect(dumped.code).to.equal(0)
      expect(JSON.parse(dumped.stdout)).to.include({type: 'choice'})
      const resumed = await job(['resume', file, '--answer', 'value=Dossier Dupont', '--json'])
      expect(resumed.code, resumed.stderr).to.equal(0)
      const line = JSON.parse(resumed.stdout) as {query: string; answer: string; sources: {file_name: string}[]}
      expect(line.query).to.equal('montant total de la facture')
      expect(line.sources.map((s) => s.file_name)).to.deep.equal(['facture.txt'])
    })
  })
})

/** Uploads text files into a space and waits until they are read (chat searches only what has been read). */
async function uploadText(service: TestService, key: string, spaceId: string, files: Record<string, string>): Promise<void> {
  const form = new FormData()
  form.set('space_id', spaceId)
  for (const [name, text] of Object.entries(files)) form.append('files', new Blob([text], {type: 'text/plain'}), name)
  const res = await fetch(`${service.url}/api/v2/files/batch-upload`, {body: form, headers: {'x-api-key': key}, method: 'POST'})
  const body = (await res.json()) as {results: {id: number; status: string}[]}
  expect(res.status, JSON.stringify(body)).to.equal(200)
  await waitProcessed(service, key, body.results.map((r) => r.id))
}
