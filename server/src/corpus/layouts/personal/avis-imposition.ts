/**
 * Income tax notices (`avis_imposition`) of the tax administration, in three shapes:
 * - `avis-2025`: the notice as mailed in 2025 (two pages: a summary page with the taxpayer in the
 *   window-envelope block, then the detail of income with Déclarant 1 / Déclarant 2 columns);
 * - `avis-2026`: the redesigned one-page notice ("Avis d'impôt sur le revenu 2026 - Revenus
 *   2025"), identifiers in a two-column grid, summary tiles, tables;
 * - `situation-declarative`: the "avis de situation déclarative" downloaded from the online
 *   account, whose declarant is split into Nom / Prénom(s) cells and which prints no salaries.
 * Whatever the layout's year, the years printed follow `params.incomeYear`.
 *
 * A married person (a usage name in the facts) files jointly: the notice is addressed to
 * "MME OU M. <SURNAME> <GIVEN NAME>" with two shares; the spouse's salaries fill the Déclarant 2
 * column so that the printed reference income stays the facts' one.
 * The tax administration prints whole euros: amounts in the truth are rounded to the euro.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import type {Sheet as SheetType} from './draw.js'

import {addDays} from '../../../validation/dates.js'
import {
  addressLines,
  frEuros,
  incomeYearOf,
  longDate,
  pad2,
  postalUpper,
  randomDigits,
  randomInt,
  randomLetters,
  readParams,
  slashDate,
  subjectOf,
  truthAddress,
  upper,
  type PrintedName,
} from './common.js'
import {BLACK, GREY, hex, LIGHT, newDocument, saveDocument, Sheet, WHITE} from './draw.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

interface Notice {
  incomeYear: number
  established: string
  collection: string
  taxNumber: string
  taxNumberSpouse?: string
  reference: string
  couple: boolean
  shares: number
  /** Whole euros. */
  salaries: number
  spouseSalaries: number
  deduction: number
  spouseDeduction: number
  globalIncome: number
  referenceIncome: number
  grossTax: number
  discount: number
  netTax: number
  withheld: number
}

/** Income tax on the progressive scale for one share, whole euros (scale of the income year). */
function taxForOneShare(income: number, year: number): number {
  const brackets: [number, number][] =
    year >= 2025
      ? [
          [11_600, 0],
          [29_579, 0.11],
          [84_577, 0.3],
          [181_917, 0.41],
          [Infinity, 0.45],
        ]
      : [
          [11_497, 0],
          [29_315, 0.11],
          [83_823, 0.3],
          [180_294, 0.41],
          [Infinity, 0.45],
        ]
  let tax = 0
  let floor = 0
  for (const [ceiling, rate] of brackets) {
    if (income > floor) tax += (Math.min(income, ceiling) - floor) * rate
    floor = ceiling
  }

  return Math.round(tax)
}

/** The 10 % deduction on salaries, within its legal floor and ceiling. */
const deductionOf = (salaries: number): number => (salaries === 0 ? 0 : Math.min(14_426, Math.max(504, Math.round(salaries * 0.1))))

function noticeOf(facts: Facts, raw: Record<string, unknown>, rng: () => number) {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const incomeYear = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${incomeYear + 1}-07-${pad2(randomInt(rng, 21, 29))}`
  const couple = Boolean(person.usageName) && !params.nameOverride
  const salaries = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const referenceIncome = Math.round(facts.referenceIncomeCents / 100)
  const deduction = deductionOf(salaries)
  // The spouse's salaries make up the rest of the household's reference income, if any.
  const spouseNet = couple ? Math.max(0, referenceIncome - (salaries - deduction)) : 0
  const spouseSalaries = spouseNet === 0 ? 0 : Math.round(spouseNet / 0.9)
  const spouseDeduction = spouseSalaries - spouseNet
  const globalIncome = salaries - deduction + spouseNet
  const shares = couple ? 2 : 1
  const grossTax = taxForOneShare(Math.floor(globalIncome / shares), incomeYear) * shares
  const discountCeiling = couple ? 3277 : 1982
  const discount = grossTax > 0 && grossTax < discountCeiling ? Math.min(grossTax, Math.round((couple ? 1483 : 897) - grossTax * 0.4525)) : 0
  const netTax = Math.max(0, grossTax - Math.max(0, discount))
  const withheld = Math.max(0, netTax + randomInt(rng, -120, 160))
  const department = address.postcode.slice(0, 2)
  const notice: Notice = {
    collection: addDays(established, 7),
    couple,
    deduction,
    discount: Math.max(0, discount),
    established,
    globalIncome,
    grossTax,
    incomeYear,
    netTax,
    reference: `${String(incomeYear + 1).slice(2)} ${department} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`,
    referenceIncome,
    salaries,
    shares,
    spouseDeduction,
    spouseSalaries,
    taxNumber: `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`,
    taxNumberSpouse: couple ? `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}` : undefined,
    withheld,
  }
  return {address, name, notice, person}
}

/** "30 12 345 678 901". */
const spacedTaxNumber = (n: string): string => `${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 7)} ${n.slice(7, 10)} ${n.slice(10)}`

/** The addressee line of a notice: "MME MARTIN CLAIRE", or "MME OU M. DUBOIS CLAIRE" for a couple. */
function addressee(name: PrintedName, couple: boolean, allGivenNames = false): string {
  const civility = name.civility === 'Mme' ? (couple ? 'MME OU M.' : 'MME') : couple ? 'M. OU MME' : 'M.'
  const line = (given: string): string => `${civility} ${postalUpper(name.surname)} ${postalUpper(given)}`
  const full = line(name.givenNames.join(' '))
  // An address line holds 38 characters: past that, only the first given name.
  return allGivenNames && full.length <= 38 ? full : line(name.givenNames[0])
}

/** The State's brand block: a Marianne-like profile between blue and red, the motto. */
function stateBrand(s: SheetType, x: number, y: number): void {
  const H = s.fonts.helvetica
  s.text('RÉPUBLIQUE', x, y, {font: H.bold, size: 8})
  s.text('FRANÇAISE', x, y + 9, {font: H.bold, size: 8})
  s.box(x, y + 15, 14, 14, {fill: BLUE})
  s.box(x + 14, y + 15, 14, 14, {fill: RED})
  s.path('M 6 0 C 12 0 14 5 13 9 L 15 12 L 13 13 L 13 16 C 11 18 7 18 4 17 L 0 14 C 2 10 1 4 6 0 Z', x + 7, y + 13, {fill: WHITE, scale: 0.95})
  s.text('Liberté', x, y + 38, {font: H.italic, size: 6.5})
  s.text('Égalité', x, y + 45, {font: H.italic, size: 6.5})
  s.text('Fraternité', x, y + 52, {font: H.italic, size: 6.5})
}

/** A 2D-Doc-like matrix (the seal printed on official documents): solid left and bottom edges, clocked top and right, seeded data. */
function seal(s: SheetType, x: number, y: number, cells: number, cell: number, rng: () => number): void {
  s.box(x, y, cell, cells * cell, {fill: BLACK})
  s.box(x, y + (cells - 1) * cell, cells * cell, cell, {fill: BLACK})
  for (let i = 0; i < cells; i += 2) {
    s.box(x + i * cell, y, cell, cell, {fill: BLACK})
    s.box(x + (cells - 1) * cell, y + (cells - 1 - i) * cell, cell, cell, {fill: BLACK})
  }

  for (let r = 1; r < cells - 1; r++) for (let c = 1; c < cells - 1; c++) if (rng() < 0.5) s.box(x + c * cell, y + r * cell, cell, cell, {fill: BLACK})
}

/** The payment deadline: 15 September, or six weeks after a late notice. */
function paymentDeadline(notice: Notice): string {
  const usual = `${notice.incomeYear + 1}-09-15`
  return addDays(notice.established, 42) > usual ? addDays(notice.established, 42) : usual
}

function truthOf(notice: Notice, declarant: string, addressPrinted: string[], salaries = true): Record<string, string> {
  const fields: Record<string, string> = {
    adresse: truthAddress(addressPrinted),
    annee_revenus: String(notice.incomeYear),
    date_etablissement: notice.established,
    declarant,
    numero_fiscal: notice.taxNumber,
    rfr: `${notice.referenceIncome}.00`,
  }
  if (salaries) fields.salaires_declares = `${notice.salaries}.00`
  return fields
}

// ---------------------------------------------------------------------------------------------
// The 2025 notice: two pages.

export async function taxNotice2025(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const {address, name, notice} = noticeOf(facts, raw, rng)
  const year = notice.incomeYear
  const declarant = addressee(name, notice.couple)
  const envelope = addressLines(address, 'postal')
  const city = upper(address.city)

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique IR', date: notice.established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const p1 = Sheet.add(doc, fonts)

  stateBrand(p1, 40, 40)
  p1.text('FINANCES PUBLIQUES', 100, 58, {color: BLUE, font: H.bold, size: 10})

  p1.text(`AVIS D’IMPÔT ${year + 1}`, 40, 128, {font: H.bold, size: 18})
  p1.text('IMPÔT SUR LES REVENUS', 40, 146, {font: H.bold, size: 11})
  p1.text(`de l’année ${year}`, 40, 160, {size: 11})

  p1.lines([declarant, ...envelope], 318, 110, {leading: 12, size: 10})

  // References.
  p1.box(40, 186, 250, 118, {lineWidth: 0.8, stroke: BLUE})
  p1.box(40, 186, 250, 16, {fill: BLUE})
  p1.text('Vos références', 48, 197, {color: WHITE, font: H.bold, size: 8.5})
  p1.text('Numéro fiscal', 48, 216, {font: H.bold, size: 8})
  p1.labelled('Déclarant 1 :', spacedTaxNumber(notice.taxNumber), 56, 228, {size: 8})
  if (notice.taxNumberSpouse) p1.labelled('Déclarant 2 :', spacedTaxNumber(notice.taxNumberSpouse), 56, 239, {size: 8})
  p1.labelled('Référence de l’avis :', notice.reference, 48, 256, {font: H.bold, size: 8}, {font: H.regular})
  p1.labelled('Date d’établissement :', slashDate(notice.established), 48, 272, {size: 8})
  p1.labelled('Date de mise en recouvrement :', slashDate(notice.collection), 48, 284, {size: 8})
  p1.labelled('Date limite de paiement :', slashDate(paymentDeadline(notice)), 48, 296, {size: 8})

  // Contacts.
  p1.box(318, 186, 237, 118, {fill: hex('#f2f2f9')})
  p1.text('Vos contacts', 326, 200, {color: BLUE, font: H.bold, size: 8.5})
  p1.lines(
    [
      'Votre service des impôts des particuliers :',
      `SIP DE ${city}`,
      'CITÉ ADMINISTRATIVE - BP 41512',
      `${address.postcode.slice(0, 2)}015 ${city} CEDEX`,
      '',
      'Par internet : impots.gouv.fr, messagerie sécurisée',
      'de votre espace particulier',
      'Par téléphone : 0 809 401 401 (appel non surtaxé)',
    ],
    326,
    214,
    {leading: 10, size: 7.5},
  )

  // Summary.
  const balance = notice.netTax - notice.withheld
  p1.text('Votre situation', 40, 336, {color: BLUE, font: H.bold, size: 11})
  p1.hline(40, 555, 341, {color: BLUE, width: 1})
  const situation: [string, string][] = [
    ['Situation de famille', notice.couple ? 'Marié(e) ou pacsé(e)' : 'Célibataire'],
    ['Nombre de parts', notice.shares.toFixed(2).replace('.', ',')],
    ['Revenu brut global', frEuros(notice.globalIncome, ' ', true)],
  ]
  let y = 358
  for (const [label, value] of situation) {
    p1.text(label, 48, y, {size: 9})
    p1.text(value, 290, y, {align: 'right', font: H.bold, size: 9})
    y += 15
  }

  p1.box(318, 350, 237, 44, {lineWidth: 1.5, stroke: BLUE})
  p1.text('Revenu fiscal de référence', 328, 366, {font: H.bold, size: 9})
  p1.text(frEuros(notice.referenceIncome, ' ', true), 545, 386, {align: 'right', color: BLUE, font: H.bold, size: 15})

  p1.text('Votre impôt sur le revenu', 40, 430, {color: BLUE, font: H.bold, size: 11})
  p1.hline(40, 555, 435, {color: BLUE, width: 1})
  const lines: [string, number][] = [
    ['Impôt sur le revenu net', notice.netTax],
    ['Montant prélevé à la source en ' + year, notice.withheld],
  ]
  y = 452
  for (const [label, value] of lines) {
    p1.text(label, 48, y, {size: 9})
    p1.text(frEuros(value, ' ', true), 555, y, {align: 'right', size: 9})
    y += 15
  }

  p1.box(40, y, 515, 26, {fill: LIGHT})
  p1.text(balance >= 0 ? 'Montant restant à payer' : 'Montant qui vous sera remboursé', 48, y + 17, {font: H.bold, size: 10})
  p1.text(frEuros(Math.abs(balance), ' ', true), 547, y + 17, {align: 'right', font: H.bold, size: 12})
  p1.paragraph(
    balance >= 0
      ? `Ce montant sera prélevé sur votre compte bancaire en ${Math.min(4, Math.ceil(Math.abs(balance) / 300) || 1)} fois à partir de septembre ${year + 1}, sauf si vous payez avant la date limite.`
      : `Ce remboursement sera effectué par virement sur votre compte bancaire à partir du ${longDate(notice.collection)}.`,
    48,
    y + 44,
    500,
    {leading: 11, size: 8},
  )

  const rate = notice.globalIncome === 0 ? 0 : (notice.netTax / (notice.salaries + notice.spouseSalaries)) * 100
  p1.text('Votre taux de prélèvement à la source', 40, y + 96, {color: BLUE, font: H.bold, size: 11})
  p1.hline(40, 555, y + 101, {color: BLUE, width: 1})
  p1.text('Taux du foyer', 48, y + 118, {size: 9})
  p1.text(`${rate.toFixed(1).replace('.', ',')} %`, 290, y + 118, {align: 'right', font: H.bold, size: 9})
  p1.paragraph(
    `Ce taux, calculé sur vos revenus de ${year}, s’appliquera à partir de septembre ${year + 1} à vos salaires et pensions. Vous pouvez le moduler ou opter pour un taux individualisé dans votre espace particulier.`,
    48,
    y + 134,
    360,
    {color: GREY, leading: 10, size: 7.5},
  )
  seal(p1, 480, y + 112, 18, 3.6, rng)
  p1.text('1/2', 555, 820, {align: 'right', color: GREY, size: 8})

  // Page 2: detail of income.
  const p2 = Sheet.add(doc, fonts)
  p2.text(`AVIS D’IMPÔT ${year + 1} - IMPÔT SUR LES REVENUS de l’année ${year}`, 40, 44, {font: H.bold, size: 9})
  p2.text(`Numéro fiscal : ${spacedTaxNumber(notice.taxNumber)}   Référence de l’avis : ${notice.reference}`, 40, 57, {color: GREY, size: 7.5})
  p2.text('Détail des revenus', 40, 92, {color: BLUE, font: H.bold, size: 12})
  p2.hline(40, 555, 97, {color: BLUE, width: 1})
  const amount = (n: number): string => (n === 0 ? '' : frEuros(n))
  y = p2.table({
    columns: [{width: 245}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['Revenus d’activité et de remplacement', 'Déclarant 1', 'Déclarant 2', 'Pers. à charge']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Salaires, gains associés, indemnités (1AJ, 1BJ)', amount(notice.salaries), amount(notice.spouseSalaries), ''],
      ['Total salaires et assimilés', amount(notice.salaries), amount(notice.spouseSalaries), ''],
      ['Déduction 10 % ou frais réels', amount(-notice.deduction), amount(-notice.spouseDeduction), ''],
      [{font: H.bold, text: 'Salaires, pensions, rentes nets'}, {font: H.bold, text: amount(notice.salaries - notice.deduction)}, {font: H.bold, text: amount(notice.spouseSalaries - notice.spouseDeduction)}, ''],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: 108,
  })

  p2.text('Calcul de l’impôt', 40, y + 34, {color: BLUE, font: H.bold, size: 12})
  p2.hline(40, 555, y + 39, {color: BLUE, width: 1})
  const computation: [string, string][] = [
    ['Revenu brut global', frEuros(notice.globalIncome)],
    ['Revenu imposable', frEuros(notice.globalIncome)],
    ['Nombre de parts', notice.shares.toFixed(2).replace('.', ',')],
    ['Impôt sur les revenus soumis au barème', frEuros(notice.grossTax)],
    ['Décote', notice.discount ? frEuros(-notice.discount) : '0'],
    ['Impôt sur le revenu net', frEuros(notice.netTax)],
    ['Revenu fiscal de référence', frEuros(notice.referenceIncome)],
  ]
  y = p2.table({
    columns: [{width: 425}, {align: 'right', width: 90}],
    font: H.regular,
    rowRules: true,
    rows: computation.map(([l, v]) => [l, v]),
    size: 8.5,
    x: 40,
    y: y + 48,
  })
  p2.paragraph(
    'Les montants sont exprimés en euros. Le revenu fiscal de référence sert notamment à déterminer vos droits à certaines prestations et exonérations. Conservez cet avis : il peut vous être demandé comme justificatif.',
    40,
    y + 30,
    515,
    {color: GREY, leading: 10, size: 7.5},
  )
  p2.text('2/2', 555, 820, {align: 'right', color: GREY, size: 8})

  return {
    fields: truthOf(notice, declarant, envelope),
    layout: 'avis_imposition/avis-2025',
    notes: [
      'taxpayer name and address only in the unlabelled window-envelope block ("MME MARTIN CLAIRE"; "MME OU M." for a joint return)',
      'declared salaries on page 2 in the Déclarant 1 column, with Déclarant 2 and dependants columns beside it; whole euros',
      'reference income in a box on page 1 and again on page 2; three dates on page 1 (établissement, mise en recouvrement, date limite)',
      'tax number grouped "30 12 345 678 901"',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}

// ---------------------------------------------------------------------------------------------
// The redesigned notice: one page, a grid of identifiers, tiles, tables.

export async function taxNotice2026(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const {address, name, notice} = noticeOf(facts, raw, rng)
  const year = notice.incomeYear
  const declarant = addressee(name, notice.couple, true)
  const envelope = addressLines(address, 'postal')

  const {doc, fonts} = await newDocument({author: 'Direction générale des Finances publiques', creator: 'DGFiP - ASTRE', date: notice.established, producer: 'DGFiP', title: `Avis d'impôt sur le revenu ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  stateBrand(s, 36, 34)
  s.text('Direction générale', 96, 44, {font: H.bold, size: 8})
  s.text('des Finances publiques', 96, 53, {font: H.bold, size: 8})
  s.text('impots.gouv.fr', 559, 44, {align: 'right', color: BLUE, font: H.bold, size: 9})

  s.text(`Avis d’impôt sur le revenu ${year + 1} – Revenus ${year}`, 36, 118, {color: BLUE, font: H.bold, size: 16})
  s.lines([declarant, ...envelope], 330, 150, {leading: 12, size: 10})

  // Identifiers: two columns, label then value.
  const ids: [string, string][] = [
    ['Numéro fiscal', notice.taxNumber],
    ['Référence de l’avis', notice.reference],
    ['Date d’établissement', longDate(notice.established)],
    ['Date de mise en recouvrement', longDate(notice.collection)],
  ]
  if (notice.taxNumberSpouse) ids.splice(1, 0, ['Numéro fiscal (déclarant 2)', notice.taxNumberSpouse])
  s.table({
    columns: [{width: 140}, {width: 130}],
    font: H.regular,
    frame: true,
    rowRules: true,
    rows: ids.map(([l, v]) => [{color: GREY, text: l}, {font: H.bold, text: v}]),
    size: 8,
    x: 36,
    y: 140,
  })

  // Tiles.
  const balance = notice.netTax - notice.withheld
  const tiles: [string, string, string][] = [
    ['Revenu fiscal de référence', frEuros(notice.referenceIncome, ' ', true), `${notice.shares} part${notice.shares > 1 ? 's' : ''}`],
    ['Impôt sur le revenu net', frEuros(notice.netTax, ' ', true), `dont prélevé à la source : ${frEuros(notice.withheld, ' ', true)}`],
    [balance >= 0 ? 'Reste à payer' : 'À vous rembourser', frEuros(Math.abs(balance), ' ', true), balance >= 0 ? `avant le ${slashDate(paymentDeadline(notice))}` : `par virement dès le ${slashDate(notice.collection)}`],
  ]
  for (const [i, [label, value, sub]] of tiles.entries()) {
    const x = 36 + i * 176
    s.box(x, 262, 166, 70, {fill: i === 0 ? hex('#e3e3fd') : hex('#f5f5fe'), radius: 6})
    s.text(label, x + 10, 280, {font: H.bold, size: 8.5})
    s.text(value, x + 10, 306, {color: BLUE, font: H.bold, size: 16})
    s.text(sub, x + 10, 322, {color: GREY, size: 7})
  }

  s.text('Vos revenus', 36, 366, {color: BLUE, font: H.bold, size: 12})
  const amount = (n: number): string => (n === 0 ? '-' : frEuros(n))
  let y = s.table({
    columns: [{width: 215}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: 108}],
    font: H.regular,
    header: [['', 'Déclarant 1', 'Déclarant 2', 'Total du foyer']],
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    ruleColor: hex('#c9c9ef'),
    rows: [
      ['Traitements et salaires', amount(notice.salaries), amount(notice.spouseSalaries), amount(notice.salaries + notice.spouseSalaries)],
      ['Déduction forfaitaire de 10 %', amount(-notice.deduction), amount(-notice.spouseDeduction), amount(-(notice.deduction + notice.spouseDeduction))],
      ['Revenus nets imposables', amount(notice.salaries - notice.deduction), amount(notice.spouseSalaries - notice.spouseDeduction), amount(notice.globalIncome)],
    ],
    size: 8.5,
    x: 36,
    y: 374,
  })

  s.text('Le calcul de votre impôt', 36, y + 32, {color: BLUE, font: H.bold, size: 12})
  y = s.table({
    columns: [{width: 415}, {align: 'right', width: 108}],
    font: H.regular,
    rowHeight: 16,
    rowRules: true,
    ruleColor: hex('#c9c9ef'),
    rows: [
      ['Revenu imposable', frEuros(notice.globalIncome)],
      ['Nombre de parts', String(notice.shares)],
      ['Impôt brut (barème progressif)', frEuros(notice.grossTax)],
      ['Décote', notice.discount ? frEuros(-notice.discount) : '0'],
      ['Impôt sur le revenu net', frEuros(notice.netTax)],
      ['Prélèvement à la source déjà versé', frEuros(-notice.withheld)],
      [{font: H.bold, text: balance >= 0 ? 'Reste à payer' : 'Montant à restituer'}, {font: H.bold, text: frEuros(Math.abs(balance))}],
    ],
    size: 8.5,
    x: 36,
    y: y + 40,
  })

  s.paragraph(
    `Revenu fiscal de référence : ${frEuros(notice.referenceIncome)} €. Cet avis peut être vérifié en ligne par un tiers à l’aide du numéro fiscal et de la référence de l’avis (service de vérification des avis).`,
    36,
    y + 30,
    430,
    {color: GREY, leading: 10, size: 7.5},
  )
  seal(s, 494, y + 18, 16, 4, rng)
  s.hline(36, 559, 806, {color: hex('#c9c9ef'), width: 0.6})
  s.text('Direction générale des Finances publiques - Avis d’impôt sur le revenu', 36, 818, {color: GREY, size: 7})
  s.text('Page 1/1', 559, 818, {align: 'right', color: GREY, size: 7})

  return {
    fields: truthOf(notice, declarant, envelope),
    layout: 'avis_imposition/avis-2026',
    notes: [
      'title "Avis d’impôt sur le revenu YYYY – Revenus YYYY" (en dash): the income year is the second one',
      'identifiers in a two-column grid; tax number unspaced; dates in long form',
      'declared salaries under a header row (Déclarant 1 / Déclarant 2 / Total du foyer) as "Traitements et salaires"',
      'reference income in a tile and again in a sentence; addressee with all given names',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}

// ---------------------------------------------------------------------------------------------
// The "avis de situation déclarative" from the online account.

export async function declarativeSituation(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const {address, name, notice, person} = noticeOf(facts, raw, rng)
  const year = notice.incomeYear
  const upperAddress = addressLines(address, 'postal')
  const surname = postalUpper(name.surname)
  const given = postalUpper(name.givenNames.join(' '))

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - espace particulier', date: notice.established, producer: 'DGFiP', title: 'Avis de situation déclarative'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  stateBrand(s, 40, 36)
  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', 555, 48, {align: 'right', font: H.bold, size: 8.5})

  s.text('AVIS DE SITUATION DÉCLARATIVE', s.width / 2, 122, {align: 'center', font: H.bold, size: 15})
  s.text(`À L’IMPÔT SUR LE REVENU ${year + 1}`, s.width / 2, 140, {align: 'center', font: H.bold, size: 13})
  s.text(`Revenus de l’année ${year}`, s.width / 2, 156, {align: 'center', size: 10})
  s.paragraph(
    'Ce document est établi à partir de votre déclaration de revenus. Il justifie de votre situation déclarative et peut être présenté aux organismes qui le demandent à la place de l’avis d’impôt.',
    60,
    180,
    475,
    {align: 'center', color: GREY, leading: 10.5, size: 8},
  )

  const spouseCell = (value: string): string => (notice.couple ? value : '')
  const y0 = s.table({
    columns: [{width: 175}, {width: 170}, {width: 170}],
    font: H.regular,
    frame: true,
    header: [['', 'Déclarant 1', 'Déclarant 2']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Numéro fiscal'}, notice.taxNumber, notice.taxNumberSpouse ?? ''],
      [{font: H.bold, text: 'Nom'}, surname, spouseCell(surname)],
      [{font: H.bold, text: 'Nom de naissance'}, upper(name.birthSurname ?? name.surname), spouseCell('')],
      [{font: H.bold, text: 'Prénom(s)'}, given, spouseCell('')],
      [{font: H.bold, text: 'Date de naissance'}, slashDate(person.birthDate), spouseCell('')],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: 216,
  })

  s.text(`Adresse au 1er janvier ${year + 1}`, 40, y0 + 26, {font: H.bold, size: 9})
  s.lines(upperAddress, 220, y0 + 26, {leading: 11.5, size: 9})

  let y = y0 + 26 + 11.5 * upperAddress.length + 16
  s.text('Situation du foyer fiscal', 40, y, {color: BLUE, font: H.bold, size: 11})
  y = s.table({
    columns: [{width: 345}, {align: 'right', width: 170}],
    font: H.regular,
    rowRules: true,
    rows: [
      ['Situation de famille', notice.couple ? 'M (marié)' : 'C (célibataire)'],
      ['Nombre de parts', notice.shares.toFixed(2).replace('.', ',')],
      ['Nombre de personnes à charge', '0'],
    ],
    size: 8.5,
    x: 40,
    y: y + 8,
  })

  y += 26
  s.text('Éléments de l’imposition', 40, y, {color: BLUE, font: H.bold, size: 11})
  y = s.table({
    columns: [{width: 345}, {align: 'right', width: 170}],
    font: H.regular,
    rowRules: true,
    rows: [
      ['Revenu brut global', frEuros(notice.globalIncome)],
      ['Revenu imposable', frEuros(notice.globalIncome)],
      ['Impôt sur le revenu net avant corrections', frEuros(notice.grossTax - notice.discount)],
      ['Montant de l’impôt', frEuros(notice.netTax)],
      [{font: H.bold, text: 'Revenu fiscal de référence'}, {font: H.bold, text: frEuros(notice.referenceIncome)}],
    ],
    size: 8.5,
    x: 40,
    y: y + 8,
  })

  y += 26
  const dates: [string, string][] = [
    ['Référence de l’avis', notice.reference],
    ['Date de mise en recouvrement de l’avis d’impôt', slashDate(notice.collection)],
    ['Date d’établissement', slashDate(notice.established)],
  ]
  for (const [label, value] of dates) {
    s.text(`${label} :`, 40, y, {size: 8.5})
    s.text(value, 555, y, {align: 'right', font: H.bold, size: 8.5})
    y += 14
  }

  seal(s, 40, y + 20, 16, 3.6, rng)
  s.paragraph(
    'Le destinataire de ce document peut en vérifier l’authenticité sur impots.gouv.fr (service de vérification des avis) à l’aide du numéro fiscal et de la référence de l’avis.',
    112,
    y + 32,
    440,
    {color: GREY, leading: 10, size: 7.5},
  )
  // Downloaded some time after the notice was established, never after the dossier's date.
  const downloaded = addDays(facts.asOf, -randomInt(rng, 0, 20))
  s.text(`Document édité le ${slashDate(downloaded > notice.established ? downloaded : notice.established)}`, 555, 820, {align: 'right', color: GREY, size: 7})

  return {
    // The profile composes the declarant from the two cells (given names, then surname).
    fields: {...truthOf(notice, `${given} ${surname}`, upperAddress, false), declarant_nom: surname, declarant_prenoms: given},
    layout: 'avis_imposition/situation-declarative',
    notes: [
      'declarant split into table cells "Nom" / "Prénom(s)" under a Déclarant 1 / Déclarant 2 header (declarant_nom, declarant_prenoms; declarant is their composition); birth name in its own row',
      'address after the label "Adresse au 1er janvier YYYY" (the year after the income year)',
      'no salaries: only revenu brut global / imposable and the reference income (the truth has no salaires_declares)',
      'an edition date later than the establishment date; tax number unspaced in a cell',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
