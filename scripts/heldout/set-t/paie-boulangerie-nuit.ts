/**
 * HELD-OUT bulletin_paie/boulangerie-travail-nuit: the payslip of a BAKER working NIGHTS in an
 * artisan bakery (IDCC 0843): the bakery at the top left with its SIRET and APE code, "BULLETIN DE
 * PAIE" and the period "du 01/02/2027 au 28/02/2027" at the right in a grey box; the employee
 * block at the right ("M. GAUTIER Thomas": civility, surname, first given name) with the job,
 * coefficient, entry date and social security number (decoys); the gross built from the monthly
 * base, the NIGHT HOURS premium (25 % between 20 h and 6 h), the SUNDAY premium and overtime;
 * five columns (label, base, rate, employee share, employer share); the contribution lines; the
 * totals in a LOWER BAND with the labels ABOVE the values: "Salaire brut", "Net à payer avant
 * impôt sur le revenu", "Net imposable", "Impôt prélevé", the non-taxable NIGHT MEAL allowance
 * (panier de nuit) and "Net payé" (decoys); the year-to-date totals and the paid leave counter.
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper} from '../util.js'

const BAKERIES = [
  {ape: '1071C', job: 'Ouvrier boulanger', sign: 'Artisan boulanger - pâtissier'},
  {ape: '1071C', job: 'Tourier', sign: 'Boulangerie - pâtisserie - chocolaterie'},
  {ape: '1071D', job: 'Boulanger', sign: 'Pains au levain, viennoiseries pur beurre'},
  {ape: '1071C', job: 'Chef boulanger', sign: 'Boulangerie de quartier depuis 1962'},
]

export async function paieBoulangerieNuit(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const bakery = BAKERIES[typeof raw.bakery === 'number' ? raw.bakery % 4 : 0]
  const employer = facts.employer
  const period = monthOf(params, facts)
  const end = lastDayOf(period)
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const netBeforeTax = amounts.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents
  const netTaxable = amounts.netTaxableCents ?? facts.pay.netTaxableCents
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const nightHours = randomInt(rng, 80, 130)
  const sundays = randomInt(rng, 2, 4)
  const night = Math.round(gross * (0.08 + rng() * 0.04))
  const sunday = Math.round(gross * (0.03 + rng() * 0.02))
  const overtime = Math.round(gross * (0.03 + rng() * 0.04))
  const base = gross - night - sunday - overtime
  const hourly = Math.round(base / 151.67)
  const meals = randomInt(rng, 17, 22)
  const panier = meals * randomInt(rng, 420, 560)
  const tax = Math.round(netTaxable * (0.02 + rng() * 0.06))
  const paid = netBeforeTax - tax + panier
  const entry = addDays(`${period}-01`, -randomInt(rng, 200, 4000))
  const nir = `${name.civility === 'Mme' ? 2 : 1} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 2)}`
  const contributions = gross - netBeforeTax
  const shares = [0.3, 0.04, 0.24, 0.07, 0.1]
  const lines: [string, number, string][] = [
    ['Sécurité sociale plafonnée', 0, '6,90'],
    ['Sécurité sociale déplafonnée', 0, '0,40'],
    ['Complémentaire Tranche 1', 0, '4,01'],
    ['Prévoyance - frais de santé', 0, ''],
    ['Assurance chômage / AGS', 0, ''],
  ]
  let used = 0
  shares.forEach((sh, k) => {
    lines[k][1] = Math.round(contributions * sh)
    used += lines[k][1]
  })
  const csg = contributions - used
  const ink = hex('#1c1c1c')
  const soft = hex('#5c5c5c')
  const band = hex('#ece6dc')
  const f = (c: number) => frAmount(c)

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'Quadra Paie', date: addDays(end, 1), producer: 'Quadra Paie 2027', title: `Bulletin ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 34
  const R = 561

  s.text(employer.name, L, 44, {color: ink, font: H.bold, size: 12.5})
  s.text(bakery.sign, L, 57, {color: hex('#8a5a2b'), font: fonts.times.italic, size: 9})
  s.lines([...employer.address.lines, `${employer.address.postcode} ${employer.address.city}`], L, 71, {color: ink, leading: 10, size: 8})
  s.text(`Siret : ${groupedSiret(employer.siret)}   APE : ${bakery.ape}`, L, 101, {color: ink, size: 8})
  s.text('Convention collective : Boulangerie-pâtisserie artisanale (IDCC 0843)', L, 112, {color: soft, size: 7.4})

  s.box(330, 30, R - 330, 38, {fill: hex('#dcdcdc')})
  s.text('BULLETIN DE PAIE', 340, 46, {color: ink, font: H.bold, size: 12})
  s.text(`Période du ${slashDate(`${period}-01`)} au ${slashDate(end)}`, 340, 60, {color: ink, size: 8.6})
  s.box(330, 74, R - 330, 58, {lineWidth: 0.7, stroke: ink})
  s.text(employee, 340, 90, {color: ink, font: H.bold, size: 10.5})
  s.lines([`Emploi : ${bakery.job} - coefficient ${randomInt(rng, 160, 240)}`, `Entrée le ${slashDate(entry)} - N° SS ${nir}`, 'Horaires de nuit - temps plein 151,67 h'], 340, 103, {color: ink, leading: 9.6, size: 7.6})

  const rows: string[][] = [
    ['Salaire de base', '151,67', frAmount(hourly).replace(' ', ''), f(base), ''],
    ['Heures de nuit (majoration 25 %)', `${nightHours},00`, '', f(night), ''],
    [`Prime du dimanche (${sundays} dimanches)`, '', '', f(sunday), ''],
    ['Heures supplémentaires à 25 %', `${randomInt(rng, 4, 12)},00`, '', f(overtime), ''],
    ['SALAIRE BRUT', '', '', f(gross), ''],
    ...lines.map(([label, amount, rate]) => [label, f(gross), rate, '', f(amount)]),
    ['CSG/CRDS', f(Math.round(gross * 0.9825)), '9,70', '', f(csg)],
    ['Total des retenues', '', '', '', f(contributions)],
  ]
  let y = s.table({
    columns: [{width: 200}, {align: 'right', width: 80}, {align: 'right', width: 60}, {align: 'right', width: 95}, {align: 'right', width: R - L - 435}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'Gains', 'Retenues']],
    headerFill: band,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows,
    size: 8,
    verticalRules: true,
    x: L,
    y: 150,
  })

  y += 26
  s.box(L, y, R - L, 56, {fill: band})
  const cells: [string, string][] = [
    ['Salaire brut', f(gross)],
    ['Net à payer avant impôt sur le revenu', f(netBeforeTax)],
    ['Net imposable', f(netTaxable)],
    ['Impôt sur le revenu prélevé', f(tax)],
    [`Paniers de nuit (${meals})`, f(panier)],
    ['Net payé', f(paid)],
  ]
  const w = (R - L) / 6
  cells.forEach(([label, value], k) => {
    s.paragraph(label, L + k * w + 5, y + 12, w - 10, {color: soft, leading: 8.6, size: 6.8})
    s.text(value, L + (k + 1) * w - 6, y + 46, {align: 'right', color: ink, font: H.bold, size: 9})
  })

  y += 82
  s.table({
    columns: [{width: 110}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: R - L - 380}],
    font: H.regular,
    frame: true,
    header: [[`Cumuls ${period.slice(0, 4)}`, 'Brut', 'Net imposable', 'Heures de nuit', 'Congés acquis']],
    headerFont: H.bold,
    rowHeight: 15,
    rows: [['Depuis janvier', f(gross * Number(period.slice(5, 7))), f(netTaxable * Number(period.slice(5, 7))), `${nightHours * Number(period.slice(5, 7))},00`, `${frAmount(Number(period.slice(5, 7)) * 250).replace(' ', '')} j`]],
    size: 7.8,
    x: L,
    y,
  })
  s.paragraph(`Paiement par virement le ${slashDate(end)}. Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Les paniers de nuit sont exonérés de cotisations dans la limite fixée par l'Urssaf.`, L, 780, R - L, {color: soft, leading: 9.5, size: 7.2})

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
    layout: 'bulletin_paie/boulangerie-travail-nuit',
    notes: [
      "a night baker's payslip from an artisan bakery: night-hour and Sunday premiums in the gross, five columns",
      'the totals in a lower band of six cells with the labels above the values; the period only as "Période du 01/02/2027 au 28/02/2027"',
      'decoys: the night meal allowance, the tax withheld and the net paid, the entry date and social security number, the year-to-date totals',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
