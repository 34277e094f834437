/**
 * HELD-OUT cni/norvege-nasjonalt-id-kort: the NORWEGIAN national identity card (nasjonalt ID-kort,
 * the police's 2021 model, valid for travel in the EEA) of a Norwegian living in France, copied
 * FRONT AND BACK SIDE BY SIDE AT REAL SIZE (the copier at 100 %) in the top left part of an
 * otherwise empty A4 page, as a branch copies a card on its multifunction printer: the card's small
 * type as it is (captions of about 1.3 mm, values of 2 to 3 mm). The front: "NORGE NOREG NORWAY" and
 * "NASJONALT ID-KORT / NATIONAL IDENTITY CARD"; captions in NORWEGIAN / ENGLISH over the values
 * ("Etternavn / Surname", "Fornavn / Given names"); the names in capitals with the NORWEGIAN LETTERS
 * Ø, Æ, Å ("BJØRNSTAD", "HÅKON"); DOTTED DATES ("14.02.1985"); the document number two letters
 * and seven digits; the eleven-digit PERSONAL NUMBER ("Fødselsnummer", which starts with the birth
 * date written DDMMYY: a decoy number); the expiry date. The back: "Utstedt / Date of issue", the
 * authority ("POLITIET"), the place of birth, the six-digit CAN (a decoy number), the TD1 MRZ
 * "IDNOR" with the names transliterated as ICAO does (Ø as OE, Æ as AE, Å as AA) and the personal
 * number as optional data. Under the copy, the adviser's pencilled note (no date).
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const CARD_W = 85.6 * MM
const CARD_H = 54 * MM

/** "14.02.1985". */
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** ICAO's transliteration of the Norwegian letters, before the MRZ's own (accents dropped). */
export const icaoNorwegian = (text: string) => upper(text).replace(/Ø/g, 'OE').replace(/Æ/g, 'AE').replace(/Å/g, 'AA')

/** The national identity number: the birth date DDMMYY, three individual digits, two check digits. */
function fodselsnummer(birthDate: string, female: boolean, rng: () => number): string {
  const head = `${birthDate.slice(8, 10)}${birthDate.slice(5, 7)}${birthDate.slice(2, 4)}`
  const individual = randomInt(rng, 50, 499) * 2 + (female ? 0 : 1)
  const digits = (head + String(individual).padStart(3, '0')).split('').map(Number)
  const k1w = [3, 7, 6, 1, 8, 9, 4, 5, 2]
  let k1 = 11 - (digits.reduce((sum, d, i) => sum + d * k1w[i], 0) % 11)
  if (k1 === 11) k1 = 0
  if (k1 === 10) k1 = 1
  const k2w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
  let k2 = 11 - ([...digits, k1].reduce((sum, d, i) => sum + d * k2w[i], 0) % 11)
  if (k2 === 11) k2 = 0
  if (k2 === 10) k2 = 1
  return `${digits.join('')}${k1}${k2}`
}

export async function cniNorvege(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'OSLO'
  const issued = addDays(facts.asOf, -randomInt(rng, 80, 2400))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const personal = fodselsnummer(person.birthDate, female, rng)
  const can = randomDigits(rng, 6)
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({
    birthDate: person.birthDate,
    country: 'NOR',
    expiry,
    givenNames: person.givenNames.map(icaoNorwegian),
    nationality: 'NOR',
    number,
    optional1: personal,
    sex: female ? 'F' : 'M',
    surname: icaoNorwegian(person.surname),
  })
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 12))
  const ink = hex('#1e1e24')
  const cap = hex('#4e4a57')
  const tint = hex('#eef0f3')
  const red = hex('#b5282e')

  const {doc, fonts} = await newDocument({author: '', creator: 'Konica Minolta bizhub C300i', date: copied, producer: 'bizhub PDF', title: `KMBT_C300i_${copied.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x1 = 34
  const x2 = x1 + CARD_W + 16
  const y0 = 30
  const at = (x: number, v: number) => x + v * MM

  const frame = (x: number) => {
    s.box(x, y0, CARD_W, CARD_H, {fill: tint, lineWidth: 0.6, radius: 8, stroke: hex('#8f939b')})
    for (let k = 0; k < 9; k++) {
      let d = `M 0 ${(5 + k * 5.6) * MM}`
      for (let t = 4; t <= 84; t += 4) d += ` L ${(t * MM).toFixed(1)} ${((5 + k * 5.6 + 0.7 * Math.sin(t / 6 + k)) * MM).toFixed(1)}`
      s.path(d, x + 0.8 * MM, y0, {lineWidth: 0.25, stroke: hex('#d6dbe3')})
    }
  }

  /** A caption over its value, sizes in millimetres of the card. */
  const field = (x: number, xm: number, ym: number, caption: string, value: string, valueMm = 2.3, room = 50) => {
    s.text(caption, at(x, xm), y0 + ym * MM, {color: cap, size: 1.35 * MM})
    const size = Math.min(valueMm * MM, (room * MM) / H.bold.widthOfTextAtSize(value, 1))
    s.text(value, at(x, xm), y0 + (ym + 3) * MM, {color: ink, font: H.bold, size})
  }

  // The front.
  frame(x1)
  s.box(x1 + 0.6, y0 + 0.6, CARD_W - 1.2, 7.4 * MM, {fill: red, radius: 7})
  s.box(x1 + 0.6, y0 + 4 * MM, CARD_W - 1.2, 4 * MM, {fill: red})
  s.text('NORGE  NOREG  NORWAY', at(x1, 4), y0 + 3.3 * MM, {color: hex('#ffffff'), font: H.bold, size: 1.7 * MM})
  s.text('NASJONALT ID-KORT', at(x1, 81.5), y0 + 3.3 * MM, {align: 'right', color: hex('#ffffff'), font: H.bold, size: 1.9 * MM})
  s.text('NATIONAL IDENTITY CARD', at(x1, 81.5), y0 + 6.4 * MM, {align: 'right', color: hex('#f4d9da'), size: 1.35 * MM})
  s.box(at(x1, 3), y0 + 10 * MM, 23 * MM, 29 * MM, {fill: hex('#c3c7cd')})
  s.circle(at(x1, 14.5), y0 + 20 * MM, 5.2 * MM, {fill: hex('#979ca5')})
  s.box(at(x1, 7.5), y0 + 28 * MM, 14 * MM, 11 * MM, {fill: hex('#979ca5')})
  s.path(signaturePath(rng, 20 * MM), at(x1, 4), y0 + 42 * MM, {lineWidth: 0.6, stroke: hex('#20285a')})
  field(x1, 29, 11, 'Etternavn / Surname', surname, 2.9, 52)
  field(x1, 29, 18, 'Fornavn / Given names', given, 2.6, 52)
  field(x1, 29, 25, 'Kjønn / Sex', female ? 'K/F' : 'M/M', 2.2, 10)
  field(x1, 42, 25, 'Nasjonalitet / Nationality', 'NOR', 2.2, 14)
  field(x1, 62, 25, 'Fødselsdato / Date of birth', dotted(person.birthDate), 2.2, 20)
  field(x1, 29, 32, 'Fødselsnummer / Personal no.', personal, 2.2, 26)
  field(x1, 62, 32, 'Utløpsdato / Date of expiry', dotted(expiry), 2.2, 20)
  field(x1, 29, 39, 'Dokumentnummer / Document no.', number, 2.5, 26)
  s.text('Gyldig for reiser i EØS / Valid for travel in the EEA', at(x1, 29), y0 + 48.5 * MM, {color: cap, size: 1.25 * MM})
  s.circle(at(x1, 76), y0 + 45 * MM, 4 * MM, {lineWidth: 0.5, stroke: hex('#a7acb4')})

  // The back.
  frame(x2)
  field(x2, 4, 5, 'Utstedt / Date of issue', dotted(issued), 2.2, 24)
  field(x2, 32, 5, 'Utstedt av / Authority', 'POLITIET', 2.2, 24)
  field(x2, 58, 5, 'CAN', can, 2.2, 20)
  field(x2, 4, 12.5, 'Fødested / Place of birth', place, 2.2, 40)
  s.text('Kortet er politiets eiendom. / This card is the property of the Norwegian Police.', at(x2, 4), y0 + 21 * MM, {color: cap, size: 1.2 * MM})
  s.box(x2 + 0.6, y0 + 33 * MM, CARD_W - 1.2, 20.4 * MM, {fill: hex('#f6f7f9')})
  const mrzSize = Math.min(3.4 * MM, (78 * MM) / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, k) => s.text(line, at(x2, 4), y0 + (38 + k * 5.4) * MM, {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The adviser's pencilled note under the copy.
  s.text('Carte d\'identité norvégienne (EEE) - vue en original, recto / verso', x1 + 4, y0 + CARD_H + 26, {color: hex('#6e6e6e'), font: fonts.times.italic, size: 9})
  s.text(`${randomLetters(rng, 3)}/${randomDigits(rng, 2)}`, x1 + 4, y0 + CARD_H + 40, {color: hex('#6e6e6e'), font: fonts.times.italic, size: 9})

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
    layout: 'cni/norvege-nasjonalt-id-kort',
    notes: [
      'a Norwegian national identity card (2021 model) copied front and back side by side at real size (100 %) at the top left of an A4 page: small type',
      'Norwegian / English captions over the values; names with Ø, Æ, Å ("BJØRNSTAD", "HÅKON"); dotted dates ("14.02.1985"); TD1 MRZ "IDNOR" with the names transliterated (OE, AE, AA)',
      'decoys: the personal number (it starts with the birth date as DDMMYY), the CAN, the place of birth',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
