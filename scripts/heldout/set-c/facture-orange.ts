/**
 * HELD-OUT facture_domicile/box-orange: page 1 of the incumbent telecom operator's home
 * internet bill (Orange "Livebox" style): the square logo top left, headings in lower case as the
 * brand writes them ("votre facture", "montant à payer", "vos offres et services"), a small
 * two-column references block at the top right whose labels are lower-case words with the value at
 * a tab ("n° client", "n° de facture", "date" → "5 mars 2026", "page"), the addressee in postal
 * capitals with the civility in full ("MONSIEUR JEAN DUPONT"), the amount due large on the left
 * with "prélevé le 20.03.2026" (dotted date) under it, the services table per line (offer, period
 * "du 05.03 au 04.04", amount), HT / TVA / TTC, a "vos contacts" band, and the operator's legal
 * footer (SA au capital, RCS).
 */
import {
  addDays,
  addressLines,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  longDate,
  newDocument,
  pick,
  postalUpper,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  subjectOf,
  truthAddress,
  euroSpace,
  WHITE,
  BLACK,
} from '../util.js'

const BRAND = 'Clémentine'

const dotted = (iso: string, year = true) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}${year ? `.${iso.slice(0, 4)}` : ''}`

export async function factureOrange(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 4, 50))
  const periodEnd = addDays(issued, 29)
  const debit = addDays(issued, 15)
  const holder = `${name.civility === 'Mme' ? 'MADAME' : 'MONSIEUR'} ${postalUpper(name.givenNames[0])} ${postalUpper(name.surname)}`
  const window = [holder, ...addressLines(address, 'postal')]
  const offer = pick(rng, [['offre Livebox Fibre', 4299], ['offre Livebox Up Fibre', 5199], ['offre Livebox Max Fibre', 5999]] as [string, number][])
  const tv = pick(rng, [0, 500, 1000])
  const calls = pick(rng, [0, 0, 38, 126])
  const ttc = offer[1] + tv + calls
  const ht = Math.round(ttc / 1.2)
  const vat = ttc - ht
  const fixed = `0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`

  const {doc, fonts} = await newDocument({author: BRAND, creator: 'Clémentine Facturation', date: issued, producer: 'PDFlib+PDI 9.3', title: 'Facture'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const orange = hex('#ff7900')
  const L = 40
  const R = 555

  // Logo.
  s.box(L, 36, 46, 46, {fill: orange})
  s.text(BRAND.toLowerCase(), L + 4, 78, {color: WHITE, font: H.bold, size: 7.5})

  // References, top right.
  s.text('votre facture', 360, 46, {font: H.bold, size: 14})
  const refs: [string, string][] = [
    ['n° client', `${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 2)}`],
    ['n° de facture', `FA${randomDigits(rng, 10)}`],
    ['date', longDate(issued)],
    ['page', '1/4'],
  ]
  refs.forEach(([label, value], i) => {
    s.text(label, 360, 64 + i * 11, {color: GREY, size: 8})
    s.text(value, 440, 64 + i * 11, {font: H.bold, size: 8})
  })

  // Addressee.
  s.lines(window, 330, 150, {leading: 12, size: 9.5})

  // Amount due.
  s.text('montant à payer', L, 150, {font: H.bold, size: 11})
  s.text(euroSpace(ttc), L, 178, {color: orange, font: H.bold, size: 26})
  s.text(`prélevé le ${dotted(debit)}`, L, 194, {size: 9})
  s.text('sur votre compte bancaire', L, 205, {color: GREY, size: 8})

  // Services.
  let y = 262
  s.text('vos offres et services', L, y, {color: orange, font: H.bold, size: 12})
  s.hline(L, R, y + 7, {color: BLACK, width: 1})
  y += 26
  s.text(`ligne fixe ${fixed}`, L, y, {font: H.bold, size: 9})
  y += 16
  const item = (label: string, when: string, cents: number) => {
    s.text(label, L + 10, y, {size: 8.8})
    s.text(when, 360, y, {color: GREY, size: 8})
    s.text(euroSpace(cents), R, y, {align: 'right', size: 8.8})
    s.hline(L + 10, R, y + 5, {color: hex('#dddddd'), width: 0.4})
    y += 16
  }

  item(offer[0], `du ${dotted(issued, false)} au ${dotted(periodEnd, false)}`, offer[1])
  if (tv) item(tv === 500 ? 'option TV - bouquet Famille' : 'option TV - bouquet Ciné Séries', `du ${dotted(issued, false)} au ${dotted(periodEnd, false)}`, tv)
  item('communications hors forfait', 'voir détail page 3', calls)
  y += 8
  const total = (label: string, cents: number, strong = false) => {
    s.text(label, 360, y, {font: strong ? H.bold : H.regular, size: 9})
    s.text(euroSpace(cents), R, y, {align: 'right', font: strong ? H.bold : H.regular, size: 9})
    y += 14
  }

  total('total hors taxes', ht)
  total('TVA 20 %', vat)
  total('total TTC', ttc, true)

  // Contacts band.
  y += 24
  s.box(L, y, R - L, 64, {fill: hex('#f2f2f2')})
  s.text('vos contacts', L + 12, y + 18, {font: H.bold, size: 10})
  s.text('espace client : clementine.fr/espace-client', L + 12, y + 34, {size: 8.5})
  s.text('service client : 3900 (service gratuit + prix appel)', L + 12, y + 47, {size: 8.5})
  s.text('application Clémentine et moi', 330, y + 34, {size: 8.5})

  s.paragraph(
    `${BRAND} SA au capital de 8 421 337 512 € - 62 rue Castagnary 75015 Paris - 412 508 339 RCS Paris. Les conditions générales de vente sont disponibles sur clementine.fr. En cas de litige : service consommateurs, puis médiateur des communications électroniques.`,
    L,
    798,
    R - L,
    {color: GREY, leading: 8, size: 6.3},
  )

  return {
    fields: {adresse: truthAddress(addressLines(address, 'postal')), date_emission: issued, emetteur: BRAND, titulaire: holder},
    layout: 'facture_domicile/box-orange',
    notes: ['lower-case labels ("date" -> long date)', 'addressee "MONSIEUR JEAN DUPONT"', 'amount due with a dotted debit date'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
