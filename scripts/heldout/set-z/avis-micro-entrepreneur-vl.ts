/**
 * HELD-OUT avis_imposition/micro-entrepreneur-versement-liberatoire: page 1 of the income tax
 * notice of an EMPLOYEE WHO ALSO RUNS A MICRO-BUSINESS on the side and opted for the FLAT
 * WITHHOLDING ON TURNOVER (versement libératoire: sales 5TA, commercial services 5TB,
 * non-commercial receipts 5TE): that income is already taxed and stays out of the scale, but its
 * net after the flat allowance is ADDED TO THE REFERENCE INCOME. Single people (documents 1 and 3)
 * and married couples (2 and 4, the second with a child; the spouse salaried). The State block and
 * the title; the references as a GRID OF LABEL-ABOVE-VALUE CELLS at the left ("Numéro fiscal"
 * grouped, the notice's reference, "Date d'établissement": the truth with slashes, the collection
 * date and the payment deadline: decoys; for a couple the SPOUSE's own tax number: a decoy); the
 * window at the right ("M GAUTIER THOMAS", "MME OU M LEROY CLAIRE"); the household; the REFERENCE
 * INCOME STATED IN A SENTENCE in a tinted band ("Le revenu fiscal de référence de votre foyer
 * s'élève à 31 250 €"); the salaries as rows "label | case | amount" with the case code in a middle
 * column (the spouse's salaries and the deductions: decoys); the micro-business as VALUES IN A ROW
 * UNDER THEIR COLUMN TITLES (turnover, allowance rate, amount kept, flat tax paid: decoy amounts);
 * the calculation as label ..... value rows repeating the reference income; the new withholding
 * rate.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

interface Activity {
  box: string
  label: string
  allowance: number
  flat: number
  turnover: [number, number]
}

const ACTIVITIES: Activity[] = [
  {allowance: 0.71, box: '5TA', flat: 0.01, label: 'Ventes de marchandises (BIC)', turnover: [18_000, 52_000]},
  {allowance: 0.5, box: '5TB', flat: 0.017, label: 'Prestations de services (BIC)', turnover: [9000, 34_000]},
  {allowance: 0.34, box: '5TE', flat: 0.022, label: 'Recettes non commerciales (BNC)', turnover: [7000, 30_000]},
]

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisMicroEntrepreneurVl(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const children = typeof raw.children === 'number' ? raw.children : 0
  const act = ACTIVITIES[typeof raw.activity === 'number' ? raw.activity % ACTIVITIES.length : 0]
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-24`, randomInt(rng, 0, 20))
  const collection = addDays(established, randomInt(rng, 2, 6))
  const deadline = `${year + 1}-09-15`
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const s2 = couple ? randomInt(rng, 17_000, 44_000) : 0
  const d2 = deduction(s2)
  const turnover = randomInt(rng, act.turnover[0], act.turnover[1])
  const kept = Math.round(turnover * (1 - act.allowance))
  const flatPaid = Math.round(turnover * act.flat)
  const scale = s1 - d1 + (s2 - d2)
  const rfr = scale + kept
  const shares = (couple ? 2 : 1) + children * 0.5
  const gross = Math.round(taxOneShare(scale / shares) * shares)
  const withheld = Math.max(0, gross + randomInt(rng, -600, 450))
  const balance = gross - withheld
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const spouseNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const access = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const mme = name.civility === 'Mme'
  const civility = couple ? (mme ? 'MME OU M' : 'M OU MME') : mme ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => frEuros(n)
  const ink = hex('#1b1b1f')
  const soft = hex('#5a5e6a')
  const rule = hex('#b8bbc8')
  const pale = hex('#eef0fa')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557
  const W = R - L

  s.box(L, 30, 8, 11, {fill: BLUE})
  s.box(L + 8, 30, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 16, 30, 8, 11, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 52, {font: H.bold, leading: 9, size: 7.8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 72, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 74, 36, {color: BLUE, font: H.bold, leading: 9, size: 7.2})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 40, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text(`IMPÔT SUR LES REVENUS DE ${year}`, R, 54, {align: 'right', font: H.bold, size: 9})
  s.text('Impôt sur le revenu - Prélèvements sociaux', R, 66, {align: 'right', color: soft, size: 8})

  // The references: label-above-value cells, two to a row.
  const cells: [string, string][] = [
    [couple ? 'Numéro fiscal du déclarant 1' : 'Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ...(couple ? ([['Numéro fiscal du déclarant 2', grouped(spouseNumber)], ["N° d'accès en ligne", access]] as [string, string][]) : ([["N° d'accès en ligne", access]] as [string, string][])),
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Date limite de paiement', balance > 0 ? slashDate(deadline) : 'sans objet'],
  ]
  const CW = 128
  let y = 96
  cells.forEach(([label, value], i) => {
    const cx = L + (i % 2) * (CW + 8)
    const cy = y + Math.floor(i / 2) * 30
    s.box(cx, cy, CW, 26, {fill: pale})
    s.text(label, cx + 6, cy + 9.5, {color: soft, size: 6.6})
    s.text(value, cx + 6, cy + 21, {color: ink, font: H.bold, size: 8.6})
  })
  y += Math.ceil(cells.length / 2) * 30

  s.lines([addressee, ...envelope], 322, 128, {color: ink, leading: 12.4, size: 10})
  s.lines([`Service des impôts des particuliers de ${postalUpper(address.city)}`, 'impots.gouv.fr - messagerie sécurisée'], L, y + 8, {color: soft, leading: 9.4, size: 7.2})

  y = Math.max(y + 34, 128 + (envelope.length + 1) * 12.4 + 16)
  const situation = couple ? 'Marié(e)s' : 'Célibataire'
  s.text(`Situation de famille : ${situation}     Personnes à charge : ${children}     Nombre de parts : ${String(shares).replace('.', ',')}`, L, y, {color: ink, size: 8.2})
  y += 12
  s.box(L, y, W, 30, {fill: BLUE})
  s.text(`Le revenu fiscal de référence de votre foyer pour les revenus de ${year} s'élève à`, L + 12, y + 19, {color: WHITE, size: 9.2})
  s.text(`${e(rfr)} €`, R - 12, y + 20, {align: 'right', color: WHITE, font: H.bold, size: 14})
  y += 48

  // Salaries: label | case | amount.
  s.text('VOS REVENUS ET CHARGES DÉCLARÉS', L, y, {color: BLUE, font: H.bold, size: 9})
  const rows: [string, string, string][] = [
    [couple ? 'Salaires, traitements - déclarant 1' : 'Salaires, traitements', '1AJ', e(s1)],
    ['Déduction de 10 % pour frais professionnels', '', `- ${e(d1)}`],
    ...(couple
      ? ([
          ['Salaires, traitements - déclarant 2', '1BJ', e(s2)],
          ['Déduction de 10 % pour frais professionnels', '', `- ${e(d2)}`],
        ] as [string, string, string][])
      : []),
    ['Revenu net imposable au barème progressif', '', e(scale)],
  ]
  y = s.table({
    columns: [{width: W - 170}, {align: 'center', width: 60}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Case', 'Montant (€)']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 15,
    rowRules: true,
    rows: rows.map(([label, box, amount], i) => [{font: i === rows.length - 1 ? H.bold : H.regular, text: label}, {color: BLUE, font: H.bold, text: box}, {font: i === rows.length - 1 ? H.bold : H.regular, text: amount}]),
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // The micro-business: values in a row under their titles.
  y += 22
  s.text('REVENUS DES MICRO-ENTREPRENEURS AYANT OPTÉ POUR LE VERSEMENT LIBÉRATOIRE', L, y, {color: BLUE, font: H.bold, size: 9})
  y = s.table({
    columns: [{align: 'center', width: 40}, {width: 150}, {align: 'right', width: 82}, {align: 'center', width: 66}, {align: 'right', width: 88}, {align: 'right', width: W - 426}],
    font: H.regular,
    frame: true,
    header: [['Case', 'Activité', "Chiffre d'affaires", 'Abattement', 'Montant retenu', 'Versement libératoire']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7,
    rowHeight: 18,
    rows: [[{color: BLUE, font: H.bold, text: act.box}, act.label, e(turnover), `${Math.round(act.allowance * 100)} %`, {font: H.bold, text: e(kept)}, e(flatPaid)]],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })
  y = s.paragraph(
    `Ces revenus, déjà soumis au versement libératoire de l'impôt sur le revenu (${(act.flat * 100).toFixed(1).replace('.0', '').replace('.', ',')} % du chiffre d'affaires, acquitté avec vos cotisations sociales), ne sont pas imposés au barème ; le montant retenu après abattement est ajouté à votre revenu fiscal de référence.`,
    L,
    y + 14,
    W,
    {color: soft, leading: 10, size: 7.6},
  )

  // The calculation.
  y += 12
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 9})
  y += 16
  const result = balance >= 0 ? 'Reste à payer' : 'Montant remboursé'
  const calc: [string, string][] = [
    ['Revenu net imposable au barème', e(scale)],
    ['Revenus soumis au versement libératoire (après abattement)', e(kept)],
    ['Revenu fiscal de référence', e(rfr)],
    ['Impôt sur le revenu net (barème)', e(gross)],
    ['Prélèvement à la source (retenue et acomptes) déjà versé', `- ${e(withheld)}`],
    [result, e(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    leader(s, label, value, L + 6, R - 6, y, {color: ink, font: H.regular, size: 8.2, valueFont: H.bold})
    y += 15
  }

  y += 12
  const rate = gross > 0 ? Math.round((1000 * gross) / (s1 + s2)) / 10 : 0
  s.box(L, y, W, 44, {fill: pale})
  s.text('PRÉLÈVEMENT À LA SOURCE', L + 10, y + 14, {color: BLUE, font: H.bold, size: 8.6})
  s.text(`Taux de prélèvement applicable à vos salaires à compter du 1er septembre ${year + 1} : ${rate.toFixed(1).replace('.', ',')} %`, L + 10, y + 28, {color: ink, size: 8.2})
  s.text('Vos revenus de micro-entrepreneur soumis au versement libératoire ne donnent lieu à aucun acompte.', L + 10, y + 39, {color: soft, size: 7.6})

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
    layout: 'avis_imposition/micro-entrepreneur-versement-liberatoire',
    notes: [
      'page 1 of the income tax notice of an employee who also runs a micro-business under the flat withholding on turnover (versement libératoire): its income after the allowance is added to the reference income but not to the scale',
      'the references as label-above-value cells; the reference income stated in a sentence in a blue band and again in the calculation; the salaries as "label | case | amount" rows; the micro-business as values in a row under column titles',
      "decoys: the turnover, the allowance, the amount kept, the flat tax paid, the income taxable at the scale, the spouse's tax number and salaries, the collection date and payment deadline, the tax and the balance",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
