/**
 * HELD-OUT bulletin_paie/hospitalier: the payslip of a public hospital's civil servant (fonction
 * publique hospitalière), as hospital payroll software prints it (Cpage / Agirh style): the
 * hospital's block top left (name, address, "N° SIRET", "Budget H"), "BULLETIN DE PAIE" with
 * "Paye du mois de : MARS 2026" (the month in capitals, no day range) top right; the agent's
 * particulars as a two-column grid of "label : value" lines ("Nom - Prénom : DUBOIS Claire",
 * "Nom de naissance", "Matricule", "N° INSEE", "Grade", "Échelon : 07 depuis le 01/09/2024",
 * "Indice brut / majoré", "Quotité", "Position : Activité"), the agent's mailing block on the
 * right in postal capitals; the body "Code | Libellé | Base | Taux | À payer | À déduire | Part
 * employeur" where pay is made of the "Traitement indiciaire brut" (indice majoré × point), NBI,
 * indemnité de résidence, complément de traitement indiciaire, sujétion/IFSE bonuses and the
 * negative "Transfert primes/points"; contributions CNRACL, RAFP, CSG/CRDS, an optional mutual
 * (MNH) deduction; a "TOTAL BRUT" row and totals; a bottom grid "Brut | Montant imposable | Net
 * à payer avant impôt | Impôt sur le revenu | Net payé" with rows "Mois" and "Cumul annuel",
 * the payment line "NET À PAYER : 2 345,67 € virés le 27/03/2026 sur FR76 ...". The taxable pay
 * is labelled "Montant imposable" only.
 */
import {addressLines, BLACK, columnLefts, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, monthOf, MONTHS_FR, newDocument, nirOf, pad2, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, addDays} from '../util.js'

/** Monthly value of the index point (since 1 July 2023), in cents. */
const POINT = 492.278

const HOSPITAL_ADDRESS: Record<string, string[]> = {
  Annecy: ['1 avenue de l\'Hôpital', 'Metz-Tessy - BP 90074', '74374 PRINGY CEDEX'],
  'Créteil': ['40 avenue de Verdun', '94010 CRÉTEIL CEDEX'],
  'La Rochelle': ['Rue du Docteur Schweitzer', '17019 LA ROCHELLE CEDEX 1'],
  Nantes: ['5 allée de l\'Île Gloriette', '44093 NANTES CEDEX 1'],
}

export async function paieHospitalier(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const employer = facts.employer
  const period = monthOf(params, facts)
  const year = Number(period.slice(0, 4))
  const month = Number(period.slice(5, 7))
  const paidOn = addDays(lastDayOf(period), -randomInt(rng, 2, 5))
  const target = facts.pay.grossCents

  // Grade and index from the gross the facts give (about 78 % of it is the index salary).
  const im = Math.max(366, Math.min(830, Math.round((target * 0.78) / POINT)))
  const grade =
    im < 430
      ? {cat: 'C', name: 'Aide-soignant de classe supérieure', nbi: 0, prime: 'Prime spéciale de sujétion (10 %)', rate: 10}
      : im < 600
        ? {cat: 'A', name: 'Infirmier en soins généraux', nbi: 13, prime: 'Indemnité de sujétion spéciale 13/1900e', rate: 8.21}
        : im < 700
          ? {cat: 'A', name: 'Cadre de santé paramédical', nbi: 15, prime: 'Prime d\'encadrement et de sujétion', rate: 9.5}
          : {cat: 'A', name: 'Attaché d\'administration hospitalière principal', nbi: 25, prime: 'IFSE - Part fonctions', rate: 16}
  const ib = Math.round(im * 1.19 - 20)
  const tib = Math.round(im * POINT)
  const nbi = Math.round(grade.nbi * POINT)
  const dept = employer.address.postcode.slice(0, 2)
  const irRate = ['75', '92', '93', '94'].includes(dept) ? 3 : ['44', '74', '69', '13', '33'].includes(dept) ? 1 : 0
  const ir = Math.round(((tib + nbi) * irRate) / 100)
  const cti = Math.round(49 * POINT)
  const prime = Math.round((tib * grade.rate) / 100)
  const specific = grade.cat === 'A' && grade.nbi < 20 ? 9000 : 0
  const transfer = grade.cat === 'A' ? -3242 : -1392
  const gross = tib + nbi + ir + cti + prime + specific + transfer
  const cnracl = Math.round((tib + nbi + cti) * 0.111)
  const rafpBase = Math.min(ir + prime + specific + transfer, Math.round(tib * 0.2))
  const rafp = Math.round(rafpBase * 0.05)
  const csgBase = Math.round(gross * 0.9825)
  const csgD = Math.round(csgBase * 0.068)
  const csgN = Math.round(csgBase * 0.024)
  const crds = Math.round(csgBase * 0.005)
  const mnh = rng() < 0.6 ? pick(rng, [3890, 4520, 5260]) : 0
  const netTaxable = gross - cnracl - rafp - csgD
  const netBeforeTax = gross - cnracl - rafp - csgD - csgN - crds - mnh
  const netSocial = gross - cnracl - rafp - csgD - csgN - crds
  const pasRate = pick(rng, [0, 2.1, 3.4, 4.6, 5.8, 7.2])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = netBeforeTax - pas
  const cnraclPat = Math.round((tib + nbi + cti) * (year >= 2026 ? 0.3765 : 0.3465))
  const maladie = Math.round(gross * 0.097)
  const af = Math.round(gross * 0.0525)
  const atiacl = Math.round((tib + nbi) * 0.004)
  const cgos = Math.round(gross * 0.015)
  const anfh = Math.round(gross * 0.021)
  const echelon = randomInt(rng, 3, 9)
  const echelonSince = `${year - randomInt(rng, 1, 2)}-${pad2(randomInt(rng, 1, 12))}-01`
  const agent = `${upper(name.surname)} ${name.givenNames[0]}`
  const iban = facts.account.iban

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'CPAGE RH - Paie', date: paidOn, producer: 'Editique CPAGE', title: `Bulletin de paie ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 30
  const R = 565
  const rule = hex('#555555')
  const shade = hex('#ececec')
  const a = (c: number | undefined) => (c === undefined || c === 0 ? '' : frAmount(c, ' '))

  // Header.
  s.box(L, 28, 300, 74, {lineWidth: 0.6, stroke: rule})
  s.text(employer.name, L + 6, 42, {font: H.bold, size: 8.5})
  s.lines(HOSPITAL_ADDRESS[employer.address.city] ?? addressLines(employer.address, 'upper'), L + 6, 54, {leading: 9.5, size: 7.8})
  s.text(`N° SIRET : ${groupedSiret(employer.siret)}     Budget : H - Budget principal`, L + 6, 95, {size: 7.3})
  s.box(336, 28, R - 336, 74, {fill: shade, lineWidth: 0.6, stroke: rule})
  s.text('BULLETIN DE PAIE', 450, 48, {align: 'center', font: H.bold, size: 13})
  s.text(`Paye du mois de : ${MONTHS_FR[month - 1].toUpperCase()} ${year}`, 450, 66, {align: 'center', font: H.bold, size: 9.5})
  s.text(`Date de paiement : ${slashDate(paidOn)}`, 450, 80, {align: 'center', size: 7.5})
  s.text('Fonction publique hospitalière', 450, 93, {align: 'center', color: GREY, size: 7})

  // Particulars.
  const left: [string, string][] = [
    ['Nom - Prénom', agent],
    ...(name.birthSurname ? [['Nom de naissance', upper(name.birthSurname)] as [string, string]] : []),
    ['Matricule', randomDigits(rng, 6)],
    ['N° INSEE', nirOf(person, rng)],
    ['Grade', grade.name],
    ['Échelon', `${pad2(echelon)}   depuis le ${slashDate(echelonSince)}`],
    ['Indice brut / majoré', `${ib} / ${im}`],
    ['NBI', grade.nbi ? `${grade.nbi} points` : '-'],
    ['Quotité de travail', '100,00 %'],
    ['Position', 'Activité - Titulaire'],
    ['Service', pick(rng, ['Pôle Médecine - Cardiologie', 'Pôle Urgences - SAU', 'Direction des ressources humaines', 'Pôle Femme-Enfant', 'Bloc opératoire central'])],
  ]
  let y = 118
  for (const [label, value] of left) {
    s.text(label, L, y, {color: GREY, size: 7.5})
    s.text(`: ${value}`, L + 88, y, {size: 7.5})
    y += 10
  }

  s.lines([`${name.civility === 'Mme' ? 'MME' : 'M.'} ${agent.toUpperCase()}`, ...addressLines(address, 'postal')], 350, 132, {leading: 11, size: 9})

  // Body.
  const rows: {cells: string[]; bold?: boolean; fill?: boolean}[] = []
  const earn = (code: string, label: string, base: string, rate: string, amount: number) => rows.push({cells: [code, label, base, rate, amount >= 0 ? a(amount) : `-${a(-amount)}`, '', '']})
  earn('101000', 'Traitement indiciaire brut', String(im), frDecimal(POINT / 100, 5), tib)
  if (nbi) earn('101200', 'Nouvelle bonification indiciaire', String(grade.nbi), frDecimal(POINT / 100, 5), nbi)
  if (ir) earn('102000', 'Indemnité de résidence', a(tib + nbi), frDecimal(irRate, 2), ir)
  earn('101500', 'Complément de traitement indiciaire', '49', frDecimal(POINT / 100, 5), cti)
  earn('203100', grade.prime, a(tib), frDecimal(grade.rate, 2), prime)
  if (specific) earn('203400', 'Prime spécifique', '', '', specific)
  earn('101900', 'Transfert primes / points (PPCR)', '', '', transfer)
  rows.push({bold: true, cells: ['', 'TOTAL BRUT', '', '', a(gross), '', ''], fill: true})
  const ded = (code: string, label: string, base: number, rate: string, amount: number, employerPart?: number) => rows.push({cells: [code, label, a(base), rate, '', a(amount), a(employerPart)]})
  ded('401000', 'Retenue pour pension civile CNRACL', tib + nbi + cti, '11,100', cnracl, cnraclPat)
  ded('402000', 'RAFP - Retraite additionnelle FP', rafpBase, '5,000', rafp, rafp)
  ded('410100', 'CSG déductible', csgBase, '6,800', csgD)
  ded('410200', 'CSG non déductible', csgBase, '2,400', csgN)
  ded('410300', 'CRDS', csgBase, '0,500', crds)
  rows.push({cells: ['501000', 'Maladie - Maternité - Invalidité', a(gross), '', '', '', a(maladie)]})
  rows.push({cells: ['502000', 'Allocations familiales', a(gross), '', '', '', a(af)]})
  rows.push({cells: ['503000', 'ATIACL', a(tib + nbi), '', '', '', a(atiacl)]})
  rows.push({cells: ['504000', 'CGOS - Action sociale', a(gross), '', '', '', a(cgos)]})
  rows.push({cells: ['505000', 'ANFH - Formation', a(gross), '', '', '', a(anfh)]})
  const totalDed = cnracl + rafp + csgD + csgN + crds
  rows.push({bold: true, cells: ['', 'TOTAL COTISATIONS ET CONTRIBUTIONS', '', '', '', a(totalDed), a(cnraclPat + rafp + maladie + af + atiacl + cgos + anfh)], fill: true})
  if (mnh) rows.push({cells: ['601000', 'Mutuelle MNH - retenue facultative', '', '', '', a(mnh), '']})
  rows.push({cells: ['700000', 'Impôt sur le revenu prélevé à la source', a(netTaxable), frDecimal(pasRate, 2), '', a(pas), '']})

  const widths = [46, 190, 62, 46, 64, 64, 63]
  const aligns = ['left', 'left', 'right', 'right', 'right', 'right', 'right'] as const
  const head = ['Code', 'Libellé', 'Base', 'Taux', 'À payer', 'À déduire', 'Part employeur']
  const lefts = columnLefts(L, widths)

  const top = Math.max(y + 10, 250)
  y = top
  s.box(L, y, R - L, 14, {fill: shade})
  head.forEach((h, i) => s.text(h, aligns[i] === 'right' ? lefts[i] + widths[i] - 3 : lefts[i] + 3, y + 10, {align: aligns[i], font: H.bold, size: 7}))
  y += 14
  const rowH = 11
  for (const row of rows) {
    if (row.fill) s.box(L, y, R - L, rowH, {fill: shade})
    row.cells.forEach((cell, i) => {
      if (cell) s.text(cell, aligns[i] === 'right' ? lefts[i] + widths[i] - 3 : lefts[i] + 3, y + 8, {align: aligns[i], font: row.bold ? H.bold : H.regular, size: 7})
    })
    y += rowH
  }

  s.box(L, top, R - L, y - top, {lineWidth: 0.6, stroke: rule})
  for (const x of lefts.slice(1)) s.vline(x, top, y, {color: rule, width: 0.4})

  // Bottom grid.
  y += 18
  y = s.table({
    columns: [{width: 85}, {align: 'right', width: 90}, {align: 'right', width: 90}, {align: 'right', width: 100}, {align: 'right', width: 80}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['', 'Brut', 'Montant imposable', 'Net à payer avant impôt', 'Impôt sur le revenu', 'Net payé']],
    headerFill: shade,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Mois'}, a(gross), a(netTaxable), a(netBeforeTax), frAmount(pas, ' '), a(netPaid)],
      [{font: H.bold, text: 'Cumul annuel'}, a(gross * month), a(netTaxable * month), a(netBeforeTax * month), frAmount(pas * month, ' '), a(netPaid * month)],
    ],
    size: 7.5,
    verticalRules: true,
    x: L,
    y,
  })

  y += 20
  s.box(L, y - 12, R - L, 20, {lineWidth: 0.9, stroke: BLACK})
  s.text(`NET À PAYER : ${frAmount(netPaid, ' ')} €   virés le ${slashDate(paidOn)} sur le compte ${iban.slice(0, 4)} ${iban.slice(4, 8)} **** **** ${iban.slice(-3)}`, L + 8, y + 1, {font: H.bold, size: 8.5})
  s.text(`Montant net social : ${frAmount(netSocial, ' ')} €`, L, y + 26, {size: 7.5})
  s.text(`Coût employeur : ${frAmount(gross + cnraclPat + rafp + maladie + af + atiacl + cgos + anfh, ' ')} €`, R, y + 26, {align: 'right', color: GREY, size: 7.5})
  s.paragraph(
    'Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée. Pour toute question relative à votre rémunération, adressez-vous à la Direction des ressources humaines - Service paie.',
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(netBeforeTax),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: agent,
    },
    layout: 'bulletin_paie/hospitalier',
    notes: ['public-sector pay items (traitement indiciaire, NBI, CNRACL, RAFP)', 'period only as "Paye du mois de : MARS 2026"', 'taxable pay only as "Montant imposable" in a Mois / Cumul grid', 'optional mutual deduction between contributions and net'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}

