/**
 * Starts the real reference service (server/bin/svc-server.js, built) as a child process on a
 * free port with a temp data directory, for end-to-end tests.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process'
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {testDatabaseEnv} from '../../server/test/helpers/database.js'

export const ROOT = join(import.meta.dirname, '..', '..')
export const SERVER_BIN = join(ROOT, 'server', 'bin', 'svc-server.js')

const run = promisify(execFile)

export interface TestService {
  url: string
  dataDir: string
  process: ChildProcess
  /** Creates a user (if new) and a key for it with `svc-server keys create`. */
  createKey(email: string, options?: {type?: 'live' | 'service' | 'test'; admin?: boolean; prefix?: string; password?: string}): Promise<string>
  /** Runs `svc-server <args>` against this data dir and returns stdout. */
  admin(args: string[]): Promise<string>
  stop(): Promise<void>
}

export async function startTestService(options: {dataDir?: string; env?: NodeJS.ProcessEnv} = {}): Promise<TestService> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'svc-data-')))
  // PostgreSQL when the suite runs against it (SVC_TEST_DATABASE_URL): one database per data dir.
  const env = {...process.env, ...(await testDatabaseEnv(dataDir)), ...options.env}
  const child = spawn(process.execPath, [SERVER_BIN, 'start', '--port', '0', '--data-dir', dataDir], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (d) => {
    stderr += d
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`svc-server did not start in time: ${stderr}`)), 20_000)
    child.stdout!.on('data', (d) => {
      out += d
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`svc-server exited with ${code}: ${stderr}`))
    })
  })
  // With the service's environment: the admin commands use the same database and file store.
  const admin = async (args: string[]) => (await run(process.execPath, [SERVER_BIN, ...args, '--data-dir', dataDir], {env})).stdout
  return {
    admin,
    async createKey(email, opts = {}) {
      const args = ['keys', 'create', '--email', email, '--type', opts.type ?? 'live']
      if (opts.admin) args.push('--admin')
      if (opts.prefix) args.push('--prefix', opts.prefix)
      if (opts.password) args.push('--password', opts.password)
      return (await admin(args)).trim()
    },
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }

      if (!options.dataDir) await rm(dataDir, {force: true, recursive: true})
    },
    url,
  }
}
