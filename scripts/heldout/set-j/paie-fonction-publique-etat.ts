/**
 * HELD-OUT bulletin_paie/fonction-publique-etat: the monthly pay slip of a STATE CIVIL SERVANT
 * (fonctionnaire de l'État) as the State's payroll prints it and the agent downloads it from the
 * ENSAP space (PAYSAGE / DGFiP "PAY" look): the State block top left with "BULLETIN DE PAYE" and
 * "MOIS DE AVRIL 2026" (the month in capitals, no day range), the agent's window at the right
 * in capitals ("MME DUBOIS CLAIRE", "NÉE MARTIN" under it for a married woman, the address);
 * then a GRID of captioned cells (tiny capitals over each value): "MINISTÈRE" (the ministry's
 * long name), "ADMINISTRATION OU ÉTABLISSEMENT" (the employer: a rectorate, a regional public
 * finance directorate, a prefecture, a regional environment directorate), "SIRET" (fourteen
 * digits, no spaces: a State SIRET starting with 1), "N° DE DOSSIER", "AFFECTATION",
 * "GRADE", "ÉCHELON", "INDICE BRUT", "INDICE MAJORÉ", "NBI", "TEMPS DE TRAVAIL", "ENFANTS À
 * CHARGE", "N° INSEE", "DANS L'ÉCHELON DEPUIS LE" (a decoy date); the body as one ruled table
 * "CODE | ÉLÉMENTS | BASE | TAUX | À PAYER | À DÉDUIRE | POUR INFORMATION": "TRAITEMENT BRUT"
 * (indice majoré × the monthly point value), "NOUVELLE BONIFICATION INDICIAIRE", "INDEMNITÉ DE
 * RÉSIDENCE" (0, 1 or 3 %), "SUPPLÉMENT FAMILIAL DE TRAITEMENT", the corps' bonuses (ISOE and the
 * attractiveness bonus for a teacher, ACF and IMT at the public finances, IFSE elsewhere), the
 * CSG compensation, the flat-rate complementary health refund, then "RETENUE PENSION CIVILE"
 * (11,10 %), "COTISATION SALARIALE RAFP", CSG/CRDS, and the employer's contributions with their
 * amount in the "POUR INFORMATION" column only (pension contribution at 74,28 %, RAFP, health,
 * family, FNAL, CSA, transport levy, ATI); a "TOTAUX" row; under it at the right a framed list of
 * label / amount lines ("TOTAL BRUT", "MONTANT NET SOCIAL", "MONTANT IMPOSABLE", "NET À PAYER
 * AVANT IMPÔT SUR LE REVENU", "IMPÔT SUR LE REVENU PRÉLEVÉ À LA SOURCE" with its base and rate,
 * "NET À PAYER" shaded) and at the left the year's cumulative totals (decoys); the transfer line
 * with the pay day INSIDE the month ("Payé le 28/04/2026") and a masked IBAN; the ENSAP mention.
 * Amounts "2 345,67".
 */
import {addDays, addressLines, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, lastDayOf, monthOf, MONTHS_FR, newDocument, nirOf, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

/** The monthly value of the index point (4,92278 € since July 2023). */
const POINT = 492.278

type Corps = 'admin-a' | 'admin-b' | 'teacher' | 'technician'

const GRADES: Record<Corps, {grade: string; low: number; high: number; job: string[]; bonuses: (rng: () => number) => [string, string, number][]}> = {
  'admin-a': {
    bonuses: (rng) => [['200338', 'INDEMNITÉ DE FONCTIONS, DE SUJÉTIONS ET D\'EXPERTISE', randomInt(rng, 46_000, 72_000)]],
    grade: "ATTACHÉ D'ADMINISTRATION DE L'ÉTAT",
    high: 720,
    job: ['BUREAU DES ÉLECTIONS ET DE LA RÉGLEMENTATION', 'SERVICE DES ÉTRANGERS - SECTION ASILE', 'DIRECTION DES SÉCURITÉS'],
    low: 450,
  },
  'admin-b': {
    bonuses: (rng) => [
      ['201560', 'ALLOCATION COMPLÉMENTAIRE DE FONCTIONS', randomInt(rng, 23_000, 31_000)],
      ['201420', 'INDEMNITÉ MENSUELLE DE TECHNICITÉ', 9_147],
    ],
    grade: 'CONTRÔLEUR PRINCIPAL DES FINANCES PUBLIQUES',
    high: 560,
    job: ['SIP RENNES NORD - GESTION', 'SERVICE DE GESTION COMPTABLE', 'PÔLE DE RECOUVREMENT SPÉCIALISÉ'],
    low: 390,
  },
  teacher: {
    bonuses: (rng) => {
      const out: [string, string, number][] = [['202370', "INDEMNITÉ DE SUIVI ET D'ORIENTATION DES ÉLÈVES PART FIXE", 21_250]]
      if (rng() < 0.7) out.push(['202390', "PRIME D'ATTRACTIVITÉ", randomInt(rng, 3_500, 9_500)])
      return out
    },
    grade: 'PROFESSEUR CERTIFIÉ CLASSE NORMALE',
    high: 700,
    job: ['LYCÉE GABRIEL GUISTHAU - NANTES', 'COLLÈGE LA COLINIÈRE - NANTES', 'LYCÉE JULES VERNE - NANTES'],
    low: 450,
  },
  technician: {
    bonuses: (rng) => [['200338', "INDEMNITÉ DE FONCTIONS, DE SUJÉTIONS ET D'EXPERTISE", randomInt(rng, 36_000, 52_000)]],
    grade: 'TECHNICIEN SUPÉRIEUR PRINCIPAL DU DÉVELOPPEMENT DURABLE',
    high: 590,
    job: ['SERVICE PRÉVENTION DES RISQUES INDUSTRIELS', 'UNITÉ DÉPARTEMENTALE DU RHÔNE', 'SERVICE EAU, HYDROÉLECTRICITÉ ET NATURE'],
    low: 400,
  },
}

const e = (c: number) => (c === 0 ? '' : frAmount(c, ' '))

export async function paieFonctionPubliqueEtat(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const ministry = typeof raw.ministry === 'string' ? raw.ministry : "MINISTÈRE DE L'ÉDUCATION NATIONALE"
  const corps: Corps = raw.corps === 'admin-a' || raw.corps === 'admin-b' || raw.corps === 'technician' ? raw.corps : 'teacher'
  const residenceRate = typeof raw.residence === 'number' ? raw.residence : 0
  const g = GRADES[corps]
  const period = monthOf(params, facts)
  const month = Number(period.slice(5, 7))
  const end = lastDayOf(period)
  const paidOn = addDays(end, -(month === 12 ? randomInt(rng, 8, 11) : randomInt(rng, 2, 4)))
  const civ = name.civility === 'Mme' ? 'MME' : 'M.'
  const employee = `${civ} ${upper(name.surname)} ${upper(name.givenNames[0])}`

  // Pay.
  const target = params.amountsOverride?.grossCents ?? facts.pay.grossCents
  const im = Math.max(g.low, Math.min(g.high, Math.round((target * 0.78) / POINT)))
  const ib = Math.round(im * 1.185 - 35)
  const echelon = Math.min(11, 1 + Math.floor(((im - g.low) / (g.high - g.low)) * 10))
  const tib = Math.round(im * POINT)
  const nbiPoints = corps === 'admin-a' ? pick(rng, [0, 15, 20]) : 0
  const nbi = Math.round(nbiPoints * POINT)
  const ir = Math.round(((tib + nbi) * residenceRate) / 100)
  const children = pick(rng, [0, 0, 1, 2, 3])
  const sftBase = Math.min(Math.max(tib, Math.round(449 * POINT)), Math.round(717 * POINT))
  const sft = children === 0 ? 0 : children === 1 ? 229 : children === 2 ? 1067 + Math.round(sftBase * 0.03) : 1524 + Math.round(sftBase * 0.08)
  const bonuses = g.bonuses(rng)
  const csgComp = rng() < 0.45 ? randomInt(rng, 900, 3600) : 0
  const psc = corps === 'teacher' ? 0 : 1500
  const gross = tib + nbi + ir + sft + bonuses.reduce((sum, b) => sum + b[2], 0) + csgComp + psc
  const pc = Math.round((tib + nbi) * 0.111)
  const rafpBase = Math.min(gross - tib - nbi, Math.round((tib + nbi) * 0.2))
  const rafp = Math.round(rafpBase * 0.05)
  const csgBase = Math.round(gross * 0.9825)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.024)
  const crds = Math.round(csgBase * 0.005)
  const deductions = pc + rafp + csgD + csgN + crds
  const netBeforeTax = gross - deductions
  const netTaxable = netBeforeTax + csgN + crds
  const netSocial = gross - pc - rafp
  const pasRate = pick(rng, [0, 2.1, 3.6, 4.9, 6.2, 7.5])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const mobility = pick(rng, [2, 2.95, 3.2])
  const pat: [string, string, number, string, number][] = [
    ['501010', 'CONTRIB. EMPLOYEUR PENSION CIVILE', tib + nbi, '74,28', Math.round((tib + nbi) * 0.7428)],
    ['501020', 'COTIS. EMPLOYEUR RAFP', rafpBase, '5,00', rafp],
    ['501030', 'COTIS. EMPLOYEUR MALADIE', gross, '9,70', Math.round(gross * 0.097)],
    ['501040', 'COTIS. EMPLOYEUR ALLOCATIONS FAMILIALES', gross, '5,25', Math.round(gross * 0.0525)],
    ['501050', 'COTIS. EMPLOYEUR F.N.A.L.', gross, '0,50', Math.round(gross * 0.005)],
    ['501060', 'CONTRIBUTION SOLIDARITÉ AUTONOMIE', gross, '0,30', Math.round(gross * 0.003)],
    ['501070', 'VERSEMENT MOBILITÉ', gross, frDecimal(mobility, 2), Math.round((gross * mobility) / 100)],
    ['501080', "ALLOCATION TEMPORAIRE D'INVALIDITÉ", tib + nbi, '0,32', Math.round((tib + nbi) * 0.0032)],
  ]
  const patTotal = pat.reduce((sum, p) => sum + p[4], 0)
  const dossier = `${randomDigits(rng, 3)} ${randomDigits(rng, 4)} ${randomDigits(rng, 3)}`
  const sinceEchelon = addDays(`${period}-01`, -randomInt(rng, 120, 1100))
  const entered = addDays(`${period}-01`, -randomInt(rng, 1800, 7000))

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'PAY - Editique bulletins de paye', date: paidOn, producer: 'ENSAP', title: `Bulletin de paye ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 28
  const R = 567
  const ink = hex('#1a1a1a')
  const rule = hex('#7d7d7d')
  const shade = hex('#e9e9e9')
  const blue = hex('#000091')

  // State block and title.
  s.box(L, 26, 9, 12, {fill: blue})
  s.box(L + 9, 26, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#bbbbbb')})
  s.box(L + 18, 26, 9, 12, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 48, {font: H.bold, leading: 8, size: 7})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 65, {font: H.italic, leading: 6.6, size: 5.5})
  s.text('BULLETIN DE PAYE', L + 88, 40, {font: H.bold, size: 15})
  s.text(`MOIS DE ${upper(MONTHS_FR[month - 1])} ${period.slice(0, 4)}`, L + 88, 56, {font: H.bold, size: 10})
  s.text('Fonction publique de l\'État - Agent titulaire', L + 88, 68, {color: GREY, size: 7.5})

  // Agent window.
  const wx = 352
  const windowLines = [employee, ...(name.birthSurname ? [`NÉE ${upper(name.birthSurname)}`] : []), ...addressLines(address, 'upper')]
  s.lines(windowLines, wx, 38, {leading: 11, size: 9})

  // Captioned grid.
  let y = 100
  const cell = (x: number, w: number, h: number, caption: string, value: string, valueSize = 8) => {
    let vs = valueSize
    while (H.bold.widthOfTextAtSize(value, vs) > w - 6 && vs > 5) vs -= 0.2
    s.box(x, y, w, h, {lineWidth: 0.5, stroke: rule})
    s.text(caption, x + 3, y + 7, {color: hex('#555555'), size: 5.4})
    s.text(value, x + 3, y + h - 4.5, {font: H.bold, size: vs})
  }

  const W = R - L
  cell(L, W * 0.5, 21, 'MINISTÈRE', ministry, 7.6)
  cell(L + W * 0.5, W * 0.5, 21, 'ADMINISTRATION OU ÉTABLISSEMENT', employer.name, 7.6)
  y += 21
  cell(L, W * 0.22, 21, 'SIRET', employer.siret)
  cell(L + W * 0.22, W * 0.16, 21, 'N° DE DOSSIER', dossier)
  cell(L + W * 0.38, W * 0.42, 21, 'AFFECTATION', pick(rng, g.job), 7)
  cell(L + W * 0.8, W * 0.2, 21, 'DÉPARTEMENT', employer.address.postcode.slice(0, 2))
  y += 21
  cell(L, W * 0.4, 21, 'GRADE', g.grade, 7)
  cell(L + W * 0.4, W * 0.08, 21, 'ÉCHELON', String(echelon).padStart(2, '0'))
  cell(L + W * 0.48, W * 0.1, 21, 'INDICE BRUT', String(ib))
  cell(L + W * 0.58, W * 0.1, 21, 'INDICE MAJORÉ', String(im))
  cell(L + W * 0.68, W * 0.07, 21, 'NBI', String(nbiPoints))
  cell(L + W * 0.75, W * 0.13, 21, 'TEMPS DE TRAVAIL', '100,00 %')
  cell(L + W * 0.88, W * 0.12, 21, 'ENFANTS À CHARGE', String(children))
  y += 21
  cell(L, W * 0.3, 21, 'N° INSEE', nirOf(person, rng))
  cell(L + W * 0.3, W * 0.25, 21, "DANS L'ÉCHELON DEPUIS LE", slashDate(sinceEchelon))
  cell(L + W * 0.55, W * 0.25, 21, 'ENTRÉE DANS LA FONCTION PUBLIQUE', slashDate(entered))
  cell(L + W * 0.8, W * 0.2, 21, 'POSITION', 'ACTIVITÉ')
  y += 21

  // Body.
  type C = string | {text: string; font?: typeof H.bold; size?: number}
  const b = (t: string): C => ({font: H.bold, text: t})
  const rows: C[][] = [['101000', 'TRAITEMENT BRUT', String(im), frDecimal(POINT / 100, 6), e(tib), '', '']]
  if (nbi) rows.push(['101050', 'NOUVELLE BONIFICATION INDICIAIRE', String(nbiPoints), frDecimal(POINT / 100, 6), e(nbi), '', ''])
  rows.push(['102000', 'INDEMNITÉ DE RÉSIDENCE', e(tib + nbi), frDecimal(residenceRate, 2), ir ? e(ir) : '0,00', '', ''])
  if (sft) rows.push(['103000', `SUPPLÉMENT FAMILIAL DE TRAITEMENT (${children} ENF.)`, '', '', e(sft), '', ''])
  for (const [code, lab, amount] of bonuses) rows.push([code, lab, '', '', e(amount), '', ''])
  if (csgComp) rows.push(['202246', 'INDEMNITÉ COMPENSATRICE HAUSSE DE LA CSG', '', '', e(csgComp), '', ''])
  if (psc) rows.push(['202916', 'REMBOURSEMENT FORFAITAIRE PROTECTION SOCIALE COMPL.', '', '', e(psc), '', ''])
  rows.push(['401140', 'RETENUE PENSION CIVILE', e(tib + nbi), '11,10', '', e(pc), ''])
  rows.push(['401150', 'COTISATION SALARIALE RAFP', e(rafpBase), '5,00', '', e(rafp), ''])
  rows.push(['401500', 'C.S.G. DÉDUCTIBLE', e(csgBase), '6,80', '', e(csgD), ''])
  rows.push(['401510', 'C.S.G. NON DÉDUCTIBLE', e(csgBase), '2,40', '', e(csgN), ''])
  rows.push(['401520', 'C.R.D.S.', e(csgBase), '0,50', '', e(crds), ''])
  for (const [code, lab, base, rate, amount] of pat) rows.push([code, lab, e(base), rate, '', '', e(amount)])
  rows.push(['', b('TOTAUX'), '', '', b(e(gross)), b(e(deductions)), b(e(patTotal))])

  const widths = [38, 200, 56, 46, 62, 62, 75]
  y += 10
  y = s.table({
    columns: [{width: widths[0]}, {width: widths[1]}, {align: 'right', width: widths[2]}, {align: 'right', width: widths[3]}, {align: 'right', width: widths[4]}, {align: 'right', width: widths[5]}, {align: 'right', width: widths[6]}],
    font: H.regular,
    frame: true,
    header: [['CODE', 'ÉLÉMENTS', 'BASE', 'TAUX', 'À PAYER', 'À DÉDUIRE', 'POUR INFORMATION']],
    headerFill: shade,
    headerFont: H.bold,
    headerHeight: 14,
    headerSize: 6.6,
    rowHeight: 11.6,
    rows,
    ruleColor: rule,
    size: 6.9,
    verticalRules: true,
    x: L,
    y,
  })

  // Summary (right) and cumulative totals (left).
  y += 12
  const sx = 300
  const lines: [string, string, boolean][] = [
    ['TOTAL BRUT', e(gross), false],
    ['MONTANT NET SOCIAL', e(netSocial), false],
    ['MONTANT IMPOSABLE', e(netTaxable), false],
    ['NET À PAYER AVANT IMPÔT SUR LE REVENU', e(netBeforeTax), true],
    [`IMPÔT SUR LE REVENU PRÉLEVÉ À LA SOURCE - TAUX ${frDecimal(pasRate, 1)} %`, pas ? e(pas) : '0,00', false],
  ]
  s.box(sx, y, R - sx, lines.length * 14 + 22, {lineWidth: 0.7, stroke: ink})
  lines.forEach(([lab, value, bold], k) => {
    s.text(lab, sx + 6, y + 12 + k * 14, {font: bold ? H.bold : H.regular, size: 7.2})
    s.text(value, R - 6, y + 12 + k * 14, {align: 'right', font: H.bold, size: 8})
  })
  const ny = y + lines.length * 14 + 2
  s.box(sx, ny, R - sx, 20, {fill: shade, lineWidth: 0.7, stroke: ink})
  s.text('NET À PAYER', sx + 6, ny + 13.5, {font: H.bold, size: 9.5})
  s.text(`${e(netPaid)} €`, R - 6, ny + 13.5, {align: 'right', font: H.bold, size: 10.5})

  const factor = month > 1 ? month * (0.97 + rng() * 0.05) : 1
  s.text(`CUMULS ANNÉE ${period.slice(0, 4)}`, L, y + 10, {font: H.bold, size: 7.4})
  const cumuls: [string, number][] = [
    ['Brut', Math.round(gross * factor)],
    ['Imposable', Math.round(netTaxable * factor)],
    ['Impôt prélevé à la source', Math.round(pas * factor)],
    ['Retenue pension civile', Math.round(pc * factor)],
  ]
  cumuls.forEach(([lab, value], k) => {
    s.text(lab, L, y + 24 + k * 11, {color: hex('#444444'), size: 7})
    s.text(e(value) || '0,00', L + 200, y + 24 + k * 11, {align: 'right', size: 7.2})
    s.hline(L, L + 200, y + 27 + k * 11, {color: hex('#d4d4d4'), width: 0.3})
  })

  const iban = facts.account.iban
  y = ny + 36
  s.text(`Payé le ${slashDate(paidOn)} par virement sur le compte ${iban.slice(0, 4)} **** **** **** **** **** ${iban.slice(-3)}`, L, y, {size: 7.6})
  s.paragraph(
    "Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paye sans limitation de durée. Vos bulletins de paye et votre attestation fiscale sont consultables dans votre espace numérique sécurisé de l'agent public (ENSAP) : ensap.gouv.fr. Le prélèvement à la source est calculé sur le montant imposable au taux transmis par la DGFiP.",
    L,
    y + 14,
    R - L,
    {color: GREY, leading: 8.6, size: 6.7},
  )
  s.text(`${dossier.replaceAll(' ', '')} - ${period.replace('-', '')} - ${randomDigits(rng, 6)}`, L, 818, {color: GREY, size: 6.3})
  s.text('Page 1/1', R, 818, {align: 'right', color: GREY, size: 6.3})

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/fonction-publique-etat',
    notes: [
      'State civil servant: ministry and administration (the employer) in captioned cells, SIRET as fourteen bare digits',
      'grade, échelon, indice brut / majoré, NBI in tiny-captioned cells; the month in capitals, no day range; pay day inside the month',
      'traitement brut from the index, indemnité de résidence, supplément familial, bonuses; pension civile, RAFP, CSG/CRDS',
      'employer contributions only in a "POUR INFORMATION" column; "TOTAUX" row with three totals',
      'taxable pay labelled "MONTANT IMPOSABLE" only; net social and year-to-date cumulative totals as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
