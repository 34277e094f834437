/**
 * HELD-OUT titre_sejour/membre-famille-citoyen-ue: the residence card of a NON-EU FAMILY MEMBER OF
 * AN EU CITIZEN (the spouse of a Portuguese, an Italian, a Spaniard or a German living in France:
 * "CARTE DE SÉJOUR - MEMBRE DE FAMILLE D'UN CITOYEN DE L'UNION", five years, directive 2004/38/CE),
 * scanned in colour FRONT AND BACK SIDE BY SIDE on a LANDSCAPE page at about 135 %, as a bank's
 * back office files it: a document-management STICKER at the top right (file number, document
 * number, "Indexé le ...": decoys) with a barcode. The front: French captions with the English
 * after a slash, the BIRTH NAME under "NOM / Surname" with, for the married woman, "ép. FERREIRA"
 * ON THE LINE UNDER IT IN THE SAME FIELD (the EU husband's name: a decoy), the given names in
 * capitals SEPARATED BY SPACES, the nationality as a code, dates SPACED ("14 02 1985"), the type of
 * permit WRAPPED over two lines, "VALABLE JUSQU'AU", the card number under its caption at the foot;
 * the back: the remarks ("MEMBRE DE FAMILLE UE/EEE/CH - ART. L. 233-2 CESEDA"), the place of
 * birth, the address, the foreign national's number (AGDREF: a decoy), "DATE DE DÉLIVRANCE / Date
 * of issue", the prefecture, TD1 MRZ "IRFRA".
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '31': 'PRÉFECTURE DE LA HAUTE-GARONNE',
  '67': 'PRÉFECTURE DU BAS-RHIN',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
}

/** "14 02 1985". */
const spacedDate = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function titreSejourMembreFamilleUe(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'MAR'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1200))
  const expiry = addDays(addMonths(issued, 60), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const indexed = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const file = `${indexed.slice(0, 4)}-CR-${randomDigits(rng, 6)}`
  const ink = hex('#1c2333')
  const lab = hex('#3d5378')

  const {doc, fonts} = await newDocument({author: '', creator: 'Kodak Capture Pro', date: indexed, producer: 'Kodak Capture Pro - PDF', title: `${file}_piece04`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const size = (mm: number) => mm * MM * SCALE

  const card = (x0: number, y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e5ecf0'), lineWidth: 0.7, radius: 9, stroke: hex('#7d8995')})
    for (let k = 0; k < 11; k++) s.hline(x0 + 8, x0 + CARD_W - 8, y + (CARD_H * (k + 0.5)) / 11, {color: hex('#d4dee6'), width: 0.3})
    const px = (mm: number) => x0 + size(mm)
    const field = (xm: number, ym: number, caption: string, values: string[], valueMm = 2.3, smaller?: number) => {
      s.text(caption, px(xm), y + size(ym), {color: lab, font: H.bold, size: size(1.3)})
      values.forEach((v, k) => s.text(v, px(xm), y + size(ym + 3 + k * 2.8), {color: ink, font: H.bold, size: size(k > 0 && smaller ? smaller : valueMm)}))
    }

    return {field, px}
  }

  // The document-management sticker.
  const sx = 560
  s.box(sx, 26, 230, 64, {fill: hex('#fbfbf4'), lineWidth: 0.6, stroke: hex('#9a9a8e')})
  let bx = sx + 10
  while (bx < sx + 220) {
    const w = [0.8, 1.4, 2.2][randomInt(rng, 0, 2)]
    s.box(bx, 32, w, 20, {fill: ink})
    bx += w + [1, 1.6, 2.4][randomInt(rng, 0, 2)]
  }

  s.text(`DOSSIER ${file} - PIÈCE 04`, sx + 10, 63, {color: ink, font: fonts.courier.bold, size: 7.4})
  s.text('Titre de séjour (recto verso)', sx + 10, 73, {color: ink, font: fonts.courier.regular, size: 7})
  s.text(`Indexé le ${slashDate(indexed)} - opérateur ${randomLetters(rng, 2)}${randomDigits(rng, 2)}`, sx + 10, 83, {color: ink, font: fonts.courier.regular, size: 7})

  // The front, at the left.
  const x1 = 46
  const y0 = 112
  const f = card(x1, y0)
  s.text('RÉPUBLIQUE FRANÇAISE', f.px(4), y0 + size(5), {color: ink, font: H.bold, size: size(2)})
  s.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', f.px(45), y0 + size(5), {color: ink, font: H.bold, size: size(1.6)})
  s.box(f.px(3), y0 + size(9), size(21), size(28), {fill: hex('#b4c0ca')})
  s.circle(f.px(13.5), y0 + size(18.5), size(4.8), {fill: hex('#8a98a6')})
  s.box(f.px(6.8), y0 + size(26), size(13.4), size(11), {fill: hex('#8a98a6')})
  s.path(signaturePath(rng, size(18)), f.px(4), y0 + size(40), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  const names = person.usageName ? [surname, `ép. ${upper(person.usageName)}`] : [surname]
  f.field(27, 9.5, 'NOM / Surname', names, surname.length > 18 ? 2.2 : 2.5, 1.9)
  let v = 15.5 + (person.usageName ? 2.8 : 0)
  f.field(27, v, 'PRÉNOMS / Given names', [given], given.length > 22 ? 1.9 : 2.3)
  v += 6.3
  f.field(27, v, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  f.field(40, v, 'NATIONALITÉ / Nationality', [code], 2.1)
  f.field(60, v, 'DATE DE NAISSANCE / Date of birth', [spacedDate(person.birthDate)], 2)
  v += 6.3
  f.field(27, v, 'TYPE DE TITRE / Type of permit', wrap("CARTE DE SÉJOUR - MEMBRE DE FAMILLE D'UN CITOYEN DE L'UNION", size(54), H.bold, size(1.6)), 1.6)
  f.field(4, 47.6, 'N° DU TITRE / Permit No.', [number], 2.2)
  f.field(46, 47.6, "VALABLE JUSQU'AU / Valid until", [spacedDate(expiry)], 2.2)

  // The back, at the right.
  const x2 = x1 + CARD_W + 26
  const b = card(x2, y0)
  b.field(4, 5, 'REMARQUES / Remarks', ['MEMBRE DE FAMILLE UE/EEE/CH', 'ART. L. 233-2 CESEDA - AUTORISE À TRAVAILLER'], 1.7)
  b.field(4, 14, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9)
  b.field(52, 14, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9)
  b.field(4, 20.5, 'ADRESSE / Address', address, 1.55)
  b.field(52, 20.5, 'DATE DE DÉLIVRANCE / Date of issue', [spacedDate(issued)], 2)
  b.field(52, 27.3, 'DÉLIVRÉ PAR / Issued by', [prefecture], prefecture.length > 24 ? 1.45 : 1.7)
  s.box(x2 + 1, y0 + size(35), CARD_W - 2, size(18), {fill: hex('#f2f5f7')})
  mrz.forEach((line, k) => s.text(line, b.px(4), y0 + size(39.5 + k * 4.5), {color: ink, font: fonts.courier.regular, size: size(3.7)}))

  s.text('recto', x1 + CARD_W / 2, y0 + CARD_H + 16, {align: 'center', color: hex('#8a8f99'), font: H.italic, size: 8})
  s.text('verso', x2 + CARD_W / 2, y0 + CARD_H + 16, {align: 'center', color: hex('#8a8f99'), font: H.italic, size: 8})
  s.text(`Numérisation couleur 300 ppp - ${file} - page 1/1`, 421, 570, {align: 'center', color: hex('#9a9a9a'), size: 7})

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
    layout: 'titre_sejour/membre-famille-citoyen-ue',
    notes: [
      "an EU citizen's family member's five-year residence card scanned front and back side by side on a landscape page at about 135 %",
      'French captions with English after a slash; the married woman\'s "ép. X" on the line under the birth name in the same field; given names separated by spaces; dates spaced ("14 02 1985")',
      "decoys: the document-management sticker's file number and indexing date, the AGDREF number, the CESEDA article in the remarks; TD1 MRZ \"IRFRA\"",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
