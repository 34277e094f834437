/**
 * HELD-OUT facture_domicile/gaz-fournisseur: page 1 of a NATURAL-GAS SUPPLIER's bill (an
 * alternative supplier, brand invented, one of four), which households hand in as a proof of
 * address: the brand's mark (a flame drawn as two curves in a disc) and name top left with the
 * customer-service lines under it; a coloured band "Facture de gaz naturel" with "Facture n°
 * ... du 12 mars 2026" (the issue date IN WORDS after the number) and the customer and contract
 * numbers; the holder in the window at the right ("Mme Claire DUBOIS", given name first, the
 * address as-is); the amount tile ("Montant TTC de cette facture", "prélevé le 26/03/2026": a
 * decoy date); "Votre point de livraison" as label / value lines ("Adresse de consommation" on ONE
 * line, "PCE" (14 digits grouped), meter number, offer and tariff option, the yearly reference
 * consumption); the METER READINGS as a table (previous and new index in m3 with their dates and
 * kinds: decoy dates) with the conversion line "444 m3 x 11,247 kWh/m3 = 4 994 kWh"; the detail of
 * the bill (subscription for a period with its dates, consumption, CTA, excise on natural gas,
 * VAT, instalments already paid: decoy amounts); "Votre échéancier" with the next monthly debits
 * (five dates and amounts: decoys); the supplier's legal footer and the energy ombudsman.
 */
import {addDays, addMonths, addressLines, barChart, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, issueDateOf, longDate, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const SUPPLIERS: {brand: string; color: string; dark: string; legal: string; phone: string; site: string; postal: string}[] = [
  {brand: 'Vivagaz', color: '#2f9e5b', dark: '#1d5e37', legal: 'Vivagaz SAS au capital de 12 000 000 € - RCS Nanterre 829 114 563 - 12 rue Jean Jaurès, 92800 Puteaux', phone: '09 70 81 42 10', postal: 'Vivagaz - Service clients - TSA 21040 - 92894 NANTERRE CEDEX 9', site: 'vivagaz.fr'},
  {brand: 'Méridia Énergie', color: '#e2731c', dark: '#8c4310', legal: 'Méridia Énergie SA au capital de 4 500 000 € - RCS Lyon 751 902 348 - 40 quai Rambaud, 69002 Lyon', phone: '09 69 36 22 70', postal: 'Méridia Énergie - TSA 70012 - 69301 LYON CEDEX 07', site: 'meridia-energie.fr'},
  {brand: "Gaz de l'Estuaire", color: '#1f6fb2', dark: '#123f66', legal: "Gaz de l'Estuaire SAS au capital de 2 000 000 € - RCS Saint-Nazaire 843 557 201 - 5 boulevard de l'Océan, 44600 Saint-Nazaire", phone: '02 40 17 58 00', postal: "Gaz de l'Estuaire - CS 40027 - 44616 SAINT-NAZAIRE CEDEX", site: 'gazdelestuaire.fr'},
  {brand: 'Flamme Bleue Énergies', color: '#3a4fc4', dark: '#222f78', legal: 'Flamme Bleue Énergies SAS au capital de 8 300 000 € - RCS Paris 880 412 775 - 18 rue de Londres, 75009 Paris', phone: '09 77 40 12 34', postal: 'Flamme Bleue Énergies - TSA 91002 - 59718 LILLE CEDEX 9', site: 'flammebleue.fr'},
]

const e = (c: number) => `${frAmount(c, ' ')} €`
/** "4 994" kWh or m3: a whole number with spaces between thousands. */
const whole = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

export async function factureGazFournisseur(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const supplier = SUPPLIERS[typeof raw.variant === 'number' ? raw.variant % SUPPLIERS.length : 0]
  const issued = issueDateOf(params, facts, rng)
  const debit = addDays(issued, randomInt(rng, 10, 16))
  const newRead = addDays(issued, -randomInt(rng, 3, 10))
  const oldRead = addMonths(newRead, -pick(rng, [2, 4, 6]))
  const months = Math.round((Date.parse(newRead) - Date.parse(oldRead)) / (30.4 * 86_400_000))
  const winter = ['11', '12', '01', '02', '03', '04'].includes(newRead.slice(5, 7))
  const m3 = randomInt(rng, winter ? 70 : 20, winter ? 140 : 45) * months
  const oldIndex = randomInt(rng, 2000, 38_000)
  const newIndex = oldIndex + m3
  const coefficient = randomInt(rng, 10_950, 11_420) / 1000
  const kwh = Math.round(m3 * coefficient)
  const priceKwh = randomInt(rng, 880, 1190) / 100_000
  const subMonthly = pick(rng, [1894, 2231, 2512, 2790])
  const sub = subMonthly * months
  const conso = Math.round(kwh * priceKwh * 100)
  const cta = Math.round(sub * 0.2104)
  const accise = Math.round(kwh * 1.637)
  const ht = sub + conso + cta + accise
  const tva = Math.round(ht * 0.2)
  const ttc = ht + tva
  const monthly = Math.round(ttc / months / 100) * 100 + pick(rng, [0, 500, 1000])
  const paid = monthly * (months - 1)
  const balance = ttc - paid
  const holder = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = addressLines(address)
  const pce = randomDigits(rng, 14)
  const pceGrouped = `${pce.slice(0, 2)} ${pce.slice(2, 6)} ${pce.slice(6, 10)} ${pce.slice(10)}`
  const invoice = `${issued.slice(2, 4)}${randomDigits(rng, 8)}`
  const customer = randomDigits(rng, 10)
  const contract = `GN-${randomDigits(rng, 7)}`
  const color = hex(supplier.color)
  const dark = hex(supplier.dark)
  const pale = hex('#f3f5f7')
  const ink = hex('#222222')

  const {doc, fonts} = await newDocument({author: supplier.brand, creator: `${supplier.brand} - Facturation`, date: issued, producer: 'Quadient Inspire', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // Mark and brand.
  s.circle(L + 18, 48, 18, {fill: color})
  s.path('M 0 14 C -9 6 -4 -4 2 -12 C 2 -4 10 0 8 8 C 7 13 3 16 0 14 Z', L + 18, 50, {fill: WHITE})
  s.text(supplier.brand, L + 44, 50, {color: dark, font: H.bold, size: 15})
  s.text('Fournisseur de gaz naturel', L + 44, 62, {color: GREY, size: 7.5})
  s.lines([`Service clients : ${supplier.phone}`, 'du lundi au samedi de 8h à 20h', `Espace client : ${supplier.site}`, supplier.postal], L, 92, {color: GREY, leading: 9.2, size: 7.2})

  // Band with the references.
  s.box(L, 136, 250, 62, {fill: pale})
  s.box(L, 136, 4, 62, {fill: color})
  s.text('Facture de gaz naturel', L + 12, 152, {color: dark, font: H.bold, size: 11})
  s.text(`Facture n° ${invoice} du ${longDate(issued)}`, L + 12, 166, {font: H.bold, size: 8.4})
  s.text(`N° client : ${customer}`, L + 12, 178, {size: 7.8})
  s.text(`N° de contrat : ${contract}`, L + 12, 189, {size: 7.8})

  // Window.
  s.lines([holder, ...window], 320, 120, {color: ink, leading: 12, size: 10})

  // Amount tile.
  let y = 214
  s.box(L, y, R - L, 42, {fill: color, radius: 4})
  s.text('Montant TTC de cette facture', L + 12, y + 17, {color: WHITE, size: 9})
  s.text(balance >= 0 ? `Reste à payer après déduction de vos mensualités : ${e(balance)}, prélevé le ${slashDate(debit)}` : `Trop-perçu de ${e(-balance)} déduit de votre prochaine mensualité`, L + 12, y + 32, {color: WHITE, size: 7.8})
  s.text(e(ttc), R - 12, y + 27, {align: 'right', color: WHITE, font: H.bold, size: 18})

  // Delivery point.
  y += 62
  s.text('Votre point de livraison', L, y, {color: dark, font: H.bold, size: 10})
  y += 15
  const point: [string, string][] = [
    ['Adresse de consommation', window.join(' ')],
    ['Point de comptage et d\'estimation (PCE)', pceGrouped],
    ['N° de compteur', `${pick(rng, ['G4', 'G6'])} ${randomDigits(rng, 9)}`],
    ['Offre', `${pick(rng, ['Gaz Essentiel', 'Gaz Fixe 2 ans', 'Gaz Vert Indexé'])} - option B1 (cuisson et chauffage)`],
    ['Consommation annuelle de référence', `${whole(randomInt(rng, 60, 170) * 100)} kWh`],
  ]
  for (const [lab, value] of point) {
    s.text(lab, L, y, {color: GREY, size: 8})
    s.text(value, L + 175, y, {size: 8.3})
    y += 12
  }

  // Readings.
  y += 10
  s.text('Vos relevés de compteur', L, y, {color: dark, font: H.bold, size: 10})
  y = s.table({
    columns: [{width: 150}, {width: 110}, {align: 'right', width: 110}, {width: R - L - 370}],
    font: H.regular,
    frame: true,
    header: [['', 'Date du relevé', 'Index (m3)', 'Type de relevé']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Ancien index', slashDate(oldRead), whole(oldIndex), pick(rng, ['Relevé réel par le distributeur', 'Index estimé'])],
      ['Nouvel index', slashDate(newRead), whole(newIndex), pick(rng, ['Autorelevé transmis', 'Relevé télérelevé (Gazpar)'])],
    ],
    size: 8.2,
    x: L,
    y: y + 7,
  })
  y += 15
  s.text(`Consommation : ${whole(m3)} m3 x coefficient de conversion ${frDecimal(coefficient, 3)} kWh/m3 = ${whole(kwh)} kWh`, L, y, {font: H.bold, size: 8.6})

  // Detail.
  y += 22
  s.text('Détail de votre facture', L, y, {color: dark, font: H.bold, size: 10})
  const period = `du ${slashDate(addDays(oldRead, 1))} au ${slashDate(newRead)}`
  y = s.table({
    columns: [{width: 230}, {align: 'right', width: 80}, {align: 'right', width: 90}, {align: 'right', width: 60}, {align: 'right', width: R - L - 460}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA', 'Montant HT']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: [
      [`Abonnement ${period}`, `${months} mois`, frDecimal(subMonthly / 100, 2), '20 %', frAmount(sub, ' ')],
      ['Consommation', `${whole(kwh)} kWh`, frDecimal(priceKwh, 5), '20 %', frAmount(conso, ' ')],
      ["Contribution tarifaire d'acheminement (CTA)", '', '', '20 %', frAmount(cta, ' ')],
      ['Accise sur les gaz naturels', `${whole(kwh)} kWh`, '0,01637', '20 %', frAmount(accise, ' ')],
      [{font: H.bold, text: 'Total hors taxes'}, '', '', '', {font: H.bold, text: frAmount(ht, ' ')}],
      ['TVA à 20 %', '', '', '', frAmount(tva, ' ')],
      [{font: H.bold, text: 'Total TTC de la facture'}, '', '', '', {font: H.bold, text: frAmount(ttc, ' ')}],
      [`Mensualités déjà réglées (${months - 1} x ${frAmount(monthly, ' ')})`, '', '', '', `-${frAmount(paid, ' ')}`],
    ],
    size: 8,
    x: L,
    y: y + 7,
  })

  // Schedule.
  y += 20
  s.text('Votre échéancier', L, y, {color: dark, font: H.bold, size: 10})
  const first = addMonths(`${debit.slice(0, 7)}-05`, 1)
  const cellW = (R - L) / 5
  for (let k = 0; k < 5; k++) {
    const x = L + k * cellW
    s.box(x + 1, y + 8, cellW - 2, 30, {fill: pale})
    s.text(slashDate(addMonths(first, k)), x + cellW / 2, y + 20, {align: 'center', color: GREY, size: 7.6})
    s.text(e(monthly), x + cellW / 2, y + 32, {align: 'center', font: H.bold, size: 8.6})
  }

  s.text(`Prélèvement automatique sur le compte FR76 **** **** **** **** ***${randomDigits(rng, 2)} ${randomDigits(rng, 2)} - Mandat SEPA ${randomDigits(rng, 12)}`, L, y + 54, {color: GREY, size: 7.4})

  // Consumption history.
  const hy = y + 74
  s.text('Historique de vos consommations (kWh)', L, hy, {color: dark, font: H.bold, size: 9})
  const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
  const bars = Array.from({length: 12}, (_, k) => {
    const month = addMonths(`${newRead.slice(0, 7)}-01`, k - 11)
    const m = Number(month.slice(5, 7))
    const cold = [1, 2, 12].includes(m) ? 1.9 : [3, 11].includes(m) ? 1.4 : [4, 10].includes(m) ? 0.9 : 0.35
    return {highlight: k >= 12 - months, label: `${MONTHS[m - 1]} ${month.slice(2, 4)}`, value: Math.round(cold * kwh * (0.85 + rng() * 0.3) / Math.max(1, months))}
  })
  barChart(s, {h: 54, w: R - L, x: L, y: hy + 5}, bars, {color: hex('#c9ced6'), font: H.regular, highlight: color, size: 6})

  s.hline(L, R, 772, {color: color, width: 0.8})
  s.paragraph(
    `${supplier.legal}. En cas de litige non résolu avec notre service réclamations, vous pouvez saisir gratuitement le Médiateur national de l'énergie (energie-mediateur.fr). Urgence sécurité gaz : 0 800 47 33 33 (GRDF, 24h/24). Page 1/2`,
    L,
    783,
    R - L,
    {color: GREY, leading: 8.4, size: 6.7},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: supplier.brand, titulaire: holder},
    layout: 'facture_domicile/gaz-fournisseur',
    notes: [
      'natural-gas bill: meter readings with dates, m3 converted to kWh by a coefficient',
      'issue date in words after the bill number ("Facture n° X du 12 mars 2026")',
      'consumption address on one line after a label; PCE number of 14 digits',
      'debit date of the balance, reading dates, subscription period and five schedule dates as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
