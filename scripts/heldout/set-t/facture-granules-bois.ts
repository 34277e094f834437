/**
 * HELD-OUT facture_domicile/granules-bois-livraison: the invoice of a WOOD-PELLET delivery for a
 * household's pellet boiler (bulk pellets blown into the silo, or pallets of bags): the supplier's
 * brand at the top left (the truth "emetteur", as printed), its depot and legal details; the
 * customer's window at the right ("Mme Claire DUBOIS" over the address lines); a header TABLE
 * with the references as VALUES IN COLUMNS ("N° facture", "Date de facture": the truth, "N°
 * client", "Date de livraison", "Échéance": decoys); the delivery slip's details in a sentence
 * (the driver, the truck, the silo's reading: decoys); the items (tonnes, price per tonne, the
 * blowing fee, the distance fee), the VAT at 5.5 % and 20 %, the total; the pellet's
 * certification (ENplus A1) with the PRODUCER's mill and its address (a decoy company); the
 * direct debit mandate reference (a decoy); the legal footer with the late payment penalties.
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE} from '../util.js'

const SUPPLIERS = [
  {brand: 'GRANULÉS DU HAUT-DOUBS', depot: 'Dépôt de Pontarlier - ZA Les Grands Planchants, 25300 Pontarlier', legal: 'Granulés du Haut-Doubs SAS au capital de 150 000 € - RCS Besançon 802 447 913 - TVA FR 41 802 447 913', mill: 'Scierie Jurassienne Bois Énergie, 39300 Champagnole'},
  {brand: 'CHAUFFAGE BOIS VOSGES', depot: 'Plateforme de Saint-Dié - 4 rue des Sapins, 88100 Saint-Dié-des-Vosges', legal: 'Chauffage Bois Vosges SARL au capital de 60 000 € - RCS Épinal 511 203 886 - TVA FR 17 511 203 886', mill: 'Pellets des Trois Vallées, 88200 Remiremont'},
  {brand: 'LIMOUSIN PELLETS', depot: 'Dépôt d\'Ussel - route de Meymac, 19200 Ussel', legal: 'Limousin Pellets SAS au capital de 200 000 € - RCS Brive 830 552 741 - TVA FR 63 830 552 741', mill: 'Granulation du Plateau de Millevaches, 19250 Meymac'},
  {brand: 'ÉNERGIE BOIS SAVOIE', depot: 'Dépôt d\'Albertville - ZI du Chiriac, 73200 Albertville', legal: 'Énergie Bois Savoie SAS au capital de 90 000 € - RCS Chambéry 794 118 502 - TVA FR 86 794 118 502', mill: 'Bois Granulés des Bauges, 73340 Le Châtelard'},
]

export async function factureGranulesBois(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const k = typeof raw.supplier === 'number' ? raw.supplier % 4 : 0
  const sup = SUPPLIERS[k]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 35))
  const delivered = addDays(issued, -randomInt(rng, 1, 6))
  const due = addDays(issued, 30)
  const holder = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = addressLines(address)
  const number = `FG${issued.slice(2, 4)}-${randomDigits(rng, 5)}`
  const customer = `C${randomDigits(rng, 6)}`
  const tonnes = randomInt(rng, 3, 6)
  const perTonne = randomInt(rng, 32_000, 41_000)
  const blowing = randomInt(rng, 4_500, 7_500)
  const distance = randomInt(rng, 1_500, 4_500)
  const htPellets = tonnes * perTonne
  const htServices = blowing + distance
  const vat55 = Math.round(htPellets * 0.055)
  const vat20 = Math.round(htServices * 0.2)
  const total = htPellets + htServices + vat55 + vat20
  const ink = hex('#1f2420')
  const soft = hex('#5f6660')
  const green = hex(['#2f5d2a', '#3b4f1e', '#5a4020', '#1f4f5a'][k])

  const {doc, fonts} = await newDocument({author: sup.brand, creator: 'EBP Gestion Commerciale', date: issued, producer: 'EBP', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  s.circle(L + 18, 52, 18, {fill: green})
  s.text('GB', L + 18, 56, {align: 'center', color: WHITE, font: H.bold, size: 11})
  s.text(sup.brand, L + 44, 50, {color: green, font: H.bold, size: 14})
  s.text('Livraison de granulés de bois en vrac et en sacs', L + 44, 63, {color: soft, size: 8})
  s.lines([sup.depot, `Tél. 03 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} - commandes en ligne`], L, 92, {color: soft, leading: 10, size: 7.6})

  s.text('FACTURE', R, 50, {align: 'right', color: ink, font: H.bold, size: 18})
  s.lines([holder, ...window], 330, 130, {color: ink, leading: 12.5, size: 10})

  let y = s.table({
    columns: [{align: 'center', width: 105}, {align: 'center', width: 100}, {align: 'center', width: 100}, {align: 'center', width: 105}, {align: 'center', width: R - L - 410}],
    font: H.bold,
    frame: true,
    header: [['N° facture', 'Date de facture', 'N° client', 'Date de livraison', 'Échéance']],
    headerFill: hex('#e7ece6'),
    headerFont: H.regular,
    rowHeight: 18,
    rows: [[number, slashDate(issued), customer, slashDate(delivered), slashDate(due)]],
    size: 8.6,
    verticalRules: true,
    x: L,
    y: 214,
  })

  y = s.paragraph(
    `Livraison effectuée à l'adresse ci-dessus par soufflage en silo (camion souffleur ${['AB', 'FG', 'KL', 'PR'][k]}-${randomDigits(rng, 3)}-${['XC', 'TD', 'MN', 'BZ'][k]}, chauffeur ${['Didier', 'Yannick', 'Sébastien', 'Franck'][k]}). Niveau du silo avant livraison : ${randomInt(rng, 5, 25)} %. Longueur de tuyau : ${randomInt(rng, 12, 30)} m.`,
    L,
    y + 20,
    R - L,
    {color: ink, leading: 11, size: 8.4},
  )

  y = s.table({
    columns: [{width: 230}, {align: 'right', width: 60}, {align: 'right', width: 85}, {align: 'center', width: 50}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Qté', 'P.U. HT', 'TVA', 'Montant HT']],
    headerFill: green,
    headerColor: WHITE,
    headerFont: H.bold,
    rowHeight: 18,
    rowRules: true,
    rows: [
      ['Granulés de bois ENplus A1 - vrac (tonne)', `${tonnes},000`, frAmount(perTonne), '5,5 %', frAmount(htPellets)],
      ['Forfait soufflage en silo', '1', frAmount(blowing), '20 %', frAmount(blowing)],
      ['Participation kilométrique (zone 3)', '1', frAmount(distance), '20 %', frAmount(distance)],
    ],
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 10,
  })

  const totals: [string, string][] = [
    ['Total HT', frAmount(htPellets + htServices)],
    ['TVA 5,5 %', frAmount(vat55)],
    ['TVA 20 %', frAmount(vat20)],
    ['Total TTC', `${frAmount(total)} €`],
  ]
  y += 14
  for (const [label, value] of totals) {
    s.text(label, 380, y + 10, {color: ink, font: label === 'Total TTC' ? H.bold : H.regular, size: 9})
    s.text(value, R, y + 10, {align: 'right', color: ink, font: label === 'Total TTC' ? H.bold : H.regular, size: 9})
    y += 16
  }

  s.text('Règlement', L, y - 50, {color: green, font: H.bold, size: 9})
  s.paragraph(`Prélèvement SEPA à l'échéance - mandat ${sup.brand.split(' ')[0].slice(0, 3)}-${randomDigits(rng, 8)}`, L, y - 36, 300, {color: ink, leading: 10, size: 8})

  y += 24
  s.box(L, y, R - L, 48, {fill: hex('#f1f4ef')})
  s.text('Origine du combustible', L + 10, y + 14, {color: green, font: H.bold, size: 8.4})
  s.paragraph(`Granulés certifiés ENplus A1, fabriqués par ${sup.mill} à partir de sciures de résineux issues de forêts gérées durablement. Pouvoir calorifique : 4,8 kWh/kg ; humidité < 10 %.`, L + 10, y + 27, R - L - 20, {color: ink, leading: 9.6, size: 7.6})

  s.paragraph(`Pénalités de retard : trois fois le taux d'intérêt légal. Pas d'escompte pour paiement anticipé. ${sup.legal}`, L, 792, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: sup.brand, titulaire: holder},
    layout: 'facture_domicile/granules-bois-livraison',
    notes: [
      "a wood-pellet delivery invoice for a household's boiler: the references as a row of values under a row of column titles",
      'the issue date is the "Date de facture" column; the customer in a window at the right',
      "decoys: the delivery and due dates, the customer number, the truck and driver, the producer's mill, the depot's address, the mandate reference",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
