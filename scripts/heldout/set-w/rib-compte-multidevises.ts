/**
 * HELD-OUT rib/compte-multidevises: the ACCOUNT DETAILS page of a company's MULTI-CURRENCY business
 * account at an online payment institution (the generator's neobank and online business bank),
 * exported from the web app: the wordmark at the top left, "Coordonnées bancaires / Account
 * details" with the export's timestamp (a decoy date); "Titulaire du compte / Account holder" over
 * the holder as the bank names it and the company's address (a decoy address); then ONE CARD PER
 * CURRENCY side by side or stacked: the EUR card first ("Compte principal"), with BILINGUAL
 * LABEL-ABOVE-VALUE rows: the IBAN GROUPED BY FOUR, the BIC, "Banque / Bank" with the
 * institution's name and address on two lines (the domiciliation); the GBP card with its LOCAL UK
 * DETAILS (account number, SORT CODE with hyphens, the partner bank's London address) and the USD
 * card with its ACH ROUTING NUMBER, account number and the partner bank's New York address (decoy
 * identifiers, banks and addresses), and an INTERMEDIARY BIC for SWIFT payments in other currencies
 * (a decoy BIC); the opening date (a decoy); the legal footer with the institution's
 * registration.
 */
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE, wrap} from '../util.js'

export async function ribCompteMultidevises(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const exported = addDays(facts.asOf, -randomInt(rng, 0, 12))
  const opened = addDays(exported, -randomInt(rng, 90, 1400))
  const [bankName, ...rest] = account.branch.split(', ')
  const bankAddress = rest.join(', ')
  const brand = bankName.replace(/ SAS$/, '').split(' ')[0].toLowerCase()
  const iban = account.iban.replace(/(.{4})/g, '$1 ').trim()
  const sortCode = `${randomDigits(rng, 2)}-${randomDigits(rng, 2)}-${randomDigits(rng, 2)}`
  const gbpAccount = randomDigits(rng, 8)
  const routing = `0${randomDigits(rng, 8)}`
  const usdAccount = randomDigits(rng, 12)
  const intermediary = ['THCLGB2L', 'CSBKUS33', 'NRDBDEFF', 'BLXELULL'][typeof params.variant === 'number' ? params.variant % 4 : 0]
  const dark = hex(params.variant === 1 || params.variant === 3 ? '#3d2c8d' : '#0f3d3e')
  const accent = hex(params.variant === 1 || params.variant === 3 ? '#7c6ee6' : '#1fa39a')
  const ink = hex('#15171b')
  const soft = hex('#666b75')
  const pale = hex('#f4f5f7')
  const rule = hex('#d5d8de')

  const {doc, fonts} = await newDocument({author: bankName, creator: `${bankName} - app`, date: exported, producer: 'Chromium PDF', title: 'Coordonnées bancaires'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  // Wordmark, title.
  s.box(L, 34, 26, 26, {fill: dark, radius: 6})
  s.text(brand[0].toUpperCase(), L + 13, 53, {align: 'center', color: WHITE, font: H.bold, size: 15})
  s.text(brand, L + 34, 53, {color: dark, font: H.bold, size: 19})
  s.text('Business', L + 36 + H.bold.widthOfTextAtSize(brand, 19), 53, {color: accent, size: 11})
  s.text(`Exporté le ${slashDate(exported)} à ${String(randomInt(rng, 8, 19)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`, R, 50, {align: 'right', color: soft, size: 7.6})

  s.text('Coordonnées bancaires', L, 104, {color: ink, font: H.bold, size: 17})
  s.text('Account details', L, 118, {color: soft, font: H.italic, size: 9})

  // The holder.
  let y = 146
  s.box(L, y, W, 62, {fill: pale, radius: 5})
  s.text('Titulaire du compte / Account holder', L + 14, y + 17, {color: soft, size: 7.6})
  s.text(account.holder, L + 14, y + 33, {color: ink, font: H.bold, size: 12})
  s.text([...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', '), L + 14, y + 49, {color: soft, size: 8})
  s.text(`Compte ouvert le ${slashDate(opened)}`, R - 14, y + 17, {align: 'right', color: soft, size: 7.6})

  // The currency cards.
  const cardOf = (x: number, top: number, w: number, flag: string, title: string, subtitle: string, rows: [string, string[], boolean][]) => {
    const prepared = rows.map(([label, values, big]) => ({big, label, lines: values.flatMap((v) => wrap(v, w - 28, big ? H.bold : H.regular, big ? 11 : 9))}))
    const h = 48 + prepared.reduce((sum, p) => sum + 14 + p.lines.length * (p.big ? 14 : 11.5) + 8, 0)
    s.box(x, top, w, h, {lineWidth: 0.7, radius: 6, stroke: rule})
    s.box(x, top, w, 36, {fill: flag === 'EUR' ? dark : pale, radius: 6})
    s.box(x, top + 24, w, 12, {fill: flag === 'EUR' ? dark : pale})
    s.text(flag, x + 14, top + 23, {color: flag === 'EUR' ? WHITE : dark, font: H.bold, size: 12})
    s.text(title, x + 52, top + 17, {color: flag === 'EUR' ? WHITE : ink, font: H.bold, size: 8.6})
    s.text(subtitle, x + 52, top + 28, {color: flag === 'EUR' ? hex('#cfd8dc') : soft, size: 7.2})
    let cy = top + 56
    for (const p of prepared) {
      s.text(p.label, x + 14, cy, {color: soft, size: 7.2})
      s.lines(p.lines, x + 14, cy + (p.big ? 15 : 13), {color: ink, font: p.big ? H.bold : H.regular, leading: p.big ? 14 : 11.5, size: p.big ? 11 : 9})
      cy += 14 + p.lines.length * (p.big ? 14 : 11.5) + 8
    }

    return top + h
  }

  y += 84
  y = cardOf(L, y, W, 'EUR', 'Compte principal - euro', 'Virements SEPA et internationaux / SEPA and international transfers', [
    ['IBAN', [iban], true],
    ['BIC / SWIFT', [account.bic], true],
    ['Banque / Bank', [bankName, bankAddress], false],
  ])

  y += 16
  const half = (W - 14) / 2
  const left = cardOf(L, y, half, 'GBP', 'Coordonnées locales - Royaume-Uni', 'Local details for UK payments (Faster Payments)', [
    ['Account number', [gbpAccount], true],
    ['Sort code', [sortCode], true],
    ['Bank', ['Thames Clearing Ltd', '25 Moorgate, London EC2R 6AY', 'United Kingdom'], false],
  ])
  const right = cardOf(L + half + 14, y, half, 'USD', 'Coordonnées locales - États-Unis', 'Local details for US payments (ACH, wire)', [
    ['ACH routing number', [routing], true],
    ['Account number', [usdAccount], true],
    ['Bank', ['Columbia Settlement Bank', '30 West 26th Street, New York, NY 10010', 'United States'], false],
  ])
  y = Math.max(left, right) + 18

  s.box(L, y, W, 46, {fill: pale, radius: 5})
  s.text('Autres devises (virement SWIFT) / Other currencies', L + 14, y + 17, {color: soft, size: 7.6})
  s.text(`Utilisez l'IBAN ci-dessus et la banque intermédiaire BIC ${intermediary}`, L + 14, y + 33, {color: ink, size: 9})
  y += 70

  s.paragraph(
    `Ces coordonnées sont celles du compte de paiement de ${account.holder} ouvert chez ${bankName}. Le titulaire des coordonnées locales GBP et USD est le même ; les fonds reçus sont crédités sur le compte multidevise. ${upper(bankName)}, établissement de paiement agréé par l'Autorité de contrôle prudentiel et de résolution (ACPR) sous le n° ${randomDigits(rng, 5)} - ${bankAddress}.`,
    L,
    y,
    W,
    {color: soft, leading: 10, size: 7.4},
  )
  s.text(`app.${brand}.fr/business/accounts - 1/1`, R, 818, {align: 'right', color: soft, size: 7})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/compte-multidevises',
    notes: [
      "a multi-currency business account's details exported from an online payment institution's app: one card per currency",
      'the EUR card with bilingual label-above-value rows (IBAN grouped by four, BIC, the institution and its address on two lines); the holder over the company\'s address',
      "decoys: the GBP account number and sort code, the USD routing and account numbers, the partner banks' addresses, the intermediary BIC, the export and opening dates, the company's address",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
