/**
 * HELD-OUT bulletin_paie/payfit: the one-column payslip of a modern payroll SaaS (PayFit style):
 * "Bulletin de paie" with the month in words at the right ("Mars 2026") and "Période du 1er au
 * 31 mars 2026" under it, the company block and the employee "Jean Dupont" (Prénom Nom, title
 * case) side by side, an information strip of label-above-value cells, then sections with their
 * own heading: "Rémunération brute" (quantity × rate on the line, amount at the right edge, total
 * "Salaire brut"), "Cotisations et contributions" (Base / Taux / Part salarié / Part employeur),
 * then a summary column: "Net à payer avant impôt sur le revenu" large with its amount, an income
 * tax strip of three label-above-value cells ("Net imposable", "Taux personnalisé", "Impôt
 * prélevé à la source"), "Net payé" on an accent band, "Montant net social"; two cards at the
 * bottom: paid leave and "Cumuls 2026" with "label : value" lines (year-to-date decoys). Amounts
 * "3 052,00 €".
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {
  addressLines,
  capitalisedSurname,
  type Facts,
  frAmount,
  frDecimal,
  type GeneratedDocument,
  GREY,
  groupedSiret,
  hex,
  longDate,
  MONTHS_FR,
  monthTitle,
  newDocument,
  nirOf,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAmount,
  WHITE,
} from '../util.js'

export async function paiePayfit(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: false})
  const employer = facts.employer
  const employee = `${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const nir = nirOf(person, rng)
  const teal = hex('#0f6b73')
  const soft = hex('#f3f6f8')
  const line = hex('#d9dee3')
  const eur = (c: number) => `${frAmount(c, ' ')} €`
  const [year, month] = slip.period.split('-').map(Number)
  const lastDay = Number(slip.end.slice(8, 10))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Payflow', date: slip.paidOn, producer: 'Payflow PDF service', title: `Bulletin de paie - ${monthTitle(slip.period)} - ${employee}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Title row.
  s.text('Bulletin de paie', L, 52, {color: teal, font: H.bold, size: 17})
  s.text(monthTitle(slip.period), R, 52, {align: 'right', font: H.bold, size: 17})
  s.text(`Période du 1er au ${lastDay} ${MONTHS_FR[month - 1]} ${year}`, R, 67, {align: 'right', color: GREY, size: 9})
  s.text(`Payé le ${longDate(slip.paidOn)} par virement`, R, 79, {align: 'right', color: GREY, size: 8})
  s.hline(L, R, 92, {color: line, width: 0.8})

  // Company (left) and employee (right).
  s.text(employer.name, L, 112, {font: H.bold, size: 10})
  let y = s.lines(addressLines(employer.address), L, 125, {color: hex('#333333'), leading: 11, size: 8.5})
  s.text(`SIRET ${groupedSiret(employer.siret)}`, L, y + 2, {color: GREY, size: 8})
  s.text(`Code NAF ${slip.employer.naf}`, L, y + 13, {color: GREY, size: 8})

  s.text(employee, 330, 112, {font: H.bold, size: 10})
  s.lines(addressLines(address), 330, 125, {leading: 11, size: 8.5})

  // Information strip: label above value.
  const top = 186
  s.box(L, top, R - L, 62, {fill: soft, radius: 4})
  const cells: [string, string][][] = [
    [
      ['Matricule', slip.employee.matricule],
      ['Emploi', slip.employee.job],
      ['Statut', slip.employee.status],
      ["Date d'entrée", slashDate(slip.employee.entry)],
    ],
    [
      ['N° de sécurité sociale', nir],
      ['Classification', slip.employee.classification],
      ['Salaire de base', eur(slip.earnings[0].amount)],
      ['Heures du mois', '151,67 h'],
    ],
  ]
  const cw = (R - L - 20) / 4
  cells.forEach((row, r) =>
    row.forEach(([label, value], c) => {
      const x = L + 10 + c * cw
      s.text(label, x, top + 14 + r * 28, {color: GREY, size: 6.8})
      s.text(value.length > 34 ? `${value.slice(0, 32)}…` : value, x, top + 24 + r * 28, {size: 7.8})
    }),
  )
  s.text(`Convention collective : ${slip.employer.convention}`, L, top + 76, {color: GREY, size: 7})

  // Section helper.
  const section = (title: string, at: number) => {
    s.text(title.toUpperCase(), L, at, {color: teal, font: H.bold, size: 8})
    s.hline(L, R, at + 4, {color: teal, width: 0.8})
    return at + 16
  }

  const COL = {base: 330, rate: 390, employee: 475, employer: R}
  y = section('Rémunération brute', top + 100)
  for (const e of slip.earnings) {
    const detail = e.baseIsCount && e.base !== undefined && e.rate !== undefined ? `${frDecimal(e.base, 2)} h × ${frDecimal(e.rate, 4)} €` : e.base !== undefined && e.rate !== undefined ? `${frDecimal(e.rate, 2)} % de ${eur(e.base)}` : ''
    s.text(e.label, L + 4, y, {size: 8})
    s.text(detail, 300, y, {color: GREY, size: 7.5})
    s.text(eur(e.amount), R, y, {align: 'right', size: 8})
    y += 12
  }

  s.box(L, y - 8, R - L, 14, {fill: soft})
  s.text('Salaire brut', L + 4, y + 2, {font: H.bold, size: 8.5})
  s.text(eur(slip.gross), R, y + 2, {align: 'right', font: H.bold, size: 8.5})
  y += 26

  y = section('Cotisations et contributions', y)
  for (const [label, right] of [
    ['Base', COL.base],
    ['Taux', COL.rate],
    ['Part salarié', COL.employee],
    ['Part employeur', COL.employer],
  ] as const)
    s.text(label, right, y, {align: 'right', color: GREY, size: 7})
  y += 11
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      s.text(group === 'CSG / CRDS' ? group : group.charAt(0) + group.slice(1).toLocaleLowerCase('fr-FR'), L + 4, y, {font: H.bold, size: 7.4})
      y += 9
    }

    s.text(c.label, L + 12, y, {size: 7.4})
    if (c.base !== undefined) s.text(frAmount(c.base, ' '), COL.base, y, {align: 'right', size: 7.4})
    if (c.employeeRate !== undefined) s.text(`${frDecimal(c.employeeRate, 2)} %`, COL.rate, y, {align: 'right', size: 7.4})
    if (c.employee) s.text(eur(-c.employee), COL.employee, y, {align: 'right', size: 7.4})
    if (c.employer) s.text(eur(c.employer), COL.employer, y, {align: 'right', size: 7.4})
    y += 9
  }

  s.box(L, y - 7, R - L, 14, {fill: soft})
  s.text('Total des cotisations et contributions', L + 4, y + 3, {font: H.bold, size: 8})
  s.text(eur(-slip.totalEmployee), COL.employee, y + 3, {align: 'right', font: H.bold, size: 8})
  s.text(eur(slip.totalEmployer), COL.employer, y + 3, {align: 'right', font: H.bold, size: 8})
  y += 25

  // Summary.
  s.text('Net à payer avant impôt sur le revenu', L, y, {font: H.bold, size: 11})
  s.text(eur(slip.netBeforeTax), R, y, {align: 'right', font: H.bold, size: 13})
  y += 14
  const strip = y
  s.box(L, strip, R - L, 34, {lineWidth: 0.6, radius: 3, stroke: line})
  const taxCells: [string, string][] = [
    ['Net imposable', eur(slip.netTaxable)],
    ['Taux personnalisé', `${frDecimal(slip.pasRate, 2)} %`],
    ['Impôt prélevé à la source', eur(-slip.pas)],
  ]
  taxCells.forEach(([label, value], i) => {
    const x = L + 12 + i * 172
    s.text(label, x, strip + 13, {color: GREY, size: 7})
    s.text(value, x, strip + 26, {size: 9})
  })
  y = strip + 42
  s.box(L, y, R - L, 24, {fill: teal, radius: 3})
  s.text('Net payé', L + 10, y + 16, {color: WHITE, font: H.bold, size: 11})
  s.text(eur(slip.netPaid), R - 10, y + 16, {align: 'right', color: WHITE, font: H.bold, size: 12})
  y += 34
  s.text('Montant net social', L, y, {size: 8.5})
  s.text(eur(slip.netSocial), R, y, {align: 'right', size: 8.5})
  s.text(`Coût total employeur : ${eur(slip.employerCost)}`, L, y + 13, {color: GREY, size: 7.5})

  // Cards.
  const cardTop = y + 24
  s.box(L, cardTop, 250, 62, {fill: soft, radius: 4})
  s.text('Congés payés', L + 10, cardTop + 14, {font: H.bold, size: 8})
  const leave = slip.leave
  s.text(`Acquis N-1 : ${frDecimal(leave.previousAcquired, 2)} j   Pris : ${frDecimal(leave.previousTaken, 2)} j`, L + 10, cardTop + 28, {size: 7.5})
  s.text(`Solde N-1 : ${frDecimal(leave.previousAcquired - leave.previousTaken, 2)} j`, L + 10, cardTop + 39, {size: 7.5})
  s.text(`Acquis N : ${frDecimal(leave.currentAcquired, 2)} j`, L + 10, cardTop + 50, {size: 7.5})

  s.box(305, cardTop, 250, 62, {fill: soft, radius: 4})
  s.text(`Cumuls ${year}`, 315, cardTop + 14, {font: H.bold, size: 8})
  const ytd: [string, string][] = [
    ['Salaire brut', eur(slip.ytd.gross)],
    ['Net imposable', eur(slip.ytd.netTaxable)],
    ['Impôt prélevé à la source', eur(slip.ytd.pas)],
    ['Heures travaillées', `${frDecimal(slip.ytd.hours, 2)} h`],
  ]
  ytd.forEach(([label, value], i) => s.text(`${label} : ${value}`, 315, cardTop + 27 + i * 10, {size: 7.5}))

  s.text(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.',
    L,
    812,
    {color: GREY, size: 6.5},
  )
  s.text('Rendez-vous sur mon-entreprise.urssaf.fr pour en savoir plus sur vos cotisations.', L, 821, {color: GREY, size: 6.5})
  s.text('Page 1 / 1', R, 821, {align: 'right', color: GREY, size: 6.5})

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
    layout: 'bulletin_paie/payfit',
    notes: ['month in words as the title ("Mars 2026"), "Période du 1er au 31 mars 2026"', 'employee "Prénom Nom" in title case, unlabelled', 'net imposable label above value in an income tax strip; "Cumuls 2026" card with "Net imposable : <year to date>"', 'amounts "3 052,00 €"'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
