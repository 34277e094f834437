/**
 * HELD-OUT facture_domicile/eau-releve: page 1 of a water delegate's bill (Suez "Tout sur l'eau"
 * style): the blue wave logo and the service's name top left, a right-hand column "Vos
 * références" with labels ABOVE values ("Référence client", "Date de facture" → "12/03/2026",
 * "Contrat n°"), the addressee in postal capitals with the civility ("MME CLAIRE DUPONT"), a
 * "Lieu de consommation" box repeating the address on one line, the amount due with "à régler
 * avant le <long date>", the meter reading table (ancien index, nouvel index, m³), the split
 * "Distribution de l'eau / Collecte et traitement des eaux usées / Organismes publics", the
 * local water authority's name and the delegate's legal footer.
 */
import {addDays, addressLines, BLACK, euroSpace, type Facts, frDecimal, type GeneratedDocument, GREY, hex, inlineAddress, longDate, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE} from '../util.js'

const ISSUER = 'Aquaréa Eau France'

export async function factureEauSuez(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 5, 60))
  const due = addDays(issued, 15)
  const holder = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${name.givenNames[0].toUpperCase()} ${name.surname.toUpperCase()}`
  const window = addressLines(address, 'postal')
  const old = randomInt(rng, 120, 2400)
  const used = randomInt(rng, 18, 75)
  const distribution = Math.round(used * randomInt(rng, 150, 210))
  const sewage = Math.round(used * randomInt(rng, 170, 240))
  const bodies = Math.round(used * randomInt(rng, 40, 60))
  const ttc = Math.round((distribution + sewage + bodies + 2400) * 1.055)
  const blue = hex('#0a5aa0')

  const {doc, fonts} = await newDocument({author: ISSUER, creator: 'Facturation Eau', date: issued, producer: 'StreamServe Persuasion', title: "Facture d'eau"})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  s.circle(L + 18, 58, 18, {fill: blue})
  s.text('~', L + 18, 64, {align: 'center', color: WHITE, font: H.bold, size: 20})
  s.text(ISSUER, L + 44, 52, {color: blue, font: H.bold, size: 12})
  s.text('Service de l\'eau de la Communauté d\'agglomération', L + 44, 65, {color: GREY, size: 8})
  s.text('Votre facture d\'eau', L, 112, {font: H.bold, size: 16})

  s.box(380, 36, R - 380, 118, {fill: hex('#eef4fa')})
  s.text('Vos références', 390, 52, {color: blue, font: H.bold, size: 9})
  const refs: [string, string][] = [
    ['Référence client', `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`],
    ['Date de facture', slashDate(issued)],
    ['Contrat n°', `${randomDigits(rng, 7)}`],
  ]
  refs.forEach(([label, value], i) => {
    s.text(label, 390, 70 + i * 28, {color: GREY, size: 7.5})
    s.text(value, 390, 81 + i * 28, {font: H.bold, size: 9.5})
  })

  s.lines([holder, ...window], 330, 190, {leading: 12, size: 9.5})

  s.box(L, 180, 260, 38, {stroke: blue, lineWidth: 0.8})
  s.text('Lieu de consommation', L + 8, 193, {color: blue, font: H.bold, size: 8})
  s.paragraph(inlineAddress(address), L + 8, 205, 244, {leading: 9, size: 7.5})

  s.box(L, 268, R - L, 54, {fill: blue})
  s.text('Montant à payer', L + 14, 290, {color: WHITE, font: H.bold, size: 12})
  s.text(`à régler avant le ${longDate(due)}`, L + 14, 306, {color: WHITE, size: 9})
  s.text(euroSpace(ttc), R - 14, 302, {align: 'right', color: WHITE, font: H.bold, size: 24})

  let y = 356
  s.text('Votre consommation', L, y, {color: blue, font: H.bold, size: 11})
  y = s.table({
    columns: [{width: 130}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 123}],
    font: H.regular,
    frame: true,
    header: [['Compteur', 'Ancien index', 'Nouvel index', 'Consommation', 'Relevé']],
    headerFill: hex('#dbe7f3'),
    headerFont: H.bold,
    rows: [[`N° ${randomDigits(rng, 2)}A${randomDigits(rng, 6)}`, `${old}`, `${old + used}`, `${used} m³`, 'réel']],
    rowHeight: 16,
    size: 8.5,
    x: L,
    y: y + 10,
  })

  y += 70
  s.text('Détail de votre facture', L, y, {color: blue, font: H.bold, size: 11})
  y += 18
  const line = (label: string, cents: number, bold = false) => {
    s.text(label, L, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(euroSpace(cents), R, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    s.hline(L, R, y + 5, {color: hex('#d0d0d0'), width: 0.4})
    y += 17
  }

  line(`Distribution de l'eau (abonnement et ${used} m³)`, distribution + 2400)
  line('Collecte et traitement des eaux usées', sewage)
  line('Organismes publics (Agence de l\'eau, VNF)', bodies)
  line(`TVA (5,5 %)`, ttc - distribution - sewage - bodies - 2400)
  line('Total TTC', ttc, true)
  y += 8
  s.text(`Prix moyen du litre d'eau : ${frDecimal(ttc / used / 100000, 4)} € TTC`, L, y, {color: GREY, size: 8})

  s.hline(L, R, 770, {color: BLACK, width: 0.3})
  s.paragraph(
    `${ISSUER} - SAS au capital de 422 224 040 € - 410 034 607 RCS Nanterre - Tour CB21, 16 place de l'Iris 92040 Paris La Défense Cedex. Service clients : 09 77 40 84 08 (appel non surtaxé). En cas de litige : Médiation de l'eau, BP 40463, 75366 Paris Cedex 08.`,
    L,
    782,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: ISSUER, titulaire: holder},
    layout: 'facture_domicile/eau-releve',
    notes: ['labels above values in a reference column', 'long due date as a decoy', 'consumption address on one line'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
