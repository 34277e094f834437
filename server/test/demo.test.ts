import {expect} from 'chai'
import {execFile} from 'node:child_process'
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {startService, type RunningService} from '../src/app.js'
import {seedDemo} from '../src/demo.js'
import {sqlGet} from './helpers/sql.js'
import {testDatabase} from './helpers/database.js'

describe('server: demo seed (svc-server demo)', () => {
  let dataDir: string
  let service: RunningService | undefined

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-demo-'))
  })

  afterEach(async () => {
    await service?.close()
    service = undefined
    await rm(dataDir, {force: true, recursive: true})
  })

  it('seeds a user, a key, a space with indexed PDFs and a connector; a second run adds only a key', async () => {
    const first = await seedDemo(dataDir, await testDatabase(dataDir))
    const second = await seedDemo(dataDir, await testDatabase(dataDir))
    for (const result of [first, second]) {
      expect(result).to.include({email: 'demo@svc.local', password: 'demo-password', url_hint: 'http://127.0.0.1:8787'})
      expect(result.api_key).to.match(/^demo_live_/)
    }

    expect(second.space_id).to.equal(first.space_id)
    expect(second.api_key).not.to.equal(first.api_key)

    service = await startService({dataDir, database: await testDatabase(dataDir), port: 0})
    for (const key of [first.api_key, second.api_key] as string[]) {
      const res = await fetch(`${service.url}/api/v1/documents?space=${first.space_id}`, {headers: {'x-api-key': key}})
      expect(res.status).to.equal(200)
      const {data} = (await res.json()) as {data: {id: number; doc_type: string; doc_status: string; num_pages: null | number; mime_type: string}[]}
      const pdfs = data.filter((d) => d.doc_type === 'document')
      expect(pdfs).to.have.length(3)
      expect(pdfs.every((d) => d.doc_status === 'ready' && d.mime_type === 'application/pdf' && (d.num_pages ?? 0) >= 1)).to.equal(true)
      const connectors = data.filter((d) => d.doc_type === 'connector')
      expect(connectors).to.have.length(1)
      const detail = (await (await fetch(`${service.url}/api/v1/documents/${connectors[0].id}`, {headers: {'x-api-key': key}})).json()) as {file_infos: unknown}
      expect(detail.file_infos).to.deep.equal({kind: 'url', url: 'https://example.com/'})
    }

    // Only the documents space: other demo parts may seed more spaces.
    const pages = await sqlGet(service.context.db, 'SELECT count(*) AS n FROM document_pages p JOIN documents d ON d.id = p.document_id WHERE d.space_id = ?', first.space_id as string) as {n: number}
    expect(pages.n).to.equal(6)
    const login = await fetch(`${service.url}/api/auth/login`, {
      body: JSON.stringify({email: first.email, password: first.password}),
      headers: {'content-type': 'application/json'},
      method: 'POST',
    })
    expect(login.status).to.equal(200)
  })

  it('prints the seed as JSON from the svc-server bin', async () => {
    const bin = join(import.meta.dirname, '..', 'bin', 'svc-server.js')
    const {stdout} = await promisify(execFile)(process.execPath, [bin, 'demo', '--data-dir', dataDir])
    const printed = JSON.parse(stdout) as Record<string, string>
    expect(Object.keys(printed)).to.include.members(['api_key', 'space_id', 'email', 'password', 'url_hint'])
    expect(stdout).to.include(printed.api_key)
  })
})
