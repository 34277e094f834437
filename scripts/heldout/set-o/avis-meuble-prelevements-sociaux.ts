/**
 * HELD-OUT avis_imposition/meuble-prelevements-sociaux: page 1 of the notice "IMPÔT SUR LE REVENU
 * ET PRÉLÈVEMENTS SOCIAUX" of a household that, besides salaries, LETS A FURNISHED FLAT (loueur en
 * meublé non professionnel, micro-BIC: receipts in box 5ND, 50 % flat allowance), so that the
 * notice charges SOCIAL LEVIES (17,2 %) on the rental income beside the income tax: the State
 * block top left, the title on four lines top right; the window at the LEFT ("M. GIRAUD THOMAS",
 * "MME OU M. DUBOIS CLAIRE", postal capitals); "Vos références" at the RIGHT as a RULED GRID whose
 * grey left cells hold the labels and right cells the values (tax numbers grouped, online access
 * number, notice reference, the establishment date and the collection and payment deadline dates:
 * decoys); the number of shares and the reference income in TWO BOXES SIDE BY SIDE; an amounts
 * table whose COLUMNS are "Impôt sur le revenu | Prélèvements sociaux | Total" (decoy amounts); the
 * income detail as a table "Nature des revenus | Case | Déclarant 1 (| Déclarant 2 | Foyer)" with
 * the salaries (1AJ), the 10 % deduction, the furnished-letting receipts and their allowance; the
 * levies' calculation (CSG, CRDS, solidarity levy); "1/3" at the foot. Whole euros. Single people
 * (documents 1 and 3) and married couples (2 and 4).
 */
import {addDays, deduction, type Facts, frDecimal, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, addressLines, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisMeublePrelevementsSociaux(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, 2)
  const deadline = `${year + 1}-09-15`
  const female = name.civility === 'Mme'
  const children = couple ? randomInt(rng, 0, 2) : 0
  const parts = (couple ? 2 : 1) + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 18_000, 44_000) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const receipts = randomInt(rng, 54, 168) * 100 + randomInt(rng, 0, 99)
  const allowance = Math.round(receipts * 0.5)
  const bic = receipts - allowance
  const rbg = s1 - d1 + s2 - d2 + bic
  const rfr = rbg
  const grossTax = Math.round(taxOneShare(Math.floor(rbg / parts)) * parts)
  const rebate = Math.max(0, Math.round((couple ? 1_470 : 889) - grossTax * 0.4525))
  const tax = Math.max(0, grossTax - Math.min(rebate, grossTax))
  const csg = Math.round(bic * 0.092)
  const crds = Math.round(bic * 0.005)
  const solidarity = Math.round(bic * 0.075)
  const levies = csg + crds + solidarity
  const paidTax = Math.round(tax * (0.9 + rng() * 0.14))
  const paidLevies = Math.round(levies * (0.75 + rng() * 0.2))
  const dueTax = tax - paidTax
  const dueLevies = levies - paidLevies
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const access = `${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const civility = couple ? (female ? 'MME OU M.' : 'M. OU MME') : female ? 'MME' : 'M.'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace particulier', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1} - IR et PS`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // State block.
  s.box(L, 30, 11, 14, {fill: BLUE})
  s.box(L + 11, 30, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 30, 11, 14, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 55, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 75, {font: H.italic, leading: 7, size: 6})
  s.text('FINANCES PUBLIQUES', L + 90, 40, {color: BLUE, font: H.bold, size: 8})

  // Title.
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 42, {align: 'right', color: BLUE, font: H.bold, size: 18})
  s.lines(['IMPÔT SUR LE REVENU', 'ET PRÉLÈVEMENTS SOCIAUX'], R, 58, {align: 'right', font: H.bold, leading: 11, size: 9.5})
  s.text(`Revenus de l'année ${year}`, R, 84, {align: 'right', size: 9})

  // Window at the left.
  s.lines([addressee, ...envelope], L + 14, 150, {leading: 12.5, size: 10})

  // References as a ruled grid at the right.
  const refs: [string, string][] = couple ? [['N° fiscal déclarant 1', grouped(t1)], ['N° fiscal déclarant 2', grouped(t2)]] : [['Numéro fiscal', grouped(t1)]]
  refs.push(["N° d'accès en ligne", access], ["Référence de l'avis", reference], ["Date d'établissement", slashDate(established)], ['Date de mise en recouvrement', slashDate(collection)], ['Date limite de paiement', slashDate(deadline)])
  const gx = 318
  let y = 106
  s.text('Vos références', gx, y - 6, {color: BLUE, font: H.bold, size: 8.8})
  for (const [lab, value] of refs) {
    s.box(gx, y, 122, 15, {fill: hex('#eeeeee'), lineWidth: 0.5, stroke: hex('#9a9a9a')})
    s.box(gx + 122, y, R - gx - 122, 15, {lineWidth: 0.5, stroke: hex('#9a9a9a')})
    s.text(lab, gx + 4, y + 10.5, {size: 7.3})
    s.text(value, gx + 127, y + 10.5, {font: H.bold, size: 8})
    y += 15
  }

  // Shares and reference income side by side.
  y = Math.max(y, 214) + 22
  s.box(L, y, 150, 46, {lineWidth: 0.8, stroke: BLUE})
  s.text('Nombre de parts', L + 10, y + 15, {color: BLUE, font: H.bold, size: 8.4})
  s.text(frDecimal(parts, parts % 1 === 0 ? 0 : 1), L + 10, y + 36, {font: H.bold, size: 14})
  s.box(L + 164, y, R - L - 164, 46, {lineWidth: 1.6, stroke: BLUE})
  s.text('Revenu fiscal de référence', L + 176, y + 15, {color: BLUE, font: H.bold, size: 8.4})
  s.text(`${frEuros(rfr)} €`, L + 176, y + 36, {font: H.bold, size: 14})
  s.text(couple ? `Marié(e)s - ${children} personne${children > 1 ? 's' : ''} à charge` : 'Célibataire - aucune personne à charge', R - 10, y + 36, {align: 'right', color: GREY, size: 8})

  // Amounts: tax and levies as columns.
  y += 68
  s.text('VOS MONTANTS', L, y, {color: BLUE, font: H.bold, size: 9.5})
  const e = (n: number) => (n < 0 ? `- ${frEuros(-n)} €` : `${frEuros(n)} €`)
  y = s.table({
    columns: [{width: 205}, {align: 'right', width: 110}, {align: 'right', width: 110}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    frame: true,
    header: [['', 'Impôt sur le revenu', 'Prélèvements sociaux', 'Total']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ["Montant de l'imposition", e(tax), e(levies), e(tax + levies)],
      ['Déjà versé (prélèvement à la source, acomptes)', e(-paidTax), e(-paidLevies), e(-(paidTax + paidLevies))],
      [{font: H.bold, text: dueTax + dueLevies >= 0 ? 'Reste à payer' : 'Montant remboursé'}, {font: H.bold, text: e(dueTax)}, {font: H.bold, text: e(dueLevies)}, {font: H.bold, text: e(dueTax + dueLevies)}],
    ],
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Income detail.
  y += 26
  s.text('DÉTAIL DE VOS REVENUS', L, y, {color: BLUE, font: H.bold, size: 9.5})
  const blank = couple ? ['', ''] : []
  const rows: string[][] = couple
    ? [
        ['Traitements, salaires', '1AJ / 1BJ', frEuros(s1), frEuros(s2), frEuros(s1 + s2)],
        ['Déduction forfaitaire de 10 %', '', `- ${frEuros(d1)}`, `- ${frEuros(d2)}`, `- ${frEuros(d1 + d2)}`],
        ['Salaires nets imposables', '', frEuros(s1 - d1), frEuros(s2 - d2), frEuros(s1 - d1 + s2 - d2)],
      ]
    : [
        ['Traitements, salaires', '1AJ', frEuros(s1)],
        ['Déduction forfaitaire de 10 %', '', `- ${frEuros(d1)}`],
        ['Salaires nets imposables', '', frEuros(s1 - d1)],
      ]
  rows.push(
    ['Locations meublées non professionnelles (micro-BIC) - recettes', '5ND', frEuros(receipts), ...blank],
    ['Abattement forfaitaire de 50 %', '', `- ${frEuros(allowance)}`, ...blank],
    ['Revenus BIC non professionnels nets', '', frEuros(bic), ...blank],
  )
  if (couple) {
    rows[3][4] = frEuros(receipts)
    rows[4][4] = `- ${frEuros(allowance)}`
    rows[5][4] = frEuros(bic)
  }

  rows.push(couple ? ['Revenu brut global', '', '', '', frEuros(rbg)] : ['Revenu brut global', '', frEuros(rbg)])
  y = s.table({
    columns: couple ? [{width: 232}, {align: 'center', width: 55}, {align: 'right', width: 76}, {align: 'right', width: 76}, {align: 'right', width: R - L - 439}] : [{width: 300}, {align: 'center', width: 60}, {align: 'right', width: R - L - 360}],
    font: H.regular,
    frame: true,
    header: [couple ? ['Nature des revenus', 'Case', 'Déclarant 1', 'Déclarant 2', 'Foyer'] : ['Nature des revenus', 'Case', 'Déclarant 1']],
    headerFill: hex('#eeeeee'),
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Levies.
  y += 26
  s.text('CALCUL DES PRÉLÈVEMENTS SOCIAUX', L, y, {color: BLUE, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{width: 175}, {align: 'right', width: 85}, {align: 'right', width: 85}, {align: 'right', width: 85}, {align: 'right', width: R - L - 430}],
    font: H.regular,
    frame: true,
    header: [['Base : revenus BIC nets', 'CSG 9,2 %', 'CRDS 0,5 %', 'Solidarité 7,5 %', 'Total 17,2 %']],
    headerFill: hex('#eeeeee'),
    headerFont: H.bold,
    rowHeight: 14,
    rows: [[`${frEuros(bic)} €`, `${frEuros(csg)} €`, `${frEuros(crds)} €`, `${frEuros(solidarity)} €`, `${frEuros(levies)} €`]],
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  s.paragraph(
    "La CSG déductible au titre des revenus du patrimoine (6,8 %) sera prise en compte sur votre prochaine déclaration. Le revenu fiscal de référence figurant sur cet avis peut vous être demandé par votre banque, votre bailleur ou un organisme social. Le détail du calcul de votre impôt figure en page 2.",
    L,
    y + 20,
    R - L,
    {color: GREY, leading: 10, size: 7.6},
  )
  s.text(`${reference} - 1/3`, R, 822, {align: 'right', color: GREY, size: 7})

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
    layout: 'avis_imposition/meuble-prelevements-sociaux',
    notes: [
      'income tax and social levies notice of a household with furnished-letting receipts (micro-BIC 5ND) besides salaries',
      'window at the left, references at the right as a ruled grid of grey label cells and value cells',
      'amounts table with the income tax and the social levies as columns; shares and reference income in two boxes side by side',
      'decoys: collection date, payment deadline, online access number, letting receipts and allowance, levies',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
