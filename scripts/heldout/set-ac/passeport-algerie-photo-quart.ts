/**
 * HELD-OUT passeport/algerie-biometrique-photo-quart-de-tour: an ALGERIAN biometric passport (ten
 * years of validity) of an Algerian living in France, issued by a consulate in France, PHOTOGRAPHED
 * WITH A PHONE held sideways and sent as it came out: the picture is LANDSCAPE, so on the portrait
 * page the booklet lies TURNED BY A QUARTER (every line of the data page reads upwards, from the
 * bottom of the page to the top), the data page filling the picture (about twice its real size) on
 * a dark table, the edge of the facing page at its side, and the camera's DATE AND TIME STAMPED in
 * orange in the picture's corner (a decoy date). The data page: the State's name in French (the
 * Arabic lines drawn as script, not as text), "PASSEPORT / PASSPORT", captions in FRENCH / ENGLISH
 * over the values with their Arabic after them ("Nom / Surname", "Prénoms / Given names"); names in
 * capitals (the Arabic name beside them); DOTTED DATES ("14.02.1985"); the number nine digits; the
 * authority (the consulate); the NATIONAL IDENTIFICATION NUMBER "NIN" (eighteen digits: a decoy);
 * TD3 MRZ "P<DZA".
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, BLACK, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper} from '../util.js'

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

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(`M 0 0 H ${w} V ${h} H 0 Z`, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 0.3) : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), scale: this.z, x: p.x, y: this.s.height - p.y})
  }

  path(d: string, u: number, v: number, style: {stroke?: RGB; fill?: RGB; lineWidth?: number; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 0.3) : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), scale: this.z, x: p.x, y: this.s.height - p.y})
  }

  circle(u: number, v: number, r: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number}): void {
    const p = this.at(u, v)
    this.s.circle(p.x, p.y, r * this.z, {fill: style.fill, lineWidth: (style.lineWidth ?? 0.3) * this.z, stroke: style.stroke})
  }
}

/** A line of Arabic script drawn as strokes (the standard fonts have no Arabic), `w` long, right-aligned at u. */
function script(f: Frame, rng: () => number, u: number, v: number, w: number, h: number, color: RGB): void {
  let x = u
  let d = `M ${x.toFixed(2)} ${v.toFixed(2)}`
  while (x > u - w) {
    const step = 0.6 + rng() * 1.4
    const up = rng() < 0.35 ? h * (0.6 + rng() * 0.5) : h * rng() * 0.25
    d += ` C ${(x - step * 0.3).toFixed(2)} ${(v - up).toFixed(2)} ${(x - step * 0.7).toFixed(2)} ${(v - up).toFixed(2)} ${(x - step).toFixed(2)} ${v.toFixed(2)}`
    x -= step
    if (rng() < 0.12 && x > u - w + 1) {
      d += ` M ${(x - 0.5).toFixed(2)} ${v.toFixed(2)}`
      x -= 0.5
    }
  }

  f.path(d, 0, 0, {lineWidth: h * 0.16, stroke: color})
  for (let i = 0; i < w / 2.2; i++) if (rng() < 0.45) f.circle(u - rng() * w, v + (rng() < 0.5 ? -h * 1.1 : h * 0.45), h * 0.08, {fill: color})
}

export async function passeportAlgeriePhotoQuart(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'ALGER'
  const authority = typeof params.authority === 'string' ? params.authority : 'CONSULAT GÉNÉRAL À PARIS'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 2600))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomInt(rng, 1, 3)}${randomDigits(rng, 8)}`
  const nin = `1${randomDigits(rng, 2)}${person.birthDate.slice(2, 4)}${randomDigits(rng, 14)}`.slice(0, 18)
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'DZA', expiry, givenNames: person.givenNames, nationality: 'DZA', number, sex: female ? 'F' : 'M', surname: person.surname})
  const shot = addDays(facts.asOf, -randomInt(rng, 0, 12))
  const clock = `${String(randomInt(rng, 7, 22)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const ink = hex('#1b1d21')
  const cap = hex('#3f5448')
  const green = hex('#0d6b3c')
  const red = hex('#b8232f')

  const {doc, fonts} = await newDocument({author: '', creator: 'Android', date: shot, producer: 'Samsung Gallery PDF', title: `${shot.replaceAll('-', '')}_${clock.replace(':', '')}${randomDigits(rng, 2)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The landscape picture, turned a quarter on the portrait page: its (u, v) run along the page's height and width.
  s.box(0, 0, s.width, s.height, {fill: hex('#26282c')})
  const photo = new Frame(s, 0, s.height, 1, 90)
  for (let i = 0; i < 30; i++) photo.rect(0, i * 20 + randomInt(rng, 0, 8), s.height, 6, {fill: hex('#2e3136'), opacity: 0.8})

  const k = 5.55
  const u0 = 62
  const v0 = 38
  // The facing page's edge, then the data page.
  const facing = new Frame(s, photo.at(u0, v0 - 88 * k).x, photo.at(u0, v0 - 88 * k).y, k, 90)
  facing.rect(0, 0, 125, 88, {fill: hex('#e9ecdf')})
  facing.circle(96, 80, 13, {lineWidth: 0.5, stroke: hex('#7b4a8e')})
  facing.circle(96, 80, 10.5, {lineWidth: 0.3, stroke: hex('#7b4a8e')})
  const start = photo.at(u0, v0)
  const f = new Frame(s, start.x, start.y, k, 90)
  f.rect(0, 0, 125, 88, {fill: hex('#f1f2e6'), lineWidth: 0.3, stroke: hex('#9aa08f')})
  for (let i = 0; i < 15; i++) {
    let d = `M 0 ${3 + i * 5.6}`
    for (let t = 4; t <= 125; t += 4) d += ` L ${t} ${(3 + i * 5.6 + 1.2 * Math.sin(t / 9 + i)).toFixed(2)}`
    f.path(d, 0, 0, {lineWidth: 0.12, stroke: hex('#d5dccb')})
  }

  f.text('RÉPUBLIQUE ALGÉRIENNE DÉMOCRATIQUE ET POPULAIRE', 4, 5.6, {color: green, font: H.bold, room: 72, size: 2.3})
  script(f, rng, 121, 5.2, 38, 1.5, green)
  f.text('PASSEPORT / PASSPORT', 4, 10.4, {color: red, font: H.bold, size: 2.2})
  script(f, rng, 121, 10, 14, 1.4, red)

  f.rect(4, 14, 29, 37, {fill: hex('#c9ccbd')})
  f.circle(18.5, 26, 7, {fill: hex('#9a9e8f')})
  f.rect(10, 36, 17, 15, {fill: hex('#9a9e8f')})
  f.path(signaturePath(rng, 60).replace(/-?\d+(\.\d+)?/g, (m) => (Number(m) * 0.4).toFixed(2)), 5, 54, {lineWidth: 0.25, stroke: hex('#1f2a5a')})

  const field = (u: number, v: number, caption: string, value: string, room: number, size = 2.6, arabic = 8) => {
    const w = f.text(caption, u, v, {color: cap, room: room - arabic - 1, size: 1.45})
    script(f, rng, u + w + arabic + 0.8, v - 0.1, arabic, 0.9, cap)
    f.text(value, u, v + 3.6, {color: ink, font: H.bold, room, size})
  }

  field(37, 15, 'Type / Type', 'P', 16, 2.6, 4)
  field(55, 15, 'Code du pays / Country code', 'DZA', 26, 2.6, 6)
  field(84, 15, 'N° du passeport / Passport No.', number, 36, 2.9, 7)
  field(37, 23, 'Nom / Surname', surname, 50, 3, 5)
  script(f, rng, 121, 26.4, Math.min(24, 4 + surname.length * 1.8), 1.6, ink)
  field(37, 31, 'Prénoms / Given names', given, 50, 2.8, 6)
  script(f, rng, 121, 34.4, Math.min(24, 4 + given.length * 1.2), 1.6, ink)
  field(37, 39, 'Nationalité / Nationality', 'ALGÉRIENNE', 38, 2.6, 6)
  field(84, 39, 'Date de naissance / Date of birth', dotDate(person.birthDate), 36, 2.6, 6)
  field(37, 47, 'Sexe / Sex', female ? 'F' : 'M', 14, 2.6, 4)
  field(55, 47, 'Lieu de naissance / Place of birth', place, 64, 2.6, 7)
  field(37, 55, 'Date de délivrance / Date of issue', dotDate(issued), 40, 2.6, 6)
  field(84, 55, "Date d'expiration / Date of expiry", dotDate(expiry), 36, 2.6, 6)
  field(37, 63, 'Autorité / Authority', authority, 44, 2.2, 6)
  field(84, 63, "N° d'identification national / NIN", nin, 37, 2.3, 5)

  f.rect(0.3, 70, 124.4, 17.7, {fill: hex('#f8f8f1')})
  const mrzSize = Math.min(3.6, 117 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => f.text(line, 4, 77 + j * 6, {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The camera's stamp in the picture's corner.
  photo.text(`${shot.slice(0, 4)}/${shot.slice(5, 7)}/${shot.slice(8, 10)}  ${clock}`, s.height - 170, 582, {color: hex('#f39a2c'), font: fonts.courier.bold, size: 15})

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
    layout: 'passeport/algerie-biometrique-photo-quart-de-tour',
    notes: [
      "an Algerian biometric passport photographed with a phone held sideways: the landscape picture turned a quarter on the portrait page (every line reads upwards), the data page about twice its real size on a dark table, the camera's orange date stamp in the corner",
      'French / English captions with Arabic after them (drawn as script); dotted dates ("14.02.1985"); the number nine digits; ten years of validity; TD3 MRZ "P<DZA"',
      "decoys: the national identification number (NIN, eighteen digits), the authority, the place of birth, the camera's date and time",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
