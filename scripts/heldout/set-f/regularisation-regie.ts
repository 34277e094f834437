/**
 * HELD-OUT facture_domicile/regularisation-regie: the yearly electricity REGULARISATION bill of a
 * supplier born of the local public utilities (régies / ELD: Alterna, Sorégies, GEG style): the
 * logo and the supplier's name top left; at the right, "FACTURE DE RÉGULARISATION" in white on a
 * teal box and under it a references box whose labels sit at the left and values far right
 * ("Date de facture" → "12 mars 2026", a date in words; "N° de facture"; "Réf. client"; "Réf.
 * contrat"); the addressee in a LEFT window ("Madame DUBOIS Claire", upper-case lines with
 * accents), the contacts box beside it; "Votre point de livraison" (one-line address after
 * "Adresse du site :", PDL, offer, subscribed power, the consumption period dd/mm/yyyy: decoys);
 * the meter-index table; the detail of the year (subscription, consumption, excise duty, CTA,
 * VAT at 5,5 % and 20 %) with "1 234,56 €" amounts; the regularisation (period total minus the
 * eleven monthly instalments already paid, the balance to pay or refunded in a framed box), the
 * consumption history as a bar chart, the next instalment (a decoy date) and the legal footer.
 */
import {addDays, addMonths, addressLines, barChart, civilityWord, euroSpace, type Facts, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const ISSUER = 'Solvéa Énergie'
const MONTH_SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

export async function regularisationRegie(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 50))
  const holder = `${civilityWord(name.civility)} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = addressLines(address, 'upper')
  const periodEnd = addDays(issued, -randomInt(rng, 6, 14))
  const periodStart = addDays(addMonths(periodEnd, -12), 1)
  const kwh = randomInt(rng, 2400, 7800)
  const oldIndex = randomInt(rng, 10_000, 60_000)
  const power = pick(rng, [6, 6, 9, 12])
  const sub = {6: 1547, 9: 1948, 12: 2333}[power] ?? 1547
  const price = 1952
  const subscription = sub * 12
  const consumption = Math.round((kwh * price) / 100)
  const excise = Math.round(kwh * 2.998)
  const cta = Math.round(subscription * 0.1411)
  const ht = subscription + consumption + excise + cta
  const vat55 = Math.round(cta * 0.055)
  const vat20 = Math.round((subscription + consumption + excise) * 0.2)
  const ttc = ht + vat55 + vat20
  const monthly = Math.round(ttc / 1200 + randomInt(rng, -9, 9)) * 100
  const paid = monthly * 11
  const balance = ttc - paid
  const nextMonthly = Math.round(ttc / 1100) * 100
  const nextDate = `${addMonths(issued, 1).slice(0, 7)}-${pick(rng, ['05', '10', '15'])}`
  const pdl = randomDigits(rng, 14)
  const teal = hex('#00778b')
  const dark = hex('#0d3b45')
  const pale = hex('#e6f3f5')

  const {doc, fonts} = await newDocument({author: ISSUER, creator: 'Omega Facturation 12', date: issued, producer: 'StreamServe Persuasion', title: `Facture ${issued}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Logo.
  s.circle(L + 18, 52, 18, {fill: teal})
  s.path('M 0 0 L 8 -14 L 4 -3 L 12 -3 L 2 14 L 6 2 Z', L + 13, 52, {fill: hex('#ffd200')})
  s.text(ISSUER, L + 44, 50, {color: dark, font: H.bold, size: 17})
  s.text("L'énergie des territoires, fournie par vos régies locales", L + 44, 63, {color: GREY, size: 7.5})

  // Title and references.
  const bx = 340
  s.box(bx, 30, R - bx, 24, {fill: teal})
  s.text('FACTURE DE RÉGULARISATION', bx + (R - bx) / 2, 46, {align: 'center', color: WHITE, font: H.bold, size: 10.5})
  const refs: [string, string][] = [
    ['Date de facture', longDate(issued)],
    ['N° de facture', `FR${issued.slice(2, 4)}-${randomDigits(rng, 9)}`],
    ['Réf. client', `${randomDigits(rng, 4)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`],
    ['Réf. contrat', `CT-${randomDigits(rng, 8)}`],
  ]
  s.box(bx, 54, R - bx, refs.length * 13 + 8, {fill: pale})
  refs.forEach(([lab, value], k) => {
    s.text(lab, bx + 8, 67 + k * 13, {color: hex('#4f6b70'), size: 8})
    s.text(value, R - 8, 67 + k * 13, {align: 'right', font: H.bold, size: 8.5})
  })

  // Addressee at the left, contacts at the right.
  s.lines([holder, ...window], L + 10, 142, {leading: 12.5, size: 10})
  s.box(bx, 132, R - bx, 74, {lineWidth: 0.6, stroke: hex('#b0c9cd')})
  s.text('Vos contacts', bx + 8, 146, {color: teal, font: H.bold, size: 8.5})
  s.lines(['Service clients : 09 70 82 14 63 (appel non surtaxé)', 'du lundi au vendredi, 8h30 - 18h', 'Espace client : solvea-energie.fr', `Dépannage électricité (Enedis) : 09 726 750 ${address.postcode.slice(0, 2)}`], bx + 8, 159, {leading: 10.5, size: 7.5})

  // Delivery point.
  let y = 236
  s.text('Votre point de livraison', L, y, {color: teal, font: H.bold, size: 10})
  s.hline(L, R, y + 5, {color: teal, width: 0.8})
  const site: [string, string][] = [
    ['Adresse du site :', addressLines(address).join(' ')],
    ['Point de livraison (PDL) :', pdl],
    ['Offre :', `Électricité Verte Locale - Option Base - ${power} kVA`],
    ['Période de consommation :', `du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`],
  ]
  site.forEach(([lab, value], k) => {
    s.text(lab, L, y + 20 + k * 12, {color: GREY, size: 8})
    s.text(value, L + 118, y + 20 + k * 12, {size: 8.2})
  })

  // Meter.
  y += 74
  s.table({
    columns: [{width: 95}, {align: 'center', width: 125}, {align: 'center', width: 125}, {align: 'center', width: 70}, {align: 'right', width: 100}],
    font: H.regular,
    frame: true,
    header: [['Compteur n°', 'Ancien index', 'Nouvel index', 'Type', 'Consommation']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rows: [[randomDigits(rng, 12), `${oldIndex} (${slashDate(periodStart)})`, `${oldIndex + kwh} (${slashDate(periodEnd)})`, 'Réel', `${String(kwh).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kWh`]],
    size: 8,
    verticalRules: true,
    x: L,
    y,
  })

  // Detail.
  y += 50
  s.text('Détail de votre facture annuelle', L, y, {color: teal, font: H.bold, size: 10})
  y = s.table({
    columns: [{width: 215}, {align: 'right', width: 70}, {align: 'right', width: 85}, {align: 'right', width: 90}, {align: 'right', width: 55}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'Prix unitaire HT', 'Montant HT', 'TVA']],
    headerColor: WHITE,
    headerFill: dark,
    headerFont: H.bold,
    rowHeight: 13.5,
    rowRules: true,
    rows: [
      [`Abonnement ${power} kVA (12 mois)`, '12', euroSpace(sub), euroSpace(subscription), '20 %'],
      ['Consommation Base', `${kwh} kWh`, '0,1952 €', euroSpace(consumption), '20 %'],
      ["Accise sur l'électricité", `${kwh} kWh`, '0,02998 €', euroSpace(excise), '20 %'],
      ["Contribution tarifaire d'acheminement (CTA)", '', '', euroSpace(cta), '5,5 %'],
      [{font: H.bold, text: 'Total HT'}, '', '', {font: H.bold, text: euroSpace(ht)}, ''],
      ['TVA à 5,5 %', '', '', euroSpace(vat55), ''],
      ['TVA à 20 %', '', '', euroSpace(vat20), ''],
      [{font: H.bold, text: 'Total TTC de la période'}, '', '', {font: H.bold, text: euroSpace(ttc)}, ''],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Regularisation.
  y += 22
  const rx = 300
  s.text('Votre régularisation', rx, y, {color: teal, font: H.bold, size: 10})
  const reg: [string, string][] = [
    ['Total TTC de la période', euroSpace(ttc)],
    [`Mensualités déjà réglées (11 × ${euroSpace(monthly)})`, `- ${euroSpace(paid)}`],
  ]
  reg.forEach(([lab, value], k) => {
    s.text(lab, rx, y + 18 + k * 13, {size: 8.3})
    s.text(value, R, y + 18 + k * 13, {align: 'right', size: 8.3})
  })
  s.box(rx - 6, y + 40, R - rx + 6, 30, {lineWidth: 1, stroke: teal})
  s.text(balance >= 0 ? 'Solde à payer' : 'Montant en votre faveur', rx, y + 59, {font: H.bold, size: 10})
  s.text(euroSpace(Math.abs(balance)), R - 6, y + 59, {align: 'right', font: H.bold, size: 13})
  s.text(balance >= 0 ? `prélevé le ${slashDate(addDays(issued, 15))}` : 'remboursé par virement sous 15 jours', R - 6, y + 84, {align: 'right', color: GREY, size: 7.5})

  // History.
  s.text('Vos consommations (kWh)', L, y, {color: teal, font: H.bold, size: 10})
  const bars = Array.from({length: 12}, (_, k) => {
    const month = addMonths(periodStart, k)
    const m = Number(month.slice(5, 7))
    const winter = [1, 2, 3, 11, 12].includes(m) ? 1.5 : [4, 10].includes(m) ? 1 : 0.6
    return {label: MONTH_SHORT[m - 1], value: Math.round((kwh / 12) * winter * (0.85 + rng() * 0.3))}
  })
  barChart(s, {h: 72, w: 230, x: L, y: y + 12}, bars, {color: hex('#9cc9d1'), font: H.regular, highlight: teal, size: 5.8})

  y += 118
  s.box(L, y, R - L, 30, {fill: pale})
  s.text(`Votre nouvelle mensualité : ${euroSpace(nextMonthly)} à compter du ${slashDate(nextDate)}, prélevée sur le compte ${facts.account.iban.slice(0, 4)} **** **** **** ${facts.account.iban.slice(-4)}.`, L + 8, y + 13, {size: 8})
  s.text('Un nouvel échéancier vous est adressé séparément.', L + 8, y + 24, {color: GREY, size: 7.5})

  s.paragraph(
    `${ISSUER} - SAS au capital de 3 600 000 € - RCS Poitiers 518 246 893 - TVA FR42 518 246 893 - Siège social : 78 avenue Jacques Cœur, 86000 Poitiers. Fournisseur d'électricité issu des entreprises locales de distribution. En cas de litige, après réclamation écrite restée sans réponse satisfaisante sous deux mois, vous pouvez saisir gratuitement le Médiateur national de l'énergie (www.energie-mediateur.fr). Informations sur vos droits : www.energie-info.fr.`,
    L,
    784,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: ISSUER, titulaire: holder},
    layout: 'facture_domicile/regularisation-regie',
    notes: [
      'window envelope at the LEFT, contacts box at the right',
      'issue date in words in a references box, value far right of "Date de facture"',
      'consumption period, index dates and next instalment date as decoys',
      'regularisation: total minus instalments, balance framed',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
