/**
 * HELD-OUT bulletin_paie/paysage-grille: a manager's payslip printed in LANDSCAPE from an online
 * HR/payroll suite (Lucca Poplee / Silae 2025 "bulletin dématérialisé" style): a narrow left
 * column holds everything that is not a pay line as grey labels ABOVE their values (the
 * employer's square mark, name, address, "SIRET", "Code APE", then "Salarié(e)" with the name
 * "DUBOIS Claire" and, for a married woman, "Nom de naissance", then "Matricule", "Emploi",
 * "Statut", "Classification", "Entrée le", "N° de sécurité sociale", "Forfait"; the employee's
 * address under the name in grey) and, at its foot, the yearly cumulative totals (decoys); the
 * wide right part has "Bulletin de paie" and the period written in words ("du 1er février 2026
 * au 28 février 2026") with the payment date, a dense ruled grid whose headers are grouped over
 * two rows ("Part salariale" over "Gain | Retenue", "Part patronale" over "Taux | Montant"), code
 * numbers in the first column, the clarified sections, the meal vouchers' employee share deducted
 * and a non-taxable remote-work allowance ADDED after the contributions; under the grid a band of
 * seven cells, white labels on a slate strip above black amounts ("Brut", "Charges
 * salariales", "Net social", "Net imposable", "Net à payer avant impôt", "Prélèvement à la
 * source", "Net payé"). Amounts "2 345,67".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const JOBS = [
  {job: 'Chef de projet', level: 'Position 2.2 - Coefficient 130'},
  {job: 'Responsable administratif et financier', level: 'Position 3.1 - Coefficient 170'},
  {job: "Ingénieur d'études", level: 'Position 2.1 - Coefficient 115'},
  {job: 'Directeur commercial', level: 'Position 3.2 - Coefficient 210'},
  {job: 'Responsable marketing', level: 'Position 2.3 - Coefficient 150'},
]

const PMSS = 400_500

export async function paiePaysage(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 1, 3))
  const employee = `${upper(name.surname)} ${name.givenNames[0]}`
  const job = pick(rng, JOBS)
  const hired = addDays(start, -randomInt(rng, 200, 3600))

  const base = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const bonus = rng() < 0.5 ? randomInt(rng, 300, 900) * 100 : 0
  const gross = base + bonus
  const t1 = Math.min(gross, PMSS)
  const t2 = Math.max(0, Math.min(gross, 8 * PMSS) - PMSS)
  const health = 4530
  const healthPat = 4530
  const provT2 = Math.round(t2 * 0.0089)
  const provPat = Math.round(t1 * 0.015) + Math.round(t2 * 0.0089)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rcT1 = Math.round(t1 * 0.0401)
  const rcT2 = Math.round(t2 * 0.0972)
  const cegT1 = Math.round(t1 * 0.0086)
  const cegT2 = Math.round(t2 * 0.0108)
  const cet = gross > PMSS ? Math.round(gross * 0.0014) : 0
  const apec = Math.round((t1 + t2) * 0.00024)
  const csgBase = Math.round(gross * 0.9825) + healthPat + provPat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = health + provT2 + ssCapped + ss + rcT1 + rcT2 + cegT1 + cegT2 + cet + apec + csgD + csgN
  const netSocial = gross - total
  const vouchers = randomInt(rng, 16, 21)
  const voucherShare = vouchers * 480
  const remoteDays = randomInt(rng, 4, 10)
  const remote = remoteDays * 270
  const netBeforeTax = gross - total - voucherShare + remote
  const netTaxable = gross - total + csgN + healthPat
  const pasRate = pick(rng, [0, 2.8, 4.6, 7.1, 9.4])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0525),
    apec: Math.round((t1 + t2) * 0.00036),
    at: Math.round(gross * 0.0088),
    ceg1: Math.round(t1 * 0.0129),
    ceg2: Math.round(t2 * 0.0162),
    cet: gross > PMSS ? Math.round(gross * 0.0021) : 0,
    chomage: Math.round(Math.min(gross, 4 * PMSS) * 0.042),
    maladie: Math.round(gross * 0.13),
    other: Math.round(gross * 0.0207),
    rc1: Math.round(t1 * 0.0601),
    rc2: Math.round(t2 * 0.1457),
    ss: Math.round(gross * 0.0202),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + healthPat + provPat

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Poplee Paie', date: paidOn, producer: 'Poplee Paie - wkhtmltopdf 0.12.6', title: `Bulletin de paie - ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const L = 24
  const R = 818
  const colR = 206
  const X = 220
  const slate = hex('#34495e')
  const accent = hex('#16a085')
  const grey = hex('#9a9a9a')
  const small = {color: grey, size: 6.2}
  const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
  const r = (v: number) => frDecimal(v, 3)

  // Left column.
  s.box(L, 24, 26, 26, {fill: accent, radius: 4})
  s.text(employer.name.slice(0, 1), L + 13, 42, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.text('Employeur', L + 34, 31, small)
  const cut = employer.name.lastIndexOf(' ', 26)
  const employerLines = employer.name.length > 26 && cut > 0 ? [employer.name.slice(0, cut), employer.name.slice(cut + 1)] : [employer.name]
  let y = s.lines(employerLines, L + 34, 42, {font: H.bold, leading: 10, size: 8.5})
  y = s.lines(addressLines(employer.address), L, Math.max(y + 4, 64), {leading: 9, size: 7.3})
  const stack = (lab: string, value: string, bold = false) => {
    s.text(lab, L, y + 4, small)
    s.text(value, L, y + 13.5, {font: bold ? H.bold : H.regular, size: bold ? 9 : 7.6})
    y += bold ? 22 : 20
  }

  stack('SIRET', groupedSiret(employer.siret))
  stack('Code APE', `${facts.company.naf} - URSSAF ${randomInt(rng, 117, 937)} ${randomDigits(rng, 9)}`)
  s.hline(L, colR, y + 2, {color: hex('#dddddd'), width: 0.6})
  y += 4
  stack('Salarié(e)', employee, true)
  y = s.lines(addressLines(address), L, y + 1, {color: hex('#6f6f6f'), leading: 8.6, size: 7}) - 4
  if (name.birthSurname) stack('Nom de naissance', upper(name.birthSurname))
  stack('Matricule', `S${randomDigits(rng, 5)}`)
  stack('Emploi', job.job)
  stack('Statut', 'Cadre')
  stack('Classification', `Syntec - ${job.level}`)
  stack('Entrée le', slashDate(hired))
  stack('N° de sécurité sociale', nirOf(person, rng))
  stack('Temps de travail', 'Forfait annuel 218 jours')

  const months = hired.slice(0, 4) === period.slice(0, 4) ? Number(period.slice(5, 7)) - Number(hired.slice(5, 7)) + 1 : Number(period.slice(5, 7))
  const cumul = (c: number) => frAmount(Math.round(c * months * (months > 1 ? 0.97 + rng() * 0.06 : 1)), ' ')
  y = Math.max(y + 6, 468)
  s.box(L, y, colR - L, 96, {fill: hex('#f4f6f7')})
  s.text(`Cumuls ${period.slice(0, 4)}`, L + 6, y + 12, {font: H.bold, size: 7.5})
  const cumuls: [string, string][] = [
    ['Brut', cumul(gross)],
    ['Net imposable', cumul(netTaxable)],
    ['Prélèvement à la source', cumul(pas)],
    ['Jours travaillés', String(Math.round(months * 18.2))],
    ['Congés acquis (j)', frDecimal(Math.min(25, months * 2.08), 2)],
  ]
  cumuls.forEach(([lab, value], k) => {
    s.text(lab, L + 6, y + 27 + k * 14, {color: hex('#555555'), size: 7})
    s.text(value, colR - 6, y + 27 + k * 14, {align: 'right', size: 7.2})
  })

  // Right part: title and period.
  s.vline(colR + 7, 24, 570, {color: hex('#dddddd'), width: 0.6})
  s.text('Bulletin de paie', X, 40, {color: slate, font: H.bold, size: 16})
  s.text(`Période du ${longDate(start)} au ${longDate(end)}`, R, 34, {align: 'right', font: H.bold, size: 9})
  s.text(`Date de paiement : ${slashDate(paidOn)} - Virement`, R, 46, {align: 'right', color: grey, size: 7.5})
  s.text("Convention collective : Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils (Syntec) - IDCC 1486", X, 58, {color: grey, size: 6.8})

  // Grid.
  const columns = [{width: 34}, {width: 228}, {align: 'right' as const, width: 66}, {align: 'right' as const, width: 44}, {align: 'right' as const, width: 62}, {align: 'right' as const, width: 62}, {align: 'right' as const, width: 44}, {align: 'right' as const, width: 58}]
  const top = 68
  const lefts = columns.reduce<number[]>((acc, c, i) => [...acc, i === 0 ? X : acc[i - 1] + columns[i - 1].width], [])
  const groupH = 12
  s.box(X, top, R - X, groupH, {fill: hex('#dfe6e9')})
  s.text('Part salariale', lefts[4] + 62, top + 8.5, {align: 'center', font: H.bold, size: 6.8})
  s.text('Part patronale', lefts[6] + 51, top + 8.5, {align: 'center', font: H.bold, size: 6.8})
  s.vline(lefts[4], top, top + groupH, {color: hex('#9aa5ab'), width: 0.4})
  s.vline(lefts[6], top, top + groupH, {color: hex('#9aa5ab'), width: 0.4})
  type Row = {cells: string[]; bold?: boolean}
  const rows: Row[] = [
    {cells: ['1000', 'Appointements forfait jours', '218 j/an', '', a(base), '', '', '']},
    ...(bonus ? [{cells: ['1300', 'Prime exceptionnelle', '', '', a(bonus), '', '', '']}] : []),
    {bold: true, cells: ['', 'SALAIRE BRUT', '', '', a(gross), '', '', '']},
    {bold: true, cells: ['', 'Santé', '', '', '', '', '', '']},
    {cells: ['2010', 'Sécurité sociale - Maladie Maternité Invalidité Décès', a(gross), '', '', '', '13,000', a(pat.maladie)]},
    {cells: ['2050', 'Complémentaire santé', '', '', '', a(health), '', a(healthPat)]},
    {cells: ['2060', 'Prévoyance cadres', a(t1 + t2), t2 ? r(0.89) : '', '', a(provT2), '', a(provPat)]},
    {cells: ['2100', 'Accidents du travail - Maladies professionnelles', a(gross), '', '', '', '0,880', a(pat.at)]},
    {bold: true, cells: ['', 'Retraite', '', '', '', '', '', '']},
    {cells: ['2200', 'Sécurité sociale plafonnée', a(t1), '6,900', '', a(ssCapped), '8,550', a(pat.ssCapped)]},
    {cells: ['2210', 'Sécurité sociale déplafonnée', a(gross), '0,400', '', a(ss), '2,020', a(pat.ss)]},
    {cells: ['2300', 'Complémentaire Tranche 1', a(t1), '4,010', '', a(rcT1), '6,010', a(pat.rc1)]},
    ...(t2 ? [{cells: ['2310', 'Complémentaire Tranche 2', a(t2), '9,720', '', a(rcT2), '14,570', a(pat.rc2)]}] : []),
    {cells: ['2320', "Contribution d'équilibre général T1", a(t1), '0,860', '', a(cegT1), '1,290', a(pat.ceg1)]},
    ...(t2
      ? [
          {cells: ['2330', "Contribution d'équilibre général T2", a(t2), '1,080', '', a(cegT2), '1,620', a(pat.ceg2)]},
          {cells: ['2340', "Contribution d'équilibre technique", a(gross), '0,140', '', a(cet), '0,210', a(pat.cet)]},
        ]
      : []),
    {cells: ['2400', 'APEC', a(t1 + t2), '0,024', '', a(apec), '0,036', a(pat.apec)]},
    {cells: ['2500', 'Famille', a(gross), '', '', '', '5,250', a(pat.af)]},
    {cells: ['2600', 'Assurance chômage', a(Math.min(gross, 4 * PMSS)), '', '', '', '4,200', a(pat.chomage)]},
    {cells: ['2700', "Autres contributions dues par l'employeur", a(gross), '', '', '', '2,070', a(pat.other)]},
    {cells: ['2800', "CSG déductible de l'impôt sur le revenu", a(csgBase), '6,800', '', a(csgD), '', '']},
    {cells: ['2810', "CSG/CRDS non déductible de l'impôt sur le revenu", a(csgBase), '2,900', '', a(csgN), '', '']},
    {bold: true, cells: ['', 'TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(total), '', a(patTotal)]},
    {cells: ['4100', `Titres-restaurant - part salariale (${vouchers} titres)`, String(vouchers), '4,800', '', a(voucherShare), '', '']},
    {cells: ['4200', 'Indemnité forfaitaire de télétravail (non soumise)', String(remoteDays), '2,700', a(remote), '', '', '']},
    {cells: ['8000', 'Impôt sur le revenu prélevé à la source', a(netTaxable), frDecimal(pasRate, 3), '', a(pas), '', '']},
  ]
  const rowHeight = 10.4
  y = s.table({
    columns,
    font: H.regular,
    frame: true,
    header: [['Code', 'Libellé', 'Base', 'Taux', 'Gain', 'Retenue', 'Taux', 'Montant']],
    headerFill: hex('#dfe6e9'),
    headerFont: H.bold,
    headerHeight: 12,
    headerSize: 6.8,
    rowHeight,
    rowRules: true,
    ruleColor: hex('#b8c2c7'),
    rows: rows.map((row) => (row.bold ? row.cells.map((c) => ({font: H.bold, text: c})) : row.cells)),
    size: 6.8,
    verticalRules: true,
    x: X,
    y: top + groupH,
  })
  s.box(X, top, R - X, groupH, {lineWidth: 0.6, stroke: hex('#b8c2c7')})

  // Totals band.
  y += 14
  const band: [string, string][] = [
    ['Brut', frAmount(gross, ' ')],
    ['Charges salariales', frAmount(total, ' ')],
    ['Net social', frAmount(netSocial, ' ')],
    ['Net imposable', frAmount(netTaxable, ' ')],
    ['Net à payer avant impôt', frAmount(netBeforeTax, ' ')],
    ['Prélèvement à la source', frAmount(pas, ' ')],
    ['Net payé', `${frAmount(netPaid, ' ')} €`],
  ]
  const w = (R - X) / band.length
  band.forEach(([lab, value], k) => {
    const cx = X + k * w
    const last = k === band.length - 1
    s.box(cx + 1, y, w - 2, 13, {fill: last ? accent : slate})
    s.text(lab, cx + w / 2, y + 9.2, {align: 'center', color: WHITE, font: H.bold, size: 6.6})
    s.box(cx + 1, y + 13, w - 2, 22, {fill: last ? hex('#e8f6f3') : hex('#f4f6f7')})
    s.text(value, cx + w / 2, y + 28, {align: 'center', font: H.bold, size: last ? 10 : 9})
  })

  y += 50
  s.text(`Coût total employeur : ${frAmount(gross + patTotal, ' ')} €   -   Taux de prélèvement à la source : ${frDecimal(pasRate, 2)} % (taux transmis par la DGFiP)   -   Virement sur le compte ${facts.account.iban.slice(0, 4)} **** **** ${facts.account.iban.slice(-4)}`, X, y, {color: hex('#555555'), size: 6.8})
  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Ce bulletin est mis à votre disposition dans votre coffre-fort numérique, conformément à l'article L.3243-2 du code du travail ; vous pouvez à tout moment demander à le recevoir sur papier. Rubrique dédiée au bulletin de paie sur www.service-public.fr.",
    X,
    y + 14,
    R - X,
    {color: grey, leading: 8, size: 6.3},
  )
  s.text('Page 1/1', R, 578, {align: 'right', color: grey, size: 6.5})

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
    layout: 'bulletin_paie/paysage-grille',
    notes: [
      'landscape page: particulars as grey labels above values in a narrow left column',
      'period in words ("du 1er février 2026 au 28 février 2026")',
      'headers grouped over two rows (Part salariale / Part patronale)',
      'totals as white labels on a slate strip above the amounts; a non-taxable allowance added after the contributions',
      'yearly cumulative totals in the left column (decoys)',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
