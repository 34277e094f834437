/** Unit tests of the chat's text handling, BM25 retrieval, intent parsing and extractive answers. */
import {expect} from 'chai'

import {chunks, extractiveAnswer, extractiveSummary} from '../src/chat/answer.js'
import {Bm25Index} from '../src/chat/bm25.js'
import {matchDocuments, type Passage, type ReadableDocument} from '../src/chat/corpus.js'
import {applyResponse, parseIntent, type PipelineState} from '../src/chat/pipeline.js'
import {detectLanguage, fold, passages, sentences, tokenize} from '../src/chat/text.js'

const passage = (document_id: number, file_name: string, text: string, page = 1, space_id: null | string = 's1'): Passage => ({
  document_id,
  file_name,
  page,
  passage: text,
  space_id,
  space_name: space_id ? `Space ${space_id}` : null,
})

describe('chat text handling', () => {
  it('folds accents and ligatures and lower-cases', () => {
    expect(fold('Échéance Œuvre ÇA')).to.equal('echeance oeuvre ca')
  })

  it('tokenises French and English without stopwords, with light plural stemming', () => {
    expect(tokenize("Le montant de l'échéance des factures")).to.deep.equal(['montant', 'echeance', 'facture'])
    expect(tokenize('What is the total of the invoices?')).to.deep.equal(['total', 'invoice'])
    expect(tokenize('Code 4242 du coffre')).to.deep.equal(['code', '4242', 'coffre'])
  })

  it('splits sentences and cuts pages into passages of about 400 characters on sentence boundaries', () => {
    expect(sentences('Un. Deux ! Trois ?\nQuatre')).to.deep.equal(['Un.', 'Deux !', 'Trois ?', 'Quatre'])
    // A hard-wrapped line (the next line starts in lower case) continues the sentence.
    expect(sentences('Le loyer est de 950\neuros par mois.\nDécisions\n1. Payer.')).to.deep.equal(['Le loyer est de 950 euros par mois.', 'Décisions', '1. Payer.'])
    const page = Array.from({length: 30}, (_, i) => `Phrase numéro ${i} avec quelques mots de remplissage.`).join(' ')
    const parts = passages(page)
    expect(parts.length).to.be.greaterThan(3)
    for (const part of parts) {
      expect(part.length).to.be.at.most(400)
      expect(part).to.match(/\.$/)
    }

    expect(parts.join(' ')).to.equal(page)
    // Headings and table lines (no end punctuation) stay separate units, so answers quote them alone.
    const invoice = passages('INVOICE 42\nWebsite: 2 400 EUR\nTotal due: 2 880 EUR, payable within 30 days.\nThank you.')
    expect(invoice).to.deep.equal(['INVOICE 42\nWebsite: 2 400 EUR\nTotal due: 2 880 EUR, payable within 30 days. Thank you.'])
    expect(sentences(invoice[0])).to.deep.equal(['INVOICE 42', 'Website: 2 400 EUR', 'Total due: 2 880 EUR, payable within 30 days.', 'Thank you.'])
    // A sentence longer than a passage is cut on words.
    const long = passages(`${'mot '.repeat(300)}fin.`)
    expect(long.every((p) => p.length <= 400)).to.equal(true)
  })

  it('detects the language of a query, French by default', () => {
    expect(detectLanguage('What is the monthly rent?')).to.equal('en')
    expect(detectLanguage('Quel est le loyer mensuel ?')).to.equal('fr')
    expect(detectLanguage('summarise report.pdf')).to.equal('en')
    expect(detectLanguage('loyer')).to.equal('fr')
  })
})

describe('chat BM25 retrieval', () => {
  const corpus = [
    passage(1, 'facture.pdf', 'Facture EDF. Montant total à payer : 142,50 euros. Échéance le 15 mars 2024.'),
    passage(2, 'bail.pdf', 'Contrat de bail. Le loyer mensuel est de 950 euros charges comprises.'),
    passage(2, 'bail.pdf', 'Le dépôt de garantie est de 950 euros. Le locataire assure le logement.', 2),
    passage(3, 'report.pdf', 'Annual report. Revenue grew by 12 percent. The company hired new employees.'),
  ]
  const index = new Bm25Index(corpus, (p) => p.passage)

  it('ranks the passage that holds the rare query terms first', () => {
    const hits = index.search('Quel est le loyer mensuel ?')
    expect(hits[0].item.document_id).to.equal(2)
    expect(hits[0].item.page).to.equal(1)
    expect(hits.map((h) => h.item.document_id)).to.not.include(1)
  })

  it('matches across accents and plurals', () => {
    expect(index.search('echeance des factures')[0].item.file_name).to.equal('facture.pdf')
    expect(index.search('EMPLOYEE')[0].item.file_name).to.equal('report.pdf')
  })

  it('returns nothing for stopwords only or unknown terms', () => {
    expect(index.search('le la les the of')).to.deep.equal([])
    expect(index.search('zorglub')).to.deep.equal([])
  })

  it('weights rare terms above common ones (idf)', () => {
    expect(index.idf('loyer')).to.be.greaterThan(index.idf('euro'))
  })
})

describe('chat extractive answers', () => {
  const corpus = [
    passage(2, 'bail.pdf', 'Contrat de bail. Le loyer mensuel est de 950 euros charges comprises. Signé à Paris.'),
    passage(1, 'facture.pdf', 'Facture EDF. Montant total à payer : 142,50 euros.'),
  ]
  const index = new Bm25Index(corpus, (p) => p.passage)

  it('quotes the best sentences with citations that point into the sources, in French', () => {
    const hits = index.search('loyer mensuel')
    const {answer, sources} = extractiveAnswer('loyer mensuel', hits, (t) => index.idf(t), 'fr')
    expect(answer.split('\n')[0]).to.equal("D'après vos documents :")
    expect(answer).to.include('- Le loyer mensuel est de 950 euros charges comprises. [1]')
    expect(answer).to.not.include('Signé à Paris')
    expect(sources).to.have.length(1)
    expect(sources[0]).to.include({document_id: 2, file_name: 'bail.pdf', page: 1, space_id: 's1'})
    expect(sources[0].passage).to.include('950 euros')
    expect(sources[0].score).to.be.a('number').greaterThan(0)
  })

  it('says so, in English, when nothing matches, with no sources', () => {
    expect(extractiveAnswer('zorglub', [], () => 1, 'en')).to.deep.equal({answer: 'I found nothing about this in the documents you can read.', sources: []})
  })

  it('summarises a document from its central sentences in document order, with citations', () => {
    const pages = [
      passage(5, 'bail.pdf', 'Contrat de bail du logement. Le loyer du logement est de 950 euros.'),
      passage(5, 'bail.pdf', 'Le logement est loué vide. Le loyer est payable le 5 du mois. Fin.', 2),
    ]
    const {answer, sources} = extractiveSummary('bail.pdf', pages, 'en')
    const lines = answer.split('\n')
    expect(lines[0]).to.equal('Summary of bail.pdf:')
    expect(lines.length).to.equal(4)
    expect(lines.slice(1).every((l) => /^- .+ \[\d\]$/.test(l))).to.equal(true)
    expect(sources.map((s) => s.page)).to.include(1)
    expect(extractiveSummary('vide.pdf', [], 'fr').answer).to.equal('vide.pdf ne contient pas de texte extrait à résumer.')
  })

  it('cuts an answer into deltas whose concatenation is the answer', () => {
    const text = "D'après vos documents :\n- Le loyer est de 950 euros. [1]"
    const parts = chunks(text, 2)
    expect(parts.length).to.be.greaterThan(2)
    expect(parts.join('')).to.equal(text)
  })
})

describe('chat intents and document names', () => {
  it('reads delete, summarise and question intents in French and English', () => {
    expect(parseIntent('delete report.pdf')).to.deep.equal({kind: 'delete', target: 'report.pdf'})
    expect(parseIntent('Please remove the file notes.txt.')).to.deep.equal({kind: 'delete', target: 'notes.txt'})
    expect(parseIntent('supprime facture.pdf')).to.deep.equal({kind: 'delete', target: 'facture.pdf'})
    expect(parseIntent("Supprimer l'attestation")).to.deep.equal({kind: 'delete', target: 'attestation'})
    expect(parseIntent('résume facture.pdf')).to.deep.equal({kind: 'summarise', target: 'facture.pdf'})
    expect(parseIntent('Résumé du contrat')).to.deep.equal({kind: 'summarise', target: 'contrat'})
    expect(parseIntent('résume les factures')).to.deep.equal({kind: 'summarise', target: 'factures'})
    expect(parseIntent('summarize report.pdf')).to.deep.equal({kind: 'summarise', target: 'report.pdf'})
    expect(parseIntent('How do I delete a document?')).to.deep.equal({kind: 'ask'})
    expect(parseIntent('Quel est le loyer ?')).to.deep.equal({kind: 'ask'})
  })

  it('matches document names exactly, then without extension, then by words', () => {
    const doc = (id: number, file_name: string) => ({file_name, id}) as ReadableDocument
    const docs = [doc(1, 'facture.pdf'), doc(2, 'Facture-Janvier.pdf'), doc(3, 'facture-fevrier.pdf'), doc(4, 'rapport annuel.pdf')]
    expect(matchDocuments(docs, 'facture.pdf').map((d) => d.id)).to.deep.equal([1])
    expect(matchDocuments(docs, 'FACTURE').map((d) => d.id)).to.deep.equal([1])
    expect(matchDocuments(docs, 'factures').map((d) => d.id)).to.deep.equal([1, 2, 3])
    expect(matchDocuments(docs, 'facture janvier').map((d) => d.id)).to.deep.equal([2])
    expect(matchDocuments(docs, '« rapport »').map((d) => d.id)).to.deep.equal([4])
    expect(matchDocuments(docs, 'devis')).to.deep.equal([])
  })

  it('applies a prompt answer to the paused state', () => {
    const base: PipelineState = {conversation_id: 'c', intent: {kind: 'ask'}, language: 'fr', query: 'q'}
    expect(applyResponse({...base, awaiting: 'space'}, 'personal')).to.include({scope: null, awaiting: undefined})
    expect(applyResponse({...base, awaiting: 'space'}, 'abc')).to.include({scope: 'abc'})
    expect(applyResponse({...base, awaiting: 'document'}, '12')).to.include({document_id: 12})
    expect(applyResponse({...base, awaiting: 'confirm'}, 'approve')).to.include({decision: 'approve'})
    expect(applyResponse({...base, awaiting: 'confirm'}, 'reject')).to.include({decision: 'reject'})
  })
})
