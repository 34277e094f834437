/**
 * The numbers of one payslip, shared by the payroll layouts: gross pay made of its items, the
 * employee's and the employer's contributions at French rates, the net amounts, income tax
 * withheld at source, year-to-date totals and paid leave. Rates are the usual private-sector
 * ones (2025-2026); the employee's rates are scaled so the printed lines add up to the facts'
 * net pay exactly, as real payslips do.
 *
 * The totals printed (gross, net taxable, net before tax) are the facts' pay, or the
 * `amountsOverride` when a defect is planted. An override that leaves a plausible payslip
 * (contributions between 5 % and 40 % of gross) gets lines computed from it; an implausible one
 * (net above gross) keeps the lines of the true pay under the overridden totals, like a payslip
 * whose totals were edited by hand.
 */
import type {Facts} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {lastDayOf, monthOf, pick, randomDigits, randomInt, truthAmount, type LayoutParams} from './common.js'

/** Monthly social security ceiling (plafond mensuel de la sécurité sociale), in cents. */
export function pmssOf(year: number): number {
  if (year <= 2024) return 386_400
  if (year === 2025) return 392_500
  return 400_500
}

/** Monthly minimum wage for 151.67 hours, in cents. */
const SMIC_MONTHLY = 180_180
const HOURS = 151.67

export interface EarningLine {
  code: string
  label: string
  /** A count of hours or days (baseIsCount), else an amount in cents. */
  base?: number
  baseIsCount?: boolean
  rate?: number
  amount: number
}

export interface ContributionLine {
  code: string
  group: string
  label: string
  /** Cents. */
  base?: number
  /** Percent, as printed. */
  employeeRate?: number
  employee?: number
  employerRate?: number
  employer?: number
}

/** A line after the contributions: a refund (positive) or a deduction (negative). */
export interface OtherLine {
  code: string
  label: string
  base?: string
  rate?: string
  amount: number
}

export interface Payslip {
  period: string
  start: string
  end: string
  paidOn: string
  cadre: boolean
  earnings: EarningLine[]
  gross: number
  contributions: ContributionLine[]
  totalEmployee: number
  totalEmployer: number
  others: OtherLine[]
  netTaxable: number
  netBeforeTax: number
  netSocial: number
  pasRate: number
  pas: number
  netPaid: number
  /** Employer's cost: gross plus the employer's contributions. */
  employerCost: number
  ytd: {gross: number; netTaxable: number; hours: number; pas: number; employerCost: number}
  leave: {previousAcquired: number; previousTaken: number; currentAcquired: number; currentTaken: number}
  employee: {matricule: string; job: string; status: string; classification: string; entry: string}
  employer: {naf: string; urssaf: string; convention: string}
}

const JOBS_CADRE = ['Responsable administrative et financière', 'Chef de projet', 'Directrice commerciale', 'Ingénieur d’études', 'Responsable d’atelier']
const JOBS = ['Assistante de gestion', 'Technicien de maintenance', 'Comptable', 'Conseillère de vente', 'Menuisier qualifié', 'Chargée de clientèle']
const CONVENTIONS = [
  'Bureaux d’études techniques, cabinets d’ingénieurs-conseils (Syntec) - IDCC 1486',
  'Commerce de détail non alimentaire - IDCC 1517',
  'Experts-comptables et commissaires aux comptes - IDCC 787',
  'Métallurgie - IDCC 3248',
]
const NAF_CODES = ['7112B', '6920Z', '4778C', '6201Z', '4332A', '7022Z']

const roundCents = (value: number): number => Math.round(value)

function plausible(gross: number, netBeforeTax: number, extras: number): boolean {
  const contributions = gross - netBeforeTax + extras
  return gross > 0 && contributions >= gross * 0.05 && contributions <= gross * 0.4
}

/**
 * @param withExtras transport refund and meal vouchers after the contributions (they change the
 *   net before tax, so the contributions are computed net of them)
 */
export function computePayslip(facts: Facts, params: LayoutParams, rng: () => number, options: {extras: boolean; detailed: boolean}): Payslip {
  const withExtras = options.extras
  const period = monthOf(params, facts)
  const year = Number(period.slice(0, 4))
  const month = Number(period.slice(5, 7))
  const printed = {
    gross: params.amountsOverride?.grossCents ?? facts.pay.grossCents,
    netBeforeTax: params.amountsOverride?.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents,
    netTaxable: params.amountsOverride?.netTaxableCents ?? facts.pay.netTaxableCents,
  }

  const transport = withExtras ? randomInt(rng, 18, 43) * 100 + 50 : 0
  const mealDays = withExtras ? randomInt(rng, 17, 22) : 0
  const meals = mealDays * 450
  const others: OtherLine[] = withExtras
    ? [
        {amount: transport, code: '7010', label: 'Remboursement transports en commun 50 %'},
        {amount: -meals, base: String(mealDays), code: '7120', label: 'Titres-restaurant part salariale', rate: '4,5000'},
      ]
    : []
  const extras = transport - meals

  // Lines follow the printed totals when they make a payslip, else the true pay.
  const lines = plausible(printed.gross, printed.netBeforeTax, -extras) ? printed : {gross: facts.pay.grossCents, netBeforeTax: facts.pay.netBeforeTaxCents, netTaxable: facts.pay.netTaxableCents}
  const gross = lines.gross
  const cadre = gross >= 350_000 || rng() < 0.25
  const pmss = pmssOf(year)
  const t1 = Math.min(gross, pmss)
  const t2 = Math.max(0, Math.min(gross, 8 * pmss) - pmss)

  // Gross: base salary, plus a seniority bonus for some.
  const seniorityBonus = rng() < 0.4 ? roundCents(gross * 0.03) : 0
  const baseSalary = gross - seniorityBonus
  const earnings: EarningLine[] = [{amount: baseSalary, base: HOURS, baseIsCount: true, code: '1000', label: 'Salaire de base', rate: baseSalary / 100 / HOURS}]
  if (seniorityBonus) earnings.push({amount: seniorityBonus, base: baseSalary, code: '1320', label: 'Prime d’ancienneté', rate: 3})
  if (options.detailed && rng() < 0.6) {
    // Paid leave taken this month: the absence and the indemnity cancel out (salary maintained).
    const days = randomInt(rng, 1, 5)
    const leavePay = roundCents((baseSalary / 21.67) * days)
    earnings.splice(1, 0, {amount: -leavePay, base: days, baseIsCount: true, code: '1410', label: 'Absence congés payés (jours ouvrés)', rate: baseSalary / 100 / 21.67})
    earnings.splice(2, 0, {amount: leavePay, base: days, baseIsCount: true, code: '1420', label: 'Indemnité de congés payés', rate: baseSalary / 100 / 21.67})
  }

  const mutualEmployee = pick(rng, [2450, 3120, 3480, 4160])
  const mutualEmployer = mutualEmployee + pick(rng, [0, 500, 1040])
  const prevoyanceEmployer = roundCents((t1 * (cadre ? 1.5 : 0.6)) / 100)
  const csgBase = roundCents(gross * 0.9825) + mutualEmployer + prevoyanceEmployer

  const contributions: ContributionLine[] = []
  const add = (line: Omit<ContributionLine, 'employee' | 'employer'>): void => {
    const employee = line.employeeRate === undefined || line.base === undefined ? undefined : roundCents((line.base * line.employeeRate) / 100)
    const employer = line.employerRate === undefined || line.base === undefined ? undefined : roundCents((line.base * line.employerRate) / 100)
    contributions.push({...line, employee, employer})
  }

  add({base: gross, code: '2010', employerRate: gross > 2.5 * SMIC_MONTHLY ? 13 : 7, group: 'SANTÉ', label: 'Sécurité sociale - Maladie Maternité Invalidité Décès'})
  add({base: t1, code: '2040', employeeRate: cadre ? 0.5 : 0.35, employerRate: cadre ? 1.5 : 0.6, group: 'SANTÉ', label: 'Complémentaire Incapacité Invalidité Décès'})
  contributions.push({code: '2060', employee: mutualEmployee, employer: mutualEmployer, group: 'SANTÉ', label: 'Complémentaire Santé'})
  add({base: gross, code: '2110', employerRate: 0.9, group: 'ACCIDENTS DU TRAVAIL - MALADIES PROFESSIONNELLES', label: 'Accidents du travail - Maladies professionnelles'})
  add({base: t1, code: '2210', employeeRate: 6.9, employerRate: 8.55, group: 'RETRAITE', label: 'Sécurité sociale plafonnée'})
  add({base: gross, code: '2220', employeeRate: 0.4, employerRate: 2.02, group: 'RETRAITE', label: 'Sécurité sociale déplafonnée'})
  add({base: t1, code: '2310', employeeRate: 4.01, employerRate: 6.01, group: 'RETRAITE', label: 'Complémentaire Tranche 1'})
  if (t2 > 0) add({base: t2, code: '2320', employeeRate: 9.72, employerRate: 14.57, group: 'RETRAITE', label: 'Complémentaire Tranche 2'})
  add({base: t1, code: '2330', employeeRate: 0.86, employerRate: 1.29, group: 'RETRAITE', label: 'Contribution d’équilibre général T1'})
  if (t2 > 0) add({base: t2, code: '2340', employeeRate: 1.08, employerRate: 1.62, group: 'RETRAITE', label: 'Contribution d’équilibre général T2'})
  if (gross > pmss) add({base: gross, code: '2350', employeeRate: 0.14, employerRate: 0.21, group: 'RETRAITE', label: 'Contribution d’équilibre technique'})
  if (cadre) add({base: Math.min(gross, 4 * pmss), code: '2380', employeeRate: 0.024, employerRate: 0.036, group: 'RETRAITE', label: 'APEC'})
  add({base: gross, code: '2410', employerRate: gross > 3.5 * SMIC_MONTHLY ? 5.25 : 3.45, group: 'FAMILLE', label: 'Allocations familiales'})
  add({base: Math.min(gross, 4 * pmss), code: '2510', employerRate: 4, group: 'ASSURANCE CHÔMAGE', label: 'Assurance chômage'})
  add({base: Math.min(gross, 4 * pmss), code: '2520', employerRate: 0.25, group: 'ASSURANCE CHÔMAGE', label: 'AGS'})
  if (options.detailed) {
    add({base: t1, code: '2610', employerRate: 0.1, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'FNAL'})
    add({base: gross, code: '2620', employerRate: 0.3, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Contribution solidarité autonomie'})
    add({base: gross, code: '2630', employerRate: 0.55, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Formation professionnelle continue'})
    add({base: gross, code: '2640', employerRate: 0.68, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Taxe d’apprentissage'})
    add({base: gross, code: '2650', employerRate: 0.016, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Contribution au dialogue social'})
    add({base: gross, code: '2660', employerRate: 2, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Versement mobilité'})
  } else add({base: gross, code: '2610', employerRate: 1.646, group: 'AUTRES CONTRIBUTIONS DUES PAR L’EMPLOYEUR', label: 'Autres contributions dues par l’employeur'})
  add({base: csgBase, code: '2710', employeeRate: 6.8, group: 'CSG / CRDS', label: 'CSG déductible de l’impôt sur le revenu'})
  if (options.detailed) {
    add({base: csgBase, code: '2720', employeeRate: 2.4, group: 'CSG / CRDS', label: 'CSG non déductible de l’impôt sur le revenu'})
    add({base: csgBase, code: '2730', employeeRate: 0.5, group: 'CSG / CRDS', label: 'CRDS non déductible de l’impôt sur le revenu'})
  } else add({base: csgBase, code: '2720', employeeRate: 2.9, group: 'CSG / CRDS', label: 'CSG/CRDS non déductible de l’impôt sur le revenu'})
  if (gross < 1.6 * SMIC_MONTHLY) {
    const coefficient = Math.min(0.3194, (0.3194 / 0.6) * ((1.6 * SMIC_MONTHLY) / gross - 1))
    contributions.push({base: gross, code: '2910', employer: -roundCents(gross * coefficient), employerRate: -coefficient * 100, group: 'EXONÉRATIONS, ÉCRÊTEMENTS ET ALLÈGEMENTS DE COTISATIONS', label: 'Réduction générale des cotisations patronales'})
  }

  // Scale the employee's non-CSG lines so that gross - contributions + extras = net before tax.
  const target = gross - lines.netBeforeTax + extras
  const isCsg = (c: ContributionLine): boolean => c.group === 'CSG / CRDS'
  const csg = contributions.filter((c) => isCsg(c)).reduce((sum, c) => sum + (c.employee ?? 0), 0)
  const scalable = contributions.filter((c) => !isCsg(c) && c.employee !== undefined)
  const scalableSum = scalable.reduce((sum, c) => sum + (c.employee ?? 0), 0)
  if (target > csg && scalableSum > 0) {
    const factor = (target - csg) / scalableSum
    for (const c of scalable) {
      c.employee = roundCents(c.employee! * factor)
      if (c.employeeRate !== undefined && c.base) c.employeeRate = (c.employee / c.base) * 100
    }

    const residual = target - csg - scalable.reduce((sum, c) => sum + c.employee!, 0)
    const largest = scalable.reduce((a, b) => (b.employee! > a.employee! ? b : a))
    largest.employee! += residual
    if (largest.employeeRate !== undefined && largest.base) largest.employeeRate = (largest.employee! / largest.base) * 100
  }

  const totalEmployee = contributions.reduce((sum, c) => sum + (c.employee ?? 0), 0)
  const totalEmployer = contributions.reduce((sum, c) => sum + (c.employer ?? 0), 0)
  const pasRate = pick(rng, [0, 1.3, 2.6, 3.8, 4.9, 6.2, 7.5, 9.1])
  const pas = roundCents((printed.netTaxable * pasRate) / 100)
  const netSocial = gross - totalEmployee + mutualEmployer
  const end = lastDayOf(period)
  const entry = addDays(`${Number(facts.person.birthDate.slice(0, 4)) + randomInt(rng, 22, 30)}-01-01`, randomInt(rng, 0, 360))
  // Hired before the period, and not before the employer existed when it is the manager's company.
  const employerSince = facts.employer.siret === facts.company.siret ? facts.company.registeredOn : ''
  const candidate = entry < `${period}-01` ? entry : addDays(`${period}-01`, -randomInt(rng, 200, 2000))
  const hiredOn = candidate < employerSince ? addDays(employerSince, randomInt(rng, 0, 60)) : candidate
  const leaveMonths = ((month + 6) % 12) + 1

  return {
    cadre,
    contributions,
    earnings,
    employee: {
      classification: cadre ? `Position ${pick(rng, ['2.1', '2.2', '2.3', '3.1'])} - Coefficient ${pick(rng, [115, 130, 150, 170])}` : `Niveau ${pick(rng, ['II', 'III', 'IV'])} - Échelon ${randomInt(rng, 1, 3)}`,
      entry: hiredOn,
      job: cadre ? pick(rng, JOBS_CADRE) : pick(rng, JOBS),
      matricule: randomDigits(rng, 5),
      status: cadre ? 'Cadre' : pick(rng, ['Employé', 'ETAM', 'Agent de maîtrise']),
    },
    employer: {
      convention: pick(rng, CONVENTIONS),
      naf: facts.employer.siret === facts.company.siret ? facts.company.naf : pick(rng, NAF_CODES),
      urssaf: `${randomInt(rng, 210, 269)} ${randomDigits(rng, 10)}`,
    },
    employerCost: gross + totalEmployer,
    end,
    gross: printed.gross,
    leave: {currentAcquired: leaveMonths * 2.08, currentTaken: 0, previousAcquired: 25, previousTaken: randomInt(rng, 5, 20)},
    netBeforeTax: printed.netBeforeTax,
    netPaid: printed.netBeforeTax - pas,
    netSocial,
    netTaxable: printed.netTaxable,
    others,
    paidOn: addDays(end, -randomInt(rng, 0, 3)),
    pas,
    pasRate,
    period,
    start: `${period}-01`,
    totalEmployee,
    totalEmployer,
    ytd: {employerCost: (gross + totalEmployer) * month, gross: printed.gross * month, hours: HOURS * month, netTaxable: printed.netTaxable * month, pas: pas * month},
  }
}

/** What a payslip says, as the manifest's ground truth holds it (every payroll layout prints these). */
export function payslipTruth(slip: Payslip, facts: Facts, employeeName: string): Record<string, string> {
  return {
    brut: truthAmount(slip.gross),
    employeur: facts.employer.name,
    employeur_siret: facts.employer.siret,
    net_avant_impot: truthAmount(slip.netBeforeTax),
    net_imposable: truthAmount(slip.netTaxable),
    periode: slip.period,
    salarie_nom: employeeName,
  }
}
