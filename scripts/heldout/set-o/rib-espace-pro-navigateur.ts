/**
 * HELD-OUT rib/espace-pro-navigateur: the bank details PAGE of a high-street or mutualist bank's
 * BUSINESS ONLINE BANKING, PRINTED FROM THE BROWSER (the manager printed the web page instead of
 * downloading the RIB): the browser's print header (print date and time: a decoy; the page's
 * title) and footer (the page's address, "1/1"); the site's dark top bar with the bank's name,
 * "Espace Professionnels" and the connected user (a decoy person); the menu; a LEFT SIDEBAR
 * listing the company's THREE ACCOUNTS with masked numbers and balances (decoys) and the adviser
 * (a decoy person and phone); the breadcrumb; the title; "Titulaire du compte" as a small grey
 * label ABOVE the holder (the company, as the bank names it) and its address; a TINTED BOX with
 * "IBAN" and "BIC" SIDE BY SIDE, captions above values (IBAN in groups of four); the national
 * identifier as a four-column table; "Domiciliation" above the branch's name and two-line
 * address; the page's buttons; the last-login line (a decoy date); the site's footer links and the
 * bank's legal line.
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, hex, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

const ADVISERS = ['Mme Laure BESNARD', 'M. Karim OUAZZANI', 'Mme Hélène PRIGENT', 'M. Vincent DUCROCQ']

const STREETS = ['place de la République', 'rue Nationale', 'boulevard du Maréchal Foch', 'cours de la Libération', 'rue du Général Leclerc']

export async function ribEspaceProNavigateur(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const bankCode = iban.slice(4, 9)
  const branchCode = iban.slice(9, 14)
  const number = iban.slice(14, 25)
  const key = iban.slice(25, 27)
  const city = company.address.city
  const domiciliation = [account.branch, `${randomInt(rng, 1, 60)} ${pick(rng, STREETS)}`, `${company.address.postcode} ${city.toUpperCase()}`]
  const printed = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const lastLogin = addDays(printed, -randomInt(rng, 1, 9))
  const time = `${pad2(randomInt(rng, 8, 19))}:${pad2(randomInt(rng, 0, 59))}`
  const manager = company.manager
  const user = typeof params.user === 'string' ? params.user : `${manager.givenNames[0]} ${manager.usageName ?? manager.surname}`
  const adviser = pick(rng, ADVISERS)
  const brand = account.bankName
  const short = brand.split(' ').map((w) => (w.length > 3 ? w[0] : '')).join('').toLowerCase()
  const title = `RIB / IBAN - ${brand} - Espace Professionnels`
  const url = `https://pro.${short}-banque.fr/espace-pro/comptes/${randomDigits(rng, 8)}/rib?src=menu`
  const dark = hex(typeof params.color === 'string' ? params.color : '#12355b')
  const ink = hex('#1f2328')
  const soft = hex('#6a737d')
  const pale = hex('#eef3f8')

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36', date: printed, producer: 'Skia/PDF m132', title})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Browser header and footer.
  s.text(`${slashDate(printed)} ${time}`, 22, 18, {color: ink, size: 7})
  s.text(title, s.width / 2 + 40, 18, {align: 'center', color: ink, size: 7})
  s.text(url, 22, 829, {color: ink, size: 6.8})
  s.text('1/1', 573, 829, {align: 'right', color: ink, size: 7})

  // Top bar and menu.
  const L = 30
  const R = 565
  s.box(L, 32, R - L, 38, {fill: dark})
  s.box(L + 10, 41, 20, 20, {fill: WHITE, radius: 3})
  s.text(brand[0], L + 20, 56, {align: 'center', color: dark, font: H.bold, size: 13})
  s.text(brand, L + 38, 50, {color: WHITE, font: H.bold, size: 10.5})
  s.text('Espace Professionnels', L + 38, 62, {color: hex('#b9c9dc'), size: 7.4})
  s.text(`Bonjour ${user}`, R - 90, 55, {align: 'right', color: WHITE, size: 8})
  s.box(R - 80, 44, 70, 17, {lineWidth: 0.7, radius: 3, stroke: WHITE})
  s.text('Déconnexion', R - 45, 55.5, {align: 'center', color: WHITE, size: 7.6})
  let x = L + 10
  for (const item of ['Synthèse', 'Comptes', 'Virements', 'Cartes', 'Financements', 'Documents', 'Messagerie']) {
    const w = s.text(item, x, 88, {color: item === 'Comptes' ? dark : ink, font: item === 'Comptes' ? H.bold : H.regular, size: 8.4})
    if (item === 'Comptes') s.box(x, 93, w, 2, {fill: dark})
    x += w + 22
  }

  s.hline(L, R, 98, {color: hex('#d8dee4'), width: 0.6})

  // Sidebar: the accounts.
  const sx = L
  const sw = 150
  let y = 120
  s.text('Mes comptes', sx, y, {color: ink, font: H.bold, size: 9.4})
  y += 10
  const accounts: [string, string, number, boolean][] = [
    ['Compte courant professionnel', number.slice(-4), randomInt(rng, 300_000, 4_800_000), true],
    ['Compte sur livret Pro', randomDigits(rng, 4), randomInt(rng, 10, 60) * 100_000, false],
    ['Compte à terme 12 mois', randomDigits(rng, 4), randomInt(rng, 2, 8) * 1_000_000, false],
  ]
  for (const [lab, tail, balance, active] of accounts) {
    s.box(sx, y, sw, 44, {fill: active ? pale : WHITE, lineWidth: 0.5, stroke: hex('#d8dee4')})
    if (active) s.box(sx, y, 3, 44, {fill: dark})
    s.text(lab, sx + 10, y + 14, {color: ink, font: H.bold, size: 7.4})
    s.text(`N° •••• ${tail}`, sx + 10, y + 26, {color: soft, size: 7})
    s.text(`${frAmount(balance)} €`, sx + sw - 8, y + 38, {align: 'right', color: ink, font: H.bold, size: 8})
    y += 50
  }

  y += 14
  s.text('Votre conseiller', sx, y, {color: ink, font: H.bold, size: 8.4})
  s.lines([adviser, `Agence ${city}`, `Tél. 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], sx, y + 13, {color: soft, leading: 10, size: 7.4})

  // Main panel.
  const mx = sx + sw + 24
  const mw = R - mx
  y = 120
  s.text('Accueil  >  Comptes  >  Compte courant professionnel  >  RIB / IBAN', mx, y - 4, {color: soft, size: 7})
  s.text("Relevé d'identité bancaire", mx, y + 20, {color: ink, font: H.bold, size: 16})
  s.text('Communiquez ces coordonnées pour recevoir des virements ou mettre en place des prélèvements SEPA.', mx, y + 36, {color: soft, size: 7.6})

  y += 62
  s.text('Titulaire du compte', mx, y, {color: soft, size: 7.4})
  s.text(account.holder, mx, y + 14, {color: ink, font: H.bold, size: 11})
  y = s.lines([...company.address.lines, `${company.address.postcode} ${company.address.city}`], mx, y + 27, {color: soft, leading: 10, size: 8})

  // IBAN and BIC side by side in a tinted box.
  y += 8
  s.box(mx, y, mw, 48, {fill: pale, radius: 6})
  const ibanW = mw - 120
  s.text('IBAN', mx + 14, y + 17, {color: soft, font: H.bold, size: 7.4})
  s.text(groups(iban), mx + 14, y + 35, {color: ink, font: H.bold, size: 10.6})
  s.vline(mx + ibanW, y + 9, y + 39, {color: hex('#c8d3df'), width: 0.7})
  s.text('BIC', mx + ibanW + 14, y + 17, {color: soft, font: H.bold, size: 7.4})
  s.text(account.bic, mx + ibanW + 14, y + 35, {color: ink, font: H.bold, size: 10.6})

  // National identifier.
  y += 66
  s.text('Identifiant national (RIB)', mx, y, {color: ink, font: H.bold, size: 8.6})
  y = s.table({
    columns: [{width: mw * 0.2}, {width: mw * 0.2}, {width: mw * 0.4}, {width: mw * 0.2}],
    font: H.regular,
    frame: true,
    header: [['Code banque', 'Code guichet', 'Numéro de compte', 'Clé RIB']],
    headerColor: soft,
    headerFill: hex('#f6f8fa'),
    headerFont: H.regular,
    headerSize: 7.2,
    rowHeight: 18,
    rowRules: true,
    rows: [[bankCode, branchCode, number, key]],
    ruleColor: hex('#d8dee4'),
    size: 9.4,
    verticalRules: true,
    x: mx,
    y: y + 7,
  })

  // Domiciliation.
  y += 22
  s.text('Domiciliation', mx, y, {color: soft, size: 7.4})
  s.text(domiciliation[0], mx, y + 14, {color: ink, font: H.bold, size: 9.4})
  y = s.lines(domiciliation.slice(1), mx, y + 26, {color: ink, leading: 11, size: 8.6})

  // Buttons and last login.
  y += 12
  x = mx
  for (const [label, primary] of [
    ['Télécharger le RIB (PDF)', true],
    ['Envoyer par e-mail', false],
    ["Copier l'IBAN", false],
  ] as const) {
    const bw = H.bold.widthOfTextAtSize(label, 7.8) + 24
    s.box(x, y, bw, 22, primary ? {fill: dark, radius: 11} : {lineWidth: 0.8, radius: 11, stroke: dark})
    s.text(label, x + bw / 2, y + 14.5, {align: 'center', color: primary ? WHITE : dark, font: H.bold, size: 7.8})
    x += bw + 8
  }

  y += 44
  s.box(mx, y, mw, 30, {fill: hex('#fff8e6'), radius: 4})
  s.text(`Dernière connexion le ${slashDate(lastLogin)} à ${pad2(randomInt(rng, 7, 22))}:${pad2(randomInt(rng, 0, 59))} depuis un navigateur Windows.`, mx + 10, y + 13, {color: hex('#7a5b00'), size: 7.4})
  s.text('En cas de doute, contactez votre conseiller ou le service Sécurité au 09 69 32 00 00.', mx + 10, y + 24, {color: hex('#7a5b00'), size: 7.4})

  // Site footer.
  s.hline(L, R, 760, {color: hex('#d8dee4'), width: 0.6})
  x = L
  for (const item of ['Sécurité', 'Tarifs', 'Mentions légales', 'Cookies', 'Accessibilité', 'Nous contacter']) x += s.text(item, x, 776, {color: dark, size: 7.4}) + 18
  s.paragraph(`${brand}, société anonyme, établissement de crédit agréé par l'ACPR, intermédiaire en assurance immatriculé à l'ORIAS. Siège social et RCS : voir conditions générales. Document imprimé depuis votre espace en ligne, sans valeur contractuelle.`, L, 792, R - L, {color: GREY, leading: 9, size: 6.8})

  return {
    fields: {bic: account.bic, domiciliation: domiciliation.join(', '), iban, titulaire: account.holder},
    layout: 'rib/espace-pro-navigateur',
    notes: [
      "a business online banking page printed from the browser: print header (date and time: a decoy) and footer (address, 1/1)",
      'left sidebar with three accounts (masked numbers, balances) and the adviser; the connected user as a decoy person',
      'holder as a small grey label above the value; IBAN and BIC side by side in a tinted box, captions above values',
      'national identifier as a four-column table; domiciliation on three lines; last-login date as a decoy',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
