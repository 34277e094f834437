#!/usr/bin/env node
// `npm run demo`: the main job end to end on one machine, against the embedded reference service.
// Starts svc-server on a free port with a temp data dir, seeds the demo (a user, a key, a space of
// documents and a dossier whose validation pauses for a missing document), then drives the real CLI:
// list and check documents, validate the dossier (it pauses: shown as the CLI says it), answer the
// pause by uploading the missing document, resume the run with --run-id, and end with the verdict
// and what to try next. Output is plain text when redirected (no escape sequences).
import './lib/require-node.mjs'

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

// Bold only on a terminal (and without NO_COLOR): a redirected demo is plain text.
const styled = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb'
const bold = (text) => (styled ? `\u001B[1m${text}\u001B[22m` : text)
const say = (text = '') => process.stdout.write(`${text}\n`)
const banner = (text) => say(`\n${bold(`== ${text}`)}`)

const {child: server, url} = await startServer(dataDir)

let exitCode = 0
try {
  banner(`svc-server listening on ${url} (data in ${dataDir})`)
  const seeded = spawnSync(process.execPath, [serverBin, 'demo', '--data-dir', dataDir], {encoding: 'utf8'})
  if (seeded.status !== 0) throw new Error(`svc-server demo failed: ${seeded.stderr}`)
  const demo = JSON.parse(seeded.stdout)
  // The demo's words are English: so are the CLI's own (the locale may say otherwise).
  const env = {...process.env, HOME: home, LC_ALL: 'C.UTF-8', SVC_API_KEY: demo.api_key, SVC_URL: url}
  delete env.SVC_ON_AMBIGUOUS
  // The CLI writes to a pipe (this script): colour when the demo itself is on a terminal, never when redirected.
  delete env.FORCE_COLOR
  delete env.NO_COLOR
  Object.assign(env, styled ? {FORCE_COLOR: '1'} : {NO_COLOR: '1'})
  /**
   * Runs the real CLI and shows what a user would see: the command, its standard output, then its
   * messages (standard error). `quiet` keeps the output for the demo's own use instead.
   */
  const svc = (args, {allow = [0], quiet = false} = {}) => {
    if (!quiet) say(`\n$ svc ${args.join(' ')}`)
    const r = spawnSync(process.execPath, [cliBin, ...args], {encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe']})
    if (!quiet) process.stdout.write(r.stdout + r.stderr)
    if (!allow.includes(r.status)) throw new Error(`svc ${args.join(' ')} exited with ${r.status}: ${r.stderr.trim()}`)
    return r
  }

  banner('Who am I, and what is there?')
  svc(['auth', 'status'])
  svc(['spaces', 'list'])
  svc(['files', 'list', '--space', demo.dossier_id ?? demo.space_id])
  if (!demo.dossier_id) throw new Error('svc-server demo seeded no validation dossier')

  const list = JSON.parse(svc(['files', 'list', '--space', demo.dossier_id, '--format', 'json'], {quiet: true}).stdout)
  if (list[0]) svc(['files', 'check', String(list[0].id)])

  banner('Validate the dossier: it pauses because a document is missing')
  // --on-ambiguous fail: the pause is said as a user sees it without a terminal (one message and
  // the command that answers it); on a terminal the same run shows a form instead.
  const paused = svc(['validate', demo.dossier_id, '--language', 'en', '--on-ambiguous', 'fail'], {allow: [1]})
  const runId = /--run-id ([0-9a-f-]{36})/.exec(paused.stderr)?.[1]
  if (!runId) throw new Error(`the run did not pause as expected: ${paused.stderr.trim()}`)

  banner('Answer the pause: upload the missing document, then resume the run (Mode A)')
  svc(['upload-batch', demo.missing_file, '--space', demo.dossier_id, '--wait'])
  svc(['validate', demo.dossier_id, '--language', 'en', '--run-id', runId, '--on-ambiguous', 'fail'], {allow: [0, 1]})

  // The verdict last, where it cannot be missed, then what to try next (the full report is a command away).
  const report = JSON.parse(svc(['reports', 'get', runId], {quiet: true}).stdout)
  const verdict = report.global_verdict ?? report.verdicts?.global ?? report.status
  banner(`Verdict: ${String(verdict).toUpperCase()}${report.summary ? ` (${report.summary})` : ''}`)
  say(`Run ${runId} of dossier ${demo.dossier_id} is ${report.status}.`)
  banner('Next steps')
  for (const line of [
    `The full report:            svc reports get ${runId} --format markdown > report.md`,
    `Every requirement, and why: svc validate ${demo.dossier_id} --run-id ${runId} --verbose --language en`,
    'Ask the documents:          svc chat "What is the total due on the invoice?" --language en',
    'Your own service:           npm run server (then svc auth login with a key from its web console, http://127.0.0.1:8787)',
    'Your own dossier:           svc spaces create "My dossier", then svc upload-batch ./my-dossier --space <id> --wait, then svc validate <id>',
    'Every command:              svc --help',
  ]) {
    say(`  ${line}`)
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
