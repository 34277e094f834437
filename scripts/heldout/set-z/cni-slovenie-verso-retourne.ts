/**
 * HELD-OUT cni/slovenie-osebna-izkaznica-verso-retourne: the SLOVENIAN identity card (osebna
 * izkaznica, the 2022 model) of a Slovene living in France, photocopied at about 125 % with the
 * front at the top of the page and the back under it UPSIDE DOWN (the card turned over on its long
 * edge and not turned back on the glass, as happens at a branch's copier): every line of the back
 * is printed rotated by 180 degrees. The front: "REPUBLIKA SLOVENIJA" and "OSEBNA IZKAZNICA /
 * IDENTITY CARD"; captions in SLOVENE / ENGLISH over the values ("Priimek / Surname", "Ime /
 * Name"); the names in capitals with the Slovene letters Š and Ž ("ŽAGAR", "ŠPELA"); DATES WITH A
 * DOT AND A SPACE ("14. 02. 1985"); the sex "Ž/F" or "M/M"; the document number two letters and
 * seven digits; the expiry ten years after the issue. The back (upside down): "EMŠO / Personal No."
 * (thirteen digits that start with the birth date written DDMMYYY: a decoy number), "Datum izdaje /
 * Date of issue", the authority (an administrative unit or the embassy in Paris), the place of
 * birth, the residence abroad, the TD1 MRZ "IDSVN". The copier's footer with its date (a decoy) at
 * the foot of the page.
 */
import {type PDFFont, type RGB, degrees} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const CW = 85.6
const CH = 54

/** "14. 02. 1985". */
const slovene = (iso: string) => `${iso.slice(8, 10)}. ${iso.slice(5, 7)}. ${iso.slice(0, 4)}`

/** EMŠO: DDMMYYY, the register (50: Slovenia), the sex and serial (000-499 men, 500-999 women), a mod-11 check digit. */
function emso(birthDate: string, female: boolean, rng: () => number): string {
  const head = `${birthDate.slice(8, 10)}${birthDate.slice(5, 7)}${birthDate.slice(1, 4)}50${String(randomInt(rng, 0, 499) + (female ? 500 : 0)).padStart(3, '0')}`
  const weights = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
  const sum = head.split('').reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  const check = (11 - (sum % 11)) % 11
  return check === 10 ? emso(birthDate, female, rng) : `${head}${check}`
}

/** One side of the card on the page, its top left at (x0, y0); `flipped` draws it turned by 180 degrees. */
class Side {
  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    private readonly flipped: boolean,
  ) {}

  private k = MM * SCALE

  /** The page point (y down) of the card's point (u, v) in millimetres. */
  point(u: number, v: number): {x: number; y: number} {
    return this.flipped ? {x: this.x0 + (CW - u) * this.k, y: this.y0 + (CH - v) * this.k} : {x: this.x0 + u * this.k, y: this.y0 + v * this.k}
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; radius?: number}): void {
    const p = this.flipped ? this.point(u + w, v + h) : this.point(u, v)
    this.s.box(p.x, p.y, w * this.k, h * this.k, {fill: style.fill, lineWidth: 0.6, radius: style.radius, stroke: style.stroke})
  }

  circle(u: number, v: number, r: number, style: {fill?: RGB; stroke?: RGB}): void {
    const p = this.point(u, v)
    this.s.circle(p.x, p.y, r * this.k, {fill: style.fill, lineWidth: 0.6, stroke: style.stroke})
  }

  /** Text whose baseline starts at (u, v) of the card (right-aligned at u when asked), its size in millimetres. */
  text(value: string, u: number, v: number, font: PDFFont, sizeMm: number, color: RGB, align: 'left' | 'right' = 'left'): void {
    const size = sizeMm * this.k
    const width = font.widthOfTextAtSize(value, size) / this.k
    const p = this.point(align === 'right' ? u - width : u, v)
    this.s.page.drawText(value, {color, font, rotate: this.flipped ? degrees(180) : undefined, size, x: p.x, y: this.s.height - p.y})
  }
}

export async function cniSlovenie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'LJUBLJANA'
  const authority = typeof params.authority === 'string' ? params.authority : 'UE LJUBLJANA'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 2600))
  const expiry = addMonths(issued, 120)
  const number = `I${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const personal = emso(person.birthDate, female, rng)
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'SVN', expiry, givenNames: person.givenNames, nationality: 'SVN', number, optional1: personal, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 14))
  const ink = hex('#1f2127')
  const cap = hex('#4c5260')
  const card = hex('#e8eef2')
  const blue = hex('#1d4f91')

  const {doc, fonts} = await newDocument({author: '', creator: 'Xerox AltaLink C8130', date: copied, producer: 'Xerox PDF', title: `Scan_${copied.replaceAll('-', '')}_${randomDigits(rng, 6)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const cw = CW * MM * SCALE
  const x0 = (s.width - cw) / 2

  const frame = (side: Side) => {
    side.rect(0, 0, CW, CH, {fill: card, radius: 9, stroke: hex('#8b929c')})
    for (let k = 0; k < 8; k++) side.rect(2, 6 + k * 6, CW - 4, 0.15, {fill: hex('#d2dbe3')})
  }

  const field = (side: Side, u: number, v: number, caption: string, value: string, sizeMm = 2.4, room = 50) => {
    side.text(caption, u, v, H.regular, 1.35, cap)
    const fitted = Math.min(sizeMm, room / H.bold.widthOfTextAtSize(value, 1))
    side.text(value, u, v + 3, H.bold, fitted, ink)
  }

  // The front.
  const front = new Side(s, x0, 50, false)
  frame(front)
  front.text('REPUBLIKA SLOVENIJA', 4, 5.5, H.bold, 2.5, blue)
  front.text('OSEBNA IZKAZNICA', 81.5, 4.6, H.bold, 2, ink, 'right')
  front.text('IDENTITY CARD', 81.5, 7.4, H.regular, 1.6, cap, 'right')
  front.rect(3, 10, 22, 28, {fill: hex('#bcc4cc')})
  front.circle(14, 19.5, 5, {fill: hex('#8e98a3')})
  front.rect(7.5, 27, 13, 11, {fill: hex('#8e98a3')})
  const sig = front.point(4, 41)
  s.path(signaturePath(rng, 20 * MM * SCALE), sig.x, sig.y, {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(front, 28, 11, 'Priimek / Surname', surname, 2.8, 52)
  field(front, 28, 17.5, 'Ime / Name', given, 2.6, 52)
  field(front, 28, 24, 'Spol / Sex', female ? 'Ž/F' : 'M/M', 2.2, 12)
  field(front, 43, 24, 'Državljanstvo / Nationality', 'SVN', 2.2, 14)
  field(front, 64, 24, 'Datum rojstva / Date of birth', slovene(person.birthDate), 2.2, 20)
  field(front, 28, 30.5, 'Številka dokumenta / Document No.', number, 2.5, 26)
  field(front, 64, 30.5, 'Datum veljavnosti / Date of expiry', slovene(expiry), 2.2, 20)
  front.circle(74, 45, 4.2, {stroke: hex('#a2a9b2')})
  front.text('SI', 74 - H.bold.widthOfTextAtSize('SI', 2.2) / 2, 45.8, H.bold, 2.2, blue)

  // The back, upside down under the front.
  const back = new Side(s, x0, 50 + CH * MM * SCALE + 60, true)
  frame(back)
  field(back, 4, 5, 'EMŠO / Personal No.', personal, 2.3, 32)
  field(back, 44, 5, 'Datum izdaje / Date of issue', slovene(issued), 2.2, 22)
  field(back, 4, 12, 'Izdal / Authority', authority, 2, 38)
  field(back, 44, 12, 'Kraj rojstva / Place of birth', place, 2, 38)
  field(back, 4, 19, 'Naslov / Address', 'FRANCIJA / FRANCE', 2, 60)
  back.rect(0.4, 32.5, CW - 0.8, 21.1, {fill: hex('#f4f6f8')})
  const mrzSize = Math.min(3.5, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, k) => back.text(line, 4, 38 + k * 5.3, fonts.courier.regular, mrzSize, ink))

  s.text(`Xerox AltaLink C8130 - ${slashDate(copied)} ${String(randomInt(rng, 8, 18)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')} - 125 %`, s.width / 2, 816, {align: 'center', color: hex('#8c8c8c'), size: 7})

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
    layout: 'cni/slovenie-osebna-izkaznica-verso-retourne',
    notes: [
      'a Slovenian identity card (2022 model) photocopied at about 125 %, the front at the top and the back under it upside down (every line of the back rotated by 180 degrees)',
      'Slovene / English captions over the values; names with Š and Ž ("ŽAGAR", "ŠPELA"); dates with a dot and a space ("14. 02. 1985"); the issue date on the upside-down back; ten years of validity; TD1 MRZ "IDSVN"',
      "decoys: the EMŠO personal number (it starts with the birth date DDMMYYY), the authority, the place of birth, the residence, the copier's footer date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
