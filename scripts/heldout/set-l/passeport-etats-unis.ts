/**
 * HELD-OUT passeport/etats-unis: a black-and-white photocopy of an AMERICAN passport opened flat on
 * the glass at about 125 %, the navy cover's edge around the open booklet: the upper page is the
 * inside page with the Secretary of State's REQUEST in English, French and Spanish ("The Secretary
 * of State of the United States of America hereby requests ...") and the bearer's signature under
 * "SIGNATURE OF BEARER / SIGNATURE DU TITULAIRE / FIRMA DEL TITULAR"; the lower page is the data
 * page: "PASSPORT / PASSEPORT / PASAPORTE" and "UNITED STATES OF AMERICA" at the top, the photo at
 * the left, TRILINGUAL labels (English / French / Spanish, small) with the value under each: "Type /
 * Type / Tipo" ("P"), "Code / Code / Código" ("USA"), "Passport No. / No. du Passeport / No. de
 * Pasaporte" (nine digits, or a letter and eight digits on the Next Generation passport issued
 * since 2021), "Surname / Nom / Apellidos" (the married name for a married woman), "Given Names /
 * Prénoms / Nombres" ("JENNIFER LYNN"), "Nationality / Nationalité / Nacionalidad" ("UNITED STATES
 * OF AMERICA"), "Date of birth / Date de naissance / Fecha de nacimiento", "Place of birth / Lieu
 * de naissance / Lugar de nacimiento" ("CALIFORNIA, U.S.A."), "Sex / Sexe / Sexo", "Date of issue
 * / Date de délivrance / Fecha de expedición", "Authority / Autorité / Autoridad" ("United States
 * Department of State"), "Date of expiration / Date d'expiration / Fecha de caducidad" (ten years
 * less a day), "Endorsements / Mentions Spéciales / Anotaciones" ("SEE PAGE 27", a decoy number);
 * dates "14 Feb 1985" (day, English month abbreviation in title case, year); the TD3 MRZ "P<USA".
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pad2, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "14 Feb 1985". */
const usDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

const REQUEST = [
  'The Secretary of State of the United States of America hereby requests all whom it may concern to permit the citizen/national of the United States named herein to pass without delay or hindrance and in case of need to give all lawful aid and protection.',
  "Le Secrétaire d'État des États-Unis d'Amérique prie par la présente toutes autorités compétentes de laisser passer le citoyen ou ressortissant des États-Unis titulaire du présent passeport, sans délai ni difficulté et, en cas de besoin, de lui accorder toute aide et protection légitimes.",
  'El Secretario de Estado de los Estados Unidos de América por el presente solicita a las autoridades competentes permitir el paso al ciudadano o nacional de los Estados Unidos aquí nombrado, sin demora ni dificultades, y en caso de necesidad, prestarle toda la ayuda y protección lícitas.',
]

export async function passeportEtatsUnis(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const issued = addDays(facts.asOf, -randomInt(rng, 200, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const female = person.civility === 'Mme'
  const nextGen = issued >= '2021-12-01'
  const number = nextGen ? `${randomLetters(rng, 1)}${randomDigits(rng, 8)}` : `${randomInt(rng, 5, 6)}${randomDigits(rng, 8)}`
  const surname = upper(person.usageName ?? person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'USA', expiry, givenNames: person.givenNames, nationality: 'USA', number, sex: female ? 'F' : 'M', surname: person.usageName ?? person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const page = pad2(pick(rng, [27, 51, 17]))

  const {doc, fonts} = await newDocument({author: 'scan', creator: 'Xerox AltaLink C8135', date: copied, producer: 'Xerox AltaLink C8135', title: `Scan_${copied.replaceAll('-', '')}${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#161616')
  const grey = hex('#595959')
  const paper = hex('#efefef')
  const guilloche = hex('#dadada')

  // The cover's edge (dark grey on a black-and-white copy) around the open booklet.
  const fy = 70
  s.box(x0 - 7, fy - 6, PAGE_W + 14, PAGE_H * 2 + 22, {fill: hex('#3a3a3a'), radius: 8})
  const drawPage = (y0: number, lines: number) => {
    s.box(x0, y0, PAGE_W, PAGE_H, {fill: paper})
    for (let k = 0; k < lines; k++) {
      const base = (PAGE_H * (k + 0.5)) / lines
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 6; t <= PAGE_W; t += 6) d += ` L ${t} ${(base + 2.6 * Math.sin(t / 19 + k * 0.9)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.25, stroke: guilloche})
    }
  }

  // Upper page: the request and the bearer's signature.
  drawPage(fy, 18)
  const px = (mm: number) => x0 + size(mm)
  let y = fy + size(9)
  for (const [k, text] of REQUEST.entries()) y = s.paragraph(text, px(12), y, size(101), {align: 'left', color: ink, font: k === 0 ? T.italic : T.italic, leading: size(3.1), size: size(2.45)}) + size(1.8)
  s.hline(px(20), px(105), fy + size(70), {color: grey, width: 0.5})
  s.path(signaturePath(rng, size(50)), px(35), fy + size(62), {lineWidth: 0.9, stroke: ink})
  s.text('SIGNATURE OF BEARER / SIGNATURE DU TITULAIRE / FIRMA DEL TITULAR', x0 + PAGE_W / 2, fy + size(74), {align: 'center', color: grey, size: size(1.7)})
  s.text('NOT VALID UNTIL SIGNED', x0 + PAGE_W / 2, fy + size(79), {align: 'center', color: grey, font: H.bold, size: size(1.7)})

  // Data page.
  const y0 = fy + PAGE_H + 10
  drawPage(y0, 30)
  const py = (mm: number) => y0 + size(mm)
  s.text('PASSPORT', px(39), py(6.5), {color: ink, font: T.bold, size: size(3.4)})
  s.text('PASSEPORT', px(66), py(6.5), {color: ink, font: T.bold, size: size(2.5)})
  s.text('PASAPORTE', px(88), py(6.5), {color: ink, font: T.bold, size: size(2.5)})
  s.text('UNITED STATES OF AMERICA', px(4), py(6.5), {color: ink, font: T.bold, size: size(1.85)})
  s.box(px(4), py(12), size(31), size(40), {fill: hex('#c4c4c4')})
  s.circle(px(19.5), py(26), size(8), {fill: hex('#9c9c9c')})
  s.box(px(9), py(37), size(21), size(15), {fill: hex('#9c9c9c')})
  s.circle(px(112), py(55), size(6.5), {fill: hex('#e2e2e2')})
  s.circle(px(112), py(55), size(4.2), {fill: hex('#d4d4d4')})

  const field = (xm: number, ym: number, caption: string, value: string, valueMm = 2.6) => {
    s.text(caption, px(xm), py(ym), {color: grey, size: size(1.3)})
    s.text(value, px(xm), py(ym + 3.5), {color: ink, font: H.bold, size: size(valueMm)})
  }

  field(39, 11, 'Type / Type / Tipo', 'P')
  field(55, 11, 'Code / Code / Código', 'USA')
  field(80, 11, 'Passport No. / No. du Passeport / No. de Pasaporte', number, 2.9)
  field(39, 18.5, 'Surname / Nom / Apellidos', surname, 2.9)
  field(39, 26, 'Given Names / Prénoms / Nombres', given, 2.9)
  field(39, 33.5, 'Nationality / Nationalité / Nacionalidad', 'UNITED STATES OF AMERICA', 2.4)
  field(39, 41, 'Date of birth / Date de naissance / Fecha de nacimiento', usDate(person.birthDate))
  field(39, 48.5, 'Place of birth / Lieu de naissance / Lugar de nacimiento', person.birthPlace, 2.4)
  field(92, 48.5, 'Sex / Sexe / Sexo', female ? 'F' : 'M')
  field(39, 56, 'Date of issue / Date de délivrance / Fecha de expedición', usDate(issued))
  field(83, 56, 'Authority / Autorité / Autoridad', 'United States', 2.2)
  s.text('Department of State', px(83), py(62.3), {color: ink, font: H.bold, size: size(2.2)})
  field(39, 63.5, "Date of expiration / Date d'expiration / Fecha de caducidad", usDate(expiry))
  field(4, 63.5, 'Endorsements / Mentions Spéciales / Anotaciones', `SEE PAGE ${page}`, 2.1)

  // MRZ.
  s.box(x0, py(70), PAGE_W, size(18), {fill: hex('#f6f6f6')})
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
    layout: 'passeport/etats-unis',
    notes: [
      'American passport photocopied open: the request page (English, French, Spanish) and signature above the data page',
      'English / French / Spanish labels, values under them; the married woman under her married name',
      'dates "14 Feb 1985"; expiry ten years less a day after issue; authority "United States Department of State" on two lines',
      'endorsements "SEE PAGE 27" as a decoy number; MRZ TD3 "P<USA"',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
