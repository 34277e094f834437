/**
 * HELD-OUT rib/changement-iban-fusion: a bank's LETTER to a business customer announcing its NEW
 * BANK DETAILS after the MERGER of two regional banks (the customer's former bank was absorbed;
 * its accounts migrate on a given weekend): the new bank's logo and the letter's references at the
 * top left, the WINDOW at the right with the company (as the bank names it) and its address,
 * "<Town>, le 14 janvier 2027", "Objet : vos nouvelles coordonnées bancaires", running text with
 * the MIGRATION weekend a few days before (a decoy date) and the former bank's name, a TWO-COLUMN COMPARISON TABLE
 * "Vos anciennes coordonnées | Vos nouvelles coordonnées" (établissement, bank and branch codes,
 * account number, key, IBAN in groups of four, BIC, domiciliation: the OLD ones are valid decoys
 * of the same shape), the adviser's signature (a decoy person), and at the foot a DETACHABLE RIB
 * SLIP under a dashed cut line with the new details: holder, domiciliation on one line, the
 * national identifier as a ruled table, IBAN and BIC.
 */
import {addDays, type Facts, type GeneratedDocument, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper, WHITE} from '../util.js'

interface Merger {
  old: string
  oldCode: string
  oldBic: string
  oldBranch: string
  town: string
}

const MERGERS: Merger[] = [
  {old: 'Banque du Forez et du Velay', oldBic: 'BFVEFRP1XXX', oldBranch: 'BFV', oldCode: '30456', town: 'Lyon'},
  {old: 'Crédit Ligérien', oldBic: 'CLGEFRPPXXX', oldBranch: 'CREDIT LIGERIEN', oldCode: '14520', town: 'Orléans'},
  {old: 'Caisse Mutuelle du Léon', oldBic: 'CMLEFR2AXXX', oldBranch: 'CML', oldCode: '15890', town: 'Brest'},
  {old: "Banque Dauphinoise d'Escompte", oldBic: 'BDESFRPPXXX', oldBranch: 'BDE', oldCode: '30217', town: 'Paris'},
]

const ADVISERS = ['Nathalie GUIBERT', 'Stéphane MOULIN', 'Karima BELKACEM', 'Laurent PICHON']

/** The RIB key of a French account with numeric parts. */
const ribKey = (bank: string, branch: string, account: string) => String(97 - Number((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n)).padStart(2, '0')

/** A French IBAN from its BBAN. */
const frIban = (bban: string) => `FR${String(98n - (BigInt(`${bban}152700`) % 97n)).padStart(2, '0')}${bban}`

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribChangementIban(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const merger = MERGERS[typeof params.merger === 'number' ? params.merger % MERGERS.length : 0]
  const iban = account.iban
  const [bankCode, branchCode, number, key] = [iban.slice(4, 9), iban.slice(9, 14), iban.slice(14, 25), iban.slice(25, 27)]
  const oldBranch = randomDigits(rng, 5)
  const oldNumber = randomDigits(rng, 11)
  const oldKey = ribKey(merger.oldCode, oldBranch, oldNumber)
  const oldIban = frIban(`${merger.oldCode}${oldBranch}${oldNumber}${oldKey}`)
  const oldDomiciliation = `${merger.oldBranch} ${upper(company.address.city)} ${pick(rng, ['CENTRE', 'PRINCIPAL', 'ENTREPRISES'])}`
  const letter = addDays(facts.asOf, -randomInt(rng, 20, 70))
  const migration = addDays(letter, -randomInt(rng, 3, 20))
  const adviser = pick(rng, ADVISERS)
  const ref = `MIG/${letter.slice(0, 4)}/${randomDigits(rng, 6)}`
  const brand = account.bankName
  const dark = hex(['#0d3b66', '#6a1b2c', '#1d5c3a', '#3b2f6b'][randomInt(rng, 0, 3)])
  const ink = hex('#1d2127')
  const soft = hex('#5d6670')

  const {doc, fonts} = await newDocument({author: brand, creator: 'Editique Courrier Clients', date: letter, producer: 'Editique PDF', title: `Courrier ${ref}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 56
  const R = 540

  // Logo and references.
  s.box(L, 40, 26, 26, {fill: dark, radius: 4})
  s.text(brand[0], L + 13, 59, {align: 'center', color: WHITE, font: H.bold, size: 15})
  s.text(brand, L + 34, 52, {color: dark, font: H.bold, size: 11})
  s.text(`désormais avec ${merger.old}`, L + 34, 63, {color: soft, font: H.italic, size: 7.6})
  s.lines([`Votre conseiller : ${adviser}`, `Tél. : ${phoneNumber(rng)}`, `Nos réf. : ${ref}`], L, 96, {color: soft, leading: 10.5, size: 7.8})

  // Window.
  s.lines([account.holder, ...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`], 330, 112, {color: ink, leading: 12, size: 9.6})

  s.text(`${merger.town}, le ${longDate(letter)}`, R, 190, {align: 'right', color: ink, size: 9})
  s.text('Objet : vos nouvelles coordonnées bancaires', L, 214, {color: ink, font: H.bold, size: 9.6})

  let y = 238
  const text = [
    'Madame, Monsieur,',
    `Comme nous vous l'avons annoncé, ${merger.old} a rejoint ${brand}. Le week-end du ${longDate(migration)}, vos comptes et services ont été transférés sur notre système d'information. Cette opération modifie les coordonnées bancaires de votre compte courant : vos anciennes coordonnées resteront reconnues pendant treize mois, mais nous vous invitons à communiquer dès à présent les nouvelles à vos clients, fournisseurs et organismes.`,
  ]
  for (const p of text) y = s.paragraph(p, L, y, R - L, {color: ink, justify: true, leading: 12, size: 9}) + 5

  // Comparison table.
  y += 4
  const c0 = 92
  const c1 = (R - L - c0) / 2
  y = s.table({
    columns: [{width: c0}, {width: c1}, {width: c1}],
    font: H.regular,
    frame: true,
    header: [['', 'Vos anciennes coordonnées', 'Vos nouvelles coordonnées']],
    headerColor: WHITE,
    headerFill: dark,
    headerFont: H.bold,
    headerSize: 8.2,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Établissement', merger.old, brand],
      ['Code banque', merger.oldCode, bankCode],
      ['Code guichet', oldBranch, branchCode],
      ['N° de compte', oldNumber, number],
      ['Clé RIB', oldKey, key],
      ['IBAN', groups(oldIban), {font: H.bold, text: groups(iban)}],
      ['BIC', merger.oldBic, {font: H.bold, text: account.bic}],
      ['Domiciliation', oldDomiciliation, account.branch],
    ],
    ruleColor: hex('#a9b1ba'),
    size: 8,
    verticalRules: true,
    x: L,
    y,
  })

  y += 16
  y = s.paragraph('Vos prélèvements et virements permanents sont automatiquement reportés : vous n\'avez aucune démarche à effectuer auprès de vos créanciers. Votre carte, votre chéquier et vos accès à la banque en ligne restent valables. Votre conseiller se tient à votre disposition pour toute question.', L, y, R - L, {color: ink, justify: true, leading: 12, size: 9})
  y = s.paragraph("Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.", L, y + 4, R - L, {color: ink, leading: 12, size: 9})
  s.text(adviser, R - 150, y + 8, {color: ink, size: 9})
  s.text("Votre conseiller d'affaires", R - 150, y + 19, {color: soft, size: 7.8})
  s.path(signaturePath(rng, 80), R - 150, y + 22, {lineWidth: 0.8, stroke: hex('#213a7a')})

  // The detachable slip.
  const sy = 632
  s.hline(20, s.width - 20, sy, {color: soft, dash: [4, 3], width: 0.7})
  s.text('Découpez suivant le pointillé', s.width / 2, sy - 4, {align: 'center', color: soft, size: 6.5})
  s.box(L, sy + 12, R - L, 150, {lineWidth: 0.8, stroke: dark})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + 10, sy + 28, {color: dark, font: H.bold, size: 10})
  s.text(brand, R - 10, sy + 28, {align: 'right', color: dark, font: H.bold, size: 8.6})
  s.labelled('Titulaire du compte :', account.holder, L + 10, sy + 46, {color: soft, size: 8.2}, {color: ink, font: H.bold})
  s.labelled('Domiciliation :', account.branch, L + 10, sy + 60, {color: soft, size: 8.2}, {color: ink})
  s.table({
    columns: [{align: 'center', width: 80}, {align: 'center', width: 80}, {align: 'center', width: 130}, {align: 'center', width: 50}],
    font: H.regular,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé']],
    headerColor: soft,
    headerSize: 7,
    rowHeight: 16,
    rows: [[bankCode, branchCode, number, key]],
    ruleColor: hex('#a9b1ba'),
    size: 9,
    verticalRules: true,
    x: L + 10,
    y: sy + 70,
  })
  s.labelled('IBAN', groups(iban), L + 10, sy + 124, {color: soft, font: H.bold, size: 8.4}, {color: ink, font: fonts.courier.bold, size: 10})
  s.labelled('BIC', account.bic, L + 10, sy + 142, {color: soft, font: H.bold, size: 8.4}, {color: ink, font: fonts.courier.bold, size: 10})

  s.text(`${brand} - Établissement de crédit agréé par l'ACPR - Intermédiaire en assurance - ORIAS ${randomDigits(rng, 8)}`, s.width / 2, 822, {align: 'center', color: soft, size: 6.4})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban, titulaire: account.holder},
    layout: 'rib/changement-iban-fusion',
    notes: [
      "a bank's letter announcing new bank details after a merger: old and new details side by side in a comparison table (old IBAN, BIC and domiciliation as decoys)",
      'the company in the window as the bank names it; migration date in the running text (a decoy); the adviser as a decoy person',
      'a detachable RIB slip under a dashed cut line with the new details: domiciliation on one line, IBAN in groups of four',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}

function phoneNumber(rng: () => number): string {
  return `0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
}
