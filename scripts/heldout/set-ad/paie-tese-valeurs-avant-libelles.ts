/**
 * HELD-OUT bulletin_paie/tese-urssaf-valeurs-avant-libelles: the payslip that the Urssaf's
 * "TITRE EMPLOI SERVICE ENTREPRISE" (Tese, the simplified payroll service of the small employers)
 * draws up FOR the employer from its declaration (four invented small employers: a garage, a
 * bookshop, a metalwork shop, a land surveyor's office), downloaded from the employer's Tese space:
 * the service's band at the top ("Bulletin de paie établi par le Centre national Tese pour le
 * compte de l'employeur"), "Période d'emploi du 01/03/2032 au 31/03/2032" (the truth), the payment
 * date and the slip's number (decoys); two framed boxes: the EMPLOYER (the name with its form, the
 * address, "SIRET" grouped: the truths; the Tese number, NAF and agreement: decoys) and the EMPLOYEE
 * ("M. GAUTIER Thomas", civility, surname, first given name: the truth; the address, the social
 * security number, the job, the hire date: decoys); the table in SMALL PRINT (about 6.5 points: the
 * base salary, the bonus, the contributions by risk with the employer's columns); then the summary
 * band with the VALUES BEFORE THEIR LABELS ("3 456,78   SALAIRE BRUT", "2 667,66   NET À PAYER AVANT
 * IMPÔT SUR LE REVENU", "2 745,10   Net imposable": the truths; the total of contributions, the tax
 * at source with its rate, the net paid, the net social amount: decoys); the year to date and the
 * paid leave (decoys); the Centre national's address in the footer (a decoy).
 */
import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addressLines, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, newDocument, nirOf, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

interface Employer {
  naf: string
  convention: string
  job: [string, string]
}

/** The small employers (index.ts passes `employer`, in the order of its EMPLOYERS). */
const EMPLOYERS: Employer[] = [
  {convention: "Services de l'automobile - IDCC 1090", job: ['Mécanicien automobile', 'Réceptionnaire après-vente'], naf: '4520A'},
  {convention: 'Librairie - IDCC 3013', job: ['Libraire', 'Libraire'], naf: '4761Z'},
  {convention: 'Métallurgie - IDCC 3248', job: ['Métallier-serrurier', 'Assistante administrative'], naf: '2511Z'},
  {convention: 'Cabinets de géomètres-experts, géomètres-topographes - IDCC 2543', job: ['Technicien géomètre', 'Technicienne géomètre'], naf: '7112A'},
]

const n = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
const rate = (r: number | undefined) => (r === undefined ? '' : r.toFixed(r % 1 === 0 ? 2 : 3).replace('.', ','))

export async function paieTeseValeursAvantLibelles(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const emp = EMPLOYERS[typeof raw.employer === 'number' ? raw.employer % EMPLOYERS.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: true, extras: false})
  const employer = facts.employer
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const tese = `${randomInt(rng, 10, 95)} ${randomDigits(rng, 6)} ${randomDigits(rng, 1)}`
  const nir = nirOf(person, rng)
  const job = emp.job[name.civility === 'Mme' ? 1 : 0]
  const number = `${slip.period.replace('-', '')}-${randomDigits(rng, 6)}`
  const ink = hex('#1d2024')
  const soft = hex('#5c616b')
  const blue = hex('#0a4f8f')
  const pale = hex('#e9f0f7')
  const rule = hex('#b8c3cf')

  const {doc, fonts} = await newDocument({author: 'Urssaf - Centre national Tese', creator: 'Tese', date: slip.paidOn, producer: 'Urssaf Éditique', title: `Bulletin de paie ${slip.period} - ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const W = R - L

  // The service's band.
  s.box(L, 26, 62, 30, {fill: blue, radius: 5})
  s.text('tese', L + 31, 47, {align: 'center', color: WHITE, font: H.bold, size: 16})
  s.text('Titre Emploi Service Entreprise', L + 72, 39, {color: blue, font: H.bold, size: 9.4})
  s.text('Un service Urssaf', L + 72, 51, {color: soft, size: 7.8})
  s.text('BULLETIN DE PAIE', R, 38, {align: 'right', color: ink, font: H.bold, size: 13})
  s.text(`Période d'emploi du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, R, 51, {align: 'right', color: ink, font: H.bold, size: 8.6})
  s.text(`Date de paiement : ${slashDate(slip.paidOn)}  -  Bulletin n° ${number}`, R, 62, {align: 'right', color: soft, size: 7.4})
  s.text("Bulletin de paie établi par le Centre national Tese pour le compte de l'employeur, à partir du volet social qu'il a déclaré.", L, 76, {color: soft, font: H.italic, size: 7.2})

  // The employer and the employee.
  const half = (W - 10) / 2
  const box = (x: number, title: string, lines: [string, boolean][]) => {
    s.box(x, 84, half, 110, {lineWidth: 0.7, stroke: rule})
    s.box(x, 84, half, 14, {fill: pale})
    s.text(title, x + 6, 94, {color: blue, font: H.bold, size: 7.6})
    lines.forEach(([line, bold], j) => s.text(line, x + 6, 110 + j * 10.4, {color: ink, font: bold ? H.bold : H.regular, size: Math.min(bold ? 8.8 : 7.6, (half - 12) / (bold ? H.bold : H.regular).widthOfTextAtSize(line, 1))}))
  }

  box(L, 'EMPLOYEUR', [
    [employer.name, true],
    ...employer.address.lines.map((l) => [l, false] as [string, boolean]),
    [`${employer.address.postcode} ${upper(employer.address.city)}`, false],
    [`SIRET : ${groupedSiret(employer.siret)}`, false],
    [`N° Tese : ${tese}  -  Code NAF : ${emp.naf}`, false],
    [`Convention collective : ${emp.convention}`, false],
  ])
  box(L + half + 10, 'SALARIÉ', [
    [employee, true],
    ...addressLines(address).map((l) => [l, false] as [string, boolean]),
    [`N° de sécurité sociale : ${nir}`, false],
    [`Emploi : ${job} - ${slip.employee.status}`, false],
    [`Date d'entrée : ${slashDate(slip.employee.entry)}  -  ${slip.employee.classification}`, false],
  ])

  // The table, in small print.
  let y = 206
  const cols = [W - 330, 62, 46, 64, 46, 64, 48]
  const lefts = cols.map((_, j) => L + cols.slice(0, j).reduce((a, b) => a + b, 0))
  const size = 6.5
  const row = (cells: string[], bold = false, fill?: ReturnType<typeof hex>) => {
    if (fill) s.box(L, y, W, 10.5, {fill})
    cells.forEach((cell, j) => {
      const font = bold ? H.bold : H.regular
      const fit = Math.min(size, (cols[j] - 5) / Math.max(0.001, font.widthOfTextAtSize(cell, 1)))
      if (j === 0) s.text(cell, lefts[j] + 3, y + 7.6, {color: ink, font, size: fit})
      else s.text(cell, lefts[j] + cols[j] - 3, y + 7.6, {align: 'right', color: ink, font, size: fit})
    })
    y += 10.5
  }

  const top = y
  row(['Rubriques', 'Base', 'Taux sal.', 'Montant sal.', 'Taux pat.', 'Montant pat.', 'Code'], true, pale)
  for (const e of slip.earnings) row([e.label, e.baseIsCount ? (e.base ?? 0).toFixed(2).replace('.', ',') : n(e.base ?? 0), e.rate === undefined ? '' : e.rate.toFixed(4).replace('.', ','), n(e.amount), '', '', e.code])
  row(['SALAIRE BRUT', '', '', n(slip.gross), '', '', ''], true)
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      row([group, '', '', '', '', '', ''], true)
    }

    row([c.label, c.base === undefined ? '' : n(c.base), rate(c.employeeRate), c.employee === undefined ? '' : n(-c.employee), rate(c.employerRate), c.employer === undefined ? '' : n(c.employer), c.code])
  }

  row(['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', n(-slip.totalEmployee), '', n(slip.totalEmployer), ''], true, pale)
  s.box(L, top, W, y - top, {lineWidth: 0.6, stroke: rule})
  for (const x of lefts.slice(1)) s.vline(x, top, y, {color: rule, width: 0.35})

  // The summary: the values before their labels.
  y += 12
  s.box(L, y, W, 84, {fill: pale, lineWidth: 0.8, stroke: blue})
  const vx = L + 78
  const left: [string, string, boolean][] = [
    [n(slip.gross), 'SALAIRE BRUT', true],
    [n(-slip.totalEmployee), 'Total des cotisations et contributions salariales', false],
    [n(slip.netBeforeTax), 'NET À PAYER AVANT IMPÔT SUR LE REVENU', true],
    [n(slip.netSocial), 'Montant net social', false],
  ]
  left.forEach(([value, label, bold], j) => {
    s.text(value, vx, y + 18 + j * 18, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: bold ? 10.5 : 9})
    s.text(label, vx + 10, y + 18 + j * 18, {color: ink, font: bold ? H.bold : H.regular, size: bold ? 8.6 : 8})
  })
  const rx = L + W / 2 + 70
  const right: [string, string, boolean][] = [
    [n(slip.netTaxable), 'Net imposable', false],
    [slip.pas === 0 ? '0,00' : n(-slip.pas), `Impôt sur le revenu prélevé à la source (taux ${slip.pasRate.toFixed(1).replace('.', ',')} %)`, false],
    [n(slip.netPaid), 'NET PAYÉ EN EUROS', true],
  ]
  right.forEach(([value, label, bold], j) => {
    s.text(value, rx, y + 18 + j * 18, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: bold ? 10.5 : 9})
    s.text(label, rx + 10, y + 18 + j * 18, {color: ink, font: bold ? H.bold : H.regular, size: Math.min(bold ? 8.6 : 8, (R - rx - 16) / (bold ? H.bold : H.regular).widthOfTextAtSize(label, 1))})
  })
  s.text(`Virement le ${slashDate(slip.paidOn)}`, R - 8, y + 76, {align: 'right', color: soft, size: 7.2})

  // The year to date and the paid leave.
  y += 100
  const month = Number(slip.period.slice(5, 7))
  s.table({
    columns: [{width: 110}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: 84}, {align: 'right', width: W - 446}],
    font: H.regular,
    frame: true,
    header: [['Cumuls annuels', 'Brut', 'Net imposable', 'Impôt prélevé', 'Heures', 'Coût employeur']],
    headerFill: pale,
    headerFont: H.bold,
    rows: [[`Janvier à ${['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][month - 1]}`, n(slip.ytd.gross), n(slip.ytd.netTaxable), slip.ytd.pas === 0 ? '0,00' : n(slip.ytd.pas), slip.ytd.hours.toFixed(2).replace('.', ','), n(slip.ytd.employerCost)]],
    ruleColor: rule,
    size: 6.8,
    verticalRules: true,
    x: L,
    y,
  })
  y += 40
  s.text(
    `Congés payés (jours ouvrables) - N-1 : acquis ${slip.leave.previousAcquired.toFixed(2).replace('.', ',')}, pris ${slip.leave.previousTaken.toFixed(2).replace('.', ',')}, solde ${(slip.leave.previousAcquired - slip.leave.previousTaken).toFixed(2).replace('.', ',')}  -  N : acquis ${slip.leave.currentAcquired.toFixed(2).replace('.', ',')}`,
    L,
    y,
    {color: soft, size: 7},
  )

  s.hline(L, R, 796, {color: rule, width: 0.5})
  s.text('Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.', (L + R) / 2, 808, {align: 'center', color: soft, size: 7})
  s.text('Centre national Tese - 3 avenue Emile Loubet - 42961 Saint-Étienne Cedex 9 - www.letese.urssaf.fr', (L + R) / 2, 819, {align: 'center', color: soft, size: 6.8})

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
    layout: 'bulletin_paie/tese-urssaf-valeurs-avant-libelles',
    notes: [
      "the payslip the Urssaf's Tese service draws up for a small employer: the service's band, the employer and the employee in two framed boxes, the table in small print",
      '"Période d\'emploi du 01/03/2032 au 31/03/2032"; the employer with its form and the SIRET grouped; the employee "M. GAUTIER Thomas"; the summary with the values before their labels ("2 667,66   NET À PAYER AVANT IMPÔT SUR LE REVENU")',
      "decoys: the payment date and the slip's number, the Tese number, the NAF and agreement, the employee's address, social security number, job and hire date, the total of contributions, the net social amount, the tax at source, the net paid, the year to date, the paid leave, the Centre national's address",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
