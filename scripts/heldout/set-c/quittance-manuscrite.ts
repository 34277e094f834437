/**
 * HELD-OUT quittance_loyer/manuscrite: a private landlord's rent receipt written by hand on a sheet
 * of Seyès-ruled school paper, as typed up in a script-like face (the PDF has a text layer: the
 * landlord wrote it in a word processor with a handwriting font, then printed it on the ruled
 * paper's background). Blue ink, ragged lines a little off the ruling. The landlord's name and
 * address at the top left as one writes them on a letter ("Bernard Faure / 4 rue Maufoux / 21200
 * Beaune"), "Quittance de loyer" underlined, then ONE paragraph carrying everything: the landlord,
 * the tenant "Madame Claire Dubois" (Prénom Nom in mixed case, civility in full), the sum in words
 * and in figures with its split (rent, charges), the dwelling's address inline, the month, the day
 * the rent was paid (a long date: a decoy) and "dont quittance"; then "Fait à Beaune, le 3 avril
 * 2026" (long date) and the signature.
 */
import {
  addDays,
  capitalisedSurname,
  euroWords,
  type Facts,
  firstDayOf,
  type GeneratedDocument,
  hex,
  inlineAddress,
  longDate,
  monthOf,
  MONTHS_FR,
  newDocument,
  pick,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  signaturePath,
  subjectOf,
  wrap,
} from '../util.js'

const LANDLORDS = [
  {city: 'Beaune', given: 'Bernard', lines: ['4 rue Maufoux'], postcode: '21200', surname: 'Faure'},
  {city: 'Vannes', given: 'Odile', lines: ['17 rue du Mené'], postcode: '56000', surname: 'Le Guen'},
  {city: 'Chambéry', given: 'Henri', lines: ['Les Charmettes', '231 chemin des Charmettes'], postcode: '73000', surname: 'Bouvier'},
  {city: 'Nîmes', given: 'Josiane', lines: ['9 impasse des Oliviers'], postcode: '30000', surname: 'Roux-Mazel'},
]

export async function quittanceManuscrite(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const [year, month] = period.split('-').map(Number)
  const rent = randomInt(rng, 52, 118) * 1000 + pick(rng, [0, 0, 500])
  const charges = randomInt(rng, 3, 9) * 1000 + pick(rng, [0, 500])
  const total = rent + charges
  const paid = addDays(firstDayOf(period), randomInt(rng, 0, 5))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 2, 12))
  const landlord = pick(rng, LANDLORDS)
  const tenant = `${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const dwelling = inlineAddress(address)
  const euros = (c: number) => `${Math.floor(c / 100)}${c % 100 ? `,${String(c % 100).padStart(2, '0')}` : ''} €`

  const {doc, fonts} = await newDocument({author: `${landlord.given} ${landlord.surname}`, creator: 'Writer', date: issued, producer: 'LibreOffice 7.3', title: 'quittance'})
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1f3a93')
  const font = fonts.times.italic
  const size = 13.5

  // Seyès ruling: major lines every 8 mm, minor every 2 mm, a red margin.
  const mm = 72 / 25.4
  const major = 8 * mm
  const first = 60
  for (let y = first, k = 0; y < s.height - 20; y += 2 * mm, k++) s.hline(0, s.width, y, {color: k % 4 === 0 ? hex('#8fb1d9') : hex('#d3e0f0'), width: k % 4 === 0 ? 0.5 : 0.3})
  for (let x = 0; x < s.width; x += major) s.vline(x, 0, s.height, {color: hex('#d3e0f0'), width: 0.3})
  s.vline(30 * mm, 0, s.height, {color: hex('#e0565b'), width: 0.8})

  const left = 30 * mm + 10
  const right = s.width - 32
  const lineAt = (n: number) => first + n * major - 2
  const jitter = () => (rng() - 0.5) * 1.6
  const write = (text: string, x: number, n: number) => s.text(text, x + (rng() - 0.5) * 3, lineAt(n) + jitter(), {color: ink, font, size})

  write(`${landlord.given} ${landlord.surname}`, left, 1)
  landlord.lines.forEach((line, i) => write(line, left, 2 + i))
  write(`${landlord.postcode} ${landlord.city}`, left, 2 + landlord.lines.length)

  const titleLine = 4 + landlord.lines.length
  const title = 'Quittance de loyer'
  const tw = font.widthOfTextAtSize(title, size + 3)
  s.text(title, (left + right) / 2 - tw / 2, lineAt(titleLine), {color: ink, font, size: size + 3})
  s.hline((left + right) / 2 - tw / 2, (left + right) / 2 + tw / 2, lineAt(titleLine) + 3, {color: ink, width: 0.8})

  const paragraph =
    `Je soussigné${landlord.given === 'Odile' || landlord.given === 'Josiane' ? 'e' : ''} ${landlord.given} ${landlord.surname}, propriétaire, reconnais avoir reçu de ${tenant} ` +
    `la somme de ${euroWords(total)} (${euros(total)}), soit ${euros(rent)} de loyer et ${euros(charges)} de charges, pour la location du logement situé ` +
    `${dwelling}, au titre du mois de ${MONTHS_FR[month - 1]} ${year}, somme versée le ${longDate(paid)}, et lui en donne quittance, sous réserve de tous mes droits.`
  let n = titleLine + 2
  const lines = wrap(paragraph, right - left - 44, font, size)
  lines.forEach((line, i) => write(line, i === 0 ? left + 28 : left, n + i))
  n += lines.length + 1

  write(`Fait à ${landlord.city}, le ${longDate(issued)}`, left + 170, n)
  s.path(signaturePath(rng, 100), left + 200, lineAt(n + 1) - 6, {lineWidth: 1.2, stroke: ink})

  return {
    fields: {adresse: dwelling, date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/manuscrite',
    notes: ['everything in one paragraph in a script face', 'tenant "Madame Claire Dubois"', 'payment date in long form as a decoy, issue date "Fait à X, le <long date>"'],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
