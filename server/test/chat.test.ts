/**
 * Service tests of the chat: the SSE stream, permissions, each prompt kind, agent-resume (happy
 * path and every error), a second prompt after a resume, and a pending prompt across a restart.
 * The service runs in-process on a free port; documents are inserted as the upload path stores
 * them (a `documents` row and its `document_pages`).
 */
import {expect} from 'chai'
import {randomUUID} from 'node:crypto'
import {existsSync} from 'node:fs'
import {mkdtemp, rm, writeFile, mkdir} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {startService, type RunningService} from '../src/app.js'
import {createApiKey, ensureUser} from '../src/auth.js'
import type {Db} from '../src/db/database.js'
import {sqlAll, sqlGet, sqlRun} from './helpers/sql.js'
import {testDatabase} from './helpers/database.js'

export interface SseEvent {
  event: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test payloads are read field by field
  data: any
}

/** Parses a complete SSE body into events (data JSON-decoded). */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = []
  for (const block of text.split(/\n\n+/)) {
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim()
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
    }

    if (data.length > 0) events.push({data: JSON.parse(data.join('\n')), event})
  }

  return events
}

interface Fixture {
  alice: string
  bob: string
  carol: string
  dupont: string
  martin: string
  secret: string
  docs: Record<string, number>
}

async function addSpace(db: Db, name: string, members: [string, 'editor' | 'owner' | 'viewer'][]): Promise<string> {
  const id = randomUUID()
  await sqlRun(db, 'INSERT INTO spaces (id, name, root_folder_id, created_by, created_at) VALUES (?, ?, ?, ?, ?)', id, name, randomUUID(), members[0][0], new Date().toISOString())
  for (const [userId, role] of members) await sqlRun(db, 'INSERT INTO space_members (space_id, user_id, role) VALUES (?, ?, ?)', id, userId, role)
  return id
}

async function addDocument(db: Db, ownerId: string, spaceId: null | string, fileName: string, pages: string[], storagePath: null | string = null): Promise<number> {
  const [{id}] = await sqlAll<{id: number}>(
    db,
    `INSERT INTO documents (file_name, mime_type, size, doc_type, doc_status, num_pages, space_id, folder_id, owner_id, storage_path, search_enabled, created_at)
       VALUES (?, 'application/pdf', ?, 'document', 'ready', ?, ?, ?, ?, ?, 1, ?) RETURNING id`,
    fileName,
    pages.join('').length,
    pages.length,
    spaceId,
    randomUUID(),
    ownerId,
    storagePath,
    new Date().toISOString(),
  )
  for (const [i, text] of pages.entries()) await sqlRun(db, 'INSERT INTO document_pages (document_id, page, text) VALUES (?, ?, ?)', id, i + 1, text)
  return id
}

/**
 * Alice owns spaces Dupont (Bob is a viewer there) and Martin, plus a personal note; Carol owns a
 * Secret space that Alice and Bob cannot read.
 */
export async function seedChat(db: Db): Promise<Fixture & {keys: {alice: string; bob: string; carol: string}}> {
  const alice = (await ensureUser(db, 'alice@example.com')).id
  const bob = (await ensureUser(db, 'bob@example.com')).id
  const carol = (await ensureUser(db, 'carol@example.com')).id
  const dupont = await addSpace(db, 'Dossier Dupont', [[alice, 'owner'], [bob, 'viewer']])
  const martin = await addSpace(db, 'Dossier Martin', [[alice, 'owner']])
  const secret = await addSpace(db, 'Secret', [[carol, 'owner']])
  const docs = {
    bail: await addDocument(db, alice, dupont, 'contrat-bail.pdf', [
      "Contrat de bail d'habitation. Le loyer mensuel est de 950 euros charges comprises. Le bail prend effet le 1er avril 2023.",
      'Le dépôt de garantie s’élève à 950 euros. Le locataire doit souscrire une assurance habitation.',
    ]),
    factureDupont: await addDocument(db, alice, dupont, 'facture.pdf', ['Facture EDF n° 2024-118. Montant total à payer : 142,50 euros. Échéance le 15 mars 2024.']),
    factureFevrier: await addDocument(db, alice, martin, 'facture-fevrier.pdf', ['Facture Orange du 2 février 2024. Montant total : 41,99 euros. Abonnement fibre et mobile.']),
    factureJanvier: await addDocument(db, alice, martin, 'facture-janvier.pdf', ['Facture Orange du 2 janvier 2024. Montant total : 39,99 euros. Abonnement fibre.']),
    notes: await addDocument(db, alice, null, 'notes.txt', ['Penser à renouveler le passeport avant juin.']),
    report: await addDocument(db, alice, martin, 'report.pdf', ['Annual report 2023. Revenue grew by 12 percent to 4.2 million euros. The company hired 8 new employees.']),
    secret: await addDocument(db, carol, secret, 'secret.pdf', ['Le loyer secret du coffre est de 950 euros. Code du coffre : 4242.']),
  }
  const keys = {alice: await createApiKey(db, alice), bob: await createApiKey(db, bob), carol: await createApiKey(db, carol)}
  return {alice, bob, carol, docs, dupont, keys, martin, secret}
}

describe('chat service', function () {
  this.timeout(20_000)
  let dataDir: string
  let service: RunningService
  let fx: Awaited<ReturnType<typeof seedChat>>

  const post = async (path: string, key: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {'content-type': 'application/json', ...(key ? {'x-api-key': key} : {}), ...headers},
      method: 'POST',
    })

  /** POSTs and reads the whole SSE stream; asserts a 200 text/event-stream. */
  const stream = async (path: string, key: string, body: unknown): Promise<SseEvent[]> => {
    const res = await post(path, key, body)
    const text = await res.text()
    expect(res.status, text).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/event-stream/)
    return parseSse(text)
  }

  const chat = (key: string, body: Record<string, unknown>) => stream('/api/v1/chat', key, body)
  const resume = (key: string, correlationId: string, value: string) => stream('/api/agent-resume', key, {correlation_id: correlationId, response: {value}})
  const promptOf = (events: SseEvent[]) => {
    expect(events.map((e) => e.event)).to.deep.equal(['chat_prompt'])
    return events[0].data
  }

  const done = (events: SseEvent[]) => {
    const names = events.map((e) => e.event)
    expect(names.at(-1)).to.equal('done')
    expect(names.at(-2)).to.equal('sources')
    expect(names.slice(0, -2).every((n) => n === 'message')).to.equal(true)
    const final = events.at(-1)!.data
    // The deltas add up to the final answer, and the sources event agrees with done.
    expect(events.filter((e) => e.event === 'message').map((e) => e.data.delta).join('')).to.equal(final.answer)
    expect(events.at(-2)!.data.sources).to.deep.equal(final.sources)
    return final as {answer: string; conversation_id: string; sources: {document_id: number; file_name: string; space_id: null | string; page: number; passage: string; score: number}[]}
  }

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-chat-'))
    service = await startService({dataDir, database: await testDatabase(dataDir), port: 0})
    fx = await seedChat(service.context.db)
  })

  after(async () => {
    await service.close()
    await rm(dataDir, {force: true, recursive: true})
  })

  describe('POST /api/v1/chat', () => {
    it('streams an extractive answer with citations, its sources and done', async () => {
      const events = await chat(fx.keys.alice, {language: 'fr', query: 'Quel est le loyer mensuel ?', space_id: fx.dupont})
      expect(events.filter((e) => e.event === 'message').length).to.be.greaterThan(2)
      const result = done(events)
      expect(result.answer).to.match(/^D'après vos documents :\n- Le loyer mensuel est de 950 euros charges comprises\. \[1\]/)
      expect(result.sources[0]).to.include({document_id: fx.docs.bail, file_name: 'contrat-bail.pdf', page: 1, space_id: fx.dupont})
      expect(result.sources[0].passage).to.include('950 euros')
      expect(result.conversation_id).to.be.a('string')
    })

    it('answers in the language asked for, else in the language of the query', async () => {
      const en = done(await chat(fx.keys.alice, {query: 'How much did revenue grow?', space_id: fx.martin}))
      expect(en.answer).to.match(/^From your documents:\n- Revenue grew by 12 percent to 4\.2 million euros\. \[1\]/)
      expect(en.sources[0].file_name).to.equal('report.pdf')
      const forced = done(await chat(fx.keys.alice, {language: 'fr', query: 'How much did revenue grow?', space_id: fx.martin}))
      expect(forced.answer).to.match(/^D'après vos documents :/)
      const nothing = done(await chat(fx.keys.alice, {language: 'en', query: 'zorglub', space_id: fx.martin}))
      expect(nothing).to.include({answer: 'I found nothing about this in the documents you can read.'})
      expect(nothing.sources).to.deep.equal([])
    })

    it('continues a conversation and refuses another user’s conversation', async () => {
      const first = done(await chat(fx.keys.alice, {query: 'passeport'}))
      const second = done(await chat(fx.keys.alice, {conversation_id: first.conversation_id, query: 'renouveler'}))
      expect(second.conversation_id).to.equal(first.conversation_id)
      const rows = await sqlAll(service.context.db, 'SELECT role, content FROM chat_messages WHERE conversation_id = ? ORDER BY id', first.conversation_id) as {role: string; content: string}[]
      expect(rows.map((r) => r.role)).to.deep.equal(['user', 'assistant', 'user', 'assistant'])
      expect(rows[0].content).to.equal('passeport')
      const res = await post('/api/v1/chat', fx.keys.bob, {conversation_id: first.conversation_id, query: 'loyer'})
      expect(res.status).to.equal(404)
      expect(await res.json()).to.include({code: 'conversation_not_found'})
    })

    it('never shows a document the caller may not read', async () => {
      // Only Carol's Secret space holds "coffre" and "4242".
      const alice = done(await chat(fx.keys.alice, {language: 'fr', query: 'code du coffre 4242'}))
      expect(alice.sources).to.deep.equal([])
      expect(alice.answer).to.not.include('4242')
      const carol = done(await chat(fx.keys.carol, {query: 'code du coffre 4242'}))
      expect(carol.sources.map((s) => s.file_name)).to.deep.equal(['secret.pdf'])
      // Bob is a viewer in Dupont only: no Martin, personal or Secret document, and no space prompt.
      const bob = await chat(fx.keys.bob, {query: 'loyer facture montant total euros abonnement passeport coffre'})
      const result = done(bob)
      for (const source of result.sources) expect(source.space_id).to.equal(fx.dupont)
      expect(JSON.stringify(bob)).to.not.match(/secret\.pdf|4242|Orange|passeport/)
    })

    it('rejects client mistakes with 4xx problems before streaming', async () => {
      const cases: [unknown, number, string][] = [
        [{query: ''}, 400, 'invalid_query'],
        [{query: 42}, 400, 'invalid_query'],
        [{query: 'x'.repeat(4001)}, 400, 'invalid_query'],
        [{query: 'loyer', space_id: 'not-a-uuid'}, 400, 'invalid_uuid'],
        [{query: 'loyer', space_id: randomUUID()}, 404, 'space_not_found'],
        [{query: 'loyer', space_id: ''}, 400, 'invalid_uuid'],
        [{language: 'de', query: 'loyer'}, 400, 'invalid_language'],
        [{conversation_id: 7, query: 'loyer'}, 400, 'invalid_conversation_id'],
        [[1, 2], 400, 'invalid_body'],
        ['{"query": ', 400, 'invalid_body'],
      ]
      for (const [body, status, code] of cases) {
        const res = await post('/api/v1/chat', fx.keys.alice, body)
        expect(res.status, JSON.stringify(body)).to.equal(status)
        expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
        expect(await res.json()).to.include({code, status})
      }

      // A member of no such space: Carol's space is reported like a missing one.
      expect((await post('/api/v1/chat', fx.keys.alice, {query: 'loyer', space_id: fx.secret})).status).to.equal(404)
      expect((await post('/api/v1/chat', fx.keys.alice, {query: 'loyer'}, {'content-type': 'text/plain'})).status).to.equal(415)
      expect((await post('/api/v1/chat', undefined, {query: 'loyer'})).status).to.equal(401)
      expect((await post('/api/v1/chat', 'sk_live_nope', {query: 'loyer'})).status).to.equal(401)
      expect((await fetch(`${service.url}/api/v1/chat`, {headers: {'x-api-key': fx.keys.alice}})).status).to.equal(405)
    })
  })

  describe('prompts and POST /api/agent-resume', () => {
    it('asks which space when the best results span several spaces, then answers within it', async () => {
      const prompt = promptOf(await chat(fx.keys.alice, {language: 'fr', query: 'montant total de la facture'}))
      expect(prompt).to.include({type: 'choice'})
      expect(prompt.correlation_id).to.be.a('string').and.match(/^cp_/)
      expect(prompt.config.kind).to.equal('select')
      expect(prompt.message).to.include('plusieurs espaces')
      const values = prompt.config.options.map((o: {value: string}) => o.value)
      expect(values).to.have.members([fx.dupont, fx.martin])
      expect(prompt.config.options.map((o: {label: string}) => o.label)).to.have.members(['Dossier Dupont', 'Dossier Martin'])
      const result = done(await resume(fx.keys.alice, prompt.correlation_id, fx.martin))
      expect(result.conversation_id).to.equal(prompt.conversation_id)
      expect(result.sources.length).to.be.greaterThan(0)
      for (const source of result.sources) expect(source.space_id).to.equal(fx.martin)
      expect(result.answer).to.include('Orange')
    })

    it('offers the space-less documents as "personal" when they compete', async () => {
      const personal = await addDocument(service.context.db, fx.alice, null, 'passeport-scan.txt', ['Passeport valable dix ans, renouvellement en mairie.'])
      const dupontDoc = await addDocument(service.context.db, fx.alice, fx.dupont, 'passeport-note.txt', ['Le passeport du locataire a été vérifié en mairie.'])
      try {
        const prompt = promptOf(await chat(fx.keys.alice, {language: 'en', query: 'passeport mairie'}))
        const personalOption = prompt.config.options.find((o: {value: string}) => o.value === 'personal')
        expect(personalOption).to.include({label: 'My documents (no space)'})
        const result = done(await resume(fx.keys.alice, prompt.correlation_id, 'personal'))
        expect(result.sources.map((s) => s.space_id)).to.satisfy((ids: unknown[]) => ids.length > 0 && ids.every((id) => id === null))
      } finally {
        await sqlRun(service.context.db, 'DELETE FROM documents WHERE id IN (?, ?)', personal, dupontDoc)
      }
    })

    it('asks which space, then (a second prompt after the resume) which document, then summarises it', async () => {
      const first = promptOf(await chat(fx.keys.alice, {query: 'résume les factures'}))
      expect(first.config.options.map((o: {value: string}) => o.value)).to.have.members([fx.dupont, fx.martin])
      const martinOption = first.config.options.find((o: {value: string}) => o.value === fx.martin)
      expect(martinOption.description).to.equal('2 documents correspondants')
      const second = promptOf(await resume(fx.keys.alice, first.correlation_id, fx.martin))
      expect(second.correlation_id).to.not.equal(first.correlation_id)
      expect(second.config.kind).to.equal('select')
      expect(second.message).to.equal('Plusieurs documents correspondent à « factures ». Lequel ?')
      expect(second.config.options.map((o: {label: string}) => o.label)).to.deep.equal(['facture-fevrier.pdf', 'facture-janvier.pdf'])
      expect(second.config.options.map((o: {value: string}) => o.value)).to.deep.equal([String(fx.docs.factureFevrier), String(fx.docs.factureJanvier)])
      const result = done(await resume(fx.keys.alice, second.correlation_id, String(fx.docs.factureJanvier)))
      expect(result.answer).to.match(/^Résumé de facture-janvier\.pdf :\n- Facture Orange du 2 janvier 2024\. \[1\]/)
      expect(result.sources.every((s) => s.document_id === fx.docs.factureJanvier)).to.equal(true)
      // The first prompt was used up by the first resume.
      expect((await post('/api/agent-resume', fx.keys.alice, {correlation_id: first.correlation_id, response: {value: fx.martin}})).status).to.equal(409)
    })

    it('summarises a uniquely named document without a prompt', async () => {
      const result = done(await chat(fx.keys.alice, {query: 'summarise report.pdf'}))
      expect(result.answer.split('\n')[0]).to.equal('Summary of report.pdf:')
      expect(result.sources[0]).to.include({document_id: fx.docs.report, page: 1})
      const none = done(await chat(fx.keys.alice, {query: 'summarise budget.xlsx'}))
      expect(none.answer).to.equal('No document named "budget.xlsx" among the documents you can read.')
    })

    it('confirms before deleting, and a reject deletes nothing', async () => {
      const prompt = promptOf(await chat(fx.keys.alice, {query: 'supprime contrat-bail.pdf'}))
      expect(prompt.config.kind).to.equal('confirm')
      expect(prompt.config.options.map((o: {value: string}) => o.value)).to.deep.equal(['approve', 'reject'])
      expect(prompt.message).to.equal(`Supprimer contrat-bail.pdf (document ${fx.docs.bail}, espace Dossier Dupont) ? Cette action est irréversible.`)
      const result = done(await resume(fx.keys.alice, prompt.correlation_id, 'reject'))
      expect(result.answer).to.equal(`Rien n'a été supprimé : contrat-bail.pdf (document ${fx.docs.bail}) est conservé.`)
      expect(await sqlGet(service.context.db, 'SELECT id FROM documents WHERE id = ?', fx.docs.bail)).to.not.equal(undefined)
    })

    it('deletes the document (row, pages and stored file) after an approval and says so', async () => {
      const file = join(dataDir, 'files', 'to-delete.pdf')
      await mkdir(join(dataDir, 'files'), {recursive: true})
      await writeFile(file, '%PDF-1.4 fake')
      const id = await addDocument(service.context.db, fx.alice, fx.martin, 'obsolete.pdf', ['Ancien devis périmé.'], 'files/to-delete.pdf')
      const prompt = promptOf(await chat(fx.keys.alice, {query: 'delete obsolete.pdf'}))
      expect(prompt.message).to.equal(`Delete obsolete.pdf (document ${id}, space Dossier Martin)? This cannot be undone.`)
      expect(prompt.config.options[0]).to.deep.equal({label: 'Yes, delete it', value: 'approve'})
      const result = done(await resume(fx.keys.alice, prompt.correlation_id, 'approve'))
      expect(result.answer).to.equal(`Deleted obsolete.pdf (document ${id}).`)
      expect(await sqlGet(service.context.db, 'SELECT id FROM documents WHERE id = ?', id)).to.equal(undefined)
      expect(await sqlGet(service.context.db, 'SELECT count(*) AS n FROM document_pages WHERE document_id = ?', id)).to.deep.equal({n: 0})
      expect(existsSync(file)).to.equal(false)
    })

    it('asks which document to delete when several match, then confirms (two prompts)', async () => {
      const a = await addDocument(service.context.db, fx.alice, fx.martin, 'devis-a.pdf', ['Devis A.'])
      const b = await addDocument(service.context.db, fx.alice, fx.martin, 'devis-b.pdf', ['Devis B.'])
      const which = promptOf(await chat(fx.keys.alice, {query: 'delete devis', space_id: fx.martin}))
      expect(which.config.options.map((o: {value: string}) => o.value)).to.deep.equal([String(a), String(b)])
      const confirm = promptOf(await resume(fx.keys.alice, which.correlation_id, String(b)))
      expect(confirm.config.kind).to.equal('confirm')
      expect(done(await resume(fx.keys.alice, confirm.correlation_id, 'approve')).answer).to.equal(`Deleted devis-b.pdf (document ${b}).`)
      expect(await sqlAll(service.context.db, 'SELECT id FROM documents WHERE id IN (?, ?)', a, b)).to.deep.equal([{id: a}])
    })

    it('does not offer to delete a document the caller may not delete', async () => {
      // Bob is a viewer in Dupont: he can read facture.pdf but not delete it.
      const events = await chat(fx.keys.bob, {language: 'en', query: 'delete facture.pdf'})
      expect(events.map((e) => e.event)).to.not.include('chat_prompt')
      expect(done(events).answer).to.equal(`You may not delete facture.pdf (document ${fx.docs.factureDupont}); nothing was deleted.`)
      expect(await sqlGet(service.context.db, 'SELECT id FROM documents WHERE id = ?', fx.docs.factureDupont)).to.deep.equal({id: fx.docs.factureDupont})
      // And the secret document is "not found" for Alice, not "forbidden".
      expect(done(await chat(fx.keys.alice, {language: 'en', query: 'delete secret.pdf'})).answer).to.equal('No document named "secret.pdf" among the documents you can read.')
    })

    it('re-checks at approval time: a document deleted meanwhile is reported, not an error', async () => {
      const id = await addDocument(service.context.db, fx.alice, fx.martin, 'ephemere.pdf', ['Texte.'])
      const prompt = promptOf(await chat(fx.keys.alice, {language: 'en', query: 'delete ephemere.pdf'}))
      await sqlRun(service.context.db, 'DELETE FROM documents WHERE id = ?', id)
      expect(done(await resume(fx.keys.alice, prompt.correlation_id, 'approve')).answer).to.equal(`ephemere.pdf (document ${id}) no longer exists or is no longer visible to you.`)
    })

    it('answers each agent-resume mistake with the right 4xx problem', async () => {
      const fresh = async () => promptOf(await chat(fx.keys.alice, {query: 'supprime notes.txt'})).correlation_id as string
      const problem = async (body: unknown, key: string | undefined = fx.keys.alice, headers: Record<string, string> = {}) => {
        const res = await post('/api/agent-resume', key, body, headers)
        expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
        return {body: (await res.json()) as Record<string, unknown>, status: res.status}
      }

      expect(await problem({correlation_id: 'cp_unknown', response: {value: 'approve'}})).to.deep.include({status: 404})
      const id = await fresh()
      // Another user's prompt looks unknown.
      const other = await problem({correlation_id: id, response: {value: 'approve'}}, fx.keys.bob)
      expect(other.status).to.equal(404)
      expect(other.body.code).to.equal('prompt_not_found')
      // A value that is not an option: 400 naming the allowed values; the prompt stays usable.
      const bad = await problem({correlation_id: id, response: {value: 'maybe'}})
      expect(bad.status).to.equal(400)
      expect(bad.body.code).to.equal('invalid_response_value')
      expect(bad.body.detail).to.include('approve, reject')
      expect(bad.body.allowed_values).to.deep.equal(['approve', 'reject'])
      // Malformed bodies.
      expect((await problem({correlation_id: id})).status).to.equal(400)
      expect((await problem({correlation_id: id, response: {value: 1}})).status).to.equal(400)
      expect((await problem({correlation_id: id, response: 'approve'})).status).to.equal(400)
      expect((await problem({response: {value: 'reject'}})).body.code).to.equal('invalid_correlation_id')
      expect((await problem('not json')).status).to.equal(400)
      expect((await problem({correlation_id: id, response: {value: 'reject'}}, fx.keys.alice, {'content-type': 'text/plain'})).status).to.equal(415)
      expect((await problem({correlation_id: id, response: {value: 'reject'}}, '')).status).to.equal(401)
      // Answered once: the second answer is a conflict.
      done(await resume(fx.keys.alice, id, 'reject'))
      const again = await problem({correlation_id: id, response: {value: 'reject'}})
      expect(again.status).to.equal(409)
      expect(again.body.code).to.equal('prompt_already_answered')
      // Expired.
      const old = await fresh()
      await sqlRun(service.context.db, 'UPDATE chat_prompts SET expires_at = ? WHERE correlation_id = ?', new Date(Date.now() - 1000).toISOString(), old)
      const gone = await problem({correlation_id: old, response: {value: 'reject'}})
      expect(gone.status).to.equal(410)
      expect(gone.body.code).to.equal('prompt_expired')
    })

    it('lets only one of two concurrent resumes of the same prompt continue', async () => {
      const id = promptOf(await chat(fx.keys.alice, {query: 'supprime notes.txt'})).correlation_id
      const responses = await Promise.all([0, 1, 2].map(() => post('/api/agent-resume', fx.keys.alice, {correlation_id: id, response: {value: 'reject'}})))
      expect(responses.map((r) => r.status).sort()).to.deep.equal([200, 409, 409])
      await Promise.all(responses.map((r) => r.text()))
    })
  })

  it('turns a failure after the stream started into an error event followed by done', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-chat-broken-'))
    const broken = await startService({dataDir: dir, database: await testDatabase(dir), port: 0})
    try {
      const {keys} = await seedChat(broken.context.db)
      await sqlRun(broken.context.db, 'DROP TABLE document_pages')
      const res = await fetch(`${broken.url}/api/v1/chat`, {body: JSON.stringify({language: 'en', query: 'loyer'}), headers: {'content-type': 'application/json', 'x-api-key': keys.alice}, method: 'POST'})
      expect(res.status).to.equal(200)
      const events = parseSse(await res.text())
      expect(events.map((e) => e.event)).to.deep.equal(['error', 'done'])
      expect(events[0].data).to.deep.equal({code: 'internal_error', message: 'The service failed while answering; try again.'})
    } finally {
      await broken.close()
      await rm(dir, {force: true, recursive: true})
    }
  })

  it('keeps a pending prompt across a restart of the service', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-chat-restart-'))
    let first: RunningService | undefined = await startService({dataDir: dir, database: await testDatabase(dir), port: 0})
    let second: RunningService | undefined
    try {
      const {keys, martin} = await seedChat(first.context.db)
      const res = await fetch(`${first.url}/api/v1/chat`, {body: JSON.stringify({query: 'résume les factures'}), headers: {'content-type': 'application/json', 'x-api-key': keys.alice}, method: 'POST'})
      const prompt = parseSse(await res.text())[0].data
      expect(prompt.correlation_id).to.be.a('string')
      await first.close()
      first = undefined
      second = await startService({dataDir: dir, database: await testDatabase(dir), port: 0})
      const resumed = await fetch(`${second.url}/api/agent-resume`, {
        body: JSON.stringify({correlation_id: prompt.correlation_id, response: {value: martin}}),
        headers: {'content-type': 'application/json', 'x-api-key': keys.alice},
        method: 'POST',
      })
      expect(resumed.status).to.equal(200)
      const events = parseSse(await resumed.text())
      // Martin holds two invoices: the pipeline continued where it paused and asks the next question.
      expect(events.map((e) => e.event)).to.deep.equal(['chat_prompt'])
      expect(events[0].data.config.options.map((o: {label: string}) => o.label)).to.deep.equal(['facture-fevrier.pdf', 'facture-janvier.pdf'])
    } finally {
      await first?.close()
      await second?.close()
      await rm(dir, {force: true, recursive: true})
    }
  })
})
