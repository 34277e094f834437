/**
 * HELD-OUT avis_imposition/avis-rectificatif: page 1 of a CORRECTIVE income tax notice ("AVIS
 * D'IMPÔT RECTIFICATIF 2026", income of 2025), issued in the autumn or winter after the taxpayer
 * corrected the return online: the State block top left; the title top right with a framed
 * mention "Cet avis annule et remplace l'avis d'impôt établi le 24/07/2026" and the initial
 * notice's reference (a decoy date and a decoy reference); the window at the LEFT (grey return
 * line, the addressee in postal capitals, "M OU MME ..." for a married couple); at the RIGHT a
 * ruled two-column "Vos références" table with a tinted label column ("Numéro fiscal" grouped,
 * "Référence de l'avis rectificatif", "Date d'établissement", "Date de mise en recouvrement": a
 * decoy, "Référence de l'avis initial": a decoy); a box "Revenu fiscal de référence" (the
 * corrected one) beside the household's shares; "Motif de la rectification" with the date of the
 * online correction (a decoy); then THE COMPARISON TABLE "Éléments | Avis initial du 24/07/2026 |
 * Avis rectificatif | Écart" with the salaries of each declarant (case 1AJ / 1BJ), the 10 %
 * deduction or actual expenses, capital income, "Revenu brut global", "Revenu fiscal de
 * référence", the tax, the social levies, the withholding already paid and the balance: every
 * figure TWICE, the initial one first; the balance tile (amount due with its deadline, or the
 * refund with its transfer date: decoys); small print and "1/2". Whole euros, spaces between
 * thousands. Draws four corrections: forgotten salaries added, salaries lowered, actual expenses
 * instead of the 10 % deduction, capital income added.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#c9191e')

interface Household {
  s1: number
  s2: number
  expenses1: number
  capital: number
}

/** The tax of a household (whole euros): scale by shares, the decote. */
function taxOf(income: number, parts: number): number {
  const gross = taxOneShare(Math.floor(income / parts)) * parts
  const decote = parts >= 2 ? Math.max(0, Math.round(2461 - gross * 0.4525)) : Math.max(0, Math.round(1487 - gross * 0.4525))
  return Math.max(0, gross - Math.min(gross, decote))
}

export async function avisRectificatif(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 12, 40))
  const initialDate = typeof raw.initialDate === 'string' ? raw.initialDate : `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const correction = typeof raw.correction === 'number' ? raw.correction % 4 : 0
  const collection = addDays(established, randomInt(rng, 2, 6))
  const correctedOnline = addDays(established, -randomInt(rng, 18, 50))
  const couple = correction === 1 || correction === 2
  const children = couple ? pick(rng, [0, 1, 2]) : 0
  const parts = (couple ? 2 : 1) + children * 0.5

  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 14_000, 38_000) : 0
  const extra = Math.max(0, Math.round(facts.referenceIncomeCents / 100) - (s1 - deduction(s1)))
  const after: Household = {capital: extra >= 100 ? extra : 0, expenses1: 0, s1, s2}
  const before: Household = {...after}
  let motive: string
  if (correction === 0) {
    before.s1 = s1 - randomInt(rng, 1_400, 6_500)
    motive = "ajout de traitements et salaires perçus d'un second employeur (case 1AJ)"
  } else if (correction === 1) {
    before.s1 = s1 + randomInt(rng, 900, 3_800)
    motive = 'modification du montant des traitements et salaires prérempli (case 1AJ)'
  } else if (correction === 2) {
    after.expenses1 = Math.round(deduction(s1) * (1.35 + rng() * 0.6))
    motive = 'option pour la déduction des frais réels (case 1AK) au lieu de la déduction forfaitaire de 10 %'
  } else {
    before.capital = 0
    after.capital = Math.max(after.capital, randomInt(rng, 400, 3_200))
    motive = 'ajout de revenus de capitaux mobiliers soumis au barème (case 2TR)'
  }

  const incomeOf = (h: Household) => h.s1 - (h.expenses1 || deduction(h.s1)) + (h.s2 ? h.s2 - deduction(h.s2) : 0) + h.capital
  const globalBefore = incomeOf(before)
  const globalAfter = incomeOf(after)
  const taxBefore = taxOf(globalBefore, parts)
  const taxAfter = taxOf(globalAfter, parts)
  const socialBefore = Math.round(before.capital * 0.172)
  const socialAfter = Math.round(after.capital * 0.172)
  const withheld = Math.max(0, taxBefore + randomInt(rng, -300, 200))
  const balanceBefore = taxBefore + socialBefore - withheld
  const balanceAfter = taxAfter + socialAfter - withheld
  const difference = balanceAfter - balanceBefore

  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const refInitial = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const refCorrective = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const civ = name.civility === 'Mme' ? 'MME' : 'M'
  const addressee = couple ? `M OU MME ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}` : `${civ} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const fmt = (n: number) => `${frEuros(n)} €`
  const ink = hex('#1d1d1d')
  const tint = hex('#eceef8')
  const rule = hex('#a9aec8')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique IR rectificatif', date: established, producer: 'DGFiP', title: `Avis rectificatif ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // State block.
  s.box(L, 28, 9, 12, {fill: BLUE})
  s.box(L + 9, 28, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 18, 28, 9, 12, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 50, {font: H.bold, leading: 8, size: 7})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 67, {font: H.italic, leading: 6.6, size: 5.5})
  s.text('FINANCES PUBLIQUES', L, 94, {color: BLUE, font: H.bold, size: 8})

  // Title and the cancelled notice.
  s.text("AVIS D'IMPÔT RECTIFICATIF", R, 40, {align: 'right', color: BLUE, font: H.bold, size: 15})
  s.text(`${year + 1} - IMPÔT SUR LES REVENUS DE L'ANNÉE ${year}`, R, 54, {align: 'right', font: H.bold, size: 8.6})
  s.box(R - 252, 62, 252, 28, {lineWidth: 0.9, stroke: RED})
  s.text(`Cet avis annule et remplace l'avis d'impôt établi le ${slashDate(initialDate)}`, R - 246, 73, {color: RED, font: H.bold, size: 7.4})
  s.text(`Référence de l'avis remplacé : ${refInitial}`, R - 246, 84, {color: RED, size: 7.2})

  // Window (left).
  const wy = 128
  s.text(`DGFIP - SIP ${postalUpper(address.city)} - ${randomDigits(rng, 5)} ${postalUpper(address.city)} CEDEX`, L + 10, wy - 12, {color: GREY, size: 5.8})
  const windowEnd = s.lines([addressee, ...envelope], L + 10, wy + 6, {leading: 12, size: 9.4})

  // References (right): a ruled table with a tinted label column.
  const rx = 316
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(t1)],
    ["Référence de l'avis rectificatif", refCorrective],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ["Référence de l'avis initial", refInitial],
  ]
  s.text('Vos références', rx, wy - 10, {color: BLUE, font: H.bold, size: 8.6})
  let ry = wy - 4
  for (const [lab, value] of refs) {
    s.box(rx, ry, 118, 15, {fill: tint})
    s.box(rx, ry, R - rx, 15, {lineWidth: 0.4, stroke: rule})
    s.vline(rx + 118, ry, ry + 15, {color: rule, width: 0.4})
    s.text(lab, rx + 4, ry + 10, {color: hex('#3c3c5a'), size: 6.8})
    s.text(value, rx + 124, ry + 10, {font: H.bold, size: 8})
    ry += 15
  }

  // Reference income and shares.
  let y = Math.max(windowEnd, ry) + 14
  s.box(L, y, 250, 40, {lineWidth: 1, radius: 4, stroke: BLUE})
  s.text('Revenu fiscal de référence', L + 10, y + 15, {color: BLUE, font: H.bold, size: 8.6})
  s.text('après rectification', L + 10, y + 27, {color: GREY, size: 7})
  s.text(fmt(globalAfter), L + 240, y + 25, {align: 'right', font: H.bold, size: 13})
  s.box(L + 262, y, R - L - 262, 40, {fill: tint})
  s.text(`Situation du foyer : ${couple ? 'Marié(e)s' : 'Célibataire'}${children ? ` - ${children} enfant${children > 1 ? 's' : ''} à charge` : ''}`, L + 272, y + 16, {size: 8})
  s.text(`Nombre de parts : ${String(parts).replace('.', ',')}`, L + 272, y + 29, {size: 8})

  // Motive.
  y += 56
  s.text('Motif de la rectification', L, y, {color: BLUE, font: H.bold, size: 9})
  y = s.paragraph(`Suite à votre déclaration rectificative déposée en ligne le ${slashDate(correctedOnline)}, votre impôt a été recalculé : ${motive}. Les montants de l'avis initial sont rappelés pour comparaison.`, L, y + 13, R - L, {leading: 10.5, size: 8})

  // Comparison table.
  const sgn = (n: number) => (n === 0 ? '0' : `${n > 0 ? '+' : '-'} ${frEuros(Math.abs(n))}`)
  type C = string | {text: string; font?: typeof H.bold; color?: typeof ink}
  const row = (lab: string, a: number, b2: number, bold = false): C[] => {
    const f = bold ? H.bold : H.regular
    return [{font: f, text: lab}, {font: f, text: frEuros(a)}, {font: f, text: frEuros(b2)}, {color: a === b2 ? GREY : ink, font: f, text: sgn(b2 - a)}]
  }

  const rows: C[][] = [row(`Traitements et salaires - déclarant 1 (case 1AJ)`, before.s1, after.s1)]
  if (couple) rows.push(row(`Traitements et salaires - déclarant 2 (case 1BJ)`, before.s2, after.s2))
  rows.push(row(after.expenses1 ? 'Déduction 10 % puis frais réels (case 1AK) - déclarant 1' : 'Déduction forfaitaire de 10 % - déclarant 1', before.expenses1 || deduction(before.s1), after.expenses1 || deduction(after.s1)))
  if (couple) rows.push(row('Déduction forfaitaire de 10 % - déclarant 2', deduction(before.s2), deduction(after.s2)))
  if (before.capital || after.capital) rows.push(row('Revenus de capitaux mobiliers (case 2TR)', before.capital, after.capital))
  rows.push(row('Revenu brut global', globalBefore, globalAfter))
  rows.push(row('Revenu fiscal de référence', globalBefore, globalAfter, true))
  rows.push(row('Impôt sur le revenu net', taxBefore, taxAfter))
  if (socialBefore || socialAfter) rows.push(row('Prélèvements sociaux', socialBefore, socialAfter))
  rows.push(row('Prélèvement à la source et acomptes versés en ' + year, withheld, withheld))
  rows.push([{font: H.bold, text: balanceAfter >= 0 ? 'Solde à payer' : 'Solde en votre faveur'}, {font: H.bold, text: frEuros(Math.abs(balanceBefore))}, {font: H.bold, text: frEuros(Math.abs(balanceAfter))}, {font: H.bold, text: sgn(difference)}])

  y += 6
  y = s.table({
    columns: [{width: 243}, {align: 'right', width: 100}, {align: 'right', width: 100}, {align: 'right', width: R - L - 443}],
    font: H.regular,
    frame: true,
    header: [['Éléments', `Avis initial du ${slashDate(initialDate)}`, 'Avis rectificatif', 'Écart']],
    headerColor: WHITE,
    headerFill: BLUE,
    headerFont: H.bold,
    headerHeight: 16,
    headerSize: 7.4,
    rowHeight: 14,
    rows,
    rowRules: true,
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y,
  })

  // Balance tile.
  y += 16
  const deadline = addDays(collection, randomInt(rng, 40, 46))
  s.box(L, y, R - L, 46, {fill: tint, radius: 5})
  if (difference > 0) {
    s.text('Montant supplémentaire à payer suite à la rectification', L + 12, y + 18, {color: BLUE, font: H.bold, size: 9})
    s.text(fmt(difference), R - 12, y + 19, {align: 'right', color: BLUE, font: H.bold, size: 13})
    s.text(`À régler avant le ${slashDate(deadline)} sur impots.gouv.fr, ou par prélèvement le ${slashDate(addDays(deadline, 10))} si vous avez adhéré.`, L + 12, y + 35, {color: GREY, size: 7.4})
  } else if (difference < 0) {
    s.text('Dégrèvement en votre faveur suite à la rectification', L + 12, y + 18, {color: BLUE, font: H.bold, size: 9})
    s.text(fmt(-difference), R - 12, y + 19, {align: 'right', color: BLUE, font: H.bold, size: 13})
    s.text(`Remboursement par virement sur votre compte bancaire à partir du ${slashDate(addDays(established, randomInt(rng, 8, 15)))}.`, L + 12, y + 35, {color: GREY, size: 7.4})
  } else {
    s.text('Aucun montant supplémentaire à payer ni à rembourser', L + 12, y + 18, {color: BLUE, font: H.bold, size: 9})
    s.text('0 €', R - 12, y + 19, {align: 'right', color: BLUE, font: H.bold, size: 13})
    s.text('Votre taux de prélèvement à la source sera actualisé dans un délai de deux mois.', L + 12, y + 35, {color: GREY, size: 7.4})
  }

  y += 62
  s.paragraph(
    "Le présent avis tient compte des éléments de votre déclaration rectificative. Il se substitue à l'avis initial pour l'ensemble de vos démarches (revenu fiscal de référence, prestations, aides). Votre taux de prélèvement à la source a été recalculé et sera appliqué par vos verseurs de revenus. Pour toute question : messagerie sécurisée de votre espace particulier sur impots.gouv.fr ou 0 809 401 401 (service gratuit + prix d'un appel).",
    L,
    y,
    R - L,
    {color: hex('#444444'), leading: 9, size: 7.1},
  )
  s.text(`${t1.slice(0, 4)} ${refCorrective} R ${randomDigits(rng, 5)}`, L, 815, {color: GREY, size: 6.5})
  s.text('1/2', R, 815, {align: 'right', color: GREY, size: 7})

  return {
    fields: {
      adresse: truthAddress(envelope),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      numero_fiscal: t1,
      rfr: `${globalAfter}.00`,
      salaires_declares: `${after.s1}.00`,
    },
    layout: 'avis_imposition/avis-rectificatif',
    notes: [
      'corrective notice: "annule et remplace l\'avis d\'impôt établi le ..." with the initial date and reference (decoys)',
      'comparison table: every figure twice, the INITIAL amount first, then the corrected one and the difference',
      'references in a ruled two-column table with a tinted label column, the window at the left',
      'corrected reference income in a box; online correction date, collection date, deadline or refund date as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
