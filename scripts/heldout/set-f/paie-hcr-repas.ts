/**
 * HELD-OUT bulletin_paie/hcr-repas: the payslip of a restaurant employee under the HCR collective
 * agreement (hôtels, cafés, restaurants; IDCC 1979), as the small-business payroll packages of
 * the trade print it (the "bulletin clarifié" of 2018+): a wine-coloured band across the top with
 * "BULLETIN DE PAIE" and "Période du 01/03/2026 au 31/03/2026" in white; the employer under it
 * at the left (name, address, "N° SIRET", "Code NAF 5610A", URSSAF number, small grey labels), the
 * employee's mailing block at the right ("Madame Claire DUBOIS", no label); a row of framed cells
 * with grey labels ABOVE the values ("Matricule", "Emploi", "Niveau / Échelon", "Entrée le",
 * "N° de sécurité sociale", and "Nom de naissance" for a married woman); the convention and the
 * 39-hour week; the body in one ruled table "Rubrique | Base | Taux sal. | À payer | À déduire |
 * Taux pat. | Charges pat." with the HCR specifics: overtime 36th-39th hour at 10 %, the MEAL
 * BENEFIT IN KIND ("Avantage en nature nourriture", meals × 4,25) ADDED to the gross and DEDUCTED
 * again after the contributions, the salaried overtime reduction (negative), the employer's
 * general reduction; the clarified sections (SANTÉ, RETRAITE, FAMILLE...); then a band of five
 * shaded cells with grey labels above the amounts ("Salaire brut", "Net social", "Net imposable",
 * "Net à payer avant impôt", "Impôt sur le revenu prélevé à la source") and "NET PAYÉ" in white
 * on the wine colour; the exempt overtime mention, yearly cumulative totals (decoys) and paid
 * leave side by side; the legal footer. Amounts "2 345,67".
 */
import {addDays, addressLines, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const JOBS = [
  {job: 'Chef de partie', level: 'Niveau III - Échelon 1', rate: [1390, 1520]},
  {job: 'Commis de cuisine', level: 'Niveau I - Échelon 3', rate: [1225, 1290]},
  {job: 'Serveur / Serveuse', level: 'Niveau II - Échelon 1', rate: [1250, 1340]},
  {job: 'Chef de rang', level: 'Niveau II - Échelon 3', rate: [1320, 1420]},
  {job: 'Second de cuisine', level: 'Niveau IV - Échelon 1', rate: [1520, 1690]},
  {job: 'Barman / Barmaid', level: 'Niveau II - Échelon 2', rate: [1290, 1380]},
]

/** Value of one meal (benefit in kind, HCR), in cents. */
const MEAL = 425
const PMSS = 400_500

export async function paieHcrRepas(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 0, 2))
  const employee = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const job = pick(rng, JOBS)
  const hired = addDays(start, -randomInt(rng, 120, 2600))

  // Pay: 151,67 h, 17,33 overtime hours at 10 %, meals taken at the restaurant.
  const rate = randomInt(rng, job.rate[0], job.rate[1])
  const base = Math.round(151.67 * rate)
  const otRate = Math.round(rate * 1.1)
  const overtime = Math.round(17.33 * otRate)
  const meals = randomInt(rng, 18, 44)
  const benefit = meals * MEAL
  const gross = base + overtime + benefit

  const t1 = Math.min(gross, PMSS)
  const health = Math.round(PMSS * 0.005)
  const provident = Math.round(t1 * 0.004)
  const oldAgeCapped = Math.round(t1 * 0.069)
  const oldAge = Math.round(gross * 0.004)
  const agirc = Math.round(t1 * 0.0401)
  const ceg = Math.round(t1 * 0.0086)
  const otReduction = -Math.round(overtime * 0.1131)
  const csgBase = Math.round(gross * 0.9825) + health + provident
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = health + provident + oldAgeCapped + oldAge + agirc + ceg + otReduction + csgD + csgN
  const netSocial = gross - total
  const netBeforeTax = gross - total - benefit
  const otExempt = overtime - Math.round(overtime * 0.0086) - Math.round(overtime * 0.9825 * 0.097)
  const netTaxable = gross - total + csgN + health - otExempt
  const pasRate = pick(rng, [0, 0, 1.5, 2.4, 3.6])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas

  const pat = {
    af: Math.round(gross * 0.0345),
    agirc: Math.round(t1 * 0.0601),
    at: Math.round(gross * 0.021),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.042),
    general: -Math.round(gross * pick(rng, [0.121, 0.148, 0.176])),
    health,
    maladie: Math.round(gross * 0.07),
    oldAge: Math.round(gross * 0.0202),
    oldAgeCapped: Math.round(t1 * 0.0855),
    other: Math.round(gross * 0.0184),
    provident,
  }
  const patTotal = Object.values(pat).reduce((a, b) => a + b, 0)

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Kalipaie HCR 7.4', date: paidOn, producer: 'Kalipaie PDF', title: `Bulletin de paie ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const wine = hex('#7b1e3a')
  const shade = hex('#f3ecee')
  const label = {color: hex('#8c8c8c'), size: 6.3}
  const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
  const r4 = (v: number) => frDecimal(v, 4)

  // Band.
  s.box(L, 24, R - L, 24, {fill: wine})
  s.text('BULLETIN DE PAIE', L + 10, 40.5, {color: WHITE, font: H.bold, size: 13})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R - 10, 40, {align: 'right', color: WHITE, font: H.bold, size: 9})
  s.text(`Paiement le ${slashDate(paidOn)} par virement`, R, 58, {align: 'right', color: GREY, size: 7})

  // Employer.
  s.text('EMPLOYEUR', L, 70, label)
  s.text(employer.name, L, 81, {font: H.bold, size: 9})
  let y = s.lines(addressLines(employer.address), L, 91, {leading: 9.5, size: 8})
  s.text(`N° SIRET ${groupedSiret(employer.siret)}`, L, y + 1, {size: 7.5})
  s.text(`Code NAF 5610A - Restauration traditionnelle`, L, y + 10.5, {size: 7.5})
  s.text(`N° URSSAF ${randomInt(rng, 117, 937)} ${randomDigits(rng, 10)}`, L, y + 20, {color: GREY, size: 7})

  // Employee (window).
  s.lines([employee, ...addressLines(address)], 330, 84, {leading: 11.5, size: 9.5})

  // Particulars: labels above values.
  const cells: [string, string, number][] = [
    ['Matricule', randomDigits(rng, 5), 52],
    ['Emploi', job.job, 108],
    ['Niveau / Échelon', job.level, 104],
    ['Statut', 'Employé', 56],
    ['Entrée le', slashDate(hired), 60],
    ['N° de sécurité sociale', nirOf(person, rng), 159],
  ]
  y = 150
  let x = L
  for (const [lab, value, w] of cells) {
    s.box(x, y, w, 26, {lineWidth: 0.5, stroke: hex('#b9b9b9')})
    s.text(lab, x + 4, y + 8.5, label)
    s.text(value, x + 4, y + 20, {size: 7.8})
    x += w
  }

  if (name.birthSurname) s.text(`Nom de naissance : ${upper(name.birthSurname)}`, L, y + 38, {size: 7.5})
  const cc = name.birthSurname ? y + 49 : y + 38
  s.text('Convention collective nationale des Hôtels, Cafés, Restaurants (HCR) - IDCC 1979', L, cc, {size: 7.5})
  s.text('Horaire mensuel : 169,00 h (39 h hebdomadaires)', R, cc, {align: 'right', color: GREY, size: 7})

  // Body.
  type Row = {cells: string[]; kind?: 'section' | 'total'}
  const rows: Row[] = [
    {cells: ['Salaire de base', '151,67', r4(rate / 100), a(base), '', '', '']},
    {cells: ['Heures supplémentaires majorées 10 % (36e à 39e h)', '17,33', r4(otRate / 100), a(overtime), '', '', '']},
    {cells: [`Avantage en nature nourriture (${meals} repas)`, frDecimal(meals, 2), r4(MEAL / 100), a(benefit), '', '', '']},
    {cells: ['SALAIRE BRUT', '', '', a(gross), '', '', ''], kind: 'total'},
    {cells: ['SANTÉ', '', '', '', '', '', ''], kind: 'section'},
    {cells: ['Sécurité sociale - Maladie Maternité Invalidité Décès', a(gross), '', '', '', '7,0000', a(pat.maladie)]},
    {cells: ['Complémentaire santé HCR', a(PMSS), '0,5000', '', a(health), '0,5000', a(pat.health)]},
    {cells: ['Prévoyance HCR non cadres', a(t1), '0,4000', '', a(provident), '0,4000', a(pat.provident)]},
    {cells: ['ACCIDENTS DU TRAVAIL - MALADIES PROFESSIONNELLES', a(gross), '', '', '', '2,1000', a(pat.at)]},
    {cells: ['RETRAITE', '', '', '', '', '', ''], kind: 'section'},
    {cells: ['Sécurité sociale plafonnée', a(t1), '6,9000', '', a(oldAgeCapped), '8,5500', a(pat.oldAgeCapped)]},
    {cells: ['Sécurité sociale déplafonnée', a(gross), '0,4000', '', a(oldAge), '2,0200', a(pat.oldAge)]},
    {cells: ['Complémentaire Tranche 1', a(t1), '4,0100', '', a(agirc), '6,0100', a(pat.agirc)]},
    {cells: ["Contribution d'équilibre général T1", a(t1), '0,8600', '', a(ceg), '1,2900', a(pat.ceg)]},
    {cells: ['FAMILLE', a(gross), '', '', '', '3,4500', a(pat.af)]},
    {cells: ['ASSURANCE CHÔMAGE', a(gross), '', '', '', '4,2000', a(pat.chomage)]},
    {cells: ["AUTRES CONTRIBUTIONS DUES PAR L'EMPLOYEUR", a(gross), '', '', '', '1,8400', a(pat.other)]},
    {cells: ['Réduction de cotisations salariales heures suppl.', a(overtime), '-11,3100', '', a(otReduction), '', '']},
    {cells: ["CSG déductible de l'impôt sur le revenu", a(csgBase), '6,8000', '', a(csgD), '', '']},
    {cells: ["CSG/CRDS non déductible de l'impôt sur le revenu", a(csgBase), '2,9000', '', a(csgN), '', '']},
    {cells: ['Réduction générale des cotisations patronales', '', '', '', '', '', a(pat.general)]},
    {cells: ['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', a(total), '', a(patTotal)], kind: 'total'},
    {cells: ['Déduction avantage en nature nourriture', frDecimal(meals, 2), r4(MEAL / 100), '', a(benefit), '', '']},
    {cells: ["NET À PAYER AVANT IMPÔT SUR LE REVENU", '', '', a(netBeforeTax), '', '', ''], kind: 'total'},
    {cells: ['Impôt sur le revenu prélevé à la source - taux personnalisé', a(netTaxable), frDecimal(pasRate, 2), '', a(pas), '', '']},
  ]
  const top = 206
  const headerHeight = 16
  const rowHeight = 11.2
  rows.forEach((row, i) => {
    if (row.kind) s.box(L, top + headerHeight + i * rowHeight, R - L, rowHeight, {fill: row.kind === 'total' ? shade : hex('#f7f7f7')})
  })
  y = s.table({
    columns: [{width: 215}, {align: 'right', width: 58}, {align: 'right', width: 44}, {align: 'right', width: 60}, {align: 'right', width: 58}, {align: 'right', width: 44}, {align: 'right', width: 60}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux sal.', 'À payer', 'À déduire', 'Taux pat.', 'Charges pat.']],
    headerColor: WHITE,
    headerFill: wine,
    headerFont: H.bold,
    headerHeight,
    rowHeight,
    rowRules: false,
    rows: rows.map((row) => (row.kind ? row.cells.map((c) => ({font: H.bold, text: c})) : row.cells)),
    size: 6.9,
    verticalRules: true,
    x: L,
    y: top,
  })

  // Totals band.
  y += 12
  const totals: [string, string][] = [
    ['Salaire brut', frAmount(gross, ' ')],
    ['Net social', frAmount(netSocial, ' ')],
    ['Net imposable', frAmount(netTaxable, ' ')],
    ['Net à payer avant impôt', frAmount(netBeforeTax, ' ')],
    ['Prélèvement à la source', frAmount(pas, ' ')],
  ]
  const cw = 82
  totals.forEach(([lab, value], k) => {
    const cx = L + k * (cw + 2)
    s.box(cx, y, cw, 30, {fill: shade})
    s.text(lab, cx + 4, y + 9, {...label, size: 5.9})
    s.text(value, cx + cw - 4, y + 23, {align: 'right', font: H.bold, size: 8.5})
  })
  const nx = L + 5 * (cw + 2)
  s.box(nx, y, R - nx, 30, {fill: wine})
  s.text('NET PAYÉ', nx + 6, y + 12, {color: WHITE, font: H.bold, size: 8})
  s.text(`${frAmount(netPaid, ' ')} €`, R - 6, y + 24, {align: 'right', color: WHITE, font: H.bold, size: 11})

  y += 44
  s.text(`Montant net des heures supplémentaires exonérées : ${frAmount(otExempt, ' ')}   -   Total des charges patronales : ${frAmount(patTotal, ' ')}   -   Coût global employeur : ${frAmount(gross + patTotal, ' ')}`, L, y, {size: 6.8})

  // Cumulative totals and paid leave.
  // Months paid this year: since January, or since the hiring month.
  const monthIndex = hired.slice(0, 4) === period.slice(0, 4) ? Number(period.slice(5, 7)) - Number(hired.slice(5, 7)) + 1 : Number(period.slice(5, 7))
  const cumul = (c: number) => frAmount(c * monthIndex + randomInt(rng, -9000, 9000) * (monthIndex > 1 ? 1 : 0), ' ')
  y += 12
  s.table({
    columns: [{width: 120}, {align: 'right', width: 80}, {align: 'right', width: 80}],
    font: H.regular,
    frame: true,
    header: [['Cumuls', 'Période', 'Année']],
    headerFill: hex('#eeeeee'),
    headerFont: H.bold,
    rowHeight: 10.5,
    rows: [
      ['Salaire brut', a(gross), cumul(gross)],
      ['Net imposable', a(netTaxable), cumul(netTaxable)],
      ['Heures travaillées', '169,00', frDecimal(169 * monthIndex, 2)],
      ['Repas fournis', String(meals), String(meals * monthIndex + randomInt(rng, -6, 6) * (monthIndex > 1 ? 1 : 0))],
    ],
    size: 6.8,
    verticalRules: true,
    x: L,
    y,
  })
  const acquired = frDecimal(25 + randomInt(rng, 0, 5), 2)
  const taken = randomInt(rng, 0, 12)
  s.table({
    columns: [{width: 90}, {align: 'right', width: 55}, {align: 'right', width: 55}, {align: 'right', width: 55}],
    font: H.regular,
    frame: true,
    header: [['Congés payés (jours)', 'Acquis', 'Pris', 'Solde']],
    headerFill: hex('#eeeeee'),
    headerFont: H.bold,
    rowHeight: 10.5,
    rows: [
      ['Période N-1', acquired, frDecimal(taken, 2), frDecimal(Number(acquired.replace(',', '.')) - taken, 2)],
      ['Période en cours', frDecimal(2.5 * Math.min(monthIndex, 10), 2), '0,00', frDecimal(2.5 * Math.min(monthIndex, 10), 2)],
    ],
    size: 6.8,
    verticalRules: true,
    x: R - 255,
    y,
  })

  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr. Les repas pris sur le lieu de travail constituent un avantage en nature évalué selon le minimum garanti (article D.3231-10 du code du travail).',
    L,
    792,
    R - L,
    {color: GREY, leading: 8, size: 6.3},
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
    layout: 'bulletin_paie/hcr-repas',
    notes: [
      'meal benefit in kind added to the gross and deducted after the contributions',
      'totals as shaded cells with grey labels above the amounts; NET PAYÉ white on colour',
      'employee name only in the unlabelled mailing block',
      'yearly cumulative totals as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
