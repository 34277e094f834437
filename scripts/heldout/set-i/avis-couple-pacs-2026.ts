/**
 * HELD-OUT avis_imposition/couple-pacs-2026: the FIRST PAGE of the 2026 income tax notice (2025
 * income) of a couple bound by a PACS, who file jointly but keep their own surnames: the State
 * block ("RÉPUBLIQUE FRANÇAISE", the motto, "FINANCES PUBLIQUES") top left; "AVIS D'IMPÔT 2026"
 * with "SUR LES REVENUS DE L'ANNÉE 2025" top right; a LEFT COLUMN "Vos références" of LABEL :
 * VALUE lines in small type (tax numbers of declarant 1 and declarant 2, grouped, "Référence de
 * l'avis", "Date d'établissement", "Date de mise en recouvrement" (a decoy), the tax office) and
 * at the RIGHT the window with a grey return line over the addressees on TWO LINES, one per
 * partner and surname ("M GIRAUD THOMAS" / "OU MME LEBRUN ISABELLE"), then the address in postal
 * capitals; a tinted line with the household ("Partenaires liés par un PACS - 2,5 parts"); a
 * tile with the tax due and the balance with its debit date (decoys) beside the household rate
 * and the two INDIVIDUALISED rates (decoys); "VOS REVENUS DE 2025" as label ... value leader
 * lines where each partner's salaries come first ("Salaires - déclarant 1 (1AJ)", "Salaires -
 * déclarant 2 (1BJ)", their TOTAL, the two 10 % deductions, capital income), then "Revenu brut
 * global", "Revenu imposable" and the "REVENU FISCAL DE RÉFÉRENCE" in bold on its own shaded
 * leader line; the calculation; the 2D-Doc seal and the verification line; "1/4" at the foot.
 * Whole euros, spaces between thousands.
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, GREY, grouped, hex, incomeYearOf, leader, newDocument, pad2, pick, postalUpper, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, subjectOf, taxOneShare, truthAddress, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

/** The other partner: given name and surname (of the opposite sex but in one couple in four). */
const PARTNERS_M = [
  {given: 'Arnaud', surname: 'TESSIER'},
  {given: 'Karim', surname: 'MESSAOUDI'},
  {given: 'Guillaume', surname: 'POULAIN'},
  {given: 'Ludovic', surname: 'BARBIER'},
]
const PARTNERS_F = [
  {given: 'Isabelle', surname: 'LEBRUN'},
  {given: 'Laetitia', surname: 'MARCHETTI'},
  {given: 'Pauline', surname: 'GUILLOU'},
  {given: 'Sonia', surname: 'FERREIRA'},
]

export async function avisCouplePacs2026(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? `${year + 1}-07-${pad2(randomInt(rng, 21, 31))}`
  const collection = addDays(established, randomInt(rng, 2, 5))
  const female = name.civility === 'Mme'
  const sameSex = rng() < 0.25
  const partnerFemale = sameSex ? female : !female
  const partner = pick(rng, partnerFemale ? PARTNERS_F : PARTNERS_M)
  const children = pick(rng, [0, 0, 1, 2])
  const parts = 2 + children * 0.5
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const s2 = randomInt(rng, 16_500, 44_000)
  const d1 = deduction(s1)
  const d2 = deduction(s2)
  const rest = Math.round(facts.referenceIncomeCents / 100) - (s1 - d1)
  const capital = rest >= 100 ? rest : 0
  const global = s1 - d1 + s2 - d2 + capital
  const rfr = global
  const gross = taxOneShare(Math.floor(global / parts)) * parts
  const decote = Math.max(0, Math.round(1470 - gross * 0.4525))
  const net = Math.max(0, gross - Math.min(decote, gross))
  const social = capital ? Math.round(capital * 0.172) : 0
  const withheld = Math.max(0, net + randomInt(rng, -380, 240))
  const balance = net + social - withheld
  const rate = global > 0 ? Math.round((net / global) * 1000) / 10 : 0
  const rate1 = Math.max(0, Math.round((rate + (s1 > s2 ? 1.3 : -1.1)) * 10) / 10)
  const rate2 = Math.max(0, Math.round((rate + (s1 > s2 ? -1.4 : 1.2)) * 10) / 10)
  const t1 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const t2 = `${randomInt(rng, 0, 3)}${randomDigits(rng, 12)}`
  const dept = address.postcode.slice(0, 2)
  const reference = `${String(year + 1).slice(2)} ${dept} ${randomLetters(rng, 1)}${randomDigits(rng, 6)} ${randomDigits(rng, 2)}`
  const civ = (f: boolean) => (f ? 'MME' : 'M')
  const addressee = `${civ(female)} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const second = `OU ${civ(partnerFemale)} ${partner.surname} ${postalUpper(partner.given)}`
  const envelope = addressLines(address, 'postal')
  const debit = `${year + 1}-09-25`
  const pale = hex('#eef0fb')
  const fmt = (n: number) => `${frEuros(n)} €`

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Editique IR 2026', date: established, producer: 'DGFiP', title: `Avis d'impôt ${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // State block.
  s.box(L, 30, 10, 13, {fill: BLUE})
  s.box(L + 10, 30, 10, 13, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 30, 10, 13, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 54, {font: H.bold, leading: 8.5, size: 7.5})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 73, {font: H.italic, leading: 7, size: 5.8})
  s.text('FINANCES PUBLIQUES', L, 102, {color: BLUE, font: H.bold, size: 8.5})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 44, {align: 'right', color: BLUE, font: H.bold, size: 17})
  s.text(`SUR LES REVENUS DE L'ANNÉE ${year}`, R, 58, {align: 'right', font: H.bold, size: 9})
  s.text('Impôt sur le revenu et prélèvements sociaux', R, 70, {align: 'right', color: GREY, size: 8})

  // References (left column).
  const rx = L
  let ry = 126
  s.text('Vos références', rx, ry, {color: BLUE, font: H.bold, size: 9.5})
  s.hline(rx, rx + 230, ry + 4, {color: BLUE, width: 0.8})
  ry += 17
  const refs: [string, string][] = [
    ['N° fiscal déclarant 1', grouped(t1)],
    ['N° fiscal déclarant 2', grouped(t2)],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
    ["N° d'accès en ligne", randomDigits(rng, 7)],
  ]
  for (const [lab, value] of refs) {
    s.text(`${lab} :`, rx, ry, {color: hex('#444444'), size: 7.6})
    s.text(value, rx + 230, ry, {align: 'right', font: H.bold, size: 7.8})
    ry += 11.5
  }

  const refsEnd = s.lines(['Votre centre des finances publiques :', `SIP ${upper(address.city)}`, `${randomInt(rng, 1, 40)} ${pick(rng, ['rue de la Préfecture', 'boulevard du Maréchal Foch', 'place de la République', 'rue des Carmes'])}`, 'Messagerie sécurisée : impots.gouv.fr'], rx, ry + 6, {color: hex('#444444'), leading: 9.5, size: 7.3})

  // Window (right).
  const wx = 318
  s.text(`DGFIP - SIP ${postalUpper(address.city)} - TSA ${randomDigits(rng, 5)} - ${randomDigits(rng, 5)} CEDEX`, wx, 132, {color: GREY, size: 5.8})
  s.hline(wx, wx + 220, 135, {color: hex('#c8c8c8'), width: 0.4})
  const windowEnd = s.lines([addressee, second, ...envelope], wx, 152, {leading: 12, size: 9.6})

  // Household.
  let y = Math.max(refsEnd, windowEnd) + 4
  s.box(L, y, R - L, 20, {fill: pale})
  s.text(`Situation du foyer : Partenaires liés par un PACS${children ? ` - ${children} enfant${children > 1 ? 's' : ''} à charge` : ''} - Nombre de parts : ${String(parts).replace('.', ',')}`, L + 8, y + 13.5, {size: 8.6})

  // Tax and rates.
  y += 32
  s.box(L, y, 300, 64, {lineWidth: 0.9, radius: 5, stroke: BLUE})
  s.text('Impôt sur le revenu net', L + 10, y + 17, {size: 8.8})
  s.text(fmt(net), L + 290, y + 17, {align: 'right', font: H.bold, size: 9.5})
  s.text(balance >= 0 ? 'Reste à payer' : 'Somme qui vous sera restituée', L + 10, y + 37, {color: BLUE, font: H.bold, size: 10})
  s.text(fmt(Math.abs(balance)), L + 290, y + 37, {align: 'right', color: BLUE, font: H.bold, size: 12})
  s.text(balance >= 0 ? `Prélèvement le ${slashDate(debit)} sur votre compte bancaire` : `Virement à partir du ${slashDate(addDays(established, 9))}`, L + 10, y + 54, {color: GREY, size: 7.4})
  const px = L + 316
  s.text('Taux de prélèvement à la source', px, y + 12, {color: GREY, size: 7.6})
  s.text(`Taux du foyer : ${rate.toFixed(1).replace('.', ',')} %`, px, y + 28, {font: H.bold, size: 9})
  s.text(`Taux individualisé déclarant 1 : ${rate1.toFixed(1).replace('.', ',')} %`, px, y + 42, {size: 7.8})
  s.text(`Taux individualisé déclarant 2 : ${rate2.toFixed(1).replace('.', ',')} %`, px, y + 54, {size: 7.8})

  // Income.
  y += 92
  s.text(`VOS REVENUS DE ${year}`, L, y, {color: BLUE, font: H.bold, size: 10})
  s.hline(L, R, y + 4, {color: BLUE, width: 0.8})
  y += 20
  const right = L + 380
  const rows: [string, string][] = [
    ['Salaires - déclarant 1 (case 1AJ)', frEuros(s1)],
    ['Salaires - déclarant 2 (case 1BJ)', frEuros(s2)],
    ['Total des traitements et salaires', frEuros(s1 + s2)],
    ['Déduction de 10 % - déclarant 1', `- ${frEuros(d1)}`],
    ['Déduction de 10 % - déclarant 2', `- ${frEuros(d2)}`],
  ]
  if (capital) rows.push(['Revenus de capitaux mobiliers (case 2TR)', frEuros(capital)])
  rows.push(['Revenu brut global', frEuros(global)], ['Revenu imposable', frEuros(global)])
  for (const [lab, value] of rows) {
    leader(s, lab, value, L, right, y, {color: hex('#222222'), size: 8.6})
    y += 14
  }

  s.box(L - 4, y - 11, right - L + 12, 18, {fill: pale})
  leader(s, 'REVENU FISCAL DE RÉFÉRENCE', fmt(rfr), L, right, y + 1, {font: H.bold, size: 9.4})
  seal(s, right + 36, y - 112, 21, 3.6, rng)
  s.text('2D-Doc', right + 36 + 38, y - 30, {align: 'center', color: GREY, size: 6.5})

  // Calculation.
  y += 34
  s.text("CALCUL DE L'IMPÔT", L, y, {color: BLUE, font: H.bold, size: 10})
  s.hline(L, R, y + 4, {color: BLUE, width: 0.8})
  y += 20
  const calc: [string, string][] = [
    ['Impôt sur les revenus soumis au barème', frEuros(gross)],
    ['Décote', frEuros(Math.min(decote, gross))],
    ['Impôt sur le revenu net', frEuros(net)],
    ['Prélèvements sociaux sur revenus du capital', frEuros(social)],
    ['Prélèvement à la source et acomptes déjà versés', frEuros(withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Somme à restituer', frEuros(Math.abs(balance))],
  ]
  for (const [lab, value] of calc) {
    leader(s, lab, value, L, right, y, {size: 8.6})
    y += 14
  }

  s.box(L, 742, R - L, 44, {fill: hex('#f5f5f5')})
  s.paragraph(
    `Partenaires liés par un PACS, vous êtes imposés en commun : chacun de vous est tenu solidairement au paiement de l'impôt. Pour toute question, utilisez la messagerie sécurisée de votre espace particulier sur impots.gouv.fr ou appelez le 0 809 401 401 (service gratuit + prix d'un appel). Le détail de vos revenus figure aux pages suivantes. Authenticité de l'avis : lisez le code 2D-Doc ou utilisez le service de vérification en ligne.`,
    L + 8,
    755,
    R - L - 16,
    {color: hex('#444444'), leading: 9.2, size: 7.2},
  )
  s.text(`${t1.slice(0, 4)} ${reference} ${randomDigits(rng, 4)}`, L, 815, {color: GREY, size: 6.5})
  s.text('1/4', R, 815, {align: 'right', color: GREY, size: 7})

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
    layout: 'avis_imposition/couple-pacs-2026',
    notes: [
      'PACS couple with two surnames: the addressees on two window lines ("M X Y" / "OU MME Z W")',
      'references as label : value lines in a left column; two tax numbers',
      'each partner\'s salaries, their total and the deductions as leader lines before the reference income',
      'household and individualised withholding rates, balance and its debit date as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
