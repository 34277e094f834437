/**
 * A full disk (docs/protocol.md, "Crashes, full disks and recovery"): how the service recognises
 * it, the 507 problem it answers, and a small reserve file that lets it still record what must be
 * recorded when the disk is full (a document deletion, which is how a user frees space; a run
 * marked failed rather than left running).
 *
 * The reserve (`<data-dir>/disk-reserve`, SVC_DISK_RESERVE_BYTES, default 2 MiB, 0 to disable) is
 * written at start-up. When a write that must succeed fails for lack of space, the reserve is
 * removed and the write tried once more: SQLite needs room to append to its WAL even to delete a
 * row. The reserve is written again at the next start-up or after a deletion that freed space.
 */
import {closeSync, openSync, rmSync, statSync, writeSync} from 'node:fs'
import {join} from 'node:path'

import createDebug from 'debug'

import {HttpProblem} from '../http/problem.js'

const debug = createDebug('svc-server:disk')

/** SQLite's "database or disk is full" (SQLITE_FULL, primary result code 13). */
const SQLITE_FULL = 13

/** Whether an error says the disk (or the quota, or SQLite's file) is full. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as {cause?: unknown}).cause, depth++) {
    const e = current as {code?: unknown; errcode?: unknown; message?: unknown}
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true
    if (typeof e.errcode === 'number' && (e.errcode & 0xff) === SQLITE_FULL) return true
    // PostgreSQL's disk_full (class 53, insufficient resources).
    if (e.code === '53100') return true
    if (typeof e.message === 'string' && /database or disk is full|no space left on device/i.test(e.message)) return true
  }

  return false
}

/** The answer to any write that did not fit: 507, nothing of the request kept. */
export function insufficientStorage(what = 'The request'): HttpProblem {
  return new HttpProblem(
    507,
    'insufficient_storage',
    `${what} could not be stored: the service's disk is full. Nothing was kept; delete documents you no longer need or ask the operator to free space, then retry.`,
  )
}

/** The reserve's default size: room for a few hundred small SQLite writes. */
export const DEFAULT_RESERVE_BYTES = 2 * 1024 * 1024

/** SVC_DISK_RESERVE_BYTES (0 .. 1 GiB), or the default; a malformed value is one line naming it. */
export function reserveBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SVC_DISK_RESERVE_BYTES
  if (raw === undefined || raw.trim() === '') return DEFAULT_RESERVE_BYTES
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 1024 ** 3) {
    throw new Error(`SVC_DISK_RESERVE_BYTES must be a number of bytes from 0 to 1073741824, got "${raw}".`)
  }

  return value
}

const CHUNK = Buffer.alloc(64 * 1024)

export class DiskReserve {
  readonly path: string

  constructor(
    dataDir: string,
    readonly bytes: number = reserveBytesFromEnv(),
  ) {
    this.path = join(dataDir, 'disk-reserve')
  }

  /** Whether the reserve is in place, whole. */
  get present(): boolean {
    try {
      return statSync(this.path).size >= this.bytes
    } catch {
      return false
    }
  }

  /**
   * Writes the reserve if it is missing (real blocks, not a sparse file). Best effort: on a full
   * disk the partial file is removed and false returned; it is tried again later.
   */
  ensure(): boolean {
    if (this.bytes === 0 || this.present) return this.bytes > 0
    let fd: number | undefined
    try {
      fd = openSync(this.path, 'w', 0o600)
      for (let written = 0; written < this.bytes; ) written += writeSync(fd, CHUNK, 0, Math.min(CHUNK.length, this.bytes - written))
      closeSync(fd)
      return true
    } catch (error) {
      if (fd !== undefined) closeSync(fd)
      rmSync(this.path, {force: true})
      debug('disk reserve not written: %s', (error as Error).message)
      return false
    }
  }

  /** Removes the reserve; true when that freed space. */
  release(): boolean {
    if (!this.present) return false
    rmSync(this.path, {force: true})
    debug('disk reserve released')
    return true
  }

  /**
   * Runs a write that must succeed even on a full disk: when it fails for lack of space, the
   * reserve is released and the write tried once more. Any other error, or a second failure, is thrown.
   */
  withReserve<T>(write: () => T): T {
    try {
      return write()
    } catch (error) {
      if (!isDiskFull(error) || !this.release()) throw error
      return write()
    }
  }

  /** withReserve for an asynchronous write (a query through Kysely). */
  async withReserveAsync<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (!isDiskFull(error) || !this.release()) throw error
      return write()
    }
  }
}

const reserves = new Map<string, DiskReserve>()

/** The reserve of a data directory (one per directory in this process). */
export function diskReserve(ctx: {dataDir: string}): DiskReserve {
  let reserve = reserves.get(ctx.dataDir)
  if (!reserve) {
    reserve = new DiskReserve(ctx.dataDir)
    reserves.set(ctx.dataDir, reserve)
  }

  return reserve
}
