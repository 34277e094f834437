/**
 * HELD-OUT rib/banque-outre-mer-guichet: the RIB of a company's account at an OVERSEAS bank
 * (Martinique, Guadeloupe, La Réunion, Mayotte: four invented banks), printed at the counter on
 * the bank's form: the bank's logo and "RELEVÉ D'IDENTITÉ BANCAIRE" at the top; the holder's
 * block ("Titulaire du compte" then the holder and the company's address); the NATIONAL FORM in a
 * ruled table ("Code banque | Code guichet | N° de compte | Clé RIB | Devise EUR"); the IBAN in
 * groups of four under "IBAN (International Bank Account Number)" and the BIC with the OVERSEAS
 * COUNTRY CODE in positions 5-6 ("BAOMMQMX": not FR); "Domiciliation" the agency and its
 * address on one line; the agency's phone and the adviser (decoys); under a dashed cut line a
 * pre-filled SEPA DIRECT DEBIT MANDATE of the local electricity supplier (the creditor's name,
 * address and ICS: decoys, the debtor's IBAN again), and the bank's legal line with its HEAD
 * OFFICE address (a decoy).
 */
import {type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, addDays, WHITE} from '../util.js'

/** The four overseas banks: the codes index.ts passes to makeFacts, then what the RIB prints. */
export const OVERSEAS_BANK_CODES = [
  {bicPrefix: 'BAOM', code: '10107', kind: 'high-street' as const, name: 'Banque Antillaise Outre-Mer'},
  {bicPrefix: 'CRGP', code: '11006', kind: 'high-street' as const, name: 'Crédit Guadeloupéen'},
  {bicPrefix: 'BAUR', code: '18719', kind: 'high-street' as const, name: 'Banque Australe de La Réunion'},
  {bicPrefix: 'BMAY', code: '12188', kind: 'high-street' as const, name: 'Banque de Mayotte et de l\'Océan Indien'},
]

const DETAILS = [
  {agency: 'AGENCE LAMENTIN ENTREPRISES', address: 'Centre d\'affaires de Californie, 97232 LE LAMENTIN', country: 'MQ', phone: '0596', creditor: 'ÉLECTRICITÉ DES ANTILLES - MARTINIQUE', head: 'Siège social : boulevard du Général de Gaulle, 97200 Fort-de-France', loc: 'MX'},
  {agency: 'AGENCE JARRY PROFESSIONNELS', address: 'Zone industrielle de Jarry, 97122 BAIE-MAHAULT', country: 'GP', phone: '0590', creditor: 'ÉNERGIE GUADELOUPE SERVICES', head: 'Siège social : 1 rue Achille René-Boisneuf, 97110 Pointe-à-Pitre', loc: 'GX'},
  {agency: 'AGENCE SAINT-DENIS BARACHOIS', address: '14 rue de Paris, 97400 SAINT-DENIS', country: 'RE', phone: '0262', creditor: 'RÉUNION ÉLECTRICITÉ DISTRIBUTION', head: 'Siège social : 58 rue Alexis de Villeneuve, 97400 Saint-Denis', loc: 'RX'},
  {agency: 'AGENCE MAMOUDZOU CENTRE', address: '3 place Mariage, 97600 MAMOUDZOU', country: 'YT', phone: '0269', creditor: 'ÉLECTRICITÉ DE MAYOTTE', head: 'Siège social : route nationale 1, 97600 Mamoudzou', loc: 'YX'},
]

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribBanqueOutreMer(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const k = typeof params.bank === 'number' ? params.bank % 4 : 0
  const bank = OVERSEAS_BANK_CODES[k]
  const d = DETAILS[k]
  const account = facts.account
  const company = facts.company
  const bic = `${bank.bicPrefix}${d.country}${d.loc}`
  const domiciliation = `${d.agency}, ${d.address}`
  const bban = account.iban.slice(4)
  const printed = addDays(facts.asOf, -randomInt(rng, 1, 30))
  const ics = `FR${randomDigits(rng, 2)}ZZZ${randomDigits(rng, 6)}`
  const rum = `${randomLetters(rng, 3)}${randomDigits(rng, 10)}`
  const navy = hex(['#003a70', '#8b1d2c', '#00695c', '#4a2a7a'][k])
  const ink = hex('#1d1f22')
  const soft = hex('#62666d')

  const {doc, fonts} = await newDocument({author: bank.name, creator: 'Poste agence - éditions', date: printed, producer: 'Editique Guichet', title: 'RIB'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  s.box(L, 34, 150, 40, {fill: navy})
  s.text(bank.name.split(' ').map((w) => w[0]).join('').replace(/[^A-Z]/g, ''), L + 75, 60, {align: 'center', color: WHITE, font: H.bold, size: 16})
  s.text(bank.name, L + 160, 50, {color: navy, font: H.bold, size: 12})
  s.text(`${d.agency} - Tél. ${d.phone} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, L + 160, 64, {color: soft, size: 7.6})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L, 108, {color: ink, font: H.bold, size: 14})
  s.text(`Édité le ${slashDate(printed)} - conseiller : ${['M. Jean-Claude BÉRARD', 'Mme Rose-Marie LAUPEN', 'M. Didier HOAREAU', 'Mme Faïza MADI'][k]}`, R, 108, {align: 'right', color: soft, size: 7.6})

  s.text('Titulaire du compte', L, 136, {color: soft, size: 7.8})
  s.lines([account.holder, ...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`], L, 150, {color: ink, font: H.bold, leading: 12, size: 9.6})

  let y = s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: 150}, {align: 'center', width: 70}, {align: 'center', width: R - L - 400}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé RIB', 'Devise']],
    headerFill: hex('#eceef2'),
    headerFont: H.regular,
    rowHeight: 20,
    rows: [[bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23), 'EUR']],
    size: 10,
    verticalRules: true,
    x: L,
    y: 212,
  })

  y += 22
  s.text('IBAN (International Bank Account Number)', L, y, {color: soft, size: 7.8})
  s.text('BIC (Bank Identifier Code)', 400, y, {color: soft, size: 7.8})
  s.text(groups(account.iban), L, y + 16, {color: ink, font: fonts.courier.bold, size: 11})
  s.text(bic, 400, y + 16, {color: ink, font: fonts.courier.bold, size: 11})
  y += 40
  s.text('Domiciliation', L, y, {color: soft, size: 7.8})
  s.text(domiciliation, L, y + 14, {color: ink, font: H.bold, size: 9.2})
  y += 36
  s.paragraph("Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, paiement de quittances...). Son utilisation vous permet d'éviter des erreurs ou des retards d'exécution.", L, y, R - L, {color: soft, leading: 10, size: 7.6})

  // The mandate.
  y += 42
  s.hline(L, R, y, {color: soft, dash: [4, 3], width: 0.7})
  s.text('découper ici', R, y - 4, {align: 'right', color: soft, size: 6.6})
  y += 24
  s.text('MANDAT DE PRÉLÈVEMENT SEPA', L, y, {color: ink, font: H.bold, size: 11})
  s.text(`Référence unique du mandat : ${rum}`, R, y, {align: 'right', color: ink, size: 8})
  y += 16
  s.paragraph(`En signant ce formulaire de mandat, vous autorisez ${d.creditor} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${d.creditor}.`, L, y, R - L, {color: ink, leading: 10.5, size: 7.8})
  y += 34
  const half = (R - L) / 2
  s.box(L, y, half - 6, 92, {lineWidth: 0.6, stroke: soft})
  s.box(L + half + 6, y, half - 6, 92, {lineWidth: 0.6, stroke: soft})
  s.text('Débiteur', L + 8, y + 14, {color: soft, size: 7.4})
  s.lines([account.holder, `IBAN : ${groups(account.iban)}`, `BIC : ${bic}`], L + 8, y + 30, {color: ink, leading: 13, size: 7.6})
  s.text('Créancier', L + half + 14, y + 14, {color: soft, size: 7.4})
  s.lines([d.creditor, `Service clients - BP ${randomInt(rng, 100, 999)}`, `Identifiant créancier SEPA : ${ics}`, 'Type de paiement : récurrent'], L + half + 14, y + 30, {color: ink, leading: 13, size: 7.6})
  y += 110
  s.text('Fait à ........................................  le ....../....../..........     Signature :', L, y, {color: soft, size: 8})
  s.paragraph(`${bank.name} - société anonyme à directoire - ${d.head} - établissement de crédit agréé par l'ACPR - intermédiaire en assurance ORIAS ${randomDigits(rng, 8)}.`, L, 800, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {bic, domiciliation, iban: account.iban, titulaire: account.holder},
    layout: 'rib/banque-outre-mer-guichet',
    notes: [
      "an overseas bank's RIB printed at the counter: the national form in a ruled table, the IBAN in groups of four, a BIC with the overseas country code (MQ, GP, RE, YT)",
      'the domiciliation on one line (agency and address); a pre-filled SEPA mandate of the local electricity supplier under a cut line',
      "decoys: the creditor's name and ICS, the mandate reference, the print date, the adviser, the head office in the legal line",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
