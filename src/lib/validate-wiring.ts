/**
 * The real I/O of a validation run ({@link ValidateDeps}): the MCP tool call, the reports
 * endpoint, the terminal form, the gateway upload, stdout/stderr and the status line. Shared by
 * `svc validate` and `svc resume`, so that both behave the same.
 */
import {failure} from './errors.js'
import type {ApiClient} from './http.js'
import {ProgressBar} from './progress.js'
import type {ValidateDeps} from './validate-run.js'

export function validateDeps(api: ApiClient, options: {clientVersion: string; onRunId?: (runId: string, hint: string) => void}): ValidateDeps {
  const target = {headers: api.authHeaders(), timeoutMs: api.settings.requestTimeoutMs, url: api.url('/mcp')}
  // The run's activity between events (waiting for documents still processing), redrawn in place.
  const statusLine = process.stderr.isTTY ? new ProgressBar(process.stderr, '', 0) : undefined
  return {
    ask: async (prompt) => (await import('./forms.js')).askForm(prompt),
    async call(args, onEvent, onActivity, signals) {
      const {callValidateTool} = await import('./mcp-client.js')
      return callValidateTool(target, args, {clientVersion: options.clientVersion, onActivity, onEvent, signals})
    },
    err: (line) => process.stderr.write(`${line}\n`),
    fetchReport: (runId) => api.get(`/api/v1/reports/${encodeURIComponent(runId)}`, {searchParams: {format: 'json'}}),
    onRunId: options.onRunId,
    out: (line) => process.stdout.write(`${line}\n`),
    status: (line) => (line === undefined ? statusLine?.clear() : statusLine?.draw(line, true)),
    async upload(path, spaceId) {
      const {uploadFiles} = await import('./upload.js')
      const [result] = await uploadFiles(api, [path], {spaceId})
      if (result?.status !== 'uploaded') throw failure(`Could not upload ${path}: ${result?.error ?? 'unknown error'}.`)
    },
  }
}
