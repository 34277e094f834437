/**
 * HELD-OUT passeport/cameroun-copie-certifiee-consulat-timbre: a CAMEROONIAN biometric passport
 * (five years of validity, issued by the DGSN) of a Cameroonian living in France, as a COLOUR
 * PHOTOCOPY of the data page at about 145 % CERTIFIED BY THE CONSULAR SECTION of the embassy in
 * Paris or of the consulate general in Marseille: under the copy, the consulate's violet
 * rectangular stamp ("COPIE CERTIFIÉE CONFORME À L'ORIGINAL PRÉSENTÉ") with the date and the
 * register's number WRITTEN BY HAND in its blanks (decoys), the chancellery's REVENUE STAMP stuck
 * beside it (its value in euros: a decoy), CANCELLED by the consulate's ROUND STAMP whose text runs
 * around it, the officer's signature. The data page: "RÉPUBLIQUE DU CAMEROUN / REPUBLIC OF
 * CAMEROON", captions in FRENCH / ENGLISH over the values ("Nom / Surname", "Prénoms / Given
 * names", "Date de naissance / Date of birth"...), the names in capitals, dates with BILINGUAL
 * MONTHS "14 FEV/FEB 1985", the number two letters and seven digits, the holder's national
 * identity card number ("N° CNI / ID card No.": a decoy), the place of birth, the authority
 * "DGSN", TD3 MRZ "P<CMR".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'
import {Frame} from './frame.js'

const MM = 72 / 25.4
const SCALE = 1.45

const MONTHS = ['JAN/JAN', 'FEV/FEB', 'MARS/MAR', 'AVR/APR', 'MAI/MAY', 'JUIN/JUN', 'JUIL/JUL', 'AOUT/AUG', 'SEPT/SEP', 'OCT/OCT', 'NOV/NOV', 'DEC/DEC']

/** "14 FEV/FEB 1985". */
const bilingual = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** The consular posts (index.ts passes `post`). */
const POSTS = [
  {city: 'Paris', lines: ['AMBASSADE DE LA RÉPUBLIQUE DU CAMEROUN', 'EN FRANCE - SECTION CONSULAIRE'], ring: 'AMBASSADE DU CAMEROUN EN FRANCE * PARIS *', short: 'AMBACAM/SC'},
  {city: 'Marseille', lines: ['CONSULAT GÉNÉRAL DE LA RÉPUBLIQUE', 'DU CAMEROUN À MARSEILLE'], ring: 'CONSULAT GENERAL DU CAMEROUN * MARSEILLE *', short: 'CGCAM/MRS'},
]

export async function passeportCamerounCopieCertifiee(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'YAOUNDÉ'
  const post = POSTS[typeof params.post === 'number' ? params.post % POSTS.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1500))
  const expiry = addDays(addMonths(issued, 60), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const cni = `${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'CMR', expiry, givenNames: person.givenNames, nationality: 'CMR', number, sex: female ? 'F' : 'M', surname: person.surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 3, 30))
  const register = `${randomInt(rng, 120, 2400)}/${post.short}`
  const ink = hex('#1a1d1a')
  const cap = hex('#3c5a40')
  const green = hex('#157a3c')
  const red = hex('#c8202f')
  const violet = hex('#5b3d99')
  const blue = hex('#223a8f')

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH MP C2004', date: addDays(certified, randomInt(rng, 1, 10)), producer: 'RICOH', title: `scan_${certified.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  s.box(0, 0, s.width, s.height, {fill: hex('#fbfbf9')})

  // The data page, copied at about 145 %.
  const k = MM * SCALE
  const PW = 125
  const PH = 88
  const x0 = (s.width - PW * k) / 2
  const y0 = 46
  s.box(x0 - 2, y0 - 2, PW * k + 4, PH * k + 4, {fill: hex('#8d8f8a')})
  const f = new Frame(s, x0, y0, k, 0)
  f.rect(0, 0, PW, PH, {fill: hex('#eef3e6')})
  for (let i = 0; i < 16; i++) {
    let d = `M 0 ${3 + i * 5.4}`
    for (let t = 4; t <= PW; t += 4) d += ` L ${t} ${(3 + i * 5.4 + 1.1 * Math.sin(t / 8 + i * 0.7)).toFixed(2)}`
    f.path(d, 0, 0, {lineWidth: 0.1, stroke: hex('#cfdcc2')})
  }

  f.rect(0, 0, PW, 2.2, {fill: green})
  f.rect(0, 2.2, PW, 0.9, {fill: red})
  f.rect(0, 3.1, PW, 0.9, {fill: hex('#f2c200')})
  f.text('RÉPUBLIQUE DU CAMEROUN', 4, 8.6, {color: green, font: H.bold, size: 2.6})
  f.text('REPUBLIC OF CAMEROON', 4, 11.8, {color: green, size: 2})
  f.text('PASSEPORT / PASSPORT', 121, 9.4, {align: 'right', color: red, font: H.bold, size: 2.6})

  f.rect(4, 15, 30, 38, {fill: hex('#c4cbb9')})
  f.circle(19, 27, 7.2, {fill: hex('#939b88')})
  f.rect(10, 37, 18, 16, {fill: hex('#939b88')})
  f.path(signaturePath(rng, 70).replace(/-?\d+(\.\d+)?/g, (m) => (Number(m) * 0.36).toFixed(2)), 6, 56, {lineWidth: 0.25, stroke: hex('#1d2660')})
  f.text('Signature du titulaire / Holder’s signature', 4, 64.5, {color: cap, size: 1.3})

  const field = (u: number, v: number, caption: string, value: string, room: number, size = 2.7, font: PDFFont = H.bold, color: RGB = ink) => {
    f.text(caption, u, v, {color: cap, room, size: 1.45})
    f.text(value, u, v + 3.5, {color, font, room, size})
  }

  field(38, 16, 'Type / Type', 'P', 12, 2.6)
  field(52, 16, 'Code du pays / Country code', 'CMR', 24, 2.6)
  field(86, 16, 'N° du passeport / Passport No.', number, 35, 3, H.bold, red)
  field(38, 24, 'Nom / Surname', surname, 82, 3)
  field(38, 32, 'Prénoms / Given names', given, 82, 2.8)
  field(38, 40, 'Nationalité / Nationality', 'CAMEROUNAISE', 42, 2.5)
  field(86, 40, 'Date de naissance / Date of birth', bilingual(person.birthDate), 35, 2.5)
  field(38, 48, 'Sexe / Sex', female ? 'F' : 'M', 12, 2.5)
  field(52, 48, 'Lieu de naissance / Place of birth', place, 32, 2.5)
  field(86, 48, 'N° CNI / ID card No.', cni, 35, 2.5)
  field(38, 56, 'Date de délivrance / Date of issue', bilingual(issued), 42, 2.5)
  field(86, 56, "Date d'expiration / Date of expiry", bilingual(expiry), 35, 2.5)
  field(38, 64, 'Autorité / Authority', 'DGSN', 42, 2.5)
  f.rect(0, 70, PW, 18, {fill: hex('#f6f8f1')})
  const mrzSize = Math.min(3.6, 117 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => f.text(line, 4, 77 + j * 6, {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The consulate's certification under the copy.
  const top = y0 + PH * k + 56
  const sx = 70
  const sw = 300
  const sh = 132
  s.box(sx, top, sw, sh, {lineWidth: 1.6, stroke: violet})
  s.box(sx + 3, top + 3, sw - 6, sh - 6, {lineWidth: 0.6, stroke: violet})
  post.lines.forEach((line, j) => s.text(line, sx + sw / 2, top + 18 + j * 11, {align: 'center', color: violet, font: H.bold, size: Math.min(8.6, (sw - 20) / H.bold.widthOfTextAtSize(line, 1))}))
  s.hline(sx + 20, sx + sw - 20, top + 36, {color: violet, width: 0.6})
  s.text('COPIE CERTIFIÉE CONFORME', sx + sw / 2, top + 52, {align: 'center', color: violet, font: H.bold, size: 10})
  s.text("À L'ORIGINAL PRÉSENTÉ", sx + sw / 2, top + 64, {align: 'center', color: violet, font: H.bold, size: 8.6})
  s.text(`${post.city}, le`, sx + 16, top + 88, {color: violet, size: 8.6})
  s.hline(sx + 70, sx + 180, top + 90, {color: violet, dash: [1, 1.5], width: 0.6})
  s.text('N°', sx + 176, top + 88, {color: violet, size: 8.6})
  s.hline(sx + 190, sx + sw - 12, top + 90, {color: violet, dash: [1, 1.5], width: 0.6})
  s.text('Le Chef de Chancellerie', sx + sw - 16, top + 112, {align: 'right', color: violet, size: 8.2})
  const hand = (text: string, x: number, y: number, size = 13) => s.text(text, x, y, {color: blue, font: T.italic, rotate: (rng() - 0.5) * 3, size})
  hand(slashDate(certified), sx + 74, top + 87)
  hand(register, sx + 192, top + 87, Math.min(12.5, (sw - 206) / T.italic.widthOfTextAtSize(register, 1)))
  s.path(signaturePath(rng, 100), sx + sw - 130, top + 108, {lineWidth: 1.2, stroke: blue})

  // The revenue stamp, cancelled by the round stamp.
  const tx = sx + sw + 40
  const ty = top + 6
  const tw = 86
  const th = 110
  let edge = `M 0 0`
  for (let x = 0; x < tw; x += 4) edge += ` L ${x + 2} 1.8 L ${x + 4} 0`
  for (let y = 0; y < th; y += 4) edge += ` L ${tw - 1.8} ${y + 2} L ${tw} ${y + 4}`
  for (let x = tw; x > 0; x -= 4) edge += ` L ${x - 2} ${th - 1.8} L ${x - 4} ${th}`
  for (let y = th; y > 0; y -= 4) edge += ` L 1.8 ${y - 2} L 0 ${y - 4}`
  s.path(`${edge} Z`, tx, ty, {fill: hex('#f1e3c4'), lineWidth: 0.4, stroke: hex('#a88f5f')})
  s.box(tx + 7, ty + 7, tw - 14, th - 14, {fill: hex('#e7cf9b'), lineWidth: 0.6, stroke: hex('#8a6d33')})
  s.text('RÉPUBLIQUE', tx + tw / 2, ty + 22, {align: 'center', color: hex('#5b4210'), font: H.bold, size: 7})
  s.text('DU CAMEROUN', tx + tw / 2, ty + 31, {align: 'center', color: hex('#5b4210'), font: H.bold, size: 7})
  s.text('DROITS DE', tx + tw / 2, ty + 50, {align: 'center', color: hex('#5b4210'), size: 6.4})
  s.text('CHANCELLERIE', tx + tw / 2, ty + 58, {align: 'center', color: hex('#5b4210'), size: 6.4})
  s.text(`${[10, 15, 20, 10][randomInt(rng, 0, 3)]} EUROS`, tx + tw / 2, ty + 80, {align: 'center', color: hex('#5b4210'), font: H.bold, size: 10})
  s.text(`N° ${randomDigits(rng, 7)}`, tx + tw / 2, ty + 95, {align: 'center', color: hex('#5b4210'), size: 5.6})

  const cx = tx + tw / 2 - 10
  const cy = ty + th / 2 + 10
  const r = 40
  s.circle(cx, cy, r, {lineWidth: 1.4, stroke: violet})
  s.circle(cx, cy, r - 11, {lineWidth: 0.8, stroke: violet})
  const ring = post.ring
  const step = 300 / ring.length
  for (let j = 0; j < ring.length; j++) {
    const a = 240 - j * step
    const rad = (a * Math.PI) / 180
    const rr = r - 8.5
    s.text(ring[j], cx + rr * Math.cos(rad), cy - rr * Math.sin(rad), {color: violet, font: H.bold, rotate: a - 90, size: 6})
  }

  s.text('Droits perçus : voir timbre ci-contre - Pour servir et valoir ce que de droit.', sx, top + sh + 18, {color: violet, font: H.italic, size: 8})

  s.text('*', cx, cy + 5, {align: 'center', color: violet, font: H.bold, size: 18})
  s.text(slashDate(certified), cx, cy + 14, {align: 'center', color: violet, size: 5.5})

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
    layout: 'passeport/cameroun-copie-certifiee-consulat-timbre',
    notes: [
      "a Cameroonian passport's data page photocopied in colour at about 145 % and certified by the consulate: its violet rectangular stamp with the date and the register's number written by hand, the chancellery's revenue stamp cancelled by the round stamp whose text runs around it, the officer's signature",
      'French / English captions over the values; dates with bilingual months ("14 FEV/FEB 1985"); the number two letters and seven digits; five years of validity; TD3 MRZ "P<CMR"',
      "decoys: the national identity card number, the place of birth, the authority, the certification's handwritten date and register number, the revenue stamp's value and number, the round stamp's date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
