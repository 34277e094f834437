/**
 * HELD-OUT titre_sejour/entrepreneur-profession-liberale-copie-de-biais: the multi-year residence
 * card "CARTE DE SÉJOUR PLURIANNUELLE" with the "ENTREPRENEUR / PROFESSION LIBÉRALE" mention (the
 * permit of a foreigner who runs his or her own company in France, four years), photocopied at
 * about 130 % with the front above the back on a portrait A4, BOTH SIDES LAID ASKEW ON THE COPIER'S
 * GLASS (each side turned 2.5 to 4.5 degrees, in the same or in opposite directions): every line of
 * the card runs at a slant. French captions in capitals with the English after a slash ("NOM / Surname"), the
 * surname and the given names in capitals, the nationality as a three-letter code, dates SPACED
 * ("14 02 1985"), the type of permit and its mention on the front, "VALABLE JUSQU'AU" and the card
 * number at its foot; on the back the remarks (the CESEDA's article), the place of birth, the
 * address, the foreign national's number (AGDREF: a decoy number), "DATE DE DÉLIVRANCE", the
 * prefecture, the TD1 MRZ "IRFRA". The copier's own footer (a decoy date) at the foot of the page.
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3

const PREFECTURES: Record<string, string> = {
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
}

/** "14 02 1985". */
const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

/** One side of the card laid on the glass with its top left corner at (x0, y0), turned `angle` degrees counter-clockwise. */
class Askew {
  private readonly cos: number
  private readonly sin: number

  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    private readonly angle: number,
  ) {
    this.cos = Math.cos((angle * Math.PI) / 180)
    this.sin = Math.sin((angle * Math.PI) / 180)
  }

  /** The page point (y down) of the card's point (u, v) in millimetres of the card. */
  point(u: number, v: number): {x: number; y: number} {
    const a = u * MM * SCALE
    const b = v * MM * SCALE
    return {x: this.x0 + a * this.cos + b * this.sin, y: this.y0 - a * this.sin + b * this.cos}
  }

  /** An SVG path in the card's millimetres, drawn turned with the card. */
  shape(d: string, style: {fill?: RGB; stroke?: RGB; width?: number}, scale = MM * SCALE): void {
    const o = this.point(0, 0)
    this.s.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.width ?? 0.6) / scale : 0, color: style.fill, rotate: degrees(this.angle), scale, x: o.x, y: this.s.height - o.y})
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; width?: number}): void {
    this.shape(`M ${u} ${v} H ${u + w} V ${v + h} H ${u} Z`, style)
  }

  rounded(w: number, h: number, r: number, style: {fill?: RGB; stroke?: RGB; width?: number}): void {
    this.shape(`M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} V ${r} Q 0 0 ${r} 0 Z`, style)
  }

  circle(u: number, v: number, r: number, fill: RGB): void {
    const p = this.point(u, v)
    this.s.circle(p.x, p.y, r * MM * SCALE, {fill})
  }

  /** Text whose baseline starts at (u, v), its size in millimetres. */
  text(value: string, u: number, v: number, font: PDFFont, sizeMm: number, color: RGB, align: 'left' | 'right' = 'left'): void {
    const size = sizeMm * MM * SCALE
    const width = font.widthOfTextAtSize(value, size) / (MM * SCALE)
    const p = this.point(align === 'right' ? u - width : u, v)
    this.s.page.drawText(value, {color, font, rotate: degrees(this.angle), size, x: p.x, y: this.s.height - p.y})
  }
}

export async function titreSejourEntrepreneurDeBiais(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'TUN'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1100))
  const expiry = addDays(addMonths(issued, 48), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const ink = hex('#22252b')
  const lab = hex('#4a5568')
  const card = hex('#e9ebee')
  const tilts = [
    [4.2, -3.1],
    [-3.6, 2.7],
    [3.1, 3.8],
    [-4.4, -2.6],
  ][randomInt(rng, 0, 3)]

  const {doc, fonts} = await newDocument({author: '', creator: 'SHARP MX-3071', date: copied, producer: 'SHARP MX-3071 Scan', title: `Numériser_${copied.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const cw = 85.6 * MM * SCALE

  const side = (y: number, angle: number) => {
    // Turned about its centre: the top left corner moves with the angle.
    const ch = 54 * MM * SCALE
    const cx = s.width / 2
    const cy = y + ch / 2
    const r = (angle * Math.PI) / 180
    const x0 = cx - (cw / 2) * Math.cos(r) - (ch / 2) * Math.sin(r)
    const y0 = cy + (cw / 2) * Math.sin(r) - (ch / 2) * Math.cos(r)
    const c = new Askew(s, x0, y0, angle)
    c.rounded(85.6, 54, 3.2, {fill: card, stroke: hex('#8a8f98'), width: 0.7})
    for (let k = 0; k < 10; k++) c.rect(2, 4 + k * 5, 81.6, 0.12, {fill: hex('#d5d9df')})
    return c
  }

  const field = (c: Askew, u: number, v: number, caption: string, values: string[], sizeMm = 2.3, next?: number) => {
    c.text(caption, u, v, H.bold, 1.3, lab)
    values.forEach((value, k) => c.text(value, u, v + 3 + k * 2.7, H.bold, k > 0 && next ? next : sizeMm, ink))
  }

  // The front.
  const f = side(44, tilts[0])
  f.text('RÉPUBLIQUE FRANÇAISE', 4, 5, H.bold, 2, ink)
  f.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', 82, 5, H.bold, 1.6, ink, 'right')
  f.rect(3, 9, 21, 28, {fill: hex('#bfc5cc')})
  f.circle(13.5, 18.5, 4.8, hex('#8f99a4'))
  f.rect(6.8, 26, 13.4, 11, {fill: hex('#8f99a4')})
  field(f, 27, 10, 'NOM / Surname', [surname], surname.length > 16 ? 2.3 : 2.6)
  field(f, 27, 16.3, 'PRÉNOMS / Given names', [given], given.length > 20 ? 2 : 2.3)
  field(f, 27, 22.6, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  field(f, 40, 22.6, 'NAT. / Nationality', [code], 2.1)
  field(f, 58, 22.6, 'DATE DE NAISSANCE / Date of birth', [spaced(person.birthDate)], 2.1)
  field(f, 27, 28.9, 'TYPE DE TITRE / Type of permit', ['CARTE DE SÉJOUR PLURIANNUELLE', 'ENTREPRENEUR / PROFESSION LIBÉRALE'], 1.75, 1.75)
  field(f, 4, 45.5, 'N° DU TITRE / Permit No.', [number], 2.3)
  field(f, 46, 45.5, "VALABLE JUSQU'AU / Valid until", [spaced(expiry)], 2.3)
  const sig = f.point(4, 37.8)
  s.page.drawSvgPath(signaturePath(rng, 24 * MM * SCALE), {borderColor: hex('#1f2a5a'), borderWidth: 0.9, rotate: degrees(tilts[0]), scale: 0.75, x: sig.x, y: s.height - sig.y})

  // The back.
  const b = side(44 + 54 * MM * SCALE + 58, tilts[1])
  field(b, 4, 5, 'REMARQUES / Remarks', ['ENTREPRENEUR / PROFESSION LIBÉRALE', 'ART. L. 421-5 CESEDA - AUTORISE L\'EXERCICE DE CETTE ACTIVITÉ'], 1.6, 1.45)
  field(b, 4, 14.2, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9)
  field(b, 52, 14.2, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9)
  b.text('ADRESSE / Address', 4, 20.6, H.bold, 1.3, lab)
  address.forEach((line, k) => b.text(line, 4, 23.4 + k * 2.3, H.bold, 1.55, ink))
  field(b, 52, 20.6, 'DATE DE DÉLIVRANCE / Date of issue', [spaced(issued)], 2)
  const issuer = wrap(prefecture, 30 * MM * SCALE, H.bold, 1.6 * MM * SCALE)
  field(b, 52, 27.2, 'DÉLIVRÉ PAR / Issued by', issuer, 1.6, 1.6)
  b.rect(0.4, 35, 84.8, 18.6, {fill: hex('#f3f4f6')})
  mrz.forEach((line, k) => b.text(line, 4, 39.5 + k * 4.5, fonts.courier.regular, 3.7, ink))

  s.text(`SHARP MX-3071 - ${slashDate(copied)} ${String(randomInt(rng, 8, 18)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')} - Copie 130 %`, s.width / 2, 818, {align: 'center', color: hex('#8c8c8c'), size: 7})

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
    layout: 'titre_sejour/entrepreneur-profession-liberale-copie-de-biais',
    notes: [
      'a multi-year residence card "ENTREPRENEUR / PROFESSION LIBÉRALE" photocopied at about 130 %, front above back, both sides laid askew on the glass (turned 3 to 4 degrees, in opposite or the same directions): every line slants',
      'French captions with English after a slash; dates spaced ("14 02 1985"); the card number at the foot of the front; four years of validity',
      "decoys: the AGDREF number, the CESEDA article, the copier's footer date; TD1 MRZ \"IRFRA\"",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
