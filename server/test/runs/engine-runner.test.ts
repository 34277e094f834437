/**
 * The engine in its worker thread (runs/engine-runner.ts) keeps the in-process contract: the same
 * events, checkpoints and outcome; a checkpoint that throws stops it with that error; a cancelled
 * signal stops it after a checkpoint with the signal's reason; engine errors keep their name.
 */
import {expect} from 'chai'

import {makeLargeDossier} from '../../src/fixtures/dossier.js'
import {engineMemoryMb, runEngineInWorker} from '../../src/runs/engine-runner.js'
import {runEngine, type EngineDocument, type EngineInput} from '../../src/validation/engine.js'

const REF_DATE = new Date('2025-06-30T12:00:00Z')
const documents = makeLargeDossier(30, REF_DATE).map((file, index) => ({
  created_at: '2025-06-01T00:00:00.000Z',
  file_name: file.name,
  id: index + 1,
  mime_type: file.mime,
  pages: file.pages,
  type: file.type,
})) as (EngineDocument & {type: string})[]

const input = (extra: Partial<EngineInput> = {}): EngineInput => ({documents, language: 'en', level: 'both', refDate: REF_DATE, state: null, ...extra})

describe('the engine in a worker thread', function () {
  this.timeout(60_000)

  it('gives the same events, checkpoints and outcome as in-process', async () => {
    const record = async (fn: typeof runEngine) => {
      const log: string[] = []
      const outcome = await fn(input({onCheckpoint: () => log.push('checkpoint')}), (event, data) => log.push(`${event} ${JSON.stringify(data)}`))
      return {log, outcome: JSON.parse(JSON.stringify(outcome))}
    }

    const inProcess = await record(runEngine)
    const inWorker = await record(runEngineInWorker)
    expect(inWorker.outcome.status).to.equal('complete')
    expect(inWorker.log).to.deep.equal(inProcess.log)
    expect(inWorker.outcome).to.deep.equal(inProcess.outcome)
  })

  it('a checkpoint that throws (a lost lease) stops the engine with that error; nothing comes after it', async () => {
    const lost = new Error('lease lost')
    let checkpoints = 0
    let afterLoss = 0
    const run = runEngineInWorker(
      input({
        onCheckpoint: () => {
          if (++checkpoints === 2) throw lost
          if (checkpoints > 2) afterLoss++
        },
      }),
      () => {
        if (checkpoints >= 2) afterLoss++
      },
    )
    const error = await run.then(
      () => undefined,
      (error_: unknown) => error_,
    )
    expect(error).to.equal(lost)
    expect(afterLoss).to.equal(0)
  })

  it('a cancelled signal stops the engine after a checkpoint, with the signal\'s reason', async () => {
    const controller = new AbortController()
    const reason = new Error('stopping')
    const log: string[] = []
    const error = await runEngineInWorker(
      input({
        onCheckpoint: () => log.push('checkpoint'),
        signal: controller.signal,
      }),
      (event) => {
        log.push(event)
        if (event === 'validate:classification' && !controller.signal.aborted) controller.abort(reason)
      },
    ).then(
      () => undefined,
      (error_: unknown) => error_,
    )
    expect(error).to.equal(reason)
    expect(log.at(-1)).to.equal('checkpoint')
    expect(log.filter((entry) => entry === 'validate:n1_complete')).to.have.length(0)
  })

  it('an answer that does not fit the pause is a HitlResponseError, as in-process', async () => {
    // Without the identity document the run pauses for it.
    const partial = documents.filter((doc) => doc.type !== 'cni' && doc.type !== 'passport')
    const paused = await runEngineInWorker(input({documents: partial}), () => {})
    expect(paused.status).to.equal('paused')
    const error = (await runEngineInWorker(input({documents: partial, hitlResponse: {nonsense: true}, state: paused.state}), () => {}).then(
      () => undefined,
      (error_: unknown) => error_,
    )) as Error
    expect(error?.name).to.equal('HitlResponseError')
  })

  it('SVC_ENGINE_MEMORY_MB: default 4096, bounds checked in one line', () => {
    expect(engineMemoryMb({})).to.equal(4096)
    expect(engineMemoryMb({SVC_ENGINE_MEMORY_MB: '1024'})).to.equal(1024)
    expect(() => engineMemoryMb({SVC_ENGINE_MEMORY_MB: '12'})).to.throw(/^SVC_ENGINE_MEMORY_MB must be a whole number of megabytes from 256 to 65536, got "12"\.$/)
  })
})
