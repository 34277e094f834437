/**
 * HELD-OUT quittance_loyer/carnet-a-souches: a page torn from a stationer's PRE-PRINTED RENT
 * RECEIPT BOOK (the "carnet de quittances de loyer à souches" sold in stationery shops, 1989 law
 * wording), FILLED IN BY HAND by a private landlord in blue ink and scanned on an A4 page (the
 * receipt in the upper part, the rest of the glass white). The page: at the left the STUB
 * ("Souche"), kept by the landlord, with its own short fill-ins (the tenant's surname only, the
 * period "1/03 au 31/03/26", the amount, "Payé le 4/03/26": a decoy date with a two-digit year), a
 * perforated rule, then the receipt proper in green pre-printed type with dotted fill lines: the
 * red pre-printed number "N° 0417" top right, "QUITTANCE DE LOYER", "Je soussigné(e)" + the
 * landlord, "reconnais avoir reçu de" + the tenant ("Mme Claire Dubois": civility abbreviated,
 * given name, surname in mixed case as one writes it), "la somme de" + the amount in words, "pour
 * la période du ... au ..." (long dates written out), "Adresse du logement" on its fill lines (the
 * street lines, two on a line when they fit, then postcode and town), a small framed table "Loyer
 * | Charges | Total" with the figures, "et lui en donne quittance, sous réserve de tous mes
 * droits", "Fait à Lyon, le 5/03/2026" (the issue date written by hand, day without its leading
 * zero) and the signature; the publisher's reference and the footnotes in small print at the
 * bottom.
 */
import {addDays, capitalisedSurname, euroWords, type Facts, firstDayOf, frAmount, type GeneratedDocument, hex, lastDayOf, longDate, monthOf, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, subjectOf, truthAddress, wrap} from '../util.js'

const LANDLORDS = [
  {city: 'Lyon', name: 'Bernard Lemoine'},
  {city: 'Villefranche-sur-Saône', name: 'Monique Ravel'},
  {city: 'Besançon', name: 'Gérard Poulain'},
  {city: 'Arcachon', name: 'Françoise de Kerlan'},
  {city: 'Angers', name: 'Jean-Claude Morvan'},
]

/** "5/03/2026": a date as one writes it by hand. */
const handDate = (iso: string, shortYear = false) => `${Number(iso.slice(8, 10))}/${iso.slice(5, 7)}/${shortYear ? iso.slice(2, 4) : iso.slice(0, 4)}`

export async function quittanceCarnetSouches(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const landlord = pick(rng, LANDLORDS)
  const month = monthOf(params, facts)
  const start = firstDayOf(month)
  const end = lastDayOf(month)
  const dated = addDays(end, randomInt(rng, 2, 7))
  const issued = params.issueDate ?? (dated <= facts.asOf ? dated : facts.asOf)
  const paid = addDays(issued, -randomInt(rng, 1, 4))
  const rent = randomInt(rng, 48, 112) * 1000 + pick(rng, [0, 0, 500])
  const charges = randomInt(rng, 4, 16) * 1000
  const total = rent + charges
  const tenant = `${name.civility} ${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const dwelling = [...address.lines, `${address.postcode} ${address.city}`]
  const number = String(randomInt(rng, 101, 980)).padStart(4, '0')

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: issued, producer: 'EPSON Scan 2', title: `img${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const green = hex('#2e6b4a')
  const blue = hex('#1d3a8a')
  const red = hex('#b3262e')

  /** Handwriting: blue, a little off the line. */
  const hand = (text: string, x: number, y: number, size = 12) => s.text(text, x, y + (rng() - 0.5) * 1.6, {color: blue, font: T.italic, size})
  const dotted = (x1: number, x2: number, y: number) => s.hline(x1, x2, y + 2, {color: green, dash: [0.8, 2], width: 0.6})
  const printed = (text: string, x: number, y: number, size = 8.6, bold = false) => s.text(text, x, y, {color: green, font: bold ? H.bold : H.regular, size})

  // The page of the book.
  const X0 = 30
  const Y0 = 36
  const W = 535
  const HGT = 340
  s.box(X0 + 2, Y0 + 2, W, HGT, {fill: hex('#d6d6d2')})
  s.box(X0, Y0, W, HGT, {fill: hex('#fbfaf3')})
  const stubW = 132
  for (let y = Y0 + 4; y < Y0 + HGT - 2; y += 5) s.circle(X0 + stubW, y, 0.8, {fill: hex('#9aa59d')})

  // Stub.
  printed('SOUCHE', X0 + 10, Y0 + 22, 9, true)
  s.text(`N° ${number}`, X0 + stubW - 10, Y0 + 22, {align: 'right', color: red, font: H.bold, size: 9})
  const stubRow = (label: string, value: string, y: number) => {
    printed(label, X0 + 10, y, 7.6)
    dotted(X0 + 10, X0 + stubW - 10, y + 16)
    hand(value, X0 + 14, y + 15, 11)
  }

  stubRow('Locataire', `${name.civility} ${capitalisedSurname(name.surname)}`, Y0 + 48)
  stubRow('Période', `${Number(start.slice(8, 10))}/${start.slice(5, 7)} au ${handDate(end, true)}`, Y0 + 88)
  stubRow('Montant', `${frAmount(total, ' ')} €`, Y0 + 128)
  stubRow('Payé le', handDate(paid, true), Y0 + 168)
  stubRow('Mode', pick(rng, ['virement', 'chèque', 'virement']), Y0 + 208)

  // Receipt.
  const rx = X0 + stubW + 16
  const rr = X0 + W - 14
  printed('QUITTANCE DE LOYER', rx, Y0 + 26, 15, true)
  s.text(`N° ${number}`, rr, Y0 + 24, {align: 'right', color: red, font: H.bold, size: 11})
  let y = Y0 + 54
  const fillLine = (label: string, value: string, after = '') => {
    const w = s.text(label, rx, y, {color: green, size: 8.6})
    const right = after ? rr - H.regular.widthOfTextAtSize(after, 8.6) - 6 : rr
    dotted(rx + w + 4, right, y)
    hand(value, rx + w + 10, y - 1)
    if (after) s.text(after, rr, y, {align: 'right', color: green, size: 8.6})
    y += 21
  }

  fillLine('Je soussigné(e) (1)', landlord.name)
  fillLine('propriétaire / bailleur, reconnais avoir reçu de (2)', tenant)
  const words = wrap(euroWords(total), rr - rx - 90, T.italic, 12)
  fillLine('la somme de (en lettres)', words[0])
  if (words.length > 1) fillLine('', words.slice(1).join(' '))
  // The period on one line: two fill-ins.
  {
    const w1 = s.text('pour la période du', rx, y, {color: green, size: 8.6})
    const mid = rx + w1 + 130
    dotted(rx + w1 + 4, mid, y)
    hand(longDate(start), rx + w1 + 10, y - 1)
    s.text('au', mid + 4, y, {color: green, size: 8.6})
    dotted(mid + 18, rr, y)
    hand(longDate(end), mid + 24, y - 1)
    y += 21
  }

  // The dwelling's lines, as many on one fill line as fit (a comma between them), the town on the last.
  const room = rr - rx - H.regular.widthOfTextAtSize('Adresse du logement :', 8.6) - 16
  const written: string[] = []
  for (const part of address.lines) {
    const last = written.at(-1)
    if (last !== undefined && T.italic.widthOfTextAtSize(`${last}, ${part}`, 12) <= room) written[written.length - 1] = `${last}, ${part}`
    else written.push(part)
  }

  written.forEach((line, k) => fillLine(k === 0 ? 'Adresse du logement :' : '', line))
  fillLine('', dwelling.at(-1) ?? '')

  // Detail table.
  const tx = rr - 170
  const ty = y - 4
  const rows: [string, string][] = [
    ['Loyer', frAmount(rent, ' ')],
    ['Charges', frAmount(charges, ' ')],
    ['Total', frAmount(total, ' ')],
  ]
  rows.forEach(([lab, value], k) => {
    s.box(tx, ty + k * 19, 170, 19, {lineWidth: 0.6, stroke: green})
    printed(lab, tx + 6, ty + k * 19 + 13, 8.4, k === 2)
    hand(`${value} €`, tx + 70, ty + k * 19 + 14, 11.5)
  })
  s.vline(tx + 62, ty, ty + 57, {color: green, width: 0.6})
  s.paragraph('au titre du loyer et des charges du logement désigné ci-dessus, et lui en donne quittance, sous réserve de tous mes droits.', rx, ty + 12, tx - rx - 14, {color: green, leading: 11, size: 8.4})

  y = ty + 80
  {
    const w1 = s.text('Fait à', rx, y, {color: green, size: 8.6})
    dotted(rx + w1 + 4, rx + 150, y)
    hand(landlord.city, rx + w1 + 10, y - 1)
    const w2 = s.text(', le', rx + 154, y, {color: green, size: 8.6})
    dotted(rx + 158 + w2, rx + 250, y)
    hand(handDate(issued), rx + 164 + w2, y - 1)
  }

  printed('Signature', rr - 110, y, 8.2)
  s.path(signaturePath(rng, 90), rr - 110, y + 4, {lineWidth: 1, stroke: blue})
  s.text("(1) Nom et prénom du bailleur   (2) Nom et prénom du locataire   -   Quittance délivrée en application de l'article 21 de la loi n° 89-462 du 6 juillet 1989", X0 + stubW + 16, Y0 + HGT - 9, {color: green, size: 5.6})
  s.text(`Réf. ${pick(rng, ['QL 45', 'E 4217', 'QL 50'])}`, X0 + 10, Y0 + HGT - 9, {color: green, size: 5.6})

  return {
    fields: {
      adresse: truthAddress(dwelling),
      date_emission: issued,
      titulaire: tenant,
    },
    layout: 'quittance_loyer/carnet-a-souches',
    notes: [
      "a page of a stationer's pre-printed rent receipt book filled in by hand (blue ink, italic face) and scanned",
      'stub at the left with short fill-ins: the tenant\'s surname only, the period and "Payé le" with two-digit years (a decoy date)',
      'labels pre-printed in green with dotted fill lines; the tenant as "Mme Claire Dubois"; the amount in words and in a small table',
      '"Fait à Lyon, le 5/03/2026": the issue date by hand, day without its leading zero; the pre-printed receipt number in red',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
