import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {sendJson, sendJsonText} from '../http/io.js'
import {routes} from '../http/api.js'
import {badRequest, notFound} from '../http/problem.js'
import {parseParams, parseQuery} from '../http/schema.js'
import {decodeCursor, deleteDocument, encodeCursor, getVisibleDocumentWithAccess, listVisibleDocuments, requireSpaceRole, toDetailJson} from '../documents/store.js'
import {jobProgress} from '../ingest/jobs.js'
import {ingestQueue} from '../ingest/queue.js'

/** Largest page of the list call (docs/protocol.md, Documents). */
export {DEFAULT_LIMIT, MAX_LIMIT} from '../http/api.js'

/** GET /api/v1/documents, GET and DELETE /api/v1/documents/:id. */
export function registerDocumentRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/documents', async ({req, res, url}) => {
    const {user} = await authenticate(app.db, req)
    const {cursor: cursorText, limit, offset: skip, space: spaceId} = parseQuery(routes.listDocuments, url)
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText)
    if (cursorText !== undefined && !cursor) throw badRequest('cursor is not one this service issued; pass pagination.next of a previous page unchanged, or use offset.', 'invalid_cursor', {field: 'cursor'})
    if (cursor && skip > 0) throw badRequest('cursor and offset cannot be combined; pass pagination.next alone to get the next page.', 'invalid_cursor', {field: 'cursor'})
    // The membership check and the page at once: a refused caller gets the 403/404, the page read meanwhile is dropped.
    const [, {page, total}] = await Promise.all([
      spaceId ? requireSpaceRole(app.db, user, spaceId) : undefined,
      listVisibleDocuments(app.db, user, {after: cursor?.after, limit, offset: skip, spaceId}),
    ])
    // The page's position in the whole list: a cursor carries it (ids only grow, so it is exact unless earlier rows were deleted since).
    const offset = cursor ? cursor.offset : skip
    const more = page.count === limit && offset + page.count < total
    const next = more ? encodeCursor({after: page.lastId!, offset: offset + page.count}) : undefined
    // The rows' JSON comes written and joined (listVisibleDocuments): not parsed again.
    const pagination = JSON.stringify({limit, offset, total, ...(next ? {next} : {})})
    sendJsonText(res, 200, `{"data":[${page.body}],"pagination":${pagination}}`)
  })

  router.get('/api/v1/documents/:id', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    const id = parseParams(routes.getDocument, params).id
    const found = await getVisibleDocumentWithAccess(app.db, user, id)
    if (!found) throw notFound(`Document ${id} does not exist or is not visible to you.`)
    const progress = found.row.doc_status === 'processing' ? await jobProgress(app.db, id) : undefined
    sendJson(res, 200, toDetailJson(found.row, found.access, progress))
  })

  router.delete('/api/v1/documents/:id', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    const row = await deleteDocument(app, user, parseParams(routes.deleteDocument, params).id)
    // Its job went with the row; a worker still reading it stops now rather than at its next lease renewal.
    ingestQueue(app).cancel(row.id)
    sendJson(res, 200, {deleted: true, id: row.id})
  })
}
