/**
 * HELD-OUT bulletin_paie/interim: a temp agency's monthly payslip for a temp worker who had two
 * or three assignments in the month (Adecco / Randstad / Proman style): the agency's logo and its
 * branch block top left ("Agence de Rennes", address, phone), the employer line "Employeur :
 * <agency SAS> - SIRET ... - NAF 7820Z" under it, "BULLETIN DE SALAIRE" with "Intérimaire" and
 * "Période du 01/03/2026 au 31/03/2026" top right, the worker's particulars ("Intérimaire : DUBOIS
 * Thomas", "N° intérimaire", "N° S.S.", "Qualification") and the mailing block; a MISSIONS table
 * that names the client companies ("Contrat | Entreprise utilisatrice | Lieu de mission | Du |
 * Au | Taux horaire"), each a company name with its legal form (decoys for the employer); the
 * body whose pay lines carry the contract number ("Heures normales", "Heures supplémentaires
 * 25 %", "Indemnité de fin de mission 10 %", "Indemnité compensatrice de congés payés 10 %"),
 * the contributions in one block (Base | Taux | Retenue); at the bottom right a framed summary of
 * label / amount lines with dot leaders ("Salaire brut", "Net imposable", "Net à payer avant
 * impôt sur le revenu", "Prélèvement à la source", "NET PAYÉ") and at the left the FASTT / paid
 * leave mentions. Amounts "2 345,67".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, leader, monthOf, newDocument, nirOf, pad2, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, shuffled, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const CLIENTS = [
  {city: 'Vitré', name: 'SOCIÉTÉ BRETONNE DE SALAISONS SAS'},
  {city: 'Saint-Priest', name: 'LOGIDIS ENTREPÔTS SA'},
  {city: 'Roncq', name: 'NORD EMBALLAGES INDUSTRIE SARL'},
  {city: 'Mérignac', name: 'AÉRO COMPOSITES AQUITAINE SAS'},
  {city: 'Chartres-de-Bretagne', name: 'MÉCA-PRÉCISION OUEST SAS'},
  {city: 'Vénissieux', name: 'TRANSPORTS FRIGORIFIQUES RHODANIENS SARL'},
]

const QUALIFICATIONS = ['Cariste CACES R489 cat. 3', 'Préparateur de commandes', 'Opérateur de production', 'Agent de quai', 'Magasinier']

export async function paieInterim(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, randomInt(rng, 8, 12))
  const worker = `${upper(name.surname)} ${name.givenNames[0]}`
  const agencyCity = employer.address.city
  const brand = employer.name.replace(/ (SAS|SARL|SA)$/, '')

  // Two or three assignments over the month.
  const count = randomInt(rng, 2, 3)
  const clients = shuffled(rng, CLIENTS).slice(0, count)
  const missions: {contract: string; client: string; city: string; from: string; to: string; rate: number; hours: number; overtime: number}[] = []
  let day = randomInt(rng, 1, 3)
  for (const [k, client] of clients.entries()) {
    const from = `${period}-${pad2(day)}`
    const length = k === count - 1 ? Number(end.slice(8)) - day : randomInt(rng, 6, 12)
    const to = addDays(from, Math.max(3, length))
    const hours = Math.round(((Math.max(3, length) + 1) * 5) / 7) * 7
    missions.push({city: client.city, client: client.name, contract: `${randomDigits(rng, 7)}`, from, hours, overtime: rng() < 0.5 ? randomInt(rng, 2, 8) : 0, rate: randomInt(rng, 1250, 1790), to: to > end ? end : to})
    day = Number((to > end ? end : to).slice(8)) + 1
    if (day > 27) break
  }

  const lines: {contract: string; label: string; qty: string; rate: string; amount: number}[] = []
  let gross = 0
  for (const m of missions) {
    const base = Math.round(m.hours * m.rate)
    const ot = Math.round(m.overtime * m.rate * 1.25)
    const ifm = Math.round((base + ot) * 0.1)
    const iccp = Math.round((base + ot + ifm) * 0.1)
    lines.push({amount: base, contract: m.contract, label: 'Heures normales', qty: frDecimal(m.hours, 2), rate: frDecimal(m.rate / 100, 4)})
    if (ot) lines.push({amount: ot, contract: m.contract, label: 'Heures supplémentaires 25 %', qty: frDecimal(m.overtime, 2), rate: frDecimal((m.rate * 1.25) / 100, 4)})
    lines.push({amount: ifm, contract: m.contract, label: 'Indemnité de fin de mission 10 %', qty: '', rate: '10,00'})
    lines.push({amount: iccp, contract: m.contract, label: 'Indemnité compensatrice congés payés 10 %', qty: '', rate: '10,00'})
    gross += base + ot + ifm + iccp
  }

  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const csgBase = Math.round(gross * 0.9825)
  const contributions: {label: string; base: number; rate: number; amount: number; deductible: boolean}[] = [
    {base: t1, label: 'Sécurité sociale plafonnée', rate: 6.9},
    {base: gross, label: 'Sécurité sociale déplafonnée', rate: 0.4},
    {base: t1, label: 'Complémentaire Tranche 1', rate: 4.01},
    {base: t1, label: 'Contribution d\'équilibre général T1', rate: 0.86},
    {base: t1, label: 'Prévoyance intérim non-cadres', rate: 0.33},
    {base: gross, label: 'Complémentaire santé intérimaires (Intérimaires Santé)', rate: 0.46},
    {base: csgBase, label: 'CSG déductible de l\'impôt sur le revenu', rate: 6.8},
  ].map((c) => ({...c, amount: Math.round((c.base * c.rate) / 100), deductible: true}))
  contributions.push({amount: Math.round((csgBase * 2.9) / 100), base: csgBase, deductible: false, label: 'CSG/CRDS non déductible de l\'impôt sur le revenu', rate: 2.9})
  const total = contributions.reduce((sum, c) => sum + c.amount, 0)
  const nonDeductible = contributions.filter((c) => !c.deductible).reduce((sum, c) => sum + c.amount, 0)
  const netBeforeTax = gross - total
  const netTaxable = netBeforeTax + nonDeductible
  const pasRate = pick(rng, [0, 0, 1.1, 2.3, 3.5])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'PIXID Paie Intérim', date: paidOn, producer: 'Jasper Reports 6.20', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 32
  const R = 563
  const orange = hex('#e35205')
  const shade = hex('#f2f2f2')
  const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

  // Agency.
  s.box(L, 30, 40, 40, {fill: orange, radius: 6})
  s.text(brand.slice(0, 1), L + 20, 58, {align: 'center', color: WHITE, font: H.bold, size: 22})
  s.text(brand, L + 48, 44, {color: orange, font: H.bold, size: 12})
  s.text(`Agence de ${agencyCity}`, L + 48, 56, {font: H.bold, size: 8})
  s.lines([...addressLines(employer.address), `Tél. 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], L + 48, 66, {color: GREY, leading: 9, size: 7.5})
  s.text(`Employeur : ${employer.name} - SIRET ${groupedSiret(employer.siret)} - NAF 7820Z`, L, 104, {size: 7.5})
  s.text(`URSSAF ${randomInt(rng, 210, 269)} ${randomDigits(rng, 10)} - Convention : Travail temporaire (personnel intérimaire) - IDCC 2378`, L, 114, {color: GREY, size: 7})

  s.text('BULLETIN DE SALAIRE', R, 44, {align: 'right', font: H.bold, size: 14})
  s.text('Intérimaire', R, 57, {align: 'right', color: orange, font: H.bold, size: 9})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R, 71, {align: 'right', size: 8.5})
  s.text(`Payé le ${slashDate(paidOn)} par virement`, R, 82, {align: 'right', color: GREY, size: 7.5})

  // Worker.
  const info: [string, string][] = [
    ['Intérimaire', worker],
    ['N° intérimaire', randomDigits(rng, 7)],
    ['N° S.S.', nirOf(person, rng)],
    ['Qualification', pick(rng, QUALIFICATIONS)],
    ['Statut', 'Ouvrier - Non cadre'],
  ]
  let y = 136
  for (const [label, value] of info) {
    s.text(`${label} :`, L, y, {color: GREY, size: 7.8})
    s.text(value, L + 72, y, {font: label === 'Intérimaire' ? H.bold : H.regular, size: 7.8})
    y += 11
  }

  s.lines([`${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`, ...addressLines(address)], 340, 140, {leading: 11.5, size: 9})

  // Missions.
  y = 206
  s.text('MISSIONS DE LA PÉRIODE', L, y, {color: orange, font: H.bold, size: 8.5})
  y = s.table({
    columns: [{width: 62}, {width: 200}, {width: 100}, {align: 'center', width: 58}, {align: 'center', width: 58}, {align: 'right', width: 53}],
    font: H.regular,
    frame: true,
    header: [['Contrat', 'Entreprise utilisatrice', 'Lieu de mission', 'Du', 'Au', 'Taux horaire']],
    headerFill: shade,
    headerFont: H.bold,
    rowHeight: 13,
    rowRules: true,
    rows: missions.map((m) => [m.contract, m.client, m.city, slashDate(m.from), slashDate(m.to), frDecimal(m.rate / 100, 4)]),
    size: 7.3,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  // Pay lines and contributions.
  y += 16
  const body: string[][] = lines.map((l) => [l.contract, l.label, l.qty, l.rate, a(l.amount), ''])
  body.push(['', 'SALAIRE BRUT', '', '', a(gross), ''])
  for (const c of contributions) body.push(['', c.label, a(c.base), frDecimal(c.rate, 3), '', a(c.amount)])
  body.push(['', 'TOTAL DES RETENUES', '', '', '', a(total)])
  body.push(['', 'Impôt sur le revenu prélevé à la source', a(netTaxable), frDecimal(pasRate, 2), '', a(pas)])
  y = s.table({
    columns: [{width: 62}, {width: 219}, {align: 'right', width: 70}, {align: 'right', width: 50}, {align: 'right', width: 65}, {align: 'right', width: 65}],
    font: H.regular,
    frame: true,
    header: [['Contrat', 'Libellé', 'Nombre / Base', 'Taux', 'Gains', 'Retenues']],
    headerFill: shade,
    headerFont: H.bold,
    rowHeight: 11,
    rows: body,
    size: 7,
    verticalRules: true,
    x: L,
    y,
  })

  // Summary.
  y += 16
  const sx = 318
  s.box(sx, y, R - sx, 84, {lineWidth: 0.7, stroke: hex('#333333')})
  const summary: [string, string][] = [
    ['Salaire brut', frAmount(gross, ' ')],
    ['Net imposable', frAmount(netTaxable, ' ')],
    ['Net à payer avant impôt sur le revenu', frAmount(netBeforeTax, ' ')],
    ['Prélèvement à la source', frAmount(pas, ' ')],
  ]
  summary.forEach(([label, value], i) => leader(s, label, value, sx + 8, R - 8, y + 15 + i * 13, {size: 8}))
  s.box(sx, y + 64, R - sx, 20, {fill: orange})
  s.text('NET PAYÉ', sx + 8, y + 78, {color: WHITE, font: H.bold, size: 10})
  s.text(`${frAmount(netPaid, ' ')} €`, R - 8, y + 78, {align: 'right', color: WHITE, font: H.bold, size: 10})
  s.paragraph(
    `Heures payées : ${frDecimal(missions.reduce((sum, m) => sum + m.hours + m.overtime, 0), 2)}. Les indemnités de fin de mission et de congés payés sont versées à la fin de chaque mission. Vos droits FASTT (logement, mobilité, garde d'enfants) : www.fastt.org.`,
    L,
    y + 12,
    270,
    {color: GREY, leading: 9, size: 7},
  )

  s.paragraph(
    `${employer.name} - Entreprise de travail temporaire - Garantie financière : ${pick(rng, ['Atradius', 'BNP Paribas', 'Crédit Agricole CIB'])} - Conservez ce bulletin de paie sans limitation de durée.`,
    L,
    806,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: worker,
    },
    layout: 'bulletin_paie/interim',
    notes: ['client companies (with legal forms) in a missions table', 'employer only in the line "Employeur : X - SIRET ..." under the agency brand', 'pay lines per contract number', 'totals as dot-leader lines in a framed box'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

