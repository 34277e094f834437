/**
 * HELD-OUT rib/certifie-cachet-signature: a company's RIB printed from its online banking (the
 * high-street, mutualist and postal banks of the generator) and then STAMPED WITH THE COMPANY'S
 * RUBBER STAMP AND SIGNED BY THE MANAGER, as customers and public buyers ask their suppliers to do
 * before they register the bank details, scanned back: the bank's mark and name at the top, the
 * print date ("Édité le ...": a decoy date); "RELEVÉ D'IDENTITÉ BANCAIRE" over LABEL : VALUE LINES
 * ("Titulaire du compte" with the holder as the bank names it and the company's address,
 * "Domiciliation" the branch); the national parts as LABELS FOLLOWED BY THEIR VALUES ON ONE LINE
 * ("Banque 30788 Guichet 01234 N° de compte 12345678901 Clé 42"); the IBAN grouped by four, the
 * BIC; the bank's usual note. Over the lower part, at a slant, the company's RECTANGULAR RUBBER
 * STAMP in violet ink (the name with its legal form, the capital, the address, the SIRET and VAT
 * number, the phone: a decoy address and decoy identifiers), the manager's handwritten "Certifié
 * exact" with a date (a decoy) and signature.
 */
import {degrees} from 'pdf-lib'

import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, landline, newDocument, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const ANGLES = [-7, 5, -4, 8]

export async function ribCachetSignature(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const manager = company.manager
  const k = typeof params.stamp === 'number' ? params.stamp % 4 : 0
  const printed = addDays(facts.asOf, -randomInt(rng, 10, 70))
  const certified = addDays(printed, randomInt(rng, 1, 8))
  const bban = account.iban.slice(4)
  const [bank, branch, number, key] = [bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23)]
  const iban = account.iban.replace(/(.{4})/g, '$1 ').trim()
  const brand = account.bankName
  const color = hex(['#0b4f8a', '#1e6a3a', '#f2b600', '#8c1d2c'][k])
  const onBrand = k === 2 ? hex('#1c2a5a') : WHITE
  const ink = hex('#1a1c20')
  const soft = hex('#5f636b')
  const rule = hex('#c7cad0')
  const violet = hex('#4b3a9e')
  const seatLines = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon ImageRUNNER', date: certified, producer: 'Canon PDF', title: `RIB_${company.name.replace(/\W+/g, '_')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 56
  const R = 539
  const W = R - L

  // The bank's header, as printed from the online banking.
  s.box(L, 48, 36, 36, {fill: color, radius: 5})
  s.text(brand.split(' ').map((w) => w[0]).filter((c) => /[A-Z]/.test(c)).join('').slice(0, 3), L + 18, 71, {align: 'center', color: onBrand, font: H.bold, size: 12.5})
  s.text(brand, L + 46, 63, {color: k === 2 ? hex('#1c2a5a') : color, font: H.bold, size: 13})
  s.text('Espace Professionnels - Banque en ligne', L + 46, 76, {color: soft, size: 8})
  s.text(`Édité le ${slashDate(printed)}`, R, 63, {align: 'right', color: soft, size: 8})

  let y = 120
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L, y, {color: ink, font: H.bold, size: 15})
  s.hline(L, R, y + 8, {color, width: 1.4})
  y += 34
  const label = (text: string, at: number) => s.text(text, L, at, {color: soft, size: 9})
  label('Titulaire du compte :', y)
  s.lines([account.holder, ...seatLines], L + 128, y, {color: ink, font: H.bold, leading: 12.5, size: 10})
  y += 12.5 * (seatLines.length + 1) + 10
  label('Domiciliation :', y)
  s.text(account.branch, L + 128, y, {color: ink, font: H.bold, size: 10})
  y += 30

  s.box(L, y - 4, W, 104, {fill: hex('#f5f6f8'), lineWidth: 0.6, stroke: rule})
  y += 16
  let x = L + 14
  for (const [l, v] of [
    ['Banque', bank],
    ['Guichet', branch],
    ['N° de compte', number],
    ['Clé', key],
  ]) {
    x += s.text(l, x, y, {color: soft, size: 9}) + 5
    x += s.text(v, x, y, {color: ink, font: fonts.courier.bold, size: 11}) + 18
  }

  y += 30
  s.text('IBAN', L + 14, y, {color: soft, size: 9})
  s.text(iban, L + 60, y, {color: ink, font: fonts.courier.bold, size: 12})
  y += 26
  s.text('BIC', L + 14, y, {color: soft, size: 9})
  s.text(account.bic, L + 60, y, {color: ink, font: fonts.courier.bold, size: 12})
  y += 40
  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des retards d'exécution.",
    L,
    y,
    W,
    {color: soft, leading: 11, size: 8},
  )

  // The company's rubber stamp, at a slant, with the manager's certification.
  const angle = ANGLES[k]
  const sw = 232
  const sh = 84
  const sx = [250, 236, 262, 244][k]
  const sy = y + [6, 14, 2, 10][k]
  const r = (angle * Math.PI) / 180
  // The stamp's point (u, v) from its top left corner (v downwards), the stamp turned `angle` degrees counter-clockwise.
  const at = (u: number, v: number) => ({x: sx + u * Math.cos(r) + v * Math.sin(r), y: sy - u * Math.sin(r) + v * Math.cos(r)})
  const corner = at(0, 0)
  s.page.drawSvgPath(`M 0 0 H ${sw} V ${sh} H 0 Z M 4 4 H ${sw - 4} V ${sh - 4} H 4 Z`, {borderColor: violet, borderOpacity: 0.85, borderWidth: 1.2, rotate: degrees(angle), x: corner.x, y: s.height - corner.y})
  const stampLines: [string, number, boolean][] = [
    [`${company.name} ${company.legalForm}`, 11, true],
    [`au capital de ${frAmount(company.capitalCents, ' ').replace(/,00$/, '')} €`, 7.4, false],
    [[...company.address.lines].join(' - '), 7.4, false],
    [`${company.address.postcode} ${upper(company.address.city)} - Tél. ${landline(company.address.postcode, rng)}`, 7.4, false],
    [`SIRET ${groupedSiret(company.siret)} - TVA ${company.tva}`, 7.4, false],
  ]
  let v = 18
  for (const [text, size, bold] of stampLines) {
    const font = bold ? H.bold : H.regular
    const fitted = Math.min(size, (sw - 16) / font.widthOfTextAtSize(text, 1))
    const width = font.widthOfTextAtSize(text, fitted)
    const p = at((sw - width) / 2, v)
    s.page.drawText(text, {color: violet, font, opacity: 0.88, rotate: degrees(angle), size: fitted, x: p.x, y: s.height - p.y})
    v += bold ? 15 : 12.5
  }

  const hand = hex('#1d2f7a')
  s.text('Certifié exact,', 82, sy + 86, {color: hand, font: fonts.times.italic, size: 13})
  s.text(`le ${slashDate(certified).replace(/^0/, '')}`, 82, sy + 104, {color: hand, font: fonts.times.italic, size: 13})
  s.text(`${manager.givenNames[0]} ${manager.usageName ?? manager.surname}, ${['SAS', 'SASU', 'SA'].includes(company.legalForm) ? (manager.civility === 'Mme' ? 'présidente' : 'président') : manager.civility === 'Mme' ? 'gérante' : 'gérant'}`, 82, sy + 122, {color: hand, font: fonts.times.italic, size: 11})
  s.path(signaturePath(rng, 120), 84, sy + 134, {lineWidth: 1.1, stroke: hand})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/certifie-cachet-signature',
    notes: [
      "a company's RIB printed from its online banking, stamped with the company's rubber stamp and signed by the manager (\"Certifié exact\"), scanned back",
      'label : value lines for the holder and the domiciliation; the national parts as labels followed by their values on one line; the IBAN grouped by four; the BIC',
      "decoys: the print date, the company's address, SIRET, VAT number, capital and phone in the slanted stamp, the certification date, the manager's name",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
