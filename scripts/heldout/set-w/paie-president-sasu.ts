/**
 * HELD-OUT bulletin_paie/president-sasu-assimile-salarie: the payslip a ONE-MEMBER SAS (SASU) makes
 * for its own PRESIDENT, paid for the office as an "assimilé salarié" (the manager's pay in a
 * financing dossier): no unemployment insurance (the line printed "non applicable"), no paid leave,
 * the executives' pension and provident schemes. A TWO-COLUMN PAGE: a TINTED LEFT SIDEBAR of
 * LABEL-ABOVE-VALUE cells under three headings ("EMPLOYEUR": the company's name with its legal form
 * as the payroll names it, "NOVACODE SASU", its address, the SIRET grouped, the NAF code;
 * "MANDATAIRE SOCIAL": "M. Thomas GAUTIER", the office, the status, the social security number and
 * the APPOINTMENT DATE: decoys; "PÉRIODE": the period AS A RANGE OF DAYS, "Du 01/03/2028 au
 * 31/03/2028", the only statement of the month, the payment date: a decoy); the main column at the
 * right: the title with "Rémunération du mandat social", the ceiling of the month (a decoy amount),
 * the pay, the contributions in five columns (the employer's share: a decoy column), then the totals
 * as LABEL | VALUE ROWS RIGHT-ALIGNED AT A DISTANCE in a framed box ("Net à payer avant impôt sur le
 * revenu" in a tinted band, "Net imposable", the tax, the net paid, the NET SOCIAL AMOUNT: a decoy),
 * and the year-to-date figures (decoys).
 */
import {addDays, civilFirstLast, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, WHITE, wrap} from '../util.js'

const CEILING = 410_000

export async function paiePresidentSasu(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const company = facts.company
  const period = monthOf(params, facts)
  const first = `${period}-01`
  const last = lastDayOf(period)
  const payDay = addDays(last, -randomInt(rng, 0, 3))
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const t1 = Math.min(gross, CEILING)
  const t2 = Math.max(0, gross - CEILING)
  const csgBase = Math.round(gross * 0.9825)
  const pc = (base: number, rate: number) => Math.round((base * rate) / 100)
  const health = 3850
  type Line = [string, number, string, number, number]
  const lines: Line[] = [
    ['Sécurité sociale - maladie, maternité', gross, '', 0, pc(gross, 7)],
    ['Sécurité sociale plafonnée', t1, '6,90', pc(t1, 6.9), pc(t1, 8.55)],
    ['Sécurité sociale déplafonnée', gross, '0,40', pc(gross, 0.4), pc(gross, 2.02)],
    ['Retraite complémentaire Tranche 1', t1, '3,15', pc(t1, 3.15), pc(t1, 4.72)],
    ['CEG Tranche 1', t1, '0,86', pc(t1, 0.86), pc(t1, 1.29)],
  ]
  if (t2) lines.push(['Retraite complémentaire Tranche 2', t2, '8,64', pc(t2, 8.64), pc(t2, 12.95)], ['CEG Tranche 2', t2, '1,08', pc(t2, 1.08), pc(t2, 1.62)], ['CET', gross, '0,14', pc(gross, 0.14), pc(gross, 0.21)])
  lines.push(
    ['APEC', gross, '0,024', pc(gross, 0.024), pc(gross, 0.036)],
    ['Prévoyance cadres (1,50 % T1)', t1, '', 0, pc(t1, 1.5)],
    ['Complémentaire santé (forfait)', 0, '', health, health],
    ['Assurance chômage : non applicable', 0, '', 0, 0],
    ['CSG déductible', csgBase, '6,80', pc(csgBase, 6.8), 0],
  )
  const csgNd = pc(csgBase, 2.9)
  lines.push(['CSG/CRDS non déductible', csgBase, '2,90', csgNd, 0])
  const contributions = lines.reduce((sum, l) => sum + l[3], 0)
  const employerShare = lines.reduce((sum, l) => sum + l[4], 0)
  const netBeforeTax = amounts.netBeforeTaxCents ?? gross - contributions
  const netTaxable = amounts.netTaxableCents ?? netBeforeTax + csgNd + health
  const rate = [2.9, 4.6, 7.5, 9.9, 12.4][randomInt(rng, 0, 4)]
  const tax = Math.round((netTaxable * rate) / 100)
  const paid = netBeforeTax - tax
  const netSocial = netBeforeTax + randomInt(rng, 2000, 6000)
  const months = Number(period.slice(5, 7))
  const employee = civilFirstLast(name)
  const ink = hex('#1d2026')
  const soft = hex('#5e636d')
  const accent = hex('#37474f')
  const side = hex('#eceff1')
  const rule = hex('#b0bec5')
  const f = (c: number) => frAmount(c)

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Paie Expert Dirigeant', date: payDay, producer: 'PED PDF', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const SX = 28
  const SW = 160
  const MX = SX + SW + 14
  const R = 567
  const MW = R - MX

  // The sidebar.
  s.box(SX, 28, SW, 786, {fill: side})
  let y = 48
  const heading = (text: string) => {
    s.box(SX, y - 12, SW, 18, {fill: accent})
    s.text(text, SX + 8, y + 1, {color: WHITE, font: H.bold, size: 8})
    y += 20
  }

  const cell = (label: string, values: string[], bold = false) => {
    s.text(label, SX + 8, y, {color: soft, size: 6.8})
    const wrapped = values.flatMap((v) => wrap(v, SW - 16, bold ? H.bold : H.regular, 8.2))
    s.lines(wrapped, SX + 8, y + 10.5, {color: ink, font: bold ? H.bold : H.regular, leading: 10, size: 8.2})
    y += 10.5 + wrapped.length * 10 + 8
  }

  heading('EMPLOYEUR')
  cell('Raison sociale', [employer.name], true)
  cell('Adresse', [...employer.address.lines, `${employer.address.postcode} ${employer.address.city}`])
  cell('SIRET', [groupedSiret(employer.siret)])
  cell('Code NAF', [company.naf])
  cell('Convention collective', ['Sans objet (mandataire social)'])
  y += 6
  heading('MANDATAIRE SOCIAL')
  cell('Nom', [employee], true)
  cell('Fonction', [person.civility === 'Mme' ? 'Présidente' : 'Président'])
  cell('Statut', ['Assimilé salarié (art. L. 311-3, 23° CSS) - cadre'])
  cell('N° de sécurité sociale', [nirOf(person, rng)])
  cell('Nommé(e) le', [slashDate(company.registeredOn)])
  y += 6
  heading('PÉRIODE')
  cell('Période de paie', [`Du ${slashDate(first)} au ${slashDate(last)}`], true)
  cell('Date de paiement', [slashDate(payDay)])
  cell('Mode de paiement', ['Virement bancaire'])

  // The main column.
  s.text('BULLETIN DE PAIE', MX, 46, {color: accent, font: H.bold, size: 16})
  s.text('Rémunération du mandat social', MX, 60, {color: soft, size: 9})
  s.text(`Plafond mensuel de la sécurité sociale : ${f(CEILING)} €`, R, 60, {align: 'right', color: soft, size: 7.4})

  y = s.table({
    columns: [{width: 176}, {align: 'right', width: 72}, {align: 'right', width: 42}, {align: 'right', width: MW - 290}],
    font: H.regular,
    frame: true,
    header: [['Rémunération', 'Base', 'Nombre', 'Montant']],
    headerColor: WHITE,
    headerFill: accent,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Rémunération forfaitaire du mandat', f(gross), '1,00', f(gross)],
      [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: f(gross)}],
    ],
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: MX,
    y: 74,
  })

  const cols = [150, 62, 38, 56, MW - 306]
  y = s.table({
    columns: cols.map((width, i) => ({align: i === 0 ? 'left' : 'right', width})),
    font: H.regular,
    frame: true,
    header: [['Cotisations et contributions', 'Base', 'Taux', 'Part salariale', 'Part patronale']],
    headerColor: WHITE,
    headerFill: accent,
    headerFont: H.bold,
    headerSize: 7,
    rowHeight: 14,
    rows: [
      ...lines.map(([label, base, taux, emp, er]) => [
        label.length > 34 ? {size: 6.4, text: label} : label,
        base ? f(base) : '',
        taux,
        emp ? f(emp) : label.startsWith('Assurance chômage') ? '-' : '',
        er ? f(er) : label.startsWith('Assurance chômage') ? '-' : '',
      ]),
      [{font: H.bold, text: 'TOTAL DES RETENUES'}, '', '', {font: H.bold, text: f(contributions)}, {font: H.bold, text: f(employerShare)}],
    ],
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: MX,
    y: y + 12,
    zebra: hex('#f6f8f9'),
  })

  // The totals: label | value rows right-aligned at a distance.
  y += 16
  const boxTop = y
  const rows: [string, string, boolean][] = [
    ['Net à payer avant impôt sur le revenu', f(netBeforeTax), true],
    ['Net imposable', f(netTaxable), false],
    [`Impôt sur le revenu prélevé à la source (taux personnalisé ${frDecimal(rate, 1)} %)`, `- ${f(tax)}`, false],
    ['Net payé', `${f(paid)} €`, true],
    ['Montant net social', f(netSocial), false],
  ]
  y += 6
  for (const [label, value, strong] of rows) {
    if (label.startsWith('Net à payer')) s.box(MX + 1, y - 1, MW - 2, 20, {fill: hex('#dfe7ea')})
    s.text(label, MX + 10, y + 12, {color: ink, font: strong ? H.bold : H.regular, size: strong ? 8.8 : 8})
    s.text(value, R - 10, y + 12, {align: 'right', color: ink, font: strong ? H.bold : H.regular, size: strong ? 9.6 : 8.4})
    y += 20
  }

  s.box(MX, boxTop, MW, y - boxTop + 4, {lineWidth: 0.7, stroke: accent})
  y += 20
  const cumul = (c: number) => f(c * months + (months > 1 ? randomInt(rng, -15_000, 15_000) : 0))
  s.text(`Cumuls de l'année ${period.slice(0, 4)}`, MX, y, {color: accent, font: H.bold, size: 8})
  y = s.table({
    columns: [{align: 'right', width: MW / 4}, {align: 'right', width: MW / 4}, {align: 'right', width: MW / 4}, {align: 'right', width: MW / 4}],
    font: H.regular,
    frame: true,
    header: [['Brut', 'Net imposable', 'Impôt prélevé', 'Coût employeur']],
    headerFill: side,
    headerFont: H.bold,
    rowHeight: 15,
    rows: [[cumul(gross), cumul(netTaxable), cumul(tax), cumul(gross + employerShare)]],
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: MX,
    y: y + 6,
  })

  s.paragraph(
    "Le président d'une SAS rémunéré au titre de son mandat relève du régime général de la sécurité sociale sans être lié par un contrat de travail : il ne cotise pas à l'assurance chômage et n'acquiert pas de congés payés. Conservez ce bulletin sans limitation de durée.",
    MX,
    y + 18,
    MW,
    {color: soft, leading: 9.4, size: 7},
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
    layout: 'bulletin_paie/president-sasu-assimile-salarie',
    notes: [
      "a one-member SAS's payslip for its own president (assimilé salarié): no unemployment insurance, no paid leave",
      'a two-column page: a tinted sidebar of label-above-value cells (employer, officer, period "Du 01/03/2028 au 31/03/2028") beside the body; the totals as label | value rows right-aligned at a distance in a framed box',
      "decoys: the appointment date, the payment date, the social security ceiling, the employer's share column, the net social amount, the year-to-date figures",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
