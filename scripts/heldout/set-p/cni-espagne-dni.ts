/**
 * HELD-OUT cni/espagne-dni: a SPANISH national identity card (DNI, 2021 model, "DNI 4.0") of a
 * holder living in France, PHOTOCOPIED front above back at about 150 % on a portrait A4 page (grey
 * toner edges around each side, a copier's mark at the foot). Front: "ESPAÑA" and "DOCUMENTO
 * NACIONAL DE IDENTIDAD" over a tinted band, the photo at the left with a small ghost photo,
 * SPANISH / ENGLISH captions in small capitals with the values under them: "APELLIDOS / SURNAME"
 * with the TWO SURNAMES ON TWO LINES ("GARCÍA" / "LÓPEZ", a particle for some: "DE LA FUENTE",
 * "I FERRER"), "NOMBRE / NAME" in capitals ("MARÍA JOSÉ"), "SEXO / SEX", "NACIONALIDAD /
 * NATIONALITY" ("ESP"), "FECHA DE NACIMIENTO / DATE OF BIRTH" ("14 02 1985"), "NÚM. SOPORTE /
 * SUPPORT No" (the support number "BAA123456": the MRZ's document number, a decoy), "VALIDEZ /
 * EXPIRY"; the DNI NUMBER "12345678Z" (eight digits and its control letter) under "DNI" at the
 * bottom left. There is NO ISSUE DATE on the card. Back: "LUGAR DE NACIMIENTO / PLACE OF BIRTH",
 * "HIJO/A DE / SON/DAUGHTER OF" with the parents' first names "ANTONIO / PILAR" (decoy persons),
 * "DOMICILIO / ADDRESS" with the holder's former SPANISH address on two lines (a decoy address),
 * the issuing office's code, the holder's signature, the TD1 MRZ "IDESP" with the support number and the DNI number in its
 * optional data. The married woman's card carries her two birth surnames (Spanish women keep
 * them); her French usage name is not on it.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** "14 02 1985". */
const esDate = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

/** The DNI's control letter: the number modulo 23. */
const dniLetter = (n: number) => 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]

export async function cniEspagneDni(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surnames = Array.isArray(params.surnames) ? (params.surnames as string[]).map((n) => upper(n)) : upper(person.surname).split(' ')
  const surname = surnames.join(' ')
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const parents = Array.isArray(params.parents) ? (params.parents as string[]) : ['JOSÉ', 'MARÍA']
  const domicile = Array.isArray(params.domicile) ? (params.domicile as string[]) : ['C. MAYOR 1', 'MADRID MADRID']
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 3000))
  const expiry = addMonths(issued, 120)
  const dniNumber = randomInt(rng, 10_000_000, 79_999_999)
  const dni = `${dniNumber}${dniLetter(dniNumber)}`
  const support = `${'BC'[randomInt(rng, 0, 1)]}A${randomLetters(rng, 1)}${randomDigits(rng, 6)}`
  const office = `${randomDigits(rng, 5)}${randomLetters(rng, 1)}${randomDigits(rng, 1)}${randomLetters(rng, 1)}${randomDigits(rng, 1)}`
  const mrz = td1({birthDate: person.birthDate, country: 'ESP', documentCode: 'ID', expiry, givenNames: person.givenNames, nationality: 'ESP', number: support, optional1: dni, sex: female ? 'F' : 'M', surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 2, 20))

  const {doc, fonts} = await newDocument({author: '', creator: 'KONICA MINOLTA bizhub C250i', date: copied, producer: 'KONICA MINOLTA bizhub C250i', title: `SKMBT_C250i${copied.slice(2).replaceAll('-', '')}${randomDigits(rng, 5)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#1c1f26')
  const cap = hex('#5b5f6d')
  const x0 = (s.width - CARD_W) / 2
  const yFront = 66
  const yBack = yFront + CARD_H + 46
  const px = (mm: number) => x0 + size(mm)

  const card = (y0: number) => {
    s.box(x0 - 4, y0 - 4, CARD_W + 8, CARD_H + 8, {fill: hex('#b4b4b4'), radius: 12})
    s.box(x0, y0, CARD_W, CARD_H, {fill: hex('#eef0ec'), radius: 9})
    for (let k = 0; k < 16; k++) {
      const base = (CARD_H * (k + 0.5)) / 16
      let d = `M 6 ${base.toFixed(1)}`
      for (let t = 10; t <= CARD_W - 6; t += 6) d += ` L ${t} ${(base + 2 * Math.sin(t / 21 + k)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.25, stroke: k % 2 ? hex('#dcd3c8') : hex('#d3dcd6')})
    }
  }

  const field = (y0: number, xm: number, ym: number, caption: string, values: string[], valueMm = 2.5) => {
    s.text(caption, px(xm), y0 + size(ym), {color: cap, font: H.regular, size: size(1.35)})
    values.forEach((v, k) => s.text(v, px(xm), y0 + size(ym + 3.3 + k * 3.1), {color: ink, font: H.bold, size: size(valueMm)}))
  }

  // ---- Front.
  card(yFront)
  s.box(x0, yFront + size(2), CARD_W, size(8.5), {fill: hex('#e7d6b0'), opacity: 0.8})
  s.text('ESPAÑA', px(4), yFront + size(7.6), {color: hex('#7a1f1f'), font: H.bold, size: size(3.4)})
  s.text('DOCUMENTO NACIONAL DE IDENTIDAD', px(29), yFront + size(7.2), {color: ink, font: H.bold, size: size(2.5)})
  s.box(px(3.5), yFront + size(13), size(25), size(31), {fill: hex('#c7c3bd')})
  s.circle(px(16), yFront + size(23.5), size(6.5), {fill: hex('#a09a93')})
  s.box(px(7.5), yFront + size(32), size(17), size(12), {fill: hex('#a09a93')})
  s.box(px(73), yFront + size(36), size(9), size(11), {fill: hex('#d6d2cc')})

  field(yFront, 31, 13, 'APELLIDOS / SURNAME', surnames, 2.7)
  field(yFront, 31, 23.3, 'NOMBRE / NAME', [given], 2.7)
  field(yFront, 31, 30.2, 'SEXO / SEX', [female ? 'F' : 'M'])
  field(yFront, 44, 30.2, 'NACIONALIDAD / NATIONALITY', ['ESP'])
  field(yFront, 31, 37, 'FECHA DE NACIMIENTO / DATE OF BIRTH', [esDate(person.birthDate)])
  field(yFront, 31, 43.8, 'NÚM. SOPORTE / SUPPORT No', [support])
  field(yFront, 56, 43.8, 'VALIDEZ / EXPIRY', [esDate(expiry)])
  s.text('DNI', px(4), yFront + size(49), {color: cap, font: H.bold, size: size(1.8)})
  s.text(dni, px(10), yFront + size(49.3), {color: ink, font: H.bold, size: size(3.2)})

  // ---- Back.
  card(yBack)
  field(yBack, 5, 5, 'LUGAR DE NACIMIENTO / PLACE OF BIRTH', [person.birthPlace], 2.3)
  field(yBack, 5, 12.5, 'HIJO/A DE / SON/DAUGHTER OF', [`${parents[0]} / ${parents[1]}`], 2.3)
  field(yBack, 5, 20, 'DOMICILIO / ADDRESS', domicile, 2.3)
  field(yBack, 62, 5, 'EQUIPO / OFFICE', [office], 2.1)
  s.path(signaturePath(rng, size(24)), px(5), yBack + size(27), {lineWidth: 0.7, stroke: hex('#262a4a')})
  s.box(px(64), yBack + size(13), size(16), size(14), {fill: hex('#cfd3d6')})
  s.box(x0, yBack + size(33), CARD_W, size(21), {fill: hex('#f5f5f2')})
  mrz.forEach((line, k) => s.text(line, px(4), yBack + size(38.6 + k * 5.6), {color: ink, font: fonts.courier.regular, size: size(3.9)}))

  s.text(`bizhub C250i - ${slashDate(copied)} - 1/1`, s.width - 36, s.height - 22, {align: 'right', color: hex('#9a9a9a'), size: 6.5})

  return {
    fields: {
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: dni,
      prenoms: given,
    },
    layout: 'cni/espagne-dni',
    notes: [
      'Spanish DNI (2021 model) photocopied front above back at about 150 %; Spanish / English captions in small capitals over the values',
      'the two surnames on two lines under one caption; particles ("DE LA FUENTE", "I FERRER"); accents kept',
      'the DNI number "12345678Z" at the bottom left; the support number (the MRZ document number) as a decoy; no issue date on the card',
      "decoys: parents' first names, a Spanish domicile on two lines, the issuing office code, the copier's date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
