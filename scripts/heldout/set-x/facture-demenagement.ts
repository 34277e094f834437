/**
 * HELD-OUT facture_domicile/demenagement-resiliation-et-mise-en-service: the "FACTURE DE
 * DÉMÉNAGEMENT" an electricity supplier sends a customer who MOVED and kept the supplier (four
 * invented brands): ONE BILL THAT CLOSES THE CONTRACT OF THE FORMER HOME AND OPENS THE NEW ONE. The
 * wordmark at the top left (the issuer as printed, "OHMÉA") over the customer service's postal box
 * (a decoy address); the title at the right; the window at the right with the holder in POSTAL
 * CAPITALS, CIVILITY IN FULL, SURNAME THEN FIRST NAME ("MONSIEUR GAUTIER THOMAS") over the new
 * address in postal capitals; a RULED TABLE OF REFERENCES WITH THE VALUES IN A ROW UNDER THEIR
 * COLUMN TITLES ("Date de facture" IN WORDS, "14 mars 2028": the truth; invoice and customer
 * numbers, page); the welcome sentence with the termination and connection dates (decoys); TWO
 * CARDS SIDE BY SIDE, "VOTRE ANCIEN LOGEMENT" (the FORMER ADDRESS on one line in another town: a
 * decoy address, its delivery point, the termination date and reading) and "VOTRE NOUVEAU LOGEMENT"
 * (the new address on one line in mixed case, its delivery point, the connection date and reading,
 * the offer); the bill's lines for both homes (consumption up to the termination, the connection
 * fee, the new subscription from the connection date, excise duty, CTA, VAT) with their periods
 * (decoy dates); the amount with its DIRECT DEBIT DATE (a decoy); the supplier's legal footer with
 * its registered office (a decoy address and SIREN).
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, longDate, newDocument, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE, wrap} from '../util.js'

interface Supplier {
  mark: string
  tagline: string
  color: string
  pale: string
  service: string[]
  legal: string
}

const SUPPLIERS: Supplier[] = [
  {color: '#0a6e5c', legal: 'OHMÉA SAS au capital de 18 400 000 € - RCS Nanterre 842 117 309 - Siège social : 40 avenue des Terroirs de France, 75012 Paris', mark: 'OHMÉA', pale: '#e3f2ee', service: ['Service clients OHMÉA', 'TSA 40217', '92919 PARIS LA DÉFENSE CEDEX'], tagline: 'Électricité verte et gaz naturel'},
  {color: '#1d4fa3', legal: 'Alizé Énergie SA au capital de 9 000 000 € - RCS Lyon 817 443 062 - Siège social : 12 quai Perrache, 69002 Lyon', mark: 'Alizé Énergie', pale: '#e6edf8', service: ['Alizé Énergie - Service clients', 'TSA 71034', '69307 LYON CEDEX 07'], tagline: "Fournisseur d'électricité"},
  {color: '#b2421b', legal: 'VOLTIS SAS au capital de 5 250 000 € - RCS Nantes 851 902 447 - Siège social : 3 rue de la Tour d\'Auvergne, 44200 Nantes', mark: 'VOLTIS', pale: '#f8e9e2', service: ['VOLTIS Service clients', 'CS 60512', '44305 NANTES CEDEX 3'], tagline: 'Électricité & services'},
  {color: '#6b2f8f', legal: 'ÉCLAIRA SAS au capital de 2 700 000 € - RCS Bordeaux 889 304 516 - Siège social : 55 cours du Médoc, 33300 Bordeaux', mark: 'ÉCLAIRA', pale: '#efe6f5', service: ['ÉCLAIRA - Relation clientèle', 'TSA 10045', '33075 BORDEAUX CEDEX'], tagline: "L'électricité simplement"},
]

/** Former homes (decoy addresses): one line each, in towns of their own. */
const FORMER = ['8 rue Saint-Nicolas, 54000 Nancy', '27 avenue de la Libération, 87000 Limoges', '3 place des Carmes, 84000 Avignon', '15 rue Nationale, 59800 Lille', '61 boulevard Gambetta, 30000 Nîmes', '2 allée des Platanes, 86000 Poitiers']

export async function factureDemenagement(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const sp = SUPPLIERS[typeof raw.supplier === 'number' ? raw.supplier % SUPPLIERS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 28))
  const connected = addDays(issued, -randomInt(rng, 24, 45))
  const terminated = addDays(connected, -randomInt(rng, 0, 3))
  const lastReading = addDays(terminated, -randomInt(rng, 28, 62))
  const debit = addDays(issued, randomInt(rng, 10, 16))
  const holder = `${name.civility === 'Mme' ? 'MADAME' : 'MONSIEUR'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const window = addressLines(address, 'postal')
  const newHome = [...address.lines, `${address.postcode} ${address.city}`].join(', ')
  const former = FORMER.filter((f) => !f.includes(address.postcode))[randomInt(rng, 0, 4)]
  const invoice = `FD${issued.slice(2, 4)}${randomDigits(rng, 8)}`
  const customer = `${randomDigits(rng, 1)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 2)}`
  const pdl = () => `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const oldIndex = randomInt(rng, 12_000, 68_000)
  const kwh = randomInt(rng, 280, 1350)
  const newIndex = randomInt(rng, 3000, 52_000)
  const power = [6, 6, 9, 12][randomInt(rng, 0, 3)]
  const price = 2516
  const monthly = power === 6 ? 1547 : power === 9 ? 1942 : 2338
  const oldDays = Math.round((Date.parse(terminated) - Date.parse(lastReading)) / 86_400_000)
  const newEnd = lastDayOf(connected.slice(0, 7))
  const newDays = Math.round((Date.parse(newEnd) - Date.parse(connected)) / 86_400_000) + 1
  const lines: [string, string, string, string, number][] = [
    ['Ancien logement - consommation Base', `du ${slashDate(lastReading)} au ${slashDate(terminated)}`, `${kwh} kWh`, '0,2516', Math.round((kwh * price) / 100)],
    ['Ancien logement - abonnement', `du ${slashDate(lastReading)} au ${slashDate(terminated)}`, `${oldDays} j`, frAmount(monthly), Math.round((monthly * 12 * oldDays) / 365)],
    ['Nouveau logement - frais de mise en service', slashDate(connected), '1', '15,30', 1530],
    ['Nouveau logement - abonnement', `du ${slashDate(connected)} au ${slashDate(newEnd)}`, `${newDays} j`, frAmount(monthly), Math.round((monthly * 12 * newDays) / 365)],
    ["Accise sur l'électricité", `du ${slashDate(lastReading)} au ${slashDate(terminated)}`, `${kwh} kWh`, '0,02998', Math.round((kwh * 2998) / 1000)],
    ["Contribution tarifaire d'acheminement", '', '', '', randomInt(rng, 180, 460)],
  ]
  const ht = lines.reduce((sum, l) => sum + l[4], 0)
  const vat = Math.round(ht * 0.2)
  const advances = randomInt(rng, 1, 2) * randomInt(rng, 3500, 7800)
  const total = ht + vat - advances
  const color = hex(sp.color)
  const pale = hex(sp.pale)
  const ink = hex('#1d1f23')
  const soft = hex('#5f636b')
  const rule = hex('#c9ccd2')

  const {doc, fonts} = await newDocument({author: sp.mark, creator: 'Facturation clients', date: issued, producer: 'Editique PDF', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  // The wordmark and the customer service.
  s.box(L, 32, 30, 30, {fill: color, radius: 15})
  s.path('M 9 20 L 16 6 L 15 15 L 21 15 L 14 27 L 15 18 Z', L + 0.5, 32, {fill: WHITE})
  s.text(sp.mark, L + 38, 55, {color, font: H.bold, size: 21})
  s.text(sp.tagline, L + 38, 67, {color: soft, size: 8})
  s.lines(sp.service, L, 92, {color: soft, leading: 9.6, size: 7.6})

  s.text('FACTURE DE DÉMÉNAGEMENT', R, 48, {align: 'right', color: ink, font: H.bold, size: 14})
  s.text('Résiliation de votre ancien logement et mise en service du nouveau', R, 61, {align: 'right', color: soft, size: 8})

  // Contacts at the left, the window at the right.
  s.box(L, 132, 230, 66, {fill: pale, radius: 4})
  s.text('Vos contacts', L + 10, 147, {color, font: H.bold, size: 8.6})
  s.lines([`Par téléphone : 09 ${randomInt(rng, 69, 77)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} (appel non surtaxé)`, 'du lundi au samedi de 8 h à 20 h', `Espace client et appli ${sp.mark}`], L + 10, 161, {color: ink, leading: 10.5, size: 7.8})
  s.lines([holder, ...window], 322, 140, {color: ink, leading: 12.4, size: 9.8})

  // References: values in a row under their column titles.
  let y = 222
  y = s.table({
    columns: [{width: W * 0.28}, {width: W * 0.27}, {width: W * 0.3}, {align: 'right', width: W * 0.15}],
    font: H.bold,
    frame: true,
    header: [['Date de facture', 'N° de facture', 'Référence client', 'Page']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 19,
    rows: [[longDate(issued), invoice, customer, '1/1']],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L,
    y,
  })

  y += 26
  s.text('Bienvenue dans votre nouveau logement !', L, y, {color, font: H.bold, size: 11})
  y = s.paragraph(
    `Vous nous avez signalé votre déménagement : le contrat de votre ancien logement a été résilié le ${slashDate(terminated)} et celui de votre nouveau logement mis en service le ${slashDate(connected)}. Cette facture regroupe la facture de résiliation de l'un et la première facture de l'autre.`,
    L,
    y + 15,
    W,
    {color: ink, leading: 11.5, size: 8.6},
  )

  // Two cards side by side.
  y += 8
  const cw = (W - 14) / 2
  const card = (x: number, title: string, fill: typeof pale, rows: [string, string][], titleColor: typeof color) => {
    const prepared = rows.map(([label, value]) => ({label, lines: wrap(value, cw - 22, H.regular, 8.6)}))
    const h = 30 + prepared.reduce((sum, r) => sum + 12 + r.lines.length * 11 + 5, 0)
    s.box(x, y, cw, h, {fill, radius: 4})
    s.text(title, x + 11, y + 17, {color: titleColor, font: H.bold, size: 9})
    let cy = y + 34
    for (const r of prepared) {
      s.text(r.label, x + 11, cy, {color: soft, size: 7})
      s.lines(r.lines, x + 11, cy + 11, {color: ink, leading: 11, size: 8.6})
      cy += 12 + r.lines.length * 11 + 5
    }

    return h
  }

  const h1 = card(L, 'VOTRE ANCIEN LOGEMENT', hex('#eeeff1'), [
    ['Adresse', former],
    ['Point de livraison (PDL)', pdl()],
    ['Résiliation', `le ${slashDate(terminated)} - contrat clos`],
    ['Relevé de résiliation', `${frAmount(oldIndex * 100).replace(',00', '')} kWh (index relevé)`],
  ], soft)
  const h2 = card(L + cw + 14, 'VOTRE NOUVEAU LOGEMENT', pale, [
    ['Adresse', newHome],
    ['Point de livraison (PDL)', pdl()],
    ['Mise en service', `le ${slashDate(connected)}`],
    ['Index de mise en service', `${frAmount(newIndex * 100).replace(',00', '')} kWh`],
    ['Offre', `Électricité Base - ${power} kVA`],
  ], color)
  y += Math.max(h1, h2) + 20

  // The bill's lines.
  s.text('Détail de votre facture', L, y, {color, font: H.bold, size: 10})
  const money = (c: number) => frAmount(c)
  y = s.table({
    columns: [{width: 190}, {width: 132}, {align: 'right', width: 50}, {align: 'right', width: 62}, {align: 'right', width: W - 434}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Période', 'Quantité', 'Prix unit. HT', 'Montant HT (€)']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ...lines.map(([label, period, qty, unit, amount]) => [label, period, qty, unit, money(amount)]),
      [{font: H.bold, text: 'Total hors taxes'}, '', '', '', {font: H.bold, text: money(ht)}],
      ['TVA à 20 %', '', '', '', money(vat)],
      ['Mensualités déjà réglées (ancien logement)', '', '', '', `- ${money(advances)}`],
    ],
    ruleColor: rule,
    size: 7.6,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 16
  s.box(L, y, W, 44, {fill: color, radius: 4})
  s.text(total >= 0 ? 'Montant à payer' : 'Montant en votre faveur', L + 14, y + 19, {color: WHITE, font: H.bold, size: 11})
  s.text(`${money(Math.abs(total))} € TTC`, R - 14, y + 20, {align: 'right', color: WHITE, font: H.bold, size: 15})
  s.text(total >= 0 ? `Prélevé le ${slashDate(debit)} sur votre compte ****${randomDigits(rng, 3)}` : `Remboursé par virement à partir du ${slashDate(debit)}`, L + 14, y + 34, {color: WHITE, size: 8})
  y += 62

  s.paragraph(
    "Vos prochaines mensualités seront calculées sur la consommation estimée de votre nouveau logement. Pensez à nous transmettre vos index dans votre espace client. En cas de litige, vous pouvez saisir le médiateur national de l'énergie (energie-mediateur.fr).",
    L,
    y,
    W,
    {color: soft, leading: 10, size: 7.6},
  )

  s.hline(L, R, 796, {color: rule})
  s.paragraph(sp.legal, L, 808, W, {color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: sp.mark, titulaire: holder},
    layout: 'facture_domicile/demenagement-resiliation-et-mise-en-service',
    notes: [
      "an electricity supplier's moving bill: the former home's termination and the new home's connection on one bill",
      'the holder "MONSIEUR GAUTIER THOMAS" in the window over the new address in postal capitals; references as values in a row under column titles, the invoice date in words',
      "decoys: the former home's address, both delivery points, the termination and connection dates and readings, the periods, the direct debit date, the customer service's postal box and the registered office",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
