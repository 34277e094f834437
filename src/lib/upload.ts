/**
 * Batch upload to `POST {gateway_url}/api/v2/files/batch-upload` (see docs/protocol.md, "Batch
 * upload"). Used by `svc upload-batch` and by `validate` to upload a missing document.
 *
 * - Paths may be files or directories; directories are walked recursively, skipping dotfiles and
 *   dot-directories, and not following symlinked directories (no cycles).
 * - One multipart request per file: a file that is too large (413) or rejected fails alone, and
 *   each result maps to exactly one file. Files are streamed from disk (fs.createReadStream inside
 *   a hand-built multipart body with a Content-Length), never read whole into memory. Not
 *   FormData + fs.openAsBlob: that crashes Node 24 when the service answers early (a 413).
 * - At most `concurrency` requests in flight (default 4).
 * - Retries: a POST is not idempotent, so a file is re-sent only when the connection could not be
 *   established at all (connection refused, DNS try-again, connect timeout): then no byte reached
 *   the service. Any other failure is final for that file.
 */
import {randomBytes} from 'node:crypto'
import {lstat, open, readdir, stat} from 'node:fs/promises'
import {basename, extname, join, resolve} from 'node:path'
import {Readable} from 'node:stream'

import {InterruptedError, SvcError, usageError} from './errors.js'
import type {ApiClient, StreamBody} from './http.js'
import {cell, type Column} from './output.js'

export const BATCH_UPLOAD_PATH = '/api/v2/files/batch-upload'

/** One file to upload. */
export interface UploadFile {
  /** Absolute path on disk. */
  path: string
  /** The file name sent to the service (the base name). */
  name: string
  size: number
}

/** What happened to one file. `status` is `uploaded` or `failed`. */
export interface UploadResult {
  id?: number
  file_name: string
  path: string
  size: number
  status: 'failed' | 'uploaded'
  doc_status?: string
  /** Why the service could not read the document (doc_status failed), after `--wait`. */
  status_detail?: string
  error?: string
}

export interface UploadProgress {
  filesDone: number
  filesTotal: number
  bytesSent: number
  bytesTotal: number
  /** Set when a file has just finished. */
  result?: UploadResult
}

export interface UploadOptions {
  /** Target space (UUID); without it, the files go to the caller's own folder. */
  spaceId?: string
  /** Requests in flight at once (default 4). */
  concurrency?: number
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** Re-sends after a failed connection (default: the client's retry setting). */
  retries?: number
  /** Base delay of the exponential backoff between connection retries (default SVC_RETRY_BASE_MS or 500 ms). */
  retryBaseMs?: number
}

export const DEFAULT_CONCURRENCY = 4

/**
 * Expands files and directories into the list of files to upload, in a stable order (the order
 * given, directory entries sorted by name). A path that does not exist is a usage error.
 */
export async function collectFiles(paths: string[]): Promise<UploadFile[]> {
  const files: UploadFile[] = []
  const seen = new Set<string>()
  const add = (path: string, size: number) => {
    if (seen.has(path)) return
    seen.add(path)
    files.push({name: basename(path), path, size})
  }

  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, {withFileTypes: true})).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        await walk(full)
      } else if (entry.isFile()) {
        add(full, (await stat(full)).size)
      } else if (entry.isSymbolicLink()) {
        // Follow links to files only: a linked directory could form a cycle.
        const target = await stat(full).catch(() => undefined)
        if (target?.isFile()) add(full, target.size)
      }
    }
  }

  for (const given of paths) {
    const path = resolve(given)
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? usageError(`No such file or directory: ${given}`) : usageError(`Cannot read ${given}: ${error.message}`)
    })
    if (info.isDirectory()) {
      await walk(path)
    } else if (info.isFile()) {
      add(path, info.size)
    } else {
      const kind = (await lstat(path)).isFIFO() ? 'a pipe' : 'not a regular file'
      throw usageError(`Cannot upload ${given}: ${kind}.`)
    }
  }

  return files
}

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.txt': 'text/plain',
}

/**
 * The size of the pieces a file is read and sent in. Every piece costs the same work in each layer
 * it crosses (the file stream, the body stream, got, the socket, the progress report), whatever its
 * size: with Node's default 64 KiB, a 500 MB upload took 1.35x curl's time and 7x its CPU.
 */
const UPLOAD_CHUNK_BYTES = 1024 * 1024

/** A quoted multipart parameter value, escaped as browsers do (HTML spec): `"` and CR/LF percent-encoded. */
function quoted(value: string): string {
  // Control characters (a file name may hold ESC, BEL...) would break the part's header line: the
  // service refused the whole request. Percent-encoded here; filename* carries the exact name.
  return `"${value.replaceAll(/[\u0000-\u001F\u007F"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}"`
}

/** RFC 5987 value chars: encodeURIComponent leaves ' ( ) * ! as they are, but ' is the delimiter. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replaceAll(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/**
 * `multipart/form-data` with text fields and one `files` part streamed from disk. The length is
 * exact (envelope plus file size), so it is sent as Content-Length. Non-ASCII file names are sent
 * as UTF-8 and also as RFC 5987 `filename*`.
 */
export function multipartBody(fields: Record<string, string>, file: UploadFile): StreamBody {
  const boundary = `----svc-${randomBytes(16).toString('hex')}`
  const head: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    head.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`))
  }

  const extended = /[^\x20-\x7E]/.test(file.name) ? `; filename*=UTF-8''${rfc5987(file.name)}` : ''
  const type = MIME_BY_EXTENSION[extname(file.name).toLowerCase()] ?? 'application/octet-stream'
  head.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename=${quoted(file.name)}${extended}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const headLength = head.reduce((sum, b) => sum + b.length, 0)
  const length = headLength + file.size + tail.length
  const pieces = new PiecePool()
  async function* parts() {
    yield* head
    // The generator's finally closes the file when the body is destroyed (request failed or cancelled).
    const handle = await open(file.path, 'r')
    try {
      for (let offset = headLength; ; ) {
        const buffer = pieces.take()
        const {bytesRead} = await handle.read(buffer, 0, buffer.length, null)
        if (bytesRead === 0) {
          pieces.give(buffer)
          break
        }

        offset += bytesRead
        pieces.lend(buffer, offset)
        yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead)
      }
    } finally {
      await handle.close()
    }

    yield tail
  }

  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    sent: (transferred) => pieces.returned(transferred),
    stream: Readable.from(parts(), {highWaterMark: UPLOAD_CHUNK_BYTES, objectMode: false}),
  }
}

/**
 * The buffers a file is read into, used again once sent. A fresh buffer per piece made a 500 MB
 * upload allocate 500 MB outside the JavaScript heap, and the garbage collections that this
 * triggers were about a third of the upload's CPU. A piece is lent until the body bytes reported
 * sent (got's upload progress, counted when the socket's write of it completed) reach its end;
 * only then is its buffer read into again. When none is free, a new one is made (never a wait).
 */
class PiecePool {
  private readonly free: Buffer[] = []
  /** Lent pieces in body order, each with the body offset of its end. */
  private readonly lent: {buffer: Buffer; end: number}[] = []

  take(): Buffer {
    return this.free.pop() ?? Buffer.allocUnsafeSlow(UPLOAD_CHUNK_BYTES)
  }

  give(buffer: Buffer): void {
    this.free.push(buffer)
  }

  lend(buffer: Buffer, end: number): void {
    this.lent.push({buffer, end})
  }

  /** `transferred` body bytes were sent: the pieces that end there or before are free again. */
  returned(transferred: number): void {
    while (this.lent.length > 0 && this.lent[0].end <= transferred) this.free.push(this.lent.shift()!.buffer)
  }
}

/** The service's answer for one file: `{results: [{file_name, status, id?, doc_status?, error?}]}` (also a bare array). */
interface ServiceResult {
  file_name?: string
  status?: string
  id?: number
  doc_status?: string
  error?: string
}

function firstResult(body: unknown): ServiceResult | undefined {
  if (Array.isArray(body)) return body[0] as ServiceResult
  if (body && typeof body === 'object') {
    const wrapped = body as Record<string, unknown>
    for (const key of ['results', 'data', 'files', 'documents']) {
      if (Array.isArray(wrapped[key])) return (wrapped[key] as ServiceResult[])[0]
    }

    if ('id' in wrapped || 'status' in wrapped) return wrapped as ServiceResult
  }

  return undefined
}

/** Whether a request failed before any byte could have reached the service. */
export function failedBeforeSending(error: unknown): boolean {
  if (!(error instanceof SvcError) || error.code !== 'E_NETWORK') return false
  const cause = (error as {cause?: {code?: string; event?: string; name?: string}}).cause
  if (!cause) return false
  if (cause.code === 'ECONNREFUSED' || cause.code === 'EAI_AGAIN') return true
  return cause.name === 'TimeoutError' && (cause.event === 'connect' || cause.event === 'lookup')
}

const sleep = async (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/** Uploads one file in its own multipart request. Never throws for a per-file failure: it reports it. */
export async function uploadFile(
  api: ApiClient,
  file: UploadFile,
  options: Pick<UploadOptions, 'retries' | 'retryBaseMs' | 'signal' | 'spaceId'> & {onBytes?: (sent: number) => void} = {},
): Promise<UploadResult> {
  const base: UploadResult = {file_name: file.name, path: file.path, size: file.size, status: 'failed'}
  const retries = options.retries ?? api.settings.retries
  const retryBase = options.retryBaseMs ?? Number(process.env.SVC_RETRY_BASE_MS ?? 500)
  for (let attempt = 0; ; attempt++) {
    try {
      // A fresh body each attempt: the size is read again, the file is streamed as it is sent.
      const {size} = await stat(file.path)
      const form = multipartBody(options.spaceId ? {space_id: options.spaceId} : {}, {...file, size})
      const body = await api.postForm<unknown>(BATCH_UPLOAD_PATH, form, {
        base: 'gateway',
        onUploadProgress: options.onBytes,
        signal: options.signal,
      })
      const answer = firstResult(body)
      if (!answer) return {...base, error: 'The service sent no result for this file.'}
      // Trust the service's status; without one, a result with an id is a success.
      const failed = answer.status ? answer.status === 'failed' : answer.id === undefined
      return {
        ...base,
        doc_status: answer.doc_status,
        error: failed ? (answer.error ?? 'The service did not accept the file.') : undefined,
        id: answer.id,
        status: failed ? 'failed' : 'uploaded',
      }
    } catch (error) {
      if (error instanceof SvcError && error.exitCode === 130) throw error
      if (attempt < retries && failedBeforeSending(error) && !options.signal?.aborted) {
        await sleep(Math.min(retryBase * 2 ** attempt, 10_000), options.signal)
        continue
      }

      const message = error instanceof Error ? error.message : String(error)
      return {...base, error: message.split('\n')[0]}
    }
  }
}

/**
 * Uploads files and directories with bounded concurrency and returns one result per file, in the
 * order of {@link collectFiles}. Per-file failures are in the results (status `failed`); it throws
 * only for usage errors (a missing path, no files) and interruption.
 */
export async function uploadFiles(api: ApiClient, paths: string[], options: UploadOptions = {}): Promise<UploadResult[]> {
  const files = await collectFiles(paths)
  if (files.length === 0) throw usageError('No files to upload (directories are searched recursively; dotfiles are skipped).')
  return uploadCollected(api, files, options)
}

/** Uploads an already collected list of files (see {@link uploadFiles}). */
export async function uploadCollected(api: ApiClient, files: UploadFile[], options: UploadOptions = {}): Promise<UploadResult[]> {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY))
  const results: UploadResult[] = Array.from({length: files.length})
  const sentPerFile = new Array<number>(files.length).fill(0)
  const bytesTotal = files.reduce((sum, f) => sum + f.size, 0)
  let filesDone = 0
  const report = (result?: UploadResult) =>
    options.onProgress?.({
      bytesSent: sentPerFile.reduce((a, b) => a + b, 0),
      bytesTotal,
      filesDone,
      filesTotal: files.length,
      result,
    })

  let next = 0
  const worker = async () => {
    while (next < files.length && !options.signal?.aborted) {
      const index = next++
      const file = files[index]
      const result = await uploadFile(api, file, {
        ...options,
        onBytes(sent) {
          // The multipart envelope adds a few hundred bytes: count file bytes only.
          sentPerFile[index] = Math.min(sent, file.size)
          report()
        },
      })
      sentPerFile[index] = file.size
      results[index] = result
      filesDone++
      report(result)
    }
  }

  report()
  await Promise.all(Array.from({length: Math.min(concurrency, files.length)}, worker))
  return results.filter(Boolean)
}

/** Columns of the per-file result table (table and markdown output). */
export function uploadColumns(): Column<UploadResult>[] {
  return [
    {alignRight: true, get: (r) => cell(r.id), header: 'id'},
    {get: (r) => r.file_name, header: 'name'},
    {get: (r) => r.status, header: 'status'},
    {get: (r) => cell(r.doc_status), header: 'doc_status'},
    // The upload's error, or why a document that was uploaded could not be read.
    {get: (r) => cell(r.error ?? (r.doc_status === 'failed' ? r.status_detail : undefined)), header: 'error'},
  ]
}

export interface ProcessingProgress {
  /** Documents that left `processing` (ready or failed). */
  done: number
  failed: number
  total: number
}

export interface WaitForProcessingOptions {
  /** Give up after this long (ms); the documents still processing keep that doc_status. */
  timeoutMs: number
  onProgress?: (progress: ProcessingProgress) => void
  signal?: AbortSignal
  /** First pause between two looks (ms), then ×1.5 up to maxIntervalMs. */
  intervalMs?: number
  maxIntervalMs?: number
  /** Single reads in flight at once. */
  concurrency?: number
}

/** Statuses of a single read worth reading again later: the service is busy or briefly unwell. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504])
const DONE_STATUSES = new Set(['completed', 'failed', 'ready'])

/**
 * Waits until every uploaded document of `results` has left `processing` (docs/protocol.md,
 * Client upload-batch, `--wait`), updating each result's `doc_status` (and `status_detail` when
 * it failed) in place. Reads `GET /api/v1/documents/:id` for the documents still processing,
 * a few at a time, with a growing pause between rounds (0.5 s to 5 s); a busy service (429,
 * 5xx, after the client's own retries and their Retry-After) only lengthens the pause. A document
 * deleted meanwhile (404) counts as failed. Resolves with whether it gave up at the deadline.
 */
export async function waitForProcessing(api: ApiClient, results: UploadResult[], options: WaitForProcessingOptions): Promise<{timedOut: boolean}> {
  const tracked = results.filter((r) => r.status === 'uploaded' && r.id !== undefined)
  const deadline = Date.now() + options.timeoutMs
  const maxInterval = options.maxIntervalMs ?? 5000
  let interval = options.intervalMs ?? 500
  const pending = () => tracked.filter((r) => !DONE_STATUSES.has(r.doc_status ?? 'processing'))
  const report = () =>
    options.onProgress?.({done: tracked.length - pending().length, failed: tracked.filter((r) => r.doc_status === 'failed').length, total: tracked.length})
  report()
  for (;;) {
    const waiting = pending()
    if (waiting.length === 0) return {timedOut: false}
    if (options.signal?.aborted) throw new InterruptedError()
    let left = deadline - Date.now()
    if (left <= 0) return {timedOut: true}
    // Every read is bounded by the deadline too (a long Retry-After included).
    const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(left)]) : AbortSignal.timeout(left)
    let busy = false
    let next = 0
    const reader = async () => {
      while (next < waiting.length && !signal.aborted) {
        const result = waiting[next++]
        try {
          const doc = await api.get<{doc_status?: string; status_detail?: null | string}>(`/api/v1/documents/${result.id}`, {signal})
          result.doc_status = doc.doc_status ?? result.doc_status
          if (doc.doc_status === 'failed') result.status_detail = doc.status_detail ?? undefined
        } catch (error) {
          if (signal.aborted) return
          const status = error instanceof SvcError ? error.status : undefined
          if (status === 404) {
            result.doc_status = 'failed'
            result.status_detail = 'The document was deleted while it was being processed.'
          } else if (status === undefined || TRANSIENT_STATUSES.has(status)) {
            busy = true
          } else {
            throw error
          }
        }
      }
    }

    await Promise.all(Array.from({length: Math.min(options.concurrency ?? 4, waiting.length)}, reader))
    if (options.signal?.aborted) throw new InterruptedError()
    report()
    if (pending().length === 0) return {timedOut: false}
    interval = busy ? maxInterval : Math.min(maxInterval, interval)
    left = deadline - Date.now()
    if (left <= 0) return {timedOut: true}
    await sleep(Math.min(interval, left), options.signal)
    interval = Math.min(maxInterval, Math.round(interval * 1.5))
  }
}
