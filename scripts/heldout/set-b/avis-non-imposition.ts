/**
 * HELD-OUT avis_imposition/non-imposition: the one-page income tax notice of a household that
 * owes no tax (what lenders call an "avis de non-imposition"), as downloaded from the online
 * account: the Marianne block and "FINANCES PUBLIQUES" top left, the title under it ("AVIS D'IMPÔT
 * 2025" / "IMPÔT SUR LES REVENUS de l'année 2024"), a "Vos références" panel of label-above-value
 * cells (numéro fiscal per declarant, référence de l'avis, the two dates), the window-envelope
 * addressee at the right with "Vos contacts" under it, a framed statement "Vous n'êtes pas
 * imposable" with the tax at 0 €, then "Vos revenus" as a grid whose columns are "Déclarant 1 |
 * Déclarant 2 | Total" and whose rows are the 2042 lines ("Salaires et assimilés (1AJ, 1BJ)",
 * "Déduction de 10 %", "Salaires nets"), and "Calcul de l'impôt" as label / value rows with the
 * amounts right-aligned (revenu brut global, nombre de parts, impôt avant décote, décote,
 * impôt net 0, revenu fiscal de référence). Whole euros. Low salaries (a part-time or modestly
 * paid manager): the décote cancels the tax.
 */
import {
  deduction,
  grouped,
  taxOneShare,
  addDays,
  addressLines,
  BLACK,
  type Facts,
  frEuros,
  type GeneratedDocument,
  GREY,
  hex,
  incomeYearOf,
  newDocument,
  pad2,
  postalUpper,
  randomDigits,
  randomInt,
  randomLetters,
  readParams,
  saveDocument,
  seal,
  Sheet,
  slashDate,
  subjectOf,
  truthAddress,
  upper,
  WHITE,
} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisNonImposition(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, 7)
  const couple = Boolean(person.usageName) && !params.nameOverride
  const parts = couple ? 2 : 1
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 5_000, 12_000) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const global = s1 - d1 + s2 - d2
  const before = taxOneShare(Math.floor(global / parts)) * parts
  const decoteCap = couple ? 1470 : 889
  const decote = Math.min(before, Math.max(0, Math.round(decoteCap - before * 0.4525)))
  const net = before - decote
  if (net > 0) throw new Error(`avis non-imposition: tax ${net} > 0 (salaries ${s1} + ${s2})`)
  const rfr = global
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const taxNumber2 = couple ? `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}` : undefined
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const civility = couple ? (name.civility === 'Mme' ? 'MME OU M.' : 'M. OU MME') : name.civility === 'Mme' ? 'MME' : 'M.'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace particulier', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Marianne block, title.
  s.box(40, 32, 9, 16, {fill: BLUE})
  s.box(49, 32, 9, 16, {fill: RED})
  s.text('RÉPUBLIQUE', 64, 39, {font: H.bold, size: 7})
  s.text('FRANÇAISE', 64, 47, {font: H.bold, size: 7})
  s.text('FINANCES PUBLIQUES', 40, 70, {color: BLUE, font: H.bold, size: 8.5})
  s.text(`AVIS D'IMPÔT ${year + 1}`, 40, 100, {font: H.bold, size: 14})
  s.text(`IMPÔT SUR LES REVENUS de l'année ${year}`, 40, 114, {size: 9.5})

  // References panel.
  s.box(40, 130, 250, 132, {lineWidth: 0.6, stroke: BLACK})
  s.box(40, 130, 250, 14, {fill: hex('#ececf8')})
  s.text('Vos références', 46, 140, {color: BLUE, font: H.bold, size: 8.5})
  const cell = (label: string, value: string, x: number, y: number) => {
    s.text(label, x, y, {color: GREY, size: 7})
    s.text(value, x, y + 11, {font: H.bold, size: 8.5})
  }

  cell('Numéro fiscal du déclarant 1', grouped(taxNumber), 48, 160)
  if (taxNumber2) cell('Numéro fiscal du déclarant 2', grouped(taxNumber2), 170, 160)
  cell("Référence de l'avis", reference, 48, 190)
  cell("Date d'établissement", slashDate(established), 48, 220)
  cell('Date de mise en recouvrement', slashDate(collection), 170, 220)
  s.text('Conservez cet avis : il vous sera demandé pour de nombreuses démarches.', 48, 254, {color: GREY, size: 6.3})

  // Addressee and contacts.
  s.lines([addressee, ...envelope], 330, 132, {leading: 11.5, size: 9.5})
  s.text('Vos contacts', 330, 214, {color: BLUE, font: H.bold, size: 8.5})
  s.lines([`Service des impôts des particuliers de ${upper(address.city)}`, 'Messagerie sécurisée : impots.gouv.fr', '0 809 401 401 (service gratuit + prix appel)'], 330, 226, {color: GREY, leading: 9, size: 7.2})

  // Statement.
  s.box(40, 282, 515, 56, {lineWidth: 1.2, stroke: BLUE})
  s.text("Vous n'êtes pas imposable", 54, 302, {color: BLUE, font: H.bold, size: 13})
  s.text("Impôt sur le revenu net : 0 €   -   Prélèvements sociaux : 0 €   -   Taux de prélèvement à la source : 0 %", 54, 318, {size: 8.5})
  s.text('Cet avis justifie de votre situation de non-imposition auprès des organismes qui le demandent.', 54, 330, {color: GREY, size: 7.5})

  // Income.
  s.text('Vos revenus', 40, 368, {color: BLUE, font: H.bold, size: 10.5})
  const money = (n: number) => (n === 0 ? '' : frEuros(n))
  let y = s.table({
    columns: [{width: 245}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['', 'Déclarant 1', 'Déclarant 2', 'Total']],
    headerFill: hex('#ececf8'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Salaires et assimilés (1AJ, 1BJ)', money(s1), money(s2), money(s1 + s2)],
      ['Déduction de 10 % pour frais professionnels', money(-d1), money(-d2), money(-(d1 + d2))],
      [{font: H.bold, text: 'Salaires nets'}, money(s1 - d1), money(s2 - d2), money(global)],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: 378,
  })

  // Tax computation.
  y += 30
  s.text("Calcul de l'impôt", 40, y, {color: BLUE, font: H.bold, size: 10.5})
  y += 16
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(global)],
    ['Revenu imposable', frEuros(global)],
    ['Nombre de parts', parts.toFixed(2).replace('.', ',')],
    ['Impôt correspondant au barème', frEuros(before)],
    ['Décote', before === 0 ? '0' : `-${frEuros(decote)}`],
    ['Impôt sur le revenu net', '0'],
    ['Revenu fiscal de référence', frEuros(rfr)],
  ]
  for (const [label, value] of calc) {
    const bold = label.startsWith('Revenu fiscal')
    s.text(label, 48, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(value, 380, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    s.hline(44, 384, y + 4, {color: hex('#d8d8e8'), width: 0.3})
    y += 15
  }

  seal(s, 455, y - 95, 20, 3.6, rng)
  s.paragraph(
    `Situation de famille : ${couple ? 'mariés ou pacsés' : 'célibataire'}. Le revenu fiscal de référence de votre foyer pour ${year} est utilisé pour l'attribution de certaines aides et exonérations. Vous pouvez vérifier l'authenticité de cet avis sur impots.gouv.fr avec votre numéro fiscal et la référence de l'avis.`,
    40,
    y + 20,
    515,
    {color: GREY, leading: 10, size: 7.8},
  )
  s.box(0, 812, s.width, 30, {fill: hex('#f5f5fb')})
  s.text('Direction générale des Finances publiques - impots.gouv.fr', 40, 830, {color: GREY, size: 7})
  s.text('1/1', 555, 830, {align: 'right', color: GREY, size: 7})
  void WHITE

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
    layout: 'avis_imposition/non-imposition',
    notes: ['non-taxable household (décote cancels the tax): "Vous n\'êtes pas imposable", many zeros', '"Numéro fiscal du déclarant 1" label above the grouped number', 'salaries as the first row "Salaires et assimilés (1AJ, 1BJ)" of a Déclarant 1 / 2 / Total grid', 'RFR as a label / right-aligned value row'],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
