/**
 * End to end, a file that holds several documents: the three payslips of a valid corpus dossier
 * scanned into one PDF, uploaded with the rest of the dossier by `svc upload-batch --wait`. `svc
 * validate --verbose` shows the file's three parts classified as payslips, each by its pages, and
 * the dossier passing as it does with three files; `--json` gives the report with the parts.
 */
import {expect} from 'chai'
import {copyFile, mkdtemp, readFile, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {basename, join} from 'node:path'
import {PDFDocument} from 'pdf-lib'

import type {CorpusManifest} from '../../server/src/corpus/types.js'
import {cliFor, json} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'

const corpus = join(import.meta.dirname, '..', '..', 'server', 'corpus')

describe('e2e: three payslips in one file', function () {
  this.timeout(300_000)
  let service: TestService
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    svc = cliFor(service, await service.createKey('combined@example.com'))
  })

  after(async () => service?.stop())

  it('validates them as three payslips, each named by its pages', async () => {
    const manifest = JSON.parse(await readFile(join(corpus, 'manifest.json'), 'utf8')) as CorpusManifest
    // A valid dossier read from text layers only (no OCR), whose validation asks nothing.
    const dossier = manifest.dossiers.find((d) => d.id === 'v01-sas-baseline')!
    expect(dossier.valid).to.equal(true)
    const documents = dossier.files.map((file) => manifest.documents.find((d) => d.file === file)!)
    const payslips = documents.filter((d) => d.type === 'bulletin_paie')
    expect(payslips.map((d) => [d.capture, d.pages])).to.deep.equal([
      ['text', 1],
      ['text', 1],
      ['text', 1],
    ])

    const dir = await mkdtemp(join(tmpdir(), 'svc-combined-'))
    for (const doc of documents.filter((d) => d.type !== 'bulletin_paie')) await copyFile(join(corpus, 'files', doc.file), join(dir, basename(doc.file)))
    const combined = await PDFDocument.create()
    for (const doc of payslips) {
      const source = await PDFDocument.load(await readFile(join(corpus, 'files', doc.file)))
      for (const page of await combined.copyPages(source, source.getPageIndices())) combined.addPage(page)
    }
    await writeFile(join(dir, 'bulletins-de-salaire.pdf'), await combined.save())

    const space = json<{id: string}>(await svc(['spaces', 'create', 'Combined', '-f', 'json'])).id
    const upload = json<{doc_status: string; status: string}[]>(await svc(['upload-batch', dir, '-s', space, '--wait', '--wait-timeout', '120', '-f', 'json']))
    expect(upload.every((u) => u.status === 'uploaded' && u.doc_status === 'ready'), JSON.stringify(upload)).to.equal(true)

    const run = await svc(['validate', space, '--level', 'both', '--verbose', '--language', 'en', '--on-ambiguous', 'fail', '--as-of', dossier.asOf], {env: {NO_COLOR: '1'}})
    expect(run.code, run.stderr).to.equal(0)
    for (const page of [1, 2, 3]) expect(run.stdout).to.match(new RegExp(`• bulletins-de-salaire\\.pdf \\(p\\. ${page}\\) → Payslip`))
    expect(run.stdout).to.include('✓ Three payslips')

    const report = JSON.parse((await svc(['validate', space, '--level', 'both', '--language', 'en', '--on-ambiguous', 'fail', '--as-of', dossier.asOf, '--json'])).stdout) as {
      global_verdict: string
      documents: {file_name: string; document_type: string; pages?: number[]}[]
    }
    expect(report.global_verdict).to.equal('pass')
    expect(report.documents.filter((d) => d.file_name === 'bulletins-de-salaire.pdf').map((d) => [d.document_type, d.pages])).to.deep.equal([
      ['bulletin_paie', [1, 1]],
      ['bulletin_paie', [2, 2]],
      ['bulletin_paie', [3, 3]],
    ])
  })
})
