/**
 * HELD-OUT bulletin_paie/salarie-agricole-msa: a FARM WORKER's payslip (production agricole et
 * CUMA agreement, IDCC 7024, "palier" classification of 2021) made by an agricultural
 * accountancy centre's payroll service for a farm company (SCEA, EARL, GAEC, SARL), whose
 * social-security contributions go to the MSA, not the Urssaf: the accountancy centre's band at
 * the top ("Service paie" and its own SIRET: a decoy identifier), the farm at the left (name,
 * address, "SIRET", "NAF", "N° employeur MSA", the MSA fund, the agreement), "BULLETIN DE SALAIRE"
 * with "Période du 01/03/2026 au 31/03/2026" and the pay date (decoy dates) at the right with the
 * worker's window under it ("Madame DUBOIS Claire": civility in full, SURNAME, first given name);
 * a grid of particulars (matricule, job, "Palier 4", contract, entry date, social security number,
 * hours); the body "Désignation | Base | Taux | Part salarié | Taux | Part employeur" with the
 * basic pay, overtime at 25 %, seniority bonus and the housing in kind of some farms, "SALAIRE
 * BRUT", the agricultural contributions (MSA health, old age, "ATEXA", AGRICA supplementary
 * pension and provident fund, the conventional health scheme, OCAPIAT training, "Santé sécurité au
 * travail MSA"), the general reduction on the employer side, CSG/CRDS, "TOTAL DES COTISATIONS",
 * "NET À PAYER AVANT IMPÔT SUR LE REVENU", the withholding tax line (its base is the taxable net),
 * "NET PAYÉ", the "MONTANT NET SOCIAL" (a decoy amount) and a year-to-date strip; amounts "1 234,56".
 */
import {addDays, addressLines, type Cell, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, landline, monthOf, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper} from '../util.js'

const a = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
const pct = (n: number) => frDecimal(n, 2)

/** The accountancy centre that runs the farm's payroll, and the département's MSA fund. */
const CENTRES: Record<string, {name: string; town: string; msa: string}> = {
  '13': {msa: 'MSA Provence Azur', name: 'AGRI-CONSEIL PROVENCE', town: 'Avignon'},
  '33': {msa: 'MSA de la Gironde', name: 'CENTRE DE GESTION AGRICOLE DU LIBOURNAIS', town: 'Libourne'},
  '35': {msa: 'MSA Portes de Bretagne', name: 'ASSOCIATION DE GESTION ET DE COMPTABILITÉ ILLE-ET-VILAINE', town: 'Rennes'},
  '49': {msa: 'MSA Maine-et-Loire', name: 'CENTRE DE GESTION ANJOU-MAINE', town: 'Angers'},
}

export async function paieSalarieAgricoleMsa(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const production = typeof raw.production === 'string' ? raw.production : 'Culture de la vigne (0121Z)'
  const jobs = Array.isArray(raw.job) ? (raw.job as string[]) : ['Ouvrier agricole', 'Ouvrière agricole']
  const palier = typeof raw.palier === 'number' ? raw.palier : 4
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paidOn = addDays(end, randomInt(rng, 1, 6))
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const hired = addDays(start, -randomInt(rng, 400, 6000))
  const years = Math.floor((Date.parse(start) - Date.parse(hired)) / (365.25 * 86_400_000))
  const dept = employer.address.postcode.slice(0, 2)
  const centre = CENTRES[dept] ?? {msa: 'MSA', name: 'CENTRE DE GESTION AGRICOLE', town: employer.address.city}

  // Pay: the gross of the facts, split into its lines.
  const gross = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const housing = rng() < 0.5 ? 0 : pick(rng, [7_150, 9_300, 11_450])
  const seniorityPct = years >= 15 ? 6 : years >= 10 ? 4 : years >= 5 ? 3 : 0
  const overtimeHours = pick(rng, [0, 4, 8.5, 12, 17.33])
  // base * (1 + seniority) + overtime + housing = gross: solve for the hourly rate.
  const rate = Math.round((gross - housing) / (151.67 * (1 + seniorityPct / 100) + overtimeHours * 1.25))
  const base = Math.round(151.67 * rate)
  const seniority = Math.round((base * seniorityPct) / 100)
  const overtime = Math.round(overtimeHours * rate * 1.25)
  const adjust = gross - housing - base - seniority - overtime
  const basePaid = base + adjust

  // Contributions (employee side), as the agricultural scheme collects them.
  const pmss = 400_500
  const t1 = Math.min(gross, pmss)
  const health = pick(rng, [1_956, 2_240, 2_612])
  const healthEmployer = health
  const vp = Math.round(t1 * 0.069)
  const vd = Math.round(gross * 0.004)
  const rc = Math.round(t1 * 0.0315)
  const ceg = Math.round(t1 * 0.0086)
  const prev = Math.round(t1 * 0.0035)
  const csgBase = Math.round(gross * 0.9825) + healthEmployer + Math.round(t1 * 0.0045)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.029)
  const hsReduction = Math.round(overtime * 0.1131)
  const total = health + vp + vd + rc + ceg + prev + csgD + csgN - hsReduction
  const netBeforeTax = gross - housing - total
  const hsExempt = overtime - Math.round(overtime * 0.9825 * 0.068)
  const netTaxable = gross - total + csgN + healthEmployer - hsExempt
  const netSocial = gross - total + csgD + csgN - Math.round(gross * 0.004)
  const pasRate = pick(rng, [0, 0, 1.1, 2.3, 3.4])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const pat = {
    af: Math.round(gross * 0.0345),
    agrica: Math.round(t1 * 0.0472),
    atexa: Math.round(gross * 0.0287),
    ceg: Math.round(t1 * 0.0129),
    chomage: Math.round(gross * 0.0405),
    maladie: Math.round(gross * 0.07),
    ocapiat: Math.round(gross * 0.0055),
    prev: Math.round(t1 * 0.0095),
    sst: Math.round(gross * 0.0029),
    vd: Math.round(gross * 0.0211),
    vp: Math.round(t1 * 0.0855),
  }
  const reduction = -Math.round(gross * pick(rng, [0.142, 0.168, 0.191]))
  const patTotal = Object.values(pat).reduce((t, v) => t + v, 0) + healthEmployer + reduction
  const month = Number(period.slice(5, 7))
  const ytd = (c: number) => (month === 1 ? c : Math.round(c * month * (0.94 + rng() * 0.08)))

  const {doc, fonts} = await newDocument({author: centre.name, creator: 'Agripaie 2026.1', date: paidOn, producer: 'Agripaie PDF', title: `BS ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const green = hex('#2f6b35')
  const pale = hex('#eaf2e6')
  const rule = hex('#9aa89a')

  // Accountancy centre band.
  s.box(L, 22, R - L, 18, {fill: green})
  s.text(`${centre.name} - Service paie`, L + 8, 34.5, {color: hex('#ffffff'), font: H.bold, size: 8})
  s.text(`SIRET ${groupedSiret(`${randomInt(rng, 3, 7)}${randomDigits(rng, 13)}`)} - ${centre.town} - Tél. ${landline(employer.address.postcode, rng)}`, R - 8, 34.5, {align: 'right', color: hex('#ffffff'), size: 7})

  // Employer.
  s.text(employer.name, L, 60, {font: H.bold, size: 10.5})
  s.lines(
    [
      ...addressLines(employer.address),
      `SIRET : ${groupedSiret(employer.siret)}`,
      `NAF : ${production}`,
      `N° employeur MSA : ${dept} ${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`,
      `Caisse : ${centre.msa}`,
      'Convention collective nationale de la production',
      'agricole et des CUMA (IDCC 7024)',
    ],
    L,
    73,
    {color: hex('#333333'), leading: 9.6, size: 7.6},
  )

  // Title and window.
  const tx = 318
  s.text('BULLETIN DE SALAIRE', tx, 60, {color: green, font: H.bold, size: 14})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, tx, 74, {size: 8.4})
  s.text(`Paiement le ${slashDate(paidOn)} par virement`, tx, 85, {color: GREY, size: 7.8})
  s.box(tx - 6, 96, R - tx + 6, 62, {lineWidth: 0.5, stroke: rule})
  s.text(employee, tx + 4, 112, {font: H.bold, size: 9.8})
  s.lines(addressLines(address), tx + 4, 125, {leading: 11, size: 9})

  // Particulars grid.
  let y = 176
  const info: [string, string][] = [
    ['Matricule', `${randomDigits(rng, 5)}`],
    ['Emploi', name.civility === 'Mme' ? jobs[1] : jobs[0]],
    ['Classification', `Palier ${palier}`],
    ['Contrat', 'CDI - temps complet'],
    ["Date d'entrée", slashDate(hired)],
    ['N° de sécurité sociale', nirOf(person, rng)],
    ['Horaire mensuel', '151,67 h'],
    ['Ancienneté', `${years} an${years > 1 ? 's' : ''}`],
  ]
  const cw = (R - L) / 4
  info.forEach(([lab, value], k) => {
    const cx = L + (k % 4) * cw
    const cy = y + Math.floor(k / 4) * 26
    s.box(cx, cy, cw, 26, {lineWidth: 0.4, stroke: rule})
    s.text(lab, cx + 4, cy + 9, {color: GREY, size: 6.6})
    s.text(value, cx + 4, cy + 20, {font: H.bold, size: 7.8})
  })
  y += 64

  // Body.
  const b = (t: string) => ({font: H.bold, text: t})
  const rows: Cell[][] = [[`Salaire de base`, '151,67', frDecimal(rate / 100, 4), a(basePaid), '', '']]
  if (overtime) rows.push(['Heures supplémentaires 25 %', frDecimal(overtimeHours, 2), frDecimal((rate * 1.25) / 100, 4), a(overtime), '', ''])
  if (seniority) rows.push([`Prime d'ancienneté ${seniorityPct} %`, a(base), pct(seniorityPct), a(seniority), '', ''])
  if (housing) rows.push(['Avantage en nature logement', '', '', a(housing), '', ''])
  rows.push(
    [b('SALAIRE BRUT'), '', '', b(a(gross)), '', ''],
    ['Assurance maladie, maternité, invalidité, décès', a(gross), '', '', '7,00', a(pat.maladie)],
    ['Accidents du travail (ATEXA)', a(gross), '', '', '2,87', a(pat.atexa)],
    ['Assurance vieillesse plafonnée', a(t1), '6,90', a(vp), '8,55', a(pat.vp)],
    ['Assurance vieillesse déplafonnée', a(gross), '0,40', a(vd), '2,11', a(pat.vd)],
    ['Allocations familiales', a(gross), '', '', '3,45', a(pat.af)],
    ['Retraite complémentaire AGRICA T1', a(t1), '3,15', a(rc), '4,72', a(pat.agrica)],
    ["Contribution d'équilibre général T1", a(t1), '0,86', a(ceg), '1,29', a(pat.ceg)],
    ['Prévoyance AGRICA non-cadres', a(t1), '0,35', a(prev), '0,95', a(pat.prev)],
    ['Complémentaire santé régime agricole', '', '', a(health), '', a(healthEmployer)],
    ['Assurance chômage et AGS', a(gross), '', '', '4,05', a(pat.chomage)],
    ['Formation professionnelle OCAPIAT', a(gross), '', '', '0,55', a(pat.ocapiat)],
    ['Santé sécurité au travail MSA', a(gross), '', '', '0,29', a(pat.sst)],
    ['Réduction générale des cotisations', '', '', '', '', a(reduction)],
    ['CSG déductible', a(csgBase), '6,80', a(csgD), '', ''],
    ['CSG / CRDS non déductibles', a(csgBase), '2,90', a(csgN), '', ''],
  )
  if (hsReduction) rows.push(['Réduction salariale heures supplémentaires', a(overtime), '-11,31', a(-hsReduction), '', ''])
  rows.push([b('TOTAL DES COTISATIONS ET CONTRIBUTIONS'), '', '', b(a(total)), '', b(a(patTotal))])
  if (housing) rows.push(['Reprise avantage en nature logement', '', '', a(-housing), '', ''])
  y = s.table({
    columns: [{width: 205}, {align: 'right', width: 70}, {align: 'right', width: 50}, {align: 'right', width: 80}, {align: 'right', width: 50}, {align: 'right', width: R - L - 455}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Base', 'Taux', 'Part salarié', 'Taux', 'Part employeur']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 14,
    rowHeight: 12.4,
    rows,
    ruleColor: rule,
    size: 7.4,
    verticalRules: true,
    x: L,
    y,
  })

  // Nets.
  y += 12
  const net = (lab: string, value: string, strong = false, shade = false) => {
    if (shade) s.box(L, y - 10, R - L, 15, {fill: pale})
    s.text(lab, L + 6, y, {font: strong ? H.bold : H.regular, size: strong ? 8.8 : 8})
    s.text(value, R - 6, y, {align: 'right', font: strong ? H.bold : H.regular, size: strong ? 9.4 : 8})
    y += 16
  }

  net('NET À PAYER AVANT IMPÔT SUR LE REVENU', `${frAmount(netBeforeTax, ' ')} €`, true, true)
  net(`Impôt sur le revenu prélevé à la source - base ${frAmount(netTaxable, ' ')} - taux personnalisé ${pct(pasRate)} %`, pas ? `- ${frAmount(pas, ' ')} €` : '0,00 €')
  net('NET PAYÉ', `${frAmount(netPaid, ' ')} €`, true, true)
  net('MONTANT NET SOCIAL', `${frAmount(netSocial, ' ')} €`)

  // Year to date.
  y += 6
  s.table({
    columns: [{width: 76}, {align: 'right', width: 76}, {align: 'right', width: 76}, {align: 'right', width: 76}, {align: 'right', width: 76}, {align: 'right', width: 76}, {align: 'right', width: R - L - 456}],
    font: H.regular,
    frame: true,
    header: [['', 'Brut', 'Net imposable', 'Heures', 'Heures sup.', 'Coût employeur', 'CP acquis']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 12,
    rowHeight: 12,
    rowRules: true,
    rows: [
      ['Mois', a(gross), a(netTaxable), '151,67', frDecimal(overtimeHours, 2), a(gross + patTotal), '2,50'],
      ['Cumul année', a(ytd(gross)), a(ytd(netTaxable)), frDecimal(151.67 * month, 2), frDecimal(overtimeHours * month, 2), a(ytd(gross + patTotal)), frDecimal(2.5 * month, 2)],
    ],
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: L,
    y,
  })

  s.paragraph("Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Rubrique dédiée au bulletin de paie sur le portail www.service-public.fr. Les cotisations de sécurité sociale des salariés agricoles sont recouvrées par la Mutualité sociale agricole.", L, 800, R - L, {color: GREY, leading: 8.6, size: 6.6})

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
    layout: 'bulletin_paie/salarie-agricole-msa',
    notes: [
      "farm worker's payslip from an agricultural accountancy centre: MSA contributions (ATEXA, AGRICA, OCAPIAT), palier classification",
      'accountancy centre band with its own SIRET (a decoy) above the farm employer block',
      'net taxable only as the base of the withholding line and in the month / year-to-date strip; "MONTANT NET SOCIAL" as a decoy',
      'housing in kind added to the gross and taken back after the contributions on some payslips',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
