/**
 * Runs and documents still processing (ingestion is asynchronous): a run waits for them before
 * classification, telling its caller how far it is without a new validate:* event, gives up
 * after a bound, and hands failed documents to the engine without text. Also the run's reference
 * date `as_of`.
 */
import {expect} from 'chai'

import {makeTextPdf} from '../../src/documents/sample-pdf.js'
import {getRun} from '../../src/runs/store.js'
import type {RunEngineFn} from '../../src/runs/manager.js'
import type {EngineInput} from '../../src/validation/engine.js'
import {fakeEngine} from './fake-engine.js'
import {startRunsHarness, type RunsHarness, type RunsHarnessOptions} from './harness.js'
import {sqlGet} from '../helpers/sql.js'

const worker = (name: 'busy' | 'slow') => new URL(`../helpers/ingest-workers/${name}.ts`, import.meta.url)

/** The fake engine, recording the input of each execution. */
function recording(engine: RunEngineFn = fakeEngine()): {engine: RunEngineFn; inputs: EngineInput[]} {
  const inputs: EngineInput[] = []
  return {engine: (input, emit) => (inputs.push(input), engine(input, emit)), inputs}
}

describe('runs: documents still processing', function () {
  this.timeout(60_000)
  let h: RunsHarness | undefined
  afterEach(async () => {
    await h?.close()
    h = undefined
  })

  async function setup(options: RunsHarnessOptions) {
    h = await startRunsHarness(options)
    const {key, user} = await h.user('owner@x.test')
    const space = await h.space(user)
    return {h, key, space, user}
  }

  it('a new run waits for them: validate:start says how many, progress messages say how far, then the engine gets their text and layout', async () => {
    const rec = recording()
    const s = await setup({engine: rec.engine, ingest: {workerUrl: worker('slow')}})
    await s.h.addDocument(s.user, s.space, 'kbis.txt', 'EXTRAIT KBIS ready', {wait: false})
    await s.h.addDocument(s.user, s.space, 'rib.pdf', await makeTextPdf(['RELEVE D IDENTITE BANCAIRE']), {wait: false})
    const call = await s.h.call(s.key, {dossier_id: s.space, language: 'en'}, {progress: true})
    expect(call.result?.status).to.equal('complete')
    expect(call.events[0]).to.deep.include({event: 'validate:start'})
    expect(call.events[0].data).to.include({document_count: 2, documents_processing: 2})
    const messages = call.quiet.map((n) => n.params.message as string).filter((m) => m !== 'heartbeat' && !m.includes(':'))
    expect(messages[0]).to.equal('Waiting for 2 documents to finish processing (0/2 done)')
    expect(messages).to.include('Waiting for 1 document to finish processing (1/2 done)')
    const first = call.quiet.find((n) => n.params.message === messages[0])!
    expect(first.params._meta['svc.dev/activity']).to.deep.equal({documents_done: 0, documents_processing: 2, documents_total: 2, message: messages[0]})
    // No event was invented for the wait: the frozen validate:* names only.
    expect(call.events.map((e) => e.event).every((e) => e.startsWith('validate:'))).to.equal(true)
    expect(rec.inputs).to.have.length(1)
    const [kbis, rib] = rec.inputs[0].documents
    expect(kbis.pages).to.deep.equal(['EXTRAIT KBIS ready'])
    expect(rib.pages[0]).to.include('RELEVE D IDENTITE BANCAIRE')
    expect(rib.layout?.[0]).to.include({method: 'pdf-text', page: 1})
    expect(rib.layout?.[0].words.map((w) => w.text)).to.include('BANCAIRE')
  })

  it('without a progress token the heartbeat carries the activity', async () => {
    process.env.SVC_MCP_HEARTBEAT_MS = '200'
    try {
      const s = await setup({engine: fakeEngine(), ingest: {workerUrl: worker('slow')}})
      await s.h.addDocument(s.user, s.space, 'kbis.txt', 'EXTRAIT KBIS', {wait: false})
      const call = await s.h.call(s.key, {dossier_id: s.space})
      expect(call.result?.status).to.equal('complete')
      const beats = call.quiet.filter((n) => n.method === 'notifications/svc/heartbeat' && n.params.activity)
      expect(beats.length).to.be.greaterThan(0)
      expect(beats[0].params.activity).to.include({documents_processing: 1, documents_total: 1, message: 'En attente de 1 document en cours de traitement (0/1 terminé)'})
      expect(beats[0].params.run_id).to.equal(call.result!.run_id)
    } finally {
      delete process.env.SVC_MCP_HEARTBEAT_MS
    }
  })

  it('gives up after the bound: the run fails with the reason (resumable); the ids are named', async () => {
    const s = await setup({engine: fakeEngine(), ingest: {workerUrl: worker('busy')}, runs: {documentWaitMs: 1000}})
    const id = await s.h.addDocument(s.user, s.space, 'endless.txt', 'never read', {wait: false})
    const call = await s.h.call(s.key, {dossier_id: s.space, language: 'en'})
    expect(call.result?.status).to.equal('failed')
    const failed = call.events.at(-1)!
    expect(failed.event).to.equal('validate:failed')
    expect(failed.data.reason).to.equal(`1 document of the dossier is still being processed after 1 s (${id}); resume the run once it is ready.`)
    const report = JSON.parse((await getRun(s.h.service.context.db, call.result!.run_id))!.report!)
    expect(report.failure).to.deep.equal({reason: failed.data.reason, step: 'documents'})
  })

  it('a resumed run (Mode A) waits for the document uploaded during the pause', async () => {
    const rec = recording(fakeEngine({pause: 'missing_document'}))
    const s = await setup({engine: rec.engine, ingest: {workerUrl: worker('slow')}})
    await s.h.addDocument(s.user, s.space, 'kbis.txt', 'EXTRAIT KBIS')
    const first = await s.h.call(s.key, {dossier_id: s.space, language: 'en'})
    expect(first.result?.status).to.equal('paused')
    await s.h.addDocument(s.user, s.space, 'missing-rib.txt', 'RIB', {wait: false})
    const resumed = await s.h.call(s.key, {dossier_id: s.space, language: 'en', run_id: first.result!.run_id}, {progress: true})
    expect(resumed.result?.status).to.equal('complete')
    expect(resumed.events[0].data).to.include({documents_processing: 1, resumed: true})
    expect(resumed.quiet.map((n) => n.params.message)).to.include('Waiting for 1 document to finish processing (0/1 done)')
    expect(rec.inputs.at(-1)!.documents.find((d) => d.file_name === 'missing-rib.txt')?.pages).to.deep.equal(['RIB'])
  })

  it('a document whose ingestion failed is handed to the engine with no text', async () => {
    const rec = recording()
    const s = await setup({engine: rec.engine})
    await s.h.addDocument(s.user, s.space, 'broken.pdf', new TextEncoder().encode('%PDF-1.7\nnot really a pdf'))
    const call = await s.h.call(s.key, {dossier_id: s.space})
    expect(call.result?.status).to.equal('complete')
    expect(call.events[0].data).to.not.have.property('documents_processing')
    expect(rec.inputs[0].documents).to.have.length(1)
    expect(rec.inputs[0].documents[0]).to.include({file_name: 'broken.pdf'})
    expect(rec.inputs[0].documents[0].pages).to.deep.equal([])
  })
})

describe('runs: as_of (the reference date)', function () {
  this.timeout(60_000)
  let h: RunsHarness | undefined
  afterEach(async () => {
    await h?.close()
    h = undefined
  })

  it('is stored with the run, given to the engine as refDate, shown in validate:start and in the report’s ref_date', async () => {
    h = await startRunsHarness()
    const {key, user} = await h.user('owner@x.test')
    const space = await h.space(user)
    await h.addDocument(user, space, 'kbis.txt', 'EXTRAIT KBIS')
    const call = await h.call(key, {as_of: '2024-02-29', dossier_id: space, level: '1'})
    expect(call.result?.status).to.be.oneOf(['complete', 'paused'])
    expect((await getRun(h.service.context.db, call.result!.run_id))!.as_of).to.equal('2024-02-29')
    expect(call.events[0].data).to.include({as_of: '2024-02-29'})
    if (call.result!.status === 'paused') {
      // Let the run finish: skip the missing documents.
      let status = call.result!.status as string
      while (status === 'paused') {
        const next = await h.call(key, {dossier_id: space, hitl_response: {missing_document: 'skip'}, run_id: call.result!.run_id})
        status = next.result!.status
      }
    }

    const report = (await (await fetch(`${h.url}/api/v1/reports/${call.result!.run_id}`, {headers: {'x-api-key': key}})).json()) as {ref_date: string}
    expect(report.ref_date).to.equal('2024-02-29')
  })

  it('defaults to the date of the run’s start; a re-call keeps the first call’s as_of', async () => {
    const rec = recording(fakeEngine({pause: 'rule_clarification'}))
    h = await startRunsHarness({engine: rec.engine, refDate: new Date('2025-06-15T23:30:00Z')})
    const {key, user} = await h.user('owner@x.test')
    const space = await h.space(user)
    await h.addDocument(user, space, 'kbis.txt', 'EXTRAIT KBIS')
    const first = await h.call(key, {dossier_id: space})
    expect((await getRun(h.service.context.db, first.result!.run_id))!.as_of).to.equal('2025-06-15')
    const again = await h.call(key, {as_of: '2020-01-01', dossier_id: space, hitl_response: {decision: 'accept'}, run_id: first.result!.run_id})
    expect(again.result?.status).to.equal('complete')
    expect((await getRun(h.service.context.db, first.result!.run_id))!.as_of).to.equal('2025-06-15')
    expect(rec.inputs.map((input) => input.refDate?.toISOString())).to.deep.equal(['2025-06-15T00:00:00.000Z', '2025-06-15T00:00:00.000Z'])
  })

  it('refuses a value that is not a real calendar date (the SDK’s input validation), starting no run', async () => {
    h = await startRunsHarness({engine: fakeEngine()})
    const {key, user} = await h.user('owner@x.test')
    const space = await h.space(user)
    for (const bad of ['2025-02-29', '2025-13-01', '15/06/2025', '2025-6-1', '']) {
      const call = await h.call(key, {as_of: bad, dossier_id: space})
      expect(call.result, bad).to.equal(undefined)
      expect(call.error, bad).to.include('as_of must be a real calendar date written YYYY-MM-DD')
    }

    expect((await sqlGet(h.service.context.db, 'SELECT count(*) AS n FROM runs') as {n: number}).n).to.equal(0)
  })
})
