/**
 * HELD-OUT passeport/espagne: a photocopy of a SPANISH passport opened flat on the glass WITH THE
 * LID OPEN: the whole A4 page is near-black except the open booklet (at about 130 %), the facing
 * page above ("OBSERVACIONES / OBSERVATIONS / OBSERVATIONS", empty ruled lines, the page number),
 * the data page below. The data page: "UNIÓN EUROPEA" and "ESPAÑA" at the left, "PASAPORTE /
 * PASSPORT / PASSEPORT" at the right; the photo at the left with the holder's signature under it;
 * TRILINGUAL labels (Spanish / English / French, in small grey capitals) with the value under each:
 * "TIPO / TYPE / TYPE" ("P"), "CÓDIGO / CODE / CODE" ("ESP"), "PASAPORTE N° / PASSPORT No /
 * PASSEPORT N°" (three letters and six digits, "PAK123456"), "APELLIDOS / SURNAME / NOM" (the two
 * Spanish surnames, accents kept: "FERNÁNDEZ RUIZ"), "NOMBRE / GIVEN NAMES / PRÉNOMS" ("MARÍA
 * JOSÉ"), "NACIONALIDAD / NATIONALITY / NATIONALITÉ", "FECHA DE NACIMIENTO / DATE OF BIRTH / DATE
 * DE NAISSANCE", "DNI N°" (the national identity number, eight digits and its letter: a decoy for
 * the passport number, also in the MRZ personal-number field), "SEXO / SEX / SEXE", "LUGAR DE
 * NACIMIENTO / PLACE OF BIRTH / LIEU DE NAISSANCE", "FECHA DE EXPEDICIÓN / DATE OF ISSUE / DATE
 * DE DÉLIVRANCE", "FECHA DE CADUCIDAD / DATE OF EXPIRY / DATE D'EXPIRATION" (ten years, or five for
 * a holder under thirty at issue, to the same day), "AUTORIDAD / AUTHORITY / AUTORITÉ" (the Spanish
 * consulate general in France that issued it); dates "14 02 1985"; the TD3 MRZ "P<ESP".
 */
import {spaced} from '../../../server/src/corpus/format.js'
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

/** The DNI's control letter: the number modulo 23. */
const dniLetter = (n: number) => 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]

export async function passeportEspagne(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const authority = typeof params.authority === 'string' ? params.authority : 'CONSULADO GENERAL DE ESPAÑA EN PARÍS'
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 1700))
  const ageAtIssue = Number(issued.slice(0, 4)) - Number(person.birthDate.slice(0, 4)) - (issued.slice(5) < person.birthDate.slice(5) ? 1 : 0)
  const expiry = addMonths(issued, ageAtIssue < 30 ? 60 : 120)
  const female = person.civility === 'Mme'
  const number = `P${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const dniNumber = randomInt(rng, 10_000_000, 79_999_999)
  const dni = `${dniNumber}${dniLetter(dniNumber)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'ESP', expiry, givenNames: person.givenNames, nationality: 'ESP', number, personalNumber: dni, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 25))

  const {doc, fonts} = await newDocument({author: 'scanner', creator: 'RICOH IM C3000', date: copied, producer: 'RICOH IM C3000', title: `${copied.replaceAll('-', '')}${randomDigits(rng, 6)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2 + 8
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#241f2b')
  const label = hex('#6a5f70')
  const paper = hex('#f1e9ef')
  const guilloche = hex('#e2d3de')

  // The glass with the lid open: black all around the booklet.
  s.box(0, 0, s.width, s.height, {fill: hex('#1e1e1e')})
  for (let k = 0; k < 60; k++) s.circle(rng() * s.width, rng() * s.height, 0.4 + rng() * 0.8, {fill: hex('#3a3a3a')})

  // Facing page.
  const fy = 46
  s.box(x0 - 6, fy - 4, PAGE_W + 12, PAGE_H * 2 + 20, {fill: hex('#4a2430'), radius: 6})
  s.box(x0, fy, PAGE_W, PAGE_H, {fill: paper})
  const px = (mm: number) => x0 + size(mm)
  for (let k = 0; k < 20; k++) {
    const base = (PAGE_H * (k + 0.5)) / 20
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 6; t <= PAGE_W; t += 6) d += ` L ${t} ${(base + 3 * Math.sin(t / 17 + k)).toFixed(1)}`
    s.path(d, x0, fy, {lineWidth: 0.25, stroke: guilloche})
  }

  s.text('OBSERVACIONES / OBSERVATIONS / OBSERVATIONS', x0 + PAGE_W / 2, fy + size(9), {align: 'center', color: label, font: H.bold, size: size(2)})
  for (let k = 0; k < 8; k++) s.hline(px(10), px(115), fy + size(18 + k * 8), {color: hex('#c9b6c3'), width: 0.4})
  s.text('2', px(119), fy + size(84), {color: label, size: size(2)})

  // Data page.
  const y0 = fy + PAGE_H + 12
  const py = (mm: number) => y0 + size(mm)
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: paper})
  for (let k = 0; k < 26; k++) {
    const base = (PAGE_H * (k + 0.5)) / 26
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 5; t <= PAGE_W; t += 5) d += ` L ${t} ${(base + 2.4 * Math.sin(t / 13 + k * 0.7)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.25, stroke: guilloche})
  }

  s.text('UNIÓN EUROPEA', px(4), py(5), {color: label, font: H.bold, size: size(1.8)})
  s.text('ESPAÑA', px(4), py(9.4), {color: ink, font: H.bold, size: size(3.4)})
  s.text('PASAPORTE / PASSPORT / PASSEPORT', px(121), py(6.5), {align: 'right', color: ink, font: H.bold, size: size(2.2)})

  s.box(px(4), py(13), size(30), size(38), {fill: hex('#cbbfc8')})
  s.circle(px(19), py(26), size(7.5), {fill: hex('#a8999f')})
  s.box(px(8.5), py(36.5), size(21), size(14.5), {fill: hex('#a8999f')})
  s.text('FIRMA DEL TITULAR / HOLDER\'S SIGNATURE / SIGNATURE DU TITULAIRE', px(4), py(55), {color: label, size: size(1.05)})
  s.path(signaturePath(rng, size(24)), px(6), py(57), {lineWidth: 0.8, stroke: hex('#1b2a6b')})
  s.box(px(100), py(41), size(12), size(12), {fill: hex('#e7dbe3')})
  s.circle(px(106), py(45.5), size(2.6), {fill: hex('#d6c6d0')})

  const field = (xm: number, ym: number, caption: string, value: string, valueMm = 2.5) => {
    s.text(caption, px(xm), py(ym), {color: label, size: size(1.22)})
    s.text(value, px(xm), py(ym + 3.4), {color: ink, font: H.bold, size: size(valueMm)})
  }

  field(38, 13, 'TIPO / TYPE / TYPE', 'P')
  field(56, 13, 'CÓDIGO / CODE / CODE', 'ESP')
  field(82, 13, 'PASAPORTE N° / PASSPORT No / PASSEPORT N°', number, 2.8)
  field(38, 20.5, 'APELLIDOS / SURNAME / NOM', surname, 2.8)
  field(38, 28, 'NOMBRE / GIVEN NAMES / PRÉNOMS', given, 2.8)
  field(38, 35.5, 'NACIONALIDAD / NATIONALITY / NATIONALITÉ', 'ESPAÑOLA', 2.4)
  field(82, 35.5, 'FECHA DE NACIMIENTO / DATE OF BIRTH / DATE DE NAISSANCE', spaced(person.birthDate), 2.5)
  field(38, 43, 'DNI N°', dni, 2.4)
  field(58, 43, 'SEXO / SEX / SEXE', female ? 'F' : 'M', 2.4)
  field(38, 50.5, 'LUGAR DE NACIMIENTO / PLACE OF BIRTH / LIEU DE NAISSANCE', person.birthPlace, 2.3)
  field(38, 58, 'FECHA DE EXPEDICIÓN / DATE OF ISSUE / DATE DE DÉLIVRANCE', spaced(issued), 2.5)
  field(82, 58, "FECHA DE CADUCIDAD / DATE OF EXPIRY / DATE D'EXPIRATION", spaced(expiry), 2.5)
  field(38, 65.5, 'AUTORIDAD / AUTHORITY / AUTORITÉ', authority, 1.9)

  // MRZ.
  s.box(x0, py(70.5), PAGE_W, size(17.5), {fill: hex('#f7f2f5')})
  mrz.forEach((line, k) => s.text(line, px(4.5), py(77 + k * 6.4), {color: ink, font: fonts.courier.regular, size: size(4.1)}))

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
    layout: 'passeport/espagne',
    notes: [
      'Spanish passport photocopied with the lid open: black page around the open booklet, facing "OBSERVACIONES" page above the data page',
      'Spanish / English / French labels in small grey capitals, values under them; two Spanish surnames with accents',
      'the DNI number (8 digits and a letter) as a decoy for the passport number, also in the MRZ personal-number field',
      'dates "14 02 1985"; expiry to the same day ten (or five) years later; the consulate general in France as authority',
      'MRZ TD3 "P<ESP"',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
