import {expect} from 'chai'

import {checkIban, completeLuhn, ibanCheckDigits, isValidBic, isValidSiren, isValidSiret, isValidTva, luhn, maskSensitive, repairOcrIban, ribKey, ibanOfRib, tvaKey} from '../../src/validation/checks.js'
import {addMonths, endOf, monthDiff, subtractDuration} from '../../src/validation/dates.js'
import {companySimilarity, compareAddresses, parseAddress, personForms, personSimilarity} from '../../src/validation/names.js'
import {
  dateFromFileName,
  findAllDates,
  findAmount,
  writesCents,
  findDate,
  findBic,
  findIban,
  findMonth,
  findSiren,
  findSiret,
  findTva,
  findYear,
  formatEuros,
  toCents,
} from '../../src/validation/parse.js'
import {documentLines} from '../../src/validation/extract.js'
import {fold, normalizeText} from '../../src/validation/text.js'

describe('validation text, parsers and checksums', () => {
  describe('normalisation', () => {
    it('turns NBSP, U+202F and ligatures into plain text and folds accents length-preserving', () => {
      expect(normalizeText('1\u202F234,56\u00A0€ ﬁn « ok » l’été')).to.equal('1 234,56 € fin " ok " l\'été')
      const text = 'Échéance du contrat'
      expect(fold(text)).to.equal('echeance du contrat')
      expect(fold(text)).to.have.length(text.length)
      // Plain text is laid out as a monospaced page: empty lines drop, a run of spaces stays a gap.
      const {lines} = documentLines({file_name: 'x.txt', pages: ['Titre\n\n  a   b  ', 'page deux']})
      expect(lines.map((l) => [l.page, l.text])).to.deep.equal([
        [1, 'Titre'],
        [1, 'a   b'],
        [2, 'page deux'],
      ])
    })
  })

  describe('dates', () => {
    it('reads numeric French dates, long dates with 1er and accents, and ISO dates', () => {
      expect(findDate('Délivrée le 12/03/2025.')?.value).to.equal('2025-03-12')
      expect(findDate('le 12.03.2025')?.value).to.equal('2025-03-12')
      expect(findDate('Fait le 12 mars 2025')?.value).to.equal('2025-03-12')
      expect(findDate('le 1er août 2024')).to.deep.include({raw: '1er août 2024', value: '2024-08-01'})
      // OCR's l or I for the 1 of "1er".
      expect(findDate('pour la période du ler février 2026 au 31 janvier 2027')).to.deep.include({raw: 'ler février 2026', value: '2026-02-01'})
      expect(findDate('depuis le Ier mars 2025')?.value).to.equal('2025-03-01')
      expect(findDate('le 3 févr. 2024')?.value).to.equal('2024-02-03')
      // (A speck OCR read as an apostrophe between the month and the year.)
      expect(findDate("Facture n° 2028 0596 6533 du 27 avril'2028")?.value).to.equal('2028-04-27')
      expect(findDate("du 27 avril'28")?.value).to.not.equal('2028-04-27')
      expect(findDate('le 3 decembre 2024')?.value).to.equal('2024-12-03')
      expect(findDate('on 2025-03-12')?.value).to.equal('2025-03-12')
      // OCR lost the space between day and month ("31 07 2021"); not a number's last groups.
      expect(findDate('3107 2021')?.value).to.equal('2021-07-31')
      expect(findDate('4970 1012 2024')).to.equal(undefined)
      expect(findDate('1990 2021')).to.equal(undefined)
      // OCR's spaces around a dotted or slashed date's marks (a laminated card's print); the same
      // mark twice, two-digit day and month, not a phone number's groups.
      expect(findDate("Carte valable jusqu'au : 13 .06.2030")).to.deep.include({raw: '13 .06.2030', value: '2030-06-13'})
      expect(findDate('délivrée le: 13. 06. 2020')?.value).to.equal('2020-06-13')
      expect(findDate('Né(e) le 05 / 11 / 1989')?.value).to.equal('1989-11-05')
      expect(findDate('Tél. 01. 23. 45. 67. 89')).to.equal(undefined)
      expect(findDate('13. 06/2020')).to.equal(undefined)
    })

    it("reads a J-month in capitals whose J OCR lost (\"06 AN 2025\" for JAN), not words in small letters", () => {
      expect(findDate('Quezon CITY   06 AN 2025 lang-bisa')?.value).to.equal('2025-01-06')
      expect(findDate('14 UN 2031')?.value).to.equal('2031-06-14')
      expect(findDate('3 UL 2029')?.value).to.equal('2029-07-03')
      expect(findDate('valable 1 an 2025')).to.equal(undefined)
      expect(findDate('31 UN 2031')).to.equal(undefined)
    })

    it('rejects impossible dates and keeps document order', () => {
      expect(findDate('31/02/2025')).to.equal(undefined)
      expect(findDate('29/02/2024')?.value).to.equal('2024-02-29')
      expect(findAllDates('du 01/01/2025 au 31 décembre 2025').map((d) => d.value)).to.deep.equal(['2025-01-01', '2025-12-31'])
    })

    it('reads months and years', () => {
      expect(findMonth('Période du 01/05/2025 au 31/05/2025')?.value).to.equal('2025-05')
      expect(findMonth('Salaire de mai 2025')?.value).to.equal('2025-05')
      expect(findMonth('mois 05/2025')?.value).to.equal('2025-05')
      expect(findYear("Revenus de l'année 2024")?.value).to.equal('2024')
      expect(dateFromFileName('bulletin_2025-03.pdf', 'month')?.value).to.equal('2025-03')
      expect(dateFromFileName('avis-12-03-2025.pdf', 'date')?.value).to.equal('2025-03-12')
    })

    it('does calendar arithmetic without time zones', () => {
      expect(addMonths('2025-03-31', -1)).to.equal('2025-02-28')
      expect(subtractDuration('2025-06-30', {months: 3})).to.equal('2025-03-30')
      expect(subtractDuration('2024-02-29', {years: 1})).to.equal('2023-02-28')
      expect(endOf('2024-02')).to.equal('2024-02-29')
      expect(endOf('2024')).to.equal('2024-12-31')
      expect(monthDiff('2024-11', '2025-02')).to.equal(3)
    })
  })

  describe('amounts', () => {
    it('reads French amounts in integer cents, whatever the thousands separator', () => {
      expect(findAmount('Net à payer : 1 234,56 €')?.value).to.equal('1234.56')
      expect(findAmount('1\u202F234,56\u00A0€'.normalize('NFKC').replace(/[\u00A0\u202F]/g, ' '))?.value).to.equal('1234.56')
      expect(findAmount('Total 1.234,5 EUR')?.value).to.equal('1234.50')
      expect(findAmount('Montant : 84 euros')?.value).to.equal('84.00')
      expect(findAmount('30 240 €')?.value).to.equal('30240.00')
      // OCR reads the thousands space as a comma: the last comma is still the decimal one.
      expect(findAmount('Salaire brut 3,101,76')?.value).to.equal('3101.76')
      expect(findAmount('Montant net social 2,511,23')?.value).to.equal('2511.23')
      expect(findAmount('Effectif 3 salariés')).to.equal(undefined)
      // A rate with more decimals than cents ("4,922780", a point's value) is no amount.
      expect(findAmount('590   4,922780   2 904,44')?.value).to.equal('2904.44')
      // Nor is a percentage.
      expect(findAmount('TAUX 6,2 %   180,55')?.value).to.equal('180.55')
      expect(findAmount('TVA 5,5%')).to.equal(undefined)
      expect(findAmount('12 rue des Lilas', true)).to.equal(undefined)
      expect(toCents('1234.56')).to.equal(123_456)
      expect(formatEuros(123_456)).to.equal('1 234,56 €')
      expect(formatEuros(-5)).to.equal('-0,05 €')
    })

    it('reads a dot before the two last digits as the decimal mark, not thousands nor a date', () => {
      // OCR reads the comma as a dot ("NET A PAYER AVANT IMPOT SUR LE REVENU   2427.22").
      expect(findAmount('NET A PAYER AVANT IMPOT SUR LE REVENU   2427.22')?.value).to.equal('2427.22')
      expect(findAmount('2 427.22 €')?.value).to.equal('2427.22')
      expect(findAmount('Total 1.234')?.value).to.equal('1234.00')
      expect(findAmount('Total 1.234,56')?.value).to.equal('1234.56')
      expect(findAmount('le 12.05.2026')).to.equal(undefined)
      expect(writesCents(['2427.22', '1 300.50 €', '84.10'])).to.equal(true)
      // An English amount: commas between thousands, a dot before the cents.
      expect(findAmount('Salaire brut / Gross pay   4,172.82')?.value).to.equal('4172.82')
      expect(findAmount('Cumul 1,234,567.80 €')?.value).to.equal('1234567.80')
      expect(findAmount('Cotisations -863.44')?.value).to.equal('-863.44')
      // Without that dot, a comma stays the French decimal mark.
      expect(findAmount('Taux 4,172')).to.equal(undefined)
      expect(findAmount('4,17 €')?.value).to.equal('4.17')
    })

    it('puts back a decimal comma lost by OCR only on a document that writes cents', () => {
      expect(findAmount('NET A PAYER AVANT IMPOT 310864 €', false, true)?.value).to.equal('3108.64')
      expect(findAmount('NET A PAYER AVANT IMPOT 310864 €')?.value).to.equal('310864.00')
      expect(findAmount('TOTAL BRUT   262447', false, true)?.value).to.equal('2624.47')
      // Without a currency sign, a year or a count stays what it is.
      expect(findAmount('Année 2026', false, true)).to.equal(undefined)
      expect(findAmount('Heures 151', false, true)).to.equal(undefined)
      // Separators say the number is whole: nothing to put back.
      expect(findAmount('Total 3 108,64 €', false, true)?.value).to.equal('3108.64')
      expect(findAmount('Revenu 49 546 €', false, true)?.value).to.equal('49546.00')
      expect(writesCents(['SALAIRE BRUT 3 963,04', 'CSG 271,98', 'CRDS 115,99', 'Net imposable : 3 221,56 €', 'NET 310864 €'])).to.equal(true)
      // A tax notice writes whole euros: its amounts are not cut.
      expect(writesCents(['Revenu fiscal de référence 49 546 €', 'Salaires 57 084 €', 'Impôt 3 210 €', 'Taux 7,5 %'])).to.equal(false)
      expect(writesCents(['Total 12,50 €'])).to.equal(false)
    })

    it('takes no amount from a grouping OCR broke, and a decimal comma OCR spaced before a currency sign', () => {
      // "5 032,58" read with its first digits lost, "2 983,77" with a group cut short: no amount
      // rather than a wrong one.
      expect(findAmount('TOTAL BRUT   032,58')).to.equal(undefined)
      expect(findAmount('NET À PAYER AVANT IMPÔT   2 83,77 €')).to.equal(undefined)
      expect(findAmount('Solde   0,00 €')?.value).to.equal('0.00')
      expect(findAmount('NET A PAYER AVANT IMPOT SUR LE REVENU   2427, 22€')?.value).to.equal('2427.22')
      // Without a currency sign, a comma and a space part two numbers.
      expect(findAmount('Taux 12, 15 et 20')).to.equal(undefined)
    })
  })

  describe('identifiers', () => {
    it('checks SIREN and SIRET with Luhn (and La Poste)', () => {
      expect(luhn('732829320')).to.equal(true)
      expect(isValidSiren('732 829 320')).to.equal(true)
      expect(isValidSiren('732 829 321')).to.equal(false)
      expect(isValidSiren('12345')).to.equal(false)
      expect(isValidSiret('732 829 320 00074')).to.equal(true)
      expect(isValidSiret('732 829 320 00075')).to.equal(false)
      expect(isValidSiret('35600000000048')).to.equal(true)
      expect(isValidSiret('35600000049837')).to.equal(true)
      expect(completeLuhn('73282932')).to.equal('732829320')
    })

    it('finds SIREN and SIRET without taking one for the other', () => {
      expect(findSiren('SIREN : 732 829 320')?.value).to.equal('732829320')
      expect(findSiren('SIRET : 732 829 320 00074')).to.equal(undefined)
      expect(findSiret('SIRET : 732 829 320 00074')?.value).to.equal('73282932000074')
    })

    it('finds a SIREN written in other groups, a form\'s boxes ("78 36 34 207", one digit a box), only when its check digit holds', () => {
      // (As what follows a label, or a cell of its own.)
      expect(findSiren(' : 78 36 34 207')).to.deep.include({index: 3, raw: '78 36 34 207', value: '783634207'})
      expect(findSiren(' 7 3 2 8 2 9 3 2 0')?.value).to.equal('732829320')
      expect(findSiren('67 66 59 65 9')?.value).to.equal('676659659')
      // (Nine digits whose check digit fails, a phone number's groups, or groups inside a line
      // of words, a table's figures: no SIREN.)
      expect(findSiren(' : 78 36 34 208')).to.equal(undefined)
      expect(findSiren('Tél. 01 72 95 20 31')).to.equal(undefined)
      expect(findSiren('Heures 78 36 34 207')).to.equal(undefined)
    })

    it('checks the French VAT key', () => {
      expect(tvaKey('732829320')).to.equal(44)
      expect(isValidTva('FR 44 732829320')).to.equal(true)
      expect(isValidTva('FR45732829320')).to.equal(false)
      expect(findTva('TVA : FR 44 732 829 320')?.value).to.equal('FR44732829320')
    })

    it('checks IBANs (mod 97 and the French RIB key) and BICs', () => {
      const key = ribKey('30004', '00123', '00012345678')
      const rib = `30004${'00123'}${'00012345678'}${key}`
      const good = `FR${ibanCheckDigits('FR', rib)}${rib}`
      expect(checkIban(good)).to.deep.equal({valid: true})
      expect(checkIban(good.replace(/^FR(\d\d)/, (_, d: string) => `FR${String((Number(d) + 1) % 100).padStart(2, '0')}`))).to.deep.equal({problem: 'checksum', valid: false})
      const badKey = `30004${'00123'}${'00012345678'}${String((Number(key) % 97) + 1).padStart(2, '0')}`
      expect(checkIban(`FR${ibanCheckDigits('FR', badKey)}${badKey}`)).to.deep.equal({problem: 'rib_key', valid: false})
      expect(checkIban('FR76')).to.deep.equal({problem: 'format', valid: false})
      expect(findIban(`IBAN : ${good.replace(/(.{4})/g, '$1 ')}`)?.value).to.equal(good)
      // (OCR's hyphen for a gap between two groups, a space beside it or not.)
      expect(findIban('FR76 1218 8373- 8353 0372 1944 183')?.value).to.equal('FR7612188373835303721944183')
      expect(findIban('FR76 1218 8373 -8353 0372 1944 183')?.value).to.equal('FR7612188373835303721944183')
      expect(findIban('FR76 1218 8373-8353 0372 1944 183')?.value).to.equal('FR7612188373835303721944183')
      expect(isValidBic('BNPAFRPPLYO')).to.equal(true)
      expect(isValidBic('BNPA FR PP')).to.equal(true)
      expect(isValidBic('BNPA1RPP')).to.equal(false)
      expect(maskSensitive(good)).to.equal(`••••${good.slice(-4)}`)
    })

    it('reads an IBAN and a BIC printed one character a box as OCR reads them, the boxes\' sides as marks', () => {
      const boxed = findIban('F|R}7/6,,1/4/4/7,8/9/2/9   1/3/7/9//0/2/9/2;   0/05/6572')
      expect(boxed?.value).to.equal('FR7614478929137902920056572')
      // Placed on the text as printed.
      expect(boxed?.raw.startsWith('F|R}7')).to.equal(true)
      expect(findBic('BIC   C|P|E|P|F|R|P|P|X|X|X')?.value).to.equal('CPEPFRPPXXX')
      // Out of its boxes, an IBAN whose check digits fail is no reading (a photo's S for 8).
      expect(findIban('F|R}7/6,,1/4/4/7,S/9/2/9   1/3/7/9//0/2/9/2;   0/05/6572')).to.equal(undefined)
    })

    it('puts right a French IBAN OCR read with a letter for a digit, only where both its checks then hold', () => {
      expect(repairOcrIban('FR761382S065833661988526707')).to.equal('FR7613825065833661988526707')
      expect(repairOcrIban('FR7613825O6583366198852670T')).to.equal('FR7613825065833661988526707')
      // A valid one, a letter in the account number (where letters may stand), a wrong digit: left as read.
      expect(repairOcrIban('FR7613825065833661988526707')).to.equal(undefined)
      expect(repairOcrIban('FR76138250658336619S8526707')).to.equal(undefined)
      expect(repairOcrIban('FR761382S065833661988526708')).to.equal(undefined)
    })

    it("makes the IBAN of an account's national details when their RIB key holds", () => {
      expect(ibanOfRib('30912', '91449', '18755902152', '82')).to.equal('FR7630912914491875590215282')
      // (A Monegasque account has the same national details; a letter may stand in the account number.)
      const monaco = ibanOfRib('13825', '00200', '0658336619M', ribKey('13825', '00200', '0658336619M'), 'MC')
      expect(monaco?.slice(0, 2)).to.equal('MC')
      expect(checkIban(monaco ?? '').valid).to.equal(true)
      // A digit misread, a key that fails, or a part of the wrong length: none.
      expect(ibanOfRib('30912', '91449', '18755902153', '82')).to.equal(undefined)
      expect(ibanOfRib('3091', '91449', '18755902152', '82')).to.equal(undefined)
    })
  })

  describe('names and addresses', () => {
    it('normalises person names: titles, accents, hyphens, épouse and née', () => {
      expect(personForms('Mme Hélène MARTIN-DUBOIS')).to.deep.equal(['helene martin dubois'])
      expect(personForms('Claire MARTIN épouse DUBOIS')).to.deep.equal(['claire martin dubois', 'claire martin', 'claire dubois'])
      expect(personSimilarity('Mme Claire DUBOIS', 'Claire MARTIN épouse DUBOIS')).to.equal(1)
      expect(personSimilarity('MARTIN Claire', 'Claire, Anne MARTIN')).to.equal(1)
      const near = personSimilarity('Claire, Anne MARTIN', 'Mme Claire MARIN')
      expect(near).to.be.greaterThan(0.75).and.lessThan(0.92)
      expect(personSimilarity('Claire MARTIN', 'Jean DUPONT')).to.be.lessThan(0.5)
    })

    it('compares company names without their legal form', () => {
      expect(companySimilarity('ATELIER MARTIN SAS', 'Atelier Martin')).to.equal(1)
      expect(companySimilarity('SARL Dupont & Fils', 'DUPONT ET FILS')).to.equal(1)
      expect(companySimilarity('ATELIER MARTIN', 'BOULANGERIE DURAND')).to.be.lessThan(0.5)
    })

    it('splits and compares French addresses with street-type abbreviations', () => {
      expect(parseAddress('5 bd Voltaire, 75011 Paris')).to.deep.equal({city: 'paris', postcode: '75011', street: '5 boulevard voltaire'})
      expect(compareAddresses('5 bd Voltaire, 75011 Paris', '5 boulevard Voltaire 75011 PARIS')).to.deep.equal({cityMatch: true, postcodeMatch: true, streetSimilarity: 1})
      expect(compareAddresses('5 bd Voltaire, 75011 Paris', '5 bd Voltaire, 75012 Paris').postcodeMatch).to.equal(false)
      expect(compareAddresses('5 bd Voltaire, 75011 Paris', '18 rue Oberkampf, 75011 Paris').streetSimilarity).to.be.lessThan(0.85)
    })

    it("compares addresses abroad by their own postcodes' forms (Portugal's, Luxembourg's)", () => {
      expect(parseAddress('Rua do Almada, 215, 4050-038 Porto, PORTUGAL')).to.include({postcode: '4050-038', street: 'rua do almada 215'})
      expect(compareAddresses('Rua do Almada, 215, 4050-038 Porto, PORTUGAL', 'RUA DO ALMADA 215 4050-038 PORTO')).to.include({postcodeMatch: true, streetSimilarity: 1})
      expect(compareAddresses('Rua do Almada, 215, 4050-038 Porto', 'Rua do Almada, 215, 4050-039 Porto').postcodeMatch).to.equal(false)
      expect(parseAddress('12 rue Eugène Ruppert, L-2453 Luxembourg').postcode).to.equal('L-2453')
      // (The same address word for word matches, whatever its postcode's form or none.)
      const dubai = 'VILLA 12 STREET 27, AL BARSHA 2, DUBAI, EMIRATS ARABES UNIS'
      expect(compareAddresses(dubai, 'Villa 12 Street 27, Al Barsha 2, Dubai, Émirats arabes unis')).to.include({postcodeMatch: true, streetSimilarity: 1})
      expect(compareAddresses('FLAT 4, 21 BAKER STREET, LONDON NW1 6XE, ROYAUME-UNI', 'FLAT 4, 21 BAKER STREET, LONDON NW1 6XE, ROYAUME-UNI').postcodeMatch).to.equal(true)
      expect(compareAddresses(dubai, 'VILLA 14 STREET 27, AL BARSHA 2, DUBAI, EMIRATS ARABES UNIS').streetSimilarity).to.be.lessThan(1)
      // (A French postcode first; a street's number is no postcode.)
      expect(parseAddress('1234 route de Lyon, 38000 Grenoble').postcode).to.equal('38000')
      expect(parseAddress('215 rue du Lac').postcode).to.equal(undefined)
    })

    it('takes an OCR split inside a word ("J ean J aurès") for the same street, and nothing looser', () => {
      expect(compareAddresses('Escalier 2, 92 avenue J ean J aurès, 35000 Rennes', 'ESCALIER 2, 92 AVENUE JEAN JAURES, 35000 RENNES').streetSimilarity).to.equal(1)
      expect(compareAddresses('92 avenue Jean Jaurès, 35000 Rennes', '29 avenue Jean Jaurès, 35000 Rennes').streetSimilarity).to.be.lessThan(1)
    })
  })
})
