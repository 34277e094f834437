import {expect} from 'chai'

import {dateFromFileName, expandYear, findAllDates, findDate, findMonth, monthNumber, type DateOptions} from '../../src/validation/parse.js'

const REF = '2026-06-30'
const near: DateOptions = {refDate: REF}
const past: DateOptions = {refDate: REF, twoDigitYear: 'past'}
const future: DateOptions = {refDate: REF, twoDigitYear: 'future'}

const value = (text: string, options: DateOptions = near) => findDate(text, options)?.value
const values = (text: string, options: DateOptions = near) => findAllDates(text, options).map((d) => d.value)

describe('date parsing (French and EU documents)', () => {
  describe('numeric forms', () => {
    it('reads dd/mm/yyyy', () => {
      expect(findDate('Délivrée le 12/03/2025.', near)).to.deep.equal({index: 12, raw: '12/03/2025', value: '2025-03-12'})
      expect(value('le 1/2/2025')).to.equal('2025-02-01')
    })

    it('reads dd.mm.yyyy', () => {
      expect(value('Geburtsdatum 05.06.1986')).to.equal('1986-06-05')
    })

    it('reads dd-mm-yyyy', () => {
      expect(value('Date : 06-10-2026')).to.equal('2026-10-06')
    })

    it('reads dd/mm/yy with the century of the kind of date', () => {
      expect(value('Né le 04/03/81', past)).to.equal('1981-03-04')
      expect(value('Expire le 04/03/31', future)).to.equal('2031-03-04')
      expect(value('Facture du 04/03/26')).to.equal('2026-03-04')
    })

    it('reads dd.mm.yy', () => {
      expect(value('Geb. 14.02.85', past)).to.equal('1985-02-14')
      expect(findDate('le 14.02.85', past)?.raw).to.equal('14.02.85')
    })

    it('reads digits separated by spaces when they are clearly a date', () => {
      expect(findDate('Date de naiss. : 05 06 1986', near)).to.deep.include({raw: '05 06 1986', value: '1986-06-05'})
      expect(value('Valable jusqu’au 12  06  2031')).to.equal('2031-06-12')
      // One of the spaces OCR read as a colon or a comma (a speck): still the date; both are not.
      expect(value('21 11:2025 PREFECTURE DE L’ISÈRE')).to.equal('2025-11-21')
      expect(value('le 10 12,2024')).to.equal('2024-12-10')
      expect(findDate('21:11:2025', near)).to.equal(undefined)
    })

    it("reads a Dutch card's month pairs", () => {
      expect(value('08 MRT/MAR 2022')).to.equal('2022-03-08')
      expect(value('17 MEI/MAY 2031')).to.equal('2031-05-17')
      expect(value('2 OKT/OCT 1990')).to.equal('1990-10-02')
    })

    it('does not take phone numbers, amounts or codes for spaced dates', () => {
      expect(findDate('Tél. 01 23 45 67 89', near)).to.equal(undefined)
      expect(findDate('Tél. 01 05 06 1986', near)).to.equal(undefined)
      expect(findDate('SIRET 732 829 320 00074', near)).to.equal(undefined)
      expect(findDate('Total 12 05 2024,00 €', near)).to.equal(undefined)
      expect(findDate('Réf. 31 13 2026', near)).to.equal(undefined)
      expect(findDate('05 06 1986 75011', near)).to.equal(undefined)
    })

    it('does not take phone numbers or versions written with dots for short dates', () => {
      expect(findDate('06.12.34.56.78', near)).to.equal(undefined)
      expect(findDate('version v1.2.25', near)).to.equal(undefined)
      expect(findDate('rendez-vous le 12/06 14:30', near)).to.equal(undefined)
    })

    it('reads ISO dates (and the year-first slashes of some foreign documents)', () => {
      expect(value('issued 2026-03-12')).to.equal('2026-03-12')
      expect(value('2026/03/12')).to.equal('2026-03-12')
    })

    it('keeps both ends of a range written without spaces', () => {
      expect(values('Période : 01/10/2026-31/10/2026')).to.deep.equal(['2026-10-01', '2026-10-31'])
      expect(values('du 01/10/26-31/10/26')).to.deep.equal(['2026-10-01', '2026-10-31'])
    })

    it('rejects impossible dates', () => {
      expect(findDate('31/02/2026', near)).to.equal(undefined)
      expect(findDate('29/02/2025', near)).to.equal(undefined)
      expect(value('29/02/2024')).to.equal('2024-02-29')
      expect(findDate('12/13/2026', near)).to.equal(undefined)
      expect(findDate('31 avril 2026', near)).to.equal(undefined)
      expect(findDate('00/01/2026', near)).to.equal(undefined)
    })
  })

  describe('month words', () => {
    it('reads a long French date', () => {
      expect(findDate('Fait à Paris, le 6 octobre 2026', near)).to.deep.include({raw: '6 octobre 2026', value: '2026-10-06'})
    })

    it('reads 1er', () => {
      expect(findDate('le 1er mars 2026', near)).to.deep.include({raw: '1er mars 2026', value: '2026-03-01'})
      expect(value('le 1 er août 2026')).to.equal('2026-08-01')
    })

    it('reads an upper-case abbreviation', () => {
      expect(value('06 OCT 2026')).to.equal('2026-10-06')
      expect(value('06OCT2026')).to.equal('2026-10-06')
    })

    it('reads French abbreviations with or without their dot, and accents', () => {
      expect(value('3 janv. 2026')).to.equal('2026-01-03')
      expect(value('3 févr. 2026')).to.equal('2026-02-03')
      expect(value('3 FÉV 2026')).to.equal('2026-02-03')
      expect(value('3 fev 2026')).to.equal('2026-02-03')
      expect(value('3 avr. 2026')).to.equal('2026-04-03')
      expect(value('3 juil. 2026')).to.equal('2026-07-03')
      expect(value('3 sept. 2026')).to.equal('2026-09-03')
      expect(value('3 déc. 2026')).to.equal('2026-12-03')
      expect(value('3 AOÛT 2026')).to.equal('2026-08-03')
    })

    it('reads English months and ordinals', () => {
      expect(value('3 Feb 2026')).to.equal('2026-02-03')
      expect(value('3 Sept 2026')).to.equal('2026-09-03')
      expect(value('1st March 2026')).to.equal('2026-03-01')
      expect(value('Monday, 5 October 2026')).to.equal('2026-10-05')
    })

    it('reads bilingual month pairs as on passports and cards, with two-digit years', () => {
      expect(findDate('Date de naissance / Date of birth 04 MAR /MARS 81', past)).to.deep.include({raw: '04 MAR /MARS 81', value: '1981-03-04'})
      expect(value('14 FEB /FÉV 85', past)).to.equal('1985-02-14')
      expect(value('12 JUIN/JUN 2031', future)).to.equal('2031-06-12')
      expect(value('12 JUIN/JUN 31', future)).to.equal('2031-06-12')
      expect(value('04 MÄR/MAR 81', past)).to.equal('1981-03-04')
      expect(value('24 DEZ/DEC 2030', future)).to.equal('2030-12-24')
    })

    it('reads a month word whose capital OCR parted from the rest ("19 J UIL./J UL 1977")', () => {
      expect(value('19 J UIL./J UL 1977', past)).to.equal('1977-07-19')
      expect(value('16 J UIN/J UN 2024', near)).to.equal('2024-06-16')
      expect(value('le 3 m ars 2026', near)).to.equal('2026-03-03')
      // A letter standing alone before a word that is no month stays apart.
      expect(findDate('12 J OUR 2026', near)).to.equal(undefined)
    })

    it("reads a month after a word of the issuing state's language and a slash (\"06 BEAL/MAY 2020\", an Irish passport)", () => {
      expect(findDate('06 BEAL/MAY 2020', near)).to.deep.include({raw: '06 BEAL/MAY 2020', value: '2020-05-06'})
      expect(findDate('26 LÚN/AUG 1991', past)).to.deep.include({value: '1991-08-26'})
    })

    it('rejects a bilingual pair whose two months disagree', () => {
      expect(findDate('04 MAR /AVR 81', past)).to.equal(undefined)
    })

    it('reads a weekday before the date, as part of it', () => {
      expect(findDate('Rendez-vous lundi 5 octobre 2026 à 10 h', near)).to.deep.include({raw: 'lundi 5 octobre 2026', value: '2026-10-05'})
    })

    it('does not read a month word inside another word, a time, or a year after a comma', () => {
      expect(findDate('12 marchés 2026', near)).to.equal(undefined)
      expect(findDate('le 12 juin 14h30', near)).to.equal(undefined)
      expect(findDate('né le 5 mai, 12 rue des Lilas', near)).to.equal(undefined)
    })

    it('maps month words to numbers', () => {
      expect(['janv.', 'FÉVR', 'mars', 'Apr', 'mai', 'JUIN', 'juill.', 'août', 'Sept.', 'okt', 'nov', 'Déc.'].map((w) => monthNumber(w))).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      expect(monthNumber('jui')).to.equal(undefined)
    })
  })

  describe('document order and overlaps', () => {
    it('lists every date once, in order, whatever its form', () => {
      const text = 'Délivrée le 12/03/2025, valable du 1er avril 2025 au 2026-03-31 ; née le 05 06 1986'
      expect(values(text)).to.deep.equal(['2025-03-12', '2025-04-01', '2026-03-31', '1986-06-05'])
    })
  })

  describe('two-digit years', () => {
    it('past: the latest date on or before the reference date (birth dates)', () => {
      expect(expandYear(81, 'past', REF)).to.equal(1981)
      expect(expandYear(26, 'past', REF, 6, 30)).to.equal(2026)
      expect(expandYear(26, 'past', REF, 7, 1)).to.equal(1926)
      expect(expandYear(0, 'past', REF)).to.equal(2000)
    })

    it('future: within (R - 80, R + 20] (expiry dates)', () => {
      expect(expandYear(36, 'future', REF)).to.equal(2036)
      expect(expandYear(46, 'future', REF)).to.equal(2046)
      expect(expandYear(47, 'future', REF)).to.equal(1947)
      expect(expandYear(19, 'future', REF)).to.equal(2019)
    })

    it('near: the closest year to the reference date, a tie going to the past (issue dates)', () => {
      expect(expandYear(24, 'near', REF)).to.equal(2024)
      expect(expandYear(75, 'near', REF)).to.equal(2075)
      expect(expandYear(76, 'near', REF)).to.equal(1976)
      expect(expandYear(99, 'near', '2080-01-01')).to.equal(2099)
      expect(expandYear(20, 'near', '2080-01-01')).to.equal(2120)
    })

    it('applies to dates in file names', () => {
      expect(dateFromFileName('scan_12.03.85.pdf', 'date', past)?.value).to.equal('1985-03-12')
      expect(dateFromFileName('scan_12.03.85.pdf', 'date', future)?.value).to.equal('1985-03-12')
      expect(dateFromFileName('scan_12.03.45.pdf', 'date', future)?.value).to.equal('2045-03-12')
    })

    it('defaults to near around today when no option is given', () => {
      const year = new Date().getUTCFullYear()
      const yy = year % 100
      expect(findDate(`le 01/01/${String(yy).padStart(2, '0')}`)?.value).to.equal(`${year}-01-01`)
    })
  })

  describe('months', () => {
    const month = (text: string) => findMonth(text, near)?.value
    it('reads a French month name with its year, in any case', () => {
      expect(month('Salaire de mars 2026')).to.equal('2026-03')
      expect(month('MARS 2026')).to.equal('2026-03')
      expect(month('Période : octobre 2026')).to.equal('2026-10')
      expect(month('Oct. 2026')).to.equal('2026-10')
      expect(month('bulletin-fevrier-2026')).to.equal('2026-02')
      expect(month('bulletin-03-2026')).to.equal('2026-03')
    })

    it('reads mm/yyyy and yyyy-mm', () => {
      expect(month('03/2026')).to.equal('2026-03')
      expect(month('Mois : 10/2026')).to.equal('2026-10')
      expect(month('2026-03')).to.equal('2026-03')
      expect(month('13/2026')).to.equal(undefined)
    })

    it('takes the month of a period given by its dates', () => {
      expect(month('Période du 01/10/2026 au 31/10/2026')).to.equal('2026-10')
      expect(month('Période du 1er au 31 octobre 2026')).to.equal('2026-10')
    })

    it('does not read a month out of a full date or a longer number', () => {
      expect(findMonth('Réf. 12/2026/0045', near)).to.equal(undefined)
      expect(findMonth('2026-03-12', near)?.value).to.equal('2026-03')
    })
  })
})
