/**
 * HELD-OUT attestation_rc_pro/profession-liberale: the yearly professional liability certificate
 * of an ARCHITECTURE FIRM from the mutual insurer of the profession (Mutuelle des Architectes
 * Français style; mutual invented), as the member downloads it each January for its tenders: the
 * mutual's mark (an arch drawn in strokes over a baseline, "MFC" and "Mutuelle Française des
 * Concepteurs" with "Assureur des architectes et des maîtres d'œuvre") top left; a grey box top
 * right with "Adhérent n° 104587/B" and "Contrat n° RCP 2 417 588" as label : value lines; the
 * title "ATTESTATION D'ASSURANCE" with "Responsabilité civile professionnelle - Exercice 2026"
 * under it; everything that matters IN RUNNING SENTENCES: "Nous soussignés, Mutuelle Française
 * des Concepteurs, ... attestons que :" then the member in an indented block (name in bold with
 * its form, "SIREN 812 345 676", the seat on one line, the registration on the Ordre's roll with
 * its own number: a decoy), then "est adhérent(e) de notre Mutuelle et titulaire du contrat
 * n° RCP 2 417 588 garantissant ... pour la période du 1er janvier 2026 au 31 décembre 2026"
 * (long dates, "1er"); the insured activity in a framed box with its caption ("Activité
 * professionnelle garantie"); a ruled table of guarantees (limits per claim and per year, with
 * thousands separated by dots "1.500.000 €" as the mutual's system prints them); the standard
 * reservation ("La présente attestation ne peut engager la Mutuelle au-delà des limites..."),
 * "Fait à Paris, le 6 janvier 2026" and the signature; the mutual's legal footer (société
 * d'assurance mutuelle à cotisations variables, code des assurances, ACPR).
 */
import {addDays, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, WHITE} from '../util.js'

const INSURER = 'Mutuelle Française des Concepteurs'

const REGIONS: Record<string, string> = {
  '13': "Provence-Alpes-Côte d'Azur",
  '17': 'Nouvelle-Aquitaine',
  '21': 'Bourgogne-Franche-Comté',
  '29': 'Bretagne',
  '31': 'Occitanie',
  '33': 'Nouvelle-Aquitaine',
  '34': 'Occitanie',
  '35': 'Bretagne',
  '37': 'Centre-Val de Loire',
  '38': 'Auvergne-Rhône-Alpes',
  '42': 'Auvergne-Rhône-Alpes',
  '44': 'Pays de la Loire',
  '49': 'Pays de la Loire',
  '59': 'Hauts-de-France',
  '63': 'Auvergne-Rhône-Alpes',
  '64': 'Nouvelle-Aquitaine',
  '67': 'Grand Est',
  '69': 'Auvergne-Rhône-Alpes',
  '72': 'Pays de la Loire',
  '74': 'Auvergne-Rhône-Alpes',
  '75': 'Île-de-France',
  '93': 'Île-de-France',
}

/** "1500000" → "1.500.000" (the mutual's system separates thousands with dots). */
const dotted = (euros: number) => String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

export async function rcproProfessionLiberale(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const issuedCandidate = addDays(start, randomInt(rng, 2, 25))
  const issued = issuedCandidate > facts.asOf ? addDays(facts.asOf, -1) : issuedCandidate
  const member = `${randomInt(rng, 100_000, 189_999)}/${pick(rng, ['A', 'B', 'D'])}`
  const policyDigits = `${randomInt(rng, 1, 4)}${randomDigits(rng, 6)}`
  const policy = `RCP ${policyDigits[0]} ${policyDigits.slice(1, 4)} ${policyDigits.slice(4)}`
  const insured = `${company.name} ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const region = REGIONS[company.address.postcode.slice(0, 2)] ?? 'Île-de-France'
  const roll = `S${randomDigits(rng, 5)}`
  const ink = hex('#1f3a5f')
  const terra = hex('#b5532a')
  const pale = hex('#f2f2f2')

  const {doc, fonts} = await newDocument({author: INSURER, creator: 'MFC - Espace adhérent', date: issued, producer: 'MFC Éditique', title: `Attestation RC professionnelle ${year}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // Mark: an arch on a baseline.
  s.path('M 0 34 L 0 14 Q 0 0 16 0 Q 32 0 32 14 L 32 34', L, 34, {lineWidth: 2.2, stroke: terra})
  s.path('M 8 34 L 8 16 Q 8 8 16 8 Q 24 8 24 16 L 24 34', L, 34, {lineWidth: 1.2, stroke: terra})
  s.hline(L - 4, L + 36, 69, {color: ink, width: 2})
  s.text('MFC', L + 44, 56, {color: ink, font: T.bold, size: 22})
  s.text(INSURER, L + 44, 68, {color: ink, font: H.bold, size: 8.5})
  s.text("Assureur des architectes et des maîtres d'œuvre", L + 44, 78, {color: GREY, font: H.italic, size: 7.2})

  s.box(368, 34, R - 368, 44, {fill: pale})
  s.text('Adhérent n°', 376, 50, {color: GREY, size: 8})
  s.text(member, R - 8, 50, {align: 'right', font: H.bold, size: 8.5})
  s.text('Contrat n°', 376, 66, {color: GREY, size: 8})
  s.text(policy, R - 8, 66, {align: 'right', font: H.bold, size: 8.5})

  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 124, {align: 'center', color: ink, font: T.bold, size: 19})
  s.text(`Responsabilité civile professionnelle - Exercice ${year}`, s.width / 2, 141, {align: 'center', color: terra, font: H.bold, size: 10})
  s.hline(200, 395, 150, {color: terra, width: 0.8})

  let y = s.paragraph(
    `Nous soussignés, ${INSURER}, société d'assurance mutuelle dont le siège est 18 rue Jean Goujon, 75008 Paris, attestons que :`,
    L,
    182,
    R - L,
    {font: T.regular, leading: 13, size: 10.5},
  )

  // Member block.
  s.vline(L + 14, y + 2, y + 58, {color: terra, width: 1.5})
  s.text(insured, L + 26, y + 12, {font: H.bold, size: 11})
  s.text(`SIREN ${groupedSiren(company.siren)}`, L + 26, y + 26, {size: 9})
  s.text(`Siège : ${seat}`, L + 26, y + 39, {size: 9})
  s.text(`Inscrite au Tableau de l'Ordre des architectes, région ${region}, sous le n° ${roll}`, L + 26, y + 52, {color: GREY, size: 8.2})
  y += 78

  y = s.paragraph(
    `est adhérente de notre Mutuelle sous le n° ${member} et titulaire du contrat n° ${policy} « Responsabilité civile professionnelle des architectes », garantissant les conséquences pécuniaires de la responsabilité qu'elle peut encourir dans l'exercice de sa profession, y compris la responsabilité décennale de l'article 1792 du code civil pour les missions portant sur des ouvrages soumis à l'obligation d'assurance, pour la période du ${longDate(start)} au ${longDate(end)}.`,
    L,
    y,
    R - L,
    {font: T.regular, leading: 13, size: 10.5},
  )

  // Insured activity.
  y += 8
  s.box(L, y, R - L, 42, {lineWidth: 0.8, stroke: ink})
  s.box(L, y, 170, 13, {fill: ink})
  s.text('Activité professionnelle garantie', L + 6, y + 9.5, {color: WHITE, font: H.bold, size: 7.5})
  s.paragraph(company.activity, L + 10, y + 27, R - L - 20, {font: H.bold, leading: 11, size: 9.2})
  y += 62

  s.text('Montants des garanties', L, y, {color: ink, font: H.bold, size: 9.5})
  y = s.table({
    columns: [{width: 255}, {align: 'right', width: 120}, {align: 'right', width: R - L - 375}],
    font: H.regular,
    frame: true,
    header: [['Nature des garanties', 'Par sinistre', 'Par année']],
    headerFill: hex('#dfe5ec'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Dommages corporels', `${dotted(6_000_000)} €`, `${dotted(6_000_000)} €`],
      ['Dommages matériels et immatériels consécutifs', `${dotted(1_500_000)} €`, `${dotted(3_000_000)} €`],
      ['Dommages immatériels non consécutifs', `${dotted(pick(rng, [500_000, 750_000]))} €`, `${dotted(1_000_000)} €`],
      ['Responsabilité décennale (ouvrages soumis)', 'Coût des réparations', '-'],
      ['Franchise par sinistre', `${dotted(pick(rng, [1500, 3000, 4500]))} €`, ''],
    ],
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y = s.paragraph(
    'La présente attestation ne peut engager la Mutuelle au-delà des limites et conditions du contrat auquel elle se réfère. Elle est valable sous réserve du paiement des cotisations et ne vaut pas présomption de garantie pour des missions non déclarées.',
    L,
    y + 20,
    R - L,
    {color: hex('#444444'), leading: 10.5, size: 8.3},
  )

  s.text(`Fait à Paris, le ${longDate(issued)}`, R, y + 18, {align: 'right', size: 9.5})
  s.text('Pour la Mutuelle, le Directeur général', R, y + 32, {align: 'right', color: GREY, size: 8.5})
  s.path(signaturePath(rng, 95), R - 120, y + 38, {lineWidth: 1, stroke: hex('#1b2a6b')})

  s.hline(L, R, 786, {color: ink, width: 0.6})
  s.paragraph(
    `${INSURER} - Société d'assurance mutuelle à cotisations variables - Entreprise régie par le code des assurances - 18 rue Jean Goujon, 75008 Paris - SIREN ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Soumise au contrôle de l'Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.`,
    L,
    797,
    R - L,
    {color: GREY, leading: 8, size: 6.6},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: INSURER, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/profession-liberale',
    notes: [
      "architects' mutual: calendar-year certificate, the period in a running sentence in long dates",
      'member and contract numbers in a grey box top right; the Ordre roll number as a decoy',
      'insured activity in a framed box with a dark caption',
      'limits with dots as thousands separators',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
