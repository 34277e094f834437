/**
 * HELD-OUT bulletin_paie/intermittent-spectacle: the monthly payslip of an ENTERTAINMENT
 * TECHNICIAN ("intermittent du spectacle", lighting or sound manager) hired on several FIXED-TERM
 * SHOW CONTRACTS (CDDU) in the month by a theatre or touring company (four invented employers):
 * the employer's block at the left with its SIRET grouped, APE 9001Z, the SHOW LICENCE number and
 * the CONGÉS SPECTACLES and AUDIENS numbers (decoy identifiers); "BULLETIN DE SALAIRE" and
 * "Période du 01/10/2026 au 31/10/2026" with the payment date in the following month (a decoy) at
 * the right; the employee's framed block "Salarié : Mme DUBOIS Claire" with "Nom de naissance :
 * MARTIN" on its own line for a married woman, the job, the status, the social security number and
 * the employee's Congés Spectacles number (decoys); a CONTRACTS TABLE (contract number, show,
 * venue and town, first and last day, services and hours: decoy dates, places and titles); the pay
 * lines per show and a rehearsal allowance, the contributions (with the intermittents' specific
 * unemployment and Audiens lines); amounts with a DOT THOUSANDS SEPARATOR ("3.412,55"); the
 * summary as a ROW OF BOXES at the foot (gross, net taxable, net before tax, withholding tax, net
 * paid).
 */
import {addDays, addMonths, addressLines, type Cell, type Facts, frAmount, frDecimal, type GeneratedDocument, groupedSiret, hex, lastDayOf, monthOf, newDocument, nirOf, randomDigits, randomInt, readParams, saveDocument, Sheet, shuffled, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

const SHOWS = [
  {title: 'Les Fourberies de Scapin', venue: 'Théâtre municipal', town: 'Villefranche-sur-Saône'},
  {title: 'Nuit blanche au cabaret', venue: 'Salle des fêtes', town: 'Saint-Nazaire'},
  {title: 'La Tempête', venue: 'Scène nationale', town: 'Annecy'},
  {title: 'Concert Orchestre des Jeunes', venue: 'Auditorium', town: 'Dijon'},
  {title: 'Festival Les Voix du Sud', venue: 'Théâtre de verdure', town: 'Aubagne'},
  {title: 'Cendrillon (jeune public)', venue: 'Espace culturel', town: 'Roubaix'},
]

const pct = (v: number) => `${frDecimal(v, 2)} %`

export async function paieIntermittentSpectacle(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const sound = raw.job === 'son'
  const job = sound ? (person.civility === 'Mme' ? 'Régisseuse son' : 'Régisseur son') : person.civility === 'Mme' ? 'Régisseuse lumière' : 'Régisseur lumière'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paid = addDays(addMonths(start, 1), randomInt(rng, 2, 8))
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const amounts = params.amountsOverride ?? {}
  const gross = amounts.grossCents ?? facts.pay.grossCents
  const netBeforeTax = amounts.netBeforeTaxCents ?? facts.pay.netBeforeTaxCents
  const netTaxable = amounts.netTaxableCents ?? facts.pay.netTaxableCents

  // Three contracts in the month, each a few days.
  const shows = shuffled(rng, SHOWS).slice(0, 3)
  const firstDays = [randomInt(rng, 1, 6), randomInt(rng, 10, 15), randomInt(rng, 19, 24)]
  const contracts = shows.map((show, k) => {
    const from = `${period}-${String(firstDays[k]).padStart(2, '0')}`
    const length = randomInt(rng, 2, 4)
    const services = length + randomInt(rng, 0, 2)
    return {from, hours: services * 8, number: `CDDU-${period.slice(2, 4)}${randomDigits(rng, 4)}`, services, show, to: addDays(from, length - 1)}
  })
  const hours = contracts.reduce((sum, c) => sum + c.hours, 0)
  const rate = Math.floor((gross * 0.9) / hours)
  const lines = contracts.map((c) => ({amount: c.hours * rate, c}))
  const rehearsal = gross - lines.reduce((sum, l) => sum + l.amount, 0)

  // Contributions: the non-deductible CSG/CRDS makes the taxable net; the rest is spread by rate.
  const csgNd = netTaxable - netBeforeTax
  const rest = gross - netBeforeTax - csgNd
  const shares: [string, string, number][] = [
    ['Sécurité sociale - Vieillesse plafonnée', pct(6.9), 6.9],
    ['Sécurité sociale - Vieillesse déplafonnée', pct(0.4), 0.4],
    ['Retraite complémentaire Audiens T1', pct(4.01), 4.01],
    ['Prévoyance et santé intermittents Audiens', pct(1.1), 1.1],
    ['Assurance chômage - annexe X', pct(2.4), 2.4],
    ['CSG déductible de l\'impôt sur le revenu', pct(6.8), 6.8],
  ]
  const weight = shares.reduce((sum, [, , r]) => sum + r, 0)
  const base = Math.round((rest * 100) / weight)
  const contributions = shares.map(([label, shown, r]) => ({amount: Math.round((rest * r) / weight), label, shown}))
  contributions[contributions.length - 1].amount += rest - contributions.reduce((sum, c) => sum + c.amount, 0)
  const pasRate = randomInt(rng, 0, 92) / 10
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const a = (cents: number) => frAmount(cents, '.')
  const ink = hex('#1c1f24')
  const soft = hex('#5f6670')
  const accent = hex('#7a1f3d')
  const grid = hex('#b9bec5')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'SPAIEctacle 9.4', date: paid, producer: 'SPAIEctacle', title: `Bulletin ${period} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // Employer block.
  s.text(employer.name, L, 44, {color: accent, font: H.bold, size: 11.5})
  s.lines([...addressLines(employer.address), `SIRET ${groupedSiret(employer.siret)} - APE 9001Z`, `Licence d'entrepreneur de spectacles PLATESV-R-2022-${randomDigits(rng, 6)}`, `Congés Spectacles n° ${randomDigits(rng, 7)} - Audiens n° A${randomDigits(rng, 6)}`], L, 58, {color: ink, leading: 10.5, size: 7.8})
  s.text('BULLETIN DE SALAIRE', R, 46, {align: 'right', color: ink, font: H.bold, size: 13})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R, 62, {align: 'right', color: ink, font: H.bold, size: 9})
  s.text(`Payé le ${slashDate(paid)} par virement`, R, 75, {align: 'right', color: soft, size: 8})
  s.text('Convention collective : entreprises artistiques et culturelles (IDCC 1285)', R, 88, {align: 'right', color: soft, size: 7.4})

  // Employee block.
  let y = 122
  s.box(300, y, R - 300, 86, {lineWidth: 0.7, stroke: grid})
  s.labelled('Salarié :', employee, 308, y + 16, {color: soft, size: 9}, {color: ink, font: H.bold, size: 10})
  let ey = y + 30
  if (name.birthSurname) {
    s.text(`Nom de naissance : ${upper(name.birthSurname)}`, 308, ey, {color: ink, size: 8})
    ey += 11
  }

  s.lines([`Emploi : ${job}`, 'Statut : technicien non cadre - CDD d\'usage', `N° S.S. : ${nirOf(person, rng)}`, `N° Congés Spectacles : ${randomDigits(rng, 8)}`], 308, ey, {color: ink, leading: 11, size: 8})
  s.lines([`Matricule : INT-${randomDigits(rng, 5)}`, `Heures du mois : ${hours},00`, `Taux horaire : ${frAmount(rate, '.')} €`, `Cachets : 0`], L, y + 16, {color: ink, leading: 12, size: 8.2})
  y += 102

  // Contracts table.
  s.text('Contrats du mois', L, y, {color: accent, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 70}, {width: 140}, {width: 160}, {align: 'center', width: 46}, {align: 'center', width: 46}, {align: 'right', width: R - L - 462}],
    font: H.regular,
    frame: true,
    header: [['Contrat', 'Spectacle', 'Lieu', 'Du', 'Au', 'Services / h']],
    headerColor: WHITE,
    headerFill: accent,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 15,
    rowRules: true,
    rows: contracts.map((c) => [c.number, c.show.title, `${c.show.venue}, ${c.show.town}`, slashDate(c.from).slice(0, 5), slashDate(c.to).slice(0, 5), `${c.services} / ${c.hours} h`]),
    ruleColor: grid,
    size: 7.4,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  // Pay lines and contributions.
  y += 16
  const body: Cell[][] = [
    ...lines.map((l) => [`Salaire ${job.toLowerCase()} - ${l.c.show.title}`, `${l.c.hours},00`, frAmount(rate, '.'), a(l.amount), '']),
    ['Indemnité de répétitions et montages', '', '', a(rehearsal), ''],
    [{font: H.bold, text: 'SALAIRE BRUT'}, '', '', {font: H.bold, text: a(gross)}, ''],
    // One base for the spread lines: the base their rates give the total (below the gross, as a reduced base is).
    ...contributions.map((c) => [c.label, a(base), c.shown, '', a(c.amount)]),
    ['CSG/CRDS non déductible de l\'impôt sur le revenu', a(Math.round(gross * 0.9825)), pct(2.9), '', a(csgNd)],
  ]
  y = s.table({
    columns: [{width: 236}, {align: 'right', width: 70}, {align: 'right', width: 58}, {align: 'right', width: 80}, {align: 'right', width: R - L - 444}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Base', 'Taux', 'À payer', 'À déduire']],
    headerColor: ink,
    headerFill: hex('#eceef1'),
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 14.5,
    rows: body,
    ruleColor: grid,
    size: 7.6,
    verticalRules: true,
    x: L,
    y,
    zebra: hex('#f8f8fa'),
  })

  y += 10
  s.text(`Prélèvement à la source : taux personnalisé ${frDecimal(pasRate, 1)} % sur ${a(netTaxable)}`, L, y + 10, {color: soft, size: 7.8})
  s.text(`Cumuls ${period.slice(0, 4)} : heures ${hours + randomInt(rng, 200, 600)},00 - brut ${a(gross * randomInt(rng, 4, 9))}`, L, y + 22, {color: soft, size: 7.8})
  y += 40

  // Summary boxes.
  const boxes: [string, string][] = [
    ['Salaire brut', a(gross)],
    ['Net imposable', a(netTaxable)],
    ['Net à payer avant impôt sur le revenu', a(netBeforeTax)],
    ['Impôt sur le revenu prélevé à la source', a(pas)],
    ['Net payé', a(netPaid)],
  ]
  const bw = (R - L - 4 * 6) / 5
  boxes.forEach(([label, value], k) => {
    const bx = L + k * (bw + 6)
    const last = k === boxes.length - 1
    s.box(bx, y, bw, 52, {fill: last ? accent : hex('#f3f4f6'), lineWidth: 0.6, stroke: last ? accent : grid})
    s.paragraph(label, bx + 6, y + 13, bw - 12, {color: last ? WHITE : soft, leading: 9, size: 7})
    s.text(`${value} €`, bx + bw - 6, y + 44, {align: 'right', color: last ? WHITE : ink, font: H.bold, size: 10})
  })

  s.paragraph("Les congés payés des artistes et techniciens intermittents sont versés par la caisse des Congés Spectacles (Audiens), à laquelle l'employeur cotise : ils ne figurent pas sur ce bulletin. Conservez ce bulletin sans limitation de durée. Attestation employeur mensuelle (AEM) transmise à France Travail.", L, 792, R - L, {color: soft, leading: 9, size: 6.8})

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
    layout: 'bulletin_paie/intermittent-spectacle',
    notes: [
      "an entertainment technician's monthly payslip on several show contracts (CDDU): a contracts table with shows, venues, towns and dates (decoys)",
      '"Salarié : Mme DUBOIS Claire" with the birth name on its own line; amounts with a dot thousands separator ("3.412,55")',
      'summary as a row of five boxes at the foot; decoy identifiers: show licence, Congés Spectacles and Audiens numbers, payment date',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
