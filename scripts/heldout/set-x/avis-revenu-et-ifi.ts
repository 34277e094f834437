/**
 * HELD-OUT avis_imposition/revenu-et-fortune-immobiliere: page 1 of the COMBINED NOTICE a taxpayer
 * who owns rental property worth more than 1.3 million euros receives, "IMPÔT SUR LE REVENU ET
 * IMPÔT SUR LA FORTUNE IMMOBILIÈRE" (income tax and the real-estate wealth tax declared with the
 * income return): the State block and the title at the top; the references as a RULED TABLE WITH
 * THE VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Numéro fiscal" grouped, "Référence de l'avis",
 * "Date d'établissement": the truth, "Date de mise en recouvrement": a decoy, the shares); the tax
 * office's block at the left (a decoy address) and the window at the right in the tax
 * administration's form ("M GAUTIER THOMAS": the civility without a dot, SURNAME THEN FIRST NAME,
 * postal capitals); the household's situation; then a TWO-COLUMN PAGE: at the left the income tax
 * (a tile with the "Revenu fiscal de référence", the income rows with the box codes in front:
 * "1AJ Salaires", the 10 % deduction, "4BA Revenus fonciers nets": decoys; the tax, the
 * withholding, the balance, the social levies on the rents: decoys), at the right a TINTED IFI
 * COLUMN (the gross value of the real estate, the deductible debts, the net taxable value, the IFI
 * before and after the gifts reduction: large decoy amounts; its own payment deadline: a decoy
 * date); at the foot the totals to pay with the deadlines and the withholding box (the new rate
 * and the monthly instalment on the rents from September: decoys).
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, newDocument, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

/** The real-estate wealth tax on a net taxable value (euros), with the relief between 1.3 and 1.4 million. */
function ifiOf(value: number): number {
  const brackets: [number, number][] = [
    [800_000, 0],
    [1_300_000, 0.005],
    [2_570_000, 0.007],
    [5_000_000, 0.01],
    [10_000_000, 0.0125],
    [Infinity, 0.015],
  ]
  let tax = 0
  let floor = 0
  for (const [ceiling, rate] of brackets) {
    if (value > floor) tax += (Math.min(value, ceiling) - floor) * rate
    floor = ceiling
  }

  if (value < 1_400_000) tax -= 17_500 - value * 0.0125
  return Math.max(0, Math.round(tax))
}

export async function avisRevenuEtIfi(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-20`, randomInt(rng, 0, 24))
  const collection = addDays(established, randomInt(rng, 2, 5))
  const deadline = `${year + 1}-09-15`
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const rents = randomInt(rng, 14_000, 52_000)
  const rentsNet = Math.round(rents * (0.55 + rng() * 0.25))
  const rfr = s1 - d1 + rentsNet
  const tax = taxOneShare(rfr)
  const withheld = Math.max(0, tax + randomInt(rng, -900, 600))
  const balance = tax - withheld
  const levies = Math.round(rentsNet * 0.172)
  const net = randomInt(rng, 1_360, 3_300) * 1000 + randomInt(rng, 0, 999)
  const debts = randomInt(rng, 60, 640) * 1000 + randomInt(rng, 0, 999)
  const gross = net + debts
  const ifi = ifiOf(net)
  const gifts = rng() < 0.5 ? 0 : Math.min(Math.round(ifi * 0.4), randomInt(rng, 5, 40) * 100)
  const ifiNet = ifi - Math.round(gifts * 0.75)
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => frEuros(n)
  const ink = hex('#1b1b1b')
  const soft = hex('#585c68')
  const rule = hex('#b6b9c7')
  const pale = hex('#eef0fa')
  const ifiTint = hex('#fdf3e6')
  const ifiEdge = hex('#c7862c')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} IR IFI`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559
  const W = R - L

  s.box(L, 30, 8, 11, {fill: BLUE})
  s.box(L + 8, 30, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 16, 30, 8, 11, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 52, {font: H.bold, leading: 9, size: 7.8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 72, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 74, 36, {color: BLUE, font: H.bold, leading: 9, size: 7.2})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 38, {align: 'right', color: BLUE, font: H.bold, size: 16})
  s.text('IMPÔT SUR LE REVENU ET IMPÔT SUR LA FORTUNE IMMOBILIÈRE', R, 52, {align: 'right', font: H.bold, size: 8.8})
  s.text(`Revenus de l'année ${year} - patrimoine immobilier au 1er janvier ${year + 1}`, R, 64, {align: 'right', color: soft, size: 8})

  // References: values in a row under their column titles.
  s.table({
    columns: [{width: 122}, {width: 118}, {width: 104}, {width: 118}, {align: 'right', width: W - 462}],
    font: H.bold,
    frame: true,
    header: [['Numéro fiscal', "Référence de l'avis", "Date d'établissement", 'Date de mise en recouvrement', 'Nombre de parts']],
    headerFill: pale,
    headerFont: H.regular,
    headerSize: 6.8,
    rowHeight: 17,
    rows: [[grouped(taxNumber), reference, slashDate(established), slashDate(collection), '1']],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y: 94,
  })

  s.text('Pour nous contacter', L, 148, {color: BLUE, font: H.bold, size: 8})
  s.lines([`Service des impôts des particuliers`, `de ${postalUpper(address.city)}`, 'Votre espace particulier : impots.gouv.fr', 'Messagerie sécurisée - 0 809 401 401'], L, 161, {color: soft, leading: 9.6, size: 7.4})
  s.lines([addressee, ...envelope], 320, 150, {color: ink, leading: 12.4, size: 10})

  s.box(L, 222, W, 20, {fill: pale})
  const situation = name.birthSurname ? 'V - veuve' : 'C - célibataire'
  s.text(`Situation de famille : ${situation}     Personnes à charge : 0     Nombre de parts : 1`, L + 8, 235, {color: ink, size: 8})

  // Two columns: income tax at the left, IFI at the right.
  const CW = (W - 16) / 2
  const RX = L + CW + 16
  let y = 258
  s.text('IMPÔT SUR LE REVENU', L, y, {color: BLUE, font: H.bold, size: 9.4})
  s.box(L, y + 8, CW, 52, {fill: BLUE, radius: 4})
  s.text('Revenu fiscal de référence', L + 10, y + 24, {color: WHITE, font: H.bold, size: 8.4})
  s.text(`${e(rfr)} €`, L + 10, y + 48, {color: WHITE, font: H.bold, size: 16})
  let ly = y + 74
  const row = (x: number, width: number, at: number, code: string, label: string, value: string, bold = false) => {
    if (code) s.text(code, x, at, {color: BLUE, font: H.bold, size: 7.2})
    s.text(label, x + (code ? 26 : 0), at, {color: ink, font: bold ? H.bold : H.regular, size: 7.6})
    s.text(value, x + width, at, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 8})
    s.hline(x, x + width, at + 5, {color: rule, width: 0.3})
  }

  const income: [string, string, string, boolean?][] = [
    ['1AJ', 'Salaires, traitements', e(s1)],
    ['', 'Déduction de 10 % pour frais professionnels', `- ${e(d1)}`],
    ['', 'Salaires nets imposables', e(s1 - d1)],
    ['4BA', 'Revenus fonciers nets', e(rentsNet)],
    ['', 'Revenu brut global', e(rfr), true],
    ['', 'Revenu net imposable', e(rfr), true],
  ]
  for (const [code, label, value, bold] of income) {
    row(L, CW, ly, code, label, value, bold)
    ly += 15
  }

  ly += 8
  s.text("Calcul de l'impôt", L, ly, {color: BLUE, font: H.bold, size: 8.4})
  ly += 14
  const calc: [string, string, boolean?][] = [
    ['Impôt sur le revenu net', e(tax), true],
    ['Prélèvement à la source déjà versé', `- ${e(withheld)}`],
    [balance >= 0 ? 'Reste à payer' : 'Montant remboursé', e(Math.abs(balance)), true],
    ['Prélèvements sociaux sur revenus fonciers (17,2 %)', e(levies)],
  ]
  for (const [label, value, bold] of calc) {
    row(L, CW, ly, '', label, value, bold)
    ly += 15
  }

  // The IFI column.
  const boxTop = y - 12
  const ifiRows: [string, string, string, boolean?][] = [
    ['9AA', 'Valeur brute des biens immobiliers', e(gross)],
    ['9BA', 'dont biens donnés en location', e(Math.round(gross * 0.62))],
    ['9JA', 'Passif déductible', `- ${e(debts)}`],
    ['', 'Valeur nette taxable du patrimoine', e(net), true],
    ['', 'IFI avant imputations', e(ifi)],
    ['9NC', 'Réduction au titre des dons', gifts ? `- ${e(Math.round(gifts * 0.75))}` : '0'],
    ['', 'IFI net à payer', e(ifiNet), true],
  ]
  const boxH = 40 + ifiRows.length * 16 + 70
  s.box(RX, boxTop, CW, boxH, {fill: ifiTint, lineWidth: 0.7, stroke: ifiEdge})
  s.text('IMPÔT SUR LA FORTUNE IMMOBILIÈRE', RX + 10, y, {color: hex('#8a5410'), font: H.bold, size: 9.4})
  s.text(`Patrimoine au 1er janvier ${year + 1}`, RX + 10, y + 12, {color: soft, size: 7.4})
  let ry = y + 34
  for (const [code, label, value, bold] of ifiRows) {
    row(RX + 10, CW - 20, ry, code, label, value, bold)
    ry += 16
  }

  ry += 8
  s.text(`Date limite de paiement de l'IFI : ${slashDate(deadline)}`, RX + 10, ry, {color: ink, font: H.bold, size: 7.8})
  s.paragraph("L'IFI est dû par les personnes dont le patrimoine immobilier net taxable excède 1 300 000 € au 1er janvier de l'année d'imposition.", RX + 10, ry + 14, CW - 20, {color: soft, leading: 9, size: 7})

  // Totals.
  y = Math.max(ly, boxTop + boxH) + 22
  s.text('MONTANTS À PAYER', L, y, {color: BLUE, font: H.bold, size: 9})
  const pay = Math.max(0, balance) + ifiNet
  y = s.table({
    columns: [{width: 230}, {align: 'right', width: 100}, {width: 110}, {align: 'right', width: W - 440}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Montant', 'Date limite', 'Modalité']],
    headerColor: WHITE,
    headerFill: BLUE,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Impôt sur le revenu (solde)', e(Math.max(0, balance)), balance > 0 ? 'prélevé en 4 fois' : '-', balance > 0 ? `à partir du ${slashDate(`${year + 1}-09-25`)}` : '-'],
      ['Impôt sur la fortune immobilière', e(ifiNet), slashDate(deadline), 'paiement en ligne'],
      [{font: H.bold, text: 'Total'}, {font: H.bold, text: e(pay)}, '', ''],
    ],
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 22
  const rate = tax > 0 ? Math.round((1000 * tax) / (s1 + rentsNet)) / 10 : 0
  s.text('PRÉLÈVEMENT À LA SOURCE', L, y, {color: BLUE, font: H.bold, size: 9})
  s.box(L, y + 8, W, 40, {fill: pale})
  s.text(`Votre taux de prélèvement à partir de septembre ${year + 1} : ${String(rate).replace('.', ',')} %`, L + 10, y + 23, {color: ink, size: 8.2})
  s.text(`Acompte mensuel sur vos revenus fonciers : ${e(Math.round((rentsNet * (rate / 100 + 0.172)) / 12))} € à compter du ${slashDate(`${year + 1}-09-15`)}`, L + 10, y + 38, {color: ink, size: 8.2})
  y += 48

  s.paragraph(
    "Le revenu fiscal de référence figurant sur cet avis est à communiquer aux organismes qui vous le demandent. Les montants de l'IFI résultent de la déclaration de votre patrimoine immobilier jointe à votre déclaration de revenus. Payez en ligne sur impots.gouv.fr ou avec l'application « impots.gouv ».",
    L,
    y + 20,
    W,
    {color: soft, leading: 10, size: 7.4},
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
    layout: 'avis_imposition/revenu-et-fortune-immobiliere',
    notes: [
      "the combined notice of income tax and the real-estate wealth tax (IFI) of a landlord with rental property",
      'references as values in a row under their column titles; "M GAUTIER THOMAS" in the window; a two-column page: the income tax with the box codes in front of the labels at the left, a tinted IFI column at the right',
      'decoys: the collection date, the rents, the tax and its withholding, the social levies, the gross and net real-estate values, the debts, the IFI and its deadline',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
