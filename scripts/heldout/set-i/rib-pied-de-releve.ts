/**
 * HELD-OUT rib/pied-de-releve: a monthly ACCOUNT STATEMENT page of a high-street or mutualist
 * bank whose bottom third is the DETACHABLE RIB, as many banks still print it on paper statements
 * and as companies photocopy it whole: at the top the bank's mark (a shield drawn in strokes) and
 * name with the branch's block (branch name, address, phone, adviser), the holder's window at
 * the right (the company's name and address), "RELEVÉ DE COMPTE COURANT" with "Compte n° ..." and
 * "Période du 01/02/2026 au 28/02/2026 - Relevé n° 2"; the operations table "Date | Libellé |
 * Valeur | Débit | Crédit" framed by "Ancien solde au 31/01/2026" and "Nouveau solde créditeur au
 * 28/02/2026" (customers' transfers, Urssaf and tax direct debits, card payments, salaries, bank
 * fees: dozens of decoy dates and amounts), the totals row and the statement's small print; then
 * a DASHED CUT LINE with scissors and, under it, the RIB: "RELEVÉ D'IDENTITÉ BANCAIRE" in a band,
 * two framed boxes side by side with captions ("Titulaire du compte" with the holder and its
 * address; "Domiciliation" with the branch on three lines), the national identifier as a
 * four-cell ruled grid ("Code banque | Code guichet | Numéro de compte | Clé RIB"), "IBAN" in
 * groups of four and "BIC" on one line each with their labels at the left, and the classic
 * mention on what a RIB is for.
 */
import {rgb} from 'pdf-lib'

import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, hex, lastDayOf, landline, monthOf, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()
const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`

const CUSTOMERS = ['SARL BATIMENTS DU LITTORAL', 'MAIRIE DE SAINT-HERBLAIN', 'SAS ORIZON LOGISTIQUE', 'CLINIQUE DES CEDRES', 'EURL MARTINEAU CONSEIL', 'SA GROUPE ALTAVIA', 'ASSOCIATION HORIZONS', 'SCI LES TERRASSES']
const ADVISERS = ['Mme Nathalie PERRAUD', 'M. Julien ESNAULT', 'Mme Sabrina KHELIFI', 'M. Grégoire LEMOINE']

export async function ribPiedDeReleve(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const bank = account.bankName
  const mutualist = /Mutualiste|Agricole/.test(bank)
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const previousEnd = addDays(start, -1)
  const statementNo = Number(period.slice(5, 7))
  const holderAddress = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const branchLines = [account.branch, `${randomInt(rng, 1, 60)} ${pick(rng, ['place de la République', 'rue Nationale', 'avenue de la Gare', 'cours Victor Hugo', 'rue du Général Leclerc'])}`, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const phone = landline(company.address.postcode, rng)
  const navy = mutualist ? hex('#0b5f3a') : hex('#1d3a6e')
  const pale = mutualist ? hex('#eaf4ee') : hex('#ebf0f7')

  // Operations of the month.
  type Op = {date: string; label: string[]; debit?: number; credit?: number}
  const ops: Op[] = []
  const day = (d: number) => addDays(start, Math.min(d, Number(end.slice(8, 10)) - 1))
  ops.push({credit: randomInt(rng, 80_000, 900_000), date: day(randomInt(rng, 1, 4)), label: [`VIR SEPA RECU /DE ${pick(rng, CUSTOMERS)}`, `/MOTIF FACTURE F${period.replace('-', '')}-${randomDigits(rng, 3)}`]})
  ops.push({date: day(randomInt(rng, 2, 6)), debit: randomInt(rng, 3_000, 12_000), label: ['CB CARBURANT STATION ' + pick(rng, ['TOTAL', 'ESSO', 'AVIA']), `CARTE ${randomDigits(rng, 4)}XXXXXXXX${randomDigits(rng, 4)}`]})
  ops.push({date: day(5), debit: randomInt(rng, 40_000, 380_000), label: ['PRLV SEPA URSSAF', `/REF ${randomDigits(rng, 15)}`]})
  ops.push({credit: randomInt(rng, 50_000, 600_000), date: day(randomInt(rng, 8, 12)), label: [`VIR SEPA RECU /DE ${pick(rng, CUSTOMERS)}`, `/REF ${randomDigits(rng, 10)}`]})
  ops.push({date: day(randomInt(rng, 9, 14)), debit: randomInt(rng, 2_000, 25_000), label: [`CB ${pick(rng, ['BUREAU VALLEE', 'AMAZON PAYMENTS', 'LEROY MERLIN', 'METRO'])}`, `${short(day(randomInt(rng, 7, 12)))} CARTE ${randomDigits(rng, 4)}`]})
  ops.push({date: day(15), debit: randomInt(rng, 20_000, 240_000), label: ['PRLV SEPA DGFIP', `TVA ${statementNo === 1 ? 12 : statementNo - 1}/${period.slice(0, 4)}`]})
  ops.push({credit: randomInt(rng, 10_000, 150_000), date: day(randomInt(rng, 16, 20)), label: ['REMISE CHEQUES', `N° ${randomDigits(rng, 7)} - 2 CHEQUES`]})
  ops.push({date: day(randomInt(rng, 24, 27)), debit: randomInt(rng, 150_000, 620_000), label: ['VIR SEPA EMIS /SALAIRES', `${period.slice(5, 7)}/${period.slice(0, 4)}`]})
  ops.push({date: day(randomInt(rng, 20, 26)), debit: randomInt(rng, 30_000, 140_000), label: ['PRLV SEPA LOYER BUREAUX', `/${pick(rng, ['FONCIA', 'CITYA', 'SCI DU PARC'])}`]})
  ops.push({date: day(27), debit: randomInt(rng, 1_800, 4_200), label: ['COTISATION OFFRE PRO', 'FRAIS TENUE DE COMPTE']})
  ops.push({date: day(randomInt(rng, 3, 9)), debit: randomInt(rng, 3_500, 9_000), label: ['PRLV SEPA ' + pick(rng, ['ORANGE PRO', 'SFR BUSINESS', 'BOUYGUES TELECOM ENT.']), `/FACT ${randomDigits(rng, 9)}`]})
  ops.push({credit: randomInt(rng, 20_000, 420_000), date: day(randomInt(rng, 17, 24)), label: [`VIR SEPA RECU /DE ${pick(rng, CUSTOMERS)}`, `/ACOMPTE DEVIS ${randomDigits(rng, 5)}`]})
  ops.push({date: day(randomInt(rng, 11, 19)), debit: randomInt(rng, 2_400, 8_800), label: [`CB ${pick(rng, ['LE BISTROT DU PORT', 'BRASSERIE DES HALLES', 'SNCF INTERNET'])}`, `${short(day(randomInt(rng, 8, 15)))} CARTE ${randomDigits(rng, 4)}`]})
  ops.push({date: day(randomInt(rng, 6, 10)), debit: randomInt(rng, 9_000, 32_000), label: ['PRLV SEPA ' + pick(rng, ['AXA FRANCE IARD', 'MAAF PRO', 'HISCOX']), `/CONTRAT ${randomDigits(rng, 8)}`]})
  ops.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const opening = randomInt(rng, 200_000, 2_400_000)
  const debits = ops.reduce((sum, o) => sum + (o.debit ?? 0), 0)
  const credits = ops.reduce((sum, o) => sum + (o.credit ?? 0), 0)
  const closing = opening + credits - debits

  const {doc, fonts} = await newDocument({author: bank, creator: 'Éditique relevés de compte', date: addDays(end, randomInt(rng, 1, 4)), producer: 'Compart DocBridge', title: `Releve ${period}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // Bank mark and branch.
  s.path('M 0 0 L 26 0 L 26 16 C 26 26 13 32 13 32 C 13 32 0 26 0 16 Z', L, 28, {fill: navy})
  s.path('M 6 9 L 20 9 M 6 15 L 20 15 M 6 21 L 20 21', L, 28, {lineWidth: 1.6, stroke: WHITE})
  s.text(bank, L + 34, 44, {color: navy, font: H.bold, size: 12.5})
  s.lines([`Agence ${account.branch}`, branchLines[1], branchLines[2], `Tél. ${phone}`, `Votre conseiller : ${pick(rng, ADVISERS)}`], L + 34, 57, {color: GREY, leading: 9, size: 7.3})

  // Holder window.
  s.lines([account.holder, ...holderAddress], 322, 62, {leading: 11.5, size: 9.5})

  // Title.
  s.box(L, 116, R - L, 34, {fill: pale})
  s.text('RELEVÉ DE COMPTE COURANT', L + 10, 131, {color: navy, font: H.bold, size: 11})
  s.text(`Compte n° ${iban.slice(14, 25)} - ${account.holder}`, L + 10, 143, {size: 8})
  s.text(`Période du ${slashDate(start)} au ${slashDate(end)}`, R - 10, 131, {align: 'right', font: H.bold, size: 8.5})
  s.text(`Relevé n° ${statementNo} - page 1/1`, R - 10, 143, {align: 'right', size: 8})

  // Operations.
  const rows: (string | {text: string; font: typeof H.bold})[][] = [
    ['', {font: H.bold, text: `ANCIEN SOLDE CRÉDITEUR AU ${slashDate(previousEnd)}`}, '', '', {font: H.bold, text: frAmount(opening, ' ')}],
  ]
  for (const op of ops) {
    rows.push([short(op.date), op.label[0], short(op.date), op.debit ? frAmount(op.debit, ' ') : '', op.credit ? frAmount(op.credit, ' ') : ''])
    rows.push(['', {font: H.regular, text: `   ${op.label[1]}`}, '', '', ''])
  }

  rows.push(['', {font: H.bold, text: 'TOTAL DES OPÉRATIONS'}, '', {font: H.bold, text: frAmount(debits, ' ')}, {font: H.bold, text: frAmount(credits, ' ')}])
  let y = s.table({
    columns: [{width: 38}, {width: 287}, {width: 38}, {align: 'right', width: 80}, {align: 'right', width: R - L - 443}],
    font: H.regular,
    frame: true,
    header: [['Date', 'Libellé des opérations', 'Valeur', 'Débit', 'Crédit']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    headerHeight: 13,
    headerSize: 7.4,
    rowHeight: 10.2,
    rows,
    ruleColor: hex('#9aa5b5'),
    size: 7.2,
    verticalRules: true,
    x: L,
    y: 160,
  })
  s.box(L, y, R - L, 15, {fill: pale, lineWidth: 0.6, stroke: hex('#9aa5b5')})
  s.text(`NOUVEAU SOLDE CRÉDITEUR AU ${slashDate(end)}`, L + 44, y + 10.5, {font: H.bold, size: 7.8})
  s.text(`${frAmount(closing, ' ')} EUR`, R - 4, y + 10.5, {align: 'right', font: H.bold, size: 8.2})
  y += 24
  s.paragraph(
    "Sauf erreur ou omission. Toute réclamation relative aux opérations figurant sur ce relevé doit être formulée dans les meilleurs délais auprès de votre agence. Médiateur : mediateur@banque-mediation.fr. Montants exprimés en euros. Garantie des dépôts : FGDR, www.garantiedesdepots.fr.",
    L,
    y,
    R - L,
    {color: GREY, leading: 8.4, size: 6.7},
  )

  // Cut line.
  const cut = Math.max(y + 26, 548)
  s.hline(L, R, cut, {color: rgb(0.4, 0.4, 0.4), dash: [4, 3], width: 0.7})
  scissors(s, L - 16, cut - 3)
  s.text('Détachez ici', R, cut - 4, {align: 'right', color: GREY, size: 6.3})

  // RIB.
  let ry = cut + 14
  s.box(L, ry, R - L, 18, {fill: navy})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + 8, ry + 12.5, {color: WHITE, font: H.bold, size: 9.5})
  s.text(bank, R - 8, ry + 12.5, {align: 'right', color: WHITE, size: 8})
  ry += 26
  const half = (R - L - 10) / 2
  const boxH = 72
  const captioned = (x: number, caption: string, lines: string[], firstBold: boolean) => {
    s.box(x, ry, half, boxH, {lineWidth: 0.7, stroke: navy})
    s.box(x, ry, half, 13, {fill: pale})
    s.text(caption, x + 6, ry + 9.5, {color: navy, font: H.bold, size: 7.5})
    lines.forEach((line, k) => s.text(line, x + 8, ry + 27 + k * 11, {font: k === 0 && firstBold ? H.bold : H.regular, size: 8.6}))
  }

  captioned(L, 'Titulaire du compte', [account.holder, ...holderAddress], true)
  captioned(L + half + 10, 'Domiciliation', [...branchLines, `Tél. ${phone}`], true)
  ry += boxH + 12

  const national: [string, string, number][] = [
    ['Code banque', iban.slice(4, 9), 100],
    ['Code guichet', iban.slice(9, 14), 100],
    ['Numéro de compte', iban.slice(14, 25), 190],
    ['Clé RIB', iban.slice(25, 27), R - L - 390],
  ]
  let x = L
  for (const [lab, value, w] of national) {
    s.box(x, ry, w, 34, {lineWidth: 0.6, stroke: hex('#8a96a8')})
    s.text(lab, x + w / 2, ry + 11, {align: 'center', color: GREY, size: 7})
    s.text(value, x + w / 2, ry + 27, {align: 'center', font: C.bold, size: 10.5})
    x += w
  }

  ry += 52
  s.text('IBAN', L, ry, {color: GREY, font: H.bold, size: 8.5})
  s.text(groups(iban), L + 48, ry, {font: C.bold, size: 11})
  ry += 18
  s.text('BIC', L, ry, {color: GREY, font: H.bold, size: 8.5})
  s.text(account.bic, L + 48, ry, {font: C.bold, size: 11})
  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.",
    L,
    ry + 20,
    R - L,
    {color: GREY, leading: 8.5, size: 7},
  )

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/pied-de-releve',
    notes: [
      'a bank statement page with the RIB detachable at its foot (dashed cut line, scissors)',
      'operations table with ten operations, balances and totals above the RIB (decoy dates and amounts)',
      'holder and branch in two captioned boxes side by side; the branch also in the statement header',
      'national identifier as a four-cell grid; IBAN and BIC with their labels at the left',
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
