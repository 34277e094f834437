/**
 * HELD-OUT attestation_rc_pro/specialiste: an RC Pro certificate of a specialty insurer sold
 * through a broker (Hiscox / AXA style): insurer logo top left, the broker's block top right
 * ("Votre intermédiaire", ORIAS), "ATTESTATION D'ASSURANCE" / "Responsabilité Civile
 * Professionnelle", "<insurer> atteste que :", then label : value rows at a tab ("Souscripteur",
 * "Adresse", "N° SIREN", "N° de contrat" "HA RCP0123456", "Produit", "Date d'effet du contrat"
 * (the original inception: a decoy), "Période de validité : du dd/mm/yyyy au dd/mm/yyyy",
 * "Activités garanties" wrapped), a limits table, the usual disclaimer, "Fait à Paris, le <long
 * date>" and the insurer's legal footer.
 */
import {
  addDays,
  addMonths,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  longDate,
  newDocument,
  pick,
  randomDigits,
  randomInt,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  wrap,
} from '../util.js'

export async function rcproSpecialiste(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const start = (typeof params.periodStart === 'string' ? params.periodStart : undefined) ?? `${addMonths(facts.asOf, -randomInt(rng, 1, 10)).slice(0, 7)}-01`
  const end = addDays(addMonths(start, 12), -1)
  const issuedCandidate = addDays(start, randomInt(rng, -20, 10))
  const issued = issuedCandidate > facts.asOf ? addDays(facts.asOf, -2) : issuedCandidate
  const inception = `${addMonths(start, -12 * randomInt(rng, 1, 6)).slice(0, 7)}-01`
  const insurer = 'Vauban Assurances'
  const policy = `HA RCP${randomDigits(rng, 7)}`
  const insured = `${company.name} ${company.legalForm}`
  const siren = company.siren
  const ink = hex('#5a1846')
  const broker = pick(rng, ['Cabinet Marchetti Courtage', 'Assurances Leroy & Fils', 'Beaumont Conseil Assurances'])

  const {doc, fonts} = await newDocument({author: insurer, creator: 'Vauban - Gestion contrats', date: issued, producer: 'Vauban Éditique', title: "Attestation d'assurance RC Pro"})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  s.text('VAUBAN', 40, 58, {color: ink, font: fonts.times.bold, size: 24})
  s.text('A S S U R A N C E S', 41, 70, {color: GREY, size: 7})

  s.text('Votre intermédiaire', 360, 44, {color: GREY, size: 7.5})
  s.lines([broker, `${randomInt(rng, 2, 90)} ${pick(rng, ['rue de Metz', 'boulevard Carnot', 'rue Thiers'])}`, `${company.address.postcode} ${company.address.city}`, `N° ORIAS ${randomDigits(rng, 8)}`], 360, 56, {leading: 10, size: 8})

  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 140, {align: 'center', color: ink, font: H.bold, size: 15})
  s.text('Responsabilité Civile Professionnelle', s.width / 2, 157, {align: 'center', size: 11})

  s.text(`${insurer}, dont le siège social est situé 19 rue Louis-le-Grand, 75002 Paris, atteste que :`, 40, 196, {size: 9.5})

  const rows: [string, string][] = [
    ['Souscripteur', insured],
    ['Adresse', [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')],
    ['N° SIREN', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`],
    ['N° de contrat', policy],
    ['Produit', 'Vauban RC Pro - Services et conseil'],
    ["Date d'effet du contrat", slashDate(inception)],
    ['Période de validité', `du ${slashDate(start)} au ${slashDate(end)}`],
    ['Activités garanties', company.activity],
  ]
  let y = 222
  for (const [label, value] of rows) {
    if (label === 'N° de contrat') {
      s.text('est titulaire du contrat d’assurance suivant :', 40, y + 4, {size: 9.5})
      y += 22
    }

    s.text(`${label} :`, 56, y, {font: H.bold, size: 9})
    const lines = wrap(value, 330, H.regular, 9)
    lines.forEach((l, i) => s.text(l, 200, y + i * 11.5, {size: 9}))
    y += lines.length * 11.5 + 5
  }

  y = s.table({
    columns: [{width: 255}, {align: 'right', width: 130}, {align: 'right', width: 130}],
    font: H.regular,
    frame: true,
    header: [['Nature des garanties', 'Plafonds', 'Franchise']],
    headerFill: hex('#f1e6ee'),
    headerFont: H.bold,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle', `${pick(rng, ['500 000', '1 000 000', '1 500 000'])} € par année`, `${pick(rng, ['500', '1 000'])} €`],
      ['dont dommages immatériels non consécutifs', `${pick(rng, ['150 000', '300 000'])} € par année`, `${pick(rng, ['500', '1 000'])} €`],
      ['Responsabilité civile exploitation', '8 000 000 € par sinistre', '150 €'],
      ['Défense pénale et recours', '30 000 € par litige', 'Néant'],
    ],
    size: 8.5,
    verticalRules: true,
    x: 40,
    y: y + 12,
  })

  y = s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit et ne constitue pas une présomption de garantie. Les garanties sont acquises sous réserve du paiement des cotisations.",
    40,
    y + 24,
    515,
    {color: GREY, leading: 10.5, size: 8.5},
  )

  s.text(`Fait à Paris, le ${longDate(issued)}`, 330, y + 26, {size: 9})
  s.text(`Pour ${insurer}`, 330, y + 40, {size: 9})
  s.path(signaturePath(rng, 80), 340, y + 50, {lineWidth: 1, stroke: ink})

  s.hline(40, 555, 792, {color: GREY, width: 0.4})
  s.paragraph(
    `${insurer} SA, entreprise régie par le Code des assurances, au capital de 76 000 000 € - 478 126 409 RCS Paris - Siège social : 19 rue Louis-le-Grand, 75002 Paris - Entreprise soumise au contrôle de l'ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.`,
    40,
    802,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: siren, assureur: insurer, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/specialiste',
    notes: ['"Date d\'effet du contrat" (inception) as decoy before "Période de validité : du ... au ..."', 'broker block top right', 'policy number with an inner space "HA RCP0123456"'],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
