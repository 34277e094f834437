import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'

import {makeDocument, makeDossier, makeLargeDossier, type DossierOptions} from '../../src/fixtures/dossier.js'
import {HitlResponseError, runEngine, type EngineDocument, type EngineInput, type EngineOutcome, type EngineState, type PausePrompt, type Report} from '../../src/validation/engine.js'
import {defaultProfile} from '../../src/validation/profile.js'
import {reportToMarkdown} from '../../src/validation/report.js'
import {recorder, toEngineDocuments, type Captured} from './helpers.js'
import {doc, miniProfile} from './mini-profile.js'

const REF = new Date('2025-06-30T12:00:00Z')
const ROOT = join(import.meta.dirname, '..', '..', '..')

async function dossier(options: DossierOptions = {}, extract = false): Promise<EngineDocument[]> {
  const {files} = await makeDossier({refDate: REF, ...options, pdf: extract})
  return toEngineDocuments(files, {extract})
}

async function run(input: Partial<EngineInput> & {documents: EngineDocument[]}): Promise<{outcome: EngineOutcome; events: Captured[]; checkpoints: EngineState[]}> {
  const {emit, events} = recorder()
  const checkpoints: EngineState[] = []
  const outcome = await runEngine({language: 'fr', level: 'both', onCheckpoint: (s) => checkpoints.push(s), refDate: REF, state: null, ...input}, emit)
  return {checkpoints, events, outcome}
}

const names = (events: Captured[]) => events.map((e) => e.event)
const ofType = (events: Captured[], name: string) => events.filter((e) => e.event === name).map((e) => e.data)

function asReport(outcome: EngineOutcome): Report {
  if (outcome.status === 'paused') expect.fail(`expected a report, the run paused on ${outcome.prompt.waiting_for}`)
  return {...outcome.report, dossier_id: '3dd1e820-7924-4dc9-af42-a1c9583cb702', generated_at: '2025-06-30T12:00:00.000Z', run_id: 'run-1'}
}

let validateSchema: ((data: unknown) => boolean) & {errors?: unknown}
async function compileSchema(): Promise<void> {
  const {Ajv2020} = await import('ajv/dist/2020.js')
  const addFormats = (await import('ajv-formats')).default as unknown as (ajv: unknown) => void
  const ajv = new Ajv2020({allErrors: true, strict: true})
  addFormats(ajv)
  validateSchema = ajv.compile(JSON.parse(readFileSync(join(ROOT, 'docs', 'report.schema.json'), 'utf8')))
}

function expectValidReport(outcome: EngineOutcome): Report {
  const report = asReport(outcome)
  expect(validateSchema(report), JSON.stringify(validateSchema.errors, null, 2)).to.equal(true)
  return report
}

describe('validation engine', function () {
  this.timeout(60_000)
  before(compileSchema)

  describe('a complete, valid dossier', () => {
    it('passes from real PDF text, with the events in the contract order', async () => {
      const documents = await dossier({}, true)
      const {events, outcome} = await run({documents})
      expect(outcome.status).to.equal('complete')
      const report = expectValidReport(outcome)
      expect(report.global_verdict).to.equal('pass')
      expect(report.verdicts.thematics.map((t) => t.verdict)).to.deep.equal(Array(8).fill('pass'))
      expect(report.verdicts.n2.map((r) => [r.rule_id, r.verdict])).to.deep.equal(['X-01', 'X-02', 'X-03', 'X-04', 'X-05', 'X-06', 'X-07', 'X-08'].map((id) => [id, 'pass']))
      expect(report.documents).to.have.length(11)
      expect(report).to.include({language: 'fr', level: 'both', ref_date: '2025-06-30', status: 'complete'})
      expect(report.profile).to.deep.equal({id: 'financement-pro-tpe', label: defaultProfile().label.fr, version: 1})

      // Order: every classification, then per thematic start, extraction(s), verdicts, complete; N1 recap; N2 rules.
      const sequence = names(events)
      expect(sequence.slice(0, 11)).to.deep.equal(Array(11).fill('validate:classification'))
      const compressed = sequence.slice(11).filter((e, i, all) => e !== all[i - 1])
      expect(compressed).to.deep.equal([
        ...Array(8)
          .fill(['validate:thematic_start', 'validate:extraction', 'validate:verdict_n1', 'validate:thematic_complete'])
          .flat(),
        'validate:n1_complete',
        'validate:n2_rule_verdict',
      ])
      expect(ofType(events, 'validate:thematic_start').map((d) => [d.index, d.total])).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, 8]))
      expect(ofType(events, 'validate:n1_complete')).to.deep.equal([
        {counts: {fail: 0, not_applicable: 0, pass: 8, warning: 0}, hint: 'Contrôles N1 terminés ; les règles croisées N2 commencent.', next: 'n2', verdict: 'pass'},
      ])
      expect(sequence).to.not.include.members(['validate:start', 'validate:complete', 'validate:failed', 'chat_prompt'])
    })

    it('emits payloads with the contract fields', async () => {
      const {events} = await run({documents: await dossier()})
      const classification = ofType(events, 'validate:classification')[0]
      expect(classification).to.have.all.keys('document_id', 'file_name', 'document_type', 'document_type_label', 'thematic', 'thematic_label', 'confidence', 'candidates', 'method')
      expect(classification).to.include({document_type: 'cni', document_type_label: "Carte nationale d'identité", method: 'auto', thematic: 'identite'})
      // The thematic's label in the run's language, for summaries (the CLI's; issue 11, C15).
      expect(classification.thematic_label).to.be.a('string').and.not.equal('identite')
      expect(ofType(events, 'validate:thematic_start')[0]).to.deep.equal({index: 1, label: 'Identité du dirigeant', thematic: 'identite', total: 8})
      const extraction = ofType(events, 'validate:extraction')[0]
      expect(extraction).to.have.all.keys('document_id', 'thematic', 'fields')
      // Positioned text adds where the value is (bbox) when it is known.
      expect((extraction.fields as object[])[0]).to.include.all.keys('field', 'value', 'raw', 'page', 'method', 'confidence')
      const verdict = ofType(events, 'validate:verdict_n1')[0]
      expect(verdict).to.have.all.keys('thematic', 'requirement_id', 'label', 'verdict', 'severity', 'reason', 'evidence')
      expect((verdict.evidence as object[])[0]).to.have.all.keys('document_id', 'file_name', 'page', 'field', 'value', 'method', 'confidence')
      expect(ofType(events, 'validate:thematic_complete')[0]).to.have.all.keys('thematic', 'label', 'index', 'total', 'verdict', 'summary', 'counts')
      expect(ofType(events, 'validate:n2_rule_verdict')[0]).to.have.all.keys('rule_id', 'label', 'verdict', 'reason', 'evidence')
    })

    it('never shows a full IBAN or tax number in events or the report', async () => {
      const {files, truth} = await makeDossier({pdf: false, refDate: REF})
      const {events, outcome} = await run({documents: await toEngineDocuments(files)})
      const everything = JSON.stringify(events) + JSON.stringify(outcome)
      expect(everything).to.not.include(truth.iban)
      expect(everything).to.not.include(truth.iban.slice(4, 20))
      expect(everything).to.include(`••••${truth.iban.slice(-4)}`)
      expect(everything).to.not.include('30 12 345 678 901')
    })

    it('is deterministic: same input, same events and report', async () => {
      const documents = await dossier({variant: 'expired'})
      const a = await run({documents})
      const b = await run({documents})
      expect(b.events).to.deep.equal(a.events)
      expect(b.outcome).to.deep.equal(a.outcome)
    })

    it('renders the report as Markdown', async () => {
      const report = asReport((await run({documents: await dossier({variant: 'expired'})})).outcome)
      const markdown = reportToMarkdown(report)
      expect(markdown).to.match(/^# Rapport de validation run-1\n/)
      expect(markdown).to.include('### ✗ Identité du dirigeant (identite)')
      expect(markdown).to.include('| ID-02 Pièce d\'identité en cours de validité | ✗ fail | blocking | Expiré le')
      expect(markdown).to.include('## N2')
    })
  })

  describe('verdicts', () => {
    it('fails the thematic on a blocking failure (expired identity card) and the dossier with it', async () => {
      const report = asReport((await run({documents: await dossier({variant: 'expired'})})).outcome)
      const identite = report.verdicts.thematics[0]
      expect(identite).to.include({summary: '1 exigence(s) bloquante(s) en échec : ID-02.', verdict: 'fail'})
      expect(report.global_verdict).to.equal('fail')
      expect(report.status).to.equal('complete')
    })

    it('fails on a wrong checksum (SIREN, or IBAN)', async () => {
      const siren = asReport((await run({documents: await dossier({variant: 'wrong_checksum'})})).outcome)
      const failing = siren.verdicts.thematics.flatMap((t) => t.requirements).filter((r) => r.verdict === 'fail').map((r) => r.requirement_id)
      expect(failing).to.deep.equal(['KBIS-03', 'FIS-03', 'FIS-04'])
      const iban = asReport((await run({documents: await dossier({overrides: {checksum: 'iban'}, variant: 'wrong_checksum'})})).outcome)
      expect(iban.verdicts.thematics.find((t) => t.thematic === 'banque')!.verdict).to.equal('fail')
    })

    it('makes a thematic a warning when only a warn requirement fails', async () => {
      const documents = await dossier()
      const vigilance = documents.find((d) => d.file_name.includes('vigilance'))!
      vigilance.pages = [vigilance.pages[0].replace(/Code de sécurité.*\n/, '')]
      const report = asReport((await run({documents})).outcome)
      const social = report.verdicts.thematics.find((t) => t.thematic === 'social')!
      expect(social.verdict).to.equal('warning')
      expect(social.requirements.find((r) => r.requirement_id === 'URS-04')).to.include({severity: 'warn', verdict: 'fail'})
      expect(report.global_verdict).to.equal('warning')
    })

    it('marks an optional thematic without documents not applicable', async () => {
      const profile = miniProfile({uRequired: false})
      const {outcome} = await run({documents: [doc('doc', ['Expire le 01/01/2030'])], level: '1', profile})
      const report = asReport(outcome)
      expect(report.verdicts.thematics.map((t) => [t.thematic, t.verdict])).to.deep.equal([
        ['t', 'pass'],
        ['u', 'not_applicable'],
      ])
      expect(report.global_verdict).to.equal('pass')
    })
  })

  describe('levels and languages', () => {
    it('level 1 runs N1 only', async () => {
      const {events, outcome} = await run({documents: await dossier(), level: '1'})
      expect(names(events)).to.not.include('validate:n2_rule_verdict')
      expect(ofType(events, 'validate:n1_complete')[0]).to.include({hint: 'Contrôles N1 terminés.', next: null})
      const report = expectValidReport(outcome)
      expect(report.verdicts.n2).to.deep.equal([])
      expect(report.verdicts.thematics).to.have.length(8)
      expect(report.level).to.equal('1')
    })

    it('level 2 classifies, then runs N2 only (no thematic events, no missing-document pause)', async () => {
      const {events, outcome} = await run({documents: await dossier({variant: 'missing'}), level: '2'})
      expect([...new Set(names(events))]).to.deep.equal(['validate:classification', 'validate:n2_rule_verdict'])
      const report = expectValidReport(outcome)
      expect(report.verdicts.thematics).to.deep.equal([])
      expect(report.verdicts.n2).to.have.length(8)
      expect(report.global_verdict).to.equal('pass')
    })

    it('speaks English when asked: labels, reasons, summaries, hints and forms', async () => {
      const {events, outcome} = await run({documents: await dossier({variant: 'expired'}), language: 'en'})
      expect(ofType(events, 'validate:thematic_start')[0].label).to.equal('Identity of the manager')
      expect(ofType(events, 'validate:classification')[0].document_type_label).to.equal('National identity card')
      expect(ofType(events, 'validate:verdict_n1')[1].reason).to.equal('Expired on 2025-06-10 (reference 2025-06-30).')
      expect(ofType(events, 'validate:n1_complete')[0].hint).to.equal('N1 checks done; N2 cross-document rules start.')
      // Field names in reasons come from the profile's field labels, in the run's language.
      const dom02 = ofType(events, 'validate:verdict_n1').find((d) => d.requirement_id === 'DOM-02')!
      expect(dom02.reason).to.equal('Issue date 2025-06-12: within 3 months of 2025-06-30.')
      const french = await run({documents: await dossier()})
      expect(ofType(french.events, 'validate:verdict_n1').find((d) => d.requirement_id === 'DOM-02')!.reason).to.equal("Date d'émission 12/06/2025 : au plus 3 mois avant le 30/06/2025.")
      const report = asReport(outcome)
      expect(report.global_verdict).to.equal('fail')
      expect(report.summary).to.equal('8 thematic(s) and 8 N2 rule(s) checked: 1 failure(s), 0 warning(s).')
      expect(report.profile.label).to.equal(defaultProfile().label.en)
      const paused = await run({documents: await dossier({variant: 'missing'}), language: 'en'})
      expect(paused.outcome.status === 'paused' && paused.outcome.prompt.config.title).to.equal('Missing document: Professional liability insurance')
    })
  })

  describe('missing_document pause', () => {
    it('pauses before the thematic with a file form, after the earlier thematics', async () => {
      const {events, outcome} = await run({documents: await dossier({variant: 'missing'})})
      expect(outcome.status).to.equal('paused')
      if (outcome.status !== 'paused') return
      expect(outcome.prompt).to.deep.include({thematic: 'assurance', type: 'form', waiting_for: 'missing_document'})
      expect(outcome.prompt.config.fields).to.deep.equal([
        {
          description: 'Le fichier est téléversé dans l’espace du dossier, puis la thématique reprend.',
          kind: 'file',
          label: "Fichier à ajouter (Attestation d'assurance RC Pro)",
          name: 'file',
          required: true,
        },
      ])
      expect(outcome.prompt.message).to.match(/^Aucun document pour la thématique « Assurance responsabilité civile professionnelle »/)
      expect(ofType(events, 'validate:thematic_start').map((d) => d.thematic)).to.deep.equal(['identite', 'domicile', 'revenus', 'immatriculation', 'social', 'fiscal'])
      expect(names(events).at(-1)).to.equal('validate:thematic_complete')
    })

    it('Mode A: after the upload, classifies only the new document and resumes the failing thematic', async () => {
      const documents = await dossier({variant: 'missing'})
      const first = await run({documents})
      const upload = await makeDocument('attestation_rc_pro', {pdf: false, refDate: REF})
      const added: EngineDocument = {created_at: '2025-06-30T10:00:00.000Z', file_name: upload.name, id: 99, mime_type: upload.mime, pages: upload.pages}
      const second = await run({documents: [...documents, added], state: first.outcome.state})
      expect(second.outcome.status).to.equal('complete')
      expect(ofType(second.events, 'validate:classification').map((d) => d.document_id)).to.deep.equal([99])
      expect(ofType(second.events, 'validate:thematic_start').map((d) => [d.thematic, d.index])).to.deep.equal([
        ['assurance', 7],
        ['banque', 8],
      ])
      // Together, the two calls emitted each step once: the same events as one run over the full dossier, apart from order.
      const all = [...first.events, ...second.events]
      expect(ofType(all, 'validate:thematic_start')).to.have.length(8)
      expect(ofType(all, 'validate:classification')).to.have.length(11)
      expect(ofType(all, 'validate:n1_complete')).to.have.length(1)
      const report = expectValidReport(second.outcome)
      expect(report.global_verdict).to.equal('pass')
      expect(report.verdicts.thematics.find((t) => t.thematic === 'assurance')!.document_ids).to.deep.equal([99])
    })

    it('pauses again, without events, when re-called before the upload', async () => {
      const documents = await dossier({variant: 'missing'})
      const first = await run({documents})
      const again = await run({documents, state: first.outcome.state})
      expect(again.events).to.deep.equal([])
      expect(again.outcome.status).to.equal('paused')
      expect(again.outcome.status === 'paused' && again.outcome.prompt).to.deep.equal(first.outcome.status === 'paused' && first.outcome.prompt)
    })

    it('skip: continues without the document (presence fails, the rest is not applicable)', async () => {
      const documents = await dossier({variant: 'missing'})
      const first = await run({documents})
      const second = await run({documents, hitlResponse: {missing_document: 'skip'}, state: first.outcome.state})
      const report = expectValidReport(second.outcome)
      const assurance = report.verdicts.thematics.find((t) => t.thematic === 'assurance')!
      expect(assurance.requirements.map((r) => r.verdict)).to.deep.equal(['fail', 'not_applicable', 'not_applicable', 'not_applicable'])
      expect(assurance.verdict).to.equal('fail')
      expect(report.hitl).to.have.length(1)
      expect(report.hitl[0]).to.deep.include({answer: {missing_document: 'skip', thematic: 'assurance'}, waiting_for: 'missing_document'})
    })

    it('abandon: the run fails (resumable), and a re-call after the upload completes it', async () => {
      const documents = await dossier({variant: 'missing'})
      const first = await run({documents})
      const abandoned = await run({documents, hitlResponse: {missing_document: 'abandon'}, state: first.outcome.state})
      expect(abandoned.outcome.status).to.equal('failed')
      const failed = expectValidReport(abandoned.outcome)
      expect(failed).to.include({global_verdict: 'fail', status: 'failed'})
      expect(failed.failure).to.deep.equal({reason: 'Validation abandonnée : document manquant pour « Assurance responsabilité civile professionnelle ».', step: 'n1:assurance'})
      expect(abandoned.events).to.deep.equal([])
      // Retrying the failed step asks for the document again...
      const again = await run({documents, state: abandoned.outcome.state})
      expect(again.outcome.status === 'paused' && again.outcome.prompt.waiting_for).to.equal('missing_document')
      expect(again.events).to.deep.equal([])
      // ... and completes once it is there.
      const upload = await makeDocument('attestation_rc_pro', {pdf: false, refDate: REF})
      const withDoc = [...documents, {created_at: '', file_name: upload.name, id: 50, mime_type: upload.mime, pages: upload.pages}]
      const retried = await run({documents: withDoc, state: abandoned.outcome.state})
      expect(retried.outcome.status).to.equal('complete')
      expect(asReport(retried.outcome).global_verdict).to.equal('pass')
    })
  })

  describe('classification_correction pause', () => {
    it('pauses on the ambiguous document with the candidates, then Mode B applies the answer', async () => {
      const documents = await dossier({variant: 'ambiguous'})
      const letter = documents.find((d) => d.file_name === 'attestation-comptable.pdf')!
      const first = await run({documents})
      expect(first.outcome.status).to.equal('paused')
      if (first.outcome.status !== 'paused') return
      const prompt = first.outcome.prompt
      expect(prompt).to.deep.include({document_id: letter.id, waiting_for: 'classification_correction'})
      const field = prompt.config.fields[0]
      expect(field).to.include({default: 'attestation_vigilance', kind: 'choice', name: 'document_type', required: true})
      expect(field.options!.slice(0, 2).map((o) => o.value)).to.deep.equal(['attestation_vigilance', 'attestation_fiscale'])
      expect(field.options!.at(-1)).to.deep.equal({label: 'Autre (ne fait pas partie du dossier)', value: 'other'})
      expect(field.options!.map((o) => o.value)).to.include.members(['cni', 'rib', 'kbis'])
      // The documents before the letter (by id) are classified; nothing after it yet.
      expect(ofType(first.events, 'validate:classification').map((d) => d.document_id)).to.deep.equal(documents.filter((d) => d.id < letter.id).map((d) => d.id))

      const second = await run({documents, hitlResponse: {document_type: 'attestation_vigilance'}, state: first.outcome.state})
      const classified = ofType(second.events, 'validate:classification')
      expect(classified[0]).to.include({confidence: 1, document_id: letter.id, document_type: 'attestation_vigilance', method: 'human', thematic: 'social'})
      expect(classified.map((d) => d.document_id)).to.deep.equal(documents.filter((d) => d.id >= letter.id).map((d) => d.id))
      const report = expectValidReport(second.outcome)
      expect(report.documents.find((d) => d.document_id === letter.id)).to.include({confidence: 1, method: 'human'})
      expect(report.hitl[0]).to.deep.include({answer: {document_id: letter.id, document_type: 'attestation_vigilance'}, waiting_for: 'classification_correction'})
      // The letter has no security code: a warning, not a failure.
      expect(report.verdicts.thematics.find((t) => t.thematic === 'social')!.verdict).to.equal('warning')
    })

    it('"other" leaves the document out; its thematic then asks for a document', async () => {
      const documents = await dossier({variant: 'ambiguous'})
      const first = await run({documents})
      const second = await run({documents, hitlResponse: {document_type: 'other'}, state: first.outcome.state})
      expect(second.outcome.status === 'paused' && second.outcome.prompt).to.deep.include({thematic: 'social', waiting_for: 'missing_document'})
      expect(ofType(second.events, 'validate:classification')[0]).to.include({document_type: 'other', method: 'human', thematic: null})
      // The answer is remembered: Mode A re-classification after the upload does not ask again about the letter.
      const upload = await makeDocument('attestation_vigilance', {pdf: false, refDate: REF})
      const third = await run({documents: [...documents, {created_at: '', file_name: upload.name, id: 77, mime_type: upload.mime, pages: upload.pages}], state: second.outcome.state})
      expect(third.outcome.status).to.equal('complete')
      expect(ofType(third.events, 'validate:classification').map((d) => d.document_id)).to.deep.equal([77])
      expect(asReport(third.outcome).documents.find((d) => d.document_type === 'other')).to.include({file_name: 'attestation-comptable.pdf'})
    })

    it('refuses an answer that does not fit, leaving the run paused and answerable', async () => {
      const documents = await dossier({variant: 'ambiguous'})
      const first = await run({documents})
      const state = first.outcome.state
      for (const bad of [{document_type: 'passport_of_mars'}, {decision: 'accept'}, {}, {document_type: 'rib', extra: 1}, {missing_document: 'skip'}]) {
        const attempt = run({documents, hitlResponse: bad, state})
        const error = await attempt.then(
          () => expect.fail(`accepted ${JSON.stringify(bad)}`),
          (e: unknown) => e,
        )
        expect(error, JSON.stringify(bad)).to.be.instanceOf(HitlResponseError)
        expect((error as HitlResponseError).code).to.equal('invalid_hitl_response')
        expect((error as Error).message).to.match(/document_type/)
      }

      const answered = await run({documents, hitlResponse: {document_type: 'attestation_vigilance'}, state})
      expect(answered.outcome.status).to.equal('complete')
    })
  })

  describe('rule_clarification pause', () => {
    it('pauses on the grey-zone rule after N1; accept makes it pass', async () => {
      const documents = await dossier({variant: 'near_miss'})
      const first = await run({documents})
      expect(first.outcome.status).to.equal('paused')
      if (first.outcome.status !== 'paused') return
      expect(first.outcome.prompt).to.deep.include({rule_id: 'X-01', waiting_for: 'rule_clarification'})
      expect(first.outcome.prompt.config.fields.map((f) => [f.name, f.kind, f.required])).to.deep.equal([
        ['decision', 'choice', true],
        ['note', 'text', false],
      ])
      expect(first.outcome.prompt.message).to.match(/« Claire, Anne MARTIN » et « Mme Claire MARIN » se ressemblent/)
      expect(names(first.events)).to.include('validate:n1_complete')
      expect(names(first.events)).to.not.include('validate:n2_rule_verdict')

      const second = await run({documents, hitlResponse: {decision: 'accept', note: 'Nom mal saisi par la paie'}, state: first.outcome.state})
      const rules = ofType(second.events, 'validate:n2_rule_verdict')
      expect(rules.map((r) => r.rule_id)).to.deep.equal(['X-01', 'X-02', 'X-03', 'X-04', 'X-05', 'X-06', 'X-07', 'X-08'])
      expect(rules[0]).to.include({verdict: 'pass'})
      expect(rules[0].reason).to.match(/Accepté par un humain : Nom mal saisi par la paie\.$/)
      expect(names(second.events).filter((e) => e !== 'validate:n2_rule_verdict')).to.deep.equal([])
      const report = expectValidReport(second.outcome)
      expect(report.global_verdict).to.equal('pass')
      expect(report.hitl[0]).to.deep.include({answer: {decision: 'accept', note: 'Nom mal saisi par la paie', rule_id: 'X-01'}, waiting_for: 'rule_clarification'})
    })

    it('pauses on an N1 requirement in its grey zone (identity card extended by law) before the thematic starts', async () => {
      const documents = await dossier()
      const cni = documents[0]
      cni.pages = [cni.pages[0].replace(/Date de délivrance : .*/, 'Date de délivrance : 10/05/2012').replace(/Date d'expiration : .*/, "Date d'expiration : 09/05/2022")]
      const first = await run({documents})
      expect(first.outcome.status === 'paused' && first.outcome.prompt).to.deep.include({rule_id: 'ID-02', waiting_for: 'rule_clarification'})
      expect([...new Set(names(first.events))]).to.deep.equal(['validate:classification'])
      const second = await run({documents, hitlResponse: {decision: 'accept', note: 'Carte prolongée de 5 ans'}, state: first.outcome.state})
      expect(ofType(second.events, 'validate:thematic_start')[0]).to.include({index: 1, thematic: 'identite'})
      const id02 = ofType(second.events, 'validate:verdict_n1').find((d) => d.requirement_id === 'ID-02')!
      expect(id02).to.include({severity: 'blocking', verdict: 'pass'})
      expect(id02.reason).to.match(/prolongation de 5 ans \(jusqu’au 09\/05\/2027\)\. Accepté par un humain : Carte prolongée de 5 ans\.$/)
      expect(asReport(second.outcome).global_verdict).to.equal('pass')
    })

    it('reject makes the rule fail', async () => {
      const documents = await dossier({variant: 'near_miss'})
      const first = await run({documents})
      const second = await run({documents, hitlResponse: {decision: 'reject'}, state: first.outcome.state})
      const report = asReport(second.outcome)
      expect(report.verdicts.n2[0]).to.include({rule_id: 'X-01', verdict: 'fail'})
      expect(report.global_verdict).to.equal('fail')
    })

    it('remembers the answer: a second rule asking the same question does not pause again', async () => {
      const rule = (id: string) => `\n  - ${JSON.stringify({as: 'person', clarifyMin: 0.75, id, kind: 'fuzzy_equal', label: {en: id, fr: id}, passMin: 0.92, values: ['doc.holder', 'other_doc.holder']})}`
      const profile = miniProfile({rules: rule('X-A') + rule('X-B')})
      const documents = [doc('doc', ['Titulaire : Claire, Anne MARTIN', 'Expire le 01/01/2030']), doc('other', ['Titulaire : Mme Claire MARIN'])]
      const first = await run({documents, profile})
      expect(first.outcome.status === 'paused' && first.outcome.prompt.rule_id).to.equal('X-A')
      const second = await run({documents, hitlResponse: {decision: 'accept'}, profile, state: first.outcome.state})
      expect(second.outcome.status).to.equal('complete')
      expect(asReport(second.outcome).verdicts.n2.map((r) => r.verdict)).to.deep.equal(['pass', 'pass'])
      expect(asReport(second.outcome).hitl).to.have.length(1)
    })

    it('refuses a decision that is not accept/reject', async () => {
      const documents = await dossier({variant: 'near_miss'})
      const first = await run({documents})
      for (const bad of [{decision: 'maybe'}, {document_type: 'cni'}, {decision: 'accept', note: 3}, {decision: 'accept', other: 'x'}]) {
        const error = await run({documents, hitlResponse: bad, state: first.outcome.state}).catch((e: unknown) => e)
        expect(error, JSON.stringify(bad)).to.be.instanceOf(HitlResponseError)
        expect((error as Error).message).to.include('"decision"')
      }
    })
  })

  describe('failures, finished runs and resumption', () => {
    it('fails on an empty dossier', async () => {
      const {events, outcome} = await run({documents: []})
      expect(events).to.deep.equal([])
      const report = expectValidReport(outcome)
      expect(report).to.include({global_verdict: 'fail', status: 'failed', summary: 'Le dossier ne contient aucun document.'})
      expect(report.failure).to.deep.equal({reason: 'Le dossier ne contient aucun document.', step: 'classification'})
    })

    it('asks what an unreadable document is instead of failing, then reports its fields unreadable', async () => {
      const documents = await dossier()
      const broken = documents.map((d) => (d.file_name === 'extrait-kbis.pdf' ? {...d, pages: ['', '  ']} : d))
      const kbisId = broken.find((d) => d.file_name === 'extrait-kbis.pdf')!.id
      const first = await run({documents: broken, language: 'en'})
      expect(first.outcome.status).to.equal('paused')
      const prompt = (first.outcome as {prompt: PausePrompt}).prompt
      expect(prompt).to.include({document_id: kbisId, waiting_for: 'classification_correction'})
      expect(prompt.message).to.match(/^Document extrait-kbis\.pdf cannot be read \(no text, even by OCR\): what type is it\?/)
      // The human says it is the Kbis: the run goes on, and its checks say why they fail.
      const answered = await run({documents: broken, hitlResponse: {document_type: 'kbis'}, state: first.outcome.state})
      const report = expectValidReport(answered.outcome)
      expect(report.status).to.equal('complete')
      const kbis = report.verdicts.thematics.find((th) => th.thematic === 'immatriculation')!
      const age = kbis.requirements.find((r) => r.requirement_id === 'KBIS-02')!
      expect(age.verdict).to.equal('fail')
      expect(age.reason).to.match(/unreadable/)
      const other = report.verdicts.thematics.filter((th) => th.thematic !== 'immatriculation')
      expect(other.every((th) => th.verdict === 'pass')).to.equal(true)
    })

    it('lets a failure stand on a scan of which OCR read nothing (a black page is unusable, not doubtful)', async () => {
      const documents = await dossier()
      const blackScan = {height: 842, method: 'ocr' as const, page: 1, width: 595, words: []}
      const broken = documents.map((d) => (d.file_name === 'extrait-kbis.pdf' ? {...d, layout: [blackScan], pages: ['']} : d))
      const first = await run({documents: broken, language: 'en'})
      const answered = await run({documents: broken, hitlResponse: {document_type: 'kbis'}, state: first.outcome.state})
      const report = expectValidReport(answered.outcome)
      const age = report.verdicts.thematics.find((th) => th.thematic === 'immatriculation')!.requirements.find((r) => r.requirement_id === 'KBIS-02')!
      expect(age.verdict).to.equal('fail')
      expect(age.reason).to.not.match(/OCR/)
    })

    it('returns a complete run as it is, without events', async () => {
      const documents = await dossier()
      const first = await run({documents})
      const again = await run({documents, state: first.outcome.state})
      expect(again.events).to.deep.equal([])
      expect(again.outcome).to.deep.equal(first.outcome)
    })

    it('refuses an answer when the run is not paused', async () => {
      const documents = await dossier()
      const first = await run({documents})
      const error = await run({documents, hitlResponse: {decision: 'accept'}, state: first.outcome.state}).catch((e: unknown) => e)
      expect(error).to.be.instanceOf(HitlResponseError)
      expect((error as Error).message).to.equal('Ce run n’attend aucune réponse.')
    })

    it('resumes from a checkpoint after an interruption, with the same report and no repeated step', async () => {
      const documents = await dossier()
      const full = await run({documents})
      expect(full.checkpoints.length).to.be.greaterThan(8)
      // The checkpoint taken after the third thematic, as if the process had died then.
      const checkpoint = full.checkpoints.find((s) => (s.n1 as unknown[]).length === 3)!
      const resumed = await run({documents, state: checkpoint})
      expect(ofType(resumed.events, 'validate:thematic_start').map((d) => d.index)).to.deep.equal([4, 5, 6, 7, 8])
      expect(ofType(resumed.events, 'validate:classification')).to.deep.equal([])
      expect(resumed.outcome).to.deep.equal(full.outcome)
    })

    it('stops when its signal aborts; the last checkpoint resumes the run', async () => {
      const documents = await dossier()
      const controller = new AbortController()
      const checkpoints: EngineState[] = []
      let seen = 0
      const aborted = runEngine(
        {documents, language: 'fr', level: 'both', onCheckpoint: (s) => checkpoints.push(s), refDate: REF, signal: controller.signal, state: null},
        (event) => {
          if (event === 'validate:thematic_complete' && ++seen === 2) controller.abort(new Error('shutting down'))
        },
      )
      const error = await aborted.catch((e: unknown) => e)
      expect((error as Error).message).to.equal('shutting down')
      const resumed = await run({documents, state: checkpoints.at(-1)!})
      expect(ofType(resumed.events, 'validate:thematic_start').map((d) => d.index)).to.deep.equal([3, 4, 5, 6, 7, 8])
      expect(resumed.outcome.status).to.equal('complete')
    })

    it('saves its progress when aborted in the middle of a classification batch', async () => {
      const documents = makeLargeDossier(60, REF).map((f, i) => ({created_at: '', file_name: f.name, id: i + 1, mime_type: f.mime, pages: f.pages}))
      const controller = new AbortController()
      const checkpoints: EngineState[] = []
      let classified = 0
      const error = await runEngine(
        {documents, language: 'fr', level: 'both', onCheckpoint: (s) => checkpoints.push(s), refDate: REF, signal: controller.signal, state: null},
        (event) => {
          if (event === 'validate:classification' && ++classified === 4) controller.abort(new Error('stop'))
        },
      ).catch((e: unknown) => e)
      expect((error as Error).message).to.equal('stop')
      // Batches of 3 for 60 documents: one batch checkpoint, then the one taken on abort.
      expect(checkpoints.map((s) => Object.keys(s.classified as object).length)).to.deep.equal([3, 4])
      const resumed = await run({documents, state: checkpoints.at(-1)!})
      expect(ofType(resumed.events, 'validate:classification')).to.have.length(56)
      expect(resumed.outcome.status).to.equal('complete')
    })

    it('turns an internal error into an error event and a failed, resumable run', async () => {
      const profile = miniProfile()
      const broken = structuredClone(profile)
      ;(broken.thematics[0].requirements[1] as {kind: string}).kind = 'no_such_kind'
      const documents = [doc('doc', ['Expire le 01/01/2030']), doc('other', [])]
      documents[1].pages = ['AUTRE PIÈCE\nTitulaire : X']
      const first = await run({documents, profile: broken})
      expect(ofType(first.events, 'error')).to.deep.equal([
        {code: 'internal_error', message: 'Erreur interne du moteur de validation : Unknown requirement kind no_such_kind', recoverable: true},
      ])
      const report = asReport(first.outcome)
      expect(report.failure).to.deep.equal({reason: 'Erreur interne du moteur de validation : Unknown requirement kind no_such_kind', step: 'n1:t'})
      const fixed = await run({documents, profile, state: first.outcome.state})
      expect(fixed.outcome.status).to.equal('complete')
      expect(ofType(fixed.events, 'validate:thematic_start').map((d) => d.thematic)).to.deep.equal(['t', 'u'])
    })

    it('keeps the reference date of the run across resumptions', async () => {
      const documents = await dossier({variant: 'missing'})
      const first = await run({documents})
      const second = await run({documents, hitlResponse: {missing_document: 'skip'}, refDate: new Date('2030-01-01'), state: first.outcome.state})
      expect(asReport(second.outcome).ref_date).to.equal('2025-06-30')
    })
  })
})
