/**
 * HELD-OUT bulletin_paie/groupement-employeurs-temps-partage: the payslip of an employee of an
 * EMPLOYERS' GROUP (groupement d'employeurs, an association under the 1901 law whose member firms
 * share its employees, articles L. 1253-1 and following of the labour code; four invented groups):
 * the group is the only employer and pays the whole month, the employee works in turn at two or
 * three MEMBER FIRMS. The group's block at the top left (its long name WRAPPING, "Association loi
 * 1901 - Groupement d'employeurs", its address, SIRET grouped, NAF, Urssaf number, agreement); at the
 * right "BULLETIN DE PAIE" with the period as a DAY RANGE WITH TWO-DIGIT YEARS ("Période du
 * 01/03/29 au 31/03/29") and the payment date (a decoy); the employee in a framed box as the
 * group's payroll writes the name ("DUBOIS Claire": surname in capitals, first given name), the
 * address, the job, the hire date and the social security number (decoys); a table "MISE À
 * DISPOSITION DU MOIS" of the MEMBER FIRMS (names, SIRETs, towns, hours: decoy companies and
 * identifiers); the body in seven columns with amounts WITHOUT THOUSANDS SEPARATOR ("2480,00") and
 * the employer's share (a decoy column); at the foot a framed box of LABEL ..... VALUE rows with dot
 * leaders ("Salaire brut", "Net à payer avant impôt sur le revenu", "Net imposable", the tax, the net
 * paid, the net social amount: the last three decoys) with the amounts spaced ("2 480,00"), and
 * the year-to-date figures (decoys).
 */
import {makeSiren, makeSiret} from '../../../server/src/corpus/facts.js'
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, leader, newDocument, nirOf, plainComma, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

interface Group {
  color: string
  convention: string
  jobs: [string, string, string, string]
  members: [string, string][]
}

/** The groups (index.ts GROUPS, in order): their agreement, the job and the member firms with their towns. */
const GROUPS: Group[] = [
  {
    color: '#1d5f8c',
    convention: 'Hôtels, cafés, restaurants (HCR) - IDCC 1979',
    jobs: ['Assistant administratif et comptable', 'Assistante administrative et comptable', 'Responsable administratif et financier', 'Responsable administrative et financière'],
    members: [
      ['HÔTEL LE BELVÉDÈRE SARL', 'Talloires-Montmin'],
      ['CAMPING LES ROSEAUX SAS', 'Saint-Jorioz'],
      ['LA TABLE DU SEMNOZ SARL', 'Annecy'],
    ],
  },
  {
    color: '#8a3b1d',
    convention: 'Métallurgie - IDCC 3248',
    jobs: ['Technicien qualité sécurité environnement', 'Technicienne qualité sécurité environnement', 'Responsable qualité sécurité environnement', 'Responsable qualité sécurité environnement'],
    members: [
      ['MÉCA-PRÉCISION OUEST SAS', 'Carquefou'],
      ['ATLANTIC COMPOSITES SARL', 'Saint-Herblain'],
    ],
  },
  {
    color: '#2e7d32',
    convention: 'Sport - IDCC 2511',
    jobs: ['Éducateur sportif', 'Éducatrice sportive', 'Coordinateur sportif', 'Coordinatrice sportive'],
    members: [
      ['TOULOUSE NATATION CLUB', 'Toulouse'],
      ['ASSOCIATION SPORTIVE DE BALMA', 'Balma'],
      ["CERCLE D'ESCRIME DE L'UNION", "L'Union"],
    ],
  },
  {
    color: '#6b3f8f',
    convention: 'Bureaux d\'études techniques (Syntec) - IDCC 1486',
    jobs: ['Assistant de gestion à temps partagé', 'Assistante de gestion à temps partagé', 'Contrôleur de gestion à temps partagé', 'Contrôleuse de gestion à temps partagé'],
    members: [
      ['VINS ET CRÉMANTS DUMONT SAS', 'Nuits-Saint-Georges'],
      ["BOIS & PANNEAUX DE CÔTE-D'OR SARL", 'Is-sur-Tille'],
      ['TRANSPORTS GIRARD ET FILS SAS', 'Chenôve'],
    ],
  },
]

/** "01/03/29". */
const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`

export async function paieGroupementEmployeurs(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const g = GROUPS[typeof raw.group === 'number' ? raw.group % GROUPS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: false})
  const employer = facts.employer
  const employee = `${upper(name.surname)} ${name.givenNames[0]}`
  const female = person.civility === 'Mme'
  const hired = addDays(slip.start, -randomInt(rng, 200, 2400))
  const color = hex(g.color)
  const ink = hex('#1c1d21')
  const soft = hex('#5f636b')
  const rule = hex('#c5c8ce')
  const pale = hex('#f2f4f6')

  // The month's hours shared between the member firms.
  const shares = g.members.length === 2 ? [0.55, 0.45] : [0.4, 0.35, 0.25]
  const hours = shares.map((f) => Math.round(151.67 * f * 100) / 100)
  hours[hours.length - 1] = Math.round((151.67 - hours.slice(0, -1).reduce((a, b) => a + b, 0)) * 100) / 100
  const members = g.members.map(([member, town], i) => ({hours: hours[i], member, siret: makeSiret(rng, makeSiren(rng)), town}))

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie GE - édition des bulletins', date: slip.paidOn, producer: 'Éditique paie', title: `Bulletin ${slip.period} ${employee}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const W = R - L

  // The group.
  s.box(L, 28, 5, 86, {fill: color})
  const nameLines = wrap(employer.name, 270, H.bold, 11)
  let y = s.lines(nameLines, L + 13, 40, {color, font: H.bold, leading: 12.5, size: 11})
  y = s.lines(
    [
      "Association loi 1901 - Groupement d'employeurs (art. L. 1253-1 C. trav.)",
      `${employer.address.lines.join(', ')}, ${employer.address.postcode} ${employer.address.city}`,
      `SIRET ${groupedSiret(employer.siret)} - NAF 7830Z - Urssaf ${slip.employer.urssaf}`,
      `Convention collective : ${g.convention}`,
    ],
    L + 13,
    y + 1,
    {color: soft, leading: 9.6, size: 7.4},
  )

  s.text('BULLETIN DE PAIE', R, 42, {align: 'right', color: ink, font: H.bold, size: 14})
  s.box(R - 190, 50, 190, 40, {fill: pale})
  s.text(`Période du ${shortDate(slip.start)} au ${shortDate(slip.end)}`, R - 8, 65, {align: 'right', color: ink, font: H.bold, size: 9.6})
  s.text(`Paiement le ${shortDate(slip.paidOn)} par virement`, R - 8, 80, {align: 'right', color: soft, size: 7.8})

  // The employee.
  const EX = 322
  const EY = Math.max(104, y + 10)
  s.box(EX, EY, R - EX, 96, {lineWidth: 0.7, stroke: rule})
  s.text(employee, EX + 10, EY + 17, {color: ink, font: H.bold, size: 10.5})
  s.lines([...address.lines, `${address.postcode} ${upper(address.city)}`], EX + 10, EY + 31, {color: ink, leading: 10.5, size: 8.4})
  s.lines([`Matricule ${randomDigits(rng, 5)}`, `Entrée le ${shortDate(hired)}`], R - 10, EY + 17, {align: 'right', color: soft, leading: 10, size: 7.4})

  const info: [string, string][] = [
    ['Emploi', g.jobs[(slip.cadre ? 2 : 0) + (female ? 1 : 0)]],
    ['Statut', slip.cadre ? 'Cadre' : 'Non cadre'],
    ['N° de sécurité sociale', nirOf(person, rng)],
    ['Temps de travail', 'Temps plein - 151,67 h partagées'],
  ]
  let iy = EY + 8
  for (const [label, value] of info) {
    s.text(label, L, iy + 4, {color: soft, size: 7.4})
    s.text(value, L + 100, iy + 4, {color: ink, font: H.bold, size: 8})
    iy += 13
  }

  // The member firms.
  const TY = iy + 8
  s.text('MISE À DISPOSITION DU MOIS', L, TY, {color, font: H.bold, size: 8})
  s.table({
    columns: [{width: 170}, {width: 76}, {align: 'right', width: 34}],
    font: H.regular,
    frame: true,
    header: [['Adhérent', 'SIRET', 'Heures']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 6.8,
    rowHeight: 12,
    rows: members.map((m) => [`${m.member} (${m.town})`, groupedSiret(m.siret), m.hours.toFixed(2).replace('.', ',')]),
    ruleColor: rule,
    size: 6,
    verticalRules: true,
    x: L,
    y: TY + 5,
  })

  // The body.
  const cols = [34, 190, 58, 48, 62, 62, 77]
  type Row = [string, string, string, string, string, string, string]
  const rows: Row[] = []
  const rate = (v?: number) => (v === undefined ? '' : v.toFixed(Math.abs(v) < 0.1 ? 3 : 2).replace('.', ','))
  for (const e of slip.earnings) {
    const base = e.base === undefined ? '' : e.baseIsCount ? e.base.toFixed(2).replace('.', ',') : plainComma(e.base)
    rows.push([e.code, e.label.replace(/’/g, "'"), base, e.rate === undefined ? '' : e.rate.toFixed(e.baseIsCount ? 4 : 2).replace('.', ','), plainComma(e.amount), '', ''])
  }

  rows.push(['', 'SALAIRE BRUT', '', '', plainComma(slip.gross), '', ''])
  for (const c of slip.contributions) {
    rows.push([c.code, c.label.replace(/’/g, "'"), c.base === undefined ? '' : plainComma(c.base), rate(c.employeeRate), '', c.employee === undefined ? '' : plainComma(c.employee), c.employer === undefined ? '' : plainComma(c.employer)])
  }

  rows.push(['', 'TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', plainComma(slip.totalEmployee), plainComma(slip.totalEmployer)])
  const top = Math.max(EY + 110, TY + 5 + 16 + members.length * 12 + 14)
  const rowHeight = Math.min(11.2, (640 - top - 16) / rows.length)
  const bottom = s.table({
    columns: cols.map((width, i) => ({align: i < 2 ? 'left' : 'right', width})),
    font: H.regular,
    frame: true,
    header: [['Code', 'Rubrique', 'Base', 'Taux', 'À payer', 'À retenir', 'Part patronale']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight,
    rows: rows.map((r) => r.map((text, i) => ({font: r[0] === '' && i === 1 ? H.bold : H.regular, size: i === 1 && text.length > 46 ? 6 : undefined, text}))),
    ruleColor: rule,
    size: 6.7,
    verticalRules: true,
    x: L,
    y: top,
  })

  // The totals with dot leaders, and the year to date.
  const BY = bottom + 12
  const BW = 300
  s.box(R - BW, BY, BW, 104, {lineWidth: 0.8, stroke: color})
  const totals: [string, string, boolean][] = [
    ['Salaire brut', frAmount(slip.gross), false],
    ['Total des cotisations salariales', frAmount(slip.totalEmployee), false],
    ['Net à payer avant impôt sur le revenu', frAmount(slip.netBeforeTax), true],
    ['Net imposable', frAmount(slip.netTaxable), false],
    [`Impôt sur le revenu prélevé à la source (taux ${slip.pasRate.toFixed(1).replace('.', ',')} %)`, frAmount(slip.pas), false],
    ['NET PAYÉ', frAmount(slip.netPaid), true],
    ['Montant net social', frAmount(slip.netSocial), false],
  ]
  let ty = BY + 15
  for (const [label, value, strong] of totals) {
    leader(s, label, value, R - BW + 10, R - 10, ty, {color: ink, font: strong ? H.bold : H.regular, size: 7.8})
    ty += 12.8
  }

  s.text(`Cumuls ${slip.period.slice(0, 4)}`, L, BY + 10, {color, font: H.bold, size: 8})
  s.table({
    columns: [{width: 96}, {align: 'right', width: 112}],
    font: H.regular,
    frame: true,
    rowHeight: 13,
    rowRules: true,
    rows: [
      ['Brut', frAmount(slip.ytd.gross)],
      ['Net imposable', frAmount(slip.ytd.netTaxable)],
      ['Impôt prélevé', frAmount(slip.ytd.pas)],
      ['Heures', slip.ytd.hours.toFixed(2).replace('.', ',')],
      ['Congés acquis / pris', `${slip.leave.currentAcquired.toFixed(2).replace('.', ',')} / ${slip.leave.previousTaken}`],
    ],
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: L,
    y: BY + 16,
  })

  s.paragraph(
    "Le groupement d'employeurs est l'employeur unique du salarié ; les adhérents auprès desquels il est mis à disposition sont solidairement responsables de ses dettes à l'égard du salarié. Dans votre intérêt, conservez ce bulletin sans limitation de durée. Informations : www.mesdroitssociaux.gouv.fr",
    L,
    BY + 128,
    W,
    {color: soft, leading: 9, size: 6.8},
  )

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
    layout: 'bulletin_paie/groupement-employeurs-temps-partage',
    notes: [
      "an employers' group's payslip: the group (an association) employs and pays, the employee works at two or three member firms",
      'the period as a day range with two-digit years ("Période du 01/03/29 au 31/03/29"); the employee "DUBOIS Claire"; amounts without thousands separator in the table ("2480,00") and spaced in the totals box with dot leaders',
      "decoys: the member firms and their SIRETs and hours, the payment and hire dates, the employer's share, the tax, the net paid, the net social amount, the year-to-date figures",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
