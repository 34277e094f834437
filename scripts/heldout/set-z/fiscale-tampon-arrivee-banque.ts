/**
 * HELD-OUT attestation_fiscale/envoi-postal-tampon-arrivee-banque: the tax compliance certificate
 * downloaded from the professional space, PRINTED BY THE COMPANY AND POSTED to its bank branch with
 * the other papers of a loan application, then STAMPED ON ARRIVAL by the branch's mail desk and
 * scanned into the file: the State block and "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES" at the top
 * left, the 2D seal at the top right; in the blank band between them the branch's RECTANGULAR
 * INCOMING-MAIL STAMP in red ink, slightly turned ("BANQUE ... / CENTRE D'AFFAIRES ENTREPRISES
 * <TOWN> / COURRIER REÇU LE / 18 MARS 2029", the date in a rubber date-stamp's capitals: a decoy
 * date) with the mail clerk's handwritten initials and file number after "Visa :" (decoys); the
 * title; a ruled strip of the certificate's references with the VALUES IN A ROW UNDER THEIR COLUMN
 * TITLES ("N° de l'attestation" (a decoy), "Date de délivrance" (the truth, with slashes), "Service
 * émetteur"); the company as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Dénomination" the name
 * alone, "Forme juridique", "SIREN" grouped, "N° de TVA intracommunautaire" spaced "FR 32
 * 812345676"), the seat on one line after its label; the statement with the situation date in words
 * (a decoy), the table of taxes with their regimes; the validity and the SIE's address (a decoy) at
 * the foot.
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {addDays, type Facts, type GeneratedDocument, groupedSiren, hex, longDate, MONTHS_FR, newDocument, randomDigits, randomInt, randomLetters, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

/** The branches that received the letter (invented banks of the generator's families). */
const BRANCHES = ['BANQUE LYONNAISE DE COMMERCE', 'CAISSE AGRICOLE DU VAL DE LOIRE', "CRÉDIT MUTUALISTE DE L'ARMORIQUE", 'CRÉDIT NATIONAL INDUSTRIEL']

const OFFICES = ['2 rue de la Cité administrative', '15 boulevard des Finances publiques', '7 place de la Trésorerie', '31 rue du Contrôle']

const REGIMES: [string, string, string][] = [
  ['Impôt sur les sociétés', 'Réel simplifié', 'À jour'],
  ['Taxe sur la valeur ajoutée', 'Réel normal - mensuel', 'À jour'],
  ['Cotisation foncière des entreprises', '-', 'À jour'],
  ['Cotisation sur la valeur ajoutée des entreprises', '-', 'Non redevable'],
  ['Taxe sur les salaires', '-', 'Non redevable'],
]

/** "FR 32 812345676", as many certificates space the VAT number. */
const spacedVat = (tva: string) => `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${tva.slice(4)}`

/** A rubber stamp's date: "18 MARS 2029". */
const stampDate = (iso: string) => `${Number(iso.slice(8, 10))} ${upper(MONTHS_FR[Number(iso.slice(5, 7)) - 1])} ${iso.slice(0, 4)}`

export async function fiscaleTamponArriveeBanque(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.branch === 'number' ? params.branch % BRANCHES.length : 0
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 9, 40))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const received = addDays(issued, randomInt(rng, 3, 9))
  const number = `${issued.slice(0, 4)}${company.address.postcode.slice(0, 2)}${randomDigits(rng, 9)}`
  const city = company.address.city
  const office = `${OFFICES[k]} - ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(city)} CEDEX`
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#1c1c22')
  const soft = hex('#5d6070')
  const rule = hex('#b9bccb')
  const pale = hex('#eef0f8')
  const stampInk = hex('#c0262d')
  const hand = hex('#1f3b8f')

  const {doc, fonts} = await newDocument({author: '', creator: 'HP Digital Sending', date: received, producer: 'HP Scan', title: `COURRIER_${received.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The State block and the seal.
  s.box(L, 34, 8, 11, {fill: blue})
  s.box(L + 8, 34, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 16, 34, 8, 11, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 56, {font: H.bold, leading: 9, size: 7.8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 76, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 74, 40, {color: blue, font: H.bold, leading: 9, size: 7.4})
  seal(s, R - 50, 30, 25, 2, rng)
  s.text('impots.gouv.fr', R - 25, 90, {align: 'center', color: soft, size: 7})

  // The branch's incoming-mail stamp, a little turned, in the blank band at the top.
  const angle = [3.5, -2.5, 4.5, -3.5][k]
  const sw = 178
  const sh = 78
  const sx = [262, 250, 270, 256][k]
  const sy = [42, 48, 40, 46][k]
  const r = (angle * Math.PI) / 180
  const at = (u: number, v: number) => ({x: sx + u * Math.cos(r) + v * Math.sin(r), y: sy - u * Math.sin(r) + v * Math.cos(r)})
  const corner = at(0, 0)
  s.page.drawSvgPath(`M 0 0 H ${sw} V ${sh} H 0 Z`, {borderColor: stampInk, borderOpacity: 0.85, borderWidth: 1.3, rotate: degrees(angle), x: corner.x, y: s.height - corner.y})
  const stampLine = (text: string, v: number, font: PDFFont, size: number, color: RGB = stampInk) => {
    const fitted = Math.min(size, (sw - 14) / font.widthOfTextAtSize(text, 1))
    const p = at((sw - font.widthOfTextAtSize(text, fitted)) / 2, v)
    s.page.drawText(text, {color, font, opacity: 0.88, rotate: degrees(angle), size: fitted, x: p.x, y: s.height - p.y})
  }

  stampLine(BRANCHES[k], 13, H.bold, 8)
  stampLine(`CENTRE D'AFFAIRES ENTREPRISES ${upper(city)}`, 24, H.regular, 6.6)
  stampLine('COURRIER REÇU LE', 36, H.bold, 7)
  stampLine(stampDate(received), 52, fonts.courier.bold, 13)
  const visa = at(12, 69)
  s.page.drawText('Visa :', {color: stampInk, font: H.bold, opacity: 0.88, rotate: degrees(angle), size: 6.6, x: visa.x, y: s.height - visa.y})
  const initials = at(42, 70)
  s.page.drawText(`${randomLetters(rng, 2)}  dos. ${randomDigits(rng, 5)}`, {color: hand, font: fonts.times.italic, rotate: degrees(angle + 2), size: 10.5, x: initials.x, y: s.height - initials.y})

  // The title and the references.
  let y = 162
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', L + W / 2, y, {align: 'center', color: blue, font: H.bold, size: 15})
  s.text('Articles L. 2141-2, R. 2143-7 et R. 2143-8 du code de la commande publique - article D. 8222-5 du code du travail', L + W / 2, y + 13, {align: 'center', color: soft, size: 7})
  y += 30
  y = s.table({
    columns: [{width: W * 0.3}, {width: W * 0.25}, {width: W * 0.45}],
    font: H.bold,
    frame: true,
    header: [["N° de l'attestation", 'Date de délivrance', 'Service émetteur']],
    headerFill: pale,
    headerFont: H.regular,
    headerSize: 7.4,
    rowHeight: 19,
    rows: [[number, slashDate(issued), `SIE de ${city}`]],
    ruleColor: rule,
    size: 9.2,
    verticalRules: true,
    x: L,
    y,
  })

  y = s.paragraph(
    `Le comptable public responsable du service des impôts des entreprises de ${city} certifie, au vu des informations dont il dispose, que l'entreprise identifiée ci-dessous :`,
    L,
    y + 22,
    W,
    {color: ink, leading: 11.5, size: 9},
  )

  // The company: values in a row under their titles.
  y = s.table({
    columns: [{width: W * 0.31}, {width: W * 0.15}, {width: W * 0.21}, {width: W * 0.33}],
    font: H.bold,
    frame: true,
    header: [['Dénomination', 'Forme juridique', 'SIREN', 'N° de TVA intracommunautaire']],
    headerFill: pale,
    headerFont: H.regular,
    headerSize: 7.4,
    rowHeight: 20,
    rows: [[{size: Math.min(9.2, (W * 0.31 - 8) / H.bold.widthOfTextAtSize(company.name, 1)), text: company.name}, company.legalForm, groupedSiren(company.siren), spacedVat(company.tva)]],
    ruleColor: rule,
    size: 9.2,
    verticalRules: true,
    x: L,
    y: y + 2,
  })
  s.text('Adresse du siège', L, y + 16, {color: soft, size: 7.6})
  s.text([...company.address.lines, `${company.address.postcode} ${upper(city)}`].join(', '), L + 90, y + 16, {color: ink, size: 8.6})

  y = s.paragraph(
    `a souscrit, au ${longDate(situation)}, l'ensemble des déclarations fiscales qui lui incombaient et s'est acquittée des impôts, taxes et versements exigibles à cette date, ou a constitué des garanties jugées suffisantes par le comptable, au titre des impôts et taxes suivants :`,
    L,
    y + 40,
    W,
    {color: ink, leading: 11.5, size: 9},
  )
  y = s.table({
    columns: [{width: W * 0.5}, {width: W * 0.28}, {width: W * 0.22}],
    font: H.regular,
    frame: true,
    header: [['Impôt ou taxe', 'Régime', 'Situation']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 15,
    rowRules: true,
    rows: REGIMES.map(([tax, regime, state]) => [tax, regime, {font: H.bold, text: state}]),
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 4,
  })

  y = s.paragraph(
    "La présente attestation est valable six mois à compter de sa date de délivrance. Elle ne préjuge pas de l'exactitude des déclarations souscrites ni des impositions susceptibles d'être établies à l'issue d'un contrôle. Son authenticité peut être vérifiée sur impots.gouv.fr, rubrique « Vérifier une attestation », avec le numéro de l'attestation et le SIREN de l'entreprise.",
    L,
    y + 22,
    W,
    {color: soft, leading: 10.5, size: 8},
  )
  s.text('Le comptable des finances publiques', R - 150, y + 22, {align: 'center', color: ink, size: 8.6})
  s.text('Document signé électroniquement', R - 150, y + 34, {align: 'center', color: soft, font: H.italic, size: 7.6})

  s.hline(L, R, 790, {color: rule})
  s.text(`Service des impôts des entreprises de ${city} - ${office}`, L, 803, {color: soft, size: 7})
  s.text(`Attestation n° ${number} - page 1/1`, R, 815, {align: 'right', color: soft, size: 7})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/envoi-postal-tampon-arrivee-banque',
    notes: [
      "the tax compliance certificate printed by the company, posted to its bank branch and stamped on arrival by the branch's mail desk before it was scanned",
      'the references and the company as values in a row under their column titles ("Date de délivrance" with slashes, "Dénomination" the name alone, the SIREN grouped, the VAT number spaced "FR 32 812345676")',
      "decoys: the red incoming-mail stamp's date in capitals (\"18 MARS 2029\") and the branch's name, the clerk's initials and file number, the certificate's number, the situation date in words, the SIE's address",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
