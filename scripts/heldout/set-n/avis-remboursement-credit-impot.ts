/**
 * HELD-OUT avis_imposition/remboursement-credit-impot: page 1 of the income tax notice of a household
 * that is OWED A REFUND: its withholding at source and its January advance fell short of the TAX
 * CREDIT for a home employee (cleaning, childcare at home: case 7DB), so the notice opens on the
 * refund. A single person (one share) or a married couple (two shares and children), downloaded from
 * the online account: the State block and "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" top left, "AVIS
 * D'IMPÔT 2026 / SUR LES REVENUS DE 2025" top right over a GREEN CALLOUT "MONTANT À VOUS REMBOURSER"
 * with the refund in large figures ("1 234 €": a decoy amount) and the transfer date and the masked
 * IBAN (decoys); at the left a framed "Vos références" with DOT LEADERS to the values ("Numéro
 * fiscal" grouped, the second declarant's number for a couple, "Référence de l'avis", "Date
 * d'établissement", "Date de mise en recouvrement": a decoy); the window at the right ("M GAUTIER
 * THOMAS", "MME OU M DUBOIS CLAIRE": civility WITHOUT a dot, postal capitals); "Votre situation"
 * with the family status and the shares beside a framed "Revenu fiscal de référence"; the income
 * table (one column per declarant for a couple, the household's column); the calculation as dot
 * leader lines: gross global income, tax on the scale, rebate, net tax, the tax credit with the
 * expenses, the January advance ("avance versée le 15/01/2026": a decoy date) ADDED BACK, the
 * withholding at source deducted, the balance; the new withholding rate and next January's advance
 * (decoys); "1/4" at the foot. Whole euros.
 */
import {addDays, addressLines, deduction, type Facts, frDecimal, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')
const GREEN = hex('#18753c')

export async function avisRemboursementCreditImpot(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 17, 28))}`
  const collection = addDays(established, randomInt(rng, 3, 10))
  const transfer = addDays(established, randomInt(rng, 4, 12))
  const female = name.civility === 'Mme'
  const children = couple ? randomInt(rng, 0, 2) : 0
  const parts = (couple ? 2 : 1) + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 17_000, 41_000) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const other = Math.max(0, Math.round(facts.referenceIncomeCents / 100) - (s1 - d1))
  const rbg = s1 - d1 + s2 - d2 + other
  const rfr = rbg
  const grossTax = Math.round(taxOneShare(Math.floor(rbg / parts)) * parts)
  const rebate = Math.max(0, Math.round((couple ? 1_470 : 889) - grossTax * 0.4525))
  const net = Math.max(0, grossTax - Math.min(rebate, grossTax))
  const expenses = randomInt(rng, 24, 90) * 100 + randomInt(rng, 0, 99)
  const credit = Math.round(expenses * 0.5)
  const advance = Math.round(credit * (0.55 + rng() * 0.1))
  let withheld = Math.max(0, Math.round(net * (0.94 + rng() * 0.12)))
  if (net - credit + advance - withheld >= -40) withheld = net - credit + advance + randomInt(rng, 60, 300)
  const balance = net - credit + advance - withheld
  const refund = -balance
  const rate = net === 0 ? 0 : Math.round((net / (s1 + s2)) * 1000) / 10
  const nextAdvance = Math.round(credit * 0.6)
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const civility = couple ? (female ? 'MME OU M' : 'M OU MME') : female ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const ibanTail = randomDigits(rng, 3)

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace particulier', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // State block.
  s.box(L, 32, 11, 14, {fill: BLUE})
  s.box(L + 11, 32, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 32, 11, 14, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 57, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 77, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 108, {font: H.bold, leading: 9, size: 7.5})

  // Title and refund callout.
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 44, {align: 'right', font: H.bold, size: 17})
  s.text(`SUR LES REVENUS DE ${year}`, R, 59, {align: 'right', font: H.bold, size: 9.5})
  const cx = 318
  s.box(cx, 72, R - cx, 80, {fill: hex('#b8fec9'), radius: 6})
  s.box(cx, 72, 5, 80, {fill: GREEN})
  s.text('MONTANT À VOUS REMBOURSER', cx + 16, 90, {color: GREEN, font: H.bold, size: 9})
  s.text(`${frEuros(refund)} €`, cx + 16, 117, {color: GREEN, font: H.bold, size: 24})
  s.lines([`Virement à partir du ${slashDate(transfer)}`, `sur le compte FR76 **** **** **** **** ***${ibanTail}`], cx + 16, 133, {color: hex('#1e3a2a'), leading: 9, size: 7.2})

  // References with dot leaders.
  let y = 162
  const refs: [string, string][] = [[couple ? 'Numéro fiscal du déclarant 1' : 'Numéro fiscal', grouped(t1)]]
  if (couple) refs.push(['Numéro fiscal du déclarant 2', grouped(t2)])
  refs.push(["Référence de l'avis", reference], ["Date d'établissement", slashDate(established)], ['Date de mise en recouvrement', slashDate(collection)])
  const rh = 22 + refs.length * 14
  s.box(L, y, 250, rh, {lineWidth: 0.7, stroke: hex('#8a8a8a')})
  s.text('Vos références', L + 8, y + 13, {color: BLUE, font: H.bold, size: 8.6})
  refs.forEach(([lab, value], k) => leader(s, lab, value, L + 8, L + 242, y + 28 + k * 14, {size: 7.8, valueFont: H.bold}))

  // Window.
  s.lines([addressee, ...envelope], 318, 190, {leading: 12.5, size: 10})

  // Situation and reference income.
  y = Math.max(y + rh, 246) + 26
  s.text('VOTRE SITUATION', L, y, {color: BLUE, font: H.bold, size: 9.5})
  const status = couple ? `Marié(e)s - ${children === 0 ? 'sans personne à charge' : `${children} enfant${children > 1 ? 's' : ''} à charge`}` : 'Célibataire - sans personne à charge'
  s.text(status, L, y + 16, {size: 8.8})
  s.text(`Nombre de parts : ${frDecimal(parts, parts % 1 === 0 ? 0 : 1)}`, L, y + 30, {size: 8.8})
  s.box(330, y - 10, R - 330, 48, {lineWidth: 1.1, stroke: BLUE})
  s.text('Revenu fiscal de référence', 342, y + 6, {color: BLUE, font: H.bold, size: 9})
  s.text(`${frEuros(rfr)} €`, R - 12, y + 28, {align: 'right', font: H.bold, size: 15})

  // Income table.
  y += 58
  const rows: string[][] = couple
    ? [
        ['Traitements et salaires (1AJ / 1BJ)', frEuros(s1), frEuros(s2), frEuros(s1 + s2)],
        ['Déduction de 10 % pour frais professionnels', `- ${frEuros(d1)}`, `- ${frEuros(d2)}`, `- ${frEuros(d1 + d2)}`],
        ['Salaires nets imposables', frEuros(s1 - d1), frEuros(s2 - d2), frEuros(s1 - d1 + s2 - d2)],
      ]
    : [
        ['Traitements et salaires (1AJ)', frEuros(s1), frEuros(s1)],
        ['Déduction de 10 % pour frais professionnels', `- ${frEuros(d1)}`, `- ${frEuros(d1)}`],
        ['Salaires nets imposables', frEuros(s1 - d1), frEuros(s1 - d1)],
      ]
  if (other) rows.push(couple ? ['Autres revenus (revenus de capitaux mobiliers, 2TR)', '', '', frEuros(other)] : ['Autres revenus (revenus de capitaux mobiliers, 2TR)', '', frEuros(other)])
  y = s.table({
    columns: couple ? [{width: 235}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: R - L - 425}] : [{width: 325}, {align: 'right', width: 95}, {align: 'right', width: R - L - 420}],
    font: H.regular,
    frame: true,
    header: [couple ? ['Revenus déclarés', 'Déclarant 1', 'Déclarant 2', 'Total foyer'] : ['Revenus déclarés', 'Déclarant', 'Total foyer']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows,
    size: 8.2,
    verticalRules: true,
    x: L,
    y,
  })

  // Calculation.
  y += 26
  s.text('CALCUL DE VOTRE IMPÔT', L, y, {color: BLUE, font: H.bold, size: 9.5})
  y += 18
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(rbg)],
    ['Impôt sur les revenus soumis au barème', frEuros(grossTax)],
    ['Décote', rebate ? `- ${frEuros(Math.min(rebate, grossTax))}` : '0'],
    ['Impôt net avant crédits', frEuros(net)],
    [`Crédit d'impôt emploi d'un salarié à domicile (7DB : dépenses ${frEuros(expenses)} €)`, `- ${frEuros(credit)}`],
    [`Avance de crédit d'impôt versée le ${slashDate(`${year + 1}-01-15`)}`, `+ ${frEuros(advance)}`],
    [`Prélèvement à la source retenu en ${year}`, `- ${frEuros(withheld)}`],
  ]
  for (const [lab, value] of calc) {
    leader(s, lab, value, L, R, y, {size: 8.6})
    y += 16
  }

  s.hline(L, R, y - 9, {color: GREY, width: 0.6})
  leader(s, 'SOLDE : MONTANT À VOUS REMBOURSER', `${frEuros(refund)} €`, L, R, y + 6, {color: GREEN, font: H.bold, size: 9.8})

  // Withholding.
  y += 36
  s.box(L, y - 12, R - L, 78, {fill: hex('#f5f5fe')})
  s.text('VOTRE PRÉLÈVEMENT À LA SOURCE', L + 10, y + 3, {color: BLUE, font: H.bold, size: 9})
  s.text(`Taux ${couple ? 'du foyer' : 'personnalisé'} applicable à partir de septembre ${year + 1} : ${frDecimal(rate, 1)} %`, L + 10, y + 20, {font: H.bold, size: 8.6})
  s.paragraph(
    `Une avance de ${frEuros(nextAdvance)} € sur vos crédits d'impôt de ${year + 1} vous sera versée le ${slashDate(`${year + 2}-01-15`)}, calculée sur la base des dépenses déclarées cette année. Vous pouvez la réduire ou y renoncer dans votre espace particulier, rubrique « Gérer mon prélèvement à la source », avant le 10 décembre.`,
    L + 10,
    y + 36,
    R - L - 20,
    {leading: 10.5, size: 7.9},
  )

  y += 82
  s.paragraph(
    "Le revenu fiscal de référence figurant sur cet avis peut vous être demandé pour bénéficier de certains droits ou prestations. Conservez cet avis : il peut vous être réclamé par votre banque, votre bailleur ou un organisme social. Le détail de vos revenus et du calcul figure aux pages suivantes.",
    L,
    y,
    R - L,
    {color: GREY, leading: 10, size: 7.6},
  )
  s.text(`${reference} - 1/4`, R, 822, {align: 'right', color: GREY, size: 7})

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
    layout: 'avis_imposition/remboursement-credit-impot',
    notes: [
      "a notice that opens on a refund: the home-employment tax credit exceeds the tax, the January advance added back, the withholding deducted",
      'green callout with the refund amount, the transfer date and a masked IBAN (decoys) above the window; references with dot leaders',
      'window without a dot after the civility ("M GAUTIER THOMAS", "MME OU M DUBOIS CLAIRE"); single person or married couple with children',
      'decoys: collection date, advance dates, expenses, the refund, the next advance',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
