/**
 * In-process reference service for the documents/spaces/upload/download tests: port 0, a temp
 * data directory, and helpers to make users, keys and requests.
 */
import {mkdtemp, readdir, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {startService, type RunningService, type ServiceOptions} from '../../src/app.js'
import {createApiKey, ensureUser, type User} from '../../src/auth.js'
import {createSpace, setMember} from '../../src/documents/spaces.js'
import type {DocumentRow, SpaceRole} from '../../src/documents/store.js'
import {waitForIngest} from '../../src/ingest/queue.js'
import {testDatabase} from './database.js'

export interface Harness {
  url: string
  service: RunningService
  dataDir: string
  /** A user (new if the email is) and a fresh live key for it. */
  user(email: string, options?: {password?: string}): Promise<{user: User; key: string}>
  /** fetch against the service with the key (if any) in X-API-Key. */
  api(key: string | undefined, path: string, init?: RequestInit): Promise<Response>
  /** A space owned by `owner`, with extra members. */
  space(owner: User, name?: string, members?: [User, SpaceRole][]): Promise<string>
  /** Uploads files (multipart) and returns the response. */
  upload(key: string, files: UploadFile[], spaceId?: string): Promise<Response>
  /** Waits until the documents are read (ingestion is asynchronous) and returns their final rows. */
  ingested(ids: (number | undefined)[], timeoutMs?: number): Promise<DocumentRow[]>
  /** Names of the stored files (<data-dir>/files, or the bucket's files/ under SVC_TEST_STORAGE=s3) and in <data-dir>/tmp. */
  storedFiles(): Promise<{files: string[]; tmp: string[]}>
  close(): Promise<void>
}

export interface UploadFile {
  name: string
  content: string | Uint8Array
  type?: string
}

/**
 * SVC_TEST_STORAGE=s3 runs the same tests with the files in S3 (a real S3-protocol server, s3rver,
 * started for the harness): the service's behaviour must not depend on the backend.
 */
export const TEST_STORAGE = process.env.SVC_TEST_STORAGE === 's3' ? 's3' : 'local'

export async function startHarness(options: Pick<ServiceOptions, 'blobs' | 'ingest' | 'maxUploadBytes'> = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'svc-docs-'))
  const s3 = TEST_STORAGE === 's3' && !options.blobs ? await (await import('../storage/s3rver.js')).startS3rver() : undefined
  const service = await startService({dataDir, database: await testDatabase(dataDir), port: 0, ...(s3 ? {blobs: s3.store('harness')} : {}), ...options})
  const {db} = service.context
  const api = (key: string | undefined, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (key) headers.set('x-api-key', key)
    return fetch(`${service.url}${path}`, {...init, headers})
  }

  return {
    api,
    async close() {
      await service.close()
      await s3?.close()
      await rm(dataDir, {force: true, recursive: true})
    },
    dataDir,
    async ingested(ids, timeoutMs = 30_000) {
      return Promise.all(ids.map((id) => waitForIngest(service.context, id!, timeoutMs)))
    },
    service,
    async space(owner, name = 'Dossier', members = []) {
      const {id} = await createSpace(db, owner, name)
      for (const [member, role] of members) await setMember(db, owner, id, member.email, role)
      return id
    },
    async storedFiles() {
      const list = async (dir: string) => (await readdir(join(dataDir, dir)).catch(() => [] as string[])).sort()
      const files = s3 ? (await s3.objectKeys()).filter((key) => key.startsWith('harness/files/')).map((key) => key.slice('harness/files/'.length)) : await list('files')
      return {files, tmp: await list('tmp')}
    },
    upload(key, files, spaceId) {
      const form = new FormData()
      if (spaceId !== undefined) form.append('space_id', spaceId)
      for (const file of files) form.append('files', new Blob([file.content], {type: file.type ?? ''}), file.name)
      return api(key, '/api/v2/files/batch-upload', {body: form, method: 'POST'})
    },
    url: service.url,
    async user(email, opts = {}) {
      const user = await ensureUser(db, email, {password: opts.password})
      return {key: await createApiKey(db, user.id, {type: 'live'}), user}
    },
  }
}

/** The JSON body of a problem response, checking its content type. */
export async function problem(res: Response): Promise<{status: number; code: string; detail: string; title: string; type: string}> {
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/problem+json')) throw new Error(`expected problem+json, got ${type} (${res.status}): ${await res.text()}`)
  return (await res.json()) as {status: number; code: string; detail: string; title: string; type: string}
}
