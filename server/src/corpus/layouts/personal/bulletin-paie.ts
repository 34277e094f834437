/**
 * Payslips (`bulletin_paie`) as four kinds of payroll software print them:
 * - `clarifie`: the "bulletin clarifié" of a payroll SaaS, one dense page, grouped contributions,
 *   two header rows whose words ("Base", "Taux", "À déduire", "Part employeur") are not values;
 * - `detaille-2p`: an older package in Times with rubric codes and meal vouchers, two pages, the
 *   net amounts on page 2 under a repeated header, "Page 1/2";
 * - `cabinet`: an accountant's software in Courier with a gendered "Salarié(e) :" label and the
 *   period as "Mois : 10/2026";
 * - `paysage`: a landscape page from a desktop package: labels above values in grid cells, the
 *   period with two-digit years ("Du 01/10/26 au 31/10/26"), amounts with dots for thousands, the
 *   totals in a bottom strip with a "Période" row and an "Année" row under the same headers.
 * Every one also prints decoys: year-to-date totals, hourly rate, contribution bases, the
 * employer's cost, the net social amount and the net paid after income tax.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import type {Sheet as SheetType} from './draw.js'

import {
  addressLines,
  civilFirstLast,
  civilityWord,
  frAmount,
  frDecimal,
  groupedSiret,
  monthTitle,
  nirOf,
  readParams,
  slashDate,
  subjectOf,
  upper,
  type Thousands,
} from './common.js'
import {A4, BLACK, GREY, hex, LIGHT, newDocument, saveDocument, Sheet, WHITE} from './draw.js'
import {computePayslip, payslipTruth, pmssOf, type Payslip} from './paie.js'

interface BodyRow {
  kind: 'group' | 'line' | 'total'
  code?: string
  label: string
  base?: string
  employeeRate?: string
  gain?: string
  deduction?: string
  employerRate?: string
  employer?: string
}

interface Formats {
  thousands: Thousands
  rateDecimals: number
  /** Print section titles (SANTÉ, RETRAITE...) as rows of their own. */
  groups: boolean
  grossLabel: string
}

/** The body of a payslip from its earnings to the total of contributions. */
function bodyRows(slip: Payslip, f: Formats): BodyRow[] {
  const amount = (cents: number | undefined): string | undefined => (cents === undefined ? undefined : frAmount(cents, f.thousands))
  const rate = (r: number | undefined): string | undefined => (r === undefined ? undefined : frDecimal(r, f.rateDecimals))
  const rows: BodyRow[] = []
  for (const e of slip.earnings) {
    rows.push({
      base: e.base === undefined ? undefined : e.baseIsCount ? frDecimal(e.base, 2) : amount(e.base),
      code: e.code,
      employeeRate: e.rate === undefined ? undefined : frDecimal(e.rate, 4),
      gain: amount(e.amount),
      kind: 'line',
      label: e.label,
    })
  }

  rows.push({code: '1999', gain: amount(slip.gross), kind: 'total', label: f.grossLabel})
  let group = ''
  for (const c of slip.contributions) {
    if (f.groups && c.group !== group) rows.push({kind: 'group', label: c.group})
    group = c.group
    rows.push({
      base: amount(c.base),
      code: c.code,
      deduction: amount(c.employee),
      employer: amount(c.employer),
      employeeRate: rate(c.employeeRate),
      employerRate: rate(c.employerRate),
      kind: 'line',
      label: c.label,
    })
  }

  rows.push({code: '2999', deduction: amount(slip.totalEmployee), employer: amount(slip.totalEmployer), kind: 'total', label: 'TOTAL DES COTISATIONS ET CONTRIBUTIONS'})
  return rows
}

/** The payslip's subject and employer, overrides applied; the fields of the ground truth. */
function parties(facts: Facts, raw: Record<string, unknown>, rng: () => number) {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: false})
  return {address, name, params, person, slip}
}


// ---------------------------------------------------------------------------------------------
// The clarified payslip of a payroll SaaS: one dense page.

export async function clarifiedPayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const {address, name, person, slip} = parties(facts, raw, rng)
  const nir = nirOf(person, rng)
  const teal = hex('#0f5e73')
  const pale = hex('#e7f1f4')
  const employee = civilFirstLast(name)

  const {doc, fonts} = await newDocument({author: facts.employer.name, creator: 'Paiecloud 2026.3', date: slip.paidOn, producer: 'Paiecloud PDF engine', title: `Bulletin de paie ${monthTitle(slip.period)}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Employer block.
  const nameEnd = s.paragraph(facts.employer.name, 38, 44, 246, {font: H.bold, leading: 11.5, size: 10})
  let y = s.lines(addressLines(facts.employer.address), 38, nameEnd + 0.5, {leading: 9.5, size: 7.5})
  s.labelled('SIRET :', groupedSiret(facts.employer.siret), 38, y, {color: GREY, size: 7.5})
  s.labelled('Code APE :', slip.employer.naf, 180, y, {color: GREY, size: 7.5})
  s.labelled('N° URSSAF :', slip.employer.urssaf, 38, y + 10, {color: GREY, size: 7.5})
  s.box(30, 28, 262, y + 18 - 28, {lineWidth: 0.6, stroke: teal})

  // Title and period.
  s.text('BULLETIN DE PAIE', 565, 46, {align: 'right', color: teal, font: H.bold, size: 17})
  s.text(`Période du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, 565, 62, {align: 'right', font: H.bold, size: 9})
  s.text(`Paiement le ${slashDate(slip.paidOn)} par virement`, 565, 74, {align: 'right', size: 7.5})

  // Employee: address block on the right, particulars on the left.
  s.lines([employee, ...addressLines(address)], 330, 104, {leading: 11, size: 9.5})
  const particulars: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° de sécurité sociale', nir],
    ['Emploi', slip.employee.job],
    ['Statut professionnel', slip.employee.status],
    ['Classification', slip.employee.classification],
    ['Date d’entrée', slashDate(slip.employee.entry)],
  ]
  if (name.birthSurname) particulars.splice(1, 0, ['Nom de naissance', upper(name.birthSurname)])
  y = 126
  for (const [label, value] of particulars) {
    s.text(label, 38, y, {color: GREY, size: 7})
    s.text(value, 132, y, {size: 7.5})
    y += 9.5
  }

  const conventionEnd = s.paragraph(`Convention collective : ${slip.employer.convention}`, 38, y + 4, 280, {color: GREY, leading: 8, size: 6.8})
  s.text(`Plafond mensuel de la sécurité sociale : ${frAmount(pmssOf(Number(slip.period.slice(0, 4))))}`, 330, y + 4, {color: GREY, size: 6.8})

  // Table: two header rows, drawn by hand because of the grouped headers.
  const top = conventionEnd + 2
  const cols = [30, 232, 282, 322, 378, 434, 474, 565]
  s.box(30, top, 535, 26, {fill: teal})
  s.text('Éléments de paie', 36, top + 16, {color: WHITE, font: H.bold, size: 7.5})
  s.text('Base', 278, top + 16, {align: 'right', color: WHITE, font: H.bold, size: 7.5})
  s.text('Part salarié', (282 + 434) / 2, top + 10, {align: 'center', color: WHITE, font: H.bold, size: 7.5})
  s.text('Part employeur', (434 + 565) / 2, top + 10, {align: 'center', color: WHITE, font: H.bold, size: 7.5})
  s.hline(286, 430, top + 13, {color: WHITE, width: 0.4})
  s.hline(438, 561, top + 13, {color: WHITE, width: 0.4})
  for (const [label, right] of [
    ['Taux', 318],
    ['À déduire', 374],
    ['À payer', 430],
    ['Taux', 470],
    ['Montant', 561],
  ] as const)
    s.text(label, right, top + 22, {align: 'right', color: WHITE, font: H.bold, size: 6.8})

  const rows = bodyRows(slip, {grossLabel: 'SALAIRE BRUT', groups: true, rateDecimals: 4, thousands: ' '})
  y = top + 26
  const rowH = 10.2
  for (const row of rows) {
    const bold = row.kind !== 'line'
    if (row.kind === 'total') s.box(30, y, 535, rowH, {fill: pale})
    const baseline = y + rowH - 3
    const font = bold ? H.bold : H.regular
    s.text(row.kind === 'group' ? row.label : row.label, row.kind === 'line' ? 42 : 36, baseline, {font, size: row.kind === 'group' ? 6.8 : 7})
    const cells: [string | undefined, number][] = [
      [row.base, 278],
      [row.employeeRate, 318],
      [row.deduction, 374],
      [row.gain, 430],
      [row.employerRate, 470],
      [row.employer, 561],
    ]
    for (const [value, right] of cells) if (value) s.text(value, right, baseline, {align: 'right', font, size: 7})
    y += rowH
  }

  for (const x of cols.slice(1, -1)) s.vline(x, top + 26, y, {color: hex('#b9d3da'), width: 0.4})
  s.box(30, top, 535, y - top, {lineWidth: 0.6, stroke: teal})

  // Nets.
  y += 8
  s.box(30, y, 535, 20, {fill: teal})
  s.text('NET À PAYER AVANT IMPÔT SUR LE REVENU', 38, y + 13.5, {color: WHITE, font: H.bold, size: 9})
  s.text(frAmount(slip.netBeforeTax, ' ', true), 557, y + 13.5, {align: 'right', color: WHITE, font: H.bold, size: 10})
  y += 30
  s.text('Dont évolution de la rémunération liée à la suppression des cotisations chômage et maladie', 38, y, {color: GREY, size: 6.8})
  s.text(frAmount(Math.round(slip.gross * 0.0315)), 557, y, {align: 'right', color: GREY, size: 6.8})

  y += 8
  s.table({
    columns: [{width: 250}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 95}],
    font: H.regular,
    frame: true,
    header: [['Impôt sur le revenu prélevé à la source', 'Base', 'Taux personnalisé', 'Montant']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rows: [['Prélèvement à la source', frAmount(slip.netTaxable), `${frDecimal(slip.pasRate, 2)} %`, frAmount(slip.pas)]],
    size: 7.5,
    verticalRules: true,
    x: 30,
    y,
  })
  y += 42
  s.box(330, y, 235, 20, {lineWidth: 1, stroke: teal})
  s.text('NET PAYÉ', 338, y + 13.5, {font: H.bold, size: 9.5})
  s.text(frAmount(slip.netPaid, ' ', true), 557, y + 13.5, {align: 'right', font: H.bold, size: 10})
  s.labelled('Montant net social :', frAmount(slip.netSocial, ' ', true), 38, y + 8, {font: H.bold, size: 8})
  s.labelled('Net imposable :', frAmount(slip.netTaxable, ' ', true), 38, y + 20, {font: H.bold, size: 8})

  // Year to date, leave.
  y += 36
  s.table({
    columns: [{width: 90}, {align: 'right', width: 74}, {align: 'right', width: 74}, {align: 'right', width: 74}, {align: 'right', width: 74}, {align: 'right', width: 74}, {align: 'right', width: 75}],
    font: H.regular,
    frame: true,
    header: [['', 'Heures', 'Brut', 'Net imposable', 'Prélèvement', 'Charges pat.', 'Coût global']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rows: [
      ['Mois', '151,67', frAmount(slip.gross), frAmount(slip.netTaxable), frAmount(slip.pas), frAmount(slip.totalEmployer), frAmount(slip.employerCost)],
      ['Cumul année', frDecimal(slip.ytd.hours, 2), frAmount(slip.ytd.gross), frAmount(slip.ytd.netTaxable), frAmount(slip.ytd.pas), frAmount(slip.totalEmployer * Number(slip.period.slice(5, 7))), frAmount(slip.ytd.employerCost)],
    ],
    size: 7,
    verticalRules: true,
    x: 30,
    y,
  })
  y += 52
  const leave = slip.leave
  s.text(
    `Congés payés (jours ouvrables) - N-1 : acquis ${frDecimal(leave.previousAcquired, 2)}, pris ${frDecimal(leave.previousTaken, 2)}, solde ${frDecimal(leave.previousAcquired - leave.previousTaken, 2)}   -   N : acquis ${frDecimal(leave.currentAcquired, 2)}, pris 0,00`,
    30,
    y,
    {size: 7},
  )

  s.hline(30, 565, 796, {color: teal, width: 0.5})
  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Pour plus d’informations sur le montant de vos cotisations et leur utilisation, consultez la rubrique dédiée du site mon-entreprise.urssaf.fr',
    30,
    806,
    535,
    {color: GREY, leading: 8.5, size: 6.5},
  )

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/clarifie',
    notes: [
      'two header rows (Part salarié / Part employeur over Taux, À déduire, À payer, Montant): header words are not values',
      'period "Période du 01/MM/YYYY au 30/MM/YYYY"; payment date, entry date and hire data nearby',
      'net before tax in a filled band; net paid, net social, year-to-date gross and taxable as decoys',
      'employee in an unlabelled address block',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

// ---------------------------------------------------------------------------------------------
// The two-page payslip of an older package: Times, rubric codes, meal vouchers and transport.

export async function detailedTwoPagePayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: true})
  const nir = nirOf(person, rng)
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const siret = facts.employer.siret

  const {doc, fonts} = await newDocument({author: 'SOCIAL', creator: 'Paie Horizon v8.40', date: slip.paidOn, producer: 'Paie Horizon - Crystal Reports', title: `BS ${slip.employee.matricule} ${slip.period}`})
  const T = fonts.times
  const cols = {base: 318, code: 36, deduction: 470, employer: 562, employeeRate: 360, employerRate: 510, gain: 418, label: 66}
  const ruleXs = [62, 276, 322, 364, 422, 474, 514]

  const tableHeader = (s: SheetType, y: number): number => {
    s.box(32, y, 532, 24, {fill: hex('#e9e9e9'), lineWidth: 0.6, stroke: BLACK})
    s.text('Code', cols.code, y + 15, {font: T.bold, size: 8})
    s.text('Rubrique', cols.label, y + 15, {font: T.bold, size: 8})
    s.text('Base', cols.base, y + 15, {align: 'right', font: T.bold, size: 8})
    s.text('Taux', cols.employeeRate, y + 15, {align: 'right', font: T.bold, size: 8})
    s.text('Gain', cols.gain, y + 15, {align: 'right', font: T.bold, size: 8})
    s.text('Retenue', cols.deduction, y + 15, {align: 'right', font: T.bold, size: 8})
    s.text('Taux pat.', cols.employerRate, y + 10, {align: 'right', font: T.bold, size: 7})
    s.text('Part patronale', cols.employer, y + 10, {align: 'right', font: T.bold, size: 7})
    s.text('(%)', cols.employerRate, y + 19, {align: 'right', font: T.italic, size: 7})
    s.text('(€)', cols.employer, y + 19, {align: 'right', font: T.italic, size: 7})
    return y + 24
  }

  const rowH = 16
  const drawRows = (s: SheetType, rows: BodyRow[], top: number): number => {
    let y = top
    for (const row of rows) {
      const font = row.kind === 'line' ? T.regular : T.bold
      const baseline = y + rowH - 5
      if (row.code) s.text(row.code, cols.code, baseline, {font, size: 8.5})
      s.text(row.label, cols.label, baseline, {font, size: 8.5})
      const cells: [string | undefined, number][] = [
        [row.base, cols.base],
        [row.employeeRate, cols.employeeRate],
        [row.gain, cols.gain],
        [row.deduction, cols.deduction],
        [row.employerRate, cols.employerRate],
        [row.employer, cols.employer],
      ]
      for (const [value, x] of cells) if (value) s.text(value, x, baseline, {align: 'right', font, size: 8.5})
      y += rowH
      if (row.kind === 'total') s.hline(32, 564, y, {width: 0.5})
    }

    for (const x of ruleXs) s.vline(x, top, y, {color: GREY, width: 0.3})
    s.box(32, top, 532, y - top, {lineWidth: 0.6, stroke: BLACK})
    return y
  }

  const footer = (s: SheetType, page: number): void => {
    s.hline(32, 564, 806, {width: 0.4})
    s.text(`${facts.employer.name} - Bulletin de salaire ${monthTitle(slip.period)} - Matricule ${slip.employee.matricule}`, 32, 818, {font: T.italic, size: 7.5})
    s.text(`Page ${page}/2`, 564, 818, {align: 'right', font: T.regular, size: 8})
  }

  const rows = bodyRows(slip, {grossLabel: 'TOTAL BRUT', groups: false, rateDecimals: 3, thousands: ''})
  // Page 1 holds what fits above its footer; the rest of the rubrics and every net go to page 2.
  const tableTop = 280
  const firstPageRows = Math.min(rows.length - 3, Math.floor((770 - tableTop) / rowH))

  // Page 1: header boxes, employee grid, the first rubrics.
  const p1 = Sheet.add(doc, fonts)
  p1.text('Employeur', 40, 44, {font: T.italic, size: 8})
  const employerEnd = p1.paragraph(facts.employer.name, 40, 58, 254, {font: T.bold, leading: 12.5, size: 11})
  const addressEnd = p1.lines(addressLines(facts.employer.address), 40, employerEnd + 0.5, {font: T.regular, leading: 10.5, size: 9})
  p1.text(`Siret : ${siret}    APE : ${slip.employer.naf}`, 40, Math.max(115, addressEnd + 6), {font: T.regular, size: 8.5})
  p1.box(32, 30, 270, Math.max(96, addressEnd + 16 - 30), {lineWidth: 0.8, stroke: BLACK})

  p1.box(314, 30, 250, 58, {fill: hex('#f1f1f1'), lineWidth: 0.8, stroke: BLACK})
  p1.text('BULLETIN DE SALAIRE', 439, 50, {align: 'center', font: T.bold, size: 14})
  p1.text(`Période : ${monthTitle(slip.period)}`, 439, 66, {align: 'center', font: T.bold, size: 10})
  p1.text(`Date de paiement : ${slashDate(slip.paidOn)}`, 439, 80, {align: 'center', font: T.regular, size: 8.5})

  // A married employee's birth name under the name, inside the address block, as this package prints it.
  p1.lines([employee, ...(name.birthSurname ? [`née ${upper(name.birthSurname)}`] : []), ...addressLines(address)], 330, 112, {font: T.regular, leading: 11.5, size: 10})

  const grid: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° S.S.', nir],
    ['Emploi', slip.employee.job],
    ['Qualification', slip.employee.classification],
    ['Entrée le', slashDate(slip.employee.entry)],
    ['Urssaf', slip.employer.urssaf],
  ]
  const gridTop = 178
  const gridW = 532 / 3
  for (const [i, [label, value]] of grid.entries()) {
    const x = 32 + (i % 3) * gridW
    const y = gridTop + Math.floor(i / 3) * 26
    p1.box(x, y, gridW, 26, {lineWidth: 0.4, stroke: GREY})
    p1.text(label, x + 5, y + 9, {font: T.italic, size: 7})
    p1.text(value, x + 5, y + 21, {font: T.regular, size: 8.5})
  }

  p1.text(`Convention collective : ${slip.employer.convention}`, 32, 246, {font: T.regular, size: 8})
  const after1 = drawRows(p1, rows.slice(0, firstPageRows), tableHeader(p1, tableTop - 24))
  p1.text('(à suivre page 2)', 564, after1 + 12, {align: 'right', font: T.italic, size: 8})
  footer(p1, 1)

  // Page 2: repeated header, the remaining rubrics, then the totals.
  const p2 = Sheet.add(doc, fonts)
  p2.text(facts.employer.name, 32, 44, {font: T.bold, size: 10})
  p2.text(`Bulletin de salaire - Période : ${monthTitle(slip.period)} (suite)`, 32, 58, {font: T.regular, size: 9})
  p2.text(employee, 564, 44, {align: 'right', font: T.bold, size: 10})
  p2.text(`Matricule ${slip.employee.matricule}`, 564, 58, {align: 'right', font: T.regular, size: 9})
  let y = drawRows(p2, rows.slice(firstPageRows), tableHeader(p2, 72))

  const otherRows: BodyRow[] = [
    {code: '5000', gain: frAmount(slip.netTaxable, ''), kind: 'total', label: 'Net fiscal'},
    ...slip.others.map((o): BodyRow => ({base: o.base, code: o.code, deduction: o.amount < 0 ? frAmount(-o.amount, '') : undefined, employeeRate: o.rate, gain: o.amount > 0 ? frAmount(o.amount, '') : undefined, kind: 'line', label: o.label})),
  ]
  y = drawRows(p2, otherRows, y + 10)

  y += 14
  p2.box(32, y, 532, 22, {fill: hex('#e9e9e9'), lineWidth: 0.8, stroke: BLACK})
  p2.text('NET À PAYER AVANT IMPÔT SUR LE REVENU', 40, y + 15, {font: T.bold, size: 10.5})
  p2.text(frAmount(slip.netBeforeTax, ''), 556, y + 15, {align: 'right', font: T.bold, size: 11})
  y += 36
  p2.text('Impôt sur le revenu prélevé à la source', 40, y, {font: T.regular, size: 9})
  p2.text(`base ${frAmount(slip.netTaxable, '')}   taux ${frDecimal(slip.pasRate, 2)} %`, 330, y, {font: T.regular, size: 9})
  p2.text(frAmount(-slip.pas, ''), 556, y, {align: 'right', font: T.regular, size: 9})
  y += 18
  p2.box(32, y, 532, 22, {lineWidth: 1.2, stroke: BLACK})
  p2.text('NET PAYÉ EN EUROS', 40, y + 15, {font: T.bold, size: 10.5})
  p2.text(frAmount(slip.netPaid, ''), 556, y + 15, {align: 'right', font: T.bold, size: 11})
  y += 36
  p2.text(`Montant net social : ${frAmount(slip.netSocial, '')}`, 40, y, {font: T.regular, size: 9})
  p2.text(`Paiement par virement le ${slashDate(slip.paidOn)}`, 330, y, {font: T.regular, size: 9})

  y += 24
  p2.table({
    columns: [{width: 110}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 86}],
    font: T.regular,
    frame: true,
    header: [['Cumuls', 'Brut', 'Net fiscal', 'Heures', 'Impôt PAS', 'Coût employeur']],
    headerFill: hex('#e9e9e9'),
    headerFont: T.bold,
    rows: [['Période', frAmount(slip.gross, ''), frAmount(slip.netTaxable, ''), '151,67', frAmount(slip.pas, ''), frAmount(slip.employerCost, '')], ['Année', frAmount(slip.ytd.gross, ''), frAmount(slip.ytd.netTaxable, ''), frDecimal(slip.ytd.hours, 2), frAmount(slip.ytd.pas, ''), frAmount(slip.ytd.employerCost, '')]],
    size: 8.5,
    verticalRules: true,
    x: 32,
    y,
  })
  y += 66
  const leave = slip.leave
  p2.table({
    columns: [{width: 110}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}],
    font: T.regular,
    frame: true,
    header: [['Congés payés', 'Acquis', 'Pris', 'Solde']],
    headerFill: hex('#e9e9e9'),
    headerFont: T.bold,
    rows: [
      ['Période N-1', frDecimal(leave.previousAcquired, 2), frDecimal(leave.previousTaken, 2), frDecimal(leave.previousAcquired - leave.previousTaken, 2)],
      ['Période N', frDecimal(leave.currentAcquired, 2), '0,00', frDecimal(leave.currentAcquired, 2)],
    ],
    size: 8.5,
    verticalRules: true,
    x: 32,
    y,
  })
  p2.paragraph('Conservez ce bulletin de salaire sans limitation de durée. Aucune réclamation ne sera admise passé un délai de trois ans (article L. 3245-1 du code du travail).', 32, 780, 532, {font: T.italic, size: 7.5})
  footer(p2, 2)

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/detaille-2p',
    notes: [
      'two pages: gross on page 1, net taxable ("Net fiscal") and net before tax on page 2 under a repeated header; "Page 1/2" footers',
      'period "Période : <Month> YYYY" only; employee "Madame SURNAME Given" in the address block and on page 2',
      'amounts without thousands separator; transport refund and meal vouchers between net taxable and net before tax',
      'SIRET unspaced after "Siret :" on the same line as the APE code',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

// ---------------------------------------------------------------------------------------------
// An accountant's payroll in Courier: gendered "Salarié(e) :" label, "Mois : MM/YYYY".

export async function accountantPayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const {address, name, person, slip} = parties(facts, raw, rng)
  const nir = nirOf(person, rng)
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const employeeLabel = name.civility === 'Mme' ? 'Salariée' : 'Salarié'
  const siret = facts.employer.siret
  const nbsp: Thousands = '\u00A0'

  const {doc, fonts} = await newDocument({author: 'Cabinet Vauthier & Associés', creator: 'CompaPaie 12', date: slip.paidOn, producer: 'CompaPaie 12 - PDF', title: `Bulletin ${slip.period}`})
  const s = Sheet.add(doc, fonts)
  const C = fonts.courier

  s.text('BULLETIN DE SALAIRE', 297, 40, {align: 'center', font: C.bold, size: 13})
  s.text(`Mois : ${slip.period.slice(5, 7)}/${slip.period.slice(0, 4)}`, 297, 54, {align: 'center', font: C.regular, size: 9})
  s.hline(30, 565, 62, {width: 1})

  const left: [string, string][] = [
    ['Employeur', facts.employer.name],
    ['', addressLines(facts.employer.address).join(' ')],
    ['SIRET', `${siret.slice(0, 9)} ${siret.slice(9)}`],
    ['APE', slip.employer.naf],
    ['URSSAF', slip.employer.urssaf],
  ]
  const right: [string, string][] = [
    [employeeLabel, employee],
    ['Matricule', slip.employee.matricule],
    ['N° SS', nir],
    ['Emploi', slip.employee.job],
    ['Statut', slip.employee.status],
    ['Entrée', slashDate(slip.employee.entry)],
  ]
  let y = 76
  for (const [label, value] of left) {
    if (label) s.text(`${label.padEnd(10)}:`, 34, y, {font: C.regular, size: 7.5})
    y = s.paragraph(value, 88, y, 200, {font: label === 'Employeur' ? C.bold : C.regular, leading: 9, size: 7.5}) + 1
  }

  const leftEnd = y
  y = 76
  for (const [label, value] of right) {
    s.text(`${label.padEnd(10)}:`, 306, y, {font: C.regular, size: 7.5})
    s.text(value, 360, y, {font: label === employeeLabel ? C.bold : C.regular, size: 7.5})
    y += 10
  }

  s.text('Adresse :', 306, y, {font: C.regular, size: 7.5})
  const employeeAddress = addressLines(address)
  s.lines(employeeAddress, 360, y, {font: C.regular, leading: 9, size: 7.5})
  y = Math.max(y + 9 * employeeAddress.length, leftEnd, 140) + 6
  s.text(`Convention : ${slip.employer.convention}`, 34, y, {font: C.regular, size: 6.8})
  y += 8
  s.hline(30, 565, y, {width: 1})

  // Table header: monospace, one line, with the employer's part grouped.
  const x = {base: 282, deduction: 436, employer: 562, employerRate: 486, gain: 384, label: 34, rate: 328}
  y += 12
  s.text('Désignation', x.label, y, {font: C.bold, size: 7})
  s.text('Base', x.base, y, {align: 'right', font: C.bold, size: 7})
  s.text('Taux', x.rate, y, {align: 'right', font: C.bold, size: 7})
  s.text('Gain', x.gain, y, {align: 'right', font: C.bold, size: 7})
  s.text('Retenue', x.deduction, y, {align: 'right', font: C.bold, size: 7})
  s.text('Tx pat.', x.employerRate, y, {align: 'right', font: C.bold, size: 7})
  s.text('Montant pat.', x.employer, y, {align: 'right', font: C.bold, size: 7})
  y += 4
  s.hline(30, 565, y, {dash: [2, 1.5], width: 0.5})

  const rows = bodyRows(slip, {grossLabel: 'TOTAL BRUT', groups: true, rateDecimals: 3, thousands: nbsp})
  y += 10
  for (const row of rows) {
    const font = row.kind === 'line' ? C.regular : C.bold
    if (row.kind === 'group') {
      s.text(`-- ${row.label}`, x.label, y, {font, size: 6.5})
      y += 9
      continue
    }

    s.text(row.label.length > 46 ? `${row.label.slice(0, 45)}.` : row.label, x.label, y, {font, size: 6.8})
    const cells: [string | undefined, number][] = [
      [row.base, x.base],
      [row.employeeRate, x.rate],
      [row.gain, x.gain],
      [row.deduction, x.deduction],
      [row.employerRate, x.employerRate],
      [row.employer, x.employer],
    ]
    for (const [value, right] of cells) if (value) s.text(value, right, y, {align: 'right', font, size: 6.8})
    y += row.kind === 'total' ? 12 : 9
  }

  s.hline(30, 565, y - 4, {dash: [2, 1.5], width: 0.5})
  y += 8
  const nets: [string, string, boolean][] = [
    ['Montant net imposable', frAmount(slip.netTaxable, nbsp), false],
    ['NET A PAYER AVANT IMPOT SUR LE REVENU', frAmount(slip.netBeforeTax, nbsp), true],
    [`Impôt sur le revenu prélevé à la source (taux ${frDecimal(slip.pasRate, 1)} %)`, frAmount(-slip.pas, nbsp), false],
    ['NET A PAYER', frAmount(slip.netPaid, nbsp), true],
    ['Montant net social', frAmount(slip.netSocial, nbsp), false],
  ]
  for (const [label, value, strong] of nets) {
    if (strong) s.box(30, y - 9, 535, 13, {fill: LIGHT})
    s.text(label, x.label, y, {font: strong ? C.bold : C.regular, size: 8})
    s.text(`${value} EUR`, 562, y, {align: 'right', font: strong ? C.bold : C.regular, size: 8})
    y += 15
  }

  y += 6
  s.hline(30, 565, y, {width: 1})
  y += 12
  s.text('CUMULS      Brut          Imposable     Heures     Prél. source', 34, y, {font: C.bold, size: 7})
  y += 10
  s.text(`Année       ${frAmount(slip.ytd.gross, nbsp).padEnd(14)}${frAmount(slip.ytd.netTaxable, nbsp).padEnd(14)}${frDecimal(slip.ytd.hours, 2).padEnd(11)}${frAmount(slip.ytd.pas, nbsp)}`, 34, y, {font: C.regular, size: 7})
  y += 10
  s.text(`Congés : solde N-1 ${frDecimal(slip.leave.previousAcquired - slip.leave.previousTaken, 2)} j - acquis N ${frDecimal(slip.leave.currentAcquired, 2)} j`, 34, y, {font: C.regular, size: 7})
  s.text(`Payé le ${slashDate(slip.paidOn)} par virement`, 562, y, {align: 'right', font: C.regular, size: 7})

  s.text('Cabinet Vauthier & Associés - Expertise comptable - Service social', 297, 812, {align: 'center', color: GREY, font: C.regular, size: 6.5})
  s.text('A conserver sans limitation de durée', 297, 822, {align: 'center', color: GREY, font: C.regular, size: 6.5})

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/cabinet',
    notes: [
      'Courier; employee after a gendered label ("Salariée :" / "Salarié :") as "Mme SURNAME Given"',
      'period only as "Mois : MM/YYYY"; SIRET printed as SIREN + space + NIC',
      'amounts with a no-break space for thousands and " EUR"; net before tax label without accents ("NET A PAYER AVANT IMPOT")',
      'employer address on one line after the name',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

// ---------------------------------------------------------------------------------------------
// A landscape payslip from a desktop package: grid cells, two-digit years, dotted thousands.

export async function landscapePayslip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: true})
  const nir = nirOf(person, rng)
  const employee = `${upper(name.surname)} ${name.givenNames[0]}`
  const dotted: Thousands = '.'
  const amount = (cents: number | undefined): string => (cents === undefined ? '' : frAmount(cents, dotted))
  const short = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`
  const olive = hex('#4d5d2a')
  const pale = hex('#eef1e4')

  const {doc, fonts} = await newDocument({author: 'Gestion de paie', creator: 'Paie Bureau 2026 - édition bulletins', date: slip.paidOn, producer: 'Paie Bureau PDF', title: `Bulletin ${employee} ${short(slip.end)}`})
  const s = Sheet.add(doc, fonts, [A4.height, A4.width])
  const H = fonts.helvetica

  s.text('BULLETIN DE SALAIRE', 30, 40, {color: olive, font: H.bold, size: 16})
  s.text(`Du ${short(slip.start)} au ${short(slip.end)}`, 30, 56, {font: H.bold, size: 10})
  s.text(`Paiement le ${short(slip.paidOn)} par Virement`, 30, 69, {size: 8})

  // Employee block on the right, as for a window envelope once folded.
  s.lines([`${civilityWord(name.civility)} ${employee}`, ...addressLines(address, 'postal')], 590, 40, {leading: 11, size: 9.5})

  // Grid cells: the label small above, the value below.
  const cell = (label: string, value: string, x: number, y: number, w: number): void => {
    s.box(x, y, w, 26, {lineWidth: 0.5, stroke: olive})
    s.text(label, x + 4, y + 9, {color: GREY, size: 6.5})
    // A value too long for its cell is printed smaller, as these packages shrink to fit.
    s.text(value, x + 4, y + 20, {size: Math.min(8, (w - 8) / H.regular.widthOfTextAtSize(value, 1))})
  }

  const employerCells: [string, string, number][] = [
    ['Raison sociale', facts.employer.name, 230],
    ['Adresse', addressLines(facts.employer.address).join(' '), 250],
    ['SIRET', facts.employer.siret, 90],
    ['Code NAF', slip.employer.naf, 55],
    ['N° Urssaf', slip.employer.urssaf, 157],
  ]
  const employeeCells: [string, string, number][] = [
    ['Matricule', slip.employee.matricule, 60],
    ['Nom et prénom', employee, 180],
    ['Emploi', slip.employee.job, 170],
    ['Classification', slip.employee.classification, 150],
    ['Entrée', short(slip.employee.entry), 62],
    ['N° Sécurité sociale', nir, 160],
  ]
  let x = 30
  for (const [label, value, w] of employerCells) {
    cell(label, value, x, 96, w)
    x += w
  }

  x = 30
  for (const [label, value, w] of employeeCells) {
    cell(label, value, x, 126, w)
    x += w
  }

  s.text(`Convention collective : ${slip.employer.convention}`, 30, 166, {color: GREY, size: 7})

  // The table.
  const rows = bodyRows(slip, {grossLabel: 'Salaire brut', groups: false, rateDecimals: 4, thousands: dotted})
  const other = slip.others.map((o): BodyRow => ({base: o.base, code: o.code, deduction: o.amount < 0 ? amount(-o.amount) : undefined, employeeRate: o.rate, gain: o.amount > 0 ? amount(o.amount) : undefined, kind: 'line', label: o.label}))
  const cols = {base: 392, code: 34, deduction: 590, employer: 806, employerRate: 700, gain: 510, label: 70, rate: 448}
  let y = 176
  s.box(30, y, 782, 18, {fill: olive})
  for (const [label, right] of [
    ['Base', cols.base],
    ['Taux', cols.rate],
    ['Gain', cols.gain],
    ['Retenue', cols.deduction],
    ['Taux pat.', cols.employerRate],
    ['Ret. pat.', cols.employer],
  ] as const)
    s.text(label, right, y + 12.5, {align: 'right', color: WHITE, font: H.bold, size: 7.5})
  s.text('N°', cols.code, y + 12.5, {color: WHITE, font: H.bold, size: 7.5})
  s.text('Désignation', cols.label, y + 12.5, {color: WHITE, font: H.bold, size: 7.5})
  y += 18
  const top = y
  for (const [i, row] of [...rows, ...other].entries()) {
    if (i % 2 === 1) s.box(30, y, 782, 10.5, {fill: pale})
    const font = row.kind === 'line' ? H.regular : H.bold
    const baseline = y + 7.8
    if (row.code) s.text(row.code, cols.code, baseline, {font, size: 7})
    s.text(row.label, cols.label, baseline, {font, size: 7})
    const cells: [string | undefined, number][] = [
      [row.base, cols.base],
      [row.employeeRate, cols.rate],
      [row.gain, cols.gain],
      [row.deduction, cols.deduction],
      [row.employerRate, cols.employerRate],
      [row.employer, cols.employer],
    ]
    for (const [value, right] of cells) if (value) s.text(value, right, baseline, {align: 'right', font, size: 7})
    y += 10.5
  }

  s.box(30, top, 782, y - top, {lineWidth: 0.5, stroke: olive})

  // Bottom strip: the same headers over a "Période" row and an "Année" row.
  const month = Number(slip.period.slice(5, 7))
  y += 8
  s.table({
    columns: [{width: 62}, ...Array.from({length: 8}, () => ({align: 'right' as const, width: 90}))],
    font: H.regular,
    frame: true,
    header: [['', 'Salaire brut', 'Charges salariales', 'Charges patronales', 'Net imposable', 'Net à payer avant impôt', 'Impôt sur le revenu', 'Net payé', 'Coût global']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.8,
    rows: [
      [{font: H.bold, text: 'Période'}, amount(slip.gross), amount(slip.totalEmployee), amount(slip.totalEmployer), amount(slip.netTaxable), {font: H.bold, text: amount(slip.netBeforeTax)}, amount(slip.pas), {font: H.bold, text: amount(slip.netPaid)}, amount(slip.employerCost)],
      [{font: H.bold, text: 'Année'}, amount(slip.ytd.gross), amount(slip.totalEmployee * month), amount(slip.totalEmployer * month), amount(slip.ytd.netTaxable), amount(slip.netBeforeTax * month), amount(slip.ytd.pas), amount(slip.netPaid * month), amount(slip.ytd.employerCost)],
    ],
    size: 7.5,
    verticalRules: true,
    x: 30,
    y,
  })

  s.text(`Taux de prélèvement à la source : ${frDecimal(slip.pasRate, 2)} % (taux personnalisé transmis par l’administration fiscale)   -   Montant net social : ${amount(slip.netSocial)}`, 30, 566, {size: 7})
  s.text('Dans votre intérêt, conservez ce bulletin de paie sans limitation de durée.', 30, 578, {color: GREY, font: H.italic, size: 6.5})
  s.text('Page 1', 812, 578, {align: 'right', color: GREY, size: 6.5})

  return {
    fields: payslipTruth(slip, facts, employee),
    layout: 'bulletin_paie/paysage',
    notes: [
      'landscape page; employer and employee particulars in grid cells, label above value ("Raison sociale", "Nom et prénom")',
      'period only as "Du 01/MM/YY au 30/MM/YY" (two-digit years); payment date in the same short format',
      'amounts with a dot for thousands ("3.240,00"); totals in a bottom strip whose header row serves a "Période" row and an "Année" row',
      'employee without civility in the grid, with it in the address block',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
