/**
 * The scale-out file store: blobs as objects of an S3-compatible bucket (AWS S3, MinIO, Ceph,
 * Garage...), under `<prefix>/files/<uuid>`, shared by every replica. Uploads are streamed as
 * multipart uploads (lib-storage's Upload: at most `partSize` x (`queueSize` + 1) bytes in memory per
 * file, whatever its size); a failed upload is aborted so that no partial object or part is kept.
 */
import {createWriteStream} from 'node:fs'
import {rm} from 'node:fs/promises'
import {Readable} from 'node:stream'
import {pipeline} from 'node:stream/promises'

import {DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client} from '@aws-sdk/client-s3'
import {Upload} from '@aws-sdk/lib-storage'
import createDebug from 'debug'

import {isDiskFull} from '../db/disk-full.js'
import {BlobStoreUnavailable, type BlobReadable, type BlobStore, type LocalBlobCopy} from './blob-store.js'
import {claimScratch, releaseScratch} from './scratch.js'

const debug = createDebug('svc-server:storage')

export interface S3StoreConfig {
  bucket: string
  /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
  prefix: string
  /** SVC_S3_ENDPOINT: an S3-compatible service's URL; undefined for AWS S3 itself. */
  endpoint?: string
  region: string
  forcePathStyle: boolean
  /** Longest silence of one S3 request (connect excluded), in ms (SVC_S3_TIMEOUT_MS). */
  requestTimeoutMs: number
  /** Bytes per part of a multipart upload (S3's minimum is 5 MiB). */
  partSize?: number
  /** Parts of one upload sent at once. */
  queueSize?: number
  /** Explicit credentials (tests); otherwise the SDK's standard chain. */
  credentials?: {accessKeyId: string; secretAccessKey: string}
}

/** S3's smallest part: a file up to this size is one PutObject, larger ones a multipart upload. */
export const S3_PART_SIZE = 5 * 1024 * 1024
export const S3_QUEUE_SIZE = 2
const CONNECT_TIMEOUT_MS = 5000

export class S3BlobStore implements BlobStore {
  readonly local = false
  readonly description: string
  private readonly client: S3Client

  constructor(private readonly config: S3StoreConfig) {
    this.description = `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}`
    this.client = new S3Client({
      // Credentials: the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles).
      ...(config.credentials ? {credentials: config.credentials} : {}),
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      maxAttempts: 3,
      region: config.region,
      // Every wait bounded: a store that stops answering fails the request instead of holding it.
      requestHandler: {connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: config.requestTimeoutMs},
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  private objectKey(key: string): string {
    if (key.startsWith('/') || key.split('/').includes('..')) throw new Error(`Invalid blob key ${JSON.stringify(key)}.`)
    return this.config.prefix ? `${this.config.prefix}/${key}` : key
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({Bucket: this.config.bucket}))
    } catch (error) {
      const status = (error as {$metadata?: {httpStatusCode?: number}}).$metadata?.httpStatusCode
      const where = this.config.endpoint ? ` at ${this.config.endpoint}` : ` in region ${this.config.region}`
      if (status === 404) throw new Error(`SVC_STORAGE_URL: the bucket "${this.config.bucket}" does not exist${where}; create it first, or fix SVC_STORAGE_URL / SVC_S3_ENDPOINT.`, {cause: error})
      if (status === 403 || status === 401) {
        throw new Error(`SVC_STORAGE_URL: access to the bucket "${this.config.bucket}"${where} was refused; check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and the bucket's policy.`, {
          cause: error,
        })
      }

      throw new Error(`SVC_STORAGE_URL: the bucket "${this.config.bucket}"${where} cannot be reached (${(error as Error).name}: ${(error as Error).message}); check SVC_S3_ENDPOINT and the network.`, {cause: error})
    }
  }

  async put(key: string, source: Readable): Promise<void> {
    let sourceError: unknown
    source.once('error', (error) => {
      sourceError ??= error
    })
    const upload = new Upload({
      client: this.client,
      leavePartsOnError: false,
      // Wrapped: Upload takes a stream's `size` property, when it has one, for its byte count (a
      // Transform that counts what it passed has one, and it is 0 at the start).
      params: {Body: Readable.from(source), Bucket: this.config.bucket, Key: this.objectKey(key)},
      partSize: this.config.partSize ?? S3_PART_SIZE,
      queueSize: this.config.queueSize ?? S3_QUEUE_SIZE,
    })
    try {
      await upload.done()
    } catch (error) {
      // Upload aborts the multipart upload itself; if the abort failed too, it rejects with that
      // failure, which must not hide why the upload stopped (e.g. a 413 from the size limit).
      debug('upload of %s failed: %O', key, error)
      if (sourceError) throw sourceError
      throw new BlobStoreUnavailable('store a file', this.description, error)
    }
  }

  async open(key: string): Promise<BlobReadable | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({Bucket: this.config.bucket, Key: this.objectKey(key)}))
      return {body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0)}
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw new BlobStoreUnavailable('read a file', this.description, error)
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({Bucket: this.config.bucket, Key: this.objectKey(key)}))
      return Number(answer.ContentLength ?? 0)
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw new BlobStoreUnavailable('look up a file', this.description, error)
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({Bucket: this.config.bucket, Key: this.objectKey(key)}))
    } catch (error) {
      if (isNotFound(error)) return
      throw new BlobStoreUnavailable('delete a file', this.description, error)
    }
  }

  async localCopy(key: string, scratchDir: string): Promise<LocalBlobCopy | undefined> {
    const blob = await this.open(key)
    if (!blob) return undefined
    const path = claimScratch(scratchDir, 'scratch')
    const release = async () => {
      await rm(path, {force: true})
      releaseScratch(path)
    }

    try {
      await pipeline(blob.body, createWriteStream(path, {flags: 'wx', mode: 0o600}))
    } catch (error) {
      await release()
      // A full local disk stays recognisable (isDiskFull); anything else is the store's failure.
      if (isDiskFull(error)) throw error
      throw new BlobStoreUnavailable('read a file', this.description, error)
    }

    return {path, release}
  }

  close(): void {
    this.client.destroy()
  }
}

/** No such object (a missing bucket is the store's failure, not a missing file). */
function isNotFound(error: unknown): boolean {
  const e = error as {name?: string; Code?: string; $metadata?: {httpStatusCode?: number}}
  if (e?.name === 'NoSuchBucket' || e?.Code === 'NoSuchBucket') return false
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}
