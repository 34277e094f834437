/**
 * HELD-OUT quittance_loyer/bilingue-meuble-expatrie: the monthly rent receipt of a FURNISHED flat let
 * through a RELOCATION AGENCY on behalf of an owner LIVING ABROAD (four invented agencies in Paris,
 * Lyon, Bordeaux and Nice), in FRENCH AND ENGLISH throughout: the agency's mark and address at the
 * top left (decoys); "QUITTANCE DE LOYER / RENT RECEIPT" at the right with the receipt's number (a
 * decoy); two framed blocks, "Bailleur / Landlord" (the owner's name and address abroad: decoys,
 * "représenté par / represented by" the agency) and "Locataire / Tenant" ("M. Thomas GAUTIER": the
 * truth); "Logement / Property" with the dwelling's lines (the truth) and the kind of lease; the
 * period "du 01/04/2030 au 30/04/2030" with "from 1 April 2030 to 30 April 2030" (decoys); the
 * amounts as "label | amount" rows with bilingual labels; "Payé le / Paid on" and the deposit held
 * (decoys); the receipt's TEXT IN TWO COLUMNS, the French at the left and the English at the right
 * ("Mr Thomas GAUTIER"), each closed by its date line: "Fait à Paris, le 03/05/2030" (the truth)
 * and "Issued in Paris on 3 May 2030"; the agency's rectangular stamp and signature; the
 * professional card number, the financial guarantee and the RCS in the footer (decoys).
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, monthOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, truthAddress, upper, WHITE, wrap} from '../util.js'

interface Agency {
  name: string
  town: string
  color: string
  lines: string[]
  owner: string
  ownerLines: string[]
  legal: string
}

/** The agencies (index.ts EXPAT_TOWNS, in order). */
const AGENCIES: Agency[] = [
  {color: '#1f4e79', legal: 'Carte professionnelle gestion immobilière CPI 7501 2027 000 041 285 délivrée par la CCI Paris Île-de-France - Garantie financière GALIAN 120 000 € - SAS au capital de 50 000 € - RCS Paris 847 512 093', lines: ['48 avenue de Wagram', '75017 Paris', '+33 1 44 09 27 60'], name: 'PARIS EXPAT LETTINGS', owner: 'Mr John and Mrs Sarah BLAKE', ownerLines: ['14 Elm Road', 'Cambridge CB2 1AB', 'United Kingdom'], town: 'Paris'},
  {color: '#7b2d26', legal: 'Carte professionnelle CPI 6901 2026 000 012 774 délivrée par la CCI Lyon Métropole - Garantie financière SOCAF 110 000 € - SARL au capital de 20 000 € - RCS Lyon 851 336 420', lines: ['21 quai Victor Augagneur', '69003 Lyon', '+33 4 78 60 11 45'], name: 'LYON RELOCATION HOMES', owner: 'M. et Mme Marc-Antoine DUBREUIL', ownerLines: ['Avenue Louise 221', '1050 Ixelles', 'Belgique'], town: 'Lyon'},
  {color: '#2e5e3e', legal: 'Carte professionnelle CPI 3301 2028 000 030 518 délivrée par la CCI Bordeaux Gironde - Garantie financière CEGC 150 000 € - SAS au capital de 30 000 € - RCS Bordeaux 879 104 552', lines: ['9 cours du Chapeau Rouge', '33000 Bordeaux', '+33 5 56 44 81 20'], name: 'BORDEAUX CORPORATE HOUSING', owner: 'Ms Ingrid LARSEN', ownerLines: ['Strandvejen 112', '2900 Hellerup', 'Danemark / Denmark'], town: 'Bordeaux'},
  {color: '#6b4a12', legal: 'Carte professionnelle CPI 0605 2026 000 008 213 délivrée par la CCI Nice Côte d\'Azur - Garantie financière QBE 120 000 € - SARL au capital de 15 000 € - RCS Nice 889 420 617', lines: ['12 rue de France', '06000 Nice', '+33 4 93 16 70 02'], name: 'RIVIERA FURNISHED RENTALS', owner: 'M. Giorgio FERRARI', ownerLines: ['Via della Spiga 30', '20121 Milano', 'Italie / Italy'], town: 'Nice'},
]

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "3 May 2030". */
const englishDate = (iso: string) => `${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function quittanceBilingueExpatrie(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const ag = AGENCIES[typeof raw.agency === 'number' ? raw.agency % AGENCIES.length : 0]
  const month = monthOf(params, facts)
  const from = `${month}-01`
  const to = lastDayOf(month)
  const paid = addDays(from, randomInt(rng, -3, 5))
  const issued = params.issueDate ?? addDays(to, randomInt(rng, 2, 8))
  const rent = randomInt(rng, 95, 210) * 1000
  const charges = randomInt(rng, 8, 22) * 1000
  const total = rent + charges
  const deposit = rent * 2
  const number = `Q-${month.replace('-', '')}-${randomDigits(rng, 5)}`
  const tenant = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const tenantEn = `${name.civility === 'Mme' ? 'Mrs' : 'Mr'} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const oneLine = truthAddress(dwelling)
  const color = hex(ag.color)
  const ink = hex('#1c1d21')
  const soft = hex('#5d6068')
  const rule = hex('#c9ccd2')
  const pale = hex('#f3f4f6')

  const {doc, fonts} = await newDocument({author: ag.name, creator: 'Gestion locative - Quittancement', date: issued, producer: 'GL PDF', title: `${number} ${upper(name.surname)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  s.box(L, 34, 34, 34, {fill: color})
  s.text(ag.name.split(' ').map((w) => w[0]).join('').slice(0, 3), L + 17, 56, {align: 'center', color: WHITE, font: H.bold, size: 11})
  s.text(ag.name, L + 44, 46, {color, font: H.bold, size: 11})
  s.lines(ag.lines, L + 44, 58, {color: soft, leading: 9.5, size: 7.8})
  s.text('QUITTANCE DE LOYER', R, 46, {align: 'right', color: ink, font: H.bold, size: 15})
  s.text('RENT RECEIPT', R, 60, {align: 'right', color: soft, font: H.bold, size: 10})
  s.text(`N° / No. ${number}`, R, 74, {align: 'right', color: soft, size: 8})

  // The landlord and the tenant.
  let y = 102
  const cw = (W - 14) / 2
  const blocks: [string, string, string[]][] = [
    ['Bailleur / Landlord', ag.owner, [...ag.ownerLines, `représenté par / represented by ${ag.name}`]],
    ['Locataire / Tenant', tenant, ['Bail meublé - résidence principale', 'Furnished lease - main residence']],
  ]
  const bh = 26 + 13 + Math.max(...blocks.map(([, , lines]) => lines.reduce((sum, line) => sum + wrap(line, cw - 20, H.regular, 8.2).length, 0))) * 10.5 + 6
  blocks.forEach(([title, main, lines], j) => {
    const x = L + j * (cw + 14)
    s.box(x, y, cw, bh, {lineWidth: 0.8, stroke: rule})
    s.box(x, y, cw, 15, {fill: pale})
    s.text(title, x + 10, y + 11, {color, font: H.bold, size: 8})
    s.text(main, x + 10, y + 30, {color: ink, font: H.bold, size: Math.min(10, (cw - 20) / H.bold.widthOfTextAtSize(main, 1))})
    let ly = y + 43
    for (const line of lines) {
      for (const part of wrap(line, cw - 20, H.regular, 8.2)) {
        s.text(part, x + 10, ly, {color: soft, size: 8.2})
        ly += 10.5
      }
    }
  })
  y += bh + 20

  s.text('Logement / Property', L, y, {color, font: H.bold, size: 8.4})
  y = s.lines(dwelling, L + 130, y, {color: ink, leading: 12, size: 9.6})
  y += 6
  s.text('Période / Period', L, y, {color, font: H.bold, size: 8.4})
  s.text(`du ${slashDate(from)} au ${slashDate(to)}`, L + 130, y, {color: ink, size: 9.6})
  s.text(`from ${englishDate(from)} to ${englishDate(to)}`, L + 320, y, {color: soft, font: H.italic, size: 8.6})
  y += 16

  y = s.table({
    columns: [{width: W - 140}, {align: 'right', width: 140}],
    font: H.regular,
    frame: true,
    header: [['Désignation / Item', 'Montant / Amount']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 8,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Loyer meublé / Furnished rent', `${frAmount(rent)} €`],
      ['Provision pour charges (eau, chauffage, internet) / Service charges', `${frAmount(charges)} €`],
      [{font: H.bold, text: 'Total reçu / Total received'}, {font: H.bold, text: `${frAmount(total)} €`}],
    ],
    ruleColor: rule,
    size: 9,
    verticalRules: true,
    x: L,
    y,
  })
  y += 18
  s.text(`Payé le / Paid on : ${slashDate(paid)} par virement / by bank transfer`, L, y, {color: ink, size: 8.6})
  s.text(`Dépôt de garantie détenu / Deposit held : ${frAmount(deposit)} €`, L, y + 13, {color: soft, size: 8.2})
  y += 38

  // The receipt's text in two columns.
  const fr = `Le bailleur, représenté par ${ag.name}, déclare avoir reçu de ${tenant} la somme de ${frAmount(total)} € au titre du loyer et des charges du logement désigné ci-dessus pour la période indiquée, et lui en donne quittance, sous réserve de tous ses droits. Le paiement de la présente quittance n'emporte pas présomption de paiement des termes antérieurs.`
  const en = `The landlord, represented by ${ag.name}, acknowledges receipt from ${tenantEn} of the sum of EUR ${frAmount(total).replace(',', '.').replace(' ', ',')} for the rent and service charges of the above property for the period stated, and hereby issues this receipt, without prejudice to any of the landlord's rights.`
  const yFr = s.paragraph(fr, L, y, cw, {color: ink, leading: 11.5, size: 8.8})
  const yEn = s.paragraph(en, L + cw + 14, y, cw, {color: soft, font: H.italic, leading: 11.5, size: 8.6})
  s.vline(L + cw + 7, y - 8, Math.max(yFr, yEn) - 4, {color: rule, width: 0.6})
  y = Math.max(yFr, yEn) + 10
  s.text(`Fait à ${ag.town}, le ${slashDate(issued)}`, L, y, {color: ink, font: H.bold, size: 9.6})
  s.text(`Issued in ${ag.town} on ${englishDate(issued)}`, L + cw + 14, y, {color: soft, font: H.italic, size: 9})
  y += 18
  s.text('Pour le bailleur, le mandataire / For the landlord, the agent', L, y, {color: soft, size: 7.8})

  // The agency's stamp.
  const sx = L + cw + 40
  const sy = y + 10
  s.box(sx, sy, 190, 58, {lineWidth: 1.3, stroke: color})
  s.text(ag.name, sx + 95, sy + 17, {align: 'center', color, font: H.bold, size: Math.min(9, 176 / H.bold.widthOfTextAtSize(ag.name, 1))})
  s.text(`${ag.lines[0]} - ${ag.lines[1]}`, sx + 95, sy + 31, {align: 'center', color, size: Math.min(7.4, 176 / H.regular.widthOfTextAtSize(`${ag.lines[0]} - ${ag.lines[1]}`, 1))})
  s.text('Gestion locative', sx + 95, sy + 44, {align: 'center', color, size: 7.4})
  s.path(signaturePath(rng, 90), L + 30, y + 30, {lineWidth: 1, stroke: hex('#1d2b6b')})

  s.hline(L, R, 790, {color: rule})
  s.paragraph(ag.legal, L, 802, W, {align: 'center', color: soft, leading: 8.6, size: 6.8})

  return {
    fields: {adresse: oneLine, date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/bilingue-meuble-expatrie',
    notes: [
      "a relocation agency's bilingual (French / English) rent receipt for a furnished flat of an owner living abroad",
      'the tenant "M. Thomas GAUTIER" in a framed block (and "Mr Thomas GAUTIER" in the English text); the dwelling on its lines; the receipt\'s text in two columns; "Fait à Paris, le 03/05/2030" and "Issued in Paris on 3 May 2030"',
      "decoys: the agency's and the owner's addresses, the receipt's number, the period's dates in both languages, the payment date, the deposit, the professional card number and the RCS",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
