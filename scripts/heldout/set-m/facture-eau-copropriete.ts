/**
 * HELD-OUT facture_domicile/eau-individuelle-copropriete: the half-yearly INDIVIDUAL WATER BILL a
 * METERING COMPANY sends each occupant of a block of flats on behalf of the co-owners' syndicate
 * (individual cold- and hot-water meters read by radio, "facturation individuelle" in the Ista /
 * Techem / Proxiserve style; four companies, invented): the company's mark (a drop with a meter's
 * dial, drawn) and name with its line of business top left, "FACTURE" with its number top right;
 * the addressee's window under it in POSTAL capitals with the surname first ("MME DUBOIS CLAIRE");
 * a row of THREE SUMMARY BOXES across the page ("Date de facture" 12/03/2026 | "Montant à payer"
 * | "À régler avant le": a decoy date); a "Votre logement" block with the residence, the SYNDIC
 * (its name and address: a decoy address), the lot, the occupant ("Mme Claire DUBOIS") and the
 * occupant reference; the consumption table for the half-year (meter numbers, previous and current
 * indexes with their reading dates: decoys, m³, unit prices), the hot water's heating share, the
 * metering subscription and the meters' rental; VAT at two rates and the total; a bar chart of the
 * last half-years; the SEPA debit date (a decoy); the company's legal footer (SAS, RCS number: a
 * decoy SIREN) with "Facture établie pour le compte du syndicat des copropriétaires".
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, addressLines, barChart, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiren, hex, lastDayOf, newDocument, pick, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const COMPANIES: {name: string; line: string; color: string; seat: string; greffe: string; phone: string}[] = [
  {color: '#00708a', greffe: 'Lyon', line: "Relève et facturation individuelle de l'eau", name: 'Comptéo Services', phone: '04 72 18 40 40', seat: '14 rue des Frères Lumière - 69680 Chassieu'},
  {color: '#2c5aa0', greffe: 'Strasbourg', line: 'Comptage et répartition des charges', name: 'Hydrelis Comptage', phone: '03 88 21 90 00', seat: '3 allée de la Robertsau - 67000 Strasbourg'},
  {color: '#0e7c5a', greffe: 'Versailles', line: "Services de comptage de l'eau et de l'énergie", name: 'Aquamesure', phone: '01 39 46 70 70', seat: "22 avenue de l'Europe - 78140 Vélizy-Villacoublay"},
  {color: '#6b3fa0', greffe: 'Nantes', line: 'Individualisation des frais de fluides', name: 'Distrifluide Services', phone: '02 40 35 62 62', seat: '5 boulevard Salvador Allende - 44800 Saint-Herblain'},
]

const SYNDICS = ['Cabinet Duval Immobilier', 'Gestion Syndic Saint-Roch', 'Régie des Quatre Saisons', 'Cabinet Morin & Associés', 'Syndic Horizon Copropriétés']
const RESIDENCES = ['Résidence Le Clos Fleuri', 'Résidence Les Terrasses du Parc', 'Résidence Le Belvédère', 'Résidence Les Jardins de la Source', 'Résidence Le Square Pasteur']

export async function factureEauCopropriete(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const co = COMPANIES[typeof raw.company === 'number' ? raw.company % COMPANIES.length : randomInt(rng, 0, COMPANIES.length - 1)]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 40))
  const end = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const start = addDays(addMonths(addDays(end, 1), -6), 0)
  const due = addDays(issued, 21)
  const debit = addDays(issued, randomInt(rng, 10, 18))
  const number = `FI-${issued.slice(0, 4)}-${randomDigits(rng, 7)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const window = addressLines(address, 'postal')
  const occupant = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const syndic = pick(rng, SYNDICS)
  const residence = pick(rng, RESIDENCES)
  const syndicAddress = `${randomInt(rng, 2, 90)} ${pick(rng, ['place de la Mairie', 'rue Carnot', 'boulevard Gambetta', 'avenue de la Libération'])}, ${address.postcode} ${address.city}`
  const lot = `Lot n° ${String(randomInt(rng, 3, 240)).padStart(4, '0')} - Appartement - ${pick(rng, ['Bât. A', 'Bât. B', 'Bât. C', 'Esc. 1'])}, ${pick(rng, ['1er', '2e', '3e', '4e', '5e'])} étage`
  const ref = `${randomDigits(rng, 4)}-${randomDigits(rng, 4)}-${randomDigits(rng, 2)}`

  // Consumptions and prices.
  const cold = randomInt(rng, 14, 46)
  const hot = randomInt(rng, 8, 24)
  const coldPrev = randomInt(rng, 180, 900)
  const hotPrev = randomInt(rng, 90, 500)
  const waterPrice = 4.12 + randomInt(rng, 0, 80) / 100
  const heatPrice = 6.8 + randomInt(rng, 0, 250) / 100
  const coldHt = Math.round(cold * waterPrice * 100)
  const hotHt = Math.round(hot * waterPrice * 100)
  const heatHt = Math.round(hot * heatPrice * 100)
  const metering = 1_350
  const rental = 2 * 690
  const vat55 = Math.round((coldHt + hotHt) * 0.055)
  const vat20 = Math.round((heatHt + metering + rental) * 0.2)
  const ht = coldHt + hotHt + heatHt + metering + rental
  const total = ht + vat55 + vat20
  const readPrev = addDays(start, randomInt(rng, -3, 4))
  const readNow = addDays(end, randomInt(rng, -4, 3))
  const meterCold = `EF ${randomDigits(rng, 8)}`
  const meterHot = `EC ${randomDigits(rng, 8)}`

  const {doc, fonts} = await newDocument({author: co.name, creator: 'FactuFluide 5', date: issued, producer: 'FactuFluide PDF', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const color = hex(co.color)
  const pale = hex('#eef4f6')
  const ink = hex('#1e1e1e')

  // The mark: a drop with a meter's dial.
  s.path('M 14 0 C 14 0 0 16 0 25 C 0 33 6 38 14 38 C 22 38 28 33 28 25 C 28 16 14 0 14 0 Z', L, 26, {fill: color})
  s.circle(L + 14, 51, 7, {fill: WHITE})
  s.path('M 0 0 L 5 -4', L + 14, 51, {lineWidth: 1.4, stroke: color})
  s.text(co.name, L + 38, 44, {color, font: H.bold, size: 15})
  s.text(co.line, L + 38, 57, {color: GREY, size: 8})
  s.text(`Service occupants : ${co.phone} - du lundi au vendredi, 8 h 30 - 18 h`, L + 38, 68, {color: GREY, size: 7})

  s.text('FACTURE', R, 40, {align: 'right', color: ink, font: H.bold, size: 18})
  s.text(`N° ${number}`, R, 54, {align: 'right', size: 8.6})
  s.text("Eau froide - Eau chaude sanitaire", R, 66, {align: 'right', color: GREY, size: 7.6})

  // Window.
  s.lines([addressee, ...window], 318, 112, {leading: 12.5, size: 10})

  // References at the left of the window.
  let y = 98
  s.text('Votre logement', L, y, {color, font: H.bold, size: 9})
  y += 13
  const info: [string, string][] = [
    ['Copropriété', residence],
    ['Syndic', syndic],
    ['', syndicAddress],
    ['Lot', lot],
    ['Occupant', occupant],
    ['Réf. occupant', ref],
  ]
  for (const [lab, value] of info) {
    if (lab) s.text(lab, L, y, {color: GREY, size: 7.4})
    s.text(value, L + 62, y, {size: 7.6})
    y += 10.5
  }

  // The three summary boxes.
  y = 196
  const bw = (R - L - 20) / 3
  const boxes: [string, string, boolean][] = [
    ['Date de facture', slashDate(issued), false],
    ['Montant à payer', `${frAmount(total, ' ')} €`, true],
    ['À régler avant le', slashDate(due), false],
  ]
  boxes.forEach(([lab, value, strong], k) => {
    const bx = L + k * (bw + 10)
    s.box(bx, y, bw, 46, {fill: strong ? color : pale, radius: 4})
    s.text(lab, bx + bw / 2, y + 17, {align: 'center', color: strong ? WHITE : GREY, size: 8})
    s.text(value, bx + bw / 2, y + 35, {align: 'center', color: strong ? WHITE : ink, font: H.bold, size: strong ? 15 : 12})
  })

  // Consumption table.
  y = 268
  s.text(`Détail de vos consommations du ${slashDate(start)} au ${slashDate(end)}`, L, y, {color, font: H.bold, size: 10})
  y += 8
  y = s.table({
    columns: [{width: 96}, {width: 78}, {align: 'right', width: 82}, {align: 'right', width: 82}, {align: 'right', width: 52}, {align: 'right', width: 55}, {align: 'right', width: R - L - 445}],
    font: H.regular,
    frame: true,
    header: [['Compteur', 'N° compteur', `Index ${slashDate(readPrev)}`, `Index ${slashDate(readNow)}`, 'Conso. m³', 'Prix / m³', 'Montant HT']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Eau froide', meterCold, String(coldPrev), String(coldPrev + cold), String(cold), frDecimal(waterPrice, 4), frAmount(coldHt)],
      ['Eau chaude (volume)', meterHot, String(hotPrev), String(hotPrev + hot), String(hot), frDecimal(waterPrice, 4), frAmount(hotHt)],
    ],
    size: 7.8,
    verticalRules: true,
    x: L,
    y,
  })

  y += 16
  const line = (lab: string, value: string, bold = false) => {
    s.text(lab, L + 6, y, {font: bold ? H.bold : H.regular, size: 8.4})
    s.text(value, R - 6, y, {align: 'right', font: bold ? H.bold : H.regular, size: 8.6})
    y += 14
  }

  line(`Réchauffage de l'eau chaude : ${hot} m³ x ${frDecimal(heatPrice, 4)} €`, `${frAmount(heatHt)} €`)
  line('Abonnement au service de relève et de facturation (semestre)', `${frAmount(metering)} €`)
  line('Location et entretien des compteurs (2 x 6,90 €)', `${frAmount(rental)} €`)
  s.hline(L, R, y - 8, {color: GREY, width: 0.4})
  y += 4
  line('Total HT', `${frAmount(ht)} €`)
  line(`TVA 5,5 % sur ${frAmount(coldHt + hotHt)} €`, `${frAmount(vat55)} €`)
  line(`TVA 20 % sur ${frAmount(heatHt + metering + rental)} €`, `${frAmount(vat20)} €`)
  s.box(L, y - 10, R - L, 18, {fill: pale})
  line('TOTAL TTC', `${frAmount(total, ' ')} €`, true)

  // History.
  y += 14
  s.text('Historique de votre consommation totale (m³)', L, y, {color, font: H.bold, size: 9})
  const halves = Array.from({length: 6}, (_, k) => {
    const m = addMonths(start, -6 * (5 - k))
    return {highlight: k === 5, label: `${Number(m.slice(5, 7)) < 7 ? '1er' : '2e'} sem. ${m.slice(2, 4)}`, value: k === 5 ? cold + hot : randomInt(rng, 20, 70)}
  })
  barChart(s, {h: 90, w: 300, x: L, y: y + 8}, halves, {color: hex('#b9cfd6'), font: H.regular, highlight: color, size: 6.5})

  s.box(370, y - 4, R - 370, 104, {lineWidth: 0.6, radius: 4, stroke: color})
  s.text('Votre paiement', 380, y + 12, {color, font: H.bold, size: 9})
  s.paragraph(`Le montant de ${frAmount(total, ' ')} € sera prélevé le ${slashDate(debit)} sur le compte désigné dans votre mandat SEPA (RUM ${randomDigits(rng, 3)}${co.name.slice(0, 3).toUpperCase()}${randomDigits(rng, 8)}).`, 380, y + 28, R - 390, {leading: 10, size: 7.6})
  s.paragraph('Sans mandat : par chèque à l\'ordre de ' + co.name + ' ou par carte sur l\'espace occupant.', 380, y + 72, R - 390, {color: GREY, leading: 9.5, size: 7.2})

  // Footer.
  s.hline(L, R, 772, {color: hex('#cccccc'), width: 0.4})
  s.paragraph(
    `Facture établie pour le compte du syndicat des copropriétaires de la ${residence}, en application du règlement de copropriété et de la décision d'individualisation des frais d'eau. ${co.name} SAS au capital de ${pick(rng, ['250 000', '1 200 000', '480 000'])} € - ${co.seat} - RCS ${co.greffe} ${groupedSiren(makeSiren(rng))}.`,
    L,
    784,
    R - L,
    {color: GREY, leading: 9, size: 6.8},
  )

  return {
    fields: {
      adresse: truthAddress(window),
      date_emission: issued,
      emetteur: co.name,
      titulaire: addressee,
    },
    layout: 'facture_domicile/eau-individuelle-copropriete',
    notes: [
      "individual water bill of a metering company on behalf of a co-owners' syndicate: residence, syndic (name and address: decoys), lot, occupant",
      'three summary boxes: "Date de facture" (the issue date), the amount, the due date (a decoy)',
      'window in postal capitals surname first ("MME DUBOIS CLAIRE"); the occupant again in mixed case in the references',
      'meter indexes with reading dates, period dates and debit date as decoys; VAT at 5.5 % and 20 %',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
