/**
 * HELD-OUT bulletin_paie/particulier-pajemploi: the monthly pay statement the Urssaf's national
 * Pajemploi centre issues IN THE NAME OF A PARENT EMPLOYER to the childminder (assistante
 * maternelle agréée) or home child-carer (garde d'enfants à domicile) the parent declared: the
 * "pajemploi" wordmark (blue, with an orange accent) and "un service de l'Urssaf" top left, the
 * national centre's address top right; a pale blue band "BULLETIN DE SALAIRE" with "Période
 * d'emploi du 01/03/2026 au 31/03/2026" at its right; a grey line "Établi par le centre national
 * Pajemploi pour le compte de l'employeur - Édité le 06/04/2026"; two framed boxes side by side
 * with captions on a blue strip, "EMPLOYEUR" (a private person, "M. Patrick LEROY", with the
 * address and the Pajemploi number: NO SIRET) and "SALARIÉ(E)" ("Mme Claire DUBOIS": civility,
 * first given name, SURNAME; birth name for a married woman; address; social security number;
 * job; approval number for a childminder; hiring date), each as label : value lines; the pay
 * elements as a small table (hours × hourly gross rate, days of care, "SALAIRE BRUT"); the
 * contributions as a ruled table with a two-level header ("Part salariale" / "Part patronale"
 * over "Taux | Montant"), the employer's flat-rate deduction and the family allowance fund's
 * coverage of the employer's contributions (CMG) as negative lines; then a summary column of
 * label / amount rows: "Salaire net", maintenance and meal allowances (not subject to
 * contributions), "Net à payer avant impôt sur le revenu", the income-tax grid ("Salaire net
 * imposable | Taux personnalisé | Montant prélevé"), "Net payé", "Montant net social"; the legal
 * mention that the statement is drawn up by the centre from the employer's declaration.
 *
 * Fields: the employer is a private person without a SIRET (no `employeur_siret`, as for the
 * Cesu attestation of set c).
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, lastDayOf, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const PARENTS: {civility: string; given: string; surname: string}[] = [
  {civility: 'M.', given: 'Romain', surname: 'LEBRETON'},
  {civility: 'Mme', given: 'Pauline', surname: 'ESNAULT'},
  {civility: 'M.', given: 'Karim', surname: 'BELKACEM'},
  {civility: 'Mme', given: 'Justine', surname: 'MARCHAL-ROY'},
  {civility: 'M.', given: 'Florent', surname: 'DUCHÊNE'},
]

const STREETS = ['rue des Coquelicots', 'allée des Érables', 'rue du Stade', 'impasse des Mésanges', 'rue Jean Moulin', 'chemin du Lavoir']

export async function paieParticulierPajemploi(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const edited = addDays(end, randomInt(rng, 3, 12))
  const parent = pick(rng, PARENTS)
  const employerName = `${parent.civility} ${parent.given} ${parent.surname}`
  const employerAddress = [`${randomInt(rng, 2, 64)} ${pick(rng, STREETS)}`, `${address.postcode} ${address.city}`]
  const employee = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  // A childminder at her home, or a carer at the family's home.
  const childminder = name.civility === 'Mme'
  const job = childminder ? 'Assistante maternelle agréée' : "Garde d'enfants à domicile"
  const hired = addDays(start, -randomInt(rng, 90, 1100))

  const hours = childminder ? pick(rng, [104, 120, 135, 151.67, 172, 195]) : pick(rng, [60, 78, 95.33, 112, 130])
  const rate = childminder ? randomInt(rng, 385, 560) : randomInt(rng, 1290, 1560)
  const gross = Math.round(hours * rate)
  const days = Math.round(hours / (childminder ? 9 : 7))
  const upkeep = childminder ? days * randomInt(rng, 400, 520) : 0
  const meals = childminder && rng() < 0.5 ? days * 350 : 0
  const base98 = Math.round(gross * 0.9825)
  const sal = {
    ceg: Math.round(gross * 0.0086),
    csgD: Math.round(base98 * 0.068),
    csgN: Math.round(base98 * 0.029),
    prev: Math.round(gross * 0.0115),
    rc: Math.round(gross * 0.0401),
    vieillesse: Math.round(gross * 0.069),
    vieillesseD: Math.round(gross * 0.004),
  }
  const totalSal = Object.values(sal).reduce((sum, v) => sum + v, 0)
  const pat = {
    af: Math.round(gross * 0.0525),
    at: Math.round(gross * 0.0196),
    ceg: Math.round(gross * 0.0129),
    chomage: Math.round(gross * 0.0405),
    formation: Math.round(gross * 0.00366),
    maladie: Math.round(gross * 0.13),
    prev: Math.round(gross * 0.0115),
    rc: Math.round(gross * 0.0601),
    vieillesse: Math.round(gross * 0.0855),
    vieillesseD: Math.round(gross * 0.0202),
  }
  const totalPat = Object.values(pat).reduce((sum, v) => sum + v, 0)
  // A childminder's employer contributions are all covered by the family allowance fund (CMG); a
  // home carer's employer has the flat-rate deduction and half the rest covered.
  const flat = childminder ? 0 : Math.min(totalPat, Math.round(hours * 200))
  const cmg = childminder ? totalPat : Math.round((totalPat - flat) / 2)
  const net = gross - totalSal
  const netTaxable = net + sal.csgN
  const netBeforeTax = net + upkeep + meals
  const pasRate = pick(rng, [0, 0, 1.1, 2.4, 3.8])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const blue = hex('#0b4f8a')
  const orange = hex('#f28c1b')
  const pale = hex('#e7f0f8')
  const e = (c: number) => frAmount(c, ' ')

  const {doc, fonts} = await newDocument({author: 'Urssaf - Centre national Pajemploi', creator: 'Pajemploi', date: edited, producer: 'Urssaf Éditique', title: `Bulletin de salaire ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Mark and centre.
  const w1 = s.text('paj', L, 56, {color: blue, font: H.bold, size: 24})
  s.text('emploi', L + w1, 56, {color: orange, font: H.bold, size: 24})
  s.text("un service de l'Urssaf", L + 2, 69, {color: GREY, font: H.italic, size: 7.5})
  s.lines(['Centre national Pajemploi', '43013 LE PUY-EN-VELAY CEDEX', 'www.urssaf.fr - espace Pajemploi'], R, 40, {align: 'right', color: GREY, leading: 9.5, size: 7.5})

  s.box(L, 86, R - L, 26, {fill: pale})
  s.text('BULLETIN DE SALAIRE', L + 10, 104, {color: blue, font: H.bold, size: 14})
  s.text(`Période d'emploi du ${slashDate(start)} au ${slashDate(end)}`, R - 10, 103, {align: 'right', font: H.bold, size: 9.5})
  s.text(`Établi par le centre national Pajemploi pour le compte de l'employeur - Édité le ${slashDate(edited)}`, L, 126, {color: GREY, size: 7.5})

  // Parties.
  const bw = (R - L - 12) / 2
  const party = (x: number, caption: string, title: string, rows: [string, string][], height: number) => {
    s.box(x, 136, bw, 14, {fill: blue})
    s.text(caption, x + 6, 146, {color: WHITE, font: H.bold, size: 8})
    s.box(x, 136, bw, height, {lineWidth: 0.7, stroke: blue})
    s.text(title, x + 8, 166, {font: H.bold, size: 9.5})
    let valueX = x + 8
    rows.forEach(([lab, value], k) => {
      // An empty label continues the value above on the next line (a second address line).
      if (lab !== '') valueX = x + 12 + s.text(`${lab} :`, x + 8, 180 + k * 11.5, {color: GREY, size: 7.6})
      s.text(value, valueX, 180 + k * 11.5, {size: 7.8})
    })
  }

  const employerRows: [string, string][] = [
    ['Adresse', employerAddress[0]],
    ['', employerAddress[1]],
    ['N° Pajemploi', `${randomDigits(rng, 2)} ${randomDigits(rng, 7)} ${randomDigits(rng, 2)}`],
    ['Convention collective', 'IDCC 3239'],
  ]
  const employeeRows: [string, string][] = []
  if (name.birthSurname) employeeRows.push(['Nom de naissance', upper(name.birthSurname)])
  addressLines(address).forEach((l, k) => employeeRows.push([k === 0 ? 'Adresse' : '', l]))
  employeeRows.push(['N° de sécurité sociale', nirOf(person, rng)], ['Emploi', job])
  if (childminder) employeeRows.push(["N° d'agrément", `${address.postcode.slice(0, 2)}-AM-${randomDigits(rng, 5)}`])
  employeeRows.push(["Date d'embauche", slashDate(hired)])
  const partyHeight = 40 + Math.max(employerRows.length, employeeRows.length) * 11.5
  party(L, 'EMPLOYEUR', employerName, employerRows, partyHeight)
  party(L + bw + 12, 'SALARIÉ(E)', employee, employeeRows, partyHeight)

  // Pay elements.
  let y = 136 + partyHeight + 20
  s.text('Éléments de rémunération', L, y, {color: blue, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{width: 260}, {align: 'right', width: 80}, {align: 'right', width: 85}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Nombre', 'Taux horaire brut', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 13,
    rowRules: true,
    rows: [
      ['Heures normales', frDecimal(hours, 2), frDecimal(rate / 100, 2), e(gross)],
      [childminder ? "Jours d'accueil" : "Jours d'activité", String(days), '', ''],
      [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: e(gross)}],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  // Contributions.
  y += 20
  s.text('Cotisations et contributions sociales', L, y, {color: blue, font: H.bold, size: 9.5})
  const cols = [{width: 205}, {align: 'right' as const, width: 62}, {align: 'right' as const, width: 48}, {align: 'right' as const, width: 62}, {align: 'right' as const, width: 48}, {align: 'right' as const, width: R - L - 425}]
  const groupTop = y + 6
  s.box(L, groupTop, R - L, 12, {fill: pale})
  s.text('Part salariale', L + 267 + 55, groupTop + 8.5, {align: 'center', font: H.bold, size: 7})
  s.text('Part patronale', L + 377 + 69, groupTop + 8.5, {align: 'center', font: H.bold, size: 7})
  const p = (v: number) => frDecimal(v, 2)
  const rows: string[][] = [
    ['Assurance maladie, maternité, invalidité, décès', e(gross), '', '', p(13), e(pat.maladie)],
    ['Accidents du travail', e(gross), '', '', p(1.96), e(pat.at)],
    ['Assurance vieillesse plafonnée', e(gross), p(6.9), e(sal.vieillesse), p(8.55), e(pat.vieillesse)],
    ['Assurance vieillesse déplafonnée', e(gross), p(0.4), e(sal.vieillesseD), p(2.02), e(pat.vieillesseD)],
    ['Retraite complémentaire IRCEM Tranche 1', e(gross), p(4.01), e(sal.rc), p(6.01), e(pat.rc)],
    ["Contribution d'équilibre général T1", e(gross), p(0.86), e(sal.ceg), p(1.29), e(pat.ceg)],
    ['Prévoyance IRCEM', e(gross), p(1.15), e(sal.prev), p(1.15), e(pat.prev)],
    ['Allocations familiales', e(gross), '', '', p(5.25), e(pat.af)],
    ['Assurance chômage', e(gross), '', '', p(4.05), e(pat.chomage)],
    ['Formation professionnelle et dialogue social', e(gross), '', '', p(0.37), e(pat.formation)],
    ['CSG déductible', e(base98), p(6.8), e(sal.csgD), '', ''],
    ['CSG/CRDS non déductible', e(base98), p(2.9), e(sal.csgN), '', ''],
    ['Total des cotisations et contributions', '', '', e(totalSal), '', e(totalPat)],
  ]
  if (flat) rows.push(['Déduction forfaitaire patronale (2,00 € par heure)', frDecimal(hours, 2), '', '', '', `-${e(flat)}`])
  if (cmg) rows.push([childminder ? 'Prise en charge totale par la Caf (CMG)' : 'Prise en charge par la Caf (CMG, 50 %)', '', '', '', '', `-${e(cmg)}`])
  y = s.table({
    columns: cols,
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Base', 'Taux', 'Montant', 'Taux', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 12,
    headerSize: 7,
    rowHeight: 11.5,
    rowRules: true,
    rows: rows.map((row, k) => (k === 12 ? row.map((c) => ({font: H.bold, text: c})) : row)),
    size: 7.2,
    verticalRules: true,
    x: L,
    y: groupTop + 12,
  })
  s.box(L, groupTop, R - L, 12, {lineWidth: 0.6, stroke: GREY})

  // Summary.
  y += 22
  const sx = 300
  const line = (lab: string, value: string, bold = false, at = y) => {
    s.text(lab, sx, at, {font: bold ? H.bold : H.regular, size: 8.5})
    s.text(value, R, at, {align: 'right', font: bold ? H.bold : H.regular, size: bold ? 9.5 : 8.5})
  }

  line('Salaire net', `${e(net)} €`)
  y += 13
  if (childminder) {
    line(`Indemnités d'entretien (${days} jours)`, `${e(upkeep)} €`)
    y += 13
    if (meals) {
      line(`Indemnités de repas (${days} repas)`, `${e(meals)} €`)
      y += 13
    }
  }

  s.box(sx - 6, y - 10, R - sx + 10, 16, {fill: pale})
  line('Net à payer avant impôt sur le revenu', `${e(netBeforeTax)} €`, true)
  y += 24
  s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 80}, {align: 'center', width: R - sx - 170}],
    font: H.regular,
    frame: true,
    header: [['Salaire net imposable', 'Taux personnalisé', 'Montant prélevé']],
    headerFont: H.bold,
    headerHeight: 13,
    headerSize: 6.8,
    rowHeight: 14,
    rows: [[`${e(netTaxable)} €`, `${frDecimal(pasRate, 2)} %`, `${e(pas)} €`]],
    size: 8,
    verticalRules: true,
    x: sx,
    y: y - 8,
  })
  y += 42
  line('Net payé', `${e(netPaid)} €`, true)
  y += 14
  line('Montant net social', `${e(net)} €`)

  // Left of the summary: what the statement is.
  s.paragraph(
    `${childminder ? "Les indemnités d'entretien et de repas ne sont pas soumises à cotisations et ne sont pas imposables. " : ''}Taux de prélèvement à la source transmis par la DGFiP. Le salaire est versé directement par l'employeur à la date convenue au contrat.`,
    L,
    y - (childminder ? 90 : 62),
    230,
    {color: GREY, leading: 9, size: 7},
  )

  s.hline(L, R, 786, {color: blue, width: 0.7})
  s.paragraph(
    "Bulletin de salaire établi par le centre national Pajemploi à partir des éléments déclarés par l'employeur (article L.531-8 du code de la sécurité sociale). Il vaut bulletin de paie : conservez-le sans limitation de durée. Convention collective nationale de la branche du secteur des particuliers employeurs et de l'emploi à domicile (IDCC 3239).",
    L,
    797,
    R - L,
    {color: GREY, leading: 8.2, size: 6.7},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employerName,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/particulier-pajemploi',
    notes: [
      'issued by the Pajemploi centre for a parent employer (a private person, no SIRET)',
      'period as "du 01/03/2026 au 31/03/2026"; edition date as a decoy',
      'net before tax includes the maintenance and meal allowances (not subject to contributions)',
      'employer contributions offset by a flat-rate deduction and the CMG coverage (negative lines)',
      'net taxable only in a three-cell income-tax grid',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
