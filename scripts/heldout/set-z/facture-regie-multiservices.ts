/**
 * HELD-OUT facture_domicile/regie-multiservices-electricite-eau: the two-monthly bill of a LOCAL
 * PUBLIC MULTI-UTILITY (a municipal or inter-municipal RÉGIE that distributes and sells both the
 * electricity and the drinking water, and bills the sewerage; four invented régies in Alsace, the
 * Doubs, the Maurienne and Brittany), paid to the PUBLIC ACCOUNTANT ("à l'ordre du Trésor public"):
 * the régie's mark and its full name BROKEN ON TWO LINES at the top left (the issuer as printed,
 * "Régie Multiservices / de la Vallée de la Bruche") over its office's address and hours (a decoy
 * address); "FACTURE" at the right; the window (the holder as the régie's billing writes it, "M.
 * GAUTIER Thomas": civility, surname in capitals, first given name, over the address IN CAPITALS
 * WITH ACCENTS); a ruled strip of references with the VALUES IN A ROW UNDER THEIR COLUMN TITLES
 * ("Date de facture" with slashes: the truth; the invoice and subscriber numbers, the period, the
 * due date: decoys); the amount; TWO COLUMNS "ÉLECTRICITÉ" and "EAU POTABLE" of label | value rows
 * (delivery point, meter numbers, readings with their dates: decoys); the detail of both services
 * with their VAT rates; a PAYMENT STUB under a dashed line (the public accountant's service: a
 * decoy address, the TIP references) on which the customer has WRITTEN BY HAND the date and cheque
 * number of the payment (a decoy date); the régie's legal footer with its SIRET (a decoy
 * identifier).
 */
import {degrees} from 'pdf-lib'

import {addDays, addMonths, addressLines, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

interface Regie {
  name: string
  /** The name as the letterhead breaks it. */
  mark: [string, string]
  color: string
  office: string[]
  accountant: string
  siret: string
}

/** The régies (index.ts REGIE_TOWNS, in order). */
const REGIES: Regie[] = [
  {accountant: 'Service de gestion comptable de Molsheim', color: '#0f6d8c', mark: ['Régie Multiservices', 'de la Vallée de la Bruche'], name: 'Régie Multiservices de la Vallée de la Bruche', office: ['4 place de la Gare', '67130 SCHIRMECK', 'Tél. 03 88 47 12 30'], siret: '25670412300018'},
  {accountant: 'Service de gestion comptable de Pontarlier', color: '#2d7a3e', mark: ['Régie Électricité & Eau', 'du Haut-Doubs'], name: 'Régie Électricité & Eau du Haut-Doubs', office: ["12 rue de l'Helvétie", '25500 MORTEAU', 'Tél. 03 81 67 08 44'], siret: '25250318700026'},
  {accountant: 'Service de gestion comptable de Saint-Jean-de-Maurienne', color: '#8a3b1d', mark: ['Régie des Services Publics', 'de Maurienne'], name: 'Régie des Services Publics de Maurienne', office: ['3 avenue du Mont-Cenis', '73300 SAINT-JEAN-DE-MAURIENNE', 'Tél. 04 79 64 21 90'], siret: '25730277500011'},
  {accountant: 'Service de gestion comptable de Quimperlé', color: '#5a3d8f', mark: ['Régie Énergie et Eau', 'du Pays de Quimperlé'], name: 'Régie Énergie et Eau du Pays de Quimperlé', office: ['9 rue de Pont-Aven', '29300 QUIMPERLÉ', 'Tél. 02 98 96 37 15'], siret: '20006988100024'},
]

export async function factureRegieMultiservices(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const rg = REGIES[typeof raw.regie === 'number' ? raw.regie % REGIES.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 6, 28))
  const periodEnd = addDays(`${issued.slice(0, 7)}-01`, -1)
  const periodStart = addMonths(`${periodEnd.slice(0, 7)}-01`, -1)
  const due = addDays(issued, 21)
  // Paid a week or two after the bill, and before the dossier was put together.
  const drawnPaid = addDays(issued, randomInt(rng, 6, 18))
  const paid = drawnPaid > facts.asOf ? addDays(facts.asOf, -randomInt(rng, 0, 2)) : drawnPaid
  const holder = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = addressLines(address, 'upper')
  const invoice = `${issued.slice(0, 4)}-${randomDigits(rng, 7)}`
  const subscriber = `${randomDigits(rng, 2)}.${randomDigits(rng, 4)}.${randomDigits(rng, 3)}`
  const pdl = `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const waterMeter = `${randomInt(rng, 10, 24)}${['A', 'C', 'E'][randomInt(rng, 0, 2)]}${randomDigits(rng, 6)}`
  const kwhHp = randomInt(rng, 380, 1150)
  const kwhHc = randomInt(rng, 220, 760)
  const hpIndex = randomInt(rng, 12_000, 64_000)
  const hcIndex = randomInt(rng, 8000, 40_000)
  const m3 = randomInt(rng, 14, 38)
  const waterIndex = randomInt(rng, 300, 2400)
  const power = [6, 9, 9, 12][randomInt(rng, 0, 3)]
  const elec: [string, string, string, number, string][] = [
    [`Abonnement ${power} kVA heures pleines / creuses (2 mois)`, '2 mois', frAmount(power === 6 ? 1490 : power === 9 ? 1890 : 2280), 2 * (power === 6 ? 1490 : power === 9 ? 1890 : 2280), '20 %'],
    ['Consommation heures pleines', `${kwhHp} kWh`, '0,2146', Math.round(kwhHp * 21.46), '20 %'],
    ['Consommation heures creuses', `${kwhHc} kWh`, '0,1696', Math.round(kwhHc * 16.96), '20 %'],
    ["Accise sur l'électricité", `${kwhHp + kwhHc} kWh`, '0,02998', Math.round((kwhHp + kwhHc) * 2.998), '20 %'],
    ["Contribution tarifaire d'acheminement", '', '', randomInt(rng, 180, 420), '5,5 %'],
  ]
  const water: [string, string, string, number, string][] = [
    ['Abonnement eau potable (2 mois)', '2 mois', '7,40', 1480, '5,5 %'],
    ['Consommation eau potable', `${m3} m3`, '1,9200', m3 * 192, '5,5 %'],
    ["Redevance pollution domestique (Agence de l'eau)", `${m3} m3`, '0,3300', m3 * 33, '5,5 %'],
    ['Assainissement collectif - part communale', `${m3} m3`, '1,8500', m3 * 185, '10 %'],
    ['Modernisation des réseaux de collecte', `${m3} m3`, '0,1800', m3 * 18, '10 %'],
  ]
  const vatOf = (lines: [string, string, string, number, string][]) => lines.reduce((sum, l) => sum + Math.round((l[3] * Number(l[4].replace(' %', '').replace(',', '.'))) / 100), 0)
  const elecHt = elec.reduce((sum, l) => sum + l[3], 0)
  const waterHt = water.reduce((sum, l) => sum + l[3], 0)
  const elecVat = vatOf(elec)
  const waterVat = vatOf(water)
  const total = elecHt + elecVat + waterHt + waterVat
  const color = hex(rg.color)
  const ink = hex('#1c1e22')
  const soft = hex('#5d6169')
  const rule = hex('#c6c9cf')
  const pale = hex('#eef2f5')
  const hand = hex('#1e3a8a')

  const {doc, fonts} = await newDocument({author: rg.name, creator: 'Facturation régie', date: issued, producer: 'Éditique régie', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557
  const W = R - L

  // The mark, the name and the office.
  s.circle(L + 18, 48, 18, {fill: color})
  s.path('M 0 -11 C 6 -3 8 2 8 5 C 8 10 4 13 0 13 C -4 13 -8 10 -8 5 C -8 2 -6 -3 0 -11 Z', L + 12, 47, {fill: WHITE})
  s.path('M 3 -9 L -2 1 L 2 1 L -1 10 L 6 -2 L 2 -2 L 5 -9 Z', L + 25, 47, {fill: hex('#ffd23f')})
  let y = s.lines(rg.mark, L + 44, 44, {color, font: H.bold, leading: 14, size: 12.5})
  s.text("Service public local de l'électricité et de l'eau", L + 44, y - 2, {color: soft, size: 7.6})
  s.lines([...rg.office, 'Accueil du lundi au vendredi, 8 h 30 - 12 h et 13 h 30 - 17 h'], L, y + 22, {color: soft, leading: 9.4, size: 7.4})
  s.box(L, y + 66, 200, 30, {fill: pale})
  s.text('Dépannage électricité et eau 24 h / 24', L + 8, y + 78, {color: ink, font: H.bold, size: 7.6})
  s.text(`${rg.office[2].replace('Tél. ', '').slice(0, 9)}${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, L + 8, y + 90, {color: ink, size: 7.6})

  s.text('FACTURE', R, 46, {align: 'right', color: ink, font: H.bold, size: 20})
  s.text('Électricité - Eau potable - Assainissement', R, 60, {align: 'right', color: soft, size: 8})
  s.lines([holder, ...window], 322, 112, {color: ink, leading: 12.4, size: 10})

  // References: values in a row under their titles.
  y = Math.max(y + 112, 112 + (window.length + 1) * 12.4 + 20)
  y = s.table({
    columns: [{width: W * 0.17}, {width: W * 0.17}, {width: W * 0.17}, {width: W * 0.31}, {width: W * 0.18}],
    font: H.bold,
    frame: true,
    header: [['Date de facture', 'N° de facture', "N° d'abonné", 'Période de consommation', 'À payer avant le']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.2,
    rowHeight: 18,
    rows: [[slashDate(issued), invoice, subscriber, `du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, slashDate(due)]],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y,
  })
  y += 10
  s.box(L, y, W, 30, {fill: pale, lineWidth: 0.7, stroke: color})
  s.text('Montant total de votre facture TTC', L + 12, y + 19, {color: ink, font: H.bold, size: 10})
  s.text(`${frAmount(total)} €`, R - 12, y + 20, {align: 'right', color, font: H.bold, size: 15})
  y += 44

  // Two columns: electricity and water.
  const cw = (W - 14) / 2
  const column = (x: number, title: string, rows: [string, string][]) => {
    s.text(title, x, y, {color, font: H.bold, size: 9})
    s.hline(x, x + cw, y + 4, {color, width: 1})
    let cy = y + 17
    for (const [label, value] of rows) {
      s.text(label, x, cy, {color: soft, size: 7.6})
      s.text(value, x + cw, cy, {align: 'right', color: ink, font: H.bold, size: 7.8})
      cy += 12.5
    }

    return cy
  }

  const left = column(L, 'ÉLECTRICITÉ', [
    ['Point de livraison (PDL)', pdl],
    ['Puissance souscrite', `${power} kVA`],
    [`Index heures pleines au ${slashDate(periodStart)} / au ${slashDate(periodEnd)}`, `${hpIndex} / ${hpIndex + kwhHp}`],
    [`Index heures creuses au ${slashDate(periodStart)} / au ${slashDate(periodEnd)}`, `${hcIndex} / ${hcIndex + kwhHc}`],
    ['Consommation de la période', `${kwhHp + kwhHc} kWh`],
  ])
  const right = column(L + cw + 14, 'EAU POTABLE ET ASSAINISSEMENT', [
    ['Compteur n°', waterMeter],
    ['Diamètre', '15 mm'],
    [`Index au ${slashDate(periodStart)}`, `${waterIndex} m3`],
    [`Index au ${slashDate(periodEnd)}`, `${waterIndex + m3} m3`],
    ['Consommation de la période', `${m3} m3`],
  ])
  y = Math.max(left, right) + 6

  // The detail of both services.
  const block = (title: string, lines: [string, string, string, number, string][], ht: number, vat: number) => [
    [{color, font: H.bold, text: title}, '', '', '', ''],
    ...lines.map(([label, qty, price, amount, rate]) => [label, qty, price, frAmount(amount), rate]),
    [{font: H.bold, text: `Total ${title.toLowerCase()} HT`}, '', '', {font: H.bold, text: frAmount(ht)}, ''],
    ['TVA', '', '', frAmount(vat), ''],
  ]
  y = s.table({
    columns: [{width: W - 250}, {align: 'right', width: 70}, {align: 'right', width: 60}, {align: 'right', width: 70}, {align: 'right', width: 50}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Quantité', 'Prix unit. HT', 'Montant HT', 'TVA']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7,
    rowHeight: 11.6,
    rows: [...block('ÉLECTRICITÉ', elec, elecHt, elecVat), ...block('EAU ET ASSAINISSEMENT', water, waterHt, waterVat), [{font: H.bold, text: 'TOTAL TTC'}, '', '', {font: H.bold, text: frAmount(total)}, '']],
    ruleColor: rule,
    size: 7.2,
    verticalRules: true,
    x: L,
    y,
  })

  // The payment stub, with the customer's handwritten note.
  y = Math.max(y + 16, 664)
  s.hline(L, R, y, {color: soft, dash: [4, 3], width: 0.6})
  s.text('- - - à détacher et à joindre à votre règlement par chèque à l\'ordre du Trésor public - - -', L + W / 2, y + 10, {align: 'center', color: soft, size: 6.6})
  s.text('TALON DE PAIEMENT', L, y + 28, {color, font: H.bold, size: 9})
  s.lines([`N° d'abonné : ${subscriber}`, `N° de facture : ${invoice}`, `Montant : ${frAmount(total)} €`], L, y + 42, {color: ink, leading: 11, size: 8})
  s.lines(['Règlement à adresser au comptable public :', rg.accountant, `TSA ${randomDigits(rng, 5)} - ${rg.office[1].slice(0, 5)} ${rg.office[1].slice(6)} CEDEX`], 300, y + 28, {color: soft, leading: 10, size: 7.4})
  s.text(`${randomDigits(rng, 10)} ${randomDigits(rng, 8)} ${randomDigits(rng, 12)} ${String(total).padStart(8, '0')}`, L, y + 96, {color: ink, font: fonts.courier.regular, size: 8.6})
  s.page.drawText(`payé le ${Number(paid.slice(8, 10))}/${paid.slice(5, 7)} - chq n° ${randomDigits(rng, 7)}`, {color: hand, font: fonts.times.italic, rotate: degrees(7), size: 13, x: 312, y: s.height - (y + 86)})

  s.text(`${rg.name} - régie dotée de la seule autonomie financière - SIRET ${rg.siret} - Médiation : energie-mediateur.fr / mediation-eau.fr`, L + W / 2, 818, {align: 'center', color: soft, size: 6.2})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: rg.name, titulaire: holder},
    layout: 'facture_domicile/regie-multiservices-electricite-eau',
    notes: [
      "a local public multi-utility's two-monthly bill for electricity, drinking water and sewerage, paid to the public accountant",
      'the holder "M. GAUTIER Thomas" over the address in capitals with accents; the references as values in a row under their column titles ("Date de facture" with slashes); electricity and water in two columns',
      "decoys: the régie's office address and phone, the invoice and subscriber numbers, the period and the due date, the delivery point, the meters and their readings' dates, the public accountant's address, the customer's handwritten payment note with its date, the régie's SIRET",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
