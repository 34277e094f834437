/**
 * HELD-OUT cni/pologne-dowod: a colour photocopy of a POLISH identity card ("dowód osobisty",
 * 2019 model with its 2021 chip version), recto above verso on one A4 page at about 145 %, the
 * verso laid a little to the right of the recto, with the holder's handwritten certification
 * under them ("Copie certifiée conforme à l'original", a date: a decoy, a signature). Recto: the
 * EU flag with "PL", "RZECZPOSPOLITA POLSKA" and "DOWÓD OSOBISTY / IDENTITY CARD" at the top, the six-digit CAN
 * (card access number, a decoy) top right under "CAN"; the photo at the left; Polish (capitals) /
 * English labels with the value under each: "NAZWISKO / SURNAME" (the married name for a married
 * woman), "IMIONA / GIVEN NAMES" ("KATARZYNA ANNA"), "OBYWATELSTWO / NATIONALITY" ("OBYWATELSTWO
 * POLSKIE"), "DATA URODZENIA / DATE OF BIRTH", "PŁEĆ / SEX" ("K" for a woman, "M" for a man),
 * "NUMER DOWODU OSOBISTEGO / IDENTITY CARD NUMBER" (three letters and six digits, "ZRK483015")
 * and "TERMIN WAŻNOŚCI / EXPIRY DATE"; dates "14.02.1985". Verso: "NUMER PESEL / PERSONAL NUMBER"
 * (eleven digits whose first six are the birth date: a decoy), "NAZWISKO RODOWE / FAMILY NAME"
 * (the birth name), "MIEJSCE URODZENIA / PLACE OF BIRTH", "IMIONA RODZICÓW / PARENTS' GIVEN NAMES",
 * "DATA WYDANIA / DATE OF ISSUE", "ORGAN WYDAJĄCY / ISSUING AUTHORITY" (the mayor of a Polish
 * town), the TD1 MRZ "IDPOL" with the PESEL in the optional data. Ten years of validity, to the
 * day. Polish letters outside the standard fonts (Ł, Ą, Ę, Ś, Ż) are drawn as a base letter with
 * its mark (the text layer has the base letter).
 */
import type {PDFFont, RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.45
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** Letters the standard fonts lack: the base letter drawn, the mark added as strokes. */
const MARKS: Record<string, [string, 'acute' | 'dot' | 'ogonek' | 'stroke']> = {
  Ą: ['A', 'ogonek'],
  Ć: ['C', 'acute'],
  Ę: ['E', 'ogonek'],
  Ł: ['L', 'stroke'],
  Ń: ['N', 'acute'],
  Ś: ['S', 'acute'],
  Ź: ['Z', 'acute'],
  Ż: ['Z', 'dot'],
}

/** Draws capitals with Polish letters: base letters as text, their marks as strokes. */
function polish(s: Sheet, text: string, x: number, y: number, style: {font: PDFFont; size: number; color: RGB}): void {
  const base = [...text].map((c) => MARKS[c]?.[0] ?? c).join('')
  s.text(base, x, y, style)
  const sz = style.size
  ;[...text].forEach((c, k) => {
    const mark = MARKS[c]
    if (!mark) return
    const left = x + style.font.widthOfTextAtSize(base.slice(0, k), sz)
    const w = style.font.widthOfTextAtSize(mark[0], sz)
    const line = {color: style.color, width: Math.max(0.35, sz * 0.09)}
    if (mark[1] === 'acute') s.page.drawLine({...line, end: {x: left + w * 0.72, y: s.height - (y - sz * 0.98)}, start: {x: left + w * 0.42, y: s.height - (y - sz * 0.8)}, thickness: line.width})
    if (mark[1] === 'dot') s.circle(left + w / 2, y - sz * 0.86, sz * 0.07, {fill: style.color})
    if (mark[1] === 'stroke') s.page.drawLine({...line, end: {x: left + w * 0.5, y: s.height - (y - sz * 0.52)}, start: {x: left - w * 0.05, y: s.height - (y - sz * 0.26)}, thickness: line.width})
    if (mark[1] === 'ogonek') s.path(`M ${(w * 0.78).toFixed(2)} 0 Q ${(w * 0.55).toFixed(2)} ${(sz * 0.18).toFixed(2)} ${(w * 0.8).toFixed(2)} ${(sz * 0.26).toFixed(2)}`, left, y, {lineWidth: line.width, stroke: style.color})
  })
}

/** The PESEL: birth date (month + 20 for the 2000s), serial, sex digit (even for a woman), check digit. */
function pesel(birth: string, female: boolean, rng: () => number): string {
  const [y, m, d] = birth.split('-').map(Number)
  const month = y >= 2000 ? m + 20 : m
  const sexDigit = 2 * randomInt(rng, 0, 4) + (female ? 0 : 1)
  const body = `${String(y % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(d).padStart(2, '0')}${randomDigits(rng, 3)}${sexDigit}`
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
  const sum = [...body].reduce((t, c, k) => t + Number(c) * weights[k], 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

export async function cniPologneDowod(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const authority = typeof params.authority === 'string' ? params.authority : 'PREZYDENT MIASTA KRAKOWA'
  const parents = typeof params.parents === 'string' ? params.parents : 'ANDRZEJ, TERESA'
  const female = person.civility === 'Mme'
  const surname = upper(person.usageName ?? person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 3200))
  const expiry = addMonths(issued, 120)
  const number = `${randomLetters(rng, 3)}${randomDigits(rng, 6)}`
  const can = randomDigits(rng, 6)
  const personal = pesel(person.birthDate, female, rng)
  const mrz = td1({birthDate: person.birthDate, country: 'POL', expiry, givenNames: person.givenNames, nationality: 'POL', number, optional1: personal, sex: female ? 'F' : 'M', surname: person.usageName ?? person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 2, 30))

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C3530', date: copied, producer: 'Canon iR-ADV C3530 PDF', title: `SCAN_${copied.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1f1d24')
  const lab = hex('#6e3b4a')
  const card = hex('#f3e4e6')
  const wave = hex('#e6c9ce')
  const size = (mm: number) => mm * MM * SCALE

  // The copier's light grey glass.
  s.box(0, 0, s.width, s.height, {fill: hex('#fbfbfa')})

  const side = (x0: number, y0: number) => {
    s.box(x0 + 2, y0 + 2, CARD_W, CARD_H, {fill: hex('#d9d9d9'), radius: size(3)})
    s.box(x0, y0, CARD_W, CARD_H, {fill: card, radius: size(3)})
    for (let k = 0; k < 22; k++) {
      const base = (CARD_H * (k + 0.5)) / 22
      let d = `M ${size(2)} ${base.toFixed(1)}`
      for (let t = size(2) + 5; t <= CARD_W - size(2); t += 5) d += ` L ${t.toFixed(1)} ${(base + 2.2 * Math.sin(t / 11 + k * 0.8)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.25, stroke: wave})
    }

    return {px: (mm: number) => x0 + size(mm), py: (mm: number) => y0 + size(mm)}
  }

  const field = (at: {px: (mm: number) => number; py: (mm: number) => number}, xm: number, ym: number, pl: string, en: string, value: string, valueMm = 2.6) => {
    polish(s, pl, at.px(xm), at.py(ym), {color: lab, font: H.bold, size: size(1.35)})
    s.text(` / ${en}`, at.px(xm) + H.bold.widthOfTextAtSize([...pl].map((c) => MARKS[c]?.[0] ?? c).join(''), size(1.35)), at.py(ym), {color: lab, size: size(1.35)})
    s.text(value, at.px(xm), at.py(ym + 3.3), {color: ink, font: H.bold, size: size(valueMm)})
  }

  // Recto.
  const xr = (s.width - CARD_W) / 2 - 10
  const r = side(xr, 60)
  s.box(r.px(3.5), r.py(3), size(9), size(6.2), {fill: hex('#1f3f9a')})
  for (let k = 0; k < 12; k++) s.circle(r.px(8) + size(2) * Math.cos((k * Math.PI) / 6), r.py(6.1) + size(2) * Math.sin((k * Math.PI) / 6), size(0.25), {fill: hex('#f2d13a')})
  s.text('PL', r.px(8), r.py(12), {align: 'center', color: ink, font: H.bold, size: size(2.6)})
  s.text('RZECZPOSPOLITA POLSKA', r.px(15), r.py(5.8), {color: hex('#b3122e'), font: H.bold, size: size(3.1)})
  s.text('DOWÓD OSOBISTY / IDENTITY CARD', r.px(15), r.py(9.4), {color: ink, font: H.bold, size: size(2)})
  s.text('CAN', r.px(82), r.py(4.6), {align: 'right', color: lab, size: size(1.4)})
  s.text(can, r.px(82), r.py(8), {align: 'right', color: ink, font: H.bold, size: size(2.6)})
  s.box(r.px(3.5), r.py(14), size(23), size(29), {fill: hex('#cdb9bd')})
  s.circle(r.px(15), r.py(24.5), size(6.2), {fill: hex('#a9959a')})
  s.box(r.px(7.5), r.py(32), size(15), size(11), {fill: hex('#a9959a')})
  s.circle(r.px(77), r.py(44), size(4.2), {fill: hex('#e3ccd1')})
  field(r, 30, 14, 'NAZWISKO', 'SURNAME', surname, 3)
  field(r, 30, 21.5, 'IMIONA', 'GIVEN NAMES', given, 3)
  field(r, 30, 29, 'OBYWATELSTWO', 'NATIONALITY', 'OBYWATELSTWO POLSKIE', 2.3)
  field(r, 30, 36, 'DATA URODZENIA', 'DATE OF BIRTH', dotDate(person.birthDate))
  field(r, 64, 36, 'PŁEĆ', 'SEX', female ? 'K' : 'M')
  field(r, 30, 43.5, 'NUMER DOWODU OSOBISTEGO', 'IDENTITY CARD NUMBER', number, 2.8)
  field(r, 30, 49.5, 'TERMIN WAŻNOŚCI', 'EXPIRY DATE', dotDate(expiry))

  // Verso, a little to the right on the glass.
  const v = side(xr + 26, 60 + CARD_H + 34)
  field(v, 4, 5, 'NUMER PESEL', 'PERSONAL NUMBER', personal, 2.8)
  field(v, 4, 12, 'NAZWISKO RODOWE', 'FAMILY NAME', upper(person.surname))
  field(v, 4, 19, 'MIEJSCE URODZENIA', 'PLACE OF BIRTH', upper(person.birthPlace))
  field(v, 4, 26, 'IMIONA RODZICÓW', "PARENTS' GIVEN NAMES", parents, 2.3)
  field(v, 50, 5, 'DATA WYDANIA', 'DATE OF ISSUE', dotDate(issued))
  polish(s, 'ORGAN WYDAJĄCY', v.px(50), v.py(12), {color: lab, font: H.bold, size: size(1.35)})
  s.text(' / ISSUING AUTHORITY', v.px(50) + H.bold.widthOfTextAtSize('ORGAN WYDAJACY', size(1.35)), v.py(12), {color: lab, size: size(1.35)})
  const words = authority.split(' ')
  s.lines([words.slice(0, 2).join(' '), words.slice(2).join(' ')], v.px(50), v.py(15.3), {color: ink, font: H.bold, leading: size(2.9), size: size(2.2)})
  s.box(v.px(66), v.py(22), size(12), size(9), {fill: hex('#d8c2a0'), radius: size(1.2)})
  for (let k = 1; k < 4; k++) s.hline(v.px(66), v.px(78), v.py(22 + k * 2.25), {color: hex('#b89e78'), width: 0.4})
  mrz.forEach((line, k) => s.text(line, v.px(4), v.py(40 + k * 5), {color: ink, font: fonts.courier.regular, size: size(4.25)}))

  // The holder's certification.
  const cy = 60 + 2 * CARD_H + 34 + 60
  const hand = hex('#1d2f7a')
  s.text("Copie certifiée conforme à l'original", 130, cy, {color: hand, font: fonts.times.italic, size: 15})
  s.text(`le ${slashDate(copied)}`, 130, cy + 22, {color: hand, font: fonts.times.italic, size: 15})
  s.path(signaturePath(rng, 110), 300, cy + 8, {lineWidth: 1.1, stroke: hand})

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
    layout: 'cni/pologne-dowod',
    notes: [
      'Polish identity card (2019 model) photocopied in colour, recto above verso, at about 145 %',
      'Polish / English labels with the value under each; surname on the recto (married name), birth name ("NAZWISKO RODOWE") on the verso',
      'dates "14.02.1985"; sex "K" for a woman; issue date and authority on the verso',
      'CAN (six digits) and PESEL (eleven digits starting with the birth date) as decoys; TD1 MRZ "IDPOL" with the PESEL in the optional data',
      "the holder's handwritten certification with its date (a decoy) under the card",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
