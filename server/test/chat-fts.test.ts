/**
 * Chat retrieval through the database's full-text index (migration 006: SQLite FTS5, PostgreSQL
 * tsvector): what it finds, what it must never return, and that the index follows the pages.
 */
import {expect} from 'chai'

import type {User} from '../src/auth.js'
import {CANDIDATE_PAGES, searchReadablePassages} from '../src/chat/corpus.js'
import type {Db} from '../src/db/database.js'
import {storeConnector} from '../src/documents/ingest.js'
import {startHarness, type Harness} from './helpers/doc-service.js'

describe('chat: retrieval through the full-text index', () => {
  let h: Harness
  let db: Db
  let alice: User
  let bob: User
  let shared: string
  let bobOnly: string

  /** A document with the given page texts (written as ingestion writes them: rows of document_pages). */
  const documentWith = async (user: User, spaceId: null | string, name: string, pages: string[], status: 'processing' | 'ready' = 'ready') => {
    const {id} = (await storeConnector(h.service.context, {fileInfos: {kind: 'url', url: `https://example.com/${name}`}, fileName: name, spaceId, user})) as unknown as {id: number}
    await db.updateTable('documents').set({doc_status: status}).where('id', '=', id).execute()
    if (pages.length > 0) await db.insertInto('document_pages').values(pages.map((text, index) => ({document_id: id, page: index + 1, text}))).execute()
    return id
  }

  const found = async (user: User, query: string, scope?: null | string) => [...new Set((await searchReadablePassages(db, user.id, query, scope)).map((p) => p.file_name))].sort()

  before(async () => {
    h = await startHarness()
    db = h.service.context.db
    alice = (await h.user('alice@example.com')).user
    bob = (await h.user('bob@example.com')).user
    shared = await h.space(alice, 'Shared', [[bob, 'viewer']])
    bobOnly = await h.space(bob, 'Bob only')
    await documentWith(alice, shared, 'bail.pdf', ['Contrat de bail.', 'Le loyer mensuel est de 950 euros. Échéance le 5 du mois.'])
    await documentWith(alice, null, 'facture.pdf', ['Facture EDF. Montant total à payer : 142,50 euros.'])
    await documentWith(bob, bobOnly, 'secret.pdf', ['Le loyer secret de Bob est de 2000 euros.'])
    await documentWith(alice, shared, 'pending.pdf', ['Un loyer encore en cours de lecture.'], 'processing')
  })

  after(() => h.close())

  it('finds pages across accents, case and plurals, with the page text cut into passages', async () => {
    expect(await found(alice, 'ECHEANCE')).to.deep.equal(['bail.pdf'])
    expect(await found(alice, 'les factures')).to.deep.equal(['facture.pdf'])
    const [passage] = await searchReadablePassages(db, alice.id, 'loyer mensuel')
    expect(passage).to.include({file_name: 'bail.pdf', page: 2, space_id: shared, space_name: 'Shared'})
    expect(passage.passage).to.include('950 euros')
  })

  it('never returns a page the user may not read, nor one of a document still processing', async () => {
    expect(await found(alice, 'loyer')).to.deep.equal(['bail.pdf'])
    expect(await found(bob, 'loyer')).to.deep.equal(['bail.pdf', 'secret.pdf'])
    // Alice's space-less invoice is hers alone.
    expect(await found(bob, 'facture')).to.deep.equal([])
  })

  it('keeps to a scope: one space, or the space-less documents (null)', async () => {
    expect(await found(bob, 'loyer', bobOnly)).to.deep.equal(['secret.pdf'])
    expect(await found(alice, 'euros', null)).to.deep.equal(['facture.pdf'])
  })

  it('finds nothing for stopwords only or an unknown word, and quotes are only text', async () => {
    expect(await found(alice, 'le la les the of')).to.deep.equal([])
    expect(await found(alice, 'zorglub')).to.deep.equal([])
    expect(await found(alice, '"loyer" OR NEAR(x y) * -- \' ;')).to.deep.equal(['bail.pdf'])
  })

  it('follows the pages: rewritten text, deleted documents', async () => {
    const id = await documentWith(alice, null, 'brouillon.pdf', ['Première version : orange.'])
    expect(await found(alice, 'orange')).to.deep.equal(['brouillon.pdf'])
    await db.updateTable('document_pages').set({text: 'Seconde version : citron.'}).where('document_id', '=', id).execute()
    expect(await found(alice, 'orange')).to.deep.equal([])
    expect(await found(alice, 'citron')).to.deep.equal(['brouillon.pdf'])
    await db.deleteFrom('documents').where('id', '=', id).execute()
    expect(await found(alice, 'citron')).to.deep.equal([])
  })

  it(`hands at most ${CANDIDATE_PAGES} pages to the ranking`, async () => {
    const many = await h.user('many@example.com')
    await documentWith(many.user, null, 'long.pdf', Array.from({length: CANDIDATE_PAGES + 10}, (_, i) => `Page ${i}: quittance de loyer.`))
    const passages = await searchReadablePassages(db, many.user.id, 'quittance')
    expect(new Set(passages.map((p) => p.page)).size).to.equal(CANDIDATE_PAGES)
  })

  it('finds the pages a user may read when hundreds of better-ranked matches belong to others (PostgreSQL ranks the best matches first)', async () => {
    const crowd = await h.user('crowd@example.com')
    const reader = await h.user('reader@example.com')
    // 5 x CANDIDATE_PAGES pages that say "tapisserie" three times each, none of them readable by `reader`.
    await documentWith(crowd.user, null, 'crowd.pdf', Array.from({length: 5 * CANDIDATE_PAGES}, (_, i) => `Page ${i} : tapisserie, tapisserie et encore tapisserie.`))
    await documentWith(reader.user, null, 'mine.pdf', ['Une facture de tapisserie parmi beaucoup d’autres mots sur la page.', 'Rien ici.'])
    const passages = await searchReadablePassages(db, reader.user.id, 'tapisserie')
    expect(passages.map((p) => [p.file_name, p.page])).to.deep.equal([['mine.pdf', 1]])
    // And the crowd itself still gets its best pages.
    expect(new Set((await searchReadablePassages(db, crowd.user.id, 'tapisserie')).map((p) => p.page)).size).to.equal(CANDIDATE_PAGES)
  })
})
