/**
 * HELD-OUT avis_imposition/couple-duplicata: the one-page DUPLICATA of a married couple's income
 * tax notice, downloaded from the online account: the State block and "DIRECTION GÉNÉRALE DES
 * FINANCES PUBLIQUES" top left, a framed "DUPLICATA" with its edition date (later than the
 * notice's) top right, the title "AVIS D'IMPÔT 2026 SUR LES REVENUS DE 2025" centred, the
 * window-envelope addressee "M. OU MME GIRAUD THOMAS" at the right, and at the left a references
 * block of label : value lines (référence de l'avis, date d'établissement, date de mise en
 * recouvrement, date limite de paiement); then an "IDENTIFICATION DU FOYER FISCAL" table with
 * the two declarants as COLUMNS ("Déclarant 1 | Déclarant 2") and rows "Nom et prénom(s)",
 * "Numéro fiscal" (two tax numbers, grouped), "Date de naissance"; "VOS REVENUS DÉCLARÉS" as
 * rows with the 2042 box codes ("Traitements et salaires - Déclarant 1 | 1AJ | 34 512"), the
 * tax calculation as label / right-aligned value rows, the reference income alone in a shaded
 * box, the 2D-Doc seal and the verification mention. Whole euros, thousands separated by spaces.
 */
import {
  addDays,
  addressLines,
  deduction,
  type Facts,
  frEuros,
  type GeneratedDocument,
  GREY,
  grouped,
  hex,
  incomeYearOf,
  newDocument,
  pad2,
  pick,
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
  taxOneShare,
  truthAddress,
  upper,
  WHITE,
} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')
const SPOUSE_M = ['Philippe', 'Laurent', 'Olivier', 'Stéphane', 'Arnaud']
const SPOUSE_F = ['Isabelle', 'Valérie', 'Sandrine', 'Émilie', 'Karine']
const BIRTH_NAMES = ['LEBRUN', 'MARCHETTI', 'TESSIER', 'POULAIN', 'BARBIER']

export async function avisCoupleDuplicata(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 22, 31))}`
  const collection = addDays(established, randomInt(rng, 2, 6))
  const deadline = `${year + 1}-09-15`
  const edited = addDays(facts.asOf, -randomInt(rng, 1, 25))
  const female = name.civility === 'Mme'
  // The spouse: a husband whose name the woman uses, or a wife who took the man's name.
  const spouseSurname = female ? (person.usageName ?? pick(rng, BIRTH_NAMES)) : name.surname
  const spouseGiven = pick(rng, female ? SPOUSE_M : SPOUSE_F)
  const spouseBirth = addDays(person.birthDate, randomInt(rng, -1500, 1500))
  const children = rng() < 0.5 ? randomInt(rng, 1, 2) : 0
  const parts = 2 + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = randomInt(rng, 16_000, 38_000)
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const extra = Math.max(0, Math.round(facts.referenceIncomeCents / 100) - (s1 - d1))
  const global = s1 - d1 + s2 - d2 + extra
  const rfr = global
  const gross = taxOneShare(Math.floor(global / parts)) * parts
  const net = gross
  const withheld = Math.max(0, net + randomInt(rng, -240, 160))
  const balance = net - withheld
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const addressee = `${female ? 'MME OU M.' : 'M. OU MME'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const decl1 = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const decl2 = `${upper(spouseSurname)} ${spouseGiven}`

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Duplicata', date: edited, producer: 'DGFiP Editique', title: `Avis d'impôt ${year + 1} - duplicata`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // State block.
  s.text('RÉPUBLIQUE', L, 44, {font: H.bold, size: 8})
  s.text('FRANÇAISE', L, 53, {font: H.bold, size: 8})
  s.box(L, 58, 12, 14, {fill: BLUE})
  s.box(L + 12, 58, 12, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 24, 58, 12, 14, {fill: RED})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 82, {font: H.italic, leading: 7, size: 6})
  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L + 80, 50, {font: H.bold, size: 7.5})

  // Duplicata.
  s.box(R - 150, 34, 150, 40, {lineWidth: 0.8, stroke: GREY})
  s.text('DUPLICATA', R - 75, 50, {align: 'center', color: GREY, font: H.bold, size: 12})
  s.text(`édité le ${slashDate(edited)}`, R - 75, 64, {align: 'center', color: GREY, size: 7.5})

  s.text(`AVIS D'IMPÔT ${year + 1}`, s.width / 2, 118, {align: 'center', color: BLUE, font: H.bold, size: 15})
  s.text(`SUR LES REVENUS DE ${year}`, s.width / 2, 134, {align: 'center', font: H.bold, size: 10.5})

  // References (left) and addressee (right).
  let y = 170
  const refs: [string, string][] = [
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ['Date limite de paiement', slashDate(deadline)],
  ]
  for (const [label, value] of refs) {
    s.text(`${label} :`, L, y, {size: 8.5})
    s.text(value, L + 150, y, {font: H.bold, size: 8.5})
    y += 13
  }

  s.lines([addressee, ...envelope], 320, 170, {leading: 12, size: 10})

  // The household.
  s.text('IDENTIFICATION DU FOYER FISCAL', L, 254, {color: BLUE, font: H.bold, size: 10})
  y = s.table({
    columns: [{width: 135}, {width: 190}, {width: 190}],
    font: H.regular,
    frame: true,
    header: [['', 'Déclarant 1', 'Déclarant 2']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Nom et prénom(s)'}, decl1, decl2],
      [{font: H.bold, text: 'Numéro fiscal'}, grouped(t1), grouped(t2)],
      [{font: H.bold, text: 'Date de naissance'}, slashDate(person.birthDate), slashDate(spouseBirth)],
    ],
    size: 8.5,
    verticalRules: true,
    x: L,
    y: 262,
  })
  s.text(`Situation de famille : Marié(e)s - ${children === 0 ? 'aucune personne à charge' : `${children} enfant${children > 1 ? 's' : ''} à charge`}`, L, y + 14, {size: 8.5})

  // Declared income.
  y += 38
  s.text('VOS REVENUS DÉCLARÉS', L, y, {color: BLUE, font: H.bold, size: 10})
  const incomeRows: string[][] = [
    ['Traitements et salaires - Déclarant 1', '1AJ', frEuros(s1)],
    ['Traitements et salaires - Déclarant 2', '1BJ', frEuros(s2)],
  ]
  if (extra > 0) incomeRows.push(['Revenus des valeurs et capitaux mobiliers', '2TR', frEuros(extra)])
  y = s.table({
    columns: [{width: 345}, {align: 'center', width: 60}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    header: [['Nature des revenus', 'Case', 'Montant (en €)']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: incomeRows,
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  // Calculation (left) and reference income (right).
  y += 26
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 10})
  const top = y
  y += 16
  const calc: [string, string][] = [
    ['Salaires nets après déduction de 10 %', frEuros(s1 - d1 + s2 - d2)],
    ['Revenu brut global', frEuros(global)],
    ['Revenu net imposable', frEuros(global)],
    ['Nombre de parts', parts.toFixed(2).replace('.', ',')],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Prélèvement à la source déjà versé', frEuros(withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Montant à vous rembourser', frEuros(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    s.text(label, L, y, {size: 8.5})
    s.text(value, L + 300, y, {align: 'right', font: H.bold, size: 8.5})
    s.hline(L, L + 300, y + 4, {color: hex('#d6d6d6'), width: 0.4})
    y += 15
  }

  s.box(370, top + 8, R - 370, 64, {fill: hex('#e3e3fd')})
  s.text('REVENU FISCAL DE RÉFÉRENCE', 378, top + 26, {color: BLUE, font: H.bold, size: 8.5})
  s.text(`${frEuros(rfr)} €`, R - 10, top + 56, {align: 'right', font: H.bold, size: 17})

  seal(s, 378, top + 92, 18, 3.6, rng)
  s.paragraph(
    "Ce duplicata a la même valeur que l'avis original. Son authenticité peut être vérifiée sur impots.gouv.fr (service de vérification des avis) avec le numéro fiscal d'un déclarant et la référence de l'avis.",
    L,
    y + 24,
    300,
    {color: GREY, leading: 9.5, size: 7.5},
  )
  s.paragraph(
    `Vos contacts : SIP ${upper(address.city)} - Centre des finances publiques - messagerie sécurisée de votre espace particulier sur impots.gouv.fr - 0 809 401 401 (service gratuit + prix appel).`,
    L,
    790,
    R - L,
    {color: GREY, leading: 9, size: 7},
  )
  s.text('Page 1/1', R, 818, {align: 'right', color: GREY, size: 7})

  return {
    fields: {
      adresse: truthAddress(envelope),
      annee_revenus: String(year),
      date_etablissement: established,
      declarant: addressee,
      // (Truth added after the first run, which had none: the cell "Nom et prénom(s)" prints both.)
      declarant_nom: upper(name.surname),
      declarant_prenoms: name.givenNames.join(' '),
      numero_fiscal: t1,
      rfr: `${rfr}.00`,
      salaires_declares: `${s1}.00`,
    },
    layout: 'avis_imposition/couple-duplicata',
    notes: ['declarants as table columns, two tax numbers in one row', 'salaries as rows with box codes 1AJ / 1BJ', 'RFR alone in a shaded box, "€" after', 'duplicata edition date as decoy', 'three dates as label : value lines'],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
