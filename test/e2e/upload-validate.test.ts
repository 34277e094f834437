/**
 * End to end, the main job with asynchronous ingestion: `svc upload-batch --wait` uploads a
 * generated dossier to the real service and follows it until every document is read, then
 * `svc validate --as-of` checks it against a chosen reference date. Also a validation started
 * right after an upload without --wait: the run waits for the documents still processing.
 */
import {expect} from 'chai'
import {mkdtemp, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {makeDossier} from '../../server/src/fixtures/dossier.js'
import {cliFor, json} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'
import {TODAY} from './validate-fixtures.js'

interface Result {
  id: number
  file_name: string
  status: string
  doc_status: string
}

async function dossierFolder(): Promise<{dir: string; count: number}> {
  const {files} = await makeDossier({refDate: TODAY, variant: 'valid'})
  const dir = await mkdtemp(join(tmpdir(), 'svc-dossier-'))
  for (const file of files) await writeFile(join(dir, file.name), file.bytes)
  return {count: files.length, dir}
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

describe('e2e: upload-batch --wait, then validate --as-of', function () {
  this.timeout(240_000)
  let service: TestService
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    svc = cliFor(service, await service.createKey('dossier@example.com'))
  })

  after(async () => service?.stop())

  it('--wait prints every document ready; validate --as-of today passes and the report carries that ref_date; ten years on it fails', async () => {
    const space = json<{id: string}>(await svc(['spaces', 'create', 'Dossier', '-f', 'json'])).id
    const {count, dir} = await dossierFolder()
    const upload = await svc(['upload-batch', dir, '-s', space, '--wait', '--wait-timeout', '180', '-f', 'json'])
    const results = json<Result[]>(upload)
    expect(results).to.have.length(count)
    expect(results.every((r) => r.status === 'uploaded' && r.doc_status === 'ready'), JSON.stringify(results)).to.equal(true)
    expect(upload.stderr).to.include(`Waiting for ${count} documents to be processed (at most 180 s)...`).and.include(`${count} documents ready.`)
    // Nothing left processing: the single reads agree.
    const checks = await Promise.all(results.map(async (r) => json<{doc_status: string}>(await svc(['files', 'check', String(r.id)]))))
    expect(checks.map((c) => c.doc_status)).to.deep.equal(results.map(() => 'ready'))

    const today = isoDay(TODAY)
    const now = await svc(['validate', space, '--as-of', today, '--json', '--on-ambiguous', 'fail'])
    const report = json<{status: string; ref_date: string; global_verdict: string}>(now)
    expect(report).to.include({ref_date: today, status: 'complete'})
    expect(report.global_verdict).to.not.equal('fail')

    const later = new Date(TODAY)
    later.setUTCFullYear(later.getUTCFullYear() + 10)
    const future = json<{status: string; ref_date: string; global_verdict: string}>(await svc(['validate', space, '--as-of', isoDay(later), '--json', '--on-ambiguous', 'fail']))
    expect(future).to.include({global_verdict: 'fail', ref_date: isoDay(later), status: 'complete'})
  })

  it('a malformed --as-of is a usage error before any request (exit 2)', async () => {
    const result = await svc(['validate', '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93', '--as-of', '2026-02-30'])
    expect(result.code).to.equal(2)
    expect(result.stderr).to.include('--as-of must be a real calendar date written YYYY-MM-DD, got "2026-02-30".')
  })

  it('validate right after an upload without --wait: the run waits for the documents still processing, then completes', async () => {
    const space = json<{id: string}>(await svc(['spaces', 'create', 'Fresh', '-f', 'json'])).id
    const {count, dir} = await dossierFolder()
    const upload = await svc(['upload-batch', dir, '-s', space, '-f', 'json'])
    expect(json<Result[]>(upload).some((r) => r.doc_status === 'processing')).to.equal(true)
    expect(upload.stderr).to.match(/still being processed \(--wait waits for them/)
    const run = await svc(['validate', space, '--language', 'en', '--on-ambiguous', 'fail'])
    expect(run.code, run.stderr).to.equal(0)
    // Whether some were still being read when the run started depends on timing (the header then
    // says so; server/test/runs/waiting.test.ts pins that down): either way every document was
    // classified with its text, and the valid dossier passes.
    expect(run.stdout).to.include(`${count} documents classified`).and.include('Global verdict: ✓ pass')
  })
})
