/**
 * HELD-OUT quittance_loyer/conciergerie-meuble: the rent receipt of a FURNISHED STUDIO let on a
 * "bail mobilité" or a furnished lease through a CONCIERGE COMPANY that manages it for a private
 * owner (keys, cleaning, rent collection), generated from its web back-office: the concierge's
 * logo and address at the top (decoys), "QUITTANCE DE LOYER" with the receipt number; a GRID OF
 * LABEL-ABOVE-VALUE cells: "Locataire" (the truth, "Claire DUBOIS": given name then surname, no
 * civility), "Logement" (the studio's lines joined in one cell: the truth), "Propriétaire" (a
 * decoy person "représenté par" the concierge), "Période" (the month's first and last days:
 * decoys), "Date de paiement" (a decoy), "Date d'émission" (the truth, DD/MM/YYYY); the rent
 * table (rent, flat-rate charges, the CLEANING fee as a separate service: amounts); the owner's
 * receipt sentence with the amount in words; the lease's start and end (decoys); the concierge's
 * legal footer with its professional card number (carte G) and guarantee (decoys).
 */
import {addDays, addressLines, euroWords, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, monthOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, WHITE} from '../util.js'

const CONCIERGES = [
  {address: '27 rue Paul Bert, 69003 Lyon', card: 'CPI 6901 2019 000 041 877', color: '#d0573a', name: 'Clés & Cie Conciergerie', owner: 'M. Bernard OLLIVIER'},
  {address: '5 place du Change, 44000 Nantes', card: 'CPI 4401 2021 000 052 310', color: '#2b7a78', name: 'HÔTE EN VILLE', owner: 'Mme Françoise LE BIHAN'},
  {address: '81 cours Julien, 13006 Marseille', card: 'CPI 1301 2020 000 037 662', color: '#6c4bb4', name: 'Conciergerie du Vieux-Port', owner: 'SCI LES CALANQUES'},
  {address: '3 rue Sainte-Catherine, 33000 Bordeaux', card: 'CPI 3301 2022 000 061 095', color: '#c2185b', name: 'Bordeaux Keys Services', owner: 'M. Patrick DESCAMPS'},
]

export async function quittanceConciergerieMeuble(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const c = CONCIERGES[typeof raw.concierge === 'number' ? raw.concierge % 4 : 0]
  const month = monthOf(params, facts)
  const first = `${month}-01`
  const last = lastDayOf(month)
  const paid = addDays(first, randomInt(rng, 0, 6))
  const issued = params.issueDate ?? addDays(last, randomInt(rng, 1, 9))
  const tenant = `${name.givenNames[0]} ${name.surname}`
  const dwelling = addressLines(address)
  const rent = randomInt(rng, 520, 980) * 100
  const charges = randomInt(rng, 40, 90) * 100
  const cleaning = randomInt(rng, 25, 60) * 100
  const total = rent + charges + cleaning
  const leaseStart = addDays(first, -randomInt(rng, 40, 250))
  const leaseEnd = addDays(addDays(leaseStart, 30 * randomInt(rng, 6, 10)), -1)
  const number = `Q-${month.replace('-', '')}-${randomDigits(rng, 4)}`
  const brand = hex(c.color)
  const ink = hex('#202124')
  const soft = hex('#6a6d73')

  const {doc, fonts} = await newDocument({author: c.name, creator: 'Hostbook - gestion locative', date: issued, producer: 'Hostbook PDF', title: `Quittance ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  s.box(L, 34, 34, 34, {fill: brand, radius: 8})
  s.text(c.name.slice(0, 1), L + 17, 57, {align: 'center', color: WHITE, font: H.bold, size: 18})
  s.text(c.name, L + 44, 48, {color: brand, font: H.bold, size: 13})
  s.text(`Conciergerie et gestion de locations meublées - ${c.address}`, L + 44, 62, {color: soft, size: 7.6})
  s.text('QUITTANCE DE LOYER', R, 96, {align: 'right', color: ink, font: H.bold, size: 15})
  s.text(`N° ${number}`, R, 110, {align: 'right', color: soft, size: 8})

  // The grid of cells.
  const cell = (label: string, lines: string[], x: number, y: number, w: number, h: number) => {
    s.box(x, y, w, h, {fill: hex('#f6f6f7'), lineWidth: 0.5, stroke: hex('#d4d6da')})
    s.text(label.toUpperCase(), x + 8, y + 13, {color: brand, font: H.bold, size: 6.8})
    s.lines(lines, x + 8, y + 27, {color: ink, font: H.bold, leading: 11.5, size: 8.6})
  }

  const gw = (R - L) / 3
  const tall = Math.max(28 + 11.5 * dwelling.length, 50)
  cell('Locataire', [tenant], L, 130, 140, tall)
  cell('Logement', ['Studio meublé', ...dwelling], L + 140, 130, R - L - 310, tall + 11.5)
  cell('Propriétaire', [c.owner, 'représenté par', c.name], R - 170, 130, 170, tall + 11.5)
  const y2 = 130 + tall + 30
  cell('Période', [`${slashDate(first)} - ${slashDate(last)}`], L, y2, gw, 40)
  cell('Date de paiement', [slashDate(paid)], L + gw, y2, gw, 40)
  cell("Date d'émission", [slashDate(issued)], L + 2 * gw, y2, gw, 40)

  let y = s.table({
    columns: [{width: 330}, {align: 'right', width: R - L - 330}],
    font: H.regular,
    frame: true,
    header: [['Détail', 'Montant']],
    headerFill: hex('#ececee'),
    headerFont: H.bold,
    rowHeight: 18,
    rowRules: true,
    rows: [
      ['Loyer du logement meublé', `${frAmount(rent)} €`],
      ['Provision forfaitaire pour charges (eau, chauffage, internet)', `${frAmount(charges)} €`],
      ['Forfait ménage et linge (prestation de conciergerie)', `${frAmount(cleaning)} €`],
      [{font: H.bold, text: 'Total réglé'}, {font: H.bold, text: `${frAmount(total)} €`}],
    ],
    size: 8.8,
    x: L,
    y: y2 + 60,
  })

  y = s.paragraph(
    `Le propriétaire, ${c.owner}, par l'intermédiaire de son mandataire ${c.name}, reconnaît avoir reçu de ${tenant} la somme de ${euroWords(total)} (${frAmount(total)} €) au titre du loyer et des charges du logement désigné ci-dessus pour la période indiquée, et lui en donne quittance, sous réserve de tous droits.`,
    L,
    y + 24,
    R - L,
    {color: ink, leading: 12.5, size: 9},
  )
  y = s.paragraph(`Bail meublé de ${Math.round((Date.parse(leaseEnd) - Date.parse(leaseStart)) / (30 * 86_400_000))} mois du ${slashDate(leaseStart)} au ${slashDate(leaseEnd)} (bail mobilité, article 25-12 de la loi du 6 juillet 1989). Dépôt de garantie : aucun.`, L, y + 8, R - L, {color: soft, leading: 11, size: 8})
  s.text('Pour le mandataire', 380, y + 20, {color: soft, size: 8})
  s.path(signaturePath(rng, 100), 385, y + 54, {lineWidth: 1, stroke: brand})
  s.paragraph(`${c.name} - SAS au capital de ${randomInt(rng, 5, 50)} 000 € - carte professionnelle « gestion immobilière » ${c.card} - garantie financière ${randomInt(rng, 110, 250)} 000 € - la quittance annule tous les reçus qui auraient pu être donnés pour acompte sur le présent terme.`, L, 794, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/conciergerie-meuble',
    notes: [
      "a furnished studio's rent receipt from a concierge company's back-office: a grid of label-above-value cells",
      'the tenant as "Claire DUBOIS" (no civility); the dwelling under "Studio meublé" in its cell; "Date d\'émission" in a cell beside decoy dates',
      "decoys: the owner and the concierge's address, the period's days, the payment date, the lease's start and end, the professional card and guarantee",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
