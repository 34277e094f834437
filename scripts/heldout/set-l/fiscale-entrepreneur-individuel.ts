/**
 * HELD-OUT attestation_fiscale/entrepreneur-individuel: the tax compliance certificate
 * ("attestation de régularité fiscale") an INDIVIDUAL ENTREPRENEUR (entreprise individuelle, a
 * sole trader or a self-employed professional: no company, the profits taxed as the person's
 * income, BNC or BIC) downloads from the impots.gouv.fr professional space: the State block with
 * "FINANCES PUBLIQUES" under it top left, the managing tax office (SIE) block top right; the
 * title with its legal basis; "Délivrée le : 05/03/2026" and the certificate number on one line;
 * the entrepreneur in a framed block of "label : value" rows: "Nom, prénom" (SURNAME and first
 * given name in capitals, "DUBOIS CLAIRE": the denomination), "Nom commercial" (the trade name: a
 * decoy), "Forme" ("Entrepreneur individuel"), "SIREN" grouped "812 345 678", "N° de TVA
 * intracommunautaire" grouped "FR 32 812 345 678", "Adresse professionnelle", the tax regime
 * (micro-enterprise or simplified real regime); the certifying sentence with the situation date
 * (the last day of the previous month: a decoy); a table of the taxes (income tax on the profits,
 * VAT, business property tax) with "À jour"; the six-month validity (a decoy date); the
 * accountant's title, the 2D-Doc seal and its reference, the footer.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, lastDayOf, newDocument, pick, randomDigits, randomInt, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

export async function fiscaleEntrepreneurIndividuel(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = facts.person
  const profits = params.profits === 'BIC' ? 'BIC' : 'BNC'
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 60))
  const [y0, m0] = issued.split('-').map(Number)
  const situation = lastDayOf(m0 === 1 ? `${y0 - 1}-12` : `${y0}-${String(m0 - 1).padStart(2, '0')}`)
  const validUntil = addMonths(issued, 6)
  const denomination = `${upper(person.usageName ?? person.surname)} ${upper(person.givenNames[0])}`
  const tva = company.tva
  const tvaPrinted = `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${groupedSiren(tva.slice(4))}`
  const micro = profits === 'BNC' || rng() < 0.5
  const regime = micro ? `Micro-entreprise (${profits === 'BNC' ? 'régime déclaratif spécial BNC' : 'micro-BIC'}) - TVA : régime réel simplifié` : `Bénéfice réel simplifié (${profits}) - TVA : régime réel simplifié`
  const number = `${issued.slice(0, 4)}-${issued.slice(5, 7)}${issued.slice(8, 10)}-${randomDigits(rng, 7)}`
  const city = company.address.city
  const office = `SIE de ${city}`
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#1e1e1e')
  const line = hex('#c9c9d6')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'Espace professionnel - Attestations', date: issued, producer: 'DGFiP', title: 'Attestation de régularité fiscale'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 548

  // State block.
  s.box(L, 36, 11, 14, {fill: blue})
  s.box(L + 11, 36, 11, 14, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 22, 36, 11, 14, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 61, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 81, {font: H.italic, leading: 7, size: 6})
  s.text('FINANCES PUBLIQUES', L, 114, {font: H.bold, size: 9})

  // Tax office.
  s.lines([`SERVICE DES IMPÔTS DES ENTREPRISES`, upper(city), `${randomInt(rng, 1, 40)} ${pick(rng, ['rue de la Préfecture', 'boulevard Gambetta', 'avenue de la République', 'rue des Carmes'])}`, `${company.address.postcode} ${upper(city)}`, `sie.${city.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-')}@dgfip.finances.gouv.fr`], R, 44, {align: 'right', font: H.regular, leading: 10.5, size: 7.8})

  // Title.
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', (L + R) / 2, 160, {align: 'center', color: blue, font: H.bold, size: 15})
  s.text('(articles L. 2141-2 et R. 2143-7 du code de la commande publique ; article L. 8222-1 du code du travail)', (L + R) / 2, 175, {align: 'center', color: GREY, size: 7.6})
  s.text(`Délivrée le : ${slashDate(issued)}`, L, 204, {font: H.bold, size: 9.4})
  s.text(`N° ${number}`, R, 204, {align: 'right', size: 9})

  // The entrepreneur.
  let y = 222
  const rows: [string, string | string[]][] = [
    ['Nom, prénom', denomination],
    ['Nom commercial', company.name],
    ['Forme', 'Entrepreneur individuel'],
    ['SIREN', groupedSiren(company.siren)],
    ['N° de TVA intracommunautaire', tvaPrinted],
    ['Adresse professionnelle', [...company.address.lines, `${company.address.postcode} ${upper(city)}`]],
    ["Régime d'imposition", regime],
  ]
  const height = 30 + rows.reduce((t, [, v]) => t + (Array.isArray(v) ? v.length : 1) * 13 + 4, 0)
  s.box(L, y, R - L, height, {lineWidth: 0.8, stroke: blue})
  s.box(L, y, R - L, 18, {fill: hex('#e8e8f8')})
  s.text("IDENTIFICATION DE L'ENTREPRENEUR", L + 10, y + 12.5, {color: blue, font: H.bold, size: 8.6})
  y += 34
  for (const [lab, value] of rows) {
    s.text(`${lab} :`, L + 10, y, {color: GREY, size: 8.4})
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, k) => s.text(v, L + 170, y + k * 13, {color: ink, font: lab === 'Nom, prénom' ? H.bold : H.regular, size: 8.8}))
    y += values.length * 13 + 4
  }

  // Certification.
  y += 22
  y = s.paragraph(
    `Le comptable des finances publiques soussigné certifie qu'au ${slashDate(situation)}, l'entrepreneur désigné ci-dessus a souscrit l'ensemble des déclarations fiscales lui incombant et a acquitté les impôts et taxes exigibles à cette date, ou a constitué des garanties jugées suffisantes par le comptable, pour les impôts suivants :`,
    L,
    y,
    R - L,
    {color: ink, leading: 12, size: 9},
  )
  y = s.table({
    columns: [{width: 330}, {align: 'center', width: 85}, {align: 'center', width: R - L - 415}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Déclarations', 'Paiements']],
    headerFill: hex('#e8e8f8'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      [`Impôt sur le revenu - bénéfices ${profits === 'BNC' ? 'non commerciaux (BNC)' : 'industriels et commerciaux (BIC)'}`, 'À jour', 'À jour'],
      ['Taxe sur la valeur ajoutée', 'À jour', 'À jour'],
      ['Cotisation foncière des entreprises', 'Sans objet', 'À jour'],
    ],
    ruleColor: line,
    size: 8.6,
    verticalRules: true,
    x: L,
    y: y + 8,
  })
  y += 18
  y = s.paragraph(`La présente attestation est valable six mois à compter de sa date de délivrance, soit jusqu'au ${slashDate(validUntil)}. Elle ne préjuge pas des contrôles que l'administration pourrait engager ultérieurement.`, L, y, R - L, {color: ink, leading: 12, size: 9})

  // Signature and seal.
  y += 16
  s.lines([`Pour le comptable public du ${office},`, "L'inspecteur des finances publiques"], R - 210, y, {font: H.italic, leading: 11.5, size: 8.8})
  seal(s, L, y - 8, 21, 3.2, rng)
  s.text(`Réf. 2D-Doc : ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`, L, y + 70, {color: GREY, size: 7})

  s.hline(L, R, 790, {color: line, width: 0.6})
  s.paragraph("Vous pouvez vérifier l'authenticité de cette attestation en scannant le code 2D-Doc ou dans la rubrique « Vérifier une attestation » du site impots.gouv.fr. Document établi à partir des informations détenues par la Direction générale des finances publiques à la date indiquée.", L, 802, R - L, {color: GREY, leading: 8.6, size: 6.8})

  return {
    fields: {
      date_emission: issued,
      denomination,
      siren: company.siren,
      tva_intracom: tva,
    },
    layout: 'attestation_fiscale/entrepreneur-individuel',
    notes: [
      "an individual entrepreneur's tax compliance certificate: the person's name as the denomination, the trade name as a decoy",
      'SIREN grouped, VAT number grouped "FR 32 812 345 678"; income tax on BNC or BIC profits among the taxes',
      'situation date (end of the previous month) and validity date as decoys; issue date as "Délivrée le : dd/mm/yyyy"',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
