/**
 * HELD-OUT cni/islande-nafnskirteini-verso-pivote: the ICELANDIC identity card (nafnskírteini, the
 * 2023 model issued by Þjóðskrá - Registers Iceland, valid ten years and as a travel document in
 * the Schengen area) of an Icelander living in France, photocopied at about 125 % as a broker's
 * assistant lays it on the glass: the FRONT at the left, the BACK AT ITS RIGHT TURNED BY A QUARTER
 * (the card laid sideways: every line of the back reads upwards, from the bottom of the page to the
 * top). The front: "ÍSLAND / ICELAND", "NAFNSKÍRTEINI / IDENTITY CARD", captions in ICELANDIC /
 * ENGLISH over the values ("Kenninafn / Surname", "Eiginnöfn / Given names", "Kyn / Sex",
 * "Ríkisfang / Nationality", "Fæðingardagur / Date of birth", "Skírteinisnúmer / Document No.",
 * "Gildir til / Date of expiry"); PATRONYMIC SURNAMES in capitals with the Icelandic letters Ð, Þ,
 * Ó, Í ("GUÐMUNDSDÓTTIR", "ÞORSTEINSDÓTTIR"), the given names likewise ("SIGRÚN BJÖRK"); DOTTED
 * DATES ("14.02.1985"); the number a letter and seven digits. The turned back: "Kennitala / Personal
 * No." (ten digits that start with the birth date as DDMMYY: a decoy number), "Fæðingarstaður /
 * Place of birth", "Útgáfudagur / Date of issue" (only there), "Útgefandi / Authority" (ÞJÓÐSKRÁ),
 * the TD1 MRZ "IDISL" (Ð written D, Þ written TH, Ö written OE). Above the copy, the broker's scan
 * band with the file's number and the scan's date (decoys).
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const CW = 85.6
const CH = 54

/** Icelandic letters as ICAO 9303 writes them in the MRZ. */
const icao = (name: string) => name.replaceAll('Ð', 'D').replaceAll('ð', 'd').replaceAll('Þ', 'TH').replaceAll('þ', 'th').replaceAll('Æ', 'AE').replaceAll('æ', 'ae').replaceAll('Ö', 'OE').replaceAll('ö', 'oe')

/** A kennitala: DDMMYY, two digits, a mod-11 check digit, the century (9: 1900s, 0: 2000s). */
function kennitala(birthDate: string, rng: () => number): string {
  const head = `${birthDate.slice(8, 10)}${birthDate.slice(5, 7)}${birthDate.slice(2, 4)}${randomInt(rng, 20, 99)}`
  const weights = [3, 2, 7, 6, 5, 4, 3, 2]
  const sum = head.split('').reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  const check = (11 - (sum % 11)) % 11
  if (check === 10) return kennitala(birthDate, rng)
  return `${head.slice(0, 6)}-${head.slice(6)}${check}${birthDate.startsWith('19') ? 9 : 0}`
}

/** One side of the card on the page, its top left at (x0, y0); `turned` lays it a quarter turn anticlockwise. */
class Side {
  private readonly k = MM * SCALE

  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    private readonly turned: boolean,
  ) {}

  /** The page point (y down) of the card's point (u, v) in millimetres. */
  point(u: number, v: number): {x: number; y: number} {
    return this.turned ? {x: this.x0 + v * this.k, y: this.y0 + (CW - u) * this.k} : {x: this.x0 + u * this.k, y: this.y0 + v * this.k}
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; radius?: number}): void {
    if (this.turned) {
      const p = this.point(u + w, v)
      this.s.box(p.x, p.y, h * this.k, w * this.k, {fill: style.fill, lineWidth: 0.6, radius: style.radius, stroke: style.stroke})
    } else {
      const p = this.point(u, v)
      this.s.box(p.x, p.y, w * this.k, h * this.k, {fill: style.fill, lineWidth: 0.6, radius: style.radius, stroke: style.stroke})
    }
  }

  circle(u: number, v: number, r: number, style: {fill?: RGB; stroke?: RGB}): void {
    const p = this.point(u, v)
    this.s.circle(p.x, p.y, r * this.k, {fill: style.fill, lineWidth: 0.6, stroke: style.stroke})
  }

  /** Text whose baseline starts at (u, v) of the card, its size in millimetres (shrunk to `room` mm). */
  text(value: string, u: number, v: number, font: PDFFont, sizeMm: number, color: RGB, room = 80): void {
    const size = Math.min(sizeMm, room / font.widthOfTextAtSize(value, 1)) * this.k
    const p = this.point(u, v)
    this.s.page.drawText(value, {color, font, rotate: this.turned ? degrees(90) : undefined, size, x: p.x, y: this.s.height - p.y})
  }
}

export async function cniIslande(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'REYKJAVÍK'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 2200))
  const expiry = addMonths(issued, 120)
  const number = `${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const personal = kennitala(person.birthDate, rng)
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'ISL', expiry, givenNames: person.givenNames.map(icao), nationality: 'ISL', number, optional1: personal.replace('-', ''), sex: female ? 'F' : 'M', surname: icao(person.surname)})
  const scanned = addDays(facts.asOf, -randomInt(rng, 0, 12))
  const ink = hex('#1d2026')
  const cap = hex('#4d5566')
  const card = hex('#e6edf5')
  const blue = hex('#123f86')
  const red = hex('#c0272d')

  const {doc, fonts} = await newDocument({author: '', creator: 'Ricoh IM C3000', date: scanned, producer: 'Ricoh PDF', title: `${randomDigits(rng, 14)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const fx = 30
  const top = 96

  // The broker's scan band above the copy.
  s.text(`Pièce d'identité - emprunteur ${String(randomInt(rng, 1, 2))} - dossier ${randomLetters(rng, 2)}${randomDigits(rng, 6)}`, fx, 52, {color: hex('#6b6f78'), size: 8})
  s.text(`Numérisé le ${slashDate(scanned)} - recto / verso`, fx, 64, {color: hex('#6b6f78'), size: 8})

  const frame = (side: Side) => {
    side.rect(0, 0, CW, CH, {fill: card, radius: 9, stroke: hex('#8b929c')})
    for (let j = 0; j < 9; j++) side.rect(2, 5 + j * 5.5, CW - 4, 0.15, {fill: hex('#cfdbe8')})
  }

  const field = (side: Side, u: number, v: number, caption: string, value: string, sizeMm = 2.4, room = 50) => {
    side.text(caption, u, v, H.regular, 1.35, cap, room)
    side.text(value, u, v + 3.1, H.bold, sizeMm, ink, room)
  }

  // The front.
  const front = new Side(s, fx, top, false)
  frame(front)
  front.rect(0, 0.6, CW, 7.6, {fill: blue})
  front.text('ÍSLAND', 4, 5.7, H.bold, 3, hex('#ffffff'))
  front.text('ICELAND', 22, 5.7, H.regular, 2.2, hex('#ffffff'))
  front.text('NAFNSKÍRTEINI / IDENTITY CARD', 48, 5.4, H.bold, 1.8, hex('#ffffff'), 34)
  front.rect(3, 11, 22, 28, {fill: hex('#bfc8d2')})
  front.circle(14, 20.5, 5, {fill: hex('#8e9aa8')})
  front.rect(7.5, 28, 13, 11, {fill: hex('#8e9aa8')})
  const sig = front.point(4, 42)
  s.path(signaturePath(rng, 20 * k), sig.x, sig.y, {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(front, 28, 11.5, '1. Kenninafn / Surname', surname, 2.8, 55)
  field(front, 28, 18.2, '2. Eiginnöfn / Given names', given, 2.6, 55)
  field(front, 28, 24.9, 'Kyn / Sex', female ? 'KVK/F' : 'KK/M', 2.2, 12)
  field(front, 44, 24.9, 'Ríkisfang / Nationality', 'ISL', 2.2, 16)
  field(front, 64, 24.9, 'Fæðingardagur / Date of birth', dotDate(person.birthDate), 2.2, 20)
  field(front, 28, 31.6, 'Skírteinisnúmer / Document No.', number, 2.6, 28)
  field(front, 64, 31.6, 'Gildir til / Date of expiry', dotDate(expiry), 2.2, 20)
  front.circle(76, 46, 4, {stroke: red})
  front.text('IS', 74.4, 46.8, H.bold, 2.2, red)

  // The back, laid a quarter turn at the right of the front.
  const back = new Side(s, fx + CW * k + 36, top - 20, true)
  frame(back)
  field(back, 4, 5.5, 'Kennitala / Personal No.', personal, 2.4, 34)
  field(back, 46, 5.5, 'Útgáfudagur / Date of issue', dotDate(issued), 2.2, 34)
  field(back, 4, 12.5, 'Fæðingarstaður / Place of birth', place, 2.1, 38)
  field(back, 46, 12.5, 'Útgefandi / Authority', 'ÞJÓÐSKRÁ', 2.1, 34)
  field(back, 4, 19.5, 'Búseta / Residence', 'FRAKKLAND / FRANCE', 2, 60)
  back.rect(0.4, 32.5, CW - 0.8, 21.1, {fill: hex('#f3f6f9')})
  const mrzSize = Math.min(3.5, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => back.text(line, 4, 38 + j * 5.3, fonts.courier.regular, mrzSize, ink))

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
    layout: 'cni/islande-nafnskirteini-verso-pivote',
    notes: [
      'an Icelandic identity card (2023 model) photocopied at about 125 %, the front at the left and the back at its right turned by a quarter (every line of the back reads upwards)',
      'Icelandic / English captions over the values; patronymic surnames with Ð, Þ, Ó ("GUÐMUNDSDÓTTIR"); dotted dates ("14.02.1985"); the issue date only on the turned back; TD1 MRZ "IDISL" with Ð as D and Þ as TH',
      "decoys: the kennitala (it starts with the birth date DDMMYY), the place of birth, the residence, the broker's scan band with its date and file number",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
