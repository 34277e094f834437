/**
 * HELD-OUT facture_domicile/box-mobile: page 1 of a fixed + mobile telecom bill (Bouygues Telecom
 * / SFR style): logo top left, "Votre facture" large at the top right with "du 3 mars 2026" (long
 * date) under it, a rounded "Vos références" panel on the left with label-above-value cells
 * ("Compte client", "N° de facture", "Période de facturation" in words, "Votre conseiller"), the
 * customer as a mixed-case window block "M. Jean DUPONT" with the address as-is on the right, the
 * amount due in a band ("sera prélevé le 18 mars 2026 sur le compte FR76 **** 123"), a summary
 * per line (box, mobile) with HT/TVA/TTC totals, and the legal footer (SA au capital, RCS, TVA).
 */
import {
  addDays,
  addressLines,
  civilFirstLast,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  issueDateOf,
  longDate,
  MONTHS_FR,
  newDocument,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  subjectOf,
  truthAddress,
  WHITE,
} from '../util.js'

const dayMonth = (iso: string) => `${Number(iso.slice(8, 10)) === 1 ? '1er' : Number(iso.slice(8, 10))} ${MONTHS_FR[Number(iso.slice(5, 7)) - 1]}`

export async function factureTelecom(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const periodEnd = addDays(issued, -1)
  const periodStart = addDays(issued, -Number(randomInt(rng, 28, 31)))
  const debit = addDays(issued, randomInt(rng, 12, 16))
  const holder = civilFirstLast(name)
  const lines = addressLines(address)
  const issuer = 'Azur Télécom'
  const blue = hex('#0a2a6b')
  const cyan = hex('#00a3e0')
  const panel = hex('#eef3f8')
  const box = randomInt(rng, 2999, 4299)
  const mobile = randomInt(rng, 999, 2499)
  const options = pick2(rng)
  const discount = -randomInt(rng, 0, 1) * 500
  const ttc = box + mobile + options + discount
  const ht = Math.round(ttc / 1.2)
  const account = `${randomDigits(rng, 1)}.${randomDigits(rng, 8)}`
  const invoice = `FB${randomDigits(rng, 11)}`
  const fixed = `01 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const cell = `06 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const eur = (c: number) => `${frAmount(c, ' ')} €`

  const {doc, fonts} = await newDocument({author: issuer, creator: 'Azur Télécom - Facturation', date: issued, producer: 'Exstream', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Logo.
  s.circle(56, 52, 15, {fill: cyan})
  s.circle(56, 52, 7, {fill: WHITE})
  s.text('azur', 78, 55, {color: blue, font: H.bold, size: 20})
  s.text('TÉLÉCOM', 79, 66, {color: cyan, font: H.bold, size: 7})

  s.text('Votre facture', 555, 50, {align: 'right', color: blue, font: H.bold, size: 20})
  s.text(`du ${longDate(issued)}`, 555, 66, {align: 'right', color: blue, size: 11})

  // References panel.
  s.box(40, 96, 230, 150, {fill: panel, radius: 6})
  s.text('Vos références', 52, 114, {color: blue, font: H.bold, size: 9.5})
  const refs: [string, string][] = [
    ['Compte client', account],
    ['N° de facture', invoice],
    ['Période de facturation', `du ${dayMonth(periodStart)} au ${longDate(periodEnd)}`],
    ['Votre service client', '1064 (appel gratuit depuis une ligne Azur)'],
  ]
  refs.forEach(([label, value], i) => {
    s.text(label, 52, 133 + i * 27, {color: GREY, size: 7.5})
    s.text(value, 52, 144 + i * 27, {font: H.bold, size: 8.5})
  })

  // Window block.
  s.lines([holder, ...lines], 330, 132, {leading: 12, size: 10})

  // Amount due.
  s.box(40, 268, 515, 46, {fill: blue, radius: 6})
  s.text('Montant à payer', 56, 288, {color: WHITE, size: 10})
  s.text(eur(ttc), 56, 304, {color: WHITE, font: H.bold, size: 15})
  s.text(`sera prélevé le ${longDate(debit)}`, 540, 288, {align: 'right', color: WHITE, size: 9})
  s.text(`sur le compte FR76 **** **** **** **** **** ${randomDigits(rng, 3)}`, 540, 301, {align: 'right', color: WHITE, size: 8})

  // Summary.
  s.text('Récapitulatif de votre facture', 40, 346, {color: blue, font: H.bold, size: 11})
  s.hline(40, 555, 352, {color: cyan, width: 1})
  const rows: [string, string, number][] = [
    ['Box fibre', `Ligne fixe ${fixed} - Forfait Azur Box Fibre`, box],
    ['Forfait mobile', `Ligne ${cell} - Forfait 100 Go 5G`, mobile],
    ['Options et services', 'Option TV, appels vers l’international', options],
  ]
  if (discount) rows.push(['Remise fidélité', 'Avantage Azur Famille', discount])
  let y = 372
  for (const [title, detail, amount] of rows) {
    s.text(title, 40, y, {font: H.bold, size: 9})
    s.text(detail, 40, y + 11, {color: GREY, size: 8})
    s.text(eur(amount), 555, y, {align: 'right', size: 9})
    s.hline(40, 555, y + 18, {color: hex('#d5dde6'), width: 0.4})
    y += 30
  }

  y += 4
  for (const [label, value, bold] of [
    ['Total HT', eur(ht), false],
    ['TVA 20 %', eur(ttc - ht), false],
    ['Total TTC', eur(ttc), true],
  ] as const) {
    s.text(label, 390, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(value, 555, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    y += 14
  }

  s.paragraph(
    `Le détail de vos communications est disponible dans votre Espace Client, rubrique « Mes factures ». Prochaine facture le ${longDate(addDays(issued, 30))}.`,
    40,
    y + 18,
    515,
    {color: GREY, leading: 10, size: 8},
  )

  s.hline(40, 555, 790, {color: GREY, width: 0.4})
  s.paragraph(
    `${issuer} - SA au capital de 712 588 399,56 € - 397 480 930 RCS Paris - Siège social : 37-39 rue Boissière, 75116 Paris - N° TVA intracommunautaire FR 74 397 480 930. En cas de retard de paiement, des frais pourront être appliqués conformément aux conditions générales.`,
    40,
    800,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )
  s.text('Page 1/2', 555, 828, {align: 'right', color: GREY, size: 6.8})

  return {
    fields: {adresse: truthAddress(lines), date_emission: issued, emetteur: issuer, titulaire: holder},
    layout: 'facture_domicile/box-mobile',
    notes: ['"Votre facture" / "du 3 mars 2026": the date alone on the line under the title', 'holder only in the mixed-case window block', 'label-above-value references panel with a billing period in words'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}

function pick2(rng: () => number): number {
  return 300 + Math.floor(rng() * 700)
}
