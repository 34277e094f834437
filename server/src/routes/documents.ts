import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {sendJson} from '../http/io.js'
import {routes} from '../http/api.js'
import {parseParams, parseQuery} from '../http/schema.js'
import {accessFor, deleteDocument, listVisibleDocuments, requireSpaceRole, requireVisibleDocument, toDetailJson, toListJson} from '../documents/store.js'
import {jobProgress} from '../ingest/jobs.js'
import {ingestQueue} from '../ingest/queue.js'

/** Largest page of the list call (docs/protocol.md, Documents). */
export {DEFAULT_LIMIT, MAX_LIMIT} from '../http/api.js'

/** GET /api/v1/documents, GET and DELETE /api/v1/documents/:id. */
export function registerDocumentRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/documents', async ({req, res, url}) => {
    const {user} = await authenticate(app.db, req)
    const {limit, offset, space: spaceId} = parseQuery(routes.listDocuments, url)
    if (spaceId) await requireSpaceRole(app.db, user, spaceId)
    const {rows, total} = await listVisibleDocuments(app.db, user, {limit, offset, spaceId})
    sendJson(res, 200, {data: rows.map((row) => toListJson(row)), pagination: {limit, offset, total}})
  })

  router.get('/api/v1/documents/:id', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    const row = await requireVisibleDocument(app.db, user, parseParams(routes.getDocument, params).id)
    const progress = row.doc_status === 'processing' ? await jobProgress(app.db, row.id) : undefined
    sendJson(res, 200, toDetailJson(row, await accessFor(app.db, user, row), progress))
  })

  router.delete('/api/v1/documents/:id', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    const row = await deleteDocument(app, user, parseParams(routes.deleteDocument, params).id)
    // Its job went with the row; a worker still reading it stops now rather than at its next lease renewal.
    ingestQueue(app).cancel(row.id)
    sendJson(res, 200, {deleted: true, id: row.id})
  })
}
