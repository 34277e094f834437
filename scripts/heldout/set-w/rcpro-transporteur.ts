/**
 * HELD-OUT attestation_rc_pro/transporteur-marchandises: the certificate of a ROAD HAULIER's
 * insurance (its liability as a carrier for the GOODS ENTRUSTED to it, "responsabilité civile du
 * transporteur - marchandises transportées", with its general liability), issued by a transport
 * insurer (four invented ones) THROUGH A BROKER: the insurer's name at the top left over its address
 * (a decoy address); the BROKER's block at the right with its ORIAS number (a decoy company and
 * address); the title over a RULED TABLE WITH THE VALUES IN A ROW UNDER THEIR COLUMN TITLES
 * ("Souscripteur / assuré": the name WITH ITS LEGAL FORM wrapped in its column; "SIREN" grouped;
 * "Licence communautaire" and the number of vehicles: decoys; "N° de contrat"); the activities in
 * a framed box; the period IN A SENTENCE WITH THE DATES IN WORDS ("du 1er avril 2028 au 31 mars
 * 2029 inclus"); the contract's FIRST INCEPTION (a decoy); the limits per tonne and per event; the
 * INSURED VEHICLES as a table (registrations, makes, weights and FIRST REGISTRATION DATES: decoys);
 * "Fait à ..., le ..." (a decoy date) with the broker's signature.
 */
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

interface Insurer {
  name: string
  lines: string[]
  color: string
  prefix: string
}

const INSURERS: Insurer[] = [
  {color: '#0d47a1', lines: ['Entreprise régie par le code des assurances', '18 rue de Londres - 75009 Paris'], name: 'MUTUELLE DES TRANSPORTEURS ROUTIERS', prefix: 'MTR'},
  {color: '#2e7d32', lines: ['Société anonyme au capital de 24 000 000 €', '5 quai Perrache - 69002 Lyon'], name: 'AXÉOR TRANSPORT ASSURANCES', prefix: 'AXT'},
  {color: '#6a1b9a', lines: ["Société d'assurance mutuelle à cotisations variables", '40 rue du Havre - 76600 Le Havre'], name: 'LA ROUTIÈRE MUTUELLE', prefix: 'LRM'},
  {color: '#bf360c', lines: ['SA au capital de 11 500 000 €', '9 avenue de la Marne - 59100 Roubaix'], name: 'CONVOYA ASSURANCES', prefix: 'CVY'},
]

const BROKERS = [
  ['CABINET FRET-ASSUR', '12 rue de la Gare, 21000 Dijon'],
  ['LOGISTIQUE COURTAGE CONSEIL', '7 place Carnot, 42000 Saint-Étienne'],
  ['ATLANTIQUE RISQUES TRANSPORT', '22 quai Duguay-Trouin, 35000 Rennes'],
  ['ALPES COURTAGE ENTREPRISES', '3 rue Lesdiguières, 38000 Grenoble'],
]

const MAKES = ['RENAULT TRUCKS T 480', 'IVECO S-WAY 460', 'MERCEDES ACTROS 1845', 'DAF XF 480', 'VOLVO FH 500', 'SCANIA R 450', 'RENAULT MASTER 3.5T', 'IVECO DAILY 35S18']

export async function rcproTransporteur(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const insurer = INSURERS[k]
  const broker = BROKERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : company.activity
  const start = `${facts.asOf.slice(0, 7)}-01`
  const startDay = addMonths(start, -randomInt(rng, 0, 5))
  const end = addDays(addMonths(startDay, 12), -1)
  const inception = addMonths(startDay, -12 * randomInt(rng, 1, 6))
  const signed = addDays(startDay, -randomInt(rng, 3, 20))
  const policy = `${insurer.prefix}-${startDay.slice(0, 4)}-${randomDigits(rng, 5)}`
  const insured = `${company.name} ${company.legalForm}`
  const licence = `FR/${company.address.postcode.slice(0, 2)}/${randomDigits(rng, 7)}`
  const count = randomInt(rng, 3, 6)
  const vehicles = Array.from({length: count}, () => {
    const make = MAKES[randomInt(rng, 0, MAKES.length - 1)]
    const light = make.includes('3.5T') || make.includes('35S')
    return [`${randomLetters(rng, 2)}-${randomDigits(rng, 3)}-${randomLetters(rng, 2)}`, make, light ? 'Porteur 3,5 t' : 'Tracteur 44 t', slashDate(addDays(facts.asOf, -randomInt(rng, 200, 3000)))]
  })
  const color = hex(insurer.color)
  const ink = hex('#1c1e23')
  const soft = hex('#5c6069')
  const rule = hex('#bcc2cc')

  const {doc, fonts} = await newDocument({author: broker[0], creator: 'Courtage+ Attestations', date: signed, producer: 'Courtage+ PDF', title: `Attestation ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The insurer, the broker.
  s.box(L, 32, 6, 40, {fill: color})
  const nameLines = wrap(insurer.name, 250, H.bold, 13)
  let y = s.lines(nameLines, L + 14, 46, {color, font: H.bold, leading: 15, size: 13})
  s.lines(insurer.lines, L + 14, y - 2, {color: soft, leading: 9.5, size: 7.4})
  s.box(350, 30, R - 350, 64, {fill: hex('#f3f4f6')})
  s.lines(['Votre intermédiaire :', broker[0], broker[1], `ORIAS n° ${randomDigits(rng, 8)} - www.orias.fr`], 360, 44, {color: ink, leading: 11, size: 7.8})

  s.text("ATTESTATION D'ASSURANCE", L + W / 2, 134, {align: 'center', color: ink, font: H.bold, size: 15})
  s.text('Responsabilité civile du transporteur routier - marchandises transportées et responsabilité civile professionnelle', L + W / 2, 149, {align: 'center', color: soft, size: 8.2})
  y = s.paragraph(`${insurer.name}, par l'intermédiaire de son courtier, atteste que l'entreprise désignée ci-dessous est titulaire d'un contrat d'assurance garantissant les conséquences pécuniaires de sa responsabilité :`, L, 176, W, {color: ink, leading: 11.5, size: 8.8})

  // The insured: values in a row under their titles.
  const cols = [182, 92, 110, 46, W - 430]
  const headers = ['Souscripteur / assuré', 'N° SIREN', 'Licence communautaire', 'Véhicules', 'N° de contrat']
  const values = [insured, groupedSiren(company.siren), licence, String(count), policy]
  const cells = values.map((v, i) => wrap(v, cols[i] - 10, H.bold, 8.6))
  const h = 10 + Math.max(...cells.map((c) => c.length)) * 11
  y += 8
  let x = L
  s.box(L, y, W, 18, {fill: color})
  headers.forEach((t, i) => {
    s.text(t, x + 5, y + 12, {color: WHITE, font: H.bold, size: 7.4})
    x += cols[i]
  })
  x = L
  cells.forEach((lines, i) => {
    s.lines(lines, x + 5, y + 31, {color: ink, font: H.bold, leading: 11, size: 8.6})
    if (i) s.vline(x, y, y + 18 + h, {color: rule, width: 0.5})
    x += cols[i]
  })
  s.box(L, y, W, 18 + h, {lineWidth: 0.7, stroke: rule})
  y += 18 + h
  s.text(`Siège : ${[...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')}`, L, y + 14, {color: soft, size: 8})

  // Activities.
  y += 28
  s.text('Activités garanties', L, y, {color, font: H.bold, size: 9})
  const act = wrap(activity, W - 20, H.regular, 8.8)
  s.box(L, y + 6, W, 12 + act.length * 11.5, {lineWidth: 0.6, stroke: rule})
  s.lines(act, L + 10, y + 20, {color: ink, leading: 11.5, size: 8.8})
  y += 18 + 12 + act.length * 11.5

  // The period in a sentence.
  y = s.paragraph(
    `La présente attestation est valable pour la période du ${longDate(startDay)} au ${longDate(end)} inclus, sous réserve du paiement des cotisations. Le contrat, souscrit à effet du ${slashDate(inception)}, se renouvelle par tacite reconduction au 1er ${['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][Number(startDay.slice(5, 7)) - 1]} de chaque année.`,
    L,
    y + 4,
    W,
    {color: ink, font: H.bold, leading: 12, size: 9},
  )

  // Limits.
  y += 8
  s.text('Montants de garantie', L, y, {color, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 300}, {align: 'right', width: W - 300}],
    font: H.regular,
    frame: true,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Marchandises transportées (transport national)', `${frAmount(randomInt(rng, 14, 23) * 100, ' ')} € par kg brut manquant ou avarié`],
      ['Plafond par envoi', `${frAmount(randomInt(rng, 5, 15) * 100_000_000 / 100, ' ')} €`],
      ['Plafond par événement et par véhicule', `${frAmount(randomInt(rng, 3, 8) * 5_000_000, ' ')} €`],
      ['Responsabilité civile professionnelle (dommages corporels, matériels et immatériels)', `${frAmount(randomInt(rng, 2, 8) * 100_000_000, ' ')} €`],
    ].map(([a, b]) => [a.length > 58 ? {size: 7.2, text: a} : a, b]),
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  // Vehicles.
  y += 22
  s.text('Véhicules déclarés au contrat', L, y, {color, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 110}, {width: 170}, {width: 110}, {align: 'right', width: W - 390}],
    font: H.regular,
    frame: true,
    header: [['Immatriculation', 'Marque / modèle', 'Genre', '1re mise en circulation']],
    headerFill: hex('#eceff3'),
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: vehicles,
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y += 18
  s.paragraph("Cette attestation ne peut engager l'assureur au-delà des conditions et limites du contrat auquel elle se réfère. Elle ne vaut pas présomption de garantie pour un sinistre déterminé.", L, y, W, {color: soft, leading: 10, size: 7.6})
  s.text(`Fait à ${broker[1].split(' ').slice(-1)[0]}, le ${slashDate(signed)}`, 340, y + 40, {color: ink, size: 9})
  s.text(`Pour ${insurer.name.length > 26 ? 'l\'assureur' : insurer.name}, le courtier`, 340, y + 53, {color: soft, size: 8})
  s.path(signaturePath(rng, 100), 350, y + 60, {lineWidth: 1, stroke: hex('#1b2a66')})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: startDay, periode_fin: end},
    layout: 'attestation_rc_pro/transporteur-marchandises',
    notes: [
      "a road haulier's insurance certificate (carrier's liability for the goods and general liability) issued through a broker",
      'the insured as values in a row under column titles (name with its legal form wrapped, SIREN grouped, licence, vehicles, contract); the period in a sentence with the dates in words ("du 1er avril 2028 au 31 mars 2029")',
      "decoys: the broker and its address, the Community licence, the first inception, the limits, the vehicles' registrations and first registration dates, the signing date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
