/**
 * HELD-OUT quittance_loyer/residence-etudiante: the monthly receipt of a STUDENT RESIDENCE, the
 * student being the tenant (19 to 26 years old), in two families:
 * - a Crous-like public residence (documents 1 and 3): the Crous mark (a red rounded square with
 *   "crous" in white) and the regional Crous's name and address (a decoy address), the residence's
 *   name; "QUITTANCE DE REDEVANCE" with "Mois d'avril 2026"; a framed grid of captioned cells
 *   ("Résident(e)", "N° de dossier", "Logement" with the room, "Contrat d'occupation" with its two
 *   dates: decoys); "Adresse du logement" on its lines; the table "Libellé | Montant" with the
 *   monthly "Redevance" (charges included), the housing benefit PAID TO THE RESIDENCE deducted
 *   ("Aide personnalisée au logement versée au Crous", negative), the rest payable, the payment
 *   received with its date (a decoy) and the balance; the receipt sentence; "Fait à Nantes, le
 *   08/04/2026" (the issue date);
 * - a private student-residence manager (documents 2 and 4): the brand's mark and the managing
 *   company (a decoy address), the tenant's window at the right ("Madame ROUSSEL Léa", SURNAME
 *   then given name, and the address with the studio number), "QUITTANCE DE LOYER" in a shaded
 *   band with "Période du 01/07/2026 au 31/07/2026", the lot line ("Studio A107 - T1 meublé"),
 *   the breakdown (rent, flat-rate charges, services such as internet and laundry, the total due,
 *   the APL paid directly to the manager deducted, the amount paid by the tenant with its date),
 *   "Édité le 04/07/2026" at the top right (the issue date), the receipt sentence as agent of the
 *   owner, the legal footer with a professional card number (decoy).
 */
import {addDays, addressLines, civilityWord, type Facts, frAmount, type GeneratedDocument, GREY, hex, lastDayOf, longDate, monthOf, MONTHS_FR, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper, WHITE} from '../util.js'

const CROUS: Record<string, {name: string; address: string[]; residence: string; manager: string}> = {
  '38': {address: ['5 rue d\'Arsonval', 'CS 90319', '38027 Grenoble Cedex 1'], manager: 'Mme Sylvie ROCHAS', name: 'Crous Grenoble Alpes', residence: 'Résidence universitaire Les Taillées'},
  '44': {address: ['2 boulevard Guy Mollet', 'BP 52213', '44322 Nantes Cedex 3'], manager: 'M. Patrick LE DUFF', name: 'Crous Nantes Pays de la Loire', residence: 'Résidence universitaire Launay-Violette'},
}

const PRIVATE: Record<string, {brand: string; company: string; address: string[]; residence: string; color: string}> = {
  '33': {address: ['18 rue Fondaudège', '33000 Bordeaux'], brand: 'STUDÉLIA', color: '#d4572a', company: 'Studélia Gestion SAS', residence: 'Résidence Campus Victoire'},
  '59': {address: ['54 rue Nationale', '59000 Lille'], brand: 'CAMPUSEA', color: '#2b6cb0', company: 'Campusea Résidences SAS', residence: 'Résidence Les Jardins de Vauban'},
}

export async function quittanceResidenceEtudiante(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const variant = typeof raw.variant === 'number' ? raw.variant % 2 : 0
  const room = typeof raw.room === 'string' ? raw.room : 'Chambre 214'
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const monthWord = MONTHS_FR[Number(period.slice(5, 7)) - 1]
  const dwelling = addressLines(address)
  const apl = randomInt(rng, 80, 230) * 100 + pick(rng, [0, 0, 50])

  const {doc, fonts} = await newDocument({author: variant === 0 ? 'Crous' : 'Gestion résidences', creator: variant === 0 ? 'Gestion des résidences - Quittances' : 'ImmoLogic Résidences', date: end, producer: 'PDF', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  if (variant === 0) {
    const crous = CROUS[address.postcode.slice(0, 2)] ?? CROUS['44']
    const paid = addDays(start, randomInt(rng, 3, 6))
    const issued = addDays(paid, randomInt(rng, 2, 7))
    const tenant = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
    const fee = randomInt(rng, 19_000, 31_000) + pick(rng, [0, 40, 60])
    const rest = fee - apl
    const dossier = `${Number(period.slice(0, 4)) - (Number(period.slice(5, 7)) < 9 ? 1 : 0)}-${randomDigits(rng, 6)}`
    const yearStart = `${Number(period.slice(0, 4)) - (Number(period.slice(5, 7)) < 9 ? 1 : 0)}-09-01`
    const red = hex('#e2001a')

    // Mark and issuer.
    s.box(L, 30, 58, 36, {fill: red, radius: 7})
    s.text('crous', L + 29, 53, {align: 'center', color: WHITE, font: H.bold, size: 15})
    s.text(crous.name, L + 70, 42, {font: H.bold, size: 11})
    s.lines(crous.address, L + 70, 55, {color: GREY, leading: 9, size: 7.5})
    s.text(crous.residence, R, 42, {align: 'right', color: red, font: H.bold, size: 9})
    s.text('Service de gestion de la résidence', R, 54, {align: 'right', color: GREY, size: 7.5})

    s.text('QUITTANCE DE REDEVANCE', s.width / 2, 122, {align: 'center', font: H.bold, size: 15})
    s.text(`Mois ${/^[aeiou]/.test(monthWord) ? "d'" : 'de '}${monthWord} ${period.slice(0, 4)}`, s.width / 2, 138, {align: 'center', size: 10})

    // Captioned grid.
    let y = 158
    const cell = (x: number, w: number, caption: string, value: string) => {
      s.box(x, y, w, 30, {lineWidth: 0.6, stroke: hex('#9a9a9a')})
      s.text(caption, x + 5, y + 9, {color: GREY, size: 6.6})
      s.text(value, x + 5, y + 23, {font: H.bold, size: 8.8})
    }

    const W = R - L
    cell(L, W * 0.4, 'Résident(e)', tenant)
    cell(L + W * 0.4, W * 0.22, 'N° de dossier', dossier)
    cell(L + W * 0.62, W * 0.38, 'Logement', `${room} - meublé`)
    y += 30
    cell(L, W * 0.4, "Contrat d'occupation", `du ${slashDate(yearStart)} au ${slashDate(`${Number(yearStart.slice(0, 4)) + 1}-06-30`)}`)
    cell(L + W * 0.4, W * 0.6, 'Mode de paiement', 'Prélèvement automatique le 5 du mois')
    y += 46

    s.text('Adresse du logement :', L, y, {color: GREY, size: 8})
    y = s.lines(dwelling, L + 110, y, {leading: 11, size: 9.4})

    y += 10
    const rows: (string | {text: string; font?: typeof H.bold})[][] = [
      [`Redevance mensuelle - ${monthWord} ${period.slice(0, 4)} (charges comprises)`, `${frAmount(fee, ' ')} €`],
      ['Aide personnalisée au logement versée au Crous par la CAF', `-${frAmount(apl, ' ')} €`],
      [{font: H.bold, text: 'Reste à charge du résident'}, {font: H.bold, text: `${frAmount(rest, ' ')} €`}],
      [`Règlement reçu le ${slashDate(paid)} (prélèvement)`, `-${frAmount(rest, ' ')} €`],
      [{font: H.bold, text: 'Solde au ' + slashDate(issued)}, {font: H.bold, text: '0,00 €'}],
    ]
    y = s.table({
      columns: [{width: W - 110}, {align: 'right', width: 110}],
      font: H.regular,
      frame: true,
      header: [['Libellé', 'Montant']],
      headerFill: hex('#f2f2f2'),
      headerFont: H.bold,
      headerHeight: 16,
      headerSize: 8,
      rowHeight: 17,
      rowRules: true,
      rows,
      size: 8.6,
      verticalRules: true,
      x: L,
      y,
    })

    y += 24
    y = s.paragraph(
      `Le ${crous.name} reconnaît avoir reçu de ${tenant} la somme de ${frAmount(fee, ' ')} euros, dont ${frAmount(apl, ' ')} euros d'aide personnalisée au logement versée directement par la Caisse d'allocations familiales, au titre de la redevance d'occupation du logement désigné ci-dessus pour le mois ${/^[aeiou]/.test(monthWord) ? "d'" : 'de '}${monthWord} ${period.slice(0, 4)}, et lui en donne quittance, sous réserve de tous droits.`,
      L,
      y,
      W,
      {leading: 12, size: 9},
    )
    y += 20
    s.text(`Fait à ${crous.address[crous.address.length - 1].replace(/^\d+ /, '').replace(/ Cedex.*$/, '')}, le ${slashDate(issued)}`, R - 200, y, {size: 9})
    s.text('Pour le Directeur général du Crous,', R - 200, y + 16, {size: 8.4})
    s.text(`${crous.manager}, responsable de résidence`, R - 200, y + 28, {color: GREY, size: 8})
    s.path(signaturePath(rng, 80), R - 190, y + 34, {lineWidth: 0.9, stroke: hex('#1b2a6b')})

    s.paragraph(
      "Cette quittance annule tous les reçus qui auraient pu être donnés pour acompte versé sur la période indiquée. Elle est délivrée gratuitement (loi n° 89-462 du 6 juillet 1989, art. 21). L'aide au logement est versée par la CAF au Crous en tiers payant et vient en déduction de la redevance.",
      L,
      770,
      W,
      {color: GREY, leading: 9, size: 7},
    )

    return {
      fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
      layout: 'quittance_loyer/residence-etudiante',
      notes: [
        'Crous-like student residence: "redevance" (charges included) instead of rent, the room in a captioned cell',
        'housing benefit paid to the residence deducted as a negative line; payment date and contract dates as decoys',
        "the regional Crous's own address (decoy) above the residence's, the dwelling address on its lines",
        'issue date only in "Fait à ..., le dd/mm/yyyy"; month in words',
      ],
      pdf: await saveDocument(doc),
      type: 'quittance_loyer',
    }
  }

  // Private residence manager.
  const manager = PRIVATE[address.postcode.slice(0, 2)] ?? PRIVATE['33']
  const color = hex(manager.color)
  const paid = addDays(start, randomInt(rng, 1, 5))
  const issued = addDays(paid, randomInt(rng, 1, 4))
  const tenant = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const rent = randomInt(rng, 420, 620) * 100
  const charges = pick(rng, [3_500, 4_500, 5_500])
  const services = pick(rng, [1_500, 1_900, 2_400])
  const due = rent + charges + services
  const rest = due - apl
  const lot = `${room} - T1 meublé ${randomInt(rng, 17, 24)} m² - ${pick(rng, ['1er', '2e', '3e', '4e'])} étage`

  // Mark and managing company.
  s.box(L, 30, 30, 30, {fill: color, radius: 15})
  s.box(L + 9, 39, 12, 12, {fill: WHITE})
  s.text(manager.brand, L + 40, 46, {color, font: H.bold, size: 15})
  s.text('Résidences étudiantes services', L + 40, 57, {color: GREY, size: 7.5})
  s.lines([manager.company, ...manager.address, `Tél. 09 ${randomInt(rng, 69, 72)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], L, 80, {color: hex('#555555'), leading: 9, size: 7.4})
  s.text(`Édité le ${slashDate(issued)}`, R, 40, {align: 'right', size: 8.4})
  s.text(`Réf. locataire : ${randomDigits(rng, 2)}-${randomDigits(rng, 5)}`, R, 52, {align: 'right', color: GREY, size: 7.6})

  // Window.
  s.lines([tenant, ...dwelling], 320, 102, {leading: 12, size: 9.6})

  // Band.
  let y = 184
  s.box(L, y, R - L, 26, {fill: hex('#f1f1f1')})
  s.box(L, y, 5, 26, {fill: color})
  s.text('QUITTANCE DE LOYER', L + 14, y + 17, {font: H.bold, size: 12})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R - 10, y + 17, {align: 'right', font: H.bold, size: 9})
  y += 44
  s.text(`${manager.residence} - Lot : ${lot}`, L, y, {size: 8.8})
  y += 14

  const rows: (string | {text: string; font?: typeof H.bold})[][] = [
    ['Loyer', `${frAmount(rent, ' ')}`],
    ['Provision sur charges (eau, chauffage, entretien)', frAmount(charges, ' ')],
    ['Forfait services (internet, laverie, accueil)', frAmount(services, ' ')],
    [{font: H.bold, text: 'Total dû pour la période'}, {font: H.bold, text: frAmount(due, ' ')}],
    ['APL versée directement au bailleur par la CAF (tiers payant)', `-${frAmount(apl, ' ')}`],
    [{font: H.bold, text: `Montant réglé par le locataire le ${slashDate(paid)} (prélèvement SEPA)`}, {font: H.bold, text: frAmount(rest, ' ')}],
  ]
  y = s.table({
    columns: [{width: R - L - 100}, {align: 'right', width: 100}],
    font: H.regular,
    header: [['Détail', 'Montant (€)']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerHeight: 16,
    headerSize: 8,
    rowHeight: 17,
    rowRules: true,
    rows,
    ruleColor: hex('#cccccc'),
    size: 8.6,
    x: L,
    y,
  })

  y += 26
  y = s.paragraph(
    `${manager.company}, agissant en qualité de mandataire du propriétaire, déclare avoir reçu de ${tenant} la somme de ${frAmount(due, ' ')} euros (dont ${frAmount(apl, ' ')} euros d'aide personnalisée au logement versée par la CAF) au titre du loyer, des charges et des services pour la période du ${longDate(start)} au ${longDate(end)}, et lui en donne quittance, sous réserve de tous droits.`,
    L,
    y,
    R - L,
    {leading: 12, size: 9},
  )
  s.text('Le gestionnaire', R - 160, y + 24, {size: 8.6})
  s.path(signaturePath(rng, 70), R - 160, y + 30, {lineWidth: 0.9, stroke: hex('#1b2a6b')})

  s.hline(L, R, 774, {color: hex('#dddddd'), width: 0.4})
  s.paragraph(
    `${manager.company} - ${manager.address.join(', ')} - Carte professionnelle Gestion immobilière n° CPI ${randomDigits(rng, 4)} ${period.slice(0, 4)} 000 0${randomDigits(rng, 2)} ${randomDigits(rng, 3)} délivrée par la CCI - Garantie financière : ${frAmount(randomInt(rng, 5, 20) * 10_000_000, ' ')} €. Quittance délivrée gratuitement (loi du 6 juillet 1989, art. 21).`,
    L,
    786,
    R - L,
    {color: GREY, leading: 8.6, size: 6.8},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/residence-etudiante',
    notes: [
      'private student-residence manager: the tenant in the window as "Madame SURNAME Given", the studio in the address or the lot line',
      'rent, flat-rate charges and services, the total due, the APL paid to the manager deducted, the amount paid (decoy amounts)',
      'issue date only as "Édité le" at the top right; the period as "Période du ... au ..."; payment date as a decoy',
      "the managing company's address top left (decoy), professional card number in the footer",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
