/**
 * A large dossier through the real service (issue 9, item 4): the real engine in its worker
 * thread (runs/engine-runner.ts) on a synthetic dossier (engine documents, no PDFs), followed
 * over MCP. No event's JSON is over 64 KB (evidence lists are cut with a total, the report keeps
 * them whole); notifications keep coming while the engine works (no gap of 10 s or more), and
 * another request is answered meanwhile.
 */
import {type ClientRequest, get} from 'node:http'

import {expect} from 'chai'

import {makeLargeDossier} from '../../src/fixtures/dossier.js'
import {runEngineInWorker} from '../../src/runs/engine-runner.js'
import {capEventData, MAX_EVENT_BYTES} from '../../src/runs/event-size.js'
import type {EngineDocument} from '../../src/validation/engine.js'
import {startRunsHarness, type RunsHarness} from '../runs/harness.js'

const REF_DATE = new Date('2025-06-30T12:00:00Z')

function syntheticDossier(n: number): EngineDocument[] {
  return makeLargeDossier(n, REF_DATE).map((file, index) => ({
    created_at: '2025-06-01T00:00:00.000Z',
    file_name: file.name,
    id: index + 1,
    mime_type: file.mime,
    pages: file.pages,
  })) as EngineDocument[]
}

const SIZE = Number(process.env.SVC_TEST_LARGE_DOSSIER ?? 2000)

describe(`a ${SIZE}-document dossier through the service`, function () {
  this.timeout(300_000)
  let h: RunsHarness
  const previousHeartbeat = process.env.SVC_MCP_HEARTBEAT_MS
  before(async () => {
    // A short period so that a stalled event loop shows as a gap many times longer than it.
    process.env.SVC_MCP_HEARTBEAT_MS = '1000'
    const documents = syntheticDossier(SIZE)
    h = await startRunsHarness({engine: (input, emit) => runEngineInWorker({...input, documents}, emit), refDate: REF_DATE})
  })
  after(async () => {
    if (previousHeartbeat === undefined) delete process.env.SVC_MCP_HEARTBEAT_MS
    else process.env.SVC_MCP_HEARTBEAT_MS = previousHeartbeat
    await h?.close()
  })

  it('no event over 64 KB, notifications at most seconds apart, other requests served; the report keeps every evidence entry', async () => {
    const {key, user} = await h.user('big@x.test')
    const space = await h.space(user)
    await h.addDocument(user, space, 'placeholder.txt', 'EXTRAIT KBIS')
    // Meanwhile, another client's requests: each answered within a generous bound.
    const latencies: number[] = []
    let calling = true
    const prober = (async () => {
      while (calling) {
        const started = Date.now()
        // A new connection each time (keep-alive reuse would race the service's idle timeout).
        const status = await new Promise<number>((resolve, reject) => {
          get(`${h.url}/api/v1/me`, {agent: false, headers: {'x-api-key': key}, timeout: 20_000}, (res) => {
            res.resume()
            resolve(res.statusCode!)
          })
            .on('timeout', function (this: ClientRequest) {
              this.destroy(new Error('no answer within 20 s'))
            })
            .on('error', reject)
        })
        expect(status).to.equal(200)
        latencies.push(Date.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })()
    let call
    try {
      call = await h.call(key, {dossier_id: space, language: 'en', on_ambiguity: 'dump'}, {timeoutMs: 280_000})
    } finally {
      calling = false
      await prober
    }

    expect(call.error, call.error).to.equal(undefined)
    const last = call.events.at(-1)!
    expect(['validate:complete', 'chat_prompt'], last.event).to.include(last.event)
    // Every event within the limit; the large verdicts say they were cut.
    const sizes = call.events.map((e) => Buffer.byteLength(JSON.stringify(e.data)))
    expect(Math.max(...sizes)).to.be.at.most(MAX_EVENT_BYTES)
    const cut = call.events.filter((e) => e.data.truncated === true)
    expect(cut.length, 'some verdicts carry more evidence than fits').to.be.greaterThan(0)
    for (const event of cut) expect(event.data.evidence_total).to.be.greaterThan(event.data.evidence.length)
    // Never silent: the gaps between notifications (events, heartbeats) stay far below 10 s.
    const gaps = call.times.slice(1).map((t, i) => t - call.times[i])
    expect(Math.max(...gaps), `gaps ${JSON.stringify(gaps.filter((g) => g > 2000))}`).to.be.below(10_000)
    // Served throughout (bounds for a loaded CI machine: the engine step alone blocked for 15 s in-process).
    expect(latencies.length).to.be.greaterThan(10)
    const sorted = latencies.toSorted((a, b) => a - b)
    expect(sorted[Math.floor(sorted.length / 2)], `latencies ${JSON.stringify(latencies)}`).to.be.below(1000)
    expect(sorted.at(-1), `latencies ${JSON.stringify(latencies)}`).to.be.below(10_000)
    // The report has the whole lists.
    if (last.event === 'validate:complete') {
      const report = (await (await fetch(`${h.url}/api/v1/reports/${last.run_id}`, {headers: {'x-api-key': key}})).json()) as any
      const example = cut.find((e) => e.event === 'validate:verdict_n1') ?? cut[0]
      const id = example.data.requirement_id ?? example.data.rule_id
      const full = JSON.stringify(report).length
      expect(full).to.be.greaterThan(MAX_EVENT_BYTES)
      const lists: any[] = [...report.verdicts.thematics.flatMap((t: any) => t.requirements), ...report.verdicts.n2]
      const whole = lists.find((v) => (v.requirement_id ?? v.rule_id) === id)
      expect(whole.evidence).to.have.length(example.data.evidence_total)
    }
  })
})

describe('event size cap (capEventData)', function () {
  const entry = (i: number) => ({confidence: 0.9, document_id: i, field: 'net_pay', file_name: `payslip-${i}.pdf`, method: 'text', page: 1, value: `${1000 + i} EUR`})

  it('leaves an event that fits untouched (same object)', () => {
    const data = {evidence: [entry(1)], rule_id: 'r', verdict: 'pass'}
    expect(capEventData(data)).to.equal(data)
  })

  it('cuts a 5,000-entry evidence list to fit, with its total and a truncated marker, without touching the input', () => {
    const data = {evidence: Array.from({length: 5000}, (_, i) => entry(i)), label: 'Income', reason: 'r', rule_id: 'income', verdict: 'pass'}
    const before = JSON.stringify(data)
    const capped = capEventData(data) as any
    expect(Buffer.byteLength(JSON.stringify(capped))).to.be.at.most(MAX_EVENT_BYTES)
    expect(capped).to.include({evidence_total: 5000, label: 'Income', rule_id: 'income', truncated: true, verdict: 'pass'})
    expect(capped.evidence.length).to.be.within(100, 4999)
    expect(capped.evidence[0]).to.deep.equal(entry(0))
    expect(JSON.stringify(data)).to.equal(before)
  })

  it('cuts nested lists and several lists until it fits; a huge text with no list leaves the scalar fields', () => {
    const nested = {fields: [{values: Array.from({length: 3000}, (_, i) => entry(i))}], other: Array.from({length: 3000}, (_, i) => entry(i))}
    const capped = capEventData(nested) as any
    expect(Buffer.byteLength(JSON.stringify(capped))).to.be.at.most(MAX_EVENT_BYTES)
    const text = capEventData({huge: 'x'.repeat(200_000), rule_id: 'r'}) as any
    expect(text).to.deep.equal({rule_id: 'r', truncated: true})
  })
})
