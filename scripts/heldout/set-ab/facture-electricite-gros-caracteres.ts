/**
 * HELD-OUT facture_domicile/electricite-gros-caracteres: the LARGE-PRINT EDITION of a two-monthly
 * electricity bill, as the suppliers send it on request to the partially sighted (two invented
 * suppliers): type of 13 to 26 points, high contrast, one column of THICK-FRAMED BLOCKS and few
 * figures. The supplier's name in large capitals and the "Édition en gros caractères" tag at the
 * top; the window ("M. Thomas GAUTIER" over the address lines as they are) in 14-point type; the
 * blocks: "Facture du 12 mai 2030" with the MONTH IN WORDS (the truth) and the bill's and customer's
 * numbers (decoys); "Montant à payer" and "Prélevé le 27 mai 2030" (a decoy date); the consumption's
 * period in words, the kWh and the delivery point's fourteen digits (decoys); "À savoir" with the
 * NEXT BILL's date in words and the phone (decoys); the supplier's address, capital and SIREN in
 * the footer (decoys).
 */
import {addDays, addMonths, addressLines, civilFirstLast, type Facts, frAmount, type GeneratedDocument, hex, longDate, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAddress, WHITE} from '../util.js'

interface Supplier {
  name: string
  color: string
  phone: string
  service: string
  legal: string
}

const SUPPLIERS: Supplier[] = [
  {color: '#0b4f80', legal: "LUMÉA ÉNERGIE - SA au capital de 12 400 000 € - 8 quai Perrache, 69002 Lyon - RCS Lyon 532 118 904 - Fournisseur d'électricité et de gaz naturel", name: 'LUMÉA ÉNERGIE', phone: '09 70 21 40 40', service: 'Service clients - TSA 41027 - 69307 LYON CEDEX 07'},
  {color: '#7a2e0e', legal: "VOLTÉA ÉLECTRICITÉ - SAS au capital de 6 000 000 € - 40 rue de la Liberté, 35000 Rennes - RCS Rennes 841 227 306 - Fournisseur d'électricité verte", name: 'VOLTÉA ÉLECTRICITÉ', phone: '09 69 32 18 00', service: 'Service clients - CS 60214 - 35102 RENNES CEDEX 3'},
]

export async function factureGrosCaracteres(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const sup = SUPPLIERS[typeof raw.supplier === 'number' ? raw.supplier % SUPPLIERS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 26))
  const debit = addDays(issued, randomInt(rng, 10, 15))
  const periodEnd = addDays(issued, -randomInt(rng, 2, 5))
  const periodStart = addDays(addMonths(periodEnd, -2), 1)
  const next = addMonths(issued, 2)
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const invoice = `${issued.slice(0, 4)}${randomDigits(rng, 8)}`
  const customer = randomDigits(rng, 10)
  const pdl = randomDigits(rng, 14)
  const kwh = randomInt(rng, 420, 1900)
  const amount = Math.round(kwh * (21 + rng() * 4) + 2 * 1450)
  const color = hex(sup.color)
  const ink = hex('#111111')

  const {doc, fonts} = await newDocument({author: sup.name, creator: 'Éditique clients - version adaptée', date: issued, producer: 'Éditique PDF', title: `Facture ${invoice} - gros caractères`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  s.text(sup.name, L, 62, {color, font: H.bold, size: 24})
  s.box(L, 76, 236, 24, {fill: color, radius: 4})
  s.text('Édition en gros caractères', L + 118, 93, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.text(sup.service, L, 120, {color: ink, size: 9})

  // The window in large type.
  const wx = 296
  const fit = (value: string, size: number, bold = false) => Math.min(size, (R - wx) / (bold ? H.bold : H.regular).widthOfTextAtSize(value, 1))
  let wy = 150
  s.text(holder, wx, wy, {color: ink, font: H.bold, size: fit(holder, 15, true)})
  for (const line of window) {
    wy += 19
    s.text(line, wx, wy, {color: ink, size: fit(line, 14)})
  }

  // The blocks.
  let y = Math.max(250, wy + 30)
  const block = (height: number, draw: (top: number) => void) => {
    s.box(L, y, W, height, {lineWidth: 3, stroke: color})
    draw(y)
    y += height + 16
  }

  block(96, (top) => {
    s.text(`Facture du ${longDate(issued)}`, L + 18, top + 34, {color: ink, font: H.bold, size: 22})
    s.text(`N° de facture : ${invoice}`, L + 18, top + 60, {color: ink, size: 14})
    s.text(`N° client : ${customer}`, L + 18, top + 82, {color: ink, size: 14})
  })
  block(104, (top) => {
    s.text('Montant à payer', L + 18, top + 30, {color: ink, font: H.bold, size: 16})
    s.text(`${frAmount(amount)} €`, R - 18, top + 34, {align: 'right', color: ink, font: H.bold, size: 26})
    s.text(`Prélevé sur votre compte le ${longDate(debit)}`, L + 18, top + 62, {color: ink, size: 14})
    s.text('Vous n\'avez rien à faire.', L + 18, top + 86, {color: ink, size: 14})
  })
  block(118, (top) => {
    s.text('Votre consommation', L + 18, top + 30, {color: ink, font: H.bold, size: 16})
    s.text(`du ${longDate(periodStart)} au ${longDate(periodEnd)}`, L + 18, top + 56, {color: ink, size: 14})
    s.text(`${frAmount(kwh * 100).replace(',00', '')} kWh relevés par votre compteur communicant`, L + 18, top + 80, {color: ink, size: 14})
    s.text(`Point de livraison : ${pdl}`, L + 18, top + 104, {color: ink, size: 13})
  })
  block(118, (top) => {
    s.text('À savoir', L + 18, top + 30, {color: ink, font: H.bold, size: 16})
    s.text(`Votre prochaine facture : vers le ${longDate(next)}`, L + 18, top + 56, {color: ink, size: 14})
    s.text(`Une question ? ${sup.phone} (appel non surtaxé),`, L + 18, top + 80, {color: ink, size: 14})
    s.text('du lundi au vendredi de 8 h à 20 h.', L + 18, top + 102, {color: ink, size: 14})
  })
  s.paragraph('Cette facture est une version adaptée en gros caractères. La facture détaillée au format standard est disponible dans votre espace client et sur simple demande.', L, y + 6, W, {color: ink, leading: 15, size: 11})

  s.hline(L, R, 790, {color, width: 1.5})
  s.paragraph(sup.legal, L, 804, W, {color: ink, leading: 10, size: 8})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: sup.name, titulaire: holder},
    layout: 'facture_domicile/electricite-gros-caracteres',
    notes: [
      'the large-print edition of an electricity bill (13 to 26 points, one column of thick-framed blocks)',
      'the holder "M. Thomas GAUTIER" over the address lines in 14-point type; the issue date only as "Facture du 12 mai 2030" (month in words)',
      "decoys: the bill's and customer's numbers, the amount, the debit date, the consumption's period, the delivery point, the next bill's date, the phone, the supplier's address, capital and SIREN",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
