import {pipeline} from 'node:stream/promises'

import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {requireVisibleDocument} from '../documents/store.js'
import {conflict, HttpProblem, unauthorized} from '../http/problem.js'
import {routes} from '../http/api.js'
import {parseParams} from '../http/schema.js'
import {sessionUser} from '../sessions.js'

/**
 * GET /api/download/file/:id: the stored file, for a browser session only. The spec: "requires a
 * session cookie; API keys are not accepted", so an X-API-Key alone is a 401 saying so.
 */
export function registerDownloadRoutes(router: Router, app: AppContext): void {
  router.get('/api/download/file/:id', async ({params, req, res}) => {
    const session = await sessionUser(app.db, req)
    if ('error' in session) {
      if (session.error === 'missing' && req.headers['x-api-key']) {
        throw unauthorized('Downloads need a session cookie (log in with POST /api/auth/login); API keys are not accepted here.', 'api_key_not_accepted')
      }

      throw session.error === 'missing'
        ? unauthorized('Downloads need a session cookie: log in with POST /api/auth/login first.', 'missing_session')
        : unauthorized('The session has expired or is unknown: log in again with POST /api/auth/login.', 'invalid_session')
    }

    const row = await requireVisibleDocument(app.db, session.user, parseParams(routes.download, params).id)
    const key = row.storage_path
    if (row.doc_type === 'connector' || !key) {
      throw conflict(`Document ${row.id} is a connector (a live data source); it has no stored file to download.`, 'connector_not_downloadable')
    }

    // Streamed from the file store (a local file or an S3 object); a HEAD only asks for the size.
    const blob = req.method === 'HEAD' ? await app.blobs.size(key).then((size) => size === undefined ? undefined : {body: undefined, size}) : await app.blobs.open(key)
    if (!blob) throw new HttpProblem(410, 'file_missing', `The stored file of document ${row.id} is missing.`)
    const {body, size} = blob
    res.writeHead(200, {
      'cache-control': 'private, no-store',
      'content-disposition': contentDisposition(row.file_name),
      'content-length': size,
      'content-type': row.mime_type,
      'x-content-type-options': 'nosniff',
    })
    if (!body) {
      res.end()
      return
    }

    // A client that goes away mid-download is not an error of the service (nor a store that stops
    // mid-way: the client sees a cut response, shorter than its Content-Length).
    await pipeline(body, res).catch(() => res.destroy())
  })
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replaceAll(/[^\x20-\x7E]/g, '').replaceAll(/["\\]/g, '_') || 'download'
  const encoded = encodeURIComponent(fileName).replaceAll(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
