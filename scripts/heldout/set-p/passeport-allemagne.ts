/**
 * HELD-OUT passeport/allemagne-reisepass: a GERMAN passport (electronic passport of the 2017
 * model) of a holder living in France, its DATA PAGE PHOTOCOPIED at about 145 % in the upper half
 * of a portrait A4 page, then WATERMARKED as privacy advice recommends before sending an identity
 * document: a DIAGONAL grey line repeated over the whole page, "Copie destinée exclusivement à
 * <bank> - dossier de financement - 02/03/2027" (a decoy date and a decoy company over the
 * values). The page: "BUNDESREPUBLIK DEUTSCHLAND / FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE
 * FÉDÉRALE D'ALLEMAGNE", "REISEPASS / PASSPORT / PASSEPORT", the photo, TRILINGUAL German /
 * English / French captions WITHOUT NUMBERS ("Name / Surname / Nom", "Vornamen / Given names /
 * Prénoms", "Geburtstag / Date of birth / Date de naissance" ...), values in capitals under them:
 * the passport number "C4J7XM1R9" (letters and digits, no O), the surname ("VON BÜLOW" with its
 * particle), for the MARRIED WOMAN her married name with "geb. KRÜGER" (her birth name) on the line
 * UNDER IT in the same field, given names in capitals, dates "12.08.1985", "DEUTSCH", the place of
 * birth, the issue date, the expiry ten years later less a day, the authority (a consulate
 * general, the embassy, a town), the signature; the TD3 MRZ "P<D<<" with umlauts spelled out
 * ("SCHROEDER").
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.45
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const NUMBER_CHARS = 'CFGHJKLMNPRTVWXYZ0123456789'

export async function passeportAllemagne(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const authority = typeof params.authority === 'string' ? params.authority : 'STADT KÖLN'
  const bank = typeof params.bank === 'string' ? params.bank : 'Banque Lyonnaise de Commerce'
  // A German married woman's passport surname is her married name; the birth name follows "geb.".
  const surname = upper(person.usageName ?? person.surname)
  const birthName = person.usageName ? upper(person.surname) : undefined
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 100, 3200))
  const expiry = addDays(addMonths(issued, 120), -1)
  let number = 'CFGHJK'[randomInt(rng, 0, 5)]
  for (let k = 0; k < 8; k++) number += NUMBER_CHARS[randomInt(rng, 0, NUMBER_CHARS.length - 1)]
  const mrz = td3({birthDate: person.birthDate, country: 'D', expiry, givenNames: person.givenNames, nationality: 'D', number, sex: female ? 'F' : 'M', surname})
  const marked = addDays(facts.asOf, -randomInt(rng, 1, 12))

  const {doc, fonts} = await newDocument({author: '', creator: 'FileFacile', date: marked, producer: 'FileFacile - filigrane', title: `passeport_filigrane_${marked.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const y0 = 70
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const ink = hex('#1e1d24')
  const cap = hex('#5d4f63')

  // The copied page.
  s.box(x0 - 3, y0 - 3, PAGE_W + 6, PAGE_H + 6, {fill: hex('#9e9e9e')})
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#f2eef0')})
  for (let k = 0; k < 22; k++) {
    const base = (PAGE_H * (k + 0.5)) / 22
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 5; t <= PAGE_W; t += 5) d += ` L ${t} ${(base + 2.4 * Math.cos(t / 15 + k * 0.7)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.25, stroke: k % 2 ? hex('#e2d4dc') : hex('#d9dfe6')})
  }

  s.text('BUNDESREPUBLIK DEUTSCHLAND', px(38), y0 + size(5.5), {color: ink, font: H.bold, size: size(2.4)})
  s.text("FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE FÉDÉRALE D'ALLEMAGNE", px(38), y0 + size(8.7), {color: cap, size: size(1.5)})
  s.text('REISEPASS  PASSPORT  PASSEPORT', px(4), y0 + size(5.5), {color: cap, font: H.bold, size: size(1.5)})
  s.box(px(4), y0 + size(12), size(30), size(40), {fill: hex('#cac4c8')})
  s.circle(px(19), y0 + size(25), size(7.5), {fill: hex('#a79fa5')})
  s.box(px(9.5), y0 + size(36), size(19), size(16), {fill: hex('#a79fa5')})

  const field = (xm: number, ym: number, caption: string, values: string[], valueMm = 2.6) => {
    s.text(caption, px(xm), y0 + size(ym), {color: cap, size: size(1.3)})
    values.forEach((v, k) => s.text(v, px(xm), y0 + size(ym + 3.4 + k * 3.2), {color: ink, font: H.bold, size: size(valueMm)}))
  }

  field(38, 12.5, 'Typ / Type / Type', ['P'])
  field(55, 12.5, 'Kode / Code / Code', ['D'])
  field(80, 12.5, 'Pass-Nr. / Passport No. / Passeport N°', [number], 2.9)
  field(38, 19.5, 'Name / Surname / Nom', birthName ? [surname, `geb. ${birthName}`] : [surname], 2.9)
  const below = birthName ? 3.2 : 0
  field(38, 26.5 + below, 'Vornamen / Given names / Prénoms', [given], 2.9)
  field(38, 33.5 + below, 'Geburtstag / Date of birth / Date de naissance', [dotDate(person.birthDate)])
  field(88, 33.5 + below, 'Geschlecht / Sex / Sexe', [female ? 'F' : 'M'])
  field(38, 40.5 + below, 'Staatsangehörigkeit / Nationality / Nationalité', ['DEUTSCH'])
  field(88, 40.5 + below, 'Geburtsort / Place of birth / Lieu de naissance', [person.birthPlace], person.birthPlace.length > 14 ? 2 : 2.6)
  field(38, 47.5 + below, 'Ausstellungsdatum / Date of issue / Date de délivrance', [dotDate(issued)])
  field(88, 47.5 + below, "Gültig bis / Date of expiry / Date d'expiration", [dotDate(expiry)])
  field(38, 54.5 + below, 'Behörde / Authority / Autorité', [authority], authority.length > 22 ? 2.2 : 2.6)
  s.text('Unterschrift / Signature / Signature', px(4), y0 + size(55.5), {color: cap, size: size(1.2)})
  s.path(signaturePath(rng, size(25)), px(5), y0 + size(57), {lineWidth: 0.8, stroke: hex('#23264f')})

  s.box(x0, y0 + size(69), PAGE_W, size(19), {fill: hex('#f8f6f7')})
  mrz.forEach((line, k) => s.text(line, px(4.5), y0 + size(76.5 + k * 6.4), {color: ink, font: fonts.courier.regular, size: size(4.1)}))

  // The watermark over the whole page.
  const mark = `Copie destinée exclusivement à ${bank} - dossier de financement - ${slashDate(marked)}`
  const grey = hex('#7f8a99')
  const markSize = Math.min(13, (470 / Math.cos((28 * Math.PI) / 180) / H.bold.widthOfTextAtSize(mark, 13)) * 13)
  for (let k = 0; k < 6; k++) s.text(mark, 40 + (k % 2) * 25, 280 + k * 105, {color: grey, font: H.bold, opacity: 0.45, rotate: 28, size: markSize})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'passeport/allemagne-reisepass',
    notes: [
      'German passport data page photocopied at about 145 % with a diagonal privacy watermark repeated over the page (a decoy bank and date)',
      'trilingual German / English / French captions without numbers; values in capitals under them; dates "12.08.1985"',
      'the married woman\'s married name with "geb. KRÜGER" on the line under it; particles ("VON BÜLOW"); number of letters and digits',
      'TD3 MRZ "P<D<<" with umlauts spelled out',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
