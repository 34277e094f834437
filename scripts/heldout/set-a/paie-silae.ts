/**
 * HELD-OUT bulletin_paie/silae: the 2018+ "bulletin clarifié" as the Silae payroll software
 * prints it: employer block top left with "Siret :", "Code Naf :", "Urssaf :"; title top right
 * with "Du 01/09/2026 au 30/09/2026" and "Paiement le ... par Virement"; particulars with colons;
 * the employee "Monsieur Jean DUPONT" in a framed window block; ONE table whose columns are
 * "Éléments de paie | Base | Taux sal. | Montant salarial | Taux pat. | Montant patronal",
 * deductions negative in the salary column, the gross, the total of contributions, the net
 * before tax, the income tax withheld and the net paid as rows of that same table (values in
 * the salary column, mid-page); "Montant net social" under it; the year-to-date totals as a
 * vertical table "Cumuls | Période | Année" (net imposable only there).
 */
import {computePayslip, pmssOf} from '../../../server/src/corpus/layouts/personal/paie.js'
import {
  addressLines,
  civilityWord,
  type Facts,
  frAmount,
  frDecimal,
  type GeneratedDocument,
  GREY,
  groupedSiret,
  hex,
  LIGHT,
  newDocument,
  nirOf,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAmount,
  upper,
  WHITE,
} from '../util.js'

export async function paieSilae(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: false})
  const employer = facts.employer
  const employee = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const nir = nirOf(person, rng)
  const ink = hex('#23395d')
  const band = hex('#dde5f0')
  const a = (c: number | undefined) => (c === undefined ? '' : frAmount(c, ' '))
  const r = (x: number | undefined) => (x === undefined ? '' : frDecimal(x, 4))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Silae', date: slip.paidOn, producer: 'Silae - Editions', title: `BP ${slip.period} ${upper(name.surname)}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Employer.
  s.text(employer.name, 30, 40, {font: H.bold, size: 9.5})
  let y = s.lines(addressLines(employer.address), 30, 52, {leading: 9.5, size: 8})
  s.text(`Siret : ${groupedSiret(employer.siret)}`, 30, y + 2, {size: 8})
  s.text(`Code Naf : ${slip.employer.naf}`, 30, y + 12, {size: 8})
  s.text(`Urssaf : ${slip.employer.urssaf}`, 30, y + 22, {size: 8})

  // Title.
  s.text('BULLETIN DE PAIE', 565, 42, {align: 'right', color: ink, font: H.bold, size: 14})
  s.text(`Du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, 565, 56, {align: 'right', font: H.bold, size: 9})
  s.text(`Paiement le ${slashDate(slip.paidOn)} par Virement`, 565, 67, {align: 'right', size: 8})

  // Particulars.
  const rows: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° Sécurité sociale', nir],
    ['Emploi', slip.employee.job],
    ['Statut professionnel', slip.employee.status],
    ['Niveau / Coefficient', slip.employee.classification],
    ["Date d'ancienneté", slashDate(slip.employee.entry)],
  ]
  y = Math.max(y + 44, 118)
  for (const [label, value] of rows) {
    s.labelled(`${label} :`, value, 30, y, {color: GREY, size: 7.5}, {size: 7.5})
    y += 9.5
  }

  s.paragraph(`Convention collective : ${slip.employer.convention}`, 30, y + 2, 270, {color: GREY, leading: 8.5, size: 7})

  // Window block.
  s.box(318, 96, 247, 78, {lineWidth: 0.5, stroke: GREY})
  s.lines([employee, ...addressLines(address)], 330, 114, {leading: 11, size: 9.5})

  // Table.
  const cols = {base: 300, rateE: 350, amountE: 420, rateP: 470, amountP: 560}
  const top = 210
  s.box(30, top, 535, 16, {fill: ink})
  s.text('Éléments de paie', 36, top + 11, {color: WHITE, font: H.bold, size: 7.2})
  for (const [label, right] of [
    ['Base', cols.base],
    ['Taux sal.', cols.rateE],
    ['Montant salarial', cols.amountE],
    ['Taux pat.', cols.rateP],
    ['Montant patronal', cols.amountP],
  ] as const)
    s.text(label, right, top + 11, {align: 'right', color: WHITE, font: H.bold, size: 7.2})

  y = top + 16
  const rowH = 9.6
  const row = (label: string, cells: Partial<Record<keyof typeof cols, string>>, style: {bold?: boolean; fill?: boolean; indent?: number; size?: number} = {}) => {
    if (style.fill) s.box(30, y, 535, rowH + 1, {fill: band})
    const font = style.bold ? H.bold : H.regular
    const size = style.size ?? 6.9
    s.text(label, 34 + (style.indent ?? 0), y + rowH - 2.6, {font, size})
    for (const [key, right] of Object.entries(cols)) {
      const value = cells[key as keyof typeof cols]
      if (value) s.text(value, right, y + rowH - 2.6, {align: 'right', font, size})
    }

    y += rowH + (style.fill ? 1 : 0)
  }

  for (const e of slip.earnings) row(e.label, {amountE: a(e.amount), base: e.base === undefined ? '' : e.baseIsCount ? frDecimal(e.base, 2) : a(e.base), rateE: e.rate === undefined ? '' : frDecimal(e.rate, 4)})
  row('Salaire brut', {amountE: a(slip.gross)}, {bold: true, fill: true})
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      const title = group.charAt(0) + group.slice(1).toLocaleLowerCase('fr-FR')
      row(title, {}, {bold: true, size: 6.7})
    }

    row(c.label, {amountE: c.employee ? a(-c.employee) : '', amountP: a(c.employer), base: a(c.base), rateE: r(c.employeeRate), rateP: r(c.employerRate)}, {indent: 8})
  }

  row('Total des cotisations et contributions', {amountE: a(-slip.totalEmployee), amountP: a(slip.totalEmployer)}, {bold: true, fill: true})
  y += 4
  row('Net à payer avant impôt sur le revenu', {amountE: a(slip.netBeforeTax)}, {bold: true, fill: true, size: 7.6})
  row('Dont évolution de la rémunération liée à la suppression des cotisations chômage et maladie', {amountE: a(Math.round(slip.gross * 0.0315))}, {size: 6.4})
  row('Impôt sur le revenu prélevé à la source - taux personnalisé', {amountE: a(-slip.pas), base: a(slip.netTaxable), rateE: frDecimal(slip.pasRate, 2)})
  y += 2
  row('NET PAYÉ EN EUROS', {amountE: a(slip.netPaid)}, {bold: true, fill: true, size: 8})
  for (const x of [230, 305, 355, 425, 475]) s.vline(x, top + 16, y, {color: hex('#b8c4d6'), width: 0.3})
  s.box(30, top, 535, y - top, {lineWidth: 0.6, stroke: ink})

  s.labelled('Montant net social :', `${a(slip.netSocial)} €`, 30, y + 14, {font: H.bold, size: 8}, {font: H.regular})
  s.text(`Allègement de cotisations employeur : ${a(Math.round(slip.gross * 0.021))} €   -   Coût total employeur : ${a(slip.employerCost)} €`, 565, y + 14, {align: 'right', color: GREY, size: 7})

  // Year to date, vertical, and leave.
  const month = Number(slip.period.slice(5, 7))
  const cumulTop = y + 28
  s.table({
    columns: [{width: 120}, {align: 'right', width: 70}, {align: 'right', width: 75}],
    font: H.regular,
    frame: true,
    header: [['Cumuls', 'Période', 'Année']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rowHeight: 11,
    rows: [
      ['Salaire brut', a(slip.gross), a(slip.ytd.gross)],
      ['Net imposable', a(slip.netTaxable), a(slip.ytd.netTaxable)],
      ['Heures travaillées', '151,67', frDecimal(slip.ytd.hours, 2)],
      ['Charges salariales', a(slip.totalEmployee), a(slip.totalEmployee * month)],
      ['Charges patronales', a(slip.totalEmployer), a(slip.totalEmployer * month)],
      ['Coût global', a(slip.employerCost), a(slip.ytd.employerCost)],
    ],
    size: 7,
    verticalRules: true,
    x: 30,
    y: cumulTop,
  })
  const leave = slip.leave
  s.table({
    columns: [{width: 90}, {align: 'right', width: 60}, {align: 'right', width: 60}],
    font: H.regular,
    frame: true,
    header: [['Congés payés', 'N-1', 'N']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rowHeight: 11,
    rows: [
      ['Acquis', frDecimal(leave.previousAcquired, 2), frDecimal(leave.currentAcquired, 2)],
      ['Pris', frDecimal(leave.previousTaken, 2), '0,00'],
      ['Solde', frDecimal(leave.previousAcquired - leave.previousTaken, 2), frDecimal(leave.currentAcquired, 2)],
    ],
    size: 7,
    verticalRules: true,
    x: 355,
    y: cumulTop,
  })
  s.text(`Plafond de la sécurité sociale : ${a(pmssOf(Number(slip.period.slice(0, 4))))}`, 355, cumulTop + 62, {color: GREY, size: 6.8})

  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Pour plus d’informations sur le montant de vos cotisations et leur utilisation, consultez le site www.mon-entreprise.urssaf.fr',
    30,
    808,
    535,
    {color: GREY, leading: 8, size: 6.3},
  )

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
    layout: 'bulletin_paie/silae',
    notes: ['nets as rows of the contributions table, value in the "Montant salarial" column mid-page', 'net imposable only in a vertical Cumuls table (Période / Année)', 'period "Du dd/mm/yyyy au dd/mm/yyyy"'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
