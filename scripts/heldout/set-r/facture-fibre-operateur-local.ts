/**
 * HELD-OUT facture_domicile/fibre-operateur-local: the monthly bill of a LOCAL FIBRE-ONLY ISP
 * selling on a PUBLIC INITIATIVE NETWORK (réseau d'initiative publique built by a department's
 * syndicate and run by a delegated operator; four invented ISPs): the brand at the top left with
 * its tagline; the bill's references in a grey box at the right ("Facture n°", "Date d'émission :
 * 4 mars 2027" IN WORDS, the customer number, the offer); the customer "M. Thomas GAUTIER" over his
 * address at the LEFT; the amount due with the DIRECT-DEBIT date (a decoy); "Votre installation":
 * the INSTALLATION ADDRESS repeated on one line with the optical outlet's reference "PTO
 * FI-2907-0412-8" and the network's name and its OPERATOR (decoys: another company and its town);
 * the billing period (decoy dates in words); a table of the bill's lines (subscription, options,
 * calls, a promotion), the VAT and the total; the ISP's legal line at the foot.
 */
import {addDays, addressLines, civilFirstLast, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, longDate, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, WHITE} from '../util.js'

interface Isp {
  brand: string
  tagline: string
  color: string
  network: string
  operator: string
  legal: string
}

const ISPS: Isp[] = [
  {brand: 'Iroise Fibre', color: '#0a6c8f', legal: 'Iroise Fibre SAS au capital de 150 000 €, 2 rue de Kerbriant, 29200 Brest - RCS Brest 879 554 210 - opérateur déclaré auprès de l\'Arcep', network: 'Bretagne Très Haut Débit', operator: 'Armor Réseaux SAS, Rennes', tagline: 'Le fournisseur d\'accès fibre du Finistère'},
  {brand: 'Adour Connect', color: '#c0392b', legal: 'Adour Connect SARL au capital de 60 000 €, 18 allées Paulmy, 64100 Bayonne - RCS Bayonne 884 203 611 - opérateur déclaré auprès de l\'Arcep', network: 'Pyrénées Fibre 64', operator: 'Sud-Ouest Infrastructures SAS, Pau', tagline: 'Fibre optique locale, service client à Bayonne'},
  {brand: 'Volcans Net', color: '#6b3fa0', legal: 'Volcans Net SAS au capital de 90 000 €, 4 place de Jaude, 63000 Clermont-Ferrand - RCS Clermont-Ferrand 851 090 437 - opérateur déclaré auprès de l\'Arcep', network: 'Auvergne Numérique', operator: 'Massif Central Réseaux SAS, Aurillac', tagline: 'Internet très haut débit en Auvergne'},
  {brand: 'Bourgogne Fibre Services', color: '#8a2c3f', legal: 'Bourgogne Fibre Services SAS au capital de 120 000 €, 9 rue de la Liberté, 21000 Dijon - RCS Dijon 838 316 042 - opérateur déclaré auprès de l\'Arcep', network: 'Côte-d\'Or Numérique', operator: 'Réseaux Bourguignons SAS, Beaune', tagline: 'La fibre, tout simplement'},
]

export async function factureFibreOperateurLocal(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const isp = ISPS[typeof raw.isp === 'number' ? raw.isp % ISPS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 30))
  const periodStart = `${issued.slice(0, 7)}-01`
  const periodEnd = lastDayOf(issued.slice(0, 7))
  const debit = addDays(issued, randomInt(rng, 8, 14))
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const color = hex(isp.color)
  const ink = hex('#1f2329')
  const soft = hex('#69707a')
  const grid = hex('#d2d6dc')
  const invoice = `F${issued.slice(2, 4)}${issued.slice(5, 7)}-${randomDigits(rng, 6)}`
  const customer = `CL${randomDigits(rng, 7)}`
  const pto = `FI-${address.postcode.slice(0, 2)}${randomDigits(rng, 2)}-${randomDigits(rng, 4)}-${randomInt(rng, 1, 9)}`

  const offer = [
    {label: 'Abonnement Fibre 1 Gbit/s', ht: 2999},
    {label: 'Option téléphonie fixe illimitée', ht: 416},
    {label: 'Option TV (80 chaînes)', ht: rng() < 0.5 ? 583 : 0},
    {label: 'Location du boîtier Wi-Fi 6', ht: 250},
    {label: 'Appels hors forfait (détail en ligne)', ht: randomInt(rng, 0, 240)},
    {label: 'Remise fidélité 12 mois', ht: -417},
  ].filter((l) => l.ht !== 0)
  const totalHt = offer.reduce((t, l) => t + l.ht, 0)
  const vat = Math.round(totalHt * 0.2)
  const total = totalHt + vat

  const {doc, fonts} = await newDocument({author: isp.brand, creator: 'Fact-Op 5', date: issued, producer: `${isp.brand} - facturation`, title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Brand.
  s.box(L, 34, 30, 30, {fill: color, radius: 6})
  s.text('((·))', L + 15, 53, {align: 'center', color: WHITE, font: H.bold, size: 8})
  s.text(isp.brand, L + 40, 52, {color, font: H.bold, size: 16})
  s.text(isp.tagline, L + 40, 65, {color: soft, size: 8})

  // References.
  s.box(320, 30, R - 320, 78, {fill: hex('#f2f3f5')})
  s.lines([`Facture n° ${invoice}`, `Date d'émission : ${longDate(issued)}`, `N° client : ${customer}`, 'Offre : Fibre Essentielle'], 330, 47, {color: ink, leading: 15, size: 8.8})

  // The customer at the left.
  s.text('Client', L, 126, {color: soft, size: 7.6})
  s.lines([holder, ...window], L, 142, {color: ink, leading: 12.5, size: 10})

  // Amount due.
  s.box(320, 126, R - 320, 62, {lineWidth: 1.2, stroke: color})
  s.text('Montant à payer', 332, 144, {color: ink, size: 9})
  s.text(`${frAmount(total)} €`, R - 12, 167, {align: 'right', color, font: H.bold, size: 20})
  s.text(`Prélevé le ${longDate(debit)} sur votre compte`, 332, 181, {color: soft, size: 7.8})

  // The installation.
  let y = 226
  s.text('Votre installation', L, y, {color, font: H.bold, size: 10})
  s.hline(L, R, y + 5, {color: grid, width: 0.6})
  y = s.paragraph(`Adresse de raccordement : ${window.join(', ')}`, L, y + 20, R - L, {color: ink, leading: 11.5, size: 8.8})
  s.text(`Prise terminale optique : PTO ${pto} - Débit maximal 1 Gbit/s descendant, 700 Mbit/s montant`, L, y, {color: ink, size: 8.4})
  y = s.paragraph(`Votre ligne est raccordée au réseau public ${isp.network}, réseau d'initiative publique exploité par ${isp.operator}, délégataire du syndicat mixte départemental. En cas de coupure, contactez uniquement ${isp.brand}.`, L, y + 14, R - L, {color: soft, leading: 10.5, size: 7.8})

  // The bill's lines.
  y += 14
  s.text(`Détail de votre facture - période du ${longDate(periodStart)} au ${longDate(periodEnd)}`, L, y, {color, font: H.bold, size: 9.6})
  y = s.table({
    columns: [{width: 300}, {align: 'right', width: 70}, {align: 'right', width: 60}, {align: 'right', width: R - L - 430}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Montant HT', 'TVA', 'Montant TTC']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ...offer.map((l) => [l.label, frAmount(l.ht), '20 %', frAmount(Math.round(l.ht * 1.2))]),
      [{font: H.bold, text: 'Total'}, {font: H.bold, text: frAmount(totalHt)}, frAmount(vat), {font: H.bold, text: frAmount(total)}],
    ],
    ruleColor: grid,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 22
  s.paragraph(
    `Votre facture est disponible dans votre espace client. Le prélèvement SEPA est effectué par ${isp.brand} (ICS FR${randomDigits(rng, 2)}ZZZ${randomDigits(rng, 6)}). Engagement : sans engagement. Résiliation à tout moment avec un préavis de 10 jours ; les frais de résiliation sont de 49,00 € TTC.`,
    L,
    y,
    R - L,
    {color: soft, leading: 10.5, size: 7.8},
  )

  s.hline(L, R, 800, {color: grid, width: 0.5})
  s.paragraph(isp.legal, L, 812, R - L, {align: 'center', color: soft, leading: 8.5, size: 6.6})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: isp.brand, titulaire: holder},
    layout: 'facture_domicile/fibre-operateur-local',
    notes: [
      "a local fibre-only ISP's bill on a public initiative network: the network and its operator are named beside the ISP",
      '"Date d\'émission : 4 mars 2027" in words; the customer at the left; the installation address repeated on one line with the optical outlet reference',
      'decoys: the direct-debit date, the billing period in words, the network operator (another company), the outlet reference',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
