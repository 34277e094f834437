/**
 * HELD-OUT cni/luxembourg-copie-notaire: a LUXEMBOURG identity card (the 2021 model) of a
 * Luxembourger living in Lorraine, as a BLACK AND WHITE PHOTOCOPY CERTIFIED BY A FRENCH NOTARY:
 * front above back at about 150 %, in greys only, each side in a darker toner border; TRILINGUAL
 * captions French / Luxembourgish / English in small print ("Nom / Numm / Surname"), values in
 * capitals under them; dates DOTTED ("14.02.1985"); the card number "N° de la carte / Kaartennummer
 * / Card No." (nine characters), the CAN (six digits, a decoy number); on the back the place of
 * birth, the issue date, the authority (an embassy, a consulate or a commune), the NATIONAL
 * IDENTIFICATION NUMBER ("1985 0214 123 45": a decoy number that contains the birth date), the TD1
 * MRZ "IDLUX"; under the copies the notary's rectangular STAMP rotated a little ("Copie certifiée
 * conforme à l'original qui nous a été présenté", the notary's name: a decoy person, his town and
 * the date: a decoy date) with a signature. The married woman's French usage name is not on the
 * card.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const NOTARIES = ['Maître Bertrand SCHWEITZER, notaire à Thionville', 'Maître Hélène KIEFFER, notaire à Metz', 'Maître Laurent MULLER, notaire associé à Longwy', 'Maître Anne STEINMETZ, notaire à Sierck-les-Bains']

export async function cniLuxembourgCopieNotaire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'AMBASSADE DU LUXEMBOURG À PARIS'
  const notary = NOTARIES[typeof params.notary === 'number' ? params.notary % NOTARIES.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 3200))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 1)}${randomLetters(rng, 1)}${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 1)}`
  const can = randomDigits(rng, 6)
  const matricule = `${person.birthDate.slice(0, 4)} ${person.birthDate.slice(5, 7)}${person.birthDate.slice(8, 10)} ${randomDigits(rng, 3)} ${randomDigits(rng, 2)}`
  const mrz = td1({birthDate: person.birthDate, country: 'LUX', documentCode: 'ID', expiry, givenNames: person.givenNames, nationality: 'LUX', number, sex: female ? 'F' : 'M', surname: person.surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 3, 30))

  const {doc, fonts} = await newDocument({author: '', creator: 'Office de notaire - copieur', date: certified, producer: 'RICOH MP C3004 PDF', title: `Copie CI ${surname}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#161616')
  const cap = hex('#4d4d4d')
  const x0 = (s.width - CARD_W) / 2
  const px = (mm: number) => x0 + size(mm)

  const card = (y: number) => {
    s.box(x0 - 4, y - 4, CARD_W + 8, CARD_H + 8, {fill: hex('#5a5a5a'), radius: 12})
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e9e9e9'), radius: 10})
    for (let k = 0; k < 9; k++) s.circle(px(60) + k * 2, y + size(30), size(9 + k * 2.2), {lineWidth: 0.3, stroke: hex('#d2d2d2')})
  }

  const field = (y: number, xm: number, ym: number, caption: string, value: string, valueMm = 2.6) => {
    s.text(caption, px(xm), y + size(ym), {color: cap, size: size(1.25)})
    s.text(value, px(xm), y + size(ym + 3.3), {color: ink, font: H.bold, size: size(valueMm)})
  }

  // Front.
  const yf = 60
  card(yf)
  s.text('GRAND-DUCHÉ DE LUXEMBOURG', px(4), yf + size(5), {color: ink, font: H.bold, size: size(2.1)})
  s.text("CARTE D'IDENTITÉ / IDENTITÉITSKAART / IDENTITY CARD", px(4), yf + size(8), {color: cap, size: size(1.45)})
  s.text('LU', px(78), yf + size(6), {align: 'center', color: ink, font: H.bold, size: size(3)})
  s.box(px(3.5), yf + size(12), size(22), size(29), {fill: hex('#b3b3b3')})
  s.circle(px(14.5), yf + size(22), size(5), {fill: hex('#8a8a8a')})
  s.box(px(7.5), yf + size(29), size(14), size(12), {fill: hex('#8a8a8a')})
  s.path(signaturePath(rng, size(20)), px(4), yf + size(44), {lineWidth: 0.7, stroke: ink})
  field(yf, 28, 12.5, 'Nom / Numm / Surname', surname)
  field(yf, 28, 20, 'Prénoms / Virnimm / Given names', given, given.length > 22 ? 2.1 : 2.5)
  field(yf, 28, 27.5, 'Sexe / Geschlecht / Sex', female ? 'F' : 'M', 2.3)
  field(yf, 46, 27.5, 'Nationalité / Nationalitéit / Nationality', 'LUX', 2.3)
  field(yf, 28, 35, 'Date de naissance / Gebuertsdatum / Date of birth', dotDate(person.birthDate), 2.4)
  field(yf, 28, 42.5, 'N° de la carte / Kaartennummer / Card No.', number, 2.5)
  field(yf, 60, 42.5, "Date d'expiration / Oflafdatum / Date of expiry", dotDate(expiry), 2.3)
  s.text('CAN', px(70), yf + size(50.5), {color: cap, size: size(1.3)})
  s.text(can, px(82), yf + size(50.5), {align: 'right', color: ink, font: H.bold, size: size(2)})

  // Back.
  const yb = yf + CARD_H + 28
  card(yb)
  field(yb, 4, 5, 'Lieu de naissance / Gebuertsplaz / Place of birth', person.birthPlace, 2.2)
  field(yb, 4, 12.5, 'Date de délivrance / Ausstellungsdatum / Date of issue', dotDate(issued), 2.3)
  field(yb, 46, 12.5, 'Autorité / Autoritéit / Authority', authority, authority.length > 22 ? 1.55 : 1.9)
  field(yb, 4, 20, "N° d'identification national / Identifikatiounsnummer", matricule, 2.3)
  s.box(x0 + 2, yb + size(29), CARD_W - 4, size(24), {fill: hex('#f4f4f4')})
  mrz.forEach((l, k) => s.text(l, px(4), yb + size(35.5 + k * 5.6), {color: ink, font: fonts.courier.regular, size: size(3.9)}))

  // The notary's stamp and signature.
  const sy = yb + CARD_H + 60
  const stamp = hex('#2a2a2a')
  s.box(120, sy, 300, 78, {lineWidth: 1.4, rotate: 2, stroke: stamp})
  s.text("COPIE CERTIFIÉE CONFORME À L'ORIGINAL", 132, sy + 20, {color: stamp, font: H.bold, rotate: 2, size: 10})
  s.text('qui nous a été présenté', 132, sy + 33, {color: stamp, font: H.italic, rotate: 2, size: 8.5})
  s.text(notary, 132, sy + 49, {color: stamp, font: H.bold, rotate: 2, size: 8.2})
  s.text(`le ${slashDate(certified)}`, 132, sy + 64, {color: stamp, font: H.bold, rotate: 2, size: 9.5})
  s.path(signaturePath(rng, 100), 330, sy + 70, {lineWidth: 1, stroke: ink})
  s.text(`Répertoire n° ${randomInt(rng, 1000, 9999)}/${certified.slice(0, 4)} - 1 page`, 120, sy + 104, {color: cap, size: 7.5})

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
    layout: 'cni/luxembourg-copie-notaire',
    notes: [
      'a Luxembourg identity card as a black and white photocopy certified by a French notary: front above back at about 150 %, greys only',
      'trilingual French / Luxembourgish / English captions in small print; dotted dates; the card number under "N° de la carte / Kaartennummer / Card No."',
      'decoys: the CAN, the national identification number that contains the birth date, the notary (a person) and the certification date; TD1 MRZ "IDLUX"',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
