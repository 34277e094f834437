/**
 * HELD-OUT titre_sejour/accord-retrait-royaume-uni: the residence card a BRITISH national living in
 * France holds under the WITHDRAWAL AGREEMENT (Brexit, article 50 TUE; "séjour permanent" for ten
 * years or "séjour temporaire" for five), as its holder SCANS IT ON A FLATBED: both sides laid in
 * the TOP LEFT part of the glass at about 120 %, the rest of the A4 page empty but for the lid's
 * grey edge, and a HANDWRITTEN "Copie certifiée conforme à l'original" with its date (a decoy) and
 * the holder's signature under the cards. Recto: "RÉPUBLIQUE FRANÇAISE", "TITRE DE SÉJOUR" /
 * "RESIDENCE PERMIT", the card number (nine characters, "21RU48213") in the top right corner
 * WITHOUT A LABEL; French captions in capitals with the English one in italics on the LINE UNDER
 * IT, then the value: "NOM" (birth name), "NOM D'USAGE" ("ép. MORGAN") for the married woman,
 * "PRÉNOMS" in capitals separated by commas ("OLIVER, JAMES"), "SEXE", "NATIONALITÉ" ("GBR"),
 * "DATE DE NAISSANCE" ("12 05 1984"), "TYPE DE TITRE" ("CARTE DE SÉJOUR - ACCORD DE RETRAIT"),
 * "VALABLE JUSQU'AU"; the foreign national's number (AGDREF, ten digits: a decoy) vertical along
 * the right edge. Verso: "REMARQUES" with "ACCORD DE RETRAIT DU ROYAUME-UNI DE L'UE - ARTICLE 50
 * TUE" and "SÉJOUR PERMANENT" or "SÉJOUR TEMPORAIRE", "AUTORISE À TRAVAILLER", the AGDREF number
 * again, the address, the place of birth, "DATE DE DÉLIVRANCE", the prefecture, the TD1 MRZ
 * "IRFRA" with real check digits.
 */
import {spaced} from '../../../server/src/corpus/format.js'
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.2
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '34': "PRÉFECTURE DE L'HÉRAULT",
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '44': 'PRÉFECTURE DE LA LOIRE-ATLANTIQUE',
}

export async function titreSejourAccordRetrait(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const permanent = params.permanent !== false
  const issued = addDays(facts.asOf, -randomInt(rng, 200, permanent ? 1500 : 900))
  const expiry = addDays(addMonths(issued, permanent ? 120 : 60), -1)
  const number = `${issued.slice(2, 4)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const dept = person.address.postcode.slice(0, 2)
  const agdref = `${dept}${randomDigits(rng, 8)}`
  const sex = person.civility === 'Mme' ? 'F' : 'M'
  const surname = upper(person.surname)
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: 'GBR', number, optional1: agdref, sex, surname: person.surname})
  const given = person.givenNames.map((g) => upper(g)).join(', ')
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const certified = addDays(facts.asOf, -randomInt(rng, 2, 25))

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: certified, producer: 'EPSON Scan 2 PDF', title: `img${randomDigits(rng, 3)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const ink = hex('#1b2130')
  const lab = hex('#3b4d78')

  // The lid's edge along the right and bottom of the glass.
  s.box(s.width - 9, 0, 9, s.height, {fill: hex('#d9d9d9')})
  s.box(0, s.height - 7, s.width, 7, {fill: hex('#e1e1e1')})

  const field = (x: number, y: number, xm: number, ym: number, fr: string, en: string, value: string, valueMm = 2.5) => {
    s.text(fr, px(x, xm), px(y, ym), {color: lab, font: H.bold, size: size(1.35)})
    s.text(en, px(x, xm), px(y, ym + 1.7), {color: lab, font: H.italic, size: size(1.25)})
    if (value) s.text(value, px(x, xm), px(y, ym + 4.7), {color: ink, font: H.bold, size: size(valueMm)})
  }

  const card = (x: number, y: number) => {
    s.box(x, y, CARD_W, CARD_H, {fill: hex('#e3ece6'), lineWidth: 0.8, radius: 9, stroke: hex('#7f8a83')})
    for (let k = 0; k < 14; k++) {
      const yy = (CARD_H * (k + 0.5)) / 14
      s.path(`M 8 ${yy.toFixed(1)} C ${(CARD_W * 0.35).toFixed(1)} ${(yy + 5).toFixed(1)} ${(CARD_W * 0.65).toFixed(1)} ${(yy - 5).toFixed(1)} ${(CARD_W - 8).toFixed(1)} ${yy.toFixed(1)}`, x, y, {lineWidth: 0.25, stroke: hex('#cbd9cf')})
    }
  }

  // Recto, top left of the glass.
  const rx = 22
  const ry = 20
  card(rx, ry)
  s.text('RÉPUBLIQUE FRANÇAISE', px(rx, 4), px(ry, 5), {color: ink, font: H.bold, size: size(2)})
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6
    s.circle(px(rx, 44) + Math.cos(a) * size(2.1), px(ry, 4.4) + Math.sin(a) * size(2.1), size(0.25), {fill: hex('#3c5aa6')})
  }

  s.text('TITRE DE SÉJOUR', px(rx, 49), px(ry, 4.3), {color: ink, font: H.bold, size: size(2.1)})
  s.text('RESIDENCE PERMIT', px(rx, 49), px(ry, 7), {color: lab, font: H.italic, size: size(1.5)})
  s.text(number, px(rx, 82.5), px(ry, 4.8), {align: 'right', color: hex('#8c1d1d'), font: H.bold, size: size(2.3)})
  s.box(px(rx, 3), px(ry, 10), size(21), size(28), {fill: hex('#b7c1bb')})
  s.circle(px(rx, 13.5), px(ry, 19.5), size(4.8), {fill: hex('#8d9791')})
  s.box(px(rx, 6.7), px(ry, 27), size(13.6), size(11), {fill: hex('#8d9791')})
  s.path(signaturePath(rng, size(18)), px(rx, 4), px(ry, 42.5), {lineWidth: 0.7, stroke: hex('#1f2a5a')})

  let y = 9.5
  field(rx, ry, 26, y, 'NOM', 'Surname', surname, 2.5)
  y += 7.6
  if (person.usageName) {
    field(rx, ry, 26, y, "NOM D'USAGE", 'Usage name', `ép. ${upper(person.usageName)}`, 2.2)
    y += 7.2
  }

  field(rx, ry, 26, y, 'PRÉNOMS', 'Given names', given, 2.3)
  y += 7.4
  field(rx, ry, 26, y, 'SEXE', 'Sex', sex, 2.1)
  field(rx, ry, 36, y, 'NATIONALITÉ', 'Nationality', 'GBR', 2.1)
  field(rx, ry, 56, y, 'DATE DE NAISSANCE', 'Date of birth', spaced(person.birthDate), 2.1)
  y += 7.4
  field(rx, ry, 26, y, 'TYPE DE TITRE', 'Type of permit', 'CARTE DE SÉJOUR - ACCORD DE RETRAIT', 1.8)
  y += 7.2
  field(rx, ry, 26, y, "VALABLE JUSQU'AU", 'Valid until', spaced(expiry), 2.2)
  s.text(agdref, px(rx, 84.3), px(ry, 46), {color: ink, font: H.bold, rotate: 90, size: size(1.8)})

  // Verso, under it on the glass.
  const vx = rx
  const vy = ry + CARD_H + 16
  card(vx, vy)
  s.text('REMARQUES', px(vx, 4), px(vy, 4.6), {color: lab, font: H.bold, size: size(1.35)})
  s.text('Remarks', px(vx, 4), px(vy, 6.3), {color: lab, font: H.italic, size: size(1.25)})
  s.lines(["ACCORD DE RETRAIT DU ROYAUME-UNI DE L'UE", `ARTICLE 50 TUE - SÉJOUR ${permanent ? 'PERMANENT' : 'TEMPORAIRE'}`, 'AUTORISE À TRAVAILLER'], px(vx, 4), px(vy, 9.4), {color: ink, font: H.bold, leading: size(2.4), size: size(1.75)})
  s.text('N° ÉTRANGER', px(vx, 62), px(vy, 4.6), {color: lab, font: H.bold, size: size(1.3)})
  s.text('Foreign national No', px(vx, 62), px(vy, 6.3), {color: lab, font: H.italic, size: size(1.2)})
  s.text(agdref, px(vx, 62), px(vy, 9.4), {color: ink, font: H.bold, size: size(2.1)})
  s.text('ADRESSE', px(vx, 4), px(vy, 17.3), {color: lab, font: H.bold, size: size(1.35)})
  s.text('Address', px(vx, 4), px(vy, 19), {color: lab, font: H.italic, size: size(1.25)})
  address.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 21.6 + k * 2.4), {color: ink, font: H.bold, size: size(1.75)}))
  field(vx, vy, 50, 15.5, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace, 1.75)
  field(vx, vy, 50, 22.3, 'DATE DE DÉLIVRANCE', 'Date of issue', spaced(issued), 2.1)
  field(vx, vy, 4, 29.8, 'DÉLIVRÉ PAR', 'Issued by', prefecture, 1.8)
  s.box(vx + 1, px(vy, 36), CARD_W - 2, size(17), {fill: hex('#f3f6f3')})
  mrz.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 40.6 + k * 4.3), {color: ink, font: fonts.courier.regular, size: size(3.8)}))

  // The holder's certification, by hand, under the cards.
  const hand = hex('#1d3f9e')
  const hy = vy + CARD_H + 40
  s.text("Copie certifiée conforme à l'original", rx + 16, hy, {color: hand, font: fonts.times.italic, rotate: 1.2, size: 14})
  s.text(`le ${slashDate(certified)}`, rx + 40, hy + 22, {color: hand, font: fonts.times.italic, rotate: 1.2, size: 14})
  s.path(signaturePath(rng, 110), rx + 150, hy + 30, {lineWidth: 1.1, stroke: hand})

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
    layout: 'titre_sejour/accord-retrait-royaume-uni',
    notes: [
      "a British national's Withdrawal Agreement residence card scanned on a flatbed at about 120 %: both sides in the top left of an empty A4 page",
      'French captions in capitals with the English caption in italics on the line under it; given names in capitals with commas',
      'card number in the top right corner without a label; AGDREF number vertical on the recto and labelled on the verso (decoy)',
      'handwritten "copie certifiée conforme" with its date (a decoy); usage name "ép. X" for the married woman; TD1 MRZ "IRFRA"',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
