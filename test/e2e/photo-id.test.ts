/**
 * End to end, a phone photo of an identity card: `svc upload-batch --wait` sends the JPEG of the
 * corpus (server/corpus/) to the real service, which reads it by OCR in its ingestion worker;
 * `svc validate --verbose` then shows the card classified, its fields read by OCR (and vouched
 * for by its machine-readable zone), and the identity requirements passing, before the run pauses
 * for the next thematic's missing document.
 */
import {expect} from 'chai'
import {copyFile, mkdtemp, readFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {basename, join} from 'node:path'

import type {CorpusManifest} from '../../server/src/corpus/types.js'
import {cliFor, json} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'

const corpus = join(import.meta.dirname, '..', '..', 'server', 'corpus')

describe('e2e: a phone photo of an identity card, read by OCR and validated', function () {
  this.timeout(300_000)
  let service: TestService
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService({env: {SVC_OCR: '1'}})
    svc = cliFor(service, await service.createKey('photo@example.com'))
  })

  after(async () => service?.stop())

  it('upload-batch --wait reads the photo; validate shows the card read by OCR and its requirements passing', async () => {
    const manifest = JSON.parse(await readFile(join(corpus, 'manifest.json'), 'utf8')) as CorpusManifest
    // The 2021 card photographed with a phone (skewed, uneven light), in a valid dossier.
    const photo = manifest.documents.find((d) => d.layout === 'cni/2021' && d.capture === 'photo' && manifest.dossiers.some((x) => x.valid && x.files.includes(d.file)))
    expect(photo, 'a phone photo of a 2021 identity card in the corpus').to.not.equal(undefined)
    const dossier = manifest.dossiers.find((x) => x.files.includes(photo!.file))!
    const dir = await mkdtemp(join(tmpdir(), 'svc-photo-'))
    await copyFile(join(corpus, 'files', photo!.file), join(dir, basename(photo!.file)))

    const space = json<{id: string}>(await svc(['spaces', 'create', 'Photo', '-f', 'json'])).id
    const upload = json<{doc_status: string; status: string}[]>(await svc(['upload-batch', dir, '-s', space, '--wait', '--wait-timeout', '240', '-f', 'json']))
    expect(upload[0]).to.include({doc_status: 'ready', status: 'uploaded'})

    const run = await svc(['validate', space, '--level', '1', '--verbose', '--language', 'en', '--on-ambiguous', 'fail', '--as-of', dossier.asOf], {env: {NO_COLOR: '1'}})
    // The identity thematic is checked, then the run pauses: the dossier has no proof of address.
    expect(run.code, run.stderr).to.equal(1)
    expect(run.stderr).to.include('missing_document')
    const out = run.stdout
    expect(out).to.match(/National identity card/)
    // Fields read from the photo, by OCR or through the card's machine-readable zone.
    expect(out).to.match(new RegExp(`↳ nom = ${photo!.fields.nom} \\(#\\d+ p\\.1, (?:ocr|mrz), `))
    expect(out).to.match(new RegExp(`↳ date_naissance = ${photo!.fields.date_naissance} \\(#\\d+ p\\.1, (?:ocr|mrz), `))
    expect(out).to.match(new RegExp(`↳ date_expiration = ${photo!.fields.date_expiration} `))
    expect(out).to.include('✓ Identity document not expired')
    expect(out).to.include('✓ Surname, given names and birth date readable')
    expect(out).to.include('✓ Identity of the manager')
  })
})
