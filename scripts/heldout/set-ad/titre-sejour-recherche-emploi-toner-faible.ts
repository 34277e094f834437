/**
 * HELD-OUT titre_sejour/recherche-emploi-creation-entreprise-copie-toner-faible: the one-year
 * "CARTE DE SÉJOUR TEMPORAIRE" with the mention "RECHERCHE D'EMPLOI OU CRÉATION D'ENTREPRISE"
 * (article L. 422-10 of the CESEDA: a graduate of a French master's degree who founds a company;
 * Lebanese, Chinese, Tunisian and Nigerian holders), front above back at about 135 %, PHOTOCOPIED ON
 * A COPIER RUNNING OUT OF TONER: everything in pale greys, the print fading towards the right, WHITE
 * VERTICAL STREAKS where the drum gave no toner (some across the values), a darker band at the
 * left edge. The card: French captions in capitals with the English after a slash ("NOM /
 * Surname"), the names in capitals, the nationality as a three-letter code, dates with slashes
 * ("14/02/1985"); on the front the type of permit, the card's number and "VALABLE JUSQU'AU" (one
 * year); on the back the remarks with the mention and the article, the place of birth, the foreign
 * national's number (a decoy), the address, "DATE DE DÉLIVRANCE" (only there), the prefecture, TD1
 * MRZ "IRFRA".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'
import {Frame} from './frame.js'

const MM = 72 / 25.4
const SCALE = 1.35

const PREFECTURES: Record<string, string> = {
  '34': "PRÉFECTURE DE L'HÉRAULT",
  '59': 'PRÉFECTURE DU NORD',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
}

export async function titreSejourRechercheEmploiTonerFaible(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'LBN'
  const issued = addDays(facts.asOf, -randomInt(rng, 30, 300))
  const expiry = addDays(addMonths(issued, 12), -randomInt(rng, 1, 20))
  const dept = person.address.postcode.slice(0, 2)
  const number = `${dept}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const ink = hex('#6f6f6f')
  const lab = hex('#a3a3a3')

  const {doc, fonts} = await newDocument({author: '', creator: 'KONICA MINOLTA bizhub C250i', date: copied, producer: 'KONICA MINOLTA', title: `SKM_C250i${copied.slice(2).replaceAll('-', '')}${randomDigits(rng, 5)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const CW = 85.6
  const CH = 54
  s.box(0, 0, s.width, s.height, {fill: hex('#fdfdfc')})
  s.box(0, 0, 9, s.height, {fill: hex('#b5b5b5')})

  const side = (x0: number, y0: number) => {
    const f = new Frame(s, x0, y0, k, 0)
    f.rect(-0.5, -0.5, CW + 1, CH + 1, {fill: hex('#bdbdbd'), radius: 3.6})
    f.rect(0, 0, CW, CH, {fill: hex('#ececec'), radius: 3.2})
    for (let i = 0; i < 13; i++) {
      let d = `M 1.5 ${4 + i * 3.9}`
      for (let t = 4; t <= 84; t += 3) d += ` L ${t} ${(4 + i * 3.9 + 0.9 * Math.sin(t / 4.5 + i)).toFixed(2)}`
      f.path(d, 0, 0, {lineWidth: 0.1, stroke: hex('#dadada')})
    }

    const field = (u: number, v: number, caption: string, values: string[], size = 2.3, room = 50, font: PDFFont = H.bold, color: RGB = ink) => {
      f.text(caption, u, v, {color: lab, font: H.bold, room, size: 1.3})
      values.forEach((value, j) => f.text(value, u, v + 3 + j * 2.7, {color, font, room, size}))
    }

    return {f, field}
  }

  // The front.
  const fx = (s.width - CW * k) / 2 + 6
  const fy = 70
  const {f: front, field: ff} = side(fx, fy)
  front.text('RÉPUBLIQUE FRANÇAISE', 4, 5, {color: ink, font: H.bold, size: 2})
  front.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', 82, 5, {align: 'right', color: ink, font: H.bold, size: 1.6})
  front.rect(3, 9, 21, 28, {fill: hex('#cfcfcf')})
  front.circle(13.5, 18.5, 4.8, {fill: hex('#b0b0b0')})
  front.rect(6.8, 26, 13.4, 11, {fill: hex('#b0b0b0')})
  ff(27, 10, 'NOM / Surname', [surname], 2.6, 54)
  ff(27, 16.3, 'PRÉNOMS / Given names', [given], 2.3, 54)
  ff(27, 22.6, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1, 10)
  ff(40, 22.6, 'NAT. / Nationality', [code], 2.1, 16)
  ff(58, 22.6, 'DATE DE NAISSANCE / Date of birth', [slashDate(person.birthDate)], 2.1, 26)
  ff(27, 28.9, 'TYPE DE TITRE / Type of permit', ['CARTE DE SÉJOUR TEMPORAIRE'], 1.9, 54)
  ff(4, 45.5, 'N° DU TITRE / Permit No.', [number], 2.3, 36)
  ff(46, 45.5, "VALABLE JUSQU'AU / Valid until", [slashDate(expiry)], 2.3, 36)
  front.path(signaturePath(rng, 60).replace(/-?\d+(\.\d+)?/g, (m) => (Number(m) * 0.3).toFixed(2)), 4, 37.5, {lineWidth: 0.25, stroke: hex('#8a8a8a')})

  // The back.
  const bx = fx - 10
  const by = fy + CH * k + 40
  const {f: back, field: bf} = side(bx, by)
  bf(4, 5, 'REMARQUES / Remarks', ["RECHERCHE D'EMPLOI OU CRÉATION D'ENTREPRISE", 'ART. L. 422-10 DU CESEDA - AUTORISE À TRAVAILLER'], 1.55, 78)
  bf(4, 14.2, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9, 44)
  bf(52, 14.2, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9, 30)
  back.text('ADRESSE / Address', 4, 20.6, {color: lab, font: H.bold, size: 1.3})
  home.forEach((line, j) => back.text(line, 4, 23.4 + j * 2.3, {color: ink, font: H.bold, room: 44, size: 1.55}))
  bf(52, 20.6, 'DATE DE DÉLIVRANCE / Date of issue', [slashDate(issued)], 2, 30)
  bf(52, 27.2, 'DÉLIVRÉ PAR / Issued by', [PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`], 1.6, 31)
  back.rect(0.4, 35, 84.8, 18.6, {fill: hex('#f2f2f2')})
  const mrzSize = Math.min(3.6, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => back.text(line, 4, 39.5 + j * 4.5, {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The toner running out: fading to the right, white streaks down the page.
  for (let j = 0; j < 24; j++) s.box(s.width * (0.45 + j * 0.0229), 0, s.width * (0.55 - j * 0.0229), s.height, {fill: WHITE, opacity: 0.02})
  const streaks = randomInt(rng, 5, 8)
  for (let j = 0; j < streaks; j++) {
    const x = randomInt(rng, 40, Math.round(s.width) - 40)
    const w = 1.5 + rng() * 7
    s.box(x, 0, w, s.height, {fill: WHITE, opacity: 0.55 + rng() * 0.25})
  }

  for (let j = 0; j < 3; j++) s.box(randomInt(rng, 60, 520), 0, 0.6, s.height, {fill: hex('#9a9a9a'), opacity: 0.5})

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
    layout: 'titre_sejour/recherche-emploi-creation-entreprise-copie-toner-faible',
    notes: [
      'a one-year "carte de séjour temporaire - recherche d\'emploi ou création d\'entreprise" photocopied front above back at about 135 % on a copier running out of toner: pale greys fading to the right, white vertical streaks, a dark band at the left edge',
      'French captions with English after a slash; dates with slashes ("14/02/1985"); the issue date only on the back; TD1 MRZ "IRFRA"',
      "decoys: the foreign national's number, the CESEDA article, the address, the prefecture",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
