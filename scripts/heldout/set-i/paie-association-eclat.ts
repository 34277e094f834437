/**
 * HELD-OUT bulletin_paie/association-eclat: the payslip the Urssaf's "Chèque emploi associatif"
 * service (CEA) draws up each month for a SMALL ASSOCIATION that declared its part-time youth
 * worker there, under the ÉCLAT agreement (IDCC 1518, pay by index points): the "urssaf" wordmark
 * with "Chèque emploi associatif" and a small round "cea" mark top left, the national centre's
 * address top right; a blue band "BULLETIN DE SALAIRE" with the period "Février 2026" (month in
 * words) at its right and under it "Période d'emploi du 01/02/2026 au 28/02/2026 - Date de
 * paiement : 27/02/2026 - Édité le 03/03/2026"; two columns of LABEL-ABOVE-VALUE pairs in pale
 * boxes, "EMPLOYEUR" (the association's name, "Association loi 1901", address, "N° SIRET"
 * grouped, "Code APE", "N° CEA", the agreement) and "SALARIÉ(E)" ("DUBOIS Claire Marie": NAME
 * Given names; birth name for a married woman; address; job "Animatrice"; "Groupe C - Coefficient
 * 280 - Valeur du point 6,92 €"; part-time hours; entry date; social security number); the pay
 * elements as a small ruled table (base pay of the points prorated to the part-time hours,
 * complementary hours at +10 %, "SALAIRE BRUT"); the clarified contributions ("Santé",
 * "Accidents du travail", "Retraite", "Famille", "Assurance chômage", "Autres contributions dues
 * par l'employeur", CSG, "Allègement de cotisations" as a negative employer amount) as a table
 * "Base | Part salarié(e) | Part employeur"; then a summary column at the right of label / amount
 * rows ("Net à payer avant impôt sur le revenu", the tax grid "Net imposable | Taux | Montant",
 * "NET PAYÉ", "Montant net social") beside a year-to-date box at the left (decoys); the mention
 * that the centre drew it up from the employer's declaration. Amounts "1 107,45".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, monthTitle, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const POINT = 6.92
const GRADES = [
  {coefficient: 280, group: 'C'},
  {coefficient: 280, group: 'C'},
  {coefficient: 300, group: 'D'},
  {coefficient: 350, group: 'E'},
]
const JOBS_M = ['Animateur', 'Animateur périscolaire', 'Animateur technicien activités physiques', 'Animateur socioculturel']
const JOBS_F = ['Animatrice', 'Animatrice périscolaire', 'Animatrice technicienne activités physiques', 'Animatrice socioculturelle']
const HOURS = [{hours: 65, weekly: '15 h'}, {hours: 86.67, weekly: '20 h'}, {hours: 104, weekly: '24 h'}, {hours: 121.33, weekly: '28 h'}]

const e = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

export async function paieAssociationEclat(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const naf = typeof raw.naf === 'string' ? raw.naf : '9499Z'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 0, 3))
  const edited = addDays(end, randomInt(rng, 2, 9))
  const employee = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const grade = pick(rng, GRADES)
  const time = pick(rng, HOURS)
  const job = pick(rng, name.civility === 'Mme' ? JOBS_F : JOBS_M)
  const hired = addDays(start, -randomInt(rng, 120, 2600))

  const fullTime = Math.round(grade.coefficient * POINT * 100)
  const base = Math.round((fullTime * time.hours) / 151.67)
  const hourly = fullTime / 151.67
  const extraHours = pick(rng, [0, 0, 3, 5.5, 8])
  const extra = Math.round(extraHours * hourly * 1.1)
  const gross = base + extra

  const health = 1500
  const healthPat = 1500
  const retraite = Math.round(gross * 0.069) + Math.round(gross * 0.004) + Math.round(gross * 0.0401) + Math.round(gross * 0.0086)
  const retraitePat = Math.round(gross * 0.0855) + Math.round(gross * 0.0211) + Math.round(gross * 0.0601) + Math.round(gross * 0.0129)
  const csgBase = Math.round(gross * 0.9825) + healthPat
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const totalSal = health + retraite + csgD + csgN
  const pat = {
    at: Math.round(gross * 0.012),
    autres: Math.round(gross * 0.0163),
    chomage: Math.round(gross * 0.0405),
    famille: Math.round(gross * 0.0345),
    maladie: Math.round(gross * 0.07),
  }
  const allegement = -Math.round(gross * 0.268)
  const totalPat = healthPat + retraitePat + pat.at + pat.autres + pat.chomage + pat.famille + pat.maladie + allegement
  const netBeforeTax = gross - totalSal
  const netTaxable = gross - totalSal + csgN + healthPat
  const netSocial = netBeforeTax + health
  const pasRate = pick(rng, [0, 0, 0.8, 1.6, 2.4])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas

  const blue = hex('#004b93')
  const teal = hex('#1b8a8f')
  const pale = hex('#f0f5f9')
  const ink = hex('#1f2933')

  const {doc, fonts} = await newDocument({author: 'Urssaf - Centre national Chèque emploi associatif', creator: 'CEA - Bulletins de salaire', date: edited, producer: 'Urssaf Éditique', title: `Bulletin de salaire ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // Marks and centre.
  s.text('urssaf', L, 52, {color: blue, font: H.bold, size: 22})
  s.box(L, 57, 68, 2.5, {fill: hex('#f39200')})
  s.circle(L + 104, 44, 14, {fill: teal})
  s.text('cea', L + 104, 48, {align: 'center', color: WHITE, font: H.bold, size: 11})
  s.lines(['Chèque emploi', 'associatif'], L + 124, 41, {color: teal, font: H.bold, leading: 10, size: 9})
  s.lines(['Centre national Chèque emploi associatif', 'TSA 40001 - 42961 SAINT-ÉTIENNE CEDEX 9', 'cea.urssaf.fr - 0 806 802 378'], R, 36, {align: 'right', color: GREY, leading: 9.5, size: 7.5})

  // Title band.
  s.box(L, 78, R - L, 22, {fill: blue})
  s.text('BULLETIN DE SALAIRE', L + 10, 93, {color: WHITE, font: H.bold, size: 12})
  s.text(monthTitle(period), R - 10, 93, {align: 'right', color: WHITE, font: H.bold, size: 11})
  s.text(`Période d'emploi du ${slashDate(start)} au ${slashDate(end)}  -  Date de paiement : ${slashDate(paidOn)}  -  Édité le ${slashDate(edited)}`, L, 113, {color: GREY, size: 7.8})

  // Two columns of label-above-value pairs.
  const colW = (R - L - 12) / 2
  const pairs = (x: number, y: number, title: string, items: [string, string[]][]) => {
    let at = y + 16
    const height = 20 + items.reduce((sum, [, v]) => sum + 11 + v.length * 10.5, 0)
    s.box(x, y, colW, height, {fill: pale})
    s.box(x, y, colW, 3, {fill: teal})
    s.text(title, x + 8, at, {color: teal, font: H.bold, size: 8.5})
    at += 13
    for (const [lab, values] of items) {
      s.text(lab, x + 8, at, {color: GREY, size: 6.8})
      at += 10
      for (const [k, v] of values.entries()) {
        s.text(v, x + 8, at, {color: ink, font: k === 0 && (lab === 'Raison sociale' || lab === 'Nom et prénom(s)') ? H.bold : H.regular, size: 8.3})
        at += 10.5
      }

      at += 1
    }

    return y + height
  }

  const top = 124
  const employerItems: [string, string[]][] = [
    ['Raison sociale', [employer.name]],
    ['Forme juridique', ['Association loi 1901']],
    ['Adresse', addressLines(employer.address)],
    ['N° SIRET', [groupedSiret(employer.siret)]],
    ['Code APE', [naf]],
    ['N° CEA', [`${employer.address.postcode.slice(0, 2)}${randomDigits(rng, 1)} ${randomDigits(rng, 7)}`]],
    ['Convention collective', ['ÉCLAT (ex-Animation) - IDCC 1518']],
  ]
  const employeeItems: [string, string[]][] = [
    ['Nom et prénom(s)', [employee]],
    ...(name.birthSurname ? ([['Nom de naissance', [upper(name.birthSurname)]]] as [string, string[]][]) : []),
    ['Adresse', addressLines(address)],
    ['Emploi', [job]],
    ['Classification', [`Groupe ${grade.group} - Coefficient ${grade.coefficient} - Valeur du point ${frDecimal(POINT, 2)} €`]],
    ['Temps de travail', [`Temps partiel - ${frDecimal(time.hours, 2)} h par mois (${time.weekly} hebdomadaires)`]],
    ["Date d'entrée", [slashDate(hired)]],
    ['N° de sécurité sociale', [nirOf(person, rng)]],
  ]
  const b1 = pairs(L, top, 'EMPLOYEUR', employerItems)
  const b2 = pairs(L + colW + 12, top, 'SALARIÉ(E)', employeeItems)
  let y = Math.max(b1, b2) + 16

  // Pay elements.
  const tableStyle = {font: H.regular, frame: true, headerFill: hex('#dde8f2'), headerFont: H.bold, headerHeight: 15, headerSize: 7.6, rowHeight: 13, rowRules: true, size: 7.8, verticalRules: true}
  s.text('ÉLÉMENTS DE RÉMUNÉRATION', L, y, {color: blue, font: H.bold, size: 8.5})
  const payRows: (string | {text: string; font: typeof H.bold})[][] = [
    [`Salaire de base (${grade.coefficient} points x ${frDecimal(POINT, 2)} €, temps partiel)`, frDecimal(time.hours, 2), frDecimal(hourly / 100, 4), e(base)],
  ]
  if (extraHours) payRows.push(['Heures complémentaires majorées à 10 %', frDecimal(extraHours, 2), frDecimal((hourly * 1.1) / 100, 4), e(extra)])
  payRows.push([{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: e(gross)}])
  y = s.table({...tableStyle, columns: [{width: 293}, {align: 'right', width: 70}, {align: 'right', width: 70}, {align: 'right', width: R - L - 433}], header: [['Libellé', 'Nombre', 'Taux', 'Montant']], rows: payRows, x: L, y: y + 6})

  // Contributions.
  y += 18
  s.text('COTISATIONS ET CONTRIBUTIONS SOCIALES', L, y, {color: blue, font: H.bold, size: 8.5})
  const contribRows: (string | {text: string; font: typeof H.bold})[][] = [
    ['Santé - Sécurité sociale (maladie, maternité, invalidité, décès)', e(gross), '', e(pat.maladie)],
    ['Santé - Complémentaire santé', '', e(health), e(healthPat)],
    ['Accidents du travail - maladies professionnelles', e(gross), '', e(pat.at)],
    ['Retraite (Sécurité sociale et complémentaire)', e(gross), e(retraite), e(retraitePat)],
    ['Famille', e(gross), '', e(pat.famille)],
    ['Assurance chômage', e(gross), '', e(pat.chomage)],
    ["Autres contributions dues par l'employeur", e(gross), '', e(pat.autres)],
    ['CSG déductible de l\'impôt sur le revenu', e(csgBase), e(csgD), ''],
    ['CSG/CRDS non déductible de l\'impôt sur le revenu', e(csgBase), e(csgN), ''],
    ['Allègement de cotisations', '', '', `-${e(-allegement)}`],
    [{font: H.bold, text: 'TOTAL DES COTISATIONS ET CONTRIBUTIONS'}, '', {font: H.bold, text: e(totalSal)}, {font: H.bold, text: e(totalPat)}],
  ]
  y = s.table({...tableStyle, columns: [{width: 263}, {align: 'right', width: 80}, {align: 'right', width: 90}, {align: 'right', width: R - L - 433}], header: [['Libellé', 'Base', 'Part salarié(e)', 'Part employeur']], rows: contribRows, x: L, y: y + 6})

  // Year to date (left) and summary (right).
  y += 18
  const month = Number(period.slice(5, 7))
  const k = month * (month > 1 ? 0.95 + rng() * 0.08 : 1)
  const cw = 200
  s.box(L, y, cw, 88, {lineWidth: 0.6, stroke: hex('#b9c8d6')})
  s.text(`Cumuls depuis le 01/01/${period.slice(0, 4)}`, L + 8, y + 15, {color: teal, font: H.bold, size: 8})
  const ytd: [string, string][] = [
    ['Heures rémunérées', frDecimal((time.hours + extraHours) * month * 0.98, 2)],
    ['Salaire brut', frAmount(Math.round(gross * k), ' ')],
    ['Net imposable', frAmount(Math.round(netTaxable * k), ' ')],
    ['Impôt prélevé', frAmount(Math.round(pas * k), ' ')],
  ]
  ytd.forEach(([lab, value], j) => {
    s.text(lab, L + 8, y + 33 + j * 14, {color: GREY, size: 7.8})
    s.text(value, L + cw - 8, y + 33 + j * 14, {align: 'right', size: 8})
  })

  const sx = L + cw + 20
  const sum: [string, string, boolean][] = [
    ['Net à payer avant impôt sur le revenu', e(netBeforeTax), true],
    [`Impôt sur le revenu : net imposable ${e(netTaxable)} - taux ${frDecimal(pasRate, 2)} %`, pas ? `-${e(pas)}` : '0,00', false],
  ]
  sum.forEach(([lab, value, bold], j) => {
    s.text(lab, sx, y + 12 + j * 16, {font: bold ? H.bold : H.regular, size: 8.2})
    s.text(value, R, y + 12 + j * 16, {align: 'right', font: bold ? H.bold : H.regular, size: 8.6})
    s.hline(sx, R, y + 16 + j * 16, {color: hex('#d4dde6'), width: 0.5})
  })
  s.box(sx, y + 40, R - sx, 24, {fill: blue})
  s.text('NET PAYÉ', sx + 10, y + 56, {color: WHITE, font: H.bold, size: 10})
  s.text(`${e(netPaid)} €`, R - 10, y + 56.5, {align: 'right', color: WHITE, font: H.bold, size: 11})
  s.text('Montant net social', sx, y + 82, {size: 8})
  s.text(e(netSocial), R, y + 82, {align: 'right', size: 8.4})

  s.paragraph(
    "Ce bulletin de salaire a été établi par le centre national Chèque emploi associatif, pour le compte de l'association employeur, à partir des éléments qu'elle a déclarés. Les cotisations sont prélevées sur le compte de l'association. Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.",
    L,
    y + 112,
    R - L,
    {color: GREY, leading: 9.5, size: 7.4},
  )
  s.hline(L, R, 806, {color: hex('#cccccc'), width: 0.5})
  s.text(`Urssaf - Chèque emploi associatif - Bulletin n° ${randomDigits(rng, 9)} - Page 1/1`, s.width / 2, 818, {align: 'center', color: GREY, size: 6.8})

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
    layout: 'bulletin_paie/association-eclat',
    notes: [
      'an association (loi 1901) as employer, its payslip drawn up by the Urssaf CEA centre (the centre\'s address at the top)',
      'employer and employee as label-above-value pairs in two pale columns',
      'part-time pay from index points; clarified contributions with a negative employer relief',
      'net taxable only inside the tax sentence of the summary; year-to-date box as decoys',
      'period in words in the title band, employment period, payment and edition dates in one grey line',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
