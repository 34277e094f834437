/**
 * db/pg-prepared.ts: the hot reads as named prepared statements on PostgreSQL (`npm run
 * test:postgres`; skipped on SQLite, where node:sqlite keeps statements prepared itself).
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'
import type pg from 'pg'

import {prepareOnPostgres, PreparingClient} from '../../src/db/pg-prepared.js'
import {testDatabaseUrlFor} from '../helpers/database.js'

describe('db: named prepared statements on PostgreSQL (PreparingClient)', () => {
  let dir: string
  let url: string | undefined
  let client: PreparingClient

  /** client.query(text, values), typed (the override keeps every pg overload, so it returns unknown). */
  const query = (text: string, values?: unknown[]) => client.query(text, values) as Promise<pg.QueryResult>
  const prepared = async () => (await query('SELECT name, statement FROM pg_prepared_statements ORDER BY name')).rows as {name: string; statement: string}[]

  before(async function () {
    dir = mkdtempSync(join(tmpdir(), 'svc-pg-prepared-'))
    url = await testDatabaseUrlFor(dir)
    if (!url) this.skip()
    client = new PreparingClient({connectionString: url})
    await client.connect()
    await client.query('CREATE TABLE prepared_probe (id integer PRIMARY KEY, name text)')
    await client.query("INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')")
  })

  after(async () => {
    delete process.env.SVC_PG_PREPARED
    await client?.end()
    rmSync(dir, {force: true, recursive: true})
  })

  it('sends a registered text as a named statement, prepared once per connection, with each call its values', async () => {
    const text = 'SELECT name FROM prepared_probe WHERE id = $1'
    prepareOnPostgres(text)
    expect((await query(text, [1])).rows).to.deep.equal([{name: 'one'}])
    expect((await query(text, [2])).rows).to.deep.equal([{name: 'two'}])
    const statements = (await prepared()).filter((s) => s.statement === text)
    expect(statements).to.have.length(1)
    expect(statements[0].name).to.match(/^svc_\d+$/)
  })

  it('leaves unregistered texts unnamed, and every text unnamed with SVC_PG_PREPARED=0', async () => {
    const other = 'SELECT id FROM prepared_probe WHERE name = $1'
    expect((await query(other, ['two'])).rows).to.deep.equal([{id: 2}])
    const off = 'SELECT id FROM prepared_probe WHERE id > $1 ORDER BY id'
    prepareOnPostgres(off)
    process.env.SVC_PG_PREPARED = '0'
    try {
      expect((await query(off, [0])).rows).to.deep.equal([{id: 1}, {id: 2}])
    } finally {
      delete process.env.SVC_PG_PREPARED
    }

    const texts = (await prepared()).map((s) => s.statement)
    expect(texts).not.to.include(other)
    expect(texts).not.to.include(off)
  })

  it('prepares again under a new name when a migration changed the columns of a `SELECT *` under it', async () => {
    const star = 'SELECT * FROM prepared_probe WHERE id = $1'
    prepareOnPostgres(star)
    expect((await query(star, [1])).rows).to.deep.equal([{id: 1, name: 'one'}])
    await client.query("ALTER TABLE prepared_probe ADD COLUMN note text DEFAULT 'n'")
    // Without the rename: "cached plan must not change result type" on every later call of this connection.
    expect((await query(star, [1])).rows).to.deep.equal([{id: 1, name: 'one', note: 'n'}])
    expect((await query(star, [2])).rows).to.deep.equal([{id: 2, name: 'two', note: 'n'}])
  })

  it("asks PostgreSQL to describe a statement's columns once per connection, and reads every later row with them (types parsed as before)", async () => {
    const text = 'SELECT id, name, id * 1.5 AS half, now() > now() - interval \'1 day\' AS recent FROM prepared_probe WHERE id = $1'
    prepareOnPostgres(text)
    const connection = (client as unknown as {connection: {describe(...args: unknown[]): void}}).connection
    const describe = connection.describe.bind(connection)
    let described = 0
    connection.describe = (...args: unknown[]) => {
      described++
      describe(...args)
    }

    try {
      const first = await query(text, [1])
      const second = await query(text, [2])
      const third = await query(text, [1])
      expect(described).to.equal(1)
      expect(first.rows).to.deep.equal([{half: '1.5', id: 1, name: 'one', recent: true}])
      expect(second.rows).to.deep.equal([{half: '3.0', id: 2, name: 'two', recent: true}])
      expect(third.rows).to.deep.equal(first.rows)
      expect(third.fields.map((f) => f.name)).to.deep.equal(['id', 'name', 'half', 'recent'])
      // (A value pg cannot bind is the query's error, the connection still serves.)
      const bad = {toPostgres: () => { throw new Error('no value') }}
      const failed = await query(text, [bad]).catch((error: unknown) => error)
      expect(failed).to.be.instanceOf(Error)
      expect((await query(text, [2])).rows).to.deep.equal(second.rows)
      // Off: described every time, as pg does.
      process.env.SVC_PG_DESCRIBE_ONCE = '0'
      await query(text, [1])
      await query(text, [1])
      expect(described).to.equal(3)
    } finally {
      delete process.env.SVC_PG_DESCRIBE_ONCE
      connection.describe = describe
    }
  })
})
