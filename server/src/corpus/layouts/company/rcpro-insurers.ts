/**
 * A professional liability certificate (type `attestation_rc_pro`) in the style of the specialty
 * and general insurers (invented name, real wording): "Nous soussignés ... attestons que" with the
 * insured in a labelled block, the contract's original inception date ("Date d'effet du contrat")
 * as a decoy before the certificate's own period, written in words inside a sentence ("pour la
 * période du 1er janvier 2026 au 31 décembre 2026 inclus"), the insured activities as a list under
 * their label, and limits in a table of amounts with no-break spaces.
 */
import {addDays, addMonths} from '../../../validation/dates.js'
import {addressText, companyWithForm} from '../../facts.js'
import {dmy, euros, longFr, sirenGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {DIGITS, code, int, pick, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {printedSiren, stringParam, type LayoutResult} from '../common.js'

export async function rcproSentence(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const year = facts.asOf.slice(0, 4)
  const start = stringParam(params, 'periodStart') ?? `${year}-01-01`
  const end = stringParam(params, 'periodEnd') ?? `${year}-12-31`
  const explicit = stringParam(params, 'issueDate')
  const candidate = addDays(start, -int(rng, 2, 15))
  const issued = explicit ?? (candidate > facts.asOf ? addDays(facts.asOf, -int(rng, 2, 20)) : candidate)
  const inception = `${addMonths(start, -12 * int(rng, 1, 5)).slice(0, 7)}-01`
  const siren = printedSiren(facts, params)
  const insurer = 'Orvalis Assurances'
  const policy = `OR-RCP-${code(rng, DIGITS, 7)}`
  const insured = companyWithForm(company)
  const dark = hex('#0b2545')
  const pdf = await PdfBuilder.create({author: insurer, creator: 'Orvalis - Editique', date: issued, title: 'Attestation RC Professionnelle'})
  const page = pdf.addPage()

  page.rect(0, 0, page.width, 8, {fill: dark})
  page.text(50, 56, 'ORVALIS', {color: dark, font: 'serifBold', size: 22})
  page.text(50, 70, 'ASSURANCES', {color: GREY, size: 8})
  page.text(545, 48, 'Orvalis Assurances SA', {align: 'right', font: 'sansBold', size: 8})
  page.text(545, 58, '12 cours Michelet - 92800 Puteaux', {align: 'right', size: 7.5})
  page.text(545, 68, 'Tél. 01 70 36 12 00 - entreprises@orvalis.fr', {align: 'right', size: 7.5})

  page.text(297, 130, "ATTESTATION D'ASSURANCE", {align: 'center', font: 'sansBold', size: 14})
  page.text(297, 146, 'RESPONSABILITÉ CIVILE PROFESSIONNELLE', {align: 'center', color: dark, font: 'sansBold', size: 10.5})

  let y = page.paragraph(50, 190, 495, `Nous soussignés, ${insurer}, entreprise régie par le Code des assurances, attestons que :`, {after: 10, size: 10})
  const block: [string, string][] = [
    ['Raison sociale', insured],
    ['Adresse', addressText(company.address, 'as-is')],
    ['N° SIREN', sirenGrouped(siren)],
  ]
  for (const [label, value] of block) {
    page.text(70, y, `${label} :`, {font: 'sansBold', size: 9.5})
    page.text(170, y, value, {size: 9.5})
    y += 15
  }

  y = page.paragraph(50, y + 8, 495, `est titulaire du contrat d'assurance Responsabilité Civile Professionnelle n° ${policy}, souscrit par l'intermédiaire du Cabinet ${pick(rng, ['Delorme Courtage', 'ABC Assurances Conseil', 'Marchal & Associés'])}, dont la date d'effet initiale est fixée au ${dmy(inception)}.`, {after: 10, size: 10})
  y = page.paragraph(50, y, 495, `La garantie est accordée pour la période du ${longFr(start)} au ${longFr(end)} inclus, sous réserve du paiement de la prime et dans les limites des conditions générales et particulières du contrat.`, {after: 12, size: 10})

  page.text(50, y, 'Activités garanties :', {font: 'sansBold', size: 10})
  page.text(70, y + 15, `- ${company.activity}`, {size: 10})
  y += 40

  y = page.table(50, y, [
    {header: 'Nature des garanties', width: 285},
    {align: 'right', header: 'Montants garantis', width: 130},
    {align: 'right', header: 'Franchise', width: 80},
  ], [
    ['Responsabilité civile professionnelle (tous dommages confondus)', `${euros(pick(rng, [100_000_000, 200_000_000]), {decimals: false, sep: '\u00a0'})} par sinistre`, euros(pick(rng, [50_000, 100_000]), {decimals: false, sep: '\u00a0'})],
    ['dont dommages immatériels non consécutifs', `${euros(pick(rng, [30_000_000, 50_000_000]), {decimals: false, sep: '\u00a0'})} par année`, euros(pick(rng, [50_000, 100_000]), {decimals: false, sep: '\u00a0'})],
    ['Responsabilité civile exploitation', `${euros(800_000_000, {decimals: false, sep: '\u00a0'})} par sinistre`, '-'],
  ], {headerFill: hex('#e4e9f0'), size: 8.5})

  y = page.paragraph(50, y + 16, 495, "La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit.", {after: 16, size: 9})
  page.text(330, y + 6, `Fait à Puteaux, le ${dmy(issued)}`, {size: 10})
  page.text(330, y + 22, "Pour l'assureur, signé par délégation", {size: 9})
  page.signature(340, y + 30, rng, 90, dark)
  page.text(297, 810, `${insurer} - SA au capital de 98 000 000 € - 402 118 227 RCS Nanterre - Entreprise régie par le Code des assurances`, {align: 'center', color: GREY, size: 6.5})
  page.text(297, 820, `Réf. ${code(rng, DIGITS, 10)} - Edition du ${dmy(issued, '.')}`, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/sentence',
    notes: [
      'period in words inside a sentence: "pour la période du 1er janvier 2026 au 31 décembre 2026 inclus"',
      'the contract\'s original inception date ("date d\'effet initiale") as a decoy',
      'insured in a labelled block after "attestons que :"; activity as a dashed list item under its label',
    ],
    pdf: await pdf.save(),
    printed: {signedMarker: true},
    type: 'attestation_rc_pro',
  }
}
