/**
 * HELD-OUT bulletin_paie/saisonnier-agricole-tesa: the payslip of a SEASONAL FARM WORKER (vine
 * pruning in January, asparagus in April, apricots in July, the grape harvest in October: a
 * "contrat vendanges" for the last) that the MSA itself makes for a small farm employer from the
 * employer's TESA declaration (titre emploi service agricole): the MSA fund's band at the top with
 * "TESA" and "BULLETIN DE SALAIRE" ("établi par la MSA pour le compte de l'employeur"); two framed
 * boxes side by side: the EMPLOYER (the farm's name as printed, its address, "SIRET" grouped, the
 * MSA employer number: a decoy) and the EMPLOYEE ("M. Thomas GAUTIER": civility, first given name,
 * surname; the social security number, the job, the contract's first and last days: decoys); a
 * line "Mois de paie : JANVIER 2028" (the month IN WORDS IN CAPITALS, the only statement of the
 * period) with the payment date (a decoy); a CALENDAR STRIP of the month's days with the hours
 * worked under each day (decoy numbers); the pay lines (normal hours, hours at 25 %, the 10 % PAID
 * LEAVE ALLOWANCE paid at the end of a seasonal contract) and "SALAIRE BRUT"; the contributions
 * (the unemployment line at 0,00); the
 * totals as a STACK OF LABEL / VALUE BOXES at the right ("Net à payer avant impôt sur le revenu",
 * "Net imposable": the truth; the tax at the non-personalised rate, "Net payé" and the "Montant
 * net social": decoys); the employer's cost (a decoy) at the left.
 */
import {addDays, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, monthTitle, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, upperMonth, WHITE} from '../util.js'

const CROPS = [
  {fund: 'MSA de la Gironde', harvest: false, job: 'Ouvrier viticole - taille de la vigne', msa: '33', rate: 1262},
  {fund: 'MSA Sud Aquitaine', harvest: false, job: "Cueilleur d'asperges", msa: '40', rate: 1262},
  {fund: 'MSA Ardèche Drôme Loire', harvest: false, job: 'Cueilleur de fruits (abricots)', msa: '26', rate: 1280},
  {fund: "MSA d'Alsace", harvest: true, job: 'Vendangeur - coupeur', msa: '68', rate: 1305},
]

export async function paieSaisonnierTesa(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const crop = CROPS[typeof raw.crop === 'number' ? raw.crop % 4 : 0]
  const employer = facts.employer
  const period = monthOf(params, facts)
  const end = lastDayOf(period)
  const days = Number(end.slice(8, 10))
  const first = randomInt(rng, 2, 8)
  const last = Math.min(days, first + randomInt(rng, 14, 21))
  const contractStart = `${period}-${String(first).padStart(2, '0')}`
  const contractEnd = `${period}-${String(last).padStart(2, '0')}`

  // Hours day by day, Monday to Saturday; above 35 hours in a week at 25 %.
  const hours: number[] = []
  let normal = 0
  let over = 0
  let week = 0
  for (let d = 1; d <= days; d++) {
    const dow = new Date(`${period}-${String(d).padStart(2, '0')}T00:00:00Z`).getUTCDay()
    if (dow === 1) week = 0
    let h = 0
    if (d >= first && d <= last && dow !== 0) h = dow === 6 ? (rng() < 0.5 ? 5 : 0) : pickHours(rng)
    const n = Math.max(0, Math.min(h, 35 - week))
    normal += n
    over += h - n
    week += h
    hours.push(h)
  }

  const base = Math.round(normal * crop.rate)
  const overtime = Math.round(over * crop.rate * 1.25)
  const leave = Math.round((base + overtime) * 0.1)
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? base + overtime + leave
  // Each contribution from its rate (the CSG and CRDS on 98.25 % of the gross).
  const csgBase = Math.round(gross * 0.9825)
  const shares: [string, number, string, number][] = [
    ['Assurance vieillesse plafonnée', gross, '6,90', Math.round(gross * 0.069)],
    ['Assurance vieillesse déplafonnée', gross, '0,40', Math.round(gross * 0.004)],
    ['Retraite complémentaire AGIRC-ARRCO T1', gross, '3,15', Math.round(gross * 0.0315)],
    ["Contribution d'équilibre général T1", gross, '0,86', Math.round(gross * 0.0086)],
    ['Assurance chômage', gross, '0,00', 0],
    ['CSG déductible', csgBase, '6,80', Math.round(csgBase * 0.068)],
  ]
  const csgNd = Math.round(csgBase * 0.029)
  const contributions = shares.reduce((sum, row) => sum + row[3], 0) + csgNd
  const netBeforeTax = amounts.netBeforeTaxCents ?? gross - contributions
  const netTaxable = amounts.netTaxableCents ?? netBeforeTax + csgNd
  const taxRate = netTaxable > 180_000 ? 1.5 : 0
  const tax = Math.round((netTaxable * taxRate) / 100)
  const paid = netBeforeTax - tax
  const social = netBeforeTax + Math.round(gross * 0.004)
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const nir = `${name.civility === 'Mme' ? 2 : 1} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 2)}`
  const msaNumber = `${crop.msa} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const payDay = addDays(end, randomInt(rng, 1, 6))

  const ink = hex('#1a1f1a')
  const soft = hex('#5b625b')
  const green = hex('#2e6b34')
  const pale = hex('#eaf2e8')

  const {doc, fonts} = await newDocument({author: crop.fund, creator: 'TESA - MSA', date: payDay, producer: 'MSA Editique', title: `Bulletin de salaire ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559
  const W = R - L

  s.box(L, 28, W, 40, {fill: green})
  s.text(crop.fund.toUpperCase(), L + 12, 45, {color: WHITE, font: H.bold, size: 11})
  s.text('TESA - Titre emploi service agricole', L + 12, 59, {color: hex('#d8ead6'), size: 8})
  s.text('BULLETIN DE SALAIRE', R - 12, 46, {align: 'right', color: WHITE, font: H.bold, size: 12})
  s.text("établi par la MSA pour le compte de l'employeur", R - 12, 59, {align: 'right', color: hex('#d8ead6'), size: 7.4})

  // Employer and employee, side by side.
  const half = (W - 14) / 2
  s.box(L, 80, half, 92, {lineWidth: 0.7, stroke: green})
  s.text('EMPLOYEUR', L + 8, 93, {color: green, font: H.bold, size: 7.4})
  s.text(employer.name, L + 8, 107, {color: ink, font: H.bold, size: 9.6})
  s.lines([...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`], L + 8, 120, {color: ink, leading: 10.5, size: 8.2})
  s.text(`SIRET : ${groupedSiret(employer.siret)}`, L + 8, 152, {color: ink, size: 8.2})
  s.text(`N° employeur MSA : ${msaNumber}`, L + 8, 164, {color: soft, size: 7.6})

  const ex = L + half + 14
  s.box(ex, 80, half, 92, {lineWidth: 0.7, stroke: green})
  s.text('SALARIÉ', ex + 8, 93, {color: green, font: H.bold, size: 7.4})
  s.text(employee, ex + 8, 107, {color: ink, font: H.bold, size: 9.6})
  s.lines([`N° de sécurité sociale : ${nir}`, `Emploi : ${crop.job}`, crop.harvest ? 'Contrat vendanges (art. L. 718-4 du code rural)' : 'Contrat à durée déterminée saisonnier', `Contrat du ${slashDate(contractStart)} au ${slashDate(contractEnd)}`], ex + 8, 121, {color: ink, leading: 10.8, size: 7.8})

  s.text(`Mois de paie : ${upperMonth(monthTitle(period))}`, L, 192, {color: ink, font: H.bold, size: 10})
  s.text(`Salaire versé le ${slashDate(payDay)} par virement`, R, 192, {align: 'right', color: soft, size: 8})

  // The calendar strip.
  const cw = W / days
  s.box(L, 202, W, 30, {fill: pale})
  for (let d = 1; d <= days; d++) {
    const x = L + (d - 1) * cw
    s.vline(x, 202, 232, {color: hex('#c5d6c2'), width: 0.4})
    s.text(String(d), x + cw / 2, 213, {align: 'center', color: soft, size: 6.4})
    if (hours[d - 1]) s.text(String(hours[d - 1]), x + cw / 2, 227, {align: 'center', color: ink, font: H.bold, size: 7.2})
  }

  s.text(`Heures travaillées dans le mois : ${frDecimal(normal + over, 2)} h`, L, 245, {color: soft, size: 7.6})

  const f = (c: number) => frAmount(c)
  let y = s.table({
    columns: [{width: 255}, {align: 'right', width: 70}, {align: 'right', width: 70}, {align: 'right', width: 64}, {align: 'right', width: W - 459}],
    font: H.regular,
    frame: true,
    header: [['Éléments de paie', 'Base', 'Taux', 'Taux (%)', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Heures normales', frDecimal(normal, 2), frDecimal(crop.rate / 100, 4), '', f(base)],
      ['Heures supplémentaires majorées à 25 %', frDecimal(over, 2), frDecimal((crop.rate * 1.25) / 100, 4), '', f(overtime)],
      ['Indemnité compensatrice de congés payés', f(base + overtime), '', '10,00', f(leave)],
      [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', '', {font: H.bold, text: f(gross)}],
      ...shares.map(([label, base, rate, amount]) => [label, f(base), '', rate, `- ${f(amount)}`]),
      ['CSG/CRDS non déductible', f(csgBase), '', '2,90', `- ${f(csgNd)}`],
      [{font: H.bold, text: 'TOTAL DES RETENUES'}, '', '', '', {font: H.bold, text: `- ${f(contributions)}`}],
    ],
    size: 7.8,
    verticalRules: true,
    x: L,
    y: 254,
  })

  // The totals as a stack of boxes at the right, the employer's cost at the left.
  y += 16
  const stack: [string, string, boolean][] = [
    ['Salaire brut', f(gross), false],
    ['Net à payer avant impôt sur le revenu', f(netBeforeTax), true],
    ['Net imposable', f(netTaxable), true],
    [`Impôt sur le revenu (taux non personnalisé ${frDecimal(taxRate, 1)} %)`, f(tax), false],
    ['Net payé', f(paid), true],
    ['Montant net social', f(social), false],
  ]
  const sx = 300
  for (const [label, value, bold] of stack) {
    s.box(sx, y, R - sx, 20, {fill: bold ? pale : undefined, lineWidth: 0.5, stroke: hex('#b9c9b6')})
    s.text(label, sx + 8, y + 13.5, {color: ink, font: bold ? H.bold : H.regular, size: 7.8})
    s.text(value, R - 8, y + 13.5, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 8.6})
    y += 20
  }

  const cost = gross + Math.round(gross * (crop.harvest ? 0.05 : 0.08))
  s.lines([
    `Coût total employeur : ${f(cost)} €`,
    'Réduction générale et exonération TO-DE appliquées',
    `Congés payés : indemnité versée en fin de contrat`,
  ], L, y - 110, {color: soft, leading: 11, size: 7.6})

  s.paragraph(
    `Bulletin de salaire établi par la ${crop.fund} à partir de la déclaration TESA de l'employeur. Dans votre intérêt, et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Convention collective nationale de la production agricole et des CUMA (IDCC 7024). Votre espace privé sur msa.fr : vos bulletins et attestations de salaire.`,
    L,
    y + 22,
    W,
    {color: soft, leading: 9.6, size: 7.2},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/saisonnier-agricole-tesa',
    notes: [
      "a seasonal farm worker's payslip made by the MSA from the employer's TESA declaration: employer and employee in two framed boxes side by side",
      'the period only as "Mois de paie : JANVIER 2028" (the month in words in capitals); a calendar strip of hours; the 10 % paid leave allowance in the gross',
      "decoys: the contract's first and last days, the payment date, the hours, the tax withheld, the net paid, the net social amount, the employer's cost, the MSA employer number",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

function pickHours(rng: () => number): number {
  const r = rng()
  return r < 0.15 ? 6 : r < 0.75 ? 7 : 8
}
