/**
 * HELD-OUT rib/credit-cooperatif: the RIB a COOPERATIVE BANK (the bank of associations,
 * cooperatives and social-economy companies; invented) prints from its online banking: a DARK BAND
 * across the top with the bank's mark (two interlaced rings, drawn) and its name at the left and
 * "Relevé d'Identité Bancaire" IN WHITE at the right; under it the account's description and the
 * edition date (a decoy); two blocks side by side, each under a small caption: "Titulaire du
 * compte" (the holder in bold and its postal address, two or three lines) and "Domiciliation" (the
 * BRANCH NAME in bold over its TWO-LINE address, then the branch's phone on a line of its own);
 * the national identifiers in a FOUR-CELL GRID with captions above ("Code banque | Code guichet |
 * N° de compte | Clé RIB"); "IBAN" with the IBAN in groups of four and "BIC" with the BIC in two
 * shaded boxes; the usual sentence on what the RIB is for; then, under a dashed cut line with
 * scissors, the SAME RIB AGAIN in a compact framed copy; the bank's legal footer (cooperative
 * company, RCS number: a decoy SIREN, ORIAS).
 */
import {type Facts, type GeneratedDocument, GREY, hex, landline, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, slashDate, addDays, upper, WHITE} from '../util.js'

const BRANCH_STREETS = ['place du Commerce', 'rue de la Marne', 'boulevard Gambetta', 'rue Paul Bert', 'cours Clemenceau', 'avenue de la République']

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribCreditCooperatif(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const bankCode = iban.slice(4, 9)
  const branchCode = iban.slice(9, 14)
  const accountNo = iban.slice(14, 25)
  const key = iban.slice(25, 27)
  const holderAddress = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const branchLines = [`BCES ${upper(company.address.city)}`, `${randomInt(rng, 1, 80)} ${pick(rng, BRANCH_STREETS)}`, `${company.address.postcode} ${upper(company.address.city)}`]
  const phone = landline(company.address.postcode, rng)
  const edited = addDays(facts.asOf, -randomInt(rng, 1, 30))
  const dark = hex('#163f3b')
  const accent = hex('#e0a526')
  const pale = hex('#eef3f2')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'BCES en ligne', date: edited, producer: 'BCES - Editions clients', title: 'RIB'})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  /** Two interlaced rings: the bank's mark. */
  const mark = (x: number, y: number, r: number, color = WHITE) => {
    s.circle(x, y, r, {lineWidth: r * 0.28, stroke: color})
    s.circle(x + r * 1.1, y, r, {lineWidth: r * 0.28, stroke: accent})
  }

  // Dark band.
  s.box(L, 30, R - L, 52, {fill: dark})
  mark(L + 24, 56, 10)
  s.lines(['Banque Coopérative', "de l'Économie Sociale"], L + 54, 52, {color: WHITE, font: H.bold, leading: 11, size: 9.5})
  s.text("Relevé d'Identité Bancaire", R - 14, 61, {align: 'right', color: WHITE, font: H.bold, size: 16})

  s.text(`Compte courant associatif et professionnel - Devise : EUR`, L, 100, {color: hex('#444444'), size: 8})
  s.text(`Édité le ${slashDate(edited)}`, R, 100, {align: 'right', color: hex('#444444'), size: 8})

  // Holder and domiciliation.
  const by = 114
  const half = (R - L - 16) / 2
  const blockH = 96
  for (const [x, caption] of [
    [L, 'Titulaire du compte'],
    [L + half + 16, 'Domiciliation'],
  ] as const) {
    s.box(x, by, half, blockH, {lineWidth: 0.7, stroke: hex('#9bb3af')})
    s.box(x, by, half, 16, {fill: pale})
    s.text(caption, x + 8, by + 11, {color: dark, font: H.bold, size: 8})
  }

  s.text(account.holder, L + 10, by + 34, {font: H.bold, size: 10})
  s.lines(holderAddress, L + 10, by + 48, {leading: 11, size: 9})
  const dx = L + half + 26
  s.text(branchLines[0], dx, by + 34, {font: H.bold, size: 10})
  s.lines(branchLines.slice(1), dx, by + 48, {leading: 11, size: 9})
  s.text(`Tél. ${phone}`, dx, by + 78, {color: hex('#555555'), size: 8})

  // Four-cell grid.
  const gy = by + blockH + 22
  s.text('Identifiant national de compte bancaire (RIB)', L, gy - 6, {color: dark, font: H.bold, size: 8})
  const cells: [string, string, number][] = [
    ['Code banque', bankCode, 0.2],
    ['Code guichet', branchCode, 0.2],
    ['N° de compte', accountNo, 0.42],
    ['Clé RIB', key, 0.18],
  ]
  let x = L
  for (const [caption, value, share] of cells) {
    const w = (R - L) * share
    s.box(x, gy, w, 40, {lineWidth: 0.7, stroke: hex('#9bb3af')})
    s.box(x, gy, w, 14, {fill: pale})
    s.text(caption, x + w / 2, gy + 10, {align: 'center', color: dark, size: 7.4})
    s.text(value, x + w / 2, gy + 32, {align: 'center', font: C.bold, size: 13})
    x += w
  }

  // IBAN and BIC.
  const iy = gy + 56
  s.box(L, iy, R - L, 28, {fill: pale})
  s.text('IBAN', L + 10, iy + 12, {color: dark, font: H.bold, size: 8})
  s.text('International Bank Account Number', L + 10, iy + 22, {color: GREY, size: 6})
  s.text(groups(iban), L + 150, iy + 19, {font: C.bold, size: 13})
  s.box(L, iy + 34, R - L, 28, {fill: pale})
  s.text('BIC', L + 10, iy + 46, {color: dark, font: H.bold, size: 8})
  s.text('Bank Identifier Code', L + 10, iy + 56, {color: GREY, size: 6})
  s.text(account.bic, L + 150, iy + 53, {font: C.bold, size: 13})

  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.",
    L,
    iy + 82,
    R - L,
    {color: hex('#444444'), leading: 10, size: 7.8},
  )

  // Cut line and the compact copy.
  const cut = iy + 128
  s.hline(L, R, cut, {color: hex('#777777'), dash: [4, 3], width: 0.6})
  s.path('M 0 0 L 9 5 M 0 6 L 9 1', L - 14, cut - 3, {lineWidth: 0.7, stroke: hex('#777777')})
  s.circle(L - 15, cut - 3, 1.8, {lineWidth: 0.6, stroke: hex('#777777')})
  s.circle(L - 15, cut + 3, 1.8, {lineWidth: 0.6, stroke: hex('#777777')})

  const cy = cut + 20
  s.box(L, cy, R - L, 128, {lineWidth: 0.7, stroke: dark})
  s.box(L, cy, R - L, 20, {fill: dark})
  mark(L + 14, cy + 10, 5)
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + 34, cy + 14, {color: WHITE, font: H.bold, size: 9})
  s.text(account.bankName, R - 8, cy + 14, {align: 'right', color: WHITE, size: 7.6})
  s.text('Titulaire', L + 10, cy + 34, {color: GREY, size: 7})
  s.text(account.holder, L + 10, cy + 45, {font: H.bold, size: 8.6})
  s.lines(holderAddress, L + 10, cy + 56, {leading: 9.5, size: 7.8})
  s.text('Domiciliation', L + 270, cy + 34, {color: GREY, size: 7})
  s.lines(branchLines, L + 270, cy + 45, {leading: 9.5, size: 7.8})
  const cells2 = ['Banque', 'Guichet', 'N° de compte', 'Clé']
  const values2 = [bankCode, branchCode, accountNo, key]
  const widths2 = [60, 60, 110, 40]
  x = L + 10
  cells2.forEach((caption, k) => {
    s.text(caption, x, cy + 92, {color: GREY, size: 6.8})
    s.text(values2[k], x, cy + 103, {font: C.bold, size: 9})
    x += widths2[k]
  })
  s.text(`IBAN  ${groups(iban)}`, L + 10, cy + 119, {font: C.bold, size: 9})
  s.text(`BIC  ${account.bic}`, R - 10, cy + 119, {align: 'right', font: C.bold, size: 9})

  s.hline(L, R, 792, {color: hex('#cccccc'), width: 0.4})
  s.paragraph(
    `${account.bankName} - Société coopérative anonyme de banque à capital variable - Siège social : 12 boulevard Pesaro, 92000 Nanterre - RCS Nanterre 349 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Intermédiaire en assurance ORIAS n° 07 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`,
    L,
    802,
    R - L,
    {color: GREY, leading: 8, size: 6.4},
  )

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/credit-cooperatif',
    notes: [
      '"Relevé d\'Identité Bancaire" in white on a dark band with the bank\'s name',
      'holder and domiciliation blocks side by side under captions; the branch name over its two-line address, phone apart',
      'bank / branch / account / key in a four-cell grid with captions above; IBAN in groups of four',
      'the same RIB again in a compact copy under a cut line; edition date and the bank\'s RCS number as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
