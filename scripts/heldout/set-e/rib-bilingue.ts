/**
 * HELD-OUT rib/bilingue-swift: the bilingual RIB of an international high-street bank's French
 * network (HSBC France style), printed from the business online banking: a red-and-white
 * hexagon logo and the bank's name top left, "RELEVÉ D'IDENTITÉ BANCAIRE" with "BANK ACCOUNT
 * DETAILS" under it top right; two framed boxes side by side with bilingual captions:
 * "Titulaire du compte / Account holder" (the holder in capitals and the company address) at the
 * LEFT and "Domiciliation / Branch" (the branch name, street, postcode and town, then its phone
 * and "Code agence") at the RIGHT; the national identifier as a grid whose captions are
 * bilingual and sit in a header row ("Code banque / Bank code | Code guichet / Branch code | N°
 * de compte / Account number | Clé RIB / Key | Devise / Currency"); then two lines with the label
 * at the left and the value far to the right: "IBAN" with the IBAN UNSPACED (electronic form),
 * "SWIFT / BIC" with the BIC; the edition date in words and the bank's legal footer.
 */
import {addDays, addressLines, BLACK, type Facts, type GeneratedDocument, GREY, hex, landline, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, WHITE} from '../util.js'

export async function ribBilingue(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 150))
  const iban = account.iban
  const bban = iban.slice(4)
  const branchName = account.branch
  const branchLines = [branchName, `${randomInt(rng, 1, 80)} ${pick(rng, ['rue de la République', 'place Bellecour', 'cours de l\'Intendance', 'rue Nationale', 'boulevard des Italiens'])}`, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const red = hex('#db0011')
  const frame = {lineWidth: 0.7, stroke: hex('#4d4d4d')}

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'HexaNet Entreprises', date: issued, producer: 'Apache FOP Version 2.6', title: 'RIB - Bank details'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Logo: a hexagon split into red and white triangles.
  const hx = L
  const hy = 40
  s.path('M 0 14 L 14 0 L 42 0 L 56 14 L 42 28 L 14 28 Z', hx, hy, {fill: WHITE, lineWidth: 0.8, stroke: red})
  s.path('M 0 14 L 14 0 L 28 14 Z', hx, hy, {fill: red})
  s.path('M 28 14 L 42 28 L 56 14 Z', hx, hy, {fill: red})
  s.path('M 14 28 L 28 14 L 42 28 Z', hx, hy, {fill: red})
  s.text(account.bankName.toUpperCase(), L + 66, 58, {font: H.bold, size: 11})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", R, 50, {align: 'right', font: H.bold, size: 12})
  s.text('BANK ACCOUNT DETAILS', R, 63, {align: 'right', color: GREY, font: H.italic, size: 9})
  s.hline(L, R, 84, {color: red, width: 1.5})

  // Holder (left) and branch (right).
  const boxTop = 104
  const mid = L + (R - L) / 2 + 6
  s.box(L, boxTop, mid - L - 12, 98, frame)
  s.text('Titulaire du compte / ', L + 8, boxTop + 15, {font: H.bold, size: 8})
  s.text('Account holder', L + 8 + H.bold.widthOfTextAtSize('Titulaire du compte / ', 8), boxTop + 15, {color: GREY, font: H.italic, size: 8})
  s.lines([account.holder.toUpperCase(), ...addressLines(company.address, 'upper')], L + 8, boxTop + 34, {leading: 12, size: 9.5})
  s.box(mid, boxTop, R - mid, 98, frame)
  s.text('Domiciliation / ', mid + 8, boxTop + 15, {font: H.bold, size: 8})
  s.text('Branch', mid + 8 + H.bold.widthOfTextAtSize('Domiciliation / ', 8), boxTop + 15, {color: GREY, font: H.italic, size: 8})
  const after = s.lines(branchLines, mid + 8, boxTop + 34, {leading: 12, size: 9.5})
  s.text(`Tél. : ${landline(company.address.postcode, rng)}   Code agence : ${bban.slice(5, 10)}`, mid + 8, after + 2, {color: GREY, size: 7.5})

  // National identifier.
  s.text('Identifiant national / National bank identifier (RIB)', L, 236, {font: H.bold, size: 8.5})
  s.table({
    columns: [{align: 'center', width: 92}, {align: 'center', width: 92}, {align: 'center', width: 150}, {align: 'center', width: 80}, {align: 'center', width: 93}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque / Bank code', 'Code guichet / Branch code', 'N° de compte / Account number', 'Clé RIB / Key', 'Devise / Currency']],
    headerColor: hex('#333333'),
    headerFill: hex('#eeeeee'),
    headerFont: H.regular,
    headerSize: 6.5,
    rowHeight: 22,
    rows: [[bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23), 'EUR']],
    size: 11,
    verticalRules: true,
    x: L,
    y: 244,
  })

  // International identifier: label left, value far right.
  s.text('Identifiant international / International bank identifier', L, 320, {font: H.bold, size: 8.5})
  s.hline(L, R, 326, {color: BLACK, width: 0.5})
  s.text('IBAN', L, 346, {font: H.bold, size: 9.5})
  s.text(iban, R, 346, {align: 'right', font: fonts.courier.bold, size: 12})
  s.hline(L, R, 354, {color: hex('#cccccc'), width: 0.4})
  s.text('SWIFT / BIC', L, 372, {font: H.bold, size: 9.5})
  s.text(account.bic, R, 372, {align: 'right', font: fonts.courier.bold, size: 12})
  s.hline(L, R, 380, {color: hex('#cccccc'), width: 0.4})

  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements). This document is to be given to any party wishing to credit or debit your account.",
    L,
    414,
    R - L,
    {color: GREY, leading: 10, size: 7.5},
  )
  s.text(`Édité le ${longDate(issued)}`, L, 460, {size: 8})

  s.hline(L, R, 780, {color: red, width: 0.8})
  s.paragraph(
    `${account.bankName} - Société anonyme au capital de ${pick(rng, ['1 062 332 775', '491 155 980', '933 695 060'])} euros - SIREN ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} RCS Paris - Siège social : 38 avenue Kléber, 75116 Paris - Banque agréée et contrôlée par l'ACPR - Intermédiaire en assurance ORIAS n° ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}.`,
    L,
    792,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/bilingue-swift',
    notes: ['bilingual captions (Titulaire du compte / Account holder)', 'holder box left of the branch box', 'IBAN unspaced, value far right of its label', 'BIC labelled "SWIFT / BIC"', 'edition date in words'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
