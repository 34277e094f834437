/**
 * HELD-OUT facture_domicile/eau-syndicat-semestrielle: the HALF-YEARLY water bill of an
 * INTER-MUNICIPAL WATER SYNDICATE that runs the service itself (régie; its bills are paid to the
 * public accountant): the syndicate's mark (a drop over waves, drawn) with its long name, "Service
 * public de l'eau potable", its address, phone and opening hours top left; the subscriber's window
 * top right in capitals with accents ("Madame Claire DUBOIS" then the address); a dark band "FACTURE
 * D'EAU - 1er SEMESTRE 2026" with "Facture n° ... du 12/07/2026" (the issue date, in the band,
 * three to five weeks after the June or December reading: the latest bill may be months old);
 * a "Vos références" box of label : value lines (subscriber number, meter number, the service
 * point on one line, the municipality) beside the amount tile ("Montant TTC", "Date limite de
 * paiement", or "Prélevé le ..." for direct debit: decoys); the METER READINGS table (former and
 * new index with their reading dates: decoys); the detail "Désignation | Période | Quantité | Prix
 * unitaire HT | Montant HT | TVA" in three sections: the syndicate's distribution (the
 * subscription billed IN ADVANCE for the NEXT half-year, a decoy period, and the m3), the
 * collection and treatment of waste water (for the community of communes), the public bodies
 * (Agence de l'eau charges: resource protection, pollution, modernisation of sewers); VAT at
 * 5,5 % and 10 % on their bases, "TOTAL TTC"; a small information box (price per litre, next
 * reading, water quality); under a dashed cut line the payment slip to the public accountant
 * with an OCR line of digits.
 */
import {addDays, addMonths, addressLines, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, landline, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const SYNDICATES: {name: string[]; full: string; short: string; address: string[]; agency: string; community: string; accountant: string; color: string}[] = [
  {accountant: 'SGC de Clisson', address: ['2 rue des Filatures', '44190 Clisson'], agency: 'Loire-Bretagne', color: '#155a8a', community: 'Clisson Sèvre et Maine Agglo', full: 'Syndicat Intercommunal des Eaux de la Sèvre Nantaise', name: ['Syndicat Intercommunal des Eaux', 'de la Sèvre Nantaise'], short: 'SIE SÈVRE NANTAISE'},
  {accountant: 'SGC de Tournus', address: ["Place de l'Abbaye", '71700 Tournus'], agency: 'Rhône Méditerranée Corse', color: '#0e6b6f', community: 'Communauté de communes Mâconnais-Tournugeois', full: 'Syndicat Intercommunal des Eaux du Tournugeois', name: ['Syndicat Intercommunal des Eaux', 'du Tournugeois'], short: 'SIE TOURNUGEOIS'},
  {accountant: 'SGC de Pézenas', address: ['Zone des Rodettes', '34120 Pézenas'], agency: 'Rhône Méditerranée Corse', color: '#1d4f91', community: 'Communauté d\'agglomération Hérault Méditerranée', full: "Syndicat Intercommunal d'Adduction d'Eau de la Vallée de l'Hérault", name: ["Syndicat Intercommunal d'Adduction d'Eau", "de la Vallée de l'Hérault"], short: 'SIAE VALLÉE HÉRAULT'},
  {accountant: 'SGC de Ploërmel', address: ['1 rue de la Gare', '56800 Ploërmel'], agency: 'Loire-Bretagne', color: '#245f3a', community: 'Ploërmel Communauté', full: "Syndicat Intercommunal d'Eau Potable du Pays de Brocéliande", name: ["Syndicat Intercommunal d'Eau Potable", 'du Pays de Brocéliande'], short: 'SIEP BROCÉLIANDE'},
]

export async function factureEauSyndicatSemestrielle(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const syn = SYNDICATES[typeof raw.syndicate === 'number' ? raw.syndicate % SYNDICATES.length : 0]
  // The latest half-yearly bill: readings in June and December, the bill three to five weeks later.
  const readDay = randomInt(rng, 4, 18)
  const delay = randomInt(rng, 20, 36)
  let issued = ''
  let newRead = ''
  const asOfYear = Number(facts.asOf.slice(0, 4))
  for (const candidate of [`${asOfYear - 1}-06`, `${asOfYear - 1}-12`, `${asOfYear}-06`, `${asOfYear}-12`]) {
    const read = `${candidate}-${String(readDay).padStart(2, '0')}`
    if (addDays(read, delay) <= addDays(facts.asOf, -3)) {
      newRead = read
      issued = addDays(read, delay)
    }
  }

  if (params.issueDate) {
    issued = params.issueDate
    const m = Number(issued.slice(5, 7))
    newRead = m >= 7 ? `${issued.slice(0, 4)}-06-${String(readDay).padStart(2, '0')}` : `${Number(issued.slice(0, 4)) - 1}-12-${String(readDay).padStart(2, '0')}`
  }

  const first = newRead.slice(5, 7) === '06'
  const semYear = Number(newRead.slice(0, 4))
  const oldRead = addDays(addMonths(newRead, -6), randomInt(rng, -5, 5))
  const nextStart = first ? `${semYear}-07-01` : `${semYear + 1}-01-01`
  const nextEnd = first ? `${semYear}-12-31` : `${semYear + 1}-06-30`
  const m3 = randomInt(rng, 18, 68)
  const oldIndex = randomInt(rng, 300, 4800)
  const newIndex = oldIndex + m3
  const holder = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = addressLines(address, 'upper')
  const subscriber = `${randomDigits(rng, 3)}.${randomDigits(rng, 5)}`
  const meter = `${pick(rng, ['I', 'S', 'D'])}${String(semYear - randomInt(rng, 2, 12)).slice(2)}${pick(rng, ['FA', 'LA', 'KB'])}${randomDigits(rng, 6)}`
  const invoice = `${semYear}${first ? 'S1' : 'S2'}-${randomDigits(rng, 6)}`
  const debit = rng() < 0.5
  const deadline = addDays(issued, randomInt(rng, 28, 35))

  // Prices (HT) and lines.
  const sub = randomInt(rng, 3_400, 5_200)
  const price = randomInt(rng, 14_500, 19_800) / 10_000
  const ressource = randomInt(rng, 700, 1_200) / 10_000
  const pollution = 0.33
  const subSewer = randomInt(rng, 2_400, 4_600)
  const priceSewer = randomInt(rng, 17_000, 25_500) / 10_000
  const modernisation = 0.185
  const c = (qty: number, unit: number) => Math.round(qty * unit * 100)
  const water = sub + c(m3, price)
  const bodies55 = c(m3, ressource) + c(m3, pollution)
  const sewer = subSewer + c(m3, priceSewer)
  const bodies10 = c(m3, modernisation)
  const base55 = water + bodies55
  const base10 = sewer + bodies10
  const vat55 = Math.round(base55 * 0.055)
  const vat10 = Math.round(base10 * 0.1)
  const total = base55 + base10 + vat55 + vat10
  const color = hex(syn.color)
  const pale = hex('#eef3f8')
  const ink = hex('#1e1e1e')

  const {doc, fonts} = await newDocument({author: syn.full, creator: 'Aqua-Régie 5 - Facturation', date: issued, producer: 'Aqua-Régie', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // Mark and syndicate.
  s.path('M 14 0 C 20 10 28 18 28 27 C 28 35 22 40 14 40 C 6 40 0 35 0 27 C 0 18 8 10 14 0 Z', L, 28, {fill: color})
  s.path('M -4 48 Q 4 43 12 48 T 28 48 T 44 48', L, 26, {lineWidth: 1.6, stroke: color})
  s.path('M -4 54 Q 4 49 12 54 T 28 54 T 44 54', L, 26, {lineWidth: 1.2, stroke: hex('#6fa3c7')})
  s.lines(syn.name, L + 48, 40, {color, font: H.bold, leading: 12, size: 10.5})
  s.text("Service public de l'eau potable", L + 48, 66, {color: GREY, font: H.italic, size: 7.5})
  s.lines([...syn.address, `Tél. ${landline(syn.address[1].slice(0, 5), rng)} - du lundi au vendredi 8h30-12h / 13h30-17h`, `abonnes@${syn.short.toLowerCase().replace(/[^a-z]/g, '')}.fr`], L + 48, 80, {color: hex('#444444'), leading: 9, size: 7})

  // Window.
  s.lines([holder, ...window], 320, 60, {leading: 11.5, size: 9.2})

  // Band.
  s.box(L, 132, R - L, 24, {fill: color})
  s.text(`FACTURE D'EAU - ${first ? '1er' : '2e'} SEMESTRE ${semYear}`, L + 10, 148, {color: WHITE, font: H.bold, size: 11})
  s.text(`Facture n° ${invoice} du ${slashDate(issued)}`, R - 10, 148, {align: 'right', color: WHITE, size: 8.6})

  // References and amount.
  let y = 170
  s.box(L, y, 300, 78, {lineWidth: 0.6, stroke: hex('#b8c6d6')})
  s.text('Vos références', L + 8, y + 13, {color, font: H.bold, size: 8.4})
  const refs: [string, string][] = [
    ['N° abonné', subscriber],
    ['N° de compteur', meter],
    ['Point de desserte', truthAddress([...address.lines, `${address.postcode} ${address.city}`])],
    ['Commune', upper(address.city)],
  ]
  refs.forEach(([lab, value], k) => {
    s.text(`${lab} :`, L + 8, y + 28 + k * 12, {color: hex('#555555'), size: 7.2})
    let vs = 7.6
    while (H.bold.widthOfTextAtSize(value, vs) > 210 && vs > 5.5) vs -= 0.2
    s.text(value, L + 82, y + 28 + k * 12, {font: H.bold, size: vs})
  })
  const ax = L + 314
  s.box(ax, y, R - ax, 78, {fill: pale, radius: 5})
  s.text('Montant total TTC', ax + 10, y + 18, {color, font: H.bold, size: 9})
  s.text(`${frAmount(total, ' ')} €`, R - 10, y + 42, {align: 'right', color: ink, font: H.bold, size: 17})
  s.text(debit ? `Sera prélevé le ${slashDate(addDays(deadline, -8))} sur votre compte` : `Date limite de paiement : ${slashDate(deadline)}`, ax + 10, y + 64, {color: hex('#444444'), size: 7.6})

  // Readings.
  y += 94
  s.text('VOS RELEVÉS DE COMPTEUR', L, y, {color, font: H.bold, size: 8.6})
  y = s.table({
    columns: [{width: 170}, {align: 'center', width: 110}, {align: 'right', width: 110}, {align: 'right', width: R - L - 390}],
    font: H.regular,
    frame: true,
    header: [['Relevé', 'Date', 'Index (m³)', 'Consommation']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7.2,
    rowHeight: 13,
    rows: [
      ['Ancien index - relevé réel', slashDate(oldRead), String(oldIndex), ''],
      ['Nouvel index - relevé réel', slashDate(newRead), String(newIndex), `${m3} m³`],
    ],
    ruleColor: hex('#b8c6d6'),
    size: 7.6,
    x: L,
    y: y + 6,
  })

  // Detail.
  y += 16
  type Cl = string | {text: string; font?: typeof H.bold; color?: typeof ink}
  const section = (t: string): Cl[] => [{color, font: H.bold, text: t}, '', '', '', '', '']
  const readPeriod = `${slashDate(oldRead)} - ${slashDate(newRead)}`
  const rows: Cl[][] = [
    section(`DISTRIBUTION DE L'EAU POTABLE - ${syn.short}`),
    ['Abonnement semestriel (part fixe, terme à échoir)', `${slashDate(nextStart)} - ${slashDate(nextEnd)}`, '1', frDecimal(sub / 100, 4), frAmount(sub, ' '), '5,5 %'],
    ['Consommation', readPeriod, `${m3} m³`, frDecimal(price, 4), frAmount(c(m3, price), ' '), '5,5 %'],
    section(`COLLECTE ET TRAITEMENT DES EAUX USÉES - ${syn.community}`),
    ['Abonnement assainissement collectif', `${slashDate(nextStart)} - ${slashDate(nextEnd)}`, '1', frDecimal(subSewer / 100, 4), frAmount(subSewer, ' '), '10 %'],
    ['Consommation assainissement', readPeriod, `${m3} m³`, frDecimal(priceSewer, 4), frAmount(c(m3, priceSewer), ' '), '10 %'],
    section(`ORGANISMES PUBLICS - Agence de l'eau ${syn.agency}`),
    ['Préservation des ressources en eau', readPeriod, `${m3} m³`, frDecimal(ressource, 4), frAmount(c(m3, ressource), ' '), '5,5 %'],
    ['Lutte contre la pollution', readPeriod, `${m3} m³`, frDecimal(pollution, 4), frAmount(c(m3, pollution), ' '), '5,5 %'],
    ['Modernisation des réseaux de collecte', readPeriod, `${m3} m³`, frDecimal(modernisation, 4), frAmount(c(m3, modernisation), ' '), '10 %'],
    [{font: H.bold, text: 'Total hors taxes'}, '', '', '', {font: H.bold, text: frAmount(base55 + base10, ' ')}, ''],
    [`TVA 5,5 % sur ${frAmount(base55, ' ')}`, '', '', '', frAmount(vat55, ' '), ''],
    [`TVA 10 % sur ${frAmount(base10, ' ')}`, '', '', '', frAmount(vat10, ' '), ''],
    [{font: H.bold, text: 'TOTAL TTC'}, '', '', '', {font: H.bold, text: frAmount(total, ' ')}, ''],
  ]
  y = s.table({
    columns: [{width: 190}, {align: 'center', width: 112}, {align: 'right', width: 44}, {align: 'right', width: 64}, {align: 'right', width: 70}, {align: 'right', width: R - L - 480}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Période', 'Quantité', 'P.U. HT (€)', 'Montant HT (€)', 'TVA']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 7,
    rowHeight: 12.4,
    rows,
    ruleColor: hex('#b8c6d6'),
    size: 7.1,
    x: L,
    y,
  })

  // Information box.
  y += 12
  s.box(L, y, R - L, 34, {fill: pale})
  s.text(`Prix du litre d'eau TTC (eau et assainissement) : ${frDecimal(total / 100 / (m3 * 1000), 4)} €`, L + 8, y + 13, {size: 7.2})
  s.text(`Prochain relevé prévu en ${first ? 'décembre' : 'juin'} ${first ? semYear : semYear + 1}. Eau conforme aux limites de qualité (contrôle sanitaire de l'ARS).`, L + 8, y + 25, {size: 7.2})

  // Payment slip.
  const cut = Math.max(y + 50, 690)
  s.hline(L, R, cut, {color: hex('#777777'), dash: [4, 3], width: 0.6})
  s.text('TALON DE PAIEMENT - à joindre à votre règlement', L, cut + 14, {font: H.bold, size: 7.8})
  s.lines([`Payable auprès du comptable public : ${syn.accountant}`, `Référence : ${invoice} - Abonné ${subscriber}`, holder], L, cut + 28, {leading: 10, size: 7.4})
  s.box(R - 170, cut + 8, 170, 44, {lineWidth: 0.6, stroke: ink})
  s.text('Montant à payer', R - 162, cut + 22, {size: 7.4})
  s.text(`${frAmount(total, ' ')} €`, R - 8, cut + 42, {align: 'right', font: H.bold, size: 12})
  s.text(`${randomDigits(rng, 8)} ${randomDigits(rng, 12)} ${randomDigits(rng, 10)} ${String(total).padStart(8, '0')}`, L, cut + 80, {font: fonts.courier.regular, size: 9})
  s.text(`${syn.full} - Établissement public de coopération intercommunale - SIRET 25${randomDigits(rng, 12)}`, s.width / 2, 818, {align: 'center', color: GREY, size: 6.3})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: syn.full, titulaire: holder},
    layout: 'facture_domicile/eau-syndicat-semestrielle',
    notes: [
      'inter-municipal water syndicate (public service): long name on two lines, paid to the public accountant',
      'issue date only inside the dark band ("Facture n° ... du ..."); readings and the next half-year subscription period as decoy dates',
      'three sections (syndicate, sewerage for the community of communes, Agence de l\'eau charges); VAT at 5,5 % and 10 %',
      'service point on one line in the references, window in capitals with accents; payment slip with an OCR line',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
