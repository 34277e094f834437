/**
 * HELD-OUT bulletin_paie/pharmacie-officine: the payslip of a DISPENSING PHARMACY's employee
 * ("préparateur / préparatrice en pharmacie", pharmacie d'officine agreement, IDCC 1996,
 * coefficients) drawn up by the pharmacy's ACCOUNTING FIRM with a small-firm payroll package: the
 * EMPLOYEE in a framed block at the TOP LEFT under the caption "Salarié(e)" ("Mme Claire DUBOIS",
 * the birth name on its own line for a married woman, address, job, coefficient, entry date,
 * social security number), the EMPLOYER at the TOP RIGHT unframed (the pharmacy's company with its
 * legal form, address, "SIRET", "APE 4773Z", the Urssaf number, "N° FINESS" and "Pharmacien(ne)
 * titulaire" with a pharmacist's name: decoys); "BULLETIN DE SALAIRE" at the left of a grey band,
 * "Mois de mars 2026" in its middle and "du 01/03 au 31/03" (NO YEAR in the range) with the pay
 * date at its right; the body with contributions GROUPED BY RISK under bold headings (SANTÉ,
 * ACCIDENTS DU TRAVAIL, RETRAITE, FAMILLE, ASSURANCE CHÔMAGE, AUTRES CONTRIBUTIONS DUES PAR
 * L'EMPLOYEUR, CSG), the Sunday on-call duty bonus ("Indemnité de garde") and the seniority bonus
 * of the agreement; amounts with a DOT for thousands ("2.345,67"); the nets in a strip of three
 * boxes ("Net à payer avant impôt sur le revenu | Impôt sur le revenu prélevé à la source | Net
 * payé"), the taxable net in its own line above them and the year-to-date column at the right; the
 * accounting firm's line at the foot ("Bulletin établi par ... expert-comptable - SIRET ...": a
 * decoy identifier).
 */
import {addDays, addressLines, type Cell, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, MONTHS_FR, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper} from '../util.js'

/** "2.345,67": a dot for thousands. */
const a = (c: number) => (c === 0 ? '' : frAmount(c, '.'))

const PHARMACISTS: {name: string; f: boolean}[] = [
  {f: true, name: 'Dr Hélène Vautrin'},
  {f: false, name: 'Dr Olivier Martel'},
  {f: true, name: 'Dr Sophie Nguyen-Lacroix'},
  {f: false, name: 'Dr Marc Abitbol'},
  {f: true, name: 'Dr Anne Le Bihan'},
]
const FIRMS = ['FIDUCIAIRE DES PHARMACIENS DE FRANCE', 'OFFICINA CONSEIL EXPERTISE', 'CABINET ROUSSEL & PARTENAIRES', 'PHARMA GESTION AUDIT']

export async function paiePharmacieOfficine(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const [yy, mm] = period.split('-').map(Number)
  const end = lastDayOf(period)
  const paidOn = end
  const female = name.civility === 'Mme'
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const job = female ? 'Préparatrice en pharmacie' : 'Préparateur en pharmacie'
  const coefficient = pick(rng, [230, 240, 250, 260, 280])
  const hired = addDays(`${period}-01`, -randomInt(rng, 300, 5500))
  const years = Math.floor((Date.parse(`${period}-01`) - Date.parse(hired)) / (365.25 * 86_400_000))
  const firm = pick(rng, FIRMS)
  const pharmacist = pick(rng, PHARMACISTS)

  // Pay lines, summing to the gross of the facts.
  const gross = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const guards = pick(rng, [0, 1, 2])
  const guardPay = guards * 7_500
  const seniorityPct = years >= 15 ? 9 : years >= 12 ? 7 : years >= 9 ? 5 : years >= 6 ? 4 : years >= 3 ? 2 : 0
  const base = Math.round((gross - guardPay) / (1 + seniorityPct / 100))
  const seniority = gross - guardPay - base
  const hourly = base / 151.67

  // Employee contributions.
  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const prevoyance = Math.round(t1 * 0.0062)
  const mutuelle = pick(rng, [2_150, 2_480, 2_730])
  const mutuelleEmployer = mutuelle
  const vp = Math.round(t1 * 0.069)
  const vd = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0401)
  const csgBase = Math.round(gross * 0.9825) + mutuelleEmployer + Math.round(t1 * 0.0062)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = prevoyance + mutuelle + vp + vd + rc + csgD + csgN
  const netBeforeTax = gross - total
  const netTaxable = netBeforeTax + csgN + mutuelleEmployer
  const pasRate = pick(rng, [0, 1.8, 3.2, 4.5, 6.1])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    at: Math.round(gross * 0.0098),
    chomage: Math.round(gross * 0.0405),
    csa: Math.round(gross * 0.003),
    fnal: Math.round(t1 * 0.001),
    formation: Math.round(gross * 0.0055),
    maladie: Math.round(gross * 0.07),
    prevoyance: Math.round(t1 * 0.0062),
    rc: Math.round(t1 * 0.0601),
    vd: Math.round(gross * 0.0202),
    vp: Math.round(t1 * 0.0855),
  }
  const reduction = -Math.round(gross * pick(rng, [0.09, 0.12, 0.15]))
  const patTotal = Object.values(pat).reduce((t, v) => t + v, 0) + mutuelleEmployer + reduction
  const ytd = (c: number) => (mm === 1 ? c : Math.round(c * mm * (0.95 + rng() * 0.07)))

  const {doc, fonts} = await newDocument({author: firm, creator: 'Quadra Paie 2026', date: paidOn, producer: 'Quadra Paie', title: `Bulletin ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const green = hex('#1f7a4d')
  const grey = hex('#ececec')
  const rule = hex('#a5a5a5')

  // Employee (left, framed).
  s.box(L, 30, 262, 132, {lineWidth: 0.8, stroke: hex('#333333')})
  s.box(L, 30, 262, 15, {fill: grey})
  s.text('Salarié(e)', L + 6, 41, {font: H.bold, size: 8})
  s.text(employee, L + 8, 60, {font: H.bold, size: 10.5})
  let y = 72
  if (person.usageName) {
    s.text(`Nom de naissance : ${upper(person.surname)}`, L + 8, y, {color: GREY, size: 7.6})
    y += 10
  }

  y = s.lines(addressLines(address), L + 8, y, {leading: 10, size: 8.2})
  const particulars: [string, string][] = [
    ['Emploi', `${job} - coefficient ${coefficient}`],
    ["Date d'entrée", slashDate(hired)],
    ['N° de sécurité sociale', nirOf(person, rng)],
    ['Matricule', randomDigits(rng, 4)],
  ]
  y += 2
  for (const [lab, value] of particulars) {
    s.text(`${lab} : ${value}`, L + 8, y, {size: 7.4})
    y += 9.4
  }

  // Employer (right, unframed).
  const ex = 318
  s.text(employer.name, ex, 46, {font: H.bold, size: 10.5})
  s.lines(
    [
      ...addressLines(employer.address),
      `SIRET ${groupedSiret(employer.siret)} - APE 4773Z`,
      `N° Urssaf ${randomDigits(rng, 3)} ${randomDigits(rng, 10)}`,
      `N° FINESS ${employer.address.postcode.slice(0, 2)}${randomDigits(rng, 7)}`,
      `Pharmacien${pharmacist.f ? 'ne' : ''} titulaire : ${pharmacist.name}`,
      "Convention collective nationale de la pharmacie d'officine (IDCC 1996)",
    ],
    ex,
    59,
    {color: hex('#333333'), leading: 10, size: 7.6},
  )

  // Title band.
  s.box(L, 172, R - L, 24, {fill: grey})
  s.text('BULLETIN DE SALAIRE', L + 10, 188, {font: H.bold, size: 12})
  s.text(`Mois de ${MONTHS_FR[mm - 1]} ${yy}`, (L + R) / 2 + 20, 188, {align: 'center', font: H.bold, size: 10})
  s.text(`du 01/${end.slice(5, 7)} au ${end.slice(8, 10)}/${end.slice(5, 7)} - payé le ${slashDate(paidOn)}`, R - 10, 188, {align: 'right', size: 8})

  // Body.
  const head = (t: string): Cell[] => [{font: H.bold, text: t}, '', '', '', '', '']
  const rows: Cell[][] = [
    ['Salaire de base', '151,67', frDecimal(hourly / 100, 4), a(base), '', ''],
  ]
  if (seniority) rows.push([`Prime d'ancienneté ${seniorityPct} %`, a(base), '', a(seniority), '', ''])
  if (guardPay) rows.push([`Indemnité de garde (dimanche)`, String(guards), '75,0000', a(guardPay), '', ''])
  rows.push(
    [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: a(gross)}, '', ''],
    head('SANTÉ'),
    ['Sécurité sociale - maladie maternité invalidité décès', a(gross), '', '', '7,0000', a(pat.maladie)],
    ['Complémentaire santé conventionnelle', '', '', a(mutuelle), '', a(mutuelleEmployer)],
    ['Prévoyance conventionnelle non-cadres', a(t1), '0,6200', a(prevoyance), '0,6200', a(pat.prevoyance)],
    head('ACCIDENTS DU TRAVAIL - MALADIES PROFESSIONNELLES'),
    ['Accidents du travail', a(gross), '', '', '0,9800', a(pat.at)],
    head('RETRAITE'),
    ['Sécurité sociale plafonnée', a(t1), '6,9000', a(vp), '8,5500', a(pat.vp)],
    ['Sécurité sociale déplafonnée', a(gross), '0,4000', a(vd), '2,0200', a(pat.vd)],
    ['Complémentaire Tranche 1', a(t1), '4,0100', a(rc), '6,0100', a(pat.rc)],
    head('FAMILLE'),
    ['Allocations familiales', a(gross), '', '', '3,4500', a(pat.af)],
    head('ASSURANCE CHÔMAGE'),
    ['Chômage et AGS', a(gross), '', '', '4,0500', a(pat.chomage)],
    head("AUTRES CONTRIBUTIONS DUES PAR L'EMPLOYEUR"),
    ['FNAL, solidarité autonomie, formation professionnelle', a(gross), '', '', '', a(pat.fnal + pat.csa + pat.formation)],
    ['Allègement de cotisations employeur', '', '', '', '', a(reduction)],
    head('CSG - CRDS'),
    ['CSG déductible de l\'impôt sur le revenu', a(csgBase), '6,8000', a(csgD), '', ''],
    ['CSG / CRDS non déductibles', a(csgBase), '2,9000', a(csgN), '', ''],
    [{font: H.bold, text: 'TOTAL DES COTISATIONS ET CONTRIBUTIONS'}, '', '', {font: H.bold, text: a(total)}, '', {font: H.bold, text: a(patTotal)}],
  )
  y = s.table({
    columns: [{width: 223}, {align: 'right', width: 62}, {align: 'right', width: 52}, {align: 'right', width: 72}, {align: 'right', width: 52}, {align: 'right', width: R - L - 461}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'Montant salarié', 'Taux', 'Part employeur']],
    headerFill: grey,
    headerFont: H.bold,
    headerHeight: 14,
    rowHeight: 12,
    rows,
    ruleColor: rule,
    size: 7.3,
    verticalRules: true,
    x: L,
    y: 206,
  })

  // Taxable net, then the three boxes, and the year to date at the right.
  y += 16
  const left = R - 170
  s.text('Net imposable', L + 4, y, {size: 8.4})
  s.text(a(netTaxable), left - 16, y, {align: 'right', font: H.bold, size: 8.8})
  y += 10
  const bw = (left - 16 - L - 12) / 3
  const boxes: [string, string][] = [
    ['Net à payer avant impôt sur le revenu', `${a(netBeforeTax)} €`],
    [`Impôt sur le revenu prélevé à la source (taux ${frDecimal(pasRate, 1)} %)`, pas ? `${a(pas)} €` : '0,00 €'],
    ['Net payé (virement)', `${a(netPaid)} €`],
  ]
  boxes.forEach(([lab, value], k) => {
    const bx = L + k * (bw + 6)
    s.box(bx, y, bw, 50, {lineWidth: 0.8, stroke: k === 2 ? green : hex('#333333')})
    s.paragraph(lab, bx + 5, y + 11, bw - 10, {color: hex('#333333'), leading: 8.6, size: 6.9})
    s.text(value, bx + bw - 6, y + 43, {align: 'right', color: k === 2 ? green : hex('#111111'), font: H.bold, size: 10})
  })

  // Year to date.
  const cy = y - 26
  s.box(left, cy, R - left, 100, {fill: hex('#f6f6f6'), lineWidth: 0.5, stroke: rule})
  s.text(`Cumuls ${yy}`, left + 8, cy + 13, {font: H.bold, size: 8})
  const cumuls: [string, string][] = [
    ['Brut', a(ytd(gross))],
    ['Net imposable', a(ytd(netTaxable))],
    ['Heures travaillées', frDecimal(151.67 * mm, 2)],
    ['Impôt prélevé', a(ytd(pas))],
    ['Coût employeur', a(ytd(gross + patTotal))],
  ]
  cumuls.forEach(([lab, value], k) => {
    s.text(lab, left + 8, cy + 29 + k * 14, {color: GREY, size: 7.4})
    s.text(value, R - 8, cy + 29 + k * 14, {align: 'right', size: 7.6})
  })

  // Leave and footer.
  y += 72
  s.text(`Congés payés : acquis ${frDecimal(2.08 * mm, 2)} j - pris ${pick(rng, ['0,00', '2,00', '5,00'])} j - solde N-1 ${pick(rng, ['12,50', '8,00', '20,00'])} j`, L, y, {size: 7.6})
  s.paragraph("Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.", L, y + 16, R - L, {color: GREY, leading: 9, size: 6.9})
  s.hline(L, R, 800, {color: rule, width: 0.4})
  s.text(`Bulletin établi par ${firm}, expert-comptable - SIRET ${groupedSiret(`${randomInt(rng, 3, 8)}${randomDigits(rng, 13)}`)} - pour le compte de l'employeur`, (L + R) / 2, 811, {align: 'center', color: GREY, size: 6.6})

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
    layout: 'bulletin_paie/pharmacie-officine',
    notes: [
      "dispensing pharmacy employee's payslip from the pharmacy's accounting firm (IDCC 1996, coefficient, on-call duty bonus)",
      'employee framed at the top LEFT under "Salarié(e)" with the birth name for a married woman; employer unframed at the right with FINESS number and the pharmacist (decoys)',
      '"Mois de mars 2026" and a day range without the year; contributions grouped by risk under bold headings; thousands with a dot "2.345,67"',
      "nets in three boxes, taxable net on its own line above them; year-to-date column at the right; the accounting firm's SIRET at the foot (a decoy)",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
