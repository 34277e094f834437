/**
 * HELD-OUT rib/banque-privee-courrier: a PRIVATE BANK's letter to a company customer enclosing the
 * bank details of its business current account (four invented private banks): the bank's name
 * centred in a serif letterhead; "Votre banquier privé" with his or her name, phone and e-mail at
 * the left (a decoy person); the addressee at the right (the holder, "À l'attention de" the
 * manager, the company's address: a decoy address); the place and date of the letter (a decoy);
 * the object and a paragraph naming the SECURITIES ACCOUNT and the TERM DEPOSIT backed by the
 * account (decoy numbers); then a framed "RELEVÉ D'IDENTITÉ BANCAIRE" with the holder, the
 * NATIONAL FORM as a table of cells with the label ABOVE the value (bank code, branch code,
 * account number, RIB key, currency), the IBAN in groups of four under its label, the BIC, and
 * "Domiciliation" (the branch's name and address on one line); the banker's signature; the bank's
 * legal line (its HEAD OFFICE address, different from the branch for three of them: a decoy).
 */
import {addDays, type Facts, type GeneratedDocument, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper} from '../util.js'

interface PrivateBank {
  name: string
  domiciliation: string
  town: string
  banker: string
  legal: string
  color: string
}

export const PRIVATE_BANKS: PrivateBank[] = [
  {banker: 'Hortense de VILLIERS', color: '#1f2f4a', domiciliation: 'BANQUE DELMAS-ROCHE - SIÈGE, 12 place Vendôme, 75001 Paris', legal: 'Banque Delmas-Roche, société anonyme au capital de 48 000 000 €, 12 place Vendôme, 75001 Paris - RCS Paris 572 018 447 - établissement de crédit agréé par l\'ACPR - ORIAS 07 008 412', name: 'Banque Delmas-Roche', town: 'Paris'},
  {banker: 'Arnaud FOURCADE', color: '#4a2a1f', domiciliation: 'VALMONT & CIE - AGENCE DE LYON, 6 place Bellecour, 69002 Lyon', legal: 'Banque Privée Valmont & Cie, société en commandite par actions au capital de 21 500 000 €, siège social : 41 avenue George V, 75008 Paris - RCS Paris 341 227 905 - ORIAS 07 021 330', name: 'Banque Privée Valmont & Cie', town: 'Lyon'},
  {banker: 'Mathilde SOUBIRAN', color: '#233f36', domiciliation: "BANQUE HAUTERIVE - BORDEAUX, 21 cours de l'Intendance, 33000 Bordeaux", legal: 'Banque Hauterive, SA à directoire au capital de 30 000 000 €, siège social : 8 rue Royale, 75008 Paris - RCS Paris 418 533 162 - établissement de crédit agréé par l\'ACPR', name: 'Banque Hauterive', town: 'Bordeaux'},
  {banker: 'Édouard LAMBERT-KERJEAN', color: '#3b2450', domiciliation: 'BANQUE DE GRAMONT - NANTES, 4 place Graslin, 44000 Nantes', legal: 'Banque Privée de Gramont, société anonyme au capital de 16 800 000 €, siège social : 17 rue de la Banque, 75002 Paris - RCS Paris 509 761 224 - ORIAS 11 054 906', name: 'Banque Privée de Gramont', town: 'Nantes'},
]

/** The banks as the facts generator takes them (invented codes and BIC prefixes). */
export const PRIVATE_BANK_CODES = [
  {bicPrefix: 'DLRC', code: '30476', kind: 'high-street' as const, name: 'Banque Delmas-Roche'},
  {bicPrefix: 'VALM', code: '30588', kind: 'high-street' as const, name: 'Banque Privée Valmont & Cie'},
  {bicPrefix: 'HAUT', code: '41329', kind: 'high-street' as const, name: 'Banque Hauterive'},
  {bicPrefix: 'GRMT', code: '30691', kind: 'high-street' as const, name: 'Banque Privée de Gramont'},
]

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribBanquePrivee(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const bank = PRIVATE_BANKS[typeof params.bank === 'number' ? params.bank % PRIVATE_BANKS.length : 0]
  const dated = addDays(facts.asOf, -randomInt(rng, 2, 30))
  const bban = account.iban.slice(4)
  const codes = [bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23)]
  const manager = company.manager
  const attention = `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`
  const securities = `${randomDigits(rng, 5)} ${randomDigits(rng, 7)} ${randomDigits(rng, 2)}`
  const term = `CAT-${randomDigits(rng, 8)}`
  const color = hex(bank.color)
  const ink = hex('#1c1d21')
  const soft = hex('#62656d')
  const rule = hex('#b9b3a8')

  const {doc, fonts} = await newDocument({author: bank.name, creator: 'Courrier client - Banque privée', date: dated, producer: 'Docuworks', title: `Coordonnées bancaires ${account.holder}`})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 62
  const R = 533

  s.text(upper(bank.name), s.width / 2, 62, {align: 'center', color, font: T.bold, size: 17})
  s.text('BANQUE PRIVÉE  ·  GESTION DE FORTUNE  ·  ENTREPRENEURS', s.width / 2, 77, {align: 'center', color: soft, font: T.regular, size: 7.6})
  s.hline(L + 90, R - 90, 86, {color, width: 0.6})

  s.text('Votre banquier privé', L, 118, {color: soft, font: T.italic, size: 8.6})
  s.lines([bank.banker, `Tél. : 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, `${bank.banker.split(' ')[0].toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@${bank.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '')}.fr`], L, 131, {color: ink, font: T.regular, leading: 11, size: 9})

  const addressee = [account.holder, `À l'attention de ${attention}`, ...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  s.lines(addressee, 320, 131, {color: ink, font: T.regular, leading: 12.5, size: 10})

  let y = 232
  s.text(`${bank.town}, le ${longDate(dated)}`, 320, y, {color: ink, font: T.regular, size: 10})
  y += 30
  s.text('Objet : vos coordonnées bancaires - compte courant professionnel', L, y, {color: ink, font: T.bold, size: 10})
  y += 22
  s.text('Madame, Monsieur,', L, y, {color: ink, font: T.regular, size: 10})
  y += 18
  y = s.paragraph(
    `Vous trouverez ci-dessous le relevé d'identité bancaire de votre compte courant professionnel. Il vous permet de recevoir les règlements de vos clients et de domicilier vos prélèvements. Votre compte-titres n° ${securities} et votre compte à terme n° ${term} restent adossés à ce compte pour le versement des coupons et des intérêts.`,
    L,
    y,
    R - L,
    {color: ink, font: T.regular, justify: true, leading: 13, size: 10},
  )

  // The RIB.
  y += 14
  const top = y
  s.box(L, y, R - L, 206, {lineWidth: 0.9, stroke: color})
  s.box(L, y, R - L, 20, {fill: color})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + 10, y + 14, {color: hex('#ffffff'), font: H.bold, size: 9})
  y += 36
  s.text('Titulaire du compte', L + 10, y, {color: soft, size: 7.4})
  s.text(account.holder, L + 10, y + 13, {color: ink, font: H.bold, size: 10.5})
  y += 26
  const widths = [80, 80, 150, 60, R - L - 20 - 370]
  const labels = ['Code banque', 'Code guichet', 'Numéro de compte', 'Clé RIB', 'Devise']
  const values = [...codes, 'EUR']
  let x = L + 10
  widths.forEach((w, k) => {
    s.box(x, y, w, 34, {lineWidth: 0.5, stroke: rule})
    s.text(labels[k], x + 5, y + 11, {color: soft, size: 7})
    s.text(values[k], x + 5, y + 27, {color: ink, font: fonts.courier.bold, size: 10})
    x += w
  })
  y += 52
  s.text('IBAN (International Bank Account Number)', L + 10, y, {color: soft, size: 7.4})
  s.text(groups(account.iban), L + 10, y + 15, {color: ink, font: fonts.courier.bold, size: 11.5})
  s.text('BIC (Bank Identifier Code)', L + 330, y, {color: soft, size: 7.4})
  s.text(account.bic, L + 330, y + 15, {color: ink, font: fonts.courier.bold, size: 11.5})
  y += 36
  s.text('Domiciliation', L + 10, y, {color: soft, size: 7.4})
  s.text(bank.domiciliation, L + 10, y + 13, {color: ink, size: 9.2})
  y = top + 206

  y += 28
  s.paragraph(
    'Nous vous prions de croire, Madame, Monsieur, à l\'assurance de nos sentiments distingués.',
    L,
    y,
    R - L,
    {color: ink, font: T.regular, leading: 13, size: 10},
  )
  s.text(bank.banker, 360, y + 34, {color: ink, font: T.regular, size: 10})
  s.text('Banquier privé', 360, y + 47, {color: soft, font: T.italic, size: 9})
  s.path(signaturePath(rng, 110), 360, y + 70, {lineWidth: 1, stroke: hex('#1d2a5e')})

  s.hline(L, R, 790, {color: rule, width: 0.5})
  s.paragraph(bank.legal, L, 802, R - L, {align: 'center', color: soft, leading: 8.6, size: 6.8})

  return {
    fields: {bic: account.bic, domiciliation: bank.domiciliation, iban: account.iban, titulaire: account.holder},
    layout: 'rib/banque-privee-courrier',
    notes: [
      "a private bank's letter enclosing a company's bank details: the RIB framed below the letter's text",
      'the national form as label-above-value cells; the IBAN in groups of four; the domiciliation on one line with the branch\'s address',
      "decoys: the private banker, the addressee's address, the letter's date, the securities account and term deposit numbers, the head office in the legal line",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
