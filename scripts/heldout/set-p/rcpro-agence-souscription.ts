/**
 * HELD-OUT attestation_rc_pro/agence-souscription-lps: a professional liability certificate
 * issued by an UNDERWRITING AGENCY (an MGA, "agence de souscription") on behalf of a FOREIGN
 * INSURER working in France under the FREEDOM TO PROVIDE SERVICES (two invented pairs: a
 * Luxembourg insurer, an Irish one): the AGENCY's logo and name big at the top left (a decoy for
 * the insurer), "ATTESTATION D'ASSURANCE" at the right; a strip of four LABEL-ABOVE-VALUE cells
 * (policy number "RCP/LU/27/048213", member number, broker code, edition date: decoys but the
 * first); the certifying sentence naming the insurer only there ("agissant pour le compte de
 * LUXORIA INSURANCE S.A., entreprise d'assurance de droit luxembourgeois ..."); the insured in a
 * block (the name with its legal form, "SIREN" grouped, the seat); the declared activity in a
 * FRAMED BOX; the validity "du 01/01/2027 à 0 h au 31/12/2027 à 24 h" inside a sentence; the
 * original inception date (a decoy); the limits table (per claim, per year, excess: decoy
 * amounts); the BROKER's block (a decoy company and address); "Fait à Paris, le ..." (a decoy
 * date); the agency's and the insurer's legal lines (ORIAS, Luxembourg or Dublin registry: decoy
 * numbers).
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

interface Pair {
  agency: string
  agencyLine: string
  insurer: string
  insurerLine: string
  policy: (year: string, rng: () => number) => string
  broker: string[]
  color: string
}

const PAIRS: Pair[] = [
  {
    agency: 'SOUSCRIPTIO',
    agencyLine: 'SOUSCRIPTIO SAS, agence de souscription, 31 rue de Londres, 75009 Paris - ORIAS n° 19 004 517 - Courtier en assurance mandaté par l\'assureur pour la souscription et la gestion des contrats.',
    broker: ['ARMOR COURTAGE', '5 place de Bretagne', '35000 Rennes'],
    color: '#134e6f',
    insurer: 'LUXORIA INSURANCE S.A.',
    insurerLine: "LUXORIA INSURANCE S.A., 12 rue Érasme, L-1468 Luxembourg, RCS Luxembourg B 184 377, entreprise d'assurance agréée et contrôlée par le Commissariat aux Assurances (Luxembourg).",
    policy: (year, rng) => `RCP/LU/${year.slice(2)}/${randomDigits(rng, 6)}`,
  },
  {
    agency: 'ALCYON Souscription',
    agencyLine: "ALCYON Souscription SARL, 18 cours Pierre Puget, 13006 Marseille - ORIAS n° 21 007 903 - Agent de souscription agissant au nom et pour le compte de l'assureur.",
    broker: ["ASSUR'PRO CONSEIL", '27 allée Jean Jaurès', '31000 Toulouse'],
    color: '#5a2a82',
    insurer: 'SEAVALE INSURANCE DAC',
    insurerLine: 'SEAVALE INSURANCE DAC, 2 Grand Canal Square, Dublin 2, Irlande, n° 647 219, entreprise d\'assurance agréée par la Central Bank of Ireland.',
    policy: (year, rng) => `SEA-RCP-${year}-${randomDigits(rng, 5)}`,
  },
]

export async function rcproAgenceSouscription(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const pair = PAIRS[typeof params.insurer === 'number' ? params.insurer % PAIRS.length : 0]
  const start = addMonths(`${facts.asOf.slice(0, 7)}-01`, -randomInt(rng, 1, 8))
  const end = addDays(addMonths(start, 12), -1)
  const policy = pair.policy(start.slice(0, 4), rng)
  const insured = `${company.name} ${company.legalForm}`
  const inception = addMonths(start, -12 * randomInt(rng, 1, 4))
  const edited = addDays(facts.asOf, -randomInt(rng, 3, 30))
  const member = `ADH-${randomDigits(rng, 7)}`
  const brokerCode = `C${randomDigits(rng, 5)}`
  const dark = hex(pair.color)
  const ink = hex('#1d2026')
  const soft = hex('#646a73')
  const grid = hex('#c3c8ce')

  const {doc, fonts} = await newDocument({author: pair.agency, creator: 'Souscription RC Pro - portail courtiers', date: edited, producer: 'PDF Generator', title: `Attestation ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Agency header.
  s.box(L, 38, 30, 30, {fill: dark})
  s.path('M 4 26 L 15 4 L 26 26 Z', L, 38, {fill: WHITE})
  s.text(pair.agency, L + 40, 56, {color: dark, font: H.bold, size: 17})
  s.text('Agence de souscription - assurances des professions de services', L + 40, 68, {color: soft, size: 7.6})
  s.text("ATTESTATION D'ASSURANCE", R, 52, {align: 'right', color: ink, font: H.bold, size: 12})
  s.text('Responsabilité civile professionnelle', R, 66, {align: 'right', color: soft, size: 9})

  // References strip.
  let y = 92
  const cells: [string, string][] = [
    ['N° de police', policy],
    ["N° d'adhérent", member],
    ['Code courtier', brokerCode],
    ["Date d'édition", slashDate(edited)],
  ]
  const cw = (R - L) / 4
  cells.forEach(([label, value], k) => {
    s.box(L + k * cw, y, cw, 36, {fill: hex('#f3f5f7'), lineWidth: 0.5, stroke: grid})
    s.text(label, L + k * cw + 8, y + 13, {color: soft, size: 7.2})
    s.text(value, L + k * cw + 8, y + 27, {color: ink, font: H.bold, size: 9.4})
  })
  y += 58

  y = s.paragraph(`${pair.agency}, agence de souscription agissant pour le compte de ${pair.insurer}, entreprise d'assurance de droit ${pair.insurer.includes('DAC') ? 'irlandais' : 'luxembourgeois'} intervenant en France en libre prestation de services, atteste que l'entreprise désignée ci-dessous est titulaire du contrat d'assurance de responsabilité civile professionnelle n° ${policy}, souscrit par l'intermédiaire du courtier mentionné ci-après.`, L, y, R - L, {color: ink, justify: true, leading: 12.5, size: 9.2})

  // Insured.
  y += 10
  s.text('ASSURÉ', L, y, {color: dark, font: H.bold, size: 8.4})
  s.text(insured, L, y + 15, {color: ink, font: H.bold, size: 10.4})
  s.text(`SIREN ${groupedSiren(company.siren)}`, L, y + 28, {color: ink, size: 8.8})
  s.lines([...company.address.lines, `${company.address.postcode} ${company.address.city}`], L, y + 41, {color: ink, leading: 11, size: 8.8})
  s.text('INTERMÉDIAIRE', 330, y, {color: dark, font: H.bold, size: 8.4})
  s.lines([...pair.broker, `Code ${brokerCode}`], 330, y + 15, {color: ink, leading: 11, size: 8.8})
  y += 41 + (company.address.lines.length + 1) * 11 + 12

  // Activity box.
  s.text('ACTIVITÉ DÉCLARÉE ET GARANTIE', L, y, {color: dark, font: H.bold, size: 8.4})
  const boxTop = y + 6
  const after = s.paragraph(company.activity, L + 10, boxTop + 15, R - L - 20, {color: ink, font: H.bold, leading: 12, size: 9.4})
  s.box(L, boxTop, R - L, after - boxTop - 2, {lineWidth: 0.8, stroke: dark})
  y = after + 14

  y = s.paragraph(`La présente attestation est valable pour la période du ${slashDate(start)} à 0 h au ${slashDate(end)} à 24 h, sous réserve du paiement des cotisations. Date d'effet initiale du contrat : ${slashDate(inception)}. Le contrat se renouvelle par tacite reconduction à chaque échéance annuelle.`, L, y, R - L, {color: ink, justify: true, leading: 12.5, size: 9.2})

  y += 8
  y = s.table({
    columns: [{width: 215}, {align: 'right', width: 98}, {align: 'right', width: 98}, {align: 'right', width: R - L - 411}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Par sinistre', 'Par année', 'Franchise']],
    headerColor: WHITE,
    headerFill: dark,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle', `${frEuros(randomInt(rng, 5, 20) * 100_000)} €`, `${frEuros(randomInt(rng, 20, 30) * 100_000)} €`, `${frEuros(randomInt(rng, 3, 15) * 100)} €`],
      ['Responsabilité civile exploitation', `${frEuros(randomInt(rng, 30, 90) * 100_000)} €`, `${frEuros(randomInt(rng, 90, 120) * 100_000)} €`, `${frEuros(randomInt(rng, 2, 5) * 100)} €`],
      ['dont dommages matériels et immatériels consécutifs', `${frEuros(randomInt(rng, 5, 15) * 100_000)} €`, '-', `${frEuros(randomInt(rng, 2, 5) * 100)} €`],
      ['Défense pénale et recours', `${frEuros(randomInt(rng, 15, 50) * 1000)} €`, '-', 'Néant'],
      ['Atteinte aux données et cyber-risques', `${frEuros(randomInt(rng, 5, 25) * 10_000)} €`, `${frEuros(randomInt(rng, 25, 50) * 10_000)} €`, `${frEuros(randomInt(rng, 10, 30) * 100)} €`],
    ],
    ruleColor: grid,
    size: 8.2,
    verticalRules: true,
    x: L,
    y,
  })

  y += 16
  y = s.paragraph("Cette attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Les garanties s'exercent dans le monde entier hors États-Unis et Canada pour les activités exercées depuis la France.", L, y, R - L, {color: soft, leading: 10.5, size: 7.8})
  s.text(`Fait à Paris, le ${longDate(edited)}`, R - 190, y + 16, {color: ink, size: 9})
  s.text(`Pour ${pair.insurer}, par délégation`, R - 190, y + 29, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 90), R - 185, y + 34, {lineWidth: 0.9, stroke: hex('#1f3470')})

  s.hline(L, R, 772, {color: grid, width: 0.5})
  s.paragraph(pair.insurerLine, L, s.paragraph(pair.agencyLine, L, 784, R - L, {color: soft, leading: 8.5, size: 6.6}), R - L, {color: soft, leading: 8.5, size: 6.6})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: pair.insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/agence-souscription-lps',
    notes: [
      'certificate from an underwriting agency (MGA) for a foreign insurer under the freedom to provide services: the agency\'s logo on top is not the insurer',
      'the insurer named only in the certifying sentence; references as label-above-value cells; the activity in a framed box',
      'period "du 01/01/2027 à 0 h au 31/12/2027 à 24 h" inside a sentence; decoys: original inception date, edition date, broker block, limits',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
