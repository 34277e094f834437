/**
 * HELD-OUT bulletin_paie/apprenti-ebp: the payslip of an APPRENTICE in a small craft business, as
 * the accountant's payroll package of small firms prints it (EBP Paye style, "bulletin clarifié"):
 * at the top left the employer in a framed box (name in bold, address, "Siret :" UNSPACED, "Code
 * NAF :", "N° Urssaf :"); at the top right a grey box "BULLETIN DE SALAIRE" with "Période du :
 * 01/03/2026 au : 31/03/2026" and "Paiement le : 31/03/2026 par Virement", under it the employee's
 * mailing block framed ("Mme LEMAIRE Chloé": civility, SURNAME, first given name); at the left the
 * employee's particulars as "label : value" lines (matricule, social security number, job,
 * "Statut : Apprenti", the apprenticeship contract with its diploma and year, entry date, the
 * collective agreement); the body as one ruled table with rubric CODES "Code | Désignation | Base
 * | Taux | À payer | À retenir | Taux pat. | Charges pat." whose first line is the apprentice's
 * base pay as a PERCENTAGE OF THE SMIC ("Salaire de base apprenti 53 % du SMIC"), the
 * contributions by clarified section on the whole gross, then the part under the apprentice's
 * exemption threshold given back on a negative line (79 % of the SMIC for contracts signed before
 * 1 March 2025, 50 % since, with CSG/CRDS then due above it), the employer's general reduction;
 * under the table at the LEFT the
 * year-to-date "Cumuls" grid (gross, employee and employer contributions, net taxable, hours:
 * decoys) and at the RIGHT the summary lines ("Montant net social", "Net à payer avant impôt sur
 * le revenu", "Net imposable" with "dont rémunération d'apprenti exonérée (art. 81 bis du CGI)",
 * the withholding at 0,00 %) and the framed "NET À PAYER" box bottom right. Amounts WITHOUT a
 * thousands separator ("1422,00").
 */
import {addDays, addressLines, type Facts, frDecimal, type GeneratedDocument, GREY, hex, lastDayOf, monthOf, newDocument, nirOf, plainComma, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper} from '../util.js'

/** Apprentice pay as a percentage of the SMIC: [under 18, 18-20, 21-25, 26+] by contract year. */
const RATES = [
  [27, 39, 55],
  [43, 51, 67],
  [53, 61, 78],
  [100, 100, 100],
]

/** Monthly SMIC for 151,67 hours, in cents. */
const smicOf = (period: string) => (period >= '2026-01' ? 182_303 : 180_180)

export async function paieApprentiEbp(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const craft = (raw.craft ?? {diploma: 'CAP', idcc: 'Convention collective de branche', job: 'Apprenti', naf: '9999Z'}) as {diploma: string; idcc: string; job: string; naf: string; year?: number}
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, -randomInt(rng, 0, 3))
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`

  // The contract: signed for the school year, in its first to third year.
  const [py, pm] = period.split('-').map(Number)
  const schoolYear = pm >= 9 ? py : py - 1
  const age = py - Number(person.birthDate.slice(0, 4)) - (period.slice(5) < person.birthDate.slice(5, 7) ? 1 : 0)
  const contractYear = craft.year ?? randomInt(rng, 1, Math.min(3, Math.max(1, age - 16)))
  const contractStart = addDays(`${schoolYear - contractYear + 1}-09-01`, randomInt(rng, 0, 25))
  const bracket = age < 18 ? 0 : age <= 20 ? 1 : age <= 25 ? 2 : 3
  const pct = RATES[bracket][contractYear - 1]
  const smic = smicOf(period)
  const gross = Math.round((smic * pct) / 100)
  const newRules = contractStart >= '2025-03-01'
  const threshold = Math.round(smic * (newRules ? 0.5 : 0.79))
  const excess = Math.max(0, gross - threshold)

  // Contributions on the whole gross, then the exempt part given back on one line.
  const oldAgeCapped = Math.round(gross * 0.069)
  const oldAge = Math.round(gross * 0.004)
  const t1 = Math.round(gross * 0.0315)
  const ceg = Math.round(gross * 0.0086)
  const exemption = -(oldAgeCapped + oldAge + t1 + ceg - Math.round(excess * 0.1141))
  const csgBase = newRules ? Math.round(excess * 0.9825) : 0
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const total = oldAgeCapped + oldAge + t1 + ceg + exemption + csgD + csgN
  const netBeforeTax = gross - total
  const netSocial = netBeforeTax
  const netTaxable = netBeforeTax + csgN
  const pas = 0
  const netPaid = netBeforeTax - pas

  const pat = {
    af: Math.round(gross * 0.0345),
    ags: Math.round(gross * 0.0025),
    at: Math.round(gross * 0.0139),
    ceg: Math.round(gross * 0.0129),
    chomage: Math.round(gross * 0.04),
    csa: Math.round(gross * 0.003),
    fnal: Math.round(gross * 0.001),
    maladie: Math.round(gross * 0.07),
    oldAge: Math.round(gross * 0.0202),
    oldAgeCapped: Math.round(gross * 0.0855),
    t1: Math.round(gross * 0.0472),
  }
  const patBefore = Object.values(pat).reduce((a, b) => a + b, 0)
  const reduction = -Math.round(patBefore * 0.93)
  const patTotal = patBefore + reduction

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'EBP Paye Classic 2026', date: paidOn, producer: 'EBP Informatique - Etats', title: `Bulletin de salaire ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const frame = {lineWidth: 0.7, stroke: hex('#555555')}
  const a = (c: number) => (c === 0 ? '' : plainComma(c))

  // Employer box.
  s.box(L, 28, 250, 84, frame)
  s.text(employer.name, L + 8, 43, {font: H.bold, size: 9.5})
  let y = s.lines(addressLines(employer.address), L + 8, 55, {leading: 10, size: 8.3})
  s.text(`Siret : ${employer.siret}`, L + 8, y + 1, {size: 8})
  s.text(`Code NAF : ${craft.naf}`, L + 8, y + 11, {size: 8})
  s.text(`N° Urssaf : ${randomInt(rng, 117, 937)} ${randomDigits(rng, 10)}`, L + 130, y + 11, {size: 8})

  // Title box and employee window.
  const tx = 320
  s.box(tx, 28, R - tx, 48, {fill: hex('#e3e3e3'), lineWidth: 0.7, stroke: hex('#555555')})
  s.text('BULLETIN DE SALAIRE', tx + (R - tx) / 2, 44, {align: 'center', font: H.bold, size: 12})
  s.text(`Période du : ${slashDate(start)}  au : ${slashDate(end)}`, tx + 8, 58, {size: 8.3})
  s.text(`Paiement le : ${slashDate(paidOn)}  par Virement`, tx + 8, 69, {size: 8.3})
  s.box(tx, 86, R - tx, 70, frame)
  s.lines([employee, ...addressLines(address)], tx + 14, 102, {leading: 11.5, size: 9.5})

  // Particulars.
  const particulars: [string, string][] = [
    ['Matricule', `AP${randomDigits(rng, 3)}`],
    ['N° Sécurité sociale', nirOf(person, rng)],
    ['Emploi', craft.job],
    ['Statut', 'Apprenti'],
    ["Contrat d'apprentissage", `${craft.diploma} - ${contractYear === 1 ? '1re' : `${contractYear}e`} année`],
    ["Date d'entrée", slashDate(contractStart)],
    ['Horaire', '151,67 h / mois'],
  ]
  particulars.forEach(([lab, value], k) => {
    s.text(`${lab}`, L, 128 + k * 10.5, {color: hex('#444444'), size: 7.8})
    s.text(`: ${value}`, L + 102, 128 + k * 10.5, {size: 7.8})
  })
  s.text(`Convention collective : ${craft.idcc}`, L, 212, {size: 7.8})

  // Body.
  type Row = string[] | {section: string}
  const rows: Row[] = [
    ['1000', `Salaire de base apprenti ${pct} % du SMIC`, '151,67', frDecimal(gross / 15_167, 4), a(gross), '', '', ''],
    ['', 'SALAIRE BRUT', '', '', a(gross), '', '', ''],
    {section: 'SANTÉ'},
    ['3010', 'Sécurité sociale - Maladie Maternité Invalidité Décès', a(gross), '', '', '', '7,00', a(pat.maladie)],
    {section: 'ACCIDENTS DU TRAVAIL - MALADIES PROFESSIONNELLES'},
    ['3100', 'Accidents du travail', a(gross), '', '', '', '1,39', a(pat.at)],
    {section: 'RETRAITE'},
    ['3200', 'Sécurité sociale plafonnée', a(gross), '6,90', '', a(oldAgeCapped), '8,55', a(pat.oldAgeCapped)],
    ['3210', 'Sécurité sociale déplafonnée', a(gross), '0,40', '', a(oldAge), '2,02', a(pat.oldAge)],
    ['3300', 'Complémentaire Tranche 1', a(gross), '3,15', '', a(t1), '4,72', a(pat.t1)],
    ['3310', "Contribution d'équilibre général T1", a(gross), '0,86', '', a(ceg), '1,29', a(pat.ceg)],
    ['3400', 'FAMILLE', a(gross), '', '', '', '3,45', a(pat.af)],
    {section: 'ASSURANCE CHÔMAGE'},
    ['3500', 'Chômage', a(gross), '', '', '', '4,00', a(pat.chomage)],
    ['3510', 'AGS', a(gross), '', '', '', '0,25', a(pat.ags)],
    ['3600', "AUTRES CONTRIBUTIONS DUES PAR L'EMPLOYEUR", a(gross), '', '', '', '0,40', a(pat.fnal + pat.csa)],
    ['3700', `Exonération cotisations salariales apprenti (jusqu'à ${newRules ? 50 : 79} % du SMIC)`, plainComma(Math.min(gross, threshold)), '', '', a(exemption), '', ''],
    ['3800', 'CSG déductible de l\'impôt sur le revenu', csgBase ? a(csgBase) : '', csgBase ? '6,80' : '', '', a(csgD), '', ''],
    ['3810', 'CSG/CRDS non déductible de l\'impôt sur le revenu', csgBase ? a(csgBase) : '', csgBase ? '2,90' : '', '', a(csgN), '', ''],
    ['3900', 'Réduction générale des cotisations patronales', '', '', '', '', '', a(reduction)],
    ['', 'TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', '', plainComma(total), '', plainComma(patTotal)],
  ]
  const columns = [{width: 26}, {width: 215}, {align: 'right' as const, width: 50}, {align: 'right' as const, width: 40}, {align: 'right' as const, width: 52}, {align: 'right' as const, width: 52}, {align: 'right' as const, width: 42}, {align: 'right' as const, width: 58}]
  const top = 224
  const rowHeight = 11.6
  rows.forEach((row, i) => {
    if (!Array.isArray(row) || row[0] === '') s.box(L, top + 16 + i * rowHeight, R - L, rowHeight, {fill: hex('#f1f1f1')})
  })
  y = s.table({
    columns,
    font: H.regular,
    frame: true,
    header: [['Code', 'Désignation', 'Base', 'Taux', 'À payer', 'À retenir', 'Taux pat.', 'Charges pat.']],
    headerFill: hex('#d9d9d9'),
    headerFont: H.bold,
    headerHeight: 16,
    rowHeight,
    rows: rows.map((row) => (Array.isArray(row) ? (row[0] === '' ? row.map((c) => ({font: H.bold, text: c})) : row) : ['', {font: H.bold, text: row.section}, '', '', '', '', '', ''])),
    size: 7,
    verticalRules: true,
    x: L,
    y: top,
  })

  // Cumuls (left) and summary (right).
  const sinceJanuary = contractStart.slice(0, 4) === period.slice(0, 4) ? pm - Number(contractStart.slice(5, 7)) + 1 : pm
  const months = Math.max(1, sinceJanuary)
  const drift = (c: number) => c * months + (months > 1 ? randomInt(rng, -1500, 1500) : 0)
  y += 14
  s.table({
    columns: [{width: 110}, {align: 'right', width: 62}, {align: 'right', width: 62}],
    font: H.regular,
    frame: true,
    header: [['Cumuls', 'Période', 'Année']],
    headerFill: hex('#d9d9d9'),
    headerFont: H.bold,
    rowHeight: 11,
    rowRules: true,
    rows: [
      ['Salaire brut', plainComma(gross), plainComma(drift(gross))],
      ['Charges salariales', plainComma(total), plainComma(drift(total))],
      ['Charges patronales', plainComma(patTotal), plainComma(drift(patTotal))],
      ['Net imposable', plainComma(netTaxable), plainComma(drift(netTaxable))],
      ['Heures travaillées', '151,67', frDecimal(151.67 * months, 2)],
    ],
    size: 7.3,
    verticalRules: true,
    x: L,
    y,
  })

  const sx = 300
  const summary: [string, string][] = [
    ['Montant net social', plainComma(netSocial)],
    ['Net à payer avant impôt sur le revenu', plainComma(netBeforeTax)],
    ['Net imposable', plainComma(netTaxable)],
    ["   dont rémunération d'apprenti exonérée (art. 81 bis du CGI)", plainComma(netTaxable)],
    ['Impôt sur le revenu prélevé à la source - taux 0,00 %', plainComma(pas)],
  ]
  summary.forEach(([lab, value], k) => {
    s.text(lab, sx, y + 9 + k * 12, {color: k === 3 ? GREY : undefined, size: 7.5})
    s.text(value, R, y + 9 + k * 12, {align: 'right', color: k === 3 ? GREY : undefined, font: k === 1 || k === 2 ? H.bold : H.regular, size: 7.8})
  })

  const boxTop = y + 74
  s.box(R - 170, boxTop, 170, 40, {lineWidth: 1.4, stroke: hex('#222222')})
  s.text('NET À PAYER', R - 162, boxTop + 15, {font: H.bold, size: 9})
  s.text(`${plainComma(netPaid)} €`, R - 8, boxTop + 31, {align: 'right', font: H.bold, size: 14})

  s.text(`Coût total employeur : ${plainComma(gross + patTotal)}   -   Allègement de cotisations employeur : ${plainComma(-reduction)}`, L, boxTop + 58, {color: GREY, size: 7})
  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Les salaires versés aux apprentis sont exonérés d'impôt sur le revenu dans la limite du montant annuel du SMIC. Pour plus d'informations : www.service-public.fr, rubrique « Bulletin de paie ».",
    L,
    790,
    R - L,
    {color: GREY, leading: 8.5, size: 6.8},
  )
  s.text('EBP Paye - Bulletin clarifié', R, 818, {align: 'right', color: GREY, size: 6})

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
    layout: 'bulletin_paie/apprenti-ebp',
    notes: [
      'apprentice: base pay as a percentage of the SMIC, contributions only above the exemption threshold',
      'amounts without a thousands separator; net to pay framed bottom right',
      'employee "Mme LEMAIRE Chloé" in a framed window; SIRET unspaced after "Siret :"',
      'year-to-date cumuls and the exempt part of the net taxable as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
