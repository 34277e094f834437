/**
 * HELD-OUT bulletin_paie/sortie-rupture-conventionnelle: the LAST PAYSLIP of an employee who leaves
 * the company after a CONVENTIONAL TERMINATION (rupture conventionnelle; four invented employers: a
 * thermal engineering office, a wine trader, a haulier, a pharmacy), as a classic payroll software
 * prints it: the employer's block at the top left (its SIRET grouped, NAF, Urssaf number and
 * agreement: decoys besides the name and SIRET), "BULLETIN DE PAIE" at the top right with "Période du
 * 01/04/2030 au 17/04/2030" (the month CUT AT THE LEAVING DAY: the only statement of the period) and
 * the payment date (a decoy); the employee in a frame under it ("Madame LEROY Claire": the civility
 * in full, the surname first); a strip of LABEL-ABOVE-VALUE cells (employee number, job, status,
 * hire date, LEAVING DATE, reason: decoys); the body with seven columns ("À déduire", "À payer", the
 * employer's share): the monthly base salary, the ABSENCE AFTER LEAVING deducted, the PAID LEAVE
 * COMPENSATION, "SALAIRE BRUT" (the truth), the contributions and their total, then the EXEMPT
 * TERMINATION INDEMNITY (a decoy amount) paid with the salary, so that the net before tax is the net
 * of the gross's lines PLUS the indemnity; at the foot the period's and the year's figures as
 * VALUES UNDER "Période" and "Année" (gross and net taxable: the period's are the truth, the year's
 * decoys), the framed "NET À PAYER AVANT IMPÔT SUR LE REVENU" (the truth), the tax at source, the
 * net paid and the net social amount (decoys); the final settlement's mention with its date (a
 * decoy).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addDays, addressLines, civilityWord, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, lastDayOf, newDocument, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

interface Employer {
  color: string
  convention: string
  job: string
}

/** The employers (index.ts LEAVERS_EMPLOYERS, in order). */
const EMPLOYERS: Employer[] = [
  {color: '#24507a', convention: 'Bureaux d\'études techniques (Syntec) - IDCC 1486', job: 'Chargé(e) d\'études thermiques'},
  {color: '#6d1f3a', convention: 'Vins, cidres, jus de fruits, spiritueux - IDCC 493', job: 'Assistant(e) export'},
  {color: '#2f5e2f', convention: 'Transports routiers et activités auxiliaires - IDCC 16', job: 'Exploitant(e) transport'},
  {color: '#0d6e6e', convention: 'Pharmacie d\'officine - IDCC 1996', job: 'Préparateur(trice) en pharmacie'},
]

const n = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
const rate = (r: number | undefined) => (r === undefined ? '' : r.toFixed(3).replace('.', ','))

/** Working days (Monday to Friday) from `from` to `to`, both included. */
function workdays(from: string, to: string): number {
  let count = 0
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const day = new Date(`${d}T12:00:00Z`).getUTCDay()
    if (day !== 0 && day !== 6) count++
  }

  return count
}

export async function paieSortieRuptureConventionnelle(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const em = EMPLOYERS[typeof raw.employer === 'number' ? raw.employer % EMPLOYERS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: false})
  const employer = facts.employer
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const leaving = addDays(slip.start, randomInt(rng, 9, 25))
  const worked = workdays(slip.start, leaving)
  const month = workdays(slip.start, lastDayOf(slip.period))
  const leave = randomInt(rng, 6, 19)
  const base = Math.round(slip.gross / (worked / month + (leave * 1.1) / 21.67))
  const compensation = Math.round((base * leave * 1.1) / 21.67)
  const absence = base + compensation - slip.gross
  const years = (Date.parse(leaving) - Date.parse(slip.employee.entry)) / (365.25 * 86_400_000)
  const indemnity = Math.round(((base * Math.min(years, 10)) / 4 + (base * Math.max(0, years - 10)) / 3) * (1 + rng() * 0.15))
  const netBeforeTax = slip.netBeforeTax + indemnity
  const netPaid = netBeforeTax - slip.pas
  const monthNo = Number(slip.period.slice(5, 7))
  const color = hex(em.color)
  const ink = hex('#1b1c20')
  const soft = hex('#5e626a')
  const rule = hex('#c3c7ce')
  const pale = hex('#eef1f4')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie & RH Expert 12', date: leaving, producer: 'PRHE Éditions', title: `Bulletin ${slip.period} ${upper(name.surname)} - STC`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const W = R - L

  // The employer at the top left.
  s.box(L, 30, 5, 70, {fill: color})
  s.text(employer.name, L + 12, 42, {color, font: H.bold, size: 10.5})
  s.lines([...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`], L + 12, 55, {color: ink, leading: 10, size: 8})
  const info: [string, string][] = [
    ['SIRET', groupedSiret(employer.siret)],
    ['Code NAF', slip.employer.naf],
    ['Urssaf', slip.employer.urssaf],
  ]
  info.forEach(([l, v], j) => s.text(`${l} : ${v}`, L + 12, 78 + j * 9.5, {color: soft, size: 7.2}))
  s.text(em.convention, L + 12, 106.5, {color: soft, size: Math.min(7.2, 250 / H.regular.widthOfTextAtSize(em.convention, 1))})

  // The title and the employee at the top right.
  const rx = 330
  s.text('BULLETIN DE PAIE', R, 42, {align: 'right', color, font: H.bold, size: 15})
  s.text(`Période du ${slashDate(slip.start)} au ${slashDate(leaving)}`, R, 57, {align: 'right', color: ink, font: H.bold, size: 9})
  s.text(`Paiement le ${slashDate(leaving)} par virement`, R, 68, {align: 'right', color: soft, size: 7.6})
  s.box(rx, 80, R - rx, 76, {lineWidth: 0.8, stroke: color})
  s.text(employee, rx + 12, 97, {color: ink, font: H.bold, size: 10.5})
  s.lines(addressLines(address), rx + 12, 111, {color: ink, leading: 10.5, size: 8.6})

  // The strip: labels above values.
  let y = 168
  y = s.table({
    columns: [{width: 62}, {width: 150}, {width: 72}, {width: 70}, {width: 70}, {width: W - 424}],
    font: H.bold,
    frame: true,
    header: [['Matricule', 'Emploi', 'Statut', "Date d'entrée", 'Date de sortie', 'Motif de sortie']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.regular,
    headerSize: 7,
    rowHeight: 17,
    rows: [[slip.employee.matricule, em.job, slip.employee.status, slashDate(slip.employee.entry), slashDate(leaving), 'Rupture conventionnelle']],
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: L,
    y,
  })

  // The body.
  y += 10
  const body: string[][] = [
    ['Salaire de base', '151,67', rate(base / 100 / 151.67), '', n(base), '', ''],
    [`Absence pour sortie (${month - worked} j. ouvrés non travaillés)`, String(month - worked), '', n(absence), '', '', ''],
    [`Indemnité compensatrice de congés payés (${leave} j.)`, String(leave), '', '', n(compensation), '', ''],
    ['SALAIRE BRUT', '', '', '', n(slip.gross), '', ''],
  ]
  for (const c of slip.contributions) body.push([c.label, c.base === undefined ? '' : n(c.base), rate(c.employeeRate), c.employee === undefined ? '' : n(c.employee), '', rate(c.employerRate), c.employer === undefined ? '' : n(c.employer)])
  body.push(['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', n(slip.totalEmployee), '', '', n(slip.totalEmployer)])
  body.push(['Indemnité spécifique de rupture conventionnelle (non soumise)', '', '', '', n(indemnity), '', ''])
  y = s.table({
    columns: [{width: W - 324}, {align: 'right', width: 54}, {align: 'right', width: 40}, {align: 'right', width: 58}, {align: 'right', width: 62}, {align: 'right', width: 40}, {align: 'right', width: 70}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'À déduire', 'À payer', 'Taux pat.', 'Charges pat.']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7,
    rowHeight: 11.4,
    rows: body.map((row) => (row[0] === 'SALAIRE BRUT' || row[0].startsWith('TOTAL') ? row.map((text) => ({font: H.bold, text})) : row)),
    ruleColor: rule,
    size: 6.7,
    verticalRules: true,
    x: L,
    y,
  })

  // The foot: the period's and the year's figures at the left, the nets at the right.
  y += 14
  const foot = y
  s.table({
    columns: [{width: 122}, {align: 'right', width: 78}, {align: 'right', width: 84}],
    font: H.regular,
    frame: true,
    header: [['', 'Période', 'Année']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 14,
    rowRules: true,
    rows: [
      ['Salaire brut', n(slip.gross), n(slip.gross * (monthNo - 1) + slip.gross)],
      ['Net imposable', n(slip.netTaxable), n(slip.netTaxable * monthNo)],
      ['Impôt prélevé à la source', n(slip.pas), n(slip.pas * monthNo)],
      ['Heures rémunérées', n(Math.round(15_167 * (worked / month))), n(Math.round(15_167 * (monthNo - 1 + worked / month)))],
      ['Coût employeur', n(slip.gross + slip.totalEmployer), n((slip.gross + slip.totalEmployer) * monthNo)],
    ],
    ruleColor: rule,
    size: 7.4,
    verticalRules: true,
    x: L,
    y: foot,
  })
  const nx = L + 304
  s.box(nx, foot, R - nx, 30, {lineWidth: 1.2, stroke: color})
  s.text('NET À PAYER AVANT IMPÔT SUR LE REVENU', nx + 8, foot + 12, {color: ink, font: H.bold, size: 7.4})
  s.text(`${n(netBeforeTax)} €`, R - 8, foot + 24, {align: 'right', color: ink, font: H.bold, size: 11})
  s.text(`Impôt sur le revenu prélevé à la source (taux ${slip.pasRate.toFixed(2).replace('.', ',')} %)`, nx + 8, foot + 44, {color: soft, size: 7.2})
  s.text(n(-slip.pas) || '0,00', R - 8, foot + 44, {align: 'right', color: ink, size: 8})
  s.text('NET PAYÉ EN EUROS', nx + 8, foot + 60, {color: ink, font: H.bold, size: 8.4})
  s.text(n(netPaid), R - 8, foot + 60, {align: 'right', color: ink, font: H.bold, size: 9})
  s.text('Montant net social', nx + 8, foot + 76, {color: soft, size: 7.2})
  s.text(n(slip.netSocial), R - 8, foot + 76, {align: 'right', color: ink, size: 8})

  y = foot + 104
  s.paragraph(
    `Solde de tout compte établi le ${slashDate(leaving)} : le présent bulletin, le certificat de travail et l'attestation destinée à France Travail ont été remis au salarié. L'indemnité spécifique de rupture conventionnelle est exonérée de cotisations et d'impôt sur le revenu dans les limites légales.`,
    L,
    y,
    W,
    {color: soft, leading: 9.4, size: 7},
  )
  s.text('Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.', L + W / 2, 815, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {
      brut: truthAmount(slip.gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(slip.netTaxable),
      periode: slip.period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/sortie-rupture-conventionnelle',
    notes: [
      'the last payslip of an employee leaving after a conventional termination: the month cut at the leaving day, the paid leave compensation, the exempt termination indemnity paid with the salary',
      'the employee "Madame LEROY Claire" (civility in full, surname first); the period "Période du 01/04/2030 au 17/04/2030"; the period\'s and the year\'s figures as values under their column titles; the net before tax (indemnity included) in a framed box',
      "decoys: the hire and leaving dates, the absence and the leave compensation, the indemnity, the year's figures, the employer's cost, the tax at source, the net paid, the net social amount, the payment and settlement date",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
