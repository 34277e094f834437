import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {createSpace, getSpace, listSpaces, setMember} from '../documents/spaces.js'
import {routes} from '../http/api.js'
import {readJson, sendJson} from '../http/io.js'
import {parseBody, parseParams} from '../http/schema.js'

/** GET/POST /api/v1/spaces, GET /api/v1/spaces/:id, POST /api/v1/spaces/:id/members. */
export function registerSpaceRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/spaces', async ({req, res}) => {
    const {user} = await authenticate(app.db, req)
    sendJson(res, 200, {data: await listSpaces(app.db, user)})
  })

  router.post('/api/v1/spaces', async ({req, res}) => {
    const {user} = await authenticate(app.db, req)
    const {name} = parseBody(routes.createSpace, await readJson(req))
    sendJson(res, 201, await createSpace(app.db, user, name))
  })

  router.get('/api/v1/spaces/:id', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    sendJson(res, 200, await getSpace(app.db, user, parseParams(routes.getSpace, params).id))
  })

  router.post('/api/v1/spaces/:id/members', async ({params, req, res}) => {
    const {user} = await authenticate(app.db, req)
    const spaceId = parseParams(routes.setMember, params).id
    const {email, role} = parseBody(routes.setMember, await readJson(req))
    const {created, member} = await setMember(app.db, user, spaceId, email, role)
    sendJson(res, created ? 201 : 200, member)
  })
}
