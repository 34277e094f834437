/**
 * HELD-OUT bulletin_paie/aide-domicile-heures-grille: the payslip of a PART-TIME HOME-HELP WORKER
 * (assistant(e) de vie, auxiliaire de vie sociale) employed by a HOME-SERVICES COMPANY (services à
 * la personne, IDCC 3127) on a modulated part-time contract, from the sector's scheduling and
 * payroll software: the employer at the top left with its SIRET grouped, NAF 8810A and its SAP
 * declaration number ("SAP812345676": the SIREN again inside another identifier), the agreement;
 * "BULLETIN DE PAIE" at the right with "Période de paie : 09/2026" (month and year in FIGURES) and
 * the payment date IN THE FOLLOWING MONTH (a decoy date); the employee's framed window block
 * ("Madame Claire DUBOIS": civility in full, birth name on its own line); the particulars as label
 * : value lines in two columns (job, contract, contractual hours, hourly rate, entry date, social
 * security number); a GRID OF HOURS WEEK BY WEEK ("Semaine | Du | Au | Interventions | dont
 * dimanches | Déplacements | Km", a total row: many decoy numbers and dates); the pay table
 * "Rubrique | Nombre | Taux | À payer | À retenir | Taux pat. | Part patronale" with amounts
 * WITHOUT THOUSANDS SEPARATOR ("1482,35"), complementary hours at 10 %, Sunday premium, paid
 * travel time, the home-help employer exemption (a negative employer amount), the MILEAGE
 * ALLOWANCE added AFTER the contributions (not taxable); summary boxes with amounts "1 482,35 €"
 * (net social, net before tax, net taxable, net paid) and a year-to-date strip (decoys). Four
 * employers (invented).
 */
import {addDays, addressLines, civilityWord, euroSpace, type Facts, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pick, plainComma, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const PMSS = 400_500

/** "108,00" from hundredths of an hour. */
const hours = (centi: number) => frDecimal(centi / 100, 2)

export async function paieAideDomicileHeures(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const female = name.civility === 'Mme'
  const jobs = Array.isArray(raw.job) ? (raw.job as string[]) : ['Assistant de vie', 'Assistante de vie']
  const level = typeof raw.level === 'string' ? raw.level : 'Niveau III'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, randomInt(rng, 4, 8))
  const employee = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const hired = addDays(start, -randomInt(rng, 200, 3600))
  const rateCents = randomInt(rng, 1248, 1345)
  const rate = rateCents / 100

  // The month's weeks (Monday to Sunday, cut at the month's edges) and their hours, in hundredths.
  const contract = pick(rng, [8667, 10400, 10833, 11700, 12134])
  const extra = pick(rng, [0, 0, 150, 275, 400, 525, 800])
  const worked = contract + extra
  const weeks: {from: string; to: string; days: number}[] = []
  let day = start
  while (day <= end) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
    const to = addDays(day, 6 - weekday) > end ? end : addDays(day, 6 - weekday)
    const days = Math.round((Date.parse(to) - Date.parse(day)) / 86_400_000) + 1
    weeks.push({days, from: day, to})
    day = addDays(to, 1)
  }

  const totalDays = weeks.reduce((t, w) => t + w.days, 0)
  let left = worked
  const grid = weeks.map((w, k) => {
    const share = k === weeks.length - 1 ? left : Math.round((worked * w.days) / totalDays / 25) * 25
    left -= share
    const sunday = w.days >= 6 && rng() < 0.6 ? randomInt(rng, 2, 6) * 100 : 0
    const travel = Math.round((share * (0.06 + rng() * 0.05)) / 25) * 25
    const km = Math.round((share / 100) * (2.2 + rng() * 2.4))
    return {...w, hours: share, km, sunday: Math.min(sunday, share), travel}
  })
  const sundays = grid.reduce((t, w) => t + w.sunday, 0)
  const travel = grid.reduce((t, w) => t + w.travel, 0)
  const km = grid.reduce((t, w) => t + w.km, 0)

  // Pay.
  const base = Math.round((contract * rateCents) / 100)
  const extraPay = Math.round((extra * rateCents * 1.1) / 100)
  const travelPay = Math.round((travel * rateCents) / 100)
  const sundayPay = Math.round((sundays * rateCents * 0.25) / 100)
  const gross = base + extraPay + travelPay + sundayPay
  const t1 = Math.min(gross, PMSS)
  const health = 2140
  const healthPat = 2140
  const sal = {
    ceg1: Math.round(t1 * 0.0086),
    rc1: Math.round(t1 * 0.0315),
    ss: Math.round(gross * 0.004),
    ssCapped: Math.round(t1 * 0.069),
  }
  const csgBase = Math.round(gross * 0.9825) + healthPat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const extraReduction = Math.round(extraPay * 0.1131)
  const totalSal = health + Object.values(sal).reduce((t, v) => t + v, 0) + csgD + csgN - extraReduction
  const pat = {
    af: Math.round(gross * 0.0345),
    at: Math.round(gross * 0.029),
    ceg1: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.0405),
    maladie: Math.round(gross * 0.07),
    other: Math.round(gross * 0.0182),
    rc1: Math.round(t1 * 0.0472),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const exemption = Math.round((pat.maladie + pat.ssCapped + pat.ss + pat.af) * 0.92)
  const totalPat = Object.values(pat).reduce((t, v) => t + v, 0) + healthPat - exemption
  const mileage = Math.round(km * 40)
  const netSocial = gross - totalSal
  const netBeforeTax = gross - totalSal + mileage
  const netTaxable = gross - totalSal + csgN + healthPat
  const pasRate = pick(rng, [0, 1.1, 2.4, 3.6, 5.1])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const month = Number(period.slice(5, 7))
  const ytd = (c: number) => Math.round(c * month * (0.93 + rng() * 0.1))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Ximi Planning & Paie', date: paidOn, producer: 'Ximi PDF', title: `BP ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const teal = hex('#0f6e6e')
  const ink = hex('#1d1d1d')
  const soft = hex('#66707a')

  // Employer.
  s.text(employer.name, L, 44, {color: teal, font: H.bold, size: 12})
  let y = s.lines(addressLines(employer.address), L, 58, {color: ink, leading: 10, size: 8})
  y = s.lines([`SIRET : ${groupedSiret(employer.siret)}    NAF : 8810A`, `Déclaration SAP n° SAP${employer.siret.slice(0, 9)}`, 'Convention collective : Entreprises de services à la personne (IDCC 3127)'], L, y + 2, {color: ink, leading: 10, size: 7.6})

  // Title.
  s.text('BULLETIN DE PAIE', R, 46, {align: 'right', color: teal, font: H.bold, size: 16})
  s.text(`Période de paie : ${period.slice(5, 7)}/${period.slice(0, 4)}`, R, 62, {align: 'right', color: ink, font: H.bold, size: 9.5})
  s.text(`Date de paiement : ${slashDate(paidOn)} par virement`, R, 74, {align: 'right', color: ink, size: 8})

  // Employee window.
  const wx = 330
  const wy = 92
  const lines = [employee, ...(name.birthSurname ? [`Nom de naissance : ${upper(name.birthSurname)}`] : []), ...addressLines(address)]
  s.box(wx, wy, R - wx, 18 + lines.length * 11, {lineWidth: 0.7, stroke: teal})
  s.text(employee, wx + 10, wy + 16, {color: ink, font: H.bold, size: 10})
  s.lines(lines.slice(1), wx + 10, wy + 28, {color: ink, leading: 11, size: 8.4})
  const particularsTop = Math.max(y + 10, wy + 26 + lines.length * 11)

  // Particulars.
  y = particularsTop
  const particular = (lab: string, value: string, x: number, at: number) => {
    const w = s.text(`${lab} : `, x, at, {color: soft, size: 7.4})
    s.text(value, x + w, at, {color: ink, font: H.bold, size: 7.6})
  }

  particular('Emploi', `${female ? jobs[1] : jobs[0]} - ${level}`, L, y)
  particular('Contrat', 'CDI à temps partiel modulé', L, y + 11)
  particular('Horaire contractuel', `${hours(contract)} h / mois`, L, y + 22)
  particular('Taux horaire', `${frDecimal(rate, 2)} €`, L, y + 33)
  particular("Date d'entrée", slashDate(hired), 300, y)
  particular('Matricule', `AD${randomDigits(rng, 5)}`, 300, y + 11)
  particular('N° de sécurité sociale', nirOf(person, rng), 300, y + 22)
  particular('Secteur', `Équipe ${pick(rng, ['Nord', 'Sud', 'Centre', 'Est', 'Ouest'])}`, 300, y + 33)

  // Hours grid.
  y += 52
  s.text('RELEVÉ DES HEURES DU MOIS', L, y, {color: teal, font: H.bold, size: 8.4})
  const gridRows = grid.map((w, k) => [`S${k + 1}`, slashDate(w.from), slashDate(w.to), hours(w.hours), w.sunday ? hours(w.sunday) : '-', hours(w.travel), String(w.km)])
  gridRows.push(['Total', '', '', hours(worked), hours(sundays), hours(travel), String(km)])
  y = s.table({
    columns: [{align: 'center', width: 44}, {align: 'center', width: 70}, {align: 'center', width: 70}, {align: 'right', width: 96}, {align: 'right', width: 84}, {align: 'right', width: 96}, {align: 'right', width: R - L - 460}],
    font: H.regular,
    frame: true,
    header: [['Semaine', 'Du', 'Au', 'Interventions (h)', 'dont dim./fériés', 'Déplacements (h)', 'Km']],
    headerColor: WHITE,
    headerFill: teal,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight: 12,
    rowRules: true,
    rows: gridRows.map((r, k) => (k === gridRows.length - 1 ? r.map((c) => ({font: H.bold, text: c})) : r)),
    ruleColor: hex('#b9cccc'),
    size: 7.2,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  // Pay table.
  const a = (c: number) => (c === 0 ? '' : plainComma(c))
  const r3 = (v: number) => frDecimal(v, 3)
  type Row = {cells: string[]; bold?: boolean}
  const rows: Row[] = [
    {cells: [`Salaire de base`, hours(contract), frDecimal(rate, 4), a(base), '', '', '']},
    ...(extra ? [{cells: ['Heures complémentaires à 10 %', hours(extra), frDecimal(rate * 1.1, 4), a(extraPay), '', '', '']}] : []),
    {cells: ['Temps de déplacement entre interventions', hours(travel), frDecimal(rate, 4), a(travelPay), '', '', '']},
    ...(sundays ? [{cells: ['Majoration dimanches et jours fériés 25 %', hours(sundays), frDecimal(rate * 0.25, 4), a(sundayPay), '', '', '']}] : []),
    {bold: true, cells: ['SALAIRE BRUT', '', '', a(gross), '', '', '']},
    {cells: ['Sécurité sociale - maladie, maternité', a(gross), '', '', '', '7,000', a(pat.maladie)]},
    {cells: ['Complémentaire santé', '', '', '', a(health), '', a(healthPat)]},
    {cells: ['Accidents du travail', a(gross), '', '', '', '2,900', a(pat.at)]},
    {cells: ['Retraite sécurité sociale plafonnée', a(t1), r3(6.9), '', a(sal.ssCapped), '8,550', a(pat.ssCapped)]},
    {cells: ['Retraite sécurité sociale déplafonnée', a(gross), r3(0.4), '', a(sal.ss), '2,110', a(pat.ss)]},
    {cells: ['Retraite complémentaire tranche 1', a(t1), r3(3.15), '', a(sal.rc1), '4,720', a(pat.rc1)]},
    {cells: ["Contribution d'équilibre général T1", a(t1), r3(0.86), '', a(sal.ceg1), '1,290', a(pat.ceg1)]},
    {cells: ['Famille', a(gross), '', '', '', '3,450', a(pat.af)]},
    {cells: ['Assurance chômage', a(gross), '', '', '', '4,050', a(pat.chomage)]},
    {cells: ["Autres contributions dues par l'employeur", a(gross), '', '', '', '1,820', a(pat.other)]},
    {cells: ['Exonération aide à domicile (art. L. 241-10 CSS)', '', '', '', '', '', `-${plainComma(exemption)}`]},
    {cells: ['CSG déductible de l\'impôt sur le revenu', a(csgBase), r3(6.8), '', a(csgD), '', '']},
    {cells: ['CSG/CRDS non déductible de l\'impôt sur le revenu', a(csgBase), r3(2.9), '', a(csgN), '', '']},
    ...(extra ? [{cells: ['Réduction de cotisations heures complémentaires', a(extraPay), r3(11.31), '', `-${plainComma(extraReduction)}`, '', '']}] : []),
    {bold: true, cells: ['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(totalSal), '', a(totalPat)]},
    {cells: [`Indemnités kilométriques (${km} km x 0,40)`, String(km), '0,4000', a(mileage), '', '', '']},
  ]
  y = s.table({
    columns: [{width: 206}, {align: 'right', width: 52}, {align: 'right', width: 50}, {align: 'right', width: 60}, {align: 'right', width: 60}, {align: 'right', width: 40}, {align: 'right', width: R - L - 468}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Nombre', 'Taux', 'À payer', 'À retenir', 'Taux pat.', 'Part patronale']],
    headerFill: hex('#e3eeee'),
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight: 11.6,
    rowRules: true,
    rows: rows.map((row) => (row.bold ? row.cells.map((c) => ({font: H.bold, text: c})) : row.cells)),
    ruleColor: hex('#d3dada'),
    size: 6.9,
    verticalRules: true,
    x: L,
    y: y + 12,
  })

  // Summary boxes.
  y += 10
  const boxes: [string, string, boolean][] = [
    ['Montant net social', euroSpace(netSocial), false],
    ['Net à payer avant impôt sur le revenu', euroSpace(netBeforeTax), true],
    [`Net imposable`, euroSpace(netTaxable), false],
    [`Impôt prélevé à la source (taux ${frDecimal(pasRate, 1)} %)`, euroSpace(-pas).replace('-0,00', '0,00'), false],
    ['NET PAYÉ', euroSpace(netPaid), true],
  ]
  const bw = (R - L) / boxes.length
  boxes.forEach(([lab, value, strong], k) => {
    s.box(L + k * bw, y, bw - 4, 38, {fill: strong ? hex('#e3eeee') : WHITE, lineWidth: 0.6, stroke: teal})
    const labLines = lab.length > 30 ? [lab.slice(0, lab.lastIndexOf(' ', 30)), lab.slice(lab.lastIndexOf(' ', 30) + 1)] : [lab]
    s.lines(labLines, L + k * bw + (bw - 4) / 2, y + 11, {align: 'center', color: soft, leading: 8, size: 6.5})
    s.text(value, L + k * bw + (bw - 4) / 2, y + 32, {align: 'center', color: ink, font: H.bold, size: 9.2})
  })

  // Year to date.
  y += 52
  s.text(
    `Cumuls ${period.slice(0, 4)} - Brut : ${plainComma(ytd(gross))}   Net imposable : ${plainComma(ytd(netTaxable))}   Heures rémunérées : ${hours(ytd(worked + travel))}   Congés acquis : ${frDecimal(month * 2.5, 2)} j`,
    L,
    y,
    {color: soft, size: 7},
  )
  s.paragraph(
    `Coût total employeur : ${plainComma(gross + totalPat)} €. Les indemnités kilométriques remboursent les trajets effectués avec votre véhicule personnel entre deux interventions ; elles ne sont soumises ni à cotisations ni à l'impôt sur le revenu. Conservez ce bulletin sans limitation de durée.`,
    L,
    y + 14,
    R - L,
    {color: soft, leading: 9, size: 6.8},
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
    layout: 'bulletin_paie/aide-domicile-heures-grille',
    notes: [
      "a part-time home-help worker's payslip from a home-services company: a week-by-week grid of hours, travel time and kilometres",
      '"Période de paie : 09/2026" in figures; payment date in the following month (a decoy)',
      'amounts without thousands separator in the table, "1 482,35 €" in the summary boxes; the mileage allowance added after the contributions',
      'decoys: the SAP declaration number (SAP + SIREN), weekly dates and hours, net social, the employer exemption, year-to-date totals',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
