/**
 * HELD-OUT bulletin_paie/gardien-immeuble-copropriete: the payslip of a RESIDENTIAL CARETAKER
 * (gardien d'immeuble, category B, national agreement of caretakers and building employees, IDCC
 * 1043) whose employer is the CO-OWNERS' SYNDICATE of the building, REPRESENTED BY ITS SYNDIC (a
 * property manager that runs the payroll): the employer at the top left in bold, its long name
 * WRAPPING (one is named after its street: "SYNDICAT DES COPROPRIÉTAIRES DU 18 BOULEVARD
 * GAMBETTA"), the building's address, its SIRET grouped; under it "Représenté par son syndic" with
 * the SYNDIC's name, address and SIRET (a decoy company, address and number); the caretaker's
 * window at the right ("Monsieur GAUTIER Thomas": civility in full, surname, first given name;
 * "Loge du gardien" in the same building); a STRIP OF LABEL-ABOVE-VALUE CELLS ("Période : Mars
 * 2028": the month in words; the payment date, the job, category and coefficient, the working time
 * in VALUE UNITS "10 000 UV", the entry date, the social security number: decoys); the body in six
 * columns (the employer's share a decoy column): base salary, seniority bonus, the bins duty, the
 * HOUSING IN KIND (the lodge) added to the gross and TAKEN BACK after the contributions; the totals
 * as VALUES IN COLUMNS under column titles with a month row (the truth) and a year-to-date row
 * (decoys); the leave balance (decoys).
 */
import {makeSiren, makeSiret} from '../../../server/src/corpus/facts.js'
import {addDays, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, monthTitle, newDocument, nirOf, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE, wrap} from '../util.js'

interface Building {
  street: string
  postcode: string
  city: string
  syndic: string
  syndicAddress: string
  rooms: number
}

/** The buildings of the four syndicates (index.ts SYNDICATES, in order). */
const BUILDINGS: Building[] = [
  {city: 'Nantes', postcode: '44300', rooms: 3, street: '2 allée des Étangs', syndic: 'OUEST SYNDIC GESTION SAS', syndicAddress: '5 rue Crébillon, 44000 Nantes'},
  {city: 'Nice', postcode: '06000', rooms: 4, street: '18 boulevard Gambetta', syndic: 'CABINET RIVIERA SYNDIC SARL', syndicAddress: '12 avenue Jean Médecin, 06000 Nice'},
  {city: 'Lyon', postcode: '69006', rooms: 3, street: "27 rue de l'Orangerie", syndic: 'RHÔNE COPROPRIÉTÉ SERVICES SAS', syndicAddress: '40 cours Lafayette, 69003 Lyon'},
  {city: 'Lille', postcode: '59000', rooms: 4, street: '61 rue Solférino', syndic: 'FLANDRES IMMOBILIER GESTION SA', syndicAddress: '8 rue Nationale, 59000 Lille'},
]

export async function paieGardienImmeuble(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name, person} = subjectOf(facts, params)
  const building = BUILDINGS[typeof raw.building === 'number' ? raw.building % BUILDINGS.length : 0]
  const employer = facts.employer
  const period = monthOf(params, facts)
  const payDay = lastDayOf(period)
  const entered = addDays(facts.asOf, -randomInt(rng, 700, 5000))
  const years = Math.floor((Date.parse(facts.asOf) - Date.parse(entered)) / (365.25 * 86_400_000))
  const seniorityRate = years >= 15 ? 9 : years >= 9 ? 6 : years >= 3 ? 3 : 0
  const base = randomInt(rng, 1980, 2380) * 100 + randomInt(rng, 0, 99)
  const seniority = Math.round((base * seniorityRate) / 100)
  const bins = 6200
  const lodging = building.rooms * 8450
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? base + seniority + bins + lodging
  const csgBase = Math.round(gross * 0.9825)
  const shares: [string, number, string, number, number][] = [
    ['Sécurité sociale plafonnée', gross, '6,900', Math.round(gross * 0.069), Math.round(gross * 0.0855)],
    ['Sécurité sociale déplafonnée', gross, '0,400', Math.round(gross * 0.004), Math.round(gross * 0.0202)],
    ['Complémentaire Tranche 1', gross, '4,010', Math.round(gross * 0.0401), Math.round(gross * 0.0601)],
    ['Prévoyance non cadre (IDCC 1043)', gross, '0,520', Math.round(gross * 0.0052), Math.round(gross * 0.0078)],
    ['Assurance chômage', gross, '0,000', 0, Math.round(gross * 0.04)],
    ['CSG déductible', csgBase, '6,800', Math.round(csgBase * 0.068), 0],
  ]
  const csgNd = Math.round(csgBase * 0.029)
  const contributions = shares.reduce((sum, r) => sum + r[3], 0) + csgNd
  const employerShare = shares.reduce((sum, r) => sum + r[4], 0)
  const netBeforeTax = amounts.netBeforeTaxCents ?? gross - contributions - lodging
  const netTaxable = amounts.netTaxableCents ?? gross - contributions + csgNd
  const taxRate = [0, 1.1, 2.3, 3.4][randomInt(rng, 0, 3)]
  const tax = Math.round((netTaxable * taxRate) / 100)
  const paid = netBeforeTax - tax
  const monthIndex = Number(period.slice(5, 7))
  const employee = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const syndicSiret = makeSiret(rng, makeSiren(rng))
  const nir = nirOf(person, rng)
  const ink = hex('#1c1e22')
  const soft = hex('#5f6369')
  const teal = hex('#1d5c63')
  const pale = hex('#e9f1f1')
  const rule = hex('#aebfc0')
  const f = (c: number) => frAmount(c)

  const {doc, fonts} = await newDocument({author: building.syndic, creator: 'ImmoPaie 7', date: payDay, producer: 'ImmoPaie PDF', title: `Bulletin ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559
  const W = R - L

  // The employer, then the syndic that represents it.
  s.text('BULLETIN DE PAIE', L, 44, {color: teal, font: H.bold, size: 15})
  const employerLines = wrap(employer.name, 260, H.bold, 9.6)
  let y = s.lines(employerLines, L, 66, {color: ink, font: H.bold, leading: 11.5, size: 9.6})
  y = s.lines([building.street, `${building.postcode} ${upper(building.city)}`, `SIRET : ${groupedSiret(employer.siret)} - APE 8110Z`, 'Convention collective : gardiens, concierges et employés', "d'immeubles (IDCC 1043)"], L, y, {color: ink, leading: 10.5, size: 8.2})
  s.text('Représenté par son syndic :', L, y + 4, {color: soft, font: H.italic, size: 7.6})
  s.lines([building.syndic, building.syndicAddress, `SIRET ${groupedSiret(syndicSiret)}`], L, y + 15, {color: soft, leading: 9.6, size: 7.6})

  // The caretaker's window.
  const window = [employee, 'Loge du gardien', building.street, `${building.postcode} ${upper(building.city)}`]
  s.lines(window, 330, 92, {color: ink, leading: 12.5, size: 10})
  if (name.birthSurname) s.text(`Nom de naissance : ${upper(name.birthSurname)}`, 330, 92 + 12.5 * window.length + 2, {color: soft, size: 8})

  // The strip of cells, labels above values.
  y = 196
  const strip: [string, string, number][] = [
    ['Période', monthTitle(period), 74],
    ['Paiement le', slashDate(payDay), 64],
    ['Emploi', "Gardien d'immeuble", 90],
    ['Catégorie / coeff.', 'B / 255', 72],
    ['Temps de travail', '10 000 UV', 66],
    ['Entrée le', slashDate(entered), 62],
    ['N° sécurité sociale', nir, W - 428],
  ]
  let cx = L
  for (const [label, value, w] of strip) {
    s.box(cx, y, w, 32, {fill: label === 'Période' ? pale : undefined, lineWidth: 0.5, stroke: rule})
    s.text(label, cx + 5, y + 11, {color: soft, size: 6.8})
    s.text(value, cx + 5, y + 24, {color: ink, font: H.bold, size: Math.min(8.4, (w - 10) / H.bold.widthOfTextAtSize(value, 1))})
    cx += w
  }

  // The body.
  const body: (string | {font: typeof H.bold; text: string})[][] = [
    ['Salaire de base (10 000 UV)', f(base), '', f(base), '', ''],
    [`Prime d'ancienneté ${seniorityRate} %`, f(base), frDecimal(seniorityRate, 3), f(seniority), '', ''],
    ['Indemnité de sortie des conteneurs', '', '', f(bins), '', ''],
    [`Avantage en nature logement (${building.rooms} pièces)`, '', '', f(lodging), '', ''],
    [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: f(gross)}, '', ''],
    ...shares.map(([label, b, rate, amount, share]) => [label, f(b), rate, '', f(amount), share ? f(share) : '']),
    ['CSG/CRDS non déductible', f(csgBase), '2,900', '', f(csgNd), ''],
    [{font: H.bold, text: 'TOTAL DES COTISATIONS'}, '', '', '', {font: H.bold, text: f(contributions)}, f(employerShare)],
    ['Retenue avantage en nature logement', '', '', '', f(lodging), ''],
    [`Impôt sur le revenu prélevé à la source (taux ${frDecimal(taxRate, 1)} %)`, f(netTaxable), frDecimal(taxRate, 3), '', f(tax), ''],
  ]
  y = s.table({
    columns: [{width: 205}, {align: 'right', width: 68}, {align: 'right', width: 50}, {align: 'right', width: 66}, {align: 'right', width: 66}, {align: 'right', width: W - 455}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'À payer', 'À retenir', 'Part employeur']],
    headerFill: teal,
    headerColor: WHITE,
    headerFont: H.bold,
    rowHeight: 15,
    rows: body,
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 46,
    zebra: hex('#f5f8f8'),
  })

  // The totals: values in columns, the month then the year to date.
  y += 18
  const months = monthIndex
  const cumul = (c: number) => f(c * months + randomInt(rng, -20_000, 20_000) * (months > 1 ? 1 : 0))
  y = s.table({
    columns: [{width: 70}, {align: 'right', width: 80}, {align: 'right', width: 80}, {align: 'right', width: 120}, {align: 'right', width: 98}, {align: 'right', width: W - 448}],
    font: H.regular,
    frame: true,
    header: [['', 'Salaire brut', 'Net imposable', 'Net à payer avant impôt', 'Impôt prélevé', 'Net payé']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Mois'}, {font: H.bold, text: f(gross)}, {font: H.bold, text: f(netTaxable)}, {font: H.bold, text: f(netBeforeTax)}, f(tax), {font: H.bold, text: f(paid)}],
      ['Cumul annuel', cumul(gross), cumul(netTaxable), cumul(netBeforeTax), cumul(tax), cumul(paid)],
    ],
    ruleColor: rule,
    size: 8.4,
    verticalRules: true,
    x: L,
    y,
  })

  y += 16
  s.text(`Congés payés : acquis ${frDecimal(2.5 * months, 2)} j - pris ${frDecimal(randomInt(rng, 0, 10), 2)} j - solde N-1 ${frDecimal(randomInt(rng, 0, 12), 2)} j`, L, y, {color: soft, size: 7.6})
  s.text(`Net payé par virement le ${slashDate(payDay)}`, R, y, {align: 'right', color: ink, font: H.bold, size: 8.4})
  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Le logement de fonction est évalué selon le barème forfaitaire de l'arrêté du 10 décembre 2002 ; il est soumis à cotisations et retenu sur le net. Bulletin établi par le syndic pour le compte du syndicat des copropriétaires employeur.",
    L,
    y + 16,
    W,
    {color: soft, leading: 9.6, size: 7.2},
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
    layout: 'bulletin_paie/gardien-immeuble-copropriete',
    notes: [
      "a residential caretaker's payslip whose employer is the co-owners' syndicate represented by its syndic: the syndicate's long name wraps, the syndic's name, address and SIRET under it",
      'a strip of label-above-value cells with "Période" in words; the lodge as housing in kind added to the gross and taken back after the contributions; the totals as values in columns (month and year to date)',
      "decoys: the syndic and its SIRET, the payment and entry dates, the value units, the social security number, the employer's share column, the year-to-date row, the leave balance",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
