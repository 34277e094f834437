/**
 * HELD-OUT titre_sejour/citoyen-ue-sejour-permanent: the residence card an EU CITIZEN may ask for
 * after five years in France ("CITOYEN UE/EEE/SUISSE - SÉJOUR PERMANENT", ten years, directive
 * 2004/38/CE; the same card as the other residence permits), SCANNED IN COLOUR at about 135 % WITH
 * THE BACK ABOVE THE FRONT (the card put the wrong way on the glass for the first pass): on the
 * back the remarks ("DIRECTIVE 2004/38/CE - SÉJOUR PERMANENT"), the place of birth, the address,
 * the foreign national's number (AGDREF, ten digits: a decoy), "DATE DE DÉLIVRANCE / Date of
 * issue", the prefecture, TD1 MRZ "IRFRA"; on the front French captions with English after a slash
 * ("NOM / Surname"), the BIRTH NAME, then for the married woman a caption "NOM D'USAGE / Usual name"
 * with her French married name, the given names in capitals with commas, dates SPACED ("14 02
 * 1985"), the nationality as a code ("ROU"), "TYPE DE TITRE", "VALABLE JUSQU'AU / Valid until",
 * the card number. At the top right of the page the bank's rubber stamp "REÇU LE <date>" with an
 * adviser's initials (a decoy date).
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '38': "PRÉFECTURE DE L'ISÈRE",
  '59': 'PRÉFECTURE DU NORD',
  '75': 'PRÉFECTURE DE POLICE',
}

/** "14 02 1985". */
const spacedDate = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function titreSejourCitoyenUe(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'PRT'
  const issued = addDays(facts.asOf, -randomInt(rng, 100, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(', ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const received = addDays(facts.asOf, -randomInt(rng, 1, 12))

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: received, producer: 'EPSON Scan 2 - PDF', title: 'img20270305_0001'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1d2331')
  const lab = hex('#3f5274')
  const x0 = 64
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  const card = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e3ebf1'), lineWidth: 0.7, radius: 9, stroke: hex('#7c8a97')})
    for (let k = 0; k < 10; k++) s.hline(x0 + 8, x0 + CARD_W - 8, y + (CARD_H * (k + 0.5)) / 10, {color: hex('#d2dde6'), width: 0.3})
  }

  const field = (y: number, xm: number, ym: number, caption: string, values: string[], valueMm = 2.3) => {
    s.text(caption, px(xm), y + size(ym), {color: lab, font: H.bold, size: size(1.3)})
    values.forEach((v, k) => s.text(v, px(xm), y + size(ym + 3 + k * 2.7), {color: ink, font: H.bold, size: size(valueMm)}))
  }

  // The bank's stamp.
  const stamp = hex('#9a1f2b')
  s.box(400, 40, 150, 56, {lineWidth: 1.4, stroke: stamp})
  s.text('REÇU LE', 475, 58, {align: 'center', color: stamp, font: H.bold, size: 9})
  s.text(slashDate(received), 475, 76, {align: 'center', color: stamp, font: H.bold, size: 13})
  s.text(`Conseiller : ${randomLetters(rng, 2)}`, 475, 90, {align: 'center', color: stamp, size: 7})

  // The back, first.
  const yb = 120
  card(yb)
  field(yb, 4, 5, 'REMARQUES / Remarks', ['DIRECTIVE 2004/38/CE - SÉJOUR PERMANENT', 'MEMBRE DE FAMILLE : NON'], 1.75)
  field(yb, 4, 13.5, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9)
  field(yb, 52, 13.5, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9)
  field(yb, 4, 20.5, 'ADRESSE / Address', address, 1.6)
  field(yb, 52, 20.5, 'DATE DE DÉLIVRANCE / Date of issue', [spacedDate(issued)], 2)
  field(yb, 52, 27.5, 'DÉLIVRÉ PAR / Issued by', [prefecture], prefecture.length > 24 ? 1.45 : 1.7)
  s.box(x0 + 1, yb + size(34.5), CARD_W - 2, size(18.5), {fill: hex('#f3f6f8')})
  mrz.forEach((line, k) => s.text(line, px(4), yb + size(39 + k * 4.6), {color: ink, font: fonts.courier.regular, size: size(3.8)}))

  // The front.
  const yf = yb + CARD_H + 30
  card(yf)
  s.text('RÉPUBLIQUE FRANÇAISE', px(4), yf + size(5), {color: ink, font: H.bold, size: size(2)})
  s.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', px(46), yf + size(5), {color: ink, font: H.bold, size: size(1.6)})
  s.box(px(3), yf + size(9), size(21), size(28), {fill: hex('#b1bdc8')})
  s.circle(px(13.5), yf + size(18.5), size(4.8), {fill: hex('#8795a3')})
  s.box(px(6.8), yf + size(26), size(13.4), size(11), {fill: hex('#8795a3')})
  s.path(signaturePath(rng, size(18)), px(4), yf + size(38), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(yf, 27, 9.5, 'NOM / Surname', [surname], 2.5)
  let v = 15.5
  if (female && person.usageName) {
    field(yf, 27, v, "NOM D'USAGE / Usual name", [upper(person.usageName)], 2.1)
    v += 6
  }

  field(yf, 27, v, 'PRÉNOMS / Given names', [given], given.length > 26 ? 1.9 : 2.3)
  v += 6.5
  field(yf, 27, v, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  field(yf, 40, v, 'NATIONALITÉ / Nationality', [code], 2.1)
  field(yf, 58, v, 'DATE DE NAISSANCE / Date of birth', [spacedDate(person.birthDate)], 2)
  v += 6.5
  field(yf, 27, v, 'TYPE DE TITRE / Type of permit', ['CITOYEN UE/EEE/SUISSE - SÉJOUR PERMANENT'], 1.65)
  v += 6.5
  field(yf, 27, v, "VALABLE JUSQU'AU / Valid until", [spacedDate(expiry)], 2.1)
  field(yf, 4, 47.6, 'N° DU TITRE / Permit No.', [number], 2.2)

  s.text('Numérisation 300 ppp - couleur - A4', s.width / 2, 818, {align: 'center', color: hex('#9a9a9a'), size: 7})

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
    layout: 'titre_sejour/citoyen-ue-sejour-permanent',
    notes: [
      "an EU citizen's permanent residence card scanned with the back above the front at about 135 %",
      'French captions with English after a slash; dates spaced ("14 02 1985"); the usage name in a cell of its own; given names with commas',
      "decoys: the AGDREF number, the directive's number in the remarks, the bank's \"REÇU LE\" stamp and its date; TD1 MRZ \"IRFRA\"",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
