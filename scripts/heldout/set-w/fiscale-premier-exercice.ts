/**
 * HELD-OUT attestation_fiscale/premier-exercice-en-cours: the tax compliance certificate of a
 * company CREATED ABOUT A YEAR AGO whose FIRST (LONG) FINANCIAL YEAR IS STILL OPEN: no corporate tax
 * return is due yet, the business property tax is waived for the year of creation, only the VAT
 * instalments of the simplified scheme have fallen due. The SIE's block at the top left with its
 * address (a decoy address); a framed box at the top right with the certificate's number (a decoy)
 * beside a 2D-Doc-like seal; the title centred; sections under TINTED BANDS whose rows have the
 * LABEL AT THE LEFT AND THE VALUE FAR TO THE RIGHT (no colon, no leader): "Dénomination" (the name
 * alone), the legal form, "SIREN" IN ONE BLOCK of nine digits, the VAT number GROUPED WITH A SPACE
 * AFTER THE COUNTRY AND THE KEY ("FR 32 812 345 676"), the seat on one line, the START OF ACTIVITY
 * and the FIRST FINANCIAL YEAR "du ... au ..." (decoys); the certifying sentence with the situation
 * date (a decoy); a table of the taxes with their status ("Sans objet : premier exercice en cours",
 * "Exonération de l'année de création", the last VAT payment's date: a decoy); a last section
 * "DÉLIVRANCE" with "Date de délivrance" IN WORDS ("12 mars 2028": the truth) and "Valable
 * jusqu'au" six months later (a decoy).
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, lastDayOf, longDate, newDocument, randomDigits, randomInt, seal, saveDocument, Sheet, slashDate, upper, WHITE, wrap} from '../util.js'

const STREETS = ['2 rue du Général Leclerc', '14 boulevard de Strasbourg', '1 place de la Préfecture', '33 rue de la Cité administrative']

export async function fiscalePremierExercice(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 25))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const valid = addDays(addMonths(issued, 6), -1)
  const firstClose = `${Number(company.registeredOn.slice(0, 4)) + 1}-12-31`
  const lastVat = addDays(lastDayOf(addMonths(issued, -randomInt(rng, 1, 3)).slice(0, 7)), -randomInt(rng, 0, 10))
  const number = `ARF-${issued.slice(0, 4)}-${randomDigits(rng, 8)}`
  const tva = company.tva
  const tvaPrinted = `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${tva.slice(4, 7)} ${tva.slice(7, 10)} ${tva.slice(10)}`
  const city = company.address.city
  const office = `${STREETS[randomInt(rng, 0, STREETS.length - 1)]}, ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(city)} CEDEX`
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#1e1e1e')
  const soft = hex('#5a5e6b')
  const band = hex('#e8edf7')
  const rule = hex('#c2c8d6')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - espace professionnel', date: issued, producer: 'DGFiP', title: `Attestation de régularité fiscale ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const W = R - L
  const VX = 262

  s.box(L, 32, 8, 11, {fill: blue})
  s.box(L + 8, 32, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 16, 32, 8, 11, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 55, {font: H.bold, leading: 9, size: 8})
  s.lines(['DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', `Service des impôts des entreprises de ${city}`, office], L, 84, {color: soft, leading: 10, size: 7.6})

  s.box(360, 30, R - 360, 62, {lineWidth: 0.7, stroke: blue})
  s.text("N° d'attestation", 370, 46, {color: soft, size: 7})
  s.text(number, 370, 58, {color: ink, font: H.bold, size: 8.6})
  s.text('Document authentifié', 370, 78, {color: soft, size: 6.8})
  seal(s, R - 54, 38, 23, 2, rng)

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', L + W / 2, 140, {align: 'center', color: blue, font: H.bold, size: 15})
  s.text("Articles L. 2141-2 et R. 2143-7 du code de la commande publique - article D. 8222-5 du code du travail", L + W / 2, 154, {align: 'center', color: soft, size: 7.4})

  let y = 178
  const section = (title: string) => {
    s.box(L, y, W, 18, {fill: band})
    s.text(title, L + 8, y + 12.5, {color: blue, font: H.bold, size: 8.6})
    y += 32
  }

  const row = (label: string, value: string, bold = false) => {
    const lines = wrap(value, R - VX, bold ? H.bold : H.regular, 9.2)
    s.text(label, L + 8, y, {color: soft, size: 8.6})
    s.lines(lines, VX, y, {color: ink, font: bold ? H.bold : H.regular, leading: 11.5, size: 9.2})
    y += 11.5 * lines.length + 7
  }

  section('ENTREPRISE')
  row('Dénomination', company.name, true)
  row('Forme juridique', company.legalForm)
  row('SIREN', company.siren, true)
  row('Numéro de TVA intracommunautaire', tvaPrinted, true)
  row('Adresse du siège', [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', '))
  row("Date de début d'activité", slashDate(company.registeredOn))
  row("Régime d'imposition", 'Impôt sur les sociétés - régime réel simplifié ; TVA - régime réel simplifié (CA12)')
  row('Premier exercice social', `du ${slashDate(company.registeredOn)} au ${slashDate(firstClose)}`)

  y += 6
  section('SITUATION FISCALE')
  y = s.paragraph(
    `Au regard des obligations déclaratives et de paiement échues au ${slashDate(situation)}, l'entreprise désignée ci-dessus est en situation régulière. Elle a souscrit les déclarations et acquitté les impôts, taxes et versements exigibles à cette date, ou constitué des garanties jugées suffisantes par le comptable.`,
    L + 8,
    y + 2,
    W - 16,
    {color: ink, leading: 12, size: 9},
  )
  y = s.table({
    columns: [{width: 150}, {width: 230}, {width: W - 380}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Obligations échues', 'Situation']],
    headerColor: WHITE,
    headerFill: blue,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['TVA (régime simplifié)', `Acomptes semestriels - dernier paiement le ${slashDate(lastVat)}`, 'À jour'],
      ['Impôt sur les sociétés', 'Aucune : premier exercice en cours', 'Sans objet'],
      ['Cotisation foncière des entreprises', "Exonération de l'année de création", 'Sans objet'],
      ['CVAE', "Non assujettie (chiffre d'affaires < 500 000 €)", 'Sans objet'],
      ['Taxe sur les salaires', 'Non redevable (assujettie à la TVA)', 'Sans objet'],
    ],
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y += 28
  section('DÉLIVRANCE')
  row('Date de délivrance', longDate(issued), true)
  row("Valable jusqu'au", slashDate(valid))
  row('Délivrée par', `Service des impôts des entreprises de ${city}`)

  y += 10
  s.paragraph(
    "La présente attestation ne préjuge pas de l'exactitude des déclarations souscrites ni des impositions qui pourraient être établies à la suite d'un contrôle. L'authenticité du document peut être vérifiée en flashant le cachet électronique visible ou sur impots.gouv.fr, rubrique « Vérifier une attestation », avec le numéro d'attestation.",
    L,
    y,
    W,
    {color: soft, leading: 10, size: 7.6},
  )
  s.hline(L, R, 800, {color: rule})
  s.text(`${number} - SIREN ${company.siren} - page 1/1`, L + W / 2, 814, {align: 'center', color: soft, size: 7})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/premier-exercice-en-cours',
    notes: [
      'the tax compliance certificate of a company about a year old whose first, long financial year is still open (no corporate tax due yet, no CFE the first year)',
      'rows with the label at the left and the value far to the right, no colon; the SIREN in one block, the VAT number grouped "FR 32 812 345 676"; "Date de délivrance" in words in a last section',
      "decoys: the SIE's address, the certificate's number, the start of activity, the first financial year's dates, the situation date, the last VAT payment, the validity date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
