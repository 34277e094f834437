/**
 * db/pg-pipeline.ts: the hot reads over pipelined connections on PostgreSQL (`npm run
 * test:postgres`; skipped on SQLite, where they run at once on the one connection).
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'
import pg from 'pg'

import {openDatabase, type Db} from '../../src/db/database.js'
import {hotReadsOf} from '../../src/db/hot-reads.js'
import {PIPE_CONNECTIONS, SPILL_AFTER} from '../../src/db/pg-pipeline.js'
import {prepareOnPostgres} from '../../src/db/pg-prepared.js'
import {testDatabaseUrlFor} from '../helpers/database.js'

describe('db: pipelined hot reads on PostgreSQL (PipelinedReads)', () => {
  let dir: string
  let url: string | undefined
  let db: Db
  let admin: pg.Client

  /** The database's hot reads (openDatabase registers PipelinedReads.query on PostgreSQL), as a promise of rows. */
  const pipelined = (of: Db = db) => {
    const run = hotReadsOf(of)
    return run && {query: async <R>(text: string, values: unknown[]) => (await run(text, values)) as R[]}
  }

  /** The backends of this database's connections, by application name (pg's default is none). */
  const backends = async () => (await admin.query<{pid: number}>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid)

  before(async function () {
    dir = mkdtempSync(join(tmpdir(), 'svc-pg-pipeline-'))
    url = await testDatabaseUrlFor(dir)
    if (!url) this.skip()
    db = await openDatabase(dir, {url})
    admin = new pg.Client({connectionString: url})
    await admin.connect()
    await admin.query('CREATE TABLE pipe_probe (id integer PRIMARY KEY, name text)')
    await admin.query("INSERT INTO pipe_probe SELECT g, 'n' || g FROM generate_series(1, 500) AS g")
  })

  after(async () => {
    await admin?.end()
    rmSync(dir, {force: true, recursive: true})
  })

  it('answers each of many concurrent reads with its own rows, an error staying its own, on at most PIPE_CONNECTIONS connections', async () => {
    const reads = pipelined()!
    expect(reads, 'pipelined reads are on by default').to.not.equal(undefined)
    const text = 'SELECT id, name FROM pipe_probe WHERE id = $1'
    prepareOnPostgres(text)
    const before = (await backends()).length
    const ids = Array.from({length: 400}, (_, i) => 1 + ((i * 37) % 500))
    const results = await Promise.all([
      ...ids.map((id) => reads.query<{id: number; name: string}>(text, [id])),
      // A failing read among them: its own error, the others unaffected.
      reads.query('SELECT 1 / (id - id) FROM pipe_probe WHERE id = $1', [1]).catch((error: Error) => error),
    ])
    const failed = results.pop() as unknown as Error
    expect(failed).to.be.instanceOf(Error)
    expect(failed.message).to.match(/division by zero/)
    expect(results.map((rows) => (rows as {id: number; name: string}[])[0])).to.deep.equal(ids.map((id) => ({id, name: `n${id}`})))
    expect((await backends()).length - before, 'connections opened for the reads').to.be.at.most(PIPE_CONNECTIONS)
  })

  it('keeps to one connection while it has fewer than SPILL_AFTER reads under way, then opens the next', async () => {
    const other = mkdtempSync(join(tmpdir(), 'svc-pg-pipeline-spill-'))
    const fresh = await openDatabase(other, {url})
    try {
      const reads = pipelined(fresh)!
      const text = 'SELECT id FROM pipe_probe WHERE id = $1'
      prepareOnPostgres(text)
      const before = (await backends()).length
      const few = await Promise.all(Array.from({length: SPILL_AFTER - 1}, (_, i) => reads.query<{id: number}>(text, [i + 1])))
      expect(few.map((rows) => rows[0].id)).to.deep.equal(Array.from({length: SPILL_AFTER - 1}, (_, i) => i + 1))
      expect((await backends()).length - before, 'connections for fewer reads than SPILL_AFTER at once').to.equal(1)
      const many = await Promise.all(Array.from({length: 4 * SPILL_AFTER}, (_, i) => reads.query<{id: number}>(text, [i + 1])))
      expect(many.map((rows) => rows[0].id)).to.deep.equal(Array.from({length: 4 * SPILL_AFTER}, (_, i) => i + 1))
      expect((await backends()).length - before, 'connections once one had SPILL_AFTER reads under way').to.equal(Math.min(2, PIPE_CONNECTIONS))
    } finally {
      await fresh.destroy()
      rmSync(other, {force: true, recursive: true})
    }
  })

  it('opens a new connection after PostgreSQL ended one: the reads under way fail, the next ones work', async () => {
    const reads = pipelined()!
    const text = 'SELECT name FROM pipe_probe WHERE id = $1'
    prepareOnPostgres(text)
    expect(await reads.query(text, [7])).to.deep.equal([{name: 'n7'}])
    // Every connection of the service's database but the admin's: the pool's and the pipes'.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
    for (let attempt = 0; ; attempt++) {
      // The first read after may still go out on a connection the client has not yet seen closed.
      const rows = await reads.query(text, [8]).catch(() => undefined)
      if (rows) {
        expect(rows).to.deep.equal([{name: 'n8'}])
        break
      }

      expect(attempt, 'reads failing after the restart').to.be.below(PIPE_CONNECTIONS * 2)
    }

    const all = await Promise.all(Array.from({length: 50}, (_, i) => reads.query(text, [i + 1])))
    expect(all.map((rows) => (rows as {name: string}[])[0].name)).to.deep.equal(Array.from({length: 50}, (_, i) => `n${i + 1}`))
  })

  it('connects with the settings of the database URL, as the pool does, and bounds each statement', async () => {
    const other = mkdtempSync(join(tmpdir(), 'svc-pg-pipeline-url-'))
    const base = (await testDatabaseUrlFor(other))!
    const named = await openDatabase(other, {url: `${base}${base.includes('?') ? '&' : '?'}application_name=svc-pipe-probe`})
    try {
      const reads = pipelined(named)!
      const [setting] = await reads.query<{statement_timeout: string}>('SHOW statement_timeout', [])
      expect(setting.statement_timeout, 'the hot reads are bounded like the pool').to.equal('2min')
      const [{count}] = await reads.query<{count: number}>("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'svc-pipe-probe' AND pid = pg_backend_pid()", [])
      expect(count, 'the URL\'s application_name on the hot reads\' connection').to.equal(1)
    } finally {
      await named.destroy()
      rmSync(other, {force: true, recursive: true})
    }
  })

  it('reads again a named `SELECT *` whose columns a migration changed under it', async () => {
    const reads = pipelined()!
    await admin.query("CREATE TABLE pipe_altered (id integer PRIMARY KEY, name text); INSERT INTO pipe_altered VALUES (1, 'one')")
    const text = 'SELECT * FROM pipe_altered WHERE id = $1'
    expect(await reads.query(text, [1])).to.deep.equal([{id: 1, name: 'one'}])
    await admin.query("ALTER TABLE pipe_altered ADD COLUMN note text DEFAULT 'n'")
    expect(await reads.query(text, [1])).to.deep.equal([{id: 1, name: 'one', note: 'n'}])
  })

  it('names its statements on the server, and none with SVC_PG_PREPARED=0', async () => {
    const prepared = 'SELECT count(*) AS n FROM pg_prepared_statements'
    expect((await pipelined()!.query<{n: number}>(prepared, []))[0].n, 'statements kept by the connection').to.be.above(0)
    const other = mkdtempSync(join(tmpdir(), 'svc-pg-pipeline-unnamed-'))
    process.env.SVC_PG_PREPARED = '0'
    try {
      const unnamed = await openDatabase(other, {url: (await testDatabaseUrlFor(other))!})
      try {
        const reads = pipelined(unnamed)!
        await reads.query('SELECT 1', [])
        expect((await reads.query<{n: number}>(prepared, []))[0].n).to.equal(0)
      } finally {
        await unnamed.destroy()
      }
    } finally {
      delete process.env.SVC_PG_PREPARED
      rmSync(other, {force: true, recursive: true})
    }
  })

  it('ends its connections with the database, and is off with SVC_PG_PIPELINE=0', async () => {
    const other = mkdtempSync(join(tmpdir(), 'svc-pg-pipeline-off-'))
    process.env.SVC_PG_PIPELINE = '0'
    try {
      const off = await openDatabase(other, {url: (await testDatabaseUrlFor(other))!})
      expect(pipelined(off)).to.equal(undefined)
      await off.destroy()
    } finally {
      delete process.env.SVC_PG_PIPELINE
      rmSync(other, {force: true, recursive: true})
    }

    await pipelined()!.query('SELECT 1', [])
    expect((await backends()).length).to.be.above(0)
    await db.destroy()
    for (let i = 0; i < 50 && (await backends()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await backends(), 'connections left after destroy').to.deep.equal([])
    let closed: unknown
    await pipelined()!.query('SELECT 1', []).catch((error: unknown) => (closed = error))
    expect(closed).to.be.instanceOf(Error)
  })
})
