/**
 * runs/manager.ts LiveRun: the run's writes in order, checkpoints that queue up behind a slow
 * database merged into one write of the latest state (every event still stored and sent once).
 */
import {expect} from 'chai'

import {LiveRun} from '../../src/runs/manager.js'
import type {RunEvent} from '../../src/runs/store.js'

const event = (seq: number): RunEvent => ({data: {seq}, event: 'validate:step', run_id: 'r', seq})

/** A save that waits for `release()`, recording what each call stored. */
function slowStore() {
  const saved: {seqs: number[]; state: unknown}[] = []
  let release!: () => void
  let gate = new Promise<void>((resolve) => (release = resolve))
  return {
    release() {
      release()
      gate = new Promise<void>((resolve) => (release = resolve))
    },
    async save(events: RunEvent[], state: unknown) {
      saved.push({seqs: events.map((e) => e.seq), state})
      await gate
    },
    saved,
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('runs: the write queue of a live run (checkpoints merged while the database is busy)', () => {
  it('merges the checkpoints queued behind a write in progress: the latest state once, every event in order, each sent once', async () => {
    const live = new LiveRun('r', 1)
    const store = slowStore()
    const delivered: number[] = []
    const deliver = (events: RunEvent[]) => delivered.push(...events.map((e) => e.seq))
    live.writeCheckpoint([event(1)], {step: 1}, store.save, deliver)
    await tick()
    // The first write is in progress (held): the next three queue up and become one.
    live.writeCheckpoint([event(2), event(3)], {step: 2}, store.save, deliver)
    live.writeCheckpoint([], {step: 3}, store.save, deliver)
    live.writeCheckpoint([event(4)], {step: 4}, store.save, deliver)
    store.release()
    await tick()
    store.release()
    await live.flush()
    expect(store.saved).to.deep.equal([
      {seqs: [1], state: {step: 1}},
      {seqs: [2, 3, 4], state: {step: 4}},
    ])
    expect(delivered).to.deep.equal([1, 2, 3, 4])
  })

  it('never merges a checkpoint across another write queued after it (the order of writes holds)', async () => {
    const live = new LiveRun('r', 1)
    const store = slowStore()
    const order: string[] = []
    live.writeCheckpoint([event(1)], {step: 1}, store.save, () => {})
    await tick()
    live.writeCheckpoint([event(2)], {step: 2}, async (events, state) => {
      order.push('checkpoint 2')
      await store.save(events, state)
    }, () => {})
    live.write([event(3)], async () => {
      order.push('event 3')
    }, () => {})
    live.writeCheckpoint([event(4)], {step: 4}, async (events, state) => {
      order.push('checkpoint 4')
      await store.save(events, state)
    }, () => {})
    store.release()
    await tick()
    store.release()
    await tick()
    store.release()
    await live.flush()
    expect(order).to.deep.equal(['checkpoint 2', 'event 3', 'checkpoint 4'])
    expect(store.saved.map((s) => s.seqs)).to.deep.equal([[1], [2], [4]])
  })
})
