/**
 * HELD-OUT avis_imposition/page-unique-2025: the FIRST PAGE of a married couple's 2025 income tax
 * notice (income of 2024), as the DGFiP prints it in 2025, handed in alone ("1/3" at the foot):
 * the State block with "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" BESIDE it top left, and at the
 * right "AVIS D'IMPÔT 2025" / "IMPÔT SUR LES REVENUS" / "de l'année 2024"; at the LEFT the window
 * (a small return-address line in grey over the addressee in postal capitals "M OU MME GIRAUD
 * THOMAS" and the address); at the RIGHT the "Vos références" box as a TWO-COLUMN GRID of
 * LABEL-ABOVE-VALUE cells ("Numéro fiscal du déclarant 1" → grouped "16 80 237 003 830",
 * "Numéro fiscal du déclarant 2", "N° d'accès en ligne", "Référence de l'avis", "Date
 * d'établissement" → dd/mm/yyyy, "Date de mise en recouvrement": a decoy); a wide tile with the
 * tax and the balance ("Reste à payer" / "Montant qui vous sera remboursé", with its debit date:
 * a decoy); "Votre situation" line (Marié(e)s, dependants, shares); the REFERENCE INCOME ALONE IN
 * A FRAMED BOX with a shaded caption ("Revenu fiscal de référence" → "58 412 €") beside the
 * withholding-rate box (a percentage: decoy); "Résumé de vos revenus" as a table with the
 * declarants as COLUMNS ("Déclarant 1 | Déclarant 2 | Foyer": salaries 1AJ / 1BJ in one row, the
 * 10 % deduction, capital income), the calculation as label / value lines; the 2D-Doc seal, the
 * contacts and the small print. Whole euros, spaces between thousands.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisPageUnique2025(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 18, 31))}`
  const collection = addDays(established, randomInt(rng, 3, 6))
  const female = name.civility === 'Mme'
  const children = pick(rng, [0, 0, 1, 2])
  const parts = 2 + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = randomInt(rng, 14_000, 41_000)
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const capital = rest >= 100 ? rest : 0
  const global = s1 - d1 + s2 - d2 + capital
  const rfr = global
  const gross = taxOneShare(Math.floor(global / parts)) * parts
  const decote = Math.max(0, Math.round(1470 - gross * 0.4525))
  const net = Math.max(0, gross - Math.min(decote, gross))
  const withheld = Math.max(0, net + randomInt(rng, -420, 260))
  const balance = net - withheld
  const pasRate = global > 0 ? Math.round((net / global) * 1000) / 10 : 0
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = `${female ? 'MME OU M' : 'M OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const debit = `${year + 1}-09-25`
  const pale = hex('#eef0fb')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique IR 2025', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // State block with the directorate beside it.
  s.box(L, 34, 11, 14, {fill: BLUE})
  s.box(L + 11, 34, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 34, 11, 14, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 59, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 79, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 76, 44, {font: H.bold, leading: 9, size: 7.5})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 46, {align: 'right', color: BLUE, font: H.bold, size: 18})
  s.text('IMPÔT SUR LES REVENUS', R, 61, {align: 'right', font: H.bold, size: 9.5})
  s.text(`de l'année ${year}`, R, 73, {align: 'right', size: 9.5})

  // Window (left).
  s.text(`DGFIP - SIP ${postalUpper(address.city)} - TSA ${randomDigits(rng, 5)} - ${randomDigits(rng, 5)} CEDEX`, L + 10, 128, {color: GREY, size: 6})
  s.hline(L + 10, L + 220, 131, {color: hex('#c8c8c8'), width: 0.4})
  s.lines([addressee, ...envelope], L + 10, 146, {leading: 12, size: 10})

  // References (right): label above value, two columns.
  const bx = 300
  const refs: [string, string][] = [
    ['Numéro fiscal du déclarant 1', grouped(t1)],
    ['Numéro fiscal du déclarant 2', grouped(t2)],
    ["N° d'accès en ligne", randomDigits(rng, 7)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  s.box(bx, 98, R - bx, 130, {lineWidth: 0.8, radius: 6, stroke: BLUE})
  s.text('Vos références', bx + 10, 114, {color: BLUE, font: H.bold, size: 9.5})
  const cw = (R - bx - 20) / 2
  refs.forEach(([lab, value], k) => {
    const cx = bx + 10 + (k % 2) * cw
    const cy = 134 + Math.floor(k / 2) * 32
    s.text(lab, cx, cy, {color: GREY, size: 6.8})
    s.text(value, cx, cy + 12, {font: H.bold, size: 9})
  })

  // Tax and balance.
  let y = 246
  s.box(L, y, R - L, 54, {fill: pale})
  s.text('Montant de votre impôt sur le revenu', L + 12, y + 20, {font: H.bold, size: 10})
  s.text(`${frEuros(net)} €`, L + 330, y + 20, {align: 'right', font: H.bold, size: 12})
  s.text(balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé', L + 12, y + 40, {color: BLUE, font: H.bold, size: 10})
  s.text(`${frEuros(Math.abs(balance))} €`, L + 330, y + 40, {align: 'right', color: BLUE, font: H.bold, size: 12})
  s.text(balance >= 0 ? `prélevé le ${slashDate(debit)} sur votre compte` : 'par virement, fin juillet ou début août', R - 12, y + 40, {align: 'right', color: GREY, size: 7.5})

  y += 76
  s.text(`Votre situation : Marié(e)s${children ? ` - ${children} enfant${children > 1 ? 's' : ''} à charge` : ' - aucune personne à charge'} - Nombre de parts : ${String(parts).replace('.', ',')}`, L, y, {size: 9})

  // Reference income box and withholding rate.
  y += 14
  s.box(L, y, 240, 62, {lineWidth: 1.2, stroke: BLUE})
  s.box(L, y, 240, 18, {fill: BLUE})
  s.text('Revenu fiscal de référence', L + 10, y + 12.5, {color: WHITE, font: H.bold, size: 9})
  s.text(`${frEuros(rfr)} €`, L + 230, y + 48, {align: 'right', font: H.bold, size: 20})
  s.box(L + 260, y, R - L - 260, 62, {lineWidth: 0.6, stroke: hex('#b5b5b5')})
  s.text('Taux de prélèvement à la source du foyer', L + 270, y + 16, {color: GREY, size: 8})
  s.text(`${pasRate.toFixed(1).replace('.', ',')} %`, L + 270, y + 44, {color: BLUE, font: H.bold, size: 16})
  s.text(`appliqué à partir de septembre ${year + 1}`, R - 10, y + 44, {align: 'right', color: GREY, size: 7.5})

  // Income summary: declarants as columns.
  y += 86
  s.text('RÉSUMÉ DE VOS REVENUS', L, y, {color: BLUE, font: H.bold, size: 10})
  const rows: string[][] = [
    ['Salaires, traitements (cases 1AJ, 1BJ)', frEuros(s1), frEuros(s2), frEuros(s1 + s2)],
    ['Déduction de 10 % pour frais professionnels', `- ${frEuros(d1)}`, `- ${frEuros(d2)}`, `- ${frEuros(d1 + d2)}`],
    ['Salaires nets', frEuros(s1 - d1), frEuros(s2 - d2), frEuros(s1 - d1 + s2 - d2)],
  ]
  if (capital > 0) rows.push(['Revenus de capitaux mobiliers (case 2TR)', '', '', frEuros(capital)])
  y = s.table({
    columns: [{width: 235}, {align: 'right', width: 95}, {align: 'right', width: 95}, {align: 'right', width: 94}],
    font: H.regular,
    frame: true,
    header: [['', 'Déclarant 1', 'Déclarant 2', 'Foyer']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows,
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Calculation.
  y += 24
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 10})
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(global)],
    ['Revenu net imposable', frEuros(global)],
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', frEuros(Math.min(decote, gross))],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Prélèvements à la source et acomptes déjà versés', frEuros(withheld)],
  ]
  calc.forEach(([lab, value], k) => {
    const cy = y + 17 + k * 13.5
    s.text(lab, L, cy, {size: 8.5})
    s.text(value, L + 330, cy, {align: 'right', size: 8.5})
    s.hline(L, L + 330, cy + 3.5, {color: hex('#dedede'), width: 0.4})
  })
  seal(s, L + 372, y + 6, 19, 3.6, rng)
  s.paragraph("Authenticité : lisez ce code 2D-Doc ou utilisez le service de vérification des avis sur impots.gouv.fr.", L + 450, y + 12, R - L - 450, {color: GREY, leading: 8.5, size: 6.8})

  s.box(L, 736, R - L, 40, {fill: hex('#f5f5f5')})
  s.paragraph(
    `Vos contacts : messagerie sécurisée de votre espace particulier sur impots.gouv.fr - 0 809 401 401 (service gratuit + prix d'un appel) - SIP ${upper(address.city)}, Centre des finances publiques. Le détail de vos revenus et du calcul figure aux pages suivantes.`,
    L + 8,
    750,
    R - L - 16,
    {color: hex('#444444'), leading: 9.5, size: 7.5},
  )
  s.text(`${t1.slice(0, 4)} ${reference}`, L, 815, {color: GREY, size: 6.5})
  s.text('1/3', R, 815, {align: 'right', color: GREY, size: 7})

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
    layout: 'avis_imposition/page-unique-2025',
    notes: [
      'couple: two tax numbers in a label-above-value references grid at the right',
      'addressee "M OU MME X Y" in the window at the left, under a grey return address',
      'reference income alone in a framed box with a coloured caption; withholding rate as a decoy',
      'salaries as the first row of a Déclarant 1 / Déclarant 2 / Foyer table',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
