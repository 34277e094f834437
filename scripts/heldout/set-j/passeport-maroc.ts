/**
 * HELD-OUT passeport/maroc: a photocopy of a MOROCCAN passport (biometric model) open at its data
 * page, copied at about 140 % on an A4 page, as a Moroccan manager living in France hands it in.
 * Above the data page, the facing page: the coat of arms (a green five-pointed star in a red
 * ring, drawn in strokes) and the Kingdom's request to let the bearer pass, in Arabic (script
 * drawn as strokes), French and English. The data page: "ROYAUME DU MAROC" / "KINGDOM OF
 * MOROCCO" at the left and the Arabic title at the right, "PASSEPORT / PASSPORT"; the photo at
 * the left with a small ghost photo under it; BILINGUAL labels (French / English) in small grey
 * type, each followed by its Arabic translation drawn as strokes, and the value UNDER it: "Type"
 * ("P"), "Code du pays / Country code" ("MAR"), "N° du passeport / Passport No." (two letters and
 * seven digits), "Nom / Surname" and "Prénoms / Given names" in Latin capitals with the name's
 * ARABIC WRITING drawn beside it, "Nationalité / Nationality" ("MAROCAINE"), "Date de naissance /
 * Date of birth", "Sexe / Sex", "Lieu de naissance / Place of birth", "Date de délivrance / Date
 * of issue", "Date d'expiration / Date of expiry" (five years), "Autorité / Authority" (the
 * consulate general in France that issued it) and "N° C.N.I.E. / ID card No." (the national
 * identity card number: a decoy for the passport number); dates "14/02/1985"; the TD3
 * machine-readable zone "P<MAR" with the CNIE number in the personal-number field, real check
 * digits. The copier's grey edge at the top and its job line at the foot (a decoy date).
 */
import type {RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

/**
 * A line of Arabic-looking script drawn as strokes, right to left, ending at `right`, on the
 * baseline `y`: words of teeth, bowls under the line, tall strokes, loops, and dots.
 */
export function arabicScript(s: Sheet, right: number, y: number, width: number, h: number, rng: () => number, color: RGB, weight = 0.7): void {
  let x = width
  let d = ''
  const dots: [number, number][] = []
  const f = (n: number) => n.toFixed(1)
  while (x > h) {
    const wordW = Math.min(x, h * (1.6 + rng() * 3.4))
    const end = x - wordW
    d += ` M ${f(x)} 0`
    let cx = x
    while (cx > end + 0.5) {
      const kind = Math.floor(rng() * 5)
      const step = h * (0.35 + rng() * 0.5)
      const nx = Math.max(end, cx - step)
      const mid = (cx + nx) / 2
      if (kind === 0) d += ` L ${f(cx - step * 0.3)} 0 L ${f(cx - step * 0.34)} ${f(-h * 0.55)} L ${f(cx - step * 0.38)} 0 L ${f(nx)} 0`
      else if (kind === 1) d += ` Q ${f(mid)} ${f(h * 0.85)} ${f(nx)} 0`
      else if (kind === 2) d += ` L ${f(mid)} 0 L ${f(mid + 0.3)} ${f(-h * 1.15)} M ${f(mid)} 0 L ${f(nx)} 0`
      else if (kind === 3) d += ` C ${f(cx - step * 0.1)} ${f(-h * 0.7)} ${f(nx)} ${f(-h * 0.7)} ${f(mid)} 0 L ${f(nx)} 0`
      else d += ` L ${f(nx)} ${f(rng() * h * 0.12)}`
      if (rng() < 0.3) dots.push([mid, rng() < 0.55 ? -h * 0.95 : h * 0.5])
      cx = nx
    }

    x = end - h * (0.45 + rng() * 0.6)
  }

  s.path(d.trim(), right - width, y, {lineWidth: weight, stroke: color})
  for (const [dx, dy] of dots) s.circle(right - width + dx, y + dy, weight * 0.85, {fill: color})
}

/** A five-pointed star (the star of the Moroccan flag) as a path centred on (0, 0). */
function starPath(r: number): string {
  const points: string[] = []
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + k * 144) * Math.PI) / 180
    points.push(`${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`)
  }

  return `M ${points.join(' L ')} Z`
}

export async function passeportMaroc(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const authority = typeof params.authority === 'string' ? params.authority : 'CONSULAT GENERAL DU MAROC A PARIS'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 1700))
  const expiry = addDays(addMonths(issued, 60), -1)
  const female = person.civility === 'Mme'
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const cnie = `${pick(rng, ['BE', 'BK', 'AB', 'JA', 'EE', 'G'])}${randomDigits(rng, 6)}`
  const surname = person.surname
  const given = person.givenNames.join(' ').toUpperCase()
  const mrz = td3({birthDate: person.birthDate, country: 'MAR', expiry, givenNames: person.givenNames, nationality: 'MAR', number, personalNumber: cnie, sex: female ? 'F' : 'M', surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))

  const {doc, fonts} = await newDocument({author: 'Copieur', creator: 'Sharp MX-3071', date: copied, producer: 'Sharp MX-3071', title: `SCAN_${copied.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const px = (mm: number) => x0 + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#232323')
  const label = hex('#5f6468')
  const arabicInk = hex('#3c4a3f')
  const green = hex('#2f6b3e')
  const red = hex('#a3262a')

  // The copier's edge.
  s.box(0, 0, s.width, 14, {fill: hex('#dedede')})
  s.box(0, 14, s.width, 3, {fill: hex('#efefef')})

  // The facing page: coat of arms and the request to let the bearer pass.
  const fy = 40
  const fh = PAGE_H * 0.78
  s.box(x0, fy, PAGE_W, fh, {fill: hex('#f4f1ea'), lineWidth: 0.7, stroke: hex('#8f8f8f')})
  for (let k = 0; k < 14; k++) {
    const yy = (fh * (k + 0.5)) / 14
    s.path(`M 0 ${yy.toFixed(1)} C ${(PAGE_W / 4).toFixed(1)} ${(yy - 8).toFixed(1)} ${((3 * PAGE_W) / 4).toFixed(1)} ${(yy + 8).toFixed(1)} ${PAGE_W.toFixed(1)} ${yy.toFixed(1)}`, x0, fy, {lineWidth: 0.25, stroke: hex('#e0dacb')})
  }

  const cx = x0 + PAGE_W / 2
  s.circle(cx, fy + 38, 20, {lineWidth: 1.6, stroke: red})
  s.path(starPath(14), cx, fy + 39, {lineWidth: 1.4, stroke: green})
  arabicScript(s, cx + 60, fy + 74, 120, 5.5, rng, arabicInk, 0.8)
  arabicScript(s, x0 + PAGE_W - 20, fy + 92, PAGE_W - 40, 4, rng, arabicInk, 0.6)
  arabicScript(s, x0 + PAGE_W - 20, fy + 104, PAGE_W - 70, 4, rng, arabicInk, 0.6)
  const ty = s.paragraph(
    "Au nom de Sa Majesté le Roi, les autorités du Royaume du Maroc prient les autorités civiles et militaires des pays amis de laisser passer librement le titulaire du présent passeport et de lui accorder aide et protection en cas de besoin.",
    x0 + 20,
    fy + 122,
    PAGE_W - 40,
    {align: 'center', color: ink, leading: 9.5, size: 7.6},
  )
  s.paragraph(
    'In the name of His Majesty the King, the authorities of the Kingdom of Morocco request all civil and military authorities of friendly countries to allow the bearer to pass freely and to afford him or her assistance and protection in case of need.',
    x0 + 20,
    ty + 3,
    PAGE_W - 40,
    {align: 'center', color: label, font: H.italic, leading: 9.5, size: 7.4},
  )
  s.text('1', x0 + PAGE_W - 12, fy + fh - 8, {color: label, size: 7})

  // The data page.
  const y0 = fy + fh + 8
  const py = (mm: number) => y0 + mm * MM * SCALE
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#eef2ea'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  for (let k = 0; k < 24; k++) {
    const amp = 2 + rng() * 3
    const period = 24 + rng() * 26
    let d = `M 0 ${((PAGE_H * (k + 0.5)) / 24).toFixed(1)}`
    for (let t = 5; t <= PAGE_W; t += 6) d += ` L ${t} ${((PAGE_H * (k + 0.5)) / 24 + amp * Math.sin((t / period) * 2 * Math.PI)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.25, stroke: hex('#d5dfcf')})
  }

  // Watermark star behind the fields.
  s.path(starPath(size(16)), px(80), py(38), {lineWidth: 0.6, stroke: hex('#cfdcc8')})

  s.text('ROYAUME DU MAROC', px(4), py(5), {color: ink, font: H.bold, size: size(2.6)})
  s.text('KINGDOM OF MOROCCO', px(4), py(8.4), {color: label, font: H.bold, size: size(1.8)})
  arabicScript(s, px(121), py(5.2), size(30), size(1.9), rng, arabicInk, 0.9)
  s.text('PASSEPORT / PASSPORT', px(121), py(9.2), {align: 'right', color: label, font: H.bold, size: size(1.8)})

  // Photo, ghost photo, signature.
  s.box(px(4), py(13), size(29), size(37), {fill: hex('#c9cec6')})
  s.circle(px(18.5), py(26), size(7), {fill: hex('#acb3a9')})
  s.box(px(8.5), py(36), size(20), size(14), {fill: hex('#acb3a9')})
  s.box(px(6), py(52), size(12), size(14), {fill: hex('#e3e7df')})
  s.circle(px(12), py(57), size(2.8), {fill: hex('#d3d9cf')})
  s.path(signaturePath(rng, size(13)), px(19.5), py(58.5), {lineWidth: 0.8, stroke: hex('#1b2a6b')})

  /** French / English label, its Arabic translation drawn after it, the value under them. */
  const field = (xm: number, ym: number, fr: string, en: string, value: string, valueMm = 2.6) => {
    const w = s.text(`${fr} / ${en}`, px(xm), py(ym), {color: label, size: size(1.35)})
    arabicScript(s, px(xm) + w + size(8.5), py(ym) - size(0.1), size(7.5), size(0.95), rng, arabicInk, 0.45)
    s.text(value, px(xm), py(ym + 3.4), {color: ink, font: H.bold, size: size(valueMm)})
  }

  field(37, 13, 'Type', 'Type', 'P')
  field(56, 13, 'Code du pays', 'Country code', 'MAR')
  field(84, 13, 'N° du passeport', 'Passport No.', number, 2.8)
  field(37, 20.5, 'Nom', 'Surname', surname, 2.9)
  arabicScript(s, px(121), py(23.6), size(22), size(1.8), rng, arabicInk, 0.9)
  field(37, 28, 'Prénoms', 'Given names', given, 2.9)
  arabicScript(s, px(121), py(31.1), size(18), size(1.8), rng, arabicInk, 0.9)
  field(37, 35.5, 'Nationalité', 'Nationality', 'MAROCAINE', 2.5)
  field(84, 35.5, 'Date de naissance', 'Date of birth', slashDate(person.birthDate), 2.6)
  field(37, 43, 'Sexe', 'Sex', female ? 'F' : 'M', 2.5)
  field(56, 43, 'Lieu de naissance', 'Place of birth', person.birthPlace, 2.5)
  field(37, 50.5, 'Date de délivrance', 'Date of issue', slashDate(issued), 2.6)
  field(84, 50.5, "Date d'expiration", 'Date of expiry', slashDate(expiry), 2.6)
  field(37, 58, 'Autorité', 'Authority', authority, 1.9)
  field(96, 58, 'N° C.N.I.E.', 'ID card No.', cnie, 2.2)

  // MRZ.
  s.box(x0 + 1, py(67), PAGE_W - 2, size(20.5), {fill: hex('#fafbf9')})
  mrz.forEach((line, k) => s.text(line, px(4), py(75 + k * 6.6), {color: ink, font: fonts.courier.regular, size: size(4.3)}))

  // The copier's job line.
  s.text(`${slashDate(copied)}  ${String(randomInt(rng, 8, 18)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}   SHARP MX-3071   N° ${randomDigits(rng, 5)}   1/1`, s.width - 28, s.height - 20, {align: 'right', color: hex('#9a9a9a'), size: 6.5})

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
    layout: 'passeport/maroc',
    notes: [
      'Moroccan passport data page photocopied at 140 % under its facing page (the request to let the bearer pass, in three scripts)',
      'French / English labels each followed by Arabic script drawn as strokes; values under the labels; Arabic writing of the name beside it',
      'dates "14/02/1985"; five-year validity; the issuing consulate general in France as authority',
      'the national identity card (CNIE) number as a decoy for the passport number, also in the MRZ personal-number field',
      'MRZ TD3 "P<MAR"; copier job line with a date (decoy)',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
