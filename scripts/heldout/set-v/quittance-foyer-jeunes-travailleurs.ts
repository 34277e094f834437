/**
 * HELD-OUT quittance_loyer/foyer-jeunes-travailleurs: the monthly statement a YOUNG WORKERS' HOSTEL
 * (résidence Habitat Jeunes, a "foyer de jeunes travailleurs" run by an association) gives its
 * residents: a RECEIPT for the month paid at the top and, under a dashed cut line, the NOTICE OF
 * THE NEXT MONTH's charge (a decoy month with its due date and direct-debit date), as such
 * residences print both on one sheet. The association's logo, name and HEAD OFFICE address at the
 * top left (a decoy address: the residence is elsewhere); "QUITTANCE" and the month at the right; a
 * STRIP OF LABEL-ABOVE-VALUE CELLS ("N° résident", "Logement", "Date d'édition": the truth, "Entrée
 * dans les lieux": a decoy); the resident's window ("GAUTIER Thomas": surname then first given
 * name, no civility) over the dwelling: the lodging's number, the residence's name, its street and
 * town (the truth); the receipt's sentence with the amount paid in figures and in words; the
 * "redevance" split into the rent share, the charges and the SERVICES (laundry, internet,
 * socio-educational support), the HOUSING BENEFIT PAID TO THE MANAGER deducted, the resident's
 * share; the next month's notice below (decoy dates and amounts); the residence's director (a decoy
 * person).
 */
import {addDays, addMonths, euroWords, type Facts, frAmount, type GeneratedDocument, hex, landline, lastDayOf, longDate, monthOf, monthTitle, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper, WHITE} from '../util.js'

const C = (a: number, b: number) => (a + b) / 2

interface Residence {
  association: string
  head: string
  residence: string
  street: string
  postcode: string
  city: string
  director: string
  color: string
}

/** The four hostels (index.ts HOSTEL_TOWNS, in order). */
const RESIDENCES: Residence[] = [
  {association: 'Association Habitat Jeunes du Pays Rochelais', city: 'La Rochelle', color: '#d2691e', director: 'Mme Karine BOUCHET', head: '3 rue Saint-Michel, 17000 La Rochelle', postcode: '17000', residence: 'Résidence Habitat Jeunes Les Mouettes', street: '47 avenue des Minimes'},
  {association: 'Association Le Tremplin - Habitat Jeunes', city: 'Rennes', color: '#2e7d32', director: 'M. Yann LE BIHAN', head: '12 boulevard de la Liberté, 35000 Rennes', postcode: '35200', residence: 'Foyer de jeunes travailleurs Le Tremplin', street: '8 rue de Suède'},
  {association: 'ALJT Rhône - Logement des jeunes travailleurs', city: 'Lyon', color: '#1565c0', director: 'Mme Sonia BERTHIER', head: '54 cours Gambetta, 69007 Lyon', postcode: '69008', residence: 'Résidence Habitat Jeunes Ampère', street: '15 rue Saint-Maurice'},
  {association: 'Habitat Jeunes Val de Loire', city: 'Tours', color: '#8e244d', director: 'M. Olivier RAGOT', head: '2 place de la Préfecture, 37000 Tours', postcode: '37100', residence: 'Résidence Habitat Jeunes du Parc', street: '21 rue Daniel Mayer'},
]

export async function quittanceFoyerJeunesTravailleurs(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const r = RESIDENCES[typeof raw.residence === 'number' ? raw.residence % RESIDENCES.length : 0]
  const month = monthOf(params, facts)
  const next = addMonths(`${month}-01`, 1).slice(0, 7)
  const issued = params.issueDate ?? addDays(lastDayOf(month), randomInt(rng, 1, 12))
  const resident = `${upper(name.surname)} ${name.givenNames[0]}`
  const lodging = `Logement T1' n° ${randomInt(rng, 1, 4)}${String(randomInt(rng, 1, 38)).padStart(2, '0')}`
  const dwelling = [lodging, r.residence, r.street, `${r.postcode} ${upper(r.city)}`]
  const entered = addDays(facts.asOf, -randomInt(rng, 90, 700))
  const number = `R${randomDigits(rng, 5)}`
  const rent = randomInt(rng, 280, 360) * 100 + randomInt(rng, 0, 9) * 10
  const charges = randomInt(rng, 45, 70) * 100
  const services = randomInt(rng, 35, 60) * 100
  const total = rent + charges + services
  const apl = randomInt(rng, 120, 260) * 100 + randomInt(rng, 0, 99)
  const share = total - apl
  const nextApl = apl + randomInt(rng, -900, 900)
  const due = `${next}-05`
  const debit = `${next}-${String(randomInt(rng, 6, 10)).padStart(2, '0')}`
  const brand = hex(r.color)
  const ink = hex('#1e2126')
  const soft = hex('#62666f')
  const rule = hex('#c9ccd2')
  const pale = hex('#f2f3f5')

  const {doc, fonts} = await newDocument({author: r.association, creator: 'GestRésidences', date: issued, producer: 'GestRésidences PDF', title: `Quittance ${month} ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The association's head.
  s.box(L, 32, 36, 36, {fill: brand, radius: 18})
  s.text('HJ', L + 18, 55, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.text(r.association, L + 46, 44, {color: brand, font: H.bold, size: 10})
  s.text(`Siège : ${r.head}`, L + 46, 57, {color: soft, size: 7.8})
  s.text('Association loi 1901 - membre de l\'Union nationale pour l\'habitat des jeunes', L + 46, 68, {color: soft, size: 7.2})
  s.text('QUITTANCE', R, 46, {align: 'right', color: ink, font: H.bold, size: 16})
  s.text(`Redevance de ${monthTitle(month).toLowerCase()}`, R, 62, {align: 'right', color: ink, size: 9.4})

  // The strip of references.
  let y = 86
  const cells: [string, string][] = [
    ['N° résident', number],
    ['Logement', lodging.replace('Logement ', '')],
    ["Date d'édition", slashDate(issued)],
    ['Entrée dans les lieux', slashDate(entered)],
  ]
  const cw = W / cells.length
  cells.forEach(([label, value], i) => {
    s.box(L + i * cw, y, cw, 32, {fill: i === 2 ? pale : undefined, lineWidth: 0.5, stroke: rule})
    s.text(label, L + i * cw + 7, y + 11, {color: soft, size: 7})
    s.text(value, L + i * cw + 7, y + 25, {color: ink, font: H.bold, size: 9.2})
  })

  // The resident's window.
  s.lines([resident, ...dwelling], 320, 150, {color: ink, leading: 12.5, size: 10})
  s.lines([r.residence, r.street, `${r.postcode} ${r.city}`, `Accueil : ${landline(r.postcode, rng)}`], L, 150, {color: soft, leading: 11, size: 8.2})

  // The receipt.
  y = 242
  y = s.paragraph(
    `Nous reconnaissons avoir reçu de ${resident}, résident(e), la somme de ${frAmount(share)} € (${euroWords(share)}) au titre de sa part de la redevance du mois de ${monthTitle(month).toLowerCase()} pour le logement désigné ci-dessus, l'aide personnalisée au logement ayant été versée directement au gestionnaire. Dont quittance, sous réserve de tous nos droits.`,
    L,
    y,
    W,
    {color: ink, leading: 12.5, size: 9.4},
  )

  const f = (c: number) => `${frAmount(c)} €`
  y = s.table({
    columns: [{width: 330}, {align: 'right', width: W - 330}],
    font: H.regular,
    frame: true,
    header: [[`Redevance de ${monthTitle(month).toLowerCase()}`, 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Part loyer (équivalence loyer)', f(rent)],
      ['Charges locatives (eau, chauffage, électricité)', f(charges)],
      ['Prestations (blanchisserie, internet, accompagnement socio-éducatif)', f(services)],
      [{font: H.bold, text: 'Total de la redevance'}, {font: H.bold, text: f(total)}],
      ['APL versée par la Caf au gestionnaire', `- ${f(apl)}`],
      [{font: H.bold, text: 'Part résident acquittée'}, {font: H.bold, text: f(share)}],
    ],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  s.text(`Pour l'association, le directeur de la résidence : ${r.director}`, L, y + 24, {color: soft, size: 8.2})
  s.path(signaturePath(rng, 80), L + 330, y + 26, {lineWidth: 0.9, stroke: hex('#233a7a')})

  // The cut line and the next month's notice.
  y += 74
  s.hline(L - 10, R + 10, y, {color: soft, dash: [4, 3], width: 0.6})
  s.text('- - à conserver - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - à détacher - -', C(L, R), y - 4, {align: 'center', color: soft, size: 6.4})
  y += 24
  s.text(`AVIS D'ÉCHÉANCE - redevance de ${monthTitle(next).toLowerCase()}`, L, y, {color: brand, font: H.bold, size: 11})
  y = s.table({
    columns: [{width: 330}, {align: 'right', width: W - 330}],
    font: H.regular,
    frame: true,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Total de la redevance', f(total)],
      ['APL prévisionnelle versée au gestionnaire', `- ${f(nextApl)}`],
      [{font: H.bold, text: 'Part résident à régler'}, {font: H.bold, text: f(total - nextApl)}],
    ],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y: y + 8,
  })
  s.text(`À régler avant le ${slashDate(due)} - prélèvement SEPA le ${slashDate(debit)} sur le compte du résident`, L, y + 16, {color: ink, size: 8.6})
  s.paragraph(
    `Votre aide au logement est recalculée chaque trimestre par la Caf ; le montant de l'APL du mois de ${monthTitle(next).toLowerCase()} est donné à titre indicatif. En cas de difficulté de paiement, prenez rendez-vous avec l'équipe socio-éducative de la résidence.`,
    L,
    y + 34,
    W,
    {color: soft, leading: 10, size: 7.8},
  )

  s.hline(L, R, 790, {color: rule})
  s.text(`${r.association} - ${r.head} - document édité le ${longDate(issued)}`, C(L, R), 804, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: resident},
    layout: 'quittance_loyer/foyer-jeunes-travailleurs',
    notes: [
      "a young workers' hostel's receipt for the month paid above the notice of the next month's charge, as one sheet with a cut line",
      'a strip of label-above-value references ("Date d\'édition"); the resident as "GAUTIER Thomas" (no civility) over the lodging, the residence and its address',
      "decoys: the association's head office address, the entry date, the next month's due and debit dates and amounts, the housing benefit, the director",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}

