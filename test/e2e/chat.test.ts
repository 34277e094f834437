/**
 * End-to-end tests of `svc chat`: the built bin/run.js as a child process against the real
 * service (a child process too), with documents uploaded through the batch-upload route. Covers the
 * four --on-ambiguous modes, piped queries, the TTY default in a pseudo-terminal, --json, exit
 * codes, and SVC_EDGE_URL routing of agent-resume through a second listener.
 */
import {expect} from 'chai'
import {createServer, request, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'

import {runCli, tempHome} from '../helpers/cli.js'
import {waitProcessed} from '../helpers/e2e.js'
import {KEYS, spawnPty} from '../helpers/pty.js'
import {startTestService, type TestService} from '../helpers/service.js'

interface Spaces {
  dupont: string
  martin: string
}

async function api<T>(service: TestService, key: string, method: string, path: string, body?: unknown): Promise<{status: number; body: T}> {
  const res = await fetch(`${service.url}${path}`, {
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {'x-api-key': key, ...(body === undefined ? {} : {'content-type': 'application/json'})},
    method,
  })
  const text = await res.text()
  return {body: (text ? JSON.parse(text) : undefined) as T, status: res.status}
}

/** Uploads text files (stored as one page each) into a space; returns their document ids by name. */
async function upload(service: TestService, key: string, spaceId: string, files: Record<string, string>): Promise<Record<string, number>> {
  const form = new FormData()
  form.set('space_id', spaceId)
  for (const [name, text] of Object.entries(files)) form.append('files', new Blob([text], {type: 'text/plain'}), name)
  const res = await fetch(`${service.url}/api/v2/files/batch-upload`, {body: form, headers: {'x-api-key': key}, method: 'POST'})
  const body = (await res.json()) as {results: {file_name: string; id: number; status: string}[]}
  expect(res.status, JSON.stringify(body)).to.equal(200)
  const ids: Record<string, number> = {}
  for (const r of body.results) {
    expect(r.status, JSON.stringify(r)).to.equal('uploaded')
    ids[r.file_name] = r.id
  }

  // Text extraction is asynchronous: chat searches only what has been read.
  await waitProcessed(service, key, Object.values(ids))
  return ids
}

interface Recorded {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A second HTTP listener standing in for the edge runtime: records each request and proxies it to
 * the real service. `cutAfterBytes` truncates the proxied response (a stream that breaks).
 */
async function startEdge(target: string, options: {cutAfterBytes?: number} = {}): Promise<{url: string; requests: Recorded[]; close(): Promise<void>}> {
  const requests: Recorded[] = []
  const upstream = new URL(target)
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      requests.push({body: body.toString('utf8'), headers: req.headers, method: req.method!, path: req.url!})
      const forward = request({headers: {...req.headers, host: upstream.host}, hostname: upstream.hostname, method: req.method, path: req.url, port: upstream.port}, (up) => {
        res.writeHead(up.statusCode!, up.headers)
        if (options.cutAfterBytes === undefined) {
          up.pipe(res)
          return
        }

        let sent = 0
        up.on('data', (chunk: Buffer) => {
          if (sent >= options.cutAfterBytes!) return
          res.write(chunk.subarray(0, options.cutAfterBytes! - sent))
          sent += chunk.length
          // End the response early, as if the connection dropped mid-stream.
          if (sent >= options.cutAfterBytes!) res.end()
        })
        up.on('end', () => res.end())
      })
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    requests,
    url: `http://127.0.0.1:${port}`,
  }
}

describe('svc chat end to end', function () {
  this.timeout(60_000)
  let service: TestService
  let alice: string
  let spaces: Spaces
  let home: string
  const env = (extra: NodeJS.ProcessEnv = {}) => ({SVC_API_KEY: alice, SVC_URL: service.url, ...extra})

  before(async () => {
    service = await startTestService()
    alice = await service.createKey('alice@example.com')
    home = await tempHome()
    const dupont = await api<{id: string}>(service, alice, 'POST', '/api/v1/spaces', {name: 'Dossier Dupont'})
    const martin = await api<{id: string}>(service, alice, 'POST', '/api/v1/spaces', {name: 'Dossier Martin'})
    spaces = {dupont: dupont.body.id, martin: martin.body.id}
    await upload(service, alice, spaces.dupont, {
      'bail.txt': "Contrat de bail d'habitation. Le loyer mensuel est de 950 euros charges comprises.",
      'facture.txt': 'Facture EDF. Montant total à payer : 142,50 euros. Échéance le 15 mars.',
    })
    await upload(service, alice, spaces.martin, {
      'facture-fevrier.txt': 'Facture Orange du 2 février 2024. Montant total : 41,99 euros.',
      'facture-janvier.txt': 'Facture Orange du 2 janvier 2024. Montant total : 39,99 euros.',
      'report.txt': 'Annual report 2023. Revenue grew by 12 percent to 4.2 million euros.',
    })
  })

  after(async () => {
    await service?.stop()
  })

  it('answers piped queries one per line, each with its sources, exit 0', async () => {
    const {code, stdout, stderr} = await runCli(['chat'], {env: env(), home, input: 'Quel est le loyer mensuel ?\n\nHow much did revenue grow?\n'})
    expect(code, stderr).to.equal(0)
    const [first, second] = stdout.split('\n\n')
    expect(first).to.match(/^D'après vos documents :\n/)
    expect(first).to.include('- Le loyer mensuel est de 950 euros charges comprises. [1]')
    expect(first).to.include('Sources:\n  [1] bail.txt, page 1 (Dossier Dupont)')
    expect(second).to.match(/^From your documents:\n/)
    expect(second).to.include('- Revenue grew by 12 percent to 4.2 million euros. [1]')
    expect(second).to.include('[1] report.txt, page 1 (Dossier Martin)')
    expect(stderr).to.include('> Quel est le loyer mensuel ?').and.include('> How much did revenue grow?')
  })

  it('--json writes one object per answer per line, in the language asked for', async () => {
    const {code, stdout} = await runCli(['chat', '--json', '--language', 'en', '--space', spaces.dupont], {env: env(), home, input: 'loyer mensuel\nfacture montant\n'})
    expect(code).to.equal(0)
    const lines = stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as {query: string; answer: string; sources: {file_name: string; space_id: string}[]; conversation_id: string})
    expect(lines.map((l) => l.query)).to.deep.equal(['loyer mensuel', 'facture montant'])
    expect(lines[0].answer).to.match(/^From your documents:/)
    expect(lines[0].sources[0]).to.include({file_name: 'bail.txt', space_id: spaces.dupont})
    expect(lines[1].sources[0].file_name).to.equal('facture.txt')
    // One session is one conversation.
    expect(lines[1].conversation_id).to.equal(lines[0].conversation_id)
  })

  it('fail (the default without a TTY) exits 1 on the first ambiguous query, with the correlation ID', async () => {
    const {code, stdout, stderr} = await runCli(['chat'], {env: env(), home, input: 'loyer mensuel\nmontant total de la facture\nreport\n'})
    expect(code).to.equal(1)
    expect(stdout).to.include('950 euros')
    expect(stdout).to.not.include('report.txt')
    const match = /Error: The chat is paused: .+ \(correlation_id: (cp_[\w-]+)\)\.\n {2}To answer: svc chat 'montant total de la facture' \(in a terminal\)/.exec(stderr)
    expect(match, stderr).to.not.equal(null)
    // The pause is real: the service still holds the prompt.
    const resumed = await fetch(`${service.url}/api/agent-resume`, {body: JSON.stringify({correlation_id: match![1], response: {value: spaces.martin}}), headers: {'content-type': 'application/json', 'x-api-key': alice}, method: 'POST'})
    expect(resumed.status).to.equal(200)
    expect(await resumed.text()).to.include('event: done')
  })

  it('--on-ambiguous fail with a one-shot query exits 1 too', async () => {
    const {code, stderr} = await runCli(['chat', 'montant total de la facture', '--on-ambiguous', 'fail'], {env: env(), home})
    expect(code).to.equal(1)
    expect(stderr).to.match(/correlation_id: cp_/)
  })

  it('dump prints the chat_prompt payload as JSON on stdout and exits 0', async () => {
    const {code, stdout} = await runCli(['chat', 'résume les factures', '--on-ambiguous', 'dump'], {env: env(), home})
    expect(code).to.equal(0)
    const prompt = JSON.parse(stdout) as {type: string; correlation_id: string; config: {kind: string; options: {value: string; label: string}[]}}
    expect(prompt.type).to.equal('choice')
    expect(prompt.correlation_id).to.match(/^cp_/)
    expect(prompt.config.kind).to.equal('select')
    expect(prompt.config.options.map((o) => o.value)).to.have.members([spaces.dupont, spaces.martin])
  })

  it('pick-first answers every prompt with its first option: confirms, and the document is deleted', async () => {
    const ids = await upload(service, alice, spaces.martin, {'obsolete.txt': 'Ancien devis périmé.'})
    const {code, stdout, stderr} = await runCli(['chat', 'delete obsolete.txt', '--on-ambiguous', 'pick-first'], {env: env(), home})
    expect(code, stderr).to.equal(0)
    expect(stdout).to.equal(`Deleted obsolete.txt (document ${ids['obsolete.txt']}).\n`)
    expect(stderr).to.include(`Delete obsolete.txt (document ${ids['obsolete.txt']}, space Dossier Martin)? This cannot be undone. → Yes, delete it (pick-first)`)
    expect((await api(service, alice, 'GET', `/api/v1/documents/${ids['obsolete.txt']}`)).status).to.equal(404)
  })

  it('pick-first follows two prompts in a row (space, then document)', async () => {
    const {code, stdout, stderr} = await runCli(['chat', 'résume les factures', '--on-ambiguous', 'pick-first', '--json'], {env: env(), home})
    expect(code, stderr).to.equal(0)
    const line = JSON.parse(stdout) as {answer: string; sources: {file_name: string}[]}
    // Martin holds two invoices, so it comes first; then the first of its two documents.
    expect(line.answer).to.match(/^Résumé de facture-fevrier\.txt :\n- Facture Orange du 2 février 2024\. \[1\]/)
    expect(line.sources.map((s) => s.file_name)).to.deep.equal(['facture-fevrier.txt'])
    expect(stderr.match(/\(pick-first\)/g)).to.have.length(2)
  })

  it('routes agent-resume through SVC_EDGE_URL with the key; the chat itself goes to SVC_URL', async () => {
    const edge = await startEdge(service.url)
    try {
      const {code, stdout, stderr} = await runCli(['chat', 'montant total de la facture', '--on-ambiguous', 'pick-first', '--json'], {env: env({SVC_EDGE_URL: edge.url}), home})
      expect(code, stderr).to.equal(0)
      expect(JSON.parse(stdout).sources.length).to.be.greaterThan(0)
      expect(edge.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /api/agent-resume'])
      const [resume] = edge.requests
      expect(resume.headers['x-api-key']).to.equal(alice)
      expect(resume.headers['content-type']).to.match(/^application\/json/)
      const body = JSON.parse(resume.body) as {correlation_id: string; response: {value: string}}
      expect(body.correlation_id).to.match(/^cp_/)
      expect(Object.keys(body.response)).to.deep.equal(['value'])
      expect([spaces.dupont, spaces.martin]).to.include(body.response.value)
    } finally {
      await edge.close()
    }
  })

  it('a resume stream that breaks exits 1, says so, and is not re-sent', async () => {
    const edge = await startEdge(service.url, {cutAfterBytes: 40})
    try {
      const {code, stderr} = await runCli(['chat', 'montant total de la facture', '--on-ambiguous', 'pick-first'], {env: env({SVC_EDGE_URL: edge.url}), home})
      expect(code).to.equal(1)
      expect(stderr).to.include('Error: The chat stream broke: it ended before the done event. The answer is incomplete; it was not re-sent.')
      expect(edge.requests).to.have.length(1)
    } finally {
      await edge.close()
    }
  })

  it('an HTTP error before the stream exits 1 with the service’s detail', async () => {
    const {code, stderr} = await runCli(['chat', 'loyer', '--space', '00000000-0000-4000-8000-000000000000'], {env: env(), home})
    expect(code).to.equal(1)
    expect(stderr).to.include('does not exist or you are not a member of it. (HTTP 404)')
  })

  it('invalid --on-ambiguous, --language or --space values exit 2', async () => {
    for (const args of [['--on-ambiguous', 'never'], ['--language', 'de'], ['--space', '42']]) {
      const {code, stderr} = await runCli(['chat', 'loyer', ...args], {env: env(), home})
      expect(code, args.join(' ')).to.equal(2)
      expect(stderr.trim().split('\n')[0]).to.match(/^Error: /)
    }
  })

  it('on a terminal, defaults to prompt: a picker answered with the arrow keys, then a prompt loop ended by an empty line', async () => {
    const pty = await spawnPty(['chat'], {env: env(), home})
    await pty.expect('Ask')
    pty.write(`montant total de la facture${KEYS.enter}`)
    await pty.expect('Dossier Martin')
    await pty.expect('Dossier Dupont')
    // The options are ordered by relevance; pick whichever is second, and check the answer comes from it.
    const screen = pty.output()
    const second = screen.indexOf('Dossier Martin') > screen.indexOf('Dossier Dupont') ? 'Martin' : 'Dupont'
    pty.write(KEYS.down)
    pty.write(KEYS.enter)
    await pty.expect('Sources:')
    await pty.expect(/Sources:[\s\S]*\? Ask/)
    expect(pty.output()).to.include(`(Dossier ${second})`)
    expect(pty.output()).to.not.include(`(Dossier ${second === 'Martin' ? 'Dupont' : 'Martin'}), document`)
    pty.write(KEYS.enter)
    expect(await pty.exit()).to.equal(0)
  })

  it('on a terminal, a confirmation can be rejected and nothing is deleted; Ctrl-D ends the session', async () => {
    const pty = await spawnPty(['chat', '--language', 'en'], {env: env(), home})
    await pty.expect('Ask')
    pty.write(`delete bail.txt${KEYS.enter}`)
    await pty.expect('No, keep it')
    // The cursor starts on No (issue 11, C8): Enter rejects.
    pty.write(KEYS.enter)
    await pty.expect('Nothing was deleted: bail.txt')
    await pty.expect(/Nothing was deleted[\s\S]*\? Ask/)
    pty.write('\u0004')
    expect(await pty.exit()).to.equal(0)
    const list = await api<{data: {file_name: string}[]}>(service, alice, 'GET', `/api/v1/documents?space=${spaces.dupont}`)
    expect(list.body.data.map((d) => d.file_name)).to.include('bail.txt')
  })

  it('on a terminal, Ctrl-C at the picker interrupts with exit 130 and answers nothing', async () => {
    const pty = await spawnPty(['chat', 'résume les factures'], {env: env(), home})
    await pty.expect('Dossier Martin')
    pty.write(KEYS.ctrlC)
    expect(await pty.exit()).to.equal(130)
    expect(pty.output()).to.not.include('Résumé de')
  })

  it('on a terminal, --on-ambiguous fail still fails (exit 1) instead of showing a picker', async () => {
    const pty = await spawnPty(['chat', 'montant total de la facture', '--on-ambiguous', 'fail'], {env: env(), home})
    expect(await pty.exit()).to.equal(1)
    expect(pty.output()).to.match(/correlation_id: cp_/)
  })
})
