/**
 * HELD-OUT cni/suede-identitetskort: a SWEDISH national identity card (nationellt identitetskort,
 * the 2022 model) of a Swede living in France, copied by its holder FRONT AND BACK SIDE BY SIDE on
 * a LANDSCAPE A4 page at about 135 %: "SVERIGE / SWEDEN", "IDENTITETSKORT / IDENTITY CARD";
 * NUMBERED Swedish / English captions in small print with the values in capitals under them;
 * dates with SWEDISH MONTH ABBREVIATIONS ("14 FEB 1985", "03 MAJ 2021", "12 OKT 2031"); the sex as
 * "K/F" or "M/M"; the card number (eight digits) under "Kortnummer / Card number"; the PERSONAL
 * IDENTITY NUMBER "19850214-1234" (it contains the birth date: a decoy number); the height; the
 * issuing authority (the Swedish Police Authority or the embassy in Paris); on the back the TD1
 * MRZ "IDSWE" with the personal number in its optional field and the CAN (a decoy). Under the copy
 * the holder's handwritten-style line "Copie certifiée conforme à l'original - <name> - le <date>"
 * with the married woman's FRENCH USAGE NAME (which is not on the card) and a decoy date.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const SV_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAJ', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC']

/** "14 FEB 1985". */
const svDate = (iso: string) => `${iso.slice(8, 10)} ${SV_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function cniSuedeIdentitetskort(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'POLISMYNDIGHETEN'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 1700))
  const expiry = addDays(addMonths(issued, 60), -1)
  const number = `${randomInt(rng, 1, 9)}${randomDigits(rng, 7)}`
  const tail = `${randomDigits(rng, 3)}${female ? [0, 2, 4, 6, 8][randomInt(rng, 0, 4)] : [1, 3, 5, 7, 9][randomInt(rng, 0, 4)]}`
  const personal = `${person.birthDate.replaceAll('-', '')}-${tail}`
  const can = randomDigits(rng, 6)
  const height = `${randomInt(rng, female ? 158 : 170, female ? 180 : 196)} cm`
  const mrz = td1({birthDate: person.birthDate, country: 'SWE', documentCode: 'ID', expiry, givenNames: person.givenNames, nationality: 'SWE', number, optional1: personal.slice(2).replace('-', ''), sex: female ? 'F' : 'M', surname: person.surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 2, 25))
  const signer = `${person.givenNames[0]} ${person.usageName ? upper(person.usageName) : surname}`

  const {doc, fonts} = await newDocument({author: '', creator: 'HP Smart', date: certified, producer: 'HP Smart - PDF', title: `Scan ID ${certified}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const ink = hex('#1a1c24')
  const cap = hex('#4b5a78')
  const size = (mm: number) => mm * MM * SCALE
  const gap = 34
  const x1 = (s.width - 2 * CARD_W - gap) / 2
  const x2 = x1 + CARD_W + gap
  const y0 = 96

  const card = (x: number) => {
    s.box(x, y0, CARD_W, CARD_H, {fill: hex('#e9eef4'), lineWidth: 0.7, radius: 10, stroke: hex('#8793a3')})
    for (let k = 0; k < 7; k++) s.circle(x + size(64), y0 + size(33), size(4 + k * 2.6), {lineWidth: 0.3, stroke: hex('#d3dbe6')})
    s.box(x, y0 + size(2.5), CARD_W, size(7.5), {fill: hex('#1f5fa3')})
  }

  const field = (x: number, xm: number, ym: number, caption: string, value: string, valueMm = 2.5) => {
    s.text(caption, x + size(xm), y0 + size(ym), {color: cap, size: size(1.3)})
    s.text(value, x + size(xm), y0 + size(ym + 3.2), {color: ink, font: H.bold, size: size(valueMm)})
  }

  // Front.
  card(x1)
  s.text('SVERIGE  SWEDEN', x1 + size(4), y0 + size(7.6), {color: hex('#ffffff'), font: H.bold, size: size(2.6)})
  s.text('IDENTITETSKORT / IDENTITY CARD', x1 + size(82), y0 + size(7.4), {align: 'right', color: hex('#f3d34a'), font: H.bold, size: size(1.7)})
  s.box(x1 + size(3.5), y0 + size(12.5), size(22), size(28), {fill: hex('#b9c2cf')})
  s.circle(x1 + size(14.5), y0 + size(22), size(5), {fill: hex('#8d98a8')})
  s.box(x1 + size(7.5), y0 + size(29), size(14), size(11.5), {fill: hex('#8d98a8')})
  s.path(signaturePath(rng, size(20)), x1 + size(4), y0 + size(45), {lineWidth: 0.7, stroke: ink})
  field(x1, 28, 13, '1. Efternamn / Surname', surname)
  field(x1, 28, 20, '2. Förnamn / Given names', given, given.length > 22 ? 2 : 2.4)
  field(x1, 28, 27, '3. Nationalitet / Nationality', 'SWE', 2.2)
  field(x1, 54, 27, '4. Kön / Sex', female ? 'K/F' : 'M/M', 2.2)
  field(x1, 28, 34, '5. Födelsedatum / Date of birth', svDate(person.birthDate), 2.3)
  field(x1, 60, 34, '6. Längd / Height', height, 2.2)
  field(x1, 28, 41, '7. Personnummer / Personal ID No.', personal, 2.3)
  field(x1, 28, 48, '8. Kortnummer / Card number', number, 2.5)
  field(x1, 58, 48, '9. Giltig t.o.m. / Date of expiry', svDate(expiry), 2.2)

  // Back.
  card(x2)
  field(x2, 4, 13, '10. Utfärdad / Date of issue', svDate(issued), 2.3)
  field(x2, 42, 13, '11. Myndighet / Authority', authority, authority.length > 18 ? 1.8 : 2.2)
  field(x2, 4, 20.5, '12. Födelseort / Place of birth', person.birthPlace, 2.2)
  s.text(`CAN ${can}`, x2 + size(82), y0 + size(26.5), {align: 'right', color: ink, font: H.bold, size: size(1.9)})
  s.box(x2 + 2, y0 + size(30), CARD_W - 4, size(22.5), {fill: hex('#f6f7f9')})
  mrz.forEach((l, k) => s.text(l, x2 + size(4), y0 + size(36 + k * 5.4), {color: ink, font: fonts.courier.regular, size: size(3.8)}))

  s.text('Recto', x1, y0 - 12, {color: hex('#888888'), size: 8})
  s.text('Verso', x2, y0 - 12, {color: hex('#888888'), size: 8})

  // The holder's certification.
  const yc = y0 + CARD_H + 70
  s.text(`Copie certifiée conforme à l'original - ${signer} - le ${slashDate(certified)}`, x1 + 10, yc, {color: hex('#1c2f7a'), font: fonts.times.italic, rotate: 1, size: 15})
  s.path(signaturePath(rng, 120), x1 + 380, yc + 24, {lineWidth: 1.1, stroke: hex('#1c2f7a')})

  s.text(`HP Smart - numérisation du ${slashDate(certified)} - 1 page`, s.width / 2, 572, {align: 'center', color: hex('#999999'), size: 7})

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
    layout: 'cni/suede-identitetskort',
    notes: [
      'a Swedish identity card copied front and back side by side on a landscape page at about 135 %',
      'numbered Swedish / English captions; dates with Swedish month abbreviations ("03 MAJ 2021", "12 OKT 2031")',
      "decoys: the personal identity number containing the birth date, the CAN, the holder's handwritten certification with the French usage name and its date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
