/**
 * HELD-OUT facture_domicile/fibre-operateur-antilles: the monthly bill of a FIBRE AND LANDLINE
 * OPERATOR of the ANTILLES (two invented local operators, one of Martinique, one of Guadeloupe),
 * for a home subscription (internet, landline, TV): VAT at the overseas rate of 8,5 % and no
 * metropolitan taxes; the operator's mark and name at the top left with its customer service
 * (decoys); the window at the right ("M. Thomas GAUTIER" over the address lines as they are);
 * the references as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Date de facture" with slashes: the
 * truth; the invoice number, the customer number, the period and the landline number: decoys); TWO
 * COLUMNS, "Votre offre" at the left and "Votre facture en bref" at the right (the previous bill,
 * the payment received with its date, the amount due and the DEBIT DATE: decoy dates and amounts);
 * the detail of the month; the SEPA note with the operator's creditor identifier; the operator's
 * address, capital and SIREN in the footer (decoys).
 */
import {addDays, addMonths, addressLines, civilFirstLast, type Facts, frAmount, type GeneratedDocument, hex, MONTHS_FR, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE} from '../util.js'

interface Operator {
  name: string
  short: string
  color: string
  lines: string[]
  legal: string
  prefix: string
  phone: string
}

const OPERATORS: Operator[] = [
  {color: '#0a7c86', legal: 'MADININA FIBRE TÉLÉCOM - SAS au capital de 4 500 000 € - 12 rue Ernest Deproge, 97200 Fort-de-France - RCS Fort-de-France 521 447 390', lines: ['Service clients : 0596 71 40 40', 'Immeuble Cascade, ZI Californie, 97232 Le Lamentin'], name: 'MADININA FIBRE TÉLÉCOM', phone: '0596', prefix: 'MFT', short: 'MF'},
  {color: '#c1461b', legal: 'KARUKERA NET - SAS au capital de 3 200 000 € - Immeuble Le Karukera, Jarry, 97122 Baie-Mahault - RCS Pointe-à-Pitre 514 902 663', lines: ['Service clients : 0590 38 12 12', 'Zone de Jarry, 97122 Baie-Mahault'], name: 'KARUKERA NET', phone: '0590', prefix: 'KN', short: 'KN'},
]

export async function factureFibreAntilles(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const op = OPERATORS[typeof raw.operator === 'number' ? raw.operator % OPERATORS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 26))
  const periodStart = `${issued.slice(0, 7)}-01`
  const periodEnd = addDays(addMonths(periodStart, 1), -1)
  const debit = addDays(issued, randomInt(rng, 8, 14))
  const previousPaid = addDays(issued, -randomInt(rng, 18, 24))
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const invoice = `${op.prefix}${issued.slice(2, 4)}${randomDigits(rng, 8)}`
  const customer = randomDigits(rng, 9)
  const line = `${op.phone} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const offer = randomInt(rng, 0, 2)
  const plan: [string, number][] = [
    [['Box Fibre 500 Mb/s + téléphone', 'Box Fibre 1 Gb/s + téléphone + TV', 'Box Fibre 2 Gb/s Premium'][offer], [3990, 5490, 6490][offer]],
    ['Location décodeur TV', offer === 0 ? 0 : 500],
    ['Appels vers mobiles des Antilles-Guyane', randomInt(rng, 0, 600)],
    ['Option bouquet sport', offer === 2 ? 1500 : 0],
  ]
  const totalTtc = plan.reduce((sum, [, c]) => sum + c, 0)
  const ht = Math.round(totalTtc / 1.085)
  const vat = totalTtc - ht
  const previous = totalTtc + randomInt(rng, -400, 400)
  const ink = hex('#1a1c20')
  const soft = hex('#5e626b')
  const rule = hex('#c6c9cf')
  const color = hex(op.color)
  const pale = hex('#eef4f5')
  const month = MONTHS_FR[Number(issued.slice(5, 7)) - 1]

  const {doc, fonts} = await newDocument({author: op.name, creator: 'Facturation BSS', date: issued, producer: 'BSS PDF', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  s.circle(L + 22, 58, 22, {fill: color})
  s.text(op.short, L + 22, 63, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.text(op.name, L + 54, 54, {color, font: H.bold, size: 14})
  s.lines(op.lines, L + 54, 68, {color: soft, leading: 9.5, size: 7.6})
  s.lines([holder, ...window], 330, 128, {color: ink, leading: 12.5, size: 10})

  let y = 206
  s.text(`Votre facture de ${month} ${issued.slice(0, 4)}`, L, y, {color: ink, font: H.bold, size: 14})
  y += 12
  y = s.table({
    columns: [{align: 'center', width: W * 0.18}, {align: 'center', width: W * 0.22}, {align: 'center', width: W * 0.16}, {align: 'center', width: W * 0.24}, {align: 'center', width: W * 0.2}],
    font: H.bold,
    frame: true,
    header: [['Date de facture', 'N° de facture', 'N° client', 'Période facturée', 'Ligne fixe']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 18,
    rows: [[slashDate(issued), invoice, customer, `${slashDate(periodStart)} - ${slashDate(periodEnd)}`, line]],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y,
  })

  // Two columns.
  y += 20
  const cw = (W - 16) / 2
  s.box(L, y, cw, 112, {fill: pale})
  s.text('Votre offre', L + 10, y + 16, {color, font: H.bold, size: 10})
  s.lines([plan[0][0], "Adresse d'installation :", ...window], L + 10, y + 32, {color: ink, leading: 11, size: 8.2})
  const rx = L + cw + 16
  s.box(rx, y, cw, 112, {lineWidth: 0.8, stroke: color})
  s.text('Votre facture en bref', rx + 10, y + 16, {color, font: H.bold, size: 10})
  const brief: [string, string][] = [
    ['Facture précédente', `${frAmount(previous)} €`],
    [`Paiement reçu le ${slashDate(previousPaid)}`, `-${frAmount(previous)} €`],
    ['Montant de cette facture', `${frAmount(totalTtc)} €`],
    ['Prélevé à partir du', slashDate(debit)],
  ]
  brief.forEach(([l, v], j) => {
    s.text(l, rx + 10, y + 36 + j * 17, {color: ink, size: 8.4})
    s.text(v, rx + cw - 10, y + 36 + j * 17, {align: 'right', color: ink, font: H.bold, size: 8.8})
  })
  y += 132

  s.text('Détail de votre facture', L, y, {color, font: H.bold, size: 10.5})
  y += 8
  y = s.table({
    columns: [{width: W - 190}, {align: 'right', width: 90}, {align: 'right', width: 100}],
    font: H.regular,
    header: [['Prestations', 'TVA', 'Montant TTC']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.8,
    rowHeight: 16,
    rowRules: true,
    rows: [...plan.map(([l, c]) => [l, '8,5 %', `${frAmount(c)} €`]), [{font: H.bold, text: 'Total hors taxes'}, '', `${frAmount(ht)} €`], [{font: H.bold, text: 'TVA 8,5 %'}, '', `${frAmount(vat)} €`], [{font: H.bold, text: 'TOTAL TTC'}, '', {font: H.bold, text: `${frAmount(totalTtc)} €`}]],
    ruleColor: rule,
    size: 8.4,
    x: L,
    y,
  })
  y += 22
  s.paragraph(`Ce montant sera prélevé sur votre compte à partir du ${slashDate(debit)} (mandat SEPA n° ${op.prefix}-${customer}, identifiant créancier FR${randomDigits(rng, 2)}ZZZ${randomDigits(rng, 6)}). Taux de TVA applicable en Martinique, en Guadeloupe et à La Réunion : 8,5 %.`, L, y, W, {color: soft, leading: 10, size: 7.6})

  s.hline(L, R, 796, {color: rule})
  s.paragraph(op.legal, L, 808, W, {color: soft, leading: 8.4, size: 6.6})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: op.name, titulaire: holder},
    layout: 'facture_domicile/fibre-operateur-antilles',
    notes: [
      "an Antilles fibre and landline operator's monthly bill (VAT at 8,5 %)",
      'the holder "M. Thomas GAUTIER" over the address lines; the references as values in a row under their column titles ("Date de facture" with slashes); two columns (the offer, the bill in brief)',
      "decoys: the operator's addresses, phone and SIREN, the invoice and customer numbers, the period, the landline number, the previous bill and its payment date, the debit date, the creditor identifier",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
