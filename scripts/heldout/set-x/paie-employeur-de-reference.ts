/**
 * HELD-OUT bulletin_paie/employeur-de-reference-bilingue: the payslip of an employee hired in France
 * through an EMPLOYER OF RECORD (EOR: the French entity of an international employment platform
 * employs and pays the worker on behalf of a FOREIGN CLIENT company that has no establishment in
 * France; four invented platforms), exported from the platform's payroll engine in ENGLISH AND
 * FRENCH on a LANDSCAPE A4 page: the platform's wordmark at the top left; "BULLETIN DE PAIE /
 * PAYSLIP" in the middle; at the right "Période / Pay period" with the period as a RANGE OF DAYS
 * WITH ENGLISH ABBREVIATED MONTHS ("01-Feb-2028 - 29-Feb-2028": the only statement of the month)
 * and "Date de paiement / Pay date" (a decoy); three panels with BILINGUAL LABEL-ABOVE-VALUE cells:
 * "Employeur / Employer" (the platform's French entity with its legal form as the truth
 * "GLOBALHIRE FRANCE SAS", its address, its SIRET grouped, NAF and Urssaf numbers), "Salarié(e) /
 * Employee" (the name AS INTERNATIONAL PAYROLL WRITES IT, "GAUTIER, Thomas": surname, comma, first
 * name; the ID, the job title in English, the HIRE DATE: a decoy), "Mission / Assignment" (the
 * FOREIGN CLIENT company and its city, the client's manager: a decoy company and person); the
 * earnings and contributions table with bilingual column titles and AMOUNTS IN THE ENGLISH FORMAT
 * ("4,250.00": comma for thousands, dot for decimals; rates "6.90"); at the right a "Récapitulatif
 * / Summary" column of label | value rows right-aligned at a distance ("Salaire brut / Gross pay",
 * "Net à payer avant impôt sur le revenu / Net pay before income tax", "Net imposable / Taxable
 * income", the tax withheld, "Net payé / Net paid", the net social amount: a decoy), the
 * year-to-date figures and the leave balances (decoys).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addDays, type Facts, type GeneratedDocument, groupedSiret, hex, newDocument, nirOf, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

interface Platform {
  mark: string
  tag: string
  color: string
  client: string
  manager: string
  job: string
}

/** The platforms (index.ts EOR_EMPLOYERS, in order) and the client each employee works for. */
const PLATFORMS: Platform[] = [
  {client: 'ACME ROBOTICS INC., Austin, TX, USA', color: '#3b3fb6', job: 'Senior Software Engineer', manager: 'Jennifer WALSH', mark: 'globalhire', tag: 'Employer of Record'},
  {client: 'NORDLICHT MEDICAL GMBH, Hamburg, Deutschland', color: '#0b7a75', job: 'Clinical Sales Manager', manager: 'Jonas PETERSEN', mark: 'teambridge', tag: 'Global employment'},
  {client: 'HARBOURVIEW CAPITAL LTD, London, United Kingdom', color: '#b03a2e', job: 'Investment Analyst', manager: 'Oliver HASTINGS', mark: 'remotia', tag: 'Hire anywhere'},
  {client: 'MAPLE & PINE GAMES LTD., Montréal, QC, Canada', color: '#5b3a8c', job: 'Lead Game Designer', manager: 'Émilie TREMBLAY', mark: 'offshora', tag: 'EOR & payroll'},
]

const EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "01-Feb-2028". */
const enDate = (iso: string) => `${iso.slice(8, 10)}-${EN[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`

/** "4,250.00". */
const amount = (cents: number) => {
  const abs = Math.abs(Math.round(cents))
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`
}

const rate = (value: number | undefined) => (value === undefined ? '' : value.toFixed(Math.abs(value) < 0.1 ? 3 : 2))

export async function paieEmployeurDeReference(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name, person} = subjectOf(facts, params)
  const pf = PLATFORMS[typeof raw.platform === 'number' ? raw.platform % PLATFORMS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: true})
  const employer = facts.employer
  const employee = `${upper(name.surname)}, ${name.givenNames[0]}`
  const hired = addDays(slip.start, -randomInt(rng, 120, 1600))
  const color = hex(pf.color)
  const ink = hex('#1b1d22')
  const soft = hex('#646872')
  const pale = hex('#f2f3f7')
  const rule = hex('#cfd2da')

  const {doc, fonts} = await newDocument({author: employer.name, creator: `${pf.mark} payroll engine`, date: slip.paidOn, producer: 'wkhtmltopdf 0.12.6', title: `Payslip ${slip.period} ${employee}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const L = 30
  const R = 812
  const W = R - L

  // Header.
  s.box(L, 26, 22, 22, {fill: color, radius: 5})
  s.text(pf.mark[0].toUpperCase(), L + 11, 42, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.text(pf.mark, L + 29, 42, {color, font: H.bold, size: 17})
  s.text(pf.tag, L + 29, 53, {color: soft, size: 7.4})
  s.text('BULLETIN DE PAIE / PAYSLIP', L + W / 2, 40, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text('Exprimé en euros / Amounts in EUR', L + W / 2, 52, {align: 'center', color: soft, size: 7.4})
  s.text('Période / Pay period', R - 150, 32, {color: soft, size: 7})
  s.text(`${enDate(slip.start)} - ${enDate(slip.end)}`, R - 150, 43, {color: ink, font: H.bold, size: 9})
  s.text('Date de paiement / Pay date', R - 150, 55, {color: soft, size: 7})
  s.text(enDate(slip.paidOn), R - 150, 66, {color: ink, size: 8.6})
  s.hline(L, R, 76, {color, width: 1.2})

  // Three panels of bilingual label-above-value cells.
  const PW = (W - 20) / 3
  const panel = (index: number, title: string, cells: [string, string[], boolean?][]) => {
    const x = L + index * (PW + 10)
    s.box(x, 86, PW, 132, {fill: pale, radius: 4})
    s.text(title, x + 10, 100, {color, font: H.bold, size: 8.2})
    let y = 113
    const half = (PW - 20) / 2
    let col = 0
    let rowHeight = 0
    for (const [label, values, wide] of cells) {
      const width = wide ? PW - 20 : half - 6
      if (wide && col === 1) {
        y += rowHeight
        col = 0
        rowHeight = 0
      }

      const cx = x + 10 + col * half
      const lines = values.flatMap((v) => wrap(v, width, H.bold, 7.8))
      s.text(label, cx, y, {color: soft, size: 6.4})
      s.lines(lines, cx, y + 9.5, {color: ink, font: H.bold, leading: 9.2, size: 7.8})
      const h = 9.5 + lines.length * 9.2 + 5
      if (wide) {
        y += h
        col = 0
        rowHeight = 0
      } else if (col === 0) {
        col = 1
        rowHeight = h
      } else {
        y += Math.max(rowHeight, h)
        col = 0
        rowHeight = 0
      }
    }
  }

  panel(0, 'EMPLOYEUR / EMPLOYER', [
    ['Raison sociale / Company name', [employer.name], true],
    ['Adresse / Address', [[...employer.address.lines, `${employer.address.postcode} ${employer.address.city}`].join(', ')], true],
    ['SIRET', [groupedSiret(employer.siret)]],
    ['Code NAF / NAF code', ['7830Z']],
    ['N° Urssaf / Urssaf no.', [slip.employer.urssaf]],
    ['Convention / Agreement', ['Syntec - IDCC 1486']],
  ])
  panel(1, 'SALARIÉ(E) / EMPLOYEE', [
    ['Nom / Name', [employee], true],
    ['Matricule / Employee ID', [`FR-${randomDigits(rng, 6)}`]],
    ['Statut / Status', [slip.cadre ? 'Cadre / Executive' : 'Non-cadre / Staff']],
    ['Emploi / Job title', [pf.job], true],
    ["Date d'entrée / Hire date", [enDate(hired)]],
    ['N° sécurité sociale / Social security no.', [nirOf(person, rng)]],
  ])
  panel(2, 'MISSION / ASSIGNMENT', [
    ['Entreprise cliente / Client company', [pf.client], true],
    ['Responsable / Line manager', [pf.manager]],
    ['Lieu de travail / Work location', ['Télétravail (France)']],
    ['Temps de travail / Working time', ['Forfait 218 jours / days']],
    ['Contrat / Contract', ['CDI / Permanent']],
  ])

  // The table: earnings and contributions.
  const TW = 520
  const cols = [210, 72, 48, 66, 48, 76]
  const cell = (text: string, bold = false, size?: number) => ({font: bold ? H.bold : H.regular, size, text})
  const rows: ReturnType<typeof cell>[][] = []
  for (const e of slip.earnings) rows.push([cell(e.label), cell(e.baseIsCount ? (e.base ?? 0).toFixed(2) : e.base ? amount(e.base) : ''), cell(e.rate === undefined ? '' : e.rate.toFixed(e.baseIsCount ? 4 : 2)), cell(amount(e.amount)), cell(''), cell('')])
  rows.push([cell('SALAIRE BRUT / GROSS PAY', true), cell(''), cell(''), cell(amount(slip.gross), true), cell(''), cell('')])
  for (const c of slip.contributions) {
    const label = c.label.replace(/’/g, "'")
    rows.push([cell(label, false, label.length > 40 ? 6.1 : undefined), cell(c.base ? amount(c.base) : ''), cell(rate(c.employeeRate)), cell(c.employee === undefined ? '' : amount(c.employee)), cell(rate(c.employerRate)), cell(c.employer === undefined ? '' : amount(c.employer))])
  }

  rows.push([cell('TOTAL COTISATIONS / TOTAL CONTRIBUTIONS', true), cell(''), cell(''), cell(amount(slip.totalEmployee), true), cell(''), cell(amount(slip.totalEmployer), true)])
  for (const o of slip.others) rows.push([cell(o.label.replace(/’/g, "'")), cell(o.base ?? ''), cell(o.rate ? o.rate.replace(',', '.') : ''), cell(amount(o.amount)), cell(''), cell('')])
  const rowHeight = Math.min(12.2, (566 - 253) / rows.length)
  s.table({
    columns: cols.map((width, i) => ({align: i === 0 ? 'left' : 'right', width})),
    font: H.regular,
    frame: true,
    header: [
      ['Rubrique', 'Base', 'Taux sal.', 'Part salariale', 'Taux pat.', 'Part patronale'],
      [{font: H.italic, text: 'Item'}, '', {font: H.italic, text: 'EE rate'}, {font: H.italic, text: 'Employee'}, {font: H.italic, text: 'ER rate'}, {font: H.italic, text: 'Employer'}],
    ],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerHeight: 10.5,
    headerSize: 6.6,
    rowHeight,
    rows,
    ruleColor: rule,
    size: 6.9,
    verticalRules: true,
    x: L,
    y: 230,
    zebra: hex('#f7f8fb'),
  })

  // The summary at the right.
  const SX = L + TW + 16
  const SR = R
  let y = 230
  s.box(SX, y, SR - SX, 16, {fill: color})
  s.text('RÉCAPITULATIF / SUMMARY', SX + 8, y + 11, {color: WHITE, font: H.bold, size: 7.6})
  y += 16
  const summary: [string, string, boolean][] = [
    ['Salaire brut / Gross pay', amount(slip.gross), false],
    ['Cotisations salariales / Employee contributions', `-${amount(slip.totalEmployee)}`, false],
    ['Net à payer avant impôt sur le revenu / Net pay before income tax', amount(slip.netBeforeTax), true],
    ['Net imposable / Taxable income', amount(slip.netTaxable), false],
    [`Impôt sur le revenu prélevé à la source / Income tax withheld (${slip.pasRate.toFixed(1)} %)`, `-${amount(slip.pas)}`, false],
    ['Net payé / Net paid', amount(slip.netPaid), true],
    ['Montant net social / Net social amount', amount(slip.netSocial), false],
  ]
  for (const [label, value, strong] of summary) {
    const lines = wrap(label, SR - SX - 86, strong ? H.bold : H.regular, 7.4)
    const h = 8 + lines.length * 9.4 + 4
    if (strong) s.box(SX, y, SR - SX, h, {fill: hex('#e6e8f2')})
    s.lines(lines, SX + 8, y + 12, {color: ink, font: strong ? H.bold : H.regular, leading: 9.4, size: 7.4})
    s.text(value, SR - 8, y + 12, {align: 'right', color: ink, font: strong ? H.bold : H.regular, size: strong ? 9 : 8})
    y += h
    s.hline(SX, SR, y, {color: rule, width: 0.4})
  }

  s.box(SX, 246, SR - SX, y - 246, {lineWidth: 0.6, stroke: rule})
  y += 14
  s.text(`Cumuls ${slip.period.slice(0, 4)} / Year to date`, SX, y, {color, font: H.bold, size: 7.6})
  y = s.table({
    columns: [{align: 'right', width: (SR - SX) / 3}, {align: 'right', width: (SR - SX) / 3}, {align: 'right', width: (SR - SX) / 3}],
    font: H.regular,
    frame: true,
    header: [['Brut / Gross', 'Net imposable / Taxable', 'Impôt / Tax']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.4,
    rowHeight: 13,
    rows: [[amount(slip.ytd.gross), amount(slip.ytd.netTaxable), amount(slip.ytd.pas)]],
    ruleColor: rule,
    size: 7,
    verticalRules: true,
    x: SX,
    y: y + 5,
  })
  y += 12
  s.text('Congés payés / Paid leave (jours / days)', SX, y, {color, font: H.bold, size: 7.6})
  y = s.table({
    columns: [{width: (SR - SX) * 0.4}, {align: 'right', width: (SR - SX) * 0.3}, {align: 'right', width: (SR - SX) * 0.3}],
    font: H.regular,
    frame: true,
    header: [['', 'N-1 / Prior year', 'N / Current year']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.4,
    rowHeight: 12,
    rows: [
      ['Acquis / Earned', slip.leave.previousAcquired.toFixed(2), slip.leave.currentAcquired.toFixed(2)],
      ['Pris / Taken', slip.leave.previousTaken.toFixed(2), '0.00'],
    ],
    ruleColor: rule,
    size: 7,
    verticalRules: true,
    x: SX,
    y: y + 5,
  })
  s.text(`Virement / Bank transfer : IBAN FR76 **** **** **** **** ***${randomDigits(rng, 1)} ${randomDigits(rng, 3)}`, SX, y + 14, {color: soft, size: 6.8})
  s.text('Salaire versé par l\'employeur de référence / Paid by the employer of record', SX, y + 24, {color: soft, size: 6.8})

  s.paragraph(
    "Dans votre intérêt, conservez ce bulletin de paie sans limitation de durée. / Please keep this payslip without time limit. Ce bulletin est établi par l'employeur de référence, seul employeur légal du salarié en France ; l'entreprise cliente n'est pas l'employeur. Informations : www.mesdroitssociaux.gouv.fr",
    L,
    572,
    W,
    {color: soft, leading: 8.4, size: 6.4},
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
    layout: 'bulletin_paie/employeur-de-reference-bilingue',
    notes: [
      "an employer of record's bilingual (French / English) payslip on a landscape page: the platform's French entity employs the worker for a foreign client company",
      'the period only as "01-Feb-2028 - 29-Feb-2028" (English abbreviated months); the employee "GAUTIER, Thomas"; amounts in the English format "4,250.00"; the summary as label | value rows right-aligned at a distance',
      "decoys: the client company and its manager, the pay date, the hire date, the net social amount, the employer's share, the year-to-date figures, the leave balances",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
