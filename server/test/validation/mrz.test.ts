import {expect} from 'chai'

import {findMrz} from '../../src/validation/mrz.js'

const REF = {refDate: '2026-06-30'}

/** ICAO 9303 check digit, computed here independently of the code under test: weights 7, 3, 1. */
function cd(text: string): string {
  let sum = 0
  for (const [i, ch] of [...text].entries()) {
    const value = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55
    sum += value * [7, 3, 1][i % 3]
  }

  return String(sum % 10)
}

const fill = (text: string, length: number) => text.padEnd(length, '<').slice(0, length)

/** A TD1 zone (3 × 30) with correct check digits. */
function td1(o: {code?: string; state: string; number: string; birth: string; sex: string; expiry: string; nationality: string; name: string}): string[] {
  const number = fill(o.number, 9)
  const line1 = `${fill(o.code ?? 'ID', 2)}${o.state}${number}${cd(number)}${'<'.repeat(15)}`
  const opt2 = '<'.repeat(11)
  const composite = cd(line1.slice(5) + o.birth + cd(o.birth) + o.expiry + cd(o.expiry) + opt2)
  const line2 = `${o.birth}${cd(o.birth)}${o.sex}${o.expiry}${cd(o.expiry)}${fill(o.nationality, 3)}${opt2}${composite}`
  return [line1, line2, fill(o.name, 30)]
}

/** A TD3 zone (2 × 44). An empty personal number has '<' as its check digit. */
function td3(o: {state: string; number: string; birth: string; sex: string; expiry: string; nationality: string; name: string; personal?: string}): string[] {
  const line1 = `P<${fill(o.state, 3)}${fill(o.name, 39)}`
  const number = `${fill(o.number, 9)}${cd(fill(o.number, 9))}`
  const personal = fill(o.personal ?? '', 14)
  const tail = `${o.expiry}${cd(o.expiry)}${personal}${o.personal ? cd(personal) : '<'}`
  const birth = `${o.birth}${cd(o.birth)}`
  return [line1, `${number}${fill(o.nationality, 3)}${birth}${o.sex}${tail}${cd(number + birth + tail)}`]
}

/** A TD2 zone (2 × 36: residence permits and older cards). */
function td2(o: {code: string; state: string; number: string; birth: string; sex: string; expiry: string; nationality: string; name: string}): string[] {
  const line1 = `${fill(o.code, 2)}${o.state}${fill(o.name, 31)}`
  const number = `${fill(o.number, 9)}${cd(fill(o.number, 9))}`
  const birth = `${o.birth}${cd(o.birth)}`
  const expiry = `${o.expiry}${cd(o.expiry)}${'<'.repeat(7)}`
  return [line1, `${number}${fill(o.nationality, 3)}${birth}${o.sex}${expiry}${cd(number + birth + expiry)}`]
}

/** A visa's zone: MRV-A (2 × 44) or MRV-B (2 × 36), document code V, optional data where TD3 and TD2 have a composite check digit. */
function mrv(o: {length: 36 | 44; state: string; number: string; birth: string; sex: string; expiry: string; nationality: string; name: string}): string[] {
  const line1 = `VD${fill(o.state, 3)}${fill(o.name, o.length - 5)}`
  const head = `${fill(o.number, 9)}${cd(fill(o.number, 9))}${fill(o.nationality, 3)}${o.birth}${cd(o.birth)}${o.sex}${o.expiry}${cd(o.expiry)}`
  return [line1, fill(head, o.length)]
}

/** The French identity card of 1988-2021 (2 × 36). */
function frenchCard(o: {surname: string; office: string; number: string; given: string; birth: string; sex: string}): string[] {
  const line1 = `IDFRA${fill(o.surname, 25)}${o.office}`
  const head = `${o.number}${cd(o.number)}${fill(o.given, 14)}${o.birth}${cd(o.birth)}${o.sex}`
  return [line1, `${head}${cd(line1 + head)}`]
}

const CLAIRE_TD1 = td1({birth: '860605', expiry: '340311', name: 'MARTIN<<CLAIRE<MARIE', nationality: 'FRA', number: 'X4RTBPFW4', sex: 'F', state: 'FRA'})
const CLAIRE_CARD = frenchCard({birth: '860605', given: 'CLAIRE<<MARIE', number: '130575012345', office: '075123', sex: 'F', surname: 'MARTIN'})
const SMITH_PASSPORT = td3({birth: '850214', expiry: '310612', name: 'SMITH<<JOHN<PAUL', nationality: 'GBR', number: '123456789', sex: 'M', state: 'GBR'})

/** Text lines around a zone, as a document's text layer gives them. */
const page = (zone: string[]) => ['RÉPUBLIQUE FRANÇAISE', "CARTE NATIONALE D'IDENTITÉ", 'Nom : MARTIN', '', ...zone, 'Signature du titulaire']

describe('machine-readable zones', () => {
  describe('formats', () => {
    it('reads the ICAO TD1 specimen (check digits hold; UTO is a specimen state)', () => {
      const r = findMrz(['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'], REF)!
      expect(r).to.deep.include({format: 'TD1', lineIndexes: [0, 1, 2], valid: true})
      expect(r.checks).to.deep.equal({birthDate: true, composite: true, documentNumber: true, expiryDate: true})
      expect(r.fields).to.deep.equal({
        birthDate: '1974-08-12',
        documentCode: 'I',
        documentNumber: 'D23145890',
        expiryDate: '2012-04-15',
        givenNames: 'ANNA MARIA',
        issuingState: 'UTO',
        nationality: 'UTO',
        sex: 'F',
        surname: 'ERIKSSON',
      })
    })

    it('reads a TD1 document number longer than 9 characters (check digit in the optional field)', () => {
      const r = findMrz(['I<UTOD23145890<1233<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<2', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields.documentNumber).to.equal('D23145890123')
    })

    it('reads the 2021 French identity card (TD1) among the lines of its page', () => {
      const r = findMrz(page(CLAIRE_TD1), REF)!
      expect(r).to.deep.include({format: 'TD1', lineIndexes: [4, 5, 6], valid: true, corrections: 0})
      expect(r.fields).to.deep.include({
        birthDate: '1986-06-05',
        documentCode: 'ID',
        documentNumber: 'X4RTBPFW4',
        expiryDate: '2034-03-11',
        givenNames: 'CLAIRE MARIE',
        issuingState: 'FRA',
        nationality: 'FRA',
        sex: 'F',
        surname: 'MARTIN',
      })
    })

    it('reads the ICAO TD3 specimen (passport, personal number with its check digit)', () => {
      const r = findMrz(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'], REF)!
      expect(r).to.deep.include({format: 'TD3', valid: true})
      expect(r.checks).to.deep.equal({birthDate: true, composite: true, documentNumber: true, expiryDate: true, personalNumber: true})
      expect(r.fields).to.deep.include({birthDate: '1974-08-12', documentNumber: 'L898902C3', expiryDate: '2012-04-15', givenNames: 'ANNA MARIA', surname: 'ERIKSSON'})
    })

    it('reads a British passport (TD3, empty personal number)', () => {
      const r = findMrz(SMITH_PASSPORT, REF)!
      expect(r).to.deep.include({format: 'TD3', valid: true})
      expect(r.fields).to.deep.include({birthDate: '1985-02-14', expiryDate: '2031-06-12', givenNames: 'JOHN PAUL', issuingState: 'GBR', nationality: 'GBR', sex: 'M', surname: 'SMITH'})
    })

    it('reads the German passport specimen (state code D<<)', () => {
      const r = findMrz(['P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'C01X00T478D<<6408125F2702283<<<<<<<<<<<<<<<4'], REF)!
      expect(r).to.deep.include({format: 'TD3', valid: true})
      expect(r.fields).to.deep.include({birthDate: '1964-08-12', documentNumber: 'C01X00T47', expiryDate: '2027-02-28', issuingState: 'D', nationality: 'D', surname: 'MUSTERMANN', givenNames: 'ERIKA'})
    })

    it('reads a French passport with a compound surname', () => {
      const r = findMrz(td3({birth: '810304', expiry: '300101', name: 'LE<GALL<<JEAN<BAPTISTE', nationality: 'FRA', number: '19AB12345', sex: 'M', state: 'FRA'}), REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields).to.deep.include({givenNames: 'JEAN BAPTISTE', surname: 'LE GALL'})
    })

    it('reads a TD2 residence permit', () => {
      const r = findMrz(td2({birth: '900101', code: 'IR', expiry: '300615', name: 'NGUYEN<<THI<MAI', nationality: 'VNM', number: 'AB1234567', sex: 'F', state: 'FRA'}), REF)!
      expect(r).to.deep.include({format: 'TD2', valid: true})
      expect(r.fields).to.deep.include({birthDate: '1990-01-01', documentCode: 'IR', expiryDate: '2030-06-15', givenNames: 'THI MAI', issuingState: 'FRA', nationality: 'VNM', surname: 'NGUYEN'})
    })

    it('reads the Wikipedia specimen of the 1988-2021 French identity card (2 × 36)', () => {
      const r = findMrz(['IDFRADOUEL<<<<<<<<<<<<<<<<<<<<932013', '0506932020438CHRISTIANE<<NI2906209F3'], REF)!
      expect(r).to.deep.include({format: 'FRENCH_NATIONAL_ID', valid: true})
      expect(r.checks).to.deep.equal({birthDate: true, composite: true, documentNumber: true})
      expect(r.fields).to.deep.equal({
        birthDate: '1929-06-20',
        documentCode: 'ID',
        documentNumber: '050693202043',
        givenNames: 'CHRISTIANE NI',
        issueDate: '2005-06',
        issuingState: 'FRA',
        nationality: 'FRA',
        sex: 'F',
        surname: 'DOUEL',
      })
    })

    it("reads a visa's zone, 2 × 44 (MRV-A) and 2 × 36 (MRV-B), with the check digits a visa carries", () => {
      for (const length of [44, 36] as const) {
        const zone = mrv({birth: '870812', expiry: '270119', length, name: 'KRISHNAN<<ARJUN<RAVI', nationality: 'IND', number: '828567940', sex: 'M', state: 'FRA'})
        const r = findMrz(['VISA   FRA828567940', 'REMARQUES / REMARKS', 'VLS-TS TALENT', ...zone], REF)!
        expect(r, String(length)).to.deep.include({format: length === 44 ? 'MRV_A' : 'MRV_B', valid: true})
        expect(r.checks).to.deep.equal({birthDate: true, documentNumber: true, expiryDate: true})
        expect(r.fields).to.deep.include({birthDate: '1987-08-12', documentCode: 'VD', documentNumber: '828567940', expiryDate: '2027-01-19', givenNames: 'ARJUN RAVI', issuingState: 'FRA', nationality: 'IND', surname: 'KRISHNAN'})
      }
    })

    it("reads the zone of the document wanted first (a passport's, codes P) of two on one page, a visa's valid beside it", () => {
      const passport = td3({birth: '830918', expiry: '291103', name: 'NAKAMURA<<YUKI', nationality: 'JPN', number: 'PG7035475', sex: 'F', state: 'JPN'})
      // (The passport's number's and birth date's check digits and its composite misread by OCR: the
      // visa's zone holds better.)
      const off = (digit: string) => String((Number(digit) + 1) % 10)
      const line = passport[1]
      const misread = [passport[0], `${line.slice(0, 9)}${off(line[9])}${line.slice(10, 19)}${off(line[19])}${line.slice(20, 43)}${off(line[43])}`]
      const visa = mrv({birth: '830918', expiry: '260227', length: 36, name: 'NAKAMURA<<YUKI', nationality: 'JPN', number: 'PG7035475', sex: 'F', state: 'FRA'})
      const lines = ['PASSPORT', ...misread, 'VISA', ...visa]
      expect(findMrz(lines, REF)!.fields.expiryDate).to.equal('2026-02-27')
      expect(findMrz(lines, {...REF, codes: ['P']})!.fields).to.deep.include({documentCode: 'P', expiryDate: '2029-11-03'})
      // (With no zone of those codes, any: the visa's.)
      expect(findMrz(['VISA', ...visa], {...REF, codes: ['P']})!.fields.expiryDate).to.equal('2026-02-27')
    })

    it("reads the holder's current passport, expiring last, of two passports' zones on one page (the cancelled one copied under it), whichever OCR read better", () => {
      const current = td3({birth: '900322', expiry: '350105', name: 'MOREAU<<MARIA<CRISTINA', nationality: 'PHL', number: 'P7522632K', sex: 'F', state: 'PHL'})
      const cancelled = td3({birth: '900322', expiry: '291016', name: 'BAUTISTA<<MARIA<CRISTINA', nationality: 'PHL', number: 'P9109028C', sex: 'F', state: 'PHL'})
      // (The current zone's composite check digit misread by OCR: the cancelled one holds better.)
      const line = current[1]
      const misread = [current[0], `${line.slice(0, 43)}${String((Number(line[43]) + 1) % 10)}`]
      for (const lines of [['PASSPORT', ...misread, 'CANCELLED', ...cancelled], ['CANCELLED', ...cancelled, 'PASSPORT', ...misread]]) {
        expect(findMrz(lines, {...REF, codes: ['P']})!.fields).to.deep.include({documentNumber: 'P7522632K', expiryDate: '2035-01-05', surname: 'MOREAU'})
      }
    })

    it('reads a computed 2 × 36 card, without guessing its expiry date', () => {
      const r = findMrz(page(CLAIRE_CARD), REF)!
      expect(r).to.deep.include({format: 'FRENCH_NATIONAL_ID', valid: true})
      expect(r.fields).to.deep.include({birthDate: '1986-06-05', documentNumber: '130575012345', givenNames: 'CLAIRE MARIE', issueDate: '2013-05', surname: 'MARTIN'})
      expect(r.fields.expiryDate).to.equal(undefined)
    })
  })

  describe('OCR damage that still reads', () => {
    it('tolerates spaces, « and ‹ for <, and lower case', () => {
      const damaged = [CLAIRE_TD1[0].replace(/<<</g, '«<‹').replace('X4RT', 'x4rt '), CLAIRE_TD1[1].replace(/(.{6})/g, '$1 '), CLAIRE_TD1[2].toLowerCase()]
      const r = findMrz(damaged, REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields.surname).to.equal('MARTIN')
      expect(r.lines).to.deep.equal(CLAIRE_TD1)
    })

    it('corrects O for 0 and I for 1 in digit positions (and 0 for O in names)', () => {
      const damaged = [SMITH_PASSPORT[0].replace('SMITH', 'SM1TH'), SMITH_PASSPORT[1].replace(/^(.{13})8502/, '$185O2').replace(/^(.{21})31/, '$13I')]
      expect(damaged[1]).to.not.equal(SMITH_PASSPORT[1])
      const r = findMrz(damaged, REF)!
      expect(r).to.deep.include({valid: true})
      expect(r.corrections).to.be.greaterThan(0)
      expect(r.fields).to.deep.include({birthDate: '1985-02-14', expiryDate: '2031-06-12', surname: 'SMITH'})
    })

    it('reads a document code whose I was read as 1', () => {
      const r = findMrz([CLAIRE_TD1[0].replace(/^I/, '1'), CLAIRE_TD1[1], CLAIRE_TD1[2]], REF)!
      expect(r).to.deep.include({valid: true})
      expect(r.fields.documentCode).to.equal('ID')
    })

    it('drops a stray character at either end of a line', () => {
      const r = findMrz([`|${SMITH_PASSPORT[0]}`, `${SMITH_PASSPORT[1]}l`], REF)!
      expect(r.valid).to.equal(true)
      expect(r.lines).to.deep.equal(SMITH_PASSPORT)
    })

    it('puts back a filler lost in a run of fillers, and reads "«" as two fillers when the line is short', () => {
      const lost = [CLAIRE_TD1[0], CLAIRE_TD1[1].replace('<<<<', '<<<'), CLAIRE_TD1[2]]
      expect(findMrz(lost, REF)).to.deep.include({valid: true})
      const doubled = [CLAIRE_CARD[0].replace(/<<<<<<<<<<<<<<<<<<</, '«««««««««<'), CLAIRE_CARD[1]]
      const r = findMrz(doubled, REF)!
      expect(r).to.deep.include({format: 'FRENCH_NATIONAL_ID', valid: true})
      expect(r.lines).to.deep.equal(CLAIRE_CARD)
    })

    it('splits two lines of a text layer run together', () => {
      const r = findMrz(['Signature', `${CLAIRE_CARD[0]} ${CLAIRE_CARD[1]}`], REF)!
      expect(r).to.deep.include({lineIndexes: [1, 1], valid: true})
    })

    it('ignores the letters OCR reads inside a long run of fillers after the names', () => {
      const r = findMrz([SMITH_PASSPORT[0].replace(/<{8}$/, '<K<<C<<<'), SMITH_PASSPORT[1]], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields).to.deep.include({givenNames: 'JOHN PAUL', surname: 'SMITH'})
    })

    it('restores a first line whose filler tail OCR read as letters and lost three of (a phone photo of a card)', () => {
      // As read from a photo of the 2021 card: "...7<<<<<<<AAAA<" for "...7" and 15 fillers.
      const [, line2, line3] = td1({birth: '680108', expiry: '341019', name: 'MARTIN<<CLAIRE<MARIE', nationality: 'FRA', number: 'DJYR5Y1CY', sex: 'F', state: 'FRA'})
      const r = findMrz(['RÉPUBLIQUE FRANÇAISE', 'IDFRADJYR5Y1CY7<<<<<<<AAAA<', line2, line3], REF)!
      expect(r).to.deep.include({format: 'TD1', valid: true})
      expect(r.fields).to.include({birthDate: '1968-01-08', documentNumber: 'DJYR5Y1CY', expiryDate: '2034-10-19', surname: 'MARTIN'})
      expect(r.corrections).to.be.greaterThan(0)
    })

    it('reads a zone whose lines are separated by a blank line', () => {
      expect(findMrz([SMITH_PASSPORT[0], '   ', SMITH_PASSPORT[1]], REF)).to.deep.include({lineIndexes: [0, 2], valid: true})
    })
  })

  describe('damage that the check digits catch', () => {
    it('a wrong birth date digit: valid false, the birth date and composite checks fail', () => {
      const damaged = [CLAIRE_TD1[0], CLAIRE_TD1[1].replace(/^860605/, '860805'), CLAIRE_TD1[2]]
      const r = findMrz(damaged, REF)!
      expect(r.valid).to.equal(false)
      expect(r.checks).to.deep.equal({birthDate: false, composite: false, documentNumber: true, expiryDate: true})
      expect(r.fields.birthDate).to.equal('1986-08-05')
    })

    it('a wrong document number character on a passport', () => {
      const damaged = [SMITH_PASSPORT[0], SMITH_PASSPORT[1].replace(/^1234/, '1284')]
      const r = findMrz(damaged, REF)!
      expect(r).to.deep.include({valid: false})
      expect(r.checks.documentNumber).to.equal(false)
      expect(r.checks.birthDate).to.equal(true)
    })

    it('swaps back a letter OCR read as a digit in a document number, only when every check then holds', () => {
      const zone = td3({birth: '770719', expiry: '340615', name: 'NGUYEN<<FRANCOIS', nationality: 'FRA', number: '24IM65047', sex: 'M', state: 'FRA'})
      const misread = [zone[0], zone[1].replace(/^24IM/, '241M')]
      const r = findMrz(misread, REF)!
      expect(r).to.deep.include({valid: true})
      expect(r.fields.documentNumber).to.equal('24IM65047')
      expect(r.corrections).to.be.greaterThan(0)
      // The same misreading with a wrong composite digit too: no swap makes every check hold.
      const worse = [misread[0], misread[1].slice(0, -1) + String((Number(misread[1].at(-1)) + 1) % 10)]
      const w = findMrz(worse, REF)!
      expect(w.valid).to.equal(false)
      expect(w.fields.documentNumber).to.equal('241M65047')
    })

    it("swaps back a Z that a photo read as a 7 in a document number (\"177Y55694\" for \"17ZY55694\")", () => {
      const zone = td3({birth: '931027', expiry: '270819', name: 'HAMIDI<<ANAIS<LOUISE', nationality: 'FRA', number: '17ZY55694', sex: 'F', state: 'FRA'})
      const r = findMrz([zone[0], zone[1].replace(/^17ZY/, '177Y')], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields.documentNumber).to.equal('17ZY55694')
    })

    it('swaps back a J whose hook a scan lost in a document number ("R8IMTWF3R" for "R8JMTWF3R")', () => {
      const zone = td3({birth: '931027', expiry: '270819', name: 'HOFFMANN<<JULIA', nationality: 'D<<', number: 'R8JMTWF3R', sex: 'F', state: 'D<<'})
      const r = findMrz([zone[0], zone[1].replace(/^R8J/, 'R8I')], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields.documentNumber).to.equal('R8JMTWF3R')
    })

    it('drops a glyph read twice as two look-alikes ("IRFRAO03AU..." for "IRFRA03AU...", "0OUSA" for "0USA"), on two lines at once', () => {
      const zone = td1({code: 'IR', birth: '860125', expiry: '320405', name: 'CARTER<<EMILY<ROSE', nationality: 'USA', number: '03AU87750', sex: 'F', state: 'FRA'})
      const misread = [zone[0].replace('IRFRA0', 'IRFRAO0'), zone[1].replace(/^(\d{7}F\d{7})USA/, '$1OUSA'), zone[2]]
      expect(misread.map((line) => line.length)).to.deep.equal([31, 31, 30])
      const r = findMrz(misread, REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields).to.deep.include({documentNumber: '03AU87750', nationality: 'USA'})
    })

    it('takes a run of one repeated letter after the names for the fillers OCR misread, and keeps a last given name', () => {
      const zone = td3({birth: '770719', expiry: '340615', name: 'NGUYEN<<FRANCOIS', nationality: 'FRA', number: '24IM65047', sex: 'M', state: 'FRA'})
      const r = findMrz([`${zone[0].slice(0, 23)} eee eee eee`, zone[1]], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields).to.deep.include({givenNames: 'FRANCOIS', surname: 'NGUYEN'})
      // A line cut after its last given name: "JOHN" is a name, not fillers misread.
      const john = findMrz(['P<GBRSMITH<<JOHN', SMITH_PASSPORT[1]], REF)
      expect(john?.fields.givenNames ?? 'JOHN').to.equal('JOHN')
    })

    it('puts back every filler a short first line lost at its end (the edge of a photo)', () => {
      const zone = td3({birth: '930624', expiry: '320406', name: 'MUELLER<<KATHARINA', nationality: 'D', number: 'HML65L25L', sex: 'F', state: 'D'})
      const r = findMrz(['P<D<<MUELLER<<KATHARINA<<<', zone[1]], REF)!
      expect(r.valid).to.equal(true)
      expect(r.fields).to.deep.include({givenNames: 'KATHARINA', issuingState: 'D', surname: 'MUELLER'})
    })

    it('a wrong composite digit on the 2 × 36 card', () => {
      const last = CLAIRE_CARD[1].at(-1)!
      const damaged = [CLAIRE_CARD[0], CLAIRE_CARD[1].slice(0, -1) + String((Number(last) + 1) % 10)]
      const r = findMrz(damaged, REF)!
      expect(r.valid).to.equal(false)
      expect(r.checks).to.deep.equal({birthDate: true, composite: false, documentNumber: true})
    })
  })

  describe('no zone', () => {
    it('finds nothing in ordinary text', () => {
      expect(findMrz(['Extrait Kbis', 'Dénomination : ATELIER MARTIN', 'Immatriculation au RCS, numéro 732 829 320 R.C.S. Paris'], REF)).to.equal(undefined)
      expect(findMrz([], REF)).to.equal(undefined)
    })

    it('finds nothing in lines of the right length that are not a zone', () => {
      const prose = 'Pour toute question relative à votre contrat, appelez le 09 69 32 15 15 « service client »'
      expect(findMrz([prose, prose.toUpperCase()], REF)).to.equal(undefined)
      expect(findMrz(['P<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQR'], REF)).to.equal(undefined)
    })

    it('prefers the zone whose check digits hold when two candidates overlap', () => {
      const r = findMrz(['P<GBRSMITH<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<', ...SMITH_PASSPORT], REF)!
      expect(r).to.deep.include({lineIndexes: [1, 2], valid: true})
    })
  })
})
