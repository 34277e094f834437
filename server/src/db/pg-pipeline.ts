/**
 * The hot reads on PostgreSQL (db/compiled.ts) sent over pipelined connections: a read is written
 * without waiting for the answers to the reads before it (pg's `pipeline` mode, each query with its
 * own Sync so that an error stays its own), together with the other reads of the same turn of the
 * event loop (sendWithThisTurn).
 *
 * Why: through the pool, every read takes a connection, writes its query and waits; PostgreSQL's
 * backend sleeps between queries and is woken for each one, and with 32 clients the service spent
 * 62 µs of a document read's 150-180 µs in the `writev` that sends the query (a loopback write that
 * wakes another process is expensive), PostgreSQL about 65 µs. Pipelined, the reads of concurrent
 * requests queue on a connection whose backend is already awake, and their answers come back
 * together: measured with 32 clients, the service's CPU per document read 181 -> 117 µs and
 * PostgreSQL's 65 -> 28 µs (throughput +50 %).
 *
 * Reads only, outside transactions (a transaction has its own pool connection, through Kysely).
 * Up to PIPE_CONNECTIONS connections: a read goes on the first one with fewer than SPILL_AFTER
 * reads under way, and the next connection opens only then (one backend is one core of
 * PostgreSQL; a slower read, an anchor walk of a deep offset of a few ms, holds up at most that
 * many reads behind it). One connection while it keeps up, rather than the reads spread evenly
 * over two: the reads of a turn go out in one write and wake one backend. Measured against the
 * even spread, alternating runs, 100k documents, 32 clients: get one 11,200-11,400 -> 12,300-12,500
 * req/s (service CPU 77-81 -> 69-70 µs, PostgreSQL's a read 21-22 -> 20-21 µs), list first page
 * 10,200-10,500 -> 11,100-11,500, random pages 3,000-3,100 -> 3,300-3,400; with 8 or 16 reads
 * before spilling, no gain (32 clients keep about 20 reads under way).
 *
 * A connection that breaks (PostgreSQL restarted, the backend killed) fails the reads under way on
 * it, as a pool connection would, and the next read opens a new one.
 * `SVC_PG_PIPELINE=0` sends them through the pool instead (e.g. behind a proxy that cannot
 * pipeline).
 */
import {PreparingClient} from './pg-prepared.js'

/** How many pipelined connections a process keeps for its hot reads (besides the pool's), at most. */
export const PIPE_CONNECTIONS = 2

/** Reads under way on a connection beyond which the next read goes on the next connection. */
export const SPILL_AFTER = 32

export interface PipeSettings {
  connectionString: string
  connectionTimeoutMillis: number
  statement_timeout: number
  types: unknown
}

interface Pipe {
  client: Promise<PreparingClient>
  pending: number
  broken: boolean
}

export class PipelinedReads {
  readonly #pipes: (Pipe | undefined)[] = Array.from({length: PIPE_CONNECTIONS})
  #closed = false

  constructor(private readonly settings: PipeSettings) {}

  async query<R>(text: string, values: readonly unknown[]): Promise<R[]> {
    if (this.#closed) throw new Error('the database is closed')
    const pipe = this.#pick()
    pipe.pending++
    try {
      const client = await pipe.client
      sendWithThisTurn(client)
      const result = (await client.query(text, values as unknown[])) as unknown as {rows: R[]}
      return result.rows
    } finally {
      pipe.pending--
    }
  }

  /** Ends the connections (the database's destroy): reads under way finish first. */
  async close(): Promise<void> {
    this.#closed = true
    const pipes = this.#pipes.splice(0, this.#pipes.length)
    await Promise.all(
      pipes.map(async (pipe) => {
        if (!pipe) return
        const client = await pipe.client.catch(() => undefined)
        await client?.end().catch(() => {})
      }),
    )
  }

  /** The first connection with fewer than SPILL_AFTER reads under way (opened, again, when it is not), else the one with fewest. */
  #pick(): Pipe {
    let best: Pipe | undefined
    for (let index = 0; index < this.#pipes.length; index++) {
      let pipe = this.#pipes[index]
      if (!pipe || pipe.broken) pipe = this.#pipes[index] = this.#open(index)
      if (pipe.pending < SPILL_AFTER) return pipe
      if (!best || pipe.pending < best.pending) best = pipe
    }

    return best!
  }

  #open(index: number): Pipe {
    const client = new PreparingClient({...this.settings, pipeline: true} as ConstructorParameters<typeof PreparingClient>[0])
    const pipe: Pipe = {broken: false, client: Promise.resolve(client), pending: 0}
    const drop = () => {
      pipe.broken = true
      if (this.#pipes[index] === pipe) this.#pipes[index] = undefined
    }

    // A broken connection must not stop the process: its reads fail, the next read opens another.
    client.on('error', drop)
    client.on('end', drop)
    pipe.client = client.connect().then(
      () => client,
      (error: unknown) => {
        drop()
        throw error
      },
    )
    return pipe
  }
}

/** Connections whose socket is corked until the end of this turn of the event loop. */
const corked = new WeakSet<object>()

/**
 * Holds the connection's writes until the requests of this turn of the event loop have sent their
 * reads (setImmediate runs after the poll phase), so that they go out in one write: pg writes
 * each pipelined query as soon as it is given one. Measured with 32 clients: PostgreSQL's CPU per
 * document read 27 -> 20 µs, the service's 86 -> 79 µs; one client waits no longer than the turn.
 */
function sendWithThisTurn(client: PreparingClient): void {
  const stream = (client as unknown as {connection: {stream: {cork(): void; uncork(): void}}}).connection.stream
  if (corked.has(stream)) return
  corked.add(stream)
  stream.cork()
  setImmediate(() => {
    corked.delete(stream)
    stream.uncork()
  })
}
