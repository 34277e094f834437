/**
 * HELD-OUT titre_sejour/talent-scan-appli: a multi-year residence card with the "talent" mention
 * (carte de séjour pluriannuelle "passeport talent", called "talent" since the 2024 law) of the
 * 2020 card model, as its holder sends it from a PHONE SCANNING APP: both sides of the card shot
 * on a sheet of paper and pasted one above the other at about 135 %, each with a soft shadow, on an
 * off-white background, the app's mark at the foot ("Numérisé avec ScanPocket"). Recto: "RÉPUBLIQUE
 * FRANÇAISE", "TITRE DE SÉJOUR" / "RESIDENCE PERMIT", the circle of stars, the CARD NUMBER (the
 * support number, nine characters, "23AP91784") in the top right corner WITHOUT A LABEL; the photo
 * at the left; French (capitals) / English (italics) labels with the value under each: "NOM /
 * Surname" (birth name), "NOM D'USAGE / Usage name" ("ép. DUBOIS") for a married woman, "PRÉNOMS /
 * Given names" ("Rahul, Vikram"), "SEXE / Sex", "NATIONALITÉ / Nationality" (ICAO code),
 * "DATE DE NAISSANCE / Date of birth", "TYPE DE TITRE / Type of permit" ("CARTE DE SÉJOUR
 * PLURIANNUELLE"), "VALABLE JUSQU'AU / Valid until"; dates "12 05 2029"; the foreign national's
 * number (AGDREF, ten digits: a decoy for the card number) written VERTICALLY along the right edge.
 * Verso: "REMARQUES / Remarks" top left with the category ("TALENT - PORTEUR DE PROJET", or
 * "PASSEPORT TALENT - CRÉATION D'ENTREPRISE" on a card issued before the 2024 law), the AGDREF
 * number again under "N° ÉTRANGER / Foreign national No" top right, "ADRESSE / Address", "LIEU DE
 * NAISSANCE / Place of birth", "DATE DE DÉLIVRANCE / Date of issue" and "DÉLIVRÉ PAR / Issued by"
 * (the prefecture), the TD1 MRZ "IRFRA" with the card number and the AGDREF number in the
 * optional data, real check digits.
 */
import type {RGB} from 'pdf-lib'

import {spaced} from '../../../server/src/corpus/format.js'
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '31': 'PRÉFECTURE DE LA HAUTE-GARONNE',
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '38': "PRÉFECTURE DE L'ISÈRE",
  '44': 'PRÉFECTURE DE LA LOIRE-ATLANTIQUE',
  '59': 'PRÉFECTURE DU NORD',
  '67': 'PRÉFECTURE DU BAS-RHIN',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
  '92': 'PRÉFECTURE DES HAUTS-DE-SEINE',
}

/** The category of a talent card as its remarks print it, before and after the law of 26 January 2024. */
const CATEGORIES: Record<string, [string, string]> = {
  investisseur: ['PASSEPORT TALENT - INVESTISSEUR ÉCONOMIQUE', 'TALENT - INVESTISSEUR ÉCONOMIQUE'],
  mandataire: ['PASSEPORT TALENT - MANDATAIRE SOCIAL', 'TALENT - MANDATAIRE SOCIAL'],
  projet: ["PASSEPORT TALENT - CRÉATION D'ENTREPRISE", 'TALENT - PORTEUR DE PROJET'],
  qualifie: ['PASSEPORT TALENT - SALARIÉ QUALIFIÉ', 'TALENT - SALARIÉ QUALIFIÉ'],
}

export async function titreSejourTalent(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const nat = typeof params.nationalityCode === 'string' ? params.nationalityCode : 'IND'
  const category = CATEGORIES[typeof params.category === 'string' ? params.category : 'projet'] ?? CATEGORIES.projet
  const issued = addDays(facts.asOf, -randomInt(rng, 45, 1150))
  const expiry = addDays(addMonths(issued, 48), -1)
  const mention = issued < '2024-07-15' ? category[0] : category[1]
  const number = `${issued.slice(2, 4)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const dept = person.address.postcode.slice(0, 2)
  const agdref = `${dept}${randomDigits(rng, 8)}`
  const sex = person.civility === 'Mme' ? 'F' : 'M'
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: nat, number, optional1: agdref, sex, surname: person.surname})
  const given = person.givenNames.join(', ')
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 15))

  const {doc, fonts} = await newDocument({author: 'ScanPocket', creator: 'ScanPocket 6.12 (Android)', date: scanned, producer: 'ScanPocket PDF', title: `ScanPocket ${scanned} ${randomInt(rng, 10, 22)}.${randomDigits(rng, 2)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const ink = hex('#1c2230')
  const lab = hex('#3d4f7c')
  const cardFill = hex('#e6eee8')

  // The sheet the cards lay on, as the app flattened it.
  s.box(0, 0, s.width, s.height, {fill: hex('#f4f2ed')})

  const field = (x: number, y: number, xm: number, ym: number, fr: string, en: string, value: string, valueMm = 2.5) => {
    const w = s.text(`${fr} / `, px(x, xm), px(y, ym), {color: lab, font: H.bold, size: size(1.3)})
    s.text(en, px(x, xm) + w, px(y, ym), {color: lab, font: H.italic, size: size(1.3)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3), {color: ink, font: H.bold, size: size(valueMm)})
  }

  const card = (x: number, y: number) => {
    s.box(x + 4, y + 5, CARD_W, CARD_H, {fill: hex('#d7d4cc'), radius: 11})
    s.box(x, y, CARD_W, CARD_H, {fill: cardFill, lineWidth: 0.6, radius: 11, stroke: hex('#9aa39c')})
    for (let k = 0; k < 16; k++) {
      const yy = (CARD_H * (k + 0.5)) / 16
      s.path(`M 8 ${yy.toFixed(1)} C ${(CARD_W * 0.3).toFixed(1)} ${(yy - 6).toFixed(1)} ${(CARD_W * 0.6).toFixed(1)} ${(yy + 6).toFixed(1)} ${(CARD_W - 8).toFixed(1)} ${yy.toFixed(1)}`, x, y, {lineWidth: 0.25, stroke: hex('#cfdcd3')})
    }
  }

  const stars = (cx: number, cy: number, r: number, color: RGB) => {
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6
      s.circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.12, {fill: color})
    }
  }

  // Recto.
  const rx = (s.width - CARD_W) / 2 - 6
  const ry = 62
  card(rx, ry)
  s.text('RÉPUBLIQUE FRANÇAISE', px(rx, 4), px(ry, 5), {color: ink, font: H.bold, size: size(2.1)})
  stars(px(rx, 44), px(ry, 4.6), size(2.2), hex('#3c5aa6'))
  s.text('TITRE DE SÉJOUR', px(rx, 49), px(ry, 4.4), {color: ink, font: H.bold, size: size(2.2)})
  s.text('RESIDENCE PERMIT', px(rx, 49), px(ry, 7.2), {color: lab, font: H.italic, size: size(1.6)})
  s.text(number, px(rx, 82.5), px(ry, 5), {align: 'right', color: hex('#8c1d1d'), font: H.bold, size: size(2.4)})
  s.box(px(rx, 3), px(ry, 10.5), size(22), size(28.5), {fill: hex('#b9c2bd')})
  s.circle(px(rx, 14), px(ry, 20), size(5), {fill: hex('#8e9892')})
  s.box(px(rx, 7), px(ry, 27.5), size(14), size(11.5), {fill: hex('#8e9892')})
  s.path(signaturePath(rng, size(19)), px(rx, 4), px(ry, 43), {lineWidth: 0.8, stroke: hex('#1f2a5a')})
  s.box(px(rx, 64), px(ry, 40), size(10), size(12), {fill: hex('#d9e3dc')})
  s.circle(px(rx, 69), px(ry, 44), size(2.3), {fill: hex('#c5d0c9')})

  let y = 10.5
  field(rx, ry, 27, y, 'NOM', 'Surname', person.surname, 2.6)
  y += 6.4
  if (person.usageName) {
    field(rx, ry, 27, y, "NOM D'USAGE", 'Usage name', `ép. ${person.usageName}`, 2.3)
    y += 6
  }

  field(rx, ry, 27, y, 'PRÉNOMS', 'Given names', given, 2.4)
  y += 6.2
  field(rx, ry, 27, y, 'SEXE', 'Sex', sex, 2.2)
  field(rx, ry, 37, y, 'NATIONALITÉ', 'Nationality', nat, 2.2)
  field(rx, ry, 56, y, 'DATE DE NAISSANCE', 'Date of birth', spaced(person.birthDate), 2.2)
  y += 6.2
  field(rx, ry, 27, y, 'TYPE DE TITRE', 'Type of permit', 'CARTE DE SÉJOUR PLURIANNUELLE', 2)
  y += 6
  field(rx, ry, 27, y, "VALABLE JUSQU'AU", 'Valid until', spaced(expiry), 2.3)
  s.text(agdref, px(rx, 84.2), px(ry, 46), {color: ink, font: H.bold, rotate: 90, size: size(1.9)})

  // Verso.
  const vx = rx + 12
  const vy = ry + CARD_H + 44
  card(vx, vy)
  field(vx, vy, 4, 4.6, 'REMARQUES', 'Remarks', '')
  const words = mention.split(' - ')
  s.lines([`${words[0]} -`, words.slice(1).join(' - '), 'AUTORISE À TRAVAILLER'], px(vx, 4), px(vy, 7.6), {color: ink, font: H.bold, leading: size(2.5), size: size(1.8)})
  s.box(px(vx, 58), px(vy, 2.5), size(25), size(9), {fill: hex('#d3ddd6'), radius: 3})
  s.text('N° ÉTRANGER / ', px(vx, 59.5), px(vy, 5.2), {color: lab, font: H.bold, size: size(1.2)})
  s.text('Foreign national No', px(vx, 59.5), px(vy, 6.9), {color: lab, font: H.italic, size: size(1.2)})
  s.text(agdref, px(vx, 59.5), px(vy, 10), {color: ink, font: H.bold, size: size(2.2)})
  field(vx, vy, 4, 16.5, 'ADRESSE', 'Address', '')
  address.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 19.3 + k * 2.5), {color: ink, font: H.bold, size: size(1.85)}))
  field(vx, vy, 50, 16.5, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace, 1.85)
  field(vx, vy, 50, 22.5, 'DATE DE DÉLIVRANCE', 'Date of issue', spaced(issued), 2.2)
  field(vx, vy, 4, 30.2, 'DÉLIVRÉ PAR', 'Issued by', prefecture, 1.85)
  s.box(vx + 1, px(vy, 35), CARD_W - 2, size(18), {fill: hex('#f4f7f4')})
  mrz.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 40 + k * 4.4), {color: ink, font: fonts.courier.regular, size: size(3.9)}))

  // The app's mark.
  s.box(s.width - 150, s.height - 34, 11, 11, {fill: hex('#19a974'), radius: 2})
  s.text('S', s.width - 147.2, s.height - 25.6, {color: hex('#ffffff'), font: H.bold, size: 8})
  s.text('Numérisé avec ScanPocket', s.width - 134, s.height - 25.6, {color: hex('#7b7b7b'), size: 8})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: person.surname,
      nom_complet: `${given} ${person.surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'titre_sejour/talent-scan-appli',
    notes: [
      'multi-year "talent" residence card (2020 model), both sides pasted by a phone scanning app, app mark at the foot',
      'card number in the top right corner WITHOUT a label; AGDREF foreign national number (10 digits) vertical on the recto edge and labelled on the verso (decoy)',
      'usage name "ép. X" for a married woman; given names separated by commas; dates "12 05 2029"',
      'talent category in the remarks (pre-2024 "PASSEPORT TALENT" wording on older cards); issue date and prefecture on the verso',
      'MRZ TD1 "IRFRA" with the AGDREF number in the optional data',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
