import type {IncomingMessage} from 'node:http'

import busboy from 'busboy'

import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import type {User} from '../auth.js'
import {authenticateKeyOrSession} from '../console/session.js'
import {insufficientStorage, isDiskFull, diskReserve} from '../db/disk-full.js'
import {commitDocument, payloadTooLarge, receiveFile, sanitizeFileName, sweepTempFiles, type ReceivedFile} from '../documents/ingest.js'
import {getDocumentRow, requireSpaceRole} from '../documents/store.js'
import {ingestQueue} from '../ingest/queue.js'
import {MAX_UPLOAD_FIELDS, MAX_UPLOAD_FILES, routes} from '../http/api.js'
import {sendJson} from '../http/io.js'
import {badRequest, HttpProblem} from '../http/problem.js'
import {parseField} from '../http/schema.js'

/** Most file parts accepted in one request (the `files` field's maxItems in http/api.ts). */
export const MAX_FILES_PER_REQUEST = MAX_UPLOAD_FILES

/** Most non-file fields accepted in one request (`space_id` and whatever else a client sends). */
export const MAX_FIELDS_PER_REQUEST = MAX_UPLOAD_FIELDS

/**
 * Fields read at most, to find a `space_id` sent after too many others: it is still checked (a
 * forbidden space is 403 whatever the order); past this the request is refused without it.
 */
const FIELDS_READ = 1000

/** One file of an upload, as received. */
interface Received {
  fileName: string
  declaredMime: string
  temp?: ReceivedFile
  /** Its stored file now belongs to a document (and goes with it). */
  committed?: boolean
}

/** One entry of the response's `results` (exactly: http/api.ts UploadResult, uploaded or failed). */
export interface UploadResult {
  file_name: string
  status: 'failed' | 'uploaded'
  id?: number
  doc_status?: string
  mime_type?: string
  size?: number
  error?: string
}

/**
 * POST /api/v2/files/batch-upload: multipart files (and an optional space_id) become documents,
 * answered as soon as they are stored (`doc_status: processing`; see docs/protocol.md, Batch upload).
 */
export function registerUploadRoutes(router: Router, app: AppContext): void {
  sweepTempFiles(app)
  router.post('/api/v2/files/batch-upload', async ({req, res}) => {
    // An X-API-Key, or the web console's session with its CSRF token (docs/protocol.md, Console).
    const {user} = await authenticateKeyOrSession(app.db, req)
    if (!/^multipart\/form-data\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      throw new HttpProblem(415, 'unsupported_media_type', 'Send the files as multipart/form-data (one or more "files" parts and an optional "space_id" field).')
    }

    const upload = await receiveUpload(app, user, req)
    try {
      // The whole body is read: the files field as a whole (at least one part; at most is the parser's limit, a 413).
      parseField(routes.upload, 'files', upload.files.map((file) => file.fileName))
      const results: UploadResult[] = []
      // One at a time, in request order, so ids follow the order of the parts. The answer does not
      // wait for the text: documents are `processing` until the ingestion queue has read them.
      try {
        for (const file of upload.files) results.push(await commitOne(app, user, upload.spaceId, file))
      } catch (error) {
        // The disk filled up during the commits: nothing of the request is kept (507).
        if (!isDiskFull(error)) throw error
        await forgetCommitted(app, results)
        throw insufficientStorage('The upload')
      }

      ingestQueue(app).kick()
      // There is room again: put back the disk reserve if a full disk used it (db/disk-full.ts).
      const reserve = diskReserve(app)
      if (!reserve.present) reserve.ensure()
      sendJson(res, 200, {results})
    } finally {
      // What was received but did not become a document (an empty file, a refused request) is not kept.
      await discardUncommitted(app, upload.files)
    }
  })
}

/** Deletes the stored files of the received parts that are no document (best effort: logged, never thrown). */
async function discardUncommitted(app: AppContext, files: Received[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (!file.temp || file.committed) return
      await app.blobs.delete(file.temp.key).catch((error: Error) => {
        process.stderr.write(`svc-server: upload: the unused file ${file.temp!.key} could not be removed: ${error.message}\n`)
      })
    }),
  )
}

async function commitOne(app: AppContext, user: User, spaceId: null | string, file: Received): Promise<UploadResult> {
  const temp = file.temp as ReceivedFile
  if (temp.size === 0) return {error: 'The file is empty.', file_name: file.fileName, status: 'failed'}
  try {
    const row = await commitDocument(app, temp, {fileName: file.fileName, mime: file.declaredMime, spaceId, user})
    file.committed = true
    return {doc_status: row.doc_status, file_name: row.file_name, id: row.id, mime_type: row.mime_type, size: row.size, status: 'uploaded'}
  } catch (error) {
    if (isDiskFull(error)) throw error
    return {error: `The file could not be stored: ${(error as Error).message}`, file_name: file.fileName, status: 'failed'}
  }
}

/** Removes the documents a refused request had already stored (with the disk reserve: the disk is full). */
async function forgetCommitted(app: AppContext, results: UploadResult[]): Promise<void> {
  const reserve = diskReserve(app)
  for (const result of results) {
    if (result.id === undefined) continue
    const row = await getDocumentRow(app.db, result.id)
    try {
      await reserve.withReserveAsync(() => app.db.deleteFrom('documents').where('id', '=', result.id!).execute())
      // The local store deletes at once (the disk is full: the space is needed now); a remote store's failure is logged.
      if (row?.storage_path) void app.blobs.delete(row.storage_path).catch((error: Error) => process.stderr.write(`svc-server: ${error.message}\n`))
    } catch (error) {
      // Still stored, and listed like any upload: the user can delete it once there is room.
      process.stderr.write(`svc-server: upload refused on a full disk, but document ${result.id} could not be removed: ${(error as Error).message}\n`)
    }
  }
}

/**
 * Streams every file part of the request to the file store. Resolves once the whole body is read
 * and every file is stored; on any problem (malformed body, too large, a bad or forbidden
 * space_id, client gone) removes the stored files and rejects with that problem.
 */
function receiveUpload(app: AppContext, user: User, req: IncomingMessage): Promise<{spaceId: null | string; files: Received[]}> {
  const maxBytes = app.options.maxUploadBytes
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        defParamCharset: 'utf8',
        headers: req.headers,
        // busboy flags a file "truncated" once it reaches fileSize, so allow one byte more:
        // a file of exactly maxBytes is fine, maxBytes + 1 is too large.
        limits: {fieldSize: 4096, fields: FIELDS_READ, fileSize: maxBytes + 1, files: MAX_FILES_PER_REQUEST},
      })
    } catch (error) {
      reject(badRequest(`Malformed multipart request: ${(error as Error).message}.`, 'invalid_body'))
      return
    }

    const files: Received[] = []
    const writes: Promise<void>[] = []
    let spaceId: null | string = null
    let fields = 0
    let failure: HttpProblem | undefined
    let settled = false
    const fail = (problem: HttpProblem) => {
      // The first problem wins, except that a refused space_id outranks too many fields: a
      // forbidden space is 403 wherever its field comes.
      if (!failure || (failure.code === 'too_many_fields' && problem.code !== 'too_many_fields')) failure = problem
    }

    const tooManyFields = () =>
      new HttpProblem(413, 'too_many_fields', `At most ${MAX_FIELDS_PER_REQUEST} form fields per request; send only "space_id" and the "files" parts.`, {
        max_fields: MAX_FIELDS_PER_REQUEST,
      })

    parser.on('field', (name, value) => {
      if (++fields > MAX_FIELDS_PER_REQUEST) fail(tooManyFields())
      if (name !== 'space_id') return
      try {
        if (spaceId !== null && value.toLowerCase() !== spaceId) throw badRequest('space_id is given twice with different values; send it once.', 'invalid_space_id')
        // An empty value is no space, as an empty query parameter is absent (http/schema.ts queryObject).
        if (value === '') return
        spaceId = parseField(routes.upload, 'space_id', value) ?? null
      } catch (error) {
        fail(error as HttpProblem)
        return
      }

      if (spaceId === null) return

      // Checked as soon as it arrives, so that files after a refused space_id are not written;
      // the answer waits for the check (it is among the writes).
      writes.push(requireSpaceRole(app.db, user, spaceId, ['owner', 'editor']).then(() => {}, (error: unknown) => fail(error as HttpProblem)))
    })

    // Past FIELDS_READ busboy stops reading fields, so a space_id could go unseen: refused.
    parser.on('fieldsLimit', () => fail(tooManyFields()))

    parser.on('file', (_name, stream, info) => {
      if (failure) {
        // Drained, not stored; a body cut in this part fails the stream too (busboy: "Unexpected
        // end of form"), which without a listener would be an uncaught exception.
        stream.on('error', () => {})
        stream.resume()
        return
      }

      const file: Received = {declaredMime: info.mimeType, fileName: sanitizeFileName(info.filename)}
      files.push(file)
      writes.push(
        receiveFile(app, stream).then(
          (temp) => {
            file.temp = temp
            // busboy cuts a file at the limit and flags it; the request is refused as a whole.
            if ((stream as {truncated?: boolean}).truncated) fail(payloadTooLarge(maxBytes, file.fileName))
          },
          (error: Error) => {
            fail(error instanceof HttpProblem ? error : badRequest(`The upload failed: ${error.message}.`, 'invalid_body'))
            // The file's stream is gone, and busboy would wait for it forever: stop reading the
            // request and answer now (e.g. 507 on a full disk), whatever the client still sends.
            if (!parser.destroyed) parser.destroy(new Error('the upload was abandoned'))
          },
        ),
      )
    })

    parser.on('filesLimit', () => {
      fail(new HttpProblem(413, 'too_many_files', `At most ${MAX_FILES_PER_REQUEST} files per request; send the rest in another request.`))
    })

    const finish = async () => {
      if (settled) return
      settled = true
      await Promise.allSettled(writes)
      if (failure) {
        await discardUncommitted(app, files)
        reject(failure)
      } else {
        resolve({files, spaceId})
      }
    }

    parser.on('error', (error: Error) => {
      fail(badRequest(`Malformed multipart request: ${error.message}.`, 'invalid_body'))
      // Read (and drop) the rest of the body so the client gets the answer rather than a reset.
      req.unpipe(parser)
      req.resume()
      void finish()
    })
    parser.on('close', () => void finish())
    // A client that goes away mid-upload: stop parsing, which fails the file being written.
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('the client closed the connection'))
    })
    req.pipe(parser)
  })
}
