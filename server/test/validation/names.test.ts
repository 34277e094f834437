import {expect} from 'chai'

import {companyForm, companySimilarity, compareNames, comparePersons, editSimilarity, nameVerdict, personReadings, type NameVerdict} from '../../src/validation/names.js'
import {getProfile} from '../../src/validation/profile.js'

type Kind = 'company' | 'person'

/** Realistic pairs as they appear across a dossier's documents, and what a careful clerk decides. */
const PAIRS: [Kind, string, string, NameVerdict, string][] = [
  // Same person, written differently: pass.
  ['person', 'Hélène MARTIN', 'HELENE MARTIN', 'pass', 'accents'],
  ['person', 'Jean-Baptiste LEROY', 'Jean Baptiste LEROY', 'pass', 'compound given name with or without its hyphen'],
  ['person', 'Jean-Baptiste LEROY', 'J.-B. LEROY', 'pass', 'initials of a compound given name'],
  ['person', 'Jean-Baptiste LEROY', 'Jean LEROY', 'pass', 'first part of a compound given name'],
  ['person', 'Yann LE GALL', 'Yann Le Gall', 'pass', 'particle, case'],
  ['person', 'SCHÄFER Jörg, Stefan', 'JOERG STEFAN SCHAEFER', 'pass', "umlauts as a passport's MRZ writes them"],
  ['person', 'Katharina MÜLLER', 'KATHARINA MUELLER', 'pass', 'Ü written UE'],
  ['person', 'Yann LE GALL', 'Yann LEGALL', 'pass', 'particle written together'],
  ['person', 'Yann LE GALL', 'LEGALL Yann', 'pass', 'particle written together, order'],
  ['person', "Aminata N'DIAYE", 'Aminata NDIAYE', 'pass', 'apostrophe'],
  ['person', "Aminata N'DIAYE", 'NDIAYE AMINATA', 'pass', 'apostrophe, all capitals, surname first'],
  ['person', 'Marie-Hélène, Awa NDIAYE', 'MME N DIAYE MARIE-HELENE AWA', 'pass', 'particle without its apostrophe, as a tax notice prints it'],
  ['person', "Noémie D'ALMEIDA", 'MME D ALMEIDA NOEMIE', 'pass', "D' without its apostrophe"],
  ['person', 'Charles DE GAULLE', 'Charles de Gaulle', 'pass', 'particle in lower case, no capitals'],
  ['person', 'Charles DE GAULLE', 'Charles de GAULLE', 'pass', 'lower-case particle before the capitals'],
  ['person', 'Mohamed BEN ALI', 'Mohamed BENALI', 'pass', 'particle written together'],
  ['person', 'Marie SAINT-JUST', 'Marie ST JUST', 'pass', 'Saint abbreviated'],
  ['person', 'Mme Claire DUBOIS née MARTIN', 'Claire MARTIN', 'pass', 'birth name'],
  ['person', 'Mme Claire DUBOIS née MARTIN', 'Claire DUBOIS', 'pass', 'married name'],
  ['person', 'Mme Claire DUBOIS née MARTIN', 'MARTIN épouse DUBOIS', 'pass', 'birth and married names, no given name'],
  ['person', 'Claire MARTIN épouse DUBOIS', 'Mme DUBOIS Claire', 'pass', 'épouse'],
  ['person', 'Mme DUBOIS Claire née MARTIN', 'Claire MARTIN', 'pass', 'née after a surname-first name'],
  ['person', 'Claire MARTIN', 'Mme Claire MARTIN veuve BERNARD', 'pass', 'veuve'],
  ['person', 'Claire MARTIN', 'M. ou Mme MARTIN CLAIRE', 'pass', 'tax notice: civilities joined, surname first, all capitals'],
  ['person', 'Claire MARTIN', 'M. et Mme MARTIN Claire', 'pass', 'civilities joined by et'],
  ['person', 'Claire MARTIN', 'C. MARTIN', 'pass', 'initial'],
  ['person', 'Claire MARTIN', 'C MARTIN', 'pass', 'initial without its dot'],
  ['person', 'Claire MARTIN', 'MARTIN Claire', 'pass', 'order'],
  ['person', 'Claire MARTIN', 'CLAIRE MARTIN', 'pass', 'all capitals'],
  ['person', 'Claire MARTIN', 'claire martin', 'pass', 'all lower case'],
  ['person', 'Claire Marie Louise MARTIN', 'Claire MARTIN', 'pass', 'extra given names'],
  ['person', 'CLAIRE, MARIE MARTIN', 'Mme Claire MARTIN', 'pass', 'identity card: given names with a comma, all capitals'],
  ['person', 'Claire MARTIN', 'Madame Claire MARTIN', 'pass', 'civility'],
  ['person', 'Claire MARTIN', 'Dr Claire MARTIN', 'pass', 'title'],
  ['person', 'Claire MARTIN', 'MARTIN<<CLAIRE<MARIE', 'pass', 'machine-readable zone'],
  ['person', 'Claire MARTIN', 'Mme MARTIN', 'pass', 'no given name on a bill'],
  // A human decides: clarify.
  ['person', 'Jean-Baptiste LEROY', 'JB LEROY', 'clarify', 'initials run together'],
  ['person', 'Claire Marie Louise MARTIN', 'Louise MARTIN', 'clarify', 'a given name other than the first'],
  ['person', 'Claire Marie MARTIN', 'Marie Claire MARTIN', 'clarify', 'given names in another order'],
  ['person', 'Claire Marie MARTIN', 'Claire Anne MARTIN', 'clarify', 'the second given name differs'],
  ['person', 'Claire MARTIN', 'Clare MARTIN', 'clarify', 'a typo in the given name'],
  ['person', 'Mohamed BEN ALI', 'Mohammed BEN ALI', 'clarify', 'a spelling variant of the given name'],
  ['person', 'Claire MARTIN', 'Jean MARTIN', 'clarify', 'same surname, another given name (a spouse on a joint document?)'],
  ['person', 'Claire MARTIN-DUBOIS', 'Claire MARTIN', 'clarify', 'one part of a double surname'],
  ['person', 'Claire GAUTIER', 'Claire GAUTHIER', 'clarify', 'one letter more in the surname'],
  ['person', 'Claire MARTIN', 'Claire MARTINS', 'clarify', 'one letter more in the surname'],
  ['person', 'Paul DUPONT', 'Paul DUPOND', 'clarify', 'one letter differs in the surname'],
  ['person', 'Claire, Anne MARTIN', 'Mme Claire MARIN', 'clarify', 'one letter less in the surname'],
  ['person', 'Claire LEFEBVRE', 'Claire LEFEVRE', 'clarify', 'a spelling variant of the surname'],
  ['person', 'Claire MARTIN', 'Claire MARTINEZ', 'clarify', 'a longer surname sharing its start'],
  // Another person: fail.
  ['person', 'Claire GAUTIER', 'Jean GAUTHIER', 'fail', 'near surname and another given name'],
  ['person', 'Claire MARTIN', 'Claire DUBOIS', 'fail', 'another surname (a married name the document does not state)'],
  ['person', 'Claire MARTIN', 'Jean DUPONT', 'fail', 'another person'],
  ['person', 'Claire MARTIN', 'Claire PETITJEAN', 'fail', 'another surname'],
  ['person', 'Claire MARTIN', 'Paul MARTINEZ', 'fail', 'another surname and given name'],
  ['person', 'Claire MARTIN-DUBOIS', 'Jean MARTIN', 'fail', 'part of the surname and another given name'],
  // Companies.
  ['company', 'SAS ATELIER MARTIN', 'ATELIER MARTIN SAS', 'pass', 'legal form before or after'],
  ['company', 'ATELIER MARTIN', 'Atelier Martin, société par actions simplifiée', 'pass', 'legal form written out'],
  ['company', 'ATELIER MARTIN', 'S.A.S. ATELIER MARTIN', 'pass', 'dotted acronym'],
  ['company', 'DUPONT & FILS', 'Dupont et Fils SARL', 'pass', '& / et'],
  ['company', 'ATELIER DU CHÊNE SARL', 'ATELIER CHÊNE SARL', 'pass', 'an article written or not (or dropped by OCR)'],
  ['company', 'ATELIER MARTIN', 'ATELIER MARTIN SAS au capital de 10 000 €', 'pass', 'share capital after the name'],
  ['company', "L'ATELIER MARTIN", 'ATELIER MARTIN', 'pass', 'elided article'],
  ['company', 'ATELIER MARTIN', 'ATELIERS MARTIN', 'pass', 'plural'],
  ['company', 'ETS MARTIN', 'Établissements Martin EURL', 'pass', 'Ets'],
  ['company', 'ATELIER MARTIN', 'MARTIN', 'clarify', 'a name holding part of the other'],
  ['company', 'ATELIER MARTIN', 'ATELIER MARTIN ET FILS', 'clarify', 'more words on one side'],
  ['company', 'ATELIER MARTIN', 'ATELIER MARTINEZ', 'clarify', 'a word close to another'],
  ['company', 'ATELIER MARTIN', 'BOULANGERIE DURAND', 'fail', 'another company'],
  ['company', 'ATELIER MARTIN', 'MARTIN BTP', 'fail', 'another company sharing a word'],
]

/** The thresholds of the shipped profile's rules: X-01 compares persons, X-03 companies. */
function thresholds(kind: Kind): {passMin: number; clarifyMin: number} {
  const rule = getProfile('financement-pro-tpe').rules.find((r) => r.kind === 'fuzzy_equal' && r.as === kind)
  if (rule?.kind !== 'fuzzy_equal') throw new Error(`no fuzzy_equal rule for ${kind}`)
  return {clarifyMin: rule.clarifyMin, passMin: rule.passMin}
}

describe('name comparison', () => {
  describe('the table of realistic pairs, with the shipped profile thresholds', () => {
    it('has at least 40 pairs of persons and covers every outcome', () => {
      expect(PAIRS.filter((p) => p[0] === 'person')).to.have.length.of.at.least(40)
      for (const kind of ['person', 'company'] as const) {
        expect(new Set(PAIRS.filter((p) => p[0] === kind).map((p) => p[3]))).to.deep.equal(new Set(['clarify', 'fail', 'pass']))
      }
    })

    for (const [kind, a, b, expected, why] of PAIRS) {
      it(`${expected}: ${a} / ${b} (${why})`, () => {
        const {clarifyMin, passMin} = thresholds(kind)
        // Symmetric: the reference document may be either one.
        expect(nameVerdict(compareNames(a, b, kind), passMin, clarifyMin)).to.equal(expected)
        expect(nameVerdict(compareNames(b, a, kind), passMin, clarifyMin)).to.equal(expected)
      })
    }

    it('leaves room around the thresholds: every threshold in the admissible band classifies the table alike', () => {
      // The band of passMin (and clarifyMin) values that classify every pair as the table says.
      for (const kind of ['person', 'company'] as const) {
        const rows = PAIRS.filter((p) => p[0] === kind).map(([, a, b, expected]) => ({c: compareNames(a, b, kind), expected}))
        const passLow = Math.max(...rows.filter((r) => r.expected !== 'pass').map((r) => r.c.passScore))
        const passHigh = Math.min(...rows.filter((r) => r.expected === 'pass').map((r) => r.c.passScore))
        const clarifyLow = Math.max(...rows.filter((r) => r.expected === 'fail').map((r) => r.c.score))
        const clarifyHigh = Math.min(...rows.filter((r) => r.expected === 'clarify').map((r) => r.c.score))
        const {clarifyMin, passMin} = thresholds(kind)
        expect(passMin, `${kind} passMin in (${passLow}, ${passHigh}]`).to.be.greaterThan(passLow).and.at.most(passHigh)
        expect(clarifyMin, `${kind} clarifyMin in (${clarifyLow}, ${clarifyHigh}]`).to.be.greaterThan(clarifyLow).and.at.most(clarifyHigh)
        // At least 0.01 on each side of the shipped thresholds.
        expect(passHigh - passLow).to.be.greaterThan(0.015)
        expect(clarifyHigh - clarifyLow).to.be.greaterThan(0.02)
      }
    })
  })

  describe('readings of a person name', () => {
    it('takes the words in capitals for the surname when the name mixes cases', () => {
      expect(personReadings('Jean-Baptiste DE LA FONTAINE')).to.deep.equal([{given: ['jean', 'baptiste'], surname: ['de', 'la', 'fontaine']}])
      expect(personReadings('MARTIN Claire Marie')).to.deep.equal([{given: ['claire', 'marie'], surname: ['martin']}])
      expect(personReadings('Charles de GAULLE')).to.deep.equal([{given: ['charles'], surname: ['de', 'gaulle']}])
      expect(personReadings('Claire M. MARTIN')).to.deep.equal([{given: ['claire', 'm'], surname: ['martin']}])
    })

    it('tries the surname first and last when the case says nothing, never an initial as the surname', () => {
      expect(personReadings('MARTIN CLAIRE')).to.deep.equal([
        {given: ['claire'], surname: ['martin']},
        {given: ['martin'], surname: ['claire']},
      ])
      expect(personReadings('C MARTIN')).to.deep.equal([{given: ['c'], surname: ['martin']}])
    })

    it('drops civilities at the start only, including joined ones', () => {
      expect(personReadings('M. ou Mme MARTIN Claire')).to.deep.equal([{given: ['claire'], surname: ['martin']}])
      expect(personReadings('Monsieur et Madame DUPONT Jean')).to.deep.equal([{given: ['jean'], surname: ['dupont']}])
      expect(personReadings('M./Mme DUPONT Jean')).to.deep.equal([{given: ['jean'], surname: ['dupont']}])
    })

    it('drops a long civility with one letter misread by OCR, never a surname in capitals', () => {
      expect(personReadings('Morsieur PERRIN Mathieu')).to.deep.equal([{given: ['mathieu'], surname: ['perrin']}])
      expect(personReadings('Madarne DUBOIS Claire')).to.deep.equal([{given: ['claire'], surname: ['dubois']}])
      // A given name that merely looks like one stays ("Madeleine"), as does a surname in capitals.
      expect(personReadings('Madeleine DUPONT')).to.deep.equal([{given: ['madeleine'], surname: ['dupont']}])
      expect(personReadings('Jean MONSIEUR')).to.deep.equal([{given: ['jean'], surname: ['monsieur']}])
    })

    it('adds the other surname given by née, épouse, veuve', () => {
      expect(personReadings('Mme Claire DUBOIS née MARTIN')).to.deep.equal([
        {given: ['claire'], surname: ['dubois']},
        {given: ['claire'], surname: ['martin']},
        {given: ['claire'], surname: ['dubois', 'martin']},
      ])
      expect(personReadings('MARTIN ép. DUBOIS').map((r) => r.surname.join(' '))).to.deep.equal(['martin', 'dubois', 'martin dubois'])
    })

    it('reads the machine-readable zone order', () => {
      expect(personReadings('LE<GALL<<YANN<PIERRE')).to.deep.equal([{given: ['yann', 'pierre'], surname: ['le', 'gall']}])
    })
  })

  describe('scores', () => {
    it('multiplies the surname similarity by a factor of the given names', () => {
      expect(comparePersons('Claire MARTIN', 'MARTIN Claire')).to.deep.equal({given: 'same', sameSurnameScore: 1, score: 1, surname: 'same'})
      expect(comparePersons('Claire MARTIN', 'C. MARTIN')).to.deep.include({given: 'initials', score: 0.95})
      const near = comparePersons('Claire GAUTIER', 'Claire GAUTHIER')
      expect(near).to.deep.include({given: 'same', sameSurnameScore: 0, surname: 'near'})
      expect(near.score).to.be.closeTo(14 / 15, 1e-9)
    })

    it('keeps a same-surname reading able to pass even when a near one scores higher', () => {
      const c = compareNames('Claire MARTIN', 'Mme MARTIN', 'person')
      expect(c.passScore).to.equal(0.93)
      expect(nameVerdict(c, 0.92, 0.75)).to.equal('pass')
      expect(nameVerdict(c, 0.95, 0.75)).to.equal('clarify')
    })

    it('measures edit similarity with insertions and deletions', () => {
      expect(editSimilarity('gautier', 'gauthier')).to.be.closeTo(14 / 15, 1e-9)
      expect(editSimilarity('dupont', 'dupond')).to.be.closeTo(10 / 12, 1e-9)
      expect(editSimilarity('', 'a')).to.equal(0)
      expect(editSimilarity('abc', 'abc')).to.equal(1)
    })

    it('never fails a clarification on an empty name but fails it on no name at all', () => {
      expect(nameVerdict(compareNames('', 'Claire MARTIN', 'person'), 0.92, 0.75)).to.equal('fail')
      expect(nameVerdict(compareNames('SAS', 'ATELIER MARTIN', 'company'), 0.9, 0.7)).to.equal('fail')
    })
  })

  describe('company names', () => {
    it('drops legal forms, share capital, dotted acronyms and elided articles', () => {
      expect(companyForm('S.A.R.L. Boulangerie Durand au capital de 7 500 €, RCS Lyon')).to.equal('boulangerie durand')
      expect(companyForm("L'Atelier du Bois, société à responsabilité limitée")).to.equal('atelier du bois')
      expect(companyForm('MARTIN & FILS SASU')).to.equal('martin fils')
    })

    it('scores typos, subsets and other names', () => {
      expect(companySimilarity('ATELIER MARTIN', 'MARTIN ATELIER')).to.equal(1)
      expect(companySimilarity('ATELIER MARTIN', 'ATELIERS MARTIN')).to.be.closeTo(14 / 15, 1e-9)
      expect(companySimilarity('ATELIER MARTIN', 'ATELIER MARTIN ET FILS')).to.equal(0.85)
      expect(companySimilarity('ATELIER MARTIN', 'BOULANGERIE DURAND')).to.equal(0)
    })

    it('takes the same letters spaced differently for the same name (an apostrophe or a space lost by OCR)', () => {
      expect(companySimilarity("O'KAFÉ", 'OKAFE')).to.equal(1)
      expect(companySimilarity('LES J ARDINS DU SUD', 'LES JARDINS DU SUD')).to.equal(1)
      expect(companySimilarity('LES JARDINS DU SUD', 'LES JARDINS DU NORD')).to.be.below(0.9)
    })
  })
})
