/**
 * HELD-OUT passeport/royaume-uni: the data page of a BRITISH passport (the blue passport of 2020
 * onwards, polycarbonate data page), as a British manager living in France sends it from a phone
 * SCANNING APP: a GREYSCALE A4 page, the data page at about 140 % and laid CROOKED (turned by one
 * to two degrees), the app's header line ("ScanLite - Document 3 - 12/03/2026 18:42": a decoy date)
 * and its footer mark. The page: "UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND" and
 * "PASSPORT / PASSEPORT" at the top, the photo at the left and a small ghost image at the right,
 * English / French labels with the value under each and the fields NUMBERED as the ICAO page
 * numbers them ("Surname/Nom (1)", "Given names/Prénoms (2)", "Nationality/Nationalité (3)" with
 * "BRITISH CITIZEN", "Date of birth/Date de naissance (4)", "Sex/Sexe (5)", "Place of birth/Lieu
 * de naissance (6)", "Date of issue/Date de délivrance (7)", "Authority/Autorité (8)" with "HMPO",
 * "Date of expiry/Date d'expiration (9)", "Holder's signature/Signature du titulaire (10)"), the
 * type, the issuing state's code and the passport number (nine digits) on the first row; dates
 * with BILINGUAL months and TWO-DIGIT YEARS "14 FEB /FÉV 85"; ten years' validity to the day; the
 * married woman under her married name (double-barrelled "ASHWORTH-JONES"); the TD3 MRZ "P<GBR".
 */
import {concatTransformationMatrix, popGraphicsState, pushGraphicsState} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const MONTHS = ['JAN /JAN', 'FEB /FÉV', 'MAR /MARS', 'APR /AVR', 'MAY /MAI', 'JUN /JUIN', 'JUL /JUIL', 'AUG /AOÛT', 'SEP /SEPT', 'OCT /OCT', 'NOV /NOV', 'DEC /DÉC']

/** "14 FEB /FÉV 85". */
const ukDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(2, 4)}`

export async function passeportRoyaumeUni(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const place = typeof params.place === 'string' ? params.place : 'LONDON'
  const female = person.civility === 'Mme'
  const issued = addDays(facts.asOf, -randomInt(rng, 100, 3300))
  const expiry = addMonths(issued, 120)
  const number = `${randomInt(rng, 1, 6)}${randomDigits(rng, 8)}`
  const surnameRaw = person.usageName ?? person.surname
  const surname = upper(surnameRaw)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'GBR', expiry, givenNames: person.givenNames, nationality: 'GBR', number, sex: female ? 'F' : 'M', surname: surnameRaw})
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const docNo = randomInt(rng, 2, 9)
  const tilt = (randomInt(rng, 0, 1) === 0 ? -1 : 1) * (1 + randomInt(rng, 0, 8) / 10)

  const {doc, fonts} = await newDocument({author: 'ScanLite', creator: 'ScanLite 6.2 (iOS)', date: scanned, producer: 'ScanLite PDF', title: `Document ${docNo}`})
  const H = fonts.helvetica
  const page = doc.addPage([595.28, 841.89])
  const outer = new Sheet(page, fonts)
  const grey = hex('#7a7a7a')

  // The app's header and footer, straight.
  outer.text(`ScanLite - Document ${docNo} - ${slashDate(scanned)} ${pad2(randomInt(rng, 7, 22))}:${pad2(randomInt(rng, 0, 59))}`, 30, 24, {color: grey, size: 7.5})
  outer.text('Numérisé avec ScanLite', 565, 826, {align: 'right', color: hex('#b0b0b0'), font: H.italic, size: 7})

  // The data page, turned about its centre.
  const x0 = (outer.width - PAGE_W) / 2
  const y0 = 92
  const cx = x0 + PAGE_W / 2
  const cy = outer.height - (y0 + PAGE_H / 2)
  const a = (tilt * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy))
  const s = new Sheet(page, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const py = (mm: number) => y0 + size(mm)
  const ink = hex('#1c1c1c')
  const lab = hex('#4a4a4a')

  s.box(x0 - 2, y0 - 2, PAGE_W + 4, PAGE_H + 4, {fill: hex('#9b9b9b')})
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#ececec')})
  for (let k = 0; k < 22; k++) {
    const base = (PAGE_H * (k + 0.5)) / 22
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 5; t <= PAGE_W; t += 5) d += ` L ${t} ${(base + 2.6 * Math.sin(t / 19 + k * 0.8)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.25, stroke: hex('#d8d8d8')})
  }

  s.circle(px(100), py(30), size(9), {fill: hex('#e0e0e0')})
  s.text('UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND', px(4), py(6), {color: ink, font: H.bold, size: size(2.35)})
  s.text('PASSPORT', px(4), py(10.2), {color: lab, font: H.bold, size: size(2)})
  s.text('PASSEPORT', px(24), py(10.2), {color: lab, font: H.bold, size: size(2)})

  // Photo and ghost image.
  s.box(px(4), py(13), size(30), size(39), {fill: hex('#c4c4c4')})
  s.circle(px(19), py(26), size(7.6), {fill: hex('#a2a2a2')})
  s.box(px(9.5), py(37), size(19), size(15), {fill: hex('#a2a2a2')})
  s.box(px(108), py(45), size(12), size(15), {fill: hex('#dcdcdc')})
  s.circle(px(114), py(50), size(3), {fill: hex('#cfcfcf')})

  const field = (xm: number, ym: number, caption: string, value: string, valueMm = 2.7) => {
    s.text(caption, px(xm), py(ym), {color: lab, size: size(1.3)})
    if (value) s.text(value, px(xm), py(ym + 3.5), {color: ink, font: H.bold, size: size(valueMm)})
  }

  field(38, 13.5, 'Type/Type', 'P')
  field(50, 13.5, "Code/Code", 'GBR')
  field(78, 13.5, 'Passport No./Passeport No.', number, 2.9)
  field(38, 20.5, 'Surname/Nom (1)', surname, 3)
  field(38, 27.5, 'Given names/Prénoms (2)', given, 3)
  field(38, 34.5, 'Nationality/Nationalité (3)', 'BRITISH CITIZEN')
  field(38, 41.5, 'Date of birth/Date de naissance (4)', ukDate(person.birthDate))
  field(88, 41.5, 'Sex/Sexe (5)', female ? 'F' : 'M')
  field(38, 48.5, 'Place of birth/Lieu de naissance (6)', place)
  field(38, 55.5, 'Date of issue/Date de délivrance (7)', ukDate(issued))
  field(82, 55.5, 'Authority/Autorité (8)', 'HMPO')
  field(38, 62.5, "Date of expiry/Date d'expiration (9)", ukDate(expiry))
  field(4, 56, "Holder's signature/Signature du titulaire (10)", '')
  s.path(signaturePath(rng, size(26)), px(5), py(57.5), {lineWidth: 0.8, stroke: hex('#2a2a2a')})

  // MRZ.
  s.box(x0, py(69), PAGE_W, size(19), {fill: hex('#f5f5f5')})
  mrz.forEach((line, k) => s.text(line, px(4.5), py(76.5 + k * 6.4), {color: ink, font: fonts.courier.regular, size: size(4.1)}))
  page.pushOperators(popGraphicsState())

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
    layout: 'passeport/royaume-uni',
    notes: [
      "British passport data page sent from a phone scanning app: greyscale A4, the page at about 140 % turned by one to two degrees, the app's header (a decoy date)",
      'English / French labels with ICAO field numbers ("Surname/Nom (1)"), values under them; nine-digit number on the first row',
      'dates with bilingual months and two-digit years "14 FEB /FÉV 85"; "BRITISH CITIZEN"; authority "HMPO"; married name for the married woman',
      'TD3 MRZ "P<GBR"',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
