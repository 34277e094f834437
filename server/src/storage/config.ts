/**
 * Which file store the service uses, from the environment (every `svc-server` subcommand):
 * - SVC_STORAGE_URL unset or empty: files under `<data-dir>/files` (the embedded default);
 * - SVC_STORAGE_URL=s3://bucket/prefix: an S3-compatible bucket, with SVC_S3_ENDPOINT (the
 *   service's URL; unset for AWS S3), SVC_S3_REGION (default $AWS_REGION or us-east-1),
 *   SVC_S3_FORCE_PATH_STYLE=1 (most self-hosted stores), SVC_S3_TIMEOUT_MS (longest silence of one
 *   request, default 30000) and the SDK's standard credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
 * A malformed value stops the command with one line naming the variable.
 */
import type {BlobStore} from './blob-store.js'
import {LocalBlobStore} from './local.js'
import {S3BlobStore, type S3StoreConfig} from './s3.js'

export type BlobStoreConfig = {kind: 'local'} | ({kind: 's3'} & S3StoreConfig)

export const DEFAULT_S3_TIMEOUT_MS = 30_000

export function blobStoreConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStoreConfig {
  const raw = env.SVC_STORAGE_URL?.trim() ?? ''
  if (raw === '') return {kind: 'local'}
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(raw)
  if (!match) throw new Error(`SVC_STORAGE_URL must be s3://bucket/prefix (or unset for files under the data directory), got "${raw}".`)
  const [, bucket, rest = ''] = match
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`SVC_STORAGE_URL: "${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens).`)
  }

  const prefix = rest.replaceAll(/^\/+|\/+$/g, '')
  if (prefix.split('/').some((part) => part === '..' || part === '.') || /\/\//.test(prefix)) {
    throw new Error(`SVC_STORAGE_URL: the prefix "${prefix}" must be a plain path such as svc/prod (no empty, "." or ".." parts).`)
  }

  const endpoint = env.SVC_S3_ENDPOINT?.trim() || undefined
  if (endpoint !== undefined) {
    const url = URL.parse(endpoint)
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
      throw new Error(`SVC_S3_ENDPOINT must be an http(s) URL without credentials (e.g. https://s3.example.internal:9000), got "${endpoint}".`)
    }
  }

  return {
    bucket,
    endpoint,
    forcePathStyle: flag(env.SVC_S3_FORCE_PATH_STYLE, 'SVC_S3_FORCE_PATH_STYLE'),
    kind: 's3',
    prefix,
    region: env.SVC_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    requestTimeoutMs: timeoutMs(env.SVC_S3_TIMEOUT_MS),
  }
}

function flag(value: string | undefined, name: string): boolean {
  const text = value?.trim().toLowerCase() ?? ''
  if (text === '' || text === '0' || text === 'false') return false
  if (text === '1' || text === 'true') return true
  throw new Error(`${name} must be 1 or 0, got "${value}".`)
}

function timeoutMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_S3_TIMEOUT_MS
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000) throw new Error(`SVC_S3_TIMEOUT_MS must be a number of milliseconds from 1000 to 600000, got "${value}".`)
  return ms
}

/** The file store for a data directory, as configured. */
export function openBlobStore(dataDir: string, config: BlobStoreConfig = blobStoreConfigFromEnv()): BlobStore {
  return config.kind === 'local' ? new LocalBlobStore(dataDir) : new S3BlobStore(config)
}
