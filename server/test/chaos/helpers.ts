/**
 * Helpers of the reliability ("chaos") suite: the real `svc-server start` as a child process that
 * a test can kill -9 and start again on the same data directory, REST and MCP calls, a look at
 * the stored run events, and a small real file system (tmpfs) to fill up.
 */
import {execFileSync} from 'node:child_process'
import {closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'

import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {z} from 'zod'

import {startTestService, type TestService} from '../../../test/helpers/service.js'

export interface ChaosService extends TestService {
  /** Everything the service wrote on stderr so far. */
  stderr(): string
  /** kill -9, and waits until the process is gone. */
  crash(): Promise<void>
}

/** Starts `svc-server start` on `dataDir` (kept when it stops), with extra environment. */
export async function startChild(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChaosService> {
  const service = await startTestService({dataDir, env: {DEBUG: '', ...env}})
  let stderr = ''
  service.process.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  return Object.assign(service, {
    async crash() {
      if (service.process.exitCode !== null || service.process.signalCode !== null) return
      const exited = new Promise((resolve) => service.process.once('exit', resolve))
      service.process.kill('SIGKILL')
      await exited
    },
    stderr: () => stderr,
  })
}

export function tempDataDir(prefix = 'svc-chaos-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** A REST call with the key; the response body parsed when it is JSON. */
export async function api(
  url: string,
  key: string,
  path: string,
  init: {method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number} = {},
): Promise<{status: number; body: any; headers: Headers; ms: number}> {
  const started = Date.now()
  const isForm = init.body instanceof FormData
  const res = await fetch(`${url}${path}`, {
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    headers: {'x-api-key': key, ...(init.body === undefined || isForm ? {} : {'content-type': 'application/json'}), ...init.headers},
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    signal: AbortSignal.timeout(init.timeoutMs ?? 20_000),
  })
  const text = await res.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: kept as text.
  }

  return {body, headers: res.headers, ms: Date.now() - started, status: res.status}
}

/** Uploads text files into a space with the batch upload (multipart). */
export async function uploadTexts(url: string, key: string, spaceId: null | string, files: {name: string; text: string}[]) {
  const form = new FormData()
  if (spaceId) form.append('space_id', spaceId)
  for (const file of files) form.append('files', new Blob([file.text], {type: 'text/plain'}), file.name)
  return api(url, key, '/api/v2/files/batch-upload', {body: form})
}

/** Polls until `check` returns a value (not undefined), at most `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export interface StoredEvent {
  seq: number
  event: string
  data: Record<string, any>
}

/** Reads the database of a data directory (the service may be running: WAL readers do not block it). */
export function withDb<T>(dataDir: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dataDir, 'svc.db'))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    return read(db)
  } finally {
    db.close()
  }
}

export function storedEvents(dataDir: string, runId: string): StoredEvent[] {
  return withDb(dataDir, (db) =>
    (db.prepare('SELECT seq, event, data FROM run_events WHERE run_id = ? ORDER BY seq').all(runId) as {seq: number; event: string; data: string}[]).map(
      (row) => ({data: JSON.parse(row.data), event: row.event, seq: row.seq}),
    ),
  )
}

export function runRow(dataDir: string, runId: string): {status: string; last_seq: number; lease_owner: null | string} {
  return withDb(dataDir, (db) => db.prepare('SELECT status, last_seq, lease_owner FROM runs WHERE id = ?').get(runId) as never)
}

/**
 * What the stored events of a run must satisfy after any crash: seq 1..n without gap or repeat,
 * last_seq = n, and no event stored twice. Every segment starts with validate:start; within
 * the run, each document is classified once, each thematic and rule has one verdict.
 */
export function expectConsistentEvents(events: StoredEvent[], lastSeq: number): string[] {
  const problems: string[] = []
  events.forEach((event, index) => {
    if (event.seq !== index + 1) problems.push(`seq ${event.seq} at position ${index + 1}`)
  })
  if (lastSeq !== events.length) problems.push(`last_seq ${lastSeq} but ${events.length} events`)
  const seen = new Map<string, number>()
  for (const event of events) {
    // Once per segment or per pause, legitimately repeated across the run's segments.
    if (['chat_prompt', 'error', 'validate:failed', 'validate:start'].includes(event.event)) continue
    const {document_id: documentId, requirement_id: requirementId, rule_id: ruleId, thematic} = event.data
    const identity = JSON.stringify([event.event, documentId, thematic, requirementId, ruleId])
    const before = seen.get(identity)
    if (before !== undefined) problems.push(`${identity} stored twice (seq ${before} and ${event.seq})`)
    seen.set(identity, event.seq)
  }

  return problems
}

const EventNotification = z.object({
  method: z.literal('notifications/svc/event'),
  params: z.object({data: z.record(z.string(), z.unknown()), event: z.string(), run_id: z.string(), seq: z.number()}),
})

export interface ToolCall {
  result?: {run_id: string; status: string; prompt?: Record<string, any>}
  error?: string
  code?: string
  /** The call itself broke (the service died): the error's message. */
  broken?: string
  events: StoredEvent[]
}

/** One validate_dossier call; `onEvent` sees each event as it arrives (e.g. to kill the service). */
export async function validate(
  url: string,
  key: string,
  args: Record<string, unknown>,
  options: {onEvent?: (event: StoredEvent, count: number) => void; signal?: AbortSignal; timeoutMs?: number} = {},
): Promise<ToolCall> {
  const {onEvent, signal, timeoutMs = 60_000} = options
  const record: ToolCall = {events: []}
  const client = new Client({name: 'svc-chaos', version: '1.0.0'})
  client.setNotificationHandler(EventNotification, (n) => {
    const event = {data: n.params.data as Record<string, any>, event: n.params.event, seq: n.params.seq}
    record.events.push(event)
    onEvent?.(event, record.events.length)
  })
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {requestInit: {headers: {'x-api-key': key}}}))
    // A killed service leaves the SDK waiting for a response that never comes: `signal` ends the call.
    const result = await client.callTool({arguments: args, name: 'validate_dossier'}, undefined, {signal, timeout: timeoutMs})
    if (result.isError) {
      record.error = (result.content as {text: string}[])[0]?.text
      record.code = (result._meta as Record<string, string> | undefined)?.['svc.dev/error_code']
    } else {
      record.result = result.structuredContent as ToolCall['result']
    }
  } catch (error) {
    record.broken = (error as Error).message
  } finally {
    await client.close().catch(() => {})
  }

  return record
}

/** Whether this machine lets us mount a tmpfs (root in a container that allows it). */
export function canMountTmpfs(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false
  const probe = mkdtempSync(join(tmpdir(), 'svc-tmpfs-probe-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], {stdio: 'ignore'})
    execFileSync('umount', [probe], {stdio: 'ignore'})
    return true
  } catch {
    return false
  } finally {
    rmSync(probe, {force: true, recursive: true})
  }
}

/** A small real file system of `size` (e.g. "16m") at a new directory; `unmount` removes it. */
export function mountTmpfs(size: string): {dir: string; unmount: () => void} {
  const dir = mkdtempSync(join(tmpdir(), 'svc-chaos-fs-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], {stdio: 'ignore'})
  return {
    dir,
    unmount() {
      try {
        execFileSync('umount', ['-l', dir], {stdio: 'ignore'})
      } finally {
        rmSync(dir, {force: true, recursive: true})
      }
    },
  }
}

/** Fills the file system of `dir` until not one more byte fits; returns the filler's path (delete it to free the space). */
export function fillDisk(dir: string, name = 'filler'): string {
  const path = join(dir, name)
  const fd = openSync(path, 'a')
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 1)
      try {
        for (;;) writeSync(fd, chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    }
  } finally {
    closeSync(fd)
  }

  return path
}

/** The temp files (`*.part`) of a data directory. */
export function partFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'tmp')).filter((name) => name.endsWith('.part'))
  } catch {
    return []
  }
}

/**
 * A dossier of `n` text documents that the real engine validates without pausing (one of each
 * type, then monthly payslips), from the fixtures generator.
 */
export async function largeTextDossier(n: number): Promise<{name: string; text: string}[]> {
  const {makeLargeDossier} = await import('../../src/fixtures/dossier.js')
  return makeLargeDossier(n).map((file) => ({name: file.name.replace(/\.pdf$/, '.txt'), text: file.pages.join('\n')}))
}

export type {TestService}
