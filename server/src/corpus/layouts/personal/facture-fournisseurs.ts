/**
 * Proofs of address (`facture_domicile`) of two more supplier families (invented names, real
 * layouts):
 * - an energy supplier's bill: the customer in the window-envelope block only, a references band
 *   of label-over-value cells ("N° de client | N° de facture | Date de facture | Montant TTC"),
 *   the site address under "Adresse du site de consommation :" on two lines, a payment deadline,
 *   a billing period and a next-bill date as decoys;
 * - an internet box provider's bill: "Facture du 3 nov. 2026" (month abbreviated with a dot),
 *   "Titulaire du compte : Mme Claire MARTIN", "Adresse d'installation :" with the address under
 *   it, a billing period starting the same day as the next month's, a direct debit date.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {euros} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {addressLines, civilFirstLast, envelopeName, issueDateOf, longDate, randomDigits, randomInt, readParams, slashDate, subjectOf, truthAddress} from './common.js'

const SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

function shortFr(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${SHORT[m - 1]} ${y}`
}

const money = (cents: number) => euros(cents, {sep: '\u00a0'})

// ---------------------------------------------------------------------------------------------

const HELIA = {legal: 'Hélia Énergies SA au capital de 1 120 000 000 € - 542 107 651 RCS Nanterre - 2 place Jean Millier, 92400 Courbevoie', name: 'Hélia Énergies'}

export async function energySupplierBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const red = hex('#d6001c')
  const pdf = await PdfBuilder.create({author: HELIA.name, creator: 'Hélia facturation', date: issued, title: 'Votre facture'})
  const page = pdf.addPage()

  page.circle(66, 60, 16, {fill: red})
  page.text(88, 58, 'Hélia', {color: red, font: 'sansBold', size: 18})
  page.text(88, 70, 'ÉNERGIES', {color: GREY, size: 7})
  page.text(50, 100, 'Service Clients Hélia Énergies', {size: 8})
  page.text(50, 110, 'TSA 21519 - 75901 PARIS CEDEX 15', {size: 8})
  page.text(50, 120, 'Du lundi au samedi de 8h à 20h : 09 70 80 69 69', {size: 8})

  const window = [envelopeName(name), ...addressLines(address, 'postal')]
  window.forEach((line, i) => page.text(330, 130 + i * 12, line, {size: 9.5}))

  page.text(50, 210, 'Votre facture', {font: 'sansBold', size: 18})
  page.text(50, 226, 'Électricité et gaz - Offre Verte Fixe', {color: GREY, size: 9})

  const cells: [string, string][] = [
    ['N° de client', randomDigits(rng, 10)],
    ['N° de facture', `${randomDigits(rng, 2)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`],
    ['Date de facture', slashDate(issued)],
    ['Montant TTC', money(randomInt(rng, 6_000, 24_000))],
  ]
  cells.forEach(([label, value], i) => {
    const x = 50 + i * 124
    page.rect(x, 244, 118, 42, {fill: hex('#f4f4f4')})
    page.text(x + 8, 260, label, {color: GREY, size: 7.5})
    page.text(x + 8, 277, value, {font: 'sansBold', size: 10})
  })

  const start = addDays(issued, -randomInt(rng, 31, 45))
  const end = addDays(start, 30)
  page.text(50, 316, `Période de consommation du ${slashDate(start)} au ${slashDate(end)}`, {size: 9})
  page.text(50, 330, `Date limite de paiement : ${slashDate(addDays(issued, 14))}`, {size: 9})
  page.text(50, 344, `Prochaine facture vers le ${longDate(addDays(issued, 61))}`, {size: 9})

  page.text(50, 376, 'Adresse du site de consommation :', {font: 'sansBold', size: 9})
  const site = addressLines(address)
  site.forEach((line, i) => page.text(50, 390 + i * 11, line, {size: 9}))
  page.text(330, 376, 'Point de livraison (PDL) :', {font: 'sansBold', size: 9})
  page.text(330, 390, randomDigits(rng, 14), {size: 9})

  const y = page.table(50, 450, [
    {header: 'Détail', width: 275},
    {align: 'right', header: 'Quantité', width: 70},
    {align: 'right', header: 'Prix unitaire', width: 70},
    {align: 'right', header: 'Montant HT', width: 80},
  ], [
    ['Abonnement électricité 6 kVA', '1 mois', money(1_547), money(1_547)],
    ['Consommation électricité heures pleines', `${randomInt(rng, 150, 400)} kWh`, '0,2068 €', money(randomInt(rng, 3_000, 8_000))],
    ['Contribution tarifaire d\'acheminement', '', '', money(randomInt(rng, 200, 600))],
    ['Accise sur l\'électricité', '', '', money(randomInt(rng, 500, 1_800))],
  ], {headerFill: hex('#eeeeee'), size: 8})
  page.paragraph(50, y + 20, 495, `Cette facture sera prélevée le ${slashDate(addDays(issued, 10))} sur votre compte bancaire. Pour toute réclamation, contactez notre service clients ; en cas de litige, vous pouvez saisir le médiateur national de l'énergie.`, {size: 8.5})
  page.text(297, 812, HELIA.legal, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {adresse: truthAddress(site), date_emission: issued, emetteur: HELIA.name, titulaire: window[0]},
    layout: 'facture_domicile/fournisseur-energie',
    notes: [
      'customer only in the window-envelope block (postal capitals)',
      '"Date de facture" in a band of label-over-value cells next to a client number, an invoice number and an amount',
      'site address under "Adresse du site de consommation :" on two or more lines',
      'consumption period, payment deadline, next bill and direct debit dates as decoys',
    ],
    pdf: await pdf.save(),
    type: 'facture_domicile',
  }
}

// ---------------------------------------------------------------------------------------------

const ONDE = {legal: 'Onde Télécom SAS au capital de 3 441 000 € - 421 938 861 RCS Paris - 16 rue de la Ville-l\'Évêque, 75008 Paris', name: 'Onde Télécom'}

export async function boxProviderBill(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const dark = hex('#222222')
  const pdf = await PdfBuilder.create({author: ONDE.name, creator: 'Onde facturation', date: issued, title: 'Facture'})
  const page = pdf.addPage()
  const holder = civilFirstLast(name)

  page.rect(50, 40, 80, 30, {fill: dark})
  page.text(90, 60, 'onde', {align: 'center', color: hex('#ffffff'), font: 'sansBold', size: 16})
  page.text(545, 52, `Facture n° ${randomDigits(rng, 10)}`, {align: 'right', font: 'sansBold', size: 10})
  page.text(545, 66, `Facture du ${shortFr(issued)}`, {align: 'right', size: 10})

  page.text(50, 110, `Identifiant : ${randomDigits(rng, 8)}`, {size: 8.5})
  page.text(50, 122, `Ligne : 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, {size: 8.5})
  page.text(50, 140, 'Titulaire du compte :', {color: GREY, size: 8.5})
  page.text(145, 140, holder, {font: 'sansBold', size: 9.5})

  page.text(50, 160, "Adresse d'installation :", {color: GREY, size: 8.5})
  const site = addressLines(address)
  site.forEach((line, i) => page.text(50, 173 + i * 11, line, {size: 9}))

  const window = [envelopeName(name), ...addressLines(address, 'postal')]
  window.forEach((line, i) => page.text(340, 130 + i * 12, line, {size: 9.5}))

  const start = addDays(issued, 1)
  page.text(50, 240, `Période de facturation : du ${slashDate(start)} au ${slashDate(addDays(start, 30))}`, {size: 9})
  page.text(50, 254, `Votre abonnement Onde Box Pop`, {size: 9})

  const monthly = randomInt(rng, 2_999, 4_999)
  const y = page.table(50, 274, [
    {header: 'Détail de votre facture', width: 335},
    {align: 'right', header: 'Montant HT', width: 80},
    {align: 'right', header: 'Montant TTC', width: 80},
  ], [
    ['Forfait Onde Box Pop', money(Math.round(monthly / 1.2)), money(monthly)],
    ['Option TV+ (remise 12 mois)', money(-250), money(-300)],
    ['Communications hors forfait', money(0), money(0)],
    ['Total', money(Math.round((monthly - 300) / 1.2)), money(monthly - 300)],
  ], {headerFill: hex('#eeeeee'), size: 8.5})
  page.text(50, y + 24, `Montant prélevé le ${slashDate(addDays(issued, 8))} sur le compte FR76 **** **** **** **** ***${randomDigits(rng, 1)} ${randomDigits(rng, 2)}`, {size: 8.5})
  page.paragraph(50, y + 44, 495, 'Retrouvez le détail de vos communications dans votre Espace Abonné. En cas de retard de paiement, des frais de 7,50 € pourront être appliqués.', {color: GREY, size: 8})
  page.text(297, 812, ONDE.legal, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {adresse: truthAddress(site), date_emission: issued, emetteur: ONDE.name, titulaire: holder},
    layout: 'facture_domicile/box-internet',
    notes: [
      'issue date "Facture du 3 nov. 2026": month abbreviated with a dot',
      'holder after "Titulaire du compte :"; address under "Adresse d\'installation :" and again in the window block',
      'billing period starting the day after the issue date; a debit date',
    ],
    pdf: await pdf.save(),
    type: 'facture_domicile',
  }
}
