/**
 * HELD-OUT passeport/japon-avec-page-visa: a JAPANESE passport's data page photocopied at about
 * 135 % ABOVE the passport's VISA PAGE carrying the FRENCH LONG-STAY VISA the holder came in with,
 * as foreign residents copy "the photo page and the visa" for a file: the data page with ENGLISH
 * captions (the Japanese ones beside them come out as faint marks), "Type" P, "Issuing country"
 * JPN, "Passport No." (two letters, seven digits), "Surname", "Given name" (one given name),
 * "Nationality" JAPAN, dates as "14 FEB 1985" (day, English month abbreviation in capitals, year),
 * "Sex", "Registered Domicile" (a prefecture, where a European passport prints the place of birth:
 * a decoy), "Date of issue", "Date of expiry", "Authority" (the Ministry), TD3 MRZ "P<JPN". Under
 * it the visa page: the Schengen-format sticker of a French type D visa with BILINGUAL captions,
 * the visa's own number in red, its validity "DU / FROM 01-09-27 AU / UNTIL 31-08-28" (dates with
 * DASHES and TWO-DIGIT YEARS), the place and date of issue ("TOKYO", "15-07-2027"), the passport
 * number and "NOM, PRÉNOM" repeated, the remarks (VLS-TS), the visa's MRZ "VDFRA" (all decoys but
 * the repeated name and number); the copier's footer (a decoy date).
 */
import {checkDigit, mrzName, td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "14 FEB 1985". */
const jpDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
/** "01-09-27" (visa stickers). */
const dashShort = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(2, 4)}`
const pad = (text: string, length: number) => (text + '<'.repeat(length)).slice(0, length)

export async function passeportJaponVisa(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const domicile = typeof params.domicile === 'string' ? params.domicile : 'TOKYO'
  const years = rng() < 0.7 ? 10 : 5
  const issued = addDays(facts.asOf, -randomInt(rng, 200, years === 10 ? 3000 : 1500))
  const expiry = addMonths(issued, years * 12)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const authority = 'MINISTRY OF FOREIGN AFFAIRS'
  const mrz = td3({birthDate: person.birthDate, country: 'JPN', expiry, givenNames: person.givenNames, nationality: 'JPN', number, sex: female ? 'F' : 'M', surname: person.surname})
  const visaIssued = addDays(issued, randomInt(rng, 20, 120))
  const visaFrom = addDays(visaIssued, randomInt(rng, 10, 45))
  const visaUntil = addDays(addMonths(visaFrom, 12), -1)
  const visaNumber = `FRA${randomDigits(rng, 7)}`
  const visaLine1 = pad(`VDFRA${mrzName(person.surname)}<<${person.givenNames.map(mrzName).join('<')}`, 36)
  const birth = person.birthDate.slice(2).replaceAll('-', '')
  const until = visaUntil.slice(2).replaceAll('-', '')
  const visaLine2 = `${number}${checkDigit(number)}JPN${birth}${checkDigit(birth)}${female ? 'F' : 'M'}${until}${checkDigit(until)}${pad(randomDigits(rng, 6), 8)}`
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const ink = hex('#22242a')
  const cap = hex('#4e5561')
  const faint = hex('#a5abb4')

  const {doc, fonts} = await newDocument({author: '', creator: 'Konica Minolta bizhub C300i', date: copied, producer: 'KM PDF', title: `passeport_${copied.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  /** Faint marks standing for the Japanese caption beside the English one. */
  const glyphs = (x: number, y: number, n: number) => {
    for (let i = 0; i < n; i++) s.box(x + i * size(1.9), y - size(1.35), size(1.4), size(1.4), {lineWidth: 0.35, stroke: faint})
  }

  const field = (y0: number, xm: number, ym: number, caption: string, value: string, mm = 2.6, jp = 3) => {
    const w = s.text(caption, px(xm), y0 + size(ym), {color: cap, size: size(1.6)})
    s.text('/', px(xm) + w + 2, y0 + size(ym), {color: cap, size: size(1.6)})
    glyphs(px(xm) + w + 6, y0 + size(ym), jp)
    s.text(value, px(xm), y0 + size(ym + 3.5), {color: ink, font: H.bold, size: size(mm)})
  }

  // The data page.
  const y1 = 40
  s.box(x0, y1, PAGE_W, PAGE_H, {fill: hex('#ece9ef'), lineWidth: 0.7, stroke: hex('#8f8a96')})
  for (let k = 0; k < 14; k++) s.hline(x0 + 4, x0 + PAGE_W - 4, y1 + size(5 + k * 6), {color: hex('#e0dce4'), width: 0.3})
  s.text('PASSPORT', px(4), y1 + size(7), {color: ink, font: H.bold, size: size(3)})
  glyphs(px(26), y1 + size(7), 2)
  s.text('JAPAN', px(100), y1 + size(7), {color: ink, font: H.bold, size: size(3)})
  s.box(px(4), y1 + size(12), size(28), size(36), {fill: hex('#c3bfc8')})
  s.circle(px(18), y1 + size(24), size(7), {fill: hex('#9f9aa6')})
  s.box(px(9), y1 + size(34), size(18), size(14), {fill: hex('#9f9aa6')})
  field(y1, 36, 12, 'Type', 'P', 2.4, 1)
  field(y1, 50, 12, 'Issuing country', 'JPN', 2.4, 3)
  field(y1, 84, 12, 'Passport No.', number, 2.9, 4)
  field(y1, 36, 19.5, 'Surname', surname, surname.length > 20 ? 2.4 : 2.8, 1)
  field(y1, 36, 27, 'Given name', given, 2.8, 1)
  field(y1, 36, 34.5, 'Nationality', 'JAPAN', 2.4, 2)
  field(y1, 72, 34.5, 'Date of birth', jpDate(person.birthDate), 2.5, 4)
  field(y1, 36, 42, 'Sex', female ? 'F' : 'M', 2.4, 2)
  field(y1, 52, 42, 'Registered Domicile', domicile, 2.4, 2)
  field(y1, 36, 49.5, 'Date of issue', jpDate(issued), 2.5, 5)
  field(y1, 80, 49.5, 'Date of expiry', jpDate(expiry), 2.5, 7)
  field(y1, 36, 57, 'Authority', authority, 2.2, 4)
  s.text('Signature of bearer', px(4), y1 + size(53), {color: cap, size: size(1.5)})
  s.path(signaturePath(rng, size(24)), px(5), y1 + size(62), {lineWidth: 0.7, stroke: ink})
  s.box(x0 + 1, y1 + size(66), PAGE_W - 2, size(21), {fill: hex('#f6f5f7')})
  mrz.forEach((l, k) => s.text(l, px(3.5), y1 + size(73.5 + k * 6.5), {color: ink, font: C.regular, size: size(3.9)}))

  // The visa page.
  const y2 = y1 + PAGE_H + 26
  s.box(x0, y2, PAGE_W, PAGE_H, {fill: hex('#eef0e8'), lineWidth: 0.7, stroke: hex('#8f8a96')})
  s.text('VISAS', px(4), y2 + size(5), {color: faint, font: H.bold, size: size(2)})
  s.text('11', px(118), y2 + size(85), {color: faint, size: size(2)})
  const vx = (mm: number) => px(10) + size(mm)
  const vy = (mm: number) => y2 + size(6) + size(mm)
  s.box(px(10), y2 + size(6), size(105), size(74), {fill: hex('#f3eef6'), lineWidth: 0.6, stroke: hex('#9a8fa6')})
  s.text('VISA', vx(3), vy(6), {color: hex('#38305c'), font: H.bold, size: size(3.2)})
  s.text('FRA', vx(20), vy(6), {color: hex('#38305c'), font: H.bold, size: size(3.2)})
  s.text(visaNumber, vx(102), vy(6), {align: 'right', color: hex('#b3202a'), font: C.bold, size: size(3.2)})
  const vfield = (xm: number, ym: number, caption: string, value: string, mm = 2.4) => {
    s.text(caption, vx(xm), vy(ym), {color: cap, size: size(1.4)})
    s.text(value, vx(xm), vy(ym + 3), {color: ink, font: H.bold, size: size(mm)})
  }

  s.box(vx(3), vy(9), size(22), size(28), {fill: hex('#cfc7d6')})
  vfield(28, 10, 'VALABLE POUR / VALID FOR', 'FRANCE')
  vfield(28, 16.5, 'DU / FROM', dashShort(visaFrom))
  vfield(54, 16.5, 'AU / UNTIL', dashShort(visaUntil))
  vfield(28, 23, 'TYPE DE VISA / TYPE OF VISA', 'D')
  vfield(54, 23, "NOMBRE D'ENTRÉES / NUMBER OF ENTRIES", 'MULT')
  vfield(28, 29.5, 'DURÉE DE SÉJOUR / DURATION OF STAY', '365 JOURS')
  vfield(64, 29.5, 'DÉLIVRÉ À / ISSUED IN', 'TOKYO')
  vfield(64, 36, 'LE / ON', `${visaIssued.slice(8, 10)}-${visaIssued.slice(5, 7)}-${visaIssued.slice(0, 4)}`)
  vfield(3, 42, 'NUMÉRO DE PASSEPORT / NUMBER OF PASSPORT', number)
  vfield(3, 48.5, 'NOM, PRÉNOM / SURNAME, NAME', `${surname}, ${given}`)
  vfield(3, 55, 'REMARQUES / REMARKS', 'VLS-TS SALARIÉ - CARTE DE SÉJOUR À SOLLICITER', 2)
  s.text('DANS LES DEUX MOIS SUIVANT L\'ARRIVÉE', vx(3), vy(60.5), {color: ink, font: H.bold, size: size(2)})
  s.box(vx(0.5), vy(62.5), size(104), size(11), {fill: hex('#f8f6fa')})
  s.text(visaLine1, vx(3), vy(67), {color: ink, font: C.regular, size: size(3.4)})
  s.text(visaLine2, vx(3), vy(72), {color: ink, font: C.regular, size: size(3.4)})

  s.text(`bizhub C300i - ${copied.slice(8, 10)}/${copied.slice(5, 7)}/${copied.slice(0, 4)} ${randomInt(rng, 8, 18)}:${randomDigits(rng, 1)}${randomDigits(rng, 1)}`, s.width - 40, 822, {align: 'right', color: faint, size: 7})

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
    layout: 'passeport/japon-avec-page-visa',
    notes: [
      "a Japanese passport's data page copied above the visa page with a French long-stay visa",
      'English captions (the Japanese ones as faint marks), dates as "14 FEB 1985", "Registered Domicile" instead of a place of birth, TD3 MRZ "P<JPN"',
      "decoys: the visa's number, validity (dashed two-digit years), place and date of issue, remarks and MRZ, the registered domicile, the copy date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
