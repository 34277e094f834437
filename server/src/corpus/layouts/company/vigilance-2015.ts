/**
 * The Urssaf attestation de vigilance of the mid-2010s (invented office, real wording): labels in
 * capitals with a colon and the value after it ("RAISON SOCIALE : ...", "N° SIRET : ..."), the
 * address on two lines under its label's line, a "Date d'édition" with an abbreviated month
 * ("le 15 oct. 2026"), the security code in a box with the label above, and the period of the
 * last declarations as a decoy.
 */
import {addMonths, endOf} from '../../../validation/dates.js'
import {addressText} from '../../facts.js'
import {dmy, siretGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {DIGITS, code, int, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, printedSiret, type LayoutResult} from '../common.js'

const SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** "15 oct. 2026": the month abbreviated with a dot, as many editing systems print it. */
function shortFr(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d} ${SHORT[m - 1]} ${y}`
}

function securityCode(rng: Rng): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let out = ''
  for (let i = 0; i < 15; i++) out += alphabet[Math.floor(rng() * alphabet.length)]
  return out
}

export async function vigilance2015(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const siret = printedSiret(facts, params)
  const security = securityCode(rng)
  const until = endOf(addMonths(issued, -1).slice(0, 7))
  const blue = hex('#003d7a')
  const pdf = await PdfBuilder.create({author: 'Urssaf', creator: 'urssaf.fr', date: issued, title: 'Attestation de vigilance'})
  const page = pdf.addPage()

  page.text(50, 58, 'Urssaf', {color: blue, font: 'sansBold', size: 20})
  page.text(50, 71, 'Centre-Val de Loire', {color: blue, size: 8.5})
  page.text(545, 52, `Date d'édition : le ${shortFr(issued)}`, {align: 'right', size: 9})
  page.text(545, 64, `Page 1/1`, {align: 'right', color: GREY, size: 8})

  page.text(297, 120, 'ATTESTATION DE VIGILANCE', {align: 'center', color: blue, font: 'sansBold', size: 15})
  page.text(297, 136, '(Articles L.243-15, D.243-15 et R.243-15 du Code de la Sécurité Sociale)', {align: 'center', color: GREY, size: 8.5})

  page.rect(50, 160, 495, 118, {lineWidth: 0.6, stroke: GREY})
  page.text(60, 178, "IDENTIFICATION DE L'ENTREPRISE", {font: 'sansBold', size: 9.5})
  page.text(60, 198, 'RAISON SOCIALE :', {font: 'sansBold', size: 9})
  page.text(170, 198, company.name, {size: 9.5})
  page.text(60, 214, 'N° SIRET :', {font: 'sansBold', size: 9})
  page.text(170, 214, siretGrouped(siret), {size: 9.5})
  page.text(60, 230, 'ADRESSE :', {font: 'sansBold', size: 9})
  let ay = 230
  for (const line of [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]) {
    page.text(170, ay, line, {size: 9.5})
    ay += 12
  }

  page.text(60, 270, `N° COMPTE : ${code(rng, DIGITS, 3)} ${code(rng, DIGITS, 13)}`, {color: GREY, size: 8})

  const statement = `L'Urssaf atteste que l'entreprise identifiée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales au ${dmy(until)}, au titre de la période d'emploi allant jusqu'au ${dmy(until)}.`
  let y = page.paragraph(50, 306, 495, statement, {after: 10, size: 10})
  y = page.paragraph(50, y, 495, `Dernier effectif déclaré : ${int(rng, 1, 9)} salarié(s). Masse salariale de la dernière période : ${int(rng, 8, 60)} ${code(rng, DIGITS, 3)},${code(rng, DIGITS, 2)} €.`, {after: 16, size: 10})

  page.rect(50, y, 240, 44, {lineWidth: 0.8, stroke: blue})
  page.text(60, y + 14, 'Code de sécurité', {color: GREY, size: 8})
  page.text(60, y + 33, security, {font: 'monoBold', size: 12})
  y = page.paragraph(50, y + 64, 495, "Ce code permet à votre donneur d'ordre de vérifier l'authenticité de la présente attestation sur www.urssaf.fr.", {after: 20, size: 9})
  page.text(330, y + 10, 'Le Directeur', {size: 10})
  page.signature(340, y + 18, rng, 90)
  page.text(297, 812, `Urssaf Centre-Val de Loire - Place du Général de Gaulle - 45000 Orléans - réf. ${code(rng, DIGITS, 9)}`, {align: 'center', color: GREY, size: 7})

  const address = addressText(company.address, 'as-is')
  return {
    fields: {adresse: address, code_securite: security, date_emission: issued, denomination: company.name, siret},
    layout: 'attestation_vigilance/urssaf-2015',
    notes: [
      'labels in capitals with a colon ("RAISON SOCIALE :", "N° SIRET :", "ADRESSE :"), the address continuing under its first line',
      'issue date "Date d\'édition : le 15 oct. 2026" (month abbreviated with a dot)',
      'security code in a box, label above value; the "à jour" date and period as decoys',
    ],
    pdf: await pdf.save(),
    printed: {upToDateStatement: true},
    type: 'attestation_vigilance',
  }
}
