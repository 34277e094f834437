/**
 * The real I/O of a validation run ({@link ValidateDeps}): the MCP tool call, the reports
 * endpoint, the terminal form, the gateway upload, stdout/stderr and the status line. Shared by
 * `svc validate` and `svc resume`, so that both behave the same.
 */
import {failure} from './errors.js'
import type {ApiClient} from './http.js'
import {messages} from './i18n/index.js'
import {ProgressBar, Spinner} from './progress.js'
import type {ValidateDeps} from './validate-run.js'

export function validateDeps(
  api: ApiClient,
  options: {clientVersion: string; onRunId?: (runId: string, hint: string) => void; spinner?: boolean; reportAfter?: boolean},
): ValidateDeps {
  const target = {headers: api.authHeaders(), timeoutMs: api.settings.requestTimeoutMs, url: api.url('/mcp')}
  // The run's activity between events (waiting for documents still processing), redrawn in place.
  const statusLine = process.stderr.isTTY ? new ProgressBar(process.stderr, '', 0) : undefined
  // While a call waits in silence (~300 ms without an event), a spinner (a terminal only: see spinnerWanted).
  const spinner = options.spinner ? new Spinner(() => messages().waiting) : undefined
  let statusShown = false
  return {
    async ask(prompt) {
      spinner?.suspend()
      try {
        return await (await import('./forms.js')).askForm(prompt)
      } finally {
        spinner?.resume()
      }
    },
    async call(args, onEvent, onActivity, signals) {
      const {callValidateTool} = await import('./mcp-client.js')
      spinner?.start()
      // The report (--json) is read with the REST client after the run: it loads while the run's
      // first events arrive, when svc waits for the service anyway, instead of after the run.
      let prepared = !options.reportAfter
      const onEventPreparing: typeof onEvent = (event) => {
        if (!prepared) {
          prepared = true
          api.prepare()
        }

        onEvent(event)
      }

      try {
        return await callValidateTool(target, args, {clientVersion: options.clientVersion, onActivity, onEvent: onEventPreparing, signals})
      } finally {
        spinner?.stop()
      }
    },
    err(line) {
      spinner?.touch()
      process.stderr.write(`${line}\n`)
    },
    fetchReport: (runId) => api.get(`/api/v1/reports/${encodeURIComponent(runId)}`, {searchParams: {format: 'json'}}),
    onRunId: options.onRunId,
    out(line) {
      spinner?.touch()
      process.stdout.write(`${line}\n`)
    },
    // A status line owns the line while it is shown: no spinner over it.
    status(line) {
      if (line === undefined) {
        if (statusShown) spinner?.resume()
        statusShown = false
        statusLine?.clear()
        return
      }

      if (!statusShown) spinner?.suspend()
      statusShown = true
      statusLine?.draw(line, true)
    },
    async upload(path, spaceId) {
      const {uploadFiles} = await import('./upload.js')
      const [result] = await uploadFiles(api, [path], {spaceId})
      if (result?.status !== 'uploaded') throw failure(`Could not upload ${path}: ${result?.error ?? 'unknown error'}.`)
    },
  }
}
