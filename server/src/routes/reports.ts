import {createHash} from 'node:crypto'

import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'

import {authenticate} from '../auth.js'
import {routes} from '../http/api.js'
import {HttpProblem, notFound} from '../http/problem.js'
import {parseParams, parseQuery} from '../http/schema.js'
import {canSeeRun} from '../runs/dossier.js'
import type {Report} from '../validation/report.js'
import {getRun} from '../runs/store.js'

export function registerReportRoutes(router: Router, app: AppContext): void {
  /**
   * The report of a finished run. The JSON is the text stored when the run finished, so every
   * call returns the same bytes (and the same ETag); Markdown is rendered from it. Visible to
   * the run's owner and the members of its dossier's space; 404 otherwise or when unknown;
   * 409 while the run is running or paused.
   */
  router.get('/api/v1/reports/:run_id', async ({params, req, res, url}) => {
    const {user} = await authenticate(app.db, req)
    const {run_id: runId} = parseParams(routes.report, params)
    const format = parseQuery(routes.report, url).format ?? 'json'

    const run = await getRun(app.db, runId)
    if (!run || !await canSeeRun(app.db, user, run)) throw notFound(`Run ${runId} does not exist or is not visible to you.`, 'run_not_found')
    if (!run.report || (run.status !== 'complete' && run.status !== 'failed')) {
      const detail =
        run.status === 'paused'
          ? `Run ${run.id} is paused, waiting for a human answer; its report exists once it completes or fails. Resume it with: svc validate ${run.dossier_id} --run-id ${run.id}`
          : `Run ${run.id} is still running; its report exists once it completes or fails.`
      // A paused run names its pending question, so that a client holding a resume token can tell
      // whether the run is still waiting for that answer or has moved on to another question.
      const correlationId = run.status === 'paused' ? pendingCorrelationId(run.prompt) : undefined
      throw new HttpProblem(409, 'run_not_finished', detail, {run_status: run.status, ...(correlationId ? {correlation_id: correlationId} : {})})
    }

    const body = format === 'json' ? run.report : (await import('../validation/report.js')).reportToMarkdown(JSON.parse(run.report) as Report)
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, {etag})
      res.end()
      return
    }

    res.writeHead(200, {
      'cache-control': 'private, no-cache',
      'content-length': Buffer.byteLength(body),
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
      etag,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

function pendingCorrelationId(prompt: null | string): string | undefined {
  try {
    const parsed = JSON.parse(prompt ?? 'null') as {correlation_id?: unknown} | null
    return typeof parsed?.correlation_id === 'string' ? parsed.correlation_id : undefined
  } catch {
    return undefined
  }
}
