/**
 * HELD-OUT facture_domicile/internet-satellite: the monthly invoice of a SATELLITE INTERNET service
 * for a rural home (four invented operators, each the French-language billing of a company
 * established in Ireland or Luxembourg that charges French VAT), as its customer account exports it
 * (an international billing system's layout): the brand's wordmark in capitals at the top left
 * (the issuer as printed), "FACTURE" at the right with references as label / value lines ("Date de
 * facture" in ISO FORM "2028-03-14": the truth; invoice and account numbers: decoys); "Facturé à"
 * with the customer's name AS TYPED WHEN SUBSCRIBING ("Thomas Gautier": mixed case, no civility)
 * over the address lines as typed; "Adresse de service" beside it on one line with the dish's GPS
 * position (decoy numbers); the SERVICE PERIOD billed in advance (decoy dates); the kit's serial
 * number (a decoy); the lines with the VAT; "Payé par carte **** 4821 le ..." (a decoy date); the
 * operator's legal footer with its foreign registered office (a decoy address).
 */
import {addDays, addressLines, capitalisedSurname, euroSpace, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, subjectOf, WHITE} from '../util.js'

const OPERATORS = [
  {color: '#111827', legal: 'Orbitalis Internet Services Limited - 5 Harcourt Road, Dublin 2, D02 H338, Irlande - Company No. 712458 - TVA FR 71 912 554 310 (guichet unique OSS)', mark: 'ORBITALIS', name: 'Orbitalis', plan: 'Résidentiel Standard'},
  {color: '#0f5c8c', legal: 'Stellanet S.à r.l. - 12 rue Eugène Ruppert, L-2453 Luxembourg - RCS Luxembourg B 248 117 - TVA FR 39 893 201 447', mark: 'STELLANET', name: 'Stellanet', plan: 'Ciel Illimité 150 Mb/s'},
  {color: '#6a2c91', legal: 'Kosmo Connect Europe Limited - 2 Grand Canal Square, Dublin 2, D02 A342, Irlande - Company No. 688201 - TVA FR 04 880 412 953', mark: 'KOSMO CONNECT', name: 'Kosmo Connect', plan: 'Kosmo Maison 100'},
  {color: '#b4470d', legal: 'Zénith Sat Europe S.A. - 4 rue Albert Borschette, L-1246 Luxembourg - RCS Luxembourg B 231 604 - TVA FR 82 844 730 115', mark: 'ZÉNITH SAT', name: 'Zénith Sat', plan: 'Zénith Campagne'},
]

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
/** "14 mars 2028" with the abbreviated month, as the service period prints it. */
const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function factureInternetSatellite(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const k = typeof raw.operator === 'number' ? raw.operator % OPERATORS.length : 0
  const op = OPERATORS[k]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 30))
  const periodEnd = addDays(issued, 30)
  const customer = `${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const billed = addressLines(address)
  const service = `${[...address.lines, `${address.postcode} ${address.city}`].join(', ')}, France`
  const lat = (43 + rng() * 6).toFixed(4)
  const east = -1.5 + rng() * 8
  const lon = `${Math.abs(east).toFixed(4)}° ${east < 0 ? 'O' : 'E'}`
  const invoice = `INV-FR-${issued.slice(0, 4)}${issued.slice(5, 7)}-${randomDigits(rng, 6)}`
  const account = `ACC-${randomDigits(rng, 7)}-${randomDigits(rng, 5)}-${randomDigits(rng, 2)}`
  const kit = `${randomDigits(rng, 1)}${randomLetters(rng, 3)}${randomDigits(rng, 8)}`
  const card = randomDigits(rng, 4)
  const charged = addDays(issued, randomInt(rng, 1, 3))
  const monthly = [4000, 4900, 3900, 4500][k]
  const rental = rng() < 0.5 ? 1000 : 0
  const ttc = monthly + rental
  const ht = Math.round(ttc / 1.2)
  const brand = hex(op.color)
  const ink = hex('#1f2227')
  const soft = hex('#6a6f78')
  const rule = hex('#d7dae0')

  const {doc, fonts} = await newDocument({author: op.name, creator: 'Billing Platform', date: issued, producer: 'Invoice Renderer 4.2', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Wordmark and the invoice references.
  s.path('M 0 22 Q 22 -4 44 22', L, 48, {lineWidth: 2.2, stroke: brand})
  s.circle(L + 22, 60, 4, {fill: brand})
  s.text(op.mark, L + 54, 62, {color: brand, font: H.bold, size: 20})
  s.text('FACTURE', R, 50, {align: 'right', color: ink, font: H.bold, size: 18})
  const refs: [string, string][] = [
    ['N° de facture', invoice],
    ['Date de facture', issued],
    ['N° de compte', account],
    ['Devise', 'EUR'],
  ]
  refs.forEach(([label, value], i) => {
    s.text(label, 372, 72 + i * 13, {color: soft, size: 8})
    s.text(value, R, 72 + i * 13, {align: 'right', color: ink, font: i === 1 ? H.bold : H.regular, size: 8.4})
  })

  // Billed to, and the service address.
  let y = 148
  s.text('Facturé à', L, y, {color: soft, font: H.bold, size: 8})
  s.lines([customer, ...billed], L, y + 15, {color: ink, leading: 12.5, size: 10})
  s.text('Adresse de service', 300, y, {color: soft, font: H.bold, size: 8})
  s.paragraph(service, 300, y + 15, R - 300, {color: ink, leading: 11.5, size: 8.6})
  s.text(`Position du terminal : ${lat}° N, ${lon}`, 300, y + 52, {color: soft, size: 7.8})
  s.text(`N° de série du kit : ${kit}`, 300, y + 64, {color: soft, size: 7.8})

  // The amount due, paid by card.
  y = 250
  s.box(L, y, R - L, 46, {fill: brand})
  s.text('Total de la facture TTC', L + 14, y + 19, {color: WHITE, font: H.bold, size: 10})
  s.text(`Payé par carte **** ${card} le ${charged.slice(8, 10)}/${charged.slice(5, 7)}/${charged.slice(0, 4)}`, L + 14, y + 35, {color: WHITE, size: 8.2})
  s.text(euroSpace(ttc), R - 14, y + 30, {align: 'right', color: WHITE, font: H.bold, size: 18})

  // The lines.
  y += 70
  s.text('Détail', L, y, {color: ink, font: H.bold, size: 11})
  const rows: string[][] = [[`Abonnement ${op.plan}`, `${shortDate(issued)} - ${shortDate(periodEnd)}`, '1', euroSpace(Math.round(monthly / 1.2)), '20 %', euroSpace(monthly)]]
  if (rental) rows.push(['Location du kit (terminal et routeur)', `${shortDate(issued)} - ${shortDate(periodEnd)}`, '1', euroSpace(Math.round(rental / 1.2)), '20 %', euroSpace(rental)])
  rows.push(['Données prioritaires supplémentaires', '-', '0', euroSpace(0), '20 %', euroSpace(0)])
  y = s.table({
    columns: [{width: 170}, {width: 120}, {align: 'center', width: 30}, {align: 'right', width: 64}, {align: 'center', width: 40}, {align: 'right', width: R - L - 424}],
    font: H.regular,
    header: [['Description', 'Période de service', 'Qté', 'Prix HT', 'TVA', 'Montant TTC']],
    headerFont: H.bold,
    rowHeight: 20,
    rowRules: true,
    rows,
    ruleColor: rule,
    size: 8.2,
    x: L,
    y: y + 8,
  })
  s.hline(L, R, y, {color: rule})

  const totals: [string, string][] = [
    ['Sous-total HT', euroSpace(ht)],
    ['TVA France 20 %', euroSpace(ttc - ht)],
    ['Total TTC', euroSpace(ttc)],
    ['Montant payé', `-${euroSpace(ttc)}`],
    ['Solde dû', euroSpace(0)],
  ]
  totals.forEach(([label, value], i) => {
    const bold = label === 'Total TTC'
    s.text(label, 380, y + 18 + i * 15, {color: bold ? ink : soft, font: bold ? H.bold : H.regular, size: 8.6})
    s.text(value, R, y + 18 + i * 15, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 8.6})
  })

  y += 110
  s.paragraph(
    `Votre abonnement est facturé d'avance chaque mois à la date anniversaire de votre activation. Le prochain prélèvement sur votre carte interviendra le ${shortDate(addDays(periodEnd, 1))}. Pour toute question sur cette facture, connectez-vous à votre compte client, rubrique Assistance. En cas de litige non résolu, vous pouvez saisir gratuitement le Médiateur des communications électroniques.`,
    L,
    y,
    R - L,
    {color: soft, leading: 11, size: 8},
  )
  s.hline(L, R, 786, {color: rule})
  s.paragraph(op.legal, L, 798, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: billed.join(', '), date_emission: issued, emetteur: op.mark, titulaire: customer},
    layout: 'facture_domicile/internet-satellite',
    notes: [
      "a satellite internet operator's monthly invoice (a company established abroad billing French VAT): the wordmark at the top left, references as label / value lines at the right",
      'the invoice date in ISO form ("2028-03-14"); the customer as typed at subscription ("Thomas Gautier", mixed case, no civility) over the address as typed',
      "decoys: the service address with the terminal's GPS position, the kit's serial number, the service period and the next charge (abbreviated months), the card payment's date, the invoice and account numbers, the foreign registered office",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
