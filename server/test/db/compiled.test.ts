/**
 * db/compiled.ts: a query compiled once per dialect and shape, then run with each call's values.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'
import {CompiledQuery} from 'kysely'

import {compiledQuery} from '../../src/db/compiled.js'
import {dialectOf, openDatabase, type Db} from '../../src/db/database.js'
import {testDatabase} from '../helpers/database.js'

describe('db: queries compiled once (compiledQuery)', () => {
  let db: Db
  let dir: string

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'svc-compiled-'))
    db = await openDatabase(dir, (await testDatabase(dir)) ?? {})
    await db.insertInto('console_settings').values([
      {name: 'a', updated_at: '2026-01-01', value: 'one'},
      {name: 'b', updated_at: '2026-01-02', value: 'two'},
      {name: 'c', updated_at: '2026-01-03', value: 'three'},
    ]).execute()
  })

  after(async () => {
    await db.destroy()
    rmSync(dir, {force: true, recursive: true})
  })

  it('runs each call with its own values, in whatever order the SQL binds them, per shape', async () => {
    // The second argument is bound first in the SQL text, and the first one twice.
    const query = compiledQuery('test-settings', (d, shape, name: string, after: string) =>
      d
        .selectFrom('console_settings')
        .select(['name', 'value'])
        .where('updated_at', '>', after)
        .where((eb) => (shape === 'either' ? eb.or([eb('name', '=', name), eb('value', '=', name)]) : eb('name', '=', name)))
        .orderBy('name'),
    )
    expect(await query(db, 'name', 'a', '2000')).to.deep.equal([{name: 'a', value: 'one'}])
    expect(await query(db, 'name', 'b', '2000')).to.deep.equal([{name: 'b', value: 'two'}])
    expect(await query(db, 'name', 'b', '2026-01-05')).to.deep.equal([])
    expect(await query(db, 'either', 'three', '2000')).to.deep.equal([{name: 'c', value: 'three'}])
    expect(await query(db, 'either', 'a', '2000')).to.deep.equal([{name: 'a', value: 'one'}])
  })

  it('refuses, on first use, a query that binds a value that is not one of its arguments', async () => {
    const frozen = compiledQuery('test-frozen', (d, _shape, name: string) => d.selectFrom('console_settings').select('name').where('name', '=', name).where('value', '=', 'one'))
    let caught: unknown
    try {
      await frozen(db, '', 'a')
    } catch (error) {
      caught = error
    }

    expect(String(caught)).to.match(/test-frozen: a bound value is not one of its arguments/)
  })

  it('gives rows as arrays of values where asked and the database can (SQLite\'s hot reads), else objects, and the statement keeps giving objects to others', async () => {
    const query = compiledQuery('test-arrays', (d, _shape, after: string) => d.selectFrom('console_settings').select(['name', 'value']).where('updated_at', '>', after).orderBy('name'), (shape) => (shape === 'arrays' ? {arrays: true} : undefined))
    const arrays = await query(db, 'arrays', '2026-01-01')
    const objects = await query(db, 'objects', '2026-01-01')
    expect(objects).to.deep.equal([{name: 'b', value: 'two'}, {name: 'c', value: 'three'}])
    if (dialectOf(db) === 'sqlite') expect(arrays).to.deep.equal([['b', 'two'], ['c', 'three']])
    else expect(arrays).to.deep.equal(objects)
    // (The same SQL text through Kysely, which shares node:sqlite's prepared statement: objects.)
    const sqlText = (await db.selectFrom('console_settings').select(['name', 'value']).where('updated_at', '>', '2026-01-01').orderBy('name').compile()).sql
    expect((await db.executeQuery(CompiledQuery.raw(sqlText, ['2026-01-01']))).rows).to.deep.equal(objects)
  })
})
