/**
 * HELD-OUT quittance_loyer/avis-echeance-et-quittance: the monthly letter a property manager sends
 * each tenant around the 20th, an "AVIS D'ÉCHÉANCE" (the call for NEXT MONTH's rent) with, under a
 * dashed cutting line, the "QUITTANCE" of the CURRENT MONTH's rent already paid (four invented
 * agencies): the agency's name and address at the top left (a decoy address in the same town); at
 * the right a box of references whose LABELS SIT AT THE LEFT AND VALUES FAR TO THE RIGHT ("Date
 * d'édition" with slashes, "20/02/2028": the truth; the tenant account, the lot, the owner:
 * a decoy company or person); the window ("MME DUBOIS CLAIRE": civility abbreviated, SURNAME THEN
 * FIRST NAME, postal capitals, over the dwelling's address in postal capitals); the call's table
 * for the NEXT MONTH (rent, charges provision, household waste tax provision, "À régler avant le"
 * a decoy date, the period of next month: decoys) and the direct debit notice; then the CUT LINE
 * and the receipt in SMALL TYPE in a tinted frame: "QUITTANCE DE LOYER - période du 1er février
 * au 29 février 2028", the sentence naming the tenant in another order ("Mme Claire DUBOIS"), the
 * amount in figures and in words, the dwelling on one line, the payment's date (a decoy), "Fait à
 * Lyon, le 20 février 2028" (the same date in words) and the manager's signature; the agency's legal
 * footer (professional card, financial guarantee: decoys).
 */
import {addDays, addMonths, addressLines, euroWords, type Facts, frAmount, type GeneratedDocument, hex, landline, lastDayOf, leader, longDate, monthOf, monthTitle, newDocument, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

interface Agency {
  name: string
  mail: string
  street: string
  color: string
  guarantor: string
  owners: string[]
}

const AGENCIES: Agency[] = [
  {color: '#24527a', guarantor: 'GALIAN Assurances, 89 rue La Boétie, 75008 Paris', mail: 'cabinet-lambert.fr', name: 'CABINET LAMBERT IMMOBILIER', owners: ['SCI LES ACACIAS', 'M. et Mme Bernard ROCHE'], street: '14 rue de la République'},
  {color: '#8a3b12', guarantor: 'CEGC, 16 rue Hoche, 92919 La Défense', mail: 'regie3rivieres.fr', name: 'RÉGIE DES TROIS RIVIÈRES', owners: ['Indivision MARCHAL', 'SCI DU PARC FLEURI'], street: '5 place de la Mairie'},
  {color: '#2f6b3a', guarantor: 'SOCAF, 26 avenue de Suffren, 75015 Paris', mail: 'atrium-gestion.fr', name: 'ATRIUM GESTION LOCATIVE', owners: ['Mme Josiane PERRIER', 'SCI HORIZON 2012'], street: '38 boulevard Carnot'},
  {color: '#5a2d6e', guarantor: 'QBE Insurance Europe, 110 esplanade du Général de Gaulle, 92931 Paris La Défense', mail: 'gestimmo-conseil.fr', name: 'GESTIMMO CONSEIL', owners: ['M. Alain VERDIER', 'SCI LES TROIS CHÊNES'], street: '2 rue des Halles'},
]

export async function quittanceAvisEcheance(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const ag = AGENCIES[typeof raw.agency === 'number' ? raw.agency % AGENCIES.length : 0]
  const month = monthOf(params, facts)
  const next = addMonths(`${month}-01`, 1).slice(0, 7)
  const issued = params.issueDate ?? `${month}-${String(randomInt(rng, 18, 24)).padStart(2, '0')}`
  const paid = addDays(`${month}-01`, randomInt(rng, 0, 6))
  const due = `${next}-0${randomInt(rng, 1, 5)}`
  const owner = ag.owners[randomInt(rng, 0, 1)]
  const tenant = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const tenantPlain = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const window = addressLines(address, 'postal')
  const dwelling = [...address.lines, `${address.postcode} ${address.city}`].join(', ')
  const account = `${randomDigits(rng, 4)}-${randomDigits(rng, 5)}`
  const lot = `Lot ${randomInt(rng, 1, 60)} - ${['Appartement T2', 'Appartement T3', 'Appartement T4', 'Studio'][randomInt(rng, 0, 3)]}`
  const rent = randomInt(rng, 520, 1380) * 100
  const charges = randomInt(rng, 35, 160) * 100
  const teom = randomInt(rng, 8, 22) * 100
  const total = rent + charges + teom
  const agencyTown = `${address.postcode} ${upper(address.city)}`
  const color = hex(ag.color)
  const ink = hex('#1e2024')
  const soft = hex('#60646c')
  const rule = hex('#c6c9cf')
  const tint = hex('#f3f4f6')

  const {doc, fonts} = await newDocument({author: ag.name, creator: 'Gérance Plus', date: issued, producer: 'Gérance Plus - éditique', title: `Avis d'échéance ${next}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The agency.
  s.box(L, 34, 4, 44, {fill: color})
  s.text(ag.name, L + 12, 48, {color, font: H.bold, size: 12.5})
  s.lines(['Administration de biens - Gestion locative', `${ag.street}, ${agencyTown}`, `Tél. ${landline(address.postcode, rng)} - gestion@${ag.mail}`], L + 12, 61, {color: soft, leading: 9.6, size: 7.6})

  // References: labels at the left, values far to the right.
  const RX = 330
  s.box(RX, 34, R - RX, 84, {fill: tint})
  let ry = 50
  const refs: [string, string][] = [
    ["Date d'édition", slashDate(issued)],
    ['Compte locataire', account],
    ['Lot', lot],
    ['Propriétaire', owner],
  ]
  for (const [label, value] of refs) {
    s.text(label, RX + 10, ry, {color: soft, size: 7.8})
    s.text(value, R - 10, ry, {align: 'right', color: ink, font: H.bold, size: 8.2})
    ry += 18
  }

  s.lines([tenant, ...window], 322, 160, {color: ink, leading: 12.4, size: 10})

  // The call for next month.
  let y = 262
  s.box(L, y, W, 26, {fill: color})
  s.text(`AVIS D'ÉCHÉANCE - ${upper(monthTitle(next))}`, L + 12, y + 17, {color: WHITE, font: H.bold, size: 11.5})
  s.text('Loyer payable d\'avance', R - 12, y + 17, {align: 'right', color: WHITE, size: 8})
  y = s.table({
    columns: [{width: 250}, {width: 160}, {align: 'right', width: W - 410}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Période', 'Montant (€)']],
    headerFill: tint,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Loyer principal', `du ${slashDate(`${next}-01`)} au ${slashDate(lastDayOf(next))}`, frAmount(rent)],
      ['Provision pour charges', `du ${slashDate(`${next}-01`)} au ${slashDate(lastDayOf(next))}`, frAmount(charges)],
      ['Provision taxe ordures ménagères', `${next.slice(0, 4)}`, frAmount(teom)],
      [{font: H.bold, text: 'TOTAL À RÉGLER'}, {font: H.bold, text: `avant le ${slashDate(due)}`}, {font: H.bold, text: frAmount(total)}],
    ],
    ruleColor: rule,
    size: 8.6,
    verticalRules: true,
    x: L,
    y: y + 26,
  })
  y = s.paragraph(
    `Vous avez opté pour le prélèvement automatique : la somme de ${frAmount(total)} € sera prélevée le ${slashDate(due)} sur le compte désigné dans votre mandat SEPA (référence unique de mandat ${account.replace('-', '')}M). Pour toute question, votre gestionnaire se tient à votre disposition.`,
    L,
    y + 18,
    W,
    {color: ink, leading: 11.2, size: 8.4},
  )
  leader(s, 'Solde de votre compte à ce jour', '0,00 €', L, R, y + 8, {color: ink, size: 8.4})

  // The cutting line and the receipt (the coupon at the foot of the page).
  y = Math.max(y + 38, 548)
  s.hline(L - 10, R + 10, y, {color: soft, dash: [4, 3], width: 0.7})
  s.text('- - - à découper et à conserver - - -', L + W / 2, y - 4, {align: 'center', color: soft, size: 6.8})
  y += 16
  const boxTop = y
  const period = `période du 1er ${monthTitle(month).split(' ')[0].toLowerCase()} au ${longDate(lastDayOf(month))}`
  s.box(L, boxTop, W, 26, {fill: hex('#f7f7f9')})
  s.text(`QUITTANCE DE LOYER - ${period}`, L + 12, y + 17, {color, font: H.bold, size: 10})
  y = s.paragraph(
    `Je soussigné(e), gestionnaire du bien pour le compte de ${owner}, propriétaire, déclare avoir reçu de ${tenantPlain}, locataire, la somme de ${frAmount(total)} € (${euroWords(total)}) au titre du loyer et des charges du logement situé ${dwelling} (${lot.replace('Lot', 'lot')}), pour la ${period}, et lui en donne quittance, sous réserve de tous mes droits.`,
    L + 12,
    y + 40,
    W - 24,
    {color: ink, justify: true, leading: 9.8, size: 7.6},
  )
  const detail: [string, string][] = [
    ['Loyer', frAmount(rent)],
    ['Provision pour charges', frAmount(charges)],
    ['Provision taxe ordures ménagères', frAmount(teom)],
    ['Total quittancé', frAmount(total)],
  ]
  y += 4
  const signTop = y
  for (const [label, value] of detail) {
    leader(s, label, `${value} €`, L + 12, L + 262, y, {color: ink, size: 7.6})
    y += 11
  }

  s.text(`Règlement reçu le ${slashDate(paid)} par prélèvement`, L + 12, y + 4, {color: soft, size: 7.4})
  s.text(`Fait à ${address.city}, le ${longDate(issued)}`, R - 12, signTop, {align: 'right', color: ink, size: 8})
  s.text('Le gestionnaire', R - 80, signTop + 14, {align: 'center', color: soft, size: 7.4})
  s.path(signaturePath(rng, 80), R - 120, signTop + 18, {lineWidth: 0.8, stroke: hex('#1f2a5a')})
  y += 16
  s.box(L, boxTop, W, y - boxTop, {lineWidth: 0.7, stroke: color})

  y += 16
  s.paragraph(
    "Le paiement du loyer et des charges n'emporte pas renonciation aux sommes restant dues. La quittance ne vaut que pour la période indiquée. Conformément à l'article 21 de la loi n° 89-462 du 6 juillet 1989, la quittance est délivrée gratuitement au locataire qui en fait la demande.",
    L,
    y,
    W,
    {color: soft, leading: 9, size: 6.8},
  )
  s.hline(L, R, 798, {color: rule})
  s.paragraph(
    `${ag.name} - SARL au capital de ${randomInt(rng, 8, 80) * 1000} € - carte professionnelle CPI ${address.postcode.slice(0, 2)}01 ${randomInt(rng, 2016, 2024)} 000 0${randomDigits(rng, 5)} délivrée par la CCI - garantie financière : ${ag.guarantor}`,
    L,
    810,
    W,
    {color: soft, leading: 8.4, size: 6.4},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/avis-echeance-et-quittance',
    notes: [
      "a property manager's monthly letter: next month's call (avis d'échéance) above a cutting line, this month's receipt (quittance) below it in small type",
      'the tenant "MME DUBOIS CLAIRE" (surname first, postal capitals) in the window, "Mme Claire DUBOIS" in the receipt\'s sentence; references with labels at the left and values far right, "Date d\'édition" with slashes; the same date in words in "Fait à ..., le ..."',
      "decoys: next month's period, the due date, the payment date, the owner, the lot, the agency's address, the financial guarantor",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
