/**
 * HELD-OUT attestation_rc_pro/organisme-formation-qualiopi: the professional liability certificate
 * of a TRAINING ORGANISATION, as the Qualiopi auditors, the skills operators (OPCO) and the
 * companies that buy training ask for it (four invented insurers): the insurer's name and a thin
 * rule at the top; the title; TWO COLUMNS of blocks, "L'ASSUREUR" at the left (its name, address
 * and registration: decoys) and "L'ASSURÉ" at the right (the insured as "NAME - FORM", the SIREN
 * grouped, the seat); the training organisation's DECLARATION NUMBER ("N° de déclaration
 * d'activité 84 69 12345 69") and its QUALIOPI certificate number (decoy identifiers); the
 * activities in a framed box; the contract's number and the period IN WORDS in a sentence ("pour
 * la période du 1er janvier 2029 au 31 décembre 2029"); the limits as values under column titles
 * (decoy amounts); "Fait à ..., le ..." (a decoy date) with the signature.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, wrap} from '../util.js'

interface Insurer {
  name: string
  lines: string[]
  town: string
  color: string
  prefix: string
}

const INSURERS: Insurer[] = [
  {color: '#234e9c', lines: ['Direction des Marchés Professionnels', '27 rue de la République - 69002 Lyon', 'SA au capital de 18 000 000 € - RCS Lyon 441 225 907'], name: 'LUGDUNUM ASSURANCES', prefix: 'LA-RCP-', town: 'Lyon'},
  {color: '#b4501c', lines: ['Mutuelle des métiers du conseil et de la formation', '9 allée Duquesne - 44000 Nantes', 'Société d\'assurance mutuelle - SIREN 775 648 210'], name: 'MUTUELLE ATLANTIQUE DES PROFESSIONS', prefix: 'MAP/', town: 'Nantes'},
  {color: '#0f6e6e', lines: ['Service Entreprises et Organismes de formation', '3 place du Capitole - 31000 Toulouse', 'SA au capital de 6 200 000 € - RCS Toulouse 509 331 842'], name: 'GARONNE IARD', prefix: 'GI', town: 'Toulouse'},
  {color: '#6b2f86', lines: ['Courtage et souscription professionnels', '41 cours de l\'Intendance - 33000 Bordeaux', 'SAS au capital de 2 000 000 € - ORIAS 12 064 118'], name: 'AQUITAINE PRO ASSURANCES', prefix: 'APA-', town: 'Bordeaux'},
]

export async function rcproOrganismeFormation(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const insurer = INSURERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : company.activity
  const start = [`${facts.asOf.slice(0, 4)}-01-01`, addMonths(`${facts.asOf.slice(0, 7)}-01`, -randomInt(rng, 1, 5))][k % 2]
  const end = addDays(addMonths(start, 12), -1)
  const signed = addDays(start, -randomInt(rng, 3, 20))
  const policy = `${insurer.prefix}${randomDigits(rng, 7)}`
  const insured = `${company.name} - ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const region = ['84', '52', '76', '75'][k]
  const nda = `${region} ${company.address.postcode.slice(0, 2)} ${randomDigits(rng, 5)} ${company.address.postcode.slice(0, 2)}`
  const qualiopi = `QUA-${randomDigits(rng, 4)}-${randomDigits(rng, 5)}`
  const color = hex(insurer.color)
  const ink = hex('#1d1f24')
  const soft = hex('#60646d')
  const rule = hex('#c3c7cf')
  const pale = hex('#f2f4f7')

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'GED Contrats Pro', date: signed, producer: 'GED PDF', title: `Attestation RC Pro ${policy}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const W = R - L

  s.text(insurer.name, L, 52, {color, font: H.bold, size: 15})
  s.hline(L, R, 62, {color, width: 2})
  s.text(`Contrat n° ${policy}`, R, 78, {align: 'right', color: soft, size: 8})

  let y = 112
  s.text("ATTESTATION D'ASSURANCE", L + W / 2, y, {align: 'center', color: ink, font: T.bold, size: 16})
  s.text('Responsabilité civile professionnelle - Organisme de formation', L + W / 2, y + 17, {align: 'center', color: ink, font: T.italic, size: 11.5})
  y += 44

  // Two columns: the insurer and the insured.
  const cw = (W - 16) / 2
  const blocks: [string, string[], string[]][] = [
    ["L'ASSUREUR", [insurer.name], insurer.lines],
    ["L'ASSURÉ", [insured], [`SIREN ${groupedSiren(company.siren)}`, ...seat]],
  ]
  const heights = blocks.map(([, bold, rest]) => 26 + wrap(bold[0], cw - 20, H.bold, 9.6).length * 12 + rest.length * 10.5 + 6)
  const h = Math.max(...heights)
  blocks.forEach(([title, bold, rest], j) => {
    const x = L + j * (cw + 16)
    s.box(x, y, cw, h, {lineWidth: 0.7, stroke: rule})
    s.box(x, y, cw, 15, {fill: pale})
    s.text(title, x + 10, y + 11, {color, font: H.bold, size: 8})
    const after = s.lines(wrap(bold[0], cw - 20, H.bold, 9.6), x + 10, y + 30, {color: ink, font: H.bold, leading: 12, size: 9.6})
    s.lines(rest, x + 10, after, {color: soft, leading: 10.5, size: 8})
  })
  y += h + 16
  s.text("N° de déclaration d'activité (NDA) :", L, y, {color: soft, size: 8.4})
  s.text(nda, L + 150, y, {color: ink, font: H.bold, size: 9})
  s.text('Certificat Qualiopi n° :', L + 280, y, {color: soft, size: 8.4})
  s.text(qualiopi, L + 372, y, {color: ink, font: H.bold, size: 9})
  s.text('(cet enregistrement ne vaut pas agrément de l\'État)', L, y + 11, {color: soft, font: H.italic, size: 7})
  y += 32

  y = s.paragraph(
    `${insurer.name} atteste que l'assuré désigné ci-dessus est titulaire du contrat d'assurance n° ${policy}, garantissant les conséquences pécuniaires de la responsabilité civile professionnelle qu'il peut encourir du fait de ses activités déclarées, à savoir :`,
    L,
    y,
    W,
    {color: ink, font: T.regular, leading: 12.5, size: 10.5},
  )
  const act = wrap(activity, W - 24, T.italic, 10.5)
  s.box(L, y - 4, W, act.length * 12.5 + 12, {fill: pale, lineWidth: 0.5, stroke: rule})
  s.lines(act, L + 12, y + 9, {color: ink, font: T.italic, leading: 12.5, size: 10.5})
  y += act.length * 12.5 + 24
  y = s.paragraph(`La présente attestation est valable pour la période du ${longDate(start)} au ${longDate(end)} inclus, sous réserve du paiement des cotisations, et dans les limites des garanties ci-dessous.`, L, y, W, {color: ink, font: T.regular, leading: 12.5, size: 10.5})
  y += 8

  y = s.table({
    columns: [{width: W - 230}, {align: 'right', width: 130}, {align: 'right', width: 100}],
    font: H.regular,
    frame: true,
    header: [['Nature des garanties', 'Montant garanti', 'Franchise']],
    headerFill: color,
    headerColor: hex('#ffffff'),
    headerFont: H.bold,
    headerSize: 8,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Tous dommages confondus (par sinistre et par année)', '3 000 000 €', 'néant'],
      ['dont dommages matériels et immatériels consécutifs', '1 000 000 €', '300 €'],
      ['dont dommages immatériels non consécutifs', '300 000 €', '750 €'],
      ['Atteintes aux biens confiés (matériel des stagiaires)', '30 000 €', '300 €'],
      ['Défense et recours', '20 000 €', 'seuil 500 €'],
    ],
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y,
  })
  y += 18
  y = s.paragraph("Elle ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit, notamment auprès des financeurs de la formation professionnelle.", L, y, W, {color: soft, leading: 10, size: 7.8})
  y += 18
  s.text(`Fait à ${insurer.town}, le ${slashDate(signed)}`, 330, y, {color: ink, font: T.regular, size: 10.5})
  s.text('Pour la Compagnie,', 330, y + 14, {color: soft, font: T.italic, size: 9.5})
  s.path(signaturePath(rng, 100), 336, y + 22, {lineWidth: 0.9, stroke: hex('#1e2b6b')})

  s.hline(L, R, 798, {color: rule})
  s.text(`${insurer.name} - ${insurer.lines.slice(1).join(' - ')}`, L + W / 2, 810, {align: 'center', color: soft, size: 6.6})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/organisme-formation-qualiopi',
    notes: [
      "a training organisation's professional liability certificate (asked by Qualiopi auditors and the financers of training)",
      'two columns of blocks, the insurer at the left and the insured ("NAME - FORM") at the right; the period in words in a sentence ("du 1er janvier 2029 au 31 décembre 2029"); the limits as values under column titles',
      "decoys: the insurer's address and registration, the declaration number (NDA), the Qualiopi certificate number, the limits and excesses, the signing date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
