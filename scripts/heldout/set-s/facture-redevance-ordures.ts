/**
 * HELD-OUT facture_domicile/redevance-ordures-menageres: the half-yearly bill of the INCENTIVE
 * WASTE COLLECTION CHARGE (redevance incitative d'enlèvement des ordures ménagères) a rural
 * COMMUNAUTÉ DE COMMUNES sends each household (four invented intercommunalities), printed as a
 * public-sector "AVIS DES SOMMES À PAYER": the collectivity's name at the top left (the issuer),
 * "AVIS DES SOMMES À PAYER" and the references at the right (budget year, roll and bill numbers,
 * "Date d'émission : 12/01/2027"); the debtor's WINDOW ("M. GAUTIER Thomas": civility, surname, first
 * given name) over the address; the object with the half-year; a table of the charge (fixed part by
 * bin volume, lifts included, extra lifts, recycling-centre visits) and the bin's chip number; the
 * LIST OF LIFT DATES (decoys); the PAYMENT DEADLINE (a decoy); the PUBLIC ACCOUNTANT who collects
 * (the Service de gestion comptable with its address: a decoy) and the PayFiP references; a
 * detachable PAYMENT SLIP at the foot with the debtor and the amount again and a numeric line.
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE} from '../util.js'

interface Community {
  name: string
  seat: string
  sgc: string
  color: string
}

const COMMUNITIES: Community[] = [
  {color: '#3c7a3a', name: 'Communauté de communes Gâtine et Thouet', seat: '7 boulevard Edgar Quinet, 79200 Parthenay', sgc: 'Service de gestion comptable de Parthenay, 2 rue de la Citadelle, 79200 Parthenay'},
  {color: '#2a6c8e', name: 'Communauté de communes Bresse et Revermont', seat: '140 route de Lyon, 01270 Coligny', sgc: 'Service de gestion comptable de Bourg-en-Bresse, 9 rue de la Grenouillère, 01000 Bourg-en-Bresse'},
  {color: '#7a4f2a', name: 'Communauté de communes des Hautes Combes', seat: '2 place du Pré, 39200 Saint-Claude', sgc: 'Service de gestion comptable de Lons-le-Saunier, 5 rue Lafayette, 39000 Lons-le-Saunier'},
  {color: '#5a3f8a', name: 'Communauté de communes Vexin et Epte', seat: '3 rue de Penthièvre, 27140 Gisors', sgc: "Service de gestion comptable des Andelys, 12 rue Louis Pasteur, 27700 Les Andelys"},
]

export async function factureRedevanceOrdures(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const cc = COMMUNITIES[typeof raw.community === 'number' ? raw.community % COMMUNITIES.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 40))
  const deadline = addDays(issued, randomInt(rng, 30, 45))
  const year = Number(issued.slice(0, 4))
  const month = Number(issued.slice(5, 7))
  // The bill covers the half-year before its issue.
  const half = month <= 6 ? {from: `${year - 1}-07-01`, label: `2e semestre ${year - 1}`, to: `${year - 1}-12-31`} : {from: `${year}-01-01`, label: `1er semestre ${year}`, to: `${year}-06-30`}
  const debtor = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = addressLines(address)
  const volume = [80, 120, 140, 180][randomInt(rng, 0, 3)]
  const included = 6
  const lifts = randomInt(rng, 5, 13)
  const extra = Math.max(0, lifts - included)
  const fixed = volume * randomInt(rng, 52, 70)
  const extraPrice = volume * 2 + randomInt(rng, 0, 40)
  const visits = randomInt(rng, 0, 6)
  const total = fixed + extra * extraPrice
  const chip = `${randomDigits(rng, 2)}${randomInt(rng, 1, 9)}${randomDigits(rng, 5)}`
  const roll = randomInt(rng, 1, 9)
  const bill = `${randomInt(rng, 100, 9999)}`
  const debtorId = `${randomDigits(rng, 7)}`
  const liftDates: string[] = []
  let d = addDays(half.from, randomInt(rng, 3, 12))
  for (let k = 0; k < lifts; k++) {
    liftDates.push(d)
    d = addDays(d, Math.max(7, Math.floor(180 / lifts) + randomInt(rng, -6, 6)))
  }
  const color = hex(cc.color)
  const ink = hex('#1e2126')
  const soft = hex('#63686f')
  const grid = hex('#c9ccd1')

  const {doc, fonts} = await newDocument({author: cc.name, creator: 'Berger-Levrault e.magnus - Redevances', date: issued, producer: 'ORMC - Éditique', title: `ASAP ${year} R${roll} T${bill}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // The issuer at the left, the notice and its references at the right.
  s.text('RÉPUBLIQUE FRANÇAISE', L, 40, {color: soft, font: H.bold, size: 7})
  s.box(L, 48, 6, 40, {fill: color})
  s.paragraph(cc.name, L + 14, 60, 230, {color, font: H.bold, leading: 14, size: 12.5})
  s.lines(['Service déchets ménagers', cc.seat], L + 14, 96, {color: soft, leading: 9.5, size: 7.4})

  s.text('AVIS DES SOMMES À PAYER', R, 52, {align: 'right', color: ink, font: H.bold, size: 12})
  const refs: [string, string][] = [
    ['Exercice', String(year)],
    ['Rôle / Facture', `R${roll} / ${bill}`],
    ['Identifiant redevable', debtorId],
    ["Date d'émission", slashDate(issued)],
  ]
  refs.forEach(([label, value], k) => {
    s.text(label, 380, 70 + k * 12.5, {color: soft, size: 7.8})
    s.text(value, R, 70 + k * 12.5, {align: 'right', color: ink, font: H.bold, size: 8.2})
  })

  // The window.
  s.lines([debtor, ...window], 320, 160, {color: ink, leading: 12.5, size: 10})

  // Object and charge.
  let y = 250
  s.text(`Objet : Redevance incitative d'enlèvement des ordures ménagères - ${half.label}`, L, y, {color: ink, font: H.bold, size: 9.6})
  y += 14
  s.text(`Adresse de collecte : ${window.join(', ')}`, L, y, {color: soft, size: 8})
  y += 12
  s.text(`Bac ordures ménagères ${volume} L - puce n° ${chip} - ${lifts} levées enregistrées du ${slashDate(half.from)} au ${slashDate(half.to)}`, L, y, {color: soft, size: 8})
  y = s.table({
    columns: [{width: 250}, {align: 'right', width: 70}, {align: 'right', width: 90}, {align: 'right', width: R - L - 410}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'Prix unitaire', 'Montant']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      [`Part fixe - abonnement bac ${volume} L (semestre)`, '1', frAmount(fixed), frAmount(fixed)],
      [`Levées comprises dans l'abonnement`, String(Math.min(lifts, included)), '0,00', '0,00'],
      ['Levées supplémentaires', String(extra), frAmount(extraPrice), frAmount(extra * extraPrice)],
      ['Passages en déchèterie (badge)', String(visits), '0,00', '0,00'],
      [{font: H.bold, text: 'Montant à payer (non assujetti à la TVA)'}, '', '', {font: H.bold, text: `${frAmount(total)} €`}],
    ],
    ruleColor: grid,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // The lift dates (decoys).
  y += 18
  s.text('Détail des levées de votre bac', L, y, {color, font: H.bold, size: 9})
  const cols = 4
  liftDates.forEach((date, k) => {
    const cx = L + (k % cols) * 128
    const cy = y + 14 + Math.floor(k / cols) * 12
    s.text(`${k + 1}. ${slashDate(date)}`, cx, cy, {color: ink, size: 8})
  })
  y += 14 + Math.ceil(lifts / cols) * 12 + 10

  // Payment.
  s.box(L, y, R - L, 70, {fill: hex('#f3f4f6')})
  s.text(`À payer avant le ${slashDate(deadline)}`, L + 10, y + 17, {color: ink, font: H.bold, size: 10})
  s.text(`${frAmount(total)} €`, R - 10, y + 19, {align: 'right', color, font: H.bold, size: 15})
  s.paragraph(
    `Payez en ligne sur payfip.gouv.fr (identifiant collectivité ${randomDigits(rng, 6)}, référence ${year}-R${roll}-${bill.padStart(8, '0')}), par prélèvement, par chèque à l'ordre du Trésor public ou en espèces chez un buraliste agréé. Comptable assignataire : ${cc.sgc}.`,
    L + 10,
    y + 34,
    R - L - 20,
    {color: ink, leading: 10.5, size: 7.8},
  )
  y += 84
  s.paragraph(
    "La redevance est due par l'usager du service au 1er jour du semestre ; en cas de déménagement, signalez-le au service déchets ménagers. Réclamations : dans un délai de deux mois à compter de la réception du présent avis (article L. 1617-5 du code général des collectivités territoriales).",
    L,
    y,
    R - L,
    {color: soft, leading: 9.6, size: 7.2},
  )

  // The detachable slip.
  const ys = 700
  s.hline(L - 10, R + 10, ys, {color: soft, dash: [3, 3], width: 0.6})
  s.text('- - Talon à joindre à votre règlement par chèque - -', s.width / 2, ys + 12, {align: 'center', color: soft, size: 6.8})
  s.lines([`${cc.name}`, `Exercice ${year} - Rôle ${roll} - Facture ${bill}`], L, ys + 32, {color: ink, leading: 11, size: 8})
  s.lines([debtor, `Montant : ${frAmount(total)} €`], 330, ys + 32, {color: ink, leading: 11, size: 8.6})
  s.text(`${randomDigits(rng, 10)} ${randomDigits(rng, 8)} ${randomDigits(rng, 12)} ${String(total).padStart(8, '0')}`, s.width / 2, ys + 90, {align: 'center', color: ink, font: fonts.courier.regular, size: 10})

  return {
    fields: {adresse: window.join(', '), date_emission: issued, emetteur: cc.name, titulaire: debtor},
    layout: 'facture_domicile/redevance-ordures-menageres',
    notes: [
      "a rural intercommunality's incentive waste collection charge printed as a public \"avis des sommes à payer\": the debtor \"M. GAUTIER Thomas\" in a window",
      '"Date d\'émission" among right-aligned references; the issuer is the communauté de communes, not the public accountant who collects',
      'decoys: the lift dates, the half-year dates, the payment deadline, the public accountant and its address, the PayFiP and slip references',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
