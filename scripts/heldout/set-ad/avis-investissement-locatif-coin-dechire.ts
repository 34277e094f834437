/**
 * HELD-OUT avis_imposition/investissement-locatif-coin-dechire-scotch: page 1 of the income tax
 * notice of a household that LETS A FLAT BOUGHT UNDER THE "PINEL" SCHEME (acquired in 2023 or 2024,
 * the reduction spread over the commitment's years) and declares the rents under the MICRO-FONCIER
 * scheme (case 4BE, 30 % allowance; the social levies at 17,2 %), single people (documents 1 and 4)
 * and married couples (2 and 3); the paper notice's TOP RIGHT CORNER was TORN OFF and STUCK BACK
 * WITH ADHESIVE TAPE before it was scanned: the piece a little out of place and turned (the service's
 * block and the flashcode on it: decoys), the tear's edge, the scanner's lid showing in the gap, two
 * strips of yellowed tape across the tear. The notice: the State block, "AVIS D'IMPÔT 2031 - IMPÔT
 * SUR LE REVENU ET PRÉLÈVEMENTS SOCIAUX - Revenus de l'année 2030" at the top left; "Vos
 * références" as LABEL : VALUE lines at the left ("Numéro fiscal du déclarant 1" grouped: the
 * truth; declarant 2's number, the notice's reference, "Date d'établissement" with slashes: the
 * truth; the collection date: a decoy); the WINDOW at the right ("M GAUTIER THOMAS", "M OU MME ..."
 * for a couple, over the postal lines); the summary box as label ..... value lines ("Revenu fiscal de
 * référence": the truth; the shares, the net tax, the social levies: decoys); the income as a table
 * with the declarants IN COLUMNS (1AJ for declarant 1: the truth; 1BJ, the deductions, the rents,
 * the allowance and the net rental income: decoys); the calculation with the Pinel reduction, the
 * social levies, the withholding and the balance (decoys).
 */
import {BlendMode} from 'pdf-lib'

import {addDays, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, postalUpper, randomDigits, randomInt, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, taxOneShare, upper, WHITE} from '../util.js'
import {Frame} from './frame.js'

export async function avisInvestissementLocatifCoinDechire(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-24`, randomInt(rng, 0, 30))
  const collection = addDays(established, randomInt(rng, 3, 6))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? Math.round(s1 * (0.45 + rng() * 0.6)) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const rents = randomInt(rng, 62, 142) * 100 + randomInt(rng, 0, 99)
  const allowance = Math.round(rents * 0.3)
  const rental = rents - allowance
  const rfr = s1 - d1 + (s2 - d2) + rental
  const children = couple ? randomInt(rng, 0, 2) : 0
  const shares = (couple ? 2 : 1) + children * 0.5
  const taxScale = Math.round(taxOneShare(rfr / shares) * shares)
  const acquired = randomInt(rng, 2023, 2024)
  const price = randomInt(rng, 175, 290) * 1000
  const pinel = Math.min(Math.round(taxScale * 0.8), Math.round(price * (acquired === 2023 ? 0.0175 : 0.015)))
  const tax = taxScale - pinel
  const levies = Math.round(rental * 0.172)
  const withheld = Math.max(0, tax + levies + randomInt(rng, -480, 360))
  const balance = tax + levies - withheld
  const taxNumber = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const taxNumber2 = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomDigits(rng, 2)}`
  const mme = name.civility === 'Mme'
  const civility = couple ? (mme ? 'MME OU M' : 'M OU MME') : mme ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const window = [...address.lines.map((l) => postalUpper(l)), `${address.postcode} ${postalUpper(address.city)}`]
  const e = (v: number) => frEuros(v)
  const ink = hex('#1b1d22')
  const soft = hex('#5b606a')
  const blue = hex('#12306b')
  const rule = hex('#c4c9d2')
  const pale = hex('#edf1f7')
  const paper = hex('#fcfcfa')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon MF645C', date: addDays(facts.asOf, -randomInt(rng, 1, 15)), producer: 'Canon', title: `SCAN${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The tear from the top edge to the right edge (page coordinates).
  const tear: [number, number][] = []
  const t0: [number, number] = [296 + randomInt(rng, -10, 10), 0]
  const t1: [number, number] = [s.width, 228 + randomInt(rng, -10, 10)]
  const n = 18
  for (let j = 0; j <= n; j++) {
    const a = j / n
    const jitter = j === 0 || j === n ? 0 : (rng() - 0.5) * 7
    tear.push([t0[0] + (t1[0] - t0[0]) * a + jitter * 0.6, t0[1] + (t1[1] - t0[1]) * a - jitter])
  }

  s.box(0, 0, s.width, s.height, {fill: paper})

  // The State block and the title.
  s.box(L, 32, 7, 10, {fill: hex('#000091')})
  s.box(L + 7, 32, 7, 10, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 14, 32, 7, 10, {fill: hex('#e1000f')})
  s.text('RÉPUBLIQUE FRANÇAISE', L + 28, 40, {color: ink, font: H.bold, size: 7.6})
  s.text('Liberté - Égalité - Fraternité', L + 28, 49, {color: soft, font: H.italic, size: 6.8})
  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L, 64, {color: blue, font: H.bold, size: 7.4})
  s.text(`AVIS D'IMPÔT ${year + 1}`, L, 92, {color: blue, font: H.bold, size: 17})
  s.text('IMPÔT SUR LE REVENU ET PRÉLÈVEMENTS SOCIAUX', L, 106, {color: blue, font: H.bold, size: 8.4})
  s.text(`Revenus de l'année ${year}`, L, 118, {color: blue, size: 8.6})

  // The references at the left.
  let y = 146
  s.text('Vos références', L, y, {color: blue, font: H.bold, size: 9})
  y += 15
  const refs: [string, string][] = [
    ['Numéro fiscal du déclarant 1', grouped(taxNumber)],
    ...(couple ? ([['Numéro fiscal du déclarant 2', grouped(taxNumber2)]] as [string, string][]) : []),
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  for (const [label, value] of refs) {
    s.text(`${label} :`, L, y, {color: soft, size: 7.8})
    s.text(value, L + 142, y, {color: ink, font: H.bold, size: 8.4})
    y += 12.5
  }

  // The window.
  s.lines([addressee, ...window], 322, 244, {color: ink, leading: 12.4, size: 9.8})

  // The summary.
  y = 322
  s.box(L, y, W, 78, {fill: pale, lineWidth: 0.6, stroke: rule})
  const summary: [string, string][] = [
    ['Revenu fiscal de référence', `${e(rfr)} €`],
    ['Nombre de parts', shares.toFixed(2).replace('.', ',')],
    ['Impôt sur le revenu net', `${e(tax)} €`],
    ['Prélèvements sociaux', `${e(levies)} €`],
  ]
  summary.forEach(([label, value], j) => leader(s, label, value, L + 14, L + 300, y + 18 + j * 16, {color: ink, size: 9, valueFont: H.bold}))
  s.text(balance >= 0 ? 'Reste à payer' : 'Montant à restituer', R - 14, y + 30, {align: 'right', color: soft, size: 8.4})
  s.text(`${e(Math.abs(balance))} €`, R - 14, y + 52, {align: 'right', color: blue, font: H.bold, size: 18})

  // The income, the declarants in columns.
  y += 100
  s.text('DÉTAIL DES REVENUS', L, y, {color: blue, font: H.bold, size: 9})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y = s.table({
    columns: [{width: W - 240}, {align: 'right', width: 80}, {align: 'right', width: 80}, {align: 'right', width: 80}],
    font: H.regular,
    header: [['', 'Déclarant 1', couple ? 'Déclarant 2' : '', 'Foyer']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 14.5,
    rowRules: true,
    rows: [
      ['Salaires (1AJ - 1BJ)', e(s1), couple ? e(s2) : '', ''],
      ['Déduction de 10 % pour frais professionnels', e(-d1), couple ? e(-d2) : '', ''],
      ['Salaires nets imposables', e(s1 - d1), couple ? e(s2 - d2) : '', e(s1 - d1 + s2 - d2)],
      ['Revenus fonciers - régime micro-foncier : recettes brutes (4BE)', '', '', e(rents)],
      ['Abattement forfaitaire de 30 %', '', '', e(-allowance)],
      ['Revenu foncier net', '', '', e(rental)],
      ['Revenu brut global', '', '', e(rfr)],
      ['Revenu imposable', '', '', e(rfr)],
    ],
    ruleColor: rule,
    size: 8.2,
    x: L,
    y: y + 8,
  })

  y += 24
  s.text("CALCUL DE L'IMPÔT", L, y, {color: blue, font: H.bold, size: 9})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 20
  const calc: [string, string][] = [
    [`Impôt sur les revenus soumis au barème (${shares.toFixed(2).replace('.', ',')} parts)`, e(taxScale)],
    [`Réduction d'impôt - investissement locatif « Pinel » (logement acquis en ${acquired})`, e(-pinel)],
    ['Impôt sur le revenu net', e(tax)],
    ['Prélèvements sociaux sur revenus du patrimoine (17,2 %)', e(levies)],
    ['Retenue à la source et acomptes prélevés', e(-withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Montant à restituer', e(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    leader(s, label, `${value} €`, L, R, y, {color: ink, size: 8.6})
    y += 15
  }

  y += 12
  s.box(L, y, W, 48, {fill: pale})
  s.paragraph(
    `La réduction « Pinel » de ${e(pinel)} € correspond à la fraction de l'année ${year} de l'avantage acquis pour le logement donné en location (prix de revient retenu : ${e(price)} €). Les prélèvements sociaux portent sur le revenu foncier net de ${e(rental)} €.`,
    L + 10,
    y + 14,
    W - 20,
    {color: ink, leading: 10.4, size: 7.8},
  )
  s.box(L, 790, 10, 10, {fill: blue})
  s.text(`${reference}  -  ${grouped(taxNumber)}`, L + 16, 798, {color: soft, size: 7})
  s.text('page 1 / 2', R, 798, {align: 'right', color: soft, size: 7})

  // The torn corner: the scanner's lid in the gap, the piece stuck back a little out of place.
  const poly = (pts: [number, number][]) => `M ${pts.map(([x, yy]) => `${x.toFixed(2)} ${yy.toFixed(2)}`).join(' L ')} Z`
  s.path(poly([[tear[0][0] - 1, -1], ...tear, [s.width + 1, tear[n][1]], [s.width + 1, -1]]), 0, 0, {fill: hex('#c4c2bc')})
  s.path(tear.map(([x, yy], j) => `${j === 0 ? 'M' : 'L'} ${x.toFixed(2)} ${yy.toFixed(2)}`).join(' '), 0, 0, {lineWidth: 0.9, stroke: hex('#b5b1a8')})
  const turn = -(0.5 + rng() * 0.7)
  const piece = new Frame(s, s.width + 2 + rng() * 1.5, -(1.5 + rng() * 1.5), 1, turn)
  const local = tear.map(([x, yy]) => [x - s.width, yy] as [number, number])
  piece.path(poly([[local[0][0], 0], ...local, [0, local[n][1]], [0, 0]]), 0, 0, {fill: paper, lineWidth: 0.7, stroke: hex('#e4e1da')})
  const sx = 426 - s.width
  piece.text('Centre des Finances publiques', sx, 30, {color: blue, font: H.bold, size: 7.6})
  piece.text(`SIP DE ${upper(address.city)}`, sx, 41, {color: ink, font: H.bold, room: 136, size: 7.6})
  piece.text(`${randomInt(rng, 2, 40)} rue des Finances`, sx, 52, {color: ink, size: 7.4})
  piece.text(`${address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${postalUpper(address.city)} CEDEX`, sx, 62, {color: ink, room: 136, size: 7.4})
  piece.text('Tél. : 0 809 401 401 (service gratuit)', sx, 73, {color: soft, size: 6.8})
  piece.text('impots.gouv.fr', sx, 84, {color: blue, font: H.bold, size: 7.4})
  const qr = piece.at(520 - s.width, 108)
  seal(s, qr.x, qr.y, 11, 3.6, rng)

  // Two strips of tape across the tear.
  for (const at of [0.3, 0.72]) {
    const j = Math.round(at * n)
    const [x, yy] = tear[j]
    const tape = new Frame(s, x, yy, 1, -52 + (rng() - 0.5) * 14)
    tape.rect(-34, -11, 68, 22, {blend: BlendMode.Multiply, fill: hex('#f2ecd0'), opacity: 0.55})
    tape.rect(-34, -11, 68, 22, {lineWidth: 0.5, opacity: 0.6, stroke: hex('#c9c0a0')})
    tape.line(-32, -6, 32, -6, {color: WHITE, opacity: 0.6, width: 1.4})
  }

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
    layout: 'avis_imposition/investissement-locatif-coin-dechire-scotch',
    notes: [
      "page 1 of the income tax notice of a household with a flat let under the Pinel scheme and rents under the micro-foncier scheme; the paper's top right corner torn off and stuck back with tape before scanning (the piece out of place and turned, the lid in the gap)",
      '"Vos références" as label : value lines at the left ("Date d\'établissement" with slashes); the window at the right; the reference income in a summary box of label ..... value lines; the declarants\' salaries in columns',
      "decoys: declarant 2's number and salaries, the notice's reference, the collection date, the service's block and flashcode on the torn piece, the shares, the net tax, the social levies, the rents, the allowance, the rental income, the Pinel reduction and the price, the withholding and the balance",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
