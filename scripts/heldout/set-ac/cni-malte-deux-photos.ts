/**
 * HELD-OUT cni/malte-karta-identita-deux-photos-document: the MALTESE identity card (Karta
 * tal-Identità, the eID issued by Identità Malta, valid ten years and as a travel document in the
 * Schengen area) of a Maltese living in France, sent as TWO PHONE PHOTOS PASTED INTO A WORD
 * DOCUMENT and printed to PDF: the holder's typed heading at the top ("Pièce d'identité - BORG
 * Maria", "photos du 09/07/2031": a decoy name form and date), "Recto" and "Verso" over two photos
 * of the card lying on a grey table, each TURNED BY TWO OR THREE DEGREES, enlarged about 1.8 times,
 * with the HOLDER'S THUMB pressing an edge (over the portrait on the front, over a blank corner on
 * the back). Captions in MALTESE / ENGLISH over the values ("Kunjom / Surname", "Isem / Name",
 * "Data tat-Twelid / Date of Birth", "Data ta' Skadenza / Date of Expiry"); the names in capitals;
 * DOTTED DATES ("14.02.1985"); the card's number seven digits and a letter ("0347185M"); the card
 * access number "CAN" (six digits: a decoy); on the back the place of birth, "Data tal-Ħruġ / Date
 * of Issue" (only there; the Ħ and the ġ drawn as letters with their bar and dot), the authority and
 * the TD1 MRZ "IDMLT".
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, BLACK, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

/** The document drawn at scale `z`, turned `angle` degrees anticlockwise about its top-left corner placed at (x0, y0) of the page. */
class Frame {
  private readonly cos: number
  private readonly sin: number

  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    readonly z: number,
    readonly angle: number,
  ) {
    const r = (angle * Math.PI) / 180
    this.cos = Math.cos(r)
    this.sin = Math.sin(r)
  }

  at(u: number, v: number): {x: number; y: number} {
    return {x: this.x0 + this.z * (u * this.cos + v * this.sin), y: this.y0 + this.z * (-u * this.sin + v * this.cos)}
  }

  text(value: string, u: number, v: number, style: {font?: PDFFont; size: number; color?: RGB; room?: number}): number {
    const font = style.font ?? this.s.fonts.helvetica.regular
    const size = style.room ? Math.min(style.size, style.room / font.widthOfTextAtSize(value, 1)) : style.size
    const p = this.at(u, v)
    if (value !== '') this.s.page.drawText(value, {color: style.color ?? BLACK, font, rotate: degrees(this.angle), size: size * this.z, x: p.x, y: this.s.height - p.y})
    return font.widthOfTextAtSize(value, size)
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; radius?: number; opacity?: number}): void {
    const p = this.at(u, v)
    const r = style.radius ?? 0
    const d = r ? `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z` : `M 0 0 H ${w} V ${h} H 0 Z`
    this.s.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 0.3) : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), scale: this.z, x: p.x, y: this.s.height - p.y})
  }

  path(d: string, u: number, v: number, style: {stroke?: RGB; fill?: RGB; lineWidth?: number; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 0.3) : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), scale: this.z, x: p.x, y: this.s.height - p.y})
  }

  circle(u: number, v: number, r: number, style: {fill?: RGB}): void {
    const p = this.at(u, v)
    this.s.circle(p.x, p.y, r * this.z, {fill: style.fill})
  }
}

const MM = 72 / 25.4
const CW = 85.6
const CH = 54

/** A thumb pressing the card: its tip at (u, v) of the card, pointing along `dir` degrees. */
function thumb(f: Frame, u: number, v: number, dir: number): void {
  const r = (dir * Math.PI) / 180
  const c = Math.cos(r)
  const s = Math.sin(r)
  const pt = (a: number, b: number) => `${(u + 0.62 * (a * c - b * s)).toFixed(2)} ${(v + 0.62 * (a * s + b * c)).toFixed(2)}`
  const shape = `M ${pt(0, -7)} C ${pt(-9, -7.5)} ${pt(-9, 7.5)} ${pt(0, 7)} L ${pt(30, 8)} L ${pt(30, -8)} Z`
  f.path(shape, 0, 0, {fill: hex('#d7a183')})
  f.path(`M ${pt(-1, -4.5)} C ${pt(-6, -4.5)} ${pt(-6, 4.5)} ${pt(-1, 4.5)} L ${pt(5, 4.2)} L ${pt(5, -4.2)} Z`, 0, 0, {fill: hex('#ecc7b4')})
}

export async function cniMalteDeuxPhotos(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'VALLETTA'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 2400))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomDigits(rng, 7)}${['M', 'G', 'A', 'L'][randomInt(rng, 0, 3)]}`
  const can = randomDigits(rng, 6)
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'MLT', expiry, givenNames: person.givenNames, nationality: 'MLT', number, sex: female ? 'F' : 'M', surname: person.surname})
  const sent = addDays(facts.asOf, -randomInt(rng, 1, 14))
  const ink = hex('#1d1f24')
  const cap = hex('#5a5160')
  const card = hex('#efe6e8')
  const red = hex('#b5162b')

  const {doc, fonts} = await newDocument({author: `${person.givenNames[0]} ${surname}`, creator: 'Microsoft Word pour Microsoft 365', date: sent, producer: 'Microsoft Word pour Microsoft 365', title: 'Document1'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * 1.82

  s.text(`Pièce d'identité - ${surname} ${person.givenNames[0]}`, 56, 52, {color: ink, font: H.bold, size: 13})
  s.text(`Carte d'identité maltaise, photos du ${slashDate(sent)}`, 56, 68, {color: hex('#44474f'), size: 9.5})

  const photo = (top: number, label: string, angle: number, draw: (f: Frame) => void) => {
    const pw = s.width - 112
    const ph = 318
    s.box(56, top, pw, ph, {fill: hex('#8d8f93')})
    for (let i = 0; i < 9; i++) s.box(56, top + i * 35 + randomInt(rng, 0, 20), pw, 14, {fill: hex('#979a9e'), opacity: 0.5})
    const cx = 56 + (pw - CW * k) / 2 + (angle > 0 ? -4 : 4)
    const cy = top + (ph - CH * k) / 2 + (angle > 0 ? 8 : -6)
    const shadow = new Frame(s, cx + 4, cy + 5, k, angle)
    shadow.rect(0, 0, CW, CH, {fill: hex('#55575b'), opacity: 0.6, radius: 3.2})
    const f = new Frame(s, cx, cy, k, angle)
    f.rect(0, 0, CW, CH, {fill: card, lineWidth: 0.25, radius: 3.2, stroke: hex('#b9aeb2')})
    for (let i = 0; i < 10; i++) f.path(`M 2 ${4 + i * 5} C 25 ${2 + i * 5} 55 ${7 + i * 5} 83.6 ${4 + i * 5}`, 0, 0, {lineWidth: 0.12, stroke: hex('#d8c8cc')})
    draw(f)
    // What of the thumb lies outside the photo is not in the picture.
    const white = hex('#ffffff')
    s.box(0, top - 20, s.width, 20, {fill: white})
    s.box(0, top + ph, s.width, 24, {fill: white})
    s.box(0, top, 56, ph, {fill: white})
    s.box(56 + pw, top, s.width - 56 - pw, ph, {fill: white})
    s.text(label, 56, top - 8, {color: ink, font: H.bold, size: 10})
  }

  const field = (f: Frame, u: number, v: number, caption: string, value: string, size = 2.5, room = 30) => {
    f.text(caption, u, v, {color: cap, size: 1.35})
    f.text(value, u, v + 3.1, {color: ink, font: H.bold, room, size})
  }

  const a1 = (rng() < 0.5 ? -1 : 1) * (1.6 + rng() * 1.4)
  photo(100, 'Recto', a1, (f) => {
    f.rect(0, 0, CW, 8, {fill: red, radius: 3.2})
    f.rect(0, 4, CW, 4, {fill: red})
    f.text("REPUBBLIKA TA' MALTA", 4, 5.6, {color: hex('#ffffff'), font: H.bold, size: 2.6})
    f.text('KARTA TAL-IDENTITÀ / IDENTITY CARD', 45, 5.4, {color: hex('#ffffff'), font: H.bold, room: 37, size: 1.9})
    f.rect(3, 11, 22, 28, {fill: hex('#c4b9bd')})
    f.circle(14, 20.5, 5, {fill: hex('#93878c')})
    f.rect(7.5, 28, 13, 11, {fill: hex('#93878c')})
    field(f, 28, 12, 'Kunjom / Surname', surname, 2.8, 54)
    field(f, 28, 19, 'Isem / Name', given, 2.6, 54)
    field(f, 28, 26, 'Sess / Sex', female ? 'F' : 'M', 2.3, 10)
    field(f, 40, 26, 'Nazzjonalità / Nationality', 'MLT', 2.3, 14)
    field(f, 62, 26, 'Data tat-Twelid / Date of Birth', dotDate(person.birthDate), 2.3, 20)
    field(f, 28, 33, 'Numru tal-Karta / Card No.', number, 2.6, 26)
    field(f, 62, 33, "Data ta' Skadenza / Date of Expiry", dotDate(expiry), 2.3, 20)
    f.path(signaturePath(rng, 50).replace(/-?\d+(\.\d+)?/g, (m) => (Number(m) * 0.4).toFixed(2)), 30, 42, {lineWidth: 0.25, stroke: hex('#1f2a5a')})
    f.text(`CAN ${can}`, 66, 49.5, {color: cap, font: fonts.courier.bold, size: 2.1})
    thumb(f, 9, 46, 150)
  })

  const a2 = -a1 * (0.6 + rng() * 0.4)
  photo(462, 'Verso', a2, (f) => {
    field(f, 4, 5.5, 'Post tat-Twelid / Place of Birth', place, 2.4, 34)
    // "Data tal-Ħruġ": the H with its bar, the g with its dot.
    const cv = 12.5
    const before = 'Data tal-'
    const wBefore = f.text(before, 4, cv, {color: cap, size: 1.35})
    const wH = f.text('H', 4 + wBefore, cv, {color: cap, size: 1.35})
    f.rect(4 + wBefore - 0.1, cv - 0.78, wH + 0.2, 0.12, {fill: cap})
    const wRu = f.text('ru', 4 + wBefore + wH, cv, {color: cap, size: 1.35})
    const wG = f.text('g', 4 + wBefore + wH + wRu, cv, {color: cap, size: 1.35})
    f.circle(4 + wBefore + wH + wRu + wG / 2, cv - 1.25, 0.13, {fill: cap})
    f.text(' / Date of Issue', 4 + wBefore + wH + wRu + wG, cv, {color: cap, size: 1.35})
    f.text(dotDate(issued), 4, cv + 3.1, {color: ink, font: H.bold, size: 2.4})
    field(f, 4, 19.5, 'Awtorità / Authority', 'IDENTITÀ MALTA', 2.2, 34)
    f.rect(0.4, 32.5, CW - 0.8, 21.1, {fill: hex('#f7f2f3'), radius: 2.8})
    const mrzSize = Math.min(3.5, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
    mrz.forEach((line, j) => f.text(line, 4, 38 + j * 5.3, {color: ink, font: fonts.courier.regular, size: mrzSize}))
    thumb(f, 78, 9, -20)
  })

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
    layout: 'cni/malte-karta-identita-deux-photos-document',
    notes: [
      "a Maltese identity card sent as two phone photos pasted into a Word document: the holder's typed heading, \"Recto\" and \"Verso\" over the photos, each card turned by two or three degrees, enlarged, with a thumb pressing an edge",
      'Maltese / English captions over the values; dotted dates ("14.02.1985"); the number seven digits and a letter; the issue date only on the back ("Data tal-Ħruġ"); TD1 MRZ "IDMLT"',
      "decoys: the card access number (CAN), the place of birth, the authority, the heading's name form and photo date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
