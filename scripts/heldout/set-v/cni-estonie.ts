/**
 * HELD-OUT cni/estonie-isikutunnistus: an ESTONIAN identity card (isikutunnistus, the 2021 model)
 * of an Estonian living in France, photocopied front above back at about 135 %, on which the bank
 * adviser who checked it HIGHLIGHTED two values in yellow (the document number and the expiry
 * date) and wrote a short note in the margin with a date in two-digit-year form (a decoy). The
 * front: "EESTI VABARIIK / REPUBLIC OF ESTONIA", "ISIKUTUNNISTUS / IDENTITY CARD", Estonian
 * captions in capitals with the English after a slash ("PEREKONNANIMI / SURNAME"), the values in
 * capitals with Estonian letters ("MÄGI", "PÕLD"), the sex as "N/F" or "M/M", DOTTED DATES
 * ("14.02.1985"), the PERSONAL CODE ("48502140123": its digits spell the birth date: a decoy
 * number), the document number ("AC1234567"), the CAN in the corner (a decoy number); the back:
 * "VÄLJAANDMISE KOHT JA KUUPÄEV / PLACE AND DATE OF ISSUE" as ONE VALUE, the authority BEFORE the
 * date ("PPA 03.05.2023", "EV SAATKOND PARIIS 03.05.2023"), the place of birth, TD1 MRZ "IDEST"
 * with the personal code in its optional data.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** The Estonian personal code: sex and century, YYMMDD, a serial number, the check digit. */
function personalCode(birth: string, female: boolean, rng: () => number): string {
  const first = (birth.startsWith('19') ? 3 : 5) + (female ? 1 : 0)
  const body = `${first}${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}${String(randomInt(rng, 1, 799)).padStart(3, '0')}`
  const digits = [...body].map(Number)
  const check = (weights: number[]) => digits.reduce((sum, d, i) => sum + d * weights[i], 0) % 11
  let c = check([1, 2, 3, 4, 5, 6, 7, 8, 9, 1])
  if (c === 10) c = check([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 10
  return `${body}${c}`
}

export async function cniEstonie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 1700))
  const expiry = addMonths(issued, 60)
  const number = `A${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const code = personalCode(person.birthDate, female, rng)
  const can = randomDigits(rng, 6)
  const authority = typeof params.authority === 'string' ? params.authority : 'PPA'
  const birthPlace = typeof params.birthPlace === 'string' ? params.birthPlace : 'EST'
  const mrz = td1({birthDate: person.birthDate, country: 'EST', expiry, givenNames: person.givenNames, nationality: 'EST', number, optional1: code, sex: female ? 'F' : 'M', surname: person.surname})
  const checked = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const ink = hex('#1b1f26')
  const cap = hex('#2f5d7c')
  const faint = hex('#95a0ab')
  const pen = hex('#1f3fa0')
  const highlight = hex('#fff04a')

  const {doc, fonts} = await newDocument({author: '', creator: 'Sharp MX-3071', date: checked, producer: 'Sharp Scan to PDF', title: `ID_${surname}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = 58
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  const card = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e8eef2'), lineWidth: 0.7, radius: 9, stroke: hex('#86929e')})
    for (let k = 0; k < 10; k++) s.circle(px(44), y + size(27), size(2 + k * 2.3), {lineWidth: 0.25, stroke: hex('#d5dee6')})
  }

  const field = (y: number, xm: number, ym: number, caption: string, value: string, valueMm = 2.4, mark = false) => {
    s.text(caption, px(xm), y + size(ym), {color: cap, size: size(1.3)})
    if (mark) s.box(px(xm) - 2, y + size(ym + 0.9), H.bold.widthOfTextAtSize(value, size(valueMm)) + 4, size(3), {fill: highlight, opacity: 0.75})
    s.text(value, px(xm), y + size(ym + 3.2), {color: ink, font: H.bold, size: size(valueMm)})
  }

  // The front.
  const yf = 60
  card(yf)
  s.text('EESTI VABARIIK', px(4), yf + size(5), {color: hex('#0b3d6e'), font: H.bold, size: size(2.4)})
  s.text('REPUBLIC OF ESTONIA', px(4), yf + size(8), {color: hex('#0b3d6e'), size: size(1.5)})
  s.text('ISIKUTUNNISTUS / IDENTITY CARD', px(44), yf + size(5), {color: hex('#0b3d6e'), font: H.bold, size: size(1.7)})
  s.text(can, px(81.5), yf + size(8.5), {align: 'right', color: ink, size: size(1.8)})
  s.box(px(3.5), yf + size(11), size(22), size(29), {fill: hex('#b8c3cd')})
  s.circle(px(14.5), yf + size(20.5), size(5), {fill: hex('#8e9aa7')})
  s.box(px(7.5), yf + size(28.5), size(14), size(11.5), {fill: hex('#8e9aa7')})
  s.path(signaturePath(rng, size(19)), px(4), yf + size(47), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(yf, 28, 11.5, 'PEREKONNANIMI / SURNAME', surname, 2.6)
  field(yf, 28, 17.5, 'EESNIMED / GIVEN NAMES', given, given.length > 20 ? 2.1 : 2.5)
  field(yf, 28, 23.5, 'SUGU / SEX', female ? 'N/F' : 'M/M', 2.2)
  field(yf, 44, 23.5, 'KODAKONDSUS / NATIONALITY', 'EST', 2.2)
  field(yf, 28, 29.5, 'SÜNNIAEG / DATE OF BIRTH', dotDate(person.birthDate), 2.3)
  field(yf, 56, 29.5, 'ISIKUKOOD / PERSONAL CODE', code, 2.3)
  field(yf, 28, 35.5, 'DOKUMENDI NUMBER / DOCUMENT NUMBER', number, 2.4, true)
  field(yf, 28, 41.5, 'KEHTIV KUNI / DATE OF EXPIRY', dotDate(expiry), 2.4, true)

  // The back.
  const yb = yf + CARD_H + 26
  card(yb)
  field(yb, 4, 6, 'VÄLJAANDMISE KOHT JA KUUPÄEV / PLACE AND DATE OF ISSUE', `${authority} ${dotDate(issued)}`, 2.3)
  field(yb, 4, 13, 'SÜNNIKOHT / PLACE OF BIRTH', birthPlace, 2.2)
  field(yb, 52, 13, 'ISIKUKOOD / PERSONAL CODE', code, 2)
  s.text('Kaart on isikut tõendav dokument ja reisidokument EL-is.', px(4), yb + size(23), {color: faint, size: size(1.4)})
  s.box(x0 + 1, yb + size(32), CARD_W - 2, size(20.5), {fill: hex('#f4f6f8')})
  mrz.forEach((line, k) => s.text(line, px(3.5), yb + size(37 + k * 5.3), {color: ink, font: fonts.courier.regular, size: size(3.7)}))

  // The adviser's note in the right margin.
  const nx = x0 + CARD_W + 28
  s.text('pièce vue en original', nx, yf + 70, {color: pen, font: fonts.times.italic, rotate: 6, size: 12})
  s.text(`vérifiée le ${checked.slice(8, 10)}/${checked.slice(5, 7)}/${checked.slice(2, 4)}`, nx + 2, yf + 88, {color: pen, font: fonts.times.italic, rotate: 6, size: 12})
  s.path(signaturePath(rng, 60), nx + 6, yf + 118, {lineWidth: 0.9, stroke: pen})

  s.text(`MX-3071 - copie ${checked.slice(8, 10)}.${checked.slice(5, 7)}.${checked.slice(0, 4)} - noir et blanc + surligneur`, s.width / 2, 822, {align: 'center', color: faint, size: 7})

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
    layout: 'cni/estonie-isikutunnistus',
    notes: [
      'an Estonian identity card copied front above back at about 135 %, the document number and the expiry date highlighted in yellow by the bank adviser',
      'Estonian / English captions, dotted dates, the place and date of issue as one value with the authority first ("PPA 03.05.2023")',
      "decoys: the personal code (it spells the birth date), the CAN, the adviser's note with a two-digit-year date, the copy date; TD1 MRZ \"IDEST\"",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
