import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'

import createDebug from 'debug'

import {setAuthLimits} from './auth.js'
import {openDatabase, type DatabaseConfig, type Db} from './db/database.js'
import {diskReserve, insufficientStorage, isDiskFull} from './db/disk-full.js'
import {configurePageCache, listCacheMbFromEnv} from './documents/page-cache.js'
import {DEFAULT_MAX_UPLOAD_BYTES} from './http/api.js'
import {ConnectionGuard} from './http/guard.js'
import {httpLimits, type HttpLimitOverrides} from './http/limits.js'
import {HttpProblem, sendProblem} from './http/problem.js'
import {ingestQueue} from './ingest/queue.js'
import type {IngestOverrides} from './ingest/settings.js'
import {Router} from './http/router.js'
import {registerRoutes} from './routes/index.js'
import {BlobStoreUnavailable, storageUnavailable, type BlobStore} from './storage/blob-store.js'
import {openBlobStore} from './storage/config.js'

const debug = createDebug('svc-server:http')

export interface ServiceOptions {
  dataDir: string
  host?: string
  port?: number
  /** Largest accepted upload per file, in bytes (default 50 MiB). */
  maxUploadBytes?: number
  /** Ingestion settings over the SVC_INGEST_* defaults (tests: short timeouts, a substitute worker). */
  ingest?: IngestOverrides
  /** HTTP timeouts, connection cap and rate limits over the SVC_HTTP_* / SVC_RATE_* defaults (docs/security.md). */
  http?: HttpLimitOverrides
  /** The database; default: as SVC_DATABASE_URL says (db/database.ts), SQLite in the data dir if unset. */
  database?: DatabaseConfig
  /** Where uploaded files live; default: as SVC_STORAGE_URL says (storage/config.ts), files under the data dir if unset. */
  blobs?: BlobStore
}

/** What every route module gets: the database, the file store, the data directory and the options. */
export interface AppContext {
  db: Db
  /** Uploaded files (storage/blob-store.ts); the data dir then holds the database and scratch files. */
  blobs: BlobStore
  dataDir: string
  options: Required<Pick<ServiceOptions, 'maxUploadBytes'>> & ServiceOptions
  /** Work to finish before the process stops (e.g. in-flight runs). */
  onClose: (() => Promise<void> | void)[]
}

export interface RunningService {
  server: Server
  url: string
  context: AppContext
  close(): Promise<void>
}

export async function createContext(options: ServiceOptions): Promise<AppContext> {
  // The store first: a malformed SVC_STORAGE_URL / SVC_S3_* value stops here, before the database opens.
  const blobs = options.blobs ?? openBlobStore(options.dataDir)
  let db: Db
  try {
    db = options.database ? await openDatabase(options.dataDir, options.database) : await openDatabase(options.dataDir)
  } catch (error) {
    blobs.close()
    throw error
  }

  return {
    blobs,
    dataDir: options.dataDir,
    db,
    onClose: [],
    options: {maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES, ...options},
  }
}

/** Starts the reference service and resolves once it listens. Port 0 picks a free port. */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  // Read first: a malformed SVC_HTTP_* / SVC_RATE_* value stops the start-up with one line.
  const limits = httpLimits(options.http)
  const listCacheMb = listCacheMbFromEnv()
  const context = await createContext(options)
  configurePageCache(context.db, listCacheMb)
  try {
    // A missing bucket or a wrong endpoint is one line at start-up, not a 503 on the first upload.
    await context.blobs.check()
  } catch (error) {
    context.blobs.close()
    await context.db.destroy()
    throw error
  }

  setAuthLimits(context.db, limits)
  // Started with the service: it re-queues what a previous process left `processing`.
  try {
    ingestQueue(context)
  } catch (error) {
    await context.db.destroy()
    throw error
  }

  // Room to record deletions and failed runs when the disk is full (db/disk-full.ts).
  diskReserve(context).ensure()
  const router = new Router()
  registerRoutes(router, context)

  // Header, body and keep-alive timeouts and the per-address connection cap (http/guard.ts). Only
  // requests are timed: SSE and MCP responses may last as long as they need.
  const guard = new ConnectionGuard(limits)
  const server = createServer(guard.serverOptions(), (req, res) => {
    if (guard.accept(req, res)) void dispatch(router, guard, req, res)
  })
  guard.attach(server)

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', () => resolve())
    })
  } catch (error) {
    for (const fn of context.onClose) await fn()
    await context.db.destroy()
    context.blobs.close()
    throw error
  }

  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${host}:${address.port}`
  return {
    async close() {
      for (const fn of context.onClose) await fn()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await context.db.destroy()
      context.blobs.close()
    },
    context,
    server,
    url,
  }
}

async function dispatch(router: Router, guard: ConnectionGuard, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = Date.now()
  // A request target URL cannot parse (`GET http://[`) is the client's 400; thrown here it would
  // have been an unhandled rejection that stops the service.
  const url = URL.parse(req.url ?? '/', 'http://localhost')
  if (!url) {
    sendProblem(res, new HttpProblem(400, 'invalid_target', 'The request target is not a valid path; send a path such as /api/v1/me.'))
    return
  }

  // An encoded NUL (%00) in the path or the query is no parameter's value (and PostgreSQL cannot
  // store one in text).
  if (/%00/.test(url.pathname + url.search)) {
    sendProblem(res, new HttpProblem(400, 'invalid_target', 'The request target holds a NUL character (%00); remove it.'))
    return
  }

  // Only when DEBUG asks for it: a listener and a closure per request otherwise for nothing.
  if (debug.enabled) res.on('finish', () => debug('%s %s -> %d (%dms)', req.method, url.pathname, res.statusCode, Date.now() - started))
  try {
    const handled = await router.handle(req, res, url)
    if (!handled) sendProblem(res, new HttpProblem(404, 'not_found', `No route for ${req.method} ${url.pathname}.`))
  } catch (error) {
    if (error instanceof HttpProblem) {
      sendProblem(res, error, url.pathname)
      return
    }

    // Any write that did not fit (a session, a space, a chat message...): SQLite rolled it back.
    if (isDiskFull(error)) {
      process.stderr.write(`svc-server: ${req.method} ${url.pathname}: the disk is full (answered 507)\n`)
      sendProblem(res, insufficientStorage(), url.pathname)
      return
    }

    // S3 (or whatever holds the files) failed or did not answer: the service's trouble, worth a retry.
    if (error instanceof BlobStoreUnavailable) {
      process.stderr.write(`svc-server: ${req.method} ${url.pathname}: ${error.message} (answered 503)\n`)
      sendProblem(res, storageUnavailable(`${req.method} ${url.pathname}`), url.pathname)
      return
    }

    debug('unhandled error on %s %s: %O', req.method, url.pathname, error)
    // A request cut before its body was complete (by the client, or by the guard's timeouts) is
    // logged once by the guard; the route's read failing with it is not a second error.
    if (guard.isCut(req)) return
    process.stderr.write(`svc-server: error on ${req.method} ${url.pathname}: ${oneLine(error)} (DEBUG=svc-server:http for the stack)\n`)
    sendProblem(res, new HttpProblem(500, 'internal_error', 'The service failed to handle this request.'), url.pathname)
  }
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.replaceAll(/\s+/g, ' ').slice(0, 500)
}
