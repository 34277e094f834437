/**
 * HELD-OUT bulletin_paie/adp: a large-account payroll bureau's payslip (ADP/Cegid style): a
 * framed header whose right cell says "BULLETIN DE PAIE" with "Période de paie" above
 * "01/09/2026 - 30/09/2026"; the employee's particulars as a row of label-over-value cells; the
 * employee in upper-case mailing style ("M. JEAN DUPONT"); rubric codes; amounts with no
 * thousands separator ("3501,75"); separate "Gains" and "Retenues" columns; the nets in a strip of
 * label-over-value cells; "Montant net imposable du mois" in a sentence line; a one-row
 * year-to-date grid.
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {
  addressLines,
  envelopeName,
  type Facts,
  frDecimal,
  type GeneratedDocument,
  GREY,
  hex,
  newDocument,
  nirOf,
  plainComma,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAmount,
  upper,
} from '../util.js'

export async function paieAdp(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: true})
  const employer = facts.employer
  const employee = envelopeName(name)
  const a = (c: number | undefined) => (c === undefined || c === 0 ? '' : plainComma(c))
  const rule = hex('#7d7d7d')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'ADP DECIDIUM', date: slip.paidOn, producer: 'ADP GSI France', title: 'Bulletin de paie'})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica
  const C = fonts.courier

  // Header cells.
  s.box(28, 28, 330, 74, {lineWidth: 0.6, stroke: rule})
  s.box(358, 28, 209, 74, {lineWidth: 0.6, stroke: rule})
  s.text(upper(employer.name), 36, 44, {font: H.bold, size: 9.5})
  s.lines(addressLines(employer.address, 'upper'), 36, 56, {leading: 9.5, size: 8})
  s.text(`SIRET ${employer.siret}    APE ${slip.employer.naf}`, 36, 96, {size: 7.5})
  s.text('BULLETIN DE PAIE', 366, 44, {font: H.bold, size: 12})
  s.text('Période de paie', 366, 60, {color: GREY, size: 7})
  s.text(`${slashDate(slip.start)} - ${slashDate(slip.end)}`, 366, 70, {font: H.bold, size: 8.5})
  s.text('Date de paiement', 470, 60, {color: GREY, size: 7})
  s.text(slashDate(slip.paidOn), 470, 70, {font: H.bold, size: 8.5})
  s.text('Devise : EUR', 366, 92, {color: GREY, size: 7})

  // Particulars: label-over-value cells.
  const cells: [string, string, number][] = [
    ['Matricule', slip.employee.matricule, 60],
    ['Entrée le', slashDate(slip.employee.entry), 62],
    ['Emploi', slip.employee.job.length > 30 ? `${slip.employee.job.slice(0, 29)}.` : slip.employee.job, 150],
    ['Qualification', slip.employee.status, 70],
    ['Coefficient', slip.employee.classification.replace(/.* - /, ''), 70],
    ['N° Sécurité sociale', nirOf(person, rng), 127],
  ]
  let x = 28
  for (const [label, value, w] of cells) {
    s.box(x, 108, w, 28, {lineWidth: 0.5, stroke: rule})
    s.text(label, x + 4, 117, {color: GREY, size: 6.5})
    s.text(value, x + 4, 130, {size: 7.5})
    x += w
  }

  // Mailing block.
  s.lines([employee, ...addressLines(address, 'postal')], 340, 160, {leading: 11, size: 9})

  // Body.
  const head = ['Rubrique', 'Libellé', 'Nombre', 'Base', 'Taux', 'Gains', 'Retenues', 'Taux pat.', 'Cotis. pat.']
  const widths = [36, 170, 38, 52, 40, 50, 50, 42, 61]
  const aligns = ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'] as const
  const rows: string[][] = []
  for (const e of slip.earnings) rows.push([e.code, e.label, e.baseIsCount ? frDecimal(e.base!, 2) : '', e.baseIsCount ? '' : a(e.base), e.rate === undefined ? '' : frDecimal(e.rate, 4), a(e.amount), '', '', ''])
  rows.push(['1999', 'SALAIRE BRUT', '', '', '', a(slip.gross), '', '', ''])
  for (const c of slip.contributions) rows.push([c.code, c.label.length > 40 ? c.label.slice(0, 40) : c.label, '', a(c.base), c.employeeRate === undefined ? '' : frDecimal(c.employeeRate, 3), '', a(c.employee), c.employerRate === undefined ? '' : frDecimal(c.employerRate, 3), a(c.employer)])
  rows.push(['2999', 'TOTAL COTISATIONS ET CONTRIBUTIONS', '', '', '', '', a(slip.totalEmployee), '', a(slip.totalEmployer)])
  for (const o of slip.others) rows.push([o.code, o.label, o.base ?? '', '', o.rate ?? '', o.amount > 0 ? a(o.amount) : '', o.amount < 0 ? a(-o.amount) : '', '', ''])

  const y0 = 230
  let y = s.table({
    columns: widths.map((w, i) => ({align: aligns[i], width: w})),
    font: C.regular,
    frame: true,
    header: [head],
    headerFill: hex('#e9e9e9'),
    headerFont: H.bold,
    headerSize: 6.8,
    rowHeight: 10.5,
    rows,
    size: 6.6,
    verticalRules: true,
    x: 28,
    y: y0,
  })

  // Nets strip.
  y += 10
  const strip: [string, string, number][] = [
    ['Net à payer avant impôt sur le revenu', `${a(slip.netBeforeTax)} EUR`, 150],
    ['Impôt sur le revenu - base', a(slip.netTaxable), 95],
    ['Taux personnalisé', `${frDecimal(slip.pasRate, 2)} %`, 70],
    ['Montant prélevé', a(slip.pas), 75],
    ['NET PAYÉ', `${a(slip.netPaid)} EUR`, 149],
  ]
  x = 28
  for (const [label, value, w] of strip) {
    s.box(x, y, w, 32, {fill: label === 'NET PAYÉ' ? hex('#e9e9e9') : undefined, lineWidth: 0.6, stroke: rule})
    s.text(label, x + 4, y + 10, {color: GREY, size: 6.5})
    s.text(value, x + w - 4, y + 25, {align: 'right', font: H.bold, size: 9})
    x += w
  }

  y += 48
  s.text(`Montant net imposable du mois : ${a(slip.netTaxable)} EUR          Montant net social : ${a(slip.netSocial)} EUR`, 28, y, {size: 8})
  y += 16
  s.table({
    columns: [{width: 90}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 80}, {align: 'right', width: 84}],
    font: C.regular,
    frame: true,
    header: [['Cumuls annuels', 'Brut', 'Net imposable', 'Cotis. salariales', 'Heures', 'Impôt prélevé']],
    headerFill: hex('#e9e9e9'),
    headerFont: H.bold,
    headerSize: 6.8,
    rows: [[`Année ${slip.period.slice(0, 4)}`, a(slip.ytd.gross), a(slip.ytd.netTaxable), a(slip.totalEmployee * Number(slip.period.slice(5, 7))), frDecimal(slip.ytd.hours, 2), a(slip.ytd.pas)]],
    size: 7,
    verticalRules: true,
    x: 28,
    y,
  })

  s.text(`Convention collective : ${slip.employer.convention}`, 28, 790, {color: GREY, size: 6.5})
  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.',
    28,
    802,
    540,
    {color: GREY, leading: 8, size: 6.5},
  )
  s.text('Page 1 / 1', 567, 820, {align: 'right', color: GREY, size: 6.5})

  return {
    fields: {
      brut: truthAmount(slip.gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(slip.netBeforeTax),
      net_imposable: truthAmount(slip.netTaxable),
      periode: slip.period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/adp',
    notes: ['nets as label-over-value cells', 'amounts "3501,75" without thousands separator', 'period "01/09/2026 - 30/09/2026" under "Période de paie"', 'employer name upper-cased in the header'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
