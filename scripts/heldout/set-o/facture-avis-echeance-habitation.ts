/**
 * HELD-OUT facture_domicile/avis-echeance-assurance-habitation: the yearly PREMIUM NOTICE (avis
 * d'échéance) of a HOME INSURANCE contract, which says it is worth an insurance certificate and
 * which households hand in as a proof of address: a mutual insurer's letter (four brands,
 * invented): the brand's mark and name top left, "La Rochelle, le 12 février 2027" (the issue
 * date IN WORDS in the place-and-date line) top right, the window at the right with the member as
 * "M. GAUTIER Thomas" (civility, SURNAME, given name) over the address in mixed case; "Vos
 * références" at the left (member and contract numbers, the anniversary "1er avril" without a
 * year, the adviser's agency and phone); the title band "AVIS D'ÉCHÉANCE 2027" with the contract's
 * formula and the insured period ("du 01/04/2027 au 31/03/2028": decoys); the dwelling described
 * without its address ("identique à votre adresse postale"), the CO-INSURED SPOUSE for some (a
 * decoy person); the premium's breakdown table (decoy amounts), the monthly direct debits as a
 * grid of twelve dates and amounts (decoys) with a masked IBAN; the sentence that makes the notice
 * worth a certificate; the legal footer with the insurer's seat (a decoy address).
 */
import {addDays, addMonths, addressLines, type Facts, frAmount, type GeneratedDocument, GREY, hex, landline, longDate, MONTHS_FR, newDocument, pick, randomDigits, randomInt, randomLetters, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

interface Insurer {
  brand: string
  legal: string
  town: string
  seat: string
  color: string
}

const INSURERS: Insurer[] = [
  {brand: 'Alizé Assurances', color: '#127a86', legal: "Alizé Assurances Mutuelles, société d'assurance mutuelle à cotisations variables", seat: '4 allée du Lazaret, 17044 La Rochelle Cedex 1', town: 'La Rochelle'},
  {brand: 'Horizon Mutuelle', color: '#d0621b', legal: "Horizon Mutuelle, société d'assurance mutuelle", seat: '11 boulevard Vincent Gâche, 44262 Nantes Cedex 2', town: 'Nantes'},
  {brand: 'Prévalis', color: '#6a3d8f', legal: 'Prévalis Assurances SA au capital de 42 000 000 euros', seat: '210 avenue de la Marne, 59700 Marcq-en-Barœul', town: 'Marcq-en-Barœul'},
  {brand: 'La Mutuelle du Foyer', color: '#1f4e99', legal: "La Mutuelle du Foyer, société d'assurance mutuelle à cotisations variables", seat: '9 rue Gabriel Lelong, 28008 Chartres Cedex', town: 'Chartres'},
]

const PARTNERS_M = ['Julien', 'Olivier', 'Sébastien', 'Marc', 'Arnaud']
const PARTNERS_F = ['Sophie', 'Caroline', 'Virginie', 'Émilie', 'Laure']

export async function factureAvisEcheanceHabitation(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const insurer = INSURERS[typeof raw.insurer === 'number' ? raw.insurer % INSURERS.length : 0]
  const color = hex(insurer.color)
  const holder = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  // The notice is sent one to two months before the anniversary (the first of a month).
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 30))
  const due = addMonths(`${issued.slice(0, 7)}-01`, 2)
  const periodEnd = addDays(addMonths(due, 12), -1)
  const member = `${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const contract = `H ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const formula = pick(rng, ['Essentielle', 'Confort', 'Intégrale'])
  const owner = rng() < 0.4
  const rooms = randomInt(rng, 2, 5)
  const partner = raw.coinsured === true ? `${name.civility === 'Mme' ? 'M.' : 'Mme'} ${pick(rng, name.civility === 'Mme' ? PARTNERS_M : PARTNERS_F)} ${upper(name.surname)}` : undefined
  const premium = randomInt(rng, 180, 520) * 100 + randomInt(rng, 0, 99)
  const valuables = rng() < 0.5 ? randomInt(rng, 2400, 4800) : 0
  const legal = randomInt(rng, 3600, 5400)
  const attacks = 590
  const taxes = Math.round((premium + valuables + legal) * 0.09)
  const total = premium + valuables + legal + attacks + taxes
  const monthly = Math.floor(total / 12)
  const first = total - monthly * 11
  const debitDay = pick(rng, [5, 10, 15])
  const ibanTail = randomDigits(rng, 4)
  const ink = hex('#222222')

  const {doc, fonts} = await newDocument({author: insurer.brand, creator: `${insurer.brand} - éditique contrats`, date: issued, producer: 'Editique IARD', title: `Avis d'échéance ${contract}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Brand and place-and-date line.
  s.box(L, 34, 34, 34, {fill: color, radius: 4})
  s.path('M 6 24 L 17 12 L 28 24 M 10 22 L 10 30 L 24 30 L 24 22', L, 34, {lineWidth: 2.2, stroke: WHITE})
  s.text(insurer.brand, L + 44, 55, {color, font: H.bold, size: 17})
  s.text('Habitation - Auto - Prévoyance', L + 44, 66, {color: GREY, size: 7.6})
  s.text(`${insurer.town}, le ${longDate(issued)}`, R, 50, {align: 'right', color: ink, size: 9})

  // Window.
  s.lines([holder, ...addressLines(address)], 322, 130, {color: ink, leading: 12.5, size: 10})

  // References at the left.
  s.text('Vos références', L, 112, {color, font: H.bold, size: 9})
  s.lines(
    [`N° de sociétaire : ${member}`, `Contrat Habitation n° ${contract}`, `Échéance principale : 1er ${MONTHS_FR[Number(due.slice(5, 7)) - 1]}`, `Votre agence : ${insurer.town}`, `Tél. ${landline(insurer.seat.match(/\d{5}/)?.[0] ?? '75000', rng)}`],
    L,
    127,
    {color: ink, leading: 11.5, size: 8.2},
  )

  // Title band.
  let y = 212
  s.box(L, y, R - L, 44, {fill: color})
  s.text(`AVIS D'ÉCHÉANCE ${due.slice(0, 4)}`, L + 14, y + 19, {color: WHITE, font: H.bold, size: 15})
  s.text(`Contrat Habitation - Formule ${formula} - période du ${slashDate(due)} au ${slashDate(periodEnd)}`, L + 14, y + 35, {color: WHITE, size: 8.6})

  // The dwelling.
  y += 66
  s.text('VOTRE LOGEMENT ASSURÉ', L, y, {color, font: H.bold, size: 8.8})
  const dwelling = [
    `Résidence principale - ${rooms >= 4 && owner ? 'Maison individuelle' : 'Appartement'} de ${rooms} pièces principales - ${owner ? 'propriétaire occupant' : 'locataire'}`,
    'Adresse du risque : identique à votre adresse postale',
    ...(partner ? [`Conjoint co-assuré : ${partner}`] : []),
    `Capital mobilier garanti : ${frAmount(randomInt(rng, 15, 60) * 100_000)} €`,
  ]
  s.lines(dwelling, L, y + 15, {color: ink, leading: 12, size: 8.6})
  y += 15 + dwelling.length * 12

  // Premium.
  y += 12
  s.text('DÉTAIL DE VOTRE COTISATION ANNUELLE', L, y, {color, font: H.bold, size: 8.8})
  const rows: string[][] = [
    [`Garanties de base - Formule ${formula}`, `${frAmount(premium)} €`],
    ...(valuables ? [['Option objets de valeur', `${frAmount(valuables)} €`]] : []),
    ['Protection juridique vie privée', `${frAmount(legal)} €`],
    ['Contribution attentats et catastrophes technologiques', `${frAmount(attacks)} €`],
    ["Taxe sur les conventions d'assurance", `${frAmount(taxes)} €`],
  ]
  y = s.table({
    columns: [{width: 370}, {align: 'right', width: R - L - 370}],
    font: H.regular,
    frame: true,
    rowHeight: 15,
    rowRules: true,
    rows: [...rows, [{font: H.bold, text: 'Cotisation annuelle TTC'}, {font: H.bold, text: `${frAmount(total)} €`}]],
    ruleColor: hex('#cccccc'),
    size: 8.4,
    x: L,
    y: y + 8,
  })

  // Direct debits.
  y += 24
  s.text('VOS PRÉLÈVEMENTS', L, y, {color, font: H.bold, size: 8.8})
  s.paragraph(`Votre cotisation sera prélevée en 12 mensualités le ${debitDay} de chaque mois sur le compte FR76 **** **** **** **** ***${ibanTail.slice(0, 1)} ${ibanTail.slice(1)} (mandat SEPA n° ${randomLetters(rng, 3)}${randomDigits(rng, 8)}).`, L, y + 15, R - L, {color: ink, leading: 11, size: 8.4})
  y += 36
  const cw = (R - L) / 6
  for (let k = 0; k < 12; k++) {
    const date = `${addMonths(due, k).slice(0, 7)}-${String(debitDay).padStart(2, '0')}`
    const cx = L + (k % 6) * cw
    const cy = y + Math.floor(k / 6) * 30
    s.box(cx, cy, cw - 4, 26, {fill: hex('#f4f4f4')})
    s.text(slashDate(date), cx + (cw - 4) / 2, cy + 11, {align: 'center', color: GREY, size: 7.2})
    s.text(`${frAmount(k === 0 ? first : monthly)} €`, cx + (cw - 4) / 2, cy + 22, {align: 'center', color: ink, font: H.bold, size: 8.2})
  }

  y += 76
  s.box(L, y, R - L, 40, {lineWidth: 0.8, stroke: color})
  s.paragraph(
    `Le présent avis d'échéance vaut attestation d'assurance : nous certifions que le sociétaire désigné ci-dessus est assuré au titre du contrat Habitation n° ${contract} pour la période indiquée, sous réserve du paiement des cotisations. Il comprend la garantie responsabilité civile vie privée et les risques locatifs.`,
    L + 10,
    y + 13,
    R - L - 20,
    {color: ink, leading: 10.5, size: 8},
  )

  s.hline(L, R, 796, {color: hex('#cccccc'), width: 0.5})
  s.paragraph(`${insurer.legal}, entreprise régie par le Code des assurances. Siège social : ${insurer.seat}. Réclamations : service Relations sociétaires, à la même adresse. Autorité de contrôle : ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.`, L, 807, R - L, {color: GREY, leading: 8.5, size: 6.6})

  return {
    fields: {
      adresse: truthAddress(addressLines(address)),
      date_emission: issued,
      emetteur: insurer.brand,
      titulaire: holder,
    },
    layout: 'facture_domicile/avis-echeance-assurance-habitation',
    notes: [
      "a home insurance premium notice that is worth an insurance certificate: a mutual insurer's letter, not a bill",
      'issue date in words in the place-and-date line; the member "M. GAUTIER Thomas" in the window over the address in mixed case',
      'decoys: insured period, anniversary, twelve debit dates and amounts, co-insured spouse, insurer seat, agency phone',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
