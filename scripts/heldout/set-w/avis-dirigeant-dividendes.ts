/**
 * HELD-OUT avis_imposition/dirigeant-dividendes-pfu: page 1 of the income tax notice of a COMPANY
 * MANAGER paid a salary AND DIVIDENDS, the dividends taxed at the FLAT RATE (prélèvement forfaitaire
 * unique, 12.8 % plus 17.2 % of social levies, the bank having withheld both at source): the State
 * block and "AVIS D'IMPÔT" at the top, "IMPÔT SUR LE REVENU ET PRÉLÈVEMENTS SOCIAUX"; at the left a
 * framed column of LABEL-ABOVE-VALUE cells ("Numéro fiscal" grouped, "Référence de l'avis", "Date
 * d'établissement": the truth, "Date de mise en recouvrement": a decoy, the shares) over the tax
 * office (a decoy address); the window at the right with the civility IN FULL and the first name
 * before the surname ("MONSIEUR THOMAS GAUTIER", postal capitals); THREE TILES across the page
 * ("Revenu fiscal de référence": the truth, the net income tax and the social levies: decoys); the
 * income as label | amount rows with the BOX CODES IN BRACKETS in the labels ("Salaires et
 * assimilés (1AJ)", the deduction, the DIVIDENDS in 2DC, the tax credit already withheld in 2CK);
 * the calculation (the tax on the scale, the flat 12.8 % on the dividends, the 2CK credit, the
 * withholding on the salary: decoys); the social levies on the dividends already withheld (a decoy
 * base and amount); a box on the flat tax option (box 2OP not ticked).
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisDirigeantDividendes(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-${pad2(randomInt(rng, 7, 8))}-${pad2(randomInt(rng, 1, 28))}`
  const collection = addDays(established, randomInt(rng, 2, 6))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const dividends = randomInt(rng, 60, 450) * 100
  const rfr = s1 - d1 + dividends
  const scale = taxOneShare(s1 - d1)
  const flat = Math.round(dividends * 0.128)
  const net = scale + flat
  const withheld = Math.max(0, scale + randomInt(rng, -400, 400))
  const balance = net - flat - withheld
  const levies = Math.round(dividends * 0.172)
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${name.civility === 'Mme' ? 'MADAME' : 'MONSIEUR'} ${postalUpper(name.givenNames[0])} ${postalUpper(name.surname)}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => frEuros(n)
  const ink = hex('#1b1b1b')
  const soft = hex('#575b66')
  const rule = hex('#b5b8c6')
  const pale = hex('#f0f0fa')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559
  const W = R - L

  s.box(L, 30, 9, 12, {fill: BLUE})
  s.box(L + 9, 30, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 18, 30, 9, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 54, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 74, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 78, 38, {color: BLUE, font: H.bold, leading: 9, size: 7.4})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 40, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text('IMPÔT SUR LE REVENU ET PRÉLÈVEMENTS SOCIAUX', R, 55, {align: 'right', font: H.bold, size: 9})
  s.text(`sur les revenus de l'année ${year}`, R, 67, {align: 'right', color: soft, size: 8.6})

  // The references: label-above-value cells in a framed column.
  const CW = 190
  let y = 96
  s.box(L, y, CW, 174, {fill: pale, lineWidth: 0.8, stroke: BLUE})
  s.text('VOS RÉFÉRENCES', L + 10, y + 16, {color: BLUE, font: H.bold, size: 8.4})
  y += 34
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Nombre de parts', '1'],
  ]
  for (const [label, value] of refs) {
    s.text(label, L + 10, y, {color: soft, size: 7.2})
    s.text(value, L + 10, y + 11, {color: ink, font: H.bold, size: 9})
    y += 27
  }

  s.lines([`Service des impôts des particuliers de ${postalUpper(address.city)}`, 'Votre espace particulier : impots.gouv.fr', 'Messagerie sécurisée - 0 809 401 401'], L, 290, {color: soft, leading: 9.6, size: 7.2})

  s.lines([addressee, ...envelope], 318, 140, {color: ink, leading: 12.6, size: 10})

  // The three tiles.
  y = 332
  const tiles: [string, string, string][] = [
    ['Revenu fiscal de référence', `${e(rfr)} €`, 'à indiquer dans vos démarches'],
    ['Impôt sur le revenu net', `${e(net)} €`, balance > 0 ? `reste à payer : ${e(balance)} €` : balance < 0 ? `à vous rembourser : ${e(-balance)} €` : 'rien à payer'],
    ['Prélèvements sociaux', `${e(levies)} €`, 'déjà prélevés à la source'],
  ]
  const tw = (W - 20) / 3
  tiles.forEach(([label, value, sub], i) => {
    const x = L + i * (tw + 10)
    s.box(x, y, tw, 62, {fill: i === 0 ? BLUE : pale, radius: 4})
    const color = i === 0 ? WHITE : BLUE
    s.text(label, x + 10, y + 16, {color, font: H.bold, size: 8.4})
    s.text(value, x + 10, y + 38, {color: i === 0 ? WHITE : ink, font: H.bold, size: 15})
    s.text(sub, x + 10, y + 53, {color: i === 0 ? hex('#d8d8f2') : soft, size: 7.2})
  })

  // The income.
  y += 90
  s.text('DÉTAIL DES REVENUS DÉCLARÉS', L, y, {color: BLUE, font: H.bold, size: 9})
  const income: [string, string][] = [
    ['Salaires et assimilés (1AJ)', e(s1)],
    ['Déduction forfaitaire de 10 % pour frais professionnels', `- ${e(d1)}`],
    ['Revenus des valeurs et capitaux mobiliers ouvrant droit à abattement : dividendes (2DC)', e(dividends)],
    ["Crédit d'impôt prélèvement forfaitaire non libératoire déjà versé (2CK)", e(flat)],
    ['Revenu brut global (imposable au barème)', e(s1 - d1)],
    ['Revenu fiscal de référence (dividendes compris)', e(rfr)],
  ]
  y = s.table({
    columns: [{width: W - 110}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    rowHeight: 16,
    rowRules: true,
    rows: income.map(([label, value], i) => (i >= 4 ? [{font: H.bold, text: label}, {font: H.bold, text: value}] : [label, value])),
    ruleColor: rule,
    size: 8.2,
    x: L,
    y: y + 8,
  })

  y += 24
  s.text("CALCUL DE L'IMPÔT SUR LE REVENU", L, y, {color: BLUE, font: H.bold, size: 9})
  const calc: [string, string][] = [
    ['Impôt sur les revenus soumis au barème progressif', e(scale)],
    ['Imposition forfaitaire des revenus de capitaux mobiliers (12,8 %)', e(flat)],
    ['Impôt sur le revenu net', e(net)],
    ["Prélèvement forfaitaire non libératoire déjà versé (2CK)", `- ${e(flat)}`],
    ['Prélèvement à la source déjà versé sur vos salaires', `- ${e(withheld)}`],
    [balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé', e(Math.abs(balance))],
  ]
  y = s.table({
    columns: [{width: W - 110}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    rowHeight: 16,
    rowRules: true,
    rows: calc.map(([label, value], i) => (i === 2 || i === 5 ? [{font: H.bold, text: label}, {font: H.bold, text: value}] : [label, value])),
    ruleColor: rule,
    size: 8.2,
    x: L,
    y: y + 8,
  })

  y += 24
  s.text('PRÉLÈVEMENTS SOCIAUX SUR LES REVENUS DU PATRIMOINE ET DE PLACEMENT', L, y, {color: BLUE, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: W - 230}, {align: 'right', width: 60}, {align: 'right', width: 60}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    header: [['', 'Base', 'Taux', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Revenus de capitaux mobiliers (prélevés à la source)', e(dividends), '17,2 %', e(levies)],
      [{font: H.bold, text: 'Reste à payer'}, '', '', {font: H.bold, text: '0'}],
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 18
  s.box(L, y, W, 58, {lineWidth: 0.6, stroke: rule})
  s.text('Vos revenus de capitaux mobiliers', L + 10, y + 14, {color: BLUE, font: H.bold, size: 8.2})
  s.paragraph(
    "Vous n'avez pas coché la case 2OP : vos dividendes sont imposés au prélèvement forfaitaire unique de 12,8 %, sans abattement de 40 %. Le prélèvement de 12,8 % opéré par votre banque lors du versement est un acompte, imputé sur l'impôt ci-dessus ; l'excédent éventuel vous est restitué.",
    L + 10,
    y + 27,
    W - 20,
    {color: ink, leading: 10.4, size: 7.8},
  )

  s.text(`${reference} - ${taxNumber.slice(0, 4)} - page 1/2`, R, 822, {align: 'right', color: soft, size: 7})

  return {
    fields: {
      adresse: truthAddress(envelope),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      numero_fiscal: taxNumber,
      rfr: `${rfr}.00`,
      salaires_declares: `${s1}.00`,
    },
    layout: 'avis_imposition/dirigeant-dividendes-pfu',
    notes: [
      "a company manager's notice: a salary in 1AJ and dividends in 2DC taxed at the 12.8 % flat rate, the 2CK credit and the 17.2 % social levies already withheld by the bank",
      'references as label-above-value cells in a framed column at the left; the reference income in the first of three tiles; the box codes in brackets inside the labels; "MONSIEUR THOMAS GAUTIER" in the window',
      'decoys: the collection date, the dividends, the flat tax and its credit, the withholding on the salary, the social levies, the tax office',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
