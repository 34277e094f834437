/**
 * HELD-OUT attestation_rc_pro/courtier-credit-iobsp: the yearly liability certificate of a CREDIT
 * BROKER (intermédiaire en opérations de banque et en services de paiement, IOBSP), which the ORIAS
 * register and the banks the broker works with demand every January (four invented brokers, four
 * invented insurers): the insurer's monogram, name and address at the top left (a decoy address);
 * at the right a grey box with the certificate's number and the WHOLESALE BROKER it was placed
 * through with its ORIAS number (a decoy company); the title with the legal references; the
 * certifying sentence; then a GRID WHOSE LABELS SIT IN SMALL CAPITALS IN A NARROW LEFT COLUMN AND
 * WHOSE VALUES START FAR TO THE RIGHT: "ASSURÉ" (the insured with its LEGAL FORM FIRST, "SARL CAP
 * FINANCEMENT CONSEIL"), "N° SIREN" grouped, the seat, the insured's OWN ORIAS NUMBER and
 * categories (a decoy identifier), "N° DE CONTRAT", the insured activities (wrapped), "PÉRIODE DE
 * VALIDITÉ" with the dates IN WORDS in bold ("du 1er janvier 2028 au 31 décembre 2028"), the
 * contract's FIRST EFFECTIVE DATE (a decoy); the guarantees' table (the regulatory limits per
 * claim and per year, the deductible, the financial guarantee "non souscrite"); the validity
 * sentence; "Fait à Niort, le 12 décembre 2027" (a decoy date) with the signature; the insurer's
 * legal footer.
 */
import {addDays, type Facts, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

interface Insurer {
  name: string
  monogram: string
  lines: string[]
  town: string
  color: string
  prefix: string
  legal: string
}

const INSURERS: Insurer[] = [
  {color: '#0e4c92', legal: 'LIGÉRIA ASSURANCES - société anonyme au capital de 32 000 000 € entièrement versé - entreprise régie par le code des assurances - RCS Nantes 412 908 337', lines: ['Lignes financières et professions réglementées', '9 boulevard Vincent Gâche - 44200 Nantes'], monogram: 'LA', name: 'LIGÉRIA ASSURANCES', prefix: 'LG-IOB', town: 'Nantes'},
  {color: '#7a1f3d', legal: "SÉQUANE IARD - SA au capital de 14 250 000 € - entreprise régie par le code des assurances - RCS Rouen 388 604 215", lines: ['Département Responsabilité civile des intermédiaires', '27 quai du Havre - 76000 Rouen'], monogram: 'SQ', name: 'SÉQUANE IARD', prefix: 'SQI', town: 'Rouen'},
  {color: '#1f6f4a', legal: "Mutuelle des Professions Financières - société d'assurance mutuelle à cotisations variables - entreprise régie par le code des assurances - SIREN 775 661 904", lines: ['Société d\'assurance mutuelle', '41 avenue de Limoges - 79000 Niort'], monogram: 'MPF', name: 'MUTUELLE DES PROFESSIONS FINANCIÈRES', prefix: 'MPF-RC', town: 'Niort'},
  {color: '#5b4a1d', legal: 'ORIADE ASSURANCES SA - capital social 8 600 000 € - entreprise régie par le code des assurances - RCS Lyon 502 115 748', lines: ['Assurances des intermédiaires financiers', '6 rue de la Bourse - 69002 Lyon'], monogram: 'OA', name: 'ORIADE ASSURANCES', prefix: 'ORA', town: 'Lyon'},
]

const WHOLESALERS = [
  ['CAPSTONE COURTAGE SPÉCIALISÉ', '12 rue Auber, 75009 Paris'],
  ['FINASSUR GROSSISTE', '3 place Saint-Pierre, 31000 Toulouse'],
  ['ATLANTIS LIGNES PRO', '20 cours Clemenceau, 33000 Bordeaux'],
  ['PROXIMA SOUSCRIPTION', '8 rue de la Charité, 69002 Lyon'],
]

export async function rcproCourtierCredit(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const insurer = INSURERS[k]
  const [wholesaler, wholesalerAddress] = WHOLESALERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : company.activity
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const signed = addDays(start, -randomInt(rng, 8, 30))
  const firstEffect = `${year - randomInt(rng, 1, 6)}-${String(randomInt(rng, 1, 12)).padStart(2, '0')}-01`
  const policy = `${insurer.prefix} ${randomDigits(rng, 3)} ${randomDigits(rng, 4)}`
  const insured = `${company.legalForm} ${company.name}`
  const orias = randomDigits(rng, 8)
  const number = `ATT-${year}-${randomDigits(rng, 6)}`
  const perClaim = [500_000, 600_000, 1_000_000, 500_000][k]
  const perYear = [800_000, 1_000_000, 1_500_000, 800_000][k]
  const color = hex(insurer.color)
  const ink = hex('#1c1e22')
  const soft = hex('#62666f')
  const rule = hex('#c3c7cf')
  const eur = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'Éditique contrats', date: signed, producer: 'Éditique PDF', title: `Attestation ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The insurer, the certificate's box.
  s.box(L, 34, 40, 40, {fill: color})
  s.text(insurer.monogram, L + 20, 59, {align: 'center', color: WHITE, font: H.bold, size: insurer.monogram.length > 2 ? 11 : 14})
  const nameLines = wrap(insurer.name, 220, H.bold, 11.5)
  const after = s.lines(nameLines, L + 50, 46, {color, font: H.bold, leading: 13, size: 11.5})
  s.lines(insurer.lines, L + 50, after - 1, {color: soft, leading: 9.4, size: 7.4})
  s.box(340, 32, R - 340, 70, {fill: hex('#f1f2f4')})
  s.lines([`Attestation n° ${number}`, 'Placée par l\'intermédiaire de :', wholesaler, wholesalerAddress, `ORIAS n° ${randomDigits(rng, 8)}`], 350, 46, {color: ink, leading: 11, size: 7.6})

  s.text("ATTESTATION D'ASSURANCE", L + W / 2, 140, {align: 'center', color: ink, font: H.bold, size: 14.5})
  s.text('RESPONSABILITÉ CIVILE PROFESSIONNELLE DES INTERMÉDIAIRES EN OPÉRATIONS', L + W / 2, 156, {align: 'center', color, font: H.bold, size: 8.6})
  s.text('DE BANQUE ET EN SERVICES DE PAIEMENT (IOBSP)', L + W / 2, 167, {align: 'center', color, font: H.bold, size: 8.6})
  s.text('Articles L. 519-3-4, R. 519-16 et A. 519-3 du code monétaire et financier', L + W / 2, 180, {align: 'center', color: soft, size: 7.4})

  let y = s.paragraph(
    `Nous soussignés, ${insurer.name}, certifions que l'entreprise désignée ci-dessous est titulaire auprès de notre société d'un contrat d'assurance garantissant sa responsabilité civile professionnelle d'intermédiaire en opérations de banque et en services de paiement, conformément aux dispositions du code monétaire et financier.`,
    L,
    206,
    W,
    {color: ink, justify: true, leading: 12, size: 8.8},
  )

  // The grid: labels in a narrow left column, values far to the right.
  y += 10
  const VX = L + 178
  const grid: [string, string, boolean?][] = [
    ['ASSURÉ', insured, true],
    ['N° SIREN', groupedSiren(company.siren), true],
    ['SIÈGE SOCIAL', [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')],
    ['IMMATRICULATION ORIAS', `n° ${orias} - catégories : COBSP (courtier en opérations de banque et en services de paiement), MIA`],
    ['N° DE CONTRAT', policy, true],
    ['ACTIVITÉS GARANTIES', activity],
    ['PÉRIODE DE VALIDITÉ', `du ${longDate(start)} au ${longDate(end)}`, true],
    ["DATE D'EFFET INITIALE DU CONTRAT", slashDate(firstEffect)],
  ]
  s.hline(L, R, y - 4, {color: rule, width: 0.5})
  for (const [label, value, bold] of grid) {
    const lines = wrap(value, R - VX, bold ? H.bold : H.regular, 9)
    const labels = wrap(label, 150, H.regular, 6.8)
    s.lines(labels, L, y + 8, {color: soft, leading: 8.4, size: 6.8})
    s.lines(lines, VX, y + 8, {color: ink, font: bold ? H.bold : H.regular, leading: 11.4, size: 9})
    y += Math.max(lines.length * 11.4, labels.length * 8.4) + 8
    s.hline(L, R, y - 2, {color: rule, width: 0.3})
  }

  y += 14
  s.text('GARANTIES ET MONTANTS', L, y, {color, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 200}, {align: 'right', width: 100}, {align: 'right', width: 110}, {align: 'right', width: W - 410}],
    font: H.regular,
    frame: true,
    header: [['Garantie', 'Par sinistre', "Par année d'assurance", 'Franchise']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle IOBSP', eur(perClaim), eur(perYear), eur([1500, 2000, 1000, 1500][k])],
      ['Frais de défense et recours', eur(30_000), eur(60_000), 'néant'],
      ['Garantie financière (maniement de fonds)', 'non souscrite', '-', '-'],
    ],
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 8,
  })
  y = s.paragraph(
    "L'assuré déclare ne recevoir ni détenir aucun fonds de ses clients ou des établissements de crédit : la garantie financière prévue à l'article L. 519-4 du code monétaire et financier n'est pas souscrite. La présente attestation est valable pour la période indiquée ci-dessus, sous réserve du paiement des cotisations ; elle ne constitue qu'une présomption de garantie et ne peut engager l'assureur au-delà des conditions du contrat auquel elle se réfère.",
    L,
    y + 16,
    W,
    {color: ink, justify: true, leading: 11, size: 8},
  )

  y += 18
  s.text(`Fait à ${insurer.town}, le ${longDate(signed)}`, R - 200, y, {color: ink, size: 8.8})
  s.text("Pour l'assureur, le responsable des lignes financières", R - 200, y + 13, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 100), R - 190, y + 18, {lineWidth: 0.9, stroke: hex('#1d2a63')})

  s.hline(L, R, 796, {color: rule})
  s.paragraph(insurer.legal, L, 808, W, {color: soft, leading: 8.4, size: 6.6})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/courtier-credit-iobsp',
    notes: [
      "a credit broker's (IOBSP) yearly professional liability certificate, placed through a wholesale broker",
      'a grid with the labels in small capitals in a narrow left column and the values far to the right; the insured with its legal form first ("SARL CAP FINANCEMENT CONSEIL"); the period in words in bold',
      "decoys: the insurer's address, the certificate's number, the wholesale broker and its ORIAS number, the insured's own ORIAS number, the contract's first effective date, the signature date, the limits",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
