/**
 * HELD-OUT rib/attestation-titularite: the ACCOUNT OWNERSHIP CERTIFICATE ("attestation de
 * titularité de compte") a high-street or mutualist bank's BRANCH writes on its LETTERHEAD for a
 * business customer, signed and stamped by the branch manager, with the account's RIB framed
 * inside the letter: the bank's mark (a monogram in a circle, drawn) and name top left, the
 * branch's block under it (name, address, phone, the business adviser); the company's window at
 * the right ("À l'attention de" over "Mme Claire DUBOIS, Gérante"); "Lyon, le 12 mars 2026" (a decoy
 * date) and "Objet :"; the certifying paragraph in running text (the company, its RCS number and
 * SIREN, its SEAT: a decoy address, "titulaire dans nos livres depuis le 14/05/2019": a decoy
 * date); the framed "RELEVÉ D'IDENTITÉ BANCAIRE" with "Titulaire du compte", "Domiciliation" on
 * two lines (the branch's name, then its address), the national grid "Code banque | Code guichet |
 * N° de compte | Clé RIB | Devise", "IBAN" in groups of four and "BIC"; "Le Directeur d'agence"
 * with the signature and the bank's round stamp; the bank's legal footer (capital, RCS, ORIAS:
 * decoy identifiers).
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, landline, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const STYLE: Record<string, {color: string; initials: string; seat: string; greffe: string; legal: string}> = {
  'Banque Lyonnaise de Commerce': {color: '#0f3d7a', greffe: 'Lyon', initials: 'BLC', legal: 'société anonyme au capital de 612 450 000 euros', seat: '18 quai Jean Moulin, 69002 Lyon'},
  'Caisse Agricole du Val de Loire': {color: '#0a7a5a', greffe: 'Tours', initials: 'CA', legal: 'société coopérative à capital variable', seat: '4 boulevard Béranger, 37000 Tours'},
  "Crédit Mutualiste de l'Armorique": {color: '#b3122e', greffe: 'Brest', initials: 'CM', legal: 'société coopérative de crédit à capital variable', seat: '22 rue de Siam, 29200 Brest'},
  'Crédit National Industriel': {color: '#3b3b8f', greffe: 'Paris', initials: 'CNI', legal: 'société anonyme au capital de 1 254 000 000 euros', seat: '61 rue Taitbout, 75009 Paris'},
}

const ADVISERS = ['Mme Sandrine Lefort', 'M. Julien Carpentier', 'Mme Amélie Rossi', 'M. Olivier Tanguy', 'Mme Leïla Benali']
const MANAGERS = ['Frédéric Marchetti', 'Isabelle Kervella', 'Stéphane Dubreuil', 'Nadia Ferrand']

export async function ribAttestationTitularite(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const manager = company.manager
  const style = STYLE[account.bankName] ?? STYLE['Banque Lyonnaise de Commerce']
  const color = hex(style.color)
  const written = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 40))
  const opened = addDays(company.registeredOn, randomInt(rng, 5, 60))
  const iban = account.iban
  const [bank, branchCode, number, key] = [iban.slice(4, 9), iban.slice(9, 14), iban.slice(14, 25), iban.slice(25, 27)]
  const city = company.address.city
  const branchAddress = `${randomInt(rng, 1, 60)} ${pick(rng, ['place de la République', 'rue Nationale', 'cours Gambetta', 'avenue de la Gare', 'rue du Maréchal Foch'])}, ${company.address.postcode} ${upper(city)}`
  const domiciliation = [account.branch, branchAddress]
  const adviser = pick(rng, ADVISERS)
  const signer = pick(rng, MANAGERS)
  const title = company.legalForm.startsWith('SAS') ? (manager.civility === 'Mme' ? 'Présidente' : 'Président') : manager.civility === 'Mme' ? 'Gérante' : 'Gérant'

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Microsoft Word', date: written, producer: 'Microsoft Word pour Microsoft 365', title: 'Attestation de titularité de compte'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 56
  const R = 540

  // Letterhead.
  s.circle(L + 20, 52, 20, {fill: color})
  s.text(style.initials, L + 20, 56.5, {align: 'center', color: WHITE, font: H.bold, size: style.initials.length > 2 ? 10 : 13})
  s.text(account.bankName, L + 48, 50, {color, font: H.bold, size: 13})
  s.text('Banque des professionnels et des entreprises', L + 48, 62, {color: GREY, size: 8})
  s.lines([`Agence ${account.branch}`, branchAddress, `Tél. ${landline(company.address.postcode, rng)}`, `Votre conseiller : ${adviser}`], L, 98, {color: hex('#333333'), font: T.regular, leading: 11.5, size: 9.5})

  // Window.
  const wx = 318
  s.lines([`${company.name} ${company.legalForm}`, "À l'attention de", `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}, ${title}`, ...company.address.lines, `${company.address.postcode} ${upper(city)}`], wx, 150, {font: T.regular, leading: 12.5, size: 10})

  let y = 250
  s.text(`${city}, le ${longDate(written)}`, wx, y, {font: T.regular, size: 10.5})
  y += 30
  s.text('Objet : Attestation de titularité de compte', L, y, {font: T.bold, size: 10.5})
  y += 26
  s.text('Madame, Monsieur,', L, y, {font: T.regular, size: 10.5})
  y += 20
  y = s.paragraph(
    `Nous soussignés, ${account.bankName}, agence ${account.branch}, certifions que la société ${company.name} ${company.legalForm}, immatriculée au registre du commerce et des sociétés de ${company.registry} sous le numéro ${groupedSiren(company.siren)}, dont le siège social est situé ${company.address.lines.join(', ')}, ${company.address.postcode} ${city}, est titulaire dans nos livres, depuis le ${slashDate(opened)}, du compte courant professionnel dont les références figurent ci-dessous.`,
    L,
    y,
    R - L,
    {font: T.regular, justify: true, leading: 13.5, size: 10.5},
  )
  y = s.paragraph('La présente attestation est délivrée à la demande du titulaire pour servir et valoir ce que de droit.', L, y + 4, R - L, {font: T.regular, leading: 13.5, size: 10.5})

  // The framed RIB.
  y += 10
  const top = y
  s.box(L, top, R - L, 20, {fill: color})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", (L + R) / 2, top + 14, {align: 'center', color: WHITE, font: H.bold, size: 9.5})
  y += 36
  const pair = (lab: string, lines: string[]) => {
    s.text(lab, L + 10, y, {color: GREY, size: 8})
    lines.forEach((line, k) => s.text(line, L + 122, y + k * 12, {font: H.bold, size: 9.4}))
    y += 12 * lines.length + 6
  }

  pair('Titulaire du compte', [account.holder])
  pair('Domiciliation', domiciliation)
  y += 2
  y = s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: 140}, {align: 'center', width: 70}, {align: 'center', width: R - L - 20 - 390}],
    font: fonts.courier.bold,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé RIB', 'Devise']],
    headerFill: hex('#eef1f6'),
    headerFont: H.regular,
    headerSize: 7.6,
    rowHeight: 17,
    rows: [[bank, branchCode, number, key, 'EUR']],
    size: 10,
    verticalRules: true,
    x: L + 10,
    y,
  })
  y += 20
  pair('IBAN', [iban.replace(/(.{4})/g, '$1 ').trim()])
  pair('BIC', [account.bic])
  s.box(L, top, R - L, y - top, {lineWidth: 0.9, stroke: color})

  // Signature and stamp.
  y += 34
  s.text("Le Directeur d'agence", R - 110, y, {align: 'center', font: T.bold, size: 10.5})
  s.path(signaturePath(rng, 90), R - 160, y + 8, {lineWidth: 1, stroke: hex('#1d2f6b')})
  s.text(signer, R - 110, y + 52, {align: 'center', font: T.regular, size: 10})
  const cx = R - 250
  const cy = y + 30
  s.circle(cx, cy, 32, {lineWidth: 1.2, stroke: color})
  s.circle(cx, cy, 24, {lineWidth: 0.5, stroke: color})
  s.text(style.initials, cx, cy - 5, {align: 'center', color, font: H.bold, opacity: 0.85, size: 9})
  s.text(upper(city), cx, cy + 5, {align: 'center', color, opacity: 0.85, size: 4.8})
  s.text(`Guichet ${branchCode}`, cx, cy + 13, {align: 'center', color, opacity: 0.85, size: 5.4})

  s.hline(L, R, 795, {color: hex('#cccccc'), width: 0.4})
  s.paragraph(`${account.bankName} - ${style.legal} - siège social : ${style.seat} - RCS ${style.greffe} ${groupedSiren(makeSiren(rng))} - intermédiaire en assurance ORIAS n° ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`, L, 806, R - L, {align: 'center', color: GREY, leading: 8.5, size: 6.6})

  return {
    fields: {
      bic: account.bic,
      domiciliation: domiciliation.join(', '),
      iban,
      titulaire: account.holder,
    },
    layout: 'rib/attestation-titularite',
    notes: [
      "account ownership certificate on the branch's letterhead: the company, its SIREN and seat in running text, the opening date (a decoy)",
      'the RIB framed inside the letter: holder, domiciliation on two lines (branch, then address), national grid, IBAN in groups of four, BIC',
      "letter date, branch phone and adviser, the bank's RCS and ORIAS numbers as decoys; signature and round stamp",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
