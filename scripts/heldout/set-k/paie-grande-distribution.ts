/**
 * HELD-OUT bulletin_paie/grande-distribution: the payslip of a HYPERMARKET employee (cashier or
 * shelf stacker: "Employé(e) commercial(e)", food retail agreement IDCC 2216) as a retail group's
 * in-house payroll prints it for one store: a band in the sign's colour across the top with the
 * sign's name at the left and "BULLETIN DE PAIE" in white at the right; under it a grey strip
 * "Période : 04/2026 - du 01/04/2026 au 30/04/2026 - Payé le 30/04/2026 par virement" (the month
 * as MM/YYYY); the establishment at the left (the operating company's name, "Magasin n° 0412 -
 * <sign> <town>", the store's address in a shopping centre, "SIRET établissement" grouped, "APE
 * 4711F", the agreement) and the employee's mailing block at the right ("Madame DUBOIS Claire":
 * civility in full, NOM Prénom); a strip of six framed cells with small labels above the values
 * ("Matricule", "Emploi", "Niveau", "Entrée le", "Contrat", "N° Sécurité sociale"; the birth name
 * on a line under them for a married woman); then TWO TABLES instead of one: "RÉMUNÉRATION" ("Code |
 * Libellé | Nombre | Unité | Taux | Montant": the hours of effective work and the PAID BREAK of 5
 * % as separate lines, Sunday bonus hours, complementary hours for part-timers, the seniority
 * bonus, the half of the annual bonus in November, paid-leave absence and allowance in summer,
 * "SALAIRE BRUT") and "COTISATIONS ET CONTRIBUTIONS SOCIALES" ("Libellé | Base | Taux salarial |
 * Part salariale | Taux patronal | Part patronale" with the clarified headings, the total); a small
 * "AUTRES ÉLÉMENTS" table (meal vouchers' employee share deducted, half the transit pass refunded);
 * at the bottom right a framed "RÉCAPITULATIF" of label / amount lines ("Salaire brut", "Total des
 * retenues", "Net à payer avant impôt sur le revenu", "Impôt sur le revenu prélevé à la source",
 * "NET PAYÉ" in white on the colour), at the bottom left the "Mois | Cumul annuel" table (Brut, Net
 * imposable, Net social, Heures payées, Coût employeur: the month's net taxable is only there)
 * and the paid-leave counters; the store's legal footer. Amounts "1 234,56".
 */
import {addDays, addressLines, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pad2, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

export async function paieGrandeDistribution(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const brand = typeof raw.brand === 'string' ? raw.brand : 'HYPER MARCHÉ PLUS'
  const color = hex(typeof raw.color === 'string' ? raw.color : '#b3161b')
  const store = typeof raw.store === 'string' ? raw.store : '0412'
  const weekly = typeof raw.hours === 'number' ? raw.hours : 35
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const month = Number(period.slice(5, 7))
  const paidOn = addDays(end, -randomInt(rng, 0, 2))
  const female = name.civility === 'Mme'
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const hired = addDays(start, -randomInt(rng, 400, 4200))
  const years = Math.floor((Date.parse(start) - Date.parse(hired)) / (365.25 * 86_400_000))
  const cashier = rng() < 0.5
  const level = pick(rng, ['2A', '2B', '3A'])

  // Hours: the contract's monthly hours are effective work plus the paid break (5 % of effective work).
  const rate = randomInt(rng, 1222, 1338)
  const monthly = Math.round((weekly * 52 * 100) / 12) / 100
  const worked = Math.round((monthly / 1.05) * 100) / 100
  const pause = Math.round((monthly - worked) * 100) / 100
  const base = Math.round(worked * rate)
  const pausePay = Math.round(pause * rate)
  const sunday = pick(rng, [0, 0, 4.5, 6, 9])
  const sundayPay = Math.round(sunday * rate)
  const hc = weekly < 35 ? pick(rng, [0, 4, 7.5]) : 0
  const hcPay = Math.round(hc * rate * 1.1)
  const seniorityPct = years >= 15 ? 0 : years >= 9 ? 6 : years >= 6 ? 4.5 : years >= 3 ? 3 : 0
  const seniority = Math.round(((base + pausePay) * seniorityPct) / 100)
  const annual = month === 11 ? Math.round((base + pausePay) * 0.5) : 0
  const leaveDays = month === 7 || month === 8 ? randomInt(rng, 5, 12) : 0
  const leaveAbsence = leaveDays ? -Math.round(((base + pausePay) / 26) * leaveDays) : 0
  const leaveAllowance = leaveDays ? Math.round(-leaveAbsence * (1.01 + rng() * 0.05)) : 0
  const gross = base + pausePay + sundayPay + hcPay + seniority + annual + leaveAbsence + leaveAllowance

  // Contributions.
  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const mutual = pick(rng, [2_410, 2_690, 3_150])
  const prev = Math.round(t1 * 0.0038)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0315)
  const ceg = Math.round(t1 * 0.0086)
  const csgBase = Math.round(gross * 0.9825) + mutual + Math.round(t1 * 0.0062)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const hcReduction = Math.round(hcPay * 0.1131)
  const retenues = mutual + prev + ssCapped + ss + rc + ceg + csgD + csgN - hcReduction
  const vouchers = randomInt(rng, 12, 19)
  const voucherShare = vouchers * 350
  const transport = rng() < 0.55 ? pick(rng, [2_250, 2_600, 3_100]) : 0
  const netBeforeTax = gross - retenues - voucherShare + transport
  const hcExempt = hcPay - Math.round(hcPay * 0.9825 * 0.068)
  const netTaxable = gross - retenues + csgN + mutual - hcExempt
  const netSocial = gross - retenues + csgN + csgD
  const pasRate = pick(rng, [0, 0.8, 1.6, 2.9, 4.1])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    at: Math.round(gross * 0.0148),
    autres: Math.round(gross * 0.0091),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.0425),
    maladie: Math.round(gross * 0.07),
    prev: Math.round(t1 * 0.0062),
    rc: Math.round(t1 * 0.0472),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const reduction = -Math.round(gross * (0.24 + rng() * 0.05))
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + mutual + reduction
  const cumul = (c: number) => (month === 1 ? c : Math.round(c * month * (0.93 + rng() * 0.1)))

  const {doc, fonts} = await newDocument({author: `${employer.name}`, creator: 'GRH Magasins - Paie 2026', date: paidOn, producer: 'GRH Magasins', title: `Bulletin ${period} ${store}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const pale = hex('#f3f3f3')
  const rule = hex('#9a9a9a')

  // Band and strip.
  s.box(L, 24, R - L, 34, {fill: color})
  s.circle(L + 17, 41, 10, {fill: WHITE})
  s.text(brand.slice(0, 1), L + 17, 45.5, {align: 'center', color, font: H.bold, size: 13})
  s.text(brand, L + 34, 46, {color: WHITE, font: H.bold, size: 14})
  s.text('BULLETIN DE PAIE', R - 12, 46, {align: 'right', color: WHITE, font: H.bold, size: 13})
  s.box(L, 58, R - L, 16, {fill: hex('#e4e4e4')})
  s.text(`Période : ${pad2(month)}/${period.slice(0, 4)} - du ${slashDate(start)} au ${slashDate(end)} - Payé le ${slashDate(paidOn)} par virement`, L + 8, 69, {font: H.bold, size: 8})
  s.text(`Page 1/1`, R - 8, 69, {align: 'right', color: GREY, size: 7})

  // Establishment and employee.
  s.text('Établissement', L, 90, {color, font: H.bold, size: 7.5})
  s.text(employer.name, L, 102, {font: H.bold, size: 9.5})
  const est = [`Magasin n° ${store} - ${brand} ${upper(employer.address.city)}`, ...addressLines(employer.address), `SIRET établissement : ${groupedSiret(employer.siret)}`, 'APE : 4711F - Hypermarchés', 'Convention collective : commerce de détail et de gros à', 'prédominance alimentaire (IDCC 2216)']
  const estEnd = s.lines(est, L, 113, {color: hex('#333333'), leading: 9.6, size: 7.6})
  s.text(employee, 330, 106, {font: H.bold, size: 10})
  const winEnd = s.lines(addressLines(address), 330, 119, {leading: 11.5, size: 9.5})

  // Particulars strip.
  let y = Math.max(estEnd, winEnd) + 4
  const cells: [string, string, number][] = [
    ['Matricule', randomDigits(rng, 7), 62],
    ['Emploi', cashier ? (female ? 'Hôtesse de caisse' : 'Hôte de caisse') : female ? 'Employée commerciale' : 'Employé commercial', 108],
    ['Niveau', level, 40],
    ['Entrée le', slashDate(hired), 62],
    ['Contrat', weekly < 35 ? `CDI ${weekly} h / sem.` : 'CDI 35 h / sem.', 82],
    ['N° Sécurité sociale', nirOf(person, rng), R - L - 354],
  ]
  let x = L
  for (const [lab, value, w] of cells) {
    s.box(x, y, w, 26, {lineWidth: 0.5, stroke: rule})
    s.text(lab, x + 4, y + 8.5, {color: GREY, size: 6.3})
    s.text(value, x + 4, y + 20, {font: H.bold, size: 7.6})
    x += w
  }

  y += 26
  if (name.birthSurname) {
    s.text(`Nom de naissance : ${upper(name.birthSurname)}`, L, y + 9, {color: GREY, size: 7})
    y += 9
  }

  // Pay.
  y += 10
  s.text('RÉMUNÉRATION', L, y + 8, {color, font: H.bold, size: 8.5})
  const payRows: string[][] = [
    ['1010', 'Salaire de base - temps de travail effectif', frDecimal(worked, 2), 'h', frDecimal(rate / 100, 4), a(base)],
    ['1020', 'Pause rémunérée 5 %', frDecimal(pause, 2), 'h', frDecimal(rate / 100, 4), a(pausePay)],
  ]
  if (sunday) payRows.push(['1110', 'Heures travaillées le dimanche (majoration 100 %)', frDecimal(sunday, 2), 'h', frDecimal(rate / 100, 4), a(sundayPay)])
  if (hc) payRows.push(['1150', 'Heures complémentaires majorées 10 %', frDecimal(hc, 2), 'h', frDecimal((rate * 1.1) / 100, 4), a(hcPay)])
  if (seniority) payRows.push(['1300', `Prime d'ancienneté ${frDecimal(seniorityPct, 1)} %`, '', '', '', a(seniority)])
  if (annual) payRows.push(['1400', 'Prime annuelle - 1er versement (50 %)', '', '', '', a(annual)])
  if (leaveDays) {
    payRows.push(['2010', `Absence congés payés du ${slashDate(addDays(start, 2))}`, String(leaveDays), 'j', '', `-${a(-leaveAbsence)}`])
    payRows.push(['2020', 'Indemnité de congés payés', String(leaveDays), 'j', '', a(leaveAllowance)])
  }

  y = s.table({
    columns: [{width: 36}, {width: 267}, {align: 'right', width: 56}, {align: 'center', width: 34}, {align: 'right', width: 64}, {align: 'right', width: R - L - 457}],
    font: H.regular,
    frame: true,
    header: [['Code', 'Libellé', 'Nombre', 'Unité', 'Taux', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 13,
    rowHeight: 11.5,
    rows: payRows,
    ruleColor: rule,
    size: 7.3,
    verticalRules: true,
    x: L,
    y: y + 13,
  })
  s.box(L, y, R - L, 14, {fill: pale, lineWidth: 0.5, stroke: rule})
  s.text('SALAIRE BRUT', L + 39, y + 10, {font: H.bold, size: 8})
  s.text(a(gross), R - 3, y + 10, {align: 'right', font: H.bold, size: 8})
  y += 14

  // Contributions.
  y += 12
  s.text('COTISATIONS ET CONTRIBUTIONS SOCIALES', L, y + 8, {color, font: H.bold, size: 8.5})
  const head = (t: string) => [{font: H.bold, text: t}, '', '', '', '', '']
  const contribRows = [
    head('Santé'),
    ['Sécurité sociale - Maladie Maternité Invalidité Décès', a(gross), '', '', '7,0000', a(pat.maladie)],
    ['Complémentaire santé', '', '', a(mutual), '', a(mutual)],
    ['Prévoyance', a(t1), '0,3800', a(prev), '0,6200', a(pat.prev)],
    head('Accidents du travail - Maladies professionnelles'),
    ['Accidents du travail', a(gross), '', '', '1,4800', a(pat.at)],
    head('Retraite'),
    ['Sécurité sociale plafonnée', a(t1), '6,9000', a(ssCapped), '8,5500', a(pat.ssCapped)],
    ['Sécurité sociale déplafonnée', a(gross), '0,4000', a(ss), '2,1100', a(pat.ss)],
    ['Complémentaire Tranche 1', a(t1), '3,1500', a(rc), '4,7200', a(pat.rc)],
    ["Contribution d'équilibre général T1", a(t1), '0,8600', a(ceg), '1,2900', a(pat.ceg)],
    head('Famille - Assurance chômage'),
    ['Famille', a(gross), '', '', '3,4500', a(pat.af)],
    ['Assurance chômage et AGS', a(gross), '', '', '4,2500', a(pat.chomage)],
    ["Autres contributions dues par l'employeur", a(gross), '', '', '', a(pat.autres)],
    ['CSG déductible de l\'impôt sur le revenu', a(csgBase), '6,8000', a(csgD), '', ''],
    ["CSG/CRDS non déductible de l'impôt sur le revenu", a(csgBase), '2,9000', a(csgN), '', ''],
  ]
  if (hcReduction) contribRows.push(['Réduction de cotisations sur heures complémentaires', a(hcPay), '-11,3100', `-${a(hcReduction)}`, '', ''])
  contribRows.push(['Allègement de cotisations employeur', '', '', '', '', `-${a(-reduction)}`])
  contribRows.push([{font: H.bold, text: 'TOTAL DES COTISATIONS ET CONTRIBUTIONS'}, '', '', {font: H.bold, text: a(retenues)}, '', {font: H.bold, text: a(patTotal)}])
  y = s.table({
    columns: [{width: 223}, {align: 'right', width: 62}, {align: 'right', width: 52}, {align: 'right', width: 66}, {align: 'right', width: 56}, {align: 'right', width: R - L - 459}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Base', 'Taux salarial', 'Part salariale', 'Taux patronal', 'Part patronale']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 13,
    rowHeight: 10.6,
    rows: contribRows,
    ruleColor: rule,
    size: 7,
    verticalRules: true,
    x: L,
    y: y + 13,
  })

  // Other elements.
  y += 12
  s.text('AUTRES ÉLÉMENTS', L, y + 8, {color, font: H.bold, size: 8.5})
  const other: string[][] = [['Titres-restaurant - part salariale', String(vouchers), '3,5000', `-${a(voucherShare)}`]]
  if (transport) other.push(['Remboursement transport public 50 %', '', '', a(transport)])
  y = s.table({
    columns: [{width: 223}, {align: 'right', width: 62}, {align: 'right', width: 52}, {align: 'right', width: 66}],
    font: H.regular,
    frame: true,
    rowHeight: 11,
    rows: other,
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: L,
    y: y + 13,
  })

  // Summary (right) and month / cumul table (left).
  y += 14
  const sx = 340
  const sw = R - sx
  const summary: [string, string][] = [
    ['Salaire brut', a(gross)],
    ['Total des retenues', `-${a(retenues)}`],
    ['Titres-restaurant et remboursements', frAmount(transport - voucherShare, ' ')],
    ['Net à payer avant impôt sur le revenu', a(netBeforeTax)],
    [`Impôt sur le revenu prélevé à la source (${frDecimal(pasRate, 1)} %)`, pas ? `-${a(pas)}` : '0,00'],
  ]
  s.box(sx, y, sw, 14 + summary.length * 13 + 22, {lineWidth: 0.7, stroke: color})
  s.text('RÉCAPITULATIF', sx + 8, y + 10, {color, font: H.bold, size: 8})
  summary.forEach(([lab, value], k) => {
    const f = k === 3 ? H.bold : H.regular
    s.text(lab, sx + 8, y + 25 + k * 13, {font: f, size: 7.4})
    s.text(value, R - 8, y + 25 + k * 13, {align: 'right', font: f, size: 7.8})
  })
  const ny = y + 14 + summary.length * 13 + 4
  s.box(sx + 4, ny, sw - 8, 16, {fill: color})
  s.text('NET PAYÉ', sx + 12, ny + 11.5, {color: WHITE, font: H.bold, size: 9})
  s.text(`${a(netPaid)} €`, R - 12, ny + 11.5, {align: 'right', color: WHITE, font: H.bold, size: 9.5})

  const hours = monthly + sunday + hc
  s.table({
    columns: [{width: 120}, {align: 'right', width: 76}, {align: 'right', width: 86}],
    font: H.regular,
    frame: true,
    header: [['', 'Mois', 'Cumul annuel']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 12,
    rowHeight: 11,
    rows: [
      ['Salaire brut', a(gross), a(cumul(gross))],
      ['Net imposable', a(netTaxable), a(cumul(netTaxable))],
      ['Montant net social', a(netSocial), a(cumul(netSocial))],
      ['Heures payées', frDecimal(hours, 2), frDecimal(cumul(Math.round(hours * 100)) / 100, 2)],
      ['Coût total employeur', a(gross + patTotal), a(cumul(gross + patTotal))],
    ],
    ruleColor: rule,
    rowRules: true,
    size: 7.2,
    verticalRules: true,
    x: L,
    y,
  })
  const cy = y + 12 + 5 * 11 + 14
  s.text(`Congés payés (jours ouvrables) - N-1 : acquis 30,00  pris ${frDecimal(randomInt(rng, 10, 30), 2)}   N : acquis ${frDecimal(Math.min(30, 2.5 * ((month + 6) % 12 || 12)), 2)}`, L, cy, {size: 7})

  s.hline(L, R, 790, {color: rule, width: 0.4})
  s.paragraph(
    `${employer.name} - ${brand} - Magasin n° ${store}. Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr. Les heures complémentaires sont exonérées d'impôt sur le revenu dans la limite annuelle de 7 500 euros.`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8.4, size: 6.5},
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
    layout: 'bulletin_paie/grande-distribution',
    notes: [
      "hypermarket employee's payslip: the sign's band, the period as MM/YYYY with its day range, the store number",
      'employee as "Madame DUBOIS Claire" (civility in full, NOM Prénom) in the window; birth name apart for a married woman',
      'two tables: pay (effective work and the 5 % paid break as separate lines) and contributions; a third for meal vouchers and transit',
      'net taxable only in the month / cumul table at the bottom left; the recap box with the nets at the bottom right',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
