/**
 * HELD-OUT passeport/philippines-avec-ancien-passeport-annule: the data page of a PHILIPPINE
 * passport (the 2016 e-passport model, ten years of validity) of a Filipino living in France,
 * photocopied at about 125 % at the top of an A4 page, with the data page of the holder's PREVIOUS
 * PASSPORT (five years of validity before December 2017, ten after; returned CANCELLED at the
 * renewal: its corner clipped and "CANCELLED" stamped across it) copied under it at about 108 %, as
 * holders hand both in. Captions in FILIPINO / ENGLISH over the values ("Apelyido / Surname", "Mga
 * Pangalan / Given Names"); a separate "Panggitnang Apelyido / Middle Name" (the mother's maiden
 * surname, or a married woman's own maiden name: a decoy name that is neither the surname nor a
 * given name); dates with the MONTH ABBREVIATED IN ENGLISH ("14 FEB 1985"); the number a letter,
 * seven digits and a letter ("P4821937A"); the place of birth, the issuing authority (the embassy
 * in Paris: "PE PARIS"); TD3 MRZ "P<PHL". The cancelled passport: its own number (two letters and
 * seven digits before August 2016), its own issue and expiry dates and authority (decoys), for the
 * married woman her MAIDEN SURNAME (a decoy name), its own MRZ.
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "14 FEB 1985". */
const english = (iso: string) => `${iso.slice(8, 10)} ${EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

interface Page {
  number: string
  surname: string
  middle: string
  issued: string
  expiry: string
  authority: string
}

export async function passeportPhilippines(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'MANILA'
  const middle = typeof params.middle === 'string' ? params.middle : 'REYES'
  const maiden = typeof params.maiden === 'string' ? params.maiden : undefined
  const maidenMiddle = typeof params.maidenMiddle === 'string' ? params.maidenMiddle : middle
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 2200))
  const expiry = addDays(addMonths(issued, 120), -1)
  // The previous passport: five years of validity before December 2017, ten after (renewed early: a new name, a full booklet).
  const oldIssued = addDays(addMonths(issued, -60), -randomInt(rng, 20, 160))
  const oldExpiry = addDays(addMonths(oldIssued, oldIssued < '2017-12-01' ? 60 : 120), -1)
  const oldNumber = oldIssued < '2016-08-15' ? `E${randomLetters(rng, 1)}${randomDigits(rng, 7)}` : `P${randomDigits(rng, 7)}${randomLetters(rng, 1)}`
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const surname = upper(person.surname)
  const current: Page = {authority: 'PE PARIS', expiry, issued, middle, number: `P${randomDigits(rng, 7)}${randomLetters(rng, 1)}`, surname}
  const old: Page = {authority: ['DFA MANILA', 'DFA NCR EAST', 'DFA CEBU'][randomInt(rng, 0, 2)], expiry: oldExpiry, issued: oldIssued, middle: maiden ? maidenMiddle : middle, number: oldNumber, surname: maiden ?? surname}
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 10))
  const ink = hex('#1a1b20')
  const cap = hex('#4a4f5c')
  const navy = hex('#1f3a7a')
  const red = hex('#b3262d')

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH IM C3000', date: copied, producer: 'RICOH PDF', title: `${copied.replaceAll('-', '')}${randomDigits(rng, 6)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  const dataPage = (p: Page, x0: number, y0: number, scale: number, tint: RGB, wave: RGB) => {
    const mm = (v: number) => v * MM * scale
    const PW = mm(125)
    const PH = mm(88)
    const px = (v: number) => x0 + mm(v)
    const py = (v: number) => y0 + mm(v)
    s.box(x0 - 4, y0 - 4, PW + 8, PH + 8, {fill: hex('#3a3a3a'), radius: 4})
    s.box(x0, y0, PW, PH, {fill: tint})
    for (let i = 0; i < 22; i++) {
      const base = (PH * (i + 0.5)) / 22
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 8; t <= PW; t += 8) d += ` L ${t} ${(base + 2 * Math.sin(t / 19 + i)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.3, stroke: wave})
    }

    s.text('REPUBLIKA NG PILIPINAS', px(62.5), py(5), {align: 'center', color: navy, font: H.bold, size: mm(2.6)})
    s.text('REPUBLIC OF THE PHILIPPINES', px(62.5), py(8.4), {align: 'center', color: navy, font: H.bold, size: mm(2)})
    s.text('PASAPORTE / PASSPORT', px(121), py(12.5), {align: 'right', color: red, font: H.bold, size: mm(1.9)})
    s.box(px(4), py(13), mm(31), mm(40), {fill: hex('#c4c1bb')})
    s.circle(px(19.5), py(26), mm(7.2), {fill: hex('#8d8a84')})
    s.box(px(9.5), py(37), mm(20), mm(16), {fill: hex('#8d8a84')})
    s.path(signaturePath(rng, mm(26)), px(6), py(58), {lineWidth: 0.8, stroke: hex('#22284f')})

    const field = (xm: number, ym: number, caption: string, value: string, room: number, valueMm = 2.6) => {
      s.text(caption, px(xm), py(ym), {color: cap, size: Math.min(mm(1.4), mm(room) / H.regular.widthOfTextAtSize(caption, 1))})
      s.text(value, px(xm), py(ym + 3.5), {color: ink, font: H.bold, size: Math.min(mm(valueMm), mm(room) / H.bold.widthOfTextAtSize(value, 1))})
    }

    field(39, 15, 'Uri / Type', 'P', 10)
    field(51, 15, 'Kodigo ng Bansa / Country Code', 'PHL', 28)
    field(84, 15, 'Pasaporte Blg. / Passport No.', p.number, 36, 3)
    field(39, 22, 'Apelyido / Surname', p.surname, 82)
    field(39, 29, 'Mga Pangalan / Given Names', given, 82)
    field(39, 36, 'Panggitnang Apelyido / Middle Name', p.middle, 82)
    field(39, 43, 'Petsa ng Kapanganakan / Date of Birth', english(person.birthDate), 40, 2.4)
    field(84, 43, 'Kasarian / Sex', female ? 'F' : 'M', 14, 2.4)
    field(100, 43, 'Nasyonalidad / Nationality', 'FILIPINO', 22, 2.2)
    field(39, 50, 'Lugar ng Kapanganakan / Place of Birth', place, 44, 2.4)
    field(84, 50, 'Petsa ng Pagkakaloob / Date of Issue', english(p.issued), 36, 2.4)
    field(39, 57, 'Kapangyarihang Nagkaloob / Issuing Authority', p.authority, 44, 2.4)
    field(84, 57, 'Petsa ng Pagkawalang-bisa / Valid Until', english(p.expiry), 36, 2.4)

    const mrz = td3({birthDate: person.birthDate, country: 'PHL', expiry: p.expiry, givenNames: person.givenNames, nationality: 'PHL', number: p.number, sex: female ? 'F' : 'M', surname: p.surname})
    s.box(x0, py(69), PW, mm(19), {fill: hex('#faf8f4')})
    const size = Math.min(mm(3.6), mm(117) / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
    mrz.forEach((line, i) => s.text(line, px(4), py(76 + i * 5.5), {color: ink, font: fonts.courier.regular, size}))
    return {PH, PW}
  }

  // The current passport, then the cancelled one under it.
  const big = 1.25
  const bw = 125 * MM * big
  const top = dataPage(current, (s.width - bw) / 2, 40, big, hex('#f3f0fa'), hex('#dcd3ee'))
  const small = 1.08
  const sw = 125 * MM * small
  const ox = (s.width - sw) / 2
  const oy = 40 + top.PH + 52
  const low = dataPage(old, ox, oy, small, hex('#f7eeee'), hex('#e8d2d2'))

  // The cancellation: the clipped corner and the stamp across the page.
  s.path('M 0 0 L -34 0 L 0 34 Z', ox + sw + 4, oy - 4, {fill: hex('#ffffff')})
  const stamp = (font: PDFFont, text: string, size: number, angle: number) => {
    const w = font.widthOfTextAtSize(text, size) + 18
    const h = size + 12
    const r = (angle * Math.PI) / 180
    const sx = ox + sw / 2 - (w / 2) * Math.cos(r) - (h / 2) * Math.sin(r)
    const sy = oy + low.PH / 2 + (w / 2) * Math.sin(r) - (h / 2) * Math.cos(r)
    const at = (u: number, v: number) => ({x: sx + u * Math.cos(r) + v * Math.sin(r), y: sy - u * Math.sin(r) + v * Math.cos(r)})
    const corner = at(0, 0)
    s.page.drawSvgPath(`M 0 0 H ${w} V ${h} H 0 Z`, {borderColor: red, borderOpacity: 0.75, borderWidth: 2.2, rotate: degrees(angle), x: corner.x, y: s.height - corner.y})
    const p = at(9, h - 6 - size * 0.12)
    s.page.drawText(text, {color: red, font, opacity: 0.75, rotate: degrees(angle), size, x: p.x, y: s.height - p.y})
  }

  stamp(H.bold, 'CANCELLED', 34, 14)
  s.text('Ancien passeport (annulé) restitué lors du renouvellement', ox, oy + low.PH + 22, {color: hex('#6e6e6e'), font: fonts.times.italic, size: 9})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: current.number,
      prenoms: given,
    },
    layout: 'passeport/philippines-avec-ancien-passeport-annule',
    notes: [
      "a Philippine e-passport's data page photocopied at about 125 % above the holder's previous passport's data page, cancelled (corner clipped, \"CANCELLED\" stamped across)",
      'Filipino / English captions over the values; a separate "Middle Name" (the mother\'s maiden surname, or a married woman\'s maiden name) that is neither the surname nor a given name; dates "14 FEB 1985"; ten years of validity; authority "PE PARIS"; TD3 MRZ "P<PHL"',
      "decoys: the middle name, the cancelled passport's number, issue and expiry dates and authority (and, for the married woman, her maiden surname on it), the old passport's MRZ",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
