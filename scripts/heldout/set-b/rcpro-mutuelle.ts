/**
 * HELD-OUT attestation_rc_pro/mutuelle-pro: the RC Pro certificate of a mutual insurer's
 * professional range (MAAF Pro / MMA Pro / MACIF style), printed by the local agency: brand block
 * top left ("MAVIA PRO"), the agency's block top right (address, phone, "Votre conseiller"),
 * the insured company in the window block, then "Chauray, le 3 mars 2026", the references as
 * "N° de sociétaire" and "Contrat Multipro n° 148 227 635 D", the title "ATTESTATION
 * D'ASSURANCE / Responsabilité civile de l'entreprise", the statement "MAVIA Assurances certifie
 * que l'entreprise :" followed by an indented block (name, "Représentée par M. Jean DUPONT, en
 * qualité de gérant", address, "SIREN 812 345 676"), the contract sentence, the activities as a
 * bullet list after "pour l'exercice des activités professionnelles suivantes :", the period as
 * "pour la période allant du 1er avril 2026 au 31 mars 2027 inclus" (long dates), a small table
 * of limits, the signature and the insurer's legal footer (SA, Code des assurances, RCS).
 */
import {managerTitle} from '../../../server/src/corpus/facts.js'
import {
  addDays,
  addMonths,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  landline,
  longDate,
  newDocument,
  pick,
  randomDigits,
  randomInt,
  saveDocument,
  Sheet,
  signaturePath,
  upper,
  wrap,
} from '../util.js'

export async function rcproMutuelle(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const start = (typeof params.periodStart === 'string' ? params.periodStart : undefined) ?? `${addMonths(facts.asOf, -randomInt(rng, 0, 9)).slice(0, 7)}-01`
  const end = addDays(addMonths(start, 12), -1)
  const issuedCandidate = addDays(start, randomInt(rng, -25, 40))
  const issued = issuedCandidate > facts.asOf ? addDays(facts.asOf, -3) : issuedCandidate
  const insurer = 'MAVIA Assurances'
  const policy = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${pick(rng, ['D', 'M', 'P'])}`
  const member = `${randomDigits(rng, 7)} ${pick(rng, ['A', 'B', 'K'])}`
  const insured = `${company.legalForm} ${company.name}`
  const siren = company.siren
  const yellow = hex('#f2b705')
  const navy = hex('#1d2b4f')
  const agencyCity = company.address.city
  const manager = `${person.civility} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}`

  const {doc, fonts} = await newDocument({author: insurer, creator: 'MAVIA - Poste agence', date: issued, producer: 'MAVIA Éditique', title: 'Attestation RC'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Brand.
  s.box(40, 34, 86, 30, {fill: yellow})
  s.text('MAVIA', 48, 56, {color: navy, font: H.bold, size: 18})
  s.text('PRO', 130, 56, {color: navy, font: H.bold, size: 11})
  s.text('Assurances des professionnels', 40, 76, {color: GREY, size: 7.5})

  // Agency.
  s.text(`Votre agence MAVIA ${agencyCity}`, 360, 40, {font: H.bold, size: 8})
  s.lines([`${randomInt(rng, 2, 80)} ${pick(rng, ['rue Gambetta', 'cours Jean Jaurès', 'avenue de la République'])}`, `${company.address.postcode} ${upper(agencyCity)}`, `Tél. ${landline(company.address.postcode, rng)}`, `Votre conseiller : ${pick(rng, ['Sandrine', 'Karim', 'Julie', 'Olivier'])} ${pick(rng, ['Morel', 'Benali', 'Texier', 'Royer'])}`], 360, 51, {leading: 10, size: 8})

  // Window block.
  s.lines([insured, ...company.address.lines.map((l) => upper(l)), `${company.address.postcode} ${upper(company.address.city)}`], 330, 128, {leading: 12, size: 9.5})

  s.text(`Chauray, le ${longDate(issued)}`, 40, 200, {size: 9})
  s.text(`N° de sociétaire : ${member}`, 40, 214, {size: 9})
  s.text(`Contrat Multipro n° ${policy}`, 40, 228, {font: H.bold, size: 9})

  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 270, {align: 'center', color: navy, font: H.bold, size: 15})
  s.text("Responsabilité civile de l'entreprise", s.width / 2, 286, {align: 'center', color: navy, size: 11})

  let y = 318
  s.text(`${insurer} certifie que l'entreprise :`, 40, y, {size: 9.5})
  y += 20
  const block = [insured, `Représentée par ${manager}, en qualité de ${managerTitle(company).toLowerCase()}`, [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', '), `SIREN ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`]
  block.forEach((l, i) => s.text(l, 70, y + i * 12.5, {font: i === 0 ? H.bold : H.regular, size: 9.5}))
  y += block.length * 12.5 + 10
  y = s.paragraph(
    `est titulaire auprès de ${insurer} du contrat Multipro n° ${policy}, qui garantit la responsabilité civile qu'elle peut encourir du fait de ses activités professionnelles, pour l'exercice des activités professionnelles suivantes :`,
    40,
    y,
    515,
    {leading: 12.5, size: 9.5},
  )
  const activity = wrap(company.activity, 440, H.regular, 9.5)
  activity.forEach((l, i) => s.text(`${i === 0 ? '•  ' : '   '}${l}`, 70, y + 4 + i * 12.5, {size: 9.5}))
  y += 4 + activity.length * 12.5 + 10
  y = s.paragraph(
    `La présente attestation est valable pour la période allant du ${longDate(start)} au ${longDate(end)} inclus, sous réserve du paiement des cotisations et dans les limites des conditions générales et particulières du contrat.`,
    40,
    y,
    515,
    {leading: 12.5, size: 9.5},
  )

  y = s.table({
    columns: [{width: 300}, {align: 'right', width: 215}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Montants maximum garantis']],
    headerFill: hex('#fdf3d0'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Responsabilité civile exploitation (tous dommages confondus)', '4 500 000 € par sinistre'],
      ['dont dommages matériels et immatériels consécutifs', '1 500 000 € par sinistre'],
      ['Responsabilité civile professionnelle', `${pick(rng, ['300 000', '500 000', '750 000'])} € par année d'assurance`],
      ['Défense et recours', '20 000 € par litige'],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: y + 14,
  })

  y = s.paragraph(
    'Cette attestation ne peut engager l’assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit.',
    40,
    y + 18,
    515,
    {color: GREY, leading: 10, size: 8},
  )
  s.text('Pour MAVIA Assurances,', 360, y + 22, {size: 9})
  s.text('Le Directeur des marchés professionnels', 360, y + 34, {size: 9})
  s.path(signaturePath(rng, 85), 370, y + 44, {lineWidth: 1, stroke: navy})

  s.hline(40, 555, 790, {color: GREY, width: 0.4})
  s.paragraph(
    `${insurer} - Société anonyme au capital de 160 000 000 € entièrement versé - RCS Niort 542 073 580 - Entreprise régie par le Code des assurances - Siège social : Chaban, 79180 Chauray. Adresse postale : MAVIA Assurances, 79036 Niort Cedex 9.`,
    40,
    800,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/mutuelle-pro',
    notes: ['period "pour la période allant du 1er avril 2026 au 31 mars 2027 inclus" (long dates)', 'insured block after "certifie que l\'entreprise :" with the manager\'s name in it', 'activities as a bullet list', 'policy "148 227 635 D" after "Contrat Multipro n°"'],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
