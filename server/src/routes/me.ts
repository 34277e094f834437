import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {sendJson} from '../http/io.js'

export function registerMeRoutes(router: Router, app: AppContext): void {
  /** Who the key belongs to: used by `svc auth login` (to check a key) and `svc auth status`. */
  router.get('/api/v1/me', async ({req, res}) => {
    const {key, user} = await authenticate(app.db, req)
    sendJson(res, 200, {
      key: {prefix: key.prefix, type: key.type},
      user: {admin: Boolean(user.is_admin), email: user.email, id: user.id, name: user.name},
    })
  })

  router.get('/healthz', ({res}) => sendJson(res, 200, {status: 'ok'}))
}
