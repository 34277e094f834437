/**
 * Payslips (type `bulletin_paie`) as two more families of payroll software print them (invented
 * software and wording close to the real ones):
 * - a payroll SaaS's slip: "Période du 01/10/2026 au 31/10/2026", a table "Éléments de paie | Base
 *   | Taux | Montant salarié | Montant employeur" whose "Salaire brut" row has its amount in a
 *   column, the net amounts in a boxed footer (label above the amount, three boxes side by side),
 *   a year-to-date table with the same headers as decoy, a payment date in ISO;
 * - a payroll bureau's slip: "Période : Octobre 2026", employer and employee in framed blocks
 *   ("Établissement", "Salarié"), the totals in a footer grid: a header row "Salaire brut | Total
 *   cotisations | Net imposable | Net à payer avant impôt | Impôt PAS | Net payé", then a row
 *   "Mois" and a row "Année" (year to date) under it.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {euros, monthFr} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {civilFirstLast, firstDayOf, lastDayOf, readParams, slashDate, subjectOf, upper} from './common.js'
import {computePayslip, payslipTruth, type Payslip} from './paie.js'

const amount = (cents: number, sep = '\u00a0') => euros(cents, {sep, symbol: false})
const rate = (r: number | undefined) => (r === undefined ? '' : r.toFixed(r < 1 ? 3 : 2).replace('.', ','))


function contributionRows(slip: Payslip): string[][] {
  const rows: string[][] = []
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      rows.push([group, '', '', '', ''])
    }

    rows.push([`   ${c.label}`, c.base === undefined ? '' : amount(c.base), rate(c.employeeRate), c.employee ? amount(-c.employee) : '', c.employer ? amount(c.employer) : ''])
  }

  return rows
}

// ---------------------------------------------------------------------------------------------

export async function saasPayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: false})
  const employee = civilFirstLast(name)
  const employer = facts.employer
  const pdf = await PdfBuilder.create({author: employer.name, creator: 'Paysend RH', date: slip.paidOn, title: `Bulletin de paie ${slip.period}`})
  const page = pdf.addPage()
  const green = hex('#0a7c66')

  page.text(50, 52, employer.name, {font: 'sansBold', size: 11})
  let y = 65
  for (const line of [...employer.address.lines, `${employer.address.postcode} ${employer.address.city}`]) {
    page.text(50, y, line, {size: 8.5})
    y += 11
  }

  page.text(50, y + 2, `SIRET : ${employer.siret}`, {size: 8.5})
  page.text(50, y + 13, `Code NAF : ${slip.employer.naf}`, {size: 8.5})
  page.text(50, y + 24, `URSSAF : ${slip.employer.urssaf}`, {size: 8.5})

  page.rect(320, 44, 225, 74, {fill: hex('#f3f6f5')})
  page.text(332, 62, employee, {font: 'sansBold', size: 10})
  let ay = 76
  for (const line of [...address.lines, `${address.postcode} ${address.city}`]) {
    page.text(332, ay, line, {size: 9})
    ay += 11
  }

  page.text(50, 150, 'Bulletin de paie', {color: green, font: 'sansBold', size: 16})
  page.text(50, 166, `Période du ${slashDate(firstDayOf(slip.period))} au ${slashDate(lastDayOf(slip.period))}`, {size: 9.5})
  page.text(545, 150, `Date de paiement : ${slip.paidOn}`, {align: 'right', size: 8.5})
  page.text(545, 162, `Convention collective : ${slip.employer.convention.split(' - ')[1] ?? ''}`, {align: 'right', color: GREY, size: 8})

  const info: [string, string][] = [
    ['Emploi', slip.employee.job],
    ['Statut', slip.employee.status],
    ["Date d'entrée", slashDate(slip.employee.entry)],
    ['Matricule', slip.employee.matricule],
  ]
  info.forEach(([label, value], i) => {
    page.text(50 + i * 124, 190, label, {color: GREY, size: 7.5})
    page.text(50 + i * 124, 202, value.length > 26 ? `${value.slice(0, 24)}…` : value, {size: 8.5})
  })

  const earningRows = slip.earnings.map((e) => [e.label, e.base === undefined ? '' : e.baseIsCount ? e.base.toFixed(2).replace('.', ',') : amount(e.base), e.rate === undefined ? '' : e.rate.toFixed(4).replace('.', ','), amount(e.amount), ''])
  y = page.table(50, 220, [
    {header: 'Éléments de paie', width: 215},
    {align: 'right', header: 'Base', width: 70},
    {align: 'right', header: 'Taux', width: 55},
    {align: 'right', header: 'Montant salarié', width: 80},
    {align: 'right', header: 'Montant employeur', width: 75},
  ], [...earningRows, ['Salaire brut', '', '', amount(slip.gross), ''], ...contributionRows(slip), ['Total des cotisations et contributions', '', '', amount(-slip.totalEmployee), amount(slip.totalEmployer)]], {border: hex('#c9d3d0'), headerFill: hex('#e3efec'), padding: 2.6, size: 7})

  // The boxed footer: three boxes, label above the amount.
  const boxes: [string, number][] = [
    ['Net à payer avant impôt sur le revenu', slip.netBeforeTax],
    [`Impôt sur le revenu prélevé à la source (taux ${rate(slip.pasRate)} %)`, -slip.pas],
    ['Net à payer', slip.netPaid],
  ]
  const top = y + 14
  boxes.forEach(([label, value], i) => {
    const x = 50 + i * 167
    page.rect(x, top, 161, 48, {lineWidth: 0.8, stroke: green})
    page.paragraph(x + 8, top + 13, 145, label, {color: GREY, leading: 9, size: 7.5})
    page.text(x + 153, top + 40, `${amount(value)} €`, {align: 'right', font: 'sansBold', size: 11})
  })

  page.text(50, top + 68, 'Montant net imposable', {size: 8.5})
  page.text(280, top + 68, `${amount(slip.netTaxable)} €`, {align: 'right', size: 8.5})
  page.text(50, top + 80, 'Montant net social', {size: 8.5})
  page.text(280, top + 80, `${amount(slip.netSocial)} €`, {align: 'right', size: 8.5})
  page.text(320, top + 68, `Coût total employeur`, {size: 8.5})
  page.text(545, top + 68, `${amount(slip.employerCost)} €`, {align: 'right', size: 8.5})

  page.text(50, top + 104, 'Cumuls annuels', {font: 'sansBold', size: 8.5})
  page.table(50, top + 110, [
    {align: 'right', header: 'Salaire brut', width: 124},
    {align: 'right', header: 'Net imposable', width: 124},
    {align: 'right', header: 'Impôt prélevé', width: 124},
    {align: 'right', header: 'Heures', width: 123},
  ], [[amount(slip.ytd.gross), amount(slip.ytd.netTaxable), amount(slip.ytd.pas), slip.ytd.hours.toFixed(2).replace('.', ',')]], {headerFill: hex('#e3efec'), size: 7.5})
  page.paragraph(50, 800, 495, 'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.', {color: GREY, size: 6.5})

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/saas',
    notes: [
      'period "Période du 01/MM/YYYY au 30/MM/YYYY"; payment date in ISO',
      'gross on a "Salaire brut" table row, its amount in the "Montant salarié" column',
      'net before tax in a boxed footer, label above the amount (three boxes side by side)',
      'year-to-date table with "Salaire brut" and "Net imposable" headers as decoys; employee in an unlabelled block',
    ],
    pdf: await pdf.save(),
    type: 'bulletin_paie',
  }
}

// ---------------------------------------------------------------------------------------------

export async function bureauPayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: false})
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const employer = facts.employer
  const pdf = await PdfBuilder.create({author: 'Cabinet', creator: 'Paie Expert 9', date: slip.paidOn, title: 'Bulletin de salaire'})
  const page = pdf.addPage()

  page.text(297, 44, 'BULLETIN DE SALAIRE', {align: 'center', font: 'sansBold', size: 13})
  page.text(297, 58, `Période : ${monthFr(slip.period)}`, {align: 'center', size: 9.5})

  const frame = (x: number, w: number, title: string, lines: string[]) => {
    page.rect(x, 70, w, 92, {lineWidth: 0.6, stroke: GREY})
    page.text(x + 6, 82, title, {color: GREY, font: 'sansBold', size: 7.5})
    lines.forEach((line, i) => page.text(x + 6, 96 + i * 11, line, {font: i === 0 ? 'sansBold' : 'sans', size: 8.5}))
  }

  frame(50, 240, 'Établissement', [employer.name, ...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`, `Siret ${employer.siret.slice(0, 9)} ${employer.siret.slice(9)}`, `APE ${slip.employer.naf}`])
  frame(305, 240, 'Salarié', [employee, ...address.lines, `${address.postcode} ${upper(address.city)}`, `Matricule ${slip.employee.matricule}`, `Emploi : ${slip.employee.job.slice(0, 30)}`])

  const rows = [
    ...slip.earnings.map((e) => [e.label, e.base === undefined ? '' : e.baseIsCount ? e.base.toFixed(2).replace('.', ',') : amount(e.base, ' '), e.rate === undefined ? '' : e.rate.toFixed(4).replace('.', ','), amount(e.amount, ' '), '', '']),
    ['TOTAL BRUT', '', '', amount(slip.gross, ' '), '', ''],
    ...slip.contributions.map((c) => [c.label, c.base === undefined ? '' : amount(c.base, ' '), rate(c.employeeRate), '', c.employee ? amount(c.employee, ' ') : '', c.employer ? amount(c.employer, ' ') : '']),
  ]
  const y = page.table(50, 176, [
    {header: 'Désignation', width: 190},
    {align: 'right', header: 'Base', width: 62},
    {align: 'right', header: 'Taux', width: 48},
    {align: 'right', header: 'Gain', width: 60},
    {align: 'right', header: 'Retenue', width: 60},
    {align: 'right', header: 'Part patronale', width: 75},
  ], rows, {padding: 2.4, size: 6.8})

  const top = Math.max(y + 16, 690)
  page.table(50, top, [
    {header: '', width: 45},
    {align: 'right', header: 'Salaire brut', width: 75},
    {align: 'right', header: 'Total cotisations', width: 75},
    {align: 'right', header: 'Net imposable', width: 75},
    {align: 'right', header: 'Net à payer avant impôt', width: 85},
    {align: 'right', header: 'Impôt PAS', width: 65},
    {align: 'right', header: 'Net payé', width: 75},
  ], [
    ['Mois', amount(slip.gross, ' '), amount(slip.totalEmployee, ' '), amount(slip.netTaxable, ' '), amount(slip.netBeforeTax, ' '), amount(slip.pas, ' '), amount(slip.netPaid, ' ')],
    ['Année', amount(slip.ytd.gross, ' '), '', amount(slip.ytd.netTaxable, ' '), '', amount(slip.ytd.pas, ' '), ''],
  ], {size: 7.2})
  page.text(50, 810, `Payé le ${slashDate(slip.paidOn)} par virement`, {size: 7.5})
  page.text(545, 810, 'Bulletin à conserver sans limitation de durée', {align: 'right', color: GREY, size: 7})

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/bureau',
    notes: [
      'period only as "Période : <Month> YYYY"',
      'employer and employee in framed blocks titled "Établissement" and "Salarié" (SIRET as "Siret SIREN NIC")',
      'totals in a footer grid: header row, then a "Mois" row and a year-to-date "Année" row',
    ],
    pdf: await pdf.save(),
    type: 'bulletin_paie',
  }
}
