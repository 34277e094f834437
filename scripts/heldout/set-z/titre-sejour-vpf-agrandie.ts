/**
 * HELD-OUT titre_sejour/vie-privee-familiale-copie-agrandie: a "CARTE DE SÉJOUR TEMPORAIRE" with
 * the "VIE PRIVÉE ET FAMILIALE" mention (one year; the spouse or parent of a French national)
 * copied ENLARGED TO TWICE ITS SIZE (the copier's "ID card copy" mode set to 200 % so that the copy
 * is legible), the front filling the upper half of a portrait A4 and the back the lower half: large
 * type, the card's fine guilloche lines enlarged with it. French captions in capitals with the
 * English after a slash ("NOM / Surname"), the surname and the given names in capitals, the
 * nationality as a three-letter code, dates SPACED ("14 02 1985"); on the front the type of permit
 * and its mention, the card number and "VALABLE JUSQU'AU"; on the back the remarks (the CESEDA's
 * article, the authorisation to work), the place of birth, the address, the foreign national's
 * number (AGDREF: a decoy number), "DATE DE DÉLIVRANCE", the prefecture, TD1 MRZ "IRFRA". Under the
 * copy the holder's HANDWRITTEN CERTIFICATION ("Copie certifiée conforme à l'original", the date: a
 * decoy, the signature) in blue ink.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const MM = 72 / 25.4
const SCALE = 2

const PREFECTURES: Record<string, string> = {
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '59': 'PRÉFECTURE DU NORD',
  '75': 'PRÉFECTURE DE POLICE',
}

const ARTICLES = ['ART. L. 423-1 CESEDA - CONJOINT DE FRANÇAIS', 'ART. L. 423-7 CESEDA - PARENT D\'UN ENFANT FRANÇAIS']

/** "14 02 1985". */
const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function titreSejourVpfAgrandie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'SEN'
  const article = ARTICLES[typeof params.article === 'number' ? params.article % ARTICLES.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 30, 300))
  const expiry = addDays(addMonths(issued, 12), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const ink = hex('#202329')
  const lab = hex('#4a5263')
  const card = hex('#e9ecef')
  const guilloche = hex('#d3d9e0')
  const hand = hex('#1d3790')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C5840', date: certified, producer: 'Canon iR-ADV C5840 PDF', title: `SCAN_${certified.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const cw = 85.6 * k
  const ch = 54 * k
  const x0 = (s.width - cw) / 2

  const side = (y0: number) => {
    s.box(x0, y0, cw, ch, {fill: card, lineWidth: 0.9, radius: 14, stroke: hex('#8a9099')})
    for (let i = 0; i < 14; i++) {
      let d = `M 0 ${(4 + i * 3.6) * k}`
      for (let t = 3; t <= 82; t += 3) d += ` L ${(t * k).toFixed(1)} ${((4 + i * 3.6 + 0.8 * Math.sin(t / 5 + i)) * k).toFixed(1)}`
      s.path(d, x0 + 1.8 * k, y0, {lineWidth: 0.35, stroke: guilloche})
    }

    const at = (u: number, v: number) => ({x: x0 + u * k, y: y0 + v * k})
    const text = (value: string, u: number, v: number, sizeMm: number, bold = true, color = ink, align: 'left' | 'right' = 'left') => {
      const p = at(u, v)
      s.text(value, p.x, p.y, {align, color, font: bold ? H.bold : H.regular, size: sizeMm * k})
    }

    const field = (u: number, v: number, caption: string, values: string[], sizeMm = 2.3, room = 50) => {
      text(caption, u, v, 1.3, true, lab)
      values.forEach((value, i) => text(value, u, v + 3 + i * 2.7, Math.min(sizeMm, room / H.bold.widthOfTextAtSize(value, 1)), true, ink))
    }

    return {at, field, text}
  }

  // The front.
  const yf = 44
  const f = side(yf)
  f.text('RÉPUBLIQUE FRANÇAISE', 4, 5, 2)
  f.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', 82, 5, 1.6, true, ink, 'right')
  s.box(x0 + 3 * k, yf + 9 * k, 21 * k, 28 * k, {fill: hex('#bfc5cc')})
  s.circle(x0 + 13.5 * k, yf + 18.5 * k, 4.8 * k, {fill: hex('#8f99a4')})
  s.box(x0 + 6.8 * k, yf + 26 * k, 13.4 * k, 11 * k, {fill: hex('#8f99a4')})
  f.field(27, 10, 'NOM / Surname', [surname], 2.6, 54)
  f.field(27, 16.3, 'PRÉNOMS / Given names', [given], 2.3, 54)
  f.field(27, 22.6, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  f.field(40, 22.6, 'NAT. / Nationality', [code], 2.1)
  f.field(58, 22.6, 'DATE DE NAISSANCE / Date of birth', [spaced(person.birthDate)], 2.1)
  f.field(27, 28.9, 'TYPE DE TITRE / Type of permit', ['CARTE DE SÉJOUR TEMPORAIRE', 'VIE PRIVÉE ET FAMILIALE'], 1.75, 54)
  f.field(4, 45.5, 'N° DU TITRE / Permit No.', [number], 2.3)
  f.field(46, 45.5, "VALABLE JUSQU'AU / Valid until", [spaced(expiry)], 2.3)
  const sig = f.at(4, 38.5)
  s.path(signaturePath(rng, 22 * k), sig.x, sig.y, {lineWidth: 1.2, stroke: hex('#1f2a5a')})

  // The back.
  const yb = yf + ch + 26
  const b = side(yb)
  b.field(4, 5, 'REMARQUES / Remarks', ['VIE PRIVÉE ET FAMILIALE', `${article} - AUTORISE SON TITULAIRE À TRAVAILLER`], 1.6, 78)
  b.field(4, 14.2, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9, 44)
  b.field(52, 14.2, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9, 30)
  b.text('ADRESSE / Address', 4, 20.6, 1.3, true, lab)
  home.forEach((line, i) => b.text(line, 4, 23.4 + i * 2.3, Math.min(1.55, 44 / H.bold.widthOfTextAtSize(line, 1)), true, ink))
  b.field(52, 20.6, 'DATE DE DÉLIVRANCE / Date of issue', [spaced(issued)], 2)
  b.field(52, 27.2, 'DÉLIVRÉ PAR / Issued by', wrap(prefecture, 30 * k, H.bold, 1.6 * k), 1.6, 30)
  s.box(x0 + 0.4 * k, yb + 35 * k, cw - 0.8 * k, 18.6 * k, {fill: hex('#f3f4f6')})
  const mrzSize = Math.min(3.6, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => {
    const p = b.at(4, 39.5 + i * 4.5)
    s.text(line, p.x, p.y, {color: ink, font: fonts.courier.regular, size: mrzSize * k})
  })

  // The holder's handwritten certification.
  const hy = yb + ch + 34
  s.text("Copie certifiée conforme à l'original", x0 + 10, hy, {color: hand, font: fonts.times.italic, size: 15})
  s.text(`le ${slashDate(certified)}`, x0 + 10, hy + 20, {color: hand, font: fonts.times.italic, size: 15})
  s.path(signaturePath(rng, 110), x0 + 230, hy - 8, {lineWidth: 1.2, stroke: hand})

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
    layout: 'titre_sejour/vie-privee-familiale-copie-agrandie',
    notes: [
      'a one-year "CARTE DE SÉJOUR TEMPORAIRE - VIE PRIVÉE ET FAMILIALE" copied enlarged to 200 %, the front on the upper half of the page and the back on the lower half: large type',
      'French captions with English after a slash; dates spaced ("14 02 1985"); the card number at the foot of the front; TD1 MRZ "IRFRA"',
      "decoys: the AGDREF number, the CESEDA article, the address, the holder's handwritten certification and its date",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
