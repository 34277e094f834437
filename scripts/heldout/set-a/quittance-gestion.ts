/**
 * HELD-OUT quittance_loyer/gestion-locative: a letting agency's rent receipt printed by its
 * property-management software (Foncia / Citya / ICS style): agency letterhead, the tenant's
 * upper-case mailing block, "Lyon, le 6 mars 2026" above it, a references block "Réf. locataire",
 * "Locataire :", "Immeuble :" (the dwelling on one line), "Lot n° ...", the account lines as an
 * accounting statement "Date | Libellé | Débit | Crédit" ending with the tenant's payment and a
 * zero balance, the receipt sentence with the amount in words, and the legal mention.
 */
import {
  addressLines,
  civilityWord,
  euroWords,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  lastDayOf,
  longDate,
  monthOf,
  monthTitle,
  newDocument,
  pick,
  postalUpper,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  subjectOf,
  upper,
  addDays,
} from '../util.js'

const LANDLORDS = ['SCI LES TILLEULS', 'M. et Mme BERTRAND Paul', 'SCI DU CANAL', 'Mme ROCHE Danielle', 'INDIVISION FABRE']

export async function quittanceGestion(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const issued = params.issueDate ?? addDays(start, randomInt(rng, 3, 12))
  const paid = addDays(start, randomInt(rng, 0, Math.max(0, Math.min(10, Math.round((Date.parse(issued) - Date.parse(start)) / 864e5)))))
  const rent = randomInt(rng, 480, 1350) * 100 + pick(rng, [0, 0, 50])
  const charges = randomInt(rng, 30, 160) * 100
  const tom = randomInt(rng, 5, 15) * 100 + randomInt(rng, 0, 99)
  const total = rent + charges + tom
  const tenant = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const dwelling = addressLines(address)
  const agencyCity = address.city
  const agency = pick(rng, ['CABINET DUVAL IMMOBILIER', 'GÉRANCE DES QUAIS', 'AGENCE DU PARC - ADMINISTRATION DE BIENS'])
  const landlord = pick(rng, LANDLORDS)
  const ref = `${randomDigits(rng, 4)}-${randomDigits(rng, 4)}-01`
  const green = hex('#164e63')

  const {doc, fonts} = await newDocument({author: agency, creator: 'Crypto Gestion locative', date: issued, producer: 'Crypto - éditions', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  s.text(agency, 40, 48, {color: green, font: H.bold, size: 12})
  s.lines(
    [
      'Administration de biens - Syndic - Location',
      `${randomInt(rng, 2, 60)} ${pick(rng, ['cours Gambetta', 'place Bellecour', 'rue Nationale', 'avenue de la Libération'])}`,
      `${address.postcode} ${agencyCity.toUpperCase()}`,
      `Tél. ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} - gestion@${agency.split(' ')[1].toLowerCase().replace(/[^a-z]/g, '')}-immo.fr`,
    ],
    40,
    62,
    {color: GREY, leading: 10, size: 8},
  )

  s.text(`${agencyCity}, le ${longDate(issued)}`, 330, 110, {size: 9})
  s.lines([`${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`, ...addressLines(address, 'postal')], 330, 140, {leading: 12, size: 9.5})

  s.text('QUITTANCE DE LOYER', s.width / 2, 232, {align: 'center', color: green, font: H.bold, size: 14})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, s.width / 2, 248, {align: 'center', size: 9.5})

  const refs: [string, string][] = [
    ['Réf. locataire', ref],
    ['Locataire', tenant],
    ['Immeuble', dwelling.join(' - ')],
    [`Lot n° ${String(randomInt(rng, 1, 80)).padStart(3, '0')}`, `Appartement T${randomInt(rng, 1, 4)} - ${pick(rng, ['rez-de-chaussée', '1er étage', '2e étage', '4e étage'])}${rng() < 0.5 ? ` - Cave n° ${randomInt(rng, 1, 30)}` : ''}`],
    ['Propriétaire', landlord],
  ]
  let y = 280
  for (const [label, value] of refs) {
    s.text(`${label} :`, 40, y, {font: H.bold, size: 8.5})
    s.text(value, 130, y, {size: 8.5})
    y += 13
  }

  y = s.table({
    columns: [{width: 70}, {width: 285}, {align: 'right', width: 80}, {align: 'right', width: 80}],
    font: H.regular,
    frame: true,
    header: [['Date', 'Libellé', 'Débit', 'Crédit']],
    headerFill: hex('#e0edf2'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      [slashDate(start), `Loyer ${monthTitle(period).toLowerCase()}`, frAmount(rent), ''],
      [slashDate(start), 'Provision pour charges', frAmount(charges), ''],
      [slashDate(start), 'Taxe d’enlèvement des ordures ménagères', frAmount(tom), ''],
      [slashDate(paid), 'Votre règlement - prélèvement SEPA', '', frAmount(total)],
      [{font: H.bold, text: ''}, {font: H.bold, text: `Solde au ${slashDate(issued)}`}, {font: H.bold, text: '0,00'}, ''],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: y + 8,
  })

  y = s.paragraph(
    `Nous soussignés, ${agency}, agissant en qualité de mandataire de ${landlord}, propriétaire, reconnaissons avoir reçu de ${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]} la somme de ${frAmount(total, ' ', true)} (${euroWords(total)}) au titre du loyer et des charges de la période du ${slashDate(start)} au ${slashDate(end)} pour les locaux désignés ci-dessus, et lui en donnons quittance, sous réserve de tous droits et actions.`,
    40,
    y + 26,
    515,
    {leading: 12, size: 9},
  )

  s.text('Le mandataire,', 380, y + 26, {size: 9})
  s.path(signaturePath(rng, 70), 390, y + 36, {lineWidth: 1, stroke: hex('#1d2b5c')})
  s.paragraph(
    "La présente quittance annule tous les reçus qui auraient pu être donnés pour acompte versé sur la présente échéance. Elle ne libère le locataire que pour la période indiquée. En cas de congé précédemment donné, elle ne vaut que comme indemnité d'occupation.",
    40,
    760,
    515,
    {color: GREY, leading: 9, size: 7},
  )
  s.text(`Carte professionnelle Gestion immobilière CPI ${address.postcode.slice(0, 2)}01 ${randomDigits(rng, 4)} 000 0${randomDigits(rng, 5)} - Garantie financière GALIAN`, s.width / 2, 808, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/gestion-locative',
    notes: ['dwelling after "Immeuble :" on one line with " - "', 'issue date in "<city>, le <long date>"', 'accounting table Débit/Crédit with several dates'],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
