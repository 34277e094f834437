/**
 * HELD-OUT passeport/inde: an INDIAN passport (the 2021 model) photocopied as a DOUBLE SPREAD on one
 * A4 page: the DATA PAGE at the top (English captions only, as a copy shows them beside the Hindi
 * which the copy left faint: "Type", "Country Code", "Passport No.", "Surname", "Given Name(s)",
 * "Nationality INDIAN", "Sex", "Date of Birth" and the other dates as DD/MM/YYYY, "Place of Birth"
 * with the state, "Place of Issue" the embassy in PARIS, the passport number a letter and seven
 * digits) with TD3 MRZ "P<IND"; under it the LAST PAGE with the FATHER'S, MOTHER'S and SPOUSE'S
 * names (decoy persons, some sharing the holder's surname), the address in India (a decoy), the
 * OLD PASSPORT's number with its date and place of issue (decoys), the FILE NUMBER (a decoy).
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

export async function passeportInde(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const family = (params.family ?? {}) as {father?: string; mother?: string; spouse?: string; home?: string[]}
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const oldNumber = `${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const oldIssued = addDays(issued, -randomInt(rng, 3300, 3700))
  const file = `PA${randomDigits(rng, 4)}${randomLetters(rng, 3)}${randomDigits(rng, 4)}${String(issued.slice(2, 4))}`
  const mrz = td3({birthDate: person.birthDate, country: 'IND', expiry, givenNames: person.givenNames, nationality: 'IND', number, sex: female ? 'F' : 'M', surname: person.surname})
  const ink = hex('#222222')
  const cap = hex('#4d4d4d')
  const faint = hex('#9a9a9a')
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 25))

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C5535', date: copied, producer: 'Canon', title: `passport copy ${copied}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  const page = (y: number) => {
    s.box(x0, y, PAGE_W, PAGE_H, {fill: hex('#e8e8e4'), lineWidth: 0.7, stroke: hex('#8e8e8e')})
    for (let k = 0; k < 12; k++) s.hline(x0 + 4, x0 + PAGE_W - 4, y + size(6 + k * 7), {color: hex('#dcdcd6'), width: 0.35})
  }

  const field = (y: number, xm: number, ym: number, caption: string, value: string, mm = 2.6) => {
    s.text(caption, px(xm), y + size(ym), {color: cap, size: size(1.6)})
    s.text(value, px(xm), y + size(ym + 3.4), {color: ink, font: H.bold, size: size(mm)})
  }

  // The data page.
  const y1 = 60
  page(y1)
  s.text('REPUBLIC OF INDIA', px(36), y1 + size(6.5), {color: ink, font: H.bold, size: size(2.8)})
  s.text('PASSPORT', px(92), y1 + size(6.5), {color: ink, font: H.bold, size: size(2.6)})
  s.box(px(4), y1 + size(12), size(27), size(35), {fill: hex('#bdbdb8')})
  s.circle(px(17.5), y1 + size(24), size(6.5), {fill: hex('#9c9c96')})
  s.box(px(9), y1 + size(33), size(17), size(14), {fill: hex('#9c9c96')})
  field(y1, 36, 11, 'Type', 'P', 2.3)
  field(y1, 50, 11, 'Country Code', 'IND', 2.3)
  field(y1, 80, 11, 'Passport No.', number, 2.8)
  field(y1, 36, 18, 'Surname', surname, surname.length > 20 ? 2.3 : 2.7)
  field(y1, 36, 25, 'Given Name(s)', given, given.length > 24 ? 2.2 : 2.6)
  field(y1, 36, 32, 'Nationality', 'INDIAN', 2.3)
  field(y1, 62, 32, 'Sex', female ? 'F' : 'M', 2.3)
  field(y1, 80, 32, 'Date of Birth', slashDate(person.birthDate), 2.4)
  field(y1, 36, 39, 'Place of Birth', person.birthPlace, 2.3)
  field(y1, 80, 39, 'Place of Issue', 'PARIS', 2.3)
  field(y1, 36, 46, 'Date of Issue', slashDate(issued), 2.4)
  field(y1, 80, 46, 'Date of Expiry', slashDate(expiry), 2.4)
  s.path(signaturePath(rng, size(22)), px(6), y1 + size(55), {lineWidth: 0.7, stroke: ink})
  s.box(x0 + 1, y1 + size(62), PAGE_W - 2, size(24), {fill: hex('#f3f3f0')})
  mrz.forEach((l, k) => s.text(l, px(3.5), y1 + size(70 + k * 6.5), {color: ink, font: C.regular, size: size(3.9)}))

  // The last page.
  const y2 = y1 + PAGE_H + 24
  page(y2)
  field(y2, 6, 5, "Name of Father / Legal Guardian", family.father ?? 'RAJESH KUMAR', 2.4)
  field(y2, 6, 13, 'Name of Mother', family.mother ?? 'SUNITA DEVI', 2.4)
  field(y2, 6, 21, 'Name of Spouse', family.spouse ?? '', 2.4)
  s.text('Address', px(6), y2 + size(29), {color: cap, size: size(1.6)})
  s.lines(family.home ?? ['12 MG ROAD', 'KOCHI, KERALA'], px(6), y2 + size(32.4), {color: ink, font: H.bold, leading: size(3.4), size: size(2.3)})
  field(y2, 6, 45, 'Old Passport No. with Date and Place of Issue', `${oldNumber}  ${slashDate(oldIssued)}  ${['COCHIN', 'BANGALORE', 'MUMBAI', 'DELHI'][randomInt(rng, 0, 3)]}`, 2.3)
  field(y2, 6, 53, 'File No.', file, 2.4)
  s.box(px(88), y2 + size(8), size(30), size(30), {lineWidth: 0.8, stroke: faint})
  s.text('EMBASSY OF INDIA', px(103), y2 + size(22), {align: 'center', color: faint, font: H.bold, size: size(1.8)})
  s.text('PARIS', px(103), y2 + size(26), {align: 'center', color: faint, font: H.bold, size: size(1.8)})
  s.text(`Copie - ${slashDate(copied)}`, s.width - 40, 822, {align: 'right', color: faint, size: 7})

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
    layout: 'passeport/inde',
    notes: [
      "an Indian passport's data page and last page photocopied on one A4 page, English captions, dates DD/MM/YYYY",
      'the passport number a letter and seven digits; TD3 MRZ "P<IND"',
      "decoys: the father's, mother's and spouse's names, the address in India, the old passport's number, date and place of issue, the file number, the copy date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
