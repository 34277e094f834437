/**
 * HELD-OUT facture_domicile/electricite-alternatif: the MONTHLY electricity bill of an
 * alternative supplier billing on the actual Linky reading every month (Mint, ekWateur, Octopus
 * style; brand invented), one page: a rounded green mark with a white wind-turbine drawn in
 * strokes and the brand in lower case ("plein vent énergie") top left with its tagline; the
 * holder's mailing block top RIGHT ("Mme Claire DUBOIS": civility, first given name, SURNAME)
 * with the address in mixed case; "Votre facture d'électricité" with
 * "n° PVE-2603-0012345" and "émise le 3 mars 2026" (a date IN WORDS, lower case, after the
 * number); a row of three pastel tiles with their labels ABOVE the values ("Montant à payer"
 * 84,12 €, "Prélevé le" 13/03/2026: a decoy, "Période" 01/02/2026 - 28/02/2026: decoys); the
 * "Lieu de consommation" block with label : value lines (titulaire du contrat, site address ON
 * ONE LINE, PDL, offer, subscribed power, meter); the bill detail as a table with a shaded header
 * ("Libellé | Quantité | Prix unitaire HT | Montant HT | TVA") and the totals (HT, VAT 20 %, TTC);
 * a monthly consumption bar chart; the customer-service box; the supplier's legal footer
 * ("Plein Vent Énergie SAS ... fournisseur d'électricité ... Médiateur national de l'énergie").
 */
import {addDays, addressLines, barChart, civilFirstLast, type Facts, frAmount, type GeneratedDocument, GREY, hex, lastDayOf, longDate, MONTHS_FR, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE} from '../util.js'

const BRAND = 'Plein Vent Énergie'
const SHORT = ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc']

export async function factureElectriciteAlternatif(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 35))
  // The month billed: the one before the issue date.
  const [iy, im] = issued.split('-').map(Number)
  const billed = im === 1 ? `${iy - 1}-12` : `${iy}-${String(im - 1).padStart(2, '0')}`
  const periodStart = `${billed}-01`
  const periodEnd = lastDayOf(billed)
  const holder = civilFirstLast(name)
  const window = addressLines(address)
  const power = pick(rng, [6, 6, 9, 12])
  const subMonthly = {6: 1569, 9: 1971, 12: 2360}[power] ?? 1569
  const winter = [11, 12, 1, 2, 3].includes(Number(billed.slice(5)))
  const kwh = randomInt(rng, winter ? 280 : 140, winter ? 720 : 330)
  const price = 1898
  const consumption = Math.round((kwh * price) / 100)
  const excise = Math.round(kwh * 2.998)
  const cta = Math.round(subMonthly * 0.2193)
  const ht = subMonthly + consumption + excise + cta
  const vat = Math.round(ht * 0.2)
  const ttc = ht + vat
  const debit = addDays(issued, 10)
  const number = `PVE-${issued.slice(2, 4)}${issued.slice(5, 7)}-${randomDigits(rng, 7)}`
  const pdl = randomDigits(rng, 14)
  const green = hex('#1f8a5b')
  const dark = hex('#133d2c')
  const mint = hex('#e4f4ec')

  const {doc, fonts} = await newDocument({author: BRAND, creator: 'PVE Billing 3.8', date: issued, producer: 'wkhtmltopdf 0.12.6', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Mark: a wind turbine in white strokes on a green rounded square.
  s.box(L, 36, 44, 44, {fill: green, radius: 10})
  s.vline(L + 22, 56, 76, {color: WHITE, width: 2})
  s.path('M 0 0 L 2 -14 M 0 0 L 12 7 M 0 0 L -12 7', L + 22, 56, {lineWidth: 1.8, stroke: WHITE})
  s.circle(L + 22, 56, 2.2, {fill: WHITE})
  s.text('plein vent énergie', L + 54, 58, {color: dark, font: H.bold, size: 16})
  s.text('Électricité 100 % renouvelable, produite en France', L + 54, 71, {color: GREY, size: 7.5})

  // Holder (right).
  s.lines([holder, ...window], 330, 118, {leading: 12.5, size: 10})

  // Title.
  s.text("Votre facture d'électricité", L, 190, {color: dark, font: H.bold, size: 15})
  s.text(`n° ${number}, émise le ${longDate(issued)}`, L, 206, {color: hex('#444444'), size: 9.5})

  // Tiles.
  const tiles: [string, string][] = [
    ['Montant à payer', `${frAmount(ttc, ' ')} €`],
    ['Prélevé le', slashDate(debit)],
    ['Période de consommation', `${slashDate(periodStart)} - ${slashDate(periodEnd)}`],
  ]
  const tw = (R - L - 20) / 3
  tiles.forEach(([lab, value], k) => {
    const x = L + k * (tw + 10)
    s.box(x, 222, tw, 48, {fill: k === 0 ? green : mint, radius: 8})
    s.text(lab, x + 12, 240, {color: k === 0 ? hex('#d4efe2') : hex('#4c6b5e'), size: 8})
    s.text(value, x + 12, 259, {color: k === 0 ? WHITE : dark, font: H.bold, size: k === 2 ? 10 : 13})
  })

  // Consumption site.
  let y = 298
  s.text('Lieu de consommation', L, y, {color: green, font: H.bold, size: 10.5})
  s.hline(L, R, y + 5, {color: green, width: 0.8})
  const site: [string, string][] = [
    ['Titulaire du contrat', holder],
    ['Adresse', `${address.lines.join(' ')} ${address.postcode} ${address.city}`],
    ['Point de livraison (PDL)', pdl],
    ['Offre', `Vent Fixe 2 ans - Option Base - ${power} kVA`],
    ['Compteur', `Linky n° ${randomDigits(rng, 12)} - index relevé le ${slashDate(periodEnd)} : ${randomInt(rng, 8000, 60_000)} kWh`],
  ]
  site.forEach(([lab, value], k) => {
    s.text(`${lab} :`, L, y + 22 + k * 13, {color: GREY, size: 8.5})
    s.text(value, L + 125, y + 22 + k * 13, {size: 8.5})
  })

  // Detail.
  y += 100
  s.text(`Détail de votre facture - ${MONTHS_FR[Number(billed.slice(5)) - 1]} ${billed.slice(0, 4)}`, L, y, {color: green, font: H.bold, size: 10.5})
  y = s.table({
    columns: [{width: 215}, {align: 'right', width: 70}, {align: 'right', width: 90}, {align: 'right', width: 80}, {align: 'right', width: 56}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Quantité', 'Prix unitaire HT', 'Montant HT', 'TVA']],
    headerFill: mint,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      [`Abonnement ${power} kVA (1 mois)`, '1', `${frAmount(subMonthly, ' ')} €`, `${frAmount(subMonthly, ' ')} €`, '20 %'],
      ['Consommation Base', `${kwh} kWh`, '0,1898 €', `${frAmount(consumption, ' ')} €`, '20 %'],
      ["Accise sur l'électricité (ex-CSPE)", `${kwh} kWh`, '0,02998 €', `${frAmount(excise, ' ')} €`, '20 %'],
      ["Contribution tarifaire d'acheminement", '', '', `${frAmount(cta, ' ')} €`, '20 %'],
      [{font: H.bold, text: 'Total HT'}, '', '', {font: H.bold, text: `${frAmount(ht, ' ')} €`}, ''],
      ['TVA 20 %', '', '', `${frAmount(vat, ' ')} €`, ''],
      [{font: H.bold, text: 'Total TTC'}, '', '', {font: H.bold, text: `${frAmount(ttc, ' ')} €`}, ''],
    ],
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // History and contacts.
  y += 26
  s.text('Vos 12 derniers mois (kWh)', L, y, {color: green, font: H.bold, size: 9.5})
  const bars = Array.from({length: 12}, (_, k) => {
    const m = ((Number(billed.slice(5)) - 12 + k + 24) % 12) + 1
    const factor = [11, 12, 1, 2, 3].includes(m) ? 1.3 : [4, 10].includes(m) ? 0.9 : 0.55
    return {highlight: k === 11, label: SHORT[m - 1], value: k === 11 ? kwh : Math.round(kwh * factor * (0.8 + rng() * 0.3) / (winter ? 1.3 : 0.6))}
  })
  barChart(s, {h: 80, w: 250, x: L, y: y + 10}, bars, {color: hex('#a7d8bf'), font: H.regular, highlight: green, size: 6})
  s.box(320, y - 8, R - 320, 98, {lineWidth: 0.7, radius: 8, stroke: hex('#a7d8bf')})
  s.text('Une question ?', 332, y + 8, {color: dark, font: H.bold, size: 9.5})
  s.lines(['Espace client et appli : pleinvent-energie.fr', 'Service client : 09 72 10 48 36 (appel non surtaxé)', 'du lundi au vendredi de 9 h à 18 h', `Dépannage Enedis 24 h/24 : 09 726 750 ${address.postcode.slice(0, 2)}`], 332, y + 24, {leading: 12, size: 8})

  s.paragraph(
    `${BRAND} SAS au capital de 1 250 000 € - RCS Nantes ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - TVA FR${randomDigits(rng, 11)} - 5 quai de la Fosse, 44000 Nantes. Fournisseur d'électricité titulaire de l'autorisation prévue à l'article L.333-1 du code de l'énergie. En cas de litige, après réclamation écrite restée sans réponse satisfaisante sous deux mois, vous pouvez saisir gratuitement le Médiateur national de l'énergie (www.energie-mediateur.fr). Vos droits : www.energie-info.fr.`,
    L,
    782,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: BRAND, titulaire: holder},
    layout: 'facture_domicile/electricite-alternatif',
    notes: [
      'holder block top right in mixed case, also as "Titulaire du contrat" in the site block',
      'issue date in words after the bill number ("émise le ...")',
      'debit date and consumption period in tiles as decoys; site address on one line',
      'brand written in lower case in the logo, full name in the legal footer',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
