/**
 * HELD-OUT bulletin_paie/vrp-deux-colonnes: the payslip of a travelling sales representative (VRP
 * exclusif, national interprofessional agreement of 3 October 1975) of a wholesaler, as mid-market
 * payroll software prints it: the employer block UNFRAMED at the top LEFT (name in capitals,
 * address, "SIRET" grouped, "APE", the Urssaf), the employee block in a rounded frame at the top
 * RIGHT with the name ("M. Julien GIRAUD": civility, first given name, SURNAME), the address, and
 * small "label : value" lines (job and sector, status, entry date, matricule, social security
 * number); a navy band "BULLETIN DE PAIE" with "Période : mars 2026" (the month IN WORDS) and
 * "Payé le 31 mars 2026" (a date in words: decoy); the body as one table with a TWO-LEVEL HEADER:
 * "PART SALARIÉ" spanning "Taux | À payer | À déduire" and "PART EMPLOYEUR" spanning "Taux |
 * Montant", the two groups tinted differently and split by a heavy rule; the pay lines are the
 * FIXED monthly pay and the COMMISSIONS on the month's collected turnover ("Commissions 4,50 % sur
 * CA encaissé", base = turnover), sometimes a quarterly target bonus; contributions by clarified
 * section, tranche 2 above the social security ceiling; the mileage allowance added after the
 * contributions (not subject, not taxable); then a row of five framed totals with labels above
 * the amounts ("Net social", "Net imposable", "Net à payer avant impôt", "Impôt sur le revenu",
 * "NET PAYÉ") and the yearly cumuls in one line of small print (decoys). Amounts "3 456,78".
 */
import {addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, longDate, MONTHS_FR, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const SECTORS = ['Loire-Atlantique / Vendée', 'Rhône / Isère / Ain', 'Haute-Garonne / Tarn / Gers', 'Nord / Pas-de-Calais', 'Gironde / Landes', 'Bretagne Sud']

export async function paieVrpDeuxColonnes(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const [py, pm] = period.split('-').map(Number)
  const end = lastDayOf(period)
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const hired = `${py - randomInt(rng, 1, 12)}-${String(randomInt(rng, 1, 12)).padStart(2, '0')}-${String(randomInt(rng, 1, 28)).padStart(2, '0')}`
  const pmss = period >= '2026-01' ? 400_500 : 392_500

  // Pay: a fixed part and commissions on the collected turnover.
  const target = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const fixed = Math.round((target * (0.45 + rng() * 0.15)) / 100) * 100
  const rate = pick(rng, [3, 3.5, 4, 4.5, 5, 6])
  const bonus = pm % 3 === 0 && rng() < 0.6 ? randomInt(rng, 2, 8) * 5000 : 0
  const turnover = Math.round(((target - fixed - bonus) * 100) / rate)
  const commission = Math.round((turnover * rate) / 100)
  const gross = fixed + commission + bonus
  const km = randomInt(rng, 500, 1500)
  const kmRate = 636
  const mileage = Math.round((km * kmRate) / 10)

  const t1 = Math.min(gross, pmss)
  const t2 = Math.max(0, gross - pmss)
  const healthSal = 4200
  const healthPat = 4200
  const provSal = Math.round(t1 * 0.006)
  const provPat = Math.round(t1 * 0.015)
  const sal = {
    ceg1: Math.round(t1 * 0.0086),
    ceg2: Math.round(t2 * 0.0108),
    oldAge: Math.round(gross * 0.004),
    oldAgeCapped: Math.round(t1 * 0.069),
    r1: Math.round(t1 * 0.0315),
    r2: Math.round(t2 * 0.0864),
  }
  const csgBase = Math.round(gross * 0.9825) + provPat + healthPat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = healthSal + provSal + Object.values(sal).reduce((x, y) => x + y, 0) + csgD + csgN
  const smic = period >= '2026-01' ? 182_303 : 180_180
  const highMaladie = gross > 2.25 * smic
  const highFamily = gross > 3.5 * smic
  const pat = {
    af: Math.round(gross * (highFamily ? 0.0525 : 0.0345)),
    ags: Math.round(Math.min(gross, 4 * pmss) * 0.0025),
    at: Math.round(gross * 0.0118),
    ceg1: Math.round(t1 * 0.0129),
    ceg2: Math.round(t2 * 0.0162),
    chomage: Math.round(Math.min(gross, 4 * pmss) * 0.04),
    maladie: Math.round(gross * (highMaladie ? 0.13 : 0.07)),
    oldAge: Math.round(gross * 0.0202),
    oldAgeCapped: Math.round(t1 * 0.0855),
    other: Math.round(gross * 0.0068),
    r1: Math.round(t1 * 0.0472),
    r2: Math.round(t2 * 0.1295),
  }
  const patTotal = healthPat + provPat + Object.values(pat).reduce((x, y) => x + y, 0)
  const netSocial = gross - total
  const netBeforeTax = gross - total + mileage
  const netTaxable = gross - total + csgN + healthPat
  const pasRate = pick(rng, [2.2, 4.1, 5.8, 7.5, 9.3, 11.4])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Cegelia Paie 11.2', date: end, producer: 'Cegelia Editions', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const navy = hex('#1f3864')
  const salTint = hex('#e4ecf7')
  const patTint = hex('#efefef')
  const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
  const r = (v: number) => frDecimal(v, 2)

  // Employer (left, unframed).
  s.text(upper(employer.name), L, 40, {font: H.bold, size: 10})
  let y = s.lines(addressLines(employer.address), L, 53, {leading: 10.5, size: 8.5})
  s.text(`SIRET ${groupedSiret(employer.siret)}`, L, y + 2, {size: 8.3})
  s.text('APE 4690Z - Commerce de gros non spécialisé', L, y + 12.5, {size: 8.3})
  s.text(`Urssaf ${employer.address.city} - compte ${randomInt(rng, 117, 937)} ${randomDigits(rng, 10)}`, L, y + 23, {color: GREY, size: 7.5})

  // Employee (right, rounded frame).
  const ex = 318
  s.box(ex, 30, R - ex, 132, {lineWidth: 0.8, radius: 7, stroke: navy})
  s.text(employee, ex + 12, 47, {font: H.bold, size: 10})
  y = s.lines(addressLines(address), ex + 12, 60, {leading: 10.5, size: 8.5})
  const info: [string, string][] = [
    ['Emploi', `VRP exclusif - Secteur ${pick(rng, SECTORS)}`],
    ['Statut', 'VRP non cadre - Coefficient 320'],
    ["Date d'entrée", slashDate(hired)],
    ['Matricule', randomDigits(rng, 6)],
    ['N° SS', nirOf(person, rng)],
  ]
  info.forEach(([lab, value], k) => {
    s.text(`${lab} :`, ex + 12, y + 6 + k * 9.5, {color: GREY, size: 7.2})
    s.text(value, ex + 72, y + 6 + k * 9.5, {size: 7.2})
  })

  // Band.
  const band = 172
  s.box(L, band, R - L, 22, {fill: navy})
  s.text('BULLETIN DE PAIE', L + 10, band + 15, {color: WHITE, font: H.bold, size: 11.5})
  s.text(`Période : ${MONTHS_FR[pm - 1]} ${py}`, s.width / 2 + 20, band + 15, {align: 'center', color: WHITE, font: H.bold, size: 10})
  s.text(`Payé le ${longDate(end)}`, R - 10, band + 15, {align: 'right', color: WHITE, size: 8.5})
  s.text('Accord national interprofessionnel des voyageurs, représentants, placiers du 3 octobre 1975 - Convention collective du commerce de gros (IDCC 573)', L, band + 34, {color: GREY, size: 6.8})

  // Body with a two-level header.
  const widths = [198, 62, 38, 58, 58, 38, 87]
  const lefts = widths.reduce<number[]>((acc, w, k) => [...acc, k === 0 ? L : acc[k - 1] + widths[k - 1]], [])
  const top = band + 44
  const h1 = 13
  const h2 = 13
  s.box(lefts[2], top, widths[2] + widths[3] + widths[4], h1 + h2, {fill: salTint})
  s.box(lefts[5], top, widths[5] + widths[6], h1 + h2, {fill: patTint})
  s.box(L, top, widths[0] + widths[1], h1 + h2, {fill: hex('#f7f7f7')})
  s.text('PART SALARIÉ', lefts[2] + (widths[2] + widths[3] + widths[4]) / 2, top + 9.5, {align: 'center', color: navy, font: H.bold, size: 7.5})
  s.text('PART EMPLOYEUR', lefts[5] + (widths[5] + widths[6]) / 2, top + 9.5, {align: 'center', color: hex('#444444'), font: H.bold, size: 7.5})
  s.hline(lefts[2], R, top + h1, {color: GREY, width: 0.4})
  const sub = ['Désignation', 'Base', 'Taux', 'À payer', 'À déduire', 'Taux', 'Montant']
  sub.forEach((t, k) => s.text(t, k === 0 ? lefts[0] + 4 : lefts[k] + widths[k] - 4, top + h1 + 9.5, {align: k === 0 ? 'left' : 'right', font: H.bold, size: 7}))

  type Row = {cells: string[]; bold?: boolean; shade?: boolean}
  const rows: Row[] = [
    {cells: ['Appointements fixes (151,67 h)', '151,67', '', a(fixed), '', '', '']},
    {cells: [`Commissions ${r(rate)} % sur CA encaissé`, a(turnover), r(rate), a(commission), '', '', '']},
    ...(bonus ? [{cells: ["Prime d'objectif trimestrielle", '', '', a(bonus), '', '', '']}] : []),
    {bold: true, cells: ['SALAIRE BRUT', '', '', a(gross), '', '', ''], shade: true},
    {bold: true, cells: ['Santé', '', '', '', '', '', '']},
    {cells: ['Sécurité sociale - Maladie Maternité Invalidité Décès', a(gross), '', '', '', r(highMaladie ? 13 : 7), a(pat.maladie)]},
    {cells: ['Complémentaire santé', '', '', '', a(healthSal), '', a(healthPat)]},
    {cells: ['Prévoyance VRP', a(t1), '0,60', '', a(provSal), '1,50', a(provPat)]},
    {cells: ['Accidents du travail - Maladies professionnelles', a(gross), '', '', '', '1,18', a(pat.at)]},
    {bold: true, cells: ['Retraite', '', '', '', '', '', '']},
    {cells: ['Sécurité sociale plafonnée', a(t1), '6,90', '', a(sal.oldAgeCapped), '8,55', a(pat.oldAgeCapped)]},
    {cells: ['Sécurité sociale déplafonnée', a(gross), '0,40', '', a(sal.oldAge), '2,02', a(pat.oldAge)]},
    {cells: ['Complémentaire Tranche 1', a(t1), '3,15', '', a(sal.r1), '4,72', a(pat.r1)]},
    {cells: ['CEG Tranche 1', a(t1), '0,86', '', a(sal.ceg1), '1,29', a(pat.ceg1)]},
    ...(t2
      ? [
          {cells: ['Complémentaire Tranche 2', a(t2), '8,64', '', a(sal.r2), '12,95', a(pat.r2)]},
          {cells: ['CEG Tranche 2', a(t2), '1,08', '', a(sal.ceg2), '1,62', a(pat.ceg2)]},
        ]
      : []),
    {cells: ['Famille', a(gross), '', '', '', highFamily ? '5,25' : '3,45', a(pat.af)]},
    {cells: ['Assurance chômage', a(Math.min(gross, 4 * pmss)), '', '', '', '4,25', a(pat.chomage + pat.ags)]},
    {cells: ["Autres contributions dues par l'employeur", a(gross), '', '', '', '0,68', a(pat.other)]},
    {cells: ['CSG déductible de l\'impôt sur le revenu', a(csgBase), '6,80', '', a(csgD), '', '']},
    {cells: ['CSG/CRDS non déductible de l\'impôt sur le revenu', a(csgBase), '2,90', '', a(csgN), '', '']},
    {bold: true, cells: ['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(total), '', a(patTotal)], shade: true},
    {cells: [`Indemnités kilométriques (${km} km x 0,636)`, '', '', a(mileage), '', '', '']},
    {bold: true, cells: ['NET À PAYER AVANT IMPÔT SUR LE REVENU', '', '', a(netBeforeTax), '', '', ''], shade: true},
    {cells: [`Impôt sur le revenu prélevé à la source (taux ${r(pasRate)} %)`, a(netTaxable), r(pasRate), '', a(pas), '', '']},
  ]
  const rowHeight = 11.4
  y = top + h1 + h2
  for (const row of rows) {
    if (row.shade) s.box(L, y, R - L, rowHeight, {fill: hex('#f3f3f3')})
    row.cells.forEach((t, k) => {
      if (t === '') return
      s.text(t, k === 0 ? lefts[0] + 4 : lefts[k] + widths[k] - 4, y + 8.2, {align: k === 0 ? 'left' : 'right', font: row.bold ? H.bold : H.regular, size: 6.9})
    })
    y += rowHeight
    s.hline(L, R, y, {color: hex('#dddddd'), width: 0.3})
  }

  s.box(L, top, R - L, y - top, {lineWidth: 0.7, stroke: GREY})
  for (const k of [1, 2, 3, 4, 6]) s.vline(lefts[k], k === 3 || k === 4 || k === 6 ? top + h1 : top, y, {color: hex('#bbbbbb'), width: 0.4})
  s.vline(lefts[2], top, y, {color: navy, width: 1.4})
  s.vline(lefts[5], top, y, {color: navy, width: 1.4})
  s.hline(L, R, top + h1 + h2, {color: GREY, width: 0.6})

  // Totals.
  y += 14
  const totals: [string, string][] = [
    ['Net social', frAmount(netSocial, ' ')],
    ['Net imposable', frAmount(netTaxable, ' ')],
    ['Net à payer avant impôt', frAmount(netBeforeTax, ' ')],
    ['Impôt sur le revenu', frAmount(pas, ' ')],
  ]
  const tw = 100
  totals.forEach(([lab, value], k) => {
    const x = L + k * (tw + 6)
    s.box(x, y, tw, 32, {lineWidth: 0.6, stroke: GREY})
    s.text(lab, x + 5, y + 10, {color: GREY, size: 6.8})
    s.text(value, x + tw - 5, y + 25, {align: 'right', font: H.bold, size: 9.5})
  })
  const nx = L + 4 * (tw + 6)
  s.box(nx, y, R - nx, 32, {fill: navy})
  s.text('NET PAYÉ', nx + 6, y + 11, {color: WHITE, font: H.bold, size: 7.5})
  s.text(`${frAmount(netPaid, ' ')} €`, R - 6, y + 26, {align: 'right', color: WHITE, font: H.bold, size: 12})

  const months = pm
  const cumul = (c: number) => frAmount(c * months + (months > 1 ? randomInt(rng, -40_000, 40_000) : 0), ' ')
  s.text(`Cumuls ${py} - Brut : ${cumul(gross)}   Net imposable : ${cumul(netTaxable)}   Impôt prélevé : ${cumul(pas)}   Heures : ${frDecimal(151.67 * months, 2)}`, L, y + 48, {size: 7})
  s.text(`Coût total employeur : ${frAmount(gross + patTotal, ' ')}   -   Congés payés : acquis ${frDecimal(2.08 * Math.min(months + 4, 12), 2)} j, pris ${randomInt(rng, 0, 10)} j`, L, y + 60, {color: GREY, size: 7})

  s.paragraph(
    "Le VRP bénéficie de la déduction forfaitaire spécifique pour frais professionnels dans les conditions de l'arrêté du 20 décembre 2002 : non appliquée sur ce bulletin. Les indemnités kilométriques sont exonérées de cotisations et d'impôt dans la limite du barème fiscal. Conservez ce bulletin sans limitation de durée.",
    L,
    792,
    R - L,
    {color: GREY, leading: 8, size: 6.4},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: upper(employer.name),
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/vrp-deux-colonnes',
    notes: [
      'two-level header: PART SALARIÉ and PART EMPLOYEUR column groups',
      'fixed pay plus commissions on turnover; mileage allowance added after contributions',
      'period as a month in words ("Période : mars 2026"); payment date in words as a decoy',
      'employer top left unframed, employee top right in a rounded frame',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
