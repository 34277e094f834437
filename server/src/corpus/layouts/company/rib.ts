/**
 * Bank details (type `rib`) of three invented banks: a high-street bank's classic RIB (a grid
 * "Code banque | Code guichet | N° de compte | Clé RIB", then IBAN and BIC, printed twice to be
 * cut), a mutualist bank's (two columns, the holder as an unlabelled address block), and a
 * neobank's account-details page (cards, English-ish labels).
 */
import {dmy, ibanGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex, type Color} from '../../pdf.js'
import {int, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, stringParam, type LayoutResult} from '../common.js'

/** The IBAN printed (a defect may replace it) and its national parts. */
function accountParts(facts: Facts, params: Record<string, unknown>): {iban: string; bank: string; branch: string; account: string; key: string} {
  const iban = stringParam(params, 'ibanOverride') ?? facts.account.iban
  return {account: iban.slice(14, 25), bank: iban.slice(4, 9), branch: iban.slice(9, 14), iban, key: iban.slice(25, 27)}
}

function ribFields(facts: Facts, iban: string, holder: string, domiciliation: string | undefined): Record<string, string> {
  return {bic: facts.account.bic, iban, titulaire: holder, ...(domiciliation ? {domiciliation} : {})}
}

// ---------------------------------------------------------------------------------------------

/** High-street bank: the classic grid, printed twice with a cutting line. */
export async function ribHighStreet(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const account = facts.account
  const parts = accountParts(facts, params)
  const issued = issueDate(facts, params, rng, 200)
  const blue = hex('#00529b')
  const pdf = await PdfBuilder.create({author: account.bankName, creator: 'Banque en ligne', date: issued, title: 'RIB'})
  const page = pdf.addPage()
  const company = facts.company

  const copy = (top: number) => {
    page.logo(50, top, account.bankName.split(' ').map((w) => w[0]).filter((c) => /[A-Z]/.test(c)).join('').slice(0, 3), account.bankName, blue, {nameSize: 12, shape: 'square', size: 30})
    page.text(545, top + 12, "RELEVÉ D'IDENTITÉ BANCAIRE", {align: 'right', font: 'sansBold', size: 11})
    page.text(545, top + 25, `Édité le ${dmy(issued)}`, {align: 'right', color: GREY, size: 8})
    page.text(50, top + 58, 'Titulaire du compte', {color: GREY, size: 8})
    page.text(50, top + 71, account.holder, {font: 'sansBold', size: 10})
    let ay = top + 83
    for (const line of [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]) {
      page.text(50, ay, line, {size: 9})
      ay += 11
    }

    page.text(330, top + 58, 'Domiciliation', {color: GREY, size: 8})
    page.text(330, top + 71, account.branch, {font: 'sansBold', size: 9.5})
    page.text(330, top + 83, `Tél. 09 69 ${int(rng, 10, 99)} ${int(rng, 10, 99)} ${int(rng, 10, 99)}`, {size: 8.5})
    const y = page.table(50, top + 128, [
      {align: 'center', header: 'Code banque', width: 110},
      {align: 'center', header: 'Code guichet', width: 110},
      {align: 'center', header: 'N° de compte', width: 170},
      {align: 'center', header: 'Clé RIB', width: 105},
    ], [[parts.bank, parts.branch, parts.account, parts.key]], {headerFill: hex('#e5eef7'), size: 10})
    page.text(50, y + 22, 'IBAN', {font: 'sansBold', size: 9.5})
    page.text(110, y + 22, ibanGrouped(parts.iban), {font: 'mono', size: 11})
    page.text(50, y + 40, 'BIC', {font: 'sansBold', size: 9.5})
    page.text(110, y + 40, account.bic, {font: 'mono', size: 11})
  }

  copy(50)
  page.line(40, 330, 555, 330, {color: GREY, dash: [4, 3]})
  page.text(297, 326, 'découper suivant le pointillé', {align: 'center', color: GREY, size: 7})
  copy(360)
  page.paragraph(50, 700, 495, "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause.", {color: GREY, size: 7.5})

  return {
    fields: ribFields(facts, parts.iban, account.holder, account.branch),
    layout: 'rib/high-street',
    notes: ['printed twice (cut line)', 'national parts in a grid: header row then values'],
    pdf: await pdf.save(),
    type: 'rib',
  }
}

// ---------------------------------------------------------------------------------------------

/** Mutualist bank: two columns, the holder's name and address as an unlabelled block. */
export async function ribMutualist(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const account = facts.account
  const parts = accountParts(facts, params)
  const issued = issueDate(facts, params, rng, 200)
  const green: Color = hex('#00734a')
  const pdf = await PdfBuilder.create({author: account.bankName, creator: 'Caisse locale', date: issued, title: 'Relevé d\'identité bancaire'})
  const page = pdf.addPage()
  const company = facts.company

  page.rect(40, 50, 515, 250, {lineWidth: 1, stroke: green})
  page.rect(40, 50, 515, 26, {fill: green})
  page.text(52, 68, "RELEVÉ D'IDENTITÉ BANCAIRE", {color: hex('#ffffff'), font: 'sansBold', size: 11})
  page.text(545, 68, account.bankName.toUpperCase(), {align: 'right', color: hex('#ffffff'), font: 'sansBold', size: 8.5})

  // Left column: the bank, its codes, IBAN and BIC.
  page.text(52, 98, 'Domiciliation', {font: 'sansBold', size: 8.5})
  page.text(52, 110, account.branch, {size: 9})
  // The branch's address under its name is part of the domiciliation.
  const branchAddress = [`${int(rng, 1, 90)} place de la Mairie`, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  page.text(52, 121, branchAddress[0], {size: 9})
  page.text(52, 132, branchAddress[1], {size: 9})

  page.text(52, 160, 'Identifiant national de compte bancaire - RIB', {font: 'sansBold', size: 8.5})
  const cols = [52, 102, 152, 250]
  ;['Banque', 'Guichet', 'N° compte', 'Clé'].forEach((h, i) => page.text(cols[i], 174, h, {color: GREY, size: 8}))
  ;[parts.bank, parts.branch, parts.account, parts.key].forEach((v, i) => page.text(cols[i], 187, v, {font: 'mono', size: 9.5}))

  page.text(52, 214, 'Identifiant international de compte bancaire', {font: 'sansBold', size: 8.5})
  page.text(52, 228, `IBAN ${ibanGrouped(parts.iban)}`, {font: 'mono', size: 10})
  page.text(52, 252, "Identifiant international de l'établissement", {font: 'sansBold', size: 8.5})
  page.text(52, 266, `BIC ${account.bic}`, {font: 'mono', size: 10})

  // Right column: the holder's address block, as on an envelope window.
  page.rect(330, 92, 210, 92, {fill: hex('#f2f8f5')})
  let ay = 110
  for (const line of [account.holder, ...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]) {
    page.text(340, ay, line, {font: ay === 110 ? 'sansBold' : 'sans', size: 9.5})
    ay += 13
  }

  page.text(330, 214, `Agence : ${account.branch.split(' ').slice(1).join(' ')}`, {size: 8.5})
  page.text(330, 228, `Conseiller : ${['M.', 'Mme'][int(rng, 0, 1)]} ${['Le Bris', 'Cadiou', 'Ménard', 'Poirier'][int(rng, 0, 3)]}`, {size: 8.5})
  page.paragraph(52, 318, 490, "Remettez ce relevé à vos créanciers ou débiteurs pour la domiciliation de vos prélèvements et virements. Banque coopérative, société à capital variable.", {color: GREY, size: 7.5})

  return {
    fields: ribFields(facts, parts.iban, account.holder, [account.branch, ...branchAddress].join(', ')),
    layout: 'rib/mutualist',
    notes: ['two columns', 'holder name in an address block without a label', 'IBAN and BIC labels in long form'],
    pdf: await pdf.save(),
    type: 'rib',
  }
}

// ---------------------------------------------------------------------------------------------

/** Neobank: account details as cards with English-ish labels. */
export async function ribNeobank(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const account = facts.account
  const parts = accountParts(facts, params)
  const issued = issueDate(facts, params, rng, 200)
  const violet = hex('#5b2be0')
  const pdf = await PdfBuilder.create({author: 'Nuvo', creator: 'Nuvo app', date: issued, producer: 'Nuvo statements service', title: 'Account details'})
  const page = pdf.addPage()
  page.rect(0, 0, page.width, 110, {fill: violet})
  page.text(50, 62, 'nuvo', {color: hex('#ffffff'), font: 'sansBold', size: 28})
  page.text(50, 82, 'Business', {color: hex('#d9ccff'), size: 11})
  page.text(545, 58, 'Account details', {align: 'right', color: hex('#ffffff'), font: 'sansBold', size: 14})
  page.text(545, 74, "Relevé d'identité bancaire", {align: 'right', color: hex('#d9ccff'), size: 9})

  const card = (y: number, label: string, value: string, mono = false) => {
    page.rect(50, y, 495, 52, {fill: hex('#f4f1fe'), stroke: hex('#e0d8fb'), lineWidth: 0.6})
    page.text(66, y + 18, label, {color: GREY, size: 8.5})
    page.text(66, y + 38, value, {font: mono ? 'monoBold' : 'sansBold', size: 13})
  }

  card(140, 'Account holder', account.holder)
  card(204, 'IBAN', ibanGrouped(parts.iban), true)
  card(268, 'BIC/SWIFT', account.bic, true)
  card(332, 'Bank', account.branch)
  page.paragraph(50, 412, 495, `Use these details to receive SEPA transfers and direct debits in euros. Generated on ${dmy(issued)}. ${account.bankName} is a payment institution approved by the Autorité de contrôle prudentiel et de résolution (ACPR) under number ${int(rng, 10_000, 99_999)}.`, {color: GREY, size: 8.5})
  page.text(297, 812, 'nuvo.eu - Account details - 1/1', {align: 'center', color: GREY, size: 7})

  return {
    fields: ribFields(facts, parts.iban, account.holder, account.branch),
    layout: 'rib/neobank',
    notes: ['labels in English: "Account holder", "IBAN", "BIC/SWIFT", "Bank"', 'value under its label in cards', 'the bank (domiciliation) labelled "Bank"'],
    pdf: await pdf.save(),
    type: 'rib',
  }
}
