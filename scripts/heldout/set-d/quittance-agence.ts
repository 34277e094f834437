/**
 * HELD-OUT quittance_loyer/administrateur-biens: the rent receipt a large property-management
 * network (Foncia / Nexity style) sends its tenants: the agency's logo and address top left with
 * its carte professionnelle, the tenant in the window at the right ("Madame Claire DUPONT"), a
 * grey reference line ("Compte locataire | Lot | Date"), the title "QUITTANCE DE LOYER" with
 * "Période du 1er mars 2026 au 31 mars 2026", "Adresse du bien loué" as a label over the dwelling
 * address (2-3 lines) with the lot's description, the statement table "Libellé | Débit | Crédit"
 * (rent, charges provision, TEOM, the payment received "Règlement du 05/03/2026"), the balance,
 * the receipt sentence, "Fait à <town>, le <long date>" and the agency network's legal footer
 * (garantie financière, RCS).
 */
import {addDays, addressLines, euroSpace, type Facts, type GeneratedDocument, GREY, hex, lastDayOf, longDate, monthOf, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE} from '../util.js'

export async function quittanceAgence(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paid = addDays(start, randomInt(rng, 0, 8))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 1, 10))
  const rent = randomInt(rng, 520, 1450) * 100 + pick(rng, [0, 0, 37, 82])
  const charges = randomInt(rng, 40, 180) * 100
  const teom = randomInt(rng, 8, 20) * 100
  const total = rent + charges + teom
  const tenant = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const agency = pick(rng, ['FONCIALE', 'NEXIMMO'])
  const town = address.city
  const lot = `${pick(rng, ['Appartement T2', 'Appartement T3', 'Appartement T4'])} - ${pick(rng, ['2e étage', '3e étage', '1er étage', 'RDC'])} - lot n° ${randomInt(rng, 3, 48)}`
  const red = hex('#b5121b')

  const {doc, fonts} = await newDocument({author: `${agency} ${town}`, creator: 'Gestion Locative - Espace client', date: issued, producer: 'Crystal Reports', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  s.box(L, 36, 44, 44, {fill: red})
  s.text(agency.slice(0, 1), L + 22, 68, {align: 'center', color: WHITE, font: H.bold, size: 24})
  s.text(`${agency} ${upper(town)}`, L + 54, 50, {color: red, font: H.bold, size: 11})
  s.lines([`${randomInt(rng, 2, 90)} ${pick(rng, ['cours de la Liberté', 'rue de la République', 'boulevard Carnot'])}`, `${address.postcode} ${upper(town)}`, `Tél. 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], L + 54, 62, {color: GREY, leading: 9.5, size: 7.5})

  s.lines([tenant, ...addressLines(address, 'postal')], 330, 128, {leading: 12, size: 10})

  s.box(L, 196, R - L, 18, {fill: hex('#eeeeee')})
  s.text(`Compte locataire : ${randomDigits(rng, 6)}/${randomDigits(rng, 3)}     Lot : ${randomDigits(rng, 4)}     Date d'édition : ${slashDate(issued)}`, L + 8, 208, {size: 8})

  s.text('QUITTANCE DE LOYER', L, 246, {color: red, font: H.bold, size: 16})
  s.text(`Période du ${longDate(start)} au ${longDate(end)}`, L, 262, {font: H.bold, size: 9.5})

  s.text('Adresse du bien loué', L, 290, {color: GREY, size: 8})
  let y = s.lines(dwelling, L, 303, {font: H.bold, leading: 11, size: 9})
  s.text(lot, L, y + 2, {size: 8.5})

  y += 30
  s.table({
    columns: [{width: 300}, {align: 'right', width: 105}, {align: 'right', width: 106}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Débit', 'Crédit']],
    headerFill: hex('#dddddd'),
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Loyer', euroSpace(rent), ''],
      ['Provision sur charges', euroSpace(charges), ''],
      ['Taxe ordures ménagères', euroSpace(teom), ''],
      [`Règlement du ${slashDate(paid)} - prélèvement`, '', euroSpace(total)],
      [{font: H.bold, text: 'Solde'}, '', {font: H.bold, text: euroSpace(0)}],
    ],
    size: 8.5,
    x: L,
    y,
  })

  y += 130
  y = s.paragraph(
    `Nous soussignés ${agency} ${upper(town)}, mandataire du propriétaire, donnons quittance à ${tenant} de la somme de ${euroSpace(total)} au titre du loyer et des charges pour la période du ${longDate(start)} au ${longDate(end)}, sous réserve d'encaissement. Cette quittance annule tous les reçus qui auraient pu être donnés pour acompte sur la présente période.`,
    L,
    y,
    R - L,
    {leading: 12, size: 9},
  )
  s.text(`Fait à ${town}, le ${longDate(issued)}`, R, y + 20, {align: 'right', size: 9})
  s.text('Le service Gérance', R, y + 34, {align: 'right', color: GREY, size: 8.5})

  s.paragraph(
    `${agency} ${upper(town)} - SAS au capital de 150 000 € - RCS ${town} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Carte professionnelle CPI ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 9)} délivrée par la CCI - Garantie financière : Galian, 89 rue La Boétie 75008 Paris - Membre du réseau ${agency}.`,
    L,
    796,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/administrateur-biens',
    notes: ['period in long dates as a decoy', 'issue date both as "Date d\'édition" and "Fait à X, le"', 'dwelling address labelled above', 'tenant "Madame Claire DUPONT"'],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
