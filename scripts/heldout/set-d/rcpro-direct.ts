/**
 * HELD-OUT attestation_rc_pro/assureur-direct: the RC Pro certificate a direct specialist insurer
 * (Hiscox style) emails: a dark logo band, "ATTESTATION D'ASSURANCE" with "Responsabilité Civile
 * Professionnelle" under it, the certifying paragraph that carries everything in running text
 * ("Nous soussignés, X, certifions que la société <name form>, SIREN 123 456 789, dont le siège
 * est situé ..., est titulaire du contrat n° ... garantissant les conséquences pécuniaires ...
 * dans le cadre des activités suivantes : ..."), the period of validity as long dates ("du 1er
 * mars 2026 au 28 février 2027 inclus"), the table of guarantees (plafonds and franchises), "Fait
 * à Paris, le <long date>" and the insurer's legal footer.
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, GREY, groupedSiren, hex, inlineAddress, longDate, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, WHITE} from '../util.js'

const INSURER = 'Hiskel Europe SA'

export async function rcproDirect(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const start = `${addMonths(facts.asOf, -randomInt(rng, 0, 9)).slice(0, 7)}-01`
  const end = addDays(addMonths(start, 12), -1)
  const issued = params.issueDate ?? (() => {
    const c = addDays(start, randomInt(rng, 0, 30))
    return c > facts.asOf ? addDays(facts.asOf, -randomInt(rng, 1, 8)) : c
  })()
  const policy = `HA RCP${randomDigits(rng, 7)}`
  const insured = `${company.name} ${company.legalForm}`
  const ceiling = pick(rng, [500_000, 1_000_000, 2_000_000])
  const navy = hex('#0c1c2c')

  const {doc, fonts} = await newDocument({author: INSURER, creator: 'Hiskel Courtage Direct', date: issued, producer: 'iText 7.1.16', title: 'Attestation RC Professionnelle'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  s.box(0, 0, s.width, 80, {fill: navy})
  s.text('HISKEL', L, 50, {color: WHITE, font: H.bold, size: 22})
  s.text('Assurance des professionnels', L, 64, {color: hex('#c9a96e'), size: 8})
  s.text(`Contrat n° ${policy}`, R, 50, {align: 'right', color: WHITE, size: 9})

  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 126, {align: 'center', font: H.bold, size: 16})
  s.text('Responsabilité Civile Professionnelle', s.width / 2, 144, {align: 'center', color: GREY, size: 11})

  let y = s.paragraph(
    `Nous soussignés, ${INSURER}, certifions que la société ${insured}, SIREN ${groupedSiren(company.siren)}, dont le siège est situé ${inlineAddress(company.address)}, est titulaire du contrat n° ${policy} garantissant les conséquences pécuniaires de sa responsabilité civile professionnelle dans le cadre des activités suivantes : ${company.activity}.`,
    L,
    186,
    R - L,
    {justify: true, leading: 14, size: 10},
  )
  y = s.paragraph(`La présente attestation est valable pour la période du ${longDate(start)} au ${longDate(end)} inclus, sous réserve du paiement des cotisations.`, L, y + 8, R - L, {leading: 14, size: 10})

  y += 18
  s.text('Montants des garanties', L, y, {font: H.bold, size: 10.5})
  y = s.table({
    columns: [{width: 245}, {align: 'right', width: 140}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Plafonds', 'Franchises']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    rowHeight: 18,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle', `${frEuros(ceiling, ' ')} € par sinistre et par année`, `${frEuros(pick(rng, [0, 500, 1000]), ' ')} €`],
      ['dont dommages immatériels non consécutifs', `${frEuros(ceiling / 2, ' ')} €`, `${frEuros(1000, ' ')} €`],
      ["Responsabilité civile exploitation", `${frEuros(5_000_000, ' ')} €`, 'néant'],
      ['Défense pénale et recours', `${frEuros(50_000, ' ')} €`, 'néant'],
    ],
    size: 8.5,
    x: L,
    y: y + 8,
  })

  y += 30
  s.paragraph("La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle ne constitue pas une présomption de garantie.", L, y, R - L, {color: GREY, leading: 11, size: 8})
  s.text(`Fait à Paris, le ${longDate(issued)}`, R, y + 50, {align: 'right', size: 9.5})
  s.text("Pour l'assureur,", R, y + 64, {align: 'right', size: 9})
  s.path(signaturePath(rng, 100), R - 110, y + 100, {lineWidth: 1, stroke: navy})

  s.paragraph(
    `${INSURER}, société anonyme au capital de 2 000 000 € - succursale française : 38 avenue de l'Opéra 75002 Paris - RCS Paris 819 373 451 - Entreprise régie par le Code des assurances, soumise au contrôle de l'ACPR, 4 place de Budapest 75436 Paris Cedex 09.`,
    L,
    792,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: INSURER, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/assureur-direct',
    notes: ['everything in one certifying paragraph', 'period as long dates with "1er"', 'policy number with letters and a space'],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
