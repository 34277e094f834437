/**
 * HELD-OUT avis_imposition/mariage-en-cours-annee: page 1 of the income tax notice of a couple who
 * MARRIED DURING THE INCOME YEAR and are taxed jointly for the whole year (the default since
 * 2011): the State block and "AVIS D'IMPÔT <year> SUR LES REVENUS DE <year - 1>" across the top; a
 * GREY SIDEBAR at the LEFT with "Vos références" as LABEL-ABOVE-VALUE pairs (declarant 1's tax
 * number: the truth; declarant 2's: a decoy; the online access number, the notice reference, the
 * establishment date, the collection date and the payment deadline: decoys); the window at the
 * RIGHT ("M. OU MME GIRAUD THOMAS", postal capitals, the couple's address); "Votre situation"
 * sentence with the MARRIAGE DATE (a decoy) and the choice of joint taxation; the number of shares
 * and the reference income in a large box; the INDIVIDUALISED WITHHOLDING RATES of both spouses
 * next to the household's rate (decoy percentages); the income table "Déclarant 1 | Déclarant 2 |
 * Foyer" (the spouse's salaries: decoys); the tax, the withholding already paid and the balance
 * (decoys); whole euros; "1/4" at the foot.
 */
import {addDays, deduction, type Facts, frDecimal, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, longDate, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, addressLines, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

const WIVES = [['Camille', 'ROCHER'], ['Émilie', 'VIDAL'], ['Laura', 'MASSON'], ['Pauline', 'CARON']]
const HUSBANDS = ['Guillaume', 'Romain', 'Florian', 'Vincent']

export async function avisMariageEnCoursAnnee(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const which = typeof raw.spouse === 'number' ? raw.spouse % 4 : 0
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, 2)
  const deadline = `${year + 1}-09-15`
  const female = name.civility === 'Mme'
  const married = `${year}-${pad2(randomInt(rng, 4, 9))}-${pad2(randomInt(rng, 1, 28))}`
  const spouse = female ? `${HUSBANDS[which]} ${name.surname}` : `${WIVES[which][0]} ${WIVES[which][1]}`
  const children = randomInt(rng, 0, 1)
  const parts = 2 + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = randomInt(rng, 16_000, 48_000)
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const other = rng() < 0.5 ? randomInt(rng, 120, 1900) : 0
  const rbg = s1 - d1 + s2 - d2 + other
  const rfr = rbg
  const grossTax = Math.round(taxOneShare(Math.floor(rbg / parts)) * parts)
  const tax = Math.max(0, grossTax)
  const paid = Math.round(tax * (0.86 + rng() * 0.2))
  const balance = tax - paid
  const household = rbg > 0 ? Math.round((tax / (s1 + s2)) * 1000) / 10 : 0
  const rate1 = Math.round(household * (0.7 + rng() * 0.5) * 10) / 10
  const rate2 = Math.round(household * (0.5 + rng() * 0.4) * 10) / 10
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const access = `${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${female ? 'MME OU M.' : 'M. OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => `${frEuros(n)} €`

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace particulier', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // State block and title.
  s.box(L, 28, 10, 13, {fill: BLUE})
  s.box(L + 10, 28, 10, 13, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 28, 10, 13, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 52, {font: H.bold, leading: 9, size: 8})
  s.text('FINANCES PUBLIQUES', L + 74, 40, {color: BLUE, font: H.bold, size: 8})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 40, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text(`SUR LES REVENUS DE ${year}`, R, 56, {align: 'right', font: H.bold, size: 10})
  s.text('Impôt sur le revenu - imposition commune', R, 70, {align: 'right', color: hex('#555555'), size: 8})

  // The sidebar of references.
  const sideW = 176
  s.box(L, 90, sideW, 262, {fill: hex('#eeeef4')})
  s.text('Vos références', L + 10, 108, {color: BLUE, font: H.bold, size: 9.5})
  let y = 126
  const refs: [string, string][] = [
    ['Numéro fiscal du déclarant 1', grouped(t1)],
    ['Numéro fiscal du déclarant 2', grouped(t2)],
    ["Numéro d'accès en ligne", access],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Date limite de paiement', slashDate(deadline)],
  ]
  for (const [label, value] of refs) {
    s.text(label, L + 10, y, {color: hex('#4b4b5a'), size: 7.2})
    s.text(value, L + 10, y + 12, {font: H.bold, size: 9})
    y += 32
  }

  // The window at the right.
  s.lines([addressee, ...envelope], 300, 150, {leading: 12.5, size: 10})

  // Situation.
  y = 374
  s.text('VOTRE SITUATION', L, y, {color: BLUE, font: H.bold, size: 9.5})
  y = s.paragraph(
    `Déclarant 1 : ${name.givenNames[0]} ${name.surname} - déclarant 2 : ${spouse}. Vous vous êtes mariés le ${longDate(married)}. Vous avez choisi l'imposition commune de vos revenus pour l'ensemble de l'année ${year} : cet avis remplace les avis individuels. Vous êtes ${children ? 'mariés avec 1 enfant à charge' : 'mariés sans personne à charge'}.`,
    L,
    y + 14,
    R - L,
    {leading: 11.5, size: 8.6},
  )

  // Shares, reference income and rates.
  y += 6
  s.box(L, y, 160, 50, {lineWidth: 0.8, stroke: BLUE})
  s.text('Nombre de parts', L + 10, y + 16, {color: BLUE, font: H.bold, size: 8.4})
  s.text(frDecimal(parts, parts % 1 === 0 ? 0 : 1), L + 10, y + 40, {font: H.bold, size: 15})
  s.box(L + 172, y, 190, 50, {fill: hex('#e3e3fd'), lineWidth: 1.5, stroke: BLUE})
  s.text('Revenu fiscal de référence', L + 182, y + 16, {color: BLUE, font: H.bold, size: 8.4})
  s.text(e(rfr), L + 182, y + 40, {font: H.bold, size: 15})
  s.box(L + 374, y, R - L - 374, 50, {lineWidth: 0.8, stroke: BLUE})
  s.text('Taux de prélèvement à la source', L + 382, y + 14, {color: BLUE, font: H.bold, size: 7.4})
  s.lines([`Taux du foyer : ${frDecimal(household, 1)} %`, `Individualisé décl. 1 : ${frDecimal(rate1, 1)} %`, `Individualisé décl. 2 : ${frDecimal(rate2, 1)} %`], L + 382, y + 26, {leading: 9.4, size: 7.4})
  y += 72

  // Income detail.
  s.text('DÉTAIL DES REVENUS', L, y, {color: BLUE, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{width: 210}, {align: 'center', width: 55}, {align: 'right', width: 86}, {align: 'right', width: 86}, {align: 'right', width: R - L - 437}],
    font: H.regular,
    frame: true,
    header: [['Revenus', 'Case', 'Déclarant 1', 'Déclarant 2', 'Foyer']],
    headerFill: hex('#eeeeee'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Traitements, salaires', '1AJ / 1BJ', frEuros(s1), frEuros(s2), frEuros(s1 + s2)],
      ['Déduction de 10 %', '', `- ${frEuros(d1)}`, `- ${frEuros(d2)}`, `- ${frEuros(d1 + d2)}`],
      ['Salaires nets', '', frEuros(s1 - d1), frEuros(s2 - d2), frEuros(s1 - d1 + s2 - d2)],
      ...(other ? [['Revenus de capitaux mobiliers', '2TR', '', '', frEuros(other)]] : []),
      [{font: H.bold, text: 'Revenu brut global'}, '', '', '', {font: H.bold, text: frEuros(rbg)}],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Amounts.
  y += 24
  s.text('VOS MONTANTS', L, y, {color: BLUE, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{width: 360}, {align: 'right', width: R - L - 360}],
    font: H.regular,
    frame: true,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Impôt sur le revenu net', e(tax)],
      ['Prélèvement à la source et acomptes déjà versés', `- ${e(paid)}`],
      [{font: H.bold, text: balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé'}, {font: H.bold, text: e(Math.abs(balance))}],
    ],
    size: 8.6,
    x: L,
    y: y + 8,
  })

  s.paragraph(
    `Le revenu fiscal de référence du foyer figure sur l'avis de l'année du mariage. Chacun de vous peut opter pour un taux de prélèvement individualisé dans la rubrique « Gérer mon prélèvement à la source » de votre espace particulier. ${balance > 0 ? `Le solde sera prélevé à partir du ${slashDate(addDays(deadline, 10))}.` : ''}`,
    L,
    y + 22,
    R - L,
    {color: hex('#666666'), leading: 10, size: 7.6},
  )
  s.text(`${reference} - 1/4`, R, 822, {align: 'right', color: hex('#666666'), size: 7})

  return {
    fields: {
      adresse: truthAddress(envelope),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      numero_fiscal: t1,
      rfr: `${rfr}.00`,
      salaires_declares: `${s1}.00`,
    },
    layout: 'avis_imposition/mariage-en-cours-annee',
    notes: [
      'the income tax notice of a couple married during the income year (joint taxation for the whole year)',
      'references in a grey sidebar at the left as label-above-value pairs; the window at the right',
      "decoys: declarant 2's tax number and salaries, the marriage date, the individualised rates, the collection date and payment deadline",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
