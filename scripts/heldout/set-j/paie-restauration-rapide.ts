/**
 * HELD-OUT bulletin_paie/restauration-rapide: the payslip of a FAST-FOOD CREW MEMBER on a PART-TIME
 * contract (restauration rapide, IDCC 1501), drawn up by a PAYROLL OUTSOURCER for a franchisee:
 * the outsourcer's strip across the top (its mark, "Bulletin établi pour le compte de l'employeur",
 * its own address: a decoy employer block), "BULLETIN DE SALAIRE" with "Période du 01/04/26 au
 * 30/04/26" and "Paiement le 05/05/26" (TWO-DIGIT YEARS), two framed blocks side by side: the
 * employer (the franchisee's company name, the restaurant's sign and town, SIRET grouped, APE, the
 * agreement) and the employee ("Mme Claire DUBOIS", address, job "Équipier(ère) polyvalent(e)",
 * level, the part-time contract "CDI temps partiel 24 h/semaine", entry date, social security
 * number); the body as one zebra table "Code | Libellé | Base | Taux | Montant | Cumul année | Taux
 * pat. | Part pat." where the month's amount (deductions with a minus sign) has the YEAR-TO-DATE
 * amount BESIDE it on every line: contract hours, complementary hours at 10 % and 25 %, the night
 * bonus, meals in kind (added to the gross), "SALAIRE BRUT", many short contribution lines under
 * the clarified headings, the employee reduction on complementary hours, the employer's general
 * reduction (negative), "TOTAL COTISATIONS", the meals taken back and half the transit pass
 * refunded, "NET À PAYER AVANT IMPÔT SUR LE REVENU", the withholding tax and "NET PAYÉ"; under it
 * a band of label / month / year cells ("Net imposable", "Montant net social", "Heures payées",
 * "dont heures complémentaires exonérées") and the paid-leave counters; the legal mentions.
 * Amounts "1 234,56".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAmount, upper, WHITE} from '../util.js'

/** "01/04/26". */
const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`

/** Half of the monthly transit pass, by department. */
const TRANSIT: Record<string, [string, number]> = {
  '31': ['Tisséo', 2_825],
  '44': ['Naolib', 3_100],
  '59': ['Ilévia', 3_060],
  '69': ['TCL', 3_700],
}

const sign = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

export async function paieRestaurationRapide(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const brand = typeof raw.brand === 'string' ? raw.brand : 'BURGER STATION'
  const weekly = typeof raw.hours === 'number' ? raw.hours : 24
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const month = Number(period.slice(5, 7))
  const paidOn = addDays(end, randomInt(rng, 3, 6))
  const female = name.civility === 'Mme'
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const hired = addDays(start, -randomInt(rng, 120, 1400))

  // Hours and pay.
  const rate = period < '2027-01' ? 1206 : 1228
  const monthly = Math.round((weekly * 52 * 100) / 12) / 100
  const hc10 = Math.min(pick(rng, [0, 3.5, 6, 8.5]), Math.floor(monthly * 0.1 * 2) / 2)
  const hc25 = pick(rng, [0, 0, 2, 4.5])
  const night = pick(rng, [0, 8, 14, 21])
  const meals = randomInt(rng, 14, 21)
  const bonus = rng() < 0.4 ? pick(rng, [3_000, 5_000, 7_500]) : 0
  const base = Math.round(monthly * rate)
  const pay10 = Math.round(hc10 * rate * 1.1)
  const pay25 = Math.round(hc25 * rate * 1.25)
  const nightPay = Math.round(night * rate * 0.1)
  const meal = meals * 425
  const gross = base + pay10 + pay25 + nightPay + meal + bonus
  const hcPay = pay10 + pay25
  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const mutual = pick(rng, [1_840, 2_115, 2_390])
  const prev = Math.round(t1 * 0.0025)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0315)
  const ceg = Math.round(t1 * 0.0086)
  const csgBase = Math.round(gross * 0.9825) + mutual + prev
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const hcReduction = Math.round(hcPay * 0.1131)
  const retenues = mutual + prev + ssCapped + ss + rc + ceg + csgD + csgN - hcReduction
  const [network, transitHalf] = TRANSIT[employer.address.postcode.slice(0, 2)] ?? ['Réseau urbain', 3_000]
  const transport = rng() < 0.75 ? transitHalf : 0
  const netBeforeTax = gross - retenues - meal + transport
  const hcExempt = hcPay - Math.round(hcPay * 0.9825 * 0.068)
  const netTaxable = gross - retenues + csgN + mutual - hcExempt
  const netSocial = gross - retenues + csgN + csgD - meal
  const pasRate = pick(rng, [0, 0, 0.5, 1.3, 2.2])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    at: Math.round(gross * 0.0121),
    autres: Math.round(gross * 0.0082),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.042),
    maladie: Math.round(gross * 0.07),
    prev,
    rc: Math.round(t1 * 0.0472),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const reduction = -Math.round(gross * (0.27 + rng() * 0.04))
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + mutual + reduction

  // Year to date: the months of the year so far, each month a little different.
  const ytdOf = (c: number, steady = false) => (steady || month === 1 ? c * month : Math.round(c * month * (0.9 + rng() * 0.14)))
  const Y = {
    base: base * month,
    ceg: ytdOf(ceg),
    csgD: ytdOf(csgD),
    csgN: ytdOf(csgN),
    hc: ytdOf(hcReduction),
    meal: ytdOf(meal),
    mutual: mutual * month,
    nightPay: ytdOf(nightPay),
    bonus: ytdOf(bonus),
    pas: ytdOf(pas),
    pay10: ytdOf(pay10),
    pay25: ytdOf(pay25),
    prev: ytdOf(prev),
    rc: ytdOf(rc),
    ss: ytdOf(ss),
    ssCapped: ytdOf(ssCapped),
    transport: transport * month,
  }
  const yGross = Y.base + Y.pay10 + Y.pay25 + Y.nightPay + Y.meal + Y.bonus
  const yRetenues = Y.mutual + Y.prev + Y.ssCapped + Y.ss + Y.rc + Y.ceg + Y.csgD + Y.csgN - Y.hc
  const yNet = yGross - yRetenues - Y.meal + Y.transport
  const ytd = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

  const {doc, fonts} = await newDocument({author: 'PAYFLOW Services Paie', creator: 'PAYFLOW RH 7 - Bulletins', date: paidOn, producer: 'PAYFLOW RH', title: `BS ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const teal = hex('#0f6e6e')
  const pale = hex('#eef5f5')

  // Outsourcer's strip.
  s.box(L, 22, 5, 20, {fill: teal})
  s.box(L + 7, 27, 5, 15, {fill: teal})
  s.box(L + 14, 32, 5, 10, {fill: teal})
  s.text('PAYFLOW', L + 25, 34, {color: teal, font: H.bold, size: 12})
  s.text('Services Paie', L + 25, 43, {color: GREY, size: 7})
  s.text("Bulletin établi pour le compte de l'employeur désigné ci-dessous", R, 30, {align: 'right', color: GREY, size: 6.8})
  s.text('PAYFLOW Services Paie SAS - 14 rue des Frères Lumière - 69680 Chassieu', R, 40, {align: 'right', color: GREY, size: 6.5})
  s.hline(L, R, 50, {color: teal, width: 1})

  s.text('BULLETIN DE SALAIRE', L, 70, {font: H.bold, size: 13})
  s.text(`Période du ${short(start)} au ${short(end)}`, R, 64, {align: 'right', font: H.bold, size: 8.6})
  s.text(`Paiement le ${short(paidOn)} par virement`, R, 75, {align: 'right', size: 8})

  // Employer and employee blocks.
  const by = 84
  const half = (R - L - 10) / 2
  const employerLines = [
    `Restaurant ${brand} - ${employer.address.city}`,
    ...addressLines(employer.address),
    `SIRET : ${groupedSiret(employer.siret)}   APE : 5610C`,
    `URSSAF ${employer.address.city} n° ${randomDigits(rng, 3)} ${randomDigits(rng, 9)}`,
    'Convention collective : Restauration rapide (IDCC 1501)',
  ]
  const homeLines = addressLines(address)
  const employeeLines = [
    `Matricule : ${randomDigits(rng, 5)}      N° SS : ${nirOf(person, rng)}`,
    `Emploi : ${female ? 'Équipière polyvalente' : 'Équipier polyvalent'} - Niveau I échelon ${pick(rng, [1, 2, 3])}`,
    `Contrat : CDI temps partiel ${weekly} h/semaine (${frDecimal(monthly, 2)} h/mois)`,
    `Entrée le ${short(hired)}`,
  ]
  const bh = 24 + Math.max(employerLines.length, homeLines.length + employeeLines.length + 1) * 9.6
  s.box(L, by, half, bh, {lineWidth: 0.6, stroke: teal})
  s.box(L + half + 10, by, half, bh, {lineWidth: 0.6, stroke: teal})
  s.text('EMPLOYEUR', L + 6, by + 9, {color: teal, font: H.bold, size: 6.5})
  s.text(employer.name, L + 6, by + 20, {font: H.bold, size: 9})
  s.lines(employerLines, L + 6, by + 30, {leading: 9.6, size: 7.3})
  const ex = L + half + 16
  s.text('SALARIÉ(E)', ex, by + 9, {color: teal, font: H.bold, size: 6.5})
  s.text(employee, ex, by + 20, {font: H.bold, size: 9})
  let y = s.lines(homeLines, ex, by + 30, {leading: 9.6, size: 7.3})
  s.lines(employeeLines, ex, y + 2, {color: hex('#333333'), leading: 9.6, size: 7})

  // Body.
  type C = string | {text: string; font?: typeof H.bold; color?: typeof teal}
  const b = (t: string): C => ({font: H.bold, text: t})
  const head = (t: string): C[] => ['', {color: teal, font: H.bold, text: t}, '', '', '', '', '', '']
  const rows: C[][] = [
    ['1000', 'Salaire de base', frDecimal(monthly, 2), frDecimal(rate / 100, 4), sign(base), ytd(Y.base), '', ''],
  ]
  if (hc10) rows.push(['1010', 'Heures complémentaires 10 %', frDecimal(hc10, 2), frDecimal((rate * 1.1) / 100, 4), sign(pay10), ytd(Y.pay10), '', ''])
  if (hc25) rows.push(['1011', 'Heures complémentaires 25 %', frDecimal(hc25, 2), frDecimal((rate * 1.25) / 100, 4), sign(pay25), ytd(Y.pay25), '', ''])
  if (night) rows.push(['1050', 'Majoration heures de nuit 10 %', frDecimal(night, 2), frDecimal(rate / 1000, 4), sign(nightPay), ytd(Y.nightPay), '', ''])
  rows.push(['1200', 'Avantage en nature repas', String(meals), '4,2500', sign(meal), ytd(Y.meal), '', ''])
  if (bonus) rows.push(['1300', 'Prime qualité service', '', '', sign(bonus), ytd(Y.bonus), '', ''])
  rows.push(['', b('SALAIRE BRUT'), '', '', b(sign(gross)), b(ytd(yGross)), '', ''])
  rows.push(head('SANTÉ'))
  rows.push(['2010', 'Sécurité sociale maladie maternité', sign(gross), '', '', '', '7,0000', sign(pat.maladie)])
  rows.push(['2020', 'Complémentaire santé', '', '', `-${sign(mutual)}`, `-${ytd(Y.mutual)}`, '', sign(mutual)])
  rows.push(['2030', 'Prévoyance non cadre', sign(t1), '0,2500', `-${sign(prev)}`, `-${ytd(Y.prev)}`, '0,2500', sign(pat.prev)])
  rows.push(['2100', 'Accidents du travail', sign(gross), '', '', '', '1,2100', sign(pat.at)])
  rows.push(head('RETRAITE'))
  rows.push(['3010', 'Sécurité sociale plafonnée', sign(t1), '6,9000', `-${sign(ssCapped)}`, `-${ytd(Y.ssCapped)}`, '8,5500', sign(pat.ssCapped)])
  rows.push(['3020', 'Sécurité sociale déplafonnée', sign(gross), '0,4000', `-${sign(ss)}`, `-${ytd(Y.ss)}`, '2,1100', sign(pat.ss)])
  rows.push(['3030', 'Complémentaire Tranche 1', sign(t1), '3,1500', `-${sign(rc)}`, `-${ytd(Y.rc)}`, '4,7200', sign(pat.rc)])
  rows.push(['3040', "Contribution d'équilibre général T1", sign(t1), '0,8600', `-${sign(ceg)}`, `-${ytd(Y.ceg)}`, '1,2900', sign(pat.ceg)])
  rows.push(['4000', 'Famille', sign(gross), '', '', '', '3,4500', sign(pat.af)])
  rows.push(['4100', 'Assurance chômage et AGS', sign(gross), '', '', '', '4,2000', sign(pat.chomage)])
  rows.push(['4200', "Autres contributions dues par l'employeur", sign(gross), '', '', '', '0,8200', sign(pat.autres)])
  rows.push(['5000', 'CSG déductible', sign(csgBase), '6,8000', `-${sign(csgD)}`, `-${ytd(Y.csgD)}`, '', ''])
  rows.push(['5010', 'CSG/CRDS non déductible', sign(csgBase), '2,9000', `-${sign(csgN)}`, `-${ytd(Y.csgN)}`, '', ''])
  if (hcReduction) rows.push(['5100', 'Réduction salariale heures complémentaires', sign(hcPay), '11,3100', sign(hcReduction), ytd(Y.hc), '', ''])
  rows.push(['5200', 'Réduction générale des cotisations', '', '', '', '', '', `-${sign(-reduction)}`])
  rows.push(['', b('TOTAL COTISATIONS ET CONTRIBUTIONS'), '', '', b(`-${sign(retenues)}`), b(`-${ytd(yRetenues)}`), '', b(sign(patTotal))])
  rows.push(['8000', 'Retenue avantage en nature repas', String(meals), '4,2500', `-${sign(meal)}`, `-${ytd(Y.meal)}`, '', ''])
  if (transport) rows.push(['8100', `Remboursement transport 50 % (${network})`, '', '', sign(transport), ytd(Y.transport), '', ''])
  rows.push(['', b('NET À PAYER AVANT IMPÔT SUR LE REVENU'), '', '', b(sign(netBeforeTax)), b(ytd(yNet)), '', ''])
  rows.push(['9000', `Impôt sur le revenu prélevé à la source (taux ${frDecimal(pasRate, 2)} %)`, sign(netTaxable), '', pas ? `-${sign(pas)}` : '0,00', Y.pas ? `-${ytd(Y.pas)}` : '0,00', '', ''])

  y = by + bh + 10
  y = s.table({
    columns: [{width: 28}, {width: 206}, {align: 'right', width: 50}, {align: 'right', width: 42}, {align: 'right', width: 56}, {align: 'right', width: 60}, {align: 'right', width: 38}, {align: 'right', width: 59}],
    font: H.regular,
    frame: true,
    header: [['Code', 'Libellé', 'Base', 'Taux', 'Montant', 'Cumul année', 'Taux pat.', 'Part pat.']],
    headerColor: WHITE,
    headerFill: teal,
    headerFont: H.bold,
    headerHeight: 13,
    headerSize: 6.8,
    rowHeight: 10.4,
    rows,
    ruleColor: hex('#8fb3b3'),
    size: 6.7,
    verticalRules: true,
    x: L,
    y,
    zebra: pale,
  })
  s.box(L, y, R - L, 18, {fill: teal})
  s.text('NET PAYÉ', L + 34, y + 12.5, {color: WHITE, font: H.bold, size: 9.5})
  s.text(`${sign(netPaid)} €`, L + 28 + 206 + 50 + 42 + 56 - 3, y + 12.5, {align: 'right', color: WHITE, font: H.bold, size: 9.5})
  y += 28

  // Month / year band.
  const hoursPaid = monthly + hc10 + hc25
  const band: [string, string, string][] = [
    ['Net imposable', sign(netTaxable), ytd(ytdOf(netTaxable))],
    ['Montant net social', sign(netSocial), ytd(ytdOf(netSocial))],
    ['Heures payées', frDecimal(hoursPaid, 2), frDecimal(hoursPaid * month * (month === 1 ? 1 : 0.96), 2)],
    ['dont HC exonérées', hcExempt ? sign(hcExempt) : '0,00', hcExempt ? ytd(ytdOf(hcExempt)) : '0,00'],
    ['Coût total employeur', sign(gross + patTotal), ytd(ytdOf(gross + patTotal))],
  ]
  const cw = (R - L) / band.length
  band.forEach(([lab, m, c], k) => {
    const x = L + k * cw
    s.box(x, y, cw - 4, 40, {lineWidth: 0.5, stroke: hex('#8fb3b3')})
    s.text(lab, x + 5, y + 10, {color: teal, font: H.bold, size: 6.2})
    s.text('Mois', x + 5, y + 22, {color: GREY, size: 6.2})
    s.text(m, x + cw - 10, y + 22, {align: 'right', font: H.bold, size: 7.6})
    s.text('Année', x + 5, y + 33, {color: GREY, size: 6.2})
    s.text(c, x + cw - 10, y + 33, {align: 'right', size: 7.2})
  })
  y += 52

  // Paid leave.
  const acquired = frDecimal(2.08 * Math.min(month + 7, 12), 2)
  s.text('Congés payés (jours ouvrables)', L, y, {font: H.bold, size: 7.2})
  s.text(`N-1 : acquis 30,00 - pris ${frDecimal(randomInt(rng, 6, 24), 2)}     N : acquis ${acquired}`, L + 130, y, {size: 7.2})
  s.paragraph(
    "Les heures complémentaires sont exonérées d'impôt sur le revenu dans la limite annuelle de 7 500 euros nets. Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.",
    L,
    y + 14,
    R - L,
    {color: GREY, leading: 8.6, size: 6.6},
  )
  s.text(`PAYFLOW RH 7 - Dossier ${randomDigits(rng, 4)} - ${upper(employer.name)} - Page 1/1`, R, 818, {align: 'right', color: GREY, size: 6.2})

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
    layout: 'bulletin_paie/restauration-rapide',
    notes: [
      "payroll outsourcer's strip and address at the top (a decoy employer), the franchisee's block and its restaurant sign",
      'part-time crew member: complementary hours at 10 % and 25 %, night bonus, meals in kind added then taken back',
      'a year-to-date column BESIDE the month amount on every line, deductions with a minus sign',
      'dates with two-digit years ("01/04/26"); payment in the next month',
      'net taxable only in a band of month / year cells below the table, next to net social and exempt complementary hours',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
