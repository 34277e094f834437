/** End to end: `svc spaces list/create` with the built CLI and the real service. */
import {expect} from 'chai'

import {cliFor, json} from '../helpers/e2e.js'
import {startTestService, type TestService} from '../helpers/service.js'

interface Space {
  id: string
  name: string
  role: string
  document_count: number
  created_at: string
}

describe('e2e: spaces', function () {
  this.timeout(120_000)
  let service: TestService
  let svc: ReturnType<typeof cliFor>

  before(async () => {
    service = await startTestService()
    svc = cliFor(service, await service.createKey('owner@example.com'))
  })

  after(async () => service?.stop())

  it('no spaces yet: a hint on stderr, [] in JSON', async () => {
    const table = await svc(['spaces', 'list'])
    expect(table.code).to.equal(0)
    expect(table.stdout).to.equal('')
    expect(table.stderr).to.include('svc spaces create')
    expect(json<Space[]>(await svc(['spaces', 'list', '-f', 'json']))).to.deep.equal([])
  })

  it('create prints the new space (table by default, JSON with --format json); you are its owner', async () => {
    const table = await svc(['spaces', 'create', 'Dossier ACME 2026'])
    expect(table.code).to.equal(0)
    expect(table.stdout).to.match(/\nname\s+Dossier ACME 2026/).and.match(/\nid\s+[0-9a-f-]{36}/)
    const created = json<Space>(await svc(['spaces', 'create', 'Second', '--format', 'json']))
    expect(created.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(created).to.include({name: 'Second', role: 'owner'})
  })

  it('list shows them with role and document count; the id works as --space', async () => {
    const spaces = json<Space[]>(await svc(['spaces', 'ls', '--format', 'json']))
    expect(spaces.map((s) => s.name).sort()).to.deep.equal(['Dossier ACME 2026', 'Second'])
    expect(spaces.every((s) => s.role === 'owner' && s.document_count === 0)).to.equal(true)
    const table = await svc(['spaces', 'list'])
    expect(table.stdout.split('\n')[0].trim().split(/\s+/)).to.deep.equal(['id', 'name', 'role', 'documents', 'created_at'])
    expect((await svc(['files', 'list', '-s', spaces[0].id, '-f', 'json'])).stdout.trim()).to.equal('[]')
  })

  it('a blank name exits 2 without a request; a name the service refuses exits 1 with its detail', async () => {
    expect((await svc(['spaces', 'create', ' '])).code).to.equal(2)
    const refused = await svc(['spaces', 'create', 'tab\there'])
    expect(refused.code).to.equal(1)
    expect(refused.stderr.trim()).to.equal('Error: name must not contain control characters. (HTTP 400)')
  })
})
