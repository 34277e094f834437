/**
 * HELD-OUT cni/francaise-2021: a photocopy of the FRENCH electronic identity card (CNIe, ID-1
 * model issued since August 2021), recto and verso laid SIDE BY SIDE on the copier glass and
 * copied at about real size (112 %) at the top of an A4 page, as a manager hands it in.
 * Recto: the Marianne block and "RÉPUBLIQUE FRANÇAISE" top left, "CARTE NATIONALE D'IDENTITÉ /
 * IDENTITY CARD" top centre, the EU flag with "FR" top right; the photo at the left and a ghost
 * photo at the right; BILINGUAL labels (French in capitals, English in italics) in small type with
 * the value under each: "NOM / Surname" (the BIRTH name), "NOM D'USAGE / Usage name" ("ép.
 * LEMAIRE", for a married woman only), "PRÉNOMS / Given names" ("Claire, Marie"), "SEXE / Sex",
 * "NATIONALITÉ / Nationality" ("FRA"), "DATE DE NAISS. / Date of birth" ("14 02 1985": day,
 * month, year separated by spaces), "LIEU DE NAISSANCE / Place of birth", "N° DU DOCUMENT /
 * Document No" (nine letters and digits), the holder's signature and the six-digit card access
 * number (CAN, bottom right: a decoy number). Verso: "ADRESSE / Address" in capitals on two to
 * four lines, "DATE DE DÉLIVR. / Date of issue" and "DATE D'EXPIR. / Expiry date" side by side
 * (ten years of validity), the small chip-and-hologram marks, and the TD1 machine-readable zone
 * "IDFRA" on three lines of 30 with real check digits. A faint copier edge at the left of the page
 * and the copier's job line at the foot.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.12
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function cniFrancaise2021(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  // The 2021 model is issued everywhere from 2 August 2021.
  const drawn = addDays(facts.asOf, -randomInt(rng, 120, 1650))
  const issued = drawn < '2021-08-02' ? addDays('2021-08-02', randomInt(rng, 10, 200)) : drawn
  const expiry = addMonths(issued, 120)
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
  let number = ''
  for (let k = 0; k < 9; k++) number += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const female = person.civility === 'Mme'
  const surname = person.surname
  const given = person.givenNames.join(', ')
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'ID', expiry, givenNames: person.givenNames, nationality: 'FRA', number, sex: female ? 'F' : 'M', surname})
  const can = randomDigits(rng, 6)
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => l.toLocaleUpperCase('fr-FR'))

  const {doc, fonts} = await newDocument({author: 'Copieur', creator: 'Kyocera TASKalfa 2554ci', date: copied, producer: 'Kyocera TASKalfa 2554ci', title: 'doc00412620260'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const ink = hex('#1c2434')
  const labelBlue = hex('#3d4f7c')
  const tint = hex('#eef1f7')
  const rose = hex('#f6e9ee')

  /** A French label in capitals, its English translation in italics, the value under them. */
  const field = (x: number, y: number, xm: number, ym: number, fr: string, en: string, value: string, valueMm = 2.5, labelMm = 1.45) => {
    const w = s.text(`${fr} / `, px(x, xm), px(y, ym), {color: labelBlue, font: H.bold, size: size(labelMm)})
    s.text(en, px(x, xm) + w, px(y, ym), {color: labelBlue, font: H.italic, size: size(labelMm)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3.2), {color: ink, font: H.bold, size: size(valueMm)})
  }

  /** The card's background: tint, a rose wash at the right, wavy security lines. */
  const background = (x: number, y: number) => {
    s.box(x, y, CARD_W, CARD_H, {fill: tint, lineWidth: 0.7, radius: 9, stroke: hex('#8a8f99')})
    s.box(x + CARD_W * 0.55, y + 2, CARD_W * 0.44, CARD_H - 4, {fill: rose, opacity: 0.55, radius: 8})
    for (let k = 0; k < 22; k++) {
      const yy = (k + 0.5) * (CARD_H / 22)
      s.path(`M 0 ${yy.toFixed(1)} C ${(CARD_W / 3).toFixed(1)} ${(yy - 7).toFixed(1)}, ${((2 * CARD_W) / 3).toFixed(1)} ${(yy + 7).toFixed(1)}, ${(CARD_W - 2).toFixed(1)} ${yy.toFixed(1)}`, x + 1, y, {lineWidth: 0.22, stroke: hex('#d5dbe8')})
    }
  }

  // The copier's edge.
  s.box(0, 0, 9, s.height, {fill: hex('#e4e4e4')})
  s.box(9, 0, 2, s.height, {fill: hex('#f0f0f0')})

  // Recto.
  const rx = 24
  const top = 40
  background(rx, top)
  s.box(px(rx, 3), px(top, 2.6), size(2.6), size(3.6), {fill: hex('#000091')})
  s.box(px(rx, 5.6), px(top, 2.6), size(2.6), size(3.6), {fill: WHITE})
  s.box(px(rx, 8.2), px(top, 2.6), size(2.6), size(3.6), {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], px(rx, 3), px(top, 8), {color: ink, font: H.bold, leading: size(1.6), size: size(1.35)})
  s.text("CARTE NATIONALE D'IDENTITÉ", px(rx, 45), px(top, 5.2), {align: 'center', color: ink, font: H.bold, size: size(2.45)})
  s.text('IDENTITY CARD', px(rx, 45), px(top, 8), {align: 'center', color: labelBlue, font: H.italic, size: size(1.7)})
  s.box(px(rx, 74.5), px(top, 2.6), size(8.4), size(6.2), {fill: hex('#003399')})
  for (let k = 0; k < 12; k++) {
    const angle = (k * Math.PI) / 6
    s.circle(px(rx, 78.7) + Math.cos(angle) * size(1.9), px(top, 5.3) + Math.sin(angle) * size(1.9), size(0.22), {fill: hex('#ffcc00')})
  }

  s.text('FR', px(rx, 78.7), px(top, 6.1), {align: 'center', color: WHITE, font: H.bold, size: size(1.8)})

  // Photo, ghost photo.
  s.box(px(rx, 3), px(top, 13), size(23), size(29), {fill: hex('#c3c8d1')})
  s.circle(px(rx, 14.5), px(top, 22.5), size(5.2), {fill: hex('#a5acb8')})
  s.box(px(rx, 7), px(top, 29.5), size(15), size(12.5), {fill: hex('#a5acb8')})
  s.box(px(rx, 72), px(top, 37.5), size(10.5), size(11), {fill: hex('#e7e2ea')})
  s.circle(px(rx, 77.2), px(top, 41.5), size(2.4), {fill: hex('#d8d1dc')})

  const fx = 28.5
  field(rx, top, fx, 13.5, 'NOM', 'Surname', surname, 2.8)
  if (person.usageName) field(rx, top, fx, 20, "NOM D'USAGE", 'Usage name', `ép. ${person.usageName}`, 2.5)
  field(rx, top, fx, 26.5, 'PRÉNOMS', 'Given names', given, 2.5)
  field(rx, top, fx, 33, 'SEXE', 'Sex', female ? 'F' : 'M', 2.4, 1.3)
  field(rx, top, 37.5, 33, 'NATIONALITÉ', 'Nationality', 'FRA', 2.4, 1.3)
  field(rx, top, 59, 33, 'DATE DE NAISS.', 'Date of birth', spaced(person.birthDate), 2.4, 1.3)
  field(rx, top, fx, 39.5, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace, 2.2)
  field(rx, top, fx, 46, 'N° DU DOCUMENT', 'Document No', '')
  s.text(number, px(rx, fx), px(top, 49.6), {color: ink, font: fonts.courier.bold, size: size(2.7)})

  s.text("SIGNATURE DU TITULAIRE / Holder's signature", px(rx, 3), px(top, 44.6), {color: labelBlue, size: size(1.15)})
  s.path(signaturePath(rng, size(20)), px(rx, 3.5), px(top, 45.8), {lineWidth: 0.7, stroke: hex('#1b2a6b')})
  s.text(can, px(rx, 83), px(top, 51.6), {align: 'right', color: ink, font: H.bold, size: size(2)})

  // Verso.
  const vx = rx + CARD_W + 14
  background(vx, top)
  field(vx, top, 4, 5, 'ADRESSE', 'Address', '')
  address.forEach((line, k) => s.text(line, px(vx, 4), px(top, 8.4 + k * 2.9), {color: ink, font: H.bold, size: size(2.1)}))
  const dy = 8.4 + address.length * 2.9 + 2.4
  field(vx, top, 4, dy, 'DATE DE DÉLIVR.', 'Date of issue', spaced(issued), 2.4)
  field(vx, top, 38, dy, "DATE D'EXPIR.", 'Expiry date', spaced(expiry), 2.4)
  // Chip and hologram marks.
  s.box(px(vx, 70), px(top, 5), size(11), size(8.5), {fill: hex('#d9c88f'), lineWidth: 0.4, radius: 3, stroke: hex('#9c8a4d')})
  s.hline(px(vx, 70), px(vx, 81), px(top, 9.2), {color: hex('#9c8a4d'), width: 0.4})
  s.vline(px(vx, 75.5), px(top, 5), px(top, 13.5), {color: hex('#9c8a4d'), width: 0.4})
  s.circle(px(vx, 75.5), px(top, 21), size(3.2), {fill: hex('#e4dcef'), lineWidth: 0.3, stroke: hex('#b9a8d0')})

  s.box(vx + 1, px(top, 34), CARD_W - 2, size(19), {fill: hex('#fbfbfd')})
  mrz.forEach((line, k) => s.text(line, px(vx, 4.2), px(top, 39.6 + k * 4.7), {color: ink, font: fonts.courier.regular, size: size(4.05)}))

  // The copier's job line.
  s.text(`${pick(rng, ['MAIRIE', 'AGENCE', 'ACCUEIL'])}-COPIE  ${slashDate(copied)} ${String(randomInt(rng, 8, 18)).padStart(2, '0')}:${randomDigits(rng, 2).replace(/^[6-9]/, '5')}  1/1`, s.width - 30, s.height - 22, {align: 'right', color: hex('#9a9a9a'), size: 6.5})

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
    layout: 'cni/francaise-2021',
    notes: [
      'French CNIe of 2021: recto and verso side by side at about real size (small type)',
      'French capitals / English italics labels with the value under each; dates "14 02 1985"',
      '"NOM D\'USAGE" row ("ép. X") for a married woman: the truth name is the birth name',
      'issue and expiry dates side by side on the verso under the address; CAN as a decoy number',
      'MRZ TD1 "IDFRA"; copier job line with a date (decoy)',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
