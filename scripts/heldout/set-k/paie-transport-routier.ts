/**
 * HELD-OUT bulletin_paie/transport-routier: the payslip of a LONG-DISTANCE LORRY DRIVER (conducteur
 * routier "grand routier", road haulage agreement IDCC 16) from a haulage firm's payroll package:
 * the employer block top left (name, address, "SIRET", "NAF 4941A", the agreement), a framed title
 * at the right ("BULLETIN DE PAIE" over "Période : mai 2026 (du 01/05/2026 au 31/05/2026)", the
 * month in words) with the driver's mailing block under it ("M. GIRAUD Cédric Michel": NOM and all
 * the given names after the short civility); the particulars as "label : value" lines on two columns (matricule,
 * job "Conducteur routier longue distance", "Groupe / Coef. 7 / 150 M", entry date, social
 * security number, the driver card number (a decoy identifier) and the FCO training's end date (a
 * decoy date)); a "DÉCOMPTE MENSUEL DES TEMPS DE SERVICE" table by WEEK ("Semaine | Du | Au |
 * Conduite | Autres travaux | Disponibilité | Temps de service", hours in decimals) with its total;
 * the body as one ruled grid "Rubrique | Désignation | Nombre | Base | Taux | Gain | Retenue | Taux
 * pat. | Charges pat." with the trade's lines: basic 151,67 h, "Heures d'équivalence majorées 25
 * %" (152nd to 186th hour), overtime at 50 %, the seniority bonus by years, night work, "SALAIRE
 * BRUT", the contributions (CARCEPT provident fund, the end-of-career leave fund FONGECFA), the
 * employee's overtime reduction, "TOTAL DES RETENUES", then the NON-TAXABLE expense allowances
 * (single meal allowance, overnight allowance "découcher") added after the contributions, "NET À
 * PAYER AVANT IMPÔT SUR LE REVENU", the withholding tax and "NET PAYÉ EN EUROS"; a bottom band of
 * "Mois | Année" cells (Brut, Net imposable, Heures payées, Heures sup. exonérées, compensatory
 * rest acquired). Amounts "1 234,56".
 */
import {addDays, addressLines, type Cell, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, MONTHS_FR, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper} from '../util.js'

const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
const h2 = (n: number) => frDecimal(n, 2)

export async function paieTransportRoutier(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const month = Number(period.slice(5, 7))
  const paidOn = addDays(end, randomInt(rng, 2, 7))
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames.join(' ')}`
  const hired = addDays(start, -randomInt(rng, 500, 5200))
  const years = Math.floor((Date.parse(start) - Date.parse(hired)) / (365.25 * 86_400_000))
  const fco = addDays(start, randomInt(rng, 60, 1500))

  // Weeks of the month (Monday to Friday or Saturday) and their hours.
  const weeks: {from: string; to: string; driving: number; other: number; waiting: number}[] = []
  let day = start
  while (day <= end) {
    const from = day
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    const to = addDays(day, weekday === 0 ? 0 : 7 - weekday) > end ? end : addDays(day, weekday === 0 ? 0 : 7 - weekday)
    const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
    const share = Math.min(1, span / 7)
    const driving = Math.round(share * randomInt(rng, 3300, 4000)) / 100
    const other = Math.round(share * randomInt(rng, 500, 900)) / 100
    const waiting = Math.round(share * randomInt(rng, 50, 300)) / 100
    weeks.push({driving, from, other, to, waiting})
    day = addDays(to, 1)
  }

  const service = Math.round(weeks.reduce((sum, w) => sum + w.driving + w.other, 0) * 100) / 100
  const eq25 = Math.round((Math.min(service, 186.33) - 151.67) * 100) / 100
  const hs50 = Math.max(0, Math.round((service - 186.33) * 100) / 100)

  // Pay.
  const rate = randomInt(rng, 1268, 1392)
  const base = Math.round(151.67 * rate)
  const pay25 = Math.round(eq25 * rate * 1.25)
  const pay50 = Math.round(hs50 * rate * 1.5)
  const seniorityPct = years >= 15 ? 8 : years >= 10 ? 6 : years >= 5 ? 4 : years >= 2 ? 2 : 0
  const seniority = Math.round((base * seniorityPct) / 100)
  const night = pick(rng, [0, 6, 11.5, 18])
  const nightPay = Math.round(night * rate * 0.2)
  const quality = rng() < 0.5 ? pick(rng, [5_000, 8_000, 10_000]) : 0
  const gross = base + pay25 + pay50 + seniority + nightPay + quality
  const overtime = pay25 + pay50
  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const mutual = pick(rng, [2_260, 2_870, 3_340])
  const prev = Math.round(t1 * 0.0081)
  const cfa = Math.round(gross * 0.0065)
  const ssCapped = Math.round(t1 * 0.069)
  const ss = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0315)
  const ceg = Math.round(t1 * 0.0086)
  const csgBase = Math.round(gross * 0.9825) + mutual + Math.round(t1 * 0.0113)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const hsReduction = Math.round(overtime * 0.1131)
  const retenues = mutual + prev + cfa + ssCapped + ss + rc + ceg + csgD + csgN - hsReduction
  const meals = randomInt(rng, 14, 21)
  const mealRate = 1_628
  const nights = randomInt(rng, 8, 17)
  const nightRate = 5_249
  const allowances = meals * mealRate + nights * nightRate
  const netBeforeTax = gross - retenues + allowances
  const hsExempt = overtime - Math.round(overtime * 0.9825 * 0.068)
  const netTaxable = gross - retenues + csgN + mutual - hsExempt
  const pasRate = pick(rng, [0, 1.2, 2.5, 3.8, 5.3])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    at: Math.round(gross * 0.0372),
    cfa: Math.round(gross * 0.012),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.0425),
    maladie: Math.round(gross * 0.07),
    prev: Math.round(t1 * 0.0113),
    rc: Math.round(t1 * 0.0472),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const patTotal = Object.values(pat).reduce((sum, v) => sum + v, 0) + mutual
  const ytd = (c: number) => (month === 1 ? c : Math.round(c * month * (0.92 + rng() * 0.1)))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'TransPaie 11', date: paidOn, producer: 'TransPaie', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const navy = hex('#23395b')
  const shade = hex('#e9edf3')
  const rule = hex('#8993a3')

  // Employer.
  s.text(employer.name, L, 40, {font: H.bold, size: 11})
  s.lines([...addressLines(employer.address), `SIRET : ${groupedSiret(employer.siret)}`, 'NAF : 4941A - Transports routiers de fret interurbains', `URSSAF n° ${randomDigits(rng, 3)} ${randomDigits(rng, 9)}`, 'Convention collective nationale des transports routiers', 'et activités auxiliaires du transport (IDCC 16)'], L, 53, {color: hex('#333333'), leading: 9.8, size: 7.7})

  // Title and window.
  const tx = 322
  s.box(tx, 26, R - tx, 40, {fill: navy})
  s.text('BULLETIN DE PAIE', tx + 10, 42, {color: hex('#ffffff'), font: H.bold, size: 12})
  s.text(`Période : ${MONTHS_FR[month - 1]} ${period.slice(0, 4)} (du ${slashDate(start)} au ${slashDate(end)})`, tx + 10, 57, {color: hex('#ffffff'), size: 7.8})
  s.text(employee, tx + 10, 92, {font: H.bold, size: 9.8})
  const windowEnd = s.lines(addressLines(address), tx + 10, 105, {leading: 11.5, size: 9.4})

  // Particulars.
  let y = Math.max(windowEnd, 140) + 6
  s.hline(L, R, y - 9, {color: rule, width: 0.5})
  const left: [string, string][] = [
    ['Matricule', `CR${randomDigits(rng, 4)}`],
    ['Emploi', name.civility === 'Mme' ? 'Conductrice routière longue distance' : 'Conducteur routier longue distance'],
    ['Groupe / Coef.', `7 / ${pick(rng, ['150 M', '150 M', '138 M'])}`],
    ["Date d'entrée", slashDate(hired)],
  ]
  const right: [string, string][] = [
    ['N° Sécurité sociale', nirOf(person, rng)],
    ['Carte conducteur', `F${randomDigits(rng, 13)}${randomInt(rng, 0, 9)}${randomInt(rng, 0, 9)}`],
    ['FCO valable jusqu\'au', slashDate(fco)],
    ['Paiement', `le ${slashDate(paidOn)} par virement`],
  ]
  left.forEach(([lab, value], k) => s.labelled(`${lab} :`, value, L, y + k * 11, {color: GREY, size: 7.8}, {font: H.bold}))
  right.forEach(([lab, value], k) => s.labelled(`${lab} :`, value, tx, y + k * 11, {color: GREY, size: 7.8}, {font: H.bold}))
  if (name.birthSurname) s.labelled('Nom de naissance :', upper(name.birthSurname), L, y + 44, {color: GREY, size: 7.8}, {font: H.bold})
  y += name.birthSurname ? 58 : 46

  // Weekly service time.
  s.text('DÉCOMPTE MENSUEL DES TEMPS DE SERVICE', L, y, {color: navy, font: H.bold, size: 8.2})
  const weekRows: Cell[][] = weeks.map((w, k) => [String(k + 1), slashDate(w.from), slashDate(w.to), h2(w.driving), h2(w.other), h2(w.waiting), h2(Math.round((w.driving + w.other) * 100) / 100)])
  weekRows.push([{font: H.bold, text: 'Total'}, '', '', h2(weeks.reduce((t, w) => t + w.driving, 0)), h2(weeks.reduce((t, w) => t + w.other, 0)), h2(weeks.reduce((t, w) => t + w.waiting, 0)), h2(service)])
  y = s.table({
    columns: [{align: 'center', width: 52}, {align: 'center', width: 72}, {align: 'center', width: 72}, {align: 'right', width: 80}, {align: 'right', width: 86}, {align: 'right', width: 86}, {align: 'right', width: R - L - 448}],
    font: H.regular,
    frame: true,
    header: [['Semaine', 'Du', 'Au', 'Conduite', 'Autres travaux', 'Disponibilité', 'Temps de service']],
    headerFill: shade,
    headerFont: H.bold,
    headerHeight: 12,
    rowHeight: 10.5,
    rowRules: true,
    rows: weekRows,
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: L,
    y: y + 5,
  })

  // Body.
  const b = (t: string) => ({font: H.bold, text: t})
  const rows: Cell[][] = [
    ['0100', 'Salaire de base', '151,67', '', frDecimal(rate / 100, 4), a(base), '', '', ''],
    ['0210', "Heures d'équivalence majorées 25 %", h2(eq25), '', frDecimal((rate * 1.25) / 100, 4), a(pay25), '', '', ''],
  ]
  if (hs50) rows.push(['0220', 'Heures supplémentaires majorées 50 %', h2(hs50), '', frDecimal((rate * 1.5) / 100, 4), a(pay50), '', '', ''])
  if (seniority) rows.push(['0300', `Prime d'ancienneté ${seniorityPct} %`, '', a(base), frDecimal(seniorityPct, 2), a(seniority), '', '', ''])
  if (night) rows.push(['0410', 'Majoration travail de nuit 20 %', h2(night), '', frDecimal((rate * 0.2) / 100, 4), a(nightPay), '', '', ''])
  if (quality) rows.push(['0500', 'Prime qualité conduite', '', '', '', a(quality), '', '', ''])
  const body: Cell[][] = [
    ...rows,
    ['', b('SALAIRE BRUT'), '', '', '', b(a(gross)), '', '', ''],
    ['1010', 'Sécurité sociale maladie', '', a(gross), '', '', '', '7,0000', a(pat.maladie)],
    ['1020', 'Complémentaire santé', '', '', '', '', a(mutual), '', a(mutual)],
    ['1030', 'Prévoyance CARCEPT', '', a(t1), '0,8100', '', a(prev), '1,1300', a(pat.prev)],
    ['1040', 'Accidents du travail', '', a(gross), '', '', '', '3,7200', a(pat.at)],
    ['1100', 'Vieillesse plafonnée', '', a(t1), '6,9000', '', a(ssCapped), '8,5500', a(pat.ssCapped)],
    ['1110', 'Vieillesse déplafonnée', '', a(gross), '0,4000', '', a(ss), '2,1100', a(pat.ss)],
    ['1120', 'Retraite complémentaire T1', '', a(t1), '3,1500', '', a(rc), '4,7200', a(pat.rc)],
    ['1130', 'CEG T1', '', a(t1), '0,8600', '', a(ceg), '1,2900', a(pat.ceg)],
    ['1200', "Congé de fin d'activité (FONGECFA)", '', a(gross), '0,6500', '', a(cfa), '1,2000', a(pat.cfa)],
    ['1300', 'Allocations familiales', '', a(gross), '', '', '', '3,4500', a(pat.af)],
    ['1310', 'Assurance chômage', '', a(gross), '', '', '', '4,2500', a(pat.chomage)],
    ['1400', 'CSG déductible', '', a(csgBase), '6,8000', '', a(csgD), '', ''],
    ['1410', 'CSG / CRDS non déductible', '', a(csgBase), '2,9000', '', a(csgN), '', ''],
    ['1500', 'Réduction salariale heures sup.', '', a(overtime), '11,3100', '', `-${a(hsReduction)}`, '', ''],
    ['', b('TOTAL DES RETENUES'), '', '', '', '', b(a(retenues)), '', b(a(patTotal))],
    ['6010', 'Indemnité de repas unique', String(meals), '', frDecimal(mealRate / 100, 2), a(meals * mealRate), '', '', ''],
    ['6020', 'Indemnité de découcher', String(nights), '', frDecimal(nightRate / 100, 2), a(nights * nightRate), '', '', ''],
    ['', b('NET À PAYER AVANT IMPÔT SUR LE REVENU'), '', '', '', b(a(netBeforeTax)), '', '', ''],
    ['9000', `Impôt sur le revenu prélevé à la source - taux ${frDecimal(pasRate, 1)} %`, '', a(netTaxable), '', '', pas ? a(pas) : '0,00', '', ''],
  ]
  y += 10
  y = s.table({
    columns: [{width: 34}, {width: 176}, {align: 'right', width: 40}, {align: 'right', width: 54}, {align: 'right', width: 44}, {align: 'right', width: 54}, {align: 'right', width: 50}, {align: 'right', width: 38}, {align: 'right', width: R - L - 490}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Désignation', 'Nombre', 'Base', 'Taux', 'Gain', 'Retenue', 'Taux pat.', 'Charges pat.']],
    headerFill: shade,
    headerFont: H.bold,
    headerHeight: 13,
    headerSize: 6.8,
    rowHeight: 10.6,
    rows: body,
    ruleColor: rule,
    size: 6.9,
    verticalRules: true,
    x: L,
    y,
  })
  s.box(L, y, R - L, 18, {fill: navy})
  s.text('NET PAYÉ EN EUROS', L + 38, y + 12.5, {color: hex('#ffffff'), font: H.bold, size: 9})
  s.text(a(netPaid), L + 34 + 176 + 40 + 54 + 44 + 54 - 3, y + 12.5, {align: 'right', color: hex('#ffffff'), font: H.bold, size: 9.5})
  y += 28

  // Month / year band.
  const hoursPaid = Math.round((151.67 + eq25 + hs50) * 100) / 100
  const band: [string, string, string][] = [
    ['Brut', a(gross), a(ytd(gross))],
    ['Net imposable', a(netTaxable), a(ytd(netTaxable))],
    ['Heures payées', h2(hoursPaid), h2(ytd(Math.round(hoursPaid * 100)) / 100)],
    ['Heures sup. exonérées', a(hsExempt), a(ytd(hsExempt))],
    ['Repos compensateur acquis', `${h2(Math.max(0, (service - 186.33) * 0.5))} h`, `${h2(Math.max(0, (service - 186.33) * 0.5 * month * 0.9))} h`],
  ]
  const cw = (R - L) / band.length
  band.forEach(([lab, m, c], k) => {
    const x = L + k * cw
    s.box(x, y, cw - 3, 38, {lineWidth: 0.5, stroke: rule})
    s.box(x, y, cw - 3, 11, {fill: shade})
    s.text(lab, x + 4, y + 8, {font: H.bold, size: 6.4})
    s.text('Mois', x + 4, y + 21, {color: GREY, size: 6.3})
    s.text(m, x + cw - 8, y + 21, {align: 'right', font: H.bold, size: 7.4})
    s.text('Année', x + 4, y + 32, {color: GREY, size: 6.3})
    s.text(c, x + cw - 8, y + 32, {align: 'right', size: 7})
  })

  s.paragraph(
    "Les indemnités de repas et de découcher sont des remboursements de frais professionnels non soumis à cotisations ni à l'impôt sur le revenu. Les heures d'équivalence et supplémentaires sont exonérées d'impôt sur le revenu dans la limite annuelle de 7 500 euros. Conservez ce bulletin de paie sans limitation de durée (www.service-public.fr).",
    L,
    y + 54,
    R - L,
    {color: GREY, leading: 8.4, size: 6.6},
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
    layout: 'bulletin_paie/transport-routier',
    notes: [
      'long-distance lorry driver: weekly service-time table (driving, other work, availability) with many decimal hours',
      'equivalence hours at 25 % and overtime at 50 %, CARCEPT and FONGECFA lines, non-taxable meal and overnight allowances after the contributions',
      'period with the month in words; driver name "M. NOM Prénom"; driver card number and FCO end date as decoys',
      'net taxable only in the month / year band at the bottom',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
