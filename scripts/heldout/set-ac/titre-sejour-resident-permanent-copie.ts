/**
 * HELD-OUT titre_sejour/carte-resident-permanent-copie-certifiee-main: the "CARTE DE RÉSIDENT
 * PERMANENT" (the permit of indefinite duration granted after two ten-year cards, article L. 426-4
 * of the CESEDA; the card itself is renewed every ten years) of a long-settled foreign national
 * (Moroccan, Turkish, Vietnamese, Malian holders), PHOTOCOPIED IN BLACK AND WHITE at about 130 % on
 * an A4 sheet, front above back, and CERTIFIED BY THE HOLDER BY HAND under the copies in blue ink
 * ("Copie certifiée conforme à l'original", "Fait à Lyon, le 08/07/2031": a decoy date, and the
 * signature); the sheet PUNCHED for a binder (two holes in the left margin, dark on the scan) and
 * STAPLED at the top left. The card: French captions in capitals with the English after a slash
 * ("NOM / Surname"), the names in capitals, the nationality as a three-letter code, dates SPACED
 * ("14 02 1985"); on the front the type of permit, the card's number and "VALABLE JUSQU'AU" (the
 * card's ten years); on the back the remarks ("RÉSIDENT PERMANENT", the CESEDA's article), the place
 * of birth, the foreign national's number (a decoy), the address, "DATE DE DÉLIVRANCE" (only
 * there), the prefecture, TD1 MRZ "IRFRA".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3

const PREFECTURES: Record<string, string> = {
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '67': 'PRÉFECTURE DU BAS-RHIN',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
}

/** "14 02 1985". */
const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function titreSejourResidentPermanentCopie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'MAR'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 2, 20))
  const ink = hex('#202020')
  const lab = hex('#4d4d4d')
  const card = hex('#e4e4e4')
  const blue = hex('#1b2f8e')

  const {doc, fonts} = await newDocument({author: '', creator: 'Xerox WorkCentre 6515', date: addDays(certified, randomInt(rng, 1, 6)), producer: 'Xerox', title: `Scan_${certified.replaceAll('-', '')}_${randomDigits(rng, 3)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const CW = 85.6 * k
  const CH = 54 * k

  // The copier's grey, the punched holes, the staple.
  s.box(0, 0, s.width, s.height, {fill: hex('#f4f4f2')})
  for (const hy of [s.height / 2 - 108, s.height / 2 + 108]) {
    s.circle(30, hy, 8, {fill: hex('#3a3a3a')})
    s.circle(30, hy, 8, {lineWidth: 0.8, stroke: hex('#8a8a8a')})
  }

  s.page.drawLine({color: hex('#7d7d7d'), end: {x: 52, y: s.height - 20}, start: {x: 22, y: s.height - 44}, thickness: 2.2})

  const side = (x0: number, y0: number) => {
    s.box(x0 - 1.5, y0 - 1.5, CW + 3, CH + 3, {fill: hex('#9a9a9a'), radius: 9})
    s.box(x0, y0, CW, CH, {fill: card, radius: 8})
    for (let i = 0; i < 14; i++) {
      let d = `M 0 ${(4 + i * 3.6) * k}`
      for (let t = 3; t <= 82; t += 3) d += ` L ${(t * k).toFixed(1)} ${((4 + i * 3.6 + 0.8 * Math.sin(t / 5 + i)) * k).toFixed(1)}`
      s.path(d, x0 + 1.8 * k, y0, {lineWidth: 0.3, stroke: hex('#d2d2d2')})
    }

    const text = (value: string, u: number, v: number, sizeMm: number, font: PDFFont = H.bold, color: RGB = ink, align: 'left' | 'right' = 'left') => {
      s.text(value, x0 + u * k, y0 + v * k, {align, color, font, size: sizeMm * k})
    }

    const field = (u: number, v: number, caption: string, values: string[], sizeMm = 2.3, room = 50) => {
      text(caption, u, v, 1.3, H.bold, lab)
      values.forEach((value, i) => text(value, u, v + 3 + i * 2.7, Math.min(sizeMm, room / H.bold.widthOfTextAtSize(value, 1))))
    }

    return {field, text}
  }

  // The front.
  const fx = (s.width - CW) / 2 + 8
  const fy = 62
  const f = side(fx, fy)
  f.text('RÉPUBLIQUE FRANÇAISE', 4, 5, 2)
  f.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', 82, 5, 1.6, H.bold, ink, 'right')
  s.box(fx + 3 * k, fy + 9 * k, 21 * k, 28 * k, {fill: hex('#b9b9b9')})
  s.circle(fx + 13.5 * k, fy + 18.5 * k, 4.8 * k, {fill: hex('#8e8e8e')})
  s.box(fx + 6.8 * k, fy + 26 * k, 13.4 * k, 11 * k, {fill: hex('#8e8e8e')})
  f.field(27, 10, 'NOM / Surname', [surname], 2.6, 54)
  f.field(27, 16.3, 'PRÉNOMS / Given names', [given], 2.3, 54)
  f.field(27, 22.6, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  f.field(40, 22.6, 'NAT. / Nationality', [code], 2.1)
  f.field(58, 22.6, 'DATE DE NAISSANCE / Date of birth', [spaced(person.birthDate)], 2.1)
  f.field(27, 28.9, 'TYPE DE TITRE / Type of permit', ['CARTE DE RÉSIDENT PERMANENT'], 1.9, 54)
  f.field(4, 45.5, 'N° DU TITRE / Permit No.', [number], 2.3)
  f.field(46, 45.5, "VALABLE JUSQU'AU / Valid until", [spaced(expiry)], 2.3)
  s.path(signaturePath(rng, (22 * k) / 0.5), fx + 4 * k, fy + 39 * k, {lineWidth: 1.4, scale: 0.5, stroke: hex('#3a3a3a')})

  // The back.
  const bx = fx - 16
  const by = fy + CH + 34
  const b = side(bx, by)
  b.field(4, 5, 'REMARQUES / Remarks', ['RÉSIDENT PERMANENT - ART. L. 426-4 DU CESEDA', 'AUTORISE SON TITULAIRE À TRAVAILLER'], 1.6, 78)
  b.field(4, 14.2, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9, 44)
  b.field(52, 14.2, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9, 30)
  b.text('ADRESSE / Address', 4, 20.6, 1.3, H.bold, lab)
  home.forEach((line, i) => b.text(line, 4, 23.4 + i * 2.3, Math.min(1.55, 44 / H.bold.widthOfTextAtSize(line, 1))))
  b.field(52, 20.6, 'DATE DE DÉLIVRANCE / Date of issue', [spaced(issued)], 2)
  b.field(52, 27.2, 'DÉLIVRÉ PAR / Issued by', [prefecture], 1.6, 31)
  s.box(bx + 0.4 * k, by + 35 * k, 84.8 * k, 18.6 * k, {fill: hex('#f0f0f0')})
  const mrzSize = Math.min(3.6, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => b.text(line, 4, 39.5 + i * 4.5, mrzSize, fonts.courier.regular))

  // The holder's certification by hand.
  const hand = (value: string, x: number, y: number, size = 15, angle = 0) => s.text(value, x, y, {color: blue, font: fonts.times.italic, rotate: angle, size})
  let y = by + CH + 64
  const tilt = (rng() - 0.5) * 2.4
  hand("Copie certifiée conforme à l'original", 96, y, 16, tilt)
  y += 30
  hand(`Fait à ${person.address.city}, le ${slashDate(certified)}`, 110, y, 15, tilt)
  y += 26
  hand(`${person.givenNames[0]} ${surname}`, 300, y + 6, 14, tilt)
  s.path(signaturePath(rng, 120), 310, y + 18, {lineWidth: 1.3, stroke: blue})

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
    layout: 'titre_sejour/carte-resident-permanent-copie-certifiee-main',
    notes: [
      'a "carte de résident permanent" photocopied in black and white at about 130 %, front above back, certified by the holder by hand under the copies; the sheet punched for a binder and stapled',
      'French captions with English after a slash; dates spaced ("14 02 1985"); the issue date only on the back; TD1 MRZ "IRFRA"',
      "decoys: the foreign national's number, the CESEDA article, the address, the handwritten certification date and name",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
