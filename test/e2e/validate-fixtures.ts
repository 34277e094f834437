/**
 * Dossiers for the `svc validate` end-to-end tests: generated PDFs (server/src/fixtures) uploaded
 * into a new space of the real service through the gateway batch-upload route, and a proxy that
 * breaks the first tool-call stream (to test the client's re-calls).
 */
import {mkdtemp, writeFile} from 'node:fs/promises'
import {createServer, request} from 'node:http'
import type {AddressInfo} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'

import {makeDocument, makeDossier, type DossierOptions, type DossierTruth, type FixtureDocType} from '../../server/src/fixtures/dossier.js'
import type {TestService} from '../helpers/service.js'

/** Documents are dated relative to today, so they are valid today (the service's reference date). */
export const TODAY = new Date()

export interface SeededDossier {
  space: string
  truth: DossierTruth
  count: number
}

export async function createSpace(service: TestService, key: string, name = 'Dossier'): Promise<string> {
  const res = await fetch(`${service.url}/api/v1/spaces`, {body: JSON.stringify({name}), headers: {'content-type': 'application/json', 'x-api-key': key}, method: 'POST'})
  expect(res.status).to.equal(201)
  return ((await res.json()) as {id: string}).id
}

export async function uploadFile(service: TestService, key: string, space: string, name: string, bytes: Uint8Array): Promise<void> {
  const form = new FormData()
  form.set('space_id', space)
  form.append('files', new Blob([bytes], {type: 'application/pdf'}), name)
  const res = await fetch(`${service.url}/api/v2/files/batch-upload`, {body: form, headers: {'x-api-key': key}, method: 'POST'})
  const body = (await res.json()) as {results: {status: string}[]}
  expect(res.status, JSON.stringify(body)).to.equal(200)
  expect(body.results[0].status, JSON.stringify(body)).to.equal('uploaded')
}

/** A new space holding a generated dossier of the given variant. */
export async function seedDossier(service: TestService, key: string, options: DossierOptions = {}): Promise<SeededDossier> {
  const space = await createSpace(service, key, `Dossier ${options.variant ?? 'valid'}`)
  const {files, truth} = await makeDossier({refDate: TODAY, ...options})
  for (const file of files) await uploadFile(service, key, space, file.name, file.bytes)
  return {count: files.length, space, truth}
}

/** Writes one generated document to a temp file (the missing piece a form asks for). */
export async function documentFile(type: FixtureDocType): Promise<string> {
  const doc = await makeDocument(type, {refDate: TODAY})
  const dir = await mkdtemp(join(tmpdir(), 'svc-missing-'))
  const path = join(dir, doc.name)
  await writeFile(path, doc.bytes)
  return path
}

/**
 * A proxy in front of the service that cuts the response of the first `tools/call` POST to /mcp
 * after its first SSE event (a stream that breaks mid-run), or with `stall` holds it open and
 * silent after that event (a run that seems to take long). Everything else passes through.
 */
export async function startBreakingProxy(target: string, options: {stall?: boolean} = {}): Promise<{url: string; cuts: number; close(): Promise<void>}> {
  const upstream = new URL(target)
  const state = {cuts: 0}
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const cut = state.cuts === 0 && req.method === 'POST' && req.url === '/mcp' && body.includes('"tools/call"')
      if (cut) state.cuts++
      const forward = request(
        {headers: {...req.headers, host: upstream.host}, host: upstream.hostname, method: req.method, path: req.url, port: upstream.port},
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers)
          if (!cut) {
            up.pipe(res)
            return
          }

          let dying = false
          up.on('data', (chunk: Buffer) => {
            if (dying) return
            const event = chunk.includes('notifications/svc/event')
            dying = event
            res.write(chunk, () => {
              // The first event went through: now the connection dies (or goes silent).
              if (event && !options.stall) setTimeout(() => res.destroy(), 20)
            })
          })
        },
      )
      forward.on('error', () => res.destroy())
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    get cuts() {
      return state.cuts
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  }
}
