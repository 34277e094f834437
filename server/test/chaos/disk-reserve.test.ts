/**
 * The pieces of the full-disk handling on their own (db/disk-full.ts): what counts as a full
 * disk, the reserve file and its one retry, the setting and its documentation. The real full disk
 * is disk-full.test.ts.
 */
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'

import {expect} from 'chai'

import {DEFAULT_RESERVE_BYTES, DiskReserve, isDiskFull, reserveBytesFromEnv} from '../../src/db/disk-full.js'

const ROOT = join(import.meta.dirname, '..', '..', '..')

describe('chaos: the disk reserve', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'svc-reserve-'))
  })
  afterEach(() => rmSync(dir, {force: true, recursive: true}))

  it('isDiskFull: ENOSPC, EDQUOT, SQLite FULL (also extended codes and as a cause); not other errors', () => {
    const enospc = Object.assign(new Error('write failed'), {code: 'ENOSPC'})
    expect(isDiskFull(enospc)).to.equal(true)
    expect(isDiskFull(Object.assign(new Error('quota'), {code: 'EDQUOT'}))).to.equal(true)
    expect(isDiskFull(Object.assign(new Error('database or disk is full'), {code: 'ERR_SQLITE_ERROR', errcode: 13}))).to.equal(true)
    expect(isDiskFull(Object.assign(new Error('x'), {errcode: 13 + 256}))).to.equal(true)
    expect(isDiskFull(new Error('upload failed', {cause: enospc}))).to.equal(true)
    expect(isDiskFull(Object.assign(new Error('UNIQUE constraint failed'), {code: 'ERR_SQLITE_ERROR', errcode: 2067}))).to.equal(false)
    expect(isDiskFull(Object.assign(new Error('gone'), {code: 'ENOENT'}))).to.equal(false)
    expect(isDiskFull(undefined)).to.equal(false)
    // The message node:sqlite gives for SQLITE_FULL is recognised as is.
    const db = new DatabaseSync(':memory:')
    db.exec('PRAGMA max_page_count = 2; CREATE TABLE t (v TEXT)')
    let full: unknown
    try {
      db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(100_000))
    } catch (error) {
      full = error
    }

    expect(isDiskFull(full), String(full)).to.equal(true)
  })

  it('ensure writes the whole reserve (real bytes); release removes it; withReserve retries a full-disk write once after releasing', () => {
    const reserve = new DiskReserve(dir, 64 * 1024)
    expect(reserve.present).to.equal(false)
    expect(reserve.ensure()).to.equal(true)
    expect(statSync(reserve.path).size).to.equal(64 * 1024)
    expect(statSync(reserve.path).blocks * 512).to.be.at.least(64 * 1024)

    let calls = 0
    const written = reserve.withReserve(() => {
      calls++
      if (calls === 1) throw Object.assign(new Error('No space left on device'), {code: 'ENOSPC'})
      return 'written'
    })
    expect([written, calls, reserve.present]).to.deep.equal(['written', 2, false])

    // No reserve left: the full-disk error is the caller's; other errors are never retried.
    expect(() => reserve.withReserve(() => { throw Object.assign(new Error('full'), {code: 'ENOSPC'}) })).to.throw('full')
    reserve.ensure()
    let tries = 0
    expect(() => reserve.withReserve(() => { tries++; throw new Error('other') })).to.throw('other')
    expect([tries, reserve.present]).to.deep.equal([1, true])
  })

  it('SVC_DISK_RESERVE_BYTES: default 2 MiB, 0 turns it off, nonsense is one line naming it; documented with its default', () => {
    expect(reserveBytesFromEnv({})).to.equal(DEFAULT_RESERVE_BYTES)
    expect(reserveBytesFromEnv({SVC_DISK_RESERVE_BYTES: '0'})).to.equal(0)
    expect(() => reserveBytesFromEnv({SVC_DISK_RESERVE_BYTES: '2MB'})).to.throw(/^SVC_DISK_RESERVE_BYTES must be a number of bytes from 0 to 1073741824, got "2MB"\.$/)
    const off = new DiskReserve(dir, 0)
    expect([off.ensure(), off.present]).to.deep.equal([false, false])
    const security = readFileSync(join(ROOT, 'docs', 'security.md'), 'utf8')
    expect(security).to.match(new RegExp(`^\\| \`SVC_DISK_RESERVE_BYTES\` \\| \`${DEFAULT_RESERVE_BYTES}\``, 'm'))
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).to.match(/^\|[^\n]*`SVC_DISK_RESERVE_BYTES`/m)
  })
})
