#!/usr/bin/env node
/**
 * `npm run bench` (builds first, then runs this): start-up and request cost of svc, as ratios to
 * `node -e 0` measured in the same run on the same machine, plus the validate renderer's
 * throughput and the validation engine's time per dossier size. Prints a Markdown report.
 *
 *   node scripts/bench.mjs [--runs N] [--levers]
 *
 * N >= 10 (default 15, or BENCH_RUNS). --levers also measures the start-up with each lever
 * turned off, in the same run: the @oclif/core and got bundles (SVC_OCLIF_BUNDLE=0), the code
 * cache of the @oclif/core bundle (SVC_BUNDLE_CACHE=0), Node's compile cache and that one
 * (NODE_DISABLE_COMPILE_CACHE=1) and the manifest (a temp copy of the CLI without oclif.manifest.json).
 *
 * Method: each case is run WARMUP times first (this also fills Node's compile cache, and the code
 * cache of the @oclif/core bundle, as the first runs after an install would), then the
 * cases are run in interleaved rounds (a, b, c, a, b, c, ...) so that machine noise hits every
 * case alike; the figure is the median wall time of the process, spawn to exit. Peak memory is
 * the median maximum resident set size of three more runs, from GNU `time -v` when present, else
 * from process.resourceUsage() inside the process (Node cases only). The CLI runs with a temp
 * HOME (no user plugins, no stored key) against a local reference service seeded by
 * `svc-server demo`; `svc files list` is also compared with the same request made by curl.
 */
import {execFileSync, spawnSync} from 'node:child_process'
import {cpSync, existsSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {cpus, tmpdir} from 'node:os'
import {dirname, join} from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

import {startServer} from './lib/start-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CLI = join(root, 'bin', 'run.js')
const SERVER = join(root, 'server', 'bin', 'svc-server.js')
const WARMUP = 3

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]
}

const RUNS = Math.max(10, Number(option('runs', process.env.BENCH_RUNS ?? 15)) || 15)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

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
  const result = spawnSync(c.cmd, c.args, {encoding: 'utf8', env: c.env, stdio: ['ignore', 'ignore', 'pipe']})
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`${c.label} exited with ${result.status}: ${result.stderr}`)
  return ms
}

/** Peak RSS in MB: GNU time -v, else a preloaded module that reports maxRSS (Node commands only). */
function peakRssOnce(c) {
  if (GNU_TIME) {
    const result = spawnSync(GNU_TIME, ['-v', c.cmd, ...c.args], {encoding: 'utf8', env: c.env, stdio: ['ignore', 'ignore', 'pipe']})
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)
    return match ? Number(match[1]) / 1024 : undefined
  }

  if (c.cmd !== process.execPath) return undefined
  const report = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS="+process.resourceUsage().maxRSS+"\\n"))`
  const result = spawnSync(c.cmd, ['--import', report, ...c.args], {encoding: 'utf8', env: c.env, stdio: ['ignore', 'ignore', 'pipe']})
  const match = /maxRSS=(\d+)/.exec(result.stderr)
  return match ? Number(match[1]) / 1024 : undefined
}

function measure(cases) {
  for (const c of cases) for (let i = 0; i < WARMUP; i++) timeOnce(c)
  const times = new Map(cases.map((c) => [c, []]))
  for (let round = 0; round < RUNS; round++) for (const c of cases) times.get(c).push(timeOnce(c))
  return cases.map((c) => {
    const rss = [0, 1, 2].map(() => peakRssOnce(c)).filter((v) => v !== undefined)
    return {...c, median: median(times.get(c)), min: Math.min(...times.get(c)), rss: rss.length > 0 ? median(rss) : undefined}
  })
}

/** Starts the reference service on a free port with a temp data dir seeded by `svc-server demo`. */
async function startService(dataDir) {
  const demo = JSON.parse(execFileSync(process.execPath, [SERVER, 'demo', '--data-dir', dataDir], {encoding: 'utf8'}))
  const {child, url} = await startServer(dataDir)
  return {child, key: demo.api_key, url}
}

async function optionalImport(path) {
  if (!existsSync(path)) return undefined
  return import(pathToFileURL(path).href)
}

async function main() {
  if (!existsSync(join(root, 'dist', 'commands'))) throw new Error('Build first: npm run build (npm run bench does both).')
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
  const cases = [
    node('`node -e 0`', ['-e', '0']),
    node('`svc --version`', [CLI, '--version']),
    node('`svc files list --help`', [CLI, 'files', 'list', '--help']),
    node('`svc files list` (local service)', [CLI, 'files', 'list'], withKey),
  ]
  const levers = process.argv.includes('--levers')
  let copy
  if (levers) {
    // A copy of the CLI without its manifest, sharing node_modules: oclif then imports every command at start-up.
    copy = mkdtempSync(join(tmpdir(), 'svc-bench-nomanifest-'))
    for (const entry of ['package.json', 'bin', 'dist']) cpSync(join(root, entry), join(copy, entry), {recursive: true})
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
    const noBundle = {...env, SVC_OCLIF_BUNDLE: '0'}
    const noBundleCache = {...env, SVC_BUNDLE_CACHE: '0'}
    const noCache = {...env, NODE_DISABLE_COMPILE_CACHE: '1'}
    const copyCli = join(copy, 'bin', 'run.js')
    for (const [what, args] of [['--version', ['--version']], ['files list --help', ['files', 'list', '--help']]]) {
      cases.push(
        node(`\`svc ${what}\` without the bundles`, [CLI, ...args], noBundle),
        node(`\`svc ${what}\` without the bundle's code cache`, [CLI, ...args], noBundleCache),
        node(`\`svc ${what}\` without any compile cache`, [CLI, ...args], noCache),
        // (Its compile caches, Node's and the bundle's, inside the copy: removed with it.)
        node(`\`svc ${what}\` without the manifest`, [copyCli, ...args], {...env, NODE_COMPILE_CACHE: join(copy, '.compile-cache')}),
      )
    }

    cases.push(node('`svc files list` (local service) without the bundles', [CLI, 'files', 'list'], {...withKey, SVC_OCLIF_BUNDLE: '0'}))
  }

  const curl = which('curl')
  if (curl) {
    // The request `svc files list` makes (see DEBUG=svc* svc files list).
    cases.push({args: ['-sf', '-o', '/dev/null', '-H', `X-API-Key: ${service.key}`, `${service.url}/api/v1/documents?offset=0`], cmd: curl, env, label: 'the same request with curl'})
  }

  let results
  try {
    results = measure(cases)
  } finally {
    service.child.kill('SIGTERM')
  }

  const base = results[0].median
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  const lines = [
    `## svc benchmark`,
    '',
    `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${process.platform}-${process.arch}, ${cpu} x${cpus().length}; median of ${RUNS} runs after ${WARMUP} warm-ups, interleaved; peak memory: ${GNU_TIME ? 'GNU time -v' : 'process.resourceUsage().maxRSS'}.`,
    '',
    '| Command | Median (ms) | Fastest (ms) | Ratio to `node -e 0` | Peak RSS (MB) |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.label} | ${fmt(r.median)} | ${fmt(r.min)} | ${fmt(r.median / base, 2)}x | ${fmt(r.rss)} |`),
  ]
  const byLabel = (prefix) => results.find((r) => r.label.startsWith(prefix))
  const list = byLabel('`svc files list` (')
  const curlResult = byLabel('the same request')
  lines.push('')
  if (curlResult) lines.push(`\`svc files list\` / curl: ${fmt(list.median / curlResult.median, 2)}x.`)
  const goal = 2.5
  for (const label of ['`svc --version`', '`svc files list --help`']) {
    const ratio = byLabel(label).median / base
    lines.push(`Goal ${label} <= ${goal}x \`node -e 0\`: ${ratio <= goal ? 'met' : 'not met'} (${fmt(ratio, 2)}x).`)
  }

  const render = await optionalImport(join(root, 'dist', 'lib', 'validate-render.js'))
  lines.push('', '### Validate event renderer', '')
  if (render?.measureRenderThroughput) {
    render.measureRenderThroughput(10_000) // warm-up
    const r = render.measureRenderThroughput(100_000)
    lines.push(`${r.events} events (verbose, colour) rendered in ${fmt(r.ms)} ms: **${Math.round(r.eventsPerSecond).toLocaleString('en')} events/s** (${r.lines} lines).`)
  } else {
    lines.push('Skipped: dist/lib/validate-render.js (measureRenderThroughput) is not built.')
  }

  const engine = await optionalImport(join(root, 'server', 'dist', 'validation', 'bench.js'))
  lines.push('', '### Validation engine (in memory, no PDF parsing)', '')
  if (engine?.benchEngine) {
    const rows = await engine.benchEngine([10, 100, 500])
    lines.push('| Documents | Median (ms) | Per document (ms) | Events | Growth (time / size) |', '|---:|---:|---:|---:|---:|')
    for (const r of rows) lines.push(`| ${r.size} | ${fmt(r.ms)} | ${fmt(r.perDocumentMs, 2)} | ${r.events} | ${r.growth === null ? '-' : `${fmt(r.growth, 2)} / ${fmt(r.sizeRatio, 0)}`} |`)
  } else {
    lines.push('Skipped: server/dist/validation/bench.js (benchEngine) is not built.')
  }

  process.stdout.write(`${lines.join('\n')}\n`)
  for (const dir of [home, dataDir, copy]) if (dir) rmSync(dir, {force: true, recursive: true})
}

await main()
