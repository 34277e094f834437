/**
 * HELD-OUT facture_domicile/electricite-option-tempo: a household ELECTRICITY BILL on a TEMPO-LIKE
 * OPTION (days priced blue, white or red, each in peak and off-peak hours) from an alternative
 * supplier (four invented brands): the brand at the top left, the bill's references at the right
 * with the issue date in ABBREVIATED FRENCH ("Facture du 14 janv. 2027"), the customer number and
 * the contract; the holder's WINDOW AT THE LEFT ("M. Thomas GAUTIER" over the address lines); the
 * amount due in a coloured box with the DIRECT-DEBIT DATE (a decoy, also abbreviated); the delivery
 * point at the same address with its 14-digit PDL number (a decoy number); a CALENDAR OF THE
 * BILLED DAYS as rows of small coloured squares with the day numbers (dozens of decoy figures); a
 * SIX-ROW consumption table (blue / white / red x peak / off-peak: meter readings, kWh, unit
 * prices, amounts) with the readings' dates (decoys); the subscription, the excise duty, the CTA,
 * the VAT; the network operator's and the energy ombudsman's addresses (decoy addresses) in the
 * small print.
 */
import {addDays, addressLines, civilFirstLast, type Facts, frAmount, frDecimal, type GeneratedDocument, hex, monthOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, WHITE} from '../util.js'

interface Supplier {
  brand: string
  legal: string
  color: string
}

const SUPPLIERS: Supplier[] = [
  {brand: 'Lumina Énergie', color: '#0b5e8a', legal: 'Lumina Énergie SAS, 18 rue de la Bourse, 69002 Lyon - RCS Lyon 851 204 337'},
  {brand: 'Wattéo', color: '#6b2fa0', legal: 'Wattéo SA, 5 place de la Défense, 92400 Courbevoie - RCS Nanterre 822 617 905'},
  {brand: 'Hélios Énergies', color: '#c05a12', legal: 'Hélios Énergies SAS, 40 allées Jean Jaurès, 31000 Toulouse - RCS Toulouse 879 330 214'},
  {brand: 'Volta Ouest', color: '#1f6b4a', legal: 'Volta Ouest SCIC SA, 12 quai de la Fosse, 44000 Nantes - RCS Nantes 884 120 653'},
]

const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** "14 janv. 2027". */
const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${SHORT_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

type Colour = 'blanc' | 'bleu' | 'rouge'

export async function factureElectriciteTempo(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const sup = SUPPLIERS[typeof raw.supplier === 'number' ? raw.supplier % SUPPLIERS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 35))
  const periodEnd = addDays(issued, -randomInt(rng, 3, 7))
  const month = monthOf({}, {...facts, asOf: periodEnd})
  const periodStart = addDays(`${month}-01`, -randomInt(rng, 28, 31))
  const debit = addDays(issued, randomInt(rng, 10, 16))
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const color = hex(sup.color)
  const ink = hex('#1e2127')
  const soft = hex('#676e78')
  const grid = hex('#cfd4da')
  const pdl = `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const customer = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const invoice = `${issued.slice(0, 4)}${randomDigits(rng, 8)}`
  const power = [6, 9, 12][randomInt(rng, 0, 2)]

  // The days of the period, each with its colour.
  const days: {date: string; colour: Colour}[] = []
  for (let d = periodStart; d <= periodEnd; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay()
    const winter = ['11', '12', '01', '02', '03'].includes(d.slice(5, 7))
    const r = rng()
    const colour: Colour = weekday === 0 || !winter ? (r < 0.93 ? 'bleu' : 'blanc') : r < 0.62 ? 'bleu' : r < 0.86 ? 'blanc' : 'rouge'
    days.push({colour, date: d})
  }

  const count = (c: Colour) => days.filter((d) => d.colour === c).length
  const prices: Record<Colour, [number, number]> = {blanc: [0.1894, 0.1486], bleu: [0.1609, 0.1296], rouge: [0.7562, 0.1568]}
  const rows: {label: string; from: number; to: number; kwh: number; price: number; amount: number}[] = []
  for (const c of ['bleu', 'blanc', 'rouge'] as Colour[]) {
    for (const [k, slot] of ['Heures pleines', 'Heures creuses'].entries()) {
      const kwh = Math.round(count(c) * (k === 0 ? 9 + rng() * 8 : 6 + rng() * 6))
      const from = randomInt(rng, 1000, 24_000)
      rows.push({amount: Math.round(kwh * prices[c][k] * 100), from, kwh, label: `${slot} jours ${c === 'bleu' ? 'Bleus' : c === 'blanc' ? 'Blancs' : 'Rouges'}`, price: prices[c][k], to: from + kwh})
    }
  }

  const nDays = days.length
  const subscription = Math.round(((power === 6 ? 156.12 : power === 9 ? 195.84 : 226.2) * nDays) / 365 * 100)
  const energy = rows.reduce((t, r) => t + r.amount, 0)
  const kwhTotal = rows.reduce((t, r) => t + r.kwh, 0)
  const excise = Math.round(kwhTotal * 0.2658)
  const cta = Math.round(subscription * 0.2193)
  const vat = Math.round((subscription + energy + excise + cta) * 0.2)
  const total = subscription + energy + excise + cta + vat

  const {doc, fonts} = await newDocument({author: sup.brand, creator: 'Facturation Énergie v12', date: issued, producer: `${sup.brand} - éditique`, title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Brand and references.
  s.circle(L + 14, 48, 14, {fill: color})
  s.text(sup.brand, L + 36, 54, {color, font: H.bold, size: 17})
  s.box(330, 30, R - 330, 74, {lineWidth: 0.6, stroke: grid})
  s.text(`Facture n° ${invoice}`, 340, 46, {color: ink, font: H.bold, size: 9.4})
  s.text(`Facture du ${shortDate(issued)}`, 340, 60, {color: ink, size: 9})
  s.text(`Référence client : ${customer}`, 340, 74, {color: ink, size: 8.4})
  s.text(`Offre : Électricité Tempo - ${power} kVA`, 340, 88, {color: ink, size: 8.4})
  s.text(`Titulaire : ${holder}`, 340, 99.5, {color: soft, size: 7.4})

  // The holder's window, at the left.
  s.lines([holder, ...window], L + 10, 140, {color: ink, leading: 12.5, size: 10})

  // Amount due.
  s.box(330, 124, R - 330, 64, {fill: color})
  s.text('Montant TTC à payer', 342, 144, {color: WHITE, size: 9.5})
  s.text(`${frAmount(total)} €`, R - 12, 170, {align: 'right', color: WHITE, font: H.bold, size: 20})
  s.text(`Prélevé le ${shortDate(debit)}`, 342, 180, {color: WHITE, size: 8})

  // Delivery point.
  let y = 216
  s.text('Votre point de livraison', L, y, {color, font: H.bold, size: 10})
  s.text(`${window.join(', ')}`, L, y + 14, {color: ink, size: 8.6})
  s.text(`PDL n° ${pdl} - Compteur communicant - Puissance souscrite ${power} kVA`, L, y + 27, {color: soft, size: 8})
  s.text(`Période facturée : du ${shortDate(periodStart)} au ${shortDate(periodEnd)} (${nDays} jours)`, L, y + 40, {color: ink, size: 8.6})

  // The calendar of days.
  y += 58
  s.text('Couleur de vos jours sur la période', L, y, {color: ink, font: H.bold, size: 8.6})
  const fill: Record<Colour, ReturnType<typeof hex>> = {blanc: hex('#ffffff'), bleu: hex('#2f6fd0'), rouge: hex('#d0312d')}
  const cell = 15.5
  const perRow = 31
  y += 8
  days.forEach((d, k) => {
    const cx = L + (k % perRow) * (cell + 1)
    const cy = y + Math.floor(k / perRow) * (cell + 1)
    s.box(cx, cy, cell, cell, {fill: fill[d.colour], lineWidth: 0.4, stroke: grid})
    s.text(String(Number(d.date.slice(8, 10))), cx + cell / 2, cy + 10.5, {align: 'center', color: d.colour === 'blanc' ? ink : WHITE, size: 6.2})
  })
  y += Math.ceil(days.length / perRow) * (cell + 1) + 12
  s.text(`Jours Bleus : ${count('bleu')}   Jours Blancs : ${count('blanc')}   Jours Rouges : ${count('rouge')}`, L, y, {color: soft, size: 8})

  // Consumption and bill detail.
  y += 14
  y = s.table({
    columns: [{width: 150}, {align: 'right', width: 72}, {align: 'right', width: 72}, {align: 'right', width: 60}, {align: 'right', width: 78}, {align: 'right', width: R - L - 432}],
    font: H.regular,
    frame: true,
    header: [['Consommation', `Index ${shortDate(periodStart)}`, `Index ${shortDate(periodEnd)}`, 'kWh', 'Prix € HT/kWh', 'Montant € HT']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7,
    rowHeight: 14,
    rowRules: true,
    rows: [
      ...rows.map((r) => [r.label, String(r.from), String(r.to), String(r.kwh), frDecimal(r.price, 4), frAmount(r.amount)]),
      [`Abonnement ${power} kVA (${nDays} jours)`, '', '', '', '', frAmount(subscription)],
      [`Accise sur l'électricité (${kwhTotal} kWh)`, '', '', '', '0,0266', frAmount(excise)],
      ["Contribution tarifaire d'acheminement", '', '', '', '', frAmount(cta)],
      ['TVA 20 %', '', '', '', '', frAmount(vat)],
      [{font: H.bold, text: 'Total TTC'}, '', '', '', '', {font: H.bold, text: frAmount(total)}],
    ],
    ruleColor: grid,
    size: 7.6,
    verticalRules: true,
    x: L,
    y,
  })

  // Small print.
  s.paragraph(
    `Dépannage électricité 24 h/24 : gestionnaire du réseau de distribution Distrelec Réseaux, 34 place des Corolles, 92400 Courbevoie - 09 72 67 50 ${randomInt(rng, 10, 99)}. En cas de litige non résolu avec ${sup.brand}, vous pouvez saisir le médiateur national de l'énergie, Libre réponse n° 59252, 75443 Paris Cedex 09. Les jours Rouges sont annoncés la veille à partir de 11 h sur l'application et par SMS.`,
    L,
    y + 18,
    R - L,
    {color: soft, leading: 9.4, size: 7.2},
  )
  s.hline(L, R, 806, {color: grid, width: 0.5})
  s.text(sup.legal, (L + R) / 2, 818, {align: 'center', color: soft, size: 6.6})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: sup.brand, titulaire: holder},
    layout: 'facture_domicile/electricite-option-tempo',
    notes: [
      'an electricity bill on a Tempo-like option: a calendar of the billed days as coloured squares with their day numbers, a six-row consumption table',
      'issue date with an abbreviated French month ("Facture du 14 janv. 2027"); the holder\'s window at the left',
      'decoys: direct-debit date, billing period, meter readings and their dates, PDL number, network operator\'s and ombudsman\'s addresses',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
