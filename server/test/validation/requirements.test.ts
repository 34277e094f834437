import {expect} from 'chai'

import {DossierView} from '../../src/validation/dossier.js'
import type {EngineDocument} from '../../src/validation/engine.js'
import {decidedRequirement, evaluateRequirement, type RequirementOutcome, type RequirementResult} from '../../src/validation/requirements.js'
import {layoutFromText} from '../../src/validation/layout.js'
import {doc, miniProfile} from './mini-profile.js'

const REF = '2025-06-30'

/** Evaluates one requirement (given as an object; JSON is YAML) on documents classified as "doc". */
function check(
  requirement: Record<string, unknown>,
  docs: EngineDocument[],
  options: {language?: 'en' | 'fr'; skipped?: boolean; type?: string; pdfSigned?: boolean} = {},
): RequirementResult {
  const yaml = `\n      - ${JSON.stringify({id: 'R', label: {en: 'Requirement', fr: 'Exigence'}, ...requirement})}`
  const profile = miniProfile({requirements: yaml})
  const thematic = profile.thematics[0]
  const view = new DossierView(
    profile,
    docs.map((d) => ({confidence: 0.99, doc: d, document_type: options.type ?? 'doc', method: 'auto' as const, thematic: 't'})),
  )
  const outcome = evaluateRequirement(thematic.requirements[0], {language: options.language ?? 'fr', refDate: REF, skipped: options.skipped ?? false, thematic, view})
  if (outcome.clarify) expect.fail(`unexpected clarification: ${outcome.clarify.reason}`)
  return outcome.result
}

function outcomeOf(requirement: Record<string, unknown>, docs: EngineDocument[], language: 'en' | 'fr' = 'fr'): RequirementOutcome {
  const profile = miniProfile({requirements: `\n      - ${JSON.stringify({id: 'R', label: {en: 'Requirement', fr: 'Exigence'}, ...requirement})}`})
  const thematic = profile.thematics[0]
  const view = new DossierView(profile, docs.map((d) => ({confidence: 0.99, doc: d, document_type: 'doc', method: 'auto' as const, thematic: 't'})))
  return evaluateRequirement(thematic.requirements[0], {language, refDate: REF, skipped: false, thematic, view})
}

/** The same document as read by OCR from a scan (every word at the given confidence). */
function scanned(d: EngineDocument, confidence = 0.9): EngineDocument {
  const layout = layoutFromText(d.pages).map((p) => ({...p, confidence, method: 'ocr' as const, words: p.words.map((w) => ({...w, conf: confidence}))}))
  return {...d, layout}
}

describe('N1 requirement kinds', () => {
  describe('failures on doubtful OCR readings', () => {
    it('turns a field not found on a scan into a warning naming the document, whatever the severity', () => {
      const blocking = check({fields: ['holder', 'number'], kind: 'field_present'}, [scanned(doc('doc', ['Titulaire : Jean DUPONT'], 'scan.pdf'))], {language: 'en'})
      expect(blocking.verdict).to.equal('warning')
      expect(blocking.reason).to.match(/Uncertain OCR reading of scan\.pdf/)
      const warn = check({fields: ['number'], kind: 'field_present', severity: 'warn'}, [scanned(doc('doc', ['Titulaire : Jean DUPONT'], 'scan.pdf'))])
      expect(warn.verdict).to.equal('warning')
    })

    it('takes check digits that fail on an OCR reading for a misread character, not a wrong number', () => {
      const bad = 'IBAN : FR76 3000 4001 2300 0123 4567 842'
      expect(check({algo: 'iban', field: 'iban', kind: 'checksum'}, [doc('doc', [bad])]).verdict).to.equal('fail')
      expect(check({algo: 'iban', field: 'iban', kind: 'checksum'}, [scanned(doc('doc', [bad]), 0.95)]).verdict).to.equal('warning')
    })

    it("takes a date OCR read too old only by one digit of its year for a misreading: the clerk is asked", () => {
      const age = (text: string, ocr = true) => check({field: 'issued', kind: 'max_age', months: 3}, [ocr ? scanned(doc('doc', [text], 'scan.pdf'), 0.95) : doc('doc', [text], 'scan.pdf')], {language: 'en'})
      // "2005" for "2025" (REF 2025-06-30): a warning that names the document.
      expect(age('Émis le 01/05/2005')).to.include({verdict: 'warning'})
      expect(age('Émis le 01/05/2005').reason).to.match(/scan\.pdf/)
      // (On a text layer the failure stands; nor is a year two digits away, nor a date whose other
      // year would still be too old or in the future.)
      expect(age('Émis le 01/05/2005', false).verdict).to.equal('fail')
      expect(age('Émis le 01/05/2019').verdict).to.equal('fail')
      expect(age('Émis le 01/01/2025').verdict).to.equal('fail')
      // (Nor a document a year too old, "2024" one digit from "2025": most likely too old indeed.)
      expect(age('Émis le 01/05/2024').verdict).to.equal('fail')
    })

    it('lets the failure stand on a text layer, and on a scan of which OCR read nothing', () => {
      expect(check({fields: ['number'], kind: 'field_present', severity: 'warn'}, [doc('doc', ['Titulaire : Jean DUPONT'])]).verdict).to.equal('fail')
      const black = {...doc('doc', [], 'black.pdf'), layout: [{height: 842, method: 'ocr' as const, page: 1, width: 595, words: []}], pages: ['']}
      expect(check({fields: ['number'], kind: 'field_present'}, [black]).verdict).to.equal('fail')
    })
  })

  describe('document_present', () => {
    it('passes with a document, with evidence naming it', () => {
      const d = doc('doc', [])
      const r = check({kind: 'document_present'}, [d])
      expect(r).to.include({requirement_id: 'R', severity: 'blocking', verdict: 'pass'})
      expect(r.evidence).to.deep.equal([{confidence: 0.99, document_id: d.id, field: null, file_name: d.file_name, method: 'auto', page: null, value: 'doc'}])
    })

    it('fails without one (and says it was skipped when the human chose to continue without it)', () => {
      expect(check({kind: 'document_present'}, [])).to.include({reason: 'Aucun document pour « Thème T ».', verdict: 'fail'})
      expect(check({kind: 'document_present'}, [], {language: 'en'}).reason).to.equal('No document for "Theme T".')
      expect(check({kind: 'document_present'}, [], {skipped: true}).reason).to.match(/non fourni/)
    })
  })

  describe('min_count', () => {
    it('passes at the minimum and fails below it', () => {
      expect(check({documentType: 'doc', kind: 'min_count', min: 2}, [doc('doc', []), doc('doc', [])]).verdict).to.equal('pass')
      const r = check({documentType: 'doc', kind: 'min_count', min: 3}, [doc('doc', [])], {language: 'en'})
      expect(r).to.include({reason: '1 "Document" document(s) present, 3 expected.', verdict: 'fail'})
    })
  })

  describe('max_age', () => {
    it('passes for a recent enough date and fails for an older one (profile duration)', () => {
      const recent = check({field: 'issued', kind: 'max_age', months: 3}, [doc('doc', ['Émis le 01/04/2025'])])
      expect(recent.verdict).to.equal('pass')
      expect(recent.evidence[0]).to.include({field: 'issued', method: 'pdf-text', page: 1, value: '2025-04-01'})
      const old = check({field: 'issued', kind: 'max_age', months: 3}, [doc('doc', ['Émis le 29/03/2025'])])
      expect(old).to.include({reason: 'Issued 29/03/2025 : plus ancien que 3 mois avant le 30/06/2025 (limite 30/03/2025).', verdict: 'fail'})
    })

    it('checks only the latest value with pick: latest, and compares months and years by their end', () => {
      const docs = [doc('doc', ['Mois : janvier 2025']), doc('doc', ['Mois : mai 2025'])]
      expect(check({field: 'month', kind: 'max_age', months: 2}, docs).verdict).to.equal('fail')
      expect(check({field: 'month', kind: 'max_age', months: 2, pick: 'latest'}, docs).verdict).to.equal('pass')
      expect(check({field: 'year', kind: 'max_age', years: 2}, [doc('doc', ['Année 2023'])]).verdict).to.equal('pass')
      expect(check({field: 'year', kind: 'max_age', years: 2}, [doc('doc', ['Année 2022'])]).verdict).to.equal('fail')
    })

    it('fails when the field cannot be read, and is not applicable without documents', () => {
      expect(check({field: 'issued', kind: 'max_age', months: 3}, [doc('doc', ['rien'], 'r.pdf')])).to.include({reason: 'Champ « issued » introuvable dans r.pdf.', verdict: 'fail'})
      expect(check({field: 'issued', kind: 'max_age', months: 3}, [])).to.include({verdict: 'not_applicable'})
    })
  })

  describe('not_expired', () => {
    it('passes until the expiry date and fails after it', () => {
      expect(check({field: 'expiry', kind: 'not_expired'}, [doc('doc', ['Expire le 30/06/2025'])]).verdict).to.equal('pass')
      const r = check({field: 'expiry', kind: 'not_expired'}, [doc('doc', ['Expire le 29/06/2025'])], {language: 'en'})
      expect(r).to.include({reason: 'Expired on 2025-06-29 (reference 2025-06-30).', verdict: 'fail'})
    })
  })

  describe('not_expired with a grace period (grey zone)', () => {
    const requirement = {field: 'expiry', grace: {issuedField: 'issued', issuedFrom: '2004-01-02', issuedTo: '2013-12-31', years: 5}, kind: 'not_expired'}
    it('asks a human when an expired card issued in the window is still inside the extension', () => {
      const outcome = outcomeOf(requirement, [doc('doc', ['Émis le 10/05/2012', 'Expire le 09/05/2022'])])
      expect(outcome.clarify).to.not.equal(undefined)
      expect(outcome.clarify!.rule_id).to.equal('R')
      expect(outcome.clarify!.reason).to.equal('Date de fin de validité dépassée (09/05/2022), mais le document délivré le 10/05/2012 peut bénéficier d’une prolongation de 5 ans (jusqu’au 09/05/2027).')
      expect(outcome.clarify!.evidence.map((e) => e.field)).to.deep.equal(['expiry', 'issued'])
      const profile = miniProfile({requirements: `\n      - ${JSON.stringify({id: 'R', label: {en: 'R', fr: 'R'}, ...requirement})}`})
      const accepted = decidedRequirement(profile.thematics[0].requirements[0], outcome.clarify!, 'accept', undefined, 'fr')
      expect(accepted).to.include({requirement_id: 'R', severity: 'blocking', verdict: 'pass'})
      expect(decidedRequirement(profile.thematics[0].requirements[0], outcome.clarify!, 'reject', 'photo ancienne', 'en').verdict).to.equal('fail')
    })

    it('fails outright outside the window or beyond the extension, and passes a valid card', () => {
      expect(outcomeOf(requirement, [doc('doc', ['Émis le 10/05/2015', 'Expire le 09/05/2025'])]).result!.verdict).to.equal('fail')
      expect(outcomeOf(requirement, [doc('doc', ['Émis le 10/05/2005', 'Expire le 09/05/2015'])]).result!.verdict).to.equal('fail')
      expect(outcomeOf(requirement, [doc('doc', ['Émis le 10/05/2012', 'Expire le 09/05/2030'])]).result!.verdict).to.equal('pass')
    })
  })

  describe('date_in_range', () => {
    it('passes when the reference date is inside the period and fails outside', () => {
      expect(check({end: 'end', kind: 'date_in_range', start: 'start'}, [doc('doc', ['Période du 01/01/2025 au 31/12/2025'])]).verdict).to.equal('pass')
      const r = check({end: 'end', kind: 'date_in_range', start: 'start'}, [doc('doc', ['Période du 01/07/2025 au 30/06/2026'])])
      expect(r.verdict).to.equal('fail')
      expect(r.evidence.map((e) => e.field)).to.deep.equal(['start', 'end'])
    })
  })

  describe('field_present', () => {
    it('passes when every field is read and fails naming the missing ones', () => {
      expect(check({fields: ['holder', 'number'], kind: 'field_present'}, [doc('doc', ['Titulaire : Jean DUPONT', 'Numéro : AB123456'])]).verdict).to.equal('pass')
      const r = check({fields: ['holder', 'number'], kind: 'field_present'}, [doc('doc', ['Titulaire : Jean DUPONT'], 'p.pdf')])
      expect(r).to.include({reason: 'Champs introuvables : number (p.pdf).', verdict: 'fail'})
    })
  })

  describe('regex_match', () => {
    it('finds a statement in the text (accent-insensitive), with its page', () => {
      const r = check({kind: 'regex_match', pattern: 'a jour de ses obligations'}, [doc('doc', ['La société est À JOUR de ses obligations.'], 'a.pdf')])
      expect(r).to.include({reason: 'Mention trouvée : « À JOUR de ses obligations » (a.pdf, p. 1).', verdict: 'pass'})
      expect(check({kind: 'regex_match', pattern: 'a jour de ses obligations'}, [doc('doc', ['Rien à signaler'])]).verdict).to.equal('fail')
    })

    it('matches inside one field when given', () => {
      expect(check({field: 'address', kind: 'regex_match', pattern: '\\b\\d{5}\\b'}, [doc('doc', ['Adresse : 3 rue Haute, 75001 Paris'])]).verdict).to.equal('pass')
      expect(check({field: 'address', kind: 'regex_match', pattern: '\\b\\d{5}\\b'}, [doc('doc', ['Adresse : 3 rue Haute Paris', '75001 téléphone'])]).verdict).to.equal('pass')
      expect(check({field: 'address', kind: 'regex_match', pattern: '\\b\\d{5}\\b'}, [doc('doc', ['Adresse : 3 rue Haute, Paris'])]).verdict).to.equal('fail')
    })
  })

  describe('text_absent', () => {
    it('passes without the statement and fails quoting it', () => {
      expect(check({kind: 'text_absent', pattern: 'liquidation judiciaire'}, [doc('doc', ['Mentions : néant'])]).verdict).to.equal('pass')
      const r = check({kind: 'text_absent', pattern: 'liquidation judiciaire|procedure de sauvegarde'}, [doc('doc', ['Procédure de sauvegarde ouverte'], 'k.pdf')])
      expect(r).to.include({reason: 'Mention interdite trouvée : « Procédure de sauvegarde » (k.pdf, p. 1).', verdict: 'fail'})
    })
  })

  describe('checksum', () => {
    const cases: [string, string, string, string][] = [
      ['luhn_siren', 'siren', 'SIREN : 732 829 320', 'SIREN : 732 829 321'],
      ['luhn_siret', 'siret', 'SIRET : 732 829 320 00074', 'SIRET : 732 829 320 00075'],
      ['iban', 'iban', 'IBAN : FR76 3000 4001 2300 0123 4567 843', 'IBAN : FR77 3000 4001 2300 0123 4567 843'],
      ['tva_key', 'tva', 'TVA : FR44732829320', 'TVA : FR45732829320'],
      ['bic', 'bic', 'BIC : BNPAFRPPLYO', 'BIC : BNPA1RPP'],
    ]
    for (const [algo, field, good, bad] of cases) {
      it(`${algo}: passes on a valid value and fails on a wrong check digit`, () => {
        expect(check({algo, field, kind: 'checksum'}, [doc('doc', [good])]).verdict, good).to.equal('pass')
        expect(check({algo, field, kind: 'checksum'}, [doc('doc', [bad])]).verdict, bad).to.equal('fail')
      })
    }

    it('masks sensitive values in the reason and evidence', () => {
      const r = check({algo: 'iban', field: 'iban', kind: 'checksum'}, [doc('doc', ['IBAN : FR76 3000 4001 2300 0123 4567 843'])])
      expect(r.reason).to.include('••••7843').and.not.include('3000')
      expect(r.evidence[0].value).to.equal('••••7843')
    })

    it('is not applicable for an absent optional value (ifPresent) and fails for an absent required one', () => {
      expect(check({algo: 'tva_key', field: 'tva', ifPresent: true, kind: 'checksum'}, [doc('doc', ['sans TVA'])]).verdict).to.equal('not_applicable')
      expect(check({algo: 'tva_key', field: 'tva', kind: 'checksum'}, [doc('doc', ['sans TVA'])]).verdict).to.equal('fail')
    })
  })

  describe('signed', () => {
    it('passes on a text marker or a PDF signature dictionary, fails without either', () => {
      expect(check({kind: 'signed', markers: ['signé', 'cachet']}, [doc('doc', ['Signé : le directeur'])])).to.include({reason: 'Signature détectée (« Signé »).', verdict: 'pass'})
      const signed = {...doc('doc', ['texte']), pdf_signed: true}
      const r = check({kind: 'signed', markers: ['signé']}, [signed])
      expect(r.verdict).to.equal('pass')
      expect(r.evidence[0]).to.include({method: 'pdf-signature'})
      expect(check({kind: 'signed', markers: ['signé']}, [doc('doc', ['Document non daté'])]).verdict).to.equal('fail')
      // "signé" must start a word: "consigné" is not a signature.
      expect(check({kind: 'signed', markers: ['signé']}, [doc('doc', ['Montant consigné'])]).verdict).to.equal('fail')
    })

    it('keeps severity warn on a failure and appends the note', () => {
      const r = check({kind: 'signed', markers: ['signé'], note: {en: 'not verified online', fr: 'non vérifié en ligne'}, severity: 'warn'}, [doc('doc', ['x'], 'x.pdf')])
      expect(r).to.include({reason: 'Aucune signature ni cachet détecté (x.pdf) (non vérifié en ligne).', severity: 'warn', verdict: 'fail'})
    })
  })

  describe('field_compare', () => {
    it('compares amounts exactly (cents)', () => {
      expect(check({kind: 'field_compare', left: 'net', op: 'lte', right: 'gross'}, [doc('doc', ['Brut 3 200,00 €', 'Net 2 480,00 €'])]).verdict).to.equal('pass')
      const r = check({kind: 'field_compare', left: 'net', op: 'lte', right: 'gross'}, [doc('doc', ['Brut 2 480,00 €', 'Net 2 480,01 €'])], {language: 'en'})
      expect(r).to.include({reason: 'Net 2 480,01 € is not ≤ gross 2 480,00 €.', verdict: 'fail'})
    })
  })
})
