/**
 * Bank details (type `rib`) of two more bank families (invented names, real styles): an online
 * business bank's RIB (bilingual labels "Titulaire du compte / Account holder", the holder's
 * name and address as a block under its label, IBAN and BIC side by side as two label-over-value
 * cells, an ISO date in the footer), and a postal bank's RIB (the grid "Code établissement | Code
 * guichet | N° de compte | Clé RIB | Domiciliation" with the branch in the last cell, then IBAN and
 * BIC on one line: "IBAN FR76 2004 ... 068   BIC PSSTFRPPXXX").
 */
import {dmy, ibanGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex} from '../../pdf.js'
import {DIGITS, code, int, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, stringParam, type LayoutResult} from '../common.js'

function parts(facts: Facts, params: Record<string, unknown>): {iban: string; bank: string; branch: string; account: string; key: string} {
  const iban = stringParam(params, 'ibanOverride') ?? facts.account.iban
  return {account: iban.slice(14, 25), bank: iban.slice(4, 9), branch: iban.slice(9, 14), iban, key: iban.slice(25, 27)}
}

// ---------------------------------------------------------------------------------------------

/** An online business bank's RIB: bilingual labels, values under them, IBAN and BIC side by side. */
export async function ribOnlineBusiness(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const account = facts.account
  const p = parts(facts, params)
  const issued = issueDate(facts, params, rng, 200)
  const ink = hex('#1d1d1b')
  const accent = hex('#6c5ce7')
  const pdf = await PdfBuilder.create({author: 'Klar', creator: 'Klar web', date: issued, producer: 'Klar documents', title: 'RIB'})
  const page = pdf.addPage()
  const company = facts.company
  page.text(50, 62, 'klar', {color: ink, font: 'sansBold', size: 24})
  page.text(50, 76, 'Compte professionnel', {color: GREY, size: 8.5})
  page.text(545, 58, "Relevé d'Identité Bancaire (RIB)", {align: 'right', font: 'sansBold', size: 13})
  page.text(545, 72, 'Bank account details', {align: 'right', color: GREY, size: 9})
  page.line(50, 92, 545, 92, {color: accent, width: 1.2})

  page.text(50, 124, 'Titulaire du compte / Account holder', {color: GREY, size: 8})
  let y = 140
  for (const [i, line] of [account.holder, ...company.address.lines, `${company.address.postcode} ${company.address.city}`, 'France'].entries()) {
    page.text(50, y, line, {font: i === 0 ? 'sansBold' : 'sans', size: i === 0 ? 11 : 9.5})
    y += i === 0 ? 15 : 12
  }

  page.text(330, 124, 'Domiciliation / Bank', {color: GREY, size: 8})
  page.text(330, 140, account.branch, {font: 'sansBold', size: 9})

  // IBAN and BIC: two cells, label over value.
  page.rect(50, 226, 495, 62, {fill: hex('#f5f4fd'), stroke: hex('#dcd8f7'), lineWidth: 0.6})
  page.text(64, 246, 'IBAN', {color: GREY, size: 8})
  page.text(64, 270, ibanGrouped(p.iban), {font: 'monoBold', size: 12.5})
  page.text(410, 246, 'BIC / SWIFT', {color: GREY, size: 8})
  page.text(410, 270, account.bic, {font: 'monoBold', size: 12.5})

  page.text(50, 320, 'Identifiant national (RIB)', {color: GREY, size: 8})
  const cols = [50, 150, 250, 420]
  ;['Code banque', 'Code guichet', 'Numéro de compte', 'Clé'].forEach((h, i) => page.text(cols[i], 336, h, {color: GREY, size: 8}))
  ;[p.bank, p.branch, p.account, p.key].forEach((v, i) => page.text(cols[i], 352, v, {font: 'mono', size: 10}))
  page.text(50, 384, 'Devise / Currency', {color: GREY, size: 8})
  page.text(50, 400, 'EUR', {font: 'sansBold', size: 10})

  page.paragraph(50, 450, 495, `Ce RIB vous permet de recevoir des virements SEPA et de mettre en place des prélèvements. Klar est une marque de ${account.bankName}, établissement de paiement agréé par l'ACPR sous le numéro ${code(rng, DIGITS, 5)}, capital social de ${int(rng, 2, 9)} 500 000 €.`, {color: GREY, size: 8})
  page.text(50, 812, `Document généré le ${issued} - réf. ${code(rng, DIGITS, 8)}`, {color: GREY, size: 7})
  page.text(545, 812, '1/1', {align: 'right', color: GREY, size: 7})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: p.iban, titulaire: account.holder},
    layout: 'rib/online-business',
    notes: [
      'bilingual labels "Titulaire du compte / Account holder", "BIC / SWIFT", "Domiciliation / Bank"',
      'holder and its address as a block under the label',
      'IBAN and BIC as two cells on one band, label over value',
      'an ISO date in the footer ("généré le 2026-10-15")',
    ],
    pdf: await pdf.save(),
    type: 'rib',
  }
}

// ---------------------------------------------------------------------------------------------

/** A postal bank's RIB: the national grid with the branch in its last cell, IBAN and BIC on one line. */
export async function ribPostal(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const account = facts.account
  const p = parts(facts, params)
  const issued = issueDate(facts, params, rng, 200)
  const yellow = hex('#f6c700')
  const navy = hex('#14286e')
  const pdf = await PdfBuilder.create({author: account.bankName, creator: 'Espace client', date: issued, title: "Relevé d'identité bancaire"})
  const page = pdf.addPage()
  const company = facts.company

  const copy = (top: number) => {
    page.rect(50, top, 34, 34, {fill: yellow})
    page.text(67, top + 22, 'BP', {align: 'center', color: navy, font: 'sansBold', size: 12})
    page.text(92, top + 15, account.bankName.toUpperCase(), {color: navy, font: 'sansBold', size: 10})
    page.text(92, top + 27, 'Centre financier', {color: GREY, size: 8})
    page.text(545, top + 15, "RELEVE D'IDENTITE BANCAIRE", {align: 'right', font: 'sansBold', size: 11})
    page.text(545, top + 28, `Edité le ${dmy(issued, '.')}`, {align: 'right', color: GREY, size: 8})

    page.text(50, top + 62, 'Intitulé du compte :', {font: 'sansBold', size: 9})
    page.text(160, top + 62, account.holder, {size: 9.5})
    page.text(160, top + 74, `${company.address.lines.join(' ')}`, {size: 9})
    page.text(160, top + 86, `${company.address.postcode} ${company.address.city.toUpperCase()}`, {size: 9})

    page.table(50, top + 104, [
      {align: 'center', header: 'Code établissement', width: 90},
      {align: 'center', header: 'Code guichet', width: 75},
      {align: 'center', header: 'N° de compte', width: 100},
      {align: 'center', header: 'Clé RIB', width: 50},
      {header: 'Domiciliation', width: 180},
    ], [[p.bank, p.branch, p.account, p.key, account.branch]], {size: 8.5})
    page.text(50, top + 162, 'IBAN', {font: 'sansBold', size: 9})
    page.text(80, top + 162, ibanGrouped(p.iban), {font: 'mono', size: 10})
    page.text(390, top + 162, 'BIC', {font: 'sansBold', size: 9})
    page.text(412, top + 162, account.bic, {font: 'mono', size: 10})
  }

  copy(50)
  page.line(40, 250, 555, 250, {color: GREY, dash: [3, 3]})
  copy(270)
  page.rect(50, 480, 495, 70, {stroke: GREY, lineWidth: 0.5})
  page.text(58, 494, 'Cadre réservé au destinataire du relevé', {color: GREY, size: 7.5})
  page.paragraph(50, 580, 495, `Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte. ${account.bankName} - SA à Directoire et Conseil de surveillance au capital de ${int(rng, 4, 7)} 000 000 000 €.`, {color: GREY, size: 7.5})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: p.iban, titulaire: account.holder},
    layout: 'rib/postal',
    notes: [
      'printed twice; holder after "Intitulé du compte :" with its address under it',
      'the branch in the last cell of the national grid, under the header "Domiciliation"',
      'IBAN and BIC on the same line ("IBAN FR76 ... BIC ...")',
      'issue date with dots',
    ],
    pdf: await pdf.save(),
    type: 'rib',
  }
}
