/**
 * HELD-OUT rib/banque-monegasque-iban-mc: the RIB of a French company of the towns around Monaco
 * (Beausoleil, Menton, Cap-d'Ail, Roquebrune-Cap-Martin) whose account is kept by a MONEGASQUE BANK
 * (four invented banks). Monaco belongs to SEPA and keeps the French national layout (bank code,
 * branch code, eleven-character account number, RIB key), so the IBAN is "MC" + two check digits +
 * the same twenty-three characters, and the BIC carries "MC" as its country. The bank's letterhead
 * with its Monaco address and phone (+377); "RELEVÉ D'IDENTITÉ BANCAIRE / BANK DETAILS"; two framed
 * blocks side by side, "Titulaire du compte / Account holder" (the holder as the bank names it over
 * the company's French address) and "Domiciliation / Account held at" (the bank's name and agency
 * over its address in Monaco); the national parts as VALUES IN A ROW UNDER THEIR BILINGUAL COLUMN
 * TITLES; the IBAN in groups of four in a frame and the BIC in its own frame; a note on SEPA; the
 * CORRESPONDENT BANKS for payments in US dollars, pounds and Swiss francs as a table (their names,
 * BICs and account numbers: decoys); the relationship manager with his phone, the edition date
 * (decoys); the bank's capital and registration at the Monegasque trade register (RCI) in the
 * footer (decoy identifiers).
 */
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

interface MonacoBank {
  name: string
  code: string
  bic: string
  agency: string
  street: string
  phone: string
  color: string
  legal: string
  manager: string
}

const BANKS: MonacoBank[] = [
  {agency: 'MONTE-CARLO ENTREPRISES', bic: 'BRMCMCMCXXX', code: '11408', color: '#7a1d2e', legal: 'Société anonyme monégasque au capital de 42 000 000 € - RCI 88 S 02291 - Établissement de crédit agréé et contrôlé par l\'ACPR', manager: 'M. Laurent Bellando', name: 'Banque du Rocher', phone: '+377 93 25 41 00', street: '9 boulevard des Moulins'},
  {agency: 'FONTVIEILLE ENTREPRISES', bic: 'CRMPMCMXXXX', code: '12448', color: '#0f4c5c', legal: 'Société anonyme monégasque au capital de 18 500 000 € - RCI 95 S 03120 - Établissement de crédit agréé et contrôlé par l\'ACPR', manager: 'Mme Chiara Lanteri', name: 'Crédit Monégasque Privé', phone: '+377 92 05 63 30', street: '25 avenue Albert II'},
  {agency: 'AGENCE CONDAMINE', bic: 'SMDPMCMCXXX', code: '13489', color: '#283e7a', legal: 'Société anonyme monégasque au capital de 30 000 000 € - RCI 76 S 01544 - Établissement de crédit agréé et contrôlé par l\'ACPR', manager: 'M. Olivier Crovetto', name: 'Société Monégasque de Dépôts', phone: '+377 97 97 18 18', street: '4 rue Grimaldi'},
  {agency: 'AGENCE LARVOTTO', bic: 'BMDMMCMXXXX', code: '17628', color: '#8a6a14', legal: 'Société anonyme monégasque au capital de 25 000 000 € - RCI 02 S 04087 - Établissement de crédit agréé et contrôlé par l\'ACPR', manager: 'Mme Sophie Rossi', name: 'Banque Méditerranéenne de Monaco', phone: '+377 93 50 72 72', street: '38 avenue Princesse Grace'},
]

/** The correspondents for foreign currencies (invented). */
const CORRESPONDENTS: [string, string, string][] = [
  ['USD', 'ATLANTIC CITY TRUST BANK, NEW YORK', 'ACTBUS33XXX'],
  ['GBP', 'ALBION CLEARING BANK PLC, LONDON', 'ALCBGB2LXXX'],
  ['CHF', 'BANQUE CANTONALE LÉMANIQUE, GENÈVE', 'BCLECHGGXXX'],
]

const letterValue = (ch: string) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55))

/** The RIB key of a French-layout account (digits only). */
function ribKey(bank: string, branch: string, account: string): string {
  const n = (89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n
  return String(97n - n).padStart(2, '0')
}

/** The IBAN's check digits for a country and a BBAN. */
function ibanCheck(country: string, bban: string): string {
  const digits = `${bban}${country}00`.split('').map(letterValue).join('')
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0')
}

export async function ribBanqueMonegasque(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const account = facts.account
  const k = typeof params.bank === 'number' ? params.bank % BANKS.length : 0
  const bank = BANKS[k]
  const branchCode = account.iban.slice(9, 14)
  const accountNo = account.iban.slice(14, 25)
  const key = ribKey(bank.code, branchCode, accountNo)
  const bban = `${bank.code}${branchCode}${accountNo}${key}`
  const iban = `MC${ibanCheck('MC', bban)}${bban}`
  const printedIban = iban.replace(/(.{4})/g, '$1 ').trim()
  const domiciliation = `${upper(bank.name)} - ${bank.agency}`
  const holder = account.holder
  const edited = addDays(facts.asOf, -randomInt(rng, 3, 60))
  const color = hex(bank.color)
  const gold = hex('#b8974a')
  const ink = hex('#1d1e22')
  const soft = hex('#5f626a')
  const rule = hex('#c3c6cc')
  const pale = hex('#f4f1ea')

  const {doc, fonts} = await newDocument({author: bank.name, creator: 'Core Banking - Éditions clients', date: edited, producer: 'PDF Engine 4.2', title: `RIB ${holder}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const W = R - L

  // The letterhead.
  s.circle(L + 18, 58, 18, {lineWidth: 1.4, stroke: gold})
  s.text(bank.name.split(' ').filter((w) => /^[A-ZÉ]/.test(w)).map((w) => w[0]).join('').slice(0, 3), L + 18, 63, {align: 'center', color, font: T.bold, size: 13})
  s.text(upper(bank.name), L + 46, 56, {color, font: T.bold, size: 15})
  s.text('Principauté de Monaco', L + 46, 70, {color: soft, font: T.italic, size: 9.5})
  s.lines([bank.street, 'MC 98000 MONACO', `Tél. ${bank.phone}`], R, 48, {align: 'right', color: soft, leading: 10, size: 7.8})
  s.hline(L, R, 90, {color: gold, width: 1.2})

  let y = 124
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + W / 2, y, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text('BANK DETAILS', L + W / 2, y + 15, {align: 'center', color: soft, font: H.bold, size: 9})
  s.text(`Édité le / Issued on ${slashDate(edited)}`, R, y + 32, {align: 'right', color: soft, size: 7.6})
  y += 46

  // Two blocks: the holder, the domiciliation.
  const cw = (W - 14) / 2
  const holderLines = wrap(holder, cw - 20, H.bold, 10)
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`, 'FRANCE']
  const domSize = Math.min(9.4, (cw - 20) / H.bold.widthOfTextAtSize(domiciliation, 1))
  const bh = Math.max(26 + holderLines.length * 12.5 + seat.length * 10.5, 26 + 12 + 3 * 10.5) + 8
  s.box(L, y, cw, bh, {lineWidth: 0.8, stroke: color})
  s.box(L + cw + 14, y, cw, bh, {lineWidth: 0.8, stroke: color})
  s.text('Titulaire du compte / Account holder', L + 10, y + 14, {color, font: H.bold, size: 7.8})
  s.text('Domiciliation / Account held at', L + cw + 24, y + 14, {color, font: H.bold, size: 7.8})
  let after = s.lines(holderLines, L + 10, y + 31, {color: ink, font: H.bold, leading: 12.5, size: 10})
  s.lines(seat, L + 10, after, {color: ink, leading: 10.5, size: 8.4})
  s.text(domiciliation, L + cw + 24, y + 31, {color: ink, font: H.bold, size: domSize})
  after = y + 43
  s.lines([bank.street, 'MC 98000 MONACO', `Tél. ${bank.phone}`], L + cw + 24, after, {color: ink, leading: 10.5, size: 8.4})
  y += bh + 20

  // The national parts: values under their column titles.
  s.text('Identifiant national de compte / National account identifier', L, y, {color: soft, font: H.bold, size: 8})
  y += 6
  y = s.table({
    columns: [{align: 'center', width: 92}, {align: 'center', width: 92}, {align: 'center', width: 150}, {align: 'center', width: 75}, {align: 'center', width: W - 409}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque / Bank code', 'Code guichet / Branch', 'N° de compte / Account No.', 'Clé RIB / Key', 'Devise / Currency']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.6,
    rowHeight: 21,
    rows: [[bank.code, branchCode, accountNo, key, 'EUR']],
    ruleColor: rule,
    size: 10.5,
    verticalRules: true,
    x: L,
    y,
  })
  y += 22
  s.text('IBAN (International Bank Account Number)', L, y, {color: soft, font: H.bold, size: 8})
  s.text('BIC / SWIFT', L + 380, y, {color: soft, font: H.bold, size: 8})
  s.box(L, y + 6, 360, 26, {lineWidth: 1, stroke: ink})
  s.text(printedIban, L + 180, y + 24, {align: 'center', color: ink, font: fonts.courier.bold, size: 12.5})
  s.box(L + 380, y + 6, W - 380, 26, {lineWidth: 1, stroke: ink})
  s.text(bank.bic, L + 380 + (W - 380) / 2, y + 24, {align: 'center', color: ink, font: fonts.courier.bold, size: 12.5})
  y += 54

  y = s.paragraph(
    "La Principauté de Monaco fait partie de l'espace unique de paiement en euros (SEPA) : ce compte peut recevoir et émettre des virements et des prélèvements SEPA en euros comme un compte tenu en France. Ce relevé est destiné à être remis à vos créanciers et débiteurs pour faciliter l'enregistrement de vos opérations.",
    L,
    y,
    W,
    {color: ink, leading: 10.5, size: 8},
  )
  y = s.paragraph('Monaco is part of the Single Euro Payments Area (SEPA): euro transfers and direct debits are processed as for an account held in France.', L, y + 2, W, {color: soft, font: H.italic, leading: 10, size: 7.6})
  y += 16

  // The correspondents for other currencies (decoys).
  s.text('Pour vos opérations en devises / For payments in other currencies', L, y, {color, font: H.bold, size: 8.4})
  y += 6
  y = s.table({
    columns: [{align: 'center', width: 50}, {width: 200}, {align: 'center', width: 110}, {width: W - 360}],
    font: H.regular,
    frame: true,
    header: [['Devise', 'Banque correspondante / Correspondent bank', 'BIC du correspondant', 'Compte de la banque / Nostro account']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.8,
    rowHeight: 16,
    rowRules: true,
    rows: CORRESPONDENTS.map(([cur, name, bic]) => [cur, name, bic, cur === 'GBP' ? `40-11-62 ${randomDigits(rng, 8)}` : cur === 'CHF' ? `CH${randomDigits(rng, 2)} 0${randomDigits(rng, 3)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 1)}` : randomDigits(rng, 10)]),
    ruleColor: rule,
    size: 7.4,
    verticalRules: true,
    x: L,
    y,
  })
  s.paragraph(`Indiquez en bénéficiaire le titulaire du compte et son IBAN ci-dessus, et en banque intermédiaire le correspondant de la devise. Votre gestionnaire / Your relationship manager : ${bank.manager} - ${bank.phone.replace(/\d\d$/, String(randomInt(rng, 10, 99)))}.`, L, y + 16, W, {color: soft, leading: 10, size: 7.6})

  s.hline(L, R, 792, {color: gold, width: 0.8})
  s.paragraph(`${upper(bank.name)} - ${bank.street}, MC 98000 Monaco - ${bank.legal}`, L, 804, W, {align: 'center', color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {bic: bank.bic, domiciliation, iban, titulaire: holder},
    layout: 'rib/banque-monegasque-iban-mc',
    notes: [
      "a French company's RIB from a Monegasque bank: the French national layout, an IBAN starting with MC, a BIC with MC as its country",
      'bilingual captions; the holder and the domiciliation in two framed blocks; the national parts as values in a row under their column titles; the IBAN in groups of four and the BIC in frames',
      "decoys: the correspondent banks' names, BICs and account numbers, the edition date, the relationship manager's phone, the bank's address, capital and RCI number",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
