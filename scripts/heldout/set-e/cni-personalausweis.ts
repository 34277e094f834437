/**
 * HELD-OUT cni/personalausweis: the German identity card (Personalausweis, ID-1 model of the
 * 2010s-2020s) of a German manager, front and back photocopied at 150 % on an A4 page. Front:
 * "BUNDESREPUBLIK DEUTSCHLAND" with its English and French translations in small type,
 * "PERSONALAUSWEIS / IDENTITY CARD / CARTE D'IDENTITÉ", the card number top right ("L01X00T47",
 * no label), the photo at the left, TRILINGUAL labels (German / English / French) in small type
 * with the value under each: "Name / Surname / Nom" (for a married woman her current name, with
 * "geb. WEBER" under it: the birth name), "Vornamen / Given names / Prénoms" (upper case),
 * "Geburtstag / Date of birth / Date de naissance" ("12.08.1983"), "Staatsangehörigkeit /
 * Nationality / Nationalité" ("DEUTSCH"), "Geburtsort / Place of birth / Lieu de naissance",
 * "Gültig bis / Date of expiry / Date d'expiration", the six-digit access number (CAN) bottom
 * right. Back: "Anschrift / Address / Adresse" (postcode and town first, then the street: a
 * German address), eye colour, height, "Behörde / Authority / Autorité" and, beside it, the
 * issue date under the bare label "Datum / Date / Date"; the TD1 machine-readable zone "IDD<<"
 * with "<" for the sex, as German cards print it.
 */
import {checkDigit, mrzName} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`
const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`
const fill = (text: string, n: number) => (text.length >= n ? text.slice(0, n) : text + '<'.repeat(n - text.length))

/** The German card's TD1 zone: "IDD<<" + number, birth date, "<" for the sex, expiry, "D", names. */
function germanMrz(number: string, birth: string, expiry: string, surname: string, given: string[]): [string, string, string] {
  const line1 = `IDD<<${number}${checkDigit(number)}${'<'.repeat(15)}`
  const b = yymmdd(birth)
  const e = yymmdd(expiry)
  const opt2 = '<'.repeat(11)
  const composite = line1.slice(5, 30) + b + checkDigit(b) + e + checkDigit(e) + opt2
  const line2 = `${b}${checkDigit(b)}<${e}${checkDigit(e)}D<<${opt2}${checkDigit(composite)}`
  const line3 = fill(`${mrzName(surname)}<<${given.map(mrzName).join('<')}`, 30)
  return [line1, line2, line3]
}

export async function cniPersonalausweis(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const residence = Array.isArray(params.residence) ? (params.residence as string[]) : ['10115 BERLIN', 'INVALIDENSTRASSE 44']
  const authority = typeof params.authority === 'string' ? params.authority : 'BEZIRKSAMT MITTE VON BERLIN'
  const birthName = typeof params.birthName === 'string' ? params.birthName : undefined
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 2600))
  const expiry = addDays(addMonths(issued, 120), -1)
  const alphabet = 'CFGHJKLMNPRTVWXYZ0123456789'
  let number = pick(rng, ['L', 'M', 'N', 'P', 'R', 'T'])
  for (let k = 0; k < 8; k++) number += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const surname = person.surname
  const given = person.givenNames.join(' ').toUpperCase()
  const mrz = germanMrz(number, person.birthDate, expiry, surname, person.givenNames)

  const {doc, fonts} = await newDocument({author: 'Scan', creator: 'Canon iR-ADV C5535', date: addDays(facts.asOf, -randomInt(rng, 1, 20)), producer: 'Canon', title: 'Personalausweis'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - CARD_W) / 2
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#2f3a35')
  const labelColor = hex('#5d6b66')
  /** A trilingual label, shrunk to fit `maxMm` if need be, and its value under it. */
  const field = (x: number, y: number, xm: number, ym: number, label: string, value: string, maxMm = 52, valueSize = 2.6) => {
    let ls = 1.25
    while (H.regular.widthOfTextAtSize(label, size(ls)) > size(maxMm) && ls > 0.9) ls -= 0.05
    s.text(label, px(x, xm), px(y, ym), {color: labelColor, font: H.regular, size: size(ls)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3.3), {color: ink, font: H.bold, size: size(valueSize)})
  }

  // Front.
  const fy = 74
  s.box(x0, fy, CARD_W, CARD_H, {fill: hex('#eef1ea'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  for (let k = 0; k < 30; k++) s.hline(x0, x0 + CARD_W, fy + 6 + k * 7.6, {color: hex('#e0e6dc'), width: 0.35})
  for (let k = 0; k < 14; k++) s.circle(px(x0, 62), px(fy, 30), size(3 + k * 1.6), {lineWidth: 0.25, stroke: hex('#dcd3df')})
  s.text('BUNDESREPUBLIK DEUTSCHLAND', px(x0, 4), px(fy, 4.8), {color: ink, font: H.bold, size: size(2.6)})
  s.text("FEDERAL REPUBLIC OF GERMANY / RÉPUBLIQUE FÉDÉRALE D'ALLEMAGNE", px(x0, 4), px(fy, 7.2), {color: labelColor, size: size(1.2)})
  s.text('PERSONALAUSWEIS', px(x0, 4), px(fy, 10.8), {color: ink, font: H.bold, size: size(2.3)})
  s.text("IDENTITY CARD / CARTE D'IDENTITÉ", px(x0, 4), px(fy, 13.0), {color: labelColor, size: size(1.2)})
  s.text(number, px(x0, 82), px(fy, 6.2), {align: 'right', color: hex('#1a1a1a'), font: H.bold, size: size(2.8)})
  s.box(px(x0, 3), px(fy, 15.5), size(24), size(30), {fill: hex('#c9cdc6')})
  s.circle(px(x0, 15), px(fy, 25), size(5.5), {fill: hex('#b3b8b0')})
  s.box(px(x0, 7), px(fy, 33), size(16), size(12.5), {fill: hex('#b3b8b0')})
  field(x0, fy, 30, 17, 'Name / Surname / Nom', surname)
  let y = 23.2
  if (birthName) {
    s.text(`geb. ${birthName}`, px(x0, 30), px(fy, y), {color: ink, font: H.bold, size: size(2.2)})
    y += 1.6
  }

  field(x0, fy, 30, y + 1.6, 'Vornamen / Given names / Prénoms', given)
  field(x0, fy, 30, y + 7.6, 'Geburtstag / Date of birth / Date de naissance', dotted(person.birthDate), 27)
  field(x0, fy, 58, y + 7.6, 'Staatsangehörigkeit / Nationality / Nationalité', 'DEUTSCH', 26)
  field(x0, fy, 30, y + 13.6, 'Geburtsort / Place of birth / Lieu de naissance', person.birthPlace, 52)
  field(x0, fy, 30, y + 19.6, "Gültig bis / Date of expiry / Date d'expiration", dotted(expiry), 40)
  s.text(randomDigits(rng, 6), px(x0, 82), px(fy, 51.5), {align: 'right', color: ink, font: H.bold, size: size(2.4)})
  s.text('Unterschrift / Signature / Signature', px(x0, 3), px(fy, 51.8), {color: labelColor, size: size(1.05)})
  s.path(signaturePath(rng, size(20)), px(x0, 4), px(fy, 45.5), {lineWidth: 0.9, stroke: hex('#1b2a6b')})

  // Back.
  const by = fy + CARD_H + 40
  s.box(x0, by, CARD_W, CARD_H, {fill: hex('#eef1ea'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  for (let k = 0; k < 18; k++) s.hline(x0, x0 + CARD_W, by + 6 + k * 7.6, {color: hex('#e0e6dc'), width: 0.35})
  s.text('Anschrift / Address / Adresse', px(x0, 4), px(by, 5), {color: labelColor, size: size(1.25)})
  residence.forEach((line, k) => s.text(line, px(x0, 4), px(by, 8.4 + k * 3.2), {color: ink, font: H.bold, size: size(2.4)}))
  field(x0, by, 4, 17.5, 'Ordens- oder Künstlername / Religious name or pseudonym / Nom de religion ou pseudonyme', '', 75)
  field(x0, by, 4, 22.5, 'Augenfarbe / Colour of eyes / Couleur des yeux', pick(rng, ['BRAUN', 'BLAU', 'GRÜN', 'GRAU']), 36, 2.3)
  field(x0, by, 48, 22.5, 'Größe / Height / Taille', `${pick(rng, [158, 164, 169, 172, 178, 183, 187])} cm`, 30, 2.3)
  field(x0, by, 4, 28.3, 'Behörde / Authority / Autorité', authority, 42, 2.0)
  field(x0, by, 58, 28.3, 'Datum / Date / Date', dotted(issued), 24, 2.3)
  s.box(x0, px(by, 34), CARD_W, size(20), {fill: hex('#ffffff')})
  mrz.forEach((line, k) => s.text(line, px(x0, 3), px(by, 39.5 + k * 4.6), {font: fonts.courier.regular, size: size(3.9)}))

  s.text('Kopie / copie', x0, by + CARD_H + 30, {color: GREY, size: 7})

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
    layout: 'cni/personalausweis',
    notes: ['German / English / French labels, value under', 'birth name as "geb. X" under the name', 'issue date under the bare label "Datum / Date / Date" beside the authority', 'card number unlabelled top right', 'MRZ TD1 IDD<< with "<" as sex'],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
