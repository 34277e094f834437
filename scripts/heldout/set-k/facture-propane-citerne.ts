/**
 * HELD-OUT facture_domicile/propane-citerne: the DELIVERY INVOICE of a bulk PROPANE supplier to a
 * rural household heated from a TANK in the garden (one of four suppliers, brands invented), which
 * households without mains gas hand in as a proof of address: the brand's mark (a tank drawn in
 * strokes) and name top left with the customer-service lines; at the right a framed "FACTURE"
 * block of label / value lines ("N° de facture", "Date de facture" dd/mm/yyyy, "N° client", "N° de
 * contrat", "Mode de paiement"); the holder's window under it ("M. DUBOIS Thomas": NOM Prénom after
 * the short civility, the address in CAPITALS with accents); "VOTRE INSTALLATION" as label / value
 * lines (the DELIVERY ADDRESS on one line, the tank's number, capacity and kind, the last safety
 * check: a decoy date); "VOTRE LIVRAISON" as a one-row table ("Date de livraison | Bon de livraison
 * n° | Jauge avant | Jauge après | Quantité livrée" in kg: a decoy date and numbers); the invoice's
 * ruled table ("Désignation | Quantité | Prix unitaire HT | Montant HT | TVA": the propane in kg, the
 * excise, the yearly tank fee when due, a loyalty discount), the totals and a coloured tile with the
 * amount and its DEBIT DATE (a decoy); the twelve months' deliveries as small bars; the supplier's
 * legal footer with its RCS number and the energy ombudsman.
 */
import {addDays, addMonths, addressLines, barChart, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, issueDateOf, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const SUPPLIERS: {brand: string; color: string; phone: string; site: string; legal: string; postal: string}[] = [
  {brand: 'Propalia', color: '#d4541c', legal: 'Propalia SAS au capital de 24 000 000 € - RCS Nanterre 552 018 473 - 7 place de la Défense, 92400 Courbevoie', phone: '09 69 32 14 00', postal: 'Propalia - Service clients - TSA 40112 - 92891 NANTERRE CEDEX', site: 'propalia.fr'},
  {brand: 'Gaz des Campagnes', color: '#2d7a3e', legal: 'Gaz des Campagnes SA au capital de 9 500 000 € - RCS Orléans 381 774 202 - 12 rue du Faubourg Bannier, 45000 Orléans', phone: '02 38 71 40 40', postal: 'Gaz des Campagnes - CS 30217 - 45002 ORLÉANS CEDEX 1', site: 'gazdescampagnes.fr'},
  {brand: 'Flammagaz', color: '#1f5ea8', legal: 'Flammagaz SAS au capital de 15 250 000 € - RCS Lyon 402 118 653 - 48 rue de la Villette, 69003 Lyon', phone: '09 70 25 26 27', postal: 'Flammagaz - TSA 29001 - 69429 LYON CEDEX 03', site: 'flammagaz.fr'},
  {brand: 'Citergaz Énergies', color: '#6d3a91', legal: 'Citergaz Énergies SAS au capital de 6 000 000 € - RCS Bordeaux 433 905 117 - 25 quai de Bacalan, 33300 Bordeaux', phone: '05 56 44 80 80', postal: 'Citergaz Énergies - CS 61020 - 33072 BORDEAUX CEDEX', site: 'citergaz.fr'},
]

const e = (c: number) => `${frAmount(c, ' ')} €`
const whole = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

export async function facturePropaneCiterne(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const supplier = SUPPLIERS[typeof raw.variant === 'number' ? raw.variant % SUPPLIERS.length : 0]
  const issued = issueDateOf(params, facts, rng)
  const delivered = addDays(issued, -randomInt(rng, 2, 9))
  const debit = addDays(issued, randomInt(rng, 12, 20))
  const check = addMonths(delivered, -randomInt(rng, 5, 40))
  const capacity = pick(rng, [1000, 1000, 1750, 2200])
  const before = randomInt(rng, 12, 28)
  const after = randomInt(rng, 80, 85)
  const kg = Math.round(((after - before) / 100) * capacity)
  const price = randomInt(rng, 17_400, 21_900) / 10_000
  const product = Math.round(kg * price * 100)
  const excise = Math.round(kg * 4.68)
  const feeDue = rng() < 0.4
  const fee = feeDue ? pick(rng, [9_600, 14_400, 18_000]) : 0
  const discount = rng() < 0.5 ? -Math.round(kg * pick(rng, [5, 8, 10])) : 0
  const ht = product + excise + fee + discount
  const tva = Math.round(ht * 0.2)
  const ttc = ht + tva
  const holder = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = addressLines(address, 'upper')
  const invoice = `FL${issued.slice(2, 4)}${randomDigits(rng, 7)}`
  const customer = randomDigits(rng, 8)
  const contract = `CT-${randomDigits(rng, 6)}`
  const tank = randomDigits(rng, 7)
  const color = hex(supplier.color)
  const pale = hex('#f4f4f2')
  const ink = hex('#222222')

  const {doc, fonts} = await newDocument({author: supplier.brand, creator: `${supplier.brand} - Facturation vrac`, date: issued, producer: 'Esker', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // Mark and brand.
  s.path('M 4 8 L 40 8 A 8 8 0 0 1 40 24 L 4 24 A 8 8 0 0 1 4 8 Z M 10 24 L 8 31 M 34 24 L 36 31 M 22 8 L 22 3 M 18 3 L 26 3', L, 26, {lineWidth: 1.6, stroke: color})
  s.text(supplier.brand, L + 56, 46, {color, font: H.bold, size: 16})
  s.text('Gaz propane en citerne', L + 56, 57, {color: GREY, size: 7.6})
  s.lines([`Service clients : ${supplier.phone} (prix d'un appel local)`, `Commande de livraison : ${supplier.site}`, supplier.postal], L, 82, {color: GREY, leading: 9.2, size: 7.2})

  // Invoice block.
  const bx = 330
  s.box(bx, 26, R - bx, 86, {lineWidth: 0.8, stroke: color})
  s.box(bx, 26, R - bx, 17, {fill: color})
  s.text('FACTURE', bx + 10, 38, {color: WHITE, font: H.bold, size: 10})
  const refs: [string, string][] = [
    ['N° de facture', invoice],
    ['Date de facture', slashDate(issued)],
    ['N° client', customer],
    ['N° de contrat', contract],
    ['Mode de paiement', 'Prélèvement SEPA'],
  ]
  refs.forEach(([lab, value], k) => {
    s.text(lab, bx + 10, 56 + k * 11.5, {color: GREY, size: 7.8})
    s.text(value, R - 10, 56 + k * 11.5, {align: 'right', font: H.bold, size: 8.2})
  })

  // Window.
  s.lines([holder, ...window], bx + 10, 140, {color: ink, leading: 12, size: 10})

  // Installation.
  let y = 218
  s.text('VOTRE INSTALLATION', L, y, {color, font: H.bold, size: 9.5})
  s.hline(L, R, y + 4, {color, width: 0.8})
  y += 17
  const installation: [string, string][] = [
    ['Adresse de livraison', addressLines(address).join(' ')],
    ['Citerne', `N° ${tank} - ${pick(rng, ['aérienne', 'enterrée'])} - capacité ${whole(capacity)} kg`],
    ['Produit', 'Propane commercial - usage chauffage, eau chaude et cuisson'],
    ['Dernière visite de sécurité', slashDate(check)],
  ]
  for (const [lab, value] of installation) {
    s.text(lab, L, y, {color: GREY, size: 8})
    s.text(value, L + 140, y, {size: 8.3})
    y += 12
  }

  // Delivery.
  y += 12
  s.text('VOTRE LIVRAISON', L, y, {color, font: H.bold, size: 9.5})
  s.hline(L, R, y + 4, {color, width: 0.8})
  y = s.table({
    columns: [{align: 'center', width: 100}, {align: 'center', width: 120}, {align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: R - L - 400}],
    font: H.regular,
    frame: true,
    header: [['Date de livraison', 'Bon de livraison n°', 'Jauge avant', 'Jauge après', 'Quantité livrée']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rows: [[slashDate(delivered), `BL ${randomDigits(rng, 8)}`, `${before} %`, `${after} %`, `${whole(kg)} kg`]],
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 10,
  })

  // Invoice lines.
  y += 20
  s.text('DÉTAIL DE VOTRE FACTURE', L, y, {color, font: H.bold, size: 9.5})
  s.hline(L, R, y + 4, {color, width: 0.8})
  const rows: string[][] = [[`Propane livré le ${slashDate(delivered)}`, `${whole(kg)} kg`, frDecimal(price, 4), frAmount(product, ' '), '20 %']]
  rows.push(['Accise sur les énergies - propane combustible', `${whole(kg)} kg`, '0,0468', frAmount(excise, ' '), '20 %'])
  const feeStart = `${addMonths(issued, 1).slice(0, 7)}-01`
  if (fee) rows.push([`Redevance annuelle citerne du ${slashDate(feeStart)} au ${slashDate(addDays(addMonths(feeStart, 12), -1))}`, '1', frDecimal(fee / 100, 2), frAmount(fee, ' '), '20 %'])
  if (discount) rows.push(['Remise fidélité', `${whole(kg)} kg`, frDecimal(discount / 100 / kg, 4), frAmount(discount, ' '), '20 %'])
  y = s.table({
    columns: [{width: 275}, {align: 'right', width: 62}, {align: 'right', width: 70}, {align: 'right', width: 68}, {align: 'right', width: R - L - 475}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'P.U. HT (€)', 'Montant HT', 'TVA']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 10,
  })
  const tx = 380
  const totals: [string, string][] = [
    ['Total HT', e(ht)],
    ['TVA 20 %', e(tva)],
    ['Total TTC', e(ttc)],
  ]
  totals.forEach(([lab, value], k) => {
    s.text(lab, tx, y + 14 + k * 13, {font: k === 2 ? H.bold : H.regular, size: 8.6})
    s.text(value, R - 4, y + 14 + k * 13, {align: 'right', font: k === 2 ? H.bold : H.regular, size: 8.8})
  })

  y += 54
  s.box(L, y, R - L, 38, {fill: color, radius: 4})
  s.text('Montant à payer', L + 12, y + 16, {color: WHITE, size: 9})
  s.text(`Prélevé le ${slashDate(debit)} sur votre compte FR76 **** **** **** **** ***${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, L + 12, y + 29, {color: WHITE, size: 7.6})
  s.text(e(ttc), R - 12, y + 25, {align: 'right', color: WHITE, font: H.bold, size: 17})

  // History.
  y += 62
  s.text('Vos livraisons des 12 derniers mois (kg)', L, y, {color, font: H.bold, size: 8.6})
  const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
  const bars = Array.from({length: 12}, (_, k) => {
    const month = addMonths(`${delivered.slice(0, 7)}-01`, k - 11)
    const m = Number(month.slice(5, 7))
    const cold = [12, 1, 2].includes(m) || k === 11
    return {highlight: k === 11, label: `${MONTHS[m - 1]} ${month.slice(2, 4)}`, value: k === 11 ? kg : cold && rng() < 0.5 ? randomInt(rng, Math.round(kg * 0.7), kg) : rng() < 0.2 ? randomInt(rng, 200, 500) : 0}
  })
  barChart(s, {h: 50, w: R - L, x: L, y: y + 6}, bars, {color: hex('#c9c9c9'), font: H.regular, highlight: color, size: 6})

  s.hline(L, R, 770, {color, width: 0.8})
  s.paragraph(
    `${supplier.legal}. Toute réclamation est à adresser au service clients. En cas de litige non résolu, vous pouvez saisir gratuitement le Médiateur national de l'énergie (energie-mediateur.fr). Pénalités de retard : trois fois le taux d'intérêt légal. Page 1/1`,
    L,
    782,
    R - L,
    {color: GREY, leading: 8.4, size: 6.7},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: supplier.brand, titulaire: holder},
    layout: 'facture_domicile/propane-citerne',
    notes: [
      "bulk propane supplier's delivery invoice for a rural household's tank",
      'framed invoice block with "Date de facture" dd/mm/yyyy among label / value lines; holder "M. NOM Prénom", address in capitals with accents',
      'delivery address again on one line; delivery date, last safety check and debit date as decoy dates; tank gauge and kg as decoy numbers',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
