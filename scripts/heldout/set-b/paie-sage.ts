/**
 * HELD-OUT bulletin_paie/sage: the classic framed grid of a desktop payroll package (Sage Paie
 * i7 style): "BULLETIN DE PAIE" top left over the employer block ("Siret :", "Code Naf :",
 * "Urssaf :"), a framed box top right "Période du : 01/03/26  au : 31/03/26" (two-digit years,
 * label and value pairs on one line) and "Paiement le : 31/03/26  par : Virement"; under it the
 * particulars on the left ("Matricule :", "N° S.S. :", "Emploi :", "Qualif. :", "Coeff. :",
 * "Entrée le :") and the employee block on the RIGHT, "Monsieur DUPONT Jean" (NOM Prénom) with
 * the address; the body grid "Désignation | Nombre | Base | Taux | Gain | Retenue | Taux |
 * Retenue" with a grouped header "Part salarié" / "Part employeur"; "NET A PAYER AVANT IMPOT SUR
 * LE REVENU" as a grid row; the income tax row; a bottom box "NET PAYE EN EUROS"; the cumuls grid
 * "Salaire brut | Charges salariales | Charges patronales | Net imposable | Heures" with rows
 * "Période" and "Année" (the month's net imposable is only there).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {
  addressLines,
  BLACK,
  civilityWord,
  columnLefts,
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
  pad2,
  readParams,
  saveDocument,
  Sheet,
  subjectOf,
  truthAmount,
  upper,
} from '../util.js'

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`

export async function paieSage(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: true})
  const employer = facts.employer
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const nir = nirOf(person, rng).replace(/ /g, '')
  const a = (c: number | undefined) => (c === undefined || c === 0 ? '' : frAmount(c, ' '))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Sage Paie & RH i7', date: slip.paidOn, producer: 'Sage - Editions', title: 'Bulletin de salaire'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const frame = {lineWidth: 0.7, stroke: BLACK}

  // Header: employer left, period box right.
  s.text('BULLETIN DE PAIE', L, 40, {font: H.bold, size: 12})
  s.text(employer.name, L, 60, {font: H.bold, size: 9})
  let y = s.lines(addressLines(employer.address, 'upper'), L, 71, {leading: 9.5, size: 8})
  s.text(`Siret : ${groupedSiret(employer.siret)}`, L, y + 1, {size: 7.5})
  s.text(`Code Naf : ${slip.employer.naf}`, L + 150, y + 1, {size: 7.5})
  s.text(`Urssaf : ${slip.employer.urssaf}`, L, y + 11, {size: 7.5})

  s.box(330, 28, R - 330, 40, frame)
  s.text('Période du :', 338, 42, {size: 8})
  s.text(short(slip.start), 392, 42, {font: H.bold, size: 8})
  s.text('au :', 450, 42, {size: 8})
  s.text(short(slip.end), 472, 42, {font: H.bold, size: 8})
  s.text('Paiement le :', 338, 58, {size: 8})
  s.text(short(slip.paidOn), 392, 58, {font: H.bold, size: 8})
  s.text('par :', 450, 58, {size: 8})
  s.text('Virement', 472, 58, {font: H.bold, size: 8})

  // Particulars left, employee right.
  const top = 128
  s.box(L, top, R - L, 86, frame)
  s.vline(300, top, top + 86, {width: 0.5})
  const particulars: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° S.S.', nir],
    ['Emploi', slip.employee.job],
    ['Qualif.', slip.employee.status],
    ['Coeff.', slip.employee.classification.replace(/^.* - /, '')],
    ['Entrée le', short(slip.employee.entry)],
  ]
  particulars.forEach(([label, value], i) => {
    s.text(`${label} :`, L + 6, top + 13 + i * 11, {size: 7.5})
    s.text(value, L + 62, top + 13 + i * 11, {size: 7.5})
  })
  s.text(employee, 330, top + 26, {font: H.bold, size: 9})
  s.lines(addressLines(address, 'upper'), 330, top + 38, {leading: 10, size: 8.5})
  s.text(`Convention collective : ${slip.employer.convention}`, L, top + 98, {size: 7})

  // Body grid.
  const cols = [
    {label: 'Désignation', width: 190},
    {label: 'Nombre', width: 38},
    {label: 'Base', width: 55},
    {label: 'Taux', width: 40},
    {label: 'Gain', width: 55},
    {label: 'Retenue', width: 52},
    {label: 'Taux', width: 40},
    {label: 'Retenue', width: 69},
  ]
  const lefts = columnLefts(L, cols.map((c) => c.width))

  const gridTop = top + 108
  s.box(L, gridTop, R - L, 26, {fill: LIGHT})
  s.text('Part salarié', lefts[3] + (cols[3].width + cols[4].width + cols[5].width) / 2, gridTop + 9, {align: 'center', font: H.bold, size: 7})
  s.text('Part employeur', lefts[6] + (cols[6].width + cols[7].width) / 2, gridTop + 9, {align: 'center', font: H.bold, size: 7})
  s.hline(lefts[3], R, gridTop + 13, {width: 0.4})
  cols.forEach((c, i) => s.text(c.label, i === 0 ? lefts[i] + 4 : lefts[i] + c.width - 3, gridTop + 22, {align: i === 0 ? 'left' : 'right', font: H.bold, size: 7}))
  y = gridTop + 26
  const rowH = 9.4
  const row = (cells: string[], style: {bold?: boolean; indent?: number; fill?: boolean} = {}) => {
    if (style.fill) s.box(L, y, R - L, rowH, {fill: hex('#f2f2f2')})
    const font = style.bold ? H.bold : H.regular
    cells.forEach((text, i) => {
      if (!text) return
      s.text(text, i === 0 ? lefts[0] + 4 + (style.indent ?? 0) : lefts[i] + cols[i].width - 3, y + rowH - 2.5, {align: i === 0 ? 'left' : 'right', font, size: 6.8})
    })
    y += rowH
  }

  for (const e of slip.earnings) {
    const count = e.baseIsCount && e.base !== undefined ? frDecimal(e.base, 2) : ''
    const base = !e.baseIsCount && e.base !== undefined ? a(e.base) : ''
    const rate = e.rate === undefined ? '' : frDecimal(e.rate, 4)
    row([e.label, count, base, rate, e.amount >= 0 ? a(e.amount) : '', e.amount < 0 ? a(-e.amount) : '', '', ''])
  }

  row(['SALAIRE BRUT', '', '', '', a(slip.gross), '', '', ''], {bold: true, fill: true})
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      row([group, '', '', '', '', '', '', ''], {bold: true})
    }

    const employerAmount = c.employer === undefined ? '' : c.employer < 0 ? `-${a(-c.employer)}` : a(c.employer)
    row([c.label.length > 48 ? `${c.label.slice(0, 47)}.` : c.label, '', a(c.base), c.employeeRate === undefined ? '' : frDecimal(c.employeeRate, 4), '', a(c.employee), c.employerRate === undefined ? '' : frDecimal(c.employerRate, 4), employerAmount], {indent: 6})
  }

  row(['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', '', a(slip.totalEmployee), '', a(slip.totalEmployer)], {bold: true, fill: true})
  for (const o of slip.others) row([o.label, o.base ?? '', '', o.rate ?? '', o.amount > 0 ? a(o.amount) : '', o.amount < 0 ? a(-o.amount) : '', '', ''])
  row(['NET A PAYER AVANT IMPOT SUR LE REVENU', '', '', '', a(slip.netBeforeTax), '', '', ''], {bold: true, fill: true})
  row(['Impôt sur le revenu prélevé à la source', '', a(slip.netTaxable), frDecimal(slip.pasRate, 2), '', a(slip.pas), '', ''])
  for (const x of lefts.slice(1)) s.vline(x, gridTop + (x >= lefts[3] ? 0 : 0), y, {width: 0.4})
  s.box(L, gridTop, R - L, y - gridTop, frame)

  // Net paid box.
  y += 8
  s.box(360, y, R - 360, 20, {lineWidth: 1, stroke: BLACK})
  s.text('NET PAYE EN EUROS', 368, y + 13, {font: H.bold, size: 9})
  s.text(a(slip.netPaid), R - 8, y + 13, {align: 'right', font: H.bold, size: 10})
  s.text(`Allègement de cotisations : ${a(Math.round(slip.gross * 0.018))}`, L, y + 8, {size: 7})
  s.text(`Montant net social : ${a(slip.netSocial)}`, L, y + 18, {size: 7})

  // Cumuls grid.
  const month = Number(slip.period.slice(5, 7))
  y = s.table({
    columns: [{width: 70}, {align: 'right', width: 85}, {align: 'right', width: 85}, {align: 'right', width: 85}, {align: 'right', width: 85}, {align: 'right', width: 60}, {align: 'right', width: 69}],
    font: H.regular,
    frame: true,
    header: [['', 'Salaire brut', 'Charges salariales', 'Charges patronales', 'Net imposable', 'Heures', 'Congés pris']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Période', a(slip.gross), a(slip.totalEmployee), a(slip.totalEmployer), a(slip.netTaxable), '151,67', '0,00'],
      ['Année', a(slip.ytd.gross), a(slip.totalEmployee * month), a(slip.totalEmployer * month), a(slip.ytd.netTaxable), frDecimal(slip.ytd.hours, 2), frDecimal(slip.leave.previousTaken, 2)],
    ],
    size: 7,
    verticalRules: true,
    x: L,
    y: y + 34,
  })

  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Pour plus d’informations sur le montant de vos cotisations et leur utilisation : www.mon-entreprise.urssaf.fr',
    L,
    y + 16,
    R - L,
    {color: GREY, leading: 8, size: 6.3},
  )
  s.text(`Édité le ${short(slip.paidOn)} à ${pad2(9 + Math.floor(rng() * 8))}:${pad2(Math.floor(rng() * 60))}`, R, 822, {align: 'right', color: GREY, size: 6})

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
    layout: 'bulletin_paie/sage',
    notes: ['"Période du : 01/03/26  au : 31/03/26" in a framed box (two-digit years)', 'employee block on the right "Monsieur DUPONT Jean" (NOM Prénom)', 'Gain / Retenue columns under "Part salarié"', 'net imposable only in the cumuls grid, "Période" row'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
