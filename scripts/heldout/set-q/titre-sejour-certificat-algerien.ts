/**
 * HELD-OUT titre_sejour/certificat-residence-algerien: an ALGERIAN national's CERTIFICATE OF
 * RESIDENCE ("certificat de résidence algérien", issued under the Franco-Algerian agreement of
 * 1968 on the same card as the other residence permits) as it comes out of a CREDIT BROKER's
 * document platform: a header band with the broker's name, the file number, "Pièce 4/9 : pièce
 * d'identité du dirigeant" and "Déposée le ... par <adviser>" (a decoy date and a decoy person);
 * under it the card's front and back stacked at about 140 %: French captions with the English one
 * after a slash on the same line ("NOM / Surname"), the married woman's BIRTH NAME with "ÉPOUSE
 * MOREL" on the line under it, given names in capitals separated by commas, dates with slashes
 * ("12/05/1984"), "TYPE DE TITRE / Type of permit" "CERTIFICAT DE RÉSIDENCE ALGÉRIEN", the
 * START OF VALIDITY (a decoy date a few days after the issue) and "VALABLE JUSQU'AU", the card
 * number under "N° DU TITRE / Permit No."; on the back the remarks quoting the AGREEMENT'S DATE
 * ("ACCORD FRANCO-ALGÉRIEN DU 27/12/1968": a decoy date), the place of birth, the address, the
 * foreign national's number (AGDREF, ten digits: a decoy), "DATE DE DÉLIVRANCE / Date of issue",
 * the prefecture, TD1 MRZ "IRFRA".
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '59': 'PRÉFECTURE DU NORD',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
  '93': 'PRÉFECTURE DE LA SEINE-SAINT-DENIS',
}

const ADVISERS = ['Julien ROBIN', 'Sarah BENHAMOU', 'Kevin LE BRIS', 'Amandine CHARPENTIER']

export async function titreSejourCertificatAlgerien(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const tenYears = params.tenYears !== false
  const issued = addDays(facts.asOf, -randomInt(rng, 150, tenYears ? 2500 : 300))
  const validFrom = addDays(issued, randomInt(rng, 2, 12))
  const expiry = addDays(addMonths(validFrom, tenYears ? 120 : 12), -1)
  const number = `${randomLetters(rng, 1)}${randomDigits(rng, 1)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const dept = person.address.postcode.slice(0, 2)
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(', ')
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: 'DZA', number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const deposited = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const adviser = ADVISERS[randomInt(rng, 0, ADVISERS.length - 1)]
  const file = `LCP-${deposited.slice(0, 4)}-${randomDigits(rng, 5)}`

  const {doc, fonts} = await newDocument({author: 'LYNX Crédit Pro', creator: 'LYNX Dossiers', date: deposited, producer: 'LYNX Dossiers - export pièce', title: `${file} - piece 4`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const navy = hex('#0e2a47')
  const ink = hex('#1b2130')
  const lab = hex('#4a5a7a')

  // The broker's band.
  s.box(0, 0, s.width, 74, {fill: navy})
  s.text('LYNX Crédit Pro', 36, 32, {color: WHITE, font: H.bold, size: 16})
  s.text('Courtier en financement professionnel - ORIAS 17 003 982', 36, 47, {color: hex('#b8c7dc'), size: 7.6})
  s.text(`Dossier ${file}`, s.width - 36, 28, {align: 'right', color: WHITE, font: H.bold, size: 9})
  s.text("Pièce 4/9 : pièce d'identité du dirigeant", s.width - 36, 42, {align: 'right', color: WHITE, size: 8.4})
  s.text(`Déposée le ${slashDate(deposited)} par ${adviser}`, s.width - 36, 56, {align: 'right', color: hex('#b8c7dc'), size: 7.6})

  const x0 = (s.width - CARD_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const card = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e5ede9'), lineWidth: 0.8, radius: 9, stroke: hex('#7d8a84')})
    for (let k = 0; k < 12; k++) s.hline(x0 + 6, x0 + CARD_W - 6, y + (CARD_H * (k + 0.5)) / 12, {color: hex('#d3e0d8'), width: 0.3})
  }

  const field = (y: number, xm: number, ym: number, caption: string, values: string[], valueMm = 2.3) => {
    s.text(caption, px(xm), y + size(ym), {color: lab, font: H.bold, size: size(1.3)})
    values.forEach((v, k) => s.text(v, px(xm), y + size(ym + 3 + k * 2.8), {color: ink, font: H.bold, size: size(valueMm)}))
  }

  // Front.
  const yf = 104
  card(yf)
  s.text('RÉPUBLIQUE FRANÇAISE', px(4), yf + size(5), {color: ink, font: H.bold, size: size(2)})
  s.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', px(46), yf + size(5), {color: ink, font: H.bold, size: size(1.6)})
  s.box(px(3), yf + size(9), size(21), size(28), {fill: hex('#b3beb8')})
  s.circle(px(13.5), yf + size(18.5), size(4.8), {fill: hex('#8b968f')})
  s.box(px(6.8), yf + size(26), size(13.4), size(11), {fill: hex('#8b968f')})
  s.path(signaturePath(rng, size(18)), px(4), yf + size(37.8), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  const names = female && person.usageName ? [surname, `ÉPOUSE ${upper(person.usageName)}`] : [surname]
  field(yf, 27, 9.5, 'NOM / Surname', names, 2.5)
  let v = 9.5 + 3 + names.length * 2.8 + 1.6
  field(yf, 27, v, 'PRÉNOMS / Given names', [given], given.length > 26 ? 1.9 : 2.3)
  v += 7
  field(yf, 27, v, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  field(yf, 40, v, 'NATIONALITÉ / Nationality', ['ALGÉRIENNE'], 2.1)
  field(yf, 64, v, 'NÉ(E) LE / Date of birth', [slashDate(person.birthDate)], 2.1)
  v += 7
  field(yf, 27, v, 'TYPE DE TITRE / Type of permit', ['CERTIFICAT DE RÉSIDENCE ALGÉRIEN'], 1.9)
  v += 7
  field(yf, 27, v, 'DÉBUT DE VALIDITÉ / Valid from', [slashDate(validFrom)], 2.1)
  field(yf, 55, v, "VALABLE JUSQU'AU / Valid until", [slashDate(expiry)], 2.1)
  field(yf, 4, 47.6, 'N° DU TITRE / Permit No.', [number], 2.2)

  // Back.
  const yb = yf + CARD_H + 22
  card(yb)
  field(yb, 4, 5, 'REMARQUES / Remarks', [`ACCORD FRANCO-ALGÉRIEN DU 27/12/1968 - ${tenYears ? 'RÉSIDENT 10 ANS' : 'SALARIÉ - 1 AN'}`, 'AUTORISE SON TITULAIRE À TRAVAILLER'], 1.75)
  field(yb, 4, 14, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9)
  field(yb, 52, 14, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9)
  field(yb, 4, 21, 'ADRESSE / Address', address, 1.65)
  field(yb, 52, 21, 'DATE DE DÉLIVRANCE / Date of issue', [slashDate(issued)], 2)
  field(yb, 52, 28, 'DÉLIVRÉ PAR / Issued by', [prefecture], prefecture.length > 24 ? 1.45 : 1.7)
  s.box(x0 + 1, yb + size(34.5), CARD_W - 2, size(18.5), {fill: hex('#f3f6f3')})
  mrz.forEach((line, k) => s.text(line, px(4), yb + size(39 + k * 4.6), {color: ink, font: fonts.courier.regular, size: size(3.8)}))

  s.text(`Pièce vérifiée par ${adviser} - LYNX Crédit Pro - document confidentiel`, s.width / 2, 812, {align: 'center', color: hex('#8a93a0'), size: 7})

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
    layout: 'titre_sejour/certificat-residence-algerien',
    notes: [
      "an Algerian certificate of residence exported from a credit broker's document platform: the broker's band on top (file number, deposit date and adviser: decoys)",
      'French captions with the English after a slash on the same line; the birth name with "ÉPOUSE X" under it; given names in capitals with commas; dates with slashes',
      'decoys: the start of validity a few days after the issue date, the 1968 agreement date in the remarks, the AGDREF number; TD1 MRZ "IRFRA"',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
