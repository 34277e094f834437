/**
 * HELD-OUT attestation_rc_pro/remplacement-contrat: the professional liability certificate an
 * insurer issues through its GENERAL AGENT when a NEW CONTRACT REPLACES the former one (a new
 * product of the same insurer, the former contract cancelled on the same day): the general agent's
 * cabinet on top ("Cabinet ... - Agent général", its address and ORIAS number: a decoy company),
 * the insurer in a framed box at the right ("Compagnie" then "ALTÉRIS ASSURANCES SA" with its seat:
 * the truth); "ATTESTATION D'ASSURANCE" and the product's name; the insured as LABEL-ABOVE-VALUE
 * cells ("Assuré": the name with its legal form, "SIREN" grouped, the new "Contrat n°", "Adresse"); a paragraph "est
 * titulaire du contrat n° RCE 27 004512, qui remplace à compter du 01.05.2027 le contrat n°
 * RC-PRO-2019-88213 souscrit le 01.05.2019 et résilié à la même date" (the former number and its
 * inception: decoys); "Période de validité de la présente attestation : du 01.05.2027 au
 * 30.04.2028" with DOTTED DATES; the activities in a table with their NAF code; the limits (decoy
 * amounts); "Fait à ..., le ..." (a decoy date); the insurer's legal line.
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, dotDate, WHITE, wrap} from '../util.js'

const INSURERS = [
  {legal: "ALTÉRIS ASSURANCES SA, société anonyme au capital de 48 500 000 euros, entreprise régie par le code des assurances, 27 avenue de l'Opéra, 75001 Paris - RCS Paris 542 093 118.", name: 'ALTÉRIS ASSURANCES SA', seat: "27 avenue de l'Opéra, 75001 Paris", short: 'ALTÉRIS'},
  {legal: 'MUTUELLE DU CENTRE ET DES PROFESSIONS, société d\'assurance mutuelle à cotisations variables, entreprise régie par le code des assurances, 2 rue Montlosier, 63000 Clermont-Ferrand - SIREN 775 640 226.', name: 'MUTUELLE DU CENTRE ET DES PROFESSIONS', seat: '2 rue Montlosier, 63000 Clermont-Ferrand', short: 'MCP'},
]

const AGENTS = [
  {name: 'Cabinet LEMOINE & ASSOCIÉS', street: '14 place Bellecour', town: '69002 Lyon'},
  {name: 'Cabinet Patricia VANNIER', street: '6 rue Nationale', town: '37000 Tours'},
  {name: 'AGENCE MARTINEAU ASSURANCES', street: '31 cours Victor Hugo', town: '33000 Bordeaux'},
]

export async function rcproRemplacementContrat(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const insurer = INSURERS[typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0]
  const agent = pick(rng, AGENTS)
  const start = addDays(`${facts.asOf.slice(0, 7)}-01`, -31 * randomInt(rng, 1, 5))
  const startDay = `${start.slice(0, 7)}-01`
  const end = addDays(addMonths(startDay, 12), -1)
  const year = startDay.slice(2, 4)
  const policy = `RCE ${year} ${randomDigits(rng, 6)}`
  const formerYear = Number(startDay.slice(0, 4)) - randomInt(rng, 3, 8)
  const former = `RC-PRO-${formerYear}-${randomDigits(rng, 5)}`
  const formerStart = `${formerYear}${startDay.slice(4)}`
  const signed = addDays(startDay, randomInt(rng, -20, 10))
  const insured = `${company.name} ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const dark = hex(params.insurer === 1 ? '#6a2c2c' : '#12406b')
  const ink = hex('#1c1f24')
  const soft = hex('#5f6670')
  const rule = hex('#b9bec6')

  const {doc, fonts} = await newDocument({author: agent.name, creator: `${insurer.short} - Poste agent`, date: signed, producer: 'EditAgent 4', title: `Attestation RC ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549

  // The general agent's cabinet.
  s.text(agent.name, L, 46, {color: dark, font: H.bold, size: 12.5})
  s.lines([`Agent général ${insurer.short}`, agent.street, agent.town, `N° ORIAS ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - www.orias.fr`], L, 60, {color: soft, leading: 10, size: 7.8})

  // The insurer's box.
  s.box(340, 32, R - 340, 62, {lineWidth: 0.9, stroke: dark})
  s.text('Compagnie', 350, 46, {color: soft, size: 7.4})
  s.lines(wrap(insurer.name, R - 360, H.bold, 9.6), 350, 60, {color: ink, font: H.bold, leading: 11, size: 9.6})
  s.text(insurer.seat, 350, 86, {color: soft, size: 7})

  s.box(L, 118, R - L, 40, {fill: dark})
  s.text("ATTESTATION D'ASSURANCE", L + 12, 136, {color: WHITE, font: H.bold, size: 14})
  s.text('Responsabilité civile professionnelle et exploitation - contrat « Pro Essentiel 2 »', L + 12, 150, {color: hex('#d6dde6'), size: 8.4})

  // The insured as label-above-value cells.
  let y = 178
  const cell = (label: string, value: string, x: number, w: number, bold = false) => {
    s.box(x, y, w, 36, {lineWidth: 0.5, stroke: rule})
    s.text(label, x + 6, y + 11, {color: soft, size: 7})
    s.text(value, x + 6, y + 26, {color: ink, font: bold ? H.bold : H.regular, size: value.length > 48 ? 7.6 : 9})
  }

  cell('Assuré', insured, L, 260, true)
  cell('SIREN', groupedSiren(company.siren), L + 260, 110)
  cell('Contrat n°', policy, L + 370, R - L - 370, true)
  y += 36
  cell('Adresse', seat, L, R - L)
  y += 56

  y = s.paragraph(
    `${insurer.name} atteste que l'assuré désigné ci-dessus est titulaire du contrat n° ${policy}, qui remplace à compter du ${dotDate(startDay)} le contrat n° ${former} souscrit le ${dotDate(formerStart)} et résilié à la même date. Les garanties du contrat de remplacement s'appliquent aux réclamations présentées à compter de sa date d'effet, y compris pour des faits antérieurs inconnus de l'assuré.`,
    L,
    y,
    R - L,
    {color: ink, justify: true, leading: 12.5, size: 9.2},
  )

  y += 8
  s.box(L, y, R - L, 26, {fill: hex('#eef1f5')})
  s.text(`Période de validité de la présente attestation : du ${dotDate(startDay)} au ${dotDate(end)}`, L + 10, y + 16.5, {color: ink, font: H.bold, size: 9.4})
  y += 44

  s.text('Activités garanties', L, y, {color: dark, font: H.bold, size: 9.4})
  y = s.table({
    columns: [{width: 370}, {align: 'center', width: R - L - 370}],
    font: H.regular,
    frame: true,
    header: [['Activité déclarée', 'Code NAF']],
    headerFill: hex('#eef1f5'),
    headerFont: H.bold,
    rowHeight: 18,
    rows: [[company.activity, company.naf]],
    ruleColor: rule,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 20
  s.text('Montants des garanties', L, y, {color: dark, font: H.bold, size: 9.4})
  const perClaim = [500_000, 750_000, 1_500_000][randomInt(rng, 0, 2)]
  y = s.table({
    columns: [{width: 270}, {align: 'right', width: 130}, {align: 'right', width: R - L - 400}],
    font: H.regular,
    frame: true,
    header: [['Nature des garanties', 'Plafond', 'Franchise']],
    headerFill: hex('#eef1f5'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Tous dommages confondus (RC exploitation)', `${frEuros(perClaim * 6)} €`, 'Néant'],
      ['Dont dommages matériels et immatériels consécutifs', `${frEuros(perClaim * 2)} €`, `${frEuros(randomInt(rng, 2, 8) * 100)} €`],
      ['RC professionnelle (par sinistre et par année)', `${frEuros(perClaim)} €`, `${frEuros(randomInt(rng, 5, 15) * 100)} €`],
      ['Atteintes accidentelles à l\'environnement', `${frEuros(randomInt(rng, 15, 50) * 10_000)} €`, `${frEuros(1000)} €`],
      ['Défense - recours', `${frEuros(randomInt(rng, 10, 30) * 1000)} €`, 'Néant'],
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 20
  y = s.paragraph(
    "La présente attestation ne constitue qu'une présomption de garantie et ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée sous réserve du paiement des cotisations.",
    L,
    y,
    R - L,
    {color: soft, leading: 10.5, size: 8},
  )

  y += 16
  s.text(`Fait à ${agent.town.replace(/^\d+ /, '')}, le ${dotDate(signed)}`, R - 200, y, {color: ink, size: 9})
  s.text(`Pour ${insurer.short}, l'agent général`, R - 200, y + 13, {color: soft, font: H.italic, size: 8})
  s.path(signaturePath(rng, 90), R - 190, y + 22, {lineWidth: 0.9, stroke: hex('#1f2a66')})

  s.hline(L, R, 790, {color: rule, width: 0.4})
  s.paragraph(insurer.legal, L, 801, R - L, {color: soft, leading: 8.4, size: 6.6})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: startDay, periode_fin: end},
    layout: 'attestation_rc_pro/remplacement-contrat',
    notes: [
      'a liability certificate issued when a new contract replaced the former one: the sentence names both contract numbers',
      "the general agent's cabinet on top (a decoy); the insurer in a framed box at the right; the insured as label-above-value cells",
      'dotted dates ("du 01.05.2027 au 30.04.2028"); decoys: the former contract number and its inception date, the signing date, the limits',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
