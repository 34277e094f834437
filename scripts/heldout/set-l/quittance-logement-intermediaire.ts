/**
 * HELD-OUT quittance_loyer/logement-intermediaire: the monthly rent receipt an INSTITUTIONAL
 * LANDLORD of "intermediate" housing (logement locatif intermédiaire: rents between social and
 * market rents, owned by a large investor's subsidiary; four landlords, invented) lets its tenants
 * download from their tenant space: the landlord's mark top left with "Logement intermédiaire",
 * "Espace locataire" and "Édité le 12/03/2026" (dd/mm/yyyy: the issue date) top right; the tenant
 * in the window at the right ("Madame Claire DUBOIS": civility in full, first given name, SURNAME)
 * with the dwelling's address; a grid of label-above-value references ("N° de client", "N° de
 * bail", "Résidence", "Logement": type, floor, lot); "QUITTANCE DE LOYER" with "Échéance de mars
 * 2026" and "Période du 01/03/2026 au 31/03/2026" (decoy dates); the detail table (rent, charge
 * and heating provisions, a parking space for some) and its total; the payment received ("Prélèvement
 * SEPA du 05/03/2026": a decoy date); an ACCOUNT table ("Solde précédent | Échéance | Règlements |
 * Nouveau solde"); the receipt sentence naming the tenant and the dwelling; the landlord's legal
 * footer (SAS, capital, RCS number: a decoy SIREN).
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addressLines, civilityWord, type Facts, firstDayOf, frAmount, type GeneratedDocument, GREY, groupedSiren, hex, lastDayOf, monthOf, MONTHS_FR, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const LANDLORDS: {name: string; mark: string; color: string; seat: string; greffe: string}[] = [
  {color: '#0b6e6e', greffe: 'Paris', mark: 'ID', name: 'Interlogis Domaines', seat: '26 rue de Londres, 75009 Paris'},
  {color: '#5b2a86', greffe: 'Nanterre', mark: 'HM', name: 'Habitat Médian', seat: '8 place de la Défense, 92400 Courbevoie'},
  {color: '#c2410c', greffe: 'Lyon', mark: 'RP', name: 'Résidences Partenaires', seat: '112 cours Lafayette, 69003 Lyon'},
  {color: '#1d4ed8', greffe: 'Paris', mark: 'LC', name: 'Logis Central Investissement', seat: '40 avenue de Wagram, 75017 Paris'},
]

const RESIDENCES = ['Résidence Les Jardins de Flore', 'Résidence Le Carré Saint-Roch', 'Résidence Horizon Parc', 'Résidence Les Allées du Canal', 'Résidence Le Clos des Vignes']

export async function quittanceLogementIntermediaire(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const landlord = pick(rng, LANDLORDS)
  const period = monthOf(params, facts)
  const start = firstDayOf(period)
  const end = lastDayOf(period)
  const paid = addDays(start, randomInt(rng, 2, 6))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 3, 18))
  const tenant = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const month = Number(period.slice(5, 7))
  const type = pick(rng, ['T2', 'T3', 'T3', 'T4'])
  const floor = randomInt(rng, 1, 6)
  const rent = randomInt(rng, 62_000, 118_000) + randomInt(rng, 0, 99)
  const charges = randomInt(rng, 6_500, 14_000)
  const heating = rng() < 0.5 ? randomInt(rng, 3_500, 7_500) : 0
  const parking = rng() < 0.5 ? pick(rng, [6_000, 7_500, 9_000]) : 0
  const total = rent + charges + heating + parking
  const previous = rng() < 0.7 ? 0 : randomInt(rng, 1_000, 25_000)
  const settled = total + previous
  const landlordSiren = makeSiren(rng)
  const ink = hex('#1e2329')
  const accent = hex(landlord.color)
  const pale = hex('#f1f4f6')
  const dwelling = addressLines(address)

  const {doc, fonts} = await newDocument({author: landlord.name, creator: 'Espace locataire', date: issued, producer: 'JasperReports Library 6.20', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 550

  // Mark and edition.
  s.box(L, 34, 38, 38, {fill: accent, radius: 9})
  s.text(landlord.mark, L + 19, 59, {align: 'center', color: WHITE, font: H.bold, size: 15})
  s.text(landlord.name, L + 48, 51, {color: ink, font: H.bold, size: 13})
  s.text('Logement intermédiaire', L + 48, 64, {color: accent, size: 8.5})
  s.text('Espace locataire', R, 46, {align: 'right', color: GREY, size: 8})
  s.text(`Édité le ${slashDate(issued)}`, R, 59, {align: 'right', color: ink, font: H.bold, size: 8.6})

  // Window.
  s.text(tenant, 318, 128, {font: H.bold, size: 10})
  s.lines(dwelling, 318, 141, {leading: 12, size: 9.6})

  // References.
  const refs: [string, string][] = [
    ['N° de client', `C${randomDigits(rng, 8)}`],
    ['N° de bail', `${randomDigits(rng, 4)}-${randomDigits(rng, 5)}`],
    ['Résidence', address.lines.find((l) => l.startsWith('Résidence')) ?? pick(rng, RESIDENCES)],
    ['Logement', `${type} - ${floor}${floor === 1 ? 'er' : 'e'} étage - lot ${randomDigits(rng, 4)}`],
  ]
  let y = 206
  const widths = [92, 92, 170, R - L - 354]
  let x = L
  refs.forEach(([lab, value], k) => {
    s.box(x, y, widths[k] - 4, 34, {fill: pale})
    s.text(lab, x + 7, y + 12, {color: GREY, size: 7})
    s.text(value, x + 7, y + 26, {color: ink, font: H.bold, size: 8.2})
    x += widths[k]
  })

  // Title.
  y += 66
  s.text('QUITTANCE DE LOYER', L, y, {color: accent, font: H.bold, size: 17})
  s.text(`Échéance de ${MONTHS_FR[month - 1]} ${period.slice(0, 4)}`, R, y - 6, {align: 'right', font: H.bold, size: 9.5})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R, y + 7, {align: 'right', color: GREY, size: 8.4})

  // Detail.
  const rows: string[][] = [['Loyer hors charges', `${frAmount(rent, ' ')} €`], ['Provision pour charges locatives', `${frAmount(charges, ' ')} €`]]
  if (heating) rows.push(['Provision pour chauffage collectif', `${frAmount(heating, ' ')} €`])
  if (parking) rows.push([`Stationnement - place n° ${randomInt(rng, 1, 140)}`, `${frAmount(parking, ' ')} €`])
  y = s.table({
    columns: [{width: 380}, {align: 'right', width: R - L - 380}],
    font: H.regular,
    header: [['Libellé', 'Montant']],
    headerFill: accent,
    headerColor: WHITE,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows,
    ruleColor: hex('#d5dade'),
    size: 9,
    x: L,
    y: y + 22,
  })
  s.box(L, y, R - L, 19, {fill: pale})
  s.text("Total de l'échéance", L + 4, y + 13, {font: H.bold, size: 9.4})
  s.text(`${frAmount(total, ' ')} €`, R - 4, y + 13, {align: 'right', font: H.bold, size: 9.4})
  y += 38
  s.text(`Règlement reçu : prélèvement SEPA du ${slashDate(paid)}`, L, y, {size: 9})
  s.text(`${frAmount(settled, ' ')} €`, R - 4, y, {align: 'right', font: H.bold, size: 9})

  // Account.
  y += 24
  s.text('Situation de votre compte', L, y, {color: accent, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{align: 'center', width: 126}, {align: 'center', width: 126}, {align: 'center', width: 126}, {align: 'center', width: R - L - 378}],
    font: H.regular,
    frame: true,
    header: [['Solde précédent', `Échéance ${MONTHS_FR[month - 1]}`, 'Règlements', 'Nouveau solde']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 18,
    rows: [[`${frAmount(previous, ' ')} €`, `${frAmount(total, ' ')} €`, `- ${frAmount(settled, ' ')} €`, '0,00 €']],
    ruleColor: hex('#c4cacf'),
    size: 8.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Receipt sentence.
  y += 30
  y = s.paragraph(
    `${landlord.name}, bailleur, déclare avoir reçu de ${tenant} la somme de ${frAmount(total, ' ')} euros au titre du loyer et des charges de la période du ${slashDate(start)} au ${slashDate(end)} pour le logement situé ${truthAddress(dwelling)}, et lui en donne quittance, sous réserve de tous ses droits. Le paiement de la présente échéance n'emporte pas présomption de paiement des termes antérieurs.`,
    L,
    y,
    R - L,
    {leading: 12, size: 8.8},
  )
  s.paragraph('Les provisions pour charges font l\'objet d\'une régularisation annuelle. Conservez ce document : il peut vous être demandé comme justificatif de domicile.', L, y + 8, R - L, {color: GREY, leading: 11, size: 8})

  // Footer.
  s.hline(L, R, 782, {color: hex('#d5dade'), width: 0.6})
  s.paragraph(`${landlord.name} - Société par actions simplifiée au capital de ${pick(rng, ['12 500 000', '48 000 000', '7 250 000'])} euros - Siège social : ${landlord.seat} - RCS ${landlord.greffe} ${groupedSiren(landlordSiren)} - Service clients : du lundi au vendredi de 9 h à 18 h, depuis votre espace locataire.`, L, 794, R - L, {color: GREY, leading: 8.6, size: 6.6})

  return {
    fields: {
      adresse: truthAddress(dwelling),
      date_emission: issued,
      titulaire: tenant,
    },
    layout: 'quittance_loyer/logement-intermediaire',
    notes: [
      "institutional landlord's rent receipt (intermediate housing) from the tenant space; issue date as \"Édité le\" top right",
      'label-above-value references, detail table, payment date, an account table with a previous balance',
      'period, due month and payment date as decoys; the landlord\'s RCS number in the footer',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
