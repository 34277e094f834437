/**
 * HELD-OUT avis_imposition/frais-reels-salarie: page 1 of the income tax notice of an employee who
 * DEDUCTED HIS OR HER ACTUAL EXPENSES (frais réels: a long commute by car, meals away from home,
 * box 1AK) instead of the flat 10 % deduction: single people (documents 1 and 3) and married couples
 * (2 and 4; the spouse keeps the 10 % deduction). The State block at the top left and the title at
 * the right; under it at the left a framed "Vos références" box of LABEL : VALUE lines ("Numéro
 * fiscal" grouped; for a couple the SPOUSE's OWN TAX NUMBER on the next line: a decoy number; the
 * online access number, the notice's reference, "Date d'établissement": the truth, the collection
 * date: a decoy); the window at the right in the tax administration's form, the civility WITHOUT A
 * DOT ("M GAUTIER THOMAS", "M OU MME GAUTIER THOMAS", "MME OU M LEROY CLAIRE"); the household's
 * situation; a SUMMARY AS VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Revenu fiscal de référence",
 * the shares, the net tax, the balance: the last two decoys); the income as a table whose columns are
 * the declarants ("Déclarant 1 | Déclarant 2"), with "Salaires et assimilés (1AJ / 1BJ)", "Frais
 * réels (1AK)" in declarant 1's column (a decoy amount) and the 10 % deduction in the spouse's, the
 * spouse's salaries (decoys); the tax calculation and the withholding (decoys); the new rate.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, newDocument, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisFraisReels(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const children = typeof raw.children === 'number' ? raw.children : 0
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-21`, randomInt(rng, 0, 22))
  const collection = addDays(established, randomInt(rng, 2, 6))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const f1 = deduction(s1) + randomInt(rng, 900, 4200)
  const s2 = couple ? randomInt(rng, 18_000, 46_000) : 0
  const d2 = deduction(s2)
  const rfr = s1 - f1 + (s2 - d2)
  const shares = (couple ? 2 : 1) + children * 0.5
  const gross = Math.round(taxOneShare(rfr / shares) * shares)
  const withheld = Math.max(0, gross + randomInt(rng, -700, 500))
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
  const ink = hex('#1b1b1b')
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
  s.text(`SUR LES REVENUS DE L'ANNÉE ${year}`, R, 54, {align: 'right', font: H.bold, size: 9})
  s.text('Impôt sur le revenu - Prélèvements sociaux', R, 66, {align: 'right', color: soft, size: 8})

  // Vos références: label : value lines in a framed box.
  const refs: [string, string][] = [
    [couple ? 'Numéro fiscal déclarant 1' : 'Numéro fiscal', grouped(taxNumber)],
    ...(couple ? ([['Numéro fiscal déclarant 2', grouped(spouseNumber)]] as [string, string][]) : []),
    ["N° d'accès en ligne", access],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  const boxH = 22 + refs.length * 13
  s.box(L, 96, 262, boxH, {lineWidth: 0.7, stroke: BLUE})
  s.text('Vos références', L + 8, 110, {color: BLUE, font: H.bold, size: 8.6})
  let y = 124
  for (const [label, value] of refs) {
    s.text(`${label} :`, L + 8, y, {color: soft, size: 7.8})
    s.text(value, L + 130, y, {color: ink, font: H.bold, size: 8.2})
    y += 13
  }

  s.lines(['Vous avez des questions ?', `Service des impôts des particuliers de ${postalUpper(address.city)}`, 'impots.gouv.fr - messagerie sécurisée', '0 809 401 401 (service gratuit + prix appel)'], L, 96 + boxH + 14, {color: soft, leading: 9.4, size: 7.2})
  s.lines([addressee, ...envelope], 322, 128, {color: ink, leading: 12.4, size: 10})

  // Situation and summary.
  y = Math.max(96 + boxH + 14 + 40, 128 + (envelope.length + 1) * 12.4 + 14)
  s.box(L, y, W, 20, {fill: pale})
  const situation = couple ? 'M - marié(e)s' : 'C - célibataire'
  s.text(`Situation de famille : ${situation}     Personnes à charge : ${children}     Nombre de parts : ${String(shares).replace('.', ',')}`, L + 8, y + 13, {color: ink, size: 8})
  y += 32
  const result = balance >= 0 ? 'Reste à payer' : 'Montant remboursé'
  y = s.table({
    columns: [{width: 150}, {width: 100}, {width: 130}, {width: W - 380}],
    font: H.bold,
    frame: true,
    header: [['Revenu fiscal de référence', 'Nombre de parts', 'Impôt sur le revenu net', result]],
    headerColor: WHITE,
    headerFill: BLUE,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 22,
    rows: [[{size: 11, text: `${e(rfr)} €`}, String(shares).replace('.', ','), `${e(gross)} €`, `${e(Math.abs(balance))} €`]],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L,
    y,
  })

  // The income by declarant.
  y += 20
  s.text('DÉTAIL DES REVENUS', L, y, {color: BLUE, font: H.bold, size: 9})
  const columns = couple ? [{width: 46}, {width: W - 46 - 200}, {align: 'right' as const, width: 100}, {align: 'right' as const, width: 100}] : [{width: 46}, {width: W - 46 - 100}, {align: 'right' as const, width: 100}]
  const pick2 = (a: string, b: string) => (couple ? [a, b] : [a])
  const rows = [
    [couple ? '1AJ / 1BJ' : '1AJ', 'Salaires et assimilés', ...pick2(e(s1), e(s2))],
    [couple ? '1AK / 1BK' : '1AK', 'Frais réels', ...pick2(e(f1), '-')],
    ['', 'Déduction de 10 % pour frais professionnels', ...pick2('-', e(d2))],
    ['', 'Salaires nets imposables', ...pick2(e(s1 - f1), e(s2 - d2))],
  ]
  y = s.table({
    columns,
    font: H.regular,
    frame: true,
    header: [['Case', 'Libellé', ...pick2(couple ? 'Déclarant 1' : 'Montant', 'Déclarant 2')]],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.4,
    rowHeight: 15,
    rowRules: true,
    rows: rows.map((r) => r.map((text, i) => ({color: i === 0 ? BLUE : ink, font: i === 0 ? H.bold : H.regular, text}))),
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })
  const totals: [string, string][] = [
    ['Revenu brut global', e(rfr)],
    ['Revenu net imposable', e(rfr)],
    ['Revenu fiscal de référence', e(rfr)],
  ]
  y += 14
  for (const [label, value] of totals) {
    s.text(label, L + 52, y, {color: ink, font: H.bold, size: 8.2})
    s.text(value, R - 6, y, {align: 'right', color: ink, font: H.bold, size: 8.6})
    s.hline(L, R, y + 5, {color: rule, width: 0.3})
    y += 15
  }

  // The calculation.
  y += 14
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 9})
  y += 14
  const calc: [string, string][] = [
    ['Droits simples calculés selon le barème', e(gross)],
    ['Impôt sur le revenu net', e(gross)],
    ['Prélèvement à la source (retenue et acomptes) déjà versé', `- ${e(withheld)}`],
    [result, e(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    s.text(label, L + 8, y, {color: ink, size: 8})
    s.text(value, R - 6, y, {align: 'right', color: ink, size: 8.4})
    s.hline(L, R, y + 5, {color: rule, width: 0.3})
    y += 15
  }

  y += 18
  const rate = rfr > 0 ? Math.round((1000 * gross) / (s1 + s2)) / 10 : 0
  s.box(L, y, W, 46, {fill: pale})
  s.text('PRÉLÈVEMENT À LA SOURCE', L + 10, y + 14, {color: BLUE, font: H.bold, size: 8.6})
  s.text(`Votre taux de prélèvement à compter du 1er septembre ${year + 1} : ${String(rate).replace('.', ',')} %`, L + 10, y + 28, {color: ink, size: 8.2})
  s.text(balance > 0 ? `Le solde sera prélevé en ${balance > 300 ? '4 fois à partir du 25/09' : '1 fois le 25/09'}/${year + 1} sur votre compte bancaire.` : 'Aucun solde à payer : le remboursement est effectué par virement.', L + 10, y + 40, {color: soft, size: 7.8})
  y += 66

  s.paragraph(
    "Vous avez opté pour la déduction de vos frais professionnels réels : conservez les justificatifs (trajets, repas, carte grise du véhicule) pendant trois ans. Le revenu fiscal de référence figurant sur cet avis est à communiquer aux organismes qui vous le demandent.",
    L,
    y,
    W,
    {color: soft, leading: 10, size: 7.4},
  )

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
    layout: 'avis_imposition/frais-reels-salarie',
    notes: [
      'page 1 of the income tax notice of an employee who deducted actual expenses (frais réels, 1AK) instead of the 10 % deduction; single people and married couples',
      '"Vos références" as label : value lines in a framed box; the window without a dot after the civility ("M GAUTIER THOMAS", "M OU MME ..."); a summary as values in a row under their titles; the income in columns by declarant',
      "decoys: the actual expenses, the spouse's tax number and salaries and 10 % deduction, the collection date, the tax, the withholding, the balance, the new rate",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
