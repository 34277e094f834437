/**
 * Scale-out end to end (issue 9, items 2 and 3; docs/deploy.md, "Running N replicas"): two real
 * `svc-server start` processes sharing one PostgreSQL database and one S3-protocol bucket
 * (s3rver), behind a round-robin proxy (test/helpers/round-robin-proxy.ts), driven by the real
 * `bin/run.js` with a temp HOME:
 * - uploads through the proxy land on both replicas and are read by either;
 * - a validation paused on one replica (`--on-ambiguous fail-with-token`) is resumed with
 *   `svc resume` through the other;
 * - a chat prompt asked by one replica is answered (agent-resume) on the other;
 * - the replica executing a run is killed with SIGKILL mid-run: the other takes the run over when
 *   its lease expires (SVC_RUN_LEASE_MS=2000); the client following through the proxy and a client
 *   attached directly to the surviving replica (which follows the run by NOTIFY until then) each
 *   see every event once, and the report has the same verdicts as an uninterrupted run.
 *
 * Runs under `npm run test:postgres` (an embedded PostgreSQL, server/test/helpers/postgres-hooks.ts);
 * skipped without PostgreSQL (the embedded default is one process).
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process'
import {mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {expect} from 'chai'
import pg from 'pg'

import {makeDossier, makeLargeDossier} from '../../server/src/fixtures/dossier.js'
import {testDatabaseUrl, testDatabaseUrlFor} from '../../server/test/helpers/database.js'
import {validate as mcpValidate} from '../../server/test/chaos/helpers.js'
import {startS3rver, type FakeS3} from '../../server/test/storage/s3rver.js'
import {CLI_BIN, cliEnv, runCli, tempHome, type CliResult} from '../helpers/cli.js'
import {startRoundRobinProxy, type RoundRobinProxy} from '../helpers/round-robin-proxy.js'
import {SERVER_BIN, startTestService, type TestService} from '../helpers/service.js'

const execFileAsync = promisify(execFile)
/** The lease of the replicas' runs: a killed replica's run is taken over after at most this. */
const LEASE_MS = 2000
/** The reference date of the large dossier's documents (makeLargeDossier's default). */
const AS_OF = '2025-06-30'
/** Documents in the dossier of the killed run: enough for a run of a few seconds. */
const DOSSIER_SIZE = 200

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? ''

/** Polls `check` until it returns a value, at most `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** `svc <args>` as a child process that the test can wait for later. */
function startCli(args: string[], env: NodeJS.ProcessEnv, home: string, timeoutMs = 90_000): {child: ChildProcess; done: Promise<CliResult>; stdout: () => string} {
  const child = spawn(process.execPath, [CLI_BIN, ...args], {env: cliEnv(home, env), stdio: ['ignore', 'pipe', 'pipe']})
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (d) => {
    stdout += d
  })
  child.stderr!.on('data', (d) => {
    stderr += d
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const done = new Promise<CliResult>((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({code, stderr, stdout})
    })
  })
  return {child, done, stdout: () => stdout}
}

/** The parts of a report that an interruption must not change: verdicts, classifications, counts (not ids or times). */
function verdictsOf(report: Record<string, unknown>): Record<string, unknown> {
  return {
    documents: (report.documents as Record<string, unknown>[]).map(({created_at: _c, id: _i, document_id: _d, ...rest}) => rest),
    global_verdict: report.global_verdict,
    status: report.status,
    summary: report.summary,
    verdicts: report.verdicts,
  }
}

/** The rendering of a run on stdout, its run_id replaced (it differs from one run to the next). */
function renderedLines(stdout: string, runId: string): string[] {
  return stdout.split('\n').map((line) => line.replaceAll(runId, '<run_id>').trimEnd())
}

const oneToN = (n: number) => Array.from({length: n}, (_, index) => index + 1)

describe('e2e: two replicas on one PostgreSQL and one bucket, behind a round-robin proxy', function () {
  this.timeout(120_000)
  let s3: FakeS3
  let replicas: TestService[] = []
  let proxy: RoundRobinProxy
  let database: pg.Client
  let key: string
  let env: NodeJS.ProcessEnv
  const dirs: string[] = []

  before(async function () {
    if (!testDatabaseUrl()) this.skip()
    s3 = await startS3rver()
    const shared = await mkdtemp(join(tmpdir(), 'svc-replicas-'))
    dirs.push(shared)
    const databaseUrl = (await testDatabaseUrlFor(shared))!
    const serviceEnv = {...s3.env('replicas'), DEBUG: '', SVC_DATABASE_URL: databaseUrl, SVC_RUN_LEASE_MS: String(LEASE_MS)}
    // The deployment's commands (docs/deploy.md): migrate once, then start each replica with its own scratch directory.
    await execFileAsync(process.execPath, [SERVER_BIN, 'migrate', '--data-dir', shared], {env: {...process.env, ...serviceEnv}})
    for (const name of ['replica-1', 'replica-2']) {
      const dataDir = join(shared, name)
      replicas.push(await startTestService({dataDir, env: serviceEnv}))
    }

    proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url))
    key = await replicas[0].createKey('clerk@example.com')
    env = {SVC_API_KEY: key, SVC_URL: proxy.url}
    database = new pg.Client({connectionString: databaseUrl})
    await database.connect()
  })

  after(async () => {
    await database?.end()
    await proxy?.close()
    for (const replica of replicas) await replica.stop()
    replicas = []
    await s3?.close()
    for (const dir of dirs) await rm(dir, {force: true, recursive: true})
  })

  /** `svc <args>` through the proxy, in its own temp HOME (a CI job). */
  const svc = async (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, {env: {...env, ...extra}, home: await tempHome(), timeoutMs: 90_000})
  const json = <T>(result: CliResult): T => {
    expect(result.code, `exit ${result.code}\n${result.stderr}`).to.equal(0)
    return JSON.parse(result.stdout) as T
  }

  /** A new space holding `files` (written to a folder, uploaded by `svc upload-batch --wait` through the proxy). */
  async function uploadedSpace(name: string, files: {name: string; bytes: string | Uint8Array}[]): Promise<string> {
    const space = json<{id: string}>(await svc(['spaces', 'create', name, '-f', 'json'])).id
    const folder = await mkdtemp(join(tmpdir(), 'svc-replicas-upload-'))
    dirs.push(folder)
    for (const file of files) await writeFile(join(folder, file.name), file.bytes)
    const uploaded = json<{doc_status: string}[]>(await svc(['upload-batch', folder, '-s', space, '--wait', '-f', 'json']))
    expect(uploaded.map((result) => result.doc_status).filter((status) => status !== 'ready')).to.deep.equal([])
    return space
  }

  /** The backend that served the tools/call of each `validate_dossier` call, in order. */
  const toolCallsSince = (from: number) => proxy.log.slice(from).filter((entry) => entry.rpc === 'tools/call').map((entry) => entry.backend)

  it('uploads through the proxy are spread over both replicas, stored in the one bucket, and read by either', async () => {
    const from = proxy.log.length
    const {files} = await makeDossier({variant: 'valid'})
    const space = await uploadedSpace('Spread', files.map((file) => ({bytes: file.bytes, name: file.name})))
    const uploads = proxy.log.slice(from).filter((entry) => entry.path === '/api/v2/files/batch-upload')
    expect(uploads).to.have.length(files.length)
    expect(new Set(uploads.map((entry) => entry.backend))).to.deep.equal(new Set([0, 1]))
    expect((await s3.objectKeys()).filter((k) => k.startsWith('replicas/files/'))).to.have.length(files.length)
    const listed = json<{doc_status: string}[]>(await svc(['files', 'list', '-s', space, '-f', 'json']))
    expect(listed.map((doc) => doc.doc_status)).to.deep.equal(files.map(() => 'ready'))
  })

  it('a validation paused on one replica (fail-with-token) is resumed with svc resume through the other', async () => {
    const {files} = await makeDossier({variant: 'near_miss'})
    const space = await uploadedSpace('Near miss', files.map((file) => ({bytes: file.bytes, name: file.name})))
    const from = proxy.log.length
    const paused = await svc(['validate', space, '--on-ambiguous', 'fail-with-token', '--language', 'en'])
    expect(paused.code, paused.stderr).to.equal(1)
    expect(paused.stderr).to.match(/^Error: The run is paused: .+ \(rule_clarification, correlation_id /m)
    const token = lastLine(paused.stdout)
    expect(token).to.match(/^svc1\.[\w-]+$/)
    const [pausedOn] = toolCallsSince(from)
    // That replica is drained (as for a rolling upgrade): the resume can only reach the other.
    proxy.down(pausedOn)
    try {
      const resumeFrom = proxy.log.length
      const resumed = await svc(['resume', token, '--answer', 'decision=accept'])
      expect(resumed.code, resumed.stderr).to.equal(0)
      expect(resumed.stdout).to.include('resumed').and.include('Global verdict: ✓ pass')
      expect(toolCallsSince(resumeFrom)).to.deep.equal([1 - pausedOn])
    } finally {
      proxy.up(pausedOn)
    }
  })

  it('a chat prompt asked by one replica is answered on the other (agent-resume)', async () => {
    const space = await uploadedSpace('Chat', [{bytes: 'Ancien devis périmé.', name: 'obsolete.txt'}])
    const from = proxy.log.length
    const chat = await svc(['chat', 'delete obsolete.txt', '--on-ambiguous', 'pick-first', '--space', space])
    expect(chat.code, chat.stderr).to.equal(0)
    expect(chat.stdout).to.match(/^Deleted obsolete\.txt \(document \d+\)\.\n$/)
    const asked = proxy.log.slice(from).find((entry) => entry.path === '/api/v1/chat')
    const answered = proxy.log.slice(from).find((entry) => entry.path === '/api/agent-resume')
    expect(asked, JSON.stringify(proxy.log.slice(from))).to.not.equal(undefined)
    expect(answered!.backend, 'answered on the other replica').to.not.equal(asked!.backend)
  })

  it('the replica executing a run is killed with SIGKILL mid-run: the other takes it over when the lease expires; every event once; the same verdicts as an uninterrupted run', async () => {
    const documents = makeLargeDossier(DOSSIER_SIZE, AS_OF)
    const space = await uploadedSpace('Large', documents.map((doc) => ({bytes: doc.pages.join('\n'), name: doc.name.replace(/\.pdf$/, '.txt')})))
    const validate = ['validate', space, '--language', 'en', '--as-of', AS_OF]

    // The test hears what the replicas notify, as a replica does (LISTEN): the run's first stored event.
    const notified: {runId: string; seq: number}[] = []
    database.on('notification', (message) => {
      const [runId, seq] = (message.payload ?? '').split(':')
      notified.push({runId, seq: Number(seq)})
    })
    await database.query('LISTEN svc_run_events')
    const from = proxy.log.length
    const following = startCli(validate, env, await tempHome())
    const runId = await until('the run to start', async () => notified[0]?.runId)
    const holder = (await database.query<{lease_pid: number}>('SELECT lease_pid FROM runs WHERE id = $1', [runId])).rows[0]
    const victim = replicas.findIndex((replica) => replica.process.pid === holder.lease_pid)
    expect(victim, `lease_pid ${holder.lease_pid} is one of the replicas`).to.be.oneOf([0, 1])
    const survivor = replicas[1 - victim]

    // A second client, attached directly to the replica that is not executing the run: it follows
    // the run from the database (woken by NOTIFY), then goes on with the takeover.
    let attached!: () => void
    const observerAttached = new Promise<void>((resolve) => {
      attached = resolve
    })
    const observer = mcpValidate(survivor.url, key, {dossier_id: space, language: 'en', run_id: runId}, {onEvent: () => attached(), timeoutMs: 90_000})
    await Promise.race([observerAttached, observer.then(() => {})])

    const before = (await database.query<{status: string}>('SELECT status FROM runs WHERE id = $1', [runId])).rows[0]
    expect(before.status, 'still running when its replica is killed').to.equal('running')
    const victimProcess = replicas[victim].process
    const exited = new Promise((resolve) => victimProcess.once('exit', resolve))
    victimProcess.kill('SIGKILL')
    await exited
    // Gone: nothing to stop at the end.
    const [killed] = replicas.splice(victim, 1)
    dirs.push(killed.dataDir)
    // The balancer's health check takes it out of the rotation.
    proxy.down(victim)
    const killedAt = (await database.query<{last_seq: number}>('SELECT last_seq FROM runs WHERE id = $1', [runId])).rows[0].last_seq

    const [followed, observed] = await Promise.all([following.done, observer])
    expect(followed.code, followed.stderr).to.equal(0)
    expect(followed.stderr).to.include('The event stream broke; re-calling with run_id')
    expect(observed.result, observed.error ?? observed.broken).to.deep.equal({run_id: runId, status: 'complete'})

    // Stored: seq 1..N, no gap, no repeat; a second segment, resumed after the kill, ends the run.
    const stored = (await database.query<{seq: number; event: string; data: string}>('SELECT seq, event, data FROM run_events WHERE run_id = $1 ORDER BY seq', [runId])).rows
    const total = stored.length
    expect(stored.map((event) => event.seq)).to.deep.equal(oneToN(total))
    const starts = stored.filter((event) => event.event === 'validate:start')
    expect(starts.map((event) => JSON.parse(event.data).resumed)).to.deep.equal([false, true])
    expect(starts[1].seq, 'taken over after the kill').to.equal(killedAt + 1)
    expect(stored.at(-1)!.event).to.equal('validate:complete')

    // As each client received them: the observer's one call, seq 1..N; the CLI's calls through the
    // proxy, each a replay from a validate:start it had seen, together seq 1..N once each after
    // it skips what it already showed.
    expect(observed.events.map((event) => event.seq)).to.deep.equal(oneToN(total))
    const calls = proxy.log.slice(from).filter((entry) => entry.rpc === 'tools/call')
    expect(calls.length, 'the first call and at least one re-call after the break').to.be.at.least(2)
    expect(calls[0].backend).to.equal(victim)
    let lastSeq = 0
    for (const call of calls) {
      const events = call.events!.filter((event) => event.run_id === runId)
      if (events.length === 0) continue
      expect(events[0].seq, 'a replay starts where the client has been').to.be.at.most(lastSeq + 1)
      for (const event of events) {
        if (event.seq <= lastSeq) continue
        expect(event.seq, 'no gap').to.equal(lastSeq + 1)
        lastSeq = event.seq
      }
    }

    expect(lastSeq).to.equal(total)

    // Uninterrupted: the same dossier validated again (now on the surviving replica).
    const again = await svc(validate)
    expect(again.code, again.stderr).to.equal(0)
    const againId = (await database.query<{id: string}>('SELECT id FROM runs WHERE dossier_id = $1 AND id <> $2', [space, runId])).rows[0].id
    // What the CLI rendered: every N1 and N2 line of the uninterrupted run once, in the same order
    // (phase banners and the classification summary follow each segment's header), and two headers.
    const verdictLines = (lines: string[]) => lines.filter((line) => /^(\[N1\/| {2}[✓✗⚠—] |N1 recap|Global verdict| {2}\d+ thematic)/.test(line))
    const shown = renderedLines(followed.stdout, runId)
    expect(verdictLines(shown)).to.deep.equal(verdictLines(renderedLines(again.stdout, againId)))
    expect(verdictLines(shown)).to.have.length.above(20)
    expect(shown.filter((line) => line.startsWith('Validating dossier')).map((line) => line.endsWith(', resumed)'))).to.deep.equal([false, true])

    const report = async (id: string) => JSON.parse((await svc(['reports', 'get', id, '-f', 'json'])).stdout) as Record<string, unknown>
    expect(verdictsOf(await report(runId))).to.deep.equal(verdictsOf(await report(againId)))
  })
})
