/**
 * Proofs of address (`facture_domicile`): the first page of household bills as French suppliers
 * print them (electricity, gas, water, telecom), and a home insurance certificate, which lenders
 * accept too. Each issuer has its own structure: where the customer's name is (an unlabelled
 * window-envelope block, "Titulaire du contrat", "Abonné", "Souscripteur"), how the issue date is
 * written ("Facture du 6 octobre 2026", "Date d'émission : 06/10/2026", "Facture émise le
 * 06.10.2026", a grid column "Date de facture", "Fait à Lyon, le ..."), and how many other dates
 * and amounts compete with the ones that matter (due date, meter reading dates, billing period,
 * amounts HT/TTC, the tear-off payment slip, a cover period).
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {
  addressLines,
  civilFirstLast,
  dotDate,
  envelopeName,
  frAmount,
  frDecimal,
  issueDateOf,
  lastDayOf,
  longDate,
  MONTHS_FR,
  randomDigits,
  randomInt,
  randomLetters,
  readParams,
  slashDate,
  subjectOf,
  truthAddress,
} from './common.js'
import {barChart, GREY, hex, LIGHT, newDocument, saveDocument, Sheet, signaturePath, WHITE, wrap} from './draw.js'

/** Cents of a quantity at a unit price, rounded as billing software rounds each line. */
const lineCents = (quantity: number, unitEuros: number): number => Math.round(quantity * unitEuros * 100)

const MONTH_INITIALS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D']

/** Twelve months of consumption ending with the billed month, higher in winter (heating). */
function consumptionHistory(rng: () => number, lastMonth: number, base: number, winterFactor: number): {label: string; value: number}[] {
  const out: {label: string; value: number}[] = []
  for (let i = 11; i >= 0; i--) {
    const month = (((lastMonth - 1 - i) % 12) + 12) % 12
    const winter = Math.cos(((month + 0.5) / 12) * 2 * Math.PI) * 0.5 + 0.5
    out.push({label: MONTH_INITIALS[month], value: Math.round(base * (1 + winterFactor * winter) * (0.85 + rng() * 0.3))})
  }

  return out
}

// ---------------------------------------------------------------------------------------------
// Electricity: unlabelled envelope block, "Facture du <long date>", PDL, detail table, TIP slip.

const VOLTANE = {
  name: 'VOLTANE Énergie',
  legal: 'VOLTANE Énergie SA au capital de 48 250 000 € - RCS Lyon 512 983 117 - Siège social : 18 quai Perrache, 69002 Lyon - TVA FR 27 512983117',
  service: ['Service Clients VOLTANE Énergie', 'TSA 41027', '69921 LYON CEDEX 20'],
}

export async function electricityBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const orange = hex('#e8590c')
  const navy = hex('#1d2b4f')

  const invoiceNumber = `10 ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`
  const customerRef = `4 ${randomDigits(rng, 4)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const pdl = randomDigits(rng, 14)
  const meter = randomDigits(rng, 12)
  const kwh = randomInt(rng, 160, 540)
  const oldIndex = randomInt(rng, 8000, 60_000)
  const readOn = addDays(issued, -randomInt(rng, 2, 5))
  const readFrom = addDays(readOn, -30)
  const month = issued.slice(0, 7)
  const subscription = 1565
  const energy = lineCents(kwh, 0.1952)
  const excise = lineCents(kwh, 0.02998)
  const cta = 282
  const totalHt = subscription + energy + excise + cta
  const vat = Math.round(totalHt * 0.2)
  const totalTtc = totalHt + vat
  const dueDate = addDays(issued, 15)

  const envelopeLines = [envelopeName(name), ...addressLines(address, 'postal')]
  const siteLines = addressLines(address)

  const {doc, fonts} = await newDocument({creator: 'VOLTANE Facturation', date: issued, producer: 'VOLTANE Éditique 4.2', subject: 'Facture d’électricité', title: `Facture ${invoiceNumber.replaceAll(' ', '')}`, author: VOLTANE.name})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Logo: a bolt in a disc, then the brand.
  s.circle(58, 58, 20, {fill: orange})
  s.path('M 6 0 L -6 16 L 1 16 L -4 30 L 9 11 L 2 11 L 8 0 Z', 56, 41, {fill: WHITE})
  s.text('VOLTANE', 86, 58, {color: navy, font: H.bold, size: 22})
  s.text('É  N  E  R  G  I  E', 87, 70, {color: orange, font: H.bold, size: 8})

  s.lines([...VOLTANE.service, 'Tél. 09 69 32 15 15 (service gratuit + prix appel)', 'du lundi au vendredi de 8h à 20h', 'www.voltane-energie.fr'], 38, 100, {color: GREY, leading: 10, size: 7.5})

  // Window envelope: a return address in small print, then the customer (no label).
  s.text(`${VOLTANE.service.join(' - ')}`, 318, 128, {color: GREY, size: 5.5})
  s.lines(envelopeLines, 318, 146, {font: H.regular, leading: 12, size: 10})

  s.text(`Facture du ${longDate(issued)}`, 38, 196, {color: navy, font: H.bold, size: 16})
  s.labelled('N° de facture :', invoiceNumber, 38, 214, {color: GREY, size: 8.5})
  s.labelled('Référence client :', customerRef, 38, 226, {color: GREY, size: 8.5})
  s.labelled('Facture établie d’après :', 'relevé de votre compteur (index réel)', 38, 238, {color: GREY, size: 8.5})

  // Amount box.
  s.box(318, 232, 240, 70, {fill: hex('#fff1e6'), radius: 6})
  s.text('Montant TTC à payer', 330, 252, {color: navy, font: H.bold, size: 10})
  s.text(frAmount(totalTtc, ' ', true), 546, 256, {align: 'right', color: orange, font: H.bold, size: 20})
  s.text(`Prélevé à partir du ${slashDate(dueDate)} sur le compte`, 330, 274, {size: 7.5})
  s.text(`FR76 **** **** **** **** ***${randomDigits(rng, 1)} ${randomDigits(rng, 3)}`, 330, 285, {size: 7.5})
  s.text('Aucune démarche de votre part', 330, 295, {color: GREY, font: H.italic, size: 7})

  // Contract.
  s.box(38, 258, 262, Math.max(88, 320 + 10 * (siteLines.length - 1) + 10 - 258), {lineWidth: 0.6, radius: 4, stroke: hex('#c9c9c9')})
  s.text('Votre contrat', 48, 273, {color: navy, font: H.bold, size: 9.5})
  s.labelled('Offre :', 'Électricité Essentielle - option Base', 48, 287, {color: GREY, size: 8}, {font: H.bold})
  s.labelled('Puissance souscrite :', '6 kVA', 48, 298, {color: GREY, size: 8}, {font: H.bold})
  s.labelled('Point de livraison (PDL) :', pdl, 48, 309, {color: GREY, size: 8}, {font: H.bold})
  s.text('Lieu de consommation :', 48, 320, {color: GREY, size: 8})
  s.lines(siteLines, 141, 320, {leading: 10, size: 8})

  // Detail.
  s.text('Détail de votre facture', 38, 372, {color: navy, font: H.bold, size: 11})
  s.hline(38, 557, 377, {color: orange, width: 1.2})
  const consumptionPeriod = `du ${slashDate(readFrom)} au ${slashDate(readOn)}`
  const bottom = s.table({
    columns: [{width: 190}, {width: 110}, {align: 'right', width: 56}, {align: 'right', width: 60}, {align: 'right', width: 62}, {align: 'right', width: 41}],
    font: H.regular,
    header: [['Désignation', 'Période', 'Quantité', 'Prix unit. HT', 'Montant HT', 'TVA']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rowRules: true,
    ruleColor: hex('#d0d0d0'),
    rows: [
      ['Abonnement Base 6 kVA', `du ${slashDate(`${month}-01`)} au ${slashDate(lastDayOf(month))}`, '1 mois', '15,6500', frAmount(subscription), '20 %'],
      ['Consommation Base', consumptionPeriod, `${kwh} kWh`, '0,1952', frAmount(energy), '20 %'],
      ['Accise sur l’électricité', consumptionPeriod, `${kwh} kWh`, '0,02998', frAmount(excise), '20 %'],
      ['Contribution tarifaire d’acheminement', `du ${slashDate(`${month}-01`)} au ${slashDate(lastDayOf(month))}`, '', '', frAmount(cta), '20 %'],
    ],
    size: 7.5,
    x: 38,
    y: 386,
  })
  const totals: [string, string][] = [
    ['Total hors TVA', frAmount(totalHt, ' ', true)],
    ['TVA à 20 %', frAmount(vat, ' ', true)],
    ['Montant TTC', frAmount(totalTtc, ' ', true)],
  ]
  let y = bottom + 14
  for (const [i, [label, value]] of totals.entries()) {
    const last = i === totals.length - 1
    if (last) s.box(372, y - 10, 185, 15, {fill: navy})
    s.text(label, 378, y, {color: last ? WHITE : undefined, font: last ? H.bold : H.regular, size: 8.5})
    s.text(value, 552, y, {align: 'right', color: last ? WHITE : undefined, font: H.bold, size: 8.5})
    y += 15
  }

  // Meter and history.
  s.text('Relevé de votre compteur', 38, bottom + 14, {color: navy, font: H.bold, size: 9})
  s.lines(
    [`Compteur n° ${meter}`, `Ancien index : ${oldIndex} kWh (réel, ${slashDate(readFrom)})`, `Nouvel index : ${oldIndex + kwh} kWh (réel, ${slashDate(readOn)})`, `Consommation : ${kwh} kWh`],
    38,
    bottom + 27,
    {leading: 10.5, size: 7.5},
  )
  const history = consumptionHistory(rng, Number(readOn.slice(5, 7)), kwh, 0.6)
  history[11].value = kwh
  s.text('Votre consommation sur 12 mois (kWh)', 38, bottom + 82, {color: navy, font: H.bold, size: 8.5})
  barChart(s, {h: 70, w: 300, x: 38, y: bottom + 90}, history.map((h, i) => ({...h, highlight: i === 11})), {color: hex('#f7b68a'), font: H.regular, highlight: orange})

  // Tear-off payment slip (TIP SEPA) repeating the customer and the amount.
  const tip = 706
  s.hline(20, 575, tip, {color: GREY, dash: [3, 3], width: 0.6})
  s.text('TIP SEPA', 38, tip + 20, {font: H.bold, size: 9})
  s.text('Si vous souhaitez payer par TIP, datez, signez et joignez un RIB lors du premier envoi.', 38, tip + 31, {color: GREY, size: 6.5})
  s.lines(envelopeLines, 38, tip + 46, {leading: 9, size: 7.5})
  s.labelled('Référence client', customerRef, 318, tip + 20, {color: GREY, size: 7.5})
  s.labelled('Montant', frAmount(totalTtc, ' ', true), 318, tip + 32, {color: GREY, size: 7.5}, {font: H.bold})
  s.text(`${VOLTANE.service[0]} - ${VOLTANE.service[1]} - ${VOLTANE.service[2]}`, 318, tip + 46, {size: 7})
  s.text(`${randomDigits(rng, 10)} ${randomDigits(rng, 8)} ${randomDigits(rng, 12)} ${randomDigits(rng, 4)}`, 318, tip + 96, {font: fonts.courier.regular, size: 8})

  s.paragraph(VOLTANE.legal, 38, 820, 520, {color: GREY, size: 5.5})

  return {
    fields: {adresse: truthAddress(envelopeLines.slice(1)), date_emission: issued, emetteur: VOLTANE.name, titulaire: envelopeLines[0]},
    layout: 'facture_domicile/electricite',
    notes: [
      'customer name and address only in the unlabelled window-envelope block (postal upper case, no accents), repeated on the tear-off slip',
      'issue date written "Facture du <day month year>", competing with meter reading, billing period and debit dates',
      'site address printed a second time in mixed case after "Lieu de consommation"',
      'issuer SIREN and VAT number in the legal footer',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}

// ---------------------------------------------------------------------------------------------
// Gas: a coloured band, "Date d'émission : dd/mm/yyyy", labelled holder and a consumption
// address over several lines, the m³ to kWh conversion.

const GAZELIA = {
  name: 'Gazélia',
  legal:
    'Gazélia SAS au capital de 6 500 000 € - 821 447 590 RCS Nanterre - Siège social : 41 avenue Georges Clemenceau, 92000 Nanterre. Médiateur national de l’énergie : en cas de litige non résolu par notre service réclamations sous deux mois, vous pouvez le saisir gratuitement.',
}

export async function gasBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const blue = hex('#0b4f6c')
  const teal = hex('#20a39e')

  const invoiceNumber = `GZ${issued.slice(2, 4)}${issued.slice(5, 7)}${randomDigits(rng, 7)}`
  const customer = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const contract = `GN-${randomDigits(rng, 7)}-01`
  const pce = `GI${randomDigits(rng, 6)}`
  const cubic = randomInt(rng, 18, 140)
  const coefficient = 11.23
  const kwh = Math.round(cubic * coefficient)
  const startIndex = randomInt(rng, 1000, 9000)
  const periodEnd = addDays(issued, -randomInt(rng, 3, 8))
  const periodStart = addDays(periodEnd, -29)
  const subscription = 2087
  const energy = lineCents(kwh, 0.1047)
  const excise = lineCents(kwh, 0.01637)
  const cta = 371
  const totalHt = subscription + energy + excise + cta
  const vat = Math.round(totalHt * 0.2)
  const totalTtc = totalHt + vat
  const due = addDays(issued, 14)

  const holder = civilFirstLast(name)
  const blockLines = [...address.lines, `${address.postcode} ${address.city.toLocaleUpperCase('fr-FR')}`]

  const {doc, fonts} = await newDocument({author: GAZELIA.name, creator: 'Gazélia - chaîne éditique', date: issued, producer: 'PDFlib+PDI 9.3.1 (Linux x86_64)', title: `Facture ${invoiceNumber}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Band with the flame logo.
  s.box(0, 0, s.width, 78, {fill: blue})
  s.path('M 14 0 C 20 10 30 16 28 30 C 27 40 20 46 14 46 C 6 46 0 40 0 31 C 0 22 8 18 9 10 C 12 16 13 19 16 21 C 18 14 16 7 14 0 Z', 36, 16, {fill: teal})
  s.text('Gazélia', 74, 46, {color: WHITE, font: H.bold, size: 24})
  s.text('le gaz naturel, simplement', 75, 58, {color: hex('#bfe3e1'), font: H.italic, size: 8})
  s.text('Votre facture de gaz naturel', 557, 40, {align: 'right', color: WHITE, font: H.bold, size: 13})
  s.text(`Facture n° ${invoiceNumber}`, 557, 54, {align: 'right', color: hex('#bfe3e1'), size: 8.5})

  s.labelled('Date d’émission :', slashDate(issued), 36, 104, {font: H.bold, size: 9.5}, {font: H.regular})
  s.labelled('Période de facturation :', `du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, 36, 117, {font: H.bold, size: 8.5}, {font: H.regular})

  // Envelope block: holder name as civility + given name + SURNAME, city in capitals.
  s.lines([holder, ...blockLines], 330, 122, {leading: 12.5, size: 10})

  // References: the holder across the box, then the numbers on the left and the consumption
  // address on the right (its lines wrapped to the column). The background is sized first.
  const refTop = 140
  const holderLines = wrap(holder, 230, H.bold, 8.5)
  const columnsTop = refTop + 44 + 10 * holderLines.length + 6
  const siteLines = addressLines(address).flatMap((line) => wrap(line, 128, H.regular, 8.5))
  const refs: [string, string][] = [
    ['N° client', customer],
    ['N° de contrat', contract],
    ['PCE (point de comptage)', pce],
  ]
  s.box(36, refTop, 250, Math.max(150, Math.max(columnsTop + 24 * refs.length, columnsTop + 10 + 10.5 * siteLines.length) - refTop), {fill: hex('#eef6f6')})
  s.text('Vos références', 46, refTop + 18, {color: blue, font: H.bold, size: 10})
  s.text('Titulaire du contrat', 46, refTop + 34, {color: GREY, size: 7.5})
  s.lines(holderLines, 46, refTop + 44, {font: H.bold, leading: 10, size: 8.5})
  let y = columnsTop
  for (const [label, value] of refs) {
    s.text(label, 46, y, {color: GREY, size: 7.5})
    s.text(value, 46, y + 10, {font: H.bold, size: 8.5})
    y += 24
  }

  s.text('Adresse du point de consommation', 150, columnsTop, {color: GREY, size: 7.5})
  s.lines(siteLines, 150, columnsTop + 10, {leading: 10.5, size: 8.5})

  // Amount.
  s.box(330, 214, 227, 76, {lineWidth: 1.5, stroke: teal})
  s.text('Montant TTC à payer', 342, 234, {color: blue, font: H.bold, size: 10.5})
  s.text(frAmount(totalTtc, '\u00A0', true), 545, 262, {align: 'right', color: blue, font: H.bold, size: 22})
  s.text(`à régler avant le ${slashDate(due)} - prélèvement automatique`, 342, 281, {size: 7.5})

  // Meter and conversion.
  s.text('Vos index et votre consommation', 36, 320, {color: blue, font: H.bold, size: 10})
  const afterIndex = s.table({
    columns: [{width: 86}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 90}, {align: 'right', width: 93}],
    font: H.regular,
    frame: true,
    header: [['Compteur', 'Index début (m³)', 'Index fin (m³)', 'Volume (m³)', 'Coef. conversion', 'Énergie (kWh)']],
    headerFill: hex('#d8ecec'),
    headerFont: H.bold,
    rows: [[randomDigits(rng, 8), `${startIndex} (R)`, `${startIndex + cubic} (R)`, String(cubic), String(coefficient).replace('.', ','), String(kwh)]],
    size: 8,
    verticalRules: true,
    x: 36,
    y: 328,
  })
  s.text('R : index relevé par le distributeur   E : index estimé   A : auto-relevé', 36, afterIndex + 10, {color: GREY, size: 6.5})

  s.text('Détail de la facture', 36, afterIndex + 36, {color: blue, font: H.bold, size: 10})
  const detailBottom = s.table({
    columns: [{width: 260}, {align: 'right', width: 80}, {align: 'right', width: 80}, {align: 'right', width: 101}],
    font: H.regular,
    header: [['', 'Quantité', 'Prix unitaire HT', 'Montant HT (€)']],
    headerFont: H.bold,
    rowRules: true,
    ruleColor: hex('#cfe3e3'),
    rows: [
      [`Abonnement du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, '1', '20,87', frAmount(subscription)],
      ['Consommation gaz naturel', `${kwh} kWh`, '0,1047', frAmount(energy)],
      ['Accise sur les gaz naturels', `${kwh} kWh`, '0,01637', frAmount(excise)],
      ['Contribution tarifaire d’acheminement (CTA)', '', '', frAmount(cta)],
      [{font: H.bold, text: 'Total HT'}, '', '', {font: H.bold, text: frAmount(totalHt)}],
      ['TVA 20 %', '', '', frAmount(vat)],
      [{font: H.bold, text: 'Total TTC'}, '', '', {font: H.bold, text: frAmount(totalTtc)}],
    ],
    size: 8,
    x: 36,
    y: afterIndex + 44,
  })

  const history = consumptionHistory(rng, Number(periodEnd.slice(5, 7)), kwh, 2.2)
  history[11].value = kwh
  s.text('Historique de consommation (kWh)', 36, detailBottom + 30, {color: blue, font: H.bold, size: 9})
  barChart(s, {h: 80, w: 260, x: 36, y: detailBottom + 38}, history.map((h, i) => ({...h, highlight: i === 11})), {color: hex('#9fd3d1'), font: H.regular, highlight: blue})
  s.box(330, detailBottom + 22, 227, 100, {fill: hex('#f4f4f4')})
  s.text('Bon à savoir', 342, detailBottom + 40, {color: blue, font: H.bold, size: 9})
  s.paragraph(
    `Votre prochaine facture sera établie en ${MONTHS_FR[Number(addDays(issued, 31).slice(5, 7)) - 1]} d’après un index relevé ou estimé. Pour suivre votre consommation ou transmettre un auto-relevé, rendez-vous dans votre espace client ou appelez le 09 72 01 33 80 (appel non surtaxé).`,
    342,
    detailBottom + 54,
    204,
    {leading: 10, size: 7.5},
  )

  s.hline(36, 557, 790, {color: teal, width: 0.8})
  s.paragraph(GAZELIA.legal, 36, 802, 470, {color: GREY, leading: 7.5, size: 6})
  s.text('Page 1/2', 557, 802, {align: 'right', color: GREY, size: 7})

  return {
    fields: {adresse: truthAddress(blockLines), date_emission: issued, emetteur: GAZELIA.name, titulaire: holder},
    layout: 'facture_domicile/gaz',
    notes: [
      'issue date "Date d’émission : dd/mm/yyyy" next to a billing period and a due date',
      'holder labelled "Titulaire du contrat" with the value under the label; the consumption address under its label on 2-3 lines',
      'amount printed with a no-break space before the euro sign; issuer RCS number in the footer',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}

// ---------------------------------------------------------------------------------------------
// Water: a public-service style bill in Times, "Facture émise le dd.mm.yyyy", "Abonné", the
// three sections of a water bill with their own VAT rates.

const AQUAREL = {
  name: 'Aquarel Services des Eaux',
  legal: 'Aquarel Services des Eaux - SA d’économie mixte au capital de 2 400 000 € - 433 218 906 RCS Dijon - délégataire du service public de l’eau et de l’assainissement',
}

export async function waterBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const {doc, fonts} = await newDocument({author: AQUAREL.name, creator: 'OMEGA Facturation Eau', date: issued, producer: 'iText 5.5.13', title: 'Facture eau et assainissement'})
  const s = Sheet.add(doc, fonts)
  const R = fonts.times
  const H = fonts.helvetica
  const blue = hex('#1f5f99')

  const subscriber = `${randomDigits(rng, 6)}/${randomDigits(rng, 3)}`
  const invoiceNumber = `${issued.slice(0, 4)}-${randomDigits(rng, 6)}`
  const cubic = randomInt(rng, 18, 70)
  const readOn = addDays(issued, -randomInt(rng, 10, 25))
  const previousRead = addDays(readOn, -182)
  const startIndex = randomInt(rng, 200, 2400)
  const lines: {section: string; items: [string, string, string, number, string][]}[] = [
    {
      items: [
        ['Abonnement (semestre)', '1', '24,5000', 2450, '5,5'],
        ['Consommation', `${cubic} m³`, '1,8420', lineCents(cubic, 1.842), '5,5'],
      ],
      section: 'DISTRIBUTION DE L’EAU POTABLE',
    },
    {
      items: [
        ['Abonnement assainissement', '1', '18,0000', 1800, '10'],
        ['Collecte et traitement', `${cubic} m³`, '1,6150', lineCents(cubic, 1.615), '10'],
      ],
      section: 'COLLECTE ET TRAITEMENT DES EAUX USÉES',
    },
    {
      items: [
        ['Agence de l’eau : lutte contre la pollution', `${cubic} m³`, '0,3300', lineCents(cubic, 0.33), '5,5'],
        ['Agence de l’eau : modernisation des réseaux', `${cubic} m³`, '0,1600', lineCents(cubic, 0.16), '10'],
        ['Préservation des ressources en eau', `${cubic} m³`, '0,0850', lineCents(cubic, 0.085), '5,5'],
      ],
      section: 'ORGANISMES PUBLICS',
    },
  ]
  const all = lines.flatMap((l) => l.items)
  const ht = all.reduce((sum, i) => sum + i[3], 0)
  const vatLow = Math.round(all.filter((i) => i[4] === '5,5').reduce((sum, i) => sum + i[3], 0) * 0.055)
  const vatMid = Math.round(all.filter((i) => i[4] === '10').reduce((sum, i) => sum + i[3], 0) * 0.1)
  const ttc = ht + vatLow + vatMid
  const subscriberName = civilFirstLast(name)
  const blockLines = addressLines(address, 'postal')

  // Letterhead: a drop and the operator's name, centred title.
  s.path('M 12 0 C 16 8 24 16 24 24 C 24 31 18 36 12 36 C 6 36 0 31 0 24 C 0 16 8 8 12 0 Z', 40, 34, {fill: blue})
  s.text('AQUAREL', 72, 52, {color: blue, font: R.bold, size: 20})
  s.text('Services des Eaux', 72, 64, {color: blue, font: R.italic, size: 10})
  s.lines(['Agence clientèle', '3 rue Paul Cabet', '21000 DIJON', 'Accueil du lundi au vendredi 8h30-12h / 13h30-17h', 'Urgences 24h/24 : 03 80 75 22 40'], 40, 86, {font: R.regular, leading: 10, size: 8})

  s.text(envelopeName(name), 330, 130, {font: H.regular, size: 9.5})
  s.lines(blockLines, 330, 142, {font: H.regular, leading: 11.5, size: 9.5})

  s.text('FACTURE D’EAU ET D’ASSAINISSEMENT', s.width / 2, 226, {align: 'center', font: R.bold, size: 14})
  s.hline(40, 555, 234, {color: blue, width: 1})

  // Two columns of references: the label on the left, values aligned.
  const left: [string, string][] = [
    ['Facture émise le', dotDate(issued)],
    ['Facture n°', invoiceNumber],
    ['N° abonné', subscriber],
    ['Abonné', subscriberName],
  ]
  let y = 252
  for (const [label, value] of left) {
    s.text(label, 40, y, {font: R.regular, size: 9.5})
    s.text(`: ${value}`, 130, y, {font: R.bold, size: 9.5})
    y += 13
  }

  s.text('Adresse de desserte :', 320, 252, {font: R.regular, size: 9.5})
  s.lines(addressLines(address), 320, 265, {font: R.bold, leading: 12, size: 9.5})

  s.box(40, 318, 515, 40, {fill: hex('#e8f0f8')})
  s.text('Montant total TTC à payer', 52, 338, {font: R.bold, size: 12})
  s.text(frAmount(ttc, ' ', true), 543, 342, {align: 'right', font: R.bold, size: 16})
  s.text(`Date limite de paiement : ${dotDate(addDays(issued, 21))}`, 52, 351, {font: R.italic, size: 8.5})

  s.text(`Relevé du ${dotDate(readOn)} - index ${startIndex + cubic} m³ (précédent relevé du ${dotDate(previousRead)} : ${startIndex} m³)`, 40, 378, {font: R.regular, size: 9})

  y = 392
  const columns = [{width: 245}, {align: 'right' as const, width: 65}, {align: 'right' as const, width: 70}, {align: 'right' as const, width: 80}, {align: 'right' as const, width: 55}]
  y = s.table({columns, font: R.bold, header: [['Désignation', 'Quantité', 'Prix unit. HT', 'Montant HT', 'TVA %']], headerFill: hex('#d3e2f1'), rows: [], size: 8.5, x: 40, y})
  for (const block of lines) {
    y = s.table({columns, font: R.bold, rows: [[block.section, '', '', '', '']], size: 8.5, x: 40, y: y + 2})
    y = s.table({
      columns,
      font: R.regular,
      rows: block.items.map(([label, qty, unit, cents, rate]) => [`   ${label}`, qty, unit, frAmount(cents), rate]),
      rowHeight: 14,
      size: 8.5,
      x: 40,
      y,
    })
  }

  s.hline(40, 555, y + 4, {width: 0.6})
  const sums: [string, number][] = [
    ['Total HT', ht],
    ['TVA 5,5 %', vatLow],
    ['TVA 10 %', vatMid],
    ['TOTAL TTC', ttc],
  ]
  y += 18
  for (const [label, cents] of sums) {
    const strong = label === 'TOTAL TTC'
    s.text(label, 400, y, {font: strong ? R.bold : R.regular, size: strong ? 10.5 : 9})
    s.text(frAmount(cents, ' ', true), 555, y, {align: 'right', font: strong ? R.bold : R.regular, size: strong ? 10.5 : 9})
    y += 13
  }

  s.text(`Prix moyen du litre d’eau, toutes taxes comprises : ${frDecimal(ttc / 100 / (cubic * 1000), 4)} €`, 40, y + 6, {font: R.italic, size: 8.5})
  s.paragraph(
    'La qualité de l’eau distribuée fait l’objet d’un contrôle sanitaire régulier par l’Agence régionale de santé. Les résultats sont affichés en mairie et consultables sur le site du ministère chargé de la santé.',
    40,
    y + 26,
    515,
    {font: R.regular, leading: 10.5, size: 8.5},
  )

  s.hline(40, 555, 800, {color: blue, width: 0.5})
  s.paragraph(AQUAREL.legal, 40, 811, 515, {align: 'center', color: GREY, font: R.regular, size: 6.5})

  return {
    fields: {adresse: truthAddress(blockLines), date_emission: issued, emetteur: AQUAREL.name, titulaire: subscriberName},
    layout: 'facture_domicile/eau',
    notes: [
      'Times; issue date "Facture émise le dd.mm.yyyy" (dots), competing with the meter reading dates and the payment deadline',
      'holder labelled "Abonné" with a colon detached from the label; envelope block in postal upper case',
      'three VAT rates and many amounts in the table',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}

// ---------------------------------------------------------------------------------------------
// Telecom: two-column header ("Titulaire : ..." on the right), the issue date in a grid whose
// header row holds the labels and the next row the values, several phone lines and a mobile
// number that looks like an amount-free identifier.

const ONDALINE = {
  name: 'Ondaline',
  legal: 'Ondaline SAS au capital de 15 000 000 € - 790 412 663 RCS Paris - 12 rue de la Victoire, 75009 Paris - N° TVA FR 64 790412663 - Opérateur déclaré auprès de l’ARCEP',
}

export async function telecomBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const purple = hex('#5b2a86')
  const pink = hex('#e0457b')

  const account = randomDigits(rng, 10)
  const invoiceNumber = `FA${issued.slice(2, 4)}${issued.slice(5, 7)}${randomDigits(rng, 8)}`
  const landline = `03 ${randomInt(rng, 80, 86)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const mobile = `06 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const periodEnd = addDays(issued, 30)
  const offQuota = randomInt(rng, 0, 1) === 1 ? randomInt(rng, 49, 690) : 0
  const items: [string, string, number][] = [
    ['Forfait Fibre Essentielle 1 Gbit/s', `du ${slashDate(issued)} au ${slashDate(periodEnd)}`, 2999],
    ['Option Bouquet TV 80 chaînes', `du ${slashDate(issued)} au ${slashDate(periodEnd)}`, 500],
    [`Forfait mobile 100 Go - ${mobile}`, `du ${slashDate(issued)} au ${slashDate(periodEnd)}`, 1299],
    ['Communications hors forfait', 'voir détail page 2', offQuota],
    ['Remise fidélité 24 mois', '', -500],
  ]
  const ttc = items.reduce((sum, [, , cents]) => sum + cents, 0)
  const ht = Math.round(ttc / 1.2)
  const vat = ttc - ht
  const debit = addDays(issued, 10)
  const holder = civilFirstLast(name)
  const blockLines = addressLines(address)

  const {doc, fonts} = await newDocument({author: ONDALINE.name, creator: 'Ondaline Billing', date: issued, producer: 'Apache FOP Version 2.8', title: `Facture ${invoiceNumber}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Left column: logo and document title.
  s.circle(52, 52, 14, {fill: purple})
  s.circle(70, 52, 14, {fill: pink})
  s.circle(61, 52, 6, {fill: WHITE})
  s.text('ondaline', 92, 60, {color: purple, font: H.bold, size: 24})
  s.text('Facture', 40, 104, {font: H.bold, size: 20})
  s.text('Internet & Mobile', 40, 120, {color: GREY, size: 11})

  // Right column: who the bill is for, labelled.
  const rx = 330
  s.labelled('Titulaire :', holder, rx, 48, {color: GREY, size: 9}, {font: H.bold})
  s.labelled('N° de compte client :', account, rx, 61, {color: GREY, size: 9}, {font: H.bold})
  s.labelled('Ligne fixe :', landline, rx, 74, {color: GREY, size: 9}, {font: H.bold})
  s.labelled('Espace client :', 'moncompte.ondaline.fr', rx, 87, {color: GREY, size: 9})

  // Grid: labels in the header row, values below.
  s.table({
    columns: [{align: 'center', width: 100}, {align: 'center', width: 120}, {align: 'center', width: 180}, {align: 'center', width: 117}],
    font: H.regular,
    frame: true,
    header: [['Date de facture', 'N° de facture', 'Période de facturation', 'Montant TTC']],
    headerColor: WHITE,
    headerFill: purple,
    headerFont: H.bold,
    rows: [[slashDate(issued), invoiceNumber, `du ${slashDate(issued)} au ${slashDate(periodEnd)}`, {font: H.bold, text: frAmount(ttc, ' ', true)}]],
    rowHeight: 20,
    size: 9,
    verticalRules: true,
    x: 40,
    y: 142,
  })

  // Envelope window lower than usual (a C5 envelope folded in two).
  s.lines([holder, ...blockLines], rx, 224, {leading: 12, size: 10})

  s.text('Récapitulatif de votre facture', 40, 230, {color: purple, font: H.bold, size: 11})
  s.text(`Prélèvement automatique le ${slashDate(debit)}`, 40, 246, {size: 8.5})
  s.text(`sur le compte FR76 XXXX XXXX XXXX XXXX XXXX ${randomDigits(rng, 3)}`, 40, 257, {size: 8.5})

  const tableBottom = s.table({
    columns: [{width: 250}, {width: 170}, {align: 'right', width: 97}],
    font: H.regular,
    header: [['Abonnements, options et consommations', 'Période', 'Montant TTC (€)']],
    headerFill: hex('#efe8f5'),
    headerFont: H.bold,
    rowRules: true,
    ruleColor: hex('#dcd0e8'),
    rows: items.map(([label, period, cents]) => [label, period, frAmount(cents)]),
    rowHeight: 17,
    size: 8.5,
    x: 40,
    y: 300,
  })
  const summary: [string, string][] = [
    ['Total HT', frAmount(ht)],
    ['TVA 20 %', frAmount(vat)],
    ['Total TTC', frAmount(ttc)],
  ]
  let y = tableBottom + 16
  for (const [label, value] of summary) {
    const strong = label === 'Total TTC'
    s.text(label, 420, y, {font: strong ? H.bold : H.regular, size: strong ? 10 : 8.5})
    s.text(value, 554, y, {align: 'right', font: strong ? H.bold : H.regular, size: strong ? 10 : 8.5})
    y += 14
  }

  s.box(40, y + 10, 517, 70, {fill: hex('#f7f3fa'), radius: 5})
  s.text('Votre équipement', 52, y + 28, {color: purple, font: H.bold, size: 9})
  s.lines(
    [`Box Ondaline Ultra - n° de série ${randomLetters(rng, 3)}${randomDigits(rng, 9)}`, 'Décodeur TV 4K - mis à disposition, à restituer en fin de contrat', `Engagement jusqu’au ${slashDate(addDays(issued, randomInt(rng, 60, 400)))}`],
    52,
    y + 42,
    {leading: 11, size: 8},
  )

  s.paragraph(
    'En cas de réclamation, contactez le service client au 39 70 (service gratuit + prix appel) ou par courrier : Ondaline Service Client, TSA 60022, 59781 LILLE CEDEX 9. Si la réponse ne vous satisfait pas, vous pouvez saisir le médiateur des communications électroniques.',
    40,
    y + 106,
    517,
    {color: GREY, leading: 10, size: 7.5},
  )

  s.hline(40, 557, 806, {color: hex('#cccccc'), width: 0.5})
  s.text(ONDALINE.legal, 40, 816, {color: GREY, size: 5.8})
  s.text('1/2', 557, 828, {align: 'right', color: GREY, size: 7})

  return {
    fields: {adresse: truthAddress(blockLines), date_emission: issued, emetteur: ONDALINE.name, titulaire: holder},
    layout: 'facture_domicile/telecom',
    notes: [
      'issue date only in a grid: the label "Date de facture" in the header row, the value in the row below, next to the billing period that starts the same day',
      'two-column header with "Titulaire :" on the right; the address block has no label',
      'phone numbers and a serial number that look like identifiers; a negative amount (discount)',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}

// ---------------------------------------------------------------------------------------------
// Home insurance certificate: accepted as a proof of address by most lenders, but no bill: an
// "attestation d'assurance" (the wording of the professional liability certificate) with the
// insured's name after "Souscripteur", the insured dwelling after "Adresse du risque", a cover
// period, and the issue date only in "Fait à Lyon, le <long date>".

const ALTEA = {
  name: 'ALTÉA Assurances',
  legal:
    'ALTÉA Assurances - Société d’assurance mutuelle à cotisations variables - Entreprise régie par le Code des assurances - Siège social : 27 quai Jean Moulin, 69002 Lyon - 779 838 366 RCS Lyon - Sous le contrôle de l’ACPR, 4 place de Budapest, 75009 Paris',
}

export async function homeInsuranceCertificate(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const red = hex('#b3262e')
  const policy = `MRH ${randomDigits(rng, 3)} ${randomDigits(rng, 4)} ${randomLetters(rng, 1)}`
  const member = `Sociétaire n° ${randomDigits(rng, 8)}`
  const year = Number(issued.slice(0, 4))
  // Policies renew on their anniversary; the current year of cover contains the issue date.
  const anniversary = `${issued.slice(5, 7) >= '04' ? year : year - 1}-04-01`
  const coverEnd = addDays(`${Number(anniversary.slice(0, 4)) + 1}-04-01`, -1)
  const insured = civilFirstLast(name)
  const risk = addressLines(address)
  const rooms = randomInt(rng, 1, 5)
  const tenant = rng() < 0.6

  const {doc, fonts} = await newDocument({author: ALTEA.name, creator: 'ALTÉA - Espace sociétaire', date: issued, producer: 'ALTÉA Éditique', title: `Attestation habitation ${policy}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Logo: a roof over the name.
  s.path('M 0 20 L 22 2 L 44 20 L 38 20 L 22 8 L 6 20 Z', 40, 34, {fill: red})
  s.text('ALTÉA', 92, 52, {color: red, font: H.bold, size: 20})
  s.text('Assurances', 93, 64, {color: GREY, font: H.italic, size: 9})
  s.text(member, 555, 46, {align: 'right', color: GREY, size: 8})

  s.text('ATTESTATION D’ASSURANCE HABITATION', s.width / 2, 128, {align: 'center', font: H.bold, size: 15})
  s.text('Contrat multirisque habitation - Responsabilité civile vie privée', s.width / 2, 145, {align: 'center', color: GREY, size: 9.5})

  let y = s.paragraph(
    `${ALTEA.name} atteste que ${insured} est titulaire d’un contrat d’assurance multirisque habitation n° ${policy}, en vigueur à la date de la présente attestation, garantissant le logement désigné ci-dessous.`,
    56,
    186,
    483,
    {leading: 14, size: 10},
  )

  const rows: [string, string][] = [
    ['Souscripteur', insured],
    ['Adresse du risque', risk.join(', ')],
    ['Nature du bien', `Appartement ou maison - ${rooms} pièce${rooms > 1 ? 's' : ''} principale${rooms > 1 ? 's' : ''} - résidence principale`],
    ['Qualité de l’assuré', tenant ? 'Locataire' : 'Propriétaire occupant'],
    ['Période de validité', `du ${slashDate(anniversary)} au ${slashDate(coverEnd)}`],
    ['Garanties souscrites', `Incendie et événements assimilés, dégâts des eaux, vol et vandalisme, bris de glace, catastrophes naturelles et technologiques, ${tenant ? 'responsabilité civile locative, ' : ''}responsabilité civile vie privée`],
  ]
  // A two-column grid whose value cells wrap (the address and the list of guarantees run long).
  const gridTop = y + 14
  y = gridTop
  for (const [label, value] of rows) {
    const lines = wrap(value, 313, H.regular, 8.5)
    const height = 12 * lines.length + 12
    s.text(label, 62, y + 15, {font: H.bold, size: 8.5})
    s.lines(lines, 216, y + 15, {leading: 12, size: 8.5})
    y += height
    s.hline(56, 539, y, {color: GREY, width: 0.4})
  }

  s.box(56, gridTop, 483, y - gridTop, {lineWidth: 0.6, stroke: GREY})
  s.vline(206, gridTop, y, {color: GREY, width: 0.4})

  y = s.paragraph(
    'La présente attestation ne constitue qu’une présomption de garantie. Elle ne peut engager l’assureur au-delà des limites et conditions du contrat auquel elle se réfère, et sous réserve du paiement des cotisations.',
    56,
    y + 26,
    483,
    {color: GREY, leading: 11.5, size: 8.5},
  )

  s.text(`Fait à Lyon, le ${longDate(issued)}`, 330, y + 34, {size: 10})
  s.text(`Pour ${ALTEA.name},`, 330, y + 52, {size: 9})
  s.text('le Directeur de la relation sociétaires', 330, y + 64, {size: 9})
  s.path(signaturePath(rng, 90), 345, y + 78, {lineWidth: 1, stroke: hex('#1b2a6b')})

  s.hline(56, 539, 790, {color: red, width: 0.6})
  s.paragraph(ALTEA.legal, 56, 802, 483, {align: 'center', color: GREY, leading: 8, size: 6.3})

  return {
    fields: {adresse: risk.join(', '), date_emission: issued, emetteur: ALTEA.name, titulaire: insured},
    layout: 'facture_domicile/assurance-habitation',
    notes: [
      'a home insurance certificate, not a bill: titled "ATTESTATION D’ASSURANCE" like the professional liability certificate',
      'holder after "Souscripteur" and in a sentence; dwelling address after "Adresse du risque" in one cell, wrapped where the cell ends; a cover period with two other dates',
      'issue date only in "Fait à Lyon, le <long date>"; insurer SIREN in the footer',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
