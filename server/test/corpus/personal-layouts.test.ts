/**
 * The personal and unrelated document layouts of the corpus: every ground-truth value is printed
 * on the document (in one of the forms French documents use), the params are honoured (issue
 * date, period, income year, the overrides that plant defects), and the output is deterministic.
 */
import {expect} from 'chai'
import {extractText, getDocumentProxy} from 'unpdf'

import type {Facts, GeneratedDocument, LayoutGenerator} from '../../src/corpus/types.js'

import {OTHER_LAYOUTS} from '../../src/corpus/layouts/other/index.js'
import {PERSONAL_LAYOUTS} from '../../src/corpus/layouts/personal/index.js'
import {documentTypeSpec} from '../../src/validation/classify.js'
import {defaultProfile} from '../../src/validation/profile.js'
import {FACTS} from './facts-fixture.js'

/** Mulberry32: the corpus builder's kind of seeded generator. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const PARAMS = [
  {incomeYear: 2025, issueDate: '2026-10-06', month: '2026-09'},
  {incomeYear: 2024, issueDate: '2026-07-01', month: '2026-02'},
]

/** Fields a layout does not print (so its ground truth must not have them). */
const NOT_PRINTED: Record<string, string[]> = {
  'avis_imposition/avis-2025': ['declarant_nom', 'declarant_prenoms'],
  'avis_imposition/avis-2026': ['declarant_nom', 'declarant_prenoms'],
  'avis_imposition/situation-declarative': ['salaires_declares'],
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
/** Months abbreviated with a dot, as billing software prints them ("6 oct. 2026"). */
const MONTHS_SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** Whitespace of any kind (no-break spaces included) as one space. */
const squash = (text: string): string => text.replaceAll(/[\s\u00A0]+/g, ' ')

async function textOf(pdf: Uint8Array): Promise<{text: string; pages: string[]}> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const {text: pages} = await extractText(doc, {mergePages: false})
  return {pages: (pages as string[]).map((p) => squash(p)), text: squash((pages as string[]).join('\n'))}
}

function groupThousands(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** The forms a normalised value may take on a French document. */
function printedForms(type: string, value: string, wholeEuros = false): string[] {
  switch (type) {
    case 'date': {
      const [y, m, d] = value.split('-')
      const day = Number(d)
      return [`${d}/${m}/${y}`, `${d}.${m}.${y}`, `${day === 1 ? '1er' : day} ${MONTHS[Number(m) - 1]} ${y}`, `${d} ${MONTHS[Number(m) - 1]} ${y}`, `${day} ${MONTHS_SHORT[Number(m) - 1]} ${y}`]
    }

    case 'month': {
      const [y, m] = value.split('-')
      const name = MONTHS[Number(m) - 1]
      return [`${name} ${y}`, `${name[0].toUpperCase()}${name.slice(1)} ${y}`, `${m}/${y}`, `01/${m}/${y}`, `01/${m}/${y.slice(2)}`]
    }

    case 'amount': {
      const [whole, cents] = value.split('.')
      const n = Number(whole)
      const forms = [' ', '', '.'].map((sep) => `${groupThousands(n, sep)},${cents}`)
      // The tax administration prints whole euros, often without the currency.
      if (cents === '00' && wholeEuros) forms.push(groupThousands(n, ' '))
      return forms
    }

    default: {
      return [value]
    }
  }
}

function expectPrinted(doc: GeneratedDocument, text: string, fieldTypes: Map<string, string>): void {
  const digitsOnly = text.replaceAll(' ', '')
  for (const [field, value] of Object.entries(doc.fields)) {
    const type = fieldTypes.get(field)!
    const where = `${doc.layout} ${field}=${value}`
    if (type === 'siret' || type === 'siren' || type === 'code') {
      expect(digitsOnly, where).to.include(value.replaceAll(' ', ''))
    } else if (type === 'address') {
      for (const part of value.split(', ')) expect(text, where).to.include(part)
    } else if (type === 'name' || type === 'company') {
      // As printed, possibly across cells (surname and given names in their own columns).
      for (const word of value.split(' ')) expect(text, where).to.include(word)
    } else {
      const forms = printedForms(type, value, doc.type === 'avis_imposition')
      expect(
        forms.some((f) => text.includes(f)),
        `${where}: none of ${JSON.stringify(forms)} in the text`,
      ).to.equal(true)
    }
  }
}

const ALL: [string, LayoutGenerator][] = [...Object.entries(PERSONAL_LAYOUTS), ...Object.entries(OTHER_LAYOUTS)]
const PERSONAL_TYPES = ['facture_domicile', 'quittance_loyer', 'bulletin_paie', 'avis_imposition']

describe('corpus: personal and unrelated document layouts', function () {
  this.timeout(120_000)
  const profile = defaultProfile()
  const fieldTypesOf = (type: string): Map<string, string> => new Map((documentTypeSpec(profile, type)?.fields ?? []).map((f) => [f.id, f.type]))

  it('has at least three issuer layouts for each personal document type and six unrelated documents', () => {
    for (const type of PERSONAL_TYPES) expect(Object.keys(PERSONAL_LAYOUTS).filter((k) => k.startsWith(`${type}/`)).length, type).to.be.at.least(3)
    expect(Object.keys(OTHER_LAYOUTS).length).to.be.at.least(6)
    for (const key of Object.keys(OTHER_LAYOUTS)) expect(key).to.match(/^other\//)
  })

  for (const [key, generate] of ALL) {
    describe(key, () => {
      const type = key.split('/')[0]

      for (const params of PARAMS) {
        it(`prints every ground-truth value and honours ${JSON.stringify(params)}`, async () => {
          const doc = await generate(FACTS, params, seeded(7))
          expect(doc.layout).to.equal(key)
          expect(doc.type).to.equal(type)
          expect(Buffer.from(doc.pdf.subarray(0, 5)).toString()).to.equal('%PDF-')
          const {text} = await textOf(doc.pdf)
          if (type === 'other') {
            expect(doc.fields).to.deep.equal({})
            expect(text.length).to.be.greaterThan(400)
            return
          }

          const fieldTypes = fieldTypesOf(type)
          const expected = [...fieldTypes.keys()].filter((f) => !(NOT_PRINTED[key] ?? []).includes(f))
          expect(Object.keys(doc.fields).sort()).to.deep.equal(expected.sort())
          expectPrinted(doc, text, fieldTypes)

          const issueField = {avis_imposition: 'date_etablissement', facture_domicile: 'date_emission', quittance_loyer: 'date_emission'}[type]
          if (issueField) expect(doc.fields[issueField]).to.equal(params.issueDate)
          if (type === 'bulletin_paie') expect(doc.fields.periode).to.equal(params.month)
          if (type === 'avis_imposition') expect(doc.fields.annee_revenus).to.equal(String(params.incomeYear))
          if (type === 'quittance_loyer') {
            const [y, m] = params.month.split('-')
            expect(printedForms('month', params.month).some((f) => text.includes(f)) || text.includes(`1er ${MONTHS[Number(m) - 1]} ${y}`), 'period printed').to.equal(true)
          }
        })
      }

      it('is deterministic: the same facts, params and seed give the same bytes', async () => {
        const a = await generate(FACTS, PARAMS[0], seeded(11))
        const b = await generate(FACTS, PARAMS[0], seeded(11))
        expect(Buffer.compare(Buffer.from(a.pdf), Buffer.from(b.pdf))).to.equal(0)
        expect(a.fields).to.deep.equal(b.fields)
      })

      if (type === 'other') return

      it('prints the overridden name and address instead of the person’s', async () => {
        const doc = await generate(FACTS, {...PARAMS[0], addressOverride: {city: 'Chalon-sur-Saône', lines: ['3 impasse des Acacias'], postcode: '71100'}, nameOverride: {surname: 'MARIN'}}, seeded(3))
        const {text} = await textOf(doc.pdf)
        const nameField = {avis_imposition: 'declarant', bulletin_paie: 'salarie_nom', facture_domicile: 'titulaire', quittance_loyer: 'titulaire'}[type]!
        expect(doc.fields[nameField].toUpperCase()).to.include('MARIN').and.not.include('MARTIN')
        expect(text.toUpperCase()).to.include('MARIN')
        if (doc.fields.adresse !== undefined) {
          expect(doc.fields.adresse.toUpperCase()).to.include('ACACIAS').and.not.include('LILAS')
          expect(text).to.include('71100')
          expect(text.toUpperCase()).not.to.include('LILAS')
        }
      })

      if (type === 'bulletin_paie') {
        it('prints overridden amounts, even when net exceeds gross', async () => {
          const amountsOverride = {grossCents: 250_000, netBeforeTaxCents: 260_000, netTaxableCents: 265_010}
          const doc = await generate(FACTS, {...PARAMS[0], amountsOverride}, seeded(5))
          expect(doc.fields).to.include({brut: '2500.00', net_avant_impot: '2600.00', net_imposable: '2650.10'})
          expectPrinted(doc, (await textOf(doc.pdf)).text, fieldTypesOf(type))
        })
      }

      if (type === 'avis_imposition') {
        it('prints overridden declared salaries', async () => {
          const doc = await generate(FACTS, {...PARAMS[0], amountsOverride: {declaredSalariesCents: 4_100_000}}, seeded(5))
          if (doc.fields.salaires_declares !== undefined) expect(doc.fields.salaires_declares).to.equal('41000.00')
          expectPrinted(doc, (await textOf(doc.pdf)).text, fieldTypesOf(type))
        })
      }
    })
  }

  it('puts the nets of the two-page payslip on page 2 under "Page 2/2"', async () => {
    const doc = await PERSONAL_LAYOUTS['bulletin_paie/detaille-2p'](FACTS, PARAMS[0], seeded(1))
    const {pages} = await textOf(doc.pdf)
    expect(pages).to.have.length(2)
    expect(pages[0]).to.include('Page 1/2')
    expect(pages[1]).to.include('Page 2/2')
    expect(pages[0]).not.to.include('NET À PAYER AVANT IMPÔT')
    expect(pages[1]).to.include('NET À PAYER AVANT IMPÔT')
  })

  it('prints the married name with the birth name as a separate mention', async () => {
    const married: Facts = {...FACTS, person: {...FACTS.person, usageName: 'DUBOIS'}}
    const doc = await PERSONAL_LAYOUTS['bulletin_paie/clarifie'](married, PARAMS[0], seeded(2))
    const {text} = await textOf(doc.pdf)
    expect(doc.fields.salarie_nom).to.equal('Mme Claire DUBOIS')
    expect(text).to.include('Nom de naissance MARTIN')
  })
})
