/**
 * HELD-OUT avis_imposition/famille-pension-alimentaire: the FIRST PAGE of a married couple's income
 * tax notice for a FAMILY: two young children at home (three shares, the family quotient capped),
 * an adult child supported by a MAINTENANCE ALLOWANCE deducted from income (case 6EL), childcare
 * and home-help TAX CREDITS (7GA, 7DB) and the advance of credits received in January, so that the
 * balance is often a REFUND. The State block ("RÉPUBLIQUE FRANÇAISE", motto) with "DIRECTION
 * GÉNÉRALE DES FINANCES PUBLIQUES" under it top left; "AVIS D'IMPÔT 2026" / "IMPÔT SUR LES REVENUS"
 * / "de l'année 2025" top right; a FULL-WIDTH REFERENCES TABLE of five columns with captions in a
 * tinted header row and the values under them ("N° fiscal déclarant 1" and "2" grouped "16 80 237
 * 003 830", "Référence de l'avis", "Date d'établissement" dd/mm/yyyy, "Date de mise en
 * recouvrement": a decoy); the contacts at the left and the window at the right ("M OU MME DUBOIS
 * THOMAS" / "MME OU M ..." in postal capitals, the address); "VOTRE FOYER FISCAL" as label / value
 * rows (situation, the two children with their birth years, the adult child, the shares); "VOS
 * REVENUS" as a table whose COLUMNS are "Déclarant 1 | Déclarant 2 | Foyer" (salaries 1AJ / 1BJ,
 * the 10 % deductions, capital income, gross global income, the allowance paid as a negative
 * line, taxable income) and, under it, the "Revenu fiscal de référence" on its own shaded line;
 * "CALCUL DE L'IMPÔT" as dot-leader lines (tax at the scale, after the family-quotient cap, the
 * credits, the net tax, social levies, withholding and the January advance: decoy amounts); the
 * balance in a framed box with its date (refund transfer or debit: a decoy date); the 2D-Doc seal;
 * "1/4" at the foot. Whole euros, spaces between thousands.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

const SPOUSE_M = ['Thomas', 'Olivier', 'Sébastien', 'Frédéric', 'Mathieu', 'Laurent']
const SPOUSE_F = ['Caroline', 'Émilie', 'Stéphanie', 'Virginie', 'Aurélie', 'Sandrine']

/** The cap of the family quotient's advantage per half share (income of 2024, of 2025). */
const capOf = (year: number) => (year <= 2024 ? 1759 : 1791)
/** The ceiling of a maintenance allowance paid to an adult child (income of 2024, of 2025). */
const pensionCapOf = (year: number) => (year <= 2024 ? 6674 : 6794)

export async function avisFamillePension(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, randomInt(rng, 2, 5))
  const female = name.civility === 'Mme'
  const spouse = pick(rng, female ? SPOUSE_M : SPOUSE_F)
  const older = year - randomInt(rng, 7, 14)
  const younger = year - randomInt(rng, 2, 6)
  const adultChild = year - randomInt(rng, 19, 24)
  const parts = 3
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = randomInt(rng, 18_000, 42_000)
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const capital = rest >= 100 ? rest : 0
  const global = s1 - d1 + s2 - d2 + capital
  const pension = Math.min(pensionCapOf(year), randomInt(rng, 24, 66) * 100)
  const taxable = global - pension
  const rfr = taxable
  const withShares = taxOneShare(Math.floor(taxable / parts)) * parts
  const couple = taxOneShare(Math.floor(taxable / 2)) * 2
  const capped = Math.max(withShares, couple - 2 * capOf(year))
  const decote = capped < 3248 ? Math.max(0, Math.round(1470 - capped * 0.4525)) : 0
  const afterDecote = Math.max(0, capped - Math.min(decote, capped))
  const under6 = year - younger < 6
  const garde = under6 ? Math.round(Math.min(3500, randomInt(rng, 1400, 4200)) * 0.5) : 0
  const homeHelp = Math.round(randomInt(rng, 900, 4800) * 0.5)
  const credits = garde + homeHelp
  const social = capital ? Math.round(capital * 0.172) : 0
  const withheld = Math.max(0, afterDecote + randomInt(rng, -320, 260))
  const advance = Math.round(credits * 0.6 * (0.85 + rng() * 0.25))
  const balance = afterDecote - credits + social - withheld + advance
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = `${female ? 'MME OU M' : 'M OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const pale = hex('#eceefa')
  const fmt = (n: number) => `${frEuros(n)} €`

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: `DGFiP - Editique IR ${year + 1}`, date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 34
  const R = 561

  // State block and title.
  s.box(L, 28, 9, 12, {fill: BLUE})
  s.box(L + 9, 28, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 18, 28, 9, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 51, {font: H.bold, leading: 8, size: 7.2})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 69, {font: H.italic, leading: 6.8, size: 5.6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 96, {color: BLUE, font: H.bold, leading: 9, size: 7.8})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 44, {align: 'right', color: BLUE, font: H.bold, size: 18})
  s.text('IMPÔT SUR LES REVENUS', R, 59, {align: 'right', font: H.bold, size: 9.5})
  s.text(`de l'année ${year}`, R, 71, {align: 'right', size: 9})
  s.text('et prélèvements sociaux', R, 82, {align: 'right', color: GREY, size: 7.8})

  // References table.
  const ry = 112
  const widths = [110, 110, 106, 86, R - L - 412]
  const captions = ['N° fiscal déclarant 1', 'N° fiscal déclarant 2', "Référence de l'avis", "Date d'établissement", 'Date de mise en recouvrement']
  const values = [grouped(t1), grouped(t2), reference, slashDate(established), slashDate(collection)]
  let x = L
  widths.forEach((w, k) => {
    s.box(x, ry, w, 14, {fill: pale, lineWidth: 0.5, stroke: hex('#9aa0c8')})
    s.box(x, ry + 14, w, 18, {lineWidth: 0.5, stroke: hex('#9aa0c8')})
    s.text(captions[k], x + 5, ry + 10, {color: BLUE, size: 6.8})
    s.text(values[k], x + 5, ry + 26.5, {font: H.bold, size: 8.4})
    x += w
  })

  // Contacts and window.
  s.text('Vos contacts', L, ry + 54, {color: BLUE, font: H.bold, size: 8.4})
  s.lines([`Service des impôts des particuliers de ${upper(address.city)}`, `${randomInt(rng, 1, 60)} ${pick(rng, ['rue du Palais', 'avenue de la Gare', 'boulevard Carnot', 'place de la Préfecture'])}`, `${address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(address.city)} CEDEX`, 'Messagerie sécurisée : impots.gouv.fr', 'Téléphone : 0 809 401 401 (service gratuit + prix appel)'], L, ry + 67, {color: hex('#333333'), leading: 9.6, size: 7.4})
  const wx = 318
  s.text(`DGFIP - CS ${randomDigits(rng, 5)} - ${address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${postalUpper(address.city)} CEDEX`, wx, ry + 52, {color: GREY, size: 5.8})
  const windowEnd = s.lines([addressee, ...envelope], wx, ry + 68, {leading: 12, size: 9.8})

  // Household.
  let y = Math.max(windowEnd, ry + 120) + 8
  const band = (title: string) => {
    s.box(L, y, R - L, 15, {fill: BLUE})
    s.text(title, L + 8, y + 10.5, {color: WHITE, font: H.bold, size: 8.4})
    y += 27
  }

  band('VOTRE FOYER FISCAL')
  const household: [string, string][] = [
    ['Situation de famille', `Marié(e)s - conjoint : ${spouse}`],
    ['Enfants mineurs à charge', `2 (nés en ${older} et ${younger})`],
    ['Enfant majeur non rattaché', `1 (né en ${adultChild}) - pension alimentaire versée`],
    ['Nombre de parts', String(parts).replace('.', ',')],
  ]
  for (const [lab, value] of household) {
    s.text(lab, L + 6, y, {color: hex('#444444'), size: 8})
    s.text(value, L + 170, y, {font: H.bold, size: 8.2})
    y += 12
  }

  // Income.
  y += 6
  band(`VOS REVENUS DE ${year}`)
  const cols = [{width: 250}, {align: 'right' as const, width: 92}, {align: 'right' as const, width: 92}, {align: 'right' as const, width: R - L - 434}]
  const money = (n: number) => (n === 0 ? '' : frEuros(n))
  y = s.table({
    columns: cols,
    font: H.regular,
    frame: true,
    header: [['', 'Déclarant 1', 'Déclarant 2', 'Foyer']],
    headerFill: pale,
    headerFont: H.bold,
    headerHeight: 13,
    rowHeight: 12.5,
    rowRules: true,
    rows: [
      ['Traitements et salaires (1AJ - 1BJ)', money(s1), money(s2), money(s1 + s2)],
      ['Déduction de 10 % pour frais professionnels', `- ${frEuros(d1)}`, `- ${frEuros(d2)}`, `- ${frEuros(d1 + d2)}`],
      ...(capital ? [['Revenus de capitaux mobiliers (2TR)', '', '', money(capital)]] : []),
      ['Revenu brut global', '', '', frEuros(global)],
      ['Pension alimentaire versée à un enfant majeur (6EL)', '', '', `- ${frEuros(pension)}`],
      [{font: H.bold, text: 'Revenu imposable'}, '', '', {font: H.bold, text: frEuros(taxable)}],
    ],
    ruleColor: hex('#9aa0c8'),
    size: 8,
    verticalRules: true,
    x: L,
    y: y - 8,
  })
  s.box(L, y + 6, R - L, 18, {fill: pale})
  s.text('Revenu fiscal de référence', L + 6, y + 18.5, {font: H.bold, size: 9})
  s.text(fmt(rfr), R - 6, y + 18.5, {align: 'right', font: H.bold, size: 10})
  y += 40

  // Calculation.
  band("CALCUL DE L'IMPÔT")
  const right = L + 350
  const calc: [string, string][] = [
    [`Impôt au barème (${String(parts).replace('.', ',')} parts)`, frEuros(withShares)],
    ['Impôt après plafonnement du quotient familial', frEuros(capped)],
    ['Décote', frEuros(Math.min(decote, capped))],
    ['Impôt après décote', frEuros(afterDecote)],
  ]
  if (garde) calc.push(["Crédit d'impôt frais de garde des jeunes enfants (7GA)", `- ${frEuros(garde)}`])
  calc.push(["Crédit d'impôt emploi d'un salarié à domicile (7DB)", `- ${frEuros(homeHelp)}`])
  calc.push(['Prélèvements sociaux sur revenus du capital', frEuros(social)])
  calc.push(['Prélèvement à la source et acomptes déjà versés', `- ${frEuros(withheld)}`])
  calc.push(['Avance de réductions et crédits d\'impôt perçue en janvier', frEuros(advance)])
  for (const [lab, value] of calc) {
    leader(s, lab, value, L + 6, right, y, {size: 8.2})
    y += 12.5
  }

  // Balance.
  y += 6
  s.box(L, y, right - L + 6, 38, {lineWidth: 1, radius: 4, stroke: BLUE})
  s.text(balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé', L + 10, y + 16, {color: BLUE, font: H.bold, size: 10})
  s.text(fmt(Math.abs(balance)), right - 4, y + 16, {align: 'right', color: BLUE, font: H.bold, size: 12})
  s.text(balance >= 0 ? `Prélevé le ${slashDate(`${year + 1}-09-25`)} sur le compte de votre prélèvement à la source` : `Virement sur votre compte bancaire à partir du ${slashDate(addDays(established, randomInt(rng, 7, 14)))}`, L + 10, y + 30, {color: GREY, size: 7.2})
  seal(s, right + 40, y - 118, 21, 3.8, rng)
  s.text('2D-Doc', right + 80, y - 32, {align: 'center', color: GREY, size: 6.5})

  s.paragraph(
    "Mariés, vous êtes imposés en commun et tenus solidairement au paiement de l'impôt. La pension alimentaire versée à un enfant majeur est déductible dans la limite d'un plafond annuel. Les crédits d'impôt ont été calculés d'après les dépenses que vous avez déclarées ; l'avance perçue en janvier est déduite. Authenticité de l'avis : lisez le code 2D-Doc ou utilisez le service de vérification en ligne sur impots.gouv.fr.",
    L,
    768,
    R - L,
    {color: hex('#444444'), leading: 9, size: 7},
  )
  s.text(`${t1.slice(0, 4)} ${reference} ${randomDigits(rng, 4)}`, L, 818, {color: GREY, size: 6.5})
  s.text('1/4', R, 818, {align: 'right', color: GREY, size: 7})

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
    layout: 'avis_imposition/famille-pension-alimentaire',
    notes: [
      'married couple with two young children (three shares, family quotient capped), an adult child supported by a deducted maintenance allowance (6EL)',
      'references as a full-width five-column table with captions above the values; two tax numbers',
      'income table with Déclarant 1 / Déclarant 2 / Foyer columns; reference income on its own shaded line under it',
      'childcare and home-help credits, January advance, withholding: decoy amounts; the balance is often a refund, with its date',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
