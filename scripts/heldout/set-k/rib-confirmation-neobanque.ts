/**
 * HELD-OUT rib/confirmation-neobanque: the ACCOUNT DETAILS CONFIRMATION a European online bank's
 * FRENCH BRANCH lets a business customer download from its app (Revolut Business / N26 style
 * "account confirmation letter", bank invented: a Lithuanian credit institution with a French
 * branch issuing French IBANs), BILINGUAL French / English: the bank's mark and lower-case
 * wordmark top left, "Généré le / Generated on 12/03/2026" (a decoy date) top right; the title
 * "Confirmation de coordonnées bancaires" with "Account details confirmation" under it in grey;
 * the confirming sentence in both languages; a rounded grey CARD of label-above-value rows whose
 * labels are bilingual ("Titulaire du compte / Account holder", "Adresse du titulaire / Holder
 * address" on ONE line, "IBAN" in groups of four, "BIC / SWIFT", "Devise / Currency", "Type de
 * compte / Account type", "Date d'ouverture / Opening date": a decoy date), with a QR CODE (a
 * SEPA transfer code, drawn as squares) at its right under "Scannez pour payer / Scan to pay";
 * "Banque / Bank" with the French branch's name and address on three lines (the domiciliation);
 * the French national identifier as a four-cell strip ("Code banque | Code guichet | N° de compte
 * | Clé RIB"); the regulatory footer (home supervisor, French branch's RCS number: a decoy SIREN,
 * ACPR), the mention that the document needs no signature, and a document reference (a decoy).
 */
import {addDays, type Facts, type GeneratedDocument, GREY, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

/** A QR-like square: three finder patterns and seeded modules. */
function qr(s: Sheet, x: number, y: number, modules: number, cell: number, rng: () => number): void {
  const black = {fill: hex('#111111')}
  const finder = (fx: number, fy: number) => {
    s.box(x + fx * cell, y + fy * cell, 7 * cell, 7 * cell, black)
    s.box(x + (fx + 1) * cell, y + (fy + 1) * cell, 5 * cell, 5 * cell, {fill: WHITE})
    s.box(x + (fx + 2) * cell, y + (fy + 2) * cell, 3 * cell, 3 * cell, black)
  }

  s.box(x - 2 * cell, y - 2 * cell, (modules + 4) * cell, (modules + 4) * cell, {fill: WHITE})
  finder(0, 0)
  finder(modules - 7, 0)
  finder(0, modules - 7)
  for (let r = 0; r < modules; r++) {
    for (let c = 0; c < modules; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c >= modules - 8) || (r >= modules - 8 && c < 8)
      if (!inFinder && rng() < 0.5) s.box(x + c * cell, y + r * cell, cell, cell, black)
    }
  }
}

export async function ribConfirmationNeobanque(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const generated = addDays(facts.asOf, -randomInt(rng, 0, 20))
  const opened = addDays(generated, -randomInt(rng, 120, 1600))
  const holderAddress = [...company.address.lines, `${company.address.postcode} ${company.address.city}`, 'France'].join(', ')
  const branchLines = [`${account.bankName} - Succursale France`, '18 rue de Châteaudun', '75009 Paris, France']
  const reference = `CONF-${generated.replaceAll('-', '')}-${randomDigits(rng, 6)}`
  const ink = hex('#17161c')
  const violet = hex('#5b3df5')
  const card = hex('#f3f3f6')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'lumen business app', date: generated, producer: 'Skia/PDF m124', title: 'Account details confirmation'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Mark and date.
  s.box(L, 36, 26, 26, {fill: violet, radius: 7})
  s.circle(L + 13, 49, 6, {lineWidth: 2.2, stroke: WHITE})
  s.text('lumen', L + 34, 55, {color: ink, font: H.bold, size: 18})
  s.text('business', L + 34, 66, {color: GREY, size: 7.5})
  s.text('Généré le / Generated on', R, 46, {align: 'right', color: GREY, size: 7.5})
  s.text(slashDate(generated), R, 58, {align: 'right', color: ink, font: H.bold, size: 9})

  s.text('Confirmation de coordonnées bancaires', L, 118, {color: ink, font: H.bold, size: 19})
  s.text('Account details confirmation', L, 136, {color: GREY, size: 11})
  let y = s.paragraph(`${account.bankName}, succursale en France, confirme que le compte décrit ci-dessous est ouvert dans ses livres au nom de son titulaire et qu'il peut recevoir des virements et prélèvements SEPA en euros.`, L, 166, R - L, {color: ink, leading: 12, size: 9})
  y = s.paragraph(`${account.bankName}, French branch, confirms that the account below is held in its books in the name of its holder and can receive SEPA credit transfers and direct debits in euros.`, L, y + 2, R - L, {color: GREY, leading: 11, size: 8.2})

  // Card.
  const top = y + 12
  const rows: [string, string, number][] = [
    ['Titulaire du compte / Account holder', account.holder, 12],
    ['Adresse du titulaire / Holder address', holderAddress, 9],
    ['IBAN', groups(iban), 12],
    ['BIC / SWIFT', account.bic, 12],
    ['Devise / Currency', 'EUR', 10],
    ['Type de compte / Account type', 'Compte courant professionnel / Business current account', 9.5],
    ["Date d'ouverture / Opening date", slashDate(opened), 10],
  ]
  const height = 30 + rows.length * 34
  s.box(L, top, R - L, height, {fill: card, radius: 10})
  y = top + 24
  for (const [lab, value, size] of rows) {
    s.text(lab, L + 18, y, {color: GREY, size: 7.4})
    s.text(value, L + 18, y + 14, {color: ink, font: lab === 'IBAN' ? fonts.courier.bold : H.bold, size})
    y += 34
  }

  qr(s, R - 118, top + 150, 29, 3, rng)
  s.text('Scannez pour payer', R - 75, top + 138, {align: 'center', color: ink, font: H.bold, size: 7.6})
  s.text('Scan to pay', R - 75, top + 254, {align: 'center', color: GREY, size: 7.2})

  // Bank.
  y = top + height + 28
  s.text('Banque / Bank', L, y, {color: GREY, size: 7.4})
  s.lines(branchLines, L, y + 14, {color: ink, font: H.bold, leading: 12, size: 9.5})

  // National identifier.
  y += 64
  s.text('Identifiant national de compte / French bank details (RIB)', L, y, {color: GREY, size: 7.4})
  const parts: [string, string, number][] = [
    ['Code banque', iban.slice(4, 9), 0.22],
    ['Code guichet', iban.slice(9, 14), 0.22],
    ['N° de compte', iban.slice(14, 25), 0.38],
    ['Clé RIB', iban.slice(25, 27), 0.18],
  ]
  let x = L
  for (const [lab, value, share] of parts) {
    const w = (R - L) * share
    s.box(x, y + 8, w - 6, 38, {lineWidth: 0.6, radius: 6, stroke: hex('#d2d2dc')})
    s.text(lab, x + 10, y + 21, {color: GREY, size: 7})
    s.text(value, x + 10, y + 37, {color: ink, font: fonts.courier.bold, size: 11})
    x += w
  }

  // Footer.
  s.hline(L, R, 748, {color: hex('#dddde4'), width: 0.6})
  s.paragraph(
    `${account.bankName} est un établissement de crédit agréé et supervisé par la Banque de Lituanie (Konstitucijos pr. 21, Vilnius, Lituanie). Succursale en France : 18 rue de Châteaudun, 75009 Paris, immatriculée au RCS de Paris sous le n° 9${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}, soumise au contrôle de l'ACPR pour ses activités en France. Les dépôts sont garantis dans les conditions de la garantie des dépôts lituanienne. Ce document est généré électroniquement et ne nécessite pas de signature. / This document is generated electronically and requires no signature.`,
    L,
    760,
    R - L,
    {color: GREY, leading: 8.6, size: 6.7},
  )
  s.text(`Réf. ${reference}`, L, 818, {color: GREY, size: 6.7})
  s.text('1/1', R, 818, {align: 'right', color: GREY, size: 6.7})

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/confirmation-neobanque',
    notes: [
      "bilingual account details confirmation of a European online bank's French branch, downloaded from the app",
      'label-above-value rows in a rounded card (holder, its address on one line, IBAN in groups of four, BIC, currency, account type, opening date)',
      'QR code drawn as squares beside the rows; the branch as domiciliation on three lines; French RIB parts in a four-cell strip',
      'generation date, opening date, branch RCS number and document reference as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
