/**
 * HELD-OUT attestation_rc_pro/telepilote-drone: the liability certificate of a company that flies
 * DRONES for its customers (aerial photography, inspection of structures, photogrammetry): an
 * AVIATION insurer's certificate ("Responsabilité civile aérienne - aéronefs sans équipage à
 * bord", the cover a professional UAS operator must hold), issued by the insurer's aviation
 * department (four invented insurers, one a foreign insurer's French branch): the insurer's name
 * at the top left with its department, a framed "ATTESTATION D'ASSURANCE" with the certificate's
 * own number at the right (a decoy number); a GRID OF LABEL-ABOVE-VALUE CELLS: "Assuré" (the
 * legal form BEFORE the name: "SARL AÉROVUE SERVICES"), "N° SIREN" in ONE BLOCK of nine digits,
 * the UAS OPERATOR NUMBER from the drone registry ("FRAm4p5w5xdyehv9": a decoy identifier),
 * "Adresse", "N° de contrat"; the period in a bold sentence WITH HOURS ("du 01/03/2028 à 0 h 00 au
 * 28/02/2029 à 24 h 00"); the first inception date (a decoy); the activities in a framed cell;
 * the FLEET as a table (maker, model, serial number, class, mass, registration: decoys); the
 * designated REMOTE PILOTS (the manager and an employee, with their certificates and dates:
 * decoys); the operating categories and the date of the operational declaration (a decoy); the
 * limits; the regulations quoted with their own dates (decoys); "Fait à ..., le ..." (a decoy).
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

const INSURERS = [
  {department: 'Département Aviation - Drones professionnels', legal: 'AVIALIS ASSURANCES SA au capital de 24 500 000 € - entreprise régie par le code des assurances - 18 rue de Clichy, 75009 Paris - RCS Paris 552 118 430', name: 'AVIALIS ASSURANCES', town: 'Paris'},
  {department: 'Direction des risques aéronautiques', legal: "MUTUELLE AÉRONAUTIQUE DE FRANCE - société d'assurance mutuelle à cotisations fixes - 5 allée Émile Dewoitine, 31700 Blagnac - SIREN 781 442 906", name: 'MUTUELLE AÉRONAUTIQUE DE FRANCE', town: 'Blagnac'},
  {department: 'Aviation & Space - succursale France', legal: "CAPELLA AVIATION INSURANCE SE, succursale française - 27 avenue de l'Opéra, 75001 Paris - RCS Paris 829 331 004 - siège social : 12 rue Eugène Ruppert, L-2453 Luxembourg", name: 'CAPELLA AVIATION INSURANCE', town: 'Paris'},
  {department: 'Pôle aviation légère et drones', legal: 'HÉLIOS IARD SA au capital de 9 800 000 € - entreprise régie par le code des assurances - 40 quai des Chartrons, 33000 Bordeaux - RCS Bordeaux 487 220 613', name: 'HÉLIOS IARD', town: 'Bordeaux'},
]

const DRONES = [
  {cls: 'C2', maker: 'DJI', mass: '0,92', model: 'Mavic 3 Enterprise'},
  {cls: '-', maker: 'DJI', mass: '6,47', model: 'Matrice 350 RTK'},
  {cls: 'C1', maker: 'Parrot', mass: '0,66', model: 'Anafi UKR'},
  {cls: 'C2', maker: 'Autel Robotics', mass: '1,19', model: 'EVO II Pro V3'},
  {cls: 'C0', maker: 'DJI', mass: '0,249', model: 'Mini 4 Pro'},
  {cls: '-', maker: 'Flyability', mass: '2,35', model: 'Elios 3'},
]

const PILOTS = ['M. Kévin ROBIN', 'Mme Laura VIDAL', 'M. Damien FOUCHER', 'Mme Jessica MARCHAL']

export async function rcproTelepiloteDrone(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const k = typeof params.insurer === 'number' ? params.insurer % 4 : 0
  const insurer = INSURERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : 'Prises de vues aériennes par drone'
  const startDay = `${addDays(`${facts.asOf.slice(0, 7)}-01`, -31 * randomInt(rng, 0, 7)).slice(0, 7)}-01`
  const end = addDays(addMonths(startDay, 12), -1)
  const inception = `${Number(startDay.slice(0, 4)) - randomInt(rng, 1, 4)}${startDay.slice(4)}`
  const policy = `AV-DR-${startDay.slice(0, 4)}-${randomDigits(rng, 6)}`
  const certificate = `ATT ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`
  const signed = addDays(facts.asOf, -randomInt(rng, 2, 30))
  const declared = addDays(startDay, -randomInt(rng, 10, 120))
  const alphabet = 'abcdefghijkmnopqrstuvwxyz0123456789'
  let operator = 'FRA'
  for (let i = 0; i < 13; i++) operator += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const insured = `${company.legalForm} ${company.name}`
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const first = randomInt(rng, 0, DRONES.length - 1)
  const fleet = [DRONES[first], DRONES[(first + 1 + randomInt(rng, 0, 3)) % DRONES.length]]
  if (rng() < 0.5) fleet.push(DRONES[(first + 5) % DRONES.length])
  const manager = `${person.civility} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}`
  const dark = hex(['#12355b', '#5b2a12', '#20404f', '#3d2b63'][k])
  const ink = hex('#1b1e24')
  const soft = hex('#60656e')
  const line = hex('#b9bec8')

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'Aviation Policy Manager', date: signed, producer: 'APM Editique', title: `Attestation ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // Letterhead and the framed title at the right.
  s.path('M 0 14 L 30 0 L 24 14 L 30 28 Z', L, 34, {fill: dark})
  const nameLines = wrap(insurer.name, 250, H.bold, 13)
  s.lines(nameLines, L + 40, 45, {color: dark, font: H.bold, leading: 14, size: 13})
  s.text(insurer.department, L + 40, 48 + 14 * nameLines.length, {color: soft, size: 8})
  s.box(360, 30, R - 360, 52, {lineWidth: 1, stroke: dark})
  s.text("ATTESTATION D'ASSURANCE", 370, 48, {color: dark, font: H.bold, size: 11})
  s.text(`N° ${certificate} - page 1/1`, 370, 62, {color: soft, size: 7.8})
  s.text('Document à présenter sur demande des autorités', 370, 74, {color: soft, size: 6.8})

  s.box(L, 98, W, 24, {fill: dark})
  s.text('RESPONSABILITÉ CIVILE AÉRIENNE - AÉRONEFS SANS ÉQUIPAGE À BORD (DRONES)', L + W / 2, 114, {align: 'center', color: WHITE, font: H.bold, size: 10})

  // The grid of cells, labels above values.
  let y = 134
  const cell = (x: number, w: number, h: number, label: string, values: string[], bold = true) => {
    s.box(x, y, w, h, {lineWidth: 0.6, stroke: line})
    s.text(label, x + 6, y + 10, {color: soft, size: 6.8})
    s.lines(values, x + 6, y + 23, {color: ink, font: bold ? H.bold : H.regular, leading: 11, size: 9})
  }

  cell(L, W * 0.46, 32, 'Assuré', [insured])
  cell(L + W * 0.46, W * 0.2, 32, 'N° SIREN', [company.siren])
  cell(L + W * 0.66, W * 0.34, 32, "Numéro d'exploitant UAS", [operator], false)
  y += 32
  const tall = 18 + 11 * address.length
  cell(L, W * 0.66, tall, 'Adresse', address, false)
  cell(L + W * 0.66, W * 0.34, tall, 'N° de contrat', [policy])
  y += tall + 16

  y = s.paragraph(`La présente attestation est valable pour la période du ${slashDate(startDay)} à 0 h 00 au ${slashDate(end)} à 24 h 00, sous réserve du paiement des cotisations et des conditions du contrat.`, L, y, W, {color: ink, font: H.bold, leading: 12.5, size: 9.2})
  y = s.paragraph(`Contrat souscrit à l'origine le ${slashDate(inception)}, reconduit chaque année à l'échéance principale.`, L, y + 2, W, {color: soft, leading: 11, size: 8})

  s.text('Activités garanties', L, y + 12, {color: dark, font: H.bold, size: 8.8})
  const activityLines = wrap(activity, W - 14, H.regular, 8.8)
  s.box(L, y + 18, W, 12 + 11.5 * activityLines.length, {lineWidth: 0.6, stroke: line})
  s.lines(activityLines, L + 7, y + 31, {color: ink, leading: 11.5, size: 8.8})
  y += 30 + 12 + 11.5 * activityLines.length

  s.text('Aéronefs déclarés', L, y + 8, {color: dark, font: H.bold, size: 8.8})
  y = s.table({
    columns: [{width: 92}, {width: 110}, {width: 100}, {align: 'center', width: 48}, {align: 'right', width: 62}, {width: W - 412}],
    font: H.regular,
    frame: true,
    header: [['Constructeur', 'Modèle', 'N° de série', 'Classe', 'MTOM (kg)', 'Enregistrement']],
    headerFill: hex('#eceef2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: fleet.map((d) => [d.maker, d.model, `${upper(d.maker.slice(0, 2))}${randomDigits(rng, 4)}${'ABCDEFGH'[randomInt(rng, 0, 7)]}${randomDigits(rng, 5)}`, d.cls, d.mass, `UAS-FR-${randomDigits(rng, 6)}`]),
    ruleColor: line,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 14,
  })

  s.text('Télépilotes désignés', L, y + 18, {color: dark, font: H.bold, size: 8.8})
  const pilots = [
    `${manager} - certificat d'aptitude théorique n° FRA-RP-${randomDigits(rng, 12)} du ${slashDate(addDays(inception, -randomInt(rng, 30, 400)))}`,
    `${PILOTS[k]} - certificat d'aptitude théorique n° FRA-RP-${randomDigits(rng, 12)} du ${slashDate(addDays(inception, randomInt(rng, 30, 500)))}`,
  ]
  y = s.lines(pilots, L + 8, y + 31, {color: ink, leading: 11.5, size: 8})

  s.text('Catégories et scénarios couverts', L, y + 6, {color: dark, font: H.bold, size: 8.8})
  y = s.paragraph(`Catégorie ouverte (sous-catégories A1, A2, A3) ; catégorie spécifique : scénarios standard STS-01 et STS-02, déclaration d'exploitation déposée le ${slashDate(declared)}. Vols en agglomération autorisés dans le respect des déclarations préalables. Territorialité : France métropolitaine et départements d'outre-mer.`, L, y + 19, W, {color: ink, leading: 11, size: 8})

  y = s.table({
    columns: [{width: 290}, {align: 'right', width: 120}, {align: 'right', width: W - 410}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Plafond par événement', 'Franchise']],
    headerFill: hex('#eceef2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Responsabilité civile aérienne - dommages aux tiers à la surface', `${frEuros(randomInt(rng, 15, 30) * 100_000)} €`, `${frEuros(randomInt(rng, 2, 8) * 100)} €`],
      ['Responsabilité civile professionnelle - dommages immatériels', `${frEuros(randomInt(rng, 2, 6) * 100_000)} €`, `${frEuros(randomInt(rng, 5, 15) * 100)} €`],
      ['Atteintes à la vie privée et au droit à l\'image', `${frEuros(randomInt(rng, 5, 15) * 10_000)} €`, 'néant'],
      ['Défense pénale et recours', `${frEuros(randomInt(rng, 15, 40) * 1000)} €`, 'néant'],
    ],
    ruleColor: line,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y = s.paragraph("Garanties accordées conformément au règlement (CE) n° 785/2004 du 21 avril 2004 relatif aux exigences en matière d'assurance applicables aux transporteurs aériens et aux exploitants d'aéronefs, au règlement d'exécution (UE) 2019/947 du 24 mai 2019 et à l'arrêté du 3 décembre 2020 relatif à l'utilisation de l'espace aérien par les aéronefs sans équipage à bord. La présente attestation ne peut engager l'assureur au-delà des limites du contrat.", L, y + 12, W, {color: soft, leading: 9.6, size: 7.2})
  s.text(`Fait à ${insurer.town}, le ${slashDate(signed)}`, 340, y + 18, {color: ink, size: 8.8})
  s.text('Pour l\'assureur, le souscripteur aviation', 340, y + 31, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 100), 350, y + 62, {lineWidth: 1, stroke: hex('#1c2f6e')})
  s.paragraph(insurer.legal, L, 806, W, {align: 'center', color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: startDay, periode_fin: end},
    layout: 'attestation_rc_pro/telepilote-drone',
    notes: [
      "a drone operator's aviation liability certificate: a grid of label-above-value cells with the legal form before the name and the SIREN in one block",
      'the period in a bold sentence with hours ("du 01/03/2028 à 0 h 00 au 28/02/2029 à 24 h 00")',
      "decoys: the certificate's number, the UAS operator number, the first inception, the fleet's serial numbers and registrations, the remote pilots and their certificates' dates, the operational declaration's date, the regulations' dates, the signing date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
