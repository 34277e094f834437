/**
 * HELD-OUT attestation_fiscale/3666-formulaire: the tax compliance certificate as the printed
 * form n° 3666-SD filled in by the service des impôts des entreprises: the State block and
 * "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" top left, "N° 3666-SD" and the form's edition top
 * right, the title and its legal references, a framed "DÉSIGNATION DU DEMANDEUR" whose lines are
 * pre-printed labels followed by dotted fill lines ("Nom, prénom ou dénomination :", "Adresse ou
 * siège social :" with a second fill line, "Numéro SIREN :" and "N° de TVA intracommunautaire :"
 * on one line), the values typed over the dots in a typewriter face; the certifying sentence with
 * the "à la date du <long date>" (a decoy), ticked boxes for the taxes, then a framed "CADRE
 * RÉSERVÉ À L'ADMINISTRATION": "Service des impôts des entreprises :" filled, the pre-printed "A
 * ........ , le ........" with the town and the date (dd/mm/yyyy) typed on the dots, "Le comptable
 * des finances publiques", stamp and signature; the validity mention at the bottom.
 */
import {
  addDays,
  addMonths,
  BLACK,
  type Facts,
  type GeneratedDocument,
  GREY,
  groupedSiren,
  hex,
  lastDayOf,
  longDate,
  newDocument,
  pick,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  upper,
  dottedRule,
} from '../util.js'
import {tvaOf} from '../../../server/src/corpus/facts.js'

export async function fiscale3666(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 70))
  const checked = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const tva = tvaOf(company.siren)
  const tvaPrinted = `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${groupedSiren(tva.slice(4))}`
  const city = company.address.city
  const sie = `SIE DE ${upper(city)}${city === 'Paris' || city === 'Lyon' || city === 'Marseille' ? ` ${pick(rng, ['3E', '8E', '11E'])}` : pick(rng, ['', ' NORD', ' SUD'])}`
  const denomination = `${company.name} ${company.legalForm}`

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - MEDOC', date: issued, producer: 'DGFiP Editique', title: '3666-SD'})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const typed = {font: C.bold, size: 10}
  const blue = hex('#000091')
  const red = hex('#e1000f')

  // State block and form number.
  s.box(L, 34, 8, 15, {fill: blue})
  s.box(L + 8, 34, 8, 15, {fill: hex('#ffffff'), lineWidth: 0.3, stroke: GREY})
  s.box(L + 16, 34, 8, 15, {fill: red})
  s.text('RÉPUBLIQUE FRANÇAISE', L + 30, 41, {font: H.bold, size: 7.5})
  s.text('Liberté - Égalité - Fraternité', L + 30, 50, {font: H.italic, size: 6.5})
  s.text('DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', L, 72, {font: H.bold, size: 8.5})
  s.text('N° 3666-SD', R, 42, {align: 'right', font: H.bold, size: 11})
  s.text('(01-2024)', R, 54, {align: 'right', size: 7.5})

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', s.width / 2, 116, {align: 'center', font: H.bold, size: 15})
  s.text('(articles L. 2141-2 et R. 2143-7 du code de la commande publique - article D. 8222-5 du code du travail)', s.width / 2, 130, {align: 'center', color: GREY, size: 7.5})

  // The applicant: labels, dotted fill lines, typed values.
  const fill = (label: string, value: string, x: number, y: number, end: number) => {
    const w = s.text(label, x, y, {size: 9})
    dottedRule(s, x + w + 4, end, y)
    if (value) s.text(value, x + w + 10, y, typed)
  }

  let y = 156
  s.box(L, y, R - L, 112, {lineWidth: 0.8, stroke: BLACK})
  s.box(L, y, R - L, 15, {fill: hex('#e6e6e6')})
  s.text('DÉSIGNATION DU DEMANDEUR', L + 6, y + 11, {font: H.bold, size: 8.5})
  y += 36
  fill('Nom, prénom ou dénomination :', denomination, L + 8, y, R - 8)
  y += 20
  const street = company.address.lines.join(', ')
  fill('Adresse ou siège social :', street, L + 8, y, R - 8)
  y += 20
  dottedRule(s, L + 8, R - 8, y)
  s.text(`${company.address.postcode} ${upper(company.address.city)}`, L + 118, y, typed)
  y += 22
  fill('Numéro SIREN :', groupedSiren(company.siren), L + 8, y, L + 220)
  fill('N° de TVA intracommunautaire :', tvaPrinted, L + 232, y, R - 8)

  // Statement and taxes.
  y = s.paragraph(
    `Le comptable des finances publiques soussigné certifie que le demandeur désigné ci-dessus a souscrit, à la date du ${longDate(checked)}, l'ensemble des déclarations fiscales qui lui incombent et a acquitté les impôts et taxes exigibles, ou a constitué des garanties jugées suffisantes par le comptable, au regard des impôts suivants :`,
    L,
    296,
    R - L,
    {leading: 13, size: 9.5},
  )
  const taxes: [string, boolean][] = [
    ['Impôt sur les sociétés', company.legalForm !== 'EURL'],
    ['Taxe sur la valeur ajoutée', true],
    ['Impôt sur le revenu (BIC, BNC, BA)', company.legalForm === 'EURL'],
    ['Cotisation foncière des entreprises', true],
  ]
  taxes.forEach(([label, ticked], i) => {
    const x = L + 14 + (i % 2) * 250
    const ty = y + 8 + Math.floor(i / 2) * 18
    s.box(x, ty - 8, 9, 9, {lineWidth: 0.7, stroke: BLACK})
    if (ticked) s.text('X', x + 1.6, ty, {font: C.bold, size: 9})
    s.text(label, x + 16, ty, {size: 9})
  })

  // The administration's frame.
  y += 62
  s.box(L, y, R - L, 150, {lineWidth: 0.8, stroke: BLACK})
  s.box(L, y, R - L, 15, {fill: hex('#e6e6e6')})
  s.text("CADRE RÉSERVÉ À L'ADMINISTRATION", L + 6, y + 11, {font: H.bold, size: 8.5})
  fill('Service des impôts des entreprises :', sie, L + 8, y + 38, R - 8)
  const ay = y + 62
  s.text('A', L + 8, ay, {size: 9})
  dottedRule(s, L + 18, L + 160, ay)
  s.text(city, L + 30, ay, typed)
  s.text(', le', L + 162, ay, {size: 9})
  dottedRule(s, L + 180, L + 300, ay)
  s.text(slashDate(issued), L + 192, ay, typed)
  s.text('Le comptable des finances publiques,', L + 8, ay + 22, {size: 9})
  s.text('(cachet du service et signature)', L + 8, ay + 33, {color: GREY, size: 7.5})
  s.path(signaturePath(rng, 110), L + 30, ay + 44, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.circle(R - 80, ay + 30, 34, {lineWidth: 1.2, stroke: hex('#3a3a8c')})
  s.text('DGFIP', R - 80, ay + 22, {align: 'center', color: hex('#3a3a8c'), font: H.bold, size: 8})
  s.text(sie, R - 80, ay + 33, {align: 'center', color: hex('#3a3a8c'), size: 5.5})
  s.text('LE COMPTABLE', R - 80, ay + 43, {align: 'center', color: hex('#3a3a8c'), size: 5.5})

  s.paragraph(
    "La présente attestation est valable six mois à compter de sa date de délivrance. Elle ne préjuge pas de la régularité de la situation du demandeur au regard des impositions qui ne sont pas encore exigibles ni des contrôles dont il pourrait faire l'objet.",
    L,
    y + 178,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )
  s.text('3666-SD', L, 815, {color: GREY, size: 6.5})

  return {
    fields: {date_emission: issued, denomination, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/3666-formulaire',
    notes: ['pre-printed labels with dotted fill lines, typed values', '"A <town> , le <date>" on the dots', 'decoy "à la date du <long date>"'],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
