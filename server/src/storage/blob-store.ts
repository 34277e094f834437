/**
 * Where uploaded files live: one interface, one implementation per backend (storage/local.ts: a
 * folder under the data dir, the embedded default; storage/s3.ts: an S3-compatible bucket, for
 * several replicas), chosen by SVC_STORAGE_URL (storage/config.ts).
 *
 * Keys are relative names such as `files/<uuid>` (the documents' `storage_path`); a stored blob is
 * never changed, only written once and deleted, so readers may cache what they learn from one.
 */
import type {Readable} from 'node:stream'

import {HttpProblem} from '../http/problem.js'

/** A stored blob opened for reading. */
export interface BlobReadable {
  body: Readable
  size: number
}

/** A blob as a file on this machine, for readers that need a path (ingestion's worker threads). */
export interface LocalBlobCopy {
  path: string
  /** Removes the copy if it is a scratch file (the local backend hands out the stored file itself). */
  release(): Promise<void>
}

export interface BlobStore {
  /** What and where, for logs and start-up lines (no secret in it). */
  readonly description: string
  /** Whether deleting and reading go to this machine's disk (then a full disk is this machine's 507). */
  readonly local: boolean
  /** Fails with one line saying what to fix when the store cannot be used (missing bucket, wrong endpoint). */
  check(): Promise<void>
  /**
   * Streams `source` to `key`. Nothing is visible under `key` until the whole stream is stored; on
   * any failure nothing is left behind (a partial file is removed, a multipart upload aborted).
   * When the source itself fails (a size limit, a client gone) that error is the one rejected.
   */
  put(key: string, source: Readable): Promise<void>
  /** The blob's bytes and size, or undefined when there is no such blob. */
  open(key: string): Promise<BlobReadable | undefined>
  /** The blob's size in bytes, or undefined when there is no such blob. */
  size(key: string): Promise<number | undefined>
  exists(key: string): Promise<boolean>
  /** Removes the blob; no error when it is already gone. */
  delete(key: string): Promise<void>
  /** The blob as a local file (a scratch copy under `scratchDir` for a remote store), or undefined if missing. */
  localCopy(key: string, scratchDir: string): Promise<LocalBlobCopy | undefined>
  /** Releases connections. */
  close(): void
}

/** The store could not be reached or refused a request: not the client's fault, and worth a retry. */
export class BlobStoreUnavailable extends Error {
  constructor(
    readonly operation: string,
    readonly store: string,
    cause: unknown,
  ) {
    super(`the file store (${store}) failed to ${operation}: ${describe(cause)}`, {cause})
    this.name = 'BlobStoreUnavailable'
  }
}

function describe(error: unknown): string {
  const e = error as {name?: string; message?: string; $metadata?: {httpStatusCode?: number}} | undefined
  const status = e?.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : ''
  const text = e?.message && e.message !== e.name ? `${e.name ?? 'Error'}: ${e.message}` : (e?.name ?? String(error))
  return `${text}${status}`.replaceAll(/\s+/g, ' ').slice(0, 300)
}

/** Seconds a client should wait before retrying after the file store failed. */
export const STORE_RETRY_AFTER_S = 5

/** The answer when the file store failed: 503 with Retry-After (docs/protocol.md). */
export function storageUnavailable(what: string): HttpProblem {
  return new HttpProblem(
    503,
    'storage_unavailable',
    `${what} failed: the service's file store did not answer (nothing was changed); retry in a few seconds, and tell the operator if it goes on.`,
    {},
    {'retry-after': String(STORE_RETRY_AFTER_S)},
  )
}
