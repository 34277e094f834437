/**
 * HELD-OUT titre_sejour/salarie-detache-ict-scan-fond-noir: a multi-year residence card "CARTE DE
 * SÉJOUR PLURIANNUELLE" with the "SALARIÉ DÉTACHÉ ICT" mention (an intra-corporate transferee
 * seconded to the French entity of a group, for up to three years: Indian, American, Brazilian and
 * Japanese holders) SCANNED ON A FLATBED WITH THE LID OPEN: the whole page BLACK around the cards
 * (the scanner's light lost in the room), a few specks of dust; the front at the top left and the
 * back lower at the right, both AT REAL SIZE (small type: captions of about 1.3 mm) and laid apart
 * as they were put on the glass, with the employer's ACCESS BADGE laid beside them (the group's
 * name, the holder's name, the badge's number and its expiry "Valide jusqu'au 12/2031": decoys).
 * French captions in capitals with the English after a slash ("NOM / Surname"), the names in
 * capitals, the nationality as a three-letter code, dates SPACED ("14 02 1985"); on the front the
 * type of permit and its mention, the card's number and "VALABLE JUSQU'AU"; on the back the remarks
 * (the mention, the CESEDA's article, the authorisation to work), the place of birth, the foreign
 * national's number (AGDREF: a decoy), the address, "DATE DE DÉLIVRANCE" (only there), the
 * prefecture, TD1 MRZ "IRFRA".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4

const PREFECTURES: Record<string, string> = {
  '31': 'PRÉFECTURE DE LA HAUTE-GARONNE',
  '38': "PRÉFECTURE DE L'ISÈRE",
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
}

/** The groups that second the holders (by nationality), as their badges print them. */
const GROUPS: Record<string, {name: string; color: string}> = {
  BRA: {color: '#0f6b3a', name: 'VALEMAR ENGENHARIA'},
  IND: {color: '#1b4f9c', name: 'AEROSTAR SYSTEMS'},
  JPN: {color: '#a11d2b', name: 'KOYO PRECISION'},
  USA: {color: '#28323f', name: 'NORTHBRIDGE CONSULTING'},
}

/** "14 02 1985". */
const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function titreSejourIctFondNoir(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'IND'
  const group = GROUPS[code] ?? GROUPS.IND
  const issued = addDays(facts.asOf, -randomInt(rng, 30, 700))
  const expiry = addDays(addMonths(issued, 36), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const badgeNo = randomDigits(rng, 6)
  const badgeEnd = `12/${Number(expiry.slice(0, 4)) + randomInt(rng, 0, 1)}`
  const ink = hex('#20232a')
  const lab = hex('#4a5263')
  const card = hex('#e7eaee')
  const guilloche = hex('#d0d6de')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon CanoScan LiDE 400', date: scanned, producer: 'IJ Scan Utility', title: `IMG_${scanned.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM

  // The lid left open: black around the cards, a few specks.
  s.box(0, 0, s.width, s.height, {fill: hex('#0d0d0f')})
  for (let i = 0; i < 26; i++) s.circle(randomInt(rng, 10, 585), randomInt(rng, 10, 830), 0.4 + rng() * 0.8, {fill: hex('#5a5a5e')})

  const side = (x0: number, y0: number) => {
    s.box(x0, y0, 85.6 * k, 54 * k, {fill: card, lineWidth: 0.6, radius: 8, stroke: hex('#c9ced6')})
    for (let i = 0; i < 14; i++) {
      let d = `M 0 ${(4 + i * 3.6) * k}`
      for (let t = 3; t <= 82; t += 3) d += ` L ${(t * k).toFixed(1)} ${((4 + i * 3.6 + 0.8 * Math.sin(t / 5 + i)) * k).toFixed(1)}`
      s.path(d, x0 + 1.8 * k, y0, {lineWidth: 0.3, stroke: guilloche})
    }

    const at = (u: number, v: number) => ({x: x0 + u * k, y: y0 + v * k})
    const text = (value: string, u: number, v: number, sizeMm: number, font: PDFFont = H.bold, color: RGB = ink, align: 'left' | 'right' = 'left') => {
      const p = at(u, v)
      s.text(value, p.x, p.y, {align, color, font, size: sizeMm * k})
    }

    const field = (u: number, v: number, caption: string, values: string[], sizeMm = 2.3, room = 50) => {
      text(caption, u, v, 1.3, H.bold, lab)
      values.forEach((value, i) => text(value, u, v + 3 + i * 2.7, Math.min(sizeMm, room / H.bold.widthOfTextAtSize(value, 1))))
    }

    return {at, field, text}
  }

  // The front at the top left.
  const fx = 46
  const fy = 64
  const f = side(fx, fy)
  f.text('RÉPUBLIQUE FRANÇAISE', 4, 5, 2)
  f.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', 82, 5, 1.6, H.bold, ink, 'right')
  s.box(fx + 3 * k, fy + 9 * k, 21 * k, 28 * k, {fill: hex('#bcc3cb')})
  s.circle(fx + 13.5 * k, fy + 18.5 * k, 4.8 * k, {fill: hex('#8c96a2')})
  s.box(fx + 6.8 * k, fy + 26 * k, 13.4 * k, 11 * k, {fill: hex('#8c96a2')})
  f.field(27, 10, 'NOM / Surname', [surname], 2.6, 54)
  f.field(27, 16.3, 'PRÉNOMS / Given names', [given], 2.3, 54)
  f.field(27, 22.6, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  f.field(40, 22.6, 'NAT. / Nationality', [code], 2.1)
  f.field(58, 22.6, 'DATE DE NAISSANCE / Date of birth', [spaced(person.birthDate)], 2.1)
  f.field(27, 28.9, 'TYPE DE TITRE / Type of permit', ['CARTE DE SÉJOUR PLURIANNUELLE', 'SALARIÉ DÉTACHÉ ICT'], 1.75, 54)
  f.field(4, 45.5, 'N° DU TITRE / Permit No.', [number], 2.3)
  f.field(46, 45.5, "VALABLE JUSQU'AU / Valid until", [spaced(expiry)], 2.3)
  const sig = f.at(4, 38)
  s.path(signaturePath(rng, (22 * k) / 0.5), sig.x, sig.y, {lineWidth: 1.4, scale: 0.5, stroke: hex('#1f2a5a')})

  // The back, lower at the right.
  const bx = 300
  const by = 300
  const b = side(bx, by)
  b.field(4, 5, 'REMARQUES / Remarks', ['SALARIÉ DÉTACHÉ ICT - MOBILITÉ INTRA-GROUPE', 'ART. L. 421-26 CESEDA - AUTORISE SON TITULAIRE À TRAVAILLER'], 1.6, 78)
  b.field(4, 14.2, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9, 44)
  b.field(52, 14.2, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9, 30)
  b.text('ADRESSE / Address', 4, 20.6, 1.3, H.bold, lab)
  home.forEach((line, i) => b.text(line, 4, 23.4 + i * 2.3, Math.min(1.55, 44 / H.bold.widthOfTextAtSize(line, 1))))
  b.field(52, 20.6, 'DATE DE DÉLIVRANCE / Date of issue', [spaced(issued)], 2)
  b.field(52, 27.2, 'DÉLIVRÉ PAR / Issued by', [prefecture], 1.6, 31)
  s.box(bx + 0.4 * k, by + 35 * k, 84.8 * k, 18.6 * k, {fill: hex('#f2f3f5')})
  const mrzSize = Math.min(3.6, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => b.text(line, 4, 39.5 + i * 4.5, mrzSize, fonts.courier.regular))

  // The employer's access badge, upright, at the lower left.
  const gx = 70
  const gy = 520
  const gw = 54 * k
  const gh = 85.6 * k
  const gcolor = hex(group.color)
  s.box(gx, gy, gw, gh, {fill: hex('#f7f7f5'), radius: 8, stroke: hex('#c9ced6')})
  s.box(gx, gy + 8, gw, 16 * k, {fill: gcolor})
  s.text(group.name, gx + gw / 2, gy + 8 + 9.6 * k, {align: 'center', color: hex('#ffffff'), font: H.bold, size: Math.min(3 * k, (gw - 12) / H.bold.widthOfTextAtSize(group.name, 1))})
  s.box(gx + 14 * k, gy + 30 * k, 26 * k, 30 * k, {fill: hex('#c2c6cc')})
  s.circle(gx + 27 * k, gy + 40 * k, 6 * k, {fill: hex('#8f98a3')})
  const badgeName = `${person.givenNames[0]} ${surname}`
  s.text(badgeName, gx + gw / 2, gy + 66 * k, {align: 'center', color: ink, font: H.bold, size: Math.min(3 * k, (gw - 12) / H.bold.widthOfTextAtSize(badgeName, 1))})
  s.text(`Badge n° ${badgeNo}`, gx + gw / 2, gy + 71.5 * k, {align: 'center', color: lab, size: 2.1 * k})
  s.text(`Valide jusqu'au ${badgeEnd}`, gx + gw / 2, gy + 76 * k, {align: 'center', color: lab, size: 2.1 * k})
  for (let i = 0; i < 34; i++) if (rng() < 0.6) s.box(gx + 8 * k + i * 1.1 * k, gy + 78.5 * k, 0.6 * k, 4.5 * k, {fill: ink})

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
    layout: 'titre_sejour/salarie-detache-ict-scan-fond-noir',
    notes: [
      'a multi-year residence card "SALARIÉ DÉTACHÉ ICT" scanned at real size on a flatbed with the lid open: black around the cards, the front at the top left, the back lower at the right, the employer\'s access badge beside them',
      'French captions with English after a slash; dates spaced ("14 02 1985"); the issue date only on the back; TD1 MRZ "IRFRA"',
      "decoys: the AGDREF number, the CESEDA article, the address, the badge's number and expiry",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
