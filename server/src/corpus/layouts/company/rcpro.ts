/**
 * Professional liability insurance certificates (type `attestation_rc_pro`) from three invented
 * insurers: a French letter with the period inside a sentence, an English certificate from a
 * specialty insurer, and a mutual insurer's certificate with a table of guarantees and
 * anniversary dates.
 */
import {addDays, addMonths} from '../../../validation/dates.js'
import {addressText, companyWithForm} from '../../facts.js'
import {dmy, euros, longEn, sirenGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {DIGITS, UPPER, code, int, pick, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, printedSiren, stringParam, type LayoutResult} from '../common.js'

/** The cover period: `periodStart`/`periodEnd`, else the calendar year of the reference date. */
function period(facts: Facts, params: Record<string, unknown>, anniversary: boolean, rng: Rng): [string, string] {
  const start = stringParam(params, 'periodStart')
  const end = stringParam(params, 'periodEnd')
  if (start && end) return [start, end]
  if (!anniversary) return [`${facts.asOf.slice(0, 4)}-01-01`, `${facts.asOf.slice(0, 4)}-12-31`]
  const first = `${addMonths(facts.asOf, -int(rng, 1, 10)).slice(0, 7)}-01`
  return [first, addDays(addMonths(first, 12), -1)]
}

/** The date the certificate was issued: at most a few weeks after the start of cover, never after the reference date. */
function certificateDate(facts: Facts, params: Record<string, unknown>, start: string, rng: Rng): string {
  const explicit = stringParam(params, 'issueDate')
  if (explicit) return explicit
  const candidate = addDays(start, -int(rng, 3, 20))
  return candidate > facts.asOf ? issueDate(facts, params, rng) : candidate
}

// ---------------------------------------------------------------------------------------------

/** A French insurer's letter: "... est garantie ... valable du 01/01/2026 au 31/12/2026". */
export async function rcproLetter(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const [start, end] = period(facts, params, false, rng)
  const issued = certificateDate(facts, params, start, rng)
  const siren = printedSiren(facts, params)
  const policy = `RCP${code(rng, DIGITS, 7)}`
  const insurer = 'Altaïr Assurances'
  const red = hex('#a3162c')
  const pdf = await PdfBuilder.create({author: insurer, creator: 'Altaïr Assurances - Gestion', date: issued, title: 'Attestation d\'assurance'})
  const page = pdf.addPage()
  page.logo(50, 40, 'A', 'Altaïr', red, {shape: 'diamond', size: 36, sub: 'ASSURANCES'})
  page.text(545, 50, 'Altaïr Assurances SA', {align: 'right', font: 'sansBold', size: 8.5})
  page.text(545, 61, '41 rue de Châteaudun - 75009 Paris', {align: 'right', size: 8})
  page.text(545, 72, 'Entreprise régie par le code des assurances', {align: 'right', color: GREY, size: 7.5})

  page.text(297, 150, "ATTESTATION D'ASSURANCE", {align: 'center', font: 'sansBold', size: 15})
  page.text(297, 168, 'Responsabilité civile professionnelle', {align: 'center', color: red, font: 'sansBold', size: 11})

  const insured = companyWithForm(company)
  const activities = company.activity
  const paragraphs = [
    `Altaïr Assurances, dont le siège social est situé 41 rue de Châteaudun à Paris, atteste que la société ${insured}, SIREN ${sirenGrouped(siren)}, dont le siège est situé ${addressText(company.address, 'as-is')}, est titulaire du contrat d'assurance Responsabilité civile professionnelle n° ${policy}.`,
    `Ce contrat garantit les conséquences pécuniaires de la responsabilité civile que l'assurée peut encourir à l'égard des tiers du fait des activités suivantes : ${activities}.`,
    `La présente attestation est valable du ${dmy(start)} au ${dmy(end)}, sous réserve du paiement des cotisations. Elle ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère.`,
    `Montant de la garantie : ${euros(pick(rng, [150_000_000, 300_000_000, 500_000_000]), {decimals: false})} par sinistre et par année d'assurance, dont dommages immatériels non consécutifs : ${euros(pick(rng, [30_000_000, 50_000_000]), {decimals: false})}. Franchise : ${euros(pick(rng, [50_000, 75_000, 150_000]), {decimals: false})}.`,
  ]
  let y = 210
  for (const p of paragraphs) y = page.paragraph(50, y, 495, p, {after: 10, size: 10})
  page.text(330, y + 20, `Fait à Paris, le ${dmy(issued)}`, {size: 10})
  page.text(330, y + 36, 'Pour la compagnie, signature et cachet', {size: 9})
  page.signature(340, y + 44, rng, 90, hex('#1b2a6b'))
  page.stamp(450, y + 72, ['ALTAÏR ASSURANCES', 'SERVICE ENTREPRISES', 'PARIS'], red)
  page.text(297, 812, 'Altaïr Assurances SA au capital de 42 000 000 € - 552 118 743 RCS Paris - www.altair-assurances.fr', {align: 'center', color: GREY, size: 7})

  return {
    fields: {activites: activities, assure: insured, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/letter',
    notes: ['cover period inside a sentence ("valable du ... au ...")', 'policy number inside a sentence'],
    pdf: await pdf.save(),
    printed: {signedMarker: true},
    type: 'attestation_rc_pro',
  }
}

// ---------------------------------------------------------------------------------------------

/** An English certificate from a specialty insurer (London-market style). */
export async function rcproEnglish(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const [start, end] = period(facts, params, false, rng)
  const issued = certificateDate(facts, params, start, rng)
  const siren = printedSiren(facts, params)
  const policy = `NB-${code(rng, UPPER, 2)}${code(rng, DIGITS, 6)}-${start.slice(2, 4)}`
  const insurer = 'Northbridge Specialty Insurance Europe S.A.'
  const teal = hex('#0b5f6b')
  const pdf = await PdfBuilder.create({author: 'Northbridge', creator: 'Northbridge Policy Administration', date: issued, title: 'Certificate of insurance'})
  const page = pdf.addPage()
  page.logo(50, 40, 'NB', 'NORTHBRIDGE', teal, {shape: 'square', size: 32, sub: 'Specialty Insurance'})
  page.text(545, 50, insurer, {align: 'right', font: 'sansBold', size: 8})
  page.text(545, 61, 'French branch: 12 avenue de l\'Opéra, 75001 Paris', {align: 'right', size: 7.5})

  page.text(50, 130, 'Certificate of insurance', {color: teal, font: 'sansBold', size: 18})
  page.text(50, 146, 'Professional Indemnity / Responsabilité civile professionnelle', {color: GREY, size: 9})

  const insured = companyWithForm(company)
  const rows: [string, string][] = [
    ['Insured', insured],
    ['Company registration number (SIREN)', sirenGrouped(siren)],
    ['Address', addressText(company.address)],
    ['Policy number', policy],
    ['Insurer', insurer],
    ['Period of insurance', `from ${dmy(start)} to ${dmy(end)} (both days inclusive)`],
    ['Business description', company.activity],
    ['Limit of indemnity', `EUR ${pick(rng, ['1,000,000', '2,000,000', '500,000'])} any one claim and in the aggregate`],
    ['Excess', `EUR ${pick(rng, ['500', '1,000', '2,500'])} each and every claim`],
    ['Territorial limits', 'Worldwide excluding USA/Canada'],
  ]
  let y = 180
  for (const [label, value] of rows) {
    page.line(50, y - 12, 545, y - 12, {color: hex('#cfdfe1'), width: 0.6})
    page.text(50, y, label, {color: teal, font: 'sansBold', size: 9})
    y = page.paragraph(230, y, 315, value, {size: 9.5}) + 8
  }

  y = page.paragraph(50, y + 16, 495, 'This is to certify that the insurance described above is in force for the period stated, subject to the terms, conditions and exclusions of the policy. This certificate is issued as a matter of information only and confers no rights upon the holder.', {after: 10, size: 9})
  page.text(50, y + 18, `Issued on ${longEn(issued)}`, {size: 9.5})
  page.text(330, y + 18, 'Authorised signature', {size: 9.5})
  page.signature(330, y + 26, rng, 100, hex('#102040'))
  page.text(330, y + 72, 'For and on behalf of the Insurer', {color: GREY, size: 8})
  page.text(297, 812, 'Northbridge Specialty Insurance Europe S.A. - authorised and regulated in Luxembourg - operating in France under the freedom of establishment', {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/english',
    notes: ['in English: "Policy number", "Period of insurance: from ... to ...", "Insured"', 'insurer named in the header and in an "Insurer" row'],
    pdf: await pdf.save(),
    printed: {signedMarker: true},
    type: 'attestation_rc_pro',
  }
}

// ---------------------------------------------------------------------------------------------

/** A mutual insurer's certificate: identification block, table of guarantees, anniversary dates. */
export async function rcproTable(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const [start, end] = period(facts, params, true, rng)
  const issued = certificateDate(facts, params, start, rng)
  const siren = printedSiren(facts, params)
  const policy = `${code(rng, DIGITS, 3)} ${code(rng, DIGITS, 3)} ${code(rng, DIGITS, 3)} ${code(rng, UPPER, 1)}`
  const insurer = 'Mutuelle Centrale des Artisans et Commerçants'
  const green = hex('#006f4e')
  const pdf = await PdfBuilder.create({author: 'MCAC', creator: 'MCAC Éditique', date: issued, title: 'Attestation RC professionnelle'})
  const page = pdf.addPage()
  page.logo(50, 38, 'MC', 'MCAC', green, {shape: 'circle', size: 34, sub: insurer})
  page.text(545, 50, `Votre agent : Cabinet ${pick(rng, ['Rivière', 'Poulain', 'Kervella', 'Morin'])}`, {align: 'right', size: 8})
  page.text(545, 61, `Code agent ${code(rng, DIGITS, 5)}`, {align: 'right', color: GREY, size: 8})

  page.rect(50, 100, 495, 44, {fill: hex('#e6f2ed')})
  page.text(297, 118, "ATTESTATION D'ASSURANCE", {align: 'center', color: green, font: 'sansBold', size: 14})
  page.text(297, 135, 'RESPONSABILITÉ CIVILE PROFESSIONNELLE ET EXPLOITATION', {align: 'center', color: green, font: 'sansBold', size: 9})

  const insured = company.name
  const rows: [string, string][] = [
    ['Souscripteur', `${insured} (${company.legalForm})`],
    ['SIREN', sirenGrouped(siren)],
    ['Adresse du risque', addressText(company.address)],
    ['Contrat n°', policy],
    ["Date d'effet", dmy(start)],
    ["Date d'échéance", dmy(end)],
  ]
  let y = 172
  for (const [label, value] of rows) {
    page.text(60, y, label, {font: 'sansBold', size: 9})
    page.text(200, y, value, {size: 9.5})
    y += 15
  }

  y = page.paragraph(50, y + 12, 495, `Activités garanties : ${company.activity}.`, {after: 12, size: 9.5})
  y = page.table(50, y, [
    {header: 'Garanties', width: 230},
    {header: 'Montants', align: 'right', width: 140},
    {header: 'Franchises', align: 'right', width: 125},
  ], [
    ['Responsabilité civile exploitation : tous dommages confondus', euros(800_000_000, {decimals: false}), 'Néant'],
    ['dont dommages matériels et immatériels consécutifs', euros(150_000_000, {decimals: false}), euros(30_000, {decimals: false})],
    ['Responsabilité civile professionnelle', `${euros(pick(rng, [30_000_000, 50_000_000, 75_000_000]), {decimals: false})} par année`, euros(pick(rng, [50_000, 100_000]), {decimals: false})],
    ['Défense pénale et recours', euros(2_000_000, {decimals: false}), 'Seuil 380 €'],
  ], {headerColor: hex('#ffffff'), headerFill: green, size: 8.5, zebra: hex('#f3f8f5')})

  y = page.paragraph(50, y + 20, 495, "La présente attestation, valable pour la période d'assurance en cours, ne constitue qu'une présomption de garantie et ne peut engager l'assureur au-delà des conditions du contrat.", {after: 8, size: 8.5})
  page.text(50, y + 14, `Délivrée à ${company.address.city}, le ${dmy(issued)}`, {size: 9})
  page.text(360, y + 14, 'Cachet et signature', {size: 9})
  page.stamp(430, y + 60, ['MCAC', 'AGENCE GÉNÉRALE', company.address.city.toUpperCase()], green)
  page.signature(380, y + 40, rng, 80)
  page.text(297, 812, `${insurer} - Société d'assurance mutuelle à cotisations variables - entreprise régie par le code des assurances`, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {activites: company.activity, assure: `${insured} (${company.legalForm})`, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/mutual-table',
    notes: ['a table of guarantees (header row + rows of amounts)', 'period as "Date d\'effet" and "Date d\'échéance" on separate lines', 'insured labelled "Souscripteur"', 'insurer only in the logo block and the footer'],
    pdf: await pdf.save(),
    printed: {signedMarker: true},
    type: 'attestation_rc_pro',
  }
}
