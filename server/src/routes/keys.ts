import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {createKey, keyJson, listKeys, revokeKey} from '../console/keys.js'
import {requireCsrf, requireSession} from '../console/session.js'
import {readJson, sendJson} from '../http/io.js'
import {routes} from '../http/api.js'
import {parseBody, parseParams} from '../http/schema.js'

/**
 * /api/v1/keys: the signed-in user's API keys, for the console's scripts and other browser
 * clients (docs/protocol.md, Console). A console session only (an API key cannot mint or revoke
 * keys), and a CSRF token in X-CSRF-Token on POST and DELETE.
 */
export function registerKeyRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/keys', async ({req, res}) => {
    const {user} = await requireSession(app.db, req)
    sendJson(res, 200, {data: (await listKeys(app.db, user.id)).map((info) => keyJson(info))}, {'cache-control': 'no-store'})
  })

  router.post('/api/v1/keys', async ({req, res}) => {
    const {user} = await requireSession(app.db, req)
    await requireCsrf(app.db, req)
    // The schema checks the shapes; createKey the rest (a service key for an administrator only, the label's length).
    const input = parseBody(routes.createKey, await readJson<unknown>(req, 16 * 1024))
    const {info, key} = await createKey(app.db, user, {label: input.label, type: input.type})
    // The only answer that ever holds the secret: not to be cached anywhere.
    sendJson(res, 201, {...keyJson(info), key}, {'cache-control': 'no-store'})
  })

  router.delete('/api/v1/keys/:id', async ({params, req, res}) => {
    const {user} = await requireSession(app.db, req)
    await requireCsrf(app.db, req)
    sendJson(res, 200, keyJson(await revokeKey(app.db, user, parseParams(routes.revokeKey, params).id)), {'cache-control': 'no-store'})
  })
}
