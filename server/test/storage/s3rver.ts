/**
 * A real S3-protocol server for the tests: s3rver, in this process, on 127.0.0.1 and a free port,
 * storing into a temp directory, with one bucket. It records the requests it gets, and answers
 * AbortMultipartUpload as S3 does (204, the parts removed): s3rver 3.7 refuses that call (405),
 * and the tests check that a failed upload is aborted and leaves no part behind.
 */
import {mkdtemp, readdir, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {ListObjectsV2Command, S3Client} from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import {S3BlobStore, type S3StoreConfig} from '../../src/storage/s3.js'

/** s3rver accepts any well-formed signature made with these. */
export const S3RVER_CREDENTIALS = {accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER'}

export interface FakeS3 {
  endpoint: string
  bucket: string
  /** Requests received, as "METHOD /path?query". */
  calls: string[]
  /** The variables that point svc-server at this bucket under `prefix`. */
  env(prefix: string): Record<string, string>
  /** A store on this bucket under `prefix` (in-process services). */
  store(prefix: string, overrides?: Partial<S3StoreConfig>): S3BlobStore
  /** Keys of the objects in the bucket. */
  objectKeys(): Promise<string[]>
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): Promise<string[]>
  close(): Promise<void>
}

export async function startS3rver(bucket = 'svc-test'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'svc-s3rver-'))
  const server = new S3rver({address: '127.0.0.1', configureBuckets: [{configs: [], name: bucket}], directory, port: 0, silent: true})
  const calls: string[] = []
  const uploadsDir = join(directory, bucket, '._S3rver_uploads')
  server.middleware.unshift(async (ctx, next) => {
    calls.push(`${ctx.method} ${ctx.url}`)
    if (ctx.method === 'DELETE' && ctx.query.uploadId) {
      // AbortMultipartUpload, as S3 answers it.
      await rm(join(uploadsDir, ctx.query.uploadId.replaceAll(/[^\da-f]/g, '')), {force: true, recursive: true})
      ctx.status = 204
      ctx.body = ''
      return
    }

    await next()
  })
  const {port} = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const config = (prefix: string): S3StoreConfig => ({
    bucket,
    credentials: S3RVER_CREDENTIALS,
    endpoint,
    forcePathStyle: true,
    prefix,
    region: 'us-east-1',
    requestTimeoutMs: 10_000,
  })

  return {
    bucket,
    calls,
    async close() {
      await server.close()
      await rm(directory, {force: true, recursive: true})
    },
    endpoint,
    env: (prefix) => ({
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      // Never ask a cloud metadata address for credentials (this machine talks to 127.0.0.1 only).
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      SVC_S3_ENDPOINT: endpoint,
      SVC_S3_FORCE_PATH_STYLE: '1',
      SVC_S3_REGION: 'us-east-1',
      SVC_STORAGE_URL: `s3://${bucket}/${prefix}`,
    }),
    async objectKeys() {
      const client = new S3Client({credentials: S3RVER_CREDENTIALS, endpoint, forcePathStyle: true, region: 'us-east-1'})
      try {
        const answer = await client.send(new ListObjectsV2Command({Bucket: bucket}))
        return (answer.Contents ?? []).map((object) => object.Key!).sort()
      } finally {
        client.destroy()
      }
    },
    async openUploads() {
      return readdir(uploadsDir).catch(() => [])
    },
    store: (prefix, overrides = {}) => new S3BlobStore({...config(prefix), ...overrides}),
  }
}
