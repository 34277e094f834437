import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'

import {createContext} from '../../src/app.js'
import {ensureUser} from '../../src/auth.js'
import {seedValidationDemo} from '../../src/fixtures/demo-dossier.js'
import {FIXTURE_TYPES, makeDocument, makeDossier, makeLargeDossier} from '../../src/fixtures/dossier.js'
import {isValidSiren, checkIban, isValidTva} from '../../src/validation/checks.js'
import {benchEngine, formatEngineBench} from '../../src/validation/bench.js'
import {runEngine} from '../../src/validation/engine.js'
import {pdfHasSignature} from '../../src/validation/pdf-signature.js'
import {pdfPages} from './helpers.js'
import {sqlAll} from '../helpers/sql.js'
import {testDatabase} from '../helpers/database.js'

const REF = '2025-06-30'

describe('fixture dossiers', function () {
  this.timeout(60_000)

  it('makes a complete dossier with one PDF per document type (three payslips) and its ground truth', async () => {
    const {files, truth} = await makeDossier({refDate: REF})
    expect(files.map((f) => f.type)).to.deep.equal(['cni', 'facture_domicile', 'bulletin_paie', 'bulletin_paie', 'bulletin_paie', 'avis_imposition', 'kbis', 'attestation_vigilance', 'attestation_fiscale', 'attestation_rc_pro', 'rib'])
    expect(new Set(files.map((f) => f.type))).to.deep.equal(new Set(FIXTURE_TYPES))
    for (const file of files) {
      expect(file.mime).to.equal('application/pdf')
      expect(Buffer.from(file.bytes.slice(0, 5)).toString()).to.equal('%PDF-')
    }

    expect(isValidSiren(truth.company.siren)).to.equal(true)
    expect(isValidTva(truth.company.tva)).to.equal(true)
    expect(checkIban(truth.iban).valid).to.equal(true)
    expect(truth.expected).to.deep.equal({failing: [], pauses: []})
    expect(new Set(files.map((f) => f.name)).size).to.equal(files.length)
  })

  it('draws text that a PDF extractor reads back (accents included, no U+202F)', async () => {
    const {files} = await makeDossier({refDate: REF})
    const payslip = files.find((f) => f.type === 'bulletin_paie')!
    const text = (await pdfPages(payslip.bytes)).join('\n')
    expect(text).to.include('Net à payer avant impôt sur le revenu')
    expect(text).to.match(/Net imposable\s+2 520,00 €/)
    expect(text).to.not.include('\u202F')
    expect(payslip.pages[0]).to.include('Net imposable 2 520,00 €')
  })

  it('is deterministic: the same options give the same bytes', async () => {
    const a = await makeDossier({refDate: REF, variant: 'near_miss'})
    const b = await makeDossier({refDate: REF, variant: 'near_miss'})
    expect(a.files.map((f) => Buffer.from(f.bytes).toString('base64'))).to.deep.equal(b.files.map((f) => Buffer.from(f.bytes).toString('base64')))
  })

  it('makes each variant with its expected outcome', async () => {
    const missing = await makeDossier({refDate: REF, variant: 'missing'})
    expect(missing.files.map((f) => f.type)).to.not.include('attestation_rc_pro')
    expect(missing.truth.expected.pauses).to.deep.equal([{document_type: 'attestation_rc_pro', waiting_for: 'missing_document'}])
    const missingRib = await makeDossier({overrides: {missing: 'rib'}, refDate: REF, variant: 'missing'})
    expect(missingRib.files.map((f) => f.type)).to.not.include('rib')

    const ambiguous = await makeDossier({refDate: REF, variant: 'ambiguous'})
    expect(ambiguous.truth.ambiguousFiles).to.deep.equal(['attestation-comptable.pdf'])
    expect(ambiguous.files.map((f) => f.name)).to.include('attestation-comptable.pdf')

    const near = await makeDossier({refDate: REF, variant: 'near_miss'})
    expect(near.files.filter((f) => f.type === 'bulletin_paie').every((f) => f.pages[0].includes('Salarié : Mme Claire MARIN'))).to.equal(true)

    const expired = await makeDossier({refDate: REF, variant: 'expired'})
    expect(expired.files[0].pages[0]).to.include("Date d'expiration : 10/06/2025")
    expect(expired.truth.expected.failing).to.deep.equal(['ID-02'])

    const wrong = await makeDossier({refDate: REF, variant: 'wrong_checksum'})
    expect(isValidSiren(wrong.truth.company.siren)).to.equal(false)
    const wrongIban = await makeDossier({overrides: {checksum: 'iban'}, refDate: REF, variant: 'wrong_checksum'})
    expect(checkIban(wrongIban.truth.iban)).to.deep.equal({problem: 'checksum', valid: false})
    expect(isValidSiren(wrongIban.truth.company.siren)).to.equal(true)
  })

  it('dates documents relative to the reference date', async () => {
    const {files} = await makeDossier({pdf: false, refDate: '2026-02-15'})
    expect(files.filter((f) => f.type === 'bulletin_paie').map((f) => f.name)).to.deep.equal(['bulletin-paie-2025-11.pdf', 'bulletin-paie-2025-12.pdf', 'bulletin-paie-2026-01.pdf'])
    expect(files.find((f) => f.type === 'kbis')!.pages[0]).to.include('à jour au 03/02/2026')
    expect(files.every((f) => f.bytes.length === 0)).to.equal(true)
  })

  it('can add a PDF signature dictionary, which pdfHasSignature detects', async () => {
    const plain = await makeDocument('attestation_rc_pro', {refDate: REF})
    const signed = await makeDocument('attestation_rc_pro', {overrides: {pdfSignature: true}, refDate: REF})
    expect(pdfHasSignature(plain.bytes)).to.equal(false)
    expect(pdfHasSignature(signed.bytes)).to.equal(true)
    expect((await pdfPages(signed.bytes)).join('\n')).to.include("ATTESTATION D'ASSURANCE")
  })

  it('makes large dossiers that validate without pausing', async () => {
    const files = makeLargeDossier(60, REF)
    expect(files).to.have.length(60)
    const documents = files.map((f, i) => ({created_at: '', file_name: f.name, id: i + 1, mime_type: f.mime, pages: f.pages}))
    const outcome = await runEngine({documents, language: 'fr', level: 'both', refDate: new Date(REF), state: null}, () => {})
    expect(outcome.status).to.equal('complete')
    expect(outcome.status !== 'paused' && outcome.report.global_verdict).to.equal('pass')
  })

  it('benchEngine times dossiers of several sizes and reports the growth', async () => {
    const results = await benchEngine([10, 40], {repeat: 1})
    expect(results.map((r) => r.size)).to.deep.equal([10, 40])
    expect(results[0]).to.include({growth: null, sizeRatio: null})
    expect(results[1].sizeRatio).to.equal(4)
    for (const r of results) expect(r.ms).to.be.greaterThan(0)
    expect(formatEngineBench(results)).to.match(/engine:\s+40 documents .* x[\d.]+ for x4 documents/)
  })

  it('seeds the demo dossier: it pauses once for the missing document and completes after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svc-demo-'))
    const ctx = await createContext({dataDir, database: await testDatabase(dataDir)})
    try {
      const user = await ensureUser(ctx.db, 'demo@svc.local', {name: 'Demo'})
      const seeded = await seedValidationDemo(ctx, user, new Date(REF))
      expect(seeded.missing_file).to.equal(join(dataDir, 'demo', 'missing-attestation_rc_pro.pdf'))
      expect(seeded.validate_command).to.equal(`svc validate ${seeded.dossier_id}`)
      const again = await seedValidationDemo(ctx, user, new Date(REF))
      expect(again.dossier_id).to.equal(seeded.dossier_id)

      const rows = await sqlAll(ctx.db, 'SELECT d.id, d.file_name, d.mime_type, d.created_at FROM documents d WHERE d.space_id = ? ORDER BY d.id', seeded.dossier_id) as {id: number; file_name: string; mime_type: string; created_at: string}[]
      expect(rows).to.have.length(10)
      const pagesOf = async (id: number) => (await sqlAll(ctx.db, 'SELECT text FROM document_pages WHERE document_id = ? ORDER BY page', id) as {text: string}[]).map((r) => r.text)
      const documents = await Promise.all(rows.map(async (r) => ({...r, pages: await pagesOf(r.id)})))
      const first = await runEngine({documents, language: 'fr', level: 'both', refDate: new Date(REF), state: null}, () => {})
      expect(first.status === 'paused' && first.prompt.waiting_for).to.equal('missing_document')

      const missing = readFileSync(seeded.missing_file)
      const added = {created_at: '', file_name: 'missing-attestation_rc_pro.pdf', id: 1000, mime_type: 'application/pdf', pages: await pdfPages(new Uint8Array(missing))}
      const second = await runEngine({documents: [...documents, added], language: 'fr', level: 'both', refDate: new Date(REF), state: first.state}, () => {})
      expect(second.status).to.equal('complete')
      expect(second.status !== 'paused' && second.report.global_verdict).to.equal('pass')
    } finally {
      await ctx.db.destroy()
      rmSync(dataDir, {force: true, recursive: true})
    }
  })
})
