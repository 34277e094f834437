/**
 * HELD-OUT bulletin_paie/arret-maladie-subrogation-ijss: the payslip of a month in which the
 * employee was ON SICK LEAVE and the employer, which maintains the salary under its collective
 * agreement, was SUBROGATED in the social security's DAILY ALLOWANCES (IJSS): the absence is
 * deducted and the maintained salary added back, the gross IJSS are deducted from the gross and
 * then paid back after the contributions net of their CSG / CRDS, so that the net amounts are
 * larger than the gross's lines alone. Four invented employers. A TWO-COLUMN page: a tinted LEFT
 * SIDEBAR of LABEL-ABOVE-VALUE blocks (the employer's name with its form, address, SIRET grouped,
 * NAF, Urssaf number; the employee as the payroll writes the name, "Madame Claire LEROY", the
 * address, the job, the coefficient, the hire date and the social security number: decoys); at the
 * right a strip of VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Période" "Mars 2029": the only
 * statement of the month; the payment date, the worked days: decoys), a framed note of the sick
 * leave (its dates, the waiting days, the IJSS per day: decoys), the body in six columns (the
 * absence, the maintained salary, the IJSS deducted from the gross, the contributions, the IJSS
 * paid back net of CSG / CRDS, the employer's share: a decoy column); at the foot a SUMMARY AS
 * VALUES IN A ROW UNDER THEIR COLUMN TITLES (gross, net taxable, net before tax: the truth; the tax
 * and the net paid: decoys) and the year-to-date figures (decoys).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addDays, civilityWord, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, monthTitle, newDocument, nirOf, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

interface Employer {
  color: string
  naf: string
  convention: string
  jobs: [string, string, string, string]
}

/** The employers (index.ts EMPLOYERS, in order): sector, agreement and a job. */
const EMPLOYERS: Employer[] = [
  {color: '#0e5a8a', convention: 'Transports routiers et activités auxiliaires - IDCC 16', jobs: ["Agent d'exploitation logistique", "Agente d'exploitation logistique", "Responsable d'exploitation", "Responsable d'exploitation"], naf: '4941A'},
  {color: '#7a2e5c', convention: 'Imprimerie de labeur et industries graphiques - IDCC 184', jobs: ['Conducteur offset', 'Conductrice offset', 'Responsable de fabrication', 'Responsable de fabrication'], naf: '1812Z'},
  {color: '#2f6b3a', convention: "Bureaux d'études techniques (Syntec) - IDCC 1486", jobs: ['Dessinateur projeteur', 'Dessinatrice projeteuse', 'Ingénieur structures', 'Ingénieure structures'], naf: '7112B'},
  {color: '#8a4b0e', convention: "Établissements privés d'hospitalisation (FHP) - IDCC 2264", jobs: ["Infirmier diplômé d'État", "Infirmière diplômée d'État", 'Cadre de santé', 'Cadre de santé'], naf: '8610Z'},
]

/** "06/03/2029". */
const dm = (iso: string) => slashDate(iso)

export async function paieArretMaladieSubrogation(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const em = EMPLOYERS[typeof raw.employer === 'number' ? raw.employer % EMPLOYERS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: false})
  const employer = facts.employer
  const female = person.civility === 'Mme'
  const employee = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const hired = addDays(slip.start, -randomInt(rng, 400, 3600))

  // The sick leave: calendar days in the month, three waiting days, the working days lost.
  const first = randomInt(rng, 3, 12)
  const length = randomInt(rng, 8, 15)
  const leaveStart = `${slip.period}-${String(first).padStart(2, '0')}`
  const leaveEnd = addDays(leaveStart, length - 1)
  let worked = 0
  for (let d = 0; d < length; d++) {
    const day = new Date(`${addDays(leaveStart, d)}T12:00:00Z`).getUTCDay()
    if (day !== 0 && day !== 6) worked++
  }

  const gross = slip.gross
  const daily = Math.min(4195, Math.round(((gross * 3) / 91.25) * 0.5))
  const ijssDays = length - 3
  const ijss = daily * ijssDays
  const base = gross + ijss
  const absence = Math.round((base / 21.67) * worked)
  const csgIjss = Math.round(ijss * 0.062)
  const crdsIjss = Math.round(ijss * 0.005)
  const netBeforeTax = slip.netBeforeTax + ijss - csgIjss - crdsIjss
  const netTaxable = slip.netTaxable + ijss - Math.round(ijss * 0.038)
  const pas = Math.round((netTaxable * slip.pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const color = hex(em.color)
  const ink = hex('#1c1d21')
  const soft = hex('#5f636b')
  const rule = hex('#c5c8ce')
  const pale = hex('#f1f3f5')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie PME - éditions', date: slip.paidOn, producer: 'Paie PME', title: `Bulletin de paie ${slip.period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 26
  const R = 569
  const SW = 150
  const X = L + SW + 12
  const W = R - X

  // The sidebar.
  s.box(L, 26, SW, 790, {fill: pale})
  s.box(L, 26, SW, 4, {fill: color})
  s.text('BULLETIN DE PAIE', L + 10, 48, {color, font: H.bold, size: 11})
  let y = 70
  const block = (label: string, values: string[], bold = false, size = 7.8) => {
    s.text(label, L + 10, y, {color: soft, font: H.bold, size: 6.2})
    y += 10
    for (const value of values) {
      for (const line of wrap(value, SW - 20, bold ? H.bold : H.regular, size)) {
        s.text(line, L + 10, y, {color: ink, font: bold ? H.bold : H.regular, size})
        y += size + 2.4
      }
    }

    y += 7
  }

  block('EMPLOYEUR', [employer.name], true, 8.6)
  block('ADRESSE', [employer.address.lines.join(', '), `${employer.address.postcode} ${employer.address.city}`])
  block('SIRET', [groupedSiret(employer.siret)])
  block('CODE NAF', [em.naf])
  block("N° D'AFFILIATION URSSAF", [slip.employer.urssaf])
  block('CONVENTION COLLECTIVE', [em.convention], false, 7)
  y += 8
  s.hline(L + 10, L + SW - 10, y - 8, {color: rule})
  block('SALARIÉ', [employee], true, 8.6)
  block('DOMICILE', [...address.lines, `${address.postcode} ${upper(address.city)}`])
  block('EMPLOI', [em.jobs[(slip.cadre ? 2 : 0) + (female ? 1 : 0)]])
  block('STATUT - COEFFICIENT', [`${slip.cadre ? 'Cadre' : 'Non cadre'} - ${slip.employee.classification}`], false, 7)
  block("DATE D'ENTRÉE", [dm(hired)])
  block('N° DE SÉCURITÉ SOCIALE', [nirOf(person, rng)])
  block('MATRICULE', [slip.employee.matricule])

  // The period strip.
  y = s.table({
    columns: [{width: W * 0.26}, {width: W * 0.26}, {width: W * 0.24}, {width: W * 0.24}],
    font: H.bold,
    frame: true,
    header: [['Période', 'Date de paiement', 'Jours ouvrés payés', 'Horaire mensuel']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.2,
    rowHeight: 19,
    rows: [[{size: 10, text: monthTitle(slip.period)}, dm(slip.paidOn), String(21 - worked), '151,67 h']],
    ruleColor: rule,
    size: 9,
    verticalRules: true,
    x: X,
    y: 30,
  })

  // The sick leave note.
  y += 10
  s.box(X, y, W, 34, {lineWidth: 0.6, stroke: color})
  s.text('ARRÊT DE TRAVAIL - MALADIE', X + 8, y + 12, {color, font: H.bold, size: 7.8})
  s.text(`Du ${dm(leaveStart)} au ${dm(leaveEnd)} : ${length} jours calendaires dont 3 jours de carence - IJSS ${frAmount(daily)} € x ${ijssDays} j (subrogation)`, X + 8, y + 25, {color: ink, size: 7.4})
  y += 44

  // The body.
  type Row = [string, string, string, string, string, string]
  const n2 = (v: number) => v.toFixed(2).replace('.', ',')
  const rows: Row[] = [
    ['Salaire de base', '151,67', n2(base / 100 / 151.67), frAmount(base), '', ''],
    [`Absence maladie du ${dm(leaveStart).slice(0, 5)} au ${dm(leaveEnd).slice(0, 5)}`, `${worked} j`, n2(base / 100 / 21.67), '', frAmount(absence), ''],
    ['Maintien de salaire (convention collective)', `${worked} j`, n2(base / 100 / 21.67), frAmount(absence), '', ''],
    ['Déduction IJSS brutes (subrogation)', `${ijssDays} j`, n2(daily / 100), '', frAmount(ijss), ''],
    ['SALAIRE BRUT', '', '', frAmount(gross), '', ''],
  ]
  const rate = (v?: number) => (v === undefined ? '' : v.toFixed(Math.abs(v) < 0.1 ? 3 : 2).replace('.', ','))
  for (const c of slip.contributions) rows.push([c.label.replace(/’/g, "'"), c.base === undefined ? '' : frAmount(c.base), rate(c.employeeRate), '', c.employee === undefined ? '' : frAmount(c.employee), c.employer === undefined ? '' : frAmount(c.employer)])
  rows.push(
    ['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', frAmount(slip.totalEmployee), frAmount(slip.totalEmployer)],
    ['IJSS brutes reversées (subrogation)', `${ijssDays} j`, n2(daily / 100), frAmount(ijss), '', ''],
    ['CSG sur IJSS', frAmount(ijss), '6,20', '', frAmount(csgIjss), ''],
    ['CRDS sur IJSS', frAmount(ijss), '0,50', '', frAmount(crdsIjss), ''],
    ['NET À PAYER AVANT IMPÔT SUR LE REVENU', '', '', frAmount(netBeforeTax), '', ''],
    [`Impôt sur le revenu prélevé à la source - taux ${slip.pasRate.toFixed(1).replace('.', ',')} %`, frAmount(netTaxable), rate(slip.pasRate), '', frAmount(pas), ''],
  )
  const rowHeight = Math.min(12, (650 - y - 14) / rows.length)
  const strong = new Set(['SALAIRE BRUT', 'TOTAL DES COTISATIONS ET CONTRIBUTIONS', 'NET À PAYER AVANT IMPÔT SUR LE REVENU'])
  y = s.table({
    columns: [{width: W * 0.4}, {align: 'right', width: W * 0.13}, {align: 'right', width: W * 0.09}, {align: 'right', width: W * 0.13}, {align: 'right', width: W * 0.12}, {align: 'right', width: W * 0.13}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'À payer', 'À déduire', 'Part patronale']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight,
    rows: rows.map((r) => r.map((text, i) => ({font: strong.has(r[0]) ? H.bold : H.regular, size: i === 0 ? Math.min(6.6, (W * 0.4 - 6) / (strong.has(r[0]) ? H.bold : H.regular).widthOfTextAtSize(text, 1)) : undefined, text}))),
    ruleColor: rule,
    size: 6.6,
    verticalRules: true,
    x: X,
    y,
  })

  // The summary: values in a row under their titles.
  y = s.table({
    columns: [{width: W * 0.17}, {width: W * 0.18}, {width: W * 0.27}, {width: W * 0.17}, {width: W * 0.21}],
    font: H.bold,
    frame: true,
    header: [['Salaire brut', 'Net imposable', 'Net à payer avant impôt', 'Impôt prélevé', 'NET PAYÉ']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 6.2,
    rowHeight: 20,
    rows: [[frAmount(gross), frAmount(netTaxable), frAmount(netBeforeTax), frAmount(pas), {size: 10, text: `${frAmount(netPaid)} €`}]],
    ruleColor: rule,
    size: 9,
    verticalRules: true,
    x: X,
    y: y + 12,
  })
  const month = Number(slip.period.slice(5, 7))
  s.text(`Cumuls ${slip.period.slice(0, 4)} :  brut ${frAmount(gross * month)}  -  net imposable ${frAmount(netTaxable + slip.netTaxable * (month - 1))}  -  heures ${(151.67 * month).toFixed(2).replace('.', ',')}  -  congés acquis ${((((month + 6) % 12) + 1) * 2.08).toFixed(2).replace('.', ',')} j`, X, y + 16, {color: soft, size: 7})
  s.text(`Montant net social : ${frAmount(slip.netSocial + ijss - csgIjss - crdsIjss)} €`, X, y + 28, {color: soft, size: 7})
  s.paragraph(
    "Les indemnités journalières de sécurité sociale perçues par l'employeur subrogé vous sont reversées sur ce bulletin. Dans votre intérêt, conservez ce bulletin de paie sans limitation de durée. Informations : www.mesdroitssociaux.gouv.fr",
    X,
    y + 44,
    W,
    {color: soft, leading: 9, size: 6.8},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: slip.period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/arret-maladie-subrogation-ijss',
    notes: [
      'the payslip of a month with a sick leave under subrogation: the absence and the maintained salary, the gross IJSS deducted from the gross and paid back net of CSG / CRDS after the contributions',
      'a tinted left sidebar of label-above-value blocks (employer, employee "Madame Claire LEROY"); the period only as "Mars 2029" under its column title; the summary as values in a row under column titles',
      "decoys: the sick leave's dates, the IJSS per day and in total, the CSG / CRDS on the IJSS, the hire date, the social security number, the employer's share, the tax, the net paid, the net social amount, the year-to-date figures",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
