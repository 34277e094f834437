/**
 * Rent receipts (`quittance_loyer`): what a private landlord writes from a template (one sentence
 * that carries the tenant, the dwelling and the period), what a letting agency's software prints
 * (a form with a table and a stamp), and the bare minimum some landlords hand over.
 *
 * The rent is not in the facts: each receipt draws a plausible rent and service charge. The
 * period is `params.month`, the issue date `params.issueDate`; the payment date falls between
 * the start of the period and the issue date, so a receipt always shows two close dates.
 */
import type {Facts, GeneratedDocument, PostalAddress} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {
  addressLines,
  capitalisedSurname,
  civilFirstLast,
  civilityWord,
  euroWords,
  firstDayOf,
  frAmount,
  inlineAddress,
  lastDayOf,
  longDate,
  monthOf,
  monthTitle,
  pick,
  randomDigits,
  randomInt,
  readParams,
  slashDate,
  subjectOf,
  truthAddress,
  upper,
  type LayoutParams,
  type PrintedName,
} from './common.js'
import {GREY, hex, newDocument, saveDocument, Sheet, signaturePath} from './draw.js'

interface Landlord {
  name: PrintedName
  address: PostalAddress
}

const LANDLORDS: Landlord[] = [
  {address: {city: 'Dijon', lines: ['27 avenue Victor Hugo'], postcode: '21000'}, name: {civility: 'M.', givenNames: ['Jean-Pierre'], surname: 'Roussel'}},
  {address: {city: 'Beaune', lines: ['4 rue Maufoux'], postcode: '21200'}, name: {civility: 'Mme', givenNames: ['Françoise'], surname: 'Lambert'}},
  {address: {city: 'Chenôve', lines: ['Résidence Les Vergers', '11 allée des Pommiers'], postcode: '21300'}, name: {civility: 'M.', givenNames: ['Bernard'], surname: 'Faure-Delorme'}},
  {address: {city: 'Lyon', lines: ['62 cours Vitton'], postcode: '69006'}, name: {civility: 'Mme', givenNames: ['Nadia'], surname: 'Benali'}},
]

interface Rent {
  period: string
  rentCents: number
  chargesCents: number
  totalCents: number
  issued: string
  paidOn: string
}

function rentOf(params: LayoutParams, facts: Facts, rng: () => number): Rent {
  const period = monthOf(params, facts)
  const rentCents = randomInt(rng, 46, 115) * 1000 + pick(rng, [0, 0, 500, 2000])
  const chargesCents = randomInt(rng, 3, 12) * 1000
  const issued = params.issueDate ?? addDays(firstDayOf(period), randomInt(rng, 2, 12))
  const planned = addDays(firstDayOf(period), randomInt(rng, 0, 4))
  const paidOn = planned < issued ? planned : addDays(issued, -1)
  return {chargesCents, issued, paidOn, period, rentCents, totalCents: rentCents + chargesCents}
}

// ---------------------------------------------------------------------------------------------
// A private landlord's template: the tenant, the dwelling and the period live in one sentence.

export async function landlordSentenceReceipt(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const rent = rentOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const landlord = pick(rng, LANDLORDS)
  const landlordFull = `${landlord.name.civility} ${landlord.name.givenNames[0]} ${upper(landlord.name.surname)}`
  const tenant = civilFirstLast(name)
  const dwelling = inlineAddress(address)
  const start = firstDayOf(rent.period)
  const end = lastDayOf(rent.period)

  const {doc, fonts} = await newDocument({author: landlordFull, creator: 'Writer', date: rent.issued, producer: 'LibreOffice 7.6', title: 'Quittance de loyer'})
  const s = Sheet.add(doc, fonts)
  const T = fonts.times

  const phone = `Tél. : 06 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  s.lines([`${landlord.name.civility} ${landlord.name.givenNames[0]} ${landlord.name.surname}`, ...addressLines(landlord.address), phone], 72, 80, {font: T.regular, leading: 14, size: 11.5})

  s.text('QUITTANCE DE LOYER', s.width / 2, 200, {align: 'center', font: T.bold, size: 18})
  s.text(`Quittance n° ${rent.period.replace('-', '/')}`, s.width / 2, 220, {align: 'center', font: T.italic, size: 11})

  const sentence =
    `Je soussigné(e) ${landlordFull}, propriétaire du logement situé ${dwelling}, déclare avoir reçu de ${tenant} la somme de ` +
    `${frAmount(rent.totalCents, ' ', true)} (${euroWords(rent.totalCents)}) au titre du paiement du loyer et des charges pour la période ` +
    `du ${longDate(start)} au ${longDate(end)} et lui en donne quittance, sous réserve de tous mes droits.`
  let y = s.paragraph(sentence, 72, 270, 451, {font: T.regular, justify: true, leading: 17, size: 12})

  y += 14
  s.text('Détail du règlement :', 72, y, {font: T.bold, size: 12})
  const detail: [string, number][] = [
    ['Loyer hors charges', rent.rentCents],
    ['Provision pour charges', rent.chargesCents],
    ['Total', rent.totalCents],
  ]
  y += 20
  for (const [label, cents] of detail) {
    const strong = label === 'Total'
    s.text(`${label} :`, 100, y, {font: strong ? T.bold : T.regular, size: 12})
    s.text(frAmount(cents, ' ', true), 330, y, {align: 'right', font: strong ? T.bold : T.regular, size: 12})
    y += 17
  }

  s.text(`Date du paiement : ${longDate(rent.paidOn)}`, 100, y + 4, {font: T.regular, size: 12})

  y += 52
  s.text(`Fait à ${landlord.address.city}, le ${longDate(rent.issued)}`, 330, y, {font: T.regular, size: 12})
  s.text('Signature', 330, y + 22, {font: T.italic, size: 11})
  s.path(signaturePath(rng, 110), 340, y + 34, {lineWidth: 1.1, stroke: hex('#1b2a6b')})

  s.paragraph(
    'Cette quittance annule tous les reçus qui auraient pu être établis précédemment en cas de paiement partiel du montant du présent terme. ' +
      'Elle est à conserver pendant trois ans par le locataire (loi n° 89-462 du 6 juillet 1989, art. 7-1). ' +
      'En cas de congé précédemment donné, cette quittance représenterait l’indemnité d’occupation et ne saurait valoir titre d’occupation.',
    72,
    740,
    451,
    {color: GREY, font: T.italic, leading: 11, size: 9},
  )

  return {
    fields: {adresse: dwelling, date_emission: rent.issued, titulaire: tenant},
    layout: 'quittance_loyer/bailleur-phrase',
    notes: [
      'tenant name and dwelling address only inside one justified sentence, no label',
      'period written "du 1er <month> au <last day> <month> <year>", payment date and issue date both in long form',
      'amount also written in words; the landlord’s own address at the top is not the dwelling',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}

// ---------------------------------------------------------------------------------------------
// A letting agency: letterhead with the professional card, the tenant in a window-envelope
// block ("Madame MARTIN Élodie"), a reference grid, the rent table, payments, a stamp.

/** A letting agency in the dwelling's town (agencies manage local property). */
function agencyOf(dwelling: PostalAddress, rng: () => number) {
  const street = `${randomInt(rng, 2, 40)} ${pick(rng, ['place de la République', 'rue Nationale', 'boulevard Gambetta', 'avenue Foch'])}`
  const town = `${dwelling.postcode} ${upper(dwelling.city)}`
  return {
    address: ['Administration de biens - Gestion locative', street, town],
    card: `Carte professionnelle Gestion immobilière n° CPI ${dwelling.postcode.slice(0, 2)}01 2016 000 008 412 délivrée par la CCI territoriale`,
    guarantee: `Garantie financière : Caisse de Garantie de l’Immobilier, 120 000 € - RCS ${dwelling.city} 498 221 370 - Code APE 6832A`,
    name: 'LOGIS & PATRIMOINE',
    stamp: `${street} - ${town}`,
  }
}

export async function agencyReceipt(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const rent = rentOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const landlord = pick(rng, LANDLORDS)
  const agency = agencyOf(address, rng)
  const green = hex('#2f6b4f')
  const tenantRef = `L${randomDigits(rng, 5)}`
  const lot = `${randomInt(rng, 1, 40)}`.padStart(3, '0')
  const tenant = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const blockLines = addressLines(address)
  const landlordLine = `${civilityWord(landlord.name.civility)} ${upper(landlord.name.surname)} ${landlord.name.givenNames[0]}`

  const {doc, fonts} = await newDocument({author: agency.name, creator: 'ImmoGest Pro 11', date: rent.issued, producer: 'ImmoGest PDF', title: `Quittance ${tenantRef} ${rent.period}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Letterhead: a house.
  s.path('M 0 18 L 18 2 L 36 18 L 31 18 L 31 36 L 5 36 L 5 18 Z', 40, 30, {fill: green})
  s.box(53, 54, 9, 12, {fill: hex('#ffffff')})
  s.text(agency.name, 86, 48, {color: green, font: H.bold, size: 16})
  s.lines(agency.address, 86, 61, {color: GREY, leading: 10, size: 8})

  s.text(`${address.city}, le ${longDate(rent.issued)}`, 330, 60, {size: 9})
  s.lines([tenant, ...blockLines], 330, 130, {leading: 12.5, size: 10})

  s.text('QUITTANCE DE LOYER', 40, 226, {color: green, font: H.bold, size: 15})
  s.text(`Période : ${monthTitle(rent.period)}`, 40, 242, {font: H.bold, size: 10})

  s.table({
    columns: [{width: 95}, {width: 60}, {width: 210}, {width: 152}],
    font: H.regular,
    frame: true,
    header: [['Référence locataire', 'Lot', 'Propriétaire', 'Date d’édition']],
    headerFill: hex('#e3efe8'),
    headerFont: H.bold,
    rows: [[tenantRef, lot, landlordLine, slashDate(rent.issued)]],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: 256,
  })

  s.labelled('Locataire :', tenant, 40, 312, {font: H.bold, size: 9})
  s.labelled('Adresse du bien loué :', blockLines.join(' - '), 40, 325, {font: H.bold, size: 9})
  s.labelled('Désignation :', `Appartement T${randomInt(rng, 1, 4)} - ${pick(rng, ['rez-de-chaussée', '1er étage', '2e étage', '3e étage'])}`, 40, 338, {font: H.bold, size: 9})

  const tableBottom = s.table({
    columns: [{width: 300}, {width: 120}, {align: 'right', width: 97}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Période', 'Montant (€)']],
    headerFill: hex('#e3efe8'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Loyer', monthTitle(rent.period), frAmount(rent.rentCents)],
      ['Provision sur charges locatives', monthTitle(rent.period), frAmount(rent.chargesCents)],
      [{font: H.bold, text: 'Total'}, '', {font: H.bold, text: frAmount(rent.totalCents)}],
    ],
    size: 9,
    verticalRules: true,
    x: 40,
    y: 356,
  })

  s.text('Règlements reçus', 40, tableBottom + 26, {font: H.bold, size: 9.5})
  const payBottom = s.table({
    columns: [{width: 120}, {width: 180}, {align: 'right', width: 97}],
    font: H.regular,
    rows: [
      [slashDate(rent.paidOn), 'Virement', frAmount(rent.totalCents)],
      [{font: H.bold, text: 'Solde au ' + slashDate(rent.issued)}, '', {font: H.bold, text: '0,00'}],
    ],
    size: 9,
    x: 40,
    y: tableBottom + 32,
  })

  s.paragraph(
    `Le bailleur, par l’intermédiaire de son mandataire, reconnaît avoir reçu de ${tenant} la somme de ${frAmount(rent.totalCents, ' ', true)} ` +
      `au titre du loyer et des charges de la période indiquée ci-dessus, et lui en donne quittance sous réserve de tous droits.`,
    40,
    payBottom + 30,
    515,
    {leading: 12, size: 9},
  )

  // Stamp and signature.
  const stampY = payBottom + 120
  s.box(360, stampY, 160, 46, {lineWidth: 1.4, opacity: 0.75, rotate: 4, stroke: hex('#3b5bab')})
  s.text(agency.name, 440, stampY + 20, {align: 'center', color: hex('#3b5bab'), font: H.bold, opacity: 0.8, rotate: 4, size: 9})
  s.text(agency.stamp, 440, stampY + 32, {align: 'center', color: hex('#3b5bab'), opacity: 0.8, rotate: 4, size: Math.min(7, 150 / H.regular.widthOfTextAtSize(agency.stamp, 1))})
  s.text('Pour le bailleur, le gestionnaire', 360, stampY - 10, {size: 8.5})
  s.path(signaturePath(rng, 80), 380, stampY + 60, {lineWidth: 1, stroke: hex('#222222')})

  s.hline(40, 555, 786, {color: green, width: 0.6})
  s.lines([agency.card, agency.guarantee], s.width / 2, 798, {align: 'center', color: GREY, leading: 9, size: 6.5})

  return {
    fields: {adresse: truthAddress(blockLines), date_emission: rent.issued, titulaire: tenant},
    layout: 'quittance_loyer/agence',
    notes: [
      'tenant as "Madame SURNAME Given" in the envelope block and after "Locataire :"; landlord (another person) in the reference grid',
      'issue date three times in two formats (letter date, grid column under its header, balance line); payment date close to it',
      'the agency’s own address is in the same town (same postcode) in the letterhead and the stamp; agency SIREN and APE code in the footer; rotated stamp',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}

// ---------------------------------------------------------------------------------------------
// The bare minimum: typed in a word processor, Courier, no colours, the tenant without civility.

export async function plainReceipt(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const rent = rentOf(params, facts, rng)
  const {address, name} = subjectOf(facts, params)
  const landlord = pick(rng, ['SCI LES TILLEULS', 'SCI DU PARC', 'SCI MAGNOLIA 21'])
  const tenant = `${upper(name.surname)} ${name.givenNames[0]}`
  const dwelling = inlineAddress(address)

  const {doc, fonts} = await newDocument({author: capitalisedSurname(landlord), creator: 'Microsoft® Word 2019', date: rent.issued, producer: 'Microsoft® Word 2019', title: 'quittance'})
  const s = Sheet.add(doc, fonts)
  const C = fonts.courier

  s.text('QUITTANCE DE LOYER', 60, 90, {font: C.bold, size: 14})
  s.text(`Mois de ${monthTitle(rent.period).toLocaleLowerCase('fr-FR')}`, 60, 108, {font: C.regular, size: 11})

  const rows: [string, string][] = [
    ['Bailleur', `${landlord}, 5 place Darcy, 21000 Dijon`],
    ['Locataire', tenant],
    ['Adresse de la location', dwelling],
    ['', ''],
    ['Loyer', frAmount(rent.rentCents, '', true)],
    ['Charges', frAmount(rent.chargesCents, '', true)],
    ['Total payé', `${frAmount(rent.totalCents, '', true)}, réglé le ${slashDate(rent.paidOn)} par virement`],
  ]
  let y = 150
  for (const [label, value] of rows) {
    if (label !== '') {
      s.text(`${label} :`, 60, y, {font: C.regular, size: 10})
      y = s.paragraph(value, 230, y, 310, {font: C.regular, leading: 13, size: 10}) - 13
    }

    y += 18
  }

  s.paragraph(`Le bailleur déclare avoir reçu la somme ci-dessus pour le loyer et les charges du mois indiqué et en donne quittance.`, 60, y + 10, 480, {
    font: C.regular,
    leading: 13,
    size: 10,
  })

  s.text(`Date : ${slashDate(rent.issued)}`, 60, y + 70, {font: C.regular, size: 10})
  s.text('Signature du bailleur', 340, y + 70, {font: C.regular, size: 10})
  s.path(signaturePath(rng, 95), 350, y + 82, {lineWidth: 1, stroke: hex('#0a0a0a')})

  return {
    fields: {adresse: dwelling, date_emission: rent.issued, titulaire: tenant},
    layout: 'quittance_loyer/simple',
    notes: [
      'Courier, no visual structure; tenant as "SURNAME Given" without civility; landlord is a company (SCI)',
      'issue date only as "Date : dd/mm/yyyy" near a payment date in the same format',
      'amounts without thousands separator',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
