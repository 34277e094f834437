/**
 * Helpers of the hardening suite: the in-process service with short HTTP limits, raw sockets
 * that behave like hostile clients, and a capture of the service's stderr lines.
 */
import {mkdtemp, rm} from 'node:fs/promises'
import {connect, type Socket} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {startService, type RunningService, type ServiceOptions} from '../../src/app.js'
import {createApiKey, ensureUser} from '../../src/auth.js'
import {testDatabase} from '../helpers/database.js'

export interface HardenedService {
  service: RunningService
  url: string
  port: number
  /** A user (new if the email is) and a fresh live key for it. */
  user(email: string, password?: string): Promise<{id: string; key: string}>
  close(): Promise<void>
}

export async function startHardened(options: Omit<ServiceOptions, 'dataDir' | 'port'> = {}): Promise<HardenedService> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-hardening-'))
  const service = await startService({dataDir, database: await testDatabase(dataDir), host: '127.0.0.1', port: 0, ...options})
  return {
    async close() {
      await service.close()
      await rm(dataDir, {force: true, recursive: true})
    },
    port: Number(new URL(service.url).port),
    service,
    url: service.url,
    async user(email, password) {
      const user = await ensureUser(service.context.db, email, {password})
      return {id: user.id, key: await createApiKey(service.context.db, user.id, {type: 'live'})}
    },
  }
}

/** A raw TCP client: what it received, and when the server closed it. */
export interface RawClient {
  socket: Socket
  received(): string
  /** Resolves with the ms from `since` to the close (server side or error), or rejects after `timeoutMs`. */
  closed(timeoutMs: number): Promise<number>
}

/** Connects to 127.0.0.1:port and writes `head` (if any) once connected. */
export function rawClient(port: number, head?: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let data = ''
    let closedAt: number | undefined
    const waiters: (() => void)[] = []
    const socket = connect({host: '127.0.0.1', port})
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      data += chunk
    })
    // A reset by the server is a close too.
    socket.on('error', () => {})
    socket.on('close', () => {
      closedAt = Date.now()
      for (const wake of waiters.splice(0)) wake()
    })
    socket.once('connect', () => {
      if (head) socket.write(head)
      resolve({
        closed(timeoutMs) {
          return new Promise((done, fail) => {
            if (closedAt !== undefined) {
              done(closedAt - started)
              return
            }

            const timer = setTimeout(() => fail(new Error(`the server kept the connection open for more than ${timeoutMs} ms (received: ${JSON.stringify(data)})`)), timeoutMs)
            waiters.push(() => {
              clearTimeout(timer)
              done((closedAt as number) - started)
            })
          })
        },
        received: () => data,
        socket,
      })
    })
    socket.once('error', reject)
  })
}

/** The status code of the first HTTP response in raw text, or undefined. */
export function statusOf(raw: string): number | undefined {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(raw)
  return match ? Number(match[1]) : undefined
}

/** Collects the lines written to the process's stderr while `fn` runs (the service logs there). */
export async function captureStderr<T>(fn: () => Promise<T>): Promise<{lines: string[]; result: T}> {
  const lines: string[] = []
  const original = process.stderr.write.bind(process.stderr)
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    if (text.startsWith('svc-server:')) {
      lines.push(...text.split('\n').filter(Boolean))
      return true
    }

    return original(chunk as string, ...(rest as []))
  }) as typeof process.stderr.write
  try {
    const result = await fn()
    return {lines, result}
  } finally {
    process.stderr.write = original
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
