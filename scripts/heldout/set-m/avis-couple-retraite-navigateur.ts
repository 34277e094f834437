/**
 * HELD-OUT avis_imposition/couple-retraite-navigateur: page 1 of the income tax notice of a
 * MARRIED COUPLE where ONE SPOUSE IS RETIRED (declarant 1, the dossier's person, earns salaries;
 * declarant 2 draws retirement pensions), PRINTED FROM THE WEB BROWSER's PDF viewer: the page
 * shrunk to 90 % inside the browser's print margins, with the browser's header line (the date
 * and time of printing "05/03/2026 09:14": a decoy, and the tab's title) and footer line (the
 * long address of the tax site and "1/3": only the first of three pages was kept). The notice: the
 * State block and "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" top left, "AVIS D'IMPÔT 2026 / IMPÔT
 * SUR LES REVENUS DE L'ANNÉE 2025" top right, the window under it ("M. OU MME DUBOIS THOMAS" in
 * postal capitals with the address); at the left a grey panel of LABEL-ABOVE-VALUE references
 * (both declarants' tax numbers, grouped, "Référence de l'avis", "Date d'établissement", "Date de
 * mise en recouvrement": a decoy); "Votre situation" (married, shares); the income table with
 * "Déclarant 1 | Déclarant 2 | Foyer" columns where salaries (1AJ) and pensions (1BS) are separate
 * rows, each with its own 10 % deduction; the reference income in a framed box at the right of
 * the tax lines; the withholding already paid, the balance, the household's new withholding rate
 * and the pension fund's withholding note. Whole euros.
 */
import {concatTransformationMatrix, popGraphicsState, pushGraphicsState} from 'pdf-lib'

import {addDays, addressLines, deduction, type Facts, frDecimal, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

/** The 10 % deduction on pensions, within its floor and the household's ceiling. */
const pensionDeduction = (p: number) => (p === 0 ? 0 : Math.min(4_439, Math.max(450, Math.round(p * 0.1))))

export async function avisCoupleRetraiteNavigateur(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, randomInt(rng, 3, 9))
  const female = name.civility === 'Mme'
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const p2 = randomInt(rng, 14_000, 33_000)
  const d1 = deduction(s1)
  const dp = pensionDeduction(p2)
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const capital = rest >= 100 ? rest : 0
  const rbg = s1 - d1 + p2 - dp + capital
  const rfr = rbg
  const parts = 2
  const gross = Math.round(taxOneShare(Math.floor(rbg / parts)) * parts)
  const decote = Math.max(0, Math.round(2_826 * 0.55 - gross * 0.4525))
  const net = Math.max(0, gross - Math.min(decote, gross))
  const levies = capital > 0 ? Math.round(capital * 0.172) : 0
  const withheld = Math.max(0, net + randomInt(rng, -420, 260))
  const balance = net + levies - withheld
  const rate = net === 0 ? 0 : Math.round((net / (s1 + p2)) * 1000) / 10
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${female ? 'MME OU M.' : 'M. OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const printed = addDays(facts.asOf, -randomInt(rng, 1, 30))
  const fund = pick(rng, ['CARSAT', 'CNAV', 'MSA', 'CNRACL'])

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla Firefox 140', date: printed, producer: 'cairo 1.18.0 (https://cairographics.org)', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const page = doc.addPage([595.28, 841.89])
  const outer = new Sheet(page, fonts)

  // The browser's header and footer lines (full scale).
  outer.text(`${slashDate(printed)} ${pad2(randomInt(rng, 8, 22))}:${pad2(randomInt(rng, 0, 59))}`, 22, 18, {size: 7.5})
  outer.text(`Avis d'impôt ${year + 1} - impots.gouv.fr`, 297.6, 18, {align: 'center', size: 7.5})
  outer.text(`https://cfspart.impots.gouv.fr/enp/ensu/documents/avis.do?annee=${year + 1}&typeDoc=AVIS_IR&ref=${randomDigits(rng, 10)}`, 22, 830, {size: 7})
  outer.text('1/3', 573, 830, {align: 'right', size: 7.5})

  // The notice, scaled to 90 % inside the margins.
  const scale = 0.9
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, 30, 841.89 * (1 - scale) - 30))
  const s = new Sheet(page, fonts)
  const L = 40
  const R = 555

  // State block and title.
  s.box(L, 34, 11, 14, {fill: BLUE})
  s.box(L + 11, 34, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 34, 11, 14, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 59, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 79, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 110, {font: H.bold, leading: 9, size: 7.5})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 46, {align: 'right', font: H.bold, size: 18})
  s.text(`IMPÔT SUR LES REVENUS DE L'ANNÉE ${year}`, R, 62, {align: 'right', font: H.bold, size: 9.5})
  s.text('Établi au titre des revenus déclarés en ligne', R, 74, {align: 'right', color: GREY, size: 8})

  // Window.
  s.lines([addressee, ...envelope], 318, 132, {leading: 12.5, size: 10})

  // References panel: labels above values.
  let y = 146
  const pw = 236
  s.box(L, y - 10, pw, 178, {fill: hex('#f2f2f2')})
  s.text('VOS RÉFÉRENCES', L + 10, y + 4, {color: BLUE, font: H.bold, size: 8.6})
  y += 22
  const refs: [string, string][] = [
    ['Numéro fiscal du déclarant 1', grouped(t1)],
    ['Numéro fiscal du déclarant 2', grouped(t2)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  for (const [lab, value] of refs) {
    s.text(lab, L + 10, y, {color: GREY, size: 7.2})
    s.text(value, L + 10, y + 11, {font: H.bold, size: 9})
    y += 29
  }

  // Situation.
  y = 346
  s.text('VOTRE SITUATION', L, y, {color: BLUE, font: H.bold, size: 9.5})
  s.text(`Marié(e)s au 1er janvier ${year}  -  Nombre de parts : ${parts}  -  Personne à charge : 0  -  Déclarant 2 : retraité(e)`, L, y + 14, {size: 8.2})

  // Income table.
  y += 28
  const rows: string[][] = [
    ['Salaires et assimilés (1AJ)', frEuros(s1), '', frEuros(s1)],
    ['  Déduction de 10 % (frais professionnels)', `- ${frEuros(d1)}`, '', `- ${frEuros(d1)}`],
    ['Pensions, retraites et rentes (1BS)', '', frEuros(p2), frEuros(p2)],
    ['  Abattement de 10 % sur pensions', '', `- ${frEuros(dp)}`, `- ${frEuros(dp)}`],
    ['Revenus catégoriels nets', frEuros(s1 - d1), frEuros(p2 - dp), frEuros(s1 - d1 + p2 - dp)],
  ]
  if (capital) rows.push(['Revenus de capitaux mobiliers (2TR)', '', '', frEuros(capital)])
  y = s.table({
    columns: [{width: 245}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    frame: true,
    header: [['Revenus', 'Déclarant 1', 'Déclarant 2', 'Foyer']],
    headerFill: hex('#e3e6f6'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows,
    size: 8.2,
    verticalRules: true,
    x: L,
    y,
  })

  // Tax lines at the left, the reference income framed at the right.
  y += 26
  const top = y
  const lw = 320
  const lines: [string, string][] = [
    ['Revenu brut global', frEuros(rbg)],
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', decote ? `- ${frEuros(Math.min(decote, gross))}` : '0'],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Prélèvements sociaux', frEuros(levies)],
    [`Prélèvement à la source et acomptes versés en ${year}`, `- ${frEuros(withheld)}`],
  ]
  for (const [lab, value] of lines) {
    leader(s, lab, value, L, L + lw, y, {size: 8.6})
    y += 16
  }

  s.hline(L, L + lw, y - 10, {color: GREY, width: 0.5})
  y += 4
  leader(s, balance >= 0 ? 'RESTE À PAYER' : 'MONTANT À VOUS REMBOURSER', `${frEuros(Math.abs(balance))} €`, L, L + lw, y, {font: H.bold, size: 9.6})
  const bx = L + lw + 24
  s.box(bx, top - 12, R - bx, 70, {lineWidth: 1.2, stroke: BLUE})
  s.text('Revenu fiscal de référence', bx + (R - bx) / 2, top + 8, {align: 'center', color: BLUE, font: H.bold, size: 9})
  s.text(`${frEuros(rfr)} €`, bx + (R - bx) / 2, top + 36, {align: 'center', font: H.bold, size: 17})
  s.text(`Nombre de parts : ${parts}`, bx + (R - bx) / 2, top + 52, {align: 'center', color: GREY, size: 7.6})

  // Withholding.
  y += 34
  s.box(L, y - 14, R - L, 106, {lineWidth: 0.6, stroke: hex('#b8b8b8')})
  s.text('VOTRE PRÉLÈVEMENT À LA SOURCE', L + 10, y + 2, {color: BLUE, font: H.bold, size: 9})
  s.text(`Taux du foyer applicable à partir de septembre ${year + 1} : ${frDecimal(rate, 1)} %`, L + 10, y + 20, {font: H.bold, size: 8.6})
  s.paragraph(
    `Ce taux est transmis à l'employeur du déclarant 1 et à la caisse de retraite du déclarant 2 (${fund}), qui le prélèvent chaque mois sur les salaires et les pensions. ${balance >= 0 ? `Le reste à payer sera prélevé le ${slashDate(`${year + 1}-09-25`)} sur votre compte bancaire${balance > 300 ? ', ou en quatre fois de septembre à décembre' : ''}.` : "Le remboursement sera effectué par virement à la fin du mois de juillet ou au début du mois d'août."} Vous pouvez moduler votre taux ou choisir des taux individualisés dans votre espace particulier.`,
    L + 10,
    y + 36,
    R - L - 20,
    {leading: 10.5, size: 7.9},
  )

  y += 112
  s.paragraph(
    "Le revenu fiscal de référence figurant sur cet avis peut vous être demandé pour bénéficier de certains droits ou prestations. Conservez cet avis : il peut vous être réclamé par votre banque, votre bailleur ou un organisme social. Détail du calcul en pages 2 et 3.",
    L,
    y,
    R - L,
    {color: GREY, leading: 10, size: 7.6},
  )
  page.pushOperators(popGraphicsState())

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
    layout: 'avis_imposition/couple-retraite-navigateur',
    notes: [
      "married couple's notice with one retired spouse: salaries (1AJ) for declarant 1, pensions (1BS) for declarant 2, each with its 10 % deduction",
      "printed from the browser's PDF viewer at 90 %: header with the print date and time (a decoy) and the tab title, footer with the site's address and \"1/3\"",
      'references as label-above-value cells in a grey panel (two tax numbers, the reference, the two dates); the reference income framed beside the tax lines',
      'date of collection and debit date as decoys; the household withholding rate',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
