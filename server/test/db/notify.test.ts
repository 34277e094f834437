/**
 * The run-events feed (db/notify.ts) against a real PostgreSQL (`npm run test:postgres`; skipped on
 * SQLite, which has no notifications): a NOTIFY wakes the subscribers of that run only, a
 * notification sent in a transaction arrives at its commit (never for a rollback), the listener
 * reconnects after its connection is killed and wakes every subscriber then, and the poll bound
 * wakes a waiter when nothing is sent. The waits' poll bound is set far beyond the test's bounds,
 * so only a notification (or a reconnection) can wake them in time.
 */
import {expect} from 'chai'
import pg from 'pg'

import {RUN_EVENTS_CHANNEL, RunEventFeed} from '../../src/db/notify.js'
import {testDatabaseUrl} from '../helpers/database.js'

/** Resolves with how long `promise` took, or rejects after `ms`. */
async function within(ms: number, promise: Promise<unknown>): Promise<number> {
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)))])
  clearTimeout(timer)
  return Date.now() - started
}

/** Whether `promise` is still pending after `ms`. */
async function stillPending(ms: number, promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([promise.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))])
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('db/notify: run-events notifications between replicas (PostgreSQL)', function () {
  this.timeout(30_000)
  let admin: pg.Client
  let feed: RunEventFeed | undefined

  before(async function () {
    const url = testDatabaseUrl()
    if (!url) this.skip()
    admin = new pg.Client({connectionString: url})
    await admin.connect()
  })

  after(async () => {
    await admin?.end()
  })

  afterEach(async () => {
    await feed?.close()
    feed = undefined
  })

  const notify = async (payload: string) => admin.query('SELECT pg_notify($1, $2)', [RUN_EVENTS_CHANNEL, payload])

  it('wakes the subscribers of the notified run, not the others; a notification before the wait is kept', async () => {
    feed = new RunEventFeed(testDatabaseUrl()!, 60_000)
    const mine = feed.subscribe('run-a')
    const other = feed.subscribe('run-b')
    await until('the listener', () => feed!.listening)
    // A reconnection also wakes every subscriber: consume that first wake-up.
    await within(1000, mine.wait())
    await within(1000, other.wait())

    const waiting = mine.wait()
    const otherWaiting = other.wait()
    await notify('run-a:7')
    await within(5000, waiting)
    expect(await stillPending(300, otherWaiting)).to.equal(true)

    // Sent while nobody waited (given time to arrive): the next wait returns at once.
    await notify('run-a:8')
    await new Promise((resolve) => setTimeout(resolve, 500))
    await within(100, mine.wait())
    other.close()
    await within(1000, otherWaiting)
    mine.close()
  })

  it('a NOTIFY in a transaction arrives at its commit, and not at all after a rollback', async () => {
    feed = new RunEventFeed(testDatabaseUrl()!, 60_000)
    const subscription = feed.subscribe('run-tx')
    await until('the listener', () => feed!.listening)
    await within(1000, subscription.wait())

    await admin.query('BEGIN')
    await notify('run-tx:1')
    const waiting = subscription.wait()
    expect(await stillPending(300, waiting), 'not before the commit').to.equal(true)
    await admin.query('ROLLBACK')
    expect(await stillPending(300, waiting), 'never for a rollback').to.equal(true)

    await admin.query('BEGIN')
    await notify('run-tx:2')
    await admin.query('COMMIT')
    await within(5000, waiting)
    subscription.close()
  })

  it('reconnects when its connection is killed (waking every subscriber), then delivers again', async () => {
    feed = new RunEventFeed(testDatabaseUrl()!, 60_000)
    const subscription = feed.subscribe('run-c')
    await until('the listener', () => feed!.listening)
    await within(1000, subscription.wait())

    const waiting = subscription.wait()
    const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${RUN_EVENTS_CHANNEL}' AND pid <> pg_backend_pid()`)
    expect(killed.rowCount).to.be.at.least(1)
    // Woken by the reconnection: whatever was sent meanwhile is read then.
    await within(10_000, waiting)
    await until('the listener again', () => feed!.listening)

    const next = subscription.wait()
    await notify('run-c:3')
    await within(5000, next)
    subscription.close()
  })

  it('a waiter wakes after its poll bound when nothing is sent, and at once when its signal aborts', async () => {
    feed = new RunEventFeed(testDatabaseUrl()!, 200)
    const subscription = feed.subscribe('run-quiet')
    await until('the listener', () => feed!.listening)
    await within(1000, subscription.wait())
    expect(await within(5000, subscription.wait())).to.be.at.least(150)

    subscription.close()
    await feed.close()
    feed = new RunEventFeed(testDatabaseUrl()!, 60_000)
    const long = feed.subscribe('run-quiet')
    await until('the listener', () => feed!.listening)
    await within(1000, long.wait())
    const stop = new AbortController()
    const waiting = long.wait(stop.signal)
    expect(await stillPending(200, waiting)).to.equal(true)
    stop.abort()
    await within(1000, waiting)
    long.close()
  })
})
