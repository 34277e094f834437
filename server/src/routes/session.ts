import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {readJson, sendJson} from '../http/io.js'
import {routes} from '../http/api.js'
import {parseBody} from '../http/schema.js'
import {attemptLogin, createSession, deleteSession, readCookie, refuseCrossSite, SESSION_COOKIE, SESSION_TTL_MS, sessionCookie} from '../sessions.js'

/** POST /api/auth/login and /api/auth/logout: the browser session used by downloads. */
export function registerSessionRoutes(router: Router, app: AppContext): void {
  router.post('/api/auth/login', async ({req, res}) => {
    refuseCrossSite(req)
    const body = parseBody(routes.login, await readJson(req))
    const user = await attemptLogin(app.db, req, body.email, body.password)
    const {expiresAt, token} = await createSession(app.db, user.id)
    sendJson(
      res,
      200,
      {expires_at: expiresAt.toISOString(), user: {email: user.email, id: user.id, name: user.name}},
      {'set-cookie': sessionCookie(req, token, SESSION_TTL_MS / 1000)},
    )
  })

  /** Ends the session of the cookie (if any) and clears the cookie; always succeeds (but for a cross-site browser request). */
  router.post('/api/auth/logout', async ({req, res}) => {
    refuseCrossSite(req)
    const token = readCookie(req, SESSION_COOKIE)
    if (token) await deleteSession(app.db, token)
    sendJson(res, 200, {logged_out: true}, {'set-cookie': sessionCookie(req, '', 0)})
  })
}
