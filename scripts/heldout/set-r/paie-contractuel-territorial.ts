/**
 * HELD-OUT bulletin_paie/contractuel-territorial: the payslip of a CONTRACT AGENT (agent
 * contractuel de droit public) of a LOCAL AUTHORITY (an urban community, a department, a town, an
 * agglomeration community: four invented employers) in the style of the public payroll software
 * the authorities use: the authority's name in a band with "BULLETIN DE PAIE" and "Mois de paie :
 * 03/2027" (the month IN FIGURES); the employer's block (address, SIRET grouped, budget, service)
 * at the left, the agent's at the right ("Mme DUBOIS Claire", "Née MARTIN" under it for a married
 * woman, the home address); a strip of cells (grade, contract article, gross and increased index,
 * step, working time: decoy numbers); SEVEN COLUMNS (code, label, base, rate, to pay, to deduct,
 * employer's share: decoy amounts) with the index salary, the residence allowance, the IFSE bonus,
 * the total gross, the contributions (pensions, IRCANTEC, CSG, CRDS); boxes for the net before
 * tax, the "Montant net social" (a decoy amount), the taxable net, the withholding tax and the net
 * paid; the payment date and the public accountant (decoys); the year-to-date totals (decoys).
 */
import {addDays, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

const SERVICES = ['Direction des systèmes d\'information', 'Direction de l\'eau et de l\'assainissement', 'Direction des finances', 'Service urbanisme et foncier', 'Direction de la commande publique']

const GRADES = [
  ['Attaché territorial contractuel', 'Attachée territoriale contractuelle'],
  ['Ingénieur territorial contractuel', 'Ingénieure territoriale contractuelle'],
  ['Rédacteur principal contractuel', 'Rédactrice principale contractuelle'],
]

const POINT = 4.92278

export async function paieContractuelTerritorial(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const female = name.civility === 'Mme'
  const period = monthOf(params, facts)
  const printedMonth = `${period.slice(5, 7)}/${period.slice(0, 4)}`
  const end = lastDayOf(period)
  const paid = addDays(end, -randomInt(rng, 2, 6))
  const agent = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const netBeforeTax = amounts.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents
  const netTaxable = amounts.netTaxableCents ?? facts.pay.netTaxableCents
  const grade = pick(rng, GRADES)[female ? 1 : 0]
  const service = pick(rng, SERVICES)

  // The gross: the index salary, the residence allowance (1 % in some areas), the IFSE bonus.
  const residenceRate = rng() < 0.5 ? 0.01 : 0
  const ifseTarget = Math.round(gross * (0.12 + rng() * 0.1))
  const im = Math.round((gross - ifseTarget) / (1 + residenceRate) / 100 / POINT)
  const ib = Math.round(im * 1.2 + randomInt(rng, -8, 8))
  const salary = Math.round(im * POINT * 100)
  const residence = Math.round(salary * residenceRate)
  const ifse = gross - salary - residence

  // Contributions: the non-deductible CSG and the CRDS make the taxable net; the rest by rate.
  const nonDeductible = netTaxable - netBeforeTax
  const csgNd = Math.round((nonDeductible * 2.4) / 2.9)
  const crds = nonDeductible - csgNd
  const rest = gross - netBeforeTax - nonDeductible
  const shares: [string, string, number, number][] = [
    ['4010', 'Vieillesse plafonnée', 6.9, 8.55],
    ['4011', 'Vieillesse déplafonnée', 0.4, 2.02],
    ['4120', 'IRCANTEC tranche A', 2.8, 4.2],
    ['4300', 'CSG déductible', 6.8, 0],
  ]
  const weight = shares.reduce((t, [, , r]) => t + r, 0)
  const lines = shares.map(([code, label, r, employerRate]) => ({amount: Math.round((rest * r) / weight), code, employerRate, label, r}))
  lines[lines.length - 1].amount += rest - lines.reduce((t, l) => t + l.amount, 0)
  const pasRate = randomInt(rng, 15, 120) / 10
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const netSocial = netBeforeTax + Math.round(gross * 0.0041)
  const a = (c: number) => frAmount(c)
  const ink = hex('#1d2026')
  const soft = hex('#5d6470')
  const grid = hex('#9aa3ad')
  const band = hex('#2f4858')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Civitas Paie 11', date: paid, producer: 'Civitas Paie - éditions', title: `Bulletin ${printedMonth} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 34
  const R = 561

  s.box(L, 28, R - L, 34, {fill: band})
  s.text(employer.name, L + 10, 50, {color: WHITE, font: H.bold, size: employer.name.length > 40 ? 10 : 11.5})
  s.text('BULLETIN DE PAIE', R - 10, 43, {align: 'right', color: WHITE, font: H.bold, size: 10})
  s.text(`Mois de paie : ${printedMonth}`, R - 10, 56, {align: 'right', color: WHITE, size: 9})

  // Employer and agent blocks.
  s.lines([...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`, `SIRET : ${groupedSiret(employer.siret)}`, 'Budget : PRINCIPAL - Collectivité territoriale', `Service : ${service}`], L, 80, {color: ink, leading: 10.5, size: 8})
  s.box(318, 70, R - 318, 84, {lineWidth: 0.6, stroke: grid})
  s.text(`Matricule ${randomDigits(rng, 6)}`, 326, 83, {color: soft, size: 7.4})
  s.text(agent, 326, 98, {color: ink, font: H.bold, size: 10})
  const birth = name.birthSurname ? [`Née ${upper(name.birthSurname)}`] : []
  s.lines([...birth, ...address.lines, `${address.postcode} ${upper(address.city)}`], 326, 111, {color: ink, leading: 10, size: 8.2})

  // The strip of cells.
  let y = 164
  const cells: [string, string, number][] = [
    ['Grade', grade, 170],
    ['Contrat', 'CDD - art. L. 332-8 CGFP', 118],
    ['Indices', `IB ${ib} / IM ${im}`, 80],
    ['Échelon', String(randomInt(rng, 2, 8)), 50],
    ['Quotité', '100,00 %', 50],
    ['Enfants', '0', R - L - 468],
  ]
  let x = L
  for (const [label, value, w] of cells) {
    s.box(x, y, w, 28, {lineWidth: 0.5, stroke: grid})
    s.text(label, x + 4, y + 9.5, {color: soft, size: 6.6})
    s.text(value, x + 4, y + 22, {color: ink, size: value.length > 30 ? 6.8 : 7.8})
    x += w
  }

  y += 40
  s.text(`N° sécurité sociale : ${nirOf(person, rng)}`, L, y, {color: ink, size: 7.6})
  s.text(`Période du ${slashDate(`${period}-01`)} au ${slashDate(end)}`, R, y, {align: 'right', color: ink, size: 7.6})

  const body = [
    ['0101', 'Traitement indiciaire', `${im} pts`, frDecimal(POINT, 5), a(salary), '', ''],
    ...(residence ? [['0201', 'Indemnité de résidence', a(salary), '1,000', a(residence), '', '']] : []),
    ['1204', 'IFSE (RIFSEEP) mensuelle', '', '', a(ifse), '', ''],
    ['', {font: H.bold, text: 'TOTAL BRUT'}, '', '', {font: H.bold, text: a(gross)}, '', ''],
    ['4001', 'Maladie - maternité', a(gross), '', '', '', a(Math.round(gross * 0.097))],
    ...lines.map((l) => [l.code, l.label, a(Math.round((l.amount * 100) / l.r)), frDecimal(l.r, 3), '', a(l.amount), l.employerRate ? a(Math.round((l.amount * l.employerRate) / l.r)) : '']),
    ['4301', 'CSG non déductible', a(Math.round((csgNd * 100) / 2.4)), '2,400', '', a(csgNd), ''],
    ['4302', 'CRDS', a(Math.round((crds * 100) / 0.5)), '0,500', '', a(crds), ''],
    ['4500', 'Allocations familiales', a(gross), '', '', '', a(Math.round(gross * 0.0525))],
    ['4700', 'Contribution solidarité autonomie', a(gross), '', '', '', a(Math.round(gross * 0.003))],
  ]
  y = s.table({
    columns: [{width: 36}, {width: 170}, {align: 'right', width: 72}, {align: 'right', width: 48}, {align: 'right', width: 66}, {align: 'right', width: 66}, {align: 'right', width: R - L - 458}],
    font: H.regular,
    frame: true,
    header: [['Code', 'Libellé', 'Base', 'Taux', 'À payer', 'À déduire', 'Part patronale']],
    headerColor: WHITE,
    headerFill: band,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 14,
    rowRules: true,
    rows: body,
    ruleColor: grid,
    size: 7.6,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // The summary boxes.
  y += 14
  const boxes: [string, string, boolean][] = [
    ['NET À PAYER AVANT IMPÔT SUR LE REVENU', a(netBeforeTax), true],
    ['Montant net social', a(netSocial), false],
    ['Net imposable', a(netTaxable), true],
    [`Impôt prélevé (taux ${frDecimal(pasRate, 1)} %)`, a(pas), false],
  ]
  const bw = (R - L) / boxes.length
  boxes.forEach(([label, value, bold], k) => {
    s.box(L + k * bw, y, bw, 42, {lineWidth: 0.6, stroke: grid})
    s.lines(wrap(label, bw - 10, H.regular, 6.8), L + k * bw + 5, y + 11, {color: soft, leading: 7.6, size: 6.8})
    s.text(value, L + (k + 1) * bw - 6, y + 35, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 10})
  })
  y += 54
  s.box(R - 210, y, 210, 30, {fill: band})
  s.text('NET À PAYER', R - 200, y + 19, {color: WHITE, font: H.bold, size: 10})
  s.text(`${a(netPaid)} €`, R - 10, y + 19, {align: 'right', color: WHITE, font: H.bold, size: 12})
  s.lines([`Payé le ${slashDate(paid)} par virement`, `Comptable assignataire : Service de gestion comptable de ${employer.address.city}`], L, y + 12, {color: soft, leading: 10.5, size: 7.6})

  y += 48
  const months = Number(period.slice(5, 7))
  s.table({
    columns: [{width: 120}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: R - L - 420}],
    font: H.regular,
    frame: true,
    header: [[`Cumuls ${period.slice(0, 4)}`, 'Brut', 'Net imposable', 'Impôt prélevé', 'Heures']],
    headerFill: hex('#e8ecef'),
    headerFont: H.bold,
    rowHeight: 14,
    rows: [['Depuis janvier', a(gross * months + (months > 1 ? randomInt(rng, -50_000, 50_000) : 0)), a(netTaxable * months + (months > 1 ? randomInt(rng, -40_000, 40_000) : 0)), a(pas * months), frDecimal(151.67 * months, 2)]],
    ruleColor: grid,
    size: 7.4,
    verticalRules: true,
    x: L,
    y,
  })

  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Agents contractuels de droit public : affiliation au régime général de sécurité sociale et à l'IRCANTEC. Rubriques détaillées sur l'espace agent.",
    L,
    796,
    R - L,
    {color: soft, leading: 8.6, size: 6.7},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: agent,
    },
    layout: 'bulletin_paie/contractuel-territorial',
    notes: [
      "a local authority's contract agent's payslip in public payroll style: seven columns with the employer's share",
      '"Mois de paie : 03/2027" in figures; the agent "Mme DUBOIS Claire" with "Née MARTIN" under it',
      "decoys: the indices, the \"Montant net social\", the payment date, the public accountant, the employer's share, year-to-date totals",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
