#!/usr/bin/env node
// `npm run demo`: the main job end to end on one machine, against the embedded reference service.
// Starts svc-server on a free port with a temp data dir, seeds the demo (a user, a key, a space of
// documents and a dossier whose validation pauses for a missing document), then drives the real CLI:
// list and check documents, validate the dossier (it pauses), answer the pause by uploading the missing
// document, resume the run with --run-id, and fetch the report.
import {spawnSync} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {SERVER_BIN as serverBin, startServer} from './lib/start-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cliBin = join(root, 'bin', 'run.js')
const dataDir = mkdtempSync(join(tmpdir(), 'svc-demo-data-'))
const home = mkdtempSync(join(tmpdir(), 'svc-demo-home-'))

const banner = (text) => process.stdout.write(`\n\u001B[1m== ${text}\u001B[0m\n`)

const {child: server, url} = await startServer(dataDir)

let exitCode = 0
try {
  banner(`svc-server listening on ${url} (data in ${dataDir})`)
  const seeded = spawnSync(process.execPath, [serverBin, 'demo', '--data-dir', dataDir], {encoding: 'utf8'})
  if (seeded.status !== 0) throw new Error(`svc-server demo failed: ${seeded.stderr}`)
  const demo = JSON.parse(seeded.stdout)
  const env = {...process.env, HOME: home, SVC_API_KEY: demo.api_key, SVC_URL: url}
  // Runs the real CLI; `quiet` keeps its output for the demo's own use instead of showing it.
  const svc = (args, {allow = [0], quiet = false} = {}) => {
    if (!quiet) process.stdout.write(`\n$ svc ${args.join(' ')}\n`)
    const r = spawnSync(process.execPath, [cliBin, ...args], {env, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'], encoding: 'utf8'})
    if (!quiet) process.stdout.write(r.stdout)
    if (!allow.includes(r.status)) throw new Error(`svc ${args.join(' ')} exited with ${r.status}`)
    return r
  }

  banner('Who am I, and what is there?')
  svc(['auth', 'status'])
  svc(['spaces', 'list'])
  svc(['files', 'list', '--space', demo.dossier_id ?? demo.space_id])

  if (demo.dossier_id) {
    const list = JSON.parse(svc(['files', 'list', '--space', demo.dossier_id, '--format', 'json'], {quiet: true}).stdout)
    if (list[0]) svc(['files', 'check', String(list[0].id)])

    banner('Validate the dossier: it pauses because a document is missing')
    const paused = svc(['validate', demo.dossier_id, '--language', 'en', '--on-ambiguous', 'dump'])
    const prompt = JSON.parse(paused.stdout.slice(paused.stdout.indexOf('{')))
    const runId = prompt.run_id ?? prompt.data?.run_id
    process.stdout.write(`\nThe run ${runId} is paused, waiting for: ${prompt.waiting_for ?? prompt.data?.waiting_for}\n`)

    banner('Answer the pause: upload the missing document, then resume the run (Mode A)')
    svc(['upload-batch', demo.missing_file, '--space', demo.dossier_id, '--wait'])
    svc(['validate', demo.dossier_id, '--language', 'en', '--run-id', runId, '--on-ambiguous', 'fail'], {allow: [0, 1]})

    banner('The report, fetched separately')
    svc(['reports', 'get', runId, '--format', 'markdown'])
  }
} catch (error) {
  process.stderr.write(`demo failed: ${error.message}\n`)
  exitCode = 1
} finally {
  server.kill('SIGTERM')
  rmSync(home, {force: true, recursive: true})
  rmSync(dataDir, {force: true, recursive: true})
}

process.exitCode = exitCode
