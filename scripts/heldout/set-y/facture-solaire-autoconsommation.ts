/**
 * HELD-OUT facture_domicile/electricite-autoconsommation-solaire: the electricity bill of a house
 * with ROOFTOP SOLAR PANELS in SELF-CONSUMPTION WITH SALE OF THE SURPLUS (four invented suppliers):
 * the bill covers only the power drawn from the grid, and a second column reports the panels'
 * production and the surplus fed into the grid, which the household sells to the PURCHASE
 * OBLIGATION's buyer under a separate contract. The wordmark at the top left (the issuer as
 * printed, "HÉLIOR", "Lumen Électricité") over the customer service's postal box (a decoy
 * address); "FACTURE" at the right with a RULED STRIP OF REFERENCES WITH THE VALUES IN A ROW UNDER
 * THEIR COLUMN TITLES ("Date de facture" dotted "14.01.2029": the truth; the invoice number, the
 * customer account, the period: decoys); the window at the right with the holder as the
 * supplier's customer file writes it ("Monsieur Thomas GAUTIER": civility in full, first given name,
 * surname) over the address with the town in capitals; the amount and its DIRECT DEBIT DATE (a
 * decoy); TWO COLUMNS: "VOTRE CONSOMMATION (soutirage)" (the delivery point's 14-digit number, the
 * meter's readings with their dates, the kWh drawn: decoys) and "VOTRE PRODUCTION (injection)" (the
 * injection point's number, the installation's peak power, its COMMISSIONING DATE, the energy
 * produced, self-consumed and fed in, the self-consumption rate, the purchase contract's number and
 * the BUYER with its address: decoy identifiers, dates, a company and an address); the bill's lines
 * (subscription, consumption, excise, CTA, VAT); a twelve-month chart of drawn and fed-in energy; the
 * supplier's registered office (a decoy address and SIREN) in the footer.
 */
import {addDays, barChart, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

interface Supplier {
  mark: string
  tagline: string
  color: string
  pale: string
  service: string[]
  legal: string
  buyer: string[]
}

const SUPPLIERS: Supplier[] = [
  {buyer: ['Acheteur obligé - Agence Achat Solaire Sud-Est', 'TSA 50219, 69921 LYON CEDEX 20'], color: '#d97706', legal: 'HÉLIOR SAS au capital de 6 300 000 € - RCS Grenoble 853 661 204 - Siège social : 8 rue Félix Esclangon, 38000 Grenoble', mark: 'HÉLIOR', pale: '#fdf3e3', service: ['HÉLIOR - Service clients', 'TSA 21450', '38043 GRENOBLE CEDEX 9'], tagline: "L'électricité des toits solaires"},
  {buyer: ['Acheteur obligé - Service Obligation d\'Achat Ouest', 'CS 70412, 44104 NANTES CEDEX 4'], color: '#2563eb', legal: 'Lumen Électricité SA au capital de 12 000 000 € - RCS Nanterre 829 004 571 - Siège social : 24 rue de Vienne, 92100 Boulogne-Billancourt', mark: 'Lumen Électricité', pale: '#e8effd', service: ['Lumen Électricité - Relation client', 'TSA 60033', '92894 NANTERRE CEDEX 9'], tagline: 'Fournisseur partenaire des autoproducteurs'},
  {buyer: ['Acheteur obligé - Agence Achat Solaire Sud-Ouest', 'TSA 91207, 31035 TOULOUSE CEDEX 1'], color: '#15803d', legal: 'VERDÉO SAS au capital de 3 150 000 € - RCS Toulouse 878 215 930 - Siège social : 11 boulevard de la Gare, 31500 Toulouse', mark: 'VERDÉO', pale: '#e6f4ea', service: ['VERDÉO Service clients', 'CS 20118', '31078 TOULOUSE CEDEX 4'], tagline: 'Produisez, consommez, partagez'},
  {buyer: ['Acheteur obligé - Agence Achat Solaire Nord-Est', 'TSA 30512, 67012 STRASBOURG CEDEX'], color: '#7c3aed', legal: 'AMPÈRE & CO SAS au capital de 1 800 000 € - RCS Strasbourg 901 322 648 - Siège social : 5 place de l\'Étoile, 67000 Strasbourg', mark: 'AMPÈRE & CO', pale: '#f1eafd', service: ['AMPÈRE & CO - Service abonnés', 'TSA 40091', '67091 STRASBOURG CEDEX'], tagline: 'Électricité locale et solaire'},
]

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** "14.01.2029". */
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

export async function factureSolaireAutoconsommation(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const sp = SUPPLIERS[typeof raw.supplier === 'number' ? raw.supplier % SUPPLIERS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 6, 30))
  const periodEnd = addDays(`${issued.slice(0, 7)}-01`, -1)
  const periodStart = `${periodEnd.slice(0, 7)}-01`
  const debit = addDays(issued, randomInt(rng, 10, 15))
  const commissioned = addDays(issued, -randomInt(rng, 300, 1500))
  const holder = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = [...address.lines, `${address.postcode} ${upper(address.city)}`]
  const invoice = `${issued.slice(0, 4)}${randomDigits(rng, 9)}`
  const account = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const pdl = `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const prm = `${randomInt(rng, 2, 3)}${randomDigits(rng, 13)}`
  const contract = `BOA${commissioned.slice(2, 4)}${randomDigits(rng, 7)}`
  const kwc = [3, 4.5, 6, 9][randomInt(rng, 0, 3)]
  const month = Number(periodEnd.slice(5, 7))
  const sun = [0.35, 0.5, 0.8, 1.05, 1.25, 1.35, 1.4, 1.25, 0.95, 0.65, 0.4, 0.3][month - 1]
  const produced = Math.round(kwc * 95 * sun + randomInt(rng, -20, 20))
  const selfUsed = Math.round(produced * (0.35 + rng() * 0.25))
  const fedIn = produced - selfUsed
  const drawn = Math.round(randomInt(rng, 260, 520) * (1.4 - sun * 0.5))
  const startIndex = randomInt(rng, 8000, 46_000)
  const power = [6, 9, 9, 12][randomInt(rng, 0, 3)]
  const monthly = power === 6 ? 1547 : power === 9 ? 1942 : 2338
  const lines: [string, string, string, number][] = [
    [`Abonnement Base ${power} kVA`, `du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, frAmount(monthly), monthly],
    ['Consommation soutirée au réseau', `${drawn} kWh`, '0,2516', Math.round(drawn * 25.16)],
    ["Accise sur l'électricité", `${drawn} kWh`, '0,02998', Math.round(drawn * 2.998)],
    ["Contribution tarifaire d'acheminement", '', '', randomInt(rng, 90, 240)],
  ]
  const ht = lines.reduce((sum, l) => sum + l[3], 0)
  const vat = Math.round(ht * 0.2)
  const total = ht + vat
  const color = hex(sp.color)
  const pale = hex(sp.pale)
  const ink = hex('#1d1f23')
  const soft = hex('#5f636b')
  const rule = hex('#cbced4')

  const {doc, fonts} = await newDocument({author: sp.mark, creator: 'Facturation clients', date: issued, producer: 'Editique PDF', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  // The wordmark, a sun, the customer service.
  s.circle(L + 14, 46, 11, {fill: color})
  for (let a = 0; a < 8; a++) {
    const r = (a * Math.PI) / 4
    s.path(`M ${(14 * Math.cos(r)).toFixed(1)} ${(14 * Math.sin(r)).toFixed(1)} L ${(19 * Math.cos(r)).toFixed(1)} ${(19 * Math.sin(r)).toFixed(1)}`, L + 14, 46, {lineWidth: 1.6, stroke: color})
  }

  s.text(sp.mark, L + 40, 52, {color, font: H.bold, size: sp.mark.length > 12 ? 17 : 21})
  s.text(sp.tagline, L + 40, 64, {color: soft, size: 8})
  s.lines(sp.service, L, 90, {color: soft, leading: 9.6, size: 7.6})

  s.text('FACTURE', R, 46, {align: 'right', color: ink, font: H.bold, size: 18})
  s.text("Électricité - autoconsommation avec vente du surplus", R, 60, {align: 'right', color: soft, size: 8})

  // The window.
  s.lines([holder, ...window], 322, 112, {color: ink, leading: 12.4, size: 10})

  // References: values in a row under their column titles.
  let y = 188
  y = s.table({
    columns: [{width: W * 0.2}, {width: W * 0.24}, {width: W * 0.2}, {width: W * 0.36}],
    font: H.bold,
    frame: true,
    header: [['Date de facture', 'N° de facture', 'N° de compte', 'Période facturée']],
    headerFill: pale,
    headerFont: H.regular,
    headerSize: 7.4,
    rowHeight: 18,
    rows: [[dotted(issued), invoice, account, `du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`]],
    ruleColor: rule,
    size: 9,
    verticalRules: true,
    x: L,
    y,
  })

  y += 12
  s.box(L, y, W, 36, {fill: color, radius: 4})
  s.text('Montant à payer', L + 14, y + 15, {color: WHITE, font: H.bold, size: 10})
  s.text(`Prélevé le ${slashDate(debit)} sur votre compte bancaire`, L + 14, y + 28, {color: WHITE, size: 8})
  s.text(`${frAmount(total)} €`, R - 14, y + 24, {align: 'right', color: WHITE, font: H.bold, size: 17})
  y += 52

  // Two columns: drawn from the grid, produced by the panels.
  const cw = (W - 14) / 2
  const column = (x: number, title: string, rows: [string, string][]) => {
    s.box(x, y, cw, 22, {fill: pale})
    s.text(title, x + 10, y + 14.5, {color, font: H.bold, size: 8.6})
    let cy = y + 38
    for (const [label, value] of rows) {
      s.text(label, x + 10, cy, {color: soft, size: 7.6})
      s.text(value, x + cw - 10, cy, {align: 'right', color: ink, font: H.bold, size: 8})
      s.hline(x + 10, x + cw - 10, cy + 5, {color: rule, width: 0.3})
      cy += 15.5
    }

    return cy
  }

  const left = column(L, 'VOTRE CONSOMMATION (soutirage)', [
    ['Point de livraison (PDL)', pdl],
    ['Adresse du site', address.lines[address.lines.length - 1]],
    [`Index au ${slashDate(periodStart)}`, `${startIndex} kWh`],
    [`Index au ${slashDate(periodEnd)}`, `${startIndex + drawn} kWh`],
    ['Énergie soutirée', `${drawn} kWh`],
    ['Puissance souscrite', `${power} kVA`],
  ])
  const right = column(L + cw + 14, 'VOTRE PRODUCTION (injection)', [
    ["Point d'injection (PRM)", prm],
    ['Puissance de l\'installation', `${String(kwc).replace('.', ',')} kWc`],
    ['Mise en service', slashDate(commissioned)],
    ['Énergie produite', `${produced} kWh`],
    ['dont autoconsommée', `${selfUsed} kWh (${Math.round((100 * selfUsed) / Math.max(1, produced))} %)`],
    ['Surplus injecté sur le réseau', `${fedIn} kWh`],
  ])
  y = Math.max(left, right) + 2
  s.paragraph(`Votre surplus est acheté dans le cadre du contrat d'obligation d'achat n° ${contract} par : ${sp.buyer.join(', ')}. Il vous est payé une fois par an par l'acheteur et ne figure pas sur cette facture.`, L, y, W, {color: soft, leading: 9.6, size: 7.4})
  y += 30

  // The bill's lines.
  s.text('DÉTAIL DE VOTRE FACTURE', L, y, {color, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 210}, {width: 140}, {align: 'right', width: 70}, {align: 'right', width: W - 420}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Période / quantité', 'Prix unitaire HT', 'Montant HT (€)']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.2,
    rowHeight: 14,
    rowRules: true,
    rows: [
      ...lines.map(([label, qty, price, amount]) => [label, qty, price, frAmount(amount)]),
      [{font: H.bold, text: 'Total HT'}, '', '', {font: H.bold, text: frAmount(ht)}],
      ['TVA 20 %', '', '', frAmount(vat)],
      [{font: H.bold, text: 'Total TTC'}, '', '', {font: H.bold, text: frAmount(total)}],
    ],
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Twelve months of drawn and fed-in energy.
  y += 18
  s.text('VOS 12 DERNIERS MOIS (kWh soutirés)', L, y, {color, font: H.bold, size: 8.4})
  const bars = Array.from({length: 12}, (_, i) => {
    const m = (month + i) % 12
    return {highlight: i === 11, label: MONTHS[m], value: Math.round(randomInt(rng, 220, 480) * (1.4 - [0.35, 0.5, 0.8, 1.05, 1.25, 1.35, 1.4, 1.25, 0.95, 0.65, 0.4, 0.3][m] * 0.5))}
  })
  barChart(s, {h: 70, w: W, x: L, y: y + 6}, bars, {color: hex('#c9ccd3'), font: H.regular, highlight: color, size: 6.4})

  s.hline(L, R, 790, {color: rule})
  s.paragraph(sp.legal, L, 802, W, {color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: sp.mark, titulaire: holder},
    layout: 'facture_domicile/electricite-autoconsommation-solaire',
    notes: [
      'an electricity bill for a house with solar panels in self-consumption with sale of the surplus: a consumption column and a production column side by side',
      'references as values in a row under their titles, "Date de facture" dotted ("14.01.2029"); the holder "Monsieur Thomas GAUTIER" over the address with the town in capitals',
      "decoys: the customer service's postal box, the delivery and injection points, the meter readings' dates, the installation's commissioning date, the purchase contract and the buyer's address, the period, the debit date, the registered office",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
