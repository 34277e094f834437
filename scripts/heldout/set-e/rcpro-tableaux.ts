/**
 * HELD-OUT attestation_rc_pro/multirisque-tableaux: the insurance certificate of a general
 * insurer's small-business multi-risk contract (AXA "Multirisque Professionnelle" / Allianz
 * "Multirisque Entreprise" style) where EVERYTHING sits in tables: the insurer's square logo with a
 * diagonal stroke top left, the agent's block top right ("Votre agent général", ORIAS), the title
 * "ATTESTATION D'ASSURANCE" with "Multirisque professionnelle - Responsabilité civile" under it;
 * a first table whose header row holds the labels and the row under it the values ("Souscripteur
 * | N° SIREN | N° de contrat | Date d'effet du contrat" - the inception date, a decoy), a second
 * one-row table "Adresse des locaux assurés", a third "Activité(s) déclarée(s)" with the activity,
 * then "PÉRIODE DE VALIDITÉ DE LA PRÉSENTE ATTESTATION" as a two-cell table "Du | Au" with the
 * dates under; the guarantees table ("Garanties | Montants | Franchises", with sections), the
 * reservation paragraph, "Fait à Lyon, le 4 février 2026" (long date) and the signature, and the
 * insurer's legal footer (SA, Code des assurances, RCS).
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const INSURER = 'Altima Assurances IARD'

export async function rcproTableaux(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const inception = addDays(company.registeredOn, randomInt(rng, 10, 120))
  const anniversary = inception.slice(5, 7)
  // The current insurance year: from the last anniversary month before the reference date.
  let start = `${facts.asOf.slice(0, 4)}-${anniversary}-01`
  if (start > facts.asOf) start = addMonths(start, -12)
  const end = addDays(addMonths(start, 12), -1)
  const issued = params.issueDate ?? (() => {
    const c = addDays(start, randomInt(rng, 0, 40))
    return c > facts.asOf ? addDays(facts.asOf, -randomInt(rng, 1, 10)) : c
  })()
  const policy = `${randomDigits(rng, 10)}`
  const policyText = `${policy.slice(0, 4)} ${policy.slice(4, 7)} ${policy.slice(7)}`
  const insured = `${company.name} ${company.legalForm}`
  const [agentPostcode, agentCity] = pick(rng, [['69006', 'Lyon'], ['44000', 'Nantes'], ['31000', 'Toulouse'], ['35000', 'Rennes'], ['59800', 'Lille']])
  const navy = hex('#00008f')
  const red = hex('#ff1721')
  const grey = hex('#f2f2f2')

  const {doc, fonts} = await newDocument({author: INSURER, creator: 'Altima Agents - Editique', date: issued, producer: 'OpenText Exstream 16.6', title: "Attestation d'assurance"})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Logo.
  s.box(L, 34, 46, 46, {fill: navy})
  s.path('M 6 42 L 40 4 L 44 8 L 10 46 Z', L, 34, {fill: red})
  s.text('ALTIMA', L + 4, 56, {color: WHITE, font: H.bold, size: 10})
  s.text(INSURER, L + 56, 52, {color: navy, font: H.bold, size: 10})
  s.text('Assurances des professionnels', L + 56, 64, {color: GREY, size: 7.5})

  // Agent.
  const agent = pick(rng, ['Cabinet MOREL & ASSOCIÉS', 'Cabinet Hélène GARNIER', 'Agence BRIAND-COLIN'])
  s.text('Votre agent général', R, 40, {align: 'right', color: GREY, size: 7})
  s.lines([agent, `${randomInt(rng, 2, 90)} ${pick(rng, ['rue Garibaldi', 'cours Vitton', 'rue de Metz', 'boulevard Carnot'])}`, `${agentPostcode} ${agentCity.toUpperCase()}`, `Tél. 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, `N° ORIAS ${randomDigits(rng, 8)}`], R, 51, {align: 'right', leading: 9.5, size: 7.8})

  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 132, {align: 'center', color: navy, font: H.bold, size: 16})
  s.text('Multirisque professionnelle - Responsabilité civile', s.width / 2, 148, {align: 'center', size: 10})
  s.paragraph(`${INSURER} atteste que l'entreprise désignée ci-dessous est titulaire d'un contrat d'assurance garantissant sa responsabilité civile exploitation et professionnelle, dans les conditions et limites ci-après.`, L, 176, R - L, {leading: 11, size: 8.5})

  const table = (y: number, headers: string[], values: string[], widths: number[]) =>
    s.table({
      columns: widths.map((width) => ({width})),
      font: H.regular,
      frame: true,
      header: [headers],
      headerColor: WHITE,
      headerFill: navy,
      headerFont: H.bold,
      headerSize: 7.5,
      rowHeight: 20,
      rows: [values],
      size: 9,
      verticalRules: true,
      x: L,
      y,
    })

  let y = table(208, ['Souscripteur', 'N° SIREN', 'N° de contrat', "Date d'effet du contrat"], [insured, groupedSiren(company.siren), policyText, slashDate(inception)], [190, 95, 120, 110])
  y = table(y + 10, ['Adresse des locaux assurés'], [[...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`].join(' - ')], [515])
  y = s.table({
    columns: [{width: 515}],
    font: H.regular,
    frame: true,
    header: [['Activité(s) déclarée(s)']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    headerSize: 7.5,
    rowHeight: 20,
    rows: [[company.activity]],
    size: 9,
    x: L,
    y: y + 10,
  })

  s.text('PÉRIODE DE VALIDITÉ DE LA PRÉSENTE ATTESTATION', L, y + 22, {color: navy, font: H.bold, size: 8.5})
  y = s.table({
    columns: [{align: 'center', width: 150}, {align: 'center', width: 150}],
    font: H.bold,
    frame: true,
    header: [['Du', 'Au']],
    headerFill: grey,
    headerFont: H.regular,
    rowHeight: 20,
    rows: [[slashDate(start), slashDate(end)]],
    size: 10,
    verticalRules: true,
    x: L,
    y: y + 28,
  })
  s.text(`Échéance principale : 1er ${['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][Number(anniversary) - 1]}`, L + 320, y - 8, {color: GREY, size: 8})

  y += 22
  s.text('GARANTIES ACCORDÉES', L, y, {color: navy, font: H.bold, size: 8.5})
  const ceiling = pick(rng, ['6 100 000 €', '8 000 000 €', '10 000 000 €'])
  y = s.table({
    columns: [{width: 275}, {align: 'right', width: 140}, {align: 'right', width: 100}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Montants', 'Franchises']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Responsabilité civile exploitation'}, '', ''],
      ['Tous dommages confondus', `${ceiling} par sinistre`, '-'],
      ['dont dommages matériels et immatériels consécutifs', '1 500 000 € par sinistre', '500 €'],
      ['dont faute inexcusable', '1 000 000 € par année', '-'],
      [{font: H.bold, text: 'Responsabilité civile professionnelle'}, '', ''],
      ['Dommages immatériels non consécutifs', `${pick(rng, ['300 000 €', '500 000 €', '750 000 €'])} par année`, '1 000 €'],
      [{font: H.bold, text: 'Défense pénale et recours'}, '30 000 € par litige', 'Seuil 400 €'],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y = s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des conditions et limites du contrat auquel elle se réfère. Elle est valable sous réserve du paiement des cotisations et ne constitue pas une présomption d'application des garanties.",
    L,
    y + 20,
    R - L,
    {color: GREY, leading: 10, size: 7.8},
  )
  s.text(`Fait à ${agentCity}, le ${longDate(issued)}`, R - 200, y + 18, {size: 9})
  s.text("Pour l'assureur, l'agent général", R - 200, y + 31, {color: GREY, size: 8})
  s.path(signaturePath(rng, 100), R - 190, y + 38, {lineWidth: 1, stroke: hex('#1b2a6b')})

  s.paragraph(
    `${INSURER} - Société anonyme au capital de 214 799 030 € - ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} R.C.S. Nanterre - Entreprise régie par le Code des assurances - Siège social : 313 Terrasses de l'Arche, 92727 Nanterre Cedex - Opérations d'assurances exonérées de TVA (art. 261-C CGI).`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: INSURER, numero_police: policyText, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/multirisque-tableaux',
    notes: ['labels in table header rows, values in the row under', 'period as a two-cell "Du | Au" table', 'contract inception date as a decoy in the first table', 'policy number grouped "1234 567 890"'],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
