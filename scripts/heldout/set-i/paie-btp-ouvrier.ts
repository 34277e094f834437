/**
 * HELD-OUT bulletin_paie/btp-ouvrier: the monthly payslip of a BUILDING WORKER (ouvrier du
 * bâtiment, national agreements IDCC 1596 / 1597) from a construction-payroll package (Batigest /
 * Onaya style), PORTRAIT inside a thin page frame: the employer block top left (name, address,
 * "Siret", "NAF", the Urssaf number and the building trades' paid-leave fund "Caisse CIBTP ...
 * N° adhérent ..."), at the right a framed title "BULLETIN DE PAIE" with "Période du 01/02/2026
 * au 28/02/2026" and "Payé le 05/03/2026 par virement" (the payment falls in the next month);
 * the agreement on a line of its own; a framed employee box at the right ("Salarié : M. LE GALL
 * Jean-Baptiste", birth name for a married woman, the address, job, "Niveau II - Coefficient
 * 185", entry date, social security number) and at the left the month's site calendar summary
 * (days worked, bad-weather days, leave days, the travel zone); the body as one ruled table
 * "Code | Désignation | Nombre | Base | Taux | Gains | Retenues | Taux pat. | Part patronale":
 * base pay over 151,67 hours, overtime at 25 %, "Absence intempéries" hours deducted and the
 * "Indemnité intempéries 75 %" added, "Absence congés payés (CIBTP)" with the mention that the
 * leave is paid by the fund (no amount), "Indemnité de trajet zone N" per day (subject to
 * contributions), the contributions (PRO BTP supplementary pension and provident scheme, OPPBTP,
 * the employer's CIBTP leave and bad-weather contributions, the general reduction as a negative
 * employer amount), then, after the contributions, "Indemnité de transport zone N" and
 * "Indemnités de repas (paniers)" (not subject); under the table a row of six framed totals
 * (labels above amounts: "Salaire brut", "Total retenues", "Net imposable", "Net à payer avant
 * impôt", "Impôt prélevé", "NET À PAYER"), and a YEAR-TO-DATE band ("Cumuls 2026": hours,
 * overtime, bad-weather hours, gross, taxable, tax: decoys); the legal mention and the
 * software's footer. Amounts "2 345,67".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const JOBS_M = [
  {job: 'Maçon', level: 'Niveau II - Coefficient 185'},
  {job: 'Coffreur-bancheur', level: 'Niveau III Position 1 - Coefficient 210'},
  {job: 'Charpentier couvreur', level: 'Niveau III Position 2 - Coefficient 230'},
  {job: "Chef d'équipe gros œuvre", level: 'Niveau IV Position 1 - Coefficient 250'},
  {job: 'Manœuvre', level: 'Niveau I Position 2 - Coefficient 170'},
]
const JOBS_F = [
  {job: 'Peintre en bâtiment', level: 'Niveau II - Coefficient 185'},
  {job: "Conductrice d'engins", level: 'Niveau III Position 1 - Coefficient 210'},
  {job: 'Carreleuse', level: 'Niveau III Position 2 - Coefficient 230'},
]

/** Travel and transport allowances per day by zone (regional agreements, cents). */
const TRAJET = [0, 89, 174, 258, 338, 423]
const TRANSPORT = [0, 181, 357, 536, 714, 900]
const PANIER = 1080

const FUNDS: Record<string, string> = {
  '29': 'CIBTP Grand Ouest',
  '44': 'CIBTP Grand Ouest',
  '69': 'CIBTP Centre-Est',
  '74': 'CIBTP Centre-Est',
}

const e = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

export async function paieBtpOuvrier(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const zone = typeof raw.zone === 'number' ? raw.zone : 3
  const naf = typeof raw.naf === 'string' ? raw.naf : '4399C'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, randomInt(rng, 3, 8))
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const job = pick(rng, name.civility === 'Mme' ? JOBS_F : JOBS_M)
  const hired = addDays(start, -randomInt(rng, 200, 5200))
  const fund = FUNDS[employer.address.postcode.slice(0, 2)] ?? 'CIBTP Grand Ouest'
  const large = rng() < 0.5

  // Working days of the month (Monday to Friday).
  let workdays = 0
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const day = new Date(`${d}T12:00:00Z`).getUTCDay()
    if (day !== 0 && day !== 6) workdays++
  }

  const winter = ['11', '12', '01', '02', '03'].includes(period.slice(5, 7))
  const badDays = winter ? pick(rng, [1, 2, 2, 3, 4]) : pick(rng, [0, 0, 1])
  const badHours = badDays * 7
  const leaveDays = pick(rng, [0, 0, 0, 2, 3, 5])
  const leaveHours = leaveDays * 7
  const siteDays = workdays - badDays - leaveDays
  const overtime = pick(rng, [0, 4, 6, 8.67, 12])

  const rate = Math.round((params.amountsOverride?.grossCents ?? facts.pay.grossCents) / 151.67)
  const base = Math.round(151.67 * rate)
  const otPay = Math.round(overtime * rate * 1.25)
  const badAbs = Math.round(badHours * rate)
  const badPay = Math.round(badHours * rate * 0.75)
  const leaveAbs = Math.round(leaveHours * rate)
  const trajet = siteDays * TRAJET[zone]
  const gross = base + otPay - badAbs + badPay - leaveAbs + trajet
  const transport = siteDays * TRANSPORT[zone]
  const paniers = siteDays * PANIER

  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const health = 2840
  const healthPat = 2840
  const prev = Math.round(t1 * 0.0098)
  const prevPat = Math.round(t1 * 0.0171)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0401)
  const ceg = Math.round(t1 * 0.0086)
  const csgBase = Math.round(gross * 0.9825) + healthPat + prevPat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const retenues = health + prev + ssCapped + ss + rc + ceg + csgD + csgN
  const netTaxable = gross - retenues + csgN + healthPat
  const netBeforeTax = gross - retenues + transport + paniers
  const pasRate = pick(rng, [0, 1.5, 2.9, 4.3, 5.6])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    agirc: Math.round(t1 * 0.0601),
    ags: Math.round(gross * 0.0025),
    at: Math.round(gross * 0.0582),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.04),
    cibtp: Math.round(gross * 0.1985),
    fnal: Math.round(t1 * 0.001),
    formation: Math.round(gross * (large ? 0.01 : 0.0055)),
    intemperies: Math.round(gross * 0.0068),
    maladie: Math.round(gross * 0.07),
    oppbtp: Math.round(gross * 0.0011),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const reduction = -Math.round(gross * pick(rng, [0.09, 0.12, 0.15, 0.18]))
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + healthPat + prevPat + reduction

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'BâtiPaie 12.4 - Édition des bulletins', date: paidOn, producer: 'BâtiPaie PDF Engine', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const ink = hex('#222222')
  const orange = hex('#c8591b')
  const pale = hex('#f4ece6')
  const grey = hex('#6a6a6a')

  s.box(L - 8, 22, R - L + 16, 800, {lineWidth: 0.6, stroke: hex('#9a9a9a')})

  // Employer.
  s.text(employer.name, L, 44, {font: H.bold, size: 10.5})
  s.lines(
    [
      ...addressLines(employer.address),
      `Siret : ${groupedSiret(employer.siret)}     NAF : ${naf}`,
      `URSSAF : ${randomInt(rng, 117, 937)} ${randomDigits(rng, 10)}`,
      `Caisse de congés payés : ${fund} - N° adhérent ${randomDigits(rng, 6)} ${pick(rng, ['B', 'G', 'T'])}`,
    ],
    L,
    57,
    {leading: 10, size: 7.8},
  )

  // Title frame.
  const tx = 352
  s.box(tx, 32, R - tx, 62, {lineWidth: 1.2, stroke: orange})
  s.box(tx, 32, R - tx, 20, {fill: orange})
  s.text('BULLETIN DE PAIE', tx + (R - tx) / 2, 46.5, {align: 'center', color: WHITE, font: H.bold, size: 12})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, tx + 10, 67, {font: H.bold, size: 8.6})
  s.text(`Payé le ${slashDate(paidOn)} par virement`, tx + 10, 81, {size: 8.2})

  s.box(L, 116, R - L, 13, {fill: pale})
  s.text(`Convention collective nationale des ouvriers du bâtiment (entreprises ${large ? 'occupant plus de 10 salariés) - IDCC 1597' : "jusqu'à 10 salariés) - IDCC 1596"}`, L + 4, 125.5, {size: 7.4})

  // Employee box.
  const ex = 300
  const ey = 140
  const employeeLines: [string, string][] = [
    ['Emploi', job.job],
    ['Qualification', job.level],
    ['Entrée le', slashDate(hired)],
    ['N° S.S.', nirOf(person, rng)],
    ['Matricule', `B${randomDigits(rng, 4)}`],
  ]
  const homeLines = addressLines(address)
  const eh = 30 + (homeLines.length + (name.birthSurname ? 1 : 0)) * 10 + employeeLines.length * 10.5 + 8
  s.box(ex, ey, R - ex, eh, {lineWidth: 0.7, stroke: ink})
  s.text('Salarié :', ex + 8, ey + 15, {color: grey, size: 8})
  s.text(employee, ex + 44, ey + 15, {font: H.bold, size: 9.5})
  let y = ey + 27
  if (name.birthSurname) {
    s.text(`Nom de naissance : ${upper(name.birthSurname)}`, ex + 44, y, {size: 7.8})
    y += 10
  }

  y = s.lines(homeLines, ex + 44, y, {leading: 10, size: 8})
  y += 4
  for (const [lab, value] of employeeLines) {
    s.text(lab, ex + 8, y, {color: grey, size: 7.6})
    s.text(value, ex + 74, y, {size: 7.8})
    y += 10.5
  }

  // Month summary at the left.
  let ly = ey + 6
  s.text('ACTIVITÉ DU MOIS', L, ly + 8, {color: orange, font: H.bold, size: 8})
  ly += 22
  const activity: [string, string][] = [
    ['Jours ouvrés', String(workdays)],
    ['Jours travaillés sur chantier', String(siteDays)],
    ['Jours d\'arrêt intempéries', String(badDays)],
    ['Jours de congés payés (CIBTP)', String(leaveDays)],
    ['Zone de déplacement', `Zone ${zone}`],
    ['Horaire mensuel', '151,67 h'],
  ]
  for (const [lab, value] of activity) {
    s.text(lab, L, ly, {size: 7.8})
    s.text(value, 268, ly, {align: 'right', font: H.bold, size: 7.8})
    s.hline(L, 268, ly + 3, {color: hex('#dddddd'), width: 0.4})
    ly += 12
  }

  // Body.
  const r2 = (v: number) => frDecimal(v, 2)
  const r3 = (v: number) => frDecimal(v, 3)
  const hourRate = frDecimal(rate / 100, 4)
  type Row = (string | {text: string; font: typeof H.bold})[]
  const b = (t: string) => ({font: H.bold, text: t})
  const rows: Row[] = [
    ['1000', 'Salaire de base', '151,67', '', hourRate, e(base), '', '', ''],
  ]
  if (overtime) rows.push(['1100', 'Heures supplémentaires 25 %', r2(overtime), '', frDecimal((rate * 1.25) / 100, 4), e(otPay), '', '', ''])
  if (badHours) {
    rows.push(['1500', 'Absence intempéries', r2(badHours), '', hourRate, `-${e(badAbs)}`, '', '', ''])
    rows.push(['1510', 'Indemnité intempéries 75 %', r2(badHours), '', frDecimal((rate * 0.75) / 100, 4), e(badPay), '', '', ''])
  }

  if (leaveHours) {
    rows.push(['1600', 'Absence congés payés (CIBTP)', r2(leaveHours), '', hourRate, `-${e(leaveAbs)}`, '', '', ''])
    rows.push(['', `   (congés indemnisés par ${fund})`, '', '', '', '', '', '', ''])
  }

  rows.push(['2000', `Indemnité de trajet zone ${zone}`, String(siteDays), '', frDecimal(TRAJET[zone] / 100, 2), e(trajet), '', '', ''])
  rows.push([b(''), b('SALAIRE BRUT'), '', '', '', b(e(gross)), '', '', ''])
  rows.push(['3010', 'Sécurité sociale maladie', '', e(gross), '', '', '', '7,000', e(pat.maladie)])
  rows.push(['3020', 'Complémentaire santé PRO BTP', '', '', '', '', e(health), '', e(healthPat)])
  rows.push(['3030', 'Prévoyance ouvriers PRO BTP', '', e(t1), '0,980', '', e(prev), '1,710', e(prevPat)])
  rows.push(['3040', 'Accidents du travail', '', e(gross), '', '', '', '5,820', e(pat.at)])
  rows.push(['3100', 'Vieillesse plafonnée', '', e(t1), '6,900', '', e(ssCapped), '8,550', e(pat.ssCapped)])
  rows.push(['3110', 'Vieillesse déplafonnée', '', e(gross), '0,400', '', e(ss), '2,110', e(pat.ss)])
  rows.push(['3200', 'Retraite complémentaire PRO BTP T1', '', e(t1), '4,010', '', e(rc), '6,010', e(pat.agirc)])
  rows.push(['3210', "Contribution d'équilibre général T1", '', e(t1), '0,860', '', e(ceg), '1,290', e(pat.ceg)])
  rows.push(['3300', 'Allocations familiales', '', e(gross), '', '', '', '3,450', e(pat.af)])
  rows.push(['3310', 'Assurance chômage', '', e(gross), '', '', '', '4,000', e(pat.chomage)])
  rows.push(['3320', 'AGS', '', e(gross), '', '', '', '0,250', e(pat.ags)])
  rows.push(['3400', 'Cotisation congés payés CIBTP', '', e(gross), '', '', '', '19,850', e(pat.cibtp)])
  rows.push(['3410', 'Cotisation chômage intempéries', '', e(gross), '', '', '', '0,680', e(pat.intemperies)])
  rows.push(['3420', 'OPPBTP', '', e(gross), '', '', '', '0,110', e(pat.oppbtp)])
  rows.push(['3500', 'FNAL, formation professionnelle', '', e(gross), '', '', '', large ? '1,100' : '0,650', e(pat.fnal + pat.formation)])
  rows.push(['3600', 'CSG déductible', '', e(csgBase), '6,800', '', e(csgD), '', ''])
  rows.push(['3610', 'CSG/CRDS non déductible', '', e(csgBase), '2,900', '', e(csgN), '', ''])
  rows.push(['3900', 'Réduction générale des cotisations', '', e(gross), '', '', '', '', `-${e(-reduction)}`])
  rows.push([b(''), b('TOTAL DES COTISATIONS'), '', '', '', '', b(e(retenues)), '', b(e(patTotal))])
  rows.push(['5000', `Indemnité de transport zone ${zone}`, String(siteDays), '', frDecimal(TRANSPORT[zone] / 100, 2), e(transport), '', '', ''])
  rows.push(['5100', 'Indemnités de repas (paniers)', String(siteDays), '', frDecimal(PANIER / 100, 2), e(paniers), '', '', ''])
  rows.push(['9000', `Impôt sur le revenu prélevé à la source`, '', e(netTaxable), r3(pasRate), '', e(pas), '', ''])

  const tableTop = Math.max(ey + eh, ly) + 12
  y = s.table({
    columns: [{width: 28}, {width: 166}, {align: 'right', width: 34}, {align: 'right', width: 52}, {align: 'right', width: 42}, {align: 'right', width: 56}, {align: 'right', width: 52}, {align: 'right', width: 38}, {align: 'right', width: 67}],
    font: H.regular,
    frame: true,
    header: [['Code', 'Désignation', 'Nombre', 'Base', 'Taux', 'Gains', 'Retenues', 'Taux pat.', 'Part patronale']],
    headerFill: hex('#e8e0da'),
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight: 11,
    rows,
    size: 7,
    verticalRules: true,
    x: L,
    y: tableTop,
  })

  // Totals.
  y += 10
  const totals: [string, string][] = [
    ['Salaire brut', e(gross)],
    ['Total retenues', e(retenues)],
    ['Net imposable', e(netTaxable)],
    ['Net à payer avant impôt', e(netBeforeTax)],
    ['Impôt prélevé', e(pas) || '0,00'],
    ['NET À PAYER', e(netPaid)],
  ]
  const tw = (R - L) / totals.length
  totals.forEach(([lab, value], k) => {
    const x = L + k * tw
    const last = k === totals.length - 1
    s.box(x, y, tw - 4, 34, last ? {fill: orange} : {lineWidth: 0.6, stroke: ink})
    s.text(lab, x + (tw - 4) / 2, y + 12, {align: 'center', color: last ? WHITE : grey, font: last ? H.bold : H.regular, size: 7})
    s.text(value, x + (tw - 4) / 2, y + 27, {align: 'center', color: last ? WHITE : ink, font: H.bold, size: 9.5})
  })

  // Year to date.
  y += 46
  const month = Number(period.slice(5, 7))
  const k = month * (month > 1 ? 0.96 + rng() * 0.06 : 1)
  const cumuls = [
    ['Heures payées', frDecimal(151.67 * month + overtime * month * 0.8, 2)],
    ['Heures sup.', frDecimal(overtime * month * 0.8, 2)],
    ['Heures intempéries', frDecimal(badHours * Math.max(1, month - 1), 2)],
    ['Brut', frAmount(Math.round(gross * k), ' ')],
    ['Net imposable', frAmount(Math.round(netTaxable * k), ' ')],
    ['Impôt prélevé', frAmount(Math.round(pas * k), ' ')],
  ]
  s.box(L, y, R - L, 32, {fill: pale})
  s.text(`Cumuls ${period.slice(0, 4)}`, L + 6, y + 19, {color: orange, font: H.bold, size: 8.5})
  const cw = (R - L - 70) / cumuls.length
  cumuls.forEach(([lab, value], j) => {
    s.text(lab, L + 70 + j * cw, y + 12, {color: grey, size: 6.8})
    s.text(value, L + 70 + j * cw, y + 24, {font: H.bold, size: 8})
  })

  s.paragraph(
    `Les congés payés sont versés par la caisse ${fund}, à laquelle l'entreprise est affiliée. Les indemnités de transport et de repas sont des remboursements de frais non soumis à cotisations. Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail service-public.fr.`,
    L,
    y + 50,
    R - L,
    {color: grey, leading: 9, size: 7},
  )
  s.text(`Coût total employeur : ${frAmount(gross + patTotal, ' ')} €`, L, y + 96, {color: grey, size: 7})
  s.text(`BâtiPaie 12.4 - ${employer.name} - Bulletin n° ${period.replace('-', '')}-${randomDigits(rng, 3)} - Page 1/1`, R, 814, {align: 'right', color: grey, size: 6.5})

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
    layout: 'bulletin_paie/btp-ouvrier',
    notes: [
      'building worker: bad-weather hours deducted and paid at 75 %, paid leave paid by the CIBTP fund (no amount)',
      'travel allowance subject to contributions; transport and meal allowances added after contributions',
      'nine-column ruled table with employer rates and amounts; a negative employer reduction',
      'totals as six framed cells with labels above amounts; payment date in the next month',
      'year-to-date band (hours, gross, taxable, tax) as decoys; site activity summary at the left',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
