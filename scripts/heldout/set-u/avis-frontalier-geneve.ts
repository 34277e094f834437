/**
 * HELD-OUT avis_imposition/frontalier-geneve-credit-8tk: page 1 of the income tax notice of a
 * CROSS-BORDER WORKER living in the Genevois (Haute-Savoie, Pays de Gex) and working in the canton
 * of GENEVA, whose salary is taxed at source in Switzerland and declared in France both as
 * salaries (1AJ) and as foreign income giving a TAX CREDIT EQUAL TO THE FRENCH TAX (8TK): the State
 * block and "AVIS D'IMPÔT" at the top; at the left a framed "Vos références" box of label / value
 * rows with the values RIGHT-ALIGNED ("Numéro fiscal" grouped, "Référence de l'avis", "Date
 * d'établissement": the truth, "Date de mise en recouvrement": a decoy, the shares) and under a
 * rule "Revenu fiscal de référence" in bold; the window at the right ("M GAUTIER THOMAS": civility
 * WITHOUT A DOT, postal capitals); a band with the outcome ("Impôt non mis en recouvrement" below
 * 61 €, else the balance and its deadline: decoys); the income as a TABLE WITH THE BOX CODES in a
 * column ("Salaires, pensions, rentes | 1AJ | 54 210"; the 10 % deduction; the French bank's
 * interest in 2TR for some; the gross and taxable income; the SAME SALARY again in 8TK); the tax
 * calculation table (the tax on the scale, the 8TK credit, the flat-rate withholding already paid
 * on the interest: decoys); an information box quoting the Franco-Swiss agreements with their dates
 * (decoys); the withholding rate at 0 % for income taxed abroad.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisFrontalierGeneve(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-${pad2(randomInt(rng, 7, 8))}-${pad2(randomInt(rng, 1, 28))}`
  const collection = addDays(established, randomInt(rng, 2, 6))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const interest = rng() < 0.5 ? randomInt(rng, 60, 900) : 0
  const rfr = s1 - d1 + interest
  const grossTax = taxOneShare(rfr)
  const credit = rfr > 0 ? Math.round((grossTax * (s1 - d1)) / rfr) : 0
  const net = grossTax - credit
  const flat = Math.round(interest * 0.128)
  const balance = net - flat
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => frEuros(n)
  const ink = hex('#1b1b1b')
  const soft = hex('#575b66')
  const rule = hex('#b5b8c6')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  s.box(L, 30, 9, 12, {fill: BLUE})
  s.box(L + 9, 30, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 18, 30, 9, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 54, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 74, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 80, 38, {color: BLUE, font: H.bold, leading: 9, size: 7.4})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 42, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text(`IMPÔT SUR LES REVENUS de l'année ${year}`, R, 57, {align: 'right', font: H.bold, size: 9.4})

  // The references box, values right-aligned.
  const bx = L
  const bw = 250
  let y = 106
  s.box(bx, y - 14, bw, 132, {lineWidth: 0.8, stroke: BLUE})
  s.text('Vos références', bx + 8, y, {color: BLUE, font: H.bold, size: 8.6})
  y += 16
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Nombre de parts', '1'],
  ]
  for (const [label, value] of refs) {
    s.text(label, bx + 8, y, {color: soft, size: 7.8})
    s.text(value, bx + bw - 8, y, {align: 'right', color: ink, font: H.bold, size: 8.4})
    y += 14
  }

  s.hline(bx + 8, bx + bw - 8, y - 5, {color: rule})
  s.text('Revenu fiscal de référence', bx + 8, y + 9, {color: BLUE, font: H.bold, size: 8.6})
  s.text(`${e(rfr)} €`, bx + bw - 8, y + 9, {align: 'right', color: ink, font: H.bold, size: 10.5})

  s.lines(['Service des impôts des particuliers', `de ${postalUpper(address.city)}`, 'Messagerie sécurisée : impots.gouv.fr'], bx, 252, {color: soft, leading: 10, size: 7.4})
  s.lines([addressee, ...envelope], 320, 128, {color: ink, leading: 12.5, size: 10})

  // The outcome.
  y = 296
  s.box(L, y, R - L, 34, {fill: hex('#ececf8')})
  if (balance >= 61) {
    s.text('RESTE À PAYER', L + 12, y + 15, {color: BLUE, font: H.bold, size: 9})
    s.text(`${e(balance)} €`, R - 12, y + 22, {align: 'right', color: ink, font: H.bold, size: 14})
    s.text(`à payer au plus tard le ${slashDate(`${year + 1}-09-15`)}`, L + 12, y + 27, {color: soft, size: 7.6})
  } else if (balance < 0) {
    s.text('MONTANT QUI VOUS SERA REMBOURSÉ', L + 12, y + 15, {color: BLUE, font: H.bold, size: 9})
    s.text(`${e(-balance)} €`, R - 12, y + 22, {align: 'right', color: ink, font: H.bold, size: 14})
    s.text(`par virement sur votre compte bancaire à partir du ${slashDate(addDays(established, 12))}`, L + 12, y + 27, {color: soft, size: 7.6})
  } else {
    s.text('IMPÔT NON MIS EN RECOUVREMENT', L + 12, y + 15, {color: BLUE, font: H.bold, size: 9})
    s.text('Le montant de votre impôt est inférieur à 61 € : vous n\'avez rien à payer.', L + 12, y + 27, {color: soft, size: 7.6})
    s.text('0 €', R - 12, y + 22, {align: 'right', color: ink, font: H.bold, size: 14})
  }

  // The income, box codes in a column.
  y += 52
  s.text('VOS REVENUS', L, y, {color: BLUE, font: H.bold, size: 9.4})
  const income: [string, string, string][] = [
    ['Salaires, pensions, rentes (déclarant 1)', '1AJ', e(s1)],
    ['Déduction forfaitaire de 10 %', '', `- ${e(d1)}`],
  ]
  if (interest) income.push(['Intérêts et produits de placement à revenu fixe', '2TR', e(interest)])
  income.push(['Revenu brut global', '', e(rfr)], ['Revenu imposable', '', e(rfr)], ["Revenus étrangers ouvrant droit à un crédit d'impôt égal à l'impôt français", '8TK', e(s1)])
  y = s.table({
    columns: [{width: 330}, {align: 'center', width: 60}, {align: 'right', width: R - L - 390}],
    font: H.regular,
    frame: true,
    header: [['Rubrique', 'Case', 'Montant en euros']],
    headerFill: hex('#e3e3f3'),
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: income,
    ruleColor: rule,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 26
  s.text("LE CALCUL DE VOTRE IMPÔT", L, y, {color: BLUE, font: H.bold, size: 9.4})
  const calc: [string, string][] = [
    ['Impôt sur les revenus soumis au barème', e(grossTax)],
    ["Crédit d'impôt égal à l'impôt français sur les revenus étrangers (8TK)", `- ${e(credit)}`],
    ['Impôt sur le revenu net', e(net)],
  ]
  if (interest) calc.push(['Prélèvement forfaitaire non libératoire déjà versé (2CK)', `- ${e(flat)}`])
  calc.push(['Prélèvement à la source déjà versé', '0'])
  y = s.table({
    columns: [{width: 390}, {align: 'right', width: R - L - 390}],
    font: H.regular,
    frame: true,
    rowHeight: 17,
    rowRules: true,
    rows: calc,
    ruleColor: rule,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 22
  s.box(L, y, R - L, 84, {fill: hex('#f4f4fb'), lineWidth: 0.6, stroke: rule})
  s.text('Vous êtes travailleur frontalier du canton de Genève', L + 10, y + 15, {color: BLUE, font: H.bold, size: 8.6})
  s.paragraph(
    "Vos salaires de source suisse sont imposés à la source à Genève, conformément à l'accord du 29 janvier 1973 relatif à la compensation financière et à la convention fiscale franco-suisse du 9 septembre 1966. Ils sont retenus pour le calcul du taux de votre impôt et pour votre revenu fiscal de référence, et ouvrent droit à un crédit d'impôt égal à l'impôt français correspondant. Vos revenus de source suisse ne donnent lieu à aucun prélèvement à la source en France : votre taux de prélèvement est de 0,0 %.",
    L + 10,
    y + 30,
    R - L - 20,
    {color: ink, leading: 11, size: 8},
  )

  s.paragraph("Pour toute question, utilisez votre messagerie sécurisée dans votre espace particulier sur impots.gouv.fr. Conservez cet avis : il vous sera demandé pour obtenir certaines prestations sociales ou un prêt.", L, 780, R - L, {color: soft, leading: 9.5, size: 7.2})
  s.text(`${reference} - page 1/2`, R, 822, {align: 'right', color: soft, size: 7})

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
    layout: 'avis_imposition/frontalier-geneve-credit-8tk',
    notes: [
      "a Geneva cross-border worker's notice: the salary in 1AJ and again in 8TK, a tax credit equal to the French tax",
      "references as label / value rows with the values right-aligned in a framed box, the reference income under them; the income as a table with the box codes in a column",
      'decoys: the collection date, the 8TK credit, the flat-rate withholding, the balance and deadline, the agreements\' dates, the SIP',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
