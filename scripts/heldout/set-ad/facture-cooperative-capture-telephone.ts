/**
 * HELD-OUT facture_domicile/cooperative-energie-capture-telephone: the electricity bill of a
 * CITIZENS' ENERGY COOPERATIVE (a SCIC supplying renewable power to its members; four invented
 * cooperatives), sent as a PHONE SCREENSHOT of the bill opened in the phone's PDF viewer and
 * printed full page (the screenshot about 800 points high in the middle of the sheet): the phone's
 * status bar (the time: a decoy), the viewer's bar with the file's name and size, page 1 of the bill
 * at the screen's width (a little over half its size), the top of page 2 under it, cut by the
 * screen's foot, the viewer's page counter and the navigation bar. The bill: the cooperative's
 * mark and name at the top left (the issuer: the truth), "FACTURE" with label : value lines at the
 * right ("Date de facture" with slashes: the truth; the bill's, customer's and member's numbers:
 * decoys), the window "M. Thomas GAUTIER" over the address lines (the truths), "Votre facture en
 * bref" (the consumption period, the amount, the debit date and the masked IBAN: decoys), the
 * contract (the offer, the power, the delivery point number, the consumption address on one line:
 * decoys), the member's shares and their date (decoys), the power's origin, the legal footer with
 * the cooperative's RCS and VAT numbers (decoys); on page 2 the detail's first lines (decoys).
 */
import {addDays, addressLines, civilFirstLast, type Facts, frAmount, type GeneratedDocument, hex, issueDateOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE} from '../util.js'
import {Frame} from './frame.js'

interface Coop {
  name: string
  legal: string
  tagline: string
  color: string
  accent: string
  prefix: string
  mix: [string, number][]
}

const COOPS: Coop[] = [
  {accent: '#f4b400', color: '#1b6e3c', legal: 'Coopélec - SCIC SA à capital variable - 6 quai Ceineray, 44000 Nantes - RCS Nantes 829 441 572 - TVA FR58 829441572', mix: [['éolien', 58], ['solaire', 31], ['hydraulique', 11]], name: 'Coopélec', prefix: 'CE', tagline: "L'électricité coopérative et renouvelable"},
  {accent: '#ff7043', color: '#283593', legal: 'Watt Commun - SCIC SAS à capital variable - 14 rue Thiers, 38000 Grenoble - RCS Grenoble 844 120 907 - TVA FR21 844120907', mix: [['hydraulique', 64], ['solaire', 28], ['biomasse', 8]], name: 'Watt Commun', prefix: 'WC', tagline: 'Votre énergie, notre coopérative'},
  {accent: '#26a69a', color: '#6a1b4d', legal: 'Enercitoyenne - SCIC SA à capital variable - 5 allées Jean Jaurès, 31000 Toulouse - RCS Toulouse 851 306 228 - TVA FR77 851306228', mix: [['solaire', 49], ['éolien', 37], ['hydraulique', 14]], name: 'Enercitoyenne', prefix: 'EN', tagline: "Fournisseur coopératif d'électricité verte"},
  {accent: '#ffca28', color: '#00606e', legal: 'Les Électrons Libres - SCIC SAS à capital variable - 22 rue Nationale, 59000 Lille - RCS Lille Métropole 880 512 364 - TVA FR09 880512364', mix: [['éolien', 71], ['solaire', 19], ['biogaz', 10]], name: 'Les Électrons Libres', prefix: 'EL', tagline: 'Électricité renouvelable, citoyenne et locale'},
]

export async function factureCooperativeCaptureTelephone(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const coop = COOPS[typeof raw.coop === 'number' ? raw.coop % COOPS.length : 0]
  const issued = issueDateOf(params, facts, rng)
  const periodEnd = addDays(issued, -randomInt(rng, 2, 6))
  const periodStart = addDays(periodEnd, -randomInt(rng, 58, 62))
  const debit = addDays(issued, randomInt(rng, 10, 16))
  const since = addDays(issued, -randomInt(rng, 400, 2200))
  const billNo = `F${issued.slice(0, 4)}-${randomDigits(rng, 7)}`
  const customer = randomDigits(rng, 9)
  const member = `${coop.prefix}-${randomDigits(rng, 5)}`
  const pdl = `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const kwh = randomInt(rng, 380, 1450)
  const ht = Math.round(kwh * 21.4 + 2 * 1390)
  const total = Math.round(ht * 1.2) + randomInt(rng, 0, 99)
  const shares = randomInt(rng, 1, 4)
  const holder = civilFirstLast(name)
  const window = [...addressLines(address).slice(0, -1), `${address.postcode} ${upper(address.city)}`]
  const shot = addDays(facts.asOf, -randomInt(rng, 0, 10))
  const clock = `${String(randomInt(rng, 7, 22)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const file = `Facture_${billNo}.pdf`
  const color = hex(coop.color)
  const ink = hex('#1d1f23')
  const soft = hex('#5d626b')
  const pale = hex('#eef3ef')

  const {doc, fonts} = await newDocument({author: '', creator: 'Photos', date: shot, producer: 'Microsoft: Print To PDF', title: `Screenshot_${shot.replaceAll('-', '')}-${clock.replace(':', '')}${randomDigits(rng, 2)}.png`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The screenshot.
  const SW = 360
  const SH = 800
  const phone = new Frame(s, (s.width - SW) / 2, (s.height - SH) / 2, 1)
  phone.rect(0, 0, SW, SH, {fill: hex('#d9dadd')})
  phone.rect(0, 0, SW, 22, {fill: hex('#111111')})
  phone.text(clock, 14, 15, {color: WHITE, font: H.bold, size: 9})
  phone.text('4G', 292, 15, {color: WHITE, font: H.bold, size: 7.5})
  for (let j = 0; j < 4; j++) phone.rect(306 + j * 3.2, 14 - 2 * j - 3, 2.2, 3 + 2 * j, {fill: WHITE})
  phone.rect(323, 7, 22, 9, {lineWidth: 0.8, radius: 2, stroke: WHITE})
  phone.rect(325, 9, 14, 5, {fill: WHITE})
  phone.rect(0, 22, SW, 46, {fill: WHITE})
  phone.path('M 20 45 L 28 37 M 20 45 L 28 53 M 20 45 L 34 45', 0, 0, {lineWidth: 1.6, stroke: ink})
  phone.text(file, 46, 42, {color: ink, font: H.bold, room: 240, size: 10})
  phone.text(`${coop.name} - ${randomInt(rng, 180, 420)} Ko`, 46, 56, {color: soft, size: 8})
  phone.circle(313, 45, 2, {fill: ink})
  phone.circle(305, 40, 2, {fill: ink})
  phone.circle(305, 50, 2, {fill: ink})
  phone.line(305, 40, 313, 45, {color: ink, width: 0.8})
  phone.line(305, 50, 313, 45, {color: ink, width: 0.8})
  for (let j = 0; j < 3; j++) phone.circle(340, 39 + j * 6, 1.3, {fill: ink})

  // Page 1 at the screen's width.
  const z = (SW - 12) / 595.28
  phone.rect(6, 74, 595.28 * z, 841.89 * z, {fill: WHITE})
  const f = phone.inner(6, 74, z)
  const L = 40
  const R = 555
  f.circle(L + 18, 58, 18, {fill: color})
  f.path('M -7 6 C -7 -6 3 -10 9 -11 C 9 -3 6 6 -7 6 Z', L + 18, 58, {fill: hex(coop.accent)})
  f.text(coop.name, L + 44, 56, {color, font: H.bold, size: 20})
  f.text(coop.tagline, L + 44, 70, {color: soft, size: 8.6})
  f.text('FACTURE', R, 46, {align: 'right', color: ink, font: H.bold, size: 16})
  const refs: [string, string][] = [
    ['N° de facture', billNo],
    ['Date de facture', slashDate(issued)],
    ['Référence client', customer],
    ['N° de sociétaire', member],
  ]
  refs.forEach(([label, value], j) => {
    f.text(`${label} :`, R - 96, 64 + j * 12, {align: 'right', color: soft, size: 8.2})
    f.text(value, R, 64 + j * 12, {align: 'right', color: ink, font: H.bold, size: 8.6})
  })

  let v = 150
  f.text(holder, 330, v, {color: ink, font: H.bold, size: 10.5})
  for (const line of window) {
    v += 13
    f.text(line, 330, v, {color: ink, room: 220, size: 10})
  }

  v = 246
  f.rect(L, v, R - L, 92, {fill: pale, radius: 6})
  f.text('Votre facture en bref', L + 14, v + 20, {color, font: H.bold, size: 11})
  f.text(`Consommation du ${slashDate(periodStart)} au ${slashDate(periodEnd)} : ${kwh} kWh`, L + 14, v + 40, {color: ink, size: 9})
  f.text(`Montant hors taxes : ${frAmount(ht)} €`, L + 14, v + 55, {color: ink, size: 9})
  f.text(`Prélevé le ${slashDate(debit)} sur le compte FR76 •••• •••• ${randomDigits(rng, 4)}`, L + 14, v + 70, {color: ink, size: 9})
  f.text('Montant total TTC', R - 14, v + 36, {align: 'right', color: soft, size: 9})
  f.text(`${frAmount(total)} €`, R - 14, v + 64, {align: 'right', color, font: H.bold, size: 22})

  v += 118
  f.text('Votre contrat', L, v, {color, font: H.bold, size: 11})
  const contract: [string, string][] = [
    ['Offre', `Électricité coopérative - option Base ${[6, 9, 6, 12][randomInt(rng, 0, 3)]} kVA`],
    ['Point de livraison (PDL)', pdl],
    ['Adresse de consommation', `${address.lines.join(' ')} ${address.postcode} ${address.city}`],
    ['Mode de paiement', 'Prélèvement automatique, facturation tous les deux mois'],
  ]
  contract.forEach(([label, value], j) => {
    f.text(label, L, v + 18 + j * 14, {color: soft, size: 8.8})
    f.text(value, L + 150, v + 18 + j * 14, {color: ink, room: R - L - 150, size: 8.8})
  })

  v += 90
  f.rect(L, v, (R - L) / 2 - 8, 104, {lineWidth: 1, radius: 6, stroke: color})
  f.text('Vous êtes sociétaire', L + 12, v + 20, {color, font: H.bold, size: 10.5})
  f.text(`Vous détenez ${shares} part${shares > 1 ? 's' : ''} sociale${shares > 1 ? 's' : ''} de 50 €`, L + 12, v + 38, {color: ink, size: 8.6})
  f.text(`depuis le ${slashDate(since)}. Assemblée générale`, L + 12, v + 51, {color: ink, size: 8.6})
  f.text('annuelle : votez en ligne dans votre espace.', L + 12, v + 64, {color: ink, size: 8.6})
  const ox = L + (R - L) / 2 + 8
  f.text('Origine de votre électricité', ox, v + 20, {color, font: H.bold, size: 10.5})
  let bx = ox
  const bw = R - ox
  coop.mix.forEach(([source, share], j) => {
    const w = (bw * share) / 100
    f.rect(bx, v + 32, w, 14, {fill: [color, hex(coop.accent), hex('#8fa3ad')][j]})
    f.text(`${share} % ${source}`, ox, v + 62 + j * 12, {color: ink, size: 8.4})
    bx += w
  })
  f.text('100 % renouvelable, produite en France', ox, v + 100, {color: soft, size: 7.8})

  v += 132
  f.text('Informations utiles', L, v, {color, font: H.bold, size: 10.5})
  const infos = [
    `Dépannage électricité (gestionnaire du réseau, 24 h/24) : 09 726 750 ${address.postcode.slice(0, 2)}`,
    `Service sociétaires et clients : du lundi au vendredi de 9 h à 18 h, ${coop.name.toLowerCase().replace(/[^a-z]/g, '')}.coop/contact`,
    'En cas de litige non résolu, vous pouvez saisir gratuitement le médiateur national de l’énergie (www.energie-mediateur.fr).',
    'Le chèque énergie est accepté en paiement de vos factures : rendez-vous dans votre espace sociétaire.',
  ]
  infos.forEach((line, j) => f.text(line, L, v + 18 + j * 13, {color: ink, room: R - L, size: 8.4}))

  f.line(L, 800, R, 800, {color: hex('#c8ccd2'), width: 0.5})
  f.text(coop.legal, (L + R) / 2, 812, {align: 'center', color: soft, room: R - L, size: 6.6})
  f.text('Page 1/2', R, 826, {align: 'right', color: soft, size: 7})

  // The top of page 2, cut by the screen's foot.
  const top2 = 74 + 841.89 * z + 8
  phone.rect(6, top2, 595.28 * z, SH - 30 - top2, {fill: WHITE})
  const g = phone.inner(6, top2, z)
  g.text('Détail de votre facture', L, 50, {color, font: H.bold, size: 13})
  const detail: [string, string][] = [
    [`Abonnement du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, `${frAmount(2 * 1390)} €`],
    [`Consommation : ${kwh} kWh x 0,2140 €`, `${frAmount(Math.round(kwh * 21.4))} €`],
    ['Accise sur l’électricité', `${frAmount(Math.round(kwh * 2.1))} €`],
    ['Contribution tarifaire d’acheminement', `${frAmount(randomInt(rng, 900, 1800))} €`],
    ['TVA à 20 %', `${frAmount(Math.round(ht * 0.2))} €`],
  ]
  detail.forEach(([label, amount], j) => {
    g.line(L, 66 + j * 20, R, 66 + j * 20, {color: hex('#dde1e6'), width: 0.8})
    g.text(label, L, 80 + j * 20, {color: ink, size: 9})
    g.text(amount, R, 80 + j * 20, {align: 'right', color: ink, size: 9})
  })

  // The page counter and the navigation bar.
  phone.rect(SW - 58, SH - 62, 46, 20, {fill: hex('#333333'), opacity: 0.75, radius: 10})
  phone.text('1 / 2', SW - 35, SH - 48.5, {align: 'center', color: WHITE, size: 8.5})
  phone.rect(0, SH - 30, SW, 30, {fill: hex('#111111')})
  phone.rect(SW / 2 - 50, SH - 17, 100, 4, {fill: hex('#dddddd'), radius: 2})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: coop.name, titulaire: holder},
    layout: 'facture_domicile/cooperative-energie-capture-telephone',
    notes: [
      "a citizens' energy cooperative's electricity bill sent as a phone screenshot of the bill in the phone's PDF viewer, printed full page: the status bar, the viewer's bar, page 1 at the screen's width, the top of page 2 cut by the screen's foot",
      'the cooperative\'s name at the top left; "FACTURE" with label : value lines ("Date de facture" with slashes); the window "M. Thomas GAUTIER" over the address lines',
      "decoys: the screenshot's time, the file's name and size, the bill's, customer's and member's numbers, the consumption period, the amounts, the debit date and the masked IBAN, the offer, the delivery point and the consumption address, the member's shares and their date, the RCS and VAT numbers, the detail on page 2",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
