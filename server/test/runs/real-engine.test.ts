/**
 * The runs transport with the real engine on generated dossiers (server/src/fixtures): the three
 * pauses come from the data and are answered the way the spec says (Mode A for a missing
 * document, Mode B for a classification correction and a rule clarification), levels 1 and 2,
 * English, a restart while paused, and the stored report against docs/report.schema.json.
 */
import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

import {expect} from 'chai'

import {makeDocument, makeDossier, type DossierOptions, type FixtureDocType} from '../../src/fixtures/dossier.js'
import {loadDossier} from '../../src/runs/dossier.js'
import {REF_DATE, startRunsHarness, type RunsHarness, type SvcEvent} from './harness.js'

const SCHEMA = join(import.meta.dirname, '..', '..', '..', 'docs', 'report.schema.json')

async function seed(h: RunsHarness, options: DossierOptions = {}) {
  const {key, user} = await h.user(`owner-${Math.random().toString(36).slice(2)}@x.test`)
  const space = await h.space(user)
  const {files, truth} = await makeDossier({refDate: REF_DATE, ...options})
  for (const file of files) await h.addDocument(user, space, file.name, file.bytes)
  return {count: files.length, key, space, truth, user}
}

async function report(h: RunsHarness, key: string, runId: string): Promise<Record<string, any>> {
  const res = await fetch(`${h.url}/api/v1/reports/${runId}?format=json`, {headers: {'x-api-key': key}})
  expect(res.status).to.equal(200)
  return (await res.json()) as Record<string, any>
}

const names = (events: SvcEvent[]) => events.map((e) => e.event)

describe('runs with the real engine', function () {
  this.timeout(120_000)
  let h: RunsHarness
  before(async () => {
    h = await startRunsHarness()
  })
  after(async () => h.close())

  it('a valid dossier completes: every phase in order, complete last, a report matching the published schema', async () => {
    const {count, key, space} = await seed(h, {variant: 'valid'})
    const call = await h.call(key, {dossier_id: space})
    expect(call.result!.status).to.equal('complete')
    const events = names(call.events)
    expect(events[0]).to.equal('validate:start')
    expect(events.at(-1)).to.equal('validate:complete')
    expect(events.indexOf('validate:classification')).to.be.lessThan(events.indexOf('validate:thematic_start'))
    expect(events.indexOf('validate:n1_complete')).to.be.lessThan(events.indexOf('validate:n2_rule_verdict'))
    expect(call.events[0].data.document_count).to.equal(count)
    expect(events.filter((e) => e === 'validate:classification')).to.have.length(count)
    const body = await report(h, key, call.result!.run_id)
    expect(body).to.include({dossier_id: space, run_id: call.result!.run_id, status: 'complete'})
    expect(body.global_verdict).to.equal(call.events.at(-1)!.data.global_verdict)
    expect(body.verdicts.thematics.length).to.be.greaterThan(0)
    expect(body.verdicts.n2.length).to.be.greaterThan(0)
    if (existsSync(SCHEMA)) {
      const {Ajv2020} = await import('ajv/dist/2020.js').catch(() => ({Ajv2020: undefined}))
      const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'))
      const AjvClass = schema.$schema?.includes('2020') && Ajv2020 ? Ajv2020 : (await import('ajv')).default
      const ajv = new (AjvClass as any)({allErrors: true, strict: false})
      const {default: addFormats} = (await import('ajv-formats')) as unknown as {default: (ajv: unknown) => void}
      addFormats(ajv)
      const valid = ajv.validate(schema, body)
      expect(valid, JSON.stringify(ajv.errors)).to.equal(true)
    }
  })

  it('missing_document: pause, upload the document, Mode A re-call re-classifies and completes', async () => {
    const missing: FixtureDocType = 'attestation_rc_pro'
    const {count, key, space, user} = await seed(h, {overrides: {missing}, variant: 'missing'})
    const first = await h.call(key, {dossier_id: space})
    expect(first.result!.status).to.equal('paused')
    expect(first.result!.prompt).to.include({type: 'form', waiting_for: 'missing_document'})
    expect(names(first.events).at(-1)).to.equal('chat_prompt')

    const doc = await makeDocument(missing, {refDate: REF_DATE})
    await h.addDocument(user, space, doc.name, doc.bytes)
    const resumed = await h.call(key, {dossier_id: space, run_id: first.result!.run_id})
    expect(resumed.result!.status).to.equal('complete')
    expect(resumed.events[0].data).to.include({document_count: count + 1, resumed: true})
    const classified = resumed.events.filter((e) => e.event === 'validate:classification')
    expect(classified.map((e) => e.data.file_name)).to.deep.equal([doc.name])
  })

  it('classification_correction: the form lists the candidates; Mode B {document_type} resolves it', async () => {
    const {key, space, truth} = await seed(h, {variant: 'ambiguous'})
    const first = await h.call(key, {dossier_id: space, language: 'en'})
    expect(first.result!.status).to.equal('paused')
    const prompt = first.result!.prompt!
    expect(prompt.waiting_for).to.equal('classification_correction')
    const field = prompt.config.fields[0]
    expect(field).to.include({kind: 'choice', name: 'document_type'})
    expect(field.options.map((o: {value: string}) => o.value)).to.include.members(['attestation_vigilance', 'other'])
    const answer = truth.expected.pauses.find((p) => p.waiting_for === 'classification_correction')!.answer!
    const resumed = await h.call(key, {dossier_id: space, hitl_response: answer, run_id: first.result!.run_id})
    expect(resumed.result!.status, JSON.stringify(resumed.result)).to.equal('complete')
    const human = resumed.events.find((e) => e.event === 'validate:classification' && e.data.method === 'human')
    expect(human?.data.document_type).to.equal(answer.document_type)
    const body = await report(h, key, first.result!.run_id)
    expect(body.hitl[0].waiting_for).to.equal('classification_correction')
  })

  it('rule_clarification: Mode B {decision, note} resolves the grey zone and is remembered in the report', async () => {
    const {key, space} = await seed(h, {variant: 'near_miss'})
    const first = await h.call(key, {dossier_id: space})
    expect(first.result!.status).to.equal('paused')
    expect(first.result!.prompt!.waiting_for).to.equal('rule_clarification')
    expect(first.result!.prompt!.rule_id).to.be.a('string')
    const resumed = await h.call(key, {dossier_id: space, hitl_response: {decision: 'accept', note: 'née MARIN'}, run_id: first.result!.run_id})
    expect(resumed.result!.status).to.equal('complete')
    expect(names(resumed.events)).to.not.include('validate:thematic_start')
    const body = await report(h, key, first.result!.run_id)
    expect(body.hitl.at(-1)).to.include({waiting_for: 'rule_clarification'})
  })

  it('a paused run resumes with the real engine after a service restart', async () => {
    const {key, space} = await seed(h, {variant: 'near_miss'})
    const first = await h.call(key, {dossier_id: space})
    expect(first.result!.status).to.equal('paused')
    await h.restart()
    const resumed = await h.call(key, {dossier_id: space, hitl_response: {decision: 'reject'}, run_id: first.result!.run_id})
    expect(resumed.result!.status).to.equal('complete')
  })

  it('level 1 runs N1 only; level 2 runs N2 only', async () => {
    const {key, space} = await seed(h, {variant: 'valid'})
    const one = await h.call(key, {dossier_id: space, level: '1'})
    expect(one.result!.status).to.equal('complete')
    expect(names(one.events)).to.include('validate:thematic_start')
    expect(names(one.events)).to.not.include('validate:n2_rule_verdict')
    const two = await h.call(key, {dossier_id: space, level: '2'})
    expect(two.result!.status).to.equal('complete')
    expect(names(two.events)).to.include('validate:n2_rule_verdict')
    expect(names(two.events)).to.not.include('validate:thematic_start')
  })

  it('an expired document makes a complete run with a failing verdict (complete is not pass)', async () => {
    const {key, space} = await seed(h, {variant: 'expired'})
    const call = await h.call(key, {dossier_id: space})
    expect(call.result!.status).to.equal('complete')
    expect(call.events.at(-1)!.data.global_verdict).to.equal('fail')
  })

  it('an empty dossier fails (validate:failed with the resume hint), and stays resumable', async () => {
    const {key, user} = await h.user('empty@x.test')
    const space = await h.space(user)
    const call = await h.call(key, {dossier_id: space, language: 'en'})
    expect(call.result!.status).to.equal('failed')
    expect(call.events.at(-1)!.event).to.equal('validate:failed')
    expect(call.events.at(-1)!.data.hint).to.include(`--run-id ${call.result!.run_id}`)
    expect((await report(h, key, call.result!.run_id)).status).to.equal('failed')
    const {files} = await makeDossier({refDate: REF_DATE, variant: 'valid'})
    for (const file of files) await h.addDocument(user, space, file.name, file.bytes)
    const retried = await h.call(key, {dossier_id: space, run_id: call.result!.run_id})
    expect(retried.result!.status).to.equal('complete')
  })

  it('language en: labels, messages and form texts in English', async () => {
    const {key, space} = await seed(h, {variant: 'ambiguous'})
    const call = await h.call(key, {dossier_id: space, language: 'en'})
    expect(call.result!.prompt!.message).to.match(/classification/i)
    expect(call.result!.prompt!.config.title).to.match(/^Type of document/)
    const fr = await h.call(key, {dossier_id: space})
    expect(fr.result!.prompt!.config.title).to.match(/^Type du document/)
  })

  it('the engine is given each PDF\'s signature flag (read from the stored file) and the dossier as it is now', async () => {
    const {user} = await h.user('sig@x.test')
    const space = await h.space(user)
    const signed = await makeDocument('attestation_rc_pro', {overrides: {pdfSignature: true}, refDate: REF_DATE})
    const plain = await makeDocument('rib', {refDate: REF_DATE})
    await h.addDocument(user, space, signed.name, signed.bytes)
    await h.addDocument(user, space, plain.name, plain.bytes)
    await h.addDocument(user, space, 'note.txt', 'une note')
    const docs = await loadDossier(h.service.context, space)
    expect(docs.map((d) => [d.file_name, d.pdf_signed])).to.deep.equal([
      [signed.name, true],
      [plain.name, false],
      ['note.txt', undefined],
    ])
    expect(docs[0].pages.join(' ')).to.match(/\S/)
  })
})
