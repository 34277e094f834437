/**
 * HELD-OUT avis_imposition/residant-dom-reduction-outre-mer: page 1 of the income tax notice of a
 * household living in an OVERSEAS DEPARTMENT (Réunion, Martinique, Guadeloupe: the tax at the scale
 * reduced by 30 % within a ceiling; Guyane: 40 %, article 197-I-3 of the tax code), single (documents
 * 1 and 4) or married (2 and 3, the third with two children), from the SIP of the department: TWO
 * COLUMNS at the top, "Vos références" at the left as LABELS AT THE LEFT AND VALUES FAR TO THE RIGHT
 * of a narrow framed box ("Numéro fiscal" grouped; "Revenu fiscal de référence" with its value far
 * away; "Date d'établissement" and "Date de mise en recouvrement" with slashes: the first the truth,
 * the second a decoy; the notice's reference: a decoy), the window at the right ("M GAUTIER THOMAS"
 * over the postal lines); the SIP's name and address over the box (a decoy); the detail as "label |
 * case | amount" rows (the salaries of declarant 1 in 1AJ: the truth; the spouse's 1BJ and the
 * deductions: decoys); the calculation as label ..... value rows with the overseas reduction's
 * amount and ceiling, the tax, the withholding and the balance (decoys).
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

interface Office {
  dept: string
  name: string
  lines: string[]
  rate: number
  ceiling: number
}

const OFFICES: Record<string, Office> = {
  '971': {ceiling: 2450, dept: 'GUADELOUPE', lines: ['Centre des finances publiques', '14 rue Achille René-Boisneuf', '97110 POINTE-À-PITRE'], name: 'SIP DE POINTE-À-PITRE', rate: 0.3},
  '972': {ceiling: 2450, dept: 'MARTINIQUE', lines: ['Centre des finances publiques', '8 boulevard du Général de Gaulle', '97200 FORT-DE-FRANCE'], name: 'SIP DE FORT-DE-FRANCE', rate: 0.3},
  '973': {ceiling: 4050, dept: 'GUYANE', lines: ['Centre des finances publiques', '3 avenue Léopold Héder', '97300 CAYENNE'], name: 'SIP DE CAYENNE', rate: 0.4},
  '974': {ceiling: 2450, dept: 'LA RÉUNION', lines: ['Centre des finances publiques', '7 avenue de la Victoire', '97400 SAINT-DENIS'], name: 'SIP DE SAINT-DENIS', rate: 0.3},
}

export async function avisResidantDom(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const children = typeof raw.children === 'number' ? raw.children : 0
  const office = OFFICES[address.postcode.slice(0, 3)] ?? OFFICES['974']
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-22`, randomInt(rng, 0, 20))
  const collection = addDays(established, randomInt(rng, 2, 5))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const s2 = couple ? randomInt(rng, 16_000, 41_000) : 0
  const d2 = deduction(s2)
  const rfr = s1 - d1 + (s2 - d2)
  const shares = (couple ? 2 : 1) + (children >= 3 ? children - 1 : children * 0.5)
  const gross = Math.round(taxOneShare(rfr / shares) * shares)
  const reduction = Math.min(office.ceiling, Math.round(gross * office.rate))
  const net = gross - reduction
  const withheld = Math.max(0, net + randomInt(rng, -500, 400))
  const balance = net - withheld
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 3)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const mme = name.civility === 'Mme'
  const civility = couple ? (mme ? 'MME OU M' : 'M OU MME') : mme ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (v: number) => frEuros(v)
  const ink = hex('#1a1b1f')
  const soft = hex('#5c606a')
  const blue = hex('#1f3f7a')
  const rule = hex('#c2c6ce')
  const pale = hex('#eef1f6')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Avis IR', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1} sur les revenus ${year}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L, 40, {color: blue, font: H.bold, size: 8})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 42, {align: 'right', color: blue, font: H.bold, size: 13})
  s.text(`SUR LES REVENUS DE L'ANNÉE ${year}`, R, 55, {align: 'right', color: blue, size: 8.5})

  // Left column: the office and the references; right column: the window.
  let y = 80
  s.lines([office.name, ...office.lines], L, y, {color: ink, leading: 10, size: 7.8})
  s.text(`Département : ${office.dept}`, L, y + 42, {color: soft, size: 7.4})
  const bw = 250
  y = 136
  s.box(L, y, bw, 112, {lineWidth: 0.8, stroke: blue})
  s.box(L, y, bw, 15, {fill: blue})
  s.text('Vos références', L + 8, y + 11, {color: WHITE, font: H.bold, size: 8.4})
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ['Référence de l\'avis', reference],
    ['Revenu fiscal de référence', e(rfr)],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Nombre de parts', shares.toFixed(2).replace('.', ',')],
  ]
  refs.forEach(([l, v], j) => {
    s.text(l, L + 8, y + 31 + j * 14, {color: soft, size: 8})
    s.text(v, L + bw - 8, y + 31 + j * 14, {align: 'right', color: ink, font: H.bold, size: 8.8})
  })
  s.lines([addressee, ...envelope], 318, 150, {color: ink, leading: 12.4, size: 10})

  y = 272
  s.text('DÉTAIL DES REVENUS', L, y, {color: blue, font: H.bold, size: 9.2})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 8
  const rows: string[][] = [['Salaires, gains de droits d\'auteur - déclarant 1', '1AJ', e(s1)]]
  if (couple) rows.push(['Salaires, gains de droits d\'auteur - déclarant 2', '1BJ', e(s2)])
  rows.push(['Déduction de 10 % pour frais professionnels', '', e(-(d1 + d2))])
  rows.push(['Revenu brut global', '', e(rfr)])
  rows.push(['Revenu imposable', '', e(rfr)])
  y = s.table({
    columns: [{width: W - 160}, {align: 'center', width: 60}, {align: 'right', width: 100}],
    font: H.regular,
    header: [['Nature des revenus', 'Case', 'Montant']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 15,
    rowRules: true,
    rows,
    ruleColor: rule,
    size: 8.4,
    x: L,
    y,
  })

  y += 28
  s.text("CALCUL DE L'IMPÔT", L, y, {color: blue, font: H.bold, size: 9.2})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 22
  const calc: [string, string][] = [
    ['Droits simples issus du barème', e(gross)],
    [`Réduction d'impôt outre-mer ${Math.round(office.rate * 100)} % (art. 197-I-3 du CGI, plafond ${e(office.ceiling)} €)`, e(-reduction)],
    ['Impôt sur le revenu net', e(net)],
    ['Retenue à la source et acomptes prélevés en ' + year, e(-withheld)],
    [balance >= 0 ? 'Solde restant à payer' : 'Somme qui vous est remboursée', e(Math.abs(balance))],
  ]
  for (const [l, v] of calc) {
    leader(s, l, `${v} €`, L, R, y, {color: ink, size: 8.8})
    y += 16
  }

  y += 14
  s.box(L, y, W, 44, {fill: pale})
  s.paragraph(`Votre foyer fiscal est domicilié dans un département d'outre-mer : l'impôt résultant du barème est réduit de ${Math.round(office.rate * 100)} % dans la limite de ${e(office.ceiling)} €. Pour toute question, contactez votre service des impôts des particuliers (${office.name}) depuis votre espace particulier sur impots.gouv.fr.`, L + 10, y + 14, W - 20, {color: ink, leading: 10.5, size: 8})

  s.text(`${taxNumber.slice(0, 2)} ${reference}  -  page 1 / 2`, R, 812, {align: 'right', color: soft, size: 7})

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
    layout: 'avis_imposition/residant-dom-reduction-outre-mer',
    notes: [
      'page 1 of the income tax notice of a household in an overseas department, with the 30 % (40 % in Guyane) overseas reduction of the tax',
      'two columns: the references as labels at the left and values far to the right of a framed box (the reference income among them), the window at the right; the salaries as "label | case | amount" rows',
      "decoys: the SIP's address, the notice's reference, the collection date, the spouse's salaries, the deductions, the tax, the reduction and its ceiling, the withholding and the balance",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
