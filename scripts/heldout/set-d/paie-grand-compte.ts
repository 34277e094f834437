/**
 * HELD-OUT bulletin_paie/grand-compte: the payslip of a large company's in-house payroll (ADP
 * "Decidium" style) with the EMPLOYEE block on the LEFT: a header band "BULLETIN DE PAIE" with
 * "Période du 01/03/2026 au 31/03/2026" and "Paiement le 31/03/2026" at the right; under it, left,
 * a framed "Salarié" block of label-above-value cells (Matricule, Nom et prénom "DUPONT Claire",
 * Emploi, Statut, Date d'entrée, N° de sécurité sociale), right, the "Établissement" block (the
 * employer, its address, SIRET, APE, convention collective); the body table "Éléments de paie |
 * Nombre/Base | Taux | Gains | Retenues | Charges patronales" with grouped contributions (SANTÉ,
 * RETRAITE, ...), and a bottom strip of cells labelled above the values: "Brut", "Net imposable",
 * "Net à payer avant impôt sur le revenu", "Impôt sur le revenu", "NET PAYÉ EN EUROS".
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addressLines, BLACK, columnLefts, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, newDocument, nirOf, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

export async function paieGrandCompte(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name, person} = subjectOf(facts, params)
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: true})
  const employer = facts.employer
  const employee = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const nir = nirOf(person, rng)
  const a = (c: number | undefined) => (c === undefined || c === 0 ? '' : frAmount(c, ' '))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Decidium Paie', date: slip.paidOn, producer: 'ADP GSI Editique', title: `Bulletin ${slip.period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const teal = hex('#1f4e79')
  const shade = hex('#eef2f7')
  const frame = {lineWidth: 0.6, stroke: BLACK}

  s.box(L, 28, R - L, 30, {fill: teal})
  s.text('BULLETIN DE PAIE', L + 10, 48, {color: WHITE, font: H.bold, size: 13})
  s.text(`Période du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, R - 10, 41, {align: 'right', color: WHITE, size: 8.5})
  s.text(`Paiement le ${slashDate(slip.paidOn)} par virement`, R - 10, 52, {align: 'right', color: WHITE, size: 8})

  // Employee, left.
  s.box(L, 66, 290, 118, frame)
  s.text('Salarié', L + 6, 78, {color: teal, font: H.bold, size: 8.5})
  const cell = (label: string, value: string, x: number, y: number) => {
    s.text(label, x, y, {color: GREY, size: 6.5})
    s.text(value, x, y + 10, {font: H.bold, size: 8.5})
  }

  cell('Matricule', slip.employee.matricule, L + 6, 92)
  cell('Nom et prénom', employee, L + 90, 92)
  cell('Emploi', slip.employee.job, L + 6, 120)
  cell('Statut', slip.employee.status, L + 200, 120)
  cell("Date d'entrée", slashDate(slip.employee.entry), L + 6, 148)
  cell('N° de sécurité sociale', nir, L + 90, 148)
  cell('Classification', slip.employee.classification, L + 6, 172 - 2)

  // Employer, right.
  s.box(326, 66, R - 326, 118, frame)
  s.text('Établissement', 332, 78, {color: teal, font: H.bold, size: 8.5})
  let y = s.lines([employer.name, ...addressLines(employer.address, 'upper')], 332, 92, {leading: 10, size: 8})
  s.text(`SIRET : ${groupedSiret(employer.siret)}`, 332, y + 2, {size: 7.5})
  s.text(`APE : ${slip.employer.naf}   URSSAF : ${slip.employer.urssaf}`, 332, y + 12, {size: 7.5})
  s.paragraph(`Convention collective : ${slip.employer.convention}`, 332, y + 22, R - 338, {leading: 8.5, size: 6.8})

  // Body.
  const cols = [{label: 'Éléments de paie', width: 200}, {label: 'Nombre/Base', width: 70}, {label: 'Taux', width: 50}, {label: 'Gains', width: 70}, {label: 'Retenues', width: 70}, {label: 'Charges patronales', width: 79}]
  const lefts = columnLefts(L, cols.map((c) => c.width))

  const top = 196
  s.box(L, top, R - L, 14, {fill: teal})
  cols.forEach((c, i) => s.text(c.label, i === 0 ? lefts[i] + 3 : lefts[i] + c.width - 3, top + 10, {align: i === 0 ? 'left' : 'right', color: WHITE, font: H.bold, size: 7}))
  y = top + 14
  const rowH = 9.6
  const row = (cells: string[], style: {bold?: boolean; fill?: boolean} = {}) => {
    if (style.fill) s.box(L, y, R - L, rowH, {fill: shade})
    cells.forEach((text, i) => {
      if (text) s.text(text, i === 0 ? lefts[i] + 3 : lefts[i] + cols[i].width - 3, y + rowH - 2.6, {align: i === 0 ? 'left' : 'right', font: style.bold ? H.bold : H.regular, size: 6.8})
    })
    y += rowH
  }

  for (const e of slip.earnings) {
    const base = e.base === undefined ? '' : e.baseIsCount ? frDecimal(e.base, 2) : a(e.base)
    row([e.label, base, e.rate === undefined ? '' : frDecimal(e.rate, 4), e.amount >= 0 ? a(e.amount) : '', e.amount < 0 ? a(-e.amount) : '', ''])
  }

  row(['SALAIRE BRUT', '', '', a(slip.gross), '', ''], {bold: true, fill: true})
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      row([upper(group), '', '', '', '', ''], {bold: true})
    }

    row([`  ${c.label}`, a(c.base), c.employeeRate === undefined ? '' : frDecimal(c.employeeRate, 3), '', a(c.employee), a(c.employer)])
  }

  row(['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(slip.totalEmployee), a(slip.totalEmployer)], {bold: true, fill: true})
  for (const o of slip.others) row([o.label, o.base ?? '', o.rate ?? '', o.amount > 0 ? a(o.amount) : '', o.amount < 0 ? a(-o.amount) : '', ''])
  row(['NET À PAYER AVANT IMPÔT SUR LE REVENU', '', '', a(slip.netBeforeTax), '', ''], {bold: true, fill: true})
  row(['Impôt sur le revenu prélevé à la source', a(slip.netTaxable), frDecimal(slip.pasRate, 2), '', a(slip.pas), ''])
  s.box(L, top, R - L, y - top, frame)

  // Bottom strip.
  y = Math.max(y + 16, 690)
  const strip: [string, string][] = [
    ['Brut', frAmount(slip.gross, ' ')],
    ['Net imposable', frAmount(slip.netTaxable, ' ')],
    ['Net à payer avant impôt sur le revenu', frAmount(slip.netBeforeTax, ' ')],
    ['Impôt sur le revenu', frAmount(slip.pas, ' ')],
    ['NET PAYÉ EN EUROS', frAmount(slip.netPaid, ' ')],
  ]
  const w = (R - L) / strip.length
  strip.forEach(([label, value], i) => {
    const x = L + i * w
    s.box(x, y, w, 38, {...frame, fill: i === 4 ? shade : undefined})
    s.paragraph(label, x + 4, y + 9, w - 8, {color: GREY, leading: 7.5, size: 6.3})
    s.text(value, x + w - 6, y + 32, {align: 'right', font: H.bold, size: i === 4 ? 10 : 9})
  })
  s.text(`Cumuls annuels - Brut : ${frAmount(slip.ytd.gross, ' ')}  Net imposable : ${frAmount(slip.ytd.netTaxable, ' ')}  Heures : ${frDecimal(slip.ytd.hours, 2)}`, L, y + 54, {color: GREY, size: 7})
  s.paragraph('Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.', L, y + 68, R - L, {color: GREY, leading: 8, size: 6.5})

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
    layout: 'bulletin_paie/grand-compte',
    notes: ['employee block on the left with labels above values', 'employer block on the right', 'bottom strip of label-above-value cells'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
