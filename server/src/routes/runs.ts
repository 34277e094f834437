/**
 * GET /api/v1/runs?dossier_id=&status=&limit=&offset=: the validation runs the caller may see (the
 * ones they started, and every run of a space they are a member of: runs/dossier.ts canSeeRun),
 * newest first, so that a client that lost a run_id (a generic MCP client that shows no
 * notifications, a crashed job) finds it and re-calls validate_dossier with it.
 */
import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {routes} from '../http/api.js'
import {sendJson} from '../http/io.js'
import {parseQuery} from '../http/schema.js'

interface RunListRow {
  id: string
  dossier_id: string
  status: string
  level: string
  language: string
  as_of: null | string
  email: string
  prompt: null | string
  last_seq: number
  created_at: string
  updated_at: string
  finished_at: null | string
}

export function registerRunRoutes(router: Router, app: AppContext): void {
  router.get('/api/v1/runs', async ({req, res, url}) => {
    const {user} = await authenticate(app.db, req)
    const query = parseQuery(routes.listRuns, url)
    let visible = app.db
      .selectFrom('runs as r')
      .where((eb) =>
        eb.or([eb('r.user_id', '=', user.id), eb('r.dossier_id', 'in', eb.selectFrom('space_members').select('space_id').where('user_id', '=', user.id))]),
      )
    if (query.dossier_id) visible = visible.where('r.dossier_id', '=', query.dossier_id)
    if (query.status) visible = visible.where('r.status', '=', query.status)
    const rows: RunListRow[] = await visible
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.dossier_id', 'r.status', 'r.level', 'r.language', 'r.as_of', 'u.email', 'r.prompt', 'r.last_seq', 'r.created_at', 'r.updated_at', 'r.finished_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute()
    const {total} = await visible.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    sendJson(res, 200, {
      data: rows.map((row) => ({
        run_id: row.id,
        dossier_id: row.dossier_id,
        status: row.status,
        level: row.level,
        language: row.language,
        as_of: row.as_of,
        started_by: row.email,
        waiting_for: row.status === 'paused' ? waitingFor(row.prompt) : null,
        last_seq: row.last_seq,
        created_at: row.created_at,
        updated_at: row.updated_at,
        finished_at: row.finished_at,
      })),
      pagination: {limit: query.limit, offset: query.offset, total},
    })
  })
}

function waitingFor(prompt: null | string): null | string {
  try {
    const parsed = JSON.parse(prompt ?? 'null') as {waiting_for?: unknown} | null
    return typeof parsed?.waiting_for === 'string' ? parsed.waiting_for : null
  } catch {
    return null
  }
}
