import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {createSpace, getSpace, listSpaces, ROLES, setMember, validateSpaceName} from '../documents/spaces.js'
import type {SpaceRole} from '../documents/store.js'
import {readJson, sendJson} from '../http/io.js'
import {badRequest} from '../http/problem.js'
import {requireUuid} from '../http/validate.js'

/** GET/POST /api/v1/spaces, GET /api/v1/spaces/:id, POST /api/v1/spaces/:id/members. */
export function registerSpaceRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/spaces', ({req, res}) => {
    const {user} = authenticate(app.db, req)
    sendJson(res, 200, {data: listSpaces(app.db, user)})
  })

  router.post('/api/v1/spaces', async ({req, res}) => {
    const {user} = authenticate(app.db, req)
    const body = objectBody(await readJson(req))
    sendJson(res, 201, createSpace(app.db, user, validateSpaceName(body.name)))
  })

  router.get('/api/v1/spaces/:id', ({params, req, res}) => {
    const {user} = authenticate(app.db, req)
    sendJson(res, 200, getSpace(app.db, user, requireUuid(params.id, 'space id')))
  })

  router.post('/api/v1/spaces/:id/members', async ({params, req, res}) => {
    const {user} = authenticate(app.db, req)
    const spaceId = requireUuid(params.id, 'space id')
    const body = objectBody(await readJson(req))
    if (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(body.email)) {
      throw badRequest(`email must be an email address, got ${JSON.stringify(body.email ?? null)}.`, 'invalid_email')
    }

    if (!ROLES.includes(body.role as SpaceRole)) {
      throw badRequest(`role must be one of ${ROLES.join(', ')}, got ${JSON.stringify(body.role ?? null)}.`, 'invalid_role')
    }

    const {created, member} = setMember(app.db, user, spaceId, body.email, body.role as SpaceRole)
    sendJson(res, created ? 201 : 200, member)
  })
}

function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.', 'invalid_body')
  return body as Record<string, unknown>
}
