/**
 * HELD-OUT facture_domicile/eau-delegataire: page 1 of a water bill from a private operator that
 * runs a town's water service (Veolia / Saur style): logo top left with "Service de l'eau de
 * <commune>" under it, the upper-case window block "M OU MME DUPONT JEAN" top right, a
 * "VOTRE FACTURE D'EAU" band with "Facture n° 51 2026 031204 du 12 mars 2026" on one line, a left
 * column "Vos références" with label : value lines ("Référence client", "N° de contrat",
 * "Adresse desservie :" with the dwelling address on the next lines, "Compteur n°"), the amount
 * due box right ("Montant TTC", "À payer avant le ..."), the consumption line (index dates), the
 * three parts of the price (distribution, collecte et traitement, organismes publics) with
 * amounts as "48,27 €", and a footer with the operator's legal mentions and the customer service
 * address.
 */
import {
  addDays,
  addressLines,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  issueDateOf,
  longDate,
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
} from '../util.js'

export async function factureEau(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const readOn = addDays(issued, -randomInt(rng, 6, 14))
  const previous = addDays(readOn, -randomInt(rng, 176, 190))
  const due = addDays(issued, 21)
  const couple = Boolean(person.usageName)
  const holder = `${couple ? 'M OU MME' : name.civility === 'Mme' ? 'MME' : 'M'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const window = addressLines(address, 'postal')
  const site = addressLines(address, 'upper')
  const issuer = 'Eaux de France Services'
  const green = hex('#0b6e4f')
  const aqua = hex('#e4f2ef')
  const m3 = randomInt(rng, 28, 74)
  const oldIndex = randomInt(rng, 300, 2400)
  const dist = Math.round(m3 * 178) + 2875
  const sewer = Math.round(m3 * 196) + 1640
  const publics = Math.round(m3 * 61)
  const ht = dist + sewer + publics
  const vat = Math.round((dist + publics) * 0.055) + Math.round(sewer * 0.1)
  const ttc = ht + vat
  const number = `51 ${issued.slice(0, 4)} ${randomDigits(rng, 6)}`
  const town = address.city.toUpperCase()
  const eur = (c: number) => `${frAmount(c, ' ')} €`

  const {doc, fonts} = await newDocument({author: issuer, creator: 'Facturation Eau - Odyssée', date: issued, producer: 'Éditique EFS', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Logo and service.
  s.path('M 0 22 Q 9 0 18 22 Q 18 32 9 32 Q 0 32 0 22 Z', 40, 30, {fill: green})
  s.text('Eaux de France', 66, 46, {color: green, font: H.bold, size: 14})
  s.text('S E R V I C E S', 67, 57, {color: GREY, size: 6.5})
  s.text(`Service de l'eau de ${town}`, 40, 80, {font: H.bold, size: 8.5})
  s.text('Délégation de service public', 40, 90, {color: GREY, size: 7.5})

  // Window.
  s.lines([holder, ...window], 320, 120, {leading: 11.5, size: 9.5})

  // Band.
  s.box(40, 196, 515, 22, {fill: green})
  s.text("VOTRE FACTURE D'EAU", 50, 211, {color: WHITE, font: H.bold, size: 11})
  s.text(`Facture n° ${number} du ${longDate(issued)}`, 545, 211, {align: 'right', color: WHITE, size: 9})

  // References, left.
  s.text('Vos références', 40, 244, {color: green, font: H.bold, size: 9.5})
  let y = 260
  const ref = (label: string, value: string) => {
    s.text(`${label} :`, 40, y, {color: GREY, size: 8})
    s.text(value, 140, y, {size: 8.5})
    y += 12
  }

  ref('Référence client', `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`)
  ref('N° de contrat', randomDigits(rng, 10))
  s.text('Adresse desservie :', 40, y, {color: GREY, size: 8})
  y = s.lines(site, 140, y, {leading: 11, size: 8.5})
  y += 1
  ref('Compteur n°', `${randomDigits(rng, 2)}S${randomDigits(rng, 6)}`)
  ref('Usage', 'Domestique')

  // Amount due, right.
  s.box(340, 234, 215, 78, {fill: aqua, radius: 5})
  s.text('Montant TTC à payer', 352, 254, {size: 9})
  s.text(eur(ttc), 543, 276, {align: 'right', color: green, font: H.bold, size: 18})
  s.text(`À payer avant le ${slashDate(due)}`, 352, 296, {size: 8.5})
  s.text('par prélèvement automatique', 352, 306, {color: GREY, size: 7.5})

  // Consumption.
  y = Math.max(y, 320) + 18
  s.text('Votre consommation', 40, y, {color: green, font: H.bold, size: 10.5})
  s.hline(40, 555, y + 5, {color: green, width: 0.8})
  y = s.table({
    columns: [{width: 150}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 80}],
    font: H.regular,
    header: [['Relevé', 'Ancien index', 'Nouvel index', 'Consommation', 'Type']],
    headerFont: H.bold,
    rowRules: true,
    rows: [[`du ${slashDate(previous)} au ${slashDate(readOn)}`, String(oldIndex), String(oldIndex + m3), `${m3} m³`, 'Réel']],
    size: 8,
    x: 40,
    y: y + 12,
  })

  // Price detail.
  y += 28
  s.text('Le détail de votre facture', 40, y, {color: green, font: H.bold, size: 10.5})
  s.hline(40, 555, y + 5, {color: green, width: 0.8})
  y = s.table({
    columns: [{width: 265}, {align: 'right', width: 60}, {align: 'right', width: 70}, {align: 'right', width: 50}, {align: 'right', width: 70}],
    font: H.regular,
    header: [['', 'Quantité', 'Prix unitaire HT', 'TVA', 'Montant HT']],
    headerFont: H.bold,
    rowRules: true,
    rows: [
      [{font: H.bold, text: "Distribution de l'eau"}, '', '', '', eur(dist)],
      ['   Abonnement (part fixe)', '1', eur(2875), '5,5 %', eur(2875)],
      ['   Consommation', `${m3} m³`, '1,7800 €', '5,5 %', eur(dist - 2875)],
      [{font: H.bold, text: 'Collecte et traitement des eaux usées'}, '', '', '', eur(sewer)],
      ['   Abonnement assainissement', '1', eur(1640), '10 %', eur(1640)],
      ['   Consommation assainissement', `${m3} m³`, '1,9600 €', '10 %', eur(sewer - 1640)],
      [{font: H.bold, text: 'Organismes publics'}, '', '', '', eur(publics)],
      ['   Préservation des ressources en eau (Agence de l’eau)', `${m3} m³`, '0,6100 €', '5,5 %', eur(publics)],
    ],
    size: 7.8,
    x: 40,
    y: y + 12,
  })
  y += 12
  for (const [label, value, bold] of [
    ['Total HT', eur(ht), false],
    ['TVA', eur(vat), false],
    ['Total TTC', eur(ttc), true],
  ] as const) {
    s.text(label, 400, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(value, 555, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    y += 13
  }

  s.paragraph(
    `Prix du litre d'eau : 0,${randomInt(rng, 4, 5)}${randomDigits(rng, 1)} centime d'euro TTC. Votre prochaine facture sera établie en ${['septembre', 'octobre', 'mars', 'avril'][randomInt(rng, 0, 3)]} sur la base d'un relevé de compteur.`,
    40,
    y + 14,
    515,
    {color: GREY, leading: 10, size: 8},
  )

  // Footer.
  s.hline(40, 555, 780, {color: GREY, width: 0.4})
  s.text('Service clients : 09 69 32 35 29 (appel non surtaxé) - Eaux de France Services, TSA 31234, 92894 Nanterre Cedex 9', 40, 792, {color: GREY, size: 7})
  s.paragraph(
    `${issuer} - Société par actions simplifiée au capital de 2 207 287 340 € - 572 025 526 RCS Paris - Siège social : 21 rue La Boétie, 75008 Paris - TVA FR 24 572 025 526.`,
    40,
    803,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: issuer, titulaire: holder},
    layout: 'facture_domicile/eau-delegataire',
    notes: ['"Facture n° 51 2026 031204 du 12 mars 2026": the date after the number in one line', '"Adresse desservie :" with the address on lines under the value tab', 'window block "M OU MME DUPONT JEAN" for a couple'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
