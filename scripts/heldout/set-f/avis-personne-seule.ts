/**
 * HELD-OUT avis_imposition/personne-seule: the income tax notice of a SINGLE person (one share),
 * its first page as the DGFiP prints it since 2019, with the detail of the income brought onto the
 * same page (the one-page PDF of a notice with no dependants): the State block top left with
 * "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES", "AVIS D'IMPÔT 2026", "IMPÔT SUR LE REVENU" and
 * "Revenus de l'année 2025" at the right; under it at the LEFT a rounded "Vos références" box
 * whose labels sit at the left and values at the right edge of the box ("Numéro fiscal" grouped,
 * "N° d'accès en ligne", "Référence de l'avis", "Date d'établissement", "Date de mise en
 * recouvrement", "Revenu fiscal de référence" (whole euros), "Nombre de parts"); at the RIGHT the
 * window-envelope addressee in postal capitals ("MME DUBOIS CLAIRE") and a "Vos contacts" box; a
 * tile "Situation de famille : Célibataire" / "Montant de votre impôt" and the balance ("Reste à
 * payer" or "Montant qui vous sera remboursé"), the withholding rate tile (a percentage: decoy);
 * "Détail de vos revenus" as a ruled table "Nature | Case | Déclarant 1" (1AJ salaries, 10 %
 * deduction, capital income when any) and "Calcul de l'impôt" as dot-leader lines; the 2D-Doc
 * seal and the small print. Whole euros, thousands separated by spaces.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisPersonneSeule(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 21, 31))}`
  const collection = addDays(established, randomInt(rng, 2, 5))
  const situation = name.birthSurname ? 'Divorcé(e)' : pick(rng, ['Célibataire', 'Célibataire', 'Divorcé(e)'])
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  // Other income (capital income) when the reference income says so; rounding gaps are not income.
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const extra = rest >= 100 ? rest : 0
  const global = s1 - d1 + extra
  const rfr = global
  const gross = taxOneShare(global)
  const decote = Math.max(0, Math.round(889 - gross * 0.4525))
  const net = Math.max(0, gross - decote)
  const withheld = Math.max(0, net + randomInt(rng, -260, 180))
  const balance = net - withheld
  const pasRate = global > 0 ? Math.round((net / global) * 1000) / 10 : 0
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const pale = hex('#ececfe')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique IR', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // State block.
  s.text('RÉPUBLIQUE', L, 42, {font: H.bold, size: 8})
  s.text('FRANÇAISE', L, 51, {font: H.bold, size: 8})
  s.box(L, 56, 11, 13, {fill: BLUE})
  s.box(L + 11, 56, 11, 13, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 56, 11, 13, {fill: RED})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 79, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 78, 46, {font: H.bold, leading: 9, size: 7.5})

  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 46, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text('IMPÔT SUR LE REVENU', R, 61, {align: 'right', font: H.bold, size: 10})
  s.text(`Revenus de l'année ${year}`, R, 74, {align: 'right', size: 9})

  // References box (left).
  const bw = 250
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["N° d'accès en ligne", randomDigits(rng, 7)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Revenu fiscal de référence', frEuros(rfr)],
    ['Nombre de parts', '1'],
  ]
  const top = 108
  s.box(L, top, bw, 30 + refs.length * 14, {fill: pale, radius: 8})
  s.text('Vos références', L + 10, top + 15, {color: BLUE, font: H.bold, size: 9.5})
  refs.forEach(([lab, value], k) => {
    const rowY = top + 32 + k * 14
    const bold = lab === 'Revenu fiscal de référence'
    s.text(lab, L + 10, rowY, {font: bold ? H.bold : H.regular, size: 8})
    s.text(value, L + bw - 10, rowY, {align: 'right', font: H.bold, size: bold ? 9 : 8})
  })

  // Addressee and contacts (right).
  s.lines([addressee, ...envelope], 320, 122, {leading: 12, size: 10})
  s.box(320, 196, R - 320, 56, {lineWidth: 0.6, radius: 6, stroke: hex('#b7b7e6')})
  s.text('Vos contacts', 328, 209, {color: BLUE, font: H.bold, size: 8.5})
  s.lines([`SIP ${upper(address.city)} - Centre des finances publiques`, 'Messagerie sécurisée : impots.gouv.fr', '0 809 401 401 (service gratuit + prix appel)'], 328, 221, {leading: 10, size: 7.5})

  // Situation and amounts.
  let y = 274
  s.box(L, y, R - L, 58, {fill: hex('#f6f6f6')})
  s.text(`Situation de famille : ${situation}  -  Aucune personne à charge`, L + 10, y + 15, {size: 8.5})
  s.text('Montant de votre impôt sur le revenu', L + 10, y + 36, {font: H.bold, size: 10})
  s.text(`${frEuros(net)} €`, L + 300, y + 36, {align: 'right', font: H.bold, size: 13})
  s.text(balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé', L + 10, y + 50, {color: GREY, size: 8})
  s.text(`${frEuros(Math.abs(balance))} €`, L + 300, y + 50, {align: 'right', color: GREY, size: 8.5})
  s.box(L + 330, y + 8, R - L - 340, 42, {fill: WHITE, lineWidth: 0.6, stroke: hex('#cccccc')})
  s.text('Votre taux de prélèvement à la source', L + 338, y + 22, {color: GREY, size: 7.5})
  s.text(`${pasRate.toFixed(1).replace('.', ',')} %`, L + 338, y + 40, {color: BLUE, font: H.bold, size: 13})
  s.text(`à compter de septembre ${year + 1}`, R - 18, y + 40, {align: 'right', color: GREY, size: 7})

  // Income detail.
  y += 84
  s.text('DÉTAIL DE VOS REVENUS', L, y, {color: BLUE, font: H.bold, size: 10})
  const rows: string[][] = [
    ['Traitements, salaires, pensions et rentes', '', ''],
    ['Salaires et assimilés', '1AJ', frEuros(s1)],
    ['Abattement de 10 %', '', `- ${frEuros(d1)}`],
    ['Salaires nets imposables', '', frEuros(s1 - d1)],
  ]
  if (extra > 0) rows.push(['Revenus de capitaux mobiliers imposables', '2TR', frEuros(extra)])
  y = s.table({
    columns: [{width: 323}, {align: 'center', width: 70}, {align: 'right', width: 130}],
    font: H.regular,
    frame: true,
    header: [['Nature des revenus', 'Case', 'Déclarant 1']],
    headerColor: WHITE,
    headerFill: BLUE,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: rows.map((row, k) => (k === 0 ? row.map((c) => ({font: H.bold, text: c})) : row)),
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Calculation.
  y += 28
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 10})
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(global)],
    ['Revenu imposable', frEuros(global)],
    ['Nombre de parts', '1,00'],
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', frEuros(Math.min(decote, gross))],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Retenues et acomptes prélevés à la source', frEuros(withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Montant à restituer', frEuros(Math.abs(balance))],
  ]
  calc.forEach(([lab, value], k) => leader(s, lab, value, L, L + 330, y + 18 + k * 13.5, {size: 8.5}))

  // Reference income tile and seal.
  s.box(L + 360, y + 6, R - L - 360, 58, {fill: pale})
  s.text('Revenu fiscal de référence', L + 368, y + 22, {color: BLUE, font: H.bold, size: 8.5})
  s.text(frEuros(rfr), R - 10, y + 50, {align: 'right', font: H.bold, size: 16})
  seal(s, L + 368, y + 76, 18, 3.4, rng)
  s.paragraph(
    "L'authenticité de cet avis peut être vérifiée sur impots.gouv.fr (service de vérification des avis) avec votre numéro fiscal et la référence de l'avis.",
    L + 440,
    y + 82,
    R - L - 440,
    {color: GREY, leading: 8.5, size: 6.5},
  )

  s.paragraph(
    `Le montant de votre impôt tient compte des prélèvements à la source effectués en ${year}. Si vous devez un reste à payer supérieur à 300 €, il sera prélevé en quatre fois, de septembre à décembre ${year + 1}, sur le compte bancaire que vous avez désigné. Vous pouvez consulter et modifier votre taux et vos acomptes dans la rubrique « Gérer mon prélèvement à la source » de votre espace particulier.`,
    L,
    770,
    R - L,
    {color: GREY, leading: 8.5, size: 6.8},
  )
  s.text(`${taxNumber.slice(0, 4)} ${reference}  -  Page 1/1`, R, 818, {align: 'right', color: GREY, size: 6.5})

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
    layout: 'avis_imposition/personne-seule',
    notes: [
      'single declarant, one share: "Vos références" box at the LEFT with values at its right edge',
      'addressee only in the window block at the right (postal capitals)',
      'salaries as a 1AJ row under a "Déclarant 1" column header; calculation as dot-leader lines',
      'withholding rate percentage as a decoy; RFR twice',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
