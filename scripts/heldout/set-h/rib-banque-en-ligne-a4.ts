/**
 * HELD-OUT rib/banque-en-ligne-a4: the A4 RIB a major ONLINE BANK prints from its customer area
 * (BoursoBank / Fortuneo / Hello bank! style; bank invented), made to be printed and cut: a
 * dark header band with the bank's mark (a white ring and a dot) and its lower-case wordmark
 * ("novéa banque") at the left, "Relevé d'Identité Bancaire" in white at the right with "Édité le
 * 05/03/2026" under it; the main block as two columns: at the left the holder under the caption
 * "Titulaire du compte" (name and the company's address) and the account's nickname ("Compte
 * courant professionnel": decoy), at the right a tinted panel of stacked label-above-value pairs
 * "IBAN" (in groups of four, large), "BIC", and the national identifier as a caption row "Banque |
 * Guichet | Compte | Clé" over a row of values; "Domiciliation :" and the bank's head office ON ONE
 * LINE under both columns; the classic mention on what a RIB is for; then "Relevés d'identité
 * bancaire à découper" and SIX STUBS side by side (three per row, two rows) inside dashed cutting
 * lines with scissors drawn in strokes, each stub repeating the holder, the IBAN on two lines
 * (narrow), the BIC and the bank's short name in small type; the bank's legal footer (SA, RCS,
 * ORIAS, ACPR).
 */
import {rgb} from 'pdf-lib'

import {addDays, type Facts, type GeneratedDocument, GREY, hex, newDocument, randomInt, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribBanqueEnLigneA4(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const printed = groups(iban)
  const bank = account.bankName
  const domiciliation = `${bank.toUpperCase()} - 18 quai du Président Roosevelt - CS 70021 - 92130 ISSY-LES-MOULINEAUX`
  const edited = addDays(facts.asOf, -randomInt(rng, 0, 45))
  const holderAddress = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const national: [string, string][] = [
    ['Banque', iban.slice(4, 9)],
    ['Guichet', iban.slice(9, 14)],
    ['Compte', iban.slice(14, 25)],
    ['Clé', iban.slice(25, 27)],
  ]
  const navy = hex('#14213d')
  const accent = hex('#e85d2a')
  const panel = hex('#f1f3f7')

  const {doc, fonts} = await newDocument({author: bank, creator: 'Espace client - Mes RIB', date: edited, producer: 'Apache FOP 2.9', title: "Relevé d'identité bancaire"})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Header band.
  s.box(0, 0, s.width, 82, {fill: navy})
  s.circle(L + 16, 41, 15, {lineWidth: 4, stroke: WHITE})
  s.circle(L + 26, 31, 4, {fill: accent})
  s.text('novéa', L + 40, 45, {color: WHITE, font: H.bold, size: 22})
  s.text('banque', L + 41, 58, {color: hex('#b9c2d6'), size: 10})
  s.text("Relevé d'Identité Bancaire", R, 42, {align: 'right', color: WHITE, font: H.bold, size: 15})
  s.text(`Édité le ${slashDate(edited)}`, R, 58, {align: 'right', color: hex('#b9c2d6'), size: 8.5})

  // Holder (left).
  s.text('Titulaire du compte', L, 118, {color: GREY, size: 8})
  s.text(account.holder, L, 134, {font: H.bold, size: 11.5})
  s.lines(holderAddress, L, 149, {leading: 11, size: 9})
  s.text('Intitulé du compte', L, 207, {color: GREY, size: 8})
  s.text('Compte courant professionnel', L, 220, {size: 9})

  // Panel (right).
  const px = 262
  s.box(px, 100, R - px, 140, {fill: panel, radius: 6})
  s.text('IBAN', px + 14, 120, {color: GREY, size: 8})
  s.text(printed, px + 14, 136, {font: H.bold, size: 11.4})
  s.text('BIC', px + 14, 158, {color: GREY, size: 8})
  s.text(account.bic, px + 14, 172, {font: H.bold, size: 11})
  const cw = [58, 58, 106, 40]
  let cx = px + 14
  national.forEach(([lab, value], k) => {
    s.text(lab, cx, 198, {color: GREY, size: 7.5})
    s.text(value, cx, 214, {font: C.bold, size: 10})
    cx += cw[k]
  })
  s.hline(px + 14, R - 14, 203, {color: hex('#c9cfdb'), width: 0.5})

  s.text('Domiciliation :', L, 266, {color: GREY, size: 8.5})
  s.text(domiciliation, L + 62, 266, {size: 8.5})

  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.",
    L,
    292,
    R - L,
    {color: hex('#555555'), leading: 10.5, size: 8},
  )

  // Stubs to cut out.
  s.text("Relevés d'identité bancaire à découper", L, 352, {color: navy, font: H.bold, size: 10})
  const top = 364
  const sw = (R - L) / 3
  const sh = 118
  const cut = {color: rgb(0.45, 0.45, 0.45), dash: [3, 2.5], width: 0.6}
  for (let r = 0; r <= 2; r++) s.hline(L, R, top + r * sh, cut)
  for (let c = 0; c <= 3; c++) s.vline(L + c * sw, top, top + 2 * sh, cut)
  scissors(s, L - 14, top - 3)
  scissors(s, L - 14, top + sh - 3)
  const half = Math.ceil(printed.length / 2 / 5) * 5
  const ibanLines = [printed.slice(0, half).trim(), printed.slice(half).trim()]
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 3; c++) {
      const x = L + c * sw + 10
      const y = top + r * sh
      s.circle(x + 5, y + 15, 4.5, {lineWidth: 1.4, stroke: navy})
      s.text('novéa banque - RIB', x + 14, y + 18, {color: navy, font: H.bold, size: 7.5})
      s.text('Titulaire', x, y + 34, {color: GREY, size: 6.5})
      s.text(account.holder, x, y + 44, {font: H.bold, size: account.holder.length > 26 ? 6.6 : 7.5})
      s.text('IBAN', x, y + 58, {color: GREY, size: 6.5})
      s.lines(ibanLines, x, y + 68, {font: C.bold, leading: 10, size: 8})
      s.text('BIC', x, y + 96, {color: GREY, size: 6.5})
      s.text(account.bic, x + 18, y + 96, {font: C.bold, size: 8})
      s.text(bank.toUpperCase(), x, y + 108, {color: GREY, size: 6.3})
    }
  }

  s.hline(L, R, 792, {color: hex('#cccccc'), width: 0.5})
  s.paragraph(
    `${bank} - Société anonyme au capital de 48 250 000 euros - 412 835 027 RCS Nanterre - Siège social : 18 quai du Président Roosevelt, 92130 Issy-les-Moulineaux - Intermédiaire en assurance immatriculé à l'ORIAS sous le n° 07 031 552 - Établissement de crédit agréé et contrôlé par l'ACPR, 4 place de Budapest, 75436 Paris Cedex 09.`,
    L,
    803,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {bic: account.bic, domiciliation, iban, titulaire: account.holder},
    layout: 'rib/banque-en-ligne-a4',
    notes: [
      'online bank A4 RIB: holder left, IBAN / BIC / national identifier in a tinted panel right',
      'domiciliation on one line after a label under both columns',
      'six cut-out stubs side by side with the IBAN split over two lines',
      'edition date and account nickname as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}

/** Scissors drawn in strokes (two rings and two blades), pointing right. */
function scissors(s: Sheet, x: number, y: number): void {
  const ink = rgb(0.35, 0.35, 0.35)
  s.circle(x + 2.5, y, 2.2, {lineWidth: 0.7, stroke: ink})
  s.circle(x + 2.5, y + 6, 2.2, {lineWidth: 0.7, stroke: ink})
  s.path('M 4.5 1 L 12 5 M 4.5 5 L 12 1', x, y, {lineWidth: 0.7, stroke: ink})
}
