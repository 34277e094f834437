/**
 * HELD-OUT bulletin_paie/marin-enim: the payslip of a SEAFARER of the merchant navy or of a
 * fishing company, affiliated to the ENIM (the seafarers' social security scheme) rather than to
 * the general scheme (four invented shipowners: a passenger line, a towage company, a fishing
 * company, a shuttle operator): the shipowner's block at the left with its SIRET and the
 * "Armateur" mention, "BULLETIN DE SALAIRE - MARIN" with "Paie de février 2027" (the month IN
 * WORDS, lower case) at the right; a TWO-COLUMN block of the seafarer's particulars ("GAUTIER
 * Thomas Pierre": surname then all given names; "née MARTIN" for a married woman; the seafarer's
 * number, the maritime district, the ship and its IMO number, the function, the ENIM category: all
 * decoys) and the sea days (embarkation dates: decoys); the ENIM FLAT-RATE SALARY of the category
 * ("Salaire forfaitaire catégorie 9", the contributions' base: a decoy amount) printed just above
 * the gross; five columns (label, base, rate, gains, deductions); the seafarers' pension fund
 * (CRM) and provident fund (CGP) on the flat-rate salary; the net before tax, the taxable net, the
 * withholding tax, the net paid, the year-to-date totals (decoys).
 */
import {addDays, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, MONTHS_FR, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, wrap} from '../util.js'

interface Owner {
  ape: string
  kind: string
  ship: string
  district: string
  functions: string[]
  bonus: string
}

const OWNERS: Owner[] = [
  {ape: '5010Z', bonus: 'Prime de navigation', district: 'SAINT-MALO (SM)', functions: ['Second capitaine', 'Officier mécanicien', 'Maître d\'équipage'], kind: 'Armateur - transport de passagers', ship: 'BREIZH EXPRESS'},
  {ape: '5222Z', bonus: 'Prime de remorquage', district: 'MARSEILLE (MA)', functions: ['Patron de remorqueur', 'Mécanicien 750 kW', 'Matelot qualifié'], kind: 'Armateur - remorquage portuaire', ship: 'PROVENCE VI'},
  {ape: '0311Z', bonus: 'Part de pêche (rémunération à la part)', district: 'BOULOGNE-SUR-MER (BL)', functions: ['Second de pêche', 'Chef mécanicien', 'Matelot'], kind: 'Armement à la pêche hauturière', ship: 'OPALE CHALLENGER'},
  {ape: '5010Z', bonus: 'Prime de quart', district: 'LA ROCHELLE (LR)', functions: ['Capitaine 200', 'Matelot polyvalent', 'Mécanicien'], kind: 'Armateur - navettes maritimes', ship: 'PERTUIS III'},
]

export async function paieMarinEnim(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const owner = OWNERS[typeof raw.owner === 'number' ? raw.owner % OWNERS.length : 0]
  const employer = facts.employer
  const period = monthOf(params, facts)
  const printedMonth = `${MONTHS_FR[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`
  const start = `${period}-01`
  const end = lastDayOf(period)
  const sailor = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const netBeforeTax = amounts.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents
  const netTaxable = amounts.netTaxableCents ?? facts.pay.netTaxableCents
  const func = owner.functions[randomInt(rng, 0, owner.functions.length - 1)]
  const category = randomInt(rng, 7, 14)
  const flatRate = Math.round(gross * (0.72 + rng() * 0.18))
  const seaman = `${period.slice(0, 2)}${randomDigits(rng, 2)} ${randomDigits(rng, 4)}`
  const imo = `IMO ${randomInt(rng, 91, 98)}${randomDigits(rng, 5)}`
  const boarded = addDays(start, randomInt(rng, 1, 6))
  const landed = addDays(boarded, randomInt(rng, 12, 20))
  const seaDays = Math.round((Date.parse(landed) - Date.parse(boarded)) / 86_400_000) + 1

  // The gross: the base wage, the bonus, the food allowance for the days at sea.
  const food = seaDays * randomInt(rng, 1100, 1500)
  const bonus = Math.round(gross * (0.08 + rng() * 0.12))
  const base = gross - bonus - food

  // Contributions: CSG/CRDS not deductible make the taxable net; the rest split by rate.
  const nonDeductible = netTaxable - netBeforeTax
  const csgNd = Math.round((nonDeductible * 2.4) / 2.9)
  const crds = nonDeductible - csgNd
  const rest = gross - netBeforeTax - nonDeductible
  const shares: [string, string, number][] = [
    ['Caisse de retraite des marins (CRM)', 'flat', 10.85],
    ['Caisse générale de prévoyance (CGP)', 'flat', 0.75],
    ['Assurance chômage', 'gross', 1.2],
    ['Prévoyance complémentaire branche', 'gross', 0.9],
    ['CSG déductible', 'csg', 6.8],
  ]
  // The seafarers' funds on the flat-rate salary, the other contributions share what is left.
  const onFlat = shares.filter(([, on]) => on === 'flat').map(([label, on, r]) => ({amount: Math.round((flatRate * r) / 100), base: flatRate, label, on, r}))
  const left = rest - onFlat.reduce((t, l) => t + l.amount, 0)
  const others = shares.filter(([, on]) => on !== 'flat')
  const weight = others.reduce((t, [, , r]) => t + r, 0)
  const shared = others.map(([label, on, r]) => ({amount: Math.round((left * r) / weight), base: 0, label, on, r}))
  shared[shared.length - 1].amount += left - shared.reduce((t, l) => t + l.amount, 0)
  for (const l of shared) l.base = Math.round((l.amount * 100) / l.r)
  const lines = [...onFlat, ...shared]
  const pasRate = randomInt(rng, 0, 95) / 10
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const monthIndex = Number(period.slice(5, 7))
  const a = (c: number) => frAmount(c)
  const ink = hex('#14202c')
  const soft = hex('#5b6776')
  const navy = hex('#123a5e')
  const grid = hex('#a4b0bd')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'NavPaie 7 - Gens de mer', date: addDays(end, -2), producer: 'NavPaie', title: `Bulletin marin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // Header: the shipowner at the left, the title at the right.
  s.text(employer.name, L, 48, {color: navy, font: H.bold, size: employer.name.length > 34 ? 10.5 : 12})
  s.lines([owner.kind, ...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`, `SIRET ${groupedSiret(employer.siret)} - APE ${owner.ape}`], L, 62, {color: ink, leading: 10, size: 7.8})
  s.box(350, 32, R - 350, 50, {fill: navy})
  s.text('BULLETIN DE SALAIRE - MARIN', R - 10, 50, {align: 'right', color: hex('#ffffff'), font: H.bold, size: 11})
  s.text(`Paie de ${printedMonth}`, R - 10, 69, {align: 'right', color: hex('#ffffff'), size: 10})

  // The seafarer's particulars, two columns.
  let y = 120
  s.box(L, y - 12, R - L, 108, {lineWidth: 0.6, stroke: grid})
  s.text('Marin', L + 8, y, {color: soft, size: 7})
  s.text(sailor, L + 8, y + 13, {color: ink, font: H.bold, size: 10.5})
  const home = [...(name.birthSurname ? [`née ${upper(name.birthSurname)}`] : []), ...address.lines, `${address.postcode} ${upper(address.city)}`]
  s.lines(home, L + 8, y + 26, {color: ink, leading: 9.6, size: 7.8})
  const right: [string, string][] = [
    ['N° de marin', seaman],
    ['Quartier maritime', owner.district],
    ['Navire', `${owner.ship} (${imo})`],
    ['Fonction à bord', func],
    ['Catégorie ENIM', String(category)],
    ['Embarquement', `du ${slashDate(boarded)} au ${slashDate(landed)} (${seaDays} jours de mer)`],
  ]
  right.forEach(([label, value], k) => {
    s.text(label, 292, y + k * 15, {color: soft, size: 7.4})
    s.text(value, 372, y + k * 15, {color: ink, size: value.length > 38 ? 6.8 : 7.8})
  })

  // The lines.
  y += 108
  s.text(`Salaire forfaitaire ENIM catégorie ${category} (assiette des cotisations marins) : ${a(flatRate)}`, L, y, {color: ink, font: H.bold, size: 8})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R, y, {align: 'right', color: soft, size: 7.6})
  const body = [
    ['Salaire de base (forfait mensuel)', '151,67 h', '', a(base), ''],
    [owner.bonus, '', '', a(bonus), ''],
    ['Indemnité de nourriture', `${seaDays} j`, a(Math.round(food / seaDays)), a(food), ''],
    [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: a(gross)}, ''],
    ...lines.map((l) => [l.label, a(l.base), frDecimal(l.r, 2), '', a(l.amount)]),
    ['CSG non déductible', a(Math.round((csgNd * 100) / 2.4)), '2,40', '', a(csgNd)],
    ['CRDS', a(Math.round((crds * 100) / 0.5)), '0,50', '', a(crds)],
    [{font: H.bold, text: 'TOTAL DES RETENUES'}, '', '', '', {font: H.bold, text: a(gross - netBeforeTax)}],
  ]
  y = s.table({
    columns: [{width: 215}, {align: 'right', width: 80}, {align: 'right', width: 62}, {align: 'right', width: 83}, {align: 'right', width: R - L - 440}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Base', 'Taux %', 'Gains', 'Retenues']],
    headerColor: hex('#ffffff'),
    headerFill: navy,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: body,
    ruleColor: grid,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Summary.
  y += 16
  const summary: [string, string, boolean][] = [
    ['Net à payer avant impôt sur le revenu', a(netBeforeTax), true],
    ['Net imposable', a(netTaxable), true],
    [`Prélèvement à la source (taux personnalisé ${frDecimal(pasRate, 1)} %)`, a(pas), false],
  ]
  summary.forEach(([label, value, bold], k) => {
    s.box(L, y + k * 22, 330, 22, {lineWidth: 0.5, stroke: grid})
    s.text(label, L + 8, y + k * 22 + 14.5, {color: ink, font: bold ? H.bold : H.regular, size: 8.6})
    s.text(value, L + 322, y + k * 22 + 14.5, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 9.6})
  })
  s.box(390, y, R - 390, 66, {fill: navy})
  s.text('NET PAYÉ', 400, y + 22, {color: hex('#ffffff'), font: H.bold, size: 10})
  s.text(`${a(netPaid)} EUR`, R - 10, y + 50, {align: 'right', color: hex('#ffffff'), font: H.bold, size: 14})
  y += 84
  s.text(`Virement du ${slashDate(addDays(end, -randomInt(rng, 0, 3)))} - IBAN ****${randomDigits(rng, 4)}`, L, y, {color: soft, size: 7.6})

  // Year to date.
  y += 14
  s.table({
    columns: [{width: 110}, {align: 'right', width: 105}, {align: 'right', width: 105}, {align: 'right', width: 105}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    frame: true,
    header: [[`Cumuls ${period.slice(0, 4)}`, 'Brut', 'Net imposable', 'Impôt prélevé', 'Jours de mer']],
    headerFill: hex('#e6ecf2'),
    headerFont: H.bold,
    rowHeight: 14,
    rows: [['Depuis janvier', a(gross * monthIndex + (monthIndex > 1 ? randomInt(rng, -60_000, 60_000) : 0)), a(netTaxable * monthIndex + (monthIndex > 1 ? randomInt(rng, -45_000, 45_000) : 0)), a(pas * monthIndex), String(seaDays * monthIndex + (monthIndex > 1 ? randomInt(rng, -9, 9) : 0))]],
    ruleColor: grid,
    size: 7.4,
    verticalRules: true,
    x: L,
    y,
  })

  const legal = wrap(
    "Gens de mer : régime spécial de sécurité sociale des marins (ENIM, Établissement national des invalides de la marine, 1 rue de Lorraine, 56100 Lorient). Les cotisations marins sont assises sur le salaire forfaitaire de la catégorie, les autres contributions sur le salaire réel. Conservez ce bulletin sans limitation de durée.",
    R - L,
    H.regular,
    6.8,
  )
  s.lines(legal, L, 790, {color: soft, leading: 8.6, size: 6.8})

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: sailor,
    },
    layout: 'bulletin_paie/marin-enim',
    notes: [
      "a seafarer's payslip under the ENIM scheme: the ship, the maritime district, the sea days, contributions on the category's flat-rate salary",
      '"Paie de février 2027" in words; the seafarer as "GAUTIER Thomas Pierre" (surname then all given names), "née MARTIN" under it',
      'decoys: the flat-rate salary printed just above the lines, the embarkation dates, the seafarer number, the IMO number, the payment date, year-to-date totals',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
