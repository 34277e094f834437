/**
 * HELD-OUT attestation_fiscale/espace-professionnel: the tax compliance certificate ("attestation
 * de régularité fiscale") a company downloads from the "Attestations" menu of its impots.gouv.fr
 * professional space: the State block (tricolour, "RÉPUBLIQUE FRANÇAISE", motto) with "DIRECTION
 * GÉNÉRALE DES FINANCES PUBLIQUES" UNDER it top left; the 2D-Doc seal alone in the top right
 * corner with "2D-Doc" and the verification number under it; the managing tax office (SIE)
 * block; the title inside a double-ruled frame; "Attestation n° 2026-0305-..." and "Date de
 * délivrance : 05/03/2026" on one line under it (label : value, dd/mm/yyyy); the company as a
 * FRAMED GRID whose header row spans both columns ("IDENTIFICATION DE L'ENTREPRISE") and whose
 * rows are label | value cells ("Raison sociale" WITHOUT the legal form, "Forme juridique",
 * "Identifiant SIREN" UNSPACED 812345676, "SIRET du siège", "N° de TVA intracommunautaire"
 * UNSPACED FR32812345676, "Adresse du siège" on two or three lines, "Régime d'imposition"); the
 * certifying sentence "au vu des informations dont il dispose au 28/02/2026" (a decoy); a ruled
 * table of taxes with "Déclarations | Paiements" columns ticked; the validity ("valable six mois,
 * soit jusqu'au 05/09/2026": a decoy); the signature title; the verification paragraph and the
 * DGFiP footer.
 */
import {tvaOf} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, landline, lastDayOf, newDocument, pick, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

const FORMS: Record<string, string> = {EURL: 'EURL', SA: 'SA', SARL: 'SARL', SAS: 'SAS', SASU: 'SASU'}

export async function fiscaleEspaceProfessionnel(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 1, 60))
  const checked = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const validUntil = addMonths(issued, 6)
  const tva = tvaOf(company.siren)
  const city = company.address.city
  const sie = `SIE DE ${upper(city)}${['Paris', 'Lyon', 'Marseille'].includes(city) ? ` ${pick(rng, ['3E', '8E', '11E', 'NORD', 'SUD'])}` : ''}`
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(city)}`]
  const number = `${issued.slice(0, 4)}-${issued.slice(5, 7)}${issued.slice(8, 10)}-${randomDigits(rng, 2)}${randomLetters(rng, 1)}${randomDigits(rng, 3)}${randomLetters(rng, 2)}`
  const verification = `${randomLetters(rng, 4)}-${randomDigits(rng, 4)}-${randomLetters(rng, 4)}-${randomDigits(rng, 4)}`
  const regime = company.legalForm === 'EURL' && rng() < 0.5 ? "Impôt sur le revenu (BIC) - Régime réel simplifié" : pick(rng, ['Impôt sur les sociétés - Régime réel simplifié', 'Impôt sur les sociétés - Régime réel normal'])

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace professionnel', date: issued, producer: 'DGFiP - Editique ATTREG', title: 'Attestation de régularité fiscale'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // State block with the directorate under it.
  s.box(L, 36, 10, 14, {fill: BLUE})
  s.box(L + 10, 36, 10, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 36, 10, 14, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 61, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 81, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L, 112, {font: H.bold, leading: 9, size: 7.5})

  // 2D-Doc in the corner.
  seal(s, R - 64, 32, 20, 3.2, rng)
  s.text('2D-Doc', R - 32, 106, {align: 'center', color: GREY, size: 6.5})
  s.text(verification, R, 116, {align: 'right', color: GREY, size: 6.5})

  // Tax office.
  s.lines([sie, `${randomInt(rng, 2, 90)} ${pick(rng, ['rue de la Monnaie', 'avenue du Trésor', 'boulevard des Finances', 'place de la Préfecture'])}`, `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(city)} CEDEX`, `Tél. ${landline(company.address.postcode, rng)}`], 220, 44, {color: hex('#333333'), leading: 10, size: 7.8})

  // Title.
  s.box(L, 140, R - L, 40, {lineWidth: 1.2, stroke: BLUE})
  s.box(L + 3, 143, R - L - 6, 34, {lineWidth: 0.4, stroke: BLUE})
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', s.width / 2, 165, {align: 'center', color: BLUE, font: H.bold, size: 14})
  s.text(`Attestation n° ${number}`, L, 198, {size: 8.5})
  s.text(`Date de délivrance : ${slashDate(issued)}`, R, 198, {align: 'right', font: H.bold, size: 8.5})

  // Identification grid.
  const tab = L + 170
  let y = 212
  const ruleColor = hex('#8d8dc0')
  s.box(L, y, R - L, 18, {fill: hex('#e8e8f8')})
  s.text("IDENTIFICATION DE L'ENTREPRISE", s.width / 2, y + 12.5, {align: 'center', color: BLUE, font: H.bold, size: 8.5})
  const gridTop = y
  y += 18
  s.hline(L, R, y, {color: ruleColor, width: 0.5})
  const rows: [string, string[]][] = [
    ['Raison sociale', [company.name]],
    ['Forme juridique', [FORMS[company.legalForm] ?? company.legalForm]],
    ['Identifiant SIREN', [company.siren]],
    ['SIRET du siège', [company.siret]],
    ['N° de TVA intracommunautaire', [tva]],
    ['Adresse du siège', seat],
    ["Régime d'imposition", [regime]],
  ]
  for (const [lab, values] of rows) {
    const h = values.length * 11.5 + 7
    s.text(lab, L + 7, y + 12.5, {size: 8.5})
    values.forEach((v, k) => s.text(v, tab + 7, y + 12.5 + k * 11.5, {font: lab === 'Raison sociale' ? H.bold : H.regular, size: 9}))
    y += h
    s.hline(L, R, y, {color: ruleColor, width: 0.4})
  }

  s.box(L, gridTop, R - L, y - gridTop, {lineWidth: 0.8, stroke: ruleColor})
  s.vline(tab, gridTop + 18, y, {color: ruleColor, width: 0.4})

  // Statement.
  y = s.paragraph(
    `Le comptable des finances publiques soussigné certifie qu'au vu des informations dont il dispose au ${slashDate(checked)}, l'entreprise désignée ci-dessus a souscrit l'ensemble des déclarations fiscales qui lui incombent et a acquitté les impôts, taxes et pénalités exigibles à cette date, ou a constitué des garanties jugées suffisantes, au titre des impôts suivants :`,
    L,
    y + 22,
    R - L,
    {font: T.regular, leading: 12.5, size: 10.5},
  )
  const taxes = [regime.startsWith('Impôt sur le revenu') ? 'Impôt sur le revenu (bénéfices industriels et commerciaux)' : 'Impôt sur les sociétés', 'Taxe sur la valeur ajoutée', 'Cotisation foncière des entreprises', 'Cotisation sur la valeur ajoutée des entreprises']
  const tick = (x: number, ty: number) => s.path('M 0 4 L 3 7.5 L 9 0', x, ty - 7, {lineWidth: 1.3, stroke: hex('#18753c')})
  y = s.table({
    columns: [{width: 295}, {align: 'center', width: 100}, {align: 'center', width: 100}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Déclarations', 'Paiements']],
    headerFill: hex('#f2f2f2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: taxes.map((t) => [t, '', '']),
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 4,
  })
  taxes.forEach((_, k) => {
    const ty = y - (taxes.length - k) * 15 + 11
    tick(L + 295 + 45, ty)
    tick(L + 395 + 45, ty)
  })

  y = s.paragraph(
    `La présente attestation est valable six mois à compter de sa date de délivrance, soit jusqu'au ${slashDate(validUntil)}. Elle ne préjuge pas de l'exactitude des déclarations souscrites ni des contrôles ultérieurs.`,
    L,
    y + 22,
    R - L,
    {font: T.regular, leading: 12.5, size: 10},
  )

  s.text('Pour le comptable public,', 340, y + 18, {font: T.italic, size: 10})
  s.text(`le responsable du ${sie}`, 340, y + 31, {font: T.italic, size: 9})
  s.text('Signé électroniquement', 340, y + 46, {color: GREY, size: 7.5})

  s.box(L, 730, R - L, 44, {fill: hex('#f5f5fe')})
  s.paragraph(
    `Vérification : le destinataire peut contrôler l'authenticité de cette attestation en lisant le code 2D-Doc avec l'application « DOC Verif » ou sur impots.gouv.fr, rubrique « Vérifier une attestation de régularité fiscale », avec le numéro d'attestation et le code ${verification}.`,
    L + 8,
    744,
    R - L - 16,
    {color: hex('#333366'), leading: 10, size: 7.8},
  )
  s.text('Direction générale des Finances publiques - 139 rue de Bercy - 75572 Paris Cedex 12 - www.impots.gouv.fr', s.width / 2, 800, {align: 'center', color: GREY, size: 6.8})
  s.text('Page 1/1', R, 815, {align: 'right', color: GREY, size: 6.8})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/espace-professionnel',
    notes: [
      'framed grid with a spanning header row; SIREN, SIRET and VAT number unspaced',
      'company name without its legal form ("Raison sociale"), the form in its own row',
      'issue date "Date de délivrance : dd/mm/yyyy" right of the attestation number',
      'decoys: "au vu des informations ... au <date>", "valable ... jusqu\'au <date>"',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
