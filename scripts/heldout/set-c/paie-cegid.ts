/**
 * HELD-OUT bulletin_paie/cegid: a payslip as Cegid's payroll (Cegid Paie / Quadra Paie style)
 * prints it for a window envelope: the employer block top left ("N° Siret", "Code APE", "N°
 * Urssaf"), the title "BULLETIN DE SALAIRE" with a three-cell grid under it ("Période de paie |
 * Date de paiement | Mode de paiement", values "Du 01/03/2026 au 31/03/2026 | 31/03/2026 |
 * Virement"), the employee's mailing block in the window at the top RIGHT ("Madame MARTIN Claire",
 * NOM Prénom, address as-is), the particulars as "label : value" lines on the left under the
 * employer, the body table with rubric numbers "Rub. | Libellé | Base | Taux | À payer | À
 * retenir | Taux pat. | Montant pat." (the gross, the total of contributions and the net before
 * tax as shaded rows, the income tax row with its base and rate), the paid-leave table ("Congés
 * payés | N-1 | N" with rows "Acquis / Pris / Solde") at the bottom left, the "NET PAYÉ" box at
 * the bottom right, and two strips of label-above-value cells: the month ("Salaire brut | Net
 * imposable | Heures payées | Coût global") and "Cumuls annuels" under the same labels.
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
  newDocument,
  nirOf,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAmount,
  upper,
} from '../util.js'

export async function paieCegid(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: true})
  const employer = facts.employer
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const nir = nirOf(person, rng)
  const a = (c: number | undefined) => (c === undefined || c === 0 ? '' : frAmount(c, ' '))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Cegid Paie', date: slip.paidOn, producer: 'Cegid Editions', title: `BS ${slip.period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const shade = hex('#e9edf2')
  const frame = {lineWidth: 0.6, stroke: BLACK}

  // Employer, top left.
  s.text(employer.name, L, 42, {font: H.bold, size: 9.5})
  let y = s.lines(addressLines(employer.address, 'upper'), L, 54, {leading: 10, size: 8})
  s.text(`N° Siret : ${groupedSiret(employer.siret)}`, L, y + 2, {size: 7.5})
  s.text(`Code APE : ${slip.employer.naf}`, L, y + 12, {size: 7.5})
  s.text(`N° Urssaf : ${slip.employer.urssaf}`, L, y + 22, {size: 7.5})

  // Title and the period grid, top right.
  s.text('BULLETIN DE SALAIRE', R, 44, {align: 'right', font: H.bold, size: 13})
  const gx = 300
  const cells: [string, string, number][] = [
    ['Période de paie', `Du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, 120],
    ['Date de paiement', slashDate(slip.paidOn), 75],
    ['Mode de paiement', 'Virement', R - gx - 195],
  ]
  let cx = gx
  for (const [label, value, w] of cells) {
    s.box(cx, 54, w, 13, {fill: shade, lineWidth: 0.5, stroke: BLACK})
    s.box(cx, 67, w, 14, {lineWidth: 0.5, stroke: BLACK})
    s.text(label, cx + w / 2, 63, {align: 'center', font: H.bold, size: 6.8})
    s.text(value, cx + w / 2, 77, {align: 'center', size: 7.5})
    cx += w
  }

  // Employee in the window, right.
  s.text(employee, 330, 128, {font: H.bold, size: 10})
  s.lines(addressLines(address), 330, 141, {leading: 11.5, size: 9})

  // Particulars, left.
  const particulars: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° Sécurité sociale', nir],
    ['Emploi', slip.employee.job],
    ['Statut', slip.employee.status],
    ['Classification', slip.employee.classification],
    ["Date d'entrée", slashDate(slip.employee.entry)],
  ]
  particulars.forEach(([label, value], i) => {
    s.text(label, L, 132 + i * 10.5, {color: GREY, size: 7.2})
    s.text(`: ${value}`, L + 76, 132 + i * 10.5, {size: 7.2})
  })
  s.text(`Convention collective : ${slip.employer.convention}`, L, 204, {size: 6.8})

  // Body table.
  const cols = [
    {label: 'Rub.', width: 28},
    {label: 'Libellé', width: 188},
    {label: 'Base', width: 56},
    {label: 'Taux', width: 40},
    {label: 'À payer', width: 56},
    {label: 'À retenir', width: 56},
    {label: 'Taux pat.', width: 41},
    {label: 'Montant pat.', width: 70},
  ]
  const lefts = columnLefts(L, cols.map((c) => c.width))

  const top = 214
  s.box(L, top, R - L, 15, {fill: shade})
  cols.forEach((c, i) => s.text(c.label, i <= 1 ? lefts[i] + 3 : lefts[i] + c.width - 3, top + 10.5, {align: i <= 1 ? 'left' : 'right', font: H.bold, size: 7}))
  y = top + 15
  const rowH = 10.2
  const row = (cells: string[], style: {bold?: boolean; fill?: boolean} = {}) => {
    if (style.fill) s.box(L, y, R - L, rowH, {fill: shade})
    cells.forEach((text, i) => {
      if (!text) return
      s.text(text, i <= 1 ? lefts[i] + 3 : lefts[i] + cols[i].width - 3, y + rowH - 2.8, {align: i <= 1 ? 'left' : 'right', font: style.bold ? H.bold : H.regular, size: 7})
    })
    y += rowH
  }

  for (const e of slip.earnings) {
    const base = e.base === undefined ? '' : e.baseIsCount ? frDecimal(e.base, 2) : a(e.base)
    row([e.code, e.label, base, e.rate === undefined ? '' : frDecimal(e.rate, 4), e.amount >= 0 ? a(e.amount) : '', e.amount < 0 ? a(-e.amount) : '', '', ''])
  }

  row(['', 'SALAIRE BRUT', '', '', a(slip.gross), '', '', ''], {bold: true, fill: true})
  for (const c of slip.contributions) {
    const employerAmount = c.employer === undefined ? '' : c.employer < 0 ? `-${a(-c.employer)}` : a(c.employer)
    const label = c.label.length > 46 ? `${c.label.slice(0, 45)}.` : c.label
    row([c.code, label, a(c.base), c.employeeRate === undefined ? '' : frDecimal(c.employeeRate, 3), '', a(c.employee), c.employerRate === undefined ? '' : frDecimal(c.employerRate, 3), employerAmount])
  }

  row(['', 'TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(slip.totalEmployee), '', a(slip.totalEmployer)], {bold: true, fill: true})
  for (const o of slip.others) row([o.code, o.label, o.base ?? '', o.rate ?? '', o.amount > 0 ? a(o.amount) : '', o.amount < 0 ? a(-o.amount) : '', '', ''])
  row(['', 'NET À PAYER AVANT IMPÔT SUR LE REVENU', '', '', a(slip.netBeforeTax), '', '', ''], {bold: true, fill: true})
  row(['8900', 'Impôt sur le revenu prélevé à la source', a(slip.netTaxable), `${frDecimal(slip.pasRate, 2)} %`, '', a(slip.pas), '', ''])
  s.box(L, top, R - L, y - top, frame)
  for (const x of lefts.slice(1)) s.vline(x, top, y, {color: GREY, width: 0.4})

  // Paid leave (left) and net paid (right).
  y += 14
  const lv = slip.leave
  s.table({
    columns: [{width: 70}, {align: 'right', width: 50}, {align: 'right', width: 50}],
    font: H.regular,
    frame: true,
    header: [['Congés payés', 'N-1', 'N']],
    headerFill: shade,
    headerFont: H.bold,
    rowHeight: 11,
    rows: [
      ['Acquis', frDecimal(lv.previousAcquired, 2), frDecimal(lv.currentAcquired, 2)],
      ['Pris', frDecimal(lv.previousTaken, 2), frDecimal(lv.currentTaken, 2)],
      ['Solde', frDecimal(lv.previousAcquired - lv.previousTaken, 2), frDecimal(lv.currentAcquired - lv.currentTaken, 2)],
    ],
    size: 7,
    verticalRules: true,
    x: L,
    y,
  })
  s.text(`Montant net social : ${a(slip.netSocial)}`, 215, y + 10, {size: 7.5})
  s.text(`Dont exonération heures suppl. : 0,00`, 215, y + 22, {color: GREY, size: 7})
  s.box(395, y, R - 395, 44, {lineWidth: 1.2, stroke: BLACK})
  s.text('NET PAYÉ', 405, y + 16, {font: H.bold, size: 11})
  s.text(`${a(slip.netPaid)} €`, R - 10, y + 16, {align: 'right', font: H.bold, size: 13})
  s.text(`Virement du ${slashDate(slip.paidOn)}`, 405, y + 34, {color: GREY, size: 7.5})

  // The month and the year to date, label above value.
  y += 66
  const strip = (title: string, values: string[]) => {
    const labels = ['Salaire brut', 'Net imposable', 'Heures payées', 'Impôt prélevé', 'Coût global']
    const w = (R - L - 80) / labels.length
    s.box(L, y, 80, 26, {fill: shade, lineWidth: 0.5, stroke: BLACK})
    s.text(title, L + 4, y + 16, {font: H.bold, size: 7.2})
    labels.forEach((label, i) => {
      const x = L + 80 + i * w
      s.box(x, y, w, 26, {lineWidth: 0.5, stroke: BLACK})
      s.text(label, x + w / 2, y + 9, {align: 'center', color: GREY, size: 6.5})
      s.text(values[i], x + w / 2, y + 21, {align: 'center', size: 8})
    })
    y += 26
  }

  strip('Mois', [a(slip.gross), a(slip.netTaxable), '151,67', a(slip.pas) || '0,00', a(slip.employerCost)])
  strip('Cumuls annuels', [a(slip.ytd.gross), a(slip.ytd.netTaxable), frDecimal(slip.ytd.hours, 2), a(slip.ytd.pas) || '0,00', a(slip.ytd.employerCost)])

  s.paragraph(
    'Pour vous aider à faire valoir vos droits, conservez ce bulletin de salaire sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.',
    L,
    y + 16,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )
  s.text(`${employer.name} - Bulletin ${slip.period.slice(5, 7)}/${slip.period.slice(0, 4)} - Page 1/1`, R, 822, {align: 'right', color: GREY, size: 6})

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
    layout: 'bulletin_paie/cegid',
    notes: ['employee in the window at the top right (NOM Prénom)', 'period in a label-over-value grid cell "Du ... au ..."', 'paid-leave table', 'net imposable as the PAS base and in the month strip'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
