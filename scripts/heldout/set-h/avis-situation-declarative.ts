/**
 * HELD-OUT avis_imposition/avis-situation-declarative: the "avis de situation déclarative à
 * l'impôt sur le revenu" (ASDIR) that impots.gouv.fr makes available as soon as an online return
 * is filed, months before the tax notice, and that households hand in as proof of income; here
 * a SINGLE PARENT (case T, one or two children: two or two and a half shares), one page: the
 * State block (tricolour, "RÉPUBLIQUE FRANÇAISE", motto) and "DIRECTION GÉNÉRALE DES FINANCES
 * PUBLIQUES" top left; a FRAMED TITLE top right on three lines ("AVIS DE SITUATION DÉCLARATIVE" /
 * "À L'IMPÔT SUR LE REVENU 2026" / "Revenus de l'année 2025") with "Déclaration en ligne du
 * 18/04/2026" under it; the window-envelope addressee at the right in postal capitals ("MME
 * DUBOIS CLAIRE"); a ROW OF FOUR LABEL-ABOVE-VALUE CELLS across the page ("Numéro fiscal" grouped
 * "30 12 345 678 901", "Référence de l'avis", "Date d'établissement" 18/04/2026, "Mise en
 * recouvrement prévue" 31/07/2026: a decoy); "Votre foyer fiscal" as label : value lines at the
 * left ("Déclarant 1" → "DUBOIS Claire Marie" with the birth date, situation, "Parent isolé (case
 * T)", dependants, number of shares); a shaded band saying what the document is worth (not a tax
 * notice, or "valant avis d'impôt" for a household that owes nothing); "Revenus déclarés" as a
 * ruled table "Nature des revenus | Case | Déclarant 1 | Pers. à charge" (salaries 1AJ, child
 * support received 1AO for some, the two 10 % deductions); "Calcul de l'impôt" as dot-leader
 * lines (with the cap on the family-quotient advantage) and, at the right, the REFERENCE INCOME
 * in a box with a thick blue left border; the 2D-Doc seal with the verification paragraph; the
 * small print and "Page 1/1". Whole euros, spaces between thousands.
 */
import {addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

/** Income tax on one share (the scale applied in 2026 to 2025 income). */
function scale(income: number): number {
  const brackets: [number, number][] = [
    [11_600, 0],
    [29_579, 0.11],
    [84_577, 0.3],
    [181_917, 0.41],
    [Infinity, 0.45],
  ]
  let tax = 0
  let floor = 0
  for (const [ceiling, rate] of brackets) {
    if (income > floor) tax += (Math.min(income, ceiling) - floor) * rate
    floor = ceiling
  }

  return tax
}

export async function avisSituationDeclarative(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-04-${pad2(randomInt(rng, 12, 30))}`
  const collection = `${year + 1}-07-31`
  const children = raw.children === 2 ? 2 : 1
  const parts = children === 1 ? 2 : 2.5
  const situation = name.birthSurname ? 'Divorcé(e)' : 'Célibataire'
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  // Child support received (1AO) when the reference income says there is other income.
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const pension = rest >= 300 ? Math.round(rest / 0.9) : 0
  const dp = pension ? Math.round(pension * 0.1) : 0
  const global = s1 - d1 + pension - dp
  const rfr = global
  const taxQuotient = Math.round(scale(global / parts) * parts)
  const taxOne = Math.round(scale(global))
  const cap = 4262 + (parts - 2) * 2 * 1807
  const capped = Math.max(taxQuotient, taxOne - cap)
  const decote = capped < 1982 ? Math.min(capped, Math.max(0, Math.round(897 - capped * 0.4525))) : 0
  const net = capped - decote
  const withheld = Math.max(0, net + randomInt(rng, -240, 160))
  const balance = net - withheld
  const taxNumber = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const declarantRow = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const firstChild = year - randomInt(rng, 4, 15)
  const childYears = children === 1 ? [firstChild] : [firstChild, firstChild + randomInt(rng, 2, 3)]
  const pale = hex('#eeeefa')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Déclaration en ligne', date: established, producer: 'DGFiP', title: `Avis de situation déclarative ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // State block.
  s.box(L, 34, 10, 12, {fill: BLUE})
  s.box(L + 10, 34, 10, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 34, 10, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 58, {font: H.bold, leading: 8.5, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 80, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 114, {font: H.bold, leading: 9, size: 7.5})

  // Framed title.
  s.box(300, 32, R - 300, 56, {lineWidth: 1.1, stroke: BLUE})
  s.text('AVIS DE SITUATION DÉCLARATIVE', 300 + (R - 300) / 2, 48, {align: 'center', color: BLUE, font: H.bold, size: 11.5})
  s.text(`À L'IMPÔT SUR LE REVENU ${year + 1}`, 300 + (R - 300) / 2, 63, {align: 'center', color: BLUE, font: H.bold, size: 11.5})
  s.text(`Revenus de l'année ${year}`, 300 + (R - 300) / 2, 79, {align: 'center', size: 9})
  s.text(`Déclaration en ligne du ${slashDate(established)}`, R, 100, {align: 'right', color: GREY, size: 7.5})

  // Addressee.
  s.lines([addressee, ...envelope], 318, 128, {leading: 12, size: 10})

  // References strip.
  const cells: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Mise en recouvrement prévue', slashDate(collection)],
  ]
  const cw = (R - L) / cells.length
  s.box(L, 200, R - L, 34, {fill: pale})
  cells.forEach(([lab, value], k) => {
    if (k > 0) s.vline(L + k * cw, 204, 230, {color: hex('#c4c4e6'), width: 0.6})
    s.text(lab, L + k * cw + 8, 212, {color: GREY, size: 7})
    s.text(value, L + k * cw + 8, 226, {font: H.bold, size: 9})
  })

  // Household.
  let y = 256
  s.text('Votre foyer fiscal', L, y, {color: BLUE, font: H.bold, size: 10})
  const household: [string, string][] = [
    ['Déclarant 1', `${declarantRow}, né(e) le ${slashDate(person.birthDate)}`],
    ['Situation de famille', situation],
    ['Vous vivez seul(e) avec vos enfants', 'Oui - parent isolé (case T)'],
    ['Personnes à charge', `${children} enfant${children > 1 ? 's' : ''} mineur${children > 1 ? 's' : ''} (né${children > 1 ? 's' : ''} en ${childYears.join(' et ')})`],
    ['Nombre de parts', String(parts).replace('.', ',')],
  ]
  household.forEach(([lab, value], k) => {
    s.text(`${lab} :`, L, y + 17 + k * 12.5, {color: GREY, size: 8.3})
    s.text(value, L + 170, y + 17 + k * 12.5, {font: k === 0 ? H.bold : H.regular, size: 8.5})
  })

  // What the document is worth.
  y += 88
  s.box(L, y, R - L, 30, {fill: hex('#f4f4f4')})
  s.paragraph(
    net === 0
      ? "Cet avis de situation déclarative VAUT AVIS D'IMPÔT : vous n'êtes pas imposable au titre de vos revenus de l'année. Vous pouvez le présenter à tout organisme qui vous le demande."
      : `Cet avis de situation déclarative ne constitue pas un avis d'impôt : votre avis d'impôt ${year + 1} vous sera adressé au cours de l'été. Il peut être présenté dès maintenant aux organismes qui vous demandent un justificatif de revenus.`,
    L + 8,
    y + 12,
    R - L - 16,
    {leading: 9.5, size: 7.8},
  )

  // Declared income.
  y += 50
  s.text('Revenus déclarés', L, y, {color: BLUE, font: H.bold, size: 10})
  const rows: string[][] = [['Salaires, traitements et assimilés', '1AJ', frEuros(s1), '']]
  if (pension) rows.push(['Pensions alimentaires reçues', '1AO', frEuros(pension), ''])
  rows.push(['Abattement de 10 % sur les salaires', '', `- ${frEuros(d1)}`, ''])
  if (pension) rows.push(['Abattement de 10 % sur les pensions', '', `- ${frEuros(dp)}`, ''])
  rows.push(['Revenus nets imposables', '', frEuros(global), '0'])
  y = s.table({
    columns: [{width: 250}, {align: 'center', width: 55}, {align: 'right', width: 100}, {align: 'right', width: R - L - 405}],
    font: H.regular,
    frame: true,
    header: [['Nature des revenus', 'Case', 'Déclarant 1', 'Pers. à charge']],
    headerColor: WHITE,
    headerFill: BLUE,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: rows.map((row, k) => (k === rows.length - 1 ? row.map((c) => ({font: H.bold, text: c})) : row)),
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Calculation and reference income.
  y += 26
  s.text("Calcul de l'impôt", L, y, {color: BLUE, font: H.bold, size: 10})
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(global)],
    ['Revenu imposable', frEuros(global)],
    ['Nombre de parts', String(parts).replace('.', ',')],
    ['Impôt sur les revenus soumis au barème', frEuros(taxQuotient)],
    ['Plafonnement des effets du quotient familial', frEuros(Math.max(0, capped - taxQuotient))],
    ['Décote', frEuros(decote)],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Retenues à la source et acomptes', frEuros(withheld)],
    [balance >= 0 ? 'Reste à payer (estimation)' : 'Montant à restituer (estimation)', frEuros(Math.abs(balance))],
  ]
  calc.forEach(([lab, value], k) => leader(s, lab, value, L, L + 320, y + 18 + k * 13, {size: 8.5}))

  const bx = L + 350
  s.box(bx, y + 6, R - bx, 62, {fill: pale})
  s.box(bx, y + 6, 4, 62, {fill: BLUE})
  s.text('Revenu fiscal de référence', bx + 14, y + 24, {color: BLUE, font: H.bold, size: 9})
  s.text(`${frEuros(rfr)} €`, R - 12, y + 54, {align: 'right', font: H.bold, size: 17})

  seal(s, bx + 6, y + 84, 18, 3.3, rng)
  s.paragraph(
    "Les organismes à qui vous remettez ce document peuvent vérifier son authenticité en ligne (service de vérification des avis) avec le numéro fiscal et la référence de l'avis.",
    bx + 74,
    y + 90,
    R - bx - 74,
    {color: GREY, leading: 8.5, size: 6.6},
  )

  s.paragraph(
    `Cet avis est établi à partir de votre déclaration en ligne du ${slashDate(established)}. Si vous corrigez votre déclaration, un nouvel avis de situation déclarative sera mis à votre disposition dans votre espace particulier, rubrique « Documents ». Le montant définitif de votre impôt figurera sur votre avis d'impôt.`,
    L,
    768,
    R - L,
    {color: GREY, leading: 8.5, size: 6.8},
  )
  s.text(`${taxNumber.slice(0, 4)} ${reference} - Page 1/1`, R, 818, {align: 'right', color: GREY, size: 6.5})

  return {
    fields: {
      adresse: truthAddress(envelope),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      declarant_nom: upper(name.surname),
      declarant_prenoms: name.givenNames.join(' '),
      numero_fiscal: taxNumber,
      rfr: `${rfr}.00`,
      salaires_declares: `${s1}.00`,
    },
    layout: 'avis_imposition/avis-situation-declarative',
    notes: [
      'ASDIR (not a tax notice) of a single parent: case T, two or two and a half shares',
      'references as a strip of four label-above-value cells; expected collection date as a decoy',
      '"Déclarant 1" row with surname, given names and birth date in one value',
      'reference income in a box with a thick left border; family-quotient cap in the calculation',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
