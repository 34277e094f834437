/**
 * HELD-OUT attestation_rc_pro/decennale-artisan: the yearly certificate of a building tradesman's
 * compulsory ten-year liability (responsabilité civile décennale) and professional liability,
 * from a mutual insurer of the building trades (SMABTP / L'Auxiliaire / MAAF Pro BTP style), laid
 * out after the standard model of the arrêté of 5 January 2016: the insurer's mark top left,
 * "ATTESTATION D'ASSURANCE" / "Responsabilité civile décennale et responsabilité civile
 * professionnelle" / "Exercice 2026" at the right with the certificate number; NUMBERED sections
 * under grey bars ("1. ASSURÉ", "2. CONTRAT", ...) made of framed cells whose small labels sit
 * ABOVE the values ("Raison sociale", "N° SIREN", "Adresse", "Forme juridique"; "N° de contrat",
 * "Date d'effet initiale" (the original inception: a decoy), "Début de validité" and "Fin de
 * validité" written in words, "1er janvier 2026" / "31 décembre 2026"); the insured trades as a
 * table "Code | Activité" (the building nomenclature, one trade a row); the guarantees table
 * ("Nature de la garantie | Montant | Franchise") with the décennale and the RC; the site clause
 * (sites opened during the validity, France, works under 15 M€); "Fait à Niort, le 6 janvier
 * 2026" and the signature; the mutual's legal footer.
 */
import {addDays, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const INSURER = 'Mutuelle des Artisans du Bâtiment'

const CODES: Record<string, string> = {
  Carrelage: '3.3',
  Charpente: '2.1',
  Couverture: '2.4',
  Démolition: '1.1',
  Installations: '5.3',
  Maçonnerie: '1.4',
  Peinture: '4.2',
  Plomberie: '5.1',
  Plâtrerie: '4.1',
  Zinguerie: '2.5',
}

export async function decennaleArtisan(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const activities = Array.isArray(params.activities) ? (params.activities as string[]) : ['Maçonnerie et béton armé']
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const issuedCandidate = addDays(start, randomInt(rng, 3, 30))
  const issued = issuedCandidate > facts.asOf ? addDays(facts.asOf, -2) : issuedCandidate
  const firstMonth = `${Math.max(Number(company.registeredOn.slice(0, 4)), year - randomInt(rng, 1, 8))}-${company.registeredOn.slice(5, 7)}-01`
  const inception = firstMonth < company.registeredOn ? company.registeredOn : firstMonth
  const policy = `${randomDigits(rng, 6)} B ${randomDigits(rng, 3)}`
  const insured = `${company.name} ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(' - ')
  const orange = hex('#e8710a')
  const dark = hex('#2b2b2b')
  const bar = hex('#d9d9d9')

  const {doc, fonts} = await newDocument({author: INSURER, creator: 'MAB - Gestion Construction', date: issued, producer: 'MAB Éditique', title: 'Attestation décennale'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Mark.
  s.path('M 0 30 L 18 0 L 36 30 Z', L, 34, {fill: orange})
  s.path('M 10 30 L 18 16 L 26 30 Z', L, 34, {fill: WHITE})
  s.text('MAB', L + 44, 54, {color: dark, font: H.bold, size: 20})
  s.text(INSURER, L + 44, 66, {color: GREY, size: 7.5})

  s.text("ATTESTATION D'ASSURANCE", R, 44, {align: 'right', color: dark, font: H.bold, size: 14})
  s.text('Responsabilité civile décennale et responsabilité civile professionnelle', R, 57, {align: 'right', size: 8.5})
  s.text(`Exercice ${year}`, R, 70, {align: 'right', color: orange, font: H.bold, size: 10})
  s.text(`Attestation n° ${year}-${randomDigits(rng, 8)}`, R, 82, {align: 'right', color: GREY, size: 7.5})

  let y = 100
  const section = (title: string) => {
    s.box(L, y, R - L, 15, {fill: bar})
    s.text(title, L + 6, y + 10.8, {color: dark, font: H.bold, size: 8.5})
    y += 15
  }

  const cells = (items: [string, string, number][], h = 28) => {
    let x = L
    for (const [lab, value, w] of items) {
      s.box(x, y, w, h, {lineWidth: 0.5, stroke: hex('#a6a6a6')})
      s.text(lab, x + 5, y + 9, {color: hex('#7f7f7f'), size: 6.8})
      s.text(value, x + 5, y + 22, {font: H.bold, size: 9})
      x += w
    }

    y += h
  }

  section('1. ASSURÉ')
  cells([
    ['Raison sociale', insured, 300],
    ['N° SIREN', groupedSiren(company.siren), 110],
    ['Forme juridique', company.legalForm, 105],
  ])
  cells([['Adresse du siège', seat, R - L]])
  y += 10

  section('2. CONTRAT')
  cells([
    ['N° de contrat', policy, 130],
    ['Produit', 'Multigaranties Artisan BTP', 160],
    ["Date d'effet initiale", slashDate(inception), 225],
  ])
  cells([
    ['Début de validité de la présente attestation', longDate(start), 257.5],
    ['Fin de validité de la présente attestation', longDate(end), 257.5],
  ])
  y += 10

  section('3. ACTIVITÉS GARANTIES')
  y = s.table({
    columns: [{align: 'center', width: 60}, {width: 455}],
    font: H.regular,
    frame: true,
    header: [['Code', 'Activité (nomenclature des activités du bâtiment)']],
    headerFill: hex('#f2f2f2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: activities.map((activity) => [CODES[activity.split(/[\s-]/)[0]] ?? '9.9', activity]),
    size: 8.5,
    verticalRules: true,
    x: L,
    y,
  })
  s.paragraph(
    "Seules les activités ci-dessus sont garanties. Toute activité non déclarée, y compris la maîtrise d'œuvre, la conception ou la sous-traitance de lots d'autres corps d'état, n'est pas couverte.",
    L,
    y + 12,
    R - L,
    {color: GREY, leading: 9, size: 7},
  )
  y += 32

  section('4. GARANTIES')
  y = s.table({
    columns: [{width: 280}, {align: 'right', width: 150}, {align: 'right', width: 85}],
    font: H.regular,
    frame: true,
    header: [['Nature de la garantie', 'Montant', 'Franchise']],
    headerFill: hex('#f2f2f2'),
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Responsabilité civile décennale (art. L.241-1 C. ass.)'}, '', ''],
      ['Ouvrages soumis à obligation d\'assurance - habitation', 'Coût des travaux de réparation', '1 500 €'],
      ['Ouvrages soumis - hors habitation', '3 000 000 € par sinistre', '1 500 €'],
      ['Ouvrages non soumis à obligation d\'assurance', '500 000 € par sinistre', '1 500 €'],
      ['Garantie de bon fonctionnement (2 ans)', '150 000 € par sinistre', '750 €'],
      [{font: H.bold, text: 'Responsabilité civile professionnelle / exploitation'}, '', ''],
      ['Tous dommages confondus', `${pick(rng, ['3 000 000 €', '4 500 000 €', '6 000 000 €'])} par sinistre`, '500 €'],
      ['dont dommages immatériels consécutifs', '300 000 € par sinistre', '500 €'],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 2,
  })
  y += 10

  section('5. CHANTIERS COUVERTS')
  y = s.paragraph(
    "La garantie décennale s'applique aux chantiers ouverts pendant la période de validité de la présente attestation, situés en France métropolitaine et dans les départements d'outre-mer, dont le coût total prévisionnel (honoraires compris) déclaré par le maître d'ouvrage n'excède pas 15\u00A0000\u00A0000\u00A0€ HT. La garantie est maintenue pour la durée de la responsabilité décennale, même en cas de résiliation ultérieure du contrat.",
    L,
    y + 14,
    R - L,
    {leading: 10.5, size: 8},
  )

  y += 14
  s.text(`Fait à Niort, le ${longDate(issued)}`, 330, y, {size: 9})
  s.text('Pour la Mutuelle, le Directeur Construction', 330, y + 13, {color: GREY, size: 8})
  s.path(signaturePath(rng, 100), 340, y + 18, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des clauses et conditions du contrat auquel elle se réfère. Elle est délivrée sous réserve du paiement des cotisations.",
    L,
    y,
    270,
    {color: GREY, leading: 9, size: 7},
  )

  s.paragraph(
    `${INSURER} (MAB) - Société d'assurance mutuelle à cotisations variables - Entreprise régie par le Code des assurances - SIREN ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Siège social : 14 rue de l'Hôtel de Ville, 79000 Niort - Soumise au contrôle de l'ACPR, 4 place de Budapest, 75436 Paris Cedex 09.`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {activites: activities.join(', '), assure: insured, assure_siren: company.siren, assureur: INSURER, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/decennale-artisan',
    notes: [
      'building décennale and RC on the 2016 standard model: numbered sections, labels above values in framed cells',
      'validity dates in words ("1er janvier 2026"); original inception date as a decoy',
      'activities as table rows with nomenclature codes',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
