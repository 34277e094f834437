/**
 * HELD-OUT quittance_loyer/tiers-payant-apl: the rent receipt a PRIVATE LANDLORD makes with an
 * online rental-management tool for a tenant whose HOUSING BENEFIT (APL) IS PAID DIRECTLY TO THE
 * LANDLORD by the Caf ("tiers payant"): the landlord's block at the left (a decoy person and a
 * decoy address), "QUITTANCE DE LOYER" with its number at the right, the tenant in a window block
 * ("Madame Claire DUBOIS" over the dwelling's lines); a grey "LOGEMENT" box repeating the
 * dwelling's address with its type and area; the receipt's sentence naming the tenant, the amount
 * paid by the tenant IN FIGURES AND IN WORDS and the amount paid by the Caf, the period "du 1er
 * octobre 2026 au 31 octobre 2026" (in words); an amounts table (rent, charges, total, "Aide au
 * logement versée par la Caf (tiers payant)" as a negative line, the tenant's share, with the
 * PAYMENT DATES of the tenant and of the Caf: decoys); the Caf's name and address and the
 * beneficiary number (decoys); the issue date at the foot as "Date d'édition : 03-11-2026" (DAY
 * MONTH YEAR WITH DASHES) beside the landlord's signature; the tool's small print.
 */
import {addDays, addMonths, addressLines, civilityWord, euroWords, type Facts, frAmount, type GeneratedDocument, GREY, hex, lastDayOf, longDate, monthOf, newDocument, pad2, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper, WHITE} from '../util.js'

interface Landlord {
  name: string
  lines: string[]
  signer: string
}

const LANDLORDS: Landlord[] = [
  {lines: ['17 avenue des Acacias', '92160 Antony'], name: 'M. Gérard LECOMTE', signer: 'Gérard Lecomte'},
  {lines: ['Le Clos Fleuri', '6 chemin de la Croix Verte', '49130 Les Ponts-de-Cé'], name: 'Mme Martine BRUNEAU', signer: 'Martine Bruneau'},
  {lines: ['28 rue Nationale', '37000 Tours'], name: 'SCI LES TROIS CHÊNES, représentée par M. Pascal ROY, gérant', signer: 'P. Roy'},
  {lines: ['3 impasse des Mésanges', '31240 Saint-Jean'], name: 'M. et Mme Alain et Josiane VIDAL', signer: 'A. Vidal'},
]

const CAFS: Record<string, string> = {
  '13': 'Caf des Bouches-du-Rhône, 215 chemin de Gibbes, 13014 Marseille',
  '31': 'Caf de la Haute-Garonne, 24 rue Riquet, 31046 Toulouse Cedex 9',
  '33': 'Caf de la Gironde, rue du Docteur Gabriel Péry, 33078 Bordeaux Cedex',
  '44': 'Caf de Loire-Atlantique, 22 rue de Malville, 44937 Nantes Cedex 9',
  '69': 'Caf du Rhône, 67 boulevard Vivier Merle, 69409 Lyon Cedex 03',
  '75': 'Caf de Paris, 50 rue du Docteur Finlay, 75750 Paris Cedex 15',
}

/** "03-11-2026". */
const dashDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`

export async function quittanceTiersPayantApl(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const landlord = LANDLORDS[typeof raw.landlord === 'number' ? raw.landlord % LANDLORDS.length : 0]
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const cafPaid = addDays(addMonths(start, 1), randomInt(rng, 3, 6))
  const tenantPaid = addDays(start, randomInt(rng, 1, 8))
  const drawn = addDays(cafPaid, randomInt(rng, 1, 6))
  const issued = params.issueDate ?? (drawn < facts.asOf ? drawn : addDays(facts.asOf, -1))
  const tenant = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const rent = randomInt(rng, 430, 880) * 100 + randomInt(rng, 0, 3) * 25
  const charges = randomInt(rng, 25, 110) * 100
  const total = rent + charges
  const apl = randomInt(rng, 140, 330) * 100 + randomInt(rng, 0, 99)
  const share = total - apl
  const dept = address.postcode.slice(0, 2)
  const caf = CAFS[dept] ?? `Caf du département ${dept}`
  const beneficiary = randomDigits(rng, 7)
  const receiptNo = `Q-${period.replace('-', '')}-${randomDigits(rng, 3)}`
  const kind = ['Appartement T2 - 44 m²', 'Appartement T1 bis - 31 m²', 'Appartement T3 - 62 m²', 'Maison T3 - 71 m²'][randomInt(rng, 0, 3)]
  const color = hex('#2f6b3a')
  const ink = hex('#202326')
  const soft = hex('#6a7078')

  const {doc, fonts} = await newDocument({author: landlord.signer, creator: 'LocaFacile', date: issued, producer: 'LocaFacile - quittances', title: `Quittance ${receiptNo}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // Landlord and title.
  s.text('Bailleur', L, 50, {color: soft, size: 7.6})
  const ll = s.paragraph(landlord.name, L, 63, 230, {color: ink, font: H.bold, leading: 11.5, size: 9.6})
  s.lines(landlord.lines, L, ll, {color: ink, leading: 11.5, size: 9})
  s.text('QUITTANCE DE LOYER', R, 56, {align: 'right', color, font: H.bold, size: 16})
  s.text(`N° ${receiptNo}`, R, 71, {align: 'right', color: soft, size: 8.4})

  // The tenant's window.
  s.text('Locataire', 320, 128, {color: soft, size: 7.6})
  s.lines([tenant, ...dwelling], 320, 142, {color: ink, leading: 12, size: 9.8})

  // The dwelling.
  let y = 216
  s.box(L, y, R - L, 50, {fill: hex('#eef3ef')})
  s.text('LOGEMENT', L + 10, y + 14, {color, font: H.bold, size: 8})
  s.text(dwelling.join(' - '), L + 10, y + 28, {color: ink, size: 9})
  s.text(kind, L + 10, y + 41, {color: soft, size: 8.2})
  y += 74

  s.text(`Période : du ${longDate(start)} au ${longDate(end)}`, L, y, {color: ink, font: H.bold, size: 10})
  y += 22
  y = s.paragraph(
    `Je soussigné(e), ${landlord.name}, bailleur du logement désigné ci-dessus, déclare avoir reçu de ${tenant} la somme de ${frAmount(share)} euros (${euroWords(share)}) au titre de la part du loyer et des charges restant à sa charge, et de la Caisse d'allocations familiales la somme de ${frAmount(apl)} euros au titre de l'aide personnalisée au logement versée en tiers payant, soit la somme totale de ${frAmount(total)} euros, pour le loyer et les charges de la période indiquée, et lui en donne quittance, sous réserve de tous mes droits.`,
    L,
    y,
    R - L,
    {color: ink, justify: true, leading: 13, size: 9.6},
  )

  y += 14
  y = s.table({
    columns: [{width: 290}, {align: 'center', width: 90}, {align: 'right', width: R - L - 380}],
    font: H.regular,
    header: [['Détail', 'Réglé le', 'Montant']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Loyer hors charges', '', `${frAmount(rent)} €`],
      ['Provision sur charges', '', `${frAmount(charges)} €`],
      [{font: H.bold, text: 'Total loyer et charges'}, '', {font: H.bold, text: `${frAmount(total)} €`}],
      ['Aide au logement versée par la Caf (tiers payant)', slashDate(cafPaid), `-${frAmount(apl)} €`],
      [{font: H.bold, text: 'Reste à charge du locataire'}, slashDate(tenantPaid), {font: H.bold, text: `${frAmount(share)} €`}],
    ],
    ruleColor: hex('#c9d3cb'),
    size: 8.8,
    x: L,
    y,
  })

  y += 18
  s.paragraph(`Aide au logement : ${caf} - n° d'allocataire ${beneficiary}. Le montant de l'aide est versé directement au bailleur et déduit du loyer dû par le locataire.`, L, y, R - L, {color: soft, leading: 10.5, size: 8})

  // Date and signature.
  y += 56
  s.text(`Date d'édition : ${dashDate(issued)}`, L, y, {color: ink, size: 9.4})
  s.text('Signature du bailleur', 360, y, {color: soft, size: 8})
  s.path(signaturePath(rng, 110), 362, y + 14, {lineWidth: 1, stroke: hex('#233a7a')})
  s.text(landlord.signer, 362, y + 50, {color: ink, font: H.italic, size: 9})

  s.hline(L, R, 790, {color: hex('#d5d9dd'), width: 0.5})
  s.paragraph(
    `La quittance ne libère le locataire que pour la période indiquée ; elle ne préjuge pas du paiement des termes antérieurs. Document édité avec LocaFacile, ${pad2(randomInt(rng, 1, 28))} rue Lafayette, 75009 Paris.`,
    L,
    801,
    R - L,
    {color: GREY, leading: 8.5, size: 6.8},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/tiers-payant-apl',
    notes: [
      "a private landlord's rent receipt with the housing benefit paid directly by the Caf (tiers payant): the Caf's share as a negative line, the tenant's share in figures and in words",
      'the tenant "Madame Claire DUBOIS" in a window block; the dwelling repeated in a grey box with its type and area',
      'issue date only as "Date d\'édition : 03-11-2026" (dashes); decoys: the landlord and his address, the Caf\'s address and beneficiary number, the payment dates',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
