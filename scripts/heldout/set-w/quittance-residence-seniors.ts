/**
 * HELD-OUT quittance_loyer/residence-services-seniors: the monthly RECEIPT of a SERVICED RESIDENCE
 * FOR SENIORS (résidence services seniors: furnished flats let with a package of services, run by
 * an operating company for the flats' investors): the residence's name as a logo at the top left
 * with "exploitée par" the OPERATOR and its HEAD OFFICE (a decoy company and address); "QUITTANCE
 * DE LOYER ET DE SERVICES" at the right; a RULED TABLE OF REFERENCES WITH THE VALUES IN A ROW UNDER
 * THEIR COLUMN TITLES ("N° résident", "Logement", "Période": the month in words, "Date
 * d'émission": DOTTED, "02.03.2028"; "Réglé le": a decoy date); the resident's window at the right
 * ("Madame Françoise LEROY": the civility in full, the first given name, the surname) over the
 * flat's number, the residence and its street; the lines in HT / TVA / TTC columns (the rent and
 * its charges exempt, the ESSENTIAL SERVICES PACKAGE at 10 %, the meals and the laundry "à la
 * carte" with their counts); the receipt's sentence with the amount in words; a statement of
 * account (previous balance, payment, new balance); a red rectangular "ACQUITTÉ" stamp with the
 * payment date (a decoy) tilted over the total; the residence's director (a decoy person). The
 * residents are 72 to 84 years old.
 */
import {addDays, columnLefts, euroWords, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, monthOf, monthTitle, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper, WHITE, wrap} from '../util.js'

interface Residence {
  name: string
  operator: string
  head: string
  street: string
  postcode: string
  city: string
  director: string
  title: string
  monogram: string
  color: string
}

/** The residences (index.ts SENIOR_TOWNS, in order). */
const RESIDENCES: Residence[] = [
  {city: 'Vannes', color: '#6d4c9f', director: 'Mme Sandrine GUILLOU', head: '35 rue de Naples, 75008 Paris', monogram: 'JA', name: "Résidence Les Jardins d'Automne", operator: 'SÉRÉNITÉ RÉSIDENCES EXPLOITATION SAS', postcode: '56000', street: '12 avenue Victor Hugo', title: 'directrice de la résidence'},
  {city: 'Arcachon', color: '#00838f', director: 'M. Philippe DARRIGADE', head: '4 place Bellecour, 69002 Lyon', monogram: 'CP', name: 'Résidence Le Clos des Pins', operator: 'AUTONOMIA SERVICES SENIORS SAS', postcode: '33120', street: '58 boulevard de la Plage', title: 'directeur de la résidence'},
  {city: 'Annecy', color: '#7b5e2a', director: 'Mme Véronique BLANC', head: '19 rue Saint-Ferréol, 13001 Marseille', monogram: 'TL', name: 'Les Terrasses du Lac', operator: 'DOMAINES DE L\'ÂGE D\'OR SA', postcode: '74000', street: '3 rue des Marquisats', title: 'directrice de la résidence'},
  {city: 'Angers', color: '#8e244d', director: 'M. Laurent PASQUIER', head: '27 quai de la Fosse, 44000 Nantes', monogram: 'VH', name: 'Villa Hortensia - Résidence services', operator: 'HESTIA SENIORS GESTION SAS', postcode: '49100', street: '41 rue Bressigny', title: 'directeur de la résidence'},
]

export async function quittanceResidenceSeniors(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const r = RESIDENCES[typeof raw.residence === 'number' ? raw.residence % RESIDENCES.length : 0]
  const month = monthOf(params, facts)
  const issued = params.issueDate ?? addDays(`${month}-01`, randomInt(rng, 1, 6))
  const paid = addDays(`${month}-01`, randomInt(rng, 0, 3))
  const resident = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`
  const flat = `Appartement ${randomInt(rng, 1, 3)}${String(randomInt(rng, 1, 24)).padStart(2, '0')} - ${['T1 bis', 'T2', 'T2', 'T3'][randomInt(rng, 0, 3)]}`
  const dwelling = [flat, r.name, r.street, `${r.postcode} ${upper(r.city)}`]
  const number = `RS-${randomDigits(rng, 6)}`
  const rent = randomInt(rng, 690, 1180) * 100
  const charges = randomInt(rng, 80, 160) * 100
  const packageHt = randomInt(rng, 420, 690) * 100
  const meals = randomInt(rng, 6, 22)
  const mealHt = 1180
  const laundry = randomInt(rng, 0, 4)
  const laundryHt = 1450
  const lines: [string, number, number][] = [
    ['Loyer du logement meublé', rent, 0],
    ['Provision sur charges locatives', charges, 0],
    ['Forfait services essentiels (accueil 24h/24, téléassistance, animations, espaces communs)', packageHt, 10],
    [`Restauration à la carte : ${meals} déjeuners x ${frAmount(mealHt)} € HT`, meals * mealHt, 10],
  ]
  if (laundry) lines.push([`Blanchisserie du linge personnel : ${laundry} forfait(s) x ${frAmount(laundryHt)} € HT`, laundry * laundryHt, 20])
  const vat = (ht: number, rate: number) => Math.round((ht * rate) / 100)
  const total = lines.reduce((sum, [, ht, rate]) => sum + ht + vat(ht, rate), 0)
  const previous = rng() < 0.7 ? 0 : randomInt(rng, 500, 9000)
  const color = hex(r.color)
  const ink = hex('#1f2126')
  const soft = hex('#5d6068')
  const rule = hex('#c3c0cc')
  const f = (c: number) => frAmount(c)

  const {doc, fonts} = await newDocument({author: r.operator, creator: 'Résidia Gestion', date: issued, producer: 'Résidia PDF', title: `Quittance ${month} ${number}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The residence and its operator.
  s.box(L, 34, 40, 40, {fill: color, radius: 20})
  s.text(r.monogram, L + 20, 60, {align: 'center', color: WHITE, font: T.bold, size: 17})
  s.text(r.name, L + 50, 50, {color, font: T.bold, size: 14})
  s.text('Résidence services seniors', L + 50, 64, {color: soft, font: T.italic, size: 9})
  s.lines([r.street, `${r.postcode} ${r.city}`], L, 94, {color: ink, leading: 10, size: 8})
  s.lines([`Exploitée par ${r.operator}`, `Siège social : ${r.head}`], L, 120, {color: soft, leading: 9.5, size: 7.4})

  s.text('QUITTANCE DE LOYER', R, 48, {align: 'right', color, font: H.bold, size: 15})
  s.text('ET DE SERVICES', R, 64, {align: 'right', color, font: H.bold, size: 11})

  // The resident's window.
  s.lines([resident, ...dwelling], 322, 110, {color: ink, leading: 12.5, size: 10})

  // References: values in a row under their titles.
  let y = 196
  y = s.table({
    columns: [{align: 'center', width: 86}, {align: 'center', width: 118}, {align: 'center', width: 100}, {align: 'center', width: 101}, {align: 'center', width: W - 405}],
    font: H.bold,
    frame: true,
    header: [['N° résident', 'Logement', 'Période', "Date d'émission", 'Réglé le']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.8,
    rowHeight: 20,
    rows: [[number, flat.split(' - ')[0], monthTitle(month), `${issued.slice(8, 10)}.${issued.slice(5, 7)}.${issued.slice(0, 4)}`, slashDate(paid)]],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y,
  })

  // The lines.
  y += 26
  const body = lines.map(([label, ht, rate]) => [label, f(ht), rate ? `${rate} %` : 'exonéré', rate ? f(vat(ht, rate)) : '-', f(ht + vat(ht, rate))])
  const labelWidth = 262
  const wrapped = body.map((row) => wrap(row[0], labelWidth - 8, fonts.helvetica.regular, 8))
  const cols = [labelWidth, 64, 52, 58, W - labelWidth - 174]
  const lefts = columnLefts(L, cols)
  s.box(L, y, W, 20, {fill: hex('#f1eff5')})
  ;['Désignation', 'Montant HT', 'TVA', 'Montant TVA', 'Montant TTC'].forEach((h, i) => s.text(h, i === 0 ? lefts[i] + 5 : lefts[i] + cols[i] - 5, y + 13, {align: i === 0 ? 'left' : 'right', color: ink, font: H.bold, size: 7.8}))
  y += 20
  const tableTop = y - 20
  for (const [i, row] of body.entries()) {
    const h = 8 + wrapped[i].length * 10
    s.lines(wrapped[i], lefts[0] + 5, y + 12, {color: ink, leading: 10, size: 8})
    row.slice(1).forEach((v, j) => s.text(v, lefts[j + 1] + cols[j + 1] - 5, y + 12, {align: 'right', color: ink, size: 8}))
    y += h
    s.hline(L, R, y, {color: rule, width: 0.3})
  }

  s.box(L, y, W, 22, {fill: hex('#f1eff5')})
  s.text('TOTAL DU MOIS', lefts[0] + 5, y + 14, {color: ink, font: H.bold, size: 8.6})
  s.text(`${f(total)} €`, R - 5, y + 14, {align: 'right', color: ink, font: H.bold, size: 9.4})
  y += 22
  s.box(L, tableTop, W, y - tableTop, {lineWidth: 0.6, stroke: rule})
  for (const x of lefts.slice(1)) s.vline(x, tableTop, y - 22, {color: rule, width: 0.3})

  // The receipt's sentence.
  y += 26
  y = s.paragraph(
    `Le gestionnaire de la résidence reconnaît avoir reçu de ${resident} la somme de ${f(total)} € (${euroWords(total)}) au titre du loyer, des charges et des prestations de services du mois de ${monthTitle(month).toLowerCase()}, pour le logement désigné ci-dessus, et lui en donne quittance, sous réserve de tous ses droits.`,
    L,
    y,
    W,
    {color: ink, leading: 12.5, size: 9.2},
  )

  // The statement of account, the stamp, the director.
  y += 14
  s.text('SITUATION DE VOTRE COMPTE', L, y, {color, font: H.bold, size: 8.6})
  y = s.table({
    columns: [{width: 150}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    rowHeight: 15,
    rowRules: true,
    rows: [
      [`Solde au ${slashDate(addDays(`${month}-01`, -1))}`, f(previous)],
      [`Échéance du mois`, f(total)],
      [`Règlement du ${slashDate(paid)}`, `- ${f(total)}`],
      [{font: H.bold, text: `Solde au ${slashDate(lastDayOf(month))}`}, {font: H.bold, text: f(previous)}],
    ],
    ruleColor: rule,
    size: 8,
    x: L,
    y: y + 8,
  })

  const red = hex('#c62828')
  const angle = 8
  const t = (angle * Math.PI) / 180
  const ox = 330
  const oy = y - 44
  const P = (dx: number, dy: number): [number, number] => [ox + dx * Math.cos(t) + dy * Math.sin(t), oy - dx * Math.sin(t) + dy * Math.cos(t)]
  const corners = [P(0, 0), P(150, 0), P(150, 46), P(0, 46)]
  s.path(`M ${corners.map(([x, yy]) => `${(x - ox).toFixed(2)} ${(yy - oy).toFixed(2)}`).join(' L ')} Z`, ox, oy, {lineWidth: 1.8, stroke: red})
  const [ax, ay] = P(28, 24)
  s.text('ACQUITTÉ', ax, ay, {color: red, font: H.bold, opacity: 0.85, rotate: angle, size: 18})
  const [bx, by] = P(34, 38)
  s.text(`le ${slashDate(paid)}`, bx, by, {color: red, font: H.bold, opacity: 0.85, rotate: angle, size: 9})

  y += 30
  s.text(`Fait à ${r.city}, pour le gestionnaire,`, 330, y, {color: ink, size: 8.6})
  s.text(`${r.director}, ${r.title}`, 330, y + 12, {color: soft, size: 8})
  s.path(signaturePath(rng, 90), 350, y + 18, {lineWidth: 1, stroke: hex('#25306b')})

  s.paragraph(
    `Quittance délivrée sans préjudice des sommes restant dues. Les prestations de services sont soumises à la TVA (art. 279 du CGI) ; le loyer des logements meublés de la résidence est exonéré. ${r.operator} - Siège social : ${r.head} - SIRET ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 5)}.`,
    L,
    790,
    W,
    {color: soft, leading: 9, size: 6.8},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: resident},
    layout: 'quittance_loyer/residence-services-seniors',
    notes: [
      "a serviced seniors' residence's monthly receipt for the rent and the services (the services package, meals and laundry at the VAT rates)",
      'references as a ruled table with the values in a row under their titles ("Date d\'émission" dotted: 02.03.2028); the resident as "Madame Françoise LEROY" over the flat and the residence',
      "decoys: the operator's head office, the payment date in the table and in the tilted ACQUITTÉ stamp, the account's balance dates, the director",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
