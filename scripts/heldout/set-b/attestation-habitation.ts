/**
 * HELD-OUT facture_domicile/habitation-mutuelle: a home insurance certificate of a mutual insurer
 * (MAIF / MACIF style) downloaded from the member's space: a letter. Logo top left with the
 * sender line, "Niort, le 3 mars 2026" at the top right, the member "M. DUPONT Jean" (NOM Prénom)
 * in the window block, "Sociétaire n° 1234567 A" and the subject "Objet : attestation
 * d'assurance habitation", then one sentence that names the member again, the contract number and
 * the dwelling: "... pour les locaux à usage d'habitation situés :" with the address indented on
 * its own lines, "qu'il occupe en qualité de locataire, à titre de résidence principale", the
 * validity "du 1er janvier 2026 au 31 décembre 2026", the usual closing formula, the signature of
 * the managing director, the mutual's legal footer.
 */
import {
  addressLines,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  issueDateOf,
  longDate,
  newDocument,
  pick,
  randomDigits,
  randomLetters,
  readParams,
  saveDocument,
  Sheet,
  signaturePath,
  subjectOf,
  truthAddress,
  upper,
} from '../util.js'

export async function attestationHabitation(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const year = Number(issued.slice(0, 4))
  const member = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const memberNo = `${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const contract = `${randomDigits(rng, 10)} H ${randomDigits(rng, 3)}`
  const dwelling = addressLines(address)
  const status = pick(rng, ['locataire', 'propriétaire occupant'])
  const issuer = 'Mutuelle Atlantique'
  const red = hex('#b3122e')
  const f = name.civility === 'Mme'

  const {doc, fonts} = await newDocument({author: issuer, creator: 'Espace sociétaire', date: issued, producer: 'MA Éditique', title: 'Attestation habitation'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)

  // Logo and sender.
  s.box(40, 36, 30, 30, {fill: red, radius: 4})
  s.text('MA', 55, 56, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 12})
  s.text('Mutuelle', 78, 48, {color: red, font: H.bold, size: 12})
  s.text('Atlantique', 78, 62, {color: red, font: H.bold, size: 12})
  s.text('Mutuelle Atlantique - Gestion des sociétaires - CS 90000 - 79038 Niort Cedex 9', 40, 92, {color: GREY, size: 6.8})

  s.text(`Niort, le ${longDate(issued)}`, 555, 56, {align: 'right', font: T.regular, size: 10.5})

  // Window.
  s.lines([member, ...dwelling], 320, 136, {font: T.regular, leading: 13, size: 10.5})

  s.text(`Sociétaire n° ${memberNo}`, 40, 136, {font: T.bold, size: 10})
  s.text(`Contrat Habitat Sérénité n° ${contract}`, 40, 150, {font: T.regular, size: 10})

  s.text("Objet : attestation d'assurance habitation", 40, 232, {font: T.bold, size: 11})

  let y = 262
  s.text(f ? 'Madame,' : 'Monsieur,', 40, y, {font: T.regular, size: 10.5})
  y += 24
  y = s.paragraph(
    `La Mutuelle Atlantique atteste que ${member}, sociétaire n° ${memberNo}, est titulaire d'un contrat Habitat Sérénité n° ${contract}, en vigueur à ce jour, garantissant notamment les risques locatifs (incendie, explosion, dégâts des eaux), les dommages aux biens et sa responsabilité civile vie privée, pour les locaux à usage d'habitation situés\u00A0:`,
    40,
    y,
    515,
    {font: T.regular, leading: 14, size: 10.5},
  )
  y = s.lines(dwelling, 120, y + 6, {font: T.bold, leading: 13.5, size: 10.5})
  y = s.paragraph(
    `qu'${f ? 'elle' : 'il'} occupe en qualité de ${status}, à titre de résidence principale.`,
    40,
    y + 6,
    515,
    {font: T.regular, leading: 14, size: 10.5},
  )
  y = s.paragraph(
    `La présente attestation est valable du 1er janvier ${year} au 31 décembre ${year}, sous réserve du paiement des cotisations. Elle ne saurait engager la Mutuelle Atlantique en dehors des limites prévues par les conditions générales et particulières du contrat.`,
    40,
    y + 10,
    515,
    {font: T.regular, leading: 14, size: 10.5},
  )
  y = s.paragraph('Elle est délivrée pour servir et valoir ce que de droit.', 40, y + 10, 515, {font: T.regular, leading: 14, size: 10.5})
  y = s.paragraph(`Nous vous prions d'agréer, ${f ? 'Madame' : 'Monsieur'}, l'expression de nos salutations distinguées.`, 40, y + 10, 515, {font: T.regular, leading: 14, size: 10.5})

  s.text('Pour la Mutuelle Atlantique,', 340, y + 30, {font: T.regular, size: 10.5})
  s.text('Le Directeur général', 340, y + 44, {font: T.regular, size: 10.5})
  s.path(signaturePath(rng, 90), 350, y + 56, {lineWidth: 1, stroke: hex('#1b2a5a')})

  s.hline(40, 555, 782, {color: GREY, width: 0.4})
  s.paragraph(
    'Mutuelle Atlantique - Société d’assurance mutuelle à cotisations variables - Entreprise régie par le Code des assurances - 775 709 702 RCS Niort - Siège social : 200 avenue Salvador Allende, 79038 Niort Cedex 9. Les données vous concernant sont traitées conformément à notre politique de protection des données, disponible sur notre site.',
    40,
    792,
    515,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {adresse: truthAddress(dwelling), date_emission: issued, emetteur: issuer, titulaire: member},
    layout: 'facture_domicile/habitation-mutuelle',
    notes: ['a letter: "Niort, le <long date>" top right', 'member "M. DUPONT Jean" (NOM Prénom) in the window and inside the sentence', 'dwelling after "locaux à usage d\'habitation situés :" on indented lines', 'a validity period (1 Jan - 31 Dec) as decoy dates'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
