/**
 * HELD-OUT titre_sejour/carte-resident-10-ans: a GREYSCALE photocopy (a black-and-white office
 * copier: everything in greys, toner specks) of a TEN-YEAR French resident card, recto above
 * verso at 125 %, the verso shifted to the right as it lay on the glass. Recto: "RÉPUBLIQUE
 * FRANÇAISE" and "TITRE DE SÉJOUR / RESIDENCE PERMIT" in a band, the card type in large capitals
 * "CARTE DE RÉSIDENT" with "RÉSIDENT DE LONGUE DURÉE - UE" under it; the photo at the left; French
 * (capitals) / English (italics) labels with the value under each: "NOM / Surname" (birth name),
 * "NOM D'USAGE / Usage name" for a woman married to a Frenchman, "PRÉNOMS / Given names" ("Luisa,
 * Fernanda"), "SEXE / Sex", "NATIONALITÉ / Nationality" (the ICAO code: "TUN"), "DATE DE
 * NAISSANCE / Date of birth", "N° DU TITRE / Permit No" (nine digits), "VALABLE JUSQU'AU / Valid
 * until" (ten years less a day); dates as "12/05/2034". Verso: "ADRESSE / Address" on two to four
 * lines, "LIEU DE NAISSANCE / Place of birth", "DATE DE DÉLIVRANCE / Date of issue" and, apart,
 * "LIEU DE DÉLIVRANCE / Place of issue" (the prefecture), "REMARQUES / Remarks" whose text holds
 * the date of the FIRST resident card (a decoy) and the work authorisation; the TD1 MRZ "IRFRA"
 * with real check digits.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '17': 'PRÉFECTURE DE LA CHARENTE-MARITIME',
  '21': "PRÉFECTURE DE LA CÔTE-D'OR",
  '29': 'PRÉFECTURE DU FINISTÈRE',
  '31': 'PRÉFECTURE DE LA HAUTE-GARONNE',
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '34': "PRÉFECTURE DE L'HÉRAULT",
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '37': "PRÉFECTURE D'INDRE-ET-LOIRE",
  '38': "PRÉFECTURE DE L'ISÈRE",
  '42': 'PRÉFECTURE DE LA LOIRE',
  '44': 'PRÉFECTURE DE LA LOIRE-ATLANTIQUE',
  '49': 'PRÉFECTURE DE MAINE-ET-LOIRE',
  '59': 'PRÉFECTURE DU NORD',
  '63': 'PRÉFECTURE DU PUY-DE-DÔME',
  '64': 'PRÉFECTURE DES PYRÉNÉES-ATLANTIQUES',
  '67': 'PRÉFECTURE DU BAS-RHIN',
  '69': 'PRÉFECTURE DU RHÔNE',
  '72': 'PRÉFECTURE DE LA SARTHE',
  '74': 'PRÉFECTURE DE LA HAUTE-SAVOIE',
  '75': 'PRÉFECTURE DE POLICE',
  '93': 'PRÉFECTURE DE LA SEINE-SAINT-DENIS',
}

export async function titreSejourCarteResident(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const nat = typeof params.nationalityCode === 'string' ? params.nationalityCode : 'TUN'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 2900))
  const expiry = addDays(addMonths(issued, 120), -1)
  // The first resident card, ten years before this one (or a temporary card's end): a decoy date.
  const first = addDays(addMonths(issued, -120), randomInt(rng, -40, 40))
  const dept = person.address.postcode.slice(0, 2)
  const number = `${issued.slice(2, 4)}${dept}${randomDigits(rng, 5)}`
  const sex = person.civility === 'Mme' ? 'F' : 'M'
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: nat, number, sex, surname: person.surname})
  const given = person.givenNames.join(', ')
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => l.toLocaleUpperCase('fr-FR'))
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))

  const {doc, fonts} = await newDocument({author: 'SCAN', creator: 'SHARP MX-3071', date: copied, producer: 'SHARP MX-3071 PDF', title: 'Numérisation couleur auto'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const ink = hex('#1a1a1a')
  const lab = hex('#4a4a4a')
  const card = hex('#e3e3e3')
  const band = hex('#c9c9c9')

  const field = (x: number, y: number, xm: number, ym: number, fr: string, en: string, value: string, valueMm = 2.5) => {
    const w = s.text(`${fr} / `, px(x, xm), px(y, ym), {color: lab, font: H.bold, size: size(1.35)})
    s.text(en, px(x, xm) + w, px(y, ym), {color: lab, font: H.italic, size: size(1.35)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3.1), {color: ink, font: H.bold, size: size(valueMm)})
  }

  const background = (x: number, y: number) => {
    s.box(x, y, CARD_W, CARD_H, {fill: card, lineWidth: 1, radius: 10, stroke: hex('#6f6f6f')})
    for (let k = 0; k < 12; k++) {
      const r = 14 + k * 8
      s.path(`M ${(-r).toFixed(1)} 0 A ${r} ${r} 0 0 1 ${r.toFixed(1)} 0`, x + CARD_W * 0.62, y + CARD_H * 0.98, {lineWidth: 0.25, stroke: hex('#d2d2d2')})
    }
  }

  // Recto.
  const rx = 52
  const ry = 58
  background(rx, ry)
  s.box(rx + 1, ry + 1, CARD_W - 2, size(8.5), {fill: band, radius: 9})
  s.text('RÉPUBLIQUE FRANÇAISE', px(rx, 4), px(ry, 5.6), {color: ink, font: H.bold, size: size(2.2)})
  s.text('TITRE DE SÉJOUR', px(rx, 82), px(ry, 4.4), {align: 'right', color: ink, font: H.bold, size: size(2.1)})
  s.text('RESIDENCE PERMIT', px(rx, 82), px(ry, 7.2), {align: 'right', color: lab, font: H.italic, size: size(1.7)})
  s.text('CARTE DE RÉSIDENT', px(rx, 29), px(ry, 13.2), {color: ink, font: H.bold, size: size(3)})
  s.text('RÉSIDENT DE LONGUE DURÉE - UE', px(rx, 29), px(ry, 16.4), {color: ink, font: H.bold, size: size(1.9)})
  s.box(px(rx, 3), px(ry, 11), size(23), size(30), {fill: hex('#b4b4b4')})
  s.circle(px(rx, 14.5), px(ry, 20.5), size(5), {fill: hex('#8e8e8e')})
  s.box(px(rx, 7.5), px(ry, 28), size(14), size(13), {fill: hex('#8e8e8e')})
  s.path(signaturePath(rng, size(20)), px(rx, 4), px(ry, 43), {lineWidth: 0.8, stroke: hex('#2a2a2a')})
  field(rx, ry, 29, 20, 'NOM', 'Surname', person.surname, 2.7)
  let y = 26
  if (person.usageName) {
    field(rx, ry, 58, 20, "NOM D'USAGE", 'Usage name', person.usageName, 2.5)
  }

  field(rx, ry, 29, y, 'PRÉNOMS', 'Given names', given)
  y += 6.2
  field(rx, ry, 29, y, 'SEXE', 'Sex', sex, 2.3)
  field(rx, ry, 40, y, 'NATIONALITÉ', 'Nationality', nat, 2.3)
  field(rx, ry, 60, y, 'DATE DE NAISSANCE', 'Date of birth', slashDate(person.birthDate), 2.3)
  y += 6.2
  field(rx, ry, 29, y, 'N° DU TITRE', 'Permit No', number, 2.4)
  field(rx, ry, 56, y, "VALABLE JUSQU'AU", 'Valid until', slashDate(expiry), 2.4)
  s.text(randomDigits(rng, 6), px(rx, 83), px(ry, 51.8), {align: 'right', color: ink, font: H.bold, size: size(1.9)})

  // Verso, shifted right.
  const vx = rx + 46
  const vy = ry + CARD_H + 30
  background(vx, vy)
  field(vx, vy, 4, 4.6, 'ADRESSE', 'Address', '')
  address.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 7.7 + k * 2.6), {color: ink, font: H.bold, size: size(1.95)}))
  field(vx, vy, 52, 4.6, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace, 2.1)
  field(vx, vy, 4, 19.6, 'DATE DE DÉLIVRANCE', 'Date of issue', slashDate(issued), 2.3)
  field(vx, vy, 36, 19.6, 'LIEU DE DÉLIVRANCE', 'Place of issue', prefecture, 1.9)
  s.text('REMARQUES / Remarks', px(vx, 4), px(vy, 26.6), {color: lab, font: H.bold, size: size(1.35)})
  s.text(`CARTE DE RÉSIDENT LD-UE - 1ÈRE DÉLIVRANCE LE ${slashDate(first)}`, px(vx, 4), px(vy, 29.1), {color: ink, font: H.bold, size: size(1.7)})
  s.text(pick(rng, ['AUTORISE SON TITULAIRE À TRAVAILLER', 'AUTORISE À EXERCER TOUTE ACTIVITÉ PROFESSIONNELLE']), px(vx, 4), px(vy, 31.4), {color: ink, font: H.bold, size: size(1.7)})
  s.box(vx + 1, px(vy, 34), CARD_W - 2, size(18.5), {fill: hex('#f2f2f2')})
  mrz.forEach((line, k) => s.text(line, px(vx, 4), px(vy, 39 + k * 4.5), {color: ink, font: fonts.courier.regular, size: size(3.95)}))

  // Toner specks of the copier.
  for (let k = 0; k < 40; k++) s.circle(30 + rng() * (s.width - 60), 30 + rng() * (s.height - 60), 0.3 + rng() * 0.7, {fill: hex('#777777')})

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
    layout: 'titre_sejour/carte-resident-10-ans',
    notes: [
      'greyscale photocopy of a ten-year resident card, recto above a verso shifted right, toner specks',
      'card type "CARTE DE RÉSIDENT" / "RÉSIDENT DE LONGUE DURÉE - UE" in large capitals above the fields',
      'usage name of a married woman beside the birth name; nationality as an ICAO code',
      'expiry "VALABLE JUSQU\'AU" on the recto; issue date and place of issue apart on the verso',
      'first-issue date inside the remarks (decoy); MRZ TD1 "IRFRA"',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
