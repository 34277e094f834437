/**
 * HELD-OUT quittance_loyer/agence-immobiliere: the monthly rent receipt an INDEPENDENT estate
 * agency that also manages lettings sends its tenants, printed from its management software
 * (ICS / Crypto / Gercop style): the agency's mark (a house outline drawn in strokes) and name
 * with "Transaction - Gestion locative - Syndic" top left, its address, phone and professional
 * card in small grey print; at the top right the receipt number and "Date d'émission :
 * 06/03/2026"; the title "QUITTANCE DE LOYER" on a dark band with the period "Mars 2026" at its
 * right; two framed columns side by side: "BAILLEUR" (the owner, "M. et Mme Gérard PASQUIER",
 * "représentés par" the agency, its mandate number) and "LOCATAIRE" (the tenant "Madame Claire
 * DUBOIS" with the address of the flat on two to four lines); "DÉSIGNATION DU LOGEMENT" as one
 * line (type, floor, door, cellar and parking lots); the rent breakdown as a ruled table
 * "Désignation | Période | Montant" (rent without charges, provision for charges, sometimes a
 * parking space, "TOTAL QUITTANCÉ" on a shaded row) with the period "du 01/03/2026 au
 * 31/03/2026"; the payment received ("Règlement reçu le 03/03/2026 par virement" : a decoy date);
 * the receipt sentence with the amount in words and in figures, naming the tenant again; "Fait à
 * Rennes, le 6 mars 2026" (the same issue date in words) and "Pour le bailleur, le gestionnaire";
 * the legal mentions (article 21 of the 6 July 1989 law) and the agency's footer (SARL, RCS,
 * professional card, financial guarantee).
 */
import {addDays, addressLines, euroSpace, euroWords, type Facts, type GeneratedDocument, GREY, hex, landline, lastDayOf, longDate, monthOf, monthTitle, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper, WHITE} from '../util.js'

const AGENCIES: {name: string; mail: string}[] = [
  {mail: 'gestion@berthier-immobilier.fr', name: 'CABINET BERTHIER IMMOBILIER'},
  {mail: 'location@agencedubeffroi.fr', name: 'AGENCE DU BEFFROI'},
  {mail: 'gerance@lamarque-immo.fr', name: 'LAMARQUE & FILS IMMOBILIER'},
  {mail: 'contact@alliance-gestion.fr', name: 'ALLIANCE GESTION IMMOBILIÈRE'},
]
const OWNERS = ['M. et Mme Gérard PASQUIER', 'Mme Odile VERNET', 'SCI LES GLYCINES', 'M. Alain THÉVENOT', 'Indivision MOREL']

export async function quittanceAgenceImmobiliere(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paid = addDays(start, randomInt(rng, 0, 6))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 1, 8))
  const {mail, name: agency} = pick(rng, AGENCIES)
  const owner = pick(rng, OWNERS)
  const town = address.city
  const rent = randomInt(rng, 480, 1380) * 100 + pick(rng, [0, 0, 50, 27])
  const charges = randomInt(rng, 35, 160) * 100
  const parking = rng() < 0.35 ? randomInt(rng, 45, 95) * 100 : 0
  const total = rent + charges + parking
  const tenant = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const flat = `${pick(rng, ['Appartement T2', 'Appartement T3', 'Appartement T4', 'Studio'])} - ${pick(rng, ['rez-de-chaussée', '1er étage', '2e étage', '3e étage', '4e étage'])} - porte ${pick(rng, ['gauche', 'droite', 'face'])} - cave n° ${randomInt(rng, 1, 30)}${parking ? ` - parking n° ${randomInt(rng, 1, 40)}` : ''}`
  const number = `Q${period.replace('-', '')}-${randomDigits(rng, 5)}`
  const navy = hex('#203a5c')
  const gold = hex('#b08d3c')
  const e = (c: number) => euroSpace(c)

  const {doc, fonts} = await newDocument({author: agency, creator: 'Gestion locative - Éditions', date: issued, producer: 'ReportLab PDF Library', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Agency mark and block.
  s.path('M 0 16 L 17 2 L 34 16 M 5 12 L 5 32 L 29 32 L 29 12 M 13 32 L 13 21 L 21 21 L 21 32', L, 30, {lineWidth: 1.8, stroke: navy})
  s.text(agency, L + 44, 44, {color: navy, font: T.bold, size: 13})
  s.text('Transaction - Gestion locative - Syndic', L + 44, 56, {color: gold, font: H.italic, size: 8})
  s.lines([`${randomInt(rng, 2, 60)} ${pick(rng, ['place de la Mairie', 'rue Nationale', 'boulevard Gambetta', 'rue du Général Leclerc'])} - ${address.postcode} ${upper(town)}`, `Tél. ${landline(address.postcode, rng)} - ${mail}`], L + 44, 68, {color: GREY, leading: 9, size: 7.3})

  s.text(`Quittance n° ${number}`, R, 44, {align: 'right', size: 8.5})
  s.text(`Date d'émission : ${slashDate(issued)}`, R, 57, {align: 'right', font: H.bold, size: 8.5})

  // Title band.
  s.box(L, 96, R - L, 26, {fill: navy})
  s.text('QUITTANCE DE LOYER', L + 12, 114, {color: WHITE, font: H.bold, size: 14})
  s.text(monthTitle(period), R - 12, 114, {align: 'right', color: WHITE, font: H.bold, size: 11})

  // Parties.
  const bw = (R - L - 14) / 2
  const top = 138
  const bh = 30 + Math.max(3, dwelling.length + 1) * 12
  s.box(L, top, bw, bh, {lineWidth: 0.7, stroke: navy})
  s.box(L + bw + 14, top, bw, bh, {lineWidth: 0.7, stroke: navy})
  s.text('BAILLEUR', L + 8, top + 14, {color: gold, font: H.bold, size: 8})
  s.text('LOCATAIRE', L + bw + 22, top + 14, {color: gold, font: H.bold, size: 8})
  s.lines([owner, `représenté(e)(s) par ${agency}`, `Mandat de gestion n° ${randomInt(rng, 100, 2400)}`], L + 8, top + 30, {leading: 12, size: 8.6})
  s.lines([tenant, ...dwelling], L + bw + 22, top + 30, {leading: 12, size: 9})

  let y = top + bh + 22
  s.text('DÉSIGNATION DU LOGEMENT', L, y, {color: gold, font: H.bold, size: 8})
  s.text(flat, L, y + 13, {size: 8.8})

  // Breakdown.
  y += 30
  const periodText = `du ${slashDate(start)} au ${slashDate(end)}`
  const rows: string[][] = [
    ['Loyer hors charges', periodText, e(rent)],
    ['Provision pour charges locatives', periodText, e(charges)],
  ]
  if (parking) rows.push(['Loyer emplacement de stationnement', periodText, e(parking)])
  y = s.table({
    columns: [{width: 240}, {width: 170}, {align: 'right', width: R - L - 410}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Période', 'Montant']],
    headerFill: hex('#e6eaf0'),
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows,
    size: 8.8,
    verticalRules: true,
    x: L,
    y,
  })
  s.box(L, y, R - L, 19, {fill: hex('#e6eaf0'), lineWidth: 0.6, stroke: GREY})
  s.text('TOTAL QUITTANCÉ', L + 6, y + 13, {font: H.bold, size: 9})
  s.text(e(total), R - 4, y + 13, {align: 'right', font: H.bold, size: 9.5})
  y += 36
  s.text(`Règlement reçu le ${slashDate(paid)} par ${pick(rng, ['virement', 'prélèvement', 'chèque'])} : ${e(total)} - Solde du compte locataire : ${e(0)}`, L, y, {color: GREY, size: 8.3})

  // Receipt sentence.
  y = s.paragraph(
    `Nous soussignés, ${agency}, agissant pour le compte du bailleur, déclarons avoir reçu de ${tenant} la somme de ${euroWords(total)} (${e(total)}), au titre du loyer et des charges du logement désigné ci-dessus pour la période ${periodText}, et lui en donnons quittance, sous réserve de tous nos droits.`,
    L,
    y + 26,
    R - L,
    {font: T.regular, leading: 13, size: 10.5},
  )

  s.text(`Fait à ${town}, le ${longDate(issued)}`, R, y + 14, {align: 'right', size: 9.5})
  s.text('Pour le bailleur, le gestionnaire', R, y + 28, {align: 'right', color: GREY, size: 8.5})
  s.path(signaturePath(rng, 80), R - 100, y + 34, {lineWidth: 0.9, stroke: hex('#1b2a6b')})

  s.paragraph(
    "Conformément à l'article 21 de la loi n° 89-462 du 6 juillet 1989, la quittance porte le détail des sommes versées par le locataire en distinguant le loyer et les charges. Le paiement de la présente quittance n'emporte pas présomption de paiement des termes antérieurs. Cette quittance est délivrée gratuitement.",
    L,
    742,
    R - L,
    {color: GREY, leading: 9, size: 7.2},
  )
  s.hline(L, R, 783, {color: gold, width: 0.7})
  s.paragraph(
    `${agency} - SARL au capital de ${pick(rng, ['15 000', '30 000', '50 000'])} € - RCS ${town} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Carte professionnelle « Transaction sur immeubles et fonds de commerce - Gestion immobilière - Syndic » n° CPI ${address.postcode.slice(0, 2)}01 ${randomInt(rng, 2016, 2024)} 000 0${randomDigits(rng, 5)} délivrée par la CCI - Garantie financière : ${pick(rng, ['Galian', 'CEGC', 'SOCAF'])}, ${pick(rng, ['120 000', '250 000', '500 000'])} € - Assurance RCP : MMA IARD.`,
    L,
    794,
    R - L,
    {color: GREY, leading: 8, size: 6.6},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/agence-immobiliere',
    notes: [
      'owner and tenant in two framed columns (BAILLEUR / LOCATAIRE); the rented flat is the tenant block address',
      'issue date as "Date d\'émission" in numbers and in words in "Fait à ..., le"',
      'period as a month title and "du dd/mm/yyyy au dd/mm/yyyy"; payment date as a decoy',
      'amount in words and figures in the receipt sentence',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
