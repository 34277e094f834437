/**
 * HELD-OUT attestation_rc_pro/artisan-garanties-deux-colonnes: the yearly certificate of a
 * CRAFTSMAN's or SHOPKEEPER's package contract ("Pack Artisan & Commerçant": liability and
 * property in one policy) from a MUTUAL INSURER of the trades (invented), printed from the
 * member's space: a coloured stripe down the left edge, the insurer's lower-case wordmark and
 * tagline, the certificate number top right; the title with the contract's name; the certifying
 * sentence naming the insurer; a framed TWO-COLUMN GRID of label : value pairs in small CAPITALS
 * (left: "SOCIÉTAIRE" with the name and legal form, "SIREN" grouped, "ADRESSE" on two or three
 * lines; right: the member number, "N° DE CONTRAT" "PAC 27 041 873 R", the original inception date
 * "01.04.2019" and the anniversary "1er avril" without a year: decoys); the insured activity in
 * bold under its heading, WRAPPING to a second line, with the declared staff and turnover
 * (decoys); the validity INSIDE A SENTENCE with DOTTED DATES ("valable du 01.04.2027 au
 * 31.03.2028"); the GUARANTEES TABLE SPLIT OVER TWO COLUMNS (liability at the left, property "for
 * information" at the right, each "Garantie | Plafond | Franchise": many decoy amounts); "Fait à
 * Niort, le 14 mars 2027" (a decoy date in words), the signature, the legal footer with the
 * insurer's RCS number (a decoy SIREN). Two insurers; the period starts on the contract's
 * anniversary (January, April, July or October).
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, dotDate, type Facts, frEuros, type GeneratedDocument, GREY, groupedSiren, hex, longDate, MONTHS_FR, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, WHITE, wrap} from '../util.js'

interface Insurer {
  brand: string
  legal: string
  tagline: string
  town: string
  seat: string
  color: string
}

const INSURERS: Insurer[] = [
  {brand: 'artimut', color: '#2f6f3e', legal: 'ARTIMUT Assurances Mutuelles', seat: '18 avenue de Limoges, CS 90021, 79044 Niort Cedex 9', tagline: "L'assurance des artisans et des commerçants", town: 'Niort'},
  {brand: 'mutuelle des métiers', color: '#8c2f39', legal: "Mutuelle des Métiers et de l'Artisanat", seat: '7 boulevard Marie et Alexandre Oyon, 72030 Le Mans Cedex 9', tagline: 'Assureur mutualiste des entreprises artisanales depuis 1952', town: 'Le Mans'},
]

export async function rcproArtisanDeuxColonnes(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const insurer = INSURERS[typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0]
  const color = hex(insurer.color)
  const anniversary = pick(rng, [1, 4, 7, 10])
  const year = Number(facts.asOf.slice(0, 4))
  const month = Number(facts.asOf.slice(5, 7))
  const startYear = anniversary <= month ? year : year - 1
  const start = `${startYear}-${String(anniversary).padStart(2, '0')}-01`
  const end = addDays(addMonths(start, 12), -1)
  const issued = addDays(start, -randomInt(rng, 4, 20))
  const inception = `${randomInt(rng, 2015, startYear - 1)}-${String(anniversary).padStart(2, '0')}-01`
  const policy = `PAC ${String(startYear).slice(2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomLetters(rng, 1)}`
  const member = `S ${randomDigits(rng, 7)}`
  const certificate = `AT-${String(startYear).slice(2)}-${randomDigits(rng, 7)}`
  const insured = `${company.name} ${company.legalForm}`
  const staff = randomInt(rng, 1, 9)
  const turnover = randomInt(rng, 12, 68) * 10_000
  const insurerSiren = makeSiren(rng)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const ink = hex('#1e1e1e')

  const {doc, fonts} = await newDocument({author: insurer.legal, creator: `${insurer.legal} - Espace sociétaire`, date: issued, producer: 'Editique mutualiste', title: `Attestation ${certificate}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 556

  // Stripe, wordmark, references.
  s.box(0, 0, 16, s.height, {fill: color})
  s.box(L, 34, 30, 30, {fill: color, radius: 15})
  s.text(insurer.brand[0].toUpperCase(), L + 15, 55, {align: 'center', color: WHITE, font: H.bold, size: 17})
  s.text(insurer.brand, L + 40, 52, {color, font: H.bold, size: 19})
  s.text(insurer.tagline, L + 40, 64, {color: GREY, font: H.italic, size: 7.6})
  s.text(`Attestation n° ${certificate}`, R, 46, {align: 'right', color: ink, font: H.bold, size: 8.4})
  s.text('Page 1/1', R, 58, {align: 'right', color: GREY, size: 7.6})

  // Title.
  s.box(L, 88, R - L, 46, {fill: hex('#f3f5f3')})
  s.text("ATTESTATION D'ASSURANCE", L + 12, 106, {color, font: H.bold, size: 15})
  s.text('Responsabilité civile exploitation et après livraison - Contrat Pack Artisan & Commerçant', L + 12, 123, {color: ink, size: 9})

  let y = 156
  for (const line of wrap(`${insurer.legal}, société d'assurance mutuelle dont le siège est ${insurer.seat}, atteste que le sociétaire désigné ci-dessous est titulaire d'un contrat d'assurance souscrit auprès d'elle et en vigueur à la date de la présente attestation :`, R - L, H.regular, 8.8)) {
    s.text(line, L, y, {color: ink, size: 8.8})
    y += 11.5
  }

  // Two-column grid.
  y += 6
  const gridTop = y
  const mid = L + (R - L) / 2 + 10
  const labelStyle = {color: GREY, font: H.bold, size: 6.8}
  const pair = (lab: string, values: string[], x: number, at: number, tab: number, bold = false) => {
    s.text(lab, x, at, labelStyle)
    return s.lines(values, x + tab, at, {color: ink, font: bold ? H.bold : H.regular, leading: 11, size: 8.8})
  }

  let yl = gridTop + 16
  yl = pair('SOCIÉTAIRE', [insured], L + 10, yl, 66, true) + 3
  yl = pair('SIREN', [groupedSiren(company.siren)], L + 10, yl, 66) + 3
  yl = pair('ADRESSE', seat, L + 10, yl, 66)
  let yr = gridTop + 16
  yr = pair('N° DE SOCIÉTAIRE', [member], mid + 8, yr, 100) + 3
  yr = pair('N° DE CONTRAT', [policy], mid + 8, yr, 100, true) + 3
  yr = pair("DATE D'EFFET INITIALE", [dotDate(inception)], mid + 8, yr, 100) + 3
  yr = pair('ÉCHÉANCE PRINCIPALE', [`1er ${MONTHS_FR[anniversary - 1]}`], mid + 8, yr, 100)
  const gridBottom = Math.max(yl, yr) + 2
  s.box(L, gridTop, R - L, gridBottom - gridTop, {lineWidth: 0.7, stroke: color})
  s.vline(mid, gridTop, gridBottom, {color: hex('#c9d3c9'), width: 0.6})

  // Activity.
  y = gridBottom + 22
  s.text('ACTIVITÉ ASSURÉE', L, y, {color, font: H.bold, size: 8.6})
  y += 14
  for (const line of wrap(company.activity, 300, H.bold, 9.6)) {
    s.text(line, L, y, {color: ink, font: H.bold, size: 9.6})
    y += 12
  }

  s.text(`Effectif déclaré : ${staff} salarié${staff > 1 ? 's' : ''}    Chiffre d'affaires déclaré : ${frEuros(turnover)} €`, L, y + 2, {color: GREY, size: 7.8})

  // Validity in a sentence.
  y += 24
  s.text('PÉRIODE DE VALIDITÉ', L, y, {color, font: H.bold, size: 8.6})
  y += 14
  for (const line of wrap(`La présente attestation est valable du ${dotDate(start)} au ${dotDate(end)}, sous réserve du paiement des cotisations à leur échéance. Elle ne vaut pas présomption de garantie pour les sinistres dont le fait générateur serait antérieur à la date d'effet du contrat.`, R - L, H.regular, 8.8)) {
    s.text(line, L, y, {color: ink, size: 8.8})
    y += 11.5
  }

  // Guarantees in two columns.
  y += 14
  s.text('TABLEAU DES GARANTIES', L, y, {color, font: H.bold, size: 8.6})
  y += 8
  const colW = (R - L - 12) / 2
  const eur = (n: number) => `${frEuros(n)} €`
  const ceiling = pick(rng, [6_000_000, 8_000_000])
  const left: string[][] = [
    ['Tous dommages confondus', eur(ceiling), '-'],
    ['dont corporels', eur(ceiling), '-'],
    ['dont matériels et immatériels', eur(1_500_000), eur(pick(rng, [300, 450]))],
    ['Immatériels non consécutifs', eur(150_000), eur(750)],
    ['Atteinte à l\'environnement', eur(750_000), eur(1_000)],
    ['RC après livraison (par année)', eur(1_000_000), eur(pick(rng, [450, 750]))],
    ['Faute inexcusable', eur(1_000_000), '-'],
    ['Défense pénale et recours', eur(20_000), eur(380)],
  ]
  const right: string[][] = [
    ['Incendie, événements naturels', 'Valeur à neuf', eur(450)],
    ['Dégâts des eaux', 'Valeur à neuf', eur(450)],
    ['Vol et vandalisme', eur(pick(rng, [15_000, 20_000, 30_000])), eur(760)],
    ['Bris de machines', eur(pick(rng, [10_000, 25_000])), eur(600)],
    ['Marchandises en chambre froide', eur(5_000), eur(300)],
    ['Bris de glaces et enseignes', eur(8_000), eur(150)],
    ["Perte d'exploitation", '12 mois de marge', '3 jours'],
    ['Catastrophes naturelles', 'Selon arrêté', 'Légale'],
  ]
  const table = (title: string, rows: string[][], x: number) =>
    s.table({
      columns: [{width: colW - 118}, {align: 'right', width: 68}, {align: 'right', width: 50}],
      font: H.regular,
      frame: true,
      header: [[title, 'Plafond', 'Franchise']],
      headerColor: WHITE,
      headerFill: color,
      headerFont: H.bold,
      headerHeight: 15,
      headerSize: 6.9,
      rowHeight: 13,
      rowRules: true,
      rows,
      ruleColor: hex('#c9d3c9'),
      size: 6.9,
      x,
      y,
    })
  table('RESPONSABILITÉ CIVILE', left, L)
  y = table('DOMMAGES AUX BIENS (pour information)', right, L + colW + 12)

  y += 16
  for (const line of wrap("Les garanties s'exercent dans les limites et conditions du contrat, de ses conditions générales et particulières. La présente attestation ne peut engager l'assureur au-delà de ces limites. Les montants s'entendent par sinistre sauf mention contraire.", R - L, H.italic, 7.6)) {
    s.text(line, L, y, {color: GREY, font: H.italic, size: 7.6})
    y += 9.5
  }

  // Place, date, signature.
  y += 14
  s.text(`Fait à ${insurer.town}, le ${longDate(issued)}`, R - 200, y, {color: ink, size: 8.8})
  s.text('Le Directeur des assurances professionnelles', R - 200, y + 13, {color: GREY, size: 7.6})
  s.path(signaturePath(rng, 90), R - 190, y + 18, {lineWidth: 0.9, stroke: hex('#24306b')})

  s.hline(L, R, 800, {color: color, width: 0.6})
  s.paragraph(`Société d'assurance mutuelle à cotisations variables, entreprise régie par le Code des assurances - ${groupedSiren(insurerSiren)} RCS ${insurer.town} - Siège social : ${insurer.seat} - Soumise au contrôle de l'ACPR, 4 place de Budapest, 75436 Paris Cedex 09.`, L, 810, R - L, {color: GREY, leading: 8.5, size: 6.6})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: insurer.legal, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/artisan-garanties-deux-colonnes',
    notes: [
      "a craftsman's package contract certificate from a trades mutual: two-column label : value grid in small capitals, member and contract references",
      'validity inside a sentence with dotted dates ("valable du 01.04.2027 au 31.03.2028"); the period starts on the contract anniversary',
      'guarantees table split over two side-by-side columns (liability, property): many decoy amounts',
      'decoys: original inception date, anniversary without year, declared staff and turnover, "Fait à ..., le" date in words, insurer RCS number',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
