/**
 * Storing documents: the one code path used by the batch upload route, the demo seeder and the
 * validation flows. A file is streamed to the file store (storage/: `<data-dir>/files/<uuid>`, or
 * an S3 bucket) under a new key, measured and hashed on the way, sniffed, and inserted
 * `processing` with its ingestion job; the ingestion queue (ingest/queue.ts) then reads its text
 * into `document_pages`, off the request path. The store never shows a partial file.
 */
import {createHash, randomUUID} from 'node:crypto'
import {Readable, Transform, type TransformCallback} from 'node:stream'

import type {User} from '../auth.js'
import {nowIso} from '../auth.js'
import {transaction, type Db} from '../db/database.js'
import {insufficientStorage, isDiskFull} from '../db/disk-full.js'
import {HttpProblem} from '../http/problem.js'
import {enqueueJob} from '../ingest/jobs.js'
import {DEFAULT_INGEST_WAIT_MS, ingestQueue, waitForIngest, type QueueHost} from '../ingest/queue.js'
import {BlobStoreUnavailable, storageUnavailable, type BlobStore} from '../storage/blob-store.js'
import {scratchDir, sweepScratch} from '../storage/scratch.js'
import {getDocumentRow, type DocumentRow} from './store.js'
import {canIngest, isTextMime} from './text.js'

/** What storing needs from the service context (AppContext fits). */
export interface IngestContext {
  db: Db
  dataDir: string
  blobs: BlobStore
}

/** A fully received upload, stored under `key`, waiting to become a document (or to be deleted). */
export interface ReceivedFile {
  /** The file store's key (`files/<uuid>`), which becomes the document's `storage_path`. */
  key: string
  size: number
  sha256: string
  /** The first bytes, for MIME sniffing. */
  head: Buffer
}

const HEAD_BYTES = 8192
const MAX_NAME_BYTES = 255
/** The MIME type of connector documents (live data sources with no stored file). */
export const CONNECTOR_MIME = 'application/vnd.svc.connector+json'

/** `<data-dir>/tmp`: the local store's partial uploads and ingestion's scratch copies. */
export function tempDir(ctx: Pick<IngestContext, 'dataDir'>): string {
  return scratchDir(ctx.dataDir)
}

/**
 * Removes the scratch files (partial uploads, ingestion copies) a stopped or crashed process left
 * in `<data-dir>/tmp`: every one whose writer is gone (storage/scratch.ts). Returns how many.
 */
export function sweepTempFiles(ctx: Pick<IngestContext, 'dataDir'>, maxAgeMs?: number): number {
  return sweepScratch(tempDir(ctx), maxAgeMs)
}

/**
 * Streams `source` into the file store under a new key, hashing it and keeping its first bytes.
 * More than `maxBytes` is a 413 problem, a full disk 507, a failing store 503; on any failure
 * nothing is stored.
 */
export async function receiveFile(ctx: IngestContext, source: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<ReceivedFile> {
  const key = `files/${randomUUID()}`
  const meter = new Meter(maxBytes)
  // The store reads the meter; the source's failure (a client gone) reaches it through the meter.
  source.once('error', (error) => meter.destroy(error))
  meter.once('error', () => source.destroy())
  try {
    await ctx.blobs.put(key, source.pipe(meter))
  } catch (error) {
    // A full disk is the service's problem, not the request's: 507, whoever notices it.
    if (isDiskFull(error)) throw insufficientStorage('The upload')
    if (error instanceof BlobStoreUnavailable) {
      process.stderr.write(`svc-server: upload: ${error.message}\n`)
      throw storageUnavailable('The upload')
    }

    throw error
  }

  return {head: meter.head, key, sha256: meter.hash.digest('hex'), size: meter.size}
}

/** Counts, hashes and keeps the head of a byte stream; fails past the size limit. */
class Meter extends Transform {
  size = 0
  head = Buffer.alloc(0)
  readonly hash = createHash('sha256')

  constructor(private readonly maxBytes: number) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length
    if (this.size > this.maxBytes) {
      callback(payloadTooLarge(this.maxBytes))
      return
    }

    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)])
    this.hash.update(chunk)
    callback(null, chunk)
  }
}

export function payloadTooLarge(maxBytes: number, fileName?: string): HttpProblem {
  const what = fileName ? `The file ${JSON.stringify(fileName)} is` : 'The file is'
  return new HttpProblem(413, 'payload_too_large', `${what} larger than the limit of ${formatBytes(maxBytes)} per file.`, {
    max_bytes: maxBytes,
  })
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}

/**
 * A safe display name for an uploaded file: no directory parts, no control or bidi-override
 * characters, NFC, at most 255 UTF-8 bytes (extension kept). Files are stored under a UUID, so
 * the name is never a path; this keeps it harmless in listings and Content-Disposition.
 */
export function sanitizeFileName(name: string | undefined, fallback = 'unnamed'): string {
  let clean = (name ?? '').normalize('NFC')
  clean = clean.split(/[/\\]/).pop() ?? ''
  clean = clean.replaceAll(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').trim()
  if (clean === '' || clean === '.' || clean === '..') clean = fallback
  if (Buffer.byteLength(clean) <= MAX_NAME_BYTES) return clean
  const dot = clean.lastIndexOf('.')
  const ext = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : ''
  const chars = [...clean.slice(0, clean.length - ext.length)]
  while (chars.length > 0 && Buffer.byteLength(chars.join('') + ext) > MAX_NAME_BYTES) chars.pop()
  return chars.join('') + ext
}

/**
 * The MIME type of a file from its first bytes: PDF, PNG, JPEG and text are recognised;
 * anything else keeps the declared type. A declared type we can recognise (a PDF, an image,
 * text) is only believed when the bytes agree; otherwise it becomes application/octet-stream.
 */
export function sniffMime(head: Buffer, declared?: string): string {
  const claimed = normaliseMime(declared)
  if (head.subarray(0, 1024).includes('%PDF-')) return 'application/pdf'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (looksLikeText(head)) return claimed && isTextMime(claimed) ? claimed : 'text/plain'
  if (!claimed || claimed === 'application/pdf' || claimed === 'image/png' || claimed === 'image/jpeg' || isTextMime(claimed)) {
    return 'application/octet-stream'
  }

  return claimed
}

function normaliseMime(type: string | undefined): string | undefined {
  const bare = type?.split(';')[0].trim().toLowerCase()
  return bare && /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+$/.test(bare) ? bare : undefined
}

/** No NUL byte and almost no control characters: UTF-8 or 8-bit text. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false
  let controls = 0
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) controls++
  return controls / head.length < 0.01
}

export interface NewDocument {
  user: User
  /** The space to store into (the caller checked permissions), or null for the user's own folder. */
  spaceId: null | string
  fileName: string
  /** The type the client declared; the content decides when it can (sniffMime). */
  mime?: string
}

/**
 * Turns a received file into a document: sniffs its type and inserts the row
 * (`processing`) and its ingestion job in one transaction, so that a stored document always has a
 * job (ingest/queue.ts reads it later, off the request path). A type ingestion does not read is
 * stored `ready` at once, not indexed for search. Returns the row as inserted. The caller is
 * responsible for permissions, and for waking the queue (`ingestQueue(ctx).kick()`) or waiting
 * (`waitForIngest`).
 */
export async function commitDocument(ctx: IngestContext, temp: ReceivedFile, doc: NewDocument): Promise<DocumentRow> {
  const mime = sniffMime(temp.head, doc.mime)
  const ingest = canIngest(mime)
  try {
    return await transaction(ctx.db, async (trx) => {
      const {id} = await trx
        .insertInto('documents')
        .values({
          created_at: nowIso(),
          doc_status: ingest ? 'processing' : 'ready',
          doc_type: 'document',
          file_name: sanitizeFileName(doc.fileName),
          folder_id: await folderFor(trx, doc.user, doc.spaceId),
          mime_type: mime,
          num_pages: null,
          owner_id: doc.user.id,
          search_enabled: 0,
          sha256: temp.sha256,
          size: temp.size,
          space_id: doc.spaceId,
          status_detail: ingest ? null : `Stored; not indexed for search: no text extraction for ${mime}.`,
          storage_path: temp.key,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (ingest) await enqueueJob(trx, id)
      return (await getDocumentRow(trx, id)) as DocumentRow
    })
  } catch (error) {
    await ctx.blobs.delete(temp.key).catch(() => {})
    throw error
  }
}

/** The folder a new document goes to: the space's root folder, or the user's home folder. */
async function folderFor(db: Db, user: User, spaceId: null | string): Promise<string> {
  if (!spaceId) return user.home_folder_id
  const space = await db.selectFrom('spaces').select('root_folder_id').where('id', '=', spaceId).executeTakeFirst()
  if (!space) throw new Error(`Space ${spaceId} does not exist.`)
  return space.root_folder_id
}

/**
 * Stores in-memory bytes as a document (demo, fixtures, tests): the same path as an upload. By
 * default it then waits until the document is read (`ready` or `failed`, running the context's
 * ingestion queue if it is not running yet) and returns the final row; `{wait: false}` returns
 * the `processing` row at once, `{wait: ms}` bounds the wait (default 10 minutes).
 */
export async function storeDocument(ctx: QueueHost, doc: NewDocument & {bytes: Uint8Array}, options: {wait?: boolean | number} = {}): Promise<DocumentRow> {
  const received = await receiveFile(ctx, Readable.from([Buffer.from(doc.bytes)]))
  const row = await commitDocument(ctx, received, doc)

  if (row.doc_status !== 'processing' || options.wait === false) {
    if (row.doc_status === 'processing') ingestQueue(ctx).kick()
    return row
  }

  return waitForIngest(ctx, row.id, typeof options.wait === 'number' ? options.wait : DEFAULT_INGEST_WAIT_MS)
}

/**
 * Adds a connector document: a live data source (e.g. `{kind: 'url', url}`) with no stored file,
 * so no storage location and no pages.
 */
export async function storeConnector(
  ctx: IngestContext,
  doc: {user: User; spaceId: null | string; fileName: string; fileInfos: Record<string, unknown>},
): Promise<DocumentRow> {
  const {id} = await ctx.db
    .insertInto('documents')
    .values({
      created_at: nowIso(),
      doc_status: 'ready',
      doc_type: 'connector',
      file_infos: JSON.stringify(doc.fileInfos),
      file_name: sanitizeFileName(doc.fileName),
      folder_id: await folderFor(ctx.db, doc.user, doc.spaceId),
      mime_type: CONNECTOR_MIME,
      num_pages: null,
      owner_id: doc.user.id,
      search_enabled: 0,
      size: 0,
      space_id: doc.spaceId,
      storage_path: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return (await getDocumentRow(ctx.db, id)) as DocumentRow
}
