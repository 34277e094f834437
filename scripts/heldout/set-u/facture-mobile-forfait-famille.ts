/**
 * HELD-OUT facture_domicile/mobile-forfait-famille: the monthly bill of a FAMILY MOBILE PLAN (one
 * account, three or four lines shared by the holder, a partner and the children, with a family
 * discount), as mobile operators issue them (four invented brands): the brand's wordmark at the
 * top left (the issuer, as printed) with "Votre facture" under it; at the right a GRID OF
 * LABEL-ABOVE-VALUE cells ("Date de facture": the truth; "N° de facture", "N° de compte client",
 * "Période": decoys); the holder's window under it ("M. Thomas GAUTIER" over the address lines); a
 * framed "Montant à payer" with the direct debit date (a decoy) at the left; the LINES AS CARDS in
 * a two-column grid, each headed "Ligne de Léa" with the user's full name (the partner and the
 * children: DECOY PERSONS, most sharing the holder's surname; the holder's own card names him or
 * her without civility), the number, the plan and its price; the summary table (subscriptions, the
 * family discount, options, VAT, total); the operator's legal footer with its registered office (a
 * decoy address).
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE, wrap} from '../util.js'

const OPERATORS = [
  {color: '#00a3a6', legal: 'Ondine Mobile SAS au capital de 12 000 000 € - RCS Nanterre 842 551 207 - 14 rue Jean Jaurès, 92800 Puteaux - TVA FR 61 842 551 207', mark: 'o', name: 'Ondine Mobile'},
  {color: '#e4572e', legal: 'Kalao Télécom SA au capital de 45 210 000 € - RCS Paris 514 880 362 - 75 avenue de France, 75013 Paris - TVA FR 22 514 880 362', mark: 'k', name: 'Kalao Télécom'},
  {color: '#3a4fc4', legal: 'Azuria Mobile SAS au capital de 3 500 000 € - RCS Marseille 881 204 553 - 2 quai d\'Arenc, 13002 Marseille - TVA FR 07 881 204 553', mark: 'a', name: 'Azuria Mobile'},
  {color: '#7b2d8e', legal: 'Tribu Télécom SAS au capital de 8 000 000 € - RCS Lyon 793 610 448 - 9 rue de la Villette, 69003 Lyon - TVA FR 49 793 610 448', mark: 't', name: 'Tribu Télécom'},
]

const PARTNERS = ['Julie', 'Stéphane', 'Marion', 'Christophe', 'Aurélien', 'Sandra']
const CHILDREN = ['Léa', 'Hugo', 'Manon', 'Lucas', 'Chloé', 'Nathan', 'Emma', 'Théo', 'Louise', 'Jules']
const PLANS: [string, number][] = [
  ['Forfait 5G 150 Go', 1999],
  ['Forfait 4G 80 Go', 1299],
  ['Forfait 4G 20 Go', 799],
  ['Forfait Junior 10 Go - contrôle parental', 599],
]

export async function factureMobileForfaitFamille(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const op = OPERATORS[typeof raw.operator === 'number' ? raw.operator % 4 : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 30))
  const periodStart = addDays(issued, -randomInt(rng, 28, 34))
  const periodEnd = addDays(issued, -randomInt(rng, 1, 4))
  const debit = addDays(issued, randomInt(rng, 8, 14))
  const holder = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = addressLines(address)
  const family = upper(name.surname)
  const partnerSurname = rng() < 0.6 ? family : ['MARCHAND', 'PETIT', 'LAMBERT', 'RENAUD'][randomInt(rng, 0, 3)]
  const users: {first: string; full: string}[] = [{first: name.givenNames[0], full: `${name.givenNames[0]} ${family}`}]
  const partner = PARTNERS[randomInt(rng, 0, PARTNERS.length - 1)]
  users.push({first: partner, full: `${partner} ${partnerSurname}`})
  const kids = randomInt(rng, 1, 2)
  const start = randomInt(rng, 0, CHILDREN.length - 1)
  for (let c = 0; c < kids; c++) {
    const child = CHILDREN[(start + 3 * c) % CHILDREN.length]
    users.push({first: child, full: `${child} ${family}`})
  }

  const lines = users.map((u, k) => {
    const [plan, price] = PLANS[Math.min(k, PLANS.length - 1)]
    return {...u, number: `0${randomInt(rng, 6, 7)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, plan, price}
  })
  const subscriptions = lines.reduce((sum, l) => sum + l.price, 0)
  const discount = Math.round(subscriptions * 0.2)
  const options = rng() < 0.5 ? 300 : 0
  const ttc = subscriptions - discount + options
  const ht = Math.round(ttc / 1.2)
  const number = `F${issued.slice(2, 4)}${issued.slice(5, 7)}-${randomDigits(rng, 8)}`
  const account = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const brand = hex(op.color)
  const ink = hex('#1c1d21')
  const soft = hex('#63666e')
  const pale = hex('#f3f4f6')

  const {doc, fonts} = await newDocument({author: op.name, creator: 'Billing Suite 9', date: issued, producer: 'BSP PDF', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Wordmark and heading.
  s.circle(L + 16, 50, 16, {fill: brand})
  s.text(op.mark, L + 16, 56, {align: 'center', color: WHITE, font: H.bold, size: 17})
  s.text(op.name, L + 40, 56, {color: brand, font: H.bold, size: 17})
  s.text('Votre facture', L, 104, {color: ink, font: H.bold, size: 20})
  s.text(`Offre Famille - ${lines.length} lignes`, L, 120, {color: soft, size: 9})

  // The references grid.
  const gx = 330
  const gw = (R - gx) / 2
  const refs: [string, string][] = [
    ['Date de facture', slashDate(issued)],
    ['N° de facture', number],
    ['N° de compte client', account],
    ['Période', `${slashDate(periodStart)} - ${slashDate(periodEnd)}`],
  ]
  refs.forEach(([label, value], k) => {
    const x = gx + (k % 2) * gw
    const y = 34 + Math.floor(k / 2) * 34
    s.box(x, y, gw, 34, {fill: pale, lineWidth: 0.5, stroke: hex('#d9dbe0')})
    s.text(label, x + 7, y + 12, {color: soft, size: 7})
    s.text(value, x + 7, y + 26, {color: ink, font: H.bold, size: value.length > 20 ? 7.6 : 8.8})
  })

  s.lines([holder, ...window], 330, 132, {color: ink, leading: 12.5, size: 10})

  // Amount to pay.
  s.box(L, 142, 240, 62, {fill: brand, radius: 6})
  s.text('Montant à payer', L + 14, 162, {color: WHITE, font: H.bold, size: 9.4})
  s.text(`${frAmount(ttc)} €`, L + 226, 186, {align: 'right', color: WHITE, font: H.bold, size: 20})
  s.text(`prélevé le ${slashDate(debit)}`, L + 14, 196, {color: WHITE, size: 7.8})

  // The lines as cards, two columns.
  let y = 232
  s.text('Vos lignes', L, y, {color: ink, font: H.bold, size: 11})
  y += 12
  const cw = (R - L - 14) / 2
  lines.forEach((l, k) => {
    const x = L + (k % 2) * (cw + 14)
    const top = y + Math.floor(k / 2) * 86
    s.box(x, top, cw, 76, {lineWidth: 0.6, radius: 5, stroke: hex('#d6d8dd')})
    s.box(x, top, 5, 76, {fill: brand})
    s.text(`Ligne de ${l.first}`, x + 14, top + 17, {color: brand, font: H.bold, size: 9.4})
    s.text(l.full, x + 14, top + 31, {color: ink, size: 8.6})
    s.text(l.number, x + 14, top + 45, {color: ink, font: H.bold, size: 9})
    s.lines(wrap(l.plan, cw - 100, H.regular, 7.8), x + 14, top + 59, {color: soft, leading: 9.4, size: 7.8})
    s.text(`${frAmount(l.price)} €`, x + cw - 10, top + 45, {align: 'right', color: ink, font: H.bold, size: 9.4})
  })

  y += Math.ceil(lines.length / 2) * 86 + 14
  s.text('Récapitulatif', L, y, {color: ink, font: H.bold, size: 11})
  const rows: string[][] = [
    [`Abonnements mensuels (${lines.length} lignes)`, `${slashDate(periodStart)} - ${slashDate(periodEnd)}`, frAmount(subscriptions)],
    ['Remise Famille (-20 %)', '', `-${frAmount(discount)}`],
  ]
  if (options) rows.push(['Option Multi-SIM montre connectée', '', frAmount(options)])
  rows.push(['Consommations hors forfait', '', '0,00'], ['Total HT', '', frAmount(ht)], ['TVA 20 %', '', frAmount(ttc - ht)])
  y = s.table({
    columns: [{width: 260}, {width: 150}, {align: 'right', width: R - L - 410}],
    font: H.regular,
    header: [['Désignation', 'Période', 'Montant TTC (€)']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [...rows, [{font: H.bold, text: 'Total TTC'}, '', {font: H.bold, text: frAmount(ttc)}]],
    ruleColor: hex('#d6d8dd'),
    size: 8.4,
    x: L,
    y: y + 8,
  })

  s.paragraph(`Le montant sera prélevé sur le compte bancaire associé à votre compte client à partir du ${slashDate(debit)}. Retrouvez le détail de vos communications ligne par ligne dans votre espace client et sur l'application. Service client : 39 ${randomDigits(rng, 2)} (appel non surtaxé).`, L, y + 22, R - L, {color: soft, leading: 10.5, size: 7.8})
  s.hline(L, R, 790, {color: hex('#d6d8dd')})
  s.paragraph(op.legal, L, 802, R - L, {align: 'center', color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: op.name, titulaire: holder},
    layout: 'facture_domicile/mobile-forfait-famille',
    notes: [
      "a family mobile plan's bill: the account holder in the window, each line as a card headed with its user's name",
      'references as a grid of label-above-value cells at the top right ("Date de facture"); the operator\'s wordmark at the top left',
      "decoys: the partner's and the children's names (most share the holder's surname), the line numbers, the billing period, the debit date, the account and invoice numbers, the registered office",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
