/**
 * HELD-OUT facture_domicile/echeancier-gaz: the yearly payment schedule ("échéancier de
 * mensualisation") a natural-gas supplier sends after the annual bill (Engie style), which
 * households hand in as a proof of address: the supplier's wordmark top left with its
 * customer-service lines, the window-envelope addressee at the right ("MME CLAIRE DUBOIS", postal
 * capitals, given name first), "VOTRE ÉCHÉANCIER 2026-2027" as the title and "établi le 5 mars
 * 2026" (long date) in the sentence under it; a references box of label-above-value cells ("N°
 * client", "Compte de facturation", "Point de comptage (PCE)", "Offre"); "Votre logement" with the
 * supply address on ONE line; the consumption estimate; then the schedule itself: a two-column
 * table of eleven debit dates ("05/04/2026") and amounts ("78,00 €"), split in two halves side by
 * side, with the date of the next annual bill under it (decoys), the direct-debit mandate line
 * (masked IBAN, RUM) and the supplier's legal footer.
 */
import {addDays, addMonths, addressLines, euroSpace, type Facts, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE} from '../util.js'

const ISSUER = 'Gazélia Énergies'

export async function echeancierGaz(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 60))
  const holder = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.givenNames[0])} ${postalUpper(name.surname)}`
  const window = addressLines(address, 'postal')
  const debitDay = pick(rng, [5, 10, 15])
  const firstDebit = `${addMonths(issued, 1).slice(0, 7)}-${String(debitDay).padStart(2, '0')}`
  const kwh = randomInt(rng, 55, 160) * 100
  const yearly = Math.round(kwh * 0.1189 * 100) + 25_260
  const monthly = Math.round(yearly / 1100) * 100
  const lastYear = addMonths(firstDebit, 11)
  const pce = `GI${randomDigits(rng, 6)}`
  const pceLong = randomDigits(rng, 14)
  const customer = randomDigits(rng, 9)
  const billing = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const iban = facts.account.iban
  const green = hex('#00aaff')
  const dark = hex('#003b5c')

  const {doc, fonts} = await newDocument({author: ISSUER, creator: 'SAP IS-U Print Workbench', date: issued, producer: 'Adobe Output Designer', title: 'Echeancier'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Wordmark and contacts.
  s.circle(L + 16, 52, 16, {fill: green})
  s.circle(L + 24, 46, 7, {fill: WHITE})
  s.text(ISSUER, L + 40, 52, {color: dark, font: H.bold, size: 15})
  s.text('Fournisseur de gaz naturel et d\'électricité', L + 40, 64, {color: GREY, size: 7.5})
  s.lines(['Service Clients : 09 69 32 41 18 (appel non surtaxé)', 'du lundi au vendredi de 8h à 20h', 'Espace client : gazelia.fr/espace-client', `${ISSUER} - TSA 85210 - 76934 ROUEN CEDEX 9`], L, 94, {color: GREY, leading: 9.5, size: 7.5})

  // Addressee.
  s.lines([holder, ...window], 322, 118, {leading: 12, size: 10})

  // Title.
  const y1 = Number(firstDebit.slice(0, 4))
  s.text(`VOTRE ÉCHÉANCIER ${y1}-${y1 + 1}`, L, 214, {color: dark, font: H.bold, size: 16})
  s.paragraph(
    `Suite à votre facture annuelle, voici votre nouvel échéancier, établi le ${longDate(issued)}. Vos mensualités sont calculées à partir de votre consommation estimée pour les douze prochains mois. Vous n'avez aucune démarche à effectuer : elles seront prélevées automatiquement.`,
    L,
    234,
    R - L,
    {leading: 12, size: 9},
  )

  // References.
  const refs: [string, string, number][] = [
    ['N° client', customer, 105],
    ['Compte de facturation', billing, 130],
    ['Point de comptage (PCE)', `${pce} / ${pceLong}`, 160],
    ['Offre', pick(rng, ['Gaz Référence 1 an', 'Gaz Tranquillité 3 ans', 'Gaz Vert Indexé']), 116],
  ]
  let x = L
  s.box(L, 278, R - L, 38, {fill: hex('#eef7fc')})
  for (const [label, value, w] of refs) {
    s.text(label, x + 8, 292, {color: GREY, size: 7})
    s.text(value, x + 8, 306, {font: H.bold, size: 8.5})
    x += w
  }

  s.text('Votre logement', L, 342, {color: dark, font: H.bold, size: 10})
  s.text(`Adresse de consommation : ${addressLines(address).join(' ')}`, L, 357, {size: 8.5})
  s.text(`Consommation estimée sur 12 mois : ${String(kwh).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kWh   -   Montant annuel estimé : ${euroSpace(monthly * 11)} TTC`, L, 370, {size: 8.5})

  // Schedule.
  s.text('Vos mensualités', L, 402, {color: dark, font: H.bold, size: 11})
  const dates = Array.from({length: 11}, (_, k) => addMonths(firstDebit, k))
  const half = (from: number, to: number, at: number) =>
    s.table({
      columns: [{width: 120}, {align: 'right', width: 110}],
      font: H.regular,
      frame: true,
      header: [['Date de prélèvement', 'Montant TTC']],
      headerColor: WHITE,
      headerFill: dark,
      headerFont: H.bold,
      rowHeight: 15,
      rowRules: true,
      rows: dates.slice(from, to).map((d) => [slashDate(d), euroSpace(monthly)]),
      size: 8.5,
      verticalRules: true,
      x: at,
      y: 412,
    })
  const bottom = Math.max(half(0, 6, L), half(6, 11, L + 262))
  s.paragraph(
    `Votre prochaine facture annuelle de régularisation vous sera adressée en ${longDate(addMonths(lastYear, 1)).replace(/^\S+ /, '')}. Elle tiendra compte de votre consommation réelle relevée par le gestionnaire du réseau.`,
    L,
    bottom + 22,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )

  s.box(L, bottom + 56, R - L, 40, {lineWidth: 0.6, stroke: hex('#999999')})
  s.text('Prélèvement automatique', L + 8, bottom + 70, {font: H.bold, size: 8.5})
  s.text(`Compte débité : ${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-7, -3)} ${iban.slice(-3)}   -   Référence unique de mandat (RUM) : ${randomDigits(rng, 2)}GZ${randomDigits(rng, 12)}`, L + 8, bottom + 86, {size: 7.8})

  s.paragraph(
    `${ISSUER} - SA au capital de 2 435 285 011 € - Siège social : 1 place Samuel de Champlain, 92400 Courbevoie - RCS Nanterre 542 107 651 - TVA FR13 542 107 651. En cas de litige, vous pouvez saisir le Médiateur national de l'énergie (energie-mediateur.fr).`,
    L,
    796,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: ISSUER, titulaire: holder},
    layout: 'facture_domicile/echeancier-gaz',
    notes: ['payment schedule, not a bill: eleven debit dates as decoys', 'issue date only inside a sentence "établi le <long date>"', 'addressee "MME CLAIRE DUBOIS" (given name first)', 'supply address on one line after a label'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
