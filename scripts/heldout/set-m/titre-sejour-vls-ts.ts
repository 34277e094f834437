/**
 * HELD-OUT titre_sejour/visa-long-sejour-vls-ts: a photocopy of the passport pages holding a
 * LONG-STAY VISA THAT IS WORTH A RESIDENCE PERMIT ("visa de long séjour valant titre de séjour",
 * VLS-TS: the first year's permit of a foreign founder or spouse, validated online on arrival),
 * the open passport copied at about 140 %: the upper page with the home country's exit stamp and
 * the French border police's entry stamp ("PAF ROISSY-CDG", "16.09.25": decoy dates), the lower
 * page with the Schengen-format VISA STICKER: the photo at the left, "VISA" and the sticker's
 * number top right in red ("FRA012345678": three letters and nine digits, printed joined),
 * bilingual French / English captions with the value under each: "VALABLE POUR / VALID FOR"
 * ("FRANCE"), "DU / FROM" and "AU / UNTIL" (the validity, dates "14-09-25": day, month, TWO-DIGIT
 * year, dashes), "TYPE DE VISA" ("D"), "NOMBRE D'ENTRÉES" ("MULT"), "DURÉE DE SÉJOUR" ("365
 * JOURS"), "DÉLIVRÉ À" (the consulate's town) and "LE" (the issue date), "NUMÉRO DE PASSEPORT" (a
 * decoy number), "NOM, PRÉNOM / SURNAME, NAME" as ONE value "KRISHNAN, ARJUN RAVI" (the passport's
 * name: a woman married to a Frenchman keeps her own surname there), "REMARQUES" ("VLS-TS TALENT
 * CREATEUR D'ENTREPRISE", ...); NO printed birth date (the MRZ carries it); the two-line MRZ of a
 * visa (MRV-A, 2 × 44, "VDFRA"), whose number field has the nine digits only.
 */
import {checkDigit, mrzName} from '../../../server/src/corpus/mrz.js'
import {mrzDate} from '../../../server/src/corpus/format.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const fill = (text: string, length: number) => (text.length >= length ? text.slice(0, length) : text + '<'.repeat(length - text.length))

/** "14-09-25", as visa stickers print dates. */
const visaDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(2, 4)}`

/** The MRZ of a visa sticker (MRV-A): V, the visa's category (D: long stay), the issuing state, the name; the number, nationality, birth, sex, expiry, optional data. */
function mrva(m: {number: string; nationality: string; surname: string; givenNames: string[]; birthDate: string; sex: 'F' | 'M'; expiry: string}): [string, string] {
  const line1 = fill(`VDFRA${mrzName(m.surname)}<<${m.givenNames.map(mrzName).join('<')}`, 44)
  const number = fill(m.number, 9)
  const birth = mrzDate(m.birthDate)
  const expiry = mrzDate(m.expiry)
  const line2 = `${number}${checkDigit(number)}${m.nationality}${birth}${checkDigit(birth)}${m.sex}${expiry}${checkDigit(expiry)}${fill('', 16)}`
  return [line1, line2]
}

export async function titreSejourVlsTs(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const nationality = typeof params.nationality === 'string' ? params.nationality : 'IND'
  const consulate = typeof params.consulate === 'string' ? params.consulate : 'NEW DELHI'
  const passport = typeof params.passport === 'string' ? params.passport : `Z${randomDigits(rng, 7)}`
  const remarks = Array.isArray(params.remarks) ? (params.remarks as string[]) : ["VLS-TS TALENT CREATEUR D'ENTREPRISE", 'A VALIDER EN LIGNE DES L ARRIVEE']
  const exitStamp = typeof params.exitStamp === 'string' ? params.exitStamp : 'IMMIGRATION - NEW DELHI'
  const female = person.civility === 'Mme'
  // The passport's name: the birth surname, whatever name the holder uses in France.
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const from = addDays(facts.asOf, -randomInt(rng, 30, 320))
  const until = addDays(addMonths(from, 12), -1)
  const issued = addDays(from, -randomInt(rng, 6, 40))
  const entered = addDays(from, randomInt(rng, 0, 12))
  const digits = randomDigits(rng, 9)
  const number = `FRA${digits}`
  const mrz = mrva({birthDate: person.birthDate, expiry: until, givenNames: person.givenNames, nationality, number: digits, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))

  const {doc, fonts} = await newDocument({author: '', creator: 'HP LaserJet MFP M234', date: copied, producer: 'HP Scan', title: `scan${copied.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const x0 = (s.width - PAGE_W) / 2
  const ink = hex('#1c1c2a')
  const cap = hex('#4a4f7a')

  // The open booklet: dark cover edge, two pages.
  const top = 52
  s.box(x0 - 6, top - 6, PAGE_W + 12, PAGE_H * 2 + 20, {fill: hex('#4a2a2a'), radius: 7})
  const page = (y0: number, label: string, n: number) => {
    s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#f2efe6')})
    for (let k = 0; k < 20; k++) {
      const base = (PAGE_H * (k + 0.5)) / 20
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 6; t <= PAGE_W; t += 6) d += ` L ${t} ${(base + 2 * Math.sin(t / 21 + k)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.2, stroke: hex('#dcd6c4')})
    }

    s.text(label, x0 + PAGE_W / 2, y0 + size(5), {align: 'center', color: hex('#a59e88'), font: H.bold, size: size(2.4)})
    s.text(String(n), x0 + PAGE_W / 2, y0 + PAGE_H - size(2.5), {align: 'center', color: hex('#a59e88'), size: size(2)})
  }

  // Upper page: the stamps.
  const n = randomInt(rng, 6, 14) * 2
  page(top, 'VISAS', n)
  const stamp = (cx: number, cy: number, w: number, h: number, tilt: number, lines: [string, number, boolean][], color: ReturnType<typeof hex>) => {
    s.box(cx, cy, w, h, {lineWidth: 1.3, opacity: 0.8, radius: 5, stroke: color})
    let y = cy + 14
    for (const [text, sz, bold] of lines) {
      s.text(text, cx + w / 2, y, {align: 'center', color, font: bold ? H.bold : H.regular, opacity: 0.85, rotate: tilt, size: sz})
      y += sz + 5
    }
  }

  stamp(x0 + size(10), top + size(14), size(44), size(26), 0, [[exitStamp, 7, true], ['DEPARTURE', 8, false], [`${pad2(Number(entered.slice(8, 10)))} ${upper(['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(entered.slice(5, 7)) - 1])} ${entered.slice(0, 4)}`, 9, true]], hex('#2f5d8a'))
  stamp(x0 + size(66), top + size(40), size(42), size(28), 0, [['FRANCE  -  PAF', 8, true], ['ROISSY-CDG', 8, false], [`E ${entered.slice(8, 10)}.${entered.slice(5, 7)}.${entered.slice(2, 4)}`, 11, true], [`${randomInt(rng, 100, 899)}`, 7, false]], hex('#2b2b2b'))

  // Lower page: the sticker.
  const y1 = top + PAGE_H + 8
  page(y1, '', n + 1)
  const sx = x0 + size(10)
  const sy = y1 + size(7)
  const W = 105
  const px = (mm: number) => sx + size(mm)
  const py = (mm: number) => sy + size(mm)
  s.box(sx, sy, size(W), size(74), {fill: hex('#eef0f6'), radius: 3})
  for (let k = 0; k < 30; k++) {
    const base = (size(74) * (k + 0.5)) / 30
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 4; t <= size(W); t += 4) d += ` L ${t} ${(base + 1.8 * Math.sin(t / 9 + k * 0.6)).toFixed(1)}`
    s.path(d, sx, sy, {lineWidth: 0.2, stroke: k % 3 === 0 ? hex('#d9c9e3') : hex('#cfe0da')})
  }

  s.box(px(3), py(6), size(26), size(33), {fill: hex('#c6c9d6')})
  s.circle(px(16), py(17.5), size(6.5), {fill: hex('#9ea2b3')})
  s.box(px(8), py(27), size(16), size(12), {fill: hex('#9ea2b3')})
  s.circle(px(16), py(48), size(5.5), {fill: hex('#d8dcec')})
  s.text('VISA', px(31), py(6.2), {color: cap, font: H.bold, size: size(4)})
  s.text(number, px(W - 3), py(6.2), {align: 'right', color: hex('#b0182a'), font: C.bold, size: size(3.2)})

  const field = (xm: number, ym: number, caption: string, value: string, mm = 2.5) => {
    s.text(caption, px(xm), py(ym), {color: cap, size: size(1.3)})
    s.text(value, px(xm), py(ym + 3), {color: ink, font: C.bold, size: size(mm)})
  }

  field(31, 10.5, 'VALABLE POUR / VALID FOR', 'FRANCE')
  field(31, 16.8, 'DU / FROM', visaDate(from))
  field(60, 16.8, 'AU / UNTIL', visaDate(until))
  field(31, 23.1, 'TYPE DE VISA / TYPE OF VISA', 'D')
  field(57, 23.1, "NOMBRE D'ENTRÉES", 'MULT')
  field(82, 23.1, 'DURÉE DE SÉJOUR', '365 JOURS')
  field(31, 29.4, 'DÉLIVRÉ À / ISSUED IN', consulate)
  field(72, 29.4, 'LE / ON', visaDate(issued))
  field(31, 35.7, 'NUMÉRO DE PASSEPORT / PASSPORT NUMBER', passport)
  field(31, 42, 'NOM, PRÉNOM / SURNAME, NAME', `${surname}, ${given}`)
  s.text('REMARQUES / REMARKS', px(31), py(48.3), {color: cap, size: size(1.3)})
  remarks.forEach((r, k) => s.text(r, px(31), py(51.3 + k * 2.9), {color: ink, font: C.bold, size: size(2.2)}))
  s.box(sx, py(60), size(W), size(14), {fill: hex('#f8f8fb')})
  mrz.forEach((line, k) => s.text(line, px(3), py(65.2 + k * 5), {color: ink, font: C.regular, size: size(3.6)}))

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: until,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'titre_sejour/visa-long-sejour-vls-ts',
    notes: [
      'long-stay visa worth a residence permit (VLS-TS) on a passport page, copied open with the exit and entry stamps (decoy dates) on the facing page',
      'Schengen sticker captions in French / English; dates "14-09-25" (two-digit years); validity "DU ... AU ...", issue "LE ..."',
      '"NOM, PRÉNOM" as one value "SURNAME, GIVEN NAMES" (the passport name, the birth surname even for a woman married to a Frenchman)',
      'no printed birth date (MRZ only); the passport number as a decoy; sticker number "FRA" and nine digits, the MRZ has the nine digits',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
