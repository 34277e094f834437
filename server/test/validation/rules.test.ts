import {expect} from 'chai'

import {DossierView} from '../../src/validation/dossier.js'
import type {EngineDocument} from '../../src/validation/engine.js'
import {decidedResult, evaluateRule, type RuleOutcome} from '../../src/validation/rules.js'
import {layoutFromText} from '../../src/validation/layout.js'
import {doc, miniProfile} from './mini-profile.js'

const REF = '2025-06-30'

/** Evaluates one rule (an object; JSON is YAML) on `a` documents (type doc) and `b` documents (type other_doc). */
function check(rule: Record<string, unknown>, a: EngineDocument[], b: EngineDocument[] = [], language: 'en' | 'fr' = 'fr'): RuleOutcome {
  const profile = miniProfile({rules: `\n  - ${JSON.stringify({id: 'X', label: {en: 'Rule', fr: 'Règle'}, ...rule})}`})
  const classified = [
    ...a.map((d) => ({confidence: 0.99, doc: d, document_type: 'doc', method: 'auto' as const, thematic: 't'})),
    ...b.map((d) => ({confidence: 0.99, doc: d, document_type: 'other_doc', method: 'auto' as const, thematic: 'u'})),
  ]
  return evaluateRule(profile.rules[0], new DossierView(profile, classified), language, REF)
}

/** The same document as read by OCR from a scan (every word at the given confidence). */
function scanned(d: EngineDocument, confidence = 0.95): EngineDocument {
  return {...d, layout: layoutFromText(d.pages).map((p) => ({...p, confidence, method: 'ocr' as const, words: p.words.map((w) => ({...w, conf: confidence}))}))}
}

const verdictOf = (o: RuleOutcome) => (o.clarify ? 'clarify' : o.result.verdict)

describe('N2 rule kinds', () => {
  describe('same_value', () => {
    const rule = {kind: 'same_value', normalize: 'digits', values: ['doc.siren', 'other_doc.siret[0:9]']}
    it('passes when the values agree (after slicing and normalising)', () => {
      const o = check(rule, [doc('doc', ['SIREN : 732 829 320'])], [doc('other', ['SIRET : 732 829 320 00074'])])
      expect(verdictOf(o)).to.equal('pass')
      expect(o.result!.reason).to.equal('Valeur identique sur 2 pièces : 732829320.')
      expect(o.result!.evidence).to.have.length(2)
    })

    it('fails when they differ, naming each value and file', () => {
      const o = check(rule, [doc('doc', ['SIREN : 732 829 320'], 'k.pdf')], [doc('other', ['SIRET : 552 100 554 00013'], 'u.pdf')], 'en')
      expect(o.result).to.include({reason: 'Different values: 732829320 (k.pdf), 552100554 (u.pdf).', verdict: 'fail'})
    })

    it('is not applicable with fewer values than minValues', () => {
      expect(verdictOf(check(rule, [doc('doc', ['SIREN : 732 829 320'])]))).to.equal('not_applicable')
    })
  })

  describe('fuzzy_equal', () => {
    const rule = {as: 'person', clarifyMin: 0.75, kind: 'fuzzy_equal', passMin: 0.92, values: ['doc.holder', 'other_doc.holder']}
    it('passes for the same person written differently (title, order, married name)', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Claire MARTIN épouse DUBOIS'])], [doc('other', ['Titulaire : Mme DUBOIS Claire']), doc('other', ['Titulaire : claire martin'])])
      expect(verdictOf(o)).to.equal('pass')
    })

    it('asks for a clarification in the grey band, with a stable question key', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Claire, Anne MARTIN'])], [doc('other', ['Titulaire : Mme Claire MARIN'])])
      expect(verdictOf(o)).to.equal('clarify')
      expect(o.clarify!.key).to.equal('person|claire anne martin|claire marin')
      expect(o.clarify!.reason).to.match(/^« Claire, Anne MARTIN » et « Mme Claire MARIN » se ressemblent sans être identiques \(similarité 0\.\d\d\)\.$/)
      const accepted = decidedResult(o.clarify!, 'accept', 'même personne', 'fr')
      expect(accepted.verdict).to.equal('pass')
      expect(accepted.reason).to.match(/Accepté par un humain : même personne\.$/)
      expect(decidedResult(o.clarify!, 'reject', undefined, 'en').reason).to.match(/Rejected by a human\.$/)
    })

    it("warns on names read by OCR, but fails when a surely read name is plainly another person's", () => {
      const id = doc('doc', ['Titulaire : Gaël LE ROUX'])
      // A misread, or OCR noise taken for a name: a warning naming the document to check.
      expect(verdictOf(check(rule, [id], [scanned(doc('other', ['Titulaire : Gaël LE RDUX']))]))).to.equal('warning')
      expect(verdictOf(check(rule, [id], [scanned(doc('other', ['Titulaire : ETAM']))]))).to.equal('warning')
      expect(verdictOf(check(rule, [id], [scanned(doc('other', ['Titulaire : Monsieur BERTRAND Sylvain']), 0.5)]))).to.equal('warning')
      // A well-formed name with its civility, read surely, that shares nothing with the other.
      expect(verdictOf(check(rule, [id], [scanned(doc('other', ['Titulaire : Monsieur BERTRAND Sylvain']))]))).to.equal('fail')
      // A civility and a given name alone: OCR lost the surname, this is no sure reading.
      expect(verdictOf(check(rule, [id], [scanned(doc('other', ['Titulaire : Mme Anne-Sophie']))]))).to.equal('warning')
    })

    it('fails below the grey band', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Claire MARTIN'])], [doc('other', ['Titulaire : Jean DUPONT'])])
      expect(verdictOf(o)).to.equal('fail')
    })

    it('asks about a surname one letter away, however high its similarity', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Claire GAUTIER'])], [doc('other', ['Titulaire : Mme Claire GAUTHIER'])])
      expect(verdictOf(o)).to.equal('clarify')
      expect(o.clarify!.reason).to.equal('« Claire GAUTIER » et « Mme Claire GAUTHIER » se ressemblent sans être identiques (similarité 0.93).')
      // Even when the profile's passMin is below that similarity.
      expect(verdictOf(check({...rule, clarifyMin: 0.5, passMin: 0.8}, [doc('doc', ['Titulaire : Claire GAUTIER'])], [doc('other', ['Titulaire : Claire GAUTHIER'])]))).to.equal('clarify')
    })

    it('passes initials, particles and the surname-first capitals of a tax notice', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Yann LE GALL'])], [doc('other', ['Titulaire : M. ou Mme LEGALL YANN']), doc('other', ['Titulaire : Y. LE GALL'])])
      expect(verdictOf(o)).to.equal('pass')
      expect(o.result!.reason).to.equal('Concordance 0.95 (seuil 0.92) sur 3 pièces.')
    })

    it('lets the worst verdict decide across documents: a failure before a question', () => {
      const o = check(rule, [doc('doc', ['Titulaire : Claire MARTIN'])], [doc('other', ['Titulaire : Claire MARTINS']), doc('other', ['Titulaire : Claire DUBOIS']), doc('other', ['Titulaire : MARTIN Claire'])])
      expect(verdictOf(o)).to.equal('fail')
      expect(o.result!.reason).to.match(/^« Claire MARTIN » et « Claire DUBOIS » diffèrent/)
      const question = check(rule, [doc('doc', ['Titulaire : Claire MARTIN'])], [doc('other', ['Titulaire : MARTIN Claire']), doc('other', ['Titulaire : Claire MARTINS'])])
      expect(question.clarify!.key).to.equal('person|claire martin|claire martins')
    })

    it('compares companies without legal forms', () => {
      const company = {as: 'company', clarifyMin: 0.7, kind: 'fuzzy_equal', passMin: 0.9, values: ['doc.company', 'other_doc.company']}
      expect(verdictOf(check(company, [doc('doc', ['Société : ATELIER MARTIN'])], [doc('other', ['Société : Atelier Martin SAS'])]))).to.equal('pass')
      expect(verdictOf(check(company, [doc('doc', ['Société : ATELIER MARTIN'])], [doc('other', ['Société : BOULANGERIE DURAND'])]))).to.equal('fail')
      expect(verdictOf(check(company, [doc('doc', ['Société : ATELIER MARTIN'])], [doc('other', ['Société : ATELIER MARTIN ET FILS'])]))).to.equal('clarify')
    })
  })

  describe('ratio_band', () => {
    const rule = {
      aggregate: 'mean',
      bands: [
        {lte: 0.2, verdict: 'pass'},
        {lte: 0.35, verdict: 'warning'},
        {verdict: 'clarify'},
      ],
      kind: 'ratio_band',
      multiply: 12,
      reference: 'other_doc.gross',
      value: 'doc.net',
    }
    const payslips = (...amounts: string[]) => amounts.map((a) => doc('doc', [`Net ${a} €`]))
    it('passes inside the first band', () => {
      const o = check(rule, payslips('2 500,00', '2 540,00'), [doc('other', ['Brut 30 240,00 €'])])
      expect(o.result).to.include({reason: 'Écart relatif 0 % (2 520,00 € × 12 contre 30 240,00 €).', verdict: 'pass'})
    })

    it('warns in the middle band and asks beyond', () => {
      expect(verdictOf(check(rule, payslips('1 900,00'), [doc('other', ['Brut 30 000,00 €'])]))).to.equal('warning')
      const o = check(rule, payslips('1 500,00'), [doc('other', ['Brut 30 000,00 €'])])
      expect(verdictOf(o)).to.equal('clarify')
      expect(o.clarify!.key).to.equal('X|150000|3000000')
    })

    it('fails when a band says so, and is not applicable without values', () => {
      const strict = {...rule, bands: [{lte: 0.1, verdict: 'pass'}, {verdict: 'fail'}]}
      expect(verdictOf(check(strict, payslips('2 000,00'), [doc('other', ['Brut 30 000,00 €'])]))).to.equal('fail')
      const missing = check(rule, payslips('2 000,00', '2 100,00'))
      expect(verdictOf(missing)).to.equal('not_applicable')
      // The reason names the side that is missing.
      expect(missing.result!.reason).to.match(/^Non applicable : « .+ » introuvable dans le dossier\.$/)
    })
  })

  describe('date_order', () => {
    const rule = {
      kind: 'date_order',
      pairs: [
        {after: 'other_doc.issued', before: 'doc.issued', offsetYears: 18},
        {after: '$refDate', before: 'other_doc.issued'},
      ],
    }
    it('passes a consistent timeline', () => {
      const o = check(rule, [doc('doc', ['Émis le 14/02/1985'])], [doc('other', ['Émis le 15/03/2019'])])
      expect(o.result).to.include({reason: 'Chronologie cohérente (2 contrôle(s)).', verdict: 'pass'})
      // other_doc.issued takes part in both pairs: its evidence is listed once.
      expect(o.result!.evidence.map((e) => e.field)).to.deep.equal(['issued', 'issued'])
      expect(new Set(o.result!.evidence.map((e) => e.document_id)).size).to.equal(2)
    })

    it('fails when a date comes too early (with its offset) or after the reference date', () => {
      const young = check(rule, [doc('doc', ['Émis le 14/02/2005'])], [doc('other', ['Émis le 15/03/2019'])], 'en')
      expect(young.result!.verdict).to.equal('fail')
      expect(young.result!.reason).to.match(/^Issued \(doc-\d+\.pdf\) \+ 18 years \(2005-02-14\) should come before issued \(other-\d+\.pdf\) \(2019-03-15\)\.$/)
      const future = check(rule, [doc('doc', ['Émis le 14/02/1985'])], [doc('other', ['Émis le 01/07/2025'])])
      expect(future.result!.verdict).to.equal('fail')
    })

    it('is not applicable when no pair has values', () => {
      expect(verdictOf(check(rule, [], []))).to.equal('not_applicable')
    })
  })

  describe('address_match', () => {
    const rule = {kind: 'address_match', onPostcodeMismatch: 'fail', onStreetMismatch: 'warning', streetMin: 0.85, values: ['doc.address', 'other_doc.address']}
    it('passes for the same address written with abbreviations', () => {
      expect(verdictOf(check(rule, [doc('doc', ['Adresse : 5 bd Voltaire, 75011 Paris'])], [doc('other', ['Adresse : 5 boulevard Voltaire 75011 PARIS'])]))).to.equal('pass')
    })

    it('fails on a different postcode and warns on a different street', () => {
      expect(verdictOf(check(rule, [doc('doc', ['Adresse : 5 bd Voltaire, 75011 Paris'])], [doc('other', ['Adresse : 5 bd Voltaire, 69003 Lyon'])]))).to.equal('fail')
      const o = check(rule, [doc('doc', ['Adresse : 5 bd Voltaire, 75011 Paris'])], [doc('other', ['Adresse : 18 rue Oberkampf, 75011 Paris'])])
      expect(o.result!.verdict).to.equal('warning')
      expect(o.result!.reason).to.match(/^Rue différente/)
    })

    it('turns a failure into a warning for a rule of severity warn', () => {
      const warn = {...rule, severity: 'warn'}
      expect(verdictOf(check(warn, [doc('doc', ['Adresse : 5 bd Voltaire, 75011 Paris'])], [doc('other', ['Adresse : 5 bd Voltaire, 69003 Lyon'])]))).to.equal('warning')
    })
  })

  describe('consecutive_months', () => {
    const rule = {count: 3, field: 'doc.month', kind: 'consecutive_months', onSameValueMismatch: 'warning', sameValue: 'doc.employer'}
    const slip = (month: string, employer = '732 829 320 00074') => doc('doc', [`Mois : ${month}`, `Employeur : ${employer}`])
    it('passes for the last three consecutive months (across a year end)', () => {
      const o = check(rule, [slip('novembre 2024'), slip('décembre 2024'), slip('janvier 2025')])
      expect(o.result).to.include({reason: '3 mois consécutifs jusqu’à 01/2025.', verdict: 'pass'})
    })

    it('fails on a gap or too few months, warns on an employer change', () => {
      expect(check(rule, [slip('janvier 2025'), slip('mars 2025'), slip('avril 2025')]).result!.reason).to.equal('Mois non consécutifs : 01/2025, 03/2025, 04/2025.')
      expect(check(rule, [slip('janvier 2025'), slip('février 2025')]).result!.verdict).to.equal('fail')
      const changed = check(rule, [slip('janvier 2025'), slip('février 2025'), slip('mars 2025', '552 100 554 00013')])
      expect(changed.result!.verdict).to.equal('warning')
    })

    it('warns, naming the scan, when a month is missing because OCR did not read it (a text layer still fails)', () => {
      const unread = doc('doc', ['Employeur : 732 829 320 00074'], 'photo.jpg')
      const o = check(rule, [slip('janvier 2025'), slip('février 2025'), scanned(unread)], [], 'en')
      expect(o.result).to.include({verdict: 'warning'})
      expect(o.result!.reason).to.match(/Uncertain OCR reading of photo\.jpg/)
      expect(check(rule, [slip('janvier 2025'), slip('février 2025'), unread]).result!.verdict).to.equal('fail')
    })
  })
})
