/**
 * HELD-OUT bulletin_paie/syntec-cadre-forfait: the payslip of an EXECUTIVE on an annual "forfait
 * jours" (218 days) under the Syntec agreement (IDCC 1486), employed by an IT services or
 * engineering consultancy whose payroll runs on a large ERP's HR module (SAP HCM France style):
 * PORTRAIT; the employer block top left (name, address, "SIRET" UNSPACED, "APE", the Urssaf) and
 * "BULLETIN DE PAIE" top right with "Période 01.03.2026 - 31.03.2026" and "Date de paiement
 * 27.03.2026" (DOTTED DATES); the employee's mailing block in the window ("Monsieur LE GALL
 * Jean-Baptiste": civility in full, SURNAME, given names) with the address; the collective
 * agreement on a line of its own; a LEFT COLUMN "Données salarié" of label-beside-value lines
 * whose long values drop under their label (matricule, "Nom Prénom", birth name for a married
 * woman, job, "Cadre", "Position 2.3 - Coef. 150", "Forfait annuel 218 jours", days worked in the
 * month, entry date, seniority, social security number, cost centre), and under it the paid
 * leave and rest-day counters and the year-to-date totals (decoys); at the right the body as ONE
 * RULED TABLE "Rubr. | Libellé | Base | Taux sal. | Montant sal. | Taux pat. | Montant pat." with
 * ERP wage-type codes ("M100", "/101", "/550"), deductions as amounts with a TRAILING MINUS
 * ("123,45-") and thousands separated by DOTS ("5.234,50"), the clarified sections, the meal
 * voucher share deducted and half the public-transport pass added after the contributions, the
 * income tax row; under the table a framed SUMMARY BOX with a shaded caption ("Récapitulatif":
 * brut, net social, net imposable, net à payer avant impôt, prélèvement à la source, NET PAYÉ
 * with the bank transfer); the legal mention in small print.
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

const JOBS = [
  {job: "Ingénieur d'études et développement", level: 'Position 2.2 - Coef. 130'},
  {job: 'Consultant fonctionnel senior', level: 'Position 2.3 - Coef. 150'},
  {job: 'Architecte solutions', level: 'Position 3.1 - Coef. 170'},
  {job: 'Chef de projet technique', level: 'Position 2.3 - Coef. 150'},
  {job: 'Manager de projets', level: 'Position 3.2 - Coef. 210'},
]

const PMSS = 400_500

/** "5.234,50" (ERP amounts: dots between thousands). */
const amt = (c: number) => (c === 0 ? '' : frAmount(c, '.'))
/** A deduction as the ERP prints it: the minus sign after the amount. */
const minus = (c: number) => (c === 0 ? '' : `${frAmount(c, '.')}-`)
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

export async function paieSyntecCadreForfait(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 2, 5))
  const employee = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const job = pick(rng, JOBS)
  const hired = addDays(start, -randomInt(rng, 300, 4200))
  const seniority = Math.floor((Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - (Number(hired.slice(0, 4)) * 12 + Number(hired.slice(5, 7)))) / 12)
  const daysWorked = randomInt(rng, 17, 21)
  const transport = typeof raw.transportPassCents === 'number' ? raw.transportPassCents : 4540

  const base = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const bonus = rng() < 0.4 ? randomInt(rng, 300, 1400) * 100 : 0
  const gross = base + bonus
  const t1 = Math.min(gross, PMSS)
  const t2 = Math.max(0, Math.min(gross, 8 * PMSS) - PMSS)
  const health = 5240
  const healthPat = 7860
  const provT1Pat = Math.round(t1 * 0.015)
  const provT2 = Math.round(t2 * 0.0075)
  const provT2Pat = Math.round(t2 * 0.0125)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rcT1 = Math.round(t1 * 0.0401)
  const rcT2 = Math.round(t2 * 0.0972)
  const cegT1 = Math.round(t1 * 0.0086)
  const cegT2 = Math.round(t2 * 0.0108)
  const cet = gross > PMSS ? Math.round(gross * 0.0014) : 0
  const apec = Math.round((t1 + t2) * 0.00024)
  const csgBase = Math.round(gross * 0.9825) + healthPat + provT1Pat + provT2Pat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = health + provT2 + ssCapped + ss + rcT1 + rcT2 + cegT1 + cegT2 + cet + apec + csgD + csgN
  const netSocial = gross - total
  const vouchers = daysWorked
  const voucherShare = vouchers * 450
  const netBeforeTax = gross - total - voucherShare + transport
  const netTaxable = gross - total + csgN + healthPat
  const pasRate = pick(rng, [3.4, 5.8, 7.5, 9.1, 11.3])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0525),
    apec: Math.round((t1 + t2) * 0.00036),
    at: Math.round(gross * 0.0064),
    ceg1: Math.round(t1 * 0.0129),
    ceg2: Math.round(t2 * 0.0162),
    cet: gross > PMSS ? Math.round(gross * 0.0021) : 0,
    chomage: Math.round(Math.min(gross, 4 * PMSS) * 0.0405),
    maladie: Math.round(gross * 0.13),
    other: Math.round(gross * 0.0236),
    rc1: Math.round(t1 * 0.0601),
    rc2: Math.round(t2 * 0.1457),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + healthPat + provT1Pat + provT2Pat

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'SAP NetWeaver - HCM FR Bulletin', date: paidOn, producer: 'SAP NetWeaver 7.50', title: `Bulletin de paie ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const colR = 176
  const X = 184
  const ink = hex('#1c2b39')
  const grey = hex('#707070')
  const band = hex('#d6dee6')

  // Employer and title.
  s.text(employer.name, L, 40, {font: H.bold, size: 10})
  s.lines([...addressLines(employer.address), `SIRET ${employer.siret}   APE ${typeof raw.ape === 'string' ? raw.ape : '6202A'}`, `URSSAF ${typeof raw.urssaf === 'string' ? raw.urssaf : 'Île-de-France'} n° ${randomInt(rng, 117, 759)} ${randomDigits(rng, 10)}`], L, 52, {leading: 9.5, size: 7.6})
  s.text('BULLETIN DE PAIE', R, 42, {align: 'right', color: ink, font: H.bold, size: 15})
  s.text(`Période  ${dotted(start)} - ${dotted(end)}`, R, 57, {align: 'right', font: H.bold, size: 8.5})
  s.text(`Date de paiement  ${dotted(paidOn)}`, R, 69, {align: 'right', size: 8})
  s.text('Devise  EUR     Page  1 / 1', R, 80, {align: 'right', color: grey, size: 7.5})

  // Window block.
  const civility = name.civility === 'Mme' ? 'Madame' : 'Monsieur'
  s.lines([`${civility} ${employee}`, ...addressLines(address)], 330, 118, {leading: 11.5, size: 9.5})

  s.box(L, 176, R - L, 13, {fill: band})
  s.text("Convention collective : Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils (SYNTEC) - IDCC 1486", L + 4, 185.5, {size: 7})

  // Left column.
  let y = 204
  s.box(L, y - 8, colR - L, 13, {fill: ink})
  s.text('Données salarié', L + 4, y + 1.5, {color: WHITE, font: H.bold, size: 7.4})
  y += 17
  const detail = (lab: string, value: string, bold = false) => {
    const font = bold ? H.bold : H.regular
    const lw = H.regular.widthOfTextAtSize(lab, 6.8)
    const vw = font.widthOfTextAtSize(value, 7.4)
    s.text(lab, L, y, {color: grey, size: 6.8})
    if (lw + vw + 8 <= colR - L) {
      s.text(value, colR, y, {align: 'right', font, size: 7.4})
      y += 11
    } else {
      const lines = wrap(value, colR - L - 6, font, 7.4)
      lines.forEach((line, k) => s.text(line, colR, y + 9.5 * (k + 1), {align: 'right', font, size: 7.4}))
      y += 9.5 * (lines.length + 1) + 2
    }
  }

  detail('Matricule', `00${randomDigits(rng, 6)}`)
  detail('Nom Prénom', employee, true)
  if (name.birthSurname) detail('Nom de naissance', upper(name.birthSurname))
  detail('Emploi', job.job)
  detail('Statut', 'Cadre')
  detail('Classification', job.level)
  detail('Temps de travail', 'Forfait annuel 218 jours')
  detail('Jours travaillés (mois)', String(daysWorked))
  detail("Date d'entrée", dotted(hired))
  detail('Ancienneté', `${seniority} an${seniority > 1 ? 's' : ''}`)
  detail('N° de sécurité sociale', nirOf(person, rng))
  detail('Centre de coût', `FR${randomDigits(rng, 2)}-${pick(rng, ['DEL', 'CONS', 'ING', 'PMO'])}${randomDigits(rng, 3)}`)

  y += 8
  const counters = (title: string, rows: [string, string][]) => {
    s.box(L, y - 8, colR - L, 13, {fill: band})
    s.text(title, L + 4, y + 1.5, {font: H.bold, size: 7.2})
    y += 15
    for (const [lab, value] of rows) {
      s.text(lab, L, y, {color: grey, size: 6.8})
      s.text(value, colR, y, {align: 'right', size: 7.2})
      y += 10.5
    }

    y += 8
  }

  const month = Number(period.slice(5, 7))
  counters('Congés et repos', [
    ['CP N-1 solde (j)', frDecimal(randomInt(rng, 0, 12), 2)],
    ['CP N acquis (j)', frDecimal(Math.min(25, 2.08 * ((month + 6) % 12 || 12)), 2)],
    ['Jours de repos forfait (j)', frDecimal(randomInt(rng, 2, 10), 2)],
  ])
  const ytd = (c: number) => frAmount(Math.round(c * month * (month > 1 ? 0.97 + rng() * 0.05 : 1)), '.')
  counters(`Cumuls ${period.slice(0, 4)}`, [
    ['Brut', ytd(gross)],
    ['Net imposable', ytd(netTaxable)],
    ['Prélèvement à la source', ytd(pas)],
    ['Jours travaillés', String(Math.round(month * 18.3))],
  ])

  // Body table.
  const columns = [{width: 28}, {width: 126}, {align: 'right' as const, width: 52}, {align: 'right' as const, width: 32}, {align: 'right' as const, width: 55}, {align: 'right' as const, width: 32}, {align: 'right' as const, width: 58}]
  type Row = {cells: string[]; bold?: boolean}
  const r3 = (v: number) => frDecimal(v, 3)
  const section = (title: string): Row => ({bold: true, cells: ['', title, '', '', '', '', '']})
  const rows: Row[] = [
    {cells: ['M100', 'Salaire de base forfait jours', '218,00 j', '', amt(base), '', '']},
    ...(bonus ? [{cells: ['M230', "Prime d'objectifs", '', '', amt(bonus), '', '']}] : []),
    {bold: true, cells: ['/101', 'SALAIRE BRUT', '', '', amt(gross), '', '']},
    section('SANTÉ'),
    {cells: ['6010', 'Sécu. sociale maladie maternité', amt(gross), '', '', '13,000', amt(pat.maladie)]},
    {cells: ['6020', 'Complémentaire santé', '', '', minus(health), '', amt(healthPat)]},
    {cells: ['6030', 'Prévoyance cadres T1', amt(t1), '', '', '1,500', amt(provT1Pat)]},
    ...(t2 ? [{cells: ['6031', 'Prévoyance cadres T2', amt(t2), '0,750', minus(provT2), '1,250', amt(provT2Pat)]}] : []),
    {cells: ['6100', 'Accidents du travail', amt(gross), '', '', '0,640', amt(pat.at)]},
    section('RETRAITE'),
    {cells: ['6200', 'Sécu. sociale plafonnée', amt(t1), '6,900', minus(ssCapped), '8,550', amt(pat.ssCapped)]},
    {cells: ['6210', 'Sécu. sociale déplafonnée', amt(gross), '0,400', minus(ss), '2,110', amt(pat.ss)]},
    {cells: ['6300', 'Complémentaire Tranche 1', amt(t1), '4,010', minus(rcT1), '6,010', amt(pat.rc1)]},
    ...(t2 ? [{cells: ['6310', 'Complémentaire Tranche 2', amt(t2), '9,720', minus(rcT2), '14,570', amt(pat.rc2)]}] : []),
    {cells: ['6320', 'CEG Tranche 1', amt(t1), '0,860', minus(cegT1), '1,290', amt(pat.ceg1)]},
    ...(t2
      ? [
          {cells: ['6330', 'CEG Tranche 2', amt(t2), '1,080', minus(cegT2), '1,620', amt(pat.ceg2)]},
          {cells: ['6340', 'CET', amt(gross), '0,140', minus(cet), '0,210', amt(pat.cet)]},
        ]
      : []),
    {cells: ['6400', 'APEC', amt(t1 + t2), '0,024', minus(apec), '0,036', amt(pat.apec)]},
    section('FAMILLE - CHÔMAGE - AUTRES'),
    {cells: ['6500', 'Allocations familiales', amt(gross), '', '', '5,250', amt(pat.af)]},
    {cells: ['6600', 'Assurance chômage', amt(Math.min(gross, 4 * PMSS)), '', '', '4,050', amt(pat.chomage)]},
    {cells: ['6700', 'Autres contributions employeur', amt(gross), '', '', '2,360', amt(pat.other)]},
    {cells: ['6800', 'CSG déductible', amt(csgBase), '6,800', minus(csgD), '', '']},
    {cells: ['6810', 'CSG/CRDS non déductible', amt(csgBase), '2,900', minus(csgN), '', '']},
    {bold: true, cells: ['/560', 'TOTAL COTISATIONS', '', '', minus(total), '', amt(patTotal)]},
    {cells: ['7100', `Titres-restaurant part sal. (${vouchers})`, String(vouchers), '4,500', minus(voucherShare), '', '']},
    {cells: ['7200', 'Remb. transport public 50 %', '', '', amt(transport), '', '']},
    {bold: true, cells: ['/550', 'NET À PAYER AVANT IMPÔT', '', '', amt(netBeforeTax), '', '']},
    {cells: ['8000', 'Impôt sur le revenu (PAS)', amt(netTaxable), r3(pasRate), minus(pas), '', '']},
  ]
  const tableTop = 196
  y = s.table({
    columns,
    font: H.regular,
    frame: true,
    header: [['Rubr.', 'Libellé', 'Base', 'Taux sal.', 'Montant sal.', 'Taux pat.', 'Montant pat.']],
    headerColor: WHITE,
    headerFill: ink,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 6.6,
    rowHeight: 11.2,
    rowRules: true,
    ruleColor: hex('#b7c2cc'),
    rows: rows.map((row) => (row.bold ? row.cells.map((c) => ({font: H.bold, text: c})) : row.cells)),
    size: 6.6,
    verticalRules: true,
    x: X,
    y: tableTop,
  })

  // Summary box.
  y += 16
  const bw = R - X
  const summary: [string, string, boolean][] = [
    ['Salaire brut', amt(gross), false],
    ['Montant net social', amt(netSocial), false],
    ['Net imposable', amt(netTaxable), false],
    ["Net à payer avant impôt sur le revenu", amt(netBeforeTax), true],
    [`Prélèvement à la source (taux ${frDecimal(pasRate, 2)} %)`, minus(pas), false],
  ]
  const bh = 20 + summary.length * 13 + 26
  s.box(X, y, bw, bh, {lineWidth: 0.9, stroke: ink})
  s.box(X, y, bw, 15, {fill: band})
  s.text('Récapitulatif', X + 6, y + 10.5, {font: H.bold, size: 8})
  summary.forEach(([lab, value, bold], k) => {
    s.text(lab, X + 8, y + 29 + k * 13, {font: bold ? H.bold : H.regular, size: 8})
    s.text(value, R - 8, y + 29 + k * 13, {align: 'right', font: bold ? H.bold : H.regular, size: 8.4})
  })
  const netY = y + 20 + summary.length * 13 + 6
  s.box(X + 1, netY, bw - 2, 19, {fill: ink})
  s.text(`NET PAYÉ - virement du ${dotted(paidOn)}`, X + 8, netY + 13, {color: WHITE, font: H.bold, size: 8.5})
  s.text(`${amt(netPaid)} EUR`, R - 8, netY + 13.5, {align: 'right', color: WHITE, font: H.bold, size: 10})

  s.text(`Coût global employeur : ${amt(gross + patTotal)} EUR`, X, y + bh + 14, {color: grey, size: 7})
  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Les montants négatifs sont suivis du signe moins. Forfait annuel en jours conclu en application de l'accord du 22 juin 1999 modifié et de l'avenant du 1er avril 2014 ; suivi de la charge de travail lors de l'entretien annuel.",
    L,
    792,
    R - L,
    {color: grey, leading: 8.5, size: 6.6},
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
    layout: 'bulletin_paie/syntec-cadre-forfait',
    notes: [
      'ERP payslip: dotted dates, dots between thousands, deductions with a trailing minus',
      'employee particulars in a left column of label-beside-value lines, long values under their label',
      'wage-type codes (/101, /550) in a ruled table; net before tax also as a table row',
      'summary box with a shaded caption; meal vouchers deducted and half the transport pass added after contributions',
      'year-to-date totals in the left column as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
