/**
 * HELD-OUT bulletin_paie/portage-salarial: the monthly payslip of a consultant employed by a
 * PORTAGE SALARIAL company (IDCC 3219; four invented employers): the employer's wordmark and block
 * with its SIRET grouped, its FINANCIAL GUARANTEE (guarantor and number: decoys); "BULLETIN DE PAIE
 * - SALARIÉ PORTÉ" with "Période : novembre 2026" (the month IN WORDS, lower case) and the payment
 * date (a decoy); the employee in a WINDOW-LIKE block at the right ("Madame Claire DUBOIS" over her
 * home address); a strip of label-above-value cells (employee number, job, status, position,
 * hiring date: a decoy, social security number); a framed "COMPTE D'ACTIVITÉ" box with the
 * month's invoiced and cashed turnover, the management fee, the expenses and the activity account's
 * balance (all decoy amounts, some larger than the gross); the CLIENT of the mission (a decoy
 * company); the pay lines (base salary, business contribution bonus, the 10 % financial reserve,
 * paid-leave allowance) adding up to the gross; the contributions; "Net à payer avant impôt sur le
 * revenu", "Net imposable", the withholding tax, the expenses refunded AFTER the tax and the net
 * paid; the year-to-date totals (decoys).
 */
import {addDays, type Cell, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, MONTHS_FR, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const GUARANTORS = ['AXERIA CAUTION SA', 'GARANTIE MUTUELLE DES INDÉPENDANTS', 'CAUTIONNEMENT ATLANTIQUE SA']

const JOBS = [
  ['Consultant en systèmes d\'information', 'Consultante en systèmes d\'information'],
  ['Chef de projet transformation', 'Cheffe de projet transformation'],
  ['Consultant formateur', 'Consultante formatrice'],
  ['Expert en cybersécurité', 'Experte en cybersécurité'],
]

const CLIENTS = ['GROUPE HEXAVIA SA', 'MÉTROPOLE MOBILITÉS SPL', 'LABORATOIRES AURÈNE SAS', 'CAISSE RÉGIONALE DES ARTISANS', 'TERRALIS DISTRIBUTION SAS']

const pct = (v: number) => `${frDecimal(v, 2)} %`

export async function paiePortageSalarial(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const female = name.civility === 'Mme'
  const color = hex(typeof raw.color === 'string' ? raw.color : '#0d5c63')
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paid = addDays(end, randomInt(rng, 3, 9))
  const employee = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const netBeforeTax = amounts.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents
  const netTaxable = amounts.netTaxableCents ?? facts.pay.netTaxableCents
  const job = pick(rng, JOBS)[female ? 1 : 0]
  const hired = addDays(start, -randomInt(rng, 120, 2400))

  // Pay lines: base, a business bonus for some, the 10 % reserve, the 10 % paid-leave allowance.
  const bonus = rng() < 0.5 ? Math.round(gross * 0.04) : 0
  const base = Math.round((gross - bonus) / 1.21)
  const reserve = Math.round(base * 0.1)
  const leave = gross - bonus - base - reserve

  // Contributions: the non-deductible CSG/CRDS makes the taxable net; the rest is spread by rate.
  const csgNd = netTaxable - netBeforeTax
  const rest = gross - netBeforeTax - csgNd
  const shares: [string, number][] = [
    ['Santé - incapacité, invalidité, décès', 1.15],
    ['Sécurité sociale plafonnée', 6.9],
    ['Sécurité sociale déplafonnée', 0.4],
    ['Retraite complémentaire AGIRC-ARRCO T1', 4.01],
    ['Contribution d\'équilibre général T1', 0.86],
    ['APEC', 0.024],
    ['CSG déductible de l\'impôt sur le revenu', 6.8],
  ]
  const weight = shares.reduce((sum, [, r]) => sum + r, 0)
  const spreadBase = Math.round((rest * 100) / weight)
  const contributions = shares.map(([label, r]) => ({amount: Math.round((rest * r) / weight), label, r}))
  contributions[contributions.length - 1].amount += rest - contributions.reduce((sum, c) => sum + c.amount, 0)
  const pasRate = randomInt(rng, 20, 140) / 10
  const pas = Math.round((netTaxable * pasRate) / 100)
  const expenses = randomInt(rng, 80, 900) * 100 + randomInt(rng, 0, 99)
  const netPaid = netBeforeTax - pas + expenses

  // The activity account (decoys): turnover, fees, what is left for the salary.
  const invoiced = Math.round((gross * 1.45 + expenses) * (1 + rng() * 0.2))
  const cashed = Math.round(invoiced * (0.8 + rng() * 0.2))
  const fees = Math.round(cashed * 0.085)
  const balance = Math.round(cashed - fees - expenses - gross * 1.42)
  const client = pick(rng, CLIENTS)
  const a = (cents: number) => frAmount(cents)
  const ink = hex('#1a1d23')
  const soft = hex('#646b75')
  const grid = hex('#c3c8cf')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'PortaPaie 3', date: paid, producer: 'PortaPaie', title: `BP ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // Employer.
  s.box(L, 34, 8, 40, {fill: color})
  s.text(employer.name, L + 16, 48, {color, font: H.bold, size: 12.5})
  s.text('Entreprise de portage salarial', L + 16, 61, {color: soft, font: H.italic, size: 8})
  s.lines([...employer.address.lines, `${employer.address.postcode} ${employer.address.city}`, `SIRET ${groupedSiret(employer.siret)} - NAF 7830Z`, `Garantie financière : ${pick(rng, GUARANTORS)} n° GF-${randomDigits(rng, 6)}`], L + 16, 76, {color: ink, leading: 10.2, size: 7.8})

  s.text('BULLETIN DE PAIE', R, 46, {align: 'right', color: ink, font: H.bold, size: 14})
  s.text('SALARIÉ PORTÉ', R, 59, {align: 'right', color, font: H.bold, size: 9})
  s.text(`Période : ${MONTHS_FR[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`, R, 74, {align: 'right', color: ink, font: H.bold, size: 9.5})
  s.text(`Paiement le ${slashDate(paid)}`, R, 87, {align: 'right', color: soft, size: 8})

  // The employee's window.
  s.lines([employee, ...address.lines, `${address.postcode} ${upper(address.city)}`], 330, 132, {color: ink, leading: 12, size: 9.5})

  // Label-above-value strip.
  let y = 200
  const cells: [string, string, number][] = [
    ['Matricule', `P${randomDigits(rng, 5)}`, 58],
    ['Emploi', job, 170],
    ['Statut', 'Cadre - CDI de portage', 110],
    ['Position', 'Pos. 3.1 coef. 170', 84],
    ["Date d'entrée", slashDate(hired), R - L - 422],
  ]
  let x = L
  for (const [label, value, w] of cells) {
    s.box(x, y, w, 30, {lineWidth: 0.5, stroke: grid})
    s.text(label, x + 4, y + 10, {color: soft, size: 6.6})
    s.text(value, x + 4, y + 23, {color: ink, size: value.length > 34 ? 7 : 7.8})
    x += w
  }

  y += 42
  s.text(`N° de sécurité sociale : ${nirOf(person, rng)}`, L, y, {color: ink, size: 7.8})
  s.text('Convention collective : portage salarial (IDCC 3219)', R, y, {align: 'right', color: ink, size: 7.8})

  // The activity account.
  y += 14
  s.box(L, y, R - L, 64, {fill: hex('#f1f5f5'), lineWidth: 0.6, stroke: color})
  s.text("COMPTE D'ACTIVITÉ DU MOIS", L + 8, y + 13, {color, font: H.bold, size: 8})
  s.text(`Mission : ${client}`, R - 8, y + 13, {align: 'right', color: soft, size: 7.6})
  const acc: [string, number][] = [
    ["Chiffre d'affaires facturé HT", invoiced],
    ["Chiffre d'affaires encaissé HT", cashed],
    ['Frais de gestion (8,50 %)', fees],
    ['Frais professionnels', expenses],
    ['Solde du compte', balance],
  ]
  const aw = (R - L - 16) / acc.length
  acc.forEach(([label, v], k) => {
    s.text(label, L + 8 + k * aw, y + 32, {color: soft, size: 6.7})
    s.text(`${a(v)} €`, L + 8 + k * aw, y + 48, {color: ink, font: H.bold, size: 9})
  })
  y += 78

  const body: Cell[][] = [
    ['Salaire de base', '151,67', '', a(base), ''],
    ...(bonus ? [["Prime d'apport d'affaires", '', '', a(bonus), ''] as Cell[]] : []),
    ['Réserve financière', a(base), pct(10), a(reserve), ''],
    ['Indemnité de congés payés', a(base + reserve), pct(10), a(leave), ''],
    [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: a(gross)}, ''],
    ...contributions.map((c) => [c.label, a(spreadBase), frDecimal(c.r, 3), '', a(c.amount)] as Cell[]),
    ["CSG/CRDS non déductible de l'impôt sur le revenu", a(Math.round(gross * 0.9825)), frDecimal(2.9, 3), '', a(csgNd)],
    [{font: H.bold, text: 'NET À PAYER AVANT IMPÔT SUR LE REVENU'}, '', '', {font: H.bold, text: a(netBeforeTax)}, ''],
    [{font: H.bold, text: 'Net imposable'}, '', '', {font: H.bold, text: a(netTaxable)}, ''],
    ['Impôt sur le revenu prélevé à la source', a(netTaxable), frDecimal(pasRate, 3), '', a(pas)],
    ['Remboursement de frais professionnels', '', '', a(expenses), ''],
  ]
  y = s.table({
    columns: [{width: 245}, {align: 'right', width: 74}, {align: 'right', width: 50}, {align: 'right', width: 75}, {align: 'right', width: R - L - 444}],
    font: H.regular,
    frame: true,
    header: [['Rubriques', 'Base', 'Taux', 'Gains', 'Retenues']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 14,
    rows: body,
    ruleColor: grid,
    size: 7.6,
    verticalRules: true,
    x: L,
    y,
  })

  s.box(R - 200, y + 10, 200, 28, {fill: color})
  s.text('NET PAYÉ', R - 192, y + 28, {color: WHITE, font: H.bold, size: 10})
  s.text(`${a(netPaid)} €`, R - 8, y + 28, {align: 'right', color: WHITE, font: H.bold, size: 12})
  s.text(`Virement le ${slashDate(paid)}`, L, y + 28, {color: soft, size: 7.8})

  y += 56
  const months = Number(period.slice(5, 7))
  s.table({
    columns: [{width: 110}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: R - L - 410}],
    font: H.regular,
    frame: true,
    header: [[`Cumuls ${period.slice(0, 4)}`, 'Brut', 'Net imposable', 'Impôt prélevé', 'Heures']],
    headerFill: hex('#eef0f2'),
    headerFont: H.bold,
    rowHeight: 14,
    rows: [['Depuis janvier', a(gross * months + randomInt(rng, -90_000, 90_000)), a(netTaxable * months + randomInt(rng, -60_000, 60_000)), a(pas * months), `${frDecimal(151.67 * months, 2)}`]],
    ruleColor: grid,
    size: 7.4,
    verticalRules: true,
    x: L,
    y,
  })

  s.paragraph(
    `La réserve financière est versée au compte d'activité du salarié porté et lui est payée à l'issue de son contrat. Les frais professionnels remboursés sur justificatifs ne sont pas soumis à cotisations. Bulletin établi pour la période du ${slashDate(start)} au ${slashDate(end)}. À conserver sans limitation de durée.`,
    L,
    790,
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
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/portage-salarial',
    notes: [
      "a portage salarial consultant's payslip: an activity account box (invoiced and cashed turnover, management fee, expenses, balance: decoy amounts larger than the gross)",
      '"Période : novembre 2026" in words, lower case; the employee "Madame Claire DUBOIS" in a window block over the home address',
      'pay lines with the 10 % financial reserve and paid-leave allowance; expenses refunded after the withholding tax; decoys: client, guarantor, hiring date, year-to-date totals',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
