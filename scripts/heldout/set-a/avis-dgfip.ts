/**
 * HELD-OUT avis_imposition/dgfip-p1p2: the DGFiP income tax notice as mailed (page 1 summary and
 * page 2 detail), after the notice of the 2020s: the Marianne block top left, the title in the
 * right column over the window-envelope addressee, "Vos références" box (N° fiscal per declarant,
 * référence de l'avis), the dates beside the address, a framed "IMPÔT SUR LE REVENU" summary
 * with dot leaders, a "Vos caractéristiques" box (situation, nombre de parts, revenu fiscal de
 * référence, taux), and on page 2 the detail table whose salary row is "Montant déclaré" under a
 * section row "Traitements, salaires, pensions et rentes", columns "Déclar. 1 / Déclar. 2".
 * Whole euros everywhere; a couple (usage name) files jointly ("M. OU MME").
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
  leader,
  LIGHT,
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

const shares = (n: number) => n.toFixed(2).replace('.', ',')

export async function avisDgfip(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 30))}`
  const collection = addDays(established, randomInt(rng, 5, 9))
  const couple = Boolean(person.usageName) && !params.nameOverride
  const children = couple && rng() < 0.5 ? 1 : 0
  const parts = (couple ? 2 : 1) + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = couple ? randomInt(rng, 17_000, 34_000) : 0
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const extra = Math.max(0, Math.round(facts.referenceIncomeCents / 100) - (s1 - d1))
  const global = s1 - d1 + s2 - d2 + extra
  const rfr = global
  const gross = taxOneShare(Math.floor(global / parts)) * parts
  const net = Math.max(0, gross - (gross < 1900 ? Math.round(873 - gross * 0.4525) : 0))
  const withheld = Math.max(0, net + randomInt(rng, -180, 140))
  const balance = net - withheld
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const taxNumber2 = couple ? `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}` : undefined
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const civility = couple ? 'M. OU MME' : name.civility === 'Mme' ? 'MME' : 'M.'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const city = upper(address.city)

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique ROLIR', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const p = Sheet.add(doc, fonts)

  // Marianne block and service name.
  p.box(36, 34, 10, 18, {fill: BLUE})
  p.box(46, 34, 10, 18, {fill: RED})
  p.text('RÉPUBLIQUE', 62, 41, {font: H.bold, size: 7.5})
  p.text('FRANÇAISE', 62, 50, {font: H.bold, size: 7.5})
  p.lines(['Liberté', 'Égalité', 'Fraternité'], 36, 64, {font: H.italic, leading: 7.5, size: 6})
  p.text('FINANCES PUBLIQUES', 36, 98, {color: BLUE, font: H.bold, size: 9})

  // Title, right column.
  p.text(`AVIS D'IMPÔT ${year + 1}`, 318, 48, {font: H.bold, size: 15})
  p.text('IMPÔT SUR LES REVENUS', 318, 63, {font: H.bold, size: 9.5})
  p.text(`de l'année ${year}`, 318, 75, {size: 9.5})
  p.text('et prélèvements sociaux', 318, 87, {color: GREY, size: 8})

  // Window envelope.
  p.lines([addressee, ...envelope], 330, 140, {leading: 11.5, size: 9.5})

  // Vos références.
  p.box(36, 120, 252, 98, {lineWidth: 0.7, stroke: BLACK})
  p.box(36, 120, 252, 15, {fill: LIGHT})
  p.text('Vos références', 42, 131, {font: H.bold, size: 8.5})
  p.text('N° fiscal', 42, 150, {font: H.bold, size: 8})
  p.text('déclarant 1', 96, 150, {size: 8})
  p.text(grouped(taxNumber), 282, 150, {align: 'right', size: 8.5})
  if (taxNumber2) {
    p.text('déclarant 2', 96, 162, {size: 8})
    p.text(grouped(taxNumber2), 282, 162, {align: 'right', size: 8.5})
  }

  p.text("Référence de l'avis", 42, 180, {font: H.bold, size: 8})
  p.text(reference, 282, 180, {align: 'right', size: 8.5})
  p.text('N° de rôle', 42, 194, {font: H.bold, size: 8})
  p.text(String(randomInt(rng, 1, 40)).padStart(3, '0'), 282, 194, {align: 'right', size: 8.5})
  p.text('Conservez cet avis : il vous sera demandé pour de nombreuses démarches.', 42, 210, {color: GREY, size: 6.5})

  // Contacts.
  p.box(36, 228, 252, 82, {fill: hex('#f4f4f8')})
  p.text('Vos contacts', 42, 241, {font: H.bold, size: 8.5})
  p.lines(
    [
      'Votre service des impôts des particuliers',
      `SIP ${city}`,
      `CENTRE DES FINANCES PUBLIQUES - BP ${randomDigits(rng, 4)}`,
      `${dept}${randomDigits(rng, 3)} ${city} CEDEX`,
      'impots.gouv.fr - messagerie sécurisée de votre espace particulier',
      '0 809 401 401 (service gratuit + prix appel)',
    ],
    42,
    254,
    {leading: 9.2, size: 7.2},
  )

  // Dates beside the address.
  p.text("Date d'établissement :", 330, 228, {size: 8})
  p.text(slashDate(established), 548, 228, {align: 'right', font: H.bold, size: 8})
  p.text('Date de mise en recouvrement :', 330, 240, {size: 8})
  p.text(slashDate(collection), 548, 240, {align: 'right', font: H.bold, size: 8})

  // Summary.
  p.box(36, 328, 512, 150, {lineWidth: 1.2, stroke: BLUE})
  p.box(36, 328, 512, 18, {fill: BLUE})
  p.text('IMPÔT SUR LE REVENU', 44, 340, {color: WHITE, font: H.bold, size: 9.5})
  let y = 364
  const summary: [string, number][] = [
    ['Impôt sur le revenu net', net],
    ['Prélèvements sociaux', 0],
    ['Total de votre imposition nette', net],
    ['Prélèvement à la source et acomptes déjà versés', withheld],
  ]
  for (const [label, value] of summary) {
    leader(p, label, frEuros(value, ' ', true), 48, 536, y, {size: 9})
    y += 15
  }

  p.box(48, y + 2, 488, 22, {fill: hex('#e8e8f6')})
  leader(p, balance >= 0 ? 'Reste à payer' : 'Montant qui vous sera remboursé', frEuros(Math.abs(balance), ' ', true), 56, 528, y + 17, {font: H.bold, size: 10})
  p.paragraph(
    balance >= 0
      ? `Ce montant sera prélevé sur le compte bancaire dont vous avez communiqué les coordonnées, le ${slashDate(`${year + 1}-09-25`)}. Vous n'avez aucune démarche à effectuer.`
      : `Ce montant vous sera remboursé par virement à compter du ${slashDate(`${year + 1}-07-24`)}.`,
    48,
    y + 42,
    488,
    {color: GREY, leading: 9.5, size: 7.5},
  )

  // Characteristics.
  p.text('Vos caractéristiques', 36, 504, {color: BLUE, font: H.bold, size: 10})
  p.hline(36, 290, 508, {color: BLUE, width: 0.8})
  y = 524
  const rate = s1 + s2 === 0 ? 0 : (net / (s1 + s2)) * 100
  const chars: [string, string][] = [
    ['Situation de famille', couple ? 'Marié(e)' : 'Célibataire'],
    ['Nombre de parts', shares(parts)],
    ['Revenu fiscal de référence', frEuros(rfr)],
    ['Taux de prélèvement à la source', `${rate.toFixed(1).replace('.', ',')} %`],
  ]
  for (const [label, value] of chars) {
    leader(p, label, value, 40, 290, y, {size: 8.5, valueFont: H.bold})
    y += 14
  }

  p.paragraph(
    `Votre taux de prélèvement à la source, calculé à partir de vos revenus de ${year}, sera appliqué à compter de septembre ${year + 1}. Vous pouvez le modifier dans votre espace particulier, rubrique « Gérer mon prélèvement à la source ».`,
    318,
    520,
    230,
    {color: GREY, leading: 9.5, size: 7.5},
  )
  seal(p, 470, 600, 20, 3.4, rng)
  p.text('Document à conserver', 36, 790, {color: GREY, size: 7})
  p.text('1/2', 548, 806, {align: 'right', color: GREY, size: 7.5})

  // Page 2: detail.
  const q = Sheet.add(doc, fonts)
  q.text(`AVIS D'IMPÔT ${year + 1} - IMPÔT SUR LES REVENUS de l'année ${year}`, 36, 40, {font: H.bold, size: 8.5})
  q.text(`${addressee} - Réf. de l'avis : ${reference}`, 36, 52, {color: GREY, size: 7.5})
  q.text('DÉTAIL DES REVENUS', 36, 86, {color: BLUE, font: H.bold, size: 10.5})
  const amount = (n: number) => (n === 0 ? '' : frEuros(n))
  y = q.table({
    columns: [{width: 236}, {align: 'right', width: 69}, {align: 'right', width: 69}, {align: 'right', width: 69}, {align: 'right', width: 69}],
    font: H.regular,
    frame: true,
    header: [['', 'Déclar. 1', 'Déclar. 2', 'Pers. à charge', 'Total']],
    headerFill: hex('#e8e8f6'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Traitements, salaires, pensions et rentes'}, '', '', '', ''],
      ['   Montant déclaré', amount(s1), amount(s2), '', amount(s1 + s2)],
      ['   Déduction 10 % ou frais réels', amount(-d1), amount(-d2), '', amount(-(d1 + d2))],
      ['   Montant net', amount(s1 - d1), amount(s2 - d2), '', amount(s1 - d1 + s2 - d2)],
      ...(extra > 0 ? [[{font: H.bold, text: 'Revenus de capitaux mobiliers'}, '', '', '', ''], ['   Revenus imposables', '', '', '', amount(extra)]] : []),
    ],
    size: 8,
    verticalRules: true,
    x: 36,
    y: 96,
  })

  q.text("CALCUL DE L'IMPÔT", 36, y + 34, {color: BLUE, font: H.bold, size: 10.5})
  y += 44
  const calc: [string, string][] = [
    ['Revenu brut global', frEuros(global)],
    ['Revenu imposable', frEuros(global)],
    ['Nombre de parts', shares(parts)],
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', frEuros(gross - net)],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Revenu fiscal de référence', frEuros(rfr)],
  ]
  for (const [label, value] of calc) {
    leader(q, label, value, 40, 548, y, {size: 8.5})
    y += 14
  }

  q.paragraph(
    "Les montants sont exprimés en euros. Le revenu fiscal de référence figure aussi en page 1. Pour toute réclamation, adressez-vous à votre service des impôts des particuliers en rappelant votre numéro fiscal et la référence de l'avis.",
    36,
    y + 20,
    512,
    {color: GREY, leading: 9.5, size: 7.5},
  )
  q.text('2/2', 548, 806, {align: 'right', color: GREY, size: 7.5})

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
    layout: 'avis_imposition/dgfip-p1p2',
    notes: ['N° fiscal label and "déclarant 1" on one line, value right-aligned; RFR with dot leaders; salaries as "Montant déclaré" under a section row, Déclar. 1 column'],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
