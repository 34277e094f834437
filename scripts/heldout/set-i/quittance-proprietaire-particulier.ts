/**
 * HELD-OUT quittance_loyer/proprietaire-particulier: the rent receipt a PRIVATE LANDLORD types
 * each month in a word processor (Word / LibreOffice look: Times or Arial-like type, one font
 * size, no frame, no logo) and emails as a PDF: the landlord's name, address, phone and e-mail
 * top left (a second address: the landlord's own home, a decoy for the tenant's); the tenant
 * ("Madame Claire DUBOIS") with the address of the rented flat on the right, lower, as on a
 * letter; the title "QUITTANCE DE LOYER" centred, bold and underlined, with "Mois de mars 2026"
 * under it; the receipt sentence ("Je soussigné ... / Nous soussignés ..., propriétaire(s) du
 * logement désigné ci-dessus, déclare avoir reçu de Madame Claire DUBOIS la somme de 850,00 euros
 * (huit cent cinquante euros) ... pour la période du 1er mars 2026 au 31 mars 2026 ..."); the
 * breakdown as tab-aligned lines ("Loyer hors charges", "Provision pour charges", "Total") with a
 * dotted rule; the payment date and means ("Paiement reçu le 2 mars 2026 par virement": a
 * decoy); "Fait à Angers, le 4 mars 2026" (in words, or "le 04/03/2026" in numbers for some
 * landlords: the landlord's town, not the flat's) over a handwritten signature and the typed name;
 * the legal reminder in small italics at the foot.
 */
import {addDays, addressLines, euroWords, type Facts, frAmount, type GeneratedDocument, hex, inlineAddress, lastDayOf, longDate, monthOf, MONTHS_FR, newDocument, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper} from '../util.js'

const LANDLORDS: {name: string; signer: string; plural: boolean; lines: string[]; town: string; phone: string; mail: string; serif: boolean; numeric: boolean}[] = [
  {lines: ['8 rue des Capucins', '49100 Angers'], mail: 'bernard.vignal@orange.fr', name: 'Bernard VIGNAL', numeric: false, phone: '06 72 18 44 09', plural: false, serif: true, signer: 'Bernard VIGNAL', town: 'Angers'},
  {lines: ['La Grande Maison', '3 chemin des Sablons', '37510 Ballan-Miré'], mail: 'rocher.famille@gmail.com', name: 'Monique et Jean-Paul ROCHER', numeric: false, phone: '02 47 53 90 12', plural: true, serif: false, signer: 'J.-P. ROCHER', town: 'Ballan-Miré'},
  {lines: ['27 quai Saint-Vincent', '69001 Lyon'], mail: 'f.delmas69@free.fr', name: 'Françoise DELMAS', numeric: true, phone: '06 09 55 31 78', plural: false, serif: true, signer: 'Françoise DELMAS', town: 'Lyon'},
  {lines: ['14 allée des Mimosas', '33120 Arcachon'], mail: 'alain.tesson@laposte.net', name: 'Alain TESSON', numeric: true, phone: '06 84 20 17 63', plural: false, serif: false, signer: 'A. TESSON', town: 'Arcachon'},
]

export async function quittanceProprietaireParticulier(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const landlord = LANDLORDS[typeof raw.variant === 'number' ? raw.variant % LANDLORDS.length : 0]
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const paid = addDays(start, randomInt(rng, 0, 5))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 1, 6))
  const rent = randomInt(rng, 42, 118) * 1000 + [0, 0, 500, 2500][randomInt(rng, 0, 3)]
  const charges = randomInt(rng, 3, 15) * 1000
  const total = rent + charges
  const tenant = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const monthWords = `${MONTHS_FR[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`
  const means = ['virement bancaire', 'chèque', 'virement'][randomInt(rng, 0, 2)]

  const {doc, fonts} = await newDocument({author: landlord.signer, creator: landlord.serif ? 'Microsoft® Word 2019' : 'Writer', date: issued, producer: landlord.serif ? 'Microsoft® Word 2019' : 'LibreOffice 7.6', title: `Quittance ${monthWords}`})
  const family = landlord.serif ? fonts.times : fonts.helvetica
  const size = landlord.serif ? 12 : 10.5
  const s = Sheet.add(doc, fonts)
  const L = 72
  const R = 523
  const lead = size * 1.35

  // Landlord (top left).
  let y = s.lines([landlord.name, ...landlord.lines, `Tél. : ${landlord.phone}`, landlord.mail], L, 80, {font: family.regular, leading: lead, size})

  // Tenant (right, lower).
  const ty = Math.max(y + 22, 178)
  s.lines([tenant, ...dwelling], 310, ty, {font: family.regular, leading: lead, size})
  y = ty + (dwelling.length + 1) * lead + 40

  // Title.
  const title = 'QUITTANCE DE LOYER'
  const tw = s.text(title, s.width / 2, y, {align: 'center', font: family.bold, size: size + 4})
  s.hline(s.width / 2 - tw / 2, s.width / 2 + tw / 2, y + 2.5, {width: 0.9})
  s.text(`Mois de ${monthWords}`, s.width / 2, y + lead + 4, {align: 'center', font: family.regular, size})
  y += 2 * lead + 26

  // Sentence.
  const sentence = landlord.plural
    ? `Nous soussignés, ${landlord.name}, propriétaires du logement situé ${inlineAddress(address)}, déclarons avoir reçu de ${tenant}, locataire, la somme de ${frAmount(total, ' ')} euros (${euroWords(total)}), au titre du paiement du loyer et des charges pour la période de location du ${longDate(start)} au ${longDate(end)}, et lui en donnons quittance, sous réserve de tous nos droits.`
    : `Je soussigné${landlord.name.startsWith('Françoise') ? 'e' : ''} ${landlord.name}, propriétaire du logement situé ${inlineAddress(address)}, déclare avoir reçu de ${tenant}, locataire, la somme de ${frAmount(total, ' ')} euros (${euroWords(total)}), au titre du paiement du loyer et des charges pour la période de location du ${longDate(start)} au ${longDate(end)}, et lui en donne quittance, sous réserve de tous mes droits.`
  y = s.paragraph(sentence, L, y, R - L, {font: family.regular, justify: true, leading: lead + 1, size})

  // Breakdown.
  y += 16
  s.text('Détail du règlement :', L, y, {font: family.bold, size})
  y += lead + 4
  const tab = 360
  const line = (label: string, cents: number, bold = false) => {
    s.text(label, L + 24, y, {font: bold ? family.bold : family.regular, size})
    s.text(`${frAmount(cents, ' ')} €`, tab + 90, y, {align: 'right', font: bold ? family.bold : family.regular, size})
    y += lead + 2
  }

  line('Loyer hors charges', rent)
  line('Provision pour charges', charges)
  s.hline(L + 24, tab + 90, y - lead + 5, {dash: [1, 2], width: 0.6})
  y += 3
  line('Total', total, true)
  y += 8
  s.text(`Paiement reçu le ${longDate(paid)} par ${means}.`, L, y, {font: family.regular, size})

  // Place, date, signature.
  y += 46
  s.text(`Fait à ${landlord.town}, le ${landlord.numeric ? slashDate(issued) : longDate(issued)}`, 310, y, {font: family.regular, size})
  s.path(signaturePath(rng, 95), 318, y + 14, {lineWidth: 1.1, stroke: hex('#1a2f7a')})
  s.text(landlord.signer, 310, y + 58, {font: family.regular, size})

  s.paragraph(
    "Cette quittance annule tous les reçus qui auraient pu être donnés pour acompte versé sur le présent terme. En cas de congé précédemment donné, cette quittance représenterait l'indemnité d'occupation et ne saurait être considérée comme un titre d'occupation. À conserver par le locataire (article 21 de la loi n° 89-462 du 6 juillet 1989).",
    L,
    760,
    R - L,
    {font: family.italic, leading: 10.5, size: 8.5},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/proprietaire-particulier',
    notes: [
      'typed by a private landlord in a word processor: no frame, no logo, one font',
      "the landlord's own address top left (a decoy for the flat's), the tenant block lower right",
      'the flat\'s address again inside the receipt sentence on one line; period in words',
      'issue date only in "Fait à <landlord town>, le ..." (words or numbers); payment date as a decoy',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
