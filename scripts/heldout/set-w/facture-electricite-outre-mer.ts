/**
 * HELD-OUT facture_domicile/electricite-outre-mer: the two-monthly electricity bill of a home in an
 * OVERSEAS DEPARTMENT (Réunion, Martinique, Guadeloupe, French Guiana), where one integrated
 * public operator supplies everyone at the regulated tariff (an invented operator, "SOLÉO"): the
 * wordmark at the top left over "Service public de l'électricité en outre-mer" and the LOCAL
 * CENTRE's address (a decoy address); the title "Votre facture d'électricité" with the invoice
 * number and the ISSUE DATE IN WORDS IN THE SAME LINE ("Facture n° 2028 0412 7731 du 14 mars
 * 2028"); the customer's window at the right ("M. GAUTIER Thomas": civility, surname, first given
 * name, over the address as-is); a TWO-COLUMN body: a TINTED LEFT COLUMN of LABEL-ABOVE-VALUE cells
 * ("Titulaire du contrat", the client and delivery point numbers, "Adresse de consommation" on one
 * line, the subscribed power and option, the payment mode with the DEBIT DATE: a decoy, the next
 * reading's date: a decoy), and at the right the amount due in a band, the METER READINGS with their
 * dates (decoys), the bill's lines (subscription, consumption, the contribution and the excise, VAT
 * at 8.5 % and 2.1 % in the Antilles and Réunion, NO VAT in French Guiana: "TVA non applicable, art.
 * 294-1° du CGI"), a bar chart of the last six readings; the operator's head office in Paris (a
 * decoy address) in small type at the foot.
 */
import {addDays, barChart, type Facts, frAmount, frDecimal, type GeneratedDocument, hex, longDate, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE, wrap} from '../util.js'

interface Centre {
  region: string
  centre: string[]
  phone: string
  vat: [number, number]
}

/** The local centres (index.ts OVERSEAS, in order). */
const CENTRES: Centre[] = [
  {centre: ['SOLÉO Réunion - Centre clientèle', '14 rue Sainte-Anne', 'CS 21005', '97404 SAINT-DENIS CEDEX'], phone: '0262 40 19 19', region: 'La Réunion', vat: [8.5, 2.1]},
  {centre: ['SOLÉO Martinique - Centre clientèle', 'Pointe des Carrières', 'BP 573', '97242 FORT-DE-FRANCE CEDEX'], phone: '0596 59 20 00', region: 'Martinique', vat: [8.5, 2.1]},
  {centre: ['SOLÉO Guadeloupe - Centre clientèle', 'Boulevard Légitimus', 'BP 85', '97153 POINTE-À-PITRE CEDEX'], phone: '0590 82 40 00', region: 'Guadeloupe', vat: [8.5, 2.1]},
  {centre: ['SOLÉO Guyane - Centre clientèle', '8 boulevard Jubelin', 'BP 6002', '97306 CAYENNE CEDEX'], phone: '0594 39 64 00', region: 'Guyane', vat: [0, 0]},
]

const ISSUER = 'SOLÉO'

export async function factureElectriciteOutreMer(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const c = CENTRES[typeof raw.centre === 'number' ? raw.centre % CENTRES.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 30))
  const readingTo = addDays(issued, -randomInt(rng, 3, 9))
  const readingFrom = addDays(readingTo, -randomInt(rng, 58, 63))
  const debit = addDays(issued, randomInt(rng, 12, 16))
  const nextReading = addDays(readingTo, randomInt(rng, 58, 63))
  const holder = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = [holder, ...address.lines, `${address.postcode} ${upper(address.city)}`]
  const invoice = `${issued.slice(0, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`
  const client = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const pdl = randomDigits(rng, 14)
  const power = [6, 9, 12][randomInt(rng, 0, 2)]
  const start = randomInt(rng, 8000, 60_000)
  const kwh = randomInt(rng, 380, 1150)
  const price = 0.2516
  const subscription = Math.round([2290, 2890, 3470][[6, 9, 12].indexOf(power)] * 2)
  const consumption = Math.round(kwh * price * 100)
  const cta = Math.round(subscription * 0.1589)
  const excise = Math.round(kwh * 2.1)
  const [rateHigh, rateLow] = c.vat
  const vatLow = Math.round(((subscription + cta) * rateLow) / 100)
  const vatHigh = Math.round(((consumption + excise) * rateHigh) / 100)
  const total = subscription + consumption + cta + excise + vatLow + vatHigh
  const history = Array.from({length: 6}, (_, i) => ({highlight: i === 5, label: slashDate(addDays(readingTo, -61 * (5 - i))).slice(3), value: i === 5 ? kwh : randomInt(rng, 350, 1200)}))
  const ink = hex('#1e2229')
  const soft = hex('#5b616b')
  const teal = hex('#00796b')
  const pale = hex('#e6f2f0')
  const rule = hex('#b7c9c6')
  const f = (cents: number) => frAmount(cents)

  const {doc, fonts} = await newDocument({author: ISSUER, creator: 'SOLÉO Facturation', date: issued, producer: 'SOLÉO Éditique', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // The wordmark, the local centre.
  s.circle(L + 13, 44, 13, {fill: hex('#f9a825')})
  s.circle(L + 13, 44, 7, {fill: WHITE})
  s.text(ISSUER, L + 32, 52, {color: teal, font: H.bold, size: 24})
  s.text("Service public de l'électricité en outre-mer", L, 72, {color: soft, font: H.italic, size: 8})
  s.lines([...c.centre, `Tél. ${c.phone} (appel non surtaxé)`], L, 88, {color: soft, leading: 9.6, size: 7.6})

  s.text("Votre facture d'électricité", R, 44, {align: 'right', color: ink, font: H.bold, size: 16})
  s.text(`Facture n° ${invoice} du ${longDate(issued)}`, R, 60, {align: 'right', color: ink, size: 9.2})
  s.text(`Tarif réglementé - ${c.region}`, R, 72, {align: 'right', color: soft, size: 8})

  // The window.
  s.lines(window, 330, 122, {color: ink, leading: 12.4, size: 10})

  // The left column: label-above-value cells.
  const CX = L
  const CW = 168
  let y = 210
  s.box(CX, y, CW, 540, {fill: pale})
  s.text('VOTRE CONTRAT', CX + 10, y + 18, {color: teal, font: H.bold, size: 9})
  y += 34
  const cell = (label: string, value: string, bold = false) => {
    s.text(label, CX + 10, y, {color: soft, size: 7})
    const lines = wrap(value, CW - 20, bold ? H.bold : H.regular, 8.4)
    s.lines(lines, CX + 10, y + 11, {color: ink, font: bold ? H.bold : H.regular, leading: 10.5, size: 8.4})
    y += 11 + lines.length * 10.5 + 9
  }

  cell('Titulaire du contrat', holder, true)
  cell('Référence client', client)
  cell('Point de livraison (PDL)', pdl)
  cell('Adresse de consommation', truthAddress([...address.lines, `${address.postcode} ${address.city}`]))
  cell('Puissance souscrite', `${power} kVA - option Base`)
  cell('Mode de paiement', `Prélèvement automatique le ${slashDate(debit)}`)
  cell('Prochain relevé prévu vers le', slashDate(nextReading))
  cell('Dépannage 24h/24', `${c.phone.slice(0, 4)} 40 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`)
  y += 6
  s.paragraph("Le chèque énergie est accepté en paiement de vos factures. Vous pouvez aussi régler en espèces dans nos agences et bureaux de poste de l'île.", CX + 10, y, CW - 20, {color: soft, leading: 9.2, size: 7})

  // The right column.
  const MX = CX + CW + 18
  const MW = R - MX
  y = 210
  s.box(MX, y, MW, 46, {fill: teal})
  s.text('Montant TTC à payer', MX + 12, y + 19, {color: WHITE, font: H.bold, size: 10})
  s.text(`prélevé le ${slashDate(debit)}`, MX + 12, y + 33, {color: WHITE, size: 8})
  s.text(`${f(total)} €`, MX + MW - 12, y + 30, {align: 'right', color: WHITE, font: H.bold, size: 18})

  y += 70
  s.text('VOS RELEVÉS', MX, y, {color: teal, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 120}, {align: 'right', width: 90}, {align: 'right', width: MW - 210}],
    font: H.regular,
    frame: true,
    header: [['Compteur n° ' + randomDigits(rng, 6), 'Date', 'Index (kWh)']],
    headerFill: hex('#eef3f2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Ancien relevé (réel)', slashDate(readingFrom), String(start)],
      ['Nouveau relevé (réel)', slashDate(readingTo), String(start + kwh)],
      [{font: H.bold, text: 'Consommation'}, '', {font: H.bold, text: `${kwh} kWh`}],
    ],
    ruleColor: rule,
    size: 8,
    x: MX,
    y: y + 8,
  })

  y += 24
  s.text('DÉTAIL DE VOTRE FACTURE', MX, y, {color: teal, font: H.bold, size: 9})
  const rows: string[][] = [
    [`Abonnement ${power} kVA (2 mois)`, '', f(subscription)],
    ['Consommation Base', `${kwh} kWh x ${frDecimal(price, 4)} €`, f(consumption)],
    ["Contribution tarifaire d'acheminement", '', f(cta)],
    ["Accise sur l'électricité", `${kwh} kWh x 0,0210 €`, f(excise)],
  ]
  if (rateHigh) rows.push([`TVA ${frDecimal(rateLow, 1)} %`, f(subscription + cta), f(vatLow)], [`TVA ${frDecimal(rateHigh, 1)} %`, f(consumption + excise), f(vatHigh)])
  else rows.push(['TVA non applicable (art. 294-1° du CGI)', '', '0,00'])
  y = s.table({
    columns: [{width: 160}, {align: 'right', width: 110}, {align: 'right', width: MW - 270}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Base', 'Montant (€)']],
    headerFill: hex('#eef3f2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [...rows, [{font: H.bold, text: 'Total TTC'}, '', {font: H.bold, text: f(total)}]],
    ruleColor: rule,
    size: 8,
    x: MX,
    y: y + 8,
  })

  y += 28
  s.text('VOTRE CONSOMMATION SUR UN AN (kWh par période de deux mois)', MX, y, {color: teal, font: H.bold, size: 8.4})
  barChart(s, {h: 92, w: MW, x: MX, y: y + 10}, history, {color: hex('#a5c9c3'), font: H.regular, highlight: teal, size: 6.4})

  s.paragraph(
    `${ISSUER} SA au capital de 48 000 000 € - siège social : 22-30 avenue de Wagram, 75008 Paris - RCS Paris 612 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Facture établie pour le contrat de fourniture d'électricité au tarif réglementé de vente en ${c.region}. En cas de litige : médiateur national de l'énergie.`,
    L,
    780,
    R - L,
    {color: soft, leading: 9, size: 6.8},
  )

  return {
    fields: {adresse: truthAddress(window.slice(1)), date_emission: issued, emetteur: ISSUER, titulaire: holder},
    layout: 'facture_domicile/electricite-outre-mer',
    notes: [
      "an overseas department's regulated electricity bill from the island's single public operator (Réunion, Martinique, Guadeloupe, French Guiana)",
      'the issue date in words in the title line ("Facture n° ... du 14 mars 2028"); a tinted left column of label-above-value cells with the holder again and the consumption address on one line; VAT at 8.5 / 2.1 % or none in French Guiana',
      "decoys: the local centre's address, the Paris head office, the meter reading dates, the debit date, the next reading's date, the history chart's periods",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
