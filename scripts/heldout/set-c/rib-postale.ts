/**
 * HELD-OUT rib/banque-postale: the RIB of the postal bank (La Banque Postale style) printed from
 * its online banking: three identical tear-off coupons on the page, each framed by a dashed
 * cutting line with its scissors mark; in each, the bank's square logo and name at the left and
 * "RELEVÉ D'IDENTITÉ BANCAIRE" at the right, then two columns with their captions: "Titulaire du
 * compte" (the holder and its address in postal capitals) and "Domiciliation" (three lines: the
 * bank, "CENTRE FINANCIER DE <TOWN>", the centre's CEDEX postcode), the national identifier as a
 * caption row "Établissement | Guichet | N° de compte | Clé RIB" over a row of values with NO grid
 * lines, where the account number has a letter in it as the postal bank's do ("1234567X020"),
 * and "IBAN" and "BIC" on one line, the BIC ending with the financial centre's code
 * ("BPTEFRPPLYO"). A short paragraph on what the RIB is for closes the page.
 */
import {ibanCheckDigits, ribKey} from '../../../server/src/validation/checks.js'
import {addDays, addressLines, type Facts, type GeneratedDocument, GREY, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate} from '../util.js'

const CENTRES: {depts: string[]; town: string; cedex: string; guichet: string; bic: string}[] = [
  {bic: 'PAR', cedex: '75900 PARIS CEDEX 15', depts: ['75', '77', '78', '91', '92', '93', '94', '95'], guichet: '00001', town: 'PARIS'},
  {bic: 'LYO', cedex: '69900 LYON CEDEX 20', depts: ['69', '01', '42', '74', '73'], guichet: '01007', town: 'LYON'},
  {bic: 'MAR', cedex: '13900 MARSEILLE CEDEX 20', depts: ['13', '83', '84', '06'], guichet: '01008', town: 'MARSEILLE'},
  {bic: 'TOU', cedex: '31900 TOULOUSE CEDEX 9', depts: ['31', '64', '65', '32', '09'], guichet: '01016', town: 'TOULOUSE'},
  {bic: 'NTE', cedex: '44900 NANTES CEDEX 9', depts: ['44', '49', '72', '85', '53'], guichet: '01012', town: 'NANTES'},
  {bic: 'BOR', cedex: '33900 BORDEAUX CEDEX 9', depts: ['33', '17', '24', '40', '47'], guichet: '01001', town: 'BORDEAUX'},
  {bic: 'LIL', cedex: '59900 LILLE CEDEX 9', depts: ['59', '62'], guichet: '01005', town: 'LILLE'},
  {bic: 'REN', cedex: '35900 RENNES CEDEX 9', depts: ['35', '29', '22', '56'], guichet: '01013', town: 'RENNES'},
  {bic: 'STR', cedex: '67900 STRASBOURG CEDEX 9', depts: ['67', '68'], guichet: '01015', town: 'STRASBOURG'},
  {bic: 'MON', cedex: '34900 MONTPELLIER CEDEX 9', depts: ['34', '30', '11', '66'], guichet: '01011', town: 'MONTPELLIER'},
  {bic: 'DIJ', cedex: '21900 DIJON CEDEX 9', depts: ['21', '71', '58', '89'], guichet: '01003', town: 'DIJON'},
  {bic: 'GRE', cedex: '38900 GRENOBLE CEDEX 9', depts: ['38', '26', '05'], guichet: '01004', town: 'GRENOBLE'},
  {bic: 'CLF', cedex: '63900 CLERMONT-FERRAND CEDEX 9', depts: ['63', '03', '15', '43'], guichet: '01002', town: 'CLERMONT-FERRAND'},
  {bic: 'ORL', cedex: '45900 LA SOURCE CEDEX 9', depts: ['45', '37', '41', '18', '28', '36'], guichet: '01010', town: 'LA SOURCE'},
]

export async function ribPostale(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const holder = facts.account.holder
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 150))
  const dept = company.address.postcode.slice(0, 2)
  const centre = CENTRES.find((c) => c.depts.includes(dept)) ?? CENTRES[0]
  const bankCode = '20114'
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const account = `${randomDigits(rng, 7)}${letters[randomInt(rng, 0, letters.length - 1)]}0${randomInt(rng, 2, 3)}${randomInt(rng, 0, 9)}`
  const key = ribKey(bankCode, centre.guichet, account)
  const bban = `${bankCode}${centre.guichet}${account}${key}`
  const iban = `FR${ibanCheckDigits('FR', bban)}${bban}`
  const bic = `BPTEFRPP${centre.bic}`
  const domiciliation = ['BANQUE DES POSTES', `CENTRE FINANCIER DE ${centre.town}`, centre.cedex]
  const bank = 'Banque des Postes et Territoires'

  const {doc, fonts} = await newDocument({author: bank, creator: 'Espace client particuliers et professionnels', date: issued, producer: 'Apache FOP Version 2.6', title: "Relevé d'identité bancaire"})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const navy = hex('#14286e')
  const yellow = hex('#ffcc00')
  const L = 42
  const R = 553

  s.text(`Édité le ${slashDate(issued)}`, R, 30, {align: 'right', color: GREY, size: 7})

  const coupon = (top: number) => {
    s.box(L - 10, top, R - L + 20, 224, {dash: [4, 3], lineWidth: 0.7, stroke: GREY})
    s.text('8<', L - 6, top + 2, {color: GREY, font: H.bold, size: 7})
    s.box(L, top + 14, 30, 30, {fill: yellow})
    s.text('BP', L + 15, top + 34, {align: 'center', color: navy, font: H.bold, size: 12})
    s.text(bank.toUpperCase(), L + 38, top + 26, {color: navy, font: H.bold, size: 8.5})
    s.text('Services financiers', L + 38, top + 37, {color: GREY, size: 7})
    s.text("RELEVÉ D'IDENTITÉ BANCAIRE", R, 32 + top, {align: 'right', color: navy, font: H.bold, size: 11})

    s.text('Titulaire du compte', L, top + 70, {color: navy, font: H.bold, size: 8})
    s.lines([holder.toUpperCase(), ...addressLines(company.address, 'postal')], L, top + 84, {leading: 11, size: 9})
    s.text('Domiciliation', 320, top + 70, {color: navy, font: H.bold, size: 8})
    s.lines(domiciliation, 320, top + 84, {leading: 11, size: 9})

    const cols = [L, L + 90, L + 160, L + 270]
    ;['Établissement', 'Guichet', 'N° de compte', 'Clé RIB'].forEach((h, i) => s.text(h, cols[i], top + 148, {color: GREY, size: 7.5}))
    ;[bankCode, centre.guichet, account, key].forEach((v, i) => s.text(v, cols[i], top + 161, {font: fonts.courier.bold, size: 10}))

    s.text('IBAN', L, top + 190, {color: navy, font: H.bold, size: 8})
    s.text(iban.replace(/(.{4})/g, '$1 ').trim(), L + 30, top + 190, {font: fonts.courier.bold, size: 10.5})
    s.text('BIC', 400, top + 190, {color: navy, font: H.bold, size: 8})
    s.text(bic, 422, top + 190, {font: fonts.courier.bold, size: 10.5})
    s.text('Devise du compte : EUR', L, top + 210, {color: GREY, size: 7})
  }

  coupon(50)
  coupon(296)
  coupon(542)
  s.paragraph(
    `Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements). ${bank} - SA à directoire et conseil de surveillance au capital de 4 046 407 595 € - RCS Paris 512 904 118.`,
    L,
    792,
    R - L,
    {color: GREY, leading: 8.5, size: 6.5},
  )

  return {
    fields: {bic, domiciliation: domiciliation.join(', '), iban, titulaire: holder},
    layout: 'rib/banque-postale',
    notes: ['three tear-off coupons', 'account number with a letter', 'domiciliation on three lines (truth: the whole block)', 'national identifier without grid lines'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
