/**
 * HELD-OUT facture_domicile/energie-duale: page 1 of a dual-fuel energy bill (TotalEnergies /
 * Engie style): logo top left, the upper-case mailing block "M DUPONT JEAN" (civility without a
 * dot, SURNAME first) top right, "VOTRE FACTURE" with "N° ..." and "Date de facture : dd/mm/yyyy",
 * a customer box with TWO labels on one line ("Titulaire du contrat" | "Adresse de consommation")
 * and their values under each, the amount due in a framed box with the direct debit date and the
 * billing period, a summary table per energy, meter data (PDL/PCE, index dates), legal footer.
 */
import {
  addressLines,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  newDocument,
  postalUpper,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAddress,
  WHITE,
  addDays,
  issueDateOf,
} from '../util.js'

export async function factureEnergie(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const periodEnd = addDays(issued, -randomInt(rng, 2, 6))
  const periodStart = addDays(periodEnd, -randomInt(rng, 58, 62))
  const debit = addDays(issued, 15)
  const holder = `${name.civility === 'Mme' ? 'MME' : 'M'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const lines = addressLines(address, 'postal')
  const issuer = 'Lumio Énergie'
  const navy = hex('#15295b')
  const elec = randomInt(rng, 4_000, 16_000)
  const gas = randomInt(rng, 3_000, 14_000)
  const total = elec + gas

  const {doc, fonts} = await newDocument({author: issuer, creator: 'SAP IS-U', date: issued, producer: 'Lumio Éditique', title: 'Facture'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  s.circle(58, 58, 16, {fill: hex('#ff4f00')})
  s.text('lumio', 80, 60, {color: navy, font: H.bold, size: 20})
  s.text('ÉNERGIE', 81, 71, {color: GREY, size: 6.5})

  s.lines([holder, ...lines], 330, 118, {leading: 11.5, size: 9.5})

  s.text('VOTRE FACTURE', 40, 112, {color: navy, font: H.bold, size: 16})
  s.text(`N° ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`, 40, 128, {size: 9})
  s.text(`Date de facture : ${slashDate(issued)}`, 40, 140, {size: 9})
  s.text(`Référence client : ${randomDigits(rng, 1)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`, 40, 152, {size: 9})

  // Customer box: two labels on one line, values under each.
  s.box(40, 200, 515, 74, {lineWidth: 0.6, stroke: navy})
  s.text('Titulaire du contrat', 50, 216, {color: GREY, size: 8})
  s.text('Adresse de consommation', 300, 216, {color: GREY, size: 8})
  s.text(holder, 50, 230, {font: H.bold, size: 9})
  s.lines(lines, 300, 230, {font: H.bold, leading: 11, size: 9})
  s.text('Offre : Lumio Duo Fixe 2 ans (électricité et gaz)', 50, 244, {size: 8})
  s.text('Mode de paiement : prélèvement automatique', 50, 256, {size: 8})

  // Amount due.
  s.box(40, 290, 515, 56, {fill: navy})
  s.text('Montant à payer', 52, 310, {color: WHITE, font: H.bold, size: 11})
  s.text(`${frAmount(total, ' ', true)} TTC`, 543, 312, {align: 'right', color: WHITE, font: H.bold, size: 16})
  s.text(`Prélevé le ${slashDate(debit)} sur votre compte bancaire`, 52, 326, {color: WHITE, size: 8})
  s.text(`Période de facturation du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, 52, 338, {color: WHITE, size: 8})

  // Summary per energy.
  const part = (cents: number) => [Math.round(cents * 0.22), Math.round(cents * 0.55), cents - Math.round(cents * 0.22) - Math.round(cents * 0.55)]
  const [ea, ec, et] = part(elec)
  const [ga, gc, gt] = part(gas)
  let y = s.table({
    columns: [{width: 150}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 95}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['Synthèse de votre facture', 'Abonnement', 'Consommation', 'Taxes et contrib.', 'Total TTC']],
    headerFill: hex('#e6e9f2'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Électricité', frAmount(ea), frAmount(ec), frAmount(et), frAmount(elec)],
      ['Gaz naturel', frAmount(ga), frAmount(gc), frAmount(gt), frAmount(gas)],
      [{font: H.bold, text: 'Total'}, '', '', '', {font: H.bold, text: frAmount(total)}],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: 368,
  })

  y += 24
  s.text('Vos compteurs', 40, y, {color: navy, font: H.bold, size: 10})
  y = s.table({
    columns: [{width: 150}, {width: 120}, {align: 'right', width: 80}, {align: 'right', width: 80}, {align: 'right', width: 85}],
    font: H.regular,
    frame: true,
    header: [['Point de comptage', 'Relevé du', 'Index début', 'Index fin', 'Consommation']],
    headerFill: hex('#e6e9f2'),
    headerFont: H.bold,
    rows: [
      [`PDL ${randomDigits(rng, 14)}`, `${slashDate(periodStart)} au ${slashDate(periodEnd)}`, String(randomInt(rng, 10_000, 40_000)), '(R)', `${randomInt(rng, 400, 1400)} kWh`],
      [`PCE GI${randomDigits(rng, 6)}`, `${slashDate(periodStart)} au ${slashDate(periodEnd)}`, String(randomInt(rng, 2_000, 9_000)), '(E)', `${randomInt(rng, 600, 3000)} kWh`],
    ],
    size: 8,
    verticalRules: true,
    x: 40,
    y: y + 8,
  })
  s.text('(R) index réel relevé par le gestionnaire de réseau   (E) index estimé', 40, y + 14, {color: GREY, size: 7})
  s.text(`Prochaine facture vers le ${slashDate(addDays(issued, 61))}`, 40, y + 30, {size: 8})

  s.hline(40, 555, 790, {color: GREY, width: 0.4})
  s.paragraph(
    `${issuer} SA au capital de 2 450 000 000 € - RCS Nanterre 542 107 651 - TVA FR13542107651 - 1 place Samuel de Champlain 92400 Courbevoie. Service clients : 09 69 32 15 15 (appel non surtaxé).`,
    40,
    800,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )
  s.text('Page 1/3', 555, 825, {align: 'right', color: GREY, size: 7})

  return {
    fields: {adresse: truthAddress(lines), date_emission: issued, emetteur: issuer, titulaire: holder},
    layout: 'facture_domicile/energie-duale',
    notes: ['two labels side by side on one line, values under each', 'holder "M DUPONT JEAN" (no dot, surname first)'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
