/**
 * In-process service for the run/MCP tests: port 0, a temp data directory that survives a
 * restart (`restart()` closes the service and opens a new one on the same directory), users,
 * spaces, documents, and an MCP client that records every notification of a call.
 */
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {Client} from '@modelcontextprotocol/sdk/client/index.js'
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {z} from 'zod'

import {startService, type RunningService, type ServiceOptions} from '../../src/app.js'
import {createApiKey, ensureUser, type User} from '../../src/auth.js'
import {storeDocument} from '../../src/documents/ingest.js'
import {createSpace, setMember} from '../../src/documents/spaces.js'
import type {SpaceRole} from '../../src/documents/store.js'
import {configureRuns, type RunEngineFn, type RunManager, type RunManagerOptions} from '../../src/runs/manager.js'
import {testDatabase} from '../helpers/database.js'

export interface SvcEvent {
  run_id: string
  seq: number
  event: string
  data: Record<string, any>
}

export interface CallRecord {
  /** structuredContent of the result (undefined on a tool error). */
  result?: {run_id: string; status: 'complete' | 'failed' | 'paused'; prompt?: Record<string, any>}
  /** The text of a tool error. */
  error?: string
  /** The tool error's code (`_meta['svc.dev/error_code']`). */
  code?: string
  events: SvcEvent[]
  /** Every notification method received, in order (events, progress, heartbeats). */
  methods: string[]
  /** Arrival times (ms since the call began) of every notification. */
  times: number[]
  /** The params of every progress and heartbeat notification, in order. */
  quiet: {method: string; params: Record<string, any>}[]
  raw: Record<string, any>
}

export interface RunsHarness {
  url: string
  dataDir: string
  service: RunningService
  manager: RunManager
  user(email: string, options?: {admin?: boolean}): Promise<{user: User; key: string}>
  space(owner: User, members?: [User, SpaceRole][]): Promise<string>
  /** Stores a document (text or PDF bytes) into a space, through the upload code path; by default waits until it is read. */
  addDocument(owner: User, spaceId: null | string, fileName: string, content: string | Uint8Array, options?: {wait?: boolean}): Promise<number>
  call(key: string, args: Record<string, unknown>, options?: {progress?: boolean; tool?: string; timeoutMs?: number}): Promise<CallRecord>
  /** Closes the service and starts a new one on the same data directory. */
  restart(options?: {engine?: RunEngineFn}): Promise<void>
  close(): Promise<void>
}

export const REF_DATE = new Date('2025-06-15T10:00:00Z')

export interface RunsHarnessOptions {
  engine?: RunEngineFn
  refDate?: Date
  /** Ingestion settings of the service (a substitute worker, short limits). */
  ingest?: ServiceOptions['ingest']
  /** Run manager options besides the engine and the date (the document wait). */
  runs?: Pick<RunManagerOptions, 'documentPollMs' | 'documentWaitMs'>
}

export async function startRunsHarness(options: RunsHarnessOptions = {}): Promise<RunsHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-runs-'))
  let service = await startService({dataDir, database: await testDatabase(dataDir), ingest: options.ingest, port: 0})
  let manager = configureRuns(service.context, {...options.runs, engine: options.engine, refDate: options.refDate ?? REF_DATE})

  const harness: RunsHarness = {
    async addDocument(owner, spaceId, fileName, content, addOptions = {}) {
      const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
      const row = await storeDocument(service.context, {bytes, fileName, spaceId, user: owner}, {wait: addOptions.wait ?? true})
      return row.id
    },
    async call(key, args, callOptions = {}) {
      return mcpCall(harness.url, key, args, callOptions)
    },
    async close() {
      await service.close()
      await rm(dataDir, {force: true, recursive: true})
    },
    dataDir,
    get manager() {
      return manager
    },
    async restart(restartOptions = {}) {
      await service.close()
      service = await startService({dataDir, database: await testDatabase(dataDir), ingest: options.ingest, port: 0})
      manager = configureRuns(service.context, {...options.runs, engine: restartOptions.engine ?? options.engine, refDate: options.refDate ?? REF_DATE})
    },
    get service() {
      return service
    },
    async space(owner, members = []) {
      const {id} = await createSpace(service.context.db, owner, 'Dossier')
      for (const [member, role] of members) await setMember(service.context.db, owner, id, member.email, role)
      return id
    },
    get url() {
      return service.url
    },
    async user(email, userOptions = {}) {
      const user = await ensureUser(service.context.db, email, {admin: userOptions.admin})
      return {key: await createApiKey(service.context.db, user.id, {type: 'live'}), user}
    },
  }
  return harness
}

const EventNotification = z.object({
  method: z.literal('notifications/svc/event'),
  params: z.object({data: z.record(z.string(), z.unknown()), event: z.string(), run_id: z.string(), seq: z.number()}),
})
const AnyNotification = (method: string) => z.object({method: z.literal(method), params: z.unknown().optional()})

/** One tool call with the official SDK client, recording every notification. */
export async function mcpCall(
  url: string,
  key: string,
  args: Record<string, unknown>,
  options: {progress?: boolean; tool?: string; timeoutMs?: number} = {},
): Promise<CallRecord> {
  const record: CallRecord = {events: [], methods: [], quiet: [], raw: {}, times: []}
  const started = Date.now()
  const client = new Client({name: 'svc-test', version: '1.0.0'})
  const note = (method: string) => {
    record.methods.push(method)
    record.times.push(Date.now() - started)
  }

  client.setNotificationHandler(EventNotification, (n) => {
    note(n.method)
    record.events.push(n.params as SvcEvent)
  })
  const quiet = (n: {method: string; params?: unknown}) => {
    note(n.method)
    record.quiet.push({method: n.method, params: (n.params ?? {}) as Record<string, any>})
  }

  client.setNotificationHandler(AnyNotification('notifications/svc/heartbeat'), quiet)
  client.setNotificationHandler(AnyNotification('notifications/progress'), quiet)
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {requestInit: {headers: {'x-api-key': key}}}))
  try {
    const result = await client.callTool({arguments: args, name: options.tool ?? 'validate_dossier'}, undefined, {
      onprogress: options.progress ? () => {} : undefined,
      timeout: options.timeoutMs ?? 60_000,
    })
    record.raw = result
    if (result.isError) {
      record.error = (result.content as {text: string}[])[0]?.text
      record.code = (result._meta as Record<string, string> | undefined)?.['svc.dev/error_code']
    } else {
      record.result = result.structuredContent as CallRecord['result']
    }
  } finally {
    await client.close()
  }

  return record
}

/** Raw JSON-RPC POST to /mcp (for auth tests): the fetch Response. */
export async function rawMcpPost(url: string, key: string | undefined, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {accept: 'application/json, text/event-stream', 'content-type': 'application/json'}
  if (key) headers['x-api-key'] = key
  return fetch(`${url}/mcp`, {body: JSON.stringify(body), headers, method: 'POST'})
}

export const INITIALIZE = {
  id: 1,
  jsonrpc: '2.0',
  method: 'initialize',
  params: {capabilities: {}, clientInfo: {name: 'raw', version: '1'}, protocolVersion: '2025-11-25'},
}
