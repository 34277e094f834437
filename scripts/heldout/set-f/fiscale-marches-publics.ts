/**
 * HELD-OUT attestation_fiscale/marches-publics: the tax compliance certificate a company
 * downloads from its impots.gouv.fr professional space to answer a public tender (the "attestation
 * de régularité fiscale" of the code de la commande publique), in its letter-like form with the
 * managing tax office: the State block top left, the service des impôts des entreprises block
 * top right (name, address, phone, e-mail), the title centred with its legal basis, "N°
 * d'attestation" at the right; the company in a section headed by a navy band with white text
 * ("ENTREPRISE") whose rows are small grey labels at the left and values at a tab ("Dénomination"
 * WITHOUT the legal form, "Forme juridique" on its own row, "SIREN" grouped "812 345 678", "N° de
 * TVA intracommunautaire" grouped "FR 32 812 345 678", "Adresse du siège" on two or three lines);
 * a second band "SITUATION FISCALE" with the certifying sentence ("... au 31 janvier 2026", the
 * last day of the previous month: a decoy), the taxes as a ticked list with "À jour" at the right;
 * "Délivrée le 5 mars 2026" (a date in words) with the accountant's stamp and signature; the
 * verification box (code, 2D-Doc seal) and the validity mention in small print.
 */
import {tvaOf} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, landline, lastDayOf, longDate, newDocument, pick, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, signaturePath, upper, WHITE} from '../util.js'

const NAVY = hex('#000091')

export async function fiscaleMarchesPublics(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 2, 80))
  const checked = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const tva = tvaOf(company.siren)
  const tvaPrinted = `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${groupedSiren(tva.slice(4))}`
  const city = company.address.city
  const sie = `Service des impôts des entreprises de ${city}${['Paris', 'Lyon', 'Marseille'].includes(city) ? ` ${pick(rng, ['3e', '8e', '11e'])}` : ''}`
  const sieStreet = `${randomInt(rng, 2, 60)} ${pick(rng, ['rue de la Banque', 'avenue de la Libération', 'place de la Préfecture', 'rue des Finances', 'boulevard du Palais'])}`
  const sieMail = `sie.${city.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-')}@dgfip.finances.gouv.fr`
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(city)}`]
  const number = `${issued.slice(0, 4)}-${randomDigits(rng, 7)}-${randomLetters(rng, 2)}`
  const code = `${randomLetters(rng, 4)}-${randomDigits(rng, 4)}-${randomLetters(rng, 4)}`
  const taxes = ['Impôt sur les sociétés', 'Taxe sur la valeur ajoutée', 'Cotisation foncière des entreprises', 'Taxe sur les salaires / retenue à la source']

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace professionnel', date: issued, producer: 'DGFiP - Attestations', title: 'Attestation de régularité fiscale'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const labelColor = hex('#7a7a7a')

  // State block.
  s.box(L, 36, 10, 15, {fill: NAVY})
  s.box(L + 10, 36, 10, 15, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 20, 36, 10, 15, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 63, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 84, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE', 'DES FINANCES PUBLIQUES'], L + 80, 44, {font: H.bold, leading: 9, size: 7.5})

  // Tax office.
  s.lines([sie, sieStreet, `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(city)} CEDEX`, `Téléphone : ${landline(company.address.postcode, rng)}`, `Courriel : ${sieMail}`], R, 44, {align: 'right', color: hex('#333333'), leading: 10, size: 7.5})

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', s.width / 2, 140, {align: 'center', color: NAVY, font: H.bold, size: 15})
  s.text('Articles L.2141-2 et R.2143-7 du code de la commande publique', s.width / 2, 155, {align: 'center', color: GREY, size: 8})
  s.text(`N° d'attestation : ${number}`, R, 176, {align: 'right', size: 8})

  const band = (title: string, y: number) => {
    s.box(L, y, R - L, 17, {fill: NAVY})
    s.text(title, L + 8, y + 12, {color: WHITE, font: H.bold, size: 9})
  }

  band('ENTREPRISE', 188)
  let y = 222
  const rows: [string, string[]][] = [
    ['Dénomination', [company.name]],
    ['Forme juridique', [company.legalForm]],
    ['SIREN', [groupedSiren(company.siren)]],
    ['N° de TVA intracommunautaire', [tvaPrinted]],
    ['Adresse du siège', seat],
  ]
  for (const [lab, values] of rows) {
    s.text(lab, L + 8, y, {color: labelColor, size: 8})
    values.forEach((v, k) => s.text(v, L + 170, y + k * 12, {font: lab === 'Dénomination' ? H.bold : H.regular, size: 9.5}))
    y += values.length * 12 + 8
    s.hline(L + 8, R - 8, y - 12, {color: hex('#e3e3e3'), width: 0.4})
  }

  band('SITUATION FISCALE', y + 4)
  y = s.paragraph(
    `Le comptable public soussigné certifie qu'au ${longDate(checked)}, l'entreprise désignée ci-dessus a souscrit les déclarations fiscales qui lui incombent et a acquitté les impôts et taxes exigibles à cette date, ou constitué des garanties jugées suffisantes par le comptable, au titre des impôts suivants :`,
    L + 8,
    y + 40,
    R - L - 16,
    {leading: 12, size: 9},
  )
  y += 4
  for (const tax of taxes) {
    s.box(L + 12, y - 8, 9, 9, {lineWidth: 0.7, stroke: hex('#333333')})
    s.path('M 1.5 4.5 L 3.8 7 L 7.8 1.5', L + 12, y - 8, {lineWidth: 1.2, stroke: NAVY})
    s.text(tax, L + 30, y, {size: 9})
    s.text('À jour', R - 8, y, {align: 'right', color: hex('#18753c'), font: H.bold, size: 9})
    y += 16
  }

  y += 18
  s.text(`Délivrée le ${longDate(issued)}`, L + 8, y, {font: H.bold, size: 9.5})
  s.text('Pour le comptable public,', 340, y, {size: 9})
  s.text("le responsable du service des impôts des entreprises", 340, y + 12, {size: 8})
  s.circle(400, y + 52, 30, {lineWidth: 1.2, stroke: hex('#3a4fa0')})
  s.circle(400, y + 52, 26, {lineWidth: 0.5, stroke: hex('#3a4fa0')})
  s.text('DGFiP', 400, y + 49, {align: 'center', color: hex('#3a4fa0'), font: H.bold, size: 7.5})
  s.text(`SIE ${upper(city).slice(0, 14)}`, 400, y + 59, {align: 'center', color: hex('#3a4fa0'), size: 5.5})
  s.path(signaturePath(rng, 100), 440, y + 34, {lineWidth: 1, stroke: hex('#1b2a6b')})

  // Verification.
  y += 104
  s.box(L, y, R - L, 74, {lineWidth: 0.7, stroke: hex('#9a9ad0')})
  seal(s, L + 10, y + 8, 17, 3.4, rng)
  s.text('Vérification de l\'authenticité', L + 82, y + 18, {color: NAVY, font: H.bold, size: 9})
  s.paragraph(
    `L'acheteur public peut vérifier cette attestation sur impots.gouv.fr, rubrique «\u00A0Professionnel > Vérifier une attestation\u00A0», en saisissant le numéro d'attestation et le code de vérification : ${code}.`,
    L + 82,
    y + 32,
    R - L - 92,
    {leading: 10.5, size: 8},
  )

  s.paragraph(
    "La présente attestation ne préjuge pas de l'exactitude des déclarations souscrites ni des contrôles qui pourraient être effectués ultérieurement. Elle est valable six mois à compter de sa date de délivrance. Les candidats à un marché public peuvent également justifier de leur régularité fiscale par la production de l'état annuel des certificats reçus (formulaire NOTI2).",
    L,
    780,
    R - L,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/marches-publics',
    notes: [
      'rows of small grey labels and values at a tab under navy bands with white titles',
      'denomination without its legal form (own row)',
      'issue date in words after "Délivrée le"; "au <last day of previous month>" in the sentence as a decoy',
      'VAT number grouped "FR 32 812 345 678"',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
