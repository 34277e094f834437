/**
 * HELD-OUT bulletin_paie/commerce-la-reunion-lodeom: the payslip of an employee of a company of LA
 * RÉUNION (four invented employers: retail, a hotel, port logistics, a private clinic), made with a
 * local payroll firm's software: the employer's block at the left with its SIRET grouped and "Organisme
 * de recouvrement : CGSS de La Réunion" with the contributor number (the CGSS collects the
 * contributions there: no Urssaf), the employee's block at the right in a frame ("Mme LEROY Claire",
 * SURNAME FIRST, over the home address; the social security number and the hire date: decoys); the
 * period "Période du 01/03/2029 au 31/03/2029" and the payment date (a decoy) in the title band; the
 * body as a table (base, employee's rate and amount, employer's rate and amount) in which the
 * general reduction is replaced by the overseas EXONÉRATION LODEOM in the employer's column (a
 * decoy amount); the summary as LABEL ..... VALUE ROWS far apart ("SALAIRE BRUT", "NET IMPOSABLE",
 * "NET À PAYER AVANT IMPÔT SUR LE REVENU": the truth; the tax at source and "NET PAYÉ": decoys);
 * the employer's cost and the year-to-date figures (decoys).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addressLines, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, leader, newDocument, nirOf, randomDigits, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

interface Employer {
  color: string
  convention: string
  job: string
}

/** The employers (index.ts REUNION_EMPLOYERS, in order). */
const EMPLOYERS: Employer[] = [
  {color: '#0b6e4f', convention: 'Commerce de détail et de gros à prédominance alimentaire - IDCC 2216', job: 'Employé(e) commercial(e)'},
  {color: '#c2561a', convention: 'Hôtels, cafés, restaurants (HCR) - IDCC 1979', job: 'Réceptionniste'},
  {color: '#1c4e8a', convention: 'Manutention portuaire - IDCC 1763', job: 'Agent(e) de manutention'},
  {color: '#7a1f4b', convention: "Établissements privés d'hospitalisation (FHP) - IDCC 2264", job: 'Aide-soignant(e)'},
]

const n = (c: number) => frAmount(c, ' ')
const rate = (r: number | undefined) => (r === undefined ? '' : r.toFixed(4).replace('.', ','))

export async function paieLaReunion(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const em = EMPLOYERS[typeof raw.employer === 'number' ? raw.employer % EMPLOYERS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: false})
  const employer = facts.employer
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const contributor = `974 ${randomDigits(rng, 10)}`
  const lodeom = -Math.round(slip.gross * (0.18 + rng() * 0.1))
  const rows = slip.contributions.filter((c) => c.code !== '2910')
  const totalEmployer = rows.reduce((sum, c) => sum + (c.employer ?? 0), 0) + lodeom
  const color = hex(em.color)
  const ink = hex('#1b1c20')
  const soft = hex('#5e626a')
  const rule = hex('#c6c9cf')
  const pale = hex('#eef1f3')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie Océan Indien 7', date: slip.paidOn, producer: 'POI Éditions', title: `BS ${slip.period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 34
  const R = 561
  const W = R - L

  s.box(L, 30, W, 26, {fill: color})
  s.text('BULLETIN DE PAIE', L + 10, 47.5, {color: WHITE, font: H.bold, size: 13})
  s.text(`Période du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, L + 190, 47.5, {color: WHITE, font: H.bold, size: 9.5})
  s.text(`Paiement le ${slashDate(slip.paidOn)} par virement`, R - 8, 47.5, {align: 'right', color: WHITE, size: 8})

  // The employer at the left, the employee at the right.
  let y = 76
  s.text(employer.name, L, y, {color: ink, font: H.bold, size: 10})
  s.lines([...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`], L, y + 13, {color: ink, leading: 10.5, size: 8.4})
  const info: [string, string][] = [
    ['SIRET', groupedSiret(employer.siret)],
    ['Code NAF', slip.employer.naf],
    ['Organisme de recouvrement', 'CGSS de La Réunion'],
    ['N° de cotisant', contributor],
    ['Convention collective', em.convention],
  ]
  info.forEach(([l, v], j) => {
    s.text(`${l} :`, L, y + 44 + j * 10.5, {color: soft, size: 7.4})
    s.text(v, L + 106, y + 44 + j * 10.5, {color: ink, size: Math.min(7.4, 180 / H.regular.widthOfTextAtSize(v, 1))})
  })
  const bx = 330
  s.box(bx, y - 12, R - bx, 98, {lineWidth: 0.8, stroke: color})
  s.text(employee, bx + 12, y + 6, {color: ink, font: H.bold, size: 10.5})
  s.lines(addressLines(address, 'upper'), bx + 12, y + 20, {color: ink, leading: 10.5, size: 8.4})
  s.text(`N° SS : ${nirOf(person, rng)}`, bx + 12, y + 74, {color: soft, size: 7.4})
  s.text(`Entrée le ${slashDate(slip.employee.entry)}  -  Matricule ${slip.employee.matricule}`, bx + 12, y + 84, {color: soft, size: 7.4})
  y += 104
  s.text(`Emploi : ${em.job}  -  Statut : ${slip.employee.status}  -  ${slip.employee.classification}  -  Horaire mensuel : 151,67 h`, L, y, {color: ink, size: 7.8})
  y += 8

  const body: string[][] = []
  for (const e of slip.earnings) body.push([e.label, e.base === undefined ? '' : e.baseIsCount ? e.base.toFixed(2).replace('.', ',') : n(e.base), e.rate === undefined ? '' : rate(e.rate), n(e.amount), '', ''])
  body.push(['SALAIRE BRUT', '', '', n(slip.gross), '', ''])
  for (const c of rows) body.push([c.label, c.base === undefined ? '' : n(c.base), rate(c.employeeRate), c.employee === undefined ? '' : n(-c.employee), rate(c.employerRate), c.employer === undefined ? '' : n(c.employer)])
  body.push(['Exonération LODEOM (art. L. 752-3-2 CSS)', n(slip.gross), '', '', '', n(lodeom)])
  body.push(['TOTAL DES RETENUES ET CONTRIBUTIONS', '', '', n(-slip.totalEmployee), '', n(totalEmployer)])
  y = s.table({
    columns: [{width: W - 330}, {align: 'right', width: 70}, {align: 'right', width: 56}, {align: 'right', width: 70}, {align: 'right', width: 56}, {align: 'right', width: 78}],
    font: H.regular,
    frame: true,
    header: [['Rubriques', 'Base', 'Taux sal.', 'Montant sal.', 'Taux pat.', 'Montant pat.']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.2,
    rowHeight: 11.2,
    rows: body,
    ruleColor: rule,
    size: 6.9,
    verticalRules: true,
    x: L,
    y,
  })

  // The summary: labels at the left, values far to the right.
  y += 22
  const lines: [string, number, boolean][] = [
    ['SALAIRE BRUT', slip.gross, true],
    ['NET IMPOSABLE', slip.netTaxable, true],
    ['NET À PAYER AVANT IMPÔT SUR LE REVENU', slip.netBeforeTax, true],
    [`Impôt sur le revenu prélevé à la source - taux personnalisé ${slip.pasRate.toFixed(2).replace('.', ',')} %`, -slip.pas, false],
    ['NET PAYÉ', slip.netPaid, true],
  ]
  for (const [label, value, bold] of lines) {
    leader(s, label, n(value), L, L + 380, y, {color: ink, font: bold ? H.bold : H.regular, size: 8.8})
    y += 15
  }

  s.box(L + 400, y - 80, W - 400, 66, {fill: pale})
  s.lines([`Cumuls ${slip.period.slice(0, 4)}`, `Brut : ${n(slip.ytd.gross)}`, `Net imposable : ${n(slip.ytd.netTaxable)}`, `Coût employeur : ${n(slip.gross + totalEmployer)}`], L + 408, y - 66, {color: soft, leading: 12, size: 7.2})
  y += 8
  s.paragraph("Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr.", L, y, W, {color: soft, leading: 9, size: 6.8})

  return {
    fields: {
      brut: truthAmount(slip.gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(slip.netBeforeTax),
      net_imposable: truthAmount(slip.netTaxable),
      periode: slip.period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/commerce-la-reunion-lodeom',
    notes: [
      'the payslip of an employee of a Réunion company: the contributions collected by the CGSS de La Réunion, the LODEOM exemption in place of the general reduction',
      'the employee "Mme LEROY Claire" (surname first) in a frame at the right; the period "du 01/03/2029 au 31/03/2029"; the summary as label ..... value rows',
      "decoys: the contributor number, the social security number, the hire date, the payment date, the LODEOM amount, the employer's total and cost, the tax at source, the net paid, the year-to-date figures",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
