/**
 * The embedded file store: blobs as files under the data directory (`<data-dir>/files/<uuid>`).
 * A blob is streamed to a `.part` scratch file under `<data-dir>/tmp` and renamed into place once
 * complete (same file system, so the rename is atomic: no partial file is ever visible).
 */
import {createReadStream, createWriteStream, mkdirSync, rmSync} from 'node:fs'
import {rename, rm, stat} from 'node:fs/promises'
import {dirname, isAbsolute, join, resolve, sep} from 'node:path'
import type {Readable} from 'node:stream'
import {pipeline} from 'node:stream/promises'

import type {BlobReadable, BlobStore, LocalBlobCopy} from './blob-store.js'
import {claimScratch, releaseScratch, scratchDir} from './scratch.js'

export class LocalBlobStore implements BlobStore {
  readonly local = true
  readonly description: string

  constructor(private readonly root: string) {
    this.description = `local folder ${join(root, 'files')}`
    mkdirSync(join(root, 'files'), {recursive: true})
  }

  async check(): Promise<void> {
    mkdirSync(join(this.root, 'files'), {recursive: true})
  }

  /** The file of a key: relative keys live under the data dir; absolute ones (older rows) are taken as they are. */
  pathOf(key: string): string {
    if (isAbsolute(key)) return key
    const path = resolve(this.root, key)
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid blob key ${JSON.stringify(key)}: it leaves the data directory.`)
    return path
  }

  async put(key: string, source: Readable): Promise<void> {
    const finalPath = this.pathOf(key)
    const part = claimScratch(scratchDir(this.root), 'part')
    try {
      await pipeline(source, createWriteStream(part, {flags: 'wx', mode: 0o600}))
      mkdirSync(dirname(finalPath), {recursive: true})
      await rename(part, finalPath)
    } catch (error) {
      await rm(part, {force: true})
      throw error
    } finally {
      releaseScratch(part)
    }
  }

  async open(key: string): Promise<BlobReadable | undefined> {
    const size = await this.size(key)
    if (size === undefined) return undefined
    return {body: createReadStream(this.pathOf(key)), size}
  }

  async size(key: string): Promise<number | undefined> {
    return stat(this.pathOf(key)).then(
      (s) => (s.isFile() ? s.size : undefined),
      () => undefined,
    )
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined
  }

  delete(key: string): Promise<void> {
    // Synchronous on purpose: deleting is how a user frees space on a full disk, and the caller
    // puts the disk reserve back right after (db/disk-full.ts), which needs the space freed now.
    try {
      rmSync(this.pathOf(key), {force: true})
      return Promise.resolve()
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }

  async localCopy(key: string): Promise<LocalBlobCopy | undefined> {
    if (!(await this.exists(key))) return undefined
    return {path: this.pathOf(key), release: async () => {}}
  }

  close(): void {}
}
