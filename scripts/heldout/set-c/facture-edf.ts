/**
 * HELD-OUT facture_domicile/edf-recto: page 1 of the incumbent electricity supplier's bill (EDF
 * "Tarif Bleu" style): a narrow left column of coloured blocks, "Nous contacter" (internet,
 * phone, "Pour nous écrire" with the TSA address, the grid operator's emergency line) and "Votre
 * contrat" ("Lieu de consommation" with the holder and the dwelling in capitals, the customer and
 * account numbers, the offer, the subscribed power, the PDL); in the main column the wordmark, the
 * invoice line at the top right "Facture du 14/01/2026" with "N° 10 218 765 432" under it, the
 * window-envelope addressee "M JEAN DUPONT" (postal capitals, no dot), then the boxed summary of
 * the amounts (billing period as its caption, electricity, taxes, services, total excl. VAT,
 * VAT, "Montant TTC" on an accent band, the direct debit date), "Les prochaines étapes" (next bill,
 * next meter reading: decoy dates), a small consumption chart, and the supplier's legal footer
 * (SA au capital, RCS, head office).
 */
import {
  addDays,
  addressLines,
  barChart,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  newDocument,
  pick,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAddress,
  postalUpper,
  euroSpace,
  WHITE,
} from '../util.js'

const SUPPLIER = "Électricité de l'Hexagone"

export async function factureEdf(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 45))
  const periodEnd = addDays(issued, -randomInt(rng, 2, 5))
  const periodStart = addDays(periodEnd, -randomInt(rng, 58, 62))
  const debit = addDays(issued, 15)
  const next = addDays(issued, 61)
  const holder = `${name.civility === 'Mme' ? 'MME' : 'M'} ${postalUpper(name.givenNames[0])} ${postalUpper(name.surname)}`
  const window = [holder, ...addressLines(address, 'postal')]
  const kwh = randomInt(rng, 380, 1450)
  const energy = Math.round(kwh * 25.16)
  const subscription = 2 * 1286
  const taxes = Math.round(kwh * 2.25) + 410
  const services = pick(rng, [0, 299, 199])
  const ht = energy + subscription + taxes + services
  const vat = Math.round(ht * 0.2)
  const ttc = ht + vat
  const client = `6 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const invoiceNo = `10 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`

  const {doc, fonts} = await newDocument({author: SUPPLIER, creator: 'SIRIUS Editique', date: issued, producer: 'Exstream', title: `Facture ${invoiceNo.replace(/ /g, '')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const orange = hex('#f18a00')
  const blue = hex('#0d3d8c')
  const paleOrange = hex('#fdf0e0')
  const paleBlue = hex('#e7eef8')
  const LC = 26
  const LW = 152
  const M = 196
  const R = 568

  // Wordmark over the left column.
  s.circle(LC + 16, 50, 14, {fill: orange})
  s.text('EdH', LC + 36, 57, {color: blue, font: H.bold, size: 22})
  s.text(SUPPLIER, LC, 80, {color: blue, size: 6.5})

  // Left column: contacts.
  let y = 100
  s.box(LC, y, LW, 16, {fill: orange})
  s.text('Nous contacter', LC + 6, y + 11.5, {color: WHITE, font: H.bold, size: 9})
  s.box(LC, y + 16, LW, 214, {fill: paleOrange})
  y += 32
  const block = (title: string, lines: string[], color = blue) => {
    s.text(title, LC + 6, y, {color, font: H.bold, size: 7.8})
    y = s.lines(lines, LC + 6, y + 10, {leading: 9, size: 7}) + 6
  }

  block('Par internet', ['edh.fr (espace client)', `Identifiant : ${client.replace(/ /g, '')}`, "Appli EdH & Moi"])
  block('Par téléphone', ['09 69 32 15 15', 'du lundi au samedi de 8h à 20h', '(service et appel gratuits)'])
  block('Pour nous écrire', [`${SUPPLIER.replace("Électricité de l'Hexagone", 'EdH')} Service Clients`, `TSA ${randomInt(rng, 20000, 29999)}`, `${pick(rng, ['62978 ARRAS CEDEX 9', '59086 LILLE CEDEX 9', '76934 ROUEN CEDEX 9'])}`])
  block('Dépannage électricité', ['Enedis 24h/24, 7j/7', `09 72 67 50 ${address.postcode.slice(0, 2)}`], orange)

  // Left column: the contract.
  y = 346
  s.box(LC, y, LW, 16, {fill: blue})
  s.text('Votre contrat', LC + 6, y + 11.5, {color: WHITE, font: H.bold, size: 9})
  s.box(LC, y + 16, LW, 196, {fill: paleBlue})
  y += 32
  s.text('Lieu de consommation', LC + 6, y, {color: blue, font: H.bold, size: 7.8})
  y = s.lines(window, LC + 6, y + 10, {leading: 9, size: 7}) + 6
  const pairs: [string, string][] = [
    ['Référence client', client],
    ['N° de compte', `4 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`],
    ['Offre', 'Électricité - Tarif Bleu'],
    ['Option', pick(rng, ['Base', 'Heures Creuses'])],
    ['Puissance souscrite', `${pick(rng, [6, 9, 12])} kVA`],
    ['Point de livraison (PDL)', `${randomDigits(rng, 14)}`],
  ]
  for (const [label, value] of pairs) {
    s.text(label, LC + 6, y, {color: GREY, size: 6.8})
    s.text(value, LC + 6, y + 9, {font: H.bold, size: 7.2})
    y += 21
  }

  // Main column: invoice line, top right.
  s.text(`Facture du ${slashDate(issued)}`, R, 50, {align: 'right', color: blue, font: H.bold, size: 13})
  s.text(`N° ${invoiceNo}`, R, 63, {align: 'right', size: 8})
  s.text('Page 1/3', R, 74, {align: 'right', color: GREY, size: 7})

  // Window-envelope addressee.
  s.lines(window, 330, 122, {leading: 12, size: 10})

  // Boxed summary.
  y = 208
  const bw = R - M
  s.box(M, y, bw, 196, {lineWidth: 1, radius: 6, stroke: blue})
  s.text(`Électricité du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, M + 14, y + 22, {color: blue, font: H.bold, size: 10})
  s.text(`Consommation facturée : ${kwh.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} kWh (relevé)`, M + 14, y + 36, {color: GREY, size: 8})
  let ry = y + 60
  const line = (label: string, cents: number, strong = false) => {
    s.text(label, M + 14, ry, {font: strong ? H.bold : H.regular, size: 9})
    s.text(euroSpace(cents), R - 14, ry, {align: 'right', font: strong ? H.bold : H.regular, size: 9})
    s.hline(M + 14, R - 14, ry + 5, {color: hex('#d0d8e6'), width: 0.4})
    ry += 17
  }

  line('Abonnement et consommation', energy + subscription)
  line('Taxes et contributions', taxes)
  if (services) line('Services', services)
  line('Total hors TVA', ht, true)
  line('TVA', vat)
  ry += 2
  s.box(M + 8, ry - 6, bw - 16, 26, {fill: orange, radius: 4})
  s.text('Montant TTC', M + 18, ry + 11, {color: WHITE, font: H.bold, size: 11})
  s.text(euroSpace(ttc), R - 18, ry + 12, {align: 'right', color: WHITE, font: H.bold, size: 15})
  s.text(`Ce montant sera prélevé à partir du ${slashDate(debit)} sur votre compte bancaire.`, M + 14, ry + 40, {size: 8})

  // Next steps.
  y = 424
  s.box(M, y, bw, 70, {fill: paleBlue, radius: 6})
  s.text('Les prochaines étapes', M + 14, y + 18, {color: blue, font: H.bold, size: 9.5})
  s.text(`Prochaine facture : vers le ${slashDate(next)}`, M + 14, y + 36, {size: 8.5})
  s.text(`Relève de votre compteur Linky : automatique, le ${slashDate(addDays(next, -6))}`, M + 14, y + 50, {size: 8.5})

  // Consumption chart.
  y = 516
  s.text('Votre consommation sur les 12 derniers mois (kWh)', M, y, {color: blue, font: H.bold, size: 8.5})
  const last = Number(periodEnd.slice(5, 7))
  const bars = Array.from({length: 6}, (_, k) => {
    const m = ((last - 1 - 2 * (5 - k)) % 12 + 12) % 12
    return {highlight: k === 5, label: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'][m], value: Math.round(kwh * (0.6 + rng() * 0.8))}
  })
  barChart(s, {h: 90, w: bw, x: M, y: y + 10}, bars, {color: hex('#a9bddc'), font: H.regular, highlight: orange, size: 6.5})

  s.paragraph(
    `${SUPPLIER} SA au capital de 1 942 358 706 euros - 481 226 907 R.C.S. Paris - Siège social : 30 avenue de Friedland - 75008 Paris. Fournisseur d'électricité au tarif réglementé de vente. En cas de litige, vous pouvez saisir gratuitement le Médiateur national de l'énergie (www.energie-mediateur.fr).`,
    LC,
    790,
    R - LC,
    {color: GREY, leading: 8, size: 6.3},
  )

  return {
    fields: {adresse: truthAddress(addressLines(address, 'postal')), date_emission: issued, emetteur: SUPPLIER, titulaire: holder},
    layout: 'facture_domicile/edf-recto',
    notes: ['left column of coloured blocks (contacts, contract with the consumption address)', '"Facture du dd/mm/yyyy" top right', 'boxed summary of amounts with the billing period as caption'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
