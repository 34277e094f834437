/**
 * HELD-OUT rib/reseau: a network bank's RIB printed from its online banking (Société Générale /
 * LCL style): bank logo and "RELEVÉ D'IDENTITÉ BANCAIRE", the classic paragraph "Ce relevé est
 * destiné à être remis...", then label-above-value blocks: "Identifiant national de compte
 * bancaire - RIB" with a "Banque | Guichet | N° compte | Clé" grid, "Identifiant international de
 * compte bancaire" with "IBAN (International Bank Account Number)" above the IBAN in groups of 4
 * and "BIC (Bank Identifier Code)" above the BIC, "Domiciliation" above the branch (and its
 * phone), "Titulaire du compte" above the holder's name and address, at the bottom.
 */
import {type Facts, type GeneratedDocument, GREY, hex, landline, newDocument, randomInt, saveDocument, Sheet, slashDate, addDays, WHITE} from '../util.js'

export async function ribReseau(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const iban = account.iban
  const bank = iban.slice(4, 9)
  const branchCode = iban.slice(9, 14)
  const number = iban.slice(14, 25)
  const key = iban.slice(25, 27)
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 200))
  const red = hex('#c8102e')
  const company = facts.company
  const domiciliation = `${account.branch} (${branchCode})`

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Banque en ligne - Entreprises', date: issued, producer: 'RIB PDF', title: 'RIB'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Logo: two squares and the bank's name.
  s.box(50, 40, 22, 11, {fill: red})
  s.box(50, 51, 22, 11, {fill: hex('#1a1a1a')})
  s.text(account.bankName.toUpperCase(), 80, 56, {font: H.bold, size: 11})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", 545, 56, {align: 'right', font: H.bold, size: 11})

  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, paiements de quittances, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.",
    50,
    88,
    495,
    {color: GREY, leading: 10, size: 7.8},
  )

  const caption = (text: string, y: number) => {
    s.box(50, y - 10, 495, 14, {fill: hex('#efefef')})
    s.text(text, 55, y, {font: H.bold, size: 8})
  }

  caption('Identifiant national de compte bancaire - RIB', 146)
  s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: 150}, {align: 'center', width: 60}],
    font: H.regular,
    header: [['Banque', 'Guichet', 'N° compte', 'Clé']],
    headerColor: GREY,
    headerSize: 7.5,
    rows: [[bank, branchCode, number, key]],
    size: 10,
    x: 50,
    y: 154,
  })

  caption('Identifiant international de compte bancaire', 214)
  s.text('IBAN (International Bank Account Number)', 55, 234, {color: GREY, size: 7.5})
  s.text(iban.replace(/(.{4})/g, '$1 ').trim(), 55, 248, {font: H.bold, size: 11})
  s.text('BIC (Bank Identifier Code)', 380, 234, {color: GREY, size: 7.5})
  s.text(account.bic, 380, 248, {font: H.bold, size: 11})

  caption('Domiciliation', 282)
  s.text(domiciliation, 55, 300, {size: 9.5})
  s.text(`Tél. : ${landline(company.address.postcode, rng)}`, 55, 312, {color: GREY, size: 8})

  caption('Titulaire du compte', 340)
  s.text(account.holder, 55, 358, {font: H.bold, size: 9.5})
  s.lines([...company.address.lines.map((l) => l.toUpperCase()), `${company.address.postcode} ${company.address.city.toUpperCase()}`], 55, 371, {leading: 11.5, size: 9})

  s.hline(50, 545, 430, {color: GREY, dash: [3, 2], width: 0.5})
  s.text(`Document édité le ${slashDate(issued)}`, 50, 446, {color: GREY, size: 7.5})
  s.box(0, 812, s.width, 30, {fill: red})
  s.text(`${account.bankName} - Société anonyme - établissement de crédit agréé - ORIAS 07 022 493`, s.width / 2, 828, {align: 'center', color: WHITE, size: 7})

  return {
    fields: {bic: account.bic, domiciliation, iban, titulaire: account.holder},
    layout: 'rib/reseau',
    notes: ['every value under its label (caption bands)', 'holder at the bottom with its address'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
