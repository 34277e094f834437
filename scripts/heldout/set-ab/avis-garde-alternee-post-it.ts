/**
 * HELD-OUT avis_imposition/garde-alternee-post-it-courtier: page 1 of the income tax notice of a
 * parent whose children live with them in ALTERNATE RESIDENCE (résidence alternée: each child
 * counts for a quarter share, a half from the third; single parents get the "case T" quarter or
 * half), single (documents 1, 3 and 4) or in a new couple (document 2), as the BROKER files it:
 * with a YELLOW STICKY NOTE stuck slightly askew on the blank lower right part of the page and
 * HANDWRITTEN (the previous year's reference income, the children's arrangement, a phone number:
 * decoys). The State's header with the notice's title at the right; the references at the left as
 * LABEL : VALUE lines ("Numéro fiscal" grouped, for the couple the spouse's number: a decoy; the
 * online access number and the notice's reference: decoys; "Date d'établissement" with slashes:
 * the truth; "Date de mise en recouvrement": a decoy) over the SIP's address (a decoy); the window
 * at the right ("M GAUTIER THOMAS", "MME OU M LEROY CLAIRE"); the household as VALUES IN A ROW
 * UNDER THEIR COLUMN TITLES ("Situation de famille | Nombre de parts | dont résidence alternée |
 * Revenu fiscal de référence": the last the truth); the income as "label | case | amount" rows (1AJ:
 * the truth; the spouse's 1BJ, the deduction, the income: decoys); the calculation in the left
 * part as label ..... value rows with the family quotient's ceiling (decoys).
 */
import {addDays, addressLines, deduction, type Facts, frEuros, type GeneratedDocument, grouped, hex, incomeYearOf, leader, newDocument, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, taxOneShare, truthAddress} from '../util.js'

const OFFICE_STREETS = ['Centre des finances publiques - 3 rue de la Cité', 'Cité administrative - 2 rue du Docteur Lancereaux', 'Hôtel des finances - 12 avenue de la Libération', 'Centre des finances publiques - 41 boulevard Gambetta']

/** The shares of a household: quarter shares for children in alternate residence. */
function sharesOf(couple: boolean, full: number, alternate: number): number {
  let shares = couple ? 2 : 1
  let rank = 0
  for (let c = 0; c < full; c++) shares += ++rank <= 2 ? 0.5 : 1
  for (let c = 0; c < alternate; c++) shares += ++rank <= 2 ? 0.25 : 0.5
  if (!couple && full + alternate > 0) shares += full > 0 ? 0.5 : 0.25
  return shares
}

const frShares = (v: number) => v.toFixed(2).replace('.', ',')

export async function avisGardeAlterneePostIt(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const couple = raw.couple === true
  const alternate = typeof raw.alternate === 'number' ? raw.alternate : 2
  const full = typeof raw.full === 'number' ? raw.full : 0
  const year = incomeYearOf(params, facts)
  const established = params.issueDate ?? addDays(`${year + 1}-07-21`, randomInt(rng, 0, 20))
  const collection = addDays(established, randomInt(rng, 2, 4))
  const s1 = Math.round((params.amountsOverride?.declaredSalariesCents ?? facts.declaredSalariesCents) / 100)
  const d1 = deduction(s1)
  const s2 = couple ? randomInt(rng, 18_000, 42_000) : 0
  const d2 = deduction(s2)
  const rfr = s1 - d1 + (s2 - d2)
  const base = couple ? 2 : 1
  const shares = sharesOf(couple, full, alternate)
  const taxQf = Math.round(taxOneShare(rfr / shares) * shares)
  const taxBase = Math.round(taxOneShare(rfr / base) * base)
  const ceiling = Math.round((shares - base) * 2 * 1791)
  const tax = Math.max(taxQf, taxBase - ceiling)
  const withheld = Math.max(0, tax + randomInt(rng, -450, 380))
  const balance = tax - withheld
  const taxNumber = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const spouseNumber = `${randomInt(rng, 1, 3)}${randomDigits(rng, 12)}`
  const access = randomDigits(rng, 7)
  const reference = `${String(year + 1).slice(2)} ${address.postcode.slice(0, 2)} ${randomDigits(rng, 7)} ${randomDigits(rng, 2)}`
  const mme = name.civility === 'Mme'
  const civility = couple ? (mme ? 'MME OU M' : 'M OU MME') : mme ? 'MME' : 'M'
  const addressee = `${civility} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const envelope = addressLines(address, 'postal')
  const office = [`SIP DE ${postalUpper(address.city)}`, OFFICE_STREETS[randomInt(rng, 0, OFFICE_STREETS.length - 1)], `${address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${postalUpper(address.city)} CEDEX`]
  const previous = Math.round(rfr * (0.9 + rng() * 0.08))
  const children = full + alternate
  const e = (v: number) => frEuros(v)
  const ink = hex('#1b1c20')
  const soft = hex('#5d616b')
  const blue = hex('#203f78')
  const rule = hex('#c4c8d0')
  const pale = hex('#edf1f7')

  const {doc, fonts} = await newDocument({author: '', creator: 'Epson Scan 2', date: addDays(facts.asOf, -randomInt(rng, 1, 10)), producer: 'Epson Scan 2', title: `avis_${year + 1}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L, 40, {color: blue, font: H.bold, size: 8})
  s.text(`AVIS D'IMPÔT ${year + 1}`, R, 40, {align: 'right', color: blue, font: H.bold, size: 13})
  s.text('IMPÔT SUR LES REVENUS', R, 53, {align: 'right', color: blue, font: H.bold, size: 8.5})
  s.text(`de l'année ${year}`, R, 64, {align: 'right', color: blue, size: 8.5})

  // The references at the left.
  let y = 92
  s.text('Vos références', L, y, {color: blue, font: H.bold, size: 9})
  y += 15
  const refs: [string, string][] = [
    [couple ? 'Numéro fiscal du déclarant 1' : 'Numéro fiscal', grouped(taxNumber)],
    ...(couple ? ([['Numéro fiscal du déclarant 2', grouped(spouseNumber)]] as [string, string][]) : []),
    ["N° d'accès en ligne", access],
    ["Référence de l'avis", reference],
    ["Date d'établissement", slashDate(established)],
    ['Date de mise en recouvrement', slashDate(collection)],
  ]
  for (const [label, value] of refs) {
    s.text(`${label} :`, L, y, {color: soft, size: 7.8})
    s.text(value, L + 132, y, {color: ink, font: H.bold, size: 8.4})
    y += 12
  }

  y += 8
  s.text('Vos contacts', L, y, {color: blue, font: H.bold, size: 9})
  s.lines(office, L, y + 13, {color: ink, leading: 9.6, size: 7.6})
  s.text('Messagerie sécurisée : impots.gouv.fr', L, y + 44, {color: soft, size: 7.4})

  // The window at the right.
  s.lines([addressee, ...envelope], 318, 136, {color: ink, leading: 12.4, size: 10})

  // The household: values in a row under their titles.
  y = 276
  s.text('VOTRE FOYER FISCAL', L, y, {color: blue, font: H.bold, size: 9.2})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 10
  y = s.table({
    columns: [{align: 'center', width: W * 0.22}, {align: 'center', width: W * 0.18}, {align: 'center', width: W * 0.3}, {align: 'center', width: W * 0.3}],
    font: H.bold,
    frame: true,
    header: [['Situation de famille', 'Nombre de parts', 'dont enfants en résidence alternée', 'Revenu fiscal de référence']],
    headerFill: pale,
    headerFont: H.regular,
    headerSize: 7.4,
    rowHeight: 20,
    rows: [[couple ? 'Marié(e)s' : 'Célibataire', frShares(shares), `${alternate} sur ${children}`, `${e(rfr)} €`]],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L,
    y,
  })

  y += 26
  s.text('DÉTAIL DES REVENUS', L, y, {color: blue, font: H.bold, size: 9.2})
  s.hline(L, R, y + 4, {color: blue, width: 0.8})
  y += 8
  const rows: string[][] = [[couple ? 'Salaires et assimilés - déclarant 1' : 'Salaires et assimilés', '1AJ', e(s1)]]
  if (couple) rows.push(['Salaires et assimilés - déclarant 2', '1BJ', e(s2)])
  rows.push(['Déduction de 10 % pour frais professionnels', '', e(-(d1 + d2))], ['Revenu brut global', '', e(rfr)], ['Revenu imposable', '', e(rfr)])
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

  // The calculation in the left part; the sticky note in the blank right part.
  y += 26
  s.text("CALCUL DE L'IMPÔT", L, y, {color: blue, font: H.bold, size: 9.2})
  s.hline(L, L + 300, y + 4, {color: blue, width: 0.8})
  y += 20
  const calc: [string, string][] = [
    [`Impôt avant plafonnement (${frShares(shares)} parts)`, e(taxQf)],
    [`Impôt sur ${base} part${base > 1 ? 's' : ''}`, e(taxBase)],
    ['Plafonnement du quotient familial', e(ceiling)],
    ['Impôt sur le revenu net', e(tax)],
    [`Prélèvements à la source ${year}`, e(-withheld)],
    [balance >= 0 ? 'Reste à payer' : 'Montant remboursé', e(Math.abs(balance))],
  ]
  for (const [label, value] of calc) {
    leader(s, label, `${value} €`, L, L + 300, y, {color: ink, size: 8.4})
    y += 15
  }

  const noteTop = y - 98
  const angle = [-3.2, 2.6, -2.2, 3.4][Number(taxNumber.slice(-1)) % 4]
  const r = (angle * Math.PI) / 180
  const nx = 388
  const ny = noteTop
  const at = (u: number, v: number) => ({x: nx + u * Math.cos(r) + v * Math.sin(r), y: ny - u * Math.sin(r) + v * Math.cos(r)})
  const size = 148
  const corner = at(0, size)
  s.box(corner.x + 2, corner.y - size + 3, size, size, {fill: hex('#c9b94a'), opacity: 0.35, rotate: angle})
  s.box(corner.x, corner.y - size, size, size, {fill: hex('#fbee8f'), rotate: angle})
  const hand = hex('#1f2d78')
  const note = [
    `RFR ${year - 1} = ${e(previous)} €`,
    `${children} enf. dont ${alternate} garde alt.`,
    '-> jugement JAF',
    '     à fournir',
    `rappeler 06 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`,
  ]
  note.forEach((line, j) => {
    const p = at(10, 26 + j * 23)
    s.text(line, p.x, p.y, {color: hand, font: fonts.times.italic, rotate: angle, size: Math.min(12.5, 128 / fonts.times.italic.widthOfTextAtSize(line, 1))})
  })

  y = Math.max(y + 18, noteTop + size + 22)
  s.box(L, y, W, 48, {fill: pale})
  s.paragraph(
    `Vos enfants en résidence alternée ouvrent droit chacun à un quart de part (une demi-part à partir du troisième). L'avantage résultant du quotient familial est plafonné à ${e(1791)} € par quart de part. Pour toute question, contactez votre service des impôts des particuliers depuis votre espace particulier sur impots.gouv.fr.`,
    L + 10,
    y + 14,
    W - 20,
    {color: ink, leading: 10.5, size: 7.8},
  )

  s.box(L, 790, 10, 10, {fill: blue})
  s.text(`${reference}  -  ${grouped(taxNumber)}`, L + 16, 798, {color: soft, size: 7})
  s.text('page 1 / 2', R, 798, {align: 'right', color: soft, size: 7})

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
    layout: 'avis_imposition/garde-alternee-post-it-courtier',
    notes: [
      "page 1 of the income tax notice of a parent with children in alternate residence (quarter shares), with the broker's handwritten yellow sticky note stuck askew on the page",
      'the references as label : value lines at the left, the window at the right; the household as values in a row under their column titles (the reference income among them); the salaries as "label | case | amount" rows',
      "decoys: the sticky note's previous reference income and phone number, the spouse's tax number, the access number and the notice's reference, the collection date, the SIP's address, the spouse's salaries, the deduction, the tax, the quotient's ceiling, the withholding and the balance",
    ],
    pdf: await saveDocument(doc),
    type: 'avis_imposition',
  }
}
