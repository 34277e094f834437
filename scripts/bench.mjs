#!/usr/bin/env node
/**
 * `npm run bench` (builds first, then runs this): the cost of svc measured against a reference in
 * the same run, on the same machine, against the real svc-server on 127.0.0.1 (issue 11, group D):
 *
 * - start-up: `svc --version` and `svc files list --help` against `node -e 0` (goal <= 1.5x);
 * - `svc files list --format json` with 1,000 documents against curl of the same URL (<= 4x);
 * - `svc validate --json` on a 10-document dossier against curl of the same MCP call (<= 3x; with
 *   the progress token svc's MCP client sends, as in the next case);
 * - reading a recorded event stream end to end (a complete run's events, lengthened to
 *   BENCH_EVENTS, replayed by the service on a re-call with its run_id): events per second of
 *   `svc validate --run-id` (rendered, to /dev/null) against curl of the same call, progress token
 *   included (>= 50 %; the bare call, half the messages, is shown for information);
 * - uploading one 500 MB file (BENCH_UPLOAD_MB) with `svc upload-batch` against curl -F (<= 1.1x
 *   the time; CPU reported);
 *
 * plus the validate renderer's throughput and the validation engine's time per dossier size.
 * Prints a Markdown report with the ratios and whether each goal is met.
 *
 *   node scripts/bench.mjs [--runs N] [--levers] [--only startup,list,validate,events,upload] [--baseline PATH]
 *
 * N >= 5 (default 15, or BENCH_RUNS); the event stream and the upload run a third as often (at
 * least 5). --levers also measures the start-up with each lever turned off, in the same run: the
 * @oclif/core and got bundles (SVC_OCLIF_BUNDLE=0), the code cache of the @oclif/core bundle
 * (SVC_BUNDLE_CACHE=0), Node's compile cache and that one (NODE_DISABLE_COMPILE_CACHE=1) and the
 * manifest (a temp copy of the CLI without oclif.manifest.json). --baseline PATH (the bin/run.js of
 * another build, e.g. an older commit checked out and built elsewhere) also runs every svc case
 * with that CLI, in the same interleaved rounds: before and after under the same load.
 *
 * Method: each case is run WARMUP times first (this also fills Node's compile cache, and the code
 * cache of the @oclif/core bundle, as the first runs after an install would), then the cases of a
 * group are run in interleaved rounds (a, b, c, a, b, c, ...) so that machine noise hits every
 * case alike; the figure is the median wall time of the process, spawn to exit. CPU time (user +
 * system, every thread) is the mean, and peak memory the median, of 3 to 9 more runs under GNU
 * `time -v` when present (it prints 10 ms steps, which a mean blurs less than a median; without
 * it, peak memory from process.resourceUsage() inside the process, Node cases only). --levers also runs the start-up floor
 * (scripts/lib/startup-floor.mjs: a line on stdout, then the @oclif/core bundle compiled with its
 * code cache, then evaluated): what any start pays before oclif runs. The CLI
 * runs with a temp HOME (no user plugins, no stored key) against a local reference service seeded
 * by `svc-server demo` and scripts/lib/bench-fixtures.mjs.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {cpSync, existsSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {DatabaseSync} from 'node:sqlite'
import os, {cpus, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

import {callValidate, lengthenRecordedRun, runIdOf, seedBenchData, validateRequest, writeBigFile} from './lib/bench-fixtures.mjs'
import {startServer} from './lib/start-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CLI = join(root, 'bin', 'run.js')
const SERVER = join(root, 'server', 'bin', 'svc-server.js')
const WARMUP = 3

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]
}

const RUNS = Math.max(5, Number(option('runs', process.env.BENCH_RUNS ?? 15)) || 15)
/** The slow cases (long event stream, 500 MB upload) run a third as often. */
const SLOW_RUNS = Math.max(5, Math.round(RUNS / 3))
const EVENTS = Math.max(1000, Number(process.env.BENCH_EVENTS ?? 20_000) || 20_000)
const UPLOAD_MB = Math.max(1, Number(process.env.BENCH_UPLOAD_MB ?? 500) || 500)
const BASELINE = option('baseline', undefined)
const ONLY = new Set((option('only', 'startup,list,validate,events,upload') ?? '').split(','))
/** The goals of issue 11 (group D). */
const GOALS = {events: 0.5, list: 4, startup: 1.5, upload: 1.1, validate: 3}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length

const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits))

function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'})
  return found.status === 0 ? found.stdout.trim() : undefined
}

/** GNU time (`-v` prints "Maximum resident set size"); BSD/macOS time has no -v. */
const GNU_TIME = existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-v', 'true'], {encoding: 'utf8'}).stderr?.includes('Maximum resident set size') ? '/usr/bin/time' : undefined

/** Runs a case once and returns its wall time in ms; a failing command stops the benchmark. */
function timeOnce(c) {
  const started = process.hrtime.bigint()
  const result = spawnSync(c.cmd, c.args, {encoding: 'utf8', env: c.env, maxBuffer: 1 << 30, stdio: ['ignore', 'ignore', 'pipe']})
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${c.label} exited with ${result.status}: ${result.stderr}`)
  c.after?.()
  return ms
}

/**
 * Peak RSS in MB and CPU time (user + system, every thread, to the process's end) in ms of one
 * run: GNU time -v (10 ms steps: the CPU figure is a mean over several runs), else (Node commands
 * only, no CPU figure) a preloaded module that reports maxRSS.
 */
function resourcesOnce(c) {
  if (GNU_TIME) {
    const result = spawnSync(GNU_TIME, ['-v', c.cmd, ...c.args], {encoding: 'utf8', env: c.env, stdio: ['ignore', 'ignore', 'pipe']})
    c.after?.()
    const field = (name) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(result.stderr)?.[1])
    const rss = field('Maximum resident set size \\(kbytes\\)')
    return {cpu: (field('User time \\(seconds\\)') + field('System time \\(seconds\\)')) * 1000, rss: Number.isNaN(rss) ? undefined : rss / 1024}
  }

  if (c.cmd !== process.execPath) return {}
  const report = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS="+process.resourceUsage().maxRSS+"\\n"))`
  const result = spawnSync(c.cmd, ['--import', report, ...c.args], {encoding: 'utf8', env: c.env, stdio: ['ignore', 'ignore', 'pipe']})
  c.after?.()
  const match = /maxRSS=(\d+)/.exec(result.stderr)
  return {rss: match ? Number(match[1]) / 1024 : undefined}
}

/** Warm-ups, then `runs` interleaved rounds of the cases; then 3 to 9 more runs each for CPU and memory. */
function measure(cases, runs = RUNS, warmup = WARMUP) {
  for (const c of cases) for (let i = 0; i < warmup; i++) timeOnce(c)
  const times = new Map(cases.map((c) => [c, []]))
  for (let round = 0; round < runs; round++) for (const c of cases) times.get(c).push(timeOnce(c))
  return cases.map((c) => {
    const usage = Array.from({length: Math.max(3, Math.min(9, Math.round(runs / 3)))}, () => resourcesOnce(c))
    const pick = (key, of = median) => {
      const values = usage.map((u) => u[key]).filter((v) => v !== undefined && !Number.isNaN(v))
      return values.length > 0 ? of(values) : undefined
    }

    // CPU: the mean, which steps of 10 ms blur less than the median does.
    return {...c, cpu: pick('cpu', mean), median: median(times.get(c)), min: Math.min(...times.get(c)), rss: pick('rss')}
  })
}

/** Starts the reference service on a free port with a temp data dir seeded by `svc-server demo` and the bench data. */
async function startService(dataDir) {
  const demo = JSON.parse(execFileSync(process.execPath, [SERVER, 'demo', '--data-dir', dataDir], {encoding: 'utf8'}))
  const bench = await seedBenchData(root, dataDir, demo.email)
  // The upload case sends one file larger than the default limit (50 MiB).
  process.env.SVC_MAX_UPLOAD_MB = String(UPLOAD_MB + 10)
  const {child, url} = await startServer(dataDir)
  return {...bench, child, key: demo.api_key, url}
}

async function optionalImport(path) {
  if (!existsSync(path)) return undefined
  return import(pathToFileURL(path).href)
}


/** Deletes (through the service) every document with this file name: each upload case leaves one. */
function deleteUploads(service, dataDir, fileName) {
  const db = new DatabaseSync(join(dataDir, 'svc.db'), {readOnly: true})
  let ids
  try {
    ids = db.prepare('SELECT id FROM documents WHERE file_name = ?').all(fileName).map((row) => row.id)
  } finally {
    db.close()
  }

  for (const id of ids) spawnSync('curl', ['-sf', '-o', '/dev/null', '-X', 'DELETE', '-H', `X-API-Key: ${service.key}`, `${service.url}/api/v1/documents/${id}`])
}

/** The case, and with --baseline the same case run by the baseline CLI. */
const withBaseline = (c) => (BASELINE ? [c, {...c, args: c.args.map((arg) => (arg === CLI ? BASELINE : arg)), label: `${c.label}, baseline`}] : [c])

const goalLine = (what, ratio, goal, unit = 'x', atLeast = false) =>
  `Goal ${what} ${atLeast ? '>=' : '<='} ${goal}${unit}: **${(atLeast ? ratio >= goal : ratio <= goal) ? 'met' : 'not met'}** (${fmt(ratio, 2)}${unit}).`

function table(results, reference, referenceLabel) {
  return [
    `| Command | Median (ms) | Fastest (ms) | Ratio to ${referenceLabel} | CPU (ms) | Peak RSS (MB) |`,
    '|---|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.label} | ${fmt(r.median)} | ${fmt(r.min)} | ${fmt(r.median / reference.median, 2)}x | ${fmt(r.cpu, 0)} | ${fmt(r.rss)} |`),
  ]
}

async function main() {
  if (!existsSync(join(root, 'dist', 'commands'))) throw new Error('Build first: npm run build (npm run bench does both).')
  const curl = which('curl')
  if (!curl) throw new Error('curl is needed: every figure is a ratio to curl or to `node -e 0` in the same run.')
  const home = mkdtempSync(join(tmpdir(), 'svc-bench-home-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-data-'))
  const service = await startService(dataDir)
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SVC_') && k !== 'DEBUG' && !k.startsWith('npm_'))),
    HOME: home,
    NO_COLOR: '1',
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
  }
  const withKey = {...env, SVC_API_KEY: service.key, SVC_URL: service.url}
  const node = (label, args, caseEnv = env) => ({args, cmd: process.execPath, env: caseEnv, label})
  const curlCase = (label, args) => ({args: ['-sf', '-o', '/dev/null', '-H', `X-API-Key: ${service.key}`, ...args], cmd: curl, env, label})
  // The same MCP call as svc's: svc's SDK client sends a progress token (the service then sends a
  // progress notification after each event), so the reference sends one too (`bare`: without).
  const mcpCurl = (label, args, {bare = false} = {}) =>
    curlCase(label, [
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-H',
      'accept: application/json, text/event-stream',
      '-d',
      JSON.stringify(validateRequest(args, bare ? {} : {progressToken: 1})),
      `${service.url}/mcp`,
    ])
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const lines = [
    `## svc benchmark`,
    '',
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${process.platform}-${process.arch}, ${cpu} x${cpus().length}, load average ${os.loadavg()[0].toFixed(1)} at the start; median of ${RUNS} runs (slow cases ${SLOW_RUNS}) after ${WARMUP} warm-ups, interleaved; CPU (mean) and peak memory (median) of ${Math.max(3, Math.min(9, Math.round(RUNS / 3)))} more runs: ${GNU_TIME ? 'GNU time -v' : 'process.resourceUsage().maxRSS, no CPU'}.`,
  ]
  const verdicts = []
  let copy
  try {
    if (ONLY.has('startup') || ONLY.has('list')) {
      const cases = [node('`node -e 0`', ['-e', '0']), ...withBaseline(node('`svc --version`', [CLI, '--version'])), ...withBaseline(node('`svc files list --help`', [CLI, 'files', 'list', '--help']))]
      if (process.argv.includes('--levers')) {
        // A copy of the CLI without its manifest, sharing node_modules: oclif then imports every command at start-up.
        copy = mkdtempSync(join(tmpdir(), 'svc-bench-nomanifest-'))
        for (const entry of ['package.json', 'bin', 'dist']) cpSync(join(root, entry), join(copy, entry), {recursive: true})
        symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
        const copyCli = join(copy, 'bin', 'run.js')
        for (const [what, args] of [['--version', ['--version']], ['files list --help', ['files', 'list', '--help']]]) {
          cases.push(
            node(`\`svc ${what}\` without the bundles`, [CLI, ...args], {...env, SVC_OCLIF_BUNDLE: '0'}),
            node(`\`svc ${what}\` without the bundle's code cache`, [CLI, ...args], {...env, SVC_BUNDLE_CACHE: '0'}),
            node(`\`svc ${what}\` without any compile cache`, [CLI, ...args], {...env, NODE_DISABLE_COMPILE_CACHE: '1'}),
            // (Its compile caches, Node's and the bundle's, inside the copy: removed with it.)
            node(`\`svc ${what}\` without the manifest`, [copyCli, ...args], {...env, NODE_COMPILE_CACHE: join(copy, '.compile-cache')}),
          )
        }

        cases.push(node('`svc files list --format json` without the bundles', [CLI, 'files', 'list', '--format', 'json'], {...withKey, SVC_OCLIF_BUNDLE: '0'}))
        // The floor: what any start must do before oclif runs (scripts/lib/startup-floor.mjs).
        const floor = join(root, 'scripts', 'lib', 'startup-floor.mjs')
        cases.push(
          node('floor: a line on stdout, stderr opened', [floor, '1']),
          node('floor: + the @oclif/core bundle read and compiled (its code cache)', [floor, '2']),
          node('floor: + the bundle evaluated', [floor, '3']),
        )
      }

      // The request `svc files list` makes (see DEBUG=svc* svc files list): the first page of 1,000+.
      cases.push(...withBaseline(node('`svc files list --format json` (1,000 documents)', [CLI, 'files', 'list', '--format', 'json'], withKey)))
      cases.push(curlCase('curl of the same URL', [`${service.url}/api/v1/documents?offset=0`]))
      const results = measure(cases)
      const byLabel = (prefix) => results.find((r) => r.label.startsWith(prefix))
      const [base, list, curlList] = [results[0], byLabel('`svc files list --format json` ('), byLabel('curl of the same URL')]
      lines.push('', '### Start-up, and `files list` against curl', '', ...table(results, base, '`node -e 0`'), '')
      for (const label of ['`svc --version`', '`svc files list --help`']) verdicts.push(goalLine(`${label} / \`node -e 0\``, byLabel(label).median / base.median, GOALS.startup))
      verdicts.push(goalLine('`svc files list --format json` / curl', list.median / curlList.median, GOALS.list))
    }

    if (ONLY.has('validate')) {
      const args = {dossier_id: service.dossierId, level: 'both', on_ambiguity: 'fail'}
      const results = measure([
        ...withBaseline(node(`\`svc validate --json\` (${service.dossierSize} documents)`, [CLI, 'validate', service.dossierId, '--json'], withKey)),
        mcpCurl('curl of the same MCP call (tools/call)', args),
      ])
      const reference = results.find((r) => r.label.startsWith('curl'))
      lines.push('', `### \`svc validate --json\` against curl (a new run of a ${service.dossierSize}-document dossier each time)`, '', ...table(results, reference, 'curl'), '')
      verdicts.push(goalLine('`svc validate --json` / curl', results[0].median / reference.median, GOALS.validate))
    }

    if (ONLY.has('events')) {
      const runId = runIdOf(await callValidate(service.url, service.key, {dossier_id: service.dossierId}))
      const events = lengthenRecordedRun(dataDir, runId, EVENTS)
      const results = measure(
        [
          ...withBaseline(node(`\`svc validate --run-id\` (replay of ${events.toLocaleString('en')} events, rendered)`, [CLI, 'validate', service.dossierId, '--run-id', runId], withKey)),
          mcpCurl('curl of the same MCP call', {dossier_id: service.dossierId, run_id: runId}),
          mcpCurl('curl of the call without a progress token (half the messages; for information)', {dossier_id: service.dossierId, run_id: runId}, {bare: true}),
        ],
        SLOW_RUNS,
        1,
      )
      const rate = (r) => events / (r.median / 1000)
      const [reference, bare] = results.filter((r) => r.label.startsWith('curl'))
      lines.push('', `### Reading a recorded event stream end to end (${events.toLocaleString('en')} events, spawn to exit)`, '', ...table(results, reference, 'curl'), '')
      lines.push(`Events per second: svc ${Math.round(rate(results[0])).toLocaleString('en')}, curl ${Math.round(rate(reference)).toLocaleString('en')} (${Math.round(rate(bare)).toLocaleString('en')} without a progress token).`)
      verdicts.push(goalLine("svc's event rate / curl's", (100 * rate(results[0])) / rate(reference), GOALS.events * 100, ' %', true))
    }

    if (ONLY.has('upload')) {
      const dir = mkdtempSync(join(dataDir, 'upload-'))
      const file = join(dir, 'bench-upload.bin')
      writeBigFile(file, UPLOAD_MB * 1024 * 1024)
      const after = () => deleteUploads(service, dataDir, 'bench-upload.bin')
      const results = measure(
        [
          ...withBaseline({...node(`\`svc upload-batch\` (one ${UPLOAD_MB} MB file)`, [CLI, 'upload-batch', file, '--format', 'json'], withKey), after}),
          {...curlCase('curl -F of the same upload', ['-F', `files=@${file};type=application/octet-stream`, `${service.url}/api/v2/files/batch-upload`]), after},
        ],
        SLOW_RUNS,
        1,
      )
      const reference = results.find((r) => r.label.startsWith('curl'))
      lines.push('', `### Uploading one ${UPLOAD_MB} MB file`, '', ...table(results, reference, 'curl'), '')
      lines.push(`CPU: svc ${fmt(results[0].cpu, 0)} ms, curl ${fmt(reference.cpu, 0)} ms (${fmt(results[0].cpu / reference.cpu, 1)}x).`)
      verdicts.push(goalLine('`svc upload-batch` / curl (time)', results[0].median / reference.median, GOALS.upload))
    }
  } finally {
    service.child.kill('SIGTERM')
  }

  lines.push('', '### Goals (issue 11, group D)', '', ...verdicts.map((v) => `- ${v}`))

  const render = await optionalImport(join(root, 'dist', 'lib', 'validate-render.js'))
  lines.push('', '### Validate event renderer', '')
  if (render?.measureRenderThroughput) {
    render.measureRenderThroughput(10_000) // warm-up
    const r = render.measureRenderThroughput(100_000)
    lines.push(`${r.events} events (verbose, colour) rendered in ${fmt(r.ms)} ms: **${Math.round(r.eventsPerSecond).toLocaleString('en')} events/s** (${r.lines} lines).`)
  } else {
    lines.push('Skipped: dist/lib/validate-render.js (measureRenderThroughput) is not built.')
  }

  const engine = ONLY.has('engine') || ONLY.size === 5 ? await optionalImport(join(root, 'server', 'dist', 'validation', 'bench.js')) : undefined
  lines.push('', '### Validation engine (in memory, no PDF parsing)', '')
  if (engine?.benchEngine) {
    const rows = await engine.benchEngine([10, 100, 500])
    lines.push('| Documents | Median (ms) | Per document (ms) | Events | Growth (time / size) |', '|---:|---:|---:|---:|---:|')
    for (const r of rows) lines.push(`| ${r.size} | ${fmt(r.ms)} | ${fmt(r.perDocumentMs, 2)} | ${r.events} | ${r.growth === null ? '-' : `${fmt(r.growth, 2)} / ${fmt(r.sizeRatio, 0)}`} |`)
  } else {
    lines.push('Skipped: not selected (--only), or server/dist/validation/bench.js (benchEngine) is not built.')
  }

  process.stdout.write(`${lines.join('\n')}\n`)
  for (const dir of [home, dataDir, copy]) if (dir) rmSync(dir, {force: true, recursive: true})
}

await main()
