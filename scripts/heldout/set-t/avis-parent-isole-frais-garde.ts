/**
 * HELD-OUT avis_imposition/parent-isole-frais-garde-deux-colonnes: the income tax notice of a
 * SINGLE PARENT (box T: raising the children alone) with CHILDCARE EXPENSES for a child under six,
 * printed as a TWO-COLUMN SUMMARY: the State block and "AVIS D'IMPÔT" at the top; a references
 * strip of four LABEL-ABOVE-VALUE cells ("Numéro fiscal": the truth, grouped; "Référence de
 * l'avis", "Date d'établissement": the truth; "Date de mise en recouvrement": a decoy); the window
 * at the right ("MME DUBOIS CLAIRE", postal capitals); at the LEFT "VOTRE SITUATION ET VOS
 * REVENUS" as dot-leader rows (the children's birth years, the case T, the salaries "1AJ", the
 * deduction, the reference income: the truth in whole euros); at the RIGHT "LE CALCUL DE VOTRE
 * IMPÔT" as dot-leader rows (the gross tax, the CHILDCARE CREDIT with the expenses, the ADVANCE
 * paid in January, the withholding: decoys); a box with the balance and the payment deadline
 * (decoys); the individual withholding rate (a decoy).
 */
import {addDays, addressLines, deduction, type Facts, frDecimal, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, pad2, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function avisParentIsoleFraisGarde(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 21, 31))}`
  const collection = addDays(established, 2)
  const deadline = `${year + 1}-09-15`
  const children = randomInt(rng, 1, 2)
  const youngest = year - randomInt(rng, 1, 5)
  const births = children === 1 ? [youngest] : [youngest - randomInt(rng, 2, 6), youngest]
  const parts = 1 + 0.5 + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const other = rng() < 0.4 ? randomInt(rng, 80, 900) : 0
  const rfr = s1 - d1 + other
  const grossTax = Math.round(taxOneShare(Math.floor(rfr / parts)) * parts)
  const childcare = randomInt(rng, 1400, 3500)
  const credit = Math.round(childcare / 2)
  const advance = Math.round(credit * 0.6)
  const withheld = Math.round(grossTax * (0.85 + rng() * 0.2))
  const balance = grossTax - credit + advance - withheld
  const rate = s1 > 0 ? Math.round((grossTax / s1) * 1000) / 10 : 0
  const taxNumber = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const addressee = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const e = (n: number) => `${frEuros(n)} €`
  const ink = hex('#1b1b1b')
  const soft = hex('#555a66')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr', date: established, producer: 'DGFiP - Editique', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559
  const M = 297

  s.box(L, 28, 10, 13, {fill: BLUE})
  s.box(L + 10, 28, 10, 13, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 28, 10, 13, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 52, {font: H.bold, leading: 9, size: 8})
  s.lines(['DIRECTION GÉNÉRALE DES', 'FINANCES PUBLIQUES'], L + 74, 36, {color: BLUE, font: H.bold, leading: 9, size: 7.4})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 40, {align: 'right', color: BLUE, font: H.bold, size: 16})
  s.text(`Impôt sur les revenus de l'année ${year}`, R, 54, {align: 'right', font: H.bold, size: 9.4})

  // The references strip.
  const refs: [string, string][] = [
    ['Numéro fiscal', grouped(taxNumber)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  const cw = (R - L) / 4
  refs.forEach(([label, value], k) => {
    s.box(L + k * cw, 76, cw, 36, {fill: k % 2 ? hex('#f2f2f9') : hex('#e8e8f4')})
    s.text(label, L + k * cw + 8, 89, {color: soft, size: 7})
    s.text(value, L + k * cw + 8, 104, {color: ink, font: H.bold, size: 9})
  })

  // The window.
  s.text('Centre des finances publiques', L, 140, {color: soft, size: 7.6})
  s.lines([`SIP ${address.city.toUpperCase()}`, `Accueil sur rendez-vous - impots.gouv.fr`], L, 152, {color: soft, leading: 10, size: 7.6})
  s.lines([addressee, ...envelope], 318, 146, {color: ink, leading: 12.5, size: 10})

  // Two columns.
  let y = 232
  s.box(L, y - 16, M - L - 10, 22, {fill: BLUE})
  s.text('VOTRE SITUATION ET VOS REVENUS', L + 8, y - 1, {color: WHITE, font: H.bold, size: 8.6})
  s.box(M + 10, y - 16, R - M - 10, 22, {fill: BLUE})
  s.text('LE CALCUL DE VOTRE IMPÔT', M + 18, y - 1, {color: WHITE, font: H.bold, size: 8.6})
  y += 20
  const left: [string, string][] = [
    ['Situation de famille', 'Célibataire'],
    ['Parent isolé (case T)', 'oui'],
    ['Enfants à charge', births.map((b) => `nés en ${b}`).join(', ')],
    ['Nombre de parts', frDecimal(parts, parts % 1 === 0 ? 0 : 1)],
    ['Salaires (1AJ)', e(s1)],
    ['Déduction 10 %', `- ${e(d1)}`],
    ...(other ? ([['Revenus de capitaux mobiliers', e(other)]] as [string, string][]) : []),
    ['Revenu brut global', e(rfr)],
    ['Revenu imposable', e(rfr)],
  ]
  let yl = y
  for (const [label, value] of left) {
    leader(s, label, value, L, M - 12, yl, {color: ink, size: 8.4})
    yl += 17
  }

  s.box(L, yl, M - L - 10, 40, {lineWidth: 1.4, stroke: BLUE})
  s.text('Revenu fiscal de référence', L + 8, yl + 15, {color: BLUE, font: H.bold, size: 8.4})
  s.text(e(rfr), M - 20, yl + 32, {align: 'right', color: ink, font: H.bold, size: 13})
  yl += 58

  const right: [string, string][] = [
    ['Impôt brut (barème)', e(grossTax)],
    ["Frais de garde d'enfants (7GA)", e(childcare)],
    ["Crédit d'impôt frais de garde", `- ${e(credit)}`],
    ['Avance versée en janvier', `+ ${e(advance)}`],
    ['Impôt net', e(grossTax - credit)],
    ['Prélèvement à la source déjà payé', `- ${e(withheld)}`],
  ]
  let yr = y
  for (const [label, value] of right) {
    leader(s, label, value, M + 10, R, yr, {color: ink, size: 8.4})
    yr += 17
  }

  s.box(M + 10, yr, R - M - 10, 58, {fill: hex('#eef0fb')})
  s.text(balance >= 0 ? 'RESTE À PAYER' : 'MONTANT QUI VOUS SERA REMBOURSÉ', M + 18, yr + 16, {color: BLUE, font: H.bold, size: 8.6})
  s.text(e(Math.abs(balance)), R - 8, yr + 34, {align: 'right', color: ink, font: H.bold, size: 14})
  s.text(balance >= 0 ? `à payer au plus tard le ${slashDate(deadline)}` : `virement prévu à partir du ${slashDate(addDays(established, 10))}`, M + 18, yr + 50, {color: soft, size: 7.6})
  yr += 76
  s.text(`Votre taux de prélèvement à la source : ${frDecimal(rate, 1)} %`, M + 10, yr, {color: ink, font: H.bold, size: 8.4})

  y = Math.max(yl, yr) + 20
  s.hline(L, R, y, {color: hex('#b0b4c0')})
  s.paragraph(
    "Vous élevez seul(e) vos enfants : vous bénéficiez d'une demi-part supplémentaire. Les frais de garde des enfants de moins de 6 ans ouvrent droit à un crédit d'impôt de 50 % des dépenses, dans la limite de 3 500 € par enfant. Une avance de 60 % de vos réductions et crédits d'impôt vous a été versée en janvier ; elle est déduite ici.",
    L,
    y + 16,
    R - L,
    {color: soft, leading: 10.5, size: 7.8},
  )
  s.text(`${reference} - 1/2`, R, 822, {align: 'right', color: soft, size: 7})

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
    layout: 'avis_imposition/parent-isole-frais-garde-deux-colonnes',
    notes: [
      "a single parent's tax notice (case T) with a childcare credit, printed as a two-column summary",
      'references as a strip of label-above-value cells; income at the left and the tax calculation at the right, each as dot-leader rows',
      "decoys: the children's birth years, the childcare expenses and credit, the January advance, the withholding, the balance, the collection date and payment deadline, the rate",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
