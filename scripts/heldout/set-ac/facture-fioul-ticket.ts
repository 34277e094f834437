/**
 * HELD-OUT facture_domicile/fioul-domestique-ticket-mesurage-agrafe: the invoice of a regional
 * HEATING OIL distributor for a delivery to a rural household's tank (four invented distributors in
 * Haute-Loire, the Côtes-d'Armor, the Deux-Sèvres and Alsace), with the truck's METERING TICKET
 * STAPLED ONTO IT as the driver hands them over (the invoice was scanned with it): the
 * distributor's mark and depot at the top left (the issuer), a framed "FACTURE" block at the top
 * right with LABEL : VALUE lines ("N° de facture", "Date de facture": the truth, "Code client", "Date
 * de livraison" and "Échéance": decoys); the customer's window ("M. Thomas GAUTIER" over the address
 * lines as they are: the truth) and the delivery place repeated on one line; the lines in litres at
 * a price per litre to four decimals, the delivery charge, a loyalty discount, VAT at 20 % and the
 * totals (decoys); the payment by cheque to the driver (a decoy number and date); the thermal
 * METERING TICKET laid askew in the lower left part with its staple (the truck's plate, the meter's
 * and the ticket's numbers, the delivery's date and time, the indexes and the volumes, the
 * customer as "GAUTIER T.": decoys); the distributor's registration, excise number and SIRET in the
 * footer (decoys).
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {addDays, addressLines, BLACK, civilFirstLast, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, newDocument, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper} from '../util.js'

/** The ticket drawn turned `angle` degrees anticlockwise about its top-left corner placed at (x0, y0) of the page. */
class Frame {
  private readonly cos: number
  private readonly sin: number

  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    readonly angle: number,
  ) {
    const r = (angle * Math.PI) / 180
    this.cos = Math.cos(r)
    this.sin = Math.sin(r)
  }

  at(u: number, v: number): {x: number; y: number} {
    return {x: this.x0 + u * this.cos + v * this.sin, y: this.y0 - u * this.sin + v * this.cos}
  }

  text(value: string, u: number, v: number, style: {font: PDFFont; size: number; color?: RGB}): void {
    const p = this.at(u, v)
    this.s.page.drawText(value, {color: style.color ?? BLACK, font: style.font, rotate: degrees(this.angle), size: style.size, x: p.x, y: this.s.height - p.y})
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(`M 0 0 H ${w} V ${h} H 0 Z`, {borderColor: style.stroke, borderWidth: style.stroke ? 0.4 : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), x: p.x, y: this.s.height - p.y})
  }
}

interface Distributor {
  name: string
  tagline: string
  depot: string[]
  phone: string
  color: string
  legal: string
  siret: string
  plate: string
}

/** The distributors (index.ts passes `distributor`; the households live around their depots). */
const DISTRIBUTORS: Distributor[] = [
  {color: '#b0351f', depot: ['ZA de la Guide', '43200 Yssingeaux'], legal: 'SARL au capital de 80 000 € - RCS Le Puy-en-Velay - N° d\'entrepositaire agréé FR043001E0217', name: 'COMBUSTIBLES DU VELAY', phone: '04 71 59 02 36', plate: 'GH-412-KL', siret: '41255318700024', tagline: 'Fioul domestique - Gazole non routier - Granulés'},
  {color: '#14507d', depot: ['ZI de la Tourelle', '22400 Lamballe-Armor'], legal: 'SAS au capital de 150 000 € - RCS Saint-Brieuc - N° d\'entrepositaire agréé FR022004E0341', name: 'ARMOR FIOUL SERVICES', phone: '02 96 31 14 70', plate: 'FT-208-BZ', siret: '38904772100031', tagline: 'Fioul - Carburants - Lubrifiants - Entretien de chaudières'},
  {color: '#2c6b2f', depot: ["12 rue de l'Industrie", '79300 Bressuire'], legal: 'SARL au capital de 60 000 € - RCS Niort - N° d\'entrepositaire agréé FR079002E0128', name: 'ÉNERGIES DU BOCAGE', phone: '05 49 65 22 81', plate: 'EV-771-QS', siret: '44322981600018', tagline: 'Fioul domestique et gazole non routier depuis 1962'},
  {color: '#7a4a12', depot: ['Zone artisanale Est', '67700 Saverne'], legal: "SAS au capital de 200 000 € - RCS Saverne - N° d'entrepositaire agréé FR067006E0455", name: "FIOUL D'ALSACE DISTRIBUTION", phone: '03 88 91 47 03', plate: 'GA-119-TR', siret: '50137245900042', tagline: 'Fioul domestique - Fioul premium - Gazole'},
]

const n4 = (v: number) => v.toFixed(4).replace('.', ',')

export async function factureFioulTicket(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const dist = DISTRIBUTORS[typeof raw.distributor === 'number' ? raw.distributor % DISTRIBUTORS.length : 0]
  const delivered = addDays(facts.asOf, -randomInt(rng, 8, 45))
  const issued = params.issueDate ?? addDays(delivered, randomInt(rng, 0, 3))
  const due = addDays(issued, 30)
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const invoice = `FA${issued.slice(2, 4)}-${randomDigits(rng, 6)}`
  const customer = `C${randomDigits(rng, 5)}`
  const litres = [800, 1000, 1200, 1500, 2000][randomInt(rng, 0, 4)]
  const price = 0.98 + rng() * 0.22
  const fuel = Math.round(litres * price * 100)
  const delivery = litres < 1000 ? 2500 : 0
  const discount = -Math.round(litres * 1.5)
  const ht = fuel + delivery + discount
  const vat = Math.round(ht * 0.2)
  const ttc = ht + vat
  const cheque = randomDigits(rng, 7)
  const start = randomInt(rng, 120_000, 980_000)
  const temp = 6 + rng() * 10
  const clock = `${String(randomInt(rng, 7, 17)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const color = hex(dist.color)
  const ink = hex('#1c1d20')
  const soft = hex('#5c6068')
  const rule = hex('#c5c8ce')
  const pale = hex('#f1f2f4')

  const {doc, fonts} = await newDocument({author: '', creator: 'Brother MFC-L2710DW', date: addDays(issued, randomInt(rng, 2, 12)), producer: 'Brother iPrint&Scan', title: `Scan_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The distributor.
  s.path('M 14 0 C 14 0 0 16 0 25 A 14 14 0 0 0 28 25 C 28 16 14 0 14 0 Z', L, 34, {fill: color})
  s.text(dist.name, L + 38, 50, {color, font: H.bold, size: Math.min(16, 230 / H.bold.widthOfTextAtSize(dist.name, 1))})
  s.text(dist.tagline, L + 38, 63, {color: soft, font: H.italic, size: 7.8})
  s.lines([...dist.depot, `Tél. ${dist.phone}`], L + 38, 78, {color: ink, leading: 10, size: 8})

  // The invoice block.
  const bx = 340
  s.box(bx, 32, R - bx, 92, {lineWidth: 0.9, stroke: color})
  s.box(bx, 32, R - bx, 18, {fill: color})
  s.text('FACTURE', bx + (R - bx) / 2, 45, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 11})
  const refs: [string, string][] = [
    ['N° de facture', invoice],
    ['Date de facture', slashDate(issued)],
    ['Code client', customer],
    ['Date de livraison', slashDate(delivered)],
    ['Échéance', slashDate(due)],
  ]
  refs.forEach(([label, value], j) => {
    s.text(`${label} :`, bx + 8, 64 + j * 13.2, {color: soft, size: 8})
    s.text(value, R - 8, 64 + j * 13.2, {align: 'right', color: ink, font: H.bold, size: 8.6})
  })

  // The window.
  let wy = 170
  s.text(holder, 318, wy, {color: ink, font: H.bold, size: 10.4})
  for (const line of window) {
    wy += 13
    s.text(line, 318, wy, {color: ink, size: 10})
  }

  let y = Math.max(wy + 34, 258)
  s.text('Lieu de livraison :', L, y, {color: soft, size: 8})
  s.text(`${[...address.lines, `${address.postcode} ${upper(address.city)}`].join(' - ')} - cuve extérieure`, L + 74, y, {color: ink, size: 8.2})
  y += 16

  y = s.table({
    columns: [{width: W - 300}, {align: 'right', width: 60}, {align: 'center', width: 36}, {align: 'right', width: 66}, {align: 'right', width: 80}, {align: 'right', width: 58}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'Unité', 'P.U. HT', 'Montant HT', 'TVA']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.8,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Fioul domestique standard (FOD)', frAmount(litres * 100).replace(',00', ''), 'L', n4(price), frAmount(fuel), '20 %'],
      ['Frais de livraison (commande inférieure à 1 000 L)', delivery ? '1' : '0', 'u', delivery ? '25,0000' : '0,0000', frAmount(delivery), '20 %'],
      ['Remise fidélité (0,015 € par litre)', frAmount(litres * 100).replace(',00', ''), 'L', '-0,0150', frAmount(discount), '20 %'],
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y,
  })

  // The totals at the right, the payment under them.
  y += 14
  const tx = 358
  const totals: [string, string][] = [
    ['Total HT', `${frAmount(ht)} €`],
    ['TVA 20 %', `${frAmount(vat)} €`],
    ['TOTAL TTC', `${frAmount(ttc)} €`],
  ]
  totals.forEach(([label, value], j) => {
    const bold = j === 2
    if (bold) s.box(tx, y + j * 16 - 11, R - tx, 16, {fill: pale})
    s.text(label, tx + 8, y + j * 16, {color: ink, font: bold ? H.bold : H.regular, size: 9})
    s.text(value, R - 8, y + j * 16, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 9})
  })
  y += 62
  const notes = [
    `Réglé au chauffeur le ${slashDate(delivered)}`,
    `par chèque n° ${cheque}`,
    'Taxe intérieure de consommation (TICPE) incluse',
    'dans le prix unitaire.',
    'Pas d\'escompte pour paiement anticipé.',
    'Pénalités de retard : trois fois le taux',
    "d'intérêt légal ; indemnité forfaitaire",
    'pour frais de recouvrement : 40 €.',
  ]
  s.lines(notes, tx, y, {color: soft, leading: 11, size: 7.8})
  y += notes.length * 11 + 16
  s.text('Prochaine livraison conseillée :', tx, y, {color: ink, font: H.bold, size: 8})
  s.text(`avant le ${slashDate(addDays(delivered, 180))}`, tx, y + 12, {color: ink, size: 8})

  // The metering ticket, stapled askew in the lower left part.
  const angle = 2 + rng() * 3
  const ty = 420
  const t = new Frame(s, L + 14, ty, angle)
  const lines = [
    '*** TICKET DE MESURAGE ***',
    '',
    `CAMION ${randomInt(rng, 2, 9)}   ${dist.plate}`,
    `COMPTEUR N. ${randomDigits(rng, 7)}`,
    `TICKET N.     ${randomDigits(rng, 6)}`,
    `DATE ${slashDate(delivered)}  ${clock}`,
    'PRODUIT      FOD',
    '',
    `INDEX DEBUT  ${String(start).padStart(7, '0')} L`,
    `INDEX FIN    ${String(start + litres).padStart(7, '0')} L`,
    `VOLUME LIVRE ${String(litres).padStart(7, ' ')} L`,
    `TEMP.        ${temp.toFixed(1)} C`,
    `VOL. A 15 C  ${String(Math.round(litres * (1 + (15 - temp) * 0.0008))).padStart(7, ' ')} L`,
    '',
    `CLIENT ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])[0]}.`,
    `CHAUFFEUR    ${randomLetters(rng, 2)}${randomDigits(rng, 2)}`,
    '',
    'MERCI DE VOTRE CONFIANCE',
  ]
  const th = 26 + lines.length * 11
  t.rect(3, 4, 178, th, {fill: hex('#9a9a96'), opacity: 0.35})
  t.rect(0, 0, 178, th, {fill: hex('#f4f3ee'), stroke: hex('#c9c8c1')})
  lines.forEach((line, j) => t.text(line, 12, 22 + j * 11, {color: hex('#34353a'), font: C.regular, size: 8}))
  const staple = t.at(70, -4)
  s.page.drawSvgPath('M 0 0 H 40 V 3 H 0 Z', {color: hex('#8d9096'), rotate: degrees(angle), x: staple.x, y: s.height - staple.y})

  s.hline(L, R, 786, {color: rule})
  s.text(`${dist.name} - ${dist.depot.join(' ')} - SIRET ${groupedSiret(dist.siret)}`, L + W / 2, 798, {align: 'center', color: soft, size: 7})
  s.text(dist.legal, L + W / 2, 808, {align: 'center', color: soft, size: 7})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: dist.name, titulaire: holder},
    layout: 'facture_domicile/fioul-domestique-ticket-mesurage-agrafe',
    notes: [
      "a regional heating oil distributor's invoice for a delivery to a rural household's tank, scanned with the truck's thermal metering ticket stapled askew in its lower left part",
      'the "FACTURE" block with label : value lines ("Date de facture" with slashes); the holder "M. Thomas GAUTIER" over the address lines in the window',
      "decoys: the invoice and customer numbers, the delivery and due dates, the delivery place on one line, the litres, prices and totals, the cheque's number and date, the next delivery's date, the ticket's plate, meter and ticket numbers, its date and time, indexes and volumes, the customer as \"GAUTIER T.\", the distributor's SIRET and excise number",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
