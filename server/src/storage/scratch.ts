/**
 * Scratch files under `<data-dir>/tmp`: partial uploads of the local store (`.part`) and local
 * copies of remote blobs for ingestion (`.scratch`). Each is named after the process writing it
 * (`<pid>-<uuid>.<ext>`), so a sweep at start-up can remove what a stopped or crashed process left
 * behind without touching the files of another live process sharing the data directory.
 */
import {randomUUID} from 'node:crypto'
import {mkdirSync, readdirSync, rmSync, statSync} from 'node:fs'
import {join} from 'node:path'

import {processAlive} from '../process-alive.js'

/** `<data-dir>/tmp`, created if needed. */
export function scratchDir(dataDir: string): string {
  const dir = join(dataDir, 'tmp')
  mkdirSync(dir, {recursive: true})
  return dir
}

/** Scratch files this process is using now (a sweep never removes them). */
const inUse = new Set<string>()

/** A new scratch file name of this process, marked in use until `releaseScratch`. */
export function claimScratch(dir: string, ext: 'part' | 'scratch'): string {
  const path = join(dir, `${process.pid}-${randomUUID()}.${ext}`)
  inUse.add(path)
  return path
}

export function releaseScratch(path: string): void {
  inUse.delete(path)
}

/**
 * Removes the scratch files whose writer is gone (a process that stopped or crashed), and those
 * older than `maxAgeMs` (their pid then belongs to another program). Files of the old naming (no
 * pid) are removed too. Returns how many were removed.
 */
export function sweepScratch(dir: string, maxAgeMs = 24 * 60 * 60 * 1000): number {
  let removed = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const pid = /^(\d+)-/.exec(name)?.[1]
    try {
      const mine = Number(pid) === process.pid
      const writerGone = pid === undefined || (mine ? !inUse.has(path) : !processAlive(Number(pid)))
      if (writerGone || Date.now() - statSync(path).mtimeMs > maxAgeMs) {
        rmSync(path, {force: true})
        removed++
      }
    } catch {
      // Gone already: another process swept it.
    }
  }

  return removed
}
