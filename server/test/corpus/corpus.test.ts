/**
 * The realistic corpus (server/corpus/): the committed manifest is consistent with the profile
 * and with the files, its identifiers and MRZs are valid where no defect says otherwise, and the
 * generator is deterministic. No OCR: fast.
 */
import {existsSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'
import {parse as parseMrz} from 'mrz'

import {CORPUS_DIR, CORPUS_SEED, generateDossier} from '../../src/corpus/build.js'
import {DOSSIER_IDS, planDossiers} from '../../src/corpus/dossiers.js'
import type {LayoutResult} from '../../src/corpus/layouts/common.js'
import {loadLayouts} from '../../src/corpus/layouts/index.js'
import {streamOf} from '../../src/corpus/rng.js'
import type {CorpusDocument, CorpusManifest, Verdict} from '../../src/corpus/types.js'
import {checkIban, isValidBic, isValidSiren, isValidSiret, isValidTva} from '../../src/validation/checks.js'
import {defaultProfile} from '../../src/validation/profile.js'

const manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as CorpusManifest
const profile = defaultProfile()
const VERDICTS: Verdict[] = ['fail', 'not_applicable', 'pass', 'warning']
const typeIds = new Set(profile.thematics.flatMap((t) => t.documentTypes.map((d) => d.id)))
const requirementIds = profile.thematics.flatMap((t) => t.requirements.map((r) => r.id))
const ruleIds = profile.rules.map((r) => r.id)
const documentsByFile = new Map(manifest.documents.map((d) => [d.file, d]))

/** The dossier a document belongs to. */
function dossierOf(doc: CorpusDocument) {
  return manifest.dossiers.find((d) => d.files.includes(doc.file))!
}

/** Whether the dossier's truth expects the checksum requirement on `field` of this type to fail. */
function checksumFailureExpected(doc: CorpusDocument, field: string): boolean {
  const thematic = profile.thematics.find((t) => t.documentTypes.some((d) => d.id === doc.type))
  const ids = thematic?.requirements.filter((r) => r.kind === 'checksum' && r.field === field).map((r) => r.id) ?? []
  return ids.some((id) => dossierOf(doc).expected.requirements[id] === 'fail')
}

describe('realistic corpus: manifest', () => {
  it('is written for the profile, with every dossier of the plan', () => {
    expect(manifest.version).to.equal(1)
    expect(manifest.profile).to.equal(profile.id)
    expect(manifest.seed).to.equal(CORPUS_SEED)
    expect(manifest.dossiers.map((d) => d.id)).to.deep.equal([...DOSSIER_IDS])
  })

  it('lists files that exist, with their MIME type, a profile type or "other", and a layout of that type', () => {
    const mimeOf: Record<string, string> = {jpeg: 'image/jpeg', jpg: 'image/jpeg', pdf: 'application/pdf', png: 'image/png'}
    for (const doc of manifest.documents) {
      const path = join(CORPUS_DIR, 'files', doc.file)
      expect(existsSync(path), doc.file).to.equal(true)
      expect(statSync(path).size, doc.file).to.be.greaterThan(1000)
      expect(doc.mime, doc.file).to.equal(mimeOf[doc.file.split('.').pop()!.toLowerCase()])
      const head = readFileSync(path).subarray(0, 4)
      if (doc.mime === 'application/pdf') expect(head.toString('latin1'), doc.file).to.equal('%PDF')
      if (doc.mime === 'image/jpeg') expect([...head.subarray(0, 2)], doc.file).to.deep.equal([0xff, 0xd8])
      if (doc.mime === 'image/png') expect(head.toString('latin1').slice(1), doc.file).to.equal('PNG')
      expect(doc.type === 'other' || typeIds.has(doc.type), doc.file).to.equal(true)
      expect(doc.layout.split('/')[0], doc.file).to.equal(doc.type)
      expect(doc.pages, doc.file).to.be.greaterThan(0)
      if (doc.capture === 'photo') expect(doc.pages, doc.file).to.equal(1)
      if (doc.rotation !== undefined) expect([0, 90, 180, 270]).to.include(doc.rotation)
      if (doc.unreadable) expect(doc.fields, doc.file).to.deep.equal({})
    }

    expect(new Set(manifest.documents.map((d) => d.file)).size).to.equal(manifest.documents.length)
  })

  it('gives truth fields that are fields of the document type, normalised', () => {
    for (const doc of manifest.documents) {
      const spec = profile.thematics.flatMap((t) => t.documentTypes).find((d) => d.id === doc.type)
      const ids = new Set(spec?.fields.map((f) => f.id) ?? [])
      for (const [field, value] of Object.entries(doc.fields)) {
        expect(ids.has(field), `${doc.file}: ${field}`).to.equal(true)
        const type = spec!.fields.find((f) => f.id === field)!.type
        if (type === 'date') expect(value, `${doc.file}: ${field}`).to.match(/^\d{4}-\d{2}-\d{2}$/)
        if (type === 'month') expect(value, `${doc.file}: ${field}`).to.match(/^\d{4}-\d{2}$/)
        if (type === 'year') expect(value, `${doc.file}: ${field}`).to.match(/^\d{4}$/)
        if (type === 'amount') expect(value, `${doc.file}: ${field}`).to.match(/^-?\d+\.\d{2}$/)
        if (type === 'siren') expect(value, `${doc.file}: ${field}`).to.match(/^\d{9}$/)
        if (type === 'siret') expect(value, `${doc.file}: ${field}`).to.match(/^\d{14}$/)
        if (type === 'iban') expect(value, `${doc.file}: ${field}`).to.match(/^[A-Z]{2}\d{2}[A-Z0-9]+$/)
      }
    }
  })

  it('has, for every dossier, a verdict for every requirement and rule of the profile, and files of its own', () => {
    for (const dossier of manifest.dossiers) {
      expect(Object.keys(dossier.expected.requirements).sort(), dossier.id).to.deep.equal([...requirementIds].sort())
      expect(Object.keys(dossier.expected.rules).sort(), dossier.id).to.deep.equal([...ruleIds].sort())
      for (const verdict of [dossier.expected.global, ...Object.values(dossier.expected.requirements), ...Object.values(dossier.expected.rules)]) expect(VERDICTS).to.include(verdict)
      for (const file of dossier.files) {
        expect(documentsByFile.has(file), file).to.equal(true)
        expect(file.startsWith(`${dossier.id}/`), file).to.equal(true)
      }

      expect(dossier.asOf).to.match(/^\d{4}-\d{2}-\d{2}$/)
      expect(dossier.description.length).to.be.greaterThan(10)
    }
  })

  it('marks valid dossiers without any failure, and defective ones with their defects and a failing verdict', () => {
    const severity = new Map(profile.thematics.flatMap((t) => t.requirements.map((r) => [r.id, r.severity] as const)))
    for (const dossier of manifest.dossiers) {
      const blocking = Object.entries(dossier.expected.requirements).filter(([id, v]) => v === 'fail' && severity.get(id) === 'blocking')
      const failingRules = Object.entries(dossier.expected.rules).filter(([, v]) => v === 'fail')
      if (dossier.valid) {
        expect(blocking, dossier.id).to.deep.equal([])
        expect(failingRules, dossier.id).to.deep.equal([])
        expect(dossier.expected.global, dossier.id).to.not.equal('fail')
        expect(dossier.defects, dossier.id).to.deep.equal([])
      } else {
        expect(dossier.expected.global, dossier.id).to.equal('fail')
        expect(blocking.length + failingRules.length, dossier.id).to.be.greaterThan(0)
        expect(dossier.defects.length, dossier.id).to.be.within(1, 2)
      }
    }

    const valid = manifest.dossiers.filter((d) => d.valid).length
    expect(valid).to.be.at.least(12)
    expect(manifest.dossiers.length - valid).to.be.at.least(12)
  })

  it('writes pauses with answers the engine accepts', () => {
    const thematics = new Set(profile.thematics.map((t) => t.id))
    for (const dossier of manifest.dossiers) {
      for (const pause of dossier.expected.pauses) {
        if (pause.waiting_for === 'classification_correction') {
          expect(dossier.files, dossier.id).to.include(pause.file)
          const type = pause.answer.document_type as string
          expect(type === 'other' || typeIds.has(type)).to.equal(true)
          expect(type).to.equal(documentsByFile.get(pause.file!)!.type)
        } else if (pause.waiting_for === 'missing_document') {
          expect(thematics.has(pause.thematic!), dossier.id).to.equal(true)
          expect(['skip', 'abandon']).to.include(pause.answer.missing_document)
        } else {
          expect([...requirementIds, ...ruleIds]).to.include(pause.rule_id)
          expect(['accept', 'reject']).to.include(pause.answer.decision)
        }
      }
    }

    // The planted hard cases ask what they must.
    const pauses = (id: string) => manifest.dossiers.find((d) => d.id === id)!.expected.pauses.filter((p) => p.required)
    expect(pauses('x10-near-miss-surname')).to.deep.equal([{answer: {decision: 'reject'}, required: true, rule_id: 'X-01', waiting_for: 'rule_clarification'}])
    expect(pauses('x11-missing-insurance')).to.deep.equal([{answer: {missing_document: 'skip'}, required: true, thematic: 'assurance', waiting_for: 'missing_document'}])
    expect(pauses('x12-unreadable-scan').map((p) => [p.waiting_for, p.answer])).to.deep.equal([['classification_correction', {document_type: 'attestation_vigilance'}]])
    expect(pauses('v03-cni-grace-period')).to.deep.equal([{answer: {decision: 'accept'}, required: true, rule_id: 'ID-02', waiting_for: 'rule_clarification'}])
  })

  it('has valid SIREN, SIRET, VAT, IBAN and BIC values except where the truth expects the checksum to fail', () => {
    let checked = 0
    for (const doc of manifest.documents) {
      for (const [field, value] of Object.entries(doc.fields)) {
        const spec = profile.thematics.flatMap((t) => t.documentTypes).find((d) => d.id === doc.type)!.fields.find((f) => f.id === field)!
        const valid = {bic: isValidBic, iban: (v: string) => checkIban(v).valid, siren: isValidSiren, siret: isValidSiret, tva: isValidTva}[spec.type as 'bic']
        if (!valid) continue
        checked++
        if (!valid(value)) expect(checksumFailureExpected(doc, field), `${doc.file}: ${field} ${value}`).to.equal(true)
      }
    }

    expect(checked).to.be.greaterThan(100)
  })

  it('uses every company and identity layout, and about a quarter of images', async () => {
    const {layouts} = await loadLayouts()
    const used = new Set(manifest.documents.map((d) => d.layout))
    for (const layout of Object.keys(layouts)) expect(used.has(layout), layout).to.equal(true)
    const images = manifest.documents.filter((d) => d.capture !== 'text').length
    expect(images / manifest.documents.length).to.be.within(0.2, 0.4)
    expect(manifest.documents.some((d) => d.unreadable)).to.equal(true)
    expect(manifest.documents.some((d) => d.capture === 'photo' && d.mime === 'image/png')).to.equal(true)
  })
})

describe('realistic corpus: identity documents', function () {
  this.timeout(120_000)

  it('print MRZs that the mrz package finds valid and that agree with the truth fields', async () => {
    const {layouts} = await loadLayouts()
    const {plans} = planDossiers(CORPUS_SEED, Object.keys(layouts))
    let checked = 0
    for (const plan of plans) {
      for (const [index, doc] of plan.documents.entries()) {
        const type = doc.layout.split('/')[0]
        if ((type !== 'cni' && type !== 'passeport') || doc.duplicateOf !== undefined) continue
        const result = (await layouts[doc.layout](plan.facts, doc.params, streamOf(CORPUS_SEED, `${plan.id}:${index}:layout`))) as LayoutResult
        const parsed = parseMrz(result.mrz!)
        expect(parsed.valid, `${plan.id} ${doc.layout}: ${result.mrz!.join(' / ')}`).to.equal(true)
        const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '')
        expect(parsed.fields.birthDate).to.equal(yymmdd(result.fields.date_naissance))
        if (parsed.format !== 'FRENCH_NATIONAL_ID') expect(parsed.fields.expirationDate).to.equal(yymmdd(result.fields.date_expiration))
        expect(parsed.documentNumber).to.equal(result.fields.numero_document)
        // The committed corpus holds the same truth.
        const committed = manifest.documents.find((d) => d.file === `${plan.id}/${doc.name}` || d.file === `${plan.id}/${doc.name.replace(/\.(jpe?g|png)$/i, '.pdf')}`)
        if (!committed?.unreadable) expect(committed?.fields, `${plan.id}/${doc.name}`).to.deep.equal(result.fields)
        checked++
      }
    }

    expect(checked).to.equal(manifest.documents.filter((d) => d.type === 'cni' || d.type === 'passeport').length)
  })
})

describe('realistic corpus: generator', function () {
  this.timeout(180_000)

  it('is deterministic: a dossier generated twice gives the same bytes and the committed manifest entry', async () => {
    const {layouts} = await loadLayouts()
    // A dossier with text PDFs, scans, photos and an unreadable scan.
    const id = 'x12-unreadable-scan'
    const [plan] = planDossiers(CORPUS_SEED, Object.keys(layouts), [id]).plans
    const first = await generateDossier(plan, layouts, profile)
    const second = await generateDossier(planDossiers(CORPUS_SEED, Object.keys(layouts), [id]).plans[0], layouts, profile)
    expect(second.files.map((f) => f.path)).to.deep.equal(first.files.map((f) => f.path))
    for (const [i, file] of first.files.entries()) expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(second.files[i].bytes)), file.path).to.equal(0)
    expect(new Set(first.documents.map((d) => d.capture))).to.include.members(['text', 'scan'])
    expect(first.dossier).to.deep.equal(manifest.dossiers.find((d) => d.id === id))
    expect(first.documents).to.deep.equal(manifest.documents.filter((d) => d.file.startsWith(`${id}/`)))
    // Text PDFs are byte-identical to the committed files (no clock, no random ID in them).
    for (const file of first.files.filter((f) => first.documents.find((d) => d.file === f.path)!.capture === 'text')) {
      expect(Buffer.compare(Buffer.from(file.bytes), readFileSync(join(CORPUS_DIR, 'files', file.path))), file.path).to.equal(0)
    }
  })
})
