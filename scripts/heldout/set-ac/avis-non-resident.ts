/**
 * HELD-OUT avis_imposition/non-resident-sip-etranger: page 1 of the income tax notice of a person
 * who LIVED ABROAD in the income year (an expatriate back in France, or about to come back, who
 * applies for a loan with the notice he has), sent by the SERVICE DES IMPÔTS DES PARTICULIERS
 * NON-RÉSIDENTS to his ADDRESS ABROAD (London, Montréal, Dubai, Singapore): the State block with the
 * service at the top left, "AVIS D'IMPÔT 2030 - Revenus de l'année 2029" and a "NON-RÉSIDENT" tag
 * at the top right; the references at the left as LABEL : VALUE lines ("Numéro fiscal" grouped,
 * "Date d'établissement" with slashes: the truth; the notice's reference and the collection date:
 * decoys) over the service's address in Noisy-le-Grand and the country of residence with its code
 * (decoys); the WINDOW at the right ("M GAUTIER THOMAS" over the foreign address lines and the
 * COUNTRY in capitals: the truth); the summary as three boxes with the VALUES ABOVE THEIR CAPTIONS
 * (the reference income: the truth; the shares and the net tax: decoys); the French-source income
 * as "label | case | amount" rows (1AJ: the truth; the deduction, the WORLDWIDE INCOME for the
 * average rate (case 8TM) and the non-residents' withholding on salaries: decoys); the calculation
 * as label ..... value rows with the 20 % MINIMUM RATE and the AVERAGE RATE (decoys); the payment
 * from abroad with the Treasury's account (a decoy IBAN and BIC).
 */
import {addDays, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, WHITE} from '../util.js'

/** The addresses abroad (index.ts passes `abroad`), as the notice's window prints them. */
const ABROAD: {lines: string[]; country: string; code: string}[] = [
  {code: '132', country: 'ROYAUME-UNI', lines: ['FLAT 4', '21 BAKER STREET', 'LONDON NW1 6XE']},
  {code: '401', country: 'CANADA', lines: ['2150 RUE SAINT-DENIS APP 402', 'MONTREAL QC H2X 3K8']},
  {code: '247', country: 'EMIRATS ARABES UNIS', lines: ['VILLA 12 STREET 27', 'AL BARSHA 2', 'DUBAI']},
  {code: '226', country: 'SINGAPOUR', lines: ['38 RIVER VALLEY ROAD', '#12-04 THE RIVERSIDE', 'SINGAPORE 238366']},
]

/** The minimum rate of non-residents: 20 % up to the 30 % bracket's start, 30 % above. */
const minimumTax = (income: number) => Math.round(0.2 * Math.min(income, 29_315) + 0.3 * Math.max(0, income - 29_315))

export async function avisNonResident(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const abroad = ABROAD[typeof raw.abroad === 'number' ? raw.abroad % ABROAD.length : 0]
  const couple = raw.couple === true
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-24`, randomInt(rng, 0, 30))
  const collection = addDays(established, randomInt(rng, 2, 5))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const rfr = s1 - d1
  const shares = couple ? 2 : 1
  const world = Math.round(rfr * (1.7 + rng() * 1.3))
  const taxScale = Math.round(taxOneShare(rfr / shares) * shares)
  const taxMin = minimumTax(rfr)
  const taxWorld = taxOneShare(world / shares) * shares
  const taxAverage = Math.round((rfr * taxWorld) / world)
  const tax = Math.max(taxScale, Math.min(taxMin, taxAverage))
  const withheld = Math.max(0, tax + randomInt(rng, -520, 410))
  const balance = tax - withheld
  const taxNumber = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} 93 ${randomDigits(rng, 7)} ${randomDigits(rng, 2)}`
  const mme = name.civility === 'Mme'
  const civility = couple ? (mme ? 'MME OU M' : 'M OU MME') : mme ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const window = [...abroad.lines, abroad.country]
  const e = (v: number) => frEuros(v)
  const ink = hex('#1a1c21')
  const soft = hex('#5a5f69')
  const blue = hex('#1e3a70')
  const rule = hex('#c3c8d1')
  const pale = hex('#eef2f8')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - espace particulier', date: established, producer: 'DGFiP Éditique', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The State block and the title.
  s.box(L, 34, 8, 11, {fill: hex('#000091')})
  s.box(L + 8, 34, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 16, 34, 8, 11, {fill: hex('#e1000f')})
  s.text('RÉPUBLIQUE FRANÇAISE', L, 56, {color: ink, font: H.bold, size: 7.6})
  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L, 70, {color: blue, font: H.bold, size: 7.6})
  s.text('Service des impôts des particuliers non-résidents', L, 80, {color: blue, size: 7.6})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 44, {align: 'right', color: blue, font: H.bold, size: 14})
  s.text('IMPÔT SUR LE REVENU', R, 58, {align: 'right', color: blue, font: H.bold, size: 8.4})
  s.text(`Revenus de l'année ${year}`, R, 70, {align: 'right', color: blue, size: 8.4})
  s.box(R - 86, 78, 86, 15, {fill: blue})
  s.text('NON-RÉSIDENT', R - 43, 88.5, {align: 'center', color: WHITE, font: H.bold, size: 7.8})

  // The references and the service at the left.
  let y = 118
  s.text('Vos références', L, y, {color: blue, font: H.bold, size: 9})
  y += 15
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Pays de résidence', `${abroad.country} (${abroad.code})`],
  ]
  for (const [label, value] of refs) {
    s.text(`${label} :`, L, y, {color: soft, size: 7.8})
    s.text(value, L + 128, y, {color: ink, font: H.bold, size: Math.min(8.4, 132 / H.bold.widthOfTextAtSize(value, 1))})
    y += 12
  }

  y += 8
  s.text('Votre service', L, y, {color: blue, font: H.bold, size: 9})
  s.lines(['SIP NON-RÉSIDENTS', '10 RUE DU CENTRE - TSA 10010', '93465 NOISY-LE-GRAND CEDEX', 'Depuis l\'étranger : +33 1 72 95 20 31'], L, y + 13, {color: ink, leading: 9.6, size: 7.6})

  // The window at the right.
  s.lines([addressee, ...window], 318, 150, {color: ink, leading: 12.6, size: 10})

  // The summary: values above their captions.
  y = 292
  const bw = (W - 20) / 3
  const summary: [string, string][] = [
    [`${e(rfr)} €`, 'Revenu fiscal de référence'],
    [shares.toFixed(2).replace('.', ','), 'Nombre de parts'],
    [`${e(tax)} €`, 'Impôt sur le revenu net'],
  ]
  summary.forEach(([value, caption], j) => {
    const bx = L + j * (bw + 10)
    s.box(bx, y, bw, 52, {fill: pale, lineWidth: 0.6, stroke: rule})
    s.text(value, bx + bw / 2, y + 26, {align: 'center', color: blue, font: H.bold, size: 16})
    s.text(caption, bx + bw / 2, y + 43, {align: 'center', color: soft, size: 7.8})
  })

  y += 78
  s.text('DÉTAIL DE VOS REVENUS DE SOURCE FRANÇAISE', L, y, {color: blue, font: H.bold, size: 9})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 8
  y = s.table({
    columns: [{width: W - 170}, {align: 'center', width: 60}, {align: 'right', width: 110}],
    font: H.regular,
    header: [['Nature des revenus', 'Case', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 15,
    rowRules: true,
    rows: [
      [couple ? 'Salaires de source française - déclarant 1' : 'Salaires de source française', '1AJ', e(s1)],
      ['Déduction de 10 % pour frais professionnels', '', e(-d1)],
      ['Revenu net imposable en France', '', e(rfr)],
      ['Revenus mondiaux du foyer (pour le calcul du taux moyen)', '8TM', e(world)],
      ['Retenue à la source sur salaires des non-résidents', '8TA', e(withheld)],
    ],
    ruleColor: rule,
    size: 8.4,
    x: L,
    y,
  })

  y += 26
  s.text("CALCUL DE L'IMPÔT", L, y, {color: blue, font: H.bold, size: 9})
  s.hline(L, L + 330, y + 4, {color: blue, width: 0.8})
  y += 20
  const calc: [string, string][] = [
    [`Impôt au barème (${shares} part${shares > 1 ? 's' : ''})`, e(taxScale)],
    ['Impôt au taux minimum (20 % et 30 %)', e(taxMin)],
    ['Impôt au taux moyen des revenus mondiaux', e(taxAverage)],
    ['Impôt sur le revenu net retenu', e(tax)],
    ['Retenue à la source imputable', e(-withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Montant à restituer', e(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    leader(s, label, `${value} €`, L, L + 330, y, {color: ink, size: 8.4})
    y += 15
  }

  y += 14
  s.box(L, y, W, 62, {fill: pale})
  s.paragraph(
    `Vous n'étiez pas domicilié(e) en France en ${year} : seuls vos revenus de source française y sont imposables (articles 4 A et 164 A du code général des impôts). L'impôt ne peut être inférieur à 20 % du revenu net imposable (30 % au-delà de 29 315 €), sauf si vous justifiez que le taux moyen de l'impôt français sur l'ensemble de vos revenus mondiaux serait inférieur (article 197 A du CGI).`,
    L + 10,
    y + 14,
    W - 20,
    {color: ink, leading: 10.4, size: 7.8},
  )
  y += 80
  s.text("Paiement depuis l'étranger", L, y, {color: blue, font: H.bold, size: 8.6})
  s.text(`Virement au compte du Trésor : IBAN FR76 1007 1750 0000 0010 00${randomDigits(rng, 2)} ${randomDigits(rng, 3)} - BIC TRESFRPP - libellé : ${reference.replaceAll(' ', '')}`, L, y + 13, {color: ink, size: 7.6})

  s.box(L, 790, 10, 10, {fill: blue})
  s.text(`${reference}  -  ${grouped(taxNumber)}`, L + 16, 798, {color: soft, size: 7})
  s.text('page 1 / 2', R, 798, {align: 'right', color: soft, size: 7})

  return {
    fields: {
      adresse: window.join(', '),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      numero_fiscal: taxNumber,
      rfr: `${rfr}.00`,
      salaires_declares: `${s1}.00`,
    },
    layout: 'avis_imposition/non-resident-sip-etranger',
    notes: [
      "page 1 of a non-resident's income tax notice from the SIP des non-résidents, sent to an address abroad (the country in capitals on the window's last line)",
      'the references as label : value lines at the left; the summary as boxes with the values above their captions (the reference income among them); the French-source salaries as "label | case | amount" rows',
      "decoys: the notice's reference, the collection date, the service's address, the country code, the shares, the net tax, the deduction, the worldwide income (8TM), the withholding (8TA), the tax at the scale, the minimum and the average rates, the balance, the Treasury's IBAN and BIC",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
