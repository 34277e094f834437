/**
 * HELD-OUT rib/courrier-ouverture-compte-pro: the WELCOME LETTER a bank branch sends a company when
 * its BUSINESS CURRENT ACCOUNT is opened, with the RIB printed at the foot as a TEAR-OFF COUPON
 * (the high-street, mutualist and postal banks of the generator): the bank's mark and name at the
 * top left, the branch's block at the right (the domiciliation's name, the branch's street and
 * town, its phone: the branch's address is printed beside the domiciliation); "Lyon, le 3 mars
 * 2028" (a decoy date); the window ("À l'attention de M. Thomas GAUTIER", the holder as the bank
 * names it, the company's address: a decoy address for the RIB); the subject and the letter: the
 * OPENING DATE and the contract number (decoys), the online banking identifier and the business
 * card (decoys), the ADVISER with a phone number and the branch manager's signature (decoy
 * persons); then a DASHED CUTTING LINE and the "RELEVÉ D'IDENTITÉ BANCAIRE" coupon: "Titulaire du
 * compte" and "Domiciliation" as LABEL-ABOVE-VALUE blocks side by side, the national parts as
 * VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Code banque", "Code guichet", "N° de compte", "Clé
 * RIB"), the IBAN grouped by four under its long caption, the BIC.
 */
import {addDays, type Facts, type GeneratedDocument, hex, landline, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

const ADVISERS = [
  ['Mme Laetitia FERRAND', 'M. Nicolas BRUNET'],
  ['M. Arnaud LE BIHAN', 'Mme Sylvie GUÉGUEN'],
  ['Mme Inès BOUAZIZ', 'M. Frédéric CLÉMENT'],
  ['M. Damien ROLLAND', 'Mme Christine VALLÉE'],
]

const STREETS = ['2 place Bellecour', '15 rue du Général Leclerc', '1 place de la Poste', '40 cours de la Libération']

export async function ribCourrierOuverture(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const manager = company.manager
  const k = typeof params.adviser === 'number' ? params.adviser % ADVISERS.length : 0
  const [adviser, director] = ADVISERS[k]
  const written = addDays(facts.asOf, -randomInt(rng, 5, 60))
  const opened = addDays(written, -randomInt(rng, 2, 9))
  const bban = account.iban.slice(4)
  const parts = [bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23)]
  const iban = account.iban.replace(/(.{4})/g, '$1 ').trim()
  const town = company.address.city
  const branchAddress = [`${STREETS[k]}`, `${company.address.postcode} ${upper(town)}`]
  const phone = landline(company.address.postcode, rng)
  const contract = `${opened.slice(0, 4)}${randomDigits(rng, 9)}`
  const online = randomDigits(rng, 8)
  const contact = `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`
  const brand = account.bankName
  const color = hex(['#0b4f8a', '#8c1d2c', '#f2b600', '#1e6a3a'][k])
  const textOnBrand = k === 2 ? hex('#1c2a5a') : WHITE
  const ink = hex('#1a1c20')
  const soft = hex('#5d626b')
  const rule = hex('#c3c7ce')

  const {doc, fonts} = await newDocument({author: brand, creator: 'Courrier agence', date: written, producer: 'Éditique bancaire', title: 'Ouverture de compte'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const W = R - L

  // The bank and the branch.
  s.box(L, 34, 34, 34, {fill: color, radius: 4})
  s.text(brand.split(' ').map((w) => w[0]).filter((c) => /[A-Z]/.test(c)).join('').slice(0, 3), L + 17, 56, {align: 'center', color: textOnBrand, font: H.bold, size: 12})
  const brandLines = wrap(brand, 200, H.bold, 12)
  s.lines(brandLines, L + 42, 47, {color: k === 2 ? hex('#1c2a5a') : color, font: H.bold, leading: 13, size: 12})
  s.lines([`Agence ${account.branch}`, ...branchAddress, `Tél. ${phone}`], R, 44, {align: 'right', color: soft, leading: 10.5, size: 8})

  s.text(`${town}, le ${longDate(written)}`, 330, 120, {color: ink, font: T.regular, size: 10.5})
  s.lines([`À l'attention de ${contact}`, account.holder, ...company.address.lines, `${company.address.postcode} ${upper(town)}`], 330, 150, {color: ink, font: T.regular, leading: 13, size: 10.5})

  let y = 250
  s.text('Objet : ouverture de votre compte courant professionnel', L, y, {color: ink, font: T.bold, size: 10.5})
  s.text(`Réf. : convention de compte n° ${contract}`, L, y + 14, {color: soft, font: T.regular, size: 9.5})
  y += 40
  s.text(`${manager.civility === 'Mme' ? 'Madame' : 'Monsieur'},`, L, y, {color: ink, font: T.regular, size: 10.5})
  const paragraphs = [
    `Nous avons le plaisir de vous confirmer l'ouverture, le ${slashDate(opened)}, du compte courant professionnel de ${account.holder} dans les livres de notre agence. Vous trouverez ci-dessous votre relevé d'identité bancaire, à communiquer à vos clients, à vos fournisseurs et aux organismes sociaux et fiscaux pour vos virements et prélèvements.`,
    `Votre carte Business vous parviendra sous pli séparé, son code confidentiel par un autre courrier. Votre identifiant de banque à distance est le ${online} ; votre mot de passe provisoire vous a été adressé par SMS.`,
    `${adviser}, votre ${adviser.startsWith('Mme') ? 'conseillère' : 'conseiller'} professionnel${adviser.startsWith('Mme') ? 'le' : ''}, se tient à votre disposition au ${landline(company.address.postcode, rng)} et par la messagerie de votre espace client.`,
    `Nous vous remercions de votre confiance et vous prions d'agréer, ${manager.civility === 'Mme' ? 'Madame' : 'Monsieur'}, l'expression de nos salutations distinguées.`,
  ]
  y += 16
  for (const p of paragraphs) y = s.paragraph(p, L, y, W, {color: ink, font: T.regular, justify: true, leading: 13, size: 10.2}) + 6

  s.text(director.startsWith('Mme') ? "La directrice d'agence" : "Le directeur d'agence", 360, y + 8, {color: ink, font: T.regular, size: 10})
  s.path(signaturePath(rng, 90), 362, y + 14, {lineWidth: 0.9, stroke: hex('#1d2a63')})
  s.text(director, 360, y + 48, {color: ink, font: T.regular, size: 10})

  // The tear-off RIB.
  const cut = 566
  s.hline(L - 20, R + 20, cut, {color: soft, dash: [3, 3], width: 0.7})
  s.text('découpez suivant le pointillé', L + W / 2, cut - 4, {align: 'center', color: soft, size: 6.6})
  const top = cut + 16
  s.box(L, top, W, 208, {lineWidth: 0.8, stroke: color})
  s.box(L, top, W, 22, {fill: color})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + 12, top + 15, {color: textOnBrand, font: H.bold, size: 10})
  s.text(brand, R - 12, top + 15, {align: 'right', color: textOnBrand, size: 8})

  const half = (W - 36) / 2
  s.text('Titulaire du compte', L + 12, top + 40, {color: soft, size: 7.4})
  s.lines([account.holder, ...company.address.lines, `${company.address.postcode} ${upper(town)}`], L + 12, top + 53, {color: ink, font: H.bold, leading: 11, size: 8.8})
  s.text('Domiciliation', L + 24 + half, top + 40, {color: soft, size: 7.4})
  s.text(account.branch, L + 24 + half, top + 53, {color: ink, font: H.bold, size: 8.8})
  s.lines(branchAddress, L + 24 + half, top + 64, {color: ink, leading: 11, size: 8.4})

  s.table({
    columns: [{width: 80}, {width: 80}, {width: 130}, {width: 50}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé RIB']],
    headerFill: hex('#f1f2f4'),
    headerFont: H.regular,
    headerSize: 7,
    rowHeight: 17,
    rows: [parts],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L + 12,
    y: top + 108,
  })
  s.text('IBAN (International Bank Account Number)', L + 12, top + 166, {color: soft, size: 7.4})
  s.text(iban, L + 12, top + 180, {color: ink, font: fonts.courier.bold, size: 11})
  s.text('BIC (Bank Identifier Code)', L + 24 + half + 70, top + 166, {color: soft, size: 7.4})
  s.text(account.bic, L + 24 + half + 70, top + 180, {color: ink, font: fonts.courier.bold, size: 11})
  s.text(`Compte ouvert le ${slashDate(opened)}`, L + 12, top + 199, {color: soft, size: 6.8})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/courrier-ouverture-compte-pro',
    notes: [
      "a branch's welcome letter for a business account's opening with the RIB as a tear-off coupon at the foot",
      'the coupon: holder and domiciliation as label-above-value blocks side by side, the national parts as values under column titles, the IBAN grouped by four, the BIC',
      "decoys: the letter's date, the opening date, the contract number, the online banking identifier, the adviser and the branch manager, the branch's phone, the company's address",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
