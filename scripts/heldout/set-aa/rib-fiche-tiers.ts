/**
 * HELD-OUT rib/fiche-tiers-acheteur-public-visa-banque: the "FICHE DE RENSEIGNEMENTS FOURNISSEUR -
 * COORDONNÉES BANCAIRES" a PUBLIC BUYER (a town, a department, a hospital, a university; four
 * invented buyers) asks a new supplier to return before its first payment, filled in on screen by
 * the company and CERTIFIED by its bank's branch (stamp and signature in the box the form keeps for
 * it), then scanned: the buyer's mark, name and address at the top with its service (decoys); the
 * buyer's own supplier number to be filled in by its services (a decoy identifier); "1.
 * Identification du fournisseur" (the company with its form, SIRET grouped and address: decoys for
 * a RIB); "2. Coordonnées bancaires": "Titulaire du compte" with the holder as the bank names it,
 * "Domiciliation" the branch; the national parts as VALUES IN A ROW UNDER THEIR COLUMN TITLES
 * ("Code banque | Code guichet | N° de compte | Clé RIB"); the IBAN in SEVEN BOXES of four
 * characters (the last of three), the BIC in its own box; "3. Certification" with the manager's
 * "Fait à ..., le ..." (a decoy date) and the branch's VIOLET STAMP with its date (a decoy).
 */
import {addDays, type Facts, type GeneratedDocument, groupedSiret, hex, landline, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

interface Buyer {
  name: string[]
  service: string
  lines: string[]
  color: string
  prefix: string
}

const BUYERS: Buyer[] = [
  {color: '#1b4f8c', lines: ['Hôtel de Ville - Direction des Finances', '1 place de la Mairie - 69100 Villeurbanne'], name: ['VILLE DE', 'VILLEURBANNE'], prefix: 'TIERS', service: 'Service Exécution budgétaire - Cellule Tiers'},
  {color: '#0f6b54', lines: ['Direction des Finances et de la Commande publique', '2 rue Saint-Hilaire - 35000 Rennes'], name: ['DÉPARTEMENT', "D'ILLE-ET-VILAINE"], prefix: 'FRN', service: 'Pôle Comptabilité fournisseurs'},
  {color: '#8c1b3d', lines: ['Direction des Achats et de la Logistique', '12 boulevard Pasteur - 42000 Saint-Étienne'], name: ['CENTRE HOSPITALIER', 'DU FOREZ'], prefix: 'F', service: 'Bureau des fournisseurs'},
  {color: '#5a3d8c', lines: ['Agence comptable', '5 avenue François Mitterrand - 37000 Tours'], name: ['UNIVERSITÉ', 'DE TOURAINE'], prefix: 'UT-', service: 'Service facturier - Référentiel tiers'},
]

export async function ribFicheTiers(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const manager = company.manager
  const k = typeof params.buyer === 'number' ? params.buyer % BUYERS.length : 0
  const buyer = BUYERS[k]
  const filled = addDays(facts.asOf, -randomInt(rng, 8, 50))
  const stamped = addDays(filled, randomInt(rng, 1, 6))
  const bban = account.iban.slice(4)
  const parts = [bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23)]
  const boxes = account.iban.match(/.{1,4}/g) ?? []
  const color = hex(buyer.color)
  const ink = hex('#1b1d22')
  const soft = hex('#5d616a')
  const rule = hex('#b9bdc6')
  const pale = hex('#eef1f5')
  const typed = hex('#0d2a66')
  const violet = hex('#54399c')
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')

  const {doc, fonts} = await newDocument({author: '', creator: 'HP Scan', date: stamped, producer: 'HP Smart', title: `fiche_fournisseur_${company.name.replace(/\W+/g, '_').toLowerCase()}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const W = R - L

  // The buyer.
  s.box(L, 36, 6, 44, {fill: color})
  s.lines(buyer.name, L + 14, 50, {color, font: H.bold, leading: 14, size: 12.5})
  s.lines(buyer.lines, L + 14, 84, {color: soft, leading: 9.5, size: 7.5})
  s.box(360, 36, R - 360, 52, {lineWidth: 0.7, stroke: rule})
  s.text('Cadre réservé à l\'administration', 368, 48, {color: soft, font: H.italic, size: 7})
  s.text('N° de tiers :', 368, 64, {color: soft, size: 8})
  s.text(`${buyer.prefix}${randomDigits(rng, 6)}`, 420, 64, {color: ink, font: fonts.courier.bold, size: 10})
  s.text(`Saisi par : ${['AB', 'CL', 'MR', 'JP'][k]}   Visa : ________`, 368, 80, {color: soft, size: 7.5})

  let y = 130
  s.text('FICHE DE RENSEIGNEMENTS FOURNISSEUR', L + W / 2, y, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text('COORDONNÉES BANCAIRES', L + W / 2, y + 17, {align: 'center', color: color, font: H.bold, size: 11})
  s.text(`À retourner complétée, accompagnée du visa de votre banque, au ${buyer.service}`, L + W / 2, y + 31, {align: 'center', color: soft, size: 7.6})
  y += 52

  const section = (title: string) => {
    s.box(L, y, W, 16, {fill: color})
    s.text(title, L + 6, y + 11.5, {color: WHITE, font: H.bold, size: 8.8})
    y += 28
  }

  const row = (label: string, value: string) => {
    s.text(label, L + 6, y, {color: soft, size: 8.4})
    s.text(value, L + 150, y, {color: typed, font: H.bold, size: 9.4})
    s.hline(L + 146, R - 6, y + 3, {color: rule, dash: [1, 1.5], width: 0.5})
    y += 17
  }

  section('1. IDENTIFICATION DU FOURNISSEUR')
  row('Raison sociale :', `${company.name} ${company.legalForm}`)
  row('N° SIRET :', groupedSiret(company.siret))
  row('Code APE / NAF :', company.naf)
  row('Adresse du siège :', seat)
  row('Contact :', `${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)} - ${landline(company.address.postcode, rng)}`)
  y += 6

  section('2. COORDONNÉES BANCAIRES (joindre un RIB)')
  row('Titulaire du compte :', account.holder)
  row('Domiciliation :', account.branch)
  y += 4
  y = s.table({
    columns: [{align: 'center', width: 100}, {align: 'center', width: 100}, {align: 'center', width: 190}, {align: 'center', width: W - 390}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé RIB']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.8,
    rowHeight: 20,
    rows: [parts],
    ruleColor: rule,
    size: 11,
    verticalRules: true,
    x: L,
    y,
  })
  y += 20
  s.text('IBAN', L + 6, y + 13, {color: soft, font: H.bold, size: 8.4})
  boxes.forEach((b, j) => {
    const x = L + 56 + j * 58
    s.box(x, y, 52, 19, {lineWidth: 0.7, stroke: ink})
    s.text(b, x + 26, y + 13.5, {align: 'center', color: typed, font: fonts.courier.bold, size: 11})
  })
  y += 30
  s.text('BIC', L + 6, y + 13, {color: soft, font: H.bold, size: 8.4})
  s.box(L + 56, y, 110, 19, {lineWidth: 0.7, stroke: ink})
  s.text(account.bic, L + 111, y + 13.5, {align: 'center', color: typed, font: fonts.courier.bold, size: 11})
  y += 40

  section('3. CERTIFICATION')
  y = s.paragraph("Je certifie l'exactitude des renseignements ci-dessus et m'engage à signaler sans délai tout changement de coordonnées bancaires. Les paiements seront effectués exclusivement par virement sur le compte désigné.", L + 6, y, W - 12, {color: ink, leading: 10.5, size: 8})
  y += 8
  const split = L + W / 2
  s.text('Le fournisseur (nom, qualité, date, signature)', L + 6, y, {color: soft, size: 7.6})
  s.text("Visa de l'établissement bancaire (cachet et signature)", split + 6, y, {color: soft, size: 7.6})
  s.box(L, y + 6, W / 2 - 6, 118, {lineWidth: 0.6, stroke: rule})
  s.box(split, y + 6, W / 2, 118, {lineWidth: 0.6, stroke: rule})
  const title = ['SAS', 'SASU', 'SA'].includes(company.legalForm) ? (manager.civility === 'Mme' ? 'Présidente' : 'Président') : manager.civility === 'Mme' ? 'Gérante' : 'Gérant'
  s.lines([`${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}, ${title}`, `Fait à ${company.address.city}, le ${slashDate(filled)}`], L + 10, y + 24, {color: typed, font: H.bold, leading: 13, size: 8.8})
  s.path(signaturePath(rng, 100), L + 30, y + 60, {lineWidth: 1, stroke: hex('#1d2f7a')})

  // The branch's stamp.
  const sx = split + 26
  const sy = y + 22
  s.box(sx, sy, 200, 76, {lineWidth: 1.3, stroke: violet})
  s.box(sx + 3, sy + 3, 194, 70, {lineWidth: 0.6, stroke: violet})
  const stampLines = [upper(account.bankName), `AGENCE ${account.branch.replace(/^\S+\s/, '')}`, `${company.address.postcode} ${upper(company.address.city)}`, `Vu le ${slashDate(stamped)}`]
  stampLines.forEach((t, j) => {
    const font = j === 0 ? H.bold : H.regular
    const size = Math.min(j === 0 ? 9 : 8, 184 / font.widthOfTextAtSize(t, 1))
    s.text(t, sx + 100, sy + 17 + j * 15, {align: 'center', color: violet, font, opacity: 0.9, size})
  })
  s.path(signaturePath(rng, 70), sx + 110, sy + 66, {lineWidth: 0.9, stroke: hex('#25306e')})

  s.hline(L, R, 800, {color: rule})
  s.text(`${buyer.name.join(' ')} - ${buyer.service} - formulaire FRN-02 (version 2027)`, L, 812, {color: soft, size: 6.8})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/fiche-tiers-acheteur-public-visa-banque',
    notes: [
      "a public buyer's supplier bank-details form, filled in by the company and certified by its bank's branch with a stamp, scanned",
      'the national parts as values in a row under their column titles; the IBAN only in seven boxes of four characters; the BIC in a box; "Titulaire du compte" and "Domiciliation" as label : value rows',
      "decoys: the buyer's name, address and supplier number, the company's SIRET, NAF code, address and phone, the date of filling, the branch's stamp date",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
