/**
 * HELD-OUT rib/conditions-particulieres-convention: the SPECIAL CONDITIONS page of a company's
 * BUSINESS CURRENT ACCOUNT AGREEMENT (the signed "Conditions particulières" a bank hands over when
 * the account is opened, which a manager sends in place of a RIB): the bank's name at the top left,
 * "CONVENTION DE COMPTE COURANT PROFESSIONNEL - CONDITIONS PARTICULIÈRES" and the contract's
 * reference at the right (a decoy); numbered sections under tinted bands, each a GRID OF
 * LABEL-ABOVE-VALUE CELLS: 1. the holder ("Titulaire du compte" as the bank names it, the legal
 * form in full, the SIREN grouped, the seat, the REPRESENTATIVE: the manager, a decoy person), 2.
 * the account (its nature, the OPENING DATE: a decoy; "Agence gestionnaire (domiciliation)": the
 * branch, with the branch's street address in A CELL OF ITS OWN beside it: a decoy address; the
 * national form in four cells; the IBAN PRINTED IN BOXES OF FOUR CHARACTERS; the BIC), 3. the
 * services as CHECKBOXES (card, online banking, overdraft with its amount and rate, chequebook:
 * decoys), 4. the signatures ("Fait à ..., le ...": a decoy date; the adviser: a decoy person); the
 * bank's legal line with its head office (a decoy address).
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

const HEAD_OFFICES: Record<string, string> = {
  "Crédit Mutualiste de l'Armorique": "société coopérative de crédit à capital variable - 1 rue Louis Lichou, 29480 Le Relecq-Kerhuon - RCS Brest 775 559 404",
  'Banque Lyonnaise de Commerce': 'SA au capital de 412 000 000 € - 18 rue de la République, 69002 Lyon - RCS Lyon 954 509 741',
  'Banque des Postes et Territoires': 'SA à directoire et conseil de surveillance - 115 rue de Sèvres, 75275 Paris Cedex 06 - RCS Paris 421 100 645',
  'Caisse Agricole du Val de Loire': 'société coopérative à capital variable - 8 allée des Collèges, 18920 Bourges Cedex 9 - RCS Bourges 398 824 714',
  'Crédit National Industriel': 'SA au capital de 608 439 888 € - 6 avenue de Provence, 75009 Paris - RCS Paris 542 016 381',
}

const ADVISERS = ['Mme Élise MARCHAND', 'M. Romain TESSIER', 'Mme Nadia BENSAÏD', 'M. Guillaume PRIOUX']
const FORMS: Record<string, string> = {
  EURL: 'Société à responsabilité limitée à associé unique',
  SA: "Société anonyme à conseil d'administration",
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée à associé unique',
}

export async function ribConditionsParticulieres(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const manager = company.manager
  const k = typeof params.adviser === 'number' ? params.adviser % ADVISERS.length : randomInt(rng, 0, 3)
  const bban = account.iban.slice(4)
  const opened = addDays(facts.asOf, -randomInt(rng, 10, 400))
  const reference = `CCP-${opened.slice(0, 4)}-${randomDigits(rng, 7)}`
  const branchAddress = `${randomInt(rng, 1, 90)} ${['place du Commerce', 'rue Nationale', 'boulevard de la Liberté', 'avenue de la Gare'][randomInt(rng, 0, 3)]}, ${company.address.postcode} ${upper(company.address.city)}`
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')
  const representative = `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`
  const overdraft = randomInt(rng, 2, 15) * 100_000
  const brand = hex(['#00466e', '#8c1c2b', '#0b6e4f', '#6b3e0a', '#2a3f8f'][randomInt(rng, 0, 4)])
  const ink = hex('#1d2025')
  const soft = hex('#61656d')
  const rule = hex('#c3c8cf')
  const band = hex('#eef1f5')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Ouverture Compte Pro', date: opened, producer: 'OCP Editique', title: `Conditions particulières ${reference}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The bank and the title.
  const bankLines = wrap(account.bankName, 190, H.bold, 12.5)
  s.lines(bankLines, L, 44, {color: brand, font: H.bold, leading: 14, size: 12.5})
  s.text('Banque des professionnels', L, 48 + 14 * bankLines.length, {color: soft, size: 8})
  s.text('CONVENTION DE COMPTE COURANT PROFESSIONNEL', R, 42, {align: 'right', color: ink, font: H.bold, size: 9.6})
  s.text('CONDITIONS PARTICULIÈRES', R, 57, {align: 'right', color: brand, font: H.bold, size: 11})
  s.text(`Réf. contrat ${reference} - exemplaire client`, R, 70, {align: 'right', color: soft, size: 7.8})

  let y = 96
  const section = (title: string) => {
    s.box(L, y, W, 17, {fill: brand})
    s.text(title, L + 7, y + 12, {color: WHITE, font: H.bold, size: 8.6})
    y += 17
  }

  /** A row of cells, the label above the value; returns nothing, moves y down. */
  const cells = (row: [string, string, number, boolean?][], height = 30) => {
    const lines = row.map(([, value, w, bold]) => wrap(value, w - 12, bold ? H.bold : H.regular, 9))
    const h = Math.max(height, 18 + 11 * Math.max(...lines.map((l) => l.length)))
    let x = L
    row.forEach(([label, , w, bold], i) => {
      s.box(x, y, w, h, {lineWidth: 0.5, stroke: rule})
      s.text(label, x + 6, y + 10, {color: soft, size: 6.9})
      s.lines(lines[i], x + 6, y + 22, {color: ink, font: bold ? H.bold : H.regular, leading: 11, size: 9})
      x += w
    })
    y += h
  }

  section('1. LE TITULAIRE')
  cells([['Titulaire du compte', account.holder, W, true]])
  cells([
    ['Forme juridique', FORMS[company.legalForm] ?? company.legalForm, W * 0.55],
    ['N° SIREN', groupedSiren(company.siren), W * 0.2],
    ['Code NAF', company.naf, W * 0.25],
  ])
  cells([['Adresse du siège social', seat, W]])
  cells([['Représenté par', `${representative}, agissant en qualité de représentant légal`, W]])
  y += 10

  section('2. LE COMPTE')
  cells([
    ['Nature du compte', 'Compte courant professionnel en euros', W * 0.55],
    ["Date d'ouverture", slashDate(opened), W * 0.2],
    ['Devise', 'EUR', W * 0.25],
  ])
  cells([
    ['Agence gestionnaire (domiciliation)', account.branch, W * 0.45, true],
    ["Adresse de l'agence", branchAddress, W * 0.55],
  ])
  cells([
    ['Code banque', bban.slice(0, 5), W * 0.18, true],
    ['Code guichet', bban.slice(5, 10), W * 0.18, true],
    ['N° de compte', bban.slice(10, 21), W * 0.44, true],
    ['Clé RIB', bban.slice(21, 23), W * 0.2, true],
  ])

  // The IBAN in boxes of four characters, the BIC beside it.
  const ibanH = 44
  s.box(L, y, W * 0.76, ibanH, {lineWidth: 0.5, stroke: rule})
  s.text('IBAN (identifiant international de compte)', L + 6, y + 10, {color: soft, size: 6.9})
  const groups = account.iban.match(/.{1,4}/g) ?? []
  let gx = L + 6
  for (const group of groups) {
    const gw = C.bold.widthOfTextAtSize(group, 10) + 8
    s.box(gx, y + 16, gw, 18, {fill: band, lineWidth: 0.5, stroke: rule})
    s.text(group, gx + 4, y + 29, {color: ink, font: C.bold, size: 10})
    gx += gw + 4
  }

  s.box(L + W * 0.76, y, W * 0.24, ibanH, {lineWidth: 0.5, stroke: rule})
  s.text('BIC', L + W * 0.76 + 6, y + 10, {color: soft, size: 6.9})
  s.text(account.bic, L + W * 0.76 + 6, y + 29, {color: ink, font: C.bold, size: 10})
  y += ibanH + 10

  section('3. SERVICES ET MOYENS DE PAIEMENT ASSOCIÉS')
  const services: [boolean, string][] = [
    [true, 'Carte Business à débit différé - plafond de paiement 6 000 € par mois'],
    [true, 'Banque à distance Pro (internet et application) - abonnement 11,90 € HT par mois'],
    [rng() < 0.5, 'Chéquier - délivrance sur demande, retrait en agence'],
    [true, `Autorisation de découvert : ${frAmount(overdraft)} € - taux débiteur annuel variable : ${randomInt(rng, 7, 11)},${randomInt(rng, 10, 95)} %`],
    [rng() < 0.5, 'Terminal de paiement électronique (contrat monétique séparé)'],
  ]
  y += 8
  for (const [checked, label] of services) {
    s.box(L + 6, y, 9, 9, {lineWidth: 0.7, stroke: ink})
    if (checked) s.text('X', L + 7.6, y + 8, {color: ink, font: H.bold, size: 9})
    s.text(label, L + 22, y + 8, {color: ink, size: 8.6})
    y += 15
  }

  y += 8
  section('4. SIGNATURES')
  y = s.paragraph(
    `Le titulaire reconnaît avoir reçu les conditions générales de la convention de compte courant professionnel et la brochure tarifaire en vigueur, et en accepter les termes. Fait à ${company.address.city}, le ${slashDate(opened)}, en deux exemplaires.`,
    L,
    y + 14,
    W,
    {color: ink, leading: 11.5, size: 8.6},
  )
  const boxY = y + 2
  s.box(L, boxY, W / 2 - 6, 78, {lineWidth: 0.5, stroke: rule})
  s.box(L + W / 2 + 6, boxY, W / 2 - 6, 78, {lineWidth: 0.5, stroke: rule})
  s.text('Le titulaire, représenté par', L + 8, boxY + 13, {color: soft, size: 7.6})
  s.text(representative, L + 8, boxY + 25, {color: ink, size: 8.6})
  s.text('« Lu et approuvé »', L + 8, boxY + 40, {color: hex('#23408e'), font: fonts.times.italic, size: 10})
  s.path(signaturePath(rng, 90), L + 110, boxY + 66, {lineWidth: 0.9, stroke: hex('#23408e')})
  s.text('Pour la banque, votre conseiller', L + W / 2 + 14, boxY + 13, {color: soft, size: 7.6})
  s.text(ADVISERS[k], L + W / 2 + 14, boxY + 25, {color: ink, size: 8.6})
  s.path(signaturePath(rng, 90), L + W / 2 + 100, boxY + 62, {lineWidth: 0.9, stroke: hex('#333333')})

  s.hline(L, R, 790, {color: rule})
  s.paragraph(`${account.bankName}, ${HEAD_OFFICES[account.bankName] ?? 'établissement de crédit agréé'} - intermédiaire en assurance immatriculé à l'ORIAS - page 1/1`, L, 801, W, {align: 'center', color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/conditions-particulieres-convention',
    notes: [
      "the special conditions page of a business current account agreement sent in place of a RIB: numbered sections of label-above-value cells",
      'the IBAN in boxes of four characters with the BIC beside it; the domiciliation (the branch) with the branch\'s street address in a cell of its own',
      "decoys: the contract's reference, the opening and signing date, the representative (the manager), the branch's address, the services' amounts and rate, the adviser, the bank's head office",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
