/**
 * HELD-OUT bulletin_paie/cadre-vehicule-13e-mois: the payslip of a SENIOR EXECUTIVE (sales, purchasing
 * or regulatory director, "Cadre" on an annual days package) of a MID-SIZED INDUSTRIAL OR TRADING
 * COMPANY, with a COMPANY CAR taken as a BENEFIT IN KIND (added to the gross, then withheld after
 * the contributions) and a THIRTEENTH MONTH paid half in June and half in December (in the other
 * months only its provision appears, in the counters), from an online payroll service's export: a
 * navy title band "BULLETIN DE SALAIRE" with the period IN WORDS ("Période du 1er juin 2026 au 30
 * juin 2026") and the payment date; two framed boxes, the EMPLOYER at the left (name, address,
 * "SIRET" grouped "812 345 676 00012", NAF, the collective agreement) and the EMPLOYEE at the right
 * ("M. Thomas GAUTIER": civility, first given name, surname; the birth name for a married woman,
 * the address, then job, status, classification, entry date, social security number, employee
 * number); the body as one ruled table "Rubrique | Base | Taux | Part salariale | Taux | Part
 * patronale" with LEADING MINUS signs on deductions ("-123,45"), thousands with a space; the car
 * described under the table (model, registration, purchase price: decoys); a row of five boxes
 * (net social, net imposable, year-to-date gross and taxable net: decoys, the 13th-month provision)
 * and the NET PAYÉ band; four employers (invented) under four agreements.
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const PMSS = 400_500

export async function paieCadreVehicule13eMois(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const agreement = typeof raw.agreement === 'string' ? raw.agreement : 'Métallurgie - IDCC 3248'
  const naf = typeof raw.naf === 'string' ? raw.naf : '2562B'
  const jobs = Array.isArray(raw.job) ? (raw.job as string[]) : ['Directeur commercial', 'Directrice commerciale']
  const classification = typeof raw.classification === 'string' ? raw.classification : 'Groupe F - Classe 11'
  const car = typeof raw.car === 'string' ? raw.car : 'PEUGEOT 3008 HYBRID'
  const female = name.civility === 'Mme'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 0, 2))
  const month = Number(period.slice(5, 7))
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const hired = addDays(start, -randomInt(rng, 500, 5200))

  // Pay.
  const base = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const price = randomInt(rng, 36, 52) * 1000 + pick(rng, [0, 250, 500, 750])
  const benefit = Math.round((price * 0.09 * 100) / 12)
  const thirteenth = month === 12 ? base : month === 6 ? Math.round(base / 2) : 0
  const gross = base + benefit + thirteenth
  const t1 = Math.min(gross, PMSS)
  const t2 = Math.max(0, Math.min(gross, 8 * PMSS) - PMSS)
  const health = 6180
  const healthPat = 9270
  const provPat = Math.round(t1 * 0.015)
  const prov2 = Math.round(t2 * 0.008)
  const prov2Pat = Math.round(t2 * 0.012)
  const sal = {
    apec: Math.round((t1 + t2) * 0.00024),
    ceg1: Math.round(t1 * 0.0086),
    ceg2: Math.round(t2 * 0.0108),
    cet: Math.round(gross * 0.0014),
    rc1: Math.round(t1 * 0.0401),
    rc2: Math.round(t2 * 0.0972),
    ss: Math.round(gross * 0.004),
    ssCapped: Math.round(t1 * 0.069),
  }
  const csgBase = Math.round(gross * 0.9825) + healthPat + provPat + prov2Pat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const totalSal = health + prov2 + Object.values(sal).reduce((t, v) => t + v, 0) + csgD + csgN
  const pat = {
    af: Math.round(gross * 0.0525),
    apec: Math.round((t1 + t2) * 0.00036),
    at: Math.round(gross * 0.0098),
    ceg1: Math.round(t1 * 0.0129),
    ceg2: Math.round(t2 * 0.0162),
    cet: Math.round(gross * 0.0021),
    chomage: Math.round(Math.min(gross, 4 * PMSS) * 0.0405),
    maladie: Math.round(gross * 0.13),
    other: Math.round(gross * 0.0236),
    rc1: Math.round(t1 * 0.0601),
    rc2: Math.round(t2 * 0.1457),
    ss: Math.round(gross * 0.0211),
    ssCapped: Math.round(t1 * 0.0855),
  }
  const totalPat = Object.values(pat).reduce((t, v) => t + v, 0) + healthPat + provPat + prov2Pat
  const netSocial = gross - totalSal
  const netBeforeTax = gross - totalSal - benefit
  const netTaxable = gross - totalSal + csgN + healthPat
  const rate = pick(rng, [7.4, 9.8, 11.6, 13.2, 15.1])
  const pas = Math.round((netTaxable * rate) / 100)
  const netPaid = netBeforeTax - pas
  const ytd = (c: number) => Math.round(c * (month + (month >= 6 ? 0.5 : 0) + (month === 12 ? 0.5 : 0)) * (0.97 + rng() * 0.04))
  const provision = Math.round((base * ((month % 6) || 6)) / 12)
  const plate = `${randomLetters(rng, 2)}-${randomDigits(rng, 3)}-${randomLetters(rng, 2)}`

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie Online - édition des bulletins', date: paidOn, producer: 'Paie Online PDF', title: `Bulletin ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const navy = hex('#1d3557')
  const ink = hex('#1b1b1b')
  const soft = hex('#5c6470')
  const pale = hex('#eef2f7')

  // Title band.
  s.box(L, 26, R - L, 40, {fill: navy})
  s.text('BULLETIN DE SALAIRE', L + 12, 51, {color: WHITE, font: H.bold, size: 15})
  s.text(`Période du ${longDate(start)} au ${longDate(end)}`, R - 12, 43, {align: 'right', color: WHITE, font: H.bold, size: 9.5})
  s.text(`Date de paiement : ${slashDate(paidOn)}`, R - 12, 57, {align: 'right', color: WHITE, size: 8.5})

  // Employer and employee boxes.
  const mid = 300
  s.text('EMPLOYEUR', L + 8, 89, {color: soft, font: H.bold, size: 7})
  s.text(employer.name, L + 8, 103, {color: ink, font: H.bold, size: 10})
  let y = s.lines(addressLines(employer.address), L + 8, 116, {color: ink, leading: 10.5, size: 8.4})
  y = s.lines([`SIRET : ${groupedSiret(employer.siret)}`, `Code NAF : ${naf}`], L + 8, y + 4, {color: ink, leading: 10.5, size: 8})
  const employerBottom = s.paragraph(`Convention collective : ${agreement}`, L + 8, y, mid - L - 24, {color: ink, leading: 10, size: 8})

  s.text('SALARIÉ', mid + 8, 89, {color: soft, font: H.bold, size: 7})
  s.text(employee, mid + 8, 103, {color: ink, font: H.bold, size: 10.5})
  y = 114
  if (name.birthSurname) {
    s.text(`Nom de naissance : ${upper(name.birthSurname)}`, mid + 8, y, {color: soft, size: 7.6})
    y += 10
  }

  y = s.lines(addressLines(address), mid + 8, y, {color: ink, leading: 10, size: 8.2})
  y = Math.max(y + 3, 146)
  const particular = (lab: string, value: string, x: number, at: number) => {
    s.text(`${lab} : `, x, at, {color: soft, size: 7})
    s.text(value, x + H.regular.widthOfTextAtSize(`${lab} : `, 7), at, {color: ink, size: 7.4})
  }

  particular('Emploi', female ? jobs[1] : jobs[0], mid + 8, y)
  particular('Statut', 'Cadre - forfait 218 jours', mid + 8, y + 11)
  particular('Classification', classification, mid + 128, y + 11)
  particular("Date d'entrée", slashDate(hired), mid + 8, y + 22)
  particular('Matricule', `M${randomDigits(rng, 5)}`, mid + 128, y + 22)
  particular('N° SS', nirOf(person, rng), mid + 8, y + 33)
  const boxBottom = Math.max(204, y + 41, employerBottom)
  s.box(mid, 76, R - mid, boxBottom - 76, {lineWidth: 0.8, stroke: navy})
  s.box(L, 76, mid - L - 6, boxBottom - 76, {lineWidth: 0.8, stroke: navy})

  // Body.
  const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
  const m = (c: number) => (c === 0 ? '' : `-${frAmount(c, ' ')}`)
  const r = (v: number) => frDecimal(v, 3)
  type Row = {cells: string[]; bold?: boolean; band?: boolean}
  const section = (title: string): Row => ({band: true, cells: [title, '', '', '', '', '']})
  const rows: Row[] = [
    {cells: ['Appointements forfait 218 jours', '1,00', '', a(base), '', '']},
    {cells: [`Avantage en nature véhicule`, a(price * 100), '0,750', a(benefit), '', '']},
    ...(thirteenth ? [{cells: [month === 12 ? '13e mois (solde)' : '13e mois (1er acompte 50 %)', a(base), month === 12 ? '100,000' : '50,000', a(thirteenth), '', '']}] : []),
    {bold: true, cells: ['SALAIRE BRUT', '', '', a(gross), '', '']},
    section('Santé'),
    {cells: ['Sécurité sociale - maladie, maternité', a(gross), '', '', '13,000', a(pat.maladie)]},
    {cells: ['Complémentaire santé', '', '', m(health), '', a(healthPat)]},
    {cells: ['Prévoyance cadres tranche A', a(t1), '', '', '1,500', a(provPat)]},
    ...(t2 ? [{cells: ['Prévoyance cadres tranche B', a(t2), '0,800', m(prov2), '1,200', a(prov2Pat)]}] : []),
    {cells: ['Accidents du travail - maladies professionnelles', a(gross), '', '', '0,980', a(pat.at)]},
    section('Retraite'),
    {cells: ['Sécurité sociale plafonnée', a(t1), '6,900', m(sal.ssCapped), '8,550', a(pat.ssCapped)]},
    {cells: ['Sécurité sociale déplafonnée', a(gross), '0,400', m(sal.ss), '2,110', a(pat.ss)]},
    {cells: ['Complémentaire tranche 1', a(t1), '4,010', m(sal.rc1), '6,010', a(pat.rc1)]},
    ...(t2 ? [{cells: ['Complémentaire tranche 2', a(t2), '9,720', m(sal.rc2), '14,570', a(pat.rc2)]}] : []),
    {cells: ["Contribution d'équilibre général T1", a(t1), '0,860', m(sal.ceg1), '1,290', a(pat.ceg1)]},
    ...(t2 ? [{cells: ["Contribution d'équilibre général T2", a(t2), '1,080', m(sal.ceg2), '1,620', a(pat.ceg2)]}] : []),
    {cells: ["Contribution d'équilibre technique", a(gross), '0,140', m(sal.cet), '0,210', a(pat.cet)]},
    {cells: ['APEC', a(t1 + t2), '0,024', m(sal.apec), '0,036', a(pat.apec)]},
    section('Famille - Assurance chômage - Autres'),
    {cells: ['Allocations familiales', a(gross), '', '', '5,250', a(pat.af)]},
    {cells: ['Assurance chômage et AGS', a(Math.min(gross, 4 * PMSS)), '', '', '4,050', a(pat.chomage)]},
    {cells: ['Autres contributions dues par l\'employeur', a(gross), '', '', '2,360', a(pat.other)]},
    {cells: ['CSG déductible de l\'impôt sur le revenu', a(csgBase), r(6.8), m(csgD), '', '']},
    {cells: ['CSG/CRDS non déductible de l\'impôt sur le revenu', a(csgBase), r(2.9), m(csgN), '', '']},
    {bold: true, cells: ['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', m(totalSal), '', a(totalPat)]},
    {cells: ['Retenue avantage en nature véhicule', '', '', m(benefit), '', '']},
    {bold: true, cells: ["NET À PAYER AVANT IMPÔT SUR LE REVENU", '', '', a(netBeforeTax), '', '']},
    {cells: ['Impôt sur le revenu prélevé à la source', a(netTaxable), r(rate), m(pas), '', '']},
  ]
  const tableTop = boxBottom + 12
  y = s.table({
    columns: [{width: 211}, {align: 'right', width: 68}, {align: 'right', width: 44}, {align: 'right', width: 76}, {align: 'right', width: 44}, {align: 'right', width: R - L - 443}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'Part salariale', 'Taux', 'Part patronale']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    headerHeight: 15,
    headerSize: 7.4,
    rowHeight: 13,
    rowRules: true,
    ruleColor: hex('#c7cfd9'),
    rows: rows.map((row) => (row.bold ? row.cells.map((c) => ({font: H.bold, text: c})) : row.band ? row.cells.map((c) => ({color: navy, font: H.bold, text: c})) : row.cells)),
    size: 7.4,
    verticalRules: true,
    x: L,
    y: tableTop,
  })

  // The car.
  y = s.paragraph(`Véhicule de fonction : ${car} - immatriculé ${plate} - avantage évalué au forfait annuel de 9 % du coût d'achat TTC (${frAmount(price * 100, ' ')} €), carburant non pris en charge par l'employeur.`, L, y + 13, R - L, {color: soft, leading: 9, size: 7})

  // Summary boxes.
  y += 6
  const boxes: [string, string][] = [
    ['Montant net social', a(netSocial)],
    ['Net imposable', a(netTaxable)],
    [`Cumul brut ${period.slice(0, 4)}`, a(ytd(gross - thirteenth))],
    [`Cumul net imposable ${period.slice(0, 4)}`, a(ytd(netTaxable))],
    ['Provision 13e mois', a(thirteenth ? 0 : provision) || '0,00'],
  ]
  const bw = (R - L) / boxes.length
  boxes.forEach(([lab, value], k) => {
    s.box(L + k * bw, y, bw, 34, {fill: k < 2 ? pale : WHITE, lineWidth: 0.6, stroke: hex('#c7cfd9')})
    s.text(lab, L + k * bw + bw / 2, y + 12, {align: 'center', color: soft, size: 7})
    s.text(value, L + k * bw + bw / 2, y + 27, {align: 'center', color: ink, font: H.bold, size: 9.4})
  })
  y += 44
  s.box(L, y, R - L, 24, {fill: navy})
  s.text(`NET PAYÉ EN EUROS - virement du ${slashDate(paidOn)}`, L + 12, y + 16, {color: WHITE, font: H.bold, size: 9.5})
  s.text(a(netPaid), R - 12, y + 16.5, {align: 'right', color: WHITE, font: H.bold, size: 12})

  s.paragraph(
    `Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Taux de prélèvement à la source transmis par la DGFiP : ${frDecimal(rate, 1)} %. Coût total employeur : ${a(gross + totalPat)} €. Le treizième mois est versé pour moitié avec la paie de juin et pour moitié avec la paie de décembre.`,
    L,
    y + 42,
    R - L,
    {color: soft, leading: 9, size: 6.9},
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
    layout: 'bulletin_paie/cadre-vehicule-13e-mois',
    notes: [
      "senior executive's payslip with a company car benefit in kind (added to the gross, withheld after the contributions) and a 13th month in June and December",
      'period in words "Période du 1er juin 2026 au 30 juin 2026"; employer and employee in two framed boxes; SIRET grouped',
      'deductions with a leading minus; the car\'s purchase price, year-to-date totals and the 13th-month provision as decoy amounts',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
