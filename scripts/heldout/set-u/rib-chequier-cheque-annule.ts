/**
 * HELD-OUT rib/chequier-rib-et-cheque-annule: the RIB page of a company's CHEQUEBOOK scanned with
 * the book's FIRST CHEQUE under it, CROSSED OUT "ANNULÉ" by hand (what small businesses send when
 * asked for bank details and a void cheque): the chequebook's inner page at the top, at the left
 * the book's own details (the bank's name, the chequebook's number, the range of cheque numbers,
 * the delivery date, the holder again, the national lost-cheque line: decoys) and at the right,
 * within a PERFORATED frame, the RIB SLIP ("RELEVÉ D'IDENTITÉ BANCAIRE", "Titulaire du compte" and
 * the holder with the company's address, "Domiciliation" the branch's name, the NATIONAL FORM as
 * values under column titles "Banque | Guichet | N° de compte | Clé", the IBAN in groups of four,
 * the BIC); under it the cheque: "Payable à" the branch with its street address and phone (a
 * decoy address), the empty amount box and lines, the holder's name and address at the lower left,
 * the cheque number and the CMC7 code line (decoy numbers), the handwritten "ANNULÉ" across it.
 */
import {type Facts, type GeneratedDocument, hex, landline, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, addDays, upper, WHITE, wrap} from '../util.js'

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribChequierChequeAnnule(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const bban = account.iban.slice(4)
  const holderLines = [account.holder, ...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const branchAddress = `${randomInt(rng, 1, 60)} ${['place de la République', 'rue Nationale', 'avenue de la Gare', 'cours du Marché'][randomInt(rng, 0, 3)]}, ${company.address.postcode} ${upper(company.address.city)}`
  const first = randomInt(rng, 1_000_000, 9_000_000)
  const bookNumber = `${randomDigits(rng, 4)}`
  const delivered = addDays(facts.asOf, -randomInt(rng, 20, 300))
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const phone = landline(company.address.postcode, rng)
  const brand = hex(['#0a4d8c', '#a3122a', '#1b6b3a', '#c2601b', '#3b2a80'][randomInt(rng, 0, 4)])
  const ink = hex('#1e2024')
  const soft = hex('#62666e')
  const paper = hex('#f1f3ef')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon MF750C', date: scanned, producer: 'Canon PDF', title: `scan_rib_${scanned.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // The chequebook's inner page.
  const top = 46
  s.box(L, top, R - L, 250, {fill: paper, lineWidth: 0.6, stroke: hex('#a7ada3')})
  const bankLines = wrap(account.bankName, 170, H.bold, 11)
  s.lines(bankLines, L + 14, top + 24, {color: brand, font: H.bold, leading: 12, size: 11})
  s.lines(
    [
      `Chéquier n° ${bookNumber}`,
      `Formules n° ${first} à ${first + 24}`,
      `Délivré le ${slashDate(delivered)}`,
      '',
      'Titulaire :',
      account.holder,
      '',
      'En cas de perte ou de vol, faites',
      'immédiatement opposition auprès',
      'de votre agence ou au',
      '0 892 68 32 08 (service 0,34 €/min)',
    ],
    L + 14,
    top + 38 + 12 * bankLines.length,
    {color: ink, leading: 11.5, size: 8.2},
  )

  // The RIB slip, in a perforated frame.
  const sx = 232
  const sw = R - 12 - sx
  s.box(sx, top + 12, sw, 226, {dash: [2, 2], lineWidth: 0.8, stroke: hex('#7d847a')})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", sx + 12, top + 32, {color: brand, font: H.bold, size: 10.5})
  s.text('Titulaire du compte', sx + 12, top + 50, {color: soft, size: 7.4})
  s.lines(holderLines, sx + 12, top + 63, {color: ink, font: H.bold, leading: 11, size: 8.8})
  let y = top + 63 + 11 * holderLines.length + 6
  s.text('Domiciliation', sx + 12, y, {color: soft, size: 7.4})
  s.text(account.branch, sx + 12, y + 12, {color: ink, font: H.bold, size: 8.8})
  y += 24
  const cols: [string, string, number][] = [
    ['Banque', bban.slice(0, 5), 58],
    ['Guichet', bban.slice(5, 10), 58],
    ['N° de compte', bban.slice(10, 21), 110],
    ['Clé', bban.slice(21, 23), 34],
  ]
  let cx = sx + 12
  for (const [title, value, w] of cols) {
    s.text(title, cx, y + 2, {color: soft, size: 7.2})
    s.text(value, cx, y + 15, {color: ink, font: C.bold, size: 9.6})
    cx += w
  }

  y += 30
  s.text('IBAN', sx + 12, y, {color: soft, size: 7.4})
  s.text(groups(account.iban), sx + 12, y + 13, {color: ink, font: C.bold, size: 9.4})
  s.text('BIC', sx + 12, y + 31, {color: soft, size: 7.4})
  s.text(account.bic, sx + 40, y + 31, {color: ink, font: C.bold, size: 9.4})

  // The first cheque, crossed out.
  const cy = 330
  const ch = 215
  s.box(L, cy, R - L, ch, {fill: hex('#eef2f6'), lineWidth: 0.6, stroke: hex('#a0a9b3')})
  for (let k = 0; k < 10; k++) s.hline(L + 4, R - 4, cy + 12 + k * 20, {color: hex('#e1e7ee'), width: 0.3})
  s.box(L + 12, cy + 12, 24, 24, {fill: brand, radius: 4})
  s.text(account.bankName.slice(0, 1), L + 24, cy + 29, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.text('Payable à', L + 44, cy + 20, {color: soft, size: 6.8})
  s.text(account.branch, L + 44, cy + 31, {color: ink, font: H.bold, size: 8})
  s.text(`${branchAddress} - Tél. ${phone}`, L + 44, cy + 41, {color: soft, size: 6.8})
  s.box(R - 150, cy + 14, 136, 26, {fill: WHITE, lineWidth: 0.6, stroke: hex('#8b95a0')})
  s.text('B.P.F.', R - 146, cy + 24, {color: soft, size: 6.6})
  s.text('€', R - 22, cy + 33, {color: soft, font: H.bold, size: 10})
  s.text('Payez contre ce chèque', L + 14, cy + 68, {color: soft, size: 7.4})
  s.hline(L + 108, R - 14, cy + 68, {color: hex('#8b95a0'), dash: [1, 2]})
  s.hline(L + 14, R - 14, cy + 86, {color: hex('#8b95a0'), dash: [1, 2]})
  s.text('à', L + 14, cy + 104, {color: soft, size: 7.4})
  s.hline(L + 24, R - 180, cy + 104, {color: hex('#8b95a0'), dash: [1, 2]})
  s.text('À', R - 170, cy + 124, {color: soft, size: 7.4})
  s.hline(R - 160, R - 14, cy + 124, {color: hex('#8b95a0'), dash: [1, 2]})
  s.text('le', R - 170, cy + 140, {color: soft, size: 7.4})
  s.hline(R - 160, R - 14, cy + 140, {color: hex('#8b95a0'), dash: [1, 2]})
  s.lines(holderLines, L + 14, cy + 122, {color: ink, leading: 9.6, size: 7.6})
  s.text(`Chèque n° ${first}`, R - 14, cy + 52, {align: 'right', color: soft, size: 7})
  s.text(`${first}  ${bban.slice(0, 5)}${bban.slice(5, 10)}${randomDigits(rng, 2)}  ${bban.slice(10, 21)}${randomDigits(rng, 1)}`, L + 30, cy + ch - 14, {color: ink, font: C.regular, size: 11})

  // "ANNULÉ" by hand, and a stroke across.
  const pen = hex('#1f3f9c')
  s.page.drawLine({color: pen, end: {x: R - 60, y: s.height - (cy + 40)}, start: {x: L + 60, y: s.height - (cy + ch - 40)}, thickness: 2})
  s.text('ANNULÉ', L + 170, cy + 150, {color: pen, font: fonts.times.boldItalic, rotate: 14, size: 42})

  s.text(`Numérisation ${slashDate(scanned)} - MF750C`, R, 822, {align: 'right', color: soft, size: 7})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/chequier-rib-et-cheque-annule',
    notes: [
      "a chequebook's RIB page scanned with the book's first cheque crossed out \"ANNULÉ\" by hand",
      'the RIB slip in a perforated frame beside the chequebook\'s details; the national form as values under column titles; the IBAN in groups of four',
      "decoys: the chequebook's number, the cheques' number range and delivery date, the national lost-cheque line, the branch's street address and phone on the cheque, the cheque number and CMC7 line, the scan date",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
