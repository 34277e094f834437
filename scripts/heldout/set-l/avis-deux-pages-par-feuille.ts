/**
 * HELD-OUT avis_imposition/deux-pages-par-feuille: an income tax notice PRINTED TWO PAGES PER SHEET
 * (the print dialog's "2 pages per sheet" on a landscape A4, each page at about 70 %) and handed in
 * as that one sheet: page 1 at the left, page 2 at the right, a thin grey frame around each. Page
 * 1: the State block and "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" top left, "AVIS D'IMPÔT 2026
 * / IMPÔT SUR LES REVENUS / de l'année 2025" top right; "Date d'établissement" and "Date de mise
 * en recouvrement" (a decoy) as label : value lines above the window (addressee in postal capitals,
 * "M OU MME GIRAUD THOMAS" for a couple, "M. GIRAUD THOMAS" alone); at the left the "Vos
 * références" box of label : value lines WITH the reference income and the shares in it ("Numéro
 * fiscal" grouped "16 80 237 003 830", the partner's number for a couple, "N° d'accès en ligne",
 * "Revenu fiscal de référence", "Nombre de parts", "Référence de l'avis"); the tax office's
 * contacts; the tax, the withholding already paid and the balance with its debit date (a decoy).
 * Page 2: "DÉTAIL DE L'IMPOSITION" with a header line (number, name, reference), the income table
 * with "Déclarant 1 | Déclarant 2 | Pers. à charge | Total" columns (salaries "Montant déclaré",
 * the 10 % deduction, capital income), the calculation with dot leaders down to the tax, the social
 * levies and the reference income again; "1/2" and "2/2" at the pages' feet. Whole euros.
 */
import {concatTransformationMatrix, popGraphicsState, pushGraphicsState} from 'pdf-lib'

import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisDeuxPagesParFeuille(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 20, 31))}`
  const collection = addDays(established, randomInt(rng, 4, 8))
  const female = name.civility === 'Mme'
  const children = pick(rng, [0, 1, 2])
  const parts = (couple ? 2 : 1) + (children === 0 ? 0 : !couple ? (children === 1 ? 1 : 1.5) : children * 0.5)
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 16_000, 44_000) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const capital = rest >= 100 ? rest : 0
  const rbg = s1 - d1 + s2 - d2 + capital
  const rfr = rbg
  const gross = Math.round(taxOneShare(Math.floor(rbg / parts)) * parts)
  const decoteCeiling = couple ? 2_826 : 1_708
  const decote = Math.max(0, Math.round(decoteCeiling * 0.55 - gross * 0.4525))
  const net = Math.max(0, gross - Math.min(decote, gross))
  const levies = capital > 0 ? Math.round(capital * 0.172) : 0
  const withheld = Math.max(0, net + randomInt(rng, -380, 240))
  const balance = net + levies - withheld
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = couple ? `${female ? 'MME OU M' : 'M OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}` : `${female ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const debit = `${year + 1}-09-25`
  const access = randomDigits(rng, 7)
  const partsText = String(parts).replace('.', ',')

  // The sheet: landscape A4, the two portrait pages drawn at 69 % side by side (the print driver's scaling).
  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'Microsoft: Print To PDF', date: addDays(facts.asOf, -randomInt(rng, 1, 30)), producer: 'Microsoft: Print To PDF', title: `avis_impot_${year + 1}`})
  const H = fonts.helvetica
  const page = doc.addPage([841.89, 595.28])
  const scale = 0.69
  const w = 595.28 * scale
  const h = 841.89 * scale
  const top = (595.28 - h) / 2
  const left = (k: number) => 841.89 / 2 - w - 4 + k * (w + 8)
  const half = (k: number): Sheet => {
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, left(k), top))
    const sheet = new Sheet(page, fonts)
    Object.assign(sheet, {height: 841.89, width: 595.28})
    return sheet
  }

  const L = 40
  const R = 555

  const stateBlock = (s: Sheet) => {
    s.box(L, 34, 11, 14, {fill: BLUE})
    s.box(L + 11, 34, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
    s.box(L + 22, 34, 11, 14, {fill: RED})
    s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 59, {font: H.bold, leading: 9, size: 8})
    s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 79, {font: H.italic, leading: 7, size: 6})
  }

  // Page 1.
  const p1 = half(0)
  stateBlock(p1)
  p1.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 112, {font: H.bold, leading: 9, size: 7.5})
  p1.text(`AVIS D'IMPÔT ${year + 1}`, R, 48, {align: 'right', font: H.bold, size: 17})
  p1.text('IMPÔT SUR LES REVENUS', R, 63, {align: 'right', font: H.bold, size: 10})
  p1.text(`de l'année ${year}`, R, 76, {align: 'right', size: 10})
  const wx = 300
  p1.text("Date d'établissement :", wx, 108, {color: GREY, size: 8})
  p1.text(slashDate(established), R, 108, {align: 'right', font: H.bold, size: 8.6})
  p1.text('Date de mise en recouvrement :', wx, 120, {color: GREY, size: 8})
  p1.text(slashDate(collection), R, 120, {align: 'right', font: H.bold, size: 8.6})
  p1.lines([addressee, ...envelope], wx + 6, 162, {leading: 12.5, size: 10})

  // References (left), label : value lines.
  let y = 146
  p1.box(L, y, 232, 150, {lineWidth: 0.9, stroke: BLUE})
  p1.box(L, y, 232, 17, {fill: BLUE})
  p1.text('Vos références', L + 8, y + 12, {color: WHITE, font: H.bold, size: 9})
  const refs: [string, string][] = [[couple ? 'Numéro fiscal déclarant 1' : 'Numéro fiscal', grouped(t1)]]
  if (couple) refs.push(['Numéro fiscal déclarant 2', grouped(t2)])
  refs.push(["N° d'accès en ligne", access], ['Revenu fiscal de référence', `${frEuros(rfr)} €`], ['Nombre de parts', partsText], ["Référence de l'avis", reference])
  y += 32
  for (const [lab, value] of refs) {
    p1.text(lab, L + 8, y, {size: 7.8})
    p1.text(value, L + 224, y, {align: 'right', font: H.bold, size: 8.4})
    y += 19
  }

  // Contacts.
  y = 318
  p1.text('Vos contacts', L, y, {color: BLUE, font: H.bold, size: 9})
  p1.lines([`Service des impôts des particuliers de ${address.city}`, `Centre des finances publiques - ${randomInt(rng, 2, 60)} rue ${pick(rng, ['de la Préfecture', 'du Palais', 'Gambetta', 'des Carmes'])}`, `${address.postcode} ${postalUpper(address.city)}`, 'Par messagerie sécurisée : impots.gouv.fr, espace particulier', 'Par téléphone : 0 809 401 401 (service gratuit + prix appel)'], L, y + 14, {leading: 10.5, size: 7.8})

  // Tax and balance.
  y = 410
  p1.box(L, y, R - L, 24, {fill: hex('#eef0fb')})
  p1.text('IMPÔT SUR LE REVENU ET PRÉLÈVEMENTS SOCIAUX', L + 10, y + 16, {color: BLUE, font: H.bold, size: 10})
  y += 46
  leader(p1, 'Impôt sur le revenu net', `${frEuros(net)} €`, L + 10, R - 10, y, {size: 9})
  y += 17
  if (levies) {
    leader(p1, 'Prélèvements sociaux sur revenus du patrimoine', `${frEuros(levies)} €`, L + 10, R - 10, y, {size: 9})
    y += 17
  }

  leader(p1, 'Retenue à la source et acomptes prélevés en ' + String(year), `- ${frEuros(withheld)} €`, L + 10, R - 10, y, {size: 9})
  y += 22
  p1.hline(L + 10, R - 10, y - 12, {color: GREY, width: 0.5})
  leader(p1, balance >= 0 ? 'RESTE À PAYER' : 'MONTANT QUI VOUS SERA REMBOURSÉ', `${frEuros(Math.abs(balance))} €`, L + 10, R - 10, y, {font: H.bold, size: 10})
  y += 22
  p1.paragraph(
    balance >= 0
      ? `Ce montant sera prélevé le ${slashDate(debit)} sur le compte bancaire dont vous nous avez communiqué les coordonnées (si le solde est supérieur à 300 €, il sera prélevé en quatre fois, de septembre à décembre).`
      : 'Ce montant vous sera remboursé par virement sur votre compte bancaire à la fin du mois de juillet ou au début du mois d\'août.',
    L + 10,
    y,
    R - L - 20,
    {color: GREY, leading: 10, size: 7.8},
  )

  y = 640
  p1.box(L, y, R - L, 92, {lineWidth: 0.6, stroke: hex('#b8b8b8')})
  p1.text('À savoir', L + 10, y + 16, {color: BLUE, font: H.bold, size: 8.6})
  p1.paragraph(
    `Votre taux de prélèvement à la source est actualisé à partir de septembre ${year + 1} à partir des revenus déclarés. Vous pouvez le consulter et le moduler dans votre espace particulier, rubrique « Gérer mon prélèvement à la source ». Le revenu fiscal de référence figurant sur cet avis peut vous être demandé pour bénéficier de certains droits ou prestations.`,
    L + 10,
    y + 32,
    R - L - 20,
    {leading: 10, size: 7.6},
  )
  p1.text('1/2', R, 812, {align: 'right', color: GREY, size: 7})
  page.pushOperators(popGraphicsState())

  // Page 2: the detail.
  const p2 = half(1)
  stateBlock(p2)
  p2.text("DÉTAIL DE L'IMPOSITION", R, 48, {align: 'right', color: BLUE, font: H.bold, size: 13})
  p2.text(`des revenus de l'année ${year}`, R, 62, {align: 'right', size: 9.5})
  p2.box(L, 96, R - L, 20, {fill: hex('#f1f1f1')})
  p2.text(`N° fiscal : ${grouped(t1)}     ${addressee}     Réf. : ${reference}`, L + 8, 109.5, {size: 7.6})
  const rows: string[][] = [['Salaires, pensions, rentes', '', '', '', '']]
  rows.push(['  Montant déclaré', frEuros(s1), couple ? frEuros(s2) : '', '', frEuros(s1 + s2)])
  rows.push(['  Déduction 10 % ou frais réels', `- ${frEuros(d1)}`, couple ? `- ${frEuros(d2)}` : '', '', `- ${frEuros(d1 + d2)}`])
  rows.push(['  Montant net', frEuros(s1 - d1), couple ? frEuros(s2 - d2) : '', '', frEuros(s1 - d1 + s2 - d2)])
  if (capital) rows.push(['Revenus de capitaux mobiliers imposables au barème', '', '', '', frEuros(capital)])
  let y2 = p2.table({
    columns: [{width: 215}, {align: 'right', width: 75}, {align: 'right', width: 75}, {align: 'right', width: 70}, {align: 'right', width: 80}],
    font: H.regular,
    frame: true,
    header: [['Revenus', 'Déclarant 1', 'Déclarant 2', 'Pers. à charge', 'Total']],
    headerFill: hex('#e3e6f6'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: 136,
  })

  y2 += 28
  p2.text("CALCUL DE L'IMPÔT", L, y2, {color: BLUE, font: H.bold, size: 9.5})
  y2 += 18
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(rbg)],
    ['Revenu imposable', frEuros(rbg)],
    ['Nombre de parts', partsText],
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', decote ? `- ${frEuros(Math.min(decote, gross))}` : '0'],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Prélèvements sociaux', frEuros(levies)],
    ['Total de l\'imposition', frEuros(net + levies)],
  ]
  for (const [lab, value] of calc) {
    leader(p2, lab, value, L + 6, R - 6, y2, {size: 8.8})
    y2 += 16
  }

  y2 += 10
  p2.box(L, y2 - 12, R - L, 20, {fill: hex('#e3e6f6')})
  leader(p2, 'Revenu fiscal de référence', `${frEuros(rfr)} €`, L + 6, R - 6, y2 + 2, {font: H.bold, size: 9})
  y2 += 34
  p2.paragraph(`Situation du foyer au 1er janvier ${year} : ${couple ? 'Marié(e)s ou pacsé(e)s' : 'Célibataire, divorcé(e) ou séparé(e)'}${children ? ` - ${children} enfant${children > 1 ? 's' : ''} à charge` : ''}. Les montants sont exprimés en euros.`, L, y2, R - L, {color: GREY, leading: 10, size: 7.8})
  p2.text('2/2', R, 812, {align: 'right', color: GREY, size: 7})
  page.pushOperators(popGraphicsState())

  // The pages' edges as the driver draws them.
  const sheet = new Sheet(page, fonts)
  for (const k of [0, 1]) sheet.box(left(k), top, w, h, {lineWidth: 0.4, stroke: hex('#9a9a9a')})

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
    layout: 'avis_imposition/deux-pages-par-feuille',
    notes: [
      'a two-page tax notice printed two pages per sheet on landscape A4 (each page at 69 %)',
      'references box with the reference income and the shares as label : value lines; dates as label : value lines above the window',
      'page 2 detail: declarants as columns, calculation with dot leaders, the reference income again',
      'date of collection and debit date as decoys; single declarants or couples ("M OU MME")',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
